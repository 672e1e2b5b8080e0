"""How a hand is read and checked (rules/engine/hand.py, rules/engine/notation.py), pinned where a
mutation run found a change to the reading code that no other test noticed. Each test is a real
hand line or hand JSON, and the reading shared/hand-format.md gives it or the problem a player
should be told."""

import subprocess
import sys
from pathlib import Path

import pytest

from rules.engine.hand import read_hand
from rules.engine.notation import LONGEST_LINE, NotationError, format_line, parse_line
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
