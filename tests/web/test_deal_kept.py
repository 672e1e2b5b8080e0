"""The deal the table entered survives a reload of the page: the session keeps the last deal
posted for each rule set, and the page (drawn from its URL, which holds only the hand) shows it."""

import re

import pytest
from django.test import Client

from calculator.deal import deal_session_key
from tests.factories import post_json

pytestmark = pytest.mark.django_db

# A British hand for South: 84 points (see tests/browser/test_deal_browser.py for the count).
SOUTH_84 = "34s999p777z11z (222m) +5s self_drawn seat=S"
# MBR "Settling up": South wins with 40; East 100, West 0, North 20 (as in tests/web/test_deal.py).
SETTLED_NET = "Net: East +280 · South +160 · West -260 · North -180"
EMPTY = {"E": "", "S": "", "W": "", "N": ""}  # as a page with no deal shows it (each box a grey 0)


def post_deal(client, rules="british", **fields):
    return client.post("/deal", {"rules": rules, **fields}, headers={"HX-Request": "true"}).content.decode()


def settle(client, rules="british", winner="S", **scores):
    return post_deal(client, rules, winner=winner, action="settle", **{f"score_{s}": v for s, v in scores.items()})


def reload(client, rules="british", hand=""):
    response = client.get("/", {"rules": rules, "hand": hand})
    assert response.status_code == 200
    return response.content.decode()


def deal_form(html):
    """The deal form without its CSRF token (masked afresh on every page)."""
    form = re.search(r'<form id="deal".*?</form>', html, re.DOTALL).group(0)
    return re.sub(r'name="csrfmiddlewaretoken" value="[^"]*"', "", form)


def scores(html):
    return dict(re.findall(r'name="score_([ESWN])" value="([^"]*)"', html))


def winner(html):
    return re.findall(r'name="winner" value="([ESWN]?)" checked', html)


def test_a_settled_deal_is_on_the_page_again_after_a_reload(client):
    settle(client, E="100", S="40", W="0", N="20")
    html = reload(client)
    assert scores(html) == {"E": "100", "S": "40", "W": "0", "N": "20"}
    assert winner(html) == ["S"]
    assert SETTLED_NET in html  # settled, so the settlement is drawn again too
    assert deal_form(reload(client)) == deal_form(html)  # and again: drawing it changes nothing


def test_a_new_visitor_gets_an_empty_deal(client):
    settle(client, E="100", S="40", W="0", N="20")
    html = reload(Client())
    assert scores(html) == EMPTY
    assert winner(html) == [""]  # Nobody
    assert "Net:" not in html


def test_the_score_put_in_the_deal_is_kept_but_the_click_is_not_repeated(client):
    # Put 84 in the deal for South (who won), then correct South's score by hand and settle:
    # the reload shows the corrected deal, not the click's 84 again.
    html = post_deal(client, score_E="20", use_seat="S", use_score="84", use_won="1", hand=SOUTH_84)
    assert scores(html)["S"] == "84"
    reloaded = reload(client, hand=SOUTH_84)
    assert scores(reloaded) == {"E": "20", "S": "84", "W": "", "N": ""}
    assert winner(reloaded) == ["S"]
    assert "East pays South" in reloaded  # a put settles at once, so the reload shows that settlement
    settle(client, E="20", S="80", W="8", N="0")
    assert scores(reload(client, hand=SOUTH_84))["S"] == "80"


def test_the_deal_belongs_to_the_table_not_to_the_hand(client):
    # The table scores each player's hand in turn on the same deal: a new hand keeps the deal.
    settle(client, E="100", S="40", W="0", N="20")
    for hand in ("", SOUTH_84, "123m"):
        html = reload(client, hand=hand)
        assert scores(html) == {"E": "100", "S": "40", "W": "0", "N": "20"}
        assert SETTLED_NET in html


def test_each_rule_set_keeps_its_own_deal(client):
    settle(client, E="100", S="40", W="0", N="20")
    settle(client, "chinese-classical", winner="W", W="30")
    british, classical = reload(client), reload(client, "chinese-classical")
    assert scores(british)["E"] == "100" and winner(british) == ["S"]
    assert scores(classical) == {"E": "", "S": "", "W": "30", "N": ""} and winner(classical) == ["W"]
    # East pays 30 x 2, the others 30 (only the winner is paid under classical rules by default).
    assert re.findall(r"<td>(\w+) pays (\w+)</td><td>(\d+)</td>", classical) == [
        ("East", "West", "60"), ("South", "West", "30"), ("North", "West", "30")]


def test_a_rule_set_that_pays_only_the_winner_keeps_no_deal(client):
    post_deal(client, "zung-jung", winner="S", action="settle", score_S="40")
    post_deal(client, "no-such-rules", winner="S", action="settle", score_S="40")
    assert "deal:zung-jung" not in client.session
    assert "deal:no-such-rules" not in client.session


@pytest.mark.parametrize("typed, message", [
    ("lots", "E: “lots” is not a number."),
    ("-5", "E: the score must be a number of at least 0, not “-5”."),
    ("1e400", "E: the score is too large to settle; the most is 1,000,000,000."),
])
def test_a_bad_entry_kept_is_shown_as_typed_with_its_problem_not_a_server_error(client, typed, message):
    settle(client, E=typed, S="40")
    html = reload(client)
    assert scores(html)["E"] == typed
    assert scores(html)["S"] == "40"
    assert re.findall(r'<p class="message" role="alert">([^<]*)</p>', html) == [message]
    assert "Net:" not in html


def test_a_winner_that_is_not_a_seat_is_kept_as_a_problem_not_a_server_error(client):
    settle(client, winner="X", S="40")
    html = reload(client)
    assert "The winner “X” is not a seat; use E, S, W, N, or none for a wash-out." in html
    assert winner(html) == [""]


def test_a_pasted_essay_is_cut_before_it_is_kept(client):
    from calculator.deal import LONGEST_DEAL_ENTRY

    settle(client, E="9" * 5_000, S="40")
    kept = client.session["deal:british"]["score_E"]
    assert kept == "9" * LONGEST_DEAL_ENTRY
    assert "the score is too large to settle" in reload(client)


def test_new_deal_empties_the_panel_and_forgets_the_kept_deal(client):
    settle(client, E="100", S="40", W="0", N="20")
    settle(client, "chinese-classical", winner="W", W="30")
    html = post_deal(client, action="new", winner="S", score_E="100", score_S="40")
    assert scores(html) == EMPTY
    assert winner(html) == [""]
    assert scores(reload(client)) == EMPTY
    assert scores(reload(client, "chinese-classical"))["W"] == "30"  # another rule set's deal is left alone


def test_a_deal_posted_without_javascript_is_kept_too(client):
    response = client.post("/deal", {"rules": "british", "winner": "S", "action": "settle", "score_S": "40", "hand": "123m"})
    assert response.status_code == 303
    assert "East pays South" in reload(client, hand="123m")


def test_the_page_offers_a_new_deal_that_asks_first(client):
    html = reload(client)
    button = re.search(r'<button[^>]*value="new"[^>]*>New deal</button>', html, re.DOTALL)
    assert button and 'hx-confirm="' in button.group(0)


def test_the_settle_api_keeps_nothing_in_the_session(client):
    # The JSON API settles one deal for a program; it is not the table's panel.
    post_json(client, "/api/settle", {"rules": "british", "scores": {"S": 40}, "winner": "S"})
    assert scores(reload(client)) == EMPTY


def kept_hours_ago(client, hours, rules="british"):
    """Make the deal the session keeps look entered `hours` ago."""
    session = client.session
    session[deal_session_key(rules)]["kept_at"] -= hours * 3600
    session.save()


def test_a_deal_kept_from_another_evening_says_when_it_was_entered(client):
    settle(client, E="100", S="40", W="0", N="20")
    assert "These scores were entered" not in reload(client)  # the table is still playing it
    kept_hours_ago(client, 2 * 24 + 1)
    html = reload(client)
    assert "These scores were entered 2\xa0days, 1\xa0hour ago. If that was another session, tap New deal to start afresh." in html
    assert scores(html) == {"E": "100", "S": "40", "W": "0", "N": "20"}  # still kept, never dropped
    settle(client, E="10", S="40", W="0", N="20")  # the table uses it again: it is this evening's now
    assert "These scores were entered" not in reload(client)


def test_a_deal_kept_this_evening_says_nothing_of_when(client):
    settle(client, E="100", S="40", W="0", N="20")
    kept_hours_ago(client, 5)
    assert "These scores were entered" not in reload(client)
