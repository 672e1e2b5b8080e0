"""Instructions per hand scored, counted by valgrind: the same figure on every run, however busy
the machine (its seconds drift by a third from one minute to the next, so `manage.py bench`
can only compare runs made side by side). Use it to tell whether a change to the engine made
scoring cheaper; use `bench` for hands per second.

    .venv/bin/python scripts/count_instructions.py                # MCR
    .venv/bin/python scripts/count_instructions.py --rules mcr zung-jung --hands 500

For each rule set two processes run under `valgrind --tool=callgrind`, each scoring 50 warm-up
hands, making the sample of seeded random hands and preparing itself as the server does
(calculator/startup.py: the engine's tables built, what was made so far frozen out of the garbage
collector); one then scores the sample (unseen hands, as `bench` times its cold pass) and the
other does not. The engine runs without Django. The difference,
divided by the number of hands, is printed. It needs valgrind (Debian: apt-get install valgrind);
each rule set takes about half a minute.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
COLLECTED = re.compile(r"Collected : (\d+)")


def score_sample(slug: str, hands: int, scored: bool) -> None:
    """The child process: what both runs share, then the sample scored or not."""
    sys.path.insert(0, str(ROOT))
    from calculator.startup import prepare_to_serve
    from rules.engine.builtin import BUILTIN_RULE_SETS
    from rules.engine.samples import random_hands
    from rules.engine.score import score_data

    spec = BUILTIN_RULE_SETS[slug].to_spec()
    for hand in random_hands(50, seed=1):
        score_data(hand, spec)
    sample = random_hands(hands)
    # As the server's process is prepared: without it, how often the collector walks the objects
    # made before scoring (which depends even on the modules this script imports) swings the figure.
    prepare_to_serve()
    if scored:
        for hand in sample:
            score_data(hand, spec)


def instructions(slug: str, hands: int, scored: bool) -> int:
    with tempfile.TemporaryDirectory() as scratch:
        run = subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={scratch}/callgrind.out",
             sys.executable, __file__, "--child", slug, str(hands), "1" if scored else "0"],
            capture_output=True, text=True, cwd=ROOT,
            # Hashes seeded alike, so that both runs (and every run) do the same work.
            env={**os.environ, "PYTHONHASHSEED": "0"},
        )
    found = COLLECTED.search(run.stderr)
    if run.returncode != 0 or found is None:
        sys.exit(f"The run under valgrind failed:\n{run.stderr[-2000:]}")
    return int(found.group(1))


def main() -> None:
    if len(sys.argv) == 5 and sys.argv[1] == "--child":
        score_sample(sys.argv[2], int(sys.argv[3]), sys.argv[4] == "1")
        return
    parser = argparse.ArgumentParser(description="Instructions per hand scored, counted by valgrind.")
    parser.add_argument("--rules", nargs="*", default=["mcr"], metavar="SLUG", help="Built-in rule sets (default: mcr).")
    parser.add_argument("--hands", type=int, default=1000, help="Seeded random hands per rule set (default 1000).")
    arguments = parser.parse_args()
    if shutil.which("valgrind") is None:
        sys.exit("This counts instructions with valgrind, which is not installed (Debian: apt-get install valgrind).")
    sys.path.insert(0, str(ROOT))
    from rules.engine.builtin import BUILTIN_RULE_SETS

    unknown = [slug for slug in arguments.rules if slug not in BUILTIN_RULE_SETS]
    if unknown:
        sys.exit(f"No built-in rule set {', '.join(unknown)}; there are {', '.join(sorted(BUILTIN_RULE_SETS))}.")
    print(f"Instructions per hand (valgrind), {arguments.hands} seeded random hands, unseen, after 50 warm-up hands:")
    for slug in arguments.rules:
        with ThreadPoolExecutor(2) as pool:  # the two runs side by side: one core each
            with_sample, without = pool.map(lambda scored: instructions(slug, arguments.hands, scored), (True, False))
        print(f"  {slug:<19} {(with_sample - without) / arguments.hands:>10,.0f}")


if __name__ == "__main__":
    main()
