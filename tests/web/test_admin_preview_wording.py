"""How the preview words hands that an option change makes no valid win, and how an example hand
that holds no tiles is refused (audit of the organiser's admin, finding 5: British max_chows 0
reported "32 can be scored on one side only", each row "…only with 1 chows…", and an example
hand `xyz` was refused with "0 of 14 tiles: add 14 more")."""

import re

import pytest

from rules.models import PatternRule
from tests.web.admin_forms import derive, edit, pattern_prefix

pytestmark = pytest.mark.django_db

NO_CHOW_ALLOWED = ("These 14 tiles make four sets and a pair only with 1 chow, and this rule set allows at most 0 chows in a "
                   "hand, so they cannot go out under it (house rules may allow more: option max_chows).")


@pytest.fixture
def club(organiser):
    return derive(organiser, "british", "British (our club)", "british-club")


def test_hands_that_an_option_makes_no_valid_win_are_counted_as_such(organiser, club):
    preview = edit(organiser, club, lambda data: data.update({"option__max_chows": "0"}), confirm=False)
    changes = preview.context["preview"]
    # Every British example with a chow (32 of them; the British rule set allows one) is no hand without.
    assert changes["summary"] == [{"kind": "no_longer_valid", "strong": True, "text": "32 example hands would no longer be a valid win"}]
    concealed = next(row for row in changes["changed"] if row.key == "concealed_hand")
    assert (concealed.before, concealed.after, concealed.after_problem, concealed.kind) == (76, None, NO_CHOW_ALLOWED, "no_longer_valid")
    page = " ".join(preview.content.decode().split())
    assert ('<span class="change-summary"><strong class="no_longer_valid">32 example hands would no longer be a valid '
            "win</strong>.</span>") in page
    row = re.search(r'<tr data-key="concealed_hand".*?</tr>', page).group(0)
    assert f'<td class="after"><em>{NO_CHOW_ALLOWED}</em></td>' in row
    assert '<td class="difference"><strong>no longer a valid win</strong></td>' in row
    assert "one side only" not in page and "1 chows" not in page


def test_hands_that_an_option_makes_valid_again_are_counted_as_such(organiser, club):
    edit(organiser, club, lambda data: data.update({"option__max_chows": "0"}))
    club.refresh_from_db()
    preview = edit(organiser, club, lambda data: data.update({"option__max_chows": "1"}), confirm=False)
    assert preview.context["preview"]["summary"] == [
        {"kind": "now_valid", "strong": True, "text": "32 example hands would become a valid hand"}]
    assert "<strong>now a valid hand</strong>" in preview.content.decode()


def test_one_hand_is_counted_in_the_singular(organiser, house):
    preview = edit(organiser, house, lambda data: data.update({"minimum": "5"}), confirm=False)
    # Zung Jung: only the Chicken Hand example (1 point) falls under 5.
    assert [part["text"] for part in preview.context["preview"]["summary"]] == ["1 example hand stops being a win"]


@pytest.mark.parametrize("example", ["xyz", "self drawn", "hello world"])
def test_an_example_hand_of_words_alone_is_refused_as_no_tiles(organiser, house, example):
    refused = edit(organiser, house, lambda data: data.update({pattern_prefix(data, "chicken_hand") + "-example": example}))
    row = next(form for form in refused.context["inline_admin_formsets"][0].formset.forms if form.instance.key == "chicken_hand")
    assert row.errors["example"] == [
        f"The example hand cannot be read as tiles: “{example}” holds none. Write it in the one-line notation, "
        "e.g. “111m444p999s1z (555p) +1z”."]
    assert PatternRule.objects.get(rule_set=house, key="chicken_hand").example != example


def test_an_example_hand_short_of_tiles_still_says_how_many(organiser, house):
    refused = edit(organiser, house, lambda data: data.update({pattern_prefix(data, "chicken_hand") + "-example": "123m"}))
    row = next(form for form in refused.context["inline_admin_formsets"][0].formset.forms if form.instance.key == "chicken_hand")
    assert row.errors["example"] == ["The example hand is not a hand: 3 of 14 tiles: add 11 more."]
