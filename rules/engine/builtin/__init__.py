"""The published rule sets, as Python tables with the values their sources state.

Each module here defines `RULE_SETS`, a list of BuiltinRuleSet. The database loader
(rules/builtin.py) creates the missing ones on migrate and restores them on request; the
engine tests use them directly through `builtin_spec(slug)`, with no database.
"""

from __future__ import annotations

import importlib
import pkgutil
from dataclasses import dataclass, field

from ..spec import PatternSpec, RuleSpec, Unit


@dataclass(frozen=True)
class BuiltinPattern:
    key: str
    name: str
    value: float
    chinese: str = ""
    unit: Unit = Unit.POINTS
    family: str = ""
    excludes: tuple[str, ...] = ()
    description: str = ""  # the rule in this project's own words
    example: str = ""  # a hand that has the pattern, in the one-line notation (notation.py)
    enabled: bool = True
    # The value under a setting of an option ("option=setting", e.g. {"book_values=true": 6}):
    # where a second source gives another value, the option that picks that source.
    option_values: dict = field(default_factory=dict)


@dataclass(frozen=True)
class BuiltinRuleSet:
    slug: str
    name: str
    system: str
    scheme: str  # "additive" or "doubling"
    patterns: tuple[BuiltinPattern, ...]
    minimum: float = 0
    limit: float | None = None
    payment: str = ""  # the payment scheme's name, shown in the admin
    notes: str = ""
    options: dict = field(default_factory=dict)  # only values that differ from the system's defaults
    based_on: str = ""  # slug of the rule set this one is a preset of

    def to_spec(self, version: str = "published") -> RuleSpec:
        return RuleSpec(
            slug=self.slug,
            name=self.name,
            system=self.system,
            scheme=self.scheme,
            patterns=tuple(
                PatternSpec(p.key, p.name, p.value, p.unit, p.chinese, p.family, frozenset(p.excludes),
                            p.enabled, order, p.description, option_values=tuple(p.option_values.items()))
                for order, p in enumerate(self.patterns)
            ),
            options=dict(self.options),
            minimum=self.minimum,
            limit=self.limit,
            version=version,
        )


def _discover() -> dict[str, BuiltinRuleSet]:
    found = {}
    for module_info in pkgutil.iter_modules(__path__):
        module = importlib.import_module(f"{__name__}.{module_info.name}")
        for rule_set in getattr(module, "RULE_SETS", ()):
            found[rule_set.slug] = rule_set
    return found


BUILTIN_RULE_SETS: dict[str, BuiltinRuleSet] = _discover()


def builtin_spec(slug: str) -> RuleSpec:
    return BUILTIN_RULE_SETS[slug].to_spec()
