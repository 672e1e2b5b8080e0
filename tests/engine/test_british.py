"""British (BMJA) winning hands: every row of the basic-points and doubles tables
(british-scoring-tables.md §1.1-1.3), with the complete breakdown and total worked out by
hand from those tables. Seat and round are East unless the line says otherwise."""


import pytest

from rules.engine.builtin import BUILTIN_RULE_SETS
from tests.engine.scoring import payments, scorers

score, _, breakdown = scorers("british")
BRITISH_RULE_SETS = [BUILTIN_RULE_SETS[slug] for slug in ("british", "british-kajongg")]


BASIC_POINTS = [
    # 555p exposed 2, 222s concealed 4, 999m concealed 8, chow 0, pair of South 0, Mah-Jong 20.
    pytest.param("222s789s999m2z (555p) +2z", {"exposed_minor_pung": 1, "concealed_minor_pung": 1, "concealed_major_pung": 1, "mah_jong": 1}, 34, id="pungs-minor-major-and-a-chow"),
    # 999p exposed 4, 55z completed by the discard is exposed 4, 666s concealed 4: 32, dragon pung doubles.
    pytest.param("234m666s22p55z (999p) +5z", {"concealed_minor_pung": 1, "exposed_major_pung": 2, "mah_jong": 1, "dragon_pung": 1}, 64, id="exposed-major-pungs"),
    # The winning discard completes 222s: exposed (2), not concealed. 555p 2 + 999m 8 + 20 = 32.
    pytest.param("789s999m22s22z (555p) +2s", {"exposed_minor_pung": 2, "concealed_major_pung": 1, "mah_jong": 1}, 32, id="pung-completed-by-discard-is-exposed"),
    # The same tile drawn from the wall: concealed (4) and 2 for the wall: 36.
    pytest.param("789s999m22s22z (555p) +2s self_drawn", {"exposed_minor_pung": 1, "concealed_minor_pung": 1, "concealed_major_pung": 1, "mah_jong": 1, "winning_tile_from_wall": 1}, 36, id="pung-completed-from-wall-is-concealed"),
    # Kongs: 666s 4 + 999s exposed by the discard 4 + 20, with the kong of each kind.
    pytest.param("234m666s11p99s (4444p) +9s", {"concealed_minor_pung": 1, "exposed_major_pung": 1, "exposed_minor_kong": 1, "mah_jong": 1}, 36, id="exposed-minor-kong-8"),
    pytest.param("234m666s11p99s [4444p] +9s", {"concealed_minor_pung": 1, "exposed_major_pung": 1, "concealed_minor_kong": 1, "mah_jong": 1}, 44, id="concealed-minor-kong-16"),
    pytest.param("234m666s11p99s (1111m) +9s", {"concealed_minor_pung": 1, "exposed_major_pung": 1, "exposed_major_kong": 1, "mah_jong": 1}, 44, id="exposed-major-kong-16"),
    pytest.param("234m666s11p99s [9999p] +9s", {"concealed_minor_pung": 1, "exposed_major_pung": 1, "concealed_major_kong": 1, "mah_jong": 1}, 60, id="concealed-major-kong-32"),
    # Pairs: 666s 4 + 111p 8 + 888p exposed 2 + 20 = 34, and 2 for a scoring pair.
    pytest.param("234m666s111p9s (888p) +9s", {"concealed_minor_pung": 1, "concealed_major_pung": 1, "exposed_minor_pung": 1, "mah_jong": 1}, 34, id="other-pair-0"),
    pytest.param("234m666s111p7z (888p) +7z", {"concealed_minor_pung": 1, "concealed_major_pung": 1, "exposed_minor_pung": 1, "dragon_pair": 1, "mah_jong": 1}, 36, id="dragon-pair-2"),
    pytest.param("234m666s111p3z (888p) +3z seat=W round=S", {"concealed_minor_pung": 1, "concealed_major_pung": 1, "exposed_minor_pung": 1, "own_wind_pair": 1, "mah_jong": 1}, 36, id="own-wind-pair-2"),
    pytest.param("234m666s111p2z (888p) +2z round=S", {"concealed_minor_pung": 1, "concealed_major_pung": 1, "exposed_minor_pung": 1, "prevailing_wind_pair": 1, "mah_jong": 1}, 36, id="prevailing-wind-pair-2"),
    pytest.param("234m666s111p2z (888p) +2z seat=S round=S", {"concealed_minor_pung": 1, "concealed_major_pung": 1, "exposed_minor_pung": 1, "own_wind_pair": 1, "prevailing_wind_pair": 1, "mah_jong": 1}, 38, id="double-wind-pair-4"),
    # Flowers and seasons: 4 each; 2f and 6f are not East's own.
    pytest.param("234m666s111p9s (888p) +9s 2f6f", {"concealed_minor_pung": 1, "concealed_major_pung": 1, "exposed_minor_pung": 1, "bonus_tile": 2, "mah_jong": 1}, 42, id="bonus-tiles-4-each"),
    # From the wall: +2.
    pytest.param("234m666s111p9s (888p) +9s self_drawn", {"concealed_minor_pung": 1, "concealed_major_pung": 1, "exposed_minor_pung": 1, "mah_jong": 1, "winning_tile_from_wall": 1}, 36, id="wall-2"),
]


DOUBLES = [
    # Doubles for all players: 666s 4 + 111p 8 + the honour pung exposed 4 + 20 = 36.
    pytest.param("234m666s111p9s (555z) +9s", {"concealed_minor_pung": 1, "concealed_major_pung": 1, "exposed_major_pung": 1, "mah_jong": 1, "dragon_pung": 1}, 72, id="dragon-pung"),
    pytest.param("234m111p9s (555z) (666z) +9s", {"concealed_major_pung": 1, "exposed_major_pung": 2, "mah_jong": 1, "dragon_pung": 2}, 144, id="two-dragon-pungs"),
    pytest.param("234m666s111p9s (222z) +9s seat=S", {"concealed_minor_pung": 1, "concealed_major_pung": 1, "exposed_major_pung": 1, "mah_jong": 1, "own_wind_pung": 1}, 72, id="own-wind-pung"),
    pytest.param("234m666s111p9s (111z) +9s seat=S", {"concealed_minor_pung": 1, "concealed_major_pung": 1, "exposed_major_pung": 1, "mah_jong": 1, "prevailing_wind_pung": 1}, 72, id="prevailing-wind-pung"),
    pytest.param("234m666s111p9s (111z) +9s", {"concealed_minor_pung": 1, "concealed_major_pung": 1, "exposed_major_pung": 1, "mah_jong": 1, "own_wind_pung": 1, "prevailing_wind_pung": 1}, 144, id="double-wind-pung"),
    # 34 + 4 for the flower = 38, doubled for the own flower / season.
    pytest.param("234m666s111p9s (888p) +9s 1f", {"concealed_minor_pung": 1, "concealed_major_pung": 1, "exposed_minor_pung": 1, "bonus_tile": 1, "mah_jong": 1, "own_flower": 1}, 76, id="own-flower"),
    pytest.param("234m666s111p9s (888p) +9s 6f seat=S", {"concealed_minor_pung": 1, "concealed_major_pung": 1, "exposed_minor_pung": 1, "bonus_tile": 1, "mah_jong": 1, "own_season": 1}, 76, id="own-season"),
    # A bouquet doubles twice, the own-tile double included: (34 + 16) × 4.
    pytest.param("234m666s111p9s (888p) +9s 1f2f3f4f", {"concealed_minor_pung": 1, "concealed_major_pung": 1, "exposed_minor_pung": 1, "bonus_tile": 4, "mah_jong": 1, "all_flowers": 1}, 200, id="all-flowers-2-including-own"),
    pytest.param("234m666s111p9s (888p) +9s 5f6f7f8f", {"concealed_minor_pung": 1, "concealed_major_pung": 1, "exposed_minor_pung": 1, "bonus_tile": 4, "mah_jong": 1, "all_seasons": 1}, 200, id="all-seasons-2-including-own"),
    # Doubles for the winner only.
    pytest.param("222m666s111p9s (888p) +9s", {"concealed_minor_pung": 2, "concealed_major_pung": 1, "exposed_minor_pung": 1, "mah_jong": 1, "no_chows": 1}, 76, id="no-chows"),
    pytest.param("234m666m111m9m (777z) +9m", {"concealed_minor_pung": 1, "concealed_major_pung": 1, "exposed_major_pung": 1, "mah_jong": 1, "dragon_pung": 1, "one_suit_with_honours": 1}, 144, id="one-suit-with-honours"),
    # 111m, 999s, 111p concealed 24 + 222z exposed 4 + white pair 2 + 20 = 50; no chows, majors only.
    pytest.param("111m999s111p5z (222z) +5z", {"concealed_major_pung": 3, "exposed_major_pung": 1, "dragon_pair": 1, "mah_jong": 1, "no_chows": 1, "majors_only": 1}, 200, id="majors-only"),
    pytest.param("234m666s111p888p9s +9s self_drawn", {"concealed_minor_pung": 2, "concealed_major_pung": 1, "mah_jong": 1, "winning_tile_from_wall": 1, "concealed_hand": 1}, 76, id="all-concealed"),
    # Won on a discard: the claimed pair is exposed, so no concealed double (the default).
    pytest.param("234m666s111p888p9s +9s", {"concealed_minor_pung": 2, "concealed_major_pung": 1, "mah_jong": 1}, 36, id="concealed-but-won-on-discard"),
    pytest.param("234m666s111p9s (888p) +9s self_drawn last_tile_in_wall", {"concealed_minor_pung": 1, "concealed_major_pung": 1, "exposed_minor_pung": 1, "mah_jong": 1, "winning_tile_from_wall": 1, "last_tile_from_wall": 1}, 72, id="last-tile-of-wall"),
    pytest.param("234m666s111p9s (888p) +9s last_tile_in_wall", {"concealed_minor_pung": 1, "concealed_major_pung": 1, "exposed_minor_pung": 1, "mah_jong": 1, "last_discard": 1}, 68, id="last-discard"),
    pytest.param("23m666s111p99s (888p) +4m robbing_kong", {"concealed_minor_pung": 1, "concealed_major_pung": 1, "exposed_minor_pung": 1, "mah_jong": 1, "robbing_the_kong": 1}, 68, id="robbing-the-kong"),
    pytest.param("234m666s111p888p9s +9s original_call", {"concealed_minor_pung": 2, "concealed_major_pung": 1, "mah_jong": 1, "original_call": 1}, 72, id="original-call"),
    # 3 concealed honour pungs 24 + 999m 8 + 20 + 2 = 54; doubles: 2 dragons, East twice, no chows,
    # majors only, concealed = 7. 54 × 128 = 6912, over the 1,000 limit.
    pytest.param("555z666z111z999m9p +9p self_drawn", {"concealed_major_pung": 4, "mah_jong": 1, "winning_tile_from_wall": 1, "dragon_pung": 2, "own_wind_pung": 1, "prevailing_wind_pung": 1, "no_chows": 1, "majors_only": 1, "concealed_hand": 1}, 1000, id="capped-at-the-limit"),
]


@pytest.mark.parametrize("line, expected, total", BASIC_POINTS + DOUBLES)
def test_winning_hand_breakdown(line, expected, total):
    assert breakdown(line) == (expected, total)


def test_capped_hand_reports_points_doubles_and_limit():
    result = score("555z666z111z999m9p +9p self_drawn")
    assert (result.points, result.doubles, result.limited) == (54, 7, True)


def test_at_most_one_chow_in_a_winning_hand():
    result = score("123m456m888s999m2z +2z")
    assert not result.valid
    assert [p.code for p in result.errors] == ["no_winning_shape"]
    # The player sees four sets and a pair: the message names the rule that refuses them.
    assert result.errors[0].message == ("These 14 tiles make four sets and a pair only with 2 chows, and this rule set "
                                        "allows at most 1 chow in a hand, so they cannot go out under it "
                                        "(house rules may allow more: option max_chows).")


def test_a_hand_that_is_no_four_sets_and_a_pair_at_all_is_not_blamed_on_the_chows():
    result = score("123m456m889s999m2z +2z")
    assert result.errors[0].message.startswith("These 14 tiles do not make a complete hand")


def test_a_loose_tile_with_no_kong_and_no_flower_is_refused():
    # It used to double the hand: 40 × 2 × 2 = 160 for a win that could not have happened.
    result = score("234m666s111p999s9p +9p kong_replacement")
    assert [p.code for p in result.errors] == ["impossible_situation"]


# The last tile from the wall is counted "ignoring the kong box" (tables §1.3), and Plucking the Moon
# is won on the last wall tile (§1.4): a loose tile is neither, even when both are ticked.
# 666s 4 + 111p 8 + exposed kong 8888p 8 + 20 = 40 (no 2 for a kong-box draw by default).
LOOSE_TILE_AT_THE_END = "234m666s111p9s (8888p) +9s self_drawn kong_replacement last_tile_in_wall"


@pytest.mark.parametrize("line, counted, total", [
    # Loose tile only: 40 × 2, not × 4.
    pytest.param(LOOSE_TILE_AT_THE_END, {"concealed_minor_pung": 1, "concealed_major_pung": 1, "exposed_minor_kong": 1, "mah_jong": 1, "loose_tile": 1}, 80, id="loose-tile-not-last-wall-tile"),
    # 1p on a loose tile is no Moon from the bottom of the sea: 666s 4 + 111p 8 + kong 8 + 99s 0 + 20 = 40, × 2.
    pytest.param("234m666s11p99s (8888m) +1p self_drawn kong_replacement last_tile_in_wall", {"concealed_minor_pung": 1, "concealed_major_pung": 1, "exposed_minor_kong": 1, "mah_jong": 1, "loose_tile": 1}, 80, id="no-moon-on-a-loose-tile"),
])
def test_a_loose_tile_is_not_the_last_tile_of_the_wall(line, counted, total):
    assert breakdown(line) == (counted, total)
    assert "the hand was scored as won on a loose tile, not on the last tile of the wall" in score(line).warnings[-1]


def test_the_last_tile_of_the_wall_without_a_loose_tile_says_nothing_of_one():
    assert not any("kong box" in w for w in score("234m666s111p9s (8888p) +9s self_drawn last_tile_in_wall").warnings)


def test_every_pattern_has_a_value_description_and_example_in_both_rule_sets():
    from rules.engine.systems import SYSTEMS

    registry = SYSTEMS["british"].patterns
    for slug in ("british", "british-kajongg"):
        table = BUILTIN_RULE_SETS[slug].patterns
        assert {p.key for p in table} == set(registry.keys())
        assert all(p.description and p.example for p in table)


def test_kajongg_preset_is_based_on_british():
    preset = BUILTIN_RULE_SETS["british-kajongg"]
    assert (preset.based_on, preset.system, preset.limit) == ("british", "british", 1000)


@pytest.mark.parametrize("line, expected", [
    # South wins 72: East pays double.
    ("234m666s111p9s (888p) +9s last_tile_in_wall seat=S", [("E", "S", 136), ("W", "S", 68), ("N", "S", 68)]),
    # East wins 68: everyone pays double.
    ("23m666s111p99s (888p) +4m robbing_kong", [("S", "E", 136), ("W", "E", 136), ("N", "E", 136)]),
])
def test_winning_hand_shows_what_each_player_pays(line, expected):
    assert payments(score(line)) == expected


# The British rule sources, beside the repository (shared/rule-sources/); the test is skipped where they are not.
