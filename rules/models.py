"""Rule sets as data: what a club organiser edits in the admin, handed to the engine as a RuleSpec."""

from __future__ import annotations

from django.core.exceptions import ValidationError
from django.db import models

from .engine.options import check_option
from .engine.spec import PatternSpec, RuleSpec, Unit
from .engine.systems import SYSTEMS


class Scheme(models.TextChoices):
    ADDITIVE = "additive", "Additive (pattern values add up, with a cap)"
    DOUBLING = "doubling", "Points × doubles (with a limit)"


class PatternUnit(models.TextChoices):
    POINTS = Unit.POINTS.value, "points"
    DOUBLES = Unit.DOUBLES.value, "doubles (fan)"
    LIMIT = Unit.LIMIT.value, "share of the limit"
    BONUS = Unit.BONUS.value, "bonus points (not towards the minimum)"


def system_choices():
    return [(key, system.name) for key, system in sorted(SYSTEMS.items())]


class RuleSetQuerySet(models.QuerySet):
    def for_picker(self):
        return self.order_by("-builtin", "name")


class RuleSet(models.Model):
    slug = models.SlugField(unique=True, help_text="Short name used in URLs and the API, e.g. “club-mcr”.")
    name = models.CharField(max_length=100, help_text="Shown in the rule-set picker, e.g. “Zung Jung (our club)”.")
    system = models.CharField(max_length=40, choices=system_choices, help_text="The rule system whose patterns this rule set values.")
    scheme = models.CharField(max_length=20, choices=Scheme.choices, default=Scheme.ADDITIVE)
    minimum = models.FloatField("minimum to win", default=0, help_text="Points a hand needs to count as a win (MCR: 8). Bonus points do not count towards it.")
    limit = models.FloatField("cap or limit", null=True, blank=True, help_text="The most a hand scores (Zung Jung: 320; British: 1000). Empty for none.")
    payment = models.CharField("payment scheme", max_length=40, blank=True, help_text="How a win is paid, e.g. “formal”, “uniform”.")
    notes = models.TextField(blank=True)
    builtin = models.BooleanField(default=False, editable=False, help_text="Published rule set shipped with the calculator.")
    based_on = models.ForeignKey("self", null=True, blank=True, on_delete=models.SET_NULL, related_name="derived")
    revision = models.PositiveIntegerField(default=1, editable=False, help_text="Goes up with every saved change; results name it.")
    updated_at = models.DateTimeField(auto_now=True)

    objects = RuleSetQuerySet.as_manager()

    class Meta:
        ordering = ["-builtin", "name"]

    def __str__(self) -> str:
        return f"{self.name} ({self.slug})"

    @property
    def version(self) -> str:
        return f"{self.slug} r{self.revision}"

    def clean(self):
        if self.system and self.system not in SYSTEMS:
            raise ValidationError({"system": f"Unknown rule system “{self.system}”."}, code="unknown_system")
        if self.limit is not None and self.limit <= 0:
            raise ValidationError({"limit": "The limit must be a positive number, or empty for none."}, code="bad_limit")
        if self.minimum < 0:
            raise ValidationError({"minimum": "The minimum cannot be negative."}, code="bad_minimum")

    def bump_revision(self) -> None:
        RuleSet.objects.filter(pk=self.pk).update(revision=models.F("revision") + 1)
        self.refresh_from_db(fields=["revision"])

    def to_spec(self) -> RuleSpec:
        """The engine's view of this rule set, read in one query per table."""
        patterns = tuple(
            PatternSpec(
                key=p.key, name=p.name, value=p.value, unit=Unit(p.unit), chinese=p.chinese, family=p.family,
                excludes=frozenset(p.excluded_keys), enabled=p.enabled, order=p.order, description=p.description,
            )
            for p in self.patterns.all()
        )
        options = {o.key: o.value for o in self.options.all()}
        return RuleSpec(
            slug=self.slug, name=self.name, system=self.system, scheme=self.scheme, patterns=patterns,
            options=options, minimum=self.minimum, limit=self.limit, version=self.version,
        )


class PatternRule(models.Model):
    rule_set = models.ForeignKey(RuleSet, on_delete=models.CASCADE, related_name="patterns")
    key = models.CharField(max_length=60, help_text="The engine's name for the pattern; never changes.")
    name = models.CharField("English name", max_length=100)
    chinese = models.CharField("Chinese name", max_length=40, blank=True)
    value = models.FloatField(help_text="Points, doubles, or share of the limit (1 = limit, 0.5 = half), by the unit.")
    unit = models.CharField(max_length=10, choices=PatternUnit.choices, default=PatternUnit.POINTS)
    family = models.CharField("family / series", max_length=20, blank=True, help_text="Only the highest pattern of a family counts, e.g. “3.3”.")
    excludes = models.CharField(max_length=500, blank=True, help_text="Keys of patterns not counted when this one is, separated by spaces.")
    enabled = models.BooleanField("counts", default=True)
    order = models.PositiveIntegerField(default=0)
    description = models.TextField(blank=True)
    example = models.CharField("example hand", max_length=200, blank=True, help_text="A hand that has the pattern, e.g. “123m456p789s11z (555p) +1z”.")

    class Meta:
        ordering = ["order", "key"]
        constraints = [models.UniqueConstraint(fields=["rule_set", "key"], name="unique_pattern_per_rule_set")]

    def __str__(self) -> str:
        return f"{self.name}: {self.value:g} {self.unit}"

    @property
    def excluded_keys(self) -> list[str]:
        return self.excludes.replace(",", " ").split()

    def clean(self):
        system = SYSTEMS.get(self.rule_set.system) if self.rule_set_id else None
        if system is None:
            return
        if self.key not in system.patterns:
            raise ValidationError({"key": f"“{self.key}” is not a pattern of {system.name}."}, code="unknown_pattern")
        unknown = [k for k in self.excluded_keys if k not in system.patterns]
        if unknown:
            raise ValidationError({"excludes": f"Not patterns of {system.name}: {', '.join(unknown)}."}, code="unknown_pattern")
        if self.unit == PatternUnit.LIMIT and not 0 < self.value <= 10:
            raise ValidationError({"value": "A share of the limit is a number such as 1 (the limit) or 0.5 (half)."}, code="bad_value")


class RuleOption(models.Model):
    rule_set = models.ForeignKey(RuleSet, on_delete=models.CASCADE, related_name="options")
    key = models.CharField(max_length=60)
    value = models.JSONField(help_text="true/false, a number, or a word in quotes, as the option takes.")

    class Meta:
        ordering = ["key"]
        constraints = [models.UniqueConstraint(fields=["rule_set", "key"], name="unique_option_per_rule_set")]

    def __str__(self) -> str:
        return f"{self.key} = {self.value!r}"

    def clean(self):
        system = SYSTEMS.get(self.rule_set.system) if self.rule_set_id else None
        if system is None:
            return
        value, problem = check_option(system.options, self.key, self.value)
        if problem:
            field = "key" if problem.code == "unknown_option" else "value"
            raise ValidationError({field: problem.message}, code=problem.code)
        self.value = value
