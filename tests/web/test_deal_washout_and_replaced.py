"""The deal panel says what it did where it did nothing visible, or overwrote something.

A wash-out: Settle with Nobody marked (the panel's default) paid nobody and showed nothing at all, so
a table that forgot to mark the winner saw no answer to its tap. British tables §1.5: "Wash-out (no
winner): no payments".

A hand put in for a seat that already has another score replaced it without a word: a player who
forgot to change the seat wind between two losers' hands lost the earlier player's score (West's
fishing 424 overwritten by North's 4), with nothing to say what it had been."""

import pytest

pytestmark = pytest.mark.django_db

WASHOUT_SAID = "Nobody is marked as the winner"


def deal(client, **data):
    return client.post("/deal", {"rules": "british", **data}, headers={"HX-Request": "true"}).content.decode()


def test_settle_with_nobody_marked_says_it_is_a_washout_and_how_to_mark_the_winner(client):
    html = deal(client, score_E="20", score_S="8", score_W="0", score_N="40", winner="", action="settle")
    assert WASHOUT_SAID in html and "nobody pays" in html
    assert "pays" not in html.replace("nobody pays", "").replace("East pays and receives double", "")


def test_a_settled_deal_with_a_winner_says_nothing_of_a_washout(client):
    assert WASHOUT_SAID not in deal(client, score_E="20", score_S="8", score_W="0", score_N="40", winner="N", action="settle")


def test_a_deal_only_typed_says_nothing_of_a_washout(client):
    assert WASHOUT_SAID not in deal(client, score_E="20", winner="")


def test_a_losing_hand_put_in_first_says_nothing_of_a_washout(client):
    # Hands are put in one by one; the winner's may come last. Settle says it, if nobody is marked then.
    html = deal(client, winner="", use_seat="S", use_score="12", use_won="")
    assert 'name="score_S" value="12"' in html and WASHOUT_SAID not in html
    assert WASHOUT_SAID not in client.get("/", {"rules": "british"}).content.decode()  # nor after a reload
    assert WASHOUT_SAID in deal(client, score_S="12", winner="", action="settle")


def test_a_put_over_another_score_says_what_it_replaced(client):
    html = deal(client, score_W="424", winner="", use_seat="W", use_score="4", use_won="")
    assert 'name="score_W" value="4"' in html
    assert "West had 424; this hand put 4 in its place." in html


def test_a_put_of_the_same_score_or_into_an_empty_seat_says_nothing_replaced(client):
    assert "in its place" not in deal(client, score_W="424", use_seat="W", use_score="424", use_won="")
    assert "in its place" not in deal(client, score_W="", use_seat="W", use_score="4", use_won="")


def test_what_a_put_replaced_is_not_said_again_after_a_reload(client):
    deal(client, score_W="424", winner="", use_seat="W", use_score="4", use_won="")
    assert "in its place" not in client.get("/?rules=british").content.decode()


@pytest.mark.parametrize(("rules", "said"), [("british", True), ("british-kajongg", True), ("chinese-classical", False)])
def test_a_british_washout_says_east_keeps_the_deal(client, rules, said):
    # British tables §1.5: "Wash-out (no winner): no payments; East keeps the deal". The classical
    # source says nothing of who deals next, so neither does the page.
    html = client.post("/deal", {"rules": rules, "score_E": "20", "winner": "", "action": "settle"},
                       headers={"HX-Request": "true"}).content.decode()
    assert WASHOUT_SAID in html
    assert ("a wash-out, so nobody pays. East keeps the deal." in html) is said
