"""Upgrading a database made by an earlier version: before pattern rows carried their values under
options (migration 0004), every existing rule set scores as it did when the engine applied those
values in code; before house rule sets stopped copying the published payment summary (migration
0006), their copies and their history lose it and published rule sets keep theirs."""

import importlib

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

from rules import scoring
from rules.builtin import load_builtin_rule_sets
from rules.models import PatternRule, RuleOption, RuleSet
from tests.factories import make_rule_set, score_in

pytestmark = pytest.mark.django_db

upgrade = importlib.import_module("rules.migrations.0004_pattern_values_under_options")

# Two kongs declared concealed and 777z in hand, won on a discard: Three Concealed Pungs 16, Two
# Concealed Kongs 8 (the book: 6), Dragon Pung 2, Concealed Hand 2, Pung of Terminals or Honors 1
# (1111m), Single Wait 1: 30 by the source, 28 by the book.
TWO_CONCEALED_KONGS = "[1111m] [2222p] 456s777z9m +9m"


def run_the_upgrade():
    """The migration's function on its own historical models, as migrate runs it (no signals fire,
    so the server's cached specs are then dropped, as the restart after an upgrade drops them)."""
    state = MigrationExecutor(connection).loader.project_state(("rules", "0004_pattern_values_under_options"))
    upgrade.fill_option_values(state.apps, None)
    scoring._specs.clear()


def test_existing_rows_get_the_values_the_code_applied():
    load_builtin_rule_sets(slugs=["mcr"])
    club = RuleSet.objects.get(slug="mcr").derive("MCR (our club)", "mcr-club")
    RuleOption.objects.create(rule_set=club, key="book_values", value=True)
    PatternRule.objects.filter(rule_set=club).update(option_values={})  # as the rows were before 0004
    PatternRule.history.filter(rule_set_id=club.pk).update(option_values={})
    assert score_in(TWO_CONCEALED_KONGS, "mcr-club").total == 30  # the book's value is lost

    run_the_upgrade()

    rows = dict(PatternRule.objects.filter(rule_set=club).exclude(option_values={}).values_list("key", "option_values"))
    assert rows == {"two_concealed_kongs": {"book_values=true": 6}, "one_melded_and_one_concealed_kong": {"book_values=true": 5}}
    kept = PatternRule.history.filter(rule_set_id=club.pk, key="two_concealed_kongs").values_list("option_values", flat=True)
    assert set(map(str, kept)) == {str({"book_values=true": 6})}  # restoring an old version keeps them
    assert score_in(TWO_CONCEALED_KONGS, "mcr-club").total == 28


def test_a_value_already_set_is_left_as_it_is():
    load_builtin_rule_sets(slugs=["mcr"])
    PatternRule.objects.filter(rule_set__slug="mcr", key="two_concealed_kongs").update(option_values={"book_values=true": 7})
    run_the_upgrade()
    assert PatternRule.objects.get(rule_set__slug="mcr", key="two_concealed_kongs").option_values == {"book_values=true": 7}


@pytest.mark.django_db(transaction=True)
def test_a_command_on_a_database_behind_the_code_says_to_migrate(capsys):
    from django.core.management import CommandError, call_command

    call_command("migrate", "rules", "0003", verbosity=0)
    try:
        with pytest.raises(CommandError, match=r"not up to date .*rules\.0004_pattern_values_under_options.* not applied.*"
                                               r"run `python manage\.py migrate` first"):
            call_command("score", "--rules", "mcr")
        with pytest.raises(CommandError, match="not up to date"):
            call_command("load_rulesets")
    finally:
        call_command("migrate", verbosity=0)
    call_command("load_rulesets", "mcr")
    assert "nothing to do" in capsys.readouterr().out


# --- 0005: the published classical rule set counts One-Chance ---------------------------------

one_chance_upgrade = importlib.import_module("rules.migrations.0005_classical_one_chance_counts")
SINGLE_WAIT = "123m456p789s234m5p +5p"  # going out 10, and One-Chance 2 on the one tile that completes it


def test_the_published_classical_rule_set_counts_one_chance_after_the_upgrade():
    load_builtin_rule_sets(slugs=["chinese-classical"])
    published = RuleSet.objects.get(slug="chinese-classical")
    club = published.derive("Classical (our club)", "classical-club")
    PatternRule.objects.filter(rule_set__in=[published, club], key="one_chance").update(enabled=False)  # as before 0005
    revision = RuleSet.objects.get(pk=published.pk).revision
    scoring._specs.clear()
    assert score_in(SINGLE_WAIT, "chinese-classical").total == 10

    state = MigrationExecutor(connection).loader.project_state(("rules", "0005_classical_one_chance_counts"))
    one_chance_upgrade.count_one_chance(state.apps, None)
    scoring._specs.clear()

    assert score_in(SINGLE_WAIT, "chinese-classical").total == 12
    assert RuleSet.objects.get(pk=published.pk).revision == revision + 1
    assert score_in(SINGLE_WAIT, "classical-club").total == 10  # a club's own choice is left alone


# --- 0006: house rule sets keep no payment summary ----------------------------------------------

house_payment_upgrade = importlib.import_module("rules.migrations.0006_house_rule_sets_without_payment")


def test_house_rule_sets_derived_before_lose_the_copied_payment_text_and_published_ones_keep_theirs():
    load_builtin_rule_sets(slugs=["mcr"])
    published = RuleSet.objects.get(slug="mcr")
    text = published.payment
    assert text.startswith("Discarder pays 8 + total")
    club = published.derive("MCR (our club)", "mcr-club")
    club.notes = "Our table's notes"
    club.save()  # a second version in the history
    # As rule sets were derived before the change: the published text copied, in every version.
    RuleSet.objects.filter(pk=club.pk).update(payment=text)
    RuleSet.history.filter(id=club.pk).update(payment=text)
    typed = make_rule_set(slug="typed-in", payment="uniform")  # an older house rule set, its own words

    state = MigrationExecutor(connection).loader.project_state(("rules", "0006_house_rule_sets_without_payment"))
    house_payment_upgrade.blank_house_payment(state.apps, None)

    assert RuleSet.objects.get(pk=club.pk).payment == ""
    assert set(RuleSet.history.filter(id=club.pk).values_list("payment", flat=True)) == {""}  # a restore cannot bring it back
    assert RuleSet.history.filter(id=club.pk).count() == 2
    assert RuleSet.objects.get(pk=typed.pk).payment == ""
    assert RuleSet.objects.get(pk=published.pk).payment == text
    assert set(RuleSet.history.filter(id=published.pk).values_list("payment", flat=True)) == {text}
    assert RuleSet.objects.get(pk=club.pk).notes == "Our table's notes"
