"""A refused save names every error at the top of the page (audit s5 admin, finding 9): on the
wide pattern table an error such as a bad exclusion sits 40 rows down and off to the right,
and the page said only "Please correct the errors below"."""

import html
import re

import pytest

from tests.web.admin_forms import edit, pattern_prefix

pytestmark = pytest.mark.django_db


def summary(page) -> list[tuple[str, str]]:
    """The error summary's entries: (link target, text)."""
    found = re.search(r'<div[^>]*id="error-summary".*?</div>', page, flags=re.DOTALL)
    assert found, "no error summary on the page"
    return [(target, html.unescape(" ".join(re.sub(r"<[^>]+>", "", text).split())))
            for target, text in re.findall(r'<li><a href="#([^"]+)">(.*?)</li>', found.group(0), flags=re.DOTALL)]


def test_each_pattern_row_with_an_error_is_named_at_the_top_with_a_link(organiser, house):
    prefixes = {}

    def change(data):
        prefixes["four_kong"], prefixes["nine_gates"] = pattern_prefix(data, "four_kong"), pattern_prefix(data, "nine_gates")
        data[prefixes["four_kong"] + "-excludes"] = "concealed"
        data[prefixes["nine_gates"] + "-example"] = "123m"
        data["minimum"] = "-3"

    response = edit(organiser, house, change)
    assert response.status_code == 200 and "preview" not in response.context
    page = response.content.decode()
    entries = summary(page)
    assert entries == [
        ("id_minimum", "Minimum to win: The minimum must be a number from 0 to 1,000,000,000."),
        (f"id_{prefixes['nine_gates']}-example", "Pattern “Nine Gates”, example hand: The example hand is not a hand: 3 of 14 tiles: add 11 more."),
        (f"id_{prefixes['four_kong']}-excludes",
         "Pattern “Four Kong”, excludes: Not patterns of Zung Jung: “concealed” (did you mean concealed_hand (Concealed "
         "Hand)?). Write the patterns' names or keys, separated by spaces or commas."),
    ]
    # At the top: after Django's "Please correct the errors below", before the first fieldset.
    assert page.index("Please correct the errors below") < page.index('id="error-summary"') < page.index("<fieldset")
    # Each link leads to a field on the page.
    for target, _ in entries:
        assert f'id="{target}"' in page


def test_a_unit_the_scheme_cannot_score_is_named_at_its_row(organiser, house):
    prefixes = {}

    def change(data):
        prefixes["all_sequences"] = pattern_prefix(data, "all_sequences")
        data[prefixes["all_sequences"] + "-unit"] = "doubles"

    page = edit(organiser, house, change).content.decode()
    assert summary(page) == [(f"id_{prefixes['all_sequences']}-unit", (
        "Pattern “All Sequences”, unit: “All Sequences” is valued in doubles, but this rule set adds up points and "
        "doubles nothing: give the pattern points or a share of the limit."))]


def test_no_summary_without_errors(organiser, house):
    preview = edit(organiser, house, lambda data: data.update({"minimum": "5"}), confirm=False)
    assert "preview" in preview.context and 'id="error-summary"' not in preview.content.decode()
