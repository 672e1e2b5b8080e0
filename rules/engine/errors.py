"""Problems with an input, reported all at once rather than raised one at a time."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Problem:
    """Why an input is not a hand: a snake_case `code` and a sentence for the player."""

    code: str
    message: str

    def as_dict(self) -> dict:
        return {"code": self.code, "message": self.message}


# Codes that only say the hand is not finished yet; the page shows them as progress,
# not as a red error, because a player building a hand passes through them on every tap.
INCOMPLETE_CODES = frozenset({"too_few_tiles", "missing_winning_tile"})
