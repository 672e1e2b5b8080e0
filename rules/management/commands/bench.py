"""Speed figures: hands scored per second by the engine, the server time of a tap, and the
weight of the page's first load. Prints figures; asserts nothing."""

import gc
import gzip
import re
import statistics
import sys
import time

from django.core.management.base import BaseCommand, CommandError
from django.test import Client

from calculator.startup import prepare_to_serve
from rules.builtin import load_builtin_rule_sets
from rules.engine import hand as hand_module
from rules.engine.builtin import BUILTIN_RULE_SETS
from rules.engine.hand import read_hand
from rules.engine.notation import format_line
from rules.engine.samples import random_hands
from rules.engine.score import score_data
from rules.management import require_migrated_database
from rules.mcr_reference import calculator_arguments


def clear_engine_caches() -> None:
    """Empty every cache of the engine (per suit, per count, parsing, settlements...), so that a
    pass starts cold: each lru_cache of an engine module, and the table of declared melds."""
    for name, module in list(sys.modules.items()):
        if name.startswith("rules.engine") and module is not None:
            for value in vars(module).values():
                if callable(getattr(value, "cache_clear", None)) and getattr(value, "__module__", None) == name:
                    value.cache_clear()
    hand_module._MELDS_BY_ENTRY.clear()


class Command(BaseCommand):
    help = "Print hands scored per second per rule set (cold and warm), tap server time (mean, p95) and first-load page weight."

    def add_arguments(self, parser):
        parser.add_argument("--hands", type=int, default=2000, help="Hands per rule set (default 2000).")
        parser.add_argument("--taps", type=int, default=300, help="Tap requests to time (default 300).")
        parser.add_argument("--runs", type=int, default=5, help="Runs per rule set; the best and the median are shown (default 5).")
        parser.add_argument("--rules", nargs="*", default=None, metavar="SLUG",
                            help="Only these built-in rule sets (default: all).")
        parser.add_argument("--engine-only", action="store_true", help="Skip the tap and page-weight figures.")

    def handle(self, *args, hands, taps, runs, rules, engine_only, **options):
        chosen = sorted(BUILTIN_RULE_SETS) if not rules else rules
        unknown = [slug for slug in chosen if slug not in BUILTIN_RULE_SETS]
        if unknown:
            raise CommandError(f"No built-in rule set {', '.join(unknown)}; there are {', '.join(sorted(BUILTIN_RULE_SETS))}.")
        sample = random_hands(hands)
        warm_up = random_hands(50, seed=1)  # other hands, so that every hand of the cold pass is unseen
        server_history = random_hands(5000, seed=2)  # what a running server has scored before
        runs = max(1, runs)
        prepare_to_serve()
        self.stdout.write(f"Engine: {hands} seeded random legal hands per rule set, one process, one core, "
                          f"{runs} run{'s' if runs != 1 else ''}, CPU time, the process prepared as the server's\n"
                          "  (calculator/startup.py: the suit table built, start-up's objects frozen out of the collector)")
        # Other load on the machine (on a VM, stolen time) only ever makes a run slower, so the
        # best run is the truest figure for the code (as timeit advises); the median is shown too.
        self.stdout.write("  each figure: best of the runs (median in brackets)")
        self.stdout.write("  cold: first pass over the hands, the engine caches emptied and then warmed on 50 other hands;\n"
                          "  running: the same, after 5,000 other hands (per-suit caches as a server has them after a\n"
                          "           while; no hand of the sample has been seen); warm: a second pass over the same hands")
        for slug in chosen:
            builtin = BUILTIN_RULE_SETS[slug]
            cold, running, warm = [], [], []
            for _ in range(runs):
                spec = builtin.to_spec()
                clear_engine_caches()
                for hand in server_history:
                    score_data(hand, spec)
                started = time.process_time()
                for hand in sample:
                    score_data(hand, spec)
                running.append(hands / (time.process_time() - started))
                spec = builtin.to_spec()
                clear_engine_caches()
                for hand in warm_up:
                    score_data(hand, spec)
                started = time.process_time()
                valid = sum(score_data(hand, spec).valid for hand in sample)
                cold.append(hands / (time.process_time() - started))
                started = time.process_time()
                for hand in sample:
                    score_data(hand, spec)
                warm.append(hands / (time.process_time() - started))
            shown = "   ".join(f"{label} {max(rates):>6,.0f} ({statistics.median(rates):>6,.0f})"
                               for label, rates in (("cold", cold), ("running", running), ("warm", warm)))
            self.stdout.write(f"  {slug:<19} {shown} hands/s"
                              f"   ({valid} of {hands} scored as complete hands)")
            if slug == "mcr":
                self.reference_mcr(sample, runs)
        if engine_only:
            return

        require_migrated_database()  # the taps go through the database; the engine figures did not
        gc.collect()  # the engine passes' garbage is not the taps' to collect
        load_builtin_rule_sets()
        self.stdout.write(f"\nTap: POST /tap with HX-Request through the Django test client, {taps} taps that each add\n"
                          "the fourteenth tile to a Zung Jung hand (the tap that scores a complete hand)")
        client = Client()
        client.get("/")
        timings = []
        for hand in (sample * (taps // len(sample) + 1))[:taps]:
            line = format_line({**hand, "winning_tile": None})
            data = {"hand": line, "rules": "zung-jung", "controls": "1", "add": hand["winning_tile"],
                    "seat_wind": hand["seat_wind"], "round_wind": hand["round_wind"]}
            started = time.perf_counter()
            response = client.post("/tap", data, headers={"HX-Request": "true"})
            timings.append((time.perf_counter() - started) * 1000)
            assert response.status_code == 200
        timings.sort()
        p95 = timings[int(len(timings) * 0.95) - 1]
        self.stdout.write(f"  mean {statistics.mean(timings):.2f} ms   p95 {p95:.2f} ms   max {timings[-1]:.2f} ms")

        self.stdout.write("\nFirst load of / (HTML, CSS, JS, tile images):")
        html = client.get("/?rules=zung-jung").content
        # A phone fetches the home-screen icon only when the page is added to the home screen.
        fetched_on_load = re.sub(rb'<link rel="apple-touch-icon"[^>]*>', b"", html)
        urls = sorted(set(re.findall(rb'(?:src|href)="(/static/[^"]+)"', fetched_on_load)))
        raw = len(html)
        compressed = len(gzip.compress(html))
        for url in urls:
            # Asked of the server as the phone asks: with DEBUG off the names are hashed ones that only
            # whitenoise's collected files know.
            response = client.get(url.decode())
            assert response.status_code == 200, url
            content = b"".join(response.streaming_content)
            raw += len(content)
            compressed += min(len(content), len(gzip.compress(content)))
        self.stdout.write(f"  {len(urls) + 1} files, {raw / 1024:.1f} KB uncompressed, {compressed / 1024:.1f} KB with gzip "
                          "(the server gzips HTML; whitenoise serves pre-compressed static files after collectstatic)")

    def reference_mcr(self, sample: list[dict], runs: int) -> None:
        """pymahjonggb (C++) on the same hands in the same run, where it is installed (a
        development dependency). Its calls are timed alone: the hands are converted first."""
        try:
            import MahjongGB
        except ImportError:
            self.stdout.write("  pymahjonggb         not installed (pip install -r requirements-dev.txt): no C++ figure")
            return
        arguments = [calculator_arguments(read_hand(hand).hand) for hand in sample]
        calculate = MahjongGB.MahjongFanCalculator
        rates = []
        for _ in range(runs):
            started = time.process_time()
            for call in arguments:
                try:
                    calculate(*call)
                except TypeError:  # below its own minimum or not a win for it: timed all the same
                    pass
            rates.append(len(arguments) / (time.process_time() - started))
        self.stdout.write(f"  {'pymahjonggb (C++)':<19} same hands, same run: {max(rates):>8,.0f} ({statistics.median(rates):>8,.0f}) hands/s")
