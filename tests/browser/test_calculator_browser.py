"""The calculator in real headless Chromium: taps post with htmx and the score swaps in."""

from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.browser.htmx_wait import posting

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
PHONE = {"width": 375, "height": 812}
DESKTOP = {"width": 1280, "height": 900}


def tap_tiles(page: Page, codes: list[str]) -> None:
    for code in codes:
        # Each tap swaps the hand; wait for it so the next tap posts the new hand.
        posting(page, lambda code=code: page.click(f'.picker button[name="add"][value="{code}"]'))


@pytest.mark.parametrize("viewport, name", [(PHONE, "phone"), (DESKTOP, "desktop")])
def test_tapping_fourteen_tiles_scores_without_a_page_load(live_server, page: Page, viewport, name):
    ARTIFACTS.mkdir(exist_ok=True)
    page.set_viewport_size(viewport)
    page.goto(f"{live_server.url}/?rules=zung-jung")
    page.evaluate("window.loadedOnce = true")

    tap_tiles(page, ["1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m", "2p", "3p", "4p", "5p"])
    # 2p-3p-4p-5p waits on 2p or 5p: said in the hand panel, and drawn under the score.
    expect(page.locator("#hand .progress")).to_have_text(
        "13 of 14 tiles: add the winning tile. Waiting on 2 circles (50) or 5 circles (50).")
    expect(page.locator("#score .waits img")).to_have_count(2)
    # Either tile completes 123 456 789m with 22p 345p or 234p 55p: 5 + 5 + 40, under each tile.
    expect(page.locator("#score .waits .wait-score")).to_have_text(["50", "50"])
    tap_tiles(page, ["5p"])

    expect(page.locator("#hand .total")).to_have_text("50")  # 5 + 5 + Nine-Tile Straight 40
    expect(page.locator('#score tr[data-key="nine_tile_straight"]')).to_contain_text("40")
    assert page.evaluate("window.loadedOnce") is True, "the page reloaded instead of swapping"
    assert "hand=" in page.url  # the URL carries the hand, so reload and sharing restore it
    page.screenshot(path=str(ARTIFACTS / f"calculator-{name}.png"), full_page=True)

    posting(page, lambda: page.click("#hand .tiles-in-hand button >> nth=0"))  # remove the 1m
    expect(page.locator("#hand .total")).to_have_count(0)
    expect(page.locator("#hand .progress")).to_contain_text("13 of 14 tiles")

    page.reload()
    expect(page.locator("#hand .tiles-in-hand img")).to_have_count(13)


def test_bad_paste_shows_a_message_and_keeps_the_hand(live_server, page: Page):
    page.set_viewport_size(PHONE)
    page.goto(f"{live_server.url}/?rules=zung-jung&hand=123m456m789m234p5p%20%2B5p")
    expect(page.locator("#hand .total")).to_have_text("50")
    field = page.locator('input[name="hand_text"]')
    field.fill("11111m 234p 567p 99s +9s")
    field.press("Enter")
    expect(page.locator("#score .errors")).to_contain_text("There are 5 × 1m")
    expect(page.locator("#hand .tiles-in-hand img")).to_have_count(14)
    page.screenshot(path=str(ARTIFACTS / "calculator-bad-input.png"), full_page=True)


def test_works_without_javascript(live_server, browser):
    context = browser.new_context(java_script_enabled=False, viewport=PHONE)
    page = context.new_page()
    page.goto(f"{live_server.url}/?rules=zung-jung&hand=123m456m789m234p5p")
    page.click('.picker button[name="add"][value="5p"]')
    expect(page.locator("#hand .total")).to_have_text("50")
    # The name drawn under the rules menu cannot follow it without JavaScript: the plain menu shows instead.
    expect(page.locator(".rules-chosen")).to_be_hidden()
    assert page.locator('select[name="rules"]').evaluate("e => getComputedStyle(e).opacity") == "1"
    page.select_option('select[name="rules"]', "mcr")
    page.click('button[name="action"][value="rules"]')
    expect(page.locator('select[name="rules"]')).to_have_value("mcr")
    context.close()
