"""What a player or a scorer meets after a mistake, in a real browser: a pasted line that cannot be
read leaves the hand as it was (taps still work on it) and the line in the field to correct, with the
focus there; a good paste leaves the focus on "Score this text"; a refused tap adds no step that
Back would have to undo. Screenshot: test-artifacts/paste-unread.png."""

from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.browser.htmx_wait import posting, settled

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
DESKTOP = {"viewport": {"width": 1280, "height": 800}}
THIRTEEN = "123m456p789s1z%20(555p)"  # Zung Jung, waiting on East
NOTATION = '#notation input[name="hand_text"]'


@pytest.fixture
def desktop(browser):
    context = browser.new_context(**DESKTOP)
    yield context.new_page()
    context.close()


def hand_line(page: Page):
    return page.locator('#hand input[name="hand"]')


def paste(page: Page, text: str) -> None:
    page.locator(NOTATION).fill(text)
    posting(page, lambda: page.locator(NOTATION).press("Enter"))


def test_a_paste_that_cannot_be_read_keeps_the_hand_and_the_line(live_server, phone: Page):
    phone.goto(f"{live_server.url}/?rules=zung-jung&hand={THIRTEEN}")
    paste(phone, "123m456p789s1z (555p +1z")
    expect(phone.locator("#hand .message")).to_contain_text(
        "Correct the line under “Hand in notation”; the hand is as it was.")
    expect(hand_line(phone)).to_have_value("123m456p789s1z (555p)")
    expect(phone.locator(NOTATION)).to_have_value("123m456p789s1z (555p +1z")
    expect(phone.locator(NOTATION)).to_be_focused()
    ARTIFACTS.mkdir(exist_ok=True)
    phone.screenshot(path=str(ARTIFACTS / "paste-unread.png"))
    # The hand shown still takes taps: East completes it.
    posting(phone, lambda: phone.locator('.picker button[name="add"][value="1z"]').tap())
    expect(hand_line(phone)).to_have_value("123m456p789s1z (555p) +1z")
    expect(phone.locator("#hand .total")).to_be_visible()


def test_a_good_paste_with_enter_leaves_the_focus_next_to_the_field(live_server, desktop: Page):
    desktop.goto(f"{live_server.url}/?rules=mcr")
    paste(desktop, "19m19p19s1234567z +1z")
    expect(desktop.locator("#hand .total")).to_have_text("88")
    expect(desktop.locator('#notation button[value="paste"]')).to_be_focused()
    # Shift+Tab is back in the field, where the scorer was.
    desktop.keyboard.press("Shift+Tab")
    expect(desktop.locator(NOTATION)).to_be_focused()


def test_back_after_refused_taps_undoes_the_last_change(live_server, phone: Page):
    phone.goto(f"{live_server.url}/?rules=zung-jung")
    for code in ("9s", "9s", "9s", "9s", "1m"):
        posting(phone, lambda code=code: phone.locator(f'.picker button[name="add"][value="{code}"]').tap())
    expect(hand_line(phone)).to_have_value("1m9999s")
    for _ in range(2):  # a fifth 9s, twice: refused
        posting(phone, lambda: phone.locator('.picker button[name="add"][value="9s"]').tap())
        expect(phone.locator("#hand .message")).to_contain_text("The hand already holds all four 9s")
    phone.go_back()
    settled(phone)
    expect(hand_line(phone)).to_have_value("9999s")


PASTE = """(field, text) => {
    const data = new DataTransfer();
    data.setData("text/plain", text);
    field.focus();
    field.dispatchEvent(new ClipboardEvent("paste", {clipboardData: data, bubbles: true, cancelable: true}));
}"""


def test_a_block_of_hands_pasted_puts_the_first_in_the_field_and_says_so(live_server, desktop: Page):
    desktop.goto(f"{live_server.url}/?rules=mcr")
    desktop.locator(NOTATION).evaluate(PASTE, "123m456p789s1z (555p) +1z\n19m19p19s1234567z +1z\n\n123m456m789m234p5p +5p\n")
    expect(desktop.locator(NOTATION)).to_have_value("123m456p789s1z (555p) +1z")
    expect(desktop.locator("#notation .paste-note")).to_have_text(
        "Only the first of the 3 lines pasted is in the field: the calculator scores one hand at a time "
        "(manage.py score and the JSON API take many).")
    posting(desktop, lambda: desktop.locator(NOTATION).press("Enter"))
    expect(desktop.locator("#hand .total")).to_have_text("11")
    expect(desktop.locator("#notation .paste-note")).to_have_count(0)  # gone with the paste it was about
    # A hand written as JSON over several lines is left to the browser to paste whole (a made-up
    # paste event inserts nothing itself, so the field stays empty here): no note.
    desktop.locator(NOTATION).fill("")
    desktop.locator(NOTATION).evaluate(PASTE, '{"rules": "mcr",\n "concealed": "123m"}')
    expect(desktop.locator(NOTATION)).to_have_value("")
    expect(desktop.locator("#notation .paste-note")).to_have_count(0)
