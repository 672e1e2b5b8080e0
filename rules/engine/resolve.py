"""Which of the patterns found in a hand are counted: exclusions, families, fallbacks.

All three are data on the rule set (PatternSpec.excludes, .family) or on the pattern
(fallback), so the admin sees and edits them; this is the one place that applies them.
"""

from __future__ import annotations

from .spec import PatternSpec, RuleSpec, Unit


def resolve(found: dict[str, int], spec: RuleSpec, fallbacks: frozenset[str] = frozenset()) -> list[tuple[PatternSpec, int]]:
    """The counted (pattern, count) pairs, in the rule set's order."""
    present = {key: count for key, count in found.items() if count > 0 and key not in fallbacks}
    excluded: set[str] = set()
    for key in present:
        excluded |= spec.pattern(key).excludes
    kept = {key: count for key, count in present.items() if key not in excluded}

    best_in_family: dict[str, tuple[float, str]] = {}
    for key, count in kept.items():
        pattern = spec.pattern(key)
        if pattern.family:
            worth = pattern.value * count
            current = best_in_family.get(pattern.family)
            if current is None or worth > current[0] or (worth == current[0] and pattern.order < spec.pattern(current[1]).order):
                best_in_family[pattern.family] = (worth, key)
    kept = {
        key: count for key, count in kept.items()
        if not spec.pattern(key).family or best_in_family[spec.pattern(key).family][1] == key
    }

    if not any(spec.pattern(key).unit is not Unit.BONUS for key in kept):
        for key in fallbacks:
            if found.get(key, 0) > 0:
                kept[key] = found[key]
    return sorted(((spec.pattern(k), c) for k, c in kept.items()), key=lambda item: (item[0].order, item[0].key))
