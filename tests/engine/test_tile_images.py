"""Checks on the generated tile images in static/tiles/ (no Django, no browser).

The images are produced by scripts/make_tiles.py; glyphs must be outlines
(<path>), never <text>, so they render on devices without CJK fonts.
"""

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

TILES_DIR = Path(__file__).resolve().parents[2] / "static" / "tiles"
SVG_NS = "{http://www.w3.org/2000/svg}"

CODES = (
    [f"{n}{s}" for s in "mps" for n in range(1, 10)]
    + [f"{n}z" for n in range(1, 8)]
    + [f"{n}f" for n in range(1, 9)]
)


def _local(tag: str) -> str:
    return tag.rsplit("}", 1)[-1]


def test_there_are_42_codes():
    assert len(CODES) == 42
    assert len(set(CODES)) == 42


@pytest.mark.parametrize("code", CODES)
def test_tile_file_exists(code):
    path = TILES_DIR / f"{code}.svg"
    assert path.is_file(), f"missing {path}"
    assert path.stat().st_size > 0


@pytest.mark.parametrize("code", CODES)
def test_tile_is_svg_with_common_viewbox_and_no_text(code):
    root = ET.parse(TILES_DIR / f"{code}.svg").getroot()
    assert root.tag == f"{SVG_NS}svg"
    assert root.get("viewBox") == "0 0 60 80"
    tags = {_local(el.tag) for el in root.iter()}
    assert "text" not in tags
    assert "tspan" not in tags
    # something is actually drawn on the face besides the tile body
    assert len(list(root.iter())) > 4


def test_all_tiles_share_the_same_viewbox():
    boxes = {ET.parse(TILES_DIR / f"{c}.svg").getroot().get("viewBox") for c in CODES}
    assert len(boxes) == 1


def test_glyph_tiles_use_paths():
    # characters, winds, red/green dragons, flowers and seasons carry glyph outlines
    glyph_codes = [c for c in CODES if c[1] in "mf"] + ["1z", "2z", "3z", "4z", "6z", "7z"]
    for code in glyph_codes:
        root = ET.parse(TILES_DIR / f"{code}.svg").getroot()
        assert any(_local(el.tag) == "path" for el in root.iter()), code


def test_total_size_is_small():
    total = sum((TILES_DIR / f"{c}.svg").stat().st_size for c in CODES)
    assert total < 90_000, f"42 tile SVGs total {total} bytes"
