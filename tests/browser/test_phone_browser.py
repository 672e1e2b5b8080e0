"""The calculator on a phone (390×844, touch, every control tapped) in real headless Chromium:
the Back button as the player's undo, and the ways out of a hand line the page cannot read.
Screenshots go to test-artifacts/phone-*.png."""

from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.browser.htmx_wait import posting, settled
from tests.browser.screens import PHONE

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
# Three chows, a pair of East and a pung of South completed by the 2z: a complete hand whose score
# counts Self-drawn (the audit's hand, 100 points with self_drawn seat=S round=S).
ZJX_HAND = "/?rules=zung-jung-extended&hand=123m456m789m11z22z+%2B2z"





@pytest.fixture
def phone_keeping_pages(browser_type, browser_type_launch_args):
    """A phone whose browser keeps a page left behind in memory and shows it again on Back (the
    back-forward cache, on in phone browsers; Playwright turns it off unless told not to)."""
    browser = browser_type.launch(**browser_type_launch_args, ignore_default_args=["--disable-back-forward-cache"])
    yield browser.new_context(**PHONE).new_page()
    browser.close()


def shot(page: Page, name: str) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"phone-{name}.png"), full_page=True)


def expect_hand_line(page: Page, line: str) -> None:
    """The hand line the next tap posts (the hidden field in the hand panel htmx swaps in)."""
    expect(page.locator('#hand input[name="hand"]')).to_have_value(line)


def test_back_after_a_mistaken_tap_shows_the_flags_and_winds_the_score_used(live_server, phone: Page):
    # Zung Jung offers no Round wind menu (it scores no prevailing wind); the round the line holds stays in it.
    phone.goto(live_server.url + ZJX_HAND + "+round%3DS")
    posting(phone, lambda: phone.locator('input[name="flags"][value="self_drawn"]').tap())
    posting(phone, lambda: phone.locator('select[name="seat_wind"]').select_option("S"))
    expect(phone.locator("#hand .total")).to_have_text("100")
    expect_hand_line(phone, "123456789m1122z +2z self_drawn seat=S round=S")

    posting(phone, lambda: phone.locator('#hand button[name="tap"][value^="c0:"]').tap())  # the mistaken tap
    expect(phone.locator("#hand .total")).to_have_count(0)
    phone.go_back()  # the phone's undo
    settled(phone)

    expect(phone.locator("#hand .total")).to_have_text("100")
    expect(phone.locator('#score tr[data-key="self_drawn"]')).to_have_count(1)
    expect(phone.locator('input[name="flags"][value="self_drawn"]')).to_be_checked()
    expect(phone.locator('select[name="seat_wind"]')).to_have_value("S")
    expect(phone.locator('input[name="round_wind"]')).to_have_value("S")
    shot(phone, "back-keeps-flags")

    # The next tap posts the controls as shown: they stay in the hand and the score.
    phone.locator('.modes label:has(input[value="winning"])').tap()
    posting(phone, lambda: phone.locator('#hand button[name="tap"][value^="c0:"]').tap())
    expect_hand_line(phone, "23456789m11222z +1m self_drawn seat=S round=S")
    expect(phone.locator("#hand .total")).to_have_text("100")
    expect(phone.locator('#score tr[data-key="self_drawn"]')).to_have_count(1)


def test_back_after_clearing_the_hand_shows_the_flags_the_score_used(live_server, phone: Page):
    phone.goto(live_server.url + ZJX_HAND)
    posting(phone, lambda: phone.locator('input[name="flags"][value="self_drawn"]').tap())
    posting(phone, lambda: phone.locator("button.clear").tap())
    expect(phone.locator("#hand .tiles-in-hand img")).to_have_count(0)
    phone.go_back()
    settled(phone)
    expect(phone.locator("#hand .total")).to_have_text("100")
    expect(phone.locator('input[name="flags"][value="self_drawn"]')).to_be_checked()
    posting(phone, lambda: phone.locator('#hand button[name="tap"][value^="c0:"]').tap())
    expect_hand_line(phone, "23456789m1122z +2z self_drawn")


@pytest.mark.parametrize("kept_in_memory", [False, True], ids=["page-loaded-again", "page-kept-in-memory"])
def test_back_after_choosing_another_rule_set_shows_the_rule_set_the_page_scores_under(live_server, request, kept_in_memory):
    phone = request.getfixturevalue("phone_keeping_pages" if kept_in_memory else "phone")
    phone.goto(f"{live_server.url}/?rules=mcr")
    phone.evaluate("window.firstLoad = true")
    for code in ("1m", "2m", "3m"):
        posting(phone, lambda code=code: phone.locator(f'.picker button[name="add"][value="{code}"]').tap())
    with phone.expect_navigation():
        phone.locator('select[name="rules"]').select_option("british")
    expect(phone.locator("#deal")).to_have_count(1)  # the British page, with its deal panel
    assert "rules=british" in phone.url

    phone.go_back(wait_until="commit")  # a page shown again from memory fires no load event
    phone.wait_for_url(lambda url: "rules=mcr" in url, wait_until="commit")
    settled(phone)
    # Which way the browser brought the page back: the test covers both.
    assert phone.evaluate("window.firstLoad === true") is kept_in_memory
    expect(phone.locator('select[name="rules"]')).to_have_value("mcr")
    expect(phone.locator(".rules-chosen")).to_have_text("Chinese Official (MCR)")  # the name shown follows the menu
    expect(phone.locator("#deal")).to_have_count(0)
    shot(phone, f"back-keeps-rule-set-{'memory' if kept_in_memory else 'loaded'}")

    posting(phone, lambda: phone.locator('.picker button[name="add"][value="4m"]').tap())
    assert "rules=mcr" in phone.url
    expect_hand_line(phone, "1234m")
    expect(phone.locator('select[name="rules"]')).to_have_value("mcr")
    # and the menu still works
    with phone.expect_navigation():
        phone.locator('select[name="rules"]').select_option("zung-jung")
    assert "rules=zung-jung" in phone.url and "hand=1234m" in phone.url



def test_back_keeps_the_deal_the_table_has_entered(live_server, phone: Page):
    """The deal panel is not in the URL: Back redraws the hand from the URL but leaves the deal as it was."""
    phone.goto(f"{live_server.url}/?rules=british&hand=34s999p777z11z%20(222m)%20%2B5s%20self_drawn%20seat=S")
    expect(phone.locator("#hand .total")).to_have_text("84")
    posting(phone, lambda: phone.locator("#score .use-in-deal").tap())
    # The answer replaces the deal form: a score typed before the swap would be typed into the old one.
    expect(phone.locator('#deal input[name="score_S"]')).to_have_value("84")
    phone.locator('#deal input[name="score_E"]').fill("20")
    posting(phone, lambda: phone.locator('#deal button[value="settle"]').tap())
    expect(phone.locator("#deal .balances")).to_contain_text("South +")
    phone.locator('#deal input[name="score_W"]').fill("8")  # typed, not settled yet

    posting(phone, lambda: phone.locator('#hand button[name="tap"][value^="c0:"]').tap())
    phone.go_back()
    settled(phone)
    expect(phone.locator("#hand .total")).to_have_text("84")
    expect(phone.locator('#deal input[name="score_S"]')).to_have_value("84")
    expect(phone.locator('#deal input[name="score_E"]')).to_have_value("20")
    expect(phone.locator('#deal input[name="score_W"]')).to_have_value("8")
    expect(phone.locator('#deal input[name="winner"][value="S"]')).to_be_checked()
    expect(phone.locator("#deal .settlement")).to_contain_text("East pays South")
    shot(phone, "back-keeps-deal")


def test_clear_hand_is_a_way_out_of_a_line_the_page_cannot_read(live_server, phone: Page):
    # A link or an address typed with a line the page cannot read (a paste of one keeps the hand
    # before it instead: test_paste_kept_browser.py).
    phone.goto(f"{live_server.url}/?rules=mcr&hand=123m%209q")
    field = phone.locator('input[name="hand_text"]')
    posting(phone, lambda: phone.locator('.picker button[name="add"][value="1m"]').tap())
    expect(phone.locator("#hand .message")).to_contain_text("“9q” is not a tile")
    expect(phone.locator("#hand .message")).to_contain_text("or tap Clear hand to start again")
    expect_hand_line(phone, "123m 9q")  # kept, to be corrected
    shot(phone, "unreadable-line")

    posting(phone, lambda: phone.locator("button.clear").tap())
    expect(phone.locator("#hand .message")).to_have_count(0)
    expect(phone.locator("#hand .progress")).to_have_text("Tap tiles to build the hand.")
    expect(field).to_have_value("")
    posting(phone, lambda: phone.locator('.picker button[name="add"][value="1m"]').tap())
    expect_hand_line(phone, "1m")


def test_the_hint_for_marking_the_winning_tile_works_as_it_says(live_server, phone: Page):
    phone.goto(f"{live_server.url}/?rules=mcr&hand=123m456m789p234s55s")
    progress = phone.locator("#hand .progress")
    expect(progress).to_contain_text("Choose Winning under “A tapped tile goes to”, then tap that tile in the hand")
    shot(phone, "mark-winning-tile")
    phone.locator('.modes label:has(input[value="winning"])').tap()
    # In Winning mode a tile in hand is named for what the tap does to it.
    posting(phone, lambda: phone.locator('#hand button[title="Make 5s the winning tile"]').first.tap())
    expect_hand_line(phone, "123456m789p2345s +5s")
    expect(phone.locator("#hand .tiles-in-hand img")).to_have_count(14)
    expect(phone.locator("#hand .total")).to_have_text("5")  # scored (under MCR's minimum, but a hand)


def boxes(page: Page, selector: str) -> list[dict]:
    """The size of every visible element the selector finds."""
    return page.eval_on_selector_all(selector, """els => els.filter(e => e.offsetParent !== null).map(e => {
        const r = e.getBoundingClientRect();
        return {what: e.outerHTML.slice(0, 60), x: Math.round(r.x), width: Math.round(r.width), height: Math.round(r.height)};
    })""")


@pytest.mark.parametrize("rules", ["british", "zung-jung-extended", "mcr"])
def test_controls_are_big_enough_to_tap_at_390px(live_server, phone: Page, rules):
    phone.goto(f"{live_server.url}/?rules={rules}&hand=123m456m789m11z22z+%2B2z")
    short = [b for selector in ('select', '.controls .flag', '.modes label', 'button.clear', 'button.secondary', 'footer a')
             for b in boxes(phone, selector) if b["height"] < 40]
    assert short == []
    checkboxes = boxes(phone, '.controls input[type="checkbox"]')
    assert checkboxes and {(b["width"], b["height"]) for b in checkboxes} == {(22, 22)}  # none squeezed by a long label
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390
    shot(phone, f"controls-{rules}")


@pytest.mark.parametrize("url", ["/rules/", "/rules/mcr/"])
def test_rules_pages_have_side_margins_and_links_big_enough_to_tap(live_server, phone: Page, url):
    phone.goto(live_server.url + url)
    main = boxes(phone, "main.rules-page")[0]
    assert main["x"] >= 0 and all(b["x"] >= 8 for b in boxes(phone, "main.rules-page > *"))
    short = [b for b in boxes(phone, "main.rules-page > p:first-child a, .example-score a") if b["height"] < 40]
    assert short == []
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390
    shot(phone, "rules-" + url.strip("/").replace("/", "-"))


def test_the_rules_pages_lead_back_to_the_hand_and_rule_set_the_player_came_from(live_server, phone: Page):
    phone.goto(f"{live_server.url}/?rules=british")
    for code in ("1m", "2m", "3m"):
        posting(phone, lambda code=code: phone.locator(f'.picker button[name="add"][value="{code}"]').tap())
    for out, back in (("Every pattern of British (BMJA)", "← Score a hand with these rules"), ("All rule sets", "← Calculator")):
        with phone.expect_navigation():
            phone.locator("footer a", has_text=out).tap()
        with phone.expect_navigation():
            phone.locator("a", has_text=back).tap()
        expect(phone.locator('select[name="rules"]')).to_have_value("british")
        expect_hand_line(phone, "123m")


def test_a_concealed_kong_looks_concealed_at_a_glance(live_server, phone: Page):
    """Its two end tiles lie face down and the word "concealed" is under it; an exposed kong shows four faces."""
    phone.goto(f"{live_server.url}/?rules=mcr&hand=9p678s%20%5B5555p%5D%20(1111m)%20(456s)%20%2B9p")
    concealed = phone.get_by_role("button", name="Concealed kong of 5 circles: tap to remove")
    exposed = phone.get_by_role("button", name="Exposed kong of 1 character: tap to remove")
    expect(concealed.locator("img.face-down")).to_have_count(2)
    expect(concealed.locator(".meld-label")).to_be_visible()
    expect(concealed.locator(".meld-label")).to_have_text("concealed")
    expect(exposed.locator("img.face-down")).to_have_count(0)
    expect(exposed.locator(".meld-label")).to_have_count(0)
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390
    shot(phone, "concealed-kong")
    posting(phone, lambda: concealed.tap())
    expect_hand_line(phone, "9p678s (1111m) (456s) +9p")


def in_first_screen(page: Page, locator) -> bool:
    box = locator.bounding_box()
    return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= 844


def test_every_problem_shows_in_the_hand_panel_without_scrolling(live_server, phone: Page):
    phone.goto(f"{live_server.url}/?rules=mcr&hand=99p678s%20%5B5555p%5D%20(1111m)%20(456s)%20%2B5p")
    problems = phone.locator("#hand .problems li")
    expect(problems).to_have_count(2)
    assert all(in_first_screen(phone, p) for p in problems.all())
    expect(problems.nth(1)).to_contain_text("15 tiles counted")
    shot(phone, "problems-in-hand")

    # Five problems: two show, and the other three open under a summary a thumb can tap.
    phone.goto(f"{live_server.url}/?rules=mcr&hand=11111m%2022222p%2033333s%2044444s%209s%20%2B9s")
    summary = phone.locator("#hand .problems summary")
    expect(summary).to_have_text("3 more problems")
    assert summary.bounding_box()["height"] >= 40
    expect(phone.locator("#hand .problems details li").first).to_be_hidden()
    summary.tap()
    folded = phone.locator("#hand .problems details li")
    expect(folded).to_have_count(3)
    expect(folded.last).to_be_visible()
    expect(folded.last).to_contain_text("22 tiles counted")
    assert in_first_screen(phone, folded.last)
    shot(phone, "problems-unfolded")


@pytest.mark.parametrize("rules, name", [
    ("chinese-classical", "Classical Chinese (Shanghai: Second Dynasty)"),
    ("zung-jung-extended", "Zung Jung (extended, mj-score-eval 2016)"),
    ("mcr", "Chinese Official (MCR)"),
])
def test_the_closed_rules_menu_shows_the_whole_name_at_390px(live_server, phone: Page, rules, name):
    phone.goto(f"{live_server.url}/?rules={rules}")
    chosen = phone.locator(".rules-chosen")
    expect(chosen).to_have_text(name)
    expect(chosen).to_be_visible()
    # Nothing cut off: the text fits its box (it wraps to a second line if it must).
    assert chosen.evaluate("e => e.scrollWidth <= e.clientWidth && e.scrollHeight <= e.clientHeight")
    menu, select = phone.locator(".rules-menu").bounding_box(), phone.locator('select[name="rules"]').bounding_box()
    assert menu["height"] >= 40 and menu["width"] >= 300
    assert select == menu or all(abs(select[k] - menu[k]) < 1.5 for k in ("x", "y", "width", "height"))
    # A tap on the name lands on the real menu.
    centre = (menu["x"] + menu["width"] / 2, menu["y"] + menu["height"] / 2)
    assert phone.evaluate("([x, y]) => document.elementFromPoint(x, y).name", centre) == "rules"
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390
    shot(phone, f"rules-menu-{rules}")

    with phone.expect_navigation():
        phone.locator('select[name="rules"]').select_option("british")
    expect(phone.locator(".rules-chosen")).to_have_text("British (BMJA)")
    expect(phone.locator('select[name="rules"]')).to_have_value("british")


def test_the_deal_panel_winner_buttons_are_big_enough_to_tap(live_server, phone: Page):
    phone.goto(f"{live_server.url}/?rules=british")
    targets = boxes(phone, "#deal label.won")
    assert len(targets) == 5 and all(b["width"] >= 40 and b["height"] >= 40 for b in targets)
    # A tap near the edge of the target, off the 22px circle, still marks the winner.
    west = phone.locator('#deal label.won:has(input[value="W"])')
    west.tap(position={"x": 3, "y": 3})
    expect(phone.locator('#deal input[name="winner"][value="W"]')).to_be_checked()
    shot(phone, "deal-winner")


def test_the_rule_set_link_beside_the_total_is_big_enough_to_tap(live_server, phone: Page):
    phone.goto(f"{live_server.url}/?rules=mcr&hand=9p678s%20%5B5555p%5D%20(1111m)%20(456s)%20%2B9p")
    link = boxes(phone, "#score h2 a")
    assert len(link) == 1 and link[0]["height"] >= 40
    heading = boxes(phone, "#score h2")[0]
    assert heading["height"] < 40  # the heading itself is not pushed apart


MODES = ["hand", "chow", "pung", "kong", "concealed_kong", "winning"]
MCR_HAND = "/?rules=mcr&hand=123m1z%20(555p)%20(2222s)%20%5B7777z%5D%20%2B1z%20125f%20self_drawn"


def label_spill(page: Page, mode: str) -> dict:
    """How far the words of a tap mode's button reach past the inside of its border (0: they fit)."""
    return page.eval_on_selector(f'.modes label:has(input[value="{mode}"])', """label => {
        const words = document.createRange();
        words.selectNodeContents(label);
        words.setStartAfter(label.querySelector("input"));
        const text = words.getBoundingClientRect(), box = label.getBoundingClientRect(), style = getComputedStyle(label);
        return {left: Math.max(0, box.left + parseFloat(style.borderLeftWidth) - text.left),
                right: Math.max(0, text.right - box.right + parseFloat(style.borderRightWidth))}; }""")


@pytest.mark.parametrize("width", [320, 360, 390])
def test_each_tap_mode_s_name_fits_its_button_chosen_or_not(live_server, browser, width):
    """"Winning", chosen (it was bold), ran 4 px out of each side of its button at 320 and 390 px."""
    context = browser.new_context(viewport={"width": width, "height": 800}, is_mobile=True, has_touch=True)
    page = context.new_page()
    page.goto(live_server.url + MCR_HAND)
    for mode in MODES:
        assert label_spill(page, mode) == {"left": 0, "right": 0}, f"{mode}, not chosen"
        page.locator(f'.modes label:has(input[value="{mode}"])').tap()
        expect(page.locator(f'.modes input[value="{mode}"]')).to_be_checked()
        assert label_spill(page, mode) == {"left": 0, "right": 0}, f"{mode}, chosen"
    assert page.evaluate("document.documentElement.scrollWidth") == width
    ARTIFACTS.mkdir(exist_ok=True)
    page.locator(".modes").screenshot(path=str(ARTIFACTS / f"phone-modes-{width}.png"))
    context.close()
