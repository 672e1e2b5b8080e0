"""Every pattern of every built-in rule set carries an example hand (shown on the rules page):
each example, scored under its own rule set with every pattern enabled, scores the complete
pattern map and total worked out by hand from the rule source (example_maps/), its own pattern
among them unless the rule set's options switch it off."""

from dataclasses import replace

import pytest

from rules.engine.builtin import BUILTIN_RULE_SETS
from tests.engine.example_maps import EXAMPLE_MAPS
from tests.engine.scoring import ONE_WAIT_FAN, any_wait_name, counts, score_line


def _spec(rule_set):
    """The rule set's spec with every pattern enabled, so an optional pattern's example counts it."""
    return replace(rule_set, patterns=tuple(replace(p, enabled=True) for p in rule_set.patterns)).to_spec()


SPECS = {slug: _spec(rule_set) for slug, rule_set in BUILTIN_RULE_SETS.items()}

EXAMPLES = [
    pytest.param(slug, pattern.key, pattern.example, id=f"{slug}-{pattern.key}")
    for slug, rule_set in sorted(BUILTIN_RULE_SETS.items())
    for pattern in rule_set.patterns
    if pattern.example
]


@pytest.mark.parametrize("slug, key, example", EXAMPLES)
def test_example_hand_scores_its_worked_map(slug, key, example):
    expected_map, expected_total = EXAMPLE_MAPS.get(slug, {}).get(key, (None, None))
    assert expected_map is not None, "no worked map for this example (tests/engine/example_maps/)"
    result = score_line(example, SPECS[slug])
    assert result.valid, [p.message for p in result.errors]
    found = counts(result)
    assert (any_wait_name(found) if ONE_WAIT_FAN in expected_map else found) == expected_map
    assert result.total == expected_total
    if SPECS[slug].minimum:
        assert result.winning, "an example should be a hand that wins"


def test_no_worked_map_lacks_its_example():
    with_example = {(slug, p.key) for slug, rule_set in BUILTIN_RULE_SETS.items() for p in rule_set.patterns if p.example}
    mapped = {(slug, key) for slug, table in EXAMPLE_MAPS.items() for key in table}
    assert mapped - with_example == set()
