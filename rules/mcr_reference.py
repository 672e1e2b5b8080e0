"""The hands of the shared format as arguments of pymahjonggb's MahjongFanCalculator (the C++
MCR calculator the spine benchmark and the MCR differential test compare against). Optional:
pymahjonggb is a development dependency, so callers import it themselves."""

from __future__ import annotations

from rules.engine.hand import Hand
from rules.engine.sets import SetKind

# pymahjonggb's tile names in our tile index order: characters, dots, bamboo, the winds E S W N,
# then our dragons 5z white, 6z green, 7z red (its J3, J2, J1).
GB_TILES = ([f"W{k}" for k in range(1, 10)] + [f"B{k}" for k in range(1, 10)] + [f"T{k}" for k in range(1, 10)]
            + ["F1", "F2", "F3", "F4", "J3", "J2", "J1"])


def calculator_arguments(hand: Hand) -> tuple:
    """MahjongFanCalculator's positional arguments for a winning hand: its melds (a chow named
    by its middle tile), the tiles in hand, the winning tile, the flowers, the situation flags
    and the seat and prevalent winds."""
    packs = []
    for meld in hand.melds:
        if meld.kind is SetKind.CHOW:
            packs.append(("CHI", GB_TILES[meld.tile.index + 1], 2))
        else:
            packs.append(("GANG" if meld.kind is SetKind.KONG else "PENG", GB_TILES[meld.tile.index],
                          0 if meld.concealed else 1))
    flags = hand.flags
    return (tuple(packs), tuple(GB_TILES[t.index] for t in hand.concealed), GB_TILES[hand.winning_tile.index],
            len(hand.bonus), "self_drawn" in flags, "last_of_kind" in flags,
            "kong_replacement" in flags or "robbing_kong" in flags, "last_tile_in_wall" in flags,
            "ESWN".index(hand.seat_wind), "ESWN".index(hand.round_wind))
