"""British hands that did not win (british-scoring-tables.md §1.5): complete sets, scoring
pairs and bonus tiles with the doubles for all players; nothing for the winner alone."""

import pytest

from tests.engine.scoring import counts, scorers

score, scored, _ = scorers("british")


def breakdown(line: str):
    result = scored(line)
    assert not result.winning
    return counts(result), result.total


LOSING_HANDS = [
    # Pungs of each kind: 888p exposed 2, 666s concealed 4, 999p exposed 4, 111p concealed 8; the chow and
    # the single score nothing.
    pytest.param("234m666s111p9s (888p) winner=no", {"exposed_minor_pung": 1, "concealed_minor_pung": 1, "concealed_major_pung": 1}, 14, id="pungs"),
    pytest.param("234m666s111p9s (999p) winner=no", {"exposed_major_pung": 1, "concealed_minor_pung": 1, "concealed_major_pung": 1}, 16, id="exposed-major-pung"),
    # Kongs: exposed minor 8, concealed minor 16, exposed major 16, concealed major 32, with 666s 4.
    pytest.param("234m666s1p9s1z5z (4444p) winner=no", {"exposed_minor_kong": 1, "concealed_minor_pung": 1}, 12, id="exposed-minor-kong"),
    pytest.param("234m666s1p9s1z5z [4444p] winner=no", {"concealed_minor_kong": 1, "concealed_minor_pung": 1}, 20, id="concealed-minor-kong"),
    pytest.param("234m666s1p9s1z5z (1111m) winner=no", {"exposed_major_kong": 1, "concealed_minor_pung": 1}, 20, id="exposed-major-kong"),
    pytest.param("234m666s1p9s1z5z [9999m] winner=no", {"concealed_major_kong": 1, "concealed_minor_pung": 1}, 36, id="concealed-major-kong"),
    # Four alike in hand, not declared: a concealed pung and a loose tile.
    pytest.param("5555m234s8p9p1z (777p) winner=no", {"concealed_minor_pung": 1, "exposed_minor_pung": 1}, 6, id="four-alike-undeclared"),
    # Scoring pairs: dragon 2, own wind 2, prevailing wind 2, both 4; 666s 4 + 888p 2.
    pytest.param("234m666s7z7z9s1p (888p) winner=no", {"concealed_minor_pung": 1, "exposed_minor_pung": 1, "dragon_pair": 1}, 8, id="dragon-pair"),
    pytest.param("234m666s3z3z9s1p (888p) winner=no seat=W round=S", {"concealed_minor_pung": 1, "exposed_minor_pung": 1, "own_wind_pair": 1}, 8, id="own-wind-pair"),
    pytest.param("234m666s2z2z9s1p (888p) winner=no round=S", {"concealed_minor_pung": 1, "exposed_minor_pung": 1, "prevailing_wind_pair": 1}, 8, id="prevailing-wind-pair"),
    pytest.param("234m666s2z2z9s1p (888p) winner=no seat=S round=S", {"concealed_minor_pung": 1, "exposed_minor_pung": 1, "own_wind_pair": 1, "prevailing_wind_pair": 1}, 10, id="double-wind-pair"),
    # Doubles for all players: dragon pung 4 + 666s 4 = 8, × 2.
    pytest.param("234m666s1p9s5m7p (555z) winner=no", {"exposed_major_pung": 1, "concealed_minor_pung": 1, "dragon_pung": 1}, 16, id="dragon-pung"),
    pytest.param("234m666s1p9s5m7p (222z) winner=no seat=S", {"exposed_major_pung": 1, "concealed_minor_pung": 1, "own_wind_pung": 1}, 16, id="own-wind-pung"),
    pytest.param("234m666s1p9s5m7p (111z) winner=no seat=S", {"exposed_major_pung": 1, "concealed_minor_pung": 1, "prevailing_wind_pung": 1}, 16, id="prevailing-wind-pung"),
    # Bonus tiles: 14 + 4 = 18, × 2 for the own flower; a bouquet 14 + 16 = 30 × 4.
    pytest.param("234m666s111p9s (888p) winner=no 1f", {"exposed_minor_pung": 1, "concealed_minor_pung": 1, "concealed_major_pung": 1, "bonus_tile": 1, "own_flower": 1}, 36, id="own-flower"),
    pytest.param("234m666s111p9s (888p) winner=no 6f seat=S", {"exposed_minor_pung": 1, "concealed_minor_pung": 1, "concealed_major_pung": 1, "bonus_tile": 1, "own_season": 1}, 36, id="own-season"),
    pytest.param("234m666s111p9s (888p) winner=no 1f2f3f4f", {"exposed_minor_pung": 1, "concealed_minor_pung": 1, "concealed_major_pung": 1, "bonus_tile": 4, "all_flowers": 1}, 120, id="all-flowers"),
    pytest.param("234m666s111p9s (888p) winner=no 5f6f7f8f", {"exposed_minor_pung": 1, "concealed_minor_pung": 1, "concealed_major_pung": 1, "bonus_tile": 4, "all_seasons": 1}, 120, id="all-seasons"),
    # Winner-only items never reach a losing hand, whatever flags it carries: no 20, no wall 2, no
    # no-chows, one-suit, concealed, loose tile, last tile, robbing or original-call doubles.
    pytest.param("111m222m333m999m5z winner=no self_drawn kong_replacement last_tile_in_wall robbing_kong original_call", {"concealed_major_pung": 2, "concealed_minor_pung": 2}, 24, id="no-winner-items"),
    # A losing hand of honours over the limit is capped: 4 × 8 = 32 × 2^5 (3 dragons, East twice).
    pytest.param("555z666z777z111z4p winner=no", {"concealed_major_pung": 4, "dragon_pung": 3, "own_wind_pung": 1, "prevailing_wind_pung": 1}, 1000, id="capped"),
]


@pytest.mark.parametrize("line, expected, total", LOSING_HANDS)
def test_losing_hand_breakdown(line, expected, total):
    assert breakdown(line) == (expected, total)


def test_losing_hand_shows_its_sets_and_waits():
    result = score("234m666s111p9s (888p) winner=no")
    assert result.arrangement == ["888p", "111p", "666s"]
    assert result.waits == ("9s",)
    assert result.shape == "non_winner"


def test_losing_hand_needs_thirteen_tiles():
    result = score("234m666s111p9s9s (888p) winner=no")
    assert not result.valid
    assert [p.code for p in result.errors] == ["too_many_tiles"]


def test_losing_hand_has_no_settlement_of_its_own():
    assert score("234m666s111p9s (888p) winner=no").settlement == ()


def _with_value(key: str, value: float):
    from dataclasses import replace

    from rules.engine.builtin import builtin_spec

    spec = builtin_spec("british")
    return replace(spec, patterns=tuple(replace(p, value=value) if p.key == key else p for p in spec.patterns))


BEST_PAIR = "55z33z234m666s (888p) winner=no seat=W option.non_winner_pairs=best"


def test_only_the_best_pair_scores_by_the_rule_sets_values():
    # 666s 4 + 888p 2, and one pair. At the published values (2 each) the dragon pair and the
    # own-wind pair tie: either is the best, 8 in all; a club that values the dragon pair at 4
    # keeps the dragon pair.
    result = scored(BEST_PAIR)
    found = counts(result)
    assert [key for key in ("dragon_pair", "own_wind_pair") if found.pop(key, 0) == 1] in (["dragon_pair"], ["own_wind_pair"])
    assert found == {"concealed_minor_pung": 1, "exposed_minor_pung": 1}
    assert result.total == 8
    result = scored(BEST_PAIR, _with_value("dragon_pair", 4))
    assert counts(result) == {"concealed_minor_pung": 1, "exposed_minor_pung": 1, "dragon_pair": 1}
    assert result.total == 10
