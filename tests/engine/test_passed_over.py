"""A pattern the hand holds that the score set aside for the tiles' other value, worth more, is
named by key on the Result (`passed_over`, `why_passed_over`) with the note that says so, so that
the rules page need not look for a pattern's name in the notes' English."""

from dataclasses import replace

from rules.engine.builtin import builtin_spec
from rules.engine.custom import custom_pattern
from rules.engine.spec import Unit
from tests.engine.scoring import scored


def with_invented(base: str, key: str, name: str, definition: dict, value: float = 0.5):
    """The built-in rule set with one invented limit hand worth `value` of the limit."""
    spec = builtin_spec(base)
    return replace(spec, patterns=spec.patterns + (custom_pattern(key, name, value, definition, unit=Unit.LIMIT, order=999),))


ALL_EVENS = {"shape": "standard", "numbers": "2468", "honours": "none", "requires": ["no_chows"]}


def test_an_invented_limit_hand_worth_less_than_the_hands_other_patterns_is_passed_over_by_key():
    # zung-jung-scoring-tables.md (limit 320): Concealed Hand 5 + No Terminals 5 + All Triplets 30
    # + Four Concealed Triplets 125 = 165, more than All Evens at half the limit (160).
    result = scored("222444m666p888s4p +4p", with_invented("zung-jung", "all_evens", "Evens Only", ALL_EVENS))
    note = "Evens Only would score 160; the hand's other patterns are worth more (165), and are scored instead."
    assert (result.total, result.notes) == (165, (note,))
    assert result.passed_over == (("all_evens", note),)
    assert result.why_passed_over("all_evens") == note
    assert result.why_passed_over("all_triplets") == ""


def test_an_invented_limit_hand_that_scores_is_not_passed_over():
    # Four exposed pungs: No Terminals 5 + All Triplets 30 = 35, less than 160: All Evens scores.
    result = scored("(222m)(444m)(666p)(888s) 4p +4p", with_invented("zung-jung", "all_evens", "Evens Only", ALL_EVENS))
    assert result.total == 160
    assert result.passed_over == ()


def test_a_classical_limit_hand_set_aside_for_the_ordinary_value_is_passed_over_by_key():
    # chinese-classical-scoring-tables.md, intrinsic_value_if_higher: going out 10 + 111m exposed 4 + four
    # flowers 16 = 30; fan: Pure Hand 3, East's own flower and season 1 each: 30 × 2^5 = 960, more than
    # exposed Heavenly Gates' half limit (500).
    result = scored("(111m) 2345678999m +1m 1f5f2f3f option.intrinsic_value_if_higher=true", "chinese-classical")
    assert result.total == 960
    assert result.passed_over == (("exposed_heavenly_gates", "Heavenly Gates (exposed) would score 500; the tiles' ordinary "
                                                             "value is more, and is scored instead."),)


def test_a_british_special_hand_set_aside_for_the_intrinsic_value_is_passed_over_by_key():
    # british-scoring-tables.md: Mah-Jong 20 + a concealed pung of simples 4 + three exposed honour
    # pungs 4 each = 36; two dragon pungs, no chows, one suit with honours: 36 × 2^4 = 576, more than
    # the club's half-limit hand (500).
    spec = with_invented("british", "one_suit_anything", "One Suit Anything", {"shape": "any", "min_suits": 1, "max_suits": 1})
    result = scored("55577m55z (444z) (666z) +5z round=S", spec)
    assert result.total == 576
    assert result.why_passed_over("one_suit_anything") == "Scored at the tiles' intrinsic value, 576, more than One Suit Anything (500)."
