"""A rule set's history on a phone: the page did not fit 390 px (it scrolled sideways) and
"Restore this version" was squeezed into a column 60 px wide, its words spilling out of the
button. Each version is now a card there, and the button is whole and can be tapped; on a
laptop the history is still a table. Screenshots go to test-artifacts/admin-history-*.png."""

from pathlib import Path

import pytest
from playwright.sync_api import expect

from rules.builtin import load_builtin_rule_sets
from rules.models import RuleSet
from tests.browser.test_house_rules import log_in
from tests.factories import make_staff

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"


@pytest.fixture
def history_url():
    load_builtin_rule_sets(slugs=["zung-jung"])
    club = RuleSet.objects.get(slug="zung-jung").derive("Zung Jung (our club)", "zj-club")
    club.limit, club.revision = 400, 2
    club.save()  # a second version, so the first has a button to restore it
    make_staff(username="organiser")
    return f"/admin/rules/ruleset/{club.pk}/history/"


def restore_button(page) -> dict:
    return page.evaluate("""() => {
        const b = document.querySelector('#versions a.button'), r = b.getBoundingClientRect();
        return {left: r.left, right: r.right, height: r.height, scrollWidth: b.scrollWidth, clientWidth: b.clientWidth,
                pageWidth: document.documentElement.scrollWidth};
    }""")


def test_the_history_fits_a_phone_and_its_restore_button_can_be_tapped(phone, live_server, history_url):
    log_in(phone, live_server, history_url)
    found = restore_button(phone)
    assert found["pageWidth"] <= 390, found  # no sideways scroll
    assert 0 <= found["left"] and found["right"] <= 390, found
    assert found["scrollWidth"] <= found["clientWidth"], found  # its words inside it, on one line
    assert found["height"] >= 44, found  # a finger's height
    phone.locator("#versions a.button").first.scroll_into_view_if_needed()
    phone.screenshot(path=str(ARTIFACTS / "admin-history-phone.png"))

    phone.get_by_role("link", name="Restore this version").first.click()  # a normal click: nothing covers it
    expect(phone.get_by_role("heading", name="Restore Zung Jung (our club) to version r1?")).to_be_visible()


def test_on_a_laptop_the_history_is_still_a_table(page, live_server, history_url):
    page.set_viewport_size({"width": 1280, "height": 800})
    log_in(page, live_server, history_url)
    expect(page.locator("#versions thead")).to_be_visible()
    found = restore_button(page)
    assert found["pageWidth"] <= 1280 and found["scrollWidth"] <= found["clientWidth"], found
    assert found["height"] < 40, found  # one line
    page.screenshot(path=str(ARTIFACTS / "admin-history-1280.png"))
