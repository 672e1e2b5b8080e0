"""Requests overlapping on the server, as on a slow connection: a tap still on its way while Back
fetches the page before it and a deal post saves the scores; an organiser saving in the admin while
the players tap. Each request that changes the session (here: the rule set last used) writes it
while the others read it."""

import http.cookiejar
import threading
import time
import urllib.error
import urllib.request

import pytest
from django.contrib.sessions.backends.base import UpdateError
from django.contrib.sessions.backends.db import SessionStore
from django.db import OperationalError, connection, transaction

from rules.models import RuleSet

pytestmark = pytest.mark.django_db(transaction=True)

# urllib waits for ever by default: a request the server never answered would hang the suite
# rather than fail this test.
ANSWER_TIMEOUT = 30


def test_overlapping_requests_of_one_session_are_all_answered(live_server):
    # With the test database in memory, SQLite's table locks failed 14 of these 120 with a 500
    # ("database table is locked: django_session"); see django_db_modify_db_settings in tests/conftest.py.
    session = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()))
    with session.open(f"{live_server.url}/?rules=mcr", timeout=ANSWER_TIMEOUT) as first:
        first.read()
    statuses = []

    def open_pages(first: int) -> None:
        for n in range(15):
            rules = ("mcr", "zung-jung", "british")[(first + n) % 3]  # another rule set each time: a session write
            # Each answer read to its end and closed, as a browser does (one left unread keeps a
            # thread of the server busy writing it).
            try:
                with session.open(f"{live_server.url}/?rules={rules}", timeout=ANSWER_TIMEOUT) as answer:
                    answer.read()
                    statuses.append(answer.status)
            except urllib.error.HTTPError as error:
                statuses.append(error.code)
                error.close()
            except OSError as error:  # no answer in time, or the connection refused: shown in the assertion
                statuses.append(repr(error))

    players = [threading.Thread(target=open_pages, args=(first,)) for first in range(8)]
    for player in players:
        player.start()
    for player in players:
        player.join()
    assert statuses == [200] * 120


def test_an_edit_that_reads_then_writes_is_not_refused_while_sessions_are_saved():
    # An organiser's save in the admin reads the rule set, then writes it, in one transaction; the
    # players' taps save their sessions meanwhile. With SQLite's default deferred transactions, 48
    # of 300 such edits were refused at once ("database is locked"); settings begin them IMMEDIATE.
    refused = []

    def edit_rule_set() -> None:
        for _ in range(100):
            try:
                with transaction.atomic():
                    rule_set = RuleSet.objects.get(slug="mcr")
                    time.sleep(0.001)
                    rule_set.save()
            except OperationalError as error:
                refused.append(f"edit: {error}")
        connection.close()

    def save_session() -> None:
        session = SessionStore()
        for n in range(200):
            session["taps"] = n
            try:
                session.save()
            except (OperationalError, UpdateError) as error:  # the session store turns a lock it waited out into UpdateError
                refused.append(f"session: {error!r}")
        connection.close()

    workers = [threading.Thread(target=edit_rule_set)] + [threading.Thread(target=save_session) for _ in range(3)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    assert refused == []
