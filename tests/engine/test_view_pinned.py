"""Behaviour of rules/engine/view.py (the facts of one reading that patterns ask about) that
mutation testing found no other test pinning down.

Each hand is in shared/hand-format.md notation, with what the rule source says it is worth; the
source and section are named where they decide the answer.
"""

import pytest

import rules.engine.patterns.mcr  # noqa: F401  (registers MCR's lazy facts, mcr_wait among them)
from rules.engine.view import lazy_fact
from tests.engine.scoring import counts, score_line, scored

NINE_WAY_WAIT = "option.heavenly_gates_needs_9_way_wait=true"


def test_exposed_heavenly_gates_is_not_counted_when_a_nine_way_wait_is_required():
    # holds_nine_gates(before_the_win, exposed): with a set exposed the hand cannot have held
    # 1112345678999 concealed, so under the nine-way-wait rule exposed Gates never counts.
    # chinese-classical-scoring-tables.md §2: heavenly_gates_needs_9_way_wait, default no, house rule
    # yes; §1.3: Heavenly Gates half limit exposed. With 111m exposed the hand waited on six tiles,
    # not nine. It is then going out 10 + exposed pung of terminals 4 = 14 points
    # (§1.1), Pure Hand 3 doubles (§1.2): 14 x 8 = 112, not the half limit of 500.
    assert sorted(str(t) for t in score_line(f"(111m) 2345678999m {NINE_WAY_WAIT}", "chinese-classical").waits) == [
        "1m", "2m", "4m", "5m", "7m", "8m"]
    result = scored(f"(111m) 2345678999m +1m {NINE_WAY_WAIT}", "chinese-classical")
    assert counts(result) == {"going_out": 1, "exposed_pung_of_terminals_or_honours": 1, "pure_hand": 1}
    assert (result.points, result.doubles, result.total, result.limited) == (14, 3, 112, False)


@pytest.mark.parametrize("name", ["mcr_wait", "tiles"], ids=["a-registered-lazy-fact", "a-HandView-property"])
def test_a_lazy_fact_may_not_take_a_name_already_in_use(name):
    # A second registration would silently replace how MCR reads its waits (or never be reached,
    # behind the property): lazy_fact refuses it instead.
    with pytest.raises(ValueError, match="already a lazy fact or a method of HandView"):
        lazy_fact(name, lambda view: None)
