"""The preview's table scrolls sideways on its own (audit of the organiser's admin, finding 6: on a
phone 390 px wide its Now/After/Change columns were off-screen and the whole page had to be panned;
checked by a screenshot at 390 px, where the page is now 390 px wide and the table 800 px inside it)."""

import re

import pytest

from tests.web.admin_forms import edit

pytestmark = pytest.mark.django_db


def test_the_table_of_changed_hands_is_inside_its_own_sideways_scroll(organiser, house):
    preview = edit(organiser, house, lambda data: data.update({"minimum": "20"}), confirm=False)
    page = preview.content.decode()
    wrapper = re.search(r'<div class="example-changes-scroll"([^>]*)>\s*<table class="example-changes"', page)
    assert wrapper is not None
    # A region a keyboard can reach and scroll, named for a screen reader.
    assert 'style="overflow-x:auto"' in wrapper.group(1) and 'tabindex="0"' in wrapper.group(1)
    assert 'role="region" aria-label="Example hands that change"' in wrapper.group(1)
    assert page.count('<div class="example-changes-scroll"') == 1
