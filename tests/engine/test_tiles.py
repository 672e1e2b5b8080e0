import pytest

from rules.engine.tiles import (
    ALL_TILES,
    Tile,
    TileSyntaxError,
    format_tiles,
    parse_tiles,
    tile_name,
)


def test_every_code_round_trips():
    assert len(ALL_TILES) == 42
    for tile in ALL_TILES:
        assert str(Tile.parse(str(tile))) == str(tile)
        assert Tile.parse(str(tile)) is tile


@pytest.mark.parametrize("text", ["123m", "1m 2m 3m", "1m2m3m", "12m 3m", "1m, 2m, 3m"])
def test_runs_and_spaced_tiles_read_the_same(text):
    assert [str(t) for t in parse_tiles(text)] == ["1m", "2m", "3m"]


def test_aliases_read_as_honour_codes():
    assert [str(t) for t in parse_tiles("E S W N P F C")] == ["1z", "2z", "3z", "4z", "5z", "6z", "7z"]


@pytest.mark.parametrize("text, fragment", [("8z", "8z"), ("0m", "0m"), ("9f", "9f"), ("12x", "12x"), ("m", "m"), ("Q", "Q")])
def test_unknown_tiles_are_named_in_the_error(text, fragment):
    with pytest.raises(TileSyntaxError) as caught:
        parse_tiles(text)
    assert fragment in str(caught.value)


def test_format_groups_runs_of_a_suit():
    assert format_tiles(parse_tiles("1m 2m 3m 1z 1z 5p")) == "123m11z5p"


def test_tile_kinds():
    assert Tile.parse("1m").is_terminal and Tile.parse("1m").is_major
    assert Tile.parse("5z").is_dragon and not Tile.parse("5z").is_wind
    assert Tile.parse("4z").wind_letter == "N"
    assert Tile.parse("6f").wind_letter == "S"  # summer belongs to South's seat
    assert Tile.parse("8s").next(1) is Tile.parse("9s") and Tile.parse("9s").next(1) is None


@pytest.mark.parametrize(("code", "name"), [
    ("1m", "1 character"), ("9m", "9 characters"), ("1p", "1 circle"), ("5p", "5 circles"), ("5s", "5 bamboo"),
    ("1z", "East wind"), ("4z", "North wind"), ("5z", "White dragon"), ("6z", "Green dragon"), ("7z", "Red dragon"),
    ("1f", "Plum (flower 1)"), ("4f", "Bamboo (flower 4)"), ("5f", "Spring (season 1)"), ("8f", "Winter (season 4)"),
    ("9q", "9q"),
])
def test_every_tile_has_a_name_in_words(code, name):
    assert tile_name(code) == name
