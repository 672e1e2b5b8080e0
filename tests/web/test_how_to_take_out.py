"""How to take a tile out of the hand is said on the page while the hand is built or put right: a tap
on the tile, said before only in its label, which a phone never shows (found by a tester who could
not see how to undo a wrong tile)."""

import pytest

pytestmark = pytest.mark.django_db

HINT = "Tap a tile or set in the hand to take it out."


def page(client, hand: str) -> str:
    return client.get("/", {"rules": "mcr", "hand": hand}).content.decode()


def test_said_while_the_hand_is_short_or_too_long(client):
    assert HINT in page(client, "(123m) (456p) (789m)")  # 9 of 14 tiles
    assert HINT in page(client, "123456789m11122p3p")  # 15 tiles: remove 1


def test_not_said_over_an_empty_hand_a_score_or_the_winning_tile_hint(client):
    assert HINT not in page(client, "")
    scored = page(client, "123m456m789m234p5p +5p self_drawn")  # MCR 23: Pure Straight, Fully Concealed, ...
    assert 'data-total="23"' in scored and HINT not in scored
    fourteen = page(client, "123m456m789m234p55p")  # all 14, none marked as the winning tile
    assert "then tap that tile in the hand" in fourteen and HINT not in fourteen
