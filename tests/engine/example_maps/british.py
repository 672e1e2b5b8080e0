"""Every example hand of the British (BMJA) rule set, scored in full: its complete pattern map
and total, worked out by hand from shared/rule-sources/british-scoring-tables.md (§1.1 basic
points, §1.2-1.3 doubles, §1.4 special hands and fishing values, limit 1,000) and
british-bmja-special-hands.md, not read off the engine.

Reminders for the working: the notation's seat and round winds default to East; a set completed
by a claimed discard, the winning discard included, is exposed (§1.1); the 2 points for a wall
draw are for the live wall only, not the kong box (§2 default); a special hand scores its share
of the limit alone (plus bonus tiles, none here), Purity doubles its playing tiles' points three
times with no other double (§1.4), and a fishing hand scores its fishing value unless its tiles
are worth more. Each example is scored as test_examples.py scores it: every pattern enabled.
"""

SLUG = "british"

# The ordinary hand most examples share: 234m chow (0), 666s concealed minor pung (4),
# 111p concealed major pung (8), (888p) exposed minor pung (2), a pair of 9s (0), Mah-Jong 20.
PLAIN = {"concealed_minor_pung": 1, "concealed_major_pung": 1, "exposed_minor_pung": 1, "mah_jong": 1}
# 234m chow, 666s concealed minor pung (4), 11p pair, 99s + the 9s discard an exposed major pung (4).
KONG_BASE = {"concealed_minor_pung": 1, "exposed_major_pung": 1, "mah_jong": 1}
# 222s concealed minor pung (4), 789s chow, 999m concealed major pung (8), (555p) exposed minor
# pung (2), a pair of South (neither East's seat nor the East round: 0), Mah-Jong 20 = 34; no double.
PUNGS_EXAMPLE = ({"concealed_minor_pung": 1, "concealed_major_pung": 1, "exposed_minor_pung": 1, "mah_jong": 1}, 34)

EXAMPLE_MAPS = {
    SLUG: {
        # --- basic points ---
        "exposed_minor_pung": PUNGS_EXAMPLE,
        "concealed_minor_pung": PUNGS_EXAMPLE,
        "concealed_major_pung": PUNGS_EXAMPLE,
        # 666s 4, 55z + the 5z discard an exposed dragon pung 4, (999p) 4, 22p pair 0, Mah-Jong 20
        # = 32; the dragon pung doubles once: 64.
        "exposed_major_pung": ({"concealed_minor_pung": 1, "exposed_major_pung": 2, "dragon_pung": 1, "mah_jong": 1}, 64),
        # 4 + 4 + exposed minor kong 8 + 20 = 36.
        "exposed_minor_kong": ({**KONG_BASE, "exposed_minor_kong": 1}, 36),
        # 4 + 4 + concealed minor kong 16 + 20 = 44 (won on a discard: no concealed-hand double).
        "concealed_minor_kong": ({**KONG_BASE, "concealed_minor_kong": 1}, 44),
        # 4 + 4 + exposed major kong 16 + 20 = 44.
        "exposed_major_kong": ({**KONG_BASE, "exposed_major_kong": 1}, 44),
        # 4 + 4 + concealed major kong 32 + 20 = 60.
        "concealed_major_kong": ({**KONG_BASE, "concealed_major_kong": 1}, 60),
        # PLAIN with a pair of Red: 4 + 8 + 2 + dragon pair 2 + 20 = 36.
        "dragon_pair": ({**PLAIN, "dragon_pair": 1}, 36),
        # A pair of West for the West seat: 34 + 2 = 36.
        "own_wind_pair": ({**PLAIN, "own_wind_pair": 1}, 36),
        # A pair of South in the South round, East's seat: 34 + 2 = 36.
        "prevailing_wind_pair": ({**PLAIN, "prevailing_wind_pair": 1}, 36),
        # Orchid and summer are South's, not East's: 34 + 2 × 4 = 42, no double.
        "bonus_tile": ({**PLAIN, "bonus_tile": 2}, 42),
        "mah_jong": (PLAIN, 34),
        # 34 + 2 for the wall draw; the exposed (888p) rules out the concealed double.
        "winning_tile_from_wall": ({**PLAIN, "winning_tile_from_wall": 1}, 36),
        # --- doubles for all players ---
        # 4 + 8 + (555z) exposed major pung 4 + 20 = 36, one double: 72.
        "dragon_pung": ({"concealed_minor_pung": 1, "concealed_major_pung": 1, "exposed_major_pung": 1, "dragon_pung": 1, "mah_jong": 1}, 72),
        # (222z) for the South seat in the East round: 36 × 2 = 72.
        "own_wind_pung": ({"concealed_minor_pung": 1, "concealed_major_pung": 1, "exposed_major_pung": 1, "own_wind_pung": 1, "mah_jong": 1}, 72),
        # (111z) in the East round for the South seat: 36 × 2 = 72.
        "prevailing_wind_pung": ({"concealed_minor_pung": 1, "concealed_major_pung": 1, "exposed_major_pung": 1, "prevailing_wind_pung": 1, "mah_jong": 1}, 72),
        # Plum is East's flower: (34 + 4) × 2 = 76.
        "own_flower": ({**PLAIN, "bonus_tile": 1, "own_flower": 1}, 76),
        # Summer is South's season, seat South: (34 + 4) × 2 = 76.
        "own_season": ({**PLAIN, "bonus_tile": 1, "own_season": 1}, 76),
        # (34 + 16) × 2^2: the bouquet's two doubles include the own-flower double (§1.2): 200.
        "all_flowers": ({**PLAIN, "bonus_tile": 4, "all_flowers": 1}, 200),
        "all_seasons": ({**PLAIN, "bonus_tile": 4, "all_seasons": 1}, 200),
        # --- doubles for the winner ---
        # 222m 4 + 666s 4 + 111p 8 + (888p) 2 + 20 = 38, no chows: 76.
        "no_chows": ({"concealed_minor_pung": 2, "concealed_major_pung": 1, "exposed_minor_pung": 1, "no_chows": 1, "mah_jong": 1}, 76),
        # 234m chow, 666m 4, 111m 8, 9m pair, (777z) 4, + 20 = 36; dragon pung and one suit
        # with honours: 36 × 4 = 144.
        "one_suit_with_honours": ({"concealed_minor_pung": 1, "concealed_major_pung": 1, "exposed_major_pung": 1, "dragon_pung": 1, "one_suit_with_honours": 1, "mah_jong": 1}, 144),
        # 111m, 999s, 111p concealed major pungs 3 × 8, (222z) 4 (South: no wind double for East),
        # pair of White 2, + 20 = 50; no chows and majors only: 50 × 4 = 200.
        "majors_only": ({"concealed_major_pung": 3, "exposed_major_pung": 1, "dragon_pair": 1, "no_chows": 1, "majors_only": 1, "mah_jong": 1}, 200),
        # 666s 4 + 111p 8 + 888p 4 + 20 + wall draw 2 = 38, all concealed: 76.
        "concealed_hand": ({"concealed_minor_pung": 2, "concealed_major_pung": 1, "winning_tile_from_wall": 1, "concealed_hand": 1, "mah_jong": 1}, 76),
        # 4 + 8 + (8888p) 8 + 20 = 40 (no wall points for a kong-box tile), loose tile: 80.
        "loose_tile": ({"concealed_minor_pung": 1, "concealed_major_pung": 1, "exposed_minor_kong": 1, "loose_tile": 1, "mah_jong": 1}, 80),
        # (34 + 2 wall draw) × 2 = 72.
        "last_tile_from_wall": ({**PLAIN, "winning_tile_from_wall": 1, "last_tile_from_wall": 1}, 72),
        # 34 × 2 = 68.
        "last_discard": ({**PLAIN, "last_discard": 1}, 68),
        # Its own hand, 23m 666s 111p (888p) 99s won on a robbed 4m (a robbed tile cannot be one the
        # winner holds: its other three are in the robbed pung), the same 34 points: × 2 = 68.
        "robbing_the_kong": ({**PLAIN, "robbing_the_kong": 1}, 68),
        # 4 + 8 + 4 + 20 = 36; the pair came from a discard, so no concealed double (§2 default):
        # original call only, 72.
        "original_call": ({"concealed_minor_pung": 2, "concealed_major_pung": 1, "original_call": 1, "mah_jong": 1}, 72),
        # --- special hands ---
        # 111m 8 + 555m 4 + 777m 4 + (888m) 2 + 20 = 38, × 2^3 = 304 (no no-chows double).
        "purity": ({"purity": 1, "concealed_major_pung": 1, "concealed_minor_pung": 2, "exposed_minor_pung": 1, "mah_jong": 1}, 304),
        "triple_knitting": ({"triple_knitting": 1}, 500),
        "knitting": ({"knitting": 1}, 500),
        "all_pair_honours": ({"all_pair_honours": 1}, 500),
        # Its tiles alone: (8 + 4 + 4 + 8 + 20 + 2) × 2^4 = 736, less than the limit.
        "buried_treasure": ({"buried_treasure": 1}, 1000),
        "fourfold_plenty": ({"fourfold_plenty": 1}, 1000),
        "heads_and_tails": ({"heads_and_tails": 1}, 1000),
        "gates_of_heaven": ({"gates_of_heaven": 1}, 1000),
        "wriggling_snake": ({"wriggling_snake": 1}, 1000),
        "all_winds_and_dragons": ({"all_winds_and_dragons": 1}, 1000),
        "imperial_jade": ({"imperial_jade": 1}, 1000),
        "thirteen_unique_wonders": ({"thirteen_unique_wonders": 1}, 1000),
        # Its tiles alone: (8 + 8 + 4 + 4 + 20) × 2^4 = 704.
        "three_great_scholars": ({"three_great_scholars": 1}, 1000),
        # Its tiles alone: (3 × 8 + 4 + 20) × 2^3 (East's double wind, no chows) = 384.
        "four_blessings_hovering_over_the_door": ({"four_blessings_hovering_over_the_door": 1}, 1000),
        "heavens_blessing": ({"heavens_blessing": 1}, 1000),
        "earths_blessing": ({"earths_blessing": 1}, 1000),
        "gathering_the_plum_blossom_from_the_roof": ({"gathering_the_plum_blossom_from_the_roof": 1}, 1000),
        "plucking_the_moon_from_the_bottom_of_the_sea": ({"plucking_the_moon_from_the_bottom_of_the_sea": 1}, 1000),
        "twofold_fortune": ({"twofold_fortune": 1}, 1000),
        # 13s 666s 111p (888p) 99m won on a robbed 2s. With the option on, the limit; its tiles alone
        # (4 + 8 + 2 + 20) × 2 = 68.
        "scratching_a_carrying_pole": ({"scratching_a_carrying_pole": 1}, 1000),
        # --- fishing (a losing hand that declared fishing) ---
        # The sets' points without the 20 for Mah-Jong: 8 + 4 + 4 + 2 = 18, × 2^3 = 144.
        "fishing_purity": ({"fishing_purity": 1, "concealed_major_pung": 1, "concealed_minor_pung": 2, "exposed_minor_pung": 1}, 144),
        # A fifth of the limit; the tiles hold no pung or pair.
        "fishing_triple_knitting": ({"fishing_triple_knitting": 1}, 200),
        "fishing_knitting": ({"fishing_knitting": 1}, 200),
        # Its pairs alone: East's double-wind pair 4 + White 2 = 6.
        "fishing_all_pair_honours": ({"fishing_all_pair_honours": 1}, 200),
        # Two fifths of the limit; its tiles alone (8 + 4 + 4 + 8) × 2 = 48.
        "fishing_buried_treasure": ({"fishing_buried_treasure": 1}, 400),
        "fishing_fourfold_plenty": ({"fishing_fourfold_plenty": 1}, 400),
        "fishing_heads_and_tails": ({"fishing_heads_and_tails": 1}, 400),
        "fishing_gates_of_heaven": ({"fishing_gates_of_heaven": 1}, 400),
        "fishing_wriggling_snake": ({"fishing_wriggling_snake": 1}, 400),
        # Its tiles alone: (8 + 8 + 8 + 4) × 2^2 = 112.
        "fishing_all_winds_and_dragons": ({"fishing_all_winds_and_dragons": 1}, 400),
        "fishing_imperial_jade": ({"fishing_imperial_jade": 1}, 400),
        "fishing_thirteen_unique_wonders": ({"fishing_thirteen_unique_wonders": 1}, 400),
        # Its tiles alone: (8 + 8 + 4 + 4) × 2^3 = 192.
        "fishing_three_great_scholars": ({"fishing_three_great_scholars": 1}, 400),
        # Its tiles alone: (3 × 8 + 4) × 2^2 (East's pung of East in the East round) = 112.
        "fishing_four_blessings_hovering_over_the_door": ({"fishing_four_blessings_hovering_over_the_door": 1}, 400),
    },
}
