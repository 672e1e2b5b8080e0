"""British arithmetic: how the counted lines of one hand become its score.

An ordinary hand scores basic points × 2^doubles, capped at the limit. Three readings can
compete for the same hand, and the player takes the highest (MBR: a hand may be scored at
its intrinsic value when that is more):

- a special hand worth a share of the limit (a limit-unit line, won or fished for), plus its
  bonus tiles doubled only by their own doubles;
- Purity, which doubles the playing tiles' basic points three times and adds the bonus
  tiles apart (option `purity_mode="special"`);
- the ordinary reading of the same tiles.
"""

from __future__ import annotations

from ..schemes import Line, Score, doubling, number, passed_over
from ..spec import RuleSpec, Unit

# The lines that belong to the flowers and seasons: a special hand or Purity adds these
# apart, doubled only by each other.
BONUS_KEYS = frozenset({"bonus_tile", "own_flower", "own_season", "all_flowers", "all_seasons"})
PURITY_KEYS = frozenset({"purity", "fishing_purity"})
# The fishing values the tables give as "... or intrinsic value if greater" (british-scoring-tables.md
# §1.4); with `fishing_intrinsic_value="listed"` a hand fishing for another special hand scores its
# fishing value alone.
FISHING_OR_INTRINSIC = frozenset({"fishing_purity", "fishing_all_winds_and_dragons", "fishing_three_great_scholars",
                                  "fishing_four_blessings_hovering_over_the_door"})
LAST_DISCARD = "last_discard"


def _cap(value: float, limit: float | None) -> float:
    return min(value, limit) if limit else value


def _points(lines) -> float:
    return sum(line.points for line in lines if line.unit in (Unit.POINTS, Unit.BONUS))


def _doubles(lines) -> int:
    return int(sum(line.points for line in lines if line.unit is Unit.DOUBLES))


def _bonus_part(lines: list[Line], options) -> tuple[list[Line], float]:
    """The bonus tiles' lines and their value, doubled only by the bonus doubles (and by
    the last discard, with `final_discard_double_on_special_bonus`)."""
    part = [line for line in lines if line.key in BONUS_KEYS]
    if part and options.final_discard_double_on_special_bonus:
        part += [line for line in lines if line.key == LAST_DISCARD]
    if not any(line.unit is not Unit.DOUBLES for line in part):
        return [], 0
    return part, _points(part) * 2 ** _doubles(part)


def special_hand(lines: list[Line], limit: float | None, options) -> Score:
    """The best special hand's share of the limit, and the bonus tiles on top, capped at the limit
    (or at the hand's own value, where house rules make it worth more than one limit)."""
    best = max((line for line in lines if line.unit is Unit.LIMIT), key=lambda line: line.value)
    value = (limit or 0) * best.value
    shown, bonus = _bonus_part(lines, options) if options.special_hand_bonus_tiles else ([], 0)
    uncapped = value + bonus
    # A share above 1 (a club's double-limit hand) scores that many limits, as it does in the
    # classical rules and any points × doubles rule set; only what is added on top is capped.
    cap = max(limit, value) if limit else None
    total = _cap(uncapped, cap)
    notes = [f"{best.name}: {number(best.value)} × the limit of {number(limit or 0)} = {number(value)}."]
    notes += _bonus_and_cap_notes(shown, bonus, total, uncapped, cap, "the limit" if cap == limit else "the hand's own value")
    return Score(total, (best, *shown), total, uncapped, None, None, best.value >= 1 or total < uncapped, tuple(notes))


def _bonus_and_cap_notes(shown: list[Line], bonus: float, total: float, uncapped: float, limit: float | None,
                         cap_name: str = "the limit") -> list[str]:
    """The notes on bonus tiles added on top, and on the limit capping the total."""
    notes = []
    if bonus:
        notes.append(f"Bonus tiles: {number(_points(shown))} × 2^{_doubles(shown)} = {number(bonus)}, added.")
    if total < uncapped:
        notes.append(f"{number(uncapped)} is capped at {cap_name} of {number(limit)}.")
    return notes


def purity(lines: list[Line], limit: float | None, options) -> Score:
    """Playing tiles' basic points × 2^3 (one more for the last discard), bonus tiles apart."""
    line = next(line for line in lines if line.key in PURITY_KEYS)
    playing = [item for item in lines if item.unit is Unit.POINTS and item.key not in BONUS_KEYS]
    extra = [item for item in lines if item.key == LAST_DISCARD] if options.purity_final_discard_extra_double else []
    points, doubles = _points(playing), _doubles([line, *extra])
    shown, bonus = _bonus_part(lines, options)
    uncapped = points * 2 ** doubles + bonus
    total = _cap(uncapped, limit)
    notes = [f"{line.name}: {number(points)} × 2^{doubles} = {number(points * 2 ** doubles)}."]
    notes += _bonus_and_cap_notes(shown, bonus, total, uncapped, limit)
    seen = set()
    kept = [item for item in (line, *playing, *extra, *shown) if not (item.key in seen or seen.add(item.key))]
    return Score(total, tuple(kept), total, uncapped, points, doubles, total < uncapped, tuple(notes))


def _intrinsic_allowed(lines: list[Line], options) -> bool:
    """Whether the tiles' ordinary value may replace a special or fishing value that is lower."""
    if not options.intrinsic_value_if_higher:
        return False
    fishing = [line.key for line in lines if line.key.startswith("fishing_")]
    return not fishing or options.fishing_intrinsic_value == "any" or any(key in FISHING_OR_INTRINSIC for key in fishing)


def total(lines: list[Line], view, spec: RuleSpec, options) -> Score:
    """The highest of the readings this hand allows (see the module docstring)."""
    limit = spec.limit
    purity_apart = options.purity_mode == "special"
    candidates: list[Score] = []
    special = any(line.unit is Unit.LIMIT for line in lines)
    if special:
        candidates.append(special_hand(lines, limit, options))
    if purity_apart and any(line.key in PURITY_KEYS for line in lines):
        candidates.append(purity(lines, limit, options))
    plain = [line for line in lines if line.unit is not Unit.LIMIT and not (purity_apart and line.key in PURITY_KEYS)]
    if special and not options.special_hand_bonus_tiles:
        # Where a special hand ignores the bonus tiles (Kajongg), they cannot lift it by way of
        # the tiles' intrinsic value either: All Pair Honours with four flowers is still 500.
        plain = [line for line in plain if line.key not in BONUS_KEYS]
    if not candidates or _intrinsic_allowed(lines, options):
        candidates.append(doubling(plain, limit))  # the ordinary score: points × 2^doubles, capped
    # max keeps the first of equal totals: the special reading before the ordinary one.
    best = max(candidates, key=lambda score: score.total)
    if best is candidates[-1] and len(candidates) > 1:
        beaten = max(candidates[:-1], key=lambda score: score.total)
        note = f"Scored at the tiles' intrinsic value, {number(best.total)}, more than {beaten.lines[0].name} ({number(beaten.total)})."
        return Score(best.total, best.lines, best.towards_minimum, best.uncapped, best.points, best.doubles, best.limited, best.notes + (note,),
                     passed_over=passed_over((beaten.lines[0].key,), note))
    return best
