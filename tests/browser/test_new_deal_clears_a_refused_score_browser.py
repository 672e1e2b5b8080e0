"""New deal clears the deal even when a score in it is one the browser refuses (below 0): it was
stopped by the browser's own check, as Settle is, and the table could not start the next deal until
the bad score was mended by hand. Real headless Chromium."""

import pytest
from playwright.sync_api import Page, expect

from tests.browser.htmx_wait import settled

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def score(page: Page, seat: str):
    return page.locator(f'#deal input[name="score_{seat}"]')


def test_new_deal_clears_a_score_below_zero(live_server, page: Page):
    page.goto(f"{live_server.url}/?rules=british")
    score(page, "S").fill("42")
    score(page, "N").fill("-5")
    page.locator('#deal input[name="winner"][value="S"]').check()
    settled(page)
    page.once("dialog", lambda dialog: dialog.accept())
    page.locator('#deal button[value="new"]').click()
    settled(page)
    expect(score(page, "S")).to_have_value("")
    expect(score(page, "N")).to_have_value("")
    expect(page.locator('#deal input[name="winner"][value="S"]')).not_to_be_checked()
