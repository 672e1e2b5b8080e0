"""An option with choices reads in words in the admin (its menu, the preview of an edit), while
the rule set stores, exports and scores by the choice's key. British Gates of Heaven won on a
discard (british-bmja-special-hands.md: its two pungs must be concealed; british-scoring-tables.md
§1.4: a published scorer's reading allows only a claimed tile completing one of those pungs)."""

import html
import re

import pytest
from django.urls import reverse

from rules.exchange import export_rule_set
from rules.models import RuleOption
from tests.factories import score_in
from tests.web.admin_forms import derive, edit

pytestmark = pytest.mark.django_db

CLAIMED_ONE = "11s2345678s999s5s +1s discarder=W"   # the claimed 1s completes the pung of 1s
CLAIMED_FIVE = "111s234678s999s5s +5s discarder=W"  # the claimed 5s pairs the 5s, both pungs concealed
KEY = "gates_of_heaven_claimed_tile"


@pytest.fixture
def british_club(organiser):
    return derive(organiser, "british", "British (our club)", "british-club")


def menu(page: str, key: str) -> list[tuple[str, str, bool]]:
    """The entries of an option's menu on the change form: (value, text, selected)."""
    select = re.search(rf'<select name="option__{key}"[^>]*>(.*?)</select>', page, re.DOTALL)
    assert select, f"no menu for {key}"
    return [(value, html.unescape(text), "selected" in attributes)
            for value, attributes, text in re.findall(r'<option value="([^"]*)"([^>]*)>(.*?)</option>', select.group(1))]


def test_the_menu_of_an_option_reads_in_words_and_posts_its_key(organiser, british_club):
    page = organiser.get(reverse("admin:rules_ruleset_change", args=[british_club.pk])).content.decode()
    assert menu(page, KEY) == [("not_a_pung", "Any set but the pung of 1s or 9s", True),
                               ("pung_only", "Only the pung of 1s or 9s", False)]
    assert menu(page, "buried_treasure_final_claim") == [
        ("pung_or_pair", "A claimed tile may finish the last pung or the pair", True),
        ("pair", "A claimed tile may finish the pair only", False),
        ("none", "Never on a claimed tile", False)]
    # No menu of the form shows a bare key as an entry.
    for key in ("bouquet_doubles", "purity_mode", "fishing_intrinsic_value", "gates_of_heaven_extra_tile", "non_winner_pairs"):
        assert all(text != value for value, text, _ in menu(page, key)), key
    assert "Default: “Any set but the pung of 1s or 9s”." in page


def test_choosing_in_words_stores_the_key_and_scores_by_it(organiser, british_club):
    assert score_in(CLAIMED_FIVE, "british-club").total == 1000
    assert score_in(CLAIMED_ONE, "british-club").total != 1000  # refused: the pung of 1s is not concealed

    response = edit(organiser, british_club, lambda data: data.update({f"option__{KEY}": "pung_only"}))
    assert response.status_code == 302

    assert {o.key: o.value for o in british_club.options.all()} == {KEY: "pung_only"}
    assert export_rule_set(british_club)["options"] == {KEY: "pung_only"}
    assert score_in(CLAIMED_ONE, "british-club").total == 1000
    assert score_in(CLAIMED_FIVE, "british-club").total != 1000
    page = organiser.get(reverse("admin:rules_ruleset_change", args=[british_club.pk])).content.decode()
    assert ("pung_only", "Only the pung of 1s or 9s", True) in menu(page, KEY)


def test_the_preview_names_the_changed_choice_in_words(organiser, british_club):
    preview = edit(organiser, british_club, lambda data: data.update({f"option__{KEY}": "pung_only"}), confirm=False)
    assert preview.status_code == 200
    line = next(line for line in preview.context["preview"]["settings"] if line.startswith(f"Option {KEY}:"))
    assert line.startswith(f"Option {KEY}: Any set but the pung of 1s or 9s (not_a_pung) → "
                           "Only the pung of 1s or 9s (pung_only) (The Gates of Heaven won on a discard")
    assert html.escape("Only the pung of 1s or 9s (pung_only)") in preview.content.decode()
    assert not RuleOption.objects.filter(rule_set=british_club).exists()  # a preview saves nothing
