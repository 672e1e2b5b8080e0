"""Helpers for the admin tests: post a change form back as a browser would, find a pattern's
row in it and the errors on its boxes, edit through the preview step, and derive house rules in the admin."""

from django.urls import reverse

from rules.builtin import load_builtin_rule_sets
from rules.models import PatternRule, RuleSet


def posted_values(form) -> dict:
    """A form's fields (by name, without its prefix) as the browser would post them unchanged."""
    data = {}
    for name, field in form.fields.items():
        value = form[name].value()
        if isinstance(value, (list, tuple)):  # before the checkbox test: a set of checkboxes posts its values
            data[name] = [str(v) for v in value]
        elif isinstance(value, bool) or getattr(field.widget, "input_type", None) == "checkbox":
            if value:
                data[name] = "on"
        elif value is not None:
            data[name] = str(value)
    return data


def form_data(response) -> dict:
    """The change form as the browser would post it back unchanged."""
    form = response.context["adminform"].form
    data = {form.add_prefix(name): value for name, value in posted_values(form).items()}
    for inline in response.context["inline_admin_formsets"]:
        formset = inline.formset
        management = formset.management_form
        for name in management.fields:
            data[management.add_prefix(name)] = management[name].value()
        for sub in formset.forms:
            data.update({sub.add_prefix(name): value for name, value in posted_values(sub).items()})
    return data


def pattern_prefix(data: dict, key: str, slug: str = "zj-club") -> str:
    """The form prefix (patterns-N) of a system pattern of rule set `slug`, found by its id."""
    pattern_id = str(PatternRule.objects.get(rule_set__slug=slug, key=key).pk)
    for name, value in data.items():
        if name.startswith("patterns-") and name.endswith("-id") and value == pattern_id:
            return name.removesuffix("-id")
    raise KeyError(key)


def field_errors(response, key: str, field: str) -> list[str]:
    """The errors shown on box `field` (excludes, value, ...) of pattern `key`'s row of a refused form."""
    for inline in response.context["inline_admin_formsets"]:
        for form in inline.formset.forms:
            if form.instance.key == key:
                return list(form.errors.get(field, []))
    raise KeyError(key)


def edit(client, rule_set, change, confirm=True):
    """Open the change form, apply `change(data)`, save; with `confirm`, confirm the preview."""
    url = reverse("admin:rules_ruleset_change", args=[rule_set.pk])
    data = form_data(client.get(url))
    change(data)
    data["_save"] = "Save"
    preview = client.post(url, data)
    if not confirm or preview.status_code != 200 or "preview" not in preview.context:
        return preview
    data["_confirm"] = preview.context["confirm_signature"]
    return client.post(url, data)


def invent(data, n=None, **fields):
    """Add an invented hand to zj-club's posted form (the blank form's defaults, then `fields`)."""
    n = int(data["invented-TOTAL_FORMS"]) if n is None else n
    data["invented-TOTAL_FORMS"] = str(n + 1)
    base = {"key": "", "name": "", "value": "1", "unit": "limit", "limit_hand": "on", "enabled": "on",
            "shape": "standard", "honours": "any", "min_suits": "0", "max_suits": "3"}
    for name, value in {**base, **fields}.items():
        if value is not None:
            data[f"invented-{n}-{name}"] = value
    data[f"invented-{n}-rule_set"] = str(RuleSet.objects.get(slug="zj-club").pk)


def derive(client, slug, name, new_slug):
    load_builtin_rule_sets(slugs=[slug])
    source = RuleSet.objects.get(slug=slug)
    response = client.post(reverse("admin:rules_ruleset_derive", args=[source.pk]), {"name": name, "slug": new_slug})
    assert response.status_code == 302
    return RuleSet.objects.get(slug=new_slug)
