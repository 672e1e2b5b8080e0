"""On a phone, "Put N in the deal for South" is a screen above the deal panel: after a put the page
scrolls just enough to show what it did, below the hand panel stuck on top (British rules, real
headless Chromium; screenshots in test-artifacts/)."""

from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.browser.htmx_wait import posting

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
# East's winning hand, 1000 (the British limit), as in tests/browser/test_deal_put_winner_browser.py.
EAST_1000 = "/?rules=british&hand=999p999s111m1s%20(111p)%20%2B1s"



def shown_below_the_hand(page: Page, selector: str) -> None:
    """Wait for the element to be wholly on screen and not under the sticky hand panel (the scroll is smooth)."""
    page.wait_for_function("""selector => {
        const box = document.querySelector(selector).getBoundingClientRect();
        const hand = document.getElementById("hand").getBoundingClientRect();
        return box.top >= hand.bottom && box.bottom <= window.innerHeight;
    }""", arg=selector)


def test_a_put_shows_the_score_in_the_deal_and_a_refusal_its_message(live_server, phone: Page):
    ARTIFACTS.mkdir(exist_ok=True)
    phone.goto(live_server.url + EAST_1000)
    put = phone.locator("#score .use-in-deal")
    expect(put).to_have_text("Put 1000 in the deal for East")
    put.scroll_into_view_if_needed()
    # With the button on screen, the deal's scores run off its bottom (East's row is the first).
    assert phone.evaluate("document.querySelector('#deal .deal-scores').getBoundingClientRect().bottom > window.innerHeight")
    posting(phone, put.tap)
    expect(phone.locator('#deal input[name="score_E"]')).to_have_value("1000")
    shown_below_the_hand(phone, "#deal .deal-scores")
    phone.screenshot(path=str(ARTIFACTS / "put-shown-phone.png"))

    # South's hand that did not win, put for East's seat by mistake: refused, and the refusal in view.
    field = phone.locator('input[name="hand_text"]')
    field.scroll_into_view_if_needed()
    field.fill("22234m67p99s1z (555z) winner=no")
    posting(phone, lambda: field.press("Enter"))
    expect(put).to_have_text("Put 16 in the deal for East")
    put.scroll_into_view_if_needed()
    posting(phone, put.tap)
    refusal = "#deal .message[role=alert]"
    expect(phone.locator(refusal)).to_contain_text("this hand did not win, so it was not put in")
    shown_below_the_hand(phone, refusal)
    phone.screenshot(path=str(ARTIFACTS / "put-refused-shown-phone.png"))
