from django import template

register = template.Library()


@register.filter
def number(value):
    """A score as people write it: 40, not 40.0; 0.5 stays 0.5."""
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value
