"""British (BMJA) behaviour that mutation testing of british.py, british_scoring.py and
british_shapes.py found no other test pinning down: each test names the rule it checks, scores
a real hand, and works its score out by hand from the rule sources (british-scoring-tables.md,
british-bmja-special-hands.md). Seat and round are East unless the line says otherwise."""

import pytest

from rules.engine.builtin import builtin_spec
from tests.engine.scoring import counts, scorers, without

score, _, breakdown = scorers("british")

KNITTING = "1m1s2m2s3p3s5m5s6m6p7m7s9s +9p"


def test_ordinary_hand_scores_when_intrinsic_value_is_switched_off():
    # The option only stops a special hand taking its tiles' value (§1.4 "intrinsic value if that is
    # higher"); an ordinary hand still scores its tiles: 666s 4 + 111p 8 + 888p exposed 2 + 20 = 34 (§1.1).
    assert breakdown("234m666s111p9s (888p) +9s", intrinsic_value_if_higher=False) == (
        {"exposed_minor_pung": 1, "concealed_minor_pung": 1, "concealed_major_pung": 1, "mah_jong": 1}, 34)


def test_limit_hand_reports_the_limit_reached():
    # Buried Treasure is a limit hand (special hands §Limit Hands: 100% limit): 1,000, at the limit.
    result = score("111s333s777s777z2s +2s self_drawn")
    assert (counts(result), result.total, result.limited) == ({"buried_treasure": 1}, 1000, True)


def test_half_limit_hand_is_not_at_the_limit():
    # Knitting: 50% limit = 500 (special hands §Half-Limit Hands), below the 1,000 limit.
    result = score(KNITTING)
    assert (result.total, result.limited) == (500, False)


def test_half_limit_hand_with_every_bonus_tile_is_capped_at_the_limit():
    # §1.4: the special hand's value plus the bonus tiles' own points doubled only by their own doubles,
    # then capped: 8 bonus tiles 32 points × 2^(2 bouquet + 2 seasons) = 512; 500 + 512 = 1,012 -> 1,000.
    result = score(KNITTING + " 1f2f3f4f5f6f7f8f")
    assert counts(result) == {"knitting": 1, "bonus_tile": 8, "all_flowers": 1, "all_seasons": 1}
    assert (result.total, result.limited) == (1000, True)


def test_purity_below_the_limit_is_not_limited():
    # Purity: playing tiles 2 + 4 + 4 + 8 + 20 = 38, × 2^3 = 304 (§1.4), well under the limit.
    result = score("111m555m777m6m (888m) +6m")
    assert (result.total, result.points, result.doubles, result.limited) == (304, 38, 3, False)


def test_kajongg_purity_stacks_with_no_chows_whatever_the_intrinsic_value_option():
    # §4: Kajongg's Purity stacks with No Chow and the other doubles (purity_mode="stack"), so there is no
    # separate Purity reading for the intrinsic-value option to choose against: 38 × 2^(3 + 1) = 608.
    assert breakdown("111m555m777m6m (888m) +6m", "british-kajongg", intrinsic_value_if_higher=False) == (
        {"exposed_minor_pung": 1, "concealed_minor_pung": 2, "concealed_major_pung": 1, "mah_jong": 1, "no_chows": 1,
         "purity": 1}, 608)


def test_special_hand_adds_a_bonus_tile_that_has_no_double():
    # §1.4 "Doubling doesn't apply to special hands, but it can apply to any additional bonus tiles": the
    # orchid is South's, not East's, so it adds its 4 points undoubled: Knitting 500 + 4 = 504.
    assert breakdown(KNITTING + " 2f") == ({"knitting": 1, "bonus_tile": 1}, 504)


def test_purity_on_the_last_discard_with_a_flower_lists_the_last_discard_once():
    # Purity won on the last discard doubles a fourth time (§1.4, "unless the player goes Mah-Jong with the
    # final discard"): 38 × 2^4 = 608; the orchid (not East's) adds 4 doubled by the last discard (§1.4, MR's
    # final-discard double on bonus tiles) = 8; 616. The one last-discard double is one line of the breakdown.
    result = score("111m555m777m6m (888m) +6m last_tile_in_wall 2f")
    assert result.total == 616
    assert [line.key for line in result.lines] == [
        "purity", "exposed_minor_pung", "concealed_minor_pung", "concealed_major_pung", "mah_jong", "last_discard", "bonus_tile"]


def test_buried_treasure_drawn_from_the_wall_under_the_strictest_claim_rule():
    # buried_treasure_final_claim="none" is the commentary's strict reading (all tiles concealed, nothing
    # claimed; tables §2): a hand whose last tile was drawn from the wall is still Buried Treasure, the limit.
    assert breakdown("111s333s777s777z2s +2s self_drawn", buried_treasure_final_claim="none") == ({"buried_treasure": 1}, 1000)


def test_losing_hand_without_a_pair_when_only_the_best_pair_scores():
    # §1.5: a non-winner scores his completed pungs and scoring pairs; with non_winner_pairs="best" and no
    # pair in hand there is nothing to choose: 666s concealed 4 + 111p concealed 8 + 888p exposed 2 = 14.
    assert breakdown("234m666s111p9s (888p) winner=no", non_winner_pairs="best") == (
        {"exposed_minor_pung": 1, "concealed_minor_pung": 1, "concealed_major_pung": 1}, 14)


def test_majors_only_double_needs_winds_or_dragons():
    # §1.3: the majors-only double is for "all tiles Ones/Nines with some Dragons/Winds (... not Heads and
    # Tails)". With Heads and Tails switched off, as a club might, the all-terminal hand scores as ordinary:
    # three concealed major pungs 24 + 111m exposed 4 + 20 = 48, doubled for no chows only: 96.
    rules = without(builtin_spec("british"), "heads_and_tails")
    assert breakdown("111p999p999s1s (111m) +1s", rules) == (
        {"exposed_major_pung": 1, "concealed_major_pung": 3, "mah_jong": 1, "no_chows": 1}, 96)


@pytest.mark.parametrize("situation, expected, total", [
    # §1.3: going Mah-Jong with the last discard is a double for the winner only. South, round East, not
    # self-drawn: 444p concealed 4 + 999s 8 + 111z 8 = 20, × 2 for the prevailing-wind pung = 40.
    pytest.param("seat=S last_tile_in_wall", {"prevailing_wind_pung": 1}, 40, id="last-discard-double"),
    # Special hands: Heaven's Blessing is East going Mah-Jong on his dealt tiles, a winner's limit hand
    # (fishing: N/A). East scores his tiles: 20 × 2^2 for East's pung as seat and round wind = 80.
    pytest.param("heavenly", {"own_wind_pung": 1, "prevailing_wind_pung": 1}, 80, id="heavens-blessing"),
    # Earth's Blessing is going out on East's first discard (winner only, fishing N/A): South scores 20 × 2 = 40.
    pytest.param("seat=S earthly", {"prevailing_wind_pung": 1}, 40, id="earths-blessing"),
])
def test_a_winners_situation_left_ticked_is_not_scored_by_a_losing_hand(situation, expected, total):
    assert breakdown(f"123m444p999s111z2z winner=no {situation}") == (
        {"concealed_minor_pung": 1, "concealed_major_pung": 2, **expected}, total)


def test_plum_blossom_needs_the_loose_tile():
    # Gathering the Plum Blossom from the Roof is a win "with a supplemental tile when the tile is 5 Circles";
    # the same 5p drawn from the wall is an ordinary win: 666s 4 + 111p 8 + 8888s exposed 8 + 20 + 2 for the
    # wall = 42, no doubles (a chow).
    assert breakdown("234m666s111p5p (8888s) +5p self_drawn") == (
        {"concealed_minor_pung": 1, "concealed_major_pung": 1, "exposed_minor_kong": 1, "mah_jong": 1,
         "winning_tile_from_wall": 1}, 42)


def test_twofold_fortune_is_not_scored_by_a_losing_hand():
    # Twofold Fortune is declaring Mah-Jong on a second kong's loose tile (winner only, fishing N/A).
    # South's losing hand with the box ticked scores 20 × 2 for the prevailing-wind pung = 40.
    assert breakdown("123m444p999s111z2z winner=no seat=S kong_on_kong") == (
        {"concealed_minor_pung": 1, "concealed_major_pung": 2, "prevailing_wind_pung": 1}, 40)


def test_fishing_cannot_wait_on_a_fifth_tile():
    # Four 1m in hand: only a fifth 1m would make 111m and a pair of 1m for Purity or Buried Treasure, and there
    # are only four of each tile, so the hand is fishing for nothing (§1.5) and scores its tiles as they stand:
    # 111m concealed 8 + 333m, 555m, 777m concealed 4 each = 20.
    result = score("1111333555777m winner=no fishing")
    assert (counts(result), result.total) == ({"concealed_minor_pung": 3, "concealed_major_pung": 1}, 20)
    assert result.as_dict()["fishing_for"] == []


def test_best_pair_of_a_losing_hand_is_the_prevailing_wind_pair():
    # non_winner_pairs="best": of a pair of East (round East, so a prevailing-wind pair, 2, §1.1) and a pair of
    # 5p (0), South scores the East pair: 666s concealed 4 + 999s concealed 8 + 2 = 14.
    assert breakdown("11z55p234m666s999s winner=no seat=S", non_winner_pairs="best") == (
        {"concealed_minor_pung": 1, "concealed_major_pung": 1, "prevailing_wind_pair": 1}, 14)


def test_best_pair_of_a_losing_hand_ignores_a_pair_value_the_club_switched_off():
    # With own-wind pairs switched off, South's pair of South is worth nothing, so the white-dragon pair (2)
    # is the best: 4 + 8 + 2 = 14.
    rules = without(builtin_spec("british"), "own_wind_pair")
    assert breakdown("22z55z234m666s999s winner=no seat=S", rules, non_winner_pairs="best") == (
        {"concealed_minor_pung": 1, "concealed_major_pung": 1, "dragon_pair": 1}, 14)



@pytest.mark.parametrize("line", [
    pytest.param("3m3s4m4s5m5s6m (1111z) (2222z) +6s", id="knitting"),
    pytest.param("1m1p1s2m2p2s3m (1111z) (2222z) +3p", id="triple-knitting"),
    pytest.param("11m99m11p9p (1111z) (2222z) +9p", id="all-pair-honours"),
])
def test_knitted_and_paired_special_hands_hold_no_declared_kongs(line):
    # Knitting and All Pair Honours are seven pairs, Triple Knitting four knitted sets and a pair (special hands):
    # fourteen tiles in hand. Two declared kongs and eight tiles that would be their last pairs or knitted sets
    # are none of them, and not four sets and a pair either: no hand at all.
    result = score(line)
    assert not result.valid
    assert [problem.code for problem in result.errors] == ["no_winning_shape"]


def test_all_pair_honours_needs_every_tile_in_a_pair():
    # All Pair Honours is "a hand of pairs" of 1s, 9s, winds and dragons (special hands): three 1m and a lone
    # 9m beside five pairs are not seven pairs, nor four sets and a pair: no hand at all.
    result = score("111m9m11p99p11z22z5z +5z")
    assert not result.valid
    assert [problem.code for problem in result.errors] == ["no_winning_shape"]


def test_knitting_pairs_are_each_in_two_suits():
    # Knitting: "Seven pairs of tiles, each pair comprising two suits" (special hands). With 1m1m a pair of one
    # suit, the tiles are not Knitting, nor four sets and a pair: no hand at all.
    result = score("1m1m2m2s3p3s5m5s6m6p7m7s9s +9p")
    assert not result.valid
    assert [problem.code for problem in result.errors] == ["no_winning_shape"]


def test_concealed_one_suit_hand_with_a_chow_is_not_the_gates_of_heaven():
    # The Gates of Heaven is 1112345678999 of one suit and one more tile; 111m 234m 555m 999m 66m (fourteen
    # characters with the 1s and 9s of the Gates) is not. It scores as ordinary: 111m 8 + 555m 4 + 999m 8 + 20
    # + 2 from the wall = 42, × 2 all concealed (§1.3) = 84 (no one-suit double: no honours).
    assert breakdown("111m234m555m999m6m +6m self_drawn") == (
        {"concealed_minor_pung": 1, "concealed_major_pung": 2, "mah_jong": 1, "winning_tile_from_wall": 1,
         "concealed_hand": 1}, 84)


def test_best_pair_of_a_losing_hand_is_the_own_wind_pair():
    # non_winner_pairs="best": of a pair of South (South's own wind, 2, §1.1) and a pair of 5p (0), South
    # scores the South pair: 666s concealed 4 + 999s concealed 8 + 2 = 14.
    assert breakdown("22z55p234m666s999s winner=no seat=S", non_winner_pairs="best") == (
        {"concealed_minor_pung": 1, "concealed_major_pung": 1, "own_wind_pair": 1}, 14)


def test_wriggling_snake_needs_two_to_nine_of_its_suit():
    # The Wriggling Snake: a pair of 1s, "a run from 2 through 9, all in the same suit", and the four winds
    # (special hands). With a second 8m for the 9m the tiles are no hand at all.
    result = score("11m2345678m8m1z2z3z +4z")
    assert not result.valid
    assert [problem.code for problem in result.errors] == ["no_winning_shape"]


def test_a_claimed_nine_completing_the_pung_of_nines_is_not_the_gates_of_heaven():
    # The Gates of Heaven: "The two pungs must be concealed" (special hands). A claimed 9m that completes 999m
    # exposes it, so under the default reading (gates_of_heaven_claimed_tile=not_a_pung) the tiles are no hand,
    # and the refusal names the 9m; under MR's reading (pung_only, tables §1.4) that same claim is the Gates: 1,000.
    line = "111234567899m5m +9m"
    result = score(line)
    assert not result.valid
    assert "the claimed 9m completes the pung of 9m" in result.errors[0].message
    assert breakdown(line, gates_of_heaven_claimed_tile="pung_only") == ({"gates_of_heaven": 1}, 1000)


def test_gates_tiles_with_a_melded_pung_of_ones_are_refused_for_their_chows_not_as_the_gates():
    # With 111s melded the pungs are not both concealed, so the tiles are no Gates of Heaven however the 9s
    # came; as ordinary sets they need two chows (234s 678s) where the BMJA allows one (tables §2, max_chows).
    # The refusal says so, and does not offer the Gates "drawn from the wall".
    result = score("234567899s5s (111s) +9s")
    assert not result.valid
    message = result.errors[0].message
    assert "at most 1 chow" in message and "Gates of Heaven" not in message


@pytest.mark.parametrize("line, max_chows, waits", [
    # One chow and two pairs: either pair may become a pung (four sets and a pair, one chow).
    ("123m11p22s555z777z", 1, ("1p", "2s")),
    # Two chows: the BMJA's one chow (tables §2, max_chows) leaves no tile that completes the hand...
    ("123m456m11p555z77z", 1, ()),
    # ...and a club allowing any number of chows waits on either pair.
    ("123m456m11p555z77z", 4, ("1p", "7z")),
])
def test_the_tiles_a_hand_one_short_waits_on_respect_the_chow_limit(line, max_chows, waits):
    # The page's "Waiting on" for a winning hand one tile short, worked out suit by suit with the
    # limit on chows (helper-76's mutation testing: adding pair counts wrongly there survived every test).
    result = score(f"{line} option.max_chows={max_chows}")
    assert [problem.code for problem in result.errors] == ["missing_winning_tile"]
    assert result.waits == waits
