"""The rules pages reflow at 320 CSS px (WCAG 1.4.10): on a narrow phone, or a desktop zoomed to
400 %, nothing scrolls sideways. An example hand played as one concealed group is 13 or 14 tiles
in a row, wider than the screen at the desktop's tile size. Screenshots go to test-artifacts/."""

from pathlib import Path

import pytest

from rules.builtin import load_builtin_rule_sets
from rules.models import RuleSet

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
NARROWEST = 320


def page_width(page) -> int:
    return page.evaluate("document.documentElement.scrollWidth")


def test_no_rules_page_scrolls_sideways_at_320_px(page, live_server):
    load_builtin_rule_sets()
    slugs = list(RuleSet.objects.filter(builtin=True).values_list("slug", flat=True))
    assert "mcr" in slugs and len(slugs) > 3
    page.set_viewport_size({"width": NARROWEST, "height": 640})
    ARTIFACTS.mkdir(exist_ok=True)

    widths = {}
    for path in ["/rules/", *(f"/rules/{slug}/" for slug in slugs)]:
        page.goto(live_server.url + path)
        widths[path] = page_width(page)
    page.goto(f"{live_server.url}/rules/mcr/#thirteen_orphans")  # one group of 14 tiles
    page.screenshot(path=str(ARTIFACTS / "rules-320-mcr-thirteen-orphans.png"))

    assert {path: width for path, width in widths.items() if width > NARROWEST} == {}


def test_the_desktop_keeps_its_tile_size(page, live_server):
    load_builtin_rule_sets(slugs=["mcr"])
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(f"{live_server.url}/rules/mcr/#thirteen_orphans")
    tiles = page.locator("#thirteen_orphans .example-hand img")
    assert tiles.count() == 14
    assert {round(box["width"]) for box in tiles.evaluate_all("ts => ts.map(t => t.getBoundingClientRect().toJSON())")} == {32}
    # The 14 tiles stay one row: the group is not wrapped where it fits.
    assert len({round(box["y"]) for box in tiles.evaluate_all("ts => ts.map(t => t.getBoundingClientRect().toJSON())")}) == 1
    page.screenshot(path=str(ARTIFACTS / "rules-1280-mcr-thirteen-orphans.png"))
