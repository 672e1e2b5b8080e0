"""Pattern gates (Pattern.needs and RuleSystem.gates) only skip work: a pattern whose gate is
closed for a reading must find nothing in it. Every pattern is run on every reading of a few
thousand legal hands, the special shapes and situations among them, gate or no gate."""

import pytest

from rules.engine.arrange import arrangements, waits
from rules.engine.builtin import builtin_spec
from rules.engine.hand import read_hand
from rules.engine.notation import parse_line
from rules.engine.samples import random_hands
from rules.engine.score import _options
from rules.engine.systems import SYSTEMS
from rules.engine.view import HandView

# Hands the random sample seldom or never makes: irregular shapes, honour-heavy hands, kongs,
# and winning tiles that are the last of their kind.
SPECIAL = [
    "19m19p19s1234567z +1z",
    "147m258p369s1235z +6z",
    "147m258p369s1234z +7z",
    "147m258p369s123m5z +5z",
    "1122334455667m +7m",
    "2233445566778s +8s",
    "(111z) (222z) (333z) 44z55z +5z",
    "(555z) (666z) 777z123m4p +4p",
    "[1111m] [9999p] 234s 567s 5z +5z",
    "(1111s) (2222s) (3333s) 444s 5s +5s self_drawn kong_replacement",
    "1112345678999m +5m",
    "(123m) (456m) 789m11z23p +1p last_of_kind",
    "(222m) (222p) 222s 44s 66s +4s last_tile_in_wall",
    "(333m) (444p) 555s 22z 66s +6s robbing_kong",
    "234m 234p 234s 55s 66s +5s 1f 2f",
]


def _hands():
    for data in random_hands(1500, seed=11):
        yield data
    for line in SPECIAL:
        yield parse_line(line)


@pytest.mark.parametrize("slug", sorted(slug for slug in ("mcr", "zung-jung", "zung-jung-extended")))
def test_a_closed_gate_never_hides_a_pattern(slug):
    spec = builtin_spec(slug)
    system = SYSTEMS[spec.system]
    assert system.gates is not None
    readings = closed = 0
    for data in _hands():
        reading = read_hand(data)
        if reading.problems:
            continue
        hand = reading.hand
        options = _options(system, spec, hand)[0]
        shapes = system.shapes(options)
        for arrangement in arrangements(hand, shapes):
            view = HandView(hand, arrangement, options, lambda hand=hand, shapes=shapes: waits(hand, shapes))
            gates = system.gates(view)
            readings += 1
            for pattern in system.patterns:
                if pattern.needs and not gates[pattern.needs]:
                    closed += 1
                    assert not pattern.function(view), (pattern.key, data)
    assert readings > 1500 and closed > readings  # the gates were exercised
