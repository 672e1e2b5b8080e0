"""A form sent to the admin from a browser no longer signed in (signed out in another tab, the
session gone): nothing is saved, and the answer says so and how to get the edits back, where the
admin used to redirect to its sign-in page without a word and then open the form afresh."""

import html
import re
from urllib.parse import parse_qs, urlsplit

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group
from django.urls import reverse

from rules.models import RuleSet
from tests.factories import STAFF_PASSWORD, make_staff
from tests.web.admin_forms import form_data

pytestmark = pytest.mark.django_db


def said(response) -> str:
    return " ".join(re.sub(r"<[^>]+>", " ", response.content.decode()).split())


def heading(response) -> str:
    return " ".join(re.search(r"<h1[^>]*>(.*?)</h1>", response.content.decode(), re.S).group(1).split())


def test_a_save_after_signing_out_keeps_the_rule_set_and_says_how_to_save_the_edits(organiser, house):
    url = reverse("admin:rules_ruleset_change", args=[house.pk])
    data = form_data(organiser.get(url))
    data.update(minimum="3", _save="Save")
    organiser.logout()  # in another tab

    response = organiser.post(url, data)

    assert response.status_code == 403
    text = said(response)
    assert heading(response) == "Not saved: you were signed out"
    assert "Nothing was saved: this browser was signed out" in text
    assert "go Back (the browser's Back button) to your form" in text and "Save again." in text
    link = re.search(r'<a href="([^"]*)" target="_blank" rel="noopener">Sign in again in a new tab</a>', response.content.decode())
    assert link and link.group(1) == "/admin/login/?next=/admin/"
    house.refresh_from_db()
    assert (house.minimum, house.revision) == (0, 1)


def sign_in_link(response) -> str:
    """The page's sign-in link, its `next` decoded."""
    found = re.search(r'<a href="([^"]*)"[^>]*>Sign in again', response.content.decode())
    if not found:
        return ""
    link = urlsplit(html.unescape(found.group(1)))
    return f"{link.path}?next={parse_qs(link.query)['next'][0]}"


def test_a_delete_after_signing_out_deletes_nothing(organiser, house):
    url = reverse("admin:rules_ruleset_delete", args=[house.pk])
    organiser.logout()
    response = organiser.post(url, {"post": "yes"})
    assert response.status_code == 403
    # A confirmation holds no edits to get back: the page says what was not done and to do it again.
    assert heading(response) == "Not deleted: you were signed out"
    text = said(response)
    assert "Nothing was deleted: this browser was signed out (in another tab, or after a long time away) before you confirmed" in text
    assert "then do it again" in text
    assert "edits" not in text and "Back" not in text
    assert sign_in_link(response) == f"/admin/login/?next={url}"
    assert RuleSet.objects.filter(pk=house.pk).exists()


def test_deleting_from_the_list_after_signing_out_deletes_nothing(organiser, house):
    url = reverse("admin:rules_ruleset_changelist") + "?published__exact=0"
    organiser.logout()
    response = organiser.post(url, {"action": "delete_selected", "_selected_action": [house.pk], "post": "yes"})
    assert response.status_code == 403 and heading(response) == "Not deleted: you were signed out"
    assert "Nothing was deleted" in said(response) and "edits" not in said(response)
    assert sign_in_link(response) == f"/admin/login/?next={url}"
    assert RuleSet.objects.filter(pk=house.pk).exists()


def test_a_list_action_after_signing_out_changes_nothing(organiser, house):
    url = reverse("admin:rules_ruleset_changelist")
    organiser.logout()
    response = organiser.post(url, {"action": "derive_house_rules", "_selected_action": [house.pk], "index": "0"})
    assert response.status_code == 403 and heading(response) == "Not done: you were signed out"
    text = said(response)
    assert "Nothing was changed: this browser was signed out (in another tab, or after a long time away) before you sent it" in text
    assert "then do it again" in text and "edits" not in text
    assert sign_in_link(response) == f"/admin/login/?next={url}"


def test_a_restore_confirmed_after_signing_out_changes_nothing(organiser, house):
    # The restore page's form is its button alone: nothing typed to get back.
    record = RuleSet.history.filter(id=house.pk).earliest("history_date")
    url = reverse("admin:rules_ruleset_restore", args=[house.pk, record.pk])
    organiser.logout()
    response = organiser.post(url, {})
    assert response.status_code == 403 and heading(response) == "Not done: you were signed out"
    assert "Nothing was changed" in said(response) and "edits" not in said(response)
    assert sign_in_link(response) == f"/admin/login/?next={url}"


def test_a_delete_by_someone_no_longer_staff_is_worded_as_a_delete(organiser, house):
    url = reverse("admin:rules_ruleset_delete", args=[house.pk])
    get_user_model().objects.filter(username="organiser").update(is_staff=False)
    response = organiser.post(url, {"post": "yes"})
    assert response.status_code == 403
    assert heading(response) == "Not deleted: this account may not make changes here"
    assert "Nothing was deleted: this browser is signed in as “organiser”, who may not make changes here" in said(response)
    assert RuleSet.objects.filter(pk=house.pk).exists()


def test_a_user_no_longer_staff_is_told_so(organiser, house):
    url = reverse("admin:rules_ruleset_change", args=[house.pk])
    data = form_data(organiser.get(url))
    get_user_model().objects.filter(username="organiser").update(is_staff=False)
    response = organiser.post(url, {**data, "_save": "Save"})
    assert response.status_code == 403
    # Not "you were signed out": the title says what the page says (it said so whoever was signed in).
    assert heading(response) == "Not saved: this account may not make changes here"
    assert "Nothing was saved: this browser is signed in as “organiser”, who may not make changes here" in said(response)
    assert "signed out" not in said(response)


def test_pages_asked_for_still_lead_to_the_sign_in_page(organiser, house):
    url = reverse("admin:rules_ruleset_change", args=[house.pk])
    organiser.logout()
    response = organiser.get(url)
    assert response.status_code == 302
    assert response["Location"] == f"/admin/login/?next={url}"


# The whole admin, not only the rule sets' pages (the check is the admin site's, calculator/admin_site.py).

def other_forms(staff) -> dict[str, tuple[str, dict]]:
    """Forms of the admin outside the rule sets, each with what a browser would post to it."""
    group = Group.objects.create(name="Organisers")
    return {
        "add a user": (reverse("admin:auth_user_add"),
                       {"username": "newcomer", "usable_password": "true", "password1": "x-long-password-9",
                        "password2": "x-long-password-9", "_save": "Save"}),
        "change a user": (reverse("admin:auth_user_change", args=[staff.pk]),
                          {"username": "renamed", "is_active": "on", "is_staff": "on", "_save": "Save"}),
        "change a group": (reverse("admin:auth_group_change", args=[group.pk]), {"name": "Renamed", "_save": "Save"}),
        "change one's password": (reverse("admin:password_change"),
                                  {"old_password": STAFF_PASSWORD, "new_password1": "x-long-password-9",
                                   "new_password2": "x-long-password-9"}),
    }


@pytest.mark.parametrize("form", ["add a user", "change a user", "change a group", "change one's password"])
def test_any_admin_form_sent_after_signing_out_changes_nothing_and_says_so(client, form):
    staff = make_staff()
    url, data = other_forms(staff)[form]
    client.force_login(staff)
    assert client.get(url).status_code == 200
    client.logout()  # in another tab

    response = client.post(url, data)

    assert response.status_code == 403
    assert "Nothing was saved: this browser was signed out" in said(response)
    assert not get_user_model().objects.filter(username__in=["newcomer", "renamed"]).exists()
    assert not Group.objects.filter(name="Renamed").exists()
    staff.refresh_from_db()
    assert staff.check_password(STAFF_PASSWORD)
    assert client.get(url)["Location"] == f"/admin/login/?next={url}"  # a page asked for: to sign in, as before


def test_signing_in_is_not_refused(client):
    make_staff()
    response = client.post(reverse("admin:login"), {"username": "organiser", "password": STAFF_PASSWORD,
                                                     "next": "/admin/"})
    assert response.status_code == 302 and response["Location"] == "/admin/"
    assert client.get("/admin/").status_code == 200


def test_signing_out_is_not_refused(organiser):
    response = organiser.post(reverse("admin:logout"))
    assert response.status_code == 200 and "Logged out" in said(response)
    assert organiser.get("/admin/").status_code == 302


def test_signing_out_again_when_already_signed_out_goes_to_the_admin_as_before(client):
    # Django sends a signed-out browser's "Log out" (another tab signed out first) to the admin's index;
    # it is no form whose edits could be lost.
    response = client.post(reverse("admin:logout"))
    assert response.status_code == 302 and response["Location"] == "/admin/"
