"""Malformed rule-set files: every one comes back as a list of problems, through the admin's
Import page and through import_rule_set, and never as a server error. Nothing is written."""

import json

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from rules.exchange import NUL_IN_FILE, ImportProblem, export_rule_set, import_rule_set
from rules.models import PatternRule, RuleSet
from tests.factories import zung_jung

pytestmark = pytest.mark.django_db


def set_field(name, value):
    def change(data):
        data[name] = value
    return change


def set_pattern(name, value):
    def change(data):
        data["patterns"][0][name] = value
    return change


# (change to a good file, the problem it must report); pattern 1 of Zung Jung is chicken_hand.
BAD_FILES = [
    pytest.param(set_field("minimum", None), "rule set: minimum: This field cannot be null.", id="minimum-null"),
    # Audit (organiser's path), finding 4: a value of the wrong kind said Django's "“x” value must
    # be a float.", naming a Python type and not what to write.
    pytest.param(set_field("minimum", "x"), 'rule set: minimum: Give a number, e.g. 8, not "x".', id="minimum-text"),
    pytest.param(set_field("limit", "x"), 'rule set: limit: Give a number, e.g. 320, or null for none, not "x".', id="limit-text"),
    pytest.param(set_field("system", ["x"]), 'rule set: system: Give one value (text, a number, true or false), not ["x"].', id="system-list"),
    # Django's checks let an empty list through as blank: a limit of [] was a server error when saved.
    pytest.param(set_field("limit", []), "rule set: limit: Give one value (text, a number, true or false), not [].", id="limit-empty-list"),
    # A key that is not text was a server error in the check that it is one of the system's patterns.
    pytest.param(set_pattern("key", {"a": 1}), 'pattern 1 ({\'a\': 1}): key: Give one value (text, a number, true or false), not {"a": 1}.',
                 id="pattern-key-object"),
    pytest.param(set_pattern("unit", []), "pattern 1 (chicken_hand): unit: Give one value (text, a number, true or false), not [].",
                 id="pattern-unit-empty-list"),
    # PostgreSQL stores no NUL character in text or JSON: these were server errors there (not on SQLite).
    pytest.param(set_field("notes", "house\x00rules"), NUL_IN_FILE, id="nul-in-notes"),
    pytest.param(set_pattern("description", "\x00"), NUL_IN_FILE, id="nul-in-a-pattern"),
    pytest.param(set_pattern("value", "lots"), 'pattern 1 (chicken_hand): value: Give a number, e.g. 8, not "lots".', id="pattern-value-text"),
    pytest.param(set_pattern("order", "first"), 'pattern 1 (chicken_hand): order: Give a whole number, e.g. 3, not "first".',
                 id="pattern-order-text"),
    pytest.param(set_pattern("enabled", "maybe"), 'pattern 1 (chicken_hand): enabled: Give true or false, not "maybe".',
                 id="pattern-enabled-text"),
    pytest.param(set_pattern("option_values", {"values_profile=v4": 2}),
                 "pattern 1 (chicken_hand): option_values: “values_profile=v4”: Option “values_profile” must be one of: v3.3, wsom; 'v4' is not.", id="option-values-setting"),
    pytest.param(set_pattern("option_values", [2]),
                 "pattern 1 (chicken_hand): option_values: Give an object of option settings and values, "
                 'e.g. {"book_values=true": 6}.', id="option-values-list"),
    # Numbers no total can be made of: infinite, or so large that a sum of them is.
    pytest.param(set_pattern("value", 1e308), "pattern 1 (chicken_hand): value: A value is a number up to 100,000 points "
                 "(not NaN or infinity).", id="pattern-value-huge"),
    pytest.param(set_pattern("option_values", {"values_profile=wsom": 10**400}),
                 "pattern 1 (chicken_hand): option_values: “values_profile=wsom”: A value is a number up to 100,000 points "
                 "(not NaN or infinity).", id="option-value-huge"),
    pytest.param(set_field("limit", 1e300), "rule set: limit: The limit must be a positive number up to 1,000,000,000, "
                 "or empty for none.", id="limit-huge"),
    pytest.param(set_field("options", {"formal_threshold": 10**400}), "option formal_threshold: value: Option "
                 "“formal_threshold” takes a number up to 1,000,000,000 (like 25).", id="option-huge"),
    pytest.param(set_pattern("excludes", 5),
                 'pattern 1 (chicken_hand): excludes: Give a list of pattern keys, e.g. ["all_sequences"], not 5.', id="excludes-number"),
    # Zung Jung adds values: a double would be added as points (3 doubles scored 3 points).
    pytest.param(set_pattern("unit", "doubles"), "pattern 1 (chicken_hand): unit: “Chicken Hand” is valued in doubles, but this "
                 "rule set adds up points and doubles nothing: give the pattern points or a share of the limit.", id="doubles-in-additive"),
    pytest.param(lambda data: (set_field("limit", None)(data), set_pattern("unit", "limit")(data)),
                 "pattern 1 (chicken_hand): unit: “Chicken Hand” is valued as a share of the limit, but this rule set has no "
                 "limit to share: set the cap or limit, or choose the unit “points” for it and give its value in points.",
                 id="limit-share-without-a-limit"),
]


@pytest.fixture
def good_file():
    data = export_rule_set(zung_jung())
    data["slug"], data["name"] = "new-club", "New club"
    return data


def counts():
    return RuleSet.objects.count(), PatternRule.objects.count(), RuleSet.history.count(), PatternRule.history.count()


@pytest.mark.parametrize("change, problem", BAD_FILES)
def test_import_function_lists_the_problem(good_file, change, problem):
    change(good_file)
    before = counts()
    with pytest.raises(ImportProblem) as error:
        import_rule_set(good_file)
    assert problem in error.value.problems
    assert counts() == before


@pytest.mark.parametrize("change, problem", BAD_FILES)
def test_admin_import_lists_the_problem(organiser, good_file, change, problem):
    change(good_file)
    before = counts()
    upload = SimpleUploadedFile("bad.json", json.dumps(good_file).encode(), content_type="application/json")
    response = organiser.post(reverse("admin:rules_ruleset_import"), {"file": upload})
    assert response.status_code == 400
    assert problem in response.context["problems"]
    page = response.content.decode()
    assert "The file was not imported" in page
    assert counts() == before


def test_the_good_file_imports(good_file):
    """The files above differ from this one only in the one broken field."""
    rule_set, warnings = import_rule_set(good_file)
    assert rule_set.patterns.count() == 48 and warnings == []


def test_an_import_returns_the_warning_naming_the_patterns_it_added(good_file):
    good_file["patterns"] = [p for p in good_file["patterns"] if p["key"] != "pure_one_suit"]
    rule_set, warnings = import_rule_set(good_file)
    assert rule_set.patterns.get(key="pure_one_suit").value == 80
    assert warnings == [(
        "The file lacks 1 of the 48 patterns of Zung Jung (official v3.3); the import adds them with its published values: "
        "Pure One-Suit (pure_one_suit). Switch off any your club does not play (“counts” in the admin).")]


@pytest.mark.parametrize("constant", ["NaN", "Infinity", "-Infinity"])
def test_a_file_holding_nan_or_infinity_is_refused_as_it_is_read(organiser, good_file, constant):
    text = json.dumps(good_file).replace('"minimum": 0', f'"minimum": {constant}')
    assert constant in text
    before = counts()
    upload = SimpleUploadedFile("bad.json", text.encode(), content_type="application/json")
    response = organiser.post(reverse("admin:rules_ruleset_import"), {"file": upload})
    assert response.status_code == 400
    assert response.context["problems"] == [f"The file holds {constant}, which is not a number a rule set can use: give a number instead."]
    assert counts() == before


def test_an_empty_limit_is_imported_as_no_limit(good_file):
    """As an empty box in the admin means no limit (it was a server error when saved)."""
    good_file["limit"] = ""
    imported = import_rule_set(good_file)
    assert imported.rule_set.limit is None
    assert RuleSet.objects.get(slug="new-club").to_spec().limit is None


def test_a_file_of_any_version_is_recorded_as_imported_from_it(good_file):
    """The history's reason for the import names the file's version, cut to fit its 100 characters
    (a longer one was a server error on PostgreSQL)."""
    good_file["version"] = "club " * 60
    imported = import_rule_set(good_file)
    reason = imported.rule_set.history.first().history_change_reason
    assert reason == "Imported from a file (" + ("club " * 12).strip() + ")"
    good_file["version"] = {"not": "text"}
    imported = import_rule_set({**good_file, "slug": "other-club", "name": "Other club"})
    assert imported.rule_set.history.first().history_change_reason == "Imported from a file (no version)"
