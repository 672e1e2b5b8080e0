"""The seeded random walk of test_monkey_found_browser.py on a slow connection (the slow_phone
fixture: every answer SLOW_ANSWER_MS late), where taps, pastes, Back and Forward overtake each
other's answers: besides no error of any kind, whenever everything has landed the page must show
the hand its URL names, under the rule set it names (a reload, or the URL shared, gives the same
page). Session 13 found
four faults of this kind by hand with such a walk; each has its own test in
test_back_forward_race_browser.py and test_queued_behind_a_redraw_browser.py."""

import random
import time
from urllib.parse import parse_qs, urlparse

import pytest
from playwright.sync_api import Page

from tests.browser.test_monkey_found_browser import Trouble, hand_line, quiet, step_or_miss

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


class InFlight(set):
    """The page's requests to the server not yet answered: htmx marks its own posts, but not the
    page fetched for Back or Forward, nor a page loading after a paste that names a rule set."""

    def __init__(self, page: Page, server: str):
        super().__init__()
        asks = {"document", "xhr", "fetch"}
        page.on("request", lambda r: self.add(r) if r.resource_type in asks and r.url.startswith(server) else None)
        page.on("requestfinished", lambda r: self.discard(r))
        page.on("requestfailed", lambda r: self.discard(r))


def landed(page: Page, in_flight: InFlight, timeout_s: float = 10.0) -> None:
    """Nothing on its way to or from the server, and htmx idle."""
    deadline = time.monotonic() + timeout_s
    while True:
        quiet(page)
        if not in_flight:
            quiet(page)
            if not in_flight:
                return
        assert time.monotonic() < deadline, f"still waiting for {sorted(r.url for r in in_flight)}"
        time.sleep(0.05)


def url_and_page_agree(page: Page, server: str) -> str | None:
    """What differs between the URL and the page shown, if anything."""
    if not page.url.startswith(server) or urlparse(page.url).path != "/":
        return None  # a rule set's page, followed from the calculator
    query = parse_qs(urlparse(page.url).query)
    named_hand = query.get("hand", [""])[0]
    shown_hand = hand_line(page).input_value()
    named_rules = query.get("rules", [None])[0]
    shown_rules = page.locator('#calculator select[name="rules"]').input_value()
    if named_hand != shown_hand:
        return f"the URL names the hand {named_hand!r}, the page shows {shown_hand!r}"
    if named_rules is not None and named_rules != shown_rules:
        return f"the URL names the rule set {named_rules}, the page shows {shown_rules}"
    return None


@pytest.mark.parametrize("rules, steps", [("zung-jung", 70), ("mcr", 50)])
def test_a_random_walk_on_a_slow_connection_leaves_the_page_as_its_url_names_it(live_server, slow_phone, rules, steps):
    page = slow_phone
    page.on("dialog", lambda dialog: dialog.accept())  # New deal asks first
    trouble = Trouble(page)
    in_flight = InFlight(page, live_server.url)
    rng = random.Random(f"slow-monkey-{rules}")  # seeded: a failure names its step, and repeats
    start = f"{live_server.url}/?rules={rules}"
    page.goto(start)
    done = []
    for step in range(steps):
        # Back and Forward more often: their answers are the ones most overtaken.
        done.append(step_or_miss(page, rng, True, start, more_often=("back", "forward", "forward")))
        if rng.random() < 0.6:  # else the next action goes on before this one is answered
            landed(page, in_flight)
            assert trouble == [], f"step {step}: {done[-5:]}"
            assert url_and_page_agree(page, live_server.url) is None, f"step {step}: {url_and_page_agree(page, live_server.url)}; {done[-5:]}"
    landed(page, in_flight)
    assert trouble == []
    assert url_and_page_agree(page, live_server.url) is None, done[-5:]
