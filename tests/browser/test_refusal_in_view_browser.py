"""A tap refused (a fifth tile) is said in the hand panel, which on a phone is pinned at the top and
scrolls inside itself when the hand is tall: the message stood at its foot and was cut off
mid-sentence. It now comes first in the panel. Screenshot: test-artifacts/refusal-in-view.png."""

from pathlib import Path
from urllib.parse import quote

import pytest
from playwright.sync_api import Page, expect

from tests.browser.htmx_wait import posting

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
# British, 13 tiles with a concealed kong of 7m: the panel is taller than its share of the screen.
TALL_HAND = "/?rules=british&hand=" + quote("5556m111m [7777m] 888m")


def test_a_fifth_tile_refused_is_said_where_the_panel_shows_it(live_server, phone: Page):
    phone.goto(live_server.url + TALL_HAND)
    panel = phone.locator("#hand")
    expect(panel.locator(".progress")).to_contain_text("13 of 14 tiles")
    posting(phone, lambda: phone.locator('.picker button[value="7m"]').tap())
    message = phone.locator("#hand-message")
    expect(message).to_have_text("The hand already holds all four 7m in the kong [7777m]. A set has only four of each tile.")
    assert panel.evaluate("e => e.scrollHeight > e.clientHeight")  # with it, the panel scrolls inside itself
    shown, said = panel.bounding_box(), message.bounding_box()
    assert shown["y"] <= said["y"] and said["y"] + said["height"] <= shown["y"] + shown["height"]
    ARTIFACTS.mkdir(exist_ok=True)
    phone.screenshot(path=str(ARTIFACTS / "refusal-in-view.png"))
