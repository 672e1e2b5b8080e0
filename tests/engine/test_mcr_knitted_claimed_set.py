"""The set or pair beside a knitted straight that a claimed winning tile completed is exposed, as a
set so completed is in any other MCR hand (the arrangement showed it as concealed). Where the tile
may have completed the knitted straight instead, it is left as it is. Scores do not change: no fan
of a knitted-straight hand counts a concealed set (helper-79's audit checked 25 by hand)."""

import pytest

from rules.engine import parse_line, score_data
from rules.engine.builtin import builtin_spec

SPEC = builtin_spec("mcr")


def shown(line):
    result = score_data(parse_line(line), SPEC)
    return result.total, [(str(s), s.concealed) for s in result.sets]


@pytest.mark.parametrize("line, total, sets", [
    # East's pung and a pair of red dragons, won on a discarded red dragon: the pair is exposed.
    ("147m258p369s1117z +7z", 25, [("111z", True), ("77z", False)]),
    # The same drawn from the wall: all concealed.
    ("147m258p369s1117z +7z self_drawn", 27, [("111z", True), ("77z", True)]),
    # Beside a melded chow, won on the pair's 5s.
    ("147m258p369s (234m) 5s +5s", 15, [("234m", False), ("55s", False)]),
])
def test_the_set_a_claimed_tile_completed_is_exposed(line, total, sets):
    assert shown(line) == (total, sets)


def test_a_claimed_tile_that_may_have_completed_the_knitted_straight_leaves_the_sets_as_they_are():
    # 4m is in 147m and in the pair 44m: either may have waited on it.
    total, sets = shown("147m258p369s111z4m +4m")
    assert sets == [("111z", True), ("44m", True)]
