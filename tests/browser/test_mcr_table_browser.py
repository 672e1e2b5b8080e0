"""A Chinese Official (MCR) player at the table, on a phone (390×844, touch), tapping the hand in
tile by tile: the picker stays where the thumb is while the hand grows, and the total says who pays
what. Screenshots go to test-artifacts/mcr-table-*.png."""

from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.browser.htmx_wait import posting

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
# 234m 567m 234p 678s and a pair of 5s, won on the 5s: Concealed Hand, All Chows, All Simples 2 each,
# Mixed Double Chow and Short Straight 1 each: 8 points, the discarder pays 8 + 8.
TAPS = ["2m", "3m", "4m", "5m", "6m", "7m", "2p", "3p", "4p", "6s", "7s", "8s", "5s", "5s"]


def shot(page: Page, name: str) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"mcr-table-{name}.png"))


def test_the_picker_stays_under_the_thumb_while_a_hand_is_tapped_in(live_server, phone: Page):
    phone.goto(f"{live_server.url}/?rules=mcr")
    first_row = phone.locator('.picker button[name="add"][value="1m"]')
    tops = [first_row.bounding_box()["y"]]
    for code in TAPS:
        posting(phone, lambda code=code: phone.locator(f'.picker button[name="add"][value="{code}"]').tap())
        tops.append(first_row.bounding_box()["y"])
    expect(phone.locator("#hand .total")).to_have_text("8")
    shot(phone, "won")
    assert max(tops) - min(tops) < 1, f"the picker moved as the hand grew: its first row at {tops}"


def test_the_total_says_who_pays_what_where_the_player_looks(live_server, phone: Page):
    phone.goto(f"{live_server.url}/?rules=mcr&hand=234567m234p5678s+%2B5s")
    pays = phone.locator("#hand .summary .pays")
    expect(pays).to_have_text("Discarder pays 16, the others pay 8 each")
    posting(phone, lambda: phone.locator('#situation select[name="discarder"]').select_option("S"))
    expect(pays).to_have_text("S pays 16, W and N pay 8 each")
    posting(phone, lambda: phone.locator('input[name="flags"][value="self_drawn"]').tap())
    # Fully Concealed Hand 4 in place of Concealed Hand 2: 10 points, each pays 8 + 10.
    expect(pays).to_have_text("S, W and N pay 18 each")
    box = pays.bounding_box()
    assert box["y"] + box["height"] <= 844  # on the first screen, in the panel that stays on top
    shot(phone, "self-drawn-pays")
