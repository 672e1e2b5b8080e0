"""Write every built-in rule set's result for a fixed set of hands as JSON lines, so that a
change meant only to make scoring faster can be checked to change nothing:

    .venv/bin/python scripts/dump_results.py before.jsonl   # on the old code
    .venv/bin/python scripts/dump_results.py after.jsonl    # on the new code
    cmp before.jsonl after.jsonl

The hands: 3,000 seeded random legal hands, and for 300 of them the 13-tile form, the hand of a
player who did not win, and the hand with bonus tiles won on the tiles dealt."""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rules.engine.builtin import BUILTIN_RULE_SETS  # noqa: E402
from rules.engine.samples import random_hands  # noqa: E402
from rules.engine.score import score_data  # noqa: E402


def hands() -> list[dict]:
    sample = random_hands(3000, seed=7)
    variants = []
    for hand in sample[:300]:
        variants.append({**hand, "winning_tile": None})
        variants.append({**hand, "winner": False})
        # Situations one win can have together: on the tiles dealt (so self-drawn, nothing
        # exposed, nothing robbed) where the hand allows, with flowers.
        dealt = not hand.get("robbing_kong") and all(meld.get("concealed") for meld in hand.get("melds") or [])
        variants.append({**hand, "bonus": "1f5f", "heavenly": dealt, "same_tile_discarded_earlier": True, "seat_wind": "E" if dealt else hand["seat_wind"]})
    return sample + variants


def main(path: str) -> None:
    with open(path, "w") as out:
        for _, builtin in sorted(BUILTIN_RULE_SETS.items()):
            spec = builtin.to_spec()
            for hand in hands():
                out.write(json.dumps(score_data(hand, spec).as_dict(), sort_keys=True, default=str) + "\n")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    main(sys.argv[1])
