"""A system pattern given a share of the limit in a rule set with no limit. Under MCR, which has no
limit at all, the organiser was told to "set the cap or limit" (and, for an 88-point hand, that a
share is a number such as 1): it now says MCR has no limit and to choose the unit "points". Under
Zung Jung, whose limit a club may clear, it still offers the limit, and names the unit the same way."""

import pytest

from rules.models import PatternRule
from tests.web.admin_forms import derive, edit, pattern_prefix
from tests.web.test_admin_error_summary import summary

pytestmark = pytest.mark.django_db

MCR_NO_LIMIT = ("“Big Four Winds” is valued as a share of the limit, but Chinese Official (MCR) has no limit to share: a hand "
                "adds up its patterns' points. Choose the unit “points” for it and give its value in points.")


@pytest.fixture
def mcr_club(organiser):
    return derive(organiser, "mcr", "MCR (our club)", "mcr-club")


def change_pattern(key, slug, prefixes, **fields):
    def change(data):
        prefixes[key] = pattern_prefix(data, key, slug)
        data.update({f"{prefixes[key]}-{name}": value for name, value in fields.items()})
    return change


def row_errors(response, key) -> dict:
    form = next(form for form in response.context["inline_admin_formsets"][0].formset.forms if form.instance.key == key)
    return dict(form.errors)


@pytest.mark.parametrize("value", ["88", "1"])
def test_under_mcr_a_share_of_the_limit_is_told_mcr_has_none_and_to_choose_points(organiser, mcr_club, value):
    prefixes = {}
    response = edit(organiser, mcr_club, change_pattern("big_four_winds", "mcr-club", prefixes, unit="limit", value=value))
    assert response.status_code == 200 and "preview" not in response.context
    # On the unit alone: the value 88 is right as points, which is what the organiser is told to choose.
    assert row_errors(response, "big_four_winds") == {"unit": [MCR_NO_LIMIT]}
    page = response.content.decode()
    assert summary(page) == [(f"id_{prefixes['big_four_winds']}-unit", f"Pattern “Big Four Winds”, unit: {MCR_NO_LIMIT}")]
    assert "set the cap or limit" not in page and "A share of the limit is a number" not in page
    assert PatternRule.objects.get(rule_set=mcr_club, key="big_four_winds").unit == "points"


def test_under_mcr_a_double_is_not_told_to_become_a_share_of_the_limit(organiser, mcr_club):
    response = edit(organiser, mcr_club, change_pattern("big_four_winds", "mcr-club", {}, unit="doubles", value="2"))
    assert row_errors(response, "big_four_winds") == {"unit": [
        "“Big Four Winds” is valued in doubles, but this rule set adds up points and doubles nothing: give the pattern points."]}


def test_under_zung_jung_without_its_limit_the_limit_is_offered_and_the_unit_named(organiser, house):
    edit(organiser, house, lambda data: data.update({"limit": ""}))
    house.refresh_from_db()
    assert house.limit is None
    response = edit(organiser, house, change_pattern("big_four_winds", "zj-club", {}, unit="limit", value="1"))
    assert row_errors(response, "big_four_winds") == {"unit": [
        "“Big Four Winds” is valued as a share of the limit, but this rule set has no limit to share: set the cap or limit, "
        "or choose the unit “points” for it and give its value in points."]}
