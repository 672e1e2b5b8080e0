"""The one entry point: score(hand, spec) -> Result. The page, the JSON API and the `score`
command all come through here."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from functools import lru_cache

from .arrange import arrangements, standard, waits
from .custom import (
    custom_counts,
    custom_shapes,
    invented_limit_hands,
    invented_patterns,
    prepare_custom_patterns,
)
from .errors import INCOMPLETE_CODES, Problem
from .hand import Hand, read_hand
from .options import build_options
from .resolve import counted_lines
from .records import quick_constructor, without_class_defaults
from .schemes import Line, Score, additive, doubling, listed, number, passed_over
from .sets import SetKind, TileSet
from .spec import RuleSpec, cached_on, spec_under
from .systems import SYSTEMS, RuleSystem
from .view import HandView


@without_class_defaults
@dataclass(frozen=True)
class Payment:
    payer: str  # a seat wind E/S/W/N, or a role such as "discarder" when the seat is unknown
    payee: str
    amount: float
    reason: str = ""  # what a payment outside the hand's score is for (classical: all four flowers, at once)

    def as_dict(self) -> dict:
        paid = {"payer": self.payer, "payee": self.payee, "amount": number(self.amount)}
        return {**paid, "reason": self.reason} if self.reason else paid


@without_class_defaults
@dataclass(frozen=True)
class Result:
    rules: str
    valid: bool
    winning: bool = False
    total: float = 0
    lines: tuple[Line, ...] = ()
    sets: tuple[TileSet, ...] = ()
    shape: str | None = None
    errors: tuple[Problem, ...] = ()
    warnings: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()
    # Why a hand played as a win is not one (below the minimum, too few fan, an illegal call).
    refusal: str | None = None
    tile_count: int = 0
    tiles_required: int = 14
    # The tiles that would complete a hand one tile short; empty for a complete hand.
    waits: tuple[str, ...] = ()
    points: float | None = None
    doubles: int | None = None
    limited: bool = False
    settlement: tuple[Payment, ...] = ()
    rule_set_name: str = ""
    version: str = ""
    extra: dict = field(default_factory=dict)
    # Patterns the hand holds and the score set aside for the tiles' other value, worth more (an
    # invented limit hand, a limit or special hand under intrinsic_value_if_higher): (key, the note
    # that says so) each, for the rules page (why_passed_over). Not in as_dict: the note is in `notes`.
    passed_over: tuple[tuple[str, str], ...] = ()

    def why_passed_over(self, key: str) -> str:
        """The note saying why this pattern, found in the hand, was set aside ("" where it was not)."""
        return next((note for passed, note in self.passed_over if passed == key), "")

    @property
    def incomplete_only(self) -> bool:
        """The only problems say the hand is not finished yet (shown as progress)."""
        return bool(self.errors) and all(p.code in INCOMPLETE_CODES for p in self.errors)

    @property
    def arrangement(self) -> list[str]:
        return [str(s) for s in self.sets]

    def as_dict(self) -> dict:
        data = {
            "rules": self.rules,
            "rule_set": {"name": self.rule_set_name, "version": self.version},
            "valid": self.valid,
            "winning": self.winning,
            "total": number(self.total),
            "patterns": [line.as_dict() for line in self.lines],
            "arrangement": self.arrangement,
            "shape": self.shape,
            "errors": [p.as_dict() for p in self.errors],
            "warnings": list(self.warnings),
            "notes": list(self.notes),
            "refusal": self.refusal,
            "tiles": {"count": self.tile_count, "required": self.tiles_required},
            "waits": list(self.waits),
        }
        if self.points is not None:
            data["points"] = number(self.points)
            data["doubles"] = self.doubles
        data["limited"] = self.limited
        data["settlement"] = [p.as_dict() for p in self.settlement]
        data.update(self.extra)
        return data


def unknown_rules_result(slug: str, known: list[str]) -> Result:
    listed = ", ".join(known) or "none"
    return Result(slug, False, errors=(Problem("unknown_rules", f"There is no rule set “{slug}”. Rule sets: {listed}."),))


def score_data(data: dict, spec: RuleSpec) -> Result:
    """Read a hand dict (shared/hand-format.md) and score it under the spec."""
    reading = read_hand(data)
    if reading.hand is None:
        return Result(spec.slug, False, errors=reading.problems, rule_set_name=spec.name, version=spec.version)
    return score(reading.hand, spec, reading.problems, reading.warnings)


def score_each_wait(data: dict, spec: RuleSpec, waiting_on: Iterable[str]) -> tuple[tuple[str, Result], ...]:
    """A hand one tile short scored on each tile it waits on in turn, ended as its flags say."""
    return tuple((code, score_data({**data, "winning_tile": code}, spec)) for code in waiting_on)


def score(hand: Hand, spec: RuleSpec, problems=(), warnings=()) -> Result:
    """Score a hand under a rule set; every problem with the input comes back in `errors`."""
    base = dict(rules=spec.slug, rule_set_name=spec.name, version=spec.version,
                tile_count=hand.tile_count, tiles_required=hand.tiles_required, warnings=tuple(warnings))
    system = cached_on(spec, "_system", lambda: SYSTEMS.get(spec.system))
    if system is None:
        return Result(valid=False, errors=(Problem("unknown_system", f"The rule set names an unknown rule system “{spec.system}”."),), **base)
    options, option_problems = _options(system, spec, hand)
    if hand.bonus and system.bonus_ignored is not None and (why := system.bonus_ignored(options)):
        base["warnings"] += (f"The flowers and seasons were not counted: {why}",)
    if hand.flags:
        explained = system.flag_notes(hand, spec, options) if system.flag_notes is not None else {}
        base["warnings"] += (*explained.values(), *_boxes_switched_off(hand, spec, system, explained))
    spec = spec_under(spec, options, keep=not hand.options)
    problems = tuple(problems) + tuple(option_problems) if problems or option_problems else ()
    ready = not problems or all(p.code in INCOMPLETE_CODES for p in problems)
    if ready and hand.winner and system.special_result is not None:
        # A claimed win may be scored even when the tiles are short (an illegal call).
        special = system.special_result(hand, spec, options, base)
        if special is not None:
            return special
    if not hand.winner and system.score_non_winner is None:
        # Said before what else is wrong with it: a losing hand's tile count means nothing here, and
        # "remove 1" would send the player the wrong way.
        return Result(valid=False, errors=(Problem("winner_only", f"{system.name} scores only the winning hand."),), **base)
    if problems:
        return Result(valid=False, errors=problems, waits=_waits_if_ready(hand, system, options, spec) if ready else (), **base)
    if not hand.winner:
        return system.score_non_winner(hand, spec, options, base)

    shapes = system.shapes(options)
    candidates = arrangements(hand, shapes)
    # Shapes of the rule set's invented hands: their readings score only the invented hands.
    own_readings = len(candidates)
    spec = prepare_custom_patterns(spec)
    extra_shapes = custom_shapes(spec)
    if extra_shapes:
        shapes = list(shapes) + extra_shapes
        candidates += [a for a in arrangements(hand, extra_shapes) if a not in candidates]
    message = "These 14 tiles do not make a complete hand: they cannot be read as four sets and a pair, or as a special hand of this rule set."
    if not candidates:
        why = system.no_shape_message(hand, spec, options) if system.no_shape_message is not None else None
        return Result(valid=False, errors=(Problem("no_winning_shape", why or _chow_limit_message(hand, shapes) or message),), **base)

    hand_waits: list[frozenset] = []

    def waits_once():
        if not hand_waits:
            hand_waits.append(waits(hand, shapes))
        return hand_waits[0]

    best: tuple | None = None
    for position, arrangement in enumerate(candidates):
        view = HandView(hand, arrangement, options, waits_once)
        scored = _score_arrangement(view, spec, system, position >= own_readings, reuse_scores=not hand.options)
        if scored is None:
            continue
        # Tie-breaks, in order: the higher total, then the higher sum before any cap, then
        # the earlier arrangement (so equal readings always show the same one).
        key = (scored.total, scored.uncapped, -position)
        if best is None or key > best[0]:
            best = (key, scored, arrangement, view)
    if best is None:
        return Result(valid=False, errors=(Problem("no_winning_shape", message),), **base)
    _, scored, arrangement, view = best
    lines = scored.lines
    if system.sets_used is not None:
        # Once per request, for the chosen reading: new Lines (the cached ones stay as they are).
        used = system.sets_used(lines, view, spec, options)
        if used:
            lines = tuple([line.with_sets(used[line.key]) if line.key in used else line for line in lines])
    result = _new_result(
        valid=True,
        winning=scored.towards_minimum >= spec.minimum,
        total=scored.total,
        lines=lines,
        sets=arrangement.sets,
        shape=arrangement.shape,
        notes=scored.notes,
        passed_over=scored.passed_over,
        refusal=scored.refusal or _below_minimum_refusal(scored, spec),
        points=scored.points,
        doubles=scored.doubles,
        limited=scored.limited,
        **base,
    )
    if system.settle is not None and result.winning:
        # The settle hook reads the finished result; its payments are set on that same
        # object before anyone else sees it (cheaper than building a second Result).
        object.__setattr__(result, "settlement", tuple(system.settle(result, hand, spec, options)))
    elif system.settle_refused is not None:
        object.__setattr__(result, "settlement", tuple(system.settle_refused(result, hand, spec, options)))
    return result


def _boxes_switched_off(hand: Hand, spec: RuleSpec, system: RuleSystem, explained) -> tuple[str, ...]:
    """A ticked box that counts for nothing because the rule set switched off every pattern that could
    score it for this win (RuleSystem.flag_patterns; drawn or on a discard), said in the page's order,
    so that it is never silently worth nothing; not of a box the system's own note explains already."""
    if not hand.winner:
        return ()  # a loser's boxes are the system's to explain (British: for the winner only)
    cannot = system.discard_only if hand.self_drawn else system.drawn_only
    said = []
    for flag in system.flags:
        if flag not in hand.flags or flag in explained:
            continue
        keys = [key for key in system.flag_patterns.get(flag, ()) if key not in cannot]
        if not keys or not spec.enabled_keys.isdisjoint(keys):
            continue
        names = [p.name for p in map(spec.pattern, keys) if p is not None]
        off = f": it switches off {listed(names)}" if names else ""
        said.append(f"“{system.label(flag)}” counts for nothing under {spec.name or spec.slug}{off}.")
    return tuple(said)


def _chow_limit_message(hand: Hand, shapes) -> str | None:
    """Where the rule set's cap on chows is all that stops four sets and a pair, say so."""
    limits = [limit for limit in (getattr(shape, "standard_max_chows", None) for shape in shapes) if limit is not None]
    if not limits:
        return None
    readings = arrangements(hand, [standard()])
    if not readings:
        return None
    fewest = min(sum(s.kind is SetKind.CHOW for s in reading.sets) for reading in readings)
    most = max(limits)
    return (f"These 14 tiles make four sets and a pair only with {fewest} chow{'s' if fewest != 1 else ''}, and this rule set allows at most "
            f"{most} chow{'s' if most != 1 else ''} in a hand, so they cannot go out under it (house rules may allow more: option max_chows).")


def _score_arrangement(view: HandView, spec: RuleSpec, system: RuleSystem, invented_only: bool = False,
                       reuse_scores: bool = False) -> Score | None:
    """The score of one reading (its view; the spec at its values under the view's options, see
    spec_under); a reading only an invented hand's shape allows scores only the invented hands
    (None when none of them fits it)."""
    options = view.options
    found = {}
    if not invented_only:
        # Only the patterns present are kept: most of a system's patterns are absent from a hand.
        gates = system.gates(view) if system.gates is not None else None
        for needs, group in _enabled_functions(spec, system):
            if needs and not gates[needs]:
                continue
            for key, function in group:
                count = function(view)
                if count:
                    found[key] = int(count)
    if system.adjust is not None and not invented_only:
        found = system.adjust(found, view, spec, options)
    limit_hands: list[str] = []
    if invented_patterns(spec):
        found.update(custom_counts(spec, view))
        limit_hands = [key for key in invented_limit_hands(spec) if found.get(key)]
    if invented_only and not any(found.values()):
        return None
    # Many readings share their counted patterns: where the system has no total of its own
    # (which might look at the hand), the Score of a set of counts is worked out once per rule
    # set (with its own options: a hand with options of its own is scored afresh).
    reusable = reuse_scores and not invented_only and system.total is None
    if reusable:
        known = cached_on(spec, "_scores", dict)
        counts_key = tuple(found.items())
        scored = known.get(counts_key)
        if scored is not None:
            return scored
    scored = _score_counts(found, view, spec, system, invented_only)
    if limit_hands:
        # Rare (an invented limit hand of an additive rule set is in this reading): decided
        # before the Score is kept, so a kept Score is always the higher of the two.
        scored = _limit_hand_or_more(scored, found, limit_hands, view, spec, system, invented_only)
    if reusable:
        if len(known) >= SCORE_CACHE_SIZE:
            known.clear()
        known[counts_key] = scored
    return scored


def _score_counts(found: dict[str, int], view: HandView, spec: RuleSpec, system: RuleSystem, invented_only: bool) -> Score:
    """The Score of the patterns found in a reading: those that count (resolve), totalled by the
    system's own total or by the rule set's scheme."""
    lines = counted_lines(found, spec, system.fallbacks)
    if system.total is not None and not invented_only:
        return system.total(lines, view, spec, view.options)
    if spec.scheme == "doubling":
        return doubling(lines, spec.limit)
    return additive(lines, spec.limit, getattr(view.options, "limit_mode", "alone"))


def _limit_hand_or_more(scored: Score, found: dict[str, int], limit_hands: list[str], view: HandView, spec: RuleSpec,
                        system: RuleSystem, invented_only: bool) -> Score:
    """An invented limit hand scores its share of the limit, or the hand's other patterns where
    they are worth more (what the hand would score were the hand not invented): each invented limit
    hand found (`limit_hands`, highest first) is taken away in turn and the reading scored again.
    The highest stands, a win before a hand short of the minimum; on a tie, the limit hand."""
    def rank(candidate: Score) -> tuple[bool, float]:
        return candidate.towards_minimum >= spec.minimum, candidate.total

    best, set_aside = scored, 0
    rest = dict(found)
    for taken, key in enumerate(limit_hands, 1):
        rest[key] = 0
        if invented_only and not any(rest.values()):
            break  # a reading only invented hands allow is no hand without them
        candidate = _score_counts(rest, view, spec, system, invented_only)
        if rank(candidate) > rank(best):
            best, set_aside = candidate, taken
    if best is scored:
        return scored
    by_key = spec._by_key()
    names = " or ".join(by_key[key].name for key in limit_hands[:set_aside])
    note = (f"{names} would score {number(scored.total)}; the hand's other patterns are worth more "
            f"({number(best.total)}), and are scored instead.")
    return replace(best, notes=(note, *best.notes), passed_over=passed_over(limit_hands[:set_aside], note))


# Scores kept per rule set for sets of counted patterns (see _score_arrangement); emptied when full.
SCORE_CACHE_SIZE = 20_000


# Result(**values) without the frozen dataclass's field-by-field __init__ (a scored hand's hot path).
_new_result = quick_constructor(Result)


def _enabled_functions(spec: RuleSpec, system: RuleSystem) -> tuple:
    """The system's patterns that the rule set counts, as (gate, ((key, function), ...)) groups
    (gate "" for patterns without one), worked out once per spec."""
    def grouped() -> tuple:
        groups: dict[str, list] = {}
        for p in system.patterns:
            if p.key in spec.enabled_keys:
                groups.setdefault(p.needs if system.gates is not None else "", []).append((p.key, p.function))
        return tuple((needs, tuple(group)) for needs, group in groups.items())

    return cached_on(spec, "_enabled_functions", grouped)


def _options(system: RuleSystem, spec: RuleSpec, hand: Hand):
    """The options object; the rule set's own are built once per spec and reused."""
    if hand.options:
        return build_options(system.options, spec.options, hand.options)
    return cached_on(spec, "_options", lambda: build_options(system.options, spec.options))


def _below_minimum_refusal(scored: Score, spec: RuleSpec) -> str | None:
    if spec.minimum and scored.towards_minimum < spec.minimum:
        return _below_minimum(spec.minimum, scored.towards_minimum, scored.total)
    return None


@lru_cache(maxsize=256)
def _below_minimum(minimum: float, points: float, total: float) -> str:
    # The total shown above this reason counts the flowers: without the second figure, a hand shown
    # as 8 points "has 7" reads as a mistake.
    with_bonus = f" ({total:g} with the bonus tiles)" if total != points else ""
    return f"Not a win: the hand needs at least {minimum:g} points (not counting bonus tiles) and has {points:g}{with_bonus}."


def _waits_if_ready(hand: Hand, system: RuleSystem, options, spec: RuleSpec) -> tuple[str, ...]:
    """While a winning hand is one tile short, the tiles that would complete it (the rule set's
    invented hands included, as for a complete hand's waits)."""
    if not hand.winner or hand.winning_tile is not None or hand.tile_count != 13:
        return ()
    found = waits(hand, list(system.shapes(options)) + custom_shapes(prepare_custom_patterns(spec)))
    return tuple(str(t) for t in sorted(found, key=lambda t: t.index))

