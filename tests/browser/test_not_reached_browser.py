"""A tap that does not reach the calculator, or is refused, at the table: the page says so and keeps
the hand as it was, and a tap once things are back is counted. Also the organiser's case that made
every tap fail in silence: signing in to the admin in another tab, which gives the browser a new
CSRF token."""

import pytest
from playwright.sync_api import Page, expect

from tests.browser.htmx_wait import posting, settled
from tests.factories import STAFF_PASSWORD, make_staff

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

# Zung Jung: 123 456 789m and 2345p wait on 2p or 5p (50 points either way, as in test_calculator_browser).
SHORT = "123m456m789m234p5p"
TAP = '.picker button[name="add"][value="{}"]'


def open_hand(page: Page, live_server, hand: str) -> None:
    page.goto(f"{live_server.url}/?rules=zung-jung&hand={hand}")
    settled(page)


def tap_refused_with(page: Page, refusal) -> None:
    """Tap 5p while every tap is answered by `refusal` (a Playwright route handler); wait for the failure."""
    page.route("**/tap", refusal)
    with page.expect_event("requestfailed" if refusal is abort else "requestfinished"):
        page.click(TAP.format("5p"))
    page.wait_for_function("() => !document.querySelector('.htmx-request')")


def abort(route):
    route.abort("internetdisconnected")


def test_a_tap_with_no_connection_says_so_and_the_next_tap_once_it_is_back_is_counted(live_server, phone: Page):
    open_hand(phone, live_server, SHORT)
    notice = phone.locator("#not-reached")
    expect(notice).to_be_hidden()

    tap_refused_with(phone, abort)
    expect(notice).to_be_visible()
    expect(notice).to_have_text("No connection: that did not reach the calculator, so the page is as it was. "
                                "Try again once the connection is back.")
    expect(phone.locator("#hand .progress")).to_contain_text("13 of 14 tiles")  # the 5p is not counted
    expect(phone.locator("#hand .tiles-in-hand img")).to_have_count(13)

    phone.unroute("**/tap")
    posting(phone, lambda: phone.click(TAP.format("5p")))
    expect(phone.locator("#hand .total")).to_have_text("50")
    expect(notice).to_be_hidden()


def test_an_error_answer_says_so_with_its_status(live_server, phone: Page):
    open_hand(phone, live_server, SHORT)
    tap_refused_with(phone, lambda route: route.fulfill(status=502, body="Bad gateway"))
    expect(phone.locator("#not-reached")).to_have_text(
        "The calculator answered with an error (502), so the page is as it was. Try again; if it goes on, reload the page.")
    expect(phone.locator("#hand .tiles-in-hand img")).to_have_count(13)


def test_a_tap_that_gets_no_answer_is_given_up_and_said_and_taps_queued_behind_it_go_on(live_server, phone: Page):
    open_hand(phone, live_server, SHORT)
    assert phone.evaluate("htmx.config.timeout") == 10000  # base.html: taps are answered in well under 1 s
    phone.evaluate("htmx.config.timeout = 500")  # the same, sooner, for the test
    held = []
    phone.route("**/tap", lambda route: held.append(route))  # never answered, as on a connection that dropped mid-way
    phone.click(TAP.format("5p"))
    expect(phone.locator("#not-reached")).to_have_text(
        "The calculator did not answer in time, so the page is as it was. Try again.")
    phone.unroute("**/tap")
    posting(phone, lambda: phone.click(TAP.format("2p")))  # not held behind the one given up
    expect(phone.locator("#hand .total")).to_have_text("50")
    expect(phone.locator("#not-reached")).to_be_hidden()


def test_a_tap_queued_behind_a_lost_one_keeps_the_notice_until_the_player_taps_again(live_server, phone: Page):
    open_hand(phone, live_server, SHORT)
    held = []

    def hold_the_first(route):
        if held:
            route.continue_()
        else:
            held.append(route)

    phone.route("**/tap", hold_the_first)
    phone.click(TAP.format("5p"))  # lost on its way
    phone.wait_for_function("() => document.querySelector('.htmx-request')")
    phone.click(TAP.format("2p"))  # tapped while the 5p was on its way: queued behind it
    with phone.expect_response(lambda r: r.request.method == "POST"):
        held[0].abort("internetdisconnected")
    settled(phone)
    expect(phone.locator("#hand .total")).to_have_text("50")  # the 2p, answered
    # Before, the 2p's answer hid the notice, and nothing said that the 5p had been lost.
    expect(phone.locator("#not-reached")).to_be_visible()
    expect(phone.locator("#not-reached")).to_have_text("No connection: that did not reach the calculator, so the page is "
                                                       "as it was. Try again once the connection is back.")
    phone.unroute("**/tap")
    posting(phone, lambda: phone.click("#hand .tiles-in-hand button >> nth=0"))  # a tap made after the notice: 1m out
    expect(phone.locator("#hand .progress")).to_contain_text("13 of 14 tiles")
    expect(phone.locator("#not-reached")).to_be_hidden()


def test_taps_still_count_after_signing_in_to_the_admin_in_another_tab(live_server, phone: Page):
    make_staff(username="organiser")
    open_hand(phone, live_server, SHORT)
    sign_in_elsewhere(phone, live_server)
    posting(phone, lambda: phone.click(TAP.format("5p")))
    expect(phone.locator("#hand .total")).to_have_text("50")  # before, refused (403) and nothing said
    expect(phone.locator("#not-reached")).to_be_hidden()


def sign_in_elsewhere(page: Page, live_server) -> None:
    """Sign in to the admin in another tab of the same browser (Django gives the browser a new CSRF token)."""
    admin = page.context.new_page()
    admin.goto(f"{live_server.url}/admin/login/?next=/admin/")
    admin.fill("#id_username", "organiser")
    admin.fill("#id_password", STAFF_PASSWORD)
    admin.click("input[type=submit]")
    admin.wait_for_url(f"{live_server.url}/admin/")
    page.bring_to_front()


def test_a_deal_score_typed_after_signing_in_elsewhere_is_still_kept_as_the_tab_closes(live_server, phone: Page):
    make_staff(username="organiser")
    phone.goto(f"{live_server.url}/?rules=british")
    settled(phone)
    sign_in_elsewhere(phone, live_server)
    phone.locator('#deal input[name="score_W"]').tap()
    phone.keyboard.type("56")
    context = phone.context
    phone.close(run_before_unload=True)  # the keep sent as the page is hidden, and the beacon as it goes
    other_tab = context.new_page()
    other_tab.goto(f"{live_server.url}/?rules=british")
    if other_tab.locator('#deal input[name="score_W"]').input_value() != "56":  # a beacon may land after this load
        other_tab.wait_for_timeout(500)
        other_tab.reload()
    expect(other_tab.locator('#deal input[name="score_W"]')).to_have_value("56")


def test_back_with_no_connection_says_so_and_the_hand_shown_still_takes_taps(live_server, phone: Page):
    open_hand(phone, live_server, SHORT)
    posting(phone, lambda: phone.click(TAP.format("5p")))
    expect(phone.locator("#hand .total")).to_have_text("50")
    phone.route("**/?*", lambda route: route.abort("internetdisconnected")
                if route.request.headers.get("hx-history-restore-request") else route.continue_())
    phone.go_back()
    expect(phone.locator("#not-reached")).to_have_text(
        "No connection: the page for this address could not be loaded, so the hand shown is the one from before. Try again.")
    phone.unroute("**/?*")
    posting(phone, lambda: phone.click("#hand .tiles-in-hand button >> nth=0"))  # the hand shown answers: 1m out
    expect(phone.locator("#hand .progress")).to_contain_text("13 of 14 tiles")
    expect(phone.locator("#not-reached")).to_be_hidden()


def test_a_click_on_no_button_does_not_count_as_trying_again(live_server, phone: Page):
    open_hand(phone, live_server, SHORT)
    held = []

    def hold_the_first_two(route):
        if len(held) < 2:
            held.append(route)
        else:
            route.continue_()

    phone.route("**/tap", hold_the_first_two)
    phone.click(TAP.format("5p"))  # lost on its way
    phone.wait_for_function("() => document.querySelector('.htmx-request')")
    phone.click(TAP.format("2p"))  # queued behind it
    held[0].abort("internetdisconnected")
    expect(phone.locator("#not-reached")).to_be_visible()
    phone.wait_for_function("() => document.querySelector('.htmx-request')")  # the 2p, sent from the queue and held
    phone.locator("h1").click()  # the player taps the page's heading: nothing is posted
    with phone.expect_response(lambda r: r.request.method == "POST"):
        held[1].continue_()
    settled(phone)
    expect(phone.locator("#hand .total")).to_have_text("50")
    # Before, any click after the notice counted as a new try, and the 2p's answer hid the notice.
    expect(phone.locator("#not-reached")).to_be_visible()
