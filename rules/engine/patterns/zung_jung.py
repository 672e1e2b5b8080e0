"""Zung Jung (Alan Kwan's official v3.3): 44 patterns in ten categories, added up.

Values, names, series (families) and the chicken hand's 1 point live in
`builtin/zung_jung.py`; this module says only when a hand has each pattern. Irregular hands
(seven pairs, thirteen terminals) have no sets, so the set-based patterns find nothing in
them and only the tile-based ones (one suit, terminals, honours, situations) can join the
irregular pattern.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from operator import attrgetter

from ..arrange import seven_pairs as seven_pairs_shape
from ..arrange import standard, thirteen_orphans
from ..hand import Hand
from ..options import option
from ..records import without_class_defaults
from ..sets import SetKind
from ..systems import SYSTEMS, RuleSystem
from ..tiles import PLAYING_TILES, SUITS, Tile
from ..view import HandView, lazy_fact
from . import PatternRegistry

zung_jung = PatternRegistry("zung-jung")



@without_class_defaults
@dataclass(frozen=True)
class ZungJungRules:
    """The options official Zung Jung and its extension share (the shared patterns read them)."""

    limit_mode: str = option(
        "alone", "How the limit (official: 320) applies: a pattern valued above it scores its own value alone (official), "
                 "everything is capped at it, or no limit.",
        {"alone": "A pattern above the limit scores alone", "cap_all": "Every hand capped at the limit",
         "none": "No limit"})
    payoff_scheme: str = option(
        "formal", "Formal payoff (above the threshold the discarder pays 3V − 2 × threshold, the others the threshold) or uniform (every loser pays V).",
        {"formal": "Formal payoff, the discarder paying more above the threshold", "uniform": "Uniform payoff, every loser paying the value"})
    formal_threshold: int = option(25, "Formal payoff: up to this value every loser pays V; above it the discarder pays 3V − 2 × this and the others this.")
    same_round_immunity: bool = option(True, "When the winning tile was discarded earlier in the same go-round, that first discarder is the one responsible.")
    nine_gates_requires_9_way_wait: bool = option(True, "Nine Gates needs 1112345678999 in hand before the win (the 9-way call); off: any such 14 tiles count.")
    seven_pairs_identical_pairs: bool = option(True, "Four identical tiles never declared as a kong may stand for two of the seven pairs.")
    concealed_hand_for_irregular: bool = option(False, "Seven Pairs also scores Concealed Hand (official: only regular hands do).")
    blessing_voided_by_concealed_kong: bool = option(True, "Blessing of Heaven does not count when East declared a concealed kong first.")
    # The sources give Final Discard to a win on the last discarded tile; a tile robbed from a kong
    # was never discarded, so by their words it does not score, and a club may count it anyway.
    final_discard_on_robbed_kong: bool = option(
        False, "Robbing a kong on the last tile of the wall also scores Final Discard. Off, as the rules are written: "
               "Final Discard is only for a win on the last discarded tile, and a tile taken from a kong was never "
               "discarded, so Robbing a Kong alone counts.")


@without_class_defaults
@dataclass(frozen=True)
class ZungJungOptions(ZungJungRules):
    values_profile: str = option(
        "v3.3", "Pattern values of ZJ v3.3, or the WSOM v1.03 values where they differ (each such pattern's value under values_profile=wsom).",
        {"v3.3": "Zung Jung v3.3 values", "wsom": "WSOM v1.03 values where they differ"})
    bonus_tiles: bool = option(False, "Play with flowers and seasons (the Riichi Advanced mod's values); official ZJ has none.")


# --- facts several patterns share, worked out once per arrangement ---------------------

# What a set of a given lowest tile says about the classes of its tiles, as bits: it holds a
# terminal or honour (so the hand is not all simples), it holds a simple (so the hand is not
# all terminals and honours), it is of honours; and whether the set itself has a terminal or
# an honour, or a terminal.
HOLDS_MAJOR, HOLDS_SIMPLE, HONOUR, SET_HAS_MAJOR, SET_HAS_TERMINAL = 1, 2, 4, 8, 16


def _same_tile_set_bits(tile: Tile) -> int:
    if tile.is_honour:
        return HOLDS_MAJOR | HONOUR | SET_HAS_MAJOR
    if tile.is_terminal:
        return HOLDS_MAJOR | SET_HAS_MAJOR | SET_HAS_TERMINAL
    return HOLDS_SIMPLE


def _chow_bits(tile: Tile) -> int:
    if tile.rank in (1, 7):
        return HOLDS_MAJOR | HOLDS_SIMPLE | SET_HAS_MAJOR | SET_HAS_TERMINAL
    return HOLDS_SIMPLE


PUNG_OR_PAIR_BITS = tuple(_same_tile_set_bits(t) for t in PLAYING_TILES)
CHOW_BITS = tuple(_chow_bits(t) if t.is_suited and t.rank <= 7 else 0 for t in PLAYING_TILES)


class Facts:
    """What the set patterns ask about one arrangement, from one pass over its sets.

    `same_chows` is the most chows on one start tile, `identical_chow_pairs` the number of
    pairs of identical chows; `pung_suits` maps a number to the suits with a pung or kong of
    it; `pung_run` is the most pungs or kongs of one suit in consecutive numbers.
    """

    __slots__ = (
        "all_major",
        "all_simple",
        "all_terminal",
        "identical_chow_pairs",
        "pung_run",
        "pung_suits",
        "same_chows",
        "sets_major",
        "sets_terminal",
        "similar_chows",
        "straight",
        "value_honours",
    )

    def __init__(self, h: HandView):
        held = 0  # HOLDS_* and HONOUR bits of any set
        every = SET_HAS_MAJOR | SET_HAS_TERMINAL  # bits every set has
        chow_starts = []
        suited_pungs = []
        value_honours = 0
        seat_wind = h.seat_wind
        for s in h.all_sets:
            tile = s.tile
            if s.kind is SetKind.CHOW:
                bits = CHOW_BITS[tile.index]
                chow_starts.append(tile.index)
            else:
                bits = PUNG_OR_PAIR_BITS[tile.index]
                if s.kind is not SetKind.PAIR:
                    if tile.index < 27:
                        suited_pungs.append(tile.index)
                    elif tile.index >= 31 or tile is seat_wind:
                        value_honours += 1
            held |= bits
            every &= bits
        self.value_honours = value_honours
        if h.is_standard or h.shape == "seven_pairs":
            self.all_simple = not held & HOLDS_MAJOR
            self.all_major = not held & HOLDS_SIMPLE
            self.all_terminal = self.all_major and not held & HONOUR
        else:  # no sets to go by (thirteen terminals, a rule set's invented shape)
            self.all_simple, self.all_major, self.all_terminal = h.all_simple, h.all_major, h.all_terminal
        self.sets_major = bool(every & SET_HAS_MAJOR)
        self.sets_terminal = bool(every & SET_HAS_TERMINAL)

        same = pairs = 0
        similar = straight = False
        if len(chow_starts) >= 2:
            starts = set(chow_starts)
            for start in starts:
                n = chow_starts.count(start)
                same = max(same, n)
                pairs += n // 2
            if len(starts) >= 3:
                rank_suits: dict[int, int] = {}
                for start in starts:
                    rank_suits[start % 9] = rank_suits.get(start % 9, 0) + 1
                similar = 3 in rank_suits.values()
                straight = any({offset, offset + 3, offset + 6} <= starts for offset in (0, 9, 18))
        elif chow_starts:
            same = 1
        self.same_chows, self.identical_chow_pairs = same, pairs
        self.similar_chows, self.straight = similar, straight

        pung_suits: dict[int, set[str]] = {}
        run = 0
        if suited_pungs:
            for index in suited_pungs:
                pung_suits.setdefault(index % 9 + 1, set()).add(SUITS[index // 9])
            indices = set(suited_pungs)
            for index in indices:
                if index - 1 not in indices or index % 9 == 0:
                    length = 1
                    while index + length in indices and (index + length) % 9:
                        length += 1
                    run = max(run, length)
        self.pung_suits, self.pung_run = pung_suits, run


# facts(view) -> Facts, worked out once per reading and kept on the view.
lazy_fact("zj_facts", Facts)
facts = attrgetter("zj_facts")


def pair_of_honour(h: HandView, low: int, high: int) -> bool:
    """The pair is an honour tile ranked low..high (winds 1-4, dragons 5-7)."""
    pair = h.pair
    return pair is not None and pair.tile.suit == "z" and low <= pair.tile.rank <= high


# --- 1 Trivial patterns ------------------------------------------------------------------

@zung_jung.pattern()
def chicken_hand(h: HandView) -> int:
    """A complete hand with no other pattern (counted only when nothing else is)."""
    return 1


@zung_jung.pattern()
def all_sequences(h: HandView) -> int:
    """Four chows, with any pair and any wait."""
    return int(len(h.chows) == 4)


@zung_jung.pattern()
def concealed_hand(h: HandView) -> int:
    """Nothing melded from a discard before the win (concealed kongs allowed); regular hands only unless the option says otherwise."""
    if h.shape == "seven_pairs":
        return int(h.options.concealed_hand_for_irregular)
    return int(h.is_standard and h.is_concealed)


@zung_jung.pattern()
def no_terminals(h: HandView) -> int:
    """Only number tiles from 2 to 8."""
    return int(facts(h).all_simple)


# --- 2 One-suit patterns -------------------------------------------------------------------

@zung_jung.pattern()
def mixed_one_suit(h: HandView) -> int:
    """Number tiles of a single suit together with honours."""
    return int(len(h.suits) == 1 and h.has_honours)


@zung_jung.pattern()
def pure_one_suit(h: HandView) -> int:
    """Number tiles of a single suit and nothing else."""
    return int(len(h.suits) == 1 and not h.has_honours)


@zung_jung.pattern()
def nine_gates(h: HandView) -> int:
    """1112345678999 of one suit held concealed, completed by any tile of that suit (the 9-way call, unless the option relaxes it)."""
    return int(h.holds_nine_gates(before_the_win=h.options.nine_gates_requires_9_way_wait))


# --- 3 Honour patterns ---------------------------------------------------------------------

@zung_jung.pattern(needs="honours", each="pung")
def value_honor(h: HandView) -> int:
    """Each pung or kong of a dragon or of the player's own seat wind (the round wind does not count)."""
    return facts(h).value_honours


@zung_jung.pattern(needs="honours")
def small_three_dragons(h: HandView) -> int:
    """Pungs of two dragons and a pair of the third."""
    return int(len(h.dragon_pungs) == 2 and pair_of_honour(h, 5, 7))


@zung_jung.pattern(needs="honours")
def big_three_dragons(h: HandView) -> int:
    """Pungs or kongs of all three dragons."""
    return int(len(h.dragon_pungs) == 3)


@zung_jung.pattern(needs="honours")
def small_three_winds(h: HandView) -> int:
    """Pungs of two winds and a pair of a third wind."""
    return int(len(h.wind_pungs) == 2 and pair_of_honour(h, 1, 4))


@zung_jung.pattern(needs="honours")
def big_three_winds(h: HandView) -> int:
    """Pungs or kongs of three winds."""
    return int(len(h.wind_pungs) == 3)


@zung_jung.pattern(needs="honours")
def small_four_winds(h: HandView) -> int:
    """Pungs of three winds and a pair of the fourth."""
    return int(len(h.wind_pungs) == 3 and pair_of_honour(h, 1, 4))


@zung_jung.pattern(needs="honours")
def big_four_winds(h: HandView) -> int:
    """Pungs or kongs of all four winds."""
    return int(len(h.wind_pungs) == 4)


@zung_jung.pattern(needs="honours")
def all_honors(h: HandView) -> int:
    """Winds and dragons only, in sets or as seven pairs."""
    return int(not h.suits)


# --- 4 Triplets and kongs ---------------------------------------------------------------

@zung_jung.pattern(needs="two_pungs")
def all_triplets(h: HandView) -> int:
    """Four pungs or kongs."""
    return int(len(h.pungs) == 4)


@zung_jung.pattern(needs="two_pungs")
def two_concealed_triplets(h: HandView) -> int:
    """Two pungs or kongs formed entirely in hand."""
    return int(len(h.concealed_pungs) == 2)


@zung_jung.pattern(needs="two_pungs")
def three_concealed_triplets(h: HandView) -> int:
    """Three pungs or kongs formed entirely in hand."""
    return int(len(h.concealed_pungs) == 3)


@zung_jung.pattern(needs="two_pungs")
def four_concealed_triplets(h: HandView) -> int:
    """Four pungs or kongs formed entirely in hand (a pung finished with a discard is not one)."""
    return int(len(h.concealed_pungs) == 4)


@zung_jung.pattern(needs="kongs")
def one_kong(h: HandView) -> int:
    """One kong, exposed or concealed."""
    return int(len(h.kongs) == 1)


@zung_jung.pattern(needs="kongs")
def two_kong(h: HandView) -> int:
    """Two kongs."""
    return int(len(h.kongs) == 2)


@zung_jung.pattern(needs="kongs")
def three_kong(h: HandView) -> int:
    """Three kongs."""
    return int(len(h.kongs) == 3)


@zung_jung.pattern(needs="kongs")
def four_kong(h: HandView) -> int:
    """Four kongs."""
    return int(len(h.kongs) == 4)


# --- 5 Identical sets -------------------------------------------------------------------

@zung_jung.pattern(needs="two_chows")
def two_identical_sequences(h: HandView) -> int:
    """Two chows of the same numbers in the same suit."""
    return int(facts(h).same_chows >= 2)


@zung_jung.pattern(needs="two_chows")
def two_identical_sequences_twice(h: HandView) -> int:
    """Two different pairs of identical chows."""
    return int(facts(h).identical_chow_pairs == 2)


@zung_jung.pattern(needs="two_chows")
def three_identical_sequences(h: HandView) -> int:
    """Three chows of the same numbers in the same suit."""
    return int(facts(h).same_chows >= 3)


@zung_jung.pattern(needs="two_chows")
def four_identical_sequences(h: HandView) -> int:
    """Four chows of the same numbers in the same suit."""
    return int(facts(h).same_chows == 4)


# --- 6 Similar sets ---------------------------------------------------------------------

@zung_jung.pattern(needs="two_chows")
def three_similar_sequences(h: HandView) -> int:
    """Chows of the same numbers in all three suits."""
    return int(facts(h).similar_chows)


@zung_jung.pattern(needs="two_pungs")
def small_three_similar_triplets(h: HandView) -> int:
    """Pungs of one number in two suits and a pair of that number in the third."""
    pair = h.pair
    if pair is None or not pair.tile.is_suited:
        return 0
    suits = facts(h).pung_suits.get(pair.tile.rank, ())
    return int(len(suits) == 2 and pair.tile.suit not in suits)


@zung_jung.pattern(needs="two_pungs")
def three_similar_triplets(h: HandView) -> int:
    """Pungs or kongs of one number in all three suits."""
    return int(any(len(suits) == 3 for suits in facts(h).pung_suits.values()))


# --- 7 Consecutive sets -----------------------------------------------------------------

@zung_jung.pattern(needs="two_chows")
def nine_tile_straight(h: HandView) -> int:
    """Chows 123, 456 and 789 of one suit."""
    return int(facts(h).straight)


@zung_jung.pattern(needs="two_pungs")
def three_consecutive_triplets(h: HandView) -> int:
    """Pungs or kongs of three consecutive numbers in one suit."""
    return int(facts(h).pung_run == 3)


@zung_jung.pattern(needs="two_pungs")
def four_consecutive_triplets(h: HandView) -> int:
    """Pungs or kongs of four consecutive numbers in one suit."""
    return int(facts(h).pung_run == 4)


# --- 8 Terminals ------------------------------------------------------------------------

@zung_jung.pattern()
def mixed_lesser_terminals(h: HandView) -> int:
    """Every set and the pair hold a terminal or an honour; the hand has both terminals and honours."""
    return int(h.is_standard and h.has_honours and bool(h.suits) and facts(h).sets_major)


@zung_jung.pattern()
def pure_lesser_terminals(h: HandView) -> int:
    """Every set and the pair hold a terminal (no honours)."""
    return int(h.is_standard and facts(h).sets_terminal)


@zung_jung.pattern()
def mixed_greater_terminals(h: HandView) -> int:
    """Only terminals and honours, as four pungs and a pair or as seven pairs."""
    return int(h.shape != "thirteen_orphans" and h.has_honours and bool(h.suits) and facts(h).all_major)


@zung_jung.pattern()
def pure_greater_terminals(h: HandView) -> int:
    """Only terminals (ones and nines)."""
    return int(facts(h).all_terminal)


# --- 9 Incidental bonuses ----------------------------------------------------------------

@zung_jung.pattern(needs="situation")
def final_draw(h: HandView) -> int:
    """Won by drawing the last tile of the wall."""
    return int(h.self_drawn and h.flag("last_tile_in_wall"))


@zung_jung.pattern(needs="situation")
def final_discard(h: HandView) -> int:
    """Won on the discard after the last tile of the wall was drawn (a tile robbed from a kong is none, unless the option counts it)."""
    if h.self_drawn or not h.flag("last_tile_in_wall"):
        return 0
    return int(not h.flag("robbing_kong") or h.options.final_discard_on_robbed_kong)


@zung_jung.pattern(needs="situation")
def win_on_kong(h: HandView) -> int:
    """Won with the replacement tile drawn after declaring a kong (so the hand holds one)."""
    return int(h.flag("kong_replacement") and bool(h.kongs))


@zung_jung.pattern(needs="situation")
def robbing_a_kong(h: HandView) -> int:
    """Won with the tile another player added to a pung to make a kong."""
    return int(h.flag("robbing_kong"))


@zung_jung.pattern(needs="situation")
def blessing_of_heaven(h: HandView) -> int:
    """East wins with the fourteen tiles dealt (void after a concealed kong, if the option says so)."""
    if not h.flag("heavenly"):
        return 0
    voided = h.options.blessing_voided_by_concealed_kong and any(m.is_kong and m.concealed for m in h.melds)
    return int(not voided)


def flag_notes(hand: Hand, spec, options: ZungJungRules) -> dict[str, str]:
    """Why a ticked situation scores nothing: a Blessing of Heaven after East declared a concealed
    kong (option blessing_voided_by_concealed_kong), the last tile of the wall robbed from a kong
    (option final_discard_on_robbed_kong). Patterns are named as the rule set names them, boxes as
    the page labels them (official or extended); each note under the box it is about."""
    flags, counted = hand.flags, spec.enabled_keys
    notes = {}
    if "heavenly" in flags and "blessing_of_heaven" in counted and options.blessing_voided_by_concealed_kong and any(m.is_kong and m.concealed for m in hand.melds):
        notes["heavenly"] = (f"East declared a concealed kong before winning, which voids the {spec.pattern('blessing_of_heaven').name} "
                             "(option blessing_voided_by_concealed_kong): it was not counted.")
    if ("robbing_kong" in flags and "last_tile_in_wall" in flags and "self_drawn" not in flags
            and "final_discard" in counted and not options.final_discard_on_robbed_kong):
        label = SYSTEMS[spec.system].label("last_tile_in_wall")
        notes["last_tile_in_wall"] = (f"{spec.pattern('final_discard').name} was not counted for “{label}”: it is a win on the last "
                                      "discarded tile, and a tile robbed from a kong was never discarded "
                                      "(option final_discard_on_robbed_kong).")
    return notes


@zung_jung.pattern(needs="situation")
def blessing_of_earth(h: HandView) -> int:
    """A player other than East wins on East's very first discard."""
    return int(h.flag("earthly"))


# --- 10 Irregular hands -----------------------------------------------------------------

@zung_jung.pattern()
def thirteen_terminals(h: HandView) -> int:
    """One of each terminal and honour, plus a second of any one of them."""
    return int(h.shape == "thirteen_orphans")


@zung_jung.pattern()
def seven_pairs(h: HandView) -> int:
    """Seven pairs, all concealed."""
    return int(h.shape == "seven_pairs")


# --- Bonus tiles (optional; not part of official ZJ) -------------------------------------

def complete_bonus_sets(h: HandView) -> list[tuple]:
    """The complete sets of four among the bonus tiles: flowers 1f-4f, seasons 5f-8f."""
    return [ranks for ranks, complete in (((1, 2, 3, 4), h.all_flowers), ((5, 6, 7, 8), h.all_seasons)) if complete]


def loose_bonus_tiles(h: HandView):
    in_sets = {rank for ranks in complete_bonus_sets(h) for rank in ranks}
    return [t for t in h.bonus if t.rank not in in_sets]


@zung_jung.pattern(needs="bonus", each="tile")
def seat_bonus_tile(h: HandView) -> int:
    """Each flower or season of the player's own seat not in a complete set (bonus-tile option only)."""
    if not h.options.bonus_tiles:
        return 0
    return sum(1 for t in loose_bonus_tiles(h) if t.wind_letter == h.hand.seat_wind)


@zung_jung.pattern(needs="bonus", each="tile")
def other_bonus_tile(h: HandView) -> int:
    """Each flower or season of another seat not in a complete set (bonus-tile option only)."""
    if not h.options.bonus_tiles:
        return 0
    return sum(1 for t in loose_bonus_tiles(h) if t.wind_letter != h.hand.seat_wind)


@zung_jung.pattern(needs="bonus", each="tile")
def bonus_tile_set(h: HandView) -> int:
    """Each tile of a complete set of four flowers or four seasons (bonus-tile option only)."""
    if not h.options.bonus_tiles:
        return 0
    return 4 * len(complete_bonus_sets(h))


# --- Hooks ------------------------------------------------------------------------------

BONUS_TILE_PATTERNS = frozenset({"seat_bonus_tile", "other_bonus_tile", "bonus_tile_set"})


def left_out(options) -> frozenset[str]:
    """The bonus-tile patterns, without the bonus_tiles option (official Zung Jung has none)."""
    return frozenset() if options.bonus_tiles else BONUS_TILE_PATTERNS


def settle(result, hand, spec, options) -> list:
    """Who pays the winner: the formal competition payoff, or the uniform one."""
    from ..score import Payment  # score imports the systems, so not at module level

    value = result.total
    winner = hand.seat_wind
    losers = [seat for seat in "ESWN" if seat != winner]
    threshold = options.formal_threshold
    if hand.self_drawn or options.payoff_scheme == "uniform" or value <= threshold:
        return [Payment(seat, winner, value) for seat in losers]
    responsible = 3 * value - 2 * threshold  # the three payments still add up to 3V
    # Blessing of Earth is won on East's first discard: East is responsible, and nobody can
    # have let the same tile pass before it.
    discarder = "E" if hand.flag("earthly") else hand.discarder
    if options.same_round_immunity and hand.flag("same_tile_discarded_earlier") and not hand.flag("earthly"):
        # The winner let the same tile pass earlier in this go-round: the player who
        # discarded it first is responsible, and the last discarder pays like the others.
        # Naming the last discarder: a table reading "discarder" would charge the one who threw it now.
        last = f" (the last discarder, {discarder}, among them)" if discarder in losers else ""
        return [Payment("first discarder of the winning tile", winner, responsible),
                Payment(f"each other player{last}", winner, threshold)]
    if discarder in losers:
        return [Payment(seat, winner, responsible if seat == discarder else threshold) for seat in losers]
    return [Payment("discarder", winner, responsible), Payment("each other player", winner, threshold)]


@lru_cache(maxsize=2)
def _shapes(four_as_two_pairs: bool) -> tuple:
    return (standard(), seven_pairs_shape(four_as_two_pairs), thirteen_orphans)


def shapes(options):
    """Four sets and a pair, seven pairs, thirteen terminals (the recognisers are built once)."""
    return _shapes(options.seven_pairs_identical_pairs)


SITUATIONS = ("self_drawn", "last_tile_in_wall", "kong_replacement", "robbing_kong", "heavenly", "earthly",
              "same_tile_discarded_earlier")

# The patterns that can score each situation box (RuleSystem.flag_patterns); extended adds its own.
FLAG_PATTERNS = {
    "last_tile_in_wall": ("final_draw", "final_discard"),
    "kong_replacement": ("win_on_kong",),
    "robbing_kong": ("robbing_a_kong",),
    "heavenly": ("blessing_of_heaven",),
    "earthly": ("blessing_of_earth",),
}

SITUATION_GATE_FLAGS = frozenset({"last_tile_in_wall", "kong_replacement", "robbing_kong", "heavenly", "earthly"})


def gates(h: HandView) -> dict[str, bool]:
    """Cheap facts without which whole groups of patterns cannot be present (Pattern.needs)."""
    return {
        "kongs": bool(h.kongs),
        "two_chows": len(h.chows) >= 2,
        "two_pungs": len(h.pungs) >= 2,
        "honours": h.has_honours,
        "situation": not SITUATION_GATE_FLAGS.isdisjoint(h.flags),
        "bonus": bool(h.bonus),
    }


SYSTEM = RuleSystem(
    key="zung-jung",
    name="Zung Jung",
    patterns=zung_jung,
    options=ZungJungOptions,
    shapes=shapes,
    flags=SITUATIONS,
    flag_labels={"same_tile_discarded_earlier": "Another player discarded the winning tile earlier in this go-round"},
    round_wind_scored=False,  # the source recognises no prevailing wind
    fallbacks=frozenset({"chicken_hand"}),
    settle=settle,
    gates=gates,
    bonus_ignored=lambda options: None if options.bonus_tiles else "official Zung Jung plays without them (the bonus_tiles option is off).",
    flag_notes=flag_notes,
    flag_patterns=FLAG_PATTERNS,
    drawn_only=frozenset({"final_draw"}),
    discard_only=frozenset({"final_discard"}),
    left_out=left_out,
)
