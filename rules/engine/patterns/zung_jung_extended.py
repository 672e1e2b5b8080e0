"""Zung Jung extended: the mj-score-eval scoring guide (2016), 13 categories.

Where a pattern means the same as in official Zung Jung it is the same function, registered
here under the guide's own name; the rest are below. Per-set patterns (Wind Pung, Dragon
Pung, Two-Tailed Terminal Chows and Pungs) stack with the bigger patterns of their family,
as the guide's worked minimums show, so they carry no family in the built-in table.
"""

from __future__ import annotations

from dataclasses import dataclass
from operator import attrgetter

from ..arrange import arrangements
from ..options import option
from ..records import without_class_defaults
from ..resolve import counted_lines
from ..systems import RuleSystem
from ..tiles import GREEN_TILES, HONOURS, TILE_BY_CODE
from ..view import HandView, lazy_fact
from . import PatternRegistry
from . import zung_jung as zj

extended = PatternRegistry("zung-jung-extended")

# The guide's text lists 1, 3, 5, 7 bamboo, but its tile picture and its example hand use
# 1, 5, 7, 9 bamboo (the bamboo tiles printed in red); the picture is the default.
RED_TILES = {
    "1579s": frozenset(TILE_BY_CODE[c] for c in ("1s", "5s", "7s", "9s", "7z")),
    "1357s": frozenset(TILE_BY_CODE[c] for c in ("1s", "3s", "5s", "7s", "7z")),
}


@without_class_defaults
@dataclass(frozen=True)
class ZungJungExtendedOptions(zj.ZungJungRules):
    concealed_hand_for_irregular: bool = option(True, "Seven Pairs always scores Concealed Hand too (the guide); Thirteen Orphans never does.")
    all_red_tiles: str = option(
        "1579s", "The tiles of All Red: 1 5 7 9 bamboo and Red (the guide's picture and example) or 1 3 5 7 bamboo and Red (its text).",
        {"1579s": "1 5 7 9 bamboo and Red (as pictured)", "1357s": "1 3 5 7 bamboo and Red (as written)"})


# Gates of the patterns shared with official Zung Jung where this system's gates are finer
# than Zung Jung's own (the others keep Zung Jung's gate; see `gates` below).
SHARED_NEEDS = {
    "mixed_one_suit": "one_suit",
    "pure_one_suit": "one_suit",
    "nine_gates": "one_suit",
    "little_three_winds": "wind_pungs",
    "big_three_winds": "wind_pungs",
    "little_four_winds": "wind_pungs",
    "big_four_winds": "wind_pungs",
    "little_three_dragons": "dragon_pungs",
    "big_three_dragons": "dragon_pungs",
    "three_consecutive_pungs": "three_pungs",
    "four_consecutive_pungs": "three_pungs",
    "three_similar_pungs": "three_pungs",
    "three_concealed_pungs": "three_pungs",
    "four_concealed_pungs": "three_pungs",
    "three_identical_chows": "three_chows",
    "three_similar_chows": "three_chows",
    "nine_tile_straight": "three_chows",
    "four_identical_chows": "four_chows",
    "two_identical_chows_twice": "four_chows",
}
ZUNG_JUNG_REGISTERED = {p.function: p for p in zj.zung_jung}

# Patterns the guide shares with official Zung Jung, under the guide's names.
for key, function in {
    "chicken_hand": zj.chicken_hand,
    "all_chows": zj.all_sequences,
    "concealed_hand": zj.concealed_hand,
    "all_simples": zj.no_terminals,
    "all_pungs": zj.all_triplets,
    "two_concealed_pungs": zj.two_concealed_triplets,
    "three_concealed_pungs": zj.three_concealed_triplets,
    "four_concealed_pungs": zj.four_concealed_triplets,
    "one_kong": zj.one_kong,
    "two_kongs": zj.two_kong,
    "three_kongs": zj.three_kong,
    "four_kongs": zj.four_kong,
    "two_identical_chows": zj.two_identical_sequences,
    "two_identical_chows_twice": zj.two_identical_sequences_twice,
    "three_identical_chows": zj.three_identical_sequences,
    "four_identical_chows": zj.four_identical_sequences,
    "three_similar_chows": zj.three_similar_sequences,
    "little_three_similar_pungs": zj.small_three_similar_triplets,
    "three_similar_pungs": zj.three_similar_triplets,
    "nine_tile_straight": zj.nine_tile_straight,
    "three_consecutive_pungs": zj.three_consecutive_triplets,
    "four_consecutive_pungs": zj.four_consecutive_triplets,
    "mixed_one_suit": zj.mixed_one_suit,
    "pure_one_suit": zj.pure_one_suit,
    "nine_gates": zj.nine_gates,
    "mixed_lesser_terminals": zj.mixed_lesser_terminals,
    "pure_lesser_terminals": zj.pure_lesser_terminals,
    "mixed_greater_terminals": zj.mixed_greater_terminals,
    "pure_greater_terminals": zj.pure_greater_terminals,
    "little_three_winds": zj.small_three_winds,
    "big_three_winds": zj.big_three_winds,
    "little_four_winds": zj.small_four_winds,
    "big_four_winds": zj.big_four_winds,
    "little_three_dragons": zj.small_three_dragons,
    "big_three_dragons": zj.big_three_dragons,
    "all_honor_pungs": zj.all_honors,
    "seven_pairs": zj.seven_pairs,
    "thirteen_orphans": zj.thirteen_terminals,
    "final_draw": zj.final_draw,
    "final_discard": zj.final_discard,
    "win_on_kong": zj.win_on_kong,
    "robbing_a_kong": zj.robbing_a_kong,
    "blessing_of_heaven": zj.blessing_of_heaven,
    "blessing_of_earth": zj.blessing_of_earth,
}.items():
    shared = ZUNG_JUNG_REGISTERED[function]
    extended.pattern(key, needs=SHARED_NEEDS.get(key, shared.needs), each=shared.each)(function)


def _chow_ranks_by_suit(h: HandView) -> dict[str, list[int]]:
    """For each suit, the starting numbers of its chows, sorted (repeats kept)."""
    found: dict[str, list[int]] = {}
    for s in h.chows:
        found.setdefault(s.tile.suit, []).append(s.tile.rank)
    return {suit: sorted(ranks) for suit, ranks in found.items()}


# chow_ranks_by_suit(view), worked out once per reading and kept on the view.
lazy_fact("zje_chow_ranks", _chow_ranks_by_suit)
chow_ranks_by_suit = attrgetter("zje_chow_ranks")


def _runs_of_three(ranks) -> bool:
    distinct = set(ranks)
    return any({r + 1, r + 2} <= distinct or {r + 2, r + 4} <= distinct for r in distinct)


def _shifted(ranks: list[int], *shapes: tuple[int, ...]) -> bool:
    """Whether the sorted chow starts are n plus one of the offset shapes."""
    return any(tuple(r - ranks[0] for r in ranks) == shape for shape in shapes)


@extended.pattern()
def self_drawn(h: HandView) -> int:
    """The winning tile was drawn from the wall."""
    return int(h.self_drawn)


@extended.pattern(needs="honours")
def all_types(h: HandView) -> int:
    """Characters, circles, bamboo, winds and dragons all appear (not with Thirteen Orphans)."""
    if h.shape == "thirteen_orphans" or len(h.suits) != 3:
        return 0
    return int(any(t.is_wind for t in h.distinct_tiles) and any(t.is_dragon for t in h.distinct_tiles))


@extended.pattern()
def illegal_call(h: HandView) -> int:
    """Declaring a win with a hand that is not complete (scored by the special_result hook)."""
    return 0


@extended.pattern(needs="three_chows")
def three_consecutive_chows(h: HandView) -> int:
    """Three chows of one suit stepping up by one number each, or by two each."""
    return int(any(_runs_of_three(ranks) for ranks in chow_ranks_by_suit(h).values()))


@extended.pattern(needs="four_chows")
def three_consecutive_chows_twice(h: HandView) -> int:
    """Four chows of one suit holding two overlapping Three Consecutive Chows: n n+1 n+2 n+4 or n n+2 n+3 n+4."""
    return int(any(len(r) == 4 and _shifted(r, (0, 1, 2, 4), (0, 2, 3, 4)) for r in chow_ranks_by_suit(h).values()))


@extended.pattern(needs="four_chows")
def four_consecutive_chows(h: HandView) -> int:
    """Four chows of one suit stepping up by one number each, or by two each."""
    return int(any(len(r) == 4 and _shifted(r, (0, 1, 2, 3), (0, 2, 4, 6)) for r in chow_ranks_by_suit(h).values()))


@extended.pattern(needs="three_pungs")
def three_mothers(h: HandView) -> int:
    """Pungs of three consecutive numbers in one suit and a chow of those same three numbers."""
    pungs = {(s.tile.suit, s.tile.rank) for s in h.pungs if s.tile.is_suited}
    return int(any({(c.tile.suit, c.tile.rank + 1), (c.tile.suit, c.tile.rank + 2), (c.tile.suit, c.tile.rank)} <= pungs
                   for c in h.chows))


@extended.pattern(needs="two_chows", each="time")
def two_tailed_terminal_chows(h: HandView) -> int:
    """Each couple of a 123 and a 789 chow in the same suit."""
    return sum(min(ranks.count(1), ranks.count(7)) for ranks in chow_ranks_by_suit(h).values())


@extended.pattern(needs="two_pungs", each="time")
def two_tailed_terminal_pungs(h: HandView) -> int:
    """Each suit with both a pung (or kong) of 1 and one of 9."""
    pungs = {(s.tile.suit, s.tile.rank) for s in h.pungs}
    return sum(1 for suit in "mps" if (suit, 1) in pungs and (suit, 9) in pungs)


@extended.pattern(needs="two_pungs")
def two_tailed_terminals(h: HandView) -> int:
    """111, 123, 789 and 999 of one suit."""
    pungs = {(s.tile.suit, s.tile.rank) for s in h.pungs}
    return int(any({1, 7} <= set(ranks) and {(suit, 1), (suit, 9)} <= pungs for suit, ranks in chow_ranks_by_suit(h).items()))


def _terminal_mountain(h: HandView, terminals: int) -> int:
    if not (zj.pure_one_suit(h) and zj.pure_lesser_terminals(h)):
        return 0
    return int(sum(1 for t in h.tiles if t.is_terminal) == terminals)


@extended.pattern(needs="one_suit")
def little_mountain(h: HandView) -> int:
    """Pure One-Suit with every set and the pair holding a terminal, using exactly six terminal tiles."""
    return _terminal_mountain(h, 6)


@extended.pattern(needs="one_suit")
def big_mountain(h: HandView) -> int:
    """Pure One-Suit with every set and the pair holding a terminal, using all eight terminals of the suit."""
    return _terminal_mountain(h, 8)


@extended.pattern(needs="wind_pungs", each="pung")
def wind_pung(h: HandView) -> int:
    """Each pung or kong of any wind (seat and round winds make no difference)."""
    return len(h.wind_pungs)


@extended.pattern(needs="dragon_pungs", each="pung")
def dragon_pung(h: HandView) -> int:
    """Each pung or kong of a dragon."""
    return len(h.dragon_pungs)


@extended.pattern(needs="seven_pairs")
def all_honor_pairs(h: HandView) -> int:
    """Seven pairs: one of each wind and each dragon."""
    return int(h.shape == "seven_pairs" and h.distinct_tiles == frozenset(HONOURS))


def _seven_pairs_run(h: HandView, suits: str, first_ranks: tuple[int, ...]) -> int:
    if h.shape != "seven_pairs" or len(h.distinct_tiles) != 7 or len(h.suits) != 1 or h.has_honours:
        return 0
    suit = next(iter(h.suits))
    ranks = sorted(t.rank for t in h.distinct_tiles)
    return int(suit in suits and ranks[0] in first_ranks and ranks[-1] - ranks[0] == 6)


@extended.pattern(needs="seven_pairs")
def seven_shifted_pairs(h: HandView) -> int:
    """Seven pairs of one suit numbered 1 to 7 or 2 to 8."""
    return _seven_pairs_run(h, "mps", (1, 2))


@extended.pattern(needs="seven_pairs")
def grand_chariot(h: HandView) -> int:
    """Seven pairs of circles numbered 2 to 8."""
    return _seven_pairs_run(h, "p", (2,))


@extended.pattern(needs="seven_pairs")
def bamboo_forest(h: HandView) -> int:
    """Seven pairs of bamboo numbered 2 to 8."""
    return _seven_pairs_run(h, "s", (2,))


@extended.pattern(needs="seven_pairs")
def number_neighborhood(h: HandView) -> int:
    """Seven pairs of characters numbered 2 to 8."""
    return _seven_pairs_run(h, "m", (2,))


@extended.pattern(needs="one_suit")
def all_green(h: HandView) -> int:
    """Only 2, 3, 4, 6 and 8 of bamboo and the Green dragon."""
    return int(h.distinct_tiles <= GREEN_TILES)


@extended.pattern(needs="one_suit")
def all_red(h: HandView) -> int:
    """Only the red tiles: bamboo 1, 5, 7, 9 (or 1, 3, 5, 7 by option) and the Red dragon."""
    return int(h.distinct_tiles <= RED_TILES[h.options.all_red_tiles])


@extended.pattern(needs="bonus_replacement")
def win_on_bonus_tile(h: HandView) -> int:
    """Won with the replacement tile drawn for a flower or season (so the hand shows one)."""
    return int(h.flag("bonus_replacement"))


@extended.pattern(needs="bonus", each="tile")
def bonus_flower_season(h: HandView) -> int:
    """Each flower or season tile."""
    return len(h.bonus)


@extended.pattern(needs="bonus")
def all_flowers(h: HandView) -> int:
    """All four flowers."""
    return int(h.all_flowers)


@extended.pattern(needs="bonus")
def all_seasons(h: HandView) -> int:
    """All four seasons."""
    return int(h.all_seasons)


@extended.pattern(needs="bonus")
def all_bonus_tiles(h: HandView) -> int:
    """All eight flowers and seasons."""
    return int(h.all_flowers and h.all_seasons)


def gates(h: HandView) -> dict[str, bool]:
    """Cheap facts without which whole groups of patterns cannot be present (Pattern.needs):
    official Zung Jung's gates, and the finer ones of the patterns gated more closely here."""
    chows = len(h.chows)
    return {
        **zj.gates(h),
        "three_chows": chows >= 3,
        "four_chows": chows == 4,
        "three_pungs": len(h.pungs) >= 3,
        "wind_pungs": bool(h.wind_pungs),
        "dragon_pungs": bool(h.dragon_pungs),
        # All Green and All Red need number tiles too: fourteen tiles cannot all be one dragon.
        "one_suit": len(h.suits) == 1,
        "seven_pairs": h.shape == "seven_pairs",
        "bonus_replacement": "bonus_replacement" in h.flags,
    }


def illegal_call_result(hand, spec, options, base):
    """A declared win that was not one: the Illegal Call line alone, whatever the tiles."""
    if not hand.flag("illegal_call"):
        return None
    pattern = spec.pattern("illegal_call")
    if pattern is None or not pattern.enabled:
        return None
    from ..score import Result

    [line] = counted_lines({pattern.key: 1}, spec)
    if not hand.tile_count:
        # The guide's penalty is for the false declaration, whatever the hand held, so it stands;
        # the player is told there were no tiles to check it against (a tick before any tile, perhaps).
        base = {**base, "warnings": (*base["warnings"], f"No tiles were entered: {pattern.name} was scored on the declared win "
                                                        "alone, as the penalty is the same whatever the tiles; enter them to show "
                                                        "the hand was not complete, or untick it if nobody declared a win.")}
    if hand.tile_count == hand.tiles_required and hand.winning_tile is not None and arrangements(hand, zj.shapes(options)):
        # The player's word is taken (the tiles may have been entered wrong), but a complete hand
        # ticked as an illegal call is more likely a tick left from the hand before.
        base = {**base, "warnings": (*base["warnings"], f"The tiles make a complete hand, and {pattern.name} is for a declared "
                                                        "win on a hand that is not one: untick it if this hand won.")}
    return Result(valid=True, winning=False, total=line.points, lines=(line,),
                  refusal=f"{pattern.name}: the hand was declared a win but is not one.", **base)


SYSTEM = RuleSystem(
    key="zung-jung-extended",
    name="Zung Jung (extended)",
    patterns=extended,
    options=ZungJungExtendedOptions,
    shapes=zj.shapes,
    flags=(*zj.SITUATIONS, "bonus_replacement", "illegal_call"),
    flag_labels={
        **zj.SYSTEM.flag_labels,
        "bonus_replacement": "Replacement tile after a flower or season",
        "illegal_call": "Illegal call: declared a win with a hand that is not complete",
    },
    round_wind_scored=False,
    family_word="family",
    fallbacks=frozenset({"chicken_hand"}),
    special_result=illegal_call_result,
    settle=zj.settle,
    gates=gates,
    flag_notes=zj.flag_notes,
    flag_patterns={**zj.FLAG_PATTERNS, "bonus_replacement": ("win_on_bonus_tile",), "illegal_call": ("illegal_call",)},
    drawn_only=zj.SYSTEM.drawn_only,
    discard_only=zj.SYSTEM.discard_only,
)
