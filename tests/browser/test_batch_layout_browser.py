"""Score many hands: the table laid out for a phone (390 px) and a desktop (1280 px) in real headless
Chromium, with a line far longer than a hand (a note written into it). Screenshots go to
test-artifacts/batch-layout-*.png, for a person to look at."""

from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.browser.screens import PHONE

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
NOTE = ("East claimed the 5p from South's discard but the table agreed afterwards that it had been drawn from the wall, "
        "so it is scored as self-drawn; the scorer at table 4 checked the tiles, and South did not dispute it. "
        "Recorded by the floor judge after round 3, to be confirmed with the head referee before the standings are posted.")
LONG_HAND = f'{{"concealed": "123m456m789m234p5p", "winning_tile": "5p", "self_drawn": true, "note": "{NOTE}"}}'
PASTE = "\n".join([
    "123m456m789m234p5p +5p self_drawn",  # MCR 23
    "123m456m789p234s5s +5s discarder=S",  # MCR 5: not a win
    LONG_HAND,  # MCR 23 too; the note is ignored, with a warning
    "123q 456m",  # no such tile
    # Two hands on one line: MCR 21, and Zung Jung 50 (All Sequences 5, Concealed Hand 5, Nine-Tile Straight 40).
    '[{"concealed": "123m456m789m234p5p", "winning_tile": "5p"}, "123m456m789m234p5p +5p rules=zung-jung"]',
])
ROWS = 6


@pytest.fixture
def scored(live_server, browser):
    """Opens the page at a screen's size with the paste scored under MCR."""
    contexts = []

    def open_at(size: dict) -> Page:
        contexts.append(browser.new_context(**size))
        page = contexts[-1].new_page()
        page.goto(live_server.url + "/batch")
        page.locator("textarea[name=hands]").fill(PASTE)
        page.locator("select[name=rules]").select_option("mcr")
        with page.expect_navigation():
            page.get_by_role("button", name="Score them").click()
        expect(page.locator(".batch-table tbody tr")).to_have_count(ROWS)
        return page

    yield open_at
    for context in contexts:
        context.close()


def test_on_a_phone_line_hand_total_and_verdict_show_before_scrolling_sideways(scored):
    page = scored(PHONE)
    page.locator("#results").screenshot(path=str(ARTIFACTS / "batch-layout-phone.png"))
    expect(page.locator(".batch-table thead th")).to_have_text(["Line", "Hand", "Total", "Win?", "Rules", "Patterns, or problems"])
    expect(page.locator(".batch-table tbody tr").nth(5).locator("td")).to_contain_text(["5hand 2", "123m456m789m234p5p +5p rules=zung-jung", "50", "win"])
    # Clear of the shadow at the box's edge that says there is more to scroll to, which greyed a verdict's end.
    visible_right = page.locator(".table-box").evaluate("b => b.getBoundingClientRect().left + b.clientLeft + b.clientWidth")
    shadow = 12
    for column in range(1, 5):
        cells = page.locator(f".batch-table tr > :nth-child({column})")
        rights = cells.evaluate_all("cells => cells.map(c => c.getBoundingClientRect().right)")
        assert max(rights) <= visible_right - shadow, (column, rights, visible_right)


def test_a_long_line_is_cut_short_in_its_cell_with_the_whole_of_it_kept(scored):
    page = scored(PHONE)
    page.locator("#results").screenshot(path=str(ARTIFACTS / "batch-layout-phone.png"))
    long_row = page.locator(".batch-table tbody tr").nth(2)
    expect(long_row.locator(".total")).to_have_text("23")
    hand = long_row.locator(".written")
    assert hand.get_attribute("title") == LONG_HAND  # shown on hovering it, with a mouse
    shown = hand.inner_text()
    assert shown.endswith("…") and LONG_HAND.startswith(shown.removesuffix("…")) and len(shown) == 100
    # Seven lines or so, where the whole of it took 24 on a phone (over 450 px).
    assert long_row.evaluate("r => r.getBoundingClientRect().height") < 200


def test_the_table_at_a_desktops_width(scored):
    """Not asserted beyond the table's fitting: the screenshot is for a person to look at."""
    page = scored({"viewport": {"width": 1280, "height": 800}})
    page.screenshot(path=str(ARTIFACTS / "batch-layout-desktop.png"), full_page=True)
    assert page.locator(".table-box").evaluate("b => b.scrollWidth <= b.clientWidth")
