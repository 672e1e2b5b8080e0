"""Settling a whole deal on the page (British and classical rules, where every player scores)."""

import re

import pytest

from tests.factories import post_json

pytestmark = pytest.mark.django_db


def settle(client, rules, scores, winner, **extra):
    data = {"rules": rules, "winner": winner, "action": "settle", **{f"score_{s}": v for s, v in scores.items()}, **extra}
    return client.post("/deal", data, headers={"HX-Request": "true"}).content.decode()


def payments(html):
    return [(payer[0], payee[0], amount)  # seats by initial
            for payer, payee, amount in re.findall(r"<td>(East|South|West|North) pays (East|South|West|North)</td><td>(\d+)</td>", html)]


def test_british_everyone_pays_the_winner_and_losers_settle_differences_east_double(client):
    # MBR "Settling up": South wins with 40; East 100, West 0, North 20.
    html = settle(client, "british", {"E": 100, "S": 40, "W": 0, "N": 20}, "S")
    assert payments(html) == [
        ("E", "S", "80"), ("W", "S", "40"), ("N", "S", "40"),  # East pays double
        ("W", "E", "200"), ("N", "E", "160"),  # differences with East, doubled
        ("W", "N", "20"),
    ]
    assert "Net: East +280 · South +160 · West -260 · North -180" in html


def test_when_east_wins_everyone_pays_double(client):
    html = settle(client, "british", {"E": 60, "S": 10, "W": 10, "N": 0}, "E")
    assert payments(html) == [("S", "E", "120"), ("W", "E", "120"), ("N", "E", "120"), ("N", "S", "10"), ("N", "W", "10")]


def test_classical_pays_only_the_winner_by_default(client):
    html = settle(client, "chinese-classical", {"E": 100, "S": 40, "W": 0, "N": 20}, "S")
    assert payments(html) == [("E", "S", "80"), ("W", "S", "40"), ("N", "S", "40")]


def test_a_hand_score_can_be_put_into_the_deal(client):
    html = client.post("/deal", {"rules": "british", "score_E": "12", "use_seat": "S", "use_score": "40", "use_won": "1"},
                       headers={"HX-Request": "true"}).content.decode()
    assert 'name="score_S" value="40"' in html
    assert '<input type="hidden" name="rules" value="british">' in html  # the next post keeps the rule set
    assert 'value="S" checked' in html
    assert ("E", "S", "80") in payments(html)


def test_a_bad_score_is_a_message_not_an_error(client):
    html = settle(client, "british", {"E": "lots", "S": 40, "W": 0, "N": 0}, "S")
    assert "“lots” is not a number" in html


def test_zung_jung_has_no_deal_panel(client):
    assert 'id="deal"' not in client.get("/?rules=zung-jung").content.decode()
    assert 'id="deal"' in client.get("/?rules=british").content.decode()


def test_without_javascript_the_deal_posts_and_the_page_returns(client):
    response = client.post("/deal", {"rules": "british", "winner": "S", "action": "settle", "score_S": "40", "hand": "123m"})
    # Sent back to the page (See Other, so a reload there does not post the deal again), which
    # draws the deal the session keeps, settled.
    assert response.status_code == 303 and response["Location"] == "/?rules=british&hand=123m#deal"
    page = client.get(response["Location"]).content.decode()
    assert ("E", "S", "80") in payments(page)


def test_the_api_settles_a_deal(client):
    response = post_json(client, "/api/settle", {"rules": "british", "scores": {"E": 100, "S": 40, "W": 0, "N": 20}, "winner": "S"})
    assert response.status_code == 200
    result = response.json()
    assert result["payments"][:3] == [
        {"payer": "E", "payee": "S", "amount": 80}, {"payer": "W", "payee": "S", "amount": 40}, {"payer": "N", "payee": "S", "amount": 40}]
    assert result["balances"] == {"E": 280, "S": 160, "W": -260, "N": -180}


@pytest.mark.parametrize("body, code", [
    ({"rules": "british", "scores": {"X": 1}, "winner": "S"}, "bad_seat"),
    ({"rules": "british", "scores": {"E": -5}, "winner": "S"}, "bad_score"),
    ({"rules": "british", "scores": "lots"}, "malformed_scores"),
    ({"rules": "nope", "scores": {}}, "unknown_rules"),
    ({"rules": "zung-jung", "scores": {}}, "no_deal_settlement"),
])
def test_the_settle_api_explains_bad_input(client, body, code):
    response = post_json(client, "/api/settle", body)
    assert response.status_code == 400
    assert code in [e["code"] for e in response.json()["errors"]]


def strict_json(response):
    """The answer parsed as standard JSON: NaN and Infinity are not JSON and fail here."""
    import json

    def refuse(name):
        raise AssertionError(f"{name} in the answer")

    return json.loads(response.content, parse_constant=refuse)


@pytest.mark.parametrize("score, message", [
    ("1" + "0" * 399, "E: the score is too large to settle; the most is 1,000,000,000."),
    ("NaN", "E: the score must be a number of at least 0, not “nan”."),
    ("Infinity", "E: the score is too large to settle; the most is 1,000,000,000."),
    ("-Infinity", "E: the score must be a number of at least 0, not “-inf”."),
    ("-5", "E: the score must be a number of at least 0, not “-5”."),
    ('"lots"', "E: “lots” is not a number."),
    ("true", "E: the score must be a number of at least 0, not True."),
])
def test_the_settle_api_refuses_scores_that_are_not_finite_numbers_of_at_least_0(client, score, message):
    response = post_json(client, "/api/settle", f'{{"rules": "british", "scores": {{"E": {score}, "S": 40}}, "winner": "S"}}')
    assert response.status_code == 400
    assert strict_json(response) == {"valid": False, "rules": "british", "errors": [{"code": "bad_score", "message": message}], "warnings": []}


def test_scores_whose_payments_would_overflow_are_refused_not_answered_with_infinity(client):
    # 1e308 is finite, but East pays double: 2e308 is past what a float holds.
    response = post_json(client, "/api/settle", '{"rules": "british", "scores": {"S": 1e308}, "winner": "S"}')
    assert response.status_code == 400
    assert strict_json(response)["errors"] == [{"code": "bad_score", "message": "S: the score is too large to settle; the most is 1,000,000,000."}]


def test_a_number_too_long_for_python_to_read_is_malformed_json(client):
    response = post_json(client, "/api/settle", '{"rules": "british", "scores": {"E": 1%s}}' % ("0" * 5000))
    assert response.status_code == 400
    assert [e["code"] for e in strict_json(response)["errors"]] == ["malformed_json"]


def test_the_settle_api_defaults_to_the_pages_rule_set(client):
    # The default (Zung Jung, as on the page) pays only the winner, so it says so.
    response = post_json(client, "/api/settle", {"scores": {"S": 40}, "winner": "S"})
    assert response.status_code == 400
    assert response.json()["errors"] == [{"code": "no_deal_settlement",
                                          "message": "Zung Jung (official v3.3) pays only the winner; settle each winning hand from its "
                                                     "result, or name a rule set that settles a whole deal: british, "
                                                     "british-kajongg, chinese-classical."}]


def test_a_string_score_the_page_would_accept_is_also_read_by_the_api(client):
    response = post_json(client, "/api/settle", {"rules": "british", "scores": {"S": "40"}, "winner": "S"})
    assert response.status_code == 200
    assert response.json()["balances"] == {"E": -80, "S": 160, "W": -40, "N": -40}


@pytest.mark.parametrize("typed, message", [
    ("nan", "E: the score must be a number of at least 0, not “nan”."),
    ("1e400", "E: the score is too large to settle; the most is 1,000,000,000."),
    ("-inf", "E: the score must be a number of at least 0, not “-inf”."),
    ("-5", "E: the score must be a number of at least 0, not “-5”."),
    ("1" + "0" * 400, "E: the score is too large to settle; the most is 1,000,000,000."),
    ("lots", "E: “lots” is not a number."),
])
def test_the_deal_panel_refuses_what_is_not_a_finite_score_and_keeps_it_as_typed(client, typed, message):
    response = client.post("/deal", {"rules": "british", "winner": "S", "action": "settle", "score_E": typed, "score_S": "40"},
                           headers={"HX-Request": "true"})
    html = response.content.decode()
    assert response.status_code == 200
    assert re.findall(r'<p class="message" role="alert">([^<]*)</p>', html) == [message]
    assert payments(html) == []
    assert f'name="score_E" value="{typed}"' in html
    assert 'name="score_S" value="40"' in html


def test_the_deal_panel_names_a_winner_that_is_not_a_seat(client):
    html = settle(client, "british", {"S": 40}, "X")
    assert "The winner “X” is not a seat; use E, S, W, N, or none for a wash-out." in html
    assert payments(html) == []


def test_the_east_note_follows_the_rule_sets_options(client):
    from rules.models import RuleOption, RuleSet

    note = "East pays and receives double."
    assert note in client.get("/?rules=british").content.decode()
    assert note in client.get("/?rules=chinese-classical").content.decode()
    RuleOption.objects.create(rule_set=RuleSet.objects.get(slug="british"), key="east_factor", value=1)
    RuleOption.objects.create(rule_set=RuleSet.objects.get(slug="chinese-classical"), key="east_pays_double", value=False)
    for rules in ("british", "chinese-classical"):
        html = client.get(f"/?rules={rules}").content.decode()
        assert note not in html
        assert "East pays and receives the same as everyone else." in html
    # and the settlement agrees: South wins 40, East pays only 40
    assert ("E", "S", "40") in payments(settle(client, "british", {"S": 40}, "S"))


def test_the_deal_note_says_when_the_losers_scores_do_not_count(client):
    from rules.models import RuleOption, RuleSet

    winner_only = "Under these rules only the winner is paid: enter the winner's score, mark the winner, and settle. The losers' scores do not count."
    every_score = "Enter each player's score (or use the button under a score), mark the winner, and settle."
    classical = client.get("/?rules=chinese-classical").content.decode()
    british = client.get("/?rules=british").content.decode()
    assert winner_only in classical and every_score not in classical
    assert every_score in british and winner_only not in british
    # Classical with payment to all: the losers settle their differences, so every score counts.
    RuleOption.objects.create(rule_set=RuleSet.objects.get(slug="chinese-classical"), key="payment_to", value="all")
    html = client.get("/?rules=chinese-classical").content.decode()
    assert every_score in html and winner_only not in html
    assert ("N", "W", "10") in payments(settle(client, "chinese-classical", {"S": 0, "W": 10}, "S"))  # a loser is paid


def test_the_largest_scores_at_the_largest_east_factor_settle_to_exact_amounts(client):
    # Scores and East's factor are each at most 1,000,000,000, so a deal never pays more than 10^18
    # a payment: the settlement needs no check for amounts too large to hold.
    from rules.engine.options import LARGEST_NUMBER
    from rules.models import RuleOption, RuleSet

    RuleOption.objects.create(rule_set=RuleSet.objects.get(slug="british"), key="east_factor", value=LARGEST_NUMBER)
    most = LARGEST_NUMBER
    response = post_json(client, "/api/settle", {"rules": "british", "scores": {"E": most, "S": most, "W": most, "N": most}, "winner": "E"})
    answer = response.json()
    assert response.status_code == 200, answer
    assert answer["payments"] == [{"payer": seat, "payee": "E", "amount": 10**18} for seat in "SWN"]
    assert answer["balances"] == {"E": 3 * 10**18, "S": -(10**18), "W": -(10**18), "N": -(10**18)}
