"""A pattern's exclusions, and an invented hand's, may be typed as the names the page shows, or as
keys in any capitals, and are stored as keys; an entry that names no pattern is refused with the
closest one. “No Honors” used to be refused as “Not patterns of Chinese Official (MCR): No,
Honors”, and “NO_HONORS” too."""

import pytest

from rules.models import PatternRule, closest_pattern, read_exclusions
from tests.web.admin_forms import derive, edit, field_errors, invent, pattern_prefix

pytestmark = pytest.mark.django_db


@pytest.fixture
def club(organiser):
    return derive(organiser, "mcr", "MCR (Dragon Club)", "mcr-club")


def excludes(key, text, slug="mcr-club"):
    return lambda data: data.update({pattern_prefix(data, key, slug=slug) + "-excludes": text})


@pytest.mark.parametrize("typed", ["No Honors, single wait", "no honors Single Wait", "NO_HONORS single_wait",
                                   "No_Honors,Single Wait"])
def test_names_and_keys_in_any_capitals_are_stored_as_keys(organiser, club, typed):
    assert edit(organiser, club, excludes("pure_straight", typed)).status_code == 302
    assert PatternRule.objects.get(rule_set=club, key="pure_straight").excludes == "no_honors single_wait"


def test_a_name_the_club_gave_a_pattern_is_read_too(organiser, club):
    def rename_and_exclude(data):
        data[pattern_prefix(data, "no_honors", slug="mcr-club") + "-name"] = "Numbers Only"
        excludes("pure_straight", "numbers only")(data)

    assert edit(organiser, club, rename_and_exclude).status_code == 302
    assert PatternRule.objects.get(rule_set=club, key="pure_straight").excludes == "no_honors"


def test_an_unknown_entry_is_refused_with_the_closest_pattern(organiser, club):
    before = PatternRule.objects.get(rule_set=club, key="pure_straight").excludes
    refused = edit(organiser, club, excludes("pure_straight", "No Honrs, single_wait, zzz"))
    assert "preview" not in refused.context
    assert field_errors(refused, "pure_straight", "excludes") == [
        "Not patterns of Chinese Official (MCR): “No Honrs” (did you mean no_honors (No Honors)?), “zzz”. "
        "Write the patterns' names or keys, separated by spaces or commas."]
    assert PatternRule.objects.get(rule_set=club, key="pure_straight").excludes == before


def test_an_invented_hands_exclusions_are_read_by_name(organiser):
    house = derive(organiser, "zung-jung", "Zung Jung (our club)", "zj-club")
    jade = {"key": "imperial_jade", "name": "Imperial Jade", "tiles": "23468s6z", "requires": "no_chows"}
    response = edit(organiser, house, lambda data: invent(data, **jade, excludes="All Sequences, CONCEALED_HAND"))
    assert response.status_code == 302
    assert PatternRule.objects.get(rule_set=house, key="imperial_jade").excludes == "all_sequences concealed_hand"


def test_a_circle_typed_by_names_is_still_refused(organiser, club):
    def circle(data):
        excludes("half_flush", "Concealed Hand")(data)
        excludes("concealed_hand", "half flush")(data)

    refused = edit(organiser, club, circle)
    assert field_errors(refused, "half_flush", "excludes")[0].startswith("These exclusions go round in a circle: half_flush → concealed_hand")


def test_a_name_two_patterns_share_is_refused_with_both_keys(organiser, club):
    # House rules may give a pattern another's name: “All Chows” was read as the first pattern so named.
    def rename_and_exclude(data):
        data[pattern_prefix(data, "single_wait", slug="mcr-club") + "-name"] = "All Chows"
        excludes("pure_straight", "No Honors, All Chows")(data)

    before = PatternRule.objects.get(rule_set=club, key="pure_straight").excludes
    refused = edit(organiser, club, rename_and_exclude)
    assert "preview" not in refused.context
    assert field_errors(refused, "pure_straight", "excludes") == ["“All Chows” names both all_chows and single_wait: write the key."]
    assert PatternRule.objects.get(rule_set=club, key="pure_straight").excludes == before

    def rename_and_exclude_by_key(data):
        rename_and_exclude(data)
        excludes("pure_straight", "No Honors, ALL_CHOWS")(data)

    assert edit(organiser, club, rename_and_exclude_by_key).status_code == 302
    assert PatternRule.objects.get(rule_set=club, key="pure_straight").excludes == "no_honors all_chows"


def test_reading_prefers_the_longest_name_and_keeps_the_order():
    names = {"all_chows": "All Chows", "chows": "Chows", "no_honors": "No Honors"}
    assert read_exclusions("all chows no honors chows all chows", names) == (["all_chows", "no_honors", "chows"], [], [])
    assert read_exclusions("all foo bar, no honors", names) == (["no_honors"], ["all foo bar"], [])


def test_reading_a_shared_name_gives_every_key_it_names_and_a_key_gives_its_own():
    names = {"all_chows": "All Chows", "x": "all chows", "no_honors": "No Honors", "y": "X"}
    assert read_exclusions("ALL CHOWS no honors", names) == (["no_honors"], [], [("ALL CHOWS", ["all_chows", "x"])])
    # A key as written (any capitals) is one pattern's, though it reads as another's name ("x", "X").
    assert read_exclusions("All_Chows x Y", names) == (["all_chows", "x", "y"], [], [])
    assert closest_pattern("all chow", names) == "all_chows (All Chows)"
    assert closest_pattern("nohonors", names) == "no_honors (No Honors)"
    assert closest_pattern("xyzzy", names) == ""
