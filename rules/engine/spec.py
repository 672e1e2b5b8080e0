"""A rule set as plain data: what the database hands the engine for one scoring."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import StrEnum

from .options import setting_text
from .records import without_class_defaults


class Unit(StrEnum):
    """What a pattern's value means."""

    POINTS = "points"  # added to the total (additive schemes) or to the basic points (doubling)
    DOUBLES = "doubles"  # doubling schemes: the score is doubled this many times
    LIMIT = "limit"  # a fraction of the limit (1 = the limit, 0.5 = half), replacing the rest
    BONUS = "bonus"  # added to the total but not towards the minimum to win (MCR flowers)


@dataclass(frozen=True, slots=True)
class PatternSpec:
    key: str
    name: str
    value: float
    unit: Unit = Unit.POINTS
    chinese: str = ""
    family: str = ""
    excludes: frozenset[str] = frozenset()
    enabled: bool = True
    order: int = 0
    description: str = ""
    # An invented special hand's building blocks (custom.CustomHand); None for the system's own patterns.
    definition: object = None
    # The value under a setting of an option, where the sources disagree: (("book_values=true", 6),).
    option_values: tuple[tuple[str, float], ...] = ()


@without_class_defaults
@dataclass(frozen=True)
class RuleSpec:
    """Everything `score()` needs to know about a rule set.

    `system` names the engine's rule system (its patterns and shapes); `options` holds the
    rule set's option values by key, already checked against that system's options.
    """

    slug: str
    name: str
    system: str
    scheme: str  # "additive" or "doubling"
    patterns: tuple[PatternSpec, ...]
    options: dict = field(default_factory=dict)
    minimum: float = 0
    limit: float | None = None
    version: str = ""

    def pattern(self, key: str) -> PatternSpec | None:
        return self._by_key().get(key)

    def _by_key(self) -> dict[str, PatternSpec]:
        return cached_on(self, "_by_key_cache", lambda: {p.key: p for p in self.patterns})

    @property
    def enabled_keys(self) -> frozenset[str]:
        return cached_on(self, "_enabled_cache", lambda: frozenset(p.key for p in self.patterns if p.enabled))


def cached_on(spec: RuleSpec, name: str, make):
    """A value worked out once per spec (a spec is immutable; a new edit makes a new spec)."""
    value = spec.__dict__.get(name)
    if value is None:
        value = make()
        object.__setattr__(spec, name, value)
    return value


def spec_under(spec: RuleSpec, options, keep: bool = True) -> RuleSpec:
    """The rule set with each pattern at its value under the options: where a chosen option
    setting gives a pattern another value (PatternSpec.option_values, e.g. "book_values=true"
    -> 6), that value, so that everything downstream (exclusions, families, lines, totals) reads
    `value` alone. The same spec when no setting changes a value. With `keep`, the answer is
    kept per spec and options (the rule set's own options; a hand's own are worked out afresh)."""
    known = cached_on(spec, "_specs_under", dict) if keep else {}
    under = known.get(options)
    if under is None:
        in_force = values_in_force(spec, options)
        under = replace(spec, patterns=tuple(
            replace(p, value=in_force[p.key][1]) if p.key in in_force else p for p in spec.patterns)) if in_force else spec
        if keep:
            known[options] = under
    return under


def values_in_force(spec: RuleSpec, options) -> dict[str, tuple[str, float]]:
    """Patterns whose value under an option counts instead of their plain value, because the
    options choose that setting: key -> (setting, value). Where several of a pattern's settings
    are chosen, the first listed counts."""
    found = {}
    for pattern in spec.patterns:
        for setting, value in pattern.option_values:
            if setting_chosen(setting, options):
                found[pattern.key] = (setting, value)
                break
    return found


def setting_chosen(setting: str, options) -> bool:
    """Whether "option=setting" (see options.setting_text) is what the options say."""
    name, _, wanted = setting.partition("=")
    return hasattr(options, name) and setting_text(getattr(options, name)) == wanted
