"""What the JSON API says to a caller who got the request a little wrong: each answer names the
mistake and the way to mend it (found by walking the API as a tournament scorer would)."""

import pytest

from tests.factories import post_json

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("rules", [["mcr"], {"slug": "mcr"}, 7])
def test_rules_that_are_not_text_ask_for_one_name(client, rules):
    answer = post_json(client, "/api/score", {"rules": rules, "concealed": "123m456m789m234p5p", "winning_tile": "5p"}).json()
    assert answer["valid"] is False
    assert answer["errors"] == [{"code": "malformed_field", "message": 'rules must be one rule set\'s name, as text, like "rules": "mcr".'}]


def test_a_line_of_notation_posted_as_it_is_is_told_where_such_lines_are_read(client):
    response = post_json(client, "/api/score", "123m456m789m234p5p +5p rules=mcr")
    assert response.status_code == 400
    message = response.json()["errors"][0]["message"]
    assert message.startswith("The request body is not valid JSON: ")
    assert message.endswith("is read by the page's notation field and by manage.py score.")
    # Broken JSON is not taken for notation.
    broken = post_json(client, "/api/score", '{"rules": "mcr",').json()["errors"][0]["message"]
    assert "notation" not in broken


@pytest.mark.parametrize("url, what", [("/api/score", "POST a hand"), ("/api/settle", "POST a deal")])
def test_opening_an_api_address_in_a_browser_says_how_to_use_it(client, url, what):
    response = client.get(url)
    assert response.status_code == 405 and response["Allow"] == "POST"
    message = response.json()["errors"][0]["message"]
    assert message.startswith(f"This address answers POST only, not GET: {what} to it as JSON, for example {{")


@pytest.mark.parametrize("field, like", [("winning_tile", "5p"), ("bonus", "1f5f"), ("concealed", "123m 11z")])
def test_tiles_sent_as_a_list_are_asked_for_as_text_like_the_field_holds(client, field, like):
    hand = {"rules": "mcr", "concealed": "123m456m789m234p5p", "winning_tile": "5p", field: ["5p"]}
    errors = post_json(client, "/api/score", hand).json()["errors"]
    assert any(e["message"].endswith(f"must be tiles written as text, like “{like}”.") for e in errors), errors
