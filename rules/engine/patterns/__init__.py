"""Pattern registries: one per rule system, mapping a stable key to a small function.

A pattern function takes a HandView and returns how many times the hand has the pattern
(0 when it does not). Values, names and whether a pattern counts are not here: they come
from the rule set in the database (RuleSpec).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

from ..view import HandView

PatternFunction = Callable[[HandView], int]

# What one count is, for a pattern a hand can have more than once: its value is then for each
# one, and the rules page must not show it as the whole hand's ("5 points per pung"). "time" is
# for a count of combinations (two chows that go together, a suit with both end pungs) that no
# one tile or set stands for.
EACH = ("pung", "kong", "pair", "tile", "set of four", "time")

# `each` may depend on the rule set's options: options -> one of EACH, or "".
EachUnderOptions = Callable[[object], str]


@dataclass(frozen=True, slots=True)
class Pattern:
    """A registered pattern. `needs` names a gate of the rule system (RuleSystem.gates): a
    cheap fact without which the pattern cannot be present, so scoring may skip it. `each` is
    what one count of it is (one of EACH), or "" for a pattern a hand has at most once; where an
    option decides that, a function of the options giving it."""

    key: str
    function: PatternFunction
    needs: str = ""
    each: str | EachUnderOptions = ""

    def __call__(self, view: HandView) -> int:
        return int(self.function(view))

    def each_under(self, options) -> str:
        """What one count is under these options."""
        return self.each(options) if callable(self.each) else self.each


class PatternRegistry:
    def __init__(self, system: str):
        self.system = system
        self._patterns: dict[str, Pattern] = {}

    def pattern(self, key: str | None = None, needs: str = "",
                each: str | EachUnderOptions = "") -> Callable[[PatternFunction], PatternFunction]:
        """Register a function as a pattern, under `key` or the function's own name."""

        def register(function: PatternFunction) -> PatternFunction:
            name = key or function.__name__
            if name in self._patterns:
                raise ValueError(f"{self.system}: pattern {name!r} registered twice")
            if each and not callable(each) and each not in EACH:
                raise ValueError(f"{self.system}: pattern {name!r} counts each {each!r}, not one of {EACH}")
            self._patterns[name] = Pattern(name, function, needs, each)
            return function

        return register

    def __contains__(self, key: str) -> bool:
        return key in self._patterns

    def __getitem__(self, key: str) -> Pattern:
        return self._patterns[key]

    def __iter__(self) -> Iterator[Pattern]:
        return iter(self._patterns.values())

    def __len__(self) -> int:
        return len(self._patterns)

    def keys(self) -> list[str]:
        return list(self._patterns)
