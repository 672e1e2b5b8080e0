"""The organiser's admin, through the Django test client: derive, edit (with the preview step),
refuse bad edits, invent special hands, history and restore, built-in rule sets read-only."""

import pytest
from django.test import Client
from django.urls import reverse

from rules.models import PatternRule, RuleSet
from tests.factories import score_in, zung_jung
from tests.web.admin_forms import edit, form_data, invent, pattern_prefix

pytestmark = pytest.mark.django_db

TRIPLETS = "777s9m (111m) (444p) (222s) +9m"  # all_triplets 30 in Zung Jung; nothing else scores


def total(line):
    """Total, pattern map and version of a line under the club's rule set."""
    return score_in(line, "zj-club")[:3]


def test_derive_makes_a_full_linked_copy(house):
    source = RuleSet.objects.get(slug="zung-jung")
    assert house.based_on == source and not house.builtin
    assert house.patterns.count() == source.patterns.count() == 48
    assert list(house.patterns.values_list("key", "value")) == list(source.patterns.values_list("key", "value"))
    assert total(TRIPLETS) == (30, {"all_triplets": 1}, "zj-club r1")


def test_derive_refuses_a_slug_in_use(organiser):
    source = zung_jung()
    response = organiser.post(reverse("admin:rules_ruleset_derive", args=[source.pk]), {"name": "Again", "slug": "zung-jung"})
    assert response.status_code == 200
    assert "A rule set “zung-jung” already exists" in response.content.decode()


def test_derive_action_on_the_list_opens_the_derive_form(organiser):
    source = zung_jung()
    response = organiser.post(reverse("admin:rules_ruleset_changelist"),
                              {"action": "derive_house_rules", "_selected_action": [source.pk]})
    assert response.status_code == 302
    assert response["Location"] == reverse("admin:rules_ruleset_derive", args=[source.pk])


def test_builtin_rule_set_is_read_only(organiser):
    source = zung_jung()
    url = reverse("admin:rules_ruleset_change", args=[source.pk])
    page = organiser.get(url)
    assert page.status_code == 200 and 'name="_save"' not in page.content.decode()
    # Its options are shown, not offered as fields: each with the value in force (here the
    # defaults), as test_admin_published_options checks in full.
    html = page.content.decode()
    assert 'name="option__limit_mode"' not in html
    for key, shown in (("limit_mode", "A pattern above the limit scores alone (alone)"), ("formal_threshold", "25"),
                       ("values_profile", "Zung Jung v3.3 values (v3.3)")):
        assert f'<code>{key}</code></td><td class="setting">{shown}</td>' in html
    assert organiser.post(url, form_data(page)).status_code == 403


def test_restore_published_values(organiser):
    source = zung_jung()
    PatternRule.objects.filter(rule_set=source, key="all_triplets").update(value=99)
    response = organiser.post(reverse("admin:rules_ruleset_changelist"),
                              {"action": "restore_published", "_selected_action": [source.pk]})
    assert response.status_code == 302
    assert source.patterns.get(key="all_triplets").value == 30
    assert RuleSet.objects.get(pk=source.pk).revision == 2


def test_edit_shows_a_preview_then_saves_on_confirm(organiser, house):
    def raise_triplets(data):
        data[pattern_prefix(data, "all_triplets") + "-value"] = "45"

    preview = edit(organiser, house, raise_triplets, confirm=False)
    assert preview.status_code == 200
    page = preview.content.decode()
    assert "nothing has been saved yet" in page
    changed = {row.key: (row.before, row.after, row.difference) for row in preview.context["preview"]["changed"]}
    # The published example 111m222p333s5z (777s) +5z: All Triplets and Three Concealed Triplets, 30 each.
    assert changed["all_triplets"] == (60, 75, 15)
    assert 'src="/static/tiles/9m.svg"' in page
    assert house.patterns.get(key="all_triplets").value == 30  # nothing saved yet
    assert total(TRIPLETS) == (30, {"all_triplets": 1}, "zj-club r1")

    saved = edit(organiser, house, raise_triplets)
    assert saved.status_code == 302
    assert total(TRIPLETS) == (45, {"all_triplets": 1}, "zj-club r2")


def test_confirm_after_a_further_change_previews_again(organiser, house):
    url = reverse("admin:rules_ruleset_change", args=[house.pk])
    data = form_data(organiser.get(url))
    data[pattern_prefix(data, "all_triplets") + "-value"] = "45"
    preview = organiser.post(url, {**data, "_save": "Save"})
    data["_confirm"] = preview.context["confirm_signature"]
    data[pattern_prefix(data, "all_triplets") + "-value"] = "50"  # changed after the preview
    again = organiser.post(url, {**data, "_save": "Save"})
    assert again.status_code == 200 and "preview" in again.context
    assert house.patterns.get(key="all_triplets").value == 30


def test_edit_switches_a_pattern_off_and_changes_options_and_limit(organiser, house):
    def change(data):
        data.pop(pattern_prefix(data, "concealed_hand") + "-enabled", None)
        data["option__payoff_scheme"] = "uniform"
        data["limit"] = "500"

    assert edit(organiser, house, change).status_code == 302
    house.refresh_from_db()
    assert house.limit == 500 and house.revision == 2
    assert not house.patterns.get(key="concealed_hand").enabled
    assert {o.key: o.value for o in house.options.all()} == {"payoff_scheme": "uniform"}
    assert total("123m456p789s234m5p +5p") == (5, {"all_sequences": 1}, "zj-club r2")


def test_change_page_lists_every_option_with_help_and_default(organiser, house):
    page = organiser.get(reverse("admin:rules_ruleset_change", args=[house.pk])).content.decode()
    for key in ("limit_mode", "payoff_scheme", "same_round_immunity", "nine_gates_requires_9_way_wait"):
        assert f'name="option__{key}"' in page
    # A menu's default is named as the menu words it.
    assert "Default: “Formal payoff, the discarder paying more above the threshold”." in page


@pytest.mark.parametrize("field, value, message", [
    pytest.param("excludes", "all_triplets not_a_pattern", "Not patterns of Zung Jung: “not_a_pattern”.", id="excludes"),
    pytest.param("value", "-5", "A value cannot be negative.", id="negative"),
    pytest.param("example", "123m456p789s234m5p +5p 9x", "The example hand cannot be read", id="example"),
])
def test_bad_pattern_edit_is_refused_with_what_to_fix(organiser, house, field, value, message):
    response = edit(organiser, house, lambda data: data.__setitem__(pattern_prefix(data, "all_triplets") + f"-{field}", value))
    assert response.status_code == 200 and "preview" not in response.context
    assert message in response.content.decode()
    house.refresh_from_db()
    assert house.revision == 1 and house.patterns.get(key="all_triplets").value == 30


def test_bad_option_and_limit_edits_are_refused(organiser, house):
    response = edit(organiser, house, lambda data: data.update({"limit": "-1", "option__limit_mode": "sometimes"}))
    page = response.content.decode()
    assert response.status_code == 200
    assert "The limit must be a positive number up to 1,000,000,000, or empty for none." in page
    assert "Select a valid choice. sometimes is not one of the available choices." in page
    assert RuleSet.objects.get(pk=house.pk).limit == 320


# Each invented hand, a hand that has it, and a near miss with its Zung Jung score worked out by
# hand from the table (rules/engine/builtin/zung_jung.py, rule-sources/zung-jung-scoring-tables.md),
# which inventing the hand must not change:
#   234444666s666z8s: concealed 5 + mixed one-suit 40 + green dragon pung 10 + three concealed pungs 30 = 85
#   113355m2244p99s7p: seven pairs 30 (seven pairs is not a regular hand, so no concealed hand)
#   111p999p999s111m1z +1z: concealed 5 + all triplets 30 + four concealed pungs 125 + mixed greater terminals 100 = 260
#   555666z234m777p9p: concealed 5 + two dragon pungs 2 × 10 + three concealed pungs 30 = 55
CLUB_HANDS = [
    pytest.param({"key": "imperial_jade", "name": "Imperial Jade", "tiles": "23468s6z", "requires": ["no_chows"],
                  "example": "222444666s666z8s +8s"}, "222444666s666z8s +8s", "234444666s666z8s +8s",
                 (85, {"concealed_hand": 1, "mixed_one_suit": 1, "value_honor": 1, "three_concealed_triplets": 1}), id="imperial-jade"),
    pytest.param({"key": "two_suit_pairs", "name": "Seven pairs from two suits", "shape": "seven_pairs", "honours": "none",
                  "min_suits": "2", "max_suits": "2", "example": "11335599m22447p +7p"},
                 "11335599m22447p +7p", "113355m2244p99s7p +7p", (30, {"seven_pairs": 1}), id="seven-pairs-two-suits"),
    pytest.param({"key": "heads_and_tails", "name": "Heads and Tails", "numbers": ["1", "9"], "honours": "none",
                  "value": "1.5", "example": "111p999p999s111m1s +1s"},
                 "111p999p999s111m1s +1s", "111p999p999s111m1z +1z",
                 (260, {"concealed_hand": 1, "all_triplets": 1, "four_concealed_triplets": 1, "mixed_greater_terminals": 1}),
                 id="heads-and-tails"),
    pytest.param({"key": "three_great_scholars", "name": "Three Great Scholars", "requires": ["dragon_pungs"],
                  "example": "555666777z234m9p +9p"}, "555666777z234m9p +9p", "555666z234m777p9p +9p",
                 (55, {"concealed_hand": 1, "value_honor": 2, "three_concealed_triplets": 1}), id="three-great-scholars"),
    pytest.param({"key": "wriggling_snake", "name": "Wriggling Snake", "shape": "fixed", "fixed": "123456789a1234z",
                  "fourteenth_tile": "1a", "example": "123456789m1234z +1m"}, "123456789m1234z +1m", None, None, id="wriggling-snake"),
]


@pytest.mark.parametrize("blocks, has_it, lacks_it, lacks_score", CLUB_HANDS)
def test_invent_a_special_hand_in_the_admin(organiser, house, blocks, has_it, lacks_it, lacks_score):
    if lacks_it:
        assert total(lacks_it)[:2] == lacks_score
    response = edit(organiser, house, lambda data: invent(data, **blocks))
    assert response.status_code == 302, response.context and response.context["errors"]
    hand = house.patterns.get(key=blocks["key"])
    assert hand.invented and hand.unit == "limit"
    value = 320 * float(blocks.get("value", 1))
    assert total(has_it) == (value, {blocks["key"]: 1}, "zj-club r2")
    if lacks_it:
        assert total(lacks_it)[:2] == lacks_score
    page = organiser.get(reverse("rules:detail", args=["zj-club"])).content.decode()
    assert blocks["name"] in page


def test_an_invented_fixed_pattern_keeps_its_choice_of_the_14th_tile(organiser, house):
    snake = {"key": "wriggling_snake", "name": "Wriggling Snake", "shape": "fixed", "fixed": "123456789a1234z",
             "fourteenth_tile": "1a"}
    assert edit(organiser, house, lambda data: invent(data, **snake)).status_code == 302
    assert house.patterns.get(key="wriggling_snake").definition["extra"] == "1a"
    assert total("123456789m1234z +1m")[:2] == (320, {"wriggling_snake": 1})
    assert "wriggling_snake" not in total("123456789m1234z +5m")[1]  # a 14th tile the club did not allow
    data = form_data(organiser.get(reverse("admin:rules_ruleset_change", args=[house.pk])))
    assert data["invented-0-fourteenth_tile"] == "1a"  # shown again for the next edit


def test_inventing_shows_the_new_hand_in_the_preview(organiser, house):
    preview = edit(organiser, house, lambda data: invent(data, key="imperial_jade", name="Imperial Jade", tiles="23468s6z",
                                                        requires=["no_chows"], example="222444666s666z8s +8s"), confirm=False)
    changed = {row.key: (row.before, row.after) for row in preview.context["preview"]["changed"]}
    # Its example scored as plain Zung Jung before, and as the 320 limit after.
    assert changed == {"imperial_jade": (210, 320)}


@pytest.mark.parametrize("blocks, message", [
    pytest.param({"key": "snake", "name": "Snake", "shape": "fixed", "fixed": "123456789a"},
                 "A fixed tile pattern has 13 tiles (plus a choice of the 14th) or all 14; this one has 9.", id="fixed-size"),
    pytest.param({"key": "all_triplets", "name": "Clash", "tiles": "19m"},
                 "“all_triplets” is already a pattern of Zung Jung: choose another key for the invented hand.", id="key-clash"),
    pytest.param({"key": "pairs", "name": "Pairs", "shape": "seven_pairs", "requires": ["dragon_pungs"]},
                 "Seven pairs has no sets, so these requirements can never be met: A pung or kong of each dragon.", id="pairs-with-pungs"),
    pytest.param({"key": "jade", "name": "Jade", "limit_hand": None, "unit": "limit"},
                 "The value is a share of the limit: tick “limit hand”, or choose points.", id="limit-unticked"),
    # "limit hand" is ticked on a new invented hand: 50 points chosen read as 50 limits.
    pytest.param({"key": "jade", "name": "Jade", "value": "50", "unit": "points"},
                 "With “limit hand” ticked the value is a share of the limit (1 is the whole limit, 0.5 half): "
                 "untick “limit hand” to give 50 points, or choose the unit “share of the limit”.",
                 id="points-with-limit-hand-ticked"),
])
def test_bad_invented_hand_is_refused(organiser, house, blocks, message):
    response = edit(organiser, house, lambda data: invent(data, **blocks))
    assert response.status_code == 200 and "preview" not in response.context
    assert message in response.content.decode()
    assert not house.patterns.filter(definition__isnull=False).exists()


def test_points_with_limit_hand_ticked_is_told_which_box_to_untick_and_not_the_riddle(organiser, house):
    response = edit(organiser, house, lambda data: invent(data, key="jade", name="Jade", value="50", unit="points"))
    html = response.content.decode()
    assert "untick “limit hand” to give 50 points" in html
    assert "A share of the limit is a number such as 1" not in html  # the message that named no box


def test_limit_hand_needs_a_limit(organiser, house):
    def change(data):
        data["limit"] = ""
        invent(data, key="jade", name="Jade", tiles="23468s6z")

    response = edit(organiser, house, change)
    assert "1 limit hand (Jade) is valued as a share of the limit: keep a limit, or give it points first." in response.content.decode()


def test_a_pattern_valued_in_doubles_is_refused_in_an_additive_rule_set(organiser, house):
    def change(data):
        prefix = pattern_prefix(data, "all_sequences")
        data[prefix + "-unit"], data[prefix + "-value"] = "doubles", "2"

    response = edit(organiser, house, change)
    assert "“All Sequences” is valued in doubles, but this rule set adds up points and doubles nothing" in response.content.decode()
    assert house.patterns.get(key="all_sequences").unit == "points"


def test_history_shows_who_changed_what_and_restores(organiser, house):
    edit(organiser, house, lambda data: data.__setitem__(pattern_prefix(data, "all_triplets") + "-value", "45"))
    edit(organiser, house, lambda data: invent(data, key="imperial_jade", name="Imperial Jade", tiles="23468s6z", requires=["no_chows"]))
    assert total(TRIPLETS)[0] == 45 and total("222444666s666z8s +8s")[0] == 320

    page = organiser.get(reverse("admin:rules_ruleset_history", args=[house.pk]))
    text = page.content.decode()
    assert "Pattern “All Triplets”: value 30 → 45" in text
    assert "Pattern “Imperial Jade”: added, 1 × the limit" in text
    assert "organiser" in text
    versions = page.context["versions"]
    assert [v["record"].revision for v in versions] == [3, 2, 1]

    first = versions[-1]["record"]
    url = reverse("admin:rules_ruleset_restore", args=[house.pk, first.history_id])
    check = organiser.get(url)
    assert "all_triplets" in {row.key for row in check.context["preview"]["changed"]}
    assert organiser.post(url).status_code == 302
    house.refresh_from_db()
    assert house.revision == 4
    assert total(TRIPLETS) == (30, {"all_triplets": 1}, "zj-club r4")
    assert not house.patterns.filter(key="imperial_jade").exists()
    assert house.patterns.count() == 48
    # The restore is itself a version, so it can be undone.
    second = [v["record"] for v in organiser.get(reverse("admin:rules_ruleset_history", args=[house.pk])).context["versions"] if v["record"].revision == 3][0]
    organiser.post(reverse("admin:rules_ruleset_restore", args=[house.pk, second.history_id]))
    assert total("222444666s666z8s +8s") == (320, {"imperial_jade": 1}, "zj-club r5")


def test_only_staff_can_open_the_admin(client):
    zung_jung()
    assert client.get(reverse("admin:rules_ruleset_changelist")).status_code == 302


def test_rules_page_says_values_as_the_score_lines_do(house):
    """The rules page words a value in its unit the way a score line does (one filter for both)."""
    for key, value, unit in (("all_triplets", 0.5, "limit"), ("three_similar_sequences", 0.25, "limit"),
                             ("concealed_hand", 1, "doubles"), ("no_terminals", 3, "doubles"), ("nine_gates", 1, "limit")):
        house.patterns.filter(key=key).update(value=value, unit=unit)
    house.patterns.filter(key="seven_pairs").update(enabled=False)
    page = Client().get(reverse("rules:detail", args=["zj-club"])).content.decode()

    def shown(key):
        section = page[page.index(f'data-key="{key}"'):]
        return section[section.index('<span class="value"'):section.index("</span></h3>")].split(">", 1)[1]

    assert shown("all_triplets") == "half limit"
    assert shown("three_similar_sequences") == "25% of the limit"
    assert shown("concealed_hand") == "1 double"
    assert shown("no_terminals") == "3 doubles"
    assert shown("nine_gates") == "limit"
    assert shown("mixed_one_suit") == "40 points"
    assert shown("seven_pairs") == "does not count"


# A pattern's value under an option setting is a field of its row: Zung Jung's All Triplets is
# 30 (v3.3) and 40 under values_profile = wsom (the WSOM rules), as the published rule set says.

def test_a_derived_rule_set_keeps_the_values_under_options(organiser, house):
    assert house.patterns.get(key="all_triplets").option_values == {"values_profile=wsom": 40}
    assert edit(organiser, house, lambda data: data.update({"option__values_profile": "wsom"})).status_code == 302
    assert total(TRIPLETS) == (40, {"all_triplets": 1}, "zj-club r2")


def test_editing_a_value_under_an_option_takes_effect_on_the_next_score(organiser, house):
    def change(data):
        data[pattern_prefix(data, "all_triplets") + "-option_values"] = '{"values_profile=wsom": 45}'
        data["option__values_profile"] = "wsom"

    assert edit(organiser, house, change).status_code == 302
    assert total(TRIPLETS) == (45, {"all_triplets": 1}, "zj-club r2")
    assert edit(organiser, house, lambda data: data.update({"option__values_profile": "v3.3"})).status_code == 302
    assert total(TRIPLETS) == (30, {"all_triplets": 1}, "zj-club r3")


def test_a_setting_is_stored_as_the_engine_compares_it(organiser, house):
    # "yes" for a yes-or-no option is stored as "true", the way the engine writes a setting.
    change = lambda data: data.__setitem__(pattern_prefix(data, "chicken_hand") + "-option_values",
                                           '{"seven_pairs_identical_pairs=yes": 2}')
    assert edit(organiser, house, change).status_code == 302
    assert house.patterns.get(key="chicken_hand").option_values == {"seven_pairs_identical_pairs=true": 2}


@pytest.mark.parametrize("given, message", [
    pytest.param('{"values_profile": 40}', "“values_profile”: write the option and its setting joined by =", id="no-equals"),
    pytest.param('{"no_such=1": 40}', "“no_such=1”: “no_such” is not an option of this rule system", id="unknown-option"),
    pytest.param('{"values_profile=v4": 40}', "“values_profile=v4”:", id="unknown-setting"),
    pytest.param('{"values_profile=wsom": "forty"}', "the value must be a number, not &#x27;forty&#x27;", id="text-value"),
    pytest.param('{"values_profile=wsom": -1}', "“values_profile=wsom”: A value cannot be negative.", id="negative"),
    pytest.param('[40]', "Give an object of option settings and values", id="list"),
    pytest.param('{"values_profile=wsom": 40', "Enter a valid JSON.", id="not-json"),
])
def test_bad_value_under_an_option_is_refused_with_what_to_fix(organiser, house, given, message):
    response = edit(organiser, house, lambda data: data.__setitem__(pattern_prefix(data, "all_triplets") + "-option_values", given))
    assert response.status_code == 200 and "preview" not in response.context
    assert message in response.content.decode()
    house.refresh_from_db()
    assert house.revision == 1 and house.patterns.get(key="all_triplets").option_values == {"values_profile=wsom": 40}


def test_a_save_records_only_the_pattern_rows_that_changed(organiser, house):
    # Patterns with no value under an option show an empty box; posting it back unchanged must
    # not count as a change (or every row would be saved and fill the history).
    before = PatternRule.history.filter(rule_set_id=house.pk).count()
    change = lambda data: data.__setitem__(pattern_prefix(data, "all_triplets") + "-value", "45")
    assert edit(organiser, house, change).status_code == 302
    assert PatternRule.history.filter(rule_set_id=house.pk).count() == before + 1
    assert house.patterns.get(key="chicken_hand").option_values == {}


@pytest.mark.parametrize("unit, value, problem", [
    pytest.param("doubles", 1.5, "Doubles are whole numbers (1 doubles the score once).", id="doubles-whole"),
    pytest.param("limit", 20, "A share of the limit is a number such as 1 (the limit) or 0.5 (half).", id="limit-share"),
    pytest.param("doubles", 21, "A value is a number up to 20 doubles (not NaN or infinity).", id="doubles-too-many"),
    pytest.param("points", float("nan"), "A value is a number up to 100,000 points (not NaN or infinity).", id="nan"),
    pytest.param("points", float("inf"), "A value is a number up to 100,000 points (not NaN or infinity).", id="infinity"),
    pytest.param("doubles", 2, "", id="doubles-fine"),
])
def test_a_value_under_an_option_follows_the_rules_of_its_unit(unit, value, problem):
    from rules.engine.systems import SYSTEMS
    from rules.models import read_option_values

    found, problems = read_option_values({"loose_tile_double=on": value}, SYSTEMS["british"], unit)
    if problem:
        assert (found, problems) == ({}, [f"“loose_tile_double=on”: {problem}"])
    else:
        assert (found, problems) == ({"loose_tile_double=true": value}, [])


def test_a_published_rule_sets_options_are_read_once_for_its_page(organiser, django_assert_max_num_queries):
    from rules.builtin import load_builtin_rule_sets

    load_builtin_rule_sets(slugs=["british"])
    british = RuleSet.objects.get(slug="british")
    url = reverse("admin:rules_ruleset_change", args=[british.pk])
    organiser.get(url)  # the session and the like, read once
    with django_assert_max_num_queries(10):  # 24 options: a query for each would be 30 here
        page = organiser.get(url)
    assert page.status_code == 200 and "East factor" in page.content.decode()
