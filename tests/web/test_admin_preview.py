"""The preview before a save names every example hand that changes: its total, its patterns,
and whether it is a win at all (audit s5 admin, finding 3: raising the minimum made hands stop
being wins while the preview said "No example hand changes score", and a hand whose patterns
changed but not its total read "10 → 10, change 0")."""

import re

import pytest

from tests.web.admin_forms import derive, edit, pattern_prefix

pytestmark = pytest.mark.django_db


def rows(preview):
    return {row.key: row for row in preview.context["preview"]["changed"]}


def test_raising_the_minimum_shows_the_hands_that_stop_being_wins(organiser, house):
    preview = edit(organiser, house, lambda data: data.update({"minimum": "20"}), confirm=False)
    page = preview.content.decode()
    changed = rows(preview)
    # Zung Jung: the Chicken Hand example scores 1 (chicken hand), the All Sequences one 10 (all
    # sequences 5 + concealed hand 5): both under 20, the same totals, no longer wins.
    for key, points in (("chicken_hand", 1), ("all_sequences", 10)):
        row = changed[key]
        assert (row.before, row.after, row.before_winning, row.after_winning, row.kind) == (points, points, True, False, "stops_winning")
    # All Triplets' example (60) is still a win and not listed.
    assert "all_triplets" not in changed
    assert "No example hand changes" not in page
    assert '<strong class="stops_winning">' in page and "stop being a win" in page
    assert preview.context["preview"]["summary"][0]["kind"] == "stops_winning"
    assert '<td class="difference"><strong>no longer a win</strong></td>' in page.replace("\n", "")
    assert '1 <em>(not a win)</em>' in page


def test_lowering_the_minimum_shows_the_hands_that_become_wins(organiser, house):
    house.minimum = 20
    house.save()
    preview = edit(organiser, house, lambda data: data.update({"minimum": "0"}), confirm=False)
    row = rows(preview)["chicken_hand"]
    assert (row.before, row.after, row.before_winning, row.after_winning, row.kind) == (1, 1, False, True, "starts_winning")
    assert "become a win" in preview.content.decode()


def test_the_same_total_with_other_patterns_says_so(organiser, house):
    def change(data):
        data[pattern_prefix(data, "all_sequences") + "-value"] = "10"
        data.pop(pattern_prefix(data, "no_terminals") + "-enabled")

    preview = edit(organiser, house, change, confirm=False)
    row = rows(preview)["no_terminals"]
    # Its example: all sequences 5 + no terminals 5 before; all sequences 10 alone after.
    assert (row.before, row.after, row.before_patterns, row.after_patterns, row.kind) == (
        10, 10, {"all_sequences": 1, "no_terminals": 1}, {"all_sequences": 1}, "patterns")
    page = " ".join(preview.content.decode().split())
    assert "same total, other patterns" in page and '<del title="no longer counts">No Terminals</del>' in page
    assert '<td class="difference">0</td>' not in page
    assert rows(preview)["all_sequences"].difference == 5


def test_an_edit_that_changes_nothing_says_so(organiser, house):
    preview = edit(organiser, house, lambda data: data.update({"notes": "Played on Tuesdays."}), confirm=False)
    assert preview.context["preview"]["changed"] == []
    assert "No example hand changes" in preview.content.decode()


def patterns_after(page: str, key: str) -> str:
    """The "Patterns after" cell of the preview's row for the example of pattern `key`, as text."""
    row = re.search(rf'<tr data-key="{key}"[^>]*>(.*?)</tr>', page, re.DOTALL).group(1)
    return re.sub(r"<[^>]+>", "", re.findall(r"<td>(.*?)</td>", row, re.DOTALL)[-1]).strip()


def test_the_patterns_after_are_named_as_the_organiser_named_them(organiser):
    """Audit (organiser's path), finding 1: the column listed keys (single_wait), even for a
    pattern just renamed. MCR's Single Wait example (123m456p789s555z9m +9m) is Mixed Straight's
    too, which the preview lists under Mixed Straight."""
    club = derive(organiser, "mcr", "MCR (Dragon Club)", "mcr-club")

    def rename_and_raise(data):
        prefix = pattern_prefix(data, "single_wait", "mcr-club")
        data[prefix + "-name"] = "Lonely Wait"
        data[prefix + "-value"] = "2"

    page = " ".join(edit(organiser, club, rename_and_raise, confirm=False).content.decode().split())
    cell = patterns_after(page, "mixed_straight")
    assert "Lonely Wait" in cell and "single_wait" not in cell and "Single Wait" not in cell
    # Every pattern of the column by its name: Big Four Winds' example (1112223334445z +5z) counts
    # Big Four Winds 88, All Honors 64, Four Concealed Pungs 64 and Single Wait 1.
    assert patterns_after(page, "big_four_winds") == "Big Four Winds, All Honors, Four Concealed Pungs, Lonely Wait"

    def rename_and_switch_off(data):
        prefix = pattern_prefix(data, "single_wait", "mcr-club")
        data[prefix + "-name"] = "Lonely Wait"
        data.pop(prefix + "-enabled")

    page = " ".join(edit(organiser, club, rename_and_switch_off, confirm=False).content.decode().split())
    assert '<del title="no longer counts">Lonely Wait</del>' in page
    assert patterns_after(page, "mixed_straight") == "Mixed Straight, Dragon Pung, Concealed Hand, Lonely Wait"
