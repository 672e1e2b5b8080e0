"""The JSON API's answers to bodies at the edges: nested past reason, or past Django's upload limit."""

import pytest
from django.conf import settings

from tests.factories import post_json

pytestmark = pytest.mark.django_db


def nested(depth: int) -> str:
    """A body whose options value is `depth` lists inside each other (the audit's case at 1500)."""
    return '{"rules": "mcr", "options": ' + "[" * depth + "]" * depth + "}"


@pytest.mark.parametrize("url", ["/api/score", "/api/settle"])
@pytest.mark.parametrize("depth", [
    pytest.param(1500, id="past-the-json-decoders-recursion-limit"),
    pytest.param(40, id="past-the-apis-own-limit"),
])
def test_deeply_nested_json_is_a_400_saying_so(client, url, depth):
    response = post_json(client, url, nested(depth))
    assert response.status_code == 400
    assert response.json() == {"valid": False, "errors": [{
        "code": "too_deeply_nested",
        "message": "The JSON nests arrays or objects more than 32 deep; a hand or a deal needs no more than 3.",
    }]}


def test_a_hand_with_melds_is_not_too_deep(client):
    hand = {"rules": "mcr", "concealed": "456p789s555z9m", "winning_tile": "9m",
            "melds": [{"kind": "kong", "tiles": "1111m", "concealed": False}]}
    result = post_json(client, "/api/score", hand).json()
    assert {p["key"]: p["count"] for p in result["patterns"]} == {
        "melded_kong": 1, "dragon_pung": 1, "pung_of_terminals_or_honors": 1, "single_wait": 1}
    assert result["total"] == 5


@pytest.mark.parametrize("url", ["/api/score", "/api/settle"])
def test_a_body_past_the_upload_limit_is_a_json_413(client, url):
    limit = settings.DATA_UPLOAD_MAX_MEMORY_SIZE
    body = '{"rules": "mcr", "x": "' + "a" * limit + '"}'
    response = post_json(client, url, body)
    assert response.status_code == 413
    assert response["Content-Type"] == "application/json"
    assert response.json() == {"valid": False, "errors": [{
        "code": "body_too_large",
        "message": f"The request body is larger than {limit:,} bytes; send one hand or one deal at a time.",
    }]}
