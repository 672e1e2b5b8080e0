"""Classical "thrower pays for all" in the deal panel (real headless Chromium): South's hand won on
West's discard is put in the deal with its thrower, the deal settles West paying for all, the table
can choose another thrower or a self-drawn win, and a reload keeps the choice. Numbers worked out in
tests/web/test_deal_thrower.py (South's hand 48; West pays 96 + 48 + 48 = 192)."""

from pathlib import Path
from urllib.parse import quote

import pytest
from playwright.sync_api import Page, expect

from rules.models import RuleOption, RuleSet
from tests.browser.htmx_wait import posting

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
SOUTH_WINS_ON_WEST = "(777z) 999p 123m 456m 7s +7s seat=S discarder=W"


def test_the_thrower_put_in_pays_for_all_and_the_table_can_change_it(live_server, phone: Page):
    ARTIFACTS.mkdir(exist_ok=True)
    RuleOption.objects.create(rule_set=RuleSet.objects.get(slug="chinese-classical"), key="thrower_pays_for_all", value=True)
    phone.goto(f"{live_server.url}/?rules=chinese-classical&hand={quote(SOUTH_WINS_ON_WEST)}")
    put = phone.locator("#score .use-in-deal")
    expect(put).to_have_text("Put 48 in the deal for South")
    thrower = phone.locator('#deal select[name="discarder"]')
    expect(thrower).to_have_value("")
    assert thrower.bounding_box()["height"] >= 40  # a thumb's size, as the other controls on a phone

    posting(phone, put.click)
    expect(thrower).to_have_value("W")
    expect(phone.locator("#deal .settled .settlement tr")).to_have_text(["West pays South192"])
    expect(phone.locator("#deal .balances")).to_have_text("Net: East 0 · South +192 · West -192 · North 0")
    phone.locator("#deal").screenshot(path=str(ARTIFACTS / "deal-thrower-pays.png"))

    # North threw it after all: chosen, kept as a score is, and settled again.
    posting(phone, lambda: thrower.select_option("N"))
    posting(phone, lambda: phone.locator('#deal button[value="settle"]').tap())
    expect(phone.locator("#deal .settled .settlement tr")).to_have_text(["North pays South192"])
    phone.reload()
    expect(thrower).to_have_value("N")
    expect(phone.locator("#deal .balances")).to_have_text("Net: East 0 · South +192 · West 0 · North -192")

    # Self-drawn: every loser pays, East double.
    posting(phone, lambda: thrower.select_option(""))
    posting(phone, lambda: phone.locator('#deal button[value="settle"]').tap())
    expect(phone.locator("#deal .balances")).to_have_text("Net: East -96 · South +192 · West -48 · North -48")
