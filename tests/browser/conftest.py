import threading
import time

import pytest
from django.core.handlers.wsgi import WSGIHandler
from django.core.signals import request_finished, request_started

from tests.browser.screens import PHONE

SLOW_ANSWER_MS = 400


class RequestsBeingServed:
    """How many requests the live server is answering now (Django's request signals). The test
    client's requests are not counted: a streamed answer (a static file) that a test does not read
    to its end never says it finished, and every browser test after it waited out its 5 s."""

    def __init__(self):
        self.lock = threading.Lock()
        self.count = 0

    def started(self, sender, **kwargs):
        if _served(sender):
            with self.lock:
                self.count += 1

    def finished(self, sender, **kwargs):
        if _served(sender):
            with self.lock:
                self.count -= 1


def _served(sender) -> bool:
    """Whether a request signal comes from a WSGI server (the live server), not the test client."""
    return isinstance(sender, type) and issubclass(sender, WSGIHandler)


BEING_SERVED = RequestsBeingServed()
request_started.connect(BEING_SERVED.started, weak=False)
request_finished.connect(BEING_SERVED.finished, weak=False)


@pytest.fixture(autouse=True)
def live_server_idle_before_the_database_is_emptied():
    """After a test's pages have closed, wait for the live server to finish what they sent as they
    went (a deal's typed score is kept as the page is hidden) before pytest-django empties the
    database: a row written meanwhile failed the flush ("FOREIGN KEY constraint failed") and the
    test with it, though the test had passed. Torn down after the test's pages, before the flush."""
    yield
    time.sleep(0.05)  # a post sent as a page closed is still on its way to the server
    deadline = time.monotonic() + 5
    while BEING_SERVED.count > 0 and time.monotonic() < deadline:
        time.sleep(0.02)


@pytest.fixture
def phone(browser):
    """A phone-sized page, touch and all."""
    context = browser.new_context(**PHONE)
    yield context.new_page()
    context.close()


@pytest.fixture
def slow_phone(browser):
    """A phone-sized page whose every answer comes SLOW_ANSWER_MS late (Chromium's own network
    emulation): a player at the table on a slow connection, tapping and typing before answers land."""
    context = browser.new_context(**PHONE)
    page = context.new_page()
    network = context.new_cdp_session(page)
    network.send("Network.enable")
    network.send("Network.emulateNetworkConditions", {
        "offline": False, "latency": SLOW_ANSWER_MS, "downloadThroughput": -1, "uploadThroughput": -1})
    yield page
    context.close()
