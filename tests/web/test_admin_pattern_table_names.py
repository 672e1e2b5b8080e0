"""The boxes of the admin's pattern table have names a screen reader can say (axe: `label`,
`select-name`): the column's header is not a label, so each box is named by its column and its
pattern ("Value of Pure Double Chow"). What they are described by (aria-describedby) exists on the
page: Django pointed them at help-text ids that only a stacked form writes."""

import re
from html.parser import HTMLParser

import pytest
from django.urls import reverse

from rules.models import PatternRule
from tests.web.admin_forms import derive, form_data

pytestmark = pytest.mark.django_db

ROW_ID = re.compile(r"patterns-\d+$")


class ChangeForm(HTMLParser):
    """The page's ids and <label for>, and the boxes of each pattern row (tr#patterns-N)."""

    def __init__(self, html: str):
        super().__init__()
        self.ids: set[str] = set()
        self.labelled: set[str] = set()
        self.rows: dict[str, list[dict]] = {}
        self._row = None
        self.feed(html)

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if "id" in attrs:
            self.ids.add(attrs["id"])
        if tag == "label" and attrs.get("for"):
            self.labelled.add(attrs["for"])
        if tag == "tr":
            self._row = attrs.get("id") if ROW_ID.match(attrs.get("id") or "") else None
        if self._row and tag in ("input", "select", "textarea"):
            self.rows.setdefault(self._row, []).append(attrs)

    def handle_endtag(self, tag):
        if tag == "tr":
            self._row = None


def pattern_of(row: list[dict]) -> PatternRule:
    pk = next(box["value"] for box in row if box.get("name", "").endswith("-id"))
    return PatternRule.objects.get(pk=pk)


def shown_boxes(row: list[dict]) -> list[dict]:
    return [box for box in row if box.get("type") != "hidden"]


def test_every_box_of_the_pattern_table_is_named_by_its_column_and_pattern(organiser):
    club = derive(organiser, "mcr", "MCR (Dragon Club)", "mcr-club")
    page = ChangeForm(organiser.get(reverse("admin:rules_ruleset_change", args=[club.pk])).content.decode())

    assert len(page.rows) == club.patterns.count() == 82
    for row in page.rows.values():
        pattern = pattern_of(row)
        names = [box.get("aria-label") for box in shown_boxes(row) if box.get("id") not in page.labelled]
        assert len(names) == len(shown_boxes(row)) >= 9, (pattern.key, row)
        assert all(name and name.endswith(f" of {pattern.name}") for name in names), (pattern.key, names)
        assert len(set(names)) == len(names), names  # each names its own column
    row = next(r for r in page.rows.values() if pattern_of(r).key == "pure_double_chow")
    named = {box["name"].rsplit("-", 1)[1]: box["aria-label"] for box in shown_boxes(row)}
    assert named["value"] == "Value of Pure Double Chow"
    assert named["unit"] == "Unit of Pure Double Chow"  # the select
    assert named["description"] == "Description of Pure Double Chow"  # the textarea


def test_what_the_boxes_are_described_by_is_on_the_page_also_after_an_error(organiser):
    club = derive(organiser, "mcr", "MCR (Dragon Club)", "mcr-club")
    url = reverse("admin:rules_ruleset_change", args=[club.pk])
    data = form_data(organiser.get(url))
    prefix = next(name.removesuffix("-id") for name, value in data.items()
                  if name.startswith("patterns-") and name.endswith("-id")
                  and value == str(club.patterns.get(key="pure_double_chow").pk))
    data[f"{prefix}-value"] = "lots"
    refused = organiser.post(url, {**data, "_save": "Save"})
    assert refused.status_code == 200 and refused.context["errors"]

    for response in (organiser.get(url), refused):
        page = ChangeForm(response.content.decode())
        described = [(box.get("name"), ref) for row in page.rows.values() for box in row
                     for ref in box.get("aria-describedby", "").split()]
        assert len(described) > 82  # the value column's help, at least, in every row
        assert [(name, ref) for name, ref in described if ref not in page.ids] == []
    value_box = next(box for row in ChangeForm(refused.content.decode()).rows.values() for box in row
                     if box.get("name") == f"{prefix}-value")
    assert value_box["aria-describedby"].split() == ["pattern-column-value-help", f"id_{prefix}-value_error"]
    assert value_box["aria-label"] == "Value of Pure Double Chow"
