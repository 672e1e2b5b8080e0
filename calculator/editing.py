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
            raise EditError(_fifth_copy_message(data, str(PLAYING_TILES[index]), before[index], count, mode))
    return added


def _fifth_copy_message(data: dict, code: str, held: int, would_hold: int, mode: str) -> str:
    """Why a tap is refused for a fifth copy, saying where the copies already held are, so the
    player sees which to take out (the one drawn may already be in hand, say, besides a pung)."""
    places = [f"{number} {place}" for number, place in _places_holding(data, code)]
    if not places:  # tiles written in a way this listing does not read: say what it can
        return f"The hand already holds {held} {code}: a set has only four of each tile."
    listed = places[0] if len(places) == 1 else ", ".join(places[:-1]) + f" and {places[-1]}"
    if held < 4:  # "The hand holds 2 5z in hand and 1 as the winning tile (+5z)"
        return (f"The hand holds {held} {code} {listed.partition(' ')[2]}: a set has only four of each tile, "
                f"so this tap would make {would_hold}.")
    # "all four 5p in hand", "all four 5z: 3 in the pung (555z) and 1 in hand"
    where = f" {listed.partition(' ')[2]}" if len(places) == 1 else f": {listed}"
    message = f"The hand already holds {'all four' if held == 4 else held} {code}{where}. A set has only four of each tile."
    if mode == "kong" and _exposed_pung(data, code) is not None and code in tile_codes(data.get("concealed")):
        # The drawn tile was entered in Hand mode first: the tap is the fourth tile, not that one.
        message += f" To add the {code} in hand to the pung, remove it from the hand, then tap {code} in Kong."
    elif mode in ("kong", "concealed_kong") and tile_codes(data.get("concealed")).count(code) == 4:
        # All four entered in Hand mode before the kong was declared: the tap would be a fifth.
        message += (f" To make the four {code} in hand a kong, remove one of them from the hand, "
                    f"then tap {code} in {MODES[mode]}.")
    return message


def _places_holding(data: dict, code: str) -> list[tuple[int, str]]:
    """How many of a tile each part of the hand holds: its melds, the tiles in hand, the winning tile."""
    places = []
    for meld in data.get("melds") or []:
        codes = tile_codes(meld.get("tiles"))
        if code in codes:
            same = len(set(codes)) == 1
            kind = {(True, 3): "pung", (True, 4): "kong", (False, 3): "chow"}.get((same, len(codes)), "meld")
            places.append((codes.count(code), f"in the {kind} {_shown(meld)}"))
    if code in (concealed := tile_codes(data.get("concealed"))):
        places.append((concealed.count(code), "in hand"))
    if tile_codes(data.get("winning_tile")) == [code]:
        places.append((1, f"as the winning tile (+{code})"))
    return places


def _add_tile(data: dict, code: str, mode: str) -> dict:
    tile = TILE_BY_CODE.get(code)
    if tile is None:
        raise EditError(f"“{code}” is not a tile.")
    data = {**data, "melds": list(data.get("melds") or [])}
    if tile.is_bonus:
        bonus = tile_codes(data.get("bonus", ""))
        if code in bonus:
            raise EditError(f"{code} is already among the bonus tiles; a set has only one of each.")
        data["bonus"] = " ".join(sorted(bonus + [code]))  # in order, whatever order they were tapped in
        return data
    if mode in ("chow", "pung", "kong", "concealed_kong"):
        return _add_meld(data, tile, mode)
    concealed = tile_codes(data.get("concealed", ""))
    if mode == "winning":
        # A hand already complete has its winning tile: a second tap in Winning mode corrects it
        # (the player tapped the wrong one) rather than adding a tile the hand has no room for.
        if data.get("winning_tile") and not _complete(data):
            concealed.append(data["winning_tile"])
        data["winning_tile"] = code
        data["concealed"] = " ".join(concealed)
        return data
    if _one_tile_short_of_winning(data):
        data["winning_tile"] = code  # the tile that completes a winning hand is the one that won
    else:
        data["concealed"] = " ".join(concealed + [code])
    return data


def _complete(data: dict) -> bool:
    """A winning hand with its winning tile and as many tiles as it needs."""
    hand = read_hand(data).hand
    return hand is not None and hand.winner and hand.winning_tile is not None and hand.tile_count == hand.tiles_required


def _one_tile_short_of_winning(data: dict) -> bool:
    """A winning hand with no winning tile yet, one tile short of the count it needs."""
    hand = read_hand(data).hand
    return hand is not None and hand.winner and hand.winning_tile is None and hand.tile_count == hand.tiles_required - 1


# A claimed pung or a kong is made at the table from tiles the player already holds (and already
# entered in Hand mode) and the one tile drawn or claimed, which is the tile tapped.
HELD_FOR_MELD = {"pung": 2, "kong": 3, "concealed_kong": 3}


def _add_meld(data: dict, tile, mode: str) -> dict:
    """A meld tapped: a kong tapped on an exposed pung of its tile promotes the pung; a pung or kong
    whose other tiles are all held takes them from the hand; any other meld is added whole (add_tile
    refuses it if that makes a fifth copy, and says where the four are)."""
    code = str(tile)
    if mode in ("kong", "concealed_kong"):
        pung = _exposed_pung(data, code)
        if pung is not None:
            if mode == "concealed_kong":
                raise EditError(f"The pung {_shown(data['melds'][pung])} is exposed: a {code} added to it makes "
                                f"an exposed kong {_shown({'tiles': code * 4})}, never a concealed one. "
                                f"Choose Kong and tap {code}.")
            data["melds"][pung] = {**data["melds"][pung], "tiles": " ".join([code] * 4)}
            return data
    needed = HELD_FOR_MELD.get(mode, 0)
    concealed = tile_codes(data.get("concealed", ""))
    in_hand = min(needed, concealed.count(code))
    # The winning tile makes up the held tiles only when the tiles in hand are one short. A pung or
    # kong is declared before the hand wins (a winning discard that completes a pung is written as
    # the winning tile, not as a meld), so no declared meld holds the winning tile: one marked
    # winning was only held (in Hand mode the tile that makes the count is marked winning on its
    # own). It joins the meld, the hand has no winning tile, and the page asks the player to mark
    # the one that won. The winning tile is kept whenever the tiles in hand are enough.
    takes_winning_tile = needed and in_hand == needed - 1 and tile_codes(data.get("winning_tile")) == [code]
    if needed and (in_hand == needed or takes_winning_tile):
        for _ in range(in_hand):
            concealed.remove(code)
        data["concealed"] = " ".join(concealed)
        if takes_winning_tile:
            del data["winning_tile"]
    data["melds"].append({"tiles": " ".join(_meld_codes(tile, mode)), "concealed": mode == "concealed_kong"})
    return data


def _exposed_pung(data: dict, code: str) -> int | None:
    """Where the hand's exposed pung of a tile is among its melds, if it has one."""
    return next((i for i, meld in enumerate(data.get("melds") or [])
                 if not meld.get("concealed") and tile_codes(meld.get("tiles")) == [code] * 3), None)


def _shown(meld: dict) -> str:
    """A meld as the notation writes it: (555z), or [5555z] for a concealed kong."""
    return format_line({"melds": [meld]})


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
    goes back to it), the winds, who discarded, and whether the player lost. A hand marked lost
    keeps the tile marked as winning in its line (the page scores it as one of the tiles in hand:
    display.as_scored), so that unticking "did not win" brings the hand back as it was, with that
    tile the one that won. `offered` names the boxes on the page (the flags, and "lost" for "This
    player did not win"); None: every box was on the page."""
    kept = {k: v for k, v in data.items() if v is not True or (offered is not None and k not in offered)}
    kept.update({flag: True for flag in flags})
    kept["seat_wind"] = seat_wind or "E"
    kept["round_wind"] = round_wind or "E"
    kept.pop("discarder", None)
    if discarder:
        kept["discarder"] = discarder
    if offered is None or "lost" in offered:
        if lost:
            kept["winner"] = False
        else:
            kept.pop("winner", None)
    return kept


def write(data: dict) -> str:
    """The line for the page, with the tiles in hand sorted as a player holds them."""
    data = {k: v for k, v in data.items() if not k.startswith("_") and k != "rules"}
    if data.get("concealed"):
        data["concealed"] = " ".join(str(t) for t in sort_tiles(parse_tiles(data["concealed"])))
    return format_line(data)
