"""Rule sets as data: what a club organiser edits in the admin, handed to the engine as a RuleSpec."""

from __future__ import annotations

import difflib
import math
import re
from collections import deque
from dataclasses import dataclass
from functools import cache
from itertools import count
from typing import NamedTuple

from django.core.exceptions import ValidationError
from django.db import models, transaction
from simple_history.models import HistoricalRecords

from .engine.builtin import BUILTIN_RULE_SETS
from .engine.custom import DefinitionError, example_misfit, read_definition, rule_set_misfit
from .engine.hand import read_hand
from .engine.notation import NotationError, parse_line
from .engine.options import (
    LARGEST_NUMBER,
    build_options,
    check_option,
    choice_text,
    describe_options,
    setting_text,
)
from .engine.spec import PatternSpec, RuleSpec, Unit, values_in_force
from .engine.systems import SYSTEMS

KEY = re.compile(r"^[a-z][a-z0-9_]*$")
# A hand in the one-line notation that wins under every published rule set, for help texts.
SAMPLE_HAND = "111m444p999s1z (555p) +1z"


class Scheme(models.TextChoices):
    # Whether a hand is capped is the limit's to say (MCR has none), not the scheme's.
    ADDITIVE = "additive", "Additive (pattern values add up)"
    DOUBLING = "doubling", "Points × doubles"


class PatternUnit(models.TextChoices):
    POINTS = Unit.POINTS.value, "points"
    DOUBLES = Unit.DOUBLES.value, "doubles (fan)"
    LIMIT = Unit.LIMIT.value, "share of the limit"
    BONUS = Unit.BONUS.value, "bonus points (not towards the minimum)"


def system_choices():
    return [(key, system.name) for key, system in sorted(SYSTEMS.items())]


def fixed_scheme(system_key) -> Scheme | None:
    """The scheme a rule system scores by whatever its rule sets say (British, classical: a total
    of their own, points × doubles), or None where a rule set's scheme decides."""
    system = SYSTEMS.get(system_key) if isinstance(system_key, str) else None
    return Scheme.DOUBLING if system is not None and system.total is not None else None


@dataclass(frozen=True)
class OptionSetting:
    """One option of a rule set's system: its description (options.describe_options: key,
    default, help, choices) and the rule set's stored row, if the rule set sets it."""

    described: dict
    row: RuleOption | None

    @property
    def key(self) -> str:
        return self.described["key"]

    @property
    def default(self):
        return self.described["default"]

    @property
    def value(self):
        """The value in force: the stored one, or the default."""
        return self.row.value if self.row is not None else self.default

    @property
    def changed(self) -> bool:
        return self.row is not None and self.row.value != self.default


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
    payment = models.CharField("payment scheme", max_length=200, blank=True, help_text="Who pays the winner what, in words, as the published rules state it. A house rule set says it through its options.")
    notes = models.TextField(blank=True)
    builtin = models.BooleanField(default=False, editable=False, help_text="Published rule set shipped with the calculator.")
    based_on = models.ForeignKey("self", null=True, blank=True, on_delete=models.SET_NULL, related_name="derived")
    revision = models.PositiveIntegerField(default=1, editable=False, help_text="Goes up with every saved change; results name it.")
    updated_at = models.DateTimeField(auto_now=True)

    objects = RuleSetQuerySet.as_manager()
    history = HistoricalRecords(excluded_fields=["updated_at"])

    class Meta:
        ordering = ["-builtin", "name"]

    def __str__(self) -> str:
        return f"{self.name} ({self.slug})"

    @property
    def version(self) -> str:
        return f"{self.slug} r{self.revision}"

    def option_settings(self) -> list[OptionSetting]:
        """Every option of the rule system with what this rule set stores for it (the admin's
        fields and save, the rules page and the read-only display all start from this)."""
        system = SYSTEMS.get(self.system)
        if system is None:
            return []
        stored = {row.key: row for row in self.options.all()}
        return [OptionSetting(described, stored.get(described["key"])) for described in describe_options(system.options)]

    def clean(self):
        # Values of the wrong type (an imported file can hold anything) were already refused by
        # clean_fields, with its own message: only compare the ones that are numbers or text.
        if isinstance(self.system, str) and self.system and self.system not in SYSTEMS:
            raise ValidationError({"system": f"Unknown rule system “{self.system}”."}, code="unknown_system")
        if _number(self.limit) and not 0 < self.limit <= LARGEST_NUMBER:
            raise ValidationError({"limit": f"The limit must be a positive number up to {LARGEST_NUMBER:,}, or empty for none."},
                                  code="bad_limit")
        if _number(self.minimum) and not 0 <= self.minimum <= LARGEST_NUMBER:
            raise ValidationError({"minimum": f"The minimum must be a number from 0 to {LARGEST_NUMBER:,}."}, code="bad_minimum")
        others = RuleSet.objects.exclude(pk=self.pk) if self.pk else RuleSet.objects.all()
        errors = {}
        if isinstance(self.name, str) and (problem := name_taken(self.name, others)):
            errors["name"] = ValidationError(problem, code="name_taken")
        # An exact repeat is refused by the slug's unique constraint (with Django's message).
        if isinstance(self.slug, str) and (problem := slug_taken(self.slug, others.exclude(slug=self.slug))):
            errors["slug"] = ValidationError(problem, code="slug_taken")
        if errors:
            raise ValidationError(errors)

    def values_in_force(self, spec: RuleSpec | None = None) -> dict[str, tuple[str, float]]:
        """Patterns whose value under an option counts instead of their plain value, because the
        rule set chooses that option setting: key -> (setting, value). From `spec`, this rule
        set's spec if the caller has it already (the rules page keeps one), else read afresh."""
        system = SYSTEMS.get(self.system)
        if system is None:
            return {}
        spec = spec if spec is not None else self.to_spec()
        return values_in_force(spec, build_options(system.options, spec.options)[0])

    def invented_example_misfits(self, rows=None, options: dict | None = None) -> list[tuple[PatternRule, str]]:
        """Each invented hand whose example this rule set cannot score as that hand, and why: as
        saved, or with these invented-hand rows and these option values (every one the rule set
        will have; missing ones are at their default) in place of the saved ones, as a form or a
        file is about to save them."""
        system = SYSTEMS.get(self.system) if isinstance(self.system, str) else None
        if system is None:
            return []
        if rows is None:
            rows = list(self.patterns.filter(definition__isnull=False)) if self.pk else []
        if options is None:
            options = {o.key: o.value for o in self.options.all()} if self.pk else {}
        hands = []
        for row in rows:
            try:
                hands.append((row, read_definition(row.definition)))
            except DefinitionError:
                continue  # refused on its own row, with its own message
        found = []
        for row, hand in hands:
            if not row.example or example_problem(row.example):
                continue
            others = [(other.key, other_hand) for other, other_hand in hands if other is not row and other.enabled]
            if why := invented_example_problem(row.key, hand, row.example, system, options, others):
                found.append((row, why))
        return found

    def bump_revision(self) -> None:
        RuleSet.objects.filter(pk=self.pk).update(revision=models.F("revision") + 1)
        self.refresh_from_db(fields=["revision"])

    def to_spec(self) -> RuleSpec:
        """The engine's view of this rule set, read in one query per table."""
        return self.spec_from(self.patterns.all(), self.options.all())

    def spec_from(self, patterns, options) -> RuleSpec:
        """The engine's view of this rule set's fields with these pattern and option rows
        (saved or not: the admin's preview scores a change before it is saved)."""
        return RuleSpec(
            slug=self.slug, name=self.name, system=self.system, scheme=self.scheme,
            patterns=tuple(p.to_spec() for p in patterns),
            options={o.key: o.value for o in options}, minimum=self.minimum, limit=self.limit, version=self.version,
        )

    def free_slug(self, base: str) -> str:
        """`base`, or `base-2`, `base-3`, ... whichever no rule set uses yet (in any capitals)."""
        return _first_free("slug", (base if n == 1 else f"{base}-{n}" for n in count(1)))

    def free_house_rules_name(self) -> str:
        """“<name> (house rules)”, or “… (house rules 2)”, ... whichever no rule set has yet."""
        return _first_free("name", (f"{self.name} (house rules{'' if n == 1 else f' {n}'})" for n in count(1)))

    @transaction.atomic
    def derive(self, name: str, slug: str) -> RuleSet:
        """A full copy under a new name and slug, based on this one, for a club to edit. Not its
        payment summary: a house rule set's options say how a win is paid, and it has no payment
        field to show or correct a copied one."""
        copy = RuleSet(
            slug=slug, name=name, system=self.system, scheme=self.scheme, minimum=self.minimum, limit=self.limit,
            notes=self.notes, based_on=self,
        )
        copy.full_clean()
        copy._change_reason = f"Made from {self.version}"
        copy.save()
        copy.replace_rows(self.patterns.all(), self.options.all())
        return copy

    def replace_rows(self, patterns, options) -> None:
        """Put these pattern and option rows (unsaved, or another rule set's, which are copied) in
        place of this rule set's, one row at a time so the history records every removal and
        addition (a bulk insert would leave no history). Used by derive, restore, import and
        loading the built-in rule sets."""
        for old in [*self.patterns.all(), *self.options.all()]:
            old.delete()
        for row in [*patterns, *options]:
            row.pk, row.rule_set = None, self
            row.save()


def name_taken(name: str, others) -> str:
    """Why no rule set may be called `name` while one of `others` is (in any capitals), or ""."""
    same = others.filter(name__iexact=name).first()
    return (f"“{same.name}” ({same.slug}) already has this name: the rule-set picker would list two of them. "
            "Choose another name.") if same else ""


def slug_taken(slug: str, others) -> str:
    """Why no rule set may have the short name `slug` while one of `others` has it in any capitals,
    or "". A hand's rules=Club-ZJ is read as club-zj, and the calculator finds a short name whatever
    its capitals only where one rule set fits (scoring.spec_for): two would not be told apart."""
    same = others.filter(slug__iexact=slug).first()
    if same is None:
        return ""
    capitals = "" if same.slug == slug else " (in other capitals, which the calculator does not tell apart: rules=MCR finds mcr)"
    return f"A rule set “{same.slug}” already exists{capitals}: choose another short name."


def _first_free(field: str, candidates) -> str:
    """The first of `candidates` that is no rule set's `field`, ignoring capitals (clean refuses a repeat)."""
    return next(c for c in candidates if not RuleSet.objects.filter(**{f"{field}__iexact": c}).exists())


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
    example = models.CharField("example hand", max_length=200, blank=True, help_text=f"A hand that has the pattern, e.g. “{SAMPLE_HAND}”.")
    option_values = models.JSONField(
        "value under an option", default=dict, blank=True,
        help_text="Where another source values this pattern differently, the option setting that picks that "
                  "source and the value it gives, e.g. {\"book_values=true\": 6}. Empty: {}.",
    )
    definition = models.JSONField(
        "building blocks", null=True, blank=True, editable=False,
        help_text="For a special hand the club invented: its tiles, shape and set requirements (rules/engine/custom.py).",
    )

    history = HistoricalRecords()

    class Meta:
        ordering = ["order", "key"]
        constraints = [models.UniqueConstraint(fields=["rule_set", "key"], name="unique_pattern_per_rule_set")]

    def __str__(self) -> str:
        # The name alone: the admin heads each pattern row with it, and the value stored here is
        # not the one that counts while an option chooses another (values_in_force).
        return self.name

    @property
    def excluded_keys(self) -> list[str]:
        return excluded_keys(self.excludes)

    @property
    def invented(self) -> bool:
        return self.definition is not None

    def to_spec(self) -> PatternSpec:
        definition = None
        if self.definition is not None:
            try:
                definition = read_definition(self.definition)
            except DefinitionError:
                definition = None  # refused by clean(); never scored as the system's own pattern
        return PatternSpec(
            key=self.key, name=self.name, value=self.value, unit=Unit(self.unit), chinese=self.chinese,
            family=self.family, excludes=frozenset(self.excluded_keys),
            enabled=self.enabled and (self.definition is None or definition is not None),
            order=self.order, description=self.description, definition=definition,
            option_values=tuple((str(k), float(v)) for k, v in self.option_values.items() if _number(v))
            if isinstance(self.option_values, dict) else (),
        )

    def clean(self):
        errors: dict[str, list[str]] = {}
        system = _system_of(self)
        if self.definition is not None:
            if not KEY.match(self.key or ""):
                errors.setdefault("key", []).append("Give the special hand a key of small letters, digits and _, starting with a letter, e.g. “imperial_jade”.")
            elif system and self.key in system.patterns:
                errors.setdefault("key", []).append(f"“{self.key}” is already a pattern of {system.name}: choose another key for the invented hand.")
            try:
                read_definition(self.definition)
            except DefinitionError as error:
                errors.setdefault("definition", []).extend(error.problems)
        elif system is not None and self.key not in system.patterns:
            errors.setdefault("key", []).append(f"“{self.key}” is not a pattern of {system.name}.")
        if system is not None:
            invented = getattr(self, "invented_keys", None)  # set by an import, whose rows are not saved yet
            if invented is None:
                invented = set(self.rule_set.patterns.filter(definition__isnull=False).values_list("key", flat=True)) if self.rule_set.pk else set()
            unknown = [k for k in self.excluded_keys if k not in system.patterns and k not in invented]
            rows = {**self.rows_of_rule_set(), self.key: (self.name, self.excluded_keys)}
            if unknown:
                errors.setdefault("excludes", []).append(f"Not patterns of {system.name}: {', '.join(unknown)}. Write pattern keys separated by spaces.")
            elif chain := exclusion_cycle(self.key, rows, self.rule_set.system):
                # An import names the rows it adds from a published rule set (not in the file).
                errors.setdefault("excludes", []).append(cycle_problem(chain, rows, getattr(self, "added_by_import", {})))
        unit_fault = unit_problem(self) if self.enabled else ""
        # A share of a limit the rule set lacks is refused on the unit, which says to give points:
        # the values are checked as those points (88 is no slip there, as a share of the limit it is).
        checked_as = PatternUnit.POINTS if unit_fault and self.unit == PatternUnit.LIMIT else self.unit
        if _number(self.value) and (problem := value_problem(self.value, checked_as, system, self.key)):
            errors.setdefault("value", []).append(problem)
        if unit_fault:
            errors.setdefault("unit", []).append(unit_fault)
        # Whether an invented hand's example has it is asked of the rule set as a whole (its options
        # and other invented hands: RuleSet.invented_example_misfits), by the admin's form.
        if self.example and (problem := example_problem(self.example)):
            errors.setdefault("example", []).append(problem)
        if system is not None:
            self.option_values, problems = read_option_values(self.option_values, system, checked_as, self.key)
            if problems:
                errors.setdefault("option_values", []).extend(problems)
        if errors:
            raise ValidationError(errors)

    def rows_of_rule_set(self) -> dict[str, tuple[str, list[str]]]:
        """The rule set's pattern rows as they will be saved, key -> (name, excluded keys): set as
        `rule_set_rows` by an import and by the admin's change form (whose rows are not saved yet,
        and may be edited together), else as saved."""
        rows = getattr(self, "rule_set_rows", None)
        if rows is None:
            saved = self.rule_set.patterns.exclude(pk=self.pk) if self.rule_set.pk else []
            rows = self.rule_set_rows = {row.key: (row.name, row.excluded_keys) for row in saved}
        return rows


def excluded_keys(text: str) -> list[str]:
    """The pattern keys an exclusions field holds (separated by spaces or commas)."""
    return text.replace(",", " ").split()


def _plain(text: str) -> str:
    """A pattern's key or name as compared when typed: any capitals, _ or - or spaces alike."""
    return " ".join(text.casefold().replace("_", " ").replace("-", " ").split())


def patterns_by_plain_text(names: dict[str, str]) -> dict[str, list[str]]:
    """Each key and name of `names` (key -> name) as compared when typed (`_plain`), with the keys of
    the patterns it may mean: one, or more where a name is shared (house rules may give a pattern
    another's name) or is another pattern's key in words; the key's own pattern first."""
    meant: dict[str, list[str]] = {}
    for key, text in [*((key, key) for key in names), *names.items()]:
        if not text:
            continue
        keys = meant.setdefault(_plain(text), [])
        if key not in keys:
            keys.append(key)
    return meant


class ReadExclusions(NamedTuple):
    keys: list[str]  # the patterns named, in the order typed
    unknown: list[str]  # entries that name no pattern
    ambiguous: list[tuple[str, list[str]]]  # entries naming more than one pattern (a shared name), with their keys


def read_exclusions(text: str, names: dict[str, str]) -> ReadExclusions:
    """The pattern keys an exclusions field typed by an organiser names, the entries that name none,
    and those that name more than one (a name two patterns share). `names` is key -> name of the
    patterns it may name. An entry is a key or a name, in any capitals (“No Honors”, “NO_HONORS”,
    “no_honors”), separated by spaces or commas: a name's words are read together, the longest that
    names a pattern first. A key written as a key (with its _, in any capitals) names its own pattern
    only, whatever other patterns are called: the way to say which of two patterns sharing a name."""
    meant = patterns_by_plain_text(names)
    as_keys = {key.casefold(): key for key in names}
    keys: list[str] = []
    unknown: list[str] = []
    ambiguous: list[tuple[str, list[str]]] = []
    for chunk in text.split(","):
        words, start, unread = chunk.split(), 0, []
        while start < len(words):
            found, end = None, start
            for end in range(len(words), start, -1):
                entry = " ".join(words[start:end])
                found = [as_keys[entry.casefold()]] if entry.casefold() in as_keys else meant.get(_plain(entry))
                if found:
                    break
            if not found:
                unread.append(words[start])
                start += 1
                continue
            if unread:
                unknown.append(" ".join(unread))
                unread = []
            if len(found) > 1:
                if all(entry != seen for seen, _ in ambiguous):
                    ambiguous.append((entry, found))
            elif found[0] not in keys:
                keys.append(found[0])
            start = end
        if unread:
            unknown.append(" ".join(unread))
    return ReadExclusions(keys, unknown, ambiguous)


def closest_pattern(entry: str, names: dict[str, str]) -> str:
    """The pattern an unknown exclusions entry most likely meant, as “key (Name)”, or ""."""
    meant = patterns_by_plain_text(names)
    found = difflib.get_close_matches(_plain(entry), list(meant), n=1, cutoff=0.6)
    if not found:
        return ""
    key = meant[found[0]][0]
    return f"{key} ({names[key]})" if names[key] and names[key] != key else key


def exclusion_cycle(key: str, rows: dict[str, tuple[str, list[str]]], system: str) -> list[str]:
    """The shortest chain of exclusions from pattern `key` back to itself ([key, ..., key]), or []
    when there is none. `rows` holds each pattern's (name, excluded keys). Every pattern of such a
    chain excludes the next, so a hand that has them all counts none of them: the engine excludes
    what any pattern found excludes (resolve.py), and silently loses them from every such hand."""
    harmless = never_together(system)
    came_from: dict[str, str] = {}
    waiting = deque([key])
    while waiting:
        current = waiting.popleft()
        for excluded in rows.get(current, ("", []))[1]:
            if frozenset((current, excluded)) in harmless:
                continue
            if excluded == key:
                chain = [current]
                while chain[-1] != key:
                    chain.append(came_from[chain[-1]])
                return [*reversed(chain), key]
            if excluded not in came_from:
                came_from[excluded] = current
                waiting.append(excluded)
    return []


@cache
def never_together(system: str) -> frozenset[frozenset[str]]:
    """Pairs of patterns that a published rule set of `system` makes exclude each other. A source
    writes that only of patterns no hand has together (MCR's Pure Triple Chow and Pure Shifted
    Pungs: three chows and three pungs need six sets), so such a pair never loses a hand both, and
    house rules made from the published ones keep it."""
    pairs = set()
    for published in BUILTIN_RULE_SETS.values():
        if published.system == system:
            excludes = {p.key: set(p.excludes) for p in published.patterns}
            pairs |= {frozenset((a, b)) for a, keys in excludes.items() for b in keys if a in excludes.get(b, ())}
    return frozenset(pairs)


def cycle_problem(chain: list[str], rows: dict[str, tuple[str, list[str]]], added: dict[str, str] | None = None) -> str:
    """Why a chain of exclusions back to where it started (exclusion_cycle) is refused, naming
    its patterns. `added` names the patterns an import adds that its file lacks (key -> the
    published rule set they come from): the organiser cannot see their exclusions in the file."""
    names = [f"“{rows.get(key, (key,))[0] or key}”" for key in chain]
    if len(chain) == 2:
        return f"{names[0]} excludes itself ({chain[0]}), so it would never count: take {chain[0]} out of its exclusions."
    which = "both would count neither" if len(chain) == 3 else f"all {len(chain) - 1} would count none of them"
    problem = (f"These exclusions go round in a circle: {' → '.join(chain)} ({names[0]} excludes "
               f"{', which excludes '.join(names[1:])}), so a hand with {which}. Take one of these exclusions out.")
    not_in_file = [(key, name) for key, name in zip(chain[1:-1], names[1:-1]) if added and key in added]
    if not_in_file:
        one = len(not_in_file) == 1
        listed = " and ".join(f"{name} ({key})" for key, name in not_in_file)
        source = added[not_in_file[0][0]]
        problem += (f" {listed} {'is' if one else 'are'} not in the file: the import adds {'it' if one else 'them'} from "
                    f"{source}, with {'its' if one else 'their'} published exclusions; list {'it' if one else 'them'} "
                    f"in the file to give {'it' if one else 'them'} others.")
    return problem


def unit_problem(row: PatternRule) -> str:
    """What is wrong with a counted pattern's unit under its rule set's scheme, or "": a share of
    the limit needs a limit, and an additive total only adds values (a double would count as points)."""
    try:
        rule_set = row.rule_set
    except RuleSet.DoesNotExist:
        return ""
    if row.unit == PatternUnit.LIMIT and not rule_set.limit:
        if getattr(row, "limit_hand_box", False):  # the admin's invented-hand form, whose box makes the unit
            return (f"“{row.name}” is a limit hand, but this rule set has no limit to share: untick “limit hand” and "
                    "give the hand points.")
        points = f"the unit “{PatternUnit.POINTS.label}” for it and give its value in points"
        system = _system_of(row)
        if system is not None and not published_limit(system.key):
            # MCR: a limit is not part of its rules (no published rule set of it has one), so the
            # way out is the unit, not a limit invented for the one pattern.
            return (f"“{row.name}” is valued as a share of the limit, but {system.name} has no limit to share: a hand "
                    f"adds up its patterns' points. Choose {points}.")
        return (f"“{row.name}” is valued as a share of the limit, but this rule set has no limit to share: "
                f"set the cap or limit, or choose {points}.")
    if row.unit == PatternUnit.DOUBLES and rule_set.scheme == Scheme.ADDITIVE:
        share = " or a share of the limit" if rule_set.limit else ""  # which a rule set without a limit refuses
        return (f"“{row.name}” is valued in doubles, but this rule set adds up points and doubles nothing: "
                f"give the pattern points{share}.")
    return ""


def value_problem(value: float, unit: str, system=None, key: str | None = None) -> str:
    """What is wrong with pattern `key`'s value in its unit (under `system`, the rule system, when
    known), or "". The largest values keep every total a finite number (a hand adds up dozens of
    patterns, and doubles are powers of two)."""
    largest = LARGEST_VALUE.get(unit, LARGEST_VALUE["points"])
    if unit != PatternUnit.LIMIT and not abs(value) <= largest:  # NaN fails this too
        return f"A value is a number up to {largest:,} {unit} (not NaN or infinity)."
    if value < 0 and not (unit == PatternUnit.POINTS and system is not None and key in penalty_keys(system.key)):
        # A published penalty (Zung Jung extended's Illegal Call, -40 points) stays one in house
        # rules; on any other pattern a minus is a slip that would quietly take points off.
        return "A value cannot be negative."
    if unit == PatternUnit.LIMIT and not 0 < value <= largest:
        return "A share of the limit is a number such as 1 (the limit) or 0.5 (half)."
    if unit == PatternUnit.DOUBLES and not float(value).is_integer():
        return "Doubles are whole numbers (1 doubles the score once)."
    if unit in (PatternUnit.POINTS, PatternUnit.BONUS) and not float(value).is_integer():
        # Every rule system here counts whole points (MCR's fan, Zung Jung's points, British and
        # classical points), and no published value has a fraction: 2.5 is a typing slip, or a
        # share of the limit given the wrong unit. Only a share of the limit is a fraction.
        which = "Bonus points" if unit == PatternUnit.BONUS else "Points"
        under = f" in {system.name}" if system is not None else ""
        return f"{which} are whole numbers{under}: give {math.floor(value):g} or {math.ceil(value):g}, not {value:g}."
    return ""


@cache
def published_limit(system_key: str) -> bool:
    """Whether any published rule set of a rule system has a limit (MCR's have none)."""
    return any(rule_set.limit for rule_set in BUILTIN_RULE_SETS.values() if rule_set.system == system_key)


@cache
def penalty_keys(system_key: str) -> frozenset[str]:
    """The patterns of a rule system that a published rule set of it values below zero: penalties."""
    return frozenset(pattern.key for rule_set in BUILTIN_RULE_SETS.values() if rule_set.system == system_key
                     for pattern in rule_set.patterns if pattern.value < 0)


# The largest a pattern's value may be, by unit (a rule set's minimum or limit may go up to
# LARGEST_NUMBER, as an option may).
LARGEST_VALUE = {"points": 100_000, "bonus": 100_000, "doubles": 20, "limit": 10}


def read_option_values(given, system, unit: str, key: str | None = None) -> tuple[dict, list[str]]:
    """A pattern's values under option settings, checked against the system's options and the
    pattern's unit, and written the way the engine compares them ("book_values=yes" becomes
    "book_values=true")."""
    example = "e.g. {\"book_values=true\": 6}"
    if given in (None, ""):
        return {}, []
    if not isinstance(given, dict):
        return {}, [f"Give an object of option settings and values, {example}."]
    found, problems = {}, []
    for setting, value in given.items():
        name, equals, wanted = str(setting).partition("=")
        if not equals:
            problems.append(f"“{setting}”: write the option and its setting joined by =, {example}.")
            continue
        converted, problem = check_option(system.options, name.strip(), wanted.strip())
        if problem:
            problems.append(f"“{setting}”: {problem.message}")
        elif not _number(value) or isinstance(value, bool):
            problems.append(f"“{setting}”: the value must be a number, not {value!r}.")
        elif too_large := value_problem(value, unit, system, key):
            problems.append(f"“{setting}”: {too_large}")
        else:
            found[f"{name.strip()}={setting_text(converted)}"] = value
    return found, problems


def _system_of(row):
    """The rule system of a pattern or option row's rule set (saved or not), or None."""
    try:
        rule_set = row.rule_set
    except RuleSet.DoesNotExist:
        return None
    return SYSTEMS.get(rule_set.system) if rule_set and isinstance(rule_set.system, str) else None


def _number(value) -> bool:
    """Whether a field holds a number that can be compared (not None, text or a list from a file)."""
    return isinstance(value, (int, float))


def example_problem(line: str) -> str:
    """Why an example hand cannot be read, or ""."""
    try:
        data = parse_line(line)
    except NotationError as error:
        return f"The example hand cannot be read: {error}"
    if not (data["concealed"] or data["melds"] or data.get("winning_tile")):
        # Words alone are read as flags: not a hand short of 14 tiles, but no tiles at all.
        return (f"The example hand cannot be read as tiles: “{line.strip()}” holds none. Write it in the one-line "
                f"notation, e.g. “{SAMPLE_HAND}”.")
    reading = read_hand(data)
    problems = [p.message for p in reading.problems]
    if reading.hand is None or problems:
        return "The example hand is not a hand: " + " ".join(problems or ["check its tiles."])
    return ""


def invented_example_problem(key: str, custom_hand, line: str, system, options: dict | None = None, others=()) -> str:
    """Why a rule set with these option values cannot score an invented hand's example (a
    readable hand) as that hand, or "": a slip in the building blocks, or a shape its options
    refuse (British max_chows), would otherwise leave the hand saved and never scored. `others`
    are the rule set's other invented hands that count, (key, CustomHand): their shapes are
    the rule set's too. The example's own option settings count, as when it is scored."""
    example = read_hand(parse_line(line)).hand
    chosen = build_options(system.options, options or {}, example.options)[0]
    shapes = system.shapes(chosen)
    # A hand of any shape may be read in a shape only another setting gives (thirteen orphans
    # with classical special_hands off): then it is the option that is named, not a block.
    loose = [*shapes, *system.shapes(build_options(system.options)[0])]
    if why := example_misfit(key, custom_hand, example, loose):
        return f"The example hand does not have this special hand: {why}. Change the example or the building blocks."
    if not (why := rule_set_misfit(key, custom_hand, example, shapes, others, loose)):
        return ""
    deciding = _deciding_option(system, options or {}, example, lambda trial: not rule_set_misfit(
        key, custom_hand, example, system.shapes(trial), others, loose))
    if deciding is None:
        return f"This rule set cannot score the example hand as this special hand: {why}. Change the example or the building blocks."
    described, value = deciding
    label = described["key"].replace("_", " ").capitalize()
    return (f"This rule set cannot score the example hand as this special hand: {why}. Its option “{label}” "
            f"({described['key']}) decides it, set to {choice_text(described, value) or setting_text(value)} here: "
            f"{described['help']} Change the example, or that option.")


def _deciding_option(system, options: dict, example, fits) -> tuple[dict, object] | None:
    """The first option of the system (its description, and the value the rule set gives it)
    under another setting of which `fits(options object)` holds, or None. Each option is tried
    at its other settings, its default, and at 0 and the largest number (a count such as
    max_chows is loosest at one end). The example's own settings still count."""
    chosen = build_options(system.options, options, example.options)[0]
    for described in describe_options(system.options):
        key, current = described["key"], getattr(chosen, described["key"])
        if isinstance(current, bool):
            others = [not current]
        elif described["choices"]:
            others = list(described["choices"])
        elif isinstance(current, int | float):
            others = [described["default"], 0, LARGEST_NUMBER]
        else:
            others = [described["default"]]
        for value in others:
            if value != current and fits(build_options(system.options, {**options, key: value}, example.options)[0]):
                return described, current
    return None


class RuleOption(models.Model):
    rule_set = models.ForeignKey(RuleSet, on_delete=models.CASCADE, related_name="options")
    key = models.CharField(max_length=60)
    value = models.JSONField(help_text="true/false, a number, or a word in quotes, as the option takes.")

    history = HistoricalRecords()

    class Meta:
        ordering = ["key"]
        constraints = [models.UniqueConstraint(fields=["rule_set", "key"], name="unique_option_per_rule_set")]

    def __str__(self) -> str:
        return f"{self.key} = {self.value!r}"

    def clean(self):
        system = _system_of(self)
        if system is None:
            return
        value, problem = check_option(system.options, self.key, self.value)
        if problem:
            field = "key" if problem.code == "unknown_option" else "value"
            raise ValidationError({field: problem.message}, code=problem.code)
        self.value = value
