"""Classical Chinese arithmetic and payment: the `total` and `settle` hooks of patterns/classical.py.

Score = basic points × 2^fan, capped at the limit; a limit line scores its share of the limit
and replaces the rest (with intrinsic_value_if_higher, only when the rest is worth less). All
four flowers or seasons are paid at once by every other player, outside the hand's score.
Payment: every loser pays the winner the winner's score, East paying and being paid double;
with "thrower pays for all", the discarder pays what all three would have.
"""

from __future__ import annotations

from ..schemes import Line, Score, doubling, number, passed_over
from ..score import Payment
from ..settlement import SEATS, settle_deal, winner_payments
from ..spec import Unit

# Lines paid at once by every other player rather than counted in the hand's score.
PAID_AT_ONCE = frozenset({"four_flowers_or_seasons"})
AT_ONCE = "all four flowers or seasons, paid at once"


def total(lines: list[Line], view, spec, options) -> Score:
    """The hand's score from its counted lines: the limit lines alone when there are any (unless,
    with intrinsic_value_if_higher, the ordinary score is more)."""
    at_once = tuple(line for line in lines if line.key in PAID_AT_ONCE)
    lines = [line for line in lines if line.key not in PAID_AT_ONCE]
    notes = tuple(f"{line.name}: {number(line.points)} from each other player at once, outside this score." for line in at_once)
    limit = spec.limit
    limit_lines = [line for line in lines if line.unit is Unit.LIMIT]
    if limit_lines and limit:
        # Every limit line found is shown; the best of them sets the score, and the page says so.
        amount = number(limit * max(line.value for line in limit_lines))
        once = (f"Limit hands do not add up: the hand scores the highest of them once, {number(amount)}.",) if len(limit_lines) > 1 else ()
        limit_score = Score(amount, tuple(limit_lines) + at_once, amount, amount, limited=True, notes=notes + once)
        if not options.intrinsic_value_if_higher:
            return limit_score
        ordinary = doubling([line for line in lines if line.unit is not Unit.LIMIT], limit)
        if ordinary.total <= amount or ordinary.doubles < options.minimum_fan:
            return limit_score
        names = " and ".join(line.name for line in limit_lines)
        note = f"{names} would score {number(amount)}; the tiles' ordinary value is more, and is scored instead."
        notes += (note,)
        scored, set_aside = ordinary, passed_over((line.key for line in limit_lines), note)
    else:
        scored, set_aside = doubling(lines, limit), ()  # no limit line here: points × 2^fan, capped
    notes += scored.notes
    towards_minimum, refusal = scored.total, None
    if view.hand.winner and scored.doubles < options.minimum_fan:
        towards_minimum = -1  # below any minimum: not a win
        refusal = f"Not a win: going out needs at least {options.minimum_fan} fan and the hand has {scored.doubles}."
    return Score(scored.total, scored.lines + at_once, towards_minimum, scored.uncapped, scored.points,
                 scored.doubles, scored.limited, notes, refusal, set_aside)


def east_factor(options) -> int:
    """East pays and is paid double, unless the rule set turns that off."""
    return 2 if options.east_pays_double else 1


def settle(result, hand, spec, options) -> list[Payment]:
    """Who pays the winner: each loser (or the thrower for all), plus the at-once payments."""
    winner = hand.seat_wind
    owed = winner_payments(winner, result.total, east_factor=east_factor(options))
    return thrower_pays(owed, winner, hand.discarder, hand.self_drawn, options) + flower_payments(result.lines, winner)


def settle_refused(result, hand, spec, options) -> list[Payment]:
    """A hand refused as a win (below the house minimum_fan) is paid nothing for its score, but
    all four flowers or seasons were paid when they were shown, win or not."""
    return flower_payments(result.lines, hand.seat_wind)


def thrower_pays(owed: list[Payment], winner: str, discarder: str | None, self_drawn: bool, options) -> list[Payment]:
    """With "thrower pays for all", the player whose discard won pays the winner what all three
    losers would have (`owed`); a self-drawn win is paid by every loser as usual."""
    if not options.thrower_pays_for_all or self_drawn or not owed:
        return owed
    thrower = discarder if discarder in SEATS and discarder != winner else "discarder"
    return [Payment(thrower, winner, sum(payment.amount for payment in owed))]


def losers_settle(options) -> bool:
    """Only with payment to all do the losers settle their differences."""
    return options.payment_to == "all"


def uses_thrower(options) -> bool:
    """Whether a deal's settlement depends on who threw the winning tile."""
    return options.thrower_pays_for_all


def settle_whole_deal(scores, winner, options, *, discarder: str | None = None,
                      paid_at_once: dict[str, float] | None = None) -> list[Payment]:
    """The winner is paid by all, or with "thrower pays for all" by `discarder` for all (no
    discarder: the win was self-drawn); with payment to all, the losers settle their differences
    too. `paid_at_once` is what each seat's hand is paid at once by every other player (all four
    flowers or seasons), whoever won: it was paid when the hand showed it, outside its score."""
    payments = settle_deal(scores, winner, east_factor=east_factor(options), losers_settle=losers_settle(options))
    if winner is not None:
        owed = [payment for payment in payments if payment.payee == winner]  # the losers' differences never pay the winner
        differences = [payment for payment in payments if payment.payee != winner]
        payments = thrower_pays(owed, winner, discarder, not discarder, options) + differences
    return payments + [payment for seat, amount in (paid_at_once or {}).items() for payment in at_once_payments(seat, amount)]


def paid_at_once(lines) -> float:
    """What each other player pays a hand at once, outside its score: all four flowers or seasons."""
    return sum(line.points for line in lines if line.key in PAID_AT_ONCE)


def flower_payments(lines, seat: str) -> list[Payment]:
    """All four flowers or seasons: every other player pays the holder at once (never doubled)."""
    return at_once_payments(seat, paid_at_once(lines))


def at_once_payments(seat: str, amount: float) -> list[Payment]:
    """Every other player pays `seat` `amount` (never doubled for East)."""
    if not amount:
        return []
    return [Payment(other, seat, amount, AT_ONCE) for other in SEATS if other != seat]
