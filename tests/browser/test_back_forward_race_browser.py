"""Back then Forward, quicker than the network (a phone at the table): each draws the page from its
URL, and the page shown is the one of the last move, whatever order the two answers come in. Real
headless Chromium; the answer to Back is held until Forward's is in."""

import pytest
from playwright.sync_api import Page, expect

from tests.browser.htmx_wait import settled

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def hand_line(page: Page):
    return page.locator('#hand input[name="hand"]')


def add(page: Page, tile: str) -> None:
    page.locator(f'.picker button[name="add"][value="{tile}"]').tap()
    settled(page)


def test_an_answer_to_back_that_lands_after_forward_does_not_replace_the_page(live_server, phone: Page):
    phone.goto(f"{live_server.url}/?rules=zung-jung&hand=123m")
    add(phone, "4m")
    add(phone, "5m")
    expect(hand_line(phone)).to_have_value("12345m")

    held = []
    phone.route(lambda url: "hand=1234m" in url and "5m" not in url, lambda route: held.append(route))
    phone.go_back()
    phone.wait_for_function("() => location.search.includes('hand=1234m')")
    phone.wait_for_timeout(100)
    assert len(held) == 1, "Back asked for its page"
    phone.go_forward()
    phone.wait_for_function("() => location.search.includes('hand=12345m')")
    settled(phone)
    expect(hand_line(phone)).to_have_value("12345m")

    held[0].continue_()  # Back's answer now comes, if the page still waits for it
    settled(phone)  # the network idle for half a second, and nothing swapping
    expect(hand_line(phone)).to_have_value("12345m")
    expect(phone.locator("#hand .tiles-in-hand img")).to_have_count(5)


def test_a_tap_still_on_its_way_when_back_is_pressed_does_not_land_on_the_page_gone_back_to(
        live_server, slow_phone: Page):
    slow_phone.goto(f"{live_server.url}/?rules=zung-jung&hand=123m")
    add(slow_phone, "4m")
    slow_phone.locator('.picker button[name="add"][value="5m"]').tap()
    slow_phone.go_back()
    settled(slow_phone)
    expect(hand_line(slow_phone)).to_have_value("123m")
    expect(slow_phone.locator("#hand .tiles-in-hand img")).to_have_count(3)
    assert "hand=123m" in slow_phone.url and "12345m" not in slow_phone.url
    # The page gone back to answers taps as any other.
    add(slow_phone, "9m")
    expect(hand_line(slow_phone)).to_have_value("1239m")


def test_the_hand_shown_still_answers_taps_when_the_page_gone_back_to_never_comes(live_server, phone: Page):
    phone.goto(f"{live_server.url}/?rules=zung-jung&hand=123m")
    add(phone, "4m")
    phone.route(lambda url: "hand=123m" in url and "1234m" not in url, lambda route: route.abort())
    with phone.expect_event("requestfailed"):
        phone.go_back()
    add(phone, "5m")
    expect(hand_line(phone)).to_have_value("12345m")


def test_text_typed_but_not_pasted_is_not_pasted_by_back(live_server, phone: Page):
    # The field being typed in leaves the page with Back, and says "change" as it goes: that is
    # not the player asking for the text (it went as far as posting the whole form to the server,
    # and the page became the typed hand).
    phone.goto(f"{live_server.url}/?rules=zung-jung&hand=123m")
    add(phone, "4m")
    phone.locator('#notation input[name="hand_text"]').fill("19m19p19s1234567z +1m")
    phone.go_back()
    expect(hand_line(phone)).to_have_value("123m")
    settled(phone)
    phone.go_forward()
    expect(hand_line(phone)).to_have_value("1234m")
    settled(phone)
    expect(hand_line(phone)).to_have_value("1234m")
    assert "hand=1234m" in phone.url
