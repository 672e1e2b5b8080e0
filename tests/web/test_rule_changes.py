"""A change to a rule set takes effect on the very next score, although specs are cached."""

import pytest

from rules.models import RuleOption, RuleSet
from rules.scoring import score_hand_data
from tests.engine.scoring import payments as settled

pytestmark = pytest.mark.django_db

HAND = {"rules": "zung-jung", "concealed": "123m456m789m234p5p", "winning_tile": "5p"}


def test_a_pattern_value_edit_changes_the_next_score():
    assert score_hand_data(HAND).total == 50
    straight = RuleSet.objects.get(slug="zung-jung").patterns.get(key="nine_tile_straight")
    straight.value = 60
    straight.save()
    assert score_hand_data(HAND).total == 70


def test_switching_a_pattern_off_and_adding_an_option_apply_at_once():
    rule_set = RuleSet.objects.get(slug="zung-jung")
    assert score_hand_data(HAND).total == 50
    rule_set.patterns.filter(key="concealed_hand").update(enabled=False)  # a bulk update sends no signal...
    rule_set.save()  # ...so saving the rule set (as the admin does) marks it changed
    assert score_hand_data(HAND).total == 45
    # Won on South's discard, 45 points: the formal payoff has South pay 3 × 45 − 50 and the
    # others 25; the option switches to the uniform payoff, every loser paying 45.
    on_a_discard = {**HAND, "discarder": "S"}
    assert payments(on_a_discard) == [("S", "E", 85), ("W", "E", 25), ("N", "E", 25)]
    RuleOption.objects.create(rule_set=rule_set, key="payoff_scheme", value="uniform")
    assert payments(on_a_discard) == [("S", "E", 45), ("W", "E", 45), ("N", "E", 45)]


def payments(hand: dict) -> list[tuple]:
    return settled(score_hand_data(hand))


def test_a_deleted_rule_set_is_reported_not_served_from_cache():
    assert score_hand_data(HAND).valid
    RuleSet.objects.filter(slug="zung-jung").delete()
    result = score_hand_data(HAND)
    assert not result.valid and result.errors[0].code == "unknown_rules"
