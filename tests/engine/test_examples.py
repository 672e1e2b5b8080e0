"""Every pattern of every built-in rule set carries an example hand (shown on the rules page):
each example, scored under its own rule set, counts the pattern it illustrates."""

from dataclasses import replace

import pytest

from rules.engine.builtin import BUILTIN_RULE_SETS
from tests.engine.scoring import score_line


def _spec(rule_set):
    """The rule set's spec with every pattern enabled, so an optional pattern's example counts it."""
    return replace(rule_set, patterns=tuple(replace(p, enabled=True) for p in rule_set.patterns)).to_spec()


# A preset's options can switch a pattern off: the Kajongg preset has no one-suit or loose-tile
# double (its notes), so there its example must not count that pattern.
SWITCHED_OFF = {("british-kajongg", "one_suit_with_honours"), ("british-kajongg", "loose_tile")}

SPECS = {slug: _spec(rule_set) for slug, rule_set in BUILTIN_RULE_SETS.items()}

EXAMPLES = [
    pytest.param(slug, pattern.key, pattern.example, id=f"{slug}-{pattern.key}")
    for slug, rule_set in sorted(BUILTIN_RULE_SETS.items())
    for pattern in rule_set.patterns
    if pattern.example
]


@pytest.mark.parametrize("slug, key, example", EXAMPLES)
def test_example_hand_counts_its_pattern(slug, key, example):
    result = score_line(example, SPECS[slug])
    counted = {line.key for line in result.lines}
    if (slug, key) in SWITCHED_OFF:
        assert key not in counted, counted
    else:
        assert key in counted, ([p.message for p in result.errors], counted)
