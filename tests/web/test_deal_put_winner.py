""""Put N in the deal for South" never takes the winner's place silently: a hand that did not win put
for the seat marked as the deal's winner (its player forgot to change the seat), or a winning hand
put for another seat while one is marked, is refused with a message in the panel, and the deal
stays as it was. The buttons are read off the page, as the browser posts them."""

import html as markup
import json
import re

import pytest

from calculator.deal import deal_session_key

pytestmark = pytest.mark.django_db

# The audit's table, British rules: East won with 1000; South's hand did not win and scores 16.
EAST_WINS = "999p999s111m1s (111p) +1s"
SOUTH_LOST = "22234m67p99s1z (555z) winner=no"
# South's winning hand, 84 points (counted in tests/browser/test_deal_browser.py).
SOUTH_WON = "34s999p777z11z (222m) +5s self_drawn seat=S"


def put_button(client, hand):
    """The "Put N in the deal" button of a hand scored on the page: its label and what it posts."""
    html = client.get("/", {"rules": "british", "hand": hand}).content.decode()
    button = re.search(r"""<button[^>]*class="secondary use-in-deal"[^>]*data-put='([^']*)'[^>]*>([^<]*)</button>""", html)
    return button.group(2), json.loads(button.group(1))


def post_deal(client, **fields):
    return client.post("/deal", {"rules": "british", **fields}, headers={"HX-Request": "true"}).content.decode()


def scores(html):
    return dict(re.findall(r'name="score_([ESWN])" value="([^"]*)"', html))


def winner(html):
    return re.findall(r'name="winner" value="([ESWN]?)" checked', html)


def payments(html):
    return [(payer[0], payee[0], amount)  # seats by initial
            for payer, payee, amount in re.findall(r"<td>(East|South|West|North) pays (East|South|West|North)</td><td>(\d+)</td>", html)]


def alerts(html):
    return [markup.unescape(m) for m in re.findall(r'<p class="message" role="alert">([^<]*)</p>', html)]


# What the deal panel holds, and posts along with a put, once East's 1000 is in.
EAST_1000 = {"score_E": "1000", "score_S": "", "score_W": "", "score_N": "", "winner": "E"}


@pytest.fixture
def east_won(client):
    label, put = put_button(client, EAST_WINS)
    assert label == "Put 1000 in the deal for East"
    html = post_deal(client, winner="", **put)  # an empty panel
    assert scores(html)["E"] == "1000" and winner(html) == ["E"]
    # East wins, so everyone pays East double (MBR "Settling up").
    assert payments(html) == [("S", "E", "2000"), ("W", "E", "2000"), ("N", "E", "2000")]
    return client


def test_a_hand_that_did_not_win_is_not_put_over_the_winners_score(east_won):
    client = east_won
    label, put = put_button(client, SOUTH_LOST)  # seat still East: the player forgot to change it
    assert label == "Put 16 in the deal for East"
    kept_before = client.session[deal_session_key("british")]
    html = post_deal(client, **EAST_1000, **put)
    assert alerts(html) == [("E is this deal's winner with 1000, and this hand did not win, so it was not put in. "
                             "Set the seat wind to the player whose hand it is, then put it in again "
                             "(or, for the next deal, tap New deal first).")]
    assert scores(html) == {"E": "1000", "S": "", "W": "", "N": ""}
    assert winner(html) == ["E"]
    assert payments(html) == [("S", "E", "2000"), ("W", "E", "2000"), ("N", "E", "2000")]  # still settled as it was
    assert client.session[deal_session_key("british")] == kept_before  # nothing in the deal changed
    page = client.get("/", {"rules": "british"}).content.decode()
    assert scores(page)["E"] == "1000" and winner(page) == ["E"]
    assert "this hand did not win" not in page  # the refusal answered that tap; a reload does not repeat it


def test_the_same_hand_put_for_its_own_seat_goes_in(east_won):
    client = east_won
    label, put = put_button(client, SOUTH_LOST + " seat=S")
    assert label == "Put 16 in the deal for South"
    html = post_deal(client, **EAST_1000, **put)
    assert alerts(html) == []
    assert scores(html) == {"E": "1000", "S": "16", "W": "", "N": ""}
    assert winner(html) == ["E"]
    # Everyone pays East double his 1000; West and North (0) pay South the difference, 16
    # (MBR "Settling up", rule-sources/british-scoring-tables.md).
    assert payments(html) == [("S", "E", "2000"), ("W", "E", "2000"), ("N", "E", "2000"), ("W", "S", "16"), ("N", "S", "16")]


def test_a_winning_hand_for_another_seat_does_not_move_the_winner(east_won):
    # South's hand scored without "This player did not win" ticked: two winners in one deal.
    client = east_won
    label, put = put_button(client, SOUTH_WON)
    assert label == "Put 84 in the deal for South"
    kept_before = client.session[deal_session_key("british")]
    html = post_deal(client, **EAST_1000, **put)
    assert alerts(html) == [("E is this deal's winner with 1000, and this hand won too, so it was not put in for S. "
                             "If it did not win, tick “This player did not win”; if E did not win, mark who did "
                             "and correct E's score (else its 1000 is settled as a loser's); for the next deal, tap New deal first.")]
    assert scores(html) == {"E": "1000", "S": "", "W": "", "N": ""}
    assert winner(html) == ["E"]
    assert client.session[deal_session_key("british")] == kept_before


def test_the_winners_own_hand_put_again_replaces_its_score(east_won):
    # A correction: East's hand, scored again, replaces East's score (here another winning hand).
    client = east_won
    label, put = put_button(client, SOUTH_WON.replace("seat=S", "seat=E"))
    assert label.endswith(" for East") and label != "Put 1000 in the deal for East"
    html = post_deal(client, **EAST_1000, **put)
    assert alerts(html) == []
    assert scores(html)["E"] == put["use_score"] and winner(html) == ["E"]


def test_a_seat_marked_winner_without_a_score_is_not_given_a_losing_hand(client):
    _, put = put_button(client, SOUTH_LOST)
    html = post_deal(client, winner="E", **put)
    assert alerts(html) == [("E is marked as this deal's winner, and this hand did not win, so it was not put in. "
                             "Set the seat wind to the player whose hand it is, then put it in again "
                             "(or, for the next deal, tap New deal first).")]
    assert scores(html)["E"] == "" and winner(html) == ["E"]


def test_with_nobody_marked_a_winning_hand_marks_its_seat(client):
    _, put = put_button(client, SOUTH_LOST + " seat=S")
    html = post_deal(client, score_E="", winner="", **put)
    assert scores(html)["S"] == "16" and winner(html) == [""]
    _, put = put_button(client, EAST_WINS)
    html = post_deal(client, score_S="16", winner="", **put)
    assert alerts(html) == []
    assert scores(html) == {"E": "1000", "S": "16", "W": "", "N": ""} and winner(html) == ["E"]
