"""The irregular shapes of the BMJA special hands: tile layouts that are not four sets and a
pair, each recognised by itself. They are all held in hand (no declared melds), so a
recogniser looks only at the 14 tile counts. The arrangement's `shape` is the special hand's
key, so its pattern only has to ask `h.shape == key`.
"""

from __future__ import annotations

from ..arrange import ShapeInput, thirteen_orphans
from ..sets import SetKind, TileSet
from ..tiles import NINE_GATES, PLAYING_TILES

SUIT_STARTS = (0, 9, 18)
HONOUR_START = 27
SNAKE_SUIT = (2, 1, 1, 1, 1, 1, 1, 1, 1)  # 11 and 2 to 9 of one suit


def _fourteen_in_hand(shape_input: ShapeInput) -> bool:
    return not shape_input.hand.melds and sum(shape_input.counts) == 14


def _by_rank(counts) -> list[tuple[int, int, int]]:
    """For each rank 1-9, how many characters, circles and bamboo the hand holds."""
    return [tuple(counts[start + rank] for start in SUIT_STARTS) for rank in range(9)]


def knitting(shape_input: ShapeInput):
    """Seven pairs, each of one number in two different suits; no honours."""
    counts = shape_input.counts
    if not _fourteen_in_hand(shape_input) or any(counts[HONOUR_START:]):
        return
    for by_suit in _by_rank(counts):
        # The tiles of one rank split into two-suit pairs exactly when their number is
        # even and no suit holds more than the other two together.
        if sum(by_suit) % 2 or 2 * max(by_suit) > sum(by_suit):
            return
    yield "knitting", ()


def triple_knitting(shape_input: ShapeInput):
    """Four numbers each held once in every suit, and one number held in two suits; no honours."""
    counts = shape_input.counts
    if not _fourteen_in_hand(shape_input) or any(counts[HONOUR_START:]):
        return
    pair_ranks = 0
    for by_suit in _by_rank(counts):
        low, middle, high = sorted(by_suit)
        if low == middle == high:
            continue
        if low + 1 == middle == high:
            pair_ranks += 1
        else:
            return
    if pair_ranks == 1:
        yield "triple_knitting", ()


def all_pair_honours(shape_input: ShapeInput):
    """Seven pairs of ones, nines, winds and dragons; four alike in hand make two pairs."""
    counts = shape_input.counts
    if not _fourteen_in_hand(shape_input) or any(c % 2 for c in counts):
        return
    if any(c and not PLAYING_TILES[i].is_major for i, c in enumerate(counts)):
        return
    pairs = tuple(TileSet(SetKind.PAIR, PLAYING_TILES[i]) for i, c in enumerate(counts) for _ in range(c // 2))
    yield "all_pair_honours", pairs


def wriggling_snake(shape_input: ShapeInput):
    """A pair of ones, two to nine of the same suit, and one of each wind."""
    counts = shape_input.counts
    if not _fourteen_in_hand(shape_input) or tuple(counts[HONOUR_START:]) != (1, 1, 1, 1, 0, 0, 0):
        return
    if any(tuple(counts[start:start + 9]) == SNAKE_SUIT for start in SUIT_STARTS):
        yield "wriggling_snake", ()


def thirteen_unique_wonders(shape_input: ShapeInput):
    """Every one, nine, wind and dragon, and one more of any of them."""
    for _, sets in thirteen_orphans(shape_input):
        yield "thirteen_unique_wonders", sets


def gates_of_heaven(extra_tile: str, claimed_tile: str = "not_a_pung"):
    """1112345678999 of one suit and one more of that suit; the pungs of 1 and 9 concealed.

    `extra_tile`: "two_to_eight" (the extra tile pairs a 2-8) or "any" (a 1 or a 9 too).
    `claimed_tile`, for a win on a discard: "not_a_pung" (the claimed tile may be any but one
    completing the pung of 1s or 9s, which would expose it) or "pung_only" (only a 1 or a 9).
    """

    def recognise(shape_input: ShapeInput):
        if not _fourteen_in_hand(shape_input):
            return
        start = _gates_suit(shape_input.counts, extra_tile)
        if start is not None and _gates_claim_allowed(shape_input.hand, shape_input.counts, start, claimed_tile):
            yield "gates_of_heaven", ()

    return recognise


def _gates_suit(counts, extra_tile: str) -> int | None:
    """The suit (its first tile index) whose 1112345678999 and one more the 14 tiles are, if any."""
    for start in SUIT_STARTS:
        extra = [c - base for c, base in zip(counts[start:start + 9], NINE_GATES)]
        if any(e < 0 for e in extra) or sum(extra) != 1 or sum(counts) != sum(counts[start:start + 9]):
            continue
        if extra_tile == "two_to_eight" and extra[0] + extra[8]:
            continue
        return start
    return None


def _gates_claim_allowed(hand, counts, start: int, claimed_tile: str) -> bool:
    winning = hand.winning_tile
    if winning is None or hand.self_drawn:
        return True
    terminal = winning.index in (start, start + 8)
    if claimed_tile == "pung_only":
        return terminal
    # A claimed 1 or 9 would complete (and so expose) the pung of ones or nines,
    # unless it is the extra fourth tile of that number.
    return not (terminal and counts[winning.index] == 3)


def gates_of_heaven_claim_refused(hand, extra_tile: str, claimed_tile: str) -> str | None:
    """Why 14 tiles laid out as The Gates of Heaven are not it, when only the claimed winning tile
    stops them (the option gates_of_heaven_claimed_tile); None otherwise."""
    counts = hand.all_counts
    if hand.melds or sum(counts) != 14 or (start := _gates_suit(counts, extra_tile)) is None:
        return None
    if _gates_claim_allowed(hand, counts, start, claimed_tile):
        return None
    won = hand.winning_tile
    if claimed_tile == "pung_only":
        why = (f"this rule set accepts a claimed tile only when it completes the pung of 1s or 9s, and the claimed {won} "
               "does not")
    else:
        why = (f"the claimed {won} completes the pung of {won}, and this rule set keeps the pungs of 1s and 9s "
               "concealed")
    return (f"These tiles are laid out as The Gates of Heaven, but {why} (its option gates_of_heaven_claimed_tile). "
            "Drawn from the wall, the same tiles would be The Gates of Heaven.")
