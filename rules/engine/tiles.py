"""Tiles in the mpsz notation of shared/hand-format.md.

Every tile is one of 42 interned `Tile` objects, so equality and hashing are cheap and
`Tile.parse("5p") is Tile.parse("5p")`. Playing tiles carry an `index` 0..33 used for
count arrays (characters 0-8, circles 9-17, bamboo 18-26, winds 27-30, dragons 31-33).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

SUITS = "mps"
# The counts, rank 1 to 9, of 1112345678999 of one suit: the Nine Gates before the winning tile.
NINE_GATES = (3, 1, 1, 1, 1, 1, 1, 1, 3)
WIND_LETTERS = "ESWN"


@dataclass(frozen=True, eq=False, slots=True)
class Tile:
    """One of the 42 tiles. Tiles are interned (only `_build_tiles` makes them), so equality
    and hashing are by identity, which is what the hot paths of scoring need to be fast."""

    suit: str
    rank: int
    index: int = -1

    def __lt__(self, other: Tile) -> bool:
        return _ORDER[self] < _ORDER[other]

    def __reduce__(self):
        return (Tile.parse, (str(self),))

    @staticmethod
    def parse(code: str) -> Tile:
        """The tile for a two-character code such as `5p`; raises KeyError for an unknown code."""
        return TILE_BY_CODE[code]

    def __str__(self) -> str:
        return f"{self.rank}{self.suit}"

    def __repr__(self) -> str:
        return f"Tile({self})"

    @property
    def is_suited(self) -> bool:
        return self.suit in SUITS

    @property
    def is_honour(self) -> bool:
        return self.suit == "z"

    @property
    def is_wind(self) -> bool:
        return self.suit == "z" and self.rank <= 4

    @property
    def is_dragon(self) -> bool:
        return self.suit == "z" and self.rank >= 5

    @property
    def is_terminal(self) -> bool:
        return self.suit in SUITS and self.rank in (1, 9)

    @property
    def is_major(self) -> bool:
        """Terminal or honour ("major" in British rules, "yaochu" in Chinese ones)."""
        return self.suit == "z" or self.rank in (1, 9)

    @property
    def is_simple(self) -> bool:
        return self.suit in SUITS and 2 <= self.rank <= 8

    @property
    def is_bonus(self) -> bool:
        return self.suit == "f"

    @property
    def is_flower(self) -> bool:
        return self.suit == "f" and self.rank <= 4

    @property
    def is_season(self) -> bool:
        return self.suit == "f" and self.rank >= 5

    @property
    def wind_letter(self) -> str | None:
        """E S W N for a wind tile, or for the seat a flower or season belongs to."""
        if self.is_wind:
            return WIND_LETTERS[self.rank - 1]
        if self.is_bonus:
            return WIND_LETTERS[(self.rank - 1) % 4]
        return None

    def next(self, step: int = 1) -> Tile | None:
        """The suited tile `step` ranks higher, or None past 9 or for honours."""
        if self.suit not in SUITS or not 1 <= self.rank + step <= 9:
            return None
        return PLAYING_TILES[self.index + step]


def _build_tiles() -> tuple[tuple[Tile, ...], tuple[Tile, ...]]:
    playing, bonus = [], []
    for suit in SUITS:
        for rank in range(1, 10):
            playing.append(Tile(suit, rank, len(playing)))
    for rank in range(1, 8):
        playing.append(Tile("z", rank, len(playing)))
    for rank in range(1, 9):
        bonus.append(Tile("f", rank, -1))
    return tuple(playing), tuple(bonus)


PLAYING_TILES, BONUS_TILES = _build_tiles()
ALL_TILES = PLAYING_TILES + BONUS_TILES
TILE_BY_CODE = {str(t): t for t in ALL_TILES}
_ORDER = {t: position for position, t in enumerate(ALL_TILES)}
WINDS = tuple(TILE_BY_CODE[f"{r}z"] for r in range(1, 5))
DRAGONS = tuple(TILE_BY_CODE[f"{r}z"] for r in range(5, 8))
HONOURS = WINDS + DRAGONS
TERMINALS = tuple(t for t in PLAYING_TILES if t.is_terminal)
ORPHANS = TERMINALS + HONOURS
WIND_BY_LETTER = {letter: WINDS[i] for i, letter in enumerate(WIND_LETTERS)}
_SUIT_WORDS = {"m": ("character", "characters"), "p": ("circle", "circles"), "s": ("bamboo", "bamboo")}
_HONOUR_WORDS = ("East wind", "South wind", "West wind", "North wind", "White dragon", "Green dragon", "Red dragon")
_BONUS_WORDS = ("Plum", "Orchid", "Chrysanthemum", "Bamboo", "Spring", "Summer", "Autumn", "Winter")


def tile_name(code: str) -> str:
    """A tile in words, as a screen reader should say it: "5 bamboo", "1 circle", "East wind",
    "Plum (flower 1)", "Spring (season 1)"; a code that is no tile is given back as it is."""
    tile = TILE_BY_CODE.get(str(code))
    if tile is None:
        return str(code)
    if tile.suit == "z":
        return _HONOUR_WORDS[tile.rank - 1]
    if tile.suit == "f":
        kind, number = ("flower", tile.rank) if tile.rank <= 4 else ("season", tile.rank - 4)
        return f"{_BONUS_WORDS[tile.rank - 1]} ({kind} {number})"
    one, many = _SUIT_WORDS[tile.suit]
    return f"{tile.rank} {one if tile.rank == 1 else many}"


GREEN_TILES = frozenset(TILE_BY_CODE[c] for c in ("2s", "3s", "4s", "6s", "8s", "6z"))

# Friendly input spellings; output always uses the codes above.
ALIASES = {
    "E": "1z", "S": "2z", "W": "3z", "N": "4z",
    "P": "5z", "F": "6z", "C": "7z",  # white (plain), green (fa), red (chung)
    "Wh": "5z", "G": "6z", "R": "7z",
}

_TOKEN = re.compile(r"\s*(?:(\d+)([a-zA-Z])|([A-Za-z][a-z]?)(?![a-z]))")

# Unicode's mahjong tiles (U+1F000-U+1F029), as a page or a chat pastes them. Unicode orders
# the flowers plum, orchid, bamboo, chrysanthemum; the codes number them by seat.
_GLYPH_CODES = ("1z", "2z", "3z", "4z", "7z", "6z", "5z",
                *(f"{rank}m" for rank in range(1, 10)), *(f"{rank}s" for rank in range(1, 10)),
                *(f"{rank}p" for rank in range(1, 10)), "1f", "2f", "4f", "3f", "5f", "6f", "7f", "8f")
_PASTED = {0x1F000 + offset: code for offset, code in enumerate(_GLYPH_CODES)}
_PASTED.update({0xFE0E: None, 0xFE0F: None})  # emoji presentation selectors (🀄️)


def normalize_text(text: str) -> str:
    """Text as typed or pasted, in the plain characters the notation reads: full-width forms from
    a CJK keyboard or spreadsheet (１２３ｍ, ＋５ｐ, （５５５ｐ）) become ASCII, mahjong tile glyphs
    become their codes, and invisible characters a web page or a word processor leaves in pasted
    text (zero-width spaces, joiners, byte-order marks, direction marks) are dropped."""
    if text.isascii():
        return text
    text = unicodedata.normalize("NFKC", text).translate(_PASTED)
    return "".join(char for char in text if unicodedata.category(char) != "Cf")


# How much of a part that is not a tile an error message repeats: enough to find it in the line.
_FRAGMENT_SHOWN = 24


def shown_fragment(fragment: str) -> str:
    """A part of the input as an error message quotes it: cut when long, and with each invisible
    or control character named by its code point, so that the message shows what is there."""
    cut = len(fragment) > _FRAGMENT_SHOWN
    fragment = fragment[:_FRAGMENT_SHOWN]
    shown = "".join(char if char.isprintable() and not char.isspace() or char == " " else f"<U+{ord(char):04X}>"
                    for char in fragment)
    return shown + ("…" if cut else "")


RANKS_OF_SUIT = {"m": "1m–9m", "p": "1p–9p", "s": "1s–9s", "z": "1z–7z", "f": "1f–8f"}

# Tiles written suit first (m123, z5), as some other tools write them.
_SUIT_FIRST = re.compile(r"([mpszf])(\d+)(?![A-Za-z])", re.IGNORECASE)


def suit_first_said(fragment: str) -> str | None:
    """How to write tiles given suit first (“m123”: as in 123m), or None when `fragment` is not that."""
    match = _SUIT_FIRST.fullmatch(fragment)
    if match is None:
        return None
    suit, digits = match.group(1).lower(), match.group(2)
    meant = f"{digits}{suit}"
    if all(f"{digit}{suit}" in TILE_BY_CODE for digit in digits):
        return f"“{shown_fragment(fragment)}”: write the numbers before the suit letter, as in {meant}."
    return f"“{shown_fragment(fragment)}”: write the numbers before the suit letter; {suit} tiles run {RANKS_OF_SUIT[suit]}."


class TileSyntaxError(ValueError):
    """A tile string that cannot be read; `.fragment` is the part that failed."""

    def __init__(self, fragment: str):
        self.fragment = fragment
        super().__init__(suit_first_said(fragment)
                         or f"“{shown_fragment(fragment)}” is not a tile. Tiles are written like {', '.join(RANKS_OF_SUIT.values())}.")


def parse_tiles(text: str) -> list[Tile]:
    """Read `123m 4p 11z E` into tiles, in order; raise TileSyntaxError at the first bad part."""
    return list(_parse_cached(text))


_COMPACT_CHARACTERS = "0123456789mpszf ,"
# The tiles of each suit letter by the digit of their rank.
_TILES_BY_SUIT = {suit: {str(tile.rank): tile for tile in ALL_TILES if tile.suit == suit} for suit in "mpszf"}


@lru_cache(maxsize=4096)
def _parse_cached(text: str) -> tuple[Tile, ...]:
    return _parse_compact(text) or _parse_tokens(normalize_text(text))


def _parse_compact(text: str) -> tuple[Tile, ...] | None:
    """The common spelling (digits, then a lowercase suit letter; spaces or commas between
    groups) read without the tokenizer; None for anything else, which `_parse_tokens` reads."""
    if text.strip(_COMPACT_CHARACTERS):  # a character the compact spelling has no use for
        return None
    # A space after each suit letter parts the text into its groups (123m): in C, many times faster
    # than reading it a character at a time. Digits cut off from their suit (1 2m) make a group of their own.
    groups = text.replace(",", " ").replace("m", "m ").replace("p", "p ").replace("s", "s ").replace("z", "z ").replace("f", "f ").split()
    tiles: list[Tile] = []
    for group in groups:
        tiles_by_rank = _TILES_BY_SUIT.get(group[-1])
        if tiles_by_rank is None or len(group) == 1:  # digits with no suit letter, or a letter with no digits
            return None
        try:
            tiles += [tiles_by_rank[digit] for digit in group[:-1]]
        except KeyError:  # a rank the suit does not have (0m, 8z, 9f)
            return None
    return tuple(tiles) if tiles else None


def _parse_tokens(text: str) -> tuple[Tile, ...]:
    tiles: list[Tile] = []
    position = 0
    text = text.strip()
    while position < len(text):
        if text[position] in " ,":
            position += 1
            continue
        match = _TOKEN.match(text, position)
        if not match:
            raise TileSyntaxError(text[position:].split()[0])
        digits, suit, alias = match.groups()
        if alias is not None:
            code = ALIASES.get(alias)
            if code is None:
                suit_first = _SUIT_FIRST.match(text, position)
                raise TileSyntaxError(suit_first.group(0) if suit_first else alias)
            tiles.append(TILE_BY_CODE[code])
        else:
            run = [TILE_BY_CODE.get(f"{digit}{suit.lower()}") for digit in digits]
            if None in run:
                raise TileSyntaxError(f"{digits}{suit}")
            tiles.extend(run)
        position = match.end()
    return tuple(tiles)


def tile_codes(text) -> list[str]:
    """The codes of the tiles written in a hand field, none when the field is not tiles."""
    try:
        return [str(t) for t in parse_tiles(text or "")]
    except (TileSyntaxError, TypeError):
        return []


def parse_tiles_leniently(text: str) -> tuple[tuple[Tile, ...], list[str]]:
    """The readable tiles of `text`, and the parts that are not tiles (each named once)."""
    try:
        return _parse_cached(text), []  # well-formed text, read once per distinct string
    except TileSyntaxError:
        pass
    tiles: list[Tile] = []
    bad: list[str] = []
    for part in normalize_text(text).replace(",", " ").split():
        try:
            tiles.extend(parse_tiles(part))
        except TileSyntaxError:
            if _SUIT_FIRST.fullmatch(part):  # m123: one part, said once with how to write it
                bad.append(part)
                continue
            for token in re.findall(r"\d+[A-Za-z]?|[A-Za-z]+|[^\sA-Za-z\d]+", part):
                try:
                    tiles.extend(parse_tiles(token))
                except TileSyntaxError:
                    bad.append(token)
    return tuple(tiles), bad


def format_tiles(tiles) -> str:
    """Compact mpsz: runs of one suit share a letter (`123m11z`), in the order given."""
    out: list[str] = []
    run_suit = None
    for tile in tiles:
        if run_suit is not None and tile.suit != run_suit:
            out.append(run_suit)
        out.append(str(tile.rank))
        run_suit = tile.suit
    if run_suit is not None:
        out.append(run_suit)
    return "".join(out)


def sort_tiles(tiles) -> list[Tile]:
    return sorted(tiles, key=_ORDER.__getitem__)
