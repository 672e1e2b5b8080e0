"""New deal tapped while another deal post is still on its way (a phone at the table on a slow
connection) leaves after it, so that the deal it clears stays cleared: a keep of the old scores, or a
put, answered after New deal would bring them back. Real headless Chromium; the post in the way is
held back (page.route) until New deal has been tapped and confirmed."""

import pytest
from playwright.sync_api import Page, Route, expect

from tests.browser.htmx_wait import posts_to, settled

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

# South's hand, 84 points under British rules (counted in tests/browser/test_deal_browser.py).
SOUTH_84 = "/?rules=british&hand=34s999p777z11z%20(222m)%20%2B5s%20self_drawn%20seat=S"


def score(page: Page, seat: str):
    return page.locator(f'#deal input[name="score_{seat}"]')


def hold_back_the_first(page: Page, marked: str) -> list[Route]:
    """The first deal post whose body holds `marked` waits, unsent, until the test lets it go
    (route.continue_()); every other post goes as usual."""
    held = []

    def route(route: Route):
        if not held and marked in (route.request.post_data or ""):
            held.append(route)
        else:
            route.continue_()

    page.route("**/deal", route)
    return held


def wait_until_held(page: Page, held: list[Route]) -> None:
    for _ in range(100):
        if held:
            return
        page.wait_for_timeout(50)
    raise AssertionError("the post to hold back was never sent")


def tap_new_deal_and_confirm(page: Page) -> None:
    page.once("dialog", lambda dialog: dialog.accept())
    page.locator('#deal button[value="new"]').tap()


def expect_an_empty_deal(page: Page) -> None:
    for seat in "ESWN":
        expect(score(page, seat)).to_have_value("")
    expect(page.locator('#deal input[name="winner"][value=""]')).to_be_checked()


def test_new_deal_tapped_while_a_keep_is_on_its_way_leaves_after_it(live_server, phone: Page):
    phone.goto(f"{live_server.url}/?rules=british")
    held = hold_back_the_first(phone, "action=keep")
    posted = posts_to(phone, "/deal")
    score(phone, "E").fill("20")
    score(phone, "S").fill("84")  # East's keep leaves as its field is left, and is held back
    wait_until_held(phone, held)
    tap_new_deal_and_confirm(phone)  # South's keep (a pause, or the field left) is queued behind East's
    phone.wait_for_timeout(500)
    assert [body for body in posted if "action=new" in body] == [], posted  # New deal waits for the keeps
    expect(score(phone, "S")).to_have_value("84")

    held[0].continue_()
    settled(phone)
    actions = [next(part for part in body.split("&") if part.startswith("action=")) for body in posted]
    assert actions == ["action=keep", "action=keep", "action=new"], posted
    expect_an_empty_deal(phone)
    phone.reload()
    expect_an_empty_deal(phone)


def test_new_deal_tapped_while_a_score_is_put_in_leaves_after_it(live_server, phone: Page):
    phone.goto(live_server.url + SOUTH_84)
    expect(phone.locator("#hand .total")).to_have_text("84")
    held = hold_back_the_first(phone, "use_seat=S")
    posted = posts_to(phone, "/deal")
    phone.locator("#score .use-in-deal").tap()
    wait_until_held(phone, held)
    tap_new_deal_and_confirm(phone)
    phone.wait_for_timeout(500)
    assert len(posted) == 1, posted  # New deal waits for the put

    held[0].continue_()
    settled(phone)
    assert len(posted) == 2 and "action=new" in posted[1], posted
    expect_an_empty_deal(phone)
    phone.reload()
    expect_an_empty_deal(phone)
