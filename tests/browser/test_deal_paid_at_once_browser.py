"""Classical all four seasons in the deal panel (real headless Chromium): North's losing hand with
the seasons is put in after South's win, the panel says North's 1000 at once beside the score, the
settlement and the net include the 1000s, a reload keeps them, and New deal clears them. Numbers
worked out in tests/web/test_deal_paid_at_once.py."""

from pathlib import Path
from urllib.parse import quote

import pytest
from playwright.sync_api import Page, expect

from tests.browser.htmx_wait import posting

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
SOUTH_WINS = "(777z) 999p 123m 456m 7s +7s seat=S discarder=W"
NORTH_SEASONS = "(555z) 123m456p11z78s 5f6f7f8f winner=no seat=N"


# The seasons' 1000s say what they are for; the hand's score needs no word.
AT_ONCE = " (all four flowers or seasons, paid at once)"
PAID_IN_THE_DEAL = ["East pays South96", "West pays South48", "North pays South48",
                    f"East pays North{AT_ONCE}1000", f"South pays North{AT_ONCE}1000", f"West pays North{AT_ONCE}1000"]


def put_hand(page: Page, base: str, hand: str, label: str) -> None:
    page.goto(f"{base}/?rules=chinese-classical&hand={quote(hand)}")
    put = page.locator("#score .use-in-deal")
    expect(put).to_have_text(label)
    posting(page, put.click)


def test_the_seasons_put_in_are_paid_in_the_deal_until_new_deal(live_server, phone: Page):
    ARTIFACTS.mkdir(exist_ok=True)
    put_hand(phone, live_server.url, SOUTH_WINS, "Put 48 in the deal for South")
    expect(phone.locator("#deal .balances")).to_have_text("Net: East -96 · South +192 · West -48 · North -48")
    put_hand(phone, live_server.url, NORTH_SEASONS, "Put 0 and 1000 at once in the deal for North")

    north = phone.locator("#deal .deal-scores tr", has=phone.locator('input[name="score_N"]'))
    expect(north.locator(".at-once")).to_have_text("and 1000 at once from each other player")
    expect(phone.locator("#deal .settled .settlement tr")).to_have_text(
        PAID_IN_THE_DEAL)
    expect(phone.locator("#deal .balances")).to_have_text("Net: East -1096 · South -808 · West -1048 · North +2952")
    phone.locator("#deal").screenshot(path=str(ARTIFACTS / "deal-paid-at-once.png"))

    phone.reload()
    expect(north.locator(".at-once")).to_have_text("and 1000 at once from each other player")
    expect(phone.locator("#deal .balances")).to_have_text("Net: East -1096 · South -808 · West -1048 · North +2952")

    phone.once("dialog", lambda dialog: dialog.accept())
    posting(phone, lambda: phone.locator("#deal .new-deal").tap())
    expect(phone.locator("#deal .at-once")).to_have_count(0)
    expect(phone.locator("#deal .balances")).to_have_count(0)


def test_seasons_put_in_the_wrong_seat_are_taken_out_by_unticking_them(live_server, phone: Page):
    """North's seasons put in for West (the seat wind left as the last player's): putting North's hand
    in again does not take them off West, whose own score is typed back; unticking does, and is kept."""
    put_hand(phone, live_server.url, SOUTH_WINS, "Put 48 in the deal for South")
    put_hand(phone, live_server.url, NORTH_SEASONS.replace("seat=N", "seat=W"), "Put 0 and 1000 at once in the deal for West")
    put_hand(phone, live_server.url, NORTH_SEASONS, "Put 0 and 1000 at once in the deal for North")
    west = phone.locator("#deal .deal-scores tr", has=phone.locator('input[name="score_W"]'))
    expect(phone.locator("#deal .at-once")).to_have_count(2)

    west.get_by_role("checkbox", name="and 1000 at once from each other player").uncheck()
    posting(phone, lambda: phone.locator('#deal button[value="settle"]').tap())
    expect(phone.locator("#deal .settled .settlement tr")).to_have_text(
        PAID_IN_THE_DEAL)
    expect(west.locator(".at-once")).to_have_count(0)
    phone.reload()
    expect(phone.locator("#deal .at-once")).to_have_count(1)
    expect(phone.locator("#deal .balances")).to_have_text("Net: East -1096 · South -808 · West -1048 · North +2952")
