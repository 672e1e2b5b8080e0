"""Classical all four flowers or all four seasons in the deal panel and /api/settle: "1000 points
from every player at once" (chinese-classical-scoring-tables.md §1.2, SSD-O), outside the hand's
score, winning or not. Put carries each seat's payment at once with its score, the panel says it
beside the score and keeps it, and the settlement has every other player pay the holder, never
doubled (classical_settle.flower_payments)."""

import re

import pytest

from tests.factories import post_json
from tests.web.classical_deal import RULES, payments, post_deal, put_button, reasons

pytestmark = pytest.mark.django_db

# South goes out on West's 7 bamboo: 10 + one-chance 2 + exposed dragon pung 4 + concealed pung of
# 9 circles 8 = 24 points, 1 fan for the dragons: 48 (as in test_deal_thrower.py). Every loser pays it, East double.
SOUTH_WINS = "(777z) 999p 123m 456m 7s +7s seat=S discarder=W"
SOUTH_PAID = [("E", "S", "96"), ("W", "S", "48"), ("N", "S", "48")]
# North did not win and holds all four seasons: the losing hand scores 0 (only the winner is paid),
# and every other player pays North 1000 at once (tests/engine/test_classical_options.py).
NORTH_SEASONS = "(555z) 123m456p11z78s 5f6f7f8f winner=no seat=N"
NORTH_PAID = [("E", "N", "1000"), ("S", "N", "1000"), ("W", "N", "1000")]
# South +192 - 1000; North +3000 - 48; East -96 - 1000; West -48 - 1000.
NET_WITH_SEASONS = "Net: East -1096 · South -808 · West -1048 · North +2952"


def deal_fields(html):
    """What the panel posts next: each seat's score and payment at once, and the winner."""
    fields = dict(re.findall(r'name="((?:score|at_once)_[ESWN])" value="([^"]*)"', html))
    return {**fields, "winner": "".join(re.findall(r'name="winner" value="([ESWN]?)" checked', html))}


@pytest.fixture
def both_put(client):
    """South's winning hand and North's losing hand with the seasons, put in the deal in turn."""
    label, put = put_button(client, SOUTH_WINS)
    assert label == "Put 48 in the deal for South"
    html = post_deal(client, winner="", **put)
    label, put = put_button(client, NORTH_SEASONS)
    assert label == "Put 0 and 1000 at once in the deal for North" and put["use_at_once"] == "1000"
    return post_deal(client, **deal_fields(html), **put)


def test_the_losing_hands_own_settlement_has_the_1000s(client):
    html = client.get("/", {"rules": RULES, "hand": NORTH_SEASONS}).content.decode()
    assert payments(html) == NORTH_PAID
    assert reasons(html) == ["all four flowers or seasons, paid at once"] * 3


def test_put_carries_the_payment_at_once_into_the_deal(client, both_put):
    assert "and 1000 at once from each other player" in both_put
    assert payments(both_put) == SOUTH_PAID + NORTH_PAID
    # The 1000s say what they are for; South's score needs no word.
    assert reasons(both_put) == [""] * 3 + ["all four flowers or seasons, paid at once"] * 3
    assert NET_WITH_SEASONS in both_put
    # Kept in the session with the scores: the page drawn again settles the same.
    page = client.get("/", {"rules": RULES}).content.decode()
    assert "and 1000 at once from each other player" in page
    assert payments(page) == SOUTH_PAID + NORTH_PAID and NET_WITH_SEASONS in page


def test_a_put_that_replaces_the_seats_score_replaces_its_payment_at_once(client, both_put):
    label, put = put_button(client, "(555z) 123m456p11z78s winner=no seat=N")  # North's hand without the seasons
    assert label == "Put 0 in the deal for North" and put["use_at_once"] == ""
    html = post_deal(client, **deal_fields(both_put), **put)
    assert "at once from each other player" not in html
    assert payments(html) == SOUTH_PAID
    assert "Net: East -96 · South +192 · West -48 · North -48" in html


def test_new_deal_clears_the_payments_at_once(client, both_put):
    html = post_deal(client, **deal_fields(both_put), action="new")
    assert "at once from each other player" not in html
    assert "at_once_N" not in deal_fields(html)  # no box drawn: nothing is paid at once
    assert "at once from each other player" not in client.get("/", {"rules": RULES}).content.decode()


def test_a_wash_out_still_pays_the_seasons(client):
    html = post_deal(client, at_once_N="1000", winner="", action="settle")
    assert payments(html) == NORTH_PAID and "wash-out" not in html


def test_api_settle_adds_the_payments_at_once_never_doubled_for_east(client):
    answer = post_json(client, "/api/settle", {"rules": RULES, "scores": {"E": 0, "S": 48, "W": 0, "N": 0}, "winner": "S",
                                               "paid_at_once": {"N": 1000, "E": 1000}}).json()
    assert answer["valid"] and answer["warnings"] == []
    assert [(p["payer"], p["payee"], p["amount"]) for p in answer["payments"]] == [
        ("E", "S", 96), ("W", "S", 48), ("N", "S", 48),
        ("E", "N", 1000), ("S", "N", 1000), ("W", "N", 1000),
        ("S", "E", 1000), ("W", "E", 1000), ("N", "E", 1000)]  # East's 1000 is not doubled
    # East: -96 - 1000 + 3000; North: -48 + 3000 - 1000; South: +192 - 2000; West: -48 - 2000.
    assert answer["balances"] == {"E": 1904, "S": -1808, "W": -2048, "N": 1952}


def test_api_settle_refuses_a_bad_payment_at_once(client):
    for paid_at_once in ({"X": 1000}, {"N": -5}, [1000]):
        response = post_json(client, "/api/settle", {"rules": RULES, "scores": {"S": 48}, "winner": "S", "paid_at_once": paid_at_once})
        assert response.status_code == 400, paid_at_once


def test_api_settle_warns_of_a_payment_at_once_that_changes_nothing(client):
    answer = post_json(client, "/api/settle", {"rules": "british", "scores": {"E": 0, "S": 48, "W": 0, "N": 0},
                                               "winner": "S", "paid_at_once": {"N": 1000}}).json()
    assert answer["valid"] and answer["balances"]["N"] == -48
    assert any("paid_at_once changes nothing" in warning for warning in answer["warnings"])


def test_a_hand_scored_under_its_own_options_says_the_deal_panel_does_not_use_them(client):
    # The hand's settlement has West throw for all (64 = 32 for East + 16 + 16); the deal panel
    # settles under the rule set's options, where every loser pays: the two disagreed unexplained.
    html = client.get("/", {"rules": RULES, "hand": "123m456p789s1z (555p) +1z seat=S discarder=W option.thrower_pays_for_all=true"}).content.decode()
    assert payments(html) == [("W", "S", "64")]
    assert ("Settlement of this hand alone (the deal panel settles the whole deal, under the rule set's own options, "
            "not this hand's option.thrower_pays_for_all=true)") in html
    plain = client.get("/", {"rules": RULES, "hand": "123m456p789s1z (555p) +1z seat=S discarder=W"}).content.decode()
    assert "not this hand's" not in plain
