"""Which of the patterns found in a hand are counted: exclusions, families, fallbacks.

All three are data on the rule set (PatternSpec.excludes, .family) or on the pattern
(fallback), so the admin sees and edits them; this is the one place that applies them.
"""

from __future__ import annotations

from .schemes import Line
from .spec import PatternSpec, RuleSpec, Unit, cached_on


def resolve(found: dict[str, int], spec: RuleSpec, fallbacks: frozenset[str] = frozenset()) -> list[tuple[PatternSpec, int]]:
    """The counted (pattern, count) pairs, in the rule set's order."""
    by_key = spec._by_key()
    present = {key: count for key, count in found.items() if count > 0 and key not in fallbacks}
    excluded: set[str] = set()
    for key in present:
        excludes = by_key[key].excludes
        if excludes:
            excluded.update(excludes)
    kept = {key: count for key, count in present.items() if key not in excluded} if excluded else present

    best_in_family: dict[str, tuple[float, int, str]] = {}
    for key, count in kept.items():
        pattern = by_key[key]
        if pattern.family:
            # The highest value wins a family; on a tie, the pattern listed first.
            candidate = (pattern.value * count, -pattern.order, key)
            current = best_in_family.get(pattern.family)
            if current is None or candidate > current:
                best_in_family[pattern.family] = candidate
    if best_in_family:
        kept = {
            key: count for key, count in kept.items()
            if not by_key[key].family or best_in_family[by_key[key].family][2] == key
        }

    if not any(by_key[key].unit is not Unit.BONUS for key in kept):
        for key in fallbacks:
            if found.get(key, 0) > 0:
                kept[key] = found[key]
    in_order = cached_on(spec, "_resolve_order", lambda: {p.key: (p.order, p.key) for p in spec.patterns})
    return [(by_key[key], kept[key]) for key in sorted(kept, key=in_order.__getitem__)]


def counted_lines(found: dict[str, int], spec: RuleSpec, fallbacks: frozenset[str] = frozenset()) -> list[Line]:
    """The Lines of the patterns found that count (resolve): every system's lines, winning
    hand or not, are made here."""
    return [_line(spec, pattern, count) for pattern, count in resolve(found, spec, fallbacks)]


def _line(spec: RuleSpec, pattern: PatternSpec, count: int) -> Line:
    """The Line of a pattern counted `count` times; Lines are immutable, so each is made once per spec."""
    lines = cached_on(spec, "_lines", dict)
    line = lines.get((pattern.key, count))
    if line is None:
        line = lines[pattern.key, count] = Line(pattern.key, pattern.name, pattern.value, count, pattern.unit, pattern.chinese)
    return line
