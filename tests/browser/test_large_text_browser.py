"""A phone set to larger text (150%): the row of tap modes wraps, and the page does not scroll
sideways ("Winning" was cut off at the edge and the page was 432 px wide on a 390 px screen)."""

import pytest
from playwright.sync_api import Page

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.mark.parametrize("rules", ["british", "mcr"])
def test_larger_text_wraps_the_tap_modes_instead_of_widening_the_page(live_server, phone: Page, rules):
    phone.goto(f"{live_server.url}/?rules={rules}&hand=123m")
    phone.add_style_tag(content="html { font-size: 150%; }")
    assert phone.evaluate("document.documentElement.scrollWidth") == 390
    winning = phone.locator('.modes label:has(input[value="winning"])').bounding_box()
    assert winning["x"] + winning["width"] <= 390
