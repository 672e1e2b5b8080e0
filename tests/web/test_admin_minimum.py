"""The minimum to win may be left empty, as the limit may: an empty minimum is read as none (0),
not refused with "This field is required."."""

import pytest
from django.urls import reverse

from tests.web.admin_forms import derive, edit

pytestmark = pytest.mark.django_db


def test_an_empty_minimum_is_saved_as_none(organiser):
    club = derive(organiser, "mcr", "MCR (our club)", "mcr-club")
    assert club.minimum == 8
    response = edit(organiser, club, lambda data: data.update({"minimum": ""}))
    assert response.status_code == 302
    club.refresh_from_db()
    assert club.minimum == 0
    page = organiser.get(reverse("admin:rules_ruleset_change", args=[club.pk])).content.decode()
    assert 'name="minimum" value="0"' in page


def test_the_help_says_empty_is_no_minimum(organiser, house):
    page = organiser.get(reverse("admin:rules_ruleset_change", args=[house.pk])).content.decode()
    assert "Empty or 0: no minimum." in page
    assert "required" not in page.split('name="minimum"')[1].split(">")[0]


@pytest.mark.parametrize("typed, message", [
    ("-1", "The minimum must be a number from 0 to"),
    ("eight", "Enter a number."),
])
def test_a_minimum_that_is_not_a_number_from_0_is_still_refused(organiser, house, typed, message):
    response = edit(organiser, house, lambda data: data.update({"minimum": typed}))
    assert response.status_code == 200 and message in response.content.decode()
    house.refresh_from_db()
    assert house.minimum == 0
    assert "This field is required." not in response.content.decode()


def test_a_minimum_given_is_kept(organiser, house):
    assert edit(organiser, house, lambda data: data.update({"minimum": "3"})).status_code == 302
    house.refresh_from_db()
    assert house.minimum == 3
