"""Two symmetries of the rules, checked on generated hands under every built-in rule set: the
winds turned one seat round (the wind tiles, the seat, the round and the discarder together)
score the same, and so do the number suits swapped among themselves, except where a pattern
names particular tiles of a suit (All Green's bamboos, Reversible Tiles, the moon's 1 circle...)."""

from __future__ import annotations

import os
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.engine.builtin import BUILTIN_RULE_SETS, builtin_spec
from rules.engine.samples import random_hand
from rules.engine.score import score_data
from rules.engine.tiles import tile_codes

HUNT = os.environ.get("FUZZ_EXAMPLES")
EXAMPLES = settings(max_examples=int(HUNT or 150), derandomize=not HUNT, deadline=None, database=None)

WINDS = "ESWN"
# Patterns whose rule names tiles of one particular suit, and those such a pattern implies.
SUIT_NAMING = {
    "all_green", "imperial_jade", "fishing_imperial_jade", "jade_hand",  # bamboos and the green dragon
    "reversible_tiles", "one_voided_suit",  # circles, bamboos and white; reversible implies the void
    "plucking_the_moon_from_the_bottom_of_the_sea", "moon_from_the_bottom_of_the_sea",  # 1 circle
    "gathering_the_plum_blossom_from_the_roof", "plum_blossom_from_the_roof",  # 5 circles
    "scratching_a_carrying_pole", "scratching_the_carrying_pole",  # 2 bamboos
}


def generated_hand(seed: int) -> dict:
    rng = random.Random(seed)
    while (hand := random_hand(rng)) is None:
        pass
    return hand


def with_tiles_changed(hand: dict, change) -> dict:
    def tiles(text: str) -> str:
        return " ".join(change(code) for code in tile_codes(text))

    changed = {**hand, "concealed": tiles(hand["concealed"]),
               "melds": [{**meld, "tiles": tiles(meld["tiles"])} for meld in hand.get("melds", [])]}
    if hand.get("winning_tile"):
        changed["winning_tile"] = change(hand["winning_tile"])
    return changed


def winds_turned(hand: dict) -> dict:
    def next_wind_tile(code: str) -> str:
        return f"{int(code[0]) % 4 + 1}z" if code[1] == "z" and code[0] in "1234" else code

    turned = with_tiles_changed(hand, next_wind_tile)
    for field in ("seat_wind", "round_wind", "discarder"):
        if hand.get(field):
            turned[field] = WINDS[(WINDS.index(hand[field]) + 1) % 4]
    return turned


def suits_swapped(hand: dict, order: str) -> dict:
    swap = str.maketrans("mps", order)
    return with_tiles_changed(hand, lambda code: code.translate(swap))


def pattern_map(result) -> dict | None:
    return {line.key: line.count for line in result.lines} if result.valid else None


@pytest.mark.parametrize("slug", sorted(BUILTIN_RULE_SETS))
@EXAMPLES
@given(seed=st.integers(0, 2**32))
def test_turning_the_winds_one_seat_round_changes_nothing(slug, seed):
    spec = builtin_spec(slug)
    hand = generated_hand(seed)
    before, after = score_data(hand, spec), score_data(winds_turned(hand), spec)
    assert (pattern_map(after), after.total) == (pattern_map(before), before.total)


@pytest.mark.parametrize("slug", sorted(BUILTIN_RULE_SETS))
@EXAMPLES
@given(seed=st.integers(0, 2**32), order=st.sampled_from(["psm", "smp", "pms", "spm", "msp"]))
def test_swapping_the_suits_changes_nothing_but_patterns_that_name_a_suit(slug, seed, order):
    spec = builtin_spec(slug)
    hand = generated_hand(seed)
    before, after = score_data(hand, spec), score_data(suits_swapped(hand, order), spec)
    if {*(pattern_map(before) or ()), *(pattern_map(after) or ())} & SUIT_NAMING:
        return
    assert (pattern_map(after), after.total) == (pattern_map(before), before.total)
