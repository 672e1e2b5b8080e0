"""The one-line hand notation used by the page's text field, shareable URLs, example hands
and the `score` command. It maps one-to-one onto the hand JSON of shared/hand-format.md:

    123m444p1z (555p) [7777z] +1z 1f5f self_drawn seat=S round=E

- plain tiles are the concealed tiles in hand;
- `(...)` is a declared, exposed meld (chow, pung or kong, told by its tiles);
- `[....]` is a concealed kong;
- `+tile` is the winning tile;
- flowers and seasons (`1f`-`8f`) anywhere outside a meld are the bonus tiles;
- a bare word such as `self_drawn` sets that flag; `key=value` sets `seat`, `round`,
  `rules`, `discarder`, `winner` (`winner=no` for a hand that did not win) or an option
  (`option.<key>=<value>`);
- `#` starts a comment, to the end of the line.

Slips a scorer makes when typing fast read as meant: a winning tile glued to the tiles before it
(`11z2z+2z`) or parted from its `+` (`+ 2z`), a flag or setting in capitals (`SELF_DRAWN`,
`RULES=MCR`) or in words (`self drawn`). Pasted text is read as typed (tiles.normalize_text:
full-width characters, Unicode's mahjong tiles, invisible characters dropped). What cannot be
meant one way (two winning tiles, a setting given twice, a JSON hand) is an error saying so.
"""

from __future__ import annotations

import re
from collections import deque
from itertools import islice

from .hand import COMMON_FLAGS, SYSTEM_FLAGS
from .options import yes_or_no
from .tiles import TileSyntaxError, format_tiles, normalize_text, parse_tiles, suit_first_said

# A meld holds no bracket: `[^)\]]*` let each of a run of `[` scan to the end of the line, and
# findall then took time growing with the square of its length (minutes for a line of brackets).
_MELD = re.compile(r"([(\[])([^()\[\]]*)([)\]])")
# The longest line read as a hand: a full hand with every flag and option set takes under 300.
LONGEST_LINE = 1000
_WORD = re.compile(r"^[a-z][a-z0-9_]*$")
# A JSON object, or a JSON list of them: `[` alone opens a concealed kong.
_JSON = re.compile(r"\s*(?:\{|\[\s*[{\]\"])")


class NotationError(ValueError):
    pass


def parse_line(text: str) -> dict:
    """The hand dict for a line of notation; raises NotationError naming the bad part."""
    text = normalize_text(text).split("#", 1)[0]
    if len(text) > LONGEST_LINE:
        raise NotationError(f"This line is {len(text):,} characters long, and a hand's line takes at most {LONGEST_LINE:,}: "
                            "is it several hands, or a whole file, on one line? Write one hand per line.")
    if _JSON.match(text):
        raise NotationError("This is the one-line notation (like 123m456p789s1z (555p) +1z self_drawn), not JSON: "
                            "a JSON hand goes to /api/score or the score command.")
    data: dict = {"concealed": "", "melds": [], "bonus": ""}
    concealed: list[str] = []
    bonus: list[str] = []
    for opening, inner, closing in _MELD.findall(text):
        if (opening, closing) not in (("(", ")"), ("[", "]")):
            raise NotationError(f"“{opening}{inner}{closing}”: open a meld with ( and close it with ), or [ and ] for a concealed kong.")
        data["melds"].append({"tiles": inner.strip(), "concealed": opening == "["})
    rest = _MELD.sub(" ", text)
    if any(ch in rest for ch in "()[]"):
        raise NotationError("A meld bracket is not closed: write exposed melds as (555p) and concealed kongs as [7777z].")
    settings: dict[str, str] = {}
    tokens = deque(_tokens(rest))
    while tokens:
        token = tokens.popleft()
        # Tiles written suit first (m123, +m9) would be read as flags: a hand of no tiles, a warning for each.
        if said := suit_first_said(token.removeprefix("+")):
            raise NotationError(said)
        if (flag := _flag_in_words(token, tokens)) is not None:  # "self drawn", "Kong Replacement"
            data[flag] = True
        elif token.startswith("+"):
            if "winning_tile" in data:
                if "\n" in text.strip():  # several hands pasted at once, one per line
                    raise NotationError(f"This text holds more than one hand ({len(text.strip().splitlines())} lines, winning tiles "
                                        f"+{data['winning_tile']} and {token}): score one hand at a time here; the score command "
                                        "takes a file of hands, one per line.")
                raise NotationError(f"Two winning tiles (+{data['winning_tile']} and {token}): a hand has one, so keep one.")
            data["winning_tile"] = _coded(token[1:])
        elif "=" in token:
            key, _, value = token.partition("=")
            # Quotes round a value are no part of it: `rules="mcr"`, or “mcr” as a phone's or a
            # word processor's smart punctuation writes it.
            key, value = key.strip().lower(), value.strip().strip(VALUE_QUOTES)
            if key in settings:
                raise NotationError(f"“{key}=” is given twice ({settings[key]} and {value}): keep one.")
            settings[key] = value
            _setting(data, key, value)
        elif _WORD.match(token):
            data[token] = True
        elif _known_flag(word := token.lower().replace("-", "_")):  # SELF_DRAWN, self-drawn
            data[word] = True
        else:
            try:
                tiles = parse_tiles(token)
            except TileSyntaxError as error:
                raise NotationError(str(error)) from None
            bonus.extend(str(t) for t in tiles if t.is_bonus)
            concealed.extend(str(t) for t in tiles if not t.is_bonus)
    data["concealed"] = " ".join(concealed)
    data["bonus"] = " ".join(bonus)
    return data


def _coded(text: str) -> str:
    """One tile in the hand format's code (`E` → `1z`), as the concealed tiles are; anything else
    as written, for read_hand to explain."""
    try:
        tiles = parse_tiles(text)
    except TileSyntaxError:
        return text
    return str(tiles[0]) if len(tiles) == 1 else text


def _known_flag(word: str) -> bool:
    if not SYSTEM_FLAGS:
        from .systems import SYSTEMS

        len(SYSTEMS)  # discovering the systems fills SYSTEM_FLAGS
    return word in COMMON_FLAGS or word in SYSTEM_FLAGS


def _flag_in_words(token: str, following: deque[str]) -> str | None:
    """A flag written as separate words (`self drawn`, `Last Tile In Wall`), taking the words
    after `token` that it uses out of `following`; None when the words make no flag."""
    if not token.isalpha():
        return None
    words = [token]
    for word in islice(following, 3):
        if not word.isalpha():
            break
        words.append(word)
    for size in range(len(words), 1, -1):
        flag = "_".join(words[:size]).lower()
        if _known_flag(flag):
            for _ in range(size - 1):
                following.popleft()
            return flag
    return None


def _tokens(text: str) -> list[str]:
    """The line's words, with a winning tile glued to the tiles before it (`11z+2z`) split off
    and a lone `+` joined to the tile after it (`+ 2z`)."""
    tokens: list[str] = []
    joining = False
    for word in text.split():
        pieces = [word] if "=" in word or "+" not in word[1:] else [p for p in re.split(r"(?=\+)", word) if p]
        for piece in pieces:
            if joining:
                piece = "+" + piece
                joining = False
            if piece == "+":
                joining = True
                continue
            tokens.append(piece)
    if joining:
        raise NotationError("A + with no tile after it: write the winning tile as +5p.")
    return tokens


VALUE_QUOTES = "\"'“”‘’„«»"


def _setting(data: dict, key: str, value: str) -> None:
    match key:
        case "seat" | "seat_wind":
            data["seat_wind"] = value
        case "round" | "round_wind":
            data["round_wind"] = value
        case "rules":
            data[key] = value.lower()
        case "discarder":
            data[key] = value
        case "winner":
            if (won := yes_or_no(value)) is None or value == "":
                raise NotationError(f"“winner={value}”: write winner=no for a hand that did not win (or winner=yes).")
            data["winner"] = won
        case _ if key.startswith("option."):
            data.setdefault("options", {})[key.removeprefix("option.")] = value
        case _:
            raise NotationError(f"“{key}={value}”: the settings are seat=, round=, rules=, discarder=, winner= and option.<name>=.")


def format_line(data: dict, with_rules: bool = False) -> str:
    """The notation for a hand dict (the inverse of parse_line, up to spacing)."""
    parts = []
    if data.get("concealed"):
        parts.append(_compact(data["concealed"]))
    for meld in data.get("melds") or []:
        tiles = _compact(meld["tiles"] if isinstance(meld, dict) else meld)
        parts.append(f"[{tiles}]" if isinstance(meld, dict) and meld.get("concealed") else f"({tiles})")
    if data.get("winning_tile"):
        parts.append("+" + _compact(data["winning_tile"]))
    if data.get("bonus"):
        parts.append(_compact(data["bonus"]))
    for name in sorted(k for k, v in data.items() if v is True and k not in ("winner",)):
        parts.append(name)
    if data.get("winner") is False:
        parts.append("winner=no")
    for key, short in (("seat_wind", "seat"), ("round_wind", "round")):
        if data.get(key) and data[key] != "E":
            parts.append(f"{short}={data[key]}")
    if data.get("discarder"):
        parts.append(f"discarder={data['discarder']}")
    for key, value in (data.get("options") or {}).items():
        parts.append(f"option.{key}={value}")
    if with_rules and data.get("rules"):
        parts.append(f"rules={data['rules']}")
    return " ".join(parts)


def _compact(text: str) -> str:
    try:
        return format_tiles(parse_tiles(text))
    except TileSyntaxError:
        return text.replace(" ", "")
