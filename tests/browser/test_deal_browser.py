"""British rules in the browser: score one player's hand, put it in the deal, settle the deal."""

from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"


def test_a_deal_is_scored_in_turn_and_settled(live_server, page: Page):
    ARTIFACTS.mkdir(exist_ok=True)
    page.set_viewport_size({"width": 375, "height": 812})
    # South won: exposed pung of 2m (2), concealed pungs of 9p and red dragons (8 + 8), a pair of
    # the prevailing wind East (2), a chow (0), 20 for Mah-Jong, 2 from the wall = 42 points,
    # doubled once for the dragon pung: 84 (MBR basic points and doubles).
    page.goto(f"{live_server.url}/?rules=british&hand=34s999p777z11z%20(222m)%20%2B5s%20self_drawn%20seat=S")
    expect(page.locator("#hand .total")).to_have_text("84")
    page.click("#score .use-in-deal")
    expect(page.locator('#deal input[name="score_S"]')).to_have_value("84")
    expect(page.locator('#deal input[name="winner"][value="S"]')).to_be_checked()

    page.fill('#deal input[name="score_E"]', "20")
    page.fill('#deal input[name="score_W"]', "8")
    page.click('#deal button[value="settle"]')
    settlement = page.locator("#deal .settlement")
    expect(settlement).to_contain_text("East pays South")
    # E pays 84 × 2; W and N pay 84; W pays E (20 − 8) × 2; N pays E 20 × 2; N pays W 8:
    # E −168 + 24 + 40, W −84 − 24 + 8, N −84 − 40 − 8.
    expect(page.locator("#deal .balances")).to_have_text("Net: East -104 · South +336 · West -100 · North -132")
    page.screenshot(path=str(ARTIFACTS / "deal-phone.png"), full_page=True)


def test_a_settlement_is_marked_out_of_date_when_a_score_changes_until_settled_again(live_server, page: Page):
    page.set_viewport_size({"width": 375, "height": 812})
    page.goto(f"{live_server.url}/?rules=british")
    for seat, score in {"E": "100", "S": "40", "N": "20"}.items():
        page.fill(f'#deal input[name="score_{seat}"]', score)
    page.check('#deal input[name="winner"][value="S"]')
    page.click('#deal button[value="settle"]')
    # MBR "Settling up" (as in tests/web/test_deal.py).
    expect(page.locator("#deal .balances")).to_have_text("Net: East +280 · South +160 · West -260 · North -180")
    settled = page.locator("#deal .settled")
    expect(settled).not_to_have_class("settled outdated")
    expect(page.locator("#deal .settle-again")).to_be_hidden()

    page.fill('#deal input[name="score_N"]', "30")  # a score corrected after settling
    expect(settled).to_have_class("settled outdated")
    expect(page.locator("#deal .settle-again")).to_have_text(
        "The scores or the winner changed since this was worked out: tap Settle again.")
    page.locator("#deal").screenshot(path=str(ARTIFACTS / "deal-outdated.png"))

    page.click('#deal button[value="settle"]')
    expect(page.locator("#deal .balances")).not_to_have_text("Net: East +280 · South +160 · West -260 · North -180")
    expect(page.locator("#deal .settled")).to_have_class("settled")
    expect(page.locator("#deal .settle-again")).to_be_hidden()

    page.check('#deal input[name="winner"][value="E"]')  # the winner changed: out of date too
    expect(page.locator("#deal .settled")).to_have_class("settled outdated")
