"""A rule set's name written in a hand as a word of its own (`... +9m mcr`, or {"mcr": true}) is a
slip for rules=mcr. It was scored under the default rule set, Zung Jung, with a plausible total and
two warnings (exit status 0 from the score command); now it is refused, saying what to write."""

import pytest

from tests.factories import post_json
from tests.web.test_score_command import MCR_PATTERNS, run_score, summary

pytestmark = pytest.mark.django_db

MESSAGE = "“mcr” is a rule set's name, and a word alone is read as a flag: write rules=mcr"


def test_a_rule_set_name_alone_in_a_line_is_refused_and_the_right_line_scores(tmp_path):
    content = b"123m456p789s555z9m +9m mcr\n123m456p789s555z9m +9m rules=mcr\n"
    results = run_score(tmp_path, content, status=1, complaint="1 of 2 hands could not be read or scored: line 1.")
    assert summary(results) == [(1, False, 0, {}, ["rules_not_named"]), (2, True, 13, MCR_PATTERNS, [])]
    assert results[0]["errors"][0]["message"].startswith(MESSAGE)


def test_a_rule_set_name_as_a_true_field_of_json_is_refused(client):
    answer = post_json(client, "/api/score", {"concealed": "123m456p789s555z9m", "winning_tile": "9m", "mcr": True})
    assert answer.status_code == 400
    assert [e["code"] for e in answer.json()["errors"]] == ["rules_not_named"]


def test_a_hand_that_names_its_rule_set_may_still_carry_a_flag_of_any_name(client):
    answer = post_json(client, "/api/score", {"rules": "mcr", "concealed": "123m456p789s555z9m", "winning_tile": "9m",
                                              "zung-jung": True})
    assert answer.status_code == 200 and answer.json()["total"] == 13
