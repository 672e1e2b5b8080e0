"""An import's check for circles of exclusions sees every pattern the rule set will have,
including those it fills in from the published rule set because the file lacks them: a file
whose circle closes only through one of those is refused, saying so; breaking the circle in the
file imports it."""

import json

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from rules.exchange import ImportProblem, export_rule_set, import_rule_set
from rules.models import PatternRule, RuleSet
from tests.factories import score_in
from tests.web.admin_forms import derive

pytestmark = pytest.mark.django_db

# MCR's published Fully Concealed Hand excludes Self-Drawn. A file without Fully Concealed Hand
# (it is filled in, with that exclusion) whose Self-Drawn excludes it closes the circle.
REFUSED = ("pattern 80 (self_drawn): excludes: These exclusions go round in a circle: self_drawn → fully_concealed_hand → "
           "self_drawn (“Self-Drawn” excludes “Fully Concealed Hand”, which excludes “Self-Drawn”), so a hand with both "
           "would count neither. Take one of these exclusions out. “Fully Concealed Hand” (fully_concealed_hand) is not in "
           "the file: the import adds it from Chinese Official (MCR), with its published exclusions; list it in the file "
           "to give it others.")
# MCR: Fully Concealed Hand 4 + Pure Straight 16 + Half Flush 6 + Prevalent Wind 2 + Seat Wind 2 (self-drawn, so not Self-Drawn).
SELF_DRAWN_HAND = "12345678m111z55z +9m self_drawn"


@pytest.fixture
def mcr_file(organiser) -> dict:
    data = export_rule_set(derive(organiser, "mcr", "MCR (Dragon Club)", "mcr-club"))
    data["slug"], data["name"] = "mcr-imported", "MCR (imported)"
    data["patterns"] = [row for row in data["patterns"] if row["key"] != "fully_concealed_hand"]
    return data


def row(data, key) -> dict:
    return next(r for r in data["patterns"] if r["key"] == key)


def counts():
    return RuleSet.objects.count(), PatternRule.objects.count()


def test_a_circle_closed_through_a_filled_in_pattern_is_refused(mcr_file):
    row(mcr_file, "self_drawn")["excludes"] = ["fully_concealed_hand"]
    before = counts()
    with pytest.raises(ImportProblem) as refused:
        import_rule_set(mcr_file)
    assert refused.value.problems == [REFUSED]
    assert counts() == before


def test_the_admin_import_page_shows_it(organiser, mcr_file):
    row(mcr_file, "self_drawn")["excludes"] = ["fully_concealed_hand"]
    before = counts()
    upload = SimpleUploadedFile("mcr.json", json.dumps(mcr_file).encode(), content_type="application/json")
    refused = organiser.post(reverse("admin:rules_ruleset_import"), {"file": upload})
    assert refused.status_code == 400
    assert refused.context["problems"] == [REFUSED]
    assert "the import adds it from Chinese Official (MCR), with its published exclusions" in refused.content.decode()
    assert counts() == before


def test_the_same_file_without_the_exclusion_imports_with_the_pattern_filled_in(mcr_file):
    imported, warnings = import_rule_set(mcr_file)
    assert warnings[0].startswith("The file lacks 1 of the 82 patterns of Chinese Official (MCR); the import adds them")
    assert imported.patterns.get(key="fully_concealed_hand").excluded_keys == ["self_drawn"]
    assert score_in(SELF_DRAWN_HAND, "mcr-imported").patterns == {
        "fully_concealed_hand": 1, "pure_straight": 1, "half_flush": 1, "prevalent_wind": 1, "seat_wind": 1}


def test_listing_the_pattern_in_the_file_without_its_exclusion_breaks_the_circle(organiser, mcr_file):
    """As the message advises: the file gives Fully Concealed Hand its own exclusions."""
    row(mcr_file, "self_drawn")["excludes"] = ["fully_concealed_hand"]
    published = export_rule_set(RuleSet.objects.get(slug="mcr"))
    mcr_file["patterns"].append({**row(published, "fully_concealed_hand"), "excludes": []})
    imported, warnings = import_rule_set(mcr_file)
    assert warnings == []
    assert imported.patterns.get(key="self_drawn").excluded_keys == ["fully_concealed_hand"]
    # The club's way round: Self-Drawn counts, and Fully Concealed Hand does not beside it.
    assert score_in(SELF_DRAWN_HAND, "mcr-imported").patterns == {
        "self_drawn": 1, "pure_straight": 1, "half_flush": 1, "prevalent_wind": 1, "seat_wind": 1}
