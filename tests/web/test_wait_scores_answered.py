"""A hand one tile short, sent to the JSON API or the `score` command, is answered with what each
tile it waits on would score (`wait_scores`), as the page lists them under the hand."""

import io
import json

import pytest
from django.core.management import CommandError, call_command

from tests.factories import post_json

pytestmark = pytest.mark.django_db

# MCR, 13 tiles waiting on 3m, 6m, 9m or 5p. Won on a discard of 9m it is 999m 456m 789m 234p 55p:
# Concealed Hand 2, Tile Hog 2 (four 9m, no kong), Short Straight 1 (456m 789m), Pung of Terminals
# or Honors 1, One Voided Suit 1 and No Honors 1 = 8, the minimum. On 5p (99m pair, 555p) the Tile
# Hog and the terminal pung are gone: 5, no win.
SHORT_MCR = {"rules": "mcr", "concealed": "99m456m789m234p55p"}


def scores_by_tile(answer: dict) -> dict:
    return {wait["tile"]: (wait["total"], wait["winning"]) for wait in answer["wait_scores"]}


def test_the_api_answers_each_wait_with_its_own_score(client):
    answer = post_json(client, "/api/score", SHORT_MCR).json()
    assert answer["waits"] == ["3m", "6m", "9m", "5p"]
    assert [wait["tile"] for wait in answer["wait_scores"]] == answer["waits"]
    by_tile = scores_by_tile(answer)
    assert by_tile["9m"] == (8, True)
    assert by_tile["5p"] == (5, False)
    assert all(wait["valid"] for wait in answer["wait_scores"])


def test_each_wait_is_scored_as_the_hand_ended(client):
    # Self-drawn, the hand is no longer concealed-on-a-discard (2) but Fully Concealed Hand (4) and
    # Self-Drawn is implied: 9m makes 10.
    answer = post_json(client, "/api/score", {**SHORT_MCR, "self_drawn": True}).json()
    assert scores_by_tile(answer)["9m"] == (10, True)


def test_a_wait_the_ticked_situation_rules_out_says_why(client):
    # A robbed tile is the fourth of a melded pung, so the hand can hold no other copy of it: only
    # 3m, which the hand does not hold, can still be robbed to win.
    answer = post_json(client, "/api/score", {**SHORT_MCR, "robbing_kong": True}).json()
    by_tile = {wait["tile"]: wait for wait in answer["wait_scores"]}
    assert not by_tile["9m"]["valid"] and not by_tile["5p"]["valid"]
    assert by_tile["9m"]["errors"][0]["code"] == "too_many_copies"
    assert "the other three 9m are in the pung being robbed" in by_tile["9m"]["errors"][0]["message"]
    assert [tile for tile, wait in by_tile.items() if wait["valid"]] == ["3m"]
    assert "errors" not in by_tile["3m"]


def test_a_complete_hand_or_one_that_makes_no_hand_has_no_wait_scores(client):
    complete = post_json(client, "/api/score", {**SHORT_MCR, "winning_tile": "9m"}).json()
    assert complete["total"] == 8 and "wait_scores" not in complete
    no_wait = post_json(client, "/api/score", {"rules": "mcr", "concealed": "1357m2468p1357s"}).json()
    assert no_wait["waits"] == [] and "wait_scores" not in no_wait


def test_the_score_command_answers_each_wait_too(tmp_path):
    hands = tmp_path / "hands.txt"
    hands.write_text("99m456m789m234p55p rules=mcr\n", encoding="utf-8")
    out = io.StringIO()
    # A hand one tile short is not a hand scored: status 1, as before, and its line is still printed.
    with pytest.raises(CommandError):
        call_command("score", str(hands), stdout=out)
    answer = json.loads(out.getvalue())
    assert scores_by_tile(answer)["9m"] == (8, True)
