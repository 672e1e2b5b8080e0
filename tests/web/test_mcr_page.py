"""The calculator page under Chinese Official (MCR): each fan shows the sets it used."""

import re

import pytest

pytestmark = pytest.mark.django_db

# The source's Short Straight example: Short Straight (345, 678 bamboo), Mixed Double Chow twice.
HAND = "(345m) 678m 345s 678s 2p +2p"


def row(html: str, key: str) -> str:
    match = re.search(rf'<tr data-key="{key}">(.*?)</tr>', html, re.DOTALL)
    assert match, f"no row for {key}"
    return match.group(1)


def tiles_in(fragment: str) -> list[str]:
    return re.findall(r'<img class="tile" src="/static/tiles/(\w+)\.svg"', fragment)


def test_each_fan_shows_the_sets_it_used_as_tiles(client):
    html = client.get("/", {"rules": "mcr", "hand": HAND}).content.decode()
    assert tiles_in(row(html, "short_straight")) == ["3s", "4s", "5s", "6s", "7s", "8s"]
    assert 'aria-label="Sets used: 345s, 678s"' in row(html, "short_straight")
    assert tiles_in(row(html, "mixed_double_chow")) == ["3m", "4m", "5m", "3s", "4s", "5s",
                                                        "6m", "7m", "8m", "6s", "7s", "8s"]
    assert tiles_in(row(html, "single_wait")) == ["2p", "2p"]
    assert tiles_in(row(html, "all_chows")) == []
