"""Every option with choices gives each choice a label in words for the admin's menu; the value a
rule set stores, a file carries and the API takes stays the choice's key, and a wrong value is
answered with those keys."""

import pytest

from rules.engine.options import check_option, choice_text, describe_options
from rules.engine.systems import SYSTEMS

WITH_CHOICES = [(system, described) for system in sorted(SYSTEMS)
                for described in describe_options(SYSTEMS[system].options) if described["choices"]]


def test_the_systems_have_options_with_choices():
    assert {system for system, _ in WITH_CHOICES} == {"british", "classical", "zung-jung", "zung-jung-extended"}


@pytest.mark.parametrize("system, described", WITH_CHOICES, ids=[f"{s}-{d['key']}" for s, d in WITH_CHOICES])
def test_each_choice_has_its_own_label_in_words(system, described):
    choices = described["choices"]
    assert described["default"] in choices
    labels = list(choices.values())
    assert len(set(labels)) == len(labels)
    for value, label in choices.items():
        assert label.strip() and label != value and " " in label, (value, label)
        assert len(label) <= 60, label  # a menu entry, not the option's help


def test_a_choice_is_named_in_words_with_its_key_and_a_plain_value_is_not():
    british = {d["key"]: d for d in describe_options(SYSTEMS["british"].options)}
    assert choice_text(british["non_winner_pairs"], "best") == "Only the best pair (best)"
    assert choice_text(british["non_winner_pairs"], "worst") is None
    assert choice_text(british["east_factor"], 2) is None


def test_a_wrong_value_is_answered_with_the_keys_it_could_be():
    options = SYSTEMS["british"].options
    assert check_option(options, "non_winner_pairs", "best") == ("best", None)
    value, problem = check_option(options, "non_winner_pairs", "Only the best pair")
    assert value is None
    assert problem.message == "Option “non_winner_pairs” must be one of: all, best; 'Only the best pair' is not."
