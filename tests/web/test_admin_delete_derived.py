"""Deleting house rules that other house rules were made from: the confirmation names those and
says what becomes of them (kept, without their “Based on”); and it counts a rule set's patterns
rather than listing each as “Pattern rule: …” (83 lines under MCR)."""

import re

import pytest
from django.urls import reverse

from rules.models import RuleSet

pytestmark = pytest.mark.django_db


def said(response) -> str:
    return " ".join(re.sub(r"<[^>]+>", " ", response.content.decode()).split())


@pytest.fixture
def junior(house):
    return house.derive("Junior rules", "junior")


def test_the_confirmation_names_the_house_rules_made_from_it_and_what_happens_to_them(organiser, house, junior):
    page = said(organiser.get(reverse("admin:rules_ruleset_delete", args=[house.pk])))
    assert "These house rules were made from the rule set you are deleting: Junior rules (junior), based on Zung Jung (our club)" in page
    assert "They are not deleted, and they keep every pattern, value and option as they are. They lose their “Based on”" in page

    organiser.post(reverse("admin:rules_ruleset_delete", args=[house.pk]), {"post": "yes"})
    junior.refresh_from_db()
    assert junior.based_on is None and junior.patterns.count() == 48


def test_the_list_action_names_them_too(organiser, house, junior):
    response = organiser.post(reverse("admin:rules_ruleset_changelist"),
                              {"action": "delete_selected", "_selected_action": [house.pk]})
    assert "Junior rules (junior), based on Zung Jung (our club)" in said(response)


def test_house_rules_deleted_together_are_not_named_as_left_behind(organiser, house, junior):
    response = organiser.post(reverse("admin:rules_ruleset_changelist"),
                              {"action": "delete_selected", "_selected_action": [house.pk, junior.pk]})
    assert response.status_code == 200 and 'id="derived-house-rules"' not in response.content.decode()


def test_a_rule_set_nothing_was_made_from_says_nothing_of_it(organiser, junior):
    response = organiser.get(reverse("admin:rules_ruleset_delete", args=[junior.pk]))
    assert 'id="derived-house-rules"' not in response.content.decode()


def test_the_patterns_are_counted_not_listed(organiser, house):
    response = organiser.get(reverse("admin:rules_ruleset_delete", args=[house.pk]))
    html = response.content.decode()
    objects = re.search(r'<ul id="deleted-objects">(.*?)</ul>\s*</li>\s*</ul>', html, re.S).group(1)
    items = [" ".join(re.sub(r"<[^>]+>", " ", item).split()) for item in re.findall(r"<li>(.*?)(?=<li>|</ul>|</li>)", objects, re.S)]
    assert items == ["Rule set: Zung Jung (our club) (zj-club)", "its 48 patterns, with their values and exclusions"]
    assert "Pattern rule:" not in html
