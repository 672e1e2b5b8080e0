from django.contrib import admin

from .models import PatternRule, RuleOption, RuleSet


class PatternRuleInline(admin.TabularInline):
    model = PatternRule
    extra = 0
    fields = ("order", "key", "name", "chinese", "value", "unit", "family", "excludes", "enabled", "description", "example")


class RuleOptionInline(admin.TabularInline):
    model = RuleOption
    extra = 0


@admin.register(RuleSet)
class RuleSetAdmin(admin.ModelAdmin):
    list_display = ("name", "slug", "system", "scheme", "limit", "minimum", "builtin", "revision")
    prepopulated_fields = {"slug": ("name",)}
    inlines = [PatternRuleInline, RuleOptionInline]

    def save_related(self, request, form, formsets, change):
        super().save_related(request, form, formsets, change)
        if change:
            form.instance.bump_revision()
