"""Every example hand of the British preset that plays as Kajongg's "Classical Chinese BMJA"
(`british-kajongg`), scored in full: its complete pattern map and total, worked out by hand from
shared/rule-sources/british-scoring-tables.md (§4, the Kajongg readings, and §2, the options they
choose) on top of the British maps (example_maps/british.py), not read off the engine.

The preset's options (builtin/british.py KAJONGG_OPTIONS) and which examples they reach:
- no one-suit-with-honours double: the one_suit_with_honours example (its hand holds no other one-suit
  hand among the ordinary examples; the special hands score their limit share, their tiles' own value
  staying under it either way);
- no loose-tile double, but the 2 points for a wall draw also for a kong-box tile: the loose_tile
  example (the other kong-box examples are limit hands);
- a bouquet's 2 doubles come on top of the own tile's double (3 in all): all_flowers, all_seasons;
- Purity stacks: its 3 doubles join the ordinary ones (no chows included) on the whole score: purity
  (fishing_purity has no other double, a loser not scoring no chows, so it stays at 144);
- special hands ignore bonus tiles: no special-hand example holds one, so nothing changes;
- Scratching a Carrying Pole is a limit hand: its example already turns that option on.
Entries not commented are the British maps unchanged.
"""

from . import british

SLUG = "british-kajongg"
BRITISH = british.EXAMPLE_MAPS["british"]

# The ordinary hand most examples share: 234m chow (0), 666s concealed minor pung (4),
# 111p concealed major pung (8), (888p) exposed minor pung (2), a pair of 9s (0), Mah-Jong 20 = 34.
PLAIN = british.PLAIN

UNCHANGED = (
    "exposed_minor_pung", "concealed_minor_pung", "exposed_major_pung", "concealed_major_pung",
    "exposed_minor_kong", "concealed_minor_kong", "exposed_major_kong", "concealed_major_kong",
    "dragon_pair", "own_wind_pair", "prevailing_wind_pair", "bonus_tile", "mah_jong", "winning_tile_from_wall",
    "dragon_pung", "own_wind_pung", "prevailing_wind_pung", "own_flower", "own_season",
    "no_chows", "majors_only", "concealed_hand", "last_tile_from_wall", "last_discard", "robbing_the_kong",
    "original_call",
    "triple_knitting", "knitting", "all_pair_honours", "buried_treasure", "fourfold_plenty", "heads_and_tails",
    "gates_of_heaven", "wriggling_snake", "all_winds_and_dragons", "imperial_jade", "thirteen_unique_wonders",
    "three_great_scholars", "four_blessings_hovering_over_the_door", "heavens_blessing", "earths_blessing",
    "gathering_the_plum_blossom_from_the_roof", "plucking_the_moon_from_the_bottom_of_the_sea",
    "twofold_fortune", "scratching_a_carrying_pole",
    "fishing_purity", "fishing_triple_knitting", "fishing_knitting", "fishing_all_pair_honours",
    "fishing_buried_treasure", "fishing_fourfold_plenty", "fishing_heads_and_tails", "fishing_gates_of_heaven",
    "fishing_wriggling_snake", "fishing_all_winds_and_dragons", "fishing_imperial_jade",
    "fishing_thirteen_unique_wonders", "fishing_three_great_scholars",
    "fishing_four_blessings_hovering_over_the_door",
)

EXAMPLE_MAPS = {
    SLUG: {
        **{key: BRITISH[key] for key in UNCHANGED},
        # Differs from British: the bouquet's 2 doubles are added to the own flower's (plum, East's)
        # 1: (34 + 4 × 4) × 2^3 = 400, where British gives 2 doubles in all (200).
        "all_flowers": ({**PLAIN, "bonus_tile": 4, "own_flower": 1, "all_flowers": 1}, 400),
        # Differs from British: the same with spring, East's season: (34 + 16) × 2^3 = 400.
        "all_seasons": ({**PLAIN, "bonus_tile": 4, "own_season": 1, "all_seasons": 1}, 400),
        # Differs from British (switched off): no one-suit double. 234m chow, 666m 4, 111m 8, 9m pair,
        # (777z) exposed major pung 4, + 20 = 36; the dragon pung alone doubles: 72 (British 144).
        "one_suit_with_honours": ({"concealed_minor_pung": 1, "concealed_major_pung": 1, "exposed_major_pung": 1, "dragon_pung": 1, "mah_jong": 1}, 72),
        # Differs from British (switched off): no loose-tile double, but the kong-box draw earns the
        # 2 wall points: 666s 4 + 111p 8 + (8888p) exposed minor kong 8 + 20 + 2 = 42 (British 80).
        "loose_tile": ({"concealed_minor_pung": 1, "concealed_major_pung": 1, "exposed_minor_kong": 1, "winning_tile_from_wall": 1, "mah_jong": 1}, 42),
        # Differs from British: Purity stacks with the ordinary doubles, so no chows counts too:
        # 111m 8 + 555m 4 + 777m 4 + (888m) 2 + 20 = 38, × 2^(3 + 1) = 608 (British 304).
        "purity": ({"purity": 1, "concealed_major_pung": 1, "concealed_minor_pung": 2, "exposed_minor_pung": 1, "no_chows": 1, "mah_jong": 1}, 608),
    },
}
