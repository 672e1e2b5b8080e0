"""British: a situation box ticked for a hand it cannot count for says so, never silently worth nothing
(the rule of RuleSystem.flag_notes). At the table every player's hand is entered in turn, so a box
ticked for the winner is easily still ticked for a loser, and Fishing for a loser for the winner.

british-scoring-tables.md §1.3: self-drawn, loose tile, last tile, robbing the kong, original call are
doubles "for the player who goes Mah-Jong"; §1.5: "Original Call: winner-only double" (an option lets
losers score it); §1.4: fishing values are for "a loser who is fishing". The hand 123m 444p 999s 111z 2z
for South, round East: 444p concealed 4 + 999s 8 + 111z 8 = 20, a prevailing-wind pung 1 double = 40."""

from tests.engine.scoring import scorers

score, scored, _ = scorers("british")

LOSER = "123m444p999s111z2z winner=no seat=S"


def test_winner_only_boxes_ticked_for_a_losing_hand_are_named_as_not_counted():
    result = scored(f"{LOSER} self_drawn original_call last_tile_in_wall")
    assert result.total == 40
    [note] = [n for n in result.notes if "did not win" in n]
    assert "Self-drawn" in note and "Original call" in note and "Last tile of the wall" in note


def test_original_call_for_losers_counts_under_its_option_and_is_not_named():
    result = scored(f"{LOSER} original_call", original_call_double_for_losers=True)
    assert result.total == 80
    assert not [n for n in result.notes if "did not win" in n]


def test_a_losing_hand_with_no_box_ticked_has_no_such_note():
    assert not [n for n in scored(LOSER).notes if "did not win" in n]


def test_fishing_ticked_for_the_winning_hand_says_it_was_scored_as_a_win():
    # Won on East's discard of 2z: + pair of own wind 2 + Mah-Jong 20 = 42, x 2 = 84.
    result = scored("123m444p999s111z2z +2z fishing seat=S discarder=E")
    assert result.total == 84
    assert any("Fishing" in w and "won" in w for w in result.warnings)


def test_fishing_ticked_for_thirteen_tiles_not_marked_as_lost_asks_for_the_tick():
    # One tile short and not ticked as lost: not a win yet, so not "this hand won" (it said so).
    result = score("19m19p19s1234567z fishing seat=W")
    assert [p.code for p in result.errors] == ["missing_winning_tile"]
    assert result.warnings == ("Fishing counts for a hand that did not win: tick “This player did not win” too, "
                               "and the hand is scored as fishing.",)
    # Ticked as lost, it is fishing for Thirteen Unique Wonders: 40% of the limit.
    assert scored("19m19p19s1234567z fishing winner=no seat=W").total == 400
