"""A ticked situation box whose patterns the house rules switched off is said to count for nothing
(score.py, from RuleSystem.flag_patterns), so that no box the player ticked is silently worth
nothing; a box that another of its patterns still scores, or that the system's own note already
explains, gets no such word."""

import pytest

from rules.engine.builtin import builtin_spec
from rules.engine.systems import SYSTEMS
from tests.engine.scoring import counts, scored, without

# zung-jung-scoring-tables.md: All Sequences 5 (1.1) + Concealed Hand 5 (1.2), the 5z pair won on the
# last discard of the game: + Final Discard 10 (9.1.2) = 20; self-drawn, Final Draw 10 (9.1.1) = 20.
ZJ_LAST_DISCARD = "123m456p789s234s5z +5z last_tile_in_wall"
ZJ_LAST_DRAW = "123m456p789s234s5z +5z self_drawn last_tile_in_wall"


@pytest.mark.parametrize("rules", ["zung-jung", "zung-jung-extended"])
def test_zung_jung_the_last_tile_won_on_a_discard_with_final_discard_switched_off_counts_for_nothing(rules):
    spec = without(builtin_spec(rules), "final_discard")
    result = scored(ZJ_LAST_DISCARD, spec)
    assert result.total == 10  # 5 + 5, no Final Discard
    assert result.warnings == (f"“Last tile of the wall” counts for nothing under {spec.name}: it switches off Final Discard.",)


@pytest.mark.parametrize("rules", ["zung-jung", "zung-jung-extended"])
def test_zung_jung_the_last_tile_with_final_discard_counted_says_nothing(rules):
    result = scored(ZJ_LAST_DISCARD, builtin_spec(rules))
    assert (result.total, "final_discard" in counts(result)) == (20, True)
    assert result.warnings == ()


@pytest.mark.parametrize("rules", ["zung-jung", "zung-jung-extended"])
def test_zung_jung_final_draw_still_scores_the_box_on_a_self_drawn_win_without_final_discard(rules):
    # The box has two patterns; only the one this win cannot score is off. Extended adds Self Drawn 5.
    result = scored(ZJ_LAST_DRAW, without(builtin_spec(rules), "final_discard"))
    assert "final_draw" in counts(result)
    assert result.total == (20 if rules == "zung-jung" else 25)
    assert result.warnings == ()


def test_zung_jung_the_drawn_last_tile_with_final_draw_switched_off_counts_for_nothing():
    # Final Discard cannot score a self-drawn win, so Final Draw being off leaves the box at nothing: 5 + 5.
    spec = without(builtin_spec("zung-jung"), "final_draw")
    result = scored(ZJ_LAST_DRAW, spec)
    assert result.total == 10
    assert result.warnings == ("“Last tile of the wall” counts for nothing under Zung Jung (official v3.3): it switches off Final Draw.",)


# chinese-official-mcr-fans.txt: Mixed Straight 8 (#35) + Concealed Hand 2 (#17), the 4s a two-sided
# wait (no wait fan) robbed from a kong: + Robbing the Kong 8 (#44) = 18; won on the game's last
# discard instead: + Last Tile Claim 8 (#41) = 18.
MCR_ROBBED = "123m456p789s23s55z +4s robbing_kong"
MCR_LAST_DISCARD = "123m456p789s23s55z +4s last_tile_in_wall"


def test_mcr_robbing_a_kong_with_robbing_the_kong_switched_off_counts_for_nothing():
    result = scored(MCR_ROBBED, without(builtin_spec("mcr"), "robbing_the_kong"))
    assert (counts(result), result.total) == ({"mixed_straight": 1, "concealed_hand": 1}, 10)
    assert result.warnings == ("“Robbing a kong (won on a tile added to a melded pung)” counts for nothing under Chinese Official (MCR): "
                               "it switches off Robbing the Kong.",)


def test_mcr_robbing_a_kong_with_robbing_the_kong_counted_says_nothing():
    result = scored(MCR_ROBBED, "mcr")
    assert (counts(result), result.total) == ({"mixed_straight": 1, "robbing_the_kong": 1, "concealed_hand": 1}, 18)
    assert result.warnings == ()


def test_mcr_the_last_discard_with_only_last_tile_draw_switched_off_says_nothing():
    # The box has two patterns, Last Tile Draw and Last Tile Claim; the one this win scores is on.
    result = scored(MCR_LAST_DISCARD, without(builtin_spec("mcr"), "last_tile_draw"))
    assert (counts(result), result.total) == ({"mixed_straight": 1, "last_tile_claim": 1, "concealed_hand": 1}, 18)
    assert result.warnings == ()


# british-scoring-tables.md: concealed pungs of 6s 4 and 1p 8, the exposed pung of 8p 2, Mah-Jong 20
# = 34; robbing the kong, 1 double: 68.
BRITISH_ROBBED = "23m666s111p99s (888p) +4m robbing_kong"


def test_british_robbing_a_kong_with_one_of_its_two_patterns_switched_off_says_nothing():
    result = scored(BRITISH_ROBBED, without(builtin_spec("british"), "scratching_a_carrying_pole"))
    assert (result.total, "robbing_the_kong" in counts(result)) == (68, True)
    assert result.warnings == ()


def test_british_robbing_a_kong_with_both_its_patterns_switched_off_counts_for_nothing():
    result = scored(BRITISH_ROBBED, without(builtin_spec("british"), "robbing_the_kong", "scratching_a_carrying_pole"))
    assert result.total == 34
    assert result.warnings == ("“Robbing the kong” counts for nothing under British (BMJA): it switches off Robbing the kong and "
                               "Scratching a Carrying Pole.",)


def test_a_box_the_systems_own_note_explains_is_not_said_twice():
    # British: a loose tile is not the last tile of the wall (§1.3), which the system's note says; with
    # the last-tile patterns switched off as well, the box is not also said to count for nothing.
    # Concealed pungs of 6s 4 and 1p 8, concealed kong of 8s 16, Mah-Jong 20 = 48; concealed hand and
    # loose tile doubles: 192.
    spec = without(builtin_spec("british"), "last_tile_from_wall", "plucking_the_moon_from_the_bottom_of_the_sea")
    result = scored("66s111p234m99s [8888s] +6s kong_replacement last_tile_in_wall", spec)
    assert result.total == 192
    assert result.warnings == ("A replacement tile is drawn from the wall, not claimed: the win counts as self-drawn.",
                               "A loose tile comes from the kong box, which is not the wall: the hand was scored as won on a "
                               "loose tile, not on the last tile of the wall.")


@pytest.mark.parametrize("key", sorted(SYSTEMS))
def test_every_system_maps_its_boxes_to_patterns_of_its_own(key):
    system = SYSTEMS[key]
    patterns = {p.key for p in system.patterns}
    listed = {pattern for keys in system.flag_patterns.values() for pattern in keys}
    assert system.flag_patterns, key
    assert set(system.flag_patterns) <= set(system.flags)
    assert listed <= patterns, listed - patterns
    assert system.drawn_only | system.discard_only <= listed
    assert not system.drawn_only & system.discard_only
