"""Scores typed into the deal panel and not yet settled are kept without a tap (British rules, real
headless Chromium): a reload, or a switch to another rule set and back, draws them as typed, not
settled; a score changed after settling is kept too, and the settlement shown stays out of date."""

from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.browser.htmx_wait import posting, posts_to, settled

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"



def score(page: Page, seat: str):
    return page.locator(f'#deal input[name="score_{seat}"]')


def test_typed_scores_and_winner_survive_a_reload_and_a_switch_of_rule_set(live_server, phone: Page):
    ARTIFACTS.mkdir(exist_ok=True)
    phone.goto(f"{live_server.url}/?rules=british")
    posted = posts_to(phone, "/deal")
    score(phone, "E").fill("20")
    score(phone, "S").fill("84")  # East's change is posted as its field is left
    posting(phone, lambda: phone.locator('#deal input[name="winner"][value="S"]').check())
    score(phone, "N").fill("8")
    posting(phone, lambda: score(phone, "N").blur())
    assert all("action=keep" in body for body in posted) and len(posted) == 4, posted
    expect(phone.locator("#deal .settled")).to_have_count(0)  # kept, not settled

    phone.reload()
    for seat, typed in {"E": "20", "S": "84", "W": "", "N": "8"}.items():
        expect(score(phone, seat)).to_have_value(typed)
    expect(phone.locator('#deal input[name="winner"][value="S"]')).to_be_checked()
    expect(phone.locator("#deal .settled")).to_have_count(0)
    phone.locator("#deal").screenshot(path=str(ARTIFACTS / "deal-typed-after-reload.png"))

    # Another rule set that settles deals has a deal of its own; back to British, the typed one is there.
    phone.goto(f"{live_server.url}/?rules=chinese-classical")
    expect(score(phone, "E")).to_have_value("")
    phone.goto(f"{live_server.url}/?rules=british")
    expect(score(phone, "E")).to_have_value("20")
    expect(score(phone, "N")).to_have_value("8")


def test_a_score_changed_after_settling_is_kept_and_the_settlement_stays_out_of_date(live_server, phone: Page):
    phone.goto(f"{live_server.url}/?rules=british")
    for seat, typed in {"E": "100", "S": "40", "N": "20"}.items():
        score(phone, seat).fill(typed)
    phone.locator('#deal input[name="winner"][value="S"]').check()
    posting(phone, lambda: phone.locator('#deal button[value="settle"]').tap())
    settled(phone)
    # MBR "Settling up" (as in tests/browser/test_deal_browser.py).
    expect(phone.locator("#deal .balances")).to_have_text("Net: East +280 · South +160 · West -260 · North -180")

    score(phone, "N").fill("30")
    posting(phone, lambda: score(phone, "N").blur())
    # The keep redraws nothing: the settlement is still there, marked out of date, until Settle.
    expect(phone.locator("#deal .settled")).to_have_class("settled outdated")
    expect(score(phone, "N")).to_have_value("30")

    phone.reload()
    expect(score(phone, "N")).to_have_value("30")
    expect(phone.locator("#deal .settled")).to_have_count(0)  # not settled on the old figures


def test_a_score_typed_while_a_keep_is_answered_keeps_its_text_and_focus(live_server, slow_phone: Page):
    slow_phone.goto(f"{live_server.url}/?rules=british")
    score(slow_phone, "E").fill("20")
    west = score(slow_phone, "W")
    west.tap()  # East's change leaves now; West is typed in while it is on its way
    slow_phone.keyboard.type("8")
    settled(slow_phone)
    slow_phone.keyboard.type("4")
    expect(west).to_have_value("84")
    expect(west).to_be_focused()
    expect(score(slow_phone, "E")).to_have_value("20")
