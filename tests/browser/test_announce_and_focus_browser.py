"""What a keyboard and a screen reader get after each answer (the accessibility audit): the answer is
said in a status line that no answer replaces, and a button the answer took away (a tile removed with
Enter, Settle) hands the focus on, not back to the top of the page."""

import pytest
from playwright.sync_api import Page, expect

from tests.browser.htmx_wait import posting

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

# Zung Jung, 50 points: All Sequences 5 + Concealed Hand 5 + Nine-Tile Straight 40 (as tests/web/test_page.py).
NINE_TILE_STRAIGHT = "/?rules=zung-jung&hand=123m456m789m234p5p%20%2B5p"
WITH_A_KONG = "/?rules=zung-jung&hand=123m456m789m5p%20[2222p]%20%2B5p"


def status(page: Page):
    return page.locator("#announcer")


def focused(page: Page) -> dict:
    return page.evaluate("""() => { const e = document.activeElement;
        return {label: e.getAttribute('aria-label'), tag: e.tagName, id: e.id, value: e.value || null,
                index: [...document.querySelectorAll('#hand button[name="tap"]')].indexOf(e)}; }""")


def test_the_status_line_says_each_answer_and_the_hand_is_no_live_region(live_server, page: Page):
    page.goto(live_server.url + "/?rules=zung-jung&hand=123m456m789m234p5p")
    expect(page.locator("#hand")).not_to_have_attribute("aria-live", "polite")
    page.get_by_role("radio", name="Winning").check()
    posting(page, lambda: page.get_by_role("button", name="Add 5 circles").click())
    expect(page.locator("#hand .total")).to_have_text("50")
    expect(status(page)).to_have_text("50 points")
    posting(page, lambda: page.get_by_role("button", name="Winning tile 5 circles: tap to remove").click())
    progress = page.locator("#hand .summary .progress").inner_text()
    assert progress.startswith("13 of 14 tiles")
    expect(status(page)).to_have_text(progress)


def test_a_tile_removed_with_enter_hands_the_focus_to_the_nearest_tile_left(live_server, page: Page):
    page.goto(live_server.url + NINE_TILE_STRAIGHT)
    page.locator('#hand button[name="tap"][value="c2:3m"]').focus()
    posting(page, lambda: page.keyboard.press("Enter"))
    expect(page.locator('#hand button[name="tap"]')).to_have_count(13)
    assert focused(page) == {"label": "Remove 4 characters", "tag": "BUTTON", "id": "", "value": "c2:4m", "index": 2}

    page.get_by_role("button", name="Winning tile 5 circles: tap to remove").focus()  # the last tile
    posting(page, lambda: page.keyboard.press("Enter"))
    assert focused(page)["label"] == "Remove 5 circles" and focused(page)["index"] == 11


def test_a_meld_removed_with_enter_hands_the_focus_on_and_the_emptied_hand_takes_it_last(live_server, page: Page):
    page.goto(live_server.url + WITH_A_KONG)
    page.get_by_role("button", name="Concealed kong of 2 circles: tap to remove").focus()
    posting(page, lambda: page.keyboard.press("Enter"))
    assert focused(page)["index"] >= 0  # a tile of the hand, not the page
    page.goto(live_server.url + "/?rules=zung-jung&hand=5p")
    page.get_by_role("button", name="Remove 5 circles").focus()
    posting(page, lambda: page.keyboard.press("Enter"))
    assert focused(page)["id"] == "hand"


def test_settle_with_enter_hands_the_focus_to_who_pays_whom_and_says_it(live_server, page: Page):
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{live_server.url}/?rules=british")
    for seat, score in {"E": "100", "S": "40", "N": "20"}.items():
        page.fill(f'#deal input[name="score_{seat}"]', score)
    page.check('#deal input[name="winner"][value="S"]')
    page.locator('#deal button[value="settle"]').focus()
    posting(page, lambda: page.keyboard.press("Enter"))
    settlement = page.locator("#deal .settled .settlement")
    expect(settlement).to_be_focused()
    rows = [" ".join(row.split()) for row in settlement.locator("tr").all_inner_texts()]
    expect(status(page)).to_have_text("Settled: " + "; ".join(rows))
    page.screenshot(path="test-artifacts/focus-settled-390.png")

    page.fill('#deal input[name="score_N"]', "30")  # out of date: struck through, still at full contrast
    expect(page.locator("#deal .settled")).to_have_class("settled outdated")
    assert settlement.evaluate("e => getComputedStyle(e).opacity") == "1"


def test_the_winning_tile_removed_with_enter_hands_the_focus_back_to_the_hand_not_on_to_a_meld(live_server, page: Page):
    """A second Enter must not remove something of another kind: the kong drawn after the winning
    tile was focused, and removed by it."""
    page.goto(live_server.url + WITH_A_KONG)
    page.get_by_role("button", name="Winning tile 5 circles: tap to remove").focus()
    posting(page, lambda: page.keyboard.press("Enter"))
    expect(page.get_by_role("button", name="Concealed kong of 2 circles: tap to remove")).to_have_count(1)
    assert focused(page) == {"label": "Remove 5 circles", "tag": "BUTTON", "id": "", "value": "c9:5p", "index": 9}

    page.get_by_role("button", name="Concealed kong of 2 circles: tap to remove").focus()  # the only meld
    posting(page, lambda: page.keyboard.press("Enter"))
    assert focused(page)["value"] == "c9:5p"  # the part before it


def test_win_on_a_tile_waited_on_with_enter_hands_the_focus_to_that_tile_in_the_hand(live_server, page: Page):
    """The "Win on" button is gone with the waits once the hand is won: the focus went to the page's top."""
    page.goto(live_server.url + "/?rules=mcr&hand=123m456m789m234p5p")
    page.get_by_role("button", name="Win on 5 circles").focus()
    posting(page, lambda: page.keyboard.press("Enter"))
    expect(page.locator("#hand .total")).to_have_text("21")
    expect(status(page)).to_have_text("21 points")
    assert focused(page) == {"label": "Winning tile 5 circles: tap to remove", "tag": "BUTTON", "id": "", "value": "w", "index": 13}

    posting(page, lambda: page.keyboard.press("Enter"))  # Enter again takes the win back, as a tile removed
    expect(page.get_by_role("button", name="Win on 5 circles")).to_have_count(1)
    assert focused(page)["label"] == "Remove 5 circles"


def test_back_from_a_patterns_rule_puts_the_focus_on_that_patterns_name(live_server, page: Page):
    """Back loads the page afresh: the focus was at its top, far from the patterns."""
    page.goto(live_server.url + "/?rules=mcr&hand=123m456m789m234p5p%20%2B5p")
    link = page.locator('#score tr[data-key="all_chows"] a.pattern-rule')
    link.focus()
    page.keyboard.press("Enter")
    page.wait_for_url("**/rules/mcr/**#all_chows")
    page.go_back()
    expect(page.locator("#hand .total")).to_have_text("21")
    expect(link).to_be_focused()
    page.reload()  # the page loaded again opens at its top
    expect(page.locator("#hand .total")).to_have_text("21")
    assert page.evaluate("document.activeElement === document.body")
