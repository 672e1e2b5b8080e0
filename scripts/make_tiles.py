#!/usr/bin/env python3
"""Generate the mahjong tile images in static/tiles/ as small SVG files.

Everything is drawn here: tile body, dots, bamboo sticks, the 1s bird and the
frames are plain SVG shapes; the Chinese characters and the digits are glyph
outlines taken at build time from an OFL-licensed font (Noto Serif CJK) with
fontTools and written as <path> elements (no <text>), so the images render
the same on devices without CJK fonts.

Usage (from the repository root):

    .venv/bin/pip install fonttools        # build-time tool only
    .venv/bin/python scripts/make_tiles.py [--font PATH] [--out DIR]

Output is deterministic: running it twice gives byte-identical files.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
from pathlib import Path

from fontTools.pens.boundsPen import BoundsPen
from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTCollection, TTFont

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = ROOT / "static" / "tiles"
DEFAULT_FONTS = [
    "/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc",
    "/usr/share/fonts/opentype/noto-cjk/NotoSerifCJK-Bold.ttc",
    "/usr/share/fonts/noto-cjk/NotoSerifCJK-Bold.ttc",
]
# Traditional-Chinese face of the collection (萬, 發, 東, 蘭 ... in TC forms).
FONT_FACE = "Noto Serif CJK TC"

# Tile geometry (all tiles share this viewBox, aspect 3:4).
W, H = 60, 80
VIEWBOX = f"0 0 {W} {H}"
FACE_X, FACE_Y, FACE_W, FACE_H = 0.5, 0.5, 56.5, 76
CX = FACE_X + FACE_W / 2  # 28.75
CY = FACE_Y + FACE_H / 2  # 38.5

# Palette.
IVORY = "#fbf7ea"
BLUE = "#1d4f9c"
GREEN = "#1d7a3e"
RED = "#c8232c"
DARK = "#1b1f2e"
NAVY = "#1c2f6b"

NUMERALS = "一二三四五六七八九"
WINDS = "東南西北"
FLOWERS = "梅蘭菊竹"
SEASONS = "春夏秋冬"


def fmt(v: float, nd: int = 1) -> str:
    """Compact decimal: round to nd places, drop trailing zeros / leading 0."""
    v = round(v, nd)
    if v == 0:
        return "0"
    s = f"{v:.{nd}f}".rstrip("0").rstrip(".")
    if s.startswith("0."):
        s = s[1:]
    elif s.startswith("-0."):
        s = "-" + s[2:]
    return s


# --------------------------------------------------------------------------
# Glyph outlines
# --------------------------------------------------------------------------

class CompactPathPen(SVGPathPen):
    """SVGPathPen variant that writes integer, relative path commands.

    Coordinates arrive already scaled/flipped by a TransformPen; they are
    rounded to integers (1/100 em) and written as relative commands with
    minimal separators, which keeps the CJK outlines small.
    """

    def __init__(self, glyphSet=None):
        super().__init__(glyphSet)
        self._out: list[str] = []
        self._cmd = None
        self._cur = (0, 0)
        self._start = (0, 0)

    def _emit(self, cmd: str, nums):
        parts = []
        if cmd != self._cmd or cmd == "m":
            parts.append(cmd)
            first = True
        else:
            first = False
        for n in nums:
            s = str(n)
            if not first and not s.startswith("-"):
                parts.append(" ")
            parts.append(s)
            first = False
        self._out.append("".join(parts))
        self._cmd = "l" if cmd == "m" else cmd

    @staticmethod
    def _r(pt):
        return (round(pt[0]), round(pt[1]))

    def _moveTo(self, pt):
        p = self._r(pt)
        self._emit("m", (p[0] - self._cur[0], p[1] - self._cur[1]))
        self._cur = self._start = p

    def _lineTo(self, pt):
        p = self._r(pt)
        dx, dy = p[0] - self._cur[0], p[1] - self._cur[1]
        if dx == 0 and dy == 0:
            return
        if dy == 0:
            self._emit("h", (dx,))
        elif dx == 0:
            self._emit("v", (dy,))
        else:
            self._emit("l", (dx, dy))
        self._cur = p

    def _curveToOne(self, pt1, pt2, pt3):
        a, b, c = self._r(pt1), self._r(pt2), self._r(pt3)
        x, y = self._cur
        self._emit("c", (a[0] - x, a[1] - y, b[0] - x, b[1] - y, c[0] - x, c[1] - y))
        self._cur = c

    def _qCurveToOne(self, pt1, pt2):
        a, b = self._r(pt1), self._r(pt2)
        x, y = self._cur
        self._emit("q", (a[0] - x, a[1] - y, b[0] - x, b[1] - y))
        self._cur = b

    def _closePath(self):
        self._out.append("z")
        self._cmd = "z"
        self._cur = self._start

    _endPath = _closePath

    def getCommands(self) -> str:
        return "".join(self._out)


class GlyphSource:
    GRID = 0.1  # font units (1000/em) -> path units (100/em)

    def __init__(self, path: str):
        if path.lower().endswith((".ttc", ".otc")):
            coll = TTCollection(path)
            fonts = coll.fonts
            font = next(
                (f for f in fonts if f["name"].getDebugName(1) == FONT_FACE),
                fonts[0],
            )
        else:
            font = TTFont(path)
        self.font = font
        self.name = font["name"].getDebugName(4)
        self.cmap = font.getBestCmap()
        self.glyphs = font.getGlyphSet()
        self.upm = font["head"].unitsPerEm
        self._cache: dict[str, tuple[str, tuple]] = {}

    def outline(self, ch: str):
        """Return (path d in 100/em grid, y down, bbox in same grid)."""
        if ch in self._cache:
            return self._cache[ch]
        gname = self.cmap[ord(ch)]
        glyph = self.glyphs[gname]
        k = 100 / self.upm
        pen = CompactPathPen(self.glyphs)
        glyph.draw(TransformPen(pen, (k, 0, 0, -k, 0, 0)))
        bp = BoundsPen(self.glyphs)
        glyph.draw(bp)
        x0, y0, x1, y1 = bp.bounds
        bbox = (x0 * k, -y1 * k, x1 * k, -y0 * k)
        self._cache[ch] = (pen.getCommands(), bbox)
        return self._cache[ch]

    def place(self, ch, cx, cy, fill, *, em=None, box=None, extra=""):
        """Glyph path centred (by bbox) on (cx, cy).

        em: glyph em size in tile units (consistent stroke weight), or
        box=(w, h): scale so the glyph bbox fits inside the box.
        """
        d, (x0, y0, x1, y1) = self.outline(ch)
        if box is not None:
            s = min(box[0] / (x1 - x0), box[1] / (y1 - y0))
        else:
            s = em / 100
        tx = cx - s * (x0 + x1) / 2
        ty = cy - s * (y0 + y1) / 2
        tr = f"matrix({fmt(s, 4)} 0 0 {fmt(s, 4)} {fmt(tx, 2)} {fmt(ty, 2)})"
        return f'<path fill="{fill}"{extra} transform="{tr}" d="{d}"/>'


# --------------------------------------------------------------------------
# Tile body
# --------------------------------------------------------------------------

def body(face_fill: str = "url(#f)") -> str:
    return (
        # thickness: darker body peeking out at bottom/right
        f'<rect x="1.5" y="2" width="58" height="77.5" rx="5" fill="#bfa86f" stroke="#6f5c33" stroke-width=".6"/>'
        f'<rect x="{fmt(FACE_X)}" y="{fmt(FACE_Y)}" width="{fmt(FACE_W)}" height="{fmt(FACE_H)}" '
        f'rx="4.5" fill="{face_fill}" stroke="#9c8a5c" stroke-width=".6"/>'
    )


FACE_GRADIENT = (
    '<linearGradient id="f" x1="0" y1="0" x2="1" y2="1">'
    '<stop offset="0" stop-color="#fffdf4"/><stop offset="1" stop-color="#efe6cb"/>'
    "</linearGradient>"
)


def svg(content: str, defs: str = "", face: str = "url(#f)", grad: str = FACE_GRADIENT) -> str:
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="{VIEWBOX}">'
        f"<defs>{grad}{defs}</defs>{body(face)}{content}</svg>\n"
    )


def use(ref: str, x: float, y: float, extra: str = "") -> str:
    return f'<use href="#{ref}" x="{fmt(x)}" y="{fmt(y)}"{extra}/>'


# --------------------------------------------------------------------------
# Circles (pin)
# --------------------------------------------------------------------------

def dot_def(ref: str, color: str, r: float) -> str:
    return (
        f'<g id="{ref}"><circle r="{fmt(r)}" fill="{color}"/>'
        f'<circle r="{fmt(r * .74)}" fill="{IVORY}"/>'
        f'<circle r="{fmt(r * .56)}" fill="{color}"/>'
        f'<circle r="{fmt(r * .2)}" fill="{IVORY}"/></g>'
    )


def one_pin() -> str:
    r = 21
    parts = [
        f'<circle cx="{fmt(CX)}" cy="{fmt(CY)}" r="{r}" fill="{GREEN}"/>',
        f'<circle cx="{fmt(CX)}" cy="{fmt(CY)}" r="18.6" fill="{IVORY}"/>',
    ]
    # ring of small petals
    defs = f'<circle id="p" r="2.2" fill="{BLUE}"/>'
    for i in range(12):
        a = 2 * math.pi * i / 12
        parts.append(use("p", CX + 15.3 * math.cos(a), CY + 15.3 * math.sin(a)))
    parts += [
        f'<circle cx="{fmt(CX)}" cy="{fmt(CY)}" r="11.6" fill="{RED}"/>',
        f'<circle cx="{fmt(CX)}" cy="{fmt(CY)}" r="9" fill="{IVORY}"/>',
        f'<circle cx="{fmt(CX)}" cy="{fmt(CY)}" r="7" fill="{GREEN}"/>',
        f'<circle cx="{fmt(CX)}" cy="{fmt(CY)}" r="2.6" fill="{IVORY}"/>',
    ]
    return svg("".join(parts), defs)


def pin(n: int) -> str:
    if n == 1:
        return one_pin()
    # (radius, [(colour-ref, x, y), ...])
    xl, xr = CX - 12.5, CX + 12.5
    layouts = {
        2: (10, [("g", CX, 21), ("b", CX, 56)]),
        3: (8.6, [("b", 13.5, 14.5), ("r", CX, CY), ("g", 44, 62.5)]),
        4: (9.6, [("b", xl, 22), ("g", xr, 22), ("g", xl, 55), ("b", xr, 55)]),
        5: (8.6, [("b", 13.5, 14.5), ("g", 44, 14.5), ("r", CX, CY),
                  ("g", 13.5, 62.5), ("b", 44, 62.5)]),
        6: (7.8, [("g", xl, 13.5), ("g", xr, 13.5), ("r", xl, 41), ("r", xr, 41),
                  ("r", xl, 63), ("r", xr, 63)]),
        7: (6.8, [("g", 12, 10.5), ("g", CX, 18.5), ("g", 45.5, 26.5),
                  ("r", xl, 45), ("r", xr, 45), ("r", xl, 63.5), ("r", xr, 63.5)]),
        8: (7.2, [(("b", x, y)) for y in (11.5, 29.2, 46.9, 64.6) for x in (xl, xr)]),
        9: (7.3, [(c, x, y) for c, y in (("b", 14), ("r", CY), ("g", 63))
                  for x in (CX - 16, CX, CX + 16)]),
    }
    r, dots = layouts[n]
    colors = {"b": BLUE, "g": GREEN, "r": RED}
    used = sorted({c for c, _, _ in dots})
    defs = "".join(dot_def(c, colors[c], r) for c in used)
    return svg("".join(use(c, x, y) for c, x, y in dots), defs)


# --------------------------------------------------------------------------
# Bamboo (sou)
# --------------------------------------------------------------------------

def stick_def(ref: str, color: str, dark: str, length: float, width: float = 5.6) -> str:
    hl, hw = length / 2, width / 2
    node = (
        f'<rect x="{fmt(-hw - .6)}" y="-.9" width="{fmt(width + 1.2)}" height="1.8" rx=".9" fill="{dark}"/>'
    )
    return (
        f'<g id="{ref}">'
        f'<rect x="{fmt(-hw)}" y="{fmt(-hl)}" width="{fmt(width)}" height="{fmt(length)}" '
        f'rx="{fmt(hw)}" fill="{color}" stroke="{dark}" stroke-width=".6"/>'
        f'<path d="M{fmt(-hw * .25)} {fmt(-hl + 2.4)}V{fmt(hl - 2.4)}" stroke="#fff" '
        f'stroke-opacity=".55" stroke-width="1.1"/>'
        f'<g transform="translate(0 {fmt(-hl + 1.6)})">{node}</g>{node}'
        f'<g transform="translate(0 {fmt(hl - 1.6)})">{node}</g>'
        f"</g>"
    )


def sticks(items, length, width=6.4) -> str:
    """items: (ref, x, y, angle)"""
    used = sorted({it[0] for it in items})
    spec = {"g": (GREEN, "#0d4a22"), "r": (RED, "#7a1016"), "b": (BLUE, "#0f2d5e")}
    defs = "".join(stick_def(c, *spec[c], length, width) for c in used)
    out = []
    for ref, x, y, a in items:
        extra = f' transform="rotate({fmt(a)} {fmt(x)} {fmt(y)})"' if a else ""
        out.append(use(ref, x, y, extra))
    return svg("".join(out), defs)


def bird() -> str:
    """A simple stylised peacock-like bird for 1s."""
    p = [
        # tail feathers (fan to the right/up)
        '<g stroke="#0d4a22" stroke-width=".6">',
        f'<path fill="{GREEN}" d="M30 46C36 30 44 18 52 12C50 24 46 36 34 50Z"/>',
        f'<path fill="{BLUE}" d="M32 48C40 38 48 32 54 30C50 40 44 46 34 52Z"/>',
        f'<path fill="{GREEN}" d="M26 44C28 30 32 16 40 6C42 18 38 32 30 46Z"/>',
        "</g>",
        # eye spots on feathers
        f'<circle cx="48.5" cy="18" r="2.4" fill="{RED}"/><circle cx="48.5" cy="18" r="1" fill="{IVORY}"/>',
        f'<circle cx="49" cy="34" r="2.4" fill="{RED}"/><circle cx="49" cy="34" r="1" fill="{IVORY}"/>',
        f'<circle cx="37.5" cy="13" r="2.4" fill="{RED}"/><circle cx="37.5" cy="13" r="1" fill="{IVORY}"/>',
        # legs
        f'<path d="M24 58L22 68M30 58L31 68M18 68.5H26M27 68.5H35" stroke="{RED}" stroke-width="1.6" '
        f'stroke-linecap="round" fill="none"/>',
        # body
        f'<path fill="{GREEN}" stroke="#0d4a22" stroke-width=".7" d="M14 30C10 40 12 54 22 59C30 62 36 56 37 49C38 41 30 38 24 36C20 34 18 30 14 30Z"/>',
        # wing
        f'<path fill="{BLUE}" stroke="#0f2d5e" stroke-width=".6" d="M20 42C24 40 32 42 34 50C30 56 24 56 20 52C22 50 21 46 20 42Z"/>',
        # breast highlight
        f'<path fill="{RED}" d="M13.5 36C12 44 14 52 19 56C17 50 16 42 16.5 36Z"/>',
        # neck and head
        f'<path fill="{GREEN}" stroke="#0d4a22" stroke-width=".7" d="M13 33C12 28 12 24 13 21C15 17 21 17 22 22C22 26 18 28 18 34Z"/>',
        f'<circle cx="17" cy="21" r="4.6" fill="{GREEN}" stroke="#0d4a22" stroke-width=".7"/>',
        # beak
        '<path fill="#d99a1e" stroke="#7a5208" stroke-width=".5" d="M12.8 19.6L6.5 21.8L12.8 23.2Z"/>',
        # eye
        f'<circle cx="16.3" cy="20.3" r="1.5" fill="{IVORY}"/><circle cx="16.1" cy="20.3" r=".8" fill="{DARK}"/>',
        # crest
        f'<path d="M17 16.5L15.5 10.5M18.2 16.6L19.5 10.8M19.3 17.4L23 12.6" stroke="{RED}" stroke-width="1.2" stroke-linecap="round"/>',
        f'<g fill="{RED}"><circle cx="15.4" cy="10.2" r="1.4"/><circle cx="19.6" cy="10.4" r="1.4"/><circle cx="23.2" cy="12.3" r="1.4"/></g>',
    ]
    return svg("".join(p))


def sou(n: int) -> str:
    if n == 1:
        return bird()
    xl, xr = CX - 10.5, CX + 10.5
    x3 = (CX - 16, CX, CX + 16)
    ya, yb = 21.5, 55.5
    if n == 2:
        return sticks([("g", CX, ya, 0), ("g", CX, yb, 0)], 28)
    if n == 3:
        return sticks([("g", CX, ya, 0), ("g", xl, yb, 0), ("g", xr, yb, 0)], 28)
    if n == 4:
        return sticks([(c, x, y, 0) for y in (ya, yb) for c, x in (("g", xl), ("g", xr))], 28)
    if n == 5:
        return sticks([("g", 13.5, 20, 0), ("g", 44, 20, 0), ("r", CX, CY, 0),
                       ("g", 13.5, 57, 0), ("g", 44, 57, 0)], 25)
    if n == 6:
        return sticks([("g", x, y, 0) for y in (ya, yb) for x in x3], 28)
    if n == 7:
        return sticks([("r", CX, 13, 0)] + [("g", x, y, 0) for y in (38.5, 64) for x in x3], 20, 5.8)
    if n == 8:
        items = []
        for y, s in ((ya, 1), (yb, -1)):
            items += [("g", 9, y, 0), ("g", 48.5, y, 0),
                      ("g", CX - 7, y, 20 * s), ("g", CX + 7, y, -20 * s)]
        return sticks(items, 28)
    if n == 9:
        return sticks([("r" if x == CX else "g", x, y, 0)
                       for y in (13, 38.5, 64) for x in x3], 20, 5.8)
    raise ValueError(n)


# --------------------------------------------------------------------------
# Glyph tiles
# --------------------------------------------------------------------------

def man(g: GlyphSource, n: int) -> str:
    num = g.place(NUMERALS[n - 1], CX, 19, NAVY, em=30)
    wan = g.place("萬", CX, 54, RED, box=(44, 35))
    return svg(num + wan)


def honor(g: GlyphSource, n: int) -> str:
    if n <= 4:
        return svg(g.place(WINDS[n - 1], CX, CY, DARK, box=(46, 54)))
    if n == 5:
        return svg(
            f'<rect x="11" y="12" width="35.5" height="53" rx="1.5" fill="none" stroke="{BLUE}" stroke-width="3.4"/>'
            f'<rect x="15.5" y="16.5" width="26.5" height="44" fill="none" stroke="{BLUE}" stroke-width="1"/>'
        )
    if n == 6:
        return svg(g.place("發", CX, CY, GREEN, box=(48, 56)))
    if n == 7:
        return svg(g.place("中", CX, CY, RED, box=(44, 58)))
    raise ValueError(n)


def blossom(x: float, y: float, color: str) -> str:
    petals = "".join(
        f'<circle cx="{fmt(x + 2.2 * math.cos(a))}" cy="{fmt(y + 2.2 * math.sin(a))}" r="1.8"/>'
        for a in (math.radians(-90 + 72 * i) for i in range(5))
    )
    return f'<g fill="{color}">{petals}</g><circle cx="{fmt(x)}" cy="{fmt(y)}" r="1.1" fill="#e7b21f"/>'


def bonus(g: GlyphSource, n: int) -> str:
    flower = n <= 4
    k = (n - 1) % 4
    ch = (FLOWERS if flower else SEASONS)[k]
    color = GREEN if flower else BLUE
    numc = RED
    digit = g.place(str(k + 1), 9.5, 11.5, numc, em=17)
    glyph = g.place(ch, CX + 1, 44, color, box=(42, 46))
    if flower:
        motif = blossom(46.5, 11, "#d9577a")
    else:
        motif = (
            f'<circle cx="46.5" cy="11" r="4" fill="{RED}"/>'
            f'<circle cx="46.5" cy="11" r="5.6" fill="none" stroke="{RED}" stroke-width=".8" '
            f'stroke-dasharray="1.2 1.2"/>'
        )
    return svg(digit + motif + glyph)


def back() -> str:
    grad = (
        '<linearGradient id="f" x1="0" y1="0" x2="1" y2="1">'
        '<stop offset="0" stop-color="#3c9a63"/><stop offset="1" stop-color="#1f6a40"/>'
        "</linearGradient>"
    )
    inner = '<rect x="4" y="4" width="49.5" height="69" rx="3" fill="none" stroke="#a9dcbc" stroke-opacity=".5" stroke-width=".8"/>'
    return svg(inner, grad=grad)


# --------------------------------------------------------------------------

def tile_codes():
    for suit in "mps":
        for n in range(1, 10):
            yield f"{n}{suit}"
    for n in range(1, 8):
        yield f"{n}z"
    for n in range(1, 9):
        yield f"{n}f"


def render(code: str, g: GlyphSource) -> str:
    n, suit = int(code[0]), code[1]
    if suit == "m":
        return man(g, n)
    if suit == "p":
        return pin(n)
    if suit == "s":
        return sou(n)
    if suit == "z":
        return honor(g, n)
    if suit == "f":
        return bonus(g, n)
    raise ValueError(code)


def find_font(explicit: str | None) -> str:
    if explicit:
        return explicit
    env = os.environ.get("TILE_FONT")
    if env:
        return env
    for p in DEFAULT_FONTS:
        if os.path.exists(p):
            return p
    sys.exit(
        "Noto Serif CJK Bold not found; install it (apt-get install fonts-noto-cjk) "
        "or pass --font /path/to/NotoSerifCJK-Bold.ttc"
    )


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--font", help="OTF/TTF/TTC font file (default: Noto Serif CJK Bold)")
    ap.add_argument("--out", default=str(DEFAULT_OUT), help="output directory")
    args = ap.parse_args(argv)

    g = GlyphSource(find_font(args.font))
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    total = 0
    for code in tile_codes():
        data = render(code, g).encode("utf-8")
        (out / f"{code}.svg").write_bytes(data)
        total += len(data)
    (out / "back.svg").write_bytes(back().encode("utf-8"))
    print(f"font: {g.name}; wrote 42 tiles + back.svg to {out} ({total} bytes for the 42 tiles)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
