"""Many hands scored at once (/batch), for a tournament scorer checking a round's hands: a pasted
text read as `manage.py score` reads a file (rules.hand_lines), one row per hand, a summary line,
and the same rows as CSV. No scoring here: each row is the API's answer for its hand, as it is."""

from __future__ import annotations

import csv
import json
from dataclasses import dataclass
from enum import Enum
from itertools import islice

from rules.engine.hand import read_hand
from rules.engine.notation import NotationError, format_line, parse_line
from rules.hand_lines import WrittenHand, answer, hands_written, pasted_lines

from .links import page_url
from .templatetags.scores import amount

# A round of a large tournament is a few hundred hands; past this many, a paste is more likely a
# wrong file, and scoring it would keep the scorer waiting (`manage.py score` takes any number).
MAX_HANDS = 1_000


# Said after "paste them in parts": a scorer with a whole tournament's file can pass it on to whoever
# runs the calculator, who knows what the command is.
ANY_SIZE = "(Whoever runs this calculator can score a file of any size at once, with manage.py score.)"


class TooManyHands(ValueError):
    def __init__(self):
        super().__init__(f"This text holds more than {MAX_HANDS:,} hands, the most this page scores at once: "
                         f"paste them in parts. {ANY_SIZE}")


def written_hands(text: str) -> list[WrittenHand]:
    """The hands in a pasted text (blank lines and # comments are none), without scoring them yet;
    TooManyHands past MAX_HANDS, found before a single hand is scored."""
    hands = list(islice(hands_written(pasted_lines(text)), MAX_HANDS + 1))
    if len(hands) > MAX_HANDS:
        raise TooManyHands
    return hands


# Past this many characters, a hand's text is cut short in the table (a note written into a JSON hand,
# a paragraph pasted by mistake), so that its row stays a few lines tall, on a phone too. A hand in the
# notation, flags and all, is shorter; the whole text is the cell's title, and in the text field and the CSV.
SHOWN_LENGTH = 100


class Verdict(Enum):
    """What a hand came to: the table's word for it, and its row's class (for the stylesheet)."""

    WIN = ("win", "verdict-win")
    NOT_WON = ("not a win", "verdict-not-won")
    PROBLEM = ("problem", "verdict-problem")

    def __init__(self, words: str, css_class: str):
        self.words = words
        self.css_class = css_class


@dataclass(frozen=True)
class Row:
    """One hand scored, as the table and the CSV show it."""

    lines: str  # "3", or "3–7" for JSON spread over lines; for a hand of a JSON list, the line the list starts on
    place: int | None  # its place in a JSON list of hands
    written: str
    rules: str
    valid: bool
    winning: bool
    total: str
    patterns: tuple[str, ...]  # "Pure Straight 16", one a pattern
    refusal: str
    problems: tuple[str, ...]
    notes: tuple[str, ...]  # the engine's warnings about the input, and notes on how the total was reached
    calculator_url: str  # the hand on the calculator's page; empty when it is no hand the page could show

    @property
    def where(self) -> str:
        """Its line or lines, and its place in a JSON list: "3", "3–7", "3, hand 2"."""
        return self.lines if self.place is None else f"{self.lines}, hand {self.place}"

    @property
    def shown(self) -> str:
        """The hand's text as the table shows it: on one line, as HTML would show JSON spread over several,
        and cut short past SHOWN_LENGTH."""
        text = " ".join(self.written.split())
        return text[:SHOWN_LENGTH - 1].rstrip() + "…" if self.cut else text

    @property
    def cut(self) -> bool:
        return len(" ".join(self.written.split())) > SHOWN_LENGTH

    @property
    def verdict(self) -> Verdict:
        if not self.valid:
            return Verdict.PROBLEM
        return Verdict.WIN if self.winning else Verdict.NOT_WON


def scored_rows(hands: list[WrittenHand], rules: str, known_rules: set[str]) -> list[Row]:
    """Each hand scored under the rule set it names, or `rules` (the menu's) when it names none."""
    return [row(hand, answer(hand, rules), known_rules) for hand in hands]


def row(hand: WrittenHand, scored: dict, known_rules: set[str]) -> Row:
    return Row(
        lines=lines(hand.where()),
        place=hand.place,
        # A hand of a JSON list is shown on its own, not as the whole list written on its line.
        written=hand.written if isinstance(hand.written, str) else json.dumps(hand.written, ensure_ascii=False),
        rules=scored.get("rules") or "",
        valid=scored["valid"],
        winning=scored["valid"] and scored["winning"],
        total=str(scored["total"]) if scored["valid"] else "",
        patterns=tuple(pattern_text(line) for line in scored.get("patterns", ())),
        refusal=scored.get("refusal") or "",
        problems=tuple(error["message"] for error in scored["errors"]),
        notes=(*scored.get("warnings", ()), *scored.get("notes", ())),
        calculator_url=calculator_url(hand, scored.get("rules"), known_rules),
    )


def calculator_url(hand: WrittenHand, rules: str | None, known_rules: set[str]) -> str:
    """The hand on the calculator's page, under the rule set it was scored by; a hand with problems
    too, as there they can be put right tile by tile. Empty when the hand could not be read, or its
    rule set does not exist. The line is written afresh from the hand as the engine read it: JSON's
    `"self_drawn": "yes"` or `"seat_wind": "south"` would be lost or misread written as they are.
    Not where that loses a problem, a field the engine left out as unreadable (`seat=Q`, `+5x`):
    the page would show another hand (a win as East, 13 tiles) than the problem in the row; a line
    of notation goes as written instead, and the page shows the same problem; JSON gets no link."""
    if not isinstance(hand.data, dict) or rules not in known_rules:
        return ""
    read = read_hand(hand.data)
    if read.hand is None:
        return ""
    line = format_line(read.hand.to_dict())
    if read.problems and not same_problems(line, read.problems):
        if not isinstance(hand.written, str):
            return ""  # JSON: the page takes a line of notation, and no line says what the JSON got wrong
        line = hand.written.strip()
    return page_url(line, rules)


def same_problems(line: str, problems) -> bool:
    """Whether the line, read again, has the problems the hand had (none of them left out)."""
    try:
        again = read_hand(parse_line(line)).problems
    except NotationError:
        return False
    return sorted(p.code for p in again) == sorted(p.code for p in problems)


def lines(written_at: dict) -> str:
    """The line or lines a hand is written on (from WrittenHand.where): "3", or "3–7" for JSON spread over
    them; for a hand of a JSON list, the line the list starts on."""
    if "last_line" in written_at and "hand" not in written_at:
        return f"{written_at['line']}–{written_at['last_line']}"
    return str(written_at["line"])


def pattern_text(line: dict) -> str:
    """A scored pattern in a few words: "Pure Straight 16", "Pure Double Chow ×2 2", "Pung of dragons 1 double"."""
    count = f" ×{line['count']}" if line["count"] > 1 else ""
    return f"{line['name']}{count} {amount(line['points'], line['unit'])}"


def summary(rows: list[Row]) -> str:
    """"12 hands: 9 wins, 2 not a win, 1 with a problem" (the counts that are not 0)."""
    wins = sum(r.verdict is Verdict.WIN for r in rows)
    not_won = sum(r.verdict is Verdict.NOT_WON for r in rows)
    problems = len(rows) - wins - not_won
    parts = [f"{wins:,} win{'s' if wins != 1 else ''}" if wins else "",
             f"{not_won:,} not a win" if not_won else "",
             f"{problems:,} with {'a problem' if problems == 1 else 'problems'}" if problems else ""]
    return f"{len(rows):,} hand{'s' if len(rows) != 1 else ''}: {', '.join(part for part in parts if part)}"


CSV_COLUMNS = ("line", "hand", "rules", "valid", "winning", "total", "patterns", "refusal", "problems", "notes")


def write_csv(rows: list[Row], out) -> None:
    # A byte-order mark first: without it Excel reads the file as the PC's legacy code page, and the
    # engine's curly quotes and a hand's 東 came out as mojibake. Python's csv reads it with utf-8-sig.
    out.write("\ufeff")
    writer = csv.writer(out)
    writer.writerow(CSV_COLUMNS)
    for r in rows:
        writer.writerow([r.where, as_text(r.written), as_text(r.rules), yes_no(r.valid), yes_no(r.winning) if r.valid else "", r.total,
                         "; ".join(r.patterns), r.refusal, as_text(" ".join(r.problems)), " ".join(r.notes)])


def as_text(cell: str) -> str:
    """A cell of pasted text (a hand as written, a problem quoting it) that a spreadsheet would
    take for a formula (=, +, -, @ first: "+5p 123m…" is a hand) kept as text, with the quote mark
    spreadsheets read as "this is text"."""
    return "'" + cell if cell[:1] in ("=", "+", "-", "@", "\t", "\r") else cell


def yes_no(value: bool) -> str:
    return "yes" if value else "no"
