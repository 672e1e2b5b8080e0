"""An organiser edits house rules in one tab and signs in again in another (or out and in): Django
gives the browser a new CSRF token, and the first tab's form still carries the old one. Its save
used to be refused with the "page was out of date" page, and every edit in the form was lost; the
form now sends the browser's current token, and the save goes on to its preview. The same holds for
a replacing import's confirmation, which carries the file."""

import json

import pytest
from playwright.sync_api import expect

from rules.exchange import export_rule_set
from rules.models import RuleSet
from tests.browser.admin_tabs import sign_in, sign_in_again_elsewhere
from tests.factories import make_staff, zung_jung

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_a_save_after_signing_in_again_in_another_tab_keeps_the_edits(context, live_server):
    published = zung_jung()
    house = published.derive("Zung Jung (our club)", "zj-club")
    make_staff(username="organiser")
    change_url = f"/admin/rules/ruleset/{house.pk}/change/"
    editing = context.new_page()
    sign_in(editing, live_server, change_url)
    editing.fill("#id_minimum", "3")  # an edit made before the other tab signs in again

    sign_in_again_elsewhere(context, live_server)

    editing.click("input[name=_save]")
    expect(editing.locator("#preview")).to_be_visible()  # the save's preview, not the 403 page
    expect(editing.locator("#id_minimum")).to_have_value("3")
    editing.click("#preview input[name=_save]")
    expect(editing.locator(".messagelist .success")).to_be_visible()
    assert RuleSet.objects.get(pk=house.pk).minimum == 3


def test_a_replacing_import_confirmed_after_signing_in_again_keeps_its_file(context, live_server, tmp_path):
    house = zung_jung().derive("Zung Jung (our club)", "zj-club")
    make_staff(username="organiser")
    data = export_rule_set(house)
    data["minimum"] = 2
    file = tmp_path / "zj-club.json"
    file.write_text(json.dumps(data))
    page = context.new_page()
    sign_in(page, live_server, "/admin/rules/ruleset/import/")
    page.set_input_files("#id_file", str(file))
    page.check("#id_replace")
    page.click("input[value=Import]")
    expect(page.locator("#preview h2")).to_have_text("Check before replacing: nothing has been changed yet")

    sign_in_again_elsewhere(context, live_server)

    page.click("input[value='Replace with the file']")
    expect(page.locator("ul.messagelist li.success")).to_contain_text("Replaced Zung Jung (our club) with the file zj-club.json")
    assert RuleSet.objects.get(pk=house.pk).minimum == 2
