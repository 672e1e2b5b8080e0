"""The 19 BMJA special hands (british-bmja-special-hands.md, british-scoring-tables.md §1.4):
for each, a hand that is it, a near miss scored as what it is instead, and its fishing value
for a player who did not win. Limit 1,000: a limit hand 1,000, half-limit 500; fishing 400 / 200."""

import pytest

from tests.engine.scoring import scorers

score, _, breakdown = scorers("british")


IS_THE_HAND = [
    # Purity: playing tiles 2 + 4 + 4 + 8 + 20 = 38, × 2^3.
    pytest.param("111m555m777m6m (888m) +6m", {"purity": 1, "exposed_minor_pung": 1, "concealed_minor_pung": 2, "concealed_major_pung": 1, "mah_jong": 1}, 304, id="purity"),
    pytest.param("1m1p1s3m3p3s6m6p6s7m7p7s2m +2s", {"triple_knitting": 1}, 500, id="triple-knitting"),
    pytest.param("1m1s2m2s3p3s5m5s6m6p7m7s9s +9p", {"knitting": 1}, 500, id="knitting"),
    pytest.param("1m1s1m1s3p3s5m5s6m6p7m7s9s +9p", {"knitting": 1}, 500, id="knitting-with-a-repeated-pair"),
    pytest.param("1s1s9p9p1z1z3z3z4z4z5z5z7z +7z", {"all_pair_honours": 1}, 500, id="all-pair-honours"),
    pytest.param("1s1s1s1s9p9p1z1z3z3z5z5z7z +7z", {"all_pair_honours": 1}, 500, id="all-pair-honours-four-alike-in-hand"),
    pytest.param("111s333s777s777z2s +2s self_drawn", {"buried_treasure": 1}, 1000, id="buried-treasure"),
    pytest.param("5z (4444p) (3333s) [7777s] (3333m) +5z", {"fourfold_plenty": 1}, 1000, id="fourfold-plenty"),
    pytest.param("111p999p999s1s (111m) +1s", {"heads_and_tails": 1}, 1000, id="heads-and-tails"),
    pytest.param("1112345678999s +5s self_drawn", {"gates_of_heaven": 1}, 1000, id="gates-of-heaven"),
    pytest.param("1112345678999s +2s", {"gates_of_heaven": 1}, 1000, id="gates-of-heaven-on-a-discard"),
    pytest.param("11m2345678m9m1z2z3z +4z", {"wriggling_snake": 1}, 1000, id="wriggling-snake"),
    pytest.param("222z444z555z1z (777z) +1z", {"all_winds_and_dragons": 1}, 1000, id="all-winds-and-dragons"),
    pytest.param("222s444s666s8s (666z) +8s", {"imperial_jade": 1}, 1000, id="imperial-jade"),
    pytest.param("1m9m1p9p1s9s1z2z3z4z5z6z7z +7z", {"thirteen_unique_wonders": 1}, 1000, id="thirteen-unique-wonders"),
    pytest.param("555z666z222m3p (777z) +3p", {"three_great_scholars": 1}, 1000, id="three-great-scholars"),
    pytest.param("111z222z333z5p (444z) +5p", {"four_blessings_hovering_over_the_door": 1}, 1000, id="four-blessings"),
    pytest.param("234m666s111p888p9s +9s self_drawn heavenly", {"heavens_blessing": 1}, 1000, id="heavens-blessing"),
    pytest.param("234m666s111p888p9s +9s earthly seat=S", {"earths_blessing": 1}, 1000, id="earths-blessing"),
    pytest.param("234m666s111p5p (8888s) +5p self_drawn kong_replacement", {"gathering_the_plum_blossom_from_the_roof": 1}, 1000, id="plum-blossom"),
    pytest.param("234m666s11p888p9s9s +1p self_drawn last_tile_in_wall", {"plucking_the_moon_from_the_bottom_of_the_sea": 1}, 1000, id="moon-from-the-sea"),
    pytest.param("234m666s9s (8888p) (1111p) +9s self_drawn kong_replacement kong_on_kong", {"twofold_fortune": 1}, 1000, id="twofold-fortune"),
]


NEAR_MISSES = [
    # Purity with the pair in another suit: ordinary, 38 × 2 for no chows.
    pytest.param("111m555m777m6p (888m) +6p", {"exposed_minor_pung": 1, "concealed_minor_pung": 2, "concealed_major_pung": 1, "mah_jong": 1, "no_chows": 1}, 76, id="purity-pair-in-another-suit"),
    # Buried Treasure with an exposed pung: 8+4+8+2+20+2 = 44; dragon, no chows, one suit with honours.
    pytest.param("111s333s2s777z (777s) +2s self_drawn", {"exposed_minor_pung": 1, "concealed_minor_pung": 1, "concealed_major_pung": 2, "mah_jong": 1, "winning_tile_from_wall": 1, "dragon_pung": 1, "no_chows": 1, "one_suit_with_honours": 1}, 352, id="buried-treasure-with-exposed-pung"),
    # Buried Treasure in two suits: 8+4+4+8+20+2 = 46; dragon, no chows, concealed.
    pytest.param("111s333p777s777z2s +2s self_drawn", {"concealed_minor_pung": 2, "concealed_major_pung": 2, "mah_jong": 1, "winning_tile_from_wall": 1, "dragon_pung": 1, "no_chows": 1, "concealed_hand": 1}, 368, id="buried-treasure-in-two-suits"),
    # Three kongs and a pung: 4 + 8 + 8 + 16 + white pair 2 + 20 = 58, no chows.
    pytest.param("555m5z (4444p) (3333s) [7777s] +5z", {"concealed_minor_pung": 1, "exposed_minor_kong": 2, "concealed_minor_kong": 1, "dragon_pair": 1, "mah_jong": 1, "no_chows": 1}, 116, id="fourfold-plenty-three-kongs"),
    # Ones and nines with an East pair: majors only. 8+8+4+4 + 4 (double-wind pair) + 20 = 48.
    pytest.param("111p999p1z (999s) (111m) +1z", {"concealed_major_pung": 2, "exposed_major_pung": 2, "own_wind_pair": 1, "prevailing_wind_pair": 1, "mah_jong": 1, "no_chows": 1, "majors_only": 1}, 192, id="heads-and-tails-with-an-honour-pair"),
    # Honours with a pair of 1m: 24 + 4 + 20 = 48; two dragons, no chows, one suit with honours.
    pytest.param("222z444z555z1m (777z) +1m", {"concealed_major_pung": 3, "exposed_major_pung": 1, "mah_jong": 1, "dragon_pung": 2, "no_chows": 1, "one_suit_with_honours": 1, "majors_only": 1}, 1000, id="all-winds-and-dragons-with-a-1m-pair"),
    # A 5 of bamboo is not green: 4+4+4+4+20 = 36 (the 8s pair scores 0); dragon, no chows, one suit with honours.
    pytest.param("222s444s555s8s (666z) +8s", {"concealed_minor_pung": 3, "exposed_major_pung": 1, "mah_jong": 1, "dragon_pung": 1, "no_chows": 1, "one_suit_with_honours": 1}, 288, id="imperial-jade-with-a-red-tile"),
    # Dragons with a chow as fourth set: 8+8+4+20 = 40, × 2^3 for the dragons.
    pytest.param("555z666z234m3p (777z) +3p", {"concealed_major_pung": 2, "exposed_major_pung": 1, "mah_jong": 1, "dragon_pung": 3}, 320, id="three-great-scholars-with-a-chow"),
    # Three wind pungs and a wind pair: 8+8+4+4+20 = 44; East twice, no chows, one suit with honours.
    pytest.param("111z222z555m4z (333z) +4z", {"concealed_major_pung": 2, "concealed_minor_pung": 1, "exposed_major_pung": 1, "mah_jong": 1, "own_wind_pung": 1, "prevailing_wind_pung": 1, "no_chows": 1, "one_suit_with_honours": 1}, 704, id="four-blessings-only-three-winds"),
    # A loose tile that is not 5p: 4+8+8+20 = 40, loose-tile double.
    pytest.param("234m666s111p6p (8888s) +6p self_drawn kong_replacement", {"concealed_minor_pung": 1, "concealed_major_pung": 1, "exposed_minor_kong": 1, "mah_jong": 1, "loose_tile": 1}, 80, id="plum-blossom-not-5p"),
    # The last 1p claimed as a discard: 111p exposed 4 + 4 + 4 + 20 = 32, last discard.
    pytest.param("234m666s11p888p9s9s +1p last_tile_in_wall", {"concealed_minor_pung": 2, "exposed_major_pung": 1, "mah_jong": 1, "last_discard": 1}, 64, id="moon-claimed-not-drawn"),
    # One kong's loose tile: 4 + 8 + 16 + 20 = 48, loose-tile double.
    pytest.param("234m666s9s (8888p) (1111p) +9s self_drawn kong_replacement", {"concealed_minor_pung": 1, "exposed_minor_kong": 1, "exposed_major_kong": 1, "mah_jong": 1, "loose_tile": 1}, 96, id="twofold-fortune-single-kong"),
]


NOT_A_HAND = [
    pytest.param("1m1p1s3m3p3s6m6p6s7m7p7s2m +3s", id="triple-knitting-pair-of-two-numbers"),
    pytest.param("1m1s2m2s3p3s5m5s6m6p7m7s9s +8s", id="knitting-odd-pair"),
    pytest.param("1s1s9p9p1z1z3z3z4z4z5z5z8m +8m", id="all-pair-honours-with-8s"),
    pytest.param("1112345678999s +9s self_drawn", id="gates-extra-tile-a-nine"),
    pytest.param("112345678999s5s +1s", id="gates-claimed-one-completes-the-pung"),
    pytest.param("11m2345678m9m1z2z3z +5z", id="wriggling-snake-dragon-for-a-wind"),
    pytest.param("1m9m1p9p1s8s1z2z3z4z5z6z7z +7z", id="thirteen-wonders-8s"),
]


@pytest.mark.parametrize("line, expected, total", IS_THE_HAND + NEAR_MISSES)
def test_special_hand_or_near_miss(line, expected, total):
    assert breakdown(line) == (expected, total)


@pytest.mark.parametrize("line", NOT_A_HAND)
def test_near_miss_that_is_no_hand_at_all(line):
    result = score(line)
    assert not result.valid
    assert [p.code for p in result.errors] == ["no_winning_shape"]


def test_gates_of_heaven_on_a_claimed_one_when_it_is_the_extra_tile():
    # 1111 ... the claimed 1 is the fourth, so the pung of ones stays concealed (option "any").
    assert breakdown("111234567899s9s +1s option.gates_of_heaven_extra_tile=any") == ({"gates_of_heaven": 1}, 1000)
    assert not score("111234567899s9s +1s").valid


FISHING = [
    # Purity fishing: 2 + 4 + 4 + 8 = 18 × 2^3, no 20 for Mah-Jong.
    pytest.param("111m555m777m6m (888m) winner=no fishing", {"fishing_purity": 1, "exposed_minor_pung": 1, "concealed_minor_pung": 2, "concealed_major_pung": 1}, 144, id="purity"),
    pytest.param("1m1p1s3m3p3s6m6p6s7m7p7s2m winner=no fishing", {"fishing_triple_knitting": 1}, 200, id="triple-knitting"),
    pytest.param("1m1s2m2s3p3s5m5s6m6p7m7s9s winner=no fishing", {"fishing_knitting": 1}, 200, id="knitting"),
    pytest.param("1s1s9p9p1z1z3z3z4z4z5z5z7z winner=no fishing", {"fishing_all_pair_honours": 1}, 200, id="all-pair-honours"),
    pytest.param("111s333s777s777z2s winner=no fishing", {"fishing_buried_treasure": 1}, 400, id="buried-treasure"),
    pytest.param("5z (4444p) (3333s) [7777s] (3333m) winner=no fishing", {"fishing_fourfold_plenty": 1}, 400, id="fourfold-plenty"),
    pytest.param("111p999p999s1s (111m) winner=no fishing", {"fishing_heads_and_tails": 1}, 400, id="heads-and-tails"),
    pytest.param("1112345678999s winner=no fishing", {"fishing_gates_of_heaven": 1}, 400, id="gates-of-heaven"),
    pytest.param("11m2345678m9m1z2z3z winner=no fishing", {"fishing_wriggling_snake": 1}, 400, id="wriggling-snake"),
    pytest.param("222z444z555z1z (777z) winner=no fishing", {"fishing_all_winds_and_dragons": 1}, 400, id="all-winds-and-dragons"),
    pytest.param("222s444s666s8s (666z) winner=no fishing", {"fishing_imperial_jade": 1}, 400, id="imperial-jade"),
    pytest.param("1m9m1p9p1s9s1z2z3z4z5z6z7z winner=no fishing", {"fishing_thirteen_unique_wonders": 1}, 400, id="thirteen-unique-wonders"),
    pytest.param("555z666z222m3p (777z) winner=no fishing", {"fishing_three_great_scholars": 1}, 400, id="three-great-scholars"),
    pytest.param("111z222z333z5p (444z) winner=no fishing", {"fishing_four_blessings_hovering_over_the_door": 1}, 400, id="four-blessings"),
    # Bonus tiles go on top of a fishing value, doubled only by their own doubles (§1.4): North with
    # the bamboo flower (own) and the plum, 400 + 8 × 2; Purity's 144 + 4 × 2 for East's plum.
    pytest.param("1m9m1p9p1s9s1z2z3z4z5z6z7z winner=no fishing seat=N 4f1f", {"fishing_thirteen_unique_wonders": 1, "bonus_tile": 2, "own_flower": 1}, 416, id="thirteen-unique-wonders-with-flowers"),
    pytest.param("111m555m777m6m (888m) winner=no fishing 1f", {"fishing_purity": 1, "exposed_minor_pung": 1, "concealed_minor_pung": 2, "concealed_major_pung": 1, "bonus_tile": 1, "own_flower": 1}, 152, id="purity-with-a-flower"),
]


@pytest.mark.parametrize("line, expected, total", FISHING)
def test_fishing_value(line, expected, total):
    assert breakdown(line) == (expected, total)


def test_fishing_needs_a_declared_fishing_hand_by_default():
    # The same tiles undeclared: 8 + 4 + 4 + 8 = 24, one dragon double.
    assert breakdown("111s333s777s777z2s winner=no") == ({"concealed_major_pung": 2, "concealed_minor_pung": 2, "dragon_pung": 1}, 48)


def test_declared_fishing_without_a_special_hand_in_reach_scores_the_tiles():
    result = score("234m666s111p9s (888p) winner=no fishing")
    assert {item.key: item.count for item in result.lines} == {"concealed_minor_pung": 1, "concealed_major_pung": 1, "exposed_minor_pung": 1}
    assert result.total == 14
    assert any("no one tile completes a special hand that has a fishing value" in note for note in result.notes)


def test_fishing_scores_the_tiles_when_they_are_worth_more():
    # Four concealed honour pungs: 32 points, 5 doubles (3 dragons, East twice) = 1,024, capped;
    # more than the 400 of fishing for Buried Treasure or Three Great Scholars.
    assert breakdown("555z666z777z111z4p winner=no fishing") == (
        {"concealed_major_pung": 4, "dragon_pung": 3, "own_wind_pung": 1, "prevailing_wind_pung": 1}, 1000)


def test_situation_hands_have_no_fishing_value():
    result = score("234m666s111p5p (8888s) winner=no fishing kong_replacement")
    assert {item.key for item in result.lines} == {"concealed_minor_pung", "concealed_major_pung", "exposed_minor_kong"}


def test_losing_result_names_every_special_hand_in_reach():
    result = score("555z666z777z111z4p winner=no fishing")
    assert result.as_dict()["fishing_for"] == ["buried_treasure", "three_great_scholars"]


# Four concealed major pungs, one suit and honours: 32 points, doubled by two dragon pungs and East's
# pung twice = 512. One more 1m makes Buried Treasure, and nothing else with a fishing value.
FISHING_FOR_BURIED_TREASURE = "555z666z111z999m1m winner=no fishing"


def test_fishing_for_buried_treasure_scores_its_fishing_value_even_below_the_tiles():
    """The tables give Buried Treasure's fishing value as 400 alone; only Purity, All Winds and Dragons,
    Three Great Scholars and Four Blessings read "or intrinsic if greater" (british-scoring-tables.md §1.4,
    and §1.5: "or intrinsic value where the table says so")."""
    assert breakdown(FISHING_FOR_BURIED_TREASURE) == ({"fishing_buried_treasure": 1}, 400)


def test_fishing_may_score_the_tiles_for_every_special_hand_by_option():
    assert breakdown(FISHING_FOR_BURIED_TREASURE, fishing_intrinsic_value="any") == (
        {"concealed_major_pung": 4, "dragon_pung": 2, "own_wind_pung": 1, "prevailing_wind_pung": 1}, 512)
