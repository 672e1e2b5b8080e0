"""Upgrading a database made before migration 0010: the published British rule sets (BMJA and the
Kajongg preset) get the descriptions of Purity and of the wall points that name the options
changing them; a club's copy keeps the words it has."""

import importlib

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

from rules.builtin import load_builtin_rule_sets
from rules.models import PatternRule, RuleSet

pytestmark = pytest.mark.django_db

upgrade = importlib.import_module("rules.migrations.0010_british_descriptions_name_their_options")


def historical_apps():
    return MigrationExecutor(connection).loader.project_state(("rules", "0010_british_descriptions_name_their_options")).apps


def descriptions(slug: str) -> dict[str, str]:
    return dict(PatternRule.objects.filter(rule_set__slug=slug, key__in=upgrade.DESCRIPTIONS).values_list("key", "description"))


def test_published_british_rows_get_the_new_words_and_a_clubs_copy_keeps_its_own():
    load_builtin_rule_sets(slugs=["british", "british-kajongg"])
    RuleSet.objects.get(slug="british").derive("British (our club)", "british-club")
    old = {key: texts[0] for key, texts in upgrade.DESCRIPTIONS.items()}
    for key, text in old.items():  # as a database made before 0010 holds them
        PatternRule.objects.filter(key=key, rule_set__system="british").update(description=text)
    revisions = dict(RuleSet.objects.values_list("slug", "revision"))

    upgrade.name_the_options(historical_apps(), None)

    new = {key: texts[1] for key, texts in upgrade.DESCRIPTIONS.items()}
    assert descriptions("british") == descriptions("british-kajongg") == new
    assert "purity_mode" in new["purity"] and "wall_win_points_from_kong_box" in new["winning_tile_from_wall"]
    assert descriptions("british-club") == old
    after = dict(RuleSet.objects.values_list("slug", "revision"))
    assert after["british"] == revisions["british"] + 1 and after["british-club"] == revisions["british-club"]


def test_the_upgrade_can_be_undone():
    load_builtin_rule_sets(slugs=["british"])
    upgrade.put_back(historical_apps(), None)
    assert descriptions("british") == {key: texts[0] for key, texts in upgrade.DESCRIPTIONS.items()}


def test_a_fresh_database_already_has_the_new_words():
    load_builtin_rule_sets(slugs=["british-kajongg"])
    assert descriptions("british-kajongg") == {key: texts[1] for key, texts in upgrade.DESCRIPTIONS.items()}
