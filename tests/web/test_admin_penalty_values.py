"""A pattern worth a negative number of points is a penalty: Zung Jung (extended)'s Illegal Call
takes 40 points off. House rules made from that rule set must save and import with it, and a club
may give such a penalty another value; other units stay at zero or more."""

import json

import pytest
from django.urls import reverse

from rules.exchange import export_rule_set, import_rule_set
from rules.models import PatternRule, RuleSet
from rules.scoring import score_hand_data
from tests.web.admin_forms import derive, edit, pattern_prefix

pytestmark = pytest.mark.django_db

# Four honour pairs and three odd tiles: no hand, called as a win.
ILLEGAL_CALL = {"concealed": "123m456p789s11z2z3z", "winning_tile": "4z", "illegal_call": True}


@pytest.fixture
def extended_club(organiser):
    return derive(organiser, "zung-jung-extended", "Extended (our club)", "zjx-club")


def test_house_rules_made_from_the_extended_rule_set_save_with_its_penalty(organiser, extended_club):
    def soften_the_penalty(data):
        data[f"{pattern_prefix(data, 'illegal_call', 'zjx-club')}-value"] = "-20"

    response = edit(organiser, extended_club, soften_the_penalty)
    assert response.status_code == 302, response.context and response.context["adminform"].form.errors
    assert PatternRule.objects.get(rule_set=extended_club, key="illegal_call").value == -20
    assert score_hand_data({**ILLEGAL_CALL, "rules": "zjx-club"}).total == -20
    assert score_hand_data({**ILLEGAL_CALL, "rules": "zung-jung-extended"}).total == -40


def test_an_unchanged_save_of_extended_house_rules_is_not_refused(organiser, extended_club):
    response = edit(organiser, extended_club, lambda data: None)
    assert response.status_code == 302


def test_the_extended_rule_set_exports_and_imports_again_with_its_penalty(extended_club):
    exported = export_rule_set(extended_club)
    again = json.loads(json.dumps(exported))
    again.update(name="Extended (again)", slug="zjx-again")
    import_rule_set(again)
    assert PatternRule.objects.get(rule_set__slug="zjx-again", key="illegal_call").value == -40


@pytest.mark.parametrize("slug, key, unit, value", [
    ("zung-jung-extended", "all_pungs", None, "-30"),  # a minus on a pattern that is no penalty: a slip
    ("british", "dragon_pung", "doubles", "-1"),
    ("british", "knitting", "limit", "-0.5"),
])
def test_only_a_published_penalty_may_go_below_zero(organiser, slug, key, unit, value):
    house = derive(organiser, slug, "Our club", "our-club")

    def change(data):
        prefix = pattern_prefix(data, key, "our-club")
        if unit:
            data[f"{prefix}-unit"] = unit
        data[f"{prefix}-value"] = value

    response = edit(organiser, house, change, confirm=False)
    assert response.status_code == 200 and "preview" not in response.context
    assert "A value cannot be negative." in response.content.decode()
