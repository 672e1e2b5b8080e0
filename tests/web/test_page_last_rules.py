"""`/` without ?rules= opens the rule set this session last used (a new tab, a bookmark), so a
British table keeps its deal panel and an MCR player is not scored under the default unawares.
An explicit ?rules= still wins; a rule set that is no longer there falls back to the default."""

import re

import pytest
from django.test import Client

from calculator.display import LAST_RULES_KEY

pytestmark = pytest.mark.django_db


def chosen(html):
    """The rule set the page's picker shows as chosen."""
    picker = re.search(r'<select name="rules".*?</select>', html, re.DOTALL).group(0)
    return re.findall(r'<option value="([^"]+)" selected>', picker)


def open_page(client, **query):
    response = client.get("/", query)
    assert response.status_code == 200
    return response.content.decode()


def tap(client, htmx=True, **data):
    headers = {"HX-Request": "true"} if htmx else {}
    return client.post("/tap", {"controls": "1", **data}, headers=headers)


def test_a_new_session_opens_the_default(client):
    assert chosen(open_page(client)) == ["zung-jung"]


def test_the_page_opens_again_under_the_rule_set_last_used(client):
    open_page(client, rules="british")
    html = open_page(client)
    assert chosen(html) == ["british"]
    assert 'id="deal"' in html  # a British table keeps its deal panel
    assert chosen(open_page(Client())) == ["zung-jung"]  # another visitor is not affected


def test_a_rule_set_picked_with_a_tap_is_the_one_opened_next(client):
    open_page(client, rules="british")
    response = tap(client, htmx=False, rules="mcr", action="rules", hand="")
    assert response.status_code == 303
    client.get(response["Location"])
    assert chosen(open_page(client)) == ["mcr"]


def test_a_tap_under_a_rule_set_counts_as_using_it(client):
    # Two tabs: MCR opened last, then a tile tapped in the British one.
    open_page(client, rules="british")
    open_page(client, rules="mcr")
    assert tap(client, rules="british", hand="", add="1m").status_code == 200
    assert chosen(open_page(client)) == ["british"]


def test_an_explicit_rule_set_wins_and_is_remembered(client):
    open_page(client, rules="british")
    assert chosen(open_page(client, rules="mcr")) == ["mcr"]
    assert chosen(open_page(client, rules="zung-jung")) == ["zung-jung"]  # the default, chosen, is kept too
    assert chosen(open_page(client)) == ["zung-jung"]


def test_a_rule_set_that_does_not_exist_is_not_remembered(client):
    open_page(client, rules="british")
    open_page(client, rules="no-such-rules")
    assert chosen(open_page(client)) == ["british"]


def test_a_rule_set_deleted_since_falls_back_to_the_default(house, client):
    # `house` is zj-club, made in the admin; the client is the organiser's.
    assert chosen(open_page(client, rules="zj-club")) == ["zj-club"]
    house.delete()
    html = open_page(client)
    assert chosen(html) == ["zung-jung"]
    assert "zj-club" not in html


@pytest.mark.parametrize("kept", [123, ["british"], "", "No Such Rules"])
def test_whatever_else_the_session_holds_opens_the_default(client, kept):
    open_page(client)  # a session to put it in
    session = client.session
    session[LAST_RULES_KEY] = kept
    session.save()
    assert chosen(open_page(client)) == ["zung-jung"]


def test_a_rule_set_named_in_other_capitals_is_remembered_by_its_slug(client):
    open_page(client, rules="BRITISH")
    assert client.session[LAST_RULES_KEY] == "british"
    assert chosen(open_page(client)) == ["british"]
