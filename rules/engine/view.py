"""HandView: the facts about one arrangement of a hand that patterns ask about, worked out
once so that most patterns are a line or two."""

from __future__ import annotations

from collections.abc import Callable
from functools import cached_property

from .arrange import Arrangement, wait_kind
from .hand import Hand
from .sets import SetKind, TileSet
from .tiles import NINE_GATES, SUITS, WIND_BY_LETTER, Tile

_PAIR, _CHOW, _KONG = SetKind.PAIR, SetKind.CHOW, SetKind.KONG


# Facts a rule system works out once per reading, on first use: name -> function of the view.
_LAZY_FACTS: dict[str, Callable[[HandView], object]] = {}


def lazy_fact(name: str, make: Callable[[HandView], object]) -> None:
    """Let `view.<name>` be `make(view)`, worked out when first asked and kept on the view (a
    plain attribute from then on, so patterns may read it with operator.attrgetter). A name is
    registered once, and never one of HandView's methods or properties. The facts __init__ sets
    (pungs, chows, flags, ...) are not seen here: a system prefixes its facts' names (mcr_...)."""
    if name in _LAZY_FACTS or hasattr(HandView, name):
        raise ValueError(f"“{name}” is already a lazy fact or a method of HandView: give the lazy fact another name.")
    _LAZY_FACTS[name] = make


class HandView:
    """Facts of one arrangement. The set lists and the set-derived facts are worked out in one
    pass over the sets; facts about the tiles come from the sets when they hold every tile
    (four sets and a pair, seven pairs), otherwise from the tiles when first asked."""

    def __init__(self, hand: Hand, arrangement: Arrangement, options, waits: Callable[[], frozenset[Tile]]):
        self.hand = hand
        self.arrangement = arrangement
        self.shape = arrangement.shape
        self._waits = waits
        self.options = options
        self.winning_tile = hand.winning_tile
        flags = self.flags = hand.flags
        self.self_drawn = "self_drawn" in flags
        self.seat_wind = WIND_BY_LETTER[hand.seat_wind]
        self.round_wind = WIND_BY_LETTER[hand.round_wind]
        self.bonus = hand.bonus
        melds = self.melds = hand.melds
        # No set declared from a discard before the win (concealed kongs allowed): every system
        # asks, and a loop over at most four melds costs less than a cached_property's first read.
        self.is_concealed = True
        for m in melds:
            if not m.concealed:
                self.is_concealed = False
                break
        sets = self.all_sets = arrangement.sets
        others: list[TileSet] = []
        pairs: list[TileSet] = []
        chows: list[TileSet] = []
        pungs: list[TileSet] = []
        kongs: list[TileSet] = []
        wind_pungs: list[TileSet] = []
        dragon_pungs: list[TileSet] = []
        concealed_pungs: list[TileSet] = []
        suits: set[str] = set()
        honours = False
        for s in sets:
            kind = s.kind
            tile = s.tile
            suit = tile.suit
            if suit == "z":
                honours = True
            else:
                suits.add(suit)
            if kind is _PAIR:
                pairs.append(s)
                continue
            others.append(s)
            if kind is _CHOW:
                chows.append(s)
                continue
            pungs.append(s)
            if kind is _KONG:
                kongs.append(s)
            if s.concealed:
                concealed_pungs.append(s)
            if suit == "z":
                (wind_pungs if tile.is_wind else dragon_pungs).append(s)
        self.sets: tuple[TileSet, ...] = tuple(others)
        self.pairs = tuple(pairs)
        self.pair: TileSet | None = pairs[0] if len(pairs) == 1 else None
        self.chows = tuple(chows)
        self.pungs = tuple(pungs)
        self.kongs = tuple(kongs)
        self.wind_pungs = tuple(wind_pungs)
        self.dragon_pungs = tuple(dragon_pungs)
        # Pungs and kongs still concealed at the win: not declared, not completed by a claimed tile.
        self.concealed_pungs = tuple(concealed_pungs)
        # Every tile is in a set (a kong counts as three, as in tile_count): the sets tell the suits.
        if 3 * len(others) + 2 * len(pairs) == hand.tile_count:
            self.suits = frozenset(suits)
            self.has_honours = honours

    def __getattr__(self, name: str):
        # Only for attributes not set yet: a registered lazy fact is worked out and kept.
        make = _LAZY_FACTS.get(name)
        if make is None:
            raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")
        value = self.__dict__[name] = make(self)
        return value

    @cached_property
    def tiles(self) -> tuple[Tile, ...]:
        return self.hand.all_tiles

    @property
    def waits(self) -> frozenset[Tile]:
        """The tiles the hand was waiting on before the win (worked out once per hand)."""
        return self._waits()

    @property
    def is_standard(self) -> bool:
        return self.shape == "standard"

    def flag(self, name: str) -> bool:
        return name in self.flags

    @cached_property
    def counts(self) -> list[int]:
        return list(self.hand.all_counts)

    @cached_property
    def suits(self) -> frozenset[str]:
        """The number suits (m, p, s) present."""
        return frozenset(t.suit for t in self.tiles if t.is_suited)

    @cached_property
    def has_honours(self) -> bool:
        return any(t.is_honour for t in self.tiles)

    @cached_property
    def distinct_tiles(self) -> frozenset[Tile]:
        return frozenset(self.tiles)

    def holds_nine_gates(self, before_the_win: bool, exposed: bool = False) -> bool:
        """Fourteen tiles of one number suit, no kong: 1112345678999 and one more of the suit,
        all concealed (or, with `exposed`, with a set exposed); with `before_the_win`, the
        1112345678999 held concealed before the winning tile came."""
        if self.kongs or bool(self.melds) != exposed or len(self.suits) != 1 or self.has_honours:
            return False
        offset = SUITS.index(next(iter(self.suits))) * 9
        counts = list(self.counts[offset:offset + 9])
        if before_the_win:
            counts[self.winning_tile.rank - 1] -= 1
            return not exposed and tuple(counts) == NINE_GATES
        return all(have >= need for have, need in zip(counts, NINE_GATES))

    @cached_property
    def all_major(self) -> bool:
        """Only terminals (ones and nines) and honours."""
        return all(t.is_major for t in self.distinct_tiles)

    @cached_property
    def all_terminal(self) -> bool:
        """Only ones and nines."""
        return all(t.is_terminal for t in self.distinct_tiles)

    @cached_property
    def all_simple(self) -> bool:
        """Only number tiles 2 to 8."""
        return not any(t.is_major for t in self.distinct_tiles)

    @property
    def all_flowers(self) -> bool:
        """All four flowers (1f-4f) among the bonus tiles."""
        return sum(1 for t in self.bonus if t.is_flower) == 4

    @property
    def all_seasons(self) -> bool:
        """All four seasons (5f-8f) among the bonus tiles."""
        return sum(1 for t in self.bonus if t.is_season) == 4


    @property
    def wait(self) -> str | None:
        """How the winning tile fitted its set: single, edge, closed, open or pung."""
        position = self.arrangement.winning_set
        if position is None or self.winning_tile is None:
            return None
        return wait_kind(self.arrangement.sets[position], self.winning_tile)

    @property
    def winning_set(self) -> TileSet | None:
        position = self.arrangement.winning_set
        return None if position is None else self.arrangement.sets[position]

    def pungs_of(self, tiles) -> tuple[TileSet, ...]:
        wanted = set(tiles)
        return tuple(s for s in self.pungs if s.tile in wanted)

    def all_tiles_in(self, allowed) -> bool:
        allowed = set(allowed)
        return all(t in allowed for t in self.distinct_tiles)
