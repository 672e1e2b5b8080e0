"""What the MCR rules page says about fans counting together agrees with the rule set's data.

A description that says other fans "still count" beside its fan (Little Four Winds with
Prevalent Wind and Seat Wind, as the source says) would mislead if the row's exclusions
("Not counted with it" on the page) listed one of them; and a hand with both must score both.
"""

import re

import pytest

from rules.engine.builtin import BUILTIN_RULE_SETS
from tests.engine.scoring import counts, scored

PATTERNS = BUILTIN_RULE_SETS["mcr"].patterns
KEY_BY_NAME = {p.name: p.key for p in PATTERNS}


def said_to_still_count(description: str) -> set[str]:
    """The keys of the fans a description names in a sentence (or clause) saying they still count."""
    clauses = [c for c in re.split(r"[.;]", description) if "still count" in c]
    return {key for c in clauses for name, key in KEY_BY_NAME.items() if name in c}


CLAIMS = [pytest.param(p.key, other, id=f"{p.key}-{other}")
          for p in PATTERNS for other in sorted(said_to_still_count(p.description) - {p.key})]


def test_some_descriptions_say_what_still_counts():
    assert {("little_four_winds", "prevalent_wind"), ("all_green", "half_flush")} <= {tuple(c.values) for c in CLAIMS}


@pytest.mark.parametrize("key, other", CLAIMS)
def test_a_fan_said_to_still_count_is_not_excluded(key, other):
    pattern = next(p for p in PATTERNS if p.key == key)
    assert other not in pattern.excludes


# Hands with both fans, each worked out from the source: the page's own examples where they
# show the pair, otherwise a hand named here.
BOTH = {
    ("all_green", "half_flush"): "223344666888s6z +6z",
    ("all_green", "full_flush"): "234234s666888s4s +4s",
    ("little_four_winds", "prevalent_wind"): "1112223334z123m +4z",
    ("little_four_winds", "seat_wind"): "1112223334z123m +4z",
    ("all_honors", "dragon_pung"): "1112223335556z +6z",
    ("all_honors", "prevalent_wind"): "1112223335556z +6z",
    ("all_honors", "seat_wind"): "1112223335556z +6z",
    ("big_three_winds", "prevalent_wind"): "111222333z456m9p +9p",
    ("big_three_winds", "seat_wind"): "111222333z456m9p +9p",
}


@pytest.mark.parametrize("key, other", CLAIMS)
def test_a_fan_said_to_still_count_scores_beside_it(key, other):
    line = BOTH.get((key, other))
    assert line, "name a hand with both fans in BOTH"
    found = counts(scored(line, "mcr"))
    assert found.get(key) and found.get(other), found
