"""The situation controls changed while a pasted hand is answered (a phone at the table on a slow
connection): a paste is the whole hand, its flags and winds included, and its answer redraws the
controls from the text; a box ticked or unticked (or a wind chosen) after the paste was asked for is
the player's later word, and stays, in the controls and in the hand scored. Controls the player did
not touch take what the text says. Real headless Chromium with the network slowed down (slow_phone,
tests/browser/conftest.py).

Scores: Zung Jung extended (shared/rule-sources/zung-jung-scoring-tables.md). The hand
123m 456m 789m 11z 22z +2z is Concealed Hand 5 + Nine-Tile Straight 40 + Mixed One-Suit 40 +
Two-Tailed Terminal Chows 5 + Wind Pung 5 = 95; Self Drawn adds 5 (100), and the last tile of the
wall adds Final Draw 10 when self-drawn (110) or Final Discard 10 when not (105)."""

from pathlib import Path
from urllib.parse import quote

import pytest
from playwright.sync_api import Page, expect

from tests.browser.htmx_wait import settled

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
HAND = "123m456m789m11z22z +2z"


def flag(page: Page, name: str):
    return page.locator(f'#situation input[name="flags"][value="{name}"]')


def hand_line(page: Page):
    return page.locator('#hand input[name="hand"]')


def paste(page: Page, text: str) -> str:
    """Type a hand in the notation field and send it with Enter (its answer is SLOW_ANSWER_MS away);
    the hand line before it, to tell that its answer has not landed yet."""
    before = hand_line(page).input_value()
    field = page.locator('#notation input[name="hand_text"]')
    field.fill(text)
    field.press("Enter")
    return before


def still_answering(page: Page, line_before: str) -> None:
    """The paste's answer has not landed yet: what the test did meanwhile was done while waiting."""
    assert hand_line(page).input_value() == line_before


def test_a_flag_ticked_while_a_pasted_hand_is_answered_stays(live_server, slow_phone: Page):
    slow_phone.goto(f"{live_server.url}/?rules=zung-jung-extended")
    before = paste(slow_phone, HAND)
    flag(slow_phone, "self_drawn").tap()
    still_answering(slow_phone, before)
    settled(slow_phone)
    expect(flag(slow_phone, "self_drawn")).to_be_checked()
    expect(hand_line(slow_phone)).to_have_value("123456789m1122z +2z self_drawn")
    expect(slow_phone.locator('#score tr[data-key="self_drawn"]')).to_have_count(1)
    expect(slow_phone.locator("#hand .total")).to_have_text("100")
    ARTIFACTS.mkdir(exist_ok=True)
    slow_phone.locator("#situation").screenshot(path=str(ARTIFACTS / "phone-flag-ticked-while-pasted.png"))


def test_the_flags_a_pasted_text_names_stay_beside_the_ones_ticked_meanwhile(live_server, slow_phone: Page):
    slow_phone.goto(f"{live_server.url}/?rules=zung-jung-extended")
    before = paste(slow_phone, HAND + " self_drawn")
    flag(slow_phone, "last_tile_in_wall").tap()
    slow_phone.locator('#situation select[name="seat_wind"]').select_option("S")
    still_answering(slow_phone, before)
    settled(slow_phone)
    expect(flag(slow_phone, "self_drawn")).to_be_checked()  # from the text
    expect(flag(slow_phone, "last_tile_in_wall")).to_be_checked()  # ticked meanwhile
    expect(slow_phone.locator('#situation select[name="seat_wind"]')).to_have_value("S")
    expect(hand_line(slow_phone)).to_have_value("123456789m1122z +2z last_tile_in_wall self_drawn seat=S")
    expect(slow_phone.locator('#score tr[data-key="final_draw"]')).to_have_count(1)
    expect(slow_phone.locator("#hand .total")).to_have_text("110")


def test_a_flag_the_pasted_text_names_but_the_player_unticked_meanwhile_is_off(live_server, slow_phone: Page):
    # The player sent a text saying self_drawn, then unticked Self drawn (ticked for the hand
    # before): the untick is the later of the two, and the only way to say "not self-drawn" (the
    # notation can name a flag, not its absence).
    slow_phone.goto(f"{live_server.url}/?rules=zung-jung-extended&hand={quote(HAND + ' self_drawn')}")
    expect(flag(slow_phone, "self_drawn")).to_be_checked()
    before = paste(slow_phone, HAND + " self_drawn last_tile_in_wall")
    flag(slow_phone, "self_drawn").tap()
    still_answering(slow_phone, before)
    settled(slow_phone)
    expect(flag(slow_phone, "self_drawn")).not_to_be_checked()
    expect(flag(slow_phone, "last_tile_in_wall")).to_be_checked()  # the text's other flag stands
    expect(hand_line(slow_phone)).to_have_value("123456789m1122z +2z last_tile_in_wall")
    expect(slow_phone.locator('#score tr[data-key="final_discard"]')).to_have_count(1)
    expect(slow_phone.locator("#hand .total")).to_have_text("105")


def test_a_flag_ticked_while_a_paste_waits_behind_a_tap_stays(live_server, slow_phone: Page):
    # Enter while a tile tap is answered: the paste leaves only after that answer, later than the
    # tick; the tick still came after the player asked for the paste.
    slow_phone.goto(f"{live_server.url}/?rules=zung-jung-extended&hand=123m")
    slow_phone.locator('.picker button[name="add"][value="4m"]').tap()
    paste(slow_phone, HAND)
    flag(slow_phone, "self_drawn").tap()
    still_answering(slow_phone, "123m")  # not even the tile tap's answer
    settled(slow_phone)
    expect(flag(slow_phone, "self_drawn")).to_be_checked()
    expect(hand_line(slow_phone)).to_have_value("123456789m1122z +2z self_drawn")
    expect(slow_phone.locator("#hand .total")).to_have_text("100")


def test_a_flag_ticked_before_the_paste_is_sent_gives_way_to_the_text(live_server, slow_phone: Page):
    # The paste is the later word here: the whole hand, its situation too, as when typed alone.
    slow_phone.goto(f"{live_server.url}/?rules=zung-jung-extended&hand={quote(HAND)}")
    flag(slow_phone, "self_drawn").tap()
    paste(slow_phone, HAND + " last_tile_in_wall")
    settled(slow_phone)
    expect(flag(slow_phone, "self_drawn")).not_to_be_checked()
    expect(hand_line(slow_phone)).to_have_value("123456789m1122z +2z last_tile_in_wall")
    expect(slow_phone.locator("#hand .total")).to_have_text("105")
