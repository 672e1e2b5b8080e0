"""Settling a whole deal on the page (British and classical rules, where every player scores)."""

import re

import pytest

pytestmark = pytest.mark.django_db


def settle(client, rules, scores, winner, **extra):
    data = {"rules": rules, "winner": winner, "action": "settle", **{f"score_{s}": v for s, v in scores.items()}, **extra}
    return client.post("/deal", data, headers={"HX-Request": "true"}).content.decode()


def payments(html):
    return re.findall(r"<td>([ESWN]) pays ([ESWN])</td><td>(\d+)</td>", html)


def test_british_everyone_pays_the_winner_and_losers_settle_differences_east_double(client):
    # MBR "Settling up": South wins with 40; East 100, West 0, North 20.
    html = settle(client, "british", {"E": 100, "S": 40, "W": 0, "N": 20}, "S")
    assert payments(html) == [
        ("E", "S", "80"), ("W", "S", "40"), ("N", "S", "40"),  # East pays double
        ("W", "E", "200"), ("N", "E", "160"),  # differences with East, doubled
        ("W", "N", "20"),
    ]
    assert "Net: E +280 · S +160 · W -260 · N -180" in html


def test_when_east_wins_everyone_pays_double(client):
    html = settle(client, "british", {"E": 60, "S": 10, "W": 10, "N": 0}, "E")
    assert payments(html) == [("S", "E", "120"), ("W", "E", "120"), ("N", "E", "120"), ("N", "S", "10"), ("N", "W", "10")]


def test_classical_pays_only_the_winner_by_default(client):
    html = settle(client, "chinese-classical", {"E": 100, "S": 40, "W": 0, "N": 20}, "S")
    assert payments(html) == [("E", "S", "80"), ("W", "S", "40"), ("N", "S", "40")]


def test_a_hand_score_can_be_put_into_the_deal(client):
    html = client.post("/deal", {"rules": "british", "score_E": "12", "use_seat": "S", "use_score": "40", "use_won": "1"},
                       headers={"HX-Request": "true"}).content.decode()
    assert 'name="score_S" value="40"' in html
    assert '<input type="hidden" name="rules" value="british">' in html  # the next post keeps the rule set
    assert 'value="S" checked' in html
    assert ("E", "S", "80") in payments(html)


def test_a_bad_score_is_a_message_not_an_error(client):
    html = settle(client, "british", {"E": "lots", "S": 40, "W": 0, "N": 0}, "S")
    assert "“lots” is not a number" in html


def test_zung_jung_has_no_deal_panel(client):
    assert 'id="deal"' not in client.get("/?rules=zung-jung").content.decode()
    assert 'id="deal"' in client.get("/?rules=british").content.decode()


def test_without_javascript_the_deal_posts_and_the_page_returns(client):
    response = client.post("/deal", {"rules": "british", "winner": "S", "action": "settle", "score_S": "40", "hand": "123m"})
    assert response.status_code == 200
    assert ("E", "S", "80") in payments(response.content.decode())


def post_json(client, url, body):
    import json

    return client.post(url, json.dumps(body), content_type="application/json")


def test_the_api_settles_a_deal(client):
    response = post_json(client, "/api/settle", {"rules": "british", "scores": {"E": 100, "S": 40, "W": 0, "N": 20}, "winner": "S"})
    assert response.status_code == 200
    result = response.json()
    assert result["payments"][:3] == [
        {"payer": "E", "payee": "S", "amount": 80}, {"payer": "W", "payee": "S", "amount": 40}, {"payer": "N", "payee": "S", "amount": 40}]
    assert result["balances"] == {"E": 280, "S": 160, "W": -260, "N": -180}


@pytest.mark.parametrize("body, code", [
    ({"rules": "british", "scores": {"X": 1}, "winner": "S"}, "bad_seat"),
    ({"rules": "british", "scores": {"E": -5}, "winner": "S"}, "bad_score"),
    ({"rules": "british", "scores": "lots"}, "malformed_scores"),
    ({"rules": "nope", "scores": {}}, "unknown_rules"),
    ({"rules": "zung-jung", "scores": {}}, "no_deal_settlement"),
])
def test_the_settle_api_explains_bad_input(client, body, code):
    response = post_json(client, "/api/settle", body)
    assert response.status_code == 400
    assert code in [e["code"] for e in response.json()["errors"]]
