import io

import pytest
from django.core.management import CommandError, call_command

from tests.factories import post_json

pytestmark = pytest.mark.django_db

HAND = {"rules": "zung-jung", "concealed": "123m456m789m234p5p", "winning_tile": "5p"}


def post(client, body):
    return post_json(client, "/api/score", body)


def test_a_hand_in_is_a_result_out(client):
    response = post(client, HAND)
    assert response.status_code == 200
    result = response.json()
    assert result["valid"] and result["winning"] and result["total"] == 50
    assert {p["key"]: p["points"] for p in result["patterns"]} == {"all_sequences": 5, "concealed_hand": 5, "nine_tile_straight": 40}
    assert result["arrangement"] == ["123m", "456m", "789m", "234p", "55p"]
    assert result["rule_set"]["version"] == "zung-jung r1"
    assert result["errors"] == []


@pytest.mark.parametrize("body, code", [
    ("{not json", "malformed_json"),
    ("[1, 2]", "malformed_hand"),
    ({**HAND, "rules": "nope"}, "unknown_rules"),
    ({**HAND, "concealed": "11111m456m789m2p"}, "too_many_copies"),
    ({**HAND, "melds": [{"kind": "chow", "tiles": "135s"}]}, "bad_meld"),
    ({**HAND, "concealed": "123m 9x"}, "unknown_tile"),
    ({**HAND, "concealed": "1357m2468p13579s"}, "no_winning_shape"),
])
def test_bad_input_is_400_with_errors(client, body, code):
    response = post(client, body)
    assert response.status_code == 400
    assert code in [e["code"] for e in response.json()["errors"]]
    assert all(e["message"] for e in response.json()["errors"])


def test_unknown_fields_are_warnings(client):
    result = post(client, {**HAND, "mood": "happy"}).json()
    assert result["valid"] and result["warnings"] == ["Unknown field “mood” was ignored."]


def test_score_command_names_a_missing_file_instead_of_a_traceback(tmp_path):
    missing = tmp_path / "no-such-hands.txt"
    with pytest.raises(CommandError) as caught:
        call_command("score", str(missing), stdout=io.StringIO())
    assert (caught.value.returncode, str(caught.value)) == (2, f"Cannot read {missing}: No such file or directory.")


def test_a_rule_set_named_in_other_capitals_is_found(client):
    """JSON "MCR" as the notation's rules=MCR: the same rule set, answered under its own slug."""
    result = post(client, {**HAND, "rules": "ZUNG-Jung"}).json()
    assert result["valid"] and result["rules"] == "zung-jung" and result["total"] == 50


def test_a_slug_written_with_capitals_in_the_admin_is_found_from_the_notation(client, tmp_path):
    from rules.models import RuleSet

    RuleSet.objects.get(slug="zung-jung").derive("Club ZJ", "Club-ZJ")
    hands = tmp_path / "hands.txt"
    hands.write_text("123m456m789m234p5p +5p rules=Club-ZJ\n")  # the notation reads rules=club-zj
    output = io.StringIO()
    call_command("score", str(hands), stdout=output)
    assert '"rules": "Club-ZJ"' in output.getvalue() and '"total": 50' in output.getvalue()


def test_two_slugs_differing_only_in_case_are_not_guessed_between(client):
    from rules.models import RuleSet

    zung_jung = RuleSet.objects.get(slug="zung-jung")
    zung_jung.derive("Club A", "club-a")
    # A database from before such a slug was refused may hold both (clean refuses CLUB-A now).
    zung_jung.derive("Club A upper", "club-a-upper")
    RuleSet.objects.filter(slug="club-a-upper").update(slug="CLUB-A")
    assert post(client, {**HAND, "rules": "Club-A"}).json()["errors"][0]["code"] == "unknown_rules"


def test_a_slug_written_with_capitals_is_found_from_a_pasted_line_on_the_page(client):
    from rules.models import RuleSet

    RuleSet.objects.get(slug="zung-jung").derive("Club ZJ", "Club-ZJ")
    response = client.post("/tap", {"rules": "mcr", "action": "paste", "hand_text": "123m456m789m234p5p +5p rules=Club-ZJ"})
    assert response.status_code == 303 and "rules=Club-ZJ" in response["Location"]
    page = client.get(response["Location"]).content.decode()
    assert "There is no rule set" not in page and 'data-total="50"' in page


def test_fourteen_tiles_with_no_winning_tile_say_how_json_marks_it(client):
    # The engine's own words are for the page, where the winning tile is tapped; a JSON caller needs the field.
    response = post(client, {"rules": "zung-jung", "concealed": "123m456m789m234p55p"})
    assert response.status_code == 400
    assert response.json()["errors"] == [{
        "code": "missing_winning_tile",
        "message": 'Mark which of the 14 tiles completed the hand. In JSON, give it as "winning_tile" and leave it out of "concealed".'}]
