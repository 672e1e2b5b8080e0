"""The preview of a change to a pattern paid at once, outside the hand's total (classical: all four
flowers or seasons, paid by every other player). No example's total changes, and the preview said
"No example hand changes", as if the edit did nothing: it now lists the example, says why its
total stays, and what it is paid at once before and after."""

import re

import pytest

from tests.web.admin_forms import derive, edit, pattern_prefix

pytestmark = pytest.mark.django_db


@pytest.fixture
def club(organiser):
    return derive(organiser, "chinese-classical", "Classical (our club)", "classical-club")


def test_a_payment_outside_the_total_is_shown_as_what_changes(organiser, club):
    def change(data):
        data[pattern_prefix(data, "four_flowers_or_seasons", "classical-club") + "-value"] = "500"

    preview = edit(organiser, club, change, confirm=False)
    changes = preview.context["preview"]
    assert changes["summary"] == [{"kind": "paid_at_once", "strong": False, "text": (
        "1 example hand keeps its total, as what changes is paid at once by every other player, outside the total")}]
    [row] = changes["changed"]
    assert (row.key, row.before, row.after, row.before_paid_at_once, row.after_paid_at_once) == (
        "four_flowers_or_seasons", 56, 56, 1000, 500)
    page = " ".join(preview.content.decode().split())
    assert "No example hand changes" not in page
    assert "<strong>1 of 56 example hands change</strong>" in page
    assert ('<span class="change-summary">1 example hand keeps its total, as what changes is paid at once by every other '
            "player, outside the total.</span>") in page
    cell = re.search(r'<tr data-key="four_flowers_or_seasons".*?<td class="difference">(.*?)</td>', page).group(1)
    assert cell == "same total; paid at once by each other player, outside it: 1000 → 500"


def test_a_pattern_counted_in_the_total_is_not_called_paid_at_once(organiser, club):
    def change(data):
        data[pattern_prefix(data, "flower_or_season", "classical-club") + "-value"] = "5"

    changes = edit(organiser, club, change, confirm=False).context["preview"]
    assert "paid_at_once" not in {row.kind for row in changes["changed"]}
    assert changes["kinds"]["score"] > 0


def test_a_new_value_for_a_pattern_the_options_leave_out_says_it_is_not_used(organiser, club, client):
    # With four_flowers_bonus on "fan", all four flowers score a double and no one pays at once: the
    # payment's value is used by no hand, and the preview said only "No example hand changes".
    edit(organiser, club, lambda data: data.update({"option__four_flowers_bonus": "fan"}))

    def change(data):
        data[pattern_prefix(data, "four_flowers_or_seasons", "classical-club") + "-value"] = "500"

    changes = edit(organiser, club, change, confirm=False).context["preview"]
    assert changes["changed"] == []
    assert changes["patterns"] == ["Pattern “All Four Flowers or Seasons”: value 1000 bonus points → 500 bonus points "
                                   "(not used: the rule set's options leave this pattern out, so no hand scores it)"]
    # Players reading the house rules are told the same.
    edit(organiser, club, change)
    page = client.get("/rules/classical-club/").content.decode()
    assert ("value 1000 bonus points → 500 bonus points (not used: the rule set&#x27;s options leave this pattern out, "
            "so no hand scores it)") in page

    # Under the published setting ("payment") the same value is used, and nothing is added.
    edit(organiser, club, lambda data: data.update({"option__four_flowers_bonus": "payment"}))
    page = client.get("/rules/classical-club/").content.decode()
    assert "value 1000 bonus points → 500 bonus points</li>" in page


def test_a_payment_that_changes_with_the_total_is_shown_beside_it(organiser, club):
    # Flowers off: the four-flowers example (123m456p789s234m5p +5p 1f2f3f4f, South) loses its four
    # flowers' 16 points and its own flower's double, (10 + 2 + 16) × 2 = 56 → 12, and its payment at
    # once. The difference cell showed only the total's change.
    preview = edit(organiser, club, lambda data: data.pop("option__flowers"), confirm=False)
    page = " ".join(preview.content.decode().split())
    cell = re.search(r'<tr data-key="four_flowers_or_seasons".*?<td class="difference">(.*?)</td>', page).group(1)
    assert cell == "-44; paid at once by each other player: 1000 → 0"
