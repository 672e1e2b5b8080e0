"""Plain builder functions for database rows (no factory_boy): each takes overrides and
fills in the rest with setdefault."""

from __future__ import annotations

import json
from typing import NamedTuple

from django.contrib.auth import get_user_model

from rules.builtin import load_builtin_rule_sets
from rules.engine.notation import parse_line
from rules.models import PatternRule, RuleOption, RuleSet
from rules.scoring import score_hand_data


def make_rule_set(patterns=None, options=None, **overrides) -> RuleSet:
    """A house rule set of the Zung Jung system with a few patterns (or `patterns`, a list of dicts)."""
    overrides.setdefault("slug", "test-rules")
    overrides.setdefault("name", "Test rules")
    overrides.setdefault("system", "zung-jung")
    overrides.setdefault("scheme", "additive")
    overrides.setdefault("limit", 320)
    rule_set = RuleSet.objects.create(**overrides)
    for order, fields in enumerate(patterns if patterns is not None else DEFAULT_PATTERNS):
        make_pattern(rule_set, **{"order": order, **fields})
    for key, value in (options or {}).items():
        RuleOption.objects.create(rule_set=rule_set, key=key, value=value)
    return rule_set


DEFAULT_PATTERNS = [
    {"key": "chicken_hand", "name": "Chicken Hand", "value": 1, "example": "123m456p789s234m5z +5z"},
    {"key": "all_sequences", "name": "All Sequences", "value": 5, "example": "123m456p789s234m5p +5p"},
    {"key": "concealed_hand", "name": "Concealed Hand", "value": 5, "example": "123m456p789s234m5p +5p"},
    {"key": "all_triplets", "name": "All Triplets", "value": 30, "example": "777s9m (111m) (444p) (222s) +9m"},
]


def make_pattern(rule_set: RuleSet, **overrides) -> PatternRule:
    overrides.setdefault("key", "all_triplets")
    overrides.setdefault("name", overrides["key"].replace("_", " ").title())
    overrides.setdefault("value", 10)
    return PatternRule.objects.create(rule_set=rule_set, **overrides)


def zung_jung() -> RuleSet:
    """The published Zung Jung rule set, as migrate loads it."""
    load_builtin_rule_sets(slugs=["zung-jung"])
    return RuleSet.objects.get(slug="zung-jung")


STAFF_PASSWORD = "a-long-test-password"


def make_staff(username="organiser", **overrides):
    overrides.setdefault("is_staff", True)
    overrides.setdefault("is_superuser", True)
    return get_user_model().objects.create_user(username=username, password=STAFF_PASSWORD, **overrides)


class Scored(NamedTuple):
    total: float
    patterns: dict[str, int]  # counted pattern key -> count
    version: str  # the rule set's version that scored it ("zj-club r2")
    amounts: list[float]  # the settlement's amounts, in order


def score_in(line: str, slug: str) -> Scored:
    """A line of hand notation scored under a rule set of the database, as the calculator does."""
    data = parse_line(line)
    data["rules"] = slug
    result = score_hand_data(data)
    return Scored(result.total, {item.key: item.count for item in result.lines}, result.version,
                  [payment.amount for payment in result.settlement])


def post_json(client, url: str, body):
    """POST a body to the JSON API: a dict is encoded, a string is sent as it is (malformed on purpose)."""
    return client.post(url, body if isinstance(body, str) else json.dumps(body), content_type="application/json")
