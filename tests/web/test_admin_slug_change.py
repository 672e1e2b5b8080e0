"""Changing a rule set's short name warns in the preview before it is saved (audit of the
organiser's admin, finding 2: every open calculator tab and shared link naming the old slug then
finds no rule set, and only Delete said so)."""

import pytest

from rules.models import RuleSet
from tests.factories import score_in
from tests.web.admin_forms import edit

pytestmark = pytest.mark.django_db

WARNING = ("Short name (slug): zj-club → dragons. Once this is saved, a calculator tab or a shared link that names "
           "“zj-club” will find no rule set, and neither will a hand written with rules=zj-club: tell the players "
           "the new short name, or keep the old one.")
NINE_TILE_STRAIGHT = "123m456m789m234p5p +5p"  # Zung Jung: nine-tile straight 40 + all sequences 5 + concealed hand 5


def test_a_new_slug_is_named_with_what_it_breaks_before_saving(organiser, house):
    preview = edit(organiser, house, lambda data: data.update({"slug": "dragons"}), confirm=False)
    assert preview.context["preview"]["slug_change"] == WARNING
    page = preview.content.decode()
    assert '<ul class="messagelist" id="slug-change"><li class="warning">Short name (slug): zj-club → dragons.' in page
    assert RuleSet.objects.filter(slug="zj-club").exists()  # nothing saved yet
    assert score_in(NINE_TILE_STRAIGHT, "zj-club").total == 50


def test_confirming_saves_the_new_slug(organiser, house):
    edit(organiser, house, lambda data: data.update({"slug": "dragons"}))
    assert score_in(NINE_TILE_STRAIGHT, "dragons").total == 50
    assert not RuleSet.objects.filter(slug="zj-club").exists()


def test_an_edit_that_keeps_the_slug_warns_of_nothing(organiser, house):
    preview = edit(organiser, house, lambda data: data.update({"notes": "Tuesdays."}), confirm=False)
    assert preview.context["preview"]["slug_change"] == ""
    assert 'id="slug-change"' not in preview.content.decode()
