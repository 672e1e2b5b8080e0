"""Each British option (british-scoring-tables.md §2) at both settings, and the
Kajongg-compatible preset (§4). `option.<key>=<value>` in a line overrides the rule set."""

import pytest

from tests.engine.scoring import scorers

score, _, breakdown = scorers("british")


FLAT = {"concealed_minor_pung": 1, "concealed_major_pung": 1, "exposed_minor_pung": 1, "mah_jong": 1}  # 34 points
ON_LOOSE_TILE = "234m666s111p9s (8888p) +9s self_drawn kong_replacement"  # 4 + 8 + 8 + 20 = 40

OPTIONS = [
    # max_chows: two chows are no winning hand under BMJA; allowed, 888s 4 + 999m 8 + 20.
    pytest.param("123m456m888s999m2z +2z option.max_chows=4", {"concealed_minor_pung": 1, "concealed_major_pung": 1, "mah_jong": 1}, 32, id="max-chows-4"),
    # wall_win_points_from_kong_box: by default a loose tile is not from the live wall: no 2, but the loose-tile double, 40 × 2.
    pytest.param(ON_LOOSE_TILE, {"concealed_minor_pung": 1, "concealed_major_pung": 1, "exposed_minor_kong": 1, "mah_jong": 1, "loose_tile": 1}, 80, id="kong-box-points-off"),
    pytest.param(ON_LOOSE_TILE + " option.wall_win_points_from_kong_box=yes", {"concealed_minor_pung": 1, "concealed_major_pung": 1, "exposed_minor_kong": 1, "mah_jong": 1, "winning_tile_from_wall": 1, "loose_tile": 1}, 84, id="kong-box-points-on"),
    # loose_tile_double
    # The kong box also replaces a flower, so a loose tile needs no kong: 4 + 8 + 4 + 20 + 4 (2f) = 40,
    # concealed hand and loose tile, 40 × 4. (With neither a kong nor a flower the hand is refused.)
    pytest.param("234m666s111p888p9s +9s kong_replacement 2f", {"concealed_minor_pung": 2, "concealed_major_pung": 1, "bonus_tile": 1, "mah_jong": 1, "concealed_hand": 1, "loose_tile": 1}, 160, id="loose-tile-for-a-flower"),
    pytest.param(ON_LOOSE_TILE + " option.loose_tile_double=no", {"concealed_minor_pung": 1, "concealed_major_pung": 1, "exposed_minor_kong": 1, "mah_jong": 1}, 40, id="loose-tile-double-off"),
    # one_suit_with_honours_double: 4 + 8 + 4 + 20 = 36, dragon (and one suit).
    pytest.param("234m666m111m9m (777z) +9m option.one_suit_with_honours_double=no", {"concealed_minor_pung": 1, "concealed_major_pung": 1, "exposed_major_pung": 1, "mah_jong": 1, "dragon_pung": 1}, 72, id="one-suit-double-off"),
    # one_suit_double_without_honours: one suit with a chow and no honours; 4 + 4 + 4 + 20 = 32.
    pytest.param("123m444m666m888m9m +9m", {"concealed_minor_pung": 3, "mah_jong": 1}, 32, id="one-suit-without-honours-off"),
    pytest.param("123m444m666m888m9m +9m option.one_suit_double_without_honours=yes", {"concealed_minor_pung": 3, "mah_jong": 1, "one_suit_with_honours": 1}, 64, id="one-suit-without-honours-on"),
    # concealed_hand_needs_honours: 4 + 8 + 4 + 20 + 2 = 38.
    pytest.param("234m666s111p888p9s +9s self_drawn option.concealed_hand_needs_honours=yes", {"concealed_minor_pung": 2, "concealed_major_pung": 1, "mah_jong": 1, "winning_tile_from_wall": 1}, 38, id="concealed-needs-honours-on"),
    pytest.param("234m666s111p888p5z +5z self_drawn option.concealed_hand_needs_honours=yes", {"concealed_minor_pung": 2, "concealed_major_pung": 1, "dragon_pair": 1, "mah_jong": 1, "winning_tile_from_wall": 1, "concealed_hand": 1}, 80, id="concealed-needs-honours-has-them"),
    # concealed_hand_when_winning_on_discard: 4 + 8 + 4 + 20 = 36.
    pytest.param("234m666s111p888p9s +9s option.concealed_hand_when_winning_on_discard=yes", {"concealed_minor_pung": 2, "concealed_major_pung": 1, "mah_jong": 1, "concealed_hand": 1}, 72, id="concealed-on-discard-on"),
    # bouquet_doubles: 34 + 16 = 50, own flower 1 + bouquet 2.
    pytest.param("234m666s111p9s (888p) +9s 1f2f3f4f option.bouquet_doubles=add_to_own", {**FLAT, "bonus_tile": 4, "own_flower": 1, "all_flowers": 1}, 400, id="bouquet-add-to-own"),
    pytest.param("234m666s111p9s (888p) +9s 5f6f7f8f option.bouquet_doubles=add_to_own", {**FLAT, "bonus_tile": 4, "own_season": 1, "all_seasons": 1}, 400, id="seasons-add-to-own"),
    # purity_mode=stack: 38 × 2^(3 purity + 1 no chows).
    pytest.param("111m555m777m6m (888m) +6m option.purity_mode=stack", {"exposed_minor_pung": 1, "concealed_minor_pung": 2, "concealed_major_pung": 1, "mah_jong": 1, "no_chows": 1, "purity": 1}, 608, id="purity-stack"),
    # purity with bonus tiles: special keeps them apart (38 × 8 + 4 × 2 = 312); stack doubles them all ((38 + 4) × 2^5 = 1344, capped).
    pytest.param("111m555m777m6m (888m) +6m 1f", {"purity": 1, "exposed_minor_pung": 1, "concealed_minor_pung": 2, "concealed_major_pung": 1, "mah_jong": 1, "bonus_tile": 1, "own_flower": 1}, 312, id="purity-special-bonus-apart"),
    pytest.param("111m555m777m6m (888m) +6m 1f option.purity_mode=stack", {"exposed_minor_pung": 1, "concealed_minor_pung": 2, "concealed_major_pung": 1, "bonus_tile": 1, "mah_jong": 1, "own_flower": 1, "no_chows": 1, "purity": 1}, 1000, id="purity-stack-bonus-doubled"),
    # purity_final_discard_extra_double: 38 × 2^4, or × 2^3.
    pytest.param("111m555m777m6m (888m) +6m last_tile_in_wall", {"purity": 1, "exposed_minor_pung": 1, "concealed_minor_pung": 2, "concealed_major_pung": 1, "mah_jong": 1, "last_discard": 1}, 608, id="purity-last-discard-on"),
    pytest.param("111m555m777m6m (888m) +6m last_tile_in_wall option.purity_final_discard_extra_double=no", {"purity": 1, "exposed_minor_pung": 1, "concealed_minor_pung": 2, "concealed_major_pung": 1, "mah_jong": 1}, 304, id="purity-last-discard-off"),
    # purity_pair_same_suit off: the 6p pair is allowed.
    pytest.param("111m555m777m6p (888m) +6p option.purity_pair_same_suit=no", {"purity": 1, "exposed_minor_pung": 1, "concealed_minor_pung": 2, "concealed_major_pung": 1, "mah_jong": 1}, 304, id="purity-pair-any-suit"),
    # special_hand_bonus_tiles: 500 + 4 × 2 (own flower), or 500 alone.
    pytest.param("1s1s9p9p1z1z3z3z4z4z5z5z7z +7z 1f", {"all_pair_honours": 1, "bonus_tile": 1, "own_flower": 1}, 508, id="special-hand-bonus-on"),
    pytest.param("1s1s9p9p1z1z3z3z4z4z5z5z7z +7z 1f option.special_hand_bonus_tiles=no", {"all_pair_honours": 1}, 500, id="special-hand-bonus-off"),
    # A limit hand with bonus tiles stays at the limit.
    pytest.param("111z222z333z5p (444z) +5p 1f2f", {"four_blessings_hovering_over_the_door": 1, "bonus_tile": 2, "own_flower": 1}, 1000, id="special-hand-bonus-capped"),
    # final_discard_double_on_special_bonus: 500 + 4 × 2^2, or 500 + 4 × 2.
    pytest.param("1s1s9p9p1z1z3z3z4z4z5z5z7z +7z 1f last_tile_in_wall", {"all_pair_honours": 1, "bonus_tile": 1, "own_flower": 1, "last_discard": 1}, 516, id="last-discard-on-special-bonus-on"),
    pytest.param("1s1s9p9p1z1z3z3z4z4z5z5z7z +7z 1f last_tile_in_wall option.final_discard_double_on_special_bonus=no", {"all_pair_honours": 1, "bonus_tile": 1, "own_flower": 1}, 508, id="last-discard-on-special-bonus-off"),
    # intrinsic_value_if_higher: pairs 6 + 4 + bouquet 16 + 20 + 2 = 48 × 2^4 (bouquet 2, majors, concealed) = 768,
    # more than 500 + 16 × 2^2 = 564.
    pytest.param("5z5z6z6z7z7z1z1z1m1m9m9m1p +1p self_drawn 1f2f3f4f", {"dragon_pair": 3, "own_wind_pair": 1, "prevailing_wind_pair": 1, "bonus_tile": 4, "mah_jong": 1, "winning_tile_from_wall": 1, "all_flowers": 1, "majors_only": 1, "concealed_hand": 1}, 768, id="intrinsic-value-on"),
    pytest.param("5z5z6z6z7z7z1z1z1m1m9m9m1p +1p self_drawn 1f2f3f4f option.intrinsic_value_if_higher=no", {"all_pair_honours": 1, "bonus_tile": 4, "all_flowers": 1}, 564, id="intrinsic-value-off"),
    # buried_treasure_final_claim: a claimed tile completing the last pung (777z) or the pair (2s).
    pytest.param("111s333s777s22s77z +7z", {"buried_treasure": 1}, 1000, id="buried-claimed-pung-default"),
    pytest.param("111s333s777s22s77z +7z option.buried_treasure_final_claim=pair", {"concealed_minor_pung": 2, "concealed_major_pung": 1, "exposed_major_pung": 1, "mah_jong": 1, "dragon_pung": 1, "no_chows": 1, "one_suit_with_honours": 1}, 320, id="buried-claimed-pung-pair-only"),
    pytest.param("111s333s777s777z2s +2s option.buried_treasure_final_claim=pair", {"buried_treasure": 1}, 1000, id="buried-claimed-pair-pair-only"),
    # 8 + 4 + 4 + 8 + 20 = 44; dragon, no chows, one suit with honours (the claimed pair is exposed).
    pytest.param("111s333s777s777z2s +2s option.buried_treasure_final_claim=none", {"concealed_minor_pung": 2, "concealed_major_pung": 2, "mah_jong": 1, "dragon_pung": 1, "no_chows": 1, "one_suit_with_honours": 1}, 352, id="buried-claimed-pair-none"),
    # buried_treasure_allows_kongs: 111s 8 + 333s 4 + 7777s 16 + 777z 8 + 20 + 2 = 58; dragon, no chows, one suit, concealed.
    pytest.param("111s333s777z2s [7777s] +2s self_drawn", {"concealed_minor_pung": 1, "concealed_major_pung": 2, "concealed_minor_kong": 1, "mah_jong": 1, "winning_tile_from_wall": 1, "dragon_pung": 1, "no_chows": 1, "one_suit_with_honours": 1, "concealed_hand": 1}, 928, id="buried-kong-off"),
    pytest.param("111s333s777z2s [7777s] +2s self_drawn option.buried_treasure_allows_kongs=yes", {"buried_treasure": 1}, 1000, id="buried-kong-on"),
    # imperial_jade_pair_must_be_green: 4 + 4 + 4 + 4 + white pair 2 + 20 = 38; dragon, no chows, one suit.
    pytest.param("222s444s666s5z (666z) +5z", {"concealed_minor_pung": 3, "exposed_major_pung": 1, "dragon_pair": 1, "mah_jong": 1, "dragon_pung": 1, "no_chows": 1, "one_suit_with_honours": 1}, 304, id="jade-white-pair-default"),
    pytest.param("222s444s666s5z (666z) +5z option.imperial_jade_pair_must_be_green=no", {"imperial_jade": 1}, 1000, id="jade-any-pair"),
    # gates_of_heaven_extra_tile=any: a fourth 9.
    pytest.param("1112345678999s +9s self_drawn option.gates_of_heaven_extra_tile=any", {"gates_of_heaven": 1}, 1000, id="gates-any-extra-tile"),
    # gates_of_heaven_claimed_tile: the tables (§1.4) note a published scorer's reading that a claimed winning
    # tile is allowed only when it completes the pung of 1s or 9s; a claimed 1 completing that pung is a limit hand.
    pytest.param("112345678999s5s +1s option.gates_of_heaven_claimed_tile=pung_only", {"gates_of_heaven": 1}, 1000, id="gates-claimed-one-pung-only"),
    pytest.param("1112345678999s +5s self_drawn option.gates_of_heaven_claimed_tile=pung_only", {"gates_of_heaven": 1}, 1000, id="gates-drawn-five-pung-only"),
    # three_great_scholars_allows_chow
    pytest.param("555z666z234m3p (777z) +3p option.three_great_scholars_allows_chow=yes", {"three_great_scholars": 1}, 1000, id="scholars-with-chow"),
    # scratching_carrying_pole: 4 + 8 + 2 + 20 = 34, robbing the kong.
    pytest.param("13s666s111p99m (888p) +2s robbing_kong", {**FLAT, "robbing_the_kong": 1}, 68, id="carrying-pole-off"),
    pytest.param("13s666s111p99m (888p) +2s robbing_kong option.scratching_carrying_pole=yes", {"scratching_a_carrying_pole": 1}, 1000, id="carrying-pole-on"),
    # fishing_enforced off: a losing hand in reach of Buried Treasure gets 400 undeclared.
    pytest.param("111s333s777s777z2s winner=no option.fishing_enforced=no", {"fishing_buried_treasure": 1}, 400, id="fishing-automatic"),
    # original_call_double_for_losers: 666s 4 + 111p 8 + 888p 2 = 14.
    pytest.param("234m666s111p9s (888p) winner=no original_call", {"concealed_minor_pung": 1, "concealed_major_pung": 1, "exposed_minor_pung": 1}, 14, id="original-call-loser-off"),
    pytest.param("234m666s111p9s (888p) winner=no original_call option.original_call_double_for_losers=yes", {"concealed_minor_pung": 1, "concealed_major_pung": 1, "exposed_minor_pung": 1, "original_call": 1}, 28, id="original-call-loser-on"),
    # non_winner_pairs: 666s 4 + East pung 4 + two dragon pairs 4 + bonus 8 = 20, × 2^4 (East twice, own flower and season);
    # only the best pair: 18 × 16.
    pytest.param("55z77z234m666s (111z) 1f5f winner=no", {"exposed_major_pung": 1, "concealed_minor_pung": 1, "dragon_pair": 2, "bonus_tile": 2, "own_wind_pung": 1, "prevailing_wind_pung": 1, "own_flower": 1, "own_season": 1}, 320, id="loser-pairs-all"),
    pytest.param("55z77z234m666s (111z) 1f5f winner=no option.non_winner_pairs=best", {"exposed_major_pung": 1, "concealed_minor_pung": 1, "dragon_pair": 1, "bonus_tile": 2, "own_wind_pung": 1, "prevailing_wind_pung": 1, "own_flower": 1, "own_season": 1}, 288, id="loser-pairs-best"),
]


@pytest.mark.parametrize("line, expected, total", OPTIONS)
def test_option(line, expected, total):
    assert breakdown(line) == (expected, total)


KAJONGG = [
    # No one-suit double: 36 × 2 (dragon).
    pytest.param("234m666m111m9m (777z) +9m", {"concealed_minor_pung": 1, "concealed_major_pung": 1, "exposed_major_pung": 1, "mah_jong": 1, "dragon_pung": 1}, 72, id="no-one-suit-double"),
    # No loose-tile double, but 2 points for the kong-box tile: 42.
    pytest.param(ON_LOOSE_TILE, {"concealed_minor_pung": 1, "concealed_major_pung": 1, "exposed_minor_kong": 1, "mah_jong": 1, "winning_tile_from_wall": 1}, 42, id="kong-box-points-no-double"),
    # Own flower 1 + all flowers 2: 50 × 8.
    pytest.param("234m666s111p9s (888p) +9s 1f2f3f4f", {**FLAT, "bonus_tile": 4, "own_flower": 1, "all_flowers": 1}, 400, id="bouquet-three-doubles"),
    # Purity stacks with no chows: 38 × 2^4.
    pytest.param("111m555m777m6m (888m) +6m", {"exposed_minor_pung": 1, "concealed_minor_pung": 2, "concealed_major_pung": 1, "mah_jong": 1, "no_chows": 1, "purity": 1}, 608, id="purity-stacks"),
    # Special hands ignore bonus tiles.
    pytest.param("1s1s9p9p1z1z3z3z4z4z5z5z7z +7z 1f", {"all_pair_honours": 1}, 500, id="special-hand-no-bonus"),
    # Nor by way of the tiles' intrinsic value: with all four flowers (own flower, bouquet, majors
    # only) the ordinary reading came to 44 × 2^4 = 704 and replaced the special hand.
    pytest.param("1s1s9p9p1z1z3z3z4z4z5z5z7z +7z 1f2f3f4f", {"all_pair_honours": 1}, 500, id="special-hand-no-bonus-by-intrinsic-value"),
    pytest.param("1s1s9p9p1z1z3z3z4z4z5z5z7z +7z 1f2f3f4f5f6f7f8f", {"all_pair_honours": 1}, 500, id="special-hand-no-bonus-eight"),
    pytest.param("13s666s111p99m (888p) +2s robbing_kong", {"scratching_a_carrying_pole": 1}, 1000, id="carrying-pole"),
]


@pytest.mark.parametrize("line, expected, total", KAJONGG)
def test_kajongg_preset(line, expected, total):
    assert breakdown(line, "british-kajongg") == (expected, total)


def test_kajongg_preset_agrees_with_british_elsewhere():
    line = "234m111p9s (555z) (666z) +9s"
    assert breakdown(line, "british-kajongg") == breakdown(line) == (
        {"concealed_major_pung": 1, "exposed_major_pung": 2, "mah_jong": 1, "dragon_pung": 2}, 144)


def test_gates_of_heaven_on_a_claimed_tile_by_each_reading():
    """BMJA: the two pungs must be concealed, so by default a claimed 1 or 9 completing its pung is
    refused and a claimed 2 to 8 is allowed; `pung_only` (the reading the tables cite beside it)
    allows a claimed tile only when it completes the pung of 1s or 9s."""
    claimed_five = "1112345678999s +5s"
    claimed_one = "112345678999s5s +1s"
    assert breakdown(claimed_five) == ({"gates_of_heaven": 1}, 1000)
    assert [p.code for p in score(claimed_one).errors] == ["no_winning_shape"]
    pung_only = {"gates_of_heaven_claimed_tile": "pung_only"}
    assert breakdown(claimed_one, **pung_only) == ({"gates_of_heaven": 1}, 1000)
    assert [p.code for p in score(claimed_five, **pung_only).errors] == ["no_winning_shape"]
