"""The JSON API on fields filled by pasting: what a CJK keyboard, a spreadsheet or a web page puts
in them is read as the hand meant, and what cannot be read is quoted short enough to find."""

import pytest

from tests.factories import post_json

pytestmark = pytest.mark.django_db

HAND = {"rules": "zung-jung", "concealed": "123m456m789m234p5p", "winning_tile": "5p"}
# Zung Jung: All Sequences 5, Concealed Hand 5, Nine-Tile Straight 40.
PATTERNS = {"all_sequences": 5, "concealed_hand": 5, "nine_tile_straight": 40}


@pytest.mark.parametrize("pasted", [
    pytest.param({"concealed": "１２３ｍ４５６ｍ７８９ｍ２３４ｐ５ｐ", "winning_tile": "５ｐ"}, id="full-width"),
    pytest.param({"concealed": "123m\u200b456m\u200b789m\u200b234p5p\ufeff"}, id="zero-width-spaces"),
    pytest.param({"concealed": "🀇🀈🀉🀊🀋🀌🀍🀎🀏🀚🀛🀜🀝", "winning_tile": "🀝"}, id="unicode-mahjong-tiles"),
])
def test_pasted_tiles_score_as_the_hand_typed(client, pasted):
    response = post_json(client, "/api/score", {**HAND, **pasted})
    result = response.json()
    assert (response.status_code, result["errors"]) == (200, [])
    assert {p["key"]: p["points"] for p in result["patterns"]} == PATTERNS
    assert result["total"] == 50


def test_a_long_field_that_is_not_tiles_is_quoted_short(client):
    response = post_json(client, "/api/score", {**HAND, "concealed": "q" * 200_000})
    assert response.status_code == 400
    # The whole field used to come back in the message, 200,000 characters of it.
    assert response.json()["errors"] == [{"code": "unknown_tile", "message": (
        "In the concealed tiles: “qqqqqqqqqqqqqqqqqqqqqqqq…” is not a tile. "
        "Tiles are written like 1m–9m, 1p–9p, 1s–9s, 1z–7z, 1f–8f.")}]


def test_a_seat_wind_of_none_from_a_script_is_refused_not_read_as_north(client):
    response = post_json(client, "/api/score", {**HAND, "seat_wind": "None"})
    assert response.status_code == 400
    assert response.json()["errors"] == [
        {"code": "bad_wind", "message": "The seat wind “None” is not a wind; use E, S, W or N."}]


def test_a_flag_mistyped_as_a_field_is_named_in_the_warning(client):
    result = post_json(client, "/api/score", {**HAND, "selfdrawn": True}).json()
    assert result["total"] == 50  # scored without it, as the warning says
    assert result["warnings"] == ["Unknown flag “selfdrawn” was ignored: did you mean “self_drawn”?"]


@pytest.mark.parametrize("written", ["zung-jung ", " zung-jung", "zung-jung\n", "\tZung-Jung\r\n"])
def test_a_rule_set_copied_with_the_spaces_around_it_is_found(client, written):
    response = post_json(client, "/api/score", {**HAND, "rules": written})
    result = response.json()
    assert (response.status_code, result["errors"], result["warnings"]) == (200, [], [])
    assert (result["rules"], result["total"]) == ("zung-jung", 50)
