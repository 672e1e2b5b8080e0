"""The public rules page (/rules/<slug>/): everyone can read it, only staff can change rules."""

import re

import pytest
from django.urls import reverse
from django.utils.html import escape

from rules.builtin import load_builtin_rule_sets
from rules.models import PatternRule, RuleSet
from tests.factories import make_rule_set, score_in, zung_jung
from tests.web.admin_forms import derive

pytestmark = pytest.mark.django_db


def section(html: str, key: str) -> str:
    """The part of a rules page about one pattern."""
    part = html[html.index(f'data-key="{key}"'):]
    return part[:part.index("</section>")]


def test_every_pattern_with_value_description_and_example_tiles(client):
    rule_set = zung_jung()
    page = client.get(reverse("rules:detail", args=["zung-jung"]))
    assert page.status_code == 200
    html = page.content.decode()
    for pattern in rule_set.patterns.all():
        assert f'data-key="{pattern.key}"' in html
        assert pattern.description[:40] in html
    triplets = section(html, "all_triplets")
    assert 'data-value="30"' in triplets and "30 points" in triplets
    # 111m222p333s5z (777s) +5z as tiles, winning tile last
    assert triplets.count('src="/static/tiles/') == 14
    assert '<img class="tile" src="/static/tiles/5z.svg" alt="White dragon"' in triplets
    assert "Version <strong data-version>zung-jung r1</strong>" in html
    assert 'name="viewport"' in html
    assert ">1 point</span>" in section(html, "chicken_hand")  # one point, not "1 points"


def test_house_rules_show_exclusions_switched_off_patterns_and_invented_hands(client):
    rule_set = make_rule_set(slug="club", name="Club rules", options={"payoff_scheme": "uniform"})
    PatternRule.objects.filter(rule_set=rule_set, key="all_triplets").update(excludes="all_sequences concealed_hand")
    PatternRule.objects.filter(rule_set=rule_set, key="chicken_hand").update(enabled=False)
    PatternRule.objects.create(rule_set=rule_set, key="imperial_jade", name="Imperial Jade", value=1, unit="limit",
                               definition={"shape": "standard", "tiles": "23468s6z"}, description="All green tiles.")
    html = client.get(reverse("rules:detail", args=["club"])).content.decode()
    assert "Not counted with it: All Sequences, Concealed Hand" in html
    assert "does not count" in section(html, "chicken_hand")
    assert "Special hands of this club" in html and "Imperial Jade" in html and ">limit</span>" in html
    assert '<td class="changed">Uniform payoff, every loser paying the value (uniform)</td>' in html
    contents = html[html.index('<details class="contents">'):html.index("</details>")]
    assert ", and 1 special hand of this club)" in contents
    assert '<a href="#imperial_jade">Imperial Jade</a> <span>limit</span>' in contents
    assert '<a href="#chicken_hand">Chicken Hand</a> <span>does not count</span>' in contents


def test_index_lists_house_rules_beside_builtin(client):
    zung_jung()
    house = RuleSet.objects.get(slug="zung-jung").derive("Our club", "our-club")
    html = client.get(reverse("rules:index")).content.decode()
    assert reverse("rules:detail", args=["zung-jung"]) in html
    assert reverse("rules:detail", args=[house.slug]) in html and "house rules from Zung Jung" in html


def test_index_says_what_sets_each_rule_set_apart(client):
    load_builtin_rule_sets()
    RuleSet.objects.filter(slug="mcr").update(notes="Our tournament's reading: flowers off.")
    html = client.get(reverse("rules:index")).content.decode()
    assert "<p>Our tournament&#x27;s reading: flowers off.</p>" in html
    assert "<p>The mj-score-eval guide (2016): Zung Jung with 13 categories, bonus tiles and an Illegal Call penalty.</p>" in html


def test_every_pattern_can_be_jumped_to_from_the_list_at_the_top(client):
    load_builtin_rule_sets(slugs=["mcr"])
    html = client.get(reverse("rules:detail", args=["mcr"])).content.decode()
    contents = html[html.index('<details class="contents">'):html.index("</details>")]
    targets = re.findall(r'<a href="#([a-z0-9_-]+)">', contents)
    assert len(targets) == 83 and targets[-1] == "rule-set-options"  # the 81 fan, the flowers, the options
    assert all(f'id="{key}"' in html for key in targets)
    assert "Jump to a pattern (82)" in contents
    assert '<a href="#big_four_winds">Big Four Winds</a> <span>88</span>' in contents


def test_house_rules_say_where_they_differ_from_the_rule_set_they_were_made_from(client):
    load_builtin_rule_sets(slugs=["zung-jung"])
    published = RuleSet.objects.get(slug="zung-jung")
    published.derive("Just made", "just-made")
    just_made = client.get(reverse("rules:detail", args=["just-made"])).content.decode()
    assert "Nowhere yet: every setting, option and pattern is as Zung Jung (official v3.3) has it." in just_made

    house = published.derive("Our club", "our-club")
    house.patterns.filter(key="all_triplets").update(value=40)
    house.patterns.filter(key="chicken_hand").update(enabled=False)
    house.patterns.filter(key="mixed_one_suit").update(excludes="all_sequences no_such_pattern")
    RuleSet.objects.filter(pk=house.pk).update(limit=400)
    html = client.get(reverse("rules:detail", args=["our-club"])).content.decode()
    listed = html[html.index('<section class="differences">'):]
    listed = listed[:listed.index("</section>")]
    assert sorted(re.findall(r"<li>(.*?)</li>", listed)) == [
        "Limit: 320 → 400",
        "Pattern “All Triplets”: value 30 points → 40 points",
        "Pattern “Chicken Hand”: switched off: it no longer counts",
        # By name, as players know them; a key the rule set has no pattern for, as written.
        "Pattern “Mixed One-Suit”: excludes nothing → “All Sequences”, no_such_pattern",
    ]
    assert 'class="differences"' not in client.get(reverse("rules:detail", args=["zung-jung"])).content.decode()
    # Published variants made from another published rule set are not house rules.
    load_builtin_rule_sets(slugs=["british", "british-kajongg", "zung-jung-extended"])
    for slug in ("british-kajongg", "zung-jung-extended"):
        assert RuleSet.objects.get(slug=slug).based_on is not None
        assert 'class="differences"' not in client.get(reverse("rules:detail", args=[slug])).content.decode()


def test_unknown_rule_set_is_not_found(client):
    assert client.get(reverse("rules:detail", args=["nope"])).status_code == 404


def test_anonymous_visitors_cannot_change_rules(client):
    rule_set = make_rule_set()
    url = reverse("admin:rules_ruleset_change", args=[rule_set.pk])
    # Refused with the page that says nothing was saved for want of signing in (a GET is sent to sign in).
    assert client.post(url, {"name": "Hacked"}).status_code == 403
    assert client.get(url).status_code == 302
    assert RuleSet.objects.get(pk=rule_set.pk).name == "Test rules"


def test_calculator_result_names_rule_set_and_version(client):
    zung_jung().derive("Our club", "our-club")
    html = client.get(reverse("calculator:page"), {"hand": "777s9m (111m) (444p) (222s) +9m", "rules": "our-club"}).content.decode()
    # The link carries the hand, so that the rules page's way back keeps it.
    assert '<a href="/rules/our-club/?hand=777s9m%20%28111m%29%20%28444p%29%20%28222s%29%20%2B9m">Our club</a> · our-club r1' in html


def test_a_value_under_an_option_is_shown_and_marked_where_the_rule_set_chose_it(client):
    rule_set = zung_jung()
    triplets = section(client.get(reverse("rules:detail", args=["zung-jung"])).content.decode(), "all_triplets")
    assert "40 points with the option <code>values_profile=wsom</code>." in triplets
    club = rule_set.derive("WSOM club", "wsom-club")
    club.options.create(key="values_profile", value="wsom")
    triplets = section(client.get(reverse("rules:detail", args=["wsom-club"])).content.decode(), "all_triplets")
    assert "<code>values_profile=wsom</code>: this rule set's choice, so it scores 40." in triplets
    # A pattern the club does not count scores nothing, whatever its option says.
    row = club.patterns.get(key="all_triplets")
    row.enabled = False
    row.save()
    triplets = section(client.get(reverse("rules:detail", args=["wsom-club"])).content.decode(), "all_triplets")
    assert "does not count" in triplets and "40 points with the option <code>values_profile=wsom</code>." in triplets
    assert "so it scores" not in triplets


def test_each_example_shows_what_it_scores_under_these_rules_and_opens_in_the_calculator(client):
    html = client.get(reverse("rules:detail", args=["mcr"])).content.decode()
    # (123m) 45678p789s33z +9p: Mixed Straight 8, Mixed Double Chow 1 (tests/engine/example_maps/mcr.py).
    shown = section(html, "mixed_double_chow")
    assert "it scores <strong>9</strong>: Mixed Straight 8, Mixed Double Chow 1." in shown
    assert 'href="/?rules=mcr&amp;hand=%28123m%29%2045678p789s33z%20%2B9p">Open it in the calculator' in shown
    # A club that does not count the fan sees its example scored without it: the fourth chow
    # then pairs with 456p as a Short Straight instead (account-once: one pairing, the best left).
    row = PatternRule.objects.get(rule_set__slug="mcr", key="mixed_double_chow")
    row.enabled = False
    row.save()  # as the admin saves it (a queryset update would not mark the rule set changed)
    html = client.get(reverse("rules:detail", args=["mcr"])).content.decode()
    assert "it scores <strong>9</strong>: Mixed Straight 8, Short Straight 1." in section(html, "mixed_double_chow")


def limit_line(html: str) -> str:
    """The page's line about the limit, the minimum, the payment and the scheme, as text."""
    line = html[html.index("<span data-limit>"):]
    return " ".join(re.sub(r"<[^>]+>", "", line[:line.index("</p>")]).split())


@pytest.mark.parametrize("slug, limit, scheme", [
    # MCR's source (chinese-official-mcr-fans.txt) sets no limit on points; the page said "No
    # limit" and, in the same line, "Additive (pattern values add up, with a cap)".
    ("mcr", "No limit", "Additive (pattern values add up)"),
    ("zung-jung", "Limit 320", "Additive (pattern values add up)"),
    ("british", "Limit 1000", "Points × doubles"),
])
def test_the_page_says_one_thing_about_the_limit(client, slug, limit, scheme):
    """Audit (organiser's path), finding 3."""
    load_builtin_rule_sets(slugs=[slug])
    line = limit_line(client.get(reverse("rules:detail", args=[slug])).content.decode())
    assert line.startswith(limit + " · ") and line.endswith(" · " + scheme)
    assert "cap" not in line


def test_a_limit_that_the_limit_mode_ignores_is_no_limit(client):
    """Zung Jung's limit mode "none" scores every hand uncapped, whatever the limit is."""
    hand = "123m456p789s234m5p +5p"  # All Sequences and Concealed Hand, here 200 each
    patterns = [{"key": "chicken_hand", "name": "Chicken Hand", "value": 1},
                {"key": "all_sequences", "name": "All Sequences", "value": 200, "example": hand},
                {"key": "concealed_hand", "name": "Concealed Hand", "value": 200}]
    make_rule_set(patterns, options={"limit_mode": "none"})
    line = limit_line(client.get(reverse("rules:detail", args=["test-rules"])).content.decode())
    assert line.startswith("No limit (limit mode “none”: the limit of 320 is not used) · ")
    assert score_in(hand, "test-rules").total == 400  # and so it scores: not capped at 320
    make_rule_set(patterns, slug="capped", options={"limit_mode": "cap_all"})
    assert score_in(hand, "capped").total == 320
    assert limit_line(client.get(reverse("rules:detail", args=["capped"])).content.decode()).startswith("Limit 320 · ")


def test_the_scheme_in_the_admin_does_not_promise_a_cap(organiser):
    """The house-rules form's scheme choice said "with a cap" over an empty limit box (MCR), and
    the published rule set's read-only page the same."""
    club = derive(organiser, "mcr", "MCR (Dragon Club)", "mcr-club")
    for rule_set in (club, RuleSet.objects.get(slug="mcr")):
        page = organiser.get(reverse("admin:rules_ruleset_change", args=[rule_set.pk])).content.decode()
        assert "Additive (pattern values add up)" in page and "with a cap" not in page


def test_notes_copied_from_the_published_rule_set_are_framed_as_its_own(client):
    # Deriving copies the notes, which name Zung Jung's 320 limit; the club set 500. The page said
    # "capped at 320" under "Limit 500" as if both held.
    house = zung_jung().derive("Our club", "our-club")
    house.limit = 500
    house.save()
    html = client.get(reverse("rules:detail", args=["our-club"])).content.decode()
    assert "About Zung Jung (official v3.3), which these house rules were made from" in html
    assert f"<blockquote>{escape(house.notes[:30])}" in html
    # Notes the club wrote are its own, shown plainly.
    house.notes = "Our club plays a 500 limit."
    house.save()
    html = client.get(reverse("rules:detail", args=["our-club"])).content.decode()
    assert "which these house rules were made from" not in html and "<p>Our club plays a 500 limit.</p>" in html


def test_the_index_gives_house_rules_only_the_notes_they_wrote(client):
    published = zung_jung()
    copied = published.derive("Copied notes", "copied-notes")
    written = published.derive("Written notes", "written-notes")
    written.notes = "Our club plays a 500 limit."
    written.save()
    html = client.get(reverse("rules:index")).content.decode()
    entries = {slug: html[html.index(reverse("rules:detail", args=[slug])):] for slug in ("zung-jung", "copied-notes", "written-notes")}
    entries = {slug: entry[:entry.index("</li>")] for slug, entry in entries.items()}
    assert escape(published.notes) in entries["zung-jung"]
    # Before, the copied notes were shown again under the house rules' name, read as the club's own.
    assert "<p>" not in entries["copied-notes"] and "house rules from Zung Jung" in entries["copied-notes"]
    assert "<p>Our club plays a 500 limit.</p>" in entries["written-notes"]


def test_a_pattern_an_option_leaves_out_says_so_under_its_example(client):
    # Kajongg's preset turns off the loose-tile and one-suit-with-honours doubles by options; their
    # headings still showed "1 double", and their own examples scored without them, unexplained.
    load_builtin_rule_sets(slugs=["british", "british-kajongg"])
    said = "Its own example does not count it under these rules"
    kajongg = client.get(reverse("rules:detail", args=["british-kajongg"])).content.decode()
    assert said in section(kajongg, "loose_tile") and said in section(kajongg, "one_suit_with_honours")
    assert kajongg.count(said) == 2
    assert said not in client.get(reverse("rules:detail", args=["british"])).content.decode()


def test_an_example_the_limit_holds_down_says_why_its_lines_add_up_to_more(client):
    load_builtin_rule_sets(slugs=["zung-jung-extended", "british"])
    extended = client.get(reverse("rules:detail", args=["zung-jung-extended"])).content.decode()
    # Little Mountain's example: 5 + 5 + 60 + 80 + 10 + 320 + 50 = 530, held to the 320 cap.
    assert "Little Mountain 320, Pure Lesser Terminals 50. The patterns add up to 530, capped at the 320 limit." in section(extended, "little_mountain")
    assert "Four Kongs 480. Four Kongs is worth more than the 320 limit, so it scores alone." in section(extended, "four_kongs")
    assert "capped" not in section(extended, "chicken_hand")
    # A limit hand's own line already says "limit": no note repeats it.
    british = client.get(reverse("rules:detail", args=["british"])).content.decode()
    assert "Buried Treasure limit. <a" in section(british, "buried_treasure")


@pytest.mark.parametrize("slug, key, line", [
    ("zung-jung", "three_concealed_triplets", "Series 4.2: only the highest of the series counts."),
    # The extended variant's source groups its patterns in categories and families.
    ("zung-jung-extended", "three_concealed_pungs", "Family 2.2: only the highest of the family counts."),
])
def test_a_group_of_patterns_is_named_as_its_source_names_it(client, slug, key, line):
    load_builtin_rule_sets()
    html = client.get(reverse("rules:detail", args=[slug])).content.decode()
    assert line in section(html, key)


def test_an_invented_limit_hand_worth_less_than_its_example_says_so(client):
    # MCR house rules with a 50 limit invent "Two-suit Seven Pairs" at half the limit (25). Its own
    # example, 1133557799m 22p 44p, is also Seven Pairs 24 + One Voided Suit 1 + No Honors 1 = 26
    # (shared/rule-sources/chinese-official-mcr-fans.txt): worth more, so scored instead. The page
    # gave the reason as "an option, or a pattern that takes its place" (found by a tester).
    from rules.models import PatternRule

    load_builtin_rule_sets(slugs=["mcr"])
    club = RuleSet.objects.get(slug="mcr").derive("Club", "club")
    club.limit = 50
    club.save()
    PatternRule.objects.create(rule_set=club, key="two_suit_pairs", name="Two-suit Seven Pairs", value=0.5, unit="limit",
                               order=1000, example="1133557799m224p +4p",
                               definition={"shape": "seven_pairs", "honours": "none", "min_suits": 2, "max_suits": 2})
    part = section(client.get(reverse("rules:detail", args=["club"])).content.decode(), "two_suit_pairs")
    assert ("Its own example does not count it under these rules:\n    Two-suit Seven Pairs would score 25; the hand&#x27;s "
            "other patterns are worth more (26), and are scored instead.") in part
