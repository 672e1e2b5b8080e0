"""The Round wind menu is offered only under rule systems that score the prevailing wind: Zung
Jung recognises none (scoring tables 3.1, and 8.1.1 of the extended set), MCR scores Prevalent Wind."""

import re

import pytest

pytestmark = pytest.mark.django_db

# A pung of South: MCR's Prevalent Wind (2) in a South round; nothing of it in Zung Jung but the hand.
SOUTH_PUNG = "222z 234m 456p 789s 5p +5p seat=E round=S"


def round_wind_menu(html: str) -> bool:
    return '<select name="round_wind">' in html


@pytest.mark.parametrize("rules", ["zung-jung", "zung-jung-extended"])
def test_zung_jung_offers_no_round_wind_but_keeps_the_one_in_the_hand_line(client, rules):
    html = client.get("/", {"rules": rules, "hand": SOUTH_PUNG}).content.decode()
    assert not round_wind_menu(html)
    assert '<input type="hidden" name="round_wind" value="S">' in html
    # Another control changed: the round the line holds is posted back as it was, not lost.
    answer = client.post("/tap", {"rules": rules, "controls": "1", "action": "situation", "hand": SOUTH_PUNG,
                                  "seat_wind": "W", "round_wind": "S"}, headers={"HX-Request": "true"}).content.decode()
    line = re.search(r'name="hand" value="([^"]*)"', answer).group(1)
    assert "seat=W" in line and "round=S" in line


def test_mcr_offers_the_round_wind_and_scores_it(client):
    html = client.get("/", {"rules": "mcr", "hand": SOUTH_PUNG}).content.decode()
    assert round_wind_menu(html)
    assert re.search(r'<select name="round_wind">.*?<option value="S" selected>', html, re.S)
    assert "Prevalent Wind" in html
