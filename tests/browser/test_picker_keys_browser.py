"""The tile picker from the keyboard (the second usability audit: one MCR hand took about 300 key
presses, each of the 42 tiles a stop of the Tab key): the picker is one Tab stop, at the tile last
used; the arrow keys move between tiles, up and down to the same place in the row above or below,
Home and End to a row's ends; Enter adds the tile and the focus stays on it. In Winning mode a tile
in hand is named for what Enter does to it: it becomes the winning tile, it is not removed."""

import pytest
from playwright.sync_api import Page, expect

from tests.browser.htmx_wait import posting, settled

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def focused(page: Page) -> str:
    return page.evaluate("document.activeElement.getAttribute('aria-label') || document.activeElement.textContent.trim()")


def tab_into_the_picker(page: Page) -> None:
    page.locator(".modes input:checked").focus()
    page.keyboard.press("Tab")


def test_the_picker_is_one_tab_stop_and_the_arrow_keys_move_in_it(live_server, page: Page):
    page.goto(live_server.url + "/?rules=mcr")
    tab_into_the_picker(page)
    assert focused(page) == "Add 1 character"
    moves = {}
    for key in ["ArrowRight", "ArrowDown", "ArrowDown", "End", "ArrowDown", "Home", "ArrowLeft", "ArrowUp", "ArrowUp"]:
        page.keyboard.press(key)
        moves.setdefault(key, []).append(focused(page))
    assert moves == {
        "ArrowRight": ["Add 2 characters"],
        "ArrowDown": ["Add 2 circles", "Add 2 bamboo", "Add Red dragon"],  # from 9 bamboo: the end of the shorter row
        "End": ["Add 9 bamboo"],
        "Home": ["Add East wind"],
        "ArrowLeft": ["Add 9 bamboo"],  # back into the row before
        "ArrowUp": ["Add 9 circles", "Add 9 characters"],
    }
    page.keyboard.press("Tab")
    assert focused(page) == "Clear hand"  # out of the picker with one press


def test_enter_adds_the_tile_and_the_tab_key_comes_back_to_it(live_server, page: Page):
    page.goto(live_server.url + "/?rules=mcr")
    tab_into_the_picker(page)
    for key in ["ArrowDown", "ArrowRight", "ArrowRight", "ArrowRight", "ArrowRight"]:
        page.keyboard.press(key)
    posting(page, lambda: page.keyboard.press("Enter"))
    expect(page.locator("#hand").get_by_role("button", name="Remove 5 circles")).to_have_count(1)
    assert focused(page) == "Add 5 circles"
    posting(page, lambda: page.keyboard.press("Enter"))
    expect(page.locator("#hand").get_by_role("button", name="Remove 5 circles")).to_have_count(2)
    page.keyboard.press("Tab")
    tab_into_the_picker(page)
    assert focused(page) == "Add 5 circles"


def test_in_winning_mode_a_tile_in_hand_is_named_for_becoming_the_winning_tile(live_server, page: Page):
    page.goto(live_server.url + "/?rules=mcr&hand=123m456m789m234p5p")
    settled(page)
    hand = page.locator("#hand")
    expect(hand.get_by_role("button", name="Remove 5 circles")).to_have_count(1)
    page.locator('.modes input[value="winning"]').check(force=True)
    expect(hand.get_by_role("button", name="Make 5 circles the winning tile")).to_have_count(1)
    expect(hand.locator('button[value^="c"][title="Make 5p the winning tile"]')).to_have_count(1)
    posting(page, lambda: hand.get_by_role("button", name="Make 3 characters the winning tile").click())
    expect(hand.get_by_role("button", name="Make 5 circles the winning tile")).to_have_count(1)  # named so in the hand drawn again
    assert "+3m" in page.locator('input[name="hand_text"]').input_value()
    page.locator('.modes input[value="hand"]').check(force=True)
    expect(hand.get_by_role("button", name="Remove 5 circles")).to_have_count(1)


def test_after_back_the_picker_is_still_one_tab_stop(live_server, page: Page):
    # Back swaps the page in from its URL without a new DOMContentLoaded: what the script set up on
    # load (the picker's one Tab stop, the hand's tile names) is set up again.
    page.goto(live_server.url + "/?rules=mcr")
    posting(page, lambda: page.locator('.picker button[name="add"][value="5p"]').click())
    page.go_back()
    settled(page)
    expect(page.locator('#hand input[name="hand"]')).to_have_value("")
    stops = page.eval_on_selector_all('.picker button[name="add"]', "tiles => tiles.filter(t => t.tabIndex === 0).length")
    assert stops == 1
    tab_into_the_picker(page)
    assert focused(page) == "Add 1 character"
    page.keyboard.press("Tab")
    assert focused(page) == "Clear hand"
