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


# --- what a result says -----------------------------------------------------------------------


def test_a_british_result_gives_its_basic_points_doubles_and_payments():
    # british-scoring-tables.md §1.1-1.3, 1.5. South wins self-drawn with 123m, concealed pungs of
    # 5p and 7s (4 each), of Green dragons (8) and a pair of 9m: 20 for Mah-Jong + 16 + 2 for the
    # tile from the wall = 38 basic points; doubles for the dragon pung and the concealed hand: 2;
    # 38 x 4 = 152, under the limit. Everyone pays South 152, East double.
    data = score_line("123m555p777s666z9m +9m self_drawn seat=S", "british").as_dict()
    assert (data["total"], data["points"], data["doubles"], data["limited"]) == (152, 38, 2, False)
    assert data["settlement"] == [
        {"payer": "E", "payee": "S", "amount": 304},
        {"payer": "W", "payee": "S", "amount": 152},
        {"payer": "N", "payee": "S", "amount": 152},
    ]


def test_a_hand_that_is_not_an_object_is_an_error_not_a_crash():
    # hand-format.md: "Bad input never gives a server error". A list of hands for the score command
    # may hold a number or a list where a hand should be.
    for data in (5, ["123m"], None):
        result = score_data(data, builtin_spec("mcr"))
        assert not result.valid
        assert [p.code for p in result.errors] == ["malformed_hand"]
        assert (result.tile_count, result.tiles_required) == (0, 14)


# --- a hand still being entered ---------------------------------------------------------------


def test_a_hand_four_tiles_short_waits_on_nothing():
    # Ten tiles are no hand one tile short of a win: no tile completes them (three sets and a
    # pair is eleven tiles, not fourteen), so no wait is offered while the hand is typed in.
    for rules in ("mcr", "british", "zung-jung", "chinese-classical"):
        result = score_line("123m456p789s1z", rules)
        assert [p.code for p in result.errors] == ["too_few_tiles"], rules
        assert result.waits == (), rules


def test_a_hand_with_five_of_a_tile_is_offered_no_wait():
    # There are four of each tile: 11111m23456789m is no hand, and no tile makes it one.
    result = score_line("1111123456789m", "mcr")
    assert [p.code for p in result.errors] == ["too_many_copies", "missing_winning_tile"]
    assert result.waits == ()


# --- a hand that wins, a hand that did not -----------------------------------------------------


def test_a_hand_over_the_minimum_is_not_refused():
    # MCR: 8 fan to go out (chinese-official-mcr-fans.txt). 123456789m1235p +5p has 23 (Pure
    # Straight 16, Concealed Hand 2, All Chows 2, Mixed Double Chow 1, One Voided Suit 1, Single
    # Wait 1): a win, with no refusal to show.
    result = score_line("123456789m1235p +5p", "mcr")
    assert result.winning and result.total == 23
    assert result.refusal is None


def test_a_hand_of_exactly_the_minimum_wins_without_a_refusal():
    # MCR goes out with at least 8 fan (the rule set's minimum; #35 Mixed Straight is 8 on its own).
    # 123m 456p 789s, an exposed pung of 5m and a pair of North: Mixed Straight only, 8: a win.
    result = score_line("123m456p78s44z (555m) +9s", "mcr")
    assert {line.key: line.count for line in result.lines} == {"mixed_straight": 1}
    assert result.total == 8 and result.winning
    assert result.refusal is None


def test_rule_sets_that_score_only_the_winner_refuse_a_losing_hand():
    # MCR and Zung Jung score the winning hand only; a losing hand's 13 tiles are refused with a
    # reason, not scored (British and classical score them: hand-format.md, "winner").
    for rules, name in (("mcr", "Chinese Official (MCR)"), ("zung-jung", "Zung Jung")):
        result = score_data({**parse_line("123m456p789s1112z"), "winner": False}, builtin_spec(rules))
        assert not result.valid
        assert [p.code for p in result.errors] == ["winner_only"], rules
        assert name in result.errors[0].message


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


def _mcr_with_fixed_hand():
    # A club's invented MCR hand of fixed tiles, worth 8: the nine characters, 1235 circles, and a
    # 9 bamboo as its fourteenth tile.
    mcr = builtin_spec("mcr")
    fixed = custom_pattern("nine_and_bamboo", "Nine and a Bamboo", 8,
                           {"shape": "fixed", "fixed": "123456789m1235p", "extra": "9s"}, order=100)
    return replace(mcr, patterns=mcr.patterns + (fixed,))


def test_a_clubs_invented_hand_makes_a_second_wait_and_so_no_single_wait():
    # chinese-official-mcr-fans.txt #11 Single Wait: "invalid if the wait is any type of combination
    # wait". 123456789m1235p waits on 5p for the pair, and under this club's rules on 9s for its
    # invented hand too: two tiles, so no Single Wait. Pure Straight 16, Concealed Hand 2, All Chows
    # 2, Mixed Double Chow 1 (123m 123p), One Voided Suit 1 = 22.
    result = score_data(parse_line("123456789m1235p +5p"), _mcr_with_fixed_hand())
    assert {line.key: line.count for line in result.lines} == {
        "pure_straight": 1, "concealed_hand": 1, "all_chows": 1, "mixed_double_chow": 1, "one_voided_suit": 1}
    assert result.total == 22
    # The same 13 tiles, before the win, wait on both.
    assert score_data(parse_line("123456789m1235p"), _mcr_with_fixed_hand()).waits == ("5p", "9s")
    # Under MCR itself 5p is the only wait, and Single Wait counts: 23.
    assert score_line("123456789m1235p +5p", "mcr").total == 23


def test_the_tile_a_clubs_invented_hand_waits_on_is_offered_as_a_wait():
    # The Wriggling Snake added to Zung Jung as a club's hand (british-scoring-tables.md §1.4: pair of
    # 1s, 2-9 of the same suit, one of each wind): 123456789m1234z waits on 1m for it, and on nothing
    # else (no Zung Jung hand is one tile away).
    zung_jung = builtin_spec("zung-jung")
    snake = custom_pattern("wriggling_snake", "Wriggling Snake", 1,
                           {"shape": "fixed", "fixed": "123456789a1234z", "extra": "1a"}, unit=Unit.LIMIT, order=100)
    spec = replace(zung_jung, patterns=zung_jung.patterns + (snake,))
    assert score_data(parse_line("123456789m1234z"), spec).waits == ("1m",)
    assert score_data(parse_line("123456789m1234z +1m"), spec).total == 320  # Zung Jung's limit
