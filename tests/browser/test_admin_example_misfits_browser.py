"""An invented hand saved with an example that does not fit it (before examples were checked) is
listed above the rule set's form, on a phone and a laptop, and the organiser still saves another
change through the preview. Screenshots go to test-artifacts/."""

from pathlib import Path

import pytest
from playwright.sync_api import expect

from rules.models import PatternRule
from tests.factories import STAFF_PASSWORD, make_staff, zung_jung

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
WHY = ("Imperial Jade (imperial_jade): The example hand does not have this special hand: it holds 1z, not among the "
       "allowed tiles 23468s6z. Change the example or the building blocks.")


@pytest.mark.parametrize("screen", [{"width": 390, "height": 844}, {"width": 1280, "height": 800}], ids=["phone", "laptop"])
def test_a_hand_whose_example_does_not_fit_is_listed_and_other_edits_save(browser, live_server, screen):
    house = zung_jung().derive("Zung Jung (our club)", "zj-club")
    PatternRule.objects.create(rule_set=house, key="imperial_jade", name="Imperial Jade", value=1, unit="limit", order=1000,
                               definition={"shape": "standard", "tiles": "23468s6z", "requires": ["no_chows"]},
                               example="222s333s444s1z (888s) +1z")
    make_staff(username="organiser")
    context = browser.new_context(viewport=screen)
    page = context.new_page()
    change = f"{live_server.url}/admin/rules/ruleset/{house.pk}/change/"
    page.goto(f"{live_server.url}/admin/login/?next=/admin/rules/ruleset/{house.pk}/change/")
    page.fill("#id_username", "organiser")
    page.fill("#id_password", STAFF_PASSWORD)
    page.click("input[type=submit]")
    page.wait_for_url(change)

    listed = page.locator("#example-misfits")
    expect(listed.locator("h2")).to_have_text("Special hands whose example does not fit")
    expect(listed.locator("li")).to_have_text([WHY])
    assert page.evaluate("document.documentElement.scrollWidth") <= screen["width"]
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"example-misfits-{screen['width']}.png"))

    # The link leads to the hand's row, headed by its name.
    listed.locator("a").click()
    expect(page.locator("#invented-0 h3")).to_be_in_viewport()
    expect(page.locator("#invented-0 h3")).to_contain_text("Imperial Jade")
    page.screenshot(path=str(ARTIFACTS / f"example-misfits-row-{screen['width']}.png"))

    page.fill("#id_notes", "Jade at the limit.")
    page.click("input[name=_save]")
    expect(page.locator("#preview h2")).to_have_text("Check before saving: nothing has been saved yet")
    page.click("#preview input[value='Confirm and save']")
    expect(page.locator(".messagelist .success")).to_contain_text("is now version zj-club r2")
    expect(listed.locator("li")).to_have_text([WHY])
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(ARTIFACTS / f"example-misfits-saved-{screen['width']}.png"))
    context.close()
