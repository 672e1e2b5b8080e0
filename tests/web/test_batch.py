"""Score many hands (/batch): a pasted text of hands scored in a table, and as CSV, through the Django
test client. The totals are the engine tests' (tests/engine/test_mcr*.py, test_zung_jung.py), from the
rule sources."""

import csv
import html as html_module
import io
import json
import re

import pytest
from django.conf import settings
from django.test import Client

pytestmark = pytest.mark.django_db

# MCR: Pure Straight 16, Fully Concealed Hand 4, All Chows 2, One Voided Suit 1.
MCR_23 = "123m456m789m234p5p +5p self_drawn"
# MCR: Concealed Hand 2, All Chows 2, Short Straight 1: under the 8 points a win needs.
MCR_5 = "123m456m789p234s5s +5s discarder=S"
# Zung Jung: All Sequences 5, Concealed Hand 5, Nine-Tile Straight 40.
ZJ_50 = "123m456m789m234p5p +5p rules=zung-jung"
# Zung Jung: All Triplets 30, Three Concealed Triplets 30.
ZJ_60 = "111m222p333s5z (777s) +5z"
# The MCR hand as JSON, won on a discard (Concealed Hand 2 in place of Fully Concealed Hand 4), over three lines.
MCR_21_JSON = ['{"concealed": "123m456m789m234p5p",', ' "winning_tile": "5p"', "}"]

PASTE = "\n".join([
    "# round 3, table 2",
    MCR_23,
    "",
    MCR_5,
    ZJ_50,
    "123q 456m",  # no tile 123q: its row says so, the others are still scored
    *MCR_21_JSON,
    "   ",
    f"{ZJ_60} rules=zung-jung",
])


def post(client, text, rules="mcr", action="score"):
    return client.post("/batch", {"hands": text, "rules": rules, "action": action})


def cell_text(cell: str) -> str:
    return " ".join(html_module.unescape(re.sub(r"<[^>]+>", " ", cell)).split())


def table_rows(html: str) -> list[dict]:
    """The results table's rows, each cell's text by its class."""
    rows = []
    for row in re.findall(r'<tr class="verdict-[^"]*">(.*?)</tr>', html, re.S):
        rows.append({name: cell_text(cell) for name, cell in re.findall(r'<td class="([\w-]+)"[^>]*>(.*?)</td>', row, re.S)})
    return rows


def summary(html: str) -> str | None:
    match = re.search(r'<h2 id="results-summary">(.*?)</h2>', html)
    return match and html_module.unescape(match.group(1))


def textarea(html: str) -> str:
    """What the text field holds, as a browser reads it (the newline right after the tag is dropped)."""
    content = re.search(r"<textarea[^>]*>(.*?)</textarea>", html, re.S).group(1)
    return html_module.unescape(content.removeprefix("\n"))


def test_the_page_offers_a_text_field_the_rule_sets_and_two_buttons(client):
    html = client.get("/batch").content.decode()
    assert "<h1>Score many hands</h1>" in html
    assert '<textarea name="hands"' in html and textarea(html) == ""
    assert '<option value="zung-jung" selected>' in html  # the default, where nothing was used yet
    assert '<option value="mcr">' in html and '<option value="british">' in html
    assert '<button type="submit" name="action" value="score" class="primary">Score them</button>' in html
    assert '<button type="submit" name="action" value="csv" class="secondary">Download as CSV</button>' in html
    assert 'action="/batch#results"' in html and "<script" not in html.split("</head>")[1]  # a plain form
    assert '<a href="/">← Calculator</a>' in html
    # In a scorer's words: the notation as the calculator's own field takes it, not as a developer's command reads it.
    assert ("Each hand as the calculator’s “Hand in notation” field takes it, like 123m456m789m234p5p +5p self_drawn, or as "
            "JSON (a hand, or a list of hands, on one line or over several). A line may name its own rule set "
            "(rules=mcr). Blank lines and lines starting with # are skipped. At most 1,000 hands at once."
            ) == " ".join(re.sub(r"<[^>]+>", "", re.search(r'<p class="note" id="hands-help">(.*?)</p>', html, re.S).group(1)).split())
    assert "manage.py" not in html
    assert summary(html) is None


def test_the_menu_starts_at_the_rule_set_last_used(client):
    client.get("/", {"rules": "british"})
    assert '<option value="british" selected>' in client.get("/batch").content.decode()
    # A paste scored under another rule set makes that the one the calculator opens with next.
    post(client, MCR_23, rules="mcr")
    assert '<option value="mcr" selected>' in client.get("/").content.decode()


def test_the_calculator_and_the_rules_index_link_to_the_page(client):
    assert '<a href="/batch?rules=zung-jung">Score many hands</a>' in client.get("/").content.decode()
    assert '<a href="/batch">Score many hands</a>' in client.get("/rules/").content.decode()


def test_the_way_back_leads_to_the_hand_the_scorer_came_from(client):
    # The calculator's footer carries its hand and rule set to the page.
    calculator = client.get("/", {"rules": "mcr", "hand": MCR_23}).content.decode()
    came_from = html_module.unescape(re.search(r'<a href="([^"]+)">Score many hands</a>', calculator).group(1))
    assert came_from == "/batch?rules=mcr&hand=123m456m789m234p5p%20%2B5p%20self_drawn"
    # A tap redraws the footer with the hand as it is now.
    tapped = client.post("/tap", {"rules": "mcr", "hand": "123m", "add": "4m", "controls": "1"}, headers={"HX-Request": "true"})
    assert '<a href="/batch?rules=mcr&amp;hand=1234m">Score many hands</a>' in tapped.content.decode()
    back = re.compile(r'<a href="([^"]+)">← Calculator</a>')
    assert html_module.unescape(back.search(client.get(came_from).content.decode()).group(1)) == (
        "/?rules=mcr&hand=123m456m789m234p5p%20%2B5p%20self_drawn")
    # Still there after a paste is scored under another rule set (which the calculator then opens with),
    # and after one refused: the form posts to the page's own address.
    scored = client.post(came_from, {"hands": ZJ_50, "rules": "zung-jung", "action": "score"}).content.decode()
    assert summary(scored) == "1 hand: 1 win"
    assert html_module.unescape(re.search(r'<form method="post" action="([^"]+)"', scored).group(1)) == came_from + "#results"
    way_back = html_module.unescape(back.search(scored).group(1))
    assert way_back == "/?rules=mcr&hand=123m456m789m234p5p%20%2B5p%20self_drawn"
    assert re.search(r'data-total="([^"]+)"', client.get(way_back).content.decode()).group(1) == "23"
    refused = client.post(came_from, {"hands": "", "rules": "mcr"}).content.decode()
    assert html_module.unescape(back.search(refused).group(1)) == way_back
    # Reached otherwise (the rules index, an address typed), back to the calculator as last used.
    assert back.search(client.get("/batch").content.decode()).group(1) == "/"


def test_each_hand_is_scored_under_the_menus_rule_set_or_its_own(client):
    html = post(client, PASTE, rules="mcr").content.decode()
    assert summary(html) == "6 hands: 4 wins, 1 not a win, 1 with a problem"
    rows = table_rows(html)
    assert [(r["where"], r["rules"], r["total"], r["verdict"]) for r in rows] == [
        ("2", "mcr", "23", "win"),
        ("4", "mcr", "5", "not a win"),
        ("5", "zung-jung", "50", "win"),  # rules= in the line wins over the menu
        ("6", "—", "—", "problem"),
        ("7–9", "mcr", "21", "win"),
        ("11", "zung-jung", "60", "win"),
    ]
    assert rows[0]["written"] == MCR_23
    assert rows[0]["patterns-or-problems"] == "Pure Straight 16 · Fully Concealed Hand 4 · All Chows 2 · One Voided Suit 1"
    assert rows[1]["patterns-or-problems"] == ("Concealed Hand 2 · All Chows 2 · Short Straight 1 "
                                               "Not a win: the hand needs at least 8 points (not counting bonus tiles) and has 5.")
    assert rows[2]["patterns-or-problems"] == "All Sequences 5 · Concealed Hand 5 · Nine-Tile Straight 40"
    assert rows[4]["patterns-or-problems"] == "Pure Straight 16 · Concealed Hand 2 · All Chows 2 · One Voided Suit 1"
    assert rows[5]["patterns-or-problems"] == "All Triplets 30 · Three Concealed Triplets 30"


def test_a_line_that_cannot_be_read_says_why_in_its_row(client):
    rows = table_rows(post(client, PASTE).content.decode())
    unread = rows[3]
    assert unread["written"] == "123q 456m"
    # The engine's own message, as the score command and the calculator say it.
    assert unread["patterns-or-problems"] == "“123q” is not a tile. Tiles are written like 1m–9m, 1p–9p, 1s–9s, 1z–7z, 1f–8f."
    assert 'href' not in re.search(r'<td class="written">123q 456m</td>', post(client, PASTE).content.decode()).group(0)


def test_the_same_menu_scores_the_same_hands_under_zung_jung(client):
    html = post(client, f"{MCR_23.replace(' self_drawn', '')}\n{ZJ_60}\n123m456p789s111s5z +5z", rules="zung-jung").content.decode()
    assert summary(html) == "3 hands: 3 wins"
    assert [(r["total"], r["patterns-or-problems"]) for r in table_rows(html)] == [
        ("50", "All Sequences 5 · Concealed Hand 5 · Nine-Tile Straight 40"),
        ("60", "All Triplets 30 · Three Concealed Triplets 30"),
        ("5", "Concealed Hand 5"),
    ]


def test_a_rule_set_named_in_a_line_that_does_not_exist_is_that_rows_problem(client):
    html = post(client, f"{MCR_23}\n{MCR_23} rules=no-such-rules").content.decode()
    assert summary(html) == "2 hands: 1 win, 1 with a problem"
    problem = table_rows(html)[1]
    assert problem["rules"] == "no-such-rules"
    assert problem["patterns-or-problems"].startswith("There is no rule set “no-such-rules”. Rule sets: ")


def test_warnings_about_a_hand_are_shown_in_its_row(client):
    row = table_rows(post(client, "123m456m789m234p5p +5p selfdrawn").content.decode())[0]
    assert row["total"] == "21"  # scored without the flag it did not read, and says so
    assert "Unknown flag “selfdrawn” was ignored: did you mean “self_drawn”?" in row["patterns-or-problems"]


def test_a_json_list_gives_a_row_to_each_hand(client):
    hands = [{"concealed": "123m456m789m234p5p", "winning_tile": "5p", "self_drawn": True},
             {"concealed": "123m456m789m234p5p", "winning_tile": "5p", "rules": "zung-jung"}]
    html = post(client, json.dumps(hands)).content.decode()
    assert [(r["where"], r["rules"], r["total"]) for r in table_rows(html)] == [
        ("1 hand 1", "mcr", "23"), ("1 hand 2", "zung-jung", "50")]
    assert table_rows(html)[0]["written"] == json.dumps(hands[0])
    written = list(csv.reader(io.StringIO(post(client, json.dumps(hands), action="csv").content.decode("utf-8-sig"))))
    assert [row[0] for row in written[1:]] == ["1, hand 1", "1, hand 2"]


def test_each_hand_links_to_itself_in_the_calculator_with_its_score(client):
    # JSON's yes for a flag and a wind in words travel as the engine read them.
    paste = f'{MCR_23}\n{ZJ_50}\n{{"concealed": "123m456m789m234p5p", "winning_tile": "5p", "self_drawn": "yes", "seat_wind": "south"}}'
    html = post(client, paste).content.decode()
    links = [html_module.unescape(link) for link in re.findall(r'<td class="written"><a href="([^"]+)">', html)]
    assert len(links) == 3
    totals = [re.search(r'data-total="([^"]+)"', client.get(link).content.decode()).group(1) for link in links]
    assert totals == ["23", "50", "23"]
    assert links[1] == "/?rules=zung-jung&hand=123456789m2345p%20%2B5p"


def test_blank_lines_and_comments_are_no_hands(client):
    html = post(client, f"\n\n# a comment\n   \n{MCR_23}\n\n").content.decode()
    assert summary(html) == "1 hand: 1 win"
    assert [r["where"] for r in table_rows(html)] == ["5"]


def test_the_text_field_keeps_exactly_what_was_pasted(client):
    pasted = f"\n  {MCR_23}  \r\n\r\n<b>not a hand</b> & 東\r\n{ZJ_50}\n\n"
    html = post(client, pasted).content.decode()
    assert textarea(html) == pasted
    assert summary(html) == "3 hands: 2 wins, 1 with a problem"  # CRLF breaks lines as LF does
    assert [r["where"] for r in table_rows(html)] == ["2", "4", "5"]
    # Refused too, the text is kept to be corrected.
    refused = post(client, pasted, rules="no-such-rules").content.decode()
    assert textarea(refused) == pasted


def test_the_csv_holds_a_row_for_each_hand(client):
    response = post(client, PASTE, action="csv")
    assert response.status_code == 200
    assert response["Content-Type"] == "text/csv; charset=utf-8"
    assert response["Content-Disposition"] == 'attachment; filename="scored-hands.csv"'
    assert response.content.startswith(b"\xef\xbb\xbf")  # the byte-order mark Excel needs to read UTF-8
    rows = list(csv.reader(io.StringIO(response.content.decode("utf-8-sig"))))
    assert rows[0] == ["line", "hand", "rules", "valid", "winning", "total", "patterns", "refusal", "problems", "notes"]
    assert rows[1:] == [
        ["2", MCR_23, "mcr", "yes", "yes", "23", "Pure Straight 16; Fully Concealed Hand 4; All Chows 2; One Voided Suit 1", "", "", ""],
        ["4", MCR_5, "mcr", "yes", "no", "5", "Concealed Hand 2; All Chows 2; Short Straight 1",
         "Not a win: the hand needs at least 8 points (not counting bonus tiles) and has 5.", "", ""],
        ["5", ZJ_50, "zung-jung", "yes", "yes", "50", "All Sequences 5; Concealed Hand 5; Nine-Tile Straight 40", "", "", ""],
        ["6", "123q 456m", "", "no", "", "", "", "", "“123q” is not a tile. Tiles are written like 1m–9m, 1p–9p, 1s–9s, 1z–7z, 1f–8f.", ""],
        ["7–9", json.dumps(json.loads("".join(MCR_21_JSON))), "mcr", "yes", "yes", "21",
         "Pure Straight 16; Concealed Hand 2; All Chows 2; One Voided Suit 1", "", "", ""],
        ["11", f"{ZJ_60} rules=zung-jung", "zung-jung", "yes", "yes", "60", "All Triplets 30; Three Concealed Triplets 30", "", "", ""],
    ]


def test_a_hand_a_spreadsheet_would_take_for_a_formula_stays_text_in_the_csv(client):
    # The winning tile first, as some scorers write it; and text a spreadsheet would run.
    response = post(client, "+5p 123m456m789m234p5p self_drawn\n=1+1", rules="mcr", action="csv")
    rows = list(csv.reader(io.StringIO(response.content.decode("utf-8-sig"))))
    assert rows[1][1] == "'+5p 123m456m789m234p5p self_drawn"
    assert rows[2][1] == "'=1+1"
    unknown = list(csv.reader(io.StringIO(post(client, "123m456m789m234p5p +5p rules=-2+3", rules="mcr", action="csv")
                                          .content.decode("utf-8-sig"))))
    assert unknown[1][2] == "'-2+3"
    assert rows[2][8] == "“=1+1”: the settings are seat=, round=, rules=, discarder=, winner= and option.<name>=."


def test_a_british_hand_shows_its_doubles(client):
    row = table_rows(post(client, "34s999p777z11z (222m) +5s self_drawn seat=S", rules="british").content.decode())[0]
    assert row["total"] == "84"
    assert row["patterns-or-problems"] == ("Exposed pung of minor tiles 2 · Concealed pung of major tiles ×2 16 · Pair of prevailing wind 2 · "
                                           "Going Mah-Jong 20 · Winning tile from the wall 2 · Pung or kong of dragons 1 double")


@pytest.mark.parametrize("pasted", ["", "   \n\n", "# only a comment\n"])
@pytest.mark.parametrize("action", ["score", "csv"])
def test_an_empty_paste_is_told_to_paste_hands(client, pasted, action):
    response = post(client, pasted, action=action)
    html = response.content.decode()
    assert response.status_code == 200 and response["Content-Type"].startswith("text/html")
    assert "Paste some hands first: one a line, in the notation or as JSON." in html
    assert summary(html) is None and textarea(html) == pasted


def test_an_unknown_rule_set_in_the_menu_is_refused_and_nothing_scored(client):
    html = post(client, MCR_23, rules="no-such-rules").content.decode()
    assert "There is no rule set “no-such-rules”: choose one from the menu." in html
    assert summary(html) is None and textarea(html) == MCR_23


@pytest.mark.parametrize("paste", [
    "\n".join([MCR_23] * 1_001),
    json.dumps([{"concealed": "123m456m789m234p5p", "winning_tile": "5p"}] * 1_001),  # hands, not lines, are counted
], ids=["lines", "json-list"])
def test_more_than_a_thousand_hands_are_refused_with_the_limit_said(client, paste):
    html = post(client, paste).content.decode()
    assert ("This text holds more than 1,000 hands, the most this page scores at once: paste them in parts. "
            "(Whoever runs this calculator can score a file of any size at once, with manage.py score.)") in html
    assert summary(html) is None and textarea(html) == paste


def test_a_thousand_hands_are_scored(client):
    html = post(client, "\n".join([MCR_23] * 1_000)).content.decode()
    assert summary(html) == "1,000 hands: 1,000 wins"


def csrf_checked_client() -> tuple[Client, str]:
    """A client that is checked for CSRF as a browser is (the test client is not, unless asked), with the form's token."""
    browser = Client(enforce_csrf_checks=True)
    token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', browser.get("/batch").content.decode()).group(1)
    return browser, token


def test_a_paste_larger_than_a_request_may_be_says_so():
    # Checked for CSRF as a browser is: CSRF's middleware reads the post first, and answered a bare 400.
    browser, token = csrf_checked_client()
    limit = settings.DATA_UPLOAD_MAX_MEMORY_SIZE
    response = browser.post("/batch", {"csrfmiddlewaretoken": token, "rules": "mcr",
                                       "hands": (MCR_23 + "\n") * (limit // len(MCR_23) + 1)})
    html = response.content.decode()
    assert response.status_code == 413
    assert (f"That paste is larger than {limit:,} bytes (2.5 MB), the most this page reads at once, and none of it "
            "was read: paste the hands in parts. (Whoever runs this calculator can score a file of any size at once, "
            "with manage.py score.)") in html
    assert "<h1>Score many hands</h1>" in html and summary(html) is None


def test_a_post_is_checked_for_csrf():
    # The page's own CSRF check (in the view, after the size check) refuses a post without the token, and takes one with it.
    browser, token = csrf_checked_client()
    refused = browser.post("/batch", {"hands": MCR_23, "rules": "mcr"})
    assert refused.status_code == 403
    assert "Not done: the page was out of date" in refused.content.decode()
    taken = browser.post("/batch", {"csrfmiddlewaretoken": token, "hands": MCR_23, "rules": "mcr"})
    assert summary(taken.content.decode()) == "1 hand: 1 win"


def test_other_methods_are_refused(client):
    assert client.put("/batch").status_code == 405


def test_json_that_cannot_be_read_is_shown_as_it_was_written(client):
    # A comma left out, on one line; a tile not quoted, in JSON spread over three lines; a list of no hands.
    paste = "\n".join(['{"concealed": "123m456m789m234p5p" "winning_tile": "5p"}',
                       '{"concealed": "123m456m789m234p5p",', '  "winning_tile": 5p', "}",
                       "[]"])
    html = post(client, paste).content.decode()
    assert summary(html) == "3 hands: 3 with problems"
    assert [(r["where"], r["written"]) for r in table_rows(html)] == [
        ("1", '{"concealed": "123m456m789m234p5p" "winning_tile": "5p"}'),
        ("2–4", '{"concealed": "123m456m789m234p5p", "winning_tile": 5p }'),
        ("5", "[]"),
    ]
    assert "null" not in html


def test_a_paste_refused_as_out_of_date_is_kept_to_score_with_one_press():
    # The cookies cleared (or this browser signed in elsewhere) after the page was drawn: its token is no longer good.
    browser, stale_token = csrf_checked_client()
    browser.cookies.clear()
    refused = browser.post("/batch", {"csrfmiddlewaretoken": stale_token, "hands": PASTE, "rules": "mcr"})
    html = refused.content.decode()
    assert refused.status_code == 403 and summary(html) is None  # nothing scored
    assert ("Not done: the page was out of date. It was drawn before this browser signed in or out (perhaps in another "
            "tab), or before its cookies were cleared, so the calculator could not tell that the hands came from it. "
            "They are kept below: press “Score them” to score them.") in " ".join(html_module.unescape(html).split())
    assert textarea(html) == PASTE and '<option value="mcr" selected>' in html
    # The form as it is sent again, with the token the refusal drew afresh: scored at once.
    fresh_token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', html).group(1)
    again = browser.post("/batch", {"csrfmiddlewaretoken": fresh_token, "hands": textarea(html), "rules": "mcr",
                                    "action": "score"})
    assert again.status_code == 200
    assert summary(again.content.decode()) == "6 hands: 4 wins, 1 not a win, 1 with a problem"
    # Without a token, still refused.
    assert browser.post("/batch", {"hands": PASTE, "rules": "mcr"}).status_code == 403


def test_what_a_json_list_holds_that_is_no_hand_is_under_the_menus_rule_set(client):
    html = post(client, '[{"concealed": "123m456m789m234p5p", "winning_tile": "5p"}, 5]', rules="mcr").content.decode()
    assert [(r["where"], r["written"], r["rules"], r["total"], r["verdict"], r["patterns-or-problems"])
            for r in table_rows(html)] == [
        ("1 hand 1", '{"concealed": "123m456m789m234p5p", "winning_tile": "5p"}', "mcr", "21", "win",
         "Pure Straight 16 · Concealed Hand 2 · All Chows 2 · One Voided Suit 1"),
        # Not the default rule set, said as used because "no rule set was named": the menu named one.
        ("1 hand 2", "5", "mcr", "—", "problem", "A hand must be a JSON object."),
    ]


def test_a_very_long_line_is_cut_short_in_the_table_and_kept_whole_in_its_title_and_the_csv(client):
    note = "the tile was drawn from the wall, as the table agreed after the floor judge was called; " * 4
    long_hand = f'{{"concealed": "123m456m789m234p5p", "winning_tile": "5p", "self_drawn": true, "note": "{note}"}}'
    assert len(long_hand) > 400
    html = post(client, f"{long_hand}\n{MCR_23}").content.decode()
    long_row, short_row = table_rows(html)
    assert long_row["total"] == "23"  # the note is no part of the hand
    assert long_row["written"] == ('{"concealed": "123m456m789m234p5p", "winning_tile": "5p", "self_drawn": true, '
                                   '"note": "the tile was…')
    titles = [html_module.unescape(title) for title in re.findall(r'<td class="written" title="([^"]*)">', html)]
    assert titles == [long_hand]  # only where the text is cut
    assert short_row["written"] == MCR_23
    assert list(csv.reader(io.StringIO(post(client, long_hand, action="csv").content.decode("utf-8-sig"))))[1][1] == long_hand


def test_a_hand_with_a_problem_links_to_the_same_problem_in_the_calculator(client):
    # Before, the link left out what the engine could not read: seat=Q opened a 50-point win as
    # East, +5x a 13-tile hand waiting on two tiles. Five of a tile was kept, and still is.
    paste = "123m456m789m234p5p +5p seat=Q\n123m456m789m234p5p +5x\n123m456m789m234p5555p +5p\n" \
            '{"concealed": "123m456m789m234p5p", "winning_tile": "5x"}'
    html = post(client, paste, rules="zung-jung").content.decode()
    assert summary(html) == "4 hands: 4 with problems"
    links = [html_module.unescape(link) for link in re.findall(r'<td class="written"><a href="([^"]+)">', html)]
    assert len(links) == 3  # the JSON's +5x: no line of notation says what the JSON got wrong
    pages = [client.get(link).content.decode() for link in links]
    assert all('data-total="' not in page for page in pages)
    assert "“Q” is not a wind" in html_module.unescape(pages[0])
    assert "x" in html_module.unescape(re.search(r'name="hand_text" value="([^"]*)"', pages[1]).group(1))
    assert "13 of 14 tiles" not in pages[1]
    assert "a set has only four of each tile" in pages[2]
    # A meld without its tiles: a server error (KeyError) while the link was being written.
    meld = '{"rules": "mcr", "concealed": "123m456m789m5p", "melds": [{"kind": "pung"}], "winning_tile": "5p"}'
    assert summary(post(client, meld).content.decode()) == "1 hand: 1 with a problem"


def test_curly_quotes_from_a_document_or_a_phone_are_read_as_straight_ones(client):
    # Before: "Expecting property name enclosed in double quotes", and 'There is no rule set "“mcr”"'.
    paste = ('{“rules”: “mcr”, “concealed”: “123m456m789m234p5p”, “winning_tile”: “5p”, “self_drawn”: true}\n'
             "123m456m789m234p5p +5p self_drawn rules=“mcr”\n"
             "123m456m789m234p5p +5p self_drawn rules=\"mcr\"")
    html = post(client, paste, rules="zung-jung").content.decode()
    assert summary(html) == "3 hands: 3 wins"
    assert [(r["total"], r["rules"]) for r in table_rows(html)] == [("23", "mcr")] * 3
    # JSON that is wrong anyway says what is wrong with it as pasted.
    broken = post(client, "{“rules”: “mcr”,, }", rules="zung-jung").content.decode()
    assert "This is not valid JSON: Expecting property name enclosed in double quotes." in broken
