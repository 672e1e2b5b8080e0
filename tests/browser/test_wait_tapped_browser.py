"""The tiles a hand one short waits on, listed under the score with what each would bring, are
buttons: a tap wins the hand on that tile (they looked like buttons and did nothing; the tile had to
be found again in the picker). Screenshot: test-artifacts/waits-tappable.png."""

from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.browser.htmx_wait import posting

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"


def test_a_wait_tapped_completes_the_hand_even_in_pung_mode(live_server, phone: Page):
    # MCR, South in an East round: 123m 456p 78s 999s 11z waits on 6s (3, no win), 9s (13) and 1z (12)
    # (tests/engine/test_each_wait_scored.py).
    phone.goto(f"{live_server.url}/?rules=mcr&hand=123m456p78s999s11z%20seat=S&mode=pung")
    waits = phone.locator("#score .waits button[name=win_on]")
    expect(waits).to_have_count(3)
    ARTIFACTS.mkdir(exist_ok=True)
    phone.locator("#waits").screenshot(path=str(ARTIFACTS / "waits-tappable.png"))
    posting(phone, lambda: phone.get_by_role("button", name="Win on East wind").tap())
    expect(phone.locator("#hand .total")).to_have_text("12")
    expect(phone.locator('#hand input[name="hand"]')).to_have_value("123m456p78999s11z +1z seat=S")
