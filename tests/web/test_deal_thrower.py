"""Classical "thrower pays for all" in the deal panel and /api/settle: the player whose discard won
pays the winner what all three losers would have (chinese-classical-scoring-tables.md §1.4,
option thrower_pays_for_all); a self-drawn win is paid by every loser. Put carries the hand's
discarder into the deal, the session keeps it, and /api/settle takes it as "discarder"."""

import re

import pytest

from rules.models import RuleOption, RuleSet
from tests.factories import post_json
from tests.web.classical_deal import RULES, payments, post_deal, put_button

pytestmark = pytest.mark.django_db

# South goes out on West's 7 bamboo: going out 10, one-chance 2 (only the 7 bamboo completed it), exposed
# pung of red dragons 4, concealed pung of 9 circles 8, chows and the pair 0 = 24 points; 1 fan for the
# dragon pung: 48 (chinese-classical-scoring-tables.md §1.1, §1.2).
SOUTH_WINS_ON_WEST = "(777z) 999p 123m 456m 7s +7s seat=S discarder=W"
# Each loser would pay 48, East double: 96 + 48 + 48 = 192, all of it from West.
THROWN = [("W", "S", "192")]
EVERY_LOSER_PAYS = [("E", "S", "96"), ("W", "S", "48"), ("N", "S", "48")]


@pytest.fixture
def thrower_pays():
    RuleOption.objects.create(rule_set=RuleSet.objects.get(slug=RULES), key="thrower_pays_for_all", value=True)


def chosen_discarder(html):
    """The deal's thrower as chosen in its select (on the whole page, after the hand panel's discarder select)."""
    deal = html.split('<form id="deal"')[-1]
    select = re.search(r'<select name="discarder">(.*?)</select>', deal, re.DOTALL)
    return select and re.findall(r'<option value="([ESWN]?)" selected>', select.group(1))


def test_the_hands_own_settlement_has_the_thrower_pay_for_all(client, thrower_pays):
    html = client.get("/", {"rules": RULES, "hand": SOUTH_WINS_ON_WEST}).content.decode()
    assert "<td>West pays South</td><td>192</td>" in html


def test_put_carries_the_discarder_and_the_thrower_pays_for_all(client, thrower_pays):
    label, put = put_button(client, SOUTH_WINS_ON_WEST)
    assert label == "Put 48 in the deal for South" and put["use_discarder"] == "W"
    html = post_deal(client, winner="", discarder="", **put)
    assert chosen_discarder(html) == ["W"]
    assert payments(html) == THROWN
    assert "Net: East 0 · South +192 · West -192 · North 0" in html
    # Kept in the session as the scores are: the page drawn again shows the thrower and the payment.
    page = client.get("/", {"rules": RULES}).content.decode()
    assert chosen_discarder(page) == ["W"] and payments(page) == THROWN


def test_the_table_changes_the_thrower_or_marks_the_win_self_drawn(client, thrower_pays):
    deal = {"score_E": "", "score_S": "48", "score_W": "", "score_N": "", "winner": "S", "action": "settle"}
    # North threw it: North pays 192.
    assert payments(post_deal(client, **deal, discarder="N")) == [("N", "S", "192")]
    # Self-drawn: every loser pays, East double.
    assert payments(post_deal(client, **deal, discarder="")) == EVERY_LOSER_PAYS
    # The winner cannot have thrown the tile it won on.
    html = post_deal(client, **deal, discarder="S")
    assert payments(html) == [] and "S won, so S did not throw the winning tile" in html


def test_a_self_drawn_win_put_in_leaves_no_thrower(client, thrower_pays):
    label, put = put_button(client, "(777z) 999p 123m 456m 7s +7s seat=S self_drawn")
    # Self-pick adds 2 points: 26 × 2 = 52, paid by every loser (East 104), whoever is marked as the thrower.
    assert label == "Put 52 in the deal for South" and put["use_discarder"] == ""
    html = post_deal(client, winner="", discarder="W", **put)
    assert chosen_discarder(html) == [""]
    assert payments(html) == [("E", "S", "104"), ("W", "S", "52"), ("N", "S", "52")]


def test_with_payment_to_all_the_losers_still_settle_their_differences(client, thrower_pays):
    RuleOption.objects.create(rule_set=RuleSet.objects.get(slug=RULES), key="payment_to", value="all")
    html = post_deal(client, score_E="20", score_S="48", score_W="8", score_N="0", winner="S", discarder="W", action="settle")
    # West pays South for all; the differences: W pays E 12 × 2, N pays E 20 × 2, N pays W 8.
    assert payments(html) == [("W", "S", "192"), ("W", "E", "24"), ("N", "E", "40"), ("N", "W", "8")]
    assert "Net: East +64 · South +192 · West -208 · North -48" in html


def test_without_the_option_there_is_no_thrower_in_the_panel(client):
    html = post_deal(client, score_S="48", winner="S", discarder="W", action="settle")
    assert chosen_discarder(html) is None
    assert payments(html) == EVERY_LOSER_PAYS


def test_api_settle_has_the_thrower_pay_for_all(client, thrower_pays):
    answer = post_json(client, "/api/settle", {"rules": RULES, "scores": {"S": 48}, "winner": "S", "discarder": "W"}).json()
    assert answer["payments"] == [{"payer": "W", "payee": "S", "amount": 192}]
    assert answer["balances"] == {"E": 0, "S": 192, "W": -192, "N": 0}


def test_api_settle_warns_of_a_discarder_that_changes_nothing(client):
    answer = post_json(client, "/api/settle", {"rules": RULES, "scores": {"E": 0, "S": 48, "W": 0, "N": 0},
                                               "winner": "S", "discarder": "W"}).json()
    assert answer["payments"] == [{"payer": p, "payee": s, "amount": int(a)} for p, s, a in EVERY_LOSER_PAYS]
    assert any("discarder W changes nothing" in warning for warning in answer["warnings"])


def test_api_settle_refuses_a_discarder_that_is_no_seat(client, thrower_pays):
    response = post_json(client, "/api/settle", {"rules": RULES, "scores": {"S": 48}, "winner": "S", "discarder": "X"})
    assert response.status_code == 400
    assert [error["code"] for error in response.json()["errors"]] == ["bad_seat"]


def test_a_win_on_a_kong_replacement_puts_no_thrower_in_the_deal(client, thrower_pays):
    # A replacement tile is drawn, not claimed (the engine reads the win as self-drawn), so the
    # discarder left in the hand's line is nobody's to pay for all.
    _, put = put_button(client, "(7777z) 999p 123m 456m 7s +7s seat=S discarder=W kong_replacement")
    assert put["use_discarder"] == ""
    assert put_button(client, SOUTH_WINS_ON_WEST)[1]["use_discarder"] == "W"
