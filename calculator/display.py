"""What the page shows: the hand as tiles, the rule sets, the result. No scoring here;
the result comes from the engine as it is."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import NamedTuple

from rules.engine.errors import Problem
from rules.engine.hand import meld_from_tiles, read_hand
from rules.engine.notation import NotationError, format_line, parse_line
from rules.engine.schemes import listed, number
from rules.engine.score import Result, score_data, score_each_wait
from rules.engine.sets import TileSet
from rules.engine.tiles import (
    BONUS_TILES,
    PLAYING_TILES,
    TILE_BY_CODE,
    sort_tiles,
    tile_codes,
    tile_name,
)
from rules.models import RuleSet
from rules.scoring import (
    DEFAULT_RULES,
    rule_system,
    spec_for,
)

from .deal import SEAT_NAMES, deal_context
from .editing import MODES, meld_shown

SUIT_ROWS = [("Characters", "m"), ("Circles", "p"), ("Bamboo", "s"), ("Winds & dragons", "z")]


def set_name(tile_set: TileSet) -> str:
    """A set in words, as a screen reader says it and a tooltip shows it: "concealed kong of 5
    circles", "exposed chow 4 5 6 bamboo", "pair of 9 circles, completed by the winning discard"."""
    tiles = tiles_named([str(t) for t in tile_set.tiles])
    if not tile_set.concealed and not tile_set.declared:
        return f"{tiles}, completed by the winning discard"
    return f"{'concealed' if tile_set.concealed else 'exposed'} {tiles}"


def set_tag(tile_set: TileSet) -> str:
    """The word under a set's tiles. A set the winning discard completed counts as exposed, but
    was never shown: tagged "exposed" beside Concealed Hand, it looked like a mistake."""
    if not tile_set.concealed and not tile_set.declared:
        return "won on discard"
    return "concealed" if tile_set.concealed else "exposed"


def sets_named(line) -> str:
    """The sets a scored pattern used (a line's `sets`, in notation), in the words the rest of the
    page says tiles in, for a screen reader: "chow 1 2 3 characters, pung of East wind"."""
    return ", ".join(tiles_named(codes) for codes in line.set_tiles)


def tiles_named(codes: list[str]) -> str:
    """A set's tiles in words: "pung of East wind", "chow 4 5 6 bamboo"; tiles that make no set one by one."""
    if len(set(codes)) == 1 and len(codes) in SAME_TILES:
        return f"{SAME_TILES[len(codes)]} of {tile_name(codes[0])}"
    if len({code[-1] for code in codes}) == 1 and codes[0][-1] in "mps":
        suit = tile_name(codes[-1]).split(" ", 1)[1]  # "circles" from "6 circles"
        return f"chow {' '.join(code[:-1] for code in codes)} {suit}"
    return " ".join(tile_name(code) for code in codes)


SAME_TILES = {2: "pair", 3: "pung", 4: "kong"}


def set_faces(tile_set: TileSet) -> list[tuple[str, bool]]:
    """Each tile of a set and whether it is drawn face down: the two ends of a concealed kong, as it lies on the table."""
    codes = [str(t) for t in tile_set.tiles]
    ends = tile_set.concealed and tile_set.is_kong
    return [(code, ends and i in (0, len(codes) - 1)) for i, code in enumerate(codes)]


class MeldPicture(NamedTuple):
    """A declared meld as the hand panel draws it: its tiles as written, and the set the engine
    reads them as (None when they make none: the result says what is wrong)."""

    tiles: list[str]
    concealed: bool
    reading: TileSet | None

    @property
    def kind(self) -> str:
        return str(self.reading.kind) if self.reading else "invalid"

    @property
    def faces(self) -> list[tuple[str, bool]]:
        return set_faces(self.reading) if self.reading else [(code, False) for code in self.tiles]

    @property
    def shown(self) -> str:
        """What its removal tap says it showed (editing.remove)."""
        return meld_shown(self.tiles)

    @property
    def label(self) -> str:
        """What the meld is, in words: "concealed kong of 5 circles", "invalid exposed meld 5p 5p 6p"."""
        if self.reading:
            return set_name(self.reading)
        return f"invalid {'concealed' if self.concealed else 'exposed'} meld {' '.join(self.tiles)}"


def meld_picture(meld: dict) -> MeldPicture:
    """A meld of the page's notation (which never names a kind: the engine reads it from the tiles)."""
    codes, concealed = tile_codes(meld.get("tiles")), bool(meld.get("concealed"))
    reading = meld_from_tiles(None, tuple(TILE_BY_CODE[code] for code in codes), concealed, "The meld")
    return MeldPicture(codes, concealed, None if isinstance(reading, Problem) else reading)


@dataclass
class HandPicture:
    """The hand as the page draws it; indices let a tap name what it removes."""

    concealed: list[str]
    melds: list[MeldPicture]
    winning: str | None
    bonus: list[str]
    flags: list[str]
    seat_wind: str
    round_wind: str
    discarder: str
    winner: bool


def picture(data: dict) -> HandPicture:
    return HandPicture(
        concealed=tile_codes(data.get("concealed")),
        melds=[meld_picture(m) for m in data.get("melds") or []],
        winning=(tile_codes(data.get("winning_tile")) or [None])[0],
        bonus=tile_codes(data.get("bonus")),
        flags=[k for k, v in data.items() if v is True],
        seat_wind=str(data.get("seat_wind") or "E"),
        round_wind=str(data.get("round_wind") or "E"),
        discarder=str(data.get("discarder") or ""),
        winner=data.get("winner") is not False,
    )


def offered_controls(system, lost_box: bool) -> frozenset[str]:
    """The situation boxes the page draws under a rule system: its flags, and "lost" where it draws
    "This player did not win" (lost_box_drawn)."""
    return frozenset((*system.flags, "lost") if lost_box else system.flags)


def lost_box_drawn(system, data: dict) -> bool:
    """Whether the page draws "This player did not win": where the rule system scores the losers'
    hands, and wherever the hand is marked as lost, so that the mark can be taken off. A hand marked
    lost under British, then shown under MCR (no such box), could be neither won nor unmarked there."""
    return bool(system and system.score_non_winner) or data.get("winner") is False


def page_context(hand_line: str, rules: str, mode: str = "hand", message: str | None = None, full_page: bool = True,
                 deal_post=None) -> dict:
    """Everything the page shows; a tap (full_page=False) skips the rule-set list, which its
    partials do not draw unless the rule set has gone. `deal_post` is the deal the panel draws (posted, or kept in the session)."""
    spec, system = rule_system(rules)
    # A tap under a rule set deleted since, or given another short name, sends the player to the menu:
    # drawn again, as it is now. (A new name alone keeps the address, and the menu shows it from the next load.)
    rule_sets = (list(RuleSet.objects.for_picker().only("slug", "name", "system", "builtin"))
                 if full_page or spec is None else [])
    chosen = next((r for r in rule_sets if r.slug == rules), None) if full_page else spec
    result = None
    wait_scores = ()
    hand_unread = False
    try:
        data = parse_line(hand_line)
    except NotationError as error:
        data, message, hand_unread = {}, message or str(error), True
    else:
        if spec is None:
            # Renamed or deleted in the admin since this page or link was made: said in the menu's
            # words, and the hand kept for the rule set the player picks.
            message = message or (f"There is no rule set “{rules}” (it may have been renamed or deleted): "
                                  "choose one from the Rules menu, and the hand is scored under it.")
        elif hand_line.strip() or chosen is None:
            scored = {**as_scored(data), "rules": rules}
            result = with_page_hints(score_data(scored, spec))
            if spec and result.waits:
                wait_scores = score_each_wait(scored, spec, result.waits)
    return {
        "hand_line": hand_line,
        "hand_unread": hand_unread,
        "rules_unknown": spec is None,
        "rules": rules,
        "rule_sets": rule_sets,
        "rule_set": chosen,
        "system": system,
        "flag_choices": [(flag, system.label(flag)) for flag in system.flags] if system else [],
        "round_wind_scored": system is None or system.round_wind_scored,
        "scores_losers": bool(system and system.score_non_winner),
        "lost_box": lost_box_drawn(system, data),
        "boxes_offered": " ".join(sorted(offered_controls(system, lost_box_drawn(system, data)))) if system else "",
        "mode": mode if mode in MODES else "hand",
        "modes": MODES,
        "picture": picture(data),
        "result": result,
        "wait_scores": wait_scores,
        "message": message,
        "suit_rows": [(label, [t for t in PLAYING_TILES if t.suit == suit]) for label, suit in SUIT_ROWS],
        "bonus_tiles": BONUS_TILES,
        "winds": SEAT_NAMES,
        "progress": progress(result, wait_scores, bool(system and system.score_non_winner)),
        "whose_hand": whose_hand(system, picture(data)) if hand_line.strip() else "",
        "mark_winning_tile": needs_winning_tile_marked(result),
        # Taking a tile out is a tap on it in the hand, said only in its label, which a phone never
        # shows: said in words while the hand is being built or put right (not under a score).
        "how_to_take_out": bool(result and result.tile_count and not result.valid and not needs_winning_tile_marked(result)
                                and not any(p.code == "winner_only" for p in result.errors)),  # its tiles are not what is wrong
        # Who threw the tile this hand won on, as "Put N in the deal" posts it (none when self-drawn).
        "put_discarder": put_discarder(data),
        # Options the hand line sets for itself (option.x=y): they score this hand, not the deal panel's settling.
        "hand_options": format_line({"options": data.get("options")}),
        "put_at_once": put_at_once(system, result),
        "payments_in_brief": payments_in_brief(result),
        "knitted": knitted_tiles(result, as_scored(data)),
        **(deal_context(rules, deal_post) if full_page else {"deal_enabled": bool(system and system.settle_deal)}),
    }


# What to do on this page about a problem the engine states in its own terms (the API and the
# batch page keep the engine's words alone).
PAGE_HINTS = {
    "winner_only": "To score it as a win, untick “This player did not win” under How the hand ended.",
}


def with_page_hints(result: Result) -> Result:
    """The result with each problem that has a page hint followed by it."""
    if not any(p.code in PAGE_HINTS for p in result.errors):
        return result
    errors = tuple(Problem(p.code, f"{p.message} {PAGE_HINTS[p.code]}") if p.code in PAGE_HINTS else p
                   for p in result.errors)
    return replace(result, errors=errors)


def put_at_once(system, result: Result | None) -> str:
    """What every other player pays this hand at once, outside its score (classical: all four flowers
    or seasons), as "Put N in the deal" posts it with the score; empty when nothing."""
    if result is None or system is None or system.deal_paid_at_once is None:
        return ""
    amount = system.deal_paid_at_once(result.lines)
    return str(number(amount)) if amount else ""


def knitted_tiles(result: Result | None, data: dict) -> list[str]:
    """The nine tiles of a knitted straight (1-4-7, 2-5-8, 3-6-9 in three suits), which its reading
    leaves out of its sets: the arrangement draws them beside the set and pair, so that it shows the
    whole hand. Empty for every other shape."""
    if result is None or not result.valid or result.shape != "knitted_straight":
        return []
    held = tile_codes(data.get("concealed")) + tile_codes(data.get("winning_tile"))
    held += [code for meld in data.get("melds") or [] for code in tile_codes(meld.get("tiles"))]
    for tile_set in result.sets:
        for tile in tile_set.tiles:
            held.remove(str(tile))
    return [str(tile) for tile in sort_tiles(TILE_BY_CODE[code] for code in held)]


def payments_in_brief(result: Result | None) -> str:
    """Who pays the winner what, in one line for the hand panel, which stays on screen while the
    settlement table is two screens down on a phone: "S pays 16, W and N pay 8 each", "Discarder
    pays 16, the others pay 8 each", "S, W and N pay 18 each". Empty without a settlement."""
    if result is None or not result.settlement:
        return ""
    payers_by_amount: dict[float, list[str]] = {}
    for payment in result.settlement:
        payers_by_amount.setdefault(payment.amount, []).append(payment.payer)
    parts = []
    for amount, payers in sorted(payers_by_amount.items(), key=lambda group: -group[0]):  # the most first
        if len(payers) == 1:
            parts.append(f"{payers[0]} pays {number(amount)}")
            continue
        who = "the others" if len(set(payers)) == 1 else listed(payers, "and")  # one stand-in twice: no seats named
        parts.append(f"{who} pay {number(amount)} each")
    line = ", ".join(parts)
    return line[:1].upper() + line[1:]


def put_discarder(data: dict) -> str:
    """Who threw the tile this hand won on, as "Put N in the deal" posts it: none when the engine
    reads the win as drawn (ticked, or on a replacement tile or the tiles dealt: hand.DRAWN_WINS)."""
    hand = read_hand(as_scored(data)).hand
    return "" if hand is None or hand.self_drawn else hand.discarder or ""


def as_scored(data: dict) -> dict:
    """The hand as the engine scores it. A hand marked as not won keeps the tile marked as winning
    in the page's line (editing.with_situation: unticking "did not win" gives it back its winning
    tile), and the page draws that tile in hand: it is scored as one of the tiles in hand, as the
    engine would count it, without the engine's warning that a losing hand has no winning tile.
    A winning tile that is not one playing tile is left to the engine, which says what is wrong."""
    kept = tile_codes(data.get("winning_tile")) if data.get("winner") is False else []
    if len(kept) != 1 or TILE_BY_CODE[kept[0]].is_bonus:
        return data
    scored = {**data, "concealed": f"{data.get('concealed') or ''} {kept[0]}"}
    del scored["winning_tile"]
    return scored


def progress(result: Result | None, wait_scores=(), scores_losers: bool = False) -> str:
    """How far the hand is from complete, said in the hand panel (and to a screen reader), with the
    tiles a hand one short waits on and what each would score: the list of them is a screen further
    down on a phone. One short and waiting on nothing, it says so now rather than at the 14th tile."""
    if result is None or not result.errors or not result.incomplete_only:
        return ""
    said = " ".join(p.message for p in result.errors)
    one_short = result.tile_count == result.tiles_required - 1 and any(p.code == "missing_winning_tile" for p in result.errors)
    # Where losers' hands are scored too, a hand one short at the table is most often a loser's.
    ask_if_lost = scores_losers and one_short
    tick = "tick “This player did not win”"
    if wait_scores:
        said += f" Waiting on {listed([wait_said(code, scored) for code, scored in wait_scores], 'or')}."
        if ask_if_lost:
            said += f" If this player did not win, {tick}."
    elif one_short:
        said += " No tile would make it a winning hand"
        said += f": if this player did not win, {tick}." if ask_if_lost else "."
    return said


def whose_hand(system, hand: HandPicture) -> str:
    """Whose hand this is and how it ended, said beside the score: the controls that set them are a
    screen down on a phone and stay as they were from one hand to the next (a round wind left at
    East once the South round began scored a pung of South as one wind, not two)."""
    if system is None:
        return ""
    winds = dict(SEAT_NAMES)
    said = [f"{winds.get(hand.seat_wind, hand.seat_wind)} seat"]
    if system.round_wind_scored:
        said.append(f"{winds.get(hand.round_wind, hand.round_wind)} round")
    if not hand.winner:
        said.append("did not win")
    return " · ".join(said)


def wait_said(code: str, scored: Result) -> str:
    """A waiting tile with its score in brackets ("6 bamboo (3, no win)"); no score where the ticked
    situation rules a win on it out (the list under the score says why)."""
    if not scored.valid:
        return tile_name(code)
    return f"{tile_name(code)} ({number(scored.total)}{'' if scored.winning else ', no win'})"


def needs_winning_tile_marked(result: Result | None) -> bool:
    """The hand has all its tiles but none is marked as the one that completed it."""
    return bool(result and result.tile_count == result.tiles_required
                and any(p.code == "missing_winning_tile" for p in result.errors))


# The rule set a session last used: `/` without ?rules= (a new tab, a bookmark) opens it again, so a
# British table keeps its deal panel and nobody scores under the default rule set unawares.
LAST_RULES_KEY = "last_rules"


def remember_rules(session, rules: str) -> None:
    """Keep a rule set a page or tap used, if there is one of that name, as the one `/` opens next."""
    spec = spec_for(rules) if rules else None
    if spec is not None and session.get(LAST_RULES_KEY) != spec.slug:
        session[LAST_RULES_KEY] = spec.slug


def last_rules(session) -> str:
    """The rule set this session last used, if it is still there (an admin may have deleted it since), else the default."""
    slug = session.get(LAST_RULES_KEY)
    return slug if isinstance(slug, str) and slug and spec_for(slug) is not None else DEFAULT_RULES

