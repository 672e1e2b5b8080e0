"""The classical deal panel through the Django test client (a module of helpers for its tests)."""

import json
import re

RULES = "chinese-classical"


def put_button(client, hand):
    """The "Put N in the deal" button of a hand scored on the page: its label and what it posts."""
    html = client.get("/", {"rules": RULES, "hand": hand}).content.decode()
    button = re.search(r"""<button[^>]*class="secondary use-in-deal"[^>]*data-put='([^']*)'[^>]*>([^<]*)</button>""", html)
    return button.group(2), json.loads(button.group(1))


def post_deal(client, **fields):
    return client.post("/deal", {"rules": RULES, **fields}, headers={"HX-Request": "true"}).content.decode()


PAYMENT_ROW = r"<td>(East|South|West|North) pays (East|South|West|North)(?: <small>\(([^)]*)\)</small>)?</td><td>(\d+)</td>"


def payments(html):
    """Who pays whom in the settled deal: (payer, payee, amount) rows."""
    return [(payer[0], payee[0], amount) for payer, payee, _, amount in re.findall(PAYMENT_ROW, html)]  # seats by initial


def reasons(html):
    """What each row of who pays whom says it is for ("" for a hand's score)."""
    return [reason for _, _, reason, _ in re.findall(PAYMENT_ROW, html)]
