"""Numbers in the admin read as the organiser writes them (audit s5 admin, finding 9): 1000 not
1000.0, in the list, the change form's boxes, a published rule set's read-only page and the
preview; a value that is not whole keeps its decimals (0.5)."""

import re

import pytest
from django.urls import reverse

from rules.builtin import load_builtin_rule_sets
from rules.models import RuleSet
from tests.web.admin_forms import edit, pattern_prefix

pytestmark = pytest.mark.django_db

FLOAT = re.compile(r"(?<![\w.])\d+\.0(?![\d.])")  # 1000.0, 0.0; not 0.5, v3.3 or 1.0.2


def text_of(page) -> str:
    """The page's text, without its tags, scripts and styles."""
    html = re.sub(r"<(script|style)\b.*?</\1>", " ", page.content.decode(), flags=re.DOTALL)
    return re.sub(r"<[^>]+>", " ", html)


def input_values(page) -> dict[str, str]:
    return dict(re.findall(r'<input[^>]*?name="([^"]+)"[^>]*?value="([^"]*)"', page.content.decode()))


def test_the_list_shows_limits_and_minimums_as_whole_numbers(organiser):
    load_builtin_rule_sets(slugs=["british", "mcr", "zung-jung"])
    page = organiser.get(reverse("admin:rules_ruleset_changelist"))
    cells = dict(re.findall(r'<td class="field-(\w+)">([^<]*)</td>', page.content.decode().split("british r1")[0]))
    assert (cells["limit_shown"], cells["minimum_shown"]) == ("1000", "0")
    assert FLOAT.findall(text_of(page)) == []
    # Still sortable by the numbers.
    ordered = organiser.get(reverse("admin:rules_ruleset_changelist") + "?o=5")
    assert ordered.status_code == 200 and FLOAT.findall(text_of(ordered)) == []


def test_the_change_forms_boxes_show_whole_numbers(organiser, house):
    page = organiser.get(reverse("admin:rules_ruleset_change", args=[house.pk]))
    values = input_values(page)
    assert (values["minimum"], values["limit"]) == ("0", "320")
    assert values[pattern_prefix(values, "all_triplets") + "-value"] == "30"
    assert [name for name, value in values.items() if FLOAT.fullmatch(value)] == []


def test_a_value_that_is_not_whole_keeps_its_decimals(organiser, house):
    house.patterns.filter(key="all_triplets").update(unit="limit", value=0.5)
    values = input_values(organiser.get(reverse("admin:rules_ruleset_change", args=[house.pk])))
    assert "0.5" in values.values()


def test_a_published_rule_sets_page_shows_whole_numbers(organiser):
    load_builtin_rule_sets(slugs=["british"])
    british = RuleSet.objects.get(slug="british")
    page = organiser.get(reverse("admin:rules_ruleset_change", args=[british.pk]))
    text = text_of(page)
    assert FLOAT.findall(text) == []
    assert re.search(r"Cap or limit:\s+1000\b", text) and re.search(r"Minimum to win:\s+0\b", text)


def test_the_preview_shows_whole_numbers(organiser, house):
    def change(data):
        data[pattern_prefix(data, "all_triplets") + "-value"] = "45"
        data["limit"] = "100"
        data["option__values_profile"] = "wsom"
        data[pattern_prefix(data, "pure_one_suit") + "-value"] = "60"

    preview = edit(organiser, house, change, confirm=False)
    assert "preview" in preview.context
    text = text_of(preview)
    assert "Pure One-Suit: its value is now 60, but while values_profile=wsom is chosen it scores 100" in text
    assert FLOAT.findall(text) == []
