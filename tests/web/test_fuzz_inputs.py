"""Random and malformed input to every endpoint a user or a script posts to: whatever comes, the
answer is a page or a JSON answer with a message, never a server error (hypothesis generates
the input and, on a failure, shrinks it to the smallest one that fails)."""

from __future__ import annotations

import io
import json
import os

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.management import CommandError, call_command
from django.db import transaction
from django.urls import reverse
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from rules.exchange import ImportProblem, export_rule_set, import_rule_set
from rules.models import RuleSet
from rules.scoring import score_hand_data
from tests.web.admin_forms import form_data, invent

pytestmark = pytest.mark.django_db

NOTATION_CHARACTERS = "0123456789mpszf ESWNCFP()[]+#=_-:.,{}\"xyé𝟘\t"
notation = st.text(alphabet=NOTATION_CHARACTERS, max_size=40)
slugs = st.sampled_from(["mcr", "zung-jung", "zung-jung-extended", "british", "british-kajongg",
                         "chinese-classical", "no-such-rules", "", "MCR"])
scalars = st.one_of(st.none(), st.booleans(), st.integers(-10**20, 10**20), st.floats(allow_nan=False),
                    notation, st.text(max_size=8))
json_values = st.recursive(scalars, lambda inner: st.one_of(st.lists(inner, max_size=4),
                                                            st.dictionaries(st.text(max_size=6), inner, max_size=4)),
                           max_leaves=12)
HAND_FIELDS = ["rules", "concealed", "melds", "winning_tile", "bonus", "seat_wind", "round_wind", "winner",
               "discarder", "self_drawn", "last_of_kind", "last_tile_in_wall", "kong_replacement", "robbing_kong",
               "heavenly", "earthly", "original_call", "kong_on_kong", "fishing", "flags", "options"]
melds = st.lists(st.one_of(notation, st.fixed_dictionaries(
    {"tiles": st.one_of(notation, scalars)},
    optional={"kind": st.one_of(st.sampled_from(["chow", "pung", "kong", "Kong", "eye"]), scalars),
              "concealed": scalars})), max_size=5)
hand_values = {"rules": st.one_of(slugs, scalars), "melds": st.one_of(melds, json_values),
               "concealed": st.one_of(notation, scalars), "options": st.one_of(json_values,
               st.dictionaries(st.sampled_from(["book_values", "limit_mode", "max_chows", "seven_pairs_hands", "nope"]),
                               scalars, max_size=3))}
hands = st.fixed_dictionaries({}, optional={name: hand_values.get(name, st.one_of(notation, scalars, json_values))
                                            for name in HAND_FIELDS})
# The suite tries the same 150 examples a test every run (derandomize), so that a CI run does not
# fail on an input no run before it tried; FUZZ_EXAMPLES=2000 hunts longer, on new random input.
HUNT = os.environ.get("FUZZ_EXAMPLES")
FUZZ = settings(max_examples=int(HUNT or 150), derandomize=not HUNT, deadline=None, database=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
# A save of the whole admin form (50 pattern rows) takes about a second: fewer of them in the suite.
FUZZ_ADMIN_SAVES = settings(FUZZ, max_examples=int(HUNT or 30))


@FUZZ
@given(hand=hands)
def test_api_score_answers_any_hand_with_a_result_or_a_message(client, hand):
    response = client.post("/api/score", json.dumps(hand), content_type="application/json")
    assert response.status_code in (200, 400)
    answer = response.json()
    assert answer["valid"] is (response.status_code == 200)
    if not answer["valid"]:
        assert answer["errors"] and all(error["message"] for error in answer["errors"])


@FUZZ
@given(deal=st.fixed_dictionaries({}, optional={"rules": st.one_of(slugs, scalars),
                                                "scores": st.one_of(st.dictionaries(st.sampled_from("ESWNX"), scalars), json_values),
                                                "winner": st.one_of(st.sampled_from("ESWN"), scalars),
                                                "discarder": st.one_of(st.sampled_from("ESWN"), scalars),
                                                "east": scalars, "self_drawn": scalars}))
def test_api_settle_answers_any_deal_with_payments_or_a_message(client, deal):
    response = client.post("/api/settle", json.dumps(deal), content_type="application/json")
    assert response.status_code in (200, 400)
    answer = response.json()
    if response.status_code == 400:
        assert answer["errors"] and all(error["message"] for error in answer["errors"])


tap_fields = st.fixed_dictionaries({}, optional={
    "hand": notation, "hand_text": notation, "rules": slugs,
    "mode": st.sampled_from(["hand", "chow", "pung", "kong", "concealed_kong", "winning", "other"]),
    "add": st.one_of(st.sampled_from(["1m", "9p", "5s", "7z", "1f", "8f", "0m", "xx"]), st.text(max_size=3)),
    "win_on": st.one_of(st.sampled_from(["1m", "9p", "5s", "7z", "1f", "0m"]), st.text(max_size=3)),
    "tap": st.one_of(st.from_regex(r"\A[cmbw]\d{0,2}(:[0-9mpszf]{0,12})?\Z"), st.text(max_size=6)),
    "action": st.sampled_from(["paste", "clear", "rules", "situation", "", "other"]),
    "seat_wind": st.sampled_from("ESWNX"), "round_wind": st.sampled_from("ESWN"),
    "discarder": st.sampled_from(["", "E", "S", "W", "N"]),
    "flags": st.lists(st.sampled_from(["self_drawn", "last_of_kind", "kong_replacement", "robbing_kong",
                                       "heavenly", "earthly", "fishing", "bonus_replacement", "nope"]), max_size=4),
    "lost": st.sampled_from(["", "on", "1"]), "controls": st.sampled_from(["", "1"]),
})


@FUZZ
@given(data=tap_fields, htmx=st.booleans(), shown=st.one_of(st.none(), notation, st.sampled_from(["http://[abc", "/?hand=1m"])))
def test_tap_answers_any_post_with_the_page(client, data, htmx, shown):
    headers = {"HX-Request": "true"} if htmx else {}
    if htmx and shown is not None:
        headers["HX-Current-URL"] = shown  # the page the tap came from, as htmx sends it
    response = client.post("/tap", data, headers=headers)
    assert response.status_code in (200, 303)


@FUZZ
@given(data=st.fixed_dictionaries({}, optional={
    "rules": slugs, "hand": notation,
    "action": st.sampled_from(["settle", "new", "", "other"]),
    "use_seat": st.sampled_from(["E", "S", "W", "N", "X", ""]), "use_score": st.one_of(notation, st.text(max_size=5)),
    "use_won": st.sampled_from(["", "1"]),
    **{f"score_{seat}": st.one_of(notation, st.text(max_size=6)) for seat in "ESWN"},
    "winner": st.sampled_from(["E", "S", "W", "N", "", "Q"]), "discarder": st.sampled_from(["E", "S", "", "Q"]),
    "self_drawn": st.sampled_from(["", "on"]),
}), htmx=st.booleans())
def test_deal_answers_any_post_with_the_panel(client, data, htmx):
    headers = {"HX-Request": "true"} if htmx else {}
    response = client.post("/deal", data, headers=headers)
    assert response.status_code in (200, 303)
    response = client.get("/", {"rules": data.get("rules", "")})
    assert response.status_code == 200


@FUZZ
@given(hand=notation, rules=slugs, mode=st.text(max_size=8))
def test_page_answers_any_address(client, hand, rules, mode):
    assert client.get("/", {"hand": hand, "rules": rules, "mode": mode}).status_code == 200


# A pattern's values under options, as the admin and files write them ({"book_values=true": 6}).
option_value_maps = st.dictionaries(
    st.one_of(st.sampled_from(["book_values=true", "book_values=false", "values_profile=wsom", "values_profile=v3.3",
                               "limit_mode=alone", "max_chows=1", "book_values", "=", "=true"]), st.text(max_size=8)),
    st.one_of(scalars, st.lists(scalars, max_size=2)), max_size=3)
INVENTED_FIELDS = ["key", "name", "value", "unit", "shape", "honours", "min_suits", "max_suits", "fixed", "extra",
                   "tiles", "suits", "numbers", "requires", "limit_hand"]
RULE_SET_FILES = ["zung-jung", "mcr", "british", "chinese-classical", "zung-jung-extended"]
SAMPLE_HANDS = [
    {"concealed": "123m456m789m123p5p", "winning_tile": "5p"},
    {"concealed": "111z222z333z44z5s5s", "winning_tile": "4z", "self_drawn": True},
    {"concealed": "19m19p19s1234567z", "winning_tile": "1m", "bonus": "1f"},
    {"concealed": "2233445566778m", "winning_tile": "8m", "winner": True},
    {"concealed": "1112345678999m", "winner": False},
]


@FUZZ
@given(base=st.sampled_from(RULE_SET_FILES), where=st.sampled_from(["file", "pattern", "option"]),
       field=st.one_of(st.sampled_from(["name", "system", "scheme", "limit", "minimum", "notes", "based_on", "version",
                                        "patterns", "options", "max_chows", "limit_mode", "book_values",
                                        "seven_pairs_hands", "formal_threshold", "values_profile"]),
                       st.text(min_size=1, max_size=14)), pattern_field=st.sampled_from(
           ["key", "name", "chinese", "value", "unit", "enabled", "order", "family", "excludes", "option_values",
            "definition", "example", "description", "needs"]), value=st.one_of(json_values, option_value_maps),
       index=st.integers(0, 200))
def test_import_of_a_changed_file_is_a_rule_set_that_scores_or_a_list_of_problems(client, base, where, field, pattern_field,
                                                                                   value, index):
    """One field of an exported file set to anything: the import either makes a rule set that
    scores hands (a result or a message for each) or lists its problems and writes nothing."""
    data = export_rule_set(RuleSet.objects.get(slug=base))
    data["slug"], data["name"] = "fuzzed", "Fuzzed"
    if where == "file":
        data[field if field not in ("slug", "format", "format_version") else "notes"] = value
    elif where == "pattern":
        data["patterns"][index % len(data["patterns"])][pattern_field] = value
    else:
        data["options"][field] = value
    before = RuleSet.objects.count()
    try:
        imported = import_rule_set(data)
    except ImportProblem as problem:
        assert problem.problems and all(isinstance(text, str) and text for text in problem.problems)
        assert RuleSet.objects.count() == before
        return
    assert imported.rule_set.slug == "fuzzed"
    for hand in SAMPLE_HANDS:
        result = score_hand_data({**hand, "rules": "fuzzed"})
        assert result.valid or result.errors
        result.as_dict()
    # Its rules page, the calculator under it, and its file again.
    assert client.get("/rules/fuzzed/").status_code == 200
    assert client.get("/", {"rules": "fuzzed", "hand": "123m456m789m123p5p +5p"}).status_code == 200
    exported, kept = export_rule_set(imported.rule_set), (imported.rule_set.name, imported.rule_set.patterns.count())
    imported.rule_set.delete()  # first: two rule sets never share a name
    again = import_rule_set(exported, slug="fuzzed-again").rule_set
    assert (again.name, again.patterns.count()) == kept
    again.delete()


@FUZZ
@given(lines=st.lists(st.one_of(notation, notation.map(lambda text: text + " rules=mcr"),
                                hands.map(lambda hand: json.dumps(hand))), min_size=1, max_size=4),
       junk=st.binary(max_size=20))
def test_score_command_answers_every_line_with_a_result(tmp_path_factory, lines, junk):
    """Each line of a file is one JSON answer, however bad the line, and bad bytes are one bad line."""
    path = tmp_path_factory.mktemp("hands") / "hands.txt"
    content = "\n".join(line.replace("\n", " ").replace("\r", " ") for line in lines).encode() + b"\n" + junk
    path.write_bytes(content)
    out = io.StringIO()
    try:
        call_command("score", str(path), stdout=out)
    except CommandError as error:
        assert error.returncode == 1  # some line was not a hand; every line still has its answer
    # One answer a line, split on \n only: an answer may hold U+0085 or U+2028 (JSON allows them
    # in a string), which str.splitlines would split on.
    answers = [json.loads(line) for line in out.getvalue().split("\n") if line]
    assert all(answer["valid"] or answer["errors"] for answer in answers)
    # A line that opens JSON ("[" or "{" alone) reads the lines after it as that JSON: its answers
    # say the last line they stand for.
    answered = {number for answer in answers for number in range(answer["line"], answer.get("last_line", answer["line"]) + 1)}
    assert {number for number, line in enumerate(lines, start=1) if line.split("#")[0].strip()} <= answered



@FUZZ
@given(lines=st.lists(st.one_of(notation, notation.map(lambda text: text + " rules=mcr"), st.text(max_size=30),
                                hands.map(lambda hand: json.dumps(hand))), max_size=4),
       rules=slugs, action=st.sampled_from(["score", "csv", "", "nope"]))
# Found by a review: a meld with no tiles failed while its row's link to the calculator was written.
@example(lines=['{"rules": "mcr", "concealed": "123m456m789m5p", "melds": [{"kind": "pung"}], "winning_tile": "5p"}'],
         rules="mcr", action="score")
def test_batch_page_answers_any_paste_with_its_rows_or_a_message(client, lines, rules, action):
    """Whatever is pasted, under whatever rule set, the page answers with its table (or CSV), or says what is wrong."""
    response = client.post("/batch", {"hands": "\n".join(lines), "rules": rules, "action": action})
    assert response.status_code == 200
    body = response.content.decode("utf-8-sig")
    if response["Content-Type"].startswith("text/csv"):
        assert body.startswith("line,hand,rules,valid,")
    else:
        assert 'id="results-summary"' in body or 'class="message" role="alert"' in body

@FUZZ_ADMIN_SAVES
@given(draw=st.data())
def test_admin_save_of_any_edit_is_saved_or_shows_its_problems(house, organiser, draw):
    """An organiser's edit of a house rule set, a few fields set to anything (an invented hand's
    fields too): the admin saves it, previews it or shows the form's problems, never a server error."""
    with transaction.atomic():  # each example starts from the rule set as derived (so draws the same fields)
        admin_save(organiser, house, draw)
        transaction.set_rollback(True)


def admin_save(organiser, house, draw):
    url = reverse("admin:rules_ruleset_change", args=[house.pk])
    data = form_data(organiser.get(url))
    if draw.draw(st.booleans()):
        invent(data, **{name: draw.draw(st.one_of(notation, st.text(max_size=8)))
                        for name in draw.draw(st.sets(st.sampled_from(INVENTED_FIELDS), max_size=4))})
    for name in draw.draw(st.lists(st.sampled_from(sorted(data)), min_size=1, max_size=3)):
        data[name] = draw.draw(st.one_of(notation, st.text(max_size=12), st.sampled_from(["", "-1", "1e400", "nan", "{}", "[]"])))
    data["_save"] = "Save"
    response = organiser.post(url, data)
    assert response.status_code in (200, 302)
    if response.status_code == 200 and "preview" in response.context:
        data["_confirm"] = response.context["confirm_signature"]
        assert organiser.post(url, data).status_code in (200, 302)


@FUZZ
@given(content=st.one_of(st.binary(max_size=120), json_values.map(lambda value: json.dumps(value).encode()),
                         st.builds(lambda value: json.dumps({"format": "mahjong-rule-set", "format_version": value}).encode(),
                                   scalars)))
def test_any_uploaded_bytes_are_a_rule_set_file_or_a_problem(organiser, content):
    response = organiser.post(reverse("admin:rules_ruleset_import"),
                              {"file": SimpleUploadedFile("rules.json", content, content_type="application/json")})
    # Imported; or the import page, listing the file's problems (400) or the form's (an empty file).
    assert response.status_code in (200, 302, 400)
    if response.status_code != 302:
        assert response.context["problems"] or response.context["form"].errors


@FUZZ
@given(name=st.text(max_size=120), slug=st.one_of(st.text(max_size=60), st.from_regex(r"\A[a-z0-9-]{1,60}\Z")),
       source=st.sampled_from(RULE_SET_FILES))
@example(name="çö\\", slug="\x0bq", source="chinese-classical")  # found by a longer run: a slug that the form trims
def test_deriving_house_rules_under_any_name_makes_them_or_says_why_not(organiser, name, slug, source):
    url = reverse("admin:rules_ruleset_derive", args=[RuleSet.objects.get(slug=source).pk])
    response = organiser.post(url, {"name": name, "slug": slug})
    assert response.status_code in (200, 302)
    if response.status_code == 302:
        RuleSet.objects.get(slug=slug.strip()).delete()  # the form trims a slug as it trims every text field
