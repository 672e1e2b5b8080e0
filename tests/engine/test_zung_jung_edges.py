"""Zung Jung edge hands from the audit of both rule sets against their sources: hands where a
reading, a concealment, a seat or the limit decides the score. Each total is worked out by hand
from shared/rule-sources/zung-jung-scoring-tables.md (§1 official, §3 extended) and
zung-jung-mj-score-eval.md."""

import pytest

from tests.engine.scoring import scorers

_, _, official = scorers("zung-jung")
_, _, extended = scorers("zung-jung-extended")


@pytest.mark.parametrize("line, patterns, total", [
    # A discarded 1m completes 123m; 111m was already in hand, so it and 444p are concealed: 5 + 5.
    pytest.param("111m23m444p789s55z +1m", {"concealed_hand": 1, "two_concealed_triplets": 1}, 10, id="discard-completes-the-chow-not-the-pung"),
    # The same tile on a two-pair wait: 111s finished by the discard is not concealed (5 + 5) ...
    pytest.param("111m444p789s55z11s +1s", {"concealed_hand": 1, "two_concealed_triplets": 1}, 10, id="pung-finished-by-a-discard"),
    # ... but drawn it is: Three Concealed Triplets 30 + Concealed Hand 5.
    pytest.param("111m444p789s55z11s +1s self_drawn", {"concealed_hand": 1, "three_concealed_triplets": 1}, 35, id="pung-finished-by-a-draw"),
    # A concealed dragon kong: Value Honor 10, One Kong 5, Concealed Hand 5 (concealed kongs are fine).
    pytest.param("123m456p789s5s [7777z] +5s", {"concealed_hand": 1, "value_honor": 1, "one_kong": 1}, 20, id="concealed-dragon-kong"),
    # East seat in the East round: the wind is a value honor once (the prevailing wind is not recognised).
    pytest.param("123m456p789s5s (111z) +5s round=E", {"value_honor": 1}, 10, id="seat-wind-that-is-also-the-round-wind"),
    # Four 1m not declared as a kong make two of the seven pairs: Pure Greater Terminals 400 scores alone.
    pytest.param("1111m99m11p99p11s9s +9s", {"pure_greater_terminals": 1}, 400, id="pure-greater-terminals-as-seven-pairs"),
    # All Honors 320 and Big Four Winds 400: the pattern above the limit scores alone.
    pytest.param("1112223334445z +5z", {"big_four_winds": 1}, 400, id="big-four-winds-with-all-honors"),
    # Thirteen Terminals robbing a concealed kong of Red (the only hand that may): 160 + 10.
    pytest.param("19m19p19s1234566z +7z robbing_kong", {"thirteen_terminals": 1, "robbing_a_kong": 1}, 170, id="thirteen-terminals-robs-a-kong"),
])
def test_official_edges(line, patterns, total):
    assert official(line) == (patterns, total)


@pytest.mark.parametrize("line, patterns, total", [
    # 123 234 345 plus a second 123: one Three Consecutive Chows 30 (a repeated chow is not "Twice"),
    # Two Identical Chows 10, All Chows 5, Concealed Hand 5.
    pytest.param("123m123m234m345m9p +9p",
                 {"three_consecutive_chows": 1, "two_identical_chows": 1, "all_chows": 1, "concealed_hand": 1}, 50,
                 id="repeated-chow-is-not-twice"),
    # A 123/789 couple and a 111/999 couple in different suits: both per-set patterns count
    # (5 + 15), with Mixed Lesser Terminals 40, Two Concealed Pungs 5, Concealed Hand 5.
    pytest.param("123m789m111p999p5z +5z",
                 {"two_tailed_terminal_chows": 1, "two_tailed_terminal_pungs": 1, "mixed_lesser_terminals": 1,
                  "two_concealed_pungs": 1, "concealed_hand": 1}, 70, id="two-tailed-couples-in-two-suits"),
    # A self-drawn hand with nothing else is not a Chicken Hand: Self Drawn is a pattern (5).
    pytest.param("123m456p789s5z (111s) +5z self_drawn", {"self_drawn": 1}, 5, id="self-drawn-is-not-a-chicken-hand"),
    # A Chicken Hand keeps its point beside bonus tiles: 1 + 7 x 2 + All Flowers 12.
    pytest.param("123m456p789s5z (111s) +5z 1f2f3f4f5f6f7f", {"chicken_hand": 1, "bonus_flower_season": 7, "all_flowers": 1}, 27,
                 id="chicken-hand-with-seven-bonus-tiles"),
    # Seven Pairs of all five kinds of tile: 30 + Concealed Hand 5 + All Types 10.
    pytest.param("11m22p33s44z55z66z7z +7z", {"seven_pairs": 1, "concealed_hand": 1, "all_types": 1}, 45, id="all-types-as-seven-pairs"),
    # Win on Kong on the wall's last tile: both count (12.2 and 12.1 are different families):
    # 10 + 10 + Self Drawn 5 + One Kong 5 + Concealed Hand 5.
    pytest.param("123m456p789s5z [2222s] +5z self_drawn kong_replacement last_tile_in_wall",
                 {"win_on_kong": 1, "final_draw": 1, "self_drawn": 1, "one_kong": 1, "concealed_hand": 1}, 35,
                 id="win-on-kong-and-final-draw"),
])
def test_extended_edges(line, patterns, total):
    assert extended(line) == (patterns, total)

