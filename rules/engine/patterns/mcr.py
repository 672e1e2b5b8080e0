"""Chinese Official (MCR): the 81 fan and the flower tiles.

Values, names and the "does not combine with" relations are data (builtin/mcr.py). This
module says how each fan is recognised, which irregular shapes MCR accepts, and two named
counting steps that are not plain exclusions:

- `account_once`: a chow that is already part of a fan may combine with another chow only
  once more, and never twice into the same fan (the account-once and non-identical
  principles for Pure Double Chow, Mixed Double Chow, Short Straight, Two Terminal Chows);
- `concealment_implied`: where a bigger fan rules out Fully Concealed Hand, a self-drawn win
  still scores Self-Drawn.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache
from itertools import combinations, combinations_with_replacement
from operator import attrgetter

from .. import arrange
from ..arrange import ShapeInput, wait_kind
from ..hand import Hand
from ..options import option
from ..records import without_class_defaults
from ..sets import SetKind, TileSet
from ..spec import RuleSpec, cached_on
from ..systems import RuleSystem
from ..tiles import GREEN_TILES, HONOURS, PLAYING_TILES, Tile
from ..view import HandView, lazy_fact
from . import PatternRegistry

mcr = PatternRegistry("mcr")

# --------------------------------------------------------------------------- tile facts

GREEN = frozenset(t.index for t in GREEN_TILES)
REVERSIBLE = frozenset(t.index for t in PLAYING_TILES
                       if str(t) in ("1p", "2p", "3p", "4p", "5p", "8p", "9p", "2s", "4s", "5s", "6s", "8s", "9s", "5z"))
# The six knitted straights: 1-4-7, 2-5-8 and 3-6-9, each in a different suit.
KNITTED = tuple(
    tuple(offset + start - 1 + step for offset, start in zip((0, 9, 18), starts) for step in (0, 3, 6))
    for starts in ((1, 2, 3), (1, 3, 2), (2, 1, 3), (2, 3, 1), (3, 1, 2), (3, 2, 1))
)
CHOW_FANS_2 = ("pure_double_chow", "mixed_double_chow", "short_straight", "two_terminal_chows")
CHOW_FANS_3 = ("pure_straight", "pure_shifted_chows", "pure_triple_chow",
               "mixed_straight", "mixed_triple_chow", "mixed_shifted_chows")
CHOW_COMBINATION_KEYS = frozenset(CHOW_FANS_2 + CHOW_FANS_3)
CHOW_FANS_4 = ("quadruple_chow", "four_shifted_chows", "pure_terminal_chows", "three_suited_terminal_chows")


# What one tile says about the hand, as bits, OR-ed over the tiles held: its rank (bits 1-9,
# number tiles), its suit, whether it is a wind or a dragon, a simple (2-8), a terminal, and
# whether it is not green or not reversible.
RANK_BITS = 0b1111111110
SUIT_SHIFT = 10
WIND, DRAGON, NOT_GREEN, NOT_REVERSIBLE, SIMPLE, TERMINAL = (1 << b for b in range(13, 19))


def _tile_bits(i: int) -> int:
    bits = (0 if i in GREEN else NOT_GREEN) | (0 if i in REVERSIBLE else NOT_REVERSIBLE)
    if i >= 27:
        return bits | (WIND if i < 31 else DRAGON)
    rank = i % 9 + 1
    return bits | 1 << rank | 1 << (SUIT_SHIFT + i // 9) | (TERMINAL if rank in (1, 9) else SIMPLE)


TILE_BITS = tuple(_tile_bits(i) for i in range(34))
CHOW_TILE_BITS = tuple(TILE_BITS[i] | TILE_BITS[i + 1] | TILE_BITS[i + 2] if i < 27 and i % 9 <= 6 else 0 for i in range(34))
# Shapes whose sets hold every tile (the counts come from the sets, not tile by tile).
COVERING_SHAPES = frozenset({"standard", "seven_pairs"})
N_SUITS = tuple(bin(suits).count("1") for suits in range(8))
BY_INDEX = attrgetter("index")


class Facts:
    """Everything the fans ask about one arrangement, worked out in one pass."""

    __slots__ = ("counts", "suits", "winds", "dragons", "ranks", "all_major", "all_terminal",
                 "all_simple", "green", "reversible", "chows", "pungs", "pair", "wind_pungs",
                 "dragon_pungs", "melded_kongs", "concealed_kongs", "concealed_pungs", "n_suits",
                 "pair_fans", "triple_fans")

    def __init__(self, h: HandView):
        bits = 0
        if h.shape in COVERING_SHAPES:
            for s in h.all_sets:
                bits |= (CHOW_TILE_BITS if s.kind is SetKind.CHOW else TILE_BITS)[s.tile.index]
        else:
            for t in h.hand.all_tiles:
                bits |= TILE_BITS[t.index]
        self.counts = h.hand.all_counts
        self.suits = suits = bits >> SUIT_SHIFT & 7
        self.n_suits = N_SUITS[suits]
        self.winds = bool(bits & WIND)
        self.dragons = bool(bits & DRAGON)
        self.ranks = bits & RANK_BITS
        self.all_major = not bits & SIMPLE
        self.all_terminal = not bits & (SIMPLE | WIND | DRAGON)
        self.all_simple = not bits & (TERMINAL | WIND | DRAGON)
        self.green = not bits & NOT_GREEN
        self.reversible = not bits & NOT_REVERSIBLE
        chows = [s.tile for s in h.chows]
        if len(chows) > 1:
            chows.sort(key=BY_INDEX)
        self.chows = chows
        pungs = [s.tile for s in h.pungs]
        if len(pungs) > 1:
            pungs.sort(key=BY_INDEX)
        self.pungs = pungs
        pair = h.pair
        self.pair = pair.tile if pair is not None else None
        self.wind_pungs = len(h.wind_pungs)
        self.dragon_pungs = len(h.dragon_pungs)
        kongs = h.kongs
        if kongs:
            concealed = sum(1 for s in kongs if s.concealed)
            self.concealed_kongs, self.melded_kongs = concealed, len(kongs) - concealed
        else:
            self.concealed_kongs = self.melded_kongs = 0
        self.concealed_pungs = len(h.concealed_pungs)
        self.pair_fans = self.triple_fans = None  # worked out when a chow fan first asks


# facts(view) -> Facts, worked out once per reading (a C-level getter: every fan asks).
lazy_fact("mcr_facts", Facts)
facts = attrgetter("mcr_facts")


def _ranks_within(f: Facts, low: int, high: int) -> bool:
    """Only number tiles, all ranked low..high."""
    return not f.winds and not f.dragons and not (f.ranks & ~_RANK_MASKS[low, high])


_RANK_MASKS = {(low, high): sum(1 << r for r in range(low, high + 1)) for low in range(1, 10) for high in range(low, 10)}


# --------------------------------------------------------------------------- set combinations


def chow_pair_fan(a: Tile, b: Tile) -> str | None:
    """The 1-point fan two chows make together (a before b), if any."""
    if a.suit == b.suit:
        if a.rank == b.rank:
            return "pure_double_chow"
        if b.rank - a.rank == 3:
            return "short_straight"
        if a.rank == 1 and b.rank == 7:
            return "two_terminal_chows"
        return None
    return "mixed_double_chow" if a.rank == b.rank else None


def chow_triple_fan(a: Tile, b: Tile, c: Tile) -> str | None:
    """The fan three chows (sorted by tile) make together, if any."""
    if a.suit == b.suit == c.suit:
        r1, r2, r3 = a.rank, b.rank, c.rank
        if r1 == r2 == r3:
            return "pure_triple_chow"
        if (r1, r2, r3) == (1, 4, 7):
            return "pure_straight"
        if r2 - r1 == r3 - r2 and r2 - r1 in (1, 2):
            return "pure_shifted_chows"
        return None
    if a.suit != b.suit and b.suit != c.suit and a.suit != c.suit:
        r = sorted((a.rank, b.rank, c.rank))
        if r[0] == r[2]:
            return "mixed_triple_chow"
        if r == [1, 4, 7]:
            return "mixed_straight"
        if r[1] - r[0] == 1 and r[2] - r[1] == 1:
            return "mixed_shifted_chows"
    return None


# The fan of every two and every three chows (lowest tiles in tile order), worked out once: a
# lookup by the chows' tiles is cheaper than the comparisons, and every hand of chows asks.
CHOW_TILES = tuple(t for t in PLAYING_TILES if t.index < 27 and t.rank <= 7)
CHOW_PAIR_FANS = {(a, b): chow_pair_fan(a, b) for a, b in combinations_with_replacement(CHOW_TILES, 2)}
CHOW_TRIPLE_FANS = {trio: chow_triple_fan(*trio) for trio in combinations_with_replacement(CHOW_TILES, 3)}


def _pairs_with(f: Facts, kind: str) -> int:
    if f.pair_fans is None:
        f.pair_fans = [CHOW_PAIR_FANS[pair] for pair in combinations(f.chows, 2)]
    return f.pair_fans.count(kind)


def _triples_with(f: Facts, kind: str) -> int:
    if f.triple_fans is None:
        f.triple_fans = {CHOW_TRIPLE_FANS[trio] for trio in combinations(f.chows, 3)}
    return int(kind in f.triple_fans)


def _four_chows_same_suit(f: Facts) -> list[int] | None:
    chows = f.chows
    if len(chows) == 4 and chows[0].suit == chows[3].suit:
        return [c.rank for c in chows]
    return None


def _number_pungs(h: HandView) -> list[TileSet]:
    return [s for s in h.pungs if s.tile.index < 27]


def _set_index(tile_set: TileSet) -> int:
    return tile_set.tile.index


# number_pungs(view): the pungs and kongs of number tiles, in the reading's order, once per reading.
lazy_fact("mcr_number_pungs", _number_pungs)
number_pungs = attrgetter("mcr_number_pungs")


# Each of these finds the sets a fan is made of: the fan counts them, and the page shows them
# (mcr_explain), so the two cannot drift apart.

def shifted_pungs(h: HandView, length: int) -> tuple[TileSet, ...]:
    """The first run of `length` number pungs of one suit, each one rank above the last."""
    pungs = sorted(number_pungs(h), key=_set_index)
    for start in range(len(pungs) - length + 1):
        run = pungs[start:start + length]
        first, last = run[0].tile, run[-1].tile
        if last.index - first.index == length - 1 and first.index // 9 == last.index // 9:
            return tuple(run)
    return ()


def triple_pung_sets(h: HandView) -> tuple[TileSet, ...]:
    """Three number pungs of one rank in the three suits."""
    for trio in combinations(number_pungs(h), 3):
        if len({s.tile.rank for s in trio}) == 1 and len({s.tile.suit for s in trio}) == 3:
            return trio
    return ()


def mixed_shifted_pung_sets(h: HandView) -> tuple[TileSet, ...]:
    """Three number pungs, one per suit, of three consecutive ranks."""
    for trio in combinations(number_pungs(h), 3):
        ranks = sorted(s.tile.rank for s in trio)
        if len({s.tile.suit for s in trio}) == 3 and ranks[1] == ranks[0] + 1 and ranks[2] == ranks[1] + 1:
            return trio
    return ()


def double_pung_pairs(h: HandView) -> list[tuple[TileSet, TileSet]]:
    """Each two number pungs of one rank in different suits."""
    return [(a, b) for a, b in combinations(number_pungs(h), 2)
            if a.tile.rank == b.tile.rank and a.tile.suit != b.tile.suit]


def counted_terminal_or_honor_pungs(h: HandView) -> list[TileSet]:
    """The pungs of ones, nines or a wind that no wind fan has already scored."""
    wind_pungs = len(h.wind_pungs)
    found = []
    for s in h.pungs:
        t = s.tile
        if t.index < 27:
            if t.rank in (1, 9):
                found.append(s)
        elif t.index < 31 and wind_pungs < 3 and t is not h.round_wind and t is not h.seat_wind:
            # Three or four wind pungs score as a wind fan; the round's and the seat's wind score alone.
            found.append(s)
    return found


HONOUR_INDICES = frozenset(tile.index for tile in HONOURS)


def _hog_tiles(h: HandView) -> frozenset[int]:
    """The tiles (by index) used four times without being a kong: suit tiles only, unless the
    option counts winds and dragons too (which only Seven Pairs can hold four of)."""
    counts = h.hand.all_counts
    fours, start = [], 0
    for _ in range(counts.count(4)):  # found without a Python loop over all 34 tiles
        start = counts.index(4, start) + 1
        fours.append(start - 1)
    hogs = frozenset(fours)
    if h.kongs:
        hogs -= {s.tile.index for s in h.kongs}
    if not h.options.tile_hog_honours and not hogs.isdisjoint(HONOUR_INDICES):
        hogs -= HONOUR_INDICES
    return hogs


# hog_tiles(view): worked out once per reading (the fan counts them, the page shows their sets).
lazy_fact("mcr_hog_tiles", _hog_tiles)
hog_tiles = attrgetter("mcr_hog_tiles")


# --------------------------------------------------------------------------- waits


def _wait_of(h: HandView) -> str | None:
    """How the winning tile fitted: edge, closed, single, open or pung (None for no sets)."""
    if h.shape == "knitted_straight":
        w = h.winning_tile
        kinds = [wait_kind(s, w) for s in h.all_sets if not s.declared and w in s.tiles]
        for kind in ("edge", "closed", "single"):
            if kind in kinds:
                return kind
        return None
    return h.wait


# wait_of(view) -> the kind of wait, worked out once per reading.
lazy_fact("mcr_wait", _wait_of)
wait_of = attrgetter("mcr_wait")


def _only_wait(h: HandView, kind: str) -> bool:
    return wait_of(h) == kind and len(h.waits) == 1


# =========================================================================== 88 points


@mcr.pattern(needs="three_wind_pungs")
def big_four_winds(h: HandView) -> int:
    """Pungs or kongs of all four winds."""
    return int(facts(h).wind_pungs == 4)


@mcr.pattern(needs="two_dragon_pungs")
def big_three_dragons(h: HandView) -> int:
    """Pungs or kongs of all three dragons."""
    return int(facts(h).dragon_pungs == 3)


@mcr.pattern(needs="green")
def all_green(h: HandView) -> int:
    """Only green tiles: 2, 3, 4, 6 and 8 of bamboo and the green dragon."""
    return int(facts(h).green)


@mcr.pattern(needs="concealed_one_suit")
def nine_gates(h: HandView) -> int:
    """Holding 1112345678999 of one suit, nothing melded, and winning on any tile of that suit."""
    return int(h.holds_nine_gates(before_the_win=True))


@mcr.pattern(needs="kongs")
def four_kongs(h: HandView) -> int:
    """Four kongs, melded or concealed."""
    return int(len(h.kongs) == 4)


@mcr.pattern(needs="irregular_shape")
def seven_shifted_pairs(h: HandView) -> int:
    """Seven pairs of one suit in seven consecutive ranks."""
    if h.shape != "seven_pairs":
        return 0
    ids = [p.tile.index for p in h.pairs]
    return int(len(set(ids)) == 7 and ids[6] < 27 and ids[6] - ids[0] == 6 and ids[0] // 9 == ids[6] // 9)


@mcr.pattern(needs="irregular_shape")
def thirteen_orphans(h: HandView) -> int:
    """One of each terminal and honour, plus a second of any of them."""
    return int(h.shape == "thirteen_orphans")


# =========================================================================== 64 points


@mcr.pattern(needs="no_middle_ranks")
def all_terminals(h: HandView) -> int:
    """Only ones and nines."""
    return int(facts(h).all_terminal)


@mcr.pattern(needs="three_wind_pungs")
def little_four_winds(h: HandView) -> int:
    """Pungs or kongs of three winds and a pair of the fourth."""
    f = facts(h)
    return int(f.wind_pungs == 3 and f.pair is not None and 27 <= f.pair.index <= 30)


@mcr.pattern(needs="two_dragon_pungs")
def little_three_dragons(h: HandView) -> int:
    """Pungs or kongs of two dragons and a pair of the third."""
    f = facts(h)
    return int(f.dragon_pungs == 2 and f.pair is not None and f.pair.index >= 31)


@mcr.pattern(needs="no_suits")
def all_honors(h: HandView) -> int:
    """Only winds and dragons."""
    return int(facts(h).suits == 0)


@mcr.pattern(needs="four_pungs")
def four_concealed_pungs(h: HandView) -> int:
    """Four pungs or kongs, none of them claimed."""
    return int(facts(h).concealed_pungs == 4)


@mcr.pattern(needs="four_chows")
def pure_terminal_chows(h: HandView) -> int:
    """Two 1-2-3 chows, two 7-8-9 chows and a pair of fives, all in one suit."""
    f = facts(h)
    return int(_four_chows_same_suit(f) == [1, 1, 7, 7] and f.pair is not None
               and f.pair.rank == 5 and f.pair.suit == f.chows[0].suit)


# =========================================================================== 48 points


@mcr.pattern(needs="four_chows")
def quadruple_chow(h: HandView) -> int:
    """Four identical chows."""
    ranks = _four_chows_same_suit(facts(h))
    return int(ranks is not None and ranks[0] == ranks[3])


@mcr.pattern(needs="four_number_pungs")
def four_pure_shifted_pungs(h: HandView) -> int:
    """Four pungs or kongs of one suit, each one rank above the last."""
    return int(bool(shifted_pungs(h, 4)))


# =========================================================================== 32 points


@mcr.pattern(needs="four_chows")
def four_shifted_chows(h: HandView) -> int:
    """Four chows of one suit, each one rank (or each two ranks) above the last."""
    ranks = _four_chows_same_suit(facts(h))
    if ranks is None:
        return 0
    step = ranks[1] - ranks[0]
    return int(step in (1, 2) and ranks[2] - ranks[1] == step and ranks[3] - ranks[2] == step)


@mcr.pattern(needs="kongs")
def three_kongs(h: HandView) -> int:
    """Three kongs, melded or concealed."""
    return int(len(h.kongs) == 3)


@mcr.pattern(needs="no_middle_ranks")
def all_terminals_and_honors(h: HandView) -> int:
    """Only ones, nines, winds and dragons."""
    return int(facts(h).all_major)


# =========================================================================== 24 points


@mcr.pattern(needs="irregular_shape")
def seven_pairs(h: HandView) -> int:
    """Seven pairs (four identical tiles may make two of them)."""
    return int(h.shape == "seven_pairs")


@mcr.pattern(needs="irregular_shape")
def greater_honors_and_knitted_tiles(h: HandView) -> int:
    """All seven honours once each, with seven knitted number tiles."""
    return int(h.shape == "greater_honors_and_knitted_tiles")


@mcr.pattern(needs="four_pungs")
def all_even(h: HandView) -> int:
    """Four pungs or kongs and a pair, all of 2, 4, 6 or 8."""
    f = facts(h)
    return int(len(f.pungs) == 4 and f.pair is not None and f.suits != 0
               and not f.winds and not f.dragons and not (f.ranks & 0b1010101010))


@mcr.pattern(needs="one_suit")
def full_flush(h: HandView) -> int:
    """Number tiles of one suit only."""
    f = facts(h)
    return int(f.n_suits == 1 and not f.winds and not f.dragons)


@mcr.pattern(needs="three_chows_one_suit")
def pure_triple_chow(h: HandView) -> int:
    """Three identical chows."""
    return _triples_with(facts(h), "pure_triple_chow")


@mcr.pattern(needs="three_number_pungs")
def pure_shifted_pungs(h: HandView) -> int:
    """Three pungs or kongs of one suit, each one rank above the last."""
    return int(bool(shifted_pungs(h, 3)))


@mcr.pattern(needs="few_ranks")
def upper_tiles(h: HandView) -> int:
    """Only number tiles 7, 8 and 9."""
    return int(_ranks_within(facts(h), 7, 9))


@mcr.pattern(needs="few_ranks")
def middle_tiles(h: HandView) -> int:
    """Only number tiles 4, 5 and 6."""
    return int(_ranks_within(facts(h), 4, 6))


@mcr.pattern(needs="few_ranks")
def lower_tiles(h: HandView) -> int:
    """Only number tiles 1, 2 and 3."""
    return int(_ranks_within(facts(h), 1, 3))


# =========================================================================== 16 points


@mcr.pattern(needs="three_chows_one_suit")
def pure_straight(h: HandView) -> int:
    """Chows 1-2-3, 4-5-6 and 7-8-9 of one suit."""
    return _triples_with(facts(h), "pure_straight")


@mcr.pattern(needs="four_chows")
def three_suited_terminal_chows(h: HandView) -> int:
    """1-2-3 and 7-8-9 chows in each of two suits, and a pair of fives in the third."""
    f = facts(h)
    chows = f.chows
    if len(chows) != 4 or f.pair is None or f.pair.rank != 5 or f.pair.index >= 27:
        return 0
    suits = {c.suit for c in chows}
    return int(len(suits) == 2 and f.pair.suit not in suits
               and sorted((c.suit, c.rank) for c in chows) == sorted((s, r) for s in suits for r in (1, 7)))


@mcr.pattern(needs="three_chows_one_suit")
def pure_shifted_chows(h: HandView) -> int:
    """Three chows of one suit, each one rank (or each two ranks) above the last."""
    return _triples_with(facts(h), "pure_shifted_chows")


@mcr.pattern(needs="fives")
def all_fives(h: HandView) -> int:
    """Every set and the pair hold a five."""
    if not h.is_standard:
        return 0
    for s in h.all_sets:
        t = s.tile
        if t.index >= 27 or not (t.rank == 5 or (s.is_chow and 3 <= t.rank <= 5)):
            return 0
    return 1


@mcr.pattern(needs="three_number_pungs")
def triple_pung(h: HandView) -> int:
    """Pungs or kongs of the same number in all three suits."""
    return int(bool(triple_pung_sets(h)))


@mcr.pattern(needs="three_pungs")
def three_concealed_pungs(h: HandView) -> int:
    """Three pungs or kongs not made with a claimed tile."""
    return int(facts(h).concealed_pungs >= 3)


# =========================================================================== 12 points


@mcr.pattern(needs="irregular_shape")
def lesser_honors_and_knitted_tiles(h: HandView) -> int:
    """Fourteen single tiles: honours and number tiles of 1-4-7, 2-5-8, 3-6-9, one row per suit."""
    return int(h.shape in ("lesser_honors_and_knitted_tiles", "greater_honors_and_knitted_tiles"))


@mcr.pattern(needs="irregular_shape")
def knitted_straight(h: HandView) -> int:
    """1-4-7, 2-5-8 and 3-6-9, each in a different suit (here in place of three sets)."""
    if h.shape == "knitted_straight":
        return 1
    if h.shape == "lesser_honors_and_knitted_tiles":
        counts = facts(h).counts
        return int(any(all(counts[i] for i in seq) for seq in KNITTED))
    return 0


@mcr.pattern(needs="few_ranks")
def upper_four(h: HandView) -> int:
    """Only number tiles 6 to 9."""
    return int(_ranks_within(facts(h), 6, 9))


@mcr.pattern(needs="few_ranks")
def lower_four(h: HandView) -> int:
    """Only number tiles 1 to 4."""
    return int(_ranks_within(facts(h), 1, 4))


@mcr.pattern(needs="three_wind_pungs")
def big_three_winds(h: HandView) -> int:
    """Pungs or kongs of three winds."""
    return int(facts(h).wind_pungs >= 3)


# =========================================================================== 8 points


@mcr.pattern(needs="chows_in_three_suits")
def mixed_straight(h: HandView) -> int:
    """Chows 1-2-3, 4-5-6 and 7-8-9, each in a different suit."""
    return _triples_with(facts(h), "mixed_straight")


@mcr.pattern(needs="reversible")
def reversible_tiles(h: HandView) -> int:
    """Only tiles that look the same upside down: 1234589 circles, 245689 bamboo, white dragon."""
    return int(facts(h).reversible)


@mcr.pattern(needs="chows_in_three_suits")
def mixed_triple_chow(h: HandView) -> int:
    """The same chow in all three suits."""
    return _triples_with(facts(h), "mixed_triple_chow")


@mcr.pattern(needs="three_number_pungs")
def mixed_shifted_pungs(h: HandView) -> int:
    """Pungs or kongs in the three suits, of three consecutive numbers."""
    return int(bool(mixed_shifted_pung_sets(h)))


@mcr.pattern()
def chicken_hand(h: HandView) -> int:
    """A winning hand in which nothing else scores (flowers aside)."""
    return 1


@mcr.pattern(needs="situation")
def last_tile_draw(h: HandView) -> int:
    """Won by drawing the last tile of the wall."""
    return int(h.self_drawn and h.flag("last_tile_in_wall"))


@mcr.pattern(needs="situation")
def last_tile_claim(h: HandView) -> int:
    """Won on the game's last discard; a tile robbed from a kong is none (option last_tile_claim_on_robbed_kong counts it)."""
    if h.self_drawn or not h.flag("last_tile_in_wall"):
        return 0
    return int(not h.flag("robbing_kong") or h.options.last_tile_claim_on_robbed_kong)


@mcr.pattern(needs="kongs")
def out_with_replacement_tile(h: HandView) -> int:
    """Won on the tile drawn to replace a kong."""
    return int(h.self_drawn and h.flag("kong_replacement") and bool(h.kongs))


@mcr.pattern(needs="kongs")
def two_concealed_kongs(h: HandView) -> int:
    """Exactly two kongs, both concealed."""
    f = facts(h)
    return int(f.concealed_kongs == 2 and f.melded_kongs == 0)


@mcr.pattern(needs="situation")
def robbing_the_kong(h: HandView) -> int:
    """Won on the tile another player added to a melded pung to make a kong."""
    # (The hand holds no other copy of it: read_hand refuses one, its three being in the robbed pung.)
    return int(h.flag("robbing_kong") and not h.self_drawn)


# =========================================================================== 6 points


@mcr.pattern(needs="four_pungs")
def all_pungs(h: HandView) -> int:
    """Four pungs or kongs and a pair."""
    return int(len(h.pungs) == 4)


@mcr.pattern(needs="one_suit")
def half_flush(h: HandView) -> int:
    """Number tiles of one suit only, with winds or dragons."""
    f = facts(h)
    return int(f.n_suits == 1 and (f.winds or f.dragons))


@mcr.pattern(needs="chows_in_three_suits")
def mixed_shifted_chows(h: HandView) -> int:
    """Chows in the three suits, each starting one rank above the last."""
    return _triples_with(facts(h), "mixed_shifted_chows")


@mcr.pattern(needs="three_suits")
def all_types(h: HandView) -> int:
    """Characters, circles, bamboo, winds and dragons all present."""
    f = facts(h)
    return int(f.suits == 7 and f.winds and f.dragons)


@mcr.pattern(needs="all_melded")
def melded_hand(h: HandView) -> int:
    """Four sets melded from discards and the pair completed on a discard."""
    melds = h.melds
    return int(len(melds) == 4 and not h.self_drawn and not any(m.concealed for m in melds))


@mcr.pattern(needs="two_dragon_pungs")
def two_dragons(h: HandView) -> int:
    """Pungs or kongs of two dragons."""
    return int(facts(h).dragon_pungs >= 2)


@mcr.pattern(needs="kongs")
def one_melded_and_one_concealed_kong(h: HandView) -> int:
    """Exactly two kongs: one melded, one concealed."""
    f = facts(h)
    return int(f.melded_kongs == 1 and f.concealed_kongs == 1)


# =========================================================================== 4 points


@mcr.pattern(needs="no_middle_ranks")
def outside_hand(h: HandView) -> int:
    """Every set and the pair hold a terminal or an honour."""
    return int(h.is_standard and all(s.has_major for s in h.all_sets))


@mcr.pattern(needs="self_drawn")
def fully_concealed_hand(h: HandView) -> int:
    """Nothing claimed (concealed kongs allowed) and the winning tile self-drawn."""
    return int(h.self_drawn and h.is_concealed)


@mcr.pattern(needs="kongs")
def two_melded_kongs(h: HandView) -> int:
    """Exactly two kongs, both melded."""
    f = facts(h)
    return int(f.melded_kongs == 2 and f.concealed_kongs == 0)


@mcr.pattern(needs="last_tile")
def last_tile(h: HandView) -> int:
    """Won on the last tile of its kind, the other three discarded or in melded sets."""
    w = h.winning_tile
    if w is None:
        return 0
    told = h.flag("last_of_kind")
    in_sight = facts(h).counts[w.index]  # in hand and in the melds
    if not told and in_sight != 4:  # the winning tile alone in hand, three in melds: four
        return 0
    in_hand = h.hand.hand_counts[w.index]  # the winning tile is among the tiles in hand
    return int(in_hand == 1 and (told or in_sight - in_hand == 3))


# =========================================================================== 2 points


@mcr.pattern(needs="dragon_pungs", each="pung")
def dragon_pung(h: HandView) -> int:
    """Each pung or kong of dragons."""
    return facts(h).dragon_pungs


@mcr.pattern(needs="wind_pungs")
def prevalent_wind(h: HandView) -> int:
    """A pung or kong of the round's wind."""
    return int(h.round_wind in facts(h).pungs)


@mcr.pattern(needs="wind_pungs")
def seat_wind(h: HandView) -> int:
    """A pung or kong of the player's own wind."""
    return int(h.seat_wind in facts(h).pungs)


@mcr.pattern(needs="discard")
def concealed_hand(h: HandView) -> int:
    """Nothing claimed before the win (concealed kongs allowed), won on a discard."""
    return int(not h.self_drawn and h.is_concealed)


@mcr.pattern(needs="no_pungs")
def all_chows(h: HandView) -> int:
    """Four chows (a knitted straight counts as three) and a pair of a number tile."""
    f = facts(h)
    return int(h.shape in ("standard", "knitted_straight") and not f.pungs
               and f.pair is not None and f.pair.index < 27)


@mcr.pattern(needs="four_alike", each="time")
def tile_hog(h: HandView) -> int:
    """Each tile used four times without being a kong."""
    return len(hog_tiles(h))


@mcr.pattern(needs="two_number_pungs", each="time")
def double_pung(h: HandView) -> int:
    """Each two pungs or kongs of the same number in different suits."""
    return len(double_pung_pairs(h))


@mcr.pattern(needs="two_pungs")
def two_concealed_pungs(h: HandView) -> int:
    """Two pungs or kongs not made with a claimed tile."""
    return int(facts(h).concealed_pungs >= 2)


@mcr.pattern(needs="kongs")
def concealed_kong(h: HandView) -> int:
    """Exactly one kong, declared concealed."""
    f = facts(h)
    return int(f.concealed_kongs == 1 and f.melded_kongs == 0)


@mcr.pattern(needs="all_simple")
def all_simples(h: HandView) -> int:
    """No terminals and no honours."""
    return int(facts(h).all_simple)


# =========================================================================== 1 point


@mcr.pattern(needs="two_chows", each="time")
def pure_double_chow(h: HandView) -> int:
    """Two identical chows."""
    return _pairs_with(facts(h), "pure_double_chow")


@mcr.pattern(needs="two_chows", each="time")
def mixed_double_chow(h: HandView) -> int:
    """The same chow in two suits."""
    return _pairs_with(facts(h), "mixed_double_chow")


@mcr.pattern(needs="two_chows", each="time")
def short_straight(h: HandView) -> int:
    """Two chows of one suit that follow on: 1-2-3 with 4-5-6, and so on."""
    return _pairs_with(facts(h), "short_straight")


@mcr.pattern(needs="two_chows", each="time")
def two_terminal_chows(h: HandView) -> int:
    """Chows 1-2-3 and 7-8-9 of one suit."""
    return _pairs_with(facts(h), "two_terminal_chows")


@mcr.pattern(needs="pungs", each="pung")
def pung_of_terminals_or_honors(h: HandView) -> int:
    """Each pung or kong of ones, nines or a wind that no wind fan has already scored (dragons: Dragon Pung)."""
    return len(counted_terminal_or_honor_pungs(h))


@mcr.pattern(needs="kongs")
def melded_kong(h: HandView) -> int:
    """Exactly one kong, melded (claimed, or added to a melded pung)."""
    f = facts(h)
    return int(f.melded_kongs == 1 and f.concealed_kongs == 0)


@mcr.pattern(needs="two_suits")
def one_voided_suit(h: HandView) -> int:
    """Tiles of exactly two suits (winds and dragons allowed)."""
    return int(facts(h).n_suits == 2)


@mcr.pattern(needs="no_honours")
def no_honors(h: HandView) -> int:
    """No winds and no dragons."""
    f = facts(h)
    return int(not f.winds and not f.dragons)


@mcr.pattern(needs="certain_wait")
def edge_wait(h: HandView) -> int:
    """Won on the only tile waited for, a 3 to 1-2 or a 7 to 8-9."""
    return int(_only_wait(h, "edge"))


@mcr.pattern(needs="certain_wait")
def closed_wait(h: HandView) -> int:
    """Won on the only tile waited for, the middle of a chow."""
    return int(_only_wait(h, "closed"))


@mcr.pattern(needs="certain_wait")
def single_wait(h: HandView) -> int:
    """Won on the only tile waited for, completing the pair."""
    return int(_only_wait(h, "single"))


@mcr.pattern(needs="self_drawn")
def self_drawn(h: HandView) -> int:
    """Won on a tile drawn from the wall (a flower's replacement included)."""
    return int(h.self_drawn)


@mcr.pattern(needs="bonus", each="tile")
def flower_tiles(h: HandView) -> int:
    """Each flower or season tile (a bonus: it does not count toward the minimum)."""
    return len(h.bonus)


# --------------------------------------------------------------------------- gates

# Flags without which the situation fans (last tile of the wall, robbing a kong) cannot score.
SITUATION_GATE_FLAGS = frozenset({"last_tile_in_wall", "robbing_kong"})
MIDDLE_RANKS = 1 << 4 | 1 << 5 | 1 << 6
# Number ranks outside each of the ranges the tile-range fans ask for (1-4, 4-6, 6-9).
NOT_1_TO_4, NOT_4_TO_6, NOT_6_TO_9 = (RANK_BITS & ~_RANK_MASKS[low, high] for low, high in ((1, 4), (4, 6), (6, 9)))
CERTAIN_WAITS = frozenset({"edge", "closed", "single"})
# Every set holding a five leaves only ranks 3 to 7, five among them.
NOT_3_TO_7, FIVE = RANK_BITS & ~_RANK_MASKS[3, 7], 1 << 5


def gates(h: HandView) -> dict[str, bool]:
    """Cheap facts of one reading without which whole groups of fans cannot be present
    (Pattern.needs): a fan registered with needs=<gate> returns 0 whenever its gate is false."""
    f = facts(h)  # every reading needs it anyway (All Simples, One Voided Suit, ...)
    chows = len(h.chows)
    pungs = len(h.pungs)
    honours = f.winds or f.dragons
    ranks = f.ranks
    self_drawn = h.self_drawn
    number_pung_count = pungs - f.wind_pungs - f.dragon_pungs
    if chows >= 3:
        chow_suits = [t.index // 9 for t in f.chows]
        three_chows_one_suit = max(map(chow_suits.count, (0, 1, 2))) >= 3
        chows_in_three_suits = len(set(chow_suits)) == 3
    else:
        three_chows_one_suit = chows_in_three_suits = False
    winning = h.winning_tile
    flags = h.flags
    return {
        "kongs": bool(h.kongs),
        "pungs": pungs > 0,
        "no_pungs": pungs == 0,
        "two_pungs": pungs >= 2,
        "three_pungs": pungs >= 3,
        "four_pungs": pungs == 4,
        "two_chows": chows >= 2,
        "four_chows": chows == 4,
        "three_chows_one_suit": three_chows_one_suit,
        "chows_in_three_suits": chows_in_three_suits,
        "two_number_pungs": number_pung_count >= 2,
        "three_number_pungs": number_pung_count >= 3,
        "four_number_pungs": number_pung_count == 4,
        "wind_pungs": f.wind_pungs > 0,
        "three_wind_pungs": f.wind_pungs >= 3,
        "dragon_pungs": f.dragon_pungs > 0,
        "two_dragon_pungs": f.dragon_pungs >= 2,
        # Four of one tile in the hand (Tile Hog), or the winning tile the last of its kind.
        "four_alike": 4 in f.counts,
        "last_tile": winning is not None and ("last_of_kind" in flags or f.counts[winning.index] == 4),
        "no_honours": not honours,
        "all_melded": len(h.melds) == 4,
        "fives": not honours and not ranks & NOT_3_TO_7 and bool(ranks & FIVE),
        "green": f.green,
        "reversible": f.reversible,
        "all_simple": f.all_simple,
        "concealed_one_suit": f.n_suits == 1 and not h.melds,
        "no_suits": not f.suits,
        "one_suit": f.n_suits == 1,
        "two_suits": f.n_suits == 2,
        "three_suits": f.n_suits == 3,
        # Seven pairs, thirteen orphans and the knitted hands (the standard shape is the common one).
        "irregular_shape": h.shape != "standard",
        # Every set holding a terminal or an honour leaves no 4, 5 or 6 anywhere.
        "no_middle_ranks": not ranks & MIDDLE_RANKS,
        "few_ranks": not honours and (not ranks & NOT_1_TO_4 or not ranks & NOT_4_TO_6 or not ranks & NOT_6_TO_9),
        "self_drawn": self_drawn,
        "discard": not self_drawn,
        "situation": bool(flags) and not SITUATION_GATE_FLAGS.isdisjoint(flags),
        "bonus": bool(h.bonus),
        "certain_wait": wait_of(h) in CERTAIN_WAITS,
    }


# --------------------------------------------------------------------------- shapes


def _set_and_pair(counts: list[int]) -> tuple[TileSet, TileSet] | None:
    """The set and the pair five tiles make, if they make one."""
    for i in range(34):
        if counts[i] < 2:
            continue
        counts[i] -= 2
        found = None
        for j in range(34):
            if counts[j] == 3:
                found = TileSet(SetKind.PUNG, PLAYING_TILES[j])
            elif counts[j]:
                if j < 27 and j % 9 <= 6 and counts[j + 1] and counts[j + 2]:
                    found = TileSet(SetKind.CHOW, PLAYING_TILES[j])
                break
        counts[i] += 2
        if found is not None:
            return found, TileSet(SetKind.PAIR, PLAYING_TILES[i])
    return None


def _most_of_each_rank(counts):
    """For each rank 1-9, the most tiles of it held in any one suit (0: in none)."""
    return map(max, counts[0:9], counts[9:18], counts[18:27])


def knitted_straight_shape(shape_input: ShapeInput):
    """A knitted straight (1-4-7, 2-5-8, 3-6-9 in three suits), one more set and a pair."""
    melds = shape_input.hand.melds
    counts = shape_input.counts
    # Every rank 1-9 must be there in some suit (a quick test that rejects most hands), so nine
    # different tiles at least: counting the tiles not held, quicker still, rejects most first.
    if len(melds) > 1 or counts.count(0) > 25 or 0 in _most_of_each_rank(counts):
        return ()
    if sum(counts) != (14 if not melds else 11):
        return ()
    for seq in KNITTED:
        if not all(counts[i] for i in seq):
            continue
        rest = list(counts)
        for i in seq:
            rest[i] -= 1
        if melds:
            pair = [i for i in range(34) if rest[i]]
            if len(pair) == 1 and rest[pair[0]] == 2:
                return [("knitted_straight", _claimed_tile_exposes(melds + (TileSet(SetKind.PAIR, PLAYING_TILES[pair[0]]),),
                                                                   shape_input.hand, seq))]
        else:
            found = _set_and_pair(rest)
            if found is not None:
                return [("knitted_straight", _claimed_tile_exposes(found, shape_input.hand, seq))]
        return ()
    return ()


def _claimed_tile_exposes(sets: tuple[TileSet, ...], hand, knitted: tuple[int, ...]) -> tuple[TileSet, ...]:
    """The set or pair beside a knitted straight that a claimed winning tile completed, exposed as
    in any other hand; as it was where the tile may have completed the knitted straight instead."""
    tile = hand.winning_tile
    if tile is None or hand.self_drawn or tile.index in knitted:
        return sets
    for position, completed in enumerate(sets):
        if not completed.declared and completed.holds(tile):
            return sets[:position] + (replace(completed, concealed=False),) + sets[position + 1:]
    return sets


def _knitted_straight_waits(counts) -> tuple[Tile, ...]:
    """The tiles a knitted straight hand could wait on: it needs 13 tiles in hand, or 10 beside
    one meld, and a whole knitted straight once the tile is added: the one tile a knitted
    straight lacks, or, beside a whole one, a tile that joins a tile held in a set or the pair."""
    # One tile short of a knitted straight still shows eight of the nine ranks, so eight different
    # tiles at least: counting the tiles not held, the quickest test, rejects most hands first.
    if counts.count(0) > 26 or sum(counts) not in (10, 13) or list(_most_of_each_rank(counts)).count(0) > 1:
        return ()
    found: set[int] = set()
    for seq in KNITTED:
        missing = [i for i in seq if not counts[i]]
        if len(missing) == 1:
            found.add(missing[0])
        elif not missing:
            found.update(i for i in range(34) if _near_held(counts, i))
    return tuple(PLAYING_TILES[i] for i in sorted(found))


def _near_held(counts, i: int) -> bool:
    """A tile held, or a number tile within two ranks of one held in its suit."""
    if counts[i]:
        return True
    if i >= 27:
        return False
    low = i - i % 9
    return any(counts[j] for j in range(max(low, i - 2), min(low + 8, i + 2) + 1))


knitted_straight_shape.wait_candidates = _knitted_straight_waits


def honors_and_knitted_shape(shape_input: ShapeInput):
    """Fourteen different tiles: honours, and number tiles of three different knitted rows."""
    counts = shape_input.counts
    # Fourteen different tiles leave twenty not held: a count quicker than the tests below.
    if shape_input.hand.melds or counts.count(0) != 20:
        return ()
    honours = sum(counts[27:34])
    if honours < 5 or sum(counts) != 14 or max(counts) > 1:
        return ()
    rows = set()
    for suit in range(3):
        found = {i % 3 for i in range(suit * 9, suit * 9 + 9) if counts[i]}
        if len(found) > 1:
            return ()
        rows |= {(suit, r) for r in found}
    if len({r for _, r in rows}) != len(rows):
        return ()
    return [("greater_honors_and_knitted_tiles" if honours == 7 else "lesser_honors_and_knitted_tiles", ())]


def _honors_and_knitted_waits(counts) -> tuple[Tile, ...]:
    """Thirteen different tiles in hand, at least four of them honours, wait on a tile not held."""
    # Thirteen different tiles leave twenty-one not held: a count quicker than the tests after it.
    if counts.count(0) != 21 or sum(counts) != 13 or max(counts) > 1 or sum(counts[27:34]) < 4:
        return ()
    return tuple(t for t in PLAYING_TILES if not counts[t.index])


honors_and_knitted_shape.wait_candidates = _honors_and_knitted_waits


# --------------------------------------------------------------------------- counting steps


def account_once(found: dict[str, int], view: HandView, spec: RuleSpec) -> dict[str, int]:
    """The account-once and non-identical principles for chow combinations.

    Four chows that make a four-chow fan make nothing else. Otherwise the counted chow
    combinations are those `counted_chow_combinations` picks.
    """
    chows = facts(view).chows
    if len(chows) < 2 or found.keys().isdisjoint(CHOW_COMBINATION_KEYS):
        return found  # no chow combination found: nothing to rework
    reworked = dict(found)
    for key in CHOW_COMBINATION_KEYS.intersection(found):
        reworked[key] = 0
    if any(found.get(k) for k in CHOW_FANS_4):
        return reworked
    for fan, _ in chow_combinations_of(spec, chows):
        if fan in found:
            reworked[fan] += 1
    return reworked


def chow_combinations_of(spec: RuleSpec, chows: list[Tile]) -> tuple[tuple[str, tuple[int, ...]], ...]:
    """counted_chow_combinations under the rule set's chow fans, kept per spec for each run
    of chows (account_once and the page's sets_used read the same answer). The values of
    every enabled chow fan are given: a fan the chows do not make pairs none of them, so
    this is the answer the fans present alone would give."""
    cache = cached_on(spec, "_mcr_chow_combinations", dict)
    key = tuple(chows)
    combos = cache.get(key)
    if combos is None:
        value = cached_on(spec, "_mcr_enabled_chow_values", lambda: {
            k: spec.pattern(k).value for k in CHOW_FANS_2 + CHOW_FANS_3 if k in spec.enabled_keys})
        combos = cache[key] = tuple(counted_chow_combinations(chows, value))
    return combos


def counted_chow_combinations(chows: list[Tile], value: dict[str, float]) -> list[tuple[str, tuple[int, ...]]]:
    """The chow fans that count, each with the chows it uses (indices into `chows`, which is in
    tile order, as Facts sorts it).

    The best three-chow fan is kept, and the fourth chow may combine once with one of its
    three. Without a three-chow fan, the pairs of chows that count are the best choice in
    which no chow is linked back to itself through others (each chow combines with the rest
    only once) and no chow makes the same fan twice. Among equal totals the order Pure Double
    Chow, Mixed Double Chow, Short Straight, Two Terminal Chows is preferred, as the source's
    examples do; `value` holds the chow fans the rule set counts.
    """
    best_triple = None
    for trio in combinations(range(len(chows)), 3):
        fan = CHOW_TRIPLE_FANS[chows[trio[0]], chows[trio[1]], chows[trio[2]]]
        if fan is None or fan not in value:
            continue
        extra = None
        for rest in set(range(len(chows))) - set(trio):
            options = [(CHOW_PAIR_FANS[(chows[i], chows[rest]) if i < rest else (chows[rest], chows[i])], i) for i in trio]
            options = [(k, i) for k, i in options if k in value]
            if options:
                k, i = max(options, key=lambda o: (value[o[0]], -CHOW_FANS_2.index(o[0])))
                extra = (k, tuple(sorted((i, rest))))
        worth = value[fan] + (value[extra[0]] if extra else 0)
        if best_triple is None or worth > best_triple[0]:
            best_triple = (worth, (fan, trio), extra)
    if best_triple is not None:
        return [best_triple[1]] + ([best_triple[2]] if best_triple[2] else [])
    return [(fan, (i, j)) for i, j, fan in _best_chow_pairs(chows, value)]


def _best_chow_pairs(chows: list[Tile], value: dict[str, float]) -> list[tuple[int, int, str]]:
    """The pairs of chows that count, as (i, j, fan). Between choices that count the same
    fans, the last one tried is kept: it pairs the later chows (in tile order), as the
    source's two worked examples with a spare Short Straight or Two Terminal Chows do."""
    edges = []
    for i, j in combinations(range(len(chows)), 2):
        fan = CHOW_PAIR_FANS[chows[i], chows[j]]
        if fan in value:
            edges.append((i, j, fan))
    if len(edges) < 2:
        return edges  # one pairing (or none) is the whole choice: the common case, no search
    best, best_key = [], None
    for size in range(len(edges), 0, -1):
        for chosen in combinations(edges, size):
            if not _forest(chosen, len(chows)) or not _each_fan_once_per_chow(chosen):
                continue
            fans = [fan for _, _, fan in chosen]
            key = (sum(value[f] for f in fans), *(fans.count(k) for k in CHOW_FANS_2))
            if best_key is None or key >= best_key:
                best, best_key = list(chosen), key
    return best


def _forest(edges, n: int) -> bool:
    parent = list(range(n))

    def root(x):
        while parent[x] != x:
            x = parent[x]
        return x

    for i, j, _ in edges:
        a, b = root(i), root(j)
        if a == b:
            return False
        parent[a] = b
    return True


def _each_fan_once_per_chow(edges) -> bool:
    seen = set()
    for i, j, fan in edges:
        for end in (i, j):
            if (end, fan) in seen:
                return False
            seen.add((end, fan))
    return True


def concealment_implied(found: dict[str, int], spec: RuleSpec) -> dict[str, int]:
    """Where a fan present rules out Fully Concealed Hand, a self-draw scores as Self-Drawn."""
    if not found.get("fully_concealed_hand"):
        return found
    ruling_out = cached_on(spec, "_mcr_rule_out_full_concealment",
                           lambda: frozenset(p.key for p in spec.patterns if "fully_concealed_hand" in p.excludes))
    for key, count in found.items():
        if count and key in ruling_out:
            return {**found, "fully_concealed_hand": 0}
    return found


def adjust(found: dict[str, int], view: HandView, spec: RuleSpec, options) -> dict[str, int]:
    return concealment_implied(account_once(found, view, spec), spec)


# --------------------------------------------------------------------------- total and settlement



def settle(result, hand, spec, options) -> tuple:
    """On a discard the discarder pays 8 + total and the others 8; self-drawn, all three pay 8 + total."""
    discarder = hand.discarder if hand.discarder != hand.seat_wind else None
    return _payments(hand.seat_wind, hand.self_drawn, discarder, options.base_payment, result.total)


@lru_cache(maxsize=4096)
def _payments(winner: str, self_drawn: bool, discarder: str | None, base: float, total: float) -> tuple:
    """The payments of one settlement (Payments are immutable: each is made once)."""
    from ..score import (
        Payment,  # score imports the rule systems, so not at module level
    )

    full = base + total
    others = [w for w in "ESWN" if w != winner]
    if self_drawn:
        return tuple(Payment(w, winner, full) for w in others)
    if discarder:
        return tuple(Payment(w, winner, full if w == discarder else base) for w in others)
    return (Payment("discarder", winner, full), Payment("other player", winner, base),
            Payment("other player", winner, base))


def sets_used(lines, view, spec, options):
    """The sets each counted fan used (see mcr_explain; imported here late, as it imports this module)."""
    global _explain
    if _explain is None:
        from .mcr_explain import sets_used as _explain
    return _explain(lines, view, spec, options)


_explain = None


SHAPES = (arrange.standard(), arrange.seven_pairs(), arrange.thirteen_orphans, knitted_straight_shape,
          honors_and_knitted_shape)


@without_class_defaults
@dataclass(frozen=True)
class MCROptions:
    base_payment: int = option(8, "Settlement: the base every other player pays the winner (the discarder, or all three on a self-draw, add the hand's total).")
    book_values: bool = option(
        False,
        "Use the 2006 official book's values where the rule source differs: One Melded and One "
        "Concealed Kong 5 points (source 6), Two Concealed Kongs 6 (source 8).",
    )
    tile_hog_honours: bool = option(
        False,
        "Tile Hog also counts four of one wind or dragon, held as two equal pairs in Seven Pairs, as the "
        "2006 official book and pymahjonggb do. The rule source names suit tiles only.",
    )
    # The source (#41) gives Last Tile Claim to going out on the last discard of the game; a tile
    # robbed from a kong being made was never discarded, so by its words it does not score, and a
    # club may count it anyway (pymahjonggb does).
    last_tile_claim_on_robbed_kong: bool = option(
        False,
        "Robbing the Kong with the last tile of the wall also scores Last Tile Claim, as a club may choose "
        "(pymahjonggb counts both). Off, as the rule source is written: Last Tile Claim is for going out on "
        "the last discard, and a tile taken from a kong being made was never discarded, so Robbing the Kong "
        "alone counts.",
    )


def flag_notes(hand: Hand, spec, options) -> dict[str, str]:
    """Why a ticked situation scores nothing for this hand, where the source says it cannot (a
    flower's replacement tile, a last tile with another held, the last tile of the wall robbed
    from a kong while the option last_tile_claim_on_robbed_kong is off). Patterns are named as the
    rule set names them, boxes as the page labels them; each note under the box it is about."""
    notes = {}
    counted = spec.enabled_keys
    # Without a flower either, the hand's reading has already refused the flag (nothing was replaced).
    if ("kong_replacement" in hand.flags and hand.bonus and not any(meld.is_kong for meld in hand.melds)
            and "out_with_replacement_tile" in counted):
        notes["kong_replacement"] = (f"{spec.pattern('out_with_replacement_tile').name} is a win on the replacement tile for a kong, "
                                     "not for a flower or season; this hand has no kong, so it was scored as an ordinary "
                                     "self-drawn win.")
    winning = hand.winning_tile
    if ("last_of_kind" in hand.flags and winning is not None and hand.hand_tiles.count(winning) > 1
            and "last_tile" in counted):
        name = spec.pattern("last_tile").name
        notes["last_of_kind"] = (f"{name} counts only when the other three {winning} are in sight (discarded, or in claimed "
                                 f"sets); this hand holds another {winning} in hand, so {name} does not count.")
    if ({"robbing_kong", "last_tile_in_wall"} <= hand.flags and "self_drawn" not in hand.flags
            and "last_tile_claim" in counted and not options.last_tile_claim_on_robbed_kong):
        notes["last_tile_in_wall"] = (f"{spec.pattern('last_tile_claim').name} was not counted for “{SYSTEM.label('last_tile_in_wall')}”: "
                                      "it is a win on the last discarded tile, and a tile robbed from a kong was never discarded "
                                      "(option last_tile_claim_on_robbed_kong).")
    return notes


SYSTEM = RuleSystem(
    key="mcr",
    name="Chinese Official (MCR)",
    patterns=mcr,
    options=MCROptions,
    shapes=lambda options: SHAPES,
    flags=("self_drawn", "last_of_kind", "last_tile_in_wall", "kong_replacement", "robbing_kong"),
    flag_labels={
        "last_of_kind": "Last tile of its kind (the other three in sight)",
        "last_tile_in_wall": "Last tile of the wall (drawn, or its discard)",
        "kong_replacement": "Replacement tile after a kong (self-drawn)",
        "robbing_kong": "Robbing a kong (won on a tile added to a melded pung)",
    },
    fallbacks=frozenset({"chicken_hand"}),
    flag_notes=flag_notes,
    flag_patterns={
        "last_of_kind": ("last_tile",),
        "last_tile_in_wall": ("last_tile_draw", "last_tile_claim"),
        "kong_replacement": ("out_with_replacement_tile",),
        "robbing_kong": ("robbing_the_kong",),
    },
    drawn_only=frozenset({"last_tile_draw", "out_with_replacement_tile"}),
    discard_only=frozenset({"last_tile_claim", "robbing_the_kong"}),
    adjust=adjust,
    settle=settle,
    gates=gates,
    sets_used=sets_used,
)
