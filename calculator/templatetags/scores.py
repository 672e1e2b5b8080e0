from django import template

from rules.engine import schemes

from ..deal import SEAT_NAMES

SEAT_WORDS = dict(SEAT_NAMES)

register = template.Library()


@register.filter
def number(value):
    """A score as people write it: 40, not 40.0; 0.5 stays 0.5 (anything not a number as it is)."""
    return schemes.number(value) if isinstance(value, int | float) else value


def _amount(value, unit: str) -> str:
    """A pattern value in its unit as a player says it: 5, 1 double, half limit, 40% of the limit."""
    shown = number(value)
    match unit:
        case "doubles":
            return f"{shown} double{'' if value == 1 else 's'}"
        case "limit":
            if value == 1:
                return "limit"
            if value == 0.5:
                return "half limit"
            return f"{number(round(value * 100, 1))}% of the limit"
        case "bonus":
            return f"{shown} bonus"
        case _:
            return str(shown)


@register.filter
def amount(value, unit) -> str:
    """A value in a unit (a pattern's value under an option), as line_value shows a line's."""
    return _amount(value, str(unit))


@register.filter
def line_value(line) -> str:
    return _amount(line.value, str(line.unit))


@register.filter
def line_points(line) -> str:
    return _amount(line.points, str(line.unit))


@register.filter
def each(word: str) -> str:
    """What a pattern's value is for, when a hand may have it more than once (Pattern.each):
    "per pung", "per tile", "each time"; "" for a pattern scored once for the hand."""
    if not word:
        return ""
    return "each time" if word == "time" else f"per {word}"


@register.filter
def party(who: str) -> str:
    """A payer or payee of a settlement in words: a seat by name ("East"), a role as the engine
    names it when the seat is not known, as a sentence starts ("The discarder", "Another player",
    "Each other player"): "discarder pays E" read as a note, not a sentence."""
    if who in SEAT_WORDS:
        return SEAT_WORDS[who]
    if who == "other player":
        return "Another player"
    return who[:1].upper() + who[1:] if who.startswith("each ") else f"The {who}"
