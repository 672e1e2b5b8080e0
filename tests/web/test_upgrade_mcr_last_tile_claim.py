"""Upgrading a database made before migration 0012: MCR's new option last_tile_claim_on_robbed_kong
(off: a tile robbed from a kong is not the last discard of the game, chinese-official-mcr-fans.txt
#41) reaches every rule set, published or a club's, at its default with no row written; the
published description of Last Tile Claim names it, and a club's copy keeps its own words."""

import importlib

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor
from django.urls import reverse

from rules import scoring
from rules.builtin import load_builtin_rule_sets
from rules.models import PatternRule, RuleOption, RuleSet
from tests.factories import score_in
from tests.web.admin_forms import edit

pytestmark = pytest.mark.django_db

upgrade = importlib.import_module("rules.migrations.0012_mcr_last_tile_claim_names_its_option")

# The 4s robbed from a kong made with the last tile of the wall: Mixed Straight 8 + Robbing the
# Kong 8 + Concealed Hand 2 = 18; with the option on, Last Tile Claim 8 as well: 26.
ROBBED_LAST_TILE = "123m456p789s23s55z +4s robbing_kong last_tile_in_wall"
KEY = "last_tile_claim_on_robbed_kong"
OLD, NEW = upgrade.DESCRIPTIONS["mcr"]


def historical_apps():
    return MigrationExecutor(connection).loader.project_state(("rules", "0012_mcr_last_tile_claim_names_its_option")).apps


def descriptions() -> dict[str, str]:
    return dict(PatternRule.objects.filter(key="last_tile_claim", rule_set__system="mcr")
                .values_list("rule_set__slug", "description"))


def test_published_last_tile_claim_names_the_option_and_a_clubs_copy_keeps_its_words():
    load_builtin_rule_sets(slugs=["mcr"])
    RuleSet.objects.get(slug="mcr").derive("MCR (our club)", "mcr-club")
    PatternRule.objects.filter(key="last_tile_claim", rule_set__system="mcr").update(description=OLD)  # as before 0012
    revisions = dict(RuleSet.objects.values_list("slug", "revision"))

    upgrade.name_the_option(historical_apps(), None)

    assert descriptions() == {"mcr": NEW, "mcr-club": OLD}
    assert KEY in NEW
    assert dict(RuleSet.objects.values_list("slug", "revision")) == {**revisions, "mcr": revisions["mcr"] + 1}


def test_a_published_description_already_changed_is_left_alone():
    load_builtin_rule_sets(slugs=["mcr"])
    PatternRule.objects.filter(key="last_tile_claim", rule_set__slug="mcr").update(description="Someone's words.")
    revision = RuleSet.objects.get(slug="mcr").revision
    upgrade.name_the_option(historical_apps(), None)
    assert descriptions() == {"mcr": "Someone's words."}
    assert RuleSet.objects.get(slug="mcr").revision == revision


def test_the_upgrade_can_be_undone():
    load_builtin_rule_sets(slugs=["mcr"])
    upgrade.put_back(historical_apps(), None)
    assert descriptions() == {"mcr": OLD}


def test_a_fresh_database_already_has_the_new_words():
    load_builtin_rule_sets(slugs=["mcr"])
    assert descriptions() == {"mcr": NEW}


def test_existing_rule_sets_take_the_option_at_its_default_and_a_club_can_turn_it_on(organiser):
    load_builtin_rule_sets(slugs=["mcr"])
    club = RuleSet.objects.get(slug="mcr").derive("MCR (our club)", "mcr-club")
    RuleOption.objects.create(rule_set=club, key="book_values", value=True)  # a choice made before the upgrade
    upgrade.name_the_option(historical_apps(), None)
    scoring._specs.clear()

    assert not RuleOption.objects.filter(key=KEY).exists()  # nothing stored: the default applies
    for slug in ("mcr", "mcr-club"):
        setting = next(s for s in RuleSet.objects.get(slug=slug).option_settings() if s.key == KEY)
        assert (setting.value, setting.changed) == (False, False), slug
        assert score_in(ROBBED_LAST_TILE, slug).patterns.get("last_tile_claim") is None, slug
        assert score_in(ROBBED_LAST_TILE, slug).total == 18, slug

    # The organiser sees the option in plain words and turns it on for the club.
    page = organiser.get(reverse("admin:rules_ruleset_change", args=[club.pk])).content.decode()
    assert "Last tile claim on robbed kong" in page
    assert "a tile taken from a kong being made was never discarded, so Robbing the Kong alone counts. Default: off." in page
    response = edit(organiser, club, lambda data: data.update({f"option__{KEY}": "on"}))
    assert response.status_code == 302
    assert {o.key: o.value for o in club.options.all()} == {"book_values": True, KEY: True}
    assert score_in(ROBBED_LAST_TILE, "mcr-club").total == 26
    assert score_in(ROBBED_LAST_TILE, "mcr").total == 18
