"""The calculator page under Chinese Official (MCR): the last tile of the wall and robbing a kong
ticked together (chinese-official-mcr-fans.txt #41: Last Tile Claim is going out on the last
discard of the game, and a robbed tile was never discarded)."""

import re

import pytest

from tests.web.test_page import shown_total, tap

pytestmark = pytest.mark.django_db

# Mixed Straight 8 + Robbing the Kong 8 + Concealed Hand 2 = 18; Last Tile Claim 8 more with the option: 26.
ROBBED = "123m456p789s23s55z +4s"


def score_section(html: str) -> str:
    return html[html.index('id="score"'):html.index("</section>", html.index('id="score"'))]


def test_both_boxes_can_be_ticked_and_the_page_says_why_the_last_tile_scores_nothing(client):
    # A shared link with both situations: the page shows both boxes ticked, side by side.
    html = client.get("/", {"hand": f"{ROBBED} robbing_kong last_tile_in_wall", "rules": "mcr"}).content.decode()
    assert re.search(r'name="flags" value="last_tile_in_wall" checked', html)
    assert re.search(r'name="flags" value="robbing_kong" checked', html)
    assert shown_total(html) == "18"
    # Ticking them on the page scores the same, and the reason is shown under the score.
    html = tap(client, rules="mcr", hand=ROBBED, flags=["robbing_kong", "last_tile_in_wall"]).content.decode()
    score = score_section(html)
    assert shown_total(html) == "18"
    assert 'data-key="robbing_the_kong"' in score and 'data-key="last_tile_claim"' not in score
    assert ("Last Tile Claim was not counted for “Last tile of the wall (drawn, or its discard)”: it is a win on the "
            "last discarded tile, and a tile robbed from a kong was never discarded") in score


def test_a_rule_set_that_counts_it_scores_last_tile_claim_too(client):
    html = tap(client, rules="mcr", hand=f"{ROBBED} option.last_tile_claim_on_robbed_kong=true",
               flags=["robbing_kong", "last_tile_in_wall"]).content.decode()
    score = score_section(html)
    assert shown_total(html) == "26"
    assert 'data-key="last_tile_claim"' in score
    assert "Last Tile Claim was not counted" not in html
