"""Edits that did nothing (audit s5 admin, finding 6): (a) the free-text "payment scheme" that
nothing scores or settles by is no longer a field of a house rule set, and its page no longer
says a payment the options contradict; (b) where an option gives a pattern its value under that
option, the admin shows which value counts, and the preview warns that editing the plain value
changes no score."""

import pytest
from django.test import Client
from django.urls import reverse

from rules.builtin import load_builtin_rule_sets
from rules.exchange import export_rule_set, import_rule_set
from rules.models import RuleOption, RuleSet
from tests.factories import score_in
from tests.web.admin_forms import edit, pattern_prefix

pytestmark = pytest.mark.django_db


PURE = "123p345p567p789p5p +5p"  # Zung Jung: pure one-suit 80 + all sequences 5 + concealed hand 5


def change_page(client, rule_set):
    return client.get(reverse("admin:rules_ruleset_change", args=[rule_set.pk])).content.decode()


def test_a_house_rule_set_has_no_payment_field_and_the_options_decide(organiser, house):
    assert house.payment == ""  # not copied from the published rule set: nothing here shows it
    page = change_page(organiser, house)
    assert 'name="payment"' not in page
    assert "These options also decide how a win is paid." in page

    def change(data):
        data["payment"] = "uniform"  # as a hand-made post would send it: ignored
        data["option__payoff_scheme"] = "uniform"

    assert edit(organiser, house, change).status_code == 302
    house.refresh_from_db()
    assert house.payment == "" and house.options.get(key="payoff_scheme").value == "uniform"
    rules = Client().get(reverse("rules:detail", args=["zj-club"])).content.decode()
    assert "payment: formal" not in rules and "payment: as the options below say" in rules


def test_a_published_rule_set_still_shows_its_payment(organiser, house):
    page = Client().get(reverse("rules:detail", args=["zung-jung"])).content.decode()
    assert "payment: formal" in page


def test_house_rules_imported_from_a_published_rule_set_keep_no_payment_summary(organiser):
    load_builtin_rule_sets(slugs=["zung-jung"])
    data = export_rule_set(RuleSet.objects.get(slug="zung-jung"))
    assert data["payment"] == "formal"
    imported = import_rule_set(data, slug="zj-imported", name="Zung Jung (imported)").rule_set
    assert imported.payment == ""


def test_no_value_is_marked_in_force_while_the_plain_values_count(organiser, house):
    assert house.values_in_force() == {}
    assert "value-in-force" not in change_page(organiser, house)


def test_the_change_page_shows_the_value_under_an_option_that_counts(organiser, house):
    RuleOption.objects.create(rule_set=house, key="values_profile", value="wsom")
    assert house.values_in_force()["pure_one_suit"] == ("values_profile=wsom", 100)
    page = change_page(organiser, house)
    assert '<strong class="value-in-force">100</strong> <small>while values_profile=wsom is chosen; “value” is not used</small>' in page
    assert "Pure One-Suit: 80" not in page  # the row heading no longer states the stored value as the one that counts


def test_editing_a_value_an_option_overrides_warns_that_it_changes_nothing(organiser, house):
    RuleOption.objects.create(rule_set=house, key="values_profile", value="wsom")
    preview = edit(organiser, house, lambda data: data.__setitem__(pattern_prefix(data, "pure_one_suit") + "-value", "60"),
                   confirm=False)
    assert preview.context["preview"]["unused_values"] == [(
        "Pure One-Suit: its value is now 60, but while values_profile=wsom is chosen it scores 100, its value under that "
        "option. Edit “value under an option” to change what it scores, or choose another setting of the option.")]
    assert 'id="unused-values"' in preview.content.decode()
    assert "pure_one_suit" not in {row.key for row in preview.context["preview"]["changed"]}


def test_editing_a_value_that_counts_gives_no_warning(organiser, house):
    preview = edit(organiser, house, lambda data: data.__setitem__(pattern_prefix(data, "pure_one_suit") + "-value", "60"),
                   confirm=False)
    assert preview.context["preview"]["unused_values"] == []
    assert 'id="unused-values"' not in preview.content.decode()
    row = {row.key: row for row in preview.context["preview"]["changed"]}["pure_one_suit"]
    assert (row.before, row.after) == (90, 70)
    assert score_in(PURE, "zj-club").total == 90
