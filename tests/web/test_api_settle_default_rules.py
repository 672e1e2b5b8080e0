"""A deal sent to /api/settle without a rule set is read under the default one, and the answer
says so, as /api/score's does (tests/web/test_api_default_rules.py)."""

import pytest

from tests.factories import post_json

pytestmark = pytest.mark.django_db

DEAL = {"scores": {"E": 100, "S": 40, "W": 0, "N": 20}, "winner": "S"}


def no_rules_warning(slug):
    return f"No rule set was named, so the default rule set, “{slug}”, was used."


@pytest.mark.parametrize("rules", [
    pytest.param({}, id="no-rules-field"),
    pytest.param({"rules": None}, id="rules-null"),
    pytest.param({"rules": ""}, id="rules-empty"),
])
def test_a_deal_naming_no_rule_set_says_the_default_was_used(client, rules):
    # The default, Zung Jung, pays only the winner: the refusal now also says that it was not chosen.
    response = post_json(client, "/api/settle", {**DEAL, **rules})
    assert response.status_code == 400
    answer = response.json()
    assert answer["rules"] == "zung-jung"
    assert [e["code"] for e in answer["errors"]] == ["no_deal_settlement"]
    assert answer["warnings"] == [no_rules_warning("zung-jung")]


def test_a_deal_settled_under_the_default_carries_the_warning_with_its_payments(client, monkeypatch):
    # Were the default a rule set that settles deals, the settlement would come with the warning.
    monkeypatch.setattr("calculator.deal.DEFAULT_RULES", "british")
    response = post_json(client, "/api/settle", DEAL)
    assert response.status_code == 200
    answer = response.json()
    assert answer["rules"] == "british"
    assert answer["balances"] == {"E": 280, "S": 160, "W": -260, "N": -180}  # MBR "Settling up", as in test_deal.py
    assert answer["warnings"] == [no_rules_warning("british")]


@pytest.mark.parametrize("rules, status", [("british", 200), ("chinese-classical", 200), ("zung-jung", 400), ("no-such-rules", 400)])
def test_a_deal_naming_its_rule_set_has_no_such_warning(client, rules, status):
    response = post_json(client, "/api/settle", {**DEAL, "rules": rules})
    assert response.status_code == status
    assert response.json()["rules"] == rules
    assert response.json()["warnings"] == []
