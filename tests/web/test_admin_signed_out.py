"""A form sent to the admin from a browser no longer signed in (signed out in another tab, the
session gone): nothing is saved, and the answer says so and how to get the edits back, where the
admin used to redirect to its sign-in page without a word and then open the form afresh."""

import re

import pytest
from django.contrib.auth import get_user_model
from django.urls import reverse

from rules.models import RuleSet
from tests.web.admin_forms import form_data

pytestmark = pytest.mark.django_db


def said(response) -> str:
    return " ".join(re.sub(r"<[^>]+>", " ", response.content.decode()).split())


def test_a_save_after_signing_out_keeps_the_rule_set_and_says_how_to_save_the_edits(organiser, house):
    url = reverse("admin:rules_ruleset_change", args=[house.pk])
    data = form_data(organiser.get(url))
    data.update(minimum="3", _save="Save")
    organiser.logout()  # in another tab

    response = organiser.post(url, data)

    assert response.status_code == 403
    text = said(response)
    assert "Not saved: you were signed out" in text
    assert "Nothing was saved: this browser was signed out" in text
    assert "go Back (the browser's Back button) to your form" in text and "Save again." in text
    link = re.search(r'<a href="([^"]*)" target="_blank" rel="noopener">Sign in again in a new tab</a>', response.content.decode())
    assert link and link.group(1) == "/admin/login/?next=/admin/"
    house.refresh_from_db()
    assert (house.minimum, house.revision) == (0, 1)


def test_a_delete_after_signing_out_deletes_nothing(organiser, house):
    url = reverse("admin:rules_ruleset_delete", args=[house.pk])
    organiser.logout()
    response = organiser.post(url, {"post": "yes"})
    assert response.status_code == 403 and "Not saved: you were signed out" in said(response)
    assert RuleSet.objects.filter(pk=house.pk).exists()


def test_a_user_no_longer_staff_is_told_so(organiser, house):
    url = reverse("admin:rules_ruleset_change", args=[house.pk])
    data = form_data(organiser.get(url))
    get_user_model().objects.filter(username="organiser").update(is_staff=False)
    response = organiser.post(url, {**data, "_save": "Save"})
    assert response.status_code == 403
    assert "signed in as someone who may not change rule sets" in said(response)


def test_pages_asked_for_still_lead_to_the_sign_in_page(organiser, house):
    url = reverse("admin:rules_ruleset_change", args=[house.pk])
    organiser.logout()
    response = organiser.get(url)
    assert response.status_code == 302
    assert response["Location"] == f"/admin/login/?next={url}"
