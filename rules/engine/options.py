"""Rule-system options: one frozen dataclass per system, built from the database's values."""

from __future__ import annotations

import dataclasses
import json
from typing import Any

from .errors import Problem


def option(default: Any, help: str, choices: dict[str, str] | None = None, minimum: float = 0) -> Any:
    """A dataclass field for an option, with the one-line explanation shown in the admin. An
    option with choices maps each stored value to the few words a menu shows for it
    ({"best": "Only the best pair"}): the value is what the database, files and the API keep.
    A number option is at least `minimum`: every number an option holds (a payment base, a
    threshold, a factor, a count) turns nonsense below zero, such as a winner paying the losers."""
    return dataclasses.field(default=default, metadata={"help": help, "choices": choices, "minimum": minimum})


# The largest number an option may hold (a payment base, a threshold, a factor).
LARGEST_NUMBER = 1_000_000_000


_YES = frozenset({"true", "yes", "on", "1", "y"})
_NO = frozenset({"false", "no", "off", "0", "n", ""})


def yes_or_no(value: Any) -> bool | None:
    """A yes/no value as JSON, a form or a spreadsheet writes it (true, 1, "TRUE", "yes", "on";
    false, 0, "false", "no", "off", ""), or None when it is neither."""
    if isinstance(value, bool):
        return value
    if isinstance(value, (int, float)) and value in (0, 1):
        return bool(value)
    if isinstance(value, str):
        word = value.strip().lower()
        if word in _YES:
            return True
        if word in _NO:
            return False
    return None


def describe_options(options_class) -> list[dict]:
    """Key, default, explanation and allowed values (each with its label) of each option of a system."""
    return [
        {
            "key": f.name,
            "default": f.default,
            "help": f.metadata.get("help", ""),
            "choices": f.metadata.get("choices"),
            "type": type(f.default).__name__,
        }
        for f in dataclasses.fields(options_class)
    ]


def setting_text(value: Any) -> str:
    """An option's value as a pattern's option_values write it ("book_values=true"): true or
    false for a yes-or-no option, otherwise the value as text."""
    return str(value).lower() if isinstance(value, bool) else str(value)


def choice_text(described: dict, value: Any) -> str | None:
    """A choice in words with its stored value in brackets, "Only the best pair (best)", for a
    page that names a setting (the value is what an export or the API holds); None when the
    option has no choices or the value is none of them."""
    label = (described.get("choices") or {}).get(value) if isinstance(value, str) else None
    return f"{label} ({value})" if label else None


_KIND_OF_VALUE = {bool: "true or false", int: "a whole number", float: "a number", str: "a word"}


def as_sent(value: Any) -> str:
    """A value as the JSON or the file that sent it writes it (null, true, "two"), for a message."""
    try:
        return json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        return repr(value)


def check_option(options_class, key: str, value: Any) -> tuple[Any, Problem | None]:
    """The value converted to the option's type, or the problem with it."""
    fields = {f.name: f for f in dataclasses.fields(options_class)}
    if key not in fields:
        known = ", ".join(sorted(fields)) or "none"
        return None, Problem("unknown_option", f"“{key}” is not an option of this rule system (options: {known}).")
    spec = fields[key]
    default = spec.default
    choices = spec.metadata.get("choices")
    sent = value
    try:
        if isinstance(default, bool):
            value = yes_or_no(value)
            if value is None:
                raise ValueError
        elif isinstance(default, int):
            if isinstance(value, bool):
                raise ValueError
            if isinstance(value, float) and not value.is_integer():
                raise ValueError
            value = int(value)
        elif isinstance(default, float):
            if isinstance(value, bool):
                raise ValueError
            value = float(value)
        elif isinstance(default, str):
            value = str(value)
    except (TypeError, ValueError):
        return None, Problem("bad_option_value", f"Option “{key}” takes {_KIND_OF_VALUE[type(default)]} (like {setting_text(default)}), not {as_sent(sent)}.")
    if isinstance(value, int | float) and not isinstance(value, bool) and not abs(value) <= LARGEST_NUMBER:
        # NaN, infinity, or too large to score or pay with.
        return None, Problem("bad_option_value", f"Option “{key}” takes a number up to {LARGEST_NUMBER:,} (like {default!r}).")
    minimum = spec.metadata.get("minimum", 0)
    if isinstance(value, int | float) and not isinstance(value, bool) and value < minimum:
        return None, Problem("bad_option_value", f"Option “{key}” cannot be less than {minimum:g} (like {default!r}); {value!r} is.")
    if choices and value not in choices:
        allowed = ", ".join(map(str, choices))  # the stored values, which a file or a request writes
        return None, Problem("bad_option_value", f"Option “{key}” must be one of: {allowed}; {value!r} is not.")
    return value, None


def build_options(options_class, *layers: dict) -> tuple[Any, list[Problem]]:
    """The options object from the defaults overlaid by each layer of values in turn."""
    values: dict[str, Any] = {}
    problems: list[Problem] = []
    for layer in layers:
        for key, raw in (layer or {}).items():
            value, problem = check_option(options_class, key, raw)
            if problem:
                problems.append(problem)
            else:
                values[key] = value
    return options_class(**values), problems
