"""On a phone, an organiser imports a file over the club's house rules: the preview fits the
screen, says what would change and that nothing has yet, Cancel leaves the rule set as it was, and
"Replace with the file" writes it. Screenshots go to test-artifacts/."""

import json
from pathlib import Path

import pytest
from playwright.sync_api import expect

from rules.exchange import export_rule_set
from rules.models import RuleSet
from tests.factories import STAFF_PASSWORD, make_staff, zung_jung

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"


def test_replace_is_previewed_and_confirmed_on_a_phone(phone, live_server, tmp_path):
    house = zung_jung().derive("Zung Jung (our club)", "zj-club")
    make_staff(username="organiser")
    data = export_rule_set(house)
    next(row for row in data["patterns"] if row["key"] == "all_triplets")["value"] = 45
    data["minimum"] = 2
    file = tmp_path / "zj-club.json"
    file.write_text(json.dumps(data))

    phone.goto(f"{live_server.url}/admin/login/?next=/admin/rules/ruleset/import/")
    phone.fill("#id_username", "organiser")
    phone.fill("#id_password", STAFF_PASSWORD)
    phone.click("input[type=submit]")
    phone.wait_for_url(f"{live_server.url}/admin/rules/ruleset/import/")

    def preview():
        phone.set_input_files("#id_file", str(file))
        phone.check("#id_replace")
        phone.click("input[value=Import]")
        expect(phone.locator("#preview h2")).to_have_text("Check before replacing: nothing has been changed yet")

    preview()
    expect(phone.locator(".pattern-changes li")).to_have_text(["Pattern “All Triplets”: value 30 points → 45 points"])
    expect(phone.locator(".change-summary")).to_contain_text("1 example hand stops being a win")
    expect(phone.locator("#history-kept")).to_contain_text("the rule set's history keeps zj-club r1")
    # The page does not scroll sideways: only the table of example hands does, in its own box.
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390
    ARTIFACTS.mkdir(exist_ok=True)
    phone.screenshot(path=str(ARTIFACTS / "import-replace-preview-phone.png"))
    phone.locator("#cancel-replace").scroll_into_view_if_needed()
    phone.screenshot(path=str(ARTIFACTS / "import-replace-buttons-phone.png"))

    phone.click("#cancel-replace")
    phone.wait_for_url(f"{live_server.url}/admin/rules/ruleset/{house.pk}/change/")
    house.refresh_from_db()
    assert (house.revision, house.minimum) == (1, 0)

    phone.goto(f"{live_server.url}/admin/rules/ruleset/import/")
    preview()
    phone.click("input[value='Replace with the file']")
    phone.wait_for_url(f"{live_server.url}/admin/rules/ruleset/{house.pk}/change/")
    expect(phone.locator("ul.messagelist li.success")).to_contain_text(
        "Replaced Zung Jung (our club) with the file zj-club.json: it is now zj-club r2.")
    house = RuleSet.objects.get(pk=house.pk)
    assert (house.revision, house.minimum, house.patterns.get(key="all_triplets").value) == (2, 2, 45)
