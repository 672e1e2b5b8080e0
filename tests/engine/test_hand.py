"""Reading a hand reports every problem at once, each as a sentence, and never raises."""

import pytest

from rules.engine.hand import read_hand
from rules.engine.notation import parse_line


def codes(data):
    return sorted(p.code for p in read_hand(data).problems)


def test_a_complete_hand_has_no_problems():
    reading = read_hand(parse_line("123m456m789m234p5p +5p"))
    assert reading.ok and reading.hand.tile_count == 14


def test_a_robbed_tile_held_nowhere_else_is_no_problem():
    assert read_hand(parse_line("(123m) 46p789s234m55s +5p robbing_kong")).ok


def test_every_problem_is_reported_at_once():
    data = {"concealed": "11111m 9q", "melds": [{"kind": "chow", "tiles": "124p"}], "winning_tile": "5p", "bonus": "1f1f"}
    assert codes(data) == ["bad_meld", "duplicate_bonus", "too_few_tiles", "too_many_copies", "unknown_tile"]


@pytest.mark.parametrize(
    "data, code, words",
    [
        ({"concealed": "11m234m567m99p", "melds": [{"tiles": "111m"}], "winning_tile": "9p"}, "too_many_copies", "5 × 1m"),
        # A robbed tile's other three are in the pung being robbed: the hand cannot hold another,
        # in hand or in a meld.
        ({"concealed": "123m456p789s55z9m", "winning_tile": "9m", "robbing_kong": True}, "too_many_copies",
         "the other three 9m are in the pung being robbed"),
        ({"concealed": "46p789s234m55s", "melds": [{"tiles": "345p"}], "winning_tile": "5p", "robbing_kong": True},
         "too_many_copies", "cannot hold another 5p"),
        ({"concealed": "123m", "melds": [{"kind": "chow", "tiles": "123z"}]}, "honour_chow", "winds and dragons"),
        ({"concealed": "123m", "melds": [{"kind": "triple", "tiles": "555p"}]}, "bad_meld", "“triple” is not a meld"),
        ({"concealed": "123m", "melds": [{"kind": "pung", "tiles": "556p"}]}, "bad_meld", "not a pung"),
        ({"concealed": "123m", "melds": [{"kind": "pung", "tiles": "555p", "concealed": True}]}, "bad_meld", "only a kong"),
        ({"concealed": "123m", "melds": [{"kind": "kong", "tiles": "555p"}]}, "bad_meld", "has 3 tiles; a kong has 4"),
        ({"concealed": "123m", "melds": [{"tiles": "12m"}]}, "bad_meld", "Meld 1 (1m 2m) has 2 tiles; a meld has 3 (a chow or a pung) or 4 (a kong)."),
        ({"concealed": "123m 1f"}, "bonus_in_hand", "bonus tiles"),
        ({"concealed": "123m", "bonus": "5m"}, "not_a_bonus_tile", "not flowers or seasons"),
        ({"concealed": "123m456m789m234p5p5p"}, "missing_winning_tile", "which of the 14"),
        ({"concealed": "123m456m789m234p5p"}, "missing_winning_tile", "add the winning tile"),
        ({"concealed": "123m456m789m234p5p5p5p", "winning_tile": "5p"}, "too_many_tiles", "remove 2"),
        ({"concealed": "123m", "seat_wind": "Q"}, "bad_wind", "not a wind"),
        ({"concealed": "123m", "winning_tile": "1f"}, "bad_winning_tile", "cannot win"),
    ],
)
def test_each_problem_names_what_to_fix(data, code, words):
    problems = {p.code: p.message for p in read_hand(data).problems}
    assert code in problems
    assert words in problems[code]


def test_a_hand_that_did_not_win_needs_13_tiles_and_no_winning_tile():
    reading = read_hand({"concealed": "123m456m789m234p5p", "winner": False})
    assert reading.ok
    assert reading.hand.tiles_required == 13


def test_unknown_fields_are_warnings_not_errors():
    reading = read_hand({**parse_line("123m456m789m234p5p +5p"), "colour": "red"})
    assert reading.ok
    assert reading.warnings == ("Unknown field “colour” was ignored.",)


@pytest.mark.parametrize("data", [None, [], "123m", 5, {"concealed": 5}, {"melds": "555p"}, {"melds": [7]}])
def test_malformed_input_never_raises(data):
    reading = read_hand(data)
    assert reading.problems
