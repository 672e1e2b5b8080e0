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
