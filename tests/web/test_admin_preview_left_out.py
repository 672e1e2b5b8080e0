"""A new value for a pattern the rule set's options leave out says it is not used, in the admin's
preview (which otherwise says only that no example changes) and on the house rules' page. Zung
Jung's flower patterns are off without the bonus_tiles option (official Zung Jung has no flowers);
the Kajongg preset of British turns off the loose-tile double (loose_tile_double)."""

import pytest

from tests.web.admin_forms import derive, edit, pattern_prefix

pytestmark = pytest.mark.django_db

NOT_USED = "(not used: the rule set's options leave this pattern out, so no hand scores it)"


def new_value(key: str, slug: str, value: str):
    def change(data):
        data[pattern_prefix(data, key, slug) + "-value"] = value
    return change


def test_zung_jung_flowers_without_the_bonus_tiles_option(organiser, house):
    changes = edit(organiser, house, new_value("seat_bonus_tile", "zj-club", "6"), confirm=False).context["preview"]
    assert changes["patterns"] == [f"Pattern “Seat Flower or Season”: value 4 bonus points → 6 bonus points {NOT_USED}"]
    # With flowers played, the same edit is an ordinary one.
    edit(organiser, house, lambda data: data.update({"option__bonus_tiles": "on"}))
    changes = edit(organiser, house, new_value("seat_bonus_tile", "zj-club", "6"), confirm=False).context["preview"]
    assert changes["patterns"] == ["Pattern “Seat Flower or Season”: value 4 bonus points → 6 bonus points"]


def test_the_kajongg_loose_tile_double_switched_off_by_its_option(organiser):
    club = derive(organiser, "british-kajongg", "Kajongg (our club)", "kajongg-club")
    changes = edit(organiser, club, new_value("loose_tile", "kajongg-club", "2"), confirm=False).context["preview"]
    assert changes["patterns"] == [f"Pattern “Mah-Jong on a loose tile”: value 1 double → 2 doubles {NOT_USED}"]
    # British as published doubles for it: the same value is used.
    british = derive(organiser, "british", "British (our club)", "british-club")
    changes = edit(organiser, british, new_value("loose_tile", "british-club", "2"), confirm=False).context["preview"]
    assert changes["patterns"] == ["Pattern “Mah-Jong on a loose tile”: value 1 double → 2 doubles"]
