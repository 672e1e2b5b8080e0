"""A kong on kong is won on a kong's replacement tile, so what a rule set gives for a replacement-tile
win counts for it too, whether or not kong_replacement is ticked beside it (the built-in examples of
Twofold Fortune and Kong on Kong tick both; a hand sent with kong_on_kong alone scored without it)."""

import pytest

from rules.engine.builtin import builtin_spec
from tests.engine.scoring import scorers

# A concealed kong of 1 characters and a melded kong of 2 circles, won on the pair's 5z.
TWO_KONGS = "[1111m] (2222p) 123s456s5z +5z"


def test_mcr_counts_out_with_replacement_tile_for_a_kong_on_kong():
    _, scored, fans = scorers(builtin_spec("mcr"))
    # Out with Replacement Tile 8 (Self-Drawn implied), One Melded and One Concealed Kong 6, Short
    # Straight 1, Pung of Terminals or Honors 1 (the 1111m kong), Single Wait 1.
    expected = ({"out_with_replacement_tile": 1, "one_melded_and_one_concealed_kong": 1, "short_straight": 1,
                 "pung_of_terminals_or_honors": 1, "single_wait": 1}, 17)
    assert fans(f"{TWO_KONGS} kong_on_kong") == expected
    assert fans(f"{TWO_KONGS} kong_replacement kong_on_kong") == expected


@pytest.mark.parametrize("flags", ["kong_on_kong", "kong_replacement kong_on_kong"])
def test_zung_jung_counts_win_on_kong_for_a_kong_on_kong(flags):
    _, scored, _ = scorers(builtin_spec("zung-jung"))
    result = scored(f"{TWO_KONGS} {flags}")
    assert "win_on_kong" in {line.key for line in result.lines}
