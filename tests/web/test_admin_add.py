"""No blank "Add rule set" (audit s5 admin, finding 2): a rule set made from nothing had none of
its system's patterns (and the admin cannot add them), so it scored every hand 0. New rule sets
come from a published one (derive) or from a file (import), and the list says so."""

import pytest
from django.urls import reverse

from rules.models import RuleSet
from tests.factories import zung_jung

pytestmark = pytest.mark.django_db


def test_the_list_offers_derive_and_import_not_a_blank_add(organiser):
    zung_jung()
    page = organiser.get(reverse("admin:rules_ruleset_changelist")).content.decode()
    assert reverse("admin:rules_ruleset_add") not in page
    assert reverse("admin:rules_ruleset_import") in page
    assert "A new rule set starts from a published one: open it and choose “Make house rules from this”" in page
    index = organiser.get(reverse("admin:index")).content.decode()
    assert reverse("admin:rules_ruleset_add") not in index


def test_the_add_address_explains_where_rule_sets_come_from_and_makes_nothing(organiser):
    zung_jung()
    url = reverse("admin:rules_ruleset_add")
    response = organiser.post(url, {"name": "Empty Club", "slug": "empty-club", "system": "zung-jung", "scheme": "additive",
                                    "minimum": "0"})
    assert response.status_code == 302 and response["Location"] == reverse("admin:rules_ruleset_changelist")
    assert not RuleSet.objects.filter(slug="empty-club").exists()
    followed = organiser.get(url, follow=True).content.decode()
    assert "A new rule set starts from a published one" in followed


def test_deriving_still_makes_a_full_rule_set(organiser):
    source = zung_jung()
    response = organiser.post(reverse("admin:rules_ruleset_derive", args=[source.pk]), {"name": "Club", "slug": "club"})
    assert response.status_code == 302
    assert RuleSet.objects.get(slug="club").patterns.count() == 48


def test_deriving_and_importing_need_the_add_permission(client):
    from django.contrib.auth.models import Permission

    from tests.factories import make_staff

    source = zung_jung()
    viewer = make_staff(username="viewer", is_superuser=False)
    viewer.user_permissions.add(Permission.objects.get(codename="view_ruleset"))
    client.force_login(viewer)
    assert client.post(reverse("admin:rules_ruleset_derive", args=[source.pk]), {"name": "C", "slug": "c"}).status_code == 403
    assert client.get(reverse("admin:rules_ruleset_import")).status_code == 403
