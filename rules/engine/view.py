"""HandView: the facts about one arrangement of a hand that patterns ask about, worked out
once so that most patterns are a line or two."""

from __future__ import annotations

from collections.abc import Callable
from functools import cached_property

from .arrange import Arrangement, tile_counts, wait_kind
from .hand import Hand
from .sets import TileSet
from .tiles import DRAGONS, WINDS, Tile


class HandView:
    def __init__(self, hand: Hand, arrangement: Arrangement, options, waits: Callable[[], frozenset[Tile]]):
        self.hand = hand
        self.arrangement = arrangement
        self.shape = arrangement.shape
        self._waits = waits
        self.options = options
        self.winning_tile = hand.winning_tile
        self.self_drawn = hand.self_drawn
        self.flags = hand.flags
        self.seat_wind = hand.seat_wind_tile
        self.round_wind = hand.round_wind_tile
        self.bonus = hand.bonus
        self.tiles: tuple[Tile, ...] = hand.all_tiles
        sets = arrangement.sets
        self.all_sets = sets
        self.sets: tuple[TileSet, ...] = tuple(s for s in sets if not s.is_pair)
        pairs = tuple(s for s in sets if s.is_pair)
        self.pairs = pairs
        self.pair: TileSet | None = pairs[0] if len(pairs) == 1 else None
        self.chows = tuple(s for s in self.sets if s.is_chow)
        self.pungs = tuple(s for s in self.sets if s.is_pung)
        self.kongs = tuple(s for s in self.sets if s.is_kong)
        self.melds = hand.melds

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
        return tile_counts(self.tiles)

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

    @cached_property
    def concealed_pungs(self) -> tuple[TileSet, ...]:
        """Pungs and kongs still concealed at the win: not declared, not completed by a claimed tile."""
        return tuple(s for s in self.pungs if s.concealed)

    @cached_property
    def is_concealed(self) -> bool:
        """No set declared from a discard before the win (concealed kongs allowed)."""
        return all(m.concealed for m in self.melds)

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

    @cached_property
    def wind_pungs(self) -> tuple[TileSet, ...]:
        return self.pungs_of(WINDS)

    @cached_property
    def dragon_pungs(self) -> tuple[TileSet, ...]:
        return self.pungs_of(DRAGONS)

    def all_tiles_in(self, allowed) -> bool:
        allowed = set(allowed)
        return all(t in allowed for t in self.distinct_tiles)
