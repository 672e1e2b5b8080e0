"""Zung Jung extended (builtin `zung-jung-extended`): the mj-score-eval guide of 2016.

Every example hand of shared/rule-sources/zung-jung-mj-score-eval.md, written in mpsz
(the guide's c = p, b = s, k = m) and completed to 14 tiles where the guide shows only the
sets that make the pattern; the guide's stated minimums ("at least 180+5+15=200" ...); near
misses for the patterns official ZJ lacks; Illegal Call; options at both settings."""

import pytest

from rules.engine.builtin import builtin_spec
from rules.engine.tiles import ORPHANS
from tests.engine.scoring import counts, payments, scorers

SPEC = builtin_spec("zung-jung-extended")


score, _, _ = scorers(SPEC)  # valid or not: some tests check the errors
pattern_map = counts


GUIDE_EXAMPLES = [
    pytest.param("456s678s345m5m (123p) +5m", {"all_chows": 1}, 5, id="1.2-all-chows"),
    pytest.param("345p444s789m444z7z +7z", {"all_types": 1, "concealed_hand": 1, "two_concealed_pungs": 1, "wind_pung": 1}, 25, id="1.6-all-types"),
    pytest.param("222p333s5z [8888m] (111z) +5z",
                 {"all_pungs": 1, "three_concealed_pungs": 1, "one_kong": 1, "wind_pung": 1, "all_types": 1}, 80, id="2.1-all-pungs"),
    pytest.param("123m456s789s5z [2222p] +5z", {"one_kong": 1, "concealed_hand": 1}, 10, id="2.3.1-one-kong"),
    pytest.param("123m789m5z [2222p] [3333s] +5z",
                 {"two_kongs": 1, "two_concealed_pungs": 1, "concealed_hand": 1, "two_tailed_terminal_chows": 1}, 35, id="2.3.2-two-kongs"),
    pytest.param("123m5z [2222p] [3333s] (8888m) +5z", {"three_kongs": 1, "two_concealed_pungs": 1}, 125, id="2.3.3-three-kongs"),
    pytest.param("5z (2222p) (3333s) (8888m) (1111z) +5z", {"four_kongs": 1}, 480, id="2.3.4-four-kongs"),
    pytest.param("345p345p789m5z (123s) +5z", {"two_identical_chows": 1, "all_chows": 1}, 15, id="3.1.1-two-identical-chows"),
    pytest.param("345p345p789p789p5m +5m", {"two_identical_chows_twice": 1, "all_chows": 1, "concealed_hand": 1}, 70, id="3.1.2-twice"),
    pytest.param("345p345p789m5z (345p) +5z", {"three_identical_chows": 1, "all_chows": 1}, 125, id="3.1.3-three-identical"),
    pytest.param("5z (345p) (345p) (345p) (345p) +5z", {"four_identical_chows": 1}, 480, id="3.1.4-four-identical"),
    pytest.param("345p345s789m5z (345m) +5z", {"three_similar_chows": 1, "all_chows": 1}, 40, id="4.1-three-similar-chows"),
    pytest.param("444p444m4s789s (123m) +4s", {"little_three_similar_pungs": 1, "two_concealed_pungs": 1}, 35, id="4.2.1-little-three-similar-pungs"),
    pytest.param("444p444s789s5z (444m) +5z", {"three_similar_pungs": 1, "two_concealed_pungs": 1}, 125, id="4.2.2-three-similar-pungs"),
    pytest.param("123m234m345m5z (789p) +5z", {"three_consecutive_chows": 1, "all_chows": 1}, 35, id="5.1.1-three-consecutive-chows-step-1"),
    pytest.param("123m345m567m5z (789p) +5z", {"three_consecutive_chows": 1, "all_chows": 1}, 35, id="5.1.1-three-consecutive-chows-step-2"),
    pytest.param("123m456m789m5z (234p) +5z", {"nine_tile_straight": 1, "all_chows": 1, "two_tailed_terminal_chows": 1}, 50, id="5.1.2-nine-tile-straight"),
    # "always All Chows, so it scores at least 50+5=55"
    pytest.param("123m234m345m567m9p +9p", {"three_consecutive_chows_twice": 1, "all_chows": 1, "concealed_hand": 1}, 60, id="5.1.3-twice-diverging"),
    pytest.param("123m345m456m567m9p +9p", {"three_consecutive_chows_twice": 1, "all_chows": 1, "concealed_hand": 1}, 60, id="5.1.3-twice-converging"),
    # "at least 100+5=105"
    pytest.param("123m234m345m456m9p +9p", {"four_consecutive_chows": 1, "all_chows": 1, "concealed_hand": 1}, 110, id="5.1.4-four-consecutive-step-1"),
    pytest.param("123m345m567m789m9p +9p",
                 {"four_consecutive_chows": 1, "all_chows": 1, "concealed_hand": 1, "two_tailed_terminal_chows": 1}, 115, id="5.1.4-four-consecutive-step-2"),
    pytest.param("444m555m5z (666m) (789p) +5z", {"three_consecutive_pungs": 1, "two_concealed_pungs": 1}, 105, id="5.2.1-three-consecutive-pungs"),
    # "always All Pungs, so it scores at least 200+30=230"
    pytest.param("9p (444m) (555m) (666m) (777m) +9p", {"four_consecutive_pungs": 1, "all_pungs": 1}, 230, id="5.2.2-four-consecutive-pungs"),
    pytest.param("9p (555m) (666m) (777m) (567m) +9p", {"three_mothers": 1}, 400, id="5.2.3-three-mothers"),
    # the same tiles all concealed also read as four 567 chows, worth more (480)
    pytest.param("555666777567m9p +9p", {"four_identical_chows": 1}, 480, id="5.2.3-three-mothers-concealed-reads-as-four-identical"),
    pytest.param("234p777p222z8p (555z) +8p",
                 {"mixed_one_suit": 1, "wind_pung": 1, "dragon_pung": 1, "two_concealed_pungs": 1}, 60, id="6.1.1-mixed-one-suit"),
    pytest.param("22447788s22446z +6z", {"mixed_one_suit": 1, "seven_pairs": 1, "concealed_hand": 1}, 75, id="6.1.1-mixed-one-suit-seven-pairs"),
    pytest.param("234m345m666m789m8m +8m", {"pure_one_suit": 1, "concealed_hand": 1}, 85, id="6.1.2-pure-one-suit"),
    pytest.param("1122445577889m +9m", {"pure_one_suit": 1, "seven_pairs": 1, "concealed_hand": 1}, 115, id="6.1.2-pure-one-suit-seven-pairs"),
    # 1112245678999 self-draws a 3 and keeps the 2: not a 9-way call, "only Pure One-Suit"
    pytest.param("1112245678999p +3p self_drawn",
                 {"pure_one_suit": 1, "concealed_hand": 1, "self_drawn": 1, "two_concealed_pungs": 1, "two_tailed_terminal_pungs": 1}, 110, id="6.2-nine-gates-impure"),
    pytest.param("123s789s456p5z (234m) +5z", {"two_tailed_terminal_chows": 1, "all_chows": 1}, 10, id="7.1.1-two-tailed-chows"),
    pytest.param("111m999m5z (234p) (567s) +5z", {"two_tailed_terminal_pungs": 1, "two_concealed_pungs": 1}, 20, id="7.1.2-two-tailed-pungs"),
    # "at least 180+5+15=200"
    pytest.param("111p789p5s (123p) (999p) +5s",
                 {"two_tailed_terminals": 1, "two_tailed_terminal_chows": 1, "two_tailed_terminal_pungs": 1}, 200, id="7.1.3-two-tailed-terminals"),
    pytest.param("123p123p789p789p1p +1p",
                 {"little_mountain": 1, "pure_one_suit": 1, "pure_lesser_terminals": 1, "two_identical_chows_twice": 1,
                  "two_tailed_terminal_chows": 2, "all_chows": 1, "concealed_hand": 1}, 320, id="7.1.5-little-mountain-1"),
    pytest.param("123p123p123p789p9p +9p",
                 {"little_mountain": 1, "pure_one_suit": 1, "pure_lesser_terminals": 1, "three_identical_chows": 1,
                  "two_tailed_terminal_chows": 1, "all_chows": 1, "concealed_hand": 1}, 320, id="7.1.5-little-mountain-2"),
    pytest.param("1111223378999p +9p", {"big_mountain": 1}, 400, id="7.1.6-big-mountain-1"),
    pytest.param("1111237788999s +9s", {"big_mountain": 1}, 400, id="7.1.6-big-mountain-2"),
    pytest.param("111s123m789p9m (777z) +9m", {"mixed_lesser_terminals": 1, "dragon_pung": 1}, 50, id="7.2.1-mixed-lesser"),
    pytest.param("123s111m789m999p1s +1s", {"pure_lesser_terminals": 1, "two_concealed_pungs": 1, "concealed_hand": 1}, 60, id="7.2.2-pure-lesser"),
    pytest.param("999s111m333z1p (666z) +1p",
                 {"mixed_greater_terminals": 1, "all_pungs": 1, "three_concealed_pungs": 1, "wind_pung": 1, "dragon_pung": 1, "all_types": 1},
                 185, id="7.2.3-mixed-greater"),
    pytest.param("1199m11p11s11445z +5z",
                 {"mixed_greater_terminals": 1, "seven_pairs": 1, "concealed_hand": 1, "all_types": 1}, 145, id="7.2.3-mixed-greater-seven-pairs"),
    pytest.param("111p999p111s9m (999s) +9m", {"pure_greater_terminals": 1}, 400, id="7.2.4-pure-greater"),
    # "at least 30+5+5=40", "120+5+5+5=135"
    pytest.param("123m1z (333z) (444z) (456p) +1z", {"little_three_winds": 1, "wind_pung": 2}, 40, id="8.1.2-little-three-winds"),
    pytest.param("111z5p (222z) (444z) (123m) +5p", {"big_three_winds": 1, "wind_pung": 3}, 135, id="8.1.3-big-three-winds"),
    pytest.param("234m2z (111z) (333z) (444z) +2z", {"little_four_winds": 1, "wind_pung": 3, "mixed_one_suit": 1}, 320, id="8.1.4-little-four-winds"),
    pytest.param("5m (111z) (222z) (333z) (444z) +5m", {"big_four_winds": 1}, 400, id="8.1.5-big-four-winds"),
    # "at least 40+10+10=60", "130+10+10+10=160"
    pytest.param("123m6z (555z) (777z) (456p) +6z", {"little_three_dragons": 1, "dragon_pung": 2}, 60, id="8.2.2-little-three-dragons"),
    pytest.param("123m5p (555z) (666z) (777z) +5p", {"big_three_dragons": 1, "dragon_pung": 3}, 160, id="8.2.3-big-three-dragons"),
    pytest.param("2z (111z) (444z) (777z) (666z) +2z",
                 {"all_honor_pungs": 1, "all_pungs": 1, "wind_pung": 2, "dragon_pung": 2, "little_three_winds": 1}, 320, id="8.3.1-all-honor-pungs"),
    # the rules text: All Honor Pungs 320 with Big Four Winds 400 "simply reward the higher value of 400"
    pytest.param("7z (111z) (222z) (333z) (444z) +7z", {"big_four_winds": 1}, 400, id="limit-all-honor-pungs-and-big-four-winds"),
    pytest.param("1122334455667z +7z", {"all_honor_pairs": 1}, 480, id="8.3.2-all-honor-pairs"),
    pytest.param("2266m1177p33445z +5z", {"seven_pairs": 1, "concealed_hand": 1}, 35, id="9.1.1-seven-pairs-at-least-35"),
    pytest.param("1122334455667p +7p", {"seven_shifted_pairs": 1, "pure_one_suit": 1, "concealed_hand": 1}, 320, id="9.1.2-seven-shifted-pairs"),
    pytest.param("2233445566778p +8p", {"grand_chariot": 1}, 400, id="9.1.3-grand-chariot"),
    pytest.param("2233445566778s +8s", {"bamboo_forest": 1}, 400, id="9.1.4-bamboo-forest"),
    pytest.param("2233445566778m +8m", {"number_neighborhood": 1}, 400, id="9.1.5-number-neighborhood"),
    pytest.param("234s333s666s8s (666z) +8s", {"all_green": 1}, 400, id="10.1-all-green"),
    # the guide's All Red example prints b1 b2 b1, not a set; read as 111s (its tile picture)
    pytest.param("111s555s777s7z (999s) +7z", {"all_red": 1}, 480, id="10.2-all-red"),
    pytest.param("1p1s9s1m9m1z2z2z3z4z7z6z5z +9p", {"thirteen_orphans": 1}, 160, id="11.1-thirteen-orphans"),
    # 13.1.1-13.1.3: "12 -> 20", "64 -> 80" (each tile also scores 2)
    pytest.param("123m456p789s234s5z +5z 1f2f3f4f", {"all_chows": 1, "concealed_hand": 1, "all_flowers": 1, "bonus_flower_season": 4}, 30, id="13.1.1-all-flowers"),
    pytest.param("123m456p789s234s5z +5z 5f6f7f8f", {"all_chows": 1, "concealed_hand": 1, "all_seasons": 1, "bonus_flower_season": 4}, 30, id="13.1.2-all-seasons"),
    pytest.param("123m456p789s234s5z +5z 1f2f3f4f5f6f7f8f",
                 {"all_chows": 1, "concealed_hand": 1, "all_bonus_tiles": 1, "bonus_flower_season": 8}, 90, id="13.1.3-all-bonus-tiles"),
]

NEAR_MISSES = [
    pytest.param("123m456p789s111s5z +5z self_drawn", {"concealed_hand": 1, "self_drawn": 1}, 10, id="self-drawn"),
    pytest.param("123m456p789s111s5z +5z", {"concealed_hand": 1}, 5, id="self-drawn-miss"),
    pytest.param("345p444s789m444z5m +5m", {"concealed_hand": 1, "two_concealed_pungs": 1, "wind_pung": 1}, 15, id="all-types-miss-no-dragon"),
    pytest.param("1p1s9s1m9m1z2z2z3z4z7z6z5z +9p self_drawn", {"thirteen_orphans": 1, "self_drawn": 1}, 165, id="thirteen-orphans-no-all-types"),
    pytest.param("123m234m456m5z (789p) +5z", {"all_chows": 1}, 5, id="three-consecutive-chows-miss"),
    pytest.param("123m234m345m678m9p +9p", {"three_consecutive_chows": 1, "all_chows": 1, "concealed_hand": 1}, 40, id="twice-miss"),
    pytest.param("9p (555m) (666m) (777m) (678m) +9p", {"three_consecutive_pungs": 1}, 100, id="three-mothers-miss"),
    pytest.param("123s678s456p5z (234m) +5z", {"all_chows": 1}, 5, id="two-tailed-chows-miss"),
    pytest.param("111m888m5z (234p) (567s) +5z", {"two_concealed_pungs": 1}, 5, id="two-tailed-pungs-miss"),
    pytest.param("111p789p5s (123p) (888p) +5s", {"two_tailed_terminal_chows": 1}, 5, id="two-tailed-terminals-miss"),
    pytest.param("123p123p789p789p5p +5p",
                 {"pure_one_suit": 1, "two_identical_chows_twice": 1, "two_tailed_terminal_chows": 2, "all_chows": 1, "concealed_hand": 1}, 160, id="little-mountain-miss"),
    pytest.param("123m456p789s5z (222z) +5z", {"wind_pung": 1, "all_types": 1}, 15, id="wind-pung-any-wind"),
    pytest.param("123m456p789s5s (777z) +5s", {"dragon_pung": 1}, 10, id="dragon-pung"),
    pytest.param("1111223344556z +6z", {"all_honor_pungs": 1, "seven_pairs": 1, "concealed_hand": 1}, 320, id="all-honor-pairs-miss"),
    pytest.param("1122334455668p +8p", {"all_chows": 1, "two_identical_chows_twice": 1, "pure_one_suit": 1, "concealed_hand": 1}, 150, id="seven-shifted-pairs-miss"),
    pytest.param("3344556677889p +9p", {"all_chows": 1, "two_identical_chows_twice": 1, "pure_one_suit": 1, "concealed_hand": 1}, 150, id="grand-chariot-miss-3-to-9"),
    pytest.param("234s333s666s9s (666z) +9s", {"mixed_one_suit": 1, "two_concealed_pungs": 1, "dragon_pung": 1}, 55, id="all-green-miss"),
    pytest.param("123m456p789s234s5z +5z 1f self_drawn bonus_replacement",
                 {"all_chows": 1, "concealed_hand": 1, "self_drawn": 1, "win_on_bonus_tile": 1, "bonus_flower_season": 1}, 27, id="win-on-bonus-tile"),
    pytest.param("123m456p789s5z (111s) +5z 3f", {"chicken_hand": 1, "bonus_flower_season": 1}, 3, id="chicken-hand-with-bonus-tile"),
]


@pytest.mark.parametrize("line, patterns, total", GUIDE_EXAMPLES + NEAR_MISSES)
def test_hand_scores_its_patterns(line, patterns, total):
    result = score(line)
    assert result.valid, result.errors
    assert pattern_map(result) == patterns
    assert result.total == total


@pytest.mark.parametrize("winning", [str(t) for t in ORPHANS])
def test_thirteen_orphans_13_way_call(winning):
    assert pattern_map(score(f"19p19s19m1234567z +{winning}")) == {"thirteen_orphans": 1}


@pytest.mark.parametrize("winning", list("123456789"))
def test_nine_gates_on_each_wait(winning):
    assert pattern_map(score(f"1112345678999p +{winning}p")) == {"nine_gates": 1}


def test_guide_all_red_example_as_printed_is_not_a_hand():
    result = score("121s555s777s999s7z +7z")
    assert not result.valid and result.errors[0].code == "no_winning_shape"


def test_all_13_categories_are_present():
    categories = {"chicken_hand", "all_pungs", "two_identical_chows", "three_similar_chows", "three_mothers", "nine_gates",
                  "big_mountain", "wind_pung", "seven_shifted_pairs", "all_red", "thirteen_orphans", "win_on_bonus_tile", "all_bonus_tiles"}
    assert categories <= {p.key for p in SPEC.patterns}
    values = {p.key: p.value for p in SPEC.patterns}
    assert (values["three_mothers"], values["two_tailed_terminal_pungs"], values["two_tailed_terminals"], values["illegal_call"]) == (400, 15, 180, -40)


# --- Illegal Call -----------------------------------------------------------------------

@pytest.mark.parametrize("line", [
    pytest.param("123m456p789s11z2z3z +4z illegal_call", id="fourteen-tiles-not-a-hand"),
    pytest.param("123m456p789s234s5z +5z illegal_call", id="even-a-complete-hand"),
])
def test_illegal_call_scores_minus_40(line):
    result = score(line)
    assert result.valid and not result.winning
    assert pattern_map(result) == {"illegal_call": 1}
    assert result.total == -40
    assert result.refusal == "Illegal Call: the hand was declared a win but is not one."


def test_illegal_call_on_an_incomplete_hand():
    assert score("123m456p789s11z2z illegal_call").total == -40


def test_illegal_call_on_a_complete_hand_warns_that_the_tick_may_be_left_from_the_hand_before():
    complete = score("123m456p789s234s5z +5z illegal_call")
    assert complete.warnings == ("The tiles make a complete hand, and Illegal Call is for a declared win on a hand that is not one: "
                                 "untick it if this hand won.",)
    assert score("123m456p789s11z2z3z +4z illegal_call").warnings == ()
    assert score("123m456p789s11z2z illegal_call").warnings == ()


def test_illegal_call_with_no_tiles_is_scored_on_the_declaration_and_says_so():
    # 1.7: the -40 is for declaring a win on a hand that was not ready, whatever tiles it held, so the
    # penalty stands with no tiles entered; the player is told it was scored on the declaration alone.
    result = score("illegal_call")
    assert result.valid and not result.winning
    assert (pattern_map(result), result.total) == ({"illegal_call": 1}, -40)
    assert result.warnings == ("No tiles were entered: Illegal Call was scored on the declared win alone, as the penalty is "
                               "the same whatever the tiles; enter them to show the hand was not complete, or untick it "
                               "if nobody declared a win.",)
    # Bonus tiles alone are no hand either.
    assert score("1f illegal_call").warnings == result.warnings


# --- options at both settings ------------------------------------------------------------

def test_all_red_tiles_at_both_settings():
    line = "111s555s777s7z (999s) +7z"
    assert score(line).total == 480
    text = score(line, all_red_tiles="1357s")
    assert pattern_map(text) == {"mixed_one_suit": 1, "all_pungs": 1, "three_concealed_pungs": 1, "two_tailed_terminal_pungs": 1}
    assert text.total == 115
    assert pattern_map(score("111s333s555s7z (777s) +7z", all_red_tiles="1357s")) == {"all_red": 1}


def test_seven_pairs_concealed_hand_at_both_settings():
    line = "2266m1177p33445z +5z"
    assert score(line).total == 35
    assert pattern_map(score(line, concealed_hand_for_irregular=False)) == {"seven_pairs": 1}


def test_seven_pairs_identical_tiles_at_both_settings():
    line = "1111m55p77p99s22z3z +3z"
    assert pattern_map(score(line)) == {"seven_pairs": 1, "concealed_hand": 1}
    assert not score(line, seven_pairs_identical_pairs=False).valid


def test_nine_gates_impure_at_both_settings():
    line = "1112245678999p +3p self_drawn"
    assert score(line).total == 110
    assert pattern_map(score(line, nine_gates_requires_9_way_wait=False)) == {"nine_gates": 1}


def test_limit_mode_at_other_settings():
    line = "7z (111z) (222z) (333z) (444z) +7z"  # Big Four Winds 400, All Honor Pungs 320, All Pungs 30, 4 wind pungs 20
    assert score(line, limit_mode="cap_all").total == 320
    assert score(line, limit_mode="none").total == 770


def test_payoff_shared_with_official():
    result = score("111m222p333s5z (678s) +5z discarder=S")
    assert payments(result) == [("S", "E", 40), ("W", "E", 25), ("N", "E", 25)]


# --- Situations the source's definitions rule out (zje audit, session 5) ---------------------

def test_blessing_of_heaven_is_paid_as_a_self_drawn_win_without_the_self_drawn_box():
    # All Chows 5, Concealed Hand 5, Self Drawn 5, Blessing of Heaven 155 = 170; nobody discarded,
    # so each loser pays V (it was paid as a discard: 445 from a "discarder", 25 from the others).
    result = score("123m456p789s234s5z +5z heavenly")
    assert counts(result) == {"all_chows": 1, "concealed_hand": 1, "self_drawn": 1, "blessing_of_heaven": 1}
    assert result.total == 170
    assert payments(result) == [("S", "E", 170), ("W", "E", 170), ("N", "E", 170)]


@pytest.mark.parametrize("line, expected, total", [
    # Win on Kong needs a kong declared: a replacement for a flower is not one. All Chows 5,
    # Concealed Hand 5, Self Drawn 5, the flower 2. (With neither a kong nor a bonus tile, or a
    # bonus replacement with no bonus tile, the hand is refused: tests/engine/test_hand.py.)
    pytest.param("123m456p789s234s5z +5z self_drawn kong_replacement 1f",
                 {"all_chows": 1, "concealed_hand": 1, "self_drawn": 1, "bonus_flower_season": 1}, 17, id="win-on-kong-without-a-kong"),
    # With a flower (2 points) shown, Win on Bonus Tile 10 counts: 5 + 5 + 5 + 10 + 2 = 27.
    pytest.param("123m456p789s234s5z +5z self_drawn bonus_replacement 1f",
                 {"all_chows": 1, "concealed_hand": 1, "self_drawn": 1, "win_on_bonus_tile": 1, "bonus_flower_season": 1}, 27,
                 id="win-on-bonus-tile"),
])
def test_a_replacement_win_needs_what_it_replaced(line, expected, total):
    result = score(line)
    assert (counts(result), result.total) == (expected, total)
