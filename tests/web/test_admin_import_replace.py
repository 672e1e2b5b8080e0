"""Importing a file over a house rule set ("Replace") shows what it would change before anything
is written: settings, options, patterns and the example hands that score differently or stop
being a win. "Replace" writes it; "Cancel" and an altered, stale or no longer valid confirmation
write nothing. The history keeps the version replaced, so a replace can be undone."""

import json
import re

import pytest
from django.contrib.auth.models import Permission
from django.core import signing
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from rules.admin import REPLACE_SALT
from rules.exchange import export_rule_set
from rules.models import PatternRule, RuleSet
from tests.factories import make_rule_set, make_staff, score_in
from tests.web.admin_forms import edit, pattern_prefix

pytestmark = pytest.mark.django_db

# All Triplets' example: all triplets 30 + three concealed triplets 30 = 60 under Zung Jung.
ALL_TRIPLETS_EXAMPLE = "111m222p333s5z (777s) +5z"
IMPORT = "admin:rules_ruleset_import"


def club_file(house, **fields) -> dict:
    """zj-club exported, then changed as a club's other file would be."""
    data = export_rule_set(house)
    rows = {row["key"]: row for row in data["patterns"]}
    rows["all_triplets"]["value"] = 45
    rows["chicken_hand"]["name"] = "Chicken"
    rows["mixed_one_suit"]["excludes"] = ["all_sequences"]
    data["options"] = {"limit_mode": "cap_all"}
    data["minimum"] = 2
    data.update(fields)
    return data


def upload(client, data: dict, **fields):
    content = json.dumps(data).encode()
    file = SimpleUploadedFile("zj-club.json", content, content_type="application/json")
    return client.post(reverse(IMPORT), {"file": file, **fields})


def state(house):
    """What a replace would change: the rule set's row, its patterns and its history."""
    house.refresh_from_db()
    return (house.revision, house.minimum, list(house.patterns.values_list("key", "name", "value", "excludes")),
            list(house.options.values_list("key", "value")), RuleSet.history.filter(id=house.pk).count(),
            PatternRule.history.count())


def text(page) -> str:
    return " ".join(re.sub(r"<[^>]+>", " ", page.content.decode()).split())


def test_replace_shows_what_would_change_and_writes_nothing(organiser, house):
    before = state(house)
    preview = upload(organiser, club_file(house), replace="on")

    assert preview.status_code == 200
    assert preview.templates[0].name == "admin/rules/ruleset/import_replace.html"
    changes = preview.context["preview"]
    assert changes["patterns"] == [
        "Pattern “Chicken Hand”: renamed “Chicken”",
        "Pattern “Mixed One-Suit”: excludes nothing → “All Sequences”",
        "Pattern “All Triplets”: value 30 points → 45 points",
    ]
    assert changes["settings"][0] == "Minimum: 0 → 2"
    assert changes["settings"][1].startswith("Option limit_mode: A pattern above the limit scores alone (alone) → "
                                             "Every hand capped at the limit (cap_all)")
    # The example hands: All Triplets' own scores 15 more; Chicken Hand (1 point) is below the new minimum.
    rows = {row.key: row for row in changes["changed"]}
    assert (rows["all_triplets"].before, rows["all_triplets"].after) == (60, 75)
    assert rows["chicken_hand"].kind == "stops_winning"
    page = text(preview)
    assert "Check before replacing: nothing has been changed yet" in page
    assert "The file zj-club.json would replace Zung Jung (our club) (zj-club r1)" in page
    assert "Patterns this import changes: 3" in page
    assert "1 example hand stops being a win" in page
    assert ("Nothing is lost for good: the rule set's history keeps zj-club r1 as it is now, and “Restore this version” "
            "on its history page puts it back.") in page
    assert state(house) == before
    assert score_in(ALL_TRIPLETS_EXAMPLE, "zj-club").total == 60


def test_confirming_replaces_the_rule_set_and_the_history_can_undo_it(organiser, house):
    preview = upload(organiser, club_file(house), replace="on")
    # The confirmation posts the file the preview carried, not the file again.
    done = organiser.post(reverse(IMPORT), {"checked_file": preview.context["checked_file"]}, follow=True)

    assert done.redirect_chain == [(reverse("admin:rules_ruleset_change", args=[house.pk]), 302)]
    assert [str(m) for m in done.context["messages"]] == [
        f"Replaced Zung Jung (our club) with the file zj-club.json: it is now zj-club r2. Its <a href=\"/admin/rules/ruleset/"
        f"{house.pk}/history/\">history</a> keeps zj-club r1; restore it from there to undo."]
    house.refresh_from_db()
    assert (house.revision, house.minimum) == (2, 2)
    assert score_in(ALL_TRIPLETS_EXAMPLE, "zj-club").total == 75

    first = RuleSet.history.get(id=house.pk, revision=1)
    organiser.post(reverse("admin:rules_ruleset_restore", args=[house.pk, first.history_id]))
    house.refresh_from_db()
    assert (house.revision, house.minimum) == (3, 0)
    assert score_in(ALL_TRIPLETS_EXAMPLE, "zj-club").total == 60
    assert house.patterns.get(key="chicken_hand").name == "Chicken Hand"


def test_cancel_leads_back_to_the_rule_set_as_it_was(organiser, house):
    before = state(house)
    preview = upload(organiser, club_file(house), replace="on")
    cancel = re.search(r'<a href="([^"]+)" class="closelink" id="cancel-replace">Cancel: keep it as it is</a>',
                       preview.content.decode())
    assert cancel.group(1) == reverse("admin:rules_ruleset_change", args=[house.pk])
    assert organiser.get(cancel.group(1)).status_code == 200
    assert state(house) == before


def test_an_altered_confirmation_is_refused(organiser, house):
    before = state(house)
    carried = upload(organiser, club_file(house), replace="on").context["checked_file"]
    body, _, signature = carried.rpartition(":")
    for altered in (f"{body}:{signature[:-1]}{'A' if signature[-1] != 'A' else 'B'}", carried[:-40], "", "not a file"):
        refused = organiser.post(reverse(IMPORT), {"checked_file": altered})
        assert refused.status_code == 400
        assert list(refused.context["problems"]) in (
            ["The preview's copy of the file was changed or cut short on its way back, so nothing was replaced: choose the "
             "file again."],
            ["This field is required."])
    assert state(house) == before


def test_the_confirmed_file_is_checked_again(organiser, house):
    """A signature says only that this site made the page: what it carries is checked as any file,
    here one this site never previewed, whose value 2.5 no rule system scores."""
    before = state(house)
    data = club_file(house)
    next(row for row in data["patterns"] if row["key"] == "all_triplets")["value"] = 2.5
    payload = {"data": data, "slug": None, "name": None, "file_name": "zj-club.json", "rule_set": house.pk,
               "revision": house.revision}
    refused = organiser.post(reverse(IMPORT), {"checked_file": signing.dumps(payload, salt=REPLACE_SALT, compress=True)})
    assert refused.status_code == 400
    assert [p for p in refused.context["problems"] if "all_triplets" in p] == [
        "pattern 16 (all_triplets): value: Points are whole numbers in Zung Jung: give 2 or 3, not 2.5."]
    assert state(house) == before


def test_a_file_no_longer_valid_when_confirmed_is_refused(organiser, house):
    preview = upload(organiser, club_file(house, name="Tuesday club"), replace="on")
    make_rule_set(slug="tuesdays", name="Tuesday club")  # made by someone else while the preview was open
    before = state(house)
    refused = organiser.post(reverse(IMPORT), {"checked_file": preview.context["checked_file"]})
    assert refused.status_code == 400
    assert list(refused.context["problems"]) == [
        "rule set: name: “Tuesday club” (tuesdays) already has this name: the rule-set picker would list two of them. "
        "Choose another name."]
    assert state(house) == before


def test_a_rule_set_changed_after_the_preview_is_previewed_again(organiser, house):
    preview = upload(organiser, club_file(house), replace="on")
    edit(organiser, house, lambda data: data.update({pattern_prefix(data, "all_triplets") + "-value": "40"}))
    before = state(house)
    again = organiser.post(reverse(IMPORT), {"checked_file": preview.context["checked_file"]})

    assert again.status_code == 200 and "checked_file" in again.context
    assert again.context["stale"] == ("The rule set was changed after the preview you confirmed (it is now zj-club r2): "
                                      "this is what the file would change now. Nothing has been replaced.")
    assert "Pattern “All Triplets”: value 40 points → 45 points" in again.context["preview"]["patterns"]
    assert state(house) == before
    # The new preview confirms.
    organiser.post(reverse(IMPORT), {"checked_file": again.context["checked_file"]})
    house.refresh_from_db()
    assert house.revision == 3 and house.patterns.get(key="all_triplets").value == 45


def test_a_file_of_another_rule_system_lists_every_pattern(organiser, house):
    from tests.web.admin_forms import derive

    mcr = export_rule_set(derive(organiser, "mcr", "MCR club", "mcr-club"))
    mcr["slug"], mcr["name"] = "zj-club", "Zung Jung (our club)"
    preview = upload(organiser, mcr, replace="on")
    changes = preview.context["preview"]
    assert changes["settings"][0] == "Rule system: Zung Jung → Chinese Official (MCR)"
    assert "Pattern “All Triplets”: removed (it was 30 points)" in changes["patterns"]
    assert "Pattern “All Green”: added, 88 points" in changes["patterns"]
    # A list this long starts folded, under its count.
    assert re.search(r'<details class="pattern-changes">\s*<summary>Patterns this import changes: \d+</summary>',
                     preview.content.decode())
    assert RuleSet.objects.get(slug="zj-club").system == "zung-jung"


def test_importing_as_a_new_rule_set_needs_no_preview(organiser, house):
    data = club_file(house, slug="zj-tuesdays", name="Zung Jung (Tuesdays)")
    done = upload(organiser, data, replace="on")  # nothing of that slug to replace
    assert done.status_code == 302
    assert RuleSet.objects.get(slug="zj-tuesdays").patterns.get(key="all_triplets").value == 45


def test_a_file_too_large_to_carry_to_the_confirmation_is_refused_at_once(organiser, house, settings):
    """The confirmation posts the file back, and Django refuses a form past its size limit with
    a bare error page: the preview says so instead, before the organiser confirms."""
    import base64
    import os

    settings.DATA_UPLOAD_MAX_MEMORY_SIZE = 60_000
    data = club_file(house, notes=base64.b64encode(os.urandom(30_000)).decode())  # random text packs badly
    before = state(house)
    refused = upload(organiser, data, replace="on")
    assert refused.status_code == 400
    [problem] = refused.context["problems"]
    assert problem.startswith("This file is too large to carry from the preview to its confirmation (")
    assert problem.endswith("characters once packed, at most 10,000); a file Export makes is a few thousand. Import it "
                            "under another short name, or with manage.py import_ruleset --replace.")
    assert state(house) == before


def test_a_save_preview_lists_the_patterns_it_changes_too(organiser, house):
    def change(data):
        data[pattern_prefix(data, "all_triplets") + "-value"] = "40"
        data[pattern_prefix(data, "chicken_hand") + "-enabled"] = ""
        data[pattern_prefix(data, "mixed_one_suit") + "-excludes"] = "all_sequences"

    preview = edit(organiser, house, change, confirm=False)
    assert preview.context["preview"]["patterns"] == [
        "Pattern “Chicken Hand”: switched off: it no longer counts",
        "Pattern “Mixed One-Suit”: excludes nothing → “All Sequences”",
        "Pattern “All Triplets”: value 30 points → 40 points",
    ]
    assert "Patterns this edit changes: 3" in text(preview)


def test_a_user_who_may_add_rule_sets_but_not_change_them_cannot_replace_one(client, house):
    adder = make_staff("adder", is_superuser=False)
    adder.user_permissions.add(*Permission.objects.filter(codename__in=["add_ruleset", "view_ruleset", "add_patternrule"]))
    client.force_login(adder)
    before = state(house)
    page = upload(client, club_file(house), replace="on")
    assert page.status_code == 400
    assert "You may not change “Zung Jung (our club)”, so a file cannot replace it: import under another slug." in text(page)
    assert state(house) == before
    # The same file under a new slug is theirs to add.
    added = upload(client, club_file(house), slug="adders-club", name="Adder's club")
    assert added.status_code == 302 and RuleSet.objects.filter(slug="adders-club").exists()
