"""Which of a pattern's values under an option counts (spec.values_in_force), and the rule set put
at those values (spec.spec_under): the one answer the scoring, the rules page and the admin share."""

from dataclasses import replace

from rules.engine.builtin import builtin_spec
from rules.engine.options import build_options
from rules.engine.spec import spec_under, values_in_force
from rules.engine.systems import SYSTEMS


def options(system: str, **values):
    return build_options(SYSTEMS[system].options, values)[0]


def test_the_book_values_count_only_when_the_option_chooses_them():
    spec = builtin_spec("mcr")
    assert values_in_force(spec, options("mcr")) == {}
    # The 2006 book's kong fans (rules/engine/builtin/mcr.py): 6 and 5 instead of 8 and 6.
    assert values_in_force(spec, options("mcr", book_values=True)) == {
        "two_concealed_kongs": ("book_values=true", 6),
        "one_melded_and_one_concealed_kong": ("book_values=true", 5),
    }


def test_the_wsom_profile_gives_zung_jung_its_other_values():
    in_force = values_in_force(builtin_spec("zung-jung"), options("zung-jung", values_profile="wsom"))
    assert in_force["pure_one_suit"] == ("values_profile=wsom", 100)
    assert {setting for setting, _ in in_force.values()} == {"values_profile=wsom"} and len(in_force) == 5


def test_where_two_settings_are_chosen_the_first_listed_counts():
    spec = builtin_spec("mcr")
    spec = replace(spec, patterns=tuple(
        replace(p, option_values=(("base_payment=16", 7), ("book_values=true", 6))) if p.key == "two_concealed_kongs" else p
        for p in spec.patterns))
    assert values_in_force(spec, options("mcr", book_values=True, base_payment=16))["two_concealed_kongs"] == ("base_payment=16", 7)
    assert values_in_force(spec, options("mcr", book_values=True))["two_concealed_kongs"] == ("book_values=true", 6)


def test_spec_under_puts_each_pattern_at_its_value_in_force_and_keeps_the_answer():
    spec = builtin_spec("mcr")
    book = options("mcr", book_values=True)
    under = spec_under(spec, book)
    in_force = values_in_force(spec, book)
    assert {p.key: p.value for p in under.patterns} == {
        p.key: in_force[p.key][1] if p.key in in_force else p.value for p in spec.patterns}
    assert under.pattern("two_concealed_kongs").value == 6 and spec.pattern("two_concealed_kongs").value == 8
    assert spec_under(spec, book) is under  # kept per spec and options
    assert spec_under(spec, book, keep=False) is not under and spec_under(spec, book, keep=False) == under
    assert spec_under(spec, options("mcr")) is spec  # no value changes: the rule set itself
