"""A pattern a hand can have more than once (a pung of dragons each, a flower each) is scored
once for each, and says what one of them is (Pattern.each), so that the rules page gives its
value per pung or per tile rather than as the whole hand's; one a hand has once says nothing."""

from __future__ import annotations

import random

import pytest

from rules.engine.builtin import BUILTIN_RULE_SETS, builtin_spec
from rules.engine.options import build_options
from rules.engine.samples import random_hand
from rules.engine.score import score_data
from rules.engine.systems import SYSTEMS
from tests.engine.scoring import scored, without

# For each rule system, a hand of a built-in rule set holding each pattern that counts once per
# pung, pair, tile or time at least twice: (slug, line, key, name, count, what one count is).
TWICE = [
    # Zung Jung: the 10 of Value Honor is for each dragon or seat-wind pung (the source: "10 per set").
    ("zung-jung", "123m456p1s (666z) (777z) +1s", "value_honor", "Value Honor", 2, "pung"),
    ("zung-jung", "123m456p789s234s5z +5z 1f5f option.bonus_tiles=true", "seat_bonus_tile", "Seat Flower or Season", 2, "tile"),
    ("zung-jung", "123m456p789s234s5z +5z 2f3f option.bonus_tiles=true", "other_bonus_tile", "Other Flower or Season", 2, "tile"),
    ("zung-jung", "123m456p789s234s5z +5z 1f2f3f4f option.bonus_tiles=true", "bonus_tile_set", "Set of Four Bonus Tiles", 4, "tile"),
    # Zung Jung extended: "5 per set", "10 per set", "2 per tile".
    ("zung-jung-extended", "123m456p1s (111z) (222z) +1s", "wind_pung", "Wind Pung", 2, "pung"),
    ("zung-jung-extended", "123m456p1s (555z) (666z) +1s", "dragon_pung", "Dragon Pung", 2, "pung"),
    ("zung-jung-extended", "123m789m123p789p5s +5s", "two_tailed_terminal_chows", "Two-Tailed Terminal Chows", 2, "time"),
    ("zung-jung-extended", "(111m) (999m) (111p) (999p) 5s +5s", "two_tailed_terminal_pungs", "Two-Tailed Terminal Pungs", 2, "time"),
    ("zung-jung-extended", "123m456p789s234s5z +5z 1f6f", "bonus_flower_season", "Bonus Flower / Bonus Season", 2, "tile"),
    # MCR: the fans its counting principles let count more than once.
    ("mcr", "123m456m5z (111p) (999s) +5z", "pung_of_terminals_or_honors", "Pung of Terminals or Honors", 2, "pung"),
    ("mcr", "123m123m234m234m5p +5p", "tile_hog", "Tile Hog", 2, "time"),
    ("mcr", "(222m) (222p) (555m) (555p) 9s +9s", "double_pung", "Double Pung", 2, "time"),
    ("mcr", "(123m) 123m456p456p5s +5s", "pure_double_chow", "Pure Double Chow", 2, "time"),
    ("mcr", "123m123p456s456p5z +5z", "mixed_double_chow", "Mixed Double Chow", 2, "time"),
    ("mcr", "123m456m345p678p9s +9s", "short_straight", "Short Straight", 2, "time"),
    ("mcr", "123m456m5z (111p) (999s) +5z 1f2f", "flower_tiles", "Flower Tiles", 2, "tile"),
    # British: basic points for each set, pair and bonus tile; a double for each dragon pung. Four
    # East winds in All Pair Honours are two pairs, which its intrinsic value (more, here) counts.
    ("british", "234m555s5z +5z (666p) (777s)", "exposed_minor_pung", "Exposed pung of minor tiles", 2, "pung"),
    ("british", "234m555s666s5z +5z (777p)", "concealed_minor_pung", "Concealed pung of minor tiles", 2, "pung"),
    ("british", "234m555s5z +5z (111p) (999s)", "exposed_major_pung", "Exposed pung of major tiles", 2, "pung"),
    ("british", "234m111s999s5z +5z (777p)", "concealed_major_pung", "Concealed pung of major tiles", 2, "pung"),
    ("british", "234m555s5z +5z (6666p) (7777s)", "exposed_minor_kong", "Exposed kong of minor tiles", 2, "kong"),
    ("british", "234m555s5z +5z [6666p] [7777s]", "concealed_minor_kong", "Concealed kong of minor tiles", 2, "kong"),
    ("british", "234m555s5z +5z (1111p) (9999s)", "exposed_major_kong", "Exposed kong of major tiles", 2, "kong"),
    ("british", "234m555s5z +5z [1111p] [9999s]", "concealed_major_kong", "Concealed kong of major tiles", 2, "kong"),
    ("british", "234m66s5z5z6z6z1p (888p) winner=no", "dragon_pair", "Pair of dragons", 2, "pair"),
    ("british", "1z1z1z1z5z5z6z6z7z7z1m1m9m +9m self_drawn seat=E round=E 1f5f", "own_wind_pair", "Pair of own wind", 2, "pair"),
    ("british", "1z1z1z1z5z5z6z6z7z7z1m1m9m +9m self_drawn seat=E round=E 1f5f", "prevailing_wind_pair", "Pair of prevailing wind", 2, "pair"),
    ("british", "234m555s5z +5z (1111p) (9999s) 2f3f", "bonus_tile", "Flower or season", 2, "tile"),
    ("british", "234m777p5s +5s (555z) (666z)", "dragon_pung", "Pung or kong of dragons", 2, "pung"),
    # Classical: the same, and a double for each own flower or season, each set of four.
    ("chinese-classical", "234m555s5z +5z (666p) (777s)", "exposed_pung_of_simples", "Exposed Pung of Simples", 2, "pung"),
    ("chinese-classical", "234m555s666s5z +5z (777p)", "concealed_pung_of_simples", "Concealed Pung of Simples", 2, "pung"),
    ("chinese-classical", "234m555s5z +5z (111p) (999s)", "exposed_pung_of_terminals_or_honours", "Exposed Pung of Terminals or Honours", 2, "pung"),
    ("chinese-classical", "234m111s999s5z +5z (777p)", "concealed_pung_of_terminals_or_honours", "Concealed Pung of Terminals or Honours", 2, "pung"),
    ("chinese-classical", "234m555s5z +5z (6666p) (7777s)", "exposed_kong_of_simples", "Exposed Kong of Simples", 2, "kong"),
    ("chinese-classical", "234m555s5z +5z [6666p] [7777s]", "concealed_kong_of_simples", "Concealed Kong of Simples", 2, "kong"),
    ("chinese-classical", "234m555s5z +5z (1111p) (9999s)", "exposed_kong_of_terminals_or_honours", "Exposed Kong of Terminals or Honours", 2, "kong"),
    ("chinese-classical", "234m555s5z +5z [1111p] [9999s]", "concealed_kong_of_terminals_or_honours", "Concealed Kong of Terminals or Honours", 2, "kong"),
    ("chinese-classical", "234m66s5z5z6z6z1p (888p) winner=no option.payment_to=all", "pair_of_dragons", "Pair of Dragons", 2, "pair"),
    *(("chinese-classical", "1z1z1z1z3m3m6p6p2s2s4m4m7s +7s seat=E round=E 1f2f3f4f5f6f7f8f option.seven_pairs_hands=true "
       "option.intrinsic_value_if_higher=true option.four_flowers_bonus=fan option.double_wind_pair_scores_twice=true",
       key, name, 2, "pair") for key, name in (("pair_of_own_wind", "Pair of Own Wind"), ("pair_of_prevailing_wind", "Pair of Prevailing Wind"))),
    ("chinese-classical", "123m456p789s234m5p +5p 1f2f", "flower_or_season", "Flower or Season", 2, "tile"),
    ("chinese-classical", "123m456p789s234m5p +5p 1f2f3f4f5f6f7f8f", "four_flowers_or_seasons", "All Four Flowers or Seasons", 2, "set of four"),
    ("chinese-classical", "123m456p789s234m5p +5p 1f2f3f4f5f6f7f8f option.four_flowers_bonus=fan", "four_flowers_or_seasons_fan",
     "All Four Flowers or Seasons (double)", 2, "set of four"),
    ("chinese-classical", "123m456p789s234m5p +5p 1f5f", "own_flower_or_season", "Own Flower or Season", 2, "tile"),
    ("chinese-classical", "234m777p5s +5s (555z) (666z)", "pung_of_dragons", "Pung of Dragons", 2, "pung"),
]
# Fans MCR's published exclusions keep to one in a hand (Two Dragons takes the place of two Dragon
# Pungs; a Mixed Double Chow, of equal value, is preferred to a second Two Terminal Chows), though
# the fan itself counts each: the same hands for a club that does not count the fan preferred.
TWICE_IN_HOUSE_RULES = [
    ("mcr", ("two_dragons",), "123m456p1s (555z) (666z) +1s", "dragon_pung", "Dragon Pung", 2, "pung"),
    ("mcr", ("mixed_double_chow",), "123m789m123p789p9s +9s", "two_terminal_chows", "Two Terminal Chows", 2, "time"),
]


def registered(slug: str):
    return SYSTEMS[builtin_spec(slug).system].patterns


def each_of(slug: str, key: str, **options) -> str:
    """What one count of a pattern is under a built-in rule set's options, with these changed."""
    spec = builtin_spec(slug)
    return registered(slug)[key].each_under(build_options(SYSTEMS[spec.system].options, spec.options, options)[0])


def line_of(result, key: str):
    [line] = [line for line in result.lines if line.key == key]
    return line


@pytest.mark.parametrize(("slug", "line", "key", "name", "count", "each"), TWICE, ids=[f"{t[0]}-{t[2]}" for t in TWICE])
def test_a_pattern_a_hand_has_twice_is_scored_for_each_and_says_what_each_is(slug, line, key, name, count, each):
    scored_line = line_of(scored(line, slug), key)
    assert (scored_line.name, scored_line.count, each_of(slug, key)) == (name, count, each)


@pytest.mark.parametrize(("slug", "off", "line", "key", "name", "count", "each"), TWICE_IN_HOUSE_RULES,
                         ids=[f"{t[0]}-{t[3]}" for t in TWICE_IN_HOUSE_RULES])
def test_a_fan_the_published_exclusions_keep_to_one_says_what_each_is(slug, off, line, key, name, count, each):
    scored_line = line_of(scored(line, without(builtin_spec(slug), *off)), key)
    assert (scored_line.name, scored_line.count, each_of(slug, key)) == (name, count, each)


@pytest.mark.parametrize("slug", sorted({t[0] for t in TWICE}))
def test_only_patterns_a_hand_can_have_twice_say_what_each_is(slug):
    """Every pattern marked has a hand above that scores it twice: none a hand has once is marked."""
    names = {p.key: p.name for p in builtin_spec(slug).patterns}
    shown_twice = {t[2] for t in TWICE if t[0] == slug} | {t[3] for t in TWICE_IN_HOUSE_RULES if t[0] == slug}
    marked = {p.key for p in registered(slug) if p.each}  # under some option
    assert sorted(names[k] for k in marked) == sorted(names[k] for k in shown_twice)


# Options under which more patterns can be had twice (bonus tiles in official Zung Jung, a
# classical loser's pairs, seven pairs with four alike).
WIDER = {
    "zung-jung": {"bonus_tiles": True},
    "chinese-classical": {"payment_to": "all", "seven_pairs_hands": True, "intrinsic_value_if_higher": True,
                          "four_flowers_bonus": "fan"},
}
BONUS = [f"{n}f" for n in range(1, 9)]


def generated(slug: str, rng: random.Random) -> dict:
    """A winning hand with some flowers and seasons, or (where losers score) the same hand short of its winning tile."""
    hand = {**random_hand(rng), "bonus": " ".join(rng.sample(BONUS, rng.choice((0, 0, 1, 2, 3, 4, 8))))}
    if slug.startswith(("british", "chinese-classical")) and rng.random() < 0.4:
        hand = {key: value for key, value in hand.items() if key in ("concealed", "melds", "seat_wind", "round_wind", "bonus")}
        hand["winner"] = False
    if slug in WIDER:
        hand["options"] = WIDER[slug]
    return hand


@pytest.mark.parametrize("slug", sorted(BUILTIN_RULE_SETS))
def test_generated_hands_score_twice_only_patterns_that_say_what_each_is(slug):
    """A pattern added later that counts each set, pair or tile cannot be left showing its value as the hand's."""
    spec, patterns, rng = builtin_spec(slug), registered(slug), random.Random(slug)
    unmarked = set()
    for _ in range(400):
        hand = generated(slug, rng)
        result = score_data(hand, spec)
        options = build_options(SYSTEMS[spec.system].options, spec.options, hand.get("options"))[0]
        unmarked |= {line.name for line in result.lines if line.count > 1 and not patterns[line.key].each_under(options)}
    assert sorted(unmarked) == []


def test_own_flower_and_season_counted_once_for_both_is_not_per_tile():
    # Classical: one double for each own flower or season, or (option "both") one for holding the two.
    line = "123m456p789s234m5p +5p 1f5f"
    assert (line_of(scored(line, "chinese-classical"), "own_flower_or_season").count, each_of("chinese-classical", "own_flower_or_season")) == (2, "tile")
    both = scored(line, "chinese-classical", own_flower_and_season="both")
    assert (line_of(both, "own_flower_or_season").count, each_of("chinese-classical", "own_flower_or_season", own_flower_and_season="both")) == (1, "")
