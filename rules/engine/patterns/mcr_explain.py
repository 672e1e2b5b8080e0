"""Chinese Official (MCR): which sets each counted fan used, for showing next to the fan.

This is the `sets_used` hook of the MCR rule system: the engine calls it once per scored
hand, for the arrangement it chose, never while it compares arrangements. It reads the
same facts the fans do and returns, for each counted fan, the sets of the arrangement it is
about. A fan counted more than once shows the sets of every count.

What is shown, fan by fan:

- Fans that name particular sets show those sets: the pungs or kongs of the pung fans
  (Dragon Pung, Prevalent and Seat Wind, Pung of Terminals or Honors, Double Pung, Triple
  Pung, the shifted pung fans, the wind and dragon fans with their pair where the fan
  needs it, All Pungs with its four pungs, the concealed-pung fans with the concealed
  pungs); the kongs of the kong fans; the chows of the chow fans, with the pair of fives
  where the fan needs it (Pure and Three-suited Terminal Chows); the sets holding a Tile
  Hog's tile.
- The two-chow fans (Pure Double Chow, Mixed Double Chow, Short Straight, Two Terminal
  Chows) and the three-chow fans show the very chows the account-once step counted
  (`mcr.counted_chow_combinations`), so a chow left out of a pairing is not shown with it.
- The wait fans (Edge, Closed, Single Wait) show the set the winning tile completed.
- Fans about the hand as a whole show nothing: tile content (flushes, All Simples,
  Reversible Tiles, Upper Tiles, All Even, One Voided Suit, ...), conditions on every set
  (All Chows, Outside Hand, All Fives), concealment (Concealed Hand, Fully Concealed Hand,
  Melded Hand), the situation of the win (Self-Drawn, Last Tile, Robbing the Kong, Out
  with Replacement Tile, ...), the special shapes (Seven Pairs, Thirteen Orphans, the
  knitted hands, Knitted Straight, whose tiles are not sets), Chicken Hand and flowers.
"""

from __future__ import annotations

from collections.abc import Callable

from ..arrange import wait_kind
from ..sets import SetKind, TileSet
from ..view import HandView
from .mcr import (
    CHOW_COMBINATION_KEYS,
    chow_combinations_of,
    counted_terminal_or_honor_pungs,
    double_pung_pairs,
    hog_tiles,
    mixed_shifted_pung_sets,
    shifted_pungs,
    triple_pung_sets,
)

Sets = tuple[TileSet, ...]


def _winds(h: HandView) -> Sets:
    return h.wind_pungs


def _dragons(h: HandView) -> Sets:
    return h.dragon_pungs


def _with_pair(sets: Callable[[HandView], Sets]) -> Callable[[HandView], Sets]:
    return lambda h: tuple(sets(h)) + ((h.pair,) if h.pair is not None else ())


def _pungs(h: HandView) -> Sets:
    return h.pungs


def _kongs(h: HandView) -> Sets:
    return h.kongs


def _concealed_pungs(h: HandView) -> Sets:
    return h.concealed_pungs


def _double_pung(h: HandView) -> Sets:
    """Every pung that makes a Double Pung with another (each such pair is one count)."""
    used: list[TileSet] = []
    for a, b in double_pung_pairs(h):
        used += [s for s in (a, b) if s not in used]
    return tuple(used)


def _pung_of(tile_of: Callable[[HandView], object]) -> Callable[[HandView], Sets]:
    return lambda h: tuple(s for s in h.pungs if s.tile is tile_of(h))


def _tile_hog(h: HandView) -> Sets:
    hogs = hog_tiles(h)  # tile indices; a chow holds its first tile's index and the next two
    return tuple(s for s in h.all_sets
                 if s.tile.index in hogs or (s.kind is SetKind.CHOW and not hogs.isdisjoint((s.tile.index + 1, s.tile.index + 2))))


def _winning_set(kind: str) -> Callable[[HandView], Sets]:
    """The set the winning tile completed, as the wait fan of this kind read it. A knitted straight's
    reading names no such set, so it is the set or pair beside the knitted tiles that holds the
    winning tile with this kind of wait (mcr.wait_of reads it the same way)."""
    def sets(h: HandView) -> Sets:
        found = h.winning_set
        if found is None and h.shape == "knitted_straight" and h.winning_tile is not None:
            w = h.winning_tile
            found = next((s for s in h.all_sets if not s.declared and w in s.tiles and wait_kind(s, w) == kind), None)
        return (found,) if found is not None else ()
    return sets


def _chows_sorted(h: HandView) -> list[TileSet]:
    # The order mcr.Facts sorts its chows in, so that indices agree.
    return sorted(h.chows, key=lambda s: s.tile.index)


def _all_chows_with_pair(h: HandView) -> Sets:
    return tuple(_chows_sorted(h)) + ((h.pair,) if h.pair is not None else ())


SETS_OF: dict[str, Callable[[HandView], Sets]] = {
    "big_four_winds": _winds,
    "big_three_dragons": _dragons,
    "four_kongs": _kongs,
    "little_four_winds": _with_pair(_winds),
    "little_three_dragons": _with_pair(_dragons),
    "four_concealed_pungs": _concealed_pungs,
    "pure_terminal_chows": _all_chows_with_pair,
    "quadruple_chow": lambda h: tuple(_chows_sorted(h)),
    "four_pure_shifted_pungs": lambda h: shifted_pungs(h, 4),
    "four_shifted_chows": lambda h: tuple(_chows_sorted(h)),
    "three_kongs": _kongs,
    "pure_shifted_pungs": lambda h: shifted_pungs(h, 3),
    "three_suited_terminal_chows": _all_chows_with_pair,
    "triple_pung": triple_pung_sets,
    "three_concealed_pungs": _concealed_pungs,
    "big_three_winds": _winds,
    "mixed_shifted_pungs": mixed_shifted_pung_sets,
    "two_concealed_kongs": _kongs,
    "all_pungs": _pungs,
    "two_dragons": _dragons,
    "one_melded_and_one_concealed_kong": _kongs,
    "two_melded_kongs": _kongs,
    "dragon_pung": _dragons,
    "prevalent_wind": _pung_of(lambda h: h.round_wind),
    "seat_wind": _pung_of(lambda h: h.seat_wind),
    "tile_hog": _tile_hog,
    "double_pung": _double_pung,
    "two_concealed_pungs": _concealed_pungs,
    "concealed_kong": _kongs,
    "pung_of_terminals_or_honors": lambda h: tuple(counted_terminal_or_honor_pungs(h)),
    "melded_kong": _kongs,
    "edge_wait": _winning_set("edge"),
    "closed_wait": _winning_set("closed"),
    "single_wait": _winning_set("single"),
}


def chow_combination_sets(h: HandView, spec) -> dict[str, Sets]:
    """The chows each counted two- or three-chow fan used, as the account-once step paired them."""
    chows = _chows_sorted(h)
    if len(chows) < 2:
        return {}
    # (When a four-chow fan counts, the smaller chow fans are not among the lines at all.)
    used: dict[str, list[TileSet]] = {}
    for fan, indices in chow_combinations_of(spec, [s.tile for s in chows]):
        used.setdefault(fan, []).extend(chows[i] for i in indices)
    return {fan: tuple(sets) for fan, sets in used.items()}


def sets_used(lines, view: HandView, spec, options) -> dict[str, Sets]:
    """For each counted fan of the chosen arrangement, the sets it used (none for whole-hand fans)."""
    found: dict[str, Sets] = {}
    chow_sets = None
    for line in lines:
        key = line.key
        if key in CHOW_COMBINATION_KEYS:
            if chow_sets is None:
                chow_sets = chow_combination_sets(view, spec)
            sets = chow_sets.get(key, ())
        else:
            function = SETS_OF.get(key)
            sets = function(view) if function is not None else ()
        if sets:
            found[key] = tuple(sets)
    return found
