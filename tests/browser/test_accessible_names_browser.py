"""What a screen reader is told the controls and scored sets are (a keyboard tester's audit): the rule-set
menu by its word, the sets a pattern used in tile names, as the rest of the page says tiles, and a line
of notation that could not be read marked as such on its field, with the alert that says why."""

import pytest
from playwright.sync_api import Page, expect

from tests.browser.htmx_wait import posting

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

# MCR, 21 points: Pure Straight 16 (its three chows), Concealed Hand 2, All Chows 2, One Voided Suit 1.
PURE_STRAIGHT = "/?rules=mcr&hand=123m456m789m234p5p%20%2B5p"


def test_the_rules_menu_is_named_without_the_arrow_drawn_beside_it(live_server, page: Page):
    page.goto(live_server.url + PURE_STRAIGHT)
    expect(page.get_by_role("combobox", name="Rules", exact=True)).to_have_value("mcr")  # was "Rules ▾"


def test_the_sets_a_pattern_used_are_said_in_tile_names(live_server, page: Page):
    page.goto(live_server.url + PURE_STRAIGHT)
    expect(page.locator("#hand .total")).to_have_text("21")
    row = page.locator('#score tr[data-key="pure_straight"]')
    expect(row.get_by_role("img", name="Sets used: chow 1 2 3 characters, chow 4 5 6 characters, chow 7 8 9 characters",
                           exact=True)).to_be_visible()


def test_a_line_that_cannot_be_read_marks_its_field_invalid_until_corrected(live_server, page: Page):
    page.goto(live_server.url + PURE_STRAIGHT)
    field = page.get_by_role("textbox", name="Hand in notation (paste a hand here)")
    expect(field).not_to_have_attribute("aria-invalid", "true")
    field.fill("123m456m789m234p5x")
    posting(page, lambda: field.press("Enter"))
    expect(field).to_be_focused()
    expect(field).to_have_value("123m456m789m234p5x")
    expect(field).to_have_attribute("aria-invalid", "true")
    alert = page.locator("#hand .message[role=alert]")
    expect(alert).to_contain_text("Correct the line")
    expect(field).to_have_accessible_description(alert.inner_text())
    expect(page.locator("#hand .total")).to_have_text("21")  # the hand as it was

    field.fill("123m456m789m234p5p +5p")
    posting(page, lambda: field.press("Enter"))
    expect(field).not_to_have_attribute("aria-invalid", "true")
