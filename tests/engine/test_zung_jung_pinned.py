"""Zung Jung (official v3.3 and the extended guide): behaviour that mutation testing of
rules/engine/patterns/zung_jung.py, zung_jung_extended.py and the additive limit found no
other test pinning down. Each test names the rule it checks, scores a real hand, and works its
score out by hand from shared/rule-sources/zung-jung-scoring-tables.md (§1 official, §3
extended) and zung-jung-mj-score-eval.md (MJSE). Seat and round are East unless the line says
otherwise."""

import pytest

from rules.engine.builtin import builtin_spec
from tests.engine.scoring import counts, payments, scorers, without

OFFICIAL = builtin_spec("zung-jung")
_, scored, official = scorers(OFFICIAL)


# --- Identical sequences (5.1) ---------------------------------------------------------------

def test_two_identical_sequences_in_a_hand_with_only_two_chows():
    # 123m twice with two pungs: Two Identical Sequences 10 (5.1.1), Concealed Hand 5 (1.2), and the
    # two pungs held in hand are Two Concealed Triplets 5 (4.2.1): 20.
    assert official("123m123m555p777s5z +5z") == (
        {"two_identical_sequences": 1, "concealed_hand": 1, "two_concealed_triplets": 1}, 20)


# --- Nine-Tile Straight (7.1) in each suit ------------------------------------------------------

@pytest.mark.parametrize("straight", ["123p456p789p", "123s456s789s"], ids=["circles", "bamboo"])
def test_nine_tile_straight_in_circles_and_in_bamboo(straight):
    # 123 456 789 of one suit is Nine-Tile Straight 40 (7.1) in any suit, with All Sequences 5 and
    # Concealed Hand 5: 50.
    assert official(f"{straight}234m5z +5z") == ({"nine_tile_straight": 1, "all_sequences": 1, "concealed_hand": 1}, 50)


# --- Consecutive triplets stay inside one suit (7.2) ------------------------------------------

def test_consecutive_triplets_do_not_run_from_nines_into_the_next_suit():
    # 888m 999m 111p are not three consecutive numbers of one suit (7.2.1 "same suit"): only Three
    # Concealed Triplets 30 (4.2.2) scores.
    assert official("888m999m111p5z (234s) +5z") == ({"three_concealed_triplets": 1}, 30)


def test_consecutive_triplets_of_a_suit_start_at_its_one_after_nines_of_another():
    # 999m next to 111p 222p 333p: the circles are Three Consecutive Triplets 100 (7.2.1), with All
    # Triplets 30 (4.1) and Three Concealed Triplets 30 (999m, 111p, 222p; 333p melded): 160.
    assert official("999m111p222p5z (333p) +5z") == (
        {"three_consecutive_triplets": 1, "all_triplets": 1, "three_concealed_triplets": 1}, 160)


def test_three_consecutive_triplets_up_to_nine_of_bamboo():
    # 777s 888s 999s, the last number tiles there are: Three Consecutive Triplets 100 (7.2.1) and Three
    # Concealed Triplets 30 (4.2.2): 130.
    assert official("777s888s999s5z (234m) +5z") == ({"three_consecutive_triplets": 1, "three_concealed_triplets": 1}, 130)


def test_three_consecutive_triplets_found_past_a_lone_triplet_two_below():
    # 333m, then 555m 666m 777m: the run starts at 5 though 3 is there too. Three Consecutive Triplets 100
    # (7.2.1), All Triplets 30 (4.1), Three Concealed Triplets 30 (4.2.2), Mixed One-Suit 40 (2.1.1): 200.
    assert official("333m555m666m5z (777m) +5z") == (
        {"three_consecutive_triplets": 1, "all_triplets": 1, "three_concealed_triplets": 1, "mixed_one_suit": 1}, 200)


# --- Similar triplets (6.2) -----------------------------------------------------------------------

def test_three_similar_triplets_of_ones():
    # 111m 111p 111s: Three Similar Triplets 120 (6.2.2), Three Concealed Triplets 30, Concealed Hand 5,
    # and every set and the pair hold a terminal or an honour, Mixed Lesser Terminals 40 (8.1.1): 195.
    assert official("111m111p111s789s5z +5z") == (
        {"three_similar_triplets": 1, "three_concealed_triplets": 1, "concealed_hand": 1, "mixed_lesser_terminals": 1}, 195)


# --- Winds (3.3) -----------------------------------------------------------------------------------

def test_small_four_winds_with_a_pair_of_north():
    # Pungs of East, South and West and a pair of North are Small Four Winds 320 (3.3.3); East's own
    # wind is a Value Honor 10, the circles Mixed One-Suit 40: 370, capped at the 320 limit.
    result = scored("234p4z (111z) (222z) (333z) +4z")
    assert counts(result) == {"small_four_winds": 1, "value_honor": 1, "mixed_one_suit": 1}
    assert (result.total, result.limited) == (320, True)


# --- Mixed patterns need the honours they are named for ---------------------------------------

def test_pure_one_suit_hand_is_not_mixed_one_suit_when_a_club_drops_pure_one_suit():
    # Mixed One-Suit is "one suit + honours" (2.1.1); a hand of circles alone is not it, so with Pure
    # One-Suit switched off only All Sequences 5 and Concealed Hand 5 remain: 10.
    assert official("123p345p567p789p5p +5p", without(OFFICIAL, "pure_one_suit")) == (
        {"all_sequences": 1, "concealed_hand": 1}, 10)


def test_pure_lesser_terminals_hand_is_not_mixed_when_a_club_drops_pure_lesser_terminals():
    # Mixed Lesser Terminals needs terminals and honours (8.1.1); every set here holds a terminal but
    # there is no honour, so with Pure Lesser Terminals switched off nothing scores: Chicken Hand 1.
    assert official("123m789p111s9m (789s) +9m", without(OFFICIAL, "pure_lesser_terminals")) == ({"chicken_hand": 1}, 1)


def test_pure_greater_terminals_hand_is_not_mixed_when_a_club_drops_pure_greater_terminals():
    # Mixed Greater Terminals is terminals and honours (8.1.3); with no honour and Pure Greater Terminals
    # switched off, the best of series 8.1 is Pure Lesser Terminals 50, with All Triplets 30, Two Concealed
    # Triplets 5 (111m, 999p) and Small Three Similar Triplets 30 (111m, 111p, pair 11s): 115.
    assert official("111m999p1s (999s) (111p) +1s", without(OFFICIAL, "pure_greater_terminals")) == (
        {"all_triplets": 1, "two_concealed_triplets": 1, "small_three_similar_triplets": 1, "pure_lesser_terminals": 1}, 115)


# --- Incidental bonuses (9.1) ------------------------------------------------------------------

def test_final_draw_is_not_final_discard_when_a_club_drops_final_draw():
    # Final Discard is a win on the last discard (9.1.2); drawing the last wall tile is Final Draw
    # (9.1.1). With Final Draw switched off the self-drawn hand keeps only All Sequences 5 and
    # Concealed Hand 5: 10.
    assert official("123m456p789s234s5z +5z self_drawn last_tile_in_wall", without(OFFICIAL, "final_draw")) == (
        {"all_sequences": 1, "concealed_hand": 1}, 10)


# --- Formal payoff at the threshold (§1 Payoff) -----------------------------------------------

WORTH_25 = "123m123m456p777z5s +5s"  # Concealed Hand 5 + Two Identical Sequences 10 + Value Honor 10 = 25


def test_formal_payoff_on_a_discard_worth_exactly_25_has_every_loser_pay_the_value():
    # "if V <= 25, each loser pays V": with the discarder unknown, every seat still pays 25 by name,
    # not as "the discarder" and "each other player".
    result = scored(WORTH_25)
    assert result.total == 25
    assert payments(result) == [("S", "E", 25), ("W", "E", 25), ("N", "E", 25)]


def test_same_round_immunity_does_not_apply_to_a_discard_worth_exactly_25():
    # Nobody is responsible for a hand of at most 25 (every loser pays V), so the earlier discarder of
    # the same tile changes nothing.
    result = scored(f"{WORTH_25} discarder=W same_tile_discarded_earlier")
    assert payments(result) == [("S", "E", 25), ("W", "E", 25), ("N", "E", 25)]


# --- Bonus tiles (option bonus_tiles, §2: the RA mod's values) -----------------------------------

def test_four_seasons_are_a_set_and_none_of_them_counts_again_as_a_loose_tile():
    # A set of four scores 10 a tile; a flower or season outside a set 4 (own seat) or 2. All four
    # seasons: 40, with All Sequences 5 and Concealed Hand 5: 50 (spring, East's own, is not added again).
    assert official("123m456p789s234s5z +5z 5f6f7f8f", bonus_tiles=True) == (
        {"all_sequences": 1, "concealed_hand": 1, "bonus_tile_set": 4}, 50)


# --- The 320 limit (§1 "Compound Limit Rule") --------------------------------------------------

EXACTLY_320 = "111z9m (333z) (777z) (222z) +9m last_tile_in_wall"


def test_patterns_adding_up_to_exactly_the_limit_are_not_capped():
    # Mixed One-Suit 40 + Value Honor 20 (East's own wind, Red) + Big Three Winds 120 + All Triplets 30 +
    # Mixed Greater Terminals 100 + Final Discard 10 = 320: at the limit, not over it, so nothing is capped
    # and no note says so.
    result = scored(EXACTLY_320)
    assert counts(result) == {"mixed_one_suit": 1, "value_honor": 2, "big_three_winds": 1, "all_triplets": 1,
                              "mixed_greater_terminals": 1, "final_discard": 1}
    assert (result.total, result.limited, result.notes) == (320, False, ())


def test_the_highest_of_two_patterns_above_the_limit_scores_alone():
    # Four kongs of ones and nines: Four Kong 480 (4.3.4) and Pure Greater Terminals 400 (8.1.4) are both
    # above 320; "score only that pattern": the higher, 480, alone.
    result = scored("1s (1111m) (9999m) (1111p) (9999p) +1s")
    assert (counts(result), result.total, result.limited) == ({"four_kong": 1}, 480, True)


# --- Extended (MJSE): Seven Shifted Pairs (9.1.2), Illegal Call (1.7) ------------------------------

EXTENDED = builtin_spec("zung-jung-extended")
_, _, extended = scorers(EXTENDED)


def test_seven_pairs_with_four_alike_are_not_seven_shifted_pairs():
    # 1111p 22p 33p 44p 55p 77p: seven pairs (four alike make two, MJSE 9.0), but not seven different
    # numbers in a row. Seven Pairs 30, Concealed Hand 5, Pure One-Suit 80: 115.
    assert extended("1111223344557p +7p") == ({"seven_pairs": 1, "concealed_hand": 1, "pure_one_suit": 1}, 115)


def test_seven_pairs_numbered_1_to_7_across_two_suits_are_not_seven_shifted_pairs():
    # 1m to 6m and 7p are seven numbers in a row, but Seven Shifted Pairs is one suit (9.1.2). The tiles
    # score best as 123m 123m 456m 456m 77p: Two Identical Chows Twice 60, All Chows 5, Concealed Hand 5: 70.
    assert extended("112233445566m7p +7p") == ({"two_identical_chows_twice": 1, "all_chows": 1, "concealed_hand": 1}, 70)


def test_a_club_that_switches_illegal_call_off_scores_the_hand_as_it_is():
    # With Illegal Call (1.7, -40) switched off, the flag has nothing to score: the complete hand keeps its
    # own patterns, All Chows 5 and Concealed Hand 5: 10.
    assert extended("123m456p789s234s5z +5z illegal_call", without(EXTENDED, "illegal_call")) == (
        {"all_chows": 1, "concealed_hand": 1}, 10)


def test_seven_shifted_pairs_from_2_to_8_when_a_club_drops_grand_chariot():
    # Seven Shifted Pairs is 1 to 7 "or 2 to 8" (9.1.2); the 2020 guide drops Grand Chariot (9.1.3), so a club
    # may too. Then 22-88p are Seven Shifted Pairs 320 with Pure One-Suit 80, All Simples 5 and Concealed
    # Hand 5: 410, capped at the 320 limit.
    result = scored("2233445566778p +8p", without(EXTENDED, "grand_chariot"))
    assert counts(result) == {"seven_shifted_pairs": 1, "pure_one_suit": 1, "all_simples": 1, "concealed_hand": 1}
    assert (result.total, result.limited) == (320, True)
