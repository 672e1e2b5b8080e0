"""A post queued behind an answer that redraws the control it came from (a phone at the table on a
slow connection). htmx 2 drops a queued post whose element has left the page, and then sends
nothing more from that queue until some later post ends: the taps after it hang, and go out later,
out of order. So every queued post leaves from an element no answer replaces: the paste of the
notation field from the form, "Put N in the deal" from the deal form. Real headless Chromium with
the network slowed down (slow_phone, tests/browser/conftest.py).

Scores: Zung Jung extended (shared/rule-sources/zung-jung-scoring-tables.md). The hand
123m 456m 789m 11z 22z +2z is Concealed Hand 5 + Nine-Tile Straight 40 + Mixed One-Suit 40 +
Two-Tailed Terminal Chows 5 + Wind Pung 5 = 95; Self Drawn adds 5 (100)."""

import pytest
from playwright.sync_api import Page, expect

from tests.browser.htmx_wait import posts_to, settled

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

# South's hand, 84 points under British rules (counted in tests/browser/test_deal_browser.py).
SOUTH_84 = "/?rules=british&hand=34s999p777z11z%20(222m)%20%2B5s%20self_drawn%20seat=S"


def notation(page: Page):
    return page.locator('#notation input[name="hand_text"]')


def hand_line(page: Page):
    return page.locator('#hand input[name="hand"]')


def test_a_text_sent_with_enter_while_another_paste_is_answered_is_scored_and_the_taps_after_it(
        live_server, slow_phone: Page):
    slow_phone.goto(f"{live_server.url}/?rules=zung-jung-extended")
    notation(slow_phone).fill("123m456m789m")
    slow_phone.locator('#notation button[value="paste"]').tap()
    # Before that paste is answered: the whole hand, sent with Enter, then a box ticked.
    notation(slow_phone).fill("123m 456m 789m 11z 22z +2z")
    notation(slow_phone).press("Enter")
    slow_phone.locator('#situation input[name="flags"][value="self_drawn"]').tap()
    assert hand_line(slow_phone).input_value() == ""  # the first paste not answered yet
    settled(slow_phone)

    expect(hand_line(slow_phone)).to_have_value("123456789m1122z +2z self_drawn")
    expect(notation(slow_phone)).to_have_value("123456789m1122z +2z self_drawn")
    expect(slow_phone.locator('#score tr[data-key="self_drawn"]')).to_have_count(1)
    expect(slow_phone.locator("#hand .total")).to_have_text("100")


def test_a_score_put_in_while_the_hand_is_redrawn_is_put_in(live_server, slow_phone: Page):
    slow_phone.goto(live_server.url + SOUTH_84)
    expect(slow_phone.locator("#hand .total")).to_have_text("84")
    posted = posts_to(slow_phone, "/deal")
    # A flower tapped (its answer redraws the score and the Put button under it), then, before that
    # answer, East's score typed and left (kept at once), and South's 84 put in behind that keep.
    slow_phone.locator('.picker button[name="add"][value="1f"]').tap()
    slow_phone.locator('#deal input[name="score_E"]').fill("20")
    slow_phone.locator('#deal input[name="score_E"]').press("Tab")
    slow_phone.locator("#score .use-in-deal").tap()
    settled(slow_phone)

    expect(slow_phone.locator('#deal input[name="score_S"]')).to_have_value("84")
    expect(slow_phone.locator('#deal input[name="winner"][value="S"]')).to_be_checked()
    expect(slow_phone.locator('#deal input[name="score_E"]')).to_have_value("20")
    assert any("use_seat=S" in body and "use_score=84" in body for body in posted), posted
    # The deal's queue goes on: Settle, tapped now, settles with the score put in. South won 84,
    # self-drawn: East pays 84 × 2, West and North 84 each; East (20) is paid by West and North
    # (0) 20 × 2 each (as in tests/browser/test_settle_while_put_browser.py).
    slow_phone.locator('#deal button[value="settle"]').tap()
    settled(slow_phone)
    expect(slow_phone.locator("#deal .balances")).to_have_text("Net: East -88 · South +336 · West -124 · North -124")
