"""Every example hand of Chinese Official (MCR) (shown on the rules page as the illustration of
its fan) scores the complete fan map and total worked out by hand from
shared/rule-sources/chinese-official-mcr-fans.txt.

How an MCR total arises: the fans add up (no cap, no doubling); a fan the source says a bigger
one implies or does not combine with is not added (the builtin `excludes`); chows combine into
fans once each (the account-once principle of the source's Short Straight, Mixed Straight and
Pure Straight breakdowns); the highest-scoring arrangement is taken. Seat and round are East
unless the line says `seat=`/`round=`. A wait fan needs the 13 tiles to wait on one tile only
(4-5-5-6 counts, as the source's Single Wait entry says). Such a combination (1-2-2-3,
4-5-5-6, 7-8-8-9) is single and closed at once; the source names it under either entry and
states no rule for the name, so these maps ask for one wait fan, 1 point, under any of the
three names (ONE_WAIT_FAN, as tests/engine/test_mcr_rules.py does). A pung in hand is concealed unless a
discard completed it; a concealed kong is a concealed pung. Wind pungs that score a wind fan,
or that make three or four wind pungs, earn no Pung of Terminals or Honors (as in
tests/engine/test_mcr.py, Example 21). Flower Tiles add 1 each. Where an example is the same
hand as one in tests/engine/test_mcr.py, the map here is the map there.

Every example reaches the 8-point minimum, so the rules page shows it as a win: a small fan
is shown beside one bigger fan (Mixed Straight, Mixed Triple Chow, Mixed Shifted Pungs, Lower
Four), with a melded set and a two-sided wait where Concealed Hand or a wait fan would only
crowd the picture.
"""

from tests.engine.scoring import ONE_WAIT_FAN

SLUG = "mcr"

# pattern key -> (complete fan map of its example hand, total)

EXAMPLE_MAPS = {
    SLUG: {
        # ------------------------------------------------------------ 88 points
        # 111z 222z 333z 444z, all in hand, won on the 5z pair by a discard: Big Four Winds 88
        # (All Pungs, the wind fans and their Pung of Terminals implied), All Honors 64, Four
        # Concealed Pungs 64 (Concealed Hand implied), Single Wait 1: 217.
        "big_four_winds": ({"big_four_winds": 1, "all_honors": 1, "four_concealed_pungs": 1, "single_wait": 1}, 217),
        # Three dragon pungs in hand, 123m, won on the 9p pair: Big Three Dragons 88, Three
        # Concealed Pungs 16, Outside Hand 4 (123m holds a 1, the pair is 9p), One Voided Suit 1
        # (no bamboo), Concealed Hand 2, Single Wait 1: 112.
        "big_three_dragons": ({"big_three_dragons": 1, "three_concealed_pungs": 1, "outside_hand": 1,
                               "one_voided_suit": 1, "concealed_hand": 1, "single_wait": 1}, 112),
        # 234s 234s 666s 888s 66z: All Green 88, Half Flush 6 (the source: it combines), Pure Double
        # Chow 1, Two Concealed Pungs 2, Concealed Hand 2, Single Wait 1: 100.
        "all_green": ({"all_green": 1, "half_flush": 1, "pure_double_chow": 1, "two_concealed_pungs": 1,
                       "concealed_hand": 1, "single_wait": 1}, 100),
        # As the source's Example 63 (test_mcr.py): 111m and 999m stay concealed pungs: 88 + 2.
        "nine_gates": ({"nine_gates": 1, "two_concealed_pungs": 1}, 90),
        # Four Kongs 88 (the kong fans, All Pungs, Single Wait implied), Mixed Shifted Pungs 8
        # (1m 2p 3s), All Types 6 (the 5z pair brings the dragons), Pung of Terminals or Honors 2
        # (1111m; 4444z, North, neither seat nor round): 104.
        "four_kongs": ({"four_kongs": 1, "mixed_shifted_pungs": 1, "all_types": 1,
                        "pung_of_terminals_or_honors": 2}, 104),
        # 22 to 88 in dots: Seven Shifted Pairs 88 (Seven Pairs, Full Flush, Concealed Hand,
        # Single Wait implied), All Simples 2 (no 1 or 9): 90.
        "seven_shifted_pairs": ({"seven_shifted_pairs": 1, "all_simples": 1}, 90),
        # As the source's Example 67: 88 alone.
        "thirteen_orphans": ({"thirteen_orphans": 1}, 88),
        # ------------------------------------------------------------ 64 points
        # 111m 999m 111p 999s in hand, won on the 9p pair: All Terminals 64 (Double Pung, All Pungs,
        # Pung of Terminals implied), Four Concealed Pungs 64, Single Wait 1: 129.
        "all_terminals": ({"all_terminals": 1, "four_concealed_pungs": 1, "single_wait": 1}, 129),
        # 111z 222z 333z in hand, 123m, won on the 4z pair: Little Four Winds 64, Prevalent Wind 2
        # and Seat Wind 2 (East), Three Concealed Pungs 16, Half Flush 6, Outside Hand 4,
        # Concealed Hand 2, Single Wait 1: 97.
        "little_four_winds": ({"little_four_winds": 1, "prevalent_wind": 1, "seat_wind": 1,
                               "three_concealed_pungs": 1, "half_flush": 1, "outside_hand": 1,
                               "concealed_hand": 1, "single_wait": 1}, 97),
        # 555z 666z in hand, 123m 456p, won on the 7z pair: Little Three Dragons 64, Two Concealed
        # Pungs 2, One Voided Suit 1, Concealed Hand 2, Single Wait 1 (456p: no Outside Hand): 70.
        "little_three_dragons": ({"little_three_dragons": 1, "two_concealed_pungs": 1, "one_voided_suit": 1,
                                  "concealed_hand": 1, "single_wait": 1}, 70),
        # 111z 222z 333z 555z in hand, won on the 6z pair: All Honors 64, Four Concealed Pungs 64,
        # Big Three Winds 12, Prevalent Wind 2, Seat Wind 2, Dragon Pung 2, Single Wait 1: 147.
        "all_honors": ({"all_honors": 1, "four_concealed_pungs": 1, "big_three_winds": 1, "prevalent_wind": 1,
                        "seat_wind": 1, "dragon_pung": 1, "single_wait": 1}, 147),
        # 111m 222p 333s 444m 5s waits on 5s and on 4s (33s pair, 345s), so no wait fan: Four
        # Concealed Pungs 64, Mixed Shifted Pungs 8 (once), Pung of Terminals 1 (111m), No Honors 1: 74.
        "four_concealed_pungs": ({"four_concealed_pungs": 1, "mixed_shifted_pungs": 1,
                                  "pung_of_terminals_or_honors": 1, "no_honors": 1}, 74),
        # 123s 123s 789s 789s 55s, all in hand; 1122335577889s also waits on 6s (55s, 678s, 789s),
        # so no wait fan: Pure Terminal Chows 64 (Full Flush, Seven Pairs, Two Terminal Chows, Pure
        # Double Chow, All Chows implied), Concealed Hand 2: 66.
        "pure_terminal_chows": ({"pure_terminal_chows": 1, "concealed_hand": 1}, 66),
        # ------------------------------------------------------------ 48 points
        # 123m four times and a 5p pair: Quadruple Chow 48 (Tile Hog, Pure Double Chow implied), All
        # Chows 2, One Voided Suit 1, Concealed Hand 2, Single Wait 1: 54. (Read as 111m 222m 333m
        # 123m it makes only 51 + No Honors 1 = 52.)
        "quadruple_chow": ({"quadruple_chow": 1, "all_chows": 1, "one_voided_suit": 1, "concealed_hand": 1,
                            "single_wait": 1}, 54),
        # 111p 222p 333p 444p in hand, won on the 5s pair: Four Pure Shifted Pungs 48, Four Concealed
        # Pungs 64, Reversible Tiles 8 (dots 1-4, bamboo 5; One Voided Suit implied), Pung of
        # Terminals 1 (111p), No Honors 1, Single Wait 1: 123.
        "four_pure_shifted_pungs": ({"four_pure_shifted_pungs": 1, "four_concealed_pungs": 1,
                                     "reversible_tiles": 1, "pung_of_terminals_or_honors": 1, "no_honors": 1,
                                     "single_wait": 1}, 123),
        # ------------------------------------------------------------ 32 points
        # 123m 234m 345m 456m and a 9s pair: Four Shifted Chows 32, All Chows 2, One Voided Suit 1,
        # Concealed Hand 2, Single Wait 1: 38.
        "four_shifted_chows": ({"four_shifted_chows": 1, "all_chows": 1, "one_voided_suit": 1,
                                "concealed_hand": 1, "single_wait": 1}, 38),
        # Three Kongs 32 (the kong fans implied), Mixed Shifted Pungs 8 (1m 2p 3s), Pung of
        # Terminals 1 (1111m), Single Wait 1: 42.
        "three_kongs": ({"three_kongs": 1, "mixed_shifted_pungs": 1, "pung_of_terminals_or_honors": 1,
                         "single_wait": 1}, 42),
        # 111m 999p 111z 555z in hand, won on the 9s pair: All Terminals and Honors 32, Four Concealed
        # Pungs 64, All Types 6, Prevalent Wind 2, Seat Wind 2, Dragon Pung 2, Single Wait 1: 109.
        "all_terminals_and_honors": ({"all_terminals_and_honors": 1, "four_concealed_pungs": 1, "all_types": 1,
                                      "prevalent_wind": 1, "seat_wind": 1, "dragon_pung": 1,
                                      "single_wait": 1}, 109),
        # ------------------------------------------------------------ 24 points
        # No wind, so no All Types: 24 alone.
        "seven_pairs": ({"seven_pairs": 1}, 24),
        # As the source's Example 34: 24 alone.
        "greater_honors_and_knitted_tiles": ({"greater_honors_and_knitted_tiles": 1}, 24),
        # 222m 444m 666p 888s in hand, won on the 2p pair: All Even 24, Four Concealed Pungs 64,
        # Single Wait 1: 89.
        "all_even": ({"all_even": 1, "four_concealed_pungs": 1, "single_wait": 1}, 89),
        # The same hand as test_mcr.py's Half Flush near miss: 11m 123m 222m 456m 789m.
        "full_flush": ({"full_flush": 1, "pure_straight": 1, "tile_hog": 1, "concealed_hand": 1}, 44),
        # Pure Triple Chow 24, All Chows 2, Single Wait 1: 27.
        "pure_triple_chow": ({"pure_triple_chow": 1, "all_chows": 1, "single_wait": 1}, 27),
        # Pure Shifted Pungs 24, All Simples 2, Single Wait 1: 27.
        "pure_shifted_pungs": ({"pure_shifted_pungs": 1, "all_simples": 1, "single_wait": 1}, 27),
        # 789m 789p 789s 999m 88s: Upper Tiles 24, Mixed Triple Chow 8, Tile Hog 2 (9m), Pung of
        # Terminals 1 (999m), Concealed Hand 2, one wait fan 1 (7-8-8-9s: only 8s): 38.
        "upper_tiles": ({"upper_tiles": 1, "mixed_triple_chow": 1, "tile_hog": 1, "pung_of_terminals_or_honors": 1,
                         "concealed_hand": 1, ONE_WAIT_FAN: 1}, 38),
        # 456m 456p 456s 444m 55s: Middle Tiles 24, Mixed Triple Chow 8, Tile Hog 2 (4m), Concealed
        # Hand 2, one wait fan 1 (4-5-5-6s: only 5s): 37.
        "middle_tiles": ({"middle_tiles": 1, "mixed_triple_chow": 1, "tile_hog": 1, "concealed_hand": 1,
                          ONE_WAIT_FAN: 1}, 37),
        # 123m 123p 123s 111m 22s: Lower Tiles 24, Mixed Triple Chow 8, Tile Hog 2 (1m), Pung of
        # Terminals 1 (111m), Concealed Hand 2, one wait fan 1 (1-2-2-3s: only 2s): 38.
        "lower_tiles": ({"lower_tiles": 1, "mixed_triple_chow": 1, "tile_hog": 1, "pung_of_terminals_or_honors": 1,
                         "concealed_hand": 1, ONE_WAIT_FAN: 1}, 38),
        # ------------------------------------------------------------ 16 points
        # 123m 456m 789m 123p 55s: Pure Straight 16, Mixed Double Chow 1, All Chows 2, Concealed
        # Hand 2, Single Wait 1: 22.
        "pure_straight": ({"pure_straight": 1, "mixed_double_chow": 1, "all_chows": 1, "concealed_hand": 1,
                           "single_wait": 1}, 22),
        # Three-Suited Terminal Chows 16 (Mixed Double Chow, Two Terminal Chows, No Honors, All
        # Chows implied), Concealed Hand 2, Single Wait 1: 19.
        "three_suited_terminal_chows": ({"three_suited_terminal_chows": 1, "concealed_hand": 1,
                                         "single_wait": 1}, 19),
        # 123m 234m 345m 678p 99s: Pure Shifted Chows 16, All Chows 2, Concealed Hand 2, Single Wait 1: 21.
        "pure_shifted_chows": ({"pure_shifted_chows": 1, "all_chows": 1, "concealed_hand": 1,
                                "single_wait": 1}, 21),
        # 345m 456p 567s 555m 55p: All Fives 16, Mixed Shifted Chows 6, Tile Hog 2 (5m), Concealed
        # Hand 2, one wait fan 1 (4-5-5-6p: only 5p): 27.
        "all_fives": ({"all_fives": 1, "mixed_shifted_chows": 1, "tile_hog": 1, "concealed_hand": 1,
                       ONE_WAIT_FAN: 1}, 27),
        # Triple Pung 16, No Honors 1, Single Wait 1 (only 222s concealed): 18.
        "triple_pung": ({"triple_pung": 1, "no_honors": 1, "single_wait": 1}, 18),
        # 111m 222p 333s 456m 99p: Three Concealed Pungs 16, Mixed Shifted Pungs 8, Pung of
        # Terminals 1, No Honors 1, Concealed Hand 2, Single Wait 1: 29.
        "three_concealed_pungs": ({"three_concealed_pungs": 1, "mixed_shifted_pungs": 1,
                                   "pung_of_terminals_or_honors": 1, "no_honors": 1, "concealed_hand": 1,
                                   "single_wait": 1}, 29),
        # ------------------------------------------------------------ 12 points
        # 147m 258p 369s and five honours: Lesser Honors and Knitted Tiles 12 (All Types, Concealed
        # Hand, Single Wait not added) and, all nine knitted tiles being there, Knitted Straight 12: 24.
        "lesser_honors_and_knitted_tiles": ({"lesser_honors_and_knitted_tiles": 1, "knitted_straight": 1}, 24),
        # The same hand as test_mcr.py's Lesser Honors near miss: 12 + 2 + 1.
        "knitted_straight": ({"knitted_straight": 1, "concealed_hand": 1, "single_wait": 1}, 15),
        # The same hand as test_mcr.py's Upper Tiles near miss (6668m waits on 7m and 8m).
        "upper_four": ({"upper_four": 1, "mixed_double_chow": 1, "two_concealed_pungs": 1,
                        "pung_of_terminals_or_honors": 1, "tile_hog": 1, "concealed_hand": 1}, 20),
        # The same hand as test_mcr.py's Lower Tiles near miss (1113m waits on 2m and 3m).
        "lower_four": ({"lower_four": 1, "mixed_double_chow": 1, "two_concealed_pungs": 1,
                        "pung_of_terminals_or_honors": 1, "tile_hog": 1, "concealed_hand": 1}, 20),
        # 111z 222z 333z in hand, 456m, won on the 9p pair: Big Three Winds 12, Three Concealed
        # Pungs 16, Prevalent Wind 2, Seat Wind 2, One Voided Suit 1, Concealed Hand 2, Single Wait 1: 36.
        "big_three_winds": ({"big_three_winds": 1, "three_concealed_pungs": 1, "prevalent_wind": 1,
                             "seat_wind": 1, "one_voided_suit": 1, "concealed_hand": 1, "single_wait": 1}, 36),
        # ------------------------------------------------------------ 8 points
        # Mixed Straight 8, Dragon Pung 2, Concealed Hand 2, Single Wait 1: 13.
        "mixed_straight": ({"mixed_straight": 1, "dragon_pung": 1, "concealed_hand": 1, "single_wait": 1}, 13),
        # 123p 456s 888s 999p 55z: Reversible Tiles 8, Two Concealed Pungs 2, Pung of Terminals 1
        # (999p), Concealed Hand 2, Single Wait 1: 14.
        "reversible_tiles": ({"reversible_tiles": 1, "two_concealed_pungs": 1, "pung_of_terminals_or_honors": 1,
                              "concealed_hand": 1, "single_wait": 1}, 14),
        # 123m 123p 123s 555z 99s, a terminal or honour in every set and the pair: Mixed Triple
        # Chow 8, Outside Hand 4, Dragon Pung 2, Concealed Hand 2, Single Wait 1: 17.
        "mixed_triple_chow": ({"mixed_triple_chow": 1, "outside_hand": 1, "dragon_pung": 1, "concealed_hand": 1,
                               "single_wait": 1}, 17),
        # Mixed Shifted Pungs 8, Pung of Terminals 1 (111m), No Honors 1, Single Wait 1: 11.
        "mixed_shifted_pungs": ({"mixed_shifted_pungs": 1, "pung_of_terminals_or_honors": 1, "no_honors": 1,
                                 "single_wait": 1}, 11),
        # As the source's Example 13.
        "chicken_hand": ({"chicken_hand": 1}, 8),
        # The Mixed Straight hand drawn as the wall's last tile: 8 + 2 + 4 (Fully Concealed Hand)
        # + 1 + 8 (Self-Drawn not added).
        "last_tile_draw": ({"mixed_straight": 1, "dragon_pung": 1, "fully_concealed_hand": 1, "single_wait": 1,
                            "last_tile_draw": 1}, 23),
        # The same hand won on the wall's last tile as a discard: 13 + 8.
        "last_tile_claim": ({"mixed_straight": 1, "dragon_pung": 1, "concealed_hand": 1, "single_wait": 1,
                             "last_tile_claim": 1}, 21),
        # test_mcr.py's near miss (12) with the kong's replacement tile: + 8.
        "out_with_replacement_tile": ({"out_with_replacement_tile": 1, "concealed_kong": 1, "two_concealed_pungs": 1,
                                       "dragon_pung": 1, "pung_of_terminals_or_honors": 1,
                                       "fully_concealed_hand": 1, "single_wait": 1}, 20),
        # 1111m, 2222p and 777z all concealed: Two Concealed Kongs 8, Three Concealed Pungs 16,
        # Dragon Pung 2, Pung of Terminals 1 (1111m), Concealed Hand 2, Single Wait 1: 30.
        "two_concealed_kongs": ({"two_concealed_kongs": 1, "three_concealed_pungs": 1, "dragon_pung": 1,
                                 "pung_of_terminals_or_honors": 1, "concealed_hand": 1, "single_wait": 1}, 30),
        # As test_mcr.py's Last Tile near miss without the last-of-kind flag: Robbing the Kong 8,
        # Mixed Straight 8, Dragon Pung 2, Concealed Hand 2, Closed Wait 1: 21.
        "robbing_the_kong": ({"robbing_the_kong": 1, "mixed_straight": 1, "dragon_pung": 1, "concealed_hand": 1,
                              "closed_wait": 1}, 21),
        # ------------------------------------------------------------ 6 points
        # All Pungs 6, Mixed Shifted Pungs 8, Dragon Pung 2, Pung of Terminals 1 (111m), Single Wait 1: 18.
        "all_pungs": ({"all_pungs": 1, "mixed_shifted_pungs": 1, "dragon_pung": 1,
                       "pung_of_terminals_or_honors": 1, "single_wait": 1}, 18),
        # 123m 456m 789m 111z 55m, where 1-2-3-4-5-5-6-7-8-9 waits on 5m alone: Pure Straight 16, Half
        # Flush 6, Prevalent Wind 2, Seat Wind 2, Concealed Hand 2, one wait fan 1 (4-5-5-6m): 29.
        "half_flush": ({"half_flush": 1, "pure_straight": 1, "prevalent_wind": 1, "seat_wind": 1,
                        "concealed_hand": 1, ONE_WAIT_FAN: 1}, 29),
        # Mixed Shifted Chows 6, Dragon Pung 2, Concealed Hand 2, Single Wait 1: 11.
        "mixed_shifted_chows": ({"mixed_shifted_chows": 1, "dragon_pung": 1, "concealed_hand": 1,
                                 "single_wait": 1}, 11),
        # All Types 6, Mixed Straight 8, Prevalent Wind 2, Seat Wind 2, Concealed Hand 2, Single Wait 1: 21.
        "all_types": ({"all_types": 1, "mixed_straight": 1, "prevalent_wind": 1, "seat_wind": 1,
                       "concealed_hand": 1, "single_wait": 1}, 21),
        # Melded Hand 6 (Single Wait implied), Mixed Straight 8, All Types 6, Prevalent Wind 2, Seat Wind 2: 24.
        "melded_hand": ({"melded_hand": 1, "mixed_straight": 1, "all_types": 1, "prevalent_wind": 1,
                         "seat_wind": 1}, 24),
        # Two Dragons 6 (Dragon Pung implied), Two Concealed Pungs 2, Concealed Hand 2, Single Wait 1: 11.
        "two_dragons": ({"two_dragons": 1, "two_concealed_pungs": 1, "concealed_hand": 1, "single_wait": 1}, 11),
        # The same hand as test_mcr.py's Two Concealed Kongs near miss.
        "one_melded_and_one_concealed_kong": ({"one_melded_and_one_concealed_kong": 1, "two_concealed_pungs": 1,
                                               "dragon_pung": 1, "pung_of_terminals_or_honors": 1,
                                               "single_wait": 1}, 12),
        # ------------------------------------------------------------ 4 points
        # 123m 789p 999s 111z 99m: Outside Hand 4, Prevalent Wind 2, Seat Wind 2, Two Concealed Pungs 2,
        # Pung of Terminals 1 (999s), Concealed Hand 2, Single Wait 1: 14.
        "outside_hand": ({"outside_hand": 1, "prevalent_wind": 1, "seat_wind": 1, "two_concealed_pungs": 1,
                          "pung_of_terminals_or_honors": 1, "concealed_hand": 1, "single_wait": 1}, 14),
        # Mixed Straight 8, Dragon Pung 2, Fully Concealed Hand 4 (Self-Drawn implied), Single Wait 1: 15.
        "fully_concealed_hand": ({"mixed_straight": 1, "dragon_pung": 1, "fully_concealed_hand": 1,
                                  "single_wait": 1}, 15),
        # The same hand as test_mcr.py's One Melded and One Concealed Kong near miss.
        "two_melded_kongs": ({"two_melded_kongs": 1, "dragon_pung": 1, "pung_of_terminals_or_honors": 1,
                              "single_wait": 1}, 8),
        # Mixed Straight 8, Dragon Pung 2, Concealed Hand 2, Closed Wait 1, Last Tile 4: 17.
        "last_tile": ({"last_tile": 1, "mixed_straight": 1, "dragon_pung": 1, "concealed_hand": 1,
                       "closed_wait": 1}, 17),
        # ------------------------------------------------------------ 2 points
        # The Mixed Straight hand: 8 + 2 + 2 + 1.
        "dragon_pung": ({"mixed_straight": 1, "dragon_pung": 1, "concealed_hand": 1, "single_wait": 1}, 13),
        # 222z is South, the round here (seat East): Prevalent Wind 2, no Pung of Terminals: 8 + 2 + 2 + 1.
        "prevalent_wind": ({"mixed_straight": 1, "prevalent_wind": 1, "concealed_hand": 1, "single_wait": 1}, 13),
        # 333z is West, the seat here (round East): 8 + 2 + 2 + 1.
        "seat_wind": ({"mixed_straight": 1, "seat_wind": 1, "concealed_hand": 1, "single_wait": 1}, 13),
        "concealed_hand": ({"mixed_straight": 1, "dragon_pung": 1, "concealed_hand": 1, "single_wait": 1}, 13),
        # 123m 456p 789s 345m 99m: Mixed Straight 8, All Chows 2, Concealed Hand 2, Single Wait 1: 13.
        "all_chows": ({"all_chows": 1, "mixed_straight": 1, "concealed_hand": 1, "single_wait": 1}, 13),
        # 111m 123m 456p 789s 99m: Tile Hog 2 (1m), Mixed Straight 8, Pung of Terminals 1, No Honors 1,
        # Concealed Hand 2, Single Wait 1: 15.
        "tile_hog": ({"tile_hog": 1, "mixed_straight": 1, "pung_of_terminals_or_honors": 1, "no_honors": 1,
                      "concealed_hand": 1, "single_wait": 1}, 15),
        # (222m) 222p 123s 234s 44p, won on 1s (23s also waits on 4s): Lower Four 12 (only 1-4; No
        # Honors implied), Double Pung 2 (2m, 2p); one concealed pung, a meld, no wait fan: 14.
        "double_pung": ({"double_pung": 1, "lower_four": 1}, 14),
        # 222m 333p (444s) 789m 11z, won on 9m (78m also waits on 6m): Mixed Shifted Pungs 8, Two
        # Concealed Pungs 2 (the 444s meld is claimed); no wait fan, a meld: 10.
        "two_concealed_pungs": ({"two_concealed_pungs": 1, "mixed_shifted_pungs": 1}, 10),
        # [2222p] (123m) 456p 789s 11z, won on 6p (45p also waits on 3p): Mixed Straight 8, Concealed
        # Kong 2 (the 123m meld takes away Concealed Hand); no wait fan: 10.
        "concealed_kong": ({"concealed_kong": 1, "mixed_straight": 1}, 10),
        # (777m) 345m 345p 345s 88s, won on 5m (34m also waits on 2m): Mixed Triple Chow 8, All
        # Simples 2 (No Honors implied); a meld, no wait fan: 10.
        "all_simples": ({"all_simples": 1, "mixed_triple_chow": 1}, 10),
        # ------------------------------------------------------------ 1 point
        # The same hand as test_mcr.py's Mixed Double Chow near miss.
        "pure_double_chow": ({"pure_double_chow": 1, "mixed_straight": 1, "all_chows": 1, "concealed_hand": 1,
                              "single_wait": 1}, 14),
        # (123m) 456p 789p 789s 33z, won on 9p (45678p also waits on 3p and 6p): Mixed Straight 8,
        # Mixed Double Chow 1 (789p-789s; 789p combines once, so not also Short Straight with 456p,
        # as in the source's Example 6); an honour pair, a meld, no wait fan: 9.
        "mixed_double_chow": ({"mixed_double_chow": 1, "mixed_straight": 1}, 9),
        # The source's Short Straight example with 678m melded: All Simples 2, All Chows 2, Short
        # Straight 1 (345s-678s), Mixed Double Chow 2 (345m-345s, 678m-678s; 345m-678m not counted, its
        # chows already used), Single Wait 1 (5p): 8.
        "short_straight": ({"short_straight": 1, "mixed_double_chow": 2, "all_simples": 1, "all_chows": 1,
                            "single_wait": 1}, 8),
        # (123p) 123m 789m 123s 55s, won on 1s (23s also waits on 4s): Mixed Triple Chow 8 (Mixed Double
        # Chow implied), Two Terminal Chows 1 (123m-789m), All Chows 2; a meld, no wait fan: 11.
        "two_terminal_chows": ({"two_terminal_chows": 1, "mixed_triple_chow": 1, "all_chows": 1}, 11),
        # (999p) 123m 456p 789s 11z, won on 6p (45p also waits on 3p): Mixed Straight 8, Pung of
        # Terminals 1 (999p); an honour pair, a meld, no wait fan: 9.
        "pung_of_terminals_or_honors": ({"pung_of_terminals_or_honors": 1, "mixed_straight": 1}, 9),
        # (5555s) 123m 456p 789s 11z, won on 9s (78s also waits on 6s): Mixed Straight 8, Melded Kong 1;
        # an honour pair, no wait fan: 9.
        "melded_kong": ({"melded_kong": 1, "mixed_straight": 1}, 9),
        # 123m 456m 789p 123p 99m, each chow combined once: Short Straight 1 (123m-456m), Mixed
        # Double Chow 1 (123m-123p), Two Terminal Chows 1 (123p-789p), One Voided Suit 1, All Chows 2,
        # Concealed Hand 2, Single Wait 1: 9.
        "one_voided_suit": ({"one_voided_suit": 1, "short_straight": 1, "mixed_double_chow": 1,
                             "two_terminal_chows": 1, "all_chows": 1, "concealed_hand": 1, "single_wait": 1}, 9),
        # (555m) 123m 456p 789s 88p, won on 6p (45p also waits on 3p): Mixed Straight 8, No Honors 1
        # (a pung, so not All Chows); a meld, no wait fan: 9.
        "no_honors": ({"no_honors": 1, "mixed_straight": 1}, 9),
        # 12m waits on 3m alone: Mixed Straight 8, Dragon Pung 2, Concealed Hand 2, Edge Wait 1: 13.
        "edge_wait": ({"edge_wait": 1, "mixed_straight": 1, "dragon_pung": 1, "concealed_hand": 1}, 13),
        # 13m waits on 2m alone: 8 + 2 + 2 + 1.
        "closed_wait": ({"closed_wait": 1, "mixed_straight": 1, "dragon_pung": 1, "concealed_hand": 1}, 13),
        "single_wait": ({"single_wait": 1, "mixed_straight": 1, "dragon_pung": 1, "concealed_hand": 1}, 13),
        # 123m melded, self-drawn: Mixed Straight 8, Dragon Pung 2, Self-Drawn 1, Single Wait 1: 12.
        "self_drawn": ({"self_drawn": 1, "mixed_straight": 1, "dragon_pung": 1, "single_wait": 1}, 12),
        # The Mixed Straight hand (13) and two bonus tiles, 1 each: 15.
        "flower_tiles": ({"flower_tiles": 2, "mixed_straight": 1, "dragon_pung": 1, "concealed_hand": 1,
                          "single_wait": 1}, 15),
    },
}
