"""JSON holding half a UTF-16 surrogate pair (`\\udc07`): valid JSON that json.loads reads, but no
text, so it could be neither looked up, nor stored, nor written out in an answer. Each place that
reads JSON from outside said so with a server error or a traceback; each now refuses it as input."""

import json

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from rules.exchange import ImportProblem, export_rule_set, import_rule_set
from rules.models import RuleSet
from tests.factories import post_json, zung_jung
from tests.web.test_score_command import MCR_LINE, MCR_PATTERNS, run_score, summary

pytestmark = pytest.mark.django_db

HAND = {"rules": "zung-jung", "concealed": "123m456m789m234p5p", "winning_tile": "5p"}
HALF = "half of a UTF-16 surrogate pair without its other half, which is no character"


def with_escape(data: dict, key: str, escape: str = "\\udc07") -> str:
    """The JSON of `data` with `key` set to a string holding only `escape`, written as JSON writes it."""
    return json.dumps({**data, key: "@"}).replace('"@"', f'"{escape}"')


@pytest.mark.parametrize("key", ["rules", "winner", "seat_wind", "concealed"])
def test_the_api_refuses_half_a_surrogate_pair_as_input(client, key):
    response = post_json(client, "/api/score", with_escape(HAND, key))
    assert response.status_code == 400  # was 500 for every key but concealed
    assert response.json()["errors"] == [{"code": "malformed_json", "message": (
        f"The request body is not valid JSON: it holds \\udc07, {HALF}; write the character itself.")}]


def test_a_whole_surrogate_pair_is_its_character(client):
    result = post_json(client, "/api/score", with_escape(HAND, "table", "\\ud83c\\udc04")).json()
    assert result["total"] == 50
    assert result["warnings"] == ["Unknown field “table” was ignored."]


def test_the_settle_api_refuses_it_too(client):
    deal = '{"rules": "british", "scores": {"E": 20, "S": 84, "W": 8, "N": 0}, "winner": "\\ud800"}'
    response = post_json(client, "/api/settle", deal)
    assert response.status_code == 400
    assert response.json()["errors"][0]["code"] == "malformed_json"


def test_the_score_command_makes_it_one_bad_line_and_scores_the_rest(tmp_path):
    # The answer echoing it could not be written to stdout: a traceback, and no line after it scored.
    content = f"{with_escape(HAND, 'winner')}\n{MCR_LINE}\n".encode()
    results = run_score(tmp_path, content, status=1, complaint="1 of 2 hands could not be read or scored: line 1.")
    assert summary(results) == [(1, False, None, {}, ["unreadable_line"]), (2, True, 13, MCR_PATTERNS, [])]
    assert results[0]["errors"][0]["message"] == f"This is not valid JSON: it holds \\udc07, {HALF}; write the character itself."


@pytest.fixture
def rule_set_file():
    data = export_rule_set(zung_jung())
    return {**data, "slug": "new-club", "name": "Club \udc07 rules"}


def test_a_rule_set_file_holding_it_is_a_problem_and_nothing_is_imported(rule_set_file):
    with pytest.raises(ImportProblem) as caught:
        import_rule_set(rule_set_file)
    assert caught.value.problems == [f"The file holds \\udc07, {HALF}: write the character itself, or remove it."]
    assert not RuleSet.objects.filter(slug="new-club").exists()


def test_the_admin_import_lists_it_as_a_problem(organiser, rule_set_file):
    upload = SimpleUploadedFile("club.json", json.dumps(rule_set_file).encode(), content_type="application/json")
    response = organiser.post(reverse("admin:rules_ruleset_import"), {"file": upload})
    assert response.status_code == 400  # was a server error when the rule set was saved
    assert f"The file holds \\udc07, {HALF}: write the character itself, or remove it." in response.context["problems"]
