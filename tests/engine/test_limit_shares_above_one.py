"""A limit hand that house rules value above one limit (a club's double-limit hand) scores that
many limits in every rule system that has limit hands; what is added on top of it (British bonus
tiles) is still capped, at the hand's own value. The published rule sets value none above 1, and
score as before."""

from dataclasses import replace

import pytest

from rules.engine.builtin import builtin_spec
from tests.engine.scoring import scored

THIRTEEN_UNIQUE_WONDERS = "1m9m1p9p1s9s1z2z3z4z5z6z7z +7z"


def valued(slug: str, key: str, share: float):
    spec = builtin_spec(slug)
    assert key in {p.key for p in spec.patterns}
    return replace(spec, patterns=tuple(replace(p, value=share) if p.key == key else p for p in spec.patterns))


@pytest.mark.parametrize("slug, key", [
    ("british", "thirteen_unique_wonders"),
    ("chinese-classical", "unique_wonders"),
])
def test_a_double_limit_hand_scores_twice_the_limit(slug, key):
    published = scored(THIRTEEN_UNIQUE_WONDERS, slug)
    assert published.total == 1000  # both limits are 1000
    assert scored(THIRTEEN_UNIQUE_WONDERS, valued(slug, key, 2)).total == 2000


def test_british_bonus_tiles_on_a_special_hand_are_capped_at_the_limit_as_published():
    # Two flowers (own flower for East: 4 + 4 points, 1 double) add 16, which the limit cuts off.
    result = scored(f"{THIRTEEN_UNIQUE_WONDERS} 1f2f", "british")
    assert result.total == 1000
    assert "1016 is capped at the limit of 1000." in result.notes


def test_british_bonus_tiles_on_a_double_limit_hand_are_capped_at_its_own_value():
    result = scored(f"{THIRTEEN_UNIQUE_WONDERS} 1f2f", valued("british", "thirteen_unique_wonders", 2))
    assert result.total == 2000
    assert "2016 is capped at the hand's own value of 2000." in result.notes


def test_british_half_limit_hand_with_bonus_tiles_still_stops_at_the_limit():
    # Half a limit (500) and the bonus tiles on top: below the limit, nothing is cut.
    result = scored(f"{THIRTEEN_UNIQUE_WONDERS} 1f2f", valued("british", "thirteen_unique_wonders", 0.5))
    assert result.total == 516
