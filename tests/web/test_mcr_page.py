"""The calculator page under Chinese Official (MCR): each fan shows the sets it used."""

import re

import pytest

pytestmark = pytest.mark.django_db

# The source's Short Straight example: Short Straight (345, 678 bamboo), Mixed Double Chow twice.
HAND = "(345m) 678m 345s 678s 2p +2p"


def row(html: str, key: str) -> str:
    match = re.search(rf'<tr data-key="{key}">(.*?)</tr>', html, re.DOTALL)
    assert match, f"no row for {key}"
    return match.group(1)


def tiles_in(fragment: str) -> list[str]:
    return re.findall(r'<img class="tile" src="/static/tiles/(\w+)\.svg"', fragment)


def test_each_fan_shows_the_sets_it_used_as_tiles(client):
    html = client.get("/", {"rules": "mcr", "hand": HAND}).content.decode()
    assert tiles_in(row(html, "short_straight")) == ["3s", "4s", "5s", "6s", "7s", "8s"]
    assert 'aria-label="Sets used: chow 3 4 5 bamboo, chow 6 7 8 bamboo"' in row(html, "short_straight")
    assert tiles_in(row(html, "mixed_double_chow")) == ["3m", "4m", "5m", "3s", "4s", "5s",
                                                        "6m", "7m", "8m", "6s", "7s", "8s"]
    assert tiles_in(row(html, "single_wait")) == ["2p", "2p"]
    assert tiles_in(row(html, "all_chows")) == []


def pays_line(html: str) -> str | None:
    match = re.search(r'<p class="pays">(.*?)</p>', html)
    return match.group(1) if match else None


@pytest.mark.parametrize("situation, pays", [
    # 8 points (Concealed Hand, All Chows, All Simples, Mixed Double Chow, Short Straight): 8 + 8 from the discarder.
    ("", "Discarder pays 16, the others pay 8 each"),
    (" discarder=W", "W pays 16, S and N pay 8 each"),
    # Self-drawn: Fully Concealed Hand 4 in place of Concealed Hand 2, 10 points; each pays 8 + 10.
    (" self_drawn", "S, W and N pay 18 each"),
])
def test_the_hand_panel_says_who_pays_what(client, situation, pays):
    html = client.get("/", {"rules": "mcr", "hand": "234567m234p5678s +5s" + situation}).content.decode()
    assert pays_line(html) == pays


def test_a_hand_below_eight_points_says_nobody_pays(client):
    # All Chows, All Simples, Mixed Double Chow, Short Straight: 6 points, with a melded chow.
    html = client.get("/", {"rules": "mcr", "hand": "567m234p5678s (234m) +5s"}).content.decode()
    assert pays_line(html) is None
    assert "Not a win: the hand needs at least 8 points (not counting bonus tiles) and has 6." in html


def test_rules_with_a_deal_panel_leave_the_paying_to_it(client):
    # Classical settles whole deals in its panel: this hand's own payments are only part of them.
    html = client.get("/", {"rules": "chinese-classical", "hand": "123m456m789m11z22z +2z self_drawn"}).content.decode()
    assert 'id="deal"' in html and pays_line(html) is None


def test_a_knitted_straight_won_on_the_pair_shows_the_pair_single_wait_used(client):
    # 1-4-7m 2-5-8p 3-6-9s, a pung of East, a single 7z waiting for its pair: Knitted Straight 12,
    # All Types 6, Prevalent and Seat Wind 2 each, Concealed Hand 2, Single Wait 1 = 25.
    html = client.get("/", {"rules": "mcr", "hand": "147m258p369s1117z +7z"}).content.decode()
    assert 'data-total="25"' in html
    assert tiles_in(row(html, "single_wait")) == ["7z", "7z"]
    assert tiles_in(row(html, "knitted_straight")) == []


def test_a_knitted_straight_won_in_its_chow_shows_the_chow_the_wait_used(client):
    # The set beside the knitted tiles is 2-3-4m, won on the 3m in its middle (the only tile that
    # completes the hand): Knitted Straight 12, All Chows 2, Concealed Hand 2, Closed Wait 1.
    html = client.get("/", {"rules": "mcr", "hand": "147m258p369s24m55s +3m"}).content.decode()
    assert tiles_in(row(html, "closed_wait")) == ["2m", "3m", "4m"]


def test_a_knitted_straight_s_arrangement_draws_its_nine_tiles_beside_the_set_and_pair(client):
    html = client.get("/", {"rules": "mcr", "hand": "147m258p369s1117z +7z"}).content.decode()
    arrangement = re.search(r'<div class="arrangement".*?</div>', html, re.DOTALL).group(0)
    knitted = re.search(r'<span class="set knitted".*?</span></span>', arrangement, re.DOTALL).group(0)
    assert tiles_in(knitted) == ["1m", "4m", "7m", "2p", "5p", "8p", "3s", "6s", "9s"]
    assert 'aria-label="Knitted straight: 1 character, 4 characters, 7 characters, 2 circles' in knitted
    assert sorted(tiles_in(arrangement)) == sorted(["1m", "4m", "7m", "2p", "5p", "8p", "3s", "6s", "9s",
                                                    "1z", "1z", "1z", "7z", "7z"])  # the whole hand


def test_other_hands_draw_no_knitted_group(client):
    html = client.get("/", {"rules": "mcr", "hand": HAND}).content.decode()
    assert "set knitted" not in html


def waits_scored(html: str) -> list[tuple[str, str]]:
    """Each waiting tile in the score section, with the words under it."""
    waits = re.search(r'<div id="waits" class="waits">(.*?)</div>', html, re.DOTALL)
    assert waits, "no list of waits"
    return [(code, " ".join(re.sub(r"<[^>]+>", " ", words).split()))
            for code, words in re.findall(r'<li><button type="submit" name="win_on" value="\w+"[^>]*><img class="tile" '
                                          r'src="/static/tiles/(\w+)\.svg"[^>]*></button>(.*?)</li>', waits.group(1), re.DOTALL)]


# 123m 456p 78s 999s 11z, South in an East round: 6s scores 3 (below MCR's 8), 9s 13 and 1z 12
# (worked out in tests/engine/test_each_wait_scored.py).
SHORT = "123m456p78s999s11z seat=S round=E"


def test_a_hand_one_short_shows_each_wait_with_its_score_and_which_fall_short_of_the_minimum(client):
    html = client.get("/", {"rules": "mcr", "hand": SHORT}).content.decode()
    assert waits_scored(html) == [("6s", "3 no win"), ("9s", "13"), ("1z", "12")]
    assert "Waiting on 6 bamboo (3, no win), 9 bamboo (13) or East wind (12).</span>" in html  # the hand panel
    assert 'title="Not a win: the hand needs at least 8 points (not counting bonus tiles) and has 3."' in html


def test_a_tap_that_leaves_the_hand_one_short_shows_the_waits_scored_as_ticked(client):
    response = client.post("/tap", {"rules": "mcr", "controls": "1", "hand": SHORT.replace("11z", "1z"), "add": "1z",
                                    "seat_wind": "S", "round_wind": "E", "flags": "self_drawn"},
                           headers={"HX-Request": "true"})
    assert waits_scored(response.content.decode()) == [("6s", "5 no win"), ("9s", "15"), ("1z", "14")]


def test_a_wait_tapped_wins_the_hand_on_it_whatever_the_tap_mode(client):
    # East wind: 12 (as above). In Pung mode, a tile of the picker would add a pung; a wait is the winning tile.
    def win_on(code, hand):
        return client.post("/tap", {"rules": "mcr", "controls": "1", "hand": hand, "win_on": code, "mode": "pung",
                                    "seat_wind": "S", "round_wind": "E"}, headers={"HX-Request": "true"}).content.decode()

    html = win_on("1z", SHORT)
    assert 'name="hand" value="123m456p78999s11z +1z seat=S"' in html and 'data-total="12"' in html
    # Tapped twice before the first answer came: the second is refused, and the hand kept.
    again = win_on("1z", "123m456p78999s11z +1z seat=S")
    assert "The hand already has its winning tile: tap it to take it out first." in again
    assert 'name="hand" value="123m456p78999s11z +1z seat=S"' in again


def test_a_wait_that_the_situation_ticked_rules_out_says_why_under_the_list(client):
    # Robbing a kong: the robbed tile's other three are in the robbed pung, so only 6s (held by no
    # one else here) can be robbed. 123m 456p 678s 999s 11z: Robbing the Kong 8 + Concealed Hand 2
    # + Pung of Terminals or Honors 1 = 11.
    html = client.get("/", {"rules": "mcr", "hand": SHORT + " robbing_kong"}).content.decode()
    assert waits_scored(html) == [("6s", "11"), ("9s", "—"), ("1z", "—")]
    assert "Waiting on 6 bamboo (11), 9 bamboo or East wind.</span>" in html
    waits = html[html.index('<div id="waits" class="waits">'):]
    assert "Robbing a kong on 9s: the other three 9s are in the pung being robbed" in waits
    assert "Robbing a kong on 1z: the other three 1z are in the pung being robbed" in waits
