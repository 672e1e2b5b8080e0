"""A hand played as a win and refused (classical, below a house minimum_fan) is not offered to the
deal panel: put in, it would be the deal's winner. Its player is told how to put it in as a losing
hand once the deal ends; a hand allowed to go out is offered as before."""

import re

import pytest

pytestmark = pytest.mark.django_db

# Going out 10, four flowers 16, One-Chance 2 = 28, own flower 1 fan: 56; the four flowers paid at once.
SEASONS_WIN = "123m456p789s234m5p +5p 1f2f3f4f seat=S"


def page(client, hand):
    return client.get("/", {"rules": "chinese-classical", "hand": hand}).content.decode()


def test_a_hand_refused_by_the_minimum_is_not_put_in_the_deal_as_its_winner(client):
    html = page(client, f"{SEASONS_WIN} option.minimum_fan=3")
    assert "Not a win: going out needs at least 3 fan and the hand has 1." in html
    assert "use-in-deal" not in html
    assert "Not offered for the deal: this hand is not a win." in html
    # Its own settlement still shows the flowers paid at once (tests/engine/test_classical_options.py).
    assert re.search(r"East pays South <small>\(all four flowers or seasons, paid at once\)</small></td><td>1000</td>", html)


def test_the_same_hand_allowed_to_go_out_is_offered(client):
    html = page(client, f"{SEASONS_WIN} option.minimum_fan=1")
    assert re.search(r">Put 56 and 1000 at once in the deal for South</button>", html)
    assert "Not offered for the deal" not in html


def test_its_losing_hand_is_offered_with_the_flowers(client):
    html = page(client, "123m456p789s234m5p 1f2f3f4f seat=S winner=no option.minimum_fan=3")
    assert re.search(r">Put 0 and 1000 at once in the deal for South</button>", html)
