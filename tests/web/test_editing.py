"""What the page's controls do to the hand line: clearing it, and the situation controls
(calculator/editing.py), alone and through a tap."""

import pytest

from calculator import editing


def test_clearing_keeps_the_seat_the_round_and_whether_the_player_won():
    hand = editing.read("123m456p789s1z (555p) +1z self_drawn seat=S round=W winner=no")
    assert editing.clear(hand) == {"seat_wind": "S", "round_wind": "W", "winner": False}


def test_the_situation_controls_replace_the_flags_winds_and_discarder():
    hand = editing.read("123m456p789s1z (555p) +1z self_drawn discarder=N")
    changed = editing.with_situation(hand, flags=["last_tile_in_wall"], seat_wind="W", round_wind="S",
                                     discarder="E", lost=False)
    assert editing.write(changed) == editing.write(
        editing.read("123m456p789s1z (555p) +1z last_tile_in_wall seat=W round=S discarder=E"))
    assert "self_drawn" not in changed and "winner" not in changed


def test_a_player_who_did_not_win_holds_the_winning_tile_in_hand_and_can_win_again():
    hand = editing.read("123m456p789s1z (555p) +1z")
    lost = editing.with_situation(hand, flags=[], seat_wind="E", round_wind="E", discarder="", lost=True)
    assert lost["winner"] is False and "winning_tile" not in lost
    assert editing.write(lost) == editing.write(editing.read("123m456p789s1z1z (555p) winner=no"))
    assert "winner" not in editing.with_situation(lost, flags=[], seat_wind="E", round_wind="E", discarder="", lost=False)


@pytest.mark.django_db
def test_the_clear_button_empties_the_hand_and_keeps_the_seat(client):
    response = client.post("/tap", {"hand": "123m456p789s1z +1z seat=S", "rules": "mcr", "action": "clear",
                                    "controls": "1", "seat_wind": "S", "round_wind": "E"},
                           headers={"HX-Request": "true"})
    assert response.status_code == 200
    assert 'name="hand" value="seat=S"' in response.content.decode()
