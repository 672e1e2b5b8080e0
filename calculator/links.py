"""Links into the calculator and the rules pages that carry the hand and the rule set along: one
way to build them, for the views' redirects and the templates' links (calculator/templatetags/links.py)."""

from urllib.parse import parse_qs, quote, urlencode, urlsplit

from django.urls import reverse


def with_query(path: str, **values: str) -> str:
    """The path with the values that are not empty as its query, in the order given. Each is
    percent-encoded (a space as %20, "+" as %2B), so a hand line with its "+" travels intact."""
    query = urlencode({name: value for name, value in values.items() if value}, quote_via=quote)
    return f"{path}?{query}" if query else path


def page_url(hand: str, rules: str, mode: str = "hand", unread_paste: str = "") -> str:
    """The calculator with this hand under this rule set (and the tap mode, unless the usual one;
    and a pasted line that could not be read, shown in the notation field to be corrected)."""
    return with_query(reverse("calculator:page"), rules=rules, hand=hand, mode="" if mode == "hand" else mode,
                      unread_paste=unread_paste)


def shows(url: str | None, hand: str, rules: str, mode: str = "hand") -> bool:
    """Whether the calculator at this address (a page's own URL) already shows this hand, rule set and mode."""
    if not url:
        return False
    try:
        query = urlsplit(url).query
    except ValueError:  # a header that is no address ("http://[abc"): no page it could be
        return False
    shown = {name: values[-1] for name, values in parse_qs(query).items()}
    return (shown.get("hand", ""), shown.get("rules"), shown.get("mode", "hand")) == (hand, rules, mode)


def rules_index_url(rules: str, hand: str) -> str:
    """The list of rule sets, remembering the rule set and hand to go back to the calculator with."""
    return with_query(reverse("rules:index"), rules=rules, hand=hand)


def batch_url(rules: str, hand: str) -> str:
    """The page that scores many hands, remembering the rule set and hand to go back to the calculator with."""
    return with_query(reverse("calculator:batch"), rules=rules, hand=hand)


def rules_page_url(slug: str, hand: str) -> str:
    """A rule set's page, remembering the hand to go back to the calculator with."""
    return with_query(reverse("rules:detail", args=[slug]), hand=hand)
