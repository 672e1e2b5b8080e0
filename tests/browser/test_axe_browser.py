"""An accessibility audit of the public pages with axe-core (4.12.1, bundled by axe-playwright-python)
in the real browser, each page at a phone's size and a desktop's: the calculator in the states a
player meets (empty, a hand scored under each published rule system, a hand one short with its
waits, problems, a tap that got no answer, the deal panel settled and then changed), the rules
pages, the page that scores many hands (a paste scored into its table, an empty one refused), and
the page that answers a post from a page out of date.

Every impact counts. Besides the rules axe runs unless told otherwise (WCAG 2.0-2.2 A and AA, and
its best practices), a few it ships switched off are on: see EXTRA_RULES. Left as axe ships them:
the AAA rules (color-contrast-enhanced, identical-links-same-purpose), which the page does not aim
at, and hidden-content, which only asks a person to look at whatever is hidden (the deal's "tap
Settle again" until a score changes, the Patterns cue beside a desktop's list). Nothing is excused
element by element: when something must be, it goes in EXCUSED with its reason."""

from typing import Callable, NamedTuple
from urllib.parse import quote

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Page, expect

from rules.models import RuleOption, RuleSet
from tests.browser.htmx_wait import posting
from tests.browser.screens import PHONE
from tests.factories import DEFAULT_PATTERNS, make_rule_set

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

DESKTOP = {"viewport": {"width": 1280, "height": 800}}
AXE = Axe()
EXTRA_RULES = (
    "target-size",  # WCAG 2.2 AA (2.5.8), off in axe 4.12 unless asked for: the page is tapped with a thumb
    # Obsolete in WCAG 2.2, but htmx swaps the panels by id, and labels and live regions point at ids.
    "duplicate-id", "duplicate-id-active",
    # Experimental in axe: tables and headings in markup (WCAG 1.3.1), a control's name holding its visible
    # words (2.5.3), no orientation forced (1.3.4), and a role for whatever takes focus.
    "td-has-header", "table-fake-caption", "p-as-heading", "label-content-name-mismatch",
    "css-orientation-lock", "focus-order-semantics",
)
AUDIT = {"resultTypes": ["violations"], "rules": {rule: {"enabled": True} for rule in EXTRA_RULES}}
# (rule id, the element's selector as axe names it) -> why it is not a fault. Empty: axe finds nothing to excuse.
EXCUSED: dict[tuple[str, str], str] = {}


def calculator(rules: str, line: str = "") -> str:
    return f"/?rules={rules}" + (f"&hand={quote(line)}" if line else "")


class State(NamedTuple):
    path: str
    then: Callable[[Page], None] | None = None  # what the player does on the page before it is audited
    rows: Callable[[], None] | None = None  # what the database holds beyond the published rule sets


def paste(line: str):
    def pasted(page: Page) -> None:
        field = page.locator('input[name="hand_text"]')
        field.fill(line)
        posting(page, lambda: field.press("Enter"))
    return pasted


def put_in_the_deal_and_settle(page: Page) -> None:
    page.click("#score .use-in-deal")
    expect(page.locator('#deal input[name="winner"][value="S"]')).to_be_checked()  # the put's answer is in
    page.fill('#deal input[name="score_E"]', "20")
    page.fill('#deal input[name="score_W"]', "8")
    posting(page, lambda: page.click('#deal button[value="settle"]'))
    expect(page.locator("#deal .balances")).to_be_visible()


def settled_then_changed(page: Page) -> None:
    """The deal settled, and a score changed since: the settlement struck through, "tap Settle again" shown."""
    put_in_the_deal_and_settle(page)
    page.fill('#deal input[name="score_W"]', "12")
    expect(page.locator("#deal .settle-again")).to_be_visible()


def tap_without_an_answer(page: Page) -> None:
    page.route("**/tap", lambda route: route.abort())
    try:
        with page.expect_event("requestfailed"):
            page.click('.picker button[name="add"][value="5p"]')
        expect(page.locator("#not-reached")).to_be_visible()
    finally:
        page.unroute("**/tap")


def post_out_of_date(page: Page) -> None:
    page.context.clear_cookies()  # the CSRF cookie gone, as after signing in elsewhere
    with page.expect_navigation():
        page.evaluate("document.getElementById('calculator').submit()")
    expect(page.locator("h1")).to_have_text("Not done: the page was out of date")


def house_rules_with_a_pattern_off() -> None:
    published = RuleSet.objects.get(slug="zung-jung")
    make_rule_set(based_on=published, notes=published.notes, options={"formal_threshold": 30}, patterns=[
        *DEFAULT_PATTERNS, {"key": "seven_pairs", "name": "Seven Pairs", "value": 30, "enabled": False,
                            "example": "1122m3344p5566s77z +7z"}])


def open_the_pattern_list(page: Page) -> None:
    page.click("details.contents summary")
    expect(page.locator("details.contents a").first).to_be_visible()


def thrower_pays_for_all() -> None:
    RuleOption.objects.create(rule_set=RuleSet.objects.get(slug="chinese-classical"), key="thrower_pays_for_all", value=True)


def score_many_hands(page: Page) -> None:
    """The batch page's table: a win, a hand under the minimum, one under another rule set, a line that cannot be read."""
    page.fill('textarea[name="hands"]', "123m456m789m234p5p +5p self_drawn\n123m456m789p234s5s +5s discarder=S\n"
                                       "123m456m789m234p5p +5p rules=zung-jung\n123q 456m\n123m456m789m234p5p +5p selfdrawn")
    page.select_option('select[name="rules"]', "mcr")
    with page.expect_navigation():
        page.click('button[value="score"]')
    expect(page.locator("#results-summary")).to_have_text("5 hands: 3 wins, 1 not a win, 1 with a problem")


def score_an_empty_paste(page: Page) -> None:
    with page.expect_navigation():
        page.click('button[value="score"]')
    expect(page.locator(".batch-form .message")).to_have_text("Paste some hands first: one a line, in the notation or as JSON.")


BRITISH_WIN = "34s999p777z11z (222m) +5s self_drawn seat=S"
STATES = {
    "empty": State(calculator("mcr")),
    "mcr-scored": State(calculator("mcr", "234567m234p5678s +5s")),
    # A kong, flowers and flags ticked: the hand panel's melds and bonus tiles, the flags offered by MCR.
    "mcr-kong-flowers-flags": State(calculator(
        "mcr", "123p456p1z (555s) [7777z] +1z 1f5f self_drawn kong_replacement seat=S round=W")),
    "zung-jung-scored": State(calculator("zung-jung", "123m456m789m11z22z +2z self_drawn")),
    "british-scored": State(calculator("british", BRITISH_WIN)),
    "british-not-won": State(calculator("british", "34s999p777z1z (222m) +5s seat=S winner=no")),
    "chinese-classical-scored": State(calculator("chinese-classical", BRITISH_WIN)),
    "one-short-waits": State(calculator("mcr", "123m456p78s999s11z seat=S")),
    "five-of-a-tile": State(calculator("mcr", "11111m234p")),
    "many-problems": State(calculator("british", "11111m22222p33333s44444z")),
    "unreadable-paste": State(calculator("mcr", "123m"), paste("123q ((( not a hand")),
    "tap-not-reached": State(calculator("zung-jung", "123m456m789m234p5p"), tap_without_an_answer),
    "british-deal-settled-then-changed": State(calculator("british", BRITISH_WIN), settled_then_changed),
    "classical-deal-thrower": State(calculator("chinese-classical", "(777z) 999p 123m 456m 7s +7s seat=S discarder=W"),
                                    put_in_the_deal_and_settle, thrower_pays_for_all),
    "rules-index": State("/rules/", rows=house_rules_with_a_pattern_off),
    "rules-british-pattern": State("/rules/british/#thirteen_unique_wonders"),
    "rules-house-rules": State("/rules/test-rules/", rows=house_rules_with_a_pattern_off),
    "rules-pattern-list-open": State("/rules/test-rules/", open_the_pattern_list, rows=house_rules_with_a_pattern_off),
    "out-of-date-post": State(calculator("mcr", "123m"), post_out_of_date),
    "batch-scored": State("/batch", score_many_hands),
    "batch-empty-paste": State("/batch", score_an_empty_paste),
}


@pytest.fixture(scope="module")
def screens(browser):
    """A phone's page and a desktop's, each kept for every state (a page costs time to open)."""
    contexts = [browser.new_context(**PHONE), browser.new_context(**DESKTOP)]
    yield [context.new_page() for context in contexts]
    for context in contexts:
        context.close()


def audit(page: Page) -> list[dict]:
    """axe's violations on the page as it is, less what EXCUSED names."""
    violations = []
    for violation in AXE.run(page, options=AUDIT).response["violations"]:
        nodes = [node for node in violation["nodes"] if (violation["id"], " ".join(map(str, node["target"]))) not in EXCUSED]
        if nodes:
            violations.append({**violation, "nodes": nodes})
    return violations


def described(violations: list[dict]) -> str:
    lines = []
    for violation in violations:
        lines.append(f"  {violation['id']} ({violation['impact']}): {violation['help']} <{violation['helpUrl']}>")
        for node in violation["nodes"]:
            lines.append(f"    at {' '.join(map(str, node['target']))}: {node['html'][:200]}")
            lines.extend(f"      {check['message']}" for check in node["any"] + node["all"] + node["none"])
    return "\n".join(lines)


@pytest.mark.parametrize("state", STATES)
def test_axe_finds_nothing(live_server, screens: list[Page], state):
    path, then, rows = STATES[state]
    if rows:
        rows()
    found = {}
    for page in screens:
        page.goto(live_server.url + path)
        if then:
            then(page)
        found[page.viewport_size["width"]] = audit(page)
        # The deal panel keeps what was typed in the tab's storage, which outlives the database's flush.
        page.evaluate("sessionStorage.clear()")
    failures = [f"axe on {state} at {width} px wide ({live_server.url + path}):\n{described(violations)}"
                for width, violations in found.items() if violations]
    if failures:
        pytest.fail("\n".join(failures), pytrace=False)
