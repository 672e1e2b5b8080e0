"""“limit hand” on an invented hand and the unit it is given must agree: a unit of points or
doubles chosen while the box is still ticked (its default) is refused, saying which box to untick,
rather than saved as so many limits (2 points were saved as twice the limit). Under a rule set
with no limit (MCR) the blank hand starts as points, so it can be saved as it comes, and a limit
hand is told to become points."""

import re

import pytest
from django.urls import reverse

from rules.models import PatternUnit, RuleSet
from tests.web.admin_forms import derive, edit, form_data, posted_values

pytestmark = pytest.mark.django_db

TICKED_POINTS = ("With “limit hand” ticked the value is a share of the limit (1 is the whole limit, 0.5 half): "
                 "untick “limit hand” to give {given}, or choose the unit “share of the limit”.")


def blank_hand(client, rule_set, data, **fields):
    """Add to `data` an invented hand as the page's blank form ("Add another") starts, then `fields`."""
    page = client.get(reverse("admin:rules_ruleset_change", args=[rule_set.pk]))
    invented = next(i.formset for i in page.context["inline_admin_formsets"] if i.formset.prefix == "invented")
    n = int(data["invented-TOTAL_FORMS"])
    data["invented-TOTAL_FORMS"] = str(n + 1)
    data.update({f"invented-{n}-{name}": value for name, value in posted_values(invented.empty_form).items()})
    data[f"invented-{n}-rule_set"] = str(rule_set.pk)
    for name, value in fields.items():
        if value is None:
            data.pop(f"invented-{n}-{name}", None)
        else:
            data[f"invented-{n}-{name}"] = value


def limit_box_ticked_on_blank_form(client, rule_set) -> bool:
    html = client.get(reverse("admin:rules_ruleset_change", args=[rule_set.pk])).content.decode()
    box = re.search(r'<input[^>]*id="id_invented-__prefix__-limit_hand"[^>]*>', html).group(0)
    return "checked" in box


JADE = {"key": "jade", "name": "Jade", "tiles": "23468s6z"}


@pytest.mark.parametrize("slug, unit, given", [
    ("zung-jung", "points", "2 points"),
    ("chinese-classical", "points", "2 points"),
    ("british", "doubles", "2 doubles"),
    ("zung-jung", "bonus", "2 bonus points"),
])
def test_a_unit_chosen_with_limit_hand_still_ticked_is_refused(organiser, slug, unit, given):
    club = derive(organiser, slug, "Our club", "our-club")
    response = edit(organiser, club, lambda data: blank_hand(organiser, club, data, **JADE, value="2", unit=unit))
    assert response.status_code == 200 and "preview" not in response.context
    assert TICKED_POINTS.format(given=given) in response.content.decode()
    assert not club.patterns.filter(key="jade").exists()


def test_one_point_reads_as_one(organiser, house):
    response = edit(organiser, house, lambda data: blank_hand(organiser, house, data, **JADE, value="1", unit="points"))
    assert TICKED_POINTS.format(given="1 point") in response.content.decode()


@pytest.mark.parametrize("fields, unit, value", [
    pytest.param({"value": "2", "unit": "points", "limit_hand": None}, "points", 2, id="unticked-points"),
    pytest.param({"value": "0.5", "unit": "limit"}, "limit", 0.5, id="ticked-share-of-the-limit"),
])
def test_the_box_and_the_unit_agreeing_are_saved_as_chosen(organiser, house, fields, unit, value):
    response = edit(organiser, house, lambda data: blank_hand(organiser, house, data, **JADE, **fields))
    assert response.status_code == 302
    jade = house.patterns.get(key="jade")
    assert (jade.unit, jade.value) == (unit, value)


def test_under_a_rule_set_with_a_limit_a_new_hand_starts_as_a_limit_hand(organiser, house):
    assert limit_box_ticked_on_blank_form(organiser, house)
    response = edit(organiser, house, lambda data: blank_hand(organiser, house, data, **JADE))
    assert response.status_code == 302
    jade = house.patterns.get(key="jade")
    assert (jade.unit, jade.value) == (PatternUnit.LIMIT, 1)


@pytest.fixture
def mcr_club(organiser):
    return derive(organiser, "mcr", "MCR (our club)", "mcr-club")


def test_under_mcr_a_new_hand_starts_as_points_and_saves_as_it_comes(organiser, mcr_club):
    assert mcr_club.limit is None
    assert not limit_box_ticked_on_blank_form(organiser, mcr_club)
    response = edit(organiser, mcr_club, lambda data: blank_hand(organiser, mcr_club, data, **JADE))
    assert response.status_code == 302, response.context and response.context["errors"]
    jade = mcr_club.patterns.get(key="jade")
    assert (jade.unit, jade.value) == (PatternUnit.POINTS, 1)


def test_under_mcr_a_limit_hand_is_told_to_untick_the_box_and_give_points(organiser, mcr_club):
    response = edit(organiser, mcr_club, lambda data: blank_hand(organiser, mcr_club, data, **JADE, unit="limit",
                                                                  limit_hand="on"))
    html = response.content.decode()
    assert response.status_code == 200 and "preview" not in response.context
    assert "“Jade” is a limit hand, but this rule set has no limit to share: untick “limit hand” and give the hand points." in html
    assert "set the cap or limit" not in html  # the way that sent the organiser off to invent a limit for MCR
    assert not mcr_club.patterns.filter(key="jade").exists()


def test_under_mcr_points_with_the_box_ticked_is_told_to_untick_it(organiser, mcr_club):
    response = edit(organiser, mcr_club, lambda data: blank_hand(organiser, mcr_club, data, **JADE, value="8",
                                                                  limit_hand="on"))
    html = response.content.decode()
    assert TICKED_POINTS.format(given="8 points") in html
    assert "set the cap or limit" not in html
