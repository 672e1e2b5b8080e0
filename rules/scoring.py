"""The Django side of scoring: find the rule set a hand names, hand the engine plain data."""

from __future__ import annotations

from .engine.score import Result, score_data, unknown_rules_result
from .models import RuleSet

DEFAULT_RULES = "zung-jung"


def rule_set_for(slug: str | None) -> RuleSet | None:
    return RuleSet.objects.prefetch_related("patterns", "options").filter(slug=slug or DEFAULT_RULES).first()


def score_hand_data(data: dict) -> Result:
    """Score a hand dict under the rule set it names (read fresh, so admin edits apply at once)."""
    slug = data.get("rules") or DEFAULT_RULES if isinstance(data, dict) else DEFAULT_RULES
    rule_set = rule_set_for(str(slug))
    if rule_set is None:
        return unknown_rules_result(str(slug), list(RuleSet.objects.values_list("slug", flat=True)))
    return score_data(data, rule_set.to_spec())
