"""Two rule sets never share a name, nor a short name in other capitals (audit of the organiser's
admin, finding 4: deriving from MCR twice listed two “Chinese Official (MCR) (house rules)” in the
picker, and `MCR` beside `mcr` was accepted, though a hand's rules=MCR is read as mcr)."""

import pytest
from django.urls import reverse

from rules.builtin import load_builtin_rule_sets
from rules.exchange import ImportProblem, export_rule_set, import_rule_set
from rules.models import RuleSet
from tests.factories import score_in
from tests.web.admin_forms import edit

pytestmark = pytest.mark.django_db

NINE_TILE_STRAIGHT = "123m456m789m234p5p +5p"  # Zung Jung: nine-tile straight 40 + all sequences 5 + concealed hand 5


def derive_page(client, slug="mcr"):
    load_builtin_rule_sets(slugs=[slug])
    return reverse("admin:rules_ruleset_derive", args=[RuleSet.objects.get(slug=slug).pk])


def offered(client, url) -> dict:
    form = client.get(url).context["form"]
    return {name: form[name].value() for name in ("name", "slug")}


def test_deriving_twice_offers_a_free_name_as_it_offers_a_free_slug(organiser):
    url = derive_page(organiser)
    first = offered(organiser, url)
    assert first == {"name": "Chinese Official (MCR) (house rules)", "slug": "mcr-house"}
    assert organiser.post(url, first).status_code == 302
    second = offered(organiser, url)
    assert second == {"name": "Chinese Official (MCR) (house rules 2)", "slug": "mcr-house-2"}
    assert organiser.post(url, second).status_code == 302
    names = list(RuleSet.objects.filter(based_on__slug="mcr").values_list("name", flat=True))
    assert sorted(names) == ["Chinese Official (MCR) (house rules 2)", "Chinese Official (MCR) (house rules)"]


def test_deriving_under_a_name_taken_in_other_capitals_is_refused_on_the_field(organiser):
    url = derive_page(organiser)
    refused = organiser.post(url, {"name": "chinese official (mcr)", "slug": "dragons"})
    assert refused.status_code == 200
    assert refused.context["form"].errors == {"name": [
        "“Chinese Official (MCR)” (mcr) already has this name: the rule-set picker would list two of them. Choose another name."]}
    assert not RuleSet.objects.filter(slug="dragons").exists()


def test_deriving_under_a_slug_taken_in_other_capitals_is_refused_on_the_field(organiser):
    refused = organiser.post(derive_page(organiser), {"name": "Dragons", "slug": "MCR"})
    assert refused.context["form"].errors == {"slug": [
        "A rule set “mcr” already exists (in other capitals, which the calculator does not tell apart: rules=MCR finds "
        "mcr): choose another short name."]}
    assert RuleSet.objects.filter(slug__iexact="mcr").count() == 1


def test_renaming_house_rules_to_a_taken_name_is_refused(organiser, house):
    refused = edit(organiser, house, lambda data: data.update({"name": "ZUNG JUNG (official v3.3)"}))
    assert "preview" not in refused.context
    assert refused.context["adminform"].form.errors["name"] == [
        "“Zung Jung (official v3.3)” (zung-jung) already has this name: the rule-set picker would list two of them. "
        "Choose another name."]
    house.refresh_from_db()
    assert house.name == "Zung Jung (our club)"


def test_a_slug_differing_only_in_capitals_is_refused_in_the_change_form(organiser, house):
    refused = edit(organiser, house, lambda data: data.update({"slug": "Zung-Jung"}))
    assert refused.context["adminform"].form.errors["slug"][0].startswith(
        "A rule set “zung-jung” already exists (in other capitals")
    # The club's rule set keeps its short name, and rules=zung-jung still means the published one.
    assert score_in(NINE_TILE_STRAIGHT, "zj-club").version == "zj-club r1"
    assert score_in(NINE_TILE_STRAIGHT, "Zung-Jung").version == "zung-jung r1"


def test_capitals_in_a_free_slug_are_still_accepted(organiser, house):
    """A slug with capitals is kept (the calculator finds Club-ZJ from rules=club-zj where it is the only one)."""
    edit(organiser, house, lambda data: data.update({"slug": "Club-ZJ"}))
    assert score_in(NINE_TILE_STRAIGHT, "Club-ZJ").version == "Club-ZJ r2"


def test_an_import_under_a_taken_name_or_a_slug_in_other_capitals_is_refused(house):
    data = export_rule_set(house)
    before = RuleSet.objects.count()
    with pytest.raises(ImportProblem) as refused:
        import_rule_set(data, slug="ZJ-CLUB")
    assert refused.value.problems == [
        "rule set: name: “Zung Jung (our club)” (zj-club) already has this name: the rule-set picker would list two of them. "
        "Choose another name.",
        "rule set: slug: A rule set “zj-club” already exists (in other capitals, which the calculator does not tell "
        "apart: rules=MCR finds mcr): choose another short name.",
    ]
    assert RuleSet.objects.count() == before
    assert import_rule_set(data, slug="zj-club-2", name="Zung Jung (second club)").rule_set.slug == "zj-club-2"


def test_replacing_a_rule_set_by_import_keeps_its_own_name(house):
    data = export_rule_set(house)
    assert import_rule_set(data, replace=True).rule_set.pk == house.pk
