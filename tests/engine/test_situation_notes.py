"""The notes that say why a ticked situation box scored nothing (RuleSystem.flag_notes) name the
pattern as the rule set names it, and the box as the page labels it: a club that renamed the
pattern in the admin is not told of a pattern its players never saw."""

from dataclasses import replace

import pytest

from rules.engine.builtin import builtin_spec
from rules.engine.spec import RuleSpec
from tests.engine.scoring import counts, scored, without


def renamed(spec: RuleSpec, key: str, name: str) -> RuleSpec:
    """The rule set with one pattern under another name, as a club might call it."""
    return replace(spec, patterns=tuple(replace(p, name=name) if p.key == key else p for p in spec.patterns))


def test_mcr_a_robbed_last_tile_names_last_tile_claim_as_the_club_does():
    # chinese-official-mcr-fans.txt: Mixed Straight 8 (#35) + Robbing the Kong 8 (#44) + Concealed
    # Hand 2 (#17) = 18; Last Tile Claim (#41) is a win on the last discard, which a robbed tile never was.
    result = scored("123m456p789s23s55z +4s robbing_kong last_tile_in_wall", renamed(builtin_spec("mcr"), "last_tile_claim", "Bottom of the River"))
    assert (counts(result), result.total) == ({"mixed_straight": 1, "robbing_the_kong": 1, "concealed_hand": 1}, 18)
    assert result.warnings == ("Bottom of the River was not counted for “Last tile of the wall (drawn, or its discard)”: it is a win "
                               "on the last discarded tile, and a tile robbed from a kong was never discarded "
                               "(option last_tile_claim_on_robbed_kong).",)


def test_mcr_a_last_tile_with_another_held_names_last_tile_as_the_club_does():
    # #27 Last Tile needs the other three in sight; a 5s is held. Pure Shifted Pungs 24 + Three Concealed
    # Pungs 16 + All Simples 2 + Single Wait 1 = 43.
    result = scored("222333444m5s (678p) +5s last_of_kind", renamed(builtin_spec("mcr"), "last_tile", "Fourth Tile"))
    assert result.total == 43
    assert result.warnings == ("Fourth Tile counts only when the other three 5s are in sight (discarded, or in claimed sets); "
                               "this hand holds another 5s in hand, so Fourth Tile does not count.",)


def test_mcr_a_flowers_replacement_names_out_with_replacement_tile_as_the_club_does():
    # #42 Out with Replacement Tile does not apply to a flower's replacement: Pure Straight 16 + Fully
    # Concealed Hand 4 + All Chows 2 + Mixed Double Chow 1 + One Voided Suit 1 + Single Wait 1 + a flower 1 = 26.
    result = scored("123m456m789m123p5p +5p 1f kong_replacement", renamed(builtin_spec("mcr"), "out_with_replacement_tile", "Kong Blossom"))
    assert result.total == 26
    assert ("Kong Blossom is a win on the replacement tile for a kong, not for a flower or season; this hand has no kong, "
            "so it was scored as an ordinary self-drawn win.") in result.warnings
    assert "Out with Replacement Tile" not in " ".join(result.warnings)


@pytest.mark.parametrize("rules", ["zung-jung", "zung-jung-extended"])
def test_zung_jung_a_robbed_last_tile_names_final_discard_as_the_club_does(rules):
    # zung-jung-scoring-tables.md: All Sequences / All Chows 5 + Concealed Hand 5 + Robbing a Kong 10 = 20;
    # Final Discard (9.1.2 / 12.1.2) is a win on the last discard.
    result = scored("123m456p789s23s55z +4s robbing_kong last_tile_in_wall", renamed(builtin_spec(rules), "final_discard", "Fish from the Riverbed"))
    assert result.total == 20
    assert result.warnings == ("Fish from the Riverbed was not counted for “Last tile of the wall”: it is a win on the last "
                               "discarded tile, and a tile robbed from a kong was never discarded (option final_discard_on_robbed_kong).",)


@pytest.mark.parametrize("rules, patterns, total", [
    # 9.4.1 Blessing of Heaven 155 is voided by a concealed kong first (the default):
    # Concealed Hand 5 + One Kong 5 = 10; the extended guide adds Self Drawn 5 (= 15).
    pytest.param("zung-jung", {"concealed_hand": 1, "one_kong": 1}, 10, id="official"),
    pytest.param("zung-jung-extended", {"concealed_hand": 1, "one_kong": 1, "self_drawn": 1}, 15, id="extended"),
])
def test_zung_jung_a_voided_blessing_names_blessing_of_heaven_as_the_club_does(rules, patterns, total):
    result = scored("123m456p789s5z [2222s] +5z self_drawn heavenly", renamed(builtin_spec(rules), "blessing_of_heaven", "Heavenly Hand"))
    assert (counts(result), result.total) == (patterns, total)
    assert result.warnings == ("East declared a concealed kong before winning, which voids the Heavenly Hand "
                               "(option blessing_voided_by_concealed_kong): it was not counted.",)


# Where the club switched the pattern off, the note on why it was not counted is not said (it would
# send the player after a rule the club does not play); the box is said to count for nothing instead.
# (That each note is shown while the pattern counts: test_replacement_tile.py, test_zung_jung.py, above.)

def test_mcr_no_flower_replacement_note_where_the_club_switched_out_with_replacement_tile_off():
    # As above, 26: Pure Straight 16 + Fully Concealed Hand 4 + All Chows 2 + Mixed Double Chow 1
    # + One Voided Suit 1 + Single Wait 1 + a flower 1.
    result = scored("123m456m789m123p5p +5p 1f kong_replacement", without(builtin_spec("mcr"), "out_with_replacement_tile"))
    assert result.total == 26
    assert result.warnings == ("A replacement tile is drawn from the wall, not claimed: the win counts as self-drawn.",
                               "“Replacement tile after a kong (self-drawn)” counts for nothing under Chinese Official (MCR): "
                               "it switches off Out with Replacement Tile.")


def test_mcr_no_last_tile_note_where_the_club_switched_last_tile_off():
    # As above, 43: Pure Shifted Pungs 24 + Three Concealed Pungs 16 + All Simples 2 + Single Wait 1.
    result = scored("222333444m5s (678p) +5s last_of_kind", without(builtin_spec("mcr"), "last_tile"))
    assert result.total == 43
    assert result.warnings == ("“Last tile of its kind (the other three in sight)” counts for nothing under Chinese Official (MCR): "
                               "it switches off Last Tile.",)


@pytest.mark.parametrize("rules, total", [pytest.param("zung-jung", 10, id="official"), pytest.param("zung-jung-extended", 15, id="extended")])
def test_zung_jung_no_voided_blessing_note_where_the_club_switched_blessing_of_heaven_off(rules, total):
    # As above: Concealed Hand 5 + One Kong 5 (+ Self Drawn 5, extended).
    spec = without(builtin_spec(rules), "blessing_of_heaven")
    result = scored("123m456p789s5z [2222s] +5z self_drawn heavenly", spec)
    assert result.total == total
    assert result.warnings == (f"“Heavenly hand (East wins on the deal)” counts for nothing under {spec.name}: "
                               "it switches off Blessing of Heaven.",)
