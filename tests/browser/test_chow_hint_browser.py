"""Chow mode says which chow a tap makes, and makes it: the tile tapped is the chow's lowest, and an
8 or a 9 makes 7-8-9. A first-time player who claimed a 3 for 2-3-4 tapped it and got 3-4-5. Real
headless Chromium on a phone; the screenshot is test-artifacts/chow-hint.png."""

from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.browser.htmx_wait import posting
from tests.browser.screens import PHONE

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"


@pytest.fixture
def phone(browser):
    context = browser.new_context(**PHONE)
    yield context.new_page()
    context.close()


def test_chow_mode_says_how_a_tap_makes_a_chow_and_does_so(live_server, phone: Page):
    phone.goto(f"{live_server.url}/?rules=mcr")
    hint = phone.locator(".modes .chow-hint")
    expect(hint).to_be_hidden()  # in Hand mode, nothing about chows

    phone.locator('.modes label:has(input[value="chow"])').tap()
    expect(hint).to_be_visible()
    expect(hint).to_have_text("A chow runs up from the tile tapped: 3 makes 3-4-5 (8 or 9 makes 7-8-9).")
    ARTIFACTS.mkdir(exist_ok=True)
    phone.locator(".modes").screenshot(path=str(ARTIFACTS / "chow-hint.png"))

    posting(phone, lambda: phone.locator('.picker button[name="add"][value="3p"]').tap())
    posting(phone, lambda: phone.locator('.picker button[name="add"][value="8s"]').tap())
    expect(phone.locator('#hand input[name="hand"]')).to_have_value("(345p) (789s)")

    phone.locator('.modes label:has(input[value="pung"])').tap()
    expect(hint).to_be_hidden()
