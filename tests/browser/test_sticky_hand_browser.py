"""The hand panel on a phone stays on screen while tiles are picked (it is sticky), and must leave
the picker room: four kongs and bonus tiles once made it 430 px of a 740 px screen (270 of 360
held sideways), the picker underneath a strip. Held sideways it is beside the picker, as tall as
the screen: on top, capped at 40% of the height, it left two rows of the picker under it, the rest
screens further down. Screenshots go to test-artifacts/sticky-hand-*.png."""

from pathlib import Path
from urllib.parse import quote

import pytest
from playwright.sync_api import Page, expect

from tests.browser.htmx_wait import posting

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
# The most a hand can hold: four kongs (one concealed, labelled so), a pair, all eight bonus tiles.
FOUR_KONGS = "5z (1111m) [2222p] (3333s) (4444z) +5z 1f2f3f4f5f6f7f8f"
FOURTEEN = "123m456m789m11z22z +2z"
MOST_OF_THE_SCREEN = 0.4  # the panel's share of the screen's height upright, at most
PHONES = {
    "360x740": {"viewport": {"width": 360, "height": 740}, "device_scale_factor": 3},
    "390x844": {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 3},
    "740x360": {"viewport": {"width": 740, "height": 360}, "device_scale_factor": 2},  # held sideways
    "844x390": {"viewport": {"width": 844, "height": 390}, "device_scale_factor": 2},  # held sideways
}
SIDEWAYS = {"740x360", "844x390"}


@pytest.fixture(params=list(PHONES))
def phone(request, browser):
    context = browser.new_context(**PHONES[request.param], is_mobile=True, has_touch=True)
    page = context.new_page()
    page.size_name = request.param
    yield page
    context.close()


def paste(page: Page, live_server, line: str) -> None:
    """Type the hand into "Hand in notation" and score it, as a player pasting a hand would."""
    page.goto(f"{live_server.url}/?rules=mcr")
    field = page.get_by_label("Hand in notation")
    field.fill(line)
    posting(page, lambda: field.press("Enter"))


def box(page: Page, selector: str) -> dict:
    return page.eval_on_selector(selector, """e => { const r = e.getBoundingClientRect();
        return {top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: r.width, height: r.height,
                clientHeight: e.clientHeight, scrollHeight: e.scrollHeight}; }""")


def shot(page: Page, name: str) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"sticky-hand-{page.size_name}-{name}.png"))


def test_four_kongs_and_eight_bonus_tiles_leave_the_picker_room_to_tap(live_server, phone: Page):
    paste(phone, live_server, FOUR_KONGS)
    expect(phone.locator('#score tr[data-key="four_kongs"]')).to_have_count(1)
    expect(phone.locator("#hand img.tile")).to_have_count(26)

    screen_height = phone.viewport_size["height"]
    if phone.size_name in SIDEWAYS:
        # Held sideways, scrolled down to pick tiles, the picker at the top of the screen: the panel
        # is beside it, at the top, no taller than the screen, and covers none of it.
        phone.evaluate("window.scrollBy(0, document.querySelector('.picker .row').getBoundingClientRect().top)")
        hand = box(phone, "#hand")
        assert hand["top"] == 0 and hand["bottom"] <= screen_height
        assert hand["left"] >= box(phone, ".picker")["right"]
        # The whole picker in sight beside it, all five rows of tiles (1 px for rounding).
        rows = phone.eval_on_selector_all(".picker .row:has(.tile)", "rs => rs.map(r => [r.getBoundingClientRect().top, r.getBoundingClientRect().bottom])")
        assert len(rows) == 5 and all(top >= -1 and bottom <= screen_height + 1 for top, bottom in rows)
    else:
        # Scrolled down to pick tiles, the picker's first row just under the panel: the panel stays at the top.
        phone.evaluate("""() => window.scrollBy(0, document.querySelector('.picker .row').getBoundingClientRect().top
                                                     - document.querySelector('#hand').offsetHeight)""")
        hand = box(phone, "#hand")
        assert hand["top"] == 0
        assert hand["height"] <= MOST_OF_THE_SCREEN * screen_height
        # Under the panel, at least two whole rows of the picker, not a strip (1 px for rounding).
        for row in (".picker .row:nth-child(1)", ".picker .row:nth-child(2)"):
            assert box(phone, row)["top"] >= hand["bottom"] - 1 and box(phone, row)["bottom"] <= screen_height + 1
    total = box(phone, "#hand .total")
    assert total["top"] >= 0 and total["bottom"] <= hand["bottom"]  # the score stays in sight
    shot(phone, "four-kongs-picking")

    # A thumb on a picker tile lands on that tile, not on the panel, and adds it.
    tile = box(phone, '.picker button[value="9p"]')
    x, y = tile["left"] + tile["width"] / 2, tile["top"] + tile["height"] / 2
    assert phone.evaluate("([x, y]) => document.elementFromPoint(x, y).closest('button').value", [x, y]) == "9p"
    posting(phone, lambda: phone.touchscreen.tap(x, y))
    expect(phone.locator('#hand .tiles-in-hand button[title="Remove 9p"]')).to_have_count(1)
    expect(phone.locator("#hand img.tile")).to_have_count(27)
    assert box(phone, "#hand")["top"] == 0  # the answer leaves the page where it was


def test_every_tile_of_four_kongs_can_be_seen_in_the_panel(live_server, phone: Page):
    paste(phone, live_server, FOUR_KONGS)
    hand = box(phone, "#hand")
    if phone.size_name in SIDEWAYS:
        # Held sideways, the panel as tall as the screen beside the picker (at 40% of it on top, it
        # scrolled inside to the last bonus tile): all 26 tiles in it and on the screen, none to scroll to.
        assert hand["top"] == 0 and hand["bottom"] <= phone.viewport_size["height"]
        assert hand["scrollHeight"] <= hand["clientHeight"]
        tiles = phone.eval_on_selector_all("#hand img.tile", "ts => ts.map(t => [t.getBoundingClientRect().top, t.getBoundingClientRect().bottom])")
        assert len(tiles) == 26 and all(hand["top"] <= top and bottom <= hand["bottom"] for top, bottom in tiles)
    else:
        # Upright, the sets and bonus tiles drawn smaller: all 26 tiles in sight.
        assert hand["scrollHeight"] <= hand["clientHeight"]
    # Two kongs to a row.
    kongs = phone.eval_on_selector_all("#hand .meld.kong", "ms => ms.map(m => Math.round(m.getBoundingClientRect().top))")
    assert len(kongs) == 4 and len(set(kongs)) == 2
    shot(phone, "four-kongs")

    if phone.size_name in SIDEWAYS:
        # The total's link to the patterns brings them to the top of the screen: no panel above them to clear.
        phone.locator("#hand .to-patterns").tap()
        phone.wait_for_function("Math.abs(document.querySelector('#score').getBoundingClientRect().top - 8) < 2", timeout=5000)
        assert box(phone, "#hand")["left"] >= box(phone, "#score")["right"]  # beside the list, not on it


def test_a_fourteen_tile_hand_keeps_its_size_and_rows(live_server, phone: Page):
    paste(phone, live_server, FOURTEEN)
    expect(phone.locator("#hand img.tile")).to_have_count(14)
    hand = box(phone, "#hand")
    assert hand["scrollHeight"] <= hand["clientHeight"]  # nothing hidden in the panel
    widths = set(phone.eval_on_selector_all("#hand .tiles-in-hand img", "ts => ts.map(t => t.getBoundingClientRect().width)"))
    assert widths == {40}  # held sideways too: seven to a row in the panel beside the picker
    # The total on its own line above the tiles (14 tiles do not fit beside it).
    assert box(phone, "#hand .summary")["bottom"] <= box(phone, "#hand .tiles-in-hand")["top"]
    shot(phone, "fourteen-tiles")

    # Scrolling over the panel scrolls the page: the panel, which could scroll inside, does not keep it.
    phone.evaluate("window.scrollTo(0, 0)")
    hand = box(phone, "#hand")
    phone.mouse.move(hand["left"] + hand["width"] / 2, hand["top"] + 10)
    phone.mouse.wheel(0, 100)
    phone.wait_for_function("window.scrollY > 0")


# A phone held sideways (844 x 390) zoomed to 200%: 422 x 195 CSS px. 40% of that (78 px) held the
# total and half a row of tiles; the sets, the kong and the flowers were only to be found by
# scrolling inside the panel, with nothing to say so.
ZOOMED_SIDEWAYS = {"viewport": {"width": 422, "height": 195}, "device_scale_factor": 4, "is_mobile": True, "has_touch": True}
KONG_AND_FLOWERS = "123m1z (555p) (2222s) [7777z] +1z 125f self_drawn"  # MCR, 19 points


def test_a_screen_too_short_to_pin_the_panel_on_scrolls_it_with_the_page_whole(live_server, browser):
    context = browser.new_context(**ZOOMED_SIDEWAYS)
    page = context.new_page()
    page.size_name = "422x195"
    page.goto(f"{live_server.url}/?rules=mcr&hand={quote(KONG_AND_FLOWERS)}")
    expect(page.locator("#hand .total")).to_have_text("19")

    # The panel as tall as the hand: every tile inside its box, none hidden in it to scroll to.
    hand = box(page, "#hand")
    assert hand["scrollHeight"] <= hand["clientHeight"]
    tiles = page.eval_on_selector_all("#hand img.tile", "ts => ts.map(t => { const r = t.getBoundingClientRect(); return [r.top, r.bottom]; })")
    assert len(tiles) == 19  # five in hand, a pung, two kongs, three flowers
    assert all(hand["top"] <= top and bottom <= hand["bottom"] for top, bottom in tiles)
    # Scrolled to the panel's foot, the flowers are on the screen, with the panel's foot.
    page.evaluate("window.scrollTo(0, document.querySelector('#hand').getBoundingClientRect().bottom + scrollY - innerHeight)")
    flower = box(page, '#hand button[title="Remove bonus tile 5f"]')
    assert 0 <= flower["top"] and flower["top"] + flower["height"] <= box(page, "#hand")["bottom"] <= 195 + 1  # 1 px for rounding
    shot(page, "panel-foot")

    # Scrolled on to the picker, the panel goes up with the page rather than covering the screen's top.
    page.evaluate("window.scrollTo(0, document.querySelector('.picker .row').getBoundingClientRect().top + scrollY)")
    assert box(page, "#hand")["bottom"] <= 0
    tile = box(page, '.picker button[value="9p"]')
    assert page.evaluate("([x, y]) => document.elementFromPoint(x, y).closest('button').value",
                         [tile["left"] + tile["width"] / 2, tile["top"] + tile["height"] / 2]) == "9p"
    shot(page, "picking")

    # The total's link to the patterns brings them to the top of the screen: no panel there to clear.
    page.evaluate("window.scrollTo(0, 0)")
    page.locator("#hand .to-patterns").tap()
    page.wait_for_function("Math.abs(document.querySelector('#score').getBoundingClientRect().top - 8) < 2", timeout=5000)
    context.close()
