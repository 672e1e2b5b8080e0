"""Setting a limit on house rules that had none (or clearing it) can be confirmed: the preview
draws the blank "add another special hand" row afresh under the new limit (as a limit hand), and
that template row counted as an edit made after the preview, so Confirm only ever showed the
preview again."""

import pytest
from django.urls import reverse

from tests.web.admin_forms import derive, form_data, posted_values

pytestmark = pytest.mark.django_db


def with_blank_rows(data: dict, page) -> dict:
    """The form's data as the browser posts it: with each inline's blank template row as drawn."""
    for inline in page.context["inline_admin_formsets"]:
        data.update({f"{inline.formset.prefix}-__prefix__-{name.split('-', 2)[-1]}": value
                     for name, value in posted_values(inline.formset.empty_form).items()})
    return data


def test_a_limit_given_to_mcr_house_rules_is_saved_on_confirm(organiser):
    club = derive(organiser, "mcr", "MCR (our club)", "mcr-club")
    url = reverse("admin:rules_ruleset_change", args=[club.pk])
    page = organiser.get(url)
    data = with_blank_rows(form_data(page), page)
    data.update(limit="500", _save="Save")
    preview = organiser.post(url, data)
    assert "preview" in preview.context
    confirmed = with_blank_rows({**data, "_confirm": preview.context["confirm_signature"]}, preview)
    assert organiser.post(url, confirmed).status_code == 302
    club.refresh_from_db()
    assert club.limit == 500
