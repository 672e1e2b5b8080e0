"""Each example hand of Classical Chinese (Shanghai: Second Dynasty), the one the rules page shows for
its pattern, scored in full: its complete pattern map and total, worked out by hand from
shared/rule-sources/chinese-classical-shanghai-second-dynasty.txt (SSD-H) and
chinese-classical-scoring-tables.md (§1.1 basic points, §1.2 fan, §1.3 limits, §2 options).

Scored as tests/engine/test_examples.py scores them: every pattern enabled. One-Chance (2 points)
counts wherever the hand waited on one tile only. Score = basic points
× 2^fan, capped at the 1,000 limit; a limit hand scores the limit (half for a half-limit hand) and
its result shows only its limit lines. Hands are East seat in an East round unless the notation says
otherwise (shared/hand-format.md). "Waits" below are the tiles that would have completed the hand.
"""

SLUG = "chinese-classical"
LIMIT = 1000

# The plain hand most examples build on: 123m 234m 456p 789s and a pair of 5p, won on a discarded 5p.
# Its only wait is 5p (4p 5p 6p + 5p reads only as 456p + 55p), so One-Chance counts: 10 + 2 = 12.
PLAIN = {"going_out": 1, "one_chance": 1}

EXAMPLE_MAPS = {
    SLUG: {
        # --- Basic points (§1.1) ---
        "going_out": (PLAIN, 12),  # 10 going out + 2 one-chance
        "self_pick": ({**PLAIN, "self_pick": 1}, 14),  # 10 + 2 self-pick + 2 one-chance
        "one_chance": (PLAIN, 12),  # the plain hand: single wait on 5p
        # 10 + 2 exposed 222m + 2 one-chance (wait still only 5p)
        "exposed_pung_of_simples": ({**PLAIN, "exposed_pung_of_simples": 1}, 14),
        # 222m in hand and 234m: the discarded 5p completes the pair, so 222m stays concealed: 10 + 4 + 2
        "concealed_pung_of_simples": ({**PLAIN, "concealed_pung_of_simples": 1}, 16),
        "exposed_pung_of_terminals_or_honours": ({**PLAIN, "exposed_pung_of_terminals_or_honours": 1}, 16),  # 10 + 4 + 2
        "concealed_pung_of_terminals_or_honours": ({**PLAIN, "concealed_pung_of_terminals_or_honours": 1}, 20),  # 10 + 8 + 2
        "exposed_kong_of_simples": ({**PLAIN, "exposed_kong_of_simples": 1}, 20),  # 10 + 8 + 2
        "concealed_kong_of_simples": ({**PLAIN, "concealed_kong_of_simples": 1}, 28),  # 10 + 16 + 2
        "exposed_kong_of_terminals_or_honours": ({**PLAIN, "exposed_kong_of_terminals_or_honours": 1}, 28),  # 10 + 16 + 2
        "concealed_kong_of_terminals_or_honours": ({**PLAIN, "concealed_kong_of_terminals_or_honours": 1}, 44),  # 10 + 32 + 2
        # Pair of Red won on a single wait: 10 + 2 pair + 2 one-chance, no fan (a pair is points only)
        "pair_of_dragons": ({**PLAIN, "pair_of_dragons": 1}, 14),
        # South seat, East round: the South pair is own wind only: 10 + 2 + 2
        "pair_of_own_wind": ({**PLAIN, "pair_of_own_wind": 1}, 14),
        # East seat, West round: the West pair is prevailing wind only: 10 + 2 + 2
        "pair_of_prevailing_wind": ({**PLAIN, "pair_of_prevailing_wind": 1}, 14),
        # 2f (South's flower) and 7f (West's season) for East: 4 points each, no own-flower fan: 10 + 2 + 8
        "flower_or_season": ({**PLAIN, "flower_or_season": 2}, 20),
        # South holds all four flowers: 16 points for them and 2f is South's own (1 fan): (10 + 2 + 16) × 2 = 56;
        # the set of four is paid at once by every other player (1,000 each), outside this score (SSD-O).
        "four_flowers_or_seasons": (
            {**PLAIN, "flower_or_season": 4, "own_flower_or_season": 1, "four_flowers_or_seasons": 1}, 56),
        # The same with the option four_flowers_bonus=fan: one more fan instead of the payment: 28 × 2^2 = 112
        "four_flowers_or_seasons_fan": (
            {**PLAIN, "flower_or_season": 4, "own_flower_or_season": 1, "four_flowers_or_seasons_fan": 1}, 112),
        # East with 1f and 5f (both East's): 8 points and 2 fan: (10 + 2 + 8) × 4 = 80
        "own_flower_or_season": ({**PLAIN, "flower_or_season": 2, "own_flower_or_season": 2}, 80),
        # --- Fan (§1.2, SSD-H) ---
        # Exposed pung of White: (10 + 4 + 2) × 2 = 32
        "pung_of_dragons": ({**PLAIN, "exposed_pung_of_terminals_or_honours": 1, "pung_of_dragons": 1}, 32),
        # South seat, East round, exposed South pung: own wind only: 16 × 2 = 32
        "pung_of_own_wind": ({**PLAIN, "exposed_pung_of_terminals_or_honours": 1, "pung_of_own_wind": 1}, 32),
        # East seat, West round, exposed West pung: prevailing wind only: 16 × 2 = 32
        "pung_of_prevailing_wind": ({**PLAIN, "exposed_pung_of_terminals_or_honours": 1, "pung_of_prevailing_wind": 1}, 32),
        # 123m 234m 456m 789m 55m, the only reading; it waited on 2m too (22m 123m 345m 456m 789m), so no
        # one-chance; chows score nothing: 10 × 2^3 = 80
        "pure_hand": ({"going_out": 1, "pure_hand": 1}, 80),
        # South seat and round: exposed 111m, 999p, East pung (4 each, East is neither own nor prevailing wind),
        # concealed White pung 8, pair 99s on a single wait (one-chance 2): 10 + 12 + 8 + 2 = 32;
        # fan: White pung 1 + All Honors 3: 32 × 2^4 = 512
        "all_honors": ({
            "going_out": 1, "one_chance": 1, "exposed_pung_of_terminals_or_honours": 3,
            "concealed_pung_of_terminals_or_honours": 1, "pung_of_dragons": 1, "all_honors": 1}, 512),
        # East seat and round: exposed East, South, West pungs (12), chow 0, North pair scores nothing (neither
        # own nor prevailing), single wait on 4z: 10 + 12 + 2 = 24; fan: East pung as own wind 1 and as
        # prevailing wind 1, Little Four Winds 1 "in addition to any other doubles" (SSD-H): 24 × 8 = 192
        "little_four_winds": ({
            "going_out": 1, "one_chance": 1, "exposed_pung_of_terminals_or_honours": 3, "pung_of_own_wind": 1,
            "pung_of_prevailing_wind": 1, "little_four_winds": 1}, 192),
        # Exposed White and Green pungs (8), pair of Red (2), single wait on 7z (2): 10 + 8 + 2 + 2 = 22;
        # fan: two dragon pungs 2 + Little Three Dragons 1: 22 × 8 = 176
        "little_three_dragons": ({
            "going_out": 1, "one_chance": 1, "exposed_pung_of_terminals_or_honours": 2, "pair_of_dragons": 1,
            "pung_of_dragons": 2, "little_three_dragons": 1}, 176),
        # South seat, East round: exposed East pung 4 (prevailing wind, 1 fan); 123456789m + 5m waited on 5m
        # alone: 10 + 4 + 2 = 16; fan: prevailing wind 1 + half flush 1: 16 × 4 = 64
        "half_flush": ({
            "going_out": 1, "one_chance": 1, "exposed_pung_of_terminals_or_honours": 1, "pung_of_prevailing_wind": 1,
            "half_flush": 1}, 64),
        # Exposed 222m 333p 444s (2 each), concealed 666m (4), single wait on 9p: 10 + 6 + 4 + 2 = 22, × 2 = 44
        "all_pungs": ({
            "going_out": 1, "one_chance": 1, "exposed_pung_of_simples": 3, "concealed_pung_of_simples": 1,
            "all_pungs": 1}, 44),
        "concealed_hand": ({**PLAIN, "concealed_hand": 1}, 24),  # 12 × 2
        # Exposed chow scores nothing; won on the last (discarded) tile, not 1p, so no Moon: 12 × 2 = 24
        "last_tile": ({**PLAIN, "last_tile": 1}, 24),
        # Exposed kong of 3m (8), self-pick (2); 5556p waited on 4p, 6p and 7p, so no one-chance; the loose
        # tile is 4p, not 5p, so no Plum Blossom: (10 + 2 + 8) × 2 = 40
        "loose_tile": ({
            "going_out": 1, "self_pick": 1, "exposed_kong_of_simples": 1, "loose_tile": 1}, 40),
        # Robbing a kong of 5p (into 46p, the only wait), not 2s, so no Carrying Pole: 12 × 2 = 24
        "robbing_the_kong": ({**PLAIN, "robbing_the_kong": 1}, 24),
        # --- Limit situations (SSD-H "LIMIT SITUATIONS"): the limit, shown alone ---
        "heavenly_hand": ({"heavenly_hand": 1}, LIMIT),
        "earthly_hand": ({"earthly_hand": 1}, LIMIT),
        "kong_on_kong": ({"kong_on_kong": 1}, LIMIT),
        "plum_blossom_from_the_roof": ({"plum_blossom_from_the_roof": 1}, LIMIT),
        "moon_from_the_bottom_of_the_sea": ({"moon_from_the_bottom_of_the_sea": 1}, LIMIT),
        "scratching_the_carrying_pole": ({"scratching_the_carrying_pole": 1}, LIMIT),
        # 222m 333p 444s and 666m completed by self-pick, pair 99p
        "buried_treasure": ({"buried_treasure": 1}, LIMIT),
        "pure_hand_by_self_pick": ({"pure_hand_by_self_pick": 1}, LIMIT),
        "dealer_thirteenth_win": ({"dealer_thirteenth_win": 1}, LIMIT),
        # --- Limit hands (SSD-H "LIMIT HANDS") ---
        # Won on a discard, nothing exposed before: concealed Heavenly Gates, the limit
        "heavenly_gates": ({"heavenly_gates": 1}, LIMIT),
        "exposed_heavenly_gates": ({"exposed_heavenly_gates": 1}, LIMIT // 2),  # half limit
        "all_winds_and_dragons": ({"all_winds_and_dragons": 1}, LIMIT),
        "heads_and_tails": ({"heads_and_tails": 1}, LIMIT),
        "unique_wonders": ({"unique_wonders": 1}, LIMIT),
        # Fourth set a chow (the source allows it), pair 99m of the chow's suit
        "big_three_dragons": ({"big_three_dragons": 1}, LIMIT),
        "big_four_winds": ({"big_four_winds": 1}, LIMIT),
        "all_kong": ({"all_kong": 1}, LIMIT),
        # 234s 666s 888s, exposed Green pung, pair 22s; jewel hands are off, so no Imperial Jade
        "all_green": ({"all_green": 1}, LIMIT),
        # 111s 345s 678s 999s + pair 22s is also 1112345678999s + 2s held concealed: Heavenly Gates too
        # (any extra tile of the suit, SSD-H); both lines shown, the score is one limit
        "the_snake": ({"the_snake": 1, "heavenly_gates": 1}, LIMIT),
        # --- Optional hands (jewel and pair hands, switched on by the example's option) ---
        # Only 2, 3, 4, 6, 8 of bamboo and Green: also All Green
        "jade_hand": ({"jade_hand": 1, "all_green": 1}, LIMIT),
        # Green pung, 222s 444s 888s, pair 33s, no chow: also All Green
        "imperial_jade": ({"imperial_jade": 1, "all_green": 1}, LIMIT),
        "pearl_dragon": ({"pearl_dragon": 1}, LIMIT),
        "imperial_ruby": ({"imperial_ruby": 1}, LIMIT),
        "dirty_pairs": ({"dirty_pairs": 1}, LIMIT // 2),  # half limit
        # Five pairs of characters with East and South pairs: Clean Pairs (limit) is seven pairs too (Dirty
        # Pairs, half): the higher, the limit, scores
        "clean_pairs": ({"dirty_pairs": 1, "clean_pairs": 1}, LIMIT),
        # 1m 9m 1p 9p East White Red pairs: two suits, so not Clean Pairs
        "all_pair_honours": ({"dirty_pairs": 1, "all_pair_honours": 1}, LIMIT),
    },
}
