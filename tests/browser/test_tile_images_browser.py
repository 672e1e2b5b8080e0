"""All 42 tile images load and draw in real Chromium; a screenshot of them side by side."""

from pathlib import Path

import pytest
from playwright.sync_api import Page

from rules.engine.tiles import ALL_TILES

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"


def test_every_tile_image_loads_at_40px(live_server, page: Page):
    ARTIFACTS.mkdir(exist_ok=True)
    images = "".join(f'<img src="{live_server.url}/static/tiles/{t}.svg" width="40" alt="{t}">' for t in ALL_TILES)
    page.set_viewport_size({"width": 480, "height": 300})
    page.set_content(f'<body style="margin:8px;background:#0f5c45">{images}</body>')
    page.wait_for_load_state("networkidle")
    drawn = page.eval_on_selector_all("img", "imgs => imgs.map(i => [i.alt, i.complete && i.naturalWidth > 0])")
    assert [alt for alt, ok in drawn if not ok] == []
    assert len(drawn) == 42
    page.screenshot(path=str(ARTIFACTS / "tiles-40px.png"), full_page=True)
