from django import template
from django.templatetags.static import static
from django.utils.html import format_html

register = template.Library()
_BASE: list[str] = []


@register.simple_tag
def tile(code, height=None) -> str:
    """An <img> of a tile by its code (a simple tag: far cheaper than an include per tile);
    a height (in pixels) draws it smaller, the width kept in proportion."""
    if not _BASE:
        _BASE.append(static("tiles/"))
    height = int(height or 53)
    return format_html('<img class="tile" src="{}{}.svg" alt="{}" width="{}" height="{}">', _BASE[0], code, code, round(height * 40 / 53), height)
