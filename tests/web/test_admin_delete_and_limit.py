"""Wording (audit s5 admin, finding 9): deleting a published rule set says it is published (not
that the account lacks permission), and the limit's help says what a lower limit does."""

import re

import pytest
from django.urls import reverse

from rules.models import RuleSet
from tests.factories import zung_jung
from tests.web.admin_forms import derive

pytestmark = pytest.mark.django_db


REFUSAL = ("Nothing was deleted: “Zung Jung (official v3.3)” is a published rule set, shipped with the calculator, "
           "which no one can delete; only house rule sets can be deleted. To play it differently, make house rules from it.")


def test_deleting_a_published_rule_set_from_the_list_says_it_is_published(organiser, house):
    source = zung_jung()
    response = organiser.post(reverse("admin:rules_ruleset_changelist"),
                              {"action": "delete_selected", "_selected_action": [source.pk, house.pk]}, follow=True)
    page = response.content.decode()
    assert REFUSAL in page
    assert "permission" not in page
    assert RuleSet.objects.filter(slug__in=["zung-jung", "zj-club"]).count() == 2


def test_deleting_a_published_rule_set_by_its_address_says_it_is_published(organiser):
    source = zung_jung()
    response = organiser.post(reverse("admin:rules_ruleset_delete", args=[source.pk]), {"post": "yes"})
    assert response.status_code == 302 and response["Location"] == reverse("admin:rules_ruleset_change", args=[source.pk])
    assert REFUSAL in organiser.get(response["Location"]).content.decode()
    assert RuleSet.objects.filter(slug="zung-jung").exists()


def test_house_rules_are_still_deleted_after_the_confirmation(organiser, house):
    single = organiser.get(reverse("admin:rules_ruleset_delete", args=[house.pk])).content.decode()
    assert "Deleting cannot be undone" in single
    url = reverse("admin:rules_ruleset_changelist")
    confirm = organiser.post(url, {"action": "delete_selected", "_selected_action": [house.pk]})
    page = confirm.content.decode()
    assert confirm.status_code == 200 and "Are you sure you want to delete the selected rule set?" in page
    assert "Deleting cannot be undone" in page and "Export it first" in page
    organiser.post(url, {"action": "delete_selected", "_selected_action": [house.pk], "post": "yes"})
    assert not RuleSet.objects.filter(slug="zj-club").exists()


def test_the_limit_and_limit_mode_say_what_a_lower_limit_does(organiser, house):
    page = organiser.get(reverse("admin:rules_ruleset_change", args=[house.pk])).content.decode()
    # The limit mode's choices are named as its menu words them.
    assert ("with “A pattern above the limit scores alone”, Zung Jung's own rule, a pattern worth more than the limit is not cut down, it scores "
            "its own value on its own, so lowering the limit caps only hands whose smaller patterns add up past it") in page
    assert ("How the limit (official: 320) applies: a pattern valued above it scores its own value alone (official), "
            "everything is capped at it, or no limit.") in page


def limit_help(client, rule_set) -> str:
    """The help under the change form's limit box, as text."""
    page = client.get(reverse("admin:rules_ruleset_change", args=[rule_set.pk])).content.decode()
    found = re.search(r'<div class="help"[^>]*id="id_limit_helptext"[^>]*>(.*?)</div>', page, re.DOTALL)
    return " ".join(re.sub(r"<[^>]+>", "", found.group(1)).split())


def test_the_limit_help_of_mcr_house_rules_offers_no_limit_mode(organiser):
    """Audit (organiser's path), finding 2: MCR's help spoke of a "limit mode" and “cap_all”,
    which MCR has no option for. It says the published MCR has no limit, and what one would do
    there: the engine scores a pattern worth more than it alone (no limit mode to choose)."""
    club = derive(organiser, "mcr", "MCR (Dragon Club)", "mcr-club")
    text = limit_help(organiser, club)
    assert "limit mode" not in text.lower() and "cap_all" not in text
    assert text.startswith("The most a hand scores (Chinese Official (MCR): none); empty for none.")
    assert "A pattern worth more than the limit is not cut down: it scores its own value on its own" in text
    assert "a limit hand scores its share of it, so it needs a limit" in text


def test_the_limit_help_of_british_house_rules_says_every_hand_is_capped(organiser):
    club = derive(organiser, "british", "British (our club)", "british-club")
    text = limit_help(organiser, club)
    assert text.startswith("The most a hand scores (") and ": 1000); empty for none." in text
    assert "every other hand is capped at it, and a limit hand scores its share of it" in text
    assert "2: twice it, a double-limit hand" in text
    assert "limit mode" not in text.lower() and "alone" not in text


def test_the_admins_own_pages_have_the_admins_breadcrumb_bar(organiser, house):
    """History, import, derive and restore drew their breadcrumbs as a plain strip (old markup)."""
    from rules.models import RuleSet as Model

    record = Model.history.filter(id=house.pk).first()
    for url in (reverse("admin:rules_ruleset_history", args=[house.pk]), reverse("admin:rules_ruleset_import"),
                reverse("admin:rules_ruleset_derive", args=[house.pk]),
                reverse("admin:rules_ruleset_restore", args=[house.pk, record.history_id])):
        page = organiser.get(url).content.decode()
        assert '<ol class="breadcrumbs">' in page and '<div class="breadcrumbs">' not in page, url
