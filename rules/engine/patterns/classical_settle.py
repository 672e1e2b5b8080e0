"""Classical Chinese arithmetic and payment: the `total` and `settle` hooks of patterns/classical.py.

Score = basic points × 2^fan, capped at the limit; a limit line scores its share of the limit
and replaces the rest. All four flowers or seasons are paid at once by every other player,
outside the hand's score. Payment: every loser pays the winner the winner's score, East paying
and being paid double; with "thrower pays for all", the discarder pays what all three would have.
"""

from __future__ import annotations

from ..schemes import Line, Score, number
from ..score import Payment
from ..spec import Unit

SEATS = "ESWN"
# Lines paid at once by every other player rather than counted in the hand's score.
PAID_AT_ONCE = frozenset({"four_flowers_or_seasons"})


def total(lines: list[Line], view, spec, options) -> Score:
    """The hand's score from its counted lines: the limit lines alone when there are any."""
    at_once = tuple(line for line in lines if line.key in PAID_AT_ONCE)
    lines = [line for line in lines if line.key not in PAID_AT_ONCE]
    notes = tuple(f"{line.name}: {number(line.points)} from each other player at once, outside this score." for line in at_once)
    limit = spec.limit
    limit_lines = [line for line in lines if line.unit is Unit.LIMIT]
    if limit_lines and limit:
        # Every limit line found is shown; the best of them sets the score.
        amount = number(limit * max(line.value for line in limit_lines))
        return Score(amount, tuple(limit_lines) + at_once, amount, amount, limited=True, notes=notes)
    points = sum(line.points for line in lines if line.unit is Unit.POINTS)
    doubles = int(sum(line.points for line in lines if line.unit is Unit.DOUBLES))
    uncapped = points * 2 ** doubles
    amount = min(uncapped, limit) if limit else uncapped
    if amount < uncapped:
        notes += (f"{number(points)} × 2^{doubles} = {number(uncapped)}, over the limit of {number(limit)}.",)
    towards_minimum = amount
    if view.hand.winner and doubles < options.minimum_fan:
        towards_minimum = -1  # below any minimum: not a win
        notes += (f"Not a win: going out needs at least {options.minimum_fan} fan and the hand has {doubles}.",)
    shown = tuple(line for line in lines if line.unit is not Unit.LIMIT) + at_once
    return Score(amount, shown, towards_minimum, uncapped, points, doubles, amount < uncapped, notes)


def _doubled(payer: str, payee: str, options) -> int:
    return 2 if options.east_pays_double and "E" in (payer, payee) else 1


def settle(result, hand, spec, options) -> list[Payment]:
    """Who pays the winner: each loser (or the thrower for all), plus the at-once payments."""
    winner = hand.seat_wind
    losers = [seat for seat in SEATS if seat != winner]
    owed = {seat: result.total * _doubled(seat, winner, options) for seat in losers}
    if options.thrower_pays_for_all and not hand.self_drawn:
        thrower = hand.discarder if hand.discarder in losers else "discarder"
        payments = [Payment(thrower, winner, sum(owed.values()))]
    else:
        payments = [Payment(seat, winner, owed[seat]) for seat in losers]
    return payments + flower_payments(result.lines, winner)


def flower_payments(lines, seat: str) -> list[Payment]:
    """All four flowers or seasons: every other player pays the holder at once (never doubled)."""
    amount = sum(line.points for line in lines if line.key in PAID_AT_ONCE)
    if not amount:
        return []
    return [Payment(other, seat, amount) for other in SEATS if other != seat]


def settle_losers(totals: dict[str, float], east_pays_double: bool = True) -> list[Payment]:
    """With payment to all: each pair of losers settles the difference of their scores
    (East paying or receiving double). `totals` maps the losers' seats to their scores."""
    seats = [seat for seat in SEATS if seat in totals]
    payments = []
    for i, first in enumerate(seats):
        for second in seats[i + 1:]:
            difference = totals[first] - totals[second]
            if not difference:
                continue
            payer, payee = (second, first) if difference > 0 else (first, second)
            factor = 2 if east_pays_double and "E" in (payer, payee) else 1
            payments.append(Payment(payer, payee, abs(difference) * factor))
    return payments
