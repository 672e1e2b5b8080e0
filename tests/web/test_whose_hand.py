"""Where the deal panel settles (British, classical), a scored hand says whose it is and how it
ended beside its total: the seat, the round and "did not win" are set a screen down on a phone
and stay from one hand to the next. A round left at East after the South round began scored
South's pung of South as one wind, not two (helper-113, a whole game played at one phone)."""

import re
from urllib.parse import quote

import pytest

pytestmark = pytest.mark.django_db


def whose_hand(client, rules: str, hand: str) -> list[str]:
    html = client.get(f"/?rules={rules}&hand={quote(hand)}").content.decode()
    return re.findall(r'<p class="whose-hand">([^<]*)</p>', html)


def test_a_winning_british_hand_says_its_seat_and_round(client):
    assert whose_hand(client, "british", "111m555p999s111z2z +2z seat=S round=W") == ["South seat · West round"]


def test_a_losing_hand_says_it_did_not_win(client):
    # British scores the losers' hands: 32 points for West's, entered with the box ticked.
    assert whose_hand(client, "british", "5556m111m [7777m] 888m winner=no seat=W round=S") == [
        "West seat · South round · did not win"]


def test_classical_says_it_too(client):
    assert whose_hand(client, "chinese-classical", "123m456m789m111z2z +2z seat=N") == ["North seat · East round"]


@pytest.mark.parametrize("rules", ["mcr", "zung-jung"])
def test_where_the_panel_says_who_pays_it_is_not_added(client, rules):
    # Under MCR and Zung Jung the line under the total says who pays what; the panel has no room for both.
    assert whose_hand(client, rules, "123m456p789s1112z +2z") == []


def test_a_hand_still_being_built_does_not_say_it(client):
    assert whose_hand(client, "british", "123m456m seat=S") == []
