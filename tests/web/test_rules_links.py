"""The rules pages' links into the calculator (and back to the list of rule sets) carry the hand
and the rule set, built by calculator.links as the calculator's own redirects are: a hand with a
"+" and spaces arrives as it left."""

import re
from html import unescape
from urllib.parse import parse_qs, urlparse

import pytest
from django.urls import reverse

from calculator.links import page_url

pytestmark = pytest.mark.django_db

HAND = "123m456m789m11z22z +2z self_drawn"


def link(html: str, text: str) -> str:
    """The address of the link with this text, as a browser reads it from the page."""
    return unescape(re.search(rf'<a href="([^"]*)">{re.escape(text)}</a>', html).group(1))


def query(url: str) -> dict[str, list[str]]:
    return parse_qs(urlparse(url).query)


def test_a_hand_with_a_plus_and_spaces_goes_from_a_rules_page_to_the_calculator_and_back(client):
    detail = client.get(reverse("rules:detail", args=["zung-jung-extended"]), {"hand": HAND}).content.decode()
    to_calculator = link(detail, "← Score a hand with these rules")
    assert query(to_calculator) == {"rules": ["zung-jung-extended"], "hand": [HAND]}
    calculator = client.get(to_calculator).content.decode()
    assert f'<input type="hidden" name="hand" value="{HAND}">' in calculator

    to_index = link(detail, "all rule sets")
    assert urlparse(to_index).path == reverse("rules:index")
    index = client.get(to_index).content.decode()
    assert query(link(index, "← Calculator")) == {"rules": ["zung-jung-extended"], "hand": [HAND]}
    assert query(link(index, "British (BMJA)")) == {"hand": [HAND]}


def test_the_rule_set_named_above_the_score_links_to_its_page_and_back_with_the_hand(client):
    # It linked to the rules page without the hand, whose way back then opened an empty calculator.
    hand = "123m456p789s1z (555p) +1z seat=S"
    calculator = client.get("/", {"rules": "mcr", "hand": hand}).content.decode()
    to_rules = link(calculator, "Chinese Official (MCR)")
    assert urlparse(to_rules).path == reverse("rules:detail", args=["mcr"]) and query(to_rules) == {"hand": [hand]}
    back = link(client.get(to_rules).content.decode(), "← Score a hand with these rules")
    assert query(back) == {"rules": ["mcr"], "hand": [hand]}


def test_every_example_opens_in_the_calculator_as_written(client):
    html = client.get(reverse("rules:detail", args=["british"])).content.decode()
    opened = [unescape(href) for href in re.findall(r'<a href="([^"]*)">Open it in the calculator</a>', html)]
    examples = [unescape(line) for line in re.findall(r'<p class="meta"><code>([^<]*)</code></p>\s*<p class="meta example-score">', html)]
    assert len(opened) == len(examples) > 10
    assert [query(url) for url in opened] == [{"rules": ["british"], "hand": [example]} for example in examples]


def test_the_calculator_address_leaves_out_what_is_empty_or_usual():
    assert page_url("", "mcr") == "/?rules=mcr"
    assert page_url("123m +4m", "mcr", "hand") == "/?rules=mcr&hand=123m%20%2B4m"
    assert page_url("123m", "british", "pung") == "/?rules=british&hand=123m&mode=pung"
    assert page_url("", "") == "/"
