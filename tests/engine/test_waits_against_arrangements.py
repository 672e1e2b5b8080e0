"""The waits of a hand one tile short (what Edge, Closed and Single Wait, One-Chance and the
result's `waits` are judged from) are worked out by a fast search over per-suit tables. Here they
are checked against the slow way, trying each of the 34 tiles and asking `arrangements` whether
the hand is then complete, on generated hands one tile short, under every built-in rule set
(each with its own shapes: knitted hands, seven shifted pairs, a cap on chows...)."""

from __future__ import annotations

import os
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.engine.arrange import arrangements, waits
from rules.engine.builtin import BUILTIN_RULE_SETS, builtin_spec
from rules.engine.hand import read_hand
from rules.engine.notation import parse_line
from rules.engine.options import build_options
from rules.engine.samples import random_hand
from rules.engine.systems import SYSTEMS
from rules.engine.tiles import PLAYING_TILES, tile_codes

HUNT = os.environ.get("FUZZ_EXAMPLES")
EXAMPLES = settings(max_examples=int(HUNT or 150), derandomize=not HUNT, deadline=None, database=None)


def shapes_of(slug: str, **option_values):
    spec = builtin_spec(slug)
    system = SYSTEMS[spec.system]
    options, problems = build_options(system.options, spec.options, option_values)
    assert not problems
    return system.shapes(options)


def waits_tile_by_tile(hand, shapes) -> frozenset:
    """Every tile that completes the hand, found by trying each one (none the hand holds four of)."""
    in_play = list(hand.all_counts)
    return frozenset(tile for tile in PLAYING_TILES
                     if in_play[tile.index] < 4 and arrangements(hand.with_winning_tile(tile), shapes))


def short_hand(rng: random.Random, swap: bool) -> dict:
    """A legal hand with its winning tile taken away, and sometimes one concealed tile changed
    for another (most such hands wait on nothing, some on tiles the original did not)."""
    while (hand := random_hand(rng)) is None:
        pass
    hand = {**hand, "winning_tile": None, "self_drawn": False, "discarder": None}
    concealed = tile_codes(hand["concealed"])
    if swap and concealed:
        held = concealed + [code for meld in hand["melds"] for code in tile_codes(meld["tiles"])]
        spare = [str(t) for t in PLAYING_TILES if held.count(str(t)) < 4]
        concealed[rng.randrange(len(concealed))] = rng.choice(spare)
    return {**hand, "concealed": " ".join(concealed)}


# Narrow pools of tiles, where the special shapes live: terminals and honours (orphans, all pair
# honours), one suit (nine gates, shifted pairs, wriggling snake), two suits (knitting), the
# knitted tiles and honours (knitted straight, honours and knitted tiles).
NARROW_POOLS = [
    tile_codes("19m19p19s1234567z"),
    tile_codes("123456789m1234567z"),
    tile_codes("123456789m"),
    tile_codes("123456789m123456789p"),
    tile_codes("147m258p369s1234567z"),
    tile_codes("147m258p369s123456789m"),
]


def narrow_hand(rng: random.Random) -> dict:
    """Thirteen tiles in hand, drawn from one narrow pool (at most four of a tile)."""
    pool = [code for code in rng.choice(NARROW_POOLS) for _ in range(4)]
    return {"concealed": " ".join(rng.sample(pool, 13)), "seat_wind": "E", "round_wind": "E"}


@pytest.mark.parametrize("slug", sorted(BUILTIN_RULE_SETS))
@EXAMPLES
@given(seed=st.integers(0, 2**32), kind=st.sampled_from(["short", "changed", "narrow"]))
def test_the_waits_are_the_tiles_that_complete_the_hand(slug, seed, kind):
    rng = random.Random(seed)
    reading = read_hand(narrow_hand(rng) if kind == "narrow" else short_hand(rng, swap=kind == "changed"))
    if reading.hand is None:  # the changed tile made a fifth of a kind with the bonus...: not a hand
        return
    shapes = shapes_of(slug)
    assert waits(reading.hand, shapes) == waits_tile_by_tile(reading.hand, shapes)


EXAMPLE_HANDS = [pytest.param(slug, pattern.example, id=f"{slug}-{pattern.key}")
                 for slug, rule_set in sorted(BUILTIN_RULE_SETS.items())
                 for pattern in rule_set.patterns if pattern.example]


@pytest.mark.parametrize(("slug", "example"), EXAMPLE_HANDS)
def test_the_waits_of_each_pattern_example_less_any_one_tile(slug, example):
    """Every pattern's example hand (special hands included), less each tile it holds in hand in
    turn: the waits found are the tiles that complete it."""
    data = parse_line(example)
    concealed = tile_codes(data["concealed"]) + ([data["winning_tile"]] if data.get("winning_tile") else [])
    data.update(winning_tile=None, self_drawn=False, discarder=None)
    shapes = shapes_of(slug)
    for left_out in sorted(set(concealed)):
        rest = list(concealed)
        rest.remove(left_out)
        hand = read_hand({**data, "concealed": " ".join(rest)}).hand
        assert waits(hand, shapes) == waits_tile_by_tile(hand, shapes), (example, left_out)


@pytest.mark.parametrize(("slug", "line", "expected"), [
    # Knitted Straight 147m 258p 36s with 234m and 11z: only 9s finishes the knitted straight.
    ("mcr", "147m258p36s234m11z", {"9s"}),
    # Lesser Honors and Knitted Tiles one short: an honour not yet held completes it.
    ("mcr", "147m258p369s1234z", {"5z", "6z", "7z"}),
    # Six pairs and a 2p: only Seven Pairs; odd ranks alone make no chow.
    ("mcr", "1133557799m11p2p", {"2p"}),
])
def test_waits_of_special_shapes_by_hand(slug, line, expected):
    hand = read_hand(parse_line(line)).hand
    shapes = shapes_of(slug)
    assert {str(t) for t in waits(hand, shapes)} == expected == {str(t) for t in waits_tile_by_tile(hand, shapes)}
