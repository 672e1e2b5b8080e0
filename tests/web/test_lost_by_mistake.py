"""“This player did not win” ticked by mistake and unticked: the hand comes back as it was, with its
winning tile; a hand marked lost scores its kept winning tile as one of the tiles in hand."""

import re
from urllib.parse import unquote

import pytest

pytestmark = pytest.mark.django_db

WON = "1112223459m (555z) +9m"  # British: a winning hand, 9m the tile that completed it


def situation(client, hand, lost):
    fields = {"hand": hand, "rules": "british", "controls": "1", "action": "situation",
              "seat_wind": "E", "round_wind": "E", "discarder": ""}
    if lost:
        fields["lost"] = "1"
    return client.post("/tap", fields, headers={"HX-Request": "true"})


def hand_line(response) -> str:
    return re.search(r'<input type="hidden" name="hand" value="([^"]*)"', response.content.decode()).group(1)


def test_ticking_did_not_win_and_unticking_it_gives_the_hand_back_its_winning_tile(client):
    lost = situation(client, WON, lost=True)
    assert "winner=no" in hand_line(lost) and "+9m" in hand_line(lost)
    won_again = situation(client, hand_line(lost), lost=False)
    assert hand_line(won_again) == WON
    assert unquote(won_again["HX-Push-Url"]).endswith("hand=" + WON)
    html = won_again.content.decode()
    assert "Mark which of the 14 tiles" not in html
    assert 'class="tile-button winning" title="Winning tile 9m' in html


def test_a_losing_hand_scores_its_kept_winning_tile_in_hand_without_a_warning(client):
    # British scores losing hands (MBR scoring tables): an exposed pung of red dragons 4, a
    # concealed pung of 1m 8, doubled once for the dragon pung: 24, entered with 1z in hand.
    entered = client.get("/", {"hand": "111m4569p33s1z (777z) winner=no seat=S", "rules": "british"}).content.decode()
    kept = client.get("/", {"hand": "111m4569p33s (777z) +1z winner=no seat=S", "rules": "british"}).content.decode()
    assert re.search(r'data-total="([^"]+)"', entered).group(1) == "24"
    assert re.search(r'data-total="([^"]+)"', kept).group(1) == "24"
    assert "has no winning tile" not in kept
    # Drawn as one of the tiles in hand, not as a winning tile.
    assert 'class="tile-button drawn-last"' in kept and 'class="tile-button winning"' not in kept


def test_a_hand_marked_lost_under_a_winner_only_rule_set_says_how_to_score_it_as_a_win(client):
    # MCR scores the winner alone; a hand carried over marked lost (from British, say) is refused,
    # and the page says which box takes the mark off. The API keeps the engine's words alone.
    hand = "123m456p789s1112z +2z winner=no"  # its 14 tiles are not what is wrong with it
    html = client.get("/", {"hand": hand, "rules": "mcr"}).content.decode()
    refusal = "Chinese Official (MCR) scores only the winning hand."
    untick = "To score it as a win, untick “This player did not win” under How the hand ended."
    assert f"{refusal} {untick}" in html
    assert 'name="lost" value="1" checked' in html
    assert "Tap a tile or set in the hand to take it out." not in html  # its tiles are not what is wrong
    body = {"rules": "mcr", "concealed": "123m456p789s1112z", "winning_tile": "2z", "winner": False}
    answer = client.post("/api/score", body, content_type="application/json").json()
    assert [p["message"] for p in answer["errors"]] == [refusal]
