"""The preview of what a change does is worded for what makes the change: a restore is not an
edit, so its preview says "this restore" (a save says "this edit", a replacing import "this import")."""

import pytest
from django.urls import reverse

from rules.models import RuleSet
from tests.web.admin_forms import edit, pattern_prefix

pytestmark = pytest.mark.django_db


def test_a_restore_preview_speaks_of_the_restore(organiser, house):
    assert edit(organiser, house, lambda data: data.update({
        pattern_prefix(data, "all_triplets") + "-value": "45", "limit": "400"})).status_code == 302
    first = RuleSet.history.get(id=house.pk, revision=1)
    page = organiser.get(reverse("admin:rules_ruleset_restore", args=[house.pk, first.history_id])).content.decode()
    assert "Settings this restore changes:" in page
    assert "Patterns this restore changes: 1" in page
    assert "this edit" not in page


def test_a_save_preview_still_speaks_of_the_edit(organiser, house):
    def change(data):
        data[pattern_prefix(data, "all_triplets") + "-value"] = "45"
        data["limit"] = "400"

    page = edit(organiser, house, change, confirm=False).content.decode()
    assert "Settings this edit changes:" in page and "Patterns this edit changes: 1" in page
    assert "this restore" not in page
