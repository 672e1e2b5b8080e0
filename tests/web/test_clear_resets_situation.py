"""Clear hand starts the next player's hand: the situation controls come back unticked with it.

A British table scores every player's hand in turn, tapping Clear hand between them. Clear keeps the
seat, the round and whether the player won (editing.clear) and drops the rest: the flags and the
discarder. The controls on the page must show that, or the next tap sends them again and the
previous player's Fishing (or Self-drawn, Original call, discarder) is scored for the next player."""

import re

import pytest

pytestmark = pytest.mark.django_db

FISHING_HAND = "19m19p19s1234567z 478f fishing winner=no seat=W round=S discarder=S"


def situation_after_clear(client) -> str:
    """The situation controls the answer to Clear hand draws (empty when it leaves them as they were)."""
    html = client.post("/tap", {"hand": FISHING_HAND, "rules": "british", "action": "clear", "controls": "1",
                                "seat_wind": "W", "round_wind": "S", "discarder": "S", "lost": "1",
                                "flags": ["fishing"]},
                       headers={"HX-Request": "true"}).content.decode()
    return html.partition('id="situation"')[2]


def selected(situation: str, name: str) -> str | None:
    menu = re.search(rf'<select name="{name}">(.*?)</select>', situation, re.DOTALL)
    chosen = menu and re.search(r'<option value="(\w*)" selected>', menu.group(1))
    return chosen.group(1) if chosen else None


def test_clear_hand_redraws_the_situation_controls_without_the_flags_and_the_discarder(client):
    situation = situation_after_clear(client)
    assert 'name="flags" value="fishing"' in situation
    assert 'name="flags" value="fishing" checked' not in situation
    assert selected(situation, "discarder") is None


def test_clear_hand_keeps_the_seat_the_round_and_did_not_win_ticked(client):
    situation = situation_after_clear(client)
    assert selected(situation, "seat_wind") == "W"
    assert selected(situation, "round_wind") == "S"
    assert 'name="lost" value="1" checked' in situation
