"""The scheme is a choice only where the rule system scores by it. British and classical score
every hand as points × doubles whatever the scheme says (their own total), and "additive" was
refused once for each pattern in doubles: there the scheme is shown, with why, and not offered.
Zung Jung and MCR add up pattern values or multiply them, as the scheme chosen says."""

import re

import pytest
from django.urls import reverse

from rules.models import RuleSet
from tests.web.admin_forms import derive, edit

pytestmark = pytest.mark.django_db


def scheme_menu(client, rule_set) -> list[str] | None:
    """The choices of the change page's scheme menu, or None where the page has no such menu."""
    html = client.get(reverse("admin:rules_ruleset_change", args=[rule_set.pk])).content.decode()
    menu = re.search(r'<select name="scheme"[^>]*>(.*?)</select>', html, re.DOTALL)
    return re.findall(r'<option value="([^"]*)"', menu.group(1)) if menu else None


@pytest.mark.parametrize("slug, system", [("british", "British (BMJA)"), ("chinese-classical", "Classical Chinese")])
def test_a_system_with_its_own_total_shows_its_scheme_and_offers_none(organiser, slug, system):
    club = derive(organiser, slug, "Our club", "our-club")
    assert scheme_menu(organiser, club) is None
    html = organiser.get(reverse("admin:rules_ruleset_change", args=[club.pk])).content.decode()
    assert f"Points × doubles: {system} scores every hand as points × doubles, capped at the limit, so there is no other scheme to choose." in html


def test_a_scheme_posted_there_anyway_changes_nothing(organiser):
    club = derive(organiser, "british", "Our club", "our-club")
    response = edit(organiser, club, lambda data: data.update({"scheme": "additive", "limit": "2000"}))
    assert response.status_code == 302  # saved, with no message for each pattern in doubles
    club.refresh_from_db()
    assert (club.scheme, club.limit) == ("doubling", 2000)


@pytest.mark.parametrize("slug", ["zung-jung", "mcr"])
def test_an_additive_system_still_offers_both_schemes(organiser, slug):
    club = derive(organiser, slug, "Our club", "our-club")
    assert scheme_menu(organiser, club) == ["additive", "doubling"]


def test_a_zung_jung_house_rule_set_may_change_its_scheme(organiser, house):
    assert edit(organiser, house, lambda data: data.update({"scheme": "doubling"})).status_code == 302
    house.refresh_from_db()
    assert house.scheme == "doubling"


def test_the_published_rule_sets_page_says_the_same(organiser):
    html = organiser.get(reverse("admin:rules_ruleset_change", args=[RuleSet.objects.get(slug="chinese-classical").pk]))
    assert "so there is no other scheme to choose" in html.content.decode()
