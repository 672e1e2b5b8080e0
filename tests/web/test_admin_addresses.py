"""An admin address whose rule-set id is not a number ("abc", or "8/change" as in
…/8/change/history/, where the route reads everything before /history/ as the id) answers
404, or Django's own "doesn't exist" redirect, never a server error; a real id still works."""

import pytest
from django.urls import reverse

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("address", [
    "/admin/rules/ruleset/abc/history/",
    "/admin/rules/ruleset/abc/derive/",
    "/admin/rules/ruleset/abc/export/",
    "/admin/rules/ruleset/abc/history/1/restore/",
    "/admin/rules/ruleset/999999/history/",
])
def test_an_id_that_names_no_rule_set_is_not_found(organiser, address):
    assert organiser.get(address).status_code == 404


def test_a_history_address_after_the_change_page_is_not_found(organiser, house):
    response = organiser.get(f"/admin/rules/ruleset/{house.pk}/change/history/")
    assert response.status_code == 404


@pytest.mark.parametrize("action", ["delete", "change"])
def test_deleting_or_changing_an_id_that_is_no_number_says_it_does_not_exist(organiser, action):
    response = organiser.get(f"/admin/rules/ruleset/abc/{action}/", follow=True)
    assert response.status_code == 200
    assert "doesn’t exist" in response.content.decode()


def test_posting_a_change_to_an_id_that_is_no_number_says_it_does_not_exist(organiser):
    response = organiser.post("/admin/rules/ruleset/abc/change/", {"name": "x"}, follow=True)
    assert response.status_code == 200
    assert "doesn’t exist" in response.content.decode()


@pytest.mark.parametrize("name", ["history", "derive", "export", "delete"])
def test_the_same_pages_of_a_real_rule_set_still_open(organiser, house, name):
    response = organiser.get(reverse(f"admin:rules_ruleset_{name}", args=[house.pk]))
    assert response.status_code == 200
