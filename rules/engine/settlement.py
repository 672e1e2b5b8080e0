"""Settling a whole deal among four players, from every player's score.

British (MBR "Settling up") and classical Chinese "payment to all" settle the same way:

- every other player pays the winner the winner's score; the winner pays nobody;
- the players who did not win settle the differences between their scores: the lower
  score pays the higher the difference;
- East pays and receives double (`east_factor`), in both kinds of payment. The doubling is
  applied to scores already capped at the limit and is not capped again.

A deal without a winner (a wash-out) settles nothing unless `settle_washout` is set, in which
case all four settle their differences. Payments name seats by wind letter (E S W N).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from itertools import combinations

from .score import Payment

SEATS = ("E", "S", "W", "N")


def _factor(a: str, b: str, east: str, east_factor: float) -> float:
    return east_factor if east in (a, b) else 1


def winner_payments(winner: str, amount: float, east: str = "E", east_factor: float = 2) -> list[Payment]:
    """What each other seat pays a winner whose hand scored `amount`."""
    return [
        Payment(seat, winner, amount * _factor(seat, winner, east, east_factor))
        for seat in SEATS if seat != winner and amount
    ]


def settle_deal(
    scores: Mapping[str, float],
    winner: str | None,
    east: str = "E",
    *,
    east_factor: float = 2,
    losers_settle: bool = True,
    settle_washout: bool = False,
) -> list[Payment]:
    """Who pays whom at the end of a deal, given each seat's score and the winning seat.

    `scores` maps each of E S W N to the score of that player's hand; `winner` is the seat
    that went Mah-Jong, or None for a wash-out; `east` is the seat that pays and receives
    `east_factor` times. With `losers_settle` off only the winner is paid.
    """
    missing = [seat for seat in SEATS if seat not in scores]
    if missing:
        raise ValueError(f"settle_deal needs a score for every seat; missing: {', '.join(missing)}")
    if winner is not None and winner not in SEATS:
        raise ValueError(f"The winner must be one of E, S, W, N, not {winner!r}")
    payments: list[Payment] = []
    if winner is not None:
        payments += winner_payments(winner, scores[winner], east, east_factor)
    elif not settle_washout:
        return []
    if winner is None or losers_settle:
        others = [seat for seat in SEATS if seat != winner]
        for a, b in combinations(others, 2):
            difference = scores[a] - scores[b]
            if difference:
                payer, payee = (b, a) if difference > 0 else (a, b)
                payments.append(Payment(payer, payee, abs(difference) * _factor(a, b, east, east_factor)))
    return payments


def balances(payments: Iterable[Payment]) -> dict[str, float]:
    """Each seat's net gain from a list of payments (they sum to zero)."""
    net = dict.fromkeys(SEATS, 0)
    for payment in payments:
        net[payment.payer] = net.get(payment.payer, 0) - payment.amount
        net[payment.payee] = net.get(payment.payee, 0) + payment.amount
    return net
