"""Scoring schemes: how counted pattern lines become a total.

Additive (Zung Jung, MCR): pattern values add up, optionally capped; a pattern worth more
than the cap scores alone. Doubling (British, classical Chinese): basic points times two
to the power of the doubles, capped at the limit; a limit hand scores its share of the limit.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from .records import quick_constructor, without_class_defaults
from .spec import Unit
from .tiles import parse_tiles


@without_class_defaults
@dataclass(frozen=True)
class Line:
    """One counted pattern, as shown: `points` is value × count in the pattern's unit."""

    key: str
    name: str
    value: float
    count: int
    unit: Unit = Unit.POINTS
    chinese: str = ""
    # The notation of each set the pattern used ("123m", "555p"), where the system says
    # (RuleSystem.sets_used); filled in for the chosen arrangement only.
    sets: tuple[str, ...] = ()

    @property
    def points(self) -> float:
        return self.value * self.count

    def with_sets(self, sets) -> Line:
        """A copy of this line naming the given TileSets (this line, perhaps cached, is untouched)."""
        line = object.__new__(Line)  # without the frozen dataclass's __init__: once per line shown
        state = line.__dict__
        state.update(self.__dict__)
        known = _NOTATIONS.get  # (the usual case inline: a call per set costs more than the lookup)
        state["sets"] = tuple([known((s.kind, s.tile)) or _notation(s) for s in sets])
        return line

    @property
    def set_tiles(self) -> tuple[tuple[str, ...], ...]:
        """The tile codes of each set in `sets`, for showing them as tiles."""
        return tuple(tuple(str(t) for t in parse_tiles(s)) for s in self.sets)

    def as_dict(self) -> dict:
        data = {
            "key": self.key, "name": self.name, "chinese": self.chinese, "value": number(self.value),
            "count": self.count, "points": number(self.points), "unit": str(self.unit),
        }
        if self.sets:
            data["sets"] = list(self.sets)
        return data


@without_class_defaults
@dataclass(frozen=True)
class Score:
    total: float
    lines: tuple[Line, ...]
    towards_minimum: float = 0
    uncapped: float = 0
    points: float | None = None  # basic points, doubling schemes only
    doubles: int | None = None
    limited: bool = False
    notes: tuple[str, ...] = field(default_factory=tuple)
    refusal: str | None = None  # why a hand played as a win is not one, by the scheme's own rule
    # Patterns found and set aside for the tiles' other value, worth more (a limit or special hand):
    # (key, the note that says so) each.
    passed_over: tuple[tuple[str, str], ...] = ()


def passed_over(keys: Iterable[str], note: str) -> tuple[tuple[str, str], ...]:
    """Score.passed_over for these keys, all set aside as one note says."""
    return tuple((key, note) for key in keys)


_NOTATIONS: dict = {}


def _notation(tile_set) -> str:
    """The notation of a set ("123m", "555z"), kept per kind and tile."""
    key = (tile_set.kind, tile_set.tile)
    found = _NOTATIONS.get(key)
    if found is None:
        found = _NOTATIONS[key] = str(tile_set)
    return found


def number(value: float) -> float | int:
    """A score as people write it: 40, not 40.0 (0.5 stays 0.5)."""
    return int(value) if float(value).is_integer() else value


def listed(words: list[str], conjunction: str = "and") -> str:
    """Words in a list as a sentence has them: "S", "S and W", "S, W and N"."""
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} {conjunction} {words[-1]}"


def limit_in_force(limit: float | None, limit_mode: str = "alone") -> float | None:
    """The limit a hand is held to: none when none is set, or when the limit mode "none" ignores it."""
    return None if not limit or limit_mode == "none" else limit


def additive(lines: list[Line], limit: float | None, limit_mode: str = "alone") -> Score:
    """Sum the lines. With a limit: `alone` lets a pattern worth more than the limit score
    by itself (the best such), `cap_all` caps everything, `none` ignores the limit."""
    uncapped = towards_minimum = 0
    for line in lines:  # one pass for both sums (every reading of every hand comes here)
        points = line.value * line.count
        uncapped += points
        if line.unit is not Unit.BONUS:
            towards_minimum += points
    if limit_in_force(limit, limit_mode) is None:
        return _new_score(total=uncapped, lines=tuple(lines), towards_minimum=towards_minimum, uncapped=uncapped)
    if limit_mode == "alone":
        above = [line for line in lines if line.unit is not Unit.BONUS and line.value > limit]
        if above:
            best = max(above, key=lambda line: line.value)
            note = f"{best.name} is worth more than the {number(limit)} limit, so it scores alone."
            return Score(best.value, (best,), best.value, uncapped, limited=True, notes=(note,))
    if uncapped > limit:
        note = f"The patterns add up to {number(uncapped)}, capped at the {number(limit)} limit."
        return Score(limit, tuple(lines), min(towards_minimum, limit), uncapped, limited=True, notes=(note,))
    return _new_score(total=uncapped, lines=tuple(lines), towards_minimum=towards_minimum, uncapped=uncapped)


_new_score = quick_constructor(Score)


def doubling(lines: list[Line], limit: float | None) -> Score:
    """Basic points × 2^doubles, capped at the limit; a limit-unit line scores its share of the limit."""
    limit_lines = [line for line in lines if line.unit is Unit.LIMIT]
    if limit_lines and limit:
        best = max(limit_lines, key=lambda line: line.value)
        total = limit * best.value
        return Score(total, (best,), total, total, limited=True)
    points = sum(line.points for line in lines if line.unit in (Unit.POINTS, Unit.BONUS))
    doubles = int(sum(line.points for line in lines if line.unit is Unit.DOUBLES))
    uncapped = points * 2 ** doubles
    total = min(uncapped, limit) if limit else uncapped
    notes = (f"{number(points)} × 2^{doubles} = {number(uncapped)}, over the limit of {number(limit)}.",) if total < uncapped else ()
    return Score(total, tuple(lines), total, uncapped, points, doubles, total < uncapped, notes)
