"""Two tabs editing the same rule set (audit s5 admin, finding 9): a form opened before another
edit was saved is refused, so its save cannot put back the values the other edit changed."""

import pytest
from django.urls import reverse

from rules.exchange import export_rule_set, import_rule_set
from rules.models import PatternRule
from tests.web.admin_forms import form_data, pattern_prefix

pytestmark = pytest.mark.django_db


def save(client, url, data):
    """Save the posted form through its preview (confirming it, if a preview comes back)."""
    data = {**data, "_save": "Save"}
    preview = client.post(url, data)
    if preview.status_code != 200 or "preview" not in preview.context:
        return preview
    return client.post(url, {**data, "_confirm": preview.context["confirm_signature"]})


def test_a_form_opened_before_another_save_is_refused_and_keeps_that_save(organiser, house):
    url = reverse("admin:rules_ruleset_change", args=[house.pk])
    tab_a, tab_b = form_data(organiser.get(url)), form_data(organiser.get(url))

    tab_a[pattern_prefix(tab_a, "chicken_hand") + "-value"] = "3"
    assert save(organiser, url, tab_a).status_code == 302
    tab_b[pattern_prefix(tab_b, "all_sequences") + "-value"] = "7"
    refused = save(organiser, url, tab_b)

    assert refused.status_code == 200 and "preview" not in refused.context
    page = refused.content.decode()
    assert "Another edit to this rule set was saved after you opened this page" in page
    assert "it is now version zj-club r2; this page shows r1" in page
    assert "Nothing of yours was saved" in page
    assert f'<a href="{url}">Open the page again</a>' in page
    house.refresh_from_db()
    assert house.revision == 2
    values = dict(house.patterns.values_list("key", "value"))
    assert (values["chicken_hand"], values["all_sequences"]) == (3, 5)


def test_the_refusal_comes_before_the_preview_too(organiser, house):
    # The second tab's first Save (the preview) already says so, rather than a preview of
    # "Chicken Hand 3 → 1" that a confirm would save.
    url = reverse("admin:rules_ruleset_change", args=[house.pk])
    tab_a, tab_b = form_data(organiser.get(url)), form_data(organiser.get(url))
    tab_a[pattern_prefix(tab_a, "chicken_hand") + "-value"] = "3"
    assert save(organiser, url, tab_a).status_code == 302

    preview = organiser.post(url, {**tab_b, "_save": "Save"})
    assert "preview" not in preview.context
    assert "Another edit to this rule set was saved" in preview.content.decode()


def test_a_form_opened_after_the_save_saves(organiser, house):
    url = reverse("admin:rules_ruleset_change", args=[house.pk])
    tab_a = form_data(organiser.get(url))
    tab_a[pattern_prefix(tab_a, "chicken_hand") + "-value"] = "3"
    assert save(organiser, url, tab_a).status_code == 302

    tab_b = form_data(organiser.get(url))  # reloaded: it shows r2 and Chicken Hand 3
    tab_b[pattern_prefix(tab_b, "all_sequences") + "-value"] = "7"
    assert save(organiser, url, tab_b).status_code == 302
    house.refresh_from_db()
    values = dict(house.patterns.values_list("key", "value"))
    assert (house.revision, values["chicken_hand"], values["all_sequences"]) == (3, 3, 7)


def test_a_preview_then_confirm_in_one_tab_is_not_refused(organiser, house):
    # The preview rolls its save back, so the revision the form was opened at still matches
    # when the same tab confirms.
    url = reverse("admin:rules_ruleset_change", args=[house.pk])
    data = form_data(organiser.get(url))
    data[pattern_prefix(data, "all_triplets") + "-value"] = "45"
    assert save(organiser, url, data).status_code == 302
    house.refresh_from_db()
    assert house.revision == 2 and house.patterns.get(key="all_triplets").value == 45


def test_a_post_without_the_revision_it_was_opened_at_is_refused(organiser, house):
    url = reverse("admin:rules_ruleset_change", args=[house.pk])
    data = form_data(organiser.get(url))
    data.pop("opened_at_revision")
    data[pattern_prefix(data, "all_triplets") + "-value"] = "45"
    refused = save(organiser, url, data)
    assert refused.status_code == 200 and "Open the page again" in refused.content.decode()
    house.refresh_from_db()
    assert house.revision == 1


ROWS_REPLACED = ("its patterns were replaced (by an import, or a restore of another version) after this page was opened. "
                 "Nothing was saved: open the page again.")


def test_a_form_opened_before_an_import_replaced_the_rule_set_is_refused_and_keeps_the_import(organiser, house):
    """The import gives the rule set new pattern rows, so the form's rows name rows that are gone
    (this was a server error: each such row was checked as a new pattern without a key)."""
    url = reverse("admin:rules_ruleset_change", args=[house.pk])
    tab = form_data(organiser.get(url))
    all_sequences = pattern_prefix(tab, "all_sequences")
    file = export_rule_set(house)
    file["patterns"][0]["value"] = 2  # chicken_hand, 1 in the published rule set
    import_rule_set(file, replace=True)
    tab[all_sequences + "-value"] = "7"

    refused = save(organiser, url, tab)

    assert refused.status_code == 200 and "preview" not in refused.context
    page = refused.content.decode()
    assert "Another edit to this rule set was saved after you opened this page" in page
    rows = PatternRule.objects.filter(rule_set=house, definition__isnull=True).count()
    assert [entry["messages"] for entry in refused.context["error_summary"]] == [[
        f"{rows} of these rows are no longer patterns of the rule set: {ROWS_REPLACED}"]]
    values = dict(house.patterns.values_list("key", "value"))
    assert (values["chicken_hand"], values["all_sequences"]) == (2, 5)


def test_a_row_naming_a_pattern_of_another_rule_set_is_refused(organiser, house):
    url = reverse("admin:rules_ruleset_change", args=[house.pk])
    tab = form_data(organiser.get(url))
    other = PatternRule.objects.exclude(rule_set=house).first()
    tab[pattern_prefix(tab, "chicken_hand") + "-id"] = str(other.pk)

    refused = save(organiser, url, tab)

    assert refused.status_code == 200
    assert [entry["messages"] for entry in refused.context["error_summary"]] == [[
        f"1 of these rows is no longer a pattern of the rule set: {ROWS_REPLACED}"]]
    house.refresh_from_db()
    assert house.revision == 1
    assert PatternRule.objects.get(pk=other.pk).rule_set_id != house.pk
