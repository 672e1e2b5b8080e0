"""A rule-set file that gives British or classical rules the additive scheme: their scheme is fixed
(points × doubles, their own total), so the file is refused, with one problem saying so. It was
refused once for every pattern valued in doubles: 18 near-identical problems for British, 15 for
classical, none naming the scheme."""

import json

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.management import CommandError, call_command
from django.urls import reverse

from rules.builtin import load_builtin_rule_sets
from rules.exchange import ImportProblem, export_rule_set, import_rule_set
from rules.models import RuleSet

pytestmark = pytest.mark.django_db


def scheme_is_fixed(system: str) -> str:
    return (f"rule set: scheme: The scheme of {system} is fixed: “Points × doubles” (\"doubling\"), every hand scored as "
            "points × doubles, capped at the limit, so there is no other to choose. The file gives \"additive\": write "
            "\"scheme\": \"doubling\", or leave the scheme out.")


RULE_SETS = [pytest.param("british", "British (BMJA)", id="british"),
             pytest.param("chinese-classical", "Classical Chinese", id="classical")]


def club_file(slug: str, **changes) -> dict:
    """The published rule set `slug` as a file of house rules, with `changes` to its fields."""
    load_builtin_rule_sets(slugs=[slug])
    data = export_rule_set(RuleSet.objects.get(slug=slug))
    data.update({"slug": "club", "name": "Our club", **changes})
    return data


@pytest.mark.parametrize("slug, system", RULE_SETS)
def test_an_additive_scheme_is_refused_once_by_the_import(slug, system):
    with pytest.raises(ImportProblem) as error:
        import_rule_set(club_file(slug, scheme="additive"))
    assert error.value.problems == [scheme_is_fixed(system)]
    assert not RuleSet.objects.filter(slug="club").exists()


@pytest.mark.parametrize("slug, system", RULE_SETS)
def test_an_additive_scheme_is_refused_once_on_the_admins_import_page(organiser, slug, system):
    upload = SimpleUploadedFile("club.json", json.dumps(club_file(slug, scheme="additive")).encode(),
                                content_type="application/json")
    response = organiser.post(reverse("admin:rules_ruleset_import"), {"file": upload})
    assert response.status_code == 400
    assert response.context["problems"] == [scheme_is_fixed(system)]
    page = response.content.decode()
    assert "valued in doubles" not in page
    assert not RuleSet.objects.filter(slug="club").exists()


@pytest.mark.parametrize("slug, system", RULE_SETS)
def test_an_additive_scheme_is_refused_once_by_import_ruleset(tmp_path, slug, system):
    path = tmp_path / "club.json"
    path.write_text(json.dumps(club_file(slug, scheme="additive")), encoding="utf-8")
    with pytest.raises(CommandError) as error:
        call_command("import_ruleset", str(path))
    assert str(error.value) == f"Nothing was imported. Fix these and try again:\n- {scheme_is_fixed(system)}"


def test_the_other_problems_of_the_file_are_still_listed():
    data = club_file("british", scheme="additive")
    data["patterns"][0]["value"] = -2
    with pytest.raises(ImportProblem) as error:
        import_rule_set(data)
    assert error.value.problems == [scheme_is_fixed("British (BMJA)"),
                                    f"pattern 1 ({data['patterns'][0]['key']}): value: A value cannot be negative."]


@pytest.mark.parametrize("slug, system", RULE_SETS)
def test_a_file_that_leaves_the_scheme_out_imports_with_the_fixed_one(slug, system):
    data = club_file(slug)
    del data["scheme"]
    rule_set, _ = import_rule_set(data)
    assert rule_set.scheme == "doubling"
