"""Zung Jung official v3.3 (builtin `zung-jung`): every pattern with a hand that has it and a
near miss that does not, the totals the rules text states, the limit, options and payoff.

Sources: shared/rule-sources/zung-jung-scoring-tables.md (ZJ v3.3 patterns, series rule,
320 limit, payoff, §2 options, WSOM values)."""

from dataclasses import replace

import pytest

from rules.engine.builtin import builtin_spec
from rules.engine.notation import parse_line
from rules.engine.score import score_data
from tests.engine.scoring import counts, payments, scored, scorers

SPEC = builtin_spec("zung-jung")


score, _, _ = scorers(SPEC)  # valid or not: some tests check the errors
pattern_map = counts


HANDS = [
    # 1 Trivial patterns and the chicken hand (1 point when nothing else scores)
    pytest.param("123m456p789s5z (111s) +5z", {"chicken_hand": 1}, 1, id="chicken-hand"),
    pytest.param("123m456p789s5z (234s) +5z", {"all_sequences": 1}, 5, id="chicken-hand-miss-has-a-pattern"),
    pytest.param("123m456m789p5s (234s) +5s", {"all_sequences": 1}, 5, id="all-sequences"),
    pytest.param("123m456m789p5s (222s) +5s", {"chicken_hand": 1}, 1, id="all-sequences-miss-a-pung"),
    pytest.param("123m456p789s111s5z +5z", {"concealed_hand": 1}, 5, id="concealed-hand-discard-win"),
    pytest.param("123m456p789s5z [1111s] +5z", {"concealed_hand": 1, "one_kong": 1}, 10, id="concealed-hand-with-concealed-kong"),
    pytest.param("123m456p789s5z (111s) +5z", {"chicken_hand": 1}, 1, id="concealed-hand-miss-melded"),
    pytest.param("234m345p567s2s (678m) +2s", {"all_sequences": 1, "no_terminals": 1}, 10, id="no-terminals"),
    pytest.param("234m345p567s9s (678m) +9s", {"all_sequences": 1}, 5, id="no-terminals-miss-a-nine"),
    # 2 One-suit patterns (series 2.1: only the higher counts)
    pytest.param("123m345m666m7m (111z) +7m", {"mixed_one_suit": 1, "value_honor": 1}, 50, id="mixed-one-suit"),
    pytest.param("123m345m666m7m (111p) +7m", {"chicken_hand": 1}, 1, id="mixed-one-suit-miss-second-suit"),
    pytest.param("123p345p567p789p5p +5p", {"all_sequences": 1, "concealed_hand": 1, "pure_one_suit": 1}, 90, id="pure-one-suit"),
    pytest.param("123p345p567p5p (789s) +5p", {"all_sequences": 1}, 5, id="pure-one-suit-miss"),
    pytest.param("1112345678999m +5m", {"nine_gates": 1}, 480, id="nine-gates"),
    pytest.param("1112245678999m +3m", {"pure_one_suit": 1, "concealed_hand": 1, "two_concealed_triplets": 1}, 90, id="nine-gates-miss-not-9-way"),
    # 3 Honours: Value Honor per set; seat wind and dragons only
    pytest.param("123m456p789s5s (777z) +5s", {"value_honor": 1}, 10, id="value-honor-dragon"),
    pytest.param("123m456p789s5s (222z) +5s seat=S", {"value_honor": 1}, 10, id="value-honor-seat-wind"),
    pytest.param("123m456p789s5s (222z) +5s round=S", {"chicken_hand": 1}, 1, id="value-honor-miss-round-wind"),
    pytest.param("123m456p5s (777z) (111z) +5s", {"value_honor": 2}, 20, id="value-honor-two-sets"),
    pytest.param("123m456m5z (666z) (777z) +5z", {"mixed_one_suit": 1, "value_honor": 2, "small_three_dragons": 1}, 100, id="small-three-dragons"),
    pytest.param("123m456p5z (666z) (777z) +5z", {"value_honor": 2, "small_three_dragons": 1}, 60, id="small-three-dragons-at-least-60"),
    pytest.param("123m456m5p (666z) (777z) +5p", {"value_honor": 2}, 20, id="small-three-dragons-miss"),
    pytest.param("123m5p (555z) (666z) (777z) +5p", {"value_honor": 3, "big_three_dragons": 1}, 160, id="big-three-dragons-at-least-160"),
    pytest.param("123m456p1z (222z) (333z) +1z", {"small_three_winds": 1}, 30, id="small-three-winds"),
    pytest.param("123m456p5z (222z) (333z) +5z", {"chicken_hand": 1}, 1, id="small-three-winds-miss"),
    pytest.param("123m5p (111z) (222z) (333z) +5p", {"big_three_winds": 1, "value_honor": 1}, 130, id="big-three-winds"),
    pytest.param("234p1z (222z) (333z) (444z) +1z", {"small_four_winds": 1, "mixed_one_suit": 1}, 320, id="small-four-winds"),
    pytest.param("234p5z (222z) (333z) (444z) +5z", {"big_three_winds": 1, "mixed_one_suit": 1}, 160, id="small-four-winds-miss"),
    pytest.param("5m (111z) (222z) (333z) (444z) +5m", {"big_four_winds": 1}, 400, id="big-four-winds-alone"),
    pytest.param("111z222z7z (555z) (666z) +7z",
                 {"all_honors": 1, "value_honor": 3, "small_three_dragons": 1, "all_triplets": 1, "two_concealed_triplets": 1}, 320, id="all-honors"),
    pytest.param("1122334455667z +7z", {"all_honors": 1, "seven_pairs": 1}, 320, id="all-honors-seven-pairs"),
    pytest.param("111z222z7p (555z) (666z) +7p",
                 {"value_honor": 3, "all_triplets": 1, "two_concealed_triplets": 1, "mixed_one_suit": 1}, 105, id="all-honors-miss"),
    # 4 Triplets and kongs
    pytest.param("111m222p333s5z (777s) +5z", {"all_triplets": 1, "three_concealed_triplets": 1}, 60, id="all-triplets"),
    pytest.param("111m222p345s5z (777s) +5z", {"two_concealed_triplets": 1}, 5, id="all-triplets-miss-two-concealed"),
    pytest.param("111m234p345s5z (777s) +5z", {"chicken_hand": 1}, 1, id="two-concealed-triplets-miss"),
    pytest.param("111m222p333s5z (678s) +5z", {"three_concealed_triplets": 1}, 30, id="three-concealed-triplets"),
    pytest.param("111m222p33s55z (678s) +3s", {"two_concealed_triplets": 1}, 5, id="three-concealed-miss-pung-by-discard"),
    pytest.param("111m222p33s55z (678s) +3s self_drawn", {"three_concealed_triplets": 1}, 30, id="three-concealed-self-drawn"),
    pytest.param("111m222p333s444s5z +5z", {"concealed_hand": 1, "all_triplets": 1, "four_concealed_triplets": 1}, 160, id="four-concealed-at-least-160"),
    pytest.param("111m222p333s44s55z +4s", {"concealed_hand": 1, "all_triplets": 1, "three_concealed_triplets": 1}, 65, id="four-concealed-miss"),
    pytest.param("123m456p5z [7777s] (123s) +5z", {"one_kong": 1}, 5, id="one-kong"),
    pytest.param("123m456p5z (777s) (123s) +5z", {"chicken_hand": 1}, 1, id="one-kong-miss"),
    pytest.param("123m5z [7777s] (8888p) (123s) +5z", {"two_kong": 1}, 20, id="two-kong"),
    pytest.param("123m5z [7777s] (888p) (123s) +5z", {"one_kong": 1}, 5, id="two-kong-miss"),
    pytest.param("5z [1111m] (2222p) (3333s) (789s) +5z", {"three_kong": 1}, 120, id="three-kong"),
    pytest.param("5z [1111m] (2222p) (333s) (789s) +5z", {"two_kong": 1}, 20, id="three-kong-miss"),
    pytest.param("5z [1111m] (2222p) (3333s) (4444s) +5z", {"four_kong": 1}, 480, id="four-kong-alone"),
    pytest.param("5z [1111m] (2222p) (3333s) (444s) +5z", {"three_kong": 1, "all_triplets": 1}, 150, id="four-kong-miss"),
    # 5 Identical sequences
    pytest.param("123m123m456p789s5z +5z", {"all_sequences": 1, "concealed_hand": 1, "two_identical_sequences": 1}, 20, id="two-identical"),
    pytest.param("123m123p456p789s5z +5z", {"all_sequences": 1, "concealed_hand": 1}, 10, id="two-identical-miss-suits"),
    pytest.param("123m123m456p456p5z +5z", {"all_sequences": 1, "concealed_hand": 1, "two_identical_sequences_twice": 1}, 70, id="two-identical-twice"),
    pytest.param("123m123m456p456s5z +5z", {"all_sequences": 1, "concealed_hand": 1, "two_identical_sequences": 1}, 20, id="two-identical-twice-miss"),
    pytest.param("123m456p5z (123m) (123m) +5z", {"all_sequences": 1, "three_identical_sequences": 1}, 125, id="three-identical"),
    pytest.param("123m456p5z (123m) (234m) +5z", {"all_sequences": 1, "two_identical_sequences": 1}, 15, id="three-identical-miss"),
    pytest.param("5z (123m) (123m) (123m) (123m) +5z", {"four_identical_sequences": 1}, 480, id="four-identical-alone"),
    pytest.param("5z (123m) (123m) (123m) (234m) +5z", {"mixed_one_suit": 1, "all_sequences": 1, "three_identical_sequences": 1}, 165, id="four-identical-miss"),
    # 6 Similar sets
    pytest.param("123m123p123s456s5z +5z", {"all_sequences": 1, "concealed_hand": 1, "three_similar_sequences": 1}, 45, id="three-similar-sequences"),
    pytest.param("123m123p234s456s5z +5z", {"all_sequences": 1, "concealed_hand": 1}, 10, id="three-similar-sequences-miss"),
    pytest.param("555m555p5s789s (234m) +5s", {"two_concealed_triplets": 1, "small_three_similar_triplets": 1}, 35, id="small-three-similar-triplets"),
    pytest.param("555m555p6s789s (234m) +6s", {"two_concealed_triplets": 1}, 5, id="small-three-similar-triplets-miss"),
    pytest.param("555m555p555s789s5z +5z", {"concealed_hand": 1, "three_concealed_triplets": 1, "three_similar_triplets": 1}, 155, id="three-similar-triplets"),
    pytest.param("555m555p666s789s5z +5z", {"concealed_hand": 1, "three_concealed_triplets": 1}, 35, id="three-similar-triplets-miss"),
    # 7 Consecutive sets
    pytest.param("123m456m789m234p5z +5z", {"all_sequences": 1, "concealed_hand": 1, "nine_tile_straight": 1}, 50, id="nine-tile-straight"),
    pytest.param("123m456m789p234p5z +5z", {"all_sequences": 1, "concealed_hand": 1}, 10, id="nine-tile-straight-miss"),
    pytest.param("333m444m789p5z (555m) +5z", {"two_concealed_triplets": 1, "three_consecutive_triplets": 1}, 105, id="three-consecutive-triplets"),
    pytest.param("333m444m789p5z (666m) +5z", {"two_concealed_triplets": 1}, 5, id="three-consecutive-triplets-miss"),
    pytest.param("5z (222m) (333m) (444m) (555m) +5z", {"mixed_one_suit": 1, "all_triplets": 1, "four_consecutive_triplets": 1}, 270, id="four-consecutive-triplets"),
    pytest.param("5z (222m) (333m) (444m) (666m) +5z", {"mixed_one_suit": 1, "all_triplets": 1, "three_consecutive_triplets": 1}, 170, id="four-consecutive-triplets-miss"),
    # 8 Terminals (series 8.1)
    pytest.param("123m789p111s9m (777z) +9m", {"value_honor": 1, "mixed_lesser_terminals": 1}, 50, id="mixed-lesser-terminals"),
    pytest.param("123m789p111s8m (777z) +8m", {"value_honor": 1}, 10, id="mixed-lesser-terminals-miss"),
    pytest.param("123m789p111s9m (789s) +9m", {"pure_lesser_terminals": 1}, 50, id="pure-lesser-terminals"),
    pytest.param("123m789p111s9m (678s) +9m", {"chicken_hand": 1}, 1, id="pure-lesser-terminals-miss"),
    pytest.param("111m999p1z (111s) (555z) +1z",
                 {"value_honor": 1, "all_triplets": 1, "two_concealed_triplets": 1, "mixed_greater_terminals": 1}, 145, id="mixed-greater-terminals"),
    pytest.param("11m99m11p99p11s11z5z +5z", {"seven_pairs": 1, "mixed_greater_terminals": 1}, 130, id="mixed-greater-terminals-seven-pairs"),
    pytest.param("111m999p1z (222s) (555z) +1z", {"value_honor": 1, "all_triplets": 1, "two_concealed_triplets": 1}, 45, id="mixed-greater-terminals-miss"),
    pytest.param("111m999p1s (999s) (111p) +1s", {"pure_greater_terminals": 1}, 400, id="pure-greater-terminals-alone"),
    pytest.param("111m999p1z (999s) (111p) +1z", {"mixed_greater_terminals": 1, "all_triplets": 1, "two_concealed_triplets": 1}, 135, id="pure-greater-terminals-miss"),
    # 9 Incidental bonuses
    pytest.param("123m456p789s234s5z +5z self_drawn last_tile_in_wall", {"all_sequences": 1, "concealed_hand": 1, "final_draw": 1}, 20, id="final-draw"),
    pytest.param("123m456p789s234s5z +5z self_drawn", {"all_sequences": 1, "concealed_hand": 1}, 10, id="final-draw-miss"),
    pytest.param("123m456p789s234s5z +5z last_tile_in_wall", {"all_sequences": 1, "concealed_hand": 1, "final_discard": 1}, 20, id="final-discard"),
    pytest.param("123m456p789s5z [2222s] +5z self_drawn kong_replacement", {"concealed_hand": 1, "one_kong": 1, "win_on_kong": 1}, 20, id="win-on-kong"),
    pytest.param("123m456p789s5z [2222s] +5z self_drawn", {"concealed_hand": 1, "one_kong": 1}, 10, id="win-on-kong-miss"),
    pytest.param("123m456p789s23s55z +4s robbing_kong", {"all_sequences": 1, "concealed_hand": 1, "robbing_a_kong": 1}, 20, id="robbing-a-kong"),
    pytest.param("123m456p789s23s55z +4s", {"all_sequences": 1, "concealed_hand": 1}, 10, id="robbing-a-kong-miss"),
    pytest.param("123m456p789s234s5z +5z self_drawn heavenly", {"all_sequences": 1, "concealed_hand": 1, "blessing_of_heaven": 1}, 165, id="blessing-of-heaven"),
    pytest.param("123m456p789s234s5z +5z earthly seat=S", {"all_sequences": 1, "concealed_hand": 1, "blessing_of_earth": 1}, 165, id="blessing-of-earth"),
    # 10 Irregular hands: only set-free patterns join them; no Concealed Hand (plain Seven Pairs is 30)
    pytest.param("19m19p19s1234567z +1m", {"thirteen_terminals": 1}, 160, id="thirteen-terminals"),
    pytest.param("1133m55p77p99s22z3z +3z", {"seven_pairs": 1}, 30, id="seven-pairs"),
    pytest.param("2244m66p88p22s44s6s +6s", {"seven_pairs": 1, "no_terminals": 1}, 35, id="seven-pairs-no-terminals"),
    pytest.param("1133m55p77p99s22z3z +3z self_drawn last_tile_in_wall", {"seven_pairs": 1, "final_draw": 1}, 40, id="seven-pairs-final-draw"),
]


@pytest.mark.parametrize("line, patterns, total", HANDS)
def test_hand_scores_its_patterns(line, patterns, total):
    result = score(line)
    assert result.valid, result.errors
    assert pattern_map(result) == patterns
    assert result.total == total


NOT_A_HAND = [
    pytest.param("19m19p19s1234566z +1m", id="thirteen-terminals-miss-no-red"),
    pytest.param("1133m55p77p99s22z3z +4z", id="seven-pairs-miss"),
]


@pytest.mark.parametrize("line", NOT_A_HAND)
def test_near_miss_of_irregular_hand_is_not_a_hand(line):
    result = score(line)
    assert not result.valid
    assert [p.code for p in result.errors] == ["no_winning_shape"]


def test_rule_set_has_the_44_official_patterns_with_their_values():
    values = {p.key: p.value for p in SPEC.patterns}
    assert len([k for k in values if k not in ("chicken_hand", "seat_bonus_tile", "other_bonus_tile", "bonus_tile_set")]) == 44
    assert values["chicken_hand"] == 1 and values["nine_gates"] == 480 and values["blessing_of_earth"] == 155
    assert SPEC.limit == 320 and SPEC.minimum == 0


# --- the limit ------------------------------------------------------------------------------

@pytest.mark.parametrize("mode, total", [("alone", 320), ("cap_all", 320), ("none", 425)])
def test_limit_caps_a_sum_over_320(mode, total):
    assert score("111z222z7z (555z) (666z) +7z", limit_mode=mode).total == total


@pytest.mark.parametrize("mode, patterns, total", [
    ("alone", {"big_four_winds": 1}, 400),
    ("cap_all", {"big_four_winds": 1, "all_triplets": 1, "value_honor": 1, "mixed_one_suit": 1}, 320),
    ("none", {"big_four_winds": 1, "all_triplets": 1, "value_honor": 1, "mixed_one_suit": 1}, 480),
])
def test_pattern_above_the_limit_scores_alone(mode, patterns, total):
    result = score("5m (111z) (222z) (333z) (444z) +5m", limit_mode=mode)
    assert pattern_map(result) == patterns
    assert result.total == total


# --- options at both settings --------------------------------------------------------------

def test_seven_pairs_with_four_identical_tiles_at_both_settings():
    # By default the four 1m (no declared kong) are two pairs: Seven Pairs 30, no Concealed Hand for an irregular hand.
    allowed = score("1111m55p77p99s22z3z +3z")
    assert (pattern_map(allowed), allowed.total) == ({"seven_pairs": 1}, 30)
    refused = score("1111m55p77p99s22z3z +3z", seven_pairs_identical_pairs=False)
    assert not refused.valid and refused.errors[0].code == "no_winning_shape"


@pytest.mark.parametrize("winning", list("123456789"))
def test_nine_gates_on_each_of_its_nine_waits(winning):
    assert pattern_map(score(f"1112345678999p +{winning}p")) == {"nine_gates": 1}


def test_nine_gates_9_way_wait_at_both_settings():
    line = "1112245678999m +3m"  # the 14 tiles hold 1112345678999+2, but the call was not 9-way
    assert score(line).total == 90
    relaxed = score(line, nine_gates_requires_9_way_wait=False)
    assert pattern_map(relaxed) == {"nine_gates": 1} and relaxed.total == 480


def test_concealed_hand_for_irregular_at_both_settings():
    line = "1133m55p77p99s22z3z +3z"
    assert pattern_map(score(line)) == {"seven_pairs": 1}
    on = score(line, concealed_hand_for_irregular=True)
    assert pattern_map(on) == {"seven_pairs": 1, "concealed_hand": 1} and on.total == 35
    # Thirteen Terminals never gets it
    assert score("19m19p19s1234567z +1m", concealed_hand_for_irregular=True).total == 160


def test_blessing_voided_by_concealed_kong_at_both_settings():
    line = "123m456p789s5z [2222s] +5z self_drawn heavenly"
    assert pattern_map(score(line)) == {"concealed_hand": 1, "one_kong": 1}
    kept = score(line, blessing_voided_by_concealed_kong=False)
    assert pattern_map(kept) == {"concealed_hand": 1, "one_kong": 1, "blessing_of_heaven": 1} and kept.total == 165


@pytest.mark.parametrize("rules", ["zung-jung", "zung-jung-extended"])
def test_a_blessing_voided_by_a_concealed_kong_says_so(rules):
    line = "123m456p789s5z [2222s] +5z self_drawn heavenly"
    said = ("East declared a concealed kong before winning, which voids the Blessing of Heaven "
            "(option blessing_voided_by_concealed_kong): it was not counted.")
    assert scored(line, rules).warnings == (said,)
    assert scored(line, rules, blessing_voided_by_concealed_kong=False).warnings == ()
    assert scored("123m456p789s234s5z +5z self_drawn heavenly", rules).warnings == ()


@pytest.mark.parametrize("line, official, wsom", [
    # the WSOM rules text: "115+5+40=160"; v3.3: 125+5+30=160
    pytest.param("111m222p333s444s5z +5z", 160, 160, id="four-concealed"),
    pytest.param("111m222p333s44s55z +4s", 65, 75, id="all-triplets-30-or-40"),
    pytest.param("123p345p567p789p5p +5p", 90, 110, id="pure-one-suit-80-or-100"),
    pytest.param("123m456p5z (666z) (777z) +5z", 60, 50, id="small-three-dragons-40-or-30"),
    pytest.param("123m456p1z (222z) (333z) +1z", 30, 25, id="small-three-winds-30-or-25"),
])
def test_values_profile_at_both_settings(line, official, wsom):
    assert score(line).total == official
    assert score(line, values_profile="wsom").total == wsom


def test_wsom_four_concealed_triplets_lines():
    result = score("111m222p333s444s5z +5z", values_profile="wsom")
    assert {line.key: line.points for line in result.lines} == {"concealed_hand": 5, "all_triplets": 40, "four_concealed_triplets": 115}


@pytest.mark.parametrize("line, off, on_patterns, on_total", [
    pytest.param("123m456p789s234s5z +5z 1f", 10, {"all_sequences": 1, "concealed_hand": 1, "seat_bonus_tile": 1}, 14, id="seat-flower"),
    pytest.param("123m456p789s234s5z +5z 2f7f", 10, {"all_sequences": 1, "concealed_hand": 1, "other_bonus_tile": 2}, 14, id="other-flowers"),
    pytest.param("123m456p789s234s5z +5z 1f2f3f4f5f", 10,
                 {"all_sequences": 1, "concealed_hand": 1, "bonus_tile_set": 4, "seat_bonus_tile": 1}, 54, id="set-of-four"),
    pytest.param("123m456p789s5z (111s) +5z 3f", 1, {"chicken_hand": 1, "other_bonus_tile": 1}, 3, id="chicken-with-flower"),
])
def test_bonus_tiles_at_both_settings(line, off, on_patterns, on_total):
    assert score(line).total == off
    on = score(line, bonus_tiles=True)
    assert pattern_map(on) == on_patterns and on.total == on_total


@pytest.mark.parametrize("minimum, line, patterns, total, settlement", [
    # A discard win worth at most 25: each loser pays the value.
    pytest.param(0, "123m456p789s5z (111s) +5z discarder=S", {"chicken_hand": 1}, 1, [("S", "E", 1), ("W", "E", 1), ("N", "E", 1)],
                 id="no-minimum-chicken-hand-wins"),
    pytest.param(5, "123m456p789s5z (111s) +5z discarder=S", {"chicken_hand": 1}, 1, [], id="chicken-hand-below-5"),
    pytest.param(5, "123m456p789s5s (777z) +5s discarder=S", {"value_honor": 1}, 10, [("S", "E", 10), ("W", "E", 10), ("N", "E", 10)],
                 id="value-honor-reaches-5"),
    # East's seat flower is worth 4 (1 + 4 = 5), but bonus tiles do not count towards the minimum.
    pytest.param(5, "123m456p789s5z (111s) +5z 1f discarder=S option.bonus_tiles=true", {"chicken_hand": 1, "seat_bonus_tile": 1}, 5, [],
                 id="bonus-tiles-do-not-reach-the-minimum"),
])
def test_minimum_to_win(minimum, line, patterns, total, settlement):
    result = score(line, replace(SPEC, minimum=minimum))
    assert result.valid and result.winning is bool(settlement)
    assert (pattern_map(result), result.total, payments(result)) == (patterns, total, settlement)


# --- payoff ------------------------------------------------------------------------------------

def test_formal_payoff_discard_win_up_to_25_each_pays_value():
    result = score("123m456p789s234s5z +5z discarder=S")
    assert payments(result) == [(s, "E", 10) for s in "SWN"]


def test_formal_payoff_discard_win_over_25_discarder_pays_3v_minus_50():
    result = score("111m222p333s5z (678s) +5z seat=W discarder=N")
    assert result.total == 30
    assert payments(result) == [
        ("E", "W", 25),
        ("S", "W", 25),
        ("N", "W", 40),
    ]


def test_formal_payoff_unknown_discarder_uses_roles():
    assert payments(score("111m222p333s5z (678s) +5z")) == [
        ("discarder", "E", 40),
        ("each other player", "E", 25),
    ]


def test_formal_payoff_self_drawn_each_pays_value():
    result = score("111m222p333s5z (678s) +5z self_drawn seat=S")
    assert payments(result) == [(s, "S", 30) for s in "EWN"]


def test_uniform_payoff_everyone_pays_value():
    result = score("111m222p333s5z (678s) +5z discarder=S", payoff_scheme="uniform")
    assert payments(result) == [(s, "E", 30) for s in "SWN"]


def test_limit_hand_formal_payoff():
    result = score("1112345678999m +5m discarder=N")
    assert payments(result) == [
        ("S", "E", 25),
        ("W", "E", 25),
        ("N", "E", 3 * 480 - 50),
    ]


def test_blessing_of_earth_is_paid_by_east_whose_first_discard_it_won_on():
    # 9.4.2: a non-East player wins on East's first discard, so East is the player responsible
    # and pays 3V - 50; V = 155 + 5 + 5 = 165, so East pays 445 and the other two 25 each.
    result = score("123m456p789s234s5z +5z earthly seat=S")
    assert result.total == 165
    assert payments(result) == [("E", "S", 445), ("W", "S", 25), ("N", "S", 25)]
    # Nobody discarded before East's first discard, so same-round immunity never moves it.
    assert payments(score("123m456p789s234s5z +5z earthly seat=S same_tile_discarded_earlier")) == payments(result)


def test_same_round_immunity_at_both_settings():
    line = "111m222p333s5z (678s) +5z discarder=S same_tile_discarded_earlier"
    assert payments(score(line)) == [
        ("first discarder of the winning tile", "E", 40),
        ("each other player (the last discarder, S, among them)", "E", 25),
    ]
    # With no discarder given, nobody is named.
    assert payments(score(line.replace(" discarder=S", ""))) == [
        ("first discarder of the winning tile", "E", 40),
        ("each other player", "E", 25),
    ]
    assert payments(score(line, same_round_immunity=False)) == [
        ("S", "E", 40),
        ("W", "E", 25),
        ("N", "E", 25),
    ]


# --- bad input -----------------------------------------------------------------------------

@pytest.mark.parametrize("data, code", [
    ({"concealed": "11111m456p789s12s", "winning_tile": "3s"}, "too_many_copies"),
    ({"concealed": "123m456p789s5z", "melds": [{"tiles": "124s"}], "winning_tile": "5z"}, "bad_meld"),
    ({"concealed": "123m456p789s5z", "melds": [{"kind": "chow", "tiles": "555z"}], "winning_tile": "5z"}, "honour_chow"),
    ({"concealed": "123m456p789s5z", "winning_tile": "5z", "options": {"limit_mode": "sometimes"}}, "bad_option_value"),
])
def test_bad_input_gives_errors_not_exceptions(data, code):
    result = score_data(data, SPEC)
    assert not result.valid
    assert code in [p.code for p in result.errors]


def test_flowers_in_an_official_zung_jung_hand_are_ignored_and_the_player_is_told():
    # Concealed Hand 5, Mixed One-Suit 40, Nine-Tile Straight 40 = 85, flowers or not.
    with_flowers = score_data(parse_line("123m456m789m11z22z +2z 1f6f"), SPEC)
    without = score_data(parse_line("123m456m789m11z22z +2z"), SPEC)
    assert with_flowers.total == without.total == 85
    assert with_flowers.warnings == (("The flowers and seasons were not counted: official Zung Jung plays without them "
                                      "(the bonus_tiles option is off)."),)
    assert without.warnings == ()
