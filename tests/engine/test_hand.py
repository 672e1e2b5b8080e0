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
    assert codes(data) == ["bad_meld", "duplicate_bonus", "too_many_copies", "unknown_tile"]


@pytest.mark.parametrize("data", [
    parse_line("123m456m789m1z (55p) +1z"), parse_line("123m456m789m11z [555z] +1z"), parse_line("123m456m789m1z (123z) +1z"),
    {"concealed": "123m456m789m1z", "melds": [{"tiles": "5x5p"}], "winning_tile": "1z"},
    {"concealed": "123m456m789m9q1z", "winning_tile": "1z"},
])
def test_a_tile_or_meld_that_cannot_be_read_is_not_followed_by_a_count_of_the_rest(data):
    """(55p) is left out of the hand read; "11 of 14 tiles: add 3 more" would send the player the wrong way."""
    problems = read_hand(data).problems
    assert len(problems) == 1 and problems[0].code in ("bad_meld", "unknown_tile", "honour_chow"), problems


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


# --- Yes/no fields: a spreadsheet's TRUE or "false" reads as meant; anything else is a problem ---

KONG_HAND = {"concealed": "456p789s555z9m", "winning_tile": "9m", "melds": [{"kind": "kong", "tiles": "1111m"}]}
PLAIN_HAND = {"concealed": "123m456p789s555z9m", "winning_tile": "9m"}


@pytest.mark.parametrize("written, concealed", [
    (True, True), (False, False), ("false", False), ("0", False), ("no", False), ("FALSE", False), (0, False),
    ("true", True), ("TRUE", True), ("yes", True), ("1", True), (1, True),
])
def test_a_melds_concealed_field_reads_as_written(written, concealed):
    reading = read_hand({**KONG_HAND, "melds": [{**KONG_HAND["melds"][0], "concealed": written}]})
    assert reading.ok
    assert reading.hand.melds[0].concealed is concealed


@pytest.mark.parametrize("written, drawn", [
    (True, True), ("true", True), ("True", True), ("TRUE", True), ("yes", True), (" on ", True), (1, True),
    (False, False), ("false", False), ("no", False), (0, False), (None, False),
])
def test_a_flag_field_reads_as_written(written, drawn):
    reading = read_hand({**PLAIN_HAND, "self_drawn": written})
    assert reading.ok
    assert ("self_drawn" in reading.hand.flags) is drawn


@pytest.mark.parametrize("field, value, words", [
    ("self_drawn", "maybe", "self_drawn must be true or false, not “maybe”."),
    ("self_drawn", 0.5, "self_drawn must be true or false, not “0.5”."),
    ("winner", "perhaps", "winner must be true or false, not “perhaps”."),
])
def test_a_yes_no_field_that_is_neither_is_a_problem(field, value, words):
    assert words in [p.message for p in read_hand({**PLAIN_HAND, field: value}).problems]


def test_a_melds_concealed_field_that_is_neither_is_a_problem():
    reading = read_hand({**KONG_HAND, "melds": [{**KONG_HAND["melds"][0], "concealed": "sometimes"}]})
    assert "Meld 1's “concealed” must be true or false, not “sometimes”." in [p.message for p in reading.problems]


def test_winner_written_as_no_is_a_losing_hand():
    reading = read_hand({"concealed": "123m456p789s555z9m", "winner": "no"})
    assert reading.ok and reading.hand.winner is False


def test_an_unknown_name_in_the_flags_list_is_a_warning_naming_the_flag_it_is_a_slip_for():
    reading = read_hand({**PLAIN_HAND, "flags": ["slef_drawn", "last_of_kind", "tsumo"]})
    assert reading.ok
    assert reading.hand.flags == frozenset({"last_of_kind"})
    # A slip of typing would otherwise score a plausible total without the flag, its warning unheeded.
    assert reading.warnings == ("Unknown flag “slef_drawn” was ignored: did you mean “self_drawn”?",
                                "Unknown flag “tsumo” was ignored.")


def test_an_unknown_field_that_is_a_slip_for_a_flag_says_which():
    # Set to true, a key is a flag (in the notation, a word of its own: "hello" is no field).
    reading = read_hand({**PLAIN_HAND, "selfdrawn": True, "kong-replacement": True, "mood": "calm"})
    assert reading.warnings == ("Unknown flag “selfdrawn” was ignored: did you mean “self_drawn”?",
                                "Unknown flag “kong-replacement” was ignored: did you mean “kong_replacement”?",
                                "Unknown field “mood” was ignored.")
    assert read_hand(parse_line("123m456p789s11z +1z hello")).warnings == ("Unknown flag “hello” was ignored.",)


# --- Situations that cannot all be true of one win ----------------------------------------

@pytest.mark.parametrize("line, words", [
    ("13m456p789s555z99m +2m robbing_kong self_drawn", "Robbing a kong wins on another player's tile, so the win cannot also be self-drawn"),
    ("13m456p789s555z99m +2m robbing_kong kong_replacement", "so the win cannot also be a replacement tile"),
    ("13m456p789s555z99m +2m seat=S discarder=S", "The discarder (S) is the winner's own seat"),
    ("13m456p789s555z99m +2m earthly self_drawn seat=S", "An earthly hand is won on East's first discard, so it cannot also be self-drawn"),
    ("13m456p789s555z99m +2m earthly discarder=W seat=S", "An earthly hand is won on East's first discard, so the discarder is East, not W: choose East as the discarder, or untick the earthly hand."),
    ("13m456p789s99m (555z) +2m heavenly", "A heavenly hand is won with the tiles dealt, before any claim, so it has no exposed meld"),
    ("13m456p789s99m (555z) +2m earthly seat=S", "An earthly hand is won with the tiles dealt, before any claim, so it has no exposed meld"),
    ("13m456p789s99m (555z) +2m original_call", "An original call keeps the hand as it was when it called on its first discard, so the hand has claimed no meld: "
                                                "untick the original call, or put the meld's tiles in the hand (a kong may be a concealed kong)."),
    ("13m456p789s99m (555z) +2m heavenly", "untick the heavenly hand, or put the meld's tiles in the hand (a kong may be a concealed kong)."),
    ("13m456p789s555z99m +2m heavenly last_tile_in_wall", "A heavenly hand is won on the first turn, so the winning tile cannot be the last tile of the wall"),
    ("13m456p789s555z99m +2m earthly last_tile_in_wall seat=S", "An earthly hand is won on the first turn, so the winning tile cannot be the last tile of the wall"),
    ("13m456p789s99m [5555z] +2m earthly seat=S", "An earthly hand is won on East's first discard, before the winner has had a turn to declare a kong"),
    ("13m456p789s555z99m +2m heavenly seat=S", "A heavenly hand is East's win on the tiles dealt, but the seat is S"),
    ("13m456p789s555z99m +2m earthly", "An earthly hand is another player's win on East's first discard, so the winner's seat cannot be East"),
    ("13m456p789s555z99m +2m kong_replacement", "A replacement tile is drawn after declaring a kong or a flower, and the hand has neither"),
    ("13m456p789s99m [5555z] +2m kong_replacement kong_on_kong", "so the hand holds two kongs, not 1"),
    ("13m456p789s555z99m +2m bonus_replacement", "A replacement for a flower or season needs that tile among the bonus tiles"),
])
def test_a_win_that_cannot_have_happened_is_a_problem(line, words):
    assert any(words in p.message for p in read_hand(parse_line(line)).problems)


@pytest.mark.parametrize("line", [
    "13m456p789s99m [5555z] +2m kong_replacement",
    "13m456p789s555z99m +2m kong_replacement 1f",  # British and classical replace a flower from the kong box too
    "13m789s99m [5555z] (7777p) +2m kong_replacement kong_on_kong",
    "13m456p789s555z99m +2m bonus_replacement 2f",
    "13m456p789s555z99m +2m earthly seat=N discarder=E",
    "13m456p789s555z99m +2m original_call",
    "13m456p789s99m [5555z] +2m heavenly",  # East may declare a concealed kong from the tiles dealt
    "1111m23m456p789s9m +9m earthly seat=S",  # four alike held, not declared
    "13m456p789s99m [5555z] +2m original_call",  # a kong concealed from the deal: the hand may still be as called
])
def test_a_replacement_or_first_turn_win_with_what_it_needs_is_read(line):
    assert read_hand(parse_line(line)).ok


def test_a_discarder_given_for_a_self_drawn_win_is_ignored_with_a_warning():
    reading = read_hand(parse_line("13m456p789s555z99m +2m self_drawn discarder=W"))
    assert reading.ok
    assert reading.warnings == ("A self-drawn win has no discarder: the discarder (W) was ignored.",)


def test_a_losing_player_may_be_the_one_who_discarded():
    assert read_hand(parse_line("13m456p789s555z99m seat=S discarder=S winner=no")).ok


def test_a_win_on_the_tiles_dealt_is_self_drawn_with_a_warning():
    reading = read_hand(parse_line("13m456p789s555z99m +2m heavenly"))
    assert reading.ok and "self_drawn" in reading.hand.flags
    assert reading.warnings == ("A win on the tiles dealt has no discard: the win counts as self-drawn.",)
