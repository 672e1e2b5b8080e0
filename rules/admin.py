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
from datetime import timedelta

from django import forms
from django.contrib import admin, messages
from django.contrib.admin import helpers
from django.contrib.admin.utils import unquote
from django.core.exceptions import PermissionDenied, ValidationError
from django.db import transaction
from django.forms.models import BaseInlineFormSet
from django.http import HttpResponse, HttpResponseRedirect
from django.shortcuts import get_object_or_404
from django.template.response import TemplateResponse
from django.urls import path, reverse
from django.utils.html import format_html
from django.utils.text import slugify
from simple_history.models import HistoricalRecords

from .builtin import load_builtin_rule_sets
from .engine import custom
from .engine.options import check_option, describe_options
from .engine.systems import SYSTEMS
from .exchange import ImportProblem, export_json, import_rule_set, read_json
from .models import PatternRule, PatternUnit, RuleOption, RuleSet
from .views import example_changes, tiles_html


@contextmanager
def recording(request):
    """History rows made inside name the signed-in user (what simple-history's middleware does)."""
    HistoricalRecords.context.request = request
    try:
        yield
    finally:
        del HistoricalRecords.context.request


# Patterns of the rule system -------------------------------------------------------------

class PatternRuleFormSet(BaseInlineFormSet):
    def clean(self):
        super().clean()
        check_limit_hands(self)


def check_limit_hands(formset):
    rule_set = formset.instance
    for form in formset.forms:
        data = getattr(form, "cleaned_data", None) or {}
        if data.get("DELETE") or not data.get("enabled", True):
            continue
        if data.get("unit") == PatternUnit.LIMIT and not rule_set.limit:
            raise ValidationError(
                f"“{data.get('name')}” is valued as a share of the limit, but this rule set has no limit: "
                "set the cap or limit above, or give the pattern points.")


class OptionValuesField(forms.JSONField):
    """A pattern's values under options, as JSON in one short box: empty when there are none
    (most patterns), rather than a column of {}."""

    widget = forms.TextInput(attrs={"size": 16, "placeholder": "none"})

    def prepare_value(self, value):
        return "" if value in ({}, None) else super().prepare_value(value)

    def to_python(self, value):
        found = super().to_python(value)
        return {} if found is None else found


class PatternRuleInline(admin.TabularInline):
    model = PatternRule
    formset = PatternRuleFormSet
    extra = 0
    fields = ("order", "key", "name", "chinese", "value", "option_values", "unit", "family", "excludes", "enabled", "description",
              "example", "example_tiles")
    readonly_fields = ("key", "example_tiles")
    verbose_name = "pattern"
    verbose_name_plural = "patterns of the rule system (switch one off with “counts”)"

    def get_queryset(self, request):
        return super().get_queryset(request).filter(definition__isnull=True)

    def formfield_for_dbfield(self, db_field, request, **kwargs):
        if db_field.name == "description":
            kwargs["widget"] = forms.Textarea(attrs={"rows": 2, "cols": 30})
        elif db_field.name in ("excludes", "example"):
            kwargs["widget"] = forms.TextInput(attrs={"size": 22})
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

    @admin.display(description="example")
    def example_tiles(self, pattern):
        return tiles_html(pattern.example)


# Invented special hands -------------------------------------------------------------------

class InventedHandForm(forms.ModelForm):
    limit_hand = forms.BooleanField(required=False, help_text="A limit hand scores its share of the limit (value 1 = the whole limit) and nothing else.")
    shape = forms.ChoiceField(choices=list(custom.SHAPES.items()), initial="standard")
    fixed = forms.CharField(required=False, label="fixed tile pattern",
                            help_text="For the fixed shape: 13 tiles (or all 14), e.g. 123456789a1234z; a, b, c stand for three different suits.")
    extra = forms.CharField(required=False, label="the 14th tile may be",
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
        help_texts = {"key": "Small letters and _, e.g. imperial_jade; never changes once results use it."}

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        definition = self.instance.definition or {}
        self.fields["limit_hand"].initial = self.instance.unit == PatternUnit.LIMIT if self.instance.pk else True
        if not self.instance.pk:
            self.fields["value"].initial = 1
            self.fields["unit"].initial = PatternUnit.LIMIT
        for name in ("shape", "fixed", "extra", "tiles", "honours", "min_suits", "max_suits"):
            if name in definition:
                self.fields[name].initial = definition[name]
        self.fields["suits"].initial = list(definition.get("suits", ""))
        self.fields["numbers"].initial = list(definition.get("numbers", ""))
        self.fields["requires"].initial = list(definition.get("requires", []))

    def clean(self):
        data = super().clean()
        if data.get("DELETE"):
            return data
        blocks = {
            "shape": data.get("shape") or "standard", "fixed": data.get("fixed", ""), "extra": data.get("extra", ""),
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
        if data.get("limit_hand"):
            self.instance.unit = data["unit"] = PatternUnit.LIMIT
        elif data.get("unit") == PatternUnit.LIMIT:
            self.add_error("limit_hand", "The value is a share of the limit: tick “limit hand”, or choose points.")
        if not self.instance.pk:
            self.instance.order = 1000
        return data


class InventedHandFormSet(BaseInlineFormSet):
    @classmethod
    def get_default_prefix(cls):
        return "invented"  # the system's patterns use the default prefix of the same relation

    def clean(self):
        super().clean()
        check_limit_hands(self)


class InventedHandInline(admin.StackedInline):
    model = PatternRule
    form = InventedHandForm
    formset = InventedHandFormSet
    extra = 0
    verbose_name = "special hand invented by the club"
    verbose_name_plural = "special hands invented by the club"
    fieldsets = (
        (None, {"fields": (("key", "name", "chinese"), ("value", "unit", "limit_hand", "enabled"), "description", "example", "excludes")}),
        ("Building blocks", {"fields": ("shape", ("fixed", "extra"), ("tiles", "honours"), "suits", "numbers",
                                        ("min_suits", "max_suits"), "requires")}),
    )

    def get_queryset(self, request):
        return super().get_queryset(request).filter(definition__isnull=False)


# Rule sets -----------------------------------------------------------------------------------

def option_field(described: dict, current) -> forms.Field:
    default = described["default"]
    label = described["key"].replace("_", " ").capitalize()
    help_text = f"{described['help']} Default: {json.dumps(default)}."
    common = {"label": label, "help_text": help_text, "initial": default if current is None else current}
    if described["choices"]:
        return forms.TypedChoiceField(choices=[(c, c) for c in described["choices"]], coerce=type(default), **common)
    if isinstance(default, bool):
        return forms.BooleanField(required=False, **common)
    if isinstance(default, int):
        return forms.IntegerField(**common)
    if isinstance(default, float):
        return forms.FloatField(**common)
    return forms.CharField(required=False, **common)


def option_field_name(key: str) -> str:
    return f"option__{key}"


class RuleSetForm(forms.ModelForm):
    class Meta:
        model = RuleSet
        fields = "__all__"

    option_keys: tuple = ()

    def clean(self):
        data = super().clean()
        system = SYSTEMS.get(self.instance.system or data.get("system") or "")
        if system is None:
            return data
        for key in self.option_keys:
            name = option_field_name(key)
            if name in data:
                value, problem = check_option(system.options, key, data[name])
                if problem:
                    self.add_error(name, problem.message)
                else:
                    data[name] = value
        return data


@admin.register(RuleSet)
class RuleSetAdmin(admin.ModelAdmin):
    form = RuleSetForm
    list_display = ("name", "slug", "system", "scheme", "limit", "minimum", "builtin", "version", "based_on", "public_page")
    list_filter = ("builtin", "system")
    search_fields = ("name", "slug")
    prepopulated_fields = {"slug": ("name",)}
    inlines = [PatternRuleInline, InventedHandInline]
    actions = ["derive_house_rules", "export_rule_sets", "restore_published"]
    change_form_template = "admin/rules/ruleset/change_form.html"
    change_list_template = "admin/rules/ruleset/change_list.html"
    object_history_template = "admin/rules/ruleset/history.html"

    # Who may change what: built-in rule sets are read-only (derive house rules from them).
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
        return ("system", "based_on", "revision")

    def get_fieldsets(self, request, obj=None):
        fieldsets = [
            (None, {"fields": ["name", "slug", "system", "notes"]}),
            ("Scoring", {"fields": ["scheme", "minimum", "limit", "payment"]}),
        ]
        keys = self._option_keys(obj)
        if keys:
            fieldsets.append(("Options of the rule system", {
                "fields": [option_field_name(k) for k in keys],
                "description": "Every option of the rule system, with what it does and its default.",
            }))
        if obj is not None:
            fieldsets.append(("Origin", {"fields": ["based_on", "revision"]}))
        return fieldsets

    def _option_keys(self, obj) -> tuple:
        system = SYSTEMS.get(obj.system) if obj is not None else None
        return tuple(d["key"] for d in describe_options(system.options)) if system else ()

    def get_form(self, request, obj=None, change=False, **kwargs):
        settings = obj.option_settings() if obj is not None else []
        if settings:
            declared = {
                option_field_name(s.key): option_field(s.described, s.row.value if s.row is not None else None)
                for s in settings
            }
            kwargs["form"] = type("RuleSetOptionsForm", (RuleSetForm,), {**declared, "option_keys": self._option_keys(obj)})
        return super().get_form(request, obj, change=change, **kwargs)

    def __getattr__(self, name):
        """Read-only display of an option (built-in rule sets show their options, not fields)."""
        if name.startswith("option__"):
            key = name.removeprefix("option__")

            def show(rule_set):
                # One read of the options per page, not one per option shown.
                if "_shown_options" not in vars(rule_set):
                    rule_set._shown_options = {s.key: s.value for s in rule_set.option_settings()}
                return json.dumps(rule_set._shown_options.get(key))

            show.short_description = key.replace("_", " ").capitalize()
            return show
        raise AttributeError(name)

    @admin.display(description="version")
    def version(self, rule_set):
        return rule_set.version

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
            original = RuleSet.objects.filter(pk=unquote(object_id)).first()
            if original is not None:
                request._rules_before = original.to_spec(), list(original.patterns.all())
        with recording(request):
            return super().changeform_view(request, object_id, form_url, extra_context)

    def response_change(self, request, obj):
        saved = getattr(request, "_rules_saved", None)
        before = getattr(request, "_rules_before", None)
        if saved and before and request.POST.get("_confirm") != self._signature(request):
            # Preview: everything above was saved inside the admin's transaction; score the
            # examples, then roll it all back and show the same form with the differences.
            obj.refresh_from_db()
            changes = example_changes(before[0], before[1], obj.to_spec(), list(obj.patterns.all()))
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
        items = sorted((k, v) for k in request.POST for v in request.POST.getlist(k)
                       if k not in ("csrfmiddlewaretoken", "_confirm", "_save", "_continue"))
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
            "confirm_signature": self._signature(request),
        }
        return self.render_change_form(request, context, change=True, obj=obj)

    # Derive, restore, export, import, history ----------------------------------------------------

    def get_urls(self):
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

    def derive_view(self, request, object_id):
        source = get_object_or_404(RuleSet, pk=unquote(object_id))
        if not self.has_add_permission(request):
            raise PermissionDenied
        initial_name = f"{source.name} (house rules)"
        form = DeriveForm(request.POST or None, initial={"name": initial_name, "slug": source.free_slug(slugify(f"{source.slug}-house"))})
        if request.method == "POST" and form.is_valid():
            with recording(request):
                copy = source.derive(form.cleaned_data["name"], form.cleaned_data["slug"])
            self.log_addition(request, copy, [{"added": {}}])
            self.message_user(request, f"Made “{copy.name}” from {source.name}. Change what your club plays differently, then save.", messages.SUCCESS)
            return HttpResponseRedirect(reverse("admin:rules_ruleset_change", args=[copy.pk]))
        context = {**self.admin_site.each_context(request), "title": f"Make house rules from {source.name}",
                   "form": form, "source": source, "opts": self.opts}
        return TemplateResponse(request, "admin/rules/ruleset/derive.html", context)

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
        rule_set = get_object_or_404(RuleSet, pk=unquote(object_id))
        if not self.has_view_permission(request, rule_set):
            raise PermissionDenied
        response = HttpResponse(export_json(rule_set), content_type="application/json; charset=utf-8")
        response["Content-Disposition"] = f'attachment; filename="{rule_set.slug}-r{rule_set.revision}.json"'
        return response

    def import_view(self, request):
        if not self.has_add_permission(request):
            raise PermissionDenied
        form = ImportForm(request.POST or None, request.FILES or None)
        problems: list[str] = []
        if request.method == "POST" and form.is_valid():
            try:
                data = read_json(form.cleaned_data["file"].read())
                with recording(request):
                    rule_set = import_rule_set(data, slug=form.cleaned_data["slug"] or None, name=form.cleaned_data["name"] or None,
                                               replace=form.cleaned_data["replace"])
            except ImportProblem as error:
                problems = error.problems
            else:
                self.log_addition(request, rule_set, [{"added": {}}])
                self.message_user(request, f"Imported “{rule_set.name}” ({rule_set.version}).", messages.SUCCESS)
                return HttpResponseRedirect(reverse("admin:rules_ruleset_change", args=[rule_set.pk]))
        context = {**self.admin_site.each_context(request), "title": "Import a rule set", "form": form,
                   "problems": problems, "opts": self.opts}
        return TemplateResponse(request, "admin/rules/ruleset/import.html", context, status=400 if problems else 200)

    def history_view(self, request, object_id, extra_context=None):
        rule_set = get_object_or_404(RuleSet, pk=unquote(object_id))
        if not self.has_view_permission(request, rule_set):
            raise PermissionDenied
        context = {**self.admin_site.each_context(request), "title": f"History of {rule_set.name}", "original": rule_set,
                   "object": rule_set, "opts": self.opts, "versions": versions(rule_set),
                   "can_restore": self.has_change_permission(request, rule_set)}
        return TemplateResponse(request, self.object_history_template, context)

    def restore_view(self, request, object_id, history_id):
        rule_set = get_object_or_404(RuleSet, pk=unquote(object_id))
        if not self.has_change_permission(request, rule_set):
            raise PermissionDenied
        record = get_object_or_404(RuleSet.history.model, pk=history_id, id=rule_set.pk)
        when = moment_of(record)
        snapshot = PatternRule.history.as_of(when).filter(rule_set_id=rule_set.pk), RuleOption.history.as_of(when).filter(rule_set_id=rule_set.pk)
        if request.method != "POST":
            changes = example_changes(rule_set.to_spec(), list(rule_set.patterns.all()),
                                      record.instance.spec_from(*snapshot), list(snapshot[0]))
            context = {**self.admin_site.each_context(request), "title": f"Restore {rule_set.name} to version r{record.revision}?",
                       "original": rule_set, "record": record, "preview": changes, "opts": self.opts}
            return TemplateResponse(request, "admin/rules/ruleset/restore.html", context)
        with recording(request), transaction.atomic():
            restore(rule_set, record, *snapshot)
        self.log_change(request, rule_set, f"Restored version r{record.revision}.")
        self.message_user(request, f"Restored {rule_set.name} to what version r{record.revision} had; it is now {rule_set.version}.", messages.SUCCESS)
        return HttpResponseRedirect(reverse("admin:rules_ruleset_change", args=[rule_set.pk]))


class DeriveForm(forms.Form):
    name = forms.CharField(max_length=100, help_text="Shown in the rule-set picker, e.g. “Zung Jung (our club)”.")
    slug = forms.SlugField(help_text="Short name used in URLs, e.g. “zung-jung-club”.")

    def clean_slug(self):
        slug = self.cleaned_data["slug"]
        if RuleSet.objects.filter(slug=slug).exists():
            raise ValidationError(f"A rule set “{slug}” already exists: choose another short name.")
        return slug


class ImportForm(forms.Form):
    file = forms.FileField(help_text="A rule-set file made by Export on this or another calculator.")
    slug = forms.SlugField(required=False, help_text="Import under this short name instead of the file's.")
    name = forms.CharField(required=False, max_length=100, help_text="… and this name instead of the file's.")
    replace = forms.BooleanField(required=False, help_text="Overwrite a house rule set with the same short name (it keeps its history).")


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
    found = []
    for n, record in enumerate(records):
        end = records[n + 1].history_date if n + 1 < len(records) else None
        lines = _record_lines(record, "Rule set")
        for child in children:
            if record.history_date <= child.history_date and (end is None or child.history_date < end):
                is_pattern = isinstance(child, PatternRule.history.model)
                lines += _record_lines(child, f"Pattern “{child.name}”" if is_pattern else f"Option {child.key}")
        found.append({"record": record, "lines": lines, "latest": end is None})
    return list(reversed(found))


def _record_lines(record, label: str) -> list[str]:
    if record.history_type == "+":
        return [f"{label}: created" if label == "Rule set" else f"{label}: added"]
    if record.history_type == "-":
        return [f"{label}: removed"]
    previous = record.prev_record
    if previous is None:
        return []
    delta = record.diff_against(previous, excluded_fields=["revision", "updated_at"])
    return [f"{label}: {change.field} {_short(change.old)} → {_short(change.new)}" for change in delta.changes]


def _short(value) -> str:
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
