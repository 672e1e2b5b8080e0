"""Special hands a club invents in the admin, defined as data from building blocks.

A definition says which tiles a hand may hold, what shape it has and which sets it needs:

    {"shape": "standard", "tiles": "23468s6z", "requires": ["no_chows"]}            # Imperial Jade
    {"shape": "seven_pairs", "honours": "none", "min_suits": 2, "max_suits": 2}      # seven pairs, two suits
    {"shape": "fixed", "fixed": "123456789a1234z", "extra": "1a"}                   # Wriggling Snake

`read_definition(data)` checks a plain dict and returns a `CustomHand` with every problem
worded for the organiser; `custom_counts` evaluates the rule set's invented hands against a
HandView; `custom_shapes` gives recognisers for fixed tile patterns (letters a, b, c stand for
three different suits, whichever the player holds). Limit hands score their share of the
limit on their own: `prepare_custom_patterns` turns that into plain values and exclusions, and
an invented one never makes a hand worth less than it is without it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from itertools import permutations

from .arrange import Shape, ShapeInput, arrangements, seven_pairs, standard
from .hand import Hand
from .spec import PatternSpec, RuleSpec, Unit, cached_on
from .tiles import PLAYING_TILES, TILE_BY_CODE, Tile
from .view import HandView

SHAPES = {
    "standard": "Four sets and a pair",
    "seven_pairs": "Seven pairs",
    "fixed": "A fixed tile pattern (such as a knitted or snake hand)",
    "any": "Any complete hand",
}
HONOURS = {
    "any": "Any honours",
    "none": "No honours",
    "winds": "Winds only (no dragons)",
    "dragons": "Dragons only (no winds)",
}
REQUIREMENTS = {
    "no_chows": "No chows",
    "all_chows": "Four chows",
    "concealed": "All concealed (nothing declared from a discard)",
    "self_drawn": "Won by self-draw",
    "dragon_pungs": "A pung or kong of each dragon",
    "wind_pungs": "A pung or kong of each wind",
    "honour_pair": "The pair is an honour",
}
SET_REQUIREMENTS = {"no_chows", "all_chows", "dragon_pungs", "wind_pungs", "honour_pair"}
SUIT_VARIABLES = "abc"
_GROUP = re.compile(r"(\d+)([mpsz" + SUIT_VARIABLES + r"])")


class DefinitionError(ValueError):
    def __init__(self, problems: list[str]):
        super().__init__(" ".join(problems))
        self.problems = problems


@dataclass(frozen=True)
class CustomHand:
    shape: str = "standard"
    fixed: str = ""  # fixed shape: 13 or 14 tiles; a, b, c are three different suits
    extra: str = ""  # fixed shape of 13 tiles: the tiles the 14th may be (empty: any tile of the pattern)
    tiles: str = ""  # every tile must be one of these (empty: any)
    suits: str = ""  # the number suits allowed, e.g. "ps" (empty: any)
    numbers: str = ""  # the ranks allowed for number tiles, e.g. "19" (empty: any)
    honours: str = "any"
    min_suits: int = 0
    max_suits: int = 3
    requires: tuple[str, ...] = ()

    def as_dict(self) -> dict:
        """The definition as stored: only what differs from the defaults."""
        blank = CustomHand()
        data = {}
        for name in self.__dataclass_fields__:
            value = getattr(self, name)
            if value != getattr(blank, name):
                data[name] = list(value) if isinstance(value, tuple) else value
        data.setdefault("shape", self.shape)
        return data

    @property
    def allowed_tiles(self) -> frozenset[Tile]:
        return frozenset(TILE_BY_CODE[c] for c in _codes(self.tiles)) if self.tiles else frozenset()


def read_definition(data) -> CustomHand:
    """The CustomHand for a stored dict; raises DefinitionError listing every problem."""
    if not isinstance(data, dict):
        raise DefinitionError(["A special hand's definition must be a set of building blocks (a JSON object)."])
    problems: list[str] = []
    known = set(CustomHand.__dataclass_fields__)
    unknown = sorted(set(data) - known)
    if unknown:
        problems.append(f"Unknown building blocks: {', '.join(unknown)} (known: {', '.join(sorted(known))}).")
    shape = data.get("shape", "standard")
    if not isinstance(shape, str) or shape not in SHAPES:
        problems.append(f"The shape “{shape}” is not one of: {', '.join(SHAPES)}.")
    fixed = _text(data, "fixed", problems)
    extra = _text(data, "extra", problems)
    tiles = _text(data, "tiles", problems)
    suits = "".join(sorted(set(_text(data, "suits", problems).replace(" ", ""))))
    numbers = "".join(sorted(set(_text(data, "numbers", problems).replace(" ", "").replace(",", ""))))
    if set(suits) - set("mps"):
        problems.append(f"Suits are m (characters), p (circles) and s (bamboo); “{suits}” has others.")
    if set(numbers) - set("123456789"):
        problems.append(f"Numbers are the ranks 1 to 9; “{numbers}” has others.")
    honours = data.get("honours", "any")
    if not isinstance(honours, str) or honours not in HONOURS:
        problems.append(f"Honours must be one of: {', '.join(HONOURS)}; not “{honours}”.")
    min_suits, max_suits = data.get("min_suits", 0), data.get("max_suits", 3)
    for label, value in (("fewest suits", min_suits), ("most suits", max_suits)):
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 3:
            problems.append(f"The {label} is a whole number from 0 to 3, not {value!r}.")
    if isinstance(min_suits, int) and isinstance(max_suits, int) and min_suits > max_suits:
        problems.append(f"The fewest suits ({min_suits}) is more than the most suits ({max_suits}).")
    requires = data.get("requires", ())
    if isinstance(requires, str):
        requires = requires.split()
    if not isinstance(requires, (list, tuple)) or not all(isinstance(r, str) for r in requires):
        problems.append("Requirements are a list of names such as “no_chows”.")
        requires = ()
    unknown_requirements = [r for r in requires if r not in REQUIREMENTS]
    if unknown_requirements:
        problems.append(f"Unknown requirements: {', '.join(unknown_requirements)} (known: {', '.join(REQUIREMENTS)}).")
    if "no_chows" in requires and "all_chows" in requires:
        problems.append("A hand cannot have both “no chows” and “four chows”.")
    if shape in ("seven_pairs", "fixed"):
        set_needs = [REQUIREMENTS[r] for r in requires if r in SET_REQUIREMENTS]
        if set_needs:
            problems.append(f"{SHAPES[shape]} has no sets, so these requirements can never be met: {'; '.join(set_needs)}.")
    _codes(tiles, problems=problems, label="allowed tiles")
    if shape == "fixed":
        _check_fixed(fixed, extra, problems)
    elif fixed or extra:
        problems.append("A fixed tile pattern is only used with the shape “fixed”: clear it or choose that shape.")
    if problems:
        raise DefinitionError(problems)
    return CustomHand(shape, fixed.replace(" ", ""), extra.replace(" ", ""), tiles.replace(" ", ""), suits,
                      numbers, honours, min_suits, max_suits, tuple(dict.fromkeys(requires)))


def _text(data: dict, key: str, problems: list[str]) -> str:
    value = data.get(key, "")
    if not isinstance(value, str):
        problems.append(f"“{key}” must be text, not {value!r}.")
        return ""
    return value.strip()


def _codes(text: str, variables: bool = False, problems: list[str] | None = None, label: str = "") -> list[str]:
    """Tile codes of a compact mpsz string; suit letters a, b, c allowed when `variables`."""
    compact = text.replace(" ", "")
    codes: list[str] = []
    position = 0
    for match in _GROUP.finditer(compact):
        if match.start() != position:
            break
        position = match.end()
        digits, suit = match.groups()
        for digit in digits:
            if suit in SUIT_VARIABLES and not variables and problems is not None:
                problems.append(f"In the {label}, use the suits m, p, s and z; a, b, c are only for fixed patterns.")
                return []
            code = f"{digit}{suit}"
            if suit in SUIT_VARIABLES:
                if digit not in "123456789":
                    if problems is not None:
                        problems.append(f"In the {label}, “{code}” is not a tile: number tiles run from 1 to 9.")
                    return []
            elif code not in TILE_BY_CODE or suit == "f":
                if problems is not None:
                    problems.append(f"In the {label}, “{code}” is not a playing tile (honours are 1z–7z, numbers 1–9).")
                return []
            codes.append(code)
    if position != len(compact) and problems is not None:
        problems.append(f"The {label} “{text}” is not in tile notation (write tiles like 123m 55z, digits before their suit).")
        return []
    return codes


def _check_fixed(fixed: str, extra: str, problems: list[str]) -> None:
    codes = _codes(fixed, variables=True, problems=problems, label="fixed pattern")
    extra_codes = _codes(extra, variables=True, problems=problems, label="choice of the 14th tile")
    if not codes:
        if fixed == "":
            problems.append("A fixed tile pattern needs its tiles, e.g. 123456789a1234z (a, b, c: three different suits).")
        return
    if len(codes) not in (13, 14):
        problems.append(f"A fixed tile pattern has 13 tiles (plus a choice of the 14th) or all 14; this one has {len(codes)}.")
    if len(codes) == 14 and extra:
        problems.append("The pattern already has 14 tiles: leave the choice of the 14th tile empty.")
    for code in set(codes):
        if codes.count(code) > 4:
            problems.append(f"The fixed pattern uses {code} {codes.count(code)} times; there are only four of each tile.")
    used = {c[1] for c in codes + extra_codes if c[1] in SUIT_VARIABLES}
    concrete = {c[1] for c in codes + extra_codes if c[1] in "mps"}
    if used and concrete:
        problems.append("Write the pattern's number tiles either all with suit letters a, b, c or all with m, p, s, not both.")


def _concrete_patterns(hand: CustomHand) -> list[tuple[tuple[int, ...], frozenset[int]]]:
    """(required counts, allowed 14th-tile indices) for each way to give a, b, c real suits."""
    codes = _codes(hand.fixed, variables=True)
    extra = _codes(hand.extra, variables=True) or ([] if len(codes) == 14 else codes)
    variables = sorted({c[1] for c in codes + extra if c[1] in SUIT_VARIABLES})
    found = []
    for suits in permutations("mps", len(variables)):
        mapping = dict(zip(variables, suits))

        def index(code: str) -> int:
            return TILE_BY_CODE[code[0] + mapping.get(code[1], code[1])].index

        counts = [0] * len(PLAYING_TILES)
        for code in codes:
            counts[index(code)] += 1
        candidate = (tuple(counts), frozenset(index(c) for c in extra))
        if candidate not in found:
            found.append(candidate)
    return found


def fixed_shape(key: str, hand: CustomHand) -> Shape:
    """A recogniser for a fixed tile pattern: all 14 tiles in hand, nothing declared."""
    patterns = _concrete_patterns(hand)

    def recognise(shape_input: ShapeInput):
        counts = shape_input.counts
        if shape_input.hand.melds or sum(counts) != 14:
            return
        for required, extra in patterns:
            over = [i for i, (have, need) in enumerate(zip(counts, required)) if have != need]
            if sum(required) == 14:
                matched = not over
            else:
                matched = (len(over) == 1 and counts[over[0]] == required[over[0]] + 1 and over[0] in extra)
            if matched:
                yield key, ()
                return

    recognise.__doc__ = f"The fixed tile pattern of the invented hand “{key}”."
    return recognise


def custom_shapes(spec: RuleSpec) -> list[Shape]:
    """Recognisers for the shapes the rule set's invented hands add to its system's own."""
    return cached_on(spec, "_custom_shapes", lambda: _custom_shapes(spec))


def _custom_shapes(spec: RuleSpec) -> list[Shape]:
    return invented_shapes((p.key, p.definition) for p in spec.patterns if p.definition is not None and p.enabled)


def invented_shapes(hands: Iterable[tuple[str, CustomHand]]) -> list[Shape]:
    """The shapes these invented hands (key, hand) add to their system's own: each fixed tile
    pattern, and seven pairs (whatever the system's options say of it) where one has that shape."""
    shapes: list[Shape] = []
    wanted_pairs = False
    for key, hand in hands:
        if hand.shape == "fixed":
            shapes.append(fixed_shape(key, hand))
        elif hand.shape == "seven_pairs":
            wanted_pairs = True
    if wanted_pairs:
        shapes.append(seven_pairs())
    return shapes


def invented_patterns(spec: RuleSpec) -> tuple[PatternSpec, ...]:
    """The rule set's enabled invented hands."""
    return cached_on(spec, "_invented", lambda: tuple(p for p in spec.patterns if p.definition is not None and p.enabled))


def custom_counts(spec: RuleSpec, view: HandView) -> dict[str, int]:
    """How many times (0 or 1) the hand has each of the rule set's enabled invented hands."""
    return {p.key: int(has_custom_hand(p.key, p.definition, view)) for p in invented_patterns(spec)}


def has_custom_hand(key: str, hand: CustomHand, view: HandView) -> bool:
    """Whether one arrangement of a hand fits an invented hand's every building block."""
    shape_fits = {
        "standard": view.shape == "standard",
        "seven_pairs": view.shape == "seven_pairs",
        "fixed": view.shape == key,
        "any": True,
    }[hand.shape]
    return shape_fits and _tiles_fit(hand, view) and all(REQUIREMENT_CHECKS[r](view) for r in hand.requires)


def _tiles_fit(hand: CustomHand, view: HandView) -> bool:
    return next(_tile_misfits(hand, view), None) is None


def _tile_misfits(hand: CustomHand, view: HandView) -> Iterator[str]:
    """Each way the tiles of one arrangement break the invented hand's tile blocks, worded for
    the organiser (a generator: scoring asks only whether there is a first)."""
    tiles = view.distinct_tiles
    allowed = hand.allowed_tiles
    if allowed and not tiles <= allowed:
        yield f"it holds {_listed(tiles - allowed)}, not among the allowed tiles {hand.tiles}"
    if hand.suits and (other := [t for t in tiles if t.is_suited and t.suit not in hand.suits]):
        yield f"it holds {_listed(other)}, outside the suits allowed ({hand.suits})"
    if hand.numbers and (other := [t for t in tiles if t.is_suited and str(t.rank) not in hand.numbers]):
        yield f"it holds {_listed(other)}, outside the numbers allowed ({hand.numbers})"
    honours = [t for t in tiles if t.is_honour]
    if hand.honours == "none" and honours:
        yield f"it holds {_listed(honours)}, and the hand allows no honours"
    if hand.honours == "winds" and (dragons := [t for t in honours if t.is_dragon]):
        yield f"it holds {_listed(dragons)}, and the hand allows winds only"
    if hand.honours == "dragons" and (winds := [t for t in honours if t.is_wind]):
        yield f"it holds {_listed(winds)}, and the hand allows dragons only"
    if not hand.min_suits <= len(view.suits) <= hand.max_suits:
        needed = str(hand.min_suits) if hand.min_suits == hand.max_suits else f"{hand.min_suits} to {hand.max_suits}"
        yield f"it has {len(view.suits)} number suit{'s' if len(view.suits) != 1 else ''}, and the hand needs {needed}"


def _listed(tiles) -> str:
    return " ".join(sorted({str(t) for t in tiles}))


def example_misfit(key: str, hand: CustomHand, example: Hand, system_shapes: Sequence[Shape]) -> str:
    """Why no reading of an example hand has the invented hand (its building blocks as they
    stand), or "" when one does: for the reading that misses the fewest blocks. The readings are
    the plain ones (`system_shapes` too, for a hand of any shape): whether the rule set takes
    them is rule_set_misfit's question."""
    readings = arrangements(example, _plain_shapes(key, hand, system_shapes))
    if not readings:
        return ("its tiles are not the fixed tile pattern" if hand.shape == "fixed"
                else f"its tiles cannot be read as {SHAPES[hand.shape].lower()}")
    fewest: list[str] | None = None
    for reading in readings:
        view = HandView(example, reading, None, frozenset)
        misses = [*_tile_misfits(hand, view),
                  *(f"“{REQUIREMENTS[r]}” is not met" for r in hand.requires if not REQUIREMENT_CHECKS[r](view))]
        if not misses:
            return ""
        if fewest is None or len(misses) < len(fewest):
            fewest = misses
    return "; ".join(fewest)


def rule_set_misfit(key: str, hand: CustomHand, example: Hand, rule_shapes: Sequence[Shape],
                    others: Iterable[tuple[str, CustomHand]] = (), system_shapes: Sequence[Shape] = ()) -> str:
    """Why none of the readings a rule set makes of an example has the invented hand, where a
    plain reading does (example_misfit found nothing missing with `system_shapes`), or "" when
    one does: the shape rule in the way. The rule set reads a hand as score() does: its system's
    shapes under its options (`rule_shapes`), and those its invented hands add, this one's and
    the `others'` (key, hand)."""
    if _has_it(key, hand, example, arrangements(example, [*rule_shapes, *invented_shapes([(key, hand), *others])])):
        return ""
    plain = _plain_shapes(key, hand, [*rule_shapes, *system_shapes])
    fitting = [r for r in arrangements(example, plain) if _has_it(key, hand, example, [r])]
    caps = [cap for cap in (getattr(s, "standard_max_chows", None) for s in rule_shapes) if cap is not None]
    chows = [sum(s.is_chow for s in r.sets) for r in fitting if r.shape == "standard"]
    if caps and chows and min(chows) > max(caps):
        fewest, most = min(chows), max(caps)
        return (f"its tiles make four sets and a pair only with {fewest} chow{'s' if fewest != 1 else ''}, and this rule set "
                f"allows at most {most} chow{'s' if most != 1 else ''} in a hand")
    shapes = sorted({_SHAPE_WORDS.get(r.shape, r.shape.replace("_", " ")) for r in fitting})
    return f"this rule set does not read its tiles as {' or as '.join(shapes) or 'a complete hand'}"


_SHAPE_WORDS = {"standard": "four sets and a pair", "seven_pairs": "seven pairs"}


def _plain_shapes(key: str, hand: CustomHand, system_shapes: Sequence[Shape]) -> list[Shape]:
    """The shapes an example is read in to check its building blocks: the hand's own, without
    any option of the rule set narrowing it (a cap on chows); any shape at all for "any"."""
    return {"standard": [standard()], "seven_pairs": [seven_pairs()], "fixed": [fixed_shape(key, hand)],
            "any": [*system_shapes, standard(), seven_pairs()]}[hand.shape]


def _has_it(key: str, hand: CustomHand, example: Hand, readings) -> bool:
    return any(has_custom_hand(key, hand, HandView(example, reading, None, frozenset)) for reading in readings)


def no_chows(h: HandView) -> bool:
    """No chow among the sets."""
    return h.is_standard and not h.chows


def all_chows(h: HandView) -> bool:
    """Four chows."""
    return h.is_standard and len(h.chows) == 4


def concealed(h: HandView) -> bool:
    """Nothing declared from a discard before the win."""
    return h.is_concealed


def self_drawn(h: HandView) -> bool:
    """The winning tile came from the wall."""
    return bool(h.self_drawn)


def dragon_pungs(h: HandView) -> bool:
    """A pung or kong of each of the three dragons."""
    return len(h.dragon_pungs) == 3


def wind_pungs(h: HandView) -> bool:
    """A pung or kong of each of the four winds."""
    return len(h.wind_pungs) == 4


def honour_pair(h: HandView) -> bool:
    """The pair is a wind or a dragon."""
    return h.pair is not None and h.pair.tile.is_honour


REQUIREMENT_CHECKS = {
    "no_chows": no_chows, "all_chows": all_chows, "concealed": concealed, "self_drawn": self_drawn,
    "dragon_pungs": dragon_pungs, "wind_pungs": wind_pungs, "honour_pair": honour_pair,
}


def custom_pattern(key: str, name: str, value: float, definition: dict | CustomHand, **fields) -> PatternSpec:
    """A PatternSpec for an invented hand (the definition read and checked)."""
    hand = definition if isinstance(definition, CustomHand) else read_definition(definition)
    return PatternSpec(key=key, name=name, value=value, definition=hand, **fields)


def prepare_custom_patterns(spec: RuleSpec) -> RuleSpec:
    """Limit hands a club made as the scheme can score them, each scoring its share of the limit.
    In an additive scheme its value becomes points (share × limit) and it excludes every pattern
    worth no more (bonus tiles still count). That covers an invented hand valued as a share of the
    limit and a system pattern the club revalued that way (an additive system's own patterns are
    all points). An invented one is never worth less than the hand without it: score() scores the
    reading again without it (`invented_limit_hands`) and keeps the higher. A doubling scheme
    already scores a limit line on its own, so an invented limit hand there excludes only the
    limit hands worth no more: the hand's other patterns stay counted for a system that scores the
    tiles' own value when that is more (under intrinsic_value_if_higher, as for its own limit hands).
    Of two limit hands worth the same, the one listed first replaces the other (were each to
    exclude the other, neither would count)."""
    return cached_on(spec, "_prepared_custom", lambda: _prepare_custom_patterns(spec))


def invented_limit_hands(spec: RuleSpec) -> tuple[str, ...]:
    """The keys of the enabled invented limit hands that a prepared additive rule set scores as
    points (prepare_custom_patterns), highest first: the ones score() takes away in turn to see
    whether the hand is worth more without them."""
    return cached_on(spec, "_invented_limit_hands", tuple)


def _prepare_custom_patterns(spec: RuleSpec) -> RuleSpec:
    limit_hands = [p for p in spec.patterns if p.unit is Unit.LIMIT and (p.definition is not None or spec.scheme != "doubling")]
    if not limit_hands or not spec.limit:
        return spec
    limit_keys = {p.key for p in limit_hands}

    def worth(p: PatternSpec) -> float:
        return p.value * spec.limit if p.unit is Unit.LIMIT else p.value

    def replaces(p: PatternSpec, o: PatternSpec, value) -> bool:
        """Whether limit hand `p` excludes pattern `o` (`value` says what each is worth)."""
        if o.key == p.key or value(o) > value(p):
            return False
        return value(o) < value(p) or o.key not in limit_keys or (p.order, p.key) < (o.order, o.key)

    patterns = []
    for p in spec.patterns:
        if p.key in limit_keys:
            if spec.scheme == "doubling":
                below = frozenset(o.key for o in spec.patterns if o.unit is Unit.LIMIT and replaces(p, o, lambda q: q.value))
                p = replace(p, excludes=p.excludes | below)
            else:
                below = frozenset(o.key for o in spec.patterns if o.unit is not Unit.BONUS and replaces(p, o, worth))
                p = replace(p, value=worth(p), unit=Unit.POINTS, excludes=p.excludes | below)
        patterns.append(p)
    prepared = replace(spec, patterns=tuple(patterns))
    if spec.scheme != "doubling":
        invented = sorted((p for p in limit_hands if p.definition is not None and p.enabled),
                          key=lambda p: (-worth(p), p.order, p.key))
        object.__setattr__(prepared, "_invented_limit_hands", tuple(p.key for p in invented))
    return prepared
