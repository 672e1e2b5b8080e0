"""One player's requests overlapping on the server, as on a slow connection: a tap still on its way
while Back fetches the page before it and a deal post saves the scores. Each request that changes
the session (here: the rule set last used) writes it while the others read it."""

import http.cookiejar
import threading
import urllib.error
import urllib.request

import pytest

pytestmark = pytest.mark.django_db(transaction=True)


def test_overlapping_requests_of_one_session_are_all_answered(live_server):
    # With the test database in memory, SQLite's table locks failed 14 of these 120 with a 500
    # ("database table is locked: django_session"); see django_db_modify_db_settings in tests/conftest.py.
    session = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()))
    session.open(f"{live_server.url}/?rules=mcr").read()
    statuses = []

    def open_pages(first: int) -> None:
        for n in range(15):
            rules = ("mcr", "zung-jung", "british")[(first + n) % 3]  # another rule set each time: a session write
            try:
                statuses.append(session.open(f"{live_server.url}/?rules={rules}").status)
            except urllib.error.HTTPError as error:
                statuses.append(error.code)

    players = [threading.Thread(target=open_pages, args=(first,)) for first in range(8)]
    for player in players:
        player.start()
    for player in players:
        player.join()
    assert statuses == [200] * 120
