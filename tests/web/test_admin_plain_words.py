"""Words an organiser who is no programmer trips on: “Slug”, “Default: false”, “By builtin”, a
“Please correct the error below” with nothing to correct (two tabs), breadcrumbs run together."""

import re

import pytest
from django.urls import reverse

from tests.web.admin_forms import derive, edit

pytestmark = pytest.mark.django_db


def said(response) -> str:
    return " ".join(re.sub(r"<[^>]+>", " ", response.content.decode()).split())


def test_the_slug_is_called_a_short_name(organiser, house):
    for url in (reverse("admin:rules_ruleset_change", args=[house.pk]), reverse("admin:rules_ruleset_derive", args=[house.pk]),
                reverse("admin:rules_ruleset_import")):
        html = organiser.get(url).content.decode()
        assert re.search(r'<label[^>]*for="id_slug"[^>]*>Short name \(in addresses\):</label>', html), url
        assert ">Slug:<" not in html


def test_a_box_to_tick_has_its_default_said_as_on_or_off(organiser):
    british = derive(organiser, "british", "British (our club)", "british-club")
    page = said(organiser.get(reverse("admin:rules_ruleset_change", args=[british.pk])))
    assert "The winner doubles for a hand of one suit with winds or dragons. Default: on." in page
    assert "Default: true" not in page and "Default: false" not in page
    assert "Default: off." in page and "Default: 2." in page  # numbers stay numbers


def test_the_list_filter_is_by_published(organiser, house):
    page = said(organiser.get(reverse("admin:rules_ruleset_changelist")))
    assert "By published" in page and "By builtin" not in page


def test_a_two_tab_conflict_says_what_happened_not_please_correct(organiser, house):
    def opened_before_another_save(data):
        data["opened_at_revision"] = "0"

    refused = edit(organiser, house, opened_before_another_save)
    assert refused.status_code == 200 and "preview" not in refused.context
    html = refused.content.decode()
    assert "Please correct the error" not in html
    assert html.count("Nothing of yours was saved, and the other edit is kept.") == 1
    assert 'id="stale-conflict"' in html


def test_a_real_error_still_says_please_correct(organiser, house):
    refused = edit(organiser, house, lambda data: data.update(minimum="-3"))
    assert "Please correct the error below" in refused.content.decode()


@pytest.mark.parametrize("page", ["derive", "import"])
def test_breadcrumbs_are_separated_as_the_admins_own(organiser, house, page):
    url = reverse("admin:rules_ruleset_derive", args=[house.pk]) if page == "derive" else reverse("admin:rules_ruleset_import")
    html = organiser.get(url).content.decode()
    crumbs = re.search(r'<ol class="breadcrumbs">(.*?)</ol>', html, re.S).group(1)
    assert "</li><li" not in crumbs  # the space after “›” (CSS) comes from the white space between items
