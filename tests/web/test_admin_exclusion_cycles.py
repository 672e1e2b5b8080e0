"""A pattern that excludes itself, or patterns whose exclusions go round in a circle, are refused
on the field and on import (audit of the organiser's admin, finding 1: Half Flush excluding
half_flush was saved, and Half Flush then vanished from every hand; Half Flush and Concealed Hand
excluding each other lost both). The published rule sets pass the same check."""

import pytest
from django.core.exceptions import ValidationError

from rules.builtin import load_builtin_rule_sets
from rules.engine.builtin import BUILTIN_RULE_SETS
from rules.exchange import ImportProblem, export_rule_set, import_rule_set
from rules.models import PatternRule, RuleSet, exclusion_cycle
from tests.factories import score_in
from tests.web.admin_forms import derive, edit, field_errors, invent, pattern_prefix

pytestmark = pytest.mark.django_db

# MCR: Pure Straight 16 + Half Flush 6 + Prevalent Wind 2 + Seat Wind 2 + Concealed Hand 2.
HALF_FLUSH_HAND = "12345678m111z55z +9m"
HALF_FLUSH_PATTERNS = {"pure_straight": 1, "half_flush": 1, "prevalent_wind": 1, "seat_wind": 1, "concealed_hand": 1}


@pytest.fixture
def club(organiser):
    return derive(organiser, "mcr", "MCR (Dragon Club)", "mcr-club")


def excludes(**by_key):
    """A change to the posted form: each pattern's exclusions set to the text given."""
    def change(data):
        for key, text in by_key.items():
            data[pattern_prefix(data, key, slug="mcr-club") + "-excludes"] = text
    return change


def test_a_pattern_that_excludes_itself_is_refused_on_its_field(organiser, club):
    refused = edit(organiser, club, excludes(half_flush="half_flush"))
    assert "preview" not in refused.context
    assert field_errors(refused, "half_flush", "excludes") == [
        "“Half Flush” excludes itself (half_flush), so it would never count: take half_flush out of its exclusions."]
    assert PatternRule.objects.get(rule_set=club, key="half_flush").excludes == ""
    assert score_in(HALF_FLUSH_HAND, "mcr-club").patterns == HALF_FLUSH_PATTERNS


def test_two_patterns_that_exclude_each_other_are_both_refused(organiser, club):
    refused = edit(organiser, club, excludes(half_flush="concealed_hand", concealed_hand="half_flush"))
    assert field_errors(refused, "half_flush", "excludes") == [
        "These exclusions go round in a circle: half_flush → concealed_hand → half_flush (“Half Flush” excludes "
        "“Concealed Hand”, which excludes “Half Flush”), so a hand with both would count neither. "
        "Take one of these exclusions out."]
    assert field_errors(refused, "concealed_hand", "excludes")[0].startswith(
        "These exclusions go round in a circle: concealed_hand → half_flush → concealed_hand")
    assert score_in(HALF_FLUSH_HAND, "mcr-club").total == 28


def test_a_longer_circle_closed_by_a_later_save_is_refused(organiser, club):
    """The first two links are saved; the one closing the circle is checked against them."""
    edit(organiser, club, excludes(half_flush="concealed_hand"))
    club.refresh_from_db()
    edit(organiser, club, excludes(concealed_hand="seat_wind"))
    club.refresh_from_db()
    refused = edit(organiser, club, excludes(seat_wind="half_flush"))
    assert field_errors(refused, "seat_wind", "excludes") == [
        "These exclusions go round in a circle: seat_wind → half_flush → concealed_hand → seat_wind (“Seat Wind” "
        "excludes “Half Flush”, which excludes “Concealed Hand”, which excludes “Seat Wind”), so a hand with all 3 "
        "would count none of them. Take one of these exclusions out."]
    assert PatternRule.objects.get(rule_set=club, key="seat_wind").excludes == ""


def test_one_exclusion_of_a_pair_is_still_saved(organiser, club):
    edit(organiser, club, excludes(half_flush="concealed_hand"))
    # Concealed Hand no longer counts beside Half Flush: 28 - 2.
    assert score_in(HALF_FLUSH_HAND, "mcr-club").total == 26


def test_an_import_that_excludes_a_pattern_from_itself_is_refused_and_saves_nothing(club):
    data = export_rule_set(club)
    data["slug"], data["name"] = "imported", "Imported"
    for row in data["patterns"]:
        if row["key"] in ("half_flush", "pure_straight"):
            row["excludes"] = [*row["excludes"], "half_flush"]
    before = RuleSet.objects.count(), PatternRule.objects.count()
    with pytest.raises(ImportProblem) as refused:
        import_rule_set(data)
    assert [p for p in refused.value.problems if "half_flush" in p] == [
        "pattern 50 (half_flush): excludes: “Half Flush” excludes itself (half_flush), so it would never count: "
        "take half_flush out of its exclusions."]
    assert (RuleSet.objects.count(), PatternRule.objects.count()) == before


def test_every_published_rule_set_passes_the_check():
    load_builtin_rule_sets()
    refused = {}
    for row in PatternRule.objects.filter(rule_set__builtin=True).select_related("rule_set"):
        try:
            row.full_clean()
        except ValidationError as error:  # a published value may be what an organiser cannot type (a penalty)
            if "excludes" in error.message_dict:
                refused[row.rule_set.slug, row.key] = error.message_dict["excludes"]
    assert PatternRule.objects.filter(rule_set__builtin=True).count() > 300
    assert refused == {}


def test_the_one_published_circle_is_a_pair_no_hand_has_together():
    """MCR's Pure Triple Chow and Pure Shifted Pungs exclude each other: three chows and three
    pungs need six sets, so no hand has both; a new published circle would be a mistake to look at."""
    circles = set()
    for slug, published in BUILTIN_RULE_SETS.items():
        rows = {p.key: (p.name, list(p.excludes)) for p in published.patterns}
        circles |= {(slug, key) for key in rows if exclusion_cycle(key, rows, "no system")}
    assert circles == {("mcr", "pure_triple_chow"), ("mcr", "pure_shifted_pungs")}


def test_house_rules_made_from_mcr_save_unchanged(organiser, club):
    preview = edit(organiser, club, lambda data: data.update({"notes": "Tuesdays."}), confirm=False)
    assert "preview" in preview.context


def test_a_circle_through_an_invented_hand_and_a_system_pattern_is_refused(organiser, house):
    """The two tables of the change form are checked together: All Triplets (a pattern of the
    system) and the club's Imperial Jade (an invented hand) made to exclude each other in one save."""
    edit(organiser, house, lambda data: invent(data, key="imperial_jade", name="Imperial Jade", tiles="23468s6z",
                                               requires=["no_chows"], example="222444666s666z8s +8s"))
    house.refresh_from_db()

    def change(data):
        data["invented-0-excludes"] = "all_triplets"
        data[pattern_prefix(data, "all_triplets") + "-excludes"] = "imperial_jade"

    refused = edit(organiser, house, change)
    assert field_errors(refused, "all_triplets", "excludes")[0].startswith(
        "These exclusions go round in a circle: all_triplets → imperial_jade → all_triplets (“All Triplets” excludes "
        "“Imperial Jade”, which excludes “All Triplets”)")
    invented = refused.context["inline_admin_formsets"][1].formset.forms[0]
    assert invented.errors["excludes"][0].startswith("These exclusions go round in a circle: imperial_jade → all_triplets")
    assert PatternRule.objects.get(key="all_triplets", rule_set=house).excludes == ""
