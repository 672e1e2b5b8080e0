"""/api/settle reads a seat as /api/score reads a wind (S, s, south, 2z, 南), in the winner, the
discarder and the keys of scores: a scorer's file that names seats in words settles the same deal."""

import pytest

from tests.factories import post_json

pytestmark = pytest.mark.django_db

# MBR "Settling up": South wins with 40; East 100, West 0, North 20 (as in test_api_settle_missing_scores).
LETTERS = {"rules": "british", "scores": {"E": 100, "S": 40, "W": 0, "N": 20}, "winner": "S"}
WORDS = {"rules": "british", "scores": {"east": 100, "South": 40, "3z": 0, "北": 20}, "winner": "south"}


def settle(client, deal):
    return post_json(client, "/api/settle", deal)


def test_seats_in_words_settle_as_their_letters(client):
    by_letter, by_word = settle(client, LETTERS), settle(client, WORDS)
    assert by_word.status_code == by_letter.status_code == 200
    assert by_word.json()["payments"] == by_letter.json()["payments"]
    assert by_word.json()["balances"] == by_letter.json()["balances"]


def test_a_discarder_in_words_is_the_thrower(client):
    deal = {"rules": "chinese-classical", "scores": {"S": 48}, "winner": "south", "discarder": "west"}
    # The built-in classical set pays from every loser; the discarder is read (not refused) and noted as changing nothing.
    answer = settle(client, deal).json()
    assert answer["valid"] and any("The discarder W changes nothing" in w for w in answer["warnings"])


@pytest.mark.parametrize("deal, message", [
    ({"scores": {"S": 40}, "winner": "Sugar"}, "The winner “Sugar” is not a seat"),
    ({"scores": {"S": 40, "south": 40}, "winner": "S"}, "“south” is S again; give each seat once."),
    ({"scores": {"S": 40}, "winner": "S", "discarder": "None"}, "The discarder “None” is not a seat"),
])
def test_what_is_no_seat_or_a_seat_twice_is_refused(client, deal, message):
    answer = settle(client, {"rules": "british", **deal})
    assert answer.status_code == 400
    assert any(message in error["message"] for error in answer.json()["errors"])
