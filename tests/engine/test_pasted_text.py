"""Hands pasted rather than typed: full-width characters from a CJK keyboard or spreadsheet,
invisible characters a web page leaves behind, Unicode's mahjong tiles, flags written as words,
and error messages that show what is wrong however long or invisible it is."""

import time

import pytest

from rules.engine.hand import read_hand
from rules.engine.notation import NotationError, format_line, parse_line
from rules.engine.tiles import TileSyntaxError, parse_tiles

PLAIN = parse_line("123m456m789m234p5p +5p self_drawn seat=S rules=mcr")


@pytest.mark.parametrize("line", [
    pytest.param("１２３ｍ４５６ｍ７８９ｍ２３４ｐ５ｐ　＋５ｐ　ｓｅｌｆ＿ｄｒａｗｎ　ｓｅａｔ＝Ｓ　ｒｕｌｅｓ＝ｍｃｒ", id="full-width"),
    pytest.param("123m\u200b456m789m\u200d234p5p +5p\u2060 self_drawn seat=S rules=mcr", id="zero-width-characters"),
    pytest.param("\ufeff123m456m789m234p5p +5p self_drawn seat=S rules=mcr\u200e", id="byte-order-and-direction-marks"),
    pytest.param("123m456m789m234p5p +5p self drawn seat=S rules=mcr", id="flag-as-two-words"),
    pytest.param("123m456m789m234p5p +5p Self Drawn seat=S rules=mcr", id="flag-as-capitalised-words"),
    pytest.param("🀇🀈🀉🀊🀋🀌🀍🀎🀏🀚🀛🀜🀝 +🀝 self_drawn seat=S rules=mcr", id="unicode-mahjong-tiles"),
])
def test_a_pasted_line_reads_as_the_same_hand_typed(line):
    assert parse_line(line) == PLAIN


def test_full_width_brackets_make_melds_and_unicode_tiles_name_honours_and_flowers():
    # Unicode orders the flowers plum, orchid, bamboo, chrysanthemum; the codes number them by seat.
    assert format_line(parse_line("（５５５ｐ） ［🀄🀄🀄🀄］ 🀀🀀 123m 456s +🀀 🀢🀥🀦")) == "11z123m456s (555p) [7777z] +1z 135f"
    assert parse_line("EE🀄️🀄️ +🀄")["concealed"] == "1z 1z 7z 7z"  # with the emoji presentation selector


def test_flag_words_take_only_the_words_that_make_a_flag():
    data = parse_line("123m456m789m234p5p +5p last tile in wall kong replacement E")
    assert data["last_tile_in_wall"] is True and data["kong_replacement"] is True
    assert data["concealed"].endswith("5p 1z")  # the E after them is still a tile


def test_a_json_list_of_hands_is_named_as_json_not_read_as_a_concealed_kong():
    with pytest.raises(NotationError, match="not JSON"):
        parse_line('[{"rules": "mcr", "concealed": "123m456m789m234p5p", "winning_tile": "5p"}]')
    assert parse_line("[7777z] 123m456m789m5p +5p")["melds"] == [{"tiles": "7777z", "concealed": True}]


def test_json_fields_read_full_width_and_pasted_tiles_too():
    reading = read_hand({"concealed": "１２３ｍ456m\u200b789m234p5p", "winning_tile": "５ｐ", "melds": [],
                         "seat_wind": "Ｓ", "round_wind": "south"})
    assert reading.ok
    assert (reading.hand.seat_wind, reading.hand.round_wind, str(reading.hand.winning_tile)) == ("S", "S", "5p")


def test_a_long_part_that_is_not_a_tile_is_quoted_short():
    with pytest.raises(TileSyntaxError) as caught:
        parse_tiles("x" * 100_000)
    assert str(caught.value) == "“xxxxxxxxxxxxxxxxxxxxxxxx…” is not a tile. Tiles are written like 1m–9m, 1p–9p, 1s–9s, 1z–7z, 1f–8f."


def test_an_invisible_character_that_is_not_a_tile_is_named_by_its_code_point():
    reading = read_hand({"concealed": "123m456m789m234p5p\x07", "winning_tile": "5p"})
    assert [p.message for p in reading.problems] == [
        "In the concealed tiles: “<U+0007>” is not a tile. Tiles are written like 1m–9m, 1p–9p, 1s–9s, 1z–7z, 1f–8f."]


@pytest.mark.parametrize("written, letter", [("e", "E"), ("East", "E"), ("SOUTH", "S"), ("3z", "W"), ("北", "N"), ("Ｗ", "W")])
def test_a_wind_reads_as_a_letter_a_word_a_code_or_a_character(written, letter):
    assert read_hand({**PLAIN, "seat_wind": written}).hand.seat_wind == letter


@pytest.mark.parametrize("written", ["None", "Sugar", "Ex", "Nope", "Wh"])
def test_a_word_that_only_starts_like_a_wind_is_not_one(written):
    # These read as N, S, E, N and W: a seat wind of "None" (a script's empty value) scored as North.
    reading = read_hand({**PLAIN, "seat_wind": written})
    assert [(p.code, p.message) for p in reading.problems] == [
        ("bad_wind", f"The seat wind “{written}” is not a wind; use E, S, W or N.")]


def test_a_discarder_that_is_no_wind_is_one_problem_not_also_east_discarding_to_itself():
    reading = read_hand({**parse_line("123m456m789m234p5p +5p"), "discarder": "Nobody"})
    assert [p.message for p in reading.problems] == ["The discarder “Nobody” is not a wind; use E, S, W or N."]


def test_a_line_far_longer_than_a_hand_is_refused_at_once():
    # A run of brackets once took the meld pattern time growing with the square of its length:
    # 20,000 of them 13 seconds, a megabyte (a file pasted on one line, to the score command) hours.
    started = time.perf_counter()
    with pytest.raises(NotationError) as caught:
        parse_line("[" * 20_000)
    assert time.perf_counter() - started < 1
    assert str(caught.value) == ("This line is 20,000 characters long, and a hand's line takes at most 1,000: "
                                 "is it several hands, or a whole file, on one line? Write one hand per line.")


def test_brackets_inside_brackets_are_no_meld():
    with pytest.raises(NotationError, match="A meld bracket is not closed"):
        parse_line("(12(3m) 456m 789m 11z +1z")
    started = time.perf_counter()
    with pytest.raises(NotationError, match="A meld bracket is not closed"):
        parse_line("[(" * 490 + "5p)")
    assert time.perf_counter() - started < 0.5
