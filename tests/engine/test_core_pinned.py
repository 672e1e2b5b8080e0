"""Behaviour of the shared scoring core (rules/engine/score.py, settlement.py, view.py and the
arrangement-building part of arrange.py) that mutation testing found no other test pinning down.

Each test is a real hand (shared/hand-format.md notation) or a real deal, with what the rule
source says it is worth; the source and section are named where they decide the answer.
"""

from dataclasses import replace

from rules.engine.builtin import builtin_spec
from rules.engine.custom import custom_pattern
from rules.engine.notation import parse_line
from rules.engine.score import score_data
from rules.engine.settlement import balances, settle_deal
from rules.engine.spec import Unit
from tests.engine.scoring import payments, score_line

# --- settling a deal ------------------------------------------------------------------------


def test_losers_one_point_apart_the_lower_pays_the_higher():
    # british-scoring-tables.md §1.5 (MBR "Settling up"): the others settle the differences
    # between their scores, the lower paying the higher; East pays and receives double. Scores
    # one point apart come from a house rule set with an odd value, or from scores typed on the
    # deal page: E (9) is paid 1, doubled, by W and by N (8 each); W and N are level.
    settled = settle_deal({"E": 9, "S": 20, "W": 8, "N": 8}, winner="S")
    assert payments(settled) == [
        ("E", "S", 40), ("W", "S", 20), ("N", "S", 20),
        ("W", "E", 2), ("N", "E", 2),
    ]
    assert balances(settled) == {"E": -36, "S": 80, "W": -22, "N": -22}


# --- a hand still being entered ---------------------------------------------------------------


def test_a_hand_four_tiles_short_waits_on_nothing():
    # Ten tiles are no hand one tile short of a win: no tile completes them (three sets and a
    # pair is eleven tiles, not fourteen), so no wait is offered while the hand is typed in.
    for rules in ("mcr", "british", "zung-jung", "chinese-classical"):
        result = score_line("123m456p789s1z", rules)
        assert [p.code for p in result.errors] == ["too_few_tiles"], rules
        assert result.waits == (), rules


# --- a club's invented hand -----------------------------------------------------------------

def _british_with_two_suit_knitting():
    # british-special-hands-commentary.txt reads Knitting as "seven Pairs but only two suits (and
    # no Winds or Dragons)"; a club that plays it so adds that reading as a hand of its own, at
    # Knitting's half limit (british-scoring-tables.md §1.4: 500).
    british = builtin_spec("british")
    knitting = custom_pattern("two_suit_knitting", "Knitting (two suits)", 0.5,
                              {"shape": "seven_pairs", "honours": "none", "max_suits": 2}, unit=Unit.LIMIT, order=100)
    return replace(british, patterns=british.patterns + (knitting,))


def test_seven_pairs_that_miss_the_clubs_invented_hand_are_no_hand_under_british_rules():
    # British rules have no plain seven-pairs hand (§1.4 lists only Knitting and All Pair Honours):
    # seven pairs in three suits fit neither, nor the club's two-suit reading, so they are not a hand.
    spec = _british_with_two_suit_knitting()
    result = score_data(parse_line("113355m2244p99s7p +7p"), spec)
    assert not result.valid
    assert [p.code for p in result.errors] == ["no_winning_shape"]
    assert result.lines == ()
    # In two suits the same shape is the club's hand: half the 1,000 limit, paid double by all to East.
    result = score_data(parse_line("11335599m22447p +7p"), spec)
    assert result.valid and result.total == 500
    assert [line.key for line in result.lines] == ["two_suit_knitting"]
