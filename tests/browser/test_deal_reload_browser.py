"""A reload at the table (a phone's pull-to-refresh, a slip) keeps the deal the table entered; New
deal, asked first, starts the next one. Real headless Chromium; screenshots in test-artifacts/."""

from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.browser.htmx_wait import posting

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
# South's hand, 84 points under British rules (counted in tests/browser/test_deal_browser.py).
SOUTH_84 = "/?rules=british&hand=34s999p777z11z%20(222m)%20%2B5s%20self_drawn%20seat=S"
# E pays 84 × 2; W and N pay 84; W pays E (20 − 8) × 2; N pays E 20 × 2; N pays W 8.
NET = "Net: East -104 · South +336 · West -100 · North -132"



def enter_the_deal(page: Page, live_server) -> None:
    page.goto(live_server.url + SOUTH_84)
    expect(page.locator("#hand .total")).to_have_text("84")
    posting(page, lambda: page.locator("#score .use-in-deal").tap())
    # The answer replaces the form: wait for the new one before typing into it.
    expect(page.locator('#deal input[name="score_S"]')).to_have_value("84")
    page.locator('#deal input[name="score_E"]').fill("20")
    page.locator('#deal input[name="score_W"]').fill("8")
    posting(page, lambda: page.locator('#deal button[value="settle"]').tap())
    expect(page.locator("#deal .balances")).to_have_text(NET)


def expect_the_deal(page: Page) -> None:
    for seat, score in {"E": "20", "S": "84", "W": "8", "N": ""}.items():  # North typed nothing
        expect(page.locator(f'#deal input[name="score_{seat}"]')).to_have_value(score)
    expect(page.locator('#deal input[name="winner"][value="S"]')).to_be_checked()
    expect(page.locator("#deal .balances")).to_have_text(NET)


def test_a_reload_keeps_the_settled_deal(live_server, phone: Page):
    ARTIFACTS.mkdir(exist_ok=True)
    enter_the_deal(phone, live_server)
    phone.reload()
    expect(phone.locator("#hand .total")).to_have_text("84")
    expect_the_deal(phone)
    phone.screenshot(path=str(ARTIFACTS / "deal-after-reload.png"), full_page=True)
    phone.locator("#deal").screenshot(path=str(ARTIFACTS / "deal-after-reload-panel.png"))

    # Opening the calculator again in the same browser, on another hand, finds the same deal.
    phone.goto(f"{live_server.url}/?rules=british&hand=123m")
    expect_the_deal(phone)


def test_new_deal_asks_and_then_starts_an_empty_deal_that_a_reload_keeps_empty(live_server, phone: Page):
    enter_the_deal(phone, live_server)
    asked = []

    def answer(dialog):
        asked.append(dialog.message)
        dialog.dismiss() if len(asked) == 1 else dialog.accept()

    phone.on("dialog", answer)
    posts = []
    phone.on("request", lambda r: posts.append(r.url) if r.method == "POST" else None)
    phone.locator('#deal button[value="new"]').tap()  # the first time, the player thinks better of it
    # A request from that tap would have left before this settle's: only the settle is sent.
    posting(phone, lambda: phone.locator('#deal button[value="settle"]').tap())
    assert len(posts) == 1
    expect(phone.locator("#deal .balances")).to_have_text(NET)
    posting(phone, lambda: phone.locator('#deal button[value="new"]').tap())
    expect(phone.locator("#deal .balances")).to_have_count(0)
    assert asked == ["Clear the scores and the winner for a new deal?"] * 2
    expect(phone.locator('#deal input[name="score_S"]')).to_have_value("")  # an empty box (a grey 0)
    expect(phone.locator('#deal input[name="winner"][value=""]')).to_be_checked()

    phone.reload()
    expect(phone.locator("#hand .total")).to_have_text("84")
    for seat in "ESWN":
        expect(phone.locator(f'#deal input[name="score_{seat}"]')).to_have_value("")
    expect(phone.locator("#deal .balances")).to_have_count(0)
