"""Sharing rule sets as JSON files: the admin's Export/Import and the export_ruleset /
import_ruleset commands. A broken file changes nothing."""

import json

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.management import CommandError, call_command
from django.urls import reverse

from rules.models import PatternRule, RuleOption, RuleSet
from tests.factories import score_in, zung_jung

pytestmark = pytest.mark.django_db

JADE = {"shape": "standard", "tiles": "23468s6z", "requires": ["no_chows"]}


@pytest.fixture
def club():
    """Zung Jung house rules with a changed value, an option and an invented limit hand."""
    club = zung_jung().derive("Zung Jung (our club)", "zj-club")
    club.patterns.filter(key="all_triplets").update(value=45)
    RuleOption.objects.create(rule_set=club, key="payoff_scheme", value="uniform")
    PatternRule.objects.create(rule_set=club, key="imperial_jade", name="Imperial Jade", value=1, unit="limit",
                               definition=JADE, order=1000, example="222444666s666z8s +8s")
    return club


def scores(slug):
    """Total, pattern map and settlement amounts of each line of CLUB_SCORES under a rule set."""
    return {line: (found.total, found.patterns, found.amounts)
            for line in CLUB_SCORES for found in [score_in(line, slug)]}


# What the club's rule set scores, worked out by hand from the Zung Jung table and the club's
# edits (all_triplets 45, payoff_scheme uniform: every other player pays the total, ZJU):
#   777s9m (111m) (444p) (222s): four pungs, one of them concealed, no other pattern -> all triplets 45
#   222444666s666z8s: the invented Imperial Jade, a limit hand -> 320
#   123m456p789s234m5p: all sequences 5 + concealed hand 5 -> 10
# A copy that lost the club's edits scores 30 (formal payoff) and has no Imperial Jade.
CLUB_SCORES = {
    "777s9m (111m) (444p) (222s) +9m": (45, {"all_triplets": 1}, [45, 45, 45]),
    "222444666s666z8s +8s": (320, {"imperial_jade": 1}, [320, 320, 320]),
    "123m456p789s234m5p +5p": (10, {"all_sequences": 1, "concealed_hand": 1}, [10, 10, 10]),
}


def rows(slug):
    rule_set = RuleSet.objects.get(slug=slug)
    patterns = list(rule_set.patterns.values_list("key", "name", "value", "unit", "family", "excludes", "enabled", "example",
                                                  "option_values", "definition"))
    return patterns, {o.key: o.value for o in rule_set.options.all()}


def test_admin_export_and_import_round_trip(organiser, club):
    exported = organiser.get(reverse("admin:rules_ruleset_export", args=[club.pk]))
    assert exported["Content-Disposition"] == 'attachment; filename="zj-club-r1.json"'
    data = json.loads(exported.content)
    assert data["based_on"] == "zung-jung" and data["options"] == {"payoff_scheme": "uniform"}
    upload = SimpleUploadedFile("zj-club.json", exported.content, content_type="application/json")
    response = organiser.post(reverse("admin:rules_ruleset_import"), {"file": upload, "slug": "zj-club-copy", "name": "Copy"})
    assert response.status_code == 302
    copy = RuleSet.objects.get(slug="zj-club-copy")
    assert copy.name == "Copy" and copy.based_on.slug == "zung-jung" and not copy.builtin
    assert rows("zj-club-copy") == rows("zj-club")
    assert scores("zj-club") == CLUB_SCORES
    assert scores("zj-club-copy") == CLUB_SCORES


def test_export_action_downloads_the_file(organiser, club):
    response = organiser.post(reverse("admin:rules_ruleset_changelist"), {"action": "export_rule_sets", "_selected_action": [club.pk]})
    assert json.loads(response.content)["slug"] == "zj-club"


def test_commands_round_trip(tmp_path, club):
    path = tmp_path / "club.json"
    call_command("export_ruleset", "zj-club", output=str(path))
    call_command("import_ruleset", str(path), slug="elsewhere", name="Elsewhere")  # two rule sets never share a name
    assert rows("elsewhere") == rows("zj-club")
    assert scores("zj-club") == CLUB_SCORES
    assert scores("elsewhere") == CLUB_SCORES


def test_import_replaces_house_rules_but_never_a_builtin(tmp_path, club):
    data = json.loads(call_command_output("zj-club"))
    for pattern in data["patterns"]:
        if pattern["key"] == "all_triplets":
            pattern["value"] = 60
    path = tmp_path / "club.json"
    path.write_text(json.dumps(data))
    with pytest.raises(CommandError, match="A rule set “zj-club” already exists"):
        call_command("import_ruleset", str(path))
    call_command("import_ruleset", str(path), replace=True)
    club.refresh_from_db()
    assert club.revision == 2 and club.patterns.get(key="all_triplets").value == 60
    with pytest.raises(CommandError, match="“zung-jung” is a built-in rule set"):
        call_command("import_ruleset", str(path), slug="zung-jung", replace=True)


def call_command_output(slug):
    from io import StringIO

    out = StringIO()
    call_command("export_ruleset", slug, stdout=out)
    return out.getvalue()


def broken(data):
    data["limit"] = -1
    data["patterns"][0]["value"] = -3
    data["patterns"][1]["key"] = "made_up_pattern"
    data["patterns"][2]["excludes"] = ["nothing_like_this"]
    data["patterns"][-1]["definition"] = {"shape": "fixed", "fixed": "123m"}
    data["options"]["limit_mode"] = "sometimes"
    return data


EXPECTED_PROBLEMS = [
    "rule set: limit: The limit must be a positive number up to 1,000,000,000, or empty for none.",
    "pattern 1 (chicken_hand): value: A value cannot be negative.",
    "pattern 2 (made_up_pattern): key: “made_up_pattern” is not a pattern of Zung Jung.",
    "pattern 3 (concealed_hand): excludes: Not patterns of Zung Jung: nothing_like_this. Write pattern keys separated by spaces.",
    "pattern 49 (imperial_jade): definition: A fixed tile pattern has 13 tiles (plus a choice of the 14th) or all 14; this one has 3.",
    "option limit_mode: value: Option “limit_mode” must be one of: alone, cap_all, none; 'sometimes' is not.",
]


def test_broken_file_changes_nothing_and_lists_every_problem(tmp_path, club):
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(broken(json.loads(call_command_output("zj-club")))))
    before = rows("zj-club"), RuleSet.objects.count(), PatternRule.objects.count()
    with pytest.raises(CommandError) as error:
        call_command("import_ruleset", str(path), replace=True)
    for problem in EXPECTED_PROBLEMS:
        assert problem in str(error.value)
    assert (rows("zj-club"), RuleSet.objects.count(), PatternRule.objects.count()) == before
    assert RuleSet.objects.get(slug="zj-club").revision == 1


def test_admin_import_of_a_broken_file_changes_nothing(organiser, club):
    text = json.dumps(broken(json.loads(call_command_output("zj-club"))))
    count = RuleSet.objects.count(), PatternRule.objects.count()
    upload = SimpleUploadedFile("broken.json", text.encode(), content_type="application/json")
    response = organiser.post(reverse("admin:rules_ruleset_import"), {"file": upload, "slug": "new-club"})
    assert response.status_code == 400
    page = response.content.decode()
    assert "The file was not imported" in page
    assert "pattern 1 (chicken_hand): value: A value cannot be negative." in page
    assert (RuleSet.objects.count(), PatternRule.objects.count()) == count


@pytest.mark.parametrize("content, message", [
    pytest.param(b"{not json", "The file is not JSON", id="not-json"),
    pytest.param(b'{"slug": "x"}', "This is not a rule-set file", id="not-a-rule-set"),
    pytest.param(b'{"format": "mahjong-rule-set", "format_version": 9}', "format version 9", id="future-version"),
    # Edited by hand with a key twice: the last one counted unseen (a value, a pattern's "enabled").
    pytest.param(b'{"format": "mahjong-rule-set", "format": "mahjong-rule-set"}',
                 "The JSON gives “format” twice in one object, and only one can count: keep one.", id="key-given-twice"),
])
def test_admin_import_refuses_files_that_are_not_rule_sets(organiser, content, message):
    response = organiser.post(reverse("admin:rules_ruleset_import"), {"file": SimpleUploadedFile("x.json", content)})
    assert response.status_code == 400 and message in response.content.decode()


def test_values_under_options_travel_with_the_file_and_older_files_get_the_published_ones(club):
    from rules.exchange import export_rule_set, import_rule_set

    data = export_rule_set(club)
    triplets = next(p for p in data["patterns"] if p["key"] == "all_triplets")
    assert triplets["option_values"] == {"values_profile=wsom": 40}
    triplets["option_values"] = {"values_profile=wsom": 50}
    data["options"] = {"values_profile": "wsom"}
    import_rule_set(data, slug="edited", name="Edited")
    assert score_in("777s9m (111m) (444p) (222s) +9m", "edited")[:2] == (50, {"all_triplets": 1})
    # A file made before pattern rows carried these values: the published ones, as its maker scored.
    for pattern in data["patterns"]:
        pattern.pop("option_values")
    import_rule_set(data, slug="older", name="Older")
    assert score_in("777s9m (111m) (444p) (222s) +9m", "older")[:2] == (40, {"all_triplets": 1})
    # An empty object is a choice: no other value under any option.
    triplets["option_values"] = {}
    import_rule_set(data, slug="none", name="None")
    assert score_in("777s9m (111m) (444p) (222s) +9m", "none")[:2] == (45, {"all_triplets": 1})
