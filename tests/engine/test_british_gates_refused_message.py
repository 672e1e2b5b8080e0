"""British: The Gates of Heaven's tiles won on a claimed tile that the rule set does not accept say so,
rather than that the tiles need too many chows (which sent the player looking for a wrong tile in a
limit hand held correctly).

british-bmja-special-hands.md, The Gates of Heaven: "The two pungs must be concealed"; so by default
(gates_of_heaven_claimed_tile=not_a_pung) a claimed 1 or 9 that completes its pung is refused, and
under pung_only (british-scoring-tables.md §1.4, MR) only such a claimed tile is accepted."""

from tests.engine.scoring import scorers

score, scored, _ = scorers("british")

CLAIMED_ONE = "11s2345678s999s5s +1s discarder=W"   # the claimed 1s completes the pung of 1s
CLAIMED_FIVE = "111s234678s999s5s +5s discarder=W"  # the claimed 5s pairs the 5s


def refusal(line: str, **options) -> str:
    result = score(line, **options)
    assert not result.valid and [p.code for p in result.errors] == ["no_winning_shape"]
    return result.errors[0].message


def test_a_claimed_one_completing_its_pung_is_named_as_why_it_is_not_the_gates_of_heaven():
    message = refusal(CLAIMED_ONE)
    assert "The Gates of Heaven" in message and "1s" in message and "gates_of_heaven_claimed_tile" in message
    assert "chows" not in message


def test_under_pung_only_a_claimed_five_is_named_as_why_it_is_not_the_gates_of_heaven():
    message = refusal(CLAIMED_FIVE, gates_of_heaven_claimed_tile="pung_only")
    assert "The Gates of Heaven" in message and "5s" in message and "gates_of_heaven_claimed_tile" in message


def test_the_same_tiles_self_drawn_or_claimed_as_allowed_are_the_gates_of_heaven():
    assert scored(CLAIMED_ONE.replace("discarder=W", "self_drawn")).total == 1000
    assert scored(CLAIMED_FIVE).total == 1000
    assert scored(CLAIMED_ONE, gates_of_heaven_claimed_tile="pung_only").total == 1000


def test_tiles_that_are_not_the_gates_of_heaven_keep_the_chow_message():
    assert "at most 1 chow" in refusal("123m456m789m234p5p +5p")
