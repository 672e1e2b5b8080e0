from functools import lru_cache
from urllib.parse import urljoin

from django import template
from django.conf import settings
from django.core.signals import setting_changed
from django.dispatch import receiver
from django.templatetags.static import static
from django.utils.html import format_html

from calculator.display import set_faces, set_name, set_tag, sets_named
from rules.engine.tiles import tile_name

register = template.Library()


@lru_cache(maxsize=128)
def tile_image_url(name: str) -> str:
    """The URL of the image tiles/<name>.svg (with DEBUG off, named after its content's hash)."""
    try:
        return static(f"tiles/{name}.svg")
    except ValueError:
        # No hashed name for it (a code that is no tile): a broken image, not a server error.
        return urljoin(settings.STATIC_URL, f"tiles/{name}.svg")


@receiver(setting_changed)
def _forget_tile_image_urls(*, setting, **kwargs):
    # A test that switches the static files' storage must not see URLs made under the other one.
    if setting in ("STORAGES", "STATIC_URL", "STATIC_ROOT", "DEBUG"):
        tile_image_url.cache_clear()


@register.simple_tag
def tile(code, height=None) -> str:
    """An <img> of a tile by its code (a simple tag: far cheaper than an include per tile), named
    in words for a screen reader; a height (in pixels) draws it smaller, the width kept in proportion."""
    height = int(height or 53)
    return format_html('<img class="tile" src="{}" alt="{}" width="{}" height="{}">',
                       tile_image_url(str(code)), tile_name(code), round(height * 40 / 53), height)


@register.simple_tag
def tile_face_down(code) -> str:
    """A tile lying face down (its back), still named in the alt text for a screen reader."""
    return format_html('<img class="tile face-down" src="{}" alt="{} face down" width="40" height="53">',
                       tile_image_url("back"), tile_name(code))


register.filter(set_name)
register.filter(set_tag)
register.filter(tile_name)
register.filter(set_faces)
register.filter(sets_named)
