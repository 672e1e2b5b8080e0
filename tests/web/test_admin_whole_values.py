"""A pattern's points (or bonus points, or doubles) are whole numbers under every rule system here:
MCR's fan, Zung Jung's points, British and classical points and doubles. A value such as 2.5 is
refused on the admin's field and in an imported file, saying so; a share of the limit, the one
unit a fraction means something in (0.5: half the limit), keeps its fraction."""

import json

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from rules.exchange import ImportProblem, export_rule_set, import_rule_set
from rules.models import PatternRule, RuleSet
from tests.web.admin_forms import derive, edit, field_errors, pattern_prefix

pytestmark = pytest.mark.django_db

# (published rule set, its system's name, a pattern valued in points, bonus points and doubles).
SYSTEMS = [
    pytest.param("mcr", "Chinese Official (MCR)", "half_flush", "flower_tiles", None, id="mcr"),
    pytest.param("zung-jung", "Zung Jung", "all_triplets", "seat_bonus_tile", None, id="zung-jung"),
    pytest.param("zung-jung-extended", "Zung Jung (extended)", "chicken_hand", "bonus_flower_season", None, id="zung-jung-extended"),
    pytest.param("british", "British (BMJA)", "exposed_minor_pung", None, "dragon_pung", id="british"),
    pytest.param("chinese-classical", "Classical Chinese", "going_out", "four_flowers_or_seasons", "four_flowers_or_seasons_fan",
                 id="classical"),
]


def whole(which: str, system: str, low: int, high: int, given: str) -> str:
    return f"{which} are whole numbers in {system}: give {low} or {high}, not {given}."


DOUBLES = "Doubles are whole numbers (1 doubles the score once)."


def set_value(key, value, slug):
    def change(data):
        data[pattern_prefix(data, key, slug=slug) + "-value"] = value
    return change


@pytest.mark.parametrize("published, system, points, bonus, doubles", SYSTEMS)
def test_the_admin_refuses_a_fraction_of_a_point_or_a_double(organiser, published, system, points, bonus, doubles):
    club = derive(organiser, published, f"{system} club", "club")
    saved = list(club.patterns.values_list("key", "value"))
    refused = edit(organiser, club, lambda data: [set_value(key, "2.5", "club")(data) for key in (points, bonus, doubles) if key])
    assert "preview" not in refused.context
    assert field_errors(refused, points, "value") == [whole("Points", system, 2, 3, "2.5")]
    if bonus:
        assert field_errors(refused, bonus, "value") == [whole("Bonus points", system, 2, 3, "2.5")]
    if doubles:
        assert field_errors(refused, doubles, "value") == [DOUBLES]
    summary = " ".join(entry["messages"][0] for entry in refused.context["error_summary"])
    assert whole("Points", system, 2, 3, "2.5") in summary
    assert list(club.patterns.values_list("key", "value")) == saved


# Not the extended Zung Jung: its house rules are refused on save whatever the edit, as its
# published Illegal Call is worth -40 and the admin takes no negative value.
@pytest.mark.parametrize("published, system, points, bonus, doubles", [p for p in SYSTEMS if p.id != "zung-jung-extended"])
def test_the_admin_saves_whole_values(organiser, published, system, points, bonus, doubles):
    club = derive(organiser, published, f"{system} club", "club")
    saved = edit(organiser, club, lambda data: [set_value(key, "3", "club")(data) for key in (points, bonus, doubles) if key])
    assert saved.status_code == 302
    assert {key: club.patterns.get(key=key).value for key in (points, bonus, doubles) if key} == {
        key: 3 for key in (points, bonus, doubles) if key}


def test_a_share_of_the_limit_keeps_its_fraction(organiser):
    club = derive(organiser, "british", "British club", "club")
    saved = edit(organiser, club, set_value("knitting", "0.25", "club"))
    assert saved.status_code == 302
    assert club.patterns.get(key="knitting").value == 0.25


def test_a_value_under_an_option_is_whole_too(organiser):
    club = derive(organiser, "mcr", "MCR club", "club")
    refused = edit(organiser, club, lambda data: data.update({
        pattern_prefix(data, "two_concealed_kongs", slug="club") + "-option_values": '{"book_values=true": 6.5}'}))
    row = next(f for f in refused.context["inline_admin_formsets"][0].formset.forms if f.instance.key == "two_concealed_kongs")
    assert row.errors["option_values"] == [
        "“book_values=true”: " + whole("Points", "Chinese Official (MCR)", 6, 7, "6.5")]


@pytest.fixture
def mcr_file(organiser) -> dict:
    data = export_rule_set(derive(organiser, "mcr", "MCR (Dragon Club)", "mcr-club"))
    data["slug"], data["name"] = "mcr-imported", "MCR (imported)"
    return data


def rows(data):
    return {row["key"]: row for row in data["patterns"]}


def test_an_import_refuses_a_fraction_of_a_point(mcr_file):
    rows(mcr_file)["half_flush"]["value"] = 2.5
    rows(mcr_file)["flower_tiles"]["value"] = 0.5
    before = RuleSet.objects.count(), PatternRule.objects.count()
    with pytest.raises(ImportProblem) as refused:
        import_rule_set(mcr_file)
    assert refused.value.problems == [
        "pattern 50 (half_flush): value: " + whole("Points", "Chinese Official (MCR)", 2, 3, "2.5"),
        "pattern 82 (flower_tiles): value: " + whole("Bonus points", "Chinese Official (MCR)", 0, 1, "0.5"),
    ]
    assert (RuleSet.objects.count(), PatternRule.objects.count()) == before


def test_the_admin_import_page_lists_it(organiser, mcr_file):
    rows(mcr_file)["half_flush"]["value"] = 2.5
    upload = SimpleUploadedFile("mcr.json", json.dumps(mcr_file).encode(), content_type="application/json")
    refused = organiser.post(reverse("admin:rules_ruleset_import"), {"file": upload})
    assert refused.status_code == 400
    assert refused.context["problems"] == ["pattern 50 (half_flush): value: " + whole("Points", "Chinese Official (MCR)", 2, 3, "2.5")]
    assert "Points are whole numbers in Chinese Official (MCR): give 2 or 3, not 2.5." in refused.content.decode()
    assert not RuleSet.objects.filter(slug="mcr-imported").exists()


def test_an_import_of_whole_values_and_a_value_written_3_0(mcr_file):
    rows(mcr_file)["half_flush"]["value"] = 3.0  # a whole number, however a file writes it
    imported, _ = import_rule_set(mcr_file)
    assert imported.patterns.get(key="half_flush").value == 3
