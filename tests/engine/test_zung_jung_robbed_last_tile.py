"""Robbing a kong made with the last tile of the wall, under official Zung Jung and its extension.

Final Discard (official 9.1.2, extended 12.1.2) is a win on the riverbed tile: the last tile
discarded, by the player who drew the last tile of the wall (zung-jung-mj-score-eval.md 12.1.2;
zung-jung-scoring-tables.md §1 "win on the last discard"). A tile taken from a kong being made
was never discarded, so by the sources' words only Robbing a Kong (9.3 / 12.3, 10) counts. The
option final_discard_on_robbed_kong lets a club count Final Discard (10) with it as well."""

import pytest

from rules.engine.builtin import builtin_spec
from tests.engine.scoring import counts, scored, without

# 123m 456p 789s 234s and a pair of White; the 4s robbed from the kong another player was making
# with the last tile of the wall. All Sequences / All Chows 5, Concealed Hand 5, Robbing a Kong 10.
ROBBED_LAST_TILE = "123m456p789s23s55z +4s robbing_kong last_tile_in_wall"

OFFICIAL = {"all_sequences": 1, "concealed_hand": 1, "robbing_a_kong": 1}
EXTENDED = {"all_chows": 1, "concealed_hand": 1, "robbing_a_kong": 1}


@pytest.mark.parametrize("rules, patterns", [
    pytest.param("zung-jung", OFFICIAL, id="official"),
    pytest.param("zung-jung-extended", EXTENDED, id="extended"),
])
def test_a_robbed_last_tile_is_not_a_final_discard_by_default(rules, patterns):
    result = scored(ROBBED_LAST_TILE, rules)
    assert (counts(result), result.total) == (patterns, 20)
    # The ticked box scores nothing, so the player is told why.
    assert result.warnings == ("Final Discard was not counted for “Last tile of the wall”: it is a win on the last discarded tile, "
                               "and a tile robbed from a kong was never discarded (option final_discard_on_robbed_kong).",)


@pytest.mark.parametrize("rules, patterns", [
    pytest.param("zung-jung", OFFICIAL, id="official"),
    pytest.param("zung-jung-extended", EXTENDED, id="extended"),
])
def test_the_option_counts_final_discard_with_robbing_a_kong(rules, patterns):
    result = scored(ROBBED_LAST_TILE, rules, final_discard_on_robbed_kong=True)
    assert (counts(result), result.total) == ({**patterns, "final_discard": 1}, 30)
    assert result.warnings == ()


@pytest.mark.parametrize("rules, patterns", [
    pytest.param("zung-jung", {"all_sequences": 1, "concealed_hand": 1}, id="official"),
    pytest.param("zung-jung-extended", {"all_chows": 1, "concealed_hand": 1}, id="extended"),
])
@pytest.mark.parametrize("robbed_counts", [False, True])
def test_a_real_last_discard_scores_final_discard_at_either_setting(rules, patterns, robbed_counts):
    # The 5z discarded by whoever drew the last tile completes the pair: 5 + 5 + Final Discard 10.
    result = scored("123m456p789s234s5z +5z last_tile_in_wall", rules, final_discard_on_robbed_kong=robbed_counts)
    assert (counts(result), result.total) == ({**patterns, "final_discard": 1}, 20)
    assert result.warnings == ()


@pytest.mark.parametrize("rules", ["zung-jung", "zung-jung-extended"])
def test_where_the_club_has_switched_final_discard_off_the_box_is_said_to_count_for_nothing(rules):
    # Without Final Discard in the rule set, the box was never going to score it: the note on the
    # option would send the player after a setting that changes nothing, so the player is told the
    # box counts for nothing here instead. Still 5 + 5 + 10 = 20.
    spec = without(builtin_spec(rules), "final_discard")
    result = scored(ROBBED_LAST_TILE, spec)
    assert result.total == 20
    assert result.warnings == (f"“Last tile of the wall” counts for nothing under {spec.name}: it switches off Final Discard.",)
