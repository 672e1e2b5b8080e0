"""The verdict where the player looks, on a phone (390×844, touch) and a desktop (1280×800): a hand
that the rules refuse as a win says why beside its total, and the total leads to the list of
patterns behind it in one tap. Screenshots go to test-artifacts/verdict-*.png."""

from pathlib import Path
from urllib.parse import quote

import pytest
from playwright.sync_api import Page, expect

from tests.browser.htmx_wait import posting, settled
from tests.browser.screens import PHONE

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
SCREENS = {
    "phone": PHONE,
    "desktop": {"viewport": {"width": 1280, "height": 800}},
}
# The audit's hand: Concealed Hand 2, All Chows 2, Short Straight 1 and three flowers at 1 each make
# 8, but under MCR a win needs 8 points not counting the flowers (Chicken Hand in
# rule-sources/chinese-official-mcr-fans.txt: flowers "do not count against this hand"), so it has 5.
BELOW_MINIMUM = "123m456m234p678s9s +9s 1f2f3f"
# The total shown (8) counts the bonus tiles, so the reason gives both figures (3f10165).
BELOW_MINIMUM_REASON = "Not a win: the hand needs at least 8 points (not counting bonus tiles) and has 5 (8 with the bonus tiles)."


@pytest.fixture(params=list(SCREENS))
def screen(request, browser):
    context = browser.new_context(**SCREENS[request.param])
    page = context.new_page()
    page.screen_name = request.param
    yield page
    context.close()



def shot(page: Page, name: str) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"verdict-{name}.png"))


def open_hand(page: Page, live_server, rules: str, line: str) -> None:
    page.goto(f"{live_server.url}/?rules={rules}&hand={quote(line)}")
    settled(page)


def in_view(page: Page, selector: str) -> bool:
    box = page.locator(selector).bounding_box()
    height = page.viewport_size["height"]
    return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= height


def test_a_hand_below_the_minimum_says_why_beside_its_total(live_server, screen: Page):
    screen.goto(f"{live_server.url}/?rules=mcr")
    field = screen.get_by_label("Hand in notation")
    field.fill(BELOW_MINIMUM)
    posting(screen, lambda: field.press("Enter"))
    screen.evaluate("window.scrollTo(0, 0)")

    expect(screen.locator("#hand .total")).to_have_text("8")
    reason = screen.locator("#hand .summary .note")
    expect(reason).to_have_text(BELOW_MINIMUM_REASON)
    # Both on the first screen, the reason right under the total: not a screen further down.
    expect(reason).to_be_visible()
    assert in_view(screen, "#hand .total") and in_view(screen, "#hand .summary .note")
    total, why = screen.locator("#hand .total").bounding_box(), reason.bounding_box()
    assert 0 <= why["y"] - (total["y"] + total["height"]) < 30
    # The three flowers that make up the difference are in the list it comes from.
    expect(screen.locator('#score tr[data-key="flower_tiles"] td').nth(2)).to_have_text("3")
    shot(screen, f"below-minimum-{screen.screen_name}")


@pytest.mark.parametrize("rules, line, verdict", [
    # 22 points under MCR, flowers aside: a win, nothing to explain.
    ("mcr", "123m456m789m234p9s +9s 1f", "points"),
    # A British hand the player marked as not won (winner=no): "not a win" is the player's own word,
    # and its notes (if any) are not a reason for it.
    ("british", "34s999p777z11z (222m) 5f seat=W winner=no", "points — not a win"),
])
def test_a_win_or_a_hand_marked_as_lost_gives_no_reason(live_server, phone: Page, rules, line, verdict):
    open_hand(phone, live_server, rules, line)
    expect(phone.locator("#hand .total")).to_be_visible()
    expect(phone.locator("#hand .verdict")).to_have_text(verdict)
    expect(phone.locator("#hand .summary .note")).to_have_count(0)


def test_an_illegal_call_says_so_beside_its_total(live_server, phone: Page):
    open_hand(phone, live_server, "zung-jung-extended", "123m456m789m11z22z +2z illegal_call")
    expect(phone.locator("#hand .total")).to_have_text("-40")
    expect(phone.locator("#hand .summary .note")).to_have_text("Illegal Call: the hand was declared a win but is not one.")
    assert in_view(phone, "#hand .summary .note")


@pytest.mark.parametrize("rules, line", [
    ("mcr", BELOW_MINIMUM),
    ("british", "34s999p777z11z (222m) +5s self_drawn seat=S"),  # 84 points, with a deal panel below
    ("zung-jung", "123m456m789m11z22z +2z"),
])
def test_the_total_leads_to_its_patterns_in_one_tap(live_server, phone: Page, rules, line):
    open_hand(phone, live_server, rules, line)
    patterns = "#score table.patterns"
    # On a phone the list starts below the picker and the situation, off the first screen.
    assert not in_view(phone, patterns)

    phone.locator("#hand .total").tap()
    phone.wait_for_function("() => window.scrollY > 0", timeout=5_000)
    phone.wait_for_timeout(100)  # the jump is instant (no smooth scrolling), but let it land
    # The whole list in view, below the hand panel that stays stuck on top, not under it.
    assert in_view(phone, patterns)
    hand, table = phone.locator("#hand").bounding_box(), phone.locator(patterns).bounding_box()
    assert table["y"] >= hand["y"] + hand["height"]
    # Just below it: the page's scroll padding is the panel's height, not the 40% of the screen it may take.
    score = phone.locator("#score").bounding_box()
    assert 0 <= score["y"] - (hand["y"] + hand["height"]) <= 12
    rows = phone.locator(f"{patterns} tbody tr")
    assert rows.count() >= 2
    # What is in view at the list's first row is the list, not the panel drawn over it.
    first_row = rows.first.bounding_box()
    assert phone.evaluate("([x, y]) => !!document.elementFromPoint(x, y).closest('#score')",
                          [first_row["x"] + 10, first_row["y"] + first_row["height"] / 2])
    shot(phone, f"jumped-{rules}")


def test_back_still_undoes_a_tap_made_after_jumping_to_the_patterns(live_server, phone: Page):
    open_hand(phone, live_server, "mcr", BELOW_MINIMUM)
    phone.locator("#hand .total").tap()
    phone.wait_for_function("() => location.hash === '#score'", timeout=5_000)
    posting(phone, lambda: phone.locator('#hand button[name="tap"][value^="c0:"]').tap())  # a mistaken tap
    expect(phone.locator("#hand .total")).to_have_count(0)

    phone.go_back()  # the phone's undo
    settled(phone)
    expect(phone.locator("#hand .total")).to_have_text("8")
    expect(phone.locator('#hand input[name="hand"]')).to_have_value(BELOW_MINIMUM)
