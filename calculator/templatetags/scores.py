from django import template

from rules.engine import schemes

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
