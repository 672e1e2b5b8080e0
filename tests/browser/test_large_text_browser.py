"""A phone set to larger text: the whole page follows the browser's text size (the pattern table,
the settlement and the tick-box labels stayed at 16px while headings doubled), the row of tap modes
wraps, and the page does not scroll sideways ("Winning" was cut off at the edge and the page was
432 px wide on a 390 px screen). Screenshots go to test-artifacts/large-text-*.png."""

from pathlib import Path
from urllib.parse import quote

import pytest
from playwright.sync_api import Page

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
# Self-drawn MCR, 19 points: a concealed kong (labelled "concealed" in the hand panel), flowers.
MCR_HAND = "/?rules=mcr&hand=" + quote("123m1z (555p) (2222s) [7777z] +1z 125f self_drawn")
BRITISH_HAND = "/?rules=british&hand=" + quote("123m456m789m11z22z +2z")  # with the deal panel
# Text set in the stylesheet at the body's size (not a share of it): each is 16px at the default.
BODY_TEXT = {
    "pattern table": "#score table.patterns td",
    "settlement": "#score .settlement td",
    "tick-box label": ".controls label.flag",
    "rules menu": ".rules-chosen",
    "notation field's label": ".notation label",
    "notation field": ".notation input",
}


def open_with_text_size(browser, url: str, size: int, viewport=(390, 844)) -> Page:
    """A phone whose browser's default text size is `size` px (the setting a player changes, not a zoom)."""
    context = browser.new_context(viewport={"width": viewport[0], "height": viewport[1]}, is_mobile=True, has_touch=True)
    page = context.new_page()
    context.new_cdp_session(page).send("Page.setFontSizes", {"fontSizes": {"standard": size}})
    page.goto(url)
    return page


def font_sizes(page: Page) -> dict:
    return {name: page.eval_on_selector(selector, "e => parseFloat(getComputedStyle(e).fontSize)")
            for name, selector in BODY_TEXT.items()}


def test_a_larger_default_text_size_reaches_all_the_text(live_server, browser):
    default = open_with_text_size(browser, live_server.url + MCR_HAND, 16)
    assert font_sizes(default) == {name: 16 for name in BODY_TEXT}
    default.context.close()

    page = open_with_text_size(browser, live_server.url + MCR_HAND, 32)
    assert font_sizes(page) == {name: 32 for name in BODY_TEXT}
    assert page.evaluate("document.documentElement.scrollWidth") == 390  # the table's columns fit
    points = page.locator("#score table.patterns th").last.bounding_box()
    assert points["x"] + points["width"] <= 390
    # The hand panel holds the whole hand: the kong's "concealed" under it, not cut at the panel's foot.
    hand = page.locator("#hand").bounding_box()
    label = page.locator("#hand .meld-label").bounding_box()
    assert label["y"] + label["height"] <= hand["y"] + hand["height"]
    assert page.eval_on_selector("#hand", "h => h.scrollHeight <= h.clientHeight")
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "large-text-32px-hand.png"))
    page.locator("#score table.patterns").scroll_into_view_if_needed()
    page.screenshot(path=str(ARTIFACTS / "large-text-32px-patterns.png"))
    page.context.close()


def test_the_deal_panel_fits_a_phone_at_a_larger_default_text_size(live_server, browser):
    page = open_with_text_size(browser, live_server.url + BRITISH_HAND, 32)
    assert page.eval_on_selector(".deal-scores th", "e => parseFloat(getComputedStyle(e).fontSize)") == 32
    assert page.evaluate("document.documentElement.scrollWidth") == 390
    won = page.locator(".deal-scores th").last.bounding_box()
    assert won["x"] + won["width"] <= 390
    page.context.close()


def test_the_deal_panel_fits_the_narrowest_phone_at_a_larger_default_text_size(live_server, browser):
    # 320 px at 32px text: "Nobody", the score fields and "Won" ran 22 px off the screen.
    page = open_with_text_size(browser, live_server.url + BRITISH_HAND, 32, viewport=(320, 700))
    assert page.evaluate("document.documentElement.scrollWidth") == 320
    won = page.locator(".deal-scores th").last.bounding_box()
    assert won["x"] + won["width"] <= 320
    page.locator(".deal-scores").scroll_into_view_if_needed()
    page.screenshot(path=str(ARTIFACTS / "large-text-32px-320-deal.png"))
    page.context.close()


@pytest.mark.parametrize("rules", ["british", "mcr"])
def test_larger_text_wraps_the_tap_modes_instead_of_widening_the_page(live_server, phone: Page, rules):
    phone.goto(f"{live_server.url}/?rules={rules}&hand=123m")
    phone.add_style_tag(content="html { font-size: 150%; }")
    assert phone.evaluate("document.documentElement.scrollWidth") == 390
    winning = phone.locator('.modes label:has(input[value="winning"])').bounding_box()
    assert winning["x"] + winning["width"] <= 390
