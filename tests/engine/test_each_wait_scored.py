"""A hand one tile short, scored on each tile it waits on: what a player at the table asks before
the win (under MCR above all: which of my tiles reaches 8 points?)."""

from rules.engine.builtin import builtin_spec
from rules.engine.notation import parse_line
from rules.engine.score import score_data, score_each_wait

MCR = builtin_spec("mcr")

# 123m 456p 78s 999s 11z, seat South in an East round: waits on 6s, 9s (78s either end) and 1z (a pung
# of the pair, with 789s and 99s from the bamboo).
SHORT = "123m456p78s999s11z seat=S round=E"


def each_wait(line: str, spec=MCR) -> dict:
    data = parse_line(line)
    waits = score_data(data, spec).waits
    return {code: ({line.key: line.count for line in result.lines}, result.total, result.winning)
            for code, result in score_each_wait(data, spec, waits)}


def test_each_tile_the_hand_waits_on_is_scored_as_the_win_on_it():
    assert each_wait(SHORT) == {
        # 123m 456p 678s 999s 11z: Concealed Hand 2 + Pung of Terminals or Honors 1 = 3, short of 8.
        "6s": ({"concealed_hand": 1, "pung_of_terminals_or_honors": 1}, 3, False),
        # 123m 456p 789s 99s + 9s makes four 9s in no kong: Mixed Straight 8 + Concealed Hand 2
        # + Tile Hog 2 + Pung of Terminals or Honors 1 = 13. Three waits, so no wait fan.
        "9s": ({"mixed_straight": 1, "concealed_hand": 1, "tile_hog": 1, "pung_of_terminals_or_honors": 1}, 13, True),
        # 123m 456p 789s 111z 99s: Mixed Straight 8 + Prevalent Wind 2 (which implies the Pung of
        # Terminals or Honors) + Concealed Hand 2 = 12.
        "1z": ({"mixed_straight": 1, "prevalent_wind": 1, "concealed_hand": 1}, 12, True),
    }


def test_the_flags_ticked_are_the_way_each_win_is_scored():
    scored = each_wait(SHORT + " self_drawn")
    # Self-drawn and concealed: Fully Concealed Hand 4 in place of Concealed Hand 2.
    assert {code: (total, winning) for code, (_, total, winning) in scored.items()} == {
        "6s": (5, False), "9s": (15, True), "1z": (14, True)}
    assert all("fully_concealed_hand" in fans and "concealed_hand" not in fans for fans, _, _ in scored.values())

