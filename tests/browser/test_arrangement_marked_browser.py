"""The score's arrangement tells concealed sets from exposed ones (and from one the winning discard
completed) in words, not by colour alone
(WCAG 1.4.1), on a phone and on a desktop, under MCR and British rules. Real headless Chromium;
screenshots of the score in test-artifacts/."""

import urllib.parse
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tests.browser.screens import PHONE

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
DESKTOP = {"viewport": {"width": 1280, "height": 900}}
# Each hand has concealed and exposed sets: MCR's as in tests/web/test_page.py (a concealed kong, an
# exposed kong and chow, a concealed chow, a pair); British South's 84 of tests/browser/test_deal_browser.py
# (an exposed pung of 2m, concealed pungs of 9p and red dragons, a concealed chow, a pair).
HANDS = {
    "mcr": "9p678s [5555p] (1111m) (456s) +9p",
    "british": "34s999p777z11z (222m) +5s self_drawn seat=S",
}
# The sets the arrangement shows, in its order, as named for a screen reader: (name, word shown).
SETS = {
    "mcr": [("Concealed kong of 5 circles", "concealed"), ("Exposed kong of 1 character", "exposed"),
            ("Exposed chow 4 5 6 bamboo", "exposed"), ("Concealed chow 6 7 8 bamboo", "concealed"),
            ("Pair of 9 circles, completed by the winning discard", "won on discard")],  # the 9p claimed to win
    "british": [("Exposed pung of 2 characters", "exposed"), ("Concealed pung of 9 circles", "concealed"),
                ("Concealed chow 3 4 5 bamboo", "concealed"), ("Concealed pung of Red dragon", "concealed"),
                ("Concealed pair of East wind", "concealed")],
}


@pytest.mark.parametrize("screen", ["phone", "desktop"])
@pytest.mark.parametrize("rules", ["mcr", "british"])
def test_each_set_of_the_arrangement_says_whether_it_is_concealed_or_exposed(live_server, browser, rules, screen):
    context = browser.new_context(**(PHONE if screen == "phone" else DESKTOP))
    page = context.new_page()
    page.goto(f"{live_server.url}/?rules={rules}&hand={urllib.parse.quote(HANDS[rules])}")
    sets = page.locator("#score .arrangement .set")
    assert [one.get_attribute("aria-label") for one in sets.all()] == [name for name, _ in SETS[rules]]

    for i, (name, word) in enumerate(SETS[rules]):
        one = sets.nth(i)
        # The word is on the screen, in the set's box, under its tiles; read by eye, not by a screen
        # reader (the set's name says it).
        tag = one.locator(".set-tag")
        expect(tag).to_be_visible()
        expect(tag).to_have_text(word)
        tiles, tag_box = one.locator("img").first.bounding_box(), tag.bounding_box()
        assert tag_box["y"] >= tiles["y"] + tiles["height"] - 1, (name, tiles, tag_box)
        assert float(tag.evaluate("e => parseFloat(getComputedStyle(e).fontSize)")) >= 12
        # Not much taller than the tiles: the word costs one short line.
        assert one.bounding_box()["height"] <= tiles["height"] + 22, (name, one.bounding_box())

    ARTIFACTS.mkdir(exist_ok=True)
    page.locator("#score").screenshot(path=str(ARTIFACTS / f"arrangement-{rules}-{screen}.png"))
    context.close()
