"""A club's rule set renamed in the admin while a player's page is open: the next tap says there is
no such rule set and sends the player to the Rules menu, which still listed the old name and not
the new one until a reload (found by a tester). The menu now comes again with that answer, and the
hand is scored under the new name once it is picked. Zung Jung's Nine-Tile Straight 40 + All
Sequences 5 + Concealed Hand 5 = 50 (shared/rule-sources/zung-jung-scoring-tables.md)."""

import pytest
from playwright.sync_api import Page, expect

from rules.models import RuleSet
from tests.browser.htmx_wait import posting

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_the_menu_offers_the_new_name_after_a_rename(live_server, phone: Page):
    club = RuleSet.objects.get(slug="zung-jung").derive("Our club", "our-club")
    phone.goto(f"{live_server.url}/?rules=our-club&hand=123m456m789m234p5p")
    expect(phone.locator("#hand .progress")).to_contain_text("13 of 14")
    club.slug, club.name = "our-club-2", "Our club two"
    club.save()
    posting(phone, lambda: phone.locator('.picker button[value="5p"]').tap())
    expect(phone.locator("#hand-message")).to_contain_text("There is no rule set “our-club”")
    menu = phone.locator('select[name="rules"]')
    expect(menu.locator('option[value="our-club-2"]')).to_have_text("Our club two")
    expect(menu.locator('option[value="our-club"]')).to_have_text("our-club (no such rule set)")
    posting(phone, lambda: menu.select_option("our-club-2"))
    expect(phone.locator("#hand .total")).to_have_text("50")
