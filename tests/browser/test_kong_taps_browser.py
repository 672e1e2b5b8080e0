"""Kongs made at the table from tiles already held, tapped on the page (calculator/editing.py):
three White Dragons held and the fourth drawn (a concealed kong), and a drawn White Dragon added to
the exposed pung (a melded kong). Real headless Chromium against live_server.

Scores are Zung Jung's (/work/shared/rule-sources/zung-jung-scoring-tables.md): Mixed One-Suit 40,
Nine-Tile Straight 40, Value Honor 10 for the dragons, One Kong 5 (exposed or concealed), and
Concealed Hand 5 when no set is melded (concealed kongs allowed)."""

from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.browser.htmx_wait import posting

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"


def choose_mode(page: Page, mode: str) -> None:
    page.locator(f'.modes label:has(input[value="{mode}"])').click()


def tap_tile(page: Page, code: str) -> None:
    posting(page, lambda: page.click(f'.picker button[name="add"][value="{code}"]'))


def hand_line(page: Page):
    return expect(page.locator('#hand input[name="hand"]'))


def test_three_held_then_hidden_kong_makes_a_concealed_kong_and_scores_it(live_server, page: Page):
    ARTIFACTS.mkdir(exist_ok=True)
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{live_server.url}/?rules=zung-jung&hand=123m456m789m1z")
    for _ in range(3):
        tap_tile(page, "5z")  # in Hand mode: three White Dragons held
    hand_line(page).to_have_value("123456789m1555z")

    choose_mode(page, "concealed_kong")
    tap_tile(page, "5z")  # the fourth drawn: the three held become the concealed kong
    hand_line(page).to_have_value("123456789m1z [5555z]")
    expect(page.locator("#hand .message")).to_have_count(0)

    choose_mode(page, "hand")
    tap_tile(page, "1z")  # the replacement tile completes the hand and is the winning tile
    hand_line(page).to_have_value("123456789m1z [5555z] +1z")
    expect(page.locator("#hand .total")).to_have_text("100")
    for key in ("one_kong", "concealed_hand", "nine_tile_straight"):
        expect(page.locator(f'#score tr[data-key="{key}"]')).to_have_count(1)
    page.screenshot(path=str(ARTIFACTS / "kong-taps-concealed-kong.png"), full_page=True)


def test_kong_on_an_exposed_pung_makes_a_melded_kong_and_hidden_kong_says_why_not(live_server, page: Page):
    ARTIFACTS.mkdir(exist_ok=True)
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{live_server.url}/?rules=zung-jung&hand=123m456m789m1z%20(555z)%20%2B1z")
    expect(page.locator("#hand .total")).to_have_text("90")

    choose_mode(page, "concealed_kong")
    tap_tile(page, "5z")  # a kong added to an exposed pung is never concealed: refused, hand kept
    expect(page.locator("#hand .message")).to_have_text(
        "The pung (555z) is exposed: a 5z added to it makes an exposed kong (5555z), never a concealed one. "
        "Choose Kong and tap 5z.")
    hand_line(page).to_have_value("123m456m789m1z (555z) +1z")  # the line as it came, untouched
    expect(page.locator("#hand .total")).to_have_text("90")
    page.screenshot(path=str(ARTIFACTS / "kong-taps-hidden-kong-on-a-pung.png"), full_page=True)

    choose_mode(page, "kong")
    tap_tile(page, "5z")
    hand_line(page).to_have_value("123456789m1z (5555z) +1z")
    expect(page.locator("#hand .message")).to_have_count(0)
    expect(page.locator("#hand .total")).to_have_text("95")  # the pung's 90 and One Kong 5
    expect(page.locator('#score tr[data-key="one_kong"]')).to_have_count(1)
    expect(page.locator('#score tr[data-key="concealed_hand"]')).to_have_count(0)
    page.screenshot(path=str(ARTIFACTS / "kong-taps-melded-kong.png"), full_page=True)

    tap_tile(page, "5z")  # a fifth White Dragon: refused, saying where the four are
    expect(page.locator("#hand .message")).to_have_text(
        "The hand already holds all four 5z in the kong (5555z). A set has only four of each tile.")
    hand_line(page).to_have_value("123456789m1z (5555z) +1z")
