"""Chinese Official (MCR): the source's worked examples, each fan with a near miss, the
exclusions, the account-once principle, waits, situations, book values and settlement.

The source's examples name the fans a hand combines but show no tiles (the pictures are
lost), so each hand here is one built to have exactly the combination the source states;
where a hand cannot avoid a fan of its own (the wait, a self-draw), the comment says so.
"""

import pytest

from rules.engine.builtin import BUILTIN_RULE_SETS, builtin_spec
from tests.engine.scoring import scorers

SPEC = builtin_spec("mcr")


_, _, fans = scorers(SPEC)


# --------------------------------------------------------------------------- worked examples

WORKED = [
    # The Short Straight breakdown: 345s 678s, 345m 345s, 678m 678s; the other Short Straight
    # (345m 678m) is not counted, its chows having been used.
    pytest.param("(345m) 678m345s678s5p +5p",
                 {"all_simples": 1, "all_chows": 1, "short_straight": 1, "mixed_double_chow": 2, "single_wait": 1}, 8,
                 id="short-straight-breakdown"),
    pytest.param("(123m) 789m123s789s5s +5s",
                 {"all_chows": 1, "one_voided_suit": 1, "two_terminal_chows": 1, "mixed_double_chow": 2, "single_wait": 1}, 7,
                 id="two-terminal-chows-breakdown"),
    # Example 1: "Lower Three" is Lower Tiles.
    pytest.param("(111p) (111s) 1231231m +1m",
                 {"outside_hand": 1, "pure_double_chow": 1, "lower_tiles": 1, "tile_hog": 1, "double_pung": 1,
                  "pung_of_terminals_or_honors": 2}, 35, id="example-01"),
    pytest.param("(123m) (789m) 23p999p11z +1p",
                 {"outside_hand": 1, "mixed_double_chow": 1, "two_terminal_chows": 1, "pung_of_terminals_or_honors": 1,
                  "one_voided_suit": 1}, 8, id="example-02"),
    pytest.param("(123m) (234p) 45s456m88s +3s",
                 {"mixed_shifted_chows": 1, "all_chows": 1, "short_straight": 1}, 9, id="example-03"),
    pytest.param("(123m) 45p789s555z11z +6p", {"all_types": 1, "mixed_straight": 1, "dragon_pung": 1}, 16, id="example-04"),
    pytest.param("(123m) (123m) 45p789s55s +6p", {"mixed_straight": 1, "pure_double_chow": 1, "all_chows": 1}, 11,
                 id="example-05"),
    # Example 6's breakdown: 789p combines once (Mixed Double Chow with 789s), not also into a Short Straight with 456p.
    pytest.param("(123m) 456p789s789p5m +5m",
                 {"mixed_straight": 1, "all_chows": 1, "mixed_double_chow": 1, "single_wait": 1}, 12, id="example-06"),
    pytest.param("(123p) 23p345p888p99p +4p", {"reversible_tiles": 1, "full_flush": 1, "pure_shifted_chows": 1}, 48,
                 id="example-07"),
    pytest.param("(999p) (999s) (555z) 88s44s +8s",
                 {"reversible_tiles": 1, "all_pungs": 1, "dragon_pung": 1, "double_pung": 1,
                  "pung_of_terminals_or_honors": 2}, 20, id="example-08"),
    pytest.param("(234m) (234p) 234s56m44m +4m",
                 {"mixed_triple_chow": 1, "all_chows": 1, "tile_hog": 1, "all_simples": 1}, 14, id="example-09"),
    # Example 10's breakdown: 678p combines once (Pure Double Chow), not into two Mixed Double Chows.
    pytest.param("(678m) 678p678s678p9m +9m",
                 {"upper_four": 1, "mixed_triple_chow": 1, "all_chows": 1, "pure_double_chow": 1, "single_wait": 1}, 24,
                 id="example-10"),
    pytest.param("(222m) (333p) (444s) 333m1s +1s",
                 {"lower_four": 1, "mixed_shifted_pungs": 1, "all_pungs": 1, "double_pung": 1, "single_wait": 1}, 29,
                 id="example-11"),
    pytest.param("(777m) (888p) (999s) 78m88s +9m",
                 {"mixed_shifted_pungs": 1, "upper_tiles": 1, "tile_hog": 1, "pung_of_terminals_or_honors": 1}, 35,
                 id="example-12"),
    pytest.param("23p11z (345m) (789p) (678s) +4p", {"chicken_hand": 1}, 8, id="example-13"),
    pytest.param("147m258p36s12345z +6z", {"lesser_honors_and_knitted_tiles": 1}, 12, id="example-14"),
    pytest.param("(123m) 147m258p36s55s +9s", {"knitted_straight": 1, "all_chows": 1}, 14, id="example-15"),
    pytest.param("(111z) 147m258p69s55z +3s seat=S round=S",
                 {"knitted_straight": 1, "all_types": 1, "pung_of_terminals_or_honors": 1}, 19, id="example-16"),
    pytest.param("(666m) (888s) 678m67p99s +8p", {"upper_four": 1, "tile_hog": 1, "mixed_double_chow": 1}, 15,
                 id="example-17"),
    pytest.param("(678m) (678p) 678s67s99m +8s",
                 {"upper_four": 1, "mixed_triple_chow": 1, "pure_double_chow": 1, "all_chows": 1}, 23, id="example-18"),
    pytest.param("(234m) (234p) 234s23m11p +4m",
                 {"lower_four": 1, "mixed_triple_chow": 1, "pure_double_chow": 1, "all_chows": 1}, 23, id="example-19"),
    pytest.param("(222z) (333z) (444z) 11m99p +1m",
                 {"big_three_winds": 1, "all_terminals_and_honors": 1, "one_voided_suit": 1}, 45, id="example-20"),
    pytest.param("(222z) (333z) (444z) 23m55m +1m", {"big_three_winds": 1, "half_flush": 1}, 18, id="example-21"),
    pytest.param("(123s) (456s) 23s789s55s +1s",
                 {"pure_straight": 1, "full_flush": 1, "pure_double_chow": 1, "all_chows": 1}, 43, id="example-22"),
    pytest.param("(123m) (456m) 789m55p88p +5p", {"pure_straight": 1, "no_honors": 1, "one_voided_suit": 1}, 18,
                 id="example-23"),
    # The Pure Straight breakdown: 123s is used by the Pure Double Chow, so no Short Straight with 456s.
    pytest.param("(123s) 456s789s123s1z +1z",
                 {"pure_straight": 1, "half_flush": 1, "pure_double_chow": 1, "single_wait": 1}, 24,
                 id="pure-straight-breakdown"),
    pytest.param("(123m) (789m) 23p789p55s +1p", {"three_suited_terminal_chows": 1}, 16, id="example-24"),
    pytest.param("(123m) (234m) 345m23p66p +1p",
                 {"pure_shifted_chows": 1, "all_chows": 1, "mixed_double_chow": 1, "one_voided_suit": 1}, 20,
                 id="example-25"),
    pytest.param("(123m) (345m) 567m88p22s +8p", {"pure_shifted_chows": 1, "no_honors": 1}, 17, id="example-26"),
    pytest.param("(456m) (456p) 456s45m55m +6m",
                 {"all_fives": 1, "middle_tiles": 1, "mixed_triple_chow": 1, "tile_hog": 1, "pure_double_chow": 1,
                  "all_chows": 1}, 53, id="example-27"),
    pytest.param("(555m) (555p) 456m34s55s +5s", {"all_fives": 1, "tile_hog": 1, "double_pung": 1}, 20, id="example-28"),
    pytest.param("(222m) (222p) (222s) 23p33p +4p",
                 {"triple_pung": 1, "lower_four": 1, "tile_hog": 1, "all_simples": 1}, 32, id="example-29"),
    # Example 30: a hand of pungs with three concealed and one melded can only win on its pair (Single Wait).
    pytest.param("(222z) 111m999p555z9s +9s",
                 {"three_concealed_pungs": 1, "all_terminals_and_honors": 1, "all_types": 1, "dragon_pung": 1,
                  "single_wait": 1}, 57, id="example-30"),
    pytest.param("(789m) 222444666m5m +5m", {"three_concealed_pungs": 1, "full_flush": 1}, 40, id="example-31"),
    pytest.param("2222m3344m5566p8p +8p",
                 {"seven_pairs": 1, "tile_hog": 1, "all_simples": 1, "one_voided_suit": 1}, 29, id="example-32"),
    pytest.param("1111m99m11p99p11s9s +9s", {"seven_pairs": 1, "tile_hog": 1, "all_terminals": 1}, 90, id="example-33"),
    pytest.param("147m25p3s1234567z +8p", {"greater_honors_and_knitted_tiles": 1}, 24, id="example-34"),
    pytest.param("(222m) (222p) (444m) 44p66m +4p", {"all_even": 1, "double_pung": 2, "one_voided_suit": 1}, 29,
                 id="example-35"),
    pytest.param("(666s) (777s) (888s) 99s55s +9s",
                 {"full_flush": 1, "four_pure_shifted_pungs": 1, "pung_of_terminals_or_honors": 1}, 73, id="example-36"),
    # Examples 37 and 48: with three 1-2-3 chows melded every 1, 2 and 3 is in sight, so the
    # hand waits on its pair alone (or on the last tile of a kind): a Single Wait of its own.
    pytest.param("(123s) (123s) (123s) 123s4s +4s",
                 {"full_flush": 1, "quadruple_chow": 1, "lower_four": 1, "all_chows": 1, "single_wait": 1}, 87,
                 id="example-37"),
    pytest.param("(456m) (456m) (456m) 45p55p +6p",
                 {"pure_triple_chow": 1, "middle_tiles": 1, "all_fives": 1, "all_chows": 1, "mixed_double_chow": 1,
                  "one_voided_suit": 1}, 68, id="example-38"),
    pytest.param("(222m) (333m) (444m) 22p33p +2p",
                 {"pure_shifted_pungs": 1, "lower_four": 1, "all_pungs": 1, "all_simples": 1, "double_pung": 1,
                  "one_voided_suit": 1}, 47, id="example-39"),
    pytest.param("(777m) (777p) (999m) 88p88s +8p",
                 {"upper_tiles": 1, "double_pung": 1, "all_pungs": 1, "pung_of_terminals_or_honors": 1}, 33,
                 id="example-40"),
    pytest.param("(888m) (888p) (789m) 78s77p +9s",
                 {"upper_tiles": 1, "mixed_double_chow": 1, "double_pung": 1, "tile_hog": 1}, 29, id="example-41"),
    pytest.param("(444m) (555m) 666m45m55p +6m",
                 {"middle_tiles": 1, "pure_shifted_pungs": 1, "tile_hog": 3, "one_voided_suit": 1}, 55, id="example-42"),
    pytest.param("(123m) (123p) (123s) 23m22m +1m",
                 {"lower_tiles": 1, "mixed_triple_chow": 1, "all_chows": 1, "tile_hog": 1, "pure_double_chow": 1}, 37,
                 id="example-43"),
    pytest.param("(123s) (234s) (345s) 56s99s +4s", {"four_shifted_chows": 1, "full_flush": 1, "all_chows": 1}, 58,
                 id="example-44"),
    pytest.param("(123m) (345m) (567m) 78m55p +9m", {"four_shifted_chows": 1, "all_chows": 1, "one_voided_suit": 1}, 35,
                 id="example-45"),
    # Example 46 names Four Pure Shifted Pungs beside All Pungs and Double Pung, which the source
    # itself rules out (Example 36; a fourth shifted pung leaves no room for a Double Pung): the
    # hand it describes has three shifted pungs, so Pure Shifted Pungs.
    pytest.param("(2222m) (3333m) (4444m) 22p33p +2p",
                 {"three_kongs": 1, "pure_shifted_pungs": 1, "all_pungs": 1, "double_pung": 1, "one_voided_suit": 1,
                  "all_simples": 1, "lower_four": 1}, 79, id="example-46"),
    pytest.param("(111m) (111p) (999s) 22z55z +2z", {"all_terminals_and_honors": 1, "all_types": 1, "double_pung": 1}, 40,
                 id="example-47"),
    pytest.param("(123m) (123m) (123m) 123m4m +4m",
                 {"quadruple_chow": 1, "full_flush": 1, "lower_four": 1, "all_chows": 1, "single_wait": 1}, 87,
                 id="example-48"),
    pytest.param("(111p) (222p) (333p) 44p22s +4p",
                 {"four_pure_shifted_pungs": 1, "lower_four": 1, "reversible_tiles": 1, "pung_of_terminals_or_honors": 1},
                 69, id="example-49"),
    pytest.param("(111m) (999m) (111p) 99p11s +9p", {"all_terminals": 1}, 64, id="example-50"),
    pytest.param("(111z) (222z) (333z) 23m44z +1m seat=N round=N",
                 {"little_four_winds": 1, "outside_hand": 1, "half_flush": 1}, 74, id="example-51"),
    pytest.param("(555z) (666z) (111m) 99m77z +9m",
                 {"little_three_dragons": 1, "all_terminals_and_honors": 1, "half_flush": 1}, 102, id="example-52"),
    pytest.param("(555z) (666z) (999p) 23m77z +1m",
                 {"little_three_dragons": 1, "outside_hand": 1, "one_voided_suit": 1, "pung_of_terminals_or_honors": 1},
                 70, id="example-53"),
    pytest.param("(555z) (666z) (222z) 33z11z +3z seat=N round=N", {"all_honors": 1, "two_dragons": 1}, 70,
                 id="example-54"),
    pytest.param("222m333p444s333m2s +2s",
                 {"four_concealed_pungs": 1, "mixed_shifted_pungs": 1, "lower_four": 1, "double_pung": 1,
                  "all_simples": 1}, 88, id="example-55"),
    pytest.param("(123s) 1237895578s +9s", {"pure_terminal_chows": 1}, 64, id="example-56"),
    pytest.param("(111z) (222z) (333z) 44z55z +4z", {"big_four_winds": 1, "all_honors": 1}, 152, id="example-57"),
    pytest.param("(111z) (222z) (333z) 44z99m +4z",
                 {"big_four_winds": 1, "all_terminals_and_honors": 1, "half_flush": 1}, 126, id="example-58"),
    pytest.param("(555z) (666z) (777z) 11m99p +1m",
                 {"big_three_dragons": 1, "all_terminals_and_honors": 1, "one_voided_suit": 1}, 121, id="example-59"),
    pytest.param("(555z) (666z) (777z) 23m55m +1m", {"big_three_dragons": 1, "half_flush": 1}, 94, id="example-60"),
    # Example 61 lists only Pure Double Chow, but the source's text says All Green combines with
    # Half Flush (and with Full Flush without the green dragon), and every All Green hand is one
    # or the other: the text is followed.
    pytest.param("(234s) (234s) (888s) 66s66z +6s", {"all_green": 1, "half_flush": 1, "pure_double_chow": 1}, 95,
                 id="example-61"),
    pytest.param("(222s) (333s) (444s) 88s66s +8s",
                 {"all_green": 1, "full_flush": 1, "all_pungs": 1, "pure_shifted_pungs": 1, "all_simples": 1}, 144,
                 id="example-62"),
    # Example 63: the 1-1-1 and 9-9-9 stay concealed pungs when the pair is completed.
    pytest.param("1112345678999m +5m", {"nine_gates": 1, "two_concealed_pungs": 1}, 90, id="example-63"),
    pytest.param("[2222m] (5555p) (7777s) (2222z) 5z +5z",
                 {"four_kongs": 1, "all_types": 1, "pung_of_terminals_or_honors": 1}, 95, id="example-64"),
    pytest.param("[1111m] (2222p) (3333s) (1111p) 4s +4s",
                 {"four_kongs": 1, "mixed_shifted_pungs": 1, "double_pung": 1, "lower_four": 1,
                  "pung_of_terminals_or_honors": 2}, 112, id="example-65"),
    pytest.param("1122334455667s +7s", {"seven_shifted_pairs": 1}, 88, id="example-66"),
    pytest.param("19m19p19s1234567z +1m", {"thirteen_orphans": 1}, 88, id="example-67"),
]


@pytest.mark.parametrize("line, expected, total", WORKED)
def test_worked_example_of_the_source(line, expected, total):
    assert fans(line) == (expected, total)


# --------------------------------------------------------------------------- every fan: has it / near miss

def test_the_table_has_every_fan_of_the_source_with_its_value():
    by_value = {}
    for p in BUILTIN_RULE_SETS["mcr"].patterns:
        by_value.setdefault(p.value, []).append(p.key)
        assert p.chinese and p.description and p.example, p.key
    # The source's counts per value (13 one-point hands counting Flower Tiles).
    assert {v: len(k) for v, k in by_value.items()} == {
        88: 7, 64: 6, 48: 2, 32: 3, 24: 9, 16: 6, 12: 5, 8: 10, 6: 7, 4: 4, 2: 10, 1: 13}
    assert SPEC.minimum == 8


# Near misses worked in full: each hand is one tile or one condition away from the fan of its
# id, with every fan it does score and its total (values from chinese-official-mcr-fans.txt).
# A concealed kong counts as a concealed pung (Two Concealed Pungs: pungs made without claiming).
NEAR_MISS_MAPS = [
    # 333m, not a pung of 4, 5 or 6: Mixed Triple Chow 8 (456 in each suit), All Simples 2,
    # Concealed Hand 2; 556s waits on 4s, 6s and 7s, no wait fan: 12.
    pytest.param("middle_tiles", "456m456p56s333m55s +4s",
                 {"mixed_triple_chow": 1, "all_simples": 1, "concealed_hand": 1}, 12, id="middle_tiles"),
    # ---- the 88- and 64-point fans
    # Three wind pungs and a pair of North, the white dragons made a pung on the 5z: Little Four
    # Winds 64 (Big Three Winds implied), All Honors 64 (All Pungs, All Terminals and Honors,
    # Outside Hand and the winds' Pung of Terminals or Honors implied), Dragon Pung 2, Prevalent
    # Wind 2 and Seat Wind 2 (East, which Little Four Winds combines with): 134.
    pytest.param("big_four_winds", "(111z) (222z) (333z) 44z55z +5z",
                 {"little_four_winds": 1, "all_honors": 1, "dragon_pung": 1, "prevalent_wind": 1, "seat_wind": 1}, 134,
                 id="big_four_winds"),
    # Two dragon pungs and a pair of red: Little Three Dragons 64 (Dragon Pung, Two Dragons
    # implied), Pung of Terminals or Honors 1 (999p), One Voided Suit 1; 7z/9p is a two-tile wait: 66.
    pytest.param("big_three_dragons", "(555z) (666z) 234m77z99p +9p",
                 {"little_three_dragons": 1, "pung_of_terminals_or_honors": 1, "one_voided_suit": 1}, 66,
                 id="big_three_dragons"),
    # A red dragon pair, not green: Half Flush 6, Pure Double Chow 1 (234s twice), Two Concealed
    # Pungs 2 (666s, 888s), Concealed Hand 2, Single Wait 1: 12.
    pytest.param("all_green", "223344666888s7z +7z",
                 {"half_flush": 1, "pure_double_chow": 1, "two_concealed_pungs": 1, "concealed_hand": 1,
                  "single_wait": 1}, 12, id="all_green"),
    # 1-1-1 melded, so not concealed: 111m 234m 678m 999m 55m. Full Flush 24, Pung of Terminals or
    # Honors 2 (111m, 999m); 2345678999 waits on many tiles: 26.
    pytest.param("nine_gates", "(111m) 2345678999m +5m",
                 {"full_flush": 1, "pung_of_terminals_or_honors": 2}, 26, id="nine_gates"),
    # Three kongs and a melded pung of North: Three Kongs 32 (the kong fans implied), Mixed Shifted
    # Pungs 8 (1m 2p 3s), All Pungs 6, All Types 6, Pung of Terminals or Honors 2 (1111m, 444z),
    # Single Wait 1 (four kongs would imply it, three do not): 55.
    pytest.param("four_kongs", "[1111m] (2222p) (3333s) (444z) 5z +5z",
                 {"three_kongs": 1, "mixed_shifted_pungs": 1, "all_pungs": 1, "all_types": 1,
                  "pung_of_terminals_or_honors": 2, "single_wait": 1}, 55, id="four_kongs"),
    # 8p missing, 9p in its place: Seven Pairs 24 and Full Flush 24 (48) beat the reading
    # 234 234 567 567 99 as chows (Full Flush 24, All Chows 2, Pure Double Chow 2, Short Straight 1,
    # Concealed Hand 2, Single Wait 1: 32).
    pytest.param("seven_shifted_pairs", "2233445566779p +9p", {"seven_pairs": 1, "full_flush": 1}, 48,
                 id="seven_shifted_pairs"),
    # Seven pairs of terminals and honours, not the thirteen kinds: Seven Pairs 24, All Terminals
    # and Honors 32: 56.
    pytest.param("thirteen_orphans", "1199m1199p11s112z +2z", {"seven_pairs": 1, "all_terminals_and_honors": 1}, 56,
                 id="thirteen_orphans"),
    # A pair of East among the terminals: All Terminals and Honors 32 (All Pungs, Pung of Terminals
    # or Honors implied), Double Pung 2 x 2 (111m-111p, 999m-999p), One Voided Suit 1; 9p/1z
    # waits on two tiles: 37.
    pytest.param("all_terminals", "(111m) (999m) (111p) 99p11z +9p",
                 {"all_terminals_and_honors": 1, "double_pung": 2, "one_voided_suit": 1}, 37, id="all_terminals"),
    # A white dragon pair in place of the fourth wind: Big Three Winds 12, Prevalent Wind 2, Seat
    # Wind 2 (East), no Pung of Terminals or Honors for the winds (Example 21), Half Flush 6,
    # Outside Hand 4, Single Wait 1: 27.
    pytest.param("little_four_winds", "(111z) (222z) (333z) 123m5z +5z",
                 {"big_three_winds": 1, "prevalent_wind": 1, "seat_wind": 1, "half_flush": 1, "outside_hand": 1,
                  "single_wait": 1}, 27, id="little_four_winds"),
    # A pair of East in place of the third dragon: Two Dragons 6 (Dragon Pung implied), Half Flush
    # 6, Outside Hand 4, Two Terminal Chows 1, Single Wait 1: 18.
    pytest.param("little_three_dragons", "(555z) (666z) 123m789m1z +1z",
                 {"two_dragons": 1, "half_flush": 1, "outside_hand": 1, "two_terminal_chows": 1, "single_wait": 1}, 18,
                 id="little_three_dragons"),
    # A 9m pair among the honours: All Terminals and Honors 32 (All Pungs, Outside Hand, South's
    # Pung of Terminals or Honors implied), Two Dragons 6, Half Flush 6, Prevalent Wind 2, Seat
    # Wind 2, Single Wait 1: 49.
    pytest.param("all_honors", "(111z) (555z) (666z) 222z9m +9m",
                 {"all_terminals_and_honors": 1, "two_dragons": 1, "half_flush": 1, "prevalent_wind": 1,
                  "seat_wind": 1, "single_wait": 1}, 49, id="all_honors"),
    # 111m melded: Three Concealed Pungs 16 (Two Concealed Pungs implied), Mixed Shifted Pungs 8
    # (1m 2p 3s), All Pungs 6, Pung of Terminals or Honors 1, No Honors 1, Single Wait 1: 33.
    pytest.param("four_concealed_pungs", "(111m) 222p333s555m9s +9s",
                 {"three_concealed_pungs": 1, "mixed_shifted_pungs": 1, "all_pungs": 1,
                  "pung_of_terminals_or_honors": 1, "no_honors": 1, "single_wait": 1}, 33, id="four_concealed_pungs"),
    # The pair 5m, not 5s (and 123s melded): All Chows 2, One Voided Suit 1, Pure Double Chow 2
    # (123s twice, 789s twice), Two Terminal Chows 1 (once: the other two pairings reuse combined
    # chows), Single Wait 1: 7.
    pytest.param("pure_terminal_chows", "(123s) 123789789s5m +5m",
                 {"all_chows": 1, "one_voided_suit": 1, "pure_double_chow": 2, "two_terminal_chows": 1,
                  "single_wait": 1}, 7, id="pure_terminal_chows"),
    # ---- the 48- to 24-point fans
    # The fourth chow 2-3-4, not 1-2-3: Full Flush 24, Pure Triple Chow 24 (Pure Double Chow
    # implied; 234s pairs with none of the 123s), Lower Four 12, All Chows 2, Tile Hog 2 x 2 (2s, 3s);
    # 2344 waits on 1s (one still unseen) and 4s: 66.
    pytest.param("quadruple_chow", "(123s) (123s) (123s) 234s4s +4s",
                 {"full_flush": 1, "pure_triple_chow": 1, "lower_four": 1, "all_chows": 1, "tile_hog": 2}, 66,
                 id="quadruple_chow"),
    # A pung of 5p, not 4p: Pure Shifted Pungs 24, Reversible Tiles 8 (1235p, 2s; One Voided Suit
    # implied), All Pungs 6, Pung of Terminals or Honors 1, No Honors 1; 5p/2s waits on two tiles: 40.
    pytest.param("four_pure_shifted_pungs", "(111p) (222p) (333p) 55p22s +5p",
                 {"pure_shifted_pungs": 1, "reversible_tiles": 1, "all_pungs": 1, "pung_of_terminals_or_honors": 1,
                  "no_honors": 1}, 40,
                 id="four_pure_shifted_pungs"),
    # 567s, not 456s: Full Flush 24, Pure Shifted Chows 16, Short Straight 1 (the fourth chow once
    # with one of the three), All Chows 2; 67 waits on 5s and 8s: 43.
    pytest.param("four_shifted_chows", "(123s) (234s) (345s) 67s99s +5s",
                 {"full_flush": 1, "pure_shifted_chows": 1, "short_straight": 1, "all_chows": 1}, 43,
                 id="four_shifted_chows"),
    # Two kongs and a pung: Two Melded Kongs 4 (Melded Kong implied), Mixed Shifted Pungs 8,
    # Pung of Terminals or Honors 1 (1111m), Single Wait 1: 14.
    pytest.param("three_kongs", "(1111m) (2222p) (333s) 456m7z +7z",
                 {"two_melded_kongs": 1, "mixed_shifted_pungs": 1, "pung_of_terminals_or_honors": 1,
                  "single_wait": 1}, 14, id="three_kongs"),
    # 1-2-3 chow (2 and 3 are no terminals): Outside Hand 4, Prevalent Wind 2, Seat Wind 2 (111z),
    # Pung of Terminals or Honors 2 (111m, 999p), Tile Hog 2 (1m: 111m and 123m), One Voided Suit 1,
    # Edge Wait 1: 14.
    pytest.param("all_terminals_and_honors", "(111m) (999p) (111z) 12m55z +3m",
                 {"outside_hand": 1, "prevalent_wind": 1, "seat_wind": 1, "pung_of_terminals_or_honors": 2,
                  "tile_hog": 1, "one_voided_suit": 1, "edge_wait": 1}, 14, id="all_terminals_and_honors"),
    # Six honours, not seven, self-drawn: Lesser Honors and Knitted Tiles 12 and Fully Concealed
    # Hand 4 (the source: "Fully Concealed may be combined if Self-Drawn"): 16.
    pytest.param("greater_honors_and_knitted_tiles", "147m258p36s12345z +6z self_drawn",
                 {"lesser_honors_and_knitted_tiles": 1, "fully_concealed_hand": 1}, 16,
                 id="greater_honors_and_knitted_tiles"),
    # A pair of 5m: All Pungs 6, All Simples 2, Double Pung 2 x 2 (222m-222p, 444m-444p), One
    # Voided Suit 1; 4p/5m waits on two tiles: 13.
    pytest.param("all_even", "(222m) (222p) (444m) 44p55m +4p",
                 {"all_pungs": 1, "all_simples": 1, "double_pung": 2, "one_voided_suit": 1}, 13, id="all_even"),
    # A pung of white dragons and a pair of East (a hand whose wait is plainly single, in place of
    # 123456789m111z5m +5m, whose 4-5-5-6 is the wait below): Half Flush 6, Pure Straight 16,
    # Dragon Pung 2, Concealed Hand 2, Single Wait 1: 27.
    pytest.param("full_flush", "123456789m555z1z +1z",
                 {"half_flush": 1, "pure_straight": 1, "dragon_pung": 1, "concealed_hand": 1, "single_wait": 1}, 27,
                 id="full_flush"),
    # The third 1-2-3 in dots: Pure Double Chow 1 (123m twice), Mixed Double Chow 1 (123m-123p,
    # once: 123p makes it with one 123m only), Short Straight 1 (123p-456p), All Chows 2, Single
    # Wait 1: 6.
    pytest.param("pure_triple_chow", "(123m) (123m) 123p456p7s +7s",
                 {"pure_double_chow": 1, "mixed_double_chow": 1, "short_straight": 1, "all_chows": 1,
                  "single_wait": 1}, 6, id="pure_triple_chow"),
    # 555m, not 444m: All Simples 2, Single Wait 1: 3.
    pytest.param("pure_shifted_pungs", "(222m) (333m) (555m) 567p8s +8s", {"all_simples": 1, "single_wait": 1}, 3,
                 id="pure_shifted_pungs"),
    # 666m, not 777m: Upper Four 12, Mixed Double Chow 1, Two Concealed Pungs 2 (666m, 999s),
    # Pung of Terminals or Honors 1 (999s), Tile Hog 2 (9s), Concealed Hand 2; 6668m waits on 7m
    # and 8m: 20.
    pytest.param("upper_tiles", "666m789p789s999s8m +8m",
                 {"upper_four": 1, "mixed_double_chow": 1, "two_concealed_pungs": 1, "pung_of_terminals_or_honors": 1,
                  "tile_hog": 1, "concealed_hand": 1}, 20, id="upper_tiles"),
    # 444s, not 111s to 333s: Lower Four 12, Mixed Double Chow 1, Two Concealed Pungs 2 (111m,
    # 444s), Pung of Terminals or Honors 1 (111m), Tile Hog 2 (4s), Concealed Hand 2; 1113m waits
    # on 2m and 3m: 20.
    pytest.param("lower_tiles", "111m234p234s444s3m +3m",
                 {"lower_four": 1, "mixed_double_chow": 1, "two_concealed_pungs": 1, "pung_of_terminals_or_honors": 1,
                  "tile_hog": 1, "concealed_hand": 1}, 20, id="lower_tiles"),
    # ---- the 16- to 8-point fans
    # 7-8-9 in dots: Short Straight 1 (123m-456m), Mixed Double Chow 1 (123m-123p), Two Terminal
    # Chows 1 (123p-789p), each chow joining the others once, All Chows 2, Concealed Hand 2,
    # Single Wait 1: 8.
    pytest.param("pure_straight", "123456m789p123p5s +5s",
                 {"short_straight": 1, "mixed_double_chow": 1, "two_terminal_chows": 1, "all_chows": 1,
                  "concealed_hand": 1, "single_wait": 1}, 8, id="pure_straight"),
    # The pair of fives in dots, a suit of the chows: as the source's Two Terminal Chows breakdown,
    # Two Terminal Chows 1 (123p-789p) and Mixed Double Chow 2 (123m-123p, 789m-789p), the other
    # Two Terminal Chows not counted; All Chows 2, One Voided Suit 1; 23p waits on 1p and 4p: 6.
    pytest.param("three_suited_terminal_chows", "(123m) (789m) 23p789p55p +1p",
                 {"two_terminal_chows": 1, "mixed_double_chow": 2, "all_chows": 1, "one_voided_suit": 1}, 6,
                 id="three_suited_terminal_chows"),
    # 123m 234m 456m, steps of one then two: Short Straight 1 (123m-456m), All Chows 2, Single Wait 1: 4.
    pytest.param("pure_shifted_chows", "(123m) (234m) 456m678p9s +9s",
                 {"short_straight": 1, "all_chows": 1, "single_wait": 1}, 4, id="pure_shifted_chows"),
    # A pair of 6p, no five: Mixed Shifted Chows 6 (345m 456p 567s), All Simples 2, Tile Hog 2
    # (5m: 345m and 555m), Concealed Hand 2; 4566p waits on 3p and 6p: 12.
    pytest.param("all_fives", "345m456p567s555m6p +6p",
                 {"mixed_shifted_chows": 1, "all_simples": 1, "tile_hog": 1, "concealed_hand": 1}, 12, id="all_fives"),
    # 333s, not 222s: Double Pung 2 (222m-222p), No Honors 1, Single Wait 1: 4.
    pytest.param("triple_pung", "(222m) (222p) 333s456m9s +9s", {"double_pung": 1, "no_honors": 1, "single_wait": 1}, 4,
                 id="triple_pung"),
    # 111m melded: Two Concealed Pungs 2 (222p, 333s), Mixed Shifted Pungs 8 (1m 2p 3s), Pung of
    # Terminals or Honors 1, No Honors 1, Single Wait 1: 13.
    pytest.param("three_concealed_pungs", "(111m) 222p333s456m9p +9p",
                 {"two_concealed_pungs": 1, "mixed_shifted_pungs": 1, "pung_of_terminals_or_honors": 1, "no_honors": 1,
                  "single_wait": 1}, 13, id="three_concealed_pungs"),
    # A chow and a dragon pair beside the knitted straight, not single tiles: Knitted Straight 12,
    # Concealed Hand 2, Single Wait 1: 15.
    pytest.param("lesser_honors_and_knitted_tiles", "147m258p369s123s5z +5z",
                 {"knitted_straight": 1, "concealed_hand": 1, "single_wait": 1}, 15,
                 id="lesser_honors_and_knitted_tiles"),
    # 7m missing from 1-4-7, a sixth honour in its place: Lesser Honors and Knitted Tiles 12
    # (Concealed Hand and Single Wait not added): 12.
    pytest.param("knitted_straight", "14m258p369s12345z +6z", {"lesser_honors_and_knitted_tiles": 1}, 12,
                 id="knitted_straight"),
    # 555m melded: Mixed Double Chow 1 (789p-789s), Pung of Terminals or Honors 1 (999s), Tile Hog 2
    # (9s: 789s and 999s), No Honors 1, Single Wait 1: 6.
    pytest.param("upper_four", "(555m) 789p789s999s8m +8m",
                 {"mixed_double_chow": 1, "pung_of_terminals_or_honors": 1, "tile_hog": 1, "no_honors": 1,
                  "single_wait": 1}, 6, id="upper_four"),
    # 555m melded: Mixed Double Chow 1 (234p-234s), Tile Hog 2 (4s: 234s and 444s), All Simples 2,
    # Single Wait 1: 6.
    pytest.param("lower_four", "(555m) 234p234s444s3m +3m",
                 {"mixed_double_chow": 1, "tile_hog": 1, "all_simples": 1, "single_wait": 1}, 6, id="lower_four"),
    # Two wind pungs: Prevalent Wind 2, Seat Wind 2 (111z), Pung of Terminals or Honors 1 (222z,
    # South, neither the seat's nor the round's), Single Wait 1: 6.
    pytest.param("big_three_winds", "(111z) (222z) 456m789p9s +9s",
                 {"prevalent_wind": 1, "seat_wind": 1, "pung_of_terminals_or_honors": 1, "single_wait": 1}, 6,
                 id="big_three_winds"),
    # A green dragon pair, not white: Two Concealed Pungs 2 (888s, 999p), Pung of Terminals or
    # Honors 1 (999p), One Voided Suit 1, Concealed Hand 2, Single Wait 1: 7.
    pytest.param("reversible_tiles", "123p456s888s999p6z +6z",
                 {"two_concealed_pungs": 1, "pung_of_terminals_or_honors": 1, "one_voided_suit": 1,
                  "concealed_hand": 1, "single_wait": 1}, 7, id="reversible_tiles"),
    # 234s, not 123s: Mixed Double Chow 1 (123m-123p), Dragon Pung 2, Concealed Hand 2, Single Wait 1: 6.
    pytest.param("mixed_triple_chow", "123m123p234s555z9s +9s",
                 {"mixed_double_chow": 1, "dragon_pung": 1, "concealed_hand": 1, "single_wait": 1}, 6,
                 id="mixed_triple_chow"),
    # 444s, not 333s: Pung of Terminals or Honors 1 (111m), No Honors 1, Single Wait 1: 3.
    pytest.param("mixed_shifted_pungs", "(111m) (222p) 444s567m9s +9s",
                 {"pung_of_terminals_or_honors": 1, "no_honors": 1, "single_wait": 1}, 3, id="mixed_shifted_pungs"),
    # Example 13's hand self-drawn: Self-Drawn 1, so no Chicken Hand (a fan scores): 1.
    pytest.param("chicken_hand", "23p11z (345m) (789p) (678s) +4p self_drawn", {"self_drawn": 1}, 1,
                 id="chicken_hand"),
    # ---- the 6- to 2-point fans
    # 345s, a chow: Dragon Pung 2, Pung of Terminals or Honors 1 (111m), Single Wait 1: 4.
    pytest.param("all_pungs", "(111m) (222p) (345s) 555z9s +9s",
                 {"dragon_pung": 1, "pung_of_terminals_or_honors": 1, "single_wait": 1}, 4, id="all_pungs"),
    # No honour: 11m 123m 222m 456m 789m. Full Flush 24, Pure Straight 16, Tile Hog 2 (2m),
    # Concealed Hand 2; the hand waits on many tiles: 44.
    pytest.param("half_flush", "1234567891122m +2m",
                 {"full_flush": 1, "pure_straight": 1, "tile_hog": 1, "concealed_hand": 1}, 44, id="half_flush"),
    # 456s, not 345s: Dragon Pung 2, Concealed Hand 2, Single Wait 1: 5.
    pytest.param("mixed_shifted_chows", "123m234p456s555z9s +9s",
                 {"dragon_pung": 1, "concealed_hand": 1, "single_wait": 1}, 5, id="mixed_shifted_chows"),
    # A wind but no dragon: Mixed Straight 8, Prevalent Wind 2, Seat Wind 2 (111z), Concealed Hand
    # 2; 7-8-9-9 waits on 6s and 9s, so no wait fan: 14.
    pytest.param("all_types", "123m456p789s111z9s +9s",
                 {"mixed_straight": 1, "prevalent_wind": 1, "seat_wind": 1, "concealed_hand": 1}, 14, id="all_types"),
    # The pair self-drawn: Mixed Straight 8, All Types 6, Prevalent Wind 2, Seat Wind 2, Self-Drawn
    # 1, Single Wait 1: 20.
    pytest.param("melded_hand", "(123m) (456p) (789s) (111z) 5z +5z self_drawn",
                 {"mixed_straight": 1, "all_types": 1, "prevalent_wind": 1, "seat_wind": 1, "self_drawn": 1,
                  "single_wait": 1}, 20, id="melded_hand"),
    # One dragon pung, the other dragon the pair: Dragon Pung 2, Pung of Terminals or Honors 1
    # (999s), Two Concealed Pungs 2 (555z, 999s), Concealed Hand 2, Single Wait 1: 8.
    pytest.param("two_dragons", "555z123m456p999s6z +6z",
                 {"dragon_pung": 1, "pung_of_terminals_or_honors": 1, "two_concealed_pungs": 1, "concealed_hand": 1,
                  "single_wait": 1}, 8, id="two_dragons"),
    # Both kongs melded: Two Melded Kongs 4, Dragon Pung 2, Pung of Terminals or Honors 1 (1111m),
    # Single Wait 1: 8.
    pytest.param("one_melded_and_one_concealed_kong", "(1111m) (2222p) 456s777z9m +9m",
                 {"two_melded_kongs": 1, "dragon_pung": 1, "pung_of_terminals_or_honors": 1, "single_wait": 1}, 8,
                 id="one_melded_and_one_concealed_kong"),
    # A pair of 5m: Prevalent Wind 2, Seat Wind 2 (111z), Two Concealed Pungs 2 (999s, 111z), Pung
    # of Terminals or Honors 1 (999s), Concealed Hand 2, Single Wait 1: 10.
    pytest.param("outside_hand", "123m789p999s111z5m +5m",
                 {"prevalent_wind": 1, "seat_wind": 1, "two_concealed_pungs": 1, "pung_of_terminals_or_honors": 1,
                  "concealed_hand": 1, "single_wait": 1}, 10, id="outside_hand"),
    # Self-drawn with 123m melded: Mixed Straight 8, Dragon Pung 2, Self-Drawn 1, Single Wait 1: 12.
    pytest.param("fully_concealed_hand", "(123m) 456p789s555z9m +9m self_drawn",
                 {"mixed_straight": 1, "dragon_pung": 1, "self_drawn": 1, "single_wait": 1}, 12,
                 id="fully_concealed_hand"),
    # The kong melded: Melded Kong 1, Short Straight 1 (456s-789s), No Honors 1, Single Wait 1: 4.
    pytest.param("concealed_kong", "(2222m) 123p456s789s9m +9m",
                 {"melded_kong": 1, "short_straight": 1, "no_honors": 1, "single_wait": 1}, 4, id="concealed_kong"),
    # 1-2-3-4 waits on 1m and 4m; won on the 1m (11m 234m), so no Mixed Straight either:
    # Dragon Pung 2, Concealed Hand 2: 4.
    pytest.param("single_wait", "1234m456p789s555z +1m", {"dragon_pung": 1, "concealed_hand": 1}, 4,
                 id="single_wait"),
    # ---- the situations, the waits, the kongs and the other fans worked first
    # Won on a discard, no flower: Mixed Straight 8, Dragon Pung 2, Concealed Hand 2, Single Wait 1.
    pytest.param("flower_tiles", "123m456p789s555z9m +9m",
                 {"mixed_straight": 1, "dragon_pung": 1, "concealed_hand": 1, "single_wait": 1}, 13,
                 id="flower_tiles"),
    # Self-drawn but not the wall's last tile: Fully Concealed Hand 4 in place of Concealed Hand.
    pytest.param("last_tile_draw", "123m456p789s555z9m +9m self_drawn",
                 {"mixed_straight": 1, "dragon_pung": 1, "fully_concealed_hand": 1, "single_wait": 1}, 15,
                 id="last_tile_draw"),
    # The wall's last tile drawn, not claimed: Last Tile Draw 8 (Self-drawn not added).
    pytest.param("last_tile_claim", "123m456p789s555z9m +9m self_drawn last_tile_in_wall",
                 {"mixed_straight": 1, "dragon_pung": 1, "fully_concealed_hand": 1, "single_wait": 1,
                  "last_tile_draw": 1}, 23, id="last_tile_claim"),
    # Drawn from the wall after a concealed kong, but not as its replacement:
    # Concealed Kong 2, Two Concealed Pungs 2 (1111m, 555z), Dragon Pung 2, Pung of Terminals 1,
    # Fully Concealed Hand 4, Single Wait 1.
    pytest.param("out_with_replacement_tile", "[1111m] 456p789s555z9m +9m self_drawn",
                 {"concealed_kong": 1, "two_concealed_pungs": 1, "dragon_pung": 1,
                  "pung_of_terminals_or_honors": 1, "fully_concealed_hand": 1, "single_wait": 1}, 12,
                 id="out_with_replacement_tile"),
    # The 2m on an ordinary discard: Mixed Straight 8, Dragon Pung 2, Concealed Hand 2, Closed Wait 1.
    pytest.param("robbing_the_kong", "13m456p789s555z99m +2m",
                 {"mixed_straight": 1, "dragon_pung": 1, "concealed_hand": 1, "closed_wait": 1}, 13,
                 id="robbing_the_kong"),
    # The last 2m, but robbed from a kong: Robbing the Kong 8, Last Tile not added.
    pytest.param("last_tile", "13m456p789s555z99m +2m robbing_kong last_of_kind",
                 {"mixed_straight": 1, "dragon_pung": 1, "concealed_hand": 1, "closed_wait": 1,
                  "robbing_the_kong": 1}, 21, id="last_tile"),
    # 1-2-2-2 waits on 1m and 3m, a combined wait: no Edge Wait. 8 + 2 + 2.
    pytest.param("edge_wait", "1222m456p789s555z +3m",
                 {"mixed_straight": 1, "dragon_pung": 1, "concealed_hand": 1}, 12, id="edge_wait"),
    # 1-3-3-3 waits on 1m and 2m, a combined wait: no Closed Wait. 8 + 2 + 2.
    pytest.param("closed_wait", "1333m456p789s555z +2m",
                 {"mixed_straight": 1, "dragon_pung": 1, "concealed_hand": 1}, 12, id="closed_wait"),
    # One kong melded, one concealed: One Melded and One Concealed Kong 6, Two Concealed Pungs 2
    # (2222p, 777z), Dragon Pung 2, Pung of Terminals 1 (1111m), Single Wait 1.
    pytest.param("two_concealed_kongs", "(1111m) [2222p] 456s777z9m +9m",
                 {"one_melded_and_one_concealed_kong": 1, "two_concealed_pungs": 1, "dragon_pung": 1,
                  "pung_of_terminals_or_honors": 1, "single_wait": 1}, 12, id="two_concealed_kongs"),
    pytest.param("two_melded_kongs", "[1111m] (2222p) 456s777z9m +9m",
                 {"one_melded_and_one_concealed_kong": 1, "two_concealed_pungs": 1, "dragon_pung": 1,
                  "pung_of_terminals_or_honors": 1, "single_wait": 1}, 12, id="two_melded_kongs"),
    # Seven pairs but for 1m and 4m single: 123m 234m 567m 567m 99m, all characters. Full Flush 24,
    # All Chows 2, Concealed Hand 2, Single Wait 1, Pure Double Chow 1 (567m twice), Short Straight 1
    # (234m-567m, once: the second 567m is already combined).
    pytest.param("seven_pairs", "122334556677m9m +9m",
                 {"full_flush": 1, "all_chows": 1, "concealed_hand": 1, "single_wait": 1, "pure_double_chow": 1,
                  "short_straight": 1}, 31, id="seven_pairs"),
    # A pung of South (2z), a wind not the seat's or the round's (both East): Pung of Terminals or Honors 1.
    pytest.param("dragon_pung", "123m456p789s222z9m +9m",
                 {"mixed_straight": 1, "pung_of_terminals_or_honors": 1, "concealed_hand": 1, "single_wait": 1}, 12,
                 id="dragon_pung"),
    pytest.param("prevalent_wind", "123m456p789s222z9m +9m round=E",
                 {"mixed_straight": 1, "pung_of_terminals_or_honors": 1, "concealed_hand": 1, "single_wait": 1}, 12,
                 id="prevalent_wind"),
    pytest.param("seat_wind", "123m456p789s333z9m +9m seat=E",
                 {"mixed_straight": 1, "pung_of_terminals_or_honors": 1, "concealed_hand": 1, "single_wait": 1}, 12,
                 id="seat_wind"),
    # 123m melded: Mixed Straight 8, Dragon Pung 2, Single Wait 1.
    pytest.param("concealed_hand", "(123m) 456p789s555z9m +9m",
                 {"mixed_straight": 1, "dragon_pung": 1, "single_wait": 1}, 11, id="concealed_hand"),
    # 789 in dots, not bamboo: Short Straight 1 (456p-789p), One Voided Suit 1, Dragon Pung 2,
    # Concealed Hand 2, Single Wait 1 (7 points, under the 8 a win needs).
    pytest.param("mixed_straight", "123m456p789p555z9m +9m",
                 {"short_straight": 1, "one_voided_suit": 1, "dragon_pung": 1, "concealed_hand": 1, "single_wait": 1}, 7,
                 id="mixed_straight"),
    # Three 1m, not four: Pung of Terminals or Honors 1, No Honors 1, Concealed Hand 2, Single Wait 1.
    pytest.param("tile_hog", "111m234m456p789s9m +9m",
                 {"pung_of_terminals_or_honors": 1, "no_honors": 1, "concealed_hand": 1, "single_wait": 1}, 5,
                 id="tile_hog"),
    # A dragon pair: Mixed Straight 8, Concealed Hand 2, Single Wait 1.
    pytest.param("all_chows", "123m456p789s345m5z +5z",
                 {"mixed_straight": 1, "concealed_hand": 1, "single_wait": 1}, 11, id="all_chows"),
    # 222m is a pung of simples: Two Terminal Chows 1 (123s, 789s), No Honors 1, Concealed Hand 2,
    # Single Wait 1.
    pytest.param("pung_of_terminals_or_honors", "222m456p789s123s9m +9m",
                 {"two_terminal_chows": 1, "no_honors": 1, "concealed_hand": 1, "single_wait": 1}, 5,
                 id="pung_of_terminals_or_honors"),
    # A dragon pair: Pung of Terminals or Honors 1 (111m), Concealed Hand 2, Single Wait 1.
    pytest.param("no_honors", "111m456p789s345m5z +5z",
                 {"pung_of_terminals_or_honors": 1, "concealed_hand": 1, "single_wait": 1}, 4, id="no_honors"),
    # A pair of 9p: All Chows 2, Concealed Hand 2, Single Wait 1 (No Honors is in All Chows).
    pytest.param("all_simples", "234m456p678s345m9p +9p",
                 {"all_chows": 1, "concealed_hand": 1, "single_wait": 1}, 5, id="all_simples"),
    # Three suits: Mixed Straight 8 (123s, 456m, 789p); 123m combines once, as Mixed Double Chow 1
    # with 123s (no Short Straight with 456m, as in Example 6); All Chows 2, Concealed Hand 2, Single Wait 1.
    pytest.param("one_voided_suit", "123m456m789p123s9m +9m",
                 {"mixed_straight": 1, "mixed_double_chow": 1, "all_chows": 1, "concealed_hand": 1, "single_wait": 1}, 14,
                 id="one_voided_suit"),
    # 567m, not 456m: Mixed Double Chow 1 (123m, 123p), All Chows 2, Concealed Hand 2, Single Wait 1.
    pytest.param("short_straight", "123m567m123p789s9m +9m",
                 {"mixed_double_chow": 1, "all_chows": 1, "concealed_hand": 1, "single_wait": 1}, 6, id="short_straight"),
    # The two 1-2-3 in two suits: Mixed Double Chow 1, Short Straight 1 (456s-789s), All Chows 2,
    # Concealed Hand 2, Single Wait 1.
    pytest.param("pure_double_chow", "123m123p456s789s9m +9m",
                 {"mixed_double_chow": 1, "short_straight": 1, "all_chows": 1, "concealed_hand": 1, "single_wait": 1}, 7,
                 id="pure_double_chow"),
    # The two 1-2-3 in one suit: Mixed Straight 8, Pure Double Chow 1, All Chows 2, Concealed Hand 2,
    # Single Wait 1.
    pytest.param("mixed_double_chow", "123123m456p789s9m +9m",
                 {"mixed_straight": 1, "pure_double_chow": 1, "all_chows": 1, "concealed_hand": 1, "single_wait": 1}, 14,
                 id="mixed_double_chow"),
    # 1-2-3 and 7-8-9 in different suits: Dragon Pung 2, Short Straight 1 (456p-789p),
    # Concealed Hand 2, Single Wait 1.
    pytest.param("two_terminal_chows", "123m789p456p555z9s +9s",
                 {"dragon_pung": 1, "short_straight": 1, "concealed_hand": 1, "single_wait": 1}, 6,
                 id="two_terminal_chows"),
    # The kong declared concealed: Concealed Kong 2, Pung of Terminals or Honors 1, Two Terminal
    # Chows 1 (123s, 789s), No Honors 1, Concealed Hand 2, Single Wait 1.
    pytest.param("melded_kong", "[1111m] 456p789s123s9m +9m",
                 {"concealed_kong": 1, "pung_of_terminals_or_honors": 1, "two_terminal_chows": 1, "no_honors": 1,
                  "concealed_hand": 1, "single_wait": 1}, 8, id="melded_kong"),
    # 222m and 333p, different numbers: Short Straight 1 (456s-789s), No Honors 1, Single Wait 1.
    pytest.param("double_pung", "(222m) (333p) 456s789s9m +9m",
                 {"short_straight": 1, "no_honors": 1, "single_wait": 1}, 3, id="double_pung"),
    # 222m melded, only 333p concealed: Short Straight 1, No Honors 1, Single Wait 1.
    pytest.param("two_concealed_pungs", "(222m) 333p456s789s9m +9m",
                 {"short_straight": 1, "no_honors": 1, "single_wait": 1}, 3, id="two_concealed_pungs"),
    # A chow melded, won on a discard: Mixed Straight 8, Dragon Pung 2, Single Wait 1.
    pytest.param("self_drawn", "(123m) 456p789s555z9m +9m",
                 {"mixed_straight": 1, "dragon_pung": 1, "single_wait": 1}, 11, id="self_drawn"),
]


def test_every_fan_has_a_near_miss():
    keys = [p.values[0] for p in NEAR_MISS_MAPS]
    assert sorted(keys) == sorted(p.key for p in SPEC.patterns)


@pytest.mark.parametrize("key, line, expected, total", NEAR_MISS_MAPS)
def test_near_miss_scores_what_it_is(key, line, expected, total):
    assert key not in expected
    assert fans(line) == (expected, total)
