#!/usr/bin/env python3
"""Make the app icon in static/icons/ from the red dragon tile (static/tiles/7z.svg): the tile
on the felt green of the hand panel, as an SVG and as the PNGs a phone's home screen needs.

The square is filled to its edges and the tile stays inside the middle 80% circle, so the same
image serves as a plain icon and as Android's "maskable" one (the launcher crops it to its own
shape). iOS takes only a PNG for its home screen (app-180.png); Android wants 192 and 512.

Usage (from the repository root; Playwright and Debian's Chromium, as for the browser tests):

    .venv/bin/python scripts/make_icons.py

Run it again after changing the tile or the felt colour; it overwrites the four files.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
TILE = ROOT / "static" / "tiles" / "7z.svg"
OUT = ROOT / "static" / "icons"
FELT = "#0f5c45"  # --felt in static/calculator.css
SIZE = 512
TILE_HEIGHT = 320  # of 512: the tile's corners stay inside the maskable safe circle (radius 204.8)
PNG_SIZES = (180, 192, 512)
CHROMIUM = os.environ.get("CHROMIUM_BIN", "/usr/bin/chromium")


def icon_svg() -> str:
    tile = TILE.read_text()
    width, height = map(float, re.search(r'viewBox="0 0 ([\d.]+) ([\d.]+)"', tile).groups())
    inner = tile[tile.index(">") + 1:tile.rindex("</svg>")]
    scale = TILE_HEIGHT / height
    left, top = (SIZE - width * scale) / 2, (SIZE - TILE_HEIGHT) / 2
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {SIZE} {SIZE}">'
            f'<rect width="{SIZE}" height="{SIZE}" fill="{FELT}"/>'
            f'<g transform="translate({left:g} {top:g}) scale({scale:g})">{inner}</g></svg>\n')


def main() -> None:
    OUT.mkdir(exist_ok=True)
    svg = icon_svg()
    (OUT / "app.svg").write_text(svg)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"])
        for size in PNG_SIZES:
            page = browser.new_page(viewport={"width": size, "height": size})
            page.set_content(f'<body style="margin:0">{svg.replace("<svg ", f"<svg width={size} height={size} ", 1)}</body>')
            page.screenshot(path=str(OUT / f"app-{size}.png"))
            page.close()
        browser.close()
    print(f"wrote {OUT / 'app.svg'} and app-{{{','.join(map(str, PNG_SIZES))}}}.png")


if __name__ == "__main__":
    main()
