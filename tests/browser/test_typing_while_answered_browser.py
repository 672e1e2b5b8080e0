"""Typing while an answer is on its way (a phone at the table on a slow connection): what the
player types is not thrown away when the answer lands, and Enter in the notation field posts the
text once. Real headless Chromium with the network slowed down (slow_phone, tests/browser/conftest.py)."""

from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.browser.htmx_wait import posts_to, settled

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
# South's hand, 84 points under British rules (counted in tests/browser/test_deal_browser.py).
SOUTH_84 = "/?rules=british&hand=34s999p777z11z%20(222m)%20%2B5s%20self_drawn%20seat=S"


def test_a_score_typed_while_put_in_the_deal_is_answered_stays(live_server, slow_phone: Page):
    slow_phone.goto(live_server.url + SOUTH_84)
    expect(slow_phone.locator("#hand .total")).to_have_text("84")
    slow_phone.locator("#score .use-in-deal").tap()
    # East's score typed before the answer arrives (over the 0 drawn for an empty score), and
    # finished after the answer has replaced the form.
    east = slow_phone.locator('#deal input[name="score_E"]')
    east.tap()
    east.press("Control+a")
    slow_phone.keyboard.type("2")
    expect(slow_phone.locator('#deal input[name="score_S"]')).to_have_value("84")
    slow_phone.keyboard.type("0")
    settled(slow_phone)
    expect(east).to_have_value("20")
    expect(east).to_be_focused()
    # The answer's own value is in the seat it was for, and its winner is marked.
    expect(slow_phone.locator('#deal input[name="score_S"]')).to_have_value("84")
    expect(slow_phone.locator('#deal input[name="winner"][value="S"]')).to_be_checked()
    ARTIFACTS.mkdir(exist_ok=True)
    slow_phone.locator("#deal").screenshot(path=str(ARTIFACTS / "deal-typed-kept.png"))


def test_enter_in_the_notation_field_posts_the_text_once(live_server, slow_phone: Page):
    slow_phone.goto(f"{live_server.url}/?rules=zung-jung")
    posted = posts_to(slow_phone, "/tap")
    field = slow_phone.locator('#notation input[name="hand_text"]')
    field.tap()
    field.fill("1m2m3m 9p")
    field.press("Enter")
    settled(slow_phone)
    expect(slow_phone.locator('#hand input[name="hand"]')).to_have_value("123m9p")
    expect(field).to_have_value("123m9p")  # the paste's answer writes the line as the page does
    assert len(posted) == 1, posted
    assert "action=paste" in posted[0]


def test_score_this_text_tapped_after_typing_posts_the_text_once(live_server, slow_phone: Page):
    slow_phone.goto(f"{live_server.url}/?rules=zung-jung")
    posted = posts_to(slow_phone, "/tap")
    field = slow_phone.locator('#notation input[name="hand_text"]')
    field.tap()
    field.fill("1m2m3m")
    # Leaving the field pastes its text (its change); the tap on the button is the same paste.
    slow_phone.locator('#notation button[value="paste"]').tap()
    settled(slow_phone)
    expect(slow_phone.locator('#hand input[name="hand"]')).to_have_value("123m")
    assert len(posted) == 1, posted


def test_text_typed_in_the_notation_field_while_taps_are_answered_stays(live_server, slow_phone: Page):
    ARTIFACTS.mkdir(exist_ok=True)
    slow_phone.goto(f"{live_server.url}/?rules=zung-jung&hand=123m")
    # Two taps: the second is sent when the first is answered, while the player is still typing.
    slow_phone.locator('.picker button[name="add"][value="4m"]').tap()
    slow_phone.locator('.picker button[name="add"][value="5m"]').tap()
    field = slow_phone.locator('#notation input[name="hand_text"]')
    field.tap()
    field.press("Control+a")
    slow_phone.keyboard.type("789p")
    expect(slow_phone.locator('#hand input[name="hand"]')).to_have_value("12345m")  # both taps answered
    slow_phone.keyboard.type("11z")
    settled(slow_phone)
    expect(field).to_have_value("789p11z")
    expect(field).to_be_focused()
    # What the phone shows while typing (the hand panel stays at the top of the screen).
    slow_phone.screenshot(path=str(ARTIFACTS / "phone-typing-kept.png"))
    # The text typed is the paste that follows.
    field.press("Enter")
    settled(slow_phone)
    expect(slow_phone.locator('#hand input[name="hand"]')).to_have_value("789p11z")


def test_a_hand_typed_and_entered_while_a_tap_is_answered_is_scored(live_server, slow_phone: Page):
    slow_phone.goto(f"{live_server.url}/?rules=zung-jung&hand=123m")
    posted = posts_to(slow_phone, "/tap")
    slow_phone.locator('.picker button[name="add"][value="4m"]').tap()
    field = slow_phone.locator('#notation input[name="hand_text"]')
    field.tap()
    field.fill("789p11z")
    field.press("Enter")  # before the tap's answer: the paste waits behind the tap
    settled(slow_phone)
    expect(slow_phone.locator('#hand input[name="hand"]')).to_have_value("789p11z")
    expect(field).to_have_value("789p11z")
    assert [("action=paste" in body) for body in posted] == [False, True], posted


def test_text_typed_after_enter_while_the_paste_is_answered_stays(live_server, slow_phone: Page):
    slow_phone.goto(f"{live_server.url}/?rules=zung-jung")
    field = slow_phone.locator('#notation input[name="hand_text"]')
    field.tap()
    field.fill("1m2m3m")
    field.press("Enter")
    slow_phone.keyboard.type(" 9p")  # the paste's answer redraws the field (with the situation) meanwhile
    settled(slow_phone)
    expect(slow_phone.locator('#hand input[name="hand"]')).to_have_value("123m")
    expect(field).to_have_value("1m2m3m 9p")
    expect(field).to_be_focused()
