"""A rule set keeps the Score of each set of counted patterns it has seen (score.py): a hand
with options of its own must not be served a score the rule set's own options made."""

from rules.engine.builtin import builtin_spec
from tests.engine.scoring import counts, scored

# Concealed kongs of 1m and 9p, chows 234s and 567s, a single wait on the red dragon, won on a
# discard: Two Concealed Kongs (source 8, book 6), Concealed Hand 2, Short Straight 1, two
# Pungs of Terminals 2, Single Wait 1.
TWO_CONCEALED_KONGS = "[1111m] [9999p] 234s 567s 5z +5z"
FANS = {"two_concealed_kongs": 1, "concealed_hand": 1, "short_straight": 1,
        "pung_of_terminals_or_honors": 2, "single_wait": 1}


def test_a_hands_own_options_are_not_served_the_rule_sets_cached_score():
    spec = builtin_spec("mcr")  # one spec throughout: the cache lives on it
    first = scored(TWO_CONCEALED_KONGS, spec)
    with_book_values = scored(TWO_CONCEALED_KONGS + " option.book_values=true", spec)
    again = scored(TWO_CONCEALED_KONGS, spec)
    assert counts(first) == counts(with_book_values) == counts(again) == FANS
    assert (first.total, with_book_values.total, again.total) == (14, 12, 14)


def test_the_same_counts_in_another_hand_score_the_same():
    # 1111s and 9999m instead: the same fans, so the same (reused) total.
    spec = builtin_spec("mcr")
    first = scored(TWO_CONCEALED_KONGS, spec)
    other = scored("[1111s] [9999m] 234p 567p 5z +5z", spec)
    assert counts(first) == counts(other) == FANS
    assert first.total == other.total == 14


def test_a_result_built_on_the_hot_path_equals_the_dataclass_built_one():
    # score.py builds scored Results without the dataclass's __init__: every field must still
    # get its default, and each result a dict of its own where the default is a factory.
    from rules.engine.score import Result, _new_result

    values = {"rules": "mcr", "valid": True, "winning": True, "total": 14}
    fast, slow = _new_result(**values), Result(**values)
    assert fast == slow
    assert fast.extra == {} and fast.extra is not _new_result(**values).extra
