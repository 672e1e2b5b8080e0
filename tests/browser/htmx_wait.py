"""Waiting for htmx in the browser tests (a module of helpers, not a conftest: pytest does not want conftest files imported).

An htmx answer has not landed when it arrives: htmx swaps it in afterwards (later still with a swap
delay, when .htmx-request is already gone but the target is still .htmx-swapping), and pushes the
new URL as it swaps. A test that types, taps or reads once before then works on the old elements."""

from playwright.sync_api import Page

HTMX_BUSY = ".htmx-request, .htmx-swapping, .htmx-settling"


def settled(page: Page) -> None:
    """Wait until htmx has nothing in flight and nothing waiting to be swapped in or settled."""
    page.wait_for_load_state("networkidle")
    page.wait_for_function("busy => !document.querySelector(busy)", arg=HTMX_BUSY)


def posting(page: Page, act) -> None:
    """Do something that posts (a tap, a deal), and wait until its answer is on the page."""
    with page.expect_response(lambda r: r.request.method == "POST"):
        act()
    settled(page)


def posts_to(page: Page, path: str) -> list[str]:
    """The body of every post to a view (its path, e.g. "/deal") from now on; the list fills as they are sent."""
    posted = []
    page.on("request", lambda r: posted.append(r.post_data or "") if r.method == "POST" and path in r.url else None)
    return posted
