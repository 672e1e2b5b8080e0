"""The organiser's side: derive house rules, edit them with a preview of what changes, invent
special hands, keep and restore history, share rule sets as files.

Saving a change is two steps. The first Save checks the edit, scores every example hand under
the rule set as it is and as it would be, shows the differences and saves nothing; "Confirm and
save" then commits exactly what was previewed. A preview before the commit is the safest for
an organiser: a mistaken value never reaches a table mid-game, and there is nothing to undo.
"""

from __future__ import annotations

import hashlib
import json
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import timedelta
from functools import cached_property

from django import forms
from django.conf import settings
from django.contrib import admin, messages
from django.contrib.admin import helpers
from django.contrib.admin.actions import delete_selected
from django.contrib.admin.utils import unquote
from django.core import signing
from django.core.exceptions import FieldDoesNotExist, PermissionDenied, ValidationError
from django.db import models, transaction
from django.forms import BoundField
from django.forms.models import BaseInlineFormSet
from django.http import Http404, HttpResponse, HttpResponseRedirect
from django.shortcuts import get_object_or_404
from django.template.response import TemplateResponse
from django.urls import path, reverse
from django.utils.html import format_html, format_html_join
from django.utils.text import capfirst, slugify
from simple_history.models import HistoricalRecords

from .builtin import load_builtin_rule_sets
from .engine import custom
from .engine.options import check_option, choice_text, describe_options
from .engine.schemes import number
from .engine.systems import SYSTEMS
from .exchange import ImportProblem, check_import, export_json, read_json, write_import
from .models import (
    PatternRule,
    PatternUnit,
    RuleOption,
    RuleSet,
    Scheme,
    closest_pattern,
    fixed_scheme,
    name_taken,
    read_exclusions,
    slug_taken,
)
from .views import example_changes, option_text, tiles_html, value_text


@contextmanager
def recording(request):
    """History rows made inside name the signed-in user (what simple-history's middleware does)."""
    HistoricalRecords.context.request = request
    try:
        yield
    finally:
        del HistoricalRecords.context.request


# Patterns of the rule system -------------------------------------------------------------

class NumberField(forms.FloatField):
    """A number box that shows a whole number as one (5, not 5.0); 0.5 stays 0.5."""

    def prepare_value(self, value):
        return number(value) if isinstance(value, float) else value


class WholeNumbers:
    """Admin mixin: the boxes of a model's float fields (value, minimum, limit) show whole numbers
    without “.0”, and its read-only pages show them the same way."""

    def formfield_for_dbfield(self, db_field, request, **kwargs):
        if isinstance(db_field, models.FloatField):
            kwargs.setdefault("form_class", NumberField)
        return super().formfield_for_dbfield(db_field, request, **kwargs)


def shown_number(value):
    """A stored number for a read-only page or the list (None: the admin's empty mark)."""
    return number(value) if isinstance(value, (int, float)) else value


class OptionValuesField(forms.JSONField):
    """A pattern's values under options, as JSON in one short box: empty when there are none
    (most patterns), rather than a column of {}."""

    widget = forms.TextInput(attrs={"size": 16, "placeholder": "none"})

    def prepare_value(self, value):
        return "" if value in ({}, None) else super().prepare_value(value)

    def to_python(self, value):
        found = super().to_python(value)
        return {} if found is None else found


def pattern_column_help_id(name: str) -> str:
    """The id of a pattern-table column's help text, one element for all its rows (the change form
    writes them, from pattern_column_help)."""
    return f"pattern-column-{name}-help"


class PatternCell(BoundField):
    """A box of the pattern table, described by its column's help text. Django describes it by
    "<its id>_helptext", an element only a stacked form writes: the table shows the help once, in
    its column's header, so 80 rows pointed at ids that did not exist."""

    @property
    def aria_describedby(self):
        ids = [pattern_column_help_id(self.name)] if self.help_text else []
        if self.errors:
            ids.append(f"{self.auto_id}_error")
        return " ".join(ids)


EXCLUDES_HELP = ("Patterns not counted when this one is: their names or keys, in any capitals, separated by spaces or "
                 "commas, e.g. “No Honors, All Chows” or “no_honors all_chows”.")


def pattern_names(rule_set: RuleSet | None, posted: dict[str, str] | None = None) -> dict[str, str] | None:
    """Key -> name of every pattern an exclusions field may name: the system's, named as the rule
    set's rows are saved (kept on the rule set for the other rows of the same form), then as typed
    in the form (`posted`: a pattern renamed, an invented hand added in the same save). None for a
    rule set of no known rule system: there are no patterns to read the field against."""
    system = SYSTEMS.get(rule_set.system) if rule_set is not None and isinstance(rule_set.system, str) else None
    if system is None:
        return None
    saved = getattr(rule_set, "_pattern_names", None)
    if saved is None:
        saved = dict(rule_set.patterns.values_list("key", "name")) if rule_set.pk else {}
        rule_set._pattern_names = saved
    return {**{key: key for key in system.patterns.keys()}, **saved, **(posted or {})}


class ExclusionsByName:
    """A pattern form whose exclusions may be typed as the patterns' names, shown on the page, as
    well as their keys, in any capitals (“No Honors”, “NO_HONORS”): stored as the keys. An entry
    that names no pattern is refused with the closest one. They were refused unless typed as keys
    in small letters, and a name was read word by word (“Not patterns of …: No, Honors”)."""

    def clean_excludes(self):
        text = self.cleaned_data.get("excludes") or ""
        try:
            rule_set = self.instance.rule_set
        except RuleSet.DoesNotExist:
            return text
        posted = {key: name for key, (name, _) in (getattr(self.instance, "rule_set_rows", None) or {}).items() if name}
        names = pattern_names(rule_set, posted)
        if names is None:
            return text
        keys, unknown, ambiguous = read_exclusions(text, names)
        problems = [unknown_exclusions(rule_set.get_system_display(), unknown, names)] if unknown else []
        # A name two patterns share (house rules renamed one as another) is not guessed at.
        problems += [f"“{entry}” names {shared_by(meant)}: write the key." for entry, meant in ambiguous]
        if problems:
            raise ValidationError(problems)
        return " ".join(keys)


def shared_by(keys: list[str]) -> str:
    """“both a and b”, or “a, b and c”."""
    return f"both {keys[0]} and {keys[1]}" if len(keys) == 2 else f"{', '.join(keys[:-1])} and {keys[-1]}"


def unknown_exclusions(system_name: str, unknown: list[str], names: dict[str, str]) -> str:
    """Why exclusions naming no pattern are refused, with the pattern each most likely meant."""
    entries = []
    for entry in unknown:
        meant = closest_pattern(entry, names)
        entries.append(f"“{entry}”" + (f" (did you mean {meant}?)" if meant else ""))
    return (f"Not patterns of {system_name}: {', '.join(entries)}. Write the patterns' names or keys, separated by "
            "spaces or commas.")


class PatternRowForm(ExclusionsByName, forms.ModelForm):
    """A row of the pattern table. A row whose pattern is not among the rule set's (its rows were
    replaced by an import or a restore after the page was opened, or the post was altered) is not checked as
    a new pattern, whose missing key the table cannot show: its formset refuses it (below).

    Each box is named for a screen reader by its column and its pattern ("Value of Pure Double
    Chow"): the table's column header is not a label, and 80 boxes called "Value" cannot be told apart."""

    bound_field_class = PatternCell

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        pattern = self.pattern_called()
        for field in self.fields.values():
            if not field.widget.is_hidden:
                field.widget.attrs["aria-label"] = f"{capfirst(str(field.label))} of {pattern}"

    def pattern_called(self) -> str:
        """The row's pattern as the organiser knows it (as saved, not as typed), else "new pattern 3"."""
        if self.instance.name:
            return self.instance.name
        index = (self.prefix or "").rsplit("-", 1)[-1]
        return f"new pattern {int(index) + 1}" if index.isdigit() else "new pattern"

    def _post_clean(self):
        if self.instance._state.adding:
            self._errors.pop("id", None)  # Django's "Select a valid choice", said better by the formset
            return
        super()._post_clean()


class PostedRows:
    """The pattern rows of one posted change form, in both of its tables (the system's patterns
    and the invented hands), as typed: key -> (name, excluded keys). A row's exclusions are checked
    against the others as they will be saved (PatternRule.clean: no circle of exclusions), and a
    circle may run through rows of both tables edited in the same save."""

    def __init__(self):
        self.formsets: list[BaseInlineFormSet] = []

    def _typed(self, *names: str):
        """Each row not being deleted, as its fields were typed (a read-only field as stored), with its form."""
        for formset in self.formsets:
            for form in formset.forms:
                if "DELETE" in form.fields and form["DELETE"].value():
                    continue
                yield {name: form[name].value() if name in form.fields else getattr(form.instance, name) for name in names}, form

    @cached_property
    def rows(self) -> dict[str, tuple[str, list[str]]]:
        typed = [found for found, _ in self._typed("key", "name", "excludes") if found["key"]]
        rule_set = self.formsets[0].instance if self.formsets else None
        posted = {str(found["key"]): str(found["name"]) for found in typed if found["name"]}
        names = pattern_names(rule_set, posted)
        names = posted if names is None else names
        # Exclusions typed as names are read as the keys they name (ExclusionsByName).
        return {str(found["key"]): (str(found["name"] or ""), read_exclusions(str(found["excludes"] or ""), names)[0])
                for found in typed}

    @cached_property
    def limit_hands(self) -> list[str]:
        """The names, as typed, of the rows that count and are valued as a share of the limit."""
        return [str(typed["name"] or form.instance.name) for typed, form in self._typed("name", "unit", "enabled")
                if typed["unit"] == PatternUnit.LIMIT and typed["enabled"]]


class RowsCheckedTogether(BaseInlineFormSet):
    """A table of a rule set's pattern rows whose rows are checked with the rows of the change
    form's other table as posted (PostedRows), given by RuleSetAdmin.get_formset_kwargs."""

    def __init__(self, *args, posted_rows: PostedRows | None = None, **kwargs):
        super().__init__(*args, **kwargs)
        self.posted_rows = posted_rows
        if posted_rows is not None:
            posted_rows.formsets.append(self)

    def full_clean(self):
        if self.posted_rows is not None:
            for form in self.forms:
                form.instance.rule_set_rows = self.posted_rows.rows
        super().full_clean()


class PatternRowFormSet(RowsCheckedTogether):
    def clean(self):
        super().clean()
        gone = sum(1 for form in self.forms if form.instance._state.adding)
        if gone:
            raise ValidationError(
                f"{gone} of these rows {'is no longer a pattern' if gone == 1 else 'are no longer patterns'} of the rule set: its patterns were "
                "replaced (by an import, or a restore of another version) after this page was opened. Nothing was saved: open the page again.")


class PatternRuleInline(WholeNumbers, admin.TabularInline):
    model = PatternRule
    form = PatternRowForm
    formset = PatternRowFormSet
    extra = 0
    # What an organiser changes most first (a value, whether it counts, what it excludes): the table
    # is wider than a laptop's window and scrolls sideways for the rest (ruleset_form.css). On a
    # phone only the first four columns are in view, and each row is headed by its pattern's name.
    fields = ("order", "value", "in_force", "enabled", "excludes", "name", "chinese", "key", "option_values", "unit", "family",
              "description", "example", "example_tiles")
    readonly_fields = ("key", "in_force", "example_tiles", "value_shown")
    verbose_name = "pattern"
    row_label = "Pattern"  # an error summary's name for one of its rows
    verbose_name_plural = "patterns of the rule system (switch one off with “counts”)"

    def get_queryset(self, request):
        return super().get_queryset(request).filter(definition__isnull=True)

    def get_fields(self, request, obj=None):
        fields = super().get_fields(request, obj)
        if obj is not None and not self.admin_site._registry[RuleSet].has_change_permission(request, obj):
            return [("value_shown" if name == "value" else name) for name in fields]
        return fields

    @admin.display(description="value")
    def value_shown(self, pattern):
        return shown_number(pattern.value)

    def formfield_for_dbfield(self, db_field, request, **kwargs):
        if db_field.name == "description":
            kwargs["widget"] = forms.Textarea(attrs={"rows": 2, "cols": 30})
        elif db_field.name in ("excludes", "example"):
            kwargs["widget"] = forms.TextInput(attrs={"size": 22})
            if db_field.name == "excludes":
                kwargs["help_text"] = EXCLUDES_HELP
        elif db_field.name == "option_values":
            # Compared with the row as loaded, not with a hidden copy of the first value shown
            # (Django's way for a field whose default is a function, here dict).
            kwargs.update(form_class=OptionValuesField, show_hidden_initial=False)
        elif db_field.name in ("name", "family"):
            kwargs["widget"] = forms.TextInput(attrs={"size": 14 if db_field.name == "name" else 4})
        elif db_field.name in ("chinese", "order"):
            kwargs["widget"] = forms.TextInput(attrs={"size": 5})
        return super().formfield_for_dbfield(db_field, request, **kwargs)

    def has_add_permission(self, request, obj=None):
        return False  # a rule system's patterns are all there from the start; switch one off instead

    def has_delete_permission(self, request, obj=None):
        return False

    @admin.display(description="in force")
    def in_force(self, pattern):
        """Empty while the value counts; where the rule set's options choose a value under an
        option instead, that value, the setting, and that editing the value changes nothing."""
        if not hasattr(self, "_in_force"):
            self._in_force = {}
        if pattern.rule_set_id not in self._in_force:
            rule_set = RuleSet.objects.filter(pk=pattern.rule_set_id).first()
            self._in_force[pattern.rule_set_id] = rule_set.values_in_force() if rule_set else {}
        found = self._in_force[pattern.rule_set_id].get(pattern.key)
        if found is None:
            return ""
        setting, value = found
        return format_html('<strong class="value-in-force">{}</strong> <small>while {} is chosen; “value” is not used</small>',
                           number(value), setting)

    @admin.display(description="example")
    def example_tiles(self, pattern):
        return tiles_html(pattern.example)


# Invented special hands -------------------------------------------------------------------

class InventedHandForm(ExclusionsByName, forms.ModelForm):
    limit_hand = forms.BooleanField(required=False, help_text=(
        "A limit hand scores its share of the limit (value 1 = the whole limit) and nothing else (under British, "
        "its tiles' ordinary score instead when that is more, as for the BMJA's special hands, unless the option "
        "intrinsic_value_if_higher is off)."))
    shape = forms.ChoiceField(choices=list(custom.SHAPES.items()), initial="standard")
    fixed = forms.CharField(required=False, label="fixed tile pattern",
                            help_text="For the fixed shape: 13 tiles (or all 14), e.g. 123456789a1234z; a, b, c stand for three different suits.")
    fourteenth_tile = forms.CharField(required=False, label="the 14th tile may be",
                            help_text="For a 13-tile fixed pattern: the tiles the 14th may be, e.g. 1a; empty: any tile of the pattern.")
    tiles = forms.CharField(required=False, label="only these tiles", help_text="e.g. 23468s6z for an all-green hand; empty: any.")
    suits = forms.MultipleChoiceField(required=False, label="suits allowed", widget=forms.CheckboxSelectMultiple,
                                      choices=[("m", "characters"), ("p", "circles"), ("s", "bamboo")], help_text="None ticked: any.")
    numbers = forms.MultipleChoiceField(required=False, label="numbers allowed", widget=forms.CheckboxSelectMultiple,
                                        choices=[(str(n), str(n)) for n in range(1, 10)], help_text="None ticked: any.")
    honours = forms.ChoiceField(choices=list(custom.HONOURS.items()), initial="any")
    min_suits = forms.IntegerField(min_value=0, max_value=3, initial=0, label="fewest suits")
    max_suits = forms.IntegerField(min_value=0, max_value=3, initial=3, label="most suits")
    requires = forms.MultipleChoiceField(required=False, label="set requirements", widget=forms.CheckboxSelectMultiple,
                                         choices=list(custom.REQUIREMENTS.items()))

    class Meta:
        model = PatternRule
        fields = ("key", "name", "chinese", "value", "unit", "enabled", "excludes", "description", "example")
        help_texts = {"key": "Small letters and _, e.g. imperial_jade; never changes once results use it.",
                      "excludes": EXCLUDES_HELP}

    def __init__(self, *args, rule_set: RuleSet | None = None, **kwargs):
        super().__init__(*args, **kwargs)
        definition = self.instance.definition or {}
        # A new hand starts as a limit hand where the rule set has a limit to share; under one with
        # none (MCR) a limit hand could not be saved, so it starts as points.
        new_as_limit_hand = rule_set is None or bool(rule_set.limit)
        self.fields["limit_hand"].initial = self.instance.unit == PatternUnit.LIMIT if self.instance.pk else new_as_limit_hand
        if not self.instance.pk and "value" in self.fields:  # read-only, the value is shown by value_shown
            self.fields["value"].initial = 1
            self.fields["unit"].initial = PatternUnit.LIMIT if new_as_limit_hand else PatternUnit.POINTS
        for name in ("shape", "fixed", "tiles", "honours", "min_suits", "max_suits"):
            if name in definition:
                self.fields[name].initial = definition[name]
        self.fields["fourteenth_tile"].initial = definition.get("extra", "")
        self.fields["suits"].initial = list(definition.get("suits", ""))
        self.fields["numbers"].initial = list(definition.get("numbers", ""))
        self.fields["requires"].initial = list(definition.get("requires", []))

    def clean(self):
        data = super().clean()
        if data.get("DELETE"):
            return data
        blocks = {
            "shape": data.get("shape") or "standard", "fixed": data.get("fixed", ""), "extra": data.get("fourteenth_tile", ""),
            "tiles": data.get("tiles", ""), "suits": "".join(data.get("suits") or []),
            "numbers": "".join(data.get("numbers") or []), "honours": data.get("honours") or "any",
            "min_suits": data.get("min_suits") if data.get("min_suits") is not None else 0,
            "max_suits": data.get("max_suits") if data.get("max_suits") is not None else 3,
            "requires": list(data.get("requires") or []),
        }
        try:
            hand = custom.read_definition(blocks)
        except custom.DefinitionError as error:
            self.instance.definition = {}
            raise ValidationError(error.problems) from None
        self.instance.definition = hand.as_dict()
        # The invented hand's rule (PatternRule.clean) words a limit hand without a limit for this box.
        self.instance.limit_hand_box = True
        if data.get("limit_hand"):
            chosen_unit, value = data.get("unit"), data.get("value")
            if chosen_unit and chosen_unit != PatternUnit.LIMIT:
                # "limit hand" is ticked by default: 2 points chosen would be saved as twice the limit.
                given = value_text(value, chosen_unit) if isinstance(value, (int, float)) else f"it {chosen_unit}"
                self.add_error("value", f"With “limit hand” ticked the value is a share of the limit (1 is the whole limit, "
                                        f"0.5 half): untick “limit hand” to give {given}, or choose the unit "
                                        f"“{PatternUnit.LIMIT.label}”.")
        elif data.get("unit") == PatternUnit.LIMIT:
            self.add_error("limit_hand", "The value is a share of the limit: tick “limit hand”, or choose points.")
        if not self.instance.pk:
            self.instance.order = 1000
        return data


class InventedHandFormSet(RowsCheckedTogether):
    @classmethod
    def get_default_prefix(cls):
        return "invented"  # the system's patterns use the default prefix of the same relation

    def clean(self):
        """Refuse an invented hand whose example the rule set, as this form would save it (its
        options, its invented hands), cannot score as that hand: one added or changed here, or one
        whose example fitted until this edit. One saved so before (before examples were checked,
        or imported) and left as it is does not hold up the save: the page lists it instead
        (stored_example_misfits)."""
        super().clean()
        kept = [form for form in self.forms if not form.errors and form.instance.definition is not None
                and not (self.can_delete and self._should_delete_form(form))]
        rule_set = self.instance
        misfits = rule_set.invented_example_misfits([form.instance for form in kept], getattr(rule_set, "options_as_posted", None))
        if not misfits:
            return
        saved = {row.key for row, _ in rule_set.invented_example_misfits()} if rule_set.pk else set()
        for row, why in misfits:
            form = next(form for form in kept if form.instance is row)
            if form.instance._state.adding or form.has_changed() or row.key not in saved:
                form.add_error("example", why)

    def get_form_kwargs(self, index):
        # Also for the blank form "Add another" copies: its defaults depend on the rule set's limit.
        return {**super().get_form_kwargs(index), "rule_set": self.instance}


class InventedHandInline(WholeNumbers, admin.StackedInline):
    model = PatternRule
    form = InventedHandForm
    formset = InventedHandFormSet
    extra = 0
    verbose_name = "special hand invented by the club"
    row_label = "Invented hand"  # an error summary's name for one of its rows
    verbose_name_plural = "special hands invented by the club"
    fieldsets = (
        (None, {"fields": (("key", "name", "chinese"), ("value", "unit", "limit_hand", "enabled"), "description", "example", "excludes")}),
        ("Building blocks", {"fields": ("shape", ("fixed", "fourteenth_tile"), ("tiles", "honours"), "suits", "numbers",
                                        ("min_suits", "max_suits"), "requires")}),
    )

    readonly_fields = ("value_shown", "building_blocks")

    def get_queryset(self, request):
        return super().get_queryset(request).filter(definition__isnull=False)

    def get_fieldsets(self, request, obj=None):
        """Read-only (a user who may only view), the building blocks in one line: the form's own
        fields are not the model's, so a read-only page cannot show them field by field."""
        if obj is not None and not self.admin_site._registry[RuleSet].has_change_permission(request, obj):
            return ((None, {"fields": (("key", "name", "chinese"), ("value_shown", "unit", "enabled"), "description", "example",
                                       "excludes", "building_blocks")}),)
        return super().get_fieldsets(request, obj)

    @admin.display(description="value")
    def value_shown(self, pattern):
        return shown_number(pattern.value)

    @admin.display(description="building blocks")
    def building_blocks(self, pattern):
        """An invented hand's building blocks, as the form's choices word them."""
        found = {**custom.CustomHand().as_dict(), **(pattern.definition or {})}
        parts = [custom.SHAPES.get(found["shape"], found["shape"])]
        for name, label in (("fixed", "fixed tile pattern"), ("extra", "the 14th tile may be"), ("tiles", "only these tiles"),
                            ("suits", "suits"), ("numbers", "numbers")):
            if found.get(name):
                parts.append(f"{label}: {found[name]}")
        if found.get("honours", "any") != "any":
            parts.append(custom.HONOURS.get(found["honours"], found["honours"]))
        if (found.get("min_suits", 0), found.get("max_suits", 3)) != (0, 3):
            parts.append(f"{found.get('min_suits', 0)} to {found.get('max_suits', 3)} suits")
        parts += [custom.REQUIREMENTS.get(r, r) for r in found.get("requires") or []]
        return "; ".join(parts)


# Rule sets -----------------------------------------------------------------------------------

NEW_RULE_SETS = ("A new rule set starts from a published one: open it and choose “Make house rules from this” "
                 "(or tick it here and use that action), or import a rule-set file with “Import a rule set”.")


SHORT_NAME_LABEL = "Short name (in addresses)"  # the slug: “Slug” means nothing to an organiser


def option_field(described: dict, current) -> forms.Field:
    default = described["default"]
    label = described["key"].replace("_", " ").capitalize()
    choices = described["choices"]
    # A menu shows its choices in words, so its default is named in those words too.
    # A box to tick is on or off, not JSON's true or false.
    shown_default = f"“{choices[default]}”" if choices else ("on" if default else "off") if isinstance(default, bool) else json.dumps(default)
    help_text = f"{described['help']} Default: {shown_default}."
    common = {"label": label, "help_text": help_text, "initial": default if current is None else current}
    if choices:
        return forms.TypedChoiceField(choices=list(choices.items()), coerce=type(default), **common)
    if isinstance(default, bool):
        return forms.BooleanField(required=False, **common)
    if isinstance(default, int):
        return forms.IntegerField(**common)
    if isinstance(default, float):
        return forms.FloatField(**common)
    return forms.CharField(required=False, **common)


def option_field_name(key: str) -> str:
    return f"option__{key}"


def limit_help(rule_set: RuleSet) -> str:
    """What the limit does in this rule set, for the organiser about to change it (the model's
    help says only what it is): as its system scores, by its scheme and, where the system has
    one, its limit mode option. MCR has no limit mode, so its help must not offer one."""
    system = SYSTEMS.get(rule_set.system)
    published = rule_set.based_on
    if published is not None:
        value = f"{number(published.limit)}" if published.limit else "none"
        opening = f"The most a hand scores ({published.name}: {value}); empty for none."
    else:
        opening = "The most a hand scores; empty for none."
    if system is None:
        return opening
    capped = ("every other hand is capped at it, and a limit hand scores its share of it (value 1: the whole limit; 2: twice "
              "it, a double-limit hand).")
    if system.total is not None:  # British, classical: points × doubles, whatever the scheme says
        return f"{opening} In {system.name} {capped}"
    if rule_set.scheme == Scheme.DOUBLING:
        return f"{opening} With points × doubles {capped}"
    invented = " A special hand the club invents as a limit hand scores its share of it, so it needs a limit."
    limit_mode = next((d for d in describe_options(system.options) if d["key"] == "limit_mode"), None)
    if limit_mode is not None:
        # Named as its menu words them.
        alone, cap_all, none = (limit_mode["choices"][key] for key in ("alone", "cap_all", "none"))
        return (f"{opening} How it applies is the option “Limit mode” below: with “{alone}”, Zung Jung's own rule, a pattern "
                "worth more than the limit is not cut down, it scores its own value on its own, so lowering the limit caps "
                f"only hands whose smaller patterns add up past it; “{cap_all}” caps every hand; “{none}” leaves every hand "
                "uncapped, whatever the limit." + invented)
    return (f"{opening} A pattern worth more than the limit is not cut down: it scores its own value on its own, so a "
            "limit caps only hands whose smaller patterns add up past it. (With the scheme “Points × doubles”, every "
            "hand is capped at it instead.)" + invented)


class RuleSetForm(forms.ModelForm):
    # The revision the form was opened at, posted back with it: a save from a form opened before
    # another edit was saved would put back the values that edit changed (two tabs, two organisers).
    opened_at_revision = forms.IntegerField(required=False, widget=forms.HiddenInput)

    class Meta:
        model = RuleSet
        fields = "__all__"
        labels = {"slug": SHORT_NAME_LABEL}

    option_keys: tuple = ()
    posted_rows: PostedRows | None = None  # the pattern rows posted with the form (RuleSetAdmin.get_form)

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["opened_at_revision"].initial = self.instance.revision
        if "limit" in self.fields:
            self.fields["limit"].help_text = limit_help(self.instance)
        if "minimum" in self.fields:
            # An empty limit means none, and organisers clear the minimum the same way.
            self.fields["minimum"].required = False
            self.fields["minimum"].help_text += " Empty or 0: no minimum."

    def clean_minimum(self):
        minimum = self.cleaned_data.get("minimum")
        return 0 if minimum is None else minimum

    def clean(self):
        data = super().clean()
        if self.instance.pk is not None and "opened_at_revision" in self.fields:
            seen = data.get("opened_at_revision")
            if seen != self.instance.revision:
                self.add_error(None, stale_form(self.instance, seen))
                self.stale = True  # nothing to correct: the page says what happened instead (render_change_form)
                return data
        if self.posted_rows is not None and self.instance.limit and "limit" in data and data["limit"] is None:
            if names := self.posted_rows.limit_hands:
                # Said once here: each limit hand would otherwise refuse the save on its own row.
                # While the limit is refused the rows are checked against the one kept.
                self.add_error("limit", limit_still_shared(names))
        system = SYSTEMS.get(self.instance.system or data.get("system") or "")
        if system is None:
            return data
        posted = {}
        for key in self.option_keys:
            name = option_field_name(key)
            if name in data:
                value, problem = check_option(system.options, key, data[name])
                if problem:
                    self.add_error(name, problem.message)
                else:
                    data[name] = posted[key] = value
        if self.instance.pk is not None:
            # The invented hands' examples are checked under the options as this form saves them
            # (InventedHandFormSet.clean: the tables are cleaned after this form); one refused
            # here is checked as saved.
            self.instance.options_as_posted = {**{o.key: o.value for o in self.instance.options.all()}, **posted}
        return data


def limit_still_shared(names: list[str]) -> str:
    """Why the limit cannot be cleared while these limit hands count."""
    shown = ", ".join(names[:4]) + (f" and {len(names) - 4} more" if len(names) > 4 else "")
    if len(names) == 1:
        return f"1 limit hand ({shown}) is valued as a share of the limit: keep a limit, or give it points first."
    return f"{len(names)} limit hands ({shown}) are valued as shares of the limit: keep a limit, or give them points first."


def stale_form(rule_set: RuleSet, seen) -> str:
    """Why a form opened at an older revision (or not saying which) is not saved."""
    url = reverse("admin:rules_ruleset_change", args=[rule_set.pk])
    if seen is None:
        why = "This form does not say which version of the rule set it was opened at, so saving it could undo another edit."
    else:
        why = (f"Another edit to this rule set was saved after you opened this page (it is now version {rule_set.version}; "
               f"this page shows r{seen}), and saving this form would put back what that edit changed.")
    return format_html(
        "{} Nothing of yours was saved, and the other edit is kept. <a href=\"{}\">Open the page again</a> to see the "
        "rule set as it is now, then make your change again (the form below still shows what you entered).", why, url)


class PublishedFilter(admin.BooleanFieldListFilter):
    """The list's filter on `builtin`, titled as the list words it (“By published”, not “By builtin”)."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.title = "published"


@admin.register(RuleSet)
class RuleSetAdmin(WholeNumbers, admin.ModelAdmin):
    form = RuleSetForm
    # Narrow enough for a laptop (1280 wide, the admin's menu open): the slug is in the version
    # ("zung-jung r1"), the scheme is its one word (explained on the change page), published or
    # not and the rule set it is based on share one column that wraps (a foreign key's column
    # never wraps: "based on" alone was 440 px wide), and the headers wrap (ruleset_list.css).
    list_display = ("name", "system", "scheme_shown", "limit_shown", "minimum_shown", "origin", "version", "public_page")
    list_select_related = ("based_on",)
    list_filter = (("builtin", PublishedFilter), "system")
    search_fields = ("name", "slug")
    prepopulated_fields = {"slug": ("name",)}
    inlines = [PatternRuleInline, InventedHandInline]
    actions = ["derive_house_rules", "export_rule_sets", "restore_published", "delete_selected"]
    change_form_template = "admin/rules/ruleset/change_form.html"
    change_list_template = "admin/rules/ruleset/change_list.html"
    object_history_template = "admin/rules/ruleset/history.html"
    delete_confirmation_template = "admin/rules/ruleset/delete_confirmation.html"
    delete_selected_confirmation_template = "admin/rules/ruleset/delete_selected_confirmation.html"

    # Who may change what: built-in rule sets are read-only (derive house rules from them).
    def has_add_permission(self, request):
        """No blank "Add rule set": a rule set made from nothing has none of its system's
        patterns, and scores every hand 0. A new rule set starts as a copy of a published one
        (derive) or from a file (import); both check may_create."""
        return False

    def may_create(self, request) -> bool:
        """Whether the user may make rule sets (Django's add permission), by deriving or importing."""
        return super().has_add_permission(request)

    def add_view(self, request, form_url="", extra_context=None):
        self.message_user(request, NEW_RULE_SETS, messages.INFO)
        return HttpResponseRedirect(reverse("admin:rules_ruleset_changelist"))

    def changelist_view(self, request, extra_context=None):
        return super().changelist_view(request, {"new_rule_sets": NEW_RULE_SETS, **(extra_context or {})})

    def has_change_permission(self, request, obj=None):
        if obj is not None and obj.builtin:
            return False
        return super().has_change_permission(request, obj)

    def has_delete_permission(self, request, obj=None):
        if obj is not None and obj.builtin:
            return False
        return super().has_delete_permission(request, obj)

    def get_readonly_fields(self, request, obj=None):
        if obj is None:
            return ("based_on",)
        return ("system", "based_on", "revision", "limit_shown", "minimum_shown", "options_list", "scheme_fixed")

    def get_fieldsets(self, request, obj=None):
        # "payment" is a summary written with a published rule set (shown on its page); nothing
        # scores or settles by it. How a house rule set's wins are paid is its options', so it
        # is not offered as a field that could say otherwise.
        published = obj is not None and obj.builtin
        changeable = obj is not None and self.has_change_permission(request, obj)
        opened_at = ["opened_at_revision"] if changeable else []
        # Read-only, the numbers are shown by methods that write them as whole numbers.
        numbers = ["minimum", "limit"] if obj is None or changeable else ["minimum_shown", "limit_shown"]
        fieldsets = [
            (None, {"fields": ["name", "slug", "system", "notes", *opened_at]}),
            ("Scoring", {"fields": [self._scheme_field(obj), *numbers, *(["payment"] if published else [])]}),
        ]
        keys = self._option_keys(obj)
        if keys:
            fieldsets.append(("Options of the rule system", {
                # Read-only, one table of every option, its setting and what it does.
                "fields": [option_field_name(k) for k in keys] if obj is None or changeable else ["options_list"],
                "description": "Every option of the rule system, with what it does and its default. "
                               "These options also decide how a win is paid.",
            }))
        if obj is not None:
            fieldsets.append(("Origin", {"fields": ["based_on", "revision"]}))
        return fieldsets

    @staticmethod
    def _scheme_field(obj) -> str:
        """A rule system with a total of its own (British, classical: points × doubles) scores by
        that whatever the scheme says (fixed_scheme): its scheme is shown, not offered as a choice."""
        return "scheme_fixed" if obj is not None and fixed_scheme(obj.system) else "scheme"

    def _option_keys(self, obj) -> tuple:
        system = SYSTEMS.get(obj.system) if obj is not None else None
        return tuple(d["key"] for d in describe_options(system.options)) if system else ()

    def get_form(self, request, obj=None, change=False, **kwargs):
        settings = obj.option_settings() if obj is not None else []
        declared = {
            option_field_name(s.key): option_field(s.described, s.row.value if s.row is not None else None)
            for s in settings
        }
        # The rule set's form is cleaned after the tables' forms are made, so it can see their rows as posted.
        posted = {"posted_rows": self._posted_rows(request)} if request.method == "POST" else {}
        if declared or posted:
            kwargs["form"] = type("RuleSetOptionsForm", (RuleSetForm,), {**declared, "option_keys": self._option_keys(obj), **posted})
        return super().get_form(request, obj, change=change, **kwargs)

    def get_formset_kwargs(self, request, obj, inline, prefix):
        kwargs = super().get_formset_kwargs(request, obj, inline, prefix)
        if request.method == "POST":
            kwargs["posted_rows"] = self._posted_rows(request)
        return kwargs

    @staticmethod
    def _posted_rows(request) -> PostedRows:
        if not hasattr(request, "_posted_rows"):
            request._posted_rows = PostedRows()  # one for both tables of the form, and the form itself
        return request._posted_rows

    def render_change_form(self, request, context, add=False, change=False, form_url="", obj=None):
        admin_form = context.get("adminform")
        if admin_form is not None and getattr(admin_form.form, "stale", False):
            # Opened before another save: Django's “Please correct the error below” is dropped, as there is
            # nothing to correct; the page says what happened (change_form.html), and the fields' own errors.
            context["errors"] = []
            context["stale_conflict"] = admin_form.form.non_field_errors()
        context["error_summary"] = error_summary(admin_form, context.get("inline_admin_formsets", []))
        context["example_misfits"] = stored_example_misfits(obj, context.get("inline_admin_formsets", [])) if obj else []
        context["pattern_column_help"] = pattern_column_help(context.get("inline_admin_formsets", []))
        return super().render_change_form(request, context, add, change, form_url, obj)

    @admin.display(description="settings")
    def options_list(self, rule_set):
        """Every option of a rule set shown read-only (a published one): its name and key, its
        setting, with the default beside a setting that differs, and what it does."""
        rows = []
        for setting in rule_set.option_settings():
            shown = option_text(setting.value, setting.described)
            if setting.changed:
                shown = format_html("{} <small>(default: {})</small>", shown, option_text(setting.default, setting.described))
            rows.append((setting.key, setting.key.replace("_", " ").capitalize(), setting.key, shown,
                         setting.described["help"]))
        body = format_html_join("", '<tr data-key="{}"><td>{}<br><code>{}</code></td><td class="setting">{}</td><td>{}</td></tr>', rows)
        return format_html('<table class="rule-set-options"><thead><tr><th>Option</th><th>Setting</th><th>What it does</th></tr>'
                           "</thead><tbody>{}</tbody></table>", body)

    @admin.display(description="cap or limit", ordering="limit")
    def limit_shown(self, rule_set):
        return shown_number(rule_set.limit)

    @admin.display(description="minimum to win", ordering="minimum")
    def minimum_shown(self, rule_set):
        return shown_number(rule_set.minimum)

    @admin.display(description="scheme", ordering="scheme")
    def scheme_shown(self, rule_set):
        return rule_set.scheme

    @admin.display(description="scheme")
    def scheme_fixed(self, rule_set):
        system = SYSTEMS.get(rule_set.system)
        return (f"{Scheme.DOUBLING.label}: {system.name} scores every hand as points × doubles, capped at the limit, "
                "so there is no other scheme to choose.")

    @admin.display(description="version")
    def version(self, rule_set):
        return rule_set.version

    @admin.display(description="origin")
    def origin(self, rule_set):
        """Published or the club's, and what it was made from: "published", "house rules from
        Zung Jung (official v3.3)"."""
        if rule_set.based_on is None:
            return "published" if rule_set.builtin else "house rules"
        source = rule_set.based_on.name
        return f"published, from {source}" if rule_set.builtin else f"house rules from {source}"

    @admin.display(description="rules page")
    def public_page(self, rule_set):
        return format_html('<a href="{}">view</a>', reverse("rules:detail", args=[rule_set.slug]))

    # Saving: the rule set's revision goes up with every save, so results name the new version.
    def save_model(self, request, obj, form, change):
        if change:
            obj.revision += 1
        super().save_model(request, obj, form, change)

    def save_related(self, request, form, formsets, change):
        super().save_related(request, form, formsets, change)
        for setting in form.instance.option_settings():
            name = option_field_name(setting.key)
            if name not in form.cleaned_data:
                continue
            value, row = form.cleaned_data[name], setting.row
            if value == setting.default and row is not None:
                row.delete()
            elif value != setting.default and row is None:
                RuleOption.objects.create(rule_set=form.instance, key=setting.key, value=value)
            elif row is not None and row.value != value:
                row.value = value
                row.save()
        request._rules_saved = (form, formsets)

    def changeform_view(self, request, object_id=None, form_url="", extra_context=None):
        if request.method == "POST" and object_id:
            original = self.get_object(request, unquote(object_id))
            if original is not None:
                request._rules_before = original.to_spec(), list(original.patterns.all()), original.notes
        with recording(request):
            return super().changeform_view(request, object_id, form_url, extra_context)

    def response_change(self, request, obj):
        saved = getattr(request, "_rules_saved", None)
        before = getattr(request, "_rules_before", None)
        if saved and before and request.POST.get("_confirm") != self._signature(request):
            # Preview: everything above was saved inside the admin's transaction; score the
            # examples, then roll it all back and show the same form with the differences.
            obj.refresh_from_db()
            changes = example_changes(before[0], before[1], obj.to_spec(), list(obj.patterns.all()), notes=(before[2], obj.notes))
            changes["unused_values"] = unused_value_edits(before[1], obj)
            changes["slug_change"] = slug_change_warning(before[0].slug, obj.slug)
            response = self._preview(request, obj, *saved, changes).render()
            transaction.set_rollback(True)
            return response
        self.message_user(request, format_html(
            "Saved: {} is now version {}. Results name it; <a href=\"{}\">see its history</a> to undo.",
            obj.name, obj.version, reverse("admin:rules_ruleset_history", args=[obj.pk])), messages.SUCCESS)
        return HttpResponseRedirect(reverse("admin:rules_ruleset_change", args=[obj.pk]))

    @staticmethod
    def _signature(request) -> str:
        """A fingerprint of the posted edit, so that "Confirm" saves only what was previewed."""
        # The blank "add another" template rows (__prefix__) are no edit: they are drawn afresh with
        # the preview (a new limit turns the blank invented hand into a limit hand), and were they
        # counted, a limit changed to or from none could never be confirmed.
        items = sorted((k, v) for k in request.POST for v in request.POST.getlist(k)
                       if k not in ("csrfmiddlewaretoken", "_confirm", "_save", "_continue") and "__prefix__" not in k)
        return hashlib.sha256(json.dumps(items).encode()).hexdigest()[:32]

    def _preview(self, request, obj, form, formsets, changes):
        fieldsets = self.get_fieldsets(request, obj)
        admin_form = helpers.AdminForm(form, list(fieldsets), self.get_prepopulated_fields(request, obj),
                                       self.get_readonly_fields(request, obj), model_admin=self)
        inline_instances = [inline for _, inline in self.get_formsets_with_inlines(request, obj)]
        inline_formsets = self.get_inline_formsets(request, formsets, inline_instances, obj)
        media = self.media + admin_form.media
        for inline_formset in inline_formsets:
            media += inline_formset.media
        context = {
            **self.admin_site.each_context(request),
            "title": f"Check the change to {obj.name}",
            "subtitle": str(obj),
            "adminform": admin_form,
            "object_id": obj.pk,
            "original": obj,
            "is_popup": False,
            "to_field": None,
            "media": media,
            "inline_admin_formsets": inline_formsets,
            "errors": helpers.AdminErrorList(form, formsets),
            "preserved_filters": self.get_preserved_filters(request),
            "preview": changes,
            "change_word": "edit",
            "confirm_signature": self._signature(request),
        }
        return self.render_change_form(request, context, change=True, obj=obj)

    # Derive, restore, export, import, history ----------------------------------------------------

    def get_urls(self):
        # A form sent here after signing out is answered by the admin site (calculator/admin_site.py).
        view = self.admin_site.admin_view
        return [
            path("<path:object_id>/derive/", view(self.derive_view), name="rules_ruleset_derive"),
            path("<path:object_id>/export/", view(self.export_view), name="rules_ruleset_export"),
            path("<path:object_id>/history/<int:history_id>/restore/", view(self.restore_view), name="rules_ruleset_restore"),
            path("import/", view(self.import_view), name="rules_ruleset_import"),
        ] + super().get_urls()

    @admin.action(description="Make house rules from this")
    def derive_house_rules(self, request, queryset):
        if queryset.count() != 1:
            self.message_user(request, "Choose one rule set to make house rules from.", messages.WARNING)
            return None
        return HttpResponseRedirect(reverse("admin:rules_ruleset_derive", args=[queryset.get().pk]))

    def rule_set_or_404(self, request, object_id) -> RuleSet:
        """The rule set an address names, or a 404: Django's get_object, which reads an id that is
        no number ("abc", or "8/change" from …/8/change/history/) as no rule set, not a 500."""
        rule_set = self.get_object(request, unquote(object_id))
        if rule_set is None:
            raise Http404(f"No rule set has the id “{object_id}”.")
        return rule_set

    def derive_view(self, request, object_id):
        source = self.rule_set_or_404(request, object_id)
        if not self.may_create(request):
            raise PermissionDenied
        form = DeriveForm(request.POST or None, initial={"name": source.free_house_rules_name(),
                                                         "slug": source.free_slug(slugify(f"{source.slug}-house"))})
        if request.method == "POST" and form.is_valid():
            with recording(request):
                copy = source.derive(form.cleaned_data["name"], form.cleaned_data["slug"])
            self.log_addition(request, copy, [{"added": {}}])
            self.message_user(request, f"Made “{copy.name}” from {source.name}. Change what your club plays differently, then save.", messages.SUCCESS)
            return HttpResponseRedirect(reverse("admin:rules_ruleset_change", args=[copy.pk]))
        context = {**self.admin_site.each_context(request), "title": f"Make house rules from {source.name}",
                   "form": form, "source": source, "opts": self.opts}
        return TemplateResponse(request, "admin/rules/ruleset/derive.html", context)

    @admin.action(permissions=["delete"], description="Delete selected rule sets")
    def delete_selected(self, request, queryset):
        """Django's delete, but a published rule set among those chosen is named as such (Django
        would say the account lacks permission) and nothing is deleted."""
        published = [r.name for r in queryset if r.builtin]
        if published:
            self.message_user(request, published_refusal(published), messages.ERROR)
            return None
        response = delete_selected(self, request, queryset)
        if isinstance(response, TemplateResponse):  # the confirmation page, not yet drawn
            response.context_data["derived_house_rules"] = derived_house_rules(list(queryset))
        return response

    def delete_view(self, request, object_id, extra_context=None):
        rule_set = self.get_object(request, unquote(object_id))  # None: Django's own "doesn't exist" answer
        if rule_set is not None and rule_set.builtin:
            self.message_user(request, published_refusal([rule_set.name]), messages.ERROR)
            return HttpResponseRedirect(reverse("admin:rules_ruleset_change", args=[rule_set.pk]))
        derived = {"derived_house_rules": derived_house_rules([rule_set])} if rule_set is not None else {}
        return super().delete_view(request, object_id, {**derived, **(extra_context or {})})

    def get_deleted_objects(self, objs, request):
        """What a deletion takes with it, each rule set with its rows counted ("83 patterns"),
        not listed one by one: 50 to 80 lines of "Pattern rule: …" told an organiser nothing."""
        deleted, model_count, perms_needed, protected = super().get_deleted_objects(objs, request)
        if perms_needed or protected:
            return deleted, model_count, perms_needed, protected
        return [item for rule_set in objs for item in (deleted_rule_set_line(rule_set), deleted_rows(rule_set))], \
            model_count, perms_needed, protected

    @admin.action(description="Restore the published values (built-in rule sets)")
    def restore_published(self, request, queryset):
        builtin = [r.slug for r in queryset if r.builtin]
        if not builtin:
            self.message_user(request, "Only built-in rule sets have published values to restore.", messages.WARNING)
            return
        with recording(request):
            done = load_builtin_rule_sets(reset=True, slugs=builtin)
        self.message_user(request, "; ".join(done).capitalize() + ".", messages.SUCCESS)

    @admin.action(description="Export as a JSON file")
    def export_rule_sets(self, request, queryset):
        if queryset.count() != 1:
            self.message_user(request, "Choose one rule set to export (one file each).", messages.WARNING)
            return None
        return self.export_view(request, str(queryset.get().pk))

    def export_view(self, request, object_id):
        rule_set = self.rule_set_or_404(request, object_id)
        if not self.has_view_permission(request, rule_set):
            raise PermissionDenied
        response = HttpResponse(export_json(rule_set), content_type="application/json; charset=utf-8")
        response["Content-Disposition"] = f'attachment; filename="{rule_set.slug}-r{rule_set.revision}.json"'
        return response

    def import_view(self, request):
        """Import a file: as a new rule set at once; over a house rule set (Replace) only after a
        preview of what it would change, confirmed on a second page that carries the file."""
        if not self.may_create(request):
            raise PermissionDenied
        if request.method == "POST" and "checked_file" in request.POST:
            return self._confirm_replace(request)
        form = ImportForm(request.POST or None, request.FILES or None)
        problems: list[str] = []
        if request.method == "POST" and form.is_valid():
            upload = form.cleaned_data["file"]
            try:
                chosen = FileToImport(read_json(upload.read()), form.cleaned_data["slug"] or None, form.cleaned_data["name"] or None,
                                      upload.name)
                return self._import(request, chosen, replacing=form.cleaned_data["replace"])
            except ImportProblem as error:
                problems = error.problems
        return self._import_page(request, form, problems)

    def _import_page(self, request, form, problems):
        context = {**self.admin_site.each_context(request), "title": "Import a rule set", "form": form,
                   "problems": problems, "opts": self.opts}
        return TemplateResponse(request, "admin/rules/ruleset/import.html", context, status=400 if problems else 200)

    def _import(self, request, upload: FileToImport, *, replacing: bool, confirmed: bool = False, stale: str = ""):
        """Import a file, checked afresh: a new rule set is written at once. One that replaces a
        house rule set (`replacing`; else the file is refused) is previewed, and written only once
        `confirmed` against the version previewed. Raises ImportProblem."""
        checked = check_import(upload.data, slug=upload.slug, name=upload.name, replace=replacing)
        if checked.rule_set.pk is None:
            with recording(request):
                rule_set, warnings = write_import(checked)
            self.log_addition(request, rule_set, [{"added": {}}])
            self.message_user(request, f"Imported “{rule_set.name}” ({rule_set.version}).", messages.SUCCESS)
            return self._after_import(request, rule_set, warnings)
        current = RuleSet.objects.get(pk=checked.rule_set.pk)
        if not self.has_change_permission(request, current):
            raise ImportProblem([f"You may not change “{current.name}”, so a file cannot replace it: import under another slug."])
        if not confirmed:
            carried = upload.signed(current)
            if (largest := settings.DATA_UPLOAD_MAX_MEMORY_SIZE) is not None and len(carried) > largest - 50_000:
                # The confirmation posts it back, and Django refuses a form larger than that (a bare 400).
                raise ImportProblem([f"This file is too large to carry from the preview to its confirmation ({len(carried):,} "
                                     f"characters once packed, at most {largest - 50_000:,}); a file Export makes is a few "
                                     "thousand. Import it under another short name, or with manage.py import_ruleset --replace."])
            return self._replace_preview(request, upload, checked, current, carried, stale)
        with recording(request):
            rule_set, warnings = write_import(checked)
        self.log_change(request, rule_set, "Replaced by an imported file.")
        self.message_user(request, format_html(
            "Replaced {} with the file {}: it is now {}. Its <a href=\"{}\">history</a> keeps {}; restore it from there to undo.",
            current.name, upload.file_name, rule_set.version, reverse("admin:rules_ruleset_history", args=[rule_set.pk]),
            current.version), messages.SUCCESS)
        return self._after_import(request, rule_set, warnings)

    def _after_import(self, request, rule_set, warnings):
        for warning in warnings:
            self.message_user(request, warning, messages.WARNING)
        return HttpResponseRedirect(reverse("admin:rules_ruleset_change", args=[rule_set.pk]))

    def _replace_preview(self, request, upload: FileToImport, checked, current: RuleSet, carried: str, stale: str):
        # A file's invented hands are the organiser's own, saved where it was made: one whose example
        # does not fit is imported as the admin keeps one saved so, and named (as on the change page).
        invented = [row for row in checked.patterns if row.definition is not None]
        misfits = checked.rule_set.invented_example_misfits(invented, {o.key: o.value for o in checked.options})
        warnings = [*checked.warnings, *(f"The special hand {row.name} ({row.key}) will be imported as it is, though its example "
                                         f"does not fit it. {why}" for row, why in misfits)]
        context = {**self.admin_site.each_context(request), "title": f"Replace {current.name} with {upload.file_name}?",
                   "original": current, "opts": self.opts, "file_name": upload.file_name, "stale": stale,
                   "warnings": warnings, "preview": replace_changes(current, checked), "change_word": "import",
                   "checked_file": carried}
        return TemplateResponse(request, "admin/rules/ruleset/import_replace.html", context)

    def _confirm_replace(self, request):
        """The second step of a replacing import: the file the preview carried, checked again
        as if uploaded anew (its signature only says this site put it in the page)."""
        form = ConfirmReplaceForm(request.POST)
        if not form.is_valid():
            return self._import_page(request, ImportForm(), form.errors["checked_file"])
        upload, previewed = form.cleaned_data["checked_file"]
        slug = upload.slug or upload.data.get("slug")
        current = RuleSet.objects.filter(slug=slug).first() if isinstance(slug, str) else None
        try:
            if current is None or (current.pk, current.revision) != previewed:
                # Changed, or deleted, after the preview: what was confirmed is not what the file would do now.
                stale = (f"The rule set was changed after the preview you confirmed (it is now {current.version}): "
                         "this is what the file would change now. Nothing has been replaced.") if current else ""
                return self._import(request, upload, replacing=True, stale=stale)
            return self._import(request, upload, replacing=True, confirmed=True)
        except ImportProblem as error:
            return self._import_page(request, ImportForm(), error.problems)

    def history_view(self, request, object_id, extra_context=None):
        rule_set = self.rule_set_or_404(request, object_id)
        if not self.has_view_permission(request, rule_set):
            raise PermissionDenied
        context = {**self.admin_site.each_context(request), "title": f"History of {rule_set.name}", "original": rule_set,
                   "object": rule_set, "opts": self.opts, "versions": versions(rule_set),
                   "can_restore": self.has_change_permission(request, rule_set)}
        return TemplateResponse(request, self.object_history_template, context)

    def restore_view(self, request, object_id, history_id):
        rule_set = self.rule_set_or_404(request, object_id)
        if not self.has_change_permission(request, rule_set):
            raise PermissionDenied
        record = get_object_or_404(RuleSet.history.model, pk=history_id, id=rule_set.pk)
        when = moment_of(record)
        snapshot = PatternRule.history.as_of(when).filter(rule_set_id=rule_set.pk), RuleOption.history.as_of(when).filter(rule_set_id=rule_set.pk)
        if request.method != "POST":
            changes = example_changes(rule_set.to_spec(), list(rule_set.patterns.all()),
                                      record.instance.spec_from(*snapshot), list(snapshot[0]), notes=(rule_set.notes, record.notes))
            context = {**self.admin_site.each_context(request), "title": f"Restore {rule_set.name} to version r{record.revision}?",
                       "original": rule_set, "record": record, "preview": changes, "change_word": "restore", "opts": self.opts}
            return TemplateResponse(request, "admin/rules/ruleset/restore.html", context)
        with recording(request), transaction.atomic():
            restore(rule_set, record, *snapshot)
        self.log_change(request, rule_set, f"Restored version r{record.revision}.")
        self.message_user(request, f"Restored {rule_set.name} to what version r{record.revision} had; it is now {rule_set.version}.", messages.SUCCESS)
        return HttpResponseRedirect(reverse("admin:rules_ruleset_change", args=[rule_set.pk]))


def error_summary(admin_form, inline_formsets) -> list[dict]:
    """Every error of a refused save, for the top of the page: where it is (a field, a pattern
    row and its field, the pattern table), the messages, and the id of the field or row to jump
    to. The pattern table is wider than the screen and 50 to 80 rows long, so an error in it is
    otherwise far down and off to the right, under a bare "Please correct the errors below"."""
    entries = []
    if admin_form is not None:
        form = admin_form.form
        for name, errors in form.errors.items():
            if name in form.fields:  # the form's own errors (not of a field) are shown at the top already
                entries.append({"target": form[name].auto_id, "where": str(form.fields[name].label), "messages": list(errors)})
    for inline in inline_formsets:
        formset, options = inline.formset, inline.opts
        table = capfirst(str(options.verbose_name_plural).split(" (")[0])
        for error in formset.non_form_errors():
            entries.append({"target": f"{formset.prefix}-group", "where": table, "messages": [error]})
        for form in formset.forms:
            row = f"{getattr(options, 'row_label', capfirst(str(options.verbose_name)))} “{_row_name(form)}”"
            for name, errors in form.errors.items():
                if name in form.fields:
                    where, target = f"{row}, {_inline_field_label(form, name)}", form[name].auto_id
                else:
                    where, target = row, form.prefix
                entries.append({"target": target, "where": where, "messages": list(errors)})
    return entries


def stored_example_misfits(rule_set: RuleSet, inline_formsets) -> list[dict]:
    """The invented hands whose saved example the rule set cannot score as that hand (saved before
    examples were checked, imported or restored so), for a warning above the form: each with why,
    and the id of its row in the form (headed by its name, the example a few lines below)."""
    shown = {form.instance.pk: form.prefix for inline in inline_formsets for form in inline.formset.forms
             if isinstance(inline.formset, InventedHandFormSet) and form.instance.pk}
    if not shown:
        return []  # no query more for a rule set without invented hands (every published one)
    return [{"name": row.name, "key": row.key, "why": why, "target": shown.get(row.pk)}
            for row, why in rule_set.invented_example_misfits()]


def pattern_column_help(inline_formsets) -> list[tuple[str, str]]:
    """The help text of each editable column of the pattern table, with the id its boxes are
    described by (PatternCell); the header shows it only as a tooltip."""
    return [(pattern_column_help_id(name), str(field.help_text))
            for inline in inline_formsets if issubclass(inline.formset.form, PatternRowForm)
            for name, field in inline.formset.form.base_fields.items() if field.help_text]


def _row_name(form) -> str:
    """A pattern row's name as the organiser knows it: its name, else its key, else "new"."""
    instance = form.instance
    return instance.name or instance.key or str(form["name"].value() or "") or "new"


def _inline_field_label(form, name: str) -> str:
    """A row's field as its column is headed: the model field's name, else the form's label."""
    try:
        return str(form._meta.model._meta.get_field(name).verbose_name)
    except FieldDoesNotExist:
        return str(form.fields[name].label or name)


def unused_value_edits(before_rows, rule_set: RuleSet) -> list[str]:
    """Patterns whose plain value this edit changes while an option of the rule set chooses
    their value under that option instead, so the edit changes no score."""
    before = {row.key: row for row in before_rows}
    in_force = rule_set.values_in_force()
    found = []
    for row in rule_set.patterns.all():
        old = before.get(row.key)
        if row.key in in_force and old is not None and (old.value, old.unit) != (row.value, row.unit):
            setting, value = in_force[row.key]
            found.append(f"{row.name}: its value is now {number(row.value)}, but while {setting} is chosen it scores "
                         f"{number(value)}, its value under that option. Edit “value under an option” to change what it "
                         f"scores, or choose another setting of the option.")
    return found


def slug_change_warning(old: str, new: str) -> str:
    """What a change of a rule set's short name does to the tables that use it, or "" when the
    calculator still finds it by the old one (the same, or the same but for capitals)."""
    if old.lower() == new.lower():
        return ""
    return (f"Short name (slug): {old} → {new}. Once this is saved, a calculator tab or a shared link that names "
            f"“{old}” will find no rule set, and neither will a hand written with rules={old}: tell the players "
            "the new short name, or keep the old one.")


def derived_house_rules(deleted: list[RuleSet]) -> list[RuleSet]:
    """The house rules made from the rule sets about to be deleted, and not deleted with them: they
    stay, and lose their “Based on” (their source's name, and what their rules page compares with)."""
    ids = [r.pk for r in deleted if r is not None]
    return list(RuleSet.objects.filter(based_on__in=ids).exclude(pk__in=ids).select_related("based_on").order_by("name"))


def deleted_rule_set_line(rule_set: RuleSet):
    """A rule set on the delete confirmation, as Django's own list names it (linked to its page)."""
    return format_html('{}: <a href="{}">{}</a>', capfirst(RuleSet._meta.verbose_name),
                       reverse("admin:rules_ruleset_change", args=[rule_set.pk]), rule_set)


def deleted_rows(rule_set: RuleSet) -> list[str]:
    """A rule set's rows deleted with it, counted."""
    invented = rule_set.patterns.filter(definition__isnull=False).count()
    patterns = rule_set.patterns.count() - invented
    options = rule_set.options.count()
    lines = [f"its {patterns} pattern{'s' if patterns != 1 else ''}, with their values and exclusions"]
    if invented:
        lines.append(f"its {invented} special hand{'s' if invented != 1 else ''} invented by the club")
    if options:
        lines.append(f"its {options} option setting{'s' if options != 1 else ''} (the options it sets apart from the defaults)")
    return lines


def published_refusal(names: list[str]) -> str:
    """Why a published rule set is not deleted (not a missing permission: nobody may)."""
    quoted = "”, “".join(names)
    which = f"“{quoted}” is a published rule set" if len(names) == 1 else f"“{quoted}” are published rule sets"
    return (f"Nothing was deleted: {which}, shipped with the calculator, which no one can delete; only house rule "
            "sets can be deleted. To play it differently, make house rules from it.")


class DeriveForm(forms.Form):
    name = forms.CharField(max_length=100, help_text="Shown in the rule-set picker, e.g. “Zung Jung (our club)”.")
    slug = forms.SlugField(label=SHORT_NAME_LABEL, help_text="Used in the addresses of its pages and in a hand's rules=, e.g. "
                           "“zung-jung-club”: small letters, digits and hyphens, no spaces.")

    def clean_slug(self):
        slug = self.cleaned_data["slug"]
        if problem := slug_taken(slug, RuleSet.objects.all()):
            raise ValidationError(problem)
        return slug

    def clean_name(self):
        name = self.cleaned_data["name"]
        if problem := name_taken(name, RuleSet.objects.all()):
            raise ValidationError(problem)
        return name


class ImportForm(forms.Form):
    file = forms.FileField(help_text="A rule-set file made by Export on this or another calculator.")
    slug = forms.SlugField(required=False, label=SHORT_NAME_LABEL, help_text="Import under this short name instead of the file's.")
    name = forms.CharField(required=False, max_length=100, help_text="… and this name instead of the file's.")
    replace = forms.BooleanField(required=False, help_text=(
        "Replace the house rule set with the same short name. You first see what the file would change, and the "
        "rule set's history keeps the version replaced."))


@dataclass(frozen=True)
class FileToImport:
    """A rule-set file's content as read, with the slug and name it is imported under and the
    name of the file chosen (for the pages that speak of it)."""

    data: dict
    slug: str | None
    name: str | None
    file_name: str

    def signed(self, current: RuleSet) -> str:
        """This file, with the version of `current` it was previewed against, for the preview's
        hidden field: signed, so that the confirmation reads back what this site put there."""
        payload = {"data": self.data, "slug": self.slug, "name": self.name, "file_name": self.file_name,
                   "rule_set": current.pk, "revision": current.revision}
        return signing.dumps(payload, salt=REPLACE_SALT, compress=True)


REPLACE_SALT = "rules.import.replace"
# How long a replacing import's preview may wait for its confirmation.
REPLACE_MAX_AGE = timedelta(hours=2)


class ConfirmReplaceForm(forms.Form):
    """The confirmation of a replacing import: the file its preview carried (FileToImport.signed)."""

    checked_file = forms.CharField(widget=forms.HiddenInput)

    def clean_checked_file(self) -> tuple[FileToImport, tuple[int, int]]:
        try:
            payload = signing.loads(self.cleaned_data["checked_file"], salt=REPLACE_SALT, max_age=REPLACE_MAX_AGE)
        except signing.SignatureExpired:
            raise ValidationError("The preview was made more than two hours ago, so nothing was replaced: choose the file "
                                  "again to see what it would change now.") from None
        except signing.BadSignature:
            raise ValidationError("The preview's copy of the file was changed or cut short on its way back, so nothing was "
                                  "replaced: choose the file again.") from None
        upload = FileToImport(payload["data"], payload["slug"], payload["name"], payload["file_name"])
        return upload, (payload["rule_set"], payload["revision"])


def replace_changes(current: RuleSet, checked) -> dict:
    """What a checked import would change in the rule set it replaces: its settings, pattern rows
    and example hands, as a save's preview shows them (nothing written)."""
    # In the order the rows are read back once saved: the first of two invented limit hands of
    # the same worth is the one that scores.
    rows = sorted(checked.patterns, key=lambda row: (row.order, row.key))
    return example_changes(current.to_spec(), list(current.patterns.all()), checked.rule_set.spec_from(rows, checked.options), rows,
                           notes=(current.notes or "", checked.rule_set.notes or ""))


# History -----------------------------------------------------------------------------------------

def moment_of(record):
    """The moment a version stood complete: its patterns and options are saved after the rule
    set itself, so it is just before the next version began (or now, for the latest)."""
    later = RuleSet.history.filter(id=record.id, history_date__gt=record.history_date).order_by("history_date").first()
    if later is None:
        from django.utils import timezone

        return timezone.now()
    return later.history_date - timedelta(microseconds=1)


def versions(rule_set: RuleSet) -> list[dict]:
    """Each saved version, newest first: who, when, and what changed in it."""
    records = list(RuleSet.history.filter(id=rule_set.pk).order_by("history_date").select_related("history_user"))
    children = sorted(
        list(PatternRule.history.filter(rule_set_id=rule_set.pk).select_related("history_user"))
        + list(RuleOption.history.filter(rule_set_id=rule_set.pk).select_related("history_user")),
        key=lambda r: r.history_date,
    )
    system = SYSTEMS.get(rule_set.system)
    described = {d["key"]: d for d in describe_options(system.options)} if system else {}
    found = []
    for n, record in enumerate(records):
        end = records[n + 1].history_date if n + 1 < len(records) else None
        lines = _record_lines(record)
        # A row's records in this version, by row: an import or a restore removes every row and
        # adds it again, which is one change to the row (or none), not a removal and an addition.
        rows: dict[tuple, list] = {}
        for child in children:
            if record.history_date <= child.history_date and (end is None or child.history_date < end):
                rows.setdefault((type(child), child.key), []).append(child)
        for row_records in rows.values():
            lines += _row_lines(row_records, described)
        found.append({"record": record, "lines": lines, "latest": end is None})
    return list(reversed(found))


def _record_lines(record) -> list[str]:
    """What a version changed in the rule set's own fields."""
    if record.history_type == "+":
        return ["Rule set: created"]
    previous = record.prev_record
    if previous is None or record.history_type == "-":
        return []
    delta = record.diff_against(previous, excluded_fields=["revision", "updated_at"])
    return [f"Rule set: {_field_label(RuleSet, change.field)} {_shown(change.old)} → {_shown(change.new)}" for change in delta.changes]


def _row_lines(records, described: dict) -> list[str]:
    """What one version did to one pattern or option row, from its records in that version (in
    order): added (with its value), removed, or each field from its value before to after.
    `described` is the system's options by key (options.describe_options)."""
    first, last = records[0], records[-1]
    before = None if first.history_type == "+" else first if first.history_type == "-" else first.prev_record
    after = None if last.history_type == "-" else last
    if isinstance(last, RuleOption.history.model):
        option = described.get(last.key, {})

        def setting(value) -> str:
            return choice_text(option, value) or _shown(value)

        default = option.get("default")
        old = setting(before.value) if before is not None else f"{setting(default)} (the default)"
        new = setting(after.value) if after is not None else f"{setting(default)} (the default)"
        return [] if old == new else [f"Option {last.key}: {old} → {new}"]
    label = f"Pattern “{(after or before).name}”"
    if before is None and after is None:
        return []
    if before is None:
        counts = "" if after.enabled else " (switched off: it does not count)"
        return [f"{label}: added, {value_text(after.value, after.unit)}{counts}"]
    if after is None:
        return [f"{label}: removed (it was {value_text(before.value, before.unit)})"]
    delta = after.diff_against(before, excluded_fields=["id", "rule_set"])
    lines = [f"{label}: {_field_label(PatternRule, change.field)} {_shown(change.old)} → {_shown(change.new)}" for change in delta.changes]
    if after.definition != before.definition:  # not an editable field, so not in the diff
        lines.append(f"{label}: building blocks changed")
    return lines


def _field_label(model, name: str) -> str:
    return str(model._meta.get_field(name).verbose_name)


def _shown(value) -> str:
    """A stored value as the history shows it: 45 not 45.0, yes/no, “none” for empty, short."""
    if isinstance(value, bool):
        text = "yes" if value else "no"
    elif isinstance(value, (int, float)):
        text = str(number(value))
    elif value is None:
        text = "none"
    elif value == "":
        text = "(empty)"
    else:
        text = json.dumps(value, ensure_ascii=False) if not isinstance(value, str) else value
    return text if len(text) <= 60 else text[:57] + "…"


def restore(rule_set: RuleSet, record, patterns, options) -> None:
    """Put back the fields, patterns and options a rule set had at a version, as a new version."""
    for name in ("name", "scheme", "minimum", "limit", "payment", "notes"):
        setattr(rule_set, name, getattr(record, name))
    rule_set.revision += 1
    rule_set._change_reason = f"Restored version r{record.revision}"
    rule_set.save()
    fields = [f.name for f in PatternRule._meta.concrete_fields if f.name not in ("id", "rule_set")]
    rule_set.replace_rows([PatternRule(**{name: getattr(old, name) for name in fields}) for old in patterns],
                          [RuleOption(key=old.key, value=old.value) for old in options])
