"""A rule set as plain data: what the database hands the engine for one scoring."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum


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
        cached = self.__dict__.get("_by_key_cache")
        if cached is None:
            cached = {p.key: p for p in self.patterns}
            object.__setattr__(self, "_by_key_cache", cached)
        return cached

    @property
    def enabled_keys(self) -> frozenset[str]:
        cached = self.__dict__.get("_enabled_cache")
        if cached is None:
            cached = frozenset(p.key for p in self.patterns if p.enabled)
            object.__setattr__(self, "_enabled_cache", cached)
        return cached


def cached_on(spec: RuleSpec, name: str, make):
    """A value worked out once per spec (a spec is immutable; a new edit makes a new spec)."""
    value = spec.__dict__.get(name)
    if value is None:
        value = make()
        object.__setattr__(spec, name, value)
    return value
