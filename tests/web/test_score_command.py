"""The score command on the files a scorer really has: odd encodings, bad lines among good ones,
a reader that stops early, and its exit status."""

import io
import json
import sys

import pytest
from django.core.management import CommandError, call_command

pytestmark = pytest.mark.django_db

# MCR: Mixed Straight 8, Dragon Pung 2, Concealed Hand 2, Single Wait 1.
MCR_LINE = "123m456p789s555z9m +9m rules=mcr"
MCR_PATTERNS = {"mixed_straight": 8, "dragon_pung": 2, "concealed_hand": 2, "single_wait": 1}
# Zung Jung: All Sequences 5, Concealed Hand 5, Nine-Tile Straight 40.
ZJ_LINE = "123m456m789m234p5p +5p rules=zung-jung"
ZJ_PATTERNS = {"all_sequences": 5, "concealed_hand": 5, "nine_tile_straight": 40}


def run_score(tmp_path, content: bytes, *args, status: int = 0, complaint: str = "") -> list[dict]:
    """The command's JSON lines for a file holding `content`, checking its exit status and the
    message it ends with on stderr (a CommandError's, which manage.py prints and exits with)."""
    path = tmp_path / "hands.txt"
    path.write_bytes(content)
    out = io.StringIO()
    try:
        call_command("score", str(path), *args, stdout=out)
    except CommandError as error:
        assert (error.returncode, str(error)) == (status, complaint)
    else:
        assert status == 0
    return [json.loads(line) for line in out.getvalue().splitlines()]


def run_score_on_stdin(monkeypatch, content: bytes, *args, status: int = 0, complaint: str = "") -> list[dict]:
    """As run_score, for `content` piped to the command: standard input as Python gives it, text
    over a buffered byte stream (sys.stdin.buffer), which is what the command reads."""
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BufferedReader(io.BytesIO(content))))
    out = io.StringIO()
    try:
        call_command("score", *args, stdout=out)
    except CommandError as error:
        assert (error.returncode, str(error)) == (status, complaint)
    else:
        assert status == 0
    return [json.loads(line) for line in out.getvalue().splitlines()]


def summary(results: list[dict]) -> list[tuple]:
    return [(r["line"], r["valid"], r.get("total"), {p["key"]: p["points"] for p in r.get("patterns", [])},
             [e["code"] for e in r["errors"]]) for r in results]


def test_a_line_nested_too_deep_is_one_bad_line_and_the_rest_are_scored(tmp_path):
    deep = '{"rules": "mcr", "options": ' + "[" * 1500 + "]" * 1500 + "}"
    results = run_score(tmp_path, f"{MCR_LINE}\n{deep}\n{ZJ_LINE}\n".encode(),
                        status=1, complaint="1 of 3 hands could not be read or scored: line 2.")
    assert summary(results) == [
        (1, True, 13, MCR_PATTERNS, []),
        (2, False, None, {}, ["unreadable_line"]),
        (3, True, 50, ZJ_PATTERNS, []),
    ]
    assert results[1]["errors"][0]["message"] == (
        "The JSON nests arrays or objects more than 32 deep; a hand or a deal needs no more than 3.")


@pytest.mark.parametrize("content", [
    pytest.param(f"\ufeff{MCR_LINE}\n{ZJ_LINE}\n".encode(), id="utf-8-with-bom"),
    pytest.param(f"{MCR_LINE}\r\n{ZJ_LINE}\r\n".encode("utf-16"), id="utf-16-with-bom"),
    pytest.param(f"{MCR_LINE}\r{ZJ_LINE}\r".encode(), id="lone-cr-line-ends"),
])
def test_a_file_from_notepad_or_excel_keeps_its_first_line(tmp_path, content):
    assert summary(run_score(tmp_path, content)) == [(1, True, 13, MCR_PATTERNS, []), (2, True, 50, ZJ_PATTERNS, [])]


def test_a_line_that_is_not_utf8_is_one_bad_line_and_the_others_are_scored(tmp_path):
    latin1 = '{"rules": "mcr", "concealed": "123m456p789s555z9m", "winning_tile": "9m", "player": "François"}'
    content = (f"{MCR_LINE}\n# table 3, scored by Françoise\n".encode("latin-1")
               + latin1.encode("latin-1") + f"\n{ZJ_LINE}\n".encode())
    results = run_score(tmp_path, content, status=1, complaint="1 of 3 hands could not be read or scored: line 3.")
    assert summary(results) == [
        (1, True, 13, MCR_PATTERNS, []),
        (3, False, None, {}, ["bad_encoding"]),  # line 2 is a comment: its é does not matter
        (4, True, 50, ZJ_PATTERNS, []),
    ]
    assert results[1]["errors"][0]["message"] == (
        "This line is not UTF-8 text (its byte 90, 0xe7, cannot start or continue a UTF-8 character); "
        "save the file as UTF-8.")


class ClosedPipe(io.StringIO):
    """Standard output whose reader has gone away, as after `| head -1`."""

    def write(self, text):
        raise BrokenPipeError(32, "Broken pipe")


def test_a_reader_that_stops_early_ends_the_command_quietly(tmp_path, capsys):
    path = tmp_path / "hands.txt"
    path.write_text(f"{MCR_LINE}\n{ZJ_LINE}\n")
    with pytest.raises(SystemExit) as stopped:
        call_command("score", str(path), stdout=ClosedPipe())
    assert stopped.value.code == 141
    assert capsys.readouterr().err == ""


def test_every_hand_scored_is_status_0_even_one_short_of_the_minimum(tmp_path):
    # MCR, 5 points, under the 8 needed: All Chows 2, Concealed Hand 2, Single Wait 1.
    results = run_score(tmp_path, f"{MCR_LINE}\n123m567m234p456s9s +9s rules=mcr\n".encode())
    assert summary(results) == [
        (1, True, 13, MCR_PATTERNS, []),
        (2, True, 5, {"all_chows": 2, "concealed_hand": 2, "single_wait": 1}, []),
    ]
    assert [r["winning"] for r in results] == [True, False]


def test_any_hand_not_read_or_scored_is_status_1_and_the_rest_are_still_printed(tmp_path):
    content = (f"x\n{MCR_LINE}\n123m456p789s555z9m +9m rules=mrc\n\n# done\n{ZJ_LINE}\n"
               "1357m2468p13579s +9s rules=zung-jung\n").encode()
    results = run_score(tmp_path, content, status=1, complaint="3 of 5 hands could not be read or scored: lines 1, 3, 7.")
    assert [(r["line"], r["valid"], [e["code"] for e in r["errors"]]) for r in results] == [
        (1, False, ["too_few_tiles"]),
        (2, True, []),
        (3, False, ["unknown_rules"]),
        (6, True, []),
        (7, False, ["no_winning_shape"]),
    ]


def test_a_file_that_cannot_be_opened_is_status_2(tmp_path):
    with pytest.raises(CommandError) as caught:
        call_command("score", str(tmp_path), stdout=io.StringIO())
    assert (caught.value.returncode, str(caught.value)) == (2, f"Cannot read {tmp_path}: Is a directory.")


def test_a_line_naming_no_rule_set_says_which_one_scored_it(tmp_path):
    # Zung Jung: Concealed Hand 5, Value Honor (a pung of White) 10.
    results = run_score(tmp_path, b"123m456p789s555z9m +9m\n")
    assert summary(results) == [(1, True, 15, {"concealed_hand": 5, "value_honor": 10}, [])]
    assert results[0]["warnings"] == [
        "No rule set was named, so the default rule set, “zung-jung”, was used."]


def test_a_line_given_its_rule_set_by_the_rules_option_has_no_such_warning(tmp_path):
    results = run_score(tmp_path, b"123m456p789s555z9m +9m\n", "--rules", "mcr")
    assert summary(results) == [(1, True, 13, MCR_PATTERNS, [])]
    assert results[0]["warnings"] == []


@pytest.mark.parametrize("content", [
    pytest.param(f"{MCR_LINE}\n{ZJ_LINE}\n".encode(), id="utf-8"),
    pytest.param(f"\ufeff{MCR_LINE}\n{ZJ_LINE}\n".encode(), id="utf-8-with-bom"),
    pytest.param(f"{MCR_LINE}\r\n{ZJ_LINE}\r\n".encode("utf-16"), id="utf-16-with-bom"),
    # Windows' "Unicode" save, as some tools write it: no byte-order mark.
    pytest.param(f"{MCR_LINE}\r\n{ZJ_LINE}\r\n".encode("utf-16-le"), id="utf-16-le-without-bom"),
    pytest.param(f"{MCR_LINE}\n{ZJ_LINE}\n".encode("utf-16-be"), id="utf-16-be-without-bom"),
    pytest.param(f"{MCR_LINE}\n{ZJ_LINE}\n".encode("utf-32"), id="utf-32-with-bom"),
])
def test_hands_piped_to_standard_input_are_read_as_bytes_like_a_file(monkeypatch, content):
    assert summary(run_score_on_stdin(monkeypatch, content)) == [(1, True, 13, MCR_PATTERNS, []), (2, True, 50, ZJ_PATTERNS, [])]


def test_a_dash_for_the_file_reads_standard_input_as_cat_does(monkeypatch):
    content = f"{MCR_LINE}\n{ZJ_LINE}\n".encode()
    assert summary(run_score_on_stdin(monkeypatch, content, "-")) == [(1, True, 13, MCR_PATTERNS, []), (2, True, 50, ZJ_PATTERNS, [])]


def test_piped_json_and_notation_lines_are_scored_and_a_bad_one_is_status_1(monkeypatch):
    hand = {"rules": "zung-jung", "concealed": "123m456m789m234p5p", "winning_tile": "5p"}
    content = f"{json.dumps(hand)}\n{MCR_LINE}\n# a comment\n123m (555p\n".encode()
    results = run_score_on_stdin(monkeypatch, content, "--rules", "zung-jung",
                                 status=1, complaint="1 of 3 hands could not be read or scored: line 4.")
    assert summary(results) == [
        (1, True, 50, ZJ_PATTERNS, []),
        (2, True, 13, MCR_PATTERNS, []),
        (4, False, None, {}, ["unreadable_line"]),
    ]


def test_utf16_without_a_byte_order_mark_is_recognised_after_a_comment_in_chinese(monkeypatch):
    # Chinese characters have no NUL byte in UTF-16; the hand lines after them still tell.
    content = f"# 第三桌 (table 3)\r\n{MCR_LINE}\r\n{ZJ_LINE}\r\n".encode("utf-16-le")
    assert summary(run_score_on_stdin(monkeypatch, content)) == [(2, True, 13, MCR_PATTERNS, []), (3, True, 50, ZJ_PATTERNS, [])]


def test_a_utf16_line_that_makes_no_text_is_one_bad_line_and_the_others_are_scored(monkeypatch):
    # A high surrogate with no low one after it: two bytes that are no UTF-16 character.
    broken = f"{MCR_LINE}\n".encode("utf-16-le") + "# fine\n123m".encode("utf-16-le") + b"\x00\xd8" + "4m\n".encode("utf-16-le")
    results = run_score_on_stdin(monkeypatch, broken + f"{ZJ_LINE}\n".encode("utf-16-le"),
                                 status=1, complaint="1 of 3 hands could not be read or scored: line 3.")
    assert summary(results) == [
        (1, True, 13, MCR_PATTERNS, []),
        (3, False, None, {}, ["bad_encoding"]),
        (4, True, 50, ZJ_PATTERNS, []),
    ]
    assert results[1]["errors"][0]["message"] == (
        "This line is not UTF-16 text (some of its bytes make no character); save the file as UTF-8.")


def test_a_utf16_file_cut_off_in_the_middle_of_a_character_says_so_on_its_last_line(tmp_path):
    results = run_score(tmp_path, f"{MCR_LINE}\n{ZJ_LINE}\n".encode("utf-16") + b"1",
                        status=1, complaint="1 of 3 hands could not be read or scored: line 3.")
    assert summary(results)[:2] == [(1, True, 13, MCR_PATTERNS, []), (2, True, 50, ZJ_PATTERNS, [])]
    assert summary(results)[2] == (3, False, None, {}, ["bad_encoding"])


def test_a_line_holding_nul_bytes_is_not_text_and_says_so(monkeypatch):
    # UTF-32 without its byte-order mark: three NULs to each character, so not UTF-16 either.
    content = f"{MCR_LINE}\n".encode() + "123m".encode("utf-32-le") + f"\n{ZJ_LINE}\n".encode()
    results = run_score_on_stdin(monkeypatch, content, status=1, complaint="1 of 3 hands could not be read or scored: line 2.")
    assert summary(results) == [
        (1, True, 13, MCR_PATTERNS, []),
        (2, False, None, {}, ["bad_encoding"]),
        (3, True, 50, ZJ_PATTERNS, []),
    ]
    assert results[1]["errors"][0]["message"] == (
        "This line holds a NUL byte (its byte 2), which text does not: the file is not UTF-8 or UTF-16 text; "
        "save it as UTF-8.")
