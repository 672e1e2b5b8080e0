"""How the calculator feels on a phone: the page's first load and each tap's answer, timed in
headless Chromium made to run like a mid-range phone (Chromium's own CPU and network emulation).
Prints figures; asserts nothing.

    .venv/bin/python scripts/bench_phone.py [--hands 5] [--profile] [--later]

It serves the app as production would (DEBUG off, static files collected under hashed names and
served gzipped by whitenoise) from a throwaway SQLite database, on a free port of 127.0.0.1, and
drives Debian's Chromium (CHROMIUM_BIN, default /usr/bin/chromium) through Playwright
(requirements-dev.txt).
The profiles follow Lighthouse's mobile settings: the CPU four times slower than this machine's,
and "slow 4G" (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) or a quick Wi-Fi (20 ms).
"""

from __future__ import annotations

import argparse
import collections
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.browser.screens import PHONE
from tests.conftest import CHROMIUM, CHROMIUM_ARGS

PROFILES = {
    "phone, Wi-Fi": {"cpu": 4, "latency": 20, "down": -1, "up": -1},
    "phone, slow 4G": {"cpu": 4, "latency": 150, "down": 1.6e6 / 8, "up": 750e3 / 8},
}

# Real winning hands, each tile in the order a player taps it in (the last one wins).
HANDS = {
    "mcr": ["1m", "2m", "3m", "4p", "5p", "6p", "7s", "8s", "9s", "2z", "2z", "2z", "5m", "5m"],
    "zung-jung": ["2m", "3m", "4m", "3p", "4p", "5p", "6s", "7s", "8s", "7p", "7p", "7p", "9m", "9m"],
}

# In the page: when each tap was made and when its answer was swapped in and painted.
RECORDER = """
window.__taps = [];
document.addEventListener("click", () => window.__taps.push({sent: performance.now()}), true);
document.addEventListener("htmx:afterSwap", () => {
  const tap = window.__taps[window.__taps.length - 1];
  if (!tap || tap.swapped) return;
  tap.swapped = performance.now();
  requestAnimationFrame(() => setTimeout(() => { tap.painted = performance.now(); }, 0));
});
"""

FIRST_LOAD = """() => new Promise(resolve => {
  // The first contentful paint may be reported after the load event: wait for it (2 s at most).
  const report = paint => {
    const nav = performance.getEntriesByType("navigation")[0];
    const entries = [nav, ...performance.getEntriesByType("resource")];
    const bytes = entries.reduce((sum, e) => sum + e.transferSize, 0);
    // A file taken from the cache unasked has no transfer; one the server was asked about (even
    // to answer "not modified") has its headers'.
    const requests = entries.filter(e => e.transferSize > 0).length;
    resolve({fcp: paint ? paint.startTime : NaN, loaded: nav.loadEventEnd, bytes, requests});
  };
  new PerformanceObserver(list => report(list.getEntriesByName("first-contentful-paint")[0]))
    .observe({type: "paint", buffered: true});
  setTimeout(() => report(null), 2000);
})"""


# Whitenoise lets a browser keep a static file without a hash in its name for 60 seconds.
STALE_AFTER = 61


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_server(workdir: Path) -> tuple[subprocess.Popen, str]:
    env = {**os.environ, "DEBUG": "0", "ALLOW_DEVELOPMENT_SECRET": "1",
           "DATABASE_URL": f"sqlite:///{workdir / 'bench.sqlite3'}"}
    manage = [sys.executable, str(ROOT / "manage.py")]
    # Collected first: the checks that migrate runs warn about static files not collected.
    subprocess.run(manage + ["collectstatic", "--noinput", "-v0"], env=env, check=True)
    subprocess.run(manage + ["migrate", "--noinput", "-v0"], env=env, check=True)
    port = free_port()
    server = subprocess.Popen(manage + ["runserver", "--noreload", "--nostatic", f"127.0.0.1:{port}"],
                              env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}"
    for _ in range(100):
        try:
            urllib.request.urlopen(url + "/", timeout=1)
            return server, url
        except OSError:
            time.sleep(0.1)
    server.kill()
    raise SystemExit("The server did not start.")


def emulate(context, page, profile: dict) -> None:
    cdp = context.new_cdp_session(page)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": profile["cpu"]})
    cdp.send("Network.enable")
    cdp.send("Network.emulateNetworkConditions", {"offline": False, "latency": profile["latency"],
                                                  "downloadThroughput": profile["down"],
                                                  "uploadThroughput": profile["up"]})


def first_loads(browser, url: str, profile: dict, later: bool) -> dict:
    """The first visit (nothing cached), a second one (the browser's cache as the first left it)
    and, with `later`, one a minute after the first, when files kept for a minute have gone stale."""
    context = browser.new_context(**PHONE)
    page = context.new_page()
    emulate(context, page, profile)
    figures = {}
    started = time.monotonic()
    for visit in ("first visit", "second visit") + (("a minute on",) if later else ()):
        if visit == "a minute on":
            time.sleep(max(0.0, started + STALE_AFTER - time.monotonic()))
        page.goto(url + "/?rules=mcr", wait_until="load")
        figures[visit] = page.evaluate(FIRST_LOAD)
    context.close()
    return figures


def tap_times(browser, url: str, profile: dict, rules: str, hands: int) -> list[float]:
    """Milliseconds from each tile tapped to its answer painted, over `hands` hands built tap by tap."""
    context = browser.new_context(**PHONE)
    page = context.new_page()
    emulate(context, page, profile)
    times = []
    for _ in range(hands):
        page.goto(f"{url}/?rules={rules}", wait_until="load")
        page.evaluate(RECORDER)
        for code in HANDS[rules]:
            page.locator(f'.picker button[name="add"][value="{code}"]').click()
            page.wait_for_function("() => { const t = window.__taps.at(-1); return t && t.painted; }")
            tap = page.evaluate("window.__taps.at(-1)")
            times.append(tap["painted"] - tap["sent"])
        if "14 of 14" in page.locator("#score").inner_text() or page.locator("#score .message").count():
            raise SystemExit(f"The {rules} hand did not end in a score: check HANDS.")
    context.close()
    return times


def tap_profile(browser, url: str, rules: str) -> None:
    """Where the browser's main thread spends a tap (CPU not slowed, no network delay): Chromium's
    own counters per tap, and the page's functions by the time spent in them and what they call."""
    context = browser.new_context(**PHONE)
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Performance.enable")
    page.goto(f"{url}/?rules={rules}", wait_until="load")
    page.evaluate(RECORDER)
    time.sleep(1)  # the first load's work done

    def counters():
        return {m["name"]: m["value"] for m in cdp.send("Performance.getMetrics")["metrics"]}

    cdp.send("Profiler.enable")
    cdp.send("Profiler.setSamplingInterval", {"interval": 100})
    before = counters()
    cdp.send("Profiler.start")
    for code in HANDS[rules]:
        # A click from the page itself, so that Playwright's checks before a click are not counted.
        page.evaluate("code => document.querySelector(`.picker button[name=add][value='${code}']`).click()", code)
        time.sleep(0.4)
    profile = cdp.send("Profiler.stop")["profile"]
    after = counters()
    context.close()
    taps = len(HANDS[rules])
    print(f"\nProfile of {taps} {rules} taps (CPU at full speed, no network delay), main thread per tap, ms:")
    print("  " + "   ".join(f"{name.removesuffix('Duration').lower()} {(after[name] - before[name]) * 1000 / taps:.1f}"
                            for name in ("TaskDuration", "ScriptDuration", "LayoutDuration", "RecalcStyleDuration")))
    nodes = {node["id"]: node for node in profile["nodes"]}
    parent = {child: node["id"] for node in profile["nodes"] for child in node.get("children", ())}
    inclusive = collections.Counter()
    for sample, delta in zip(profile["samples"], profile["timeDeltas"][1:] + [0]):
        seen, node = set(), sample
        while node is not None:
            frame = nodes[node]["callFrame"]
            name = f"{frame['functionName'] or '(anonymous)'} {frame['url'].rsplit('/', 1)[-1]}".strip()
            if name not in seen:
                inclusive[name] += delta
                seen.add(name)
            node = parent.get(node)
    print("  functions by time in them and their callees (the profiler's sampling slows them):")
    for name, micros in inclusive.most_common(16)[2:]:  # (root) and (idle) first
        print(f"  {micros / 1000 / taps:7.2f}  {name}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hands", type=int, default=5, help="hands tapped in per rule set and profile (default 5)")
    parser.add_argument("--profile", action="store_true", help="also profile the taps of one MCR hand")
    parser.add_argument("--later", action="store_true",
                        help=f"also visit the page again {STALE_AFTER} s after the first visit (a minute's wait per profile)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as workdir:
        server, url = start_server(Path(workdir))
        try:
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
                print(f"Chromium at 390 x 844, CPU slowed {PROFILES['phone, Wi-Fi']['cpu']}x; "
                      f"the app served with DEBUG off by runserver and whitenoise")
                for name, profile in PROFILES.items():
                    print(f"\n{name} ({profile['latency']} ms round trip"
                          + (f", {profile['down'] * 8 / 1e6:.1f} Mbit/s down)" if profile["down"] > 0 else ")"))
                    for visit, f in first_loads(browser, url, profile, args.later).items():
                        print(f"  {visit:<13} first paint {f['fcp']:>6.0f} ms   loaded {f['loaded']:>6.0f} ms"
                              f"   {f['bytes'] / 1024:>6.1f} KB in {f['requests']:>2} requests")
                    for rules in HANDS:
                        times = sorted(tap_times(browser, url, profile, rules, args.hands))
                        p95 = times[max(0, int(len(times) * 0.95) - 1)]
                        print(f"  tap ({rules:<9})  answer painted: median {statistics.median(times):>5.0f} ms"
                              f"   p95 {p95:>5.0f} ms   max {times[-1]:>5.0f} ms   ({len(times)} taps)")
                if args.profile:
                    tap_profile(browser, url, "mcr")
                browser.close()
        finally:
            server.terminate()
            server.wait()


if __name__ == "__main__":
    main()
