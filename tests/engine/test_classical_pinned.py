"""Classical Chinese (Shanghai: Second Dynasty): behaviour that mutation testing of
rules/engine/patterns/classical.py and classical_settle.py found no test pinned down.

Each test is one rule, with a real hand and the score worked out from
shared/rule-sources/chinese-classical-scoring-tables.md (§ cited) and
chinese-classical-shanghai-second-dynasty.txt (SSD-H).
"""

from rules.engine.builtin import builtin_spec
from rules.engine.patterns.classical import ClassicalOptions, settle_whole_deal
from tests.engine.scoring import counts, payments, scorers, without

# One-Chance off, as in test_classical.py, so each hand shows only what it is about.
SPEC = without(builtin_spec("chinese-classical"), "one_chance")
_, scored, _ = scorers(SPEC)

PLAIN_WIN = "123m456p789s234m5p +5p"  # going out, 10 points, no fan (§1.1)


# --- A whole deal's settlement (§1.4, "Thrower Pays For All") -------------------------------

def test_whole_deal_thrower_pays_for_all_on_a_discard():
    # South goes out for 10 on West's discard. Without the option East would pay 20 (double) and
    # West and North 10 each; with it West, the thrower, pays all 40 (§1.4 Thrower Pays For All).
    winner = scored(f"{PLAIN_WIN} seat=S discarder=W")
    assert winner.total == 10
    scores = {"E": 0, "S": winner.total, "W": 0, "N": 0}
    settled = settle_whole_deal(scores, "S", ClassicalOptions(thrower_pays_for_all=True), discarder="W")
    assert payments(settled) == [("W", "S", 40)]


def test_whole_deal_thrower_pays_for_all_does_not_apply_to_self_pick():
    # South goes out by self-pick: 10 + 2 = 12 (§1.1). Nobody threw the tile, so every loser pays
    # as usual, East double, even with Thrower Pays For All on.
    winner = scored(f"{PLAIN_WIN} seat=S self_drawn")
    assert winner.total == 12
    scores = {"E": 0, "S": winner.total, "W": 0, "N": 0}
    settled = settle_whole_deal(scores, "S", ClassicalOptions(thrower_pays_for_all=True), discarder=None)
    assert payments(settled) == [("E", "S", 24), ("W", "S", 12), ("N", "S", 12)]


# --- The optional classical doubles (§1.2 last row, option extra_classical_doubles) ----------

def test_half_flush_needs_one_suit_not_just_honours():
    # Three suits and a pair of Red Dragons, a chow exposed: 10 for going out + 2 for the dragon
    # pair = 12 (§1.1). Half flush is "one suit + honours" (§1.2): honours alone earn no fan.
    result = scored("(123m) 456p789s234m7z +7z option.extra_classical_doubles=true")
    assert counts(result) == {"going_out": 1, "pair_of_dragons": 1}
    assert (result.points, result.doubles, result.total) == (12, 0, 12)


# --- Limit hands (§1.3, SSD-H) -----------------------------------------------------------

def test_the_snake_must_be_all_in_one_suit():
    # The Snake's pattern (pungs of 1 and 9, a pair of 2s, chows 3-4-5 and 6-7-8) spread over three
    # suits is no Snake: SSD-H says "all in one suit". It scores its sets: 10 for going out + 8 + 8
    # for the concealed pungs of 1 craks and 9 bamboo (§1.1) = 26, no fan.
    result = scored("111m345m678p999s2m +2m")
    assert counts(result) == {"going_out": 1, "concealed_pung_of_terminals_or_honours": 2}
    assert (result.points, result.doubles, result.total) == (26, 0, 26)
