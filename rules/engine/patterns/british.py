"""British rules (BMJA, as Mah-Jong: Know the Game and its authors' site state them).

Every player scores: basic points for sets, scoring pairs and bonus tiles, doubled by the
doubles the hand earns, capped at the limit. The winner adds 20 for going Mah-Jong and has
doubles of his own; a player who did not win scores what his tiles hold, or the fishing
value of the special hand he was calling for. Values and names live in `builtin/british.py`;
the arithmetic (special hands, Purity, intrinsic value) is in `british_scoring.py`, the
irregular special shapes in `british_shapes.py`, the settling up in `settlement.py`.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from operator import attrgetter

from ..arrange import Arrangement, arrangements, standard, waits
from ..hand import Hand
from ..options import option
from ..records import without_class_defaults
from ..resolve import counted_lines
from ..sets import SetKind, TileSet
from ..systems import RuleSystem
from ..tiles import GREEN_TILES, PLAYING_TILES, TILE_BY_CODE, WIND_LETTERS
from ..view import HandView
from . import PatternRegistry
from . import british_shapes as shapes
from .british_scoring import total

british = PatternRegistry("british")


@without_class_defaults
@dataclass(frozen=True)
class BritishOptions:
    east_factor: int = option(2, "Settling up: East pays and is paid this many times the score (BMJA: double; 1 for no East bonus).",
                              minimum=1)
    max_chows: int = option(1, "Most chows a standard winning hand may hold (BMJA: one; 4 allows any number).")
    wall_win_points_from_kong_box: bool = option(False, "The 2 points for a winning tile from the wall are also given for a loose tile from the kong box.")
    one_suit_with_honours_double: bool = option(True, "The winner doubles for a hand of one suit with winds or dragons.")
    one_suit_double_without_honours: bool = option(False, "That double also goes to a one-suit hand with no winds or dragons (one with a chow; without, it is Purity).")
    concealed_hand_needs_honours: bool = option(False, "The concealed-hand double needs winds or dragons in the hand (the literal KTG wording).")
    concealed_hand_when_winning_on_discard: bool = option(False, "A hand completed by a claimed discard still counts as all concealed.")
    loose_tile_double: bool = option(True, "The winner doubles for going Mah-Jong on a loose tile from the kong box.")
    bouquet_doubles: str = option(
        "include_own", "A complete set of flowers or seasons: its 2 doubles include the own-tile double, or are added to it (3 in all).",
        {"include_own": "2 doubles, the own-tile double among them", "add_to_own": "2 doubles on top of the own-tile double (3 in all)"})
    original_call_double_for_losers: bool = option(False, "The original-call double is also scored by a player who did not win.")
    purity_mode: str = option(
        "special", "How Purity scores: its playing tiles' points alone doubled three times, with the bonus tiles scored apart, or 3 doubles added to the ordinary score.",
        {"special": "Only the playing tiles' points, doubled 3 times", "stack": "3 doubles added to the ordinary score"})
    purity_final_discard_extra_double: bool = option(True, "Purity won on the last discard of the wall doubles a fourth time.")
    purity_pair_same_suit: bool = option(True, "Purity's pair must be of the same suit as its sets.")
    special_hand_bonus_tiles: bool = option(
        True, "Bonus tiles are added to a special hand's value, doubled only by their own doubles (off: a special hand ignores them, "
              "also when it is scored at its tiles' intrinsic value).")
    final_discard_double_on_special_bonus: bool = option(True, "The last-discard double also doubles the bonus tiles added to a special hand.")
    intrinsic_value_if_higher: bool = option(True, "A special or fishing hand scores its tiles' ordinary value instead when that is higher.")
    fishing_intrinsic_value: str = option(
        "listed", "Which fishing hands may take their tiles' value when higher: only those the BMJA tables mark so (Purity, All Winds and Dragons, Three Great Scholars and Four Blessings), or every one.",
        {"listed": "Only the fishing hands the BMJA tables mark", "any": "Every fishing hand"})
    buried_treasure_final_claim: str = option(
        "pung_or_pair", "Buried Treasure may go out on a claimed tile completing the last pung or the pair, only the pair, or not at all.",
        {"pung_or_pair": "A claimed tile may finish the last pung or the pair", "pair": "A claimed tile may finish the pair only", "none": "Never on a claimed tile"})
    buried_treasure_allows_kongs: bool = option(False, "Buried Treasure may hold concealed kongs.")
    imperial_jade_pair_must_be_green: bool = option(True, "Imperial Jade's pair must be green tiles too.")
    gates_of_heaven_extra_tile: str = option(
        "two_to_eight", "The Gates of Heaven's fourteenth tile pairs a 2 to 8, or may be any tile of the suit.",
        {"two_to_eight": "Pairs one of the 2s to 8s", "any": "Any tile of the suit"})
    gates_of_heaven_claimed_tile: str = option(
        "not_a_pung", "The Gates of Heaven won on a discard: which set the claimed tile may complete. Either any set but the pung of 1s or 9s, which stay concealed, or only one of those pungs.",
        {"not_a_pung": "Any set but the pung of 1s or 9s", "pung_only": "Only the pung of 1s or 9s"})
    three_great_scholars_allows_chow: bool = option(False, "Three Great Scholars' fourth set may be a chow.")
    scratching_carrying_pole: bool = option(False, "Robbing a kong of 2 bamboo to go out is a limit hand (not one of the BMJA 19).")
    fishing_enforced: bool = option(True, "A losing hand gets a fishing value only when fishing was declared; off: whenever one tile would complete a special hand.")
    non_winner_pairs: str = option(
        "all", "A hand that did not win scores every scoring pair it holds, or only the best one.",
        {"all": "Every scoring pair", "best": "Only the best pair"})


# --- facts several patterns share ---------------------------------------------------------

def winner(h: HandView) -> bool:
    return h.hand.winner


def _seat(h: HandView) -> int:
    return WIND_LETTERS.index(h.hand.seat_wind)


def _sets(h: HandView, kind: SetKind, major: bool, concealed: bool) -> int:
    return sum(1 for s in h.sets if s.kind is kind and s.tile.is_major == major and s.concealed == concealed)


def _pairs_of(h: HandView, tiles) -> int:
    return sum(1 for s in h.pairs if s.tile in tiles)


def _plain_standard(h: HandView) -> bool:
    """A standard hand of pungs and kongs only."""
    return h.is_standard and not h.chows


def _drawn(h: HandView) -> bool:
    return h.self_drawn


# --- basic points (all players) -----------------------------------------------------------

@british.pattern(each="pung")
def exposed_minor_pung(h: HandView) -> int:
    """Each exposed pung of 2s to 8s."""
    return _sets(h, SetKind.PUNG, major=False, concealed=False)


@british.pattern(each="pung")
def concealed_minor_pung(h: HandView) -> int:
    """Each concealed pung of 2s to 8s."""
    return _sets(h, SetKind.PUNG, major=False, concealed=True)


@british.pattern(each="pung")
def exposed_major_pung(h: HandView) -> int:
    """Each exposed pung of 1s, 9s, winds or dragons."""
    return _sets(h, SetKind.PUNG, major=True, concealed=False)


@british.pattern(each="pung")
def concealed_major_pung(h: HandView) -> int:
    """Each concealed pung of 1s, 9s, winds or dragons."""
    return _sets(h, SetKind.PUNG, major=True, concealed=True)


@british.pattern(each="kong")
def exposed_minor_kong(h: HandView) -> int:
    """Each exposed kong of 2s to 8s."""
    return _sets(h, SetKind.KONG, major=False, concealed=False)


@british.pattern(each="kong")
def concealed_minor_kong(h: HandView) -> int:
    """Each concealed kong of 2s to 8s."""
    return _sets(h, SetKind.KONG, major=False, concealed=True)


@british.pattern(each="kong")
def exposed_major_kong(h: HandView) -> int:
    """Each exposed kong of 1s, 9s, winds or dragons."""
    return _sets(h, SetKind.KONG, major=True, concealed=False)


@british.pattern(each="kong")
def concealed_major_kong(h: HandView) -> int:
    """Each concealed kong of 1s, 9s, winds or dragons."""
    return _sets(h, SetKind.KONG, major=True, concealed=True)


@british.pattern(each="pair")
def dragon_pair(h: HandView) -> int:
    """Each pair of dragons."""
    return sum(1 for s in h.pairs if s.tile.is_dragon)


@british.pattern(each="pair")
def own_wind_pair(h: HandView) -> int:
    """Each pair of the player's seat wind."""
    return _pairs_of(h, {h.seat_wind})


@british.pattern(each="pair")
def prevailing_wind_pair(h: HandView) -> int:
    """Each pair of the round's wind (with the seat wind's, a double-wind pair scores both)."""
    return _pairs_of(h, {h.round_wind})


@british.pattern(each="tile")
def bonus_tile(h: HandView) -> int:
    """Each flower or season."""
    return len(h.bonus)


@british.pattern()
def mah_jong(h: HandView) -> int:
    """The winner's score for going Mah-Jong."""
    return int(winner(h))


@british.pattern()
def winning_tile_from_wall(h: HandView) -> int:
    """The winner drew the winning tile from the wall (a loose tile only if the option says so)."""
    if not (winner(h) and _drawn(h)):
        return 0
    return int(not h.flag("kong_replacement") or h.options.wall_win_points_from_kong_box)


# --- doubles for all players --------------------------------------------------------------

@british.pattern(each="pung")
def dragon_pung(h: HandView) -> int:
    """Each pung or kong of dragons."""
    return len(h.dragon_pungs)


@british.pattern()
def own_wind_pung(h: HandView) -> int:
    """A pung or kong of the player's seat wind."""
    return len(h.pungs_of([h.seat_wind]))


@british.pattern()
def prevailing_wind_pung(h: HandView) -> int:
    """A pung or kong of the round's wind."""
    return len(h.pungs_of([h.round_wind]))


@british.pattern()
def own_flower(h: HandView) -> int:
    """The flower of the player's seat (1f East ... 4f North)."""
    if h.options.bouquet_doubles == "include_own" and h.all_flowers:
        return 0
    return int(TILE_BY_CODE[f"{_seat(h) + 1}f"] in h.bonus)


@british.pattern()
def own_season(h: HandView) -> int:
    """The season of the player's seat (5f East ... 8f North)."""
    if h.options.bouquet_doubles == "include_own" and h.all_seasons:
        return 0
    return int(TILE_BY_CODE[f"{_seat(h) + 5}f"] in h.bonus)


@british.pattern()
def all_flowers(h: HandView) -> int:
    """All four flowers."""
    return int(h.all_flowers)


@british.pattern()
def all_seasons(h: HandView) -> int:
    """All four seasons."""
    return int(h.all_seasons)


# --- doubles for the winner -----------------------------------------------------------------

@british.pattern()
def no_chows(h: HandView) -> int:
    """The winning hand is four pungs or kongs and a pair."""
    return int(winner(h) and _plain_standard(h))


@british.pattern()
def one_suit_with_honours(h: HandView) -> int:
    """The winning hand is one suit with winds or dragons."""
    if not (winner(h) and h.options.one_suit_with_honours_double and len(h.suits) == 1):
        return 0
    return int(h.has_honours or h.options.one_suit_double_without_honours)


@british.pattern()
def majors_only(h: HandView) -> int:
    """The winning hand is only 1s and 9s with winds or dragons."""
    return int(winner(h) and h.all_major and h.has_honours and bool(h.suits))


@british.pattern()
def concealed_hand(h: HandView) -> int:
    """The winning hand was all concealed (concealed kongs allowed)."""
    if not (winner(h) and h.is_concealed):
        return 0
    if not (_drawn(h) or h.options.concealed_hand_when_winning_on_discard):
        return 0
    return int(h.has_honours or not h.options.concealed_hand_needs_honours)


@british.pattern()
def loose_tile(h: HandView) -> int:
    """Going Mah-Jong on a loose tile from the kong box."""
    return int(winner(h) and h.flag("kong_replacement") and h.options.loose_tile_double)


@british.pattern()
def last_tile_from_wall(h: HandView) -> int:
    """Going Mah-Jong on the last tile drawn from the wall (a loose tile from the kong box is not one)."""
    return int(winner(h) and _drawn(h) and h.flag("last_tile_in_wall") and not h.flag("kong_replacement"))


@british.pattern()
def last_discard(h: HandView) -> int:
    """Going Mah-Jong on the discard of the last tile from the wall."""
    return int(winner(h) and not _drawn(h) and h.flag("last_tile_in_wall"))


@british.pattern()
def robbing_the_kong(h: HandView) -> int:
    """Going Mah-Jong on a tile robbed from another player's kong."""
    return int(winner(h) and h.flag("robbing_kong"))


@british.pattern()
def original_call(h: HandView) -> int:
    """Going Mah-Jong on the hand called from the deal, unchanged since."""
    return int(h.flag("original_call") and (winner(h) or h.options.original_call_double_for_losers))


# --- the 19 special hands -----------------------------------------------------------------

@british.pattern()
def purity(h: HandView) -> int:
    """Four pungs or kongs and a pair, all of one suit."""
    if not _plain_standard(h) or any(t.is_honour for s in h.sets for t in s.tiles):
        return 0
    if len({s.suit for s in h.sets}) != 1:
        return 0
    return int(not h.options.purity_pair_same_suit or h.pair.suit == h.sets[0].suit)


@british.pattern()
def triple_knitting(h: HandView) -> int:
    """Four numbers once in each suit and a fifth in two suits."""
    return int(h.shape == "triple_knitting")


@british.pattern()
def knitting(h: HandView) -> int:
    """Seven pairs, each one number in two suits."""
    return int(h.shape == "knitting")


@british.pattern()
def all_pair_honours(h: HandView) -> int:
    """Seven pairs of 1s, 9s, winds and dragons."""
    return int(h.shape == "all_pair_honours")


@british.pattern()
def buried_treasure(h: HandView) -> int:
    """Four concealed pungs and a pair, of one suit and honours."""
    if not _plain_standard(h) or len(h.suits) > 1:
        return 0
    if h.kongs and not h.options.buried_treasure_allows_kongs:
        return 0
    if any(not m.concealed for m in h.melds):
        return 0
    if _drawn(h) or not winner(h) or h.winning_tile is None:
        return 1
    claim = h.options.buried_treasure_final_claim
    return int(claim == "pung_or_pair" or (claim == "pair" and h.winning_set.is_pair))


@british.pattern()
def fourfold_plenty(h: HandView) -> int:
    """All four sets are kongs, with a pair."""
    return int(h.is_standard and len(h.kongs) == 4)


@british.pattern()
def heads_and_tails(h: HandView) -> int:
    """Four sets and a pair of nothing but 1s and 9s."""
    return int(h.is_standard and h.all_terminal)


@british.pattern()
def gates_of_heaven(h: HandView) -> int:
    """1112345678999 of one suit, concealed, and one more tile of it."""
    return int(h.shape == "gates_of_heaven")


@british.pattern()
def wriggling_snake(h: HandView) -> int:
    """A pair of 1s, 2 to 9 of the same suit, and the four winds."""
    return int(h.shape == "wriggling_snake")


@british.pattern()
def all_winds_and_dragons(h: HandView) -> int:
    """Four sets and a pair of winds and dragons only."""
    return int(h.is_standard and all(t.is_honour for t in h.tiles))


@british.pattern()
def imperial_jade(h: HandView) -> int:
    """Pungs and kongs of green tiles (2, 3, 4, 6, 8 bamboo, green dragon) and a pair."""
    if not _plain_standard(h) or not all(s.tile in GREEN_TILES for s in h.sets):
        return 0
    return int(h.pair.tile in GREEN_TILES or not h.options.imperial_jade_pair_must_be_green)


@british.pattern()
def thirteen_unique_wonders(h: HandView) -> int:
    """Every 1, 9, wind and dragon, and one more of any of them."""
    return int(h.shape == "thirteen_unique_wonders")


@british.pattern()
def three_great_scholars(h: HandView) -> int:
    """Pungs or kongs of all three dragons, a fourth set and a pair."""
    if not h.is_standard or len(h.dragon_pungs) != 3:
        return 0
    return int(not h.chows or h.options.three_great_scholars_allows_chow)


@british.pattern()
def four_blessings_hovering_over_the_door(h: HandView) -> int:
    """Pungs or kongs of all four winds and a pair."""
    return int(h.is_standard and len(h.wind_pungs) == 4)


@british.pattern()
def heavens_blessing(h: HandView) -> int:
    """East goes Mah-Jong on the tiles dealt."""
    return int(winner(h) and h.flag("heavenly"))


@british.pattern()
def earths_blessing(h: HandView) -> int:
    """South, West or North goes Mah-Jong on East's first discard."""
    return int(winner(h) and h.flag("earthly"))


@british.pattern()
def gathering_the_plum_blossom_from_the_roof(h: HandView) -> int:
    """Going Mah-Jong on a loose tile that is the 5 of circles."""
    return int(winner(h) and h.flag("kong_replacement") and h.winning_tile is TILE_BY_CODE["5p"])


@british.pattern()
def plucking_the_moon_from_the_bottom_of_the_sea(h: HandView) -> int:
    """Going Mah-Jong on the last tile of the wall, drawn, that is the 1 of circles (not a loose tile)."""
    return int(winner(h) and _drawn(h) and h.flag("last_tile_in_wall") and not h.flag("kong_replacement")
               and h.winning_tile is TILE_BY_CODE["1p"])


@british.pattern()
def twofold_fortune(h: HandView) -> int:
    """Going Mah-Jong on the loose tile of a kong declared with another kong's loose tile (both in the hand)."""
    return int(winner(h) and h.flag("kong_on_kong"))


@british.pattern()
def scratching_a_carrying_pole(h: HandView) -> int:
    """Going Mah-Jong by robbing a kong of 2 bamboo (option)."""
    return int(winner(h) and h.options.scratching_carrying_pole and h.flag("robbing_kong") and h.winning_tile is TILE_BY_CODE["2s"])


# --- fishing: a losing hand one tile short of a special hand --------------------------------

# The special hands that have a fishing value; the situation-only ones have none.
FISHABLE = (
    "purity", "triple_knitting", "knitting", "all_pair_honours", "buried_treasure", "fourfold_plenty",
    "heads_and_tails", "gates_of_heaven", "wriggling_snake", "all_winds_and_dragons", "imperial_jade",
    "thirteen_unique_wonders", "three_great_scholars", "four_blessings_hovering_over_the_door",
)


def fishing_targets(h: HandView) -> frozenset[str]:
    """The special hands one more tile would complete, set on a losing hand's view."""
    return getattr(h, "fishing_for", frozenset())


def _fishing_pattern(target: str) -> None:
    def fishing(h: HandView) -> int:
        return int(target in fishing_targets(h))

    fishing.__name__ = f"fishing_{target}"
    fishing.__doc__ = f"A losing hand one tile short of {target.replace('_', ' ')} (declared fishing, by default)."
    british.pattern()(fishing)


for _target in FISHABLE:
    _fishing_pattern(_target)


# --- the system -----------------------------------------------------------------------------

def british_shapes(options: BritishOptions):
    return [
        standard(max_chows=options.max_chows),
        shapes.knitting,
        shapes.triple_knitting,
        shapes.all_pair_honours,
        shapes.wriggling_snake,
        shapes.thirteen_unique_wonders,
        shapes.gates_of_heaven(options.gates_of_heaven_extra_tile, options.gates_of_heaven_claimed_tile),
    ]


def losing_sets(hand: Hand, spec, options: BritishOptions) -> tuple[TileSet, ...]:
    """A losing hand's sets: its declared melds, the pungs it holds, then its pairs
    (every pair, or only the one worth most under the rule set's values with
    `non_winner_pairs="best"`)."""
    counts = Counter(hand.concealed)
    held = []
    pairs = []
    for tile in sorted(counts, key=lambda t: t.index):
        if counts[tile] >= 3:
            held.append(TileSet(SetKind.PUNG, tile))
        elif counts[tile] == 2:
            pairs.append(TileSet(SetKind.PAIR, tile))
    if options.non_winner_pairs == "best" and pairs:
        def worth(pair: TileSet) -> float:
            tile = pair.tile
            scores = {"dragon_pair": tile.is_dragon, "own_wind_pair": tile is hand.seat_wind_tile,
                      "prevailing_wind_pair": tile is hand.round_wind_tile}
            return sum(spec.pattern(key).value for key, scored in scores.items() if scored and key in spec.enabled_keys)

        pairs = [max(pairs, key=worth)]
    return hand.melds + tuple(held) + tuple(pairs)


def _fishing_for(hand: Hand, spec, options: BritishOptions) -> frozenset[str]:
    """The special hands with an enabled fishing value that one more tile would complete."""
    wanted = [key for key in FISHABLE if f"fishing_{key}" in spec.enabled_keys]
    found = set()
    held = Counter(hand.all_tiles)
    for tile in PLAYING_TILES:
        if held[tile] >= 4:
            continue
        trial = replace(hand, winning_tile=tile, winner=True, flags=frozenset({"self_drawn"}))
        for arrangement in arrangements(trial, british_shapes(options)):
            view = HandView(trial, arrangement, options, frozenset)
            found.update(key for key in wanted if key not in found and british[key](view))
    return frozenset(found)


def _winner_only_flags_ticked(hand: Hand, options: BritishOptions) -> list[str]:
    """The situations ticked for a losing hand that only a win counts (tables §1.3), in the page's order."""
    counted = {"fishing"} | ({"original_call"} if options.original_call_double_for_losers else set())
    return [flag for flag in SYSTEM.flags if flag in hand.flags and flag not in counted]


def no_shape_message(hand: Hand, spec, options: BritishOptions) -> str | None:
    """Why tiles that make no winning hand are not The Gates of Heaven, when only the claimed tile stops them."""
    if "gates_of_heaven" not in spec.enabled_keys:
        return None
    return shapes.gates_of_heaven_claim_refused(hand, options.gates_of_heaven_extra_tile, options.gates_of_heaven_claimed_tile)


def flag_notes(hand: Hand, spec, options: BritishOptions) -> dict[str, str]:
    """Situations ticked that this win does not count, each under its box: fishing, which is a
    loser's (tables §1.4), and the last tile of the wall won on a loose tile, since the kong box is
    not the wall (§1.3)."""
    notes = {}
    if hand.winner and "fishing" in hand.flags:
        if hand.winning_tile is None:  # not a win yet, only not marked as a loss
            notes["fishing"] = "Fishing counts for a hand that did not win: tick “This player did not win” too, and the hand is scored as fishing."
        else:
            notes["fishing"] = "Fishing was ticked, but this hand won: it was scored as a win, and fishing counts only for a hand that did not."
    if hand.winner and {"kong_replacement", "last_tile_in_wall"} <= hand.flags:
        notes["last_tile_in_wall"] = ("A loose tile comes from the kong box, which is not the wall: the hand was scored as won on a loose tile, "
                                      "not on the last tile of the wall.")
    return notes


def score_non_winner(hand: Hand, spec, options: BritishOptions, base: dict):
    """A hand that did not go Mah-Jong: its sets, pairs and bonus tiles with the doubles for
    all players, or the fishing value of the special hand it was calling for."""
    from ..score import Result  # score.py imports the systems, so not at module level

    arrangement = Arrangement("non_winner", losing_sets(hand, spec, options))
    view = HandView(hand, arrangement, options, frozenset)
    notes = []
    extra = {}
    if hand.flag("fishing") or not options.fishing_enforced:
        view.fishing_for = _fishing_for(hand, spec, options)
        extra["fishing_for"] = [key for key in FISHABLE if key in view.fishing_for]
        if hand.flag("fishing") and not view.fishing_for:
            notes.append("Declared fishing, but no one tile completes a special hand that has a fishing value (the BMJA special hands; a house rule set's invented hands have none): the tiles score as they stand.")
    if ignored := _winner_only_flags_ticked(hand, options):
        names = ", ".join(SYSTEM.label(flag) for flag in ignored)
        notes.append(f"{names}: for the player who went Mah-Jong only; this hand did not win, so not counted.")
    found = {p.key: p(view) for p in british if p.key in spec.enabled_keys}
    scored = total(counted_lines(found, spec), view, spec, options)
    hand_waits = waits(hand, british_shapes(options))
    return Result(
        valid=True, winning=False, total=scored.total, lines=scored.lines, sets=arrangement.sets,
        shape="non_winner", notes=scored.notes + tuple(notes), passed_over=scored.passed_over,
        waits=tuple(str(t) for t in sorted(hand_waits, key=lambda t: t.index)),
        points=scored.points, doubles=scored.doubles, limited=scored.limited, extra=extra, **base,
    )


def settle(result, hand: Hand, spec, options) -> list:
    """Each other player pays the winner his score; East pays and receives `east_factor` times."""
    from ..settlement import winner_payments  # settlement imports score.py

    return winner_payments(hand.seat_wind, result.total, east_factor=options.east_factor)


def settle_whole_deal(scores, winner, options):
    """Everyone pays the winner, the others settle their differences, East `east_factor` times (MBR: double)."""
    from ..settlement import settle_deal

    return settle_deal(scores, winner, east_factor=options.east_factor)


# Patterns that count only with an option on: (option, pattern key).
OPTIONAL_PATTERNS = (("one_suit_with_honours_double", "one_suit_with_honours"), ("loose_tile_double", "loose_tile"),
                     ("scratching_carrying_pole", "scratching_a_carrying_pole"))


def left_out(options) -> frozenset[str]:
    """The patterns whose option is off (Kajongg's preset turns off two doubles)."""
    return frozenset(key for name, key in OPTIONAL_PATTERNS if not getattr(options, name))


SYSTEM = RuleSystem(
    key="british",
    name="British (BMJA)",
    settle_deal=settle_whole_deal,
    washout_note="East keeps the deal.",  # scoring tables: "Wash-out (no winner): no payments; East keeps the deal"
    patterns=british,
    options=BritishOptions,
    shapes=british_shapes,
    flags=("self_drawn", "kong_replacement", "last_tile_in_wall", "robbing_kong", "original_call",
           "heavenly", "earthly", "kong_on_kong", "fishing"),
    flag_labels={
        "kong_replacement": "Loose tile from the kong box",
        "last_tile_in_wall": "Last tile of the wall (drawn, or its discard)",
        "robbing_kong": "Robbing the kong",
        "heavenly": "Heaven's Blessing (East wins on the deal)",
        "earthly": "Earth's Blessing (won on East's first discard)",
        "kong_on_kong": "Twofold Fortune (kong on kong)",
        "fishing": "Fishing for a special hand (did not win)",
    },
    total=total,
    settle=settle,
    score_non_winner=score_non_winner,
    flag_notes=flag_notes,
    flag_patterns={
        "kong_replacement": ("loose_tile", "gathering_the_plum_blossom_from_the_roof"),
        "last_tile_in_wall": ("last_tile_from_wall", "last_discard", "plucking_the_moon_from_the_bottom_of_the_sea"),
        "robbing_kong": ("robbing_the_kong", "scratching_a_carrying_pole"),
        "original_call": ("original_call",),
        "heavenly": ("heavens_blessing",),
        "earthly": ("earths_blessing",),
        "kong_on_kong": ("twofold_fortune",),
    },
    drawn_only=frozenset({"last_tile_from_wall", "plucking_the_moon_from_the_bottom_of_the_sea"}),
    discard_only=frozenset({"last_discard"}),
    left_out=left_out,
    no_shape_message=no_shape_message,
    east_factor=attrgetter("east_factor"),
)
