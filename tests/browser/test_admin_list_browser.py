"""The admin's rule-set list beside the admin's menu: at 1024 px the menu and the filter left the
table 415 px and it scrolled sideways, the origin, version and rules page out of sight. Where the
list is that narrow the filter goes under the table. And a rule set's pattern table, whose columns an
organiser edits most come first. Screenshots go to test-artifacts/admin-*.png."""

from pathlib import Path

import pytest
from playwright.sync_api import expect

from rules.builtin import load_builtin_rule_sets
from rules.models import RuleSet
from tests.browser.test_house_rules import log_in, right_edges
from tests.factories import make_staff

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"


def boxes(page) -> dict:
    """Where the table, the box it scrolls sideways in and the filter are, in CSS pixels."""
    return page.evaluate("""() => {
        const box = selector => { const e = document.querySelector(selector), r = e.getBoundingClientRect();
            return {left: r.left, right: r.right, top: r.top, bottom: r.bottom, scrollWidth: e.scrollWidth, clientWidth: e.clientWidth}; };
        return {table: box('#result_list'), results: box('#changelist-form .results'), filter: box('#changelist-filter')};
    }""")


@pytest.mark.parametrize("width", [1024, 1280])
def test_the_rule_set_list_fits_beside_the_open_menu(page, live_server, width):
    load_builtin_rule_sets()  # every published rule set, and house rules from the longest-named one
    RuleSet.objects.get(slug="zung-jung-extended").derive("Zung Jung extended (Thursday club house rules)", "zj-thursday")
    make_staff(username="organiser")
    page.set_viewport_size({"width": width, "height": 800})
    log_in(page, live_server, "/admin/rules/ruleset/")
    expect(page.locator("#nav-sidebar")).to_be_visible()  # the menu open, as the admin first shows it

    found = boxes(page)
    assert found["results"]["scrollWidth"] <= found["results"]["clientWidth"], found  # nothing to scroll sideways to
    edges = right_edges(page)
    assert max(edges["header"], edges["cell"]) <= min(edges["box"], width) and edges["page"] <= width, edges
    if width == 1024:
        assert found["filter"]["top"] >= found["table"]["bottom"], found  # under the table, the whole width
        assert found["filter"]["left"] == found["results"]["left"]
    else:
        assert found["filter"]["left"] >= found["table"]["right"], found  # beside it, where it fitted
    page.screenshot(path=str(ARTIFACTS / f"admin-list-{width}-menu-open.png"), full_page=True)

    # Every column still there, in view, and the filter still filters.
    house = page.locator("#result_list tbody tr").filter(has=page.locator("td.field-version", has_text="zj-thursday r1"))
    for column, text in [("name", "Zung Jung extended (Thursday club house rules)"), ("system", "Zung Jung (extended)"),
                         ("scheme_shown", "additive"), ("limit_shown", "320"), ("minimum_shown", "0"),
                         ("origin", "house rules from Zung Jung (extended, mj-score-eval 2016)"), ("version", "zj-thursday r1")]:
        expect(house.locator(f".field-{column}")).to_have_text(text)
    link = house.locator("td.field-public_page a").bounding_box()
    assert link["x"] + link["width"] <= found["results"]["right"]  # not scrolled off to the right
    page.locator("#changelist-filter").get_by_role("link", name="Yes").click()
    expect(page.locator("#result_list tbody tr")).to_have_count(RuleSet.objects.filter(builtin=True).count())


@pytest.mark.parametrize("width", [1280, 1024])
def test_a_pattern_can_be_switched_off_and_its_exclusions_edited_without_scrolling_sideways(page, live_server, width):
    """The pattern table of an MCR house rule set, on a laptop or a tablet held sideways with the menu
    open: its fourteen columns scroll sideways, but a value, Counts and Excludes are in the first
    screen's width (at 1024, Django's narrow-screen styles widen every box: ruleset_form.css)."""
    load_builtin_rule_sets()
    house = RuleSet.objects.get(slug="mcr").derive("MCR (club)", "mcr-club")
    make_staff(username="organiser")
    page.set_viewport_size({"width": width, "height": 800})
    log_in(page, live_server, f"/admin/rules/ruleset/{house.pk}/change/")
    expect(page.locator("#nav-sidebar")).to_be_visible()

    row = page.locator(".inline-group tbody tr.has_original").filter(has=page.locator("td.field-key", has_text="mixed_triple_chow"))
    row.scroll_into_view_if_needed()
    table_box = row.locator("xpath=ancestor::table/..").bounding_box()
    for field in ("value input", "enabled input", "excludes input"):
        box = row.locator(f"td.field-{field}").bounding_box()
        assert box["x"] + box["width"] <= table_box["x"] + table_box["width"], field
    expect(row.locator("td.field-excludes input")).to_have_value("mixed_double_chow")
    page.screenshot(path=str(ARTIFACTS / f"admin-pattern-table-{width}-menu-open.png"))
