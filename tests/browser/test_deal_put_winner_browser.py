"""The audit's table in the browser (British rules): East's winning 1000 is put in the deal, the hand
is cleared for South, but the seat is left at East. South's hand, which did not win, is then refused
for East's seat with a message in the deal panel, and East keeps the 1000 and the win."""

from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.browser.htmx_wait import posting

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"


def test_a_hand_that_did_not_win_put_for_the_winners_seat_is_refused(live_server, page: Page):
    ARTIFACTS.mkdir(exist_ok=True)
    page.set_viewport_size({"width": 375, "height": 812})
    page.goto(f"{live_server.url}/?rules=british&hand=999p999s111m1s%20(111p)%20%2B1s")
    put = page.locator("#score .use-in-deal")
    expect(put).to_have_text("Put 1000 in the deal for East")
    posting(page, put.click)
    expect(page.locator('#deal input[name="score_E"]')).to_have_value("1000")
    expect(page.locator('#deal input[name="winner"][value="E"]')).to_be_checked()
    # East wins, so everyone pays East double (MBR "Settling up").
    expect(page.locator("#deal .balances")).to_have_text("Net: East +6000 · South -2000 · West -2000 · North -2000")

    posting(page, lambda: page.click("button.clear"))
    expect(page.locator('select[name="seat_wind"]')).to_have_value("E")  # the seat stays East
    field = page.locator('input[name="hand_text"]')
    field.fill("22234m67p99s1z (555z)")  # South's 13 tiles (a paste sets the situation as written: ticked after)
    posting(page, lambda: field.press("Enter"))
    posting(page, lambda: page.check('input[name="lost"]'))
    expect(put).to_have_text("Put 16 in the deal for East")
    posting(page, put.click)

    deal = page.locator("#deal")
    expect(deal.get_by_role("alert")).to_have_text(
        "E is this deal's winner with 1000, and this hand did not win, so it was not put in. Set the seat wind "
        "to the player whose hand it is, then put it in again (or, for the next deal, tap New deal first).")
    expect(page.locator('#deal input[name="score_E"]')).to_have_value("1000")
    expect(page.locator('#deal input[name="winner"][value="E"]')).to_be_checked()
    expect(page.locator("#deal .balances")).to_have_text("Net: East +6000 · South -2000 · West -2000 · North -2000")
    deal.scroll_into_view_if_needed()
    page.screenshot(path=str(ARTIFACTS / "deal-put-refused.png"))

    # The seat set to South, as the message says: the same hand goes in for South.
    posting(page, lambda: page.select_option('select[name="seat_wind"]', "S"))
    expect(put).to_have_text("Put 16 in the deal for South")
    posting(page, put.click)
    expect(deal.get_by_role("alert")).to_have_count(0)
    expect(page.locator('#deal input[name="score_S"]')).to_have_value("16")
    expect(page.locator('#deal input[name="score_E"]')).to_have_value("1000")
    expect(page.locator('#deal input[name="winner"][value="E"]')).to_be_checked()
