"""British rules (BMJA): the values of Mah-Jong: Know the Game as its authors' site states them
(MBR), with the 19 special hands and their fishing values, and a preset matching Kajongg's
"Classical Chinese BMJA" rule set. Sources: shared/rule-sources/british-*.

Units: basic points per item (`points`), doubles (`doubles`), special hands as a share of the
limit (`limit`: 1 = the limit, 0.5 = half). Purity is 3 doubles with its own arithmetic
(patterns/british_scoring.py). A fishing value is a pattern of its own per special hand
(`fishing_<hand>`), as Kajongg keeps a "calling for" rule per hand: the admin sees and edits
each value next to the hand, and a losing hand's result names what it was fishing for.
"""

from __future__ import annotations

from ..spec import Unit
from . import BuiltinPattern as P
from . import BuiltinRuleSet

D = Unit.DOUBLES
L = Unit.LIMIT

BASIC_POINTS = (
    P("exposed_minor_pung", "Exposed pung of minor tiles", 2, description="Each pung of a 2 to 8 that was claimed, or completed by the winning discard.",
      example="222s789s999m2z (555p) +2z"),
    P("concealed_minor_pung", "Concealed pung of minor tiles", 4, description="Each pung of a 2 to 8 built from tiles drawn by the player.",
      example="222s789s999m2z (555p) +2z"),
    P("exposed_major_pung", "Exposed pung of major tiles", 4, description="Each claimed pung of a 1, a 9, a wind or a dragon.",
      example="234m666s22p55z (999p) +5z"),
    P("concealed_major_pung", "Concealed pung of major tiles", 8, description="Each pung of a 1, a 9, a wind or a dragon built from drawn tiles.",
      example="222s789s999m2z (555p) +2z"),
    P("exposed_minor_kong", "Exposed kong of minor tiles", 8, description="Each kong of a 2 to 8 made with a claimed tile.",
      example="234m666s11p99s (4444p) +9s"),
    P("concealed_minor_kong", "Concealed kong of minor tiles", 16, description="Each kong of a 2 to 8 declared from four drawn tiles.",
      example="234m666s11p99s [4444p] +9s"),
    P("exposed_major_kong", "Exposed kong of major tiles", 16, description="Each kong of a 1, a 9, a wind or a dragon made with a claimed tile.",
      example="234m666s11p99s (1111m) +9s"),
    P("concealed_major_kong", "Concealed kong of major tiles", 32, description="Each kong of a 1, a 9, a wind or a dragon declared from four drawn tiles.",
      example="234m666s11p99s [9999p] +9s"),
    P("dragon_pair", "Pair of dragons", 2, description="A pair of any dragon, for every player.",
      example="234m666s111p7z (888p) +7z"),
    P("own_wind_pair", "Pair of own wind", 2, description="A pair of the player's seat wind, for every player.",
      example="234m666s111p3z (888p) +3z seat=W round=S"),
    P("prevailing_wind_pair", "Pair of prevailing wind", 2, description="A pair of the round's wind, for every player; a player whose seat wind is also the round's scores both pair items.",
      example="234m666s111p2z (888p) +2z round=S"),
    P("bonus_tile", "Flower or season", 4, description="Each flower or season the player has set out.",
      example="234m666s111p9s (888p) +9s 2f6f"),
    P("mah_jong", "Going Mah-Jong", 20, description="The winner's reward for completing the hand.",
      example="234m666s111p9s (888p) +9s"),
    P("winning_tile_from_wall", "Winning tile from the wall", 2, description="The winner drew the tile that completed the hand from the live wall; with the option wall_win_points_from_kong_box, a loose tile from the kong box too.",
      example="234m666s111p9s (888p) +9s self_drawn"),
)

DOUBLES_FOR_ALL = (
    P("dragon_pung", "Pung or kong of dragons", 1, unit=D, description="Each pung or kong of a dragon doubles the score, for every player.",
      example="234m666s111p9s (555z) +9s"),
    P("own_wind_pung", "Pung or kong of own wind", 1, unit=D, description="A pung or kong of the player's seat wind doubles the score.",
      example="234m666s111p9s (222z) +9s seat=S"),
    P("prevailing_wind_pung", "Pung or kong of prevailing wind", 1, unit=D, description="A pung or kong of the round's wind doubles the score; East in the East round doubles twice for it.",
      example="234m666s111p9s (111z) +9s seat=S"),
    P("own_flower", "Own flower", 1, unit=D, description="The flower of the player's seat (plum East, orchid South, chrysanthemum West, bamboo North) doubles the score.",
      example="234m666s111p9s (888p) +9s 1f"),
    P("own_season", "Own season", 1, unit=D, description="The season of the player's seat (spring East, summer South, autumn West, winter North) doubles the score.",
      example="234m666s111p9s (888p) +9s 6f seat=S"),
    P("all_flowers", "All four flowers", 2, unit=D, description="Holding all four flowers doubles twice; by default this includes the own-flower double.",
      example="234m666s111p9s (888p) +9s 1f2f3f4f"),
    P("all_seasons", "All four seasons", 2, unit=D, description="Holding all four seasons doubles twice; by default this includes the own-season double.",
      example="234m666s111p9s (888p) +9s 5f6f7f8f"),
)

DOUBLES_FOR_THE_WINNER = (
    P("no_chows", "No chows", 1, unit=D, description="The winning hand is four pungs or kongs and a pair.",
      example="222m666s111p9s (888p) +9s"),
    P("one_suit_with_honours", "One suit with honours", 1, unit=D, description="Every tile of the winning hand is of one suit, a wind or a dragon.",
      example="234m666m111m9m (777z) +9m"),
    P("majors_only", "Majors only", 1, unit=D, description="The winning hand holds only 1s, 9s, winds and dragons, with at least one wind or dragon.",
      example="111m999s111p5z (222z) +5z"),
    P("concealed_hand", "All concealed", 1, unit=D, description="The winner declared no set from a discard and drew the winning tile (concealed kongs are fine).",
      example="234m666s111p888p9s +9s self_drawn"),
    P("loose_tile", "Mah-Jong on a loose tile", 1, unit=D, description="The winning tile was the replacement drawn from the kong box after a kong.",
      example="234m666s111p9s (8888p) +9s self_drawn kong_replacement"),
    P("last_tile_from_wall", "Mah-Jong on the last tile of the wall", 1, unit=D, description="The winner drew the last tile of the wall (not counting the kong box) and went out on it.",
      example="234m666s111p9s (888p) +9s self_drawn last_tile_in_wall"),
    P("last_discard", "Mah-Jong on the last discard", 1, unit=D, description="The winner went out on the discard of the last tile drawn from the wall.",
      example="234m666s111p9s (888p) +9s last_tile_in_wall"),
    P("robbing_the_kong", "Robbing the kong", 1, unit=D, description="The winner took the tile another player added to an exposed pung to make a kong.",
      example="23m666s111p99s (888p) +4m robbing_kong"),
    P("original_call", "Original call", 1, unit=D, description="The winner called Mah-Jong on the dealt tiles at the first discard and went out without changing the hand.",
      example="234m666s111p888p9s +9s original_call"),
)

SPECIAL_HANDS = (
    P("purity", "Purity", 3, unit=D, description="Four pungs or kongs and a pair all in one suit, no honours: 3 doubles. The option purity_mode says how: on the playing tiles' points alone, with bonus tiles added apart, or stacked with the hand's other doubles.",
      example="111m555m777m6m (888m) +6m"),
    P("triple_knitting", "Triple Knitting", 0.5, unit=L, description="Four numbers each held in all three suits, and a fifth number in two suits; no honours.",
      example="1m1p1s3m3p3s6m6p6s7m7p7s2m +2s"),
    P("knitting", "Knitting", 0.5, unit=L, description="Seven pairs, each pair one number in two different suits; no honours, and a pair may repeat.",
      example="1m1s2m2s3p3s5m5s6m6p7m7s9s +9p"),
    P("all_pair_honours", "All Pair Honours", 0.5, unit=L, description="Seven pairs of 1s, 9s, winds and dragons; four alike held in hand count as two pairs.",
      example="1s1s9p9p1z1z3z3z4z4z5z5z7z +7z"),
    P("buried_treasure", "Buried Treasure", 1, unit=L, description="Four pungs kept concealed and a pair, of one suit and honours only; by default the last pung or the pair may be completed by a claimed tile.",
      example="111s333s777s777z2s +2s self_drawn"),
    P("fourfold_plenty", "Fourfold Plenty", 1, unit=L, description="Every one of the four sets is a kong, exposed or concealed, and a pair completes the hand.",
      example="5z (4444p) (3333s) [7777s] (3333m) +5z"),
    P("heads_and_tails", "Heads and Tails", 1, unit=L, description="Four sets and a pair of nothing but 1s and 9s.",
      example="111p999p999s1s (111m) +1s"),
    P("gates_of_heaven", "The Gates of Heaven", 1, unit=L, description="1, 1, 1, 2 to 8, 9, 9, 9 of one suit held concealed, and one more tile of that suit (by default a 2 to 8).",
      example="1112345678999s +5s self_drawn"),
    P("wriggling_snake", "The Wriggling Snake", 1, unit=L, description="A pair of 1s, the 2 to the 9 of the same suit, and one of each wind.",
      example="11m2345678m9m1z2z3z +4z"),
    P("all_winds_and_dragons", "All Winds and Dragons", 1, unit=L, description="Four sets and a pair made only of winds and dragons.",
      example="222z444z555z1z (777z) +1z"),
    P("imperial_jade", "Imperial Jade", 1, unit=L, description="Pungs or kongs and a pair of green tiles only: 2, 3, 4, 6 and 8 of bamboo and the green dragon; no chows.",
      example="222s444s666s8s (666z) +8s"),
    P("thirteen_unique_wonders", "The 13 Unique Wonders", 1, unit=L, description="One of every 1, 9, wind and dragon, and a second of any of them.",
      example="1m9m1p9p1s9s1z2z3z4z5z6z7z +7z"),
    P("three_great_scholars", "Three Great Scholars", 1, unit=L, description="Pungs or kongs of all three dragons, a fourth pung or kong, and a pair.",
      example="555z666z222m3p (777z) +3p"),
    P("four_blessings_hovering_over_the_door", "Four Blessings Hovering over the Door", 1, unit=L, description="Pungs or kongs of all four winds and any pair.",
      example="111z222z333z5p (444z) +5p"),
    P("heavens_blessing", "Heaven's Blessing", 1, unit=L, description="East's fourteen dealt tiles already make a winning hand.",
      example="234m666s111p888p9s +9s self_drawn heavenly"),
    P("earths_blessing", "Earth's Blessing", 1, unit=L, description="South, West or North goes out on the very first tile East discards.",
      example="234m666s111p888p9s +9s earthly seat=S"),
    P("gathering_the_plum_blossom_from_the_roof", "Gathering the Plum Blossom from the Roof", 1, unit=L, description="Going out on a loose tile from the kong box that is the 5 of circles.",
      example="234m666s111p5p (8888s) +5p self_drawn kong_replacement"),
    P("plucking_the_moon_from_the_bottom_of_the_sea", "Plucking the Moon from the Bottom of the Sea", 1, unit=L, description="Going out on the last tile of the wall, drawn by the winner, when it is the 1 of circles.",
      example="234m666s11p888p9s9s +1p self_drawn last_tile_in_wall"),
    P("twofold_fortune", "Twofold Fortune", 1, unit=L, description="After a kong, the loose tile makes a second kong, and that kong's loose tile completes the hand.",
      example="234m666s9s (8888p) (1111p) +9s self_drawn kong_replacement kong_on_kong"),
    P("scratching_a_carrying_pole", "Scratching a Carrying Pole", 1, unit=L, description="Going out by robbing a kong of 2 of bamboo; a limit hand only where the option allows it (not one of the BMJA 19).",
      example="13s666s111p99m (888p) +2s robbing_kong option.scratching_carrying_pole=yes"),
)

FISHING = (
    P("fishing_purity", "Fishing for Purity", 3, unit=D, description="A losing hand one tile short of Purity: its playing tiles' points are doubled three times, or its tiles score their ordinary value if more.",
      example="111m555m777m6m (888m) winner=no fishing"),
    P("fishing_triple_knitting", "Fishing for Triple Knitting", 0.2, unit=L, description="A losing hand one tile short of Triple Knitting scores a fifth of the limit.",
      example="1m1p1s3m3p3s6m6p6s7m7p7s2m winner=no fishing"),
    P("fishing_knitting", "Fishing for Knitting", 0.2, unit=L, description="A losing hand one tile short of Knitting scores a fifth of the limit.",
      example="1m1s2m2s3p3s5m5s6m6p7m7s9s winner=no fishing"),
    P("fishing_all_pair_honours", "Fishing for All Pair Honours", 0.2, unit=L, description="A losing hand one tile short of All Pair Honours scores a fifth of the limit.",
      example="1s1s9p9p1z1z3z3z4z4z5z5z7z winner=no fishing"),
    P("fishing_buried_treasure", "Fishing for Buried Treasure", 0.4, unit=L, description="A losing hand one tile short of Buried Treasure scores two fifths of the limit.",
      example="111s333s777s777z2s winner=no fishing"),
    P("fishing_fourfold_plenty", "Fishing for Fourfold Plenty", 0.4, unit=L, description="A losing hand one tile short of Fourfold Plenty scores two fifths of the limit.",
      example="5z (4444p) (3333s) [7777s] (3333m) winner=no fishing"),
    P("fishing_heads_and_tails", "Fishing for Heads and Tails", 0.4, unit=L, description="A losing hand one tile short of Heads and Tails scores two fifths of the limit.",
      example="111p999p999s1s (111m) winner=no fishing"),
    P("fishing_gates_of_heaven", "Fishing for The Gates of Heaven", 0.4, unit=L, description="A losing hand one tile short of The Gates of Heaven scores two fifths of the limit.",
      example="1112345678999s winner=no fishing"),
    P("fishing_wriggling_snake", "Fishing for The Wriggling Snake", 0.4, unit=L, description="A losing hand one tile short of The Wriggling Snake scores two fifths of the limit.",
      example="11m2345678m9m1z2z3z winner=no fishing"),
    P("fishing_all_winds_and_dragons", "Fishing for All Winds and Dragons", 0.4, unit=L, description="A losing hand one tile short of All Winds and Dragons scores two fifths of the limit, or its tiles' value if more.",
      example="222z444z555z1z (777z) winner=no fishing"),
    P("fishing_imperial_jade", "Fishing for Imperial Jade", 0.4, unit=L, description="A losing hand one tile short of Imperial Jade scores two fifths of the limit.",
      example="222s444s666s8s (666z) winner=no fishing"),
    P("fishing_thirteen_unique_wonders", "Fishing for The 13 Unique Wonders", 0.4, unit=L, description="A losing hand one tile short of The 13 Unique Wonders scores two fifths of the limit.",
      example="1m9m1p9p1s9s1z2z3z4z5z6z7z winner=no fishing"),
    P("fishing_three_great_scholars", "Fishing for Three Great Scholars", 0.4, unit=L, description="A losing hand one tile short of Three Great Scholars scores two fifths of the limit, or its tiles' value if more.",
      example="555z666z222m3p (777z) winner=no fishing"),
    P("fishing_four_blessings_hovering_over_the_door", "Fishing for Four Blessings Hovering over the Door", 0.4, unit=L, description="A losing hand one tile short of Four Blessings Hovering over the Door scores two fifths of the limit, or its tiles' value if more.",
      example="111z222z333z5p (444z) winner=no fishing"),
)

PATTERNS = BASIC_POINTS + DOUBLES_FOR_ALL + DOUBLES_FOR_THE_WINNER + SPECIAL_HANDS + FISHING

# Kajongg's "Classical Chinese BMJA" differs from MBR only in these readings
# (british-scoring-tables.md §4); everything else, values included, is the same.
KAJONGG_OPTIONS = {
    "one_suit_with_honours_double": False,
    "loose_tile_double": False,
    "wall_win_points_from_kong_box": True,
    "bouquet_doubles": "add_to_own",
    "purity_mode": "stack",
    "special_hand_bonus_tiles": False,
    "scratching_carrying_pole": True,
}

RULE_SETS = [
    BuiltinRuleSet(
        slug="british",
        name="British (BMJA)",
        system="british",
        scheme="doubling",
        limit=1000,
        payment="Everyone pays the winner; the others settle their differences; East pays and receives double",
        patterns=PATTERNS,
        notes="Mah-Jong: Know the Game as the BMJA's site states it: every player scores basic points × 2^doubles up to a 1,000 limit; 19 special hands; fishing values for losing hands.",
    ),
    BuiltinRuleSet(
        slug="british-kajongg",
        name="British (BMJA, Kajongg-compatible)",
        system="british",
        scheme="doubling",
        limit=1000,
        payment="Everyone pays the winner; the others settle their differences; East pays and receives double",
        patterns=PATTERNS,
        options=KAJONGG_OPTIONS,
        based_on="british",
        notes="The BMJA rules as Kajongg plays them: no one-suit or loose-tile double, 2 points for a loose-tile win, bouquets double on top of the own tile, Purity stacks with other doubles, special hands ignore bonus tiles, Scratching a Carrying Pole is a limit hand.",
    ),
]
