"""A published rule set's read-only page lists its options as a table a person reads (audit s5
admin, finding 9: they were bare JSON, `Limit mode: "alone"`, with no explanation): each
option's name and key, its setting (yes/no, whole numbers, a word without quotes) and the
option's one-line help; a setting other than the rule system's default names the default."""

import html
import re

import pytest
from django.urls import reverse

from rules.builtin import load_builtin_rule_sets
from rules.engine.options import describe_options
from rules.engine.systems import SYSTEMS
from rules.models import RuleSet

pytestmark = pytest.mark.django_db


def options_table(client, slug) -> dict[str, list[str]]:
    """The page's options table: key -> the text of each cell."""
    rule_set = RuleSet.objects.get(slug=slug)
    page = client.get(reverse("admin:rules_ruleset_change", args=[rule_set.pk])).content.decode()
    table = re.search(r'<table class="rule-set-options".*?</table>', page, flags=re.DOTALL)
    assert table, "no options table on the page"
    rows = re.findall(r'<tr data-key="(\w+)">(.*?)</tr>', table.group(0), flags=re.DOTALL)
    return {key: [html.unescape(" ".join(re.sub(r"<[^>]+>", " ", cell).split())) for cell in re.findall(r"<td[^>]*>(.*?)</td>", row, flags=re.DOTALL)]
            for key, row in rows}


def test_a_published_rule_sets_options_are_listed_with_setting_and_help(organiser):
    load_builtin_rule_sets(slugs=["zung-jung"])
    rows = options_table(organiser, "zung-jung")
    help_of = {d["key"]: d["help"] for d in describe_options(SYSTEMS["zung-jung"].options)}
    assert list(rows) == list(help_of)  # every option, in the system's order
    assert rows["limit_mode"] == ["Limit mode limit_mode", "A pattern above the limit scores alone (alone)", help_of["limit_mode"]]
    assert rows["formal_threshold"] == ["Formal threshold formal_threshold", "25", help_of["formal_threshold"]]
    assert rows["bonus_tiles"] == ["Bonus tiles bonus_tiles", "no", help_of["bonus_tiles"]]
    assert rows["same_round_immunity"][1] == "yes"
    assert not any('"' in cells[1] for cells in rows.values())


def test_a_setting_other_than_the_default_names_the_default(organiser):
    load_builtin_rule_sets(slugs=["british", "british-kajongg"])
    rows = options_table(organiser, "british-kajongg")
    assert rows["one_suit_with_honours_double"][1] == "no (default: yes)"
    assert rows["bouquet_doubles"][1] == ("2 doubles on top of the own-tile double (3 in all) (add_to_own) "
                                             "(default: 2 doubles, the own-tile double among them (include_own))")
    assert rows["east_factor"][1] == "2"  # the default, so no note
    british = options_table(organiser, "british")
    assert british["one_suit_with_honours_double"][1] == "yes"


def test_the_list_is_on_the_read_only_page_only(organiser):
    load_builtin_rule_sets(slugs=["zung-jung"])
    source = RuleSet.objects.get(slug="zung-jung")
    organiser.post(reverse("admin:rules_ruleset_derive", args=[source.pk]), {"name": "Club", "slug": "zj-club"})
    house = RuleSet.objects.get(slug="zj-club")
    page = organiser.get(reverse("admin:rules_ruleset_change", args=[house.pk])).content.decode()
    # A house rule set's options stay fields to change.
    assert 'class="rule-set-options"' not in page
    assert 'name="option__limit_mode"' in page
