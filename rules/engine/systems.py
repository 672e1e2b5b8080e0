"""Rule systems: what the engine knows about each family of rules, as code.

A rule system bundles a pattern registry, its options, the hand shapes it accepts and the
hooks where it differs from the common path. Rule sets in the database name a system and
supply the data (values, names, exclusions, options). Each module in `patterns/` that
defines `SYSTEM` is registered here.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from . import patterns as patterns_package
from .arrange import Shape
from .hand import SYSTEM_FLAGS
from .patterns import PatternRegistry
from .records import without_class_defaults

FLAG_LABELS = {
    "self_drawn": "Self-drawn",
    "last_of_kind": "Last tile of its kind",
    "last_tile_in_wall": "Last tile of the wall",
    "kong_replacement": "Replacement tile after a kong",
    "robbing_kong": "Robbing a kong",
    "heavenly": "Heavenly hand (East wins on the deal)",
    "earthly": "Earthly hand (won on East's first discard)",
    "original_call": "Original call",
    "kong_on_kong": "Kong on kong",
    "fishing": "Was fishing (calling)",
}


@without_class_defaults
@dataclass(frozen=True)
class RuleSystem:
    key: str
    name: str
    patterns: PatternRegistry
    options: type
    shapes: Callable[[Any], Sequence[Shape]]
    flags: tuple[str, ...] = ("self_drawn",)
    flag_labels: dict[str, str] = field(default_factory=dict)
    # Whether any pattern reads the round (prevailing) wind; the page offers its menu only then.
    round_wind_scored: bool = True
    # What the system's source calls a group of patterns of which only the highest counts.
    family_word: str = "series"
    fallbacks: frozenset[str] = frozenset()
    # Hooks, each optional: see score.py for when they are called.
    # special_result(hand, spec, options, base) -> Result | None: scores a winning hand before
    #   any arrangement is tried (an illegal call, a situation-only limit hand); None = go on.
    special_result: Callable | None = None
    # adjust(found, view, spec, options) -> found: rework the pattern counts of one arrangement.
    # total(lines, view, spec, options) -> Score: a scheme of the system's own.
    # settle(result, hand, spec, options) -> [Payment]: who pays whom for a winning hand.
    # settle_refused(result, hand, spec, options) -> [Payment]: what is still paid for a hand
    #   played as a win and refused (below a minimum): classical all four flowers or seasons.
    # score_non_winner(hand, spec, options, base) -> Result: a hand that did not win.
    # settle_deal: see the field below.
    adjust: Callable | None = None
    total: Callable | None = None
    settle: Callable | None = None
    settle_refused: Callable | None = None
    score_non_winner: Callable | None = None
    # settle_deal(scores_by_seat, winner_seat_or_None, options) -> [Payment]: settle a whole deal
    #   from the four players' scores (systems where every player scores).
    settle_deal: Callable | None = None
    # losers_settle(options) -> bool: whether settle_deal has the losers settle their differences
    #   too (None: they do); the page says so above the deal.
    losers_settle: Callable | None = None
    # deal_thrower(options) -> bool: whether settle_deal pays by who threw the winning tile; it is
    #   then called with discarder= (a seat, or None for a self-drawn win). None: it never does.
    deal_thrower: Callable | None = None
    # deal_paid_at_once(result_lines) -> amount: what every other player pays a hand at once, outside
    #   its score (classical: all four flowers or seasons); settle_deal then takes paid_at_once=
    #   {seat: amount} and adds those payments, whoever won. None: the system has no such payment.
    deal_paid_at_once: Callable | None = None
    # washout_note: what the rules say of a deal nobody won beyond "nobody pays" (British: East
    #   keeps the deal), for the deal panel's wash-out message; "" where the source says nothing.
    washout_note: str = ""
    # east_factor(options) -> how many times the score East (the dealer) pays and is paid, where
    #   the system's settlement doubles East's share (settle, settle_deal, and the page's note).
    east_factor: Callable | None = None
    # gates(view) -> {name: bool}: cheap facts of one reading; a pattern registered with
    #   needs=name is skipped when its gate is false (it could not be present anyway).
    gates: Callable | None = None
    # sets_used(lines, view, spec, options) -> {key: (TileSet, ...)}: the sets each counted
    #   pattern used, for showing; called once per scored hand, for the chosen arrangement only.
    sets_used: Callable | None = None
    # bonus_ignored(options) -> str | None: why this rule set does not count flowers and seasons
    #   (its option for them is off), so a hand holding some is told they were ignored.
    bonus_ignored: Callable | None = None
    # flag_notes(hand, spec, options) -> {flag: note}: why a ticked situation the rules do not count for
    #   this hand scores nothing (MCR: a flower's replacement tile, a last tile with another held), so that
    #   a box the player ticked is never silently worth nothing; not said of a pattern the rule set leaves
    #   out (flag_patterns below says that), nor twice of one box.
    flag_notes: Callable | None = None
    # flag_patterns: the patterns that can score each situation box, for the step in score.py that says
    #   a ticked box counts for nothing because the rule set switched all of them off (Zung Jung's
    #   “Last tile of the wall” won on a discard once Final Discard is off). A box worth more than its
    #   patterns is not listed: self_drawn decides who pays and which sets are concealed; Zung Jung's
    #   same_tile_discarded_earlier and British fishing are read by the settlement and the loser's score.
    flag_patterns: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    # Of those patterns, the ones only a self-drawn win scores, and the ones only a win on a discard
    #   scores: a box counts for nothing when the patterns that could score it for this win are all off.
    drawn_only: frozenset[str] = frozenset()
    discard_only: frozenset[str] = frozenset()
    # no_shape_message(hand, spec, options) -> str | None: why tiles that make no winning hand are
    #   not one the player likely holds (British: The Gates of Heaven on a claimed tile the rule set
    #   refuses), in place of the general message; None = the general message.
    no_shape_message: Callable | None = None
    # left_out(options) -> {key}: patterns the options leave out entirely (classical: the jewel
    #   hands, or the four-flowers payment when that option scores a fan), so an edit of their
    #   value can be told it changes no hand under these options.
    left_out: Callable | None = None

    def label(self, flag: str) -> str:
        return self.flag_labels.get(flag) or FLAG_LABELS.get(flag) or flag.replace("_", " ").capitalize()


class _Systems(Mapping):
    """The registered systems, discovered on first use so that pattern modules may import
    anything from the engine (score, result) without an import cycle."""

    def __init__(self):
        self._found: dict[str, RuleSystem] | None = None

    def _systems(self) -> dict[str, RuleSystem]:
        if self._found is None:
            found = {}
            for module_info in pkgutil.iter_modules(patterns_package.__path__):
                module = importlib.import_module(f"{patterns_package.__name__}.{module_info.name}")
                system = getattr(module, "SYSTEM", None)
                if isinstance(system, RuleSystem):
                    found[system.key] = system
                    SYSTEM_FLAGS.update(system.flags)
            self._found = found
        return self._found

    def __getitem__(self, key: str) -> RuleSystem:
        return self._systems()[key]

    def __iter__(self):
        return iter(self._systems())

    def __len__(self) -> int:
        return len(self._systems())


SYSTEMS: Mapping[str, RuleSystem] = _Systems()
