"""The scoring engine: plain Python, no Django. `score(hand, spec)` is the entry point."""

from .hand import Hand, read_hand
from .notation import NotationError, format_line, parse_line
from .score import Result, score, score_data
from .spec import PatternSpec, RuleSpec, Unit

__all__ = ["Hand", "NotationError", "PatternSpec", "Result", "RuleSpec", "Unit", "format_line",
           "parse_line", "read_hand", "score", "score_data"]
