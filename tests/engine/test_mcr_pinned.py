"""Chinese Official (MCR) behaviour that mutation testing of rules/engine/patterns/mcr.py and
mcr_explain.py found no other test pinning down.

Each test is one rule, with a real hand and its fans and total worked out from
shared/rule-sources/chinese-official-mcr-fans.txt (fan numbers cited as "#n"). Values are the
source's (its 6 for One Melded and One Concealed Kong, where the 2006 book says 5). Seat and
round are East unless the line says otherwise.
"""

import pytest

from rules.engine.builtin import builtin_spec
from rules.engine.notation import parse_line
from rules.engine.score import score_data
from tests.engine.scoring import score_line, scorers, without

SPEC = builtin_spec("mcr")
score, _, fans = scorers(SPEC)


# --- fans a hand nearly makes -----------------------------------------------------------------

@pytest.mark.parametrize("line", [
    "445566778899m1p +1p",  # 4m to 9m, then 1p
    "99m11223344556p +6p",  # 9m, then 1p to 6p
])
def test_seven_pairs_running_on_into_the_next_suit_are_not_seven_shifted_pairs(line):
    # #81 Seven Shifted Pairs: seven pairs "of the same suit". These seven follow on in tile order but
    # cross from characters into circles: Seven Pairs 24 (#56), One Voided Suit 1, No Honors 1 = 26.
    assert fans(line) == ({"seven_pairs": 1, "one_voided_suit": 1, "no_honors": 1}, 26)


def test_honours_and_knitted_tiles_need_each_suit_in_one_knitted_row():
    # #45 Lesser Honors and Knitted Tiles: the suit tiles of each suit "belong to different knitted
    # sequences". 147m 258p 369s with five honours is the hand: Lesser Honors 12 + Knitted Straight
    # 12 (#46) = 24. With 368s, the 8s is of the 2-5-8 row while 3s and 6s are of 3-6-9: fourteen
    # different tiles that make no hand at all.
    assert fans("147m258p369s1234z +5z") == ({"lesser_honors_and_knitted_tiles": 1, "knitted_straight": 1}, 24)
    result = score_line("147m258p368s1234z +5z", SPEC)
    assert not result.valid and result.lines == ()


def test_pungs_that_run_on_into_the_next_suit_are_not_pure_shifted_pungs():
    # #61 Pure Shifted Pungs: three pungs "of the same suit". 888m 999m 111p follow on in tile order
    # but cross into circles: All Pungs 6, Melded Hand 6 (Single Wait implied), Pung of Terminals or
    # Honors 2 (999m, 111p), No Honors 1 = 15.
    assert fans("(888m) (999m) (111p) (222p) 5s +5s") == (
        {"all_pungs": 1, "melded_hand": 1, "pung_of_terminals_or_honors": 2, "no_honors": 1}, 15)


@pytest.mark.parametrize(("line", "found", "total"), [
    # The pair is of ones: Outside Hand 4, Concealed Hand 2, All Chows 2, two Mixed Double Chows and
    # Two Terminal Chows 3 (the pairing of the source's #4 example), Single Wait 1 = 12.
    ("123m789m123p789p1s +1s", {"outside_hand": 1, "concealed_hand": 1, "all_chows": 1, "mixed_double_chow": 2,
                                "two_terminal_chows": 1, "single_wait": 1}, 12),
    # The pair is the white dragon, a "5" of no suit: the same without All Chows (#18: no honours),
    # with One Voided Suit 1 = 11.
    ("123m789m123p789p5z +5z", {"outside_hand": 1, "concealed_hand": 1, "mixed_double_chow": 2,
                                "two_terminal_chows": 1, "one_voided_suit": 1, "single_wait": 1}, 11),
])
def test_three_suited_terminal_chows_needs_a_pair_of_fives_of_the_third_suit(line, found, total):
    # #51: 1-2-3 and 7-8-9 in two suits "and finally, a head of fives in the remaining suit".
    assert fans(line) == (found, total)


# --- a rule set with a fan switched off -------------------------------------------------------

def test_a_club_without_mixed_triple_chow_still_pairs_the_three_chows():
    # With Mixed Triple Chow switched off, 123m 123p 123s 789s 55p counts its chows in pairs: one
    # Mixed Double Chow, as a chow "can be combined only ONCE" into it (#37 example 10: 678p makes no
    # second Mixed Double Chow; the book's non-identical principle), and Two Terminal Chows (123s 789s).
    # Fully Concealed Hand 4, All Chows 2, Mixed Double Chow 1, Two Terminal Chows 1, Single Wait 1
    # (only 5p completes it) = 9. Only a rule set without a three-chow fan shows this: with every chow
    # fan on, no set of two to four chows counts differently without the check (all were tried).
    club = without(SPEC, "mixed_triple_chow")
    assert fans("123m123p123s789s5p +5p self_drawn", club) == (
        {"fully_concealed_hand": 1, "all_chows": 1, "mixed_double_chow": 1, "two_terminal_chows": 1,
         "single_wait": 1}, 9)


# --- the sets each fan shows (mcr_explain) ----------------------------------------------------

def shown(line: str) -> tuple[dict, float]:
    result = score_data(parse_line(line), SPEC)
    assert result.valid, [e.message for e in result.errors]
    return {l.key: (l.count, l.sets) for l in result.lines}, result.total


SETS_SHOWN = [
    pytest.param(
        # #71 Little Four Winds 64 with Half Flush 6 and Outside Hand 4 (the source's example 51):
        # the fan shows the three wind pungs and the pair of the fourth wind.
        "(111z) (222z) (333z) 23m44z +1m seat=N round=N",
        {"little_four_winds": (1, ("111z", "222z", "333z", "44z")), "half_flush": (1, ()), "outside_hand": (1, ())},
        74, id="little-four-winds-with-its-pair"),
    pytest.param(
        # #72 Little Three Dragons 64, All Terminals and Honors 32, Half Flush 6 (example 52).
        "(555z) (666z) (111m) 99m77z +9m",
        {"little_three_dragons": (1, ("555z", "666z", "77z")), "all_terminals_and_honors": (1, ()),
         "half_flush": (1, ())},
        102, id="little-three-dragons-with-its-pair"),
    pytest.param(
        # #75 Pure Terminal Chows 64 shows its four chows and the pair of fives (all else implied).
        "(123s) 1237895578s +9s",
        {"pure_terminal_chows": (1, ("123s", "123s", "789s", "789s", "55s"))},
        64, id="pure-terminal-chows-with-its-pair"),
    pytest.param(
        # #15 Prevalent Wind (East's pung) and #16 Seat Wind (South's pung) each show their own pung:
        # Half Flush 6, Dragon Pung 2, Prevalent Wind 2, Seat Wind 2 = 12 (the hand waits on 6s or 9s).
        "(111z) (222z) (555z) 678s 9s +9s seat=S round=E",
        {"half_flush": (1, ()), "dragon_pung": (1, ("555z",)), "prevalent_wind": (1, ("111z",)),
         "seat_wind": (1, ("222z",))},
        12, id="prevalent-and-seat-wind-each-their-pung"),
    pytest.param(
        # A hand of just two chows still shows the chows its chow fan paired: Outside Hand 4, Dragon
        # Pung 2, Two Concealed Pungs 2, Mixed Double Chow 1, Pung of Terminals 1 (999s), Single Wait 1.
        "(123m) 123p555z999s1s +1s",
        {"outside_hand": (1, ()), "dragon_pung": (1, ("555z",)), "two_concealed_pungs": (1, ("999s", "555z")),
         "mixed_double_chow": (1, ("123m", "123p")), "pung_of_terminals_or_honors": (1, ("999s",)),
         "single_wait": (1, ("11s",))},
        11, id="two-chows-show-their-mixed-double-chow"),
    pytest.param(
        # #69 Four Pure Shifted Pungs 48 shows all four pungs; Four Concealed Pungs 64, Reversible Tiles 8,
        # Pung of Terminals 1, No Honors 1, Single Wait 1 = 123 (example 49, with the concealed pungs).
        "111222333444p5s +5s",
        {"four_concealed_pungs": (1, ("111p", "222p", "333p", "444p")),
         "four_pure_shifted_pungs": (1, ("111p", "222p", "333p", "444p")), "reversible_tiles": (1, ()),
         "pung_of_terminals_or_honors": (1, ("111p",)), "no_honors": (1, ()), "single_wait": (1, ("55s",))},
        123, id="four-pure-shifted-pungs-all-four"),
    pytest.param(
        # #61 Pure Shifted Pungs 24 shows its three sets, kongs among them; #34 One Melded and One
        # Concealed Kong 6 shows the two kongs; Two Concealed Pungs 2 (the concealed kong and 444m),
        # No Honors 1, Single Wait 1 = 34.
        "(2222m) [3333m] 567p 444m 9s +9s",
        {"pure_shifted_pungs": (1, ("2222m", "3333m", "444m")),
         "one_melded_and_one_concealed_kong": (1, ("2222m", "3333m")),
         "two_concealed_pungs": (1, ("3333m", "444m")), "no_honors": (1, ()), "single_wait": (1, ("99s",))},
        34, id="pure-shifted-pungs-and-the-kongs"),
]


@pytest.mark.parametrize("line, expected, total", SETS_SHOWN)
def test_each_fan_shows_the_sets_it_used(line, expected, total):
    assert shown(line) == (expected, total)
