"""An organiser derives house rules in the admin, changes a value (checking the preview), and
the calculator page scores with it. Screenshots go to test-artifacts/."""

from pathlib import Path
from urllib.parse import quote

import pytest
from playwright.sync_api import expect

from tests.factories import STAFF_PASSWORD, make_staff, zung_jung

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
TRIPLETS = "777s9m (111m) (444p) (222s) +9m"  # Zung Jung: All Triplets only


def shot(page, name):
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"house-rules-{name}.png"), full_page=False)


def log_in(page, live_server, next_url):
    """Sign in to the admin as the organiser (made by make_staff) and land on next_url."""
    page.goto(f"{live_server.url}/admin/login/?next={next_url}")
    page.fill("#id_username", "organiser")
    page.fill("#id_password", STAFF_PASSWORD)
    page.click("input[type=submit]")


def test_derive_change_a_value_and_score_with_it(page, live_server):
    zung_jung()
    make_staff(username="organiser")
    page.set_viewport_size({"width": 1280, "height": 900})

    log_in(page, live_server, "/admin/rules/ruleset/")

    shot(page, "0-list")
    # Derive: the list's action on the published Zung Jung rule set.
    page.locator("tr:has(td.field-slug:text-is('zung-jung')) input[name=_selected_action]").check()
    page.select_option("select[name=action]", "derive_house_rules")
    page.click("button[name=index]")
    expect(page.locator("#id_name")).to_have_value("Zung Jung (official v3.3) (house rules)")
    page.fill("#id_name", "Zung Jung (our club)")
    page.fill("#id_slug", "zj-club")
    page.click("input[value='Make house rules']")
    expect(page.locator(".messagelist")).to_contain_text("Made “Zung Jung (our club)”")

    # Edit: All Triplets from 30 to 45, then check the preview before confirming.
    row = page.locator("tr.form-row").filter(has=page.locator("td.field-key").get_by_text("all_triplets", exact=True))
    # Beside the value, the value under an option (the WSOM rules' 40), editable the same way.
    expect(row.locator("input[name$='-option_values']:not([type=hidden])")).to_have_value('{"values_profile=wsom": 40}')
    row.locator("input[name$='-value']").fill("45")
    row.scroll_into_view_if_needed()
    shot(page, "1-edit-row")
    page.locator("input[name=_save]").last.click()
    preview = page.locator("#preview")
    expect(preview).to_contain_text("nothing has been saved yet")
    expect(preview.locator("tr[data-key=all_triplets] td.difference")).to_have_text("+15")
    preview.scroll_into_view_if_needed()
    shot(page, "2-preview")
    preview.locator("input[value='Confirm and save']").click()
    expect(page.locator(".messagelist")).to_contain_text("is now version zj-club r2")

    # At the table: pick the house rules in the selector; the result names them and their version.
    page.goto(f"{live_server.url}/?hand={quote(TRIPLETS)}")
    expect(page.locator("#score h2")).to_contain_text("30 points")
    page.select_option("select[name=rules]", "zj-club")
    expect(page.locator("#score h2")).to_contain_text("45 points")
    expect(page.locator("#score h2")).to_contain_text("Zung Jung (our club) · zj-club r2")
    shot(page, "3-calculator")

    # The rules page a table opens when a score is disputed, on a phone.
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{live_server.url}/rules/zj-club/")
    triplets = page.locator("section[data-key=all_triplets]")
    expect(triplets.locator(".value")).to_have_text("45 points")
    triplets.scroll_into_view_if_needed()
    shot(page, "4-rules-page-phone")
    wide = page.evaluate("""[...document.querySelectorAll('body *')].filter(e => e.getBoundingClientRect().right > 392)
        .map(e => e.tagName + '.' + e.className + ' ' + (e.textContent || '').slice(0, 40))""")
    assert page.evaluate("document.documentElement.scrollWidth") <= 390, wide[:5]


def test_invent_a_special_hand_and_undo_it(page, live_server):
    club = zung_jung().derive("Zung Jung (our club)", "zj-club")
    make_staff(username="organiser")
    page.set_viewport_size({"width": 1280, "height": 900})
    log_in(page, live_server, f"/admin/rules/ruleset/{club.pk}/change/")

    page.get_by_text("Add another special hand invented by the club").click()
    page.fill("#id_invented-0-key", "imperial_jade")
    page.fill("#id_invented-0-name", "Imperial Jade")
    page.fill("#id_invented-0-example", "222444666s666z8s +8s")
    page.fill("#id_invented-0-tiles", "23468s6z")
    page.check("#id_invented-0-requires_0")  # No chows
    page.locator("#invented-group").scroll_into_view_if_needed()
    shot(page, "5-invent")
    page.locator("input[name=_save]").last.click()
    expect(page.locator("#preview tr[data-key=imperial_jade]")).to_contain_text("320")
    page.locator("#preview input[value='Confirm and save']").click()
    expect(page.locator(".messagelist")).to_contain_text("zj-club r2")

    page.goto(f"{live_server.url}/?hand={quote('222444666s666z8s +8s')}&rules=zj-club")
    expect(page.locator("#score h2")).to_contain_text("320 points")
    expect(page.locator("#score tr[data-key=imperial_jade]")).to_be_visible()

    page.goto(f"{live_server.url}/admin/rules/ruleset/{club.pk}/history/")
    expect(page.locator("#versions")).to_contain_text("Pattern “Imperial Jade”: added")
    shot(page, "6-history")
    page.locator("tr[data-revision='1'] a.button").click()
    page.click("input[value='Restore this version']")
    expect(page.locator(".messagelist")).to_contain_text("it is now zj-club r3")
    page.goto(f"{live_server.url}/?hand={quote('222444666s666z8s +8s')}&rules=zj-club")
    expect(page.locator("#score h2")).to_contain_text("210 points")
