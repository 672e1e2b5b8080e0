"""Classical Chinese (Shanghai: Second Dynasty): behaviour that mutation testing of
rules/engine/patterns/classical.py and classical_settle.py found no test pinned down.

Each test is one rule, with a real hand and the score worked out from
shared/rule-sources/chinese-classical-scoring-tables.md (§ cited) and
chinese-classical-shanghai-second-dynasty.txt (SSD-H).
"""

import pytest

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


def test_pearl_dragon_counts_the_six_of_circles():
    # Pearl Dragon: "White Dragons and 2, 3, 4, 6, 8 Dots" (SSD-H): a pung of 6 circles belongs.
    result = scored("(555z) 222p666p888p3p +3p option.jewel_hands=true")
    assert counts(result) == {"pearl_dragon": 1}
    assert result.total == 1000


# --- Special Hands off (§1.4 "Special Hands on/off"; scoring-tables §2 `special_hands`) ---------
# Without the special hands, each of SSD-H's fan hands and limit hands scores only its sets and
# the ordinary doubles (§1.1, §1.2).

@pytest.mark.parametrize("line, expected, points, fan, total", [
    # 10 + 3 exposed pungs of terminals/honours 12 + concealed 9 bamboo 8 = 30; Red pung 1 fan.
    pytest.param("(111m)(999p)(111z) 555z9s +9s seat=S round=S",
                 {"going_out": 1, "exposed_pung_of_terminals_or_honours": 3, "concealed_pung_of_terminals_or_honours": 1,
                  "pung_of_dragons": 1}, 30, 1, 60, id="all-honors"),
    # 10 + 12 = 22; East is own and prevailing wind: 2 fan.
    pytest.param("(111z)(222z)(333z) 123m4z +4z",
                 {"going_out": 1, "exposed_pung_of_terminals_or_honours": 3, "pung_of_own_wind": 1, "pung_of_prevailing_wind": 1},
                 22, 2, 88, id="little-four-winds"),
    # 10 + 8 + dragon pair 2 = 20; two dragon pungs 2 fan.
    pytest.param("(555z)(666z) 123m456p7z +7z seat=S",
                 {"going_out": 1, "exposed_pung_of_terminals_or_honours": 2, "pair_of_dragons": 1, "pung_of_dragons": 2},
                 20, 2, 80, id="little-three-dragons"),
    # 1-1-1 2-3-4 5-5 6-7-8 9-9-9 (Heavenly Gates, and The Snake's shape): 10 + two concealed terminal pungs 16 = 26.
    pytest.param("1112345678999m +5m", {"going_out": 1, "concealed_pung_of_terminals_or_honours": 2}, 26, 0, 26,
                 id="heavenly-gates"),
    # (1-1-1) 1-2-3 4-5-6 7-8-9 9-9: 10 + exposed terminal pung 4 = 14.
    pytest.param("(111m) 2345678999m +1m", {"going_out": 1, "exposed_pung_of_terminals_or_honours": 1}, 14, 0, 14,
                 id="exposed-heavenly-gates"),
    # 10 + 12 + concealed Green 8 + Red pair 2 = 32; South own, East prevailing, two dragon pungs: 4 fan.
    pytest.param("(111z)(222z)(555z) 666z7z +7z seat=S",
                 {"going_out": 1, "exposed_pung_of_terminals_or_honours": 3, "concealed_pung_of_terminals_or_honours": 1,
                  "pair_of_dragons": 1, "pung_of_dragons": 2, "pung_of_own_wind": 1, "pung_of_prevailing_wind": 1},
                 32, 4, 512, id="all-winds-and-dragons"),
    # 10 + 12 + 8 = 30.
    pytest.param("(111m)(999p)(111s) 999s1p +1p",
                 {"going_out": 1, "exposed_pung_of_terminals_or_honours": 3, "concealed_pung_of_terminals_or_honours": 1}, 30, 0, 30,
                 id="heads-and-tails"),
    # 10 + 12 + 8 = 30; East own and prevailing: 2 fan.
    pytest.param("(111z)(222z)(333z) 444z5m +5m",
                 {"going_out": 1, "exposed_pung_of_terminals_or_honours": 3, "concealed_pung_of_terminals_or_honours": 1,
                  "pung_of_own_wind": 1, "pung_of_prevailing_wind": 1}, 30, 2, 120, id="big-four-winds"),
    # 10 + four exposed kongs of simples 32 = 42.
    pytest.param("(3333m)(4444p)(5555s)(6666m) 9p +9p", {"going_out": 1, "exposed_kong_of_simples": 4}, 42, 0, 42, id="all-kong"),
    # 10 + two concealed pungs of simples 8 + exposed Green pung 4 = 22; dragon pung 1 fan.
    pytest.param("234s666s888s(666z) 2s +2s",
                 {"going_out": 1, "concealed_pung_of_simples": 2, "exposed_pung_of_terminals_or_honours": 1, "pung_of_dragons": 1},
                 22, 1, 44, id="all-green"),
    # (Also exposed Heavenly Gates.) 10 + exposed 1 bamboo 4 + concealed 9 bamboo 8 = 22.
    pytest.param("(111s) 345s678s999s2s +2s",
                 {"going_out": 1, "exposed_pung_of_terminals_or_honours": 1, "concealed_pung_of_terminals_or_honours": 1}, 22, 0, 22,
                 id="the-snake"),
])
def test_special_hands_off_scores_only_the_sets(line, expected, points, fan, total):
    result = scored(f"{line} option.special_hands=false")
    assert counts(result) == expected
    assert (result.points, result.doubles, result.total) == (points, fan, total)


# --- Flowers off (§1.4 "Flowers on/off") ------------------------------------------------------

@pytest.mark.parametrize("bonus_option", ["payment", "fan"])
def test_flowers_off_all_four_flowers_earn_nothing(bonus_option):
    # South goes out for 10 on West's discard, holding all four flowers while the table plays
    # without flowers: no 1,000 at once from each player (§1.2), and no fan either; East pays 20.
    result = scored(f"{PLAIN_WIN} 1f2f3f4f seat=S discarder=W option.flowers=false option.four_flowers_bonus={bonus_option}")
    assert counts(result) == {"going_out": 1}
    assert (result.doubles, result.total) == (0, 10)
    assert payments(result) == [("E", "S", 20), ("W", "S", 10), ("N", "S", 10)]


# --- Losing hands, with Payment To: All (§1.4: losers settle the differences of their scores) --

@pytest.mark.parametrize("line, expected, points, fan, total", [
    # South: exposed pung of 2 craks 2, exposed kong of 3 circles 8, concealed kong of 4 bamboo 16,
    # pair of South (own wind) 2 (§1.1) = 28, no fan.
    pytest.param("(222m)(3333p)[4444s] 22z5m7p winner=no seat=S",
                 {"exposed_pung_of_simples": 1, "exposed_kong_of_simples": 1, "concealed_kong_of_simples": 1, "pair_of_own_wind": 1},
                 28, 0, 28, id="pungs-kongs-and-own-wind-pair"),
    # North: exposed kong of 9 craks 16, four flowers 4 each 16 = 32; all four flowers as a fan
    # (option four_flowers_bonus=fan) doubles it: 64. North's own flower doubles only a winner.
    pytest.param("(9999m) 123p456s78m22z winner=no seat=N 1f2f3f4f option.four_flowers_bonus=fan",
                 {"exposed_kong_of_terminals_or_honours": 1, "flower_or_season": 4, "four_flowers_or_seasons_fan": 1},
                 32, 1, 64, id="terminal-kong-and-four-flowers-fan"),
])
def test_losing_hand_scores_its_sets_with_payment_to_all(line, expected, points, fan, total):
    result = scored(f"{line} option.payment_to=all")
    assert not result.winning
    assert counts(result) == expected
    assert (result.points, result.doubles, result.total) == (points, fan, total)
