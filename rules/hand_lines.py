"""Many hands written down: lines of text read as hands and each scored. A line is a hand in the
one-line notation, or JSON (a hand, or a list of hands) on that line or spread over several
(pretty-printed, as most tools save JSON). The `score` command reads the lines from a file, the
batch page (/batch) from a pasted text; both answer each hand with the JSON the API gives."""

from __future__ import annotations

import json
import re
from collections import deque
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from .engine.notation import NotationError, parse_line
from .scoring import KeyGivenTwice, TooDeeplyNested, hand_answer, read_json

# A JSON hand or list of hands may be spread over at most this many lines (a list of a few
# thousand pretty-printed hands); past it, the lines are read one by one again.
JSON_BLOCK_LINES = 100_000
_JSON_START = re.compile(r"\{|\[\s*(?:[{\]\"]|$)")


@dataclass(frozen=True)
class WrittenHand:
    """One hand found in the lines: where it is written, what is written there (a line of notation,
    or the JSON read: a hand's object, or whatever else a list held), and the fields it gives the
    engine, read once; for lines that could not be read as a hand, their text as written, and the
    problem (a code and a message)."""

    line: int
    written: object = None
    last_line: int | None = None  # where JSON spread over several lines ends
    place: int | None = None  # its place in a JSON list of hands, counted from 1
    problem: tuple[str, str] | None = None
    data: object = None  # the notation parsed into a hand's fields, or the JSON as it is

    def where(self) -> dict:
        """Where the hand is written, as its answer says it first."""
        where = {"line": self.line}
        if self.last_line is not None and self.last_line > self.line:
            where["last_line"] = self.last_line
        if self.place is not None:
            where["hand"] = self.place
        return where

    @property
    def written_as(self) -> str:
        """How the hand was written, which its answer says when it tells how to mark the winning tile."""
        return "notation" if isinstance(self.written, str) else "json"


def read_written(line: int, written: object, **where) -> WrittenHand:
    """A hand as written (a line of notation, or a value of JSON) with its fields read from it."""
    if not isinstance(written, str):
        return WrittenHand(line, written, data=written, **where)
    try:
        return WrittenHand(line, written, data=parse_line(written), **where)
    except NotationError as error:
        return WrittenHand(line, written, problem=("unreadable_line", str(error)), **where)


def hands_written(lines: Iterable[tuple[str, str | None]]) -> Iterator[WrittenHand]:
    """Each hand in the lines, in order: one a line, or each hand of JSON spread over several.
    A line comes with None, or why it could not be read as text (the command's bad encoding).
    Blank lines and comments (#) are no hands."""
    source = enumerate(lines, start=1)
    read_ahead: deque = deque()  # lines read past a JSON block that turned out not to be one

    def next_line():
        return read_ahead.popleft() if read_ahead else next(source, None)

    while (item := next_line()) is not None:
        number, (line, problem) = item
        line = line.strip()
        if problem is None and (not line or line.startswith("#")):
            continue
        if problem is not None:
            yield WrittenHand(number, line, problem=("bad_encoding", problem))
            continue
        if not looks_like_json(line):
            yield read_written(number, line)
            continue
        data, text, unused, last = json_block(line, number, next_line)
        read_ahead.extendleft(reversed(unused))
        # Each answer to JSON spread over lines says where it ends, so that every line is accounted for.
        if isinstance(data, JsonProblem):
            yield WrittenHand(number, text, last_line=last, problem=("unreadable_line", str(data)))
        elif data == []:
            yield WrittenHand(number, text, last_line=last, problem=("unreadable_line", "This JSON list holds no hands."))
        elif isinstance(data, list):
            for place, hand in enumerate(data, start=1):
                yield read_written(number, hand, last_line=last, place=place)  # a string in a list of hands is a hand in the notation
        else:
            yield read_written(number, data, last_line=last)


def answer(hand: WrittenHand, rules: str | None = None) -> dict:
    """The JSON answer for one hand (the API's, after where it is written); `rules` is the rule set
    of a hand that names none."""
    if hand.problem is not None:
        return {**hand.where(), **unreadable(*hand.problem)}
    return {**hand.where(), **hand_answer(hand.data, hand.written_as, rules)}


def answers(lines: Iterable[tuple[str, str | None]], rules: str | None = None) -> Iterator[dict]:
    """The answer for each hand in the lines."""
    return (answer(hand, rules) for hand in hands_written(lines))


def unreadable(code: str, message: str) -> dict:
    return {"valid": False, "errors": [{"code": code, "message": message}]}


def looks_like_json(line: str) -> bool:
    """Whether a line starts a JSON hand or list of hands: `{`, or `[` before `{`, `]`, `"` or
    nothing (alone, `[` opens a concealed kong in the notation: `[7777z] 123m ...`)."""
    return _JSON_START.match(line) is not None


class JsonProblem(str):
    """Why the JSON starting on a line could not be read."""


def json_block(first: str, number: int, next_line) -> tuple:
    """The JSON value that starts with line `first` (number `number`) and may go on over the next
    lines, or a JsonProblem for it; its text; the lines read past it that are not part of it; and
    the number of its last line. JSON never closed (a `{` alone) gives back every line after the
    first, to be read on its own."""
    parts, taken = [first], []
    depth = bracket_depth(first)
    while depth > 0:  # the lines are read until the brackets close, then parsed once
        item = next_line() if len(taken) < JSON_BLOCK_LINES else None
        if item is None or item[1][1] is not None:  # the input ended, or a line that is not text
            if item is not None:
                taken.append(item)
            more = f" in it and the {len(taken)} lines after it" if taken else ""
            return JsonProblem(f"This line starts JSON whose brackets are never closed{more}: a hand in JSON is one "
                               "object, on one line or spread over several."), first, taken, number
        taken.append(item)
        parts.append(item[1][0].rstrip("\r\n"))  # as in the file, so that a column is its column there
        depth += bracket_depth(parts[-1])
    last, text = number + len(taken), "\n".join(parts)
    try:
        return read_json(text), text, [], last
    except json.JSONDecodeError as error:
        # Copied from a document or typed on a phone, JSON's quotes come curly (“rules”: “mcr”):
        # read as the straight quotes they stand for, where that makes it JSON.
        if (straightened := text.translate(STRAIGHT_QUOTES)) != text:
            try:
                return read_json(straightened), text, [], last
            except (TooDeeplyNested, ValueError):
                pass  # not JSON that way either: what is wrong as pasted is what to say
        where = (f" (line {number + error.lineno - 1}, column {error.colno}, in the JSON on lines {number} to {last})"
                 if taken else "")
        return JsonProblem(f"This is not valid JSON: {error.msg}{where}."), text, [], last
    except (TooDeeplyNested, KeyGivenTwice) as error:
        return JsonProblem(error), text, [], last
    except ValueError as error:  # a number of more digits than Python reads
        return JsonProblem(f"This is not valid JSON: {error}."), text, [], last


STRAIGHT_QUOTES = str.maketrans({"“": '"', "”": '"', "„": '"'})


def bracket_depth(line: str) -> int:
    """How many more arrays and objects a line of JSON opens than it closes (brackets in strings
    not counted; a JSON string never runs past the end of its line)."""
    if '"' not in line:
        return line.count("{") + line.count("[") - line.count("}") - line.count("]")
    depth, in_string, escaped = 0, False, False
    for char in line:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "{[":
            depth += 1
        elif char in "}]":
            depth -= 1
    return depth


_LINE_BREAK = re.compile(r"\r\n|\r|\n")


def pasted_lines(text: str) -> Iterator[tuple[str, None]]:
    """Pasted text as lines to read: broken where a file's lines break (LF, CRLF, a lone CR), as
    the command reads a file, so that line numbers are the same in both; every line is text."""
    start = 0
    for line_break in _LINE_BREAK.finditer(text):
        yield text[start:line_break.start()], None
        start = line_break.end()
    yield text[start:], None
