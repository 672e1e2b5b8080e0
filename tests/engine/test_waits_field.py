"""A result's `waits`: the tiles that would complete a hand one tile short, and nothing for a
complete hand, whichever rule set and whether or not a wait pattern looked at them."""

import pytest

from tests.engine.scoring import score_line


@pytest.mark.parametrize("rules", ["mcr", "zung-jung", "british", "chinese-classical"])
def test_a_hand_one_tile_short_lists_what_completes_it(rules):
    # 111m 222p 333s 77z and 4s5s waits on 3s or 6s; 7z makes 777z, with 345s and a pair of 3s.
    assert score_line("111m222p333s45s77z", rules).waits == ("3s", "6s", "7z")


@pytest.mark.parametrize("line, rules", [
    ("111m222p333s45s77z +3s", "mcr"),  # no wait fan: the two-sided wait was never asked about
    ("123m456m789m234p5p +5p", "mcr"),  # Single Wait counted: the waits were worked out
    ("123m456m789m234p5p +5p", "chinese-classical"),  # One-Chance counted
    ("123m456m789m234p5p +5p", "zung-jung"),
])
def test_a_complete_hand_lists_no_waits(line, rules):
    result = score_line(line, rules)
    assert result.valid and result.waits == ()
