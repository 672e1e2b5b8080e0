"""/api/settle with no score for a seat counts it as 0, and the answer's `warnings` says which
seats were (as /api/score's answer says what it assumed: shared/hand-format.md)."""

import pytest

from tests.factories import post_json

pytestmark = pytest.mark.django_db

# MBR "Settling up": South wins with 40; East 100, West 0, North 20 (as in tests/web/test_deal.py).
SCORES = {"E": 100, "S": 40, "W": 0, "N": 20}


def settle(client, scores, winner="S", rules="british"):
    response = post_json(client, "/api/settle", {"rules": rules, "scores": scores, "winner": winner})
    assert response.status_code == 200
    return response.json()


def test_a_seat_without_a_score_is_named_as_counted_as_0(client):
    answer = settle(client, {"E": 100, "S": 40, "W": 0})
    assert answer["warnings"] == ["No score was sent for N; it was counted as 0."]
    # Settled as if North's 0 had been sent, which it was counted as.
    assert answer["payments"] == settle(client, {"E": 100, "S": 40, "W": 0, "N": 0})["payments"]


def test_every_seat_without_a_score_is_named(client):
    answer = settle(client, {"S": 40})
    assert answer["warnings"] == ["No scores were sent for E, W and N; each was counted as 0."]
    assert settle(client, {"S": 40, "N": 20})["warnings"] == ["No scores were sent for E and W; each was counted as 0."]


def test_a_deal_with_every_score_has_no_warning(client):
    assert settle(client, SCORES)["warnings"] == []


def test_where_the_losers_scores_do_not_count_only_the_winners_is_missed(client):
    # Classical rules pay only the winner by default (tests/web/test_deal.py): the losers' scores are not read.
    assert settle(client, {"S": 40}, rules="chinese-classical")["warnings"] == []
    answer = settle(client, {"E": 100}, rules="chinese-classical")
    assert answer["warnings"] == ["No score was sent for S; it was counted as 0."]
    assert answer["payments"] == []  # the winner's 0 is what nobody pays


def test_a_wash_out_that_pays_nothing_counted_no_score(client):
    # MBR: a wash-out has no payments, so no score was counted as anything.
    answer = settle(client, {"E": 10}, winner=None)
    assert answer["payments"] == [] and answer["warnings"] == []


def test_the_warning_comes_after_the_default_rule_set_warning(client, monkeypatch):
    # Were the default a rule set that settles deals (as in test_api_settle_default_rules.py).
    monkeypatch.setattr("calculator.deal.DEFAULT_RULES", "british")
    response = post_json(client, "/api/settle", {"scores": {"E": 100, "S": 40, "W": 0}, "winner": "S"})
    assert response.json()["warnings"] == ["No rule set was named, so the default rule set, “british”, was used.",
                                           "No score was sent for N; it was counted as 0."]


def test_a_wash_out_that_pays_only_the_four_seasons_counted_no_score(client):
    # Classical with payment to all: North's all four seasons are paid at once (1000 from each other
    # player) in a wash-out too, and no hand's score is read, so none was counted as 0.
    from rules.models import RuleOption, RuleSet

    RuleOption.objects.create(rule_set=RuleSet.objects.get(slug="chinese-classical"), key="payment_to", value="all")
    response = post_json(client, "/api/settle", {"rules": "chinese-classical", "scores": {}, "winner": None,
                                                 "paid_at_once": {"N": 1000}})
    answer = response.json()
    assert answer["payments"] == [{"payer": seat, "payee": "N", "amount": 1000, "reason": "all four flowers or seasons, paid at once"}
                                  for seat in "ESW"]
    assert answer["warnings"] == []
