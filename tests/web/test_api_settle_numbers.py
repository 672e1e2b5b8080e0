"""/api/settle and numbers past what a settlement can pay exactly."""

import pytest

from tests.factories import post_json

pytestmark = pytest.mark.django_db

SETTLE = {"rules": "british", "scores": {"E": 20, "S": 84, "W": 8, "N": 0}, "winner": "S"}


@pytest.mark.parametrize("score", [1e40, "1e40", 1_000_000_001])
def test_a_settle_score_past_the_largest_number_is_refused(client, score):
    response = post_json(client, "/api/settle", {**SETTLE, "scores": {**SETTLE["scores"], "E": score}})
    assert response.status_code == 400
    assert response.json()["errors"] == [{
        "code": "bad_score",
        "message": "E: the score is too large to settle; the most is 1,000,000,000.",
    }]


def test_a_settle_score_at_the_largest_number_is_settled_exactly(client):
    # British, winner S on 84 (East pays double): each loser pays S, then the losers settle their
    # differences, doubled where East is involved. W pays E (1e9 - 8) x 2, N pays E 1e9 x 2, N pays W 8.
    response = post_json(client, "/api/settle", {**SETTLE, "scores": {**SETTLE["scores"], "E": 1_000_000_000}})
    assert response.status_code == 200
    answer = response.json()
    assert answer["payments"] == [
        {"payer": "E", "payee": "S", "amount": 168},
        {"payer": "W", "payee": "S", "amount": 84},
        {"payer": "N", "payee": "S", "amount": 84},
        {"payer": "W", "payee": "E", "amount": 1_999_999_984},
        {"payer": "N", "payee": "E", "amount": 2_000_000_000},
        {"payer": "N", "payee": "W", "amount": 8},
    ]
    assert answer["balances"] == {"E": 3_999_999_816, "S": 336, "W": -2_000_000_060, "N": -2_000_000_092}


def test_a_too_large_score_is_reported_with_the_deals_other_problems(client):
    response = post_json(client, "/api/settle", {**SETTLE, "scores": {"E": 1e40, "X": 1e40}})
    assert response.status_code == 400
    assert [e["code"] for e in response.json()["errors"]] == ["bad_score", "bad_seat"]
