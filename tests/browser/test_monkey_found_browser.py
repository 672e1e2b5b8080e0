"""What a seeded random walk over the calculator page ("monkey" audit: fast taps in odd orders at a
table, pasted junk, Back, Forward, reloads) found, each cut down to its shortest steps, and a short
walk of the same kind that keeps the guarantee: no server error, no script error, no htmx error.
Real headless Chromium against live_server."""

import json
import random
import time

import pytest
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page, expect

from tests.browser.htmx_wait import settled
from tests.browser.screens import PHONE

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


HTMX_ERRORS = ["htmx:responseError", "htmx:sendError", "htmx:swapError", "htmx:targetError",
               "htmx:oobErrorNoTarget", "htmx:onLoadError", "htmx:historyCacheMissLoadError"]


class Trouble(list):
    """What went wrong on a page, as it happens: answers of 500 and over, script errors, htmx's error events."""

    def __init__(self, page: Page):
        super().__init__()
        page.on("response", lambda r: self.append(f"{r.status} {r.request.method} {r.url}") if r.status >= 500 else None)
        page.on("console", lambda m: self.append(f"console: {m.text}") if m.type == "error" else None)
        page.on("pageerror", lambda error: self.append(f"page error: {error}"))
        # Reported to Python, so that a new page (a reload, a new rule set) reports too.
        page.expose_binding("__htmxError", lambda source, name: self.append(name))
        page.add_init_script(f"for (const name of {json.dumps(HTMX_ERRORS)}) "
                             "document.addEventListener(name, () => window.__htmxError(name), true);")


def hand_line(page: Page):
    return page.locator('#hand input[name="hand"]')


def test_a_tile_tapped_in_winning_mode_on_a_line_whose_winning_tile_is_no_tile_is_refused(live_server, phone: Page):
    # "1m +x" is read as it stands (its winning tile is checked when it is scored); Winning mode
    # moves the old winning tile among the tiles in hand, which were read to be sorted: a 500,
    # and on the page the debug page or nothing, with no way back but the Back button.
    trouble = Trouble(phone)
    phone.goto(f"{live_server.url}/?rules=zung-jung&hand=1m%20%2Bx&mode=winning")
    phone.locator('.picker button[name="add"][value="4p"]').tap()
    settled(phone)
    assert trouble == []
    expect(hand_line(phone)).to_have_value("1m +x")
    expect(phone.locator("#hand .message")).to_have_text(
        "“x” is not a tile. Tiles are written like 1m–9m, 1p–9p, 1s–9s, 1z–7z, 1f–8f. "
        "Correct the line under “Hand in notation”, or tap Clear hand to start again.")
    # The way on the message names works.
    phone.locator('.picker button[value="clear"]').tap()
    settled(phone)
    expect(hand_line(phone)).to_have_value("")
    assert trouble == []


def test_back_after_a_tap_raises_no_script_error(live_server, phone: Page):
    # Back swaps the page in from its URL (base.html), and htmx says so with an afterSwap that names
    # no target: the script read its id, and threw at every Back and Forward.
    trouble = Trouble(phone)
    phone.goto(f"{live_server.url}/?rules=zung-jung")
    phone.locator('.picker button[name="add"][value="3p"]').tap()
    settled(phone)
    expect(hand_line(phone)).to_have_value("3p")
    phone.go_back()
    settled(phone)
    expect(hand_line(phone)).to_have_value("")
    phone.go_forward()
    settled(phone)
    expect(hand_line(phone)).to_have_value("3p")
    assert trouble == []


def test_an_answer_landing_while_the_emptied_hand_panel_holds_the_focus_raises_no_script_error(live_server, page: Page):
    # The last part of the hand taken out leaves the focus on the hand panel itself; the next answer
    # read the focused element's value to see what kind of tile it was, and the panel has none.
    trouble = Trouble(page)
    page.goto(f"{live_server.url}/?rules=zung-jung&hand=%28123m%29")
    page.locator("#hand button.meld").focus()
    page.keyboard.press("Enter")
    settled(page)
    expect(hand_line(page)).to_have_value("")
    expect(page.locator("#hand")).to_be_focused()
    page.locator('#situation select[name="discarder"]').select_option("W")
    settled(page)
    expect(hand_line(page)).to_have_value("discarder=W")
    expect(page.locator("#hand")).to_be_focused()
    assert trouble == []


# --- a short seeded walk -------------------------------------------------------------------

PASTES = ["34s999p777z11z (222m) +5s self_drawn seat=S", "123m456p789s11z22z +2z", "11223344556677m", "",
          "19m19p19s1234567z +1m", "1m +x", "123m456p +<b>", "((", "rules=nope 123m", "seat=Q 1m", "1m" * 210,
          "123m +3m rules=mcr", "\u4e2d 1f1f", "234p (555s) [6666z] 88m +8m"]
RULE_SETS = ["british", "british-kajongg", "mcr", "chinese-classical", "zung-jung-extended", "zung-jung"]
BUSY = ".htmx-request, .htmx-swapping, .htmx-settling"


def quiet(page: Page, timeout_s: float = 8.0) -> None:
    """htmx idle twice in a row, a little apart (a queued tap leaves as the one before it lands);
    quicker than waiting for the network to be idle for half a second after each of hundreds of taps."""
    deadline = time.monotonic() + timeout_s
    idle_in_a_row = 0
    while idle_in_a_row < 2:
        assert time.monotonic() < deadline, "htmx still busy"
        try:
            page.wait_for_load_state("load")
            idle_in_a_row = idle_in_a_row + 1 if not page.evaluate("b => !!document.querySelector(b)", BUSY) else 0
        except PlaywrightError:  # a new page loading meanwhile (a rule set chosen)
            idle_in_a_row = 0
        time.sleep(0.05)


def one_step(page: Page, rng: random.Random, phone: bool, start: str, more_often: tuple[str, ...] = ()) -> str:
    """One random action of a player at the table (those in `more_often` once more each); what it was."""
    # A tap whose answer loads a new page (a pasted rules=) is not waited on here: quiet() waits for it.
    tap = ((lambda target: target.tap(timeout=5000, no_wait_after=True)) if phone
           else (lambda target: target.click(timeout=5000, no_wait_after=True)))

    def any_of(selector):
        found = page.locator(selector)
        count = found.count()  # once: an answer landing meanwhile may change it
        return found.nth(rng.randrange(count)) if count else None

    actions = ["picker"] * 8 + ["hand"] * 4 + ["mode"] * 2 + ["flag", "menu", "paste", "paste", "clear", "back", "reload", "rules"]
    actions += more_often
    if page.locator("#deal").count():
        actions += ["score", "winner", "settle", "put"]
    action = rng.choice(actions)
    target = {
        "picker": lambda: any_of('.picker button[name="add"]'),
        "hand": lambda: any_of('#hand button[name="tap"]'),
        "mode": lambda: any_of(".modes label"),  # the label, as a player taps it: the radio is a see-through 1 px box
        "flag": lambda: any_of('#situation .controls input[type="checkbox"]'),
        "clear": lambda: page.locator('.picker button[value="clear"]'),
        "winner": lambda: any_of('#deal input[name="winner"]'),
        "settle": lambda: page.locator('#deal button[value="settle"]'),
        "put": lambda: any_of("#score .use-in-deal"),
    }.get(action, lambda: None)()
    if action == "menu":
        menu = any_of("#situation .controls select")
        if menu is not None:
            menu.select_option(rng.choice("ESWN"))
    elif action == "paste":
        page.locator('#notation input[name="hand_text"]').fill(rng.choice(PASTES))
        tap(page.locator('#notation button[value="paste"]'))
    elif action == "score":
        field = any_of('#deal input[name^="score_"]')
        if field is not None:
            field.fill(rng.choice(["0", "42", "", "3.5", "1000"]))
    elif action == "rules":
        page.locator('#calculator select[name="rules"]').select_option(rng.choice(RULE_SETS))
    elif action == "back":
        # Back swaps the page in by htmx (base.html): no load event to wait for.
        page.go_back(wait_until="commit", timeout=5000)
        if start.partition("?")[0] not in page.url:  # back past the first page
            page.goto(start)
    elif action == "forward":
        page.go_forward(wait_until="commit", timeout=5000)
    elif action == "reload":
        page.reload()
    elif target is not None:
        tap(target)
        if rng.random() < 0.2 and action in ("picker", "hand"):  # again at once, before the answer
            try:
                target.tap(timeout=500, no_wait_after=True) if phone else target.click(timeout=500, no_wait_after=True)
            except PlaywrightError:
                pass  # gone with the first answer
    return action


def step_or_miss(page: Page, rng: random.Random, phone: bool, start: str, more_often: tuple[str, ...] = ()) -> str:
    """one_step, or what it missed: the control tapped may go with an answer landing meanwhile."""
    try:
        return one_step(page, rng, phone, start, more_often)
    except PlaywrightError as error:
        return f"missed: {str(error).splitlines()[0]}"


@pytest.mark.parametrize("rules, screen, steps", [("british", "phone", 90), ("mcr", "desktop", 60),
                                                  ("chinese-classical", "phone", 60)])
def test_a_short_random_walk_meets_no_error(live_server, browser, rules, screen, steps):
    context = browser.new_context(**(PHONE if screen == "phone" else {"viewport": {"width": 1280, "height": 900}}))
    page = context.new_page()
    page.on("dialog", lambda dialog: dialog.accept())  # New deal asks first
    trouble = Trouble(page)
    rng = random.Random(f"monkey-{rules}-{screen}")  # seeded: a failure names its step, and repeats
    start = f"{live_server.url}/?rules={rules}"
    page.goto(start)
    done = []
    for step in range(steps):
        done.append(step_or_miss(page, rng, screen == "phone", start))
        if rng.random() < 0.75:  # else the next action goes on before this one is answered
            quiet(page)
        assert trouble == [], f"step {step}: {done[-5:]}"
        if "/rules/" not in page.url and page.url.startswith(live_server.url):
            # Every answer leaves a way on: the hand, its line and the controls to change it.
            expect(page.locator('.picker button[value="clear"]')).to_be_enabled()
    quiet(page)
    assert trouble == []
    context.close()
