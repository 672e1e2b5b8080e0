"""The Django side of scoring: find the rule set a hand names, hand the engine plain data.

The engine's RuleSpec of a rule set is cached per process, keyed by the rule set's
`updated_at` and `revision`: a tap costs one small query to check them, and any edit
(the rule set, a pattern, an option) changes `updated_at` through the signals below, so it
takes effect on the next tap in every process. The bench command shows why the cache is
worth having: reading ~50 pattern rows per tap was about half of a tap's server time.
"""

from __future__ import annotations

import json
import re
from dataclasses import replace

from django.db.models.signals import post_delete, post_save
from django.utils import timezone

from .engine.errors import Problem
from .engine.hand import WINNING_TILE_UNMARKED
from .engine.schemes import number
from .engine.score import Result, score_data, score_each_wait, unknown_rules_result
from .engine.spec import RuleSpec
from .engine.systems import SYSTEMS, RuleSystem
from .models import PatternRule, RuleOption, RuleSet

DEFAULT_RULES = "zung-jung"

# How deep the JSON API and the score command let arrays and objects nest: a hand is 3 deep
# (the hand, its melds, a meld) and a deal 2, so this refuses only bodies made to hurt. Without it
# Python's decoder gives up near 1,400 levels with a RecursionError (a server error).
JSON_DEPTH = 32


class TooDeeplyNested(ValueError):
    """JSON whose arrays and objects nest deeper than JSON_DEPTH."""

    def __init__(self):
        super().__init__(f"The JSON nests arrays or objects more than {JSON_DEPTH} deep; "
                         "a hand or a deal needs no more than 3.")


class KeyGivenTwice(ValueError):
    """A JSON object that gives one key twice: JSON allows it, and the last one would count
    unseen (the notation refuses `rules=` given twice for the same reason)."""

    def __init__(self, key: str):
        super().__init__(f"The JSON gives “{key[:40]}” twice in one object, and only one can count: keep one.")


def object_once(pairs: list[tuple[str, object]]) -> dict:
    """A JSON object read (json.loads' object_pairs_hook), or KeyGivenTwice."""
    found = dict(pairs)
    if len(found) < len(pairs):
        seen = set()
        raise KeyGivenTwice(next(key for key, _ in pairs if key in seen or seen.add(key)))
    return found


def read_json(text: str | bytes):
    """JSON as the API and the score command read it: a ValueError says what is wrong (a
    JSONDecodeError, a bad encoding, too many digits, TooDeeplyNested or KeyGivenTwice)."""
    try:
        data = json.loads(text, object_pairs_hook=object_once)
    except RecursionError:
        raise TooDeeplyNested from None
    if nesting_depth(data) > JSON_DEPTH:
        raise TooDeeplyNested
    if (half := lone_surrogate(data)) is not None:
        # Valid JSON, but no text: a rule-set lookup or an answer echoing it failed to encode (a 500).
        raise ValueError(f"it holds {half}, half of a UTF-16 surrogate pair without its other half, which is no "
                         "character; write the character itself")
    return data


_SURROGATE = re.compile("[\ud800-\udfff]")


def json_text(value):
    """Every string and key in a JSON value, walked with a loop (as nesting_depth), not recursion."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            yield item
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)


def lone_surrogate(value) -> str | None:
    """The first surrogate standing alone in a string or key of a JSON value (a `\\udc07` escape,
    which json.loads reads though no text can hold it), written as that escape; else None."""
    for text in json_text(value):
        if (found := _SURROGATE.search(text)) is not None:
            return f"\\u{ord(found.group()):04x}"
    return None


def nesting_depth(value) -> int:
    """How many arrays and objects deep a JSON value goes (0 for a plain value); a loop, not
    recursion, so any depth the decoder read can be measured."""
    deepest, stack = 0, [(value, 1)] if isinstance(value, dict | list) else []
    while stack:
        item, depth = stack.pop()
        deepest = max(deepest, depth)
        for child in item.values() if isinstance(item, dict) else item:
            if isinstance(child, dict | list):
                stack.append((child, depth + 1))
    return deepest


# How a hand written down marks its winning tile: the engine's words alone ("Mark which of the 14
# tiles ...") are for the page, where a tile is tapped to mark it.
HOW_TO_MARK = {
    "notation": "In a line, write it last with a + before it, as in 123m456m789m234p5p +5p.",
    "json": "In JSON, give it as \"winning_tile\" and leave it out of \"concealed\".",
}


def with_how_to_mark(answer: dict, written_as: str) -> dict:
    """A result's JSON whose problem of an unmarked winning tile says how a hand written as
    `written_as` ("notation" or "json") marks it."""
    for error in answer["errors"]:
        if error["message"] == WINNING_TILE_UNMARKED:
            error["message"] += " " + HOW_TO_MARK[written_as]
    return answer


def hand_answer(data, written_as: str, rules: str | None = None) -> dict:
    """The JSON answer of the API and the `score` command for a hand: its result, with the way a
    hand written as `written_as` marks its winning tile; for a hand one tile short, also what each
    tile it waits on would score (`wait_scores`), as the page lists them under the hand. `rules`:
    the rule set of a hand that names none (the command's --rules)."""
    result = score_hand_data(data, rules)
    answer = with_how_to_mark(result.as_dict(), written_as)
    if result.waits:
        answer["wait_scores"] = [wait_answer(code, scored)
                                 for code, scored in score_each_wait(data, spec_for(result.rules), result.waits)]
    return answer


def wait_answer(code: str, scored: Result) -> dict:
    """One waiting tile's score; where the ticked situation rules a win on it out (robbing a kong of
    a tile the hand holds), the errors say why instead."""
    answer = {"tile": code, "valid": scored.valid, "winning": scored.winning, "total": number(scored.total)}
    if not scored.valid:
        answer["errors"] = [problem.as_dict() for problem in scored.errors]
    return answer


_specs: dict[int, tuple[tuple, RuleSpec]] = {}


def spec_for(slug: str) -> RuleSpec | None:
    """The current RuleSpec of a rule set, or None when there is no such rule set. A slug that
    matches none exactly may differ only in case (`"MCR"` typed in JSON; the notation lowers
    `rules=`, so a slug an admin wrote with capitals is found from it too) where one rule set fits."""
    rows = RuleSet.objects.values_list("pk", "updated_at", "revision")
    row = rows.filter(slug=slug).first()
    if row is None:
        matches = list(rows.filter(slug__iexact=slug)[:2])
        if len(matches) != 1:
            return None
        row = matches[0]
    pk, *stamp = row
    cached = _specs.get(pk)
    if cached is not None and cached[0] == tuple(stamp):
        return cached[1]
    rule_set = RuleSet.objects.prefetch_related("patterns", "options").get(pk=pk)
    spec = rule_set.to_spec()
    _specs[pk] = ((rule_set.updated_at, rule_set.revision), spec)
    return spec


def rule_system(rules: str) -> tuple[RuleSpec | None, RuleSystem | None]:
    """A rule set's spec and its rule system; both None when there is no such rule set."""
    spec = spec_for(rules)
    return spec, (SYSTEMS.get(spec.system) if spec else None)


def rule_set_written_alone(data) -> str | None:
    """A rule set's name written in a hand as a word of its own (`... +5p mcr`, or {"mcr": true}),
    where `rules=mcr` was meant: scored under the default instead, its total would look right."""
    words = [key for key, value in data.items() if value is True] if isinstance(data, dict) else []
    return RuleSet.objects.filter(slug__in=words).values_list("slug", flat=True).first() if words else None


def score_hand_data(data: dict, rules: str | None = None) -> Result:
    """Score a hand dict under the rule set it names (edits in the admin apply at once); a hand
    that names none is scored under `rules`, the caller's choice, or else DEFAULT_RULES, with a
    warning saying so, since a plausible total under the wrong rule system is easy to miss. (Not
    put in the hand: what a JSON list holds may be no object to put it in, and is refused under
    the caller's rule set all the same.)"""
    named = data.get("rules") if isinstance(data, dict) else None
    if isinstance(named, str):
        named = named.strip()  # copied from a spreadsheet's cell: "mcr " or "mcr\n"
    elif named is not None:
        return Result("", False, errors=(Problem(
            "malformed_field", "rules must be one rule set's name, as text, like \"rules\": \"mcr\"."),))
    slug = str(named or rules or DEFAULT_RULES)
    spec = spec_for(slug)
    if spec is None:
        return unknown_rules_result(slug, list(RuleSet.objects.values_list("slug", flat=True)))
    if not named and not rules and (meant := rule_set_written_alone(data)):
        return Result(slug, False, errors=(Problem(
            "rules_not_named", f"“{meant}” is a rule set's name, and a word alone is read as a flag: "
                               f"write rules={meant} (in JSON, \"rules\": \"{meant}\") to score under it."),))
    result = score_data(data, spec)
    if not named and not rules:
        result = replace(result, warnings=(default_rules_warning(slug), *result.warnings))
    return result


def default_rules_warning(slug: str) -> str:
    """What an answer says when the caller named no rule set and the default was used."""
    return f"No rule set was named, so the default rule set, “{slug}”, was used."


def touch_rule_set(sender, instance, **kwargs) -> None:
    """A pattern or option changed: mark its rule set changed, so cached specs are rebuilt."""
    RuleSet.objects.filter(pk=instance.rule_set_id).update(updated_at=timezone.now())


def forget_rule_set(sender, instance, **kwargs) -> None:
    _specs.pop(instance.pk, None)


def connect_signals() -> None:
    for model in (PatternRule, RuleOption):
        post_save.connect(touch_rule_set, sender=model, dispatch_uid=f"touch-{model.__name__}-save")
        post_delete.connect(touch_rule_set, sender=model, dispatch_uid=f"touch-{model.__name__}-delete")
    post_save.connect(forget_rule_set, sender=RuleSet, dispatch_uid="forget-ruleset-save")
    post_delete.connect(forget_rule_set, sender=RuleSet, dispatch_uid="forget-ruleset-delete")
