"""What is typed in the deal panel is kept as typed (the panel posts it as "keep" on each change),
not settled: a reload draws the scores and the winner as typed, with no payments."""

import re

import pytest

pytestmark = pytest.mark.django_db


def post_deal(client, **fields):
    return client.post("/deal", {"rules": "british", **fields}, headers={"HX-Request": "true"})


def scores_drawn(html) -> dict:
    return dict(re.findall(r'name="score_([ESWN])" value="([^"]*)"', html))


def test_a_kept_deal_is_drawn_as_typed_after_a_reload_and_not_settled(client):
    response = post_deal(client, score_E="20", score_S="84", score_W="", score_N="8", winner="S", action="keep")
    assert response.status_code == 204  # nothing to redraw: the panel shows what was typed
    html = client.get("/", {"rules": "british"}).content.decode()
    assert scores_drawn(html) == {"E": "20", "S": "84", "W": "", "N": "8"}
    assert 'name="winner" value="S" checked' in html
    assert "<caption>Who pays whom" not in html


def test_a_score_changed_after_settling_is_kept_unsettled(client):
    # MBR "Settling up": South wins with 40; East 100, West 0, North 20 (as in tests/web/test_deal.py).
    settled = post_deal(client, score_E="100", score_S="40", score_N="20", winner="S", action="settle").content.decode()
    assert "Net: East +280 · South +160 · West -260 · North -180" in settled
    assert "<caption>Who pays whom" in client.get("/", {"rules": "british"}).content.decode()
    post_deal(client, score_E="100", score_S="40", score_N="30", winner="S", action="keep")
    html = client.get("/", {"rules": "british"}).content.decode()
    assert scores_drawn(html)["N"] == "30"
    assert "<caption>Who pays whom" not in html  # not settled on figures nobody settled


def test_each_rule_set_keeps_its_own_typed_deal(client):
    post_deal(client, score_E="20", winner="E", action="keep")
    assert scores_drawn(client.get("/", {"rules": "chinese-classical"}).content.decode())["E"] == ""
    assert scores_drawn(client.get("/", {"rules": "british"}).content.decode())["E"] == "20"
