"""A hand as the player states it (shared/hand-format.md), read and checked."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from difflib import get_close_matches
from functools import cached_property

from .errors import Problem
from .options import as_sent, yes_or_no
from .records import without_class_defaults
from .sets import SetKind, TileSet
from .tiles import (
    BONUS_TILES,
    PLAYING_TILES,
    WIND_BY_LETTER,
    Tile,
    TileSyntaxError,
    format_tiles,
    normalize_text,
    parse_tiles_leniently,
    shown_fragment,
)

# Situation flags every rule system shares (shared/hand-format.md). Systems may read others.
COMMON_FLAGS = (
    "self_drawn",
    "last_of_kind",
    "last_tile_in_wall",
    "kong_replacement",
    "robbing_kong",
    "heavenly",
    "earthly",
    "original_call",
    "kong_on_kong",
    "fishing",
)
# Flags of the registered rule systems beyond the common ones (RuleSystem.flags), filled in
# by systems.py, so that a hand dict or notation line may set them as top-level fields too.
SYSTEM_FLAGS: set[str] = set()
_COMMON_FLAG_SET = frozenset(COMMON_FLAGS)
# Wins on a replacement tile (for a kong, or for a flower where a system says so) and East's win
# on the tiles dealt: no one discarded the winning tile, so such a win is self-drawn whether or
# not self_drawn was ticked. Each with what the player is told.
REPLACEMENT_FLAGS = frozenset({"kong_replacement", "kong_on_kong", "bonus_replacement"})
DRAWN_WINS = {
    **dict.fromkeys(REPLACEMENT_FLAGS, "A replacement tile is drawn from the wall, not claimed: the win counts as self-drawn."),
    "heavenly": "A win on the tiles dealt has no discard: the win counts as self-drawn.",
}
# All the tiles are there but none is marked as the one that completed the hand (the page shows how
# to mark it with a tap, the score command how a line or JSON marks it).
WINNING_TILE_UNMARKED = "Mark which of the 14 tiles completed the hand."
# Problems that leave a tile or a meld out of the hand read.
UNREAD_CODES = frozenset({"unknown_tile", "bad_meld", "honour_chow", "malformed_field"})
KNOWN_FIELDS = frozenset(
    {"rules", "concealed", "melds", "winning_tile", "seat_wind", "round_wind", "bonus", "winner",
     "discarder", "options", "flags", *COMMON_FLAGS}
)


@without_class_defaults
@dataclass(frozen=True)
class Hand:
    concealed: tuple[Tile, ...] = ()
    melds: tuple[TileSet, ...] = ()
    winning_tile: Tile | None = None
    seat_wind: str = "E"
    round_wind: str = "E"
    bonus: tuple[Tile, ...] = ()
    winner: bool = True
    discarder: str | None = None
    flags: frozenset[str] = frozenset()
    rules: str = ""
    options: dict = field(default_factory=dict)

    def flag(self, name: str) -> bool:
        return name in self.flags

    def with_winning_tile(self, tile: Tile | None) -> Hand:
        """The same hand won on another tile (cheaper than dataclasses.replace: waits try 34)."""
        trial = object.__new__(Hand)
        trial.__dict__.update(self.__dict__, winning_tile=tile)
        for name in _COUNTS_KEPT:  # worked out for the other winning tile
            trial.__dict__.pop(name, None)
        return trial

    @property
    def self_drawn(self) -> bool:
        return "self_drawn" in self.flags

    @property
    def seat_wind_tile(self) -> Tile:
        return WIND_BY_LETTER[self.seat_wind]

    @property
    def round_wind_tile(self) -> Tile:
        return WIND_BY_LETTER[self.round_wind]

    @property
    def hand_tiles(self) -> tuple[Tile, ...]:
        """The concealed tiles with the winning tile added."""
        if self.winning_tile is None:
            return self.concealed
        return self.concealed + (self.winning_tile,)

    @cached_property
    def hand_counts(self) -> tuple[int, ...]:
        """How many of each playing tile (by index) are in hand, the winning tile included."""
        return _counts_in_hand(self.concealed, self.winning_tile)

    @cached_property
    def all_counts(self) -> tuple[int, ...]:
        """How many of each playing tile (by index) the hand has, in hand and in the melds."""
        return _counts_with_melds(self.hand_counts, self.melds)

    @property
    def all_tiles(self) -> tuple[Tile, ...]:
        """Every playing tile: hand tiles and the tiles of declared melds."""
        return self.hand_tiles + tuple(t for meld in self.melds for t in meld.tiles)

    @property
    def tile_count(self) -> int:
        """Tiles counted towards the 14 of a complete hand (a kong counts as three)."""
        return len(self.concealed) + (self.winning_tile is not None) + 3 * len(self.melds)

    @property
    def tiles_required(self) -> int:
        return 14 if self.winner else 13

    def to_dict(self) -> dict:
        data = {
            "rules": self.rules,
            "concealed": format_tiles(self.concealed),
            "melds": [
                {"kind": str(m.kind), "tiles": format_tiles(m.tiles), "concealed": m.concealed}
                for m in self.melds
            ],
            "winning_tile": str(self.winning_tile) if self.winning_tile else None,
            "seat_wind": self.seat_wind,
            "round_wind": self.round_wind,
            "bonus": format_tiles(self.bonus),
        }
        if not self.winner:
            data["winner"] = False
        if self.discarder:
            data["discarder"] = self.discarder
        data.update({name: True for name in sorted(self.flags)})
        if self.options:
            data["options"] = dict(self.options)
        return data


_COUNTS_KEPT = ("hand_counts", "all_counts")


def _counts_in_hand(concealed: tuple[Tile, ...], winning_tile: Tile | None) -> tuple[int, ...]:
    """Hand.hand_counts (read_hand makes the hand with it)."""
    counts = [0] * 34
    for tile in concealed:
        counts[tile.index] += 1
    if winning_tile is not None:
        counts[winning_tile.index] += 1
    return tuple(counts)


def _counts_with_melds(hand_counts: tuple[int, ...], melds: tuple[TileSet, ...]) -> tuple[int, ...]:
    """Hand.all_counts (read_hand makes the hand with it)."""
    if not melds:
        return hand_counts
    counts = list(hand_counts)
    for meld in melds:
        for tile in meld.tiles:
            counts[tile.index] += 1
    return tuple(counts)


_BONUS_TILE_SET = frozenset(BONUS_TILES)


@without_class_defaults
@dataclass(frozen=True)
class Reading:
    """What came of reading a hand: the hand (None when unreadable), its problems, and warnings."""

    hand: Hand | None
    problems: tuple[Problem, ...] = ()
    warnings: tuple[str, ...] = ()

    @property
    def ok(self) -> bool:
        return self.hand is not None and not self.problems


def _tiles(text, what: str, problems: list[Problem], like: str = "123m 11z") -> tuple[Tile, ...]:
    if text is None or text == "":
        return ()
    if not isinstance(text, str):
        problems.append(Problem("malformed_field", f"{what[:1].upper()}{what[1:]} must be tiles written as text, like “{like}”."))
        return ()
    tiles, bad = parse_tiles_leniently(text)
    for fragment in bad:
        problems.append(Problem("unknown_tile", f"In {what}: {TileSyntaxError(fragment)}"))
    return tiles


def meld_from_tiles(kind: str | None, tiles: tuple[Tile, ...], concealed: bool, label: str) -> TileSet | Problem:
    """The declared set these tiles make, or the problem with them."""
    shown = " ".join(map(str, tiles)) or "nothing"
    if any(t.is_bonus for t in tiles):
        return Problem("bad_meld", f"{label} ({shown}) has a flower or season; those go in the bonus tiles.")
    if kind is None:
        kind = {3: "pung" if len(set(tiles)) == 1 else "chow", 4: "kong"}.get(len(tiles))
        if kind is None:
            return Problem("bad_meld", f"{label} ({shown}) has {len(tiles)} tiles; a meld has 3 (a chow or a pung) or 4 (a kong).")
    if kind not in ("chow", "pung", "kong"):
        return Problem("bad_meld", f"{label}: “{kind}” is not a meld; a meld is a chow, pung or kong.")
    set_kind = SetKind(kind)
    if len(tiles) != set_kind.size:
        return Problem("bad_meld", f"{label} ({shown}) has {len(tiles)} tiles; a {kind} has {set_kind.size}.")
    ordered = sorted(tiles, key=lambda t: t.index)
    if set_kind is SetKind.CHOW:
        if any(t.is_honour for t in ordered):
            return Problem("honour_chow", f"{label} ({shown}): a chow is three numbers in a row of one suit; winds and dragons cannot make one.")
        if not (ordered[0].next(1) is ordered[1] and ordered[0].next(2) is ordered[2]):
            return Problem("bad_meld", f"{label} ({shown}) is not a chow: a chow is three numbers in a row of one suit.")
    elif len(set(ordered)) != 1:
        return Problem("bad_meld", f"{label} ({shown}) is not a {kind}: a {kind} is {set_kind.size} identical tiles.")
    if concealed and set_kind is not SetKind.KONG:
        return Problem("bad_meld", f"{label} ({shown}): only a kong can be declared concealed; leave a concealed {kind} among the tiles in hand.")
    return TileSet(set_kind, ordered[0], concealed=concealed, declared=True)


def _melds(raw, problems: list[Problem]) -> tuple[TileSet, ...]:
    if not isinstance(raw, list):
        if raw not in (None, ""):
            problems.append(Problem("malformed_field", "melds must be a list of {kind, tiles, concealed}."))
        return ()
    melds = []
    for number, item in enumerate(raw, start=1):
        key = _meld_key(item)
        known = _MELDS_BY_ENTRY.get(key) if key is not None else None
        if known is not None:
            melds.append(known)
            continue
        label = f"Meld {number}"
        if isinstance(item, str):
            item = {"tiles": item}
        if not isinstance(item, dict):
            problems.append(Problem("bad_meld", f"{label} must look like {{\"kind\": \"pung\", \"tiles\": \"555p\"}}."))
            continue
        known_problems = len(problems)
        tiles = _tiles(item.get("tiles"), label, problems)
        if len(problems) > known_problems:
            continue  # a tile of it could not be read: what is left of the meld is no meld to judge
        if not tiles:  # none given, or only spaces: a tile that did not read was named above
            problems.append(Problem("bad_meld", f"{label} has no tiles."))
            continue
        kind = item.get("kind")
        if kind is not None and not isinstance(kind, str):
            kind = str(kind)
        concealed = item.get("concealed")
        concealed = False if concealed is None else _switch(concealed, f"{label}'s “concealed”", problems)
        meld = meld_from_tiles(kind.lower() if kind else None, tiles, concealed, label)
        if isinstance(meld, Problem):
            problems.append(meld)
        else:
            melds.append(meld)
            if key is not None and len(_MELDS_BY_ENTRY) < 4096:
                _MELDS_BY_ENTRY[key] = meld
    return tuple(melds)


# Well-formed melds by the entry that stated them ({"tiles": "555p"}, "555p", ...): the same
# entry always reads as the same set, so it is read once.
_MELDS_BY_ENTRY: dict[tuple, TileSet] = {}


def _meld_key(item) -> tuple | None:
    """A hashable key for a meld entry of the usual form, or None (then it is read in full)."""
    if item.__class__ is str:
        return (None, item, False)
    if item.__class__ is dict and _MELD_ENTRY_FIELDS.issuperset(item):
        kind, tiles, concealed = item.get("kind"), item.get("tiles"), item.get("concealed", False)
        if tiles.__class__ is str and concealed.__class__ is bool and (kind is None or kind.__class__ is str):
            return (kind, tiles, concealed)
    return None


_MELD_ENTRY_FIELDS = frozenset({"kind", "tiles", "concealed"})


_WIND_LETTER_SET = frozenset("ESWN")
# How a wind may be written besides its letter: in any case, as a word, a tile code or a character.
_WIND_SPELLINGS = {
    spelling: letter
    for letter, word, code, character in (("E", "east", "1z", "東"), ("S", "south", "2z", "南"),
                                          ("W", "west", "3z", "西"), ("N", "north", "4z", "北"))
    for spelling in (letter.lower(), word, code, character)
}


def _switch(value, what: str, problems: list[Problem]) -> bool:
    """A yes/no field (options.yes_or_no); anything else is a problem, never quietly read one way."""
    answer = yes_or_no(value)
    if answer is not None:
        return answer
    shown = value if isinstance(value, (str, int, float)) else type(value).__name__
    problems.append(Problem("malformed_field", f"{what} must be true or false, not “{shown}”."))
    return False


def wind_letter(value) -> str | None:
    """A wind or a seat as written, E, e, East, 1z or 東 (and the others alike), as its letter;
    None when it is no wind."""
    if value.__class__ is str and value in _WIND_LETTER_SET:
        return value
    return _WIND_SPELLINGS.get(normalize_text(value).strip().lower()) if isinstance(value, str) else None


def _wind(value, what: str, problems: list[Problem], unreadable: str | None = "E") -> str | None:
    """A wind's letter (wind_letter); anything else is a problem, and `unreadable` stands in for it."""
    letter = wind_letter(value)
    if letter is not None:
        return letter
    if value in (None, ""):  # asked only after the usual case, a letter: comparing a str with None is slow
        return "E"
    shown = shown_fragment(value) if isinstance(value, str) else as_sent(value)
    problems.append(Problem("bad_wind", f"{what} “{shown}” is not a wind; use E, S, W or N."))
    return unreadable


def read_hand(data: dict) -> Reading:
    """Read a hand dict into a Hand and report every problem with it at once."""
    if not isinstance(data, dict):
        return Reading(None, (Problem("malformed_hand", "A hand must be a JSON object."),))
    if not SYSTEM_FLAGS:
        from .systems import SYSTEMS

        len(SYSTEMS)  # discovering the systems fills SYSTEM_FLAGS
    problems: list[Problem] = []
    # A key set to true is a flag (a word of its own in the notation: "hello", "selfdrawn").
    # (Most hands have only known fields, which one comparison of the keys finds.)
    warnings = [] if KNOWN_FIELDS.issuperset(data) else [
        _ignored("flag" if value is True else "field", key)
        for key, value in data.items() if key not in KNOWN_FIELDS and key not in SYSTEM_FLAGS]

    concealed = _tiles(data.get("concealed"), "the concealed tiles", problems)
    melds = _melds(data.get("melds"), problems)
    winning = _tiles(data.get("winning_tile"), "the winning tile", problems, like="5p")
    bonus = _tiles(data.get("bonus"), "the bonus tiles", problems, like="1f5f")
    winner = data.get("winner")
    winner = True if winner is None else _switch(winner, "winner", problems)
    flags = set()
    # The fields are gone through one by one only where one is a flag: most hands have none.
    if not (_COMMON_FLAG_SET.isdisjoint(data) and SYSTEM_FLAGS.isdisjoint(data)):
        for name, value in data.items():
            if (name in _COMMON_FLAG_SET or name in SYSTEM_FLAGS) and value is not False and value is not None:
                if value is True or _switch(value, name, problems):
                    flags.add(name)
    if extra := data.get("flags"):  # none, or an empty list or object, adds nothing
        if isinstance(extra, list):
            extra = {str(name): True for name in extra}
        if isinstance(extra, dict):
            for name, value in extra.items():
                name = str(name)
                if name not in _COMMON_FLAG_SET and name not in SYSTEM_FLAGS:
                    warnings.append(_ignored("flag", name))
                elif value is True or (value is not False and value is not None and _switch(value, name, problems)):
                    flags.add(name)
        else:
            problems.append(Problem("malformed_field", "flags must be a list of flag names or an object of names and true/false."))
    if "kong_on_kong" in flags:
        # A kong on kong is won on a kong's replacement tile: what a rule set gives for that counts
        # too (MCR's Out with Replacement Tile, Zung Jung's Win on Kong), as its examples tick both.
        flags.add("kong_replacement")
    if winner and "self_drawn" not in flags and not flags.isdisjoint(DRAWN_WINS):
        drawn = next(f for f in DRAWN_WINS if f in flags)
        flags.add("self_drawn")
        warnings.append(DRAWN_WINS[drawn])
    options = data.get("options") or {}
    if not isinstance(options, dict):
        problems.append(Problem("malformed_field", "options must be an object of option names and values."))
        options = {}

    if len(winning) > 1:
        problems.append(Problem("bad_winning_tile", "The winning tile must be a single tile."))
    winning_tile = winning[0] if winning else None
    if winning_tile in _BONUS_TILE_SET:
        problems.append(Problem("bad_winning_tile", f"{winning_tile} is a flower or season; it cannot win the hand."))
        winning_tile = None

    if not _BONUS_TILE_SET.isdisjoint(concealed) and (in_hand := [t for t in concealed if t.is_bonus]):
        problems.append(Problem("bonus_in_hand", f"{format_tiles(in_hand)} are flowers or seasons: enter them as bonus tiles, not in the hand."))
        concealed = tuple(t for t in concealed if not t.is_bonus)
    if bonus:
        if playing := [t for t in bonus if not t.is_bonus]:
            problems.append(Problem("not_a_bonus_tile", f"{format_tiles(playing)} in the bonus tiles are not flowers or seasons."))
            bonus = tuple(t for t in bonus if t.is_bonus)
        if len(set(bonus)) != len(bonus):
            for tile, count in Counter(bonus).items():
                if count > 1:
                    problems.append(Problem("duplicate_bonus", f"There is only one {tile} in a set, but the bonus tiles list it {count} times."))

    if not winner and winning_tile is not None:
        warnings.append("A hand that did not win has no winning tile; it was counted among the tiles in hand.")
        concealed += (winning_tile,)
        winning_tile = None
    # An unreadable seat stands in as East, but is not judged as East: an earthly win or a discarder E
    # would get a second, wrong problem (below).
    seat_wind = _wind(data.get("seat_wind"), "The seat wind", problems, unreadable=None)
    # The counts, checked below and read all through scoring, are given to the hand as it is made:
    # what its cached properties would work out, without the cost of their first lookup.
    hand_counts = _counts_in_hand(concealed, winning_tile)
    hand = object.__new__(Hand)  # every field given, without the frozen dataclass's field-by-field __init__
    hand.__dict__.update(
        concealed=concealed,
        melds=melds,
        winning_tile=winning_tile,
        seat_wind=seat_wind or "E",
        round_wind=_wind(data.get("round_wind"), "The round wind", problems),
        bonus=bonus,
        winner=winner,
        # An unreadable discarder is none, not East: "East cannot discard to itself" would be a second, wrong problem.
        discarder=_wind(data["discarder"], "The discarder", problems, unreadable=None) if data.get("discarder") else None,
        flags=frozenset(flags),
        rules=str(data.get("rules") or ""),
        options=options,
        hand_counts=hand_counts,
        all_counts=_counts_with_melds(hand_counts, melds),
    )
    # A tile or meld that could not be read is left out, so a count of the tiles would only mislead.
    problems.extend(check_counts(hand, count_tiles=not problems or not any(p.code in UNREAD_CODES for p in problems)))
    if winner and seat_wind is not None:
        _check_how_it_was_won(hand, problems, warnings)
    reading = object.__new__(Reading)  # without the frozen dataclass's field-by-field __init__
    reading.__dict__.update(hand=hand, problems=tuple(problems), warnings=tuple(warnings))
    return reading


def _ignored(what: str, name) -> str:
    """The warning for a field or flag no rule system reads, with the one meant where it is a slip
    of typing (selfdrawn, self_drwan): ignored, it would leave a plausible but wrong score."""
    warning = f"Unknown {what} “{shown_fragment(str(name))}” was ignored"
    known = sorted(KNOWN_FIELDS | SYSTEM_FLAGS) if what == "field" else sorted(_COMMON_FLAG_SET | SYSTEM_FLAGS)
    meant = get_close_matches(str(name).lower().replace("-", "_").replace(" ", "_"), known, n=1, cutoff=0.8)
    return f"{warning}: did you mean “{meant[0]}”?" if meant else f"{warning}."


def _check_how_it_was_won(hand: Hand, problems: list[Problem], warnings: list[str]) -> None:
    """Situations that cannot all be true of one win: a robbed tile is another player's, so not
    drawn; the discarder of the winning tile is another player, and there is none when it was drawn."""
    flags = hand.flags
    if not flags and hand.discarder is None:
        return  # every check below is of a flag, or of the discarder
    if "robbing_kong" in flags and "self_drawn" in flags:
        how = "a replacement tile" if not REPLACEMENT_FLAGS.isdisjoint(flags) else "self-drawn"
        problems.append(Problem("contradictory_flags", f"Robbing a kong wins on another player's tile, so the win cannot also be {how}: untick one of them."))
    if "heavenly" in flags and hand.seat_wind != "E":
        problems.append(Problem("impossible_situation", f"A heavenly hand is East's win on the tiles dealt, but the seat is {hand.seat_wind}: "
                                                        "set the seat to East, or untick it."))
    if "earthly" in flags:
        if hand.seat_wind == "E":
            problems.append(Problem("impossible_situation", "An earthly hand is another player's win on East's first discard, so the winner's seat "
                                                            "cannot be East: set the seat, or untick it."))
        if "self_drawn" in flags:
            problems.append(Problem("contradictory_flags", "An earthly hand is won on East's first discard, so it cannot also be self-drawn: untick one of them."))
        elif hand.discarder not in (None, "E"):
            problems.append(Problem("bad_discarder", f"An earthly hand is won on East's first discard, so the discarder is East, not {hand.discarder}: "
                                                  "choose East as the discarder, or untick the earthly hand."))
    if "heavenly" in flags or "earthly" in flags:
        which = "A heavenly" if "heavenly" in flags else "An earthly"
        if "last_tile_in_wall" in flags:
            problems.append(Problem("contradictory_flags", f"{which} hand is won on the first turn, so the winning tile cannot be the last tile "
                                                           "of the wall: untick one of them."))
        if "earthly" in flags and any(meld.is_kong for meld in hand.melds):
            # East's first discard comes before the winner's first turn, and a kong is declared in one's own turn.
            problems.append(Problem("contradictory_flags", "An earthly hand is won on East's first discard, before the winner has had a turn "
                                                           "to declare a kong: put the kong's tiles in the hand, or untick the earthly hand."))
    # The kongs and the exposed melds are looked for only under a flag they matter to: most wins have none.
    if "kong_replacement" in flags or "kong_on_kong" in flags:
        kongs = sum(meld.is_kong for meld in hand.melds)
        if "kong_replacement" in flags and not kongs and not hand.bonus:
            # Where a flower is replaced from the kong box too (British, classical), a flower is enough.
            problems.append(Problem("impossible_situation", "A replacement tile is drawn after declaring a kong or a flower, and the hand has neither: "
                                                            "add the kong, or untick the replacement tile."))
        if "kong_on_kong" in flags and kongs < 2:
            problems.append(Problem("impossible_situation", f"Kong on kong wins on the replacement for a kong declared with another kong's replacement, "
                                                            f"so the hand holds two kongs, not {kongs}: add them, or untick it."))
    if "bonus_replacement" in flags and not hand.bonus:
        problems.append(Problem("impossible_situation", "A replacement for a flower or season needs that tile among the bonus tiles: "
                                                        "add it, or untick the replacement."))
    if ("heavenly" in flags or "earthly" in flags or "original_call" in flags) and any(not meld.concealed for meld in hand.melds):
        def undo(what: str) -> str:
            return f"untick {what}, or put the meld's tiles in the hand (a kong may be a concealed kong)."

        if "heavenly" in flags or "earthly" in flags:
            which = "heavenly" if "heavenly" in flags else "earthly"
            problems.append(Problem("contradictory_flags", f"{'A' if which == 'heavenly' else 'An'} {which} hand is won with the tiles dealt, "
                                                           f"before any claim, so it has no exposed meld: {undo(f'the {which} hand')}"))
        if "original_call" in flags:
            # A claim means a discard, and a hand that called on its first discard may not change.
            problems.append(Problem("contradictory_flags", "An original call keeps the hand as it was when it called on its first discard, "
                                                           f"so the hand has claimed no meld: {undo('the original call')}"))
    if hand.discarder is not None:
        if "self_drawn" in flags:
            warnings.append(f"A self-drawn win has no discarder: the discarder ({hand.discarder}) was ignored.")
        elif hand.discarder == hand.seat_wind:
            problems.append(Problem("bad_discarder", f"The discarder ({hand.discarder}) is the winner's own seat: a player cannot win on their own discard. "
                                                     "Choose another seat, or none."))


# How many copies of a tile a hand can hold (asking a set is cheaper than max() over 34 counts).
_POSSIBLE_COUNTS = frozenset(range(5))


def check_counts(hand: Hand, count_tiles: bool = True) -> list[Problem]:
    """Copies of each tile, and (unless told not to) the number of tiles against a complete hand."""
    problems = []
    counts = hand.all_counts
    for index, count in enumerate(counts) if not _POSSIBLE_COUNTS.issuperset(counts) else ():
        if count > 4:
            problems.append(Problem("too_many_copies", f"There are {count} × {PLAYING_TILES[index]} in the hand; a set has only four of each tile."))
    robbed = hand.winning_tile
    if robbed is not None and "robbing_kong" in hand.flags and counts[robbed.index] > 1:
        # The robbed player holds the other three in the pung they were adding the fourth to.
        problems.append(Problem("too_many_copies", f"Robbing a kong on {robbed}: the other three {robbed} are in the pung being robbed, "
                                                   f"so the hand cannot hold another {robbed}. Take it out, or untick robbing a kong."))
    if count_tiles:
        problems.extend(_count_problems(hand))
    return problems


def _count_problems(hand: Hand) -> list[Problem]:
    """The number of tiles against a complete hand: too many, too few, or no winning tile marked."""
    problems = []
    count, required = hand.tile_count, hand.tiles_required
    if count > required:
        message = (f"{count} tiles counted, but a {'winning hand' if hand.winner else 'hand that did not win'} has {required} "
                   f"(each kong counts as three): remove {count - required}")
        # A winning hand's count marked as not won: the mark left from the player before is as likely the slip.
        if not hand.winner and count == required + 1:
            message += "; or, if this hand won, it is marked as not won by mistake"
        problems.append(Problem("too_many_tiles", message + "."))
    elif count < required - 1 or (count == required - 1 and not (hand.winner and hand.winning_tile is None)):
        problems.append(Problem("too_few_tiles", f"{count} of {required} tiles: add {required - count} more."))
    elif hand.winner and hand.winning_tile is None:
        if count == required:
            problems.append(Problem("missing_winning_tile", WINNING_TILE_UNMARKED))
        else:
            problems.append(Problem("missing_winning_tile", "13 of 14 tiles: add the winning tile."))
    return problems
