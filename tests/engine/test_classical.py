"""Classical Chinese (Shanghai: Second Dynasty): basic points, fan hands, limit situations and limit hands.

Values: shared/rule-sources/chinese-classical-scoring-tables.md §1 (basic points §1.1, fan §1.2, limits §1.3)
and the special hands of chinese-classical-shanghai-second-dynasty.txt. Score = points × 2^fan, limit 1,000.
Each row gives the complete pattern map, the basic points, the fan and the total.
"""



from dataclasses import replace

import pytest

from rules.engine import parse_line, score_data
from rules.engine.builtin import BUILTIN_RULE_SETS, builtin_spec
from rules.engine.systems import SYSTEMS
from tests.engine.scoring import counts, scorers, without

RULE_SET = BUILTIN_RULE_SETS["chinese-classical"]
# One-Chance (2 points, on by default) is off here, so each row shows only what it is about; the
# plain hand most rows build on waits on one tile. test_one_chance_counts_by_default... covers it.
SPEC = without(builtin_spec("chinese-classical"), "one_chance")


_, scored, _ = scorers(SPEC)
breakdown = counts  # the pattern map of a result


def check(line, expected, points, fan, total, spec=SPEC):
    result = scored(line, spec)
    assert breakdown(result) == expected
    assert (result.points, result.doubles, result.total) == (points, fan, total)
    assert result.winning


# --- Basic points (§1.1) -----------------------------------------------------------------

@pytest.mark.parametrize("line, expected, points, fan, total", [
    pytest.param("123m456p789s234m5p +5p", {"going_out": 1}, 10, 0, 10, id="going-out-10"),
    pytest.param("123m456p789s234m5p +5p self_drawn", {"going_out": 1, "self_pick": 1}, 12, 0, 12, id="self-pick-2"),
    pytest.param("(222m) 456p789s234m5p +5p", {"going_out": 1, "exposed_pung_of_simples": 1}, 12, 0, 12, id="exposed-pung-simples-2"),
    pytest.param("222m456p789s234m5p +5p", {"going_out": 1, "concealed_pung_of_simples": 1}, 14, 0, 14, id="concealed-pung-simples-4"),
    pytest.param("22m456p789s567m55p +2m", {"going_out": 1, "exposed_pung_of_simples": 1}, 12, 0, 12,
                 id="pung-completed-by-discard-is-exposed"),
    pytest.param("22m456p789s567m55p +2m self_drawn", {"going_out": 1, "self_pick": 1, "concealed_pung_of_simples": 1}, 16, 0, 16,
                 id="pung-completed-by-self-pick-is-concealed"),
    pytest.param("(111m) 456p789s234m5p +5p", {"going_out": 1, "exposed_pung_of_terminals_or_honours": 1}, 14, 0, 14, id="exposed-pung-majors-4"),
    pytest.param("999s456p123m234m5p +5p", {"going_out": 1, "concealed_pung_of_terminals_or_honours": 1}, 18, 0, 18, id="concealed-pung-majors-8"),
    pytest.param("(3333m) 456p789s567m5p +5p", {"going_out": 1, "exposed_kong_of_simples": 1}, 18, 0, 18, id="exposed-kong-simples-8"),
    pytest.param("[3333m] 456p789s567m5p +5p", {"going_out": 1, "concealed_kong_of_simples": 1}, 26, 0, 26, id="concealed-kong-simples-16"),
    pytest.param("(9999m) 456p789s567m5p +5p", {"going_out": 1, "exposed_kong_of_terminals_or_honours": 1}, 26, 0, 26, id="exposed-kong-majors-16"),
    pytest.param("[9999m] 456p789s567m5p +5p", {"going_out": 1, "concealed_kong_of_terminals_or_honours": 1}, 42, 0, 42, id="concealed-kong-majors-32"),
    pytest.param("123m456p789s234m7z +7z", {"going_out": 1, "pair_of_dragons": 1}, 12, 0, 12, id="pair-of-dragons-2"),
    pytest.param("123m456p789s234m2z +2z seat=S", {"going_out": 1, "pair_of_own_wind": 1}, 12, 0, 12, id="pair-own-wind-2"),
    pytest.param("123m456p789s234m3z +3z round=W", {"going_out": 1, "pair_of_prevailing_wind": 1}, 12, 0, 12, id="pair-prevailing-wind-2"),
    pytest.param("123m456p789s234m3z +3z seat=S", {"going_out": 1}, 10, 0, 10, id="near-miss-pair-of-other-wind"),
    pytest.param("123m456p789s234m5p +5p 2f7f", {"going_out": 1, "flower_or_season": 2}, 18, 0, 18, id="flowers-4-each"),
])
def test_basic_points(line, expected, points, fan, total):
    check(line, expected, points, fan, total)


# --- Fan (§1.2 and the source's fan hands) --------------------------------------------------

@pytest.mark.parametrize("line, expected, points, fan, total", [
    pytest.param("123m456p789s234m5p +5p 1f5f", {"going_out": 1, "flower_or_season": 2, "own_flower_or_season": 2}, 18, 2, 72,
                 id="own-flower-and-own-season-a-double-each"),
    pytest.param("123m456p789s234m5p +5p 4f seat=N", {"going_out": 1, "flower_or_season": 1, "own_flower_or_season": 1}, 14, 1, 28,
                 id="own-flower-north"),
    pytest.param("123m456p789s234m5p +5p 2f seat=N", {"going_out": 1, "flower_or_season": 1}, 14, 0, 14, id="near-miss-another-seats-flower"),
    pytest.param("(555z) 456p789s234m5p +5p", {"going_out": 1, "exposed_pung_of_terminals_or_honours": 1, "pung_of_dragons": 1}, 14, 1, 28,
                 id="dragon-pung"),
    pytest.param("(555z) 666z789s234m5p +5p",
                 {"going_out": 1, "exposed_pung_of_terminals_or_honours": 1, "concealed_pung_of_terminals_or_honours": 1, "pung_of_dragons": 2},
                 22, 2, 88, id="two-dragon-pungs"),
    pytest.param("(222z) 456p789s234m5p +5p seat=S", {"going_out": 1, "exposed_pung_of_terminals_or_honours": 1, "pung_of_own_wind": 1}, 14, 1, 28,
                 id="own-wind-pung"),
    pytest.param("(333z) 456p789s234m5p +5p round=W", {"going_out": 1, "exposed_pung_of_terminals_or_honours": 1, "pung_of_prevailing_wind": 1}, 14, 1, 28,
                 id="prevailing-wind-pung"),
    pytest.param("(111z) 456p789s234m5p +5p",
                 {"going_out": 1, "exposed_pung_of_terminals_or_honours": 1, "pung_of_own_wind": 1, "pung_of_prevailing_wind": 1}, 14, 2, 56,
                 id="east-pung-in-east-round-doubles-twice"),
    pytest.param("(333z) 456p789s234m5p +5p seat=S", {"going_out": 1, "exposed_pung_of_terminals_or_honours": 1}, 14, 0, 14,
                 id="near-miss-pung-of-other-wind"),
    # Pure Hand: 3 fan.
    pytest.param("123m456m789m234m5m +5m", {"going_out": 1, "pure_hand": 1}, 10, 3, 80, id="pure-hand"),
    pytest.param("(123m) 456m789m234m5m +5m", {"going_out": 1, "pure_hand": 1}, 10, 3, 80, id="pure-hand-exposed"),
    pytest.param("123m456m789m234m5p +5p", {"going_out": 1}, 10, 0, 10, id="near-miss-pure-hand-second-suit"),
    pytest.param("123m456m789m234m7z +7z", {"going_out": 1, "pair_of_dragons": 1}, 12, 0, 12, id="near-miss-pure-hand-with-honours"),
    # All Honors (terminals and honours): 3 fan.
    pytest.param("(111m)(999p)(111z) 555z9s +9s seat=S round=S",
                 {"going_out": 1, "exposed_pung_of_terminals_or_honours": 3, "concealed_pung_of_terminals_or_honours": 1,
                  "pung_of_dragons": 1, "all_honors": 1}, 30, 4, 480, id="all-honors"),
    pytest.param("(111m)(789p)(111z) 555z9s +9s seat=S round=S",
                 {"going_out": 1, "exposed_pung_of_terminals_or_honours": 2, "concealed_pung_of_terminals_or_honours": 1,
                  "pung_of_dragons": 1}, 26, 1, 52, id="near-miss-all-honors-with-a-chow"),
    # Little Four Winds: 1 fan on top of the wind pungs' doubles.
    pytest.param("(111z)(222z)(333z) 123m4z +4z",
                 {"going_out": 1, "exposed_pung_of_terminals_or_honours": 3, "pung_of_own_wind": 1, "pung_of_prevailing_wind": 1,
                  "little_four_winds": 1}, 22, 3, 176, id="little-four-winds"),
    pytest.param("(111z)(222z)(333z) 123m4z +4z seat=N",
                 {"going_out": 1, "exposed_pung_of_terminals_or_honours": 3, "pung_of_prevailing_wind": 1, "pair_of_own_wind": 1,
                  "little_four_winds": 1}, 24, 2, 96, id="little-four-winds-pair-of-own-wind-allowed"),
    pytest.param("(111z)(222z)(333z) 123m7z +7z",
                 {"going_out": 1, "exposed_pung_of_terminals_or_honours": 3, "pung_of_own_wind": 1, "pung_of_prevailing_wind": 1,
                  "pair_of_dragons": 1}, 24, 2, 96, id="near-miss-little-four-winds-dragon-pair"),
    # Little Three Dragons: 1 fan on top of the dragon pungs' doubles.
    pytest.param("(555z)(666z) 123m456p7z +7z seat=S",
                 {"going_out": 1, "exposed_pung_of_terminals_or_honours": 2, "pair_of_dragons": 1, "pung_of_dragons": 2,
                  "little_three_dragons": 1}, 20, 3, 160, id="little-three-dragons"),
    pytest.param("(555z)(666z) 123m456p3z +3z seat=S",
                 {"going_out": 1, "exposed_pung_of_terminals_or_honours": 2, "pung_of_dragons": 2}, 18, 2, 72,
                 id="near-miss-little-three-dragons-wind-pair"),
])
def test_fan(line, expected, points, fan, total):
    check(line, expected, points, fan, total)


def test_score_is_capped_at_the_limit():
    # 30 points; fan: own wind (South) 1, prevailing wind (East) 1, two dragon pungs 2, All Honors 3 = 7;
    # 30 × 2^7 = 3,840, capped at 1,000.
    result = scored("(111z)(222z)(555z) 666z9m +9m seat=S")
    assert breakdown(result) == {"going_out": 1, "exposed_pung_of_terminals_or_honours": 3,
                                 "concealed_pung_of_terminals_or_honours": 1, "pung_of_own_wind": 1,
                                 "pung_of_prevailing_wind": 1, "pung_of_dragons": 2, "all_honors": 1}
    assert (result.points, result.doubles, result.total, result.limited) == (30, 7, 1000, True)


# --- Limit situations (§1.3) --------------------------------------------------------------

@pytest.mark.parametrize("line, expected, total", [
    pytest.param("123m456p789s234m5p +5p self_drawn heavenly", {"heavenly_hand": 1}, 1000, id="heavenly-hand"),
    pytest.param("123m456p789s234m5p +5p self_drawn", {"going_out": 1, "self_pick": 1}, 12, id="near-miss-heavenly"),
    pytest.param("123m456p789s234m5p +5p earthly seat=S discarder=E", {"earthly_hand": 1}, 1000, id="earthly-hand"),
    pytest.param("123m456p789s234m5p +5p seat=S discarder=E", {"going_out": 1}, 10, id="near-miss-earthly"),
    pytest.param("(3333m)(4444p) 789s567m9p +9p self_drawn kong_replacement kong_on_kong", {"kong_on_kong": 1}, 1000, id="kong-on-kong"),
    pytest.param("(3333m)(4444p) 789s567m9p +9p self_drawn kong_replacement",
                 {"going_out": 1, "self_pick": 1, "exposed_kong_of_simples": 2}, 28, id="near-miss-kong-on-kong"),
    pytest.param("(3333m) 456p789s567m5p +5p self_drawn kong_replacement", {"plum_blossom_from_the_roof": 1}, 1000, id="plum-blossom"),
    pytest.param("(3333m) 56p789s567m55p +4p self_drawn kong_replacement",
                 {"going_out": 1, "self_pick": 1, "exposed_kong_of_simples": 1}, 20, id="near-miss-plum-blossom-not-5p"),
    pytest.param("(3333m) 456p789s567m5p +5p self_drawn",
                 {"going_out": 1, "self_pick": 1, "exposed_kong_of_simples": 1}, 20, id="near-miss-plum-blossom-not-loose"),
    pytest.param("(123m) 234p789s567m1p +1p self_drawn last_tile_in_wall", {"moon_from_the_bottom_of_the_sea": 1}, 1000, id="moon"),
    pytest.param("(123m) 234p789s567m1p +1p last_tile_in_wall", {"going_out": 1}, 10, id="near-miss-moon-on-final-discard"),
    pytest.param("(123m) 234p789s567m9p +9p self_drawn last_tile_in_wall", {"going_out": 1, "self_pick": 1}, 12, id="near-miss-moon-not-1p"),
    pytest.param("(123m) 13s789s567m55p +2s robbing_kong", {"scratching_the_carrying_pole": 1}, 1000, id="carrying-pole"),
    pytest.param("(123m) 46s789s567m55p +5s robbing_kong", {"going_out": 1}, 10, id="near-miss-carrying-pole-not-2s"),
    pytest.param("222m333p444s666m9p +9p self_drawn", {"buried_treasure": 1}, 1000, id="buried-treasure-winning-on-the-pair"),
    pytest.param("[2222m]333p444s666m9p +9p self_drawn", {"buried_treasure": 1}, 1000, id="buried-treasure-with-concealed-kong"),
    pytest.param("222m333p444s66m99p +6m", {"going_out": 1, "concealed_pung_of_simples": 3, "exposed_pung_of_simples": 1}, 24,
                 id="near-miss-buried-treasure-on-a-discard"),
    pytest.param("123m456m789m234m5m +5m self_drawn", {"pure_hand_by_self_pick": 1}, 1000, id="pure-hand-by-self-pick"),
    pytest.param("123m456m789m234m5p +5p self_drawn", {"going_out": 1, "self_pick": 1}, 12, id="near-miss-self-pick-not-pure"),
    pytest.param("123m456p789s234m5p +5p dealer_thirteenth_win", {"dealer_thirteenth_win": 1}, 1000, id="dealer-thirteenth-win"),
    # Only the dealer (East) wins hand after hand. (A heavenly hand for another seat, an earthly
    # hand for East, kong on kong with one kong: problems, in tests/engine/test_hand.py.)
    pytest.param("123m456p789s234m5p +5p dealer_thirteenth_win seat=S", {"going_out": 1}, 10,
                 id="near-miss-thirteenth-win-not-the-dealer"),
])
def test_limit_situations(line, expected, total):
    result = scored(line)
    assert breakdown(result) == expected
    assert result.total == total


def test_the_dealers_thirteenth_win_is_read_from_a_hand_dict_field():
    data = {"concealed": "123m456p789s234m5p", "winning_tile": "5p", "dealer_thirteenth_win": True}
    result = score_data(data, SPEC)
    assert breakdown(result) == {"dealer_thirteenth_win": 1}
    assert result.total == 1000 and result.warnings == ()


# --- Limit hands (§1.3) -------------------------------------------------------------------

@pytest.mark.parametrize("line, expected, total, limited", [
    pytest.param("(111m) 2345678999m +1m", {"exposed_heavenly_gates": 1}, 500, True, id="heavenly-gates-exposed-half-limit"),
    pytest.param("111m234m234m999m5m +5m", {"going_out": 1, "concealed_pung_of_terminals_or_honours": 2, "pure_hand": 1}, 208, False,
                 id="near-miss-heavenly-gates"),
    pytest.param("(111z)(222z)(555z) 666z7z +7z seat=S", {"all_winds_and_dragons": 1}, 1000, True, id="all-winds-and-dragons"),
    pytest.param("(111z)(333z)(444z) 999m1p +1p seat=S",
                 {"going_out": 1, "exposed_pung_of_terminals_or_honours": 3, "concealed_pung_of_terminals_or_honours": 1,
                  "pung_of_prevailing_wind": 1, "all_honors": 1}, 480, False, id="near-miss-all-winds-and-dragons"),
    pytest.param("(111m)(999p)(111s) 999s1p +1p", {"heads_and_tails": 1}, 1000, True, id="heads-and-tails"),
    pytest.param("(111m)(999p)(111s) 999s7z +7z",
                 {"going_out": 1, "exposed_pung_of_terminals_or_honours": 3, "concealed_pung_of_terminals_or_honours": 1,
                  "pair_of_dragons": 1, "all_honors": 1}, 256, False, id="near-miss-heads-and-tails"),
    pytest.param("19m19p19s1234567z +1m", {"unique_wonders": 1}, 1000, True, id="unique-wonders"),
    pytest.param("19m19p19s1234567z +7z", {"unique_wonders": 1}, 1000, True, id="unique-wonders-pair-of-dragons"),
    pytest.param("(555z)(666z)(777z) 123m9m +9m", {"big_three_dragons": 1}, 1000, True, id="big-three-dragons-with-chow"),
    pytest.param("(555z)(666z)(777z) 222m9m +9m", {"big_three_dragons": 1}, 1000, True, id="big-three-dragons-with-pung"),
    pytest.param("(555z)(666z)(777z) 123m4z +4z", {"big_three_dragons": 1}, 1000, True, id="big-three-dragons-wind-pair"),
    pytest.param("(555z)(666z)(777z) 123m9p +9p",
                 {"going_out": 1, "exposed_pung_of_terminals_or_honours": 3, "pung_of_dragons": 3}, 176, False,
                 id="near-miss-big-three-dragons-pair-of-another-suit"),
    pytest.param("(111z)(222z)(333z) 444z5m +5m", {"big_four_winds": 1}, 1000, True, id="big-four-winds"),
    pytest.param("(3333m)(4444p)(5555s)(6666m) 9p +9p", {"all_kong": 1}, 1000, True, id="all-kong"),
    pytest.param("(3333m)(4444p)(5555s) 666m9p +9p",
                 {"going_out": 1, "exposed_kong_of_simples": 3, "concealed_pung_of_simples": 1}, 38, False, id="near-miss-three-kongs"),
    pytest.param("234s666s888s(666z) 2s +2s", {"all_green": 1}, 1000, True, id="all-green"),
    pytest.param("234s666s888s(666z) 5s +5s",
                 {"going_out": 1, "concealed_pung_of_simples": 2, "exposed_pung_of_terminals_or_honours": 1, "pung_of_dragons": 1}, 44, False,
                 id="near-miss-all-green-red-pair"),
    pytest.param("(111s) 345s678s999s2s +2s", {"exposed_heavenly_gates": 1, "the_snake": 1}, 1000, True, id="snake-pair-of-twos"),
    pytest.param("(111s) 234s678s999s5s +5s", {"exposed_heavenly_gates": 1, "the_snake": 1}, 1000, True, id="snake-pair-of-fives"),
    pytest.param("(111s) 234s567s999s8s +8s", {"exposed_heavenly_gates": 1, "the_snake": 1}, 1000, True, id="snake-pair-of-eights"),
    pytest.param("111s234s678s999s2s +2s", {"going_out": 1, "concealed_pung_of_terminals_or_honours": 2, "pure_hand": 1}, 208, False,
                 id="near-miss-snake-wrong-chows"),
])
def test_limit_hands(line, expected, total, limited):
    result = scored(line)
    assert breakdown(result) == expected
    assert (result.total, result.limited) == (total, limited)


# --- Optional hands: off by default -------------------------------------------------------

@pytest.mark.parametrize("line, on, off, off_total", [
    pytest.param("234s666s888s222s6z +6z", {"all_green": 1, "jade_hand": 1}, {"all_green": 1}, 1000, id="jade"),
    pytest.param("(666z) 222s444s888s3s +3s", {"all_green": 1, "imperial_jade": 1}, {"all_green": 1}, 1000, id="imperial-jade"),
    pytest.param("(555z) 222p444p888p3p +3p", {"pearl_dragon": 1},
                 {"going_out": 1, "exposed_pung_of_terminals_or_honours": 1, "concealed_pung_of_simples": 3, "pung_of_dragons": 1}, 52,
                 id="pearl-dragon"),
    pytest.param("(777z) 111s555s999s7s +7s", {"imperial_ruby": 1},
                 {"going_out": 1, "exposed_pung_of_terminals_or_honours": 1, "concealed_pung_of_terminals_or_honours": 2,
                  "concealed_pung_of_simples": 1, "pung_of_dragons": 1}, 68, id="imperial-ruby"),
])
def test_jewel_hands_on_and_off(line, on, off, off_total):
    with_option = scored(f"{line} option.jewel_hands=true")
    assert breakdown(with_option) == on and with_option.total == 1000
    without = scored(line)
    assert breakdown(without) == off and without.total == off_total


@pytest.mark.parametrize("line, expected, total", [
    pytest.param("(555z) 222p444p888p5p +5p option.jewel_hands=true",
                 {"going_out": 1, "exposed_pung_of_terminals_or_honours": 1, "concealed_pung_of_simples": 3, "pung_of_dragons": 1}, 52,
                 id="near-miss-pearl-dragon-pair-of-fives"),
    pytest.param("(555z) 234p222p888p3p +3p option.jewel_hands=true", {"pearl_dragon": 1}, 1000, id="pearl-dragon-one-chow"),
    pytest.param("(555z) 234p234p888p3p +3p option.jewel_hands=true",
                 {"going_out": 1, "exposed_pung_of_terminals_or_honours": 1, "concealed_pung_of_simples": 1, "pung_of_dragons": 1}, 36,
                 id="near-miss-pearl-dragon-two-chows"),
    pytest.param("234s234s666s888s6z +6z option.jewel_hands=true", {"all_green": 1, "jade_hand": 1}, 1000, id="jade-two-chows"),
    pytest.param("234s666s888s222s7z +7z option.jewel_hands=true",
                 {"going_out": 1, "concealed_pung_of_simples": 3, "pair_of_dragons": 1}, 24, id="near-miss-jade-red-pair"),
])
def test_jewel_hand_details(line, expected, total):
    result = scored(line)
    assert breakdown(result) == expected
    assert result.total == total


@pytest.mark.parametrize("line, on, total", [
    pytest.param("1155m3399p2277s1z +1z", {"dirty_pairs": 1}, 500, id="dirty-pairs-half-limit"),
    pytest.param("1133557799m122z +1z", {"dirty_pairs": 1, "clean_pairs": 1}, 1000, id="clean-pairs"),
    pytest.param("1199m1199p11557z +7z", {"dirty_pairs": 1, "all_pair_honours": 1}, 1000, id="all-pair-honours"),
])
def test_pair_hands_on_and_off(line, on, total):
    result = scored(f"{line} option.seven_pairs_hands=true")
    assert breakdown(result) == on and result.total == total
    off = score_data(parse_line(line), SPEC)
    assert not off.valid and [p.code for p in off.errors] == ["no_winning_shape"]


# --- The table itself ---------------------------------------------------------------------

def test_every_pattern_has_a_row_and_every_row_a_pattern():
    assert {p.key for p in RULE_SET.patterns} == set(SYSTEMS["classical"].patterns.keys())
    assert RULE_SET.limit == 1000 and RULE_SET.scheme == "doubling"


def test_inferred_values_say_so():
    inferred = {"going_out", "self_pick", "one_chance", "pung_of_dragons", "pung_of_own_wind", "pung_of_prevailing_wind"}
    assert {p.key for p in RULE_SET.patterns if "Inferred" in p.description} == inferred


def test_every_pattern_has_a_name_and_a_description():
    assert all(p.name and p.description for p in RULE_SET.patterns)


def test_several_limit_hands_say_that_only_the_highest_counts():
    # The Snake (the limit) and exposed Heavenly Gates (half of it) both list; the score is the
    # limit once. Before, three "limit" lines and 1,000 stood with no word on how they combine.
    snake = scored("(111s) 234s678s999s5s +5s")
    assert breakdown(snake) == {"exposed_heavenly_gates": 1, "the_snake": 1} and snake.total == 1000
    assert "Limit hands do not add up: the hand scores the highest of them once, 1000." in snake.notes
    alone = scored("(555z)(666z)(777z) 123m4z +4z")
    assert breakdown(alone) == {"big_three_dragons": 1} and not any("do not add up" in note for note in alone.notes)


def test_limit_hands_scored_below_the_ordinary_value_say_nothing_of_adding_up():
    # House rules: The Snake a half limit, as exposed Heavenly Gates is, and the ordinary value
    # counted where it is more. Going out 10, exposed 111s 4, concealed 999s 8, four flowers 16 = 38;
    # fan: East's own flower and season 2, Pure Hand 3: 38 × 2^5 = 1216, capped at 1000, over 500.
    house = replace(SPEC, patterns=tuple(replace(p, value=0.5) if p.key == "the_snake" else p for p in SPEC.patterns))
    result = scored("(111s) 234s678s999s5s +5s 1f5f2f3f option.intrinsic_value_if_higher=true", house)
    assert result.total == 1000 and breakdown(result) == {
        "going_out": 1, "exposed_pung_of_terminals_or_honours": 1, "concealed_pung_of_terminals_or_honours": 1,
        "flower_or_season": 4, "own_flower_or_season": 2, "pure_hand": 1}
    assert not any("do not add up" in note for note in result.notes)
    assert any("the tiles' ordinary value is more, and is scored instead" in note for note in result.notes)
