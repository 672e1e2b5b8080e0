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


def test_a_player_who_did_not_win_keeps_the_winning_tile_marked_and_can_win_again_with_it():
    hand = editing.read("123m456p789s1z (555p) +1z")
    lost = editing.with_situation(hand, flags=[], seat_wind="E", round_wind="E", discarder="", lost=True)
    assert lost["winner"] is False and lost["winning_tile"] == "1z"
    assert editing.write(lost) == editing.write(editing.read("123m456p789s1z (555p) +1z winner=no"))
    won = editing.with_situation(lost, flags=[], seat_wind="E", round_wind="E", discarder="", lost=False)
    assert editing.write(won) == editing.write(hand)


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
    # Taps cannot build on it, so the panel does not invite them.
    assert "Tap tiles to build the hand." not in html


# --- A fifth copy of a tile, and flags another rule set offers -------------------------------

# The refusal says how many the hand holds and where, so the player can see which tile to take out.
@pytest.mark.parametrize("line, code, mode, message", [
    pytest.param("9p678s [5555p] (1111m) (456s)", "5p", "hand",
                 "The hand already holds all four 5p in the kong [5555p].", id="as-the-winning-tile"),
    pytest.param("5555p 123m", "5p", "hand", "The hand already holds all four 5p in hand.", id="in-hand"),
    pytest.param("5p 123m (555p)", "5p", "pung",
                 "The hand already holds all four 5p: 3 in the pung (555p) and 1 in hand.", id="a-pung-on-four"),
    pytest.param("3m (3333m)", "2m", "chow",
                 "The hand already holds 5 3m: 4 in the kong (3333m) and 1 in hand.", id="a-chow-through-four"),
    # A drawn 5z entered in Hand mode, then Kong tapped on the exposed pung: the tap is the fourth 5z,
    # so the one in hand would be a fifth.
    pytest.param("123m456m789m5z (555z)", "5z", "kong",
                 "The hand already holds all four 5z: 3 in the pung (555z) and 1 in hand.", id="a-kong-on-a-pung-and-one"),
    pytest.param("123m456m789m5z", "5z", "kong",
                 "The hand holds 1 5z in hand: a set has only four of each tile, so this tap would make 5.",
                 id="a-whole-kong-on-one"),
    pytest.param("123m456m789m1z55z", "5z", "concealed_kong",
                 "The hand holds 2 5z in hand: a set has only four of each tile, so this tap would make 6.",
                 id="a-whole-kong-on-two"),
    pytest.param("123m456m789m5z (555z) +1z", "5z", "hand",
                 "The hand already holds all four 5z: 3 in the pung (555z) and 1 in hand.", id="in-hand-and-a-pung"),
    pytest.param("123m456m789m1z (555z) +5z", "5z", "kong",
                 "The hand already holds all four 5z: 3 in the pung (555z) and 1 as the winning tile (+5z).",
                 id="a-pung-and-the-winning-tile"),
])
def test_a_tap_that_would_make_a_fifth_copy_is_refused(line, code, mode, message):
    with pytest.raises(editing.EditError) as error:
        editing.add_tile(editing.read(line), code, mode)
    assert str(error.value).startswith(message)
    assert "a set has only four of each tile" in str(error.value).lower()


def test_a_drawn_tile_entered_in_hand_then_kong_tapped_on_its_pung_says_how_to_make_the_kong():
    with pytest.raises(editing.EditError) as error:
        editing.add_tile(editing.read("123m456m789m5z (555z)"), "5z", "kong")
    assert str(error.value) == ("The hand already holds all four 5z: 3 in the pung (555z) and 1 in hand. A set has "
                                "only four of each tile. To add the 5z in hand to the pung, remove it from the hand, "
                                "then tap 5z in Kong.")


def test_a_fourth_copy_is_taken():
    added = editing.add_tile(editing.read("555p 123m"), "5p", "hand")
    assert editing.write(added) == "123m5555p"


# --- Kongs and pungs made of tiles the hand already holds -------------------------------------
# The tap is the fourth tile (the third for a pung): the one drawn or claimed at the table.

def tapped(line: str, code: str, mode: str) -> str:
    return editing.write(editing.add_tile(editing.read(line), code, mode))


def test_kong_on_an_exposed_pung_promotes_it_to_an_exposed_kong():
    # A drawn 5z added to the melded pung of White Dragons (a promoted kong); the winning 1z stays.
    assert tapped("123m456m789m1z (555z) +1z", "5z", "kong") == editing.write(
        editing.read("123m456m789m1z (5555z) +1z"))


def test_a_promoted_kong_keeps_the_melds_order_and_the_other_melds():
    assert tapped("123m1z (456p) (555z) (789s) +1z", "5z", "kong") == editing.write(
        editing.read("123m1z (456p) (5555z) (789s) +1z"))


def test_hidden_kong_on_an_exposed_pung_is_refused_and_says_why():
    hand = editing.read("123m456m789m1z (555z) +1z")
    with pytest.raises(editing.EditError) as error:
        editing.add_tile(hand, "5z", "concealed_kong")
    assert str(error.value) == ("The pung (555z) is exposed: a 5z added to it makes an exposed kong (5555z), "
                                "never a concealed one. Choose Kong and tap 5z.")
    assert editing.write(hand) == editing.write(editing.read("123m456m789m1z (555z) +1z"))  # kept as it was


def test_hidden_kong_on_three_held_takes_them_from_the_hand():
    # Holding three White Dragons, the player draws the fourth and declares a concealed kong;
    # the replacement tile 1z, tapped next in Hand mode, completes the hand and is the winning tile.
    kong = tapped("123m456m789m1z555z", "5z", "concealed_kong")
    assert kong == editing.write(editing.read("123m456m789m1z [5555z]"))
    assert tapped(kong, "1z", "hand") == editing.write(editing.read("123m456m789m1z [5555z] +1z"))


def test_kong_on_three_held_makes_an_exposed_kong_of_them():
    # A discarded 5z claimed to the three held: an exposed kong; the rest of the hand stays.
    assert tapped("123m456m789m1z555z", "5z", "kong") == editing.write(editing.read("123m456m789m1z (5555z)"))


def test_a_kong_on_three_held_leaves_a_fourth_held_tile_and_says_it_would_be_a_fifth():
    with pytest.raises(editing.EditError, match="all four 5z in hand"):
        editing.add_tile(editing.read("123m5555z"), "5z", "concealed_kong")


def test_a_kong_with_none_held_adds_the_whole_kong():
    assert tapped("123m456m789m1z", "5z", "kong") == editing.write(editing.read("123m456m789m1z (5555z)"))
    assert tapped("123m456m789m1z", "5z", "concealed_kong") == editing.write(editing.read("123m456m789m1z [5555z]"))


def test_a_kong_of_three_held_one_of_them_marked_winning_leaves_the_winning_tile_to_mark():
    # Tapped in Hand mode, the third 5z was the fourteenth tile, so the page made it the winning tile.
    # A kong is declared before the hand wins, so none of its tiles is the winning tile: the 5z joins
    # the kong, and the page asks which tile won.
    assert tapped("123m456m789m11z55z +5z", "5z", "concealed_kong") == editing.write(
        editing.read("123m456m789m11z [5555z]"))


def test_a_kong_takes_held_tiles_before_the_winning_tile():
    with pytest.raises(editing.EditError, match="all four 5z: 3 in hand and 1 as the winning tile"):
        editing.add_tile(editing.read("123m456m789m555z +5z"), "5z", "kong")


def test_pung_on_two_held_takes_them_as_a_claimed_pung():
    # Two 5p entered in Hand mode, then a discarded 5p claimed: Pung and tap 5p.
    assert tapped("123m456m789s11z55p", "5p", "pung") == editing.write(editing.read("123m456m789s11z (555p)"))


def test_pung_on_one_held_adds_the_whole_pung():
    assert tapped("123m456m789s5p", "5p", "pung") == editing.write(editing.read("123m456m789s5p (555p)"))


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


@pytest.mark.parametrize("mode, named, kong", [("kong", "Kong", "(1111m)"), ("concealed_kong", "Hidden kong", "[1111m]")])
def test_a_kong_tapped_on_four_held_says_how_to_make_them_the_kong(mode, named, kong):
    # All four 1m entered in Hand mode, then the kong declared: the tap is a fifth 1m, and the
    # refusal says how to turn the four held into the kong (the tap is the fourth tile).
    held = "1111m456p789s23s5z"
    with pytest.raises(editing.EditError) as error:
        editing.add_tile(editing.read(held), "1m", mode)
    assert str(error.value) == ("The hand already holds all four 1m in hand. A set has only four of each tile. "
                                "To make the four 1m in hand a kong, remove one of them from the hand, "
                                f"then tap 1m in {named}.")
    # Done as it says, the four are the kong and the rest of the hand stays.
    one_removed = editing.write(editing.remove(editing.read(held), "c0:1m"))
    assert tapped(one_removed, "1m", mode) == editing.write(editing.read(f"456p789s23s5z {kong}"))


def test_bonus_tiles_are_written_in_order_whatever_order_they_were_tapped_in():
    data = editing.read("123m456m789m234p5p +5p")
    for code in ("3f", "7f", "1f"):
        data = editing.add_tile(data, code, "hand")
    assert editing.write(data).endswith("137f")
    # The one in the middle is taken out by its place as drawn.
    assert editing.write(editing.remove(data, "b1:3f")).endswith("17f")


def test_a_second_winning_tap_on_a_complete_hand_replaces_the_winning_tile():
    # The player marked 4s, meaning 7s: a hand of 14 has no room for both, so 7s takes 4s's place.
    hand = editing.read("456789m56s99p (123p) +4s")
    assert editing.write(editing.add_tile(hand, "7s", "winning")) == editing.write(editing.read("456789m56s99p (123p) +7s"))
    # With a kong the hand has 15 tiles, and is complete all the same.
    with_kong = editing.read("456789m56s99p (1111p) +4s")
    assert editing.write(editing.add_tile(with_kong, "7s", "winning")) == editing.write(editing.read("456789m56s99p (1111p) +7s"))


def test_a_second_winning_tap_on_a_hand_still_short_keeps_the_first_tile_in_hand():
    # Twelve tiles and a winning tile: the first one marked joins the hand, which then has 14.
    hand = editing.read("456789m5s99p (123p) +4s")
    assert editing.write(editing.add_tile(hand, "6s", "winning")) == editing.write(editing.read("456789m45s99p (123p) +6s"))
