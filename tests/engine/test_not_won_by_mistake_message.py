"""A hand marked as not won that holds a whole winning hand's tiles: the count problem says that
the mark may be the mistake, not only that a tile is one too many.

At a British table every player's hand is scored in turn; after a losing player's hand, "This
player did not win" stays ticked (the page keeps it, as Clear hand does), and the next deal's
winner, entered in full, was told only "14 tiles counted, but a hand has 13: remove 1", which sends
the player to take a tile out of a complete winning hand."""

from tests.engine.scoring import scorers

score, _, _ = scorers("british")

WON_HAND_MARKED_LOST = "123m444p999s111z2z2z winner=no seat=E"


def count_message(line: str) -> str:
    result = score(line)
    assert [p.code for p in result.errors] == ["too_many_tiles"]
    return result.errors[0].message


def test_one_tile_too_many_in_a_hand_marked_not_won_says_it_may_have_won():
    message = count_message(WON_HAND_MARKED_LOST)
    assert message.startswith("14 tiles counted, but a hand that did not win has 13 (each kong counts as three): remove 1")
    assert "if this hand won, it is marked as not won by mistake" in message


def test_two_tiles_too_many_is_not_a_winning_hand_and_says_only_what_to_remove():
    message = count_message("123m444p999s111z2z2z3z winner=no")
    assert message == "15 tiles counted, but a hand that did not win has 13 (each kong counts as three): remove 2."


def test_a_winning_hand_with_a_tile_too_many_is_told_as_before():
    assert count_message("123m444p999s111z2z2z +2z") == ("15 tiles counted, but a winning hand has 14 "
                                                       "(each kong counts as three): remove 1.")
