"""Signing an organiser in and out of the admin, in the tab under test or in another one.

A tab these helpers open is left open; the context closes every tab when the test ends. Chromium
can acknowledge a tab's close yet drop it when it meets a navigation's commit, and Playwright's
page.close(), which has no timeout, then waits forever (crbug.com/536385539,
microsoft/playwright#42068): closing the tab that had just signed out hung CI for its whole 90
minutes."""

from tests.factories import STAFF_PASSWORD


def sign_in(page, live_server, next_url):
    page.goto(f"{live_server.url}/admin/login/?next={next_url}")
    page.fill("#id_username", "organiser")
    page.fill("#id_password", STAFF_PASSWORD)
    page.click("input[type=submit]")
    page.wait_for_url(f"{live_server.url}{next_url}")


def sign_out_in_another_tab(context, live_server):
    """Sign out in a tab of its own (left open), which is returned."""
    other = context.new_page()
    other.goto(f"{live_server.url}/admin/")
    other.click("#logout-form button")
    return other


def sign_in_again_elsewhere(context, live_server):
    """Sign out and in again in another tab of the same browser: Django rotates the CSRF token."""
    sign_in(sign_out_in_another_tab(context, live_server), live_server, "/admin/")
