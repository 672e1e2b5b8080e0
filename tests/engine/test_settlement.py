"""Settling a deal (british-scoring-tables.md §1.5, MBR "Settling up"): everyone pays the
winner; the others settle their differences; East pays and receives double, uncapped."""

import pytest

from rules.engine.settlement import balances, settle_deal, winner_payments
from tests.engine.scoring import payments as as_tuples


def test_east_wins_everyone_pays_double_and_the_others_settle_differences():
    payments = settle_deal({"E": 300, "S": 40, "W": 100, "N": 0}, winner="E")
    assert as_tuples(payments) == [
        ("S", "E", 600), ("W", "E", 600), ("N", "E", 600),
        ("S", "W", 60), ("N", "S", 40), ("N", "W", 100),
    ]
    assert balances(payments) == {"E": 1800, "S": -620, "W": -440, "N": -740}
    assert sum(balances(payments).values()) == 0


def test_another_player_wins_east_pays_and_receives_double_differences():
    payments = settle_deal({"E": 50, "S": 200, "W": 10, "N": 80}, winner="S")
    assert as_tuples(payments) == [
        ("E", "S", 400), ("W", "S", 200), ("N", "S", 200),
        ("W", "E", 80), ("E", "N", 60), ("W", "N", 70),
    ]
    assert balances(payments) == {"E": -380, "S": 800, "W": -350, "N": -70}


def test_east_loses_with_the_lowest_score():
    payments = settle_deal({"E": 0, "S": 100, "W": 20, "N": 20}, winner="S")
    # W and N have equal scores: nothing passes between them.
    assert as_tuples(payments) == [("E", "S", 200), ("W", "S", 100), ("N", "S", 100), ("E", "W", 40), ("E", "N", 40)]
    assert balances(payments) == {"E": -280, "S": 400, "W": -60, "N": -60}


def test_the_limit_does_not_cap_east_doubling():
    payments = settle_deal({"E": 1000, "S": 0, "W": 0, "N": 0}, winner="E")
    assert as_tuples(payments) == [("S", "E", 2000), ("W", "E", 2000), ("N", "E", 2000)]


def test_a_wash_out_settles_nothing_by_default():
    assert settle_deal({"E": 10, "S": 20, "W": 30, "N": 40}, winner=None) == []


def test_a_wash_out_can_settle_differences():
    payments = settle_deal({"E": 10, "S": 20, "W": 30, "N": 40}, winner=None, settle_washout=True)
    assert balances(payments) == {"E": -120, "S": -10, "W": 40, "N": 90}


def test_only_the_winner_is_paid_when_losers_do_not_settle():
    payments = settle_deal({"E": 10, "S": 20, "W": 30, "N": 40}, winner="W", losers_settle=False)
    assert as_tuples(payments) == [("E", "W", 60), ("S", "W", 30), ("N", "W", 30)]


def test_another_seat_as_east_and_no_doubling():
    payments = settle_deal({"E": 0, "S": 0, "W": 0, "N": 50}, winner="N", east="S", east_factor=1)
    assert as_tuples(payments) == [("E", "N", 50), ("S", "N", 50), ("W", "N", 50)]


def test_winner_payments_for_a_single_hand():
    assert as_tuples(winner_payments("W", 72)) == [("E", "W", 144), ("S", "W", 72), ("N", "W", 72)]


def test_every_seat_needs_a_score():
    with pytest.raises(ValueError, match="missing: N"):
        settle_deal({"E": 0, "S": 0, "W": 0}, winner="E")
