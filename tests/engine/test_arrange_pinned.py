"""Behaviour of rules/engine/arrange.py (how the winning tile fitted its set, the shape
recognisers, the per-suit splits, the wait search) that mutation testing found no other test
pinning down.

Each test is a real hand (shared/hand-format.md notation) with what the rule source says it is
worth; the source and section are named where they decide the answer.
"""

import subprocess
import sys
from pathlib import Path

import pytest

from tests.engine.scoring import counts, score_line, scored

ROOT = Path(__file__).resolve().parents[2]

# --- how the winning tile fitted: MCR's wait fans ----------------------------------------------
# chinese-official-mcr-fans.txt, 1 point: "9. Edge Wait: Waiting for a 3 or 7 when holding 1-2
# or 8-9", "10. Closed Wait", "11. Single Wait". Each needs the hand to wait on that one tile.
# The hands below wait on one tile only because the other end of their wait is all used up, so
# whether the fan scores turns on the shape alone.


def _waits(line: str, rules: str) -> list[str]:
    """The waits of the hand before its winning tile came (the line without `+tile`)."""
    before, after = line.split("+", 1)
    flags = after.split(maxsplit=1)[1] if " " in after else ""
    return score_line(f"{before} {flags}", rules).waits


def test_a_pung_of_sevens_completed_by_the_winning_seven_is_no_edge_wait():
    # The four 2s are all in the hand, so only a 7s completes it: the 7s pair becomes a pung.
    # A pung is not 8-9 waiting on 7. Full Flush 24, Tile Hog twice (four 2s, four 7s, none in a
    # kong) 4, Pure Double Chow 1, Self-drawn 1 = 30.
    line = "1s2s2s2s3s7s7s (1s2s3s) (6s7s8s) +7s self_drawn seat=S round=S"
    assert list(_waits(line, "mcr")) == ["7s"]
    result = scored(line, "mcr")
    assert counts(result) == {"full_flush": 1, "tile_hog": 2, "pure_double_chow": 1, "self_drawn": 1}
    assert result.total == 30


@pytest.mark.parametrize("line, wait, fans", [
    # 5-6 waits on 4 and 7; the melded kong holds every 4m, so only 7m wins. That is an open wait cut
    # short, not 8-9 waiting on 7: Two Terminal Chows (123p, 789p) 1, Melded Kong 1, No Honors 1 = 3.
    ("5m6m1p2p3p7p8p9p1s1s (4444m) +7m", "7m", {"two_terminal_chows": 1, "melded_kong": 1, "no_honors": 1}),
    # The mirror image: 4-5 waits on 3 and 6, the melded kong holds every 6m. 3, as above.
    ("4m5m1p2p3p7p8p9p1s1s (6666m) +3m", "3m", {"two_terminal_chows": 1, "melded_kong": 1, "no_honors": 1}),
    # 7-8 waits on 6 and 9, the melded kong holds every 6m: an edge wait is 8-9 waiting on 7, not
    # 7-8 on 9. Short Straight (123p 456p) 1, Melded Kong 1, No Honors 1 = 3.
    ("7m8m1p2p3p4p5p6p1s1s (6666m) +9m", "9m", {"short_straight": 1, "melded_kong": 1, "no_honors": 1}),
], ids=["five-six-on-seven", "four-five-on-three", "seven-eight-on-nine"])
def test_an_open_wait_with_its_other_end_all_used_is_no_edge_wait(line, wait, fans):
    assert list(_waits(line, "mcr")) == [wait]
    result = scored(line, "mcr")
    assert counts(result) == fans
    assert result.total == 3


# --- the wait search in a new process -------------------------------------------------------------


def test_a_new_process_asked_first_for_a_short_hands_waits_finds_them():
    # The number-suit table is built on first use; the wait search must build it too when it is
    # the first to ask (`manage.py score` given first a hand one tile short), not read an empty
    # table as "no suit splits". 123m 456p 789s 55p and 23m waits on 1m or 4m.
    probe = ('from tests.engine.scoring import score_line; '
             'print(*sorted(str(t) for t in score_line("123m456p789s55p23m", "mcr").waits))')
    ran = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, check=False)
    assert ran.returncode == 0, ran.stderr
    assert ran.stdout.split() == ["1m", "4m"]
