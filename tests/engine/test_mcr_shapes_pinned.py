"""Chinese Official (MCR) hand shapes and tile tables that mutation testing of the shapes section
of rules/engine/patterns/mcr.py (knitted straight, honours and knitted tiles) and its module-level
tables found no other test pinning down.

Each test is one rule, with a real hand and what shared/rule-sources/chinese-official-mcr-fans.txt
says of it (fan numbers cited as "#n"). Seat and round are East.
"""

import pytest

from rules.engine.builtin import builtin_spec
from tests.engine.scoring import score_line, scorers

SPEC = builtin_spec("mcr")
score, _, fans = scorers(SPEC)


# --- fourteen tiles the knitted shapes must refuse -------------------------------------------------

@pytest.mark.parametrize("line", [
    # #45: "each of the 3 suits must belong to a different Knitted sequence". Fourteen different
    # tiles, five of them honours: characters and circles are both of the 1-4-7 row,
    "147m147p369s1234z +5z",
    # or characters hold two rows (1-4-7 and 2-5-8) and bamboo none.
    "147258m369p1234z +5z",
    # The rows are right, but East is there twice: not "singles" (#45), and 2z 3z 4z are no set
    # beside the knitted straight and the pair of East winds.
    "147m258p369s1234z +1z",
    # #46: a knitted straight and the pair of white dragons beside 8m 9m 1p, which is no chow (a
    # chow is three consecutive tiles of one suit).
    "14789m1258p369s5z +5z",
])
def test_fourteen_tiles_that_only_nearly_make_a_knitted_hand_make_no_hand(line):
    result = score_line(line, SPEC)
    assert not result.valid and result.lines == ()
    assert [e.code for e in result.errors] == ["no_winning_shape"]


@pytest.mark.parametrize("line, waits", [
    # All nine knitted tiles and four honours: any of the three honours not held makes fourteen
    # different tiles with five honours (#45); a wind already held would be a second one.
    ("147m258p369s1234z", ("5z", "6z", "7z")),
    # The same with the North wind and the three dragons: any of the other three winds.
    ("147m258p369s4567z", ("1z", "2z", "3z")),
    # Five honours and 8 of the nine knitted tiles: the missing 8p (then #45 with #46 Knitted
    # Straight), or a sixth honour (#45 with the 8 suit tiles as they are).
    ("147m25p369s12345z", ("8p", "6z", "7z")),
])
def test_a_hand_one_tile_short_of_honours_and_knitted_tiles_says_what_it_waits_on(line, waits):
    result = score_line(line, SPEC)
    assert not result.valid and result.waits == waits


# --- knitted straight: the tiles a hand one short of it waits on ------------------------------------

@pytest.mark.parametrize("line, waits", [
    # #46 Knitted Straight with a chow and a pair beside it, lacking the 9s of its 3-6-9 bamboo row:
    # only the 9s completes it.
    ("147m258p36s123m55z", ("9s",)),
    # The same lacking the 5p of its 2-5-8 circles row.
    ("147m28p369s123m55z", ("5p",)),
    # A whole knitted straight (3-6-9 characters, 1-4-7 circles, 2-5-8 bamboo) and the pair of white
    # dragons beside 7s 8s: the 6s or the 9s (not held: it is of the 3-6-9 row, here in
    # characters) makes the chow.
    ("369m147p258s78s55z", ("6s", "9s")),
    # Beside 2p 3p (the 2-5-8 circles row holds another 2p): the 1p or the 4p.
    ("147m258p369s23p55z", ("1p", "4p")),
    # Beside 7m 8m, with no 9m and nothing of circles near it: the 6m or the 9m.
    ("14778m369p258s55z", ("6m", "9m")),
])
def test_a_hand_one_tile_short_of_a_knitted_straight_says_what_it_waits_on(line, waits):
    result = score_line(line, SPEC)
    assert not result.valid and result.waits == waits


# --- the chows each three-chow fan shows ---------------------------------------------------------

def shown(line: str) -> tuple[dict, float]:
    result = score_line(line, SPEC)
    assert result.valid, [e.message for e in result.errors]
    return {line.key: (line.count, line.sets) for line in result.lines}, result.total


@pytest.mark.parametrize("line, found, total", [
    # The source's example 26 (#52 Pure Shifted Chows 16, #8 No Honors 1 = 17): the three chows shifted
    # by two.
    pytest.param("(123m) (345m) 567m88p22s +8p",
                 {"pure_shifted_chows": (1, ("123m", "345m", "567m")), "no_honors": (1, ())}, 17,
                 id="pure-shifted-chows"),
    # #60 Pure Triple Chow 24 (no Pure Double Chow besides; pymahjonggb agrees), #24 Outside Hand 4
    # (a terminal or honour in every set), #7 One Voided Suit 1, #11 Single Wait 1 on the white
    # dragon pair = 30. The chows are melded, so the hand cannot be read as pungs of 1m, 2m and 3m.
    pytest.param("(123m) (123m) (123m) 789p5z +5z",
                 {"pure_triple_chow": (1, ("123m", "123m", "123m")), "outside_hand": (1, ()),
                  "one_voided_suit": (1, ()), "single_wait": (1, ("55z",))}, 30,
                 id="pure-triple-chow"),
    # #30 Mixed Shifted Chows 6 (123m 234p 345s, one step up in each suit), #17 Concealed Hand 2,
    # #11 Single Wait 1 = 9.
    pytest.param("123m234p345s789s5z +5z",
                 {"mixed_shifted_chows": (1, ("123m", "234p", "345s")), "concealed_hand": (1, ()),
                  "single_wait": (1, ("55z",))}, 9,
                 id="mixed-shifted-chows"),
])
def test_a_three_chow_fan_shows_its_three_chows(line, found, total):
    assert shown(line) == (found, total)
