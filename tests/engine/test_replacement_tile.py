"""A replacement tile (for a kong, or for a flower) is drawn from the wall, never claimed: a win
on one is self-drawn even when only the replacement box was ticked."""

import pytest

from rules.engine.hand import read_hand
from rules.engine.notation import parse_line
from tests.engine.scoring import counts, score_line, scored

REPLACEMENT_WINS = [
    # 66s pung 4, 111p pung 8, 8s concealed kong 16, Mah-Jong 20 = 48; concealed hand and loose
    # tile doubles: 48 × 4. Scored as claimed, the 6s pung was exposed and the hand not concealed (92).
    pytest.param("66s111p234m99s [8888s] +6s kong_replacement", "british",
                 {"concealed_minor_pung": 1, "concealed_major_pung": 1, "concealed_minor_kong": 1, "mah_jong": 1,
                  "concealed_hand": 1, "loose_tile": 1}, 192, id="british-loose-tile"),
    # Four concealed pungs (one a kong) and a pair, out by self-pick: Buried Treasure, the limit.
    # Scored as claimed, it was an ordinary 38.
    pytest.param("222m333p444s9p [6666m] +9p kong_replacement", "chinese-classical",
                 {"buried_treasure": 1}, 1000, id="classical-buried-treasure"),
    # Concealed Hand 5, One Kong 5, Win on Kong 10.
    pytest.param("123m456p789s5z [1111s] +5z kong_replacement", "zung-jung",
                 {"concealed_hand": 1, "one_kong": 1, "win_on_kong": 1}, 20, id="zung-jung-win-on-kong"),
    # Mixed Straight 8, Out with Replacement Tile 8 (Self-Drawn implied), Fully Concealed Hand 4,
    # Concealed Kong 2, Pung of Terminals 1 (the 1s kong), Single Wait 1 (5z is the only wait).
    pytest.param("123m456p789s5z [1111s] +5z kong_replacement", "mcr",
                 {"mixed_straight": 1, "out_with_replacement_tile": 1, "fully_concealed_hand": 1, "concealed_kong": 1,
                  "pung_of_terminals_or_honors": 1, "single_wait": 1}, 24, id="mcr-out-with-replacement"),
]


@pytest.mark.parametrize("line, rules, expected, total", REPLACEMENT_WINS)
def test_a_win_on_a_replacement_tile_is_self_drawn_without_the_self_drawn_box(line, rules, expected, total):
    result = scored(line, rules)
    assert counts(result) == expected
    assert result.total == total
    assert "the win counts as self-drawn" in " ".join(result.warnings)


@pytest.mark.parametrize("line, rules, expected, total", REPLACEMENT_WINS)
def test_ticking_self_drawn_as_well_scores_the_same_and_says_nothing(line, rules, expected, total):
    result = scored(line + " self_drawn", rules)
    assert (counts(result), result.total, result.warnings) == (expected, total, ())


def test_a_loser_holding_the_replacement_flag_is_not_made_self_drawn():
    # A losing hand has no winning tile to have drawn: the flag is left as it is, and no warning.
    reading = read_hand(parse_line("555z111z22m345p6s7s winner=no kong_replacement"))
    assert reading.ok
    assert reading.hand.flags == frozenset({"kong_replacement"})
    assert reading.warnings == ()


FLOWER_ONLY = "Out with Replacement Tile is a win on the replacement tile for a kong, not for a flower or season"


def test_mcr_a_win_on_a_flowers_replacement_is_not_out_with_replacement_tile_and_says_so():
    """The source: Out with Replacement Tile does not apply to replacement tiles drawn for flower
    tiles; going out on one adds Self-Drawn. Pure Straight 16, Fully Concealed Hand 4 (Self-Drawn
    implied), All Chows 2, Mixed Double Chow 1, One Voided Suit 1, Single Wait 1, a flower 1."""
    result = scored("123m456m789m123p5p +5p 1f kong_replacement", "mcr")
    assert counts(result) == {"pure_straight": 1, "fully_concealed_hand": 1, "all_chows": 1, "mixed_double_chow": 1,
                              "one_voided_suit": 1, "single_wait": 1, "flower_tiles": 1}
    assert result.total == 26
    assert FLOWER_ONLY in " ".join(result.warnings)


def test_mcr_with_neither_kong_nor_flower_refuses_the_flag_and_says_nothing_was_scored():
    """No replacement tile was drawn at all: the hand is refused, and no warning claims it was scored."""
    result = score_line("123456789m1z (555p) +1z kong_replacement", "mcr")
    assert not result.valid
    assert [p.code for p in result.errors] == ["impossible_situation"]
    assert not any("scored" in warning for warning in result.warnings), result.warnings


def test_mcr_with_a_kong_says_nothing_of_flowers():
    assert FLOWER_ONLY not in " ".join(scored("123m456p789s5z [1111s] +5z 1f kong_replacement", "mcr").warnings)


def test_where_a_flowers_replacement_counts_nothing_is_said_of_it():
    """British: a loose tile after a flower is a loose tile, as after a kong. Exposed pung of 8s 2,
    concealed pungs of 6s 4 and 1p 8, the flower 4, Mah-Jong 20 (no 2 for the wall: the tile came
    from the kong box) = 38; doubles: own flower (East, 1f) and the loose tile: 38 × 4."""
    result = scored("66s111p234m99s (888s) +6s 1f kong_replacement", "british")
    assert counts(result) == {"exposed_minor_pung": 1, "concealed_minor_pung": 1, "concealed_major_pung": 1,
                              "bonus_tile": 1, "mah_jong": 1, "own_flower": 1, "loose_tile": 1}
    assert result.total == 152
    assert "not for a flower or season" not in " ".join(result.warnings)


def test_mcr_last_tile_ticked_with_another_of_it_held_says_why_it_does_not_count():
    """The source: Last Tile is a win on the last of its kind with the other three in sight, in the
    discards or claimed sets; a 5s held in hand is not in sight. 222m 333m 444m held, 678p claimed,
    the 5s pair won on a discard: Pure Shifted Pungs 24, Three Concealed Pungs 16, All Simples 2,
    Single Wait 1 (the only wait), and no Last Tile (4); a note says why."""
    result = scored("222333444m5s (678p) +5s last_of_kind", "mcr")
    assert counts(result) == {"pure_shifted_pungs": 1, "three_concealed_pungs": 1, "all_simples": 1, "single_wait": 1}
    assert result.total == 43
    assert any("Last Tile counts only when the other three 5s are in sight" in w for w in result.warnings)


def test_mcr_last_tile_ticked_with_the_winning_tile_alone_in_hand_counts_and_says_nothing():
    result = scored("13m456p789s555z99m +2m last_of_kind", "mcr")
    assert "last_tile" in counts(result)
    assert not any("Last Tile" in w for w in result.warnings)
