"""The winning tile in the hand panel is ringed in yellow (#f1c40f), the colour that marks keyboard
focus on the other tiles: focused, it looked just as it did unfocused. Focused, it now has a white
ring around its yellow one, the felt between the two. Measured in the pixels of screenshots (the
colours a player sees, with their contrast), beside the tile's right edge where the panel is bare.
Screenshots go to test-artifacts/winning-tile-*.png."""

import base64
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
MCR_HAND = "/?rules=mcr&hand=123m1z%20(555p)%20(2222s)%20%5B7777z%5D%20%2B1z%20125f%20self_drawn"
SCALE = 2  # device pixels to a CSS pixel: each band of the rings is sampled at its middle
FELT = (15, 92, 69)  # --felt
YELLOW = (241, 196, 15)  # the winning tile's ring
# CSS px out from the tile's right edge: its yellow ring (0-3), then the felt, then the focus ring.
OUT = {"yellow ring": 1.5, "between": 4, "focus ring": 6.5, "beyond": 11}


def luminance(rgb) -> float:
    def channel(c):
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b) -> float:
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def colours_beside_the_tile(page: Page, name: str) -> dict:
    """The colour at each distance in OUT from the winning tile's right edge, level with its middle."""
    tile = page.locator("#hand .tile-button.winning").bounding_box()
    x, y = tile["x"] + tile["width"], tile["y"] + tile["height"] / 2
    clip = {"x": x - 2, "y": y - 2, "width": 16, "height": 4}
    png = page.screenshot(clip=clip)
    (ARTIFACTS / f"winning-tile-{name}.png").write_bytes(page.screenshot(clip={
        "x": tile["x"] - 14, "y": tile["y"] - 14, "width": tile["width"] + 28, "height": tile["height"] + 28}))
    points = [[round((2 + out) * SCALE), 2 * SCALE] for out in OUT.values()]
    pixels = page.evaluate("""async ([png, points]) => {
        const image = new Image();
        await new Promise(done => { image.onload = done; image.src = "data:image/png;base64," + png; });
        const canvas = new OffscreenCanvas(image.width, image.height), drawn = canvas.getContext("2d");
        drawn.drawImage(image, 0, 0);
        return points.map(([px, py]) => Array.from(drawn.getImageData(px, py, 1, 1).data.slice(0, 3))); }""",
        [base64.b64encode(png).decode(), points])
    return dict(zip(OUT, (tuple(p) for p in pixels)))


def near(a, b, by=12) -> bool:
    return all(abs(x - y) <= by for x, y in zip(a, b))


def test_the_winning_tile_focused_has_a_ring_of_its_own(live_server, browser):
    context = browser.new_context(viewport={"width": 390, "height": 844}, device_scale_factor=SCALE)
    page = context.new_page()
    page.goto(live_server.url + MCR_HAND)
    expect(page.locator("#hand .total")).to_have_text("19")
    ARTIFACTS.mkdir(exist_ok=True)
    page.keyboard.press("Shift")  # a keyboard in use: focus is shown
    unfocused = colours_beside_the_tile(page, "unfocused")
    # Unfocused, as it always looked: the yellow ring on the felt.
    assert near(unfocused["yellow ring"], YELLOW)
    assert all(near(unfocused[where], FELT) for where in ("between", "focus ring", "beyond"))

    page.locator("#hand .tile-button.winning").focus()
    assert page.eval_on_selector("#hand .tile-button.winning", "e => e.matches(':focus-visible')")
    focused = colours_beside_the_tile(page, "focused")
    assert near(focused["yellow ring"], YELLOW)  # its own ring kept
    assert near(focused["between"], FELT) and near(focused["beyond"], FELT)
    # The focus ring stands out from the felt on each side of it and from what was there before
    # (WCAG's 3:1 for parts of a control), and the felt between it and the yellow ring from the yellow.
    ring = focused["focus ring"]
    assert contrast(ring, FELT) >= 3 and contrast(ring, unfocused["focus ring"]) >= 3
    assert contrast(focused["between"], focused["yellow ring"]) >= 3
    context.close()


def test_another_tile_focused_is_not_ringed_like_the_winning_tile(live_server, browser):
    # The focus ring on the felt was the winning tile's yellow: a focused tile looked like the winning one.
    context = browser.new_context(viewport={"width": 390, "height": 844})
    page = context.new_page()
    page.goto(live_server.url + MCR_HAND)
    expect(page.locator("#hand .total")).to_have_text("19")
    page.keyboard.press("Shift")
    ring = "e => { const s = getComputedStyle(e); return [s.outlineStyle, s.outlineColor]; }"
    winning = page.eval_on_selector("#hand .tile-button.winning", ring)
    page.locator("#hand .tiles-in-hand .tile-button").first.focus()
    focused = page.locator("#hand .tiles-in-hand .tile-button").first.evaluate(ring)
    assert winning == ["solid", f"rgb{YELLOW}"]
    assert focused == ["solid", "rgb(255, 255, 255)"]
    context.close()
