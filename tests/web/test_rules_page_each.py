"""The rules page gives the value of a pattern a hand scores once for each pung, pair or tile
it holds as that much for each (Zung Jung's Wind Pung: 5 points per pung), in its heading and in
the list to jump from; a pattern scored once for the hand keeps its bare value."""

import pytest
from django.urls import reverse

from rules.builtin import load_builtin_rule_sets
from rules.models import RuleSet
from tests.web.test_rules_page import section

pytestmark = pytest.mark.django_db


def heading_value(html: str, key: str) -> str:
    part = section(html, key)
    return part[part.index('<span class="value"'):].split(">", 1)[1].split("</span>", 1)[0]


def jump_value(html: str, key: str) -> str:
    contents = html[html.index('<details class="contents">'):html.index("</details>")]
    return contents.split(f'<a href="#{key}">', 1)[1].split("<span>", 1)[1].split("</span>", 1)[0]


@pytest.mark.parametrize(("slug", "key", "heading", "jump"), [
    # Zung Jung: "10 per set", "5 per set", "5 per set" (123 with 789), "2 per tile" in the sources.
    ("zung-jung", "value_honor", "10 points per pung", "10 per pung"),
    ("zung-jung", "seat_bonus_tile", "4 bonus per tile", "4 bonus per tile"),
    ("zung-jung-extended", "wind_pung", "5 points per pung", "5 per pung"),
    ("zung-jung-extended", "dragon_pung", "10 points per pung", "10 per pung"),
    ("zung-jung-extended", "two_tailed_terminal_chows", "5 points each time", "5 each time"),
    ("zung-jung-extended", "bonus_flower_season", "2 bonus per tile", "2 bonus per tile"),
    # British: basic points for each set, pair and bonus tile, a double for each dragon pung.
    ("british", "concealed_major_kong", "32 points per kong", "32 per kong"),
    ("british", "dragon_pair", "2 points per pair", "2 per pair"),
    ("british", "bonus_tile", "4 points per tile", "4 per tile"),
    ("british", "dragon_pung", "1 double per pung", "1 double per pung"),
    # Classical: the same, and a double for each own flower or season.
    ("chinese-classical", "exposed_pung_of_simples", "2 points per pung", "2 per pung"),
    ("chinese-classical", "pung_of_dragons", "1 double per pung", "1 double per pung"),
    ("chinese-classical", "own_flower_or_season", "1 double per tile", "1 double per tile"),
    ("chinese-classical", "four_flowers_or_seasons", "1000 bonus per set of four", "1000 bonus per set of four"),
    # MCR: the fans its counting principles count more than once.
    ("mcr", "pung_of_terminals_or_honors", "1 point per pung", "1 per pung"),
    ("mcr", "tile_hog", "2 points each time", "2 each time"),
    ("mcr", "pure_double_chow", "1 point each time", "1 each time"),
    ("mcr", "flower_tiles", "1 bonus per tile", "1 bonus per tile"),
    # A value for the whole hand is shown alone.
    ("zung-jung", "big_three_dragons", "130 points", "130"),
    ("zung-jung-extended", "big_four_winds", "400 points", "400"),
    ("british", "own_wind_pung", "1 double", "1 double"),
    ("chinese-classical", "pung_of_own_wind", "1 double", "1 double"),
    ("mcr", "two_dragons", "6 points", "6"),
])
def test_a_value_says_what_it_is_scored_for(client, slug, key, heading, jump):
    load_builtin_rule_sets(slugs=[slug])
    html = client.get(reverse("rules:detail", args=[slug])).content.decode()
    assert (heading_value(html, key), jump_value(html, key)) == (heading, jump)


def test_house_rules_keep_the_word_and_their_own_value(client):
    load_builtin_rule_sets(slugs=["zung-jung-extended"])
    house = RuleSet.objects.get(slug="zung-jung-extended").derive("Our club", "our-club")
    house.patterns.filter(key="wind_pung").update(value=8)
    html = client.get(reverse("rules:detail", args=[house.slug])).content.decode()
    assert (heading_value(html, "wind_pung"), jump_value(html, "wind_pung")) == ("8 points per pung", "8 per pung")


def test_a_share_of_the_limit_is_for_the_hand_however_many_it_holds(client):
    load_builtin_rule_sets(slugs=["british"])
    house = RuleSet.objects.get(slug="british").derive("Our club", "our-club")
    house.patterns.filter(key="dragon_pung").update(value=0.5, unit="limit")
    html = client.get(reverse("rules:detail", args=[house.slug])).content.decode()
    assert (heading_value(html, "dragon_pung"), jump_value(html, "dragon_pung")) == ("half limit", "half limit")


def test_own_flower_and_season_counted_once_for_both_shows_its_value_alone(client):
    # Under the option "both", the double is for holding the two: not per tile.
    load_builtin_rule_sets(slugs=["chinese-classical"])
    house = RuleSet.objects.get(slug="chinese-classical").derive("Our club", "our-club")
    house.options.update_or_create(key="own_flower_and_season", defaults={"value": "both"})
    html = client.get(reverse("rules:detail", args=[house.slug])).content.decode()
    assert (heading_value(html, "own_flower_or_season"), jump_value(html, "own_flower_or_season")) == ("1 double", "1 double")
