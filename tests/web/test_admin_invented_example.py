"""An invented hand's example is checked against its building blocks: an example that does not
have the hand is refused with the block it breaks, since a slip there (a tile left out of the
allowed tiles, a requirement too many) would leave the hand saved and never scored."""

import pytest

from tests.factories import score_in
from tests.web.admin_forms import edit, invent

pytestmark = pytest.mark.django_db

# Imperial Jade as a club might add it to Zung Jung: only green tiles (2, 3, 4, 6, 8 of bamboo and
# the green dragon), no chows, scored at the limit.
JADE = {"key": "imperial_jade", "name": "Imperial Jade", "tiles": "23468s6z", "requires": "no_chows"}


@pytest.mark.parametrize("example, why", [
    ("222s333s444s1z (888s) +1z", "it holds 1z, not among the allowed tiles 23468s6z"),
    ("234s333s444s6z (888s) +6z", "“No chows” is not met"),
])
def test_an_example_without_the_hand_is_refused_with_the_block_it_breaks(organiser, house, example, why):
    response = edit(organiser, house, lambda data: invent(data, **JADE, example=example))
    assert response.status_code == 200 and "preview" not in response.context
    assert (f"The example hand does not have this special hand: {why}. Change the example or the building blocks."
            in response.content.decode())
    assert not house.patterns.filter(key="imperial_jade").exists()


def test_an_example_with_the_hand_is_saved_and_scores_it(organiser, house):
    response = edit(organiser, house, lambda data: invent(data, **JADE, example="222s333s444s6z (888s) +6z"))
    assert response.status_code == 302
    result = score_in("222s333s444s6z (888s) +6z", "zj-club")
    assert result.total == 320 and result.patterns["imperial_jade"] == 1


def test_a_fixed_pattern_whose_example_is_another_pattern_is_refused(organiser, house):
    snake = {"key": "wriggling_snake", "name": "Wriggling Snake", "shape": "fixed", "fixed": "123456789a1234z",
             "fourteenth_tile": "1a"}
    response = edit(organiser, house, lambda data: invent(data, **snake, example="123456789m1234z +2m"))
    assert ("The example hand does not have this special hand: its tiles are not the fixed tile pattern."
            in response.content.decode())
    response = edit(organiser, house, lambda data: invent(data, **snake, example="123456789m1234z +1m"))
    assert response.status_code == 302
    assert score_in("123456789m1234z +1m", "zj-club").total == 320
