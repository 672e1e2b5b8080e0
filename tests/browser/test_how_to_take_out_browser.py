"""The hand panel's "Tap a tile or set in the hand to take it out" is hidden while Winning mode is
chosen, where a tap on a tile in the hand makes it the winning tile instead (a review found the
hint saying the opposite of what the tap would do). MCR, 9 tiles: three melded chows."""

from urllib.parse import quote

import pytest
from playwright.sync_api import Page, expect

from tests.browser.htmx_wait import settled

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_the_hint_is_hidden_in_winning_mode(live_server, phone: Page):
    phone.goto(f"{live_server.url}/?rules=mcr&hand={quote('(123m) (456p) (789m)')}")
    settled(phone)
    hint = phone.locator("#hand .how-to-take-out")
    expect(hint).to_be_visible()
    phone.locator('.modes input[value="winning"]').check()
    expect(hint).to_be_hidden()
    phone.locator('.modes input[value="hand"]').check()
    expect(hint).to_be_visible()
