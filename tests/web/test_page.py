"""The tile-picker page and its taps, through the Django test client, with and without htmx."""

import re
from urllib.parse import parse_qs, urlparse

import pytest

from rules.models import RuleSet

pytestmark = pytest.mark.django_db

NINE_TILE_STRAIGHT = "123m456m789m234p5p +5p"  # ZJ: All Sequences 5 + Concealed Hand 5 + Nine-Tile Straight 40


def tap(client, htmx=True, **data):
    data.setdefault("rules", "zung-jung")
    data.setdefault("controls", "1")
    headers = {"HX-Request": "true"} if htmx else {}
    return client.post("/tap", data, headers=headers)


def shown_total(html: str) -> str | None:
    match = re.search(r'data-total="([^"]+)"', html)
    return match and match.group(1)


def test_the_page_offers_every_tile_and_the_rule_sets(client):
    html = client.get("/").content.decode()
    assert len(re.findall(r'name="add" value="(\d[mpszf])"', html)) == 42
    assert 'src="/static/tiles/5p.svg"' in html
    assert '<option value="zung-jung" selected>' in html
    assert "Tap tiles to build the hand." in html


def test_a_shared_url_restores_the_hand_and_its_score(client):
    html = client.get("/", {"hand": NINE_TILE_STRAIGHT, "rules": "zung-jung"}).content.decode()
    assert shown_total(html) == "50"
    assert "Nine-Tile Straight" in html
    assert f'value="{NINE_TILE_STRAIGHT}"' in html


def test_an_htmx_tap_returns_the_partials_and_pushes_the_url(client):
    response = tap(client, hand="123m456m789m234p5p", add="5p")
    html = response.content.decode()
    assert response.status_code == 200
    assert html.lstrip().startswith('<section id="score"')
    assert 'id="hand" class="hand" tabindex="-1" hx-swap-oob="true"' in html
    assert shown_total(html) == "50"
    pushed = parse_qs(urlparse(response["HX-Push-Url"]).query)
    assert pushed == {"hand": ["123456789m2345p +5p"], "rules": ["zung-jung"]}


def test_a_refused_tap_adds_no_step_to_the_history(client):
    # Back should undo the last change made, not a tap that changed nothing.
    shown = "http://testserver/?rules=zung-jung&hand=1m9999s"
    response = client.post("/tap", {"rules": "zung-jung", "controls": "1", "hand": "1m9999s", "add": "9s"},
                           headers={"HX-Request": "true", "HX-Current-URL": shown})
    assert "The hand already holds all four" in response.content.decode()
    assert response["HX-Push-Url"] == "false"
    # A tap that changes the hand steps forward as usual.
    response = client.post("/tap", {"rules": "zung-jung", "controls": "1", "hand": "1m9999s", "add": "2m"},
                           headers={"HX-Request": "true", "HX-Current-URL": shown})
    assert parse_qs(urlparse(response["HX-Push-Url"]).query) == {"hand": ["12m9999s"], "rules": ["zung-jung"]}


def test_a_tap_without_javascript_redirects_to_the_page_with_the_hand(client):
    response = tap(client, htmx=False, hand="123m456m789m234p5p", add="5p")
    assert response.status_code == 303
    page = client.get(response["Location"]).content.decode()
    assert shown_total(page) == "50"


def test_the_fourteenth_tile_becomes_the_winning_tile_and_tapping_it_removes_it(client):
    response = tap(client, hand="123m456m789m234p5p", add="5p")
    assert "+5p" in response["HX-Push-Url"].replace("%2B", "+")
    response = tap(client, hand=NINE_TILE_STRAIGHT, tap="w")
    html = response.content.decode()
    assert shown_total(html) is None
    assert "13 of 14 tiles: add the winning tile." in html


@pytest.mark.parametrize("hand, said", [
    ("123m456m789m234p5p", "Waiting on 2 circles (50) or 5 circles (50)."),  # 2345p: either end; 5 + 5 + 40
    ("123m456m789m5p555z", "Waiting on 5 circles (55)."),  # the pair's other 5p; 5 + Dragon Pung 10 + 40
    ("123m456m789m5p5z7z1s", "No tile would make it a winning hand."),  # two tiles out: no wait to name
    ("123m456m789m5p5z1s", ""),  # twelve tiles: said only with thirteen
])
def test_the_hand_panel_says_what_a_hand_one_short_waits_on(client, hand, said):
    html = tap(client, hand="", hand_text=hand, action="paste").content.decode()
    summary = re.search(r'<span class="progress">([^<]*)</span>', html).group(1)
    assert summary.endswith(said) and ("Waiting on" in summary) == ("Waiting on" in said)
    assert ("No tile" in summary) == ("No tile" in said)


def test_a_hand_one_short_that_waits_on_nothing_points_a_rule_set_that_scores_losers_to_the_tick(client):
    # Three chows, where British allows one: no tile makes it a win, but it may be a losing hand.
    html = tap(client, hand="", hand_text="123m456m789m234p5p", action="paste", rules="british").content.decode()
    summary = re.search(r'<span class="progress">([^<]*)</span>', html).group(1)
    assert summary.endswith("No tile would make it a winning hand: if this player did not win, "
                            "tick “This player did not win”.")


def test_a_hand_one_short_with_waits_also_points_to_the_tick_where_losers_are_scored(client):
    # Most hands one tile short at a British or classical table are a loser's: after the wait, the
    # panel says how to score it as one (as it does for a hand that waits on nothing).
    html = tap(client, hand="", hand_text="222m444p666s999m7z", action="paste", rules="british").content.decode()
    summary = re.search(r'<span class="progress">([^<]*)</span>', html).group(1)
    assert re.search(r"Waiting on Red dragon \(\d+\)\. If this player did not win, tick “This player did not win”\.$", summary)
    # Zung Jung scores the winner only: no such hint.
    html = tap(client, hand="", hand_text="222m444p666s999m7z", action="paste").content.decode()
    assert "did not win" not in re.search(r'<span class="progress">([^<]*)</span>', html).group(1)


def test_tapping_a_tile_in_hand_removes_it(client):
    html = tap(client, hand=NINE_TILE_STRAIGHT, tap="c0").content.decode()
    assert 'name="hand" value="23456789m2345p +5p"' in html
    assert "13 of 14 tiles" in html


@pytest.mark.parametrize("mode, added, expected", [
    ("pung", "7z", "(777z)"),
    ("kong", "1p", "(1111p)"),
    ("concealed_kong", "2s", "[2222s]"),
    ("chow", "9s", "(789s)"),
])
def test_meld_modes_declare_melds(client, mode, added, expected):
    html = tap(client, hand="123m", add=added, mode=mode).content.decode()
    assert f'name="hand" value="123m {expected}"' in html


def test_situation_controls_change_the_score(client):
    # Seat wind East: a pung of East is a Value Honor (10) in Zung Jung; seat South: it is not.
    hand = "111z 234m 456p 789s 5p +5p"
    east = shown_total(tap(client, hand=hand, seat_wind="E", round_wind="E", action="situation").content.decode())
    south = shown_total(tap(client, hand=hand, seat_wind="S", round_wind="E", action="situation").content.decode())
    assert (east, south) == ("15", "5")  # Value Honor 10 + Concealed Hand 5; then Concealed Hand alone


def test_a_pasted_hand_replaces_the_old_one(client):
    html = tap(client, hand="123m", hand_text=NINE_TILE_STRAIGHT, action="paste").content.decode()
    assert shown_total(html) == "50"


@pytest.mark.parametrize("hand_text, message, kept", [
    # Read, but not a hand: the pasted hand is shown, to be corrected with taps.
    ("11111m 234p 567p 99s +9s", "There are 5 × 1m", "11111m234567p99s +9s"),
    ("123m (124p)", "is not a chow", "123m (124p)"),
])
def test_bad_input_is_a_message_and_the_hand_stays_on_screen(client, hand_text, message, kept):
    response = tap(client, hand="123m", hand_text=hand_text, action="paste")
    html = response.content.decode()
    assert response.status_code == 200
    assert message in html
    assert f'name="hand" value="{kept}"' in html


@pytest.mark.parametrize("hand_text, message", [
    ("123m 9q", "“9q” is not a tile"),
    ("123m (555p", "not closed"),
])
def test_a_paste_that_cannot_be_read_keeps_the_hand_and_leaves_the_line_to_correct(client, hand_text, message):
    # The hand before it stays on screen, taps still work on it, and what was typed is not lost.
    response = tap(client, hand="123m", hand_text=hand_text, action="paste")
    html = response.content.decode()
    assert f"{message}" in html and "Correct the line under “Hand in notation”; the hand is as it was." in html
    assert 'name="hand" value="123m"' in html
    assert f'name="hand_text" value="{hand_text}"' in html
    # Without the script, the page drawn again after the redirect shows the same.
    plain = tap(client, htmx=False, hand="123m", hand_text=hand_text, action="paste")
    page = client.get(plain["Location"]).content.decode()
    assert 'name="hand" value="123m"' in page and f'name="hand_text" value="{hand_text}"' in page
    assert "Correct the line under “Hand in notation”; the hand is as it was" in page


def test_a_paste_too_long_for_one_hand_is_left_in_the_field_to_trim(client):
    pasted = " ".join(["123m456p789s11z +1z"] * 25)  # a block of hands, pasted at once
    response = tap(client, hand="123m", hand_text=pasted, action="paste")
    html = response.content.decode()
    assert f"That paste is {len(pasted)} characters long, and one hand is at most 400" in html
    assert 'name="hand" value="123m"' in html
    assert f'name="hand_text" value="{pasted}"' in html


def test_a_fifth_copy_tapped_is_refused_and_the_hand_kept(client):
    html = tap(client, hand="1111m", add="1m").content.decode()
    assert "The hand already holds all four 1m" in html
    assert 'name="hand" value="1111m"' in html


def test_an_unknown_rule_set_says_so(client):
    html = client.get("/", {"hand": NINE_TILE_STRAIGHT, "rules": "no-such-rules"}).content.decode()
    assert "There is no rule set “no-such-rules”" in html


def test_a_garbled_tap_keeps_the_hand(client):
    html = tap(client, hand=NINE_TILE_STRAIGHT, tap="c99").content.decode()
    assert "no longer in the hand" in html
    assert shown_total(html) == "50"


def test_a_tile_tap_updates_the_notation_field_but_not_the_controls(client):
    html = tap(client, hand="123m", add="4m").content.decode()
    assert '<div id="notation" class="notation" hx-swap-oob="true">' in html
    assert 'name="hand_text" value="1234m"' in html
    assert 'id="situation"' not in html


def test_choosing_another_rule_set_loads_its_whole_page(client):
    # The flags offered, the deal panel and the picker belong to the rule set: htmx is told to
    # load the page afresh, hand and mode kept (a patched page kept Zung Jung's deal panel, or none).
    response = tap(client, hand="123m", action="rules", rules="british", mode="pung")
    target = parse_qs(urlparse(response["HX-Redirect"]).query)
    assert target == {"hand": ["123m"], "rules": ["british"], "mode": ["pung"]}
    page = client.get(response["HX-Redirect"]).content.decode()
    assert '<option value="british" selected>' in page
    assert "Fishing for a special hand" in page
    assert 'id="deal"' in page and 'name="rules" value="british"' in page[page.index('id="deal"'):]


def test_values_are_shown_in_their_units(client):
    # British: the dragon pung is one double (MBR doubles table); a loser fishing for the
    # 13 Unique Wonders gets 40% of the limit (scoring tables §1.4).
    won = client.get("/", {"hand": "34s 999p 777z 11z (222m) +5s self_drawn seat=S", "rules": "british"}).content.decode()
    assert re.search(r'data-key="dragon_pung"><td><a [^>]*>[^<]*</a> (<span[^>]*>[^<]*</span>)?</td><td>1 double</td><td>1</td><td>1 double</td>', won)
    lost = client.get("/", {"hand": "19m19p19s1234567z fishing winner=no seat=S", "rules": "british"}).content.decode()
    assert "<td>40% of the limit</td>" in lost


@pytest.mark.parametrize("bad_field", [{"seat_wind": "Q"}, {"add": "5p5p5p"}, {"round_wind": "East"}])
def test_a_tap_with_one_bad_field_keeps_the_rule_set_mode_and_hand(client, bad_field):
    response = tap(client, hand="123m", rules="british", mode="pung", **bad_field)
    html = response.content.decode()
    assert response.status_code == 200
    assert "That tap could not be read; the hand is unchanged." in html
    assert 'name="hand" value="123m"' in html
    pushed = parse_qs(urlparse(response["HX-Push-Url"]).query)
    assert pushed == {"hand": ["123m"], "rules": ["british"], "mode": ["pung"]}
    plain = tap(client, htmx=False, hand="123m", rules="british", mode="pung", **bad_field)
    assert plain.status_code == 303
    assert parse_qs(urlparse(plain["Location"]).query) == {"hand": ["123m"], "rules": ["british"], "mode": ["pung"]}


MCR_HAND = "(345m) 678m 345s 678s 2p +2p"  # MCR: Short Straight, Mixed Double Chow twice, ...


def test_a_pasted_rules_setting_chooses_the_rule_set(client):
    response = tap(client, hand="123m", hand_text=f"{MCR_HAND} rules=mcr", action="paste")
    assert response.status_code == 200
    # The rule-set picker and the deal panel belong to the rule set: htmx loads the whole page.
    target = parse_qs(urlparse(response["HX-Redirect"]).query)
    assert target == {"hand": ["678m2p345678s (345m) +2p"], "rules": ["mcr"]}
    page = client.get(response["HX-Redirect"]).content.decode()
    assert '<option value="mcr" selected>' in page
    assert 'data-key="short_straight"' in page
    plain = tap(client, htmx=False, hand="123m", hand_text=f"{MCR_HAND} rules=mcr", action="paste")
    assert plain.status_code == 303
    assert parse_qs(urlparse(plain["Location"]).query)["rules"] == ["mcr"]


def test_a_pasted_rules_setting_naming_no_rule_set_is_reported_and_the_rule_set_kept(client):
    response = tap(client, hand="123m", hand_text=f"{NINE_TILE_STRAIGHT} rules=no-such-rules", action="paste")
    html = response.content.decode()
    assert "There is no rule set “no-such-rules”; the hand is scored under the current rule set." in html
    assert shown_total(html) == "50"  # pasted, and scored under Zung Jung
    assert parse_qs(urlparse(response["HX-Push-Url"]).query)["rules"] == ["zung-jung"]


def test_a_pasted_rules_setting_of_the_current_rule_set_is_an_ordinary_paste(client):
    response = tap(client, hand="123m", hand_text=f"{NINE_TILE_STRAIGHT} rules=zung-jung", action="paste")
    assert "HX-Redirect" not in response
    assert shown_total(response.content.decode()) == "50"


def test_a_one_point_hand_says_point_not_points(client):
    # Zung Jung: three chows of different suits and ranks, a melded pung of simples, a plain pair:
    # no pattern at all, so Chicken Hand, 1 point.
    html = client.get("/", {"hand": "123m456p789s2s (555m) +2s", "rules": "zung-jung"}).content.decode()
    assert shown_total(html) == "1"
    assert '<span class="verdict">point</span>' in html and "1 point <small>" in html


# The engine's note on a hand under the minimum (rules/engine/score.py), and the page's own
# sentence it replaces, which must not come back beside it.
BELOW_MINIMUM = "Not a win: the hand needs at least"
OLD_PAGE_WARNING = "This hand does not reach the minimum to win."


@pytest.mark.parametrize("rules, hand, total", [
    # British: concealed pung of 1m 8 + exposed pung of red dragons 4 = 12, doubled for the dragon pung.
    ("british", "111m4569p33s1z (777z) winner=no seat=S", "24"),
    ("chinese-classical", "111m4569p33s1z (777z) winner=no seat=S", "0"),  # only the winner is paid by default
])
def test_a_hand_marked_as_not_winning_is_not_told_it_misses_the_minimum(client, rules, hand, total):
    html = client.get("/", {"rules": rules, "hand": hand}).content.decode()
    assert shown_total(html) == total
    assert BELOW_MINIMUM not in html and OLD_PAGE_WARNING not in html


def test_a_winning_hand_under_the_minimum_shows_the_engines_note_once(client):
    # MCR: Concealed Hand 2 + All Chows 2 + Short Straight 1 = 5 fan, under the 8 a win needs.
    hand = "123m456m789p234s5s +5s discarder=S"
    html = client.get("/", {"rules": "mcr", "hand": hand}).content.decode()
    assert shown_total(html) == "5"
    note = "Not a win: the hand needs at least 8 points (not counting bonus tiles) and has 5."
    assert html.count(note) == 1 and f'<p class="note">{note}</p>' in html
    assert OLD_PAGE_WARNING not in html
    # A tap redraws the score with the same single note.
    tapped = tap(client, rules="mcr", hand="123m456m789p234s5s discarder=S", add="5s").content.decode()
    assert shown_total(tapped) == "5" and tapped.count(note) == 1


def test_fourteen_tiles_without_a_winning_tile_say_how_to_mark_it(client):
    html = client.get("/", {"rules": "mcr", "hand": "123m456m789p234s55s"}).content.decode()
    how = "Choose Winning under “A tapped tile goes to”, then tap that tile in the hand (in Hand it would be removed)."
    assert html.count(f"Mark which of the 14 tiles completed the hand. {how}") == 2  # the hand panel and the score
    # 13 tiles: the next tap is the winning tile, so there is nothing to mark yet.
    assert how not in client.get("/", {"rules": "mcr", "hand": "123m456m789p234s5s"}).content.decode()


@pytest.mark.parametrize("url", ["/", "/?rules=british", "/rules/", "/rules/mcr/"])
def test_no_template_comment_shows_on_the_page(client, url):
    html = client.get(url).content.decode()
    assert "{#" not in html and "#}" not in html and "{%" not in html


def test_the_links_to_the_rules_pages_carry_the_hand_and_the_rule_set_there_and_back(client):
    hand = "123m456m789m234p5p +5p"  # the "+" and the spaces travel encoded
    encoded = "123m456m789m234p5p%20%2B5p"
    page = client.get("/", {"rules": "mcr", "hand": hand}).content.decode()
    assert f'href="/rules/mcr/?hand={encoded}">Every pattern of' in page
    assert f'href="/rules/?rules=mcr&amp;hand={encoded}">All rule sets' in page
    # A tap redraws the footer with the new hand.
    tapped = tap(client, rules="mcr", hand="123m", add="4m").content.decode()
    assert '<footer id="footer" hx-swap-oob="true">' in tapped and 'href="/rules/mcr/?hand=1234m"' in tapped

    detail = client.get("/rules/mcr/", {"hand": hand}).content.decode()
    assert f'href="/?rules=mcr&amp;hand={encoded}">← Score a hand with these rules' in detail
    assert f'href="/rules/?rules=mcr&amp;hand={encoded}">all rule sets' in detail
    index = client.get("/rules/", {"rules": "mcr", "hand": hand}).content.decode()
    assert f'href="/?rules=mcr&amp;hand={encoded}">← Calculator' in index
    assert f'href="/rules/british/?hand={encoded}">British (BMJA)' in index
    # Opened on its own, the index goes back to the calculator's default page.
    assert 'href="/">← Calculator' in client.get("/rules/").content.decode()


def meld_buttons(html: str) -> list[tuple[str, list[str]]]:
    """Each meld button in the hand panel: its accessible name and the tile images it shows (src's file names)."""
    found = re.findall(r'<button [^>]*name="tap" value="m\d+:[^"]*"[^>]*aria-label="([^"]+)"[^>]*>(.*?)</button>', html, re.DOTALL)
    return [(label, re.findall(r'src="/static/tiles/([^"]+)\.svg"', body)) for label, body in found]


def test_a_concealed_kong_shows_its_ends_face_down_and_says_concealed(client):
    html = client.get("/", {"rules": "mcr", "hand": "9p678s [5555p] (1111m) (456s) +9p"}).content.decode()
    assert meld_buttons(html) == [
        ("Concealed kong of 5 circles: tap to remove", ["back", "5p", "5p", "back"]),
        ("Exposed kong of 1 character: tap to remove", ["1m", "1m", "1m", "1m"]),
        ("Exposed chow 4 5 6 bamboo: tap to remove", ["4s", "5s", "6s"]),
    ]
    assert 'alt="5 circles face down"' in html
    assert html.count('<span class="meld-label" aria-hidden="true">concealed</span>') == 1
    assert 'title="Remove this concealed kong of 5 circles"' in html


def test_a_meld_is_named_as_the_engine_reads_it_and_tiles_that_make_no_set_say_so(client):
    # (556p) is neither a chow nor a pung: the score lists the problem, and the hand panel must
    # not call it a chow (three tiles not all alike were once named one).
    html = client.get("/", {"rules": "mcr", "hand": "123m456p789s1z (556p) (999m) +1z"}).content.decode()
    assert meld_buttons(html) == [
        ("Invalid exposed meld 5p 5p 6p: tap to remove", ["5p", "5p", "6p"]),
        ("Exposed pung of 9 characters: tap to remove", ["9m", "9m", "9m"]),
    ]
    assert 'class="meld invalid"' in html and 'title="Remove this exposed chow' not in html
    assert html.count('<span class="meld-label" aria-hidden="true">not a set</span>') == 1
    assert "Meld 1 (5p 5p 6p) is not a chow" in html  # the engine's own problem, in the score


def hand_panel(html: str) -> str:
    return html[html.index('<section id="hand"'):html.index("</section>", html.index('<section id="hand"'))]


def test_every_problem_is_listed_in_the_hand_panel(client):
    """The score's list of problems is a screen further down on a phone: the hand panel lists them too."""
    two = hand_panel(client.get("/", {"rules": "mcr", "hand": "99p678s [5555p] (1111m) (456s) +5p"}).content.decode())
    assert re.findall(r"<li>(.*?)</li>", two) == [
        "There are 5 × 5p in the hand; a set has only four of each tile.",
        "15 tiles counted, but a winning hand has 14 (each kong counts as three): remove 1.",
    ]
    assert "more below" not in two and "<details" not in two
    # Past three, the first two show and the rest fold under a summary that counts them.
    five = hand_panel(client.get("/", {"rules": "mcr", "hand": "11111m 22222p 33333s 44444s 9s +9s"}).content.decode())
    shown, folded = five.split("<details>")
    assert re.findall(r"<li>There are 5 × (\w+)", shown) == ["1m", "2p"]
    assert "<summary>3 more problems</summary>" in folded
    assert re.findall(r"<li>(.*?)</li>", folded) == [
        "There are 5 × 3s in the hand; a set has only four of each tile.",
        "There are 5 × 4s in the hand; a set has only four of each tile.",
        "22 tiles counted, but a winning hand has 14 (each kong counts as three): remove 8.",
    ]
    # One problem is a line of its own, as before.
    one = hand_panel(client.get("/", {"rules": "mcr", "hand": "11111m 234p 567p 99s +9s"}).content.decode())
    assert '<span class="problem">There are 5 × 1m' in one and "<li>" not in one


def test_the_rules_menu_draws_the_chosen_name_in_full(client):
    html = client.get("/", {"rules": "chinese-classical"}).content.decode()
    assert '<span class="rules-chosen" aria-hidden="true">Classical Chinese (Shanghai: Second Dynasty)</span>' in html
    assert '<option value="chinese-classical" selected>Classical Chinese (Shanghai: Second Dynasty)</option>' in html
    # A rule set that does not exist (deleted or renamed since the link was made) stays chosen, and says
    # so: showing the first entry instead, the page scored the next tap under it without a word.
    html = client.get("/", {"rules": "no-such-rules"}).content.decode()
    assert '<span class="rules-chosen" aria-hidden="true">no-such-rules (no such rule set)</span>' in html
    assert '<option value="no-such-rules" selected>no-such-rules (no such rule set)</option>' in html


def test_a_rule_set_deleted_since_the_link_was_made_keeps_the_hand_and_scores_nothing_until_one_is_picked(client):
    said = ("There is no rule set “zj-club” (it may have been renamed or deleted): choose one from the Rules menu, "
            "and the hand is scored under it.")
    html = client.get("/", {"rules": "zj-club", "hand": "123m456m789m234p5p"}).content.decode()
    assert said in html and "Tap tiles to build the hand." not in html
    # A tap made meanwhile still edits the hand, under the same name, and says the same.
    html = tap(client, rules="zj-club", hand="123m456m789m234p5p", add="5p").content.decode()
    assert said in html and 'name="hand" value="123456789m2345p +5p"' in html and shown_total(html) is None
    # Picking a rule set scores the hand under it.
    response = tap(client, rules="zung-jung", hand="123456789m2345p +5p", action="rules")
    assert shown_total(client.get(response["HX-Redirect"]).content.decode()) == "50"


@pytest.mark.parametrize("url", ["/", "/rules/"])
def test_the_page_names_an_icon_that_exists(client, url):
    from django.contrib.staticfiles import finders

    icon = re.search(r'<link rel="icon" type="image/svg\+xml" href="/static/([^"]+)">', client.get(url).content.decode())
    assert icon and finders.find(icon.group(1))


def test_the_arrangement_names_each_set_and_lays_a_concealed_kong_as_in_the_hand(client):
    html = client.get("/", {"rules": "mcr", "hand": "9p678s [5555p] (1111m) (456s) +9p"}).content.decode()
    arrangement = html[html.index('<div class="arrangement"'):]
    arrangement = arrangement[:arrangement.index("</div>")]
    sets = re.findall(r'<span class="set[^"]*" role="img" aria-label="([^"]+)" title="\1">(.*?)</span>', arrangement)
    assert [(name, re.findall(r'tiles/([^"]+)\.svg', body)) for name, body in sets] == [
        ("Concealed kong of 5 circles", ["back", "5p", "5p", "back"]),
        ("Exposed kong of 1 character", ["1m", "1m", "1m", "1m"]),
        ("Exposed chow 4 5 6 bamboo", ["4s", "5s", "6s"]),
        ("Concealed chow 6 7 8 bamboo", ["6s", "7s", "8s"]),
        ("Pair of 9 circles, completed by the winning discard", ["9p", "9p"]),
    ]


@pytest.mark.parametrize("rules, hand, whole_deal", [
    ("british", "111m999p333s123m5z +5z", True), ("chinese-classical", "111m999p333s123m5z +5z", True),
    ("mcr", "123m456m789m234p5p +5p", False), ("zung-jung", "123m456m789m234p5p +5p", False),
])
def test_a_hands_settlement_says_it_is_not_the_whole_deals_where_a_deal_panel_settles_that(client, rules, hand, whole_deal):
    """The second audit: a British table could take the winner's settlement (only the winner's
    payments) for the whole deal's, where the losers also settle among themselves."""
    html = client.get("/", {"rules": rules, "hand": hand}).content.decode()
    caption = re.search(r'<table class="settlement"><caption>([^<]*)</caption>', html).group(1)
    assert caption == ("Settlement of this hand alone (the deal panel settles the whole deal)" if whole_deal else "Settlement")


def test_a_paste_too_long_for_one_hand_says_so_and_keeps_the_hand(client):
    several = "\n".join([NINE_TILE_STRAIGHT] * 30)  # a scorer's file of hands, pasted at once
    html = tap(client, hand="123m", hand_text=several, action="paste").content.decode()
    assert f"That paste is {len(several)} characters long, and one hand is at most 400" in html
    assert 'name="hand" value="123m"' in html


def test_each_pattern_scored_leads_to_its_rule_on_the_rules_page(client):
    line = "34s 999p 777z 11z (222m) +5s self_drawn seat=S"
    won = client.get("/", {"hand": line, "rules": "british"}).content.decode()
    href = re.search(r'data-key="dragon_pung"><td><a class="pattern-rule" href="([^"]+)">Pung or kong of dragons</a>', won).group(1)
    link = urlparse(href.replace("&amp;", "&"))
    assert (link.path, link.fragment) == ("/rules/british/", "dragon_pung")
    # The hand travels along, for the rules page's way back to the calculator.
    assert parse_qs(link.query)["hand"] == [line]
    assert 'id="dragon_pung"' in client.get(link.path, parse_qs(link.query)).content.decode()


def test_the_settlement_names_seats_and_says_roles_as_a_sentence_would(client):
    # MCR, 8 points (the 8 + total settlement): the discarder pays 8 + 8, each other player 8.
    # Before, the rows read "discarder pays E" and "other player pays E", like notes, not sentences.
    hand = "345678m5p (345s) (678s) +5p"
    unknown = client.get("/", {"rules": "mcr", "hand": hand}).content.decode()
    rows = re.findall(r"<tr><td>([^<]+)</td><td>(\d+)</td></tr>", unknown)
    assert rows == [("The discarder pays East", "16"), ("Another player pays East", "8"), ("Another player pays East", "8")]
    known = client.get("/", {"rules": "mcr", "hand": f"{hand} seat=S discarder=W"}).content.decode()
    rows = re.findall(r"<tr><td>([^<]+)</td><td>(\d+)</td></tr>", known)
    assert rows == [("East pays South", "8"), ("West pays South", "16"), ("North pays South", "8")]  # in seat order


def test_a_tap_under_a_rule_set_renamed_since_draws_the_rules_menu_again_as_it_is_now(client):
    # Renamed in the admin while the page was open: the answer sent the player to a menu that still
    # listed the old name and not the new one, until a reload (found by helper-112).
    RuleSet.objects.get(slug="zung-jung").derive("Our club", "our-club")
    html = tap(client, rules="gone-club", hand="123m", add="4m").content.decode()
    menu = html[html.index('<span class="rules-menu" id="rules-menu" hx-swap-oob="true">'):]
    menu = menu[:menu.index("</select>")]
    assert '<option value="gone-club" selected>gone-club (no such rule set)</option>' in menu
    assert '<option value="our-club">Our club</option>' in menu
    # A tap under a rule set that is there leaves the menu alone.
    assert 'id="rules-menu"' not in tap(client, rules="our-club", hand="123m", add="4m").content.decode()
