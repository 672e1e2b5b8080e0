"""The calculator page under Zung Jung: the last tile of the wall and robbing a kong ticked together
(zung-jung-mj-score-eval.md 12.1.2: Final Discard is a win on the last discarded tile, and a robbed
tile was never discarded), and Illegal Call (1.7, -40) ticked before any tile."""

import re

import pytest

from tests.web.test_page import shown_total, tap

pytestmark = pytest.mark.django_db

ROBBED = "123m456p789s23s55z +4s"  # All Sequences / All Chows 5, Concealed Hand 5, Robbing a Kong 10


def score_section(html: str) -> str:
    return html[html.index('id="score"'):html.index("</section>", html.index('id="score"'))]


@pytest.mark.parametrize("rules", ["zung-jung", "zung-jung-extended"])
def test_both_boxes_can_be_ticked_and_the_page_says_why_the_last_tile_scores_nothing(client, rules):
    # A shared link with both situations: the page shows both boxes ticked, side by side.
    html = client.get("/", {"hand": f"{ROBBED} robbing_kong last_tile_in_wall", "rules": rules}).content.decode()
    assert re.search(r'name="flags" value="last_tile_in_wall" checked', html)
    assert re.search(r'name="flags" value="robbing_kong" checked', html)
    assert shown_total(html) == "20"
    # Ticking them on the page scores the same.
    html = tap(client, rules=rules, hand=ROBBED, flags=["robbing_kong", "last_tile_in_wall"]).content.decode()
    score = score_section(html)
    assert shown_total(html) == "20"
    assert 'data-key="robbing_a_kong"' in score and 'data-key="final_discard"' not in score
    assert "Final Discard was not counted for “Last tile of the wall”: it is a win on the last discarded tile" in score


@pytest.mark.parametrize("rules", ["zung-jung", "zung-jung-extended"])
def test_a_rule_set_that_counts_it_scores_final_discard_too(client, rules):
    html = tap(client, rules=rules, hand=f"{ROBBED} option.final_discard_on_robbed_kong=true",
               flags=["robbing_kong", "last_tile_in_wall"]).content.decode()
    assert shown_total(html) == "30"
    assert 'data-key="final_discard"' in score_section(html)


def test_illegal_call_with_no_tiles_shows_the_penalty_and_why(client):
    response = tap(client, rules="zung-jung-extended", hand="", flags=["illegal_call"])
    html = response.content.decode()
    assert response.status_code == 200
    assert shown_total(html) == "-40"
    assert "No tiles were entered: Illegal Call was scored on the declared win alone" in html
