"""Rule-set files that are not what Export makes (audit s5 admin, findings 7 and 8), through the
admin's Import page and `manage.py import_ruleset`: deeply nested JSON and a file that is not
UTF-8 are refused with a message, never a server error or a traceback; a file lacking some of
its system's patterns is imported with them filled in from the published rule set, and says so."""

import io
import json

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.management import CommandError, call_command
from django.urls import reverse

from rules.exchange import export_rule_set
from rules.models import PatternRule, RuleSet
from tests.factories import score_in, zung_jung

pytestmark = pytest.mark.django_db

PURE_ONE_SUIT = "123p345p567p789p5p +5p"  # Zung Jung: pure one-suit 80 + all sequences 5 + concealed hand 5
# Zung Jung: concealed hand 5 + value honor 3 × 10 + big three dragons 130 + three concealed
# triplets 30 + mixed lesser terminals 40 (every set and the pair hold a terminal or an honour) = 235.
BIG_THREE_DRAGONS = "555666777z123m9p +9p"
NOT_UTF8 = b"\x89PNG\r\n\x1a\n\x00\x00\xff\xfe"


def counts():
    return RuleSet.objects.count(), PatternRule.objects.count(), RuleSet.history.count()


def admin_import(client, content: bytes, **fields):
    upload = SimpleUploadedFile("rules.json", content, content_type="application/json")
    return client.post(reverse("admin:rules_ruleset_import"), {"file": upload, **fields})


def command_import(tmp_path, content: bytes, **options):
    path = tmp_path / "rules.json"
    path.write_bytes(content)
    out, err = io.StringIO(), io.StringIO()
    call_command("import_ruleset", str(path), stdout=out, stderr=err, **options)
    return out.getvalue(), err.getvalue()


def zung_jung_file(slug="new-club", keep=None) -> dict:
    data = export_rule_set(zung_jung())
    data["slug"], data["name"] = slug, "New club"
    if keep is not None:
        data["patterns"] = data["patterns"][:keep]
    return data


DEEP = [
    pytest.param(b"[" * 100_000 + b"]" * 100_000, id="100000-levels"),  # past what Python's decoder can read
    pytest.param(b"[" * 40 + b"]" * 40, id="40-levels"),  # readable, but no rule-set file nests so deep
]
TOO_DEEP = "The file nests arrays or objects more than 16 deep; a rule-set file needs no more than 5. It is not a file Export made."
NOT_UTF8_MESSAGE = ("The file is not UTF-8 text (byte 0x89 at position 0 cannot be read): a rule-set file is JSON saved as UTF-8, "
                    "as Export makes it.")


@pytest.mark.parametrize("content", DEEP)
def test_admin_import_refuses_deeply_nested_json(organiser, content):
    zung_jung()
    before = counts()
    response = admin_import(organiser, content)
    assert response.status_code == 400
    assert response.context["problems"] == [TOO_DEEP]
    assert counts() == before


@pytest.mark.parametrize("content", DEEP)
def test_import_command_refuses_deeply_nested_json(tmp_path, content):
    zung_jung()
    with pytest.raises(CommandError) as error:
        command_import(tmp_path, content)
    assert str(error.value) == f"Nothing was imported. Fix these and try again:\n- {TOO_DEEP}"


def test_a_real_file_nests_less_deep_than_the_bound():
    from rules.exchange import FILE_DEPTH
    from rules.scoring import nesting_depth

    zung_jung()
    club = RuleSet.objects.get(slug="zung-jung").derive("Club", "club")
    PatternRule.objects.create(rule_set=club, key="jade", name="Jade", value=1, unit="limit", order=1000,
                               definition={"shape": "standard", "tiles": "23468s6z", "requires": ["no_chows"]})
    assert nesting_depth(export_rule_set(club)) == 5 < FILE_DEPTH


def test_import_command_refuses_a_file_that_is_not_utf8(tmp_path):
    zung_jung()
    before = counts()
    with pytest.raises(CommandError) as error:
        command_import(tmp_path, NOT_UTF8)
    assert str(error.value) == f"Nothing was imported. Fix these and try again:\n- {NOT_UTF8_MESSAGE}"
    assert counts() == before


def test_admin_import_refuses_a_file_that_is_not_utf8(organiser):
    zung_jung()
    response = admin_import(organiser, NOT_UTF8)
    assert response.status_code == 400 and response.context["problems"] == [NOT_UTF8_MESSAGE]


@pytest.mark.parametrize("encode", [
    pytest.param(lambda text: text.encode("utf-8-sig"), id="utf8-with-bom"),
    pytest.param(lambda text: text.encode("utf-16"), id="utf16-with-bom"),
])
def test_import_command_reads_a_file_with_a_byte_order_mark(tmp_path, encode):
    out, err = command_import(tmp_path, encode(json.dumps(zung_jung_file(), ensure_ascii=False)))
    assert out == "Imported New club as new-club r1 (48 patterns).\n" and err == ""


MISSING = "The file lacks 43 of the 48 patterns of Zung Jung (official v3.3); the import adds them with its published values: "


def test_a_file_lacking_patterns_is_filled_from_the_published_rule_set_and_says_so(tmp_path):
    cut = zung_jung_file(keep=5)
    assert [p["key"] for p in cut["patterns"]] == ["chicken_hand", "all_sequences", "concealed_hand", "no_terminals", "mixed_one_suit"]
    cut["patterns"][1]["value"] = 7  # the file's own values are kept: all sequences 7, so 80 + 7 + 5
    out, err = command_import(tmp_path, json.dumps(cut).encode())
    assert out == "Imported New club as new-club r1 (48 patterns).\n"
    assert err.startswith("Warning: " + MISSING + "Pure One-Suit (pure_one_suit), Nine Gates (nine_gates), ")
    assert "Big Three Dragons (big_three_dragons)" in err
    assert err.endswith("Switch off any your club does not play (“counts” in the admin).\n")
    assert score_in(PURE_ONE_SUIT, "new-club")[:2] == (92, {"pure_one_suit": 1, "all_sequences": 1, "concealed_hand": 1})
    assert score_in(BIG_THREE_DRAGONS, "new-club")[:2] == (235, {
        "concealed_hand": 1, "value_honor": 3, "big_three_dragons": 1, "three_concealed_triplets": 1, "mixed_lesser_terminals": 1})
    filled = RuleSet.objects.get(slug="new-club").patterns.get(key="all_triplets")
    assert (filled.value, filled.option_values) == (30, {"values_profile=wsom": 40})


def test_a_replacing_import_lacking_patterns_keeps_the_rule_set_whole(tmp_path):
    zung_jung().derive("Club", "zj-club")
    command_import(tmp_path, json.dumps(zung_jung_file("zj-club", keep=5)).encode(), replace=True)
    assert RuleSet.objects.get(slug="zj-club").patterns.count() == 48
    assert score_in(PURE_ONE_SUIT, "zj-club")[:2] == (90, {"pure_one_suit": 1, "all_sequences": 1, "concealed_hand": 1})


def test_admin_import_lacking_patterns_warns(organiser):
    response = admin_import(organiser, json.dumps(zung_jung_file(keep=5)).encode())
    assert response.status_code == 302
    page = organiser.get(response["Location"]).content.decode()
    assert MISSING in page and 'class="warning"' in page
    assert RuleSet.objects.get(slug="new-club").patterns.count() == 48


def test_a_whole_file_imports_without_a_warning(tmp_path):
    out, err = command_import(tmp_path, json.dumps(zung_jung_file()).encode())
    assert out == "Imported New club as new-club r1 (48 patterns).\n" and err == ""
