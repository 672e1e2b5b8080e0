"""With DEBUG off (production), the static files carry a hash of their content in their names,
so that a phone keeps the tile images, script and styles for good instead of asking for each of
them again a minute later, and a new release reaches it at once. The tests run with the storage
production uses, collected into a directory of their own."""

import re

import pytest
from django.core.management import call_command
from django.test import Client, override_settings
from django.urls import reverse

from calculator.checks import static_files_collected
from calculator.templatetags.tiles import tile
from rules.models import RuleSet

PRODUCTION_STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"},
}
HASHED = re.compile(r"\.[0-9a-f]{12}\.(svg|css|js|png)$")
# A concealed kong, so that a tile's back is drawn too.
HAND = "123m456p789s1z [7777z] +1z"


def static_urls(html: str) -> set[str]:
    return set(re.findall(r'(?:src|href)="(/static/[^"]+)"', html))


@pytest.fixture
def production_static(tmp_path, settings):
    settings.STATIC_ROOT = tmp_path
    settings.STORAGES = PRODUCTION_STORAGES
    call_command("collectstatic", "--noinput", verbosity=0)
    return tmp_path


@pytest.mark.django_db
def test_the_page_names_every_static_file_by_its_hash(production_static):
    html = Client().get("/", {"rules": "mcr", "hand": HAND}).content.decode()
    urls = static_urls(html)
    for url in urls:
        assert HASHED.search(url), url
        assert (production_static / url.removeprefix("/static/")).is_file(), url
    # Every tile of the picker and a tile's back (the concealed kong), the page's script and styles.
    tile_files = {path.name for path in (production_static / "tiles").glob("??.svg")} | {"back.svg"}
    assert len(tile_files) == 43
    plain_names = {re.sub(r"\.[0-9a-f]{12}\.", ".", url) for url in urls}
    assert plain_names >= {f"/static/tiles/{name}" for name in tile_files} | {"/static/calculator.js", "/static/calculator.css"}


@pytest.mark.django_db
def test_a_taps_answer_names_its_tiles_by_their_hashes(production_static):
    answer = Client().post("/tap", {"hand": "123m456p789s1z [7777z]", "rules": "mcr", "controls": "1", "add": "1z"},
                           headers={"HX-Request": "true"}).content.decode()
    assert "Melded Kong" not in answer and "Concealed Kong" in answer  # the hand was scored
    tiles = {url for url in static_urls(answer) if "/tiles/" in url}
    assert {re.sub(r"\.[0-9a-f]{12}\.", ".", url) for url in tiles} >= {"/static/tiles/1z.svg", "/static/tiles/7z.svg",
                                                                          "/static/tiles/back.svg"}
    assert all(HASHED.search(url) for url in tiles), sorted(tiles)


@pytest.mark.django_db
def test_hashed_files_are_kept_for_good_and_plain_names_for_a_minute(production_static):
    client = Client()  # made after the collect, so that whitenoise finds the collected files
    html = client.get("/", {"rules": "mcr"}).content.decode()
    tile_url = next(url for url in static_urls(html) if url.startswith("/static/tiles/5p."))
    kept = client.get(tile_url)
    assert kept.status_code == 200 and kept["Content-Type"] == "image/svg+xml"
    assert kept["Cache-Control"] == "max-age=315360000, public, immutable"
    plain = client.get("/static/tiles/5p.svg")
    assert plain["Cache-Control"] == "max-age=60, public"
    # Read to the end, as a browser does (a streamed answer says it has finished only then).
    assert kept.getvalue() == plain.getvalue() == (production_static / "tiles" / "5p.svg").read_bytes()


def test_a_code_that_is_no_tile_draws_a_broken_image_not_a_server_error(production_static):
    assert 'src="/static/tiles/9z.svg"' in tile("9z")


def test_switching_the_storage_back_gives_plain_names_again(tmp_path):
    with override_settings(STATIC_ROOT=tmp_path, STORAGES=PRODUCTION_STORAGES):
        call_command("collectstatic", "--noinput", verbosity=0)
        assert HASHED.search(re.search(r'src="([^"]+)"', tile("3s"))[1])
    assert 'src="/static/tiles/3s.svg"' in tile("3s")


def test_a_check_warns_when_the_static_files_are_not_collected(tmp_path, settings):
    settings.STATIC_ROOT = tmp_path
    settings.STORAGES = PRODUCTION_STORAGES
    (warning,) = static_files_collected()
    assert warning.id == "calculator.W001" and "collectstatic" in warning.hint
    call_command("collectstatic", "--noinput", verbosity=0)
    assert static_files_collected() == []
    settings.DEBUG = True  # static files come from the app's folders, by plain names
    (tmp_path / "staticfiles.json").unlink()
    assert static_files_collected() == []


@pytest.mark.django_db
def test_the_admin_and_the_rules_pages_name_their_files_by_hash(production_static, organiser):
    mcr = RuleSet.objects.get(slug="mcr")
    for url in (reverse("admin:rules_ruleset_change", args=[mcr.pk]), reverse("admin:rules_ruleset_changelist"),
                reverse("rules:detail", args=["mcr"])):
        page = organiser.get(url)
        assert page.status_code == 200, url
        urls = static_urls(page.content.decode())
        assert urls and all(HASHED.search(u) for u in urls), (url, sorted(u for u in urls if not HASHED.search(u)))
    # The example hands of the rules page are drawn in tiles.
    assert any("/static/tiles/" in u for u in static_urls(organiser.get(reverse("rules:detail", args=["mcr"])).content.decode()))
