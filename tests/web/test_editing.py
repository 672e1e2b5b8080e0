"""What the page's controls do to the hand line: clearing it, and the situation controls
(calculator/editing.py), alone and through a tap."""

import pytest

from calculator import editing


def test_clearing_keeps_the_seat_the_round_and_whether_the_player_won():
    hand = editing.read("123m456p789s1z (555p) +1z self_drawn seat=S round=W winner=no")
    assert editing.clear(hand) == {"seat_wind": "S", "round_wind": "W", "winner": False}


def test_the_situation_controls_replace_the_flags_winds_and_discarder():
    hand = editing.read("123m456p789s1z (555p) +1z self_drawn discarder=N")
    changed = editing.with_situation(hand, flags=["last_tile_in_wall"], seat_wind="W", round_wind="S",
                                     discarder="E", lost=False)
    assert editing.write(changed) == editing.write(
        editing.read("123m456p789s1z (555p) +1z last_tile_in_wall seat=W round=S discarder=E"))
    assert "self_drawn" not in changed and "winner" not in changed


def test_a_player_who_did_not_win_holds_the_winning_tile_in_hand_and_can_win_again():
    hand = editing.read("123m456p789s1z (555p) +1z")
    lost = editing.with_situation(hand, flags=[], seat_wind="E", round_wind="E", discarder="", lost=True)
    assert lost["winner"] is False and "winning_tile" not in lost
    assert editing.write(lost) == editing.write(editing.read("123m456p789s1z1z (555p) winner=no"))
    assert "winner" not in editing.with_situation(lost, flags=[], seat_wind="E", round_wind="E", discarder="", lost=False)


@pytest.mark.django_db
def test_the_clear_button_empties_the_hand_and_keeps_the_seat(client):
    response = client.post("/tap", {"hand": "123m456p789s1z +1z seat=S", "rules": "mcr", "action": "clear",
                                    "controls": "1", "seat_wind": "S", "round_wind": "E"},
                           headers={"HX-Request": "true"})
    assert response.status_code == 200
    assert 'name="hand" value="seat=S"' in response.content.decode()


UNREADABLE = "123m 9q"  # “9q” is not a tile


@pytest.mark.django_db
def test_the_clear_button_clears_a_line_the_page_cannot_read(client):
    response = client.post("/tap", {"hand": UNREADABLE, "rules": "mcr", "action": "clear",
                                    "controls": "1", "seat_wind": "S", "round_wind": "E"},
                           headers={"HX-Request": "true"})
    html = response.content.decode()
    assert 'name="hand" value="seat=S"' in html
    assert 'name="hand_text" value="seat=S"' in html
    assert 'class="message"' not in html


@pytest.mark.django_db
def test_a_tile_tapped_on_a_line_the_page_cannot_read_keeps_it_and_says_how_out(client):
    response = client.post("/tap", {"hand": UNREADABLE, "rules": "mcr", "add": "1m", "controls": "1",
                                    "seat_wind": "E", "round_wind": "E"}, headers={"HX-Request": "true"})
    html = response.content.decode()
    assert f'name="hand" value="{UNREADABLE}"' in html
    assert ("“9q” is not a tile. Tiles are written like" in html
            and "Correct the line under “Hand in notation”, or tap Clear hand to start again." in html)


# --- A fifth copy of a tile, and flags another rule set offers -------------------------------

@pytest.mark.parametrize("line, code, mode", [
    pytest.param("9p678s [5555p] (1111m) (456s)", "5p", "hand", id="as-the-winning-tile"),
    pytest.param("5555p 123m", "5p", "hand", id="in-hand"),
    pytest.param("55p 123m", "5p", "pung", id="a-pung-on-two"),
    pytest.param("3m (3333m)", "2m", "chow", id="a-chow-through-four"),
])
def test_a_tap_that_would_make_a_fifth_copy_is_refused(line, code, mode):
    with pytest.raises(editing.EditError) as error:
        editing.add_tile(editing.read(line), code, mode)
    assert "already holds all four" in str(error.value)


def test_a_fourth_copy_is_taken():
    added = editing.add_tile(editing.read("555p 123m"), "5p", "hand")
    assert editing.write(added) == "123m5555p"


@pytest.mark.django_db
@pytest.mark.parametrize("rules, kept", [
    # British offers no "last tile of its kind": the flag stays for when the player goes back to MCR.
    ("british", True),
    # MCR offers it, and it was not ticked: cleared.
    ("mcr", False),
])
def test_a_flag_the_page_did_not_offer_survives_a_tap(client, rules, kept):
    response = client.post("/tap", {"hand": "123m456p789s11z2z last_of_kind self_drawn", "rules": rules, "add": "2z",
                                    "controls": "1", "seat_wind": "E", "round_wind": "E", "flags": ["self_drawn"]},
                           headers={"HX-Request": "true"})
    hand_line = response.content.decode().split('name="hand" value="')[1].split('"')[0].split()
    assert "self_drawn" in hand_line  # ticked, so kept
    assert ("last_of_kind" in hand_line) is kept


# A removal tap names what its button showed (c3:5p, m0:4p5p6p, b1:2f): taps made faster than the
# answers come are sent one after another, each on the hand the answer before it brought.
@pytest.mark.parametrize("line, part, expected", [
    ("123456789m", "c0:1m", "23456789m"),  # where it was shown
    ("23456789m", "c1:2m", "3456789m"),  # 1m then 2m tapped quickly: the 2m has moved to c0
    ("123m (456p) (777z)", "m1:7z7z7z", "123m (456p)"),  # the pung, now the second meld
    ("123m (456p) (777z)", "m0:7z7z7z", "123m (456p)"),  # the first meld was removed before this tap
    ("123m 1f 2f", "b1:2f", "123m 1f"),
    ("123m 2f", "b1:2f", "123m"),
    ("123456789m", "c0", "23456789m"),  # a tap from a page drawn before taps said what they showed
])
def test_a_removal_tap_removes_the_tile_or_meld_its_button_showed(line, part, expected):
    removed = editing.remove(editing.read(line), part)
    removed.pop("_removed", None)
    assert editing.write(removed) == editing.write(editing.read(expected))


@pytest.mark.parametrize("line, part", [
    ("23456789m", "c0:1m"),  # the 1m tapped twice before the first answer: it is already gone
    ("123m (456p)", "m1:7z7z7z"),
    ("123m 1f", "b1:2f"),
    ("123m", "c9:5p"),
])
def test_a_removal_tap_whose_tile_is_gone_removes_nothing(line, part):
    with pytest.raises(editing.EditError, match="That tile is no longer in the hand"):
        editing.remove(editing.read(line), part)


def test_a_tile_made_the_winning_tile_is_the_one_tapped_though_it_has_moved():
    hand = editing.read("23456789m2345p")  # 1m was removed by the tap before this one
    assert editing.write(editing.make_winning(hand, "c4:5p")) == editing.write(editing.read("23456789m234p +5p"))


@pytest.mark.django_db
def test_the_page_tells_each_removal_what_it_shows(client):
    html = client.get("/", {"rules": "zung-jung", "hand": "12m (456p) 1f +3m"}).content.decode()
    for value in ("c0:1m", "c1:2m", "m0:4p5p6p", "b0:1f", "w"):
        assert f'name="tap" value="{value}"' in html
