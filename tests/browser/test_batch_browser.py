"""Score many hands (/batch) on a phone (390×844, touch) in real headless Chromium: a paste scored
without a script of the page's own, the table read, the page no wider than the screen (the table
scrolls in its own box), and a hand opened in the calculator. Screenshots go to test-artifacts/batch-*.png."""

from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.browser.htmx_wait import settled

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
PASTE = "\n".join([
    "123m456m789m234p5p +5p self_drawn",  # MCR 23: Pure Straight 16, Fully Concealed Hand 4, All Chows 2, One Voided Suit 1
    "",
    "123m456m789p234s5s +5s discarder=S",  # MCR 5: under the 8 points a win needs
    "123m456m789m234p5p +5p rules=zung-jung",  # Zung Jung 50: All Sequences 5, Concealed Hand 5, Nine-Tile Straight 40
    "123q 456m",
    '{"concealed": "111m222p333s5z", "melds": [{"kind": "pung", "tiles": "777s"}], "winning_tile": "5z", "rules": "zung-jung"}',
])


def shot(page: Page, name: str) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"batch-{name}.png"), full_page=True)


def page_width(page: Page) -> int:
    return page.evaluate("document.documentElement.scrollWidth")


def score_the_paste(page: Page, url: str) -> None:
    page.goto(url + "/batch")
    page.locator("textarea[name=hands]").fill(PASTE)
    page.locator("select[name=rules]").select_option("mcr")
    with page.expect_navigation():
        page.get_by_role("button", name="Score them").click()


def test_a_paste_is_scored_into_a_table_that_scrolls_in_its_own_box(live_server, phone: Page):
    score_the_paste(phone, live_server.url)

    expect(phone.locator("#results-summary")).to_have_text("5 hands: 3 wins, 1 not a win, 1 with a problem")
    rows = phone.locator(".batch-table tbody tr")
    expect(rows).to_have_count(5)
    expect(rows.nth(0).locator("td")).to_have_text([
        "1", "123m456m789m234p5p +5p self_drawn", "23", "win", "mcr",
        "Pure Straight 16 · Fully Concealed Hand 4 · All Chows 2 · One Voided Suit 1"])
    expect(rows.nth(1).locator(".verdict")).to_have_text("not a win")
    expect(rows.nth(1).locator(".refusal")).to_have_text(
        "Not a win: the hand needs at least 8 points (not counting bonus tiles) and has 5.")
    expect(rows.nth(2).locator(".total")).to_have_text("50")
    expect(rows.nth(3).locator(".verdict")).to_have_text("problem")
    expect(rows.nth(3).locator(".errors")).to_have_text("“123q” is not a tile. Tiles are written like 1m–9m, 1p–9p, 1s–9s, 1z–7z, 1f–8f.")
    expect(rows.nth(4).locator(".total")).to_have_text("60")
    # The text as pasted, to be corrected and scored again; the menu as chosen.
    expect(phone.locator("textarea[name=hands]")).to_have_value(PASTE)
    expect(phone.locator("select[name=rules]")).to_have_value("mcr")

    # The answer opens at the summary (the form's address ends in #results), not at the text pasted.
    # (As near the top as the page's length lets it: a short table leaves the page too short to scroll further.)
    assert phone.evaluate("window.scrollY") > 300
    assert 0 <= phone.evaluate("document.getElementById('results-summary').getBoundingClientRect().top") < 844 / 3
    # The page is no wider than the phone; the table, wider, scrolls inside its box.
    assert page_width(phone) <= 390
    box = phone.locator(".table-box")
    assert box.evaluate("b => b.scrollWidth > b.clientWidth")
    shot(phone, "phone")
    box.evaluate("b => b.scrollLeft = b.scrollWidth")
    phone.locator("#results").screenshot(path=str(ARTIFACTS / "batch-phone-scrolled.png"))
    assert page_width(phone) <= 390

    # A row's hand opens in the calculator, with the score the row showed.
    with phone.expect_navigation():
        rows.nth(0).locator(".written a").tap()
    settled(phone)
    expect(phone.locator("#hand .total")).to_have_text("23")


def test_the_page_at_a_desktops_width(live_server, browser):
    """Not asserted beyond the table's fitting: the screenshot is for a person to look at."""
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    score_the_paste(page, live_server.url)
    expect(page.locator(".batch-table tbody tr")).to_have_count(5)
    assert page.locator(".table-box").evaluate("b => b.scrollWidth <= b.clientWidth")  # no sideways scroll needed
    page.screenshot(path=str(ARTIFACTS / "batch-desktop.png"), full_page=True)
    context.close()
