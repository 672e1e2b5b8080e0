"""A British table scoring each player's hand in turn on one phone (real headless Chromium): Clear hand
between two players unticks the last player's Fishing and forgets the discarder, so the next player's
hand is not scored as fishing. Before, the boxes stayed ticked and the next tap sent them again.

West fishing for The 13 Unique Wonders scores 400 (british-scoring-tables.md §1.4: fishing 40 % of
the limit). North's next hand, 1m 1m 1m 9m 9m 9m 1p 1p 1p 9p 9p 9p 1s, is one tile from Heads and Tails,
so a Fishing box left ticked would score it 400 too (§1.4), though North declared nothing; untouched it
scores its four concealed pungs of major tiles, 4 x 8 = 32 (§1.1)."""

from pathlib import Path
from urllib.parse import quote

import pytest
from playwright.sync_api import Page, expect

from tests.browser.htmx_wait import posting, settled

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
WEST_FISHING = "19m19p19s1234567z fishing winner=no seat=W discarder=S"


def test_clear_hand_unticks_the_last_players_fishing_for_the_next_player(live_server, phone: Page):
    phone.goto(f"{live_server.url}/?rules=british&hand={quote(WEST_FISHING)}")
    settled(phone)
    fishing = phone.locator('#situation input[name="flags"][value="fishing"]')
    expect(fishing).to_be_checked()
    expect(phone.locator("#hand .total")).to_have_text("400")

    posting(phone, lambda: phone.locator('button[name="action"][value="clear"]').tap())
    expect(fishing).not_to_be_checked()
    expect(phone.locator('#situation select[name="discarder"]')).to_have_value("")
    expect(phone.locator('#situation input[name="lost"]')).to_be_checked()  # still a player who did not win

    posting(phone, lambda: phone.locator('#situation select[name="seat_wind"]').select_option("N"))
    for tile in ["1m", "1m", "1m", "9m", "9m", "9m", "1p", "1p", "1p", "9p", "9p", "9p", "1s"]:
        posting(phone, lambda tile=tile: phone.locator(f'.picker button[name="add"][value="{tile}"]').tap())
    expect(phone.locator('#hand input[name="hand"]')).to_have_value("111999m111999p1s winner=no seat=N")
    expect(phone.locator("#hand .total")).to_have_text("32")
    ARTIFACTS.mkdir(exist_ok=True)
    phone.screenshot(path=str(ARTIFACTS / "clear-resets-situation.png"))
