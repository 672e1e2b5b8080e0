"""Invented special hands (rules/engine/custom.py) scored under the Zung Jung built-in rule set
with a club's additions. Limit hands score the 320 limit alone; hands that miss a building
block score as Zung Jung does (the values of its table, worked out by hand)."""

from dataclasses import replace

import pytest

from rules.engine.builtin import builtin_spec
from rules.engine.custom import DefinitionError, custom_pattern, example_misfit, read_definition, rule_set_misfit
from rules.engine.hand import read_hand
from rules.engine.notation import parse_line
from rules.engine.options import build_options
from rules.engine.score import score_data
from rules.engine.spec import Unit
from rules.engine.systems import SYSTEMS

BLOCKS = {
    "imperial_jade": {"shape": "standard", "tiles": "23468s6z", "requires": ["no_chows"]},
    "two_suit_pairs": {"shape": "seven_pairs", "honours": "none", "min_suits": 2, "max_suits": 2},
    "heads_and_tails": {"shape": "standard", "numbers": "19", "honours": "none"},
    "three_great_scholars": {"shape": "standard", "requires": ["dragon_pungs"]},
    "wriggling_snake": {"shape": "fixed", "fixed": "123456789a1234z", "extra": "1a"},
}


def club_spec(limit=320, **blocks):
    zung_jung = builtin_spec("zung-jung")
    invented = tuple(
        custom_pattern(key, key.replace("_", " ").title(), 1, definition, unit=Unit.LIMIT, order=100 + n)
        for n, (key, definition) in enumerate((blocks or BLOCKS).items())
    )
    return replace(zung_jung, patterns=zung_jung.patterns + invented, limit=limit)


def scored(line, spec):
    result = score_data(parse_line(line), spec)
    return {line.key: line.count for line in result.lines}, result.total, [p.code for p in result.errors]


@pytest.mark.parametrize("line, patterns, total", [
    pytest.param("222444666s666z8s +8s", {"imperial_jade": 1}, 320, id="imperial-jade"),
    pytest.param("234444666s666z8s +8s", {"concealed_hand": 1, "mixed_one_suit": 1, "value_honor": 1,
                                          "three_concealed_triplets": 1}, 85, id="green-with-a-chow-is-not-jade"),
    pytest.param("11335599m22447p +7p", {"two_suit_pairs": 1}, 320, id="seven-pairs-two-suits"),
    pytest.param("113355m2244p99s7p +7p", {"seven_pairs": 1}, 30, id="seven-pairs-three-suits-is-plain"),
    pytest.param("555666777z234m9p +9p", {"three_great_scholars": 1}, 320, id="three-great-scholars"),
    pytest.param("123456789m1234z +1m", {"wriggling_snake": 1}, 320, id="snake-in-characters"),
    pytest.param("123456789s1234z +1s", {"wriggling_snake": 1}, 320, id="snake-in-bamboo"),
])
def test_invented_hands_score_the_limit_alone(line, patterns, total):
    assert scored(line, club_spec()) == (patterns, total, [])


def test_snake_needs_its_pair_of_ones():
    assert scored("123456789m1234z +9m", club_spec()) == ({}, 0, ["no_winning_shape"])


def test_snake_with_any_fourteenth_tile():
    spec = club_spec(wriggling_snake={"shape": "fixed", "fixed": "123456789a1234z"})
    assert scored("123456789m1234z +9m", spec) == ({"wriggling_snake": 1}, 320, [])
    assert scored("123456789m1234z +4z", spec) == ({"wriggling_snake": 1}, 320, [])


def test_heads_and_tails_replaces_lower_patterns_under_a_higher_cap():
    # Zung Jung's own Pure Greater Terminals (400) outranks a 320 limit hand, and keeps
    # scoring alone; with the club's cap at 500 the invented limit hand wins.
    hand = "111p999p999s111m1s +1s"
    assert scored(hand, club_spec()) == ({"pure_greater_terminals": 1}, 400, [])
    assert scored(hand, club_spec(limit=500)) == ({"heads_and_tails": 1}, 500, [])


def test_disabled_invented_hand_is_not_scored():
    spec = club_spec()
    spec = replace(spec, patterns=tuple(replace(p, enabled=False) if p.key == "imperial_jade" else p for p in spec.patterns))
    assert scored("222444666s666z8s +8s", spec) == (
        {"concealed_hand": 1, "mixed_one_suit": 1, "value_honor": 1, "all_triplets": 1, "four_concealed_triplets": 1}, 210, [])


def test_a_knitted_pattern_with_three_different_suits():
    spec = club_spec(knitted={"shape": "fixed", "fixed": "147a258b369c12345z"})
    assert scored("147m258p369s1234z +5z", spec) == ({"knitted": 1}, 320, [])
    assert scored("147m258s369p1234z +5z", spec) == ({"knitted": 1}, 320, [])
    assert scored("147m258m369s1234z +5z", spec)[2] == ["no_winning_shape"]


def test_a_points_valued_invented_hand_adds_to_the_others():
    zung_jung = builtin_spec("zung-jung")
    dragons_pair = custom_pattern("dragon_eyes", "Dragon eyes", 15, {"shape": "standard", "requires": ["honour_pair"]}, order=99)
    spec = replace(zung_jung, patterns=zung_jung.patterns + (dragons_pair,))
    assert scored("123m456p789s234m5z +5z", spec) == ({"all_sequences": 1, "concealed_hand": 1, "dragon_eyes": 1}, 25, [])


@pytest.mark.parametrize("definition, message", [
    pytest.param({"shape": "round"}, "The shape “round” is not one of", id="shape"),
    pytest.param({"tiles": "23468x"}, "is not in tile notation", id="tiles"),
    pytest.param({"suits": "pq"}, "Suits are m (characters)", id="suits"),
    pytest.param({"numbers": "10"}, "Numbers are the ranks 1 to 9", id="numbers"),
    pytest.param({"min_suits": 3, "max_suits": 1}, "The fewest suits (3) is more than the most suits (1)", id="suit-count"),
    pytest.param({"requires": ["no_chows", "all_chows"]}, "both “no chows” and “four chows”", id="contradiction"),
    pytest.param({"requires": ["many_kongs"]}, "Unknown requirements: many_kongs", id="requirement"),
    pytest.param({"shape": "seven_pairs", "requires": ["dragon_pungs"]}, "has no sets", id="pairs-with-pungs"),
    pytest.param({"shape": "fixed", "fixed": "123456789a"}, "has 13 tiles (plus a choice of the 14th) or all 14; this one has 9", id="fixed-size"),
    pytest.param({"shape": "fixed"}, "A fixed tile pattern needs its tiles", id="fixed-missing"),
    pytest.param({"shape": "fixed", "fixed": "11111m23456789m12z"}, "uses 1m 5 times", id="fixed-five"),
    pytest.param({"fixed": "123456789a1234z"}, "only used with the shape “fixed”", id="fixed-without-shape"),
    pytest.param({"colour": "green"}, "Unknown building blocks: colour", id="unknown-block"),
    # A list where a name belongs was a TypeError (found by tests/engine/test_fuzz_custom_hands.py).
    pytest.param({"shape": []}, "The shape “[]” is not one of: standard", id="shape-a-list"),
    pytest.param({"honours": ["winds"]}, "Honours must be one of: any, none, winds, dragons; not “['winds']”", id="honours-a-list"),
])
def test_bad_definitions_say_what_to_fix(definition, message):
    with pytest.raises(DefinitionError) as error:
        read_definition(definition)
    assert message in str(error.value)


def test_definition_round_trips_through_its_stored_form():
    hand = read_definition(BLOCKS["imperial_jade"])
    assert hand.as_dict() == {"shape": "standard", "tiles": "23468s6z", "requires": ["no_chows"]}
    assert read_definition(hand.as_dict()) == hand


def revalued(slug: str, key: str, unit: Unit, value: float, limit: float | None = None):
    spec = builtin_spec(slug)
    spec = replace(spec, patterns=tuple(replace(p, unit=unit, value=value) if p.key == key else p for p in spec.patterns))
    return replace(spec, limit=limit) if limit is not None else spec


@pytest.mark.parametrize("share, limit, expected, total", [
    # All Sequences as the whole limit scores the limit alone: Concealed Hand (5) is worth less.
    (1, 320, {"all_sequences": 1}, 320),
    (1, 100, {"all_sequences": 1}, 100),
    # Half the limit (50) still outranks Concealed Hand (5).
    (0.5, 100, {"all_sequences": 1}, 50),
])
def test_a_system_pattern_revalued_as_a_share_of_the_limit_scores_that_share_in_an_additive_rule_set(share, limit, expected, total):
    result = score_data(parse_line("123m456m789p234s5s +5s"), revalued("zung-jung", "all_sequences", Unit.LIMIT, share, limit))
    assert {line.key: line.count for line in result.lines} == expected
    assert result.total == total


def test_an_example_is_told_every_block_it_breaks_on_its_nearest_reading():
    two_suit_pairs = read_definition({"shape": "seven_pairs", "honours": "none", "min_suits": 2, "max_suits": 2})

    def misfit(line: str) -> str:
        return example_misfit("two_suit_pairs", two_suit_pairs, read_hand(parse_line(line)).hand, [])

    assert misfit("11m22m33m44p55p66p7p +7p") == ""
    assert misfit("11m22m33m44p55p66s7z +7z") == (
        "it holds 7z, and the hand allows no honours; it has 3 number suits, and the hand needs 2")
    assert misfit("123m456m789m234p5p +5p") == "its tiles cannot be read as seven pairs"


def shapes_under(system: str, **options):
    """The hand shapes a rule system reads under these option values (the rest at their default)."""
    rules = SYSTEMS[system]
    return rules.shapes(build_options(rules.options, options)[0])


def test_an_example_the_rule_sets_cap_on_chows_refuses_is_told_the_cap():
    four_chows = read_definition({"shape": "standard", "requires": ["all_chows"]})
    example = read_hand(parse_line("123m456m789m123p5p +5p")).hand
    assert example_misfit("four_chows", four_chows, example, []) == ""
    assert rule_set_misfit("four_chows", four_chows, example, shapes_under("british")) == (
        "its tiles make four sets and a pair only with 4 chows, and this rule set allows at most 1 chow in a hand")
    assert rule_set_misfit("four_chows", four_chows, example, shapes_under("british", max_chows=4)) == ""
    # The score says the same: the hand wins under the option that lets it, and is no hand otherwise.
    spec = replace(builtin_spec("british"), patterns=builtin_spec("british").patterns + (
        custom_pattern("four_chows", "Four Chows", 1, four_chows, unit=Unit.LIMIT),))
    assert scored("123m456m789m123p5p +5p", spec)[2] == ["no_winning_shape"]
    assert scored("123m456m789m123p5p +5p", replace(spec, options={"max_chows": 4}))[:2] == ({"four_chows": 1}, 1000)


def test_an_example_of_any_shape_read_only_as_seven_pairs_fits_where_the_rule_set_takes_seven_pairs():
    all_green = read_definition({"shape": "any", "tiles": "23468s6z"})
    example = read_hand(parse_line("22334466s88s66z2s +2s")).hand
    assert rule_set_misfit("all_green", all_green, example, shapes_under("classical")) == (
        "this rule set does not read its tiles as seven pairs")
    assert rule_set_misfit("all_green", all_green, example, shapes_under("classical", seven_pairs_hands=True)) == ""
    # Another invented hand of seven pairs makes them a shape of the rule set, whatever its options.
    pairs = read_definition({"shape": "seven_pairs"})
    assert rule_set_misfit("all_green", all_green, example, shapes_under("classical"), [("pairs", pairs)]) == ""
