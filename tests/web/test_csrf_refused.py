"""A post that Django's CSRF check refuses (the page was drawn before this browser signed in or out,
or its cookies were cleared; without JavaScript, or without cookies, calculator.js cannot send the
current token) gets a page in a player's words, with the way back to the hand as it was."""

import re

import pytest
from django.test import Client

pytestmark = pytest.mark.django_db


def refused(path: str, data: dict) -> tuple[str, list[tuple[str, str]]]:
    response = Client(enforce_csrf_checks=True).post(path, data)
    assert response.status_code == 403
    html = response.content.decode()
    return html, re.findall(r'<a href="([^"]*)">Back to ([^<]*)</a>', html)


def test_a_refused_tap_says_why_and_leads_back_to_the_hand_before_it():
    html, links = refused("/tap", {"rules": "mcr", "hand": "123m456p", "add": "7s", "controls": "1"})
    said = " ".join(html.split())
    assert "Not done: the page was out of date" in said and "Nothing was changed." in said
    assert links == [("/?rules=mcr&amp;hand=123m456p", "the hand")]


def test_a_refused_paste_leads_back_to_the_text_as_typed():
    _, links = refused("/tap", {"rules": "zung-jung", "hand": "123m", "hand_text": "123m456m789m234p5p +5p",
                                "action": "paste"})
    assert links == [("/?rules=zung-jung&amp;hand=123m456m789m234p5p%20%2B5p", "the hand")]


def test_a_refused_deal_post_leads_back_to_its_rule_set_and_hand():
    _, links = refused("/deal", {"rules": "british", "hand": "111m", "action": "settle", "score_E": "20"})
    assert links == [("/?rules=british&amp;hand=111m", "the hand")]


def test_a_refused_admin_sign_in_leads_back_to_its_own_page():
    html, links = refused("/admin/login/", {"username": "organiser", "password": "x"})
    assert links == [("/admin/login/", "the page")]
    assert "CSRF verification failed" not in html  # Django's page for developers
