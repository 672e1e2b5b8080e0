"""Settle tapped while "Put N in the deal for South" is still being answered (a phone at the table on a
slow connection): the settle waits for the put and settles the deal with the score put in, rather
than racing it with the deal as it was before. Real headless Chromium with the network slowed down
(slow_phone, tests/browser/conftest.py)."""

from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.browser.htmx_wait import posts_to, settled

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
# South's hand, 84 points under British rules (counted in tests/browser/test_deal_browser.py).
SOUTH_84 = "/?rules=british&hand=34s999p777z11z%20(222m)%20%2B5s%20self_drawn%20seat=S"
# E pays 84 × 2; W and N pay 84; W pays E (20 − 8) × 2; N pays E 20 × 2; N pays W 8
# (as in tests/browser/test_deal_browser.py).
NET = "Net: East -104 · South +336 · West -100 · North -132"


def test_settle_tapped_while_a_score_is_put_in_settles_with_that_score(live_server, slow_phone: Page):
    slow_phone.goto(live_server.url + SOUTH_84)
    expect(slow_phone.locator("#hand .total")).to_have_text("84")
    slow_phone.locator('#deal input[name="score_E"]').fill("20")
    slow_phone.locator('#deal input[name="score_W"]').fill("8")
    posted = posts_to(slow_phone, "/deal")
    slow_phone.locator("#score .use-in-deal").tap()
    slow_phone.locator('#deal button[value="settle"]').tap()
    assert slow_phone.locator('#deal input[name="score_S"]').input_value() == ""  # the put not answered yet
    settled(slow_phone)

    expect(slow_phone.locator('#deal input[name="score_S"]')).to_have_value("84")
    expect(slow_phone.locator('#deal input[name="winner"][value="S"]')).to_be_checked()
    expect(slow_phone.locator("#deal .balances")).to_have_text(NET)
    # The settle left after the put's answer, with the score put in and as a settle. (West's score,
    # left for the put, was kept as typed before it: test_deal_typed_kept_browser.py.)
    posted = [body for body in posted if "action=keep" not in body]
    assert len(posted) == 2, posted
    assert "use_seat=S" in posted[0]
    assert "action=settle" in posted[1] and "score_S=84" in posted[1] and "winner=S" in posted[1], posted[1]
    ARTIFACTS.mkdir(exist_ok=True)
    slow_phone.locator("#deal").screenshot(path=str(ARTIFACTS / "phone-settle-while-put.png"))

    # The deal the session keeps is the one settled: a reload shows the score put in.
    slow_phone.reload()
    expect(slow_phone.locator('#deal input[name="score_S"]')).to_have_value("84")
    expect(slow_phone.locator("#deal .balances")).to_have_text(NET)
