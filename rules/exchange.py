"""Sharing rule sets between installations: one JSON file per rule set.

    {"format": "mahjong-rule-set", "format_version": 1, "slug": ..., "name": ..., "system": ...,
     "scheme": ..., "minimum": ..., "limit": ..., "payment": ..., "notes": ..., "based_on": slug,
     "patterns": [{"key", "name", "chinese", "value", "unit", "family", "excludes": [...], "enabled",
                   "description", "example", "option_values": {"option=setting": value},
                   "definition": {...} or null}],
     "options": {key: value}}

`import_rule_set` checks everything (every field, pattern and option, with the same rules as
the admin) before it writes anything, and writes inside one transaction: a broken file
changes nothing and comes back as a list of problems, each saying where and what to fix.
"""

from __future__ import annotations

import json

from django.core.exceptions import ValidationError
from django.db import transaction

from .builtin import published_option_values
from .models import PatternRule, RuleOption, RuleSet

FORMAT = "mahjong-rule-set"
FORMAT_VERSION = 1
RULE_SET_FIELDS = ("slug", "name", "system", "scheme", "minimum", "limit", "payment", "notes")
PATTERN_FIELDS = ("key", "name", "chinese", "value", "unit", "family", "enabled", "description", "example",
                  "option_values", "definition")


class ImportProblem(ValueError):
    def __init__(self, problems: list[str]):
        super().__init__("\n".join(problems))
        self.problems = problems


def export_rule_set(rule_set: RuleSet) -> dict:
    data = {"format": FORMAT, "format_version": FORMAT_VERSION, "version": rule_set.version}
    data.update({name: getattr(rule_set, name) for name in RULE_SET_FIELDS})
    data["based_on"] = rule_set.based_on.slug if rule_set.based_on else None
    data["patterns"] = [
        {**{name: getattr(p, name) for name in PATTERN_FIELDS}, "excludes": p.excluded_keys}
        for p in rule_set.patterns.all()
    ]
    data["options"] = {o.key: o.value for o in rule_set.options.all()}
    return data


def export_json(rule_set: RuleSet) -> str:
    return json.dumps(export_rule_set(rule_set), ensure_ascii=False, indent=2) + "\n"


def read_json(text: str | bytes) -> dict:
    try:
        data = json.loads(text, parse_constant=_not_a_number)
    except (json.JSONDecodeError, UnicodeDecodeError) as error:
        raise ImportProblem([f"The file is not JSON: {error}."]) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ImportProblem([f"This is not a rule-set file: it needs \"format\": \"{FORMAT}\" (made by Export)."])
    if data.get("format_version") != FORMAT_VERSION:
        raise ImportProblem([f"This file has format version {data.get('format_version')!r}; this calculator reads version {FORMAT_VERSION}."])
    return data


def _not_a_number(name: str):
    raise ImportProblem([f"The file holds {name}, which is not a number a rule set can use: give a number instead."])


def import_rule_set(data: dict, *, slug: str | None = None, name: str | None = None, replace: bool = False) -> RuleSet:
    """Create (or with `replace`, overwrite) the rule set a file describes; raises ImportProblem
    with every problem found, and then nothing has been changed."""
    problems: list[str] = []
    slug = slug or data.get("slug")
    existing = RuleSet.objects.filter(slug=slug).first() if isinstance(slug, str) else None
    if existing and existing.builtin:
        problems.append(f"“{slug}” is a built-in rule set, which an import never overwrites: import under another slug.")
    elif existing and not replace:
        problems.append(f"A rule set “{slug}” already exists: import under another slug, or choose to replace it.")
    rule_set = existing if existing and replace and not existing.builtin else RuleSet()
    fields = {name_: data.get(name_) for name_ in RULE_SET_FIELDS if name_ in data}
    fields["slug"] = slug
    if name:
        fields["name"] = name
    for key in ("payment", "notes"):
        fields[key] = fields.get(key) or ""
    for key, value in fields.items():
        setattr(rule_set, key, value)
    rule_set.builtin = False
    based_on = data.get("based_on")
    rule_set.based_on = RuleSet.objects.filter(slug=based_on).first() if isinstance(based_on, str) else None
    try:
        rule_set.full_clean(exclude=["based_on"], validate_unique=False)
    except ValidationError as error:
        problems += _messages("rule set", error)

    patterns = _read_patterns(data.get("patterns"), rule_set, problems)
    options = _read_options(data.get("options"), rule_set, problems)
    if problems:
        raise ImportProblem(problems)
    with transaction.atomic():
        if rule_set.pk:
            rule_set.revision += 1
        rule_set._change_reason = f"Imported from a file ({data.get('version') or 'no version'})"
        rule_set.save()
        rule_set.replace_rows(patterns, options)
    return rule_set


def _read_patterns(rows, rule_set: RuleSet, problems: list[str]) -> list[PatternRule]:
    if not isinstance(rows, list) or not rows:
        problems.append("“patterns” must be a list with at least one pattern.")
        return []
    found: list[PatternRule] = []
    invented = {str(r.get("key")) for r in rows if isinstance(r, dict) and r.get("definition") is not None}
    for order, row in enumerate(rows):
        where = f"pattern {order + 1}"
        if not isinstance(row, dict):
            problems.append(f"{where}: must be an object with key, name, value, ...")
            continue
        where = f"pattern {order + 1} ({row.get('key', '?')})"
        excludes = row.get("excludes")
        if excludes is None:
            excludes = []
        if isinstance(excludes, str):
            excludes = excludes.split()
        elif not isinstance(excludes, list):
            problems.append(f"{where}: excludes: Give a list of pattern keys, e.g. [\"all_sequences\"], not {json.dumps(excludes)}.")
            excludes = []
        pattern = PatternRule(order=row.get("order", order), excludes=" ".join(map(str, excludes)))
        for name_ in PATTERN_FIELDS:
            if name_ in row:
                setattr(pattern, name_, row[name_])
        for text in ("chinese", "family", "description", "example"):
            setattr(pattern, text, getattr(pattern, text) or "")
        if "option_values" not in row and isinstance(rule_set.system, str):
            # A file exported before pattern rows carried them: the published values apply, as
            # they did (in code) where the file was made.
            pattern.option_values = published_option_values(rule_set.system, str(row.get("key")))
        pattern.rule_set = rule_set
        pattern.invented_keys = invented
        try:
            pattern.full_clean(exclude=["rule_set"], validate_unique=False, validate_constraints=False)
        except ValidationError as error:
            problems += _messages(where, error)
        found.append(pattern)
    keys = [str(p.key) for p in found]
    repeated = sorted({k for k in keys if keys.count(k) > 1})
    if repeated:
        problems.append(f"Patterns listed twice: {', '.join(repeated)}.")
    return found


def _read_options(values, rule_set: RuleSet, problems: list[str]) -> list[RuleOption]:
    if values is None:
        return []
    if not isinstance(values, dict):
        problems.append("“options” must be an object of option names and values.")
        return []
    found = []
    for key, value in values.items():
        option = RuleOption(rule_set=rule_set, key=key, value=value)
        try:
            option.full_clean(exclude=["rule_set"], validate_unique=False, validate_constraints=False)
        except ValidationError as error:
            problems += _messages(f"option {key}", error)
        found.append(option)
    return found


def _messages(where: str, error: ValidationError) -> list[str]:
    if hasattr(error, "error_dict"):
        return [f"{where}: {field}: {message}" for field, messages in error.message_dict.items() for message in messages]
    return [f"{where}: {message}" for message in error.messages]
