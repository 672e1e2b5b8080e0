"""Loading the published rule sets (rules/engine/builtin/) into the database."""

from __future__ import annotations

from django.db import transaction

from .engine.builtin import BUILTIN_RULE_SETS, BuiltinPattern, BuiltinRuleSet
from .engine.systems import SYSTEMS


@transaction.atomic
def load_builtin_rule_sets(reset: bool = False, slugs: list[str] | None = None) -> list[str]:
    """Create the built-in rule sets that are missing; with `reset`, restore existing ones to
    their published values. Returns what was done, one line per rule set."""
    from .models import RuleSet

    done = []
    wanted = [BUILTIN_RULE_SETS[s] for s in slugs] if slugs else list(BUILTIN_RULE_SETS.values())
    for builtin in sorted(wanted, key=lambda b: bool(b.based_on)):
        if builtin.system not in SYSTEMS:
            continue
        existing = RuleSet.objects.filter(slug=builtin.slug).first()
        if existing and not reset:
            continue
        rule_set = existing or RuleSet(slug=builtin.slug)
        _write(rule_set, builtin)
        done.append(f"{'restored' if existing else 'created'} {builtin.slug}")
    return done


def _write(rule_set, builtin: BuiltinRuleSet) -> None:
    from .models import RuleOption, RuleSet

    rule_set.name = builtin.name
    rule_set.system = builtin.system
    rule_set.scheme = builtin.scheme
    rule_set.minimum = builtin.minimum
    rule_set.limit = builtin.limit
    rule_set.payment = builtin.payment
    rule_set.notes = builtin.notes
    rule_set.builtin = True
    rule_set.based_on = RuleSet.objects.filter(slug=builtin.based_on).first() if builtin.based_on else None
    if rule_set.pk:
        rule_set.revision += 1
    rule_set.save()
    rule_set.replace_rows(
        [published_row(pattern, order) for order, pattern in enumerate(builtin.patterns)],
        [RuleOption(key=k, value=v) for k, v in builtin.options.items()],
    )


def published_row(pattern: BuiltinPattern, order: int):
    """A published pattern as an unsaved pattern row, with its published value, at `order` in
    its rule set: how loading a built-in rule set and an import's missing patterns write it."""
    from .models import PatternRule

    return PatternRule(
        key=pattern.key, name=pattern.name, chinese=pattern.chinese, value=pattern.value, unit=str(pattern.unit),
        family=pattern.family, excludes=" ".join(pattern.excludes), enabled=pattern.enabled, order=order,
        description=pattern.description, example=pattern.example, option_values=dict(pattern.option_values),
    )


def create_missing_builtins(sender, using="default", **kwargs) -> None:
    """post_migrate receiver: a fresh database comes with the published rule sets."""
    from django.db import connections

    from .models import RuleSet

    if RuleSet._meta.db_table in connections[using].introspection.table_names():
        load_builtin_rule_sets()


def published_option_values(system: str, key: str) -> dict:
    """The values under option settings that the published rule sets of a system give a
    pattern ({} when none): what a rule-set file made before pattern rows carried them means."""
    for builtin in BUILTIN_RULE_SETS.values():
        if builtin.system == system:
            for pattern in builtin.patterns:
                if pattern.key == key and pattern.option_values:
                    return dict(pattern.option_values)
    return {}
