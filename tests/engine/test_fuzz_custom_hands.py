"""Special hands a club invents from building blocks (rules/engine/custom.py), generated at random:
a definition is either read, and then every hand scores under a rule set holding it (a result or
a message, never an exception), or refused with problems worded for the organiser."""

from __future__ import annotations

import os
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from rules.engine.builtin import BUILTIN_RULE_SETS, builtin_spec
from rules.engine.custom import (
    HONOURS,
    REQUIREMENTS,
    CustomHand,
    DefinitionError,
    custom_pattern,
    read_definition,
)
from rules.engine.samples import random_hands
from rules.engine.score import score_data
from rules.engine.spec import Unit
from rules.engine.tiles import tile_codes

HUNT = os.environ.get("FUZZ_EXAMPLES")
FUZZ = settings(max_examples=int(HUNT or 150), derandomize=not HUNT, deadline=None, database=None)

SUIT_LETTERS = "mpsabcz"
tile_groups = st.lists(st.tuples(st.text("123456789", min_size=1, max_size=9), st.sampled_from(SUIT_LETTERS)),
                       min_size=1, max_size=6).map(lambda groups: "".join(digits + suit for digits, suit in groups))


def fixed_tiles(suits: str, size: tuple[int, int]):
    """Codes of number tiles in the given suit letters and honours, written out (1a2a...5z)."""
    number = st.tuples(st.sampled_from("123456789"), st.sampled_from(suits))
    honour = st.tuples(st.sampled_from("1234567"), st.just("z"))
    return st.lists(st.one_of(number, number, honour), min_size=size[0], max_size=size[1]).map(
        lambda codes: "".join(digit + suit for digit, suit in sorted(codes, key=lambda code: (code[1], code[0]))))


fixed_patterns = st.sampled_from(["abc", "mps"]).flatmap(lambda suits: st.tuples(
    fixed_tiles(suits, (13, 14)), st.one_of(st.just(""), fixed_tiles(suits, (1, 3)))))
odd_values = st.one_of(st.none(), st.integers(-2, 5), st.booleans(), st.text(max_size=6), st.lists(st.integers(0, 3), max_size=2))
plausible_blocks = {
    "tiles": st.one_of(st.just(""), tile_groups.filter(lambda text: not set(text) & set("abc"))),
    "suits": st.text("mps", max_size=3),
    "numbers": st.text("123456789", max_size=4),
    "honours": st.sampled_from(list(HONOURS)),
    "min_suits": st.integers(0, 3),
    "max_suits": st.integers(0, 3),
    "requires": st.lists(st.sampled_from(list(REQUIREMENTS)), max_size=3),
}
plausible = st.one_of(
    st.fixed_dictionaries({"shape": st.sampled_from(["standard", "seven_pairs", "any"])}, optional=plausible_blocks),
    st.builds(lambda pattern, blocks: {"shape": "fixed", "fixed": pattern[0], "extra": pattern[1], **blocks},
              fixed_patterns, st.fixed_dictionaries({}, optional={name: plausible_blocks[name]
                                                                  for name in ("honours", "min_suits", "max_suits")})))
odd = st.fixed_dictionaries({}, optional={name: st.one_of(odd_values, tile_groups) for name in
                                          ("shape", "fixed", "extra", "tiles", "suits", "numbers", "honours",
                                           "min_suits", "max_suits", "requires", "colour")})
definitions = st.one_of(plausible, plausible, plausible, odd)

# Random legal hands, and hands shaped like the fixed patterns the definitions write most (a
# knitted or snake pattern in each suit), so that fixed shapes are met, not only missed.
HANDS = random_hands(25, seed=11) + [
    {"concealed": "123456789m1234z", "winning_tile": "1m"}, {"concealed": "147m258p369s1234z", "winning_tile": "5z"},
    {"concealed": "19m19p19s1234567z", "winning_tile": "9s", "self_drawn": True},
    {"concealed": "2233445566778s", "winning_tile": "8s"}, {"concealed": "1112345678999p", "winning_tile": "5p"},
]


@FUZZ
@given(definition=definitions, base=st.sampled_from(sorted(BUILTIN_RULE_SETS)),
       unit=st.sampled_from([Unit.LIMIT, Unit.POINTS, Unit.DOUBLES]), value=st.sampled_from([0.5, 1, 8, 40]))
def test_an_invented_hand_is_read_and_scored_or_refused_with_problems(definition, base, unit, value):
    try:
        hand = read_definition(definition)
    except DefinitionError as error:
        assert error.problems and all(isinstance(problem, str) and problem for problem in error.problems)
        return
    spec = builtin_spec(base)
    if unit is Unit.DOUBLES and spec.scheme != "doubling" or unit is Unit.LIMIT and spec.limit is None:
        unit = Unit.POINTS  # the admin refuses these for such a rule set (rules/models.py unit_problem)
    invented = custom_pattern("club_hand", "Club hand", value, hand, unit=unit, order=999)
    spec = replace(spec, patterns=spec.patterns + (invented,))
    for data in HANDS + own_hand(hand):
        result = score_data(data, spec)
        assert result.valid or result.errors
        assert result.as_dict()["rules"] == spec.slug


def own_hand(hand: CustomHand) -> list[dict]:
    """The hand a fixed pattern writes (its suits a, b, c as m, p, s; a 13-tile pattern with
    the first tile of its choice of the 14th, or its own first tile), so that fixed shapes are met."""
    if hand.shape != "fixed":
        return []
    codes = tile_codes((hand.fixed + hand.extra).translate(str.maketrans("abc", "mps")))
    if len(codes) > 14:
        codes = codes[:14]
    elif len(codes) == 13:
        codes.append(codes[0])
    return [{"concealed": "".join(codes[:-1]), "winning_tile": codes[-1]}]
