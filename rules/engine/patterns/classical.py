"""Classical Chinese as Shanghai: Second Dynasty plays it (shared/rule-sources/
chinese-classical-shanghai-second-dynasty.txt and chinese-classical-scoring-tables.md).

Score = basic points × 2^fan, capped at the rule set's limit; limit situations and limit hands
score the limit (or half of it). Values live in builtin/classical.py; the patterns an option
switches off are named here (`switched_off`) and applied in `adjust`.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..arrange import Arrangement, seven_pairs, standard, thirteen_orphans
from ..options import option
from ..records import without_class_defaults
from ..resolve import counted_lines
from ..score import Result
from ..sets import SetKind, TileSet
from ..systems import RuleSystem
from ..tiles import GREEN_TILES, PLAYING_TILES, TILE_BY_CODE
from ..view import HandView
from . import PatternRegistry
from .classical_settle import (
    east_factor,
    flower_payments,
    losers_settle,
    paid_at_once,
    settle,
    settle_refused,
    settle_whole_deal,
    total,
    uses_thrower,
)

classical = PatternRegistry("classical")
pattern = classical.pattern


@without_class_defaults
@dataclass(frozen=True)
class ClassicalOptions:
    minimum_fan: int = option(0, "Fan (doubles) a hand needs to go out; limit hands always may.")
    double_wind_pair_scores_twice: bool = option(
        False, "A pair of a wind that is both your own and the prevailing wind scores as both pairs (4 points) rather than once (2).")
    payment_to: str = option(
        "winner", "Who is paid: only the winner (the source's normal way), or all, when losers also settle the differences of their scores.",
        {"winner": "Only the winner is paid", "all": "Losers also settle among themselves"})
    thrower_pays_for_all: bool = option(False, "The player whose discard won the hand pays the winner what all three losers would have paid.")
    east_pays_double: bool = option(True, "East (the dealer) pays double and is paid double.")
    flowers: bool = option(True, "Play with flowers and seasons.")
    own_flower_and_season: str = option(
        "each", "Own flower and own season: one fan each, or one fan only for holding both.",
        {"each": "One fan for each", "both": "One fan for holding both"})
    four_flowers_bonus: str = option(
        "payment", "All four flowers or all four seasons: a payment at once from every player, one fan, or nothing.",
        {"payment": "Every player pays at once", "fan": "One fan", "off": "Nothing extra"})
    special_hands: bool = option(True, "Score the special hands: the fan hands (Pure Hand, All Honors, Little Four Winds, Little Three Dragons) and the limit hands.")
    seven_pairs_hands: bool = option(False, "Allow the pair hands (Dirty Pairs, Clean Pairs, All Pair Honours).")
    jewel_hands: bool = option(False, "Allow the jewel hands (Jade, Imperial Jade, Pearl Dragon, Imperial Ruby).")
    intrinsic_value_if_higher: bool = option(
        False, "A limit hand or situation scores the tiles' ordinary value (points × 2^fan, capped) instead, when that is more: "
               "it can be, for a half-limit hand.")
    heavenly_gates_needs_9_way_wait: bool = option(False, "Heavenly Gates counts only when the hand waited on all nine tiles of its suit.")
    buried_treasure_must_win_on_pair: bool = option(False, "Buried Treasure needs the winning tile to complete the pair.")
    three_great_scholars_allows_chow: bool = option(True, "Big Three Dragons may have a chow as its fourth set.")
    big_four_winds_allows_pair: bool = option(False, "Big Four Winds also counts when one of the four winds is only a pair, provided it is not your seat wind.")
    all_kongs_same_suit: bool = option(False, "All Kong needs its four kongs to be of one number suit (kongs of winds or dragons never are).")
    extra_classical_doubles: bool = option(
        False, "Add the classical doubles the source does not document: half flush, all pungs, concealed hand, last tile, loose tile, robbing a kong.")


# Which patterns each option turns on or off (the source's own groups).
FAN_HANDS = ("pure_hand", "all_honors", "little_four_winds", "little_three_dragons")
LIMIT_HANDS = ("heavenly_gates", "exposed_heavenly_gates", "all_winds_and_dragons", "heads_and_tails", "unique_wonders",
               "big_three_dragons", "big_four_winds", "all_kong", "all_green", "the_snake")
JEWEL_HANDS = ("jade_hand", "imperial_jade", "pearl_dragon", "imperial_ruby")
PAIR_HANDS = ("dirty_pairs", "clean_pairs", "all_pair_honours")
EXTRA_DOUBLES = ("half_flush", "all_pungs", "concealed_hand", "last_tile", "loose_tile", "robbing_the_kong")
FLOWER_PATTERNS = ("flower_or_season", "own_flower_or_season", "four_flowers_or_seasons", "four_flowers_or_seasons_fan")


def switched_off(options: ClassicalOptions) -> set[str]:
    """The patterns the options leave out."""
    off: set[str] = set()
    if not options.special_hands:
        off.update(FAN_HANDS, LIMIT_HANDS)
    if not options.jewel_hands:
        off.update(JEWEL_HANDS)
    if not options.seven_pairs_hands:
        off.update(PAIR_HANDS)
    if not options.extra_classical_doubles:
        off.update(EXTRA_DOUBLES)
    if not options.flowers:
        off.update(FLOWER_PATTERNS)
    if options.four_flowers_bonus != "payment":
        off.add("four_flowers_or_seasons")
    if options.four_flowers_bonus != "fan":
        off.add("four_flowers_or_seasons_fan")
    return off


def adjust(found: dict[str, int], view: HandView, spec, options: ClassicalOptions) -> dict[str, int]:
    off = switched_off(options)
    return {key: (0 if key in off else count) for key, count in found.items()}


def _tiles(codes: str) -> frozenset:
    return frozenset(TILE_BY_CODE[c] for c in codes.split())


GREEN_DOTS_AND_WHITE = _tiles("2p 3p 4p 6p 8p 5z")
RED_BAMBOO_AND_RED = _tiles("1s 5s 7s 9s 7z")
GREEN_DRAGON, WHITE_DRAGON, RED_DRAGON = TILE_BY_CODE["6z"], TILE_BY_CODE["5z"], TILE_BY_CODE["7z"]
PLUM_BLOSSOM, MOON, CARRYING_POLE = TILE_BY_CODE["5p"], TILE_BY_CODE["1p"], TILE_BY_CODE["2s"]
# The Snake: the pair's rank and the starting ranks of the two chows that go with it.
SNAKE_CHOWS = {2: (3, 6), 5: (2, 6), 8: (2, 5)}


# --- Basic points --------------------------------------------------------------------------

@pattern()
def going_out(h: HandView) -> int:
    """Completing the hand."""
    return int(h.hand.winner)


@pattern()
def self_pick(h: HandView) -> int:
    """Going out on a tile drawn from the wall."""
    return int(h.hand.winner and h.self_drawn)


@pattern()
def one_chance(h: HandView) -> int:
    """Going out on the only tile that could complete the hand."""
    return int(h.hand.winner and h.winning_tile is not None and len(h.waits) == 1)


def _pungs(h: HandView, *, kong: bool, concealed: bool, simple: bool) -> int:
    return sum(1 for s in h.pungs if s.is_kong == kong and s.concealed == concealed and s.tile.is_simple == simple)


@pattern(each="pung")
def exposed_pung_of_simples(h: HandView) -> int:
    """Each exposed pung of twos to eights."""
    return _pungs(h, kong=False, concealed=False, simple=True)


@pattern(each="pung")
def concealed_pung_of_simples(h: HandView) -> int:
    """Each concealed pung of twos to eights."""
    return _pungs(h, kong=False, concealed=True, simple=True)


@pattern(each="pung")
def exposed_pung_of_terminals_or_honours(h: HandView) -> int:
    """Each exposed pung of ones, nines, winds or dragons."""
    return _pungs(h, kong=False, concealed=False, simple=False)


@pattern(each="pung")
def concealed_pung_of_terminals_or_honours(h: HandView) -> int:
    """Each concealed pung of ones, nines, winds or dragons."""
    return _pungs(h, kong=False, concealed=True, simple=False)


@pattern(each="kong")
def exposed_kong_of_simples(h: HandView) -> int:
    """Each exposed kong of twos to eights."""
    return _pungs(h, kong=True, concealed=False, simple=True)


@pattern(each="kong")
def concealed_kong_of_simples(h: HandView) -> int:
    """Each concealed kong of twos to eights."""
    return _pungs(h, kong=True, concealed=True, simple=True)


@pattern(each="kong")
def exposed_kong_of_terminals_or_honours(h: HandView) -> int:
    """Each exposed kong of ones, nines, winds or dragons."""
    return _pungs(h, kong=True, concealed=False, simple=False)


@pattern(each="kong")
def concealed_kong_of_terminals_or_honours(h: HandView) -> int:
    """Each concealed kong of ones, nines, winds or dragons."""
    return _pungs(h, kong=True, concealed=True, simple=False)


@pattern(each="pair")
def pair_of_dragons(h: HandView) -> int:
    """A pair of dragons."""
    return sum(1 for p in h.pairs if p.tile.is_dragon)


@pattern(each="pair")
def pair_of_own_wind(h: HandView) -> int:
    """A pair of the player's own (seat) wind."""
    return sum(1 for p in h.pairs if p.tile is h.seat_wind)


@pattern(each="pair")
def pair_of_prevailing_wind(h: HandView) -> int:
    """A pair of the prevailing (round) wind; when it is also the own wind it counts again only if the option says so."""
    double_counted = h.seat_wind is not h.round_wind or h.options.double_wind_pair_scores_twice
    return sum(1 for p in h.pairs if p.tile is h.round_wind and double_counted)


@pattern(each="tile")
def flower_or_season(h: HandView) -> int:
    """Each flower or season."""
    return len(h.bonus)


@pattern(each="set of four")
def four_flowers_or_seasons(h: HandView) -> int:
    """All four flowers, or all four seasons: paid at once by every other player."""
    return int(h.all_flowers) + int(h.all_seasons)


# --- Fan (doubles) ------------------------------------------------------------------------

@pattern(each="set of four")
def four_flowers_or_seasons_fan(h: HandView) -> int:
    """All four flowers, or all four seasons, as a double."""
    return int(h.all_flowers) + int(h.all_seasons)


def own_flower_or_season_each(options) -> str:
    """Counted per tile, unless the option counts it once, for holding both."""
    return "" if options.own_flower_and_season == "both" else "tile"


@pattern(each=own_flower_or_season_each)
def own_flower_or_season(h: HandView) -> int:
    """The flower or season of the player's seat: each one, or only both together, as the option says."""
    own = [t for t in h.bonus if t.wind_letter == h.hand.seat_wind]
    if h.options.own_flower_and_season == "both":
        return int(len(own) == 2)
    return len(own)


@pattern(each="pung")
def pung_of_dragons(h: HandView) -> int:
    """Each pung or kong of dragons."""
    return len(h.dragon_pungs)


@pattern()
def pung_of_own_wind(h: HandView) -> int:
    """A pung or kong of the player's own wind."""
    return len(h.pungs_of([h.seat_wind]))


@pattern()
def pung_of_prevailing_wind(h: HandView) -> int:
    """A pung or kong of the prevailing wind."""
    return len(h.pungs_of([h.round_wind]))


@pattern()
def pure_hand(h: HandView) -> int:
    """One number suit throughout, no honours."""
    return int(len(h.suits) == 1 and not h.has_honours)


@pattern()
def all_honors(h: HandView) -> int:
    """All sets pungs or kongs, every tile a terminal or an honour."""
    return int(h.is_standard and h.all_major)


@pattern()
def little_four_winds(h: HandView) -> int:
    """Three wind pungs and a pair of the fourth wind."""
    return int(len(h.wind_pungs) == 3 and h.pair is not None and h.pair.tile.is_wind)


@pattern()
def little_three_dragons(h: HandView) -> int:
    """Two dragon pungs and a pair of the third dragon."""
    return int(len(h.dragon_pungs) == 2 and h.pair is not None and h.pair.tile.is_dragon)


@pattern()
def half_flush(h: HandView) -> int:
    """One suit with winds or dragons."""
    return int(len(h.suits) == 1 and h.has_honours)


@pattern()
def all_pungs(h: HandView) -> int:
    """No chow: all four sets pungs or kongs."""
    return int(h.is_standard and len(h.pungs) == 4)


@pattern()
def concealed_hand(h: HandView) -> int:
    """No set exposed before going out (concealed kongs allowed)."""
    return int(h.is_concealed)


@pattern()
def last_tile(h: HandView) -> int:
    """Going out on the last tile of the wall, drawn or discarded."""
    return int(h.flag("last_tile_in_wall"))


@pattern()
def loose_tile(h: HandView) -> int:
    """Going out on a loose tile, the replacement for a kong or a flower."""
    return int(h.flag("kong_replacement"))


@pattern()
def robbing_the_kong(h: HandView) -> int:
    """Going out on a tile another player added to an exposed pung."""
    return int(h.flag("robbing_kong"))


# --- Limit situations ---------------------------------------------------------------------

@pattern()
def heavenly_hand(h: HandView) -> int:
    """The dealer (East) goes out on the tiles dealt."""
    return int(h.flag("heavenly"))


@pattern()
def earthly_hand(h: HandView) -> int:
    """Another player goes out on the dealer's first discard."""
    return int(h.flag("earthly"))


@pattern()
def kong_on_kong(h: HandView) -> int:
    """Two kongs and going out, all in one turn: the hand holds both kongs."""
    return int(h.flag("kong_on_kong"))


@pattern()
def plum_blossom_from_the_roof(h: HandView) -> int:
    """Going out on a loose tile that is the five of circles."""
    return int(h.flag("kong_replacement") and h.winning_tile is PLUM_BLOSSOM)


@pattern()
def moon_from_the_bottom_of_the_sea(h: HandView) -> int:
    """Going out on the last tile drawn from the wall, and it is the one of circles."""
    # The source speaks of the last tile *from the wall*, so the final discard does not count.
    return int(h.flag("last_tile_in_wall") and h.self_drawn and h.winning_tile is MOON)


@pattern()
def scratching_the_carrying_pole(h: HandView) -> int:
    """Winning on a 2 of bamboo robbed from a kong."""
    return int(h.flag("robbing_kong") and h.winning_tile is CARRYING_POLE)


@pattern()
def buried_treasure(h: HandView) -> int:
    """All four sets concealed pungs or kongs, won on a drawn tile (that completes the pair, if the option says so)."""
    if h.options.buried_treasure_must_win_on_pair and h.wait != "single":
        return 0
    return int(h.is_standard and h.self_drawn and len(h.concealed_pungs) == 4)


@pattern()
def pure_hand_by_self_pick(h: HandView) -> int:
    """A pure hand (one suit, no honours) completed by self-pick."""
    return int(h.self_drawn and pure_hand(h))


@pattern()
def dealer_thirteenth_win(h: HandView) -> int:
    """The dealer (East) wins a thirteenth hand in a row."""
    return int(h.flag("dealer_thirteenth_win") and h.hand.seat_wind == "E")


# --- Limit hands --------------------------------------------------------------------------

@pattern()
def heavenly_gates(h: HandView) -> int:
    """One suit only: three ones, two to eight, three nines, and any tile of the suit; nothing exposed."""
    return int(h.holds_nine_gates(before_the_win=h.options.heavenly_gates_needs_9_way_wait))


@pattern()
def exposed_heavenly_gates(h: HandView) -> int:
    """Heavenly Gates with a set exposed."""
    return int(h.holds_nine_gates(before_the_win=h.options.heavenly_gates_needs_9_way_wait, exposed=True))


@pattern()
def all_winds_and_dragons(h: HandView) -> int:
    """Honour tiles alone: four pungs or kongs of winds and dragons, and an honour pair."""
    return int(h.is_standard and all(t.is_honour for t in h.distinct_tiles))


@pattern()
def heads_and_tails(h: HandView) -> int:
    """Terminals alone: four pungs or kongs of ones and nines, and a terminal pair."""
    return int(h.is_standard and h.all_terminal)


@pattern()
def unique_wonders(h: HandView) -> int:
    """One of each one, nine, wind and dragon, and a second of any of them."""
    return int(h.shape == "thirteen_orphans")


@pattern()
def big_three_dragons(h: HandView) -> int:
    """Pungs of all three dragons, a pung (or, if the option allows, a chow) and a pair of one suit or a wind pair."""
    if len(h.dragon_pungs) != 3 or h.pair is None:
        return 0
    (fourth,) = [s for s in h.sets if not s.tile.is_dragon]
    if fourth.is_chow and not h.options.three_great_scholars_allows_chow:
        return 0
    return int(h.pair.tile.is_wind or h.pair.suit == fourth.suit)


@pattern()
def big_four_winds(h: HandView) -> int:
    """Pungs or kongs of all four winds (or, if the option allows, three and a pair that is not the own wind)."""
    if len(h.wind_pungs) == 4:
        return 1
    return int(h.options.big_four_winds_allows_pair and len(h.wind_pungs) == 3 and h.pair is not None
               and h.pair.tile.is_wind and h.pair.tile is not h.seat_wind)


@pattern()
def all_kong(h: HandView) -> int:
    """Four kongs and a pair (of one suit, if the option says so)."""
    if len(h.kongs) != 4:
        return 0
    if not h.options.all_kongs_same_suit:
        return 1
    # Winds and dragons are no suit (the source's Pure Hand is one suit "with no Winds or Dragons").
    return int(all(k.tile.is_suited for k in h.kongs) and len({k.suit for k in h.kongs}) == 1)


@pattern()
def all_green(h: HandView) -> int:
    """Only green tiles: two, three, four, six and eight of bamboo and the green dragon."""
    return h.all_tiles_in(GREEN_TILES)


@pattern()
def the_snake(h: HandView) -> int:
    """One suit: 1-1-1, 9-9-9, a pair of 2s, 5s or 8s and the two chows that go with that pair."""
    if not (h.is_standard and h.pair and len(h.suits) == 1 and not h.has_honours):
        return 0
    pungs = sorted(s.tile.rank for s in h.pungs)
    chows = tuple(sorted(s.tile.rank for s in h.chows))
    return int(pungs == [1, 9] and SNAKE_CHOWS.get(h.pair.tile.rank) == chows)


# --- Optional hands -----------------------------------------------------------------------

@pattern()
def jade_hand(h: HandView) -> int:
    """Sets of green bamboo and a pair of green dragons."""
    return int(h.is_standard and h.all_tiles_in(GREEN_TILES) and h.pair.tile is GREEN_DRAGON)


def _imperial(h: HandView, tiles, dragon) -> bool:
    return (h.is_standard and h.all_tiles_in(tiles) and bool(h.pungs_of([dragon]))
            and h.pair.tile.is_suited and len(h.chows) <= 1)


@pattern()
def imperial_jade(h: HandView) -> int:
    """Green dragons and green bamboo, a pair of green bamboo, at most one chow."""
    return int(_imperial(h, GREEN_TILES, GREEN_DRAGON))


@pattern()
def pearl_dragon(h: HandView) -> int:
    """White dragons and two, three, four, six and eight of circles, a pair of those circles, at most one chow."""
    return int(_imperial(h, GREEN_DOTS_AND_WHITE, WHITE_DRAGON))


@pattern()
def imperial_ruby(h: HandView) -> int:
    """Red dragons and one, five, seven and nine of bamboo, a pair of that bamboo."""
    return int(_imperial(h, RED_BAMBOO_AND_RED, RED_DRAGON))


@pattern()
def dirty_pairs(h: HandView) -> int:
    """Seven pairs, any tiles."""
    return int(h.shape == "seven_pairs")


@pattern()
def clean_pairs(h: HandView) -> int:
    """Seven pairs; the number tiles of one suit, honours allowed."""
    return int(h.shape == "seven_pairs" and len(h.suits) == 1)


@pattern()
def all_pair_honours(h: HandView) -> int:
    """Seven pairs, no simples."""
    return int(h.shape == "seven_pairs" and h.all_major)


# --- Losing hands ---------------------------------------------------------------------------

# What a losing hand scores: its complete sets, scoring pairs and bonus tiles, and the fan that
# do not need a complete hand.
NON_WINNER_PATTERNS = frozenset({
    "exposed_pung_of_simples", "concealed_pung_of_simples", "exposed_pung_of_terminals_or_honours",
    "concealed_pung_of_terminals_or_honours", "exposed_kong_of_simples", "concealed_kong_of_simples",
    "exposed_kong_of_terminals_or_honours", "concealed_kong_of_terminals_or_honours", "pair_of_dragons",
    "pair_of_own_wind", "pair_of_prevailing_wind", "flower_or_season", "four_flowers_or_seasons",
    "four_flowers_or_seasons_fan", "pung_of_dragons", "pung_of_own_wind",
    "pung_of_prevailing_wind",
})


def losing_sets(hand) -> tuple[TileSet, ...]:
    """The declared melds, a concealed pung of any three (or four) alike in hand, and a pair of any two alike."""
    counts = hand.hand_counts
    pungs = tuple(TileSet(SetKind.PUNG, PLAYING_TILES[i]) for i, c in enumerate(counts) if c >= 3)
    pairs = tuple(TileSet(SetKind.PAIR, PLAYING_TILES[i]) for i, c in enumerate(counts) if c == 2)
    return hand.melds + pungs + pairs


def score_non_winner(hand, spec, options: ClassicalOptions, base: dict) -> Result:
    """A hand that did not go out: scored only when losers settle among themselves (payment to all)."""
    arrangement = Arrangement("non_winner", losing_sets(hand))
    view = HandView(hand, arrangement, options, lambda: frozenset())
    found = {p.key: p(view) for p in classical if p.key in spec.enabled_keys and p.key in NON_WINNER_PATTERNS}
    found = adjust(found, view, spec, options)
    lines = counted_lines(found, spec)
    notes: tuple[str, ...] = ()
    if options.payment_to != "all":
        lines = [line for line in lines if line.key == "four_flowers_or_seasons"]
        notes = ("Only the winner is paid (option payment_to is “winner”), so a losing hand scores nothing.",)
    scored = total(lines, view, spec, options)
    return Result(
        valid=True, winning=False, total=scored.total, lines=scored.lines, sets=arrangement.sets,
        shape=arrangement.shape, notes=scored.notes + notes, passed_over=scored.passed_over, points=scored.points, doubles=scored.doubles,
        limited=scored.limited, settlement=tuple(flower_payments(scored.lines, hand.seat_wind)), **base,
    )


def shapes(options: ClassicalOptions):
    found = [standard()]
    if options.seven_pairs_hands:
        found.append(seven_pairs())
    if options.special_hands:
        found.append(thirteen_orphans)
    return found


SYSTEM = RuleSystem(
    key="classical",
    name="Classical Chinese",
    settle_deal=settle_whole_deal,
    losers_settle=losers_settle,
    deal_thrower=uses_thrower,
    deal_paid_at_once=paid_at_once,
    left_out=switched_off,
    patterns=classical,
    options=ClassicalOptions,
    shapes=shapes,
    flags=("self_drawn", "last_tile_in_wall", "kong_replacement", "robbing_kong", "heavenly", "earthly",
           "kong_on_kong", "dealer_thirteenth_win"),
    flag_labels={
        "kong_replacement": "Loose tile (replacement for a kong or a flower)",
        "dealer_thirteenth_win": "Dealer's thirteenth win in a row",
    },
    flag_patterns={
        "last_tile_in_wall": ("last_tile", "moon_from_the_bottom_of_the_sea"),
        "kong_replacement": ("loose_tile", "plum_blossom_from_the_roof"),
        "robbing_kong": ("robbing_the_kong", "scratching_the_carrying_pole"),
        "heavenly": ("heavenly_hand",),
        "earthly": ("earthly_hand",),
        "kong_on_kong": ("kong_on_kong",),
        "dealer_thirteenth_win": ("dealer_thirteenth_win",),
    },
    drawn_only=frozenset({"moon_from_the_bottom_of_the_sea"}),
    adjust=adjust,
    total=total,
    settle=settle,
    settle_refused=settle_refused,
    score_non_winner=score_non_winner,
    east_factor=east_factor,
    bonus_ignored=lambda options: None if options.flowers else "this rule set plays without them (the flowers option is off).",
)
