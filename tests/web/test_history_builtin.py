"""The history of the built-in rule sets: loading them records every pattern and option added,
and restoring the published values shows what the rows put back changed."""

import pytest
from django.urls import reverse

from rules.builtin import load_builtin_rule_sets
from rules.models import PatternRule, RuleOption, RuleSet
from tests.factories import zung_jung

pytestmark = pytest.mark.django_db

ZUNG_JUNG_PATTERNS = 48


def history_types(model, rule_set):
    return sorted(model.history.filter(rule_set_id=rule_set.pk).values_list("history_type", flat=True))


def test_loading_a_builtin_records_each_pattern_added():
    source = zung_jung()
    assert history_types(PatternRule, source) == ["+"] * ZUNG_JUNG_PATTERNS
    assert PatternRule.history.filter(rule_set_id=source.pk, key="all_triplets", value=30, history_type="+").exists()


def test_reset_records_the_patterns_removed_and_added():
    source = zung_jung()
    load_builtin_rule_sets(reset=True, slugs=["zung-jung"])
    assert history_types(PatternRule, source) == ["+"] * (2 * ZUNG_JUNG_PATTERNS) + ["-"] * ZUNG_JUNG_PATTERNS
    assert source.patterns.count() == ZUNG_JUNG_PATTERNS


def test_history_page_after_restoring_published_values_shows_the_patterns_added(organiser):
    source = zung_jung()
    pattern = source.patterns.get(key="all_triplets")
    pattern.value = 99
    pattern.save()
    response = organiser.post(reverse("admin:rules_ruleset_changelist"),
                           {"action": "restore_published", "_selected_action": [source.pk]})
    assert response.status_code == 302
    assert source.patterns.get(key="all_triplets").value == 30

    versions = organiser.get(reverse("admin:rules_ruleset_history", args=[source.pk])).context["versions"]
    assert [v["record"].revision for v in versions] == [2, 1]
    restored, created = versions[0]["lines"], versions[1]["lines"]
    # The restore removed every row and added it again; the page lists what that changed (the
    # rows put back as they differ from the ones taken away), not 48 removals and 48 additions.
    assert restored == ["Pattern “All Triplets”: value 99 → 30"]
    # The first version lists the rule set and every pattern it came with, each with its value
    # (All Triplets as that version ended, after the edit to 99).
    assert created[0] == "Rule set: created"
    assert "Pattern “Chicken Hand”: added, 1 point" in created
    assert "Pattern “All Triplets”: added, 99 points" in created
    assert sum(": added, " in line for line in created) == ZUNG_JUNG_PATTERNS


def test_builtin_options_are_recorded_too():
    """British (Kajongg) is based on British and sets options; each is recorded as added."""
    load_builtin_rule_sets(slugs=["british", "british-kajongg"])
    kajongg = RuleSet.objects.get(slug="british-kajongg")
    recorded = RuleOption.history.filter(rule_set_id=kajongg.pk, history_type="+")
    assert {r.key: r.value for r in recorded}["one_suit_with_honours_double"] is False
    assert recorded.count() == kajongg.options.count() > 0
