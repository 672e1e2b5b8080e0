import re

import pytest

from rules.engine.hand import read_hand
from rules.engine.notation import NotationError, format_line, parse_line


def test_a_full_line_reads_into_the_shared_hand_format():
    data = parse_line("123m456p789s1z (555p) [7777z] +1z 1f5f self_drawn seat=S round=W discarder=N option.limit_mode=none")
    assert data == {
        "concealed": "1m 2m 3m 4p 5p 6p 7s 8s 9s 1z",
        "melds": [{"tiles": "555p", "concealed": False}, {"tiles": "7777z", "concealed": True}],
        "bonus": "1f 5f",
        "winning_tile": "1z",
        "self_drawn": True,
        "seat_wind": "S",
        "round_wind": "W",
        "discarder": "N",
        "options": {"limit_mode": "none"},
    }


def test_format_is_the_inverse_of_parse():
    line = "123m456p789s1z (555p) [7777z] +1z 15f self_drawn seat=S"
    assert format_line(parse_line(line)) == line
    assert format_line(parse_line("13m 2m winner=no")) == "132m winner=no"


@pytest.mark.parametrize("written, won", [("no", False), ("NO", False), ("false", False), ("0", False), ("yes", True), ("TRUE", True)])
def test_winner_reads_yes_or_no_as_the_json_fields_do(written, won):
    assert parse_line(f"123m456m789m11z2z winner={written}")["winner"] is won


@pytest.mark.parametrize("line, words", [
    ("123m (555p", "not closed"),
    ("123m [555p)", "open a meld"),
    ("123x", "“123x” is not a tile"),
    ("colour=red", "the settings are"),
    # What a fast typist might mean two ways is an error, not a guess.
    ("123m456m789m11z2z +9m +2z", "Two winning tiles (+9m and +2z)"),
    ("123m456m789m11z2z +2z seat=S seat=W", "“seat=” is given twice (S and W)"),
    ("123m456m789m11z2z +", "A + with no tile after it"),
    ('{"rules": "mcr", "concealed": "123m"}', "not JSON: a JSON hand goes to /api/score or the score command"),
    # It used to read as a win, so a losing hand was scored as winning.
    ("123m456m789m11z2z winner=nope", "“winner=nope”: write winner=no"),
    ("123m456m789m11z2z winner=", "“winner=”: write winner=no"),
])
def test_bad_lines_say_what_is_wrong(line, words):
    with pytest.raises(NotationError) as caught:
        parse_line(line)
    assert words in str(caught.value)


# --- Slips made typing fast read as meant ------------------------------------------------

SAME_HAND = parse_line("123m456m789m11z2z +2z self_drawn seat=S rules=mcr")


@pytest.mark.parametrize("line", [
    pytest.param("123m456m789m11z2z+2z self_drawn seat=S rules=mcr", id="winning-tile-glued-on"),
    pytest.param("123m456m789m11z2z + 2z self_drawn seat=S rules=mcr", id="plus-parted-from-its-tile"),
    pytest.param("123m456m789m11z2z +2z SELF_DRAWN SEAT=S RULES=MCR", id="capitals"),
    pytest.param("123m456m789m11z2z +2z Self_Drawn Seat=S Rules=mcr", id="mixed-case"),
    pytest.param("123m456m789m11z2z +2z self_drawn seat=S rules=mcr  # table 3, round 2", id="comment"),
    pytest.param("123m456m789m11z2z +2z self-drawn seat=S rules=mcr", id="hyphen-as-on-the-page"),
    pytest.param("123m456m789m11z2z +S self_drawn seat=S rules=mcr", id="winning-tile-by-its-letter"),
])
def test_a_slip_reads_as_the_hand_meant(line):
    assert parse_line(line) == SAME_HAND


def test_capital_letters_that_are_tiles_stay_tiles():
    data = parse_line("ESWN CC +C")
    assert (data["concealed"], data["winning_tile"]) == ("1z 2z 3z 4z 7z 7z", "7z")


def test_the_readmes_example_line_is_a_winning_hand_under_every_built_in_rule_set():
    """The first line a scorer copies: it must score, not ask for tiles to be removed."""
    from pathlib import Path

    from rules.engine.builtin import BUILTIN_RULE_SETS
    from tests.engine.scoring import score_line

    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    line = re.search(r"one line per hand: `([^`]+)`", readme).group(1)
    for slug in BUILTIN_RULE_SETS:
        result = score_line(line, slug)
        assert result.valid and result.winning, (slug, [p.message for p in result.errors])


def test_several_hands_pasted_at_once_are_told_to_go_one_at_a_time():
    with pytest.raises(NotationError, match=r"more than one hand \(2 lines.*score one hand at a time"):
        parse_line("123m456m789m11z22z +2z\n123m456m789m11z22z +1z\n")


def test_one_hand_broken_over_two_lines_still_reads():
    assert parse_line("123m456m789m\n11z2z +2z") == parse_line("123m456m789m11z2z +2z")


@pytest.mark.parametrize(("line", "said"), [
    ("m123 p456 s789 z555 m9 +m9", "“m123”: write the numbers before the suit letter, as in 123m."),
    ("123m456p789s555z9m +M9", "“M9”: write the numbers before the suit letter, as in 9m."),
    ("123m456p789s555z8m +z8", "“z8”: write the numbers before the suit letter; z tiles run 1z–7z."),
])
def test_tiles_written_suit_first_are_refused_with_the_way_to_write_them(line, said):
    # Read as flags, they left a hand of no tiles, a warning for each and "“m” is not a tile".
    with pytest.raises(NotationError) as refused:
        parse_line(line)
    assert str(refused.value) == said


def test_a_tile_after_an_honour_letter_still_reads():
    assert parse_line("E123m456p789s11z E +E")["concealed"] == "1z 1m 2m 3m 4p 5p 6p 7s 8s 9s 1z 1z 1z"


@pytest.mark.parametrize(("hand", "said"), [
    ({"melds": [{"tiles": "m123"}], "concealed": "456p789s555z9m", "winning_tile": "9m"},
     "In Meld 1: “m123”: write the numbers before the suit letter, as in 123m."),
    ({"concealed": "m123 456p789s555z9m", "winning_tile": "9m"},
     "In the concealed tiles: “m123”: write the numbers before the suit letter, as in 123m."),
])
def test_tiles_written_suit_first_in_a_meld_or_the_json_say_how_to_write_them(hand, said):
    # Read a letter at a time, they were two problems: "“m” is not a tile" and "“123” is not a tile".
    assert [p.message for p in read_hand(hand).problems] == [said]
