"""Requests a tournament scorer's script gets slightly wrong (found by a tester with curl): an empty
body, a key given twice, a deal with scores and no winner. Each is said, not answered as if it
were something else."""

import pytest

from tests.factories import post_json

pytestmark = pytest.mark.django_db

MCR_23 = {"rules": "mcr", "concealed": "123m456m789m234p5p", "winning_tile": "5p", "self_drawn": True}


@pytest.mark.parametrize("url, what", [("/api/score", "hand"), ("/api/settle", "deal")])
@pytest.mark.parametrize("body", ["", "  \n"])
def test_an_empty_body_is_refused_not_read_as_an_empty_hand(client, url, what, body):
    # Before, read as {}: "0 of 14 tiles" for a hand, or a deal with no scores.
    response = post_json(client, url, body)
    assert response.status_code == 400
    assert response.json()["errors"] == [{"code": "empty_body", "message": f"The request body is empty: send one {what} as a JSON object."}]


def test_a_key_given_twice_is_refused_as_the_notation_refuses_it(client):
    # Before, the last "rules" counted: scored under Zung Jung, 50, with nothing said.
    body = '{"rules": "mcr", "concealed": "123m456m789m234p5p", "winning_tile": "5p", "rules": "zung-jung"}'
    response = post_json(client, "/api/score", body)
    assert response.status_code == 400
    assert response.json()["errors"] == [{"code": "key_given_twice",
                                          "message": "The JSON gives “rules” twice in one object, and only one can count: keep one."}]
    nested = '{"rules": "mcr", "concealed": "123m456p5p", "melds": [{"kind": "pung", "kind": "chow", "tiles": "789s"}], "winning_tile": "5p"}'
    assert post_json(client, "/api/score", nested).json()["errors"][0]["code"] == "key_given_twice"
    assert post_json(client, "/api/score", MCR_23).json()["total"] == 23  # each key once: as before


def test_the_score_command_and_batch_page_say_it_of_their_line_too(client):
    line = '{"rules": "mcr", "concealed": "123m456m789m234p5p", "winning_tile": "5p", "self_drawn": true, "self_drawn": false}'
    html = client.post("/batch", {"hands": line, "rules": "zung-jung", "action": "score"}).content.decode()
    assert "“self_drawn” twice in one object" in html and "1 hand: 1 with a problem" in html


def test_a_deal_with_scores_and_no_winner_says_it_was_settled_as_a_wash_out(client):
    scores = {"E": 20, "S": 84, "W": 12, "N": 8}
    left_out = post_json(client, "/api/settle", {"rules": "british", "scores": scores}).json()
    assert left_out["valid"] and left_out["warnings"] == [
        "No winner was named, so the deal was settled as a wash-out (no one went out). If someone did, name them, "
        "like \"winner\": \"S\"; for a wash-out, \"winner\": null says so."]
    said = post_json(client, "/api/settle", {"rules": "british", "scores": scores, "winner": None}).json()
    assert said["valid"] and said["warnings"] == [] and said["payments"] == left_out["payments"]
    # British, South won with 84: East pays double, and the losers settle their differences.
    won = post_json(client, "/api/settle", {"rules": "british", "scores": scores, "winner": "S"}).json()
    assert won["warnings"] == [] and {"payer": "E", "payee": "S", "amount": 168} in won["payments"]
