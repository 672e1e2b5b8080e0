"""A hand that names no rule set is scored under the default one, and says so."""

import pytest

from tests.factories import post_json

pytestmark = pytest.mark.django_db

NO_RULES_WARNING = "No rule set was named, so the default rule set, “zung-jung”, was used."


@pytest.mark.parametrize("rules", [
    pytest.param({}, id="no-rules-field"),
    pytest.param({"rules": None}, id="rules-null"),
    pytest.param({"rules": ""}, id="rules-empty"),
])
def test_a_hand_naming_no_rule_set_is_scored_under_the_default_with_a_warning(client, rules):
    # Zung Jung: Concealed Hand 5, Value Honor (a pung of White) 10.
    response = post_json(client, "/api/score", {"concealed": "123m456p789s555z9m", "winning_tile": "9m", **rules})
    assert response.status_code == 200
    result = response.json()
    assert result["rules"] == "zung-jung"
    assert {p["key"]: p["points"] for p in result["patterns"]} == {"concealed_hand": 5, "value_honor": 10}
    assert result["total"] == 15
    assert result["warnings"] == [NO_RULES_WARNING]


def test_a_hand_naming_its_rule_set_has_no_such_warning(client):
    # MCR: Mixed Straight 8, Dragon Pung 2, Concealed Hand 2, Single Wait 1.
    result = post_json(client, "/api/score", {"rules": "mcr", "concealed": "123m456p789s555z9m", "winning_tile": "9m"}).json()
    assert {p["key"]: p["points"] for p in result["patterns"]} == {
        "mixed_straight": 8, "dragon_pung": 2, "concealed_hand": 2, "single_wait": 1}
    assert result["total"] == 13
    assert result["warnings"] == []
