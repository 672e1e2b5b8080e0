"""Checks on the generated tile images in static/tiles/ (no Django, no browser).

The images are produced by scripts/make_tiles.py; glyphs must be outlines
(<path>), never <text>, so they render on devices without CJK fonts.
"""

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from rules.engine.tiles import ALL_TILES

TILES_DIR = Path(__file__).resolve().parents[2] / "static" / "tiles"
SVG_NS = "{http://www.w3.org/2000/svg}"

CODES = [str(t) for t in ALL_TILES]


def _local(tag: str) -> str:
    return tag.rsplit("}", 1)[-1]


def test_one_image_per_engine_tile_and_a_back():
    assert {p.stem for p in TILES_DIR.glob("*.svg")} == {*CODES, "back"}


@pytest.mark.parametrize("code", [*CODES, "back"])
def test_tile_is_svg_with_common_viewbox_and_no_text(code):
    root = ET.parse(TILES_DIR / f"{code}.svg").getroot()
    assert root.tag == f"{SVG_NS}svg"
    assert root.get("viewBox") == "0 0 60 80"
    tags = {_local(el.tag) for el in root.iter()}
    assert "text" not in tags
    assert "tspan" not in tags
    # something is actually drawn on the face besides the tile body
    assert len(list(root.iter())) > 4


def test_glyph_tiles_use_paths():
    # characters, winds, red/green dragons, flowers and seasons carry glyph outlines
    glyph_codes = [c for c in CODES if c[1] in "mf"] + ["1z", "2z", "3z", "4z", "6z", "7z"]
    for code in glyph_codes:
        root = ET.parse(TILES_DIR / f"{code}.svg").getroot()
        assert any(_local(el.tag) == "path" for el in root.iter()), code


def test_total_size_is_small():
    total = sum((TILES_DIR / f"{c}.svg").stat().st_size for c in CODES)
    assert total < 90_000, f"42 tile SVGs total {total} bytes"
