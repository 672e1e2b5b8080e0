"""Every example hand of the official Zung Jung rule set (shown on the rules page as the
illustration of its pattern) scores the complete pattern map and total worked out by hand
from shared/rule-sources/zung-jung-scoring-tables.md (§1: values, series, the 320 limit).

How a Zung Jung total arises (§1 "Rules around the table"): the patterns add up; within one
series (the builtin `family`) only the highest counts; Value Honor is 10 per set; a hand with
no pattern is a Chicken Hand worth 1; the sum is capped at 320, and a pattern worth more than
320 scores alone. Seat wind is East unless the line says `seat=`; the round wind never scores.
A pung finished by a discard is not concealed; Concealed Hand is for regular hands only.
"""

SLUG = "zung-jung"

# pattern key -> (complete pattern map of its example hand, total)

EXAMPLE_MAPS = {
    SLUG: {
        # 123m 456p 789s + exposed 111s + pair 5z: no pattern at all.
        "chicken_hand": ({"chicken_hand": 1}, 1),
        # four chows and nothing melded: 5 + 5.
        "all_sequences": ({"all_sequences": 1, "concealed_hand": 1}, 10),
        # 111s is one concealed pung, not two: 5.
        "concealed_hand": ({"concealed_hand": 1}, 5),
        # four chows (678m melded), all tiles 2-8: 5 + 5.
        "no_terminals": ({"all_sequences": 1, "no_terminals": 1}, 10),
        # 123m 345m 666m 77m + East pung, seat East: 40 + 10.
        "mixed_one_suit": ({"mixed_one_suit": 1, "value_honor": 1}, 50),
        # 123p 345p 567p 789p + 55p (no 456p, so no straight): 80 + 5 + 5.
        "pure_one_suit": ({"pure_one_suit": 1, "all_sequences": 1, "concealed_hand": 1}, 90),
        # 480 is above the limit: scores alone.
        "nine_gates": ({"nine_gates": 1}, 480),
        # one Red dragon pung.
        "value_honor": ({"value_honor": 1}, 10),
        # Green and Red pungs, White pair, characters only: 40 + 2 x 10 + 40.
        "small_three_dragons": ({"small_three_dragons": 1, "value_honor": 2, "mixed_one_suit": 1}, 100),
        # three dragon pungs, characters only: 130 + 3 x 10 + 40.
        "big_three_dragons": ({"big_three_dragons": 1, "value_honor": 3, "mixed_one_suit": 1}, 200),
        # South and West pungs are not the (East) seat wind: 30 + 40.
        "small_three_winds": ({"small_three_winds": 1, "mixed_one_suit": 1}, 70),
        # the East pung is the seat wind: 120 + 10 + 40.
        "big_three_winds": ({"big_three_winds": 1, "value_honor": 1, "mixed_one_suit": 1}, 170),
        # 123m, wind pungs, East pair: every set holds a terminal or honour, so also Mixed Lesser
        # Terminals; 320 + 40 + 40 = 400, capped at 320 (320 is not above the limit, so all show).
        "small_four_winds": ({"small_four_winds": 1, "mixed_one_suit": 1, "mixed_lesser_terminals": 1}, 320),
        # 400 is above the limit: scores alone.
        "big_four_winds": ({"big_four_winds": 1}, 400),
        # 320 + 3 x 10 (East seat, White, Green) + 40 + 30 + 5 (111z 222z) = 425, capped at 320;
        # no terminals, so not Mixed Greater Terminals.
        "all_honors": (
            {"all_honors": 1, "value_honor": 3, "small_three_dragons": 1, "all_triplets": 1, "two_concealed_triplets": 1},
            320,
        ),
        # 111m 222p 333s held, 777s melded: 30 + 30.
        "all_triplets": ({"all_triplets": 1, "three_concealed_triplets": 1}, 60),
        "two_concealed_triplets": ({"two_concealed_triplets": 1}, 5),
        "three_concealed_triplets": ({"three_concealed_triplets": 1}, 30),
        # 125 + 30 + 5 = 160, the source's own "at least" sum.
        "four_concealed_triplets": ({"four_concealed_triplets": 1, "all_triplets": 1, "concealed_hand": 1}, 160),
        # the melded chow 123s spoils Concealed Hand.
        "one_kong": ({"one_kong": 1}, 5),
        "two_kong": ({"two_kong": 1}, 20),
        # only 1111m is concealed, and 789s is a chow.
        "three_kong": ({"three_kong": 1}, 120),
        # 480 is above the limit: scores alone.
        "four_kong": ({"four_kong": 1}, 480),
        # 10 + 5 + 5.
        "two_identical_sequences": ({"two_identical_sequences": 1, "all_sequences": 1, "concealed_hand": 1}, 20),
        # 60 + 5 + 5 as four chows beats 30 as seven pairs (11m 22m 33m 44p 55p 66p 5z).
        "two_identical_sequences_twice": (
            {"two_identical_sequences_twice": 1, "all_sequences": 1, "concealed_hand": 1},
            70,
        ),
        # two of the chows are melded: 120 + 5.
        "three_identical_sequences": ({"three_identical_sequences": 1, "all_sequences": 1}, 125),
        # 480 is above the limit: scores alone.
        "four_identical_sequences": ({"four_identical_sequences": 1}, 480),
        # 35 + 5 + 5.
        "three_similar_sequences": ({"three_similar_sequences": 1, "all_sequences": 1, "concealed_hand": 1}, 45),
        # 555m 555p held, pair 5s: 30 + 5.
        "small_three_similar_triplets": ({"small_three_similar_triplets": 1, "two_concealed_triplets": 1}, 35),
        # three pungs held, 789s, pair 5z: 120 + 30 + 5.
        "three_similar_triplets": (
            {"three_similar_triplets": 1, "three_concealed_triplets": 1, "concealed_hand": 1},
            155,
        ),
        # 40 + 5 + 5.
        "nine_tile_straight": ({"nine_tile_straight": 1, "all_sequences": 1, "concealed_hand": 1}, 50),
        # 333m 444m held, 555m melded: 100 + 5.
        "three_consecutive_triplets": ({"three_consecutive_triplets": 1, "two_concealed_triplets": 1}, 105),
        # all melded, characters and a White pair: 200 + 30 + 40.
        "four_consecutive_triplets": ({"four_consecutive_triplets": 1, "all_triplets": 1, "mixed_one_suit": 1}, 270),
        # Red dragon pung: 40 + 10 (111s is the only concealed pung).
        "mixed_lesser_terminals": ({"mixed_lesser_terminals": 1, "value_honor": 1}, 50),
        "pure_lesser_terminals": ({"pure_lesser_terminals": 1}, 50),
        # 111m 999p held, 111s and White melded, East pair: 100 + 30 + 5 + 10 (Lesser is the same series).
        "mixed_greater_terminals": (
            {"mixed_greater_terminals": 1, "all_triplets": 1, "two_concealed_triplets": 1, "value_honor": 1},
            145,
        ),
        # 400 is above the limit: scores alone.
        "pure_greater_terminals": ({"pure_greater_terminals": 1}, 400),
        # 10 + 5 + 5 (self-drawn is no pattern in official Zung Jung).
        "final_draw": ({"final_draw": 1, "all_sequences": 1, "concealed_hand": 1}, 20),
        "final_discard": ({"final_discard": 1, "all_sequences": 1, "concealed_hand": 1}, 20),
        # the concealed kong keeps the hand concealed: 10 + 5 + 5.
        "win_on_kong": ({"win_on_kong": 1, "one_kong": 1, "concealed_hand": 1}, 20),
        # 234s completed by the robbed 4s: 10 + 5 + 5.
        "robbing_a_kong": ({"robbing_a_kong": 1, "all_sequences": 1, "concealed_hand": 1}, 20),
        # East (the default seat): 155 + 5 + 5.
        "blessing_of_heaven": ({"blessing_of_heaven": 1, "all_sequences": 1, "concealed_hand": 1}, 165),
        # South: 155 + 5 + 5.
        "blessing_of_earth": ({"blessing_of_earth": 1, "all_sequences": 1, "concealed_hand": 1}, 165),
        # an irregular hand: no Concealed Hand; Mixed Greater Terminals is for pung or pair shapes only.
        "thirteen_terminals": ({"thirteen_terminals": 1}, 160),
        # Concealed Hand is for regular hands only (option concealed_hand_for_irregular off).
        "seven_pairs": ({"seven_pairs": 1}, 30),
        # plum (1f) is East's flower, the seat: 4 + 5 + 5.
        "seat_bonus_tile": ({"seat_bonus_tile": 1, "all_sequences": 1, "concealed_hand": 1}, 14),
        # orchid (2f) is South's: 2 + 5 + 5.
        "other_bonus_tile": ({"other_bonus_tile": 1, "all_sequences": 1, "concealed_hand": 1}, 12),
        # all four flowers: 10 each in place of 4 / 2: 4 x 10 + 5 + 5.
        "bonus_tile_set": ({"bonus_tile_set": 4, "all_sequences": 1, "concealed_hand": 1}, 50),
    },
}
