"""Every way to read a hand's tiles as sets: the standard four sets and a pair, and the
irregular shapes a rule system recognises.

The standard shape is found per suit and combined by product: a suit's decompositions
depend only on its counts. For the number suits and the honours they come from one table of
every count tuple that splits (number_suit_splits, built from sets on first use), which holds
each suit's readings ready made of sets; suits past what a hand can hold are searched and
cached on their count tuple. Either way a suit's answer is shared by every hand (and every
candidate tile when the waits are computed).
"""

from __future__ import annotations

import gc
from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache
from itertools import combinations_with_replacement, product
from operator import itemgetter
from typing import NamedTuple

from .hand import Hand
from .sets import SetKind, TileSet
from .tiles import ORPHANS, PLAYING_TILES, Tile

SUIT_OFFSETS = (0, 9, 18)
HONOUR_OFFSET = 27

# A decomposition is a tuple of (kind, rank index within the suit) pairs.
Decomposition = tuple[tuple[SetKind, int], ...]


class Arrangement(NamedTuple):
    """One reading of a complete hand (a named tuple: made for every reading, so made cheaply).

    `sets` holds the declared melds first, then the sets made from the tiles in hand; the
    pair (or the pairs of a seven-pairs hand) come last. `winning_set` is the position in
    `sets` of the set the winning tile completed, or None for shapes without sets.
    """

    shape: str
    sets: tuple[TileSet, ...]
    winning_set: int | None = None


def wait_kind(tile_set: TileSet, winning: Tile) -> str:
    if tile_set.is_pair:
        return "single"
    if tile_set.is_pung:
        return "pung"
    position = winning.rank - tile_set.tile.rank
    if position == 1:
        return "closed"
    if (position == 2 and tile_set.tile.rank == 1) or (position == 0 and tile_set.tile.rank == 7):
        return "edge"
    return "open"


@lru_cache(maxsize=65536)
def suit_decompositions(counts: tuple[int, ...], chows: bool) -> tuple[Decomposition, ...]:
    """Every split of one suit's counts into pungs, chows and at most one pair."""
    results: list[Decomposition] = []

    def walk(counts: list[int], start: int, taken: list, pair_used: bool) -> None:
        while start < len(counts) and counts[start] == 0:
            start += 1
        if start == len(counts):
            results.append(tuple(taken))
            return
        if counts[start] >= 3:
            counts[start] -= 3
            taken.append((SetKind.PUNG, start))
            walk(counts, start, taken, pair_used)
            taken.pop()
            counts[start] += 3
        if counts[start] >= 2 and not pair_used:
            counts[start] -= 2
            taken.append((SetKind.PAIR, start))
            walk(counts, start, taken, True)
            taken.pop()
            counts[start] += 2
        if chows and start + 2 < len(counts) and counts[start + 1] and counts[start + 2]:
            for i in range(3):
                counts[start + i] -= 1
            taken.append((SetKind.CHOW, start))
            walk(counts, start, taken, pair_used)
            taken.pop()
            for i in range(3):
                counts[start + i] += 1

    walk(list(counts), 0, [], False)
    return tuple(results)


Reading = tuple[tuple[TileSet, ...], TileSet | None]

# Sets are immutable: the ones readings are made of are made once, by kind and tile index.
_CONCEALED_SETS = {kind: tuple(TileSet(kind, tile) for tile in PLAYING_TILES) for kind in SetKind}
_EXPOSED_SETS = {kind: tuple(TileSet(kind, tile, False) for tile in PLAYING_TILES) for kind in SetKind}

# A set of a split as one number, its walk code: rank * 3 + the order suit_decompositions tries
# the sets starting at its lowest tile (pung, pair, chow). A split's codes sorted are the order
# the walk meets its sets in, and splits sorted by their codes the order it finds them first in.
_WALK_ORDER = {SetKind.PUNG: 0, SetKind.PAIR: 1, SetKind.CHOW: 2}
_SET_OF_CODE = {rank * 3 + order: (kind, rank) for kind, order in _WALK_ORDER.items() for rank in range(9)}
# A reading lists a suit's sets by rank, at one rank chows before pungs, and its pair apart.
_READING_KEY = {code: (rank, kind) for code, (kind, rank) in _SET_OF_CODE.items()}
# The sets of a table suit, in a reading's order (so that a choice of them is in that order too).
_NUMBER_SUIT_CODES = sorted((code for code, (kind, rank) in _SET_OF_CODE.items()
                             if kind is SetKind.PUNG or (kind is SetKind.CHOW and rank <= 6)), key=_READING_KEY.__getitem__)
_HONOUR_CODES = [rank * 3 + _WALK_ORDER[SetKind.PUNG] for rank in range(7)]
# The set each walk code stands for in each suit, by the suit's offset.
_SETS_AT = {offset: {code: _CONCEALED_SETS[kind][offset + rank] for code, (kind, rank) in _SET_OF_CODE.items()
                     if offset + rank < 34} for offset in (*SUIT_OFFSETS, HONOUR_OFFSET)}

_number_suit_splits: dict[tuple[int, ...], tuple[Decomposition, ...]] = {}
_number_suit_masks: dict[tuple[int, ...], int] = {}
_honour_splits: dict[tuple[int, ...], tuple[Decomposition, ...]] = {}
_honour_masks: dict[tuple[int, ...], int] = {}
# The readings of every suit in the table, by the suit's offset (the honours' is 27): a hand's
# readings are put together from these.
_table_readings: dict[int, dict[tuple[int, ...], tuple[Reading, ...]]] = {offset: {} for offset in _SETS_AT}
# And each suit's pair mask (see _suit_pair_mask), by offset too: the number suits share theirs.
_table_masks = {**dict.fromkeys(SUIT_OFFSETS, _number_suit_masks), HONOUR_OFFSET: _honour_masks}


def number_suit_splits() -> dict[tuple[int, ...], tuple[Decomposition, ...]]:
    """Every count tuple of one number suit (up to 14 tiles) that splits into sets and at most
    one pair, with its distinct splits in the order suit_decompositions finds them first.

    Built once, on first use, by putting together every choice of up to four sets and a pair
    (48,450 choices; 21,743 count tuples split at all, of the 405,350 a suit can hold): a suit
    then never needs searching, however new to the process. Not an lru_cache, so that
    emptying the engine's caches leaves this table alone, as it would a file on disk. It fills
    the same for the honours (_honour_splits: pungs and a pair of seven ranks), and for both
    each suit's pair mask (_number_suit_masks, _honour_masks; see _suit_pair_mask) and its
    readings in each suit (_table_readings)."""
    if not _number_suit_splits:
        # Some 200,000 containers made at once, all kept: collecting garbage meanwhile would only
        # walk them over and over (a third of the build's time), and there is none to collect.
        collecting = gc.isenabled()
        gc.disable()
        try:
            _honour_splits.update(_build_table(_HONOUR_CODES, 7, (HONOUR_OFFSET,), _honour_masks))
            # Filled in one step, after the rest: another thread never sees a part of the table
            # (it would take a suit missing from it for one that does not split).
            _number_suit_splits.update(_build_table(_NUMBER_SUIT_CODES, 9, SUIT_OFFSETS, _number_suit_masks))
        finally:
            if collecting:
                gc.enable()
    return _number_suit_splits


def _build_table(set_codes: list[int], ranks: int, offsets: Sequence[int],
                 masks: dict[tuple[int, ...], int]) -> dict[tuple[int, ...], tuple[Decomposition, ...]]:
    """The splits of every count tuple of one kind of suit (at most four of a kind) that up to
    four of these sets and at most one pair make; fills in its pair masks, and its readings at
    these offsets, as it goes."""
    # Each count tuple's splits as (walk codes, sets in a reading's order, pair rank or None).
    found: dict[tuple[int, ...], list[tuple[tuple[int, ...], tuple[int, ...], int | None]]] = {}
    for size in range(5):
        for chosen in combinations_with_replacement(set_codes, size):
            counts = [0] * ranks
            for code in chosen:
                kind, rank = _SET_OF_CODE[code]
                if kind is SetKind.PUNG:
                    counts[rank] += 3
                else:
                    counts[rank] += 1
                    counts[rank + 1] += 1
                    counts[rank + 2] += 1
            if max(counts) > 4:
                continue  # a pair would only add to it
            found.setdefault(tuple(counts), []).append((tuple(sorted(chosen)), chosen, None))
            for pair in range(ranks):
                if counts[pair] <= 2:
                    counts[pair] += 2
                    walk = tuple(sorted((*chosen, pair * 3 + _WALK_ORDER[SetKind.PAIR])))
                    found.setdefault(tuple(counts), []).append((walk, chosen, pair))
                    counts[pair] -= 2
    splits_by_counts = {}
    for counts, splits in found.items():
        splits.sort()
        # Three tiles to a set and two to the pair: whether a suit splits with its pair is in its size.
        masks[counts] = 2 if sum(counts) % 3 == 2 else 1
        splits_by_counts[counts] = tuple([tuple([_SET_OF_CODE[code] for code in walk]) for walk, _, _ in splits])
    for offset in offsets:
        readings = _table_readings[offset]
        for counts, splits in found.items():
            readings[counts] = tuple([_reading(offset, sets, pair) for _, sets, pair in splits])
    return splits_by_counts


def _reading(offset: int, sets: tuple[int, ...], pair: int | None) -> Reading:
    """A split, its sets other than the pair as walk codes in a reading's order and its pair's
    rank, as a reading of the suit at this offset, made of the interned sets."""
    made = _SETS_AT[offset]
    return tuple([made[code] for code in sets]), None if pair is None else _CONCEALED_SETS[SetKind.PAIR][offset + pair]


def _table_answers(suit_counts: tuple[int, ...], chows: bool) -> bool:
    """Whether the table answers for this suit: a number suit (nine ranks, chows allowed) or the
    honours (seven, no chows), of what a hand can hold (at most 14 tiles, four of a kind). Past
    that, as when a test asks what a fifth tile would do, the search answers."""
    return (len(suit_counts) == 9 if chows else len(suit_counts) == 7) and sum(suit_counts) <= 14 and max(suit_counts) <= 4


def _splits_of(suit_counts: tuple[int, ...], chows: bool) -> tuple[Decomposition, ...]:
    """A suit's splits into sets and at most one pair: from the table where it answers,
    otherwise searched (each split once or more, in the search's order)."""
    if _table_answers(suit_counts, chows):
        numbers = number_suit_splits()
        return (numbers if chows else _honour_splits).get(suit_counts, ())
    return suit_decompositions(suit_counts, chows)


def _suits(counts: Sequence[int]) -> list[tuple[int, tuple[int, ...], bool]]:
    """The three number suits and the honours as (offset, counts, chows allowed)."""
    counts = tuple(counts)  # a tuple's slices are tuples: one conversion for the four suits
    return [(0, counts[0:9], True), (9, counts[9:18], True), (18, counts[18:27], True), (HONOUR_OFFSET, counts[27:34], False)]


def _suit_readings(offset: int, suit_counts: tuple[int, ...], chows: bool) -> tuple[Reading, ...]:
    """One suit's readings, (sets, pair or None) of TileSets, each once: from the table where it
    answers, otherwise searched."""
    if _table_answers(suit_counts, chows) and offset in (SUIT_OFFSETS if chows else (HONOUR_OFFSET,)):
        number_suit_splits()
        return _table_readings[offset].get(suit_counts, ())
    return _searched_readings(offset, suit_counts, chows)


@lru_cache(maxsize=65536)
def _searched_readings(offset: int, suit_counts: tuple[int, ...], chows: bool) -> tuple[Reading, ...]:
    """_suit_readings by the search, cached per suit: each split once (the walk can reach one in
    two orders)."""
    readings = {}
    for split in _splits_of(suit_counts, chows):
        ordered = sorted(rank * 3 + _WALK_ORDER[kind] for kind, rank in split)
        pair = next((code // 3 for code in ordered if _SET_OF_CODE[code][0] is SetKind.PAIR), None)
        sets = sorted((code for code in ordered if _SET_OF_CODE[code][0] is not SetKind.PAIR), key=_READING_KEY.__getitem__)
        readings.setdefault(tuple(ordered), (sets, pair))
    return tuple(_reading(offset, sets, pair) for sets, pair in readings.values())


@lru_cache(maxsize=65536)
def _standard_tilesets(counts: tuple[int, ...]) -> tuple[tuple[tuple[TileSet, ...], TileSet], ...]:
    """Standard readings of a whole hand's counts: (sets, pair) with exactly one pair."""
    per_suit = []
    for offset, suit_counts, chows in _suits(counts):
        if not any(suit_counts):
            continue
        # The table's readings straight away where it has the suit (_suits gives each as the
        # table keeps it), anything else as _suit_readings finds it.
        readings = _table_readings[offset].get(suit_counts) or _suit_readings(offset, suit_counts, chows)
        if not readings:
            return ()
        per_suit.append(readings)
    # A suit's readings all hold a pair or none do (three tiles to a set, two to the pair), so
    # one suit, the same in every combination, must hold the pair.
    paired = [position for position, readings in enumerate(per_suit) if readings[0][1] is not None]
    if len(paired) != 1:
        return ()
    [pair_suit] = paired
    return tuple([(tuple([s for sets, _ in combination for s in sets]), combination[pair_suit][1])
                  for combination in product(*per_suit)])


class ShapeInput(NamedTuple):
    """What a shape recogniser looks at: the hand, and the counts of its tiles in hand."""

    hand: Hand
    counts: tuple[int, ...]


# A shape recogniser returns (or yields) each (shape name, sets) reading it finds; the built-in
# ones return lists, cheaper than generators for the common answer, none.
Shape = Callable[[ShapeInput], Iterable[tuple[str, tuple[TileSet, ...]]]]


@lru_cache(maxsize=32)  # one recogniser per setting (a hand may ask for any): the wait search caches by it
def standard(max_chows: int | None = None) -> Shape:
    """Four sets (declared melds included) and a pair."""

    def recognise(shape_input: ShapeInput):
        melds = shape_input.hand.melds
        found = []
        for others, pair in _standard_tilesets(shape_input.counts):
            if len(others) + len(melds) != 4:
                continue
            all_sets = melds + others
            if max_chows is not None and sum(1 for s in all_sets if s.is_chow) > max_chows:
                continue
            found.append(("standard", all_sets + (pair,)))
        return found

    recognise.standard_max_chows = max_chows  # lets waits() test this shape without building sets
    return recognise


@lru_cache(maxsize=32)  # one recogniser per setting (a hand may ask for any): the wait search caches by it
def seven_pairs(four_of_a_kind_as_two_pairs: bool = True) -> Shape:
    """Seven pairs, all in hand; four identical tiles may stand for two pairs if allowed."""

    def recognise(shape_input: ShapeInput):
        counts = shape_input.counts
        # Scans of the counts in C, cheaper than a Python test per tile: every standard hand comes here.
        if shape_input.hand.melds or 1 in counts or 3 in counts or sum(counts) != 14 or max(counts) > 4:
            return ()
        if not four_of_a_kind_as_two_pairs and 4 in counts:
            return ()
        made = _CONCEALED_SETS[SetKind.PAIR]
        return [("seven_pairs", tuple(made[i] for i, c in enumerate(counts) for _ in range(c // 2)))]

    recognise.wait_candidates = _odd_tile
    return recognise


def _odd_tile(counts: Sequence[int]) -> tuple[Tile, ...]:
    """Thirteen tiles in hand make seven pairs only with the one tile held an odd number of times."""
    if sum(counts) != 13 or counts.count(1) + counts.count(3) != 1:
        return ()
    odd = counts.index(1) if 1 in counts else counts.index(3)
    return (PLAYING_TILES[odd],)


def thirteen_orphans(shape_input: ShapeInput):
    """One of each terminal and honour, and one more of any of them."""
    counts = shape_input.counts
    if shape_input.hand.melds:
        return ()
    orphan_counts = _orphan_counts(counts)
    if 0 in orphan_counts or sum(orphan_counts) != 14 or sum(counts) != 14:
        return ()
    return [("thirteen_orphans", ())]


def _orphans_only(counts: Sequence[int]) -> tuple[Tile, ...]:
    """Thirteen tiles in hand, all terminals and honours, wait on a terminal or honour."""
    if sum(_orphan_counts(counts)) != 13 or sum(counts) != 13:
        return ()
    return ORPHANS


_ORPHAN_INDICES = tuple(t.index for t in ORPHANS)
_orphan_counts = itemgetter(*_ORPHAN_INDICES)  # the thirteen counts picked out in C, not tile by tile


thirteen_orphans.wait_candidates = _orphans_only


def arrangements(hand: Hand, shapes: Sequence[Shape]) -> list[Arrangement]:
    """Every arrangement of a complete hand under these shapes, one per choice of the set
    the winning tile completed (it matters: a claimed tile exposes the set it completes)."""
    counts = hand.hand_counts
    shape_input = ShapeInput(hand, counts)
    winning = hand.winning_tile
    claimed = winning is not None and not hand.self_drawn
    found: list[Arrangement] = []
    for recognise in shapes:
        for shape, sets in recognise(shape_input):
            if shape == "standard" and winning is not None:
                # Standard readings are distinct by construction: no need to look for this one
                # among those found. Their sets in hand are interned (_CONCEALED_SETS): equal sets
                # are the same object, side by side (each suit's sets are in order), and none is
                # declared; a set the same as the one before it makes the same arrangement.
                previous = None
                for position in range(len(hand.melds), len(sets)):
                    candidate = sets[position]
                    if candidate is not previous and candidate.holds(winning):
                        if claimed:
                            exposed = _EXPOSED_SETS[candidate.kind][candidate.tile.index]
                            found.append(Arrangement(shape, sets[:position] + (exposed,) + sets[position + 1:], position))
                        else:
                            found.append(Arrangement(shape, sets, position))
                    previous = candidate
                continue
            # A shape seldom has a second reading: compared with those found rather than hashed
            # into a set (a set's hash is worked out in Python, set by set).
            if not any(other.shape == shape and other.sets == sets for other in found):
                found.append(Arrangement(shape, sets))
    return found


@lru_cache(maxsize=65536)
def _suit_profiles(suit_counts: tuple[int, ...], chows: bool) -> frozenset[tuple[int, int]]:
    """(pairs, chows) of each way to split one suit: all a completeness test needs."""
    return frozenset(
        (sum(1 for kind, _ in option if kind is SetKind.PAIR), sum(1 for kind, _ in option if kind is SetKind.CHOW))
        for option in _splits_of(suit_counts, chows)
    )


@lru_cache(maxsize=65536)
def _suit_completions(suit_counts: tuple[int, ...], chows: bool) -> tuple[tuple[int, frozenset[tuple[int, int]]], ...]:
    """The ranks one more tile could take in this suit and still let it split into sets (and
    at most a pair), each with the (pairs, chows) profiles of the suit so completed."""
    return tuple((rank, profiles) for rank, changed in _with_one_more(suit_counts)
                 if (profiles := _suit_profiles(changed, chows)))


def _with_one_more(suit_counts: tuple[int, ...]):
    """Each rank of the suit that could take one more tile (fewer than four held), with the
    suit's counts once it has."""
    for rank, count in enumerate(suit_counts):
        if count < 4:
            changed = list(suit_counts)
            changed[rank] += 1
            yield rank, tuple(changed)


def _combine(reachable: set[tuple[int, int]], profiles: frozenset[tuple[int, int]]) -> set[tuple[int, int]]:
    """(pairs, chows) totals of the suits so far joined with one more suit, at most one pair."""
    return {(p + q, c + d) for p, c in reachable for q, d in profiles if p + q <= 1}


def _suit_pair_mask(suit_counts: tuple[int, ...], chows: bool) -> int:
    """How one suit can split, as bits: 1 = into sets alone, 2 = into sets and a pair."""
    if _table_answers(suit_counts, chows):
        number_suit_splits()
        return (_number_suit_masks if chows else _honour_masks).get(suit_counts, 0)
    return _splits(suit_counts, chows, False) | _splits(suit_counts, chows, True) << 1


@lru_cache(maxsize=131072)
def _splits(suit_counts: tuple[int, ...], chows: bool, pair: bool) -> bool:
    """Whether one suit's counts split into sets, with exactly one pair if `pair`: a search
    that stops at the first split found (the waits need no more than that)."""
    start = next((i for i, c in enumerate(suit_counts) if c), None)
    if start is None:
        return not pair
    counts = list(suit_counts)
    if counts[start] >= 3:
        counts[start] -= 3
        if _splits(tuple(counts), chows, pair):
            return True
        counts[start] += 3
    if pair and counts[start] >= 2:
        counts[start] -= 2
        if _splits(tuple(counts), chows, False):
            return True
        counts[start] += 2
    if chows and start + 2 < len(counts) and counts[start + 1] and counts[start + 2]:
        for i in range(start, start + 3):
            counts[i] -= 1
        return _splits(tuple(counts), chows, pair)
    return False


@lru_cache(maxsize=65536)
def _suit_pair_completions(suit_counts: tuple[int, ...], chows: bool) -> tuple[tuple[int, int], ...]:
    """The ranks one more tile could take in this suit and still let it split, each with the
    pair mask (see _suit_pair_mask) of the suit so completed."""
    held = sum(suit_counts)
    if held % 3 == 0:
        return ()  # one more tile leaves a remainder of one: neither sets alone nor sets and a pair
    if held < 14 and _table_answers(suit_counts, chows):
        # Read straight from the table: most suits asked about here are new to the process.
        number_suit_splits()
        masks = _number_suit_masks if chows else _honour_masks
        found = []
        completed = list(suit_counts)  # one list changed in place, cheaper than a new tuple built per rank
        for rank, count in enumerate(suit_counts):
            if count < 4:
                completed[rank] = count + 1
                if mask := masks.get(tuple(completed)):
                    found.append((rank, mask))
                completed[rank] = count
        return tuple(found)
    return tuple((rank, mask) for rank, changed in _with_one_more(suit_counts)
                 if (mask := _suit_pair_mask(changed, chows)))


def _suits_to_mend(splits: list) -> Sequence[int]:
    """The suits (by position) the one tile short could go to, given how each suit splits now
    (empty: it does not): the one suit that does not split, or any suit when all do; none when
    two or more do not, as one tile mends one suit only."""
    unsplit = [position for position, split in enumerate(splits) if not split]
    return unsplit if len(unsplit) == 1 else range(len(splits)) if not unsplit else ()


def _standard_waits(counts: Sequence[int], melds: tuple[TileSet, ...], limits: list[int | None]) -> list[int]:
    """Tile indices that complete four sets and a pair (with the melds), found suit by suit: a
    tile changes only its own suit, so each suit's completions (cached per suit) are joined
    with what the other three suits allow as they are."""
    suits = _suits(counts)
    if limits.count(None) == len(limits):  # no standard shape limits its chows
        return _standard_waits_by_pairs(suits)
    melded_chows = sum(1 for meld in melds if meld.is_chow)
    profiles = [_suit_profiles(suit_counts, chows) for _, suit_counts, chows in suits]
    found = []
    for position in _suits_to_mend(profiles):
        reachable = {(0, melded_chows)}
        for other, profile in enumerate(profiles):
            if other != position:
                reachable = _combine(reachable, profile)
                if not reachable:
                    break
        if not reachable:
            continue
        offset, suit_counts, chows = suits[position]
        for rank, completed in _suit_completions(suit_counts, chows):
            if any(p == 1 and (limit is None or c <= limit)
                   for p, c in _combine(reachable, completed) for limit in limits):
                found.append(offset + rank)
    return found


def _standard_waits_by_pairs(suits: list[tuple[int, tuple[int, ...], bool]]) -> list[int]:
    """_standard_waits where the number of chows does not matter: each suit is then only a
    pair mask (see _suit_pair_mask), and the whole hand needs exactly one pair."""
    # The table's masks straight away where it has the suit (as in _standard_tilesets).
    masks = [_table_masks[offset].get(suit_counts) or _suit_pair_mask(suit_counts, chows) for offset, suit_counts, chows in suits]
    found = []
    for position in _suits_to_mend(masks):
        # The pair counts the other suits allow together, as a mask: bit 0 none, bit 1 one.
        others = 1
        for other, mask in enumerate(masks):
            if other != position:
                others = (mask if others & 1 else 0) | (2 if others & 2 and mask & 1 else 0)
                if not others:
                    break
        if not others:
            continue
        offset, suit_counts, chows = suits[position]
        for rank, completed in _suit_pair_completions(suit_counts, chows):
            if (others & 1 and completed & 2) or (others & 2 and completed & 1):
                found.append(offset + rank)
    return found


def waits(hand: Hand, shapes: Sequence[Shape]) -> frozenset[Tile]:
    """The tiles that would complete the hand's tiles before the win (its 13-tile form)."""
    # The tiles before the win: in hand, and in hand and the melds (a tile with four there cannot come).
    counts, in_play = list(hand.hand_counts), list(hand.all_counts)
    if hand.winning_tile is not None:
        counts[hand.winning_tile.index] -= 1
        in_play[hand.winning_tile.index] -= 1
    limits, others = _wait_search(tuple(shapes))
    found: set[int] = set()
    if limits and (len(hand.concealed) - 1) % 3 == 0:
        found.update(_standard_waits(counts, hand.melds, limits))
    for recognise, candidates in others:
        for tile in candidates(counts):
            if tile.index in found or in_play[tile.index] >= 4:
                continue
            counts[tile.index] += 1
            if _completes(hand, tuple(counts), [recognise], tile):
                found.add(tile.index)
            counts[tile.index] -= 1
    return frozenset([PLAYING_TILES[i] for i in found if in_play[i] < 4])


@lru_cache(maxsize=64)
def _wait_search(shapes: tuple[Shape, ...]) -> tuple[list[int | None], list[tuple[Shape, Callable]]]:
    """The chow limits of the standard shapes, and each other shape with the tiles it could
    wait on (a shape may name them, as seven pairs names its odd tile; otherwise any tile)."""
    limits = [r.standard_max_chows for r in shapes if hasattr(r, "standard_max_chows")]
    others = [(r, getattr(r, "wait_candidates", _any_tile)) for r in shapes if not hasattr(r, "standard_max_chows")]
    return limits, others


def _any_tile(counts) -> tuple[Tile, ...]:
    return PLAYING_TILES


def _completes(hand: Hand, counts: tuple[int, ...], shapes: Sequence[Shape], tile: Tile) -> bool:
    trial = hand.with_winning_tile(tile)
    shape_input = ShapeInput(trial, counts)
    return any(next(iter(recognise(shape_input)), None) is not None for recognise in shapes)
