"""Sharing rule sets between installations: one JSON file per rule set.

    {"format": "mahjong-rule-set", "format_version": 1, "slug": ..., "name": ..., "system": ...,
     "scheme": ..., "minimum": ..., "limit": ..., "payment": ..., "notes": ..., "based_on": slug,
     "patterns": [{"key", "name", "chinese", "value", "unit", "family", "excludes": [...], "enabled",
                   "description", "example", "option_values": {"option=setting": value},
                   "definition": {...} or null}],
     "options": {key: value}}

`payment` is a published rule set's summary of how a win is paid; an import, which makes house
rules (whose options say how a win is paid), leaves it out.

`import_rule_set` checks everything (every field, pattern and option, with the same rules as
the admin) before it writes anything, and writes inside one transaction: a broken file
changes nothing and comes back as a list of problems, each saying where and what to fix.
`check_import` is the checking alone, whose result `write_import` saves: the admin shows what a
file would change in the rule set it replaces before it is written.

A file that lacks some of its system's patterns (cut by hand, or made before the system had
them) is imported with the missing ones filled in from the system's published rule set, and a
warning naming them (`Imported.warnings`): a rule set without them would silently score
those hands as if the pattern did not exist, and the admin cannot add a system pattern back.
"""

from __future__ import annotations

import json
from typing import NamedTuple

from django.core.exceptions import ValidationError
from django.db import transaction

from .builtin import published_option_values, published_row
from .engine.builtin import BUILTIN_RULE_SETS, BuiltinPattern, BuiltinRuleSet
from .engine.systems import SYSTEMS
from .models import PatternRule, RuleOption, RuleSet, fixed_scheme
from .scoring import KeyGivenTwice, json_text, lone_surrogate, nesting_depth, object_once

FORMAT = "mahjong-rule-set"
FORMAT_VERSION = 1
RULE_SET_FIELDS = ("slug", "name", "system", "scheme", "minimum", "limit", "payment", "notes")
PATTERN_FIELDS = ("key", "name", "chinese", "value", "unit", "family", "enabled", "description", "example",
                  "option_values", "definition")
# How deep a rule-set file may nest arrays and objects: it needs 5 (the file, its patterns, a
# pattern, its building blocks, their list of requirements). Deeper is refused before Python's
# decoder runs out of stack (a RecursionError near 1,400 levels, which was a server error).
FILE_DEPTH = 16


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
    """A rule-set file's JSON (bytes in UTF-8, or UTF-16/32 with a byte-order mark, or text);
    anything else raises ImportProblem saying what is wrong."""
    try:
        data = json.loads(text, parse_constant=_not_a_number, object_pairs_hook=object_once)
    except KeyGivenTwice as error:  # a file edited by hand: which of the two was meant cannot be told
        raise ImportProblem([str(error)]) from None
    except UnicodeDecodeError as error:
        message = (f"The file is not UTF-8 text (byte 0x{error.object[error.start]:02x} at position {error.start} "
                   "cannot be read): a rule-set file is JSON saved as UTF-8, as Export makes it.")
        raise ImportProblem([message]) from None
    except json.JSONDecodeError as error:
        raise ImportProblem([f"The file is not JSON: {error}."]) from None
    except RecursionError:
        raise ImportProblem([_too_deep()]) from None
    if nesting_depth(data) > FILE_DEPTH:
        raise ImportProblem([_too_deep()])
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ImportProblem([f"This is not a rule-set file: it needs \"format\": \"{FORMAT}\" (made by Export)."])
    if data.get("format_version") != FORMAT_VERSION:
        raise ImportProblem([f"This file has format version {data.get('format_version')!r}; this calculator reads version {FORMAT_VERSION}."])
    return data


def _too_deep() -> str:
    return (f"The file nests arrays or objects more than {FILE_DEPTH} deep; a rule-set file needs no more than 5. "
            "It is not a file Export made.")


def _not_a_number(name: str):
    raise ImportProblem([f"The file holds {name}, which is not a number a rule set can use: give a number instead."])


class Imported(NamedTuple):
    """What an import made, and what the organiser should know about it (patterns it added)."""

    rule_set: RuleSet
    warnings: list[str]


class Checked(NamedTuple):
    """A file checked and ready to write: the rule set (the one it replaces, with the file's
    fields set but not saved, or a new one), its pattern rows (the missing ones filled in) and
    option rows, none saved yet, and the warnings to show."""

    rule_set: RuleSet
    patterns: list[PatternRule]
    options: list[RuleOption]
    warnings: list[str]
    version: str  # the file's version, as its history entry names it


def import_rule_set(data: dict, *, slug: str | None = None, name: str | None = None, replace: bool = False) -> Imported:
    """Create (or with `replace`, overwrite) the rule set a file describes; raises ImportProblem
    with every problem found, and then nothing has been changed."""
    return write_import(check_import(data, slug=slug, name=name, replace=replace))


def check_import(data: dict, *, slug: str | None = None, name: str | None = None, replace: bool = False) -> Checked:
    """Everything an import would write, checked and not saved (the admin previews a replacing
    import from it); raises ImportProblem with every problem found."""
    problems: list[str] = []
    if holds_nul(data):
        # PostgreSQL stores no NUL in text or JSON (a server error when saved); no rule set needs one.
        raise ImportProblem([NUL_IN_FILE])
    if (half := lone_surrogate(data)) is not None:
        # No database can store it (a server error, or a traceback from import_ruleset, when saved).
        raise ImportProblem([(f"The file holds {half}, half of a UTF-16 surrogate pair without its other half, which "
                              "is no character: write the character itself, or remove it.")])
    slug = slug or data.get("slug")
    existing = RuleSet.objects.filter(slug=slug).first() if isinstance(slug, str) else None
    if existing and existing.builtin:
        problems.append(f"“{slug}” is a built-in rule set, which an import never overwrites: import under another slug.")
    elif existing and not replace:
        problems.append(f"A rule set “{slug}” already exists: import under another slug, or choose to replace it.")
    rule_set = existing if existing and replace and not existing.builtin else RuleSet()
    not_single = [name_ for name_ in RULE_SET_FIELDS if name_ in data and not _single_value("rule set", name_, data[name_], problems)]
    fields = {name_: data[name_] for name_ in RULE_SET_FIELDS if name_ in data and name_ not in not_single}
    if fields.get("limit") == "":
        fields["limit"] = None  # an empty limit is no limit, as an empty box in the admin
    fields["slug"] = slug
    if name:
        fields["name"] = name
    fields["notes"] = fields.get("notes") or ""
    # An import makes a house rule set, which keeps no payment summary (its options say how a
    # win is paid): a published rule set's, exported with it, would be kept where nothing shows it.
    fields["payment"] = ""
    for key, value in fields.items():
        setattr(rule_set, key, value)
    rule_set.builtin = False
    if (fixed := fixed_scheme(rule_set.system)) is not None and rule_set.scheme != fixed:
        if "scheme" in fields:
            problems.append(fixed_scheme_problem(rule_set.system, fields["scheme"]))
        # The rows are checked under the scheme the system scores by: the one problem above, not
        # one on every pattern valued in doubles (which a file without a scheme would get too).
        rule_set.scheme = fixed
    based_on = data.get("based_on")
    rule_set.based_on = RuleSet.objects.filter(slug=based_on).first() if isinstance(based_on, str) else None
    try:
        rule_set.full_clean(exclude=["based_on", *not_single], validate_unique=False)
    except ValidationError as error:
        problems += _messages("rule set", error)

    # The patterns the import fills in take part in the checks of the file's own rows (a circle
    # of exclusions can close through one of them), so they are known before those are read.
    published, missing = _missing_patterns(data.get("patterns"), rule_set, based_on)
    patterns = _read_patterns(data.get("patterns"), rule_set, problems, filled=(published, missing))
    options = _read_options(data.get("options"), rule_set, problems)
    if problems:
        raise ImportProblem(problems)
    warnings = _fill_missing_patterns(patterns, published, missing)
    made_at = data.get("version")
    made_at = made_at.strip()[:60].rstrip() if isinstance(made_at, str) and made_at.strip() else "no version"
    return Checked(rule_set, patterns, options, warnings, made_at)


def fixed_scheme_problem(system_key: str, given) -> str:
    """Why a file may not give a rule system whose scheme is fixed (fixed_scheme) another one."""
    system, fixed = SYSTEMS[system_key], fixed_scheme(system_key)
    return (f"rule set: scheme: The scheme of {system.name} is fixed: “{fixed.label}” (\"{fixed.value}\"), every hand "
            f"scored as points × doubles, capped at the limit, so there is no other to choose. The file gives "
            f"{json.dumps(given, ensure_ascii=False)[:80]}: write \"scheme\": \"{fixed.value}\", or leave the scheme out.")


def write_import(checked: Checked) -> Imported:
    """Save what check_import found, in one transaction."""
    rule_set = checked.rule_set
    with transaction.atomic():
        if rule_set.pk:
            rule_set.revision += 1
        # The history's reason holds 100 characters: a version longer than any Export writes is cut.
        rule_set._change_reason = f"Imported from a file ({checked.version})"
        rule_set.save()
        rule_set.replace_rows(checked.patterns, checked.options)
    return Imported(rule_set, checked.warnings)


def published_rule_set(system: str, based_on=None) -> BuiltinRuleSet | None:
    """The published rule set a file's missing patterns come from: the one it is based on, if
    that is a published rule set of its system; else its system's first."""
    named = BUILTIN_RULE_SETS.get(based_on) if isinstance(based_on, str) else None
    if named is not None and named.system == system:
        return named
    return next((b for b in BUILTIN_RULE_SETS.values() if b.system == system), None)


def _missing_patterns(rows, rule_set: RuleSet, based_on) -> tuple[BuiltinRuleSet | None, list[tuple[int, BuiltinPattern]]]:
    """The published rule set missing patterns come from, and those of its patterns (with their
    place in it) that the file's rows lack."""
    published = published_rule_set(rule_set.system, based_on) if isinstance(rule_set.system, str) else None
    if published is None or not isinstance(rows, list):
        return published, []
    present = {str(r.get("key")) for r in rows if isinstance(r, dict)}
    return published, [(order, p) for order, p in enumerate(published.patterns) if p.key not in present]


def _fill_missing_patterns(patterns: list[PatternRule], published: BuiltinRuleSet | None,
                           missing: list[tuple[int, BuiltinPattern]]) -> list[str]:
    """Add to `patterns` the published ones the file lacks, with their published values; returns
    the warning to show (or nothing when none was missing)."""
    if published is None or not missing:
        return []
    patterns += [published_row(p, order) for order, p in missing]
    names = ", ".join(f"{p.name} ({p.key})" for _, p in missing)
    return [(f"The file lacks {len(missing)} of the {len(published.patterns)} patterns of {published.name}; the import adds "
             f"them with its published values: {names}. Switch off any your club does not play (“counts” in the admin).")]


def _read_patterns(rows, rule_set: RuleSet, problems: list[str], filled=(None, ())) -> list[PatternRule]:
    """The file's pattern rows, each checked; `filled` is the published rule set and the patterns
    of it the import adds (_missing_patterns)."""
    if not isinstance(rows, list) or not rows:
        problems.append("“patterns” must be a list with at least one pattern.")
        return []
    found: list[PatternRule] = []
    invented = {str(r.get("key")) for r in rows if isinstance(r, dict) and r.get("definition") is not None}
    # Each row's exclusions are checked against every row the rule set will have (no circle of
    # exclusions): the file's others, and those the import adds, whose exclusions come with them.
    published, missing = filled
    added = {p.key: (p.name, list(p.excludes)) for _, p in missing}
    in_file = {**added, **{str(r.get("key")): (str(r.get("name") or ""), [str(k) for k in _excludes(r) or []])
                           for r in rows if isinstance(r, dict)}}
    added_from = {key: published.name for key in added} if published is not None else {}
    for order, row in enumerate(rows):
        where = f"pattern {order + 1}"
        if not isinstance(row, dict):
            problems.append(f"{where}: must be an object with key, name, value, ...")
            continue
        where = f"pattern {order + 1} ({row.get('key', '?')})"
        excludes = _excludes(row)
        if excludes is None:
            problems.append(f"{where}: excludes: Give a list of pattern keys, e.g. [\"all_sequences\"], not {json.dumps(row['excludes'])}.")
            excludes = []
        pattern = PatternRule(order=row.get("order", order), excludes=" ".join(map(str, excludes)))
        not_single = [name_ for name_ in PATTERN_FIELDS
                      if name_ in row and name_ not in JSON_PATTERN_FIELDS and not _single_value(where, name_, row[name_], problems)]
        for name_ in PATTERN_FIELDS:
            if name_ in row and name_ not in not_single:
                setattr(pattern, name_, row[name_])
        for text in ("chinese", "family", "description", "example"):
            setattr(pattern, text, getattr(pattern, text) or "")
        if "option_values" not in row and isinstance(rule_set.system, str):
            # A file exported before pattern rows carried them: the published values apply, as
            # they did (in code) where the file was made.
            pattern.option_values = published_option_values(rule_set.system, str(row.get("key")))
        pattern.rule_set = rule_set
        pattern.invented_keys = invented
        pattern.rule_set_rows = in_file
        pattern.added_by_import = added_from
        try:
            pattern.full_clean(exclude=["rule_set", *not_single], validate_unique=False, validate_constraints=False)
        except ValidationError as error:
            problems += _messages(where, error)
        found.append(pattern)
    keys = [str(p.key) for p in found]
    repeated = sorted({k for k in keys if keys.count(k) > 1})
    if repeated:
        problems.append(f"Patterns listed twice: {', '.join(repeated)}.")
    return found


def _excludes(row: dict) -> list | None:
    """A file's pattern row's excluded keys (a list, or text separated by spaces; none when left
    out), or None when they are neither."""
    excludes = row.get("excludes")
    if excludes is None:
        return []
    if isinstance(excludes, str):
        return excludes.split()
    return excludes if isinstance(excludes, list) else None


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


JSON_PATTERN_FIELDS = frozenset({"option_values", "definition"})
NUL_IN_FILE = "The file holds a NUL character (\\u0000), which no name, text or setting of a rule set may contain: remove it."


def holds_nul(value) -> bool:
    """Whether a JSON value holds the NUL character in any string or key."""
    return any("\x00" in text for text in json_text(value))


def _single_value(where: str, name: str, value, problems: list[str]) -> bool:
    """Whether a field that holds one value (text, a number, true or false) was given one; a list
    or an object is reported (Django's own checks let an empty one through as blank)."""
    if isinstance(value, (list, dict)):
        problems.append(f"{where}: {name}: Give one value (text, a number, true or false), not {json.dumps(value)[:80]}.")
        return False
    return True


def _messages(where: str, error: ValidationError) -> list[str]:
    if hasattr(error, "error_dict"):
        return [f"{where}: {field}: {_message(field, item)}" for field, items in error.error_dict.items() for item in items]
    return [f"{where}: {message}" for message in error.messages]


# What a field of the file holds, where a value of the wrong kind is given: Django's own words
# ("“lots” value must be a float.") name a Python type and not what to write instead.
EXPECTED = {
    "value": "a number, e.g. 8",
    "minimum": "a number, e.g. 8",
    "limit": "a number, e.g. 320, or null for none",
    "order": "a whole number, e.g. 3",
    "enabled": "true or false",
}


def _message(field: str, item: ValidationError) -> str:
    """One problem with a field, saying what the field expects where a value was of the wrong kind."""
    if item.code == "invalid" and field in EXPECTED and "value" in (item.params or {}):
        given = json.dumps(item.params["value"], ensure_ascii=False)
        return f"Give {EXPECTED[field]}, not {given[:80]}."
    return " ".join(item.messages)
