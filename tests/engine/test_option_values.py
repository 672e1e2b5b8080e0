"""A pattern's value under an option setting (PatternSpec.option_values) counts wherever the
pattern is scored: winning hands, losing hands and the Illegal Call, in every system."""

from dataclasses import replace

import pytest

from rules.engine.builtin import builtin_spec
from tests.engine.scoring import counts, scored


def valued(slug: str, key: str, setting: str, value: float):
    """The built-in rule set with one pattern given another value under an option setting."""
    spec = builtin_spec(slug)
    return replace(spec, patterns=tuple(
        replace(p, option_values=((setting, value),)) if p.key == key else p for p in spec.patterns))


@pytest.mark.parametrize("slug, line, key, chosen, unchosen, value, before, after", [
    # A losing British hand: exposed dragon pung 4 points, one double for the dragon pung:
    # 4 x 2 = 8; at 5 points, 10. loose_tile_double is on by default.
    pytest.param("british", "(555z) 123m456p78s99m winner=no", "exposed_major_pung",
                 "loose_tile_double=true", "loose_tile_double=false", 5, 8, 10, id="british-losing-hand"),
    # The same losing hand in classical, where losers settle among themselves: 4 points and the
    # dragon pung's double, 8; at 5 points, 10.
    pytest.param("chinese-classical", "(555z) 123m456p78s99m winner=no option.payment_to=all",
                 "exposed_pung_of_terminals_or_honours", "payment_to=all", "east_pays_double=false", 5, 8, 10,
                 id="classical-losing-hand"),
    # A declared win that was not one: the Illegal Call alone, -40 in the guide; here -30.
    pytest.param("zung-jung-extended", "123m456p789s11z2z +3z illegal_call", "illegal_call",
                 "concealed_hand_for_irregular=true", "concealed_hand_for_irregular=false", -30, -40, -30,
                 id="zung-jung-illegal-call"),
])
def test_a_value_under_an_option_counts_beyond_the_winning_hand(slug, line, key, chosen, unchosen, value, before, after):
    assert scored(line, slug).total == before
    result = scored(line, valued(slug, key, chosen, value))
    assert (result.total, counts(result)[key]) == (after, 1)
    assert scored(line, valued(slug, key, unchosen, value)).total == before  # a setting not chosen: its own value


def test_a_family_keeps_the_pattern_worth_most_under_the_options():
    # A club puts Concealed Hand and No Terminals (5 each in Zung Jung) in one family; only the
    # higher counts, the one listed first on a tie. Under values_profile v3.3 (the default) No
    # Terminals is worth 10 here: it is the one kept. Four chows, all simples, concealed, won on a
    # discard: All Sequences 5 besides.
    line = "234m345p567s678s2m +2m"
    spec = valued("zung-jung", "no_terminals", "values_profile=v3.3", 10)
    spec = replace(spec, patterns=tuple(replace(p, family="club") if p.key in ("concealed_hand", "no_terminals") else p
                                        for p in spec.patterns))
    result = scored(line, spec)
    assert (counts(result), result.total) == ({"all_sequences": 1, "no_terminals": 1}, 15)
    result = scored(line, spec, values_profile="wsom")
    assert (counts(result), result.total) == ({"all_sequences": 1, "concealed_hand": 1}, 10)


def test_every_published_value_under_an_option_names_a_setting_its_system_takes():
    # A misspelt setting would never be chosen, silently: each must be "option=setting" with an
    # option of the system and a setting it accepts, written as the engine compares it.
    from rules.engine.builtin import BUILTIN_RULE_SETS
    from rules.engine.options import check_option, setting_text
    from rules.engine.systems import SYSTEMS

    checked = 0
    for rule_set in BUILTIN_RULE_SETS.values():
        for pattern in rule_set.patterns:
            for setting in pattern.option_values:
                name, _, wanted = setting.partition("=")
                value, problem = check_option(SYSTEMS[rule_set.system].options, name, wanted)
                assert problem is None and setting_text(value) == wanted, (rule_set.slug, pattern.key, setting)
                checked += 1
    assert checked == 7  # MCR's two book values, Zung Jung's five WSOM values
