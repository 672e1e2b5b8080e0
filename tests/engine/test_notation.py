import pytest

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


@pytest.mark.parametrize("line, words", [
    ("123m (555p", "not closed"),
    ("123m [555p)", "open a meld"),
    ("123x", "“123x” is not a tile"),
    ("colour=red", "the settings are"),
])
def test_bad_lines_say_what_is_wrong(line, words):
    with pytest.raises(NotationError) as caught:
        parse_line(line)
    assert words in str(caught.value)
