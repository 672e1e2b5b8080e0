"""A player who wonders why a pattern counted taps its name under the score: the rules page opens
at that pattern, picked out, and Back brings the hand back as it was, flags and all."""

from pathlib import Path
from urllib.parse import quote

import pytest
from playwright.sync_api import Page, expect

from tests.browser.htmx_wait import posting, settled

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
# MCR: Pure Straight 16, Fully Concealed Hand 4, All Chows 2, One Voided Suit 1 = 23 (self-drawn).
HAND = "123m456m789m234p5p +5p"


def test_a_patterns_name_opens_its_rule_and_back_brings_the_hand_back(live_server, phone: Page):
    phone.goto(f"{live_server.url}/?rules=mcr&hand={quote(HAND)}")
    settled(phone)
    posting(phone, lambda: phone.locator('input[name="flags"][value="self_drawn"]').check())
    expect(phone.locator("#hand .total")).to_have_text("23")

    phone.click('#score tr[data-key="pure_straight"] a.pattern-rule')
    phone.wait_for_url("**/rules/mcr/**#pure_straight")
    rule = phone.locator("section#pure_straight")
    expect(rule).to_be_in_viewport()
    assert rule.evaluate("section => section.matches(':target')")
    expect(rule.locator("h3")).to_contain_text("16 points")
    ARTIFACTS.mkdir(exist_ok=True)
    phone.screenshot(path=str(ARTIFACTS / "phone-pattern-rule.png"))

    phone.go_back()
    settled(phone)
    expect(phone.locator("#hand .total")).to_have_text("23")
    expect(phone.locator('input[name="flags"][value="self_drawn"]')).to_be_checked()
