"""How a hand is read and checked (rules/engine/hand.py, rules/engine/notation.py), pinned where a
mutation run found a change to the reading code that no other test noticed. Each test is a real
hand line or hand JSON, and the reading shared/hand-format.md gives it or the problem a player
should be told."""

import subprocess
import sys
from pathlib import Path

import pytest

from rules.engine.builtin import builtin_spec
from rules.engine.hand import read_hand
from rules.engine.notation import LONGEST_LINE, NotationError, format_line, parse_line
from rules.engine.score import score_data
from rules.engine.tiles import WIND_BY_LETTER

REPO = Path(__file__).resolve().parents[2]


# --- notation.py ------------------------------------------------------------------------------

def test_a_line_with_a_discarder_and_options_writes_back_as_it_was_read():
    """The page writes the line back with format_line after each tap (calculator.editing.write):
    a dropped discarder or option would change the next score without the player seeing why."""
    line = "123m456p789s1z (555p) +1z 15f last_of_kind seat=S round=W discarder=N option.limit_mode=none"
    assert format_line(parse_line(line)) == line
    assert format_line(parse_line(line + " rules=mcr"), with_rules=True) == line + " rules=mcr"
    assert format_line(parse_line(line + " rules=mcr")) == line  # the page keeps the rule set apart


def test_a_rule_systems_own_flag_in_words_reads_in_a_fresh_process():
    """bonus_replacement is no common flag: the notation knows it only once the rule systems are
    found. A score command's first line must read it as the page's second one does."""
    code = ("from rules.engine.notation import parse_line\n"
            "print(parse_line('123m456m789m234p5p +5p 1f Bonus Replacement').get('bonus_replacement'))")
    run = subprocess.run([sys.executable, "-c", code], check=False, cwd=REPO, capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == "True"


def test_the_rule_set_named_in_a_line_is_read_by_its_slug_in_any_case():
    assert parse_line("123m456m789m234p5p +5p rules=Zung-Jung")["rules"] == "zung-jung"
    assert parse_line("123m456m789m234p5p +5p RULES=MCR")["rules"] == "mcr"


def test_a_line_of_the_longest_length_is_read_and_one_character_more_is_refused():
    """LONGEST_LINE is the longest line read as a hand (a spreadsheet's padding can make one long)."""
    tiles, rest = "123m456m789m234p5p", "+5p self_drawn"
    longest = tiles + " " * (LONGEST_LINE - len(tiles) - len(rest)) + rest
    assert len(longest) == LONGEST_LINE
    assert parse_line(longest)["winning_tile"] == "5p"
    with pytest.raises(NotationError, match=f"This line is {LONGEST_LINE + 1:,} characters long"):
        parse_line(longest.replace(rest, " " + rest))


def test_a_winning_tile_glued_to_a_single_honour_letter_reads_as_meant():
    """`E+E` is `E +E`, as `11z2z+2z` is `11z2z +2z`: the split happens after the first character too."""
    data = parse_line("123m456m789m234p E+E")
    assert data == parse_line("123m456m789m234p E +E")
    assert data["concealed"].endswith("4p 1z") and read_hand(data).hand.winning_tile == WIND_BY_LETTER["E"]


# --- hand.py ----------------------------------------------------------------------------------

TWELVE = "123m456m789m234p"  # with 5p in hand and 5p winning, a complete hand


def problems_of(data: dict) -> dict[str, str]:
    return {p.code: p.message for p in read_hand(data).problems}


@pytest.mark.parametrize("data, code, words", [
    # A flower in a meld is named as such, not judged as a chow or pung of flowers.
    ({"concealed": TWELVE + "5p", "winning_tile": "5p", "melds": [{"tiles": "1f2f3f"}]}, "bad_meld",
     "Meld 1 (1f 2f 3f) has a flower or season; those go in the bonus tiles."),
    ({"concealed": "123m456m789m5p", "winning_tile": "5p", "melds": [{"kind": "pung", "tiles": "1f1f1f"}]}, "bad_meld",
     "has a flower or season"),
    # melds as one string or one object, not a list: named, not read character by character.
    ({"concealed": "123m456m789m5p", "winning_tile": "5p", "melds": "555p"}, "malformed_field", "melds must be a list"),
    ({"concealed": "123m456m789m5p", "winning_tile": "5p", "melds": {"tiles": "555p"}}, "malformed_field", "melds must be a list"),
    ({"concealed": TWELVE + "5p", "winning_tile": "5p", "options": "seven_pairs_hands"}, "malformed_field",
     "options must be an object"),
    # Two winning tiles: one of them would otherwise be dropped and the rest scored as if complete.
    ({"concealed": TWELVE + "5p", "winning_tile": "5p6p"}, "bad_winning_tile", "The winning tile must be a single tile."),
    ({"concealed": "123m456m789m5p", "winning_tile": "5p", "melds": [{"kind": "pung"}]}, "bad_meld", "Meld 1 has no tiles."),
    # A meld entry that is neither text nor an object is named, not dropped with the rest scored.
    ({"concealed": TWELVE + "5p", "winning_tile": "5p", "melds": [7]}, "bad_meld", 'Meld 1 must look like {"kind": "pung", "tiles": "555p"}.'),
    # A kind that is not text (a spreadsheet's number) is named, never a server error.
    ({"concealed": "123m456m789m5p", "winning_tile": "5p", "melds": [{"kind": 3, "tiles": "555p"}]}, "bad_meld",
     "Meld 1: “3” is not a meld; a meld is a chow, pung or kong."),
    ({"concealed": "123m456m789m5p", "winning_tile": "5p", "melds": [{"kind": ["pung"], "tiles": "555p"}]}, "bad_meld",
     "is not a meld; a meld is a chow, pung or kong."),
    ({"concealed": TWELVE + "5p", "winning_tile": "5p", "flags": "self_drawn"}, "malformed_field",
     "flags must be a list of flag names or an object of names and true/false."),
    # A flower among the tiles in hand is taken out of them, not counted as a fifteenth tile too.
    ({"concealed": TWELVE + "5p1f", "winning_tile": "5p"}, "bonus_in_hand", "1f are flowers or seasons: enter them as bonus tiles"),
    # A seat that is no wind stands in as East for judging the win: not a second problem about a seat "None".
    ({"concealed": TWELVE + "5p", "winning_tile": "5p", "seat_wind": "Q", "heavenly": True}, "bad_wind",
     "The seat wind “Q” is not a wind; use E, S, W or N."),
    # A playing tile among the bonus tiles is named once, not also as a duplicate bonus tile.
    ({"concealed": TWELVE + "5p", "winning_tile": "5p", "bonus": "5m5m"}, "not_a_bonus_tile",
     "55m in the bonus tiles are not flowers or seasons."),
    ({"concealed": "123m456m789m2p", "winning_tile": "5p"}, "too_few_tiles", "11 of 14 tiles: add 3 more."),
    # JSON lists where text belongs: named, never a server error (a list cannot key the meld cache
    # or be looked up among the wind letters).
    ({"concealed": "123m456m789m5p", "winning_tile": "5p", "melds": [{"tiles": ["5s", "5s", "5s"]}]}, "malformed_field",
     "Meld 1 must be tiles written as text"),
    # Shown as the JSON wrote it, not as Python prints a list.
    ({"concealed": TWELVE + "5p", "winning_tile": "5p", "seat_wind": ["E"]}, "bad_wind",
     'The seat wind “["E"]” is not a wind; use E, S, W or N.'),
    # A meld of only spaces has no tiles: named, not dropped while the player is told to add 3 tiles.
    ({"concealed": "123m456m789m5p", "winning_tile": "5p", "melds": [{"kind": "pung", "tiles": " "}]}, "bad_meld",
     "Meld 1 has no tiles."),
    ({"concealed": 5, "winning_tile": "5p"}, "malformed_field", "The concealed tiles must be tiles written as text"),
    ({"concealed": TWELVE + "5p", "winning_tile": ["5p"]}, "malformed_field", "The winning tile must be tiles written as text"),
])
def test_a_malformed_hand_json_names_its_problem_and_only_it(data, code, words):
    """One problem, not a second one made up from a misreading of the first (the tiles of "555p"
    read one character at a time, or a count of tiles that were never read)."""
    assert not read_hand(data).ok
    problems = problems_of(data)
    assert list(problems) == [code], problems
    assert words in problems[code]


def test_a_misspelt_field_is_named_with_the_field_it_is_a_slip_for():
    reading = read_hand({"conceald": TWELVE + "5p", "winning_tile": "5p"})
    assert reading.warnings == ("Unknown field “conceald” was ignored: did you mean “concealed”?",)


def test_a_flower_given_as_the_winning_tile_is_refused_and_the_hand_still_lacks_one():
    problems = problems_of({"concealed": TWELVE + "5p", "winning_tile": "1f"})
    assert problems == {"bad_winning_tile": "1f is a flower or season; it cannot win the hand.",
                        "missing_winning_tile": "13 of 14 tiles: add the winning tile."}


def test_a_meld_written_as_a_string_of_tiles_reads_as_that_meld():
    reading = read_hand({"concealed": "123m456m5p", "winning_tile": "5p", "melds": ["555s", "7777z"]})
    assert reading.ok, reading.problems
    assert [(str(m.kind), str(m.tile), m.concealed) for m in reading.hand.melds] == [("pung", "5s", False), ("kong", "7z", False)]


def test_a_hand_that_did_not_win_counts_a_winning_tile_given_among_its_tiles_in_hand():
    reading = read_hand({"concealed": TWELVE, "winning_tile": "5p", "winner": False})
    assert reading.ok, reading.problems
    assert reading.hand.winning_tile is None and len(reading.hand.concealed) == 13 and str(reading.hand.concealed[-1]) == "5p"
    assert reading.warnings == ("A hand that did not win has no winning tile; it was counted among the tiles in hand.",)
    assert sorted(map(str, reading.hand.all_tiles)) == sorted(map(str, reading.hand.concealed))  # no empty winning tile


def test_a_rule_systems_own_flag_field_reads_in_a_fresh_process():
    """As for the notation: the first JSON hand a process reads may set bonus_replacement (British, classical)."""
    code = ("from rules.engine.hand import read_hand\n"
            "r = read_hand({'concealed': '123m456m789m234p5p', 'winning_tile': '5p', 'bonus': '1f', 'bonus_replacement': True})\n"
            "print('bonus_replacement' in r.hand.flags, [w for w in r.warnings if 'Unknown' in w])")
    run = subprocess.run([sys.executable, "-c", code], check=False, cwd=REPO, capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == "True []"


@pytest.mark.parametrize("situation", [{"earthly": True}, {"discarder": "E"}])
def test_a_seat_that_is_no_wind_is_not_judged_as_east(situation):
    """Found by this run, not a mutant: an unreadable seat stood in as East, so an earthly win was told
    "the winner's seat cannot be East" and a discarder E "is the winner's own seat", though the player
    never wrote East. The seat's own problem is the one to fix first."""
    problems = problems_of({"concealed": TWELVE + "5p", "winning_tile": "5p", "seat_wind": "Q", **situation})
    assert problems == {"bad_wind": "The seat wind “Q” is not a wind; use E, S, W or N."}


def test_an_unreadable_round_wind_leaves_the_win_judged():
    problems = problems_of({"concealed": TWELVE + "5p", "winning_tile": "5p", "round_wind": "Q", "seat_wind": "S", "heavenly": True})
    assert set(problems) == {"bad_wind", "impossible_situation"} and "but the seat is S" in problems["impossible_situation"]


def test_four_of_a_tile_beside_five_of_another_is_not_named_too_many():
    problems = read_hand({"concealed": "11111m9999m234p5p", "winning_tile": "5p"}).problems
    assert [(p.code, p.message) for p in problems] == [
        ("too_many_copies", "There are 5 × 1m in the hand; a set has only four of each tile.")]


def test_a_rule_systems_own_flag_in_the_flags_list_is_read():
    reading = read_hand({"concealed": TWELVE + "5p", "winning_tile": "5p", "bonus": "1f", "flags": ["bonus_replacement"]})
    assert "bonus_replacement" in reading.hand.flags
    assert not [w for w in reading.warnings if "Unknown" in w], reading.warnings


@pytest.mark.parametrize("written, shown", [("sometimes", "sometimes"), ([True], "list")])
def test_a_melds_concealed_field_that_is_neither_is_named_every_time_it_is_read(written, shown):
    """Well-formed melds are kept by their entry for the next hand: an entry with a problem must not be."""
    data = {"concealed": "123m456m789m5p", "winning_tile": "5p", "melds": [{"kind": "kong", "tiles": "5555s", "concealed": written}]}
    for _ in range(2):
        assert problems_of(data) == {"malformed_field": f"Meld 1's “concealed” must be true or false, not “{shown}”."}


def test_options_that_are_no_object_are_named_when_the_hand_is_scored_not_a_server_error():
    """The reading keeps no options when they are malformed: scoring reads them after the problems
    (a list here was an AttributeError, a server error on /api/score)."""
    result = score_data({"concealed": TWELVE + "5p", "winning_tile": "5p", "options": ["seven_pairs_hands"]}, builtin_spec("mcr"))
    assert not result.valid
    assert [(p.code, p.message) for p in result.errors] == [
        ("malformed_field", "options must be an object of option names and values.")]


@pytest.mark.parametrize("data, expected", [
    ({"concealed": TWELVE, "winning_tile": "5p"}, [("too_few_tiles", "13 of 14 tiles: add 1 more.")]),
    ({"concealed": "123m456m789m23p", "winning_tile": "5p"}, [("too_few_tiles", "12 of 14 tiles: add 2 more.")]),
    # A problem that leaves every tile read (an unreadable wind) still lets the count be told.
    ({"concealed": "123m456m789m2p", "winning_tile": "5p", "seat_wind": "Q"},
     [("bad_wind", "The seat wind “Q” is not a wind; use E, S, W or N."), ("too_few_tiles", "11 of 14 tiles: add 3 more.")]),
    # Only the bonus tile listed twice is named.
    ({"concealed": TWELVE + "5p", "winning_tile": "5p", "bonus": "1f1f2f"},
     [("duplicate_bonus", "There is only one 1f in a set, but the bonus tiles list it 2 times.")]),
])
def test_the_problems_of_a_hand_are_exactly_these(data, expected):
    assert [(p.code, p.message) for p in read_hand(data).problems] == expected


def test_a_flags_object_reads_each_flag_as_its_value_says():
    reading = read_hand({"concealed": TWELVE + "5p", "winning_tile": "5p",
                         "flags": {"self_drawn": "yes", "last_of_kind": False, "robbing_kong": None}})
    assert reading.ok, reading.problems
    assert reading.hand.flags == frozenset({"self_drawn"})
