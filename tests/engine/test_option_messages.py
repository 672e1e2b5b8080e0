"""A hand's option with a value of the wrong kind is refused with a message that names the kind in
words and quotes what was sent as the JSON or the file wrote it (a null was reported as False)."""

import pytest

from rules.engine import score_data
from rules.engine.builtin import builtin_spec

HAND = {"concealed": "123m456p789s234m5p", "winning_tile": "5p"}


@pytest.mark.parametrize("option, sent, message", [
    ("east_pays_double", None, "Option “east_pays_double” takes true or false (like true), not null."),
    ("east_pays_double", "maybe", "Option “east_pays_double” takes true or false (like true), not \"maybe\"."),
    ("minimum_fan", "two", "Option “minimum_fan” takes a whole number (like 0), not \"two\"."),
    ("minimum_fan", 2.5, "Option “minimum_fan” takes a whole number (like 0), not 2.5."),
    ("minimum_fan", True, "Option “minimum_fan” takes a whole number (like 0), not true."),
])
def test_a_wrong_kind_of_option_value_is_named_as_sent(option, sent, message):
    result = score_data({**HAND, "options": {option: sent}}, builtin_spec("chinese-classical"))
    assert not result.valid
    assert [(p.code, p.message) for p in result.errors] == [("bad_option_value", message)]


def test_the_same_option_sent_right_scores():
    result = score_data({**HAND, "options": {"east_pays_double": "false", "minimum_fan": "0"}}, builtin_spec("chinese-classical"))
    assert result.valid and result.winning
