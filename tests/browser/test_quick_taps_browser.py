"""Taps faster than the network answers (a phone on a slow connection at the table): every tap
counts, in the order tapped, and a change of the situation made meanwhile is not undone by a tap's
answer. Real headless Chromium with the network slowed down (slow_phone, tests/browser/conftest.py)."""

import pytest
from playwright.sync_api import Page, expect

from tests.browser.htmx_wait import settled

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]



def hand_line(page: Page):
    return expect(page.locator('#hand input[name="hand"]'))


def test_tiles_tapped_before_the_first_answer_all_count(live_server, slow_phone: Page):
    slow_phone.goto(f"{live_server.url}/?rules=zung-jung")
    for code in ("1m", "2m", "3m", "9p"):
        slow_phone.locator(f'.picker button[name="add"][value="{code}"]').tap()
    settled(slow_phone)
    hand_line(slow_phone).to_have_value("123m9p")
    expect(slow_phone.locator("#hand .tiles-in-hand img")).to_have_count(4)


def test_tiles_removed_quickly_are_the_ones_tapped(live_server, slow_phone: Page):
    slow_phone.goto(f"{live_server.url}/?rules=zung-jung&hand=123456789m")
    # 1m, then 2m next to it, before the first answer: the second tap still removes the 2m, though
    # by the time it is sent the 3m is where the 2m was.
    slow_phone.locator('#hand .tiles-in-hand button[title="Remove 1m"]').tap()
    slow_phone.locator('#hand .tiles-in-hand button[title="Remove 2m"]').tap()
    settled(slow_phone)
    hand_line(slow_phone).to_have_value("3456789m")


def test_a_tile_tapped_twice_before_the_answer_is_removed_once(live_server, slow_phone: Page):
    slow_phone.goto(f"{live_server.url}/?rules=zung-jung&hand=123456789m")
    first = slow_phone.locator('#hand .tiles-in-hand button[title="Remove 1m"]')
    first.tap()
    first.tap()  # the player saw nothing happen yet, and tapped again
    settled(slow_phone)
    hand_line(slow_phone).to_have_value("23456789m")
    expect(slow_phone.locator("#hand .message")).to_have_text("That tile is no longer in the hand; the hand shown is up to date.")


def test_a_flag_ticked_while_a_tap_is_answered_stays(live_server, slow_phone: Page):
    slow_phone.goto(f"{live_server.url}/?rules=zung-jung-extended&hand=123m456m789m11z22z")
    slow_phone.locator('.picker button[name="add"][value="2z"]').tap()
    slow_phone.locator('input[name="flags"][value="self_drawn"]').tap()
    settled(slow_phone)
    hand_line(slow_phone).to_have_value("123456789m1122z +2z self_drawn")
    expect(slow_phone.locator('input[name="flags"][value="self_drawn"]')).to_be_checked()
    expect(slow_phone.locator('#score tr[data-key="self_drawn"]')).to_have_count(1)
