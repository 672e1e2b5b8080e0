import pytest

from rules.engine.arrange import (
    arrangements,
    seven_pairs,
    standard,
    thirteen_orphans,
    waits,
)
from rules.engine.hand import read_hand
from rules.engine.notation import parse_line

SHAPES = [standard(), seven_pairs(), thirteen_orphans]


def hand(line):
    reading = read_hand(parse_line(line))
    assert reading.ok, reading.problems
    return reading.hand


def readings(line, shapes=SHAPES):
    return sorted((a.shape, tuple(str(s) for s in a.sets), a.winning_set) for a in arrangements(hand(line), shapes))


def test_every_reading_of_a_pure_hand_is_found():
    # 111222333m: three pungs or three identical chows; the winning 5p completes the pair.
    found = readings("111222333m 789p 5p +5p")
    assert found == [
        ("standard", ("111m", "222m", "333m", "789p", "55p"), 4),
        ("standard", ("123m", "123m", "123m", "789p", "55p"), 4),
    ]


def test_a_claimed_tile_exposes_the_set_it_completes():
    (only,) = arrangements(hand("123m 456p 789s 11z 55z +5z"), SHAPES)
    completed = only.sets[only.winning_set]
    assert str(completed) == "555z" and not completed.concealed
    (drawn,) = arrangements(hand("123m 456p 789s 11z 55z +5z self_drawn"), SHAPES)
    assert drawn.sets[drawn.winning_set].concealed


def test_the_winning_tile_may_complete_different_sets():
    # 1m could finish the pair (11m + 123m) or the chow with a 11m pair elsewhere: both kept.
    found = readings("11m 23m 456p 789p 789s +1m")
    assert found == [
        ("standard", ("123m", "456p", "789p", "789s", "11m"), 0),
        ("standard", ("123m", "456p", "789p", "789s", "11m"), 4),
    ]


def test_declared_melds_come_first_and_stay_declared():
    (only,) = arrangements(hand("123m 456p 1z (777s) [5555z] +1z"), SHAPES)
    assert [str(s) for s in only.sets][:2] == ["777s", "5555z"]
    assert only.sets[0].declared and not only.sets[0].concealed
    assert only.sets[1].declared and only.sets[1].concealed


def test_seven_pairs_and_thirteen_orphans():
    assert readings("1122m 3344p 5566s 7z +7z")[0][0] == "seven_pairs"
    assert readings("19m 19p 19s 1234567z +1m") == [("thirteen_orphans", (), None)]


def test_four_identical_tiles_as_two_pairs_only_when_allowed():
    assert readings("1111m 3344p 5566s 7z +7z") == [("seven_pairs", ("11m", "11m", "33p", "44p", "55s", "66s", "77z"), None)]
    assert readings("1111m 3344p 5566s 7z +7z", [seven_pairs(False)]) == []


def test_waits_of_the_thirteen_tiles_before_the_win():
    assert {str(t) for t in waits(hand("1112345678999m +5m"), [standard()])} == {f"{n}m" for n in range(1, 10)}
    assert {str(t) for t in waits(hand("123m 456p 789s 11z 23m +1m"), [standard()])} == {"1m", "4m"}
    assert {str(t) for t in waits(hand("19m 19p 19s 1234567z +1m"), [thirteen_orphans])} == {
        "1m", "9m", "1p", "9p", "1s", "9s", "1z", "2z", "3z", "4z", "5z", "6z", "7z"}


def test_a_tile_held_four_times_is_not_a_wait():
    # 23m waits on 1m or 4m, but all four 1m are in the concealed kong.
    assert {str(t) for t in waits(hand("23m 456p 789s 11z [1111m] +4m"), [standard()])} == {"4m"}


def test_no_reading_for_a_broken_hand():
    assert readings("1357m 2468p 13579s +1z") == []


def _suits_up_to(tiles: int, ranks: int):
    """Every count vector of one suit with at most `tiles` tiles, four of a kind at most."""
    def build(prefix, left):
        if len(prefix) == ranks:
            yield tuple(prefix)
            return
        for count in range(min(4, left) + 1):
            yield from build(prefix + [count], left - count)
    return build([], tiles)


@pytest.mark.parametrize(("ranks", "chows"), [(9, True), (7, False)])
def test_the_waits_split_search_agrees_with_the_full_decompositions(ranks, chows):
    # The waits ask only whether a suit splits (with or without its pair), and which one more
    # tile would let it split; they must answer as the full list of decompositions does, for
    # every suit of up to eight tiles.
    from rules.engine.arrange import (
        _suit_pair_completions,
        _suit_pair_mask,
        suit_decompositions,
    )

    def mask_by_search(counts):
        pairs = {sum(1 for kind, _ in option if kind.value == "pair") for option in suit_decompositions.__wrapped__(counts, chows)}
        return sum(1 << p for p in pairs)

    checked = 0
    for counts in _suits_up_to(8, ranks):
        assert _suit_pair_mask(counts, chows) == mask_by_search(counts), counts
        completions = []
        for rank, count in enumerate(counts):
            if count < 4 and (mask := mask_by_search(counts[:rank] + (count + 1,) + counts[rank + 1:])):
                completions.append((rank, mask))
        assert list(_suit_pair_completions.__wrapped__(counts, chows)) == completions, counts
        checked += 1
    assert checked > 10_000 if ranks == 9 else checked > 1_000


def test_the_number_suit_table_holds_what_the_search_finds_for_every_suit_a_hand_can_hold():
    # All 405,350 count tuples of one number suit with up to 14 tiles: the table built from
    # sets must list exactly the search's distinct splits, in the order the search finds them
    # first (the order readings are shown and tie-broken in), and its pair mask must agree.
    from rules.engine.arrange import (
        _number_suit_masks,
        number_suit_splits,
        suit_decompositions,
    )

    table = number_suit_splits()
    search = suit_decompositions.__wrapped__  # uncached: 405,350 entries would flood its cache
    checked = splitting = 0
    for counts in _suits_up_to(14, 9):
        distinct = {}
        for split in search(counts, True):
            distinct.setdefault(tuple(sorted(split)), split)  # one split may be walked in two orders
        expected = list(distinct.values())
        assert list(table.get(counts, ())) == expected, counts
        pairs = {any(kind.value == "pair" for kind, _ in split) for split in expected}
        assert _number_suit_masks.get(counts, 0) == sum(1 << p for p in pairs), counts
        checked += 1
        splitting += bool(expected)
    assert checked == 405_350  # every suit a hand can hold: up to 14 tiles, four of a kind at most
    assert len(table) == splitting  # and nothing else: the table holds only suits that split


def test_the_honours_table_holds_what_the_search_finds_for_every_honour_suit_a_hand_can_hold():
    # The same for the honours: seven ranks, no chows, up to 14 tiles.
    from rules.engine.arrange import _honour_masks, _honour_splits, number_suit_splits, suit_decompositions

    number_suit_splits()
    search = suit_decompositions.__wrapped__
    checked = splitting = 0
    for counts in _suits_up_to(14, 7):
        distinct = {}
        for split in search(counts, False):
            distinct.setdefault(tuple(sorted(split)), split)
        expected = list(distinct.values())
        assert list(_honour_splits.get(counts, ())) == expected, counts
        pairs = {any(kind.value == "pair" for kind, _ in split) for split in expected}
        assert _honour_masks.get(counts, 0) == sum(1 << p for p in pairs), counts
        checked += 1
        splitting += bool(expected)
    assert len(_honour_splits) == splitting == len(_honour_masks)


def _readings_by_search(offset, counts, chows):
    """One suit's readings as the search gives them: its splits' sets by rank (a rank's pair
    first, then chows, then pungs), the pair taken apart, each reading once, in the search's order."""
    from rules.engine.arrange import suit_decompositions
    from rules.engine.sets import SetKind, TileSet
    from rules.engine.tiles import PLAYING_TILES

    found = {}
    for split in suit_decompositions.__wrapped__(counts, chows):
        ordered = sorted(split, key=lambda item: (item[1], item[0] is not SetKind.PAIR, item[0]))
        sets = [TileSet(kind, PLAYING_TILES[offset + rank]) for kind, rank in ordered]
        pair = next((s for s in sets if s.is_pair), None)
        found.setdefault((tuple(s for s in sets if not s.is_pair), pair), None)
    return list(found)


def test_the_table_readings_are_the_searched_readings_in_every_suit():
    # The ready-made readings of each suit in the table (the three number suits and the
    # honours) are what searching the suit gives, in the same order, made of the interned sets.
    from rules.engine.arrange import _CONCEALED_SETS, _honour_splits, _number_suit_splits, _table_readings, number_suit_splits

    number_suit_splits()
    interned = {id(s) for made in _CONCEALED_SETS.values() for s in made}
    for offset, table in _table_readings.items():
        chows = offset < 27
        assert len(table) == len(_number_suit_splits if chows else _honour_splits)
        for counts, readings in table.items():
            assert list(readings) == _readings_by_search(offset, counts, chows), (offset, counts)
            assert all(id(s) in interned for sets, pair in readings for s in (*sets, pair) if s is not None)


def test_a_suit_past_what_a_hand_holds_is_still_searched():
    # A test may ask what a fifth tile would complete (the differential test does, to explain
    # pymahjonggb's waits): the table stops at four of a kind, and the search takes over.
    from rules.engine.arrange import _suit_pair_mask, _suit_readings

    five_nines = (3, 1, 1, 1, 1, 1, 1, 0, 5)  # 111 234 567 99999: 111 234 567 999 99
    assert _suit_pair_mask(five_nines, True) == 2
    [(sets, pair)] = _suit_readings(18, five_nines, True)
    assert [str(s) for s in sets] == ["111s", "234s", "567s", "999s"] and str(pair) == "99s"


def test_seven_pairs_needs_seven_pairs_of_at_most_four_alike():
    # Counted as pairs, five of a tile is two pairs and one over: 55555 66666 7777 is not seven
    # pairs (the engine's callers refuse a fifth tile first, but the shape must say so itself).
    from rules.engine.arrange import ShapeInput, seven_pairs
    from rules.engine.tiles import TILE_BY_CODE

    hand = read_hand(parse_line("1122334455667m +7m")).hand
    counts = [0] * 34
    for code, n in (("5m", 5), ("6m", 5), ("7m", 4)):
        counts[TILE_BY_CODE[code].index] = n
    assert seven_pairs()(ShapeInput(hand, tuple(counts))) == ()
    assert [shape for shape, _ in seven_pairs()(ShapeInput(hand, hand.hand_counts))] == ["seven_pairs"]
