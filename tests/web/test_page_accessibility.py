"""What a screen reader is given on the calculator page: buttons named in words, groups that may
carry a name, inputs named by what they hold (the accessibility audit of the page)."""

import re

import pytest

pytestmark = pytest.mark.django_db

# Zung Jung: a complete hand won on the 5p, with a flower and a season beside it.
WON_WITH_BONUS = "123m456m789m234p5p +5p 1f5f"


def page(client, hand=WON_WITH_BONUS, rules="zung-jung") -> str:
    return client.get("/", {"hand": hand, "rules": rules}).content.decode()


def button_labels(html: str, name: str, value_pattern: str) -> list[str]:
    return re.findall(rf'<button [^>]*name="{name}" value="{value_pattern}"[^>]*aria-label="([^"]+)"', html)


def test_picker_buttons_say_add_and_the_tile_in_words(client):
    labels = button_labels(page(client), "add", r"\w\w")
    assert len(labels) == 42
    assert "Add 5 bamboo" in labels and "Add East wind" in labels and "Add Plum (flower 1)" in labels


def test_hand_buttons_say_what_a_tap_does_to_which_tile(client):
    html = page(client)
    assert "Remove 1 character" in button_labels(html, "tap", r"c\d+:1m")
    assert button_labels(html, "tap", "w") == ["Winning tile 5 circles: tap to remove"]
    assert button_labels(html, "tap", r"b\d+:[^\"]+") == ["Remove bonus tile Plum (flower 1)", "Remove bonus tile Spring (season 1)"]


def test_each_deal_score_is_named_by_its_seat_not_its_placeholder(client):
    html = client.get("/", {"rules": "british"}).content.decode()  # a rule set that settles the deal
    scores = re.findall(r'<input type="number"[^>]*name="score_(\w)"[^>]*aria-label="([^"]+)"', html)
    assert [label for _, label in scores] == ["East's score", "South's score", "West's score", "North's score"]


def test_named_divs_are_groups_which_may_carry_a_name(client):
    """aria-label on a plain <div> is prohibited (axe aria-prohibited-attr): a screen reader ignores it."""
    html = page(client)
    for name in ("Your hand", "Arrangement"):
        assert re.search(rf'<div class="[^"]*" role="group" aria-label="{name}">', html), name
    assert not re.search(r'<div class="[^"]*" aria-label=', html)


def test_the_list_of_problems_keeps_its_list_role_inside_the_alert(client):
    html = page(client, hand="11111m 22p 33p 44p 55p +5p")  # five 1m: a problem, listed
    assert re.search(r'<div role="alert"><ul class="errors">\s*<li', html)
    assert '<ul class="errors" role="alert">' not in html


def test_the_hidden_score_this_text_button_is_hidden_from_a_screen_reader_too(client):
    html = page(client)
    hidden = re.findall(r'<button [^>]*class="visually-hidden"[^>]*>', html)
    assert len(hidden) == 1 and 'tabindex="-1"' in hidden[0] and 'aria-hidden="true"' in hidden[0]
