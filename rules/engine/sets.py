"""Sets of tiles: chows, pungs, kongs and pairs, as they stand in a hand."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from .tiles import Tile, format_tiles


class SetKind(StrEnum):
    CHOW = "chow"
    PUNG = "pung"
    KONG = "kong"
    PAIR = "pair"

    @property
    def size(self) -> int:
        match self:
            case SetKind.KONG:
                return 4
            case SetKind.PAIR:
                return 2
            case _:
                return 3


@dataclass(frozen=True, slots=True)
class TileSet:
    """A set in an arrangement. `tile` is its lowest tile.

    `concealed` is False for a declared (melded) set and for a set completed by a claimed
    winning tile; `declared` is True only for sets declared before the win (the melds).
    """

    kind: SetKind
    tile: Tile
    concealed: bool = True
    declared: bool = False

    @property
    def tiles(self) -> tuple[Tile, ...]:
        if self.kind is SetKind.CHOW:
            return (self.tile, self.tile.next(1), self.tile.next(2))
        return (self.tile,) * self.kind.size

    def holds(self, tile: Tile) -> bool:
        """Whether the tile is one of the set's tiles (`tile in s.tiles`, without building them)."""
        if self.kind is SetKind.CHOW:
            return tile.suit == self.tile.suit and 0 <= tile.rank - self.tile.rank <= 2
        return tile is self.tile

    @property
    def is_chow(self) -> bool:
        return self.kind is SetKind.CHOW

    @property
    def is_pung(self) -> bool:
        """A pung or a kong: most rules count a kong wherever they count a pung."""
        return self.kind is SetKind.PUNG or self.kind is SetKind.KONG

    @property
    def is_kong(self) -> bool:
        return self.kind is SetKind.KONG

    @property
    def is_pair(self) -> bool:
        return self.kind is SetKind.PAIR

    @property
    def suit(self) -> str:
        return self.tile.suit

    @property
    def has_major(self) -> bool:
        """Contains a terminal or an honour."""
        return self.tile.is_major or (self.is_chow and self.tile.rank == 7)

    def __str__(self) -> str:
        return format_tiles(self.tiles)
