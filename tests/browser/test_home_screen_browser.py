"""Chromium finds the page's manifest and its icons, with nothing that would stop a phone adding
the calculator to its home screen, on the calculator and on the rules pages."""

import pytest
from playwright.sync_api import Page

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.mark.parametrize("address", ["/?rules=mcr", "/rules/", "/rules/zung-jung/"])
def test_chromium_reads_the_manifest_and_could_add_the_page_to_a_home_screen(live_server, page: Page, address):
    page.goto(live_server.url + address)
    page.wait_for_load_state("networkidle")
    devtools = page.context.new_cdp_session(page)
    manifest = devtools.send("Page.getAppManifest")
    assert manifest["url"] == live_server.url + "/manifest.webmanifest" and manifest["errors"] == []
    assert manifest["manifest"]["display"] == "kMinimalUi"
    # The test's browser profile is a private one: that alone may stand in the way.
    errors = {e["errorId"] for e in devtools.send("Page.getInstallabilityErrors")["installabilityErrors"]}
    assert errors <= {"in-incognito"}
    icon_drawn = page.evaluate("""async () => {
        const img = new Image(); img.src = document.querySelector('link[rel=icon]').href;
        await img.decode(); return img.naturalWidth > 0; }""")
    assert icon_drawn
