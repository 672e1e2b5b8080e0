"""What a tap does to the hand on the page. The hand lives in the page as one line of
notation (rules.engine.notation); each tap turns the old line into a new one."""

from __future__ import annotations

from rules.engine.hand import read_hand
from rules.engine.notation import NotationError, format_line, parse_line
from rules.engine.tiles import (
    PLAYING_TILES,
    TILE_BY_CODE,
    parse_tiles,
    sort_tiles,
    tile_codes,
)

MODES = {
    "hand": "Hand",
    "chow": "Chow",
    "pung": "Pung",
    "kong": "Kong",
    "concealed_kong": "Hidden kong",
    "winning": "Winning",
}


class EditError(ValueError):
    pass


def read(line: str) -> dict:
    try:
        return parse_line(line or "")
    except NotationError as error:
        raise EditError(str(error)) from None


def add_tile(data: dict, code: str, mode: str) -> dict:
    """Add a tapped tile: to the hand, as a meld starting from it, or as the winning tile. A tap
    that would put a fifth copy of a tile in the hand is refused, and the hand kept."""
    added = _add_tile(data, code, mode)
    before, after = read_hand(data).hand.all_counts, read_hand(added).hand.all_counts
    for index, count in enumerate(after):
        if count > 4 and count > before[index]:
            raise EditError(f"The hand already holds all four {PLAYING_TILES[index]}: a set has only four of each tile.")
    return added


def _add_tile(data: dict, code: str, mode: str) -> dict:
    tile = TILE_BY_CODE.get(code)
    if tile is None:
        raise EditError(f"“{code}” is not a tile.")
    data = {**data, "melds": list(data.get("melds") or [])}
    if tile.is_bonus:
        bonus = tile_codes(data.get("bonus", ""))
        if code in bonus:
            raise EditError(f"{code} is already among the bonus tiles; a set has only one of each.")
        data["bonus"] = " ".join(bonus + [code])
        return data
    if mode in ("chow", "pung", "kong", "concealed_kong"):
        data["melds"].append({"tiles": " ".join(_meld_codes(tile, mode)), "concealed": mode == "concealed_kong"})
        return data
    concealed = tile_codes(data.get("concealed", ""))
    if mode == "winning":
        if data.get("winning_tile"):
            concealed.append(data["winning_tile"])
        data["winning_tile"] = code
        data["concealed"] = " ".join(concealed)
        return data
    if _one_tile_short_of_winning(data):
        data["winning_tile"] = code  # the tile that completes a winning hand is the one that won
    else:
        data["concealed"] = " ".join(concealed + [code])
    return data


def _one_tile_short_of_winning(data: dict) -> bool:
    """A winning hand with no winning tile yet, one tile short of the count it needs."""
    hand = read_hand(data).hand
    return hand is not None and hand.winner and hand.winning_tile is None and hand.tile_count == hand.tiles_required - 1


def _meld_codes(tile, mode: str) -> list[str]:
    if mode == "chow":
        if tile.is_honour:
            raise EditError("Winds and dragons cannot make a chow; choose Pung or Kong.")
        start = tile if tile.rank <= 7 else tile.next(7 - tile.rank)
        return [str(start), str(start.next(1)), str(start.next(2))]
    return [str(tile)] * (3 if mode == "pung" else 4)


def remove(data: dict, part: str) -> dict:
    """Remove what was tapped in the hand: `c3` a concealed tile, `m1` a meld, `w` the winning
    tile, `b0` a bonus tile. After a colon the part says what it showed (`c3:5p`, `m1:4p5p6p`): a
    tap sent after another that changed the hand (taps faster than the answers are queued) removes
    that tile or meld wherever it now is, and one already gone is not replaced by its neighbour."""
    data = {**data, "melds": list(data.get("melds") or [])}
    kind, number, _, shown = part[:1], *part[1:].partition(":")
    try:
        index = int(number) if number else 0
        if kind == "c":
            concealed = tile_codes(data.get("concealed", ""))
            del_code = concealed.pop(_position(concealed, index, shown))
            data["concealed"] = " ".join(concealed)
            data["_removed"] = del_code
        elif kind == "m":
            data["melds"].pop(_position([meld_shown(tile_codes(m.get("tiles"))) for m in data["melds"]], index, shown))
        elif kind == "w":
            data.pop("winning_tile", None)
        elif kind == "b":
            bonus = tile_codes(data.get("bonus", ""))
            bonus.pop(_position(bonus, index, shown))
            data["bonus"] = " ".join(bonus)
        else:
            raise IndexError
    except (IndexError, ValueError):
        raise EditError("That tile is no longer in the hand; the hand shown is up to date.") from None
    return data


def meld_shown(codes: list[str]) -> str:
    """How a removal tap names the meld it showed: its tiles' codes run together (4p5p6p)."""
    return "".join(codes)


def _position(parts: list[str], index: int, shown: str) -> int:
    """Where the tapped part is: at its index if it is still what the tap showed there (or the tap
    did not say), else where that part now is; IndexError/ValueError when it is gone."""
    if not shown or (0 <= index < len(parts) and parts[index] == shown):
        return index
    return parts.index(shown)


def make_winning(data: dict, part: str) -> dict:
    """Swap a tapped concealed tile (`c3`, or `c3:5p` as for remove) with the winning tile."""
    data = remove(data, part)
    code = data.pop("_removed")
    concealed = tile_codes(data.get("concealed", ""))
    if data.get("winning_tile"):
        concealed.append(data["winning_tile"])
    data["concealed"] = " ".join(concealed)
    data["winning_tile"] = code
    return data


def clear(data: dict) -> dict:
    """An empty hand that keeps the seat, the round and whether the player won."""
    return {k: v for k, v in data.items() if k in ("seat_wind", "round_wind", "winner")}


def with_situation(data: dict, *, flags, seat_wind: str, round_wind: str, discarder: str, lost: bool,
                   offered=None) -> dict:
    """The hand with the situation controls' settings: the flags ticked, the others the page
    offered cleared (a flag of another rule set's, not on this page, stays for when the player
    goes back to it), the winds, who discarded, and whether the player lost (the winning tile
    then joins the hand). `offered` None: every flag was on the page."""
    kept = {k: v for k, v in data.items() if v is not True or (offered is not None and k not in offered)}
    kept.update({flag: True for flag in flags})
    kept["seat_wind"] = seat_wind or "E"
    kept["round_wind"] = round_wind or "E"
    kept.pop("discarder", None)
    if discarder:
        kept["discarder"] = discarder
    if lost:
        kept["winner"] = False
        if kept.get("winning_tile"):
            kept["concealed"] = f"{kept.get('concealed', '')} {kept.pop('winning_tile')}"
    else:
        kept.pop("winner", None)
    return kept


def write(data: dict) -> str:
    """The line for the page, with the tiles in hand sorted as a player holds them."""
    data = {k: v for k, v in data.items() if not k.startswith("_") and k != "rules"}
    if data.get("concealed"):
        data["concealed"] = " ".join(str(t) for t in sort_tiles(parse_tiles(data["concealed"])))
    return format_line(data)
