"""Seeded random legal hands, for benchmarks and broad smoke tests: four sets and a pair
(some declared as melds), seven pairs now and then, flags and winds at random."""

from __future__ import annotations

import random

from .tiles import PLAYING_TILES, WIND_LETTERS, format_tiles

FLAGS = ("self_drawn", "last_tile_in_wall", "kong_replacement", "robbing_kong", "last_of_kind")


def random_hand(rng: random.Random) -> dict:
    """One legal winning hand in the shared hand format."""
    while True:
        hand = _try(rng)
        if hand is not None:
            return hand


def random_hands(count: int, seed: int = 2026) -> list[dict]:
    rng = random.Random(seed)
    return [random_hand(rng) for _ in range(count)]


def _try(rng: random.Random) -> dict | None:
    left = [4] * 34
    suits = rng.sample(range(4), rng.choice((1, 2, 2, 3, 3, 4)))  # fewer suits makes richer hands
    if rng.random() < 0.08:
        return _seven_pairs(rng, left, suits)
    concealed, melds = [], []
    for _ in range(4):
        tiles = _random_set(rng, left, suits)
        if tiles is None:
            return None
        kind = rng.random()
        if kind < 0.25:
            melds.append({"tiles": format_tiles(tiles), "concealed": False})
        elif kind < 0.3 and tiles[0] == tiles[-1]:
            extra = tiles[0]
            if left[extra.index] == 0:
                return None
            left[extra.index] -= 1
            melds.append({"tiles": format_tiles(tiles + [extra]), "concealed": rng.random() < 0.5})
        else:
            concealed.extend(tiles)
    pair = _pick(rng, left, suits, 2)
    if pair is None:
        return None
    concealed.extend([pair, pair])
    winning = concealed.pop(rng.randrange(len(concealed)))
    return _finish(rng, concealed, melds, winning, left)


def _seven_pairs(rng, left, suits) -> dict | None:
    concealed = []
    for _ in range(7):
        tile = _pick(rng, left, suits, 2)
        if tile is None:
            return None
        concealed.extend([tile, tile])
    winning = concealed.pop(rng.randrange(len(concealed)))
    return _finish(rng, concealed, [], winning, left)


def _finish(rng, concealed, melds, winning, left) -> dict:
    hand = {
        "concealed": format_tiles(sorted(concealed, key=lambda t: t.index)),
        "melds": melds,
        "winning_tile": str(winning),
        "seat_wind": rng.choice(WIND_LETTERS),
        "round_wind": rng.choice(WIND_LETTERS),
    }
    for flag in FLAGS:
        if rng.random() < 0.12:
            hand[flag] = True
    if hand.get("robbing_kong"):
        hand.pop("self_drawn", None)
        hand.pop("kong_replacement", None)
        if left[winning.index] != 3:  # a robbed tile's other three are in the robbed pung
            del hand["robbing_kong"]
    if hand.get("kong_replacement") and not any(sum(c.isdigit() for c in meld["tiles"]) == 4 for meld in melds):  # a replacement needs a kong
        del hand["kong_replacement"]
    if hand.get("kong_replacement"):
        hand["self_drawn"] = True
    return hand


def _pick(rng, left, suits, needed):
    choices = [t for t in PLAYING_TILES if _suit_number(t) in suits and left[t.index] >= needed]
    if not choices:
        return None
    tile = rng.choice(choices)
    left[tile.index] -= needed
    return tile


def _random_set(rng, left, suits):
    if rng.random() < 0.55:
        starts = [t for t in PLAYING_TILES if t.is_suited and t.rank <= 7 and _suit_number(t) in suits
                  and all(left[t.index + i] for i in range(3))]
        if starts:
            start = rng.choice(starts)
            tiles = [PLAYING_TILES[start.index + i] for i in range(3)]
            for tile in tiles:
                left[tile.index] -= 1
            return tiles
    tile = _pick(rng, left, suits, 3)
    return None if tile is None else [tile] * 3


def _suit_number(tile) -> int:
    return "mpsz".index(tile.suit)
