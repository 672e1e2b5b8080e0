"""The score command on hands saved as JSON the way tools save it: pretty-printed over several
lines, or a list of hands, one file or one line. Each used to be read line by line as the notation,
a stream of "“\"rules\":” is not a tile" for lines that were never meant as hands."""

import json

import pytest

from tests.web.test_score_command import (
    MCR_LINE,
    MCR_PATTERNS,
    ZJ_LINE,
    ZJ_PATTERNS,
    run_score,
    summary,
)

pytestmark = pytest.mark.django_db

MCR_HAND = {"rules": "mcr", "concealed": "123m456p789s555z9m", "winning_tile": "9m"}
ZJ_HAND = {"rules": "zung-jung", "concealed": "123m456m789m234p5p", "winning_tile": "5p"}


def test_a_pretty_printed_hand_is_one_hand_numbered_by_its_first_line(tmp_path):
    content = f"{MCR_LINE}\n{json.dumps(ZJ_HAND, indent=2)}\n{MCR_LINE}\n".encode()
    assert summary(run_score(tmp_path, content)) == [
        (1, True, 13, MCR_PATTERNS, []), (2, True, 50, ZJ_PATTERNS, []), (7, True, 13, MCR_PATTERNS, [])]


@pytest.mark.parametrize("indent", [None, 2], ids=["one-line", "pretty-printed"])
def test_a_list_of_hands_is_each_hand_scored_with_its_place_in_the_list(tmp_path, indent):
    content = json.dumps([MCR_HAND, {**ZJ_HAND, "rules": "nope"}, ZJ_HAND], indent=indent).encode()
    results = run_score(tmp_path, content, status=1,
                        complaint="1 of 3 hands could not be read or scored: line 1 (hand 2).")
    assert [(r["line"], r["hand"], r["valid"], r["total"]) for r in results] == [
        (1, 1, True, 13), (1, 2, False, 0), (1, 3, True, 50)]
    assert results[1]["errors"][0]["code"] == "unknown_rules"


def test_the_rules_option_names_the_rule_set_of_each_hand_in_a_list_that_names_none(tmp_path):
    bare = {key: value for key, value in MCR_HAND.items() if key != "rules"}
    results = run_score(tmp_path, json.dumps([bare, ZJ_HAND]).encode(), "--rules", "mcr")
    assert [(r["hand"], r["total"], r["warnings"]) for r in results] == [(1, 13, []), (2, 50, [])]


def test_what_a_list_holds_that_is_no_hand_is_refused_under_the_rules_option(tmp_path):
    # Before, the 5 was refused under the default rule set (Zung Jung), with a note that none was
    # named, though --rules had named one.
    bare = {key: value for key, value in MCR_HAND.items() if key != "rules"}
    results = run_score(tmp_path, json.dumps([bare, 5]).encode(), "--rules", "mcr", status=1,
                        complaint="1 of 2 hands could not be read or scored: line 1 (hand 2).")
    refused = results[1]
    assert (refused["rules"], refused["rule_set"]["name"], refused["warnings"]) == ("mcr", "Chinese Official (MCR)", [])
    assert refused["errors"] == [{"code": "malformed_hand", "message": "A hand must be a JSON object."}]


def test_a_brace_never_closed_is_one_bad_line_and_the_lines_after_it_are_still_scored(tmp_path):
    results = run_score(tmp_path, f"{{\n{MCR_LINE}\n{ZJ_LINE}\n".encode(),
                        status=1, complaint="1 of 3 hands could not be read or scored: line 1.")
    assert summary(results) == [(1, False, None, {}, ["unreadable_line"]),
                                (2, True, 13, MCR_PATTERNS, []), (3, True, 50, ZJ_PATTERNS, [])]
    assert results[0]["errors"][0]["message"] == (
        "This line starts JSON whose brackets are never closed in it and the 2 lines after it: "
        "a hand in JSON is one object, on one line or spread over several.")


def test_a_mistake_inside_pretty_printed_json_names_the_line_it_is_on(tmp_path):
    broken = json.dumps(ZJ_HAND, indent=2).replace('"5p"', "5p")  # an unquoted tile on its 4th line
    results = run_score(tmp_path, f"{broken}\n{MCR_LINE}\n".encode(),
                        status=1, complaint="1 of 2 hands could not be read or scored: line 1.")
    assert summary(results) == [(1, False, None, {}, ["unreadable_line"]), (6, True, 13, MCR_PATTERNS, [])]
    assert results[0]["errors"][0]["message"] == (
        "This is not valid JSON: Expecting ',' delimiter (line 4, column 20, in the JSON on lines 1 to 5).")


def test_brackets_inside_a_json_string_do_not_end_the_hand(tmp_path):
    hand = {**ZJ_HAND, "table": "3 [final] {east}"}
    results = run_score(tmp_path, json.dumps(hand, indent=1).encode())
    assert summary(results) == [(1, True, 50, ZJ_PATTERNS, [])]


def test_a_line_opening_with_a_concealed_kong_is_still_the_notation(tmp_path):
    # MCR: Pure Straight 16, Dragon Pung 2 (the kong of Red), Concealed Hand 2, Concealed Kong 2,
    # One Voided Suit 1, Single Wait 1.
    patterns = {"pure_straight": 16, "dragon_pung": 2, "concealed_hand": 2, "concealed_kong": 2,
                "one_voided_suit": 1, "single_wait": 1}
    results = run_score(tmp_path, b"[7777z] 123m456m789m5p +5p rules=mcr\n[ 7777z] 123m456m789m5p +5p rules=mcr\n")
    assert summary(results) == [(1, True, 24, patterns, []), (2, True, 24, patterns, [])]


def test_a_line_far_longer_than_a_hand_is_one_bad_line_said_in_a_short_message(tmp_path):
    results = run_score(tmp_path, f"{MCR_LINE}\n{'x' * 100_000}\n{ZJ_LINE}\n".encode(),
                        status=1, complaint="1 of 3 hands could not be read or scored: line 2.")
    assert summary(results) == [(1, True, 13, MCR_PATTERNS, []), (2, False, None, {}, ["unreadable_line"]),
                                (3, True, 50, ZJ_PATTERNS, [])]
    # It was read as one unknown flag, 100,000 characters long, and its warning repeated all of them.
    assert results[1]["errors"][0]["message"] == (
        "This line is 100,000 characters long, and a hand's line takes at most 1,000: "
        "is it several hands, or a whole file, on one line? Write one hand per line.")


def test_fourteen_tiles_with_no_winning_tile_say_how_a_file_marks_it(tmp_path):
    hand = {"rules": "zung-jung", "concealed": "123m456m789m234p55p"}
    results = run_score(tmp_path, f"123m456m789m234p55p rules=zung-jung\n{json.dumps(hand)}\n".encode(),
                        status=1, complaint="2 of 2 hands could not be read or scored: lines 1, 2.")
    # The engine's words alone ("Mark which ...") are for the page, where a tile is tapped to mark it.
    assert [r["errors"] for r in results] == [
        [{"code": "missing_winning_tile", "message": "Mark which of the 14 tiles completed the hand. "
                                                     "In a line, write it last with a + before it, as in 123m456m789m234p5p +5p."}],
        [{"code": "missing_winning_tile", "message": "Mark which of the 14 tiles completed the hand. "
                                                     "In JSON, give it as \"winning_tile\" and leave it out of \"concealed\"."}],
    ]


def test_json_that_is_not_valid_over_several_lines_names_the_lines_its_one_answer_stands_for(tmp_path):
    # Found by the property test (FUZZ_EXAMPLES=1500): "[" alone opens JSON, so the "}" after it was
    # read into it, and no answer said line 2 had been read.
    results = run_score(tmp_path, f"[\n}}\n{MCR_LINE}\n".encode(),
                        status=1, complaint="1 of 2 hands could not be read or scored: line 1.")
    assert summary(results) == [(1, False, None, {}, ["unreadable_line"]), (3, True, 13, MCR_PATTERNS, [])]
    assert results[0]["last_line"] == 2
    assert results[0]["errors"][0]["message"] == (
        "This is not valid JSON: Expecting value (line 2, column 1, in the JSON on lines 1 to 2).")


def test_each_answer_to_json_spread_over_lines_says_its_last_line_and_one_line_json_has_none(tmp_path):
    pretty = json.dumps(ZJ_HAND, indent=2)  # 5 lines
    listed = json.dumps([ZJ_HAND, ZJ_HAND], indent=1)
    results = run_score(tmp_path, f"{pretty}\n{listed}\n{json.dumps(ZJ_HAND)}\n".encode())
    assert [(r["line"], r.get("last_line"), r.get("hand")) for r in results] == [
        (1, 5, None), (6, 6 + listed.count("\n"), 1), (6, 6 + listed.count("\n"), 2), (7 + listed.count("\n"), None, None)]


@pytest.mark.parametrize("content", ["[]\n", "[\n]\n"], ids=["one-line", "two-lines"])
def test_an_empty_json_list_is_answered_not_skipped(tmp_path, content):
    results = run_score(tmp_path, f"{content}{MCR_LINE}\n".encode(),
                        status=1, complaint="1 of 2 hands could not be read or scored: line 1.")
    assert results[0]["errors"] == [{"code": "unreadable_line", "message": "This JSON list holds no hands."}]
    assert [r["line"] for r in results] == [1, content.count("\n") + 1]
