"""A staff member who may only view rule sets opens a house rule set with an invented hand: the
page shows it read-only (before, it was a server error: the invented hand's "the 14th tile may
be" field, then named `extra`, was taken by Django for the inline's own `extra` count of blank
rows, and called the number 0)."""

import pytest
from django.contrib.auth.models import Permission
from django.urls import reverse

from rules.models import PatternRule
from tests.factories import make_staff, zung_jung

pytestmark = pytest.mark.django_db


@pytest.fixture
def viewer(client):
    user = make_staff(username="viewer", is_superuser=False)
    user.user_permissions.set(Permission.objects.filter(codename__in=["view_ruleset", "view_patternrule", "view_ruleoption"]))
    client.force_login(user)
    return client


def test_a_view_only_user_sees_a_house_rule_set_with_an_invented_hand(viewer):
    club = zung_jung().derive("Zung Jung (our club)", "zj-club")
    PatternRule.objects.create(rule_set=club, key="imperial_jade", name="Imperial Jade", value=0.5, unit="limit", order=1000,
                               definition={"shape": "standard", "tiles": "23468s6z", "requires": ["no_chows"]})
    club.patterns.filter(key="all_triplets").update(value=45)

    page = viewer.get(reverse("admin:rules_ruleset_change", args=[club.pk]))
    assert page.status_code == 200
    html = page.content.decode()
    assert 'name="_save"' not in html and 'name="minimum"' not in html
    assert "Four sets and a pair; only these tiles: 23468s6z; No chows" in html
    assert '<div class="readonly">0.5</div>' in html
    assert 'class="rule-set-options"' in html  # options read-only, as on a published rule set
