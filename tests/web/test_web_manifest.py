"""A player who adds the calculator to a phone's home screen gets its name and the red dragon
icon (the manifest, and the PNG iOS asks for), and the page opens where it was added from."""

import json
import re
import struct

import pytest
from django.conf import settings
from django.test import Client

from tests.web.test_static_files_hashed import production_static  # noqa: F401 (a fixture)


def png_size(content: bytes) -> tuple[int, int]:
    assert content[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", content[16:24])


def fetched(client: Client, url: str) -> bytes:
    response = client.get(url)
    assert response.status_code == 200, url
    return b"".join(response.streaming_content) if response.streaming else response.content


@pytest.mark.django_db
def test_the_page_links_its_manifest_icon_and_home_screen_icon(production_static):  # noqa: F811
    client = Client()  # made after the collect (production's hashed names), so that whitenoise finds the files
    html = client.get("/", {"rules": "mcr"}).content.decode()
    manifest_url = re.search(r'<link rel="manifest" href="([^"]+)"', html).group(1)
    touch_icon = re.search(r'<link rel="apple-touch-icon" href="([^"]+)"', html).group(1)
    assert png_size(fetched(client, touch_icon)) == (180, 180)
    icon = re.search(r'<link rel="icon" type="image/svg\+xml" href="([^"]+)"', html).group(1)
    assert fetched(client, icon).startswith(b"<svg")

    response = client.get(manifest_url)
    assert response["Content-Type"] == "application/manifest+json"
    manifest = json.loads(response.content)
    assert manifest["short_name"] == "Mahjong score" and manifest["start_url"] == "/"
    # Back undoes a tap: a display mode with no Back button (standalone on iOS) would take that away.
    assert manifest["display"] == "minimal-ui"
    sizes = {}
    for entry in manifest["icons"]:
        content = fetched(client, entry["src"])
        if entry["type"] == "image/png":
            width, height = png_size(content)
            assert entry["sizes"] == f"{width}x{height}"
            sizes.setdefault(entry["purpose"], set()).add(width)
    # What Android asks of an icon to add to the home screen, and one it may crop to its own shape.
    assert {192, 512} <= sizes["any"] and 512 in sizes["maskable"]


@pytest.mark.django_db
def test_the_manifest_scope_follows_where_the_site_is_mounted(client):
    from django.test.utils import override_script_prefix, override_settings

    # As the WSGI server sets it for a site under /mahjong/. STATIC_URL "overridden" with its own
    # value: Django works it out once with the script prefix of its time and keeps it, and keeps the
    # static files storage made from it; a setting changed makes both anew. Coming out, Django reads
    # the setting again before the prefix is put back, so it is changed once more after: kept from
    # this test, /mahjong/static/ failed every later /static/ address (CI, session 20).
    with override_script_prefix("/mahjong/"), override_settings(STATIC_URL="static/"):
        manifest = json.loads(client.get("/manifest.webmanifest").content)
    with override_settings(STATIC_URL="static/"):
        pass
    assert settings.STATIC_URL == "/static/"
    # Before, the scope was "/" wherever the site was: under /mahjong/ it took in the whole host.
    assert (manifest["start_url"], manifest["scope"]) == ("/mahjong/", "/mahjong/")
    assert all(icon["src"].startswith("/mahjong/static/icons/") for icon in manifest["icons"])
    assert (json.loads(client.get("/manifest.webmanifest").content)["scope"]) == "/"
