"""Invented special hands (rules/engine/custom.py): behaviour that mutation testing of custom.py
found no other test pinning down.

Each building block is checked both ways, with a hand that has it and one that misses it, as the
module docstring and the admin's help words it: a limit hand (value 1) scores the limit alone,
320 under Zung Jung; a points hand adds its points to the rest. A definition the organiser gets
wrong is refused with every problem worded for them.
"""

from dataclasses import replace

import pytest

from rules.engine.builtin import builtin_spec
from rules.engine.custom import DefinitionError, custom_pattern, read_definition
from rules.engine.notation import parse_line
from rules.engine.score import score_data
from rules.engine.spec import Unit


def club_spec(definition, base="zung-jung", unit=Unit.LIMIT, value=1, limit=None):
    """The built-in rule set with one invented hand, "club_hand", added (and the limit changed)."""
    spec = builtin_spec(base)
    invented = custom_pattern("club_hand", "Club hand", value, definition, unit=unit, order=999)
    spec = replace(spec, patterns=spec.patterns + (invented,))
    return replace(spec, limit=limit) if limit is not None else spec


def scored(line, spec):
    result = score_data(parse_line(line), spec)
    assert result.valid, [e.message for e in result.errors]
    return {line.key: line.count for line in result.lines}, result.total


def problems(definition):
    with pytest.raises(DefinitionError) as error:
        read_definition(definition)
    return error.value.problems


# --- reading a definition ---------------------------------------------------------------------------

@pytest.mark.parametrize("definition", [None, ["shape", "standard"], "standard"])
def test_a_definition_that_is_not_a_set_of_building_blocks_is_refused(definition):
    sentence = "A special hand's definition must be a set of building blocks (a JSON object)."
    with pytest.raises(DefinitionError) as error:
        read_definition(definition)
    assert error.value.problems == [sentence]
    assert str(error.value) == sentence


def test_requirements_may_be_written_as_one_line_of_names():
    assert read_definition({"requires": "no_chows concealed"}).requires == ("no_chows", "concealed")


@pytest.mark.parametrize("definition, message", [
    pytest.param({"shape": "fixed", "fixed": "123456789a12345z", "extra": "1a"},
                 "The pattern already has 14 tiles: leave the choice of the 14th tile empty.", id="fourteen-and-a-choice"),
    pytest.param({"shape": "fixed", "fixed": "123456789a1234z", "extra": "1m"},
                 "Write the pattern's number tiles either all with suit letters a, b, c or all with m, p, s, not both.",
                 id="suit-letters-mixed"),
    pytest.param({"min_suits": -1}, "The fewest suits is a whole number from 0 to 3, not -1.", id="minus-one-suit"),
    pytest.param({"max_suits": 4}, "The most suits is a whole number from 0 to 3, not 4.", id="four-suits"),
    pytest.param({"requires": 5}, "Requirements are a list of names such as “no_chows”.", id="requirements-a-number"),
    pytest.param({"tiles": 7}, "“tiles” must be text, not 7.", id="tiles-a-number"),
    pytest.param({"tiles": "234s?6z"}, "The allowed tiles “234s?6z” is not in tile notation (write tiles like 123m 55z, "
                 "digits before their suit).", id="tiles-with-a-stray-character"),
])
def test_a_definition_gone_wrong_says_what_to_fix(definition, message):
    assert message in problems(definition)


@pytest.mark.parametrize("requirement, words", [
    ("no_chows", "No chows"),
    ("all_chows", "Four chows"),
    ("dragon_pungs", "A pung or kong of each dragon"),
    ("wind_pungs", "A pung or kong of each wind"),
    ("honour_pair", "The pair is an honour"),
])
def test_seven_pairs_cannot_meet_a_requirement_about_sets(requirement, words):
    assert problems({"shape": "seven_pairs", "requires": [requirement]}) == [
        f"Seven pairs has no sets, so these requirements can never be met: {words}."]


def test_a_fixed_pattern_cannot_meet_a_requirement_about_sets():
    assert problems({"shape": "fixed", "fixed": "123456789a1234z", "extra": "1a", "requires": ["no_chows", "concealed"]}) == [
        "A fixed tile pattern (such as a knitted or snake hand) has no sets, so these requirements can never be met: No chows."]


def test_a_fixed_pattern_may_use_a_tile_four_times():
    # There are four of each tile: 1m four times is a pattern a hand can hold.
    spec = club_spec({"shape": "fixed", "fixed": "1111234567899m5z"})
    assert scored("1111234567899m +5z", spec) == ({"club_hand": 1}, 320)


# --- the shape ----------------------------------------------------------------------------------

def test_an_invented_seven_pairs_hand_is_recognised_where_the_rule_set_has_no_seven_pairs():
    # British (BMJA) has no seven-pairs hand of its own: these fourteen tiles are a hand only
    # because the club invented one, a limit hand (British limit 1000).
    assert not score_data(parse_line("11335599m22447p +7p"), builtin_spec("british")).valid
    assert scored("11335599m22447p +7p", club_spec({"shape": "seven_pairs"}, base="british")) == ({"club_hand": 1}, 1000)


# --- the tiles a hand may hold ---------------------------------------------------------------------

@pytest.mark.parametrize("definition, line, counted", [
    # Suits allowed: circles and bamboo.
    ({"shape": "any", "suits": "ps"}, "123p456p789s234s5s +5s", True),
    ({"shape": "any", "suits": "ps"}, "123p456p789s234m5s +5s", False),
    # The suits are the number suits: honours are the honours block's to allow (any, by default).
    ({"shape": "any", "suits": "ps"}, "123p456p789s111z5s +5s", True),
    # Only the tiles of an all-green hand: holding every one of them is allowed.
    ({"shape": "any", "tiles": "23468s6z"}, "234s666s888s666z2s +2s", True),
    ({"shape": "any", "tiles": "23468s6z"}, "234s666s888s777z2s +2s", False),
    # Numbers allowed: the even ranks.
    ({"shape": "any", "numbers": "2468"}, "222m444m666p888p2s +2s", True),
    ({"shape": "any", "numbers": "2468"}, "222m444m666p888p3s +3s", False),
    # No honours: seven pairs in two suits, but one pair is of red dragons.
    ({"shape": "seven_pairs", "honours": "none", "min_suits": 2, "max_suits": 2}, "11335599m22447p +7p", True),
    ({"shape": "seven_pairs", "honours": "none", "min_suits": 2, "max_suits": 2}, "11335599m2244p7z +7z", False),
    # Winds only, no dragons.
    ({"shape": "any", "honours": "winds"}, "123m456p789s111z2z +2z", True),
    ({"shape": "any", "honours": "winds"}, "123m456p789s111z5z +5z", False),
    # Dragons only, no winds.
    ({"shape": "any", "honours": "dragons"}, "123m456p789s555z6z +6z", True),
    ({"shape": "any", "honours": "dragons"}, "123m456p789s555z1z +1z", False),
])
def test_an_invented_hand_holds_only_the_tiles_it_allows(definition, line, counted):
    found, total = scored(line, club_spec(definition))
    if counted:
        assert (found, total) == ({"club_hand": 1}, 320)
    else:
        assert "club_hand" not in found and total < 320


# --- the sets and the win a hand needs --------------------------------------------------------------

@pytest.mark.parametrize("requirement, line, counted", [
    ("all_chows", "123m456p789s234s5s +5s", True),
    ("all_chows", "123m456p789s222s5s +5s", False),
    ("concealed", "123m456p789s234s5s +5s", True),
    ("concealed", "(123m) 456p789s234s5s +5s", False),
    ("self_drawn", "123m456p789s234s5s +5s self_drawn", True),
    ("self_drawn", "123m456p789s234s5s +5s", False),
])
def test_a_points_hand_counts_only_with_the_set_or_win_it_requires(requirement, line, counted):
    found, _ = scored(line, club_spec({"shape": "standard", "requires": [requirement]}, unit=Unit.POINTS, value=10))
    assert found.get("club_hand", 0) == (1 if counted else 0)


def test_a_pung_of_each_wind_as_a_limit_hand_above_big_four_winds():
    # Zung Jung's own Big Four Winds is 400; under a club limit of 500 the invented limit hand,
    # worth the whole limit, scores alone. One wind short of four pungs, it is not there.
    spec = club_spec({"shape": "standard", "requires": ["wind_pungs"]}, limit=500)
    assert scored("111z222z333z444z5z +5z", spec) == ({"club_hand": 1}, 500)
    assert "club_hand" not in scored("111z222z333z555z4z +4z", spec)[0]


@pytest.mark.parametrize("definition, expected", [
    # One sentence for the first tile that is wrong, not one per tile.
    ({"tiles": "89z"}, ["In the allowed tiles, “8z” is not a playing tile (honours are 1z–7z, numbers 1–9)."]),
    ({"tiles": "123a"}, ["In the allowed tiles, use the suits m, p, s and z; a, b, c are only for fixed patterns."]),
    ({"shape": "fixed", "fixed": "023456789a1234z", "extra": "1a"},
     ["In the fixed pattern, “0a” is not a tile: number tiles run from 1 to 9."]),
    # The same at the end of a pattern of 13 good tiles and a choice of the 14th: nothing about its
    # size or its choice.
    ({"shape": "fixed", "fixed": "1112345678999a0a", "extra": "5a"},
     ["In the fixed pattern, “0a” is not a tile: number tiles run from 1 to 9."]),
    # A stray character in a fixed pattern: not in tile notation, and nothing about the size of
    # the part before it.
    ({"shape": "fixed", "fixed": "123456789a?1234z", "extra": "1a"},
     ["The fixed pattern “123456789a?1234z” is not in tile notation (write tiles like 123m 55z, digits before their suit)."]),
    # A fixed shape with no pattern: what to write, and nothing about its size.
    ({"shape": "fixed"}, ["A fixed tile pattern needs its tiles, e.g. 123456789a1234z (a, b, c: three different suits)."]),
])
def test_a_definition_gone_wrong_says_it_once(definition, expected):
    assert problems(definition) == expected


# --- a limit hand scores its share of the limit on its own -------------------------------------------

def test_a_half_limit_hand_replaces_a_pattern_worth_the_same_in_an_additive_rule_set():
    # Zung Jung's Thirteen Terminals is 160, half its 320 limit; the club's half-limit hand (any
    # concealed hand) is worth no less, so it scores alone: 160, not 320.
    spec = club_spec({"shape": "any", "requires": ["concealed"]}, value=0.5)
    assert scored("19m19p19s1234567z +1m", spec) == ({"club_hand": 1}, 160)


def test_a_limit_hand_replaces_the_systems_own_limit_hand_worth_the_same_in_a_doubling_rule_set():
    # British: the club's Imperial Jade is the limit (1000), as is Buried Treasure (all pungs
    # concealed), which this hand also is; the invented hand is the one that scores.
    spec = club_spec({"shape": "standard", "tiles": "23468s6z", "requires": ["no_chows"]}, base="british")
    assert scored("222444666s666z8s +8s", spec) == ({"club_hand": 1}, 1000)


HALF_LIMIT_ONE_SUIT = {"shape": "any", "min_suits": 1, "max_suits": 1}
# One suit with honours: 20 for going out, a concealed pung of simples (4) and three exposed pungs
# of honours (4 each) = 36 points, doubled for two dragon pungs, no chows and one suit with honours:
# 36 × 2^4 = 576 as an ordinary hand. A half-limit hand is 500.
ONE_SUIT_WITH_HONOURS = "55577m55z (444z) (666z) +5z round=S"
ITS_ORDINARY_LINES = {"mah_jong": 1, "concealed_minor_pung": 1, "exposed_major_pung": 3, "dragon_pung": 2,
                      "no_chows": 1, "one_suit_with_honours": 1}


def test_a_british_half_limit_hand_scores_its_tiles_when_they_are_worth_more_as_the_bmja_special_hands_do():
    # intrinsic_value_if_higher, on as the BMJA tables state, covers the club's special hands too.
    spec = club_spec(HALF_LIMIT_ONE_SUIT, base="british", value=0.5)
    assert scored(ONE_SUIT_WITH_HONOURS, spec) == (ITS_ORDINARY_LINES, 576)
    result = score_data(parse_line(ONE_SUIT_WITH_HONOURS), spec)
    assert result.notes[-1] == "Scored at the tiles' intrinsic value, 576, more than Club hand (500)."


def test_a_british_half_limit_hand_scores_its_share_alone_with_intrinsic_value_off():
    # Off, the pungs, the dragons and the doubles of the hand are not added to it, nor scored instead.
    spec = club_spec(HALF_LIMIT_ONE_SUIT, base="british", value=0.5)
    assert scored(ONE_SUIT_WITH_HONOURS + " option.intrinsic_value_if_higher=false", spec) == ({"club_hand": 1}, 500)


def test_a_classical_half_limit_hand_scores_its_share_alone():
    # Classical scores the limit hands found and nothing else (its ordinary score here is 104).
    spec = club_spec(HALF_LIMIT_ONE_SUIT, base="chinese-classical", value=0.5)
    assert scored(ONE_SUIT_WITH_HONOURS, spec) == ({"club_hand": 1}, 500)
