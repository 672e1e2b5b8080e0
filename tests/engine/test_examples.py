"""Every pattern of every built-in rule set carries an example hand (shown on the rules page):
each example, scored under its own rule set, counts the pattern it illustrates, and scores the
complete pattern map and total worked out by hand from the rule source (example_maps/)."""

from dataclasses import replace

import pytest

from rules.engine.builtin import BUILTIN_RULE_SETS
from tests.engine.example_maps import EXAMPLE_MAPS
from tests.engine.example_maps.mcr import ONE_WAIT_FAN, WAIT_FANS
from tests.engine.scoring import counts, score_line


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


WORKED = [
    pytest.param(slug, key, example, id=f"{slug}-{key}")
    for slug, key, example in (param.values for param in EXAMPLES)
    if slug in EXAMPLE_MAPS
]


@pytest.mark.parametrize("slug, key, example", WORKED)
def test_example_hand_scores_its_worked_map(slug, key, example):
    expected_map, expected_total = EXAMPLE_MAPS[slug][key]
    result = score_line(example, SPECS[slug])
    assert result.valid, [p.message for p in result.errors]
    found = counts(result)
    if ONE_WAIT_FAN in expected_map:
        # A wait on one tile that is two wait shapes at once: one wait fan, whichever its name.
        named = [k for k in WAIT_FANS if found.get(k) == 1]
        assert len(named) == 1, found
        found = {ONE_WAIT_FAN if k == named[0] else k: v for k, v in found.items()}
    assert found == expected_map
    assert result.total == expected_total
    if SPECS[slug].minimum:
        assert result.winning, "an example should be a hand that wins"


@pytest.mark.parametrize("slug", sorted(EXAMPLE_MAPS))
def test_every_example_has_a_worked_map_and_no_map_lacks_an_example(slug):
    with_example = {p.key for p in BUILTIN_RULE_SETS[slug].patterns if p.example}
    assert set(EXAMPLE_MAPS[slug]) == with_example
