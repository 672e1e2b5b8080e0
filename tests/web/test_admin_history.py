"""The History page says what each version changed (audit s5 admin, finding 9): a pattern added
says its value and unit, an option says the setting it had and the one it was given (an option
at its default has no row, so setting one adds a row and putting it back removes it), numbers
read 45 not 45.0, and an import or restore that replaces every row lists only what differs."""

import json

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from rules.exchange import export_rule_set
from rules.models import RuleSet
from tests.web.admin_forms import edit, invent, pattern_prefix

pytestmark = pytest.mark.django_db


def history(client, rule_set) -> dict[int, list[str]]:
    """What the History page lists for each version: revision -> lines."""
    page = client.get(reverse("admin:rules_ruleset_history", args=[rule_set.pk]))
    return {v["record"].revision: v["lines"] for v in page.context["versions"]}


def saved(response):
    assert response.status_code == 302, response.context and response.context["errors"]


def test_an_option_set_changed_and_put_back_says_from_what_to_what(organiser, house):
    saved(edit(organiser, house, lambda data: data.update({"option__limit_mode": "cap_all", "option__formal_threshold": "10"})))
    saved(edit(organiser, house, lambda data: data.update({"option__formal_threshold": "15"})))
    saved(edit(organiser, house, lambda data: data.update({"option__limit_mode": "alone"})))

    lines = history(organiser, house)
    assert sorted(lines[2]) == ["Option formal_threshold: 25 (the default) → 10",
                                ("Option limit_mode: A pattern above the limit scores alone (alone) (the default) → "
                                 "Every hand capped at the limit (cap_all)")]
    assert lines[3] == ["Option formal_threshold: 10 → 15"]
    assert lines[4] == [("Option limit_mode: Every hand capped at the limit (cap_all) → "
                         "A pattern above the limit scores alone (alone) (the default)")]


def test_a_pattern_change_reads_in_whole_numbers_and_the_fields_own_names(organiser, house):
    def change(data):
        data[pattern_prefix(data, "all_triplets") + "-value"] = "45"
        data.pop(pattern_prefix(data, "no_terminals") + "-enabled")
        data.update({"limit": "100"})

    saved(edit(organiser, house, change))
    assert sorted(history(organiser, house)[2]) == [
        "Pattern “All Triplets”: value 30 → 45",
        "Pattern “No Terminals”: counts yes → no",
        "Rule set: cap or limit 320 → 100",
    ]


def test_an_added_pattern_says_its_value_and_unit(organiser, house):
    lines = history(organiser, house)
    # Deriving adds every pattern of the published rule set, each with its value.
    assert "Pattern “Chicken Hand”: added, 1 point" in lines[1]
    assert "Pattern “All Triplets”: added, 30 points" in lines[1]

    saved(edit(organiser, house, lambda data: invent(data, key="imperial_jade", name="Imperial Jade", tiles="23468s6z",
                                                     requires=["no_chows"], value="0.5")))
    saved(edit(organiser, house, lambda data: invent(data, key="heads_and_tails", name="Heads and Tails", numbers=["1", "9"],
                                                     honours="none", value="40", unit="points", limit_hand=None)))
    lines = history(organiser, house)
    assert lines[2] == ["Pattern “Imperial Jade”: added, 0.5 × the limit"]
    assert lines[3] == ["Pattern “Heads and Tails”: added, 40 points"]


def test_an_import_over_the_rule_set_lists_only_what_differs(organiser, house):
    data = export_rule_set(house)
    for pattern in data["patterns"]:
        if pattern["key"] == "all_triplets":
            pattern["value"] = 45
    data["options"] = {"limit_mode": "cap_all"}
    upload = SimpleUploadedFile("zj-club.json", json.dumps(data).encode(), content_type="application/json")
    preview = organiser.post(reverse("admin:rules_ruleset_import"), {"file": upload, "replace": "on"})
    saved(organiser.post(reverse("admin:rules_ruleset_import"), {"checked_file": preview.context["checked_file"]}))

    house.refresh_from_db()
    assert house.revision == 2
    # Every row was removed and added again; the page lists the two that differ, not 96 lines.
    assert sorted(history(organiser, house)[2]) == ["Option limit_mode: A pattern above the limit scores alone (alone) (the default) → Every hand capped at the limit (cap_all)",
                                                   "Pattern “All Triplets”: value 30 → 45"]


def test_a_restore_lists_only_what_it_puts_back(organiser, house):
    saved(edit(organiser, house, lambda data: data.update({
        pattern_prefix(data, "all_triplets") + "-value": "45", "option__bonus_tiles": "on"})))
    first = RuleSet.history.get(id=house.pk, revision=1)
    saved(organiser.post(reverse("admin:rules_ruleset_restore", args=[house.pk, first.history_id])))
    assert sorted(history(organiser, house)[3]) == ["Option bonus_tiles: yes → no (the default)",
                                                   "Pattern “All Triplets”: value 45 → 30"]
