"""Which of the patterns found in a hand are counted: exclusions, families, fallbacks.

All three are data on the rule set (PatternSpec.excludes, .family) or on the pattern
(fallback), so the admin sees and edits them; this is the one place that applies them.
"""

from __future__ import annotations

from .schemes import Line
from .spec import PatternSpec, RuleSpec, Unit, cached_on


def resolve(found: dict[str, int], spec: RuleSpec, fallbacks: frozenset[str] = frozenset()) -> list[tuple[PatternSpec, int]]:
    """The counted (pattern, count) pairs, in the rule set's order."""
    by_key, rules = spec._by_key(), _rules_of(spec)
    present = {key: count for key, count in found.items() if count > 0 and key not in fallbacks}
    excluded: set[str] = set()
    excludes = rules.excludes
    for key in present:
        if key in excludes:
            excluded.update(excludes[key])
    kept = {key: count for key, count in present.items() if key not in excluded} if excluded else present

    family_of = rules.family
    if not family_of.keys().isdisjoint(kept):
        best_in_family: dict[str, tuple[float, int, str]] = {}
        for key, count in kept.items():
            if key in family_of:
                # The highest value wins a family; on a tie, the pattern listed first.
                pattern = by_key[key]
                candidate = (pattern.value * count, -pattern.order, key)
                current = best_in_family.get(pattern.family)
                if current is None or candidate > current:
                    best_in_family[pattern.family] = candidate
        kept = {key: count for key, count in kept.items() if key not in family_of or best_in_family[family_of[key]][2] == key}

    if kept.keys() <= rules.bonus:
        for key in fallbacks:
            if found.get(key, 0) > 0:
                kept[key] = found[key]
    return [(by_key[key], kept[key]) for key in sorted(kept, key=rules.order.__getitem__)]


class _ResolveRules:
    """What resolve reads of a rule set's patterns, gathered once per spec: the exclusions and
    families of the patterns that have any, the bonus patterns (which alone still let a fallback
    count), and each pattern's place in the rule set's order."""

    __slots__ = ("excludes", "family", "bonus", "order")

    def __init__(self, spec: RuleSpec):
        self.excludes = {p.key: p.excludes for p in spec.patterns if p.excludes}
        self.family = {p.key: p.family for p in spec.patterns if p.family}
        self.bonus = frozenset(p.key for p in spec.patterns if p.unit is Unit.BONUS)
        self.order = {p.key: (p.order, p.key) for p in spec.patterns}


def _rules_of(spec: RuleSpec) -> _ResolveRules:
    return cached_on(spec, "_resolve_rules", lambda: _ResolveRules(spec))


def counted_lines(found: dict[str, int], spec: RuleSpec, fallbacks: frozenset[str] = frozenset()) -> list[Line]:
    """The Lines of the patterns found that count (resolve): every system's lines, winning
    hand or not, are made here. Lines are immutable, so each (pattern, count) is made once per spec."""
    lines = cached_on(spec, "_lines", dict)
    counted = []
    for pattern, count in resolve(found, spec, fallbacks):
        line = lines.get((pattern.key, count))
        if line is None:
            line = lines[pattern.key, count] = Line(pattern.key, pattern.name, pattern.value, count, pattern.unit, pattern.chinese)
        counted.append(line)
    return counted
