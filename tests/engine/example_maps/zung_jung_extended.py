"""The example hand of every Zung Jung extended pattern (the one the rules page shows) scores
the complete pattern map and total that shared/rule-sources/zung-jung-mj-score-eval.md gives it.

Each map below was worked out by hand from the guide: one pattern per family (the highest),
families add up, the per-set patterns (Wind Pung, Dragon Pung, Two-Tailed Terminal Chows and
Pungs, Bonus Flower / Season) stacking as the guide's "at least ..." notes show; the sum is
capped at 320, and a pattern worth more than 320 scores by itself. Default options: Seven Pairs
counts Concealed Hand too (9.1.1), and All Red uses the bamboo 1 5 7 9 of the guide's picture.
Wind Pung ignores seat and round winds (8.1.1), so the notation's default East seat only
matters for Blessing of Heaven.
"""

SLUG = "zung-jung-extended"

EXAMPLE_MAPS = {
    SLUG: {
        # 1 Trivial patterns
        # 123m 456p 789s, melded 111s, pair of White: no pattern at all (no wind, so not All Types).
        "chicken_hand": ({"chicken_hand": 1}, 1),
        # 456s 678s 345m 123p(melded), pair 5m: four chows; the 1p rules out All Simples.
        "all_chows": ({"all_chows": 1}, 5),
        # 123m 456p 789s 111s, pair White, nothing melded: only one concealed pung, no wind.
        "concealed_hand": ({"concealed_hand": 1}, 5),
        # The same hand drawn from the wall: 5 + 5.
        "self_drawn": ({"concealed_hand": 1, "self_drawn": 1}, 10),
        # 234m 345p 567s 678m(melded), pair 2s: all chows 5 + all simples 5.
        "all_simples": ({"all_simples": 1, "all_chows": 1}, 10),
        # 345p 444s 789m 444z(North), pair Red, concealed: all types 10 + concealed 5
        # + two concealed pungs (444s, 444z) 5 + wind pung 5 = 25.
        "all_types": ({"all_types": 1, "concealed_hand": 1, "two_concealed_pungs": 1, "wind_pung": 1}, 25),
        # The Illegal Call scores its penalty alone, whatever the tiles.
        "illegal_call": ({"illegal_call": 1}, -40),
        # 2 Pungs and kongs
        # 222p 333s [8888m] (111z East), pair White: all pungs 30 + three concealed pungs 30
        # (the concealed kong counts) + one kong 5 + wind pung 5 + all types 10 = 80.
        "all_pungs": ({"all_pungs": 1, "three_concealed_pungs": 1, "one_kong": 1, "wind_pung": 1, "all_types": 1}, 80),
        # 111m 222p concealed, 345s, 678s melded: 5.
        "two_concealed_pungs": ({"two_concealed_pungs": 1}, 5),
        # 111m 222p 333s concealed (different suits: not similar or consecutive), 678s melded: 30.
        "three_concealed_pungs": ({"three_concealed_pungs": 1}, 30),
        # Four concealed pungs, won on the pair: 125 + all pungs 30 + concealed 5 = 160.
        "four_concealed_pungs": ({"four_concealed_pungs": 1, "all_pungs": 1, "concealed_hand": 1}, 160),
        # 123m 456s 789s [2222p], pair White: a concealed kong keeps the hand concealed: 5 + 5.
        "one_kong": ({"one_kong": 1, "concealed_hand": 1}, 10),
        # 123m 789m [2222p] [3333s]: two kongs 20 + two concealed pungs 5 + concealed 5
        # + 123m with 789m (two-tailed terminal chows) 5 = 35.
        "two_kongs": ({"two_kongs": 1, "two_concealed_pungs": 1, "concealed_hand": 1, "two_tailed_terminal_chows": 1}, 35),
        # [2222p] [3333s] (8888m) 123m: three kongs 120 + two concealed (the concealed kongs) 5 = 125.
        "three_kongs": ({"three_kongs": 1, "two_concealed_pungs": 1}, 125),
        # Four kongs (480) is above the limit, so it scores alone.
        "four_kongs": ({"four_kongs": 1}, 480),
        # 3 Identical sets
        # 345p 345p 789m 123s(melded), pair White: 10 + all chows 5.
        "two_identical_chows": ({"two_identical_chows": 1, "all_chows": 1}, 15),
        # 345p 345p 789p 789p, pair 5m, concealed: 60 + all chows 5 + concealed 5.
        "two_identical_chows_twice": ({"two_identical_chows_twice": 1, "all_chows": 1, "concealed_hand": 1}, 70),
        # Three 345p (one melded) and 789m: 120 + all chows 5.
        "three_identical_chows": ({"three_identical_chows": 1, "all_chows": 1}, 125),
        # Four identical chows (480) scores alone.
        "four_identical_chows": ({"four_identical_chows": 1}, 480),
        # 4 Similar sets
        # 345p 345s 345m(melded) 789m: 35 + all chows 5.
        "three_similar_chows": ({"three_similar_chows": 1, "all_chows": 1}, 40),
        # 444p 444m concealed, pair 4s, 789s, 123m melded: 30 + two concealed pungs 5.
        "little_three_similar_pungs": ({"little_three_similar_pungs": 1, "two_concealed_pungs": 1}, 35),
        # 444p 444s concealed, 444m melded, 789s: 120 + two concealed pungs 5.
        "three_similar_pungs": ({"three_similar_pungs": 1, "two_concealed_pungs": 1}, 125),
        # 5 Consecutive sets
        # 123m 234m 345m, 789p melded: 30 + all chows 5.
        "three_consecutive_chows": ({"three_consecutive_chows": 1, "all_chows": 1}, 35),
        # 123m 456m 789m 234p(melded): 40 + all chows 5 + 123m with 789m (family 7.1, another family) 5.
        "nine_tile_straight": ({"nine_tile_straight": 1, "all_chows": 1, "two_tailed_terminal_chows": 1}, 50),
        # 123m 234m 345m 567m (n, n+1, n+2, n+4), pair 9p, concealed: 50 (beats 30 in family 5.1)
        # + all chows 5 + concealed 5.
        "three_consecutive_chows_twice": ({"three_consecutive_chows_twice": 1, "all_chows": 1, "concealed_hand": 1}, 60),
        # 123m 234m 345m 456m, pair 9p, concealed: 100 + all chows 5 + concealed 5.
        "four_consecutive_chows": ({"four_consecutive_chows": 1, "all_chows": 1, "concealed_hand": 1}, 110),
        # 444m 555m concealed, 666m and 789p melded: 100 + two concealed pungs 5.
        "three_consecutive_pungs": ({"three_consecutive_pungs": 1, "two_concealed_pungs": 1}, 105),
        # Melded 444m 555m 666m 777m, pair 9p: 200 + all pungs 30 (the guide: at least 230).
        "four_consecutive_pungs": ({"four_consecutive_pungs": 1, "all_pungs": 1}, 230),
        # Three Mothers (400) scores alone.
        "three_mothers": ({"three_mothers": 1}, 400),
        # 6 Suit patterns
        # 234p 777p 222z(South) concealed, pair 8p, 555z(White) melded: 40 + wind pung 5
        # + dragon pung 10 + two concealed pungs (777p, 222z) 5 = 60.
        "mixed_one_suit": ({"mixed_one_suit": 1, "wind_pung": 1, "dragon_pung": 1, "two_concealed_pungs": 1}, 60),
        # Only reading 234m 345m 666m 789m + 88m, concealed: 80 + concealed 5 (one concealed pung).
        "pure_one_suit": ({"pure_one_suit": 1, "concealed_hand": 1}, 85),
        # Nine Gates (480) scores alone.
        "nine_gates": ({"nine_gates": 1}, 480),
        # 7 Terminal tiles
        # 123s 789s 456p 234m(melded): 5 + all chows 5.
        "two_tailed_terminal_chows": ({"two_tailed_terminal_chows": 1, "all_chows": 1}, 10),
        # 111m 999m concealed, 234p 567s melded: 15 + two concealed pungs 5.
        "two_tailed_terminal_pungs": ({"two_tailed_terminal_pungs": 1, "two_concealed_pungs": 1}, 20),
        # 111p 789p, melded 123p 999p, pair 5s: 180 + 5 + 15 (the guide: at least 200); the 5s pair
        # rules out the lesser terminals and one-suit patterns.
        "two_tailed_terminals": ({"two_tailed_terminals": 1, "two_tailed_terminal_chows": 1, "two_tailed_terminal_pungs": 1}, 200),
        # 123p 123p 789p 789p + 11p (better than its seven-pairs reading): 320 + pure one-suit 80
        # + pure lesser terminals 50 + identical chows twice 60 + two couples of 123/789 10
        # + all chows 5 + concealed 5, over the limit: 320.
        "little_mountain": ({"little_mountain": 1, "pure_one_suit": 1, "pure_lesser_terminals": 1, "two_identical_chows_twice": 1,
                             "two_tailed_terminal_chows": 2, "all_chows": 1, "concealed_hand": 1}, 320),
        # 11 123 123 789 999 of circles: Big Mountain (400) scores alone.
        "big_mountain": ({"big_mountain": 1}, 400),
        # 111s 123m 789p 777z(Red, melded), pair 9m: 40 + dragon pung 10 (no wind: not All Types).
        "mixed_lesser_terminals": ({"mixed_lesser_terminals": 1, "dragon_pung": 1}, 50),
        # 123s 111m 789m 999p, pair 1s, concealed: 50 + concealed 5 + two concealed pungs 5;
        # the terminal pungs and chows are in different suits.
        "pure_lesser_terminals": ({"pure_lesser_terminals": 1, "concealed_hand": 1, "two_concealed_pungs": 1}, 60),
        # 999s 111m 333z(West) concealed, 666z(Green) melded, pair 1p: 100 + all pungs 30
        # + three concealed pungs 30 + wind pung 5 + dragon pung 10 + all types 10 = 185.
        "mixed_greater_terminals": ({"mixed_greater_terminals": 1, "all_pungs": 1, "three_concealed_pungs": 1, "wind_pung": 1,
                                     "dragon_pung": 1, "all_types": 1}, 185),
        # Pure Greater Terminals (400) scores alone.
        "pure_greater_terminals": ({"pure_greater_terminals": 1}, 400),
        # 8 Honor tiles
        # 123m 456p 789s, pair White, melded South pung: 5 + all types 10.
        "wind_pung": ({"wind_pung": 1, "all_types": 1}, 15),
        # West and North pungs, pair East: 30 + two wind pungs 10 (the guide: at least 40).
        "little_three_winds": ({"little_three_winds": 1, "wind_pung": 2}, 40),
        # East, South, North pungs: 120 + three wind pungs 15 (the guide: at least 135).
        "big_three_winds": ({"big_three_winds": 1, "wind_pung": 3}, 135),
        # East, West, North pungs, pair South, 234m: 320 + wind pungs 15 + mixed one-suit 40,
        # capped at 320.
        "little_four_winds": ({"little_four_winds": 1, "wind_pung": 3, "mixed_one_suit": 1}, 320),
        # Big Four Winds (400) scores alone.
        "big_four_winds": ({"big_four_winds": 1}, 400),
        # 123m 456p 789s, pair 5s, melded Red pung: 10 (no wind: not All Types).
        "dragon_pung": ({"dragon_pung": 1}, 10),
        # White and Red pungs, pair Green: 40 + two dragon pungs 20 (the guide: at least 60).
        "little_three_dragons": ({"little_three_dragons": 1, "dragon_pung": 2}, 60),
        # All three dragon pungs: 130 + 30 (the guide: at least 160).
        "big_three_dragons": ({"big_three_dragons": 1, "dragon_pung": 3}, 160),
        # East, North, Red, Green pungs, pair South: 320 + all pungs 30 + two wind pungs 10
        # + two dragon pungs 20 + little three winds (E, N pungs, S pair) 30, capped at 320.
        "all_honor_pungs": ({"all_honor_pungs": 1, "all_pungs": 1, "wind_pung": 2, "dragon_pung": 2, "little_three_winds": 1}, 320),
        # All Honor Pairs (480) scores alone.
        "all_honor_pairs": ({"all_honor_pairs": 1}, 480),
        # 9 Seven pairs
        # 22m 66m 11p 77p and White, West, North pairs: 30 + concealed 5 (no bamboo: not All Types).
        "seven_pairs": ({"seven_pairs": 1, "concealed_hand": 1}, 35),
        # 1-7 circles in pairs: 320 + pure one-suit 80 + concealed 5, capped at 320 (the chow
        # reading 123 123 456 456 77 makes only 150).
        "seven_shifted_pairs": ({"seven_shifted_pairs": 1, "pure_one_suit": 1, "concealed_hand": 1}, 320),
        # Grand Chariot, Bamboo Forest, Number Neighborhood (400 each) score alone.
        "grand_chariot": ({"grand_chariot": 1}, 400),
        "bamboo_forest": ({"bamboo_forest": 1}, 400),
        "number_neighborhood": ({"number_neighborhood": 1}, 400),
        # 10 Color hands: above the limit, alone.
        "all_green": ({"all_green": 1}, 400),
        "all_red": ({"all_red": 1}, 480),
        # 11 Irregular hands: no Concealed Hand, All Types or Mixed Greater Terminals with it (11.0).
        "thirteen_orphans": ({"thirteen_orphans": 1}, 160),
        # 12 Incidental bonuses, on 123m 456p 789s 234s + pair White, nothing melded
        # (all chows 5 + concealed 5 before the bonus):
        # drawn: + self drawn 5 + final draw 10 = 25.
        "final_draw": ({"final_draw": 1, "self_drawn": 1, "all_chows": 1, "concealed_hand": 1}, 25),
        # on a discard: + final discard 10 = 20.
        "final_discard": ({"final_discard": 1, "all_chows": 1, "concealed_hand": 1}, 20),
        # 123m 456p 789s [2222s], drawn on the kong's replacement: 10 + self drawn 5 + one kong 5
        # + concealed 5 = 25.
        "win_on_kong": ({"win_on_kong": 1, "self_drawn": 1, "one_kong": 1, "concealed_hand": 1}, 25),
        # drawn after a flower: + self drawn 5 + win on bonus tile 10 + the flower 2 = 27.
        "win_on_bonus_tile": ({"win_on_bonus_tile": 1, "self_drawn": 1, "all_chows": 1, "concealed_hand": 1,
                               "bonus_flower_season": 1}, 27),
        # 123m 456p 789s 234s + pair 5z, won on the robbed 4s: 10 + 5 + 5 = 20.
        "robbing_a_kong": ({"robbing_a_kong": 1, "all_chows": 1, "concealed_hand": 1}, 20),
        # East (the default seat) on the deal, self-drawn: 155 + 5 + 5 + 5 = 170.
        "blessing_of_heaven": ({"blessing_of_heaven": 1, "self_drawn": 1, "all_chows": 1, "concealed_hand": 1}, 170),
        # South on East's first discard: 155 + 5 + 5 = 165.
        "blessing_of_earth": ({"blessing_of_earth": 1, "all_chows": 1, "concealed_hand": 1}, 165),
        # 13 Bonus tiles, on the same all-chows concealed hand (10):
        # one flower 2 = 12.
        "bonus_flower_season": ({"bonus_flower_season": 1, "all_chows": 1, "concealed_hand": 1}, 12),
        # four flowers 4 x 2 + the set 12 (the guide: 12 -> 20) = 30.
        "all_flowers": ({"all_flowers": 1, "bonus_flower_season": 4, "all_chows": 1, "concealed_hand": 1}, 30),
        "all_seasons": ({"all_seasons": 1, "bonus_flower_season": 4, "all_chows": 1, "concealed_hand": 1}, 30),
        # eight tiles 8 x 2 + 64 (the guide: 64 -> 80; the two sets of four are the same family,
        # below it) = 90.
        "all_bonus_tiles": ({"all_bonus_tiles": 1, "bonus_flower_season": 8, "all_chows": 1, "concealed_hand": 1}, 90),
    },
}
