"""Upgrading a database made before migration 0011: Zung Jung's new option final_discard_on_robbed_kong
(off: a tile robbed from a kong is not the last discard, zung-jung-mj-score-eval.md 12.1.2) reaches
every rule set, published or a club's, at its default with no row written; the published
descriptions of Final Discard name it, and a club's copy keeps its own words."""

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

upgrade = importlib.import_module("rules.migrations.0011_zung_jung_final_discard_names_its_option")

# The 4s robbed from a kong made with the last tile of the wall: All Sequences 5, Concealed Hand 5,
# Robbing a Kong 10; with the option on, Final Discard 10 as well.
ROBBED_LAST_TILE = "123m456p789s23s55z +4s robbing_kong last_tile_in_wall"
KEY = "final_discard_on_robbed_kong"


def historical_apps():
    return MigrationExecutor(connection).loader.project_state(("rules", "0011_zung_jung_final_discard_names_its_option")).apps


def descriptions() -> dict[str, str]:
    return dict(PatternRule.objects.filter(key="final_discard", rule_set__system__startswith="zung-jung")
                .values_list("rule_set__slug", "description"))


def test_published_final_discard_names_the_option_and_a_clubs_copy_keeps_its_words():
    load_builtin_rule_sets(slugs=["zung-jung", "zung-jung-extended"])
    RuleSet.objects.get(slug="zung-jung").derive("Zung Jung (our club)", "zj-club")
    for system, (old, _) in upgrade.DESCRIPTIONS.items():  # as a database made before 0011 holds them
        PatternRule.objects.filter(key="final_discard", rule_set__system=system).update(description=old)
    revisions = dict(RuleSet.objects.values_list("slug", "revision"))

    upgrade.name_the_option(historical_apps(), None)

    assert descriptions() == {"zung-jung": upgrade.DESCRIPTIONS["zung-jung"][1],
                              "zung-jung-extended": upgrade.DESCRIPTIONS["zung-jung-extended"][1],
                              "zj-club": upgrade.DESCRIPTIONS["zung-jung"][0]}
    assert all(KEY in new for _, new in upgrade.DESCRIPTIONS.values())
    after = dict(RuleSet.objects.values_list("slug", "revision"))
    assert after == {**revisions, "zung-jung": revisions["zung-jung"] + 1, "zung-jung-extended": revisions["zung-jung-extended"] + 1}


def test_the_upgrade_can_be_undone():
    load_builtin_rule_sets(slugs=["zung-jung", "zung-jung-extended"])
    upgrade.put_back(historical_apps(), None)
    assert descriptions() == {system: old for system, (old, _) in upgrade.DESCRIPTIONS.items()}


def test_a_fresh_database_already_has_the_new_words():
    load_builtin_rule_sets(slugs=["zung-jung", "zung-jung-extended"])
    assert descriptions() == {system: new for system, (_, new) in upgrade.DESCRIPTIONS.items()}


def test_existing_rule_sets_take_the_option_at_its_default_and_a_club_can_turn_it_on(organiser):
    load_builtin_rule_sets(slugs=["zung-jung", "zung-jung-extended"])
    club = RuleSet.objects.get(slug="zung-jung").derive("Zung Jung (our club)", "zj-club")
    RuleOption.objects.create(rule_set=club, key="payoff_scheme", value="uniform")  # a choice made before the upgrade
    upgrade.name_the_option(historical_apps(), None)
    scoring._specs.clear()

    assert not RuleOption.objects.filter(key=KEY).exists()  # nothing stored: the default applies
    for slug in ("zung-jung", "zung-jung-extended", "zj-club"):
        setting = next(s for s in RuleSet.objects.get(slug=slug).option_settings() if s.key == KEY)
        assert (setting.value, setting.changed) == (False, False), slug
        assert score_in(ROBBED_LAST_TILE, slug).patterns.get("final_discard") is None, slug
        assert score_in(ROBBED_LAST_TILE, slug).total == 20, slug

    # The organiser sees the option in plain words and turns it on for the club.
    page = organiser.get(reverse("admin:rules_ruleset_change", args=[club.pk])).content.decode()
    assert "Final discard on robbed kong" in page
    assert "a tile taken from a kong was never discarded, so Robbing a Kong alone counts. Default: off." in page
    response = edit(organiser, club, lambda data: data.update({f"option__{KEY}": "on"}))
    assert response.status_code == 302
    assert {o.key: o.value for o in club.options.all()} == {"payoff_scheme": "uniform", KEY: True}
    assert score_in(ROBBED_LAST_TILE, "zj-club").total == 30
    assert score_in(ROBBED_LAST_TILE, "zung-jung").total == 20
