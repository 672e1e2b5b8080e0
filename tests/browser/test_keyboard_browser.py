"""The calculator with a keyboard (the accessibility audit): the focus ring is seen on the light page,
a control reached backwards with Shift+Tab is not hidden under the hand panel stuck on top, and what
the page says after a tap is seen at full contrast. Screenshots go to test-artifacts/focus-*.png."""

from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.browser.htmx_wait import posts_to, settled

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}
DESKTOP = {"viewport": {"width": 1280, "height": 800}}
# Two kongs and bonus tiles: a tall hand panel, stuck on top of the screen once the page scrolls.
TALL_HAND = "/?rules=zung-jung&hand=" + "5z%20(1111m)%20[2222p]%2023s%2055s%20%2B5z%201f2f3f4f"

CONTRAST = """element => {
  const rgb = c => c.match(/[\\d.]+/g).slice(0, 3).map(Number);
  const lum = c => { const [r, g, b] = rgb(c).map(v => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
                     return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
  const ratio = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
  const style = getComputedStyle(element);
  return {ratio: ratio(style.outlineColor, getComputedStyle(document.body).backgroundColor),
          width: parseFloat(style.outlineWidth), outlineStyle: style.outlineStyle};
}"""


@pytest.fixture(params=[PHONE, DESKTOP], ids=["phone", "desktop"])
def screen(request, browser):
    context = browser.new_context(**request.param)
    yield context.new_page()
    context.close()


def focus_with_tab(page: Page, selector: str) -> None:
    """Focus an element as the keyboard does (Tab from the one before it), so that :focus-visible applies.
    A tile of the picker (one stop of the Tab key) is made its stop first, as using it would."""
    page.locator(selector).evaluate("""e => {
        if (e.closest('.picker')) for (const tile of e.closest('.picker').querySelectorAll('button[name=add]')) tile.tabIndex = tile === e ? 0 : -1;
        const all = [...document.querySelectorAll('button, input:not([type=hidden]), select, a[href]')].filter(f => f.tabIndex >= 0);
        const before = all[all.indexOf(e) - 1];
        if (before) before.focus(); else document.activeElement.blur(); }""")
    page.keyboard.press("Tab")


@pytest.mark.parametrize("selector", ['.picker button[name="add"][value="5s"]', '.modes input:checked', 'select[name="rules"]'])
def test_the_focus_ring_on_the_light_page_has_3_to_1_contrast(live_server, screen: Page, selector):
    screen.goto(live_server.url + "/?rules=zung-jung")
    focus_with_tab(screen, selector)
    ringed = screen.locator(selector)
    if selector.startswith(".modes"):
        ringed = ringed.locator("xpath=..")  # the label draws the ring of its hidden radio
    elif selector.startswith("select"):
        ringed = screen.locator(".rules-menu")  # the menu drawn under the see-through select
    ring = ringed.evaluate(CONTRAST)
    assert ring["outlineStyle"] != "none" and ring["width"] >= 2, ring
    assert ring["ratio"] >= 3, ring
    ARTIFACTS.mkdir(exist_ok=True)
    screen.screenshot(path=str(ARTIFACTS / f"focus-{selector.split()[0].strip('.[')}-{screen.viewport_size['width']}.png"))


def test_shift_tab_back_up_the_picker_keeps_the_focused_tile_below_the_hand_panel(live_server, screen: Page):
    screen.goto(live_server.url + TALL_HAND)
    settled(screen)
    # The picker is one stop of the Tab key, at the tile last used: the last season here. From
    # Clear hand, Shift+Tab reaches it, then the left arrow goes back through the seasons, the
    # flowers and the honours.
    screen.locator('.picker button[name="add"][value="8f"]').focus()
    screen.locator('select[name="seat_wind"]').focus()
    screen.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
    names = []
    for press in ["Shift+Tab", "Shift+Tab"] + ["ArrowLeft"] * 12:
        screen.keyboard.press(press)
        where = screen.evaluate("""() => {
            const box = document.activeElement.getBoundingClientRect();
            return {name: document.activeElement.getAttribute('aria-label') || document.activeElement.textContent,
                    top: box.top, bottom: box.bottom, under: document.getElementById('hand').getBoundingClientRect().bottom,
                    screen: innerHeight, inHand: !!document.activeElement.closest('#hand')}; }""")
        names.append(where["name"])
        assert not where["inHand"] and where["top"] >= where["under"] - 1 and where["bottom"] <= where["screen"], where
    assert names[:3] == ["Clear hand", "Add Winter (season 4)", "Add Autumn (season 3)"] and names[-1] == "Add West wind"
    screen.screenshot(path=str(ARTIFACTS / f"focus-shift-tab-{screen.viewport_size['width']}.png"))


def test_arrow_keys_on_the_rules_menu_load_nothing_until_enter(live_server, page: Page):
    """Each arrow key on the closed menu changes the rule set (Chromium on Linux); each change loaded that rule set's page."""
    page.goto(live_server.url + "/?rules=zung-jung&hand=123m456m789m234p5p%20%2B5p")
    taps = posts_to(page, "/tap")
    menu = page.locator('select[name="rules"]')
    menu.focus()
    page.keyboard.press("ArrowUp")
    page.keyboard.press("ArrowUp")
    page.wait_for_timeout(300)
    assert menu.evaluate("e => e.value") != "zung-jung"  # the arrows did choose
    assert taps == [] and "rules=zung-jung" in page.url
    chosen = menu.evaluate("e => e.value")
    expect(page.locator(".rules-chosen")).to_have_text(menu.evaluate("e => e.selectedOptions[0].text"))
    with page.expect_navigation():
        page.keyboard.press("Enter")
    assert f"rules={chosen}" in page.url and len(taps) == 1
    expect(page.locator('select[name="rules"]')).to_have_value(chosen)


def test_a_rule_set_picked_with_the_mouse_loads_at_once(live_server, page: Page):
    page.goto(live_server.url + "/?rules=zung-jung")
    with page.expect_navigation():
        page.select_option('select[name="rules"]', "mcr")
    expect(page.locator('select[name="rules"]')).to_have_value("mcr")


def test_a_rule_set_chosen_with_arrow_keys_loads_as_the_menu_is_left(live_server, page: Page):
    page.goto(live_server.url + "/?rules=zung-jung")
    page.locator('select[name="rules"]').focus()
    page.keyboard.press("ArrowUp")
    chosen = page.locator('select[name="rules"]').evaluate("e => e.value")
    with page.expect_navigation():
        page.keyboard.press("Tab")
    expect(page.locator('select[name="rules"]')).to_have_value(chosen)


def focused_control(page: Page) -> str:
    return page.evaluate("""() => { const e = document.activeElement;
        return e === document.body ? 'the page' : e.getAttribute('aria-label') || e.name || e.className; }""")


def test_a_rule_set_chosen_with_enter_keeps_the_focus_on_the_menu_and_says_the_new_score(live_server, page: Page):
    """The new rule set loads a new page: it opened with the focus at its top and said nothing."""
    page.goto(live_server.url + "/?rules=zung-jung&hand=123m456m789m234p5p%20%2B5p")
    expect(page.locator("#hand .total")).to_have_text("50")
    page.keyboard.press("Tab")  # from the top of the page: the menu comes first
    menu = page.get_by_role("combobox", name="Rules", exact=True)  # named without the arrow drawn beside it
    expect(menu).to_be_focused()
    for _ in range(3):
        page.keyboard.press("ArrowUp")
    with page.expect_navigation():
        page.keyboard.press("Enter")
    expect(page.locator("#hand .total")).to_have_text("21")
    expect(menu).to_have_value("mcr")
    expect(menu).to_be_focused()
    expect(page.locator("#announcer")).to_have_text("Rules: Chinese Official (MCR). 21 points")
    page.keyboard.press("Tab")  # on from the menu, not from the top of the page again
    assert focused_control(page) == "to-patterns"


def test_a_rule_set_chosen_with_arrow_keys_then_tab_goes_on_where_tab_went(live_server, page: Page):
    page.goto(live_server.url + "/?rules=zung-jung&hand=123m456m789m234p5p%20%2B5p")
    page.locator('select[name="rules"]').focus()
    for _ in range(3):
        page.keyboard.press("ArrowUp")
    with page.expect_navigation():
        page.keyboard.press("Tab")
    expect(page.locator("#hand .total")).to_have_text("21")
    expect(page.locator("#hand a.to-patterns")).to_be_focused()
    expect(page.locator("#announcer")).to_have_text("Rules: Chinese Official (MCR). 21 points")
    page.reload()  # a page loaded otherwise opens as before, at its top, saying nothing
    expect(page.locator("#hand .total")).to_have_text("21")
    page.wait_for_timeout(600)
    assert focused_control(page) == "the page" and page.locator("#announcer").text_content() == ""
