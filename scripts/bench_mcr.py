"""MCR scoring speed: hands per second over a fixed, seeded set of legal winning hands, and
pymahjonggb's speed on the same hands in the same run when it is installed. Times are CPU
time (process_time), the median of `--runs` runs: wall time on a shared machine is noisy.

    .venv/bin/python scripts/bench_mcr.py [--hands 2000] [--seconds 3] [--runs 3] [--profile]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rules.engine.builtin import builtin_spec  # noqa: E402
from rules.engine.hand import read_hand  # noqa: E402
from rules.engine.score import score, score_data  # noqa: E402
from rules.engine.tiles import PLAYING_TILES  # noqa: E402

CODES = [str(t) for t in PLAYING_TILES]
GB_TILES = [f"W{k}" for k in range(1, 10)] + [f"B{k}" for k in range(1, 10)] + [f"T{k}" for k in range(1, 10)] \
    + ["F1", "F2", "F3", "F4", "J3", "J2", "J1"]


def _tiles(kind: str, i: int) -> list[int]:
    return [i, i + 1, i + 2] if kind == "chow" else [i] * (4 if kind == "kong" else 3)


def random_hand(rng: random.Random) -> tuple[dict, tuple] | None:
    """A legal winning hand as (hand dict, pymahjonggb arguments): mostly four sets and a
    pair (a quarter with melds), some seven pairs."""
    counts = [0] * 34
    melds, concealed = [], []
    if rng.random() < 0.1:
        ids = rng.sample(range(34), 7)
        concealed = [i for i in ids for _ in range(2)]
    else:
        sets = []
        while len(sets) < 4:
            i = rng.randrange(34)
            kind = "chow" if i < 27 and i % 9 <= 6 and rng.random() < 0.6 else ("kong" if rng.random() < 0.05 else "pung")
            tiles = _tiles(kind, i)
            if any(counts[t] + tiles.count(t) > 4 for t in tiles):
                continue
            for t in tiles:
                counts[t] += 1
            sets.append((kind, i))
        pair = rng.choice([i for i in range(34) if counts[i] <= 2])
        concealed = [pair, pair]
        for kind, i in sets:
            if kind == "kong" or rng.random() < 0.25:
                melds.append((kind, i, kind == "kong" and rng.random() < 0.5))
            else:
                concealed += _tiles(kind, i)
    winning = rng.choice(concealed)
    concealed.remove(winning)
    self_drawn = rng.random() < 0.3
    seat, wind = rng.choice("ESWN"), rng.choice("ESWN")
    data = {
        "concealed": " ".join(CODES[i] for i in sorted(concealed)),
        "melds": [{"tiles": "".join(CODES[t] for t in _tiles(k, i)), "concealed": c} for k, i, c in melds],
        "winning_tile": CODES[winning], "self_drawn": self_drawn, "seat_wind": seat, "round_wind": wind,
    }
    packs = tuple(("CHI", GB_TILES[i + 1], 2) if k == "chow" else ("PENG" if k == "pung" else "GANG", GB_TILES[i], 0 if c else 1)
                  for k, i, c in melds)
    gb = (packs, tuple(GB_TILES[i] for i in sorted(concealed)), GB_TILES[winning], 0, self_drawn, False, False, False,
          "ESWN".index(seat), "ESWN".index(wind))
    return data, gb


def hands(n: int, seed: int = 7) -> list[tuple[dict, tuple]]:
    rng = random.Random(seed)
    found = []
    while len(found) < n:
        made = random_hand(rng)
        if made is not None:
            found.append(made)
    return found


def rate(function, items, seconds: float, runs: int = 3) -> float:
    """Items per CPU second, the median of `runs` runs of at least `seconds` each."""
    rates = []
    for _ in range(max(1, runs)):
        done, start = 0, time.process_time()
        while True:
            for item in items:
                function(item)
            done += len(items)
            elapsed = time.process_time() - start
            if elapsed >= seconds:
                rates.append(done / elapsed)
                break
    return statistics.median(rates)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--runs", type=int, default=3, help="runs per engine; the median is shown")
    parser.add_argument("--profile", action="store_true", help="print a cProfile of one pass instead")
    args = parser.parse_args()

    spec = builtin_spec("mcr")
    sample = hands(args.hands)
    read = [read_hand(data).hand for data, _ in sample]
    results = [score(hand, spec) for hand in read]
    assert all(r.valid for r in results), [r.errors for r in results if not r.valid][:3]

    if args.profile:
        import cProfile
        import pstats

        profile = cProfile.Profile()
        profile.enable()
        for hand in read:
            score(hand, spec)
        profile.disable()
        pstats.Stats(profile).sort_stats("tottime").print_stats(25)
        return

    # From the hand dict, as the page, the API and the score command do: reading included, and no
    # per-hand cache carried from one pass to the next.
    ours = rate(lambda data: score_data(data, spec), [data for data, _ in sample], args.seconds, args.runs)
    print(f"mcr engine:  {ours:10,.0f} hands/s  ({args.hands} seeded hands, one core, CPU time, median of {args.runs})")
    try:
        import MahjongGB
    except ImportError:
        print("pymahjonggb: not installed")
        return

    def gb(arguments):
        try:
            MahjongGB.MahjongFanCalculator(*arguments)
        except TypeError:  # below pymahjonggb's checks; counted all the same
            pass

    theirs = rate(gb, [g for _, g in sample], args.seconds, args.runs)
    print(f"pymahjonggb: {theirs:10,.0f} hands/s  (same hands)")


if __name__ == "__main__":
    main()
