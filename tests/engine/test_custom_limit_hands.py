"""An invented limit hand (rules/engine/custom.py, prepare_custom_patterns; score.py) is worth its
share of the limit, or the hand's ordinary score where that is more: inventing a hand never costs
a player points.

Zung Jung values are from shared/rule-sources/zung-jung-scoring-tables.md (limit 320): Concealed
Hand 5, No Terminals 5, All Sequences 5, Mixed One-Suit 40, Value Honor 10 per set, All Triplets 30,
Four Concealed Triplets 125, Big Three Dragons 130, Blessing of Heaven 155. Doubling schemes
follow each system's own option intrinsic_value_if_higher, as for its own limit hands.
"""

from dataclasses import replace

import pytest

from rules.engine.builtin import builtin_spec
from rules.engine.custom import custom_pattern
from rules.engine.notation import parse_line
from rules.engine.score import score_data
from rules.engine.spec import Unit

# Numbers 2, 4, 6 and 8 only, no honours, no chows.
ALL_EVENS = {"shape": "standard", "numbers": "2468", "honours": "none", "requires": ["no_chows"]}
ANY_HAND = {"shape": "any"}


def club_spec(base, *hands, value=0.5):
    """The built-in rule set with invented limit hands worth `value` of the limit, listed in the
    order given, each named after its key."""
    spec = builtin_spec(base)
    invented = tuple(custom_pattern(key, key.replace("_", " ").title(), value, definition, unit=Unit.LIMIT, order=900 + n)
                     for n, (key, definition) in enumerate(hands))
    return replace(spec, patterns=spec.patterns + invented)


def scored(line, spec):
    result = score_data(parse_line(line), spec)
    assert result.valid, [e.message for e in result.errors]
    return {line.key: line.count for line in result.lines}, result.total, result.notes


# Concealed Hand 5 + No Terminals 5 + All Triplets 30 + Four Concealed Triplets 125 = 165, more
# than All Evens at half the limit (160).
EVENS_CONCEALED = "222444m666p888s4p +4p"
ITS_OWN_PATTERNS = {"concealed_hand": 1, "no_terminals": 1, "all_triplets": 1, "four_concealed_triplets": 1}


def test_all_evens_at_half_the_limit_leaves_a_hand_worth_more_its_own_patterns():
    assert scored(EVENS_CONCEALED, builtin_spec("zung-jung"))[:2] == (ITS_OWN_PATTERNS, 165)
    assert scored(EVENS_CONCEALED, club_spec("zung-jung", ("all_evens", ALL_EVENS))) == (
        ITS_OWN_PATTERNS, 165,
        ("All Evens would score 160; the hand's other patterns are worth more (165), and are scored instead.",))


def test_all_evens_scores_half_the_limit_where_the_hands_own_patterns_are_worth_less():
    # Four exposed pungs: No Terminals 5 + All Triplets 30 = 35, less than 160.
    hand = "(222m)(444m)(666p)(888s) 4p +4p"
    assert scored(hand, builtin_spec("zung-jung"))[:2] == ({"no_terminals": 1, "all_triplets": 1}, 35)
    assert scored(hand, club_spec("zung-jung", ("all_evens", ALL_EVENS))) == ({"all_evens": 1}, 160, ())


@pytest.mark.parametrize("line, patterns, total", [
    # Mixed One-Suit 40 + Value Honor 3 × 10 + Big Three Dragons 130 = 200.
    pytest.param("123m5m (555z) (666z) (777z) +5m", {"mixed_one_suit": 1, "value_honor": 3, "big_three_dragons": 1}, 200,
                 id="big-three-dragons"),
    # All Sequences 5 + Concealed Hand 5 + Blessing of Heaven 155 = 165.
    pytest.param("123m456p789s234s5z +5z self_drawn heavenly", {"all_sequences": 1, "concealed_hand": 1,
                                                               "blessing_of_heaven": 1}, 165, id="blessing-of-heaven"),
])
def test_a_half_limit_hand_any_complete_hand_has_takes_nothing_from_a_hand_worth_more(line, patterns, total):
    assert scored(line, builtin_spec("zung-jung"))[:2] == (patterns, total)
    found, scored_total, notes = scored(line, club_spec("zung-jung", ("any_hand", ANY_HAND)))
    assert (found, scored_total) == (patterns, total)
    assert notes == (f"Any Hand would score 160; the hand's other patterns are worth more ({total}), and are scored instead.",)


def test_the_kept_scores_of_a_rule_set_agree_with_a_hand_scored_afresh():
    # score() keeps a Score per set of counted patterns and rule set; a hand with options of its
    # own is scored afresh. Both give 165, however often the hand comes.
    spec = club_spec("zung-jung", ("all_evens", ALL_EVENS))
    first = scored(EVENS_CONCEALED, spec)
    assert scored(EVENS_CONCEALED, spec) == first
    assert scored(EVENS_CONCEALED + " option.limit_mode=alone", spec) == first
    assert first[1] == 165


def test_two_invented_limit_hands_worth_the_same_the_first_listed_scores_in_an_additive_rule_set():
    # Each used to exclude the other, and both every pattern worth no more: the hand fell to a
    # Chicken Hand (1). All Sequences 5 + Concealed Hand 5 = 10 is less than 160.
    spec = club_spec("zung-jung", ("any_hand", ANY_HAND), ("four_sets", {"shape": "standard"}))
    assert scored("123m456p789s234s5z +5z", spec) == ({"any_hand": 1}, 160, ())


# --- doubling schemes: as the system's own limit hands ---------------------------------------------

# Classical (chinese-classical-scoring-tables.md; limit 1000): going out 10 + an exposed pung of
# terminals 4 + four flowers and seasons at 4 each = 30 points; fan: Pure Hand 3, East's own flower
# (1f) and season (5f) 1 each: 30 × 2^5 = 960. Heavenly Gates exposed is half the limit (500), as
# is the club's one-suit hand, which replaces it (worth no more).
EXPOSED_GATES = "(111m) 2345678999m +1m 1f5f2f3f"
ONE_SUIT_NO_HONOURS = {"shape": "standard", "max_suits": 1, "honours": "none"}
ORDINARY_CLASSICAL = {"going_out": 1, "exposed_pung_of_terminals_or_honours": 1, "flower_or_season": 4,
                      "own_flower_or_season": 2, "pure_hand": 1}


@pytest.mark.parametrize("setting, own, invented, total", [
    # Off by default: the source gives the limit hands their limit value.
    ("false", {"exposed_heavenly_gates": 1}, {"one_suit": 1}, 500),
    ("true", ORDINARY_CLASSICAL, ORDINARY_CLASSICAL, 960),
])
def test_a_classical_invented_half_limit_hand_follows_intrinsic_value_if_higher_as_heavenly_gates_does(setting, own, invented, total):
    line = f"{EXPOSED_GATES} option.intrinsic_value_if_higher={setting}"
    assert scored(line, builtin_spec("chinese-classical"))[:2] == (own, total)
    found, scored_total, notes = scored(line, club_spec("chinese-classical", ("one_suit", ONE_SUIT_NO_HONOURS)))
    assert (found, scored_total) == (invented, total)
    if setting == "true":
        assert notes == ("One Suit would score 500; the tiles' ordinary value is more, and is scored instead.",)


# British: an invented half-limit hand under both settings of intrinsic_value_if_higher (576 on,
# 500 off) is pinned in test_custom_pinned.py.


def test_two_invented_limit_hands_worth_the_same_the_first_listed_scores_in_a_doubling_rule_set():
    # Classical scores this hand 104 ordinarily: going out 10, a concealed pung of simples 4, three
    # exposed pungs of honours 4 each (the 5z pung, completed on a discard, is exposed) = 26 points,
    # a fan for each dragon pung: 26 × 2^2 = 104. Each of the two invented hands used to exclude the
    # other, so neither scored; the first listed scores half the limit: 500.
    spec = club_spec("chinese-classical", ("one_suit", {"shape": "any", "max_suits": 1}), ("any_hand", ANY_HAND))
    hand = "55577m55z (444z) (666z) +5z round=S"
    assert scored(hand, builtin_spec("chinese-classical"))[1] == 104
    assert scored(hand, spec)[:2] == ({"one_suit": 1}, 500)
