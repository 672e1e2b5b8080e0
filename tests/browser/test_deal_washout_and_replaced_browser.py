"""The deal panel on a phone at a British table (real headless Chromium): a hand put in over another
player's score says what it replaced, in view and to a screen reader, so that the score can be typed
back; Settle with nobody marked as the winner says it is a wash-out instead of showing nothing.

West fishing for The 13 Unique Wonders: 400 (british-scoring-tables.md §1.4). North's hand, an exposed
pung of North winds with the seat wind left at West: 4 points (§1.1), no double (not West's own wind)."""

from pathlib import Path
from urllib.parse import quote

import pytest
from playwright.sync_api import Page, expect

from tests.browser.htmx_wait import posting, settled

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
WEST_FISHING = "19m19p19s1234567z fishing winner=no seat=W"
NORTH_WITH_WESTS_SEAT = "122m33456p78s (444z) winner=no seat=W"


def paste(page: Page, line: str) -> None:
    field = page.locator('#notation input[name="hand_text"]')
    field.fill(line)
    posting(page, lambda: field.press("Enter"))


def test_a_put_over_another_score_says_what_it_replaced_in_view(live_server, phone: Page):
    phone.goto(f"{live_server.url}/?rules=british&hand={quote(WEST_FISHING)}")
    settled(phone)
    posting(phone, lambda: phone.locator(".use-in-deal").tap())
    expect(phone.locator('#deal input[name="score_W"]')).to_have_value("400")

    paste(phone, NORTH_WITH_WESTS_SEAT)  # the seat wind not changed for North
    posting(phone, lambda: phone.locator(".use-in-deal").tap())
    expect(phone.locator('#deal input[name="score_W"]')).to_have_value("4")
    replaced = phone.locator("#deal .put-replaced")
    expect(replaced).to_contain_text("West had 400; this hand put 4 in its place.")
    expect(replaced).to_be_in_viewport()
    expect(phone.locator("#announcer")).to_contain_text("West had 400")
    ARTIFACTS.mkdir(exist_ok=True)
    phone.screenshot(path=str(ARTIFACTS / "deal-put-replaced.png"))


def test_settle_with_nobody_marked_says_it_is_a_washout(live_server, phone: Page):
    phone.goto(f"{live_server.url}/?rules=british")
    settled(phone)
    for seat, score in zip("ESWN", ["20", "8", "0", "40"], strict=True):
        phone.locator(f'#deal input[name="score_{seat}"]').fill(score)
    posting(phone, lambda: phone.locator('#deal button[value="settle"]').tap())
    expect(phone.locator("#deal .washout")).to_contain_text("Nobody is marked as the winner: a wash-out, so nobody pays.")
    expect(phone.locator("#deal .settled")).to_have_count(0)
    expect(phone.locator("#announcer")).to_contain_text("wash-out")
