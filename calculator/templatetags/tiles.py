from django import template
from django.templatetags.static import static
from django.utils.html import format_html

from calculator.display import set_faces, set_name
from rules.engine.tiles import tile_name

register = template.Library()
_BASE: list[str] = []


@register.simple_tag
def tile(code, height=None) -> str:
    """An <img> of a tile by its code (a simple tag: far cheaper than an include per tile), named
    in words for a screen reader; a height (in pixels) draws it smaller, the width kept in proportion."""
    if not _BASE:
        _BASE.append(static("tiles/"))
    height = int(height or 53)
    return format_html('<img class="tile" src="{}{}.svg" alt="{}" width="{}" height="{}">',
                       _BASE[0], code, tile_name(code), round(height * 40 / 53), height)


@register.simple_tag
def tile_face_down(code) -> str:
    """A tile lying face down (its back), still named in the alt text for a screen reader."""
    if not _BASE:
        _BASE.append(static("tiles/"))
    return format_html('<img class="tile face-down" src="{}back.svg" alt="{} face down" width="40" height="53">', _BASE[0], tile_name(code))


register.filter(set_name)
register.filter(tile_name)
register.filter(set_faces)
