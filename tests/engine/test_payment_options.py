"""Payment parameters are options a club can change; each at its published value and another."""

import pytest

from tests.engine.scoring import payments, score_line, scored

NINE_TILE_STRAIGHT = "123456789m2345p +5p discarder=S"  # ZJ 50: All Sequences 5, Concealed 5, Straight 40


@pytest.mark.parametrize("threshold, expected", [
    (None, [("S", "E", 100), ("W", "E", 25), ("N", "E", 25)]),  # ZJR formal payoff: 3V - 50, others 25
    (10, [("S", "E", 130), ("W", "E", 10), ("N", "E", 10)]),
    (60, [("S", "E", 50), ("W", "E", 50), ("N", "E", 50)]),  # V = 50 is within the threshold: all pay V
])
def test_zung_jung_formal_threshold(threshold, expected):
    options = {} if threshold is None else {"formal_threshold": threshold}
    assert payments(scored(NINE_TILE_STRAIGHT, "zung-jung", **options)) == expected


@pytest.mark.parametrize("base, expected", [
    (None, [("E", "S", 17), ("W", "S", 17), ("N", "S", 17)]),  # self-drawn: each pays 8 + 9
    (5, [("E", "S", 14), ("W", "S", 14), ("N", "S", 14)]),
])
def test_mcr_base_payment(base, expected):
    # Fully Concealed 4, All Chows 2, Mixed Double Chow 1, Short Straight 1, Single Wait 1 = 9.
    options = {} if base is None else {"base_payment": base}
    assert payments(scored("123m 123p 345s 678s 9m +9m self_drawn seat=S", "mcr", **options)) == expected


@pytest.mark.parametrize("factor, east_pays", [(None, 168), (1, 84)])
def test_british_east_factor(factor, east_pays):
    # 42 points doubled once for the dragon pung: 84 (see the deal browser test for the breakdown).
    options = {} if factor is None else {"east_factor": factor}
    assert payments(scored("34s 999p 777z 11z (222m) +5s self_drawn seat=S", "british", **options)) == [
        ("E", "S", east_pays), ("W", "S", 84), ("N", "S", 84)]


@pytest.mark.parametrize("rules, option, value, words", [
    ("zung-jung", "formal_threshold", -5, "Option “formal_threshold” cannot be less than 0"),
    ("mcr", "base_payment", -8, "Option “base_payment” cannot be less than 0"),
    ("british", "east_factor", -2, "Option “east_factor” cannot be less than 1"),
    ("british", "east_factor", 0, "Option “east_factor” cannot be less than 1"),
    ("british", "max_chows", -1, "Option “max_chows” cannot be less than 0"),
    ("chinese-classical", "minimum_fan", -1, "Option “minimum_fan” cannot be less than 0"),
])
def test_a_number_option_below_its_least_sensible_value_is_refused(rules, option, value, words):
    # A negative base or factor would have the winner pay the losers.
    result = score_line(NINE_TILE_STRAIGHT, rules, **{option: value})
    assert not result.valid
    assert any(words in p.message for p in result.errors)


def test_a_zero_base_payment_is_allowed_and_pays_only_the_hand():
    assert payments(scored("123m 123p 345s 678s 9m +9m self_drawn seat=S", "mcr", base_payment=0)) == [
        ("E", "S", 9), ("W", "S", 9), ("N", "S", 9)]
