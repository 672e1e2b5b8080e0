"""The Django side of scoring: find the rule set a hand names, hand the engine plain data.

The engine's RuleSpec of a rule set is cached per process, keyed by the rule set's
`updated_at` and `revision`: a tap costs one small query to check them, and any edit
(the rule set, a pattern, an option) changes `updated_at` through the signals below, so it
takes effect on the next tap in every process. The bench command shows why the cache is
worth having: reading ~50 pattern rows per tap was about half of a tap's server time.
"""

from __future__ import annotations

from django.db.models.signals import post_delete, post_save
from django.utils import timezone

from .engine.score import Result, score_data, unknown_rules_result
from .engine.spec import RuleSpec
from .models import PatternRule, RuleOption, RuleSet

DEFAULT_RULES = "zung-jung"

_specs: dict[int, tuple[tuple, RuleSpec]] = {}


def spec_for(slug: str) -> RuleSpec | None:
    """The current RuleSpec of a rule set, or None when there is no such rule set."""
    row = RuleSet.objects.filter(slug=slug).values_list("pk", "updated_at", "revision").first()
    if row is None:
        return None
    pk, *stamp = row
    cached = _specs.get(pk)
    if cached is not None and cached[0] == tuple(stamp):
        return cached[1]
    rule_set = RuleSet.objects.prefetch_related("patterns", "options").get(pk=pk)
    spec = rule_set.to_spec()
    _specs[pk] = ((rule_set.updated_at, rule_set.revision), spec)
    return spec


def score_hand_data(data: dict) -> Result:
    """Score a hand dict under the rule set it names (edits in the admin apply at once)."""
    slug = str((data.get("rules") if isinstance(data, dict) else None) or DEFAULT_RULES)
    spec = spec_for(slug)
    if spec is None:
        return unknown_rules_result(slug, list(RuleSet.objects.values_list("slug", flat=True)))
    return score_data(data, spec)


def touch_rule_set(sender, instance, **kwargs) -> None:
    """A pattern or option changed: mark its rule set changed, so cached specs are rebuilt."""
    RuleSet.objects.filter(pk=instance.rule_set_id).update(updated_at=timezone.now())


def forget_rule_set(sender, instance, **kwargs) -> None:
    _specs.pop(instance.pk, None)


def connect_signals() -> None:
    for model in (PatternRule, RuleOption):
        post_save.connect(touch_rule_set, sender=model, dispatch_uid=f"touch-{model.__name__}-save")
        post_delete.connect(touch_rule_set, sender=model, dispatch_uid=f"touch-{model.__name__}-delete")
    post_save.connect(forget_rule_set, sender=RuleSet, dispatch_uid="forget-ruleset-save")
    post_delete.connect(forget_rule_set, sender=RuleSet, dispatch_uid="forget-ruleset-delete")
