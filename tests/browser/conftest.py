import pytest

from tests.browser.screens import PHONE

SLOW_ANSWER_MS = 400


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
