"""The largest change forms the admin makes can be saved: a rule set derived from MCR (82
patterns) and one with a club's invented hands post more fields than Django's default
DATA_UPLOAD_MAX_NUMBER_FIELDS (1,000), which answered 400 and saved nothing (audit s5, finding 1)."""

import pytest
from django import forms
from django.conf import settings
from django.urls import reverse

from rules.admin import InventedHandForm
from rules.models import RuleSet
from tests.web.admin_forms import derive, form_data

pytestmark = pytest.mark.django_db


def prefix_of(data: dict, rule_set: RuleSet, key: str) -> str:
    pattern_id = str(rule_set.patterns.get(key=key).pk)
    for name, value in data.items():
        if name.startswith("patterns-") and name.endswith("-id") and value == pattern_id:
            return name.removesuffix("-id")
    raise KeyError(key)


def posted_fields(data: dict) -> int:
    """How many fields Django counts for a POST: one per value (a ticked checkbox list posts each)."""
    return sum(len(v) if isinstance(v, list) else 1 for v in data.values()) + 1  # + csrfmiddlewaretoken


def save_through_preview(client, rule_set, data):
    url = reverse("admin:rules_ruleset_change", args=[rule_set.pk])
    data["_save"] = "Save"
    preview = client.post(url, data)
    assert preview.status_code == 200, preview.status_code
    assert "preview" in preview.context, preview.context["errors"]
    data["_confirm"] = preview.context["confirm_signature"]
    return preview, client.post(url, data)


def test_an_mcr_house_rule_set_can_be_edited_and_saved(organiser):
    club = derive(organiser, "mcr", "MCR (Dragon Club)", "mcr-club")
    assert club.patterns.count() == 82
    url = reverse("admin:rules_ruleset_change", args=[club.pk])
    data = form_data(organiser.get(url))
    assert posted_fields(data) > 1000  # more than Django's default allows
    data[prefix_of(data, club, "two_concealed_kongs") + "-value"] = "12"
    data["option__book_values"] = "on"
    data["minimum"] = "10"

    preview, saved = save_through_preview(organiser, club, data)
    changed = {row.key: (row.before, row.after) for row in preview.context["preview"]["changed"]}
    assert "two_concealed_kongs" in changed
    assert saved.status_code == 302, saved.status_code
    club.refresh_from_db()
    assert club.revision == 2 and club.minimum == 10
    assert club.patterns.get(key="two_concealed_kongs").value == 12
    assert {o.key: o.value for o in club.options.all()} == {"book_values": True}


def test_the_upload_bound_holds_the_largest_form_with_a_clubs_invented_hands(organiser):
    """MCR's form with 40 invented hands, each posting every field its form has with every box of
    its lists ticked (the most an invented hand posts), is taken in and answered with the form's own
    errors (the values are nonsense), not refused whole as too many fields. The bound is still a bound."""
    club = derive(organiser, "mcr", "MCR (Dragon Club)", "mcr-club")
    url = reverse("admin:rules_ruleset_change", args=[club.pk])
    data = form_data(organiser.get(url))
    hands = 40
    data["invented-TOTAL_FORMS"] = str(hands)
    for n in range(hands):
        for name, field in InventedHandForm.base_fields.items():
            choices = getattr(field, "choices", None)
            ticked = isinstance(field, forms.MultipleChoiceField)
            data[f"invented-{n}-{name}"] = [str(value) for value, _ in choices] if ticked else "x"
        data.update({f"invented-{n}-id": "", f"invented-{n}-rule_set": str(club.pk), f"invented-{n}-DELETE": ""})
    assert posted_fields(data) > 2000
    data["_save"] = "Save"
    response = organiser.post(url, data)
    assert response.status_code == 200  # Django's TooManyFieldsSent would be a 400
    assert response.context["errors"]
    assert settings.DATA_UPLOAD_MAX_NUMBER_FIELDS <= 10_000
