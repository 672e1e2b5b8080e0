"""Chinese Official (MCR): each counted fan shows the sets it used.

The hands are the source's worked examples (chinese-official-mcr-fans.txt); the source names
the fans and, for the chow fans, the very chows each one pairs, but its tile pictures are
lost, so each hand is built to have exactly the combination the source states (one set
melded where the source lists no Concealed Hand). Each case asserts every counted fan with
its count and its sets, and the total.
"""

import pytest

from rules.engine.builtin import builtin_spec
from rules.engine.notation import parse_line
from rules.engine.schemes import Line
from rules.engine.score import score_data

SPEC = builtin_spec("mcr")


def shown(line: str) -> tuple[dict, float]:
    result = score_data(parse_line(line), SPEC)
    assert result.valid, [e.message for e in result.errors]
    return {l.key: (l.count, l.sets) for l in result.lines}, result.total


CASES = [
    pytest.param(
        # Short Straight, 1 point: "Short Straight (345 bamboo, 678 bamboo), Mixed Double Chow (345
        # characters, 345 bamboo), Mixed Double Chow (678 characters, 678 bamboo); the other Short
        # Straight (345, 678 characters) is not counted, its chows being used already".
        "(345m) 678m 345s 678s 2p +2p",
        {"all_simples": (1, ()), "all_chows": (1, ()),
         "short_straight": (1, ("345s", "678s")),
         "mixed_double_chow": (2, ("345m", "345s", "678m", "678s")),
         "single_wait": (1, ("22p",))},
        8, id="short-straight-example-spare-straight-not-counted",
    ),
    pytest.param(
        # Two Terminal Chows, 1 point: Two Terminal Chows in bamboo, Mixed Double Chow of 123 and of
        # 789; the characters' Two Terminal Chows is not counted.
        "(123m) 789m 123s 789s 5s +5s",
        {"all_chows": (1, ()), "one_voided_suit": (1, ()),
         "two_terminal_chows": (1, ("123s", "789s")),
         "mixed_double_chow": (2, ("123m", "123s", "789m", "789s")),
         "single_wait": (1, ("55s",))},
        7, id="two-terminal-chows-example",
    ),
    pytest.param(
        # Mixed Straight, example 6: Mixed Double Chow (789 bamboo, 789 dots); the Short Straight of
        # 456 and 789 dots is not counted, 789 dots combining only once.
        "(123m) 456p 789p 789s 5m +5m",
        {"mixed_straight": (1, ("123m", "456p", "789s")), "all_chows": (1, ()),
         "mixed_double_chow": (1, ("789p", "789s")),
         "single_wait": (1, ("55m",))},
        12, id="mixed-straight-example-6",
    ),
    pytest.param(
        # Mixed Triple Chow, example 10: Upper Four, Mixed Triple Chow, All Chows, Pure Double Chow (678
        # dots twice), Single Wait; no Mixed Double Chow for the second 678 dots.
        "(678m) 678p 678p 678s 9m +9m",
        {"upper_four": (1, ()), "mixed_triple_chow": (1, ("678m", "678p", "678s")), "all_chows": (1, ()),
         "pure_double_chow": (1, ("678p", "678p")),
         "single_wait": (1, ("99m",))},
        24, id="mixed-triple-chow-example-10",
    ),
    pytest.param(
        # Pure Straight: Pure Straight, Half Flush, Pure Double Chow (123 bamboo twice), Single Wait;
        # the Short Straight of 123 and 456 bamboo is not counted.
        "(123s) 123s 456s 789s E +E",
        {"pure_straight": (1, ("123s", "456s", "789s")), "half_flush": (1, ()),
         "pure_double_chow": (1, ("123s", "123s")),
         "single_wait": (1, ("11z",))},
        24, id="pure-straight-example",
    ),
    pytest.param(
        # Mixed Shifted Pungs, example 11: Lower Four, Mixed Shifted Pungs, All Pungs, Double Pung,
        # Single Wait (one pung left concealed so the hand is not Melded Hand).
        "(222m) (333p) (444s) 222p 1s +1s",
        {"lower_four": (1, ()), "mixed_shifted_pungs": (1, ("222m", "333p", "444s")),
         "all_pungs": (1, ("222m", "333p", "444s", "222p")),
         "double_pung": (1, ("222m", "222p")),
         "single_wait": (1, ("11s",))},
        29, id="mixed-shifted-pungs-example-11",
    ),
    pytest.param(
        # Reversible Tiles, example 8: with All Pungs, Dragon Pung, Double Pung and Pung of Terminals
        # or Honors twice (One Voided Suit implied); the hand waits on 8 dots or 4 bamboo, so no wait fan.
        "(555z) (999p) (999s) 44s 88p +8p",
        {"reversible_tiles": (1, ()), "all_pungs": (1, ("555z", "999p", "999s", "888p")),
         "dragon_pung": (1, ("555z",)), "double_pung": (1, ("999p", "999s")),
         "pung_of_terminals_or_honors": (2, ("999p", "999s"))},
        20, id="reversible-tiles-example-8",
    ),
    # Tile Hog shows every set holding the tile used four times: here the fourth 1m, 2m or 3m
    # sits first, second or last in the 123m chow. Mixed Straight 8, Tile Hog 2, Concealed Hand 2,
    # Single Wait 1 (5z), and Pung of Terminals 1 for 111m: 14, else 13.
    pytest.param("111m123m456p789s5z +5z",
                 {"mixed_straight": (1, ("123m", "456p", "789s")), "concealed_hand": (1, ()),
                  "tile_hog": (1, ("123m", "111m")), "pung_of_terminals_or_honors": (1, ("111m",)),
                  "single_wait": (1, ("55z",))}, 14, id="tile-hog-first-tile-of-a-chow"),
    pytest.param("222m123m456p789s5z +5z",
                 {"mixed_straight": (1, ("123m", "456p", "789s")), "concealed_hand": (1, ()),
                  "tile_hog": (1, ("123m", "222m")), "single_wait": (1, ("55z",))}, 13, id="tile-hog-middle-tile-of-a-chow"),
    pytest.param("333m123m456p789s5z +5z",
                 {"mixed_straight": (1, ("123m", "456p", "789s")), "concealed_hand": (1, ()),
                  "tile_hog": (1, ("123m", "333m")), "single_wait": (1, ("55z",))}, 13, id="tile-hog-last-tile-of-a-chow"),
]


@pytest.mark.parametrize("line, expected, total", CASES)
def test_each_fan_shows_the_sets_it_used(line, expected, total):
    assert shown(line) == (expected, total)


def test_the_json_lists_the_sets_only_where_a_fan_used_some():
    result = score_data(parse_line("(345m) 678m 345s 678s 2p +2p"), SPEC).as_dict()
    patterns = {p["key"]: p for p in result["patterns"]}
    assert patterns["short_straight"]["sets"] == ["345s", "678s"]
    assert "sets" not in patterns["all_chows"]


def test_other_systems_json_is_unchanged():
    # Zung Jung has no sets_used hook: its lines carry no "sets" key.
    result = score_data(parse_line("123m456m789m234p5p +5p"), builtin_spec("zung-jung")).as_dict()
    assert {p["key"] for p in result["patterns"]} == {"all_sequences", "concealed_hand", "nine_tile_straight"}
    assert all("sets" not in p for p in result["patterns"])


def test_a_line_gives_the_tile_codes_of_its_sets():
    line = Line("dragon_pung", "Dragon Pung", 2, 1, sets=("555z", "123m"))
    assert line.set_tiles == (("5z", "5z", "5z"), ("1m", "2m", "3m"))
