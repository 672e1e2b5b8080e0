"""A change to a pattern's Chinese name, its family / series or its order, or to the rule set's
notes, is listed as a change: in an edit's preview ("Patterns this edit changes", the settings) and
on the house rules' page ("Where these house rules differ"). They were left out of both."""

import re

import pytest
from django.urls import reverse

from rules.models import RuleSet
from tests.web.admin_forms import edit, pattern_prefix

pytestmark = pytest.mark.django_db


def change_chicken_hand(data):
    prefix = pattern_prefix(data, "chicken_hand")
    data.update({f"{prefix}-chinese": "雞胡", f"{prefix}-family": "9.1", f"{prefix}-order": "99",
                 "notes": "Our club pays double on Fridays."})


def test_the_preview_lists_them(organiser, house):
    preview = edit(organiser, house, change_chicken_hand, confirm=False)
    assert preview.status_code == 200 and "preview" in preview.context
    changes = preview.context["preview"]
    old_order = house.patterns.get(key="chicken_hand").order
    assert changes["patterns"] == [
        "Pattern “Chicken Hand”: Chinese name 雞和 → 雞胡",
        "Pattern “Chicken Hand”: series none → 9.1",
        f"Pattern “Chicken Hand”: moved in the list (position {old_order} → 99)",
    ]
    assert changes["settings"] == ["Notes: rewritten"]
    assert "Patterns this edit changes: 3" in preview.content.decode()


def test_the_rules_page_lists_them(client, organiser, house):
    assert edit(organiser, house, change_chicken_hand).status_code == 302
    html = client.get(reverse("rules:detail", args=["zj-club"])).content.decode()
    listed = html[html.index('<section class="differences">'):]
    listed = listed[:listed.index("</section>")]
    old_order = RuleSet.objects.get(slug="zung-jung").patterns.get(key="chicken_hand").order
    assert re.findall(r"<li>(.*?)</li>", listed) == [
        "Notes: rewritten (shown above)",
        "Pattern “Chicken Hand”: Chinese name 雞和 → 雞胡",
        "Pattern “Chicken Hand”: series none → 9.1",
        f"Pattern “Chicken Hand”: moved in the list (position {old_order} → 99)",
    ]


@pytest.mark.parametrize("old, new, line", [("", "Ours.", "Notes: written"), ("Theirs.", "", "Notes: cleared")])
def test_notes_written_or_cleared_say_so(organiser, house, old, new, line):
    RuleSet.objects.filter(pk=house.pk).update(notes=old)
    preview = edit(organiser, house, lambda data: data.update(notes=new), confirm=False)
    assert preview.context["preview"]["settings"] == [line]
