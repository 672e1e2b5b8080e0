"""Robbing a kong made with the last tile of the wall, under Chinese Official (MCR).

The source (chinese-official-mcr-fans.txt #41) gives Last Tile Claim to "going out off the discard
which is the last tile in the game"; a tile taken from a kong being made was never discarded, so
by its words only Robbing the Kong (#44, 8) counts. The option last_tile_claim_on_robbed_kong lets
a club count Last Tile Claim (8) with it as well, as pymahjonggb does."""

import pytest

from rules.engine.builtin import builtin_spec
from tests.engine.scoring import counts, scored, without

# 123m 456p 789s 234s and a pair of White; the 4s robbed from the kong another player was making
# with the last tile of the wall (a two-sided wait on 1s-4s: no wait fan).
# Mixed Straight 8 (#35) + Robbing the Kong 8 (#44) + Concealed Hand 2 (#17) = 18.
ROBBED_LAST_TILE = "123m456p789s23s55z +4s robbing_kong last_tile_in_wall"
ROBBED = {"mixed_straight": 1, "robbing_the_kong": 1, "concealed_hand": 1}
NOTE = ("Last Tile Claim was not counted for “Last tile of the wall (drawn, or its discard)”: it is a win on the last "
        "discarded tile, and a tile robbed from a kong was never discarded (option last_tile_claim_on_robbed_kong).")


def test_a_robbed_last_tile_is_not_a_last_tile_claim_by_default():
    result = scored(ROBBED_LAST_TILE, "mcr")
    assert (counts(result), result.total) == (ROBBED, 18)
    # The ticked box scores nothing, so the player is told why.
    assert result.warnings == (NOTE,)


def test_the_option_counts_last_tile_claim_with_robbing_the_kong():
    # 18 + Last Tile Claim 8 (#41) = 26.
    result = scored(ROBBED_LAST_TILE, "mcr", last_tile_claim_on_robbed_kong=True)
    assert (counts(result), result.total) == ({**ROBBED, "last_tile_claim": 1}, 26)
    assert result.warnings == ()


@pytest.mark.parametrize("robbed_counts", [False, True])
def test_a_real_last_discard_scores_last_tile_claim_at_either_setting(robbed_counts):
    # The same hand, the 4s the last discard of the game: Mixed Straight 8 + Last Tile Claim 8
    # + Concealed Hand 2 = 18.
    result = scored("123m456p789s23s55z +4s last_tile_in_wall", "mcr", last_tile_claim_on_robbed_kong=robbed_counts)
    assert (counts(result), result.total) == ({"mixed_straight": 1, "last_tile_claim": 1, "concealed_hand": 1}, 18)
    assert result.warnings == ()


def test_where_the_club_has_switched_last_tile_claim_off_the_box_is_said_to_count_for_nothing():
    # Without Last Tile Claim in the rule set, the box was never going to score it: the note on the
    # option would send the player after a setting that changes nothing, so the player is told the
    # box counts for nothing here instead. Still 8 + 8 + 2 = 18.
    result = scored(ROBBED_LAST_TILE, without(builtin_spec("mcr"), "last_tile_claim"))
    assert (counts(result), result.total) == (ROBBED, 18)
    assert result.warnings == ("“Last tile of the wall (drawn, or its discard)” counts for nothing under Chinese Official (MCR): "
                               "it switches off Last Tile Claim.",)
