"""Clearing the limit of a rule set whose limit hands share it (British, classical) is refused
once, on the limit, naming how many limit hands and which, not once on each of their rows (26 on
classical). Clearing it where nothing shares it, or in the same save as the last limit hand is
given points, is saved."""

import pytest

from tests.web.admin_forms import derive, edit, invent, pattern_prefix

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("slug, count, first", [
    ("british", 32, "Buried Treasure"),
    ("british-kajongg", 32, "Buried Treasure"),
    ("chinese-classical", 26, "Heavenly Hand"),
])
def test_clearing_the_limit_of_limit_hands_is_refused_once_on_the_limit(organiser, slug, count, first):
    club = derive(organiser, slug, "Our club", "our-club")
    limit_hands = list(club.patterns.filter(unit="limit", enabled=True).values_list("name", flat=True))
    response = edit(organiser, club, lambda data: data.update({"limit": ""}))
    html = response.content.decode()
    assert response.status_code == 200 and "preview" not in response.context
    errors = response.context["adminform"].form.errors
    assert list(errors) == ["limit"]
    message = errors["limit"][0]
    assert message.startswith(f"{len(limit_hands)} limit hands ({', '.join(limit_hands[:4])} and {len(limit_hands) - 4} more) "
                              "are valued as shares of the limit: keep a limit, or give them points first.")
    assert len(limit_hands) == count and first in message
    assert "has no limit" not in html  # no message on each limit hand's row
    assert html.count("are valued as shares of the limit") <= 2  # on the field, and named again at the top
    club.refresh_from_db()
    assert club.limit == 1000


def test_clearing_the_limit_with_nothing_sharing_it_is_saved(organiser, house):
    response = edit(organiser, house, lambda data: data.update({"limit": ""}))
    assert response.status_code == 302
    house.refresh_from_db()
    assert house.limit is None


def test_a_limit_hand_given_points_in_the_same_save_lets_the_limit_go(organiser, house):
    assert edit(organiser, house, lambda data: invent(data, key="jade", name="Jade", tiles="23468s6z")).status_code == 302

    refused = edit(organiser, house, lambda data: data.update({"limit": ""}))
    assert refused.context["adminform"].form.errors["limit"] == [
        "1 limit hand (Jade) is valued as a share of the limit: keep a limit, or give it points first."]

    def give_points_and_clear(data):
        prefix = next(k.removesuffix("-key") for k, v in data.items() if k.startswith("invented-") and v == "jade")
        data.pop(prefix + "-limit_hand")
        data.update({prefix + "-unit": "points", prefix + "-value": "100", "limit": ""})

    assert edit(organiser, house, give_points_and_clear).status_code == 302
    house.refresh_from_db()
    assert house.limit is None and house.patterns.get(key="jade").unit == "points"


def test_a_limit_hand_switched_off_does_not_hold_the_limit(organiser):
    club = derive(organiser, "chinese-classical", "Our club", "our-club")

    def switch_off_all_and_clear(data):
        for key in club.patterns.filter(unit="limit").values_list("key", flat=True):
            data.pop(pattern_prefix(data, key, "our-club") + "-enabled", None)
        data["limit"] = ""

    response = edit(organiser, club, switch_off_all_and_clear, confirm=False)
    assert "limit" not in response.context["adminform"].form.errors
