"""Classical Chinese: the limit, each option at both settings (scoring-tables §2), payment (§1.4) and losing hands."""

from dataclasses import replace

import pytest

from rules.engine import parse_line, score_data
from rules.engine.builtin import builtin_spec
from rules.engine.patterns.classical import ClassicalOptions, settle_whole_deal
from tests.engine.scoring import counts, payments, scorers, without

# One-Chance (2 points, on by default) is off here, so each row shows only what it is about; the
# plain hand most rows build on waits on one tile. test_one_chance_counts_by_default... covers it.
SPEC = without(builtin_spec("chinese-classical"), "one_chance")


_, scored, _ = scorers(SPEC)
breakdown = counts  # the pattern map of a result


def test_option_defaults_follow_the_tables():
    options = ClassicalOptions()
    assert (options.minimum_fan, options.payment_to, options.thrower_pays_for_all, options.east_pays_double) == (0, "winner", False, True)
    assert (options.flowers, options.own_flower_and_season, options.four_flowers_bonus) == (True, "each", "payment")
    assert (options.special_hands, options.seven_pairs_hands, options.jewel_hands) == (True, False, False)
    assert (options.heavenly_gates_needs_9_way_wait, options.buried_treasure_must_win_on_pair, options.three_great_scholars_allows_chow,
            options.big_four_winds_allows_pair, options.all_kongs_same_suit, options.extra_classical_doubles,
            options.double_wind_pair_scores_twice, options.intrinsic_value_if_higher) == (False, False, True, False, False, False, False, False)


# --- The limit: the rule set's own, at two settings ---------------------------------------

@pytest.mark.parametrize("limit, line, total", [
    pytest.param(1000, "(111z)(222z)(333z) 444z5m +5m", 1000, id="1000-limit-hand"),
    pytest.param(500, "(111z)(222z)(333z) 444z5m +5m", 500, id="500-limit-hand"),
    pytest.param(1000, "(111m) 2345678999m +1m", 500, id="1000-half-limit"),
    pytest.param(500, "(111m) 2345678999m +1m", 250, id="500-half-limit"),
    pytest.param(1000, "(111m)(999p)(111z) 555z9s +9s seat=S round=S", 480, id="1000-under-the-limit"),
    pytest.param(300, "(111m)(999p)(111z) 555z9s +9s seat=S round=S", 300, id="300-capped"),
])
def test_limit(limit, line, total):
    result = scored(line, replace(SPEC, limit=limit))
    assert result.total == total


# --- Options ------------------------------------------------------------------------------

@pytest.mark.parametrize("line, expected, total", [
    pytest.param("123m456p789s234m1z +1z", {"going_out": 1, "pair_of_own_wind": 1}, 12, id="double-wind-pair-once"),
    pytest.param("123m456p789s234m1z +1z option.double_wind_pair_scores_twice=true",
                 {"going_out": 1, "pair_of_own_wind": 1, "pair_of_prevailing_wind": 1}, 14, id="double-wind-pair-twice"),
    pytest.param("123m456p789s234m5p +5p 1f5f option.flowers=false", {"going_out": 1}, 10, id="flowers-off"),
    pytest.param("123m456p789s234m5p +5p 1f5f option.own_flower_and_season=both",
                 {"going_out": 1, "flower_or_season": 2, "own_flower_or_season": 1}, 36, id="own-flower-and-season-both"),
    pytest.param("123m456p789s234m5p +5p 1f option.own_flower_and_season=both", {"going_out": 1, "flower_or_season": 1}, 14,
                 id="own-flower-alone-with-both"),
    pytest.param("123m456p789s234m5p +5p 1f2f3f4f seat=S",
                 {"going_out": 1, "flower_or_season": 4, "own_flower_or_season": 1, "four_flowers_or_seasons": 1}, 52,
                 id="four-flowers-payment"),
    pytest.param("123m456p789s234m5p +5p 1f2f3f4f seat=S option.four_flowers_bonus=fan",
                 {"going_out": 1, "flower_or_season": 4, "four_flowers_or_seasons_fan": 1, "own_flower_or_season": 1}, 104,
                 id="four-flowers-fan"),
    pytest.param("123m456p789s234m5p +5p 1f2f3f4f seat=S option.four_flowers_bonus=off",
                 {"going_out": 1, "flower_or_season": 4, "own_flower_or_season": 1}, 52, id="four-flowers-off"),
    pytest.param("123m456m789m234m5m +5m option.special_hands=false", {"going_out": 1}, 10, id="special-hands-off-pure-hand"),
    pytest.param("(555z)(666z)(777z) 123m9m +9m option.special_hands=false",
                 {"going_out": 1, "exposed_pung_of_terminals_or_honours": 3, "pung_of_dragons": 3}, 176, id="special-hands-off-big-three-dragons"),
    pytest.param("1112345678999m +1m", {"heavenly_gates": 1}, 1000, id="gates-nine-way-wait-default"),
    pytest.param("1112345678999m +1m option.heavenly_gates_needs_9_way_wait=true", {"heavenly_gates": 1}, 1000, id="gates-nine-way-wait-required"),
    pytest.param("1112335678999m +4m", {"heavenly_gates": 1}, 1000, id="gates-other-wait-default"),
    pytest.param("1112335678999m +4m option.heavenly_gates_needs_9_way_wait=true",
                 {"going_out": 1, "concealed_pung_of_terminals_or_honours": 1, "pure_hand": 1}, 144, id="gates-other-wait-when-nine-way-required"),
    pytest.param("222m333p444s66m99p +6m self_drawn", {"buried_treasure": 1}, 1000, id="buried-treasure-any-tile"),
    pytest.param("222m333p444s66m99p +6m self_drawn option.buried_treasure_must_win_on_pair=true",
                 {"going_out": 1, "self_pick": 1, "concealed_pung_of_simples": 4}, 28, id="buried-treasure-must-win-on-pair-miss"),
    pytest.param("222m333p444s666m9p +9p self_drawn option.buried_treasure_must_win_on_pair=true", {"buried_treasure": 1}, 1000,
                 id="buried-treasure-must-win-on-pair-hit"),
    pytest.param("(555z)(666z)(777z) 123m9m +9m option.three_great_scholars_allows_chow=false",
                 {"going_out": 1, "exposed_pung_of_terminals_or_honours": 3, "pung_of_dragons": 3}, 176, id="scholars-no-chow"),
    pytest.param("(555z)(666z)(777z) 222m9m +9m option.three_great_scholars_allows_chow=false", {"big_three_dragons": 1}, 1000,
                 id="scholars-no-chow-with-pung"),
    pytest.param("(111z)(222z)(333z) 123m4z +4z option.big_four_winds_allows_pair=true", {"big_four_winds": 1}, 1000,
                 id="big-four-winds-pair-allowed"),
    pytest.param("(111z)(222z)(333z) 123m4z +4z seat=N option.big_four_winds_allows_pair=true",
                 {"going_out": 1, "exposed_pung_of_terminals_or_honours": 3, "pung_of_prevailing_wind": 1, "pair_of_own_wind": 1,
                  "little_four_winds": 1}, 96, id="big-four-winds-pair-of-own-wind-still-not"),
    pytest.param("(3333m)(4444p)(5555s)(6666m) 9p +9p option.all_kongs_same_suit=true",
                 {"going_out": 1, "exposed_kong_of_simples": 4}, 42, id="all-kongs-same-suit-miss"),
    pytest.param("(2222m)(3333m)(5555m)(7777m) 9m +9m option.all_kongs_same_suit=true", {"all_kong": 1}, 1000, id="all-kongs-same-suit-hit"),
    # Winds and dragons are not a suit (SSD-H: Pure Hand is "one suit only, with no Winds or Dragons"), so
    # kongs of winds and a dragon are not four kongs of one suit: 10 + 4 × 16 = 74 (pair 55m: 0); fan: East kong as own and
    # as prevailing wind 2, White kong 1: 74 × 8 = 592.
    pytest.param("(1111z)(2222z)(3333z)(5555z) 5m +5m option.all_kongs_same_suit=true",
                 {"going_out": 1, "exposed_kong_of_terminals_or_honours": 4, "pung_of_dragons": 1, "pung_of_own_wind": 1,
                  "pung_of_prevailing_wind": 1}, 592, id="all-kongs-same-suit-winds-and-a-dragon-miss"),
    pytest.param("(1111z)(2222z)(3333z)(5555z) 5m +5m", {"all_kong": 1}, 1000, id="all-kongs-winds-and-a-dragon-any-suit"),
    pytest.param("(1111z)(2222z)(3333z)(4444z) 9m +9m option.all_kongs_same_suit=true", {"big_four_winds": 1}, 1000,
                 id="all-kongs-same-suit-four-wind-kongs-are-big-four-winds-only"),
    # intrinsic_value_if_higher. Going out 10 + 111m exposed 4 + four flowers 16 = 30; fan: Pure Hand 3, East's own
    # flower (1f) and season (5f) 1 each: 30 × 2^5 = 960, more than the exposed Heavenly Gates' half limit (500).
    pytest.param("(111m) 2345678999m +1m 1f5f2f3f", {"exposed_heavenly_gates": 1}, 500, id="half-limit-hand-by-default"),
    pytest.param("(111m) 2345678999m +1m 1f5f2f3f option.intrinsic_value_if_higher=true",
                 {"going_out": 1, "exposed_pung_of_terminals_or_honours": 1, "flower_or_season": 4, "own_flower_or_season": 2,
                  "pure_hand": 1}, 960, id="intrinsic-value-when-higher"),
    # Without the flowers: 14 × 2^3 = 112, less than 500, so the half limit stands.
    pytest.param("(111m) 2345678999m +1m option.intrinsic_value_if_higher=true", {"exposed_heavenly_gates": 1}, 500,
                 id="intrinsic-value-when-lower"),
    # A full-limit hand is never less than its capped ordinary value: 1000 either way.
    pytest.param("(555z)(666z)(777z) 222m9m +9m 1f5f option.intrinsic_value_if_higher=true", {"big_three_dragons": 1}, 1000,
                 id="intrinsic-value-limit-hand"),
    # The ordinary value has 5 fan; a house minimum of 6 would refuse it, so the half-limit hand is kept.
    pytest.param("(111m) 2345678999m +1m 1f5f2f3f option.intrinsic_value_if_higher=true option.minimum_fan=6",
                 {"exposed_heavenly_gates": 1}, 500, id="intrinsic-value-below-the-minimum-fan"),
])
def test_options(line, expected, total):
    result = scored(line)
    assert breakdown(result) == expected
    assert result.total == total


def test_a_limit_hand_passed_over_for_the_ordinary_value_is_named_in_a_note():
    result = scored("(111m) 2345678999m +1m 1f5f2f3f option.intrinsic_value_if_higher=true")
    assert result.notes == ("Heavenly Gates (exposed) would score 500; the tiles' ordinary value is more, and is scored instead.",)


def test_special_hands_off_unique_wonders_is_no_hand():
    result = score_data(parse_line("19m19p19s1234567z +1m option.special_hands=false"), SPEC)
    assert [p.code for p in result.errors] == ["no_winning_shape"]


@pytest.mark.parametrize("line, expected, off_expected, total, off_total", [
    pytest.param("123m456m789m(111z) 5m +5m seat=S",
                 {"going_out": 1, "exposed_pung_of_terminals_or_honours": 1, "pung_of_prevailing_wind": 1, "half_flush": 1},
                 {"going_out": 1, "exposed_pung_of_terminals_or_honours": 1, "pung_of_prevailing_wind": 1}, 56, 28, id="half-flush"),
    pytest.param("(222m)(333p)(444s) 666m9p +9p",
                 {"going_out": 1, "exposed_pung_of_simples": 3, "concealed_pung_of_simples": 1, "all_pungs": 1},
                 {"going_out": 1, "exposed_pung_of_simples": 3, "concealed_pung_of_simples": 1}, 40, 20, id="all-pungs"),
    pytest.param("123m456p789s234m5p +5p", {"going_out": 1, "concealed_hand": 1}, {"going_out": 1}, 20, 10, id="concealed-hand"),
    pytest.param("(123m) 456p789s234m5p +5p last_tile_in_wall", {"going_out": 1, "last_tile": 1}, {"going_out": 1}, 20, 10, id="last-tile"),
    pytest.param("(3333m) 56p789s567m55p +4p self_drawn kong_replacement",
                 {"going_out": 1, "self_pick": 1, "exposed_kong_of_simples": 1, "loose_tile": 1},
                 {"going_out": 1, "self_pick": 1, "exposed_kong_of_simples": 1}, 40, 20, id="loose-tile"),
    pytest.param("(123m) 46p789s234m55s +5p robbing_kong", {"going_out": 1, "robbing_the_kong": 1}, {"going_out": 1}, 20, 10,
                 id="robbing-the-kong"),
])
def test_extra_classical_doubles(line, expected, off_expected, total, off_total):
    on = scored(f"{line} option.extra_classical_doubles=true")
    assert breakdown(on) == expected and on.total == total
    off = scored(line)
    assert breakdown(off) == off_expected and off.total == off_total


@pytest.mark.parametrize("minimum, line, expected, total, settlement", [
    # East wins 10 on a discard: each of the others pays double.
    pytest.param(0, "123m456p789s234m5p +5p", {"going_out": 1}, 10, [("S", "E", 20), ("W", "E", 20), ("N", "E", 20)], id="no-minimum"),
    pytest.param(1, "123m456p789s234m5p +5p", {"going_out": 1}, 10, [], id="one-fan-needed-none-held"),
    # 10 + 4 for the exposed dragon pung = 14, one fan for it: 28, doubled for East.
    pytest.param(1, "(555z) 456p789s234m5p +5p", {"going_out": 1, "exposed_pung_of_terminals_or_honours": 1, "pung_of_dragons": 1}, 28,
                 [("S", "E", 56), ("W", "E", 56), ("N", "E", 56)], id="one-fan-needed-one-held"),
    pytest.param(1, "123m456p789s234m5p +5p heavenly self_drawn", {"heavenly_hand": 1}, 1000,
                 [("S", "E", 2000), ("W", "E", 2000), ("N", "E", 2000)], id="limit-hands-always-may-go-out"),
])
def test_minimum_fan(minimum, line, expected, total, settlement):
    result = scored(f"{line} option.minimum_fan={minimum}")
    assert result.winning is bool(settlement)
    assert result.refusal == (None if settlement else f"Not a win: going out needs at least {minimum} fan and the hand has 0.")
    assert (breakdown(result), result.total, payments(result)) == (expected, total, settlement)


def test_one_chance_counts_by_default_and_can_be_switched_off():
    """The tables name 2 points as One-Chance's default and 0 as the alternative."""
    built_in = builtin_spec("chinese-classical")
    single_wait = scored("123m456p789s234m5p +5p", built_in)
    assert breakdown(single_wait) == {"going_out": 1, "one_chance": 1} and single_wait.total == 12
    two_sided = scored("123m456p789s23m55p +4m", built_in)
    assert breakdown(two_sided) == {"going_out": 1} and two_sided.total == 10
    off = scored("123m456p789s234m5p +5p", without(built_in, "one_chance"))
    assert breakdown(off) == {"going_out": 1} and off.total == 10


# --- Payment (§1.4) -----------------------------------------------------------------------

@pytest.mark.parametrize("line, expected", [
    pytest.param("123m456p789s234m5p +5p seat=S discarder=W", [("E", "S", 20), ("W", "S", 10), ("N", "S", 10)],
                 id="winner-only-east-pays-double"),
    pytest.param("123m456p789s234m5p +5p self_drawn", [("S", "E", 24), ("W", "E", 24), ("N", "E", 24)], id="east-wins-receives-double"),
    pytest.param("123m456p789s234m5p +5p seat=S discarder=W option.east_pays_double=false",
                 [("E", "S", 10), ("W", "S", 10), ("N", "S", 10)], id="east-not-doubled"),
    pytest.param("123m456p789s234m5p +5p seat=S discarder=W option.thrower_pays_for_all=true", [("W", "S", 40)],
                 id="thrower-pays-for-all"),
    pytest.param("123m456p789s234m5p +5p seat=S option.thrower_pays_for_all=true", [("discarder", "S", 40)],
                 id="thrower-pays-for-all-unknown-seat"),
    pytest.param("123m456p789s234m5p +5p discarder=N option.thrower_pays_for_all=true", [("N", "E", 60)],
                 id="thrower-pays-for-all-east-winner"),
    pytest.param("123m456p789s234m5p +5p seat=S self_drawn option.thrower_pays_for_all=true",
                 [("E", "S", 24), ("W", "S", 12), ("N", "S", 12)], id="thrower-pays-nothing-extra-on-self-pick"),
    pytest.param("123m456p789s234m5p +5p seat=S discarder=W option.payment_to=all", [("E", "S", 20), ("W", "S", 10), ("N", "S", 10)],
                 id="payment-to-all-winner-is-paid-the-same"),
    pytest.param("(111z)(222z)(333z) 444z5m +5m seat=W discarder=N", [("E", "W", 2000), ("S", "W", 1000), ("N", "W", 1000)],
                 id="limit-hand-east-pays-double"),
    pytest.param("123m456p789s234m5p +5p 1f2f3f4f seat=S discarder=W",
                 [("E", "S", 104), ("W", "S", 52), ("N", "S", 52), ("E", "S", 1000), ("W", "S", 1000), ("N", "S", 1000)],
                 id="four-flowers-paid-at-once-by-everyone"),
])
def test_payment(line, expected):
    assert payments(scored(line)) == expected


def test_losers_settle_their_differences_with_payment_to_all():
    # North wins with 10: East pays 10 doubled, South and West 10. Then the losers, South 20,
    # West 0, East 8: East pays South 12 doubled, West pays East 8 doubled, West pays South 20.
    scores = {"N": 10, "S": 20, "W": 0, "E": 8}
    assert payments(settle_whole_deal(scores, "N", ClassicalOptions(payment_to="all"))) == [
        ("E", "N", 20), ("S", "N", 10), ("W", "N", 10), ("E", "S", 24), ("W", "E", 16), ("W", "S", 20)]
    assert payments(settle_whole_deal(scores, "N", ClassicalOptions(payment_to="all", east_pays_double=False))) == [
        ("E", "N", 10), ("S", "N", 10), ("W", "N", 10), ("E", "S", 12), ("W", "E", 8), ("W", "S", 20)]
    # Payment to the winner only: the losers' differences are not settled.
    assert payments(settle_whole_deal(scores, "N", ClassicalOptions())) == [("E", "N", 20), ("S", "N", 10), ("W", "N", 10)]


# --- Losing hands ---------------------------------------------------------------------------

@pytest.mark.parametrize("line, expected, points, fan, total", [
    pytest.param("(555z) 123m456p11z78s 3f winner=no seat=S option.payment_to=all",
                 {"exposed_pung_of_terminals_or_honours": 1, "pair_of_prevailing_wind": 1, "flower_or_season": 1, "pung_of_dragons": 1},
                 10, 1, 20, id="exposed-dragon-pung-pair-and-flower"),
    pytest.param("(222z) 999m222p7z7z45s winner=no seat=S round=S option.payment_to=all",
                 {"exposed_pung_of_terminals_or_honours": 1, "concealed_pung_of_terminals_or_honours": 1, "concealed_pung_of_simples": 1,
                  "pair_of_dragons": 1, "pung_of_own_wind": 1, "pung_of_prevailing_wind": 1}, 18, 2, 72, id="sets-and-wind-doubles"),
    # East's own flower doubles only a hand that goes out: here it is 4 points, no double.
    pytest.param("[1111m] 234567m55z99p winner=no option.payment_to=all 1f",
                 {"concealed_kong_of_terminals_or_honours": 1, "pair_of_dragons": 1, "flower_or_season": 1},
                 38, 0, 38, id="concealed-kong-dragon-pair-own-flower-no-double"),
    pytest.param("123m456p789s23m5p7z winner=no option.payment_to=all", {}, 0, 0, 0, id="nothing-to-score"),
])
def test_losing_hand_with_payment_to_all(line, expected, points, fan, total):
    result = scored(line)
    assert not result.winning
    assert breakdown(result) == expected
    assert (result.points, result.doubles, result.total) == (points, fan, total)


def test_losing_hand_scores_nothing_when_only_the_winner_is_paid():
    result = scored("(555z) 123m456p11z78s 3f winner=no seat=S")
    assert (breakdown(result), result.total, result.settlement) == ({}, 0, ())
    assert any("Only the winner is paid" in note for note in result.notes)


def test_losing_hand_with_four_flowers_is_still_paid_at_once():
    result = scored("(555z) 123m456p11z78s 5f6f7f8f winner=no seat=N")
    assert breakdown(result) == {"four_flowers_or_seasons": 1} and result.total == 0
    assert payments(result) == [("E", "N", 1000), ("S", "N", 1000), ("W", "N", 1000)]


def test_flowers_switched_off_are_ignored_and_the_player_is_told():
    # 10 for going out and 8 for the pung of East (own and prevailing wind: two fan) = 18 × 4; the
    # two flowers would add 8 points and East's own flower a fan.
    result = scored("123m456m789m111z2z +2z 1f6f option.flowers=false")
    assert breakdown(result) == {"going_out": 1, "concealed_pung_of_terminals_or_honours": 1, "pung_of_own_wind": 1,
                                 "pung_of_prevailing_wind": 1}
    assert result.total == 72
    assert result.warnings == ("The flowers and seasons were not counted: this rule set plays without them (the flowers option is off).",)


def test_hand_refused_below_the_house_minimum_still_collects_its_four_flowers():
    """All four flowers are paid at once when shown, win or not (scoring tables §1.4): a hand the
    house minimum_fan refuses is paid nothing for its score, but still the 1,000 from each player."""
    line = "123m456p789s234m5p +5p 1f2f3f4f seat=S"
    refused = scored(f"{line} option.minimum_fan=3")
    # Going out 10 + four flowers 16 = 26; own flower 1 fan = 52 (as four-flowers-payment above), only 1 fan of 3.
    assert refused.winning is False and refused.refusal == "Not a win: going out needs at least 3 fan and the hand has 1."
    assert payments(refused) == [("E", "S", 1000), ("W", "S", 1000), ("N", "S", 1000)]
    allowed = scored(f"{line} option.minimum_fan=1")
    assert payments(allowed) == [("E", "S", 104), ("W", "S", 52), ("N", "S", 52),
                                 ("E", "S", 1000), ("W", "S", 1000), ("N", "S", 1000)]
