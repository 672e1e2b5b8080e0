"""Reading the rules: a public page per rule set (the reference a table opens when a score is
disputed), and the example hands the admin compares before a change is saved."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from django.shortcuts import get_object_or_404, render
from django.template.loader import render_to_string
from django.views.decorators.http import require_safe

from .engine.notation import NotationError, parse_line
from .engine.options import build_options, choice_text, describe_options
from .engine.schemes import limit_in_force, number
from .engine.score import Result, score_data
from .engine.spec import RuleSpec, Unit, cached_on
from .engine.systems import SYSTEMS
from .engine.tiles import tile_codes
from .models import RuleSet
from .scoring import spec_for


def option_text(value, described: dict | None = None) -> str:
    """An option's setting as a person reads it (the rules page, the admin): yes or no, 25 not 25.0,
    a choice in words with its stored value in brackets, other text as it is."""
    worded = choice_text(described or {}, value)
    if worded:
        return worded
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(number(value)) if isinstance(value, int | float) else str(value)


@require_safe
def index(request):
    rule_sets = list(RuleSet.objects.for_picker().select_related("based_on"))
    for rule_set in rule_sets:
        # House rules' notes copied unchanged are the published rule set's, listed in its own entry:
        # shown again under the house rules' name they read as the club's own words.
        rule_set.own_notes = "" if notes_copied(rule_set) else rule_set.notes
    return render(request, "rules/index.html", {"rule_sets": rule_sets})


def notes_copied(rule_set: RuleSet) -> bool:
    """Whether house rules' notes are still the ones copied from their rule set as they were made."""
    return rule_set.based_on is not None and rule_set.notes == rule_set.based_on.notes


@require_safe
def detail(request, slug: str):
    rule_set = get_object_or_404(RuleSet.objects.select_related("based_on"), slug=slug)
    patterns = list(rule_set.patterns.all())
    names = {p.key: p.name for p in patterns}
    system = SYSTEMS.get(rule_set.system)
    options = [{**s.described, "value": s.value, "changed": s.changed,
                "value_text": option_text(s.value, s.described), "default_text": option_text(s.default, s.described)}
               for s in rule_set.option_settings()]
    spec = spec_for(rule_set.slug)  # the calculator's own (kept until the rule set changes)
    options_in_force = build_options(system.options, spec.options)[0] if system and spec else None
    settings_in_force = {key: setting for key, (setting, _) in rule_set.values_in_force(spec).items()}
    rows = []
    for p in patterns:
        scored = example_score(p.example, spec)
        rows.append({
            "pattern": p, "tiles": hand_tiles(p.example), "excludes": [names.get(k, k) for k in p.excluded_keys],
            "other_values": [{"setting": setting, "value": value, "in_force": setting == settings_in_force.get(p.key)}
                             for setting, value in (p.option_values or {}).items()],
            "scored": scored,
            # A value the hand scores once for each pung, pair or tile it holds, said so beside it;
            # not a share of the limit, which a hand scores once however many it holds.
            "each": (system.patterns[p.key].each_under(options_in_force) if system and not p.invented and p.key in system.patterns
                     and p.unit != Unit.LIMIT else ""),
            # Counted by the rule set, yet not in its own example's score: an option of the system
            # leaves it out (Kajongg's loose tile), which the value in its heading did not say.
            "not_in_example": p.enabled and scored is not None and p.key not in {line.key for line in scored.lines},
            # Where the score says why: the tiles' other value was worth more (an invented limit hand, or a
            # limit or special hand under intrinsic_value_if_higher).
            "why_not_in_example": scored.why_passed_over(p.key) if scored else "",
            # Why the total is less than its lines add up to, or why only one of them is listed.
            "limit_notes": limit_notes(scored),
        })
    context = {"rule_set": rule_set, "system": system, "rows": rows, "options": options,
               # Copied from the published rule set as the house rules were made: framed as its notes.
               "notes_inherited": notes_copied(rule_set),
               "differences": differences_from_base(rule_set, spec, patterns),
               "limit_text": limit_text(rule_set, {o["key"]: o["value"] for o in options}),
               "invented": [r for r in rows if r["pattern"].invented], "own": [r for r in rows if not r["pattern"].invented]}
    context["contents"] = context["invented"] + context["own"]  # the jump list, in the page's order
    return render(request, "rules/detail.html", context)


def differences_from_base(rule_set: RuleSet, spec: RuleSpec, patterns: list) -> list[str] | None:
    """What house rules change from the rule set they were made from, as it is now (the lines an
    edit's preview shows, the name aside), for the players of the club; None for a rule set made
    from none."""
    base = rule_set.based_on
    if base is None or rule_set.builtin:  # a published variant (Kajongg, extended) is not house rules
        return None
    notes = [notes_change(base.notes, rule_set.notes, shown_above=True)] if base.notes != rule_set.notes else []
    return (settings_changes(spec_for(base.slug), spec, with_name=False) + notes
            + pattern_changes(list(base.patterns.all()), patterns, left_out=patterns_left_out(spec), family_word=family_word(spec)))


def notes_change(old: str, new: str, shown_above: bool = False) -> str:
    """The line saying a rule set's notes differ (written, rewritten or cleared): they are too long
    to show before and after."""
    above = " (shown above)" if shown_above and new.strip() else ""
    if not old.strip():
        return f"Notes: written{above}"
    if not new.strip():
        return "Notes: cleared"
    return f"Notes: rewritten{above}"


def limit_notes(scored: Result | None) -> str:
    """The notes of an example the limit held down (capped, or a pattern scoring alone), where its
    lines do not say it already: a limit hand's own line reads "limit"."""
    if scored is None or not scored.limited or any(line.unit is Unit.LIMIT for line in scored.lines):
        return ""
    return " ".join(scored.notes)


def limit_text(rule_set: RuleSet, options: dict) -> str:
    """Whether a hand's score is capped, and at what: "Limit 320", "No limit", or no limit while
    a limit is set but the rule set's limit mode (Zung Jung) is "none", which ignores it."""
    if not rule_set.limit:
        return "No limit"
    if limit_in_force(rule_set.limit, options.get("limit_mode", "alone")) is None:
        return f"No limit (limit mode “none”: the limit of {number(rule_set.limit)} is not used)"
    return f"Limit {number(rule_set.limit)}"


# Example hands ---------------------------------------------------------------------------------

def hand_tiles(line: str) -> list[list[str]]:
    """An example hand as groups of tile codes to draw: the tiles in hand, each meld, the winning
    tile, the bonus tiles."""
    if not line:
        return []
    try:
        hand = parse_line(line)
    except NotationError:
        return []
    groups = [tile_codes(hand.get("concealed")), *(tile_codes(meld.get("tiles")) for meld in hand.get("melds") or []),
              tile_codes(hand.get("winning_tile"))[:1], tile_codes(hand.get("bonus"))]
    return [g for g in groups if g]


def tiles_html(line: str, height: int = 28):
    """The example hand as small tile images (for the admin), groups a little apart."""
    groups = hand_tiles(line)
    if not groups:
        return line or "—"
    return render_to_string("rules/hand.html", {"tiles": groups, "height": height})


class ExampleScore(NamedTuple):
    """An example hand scored under one version of a rule set: its total and counted patterns
    (key -> count), whether it is a win and what every other player pays it at once, outside its
    total, or (total and winning None) why it was not scored."""

    total: float | None
    patterns: dict
    problem: str = ""
    winning: bool | None = None
    paid_at_once: float = 0


@dataclass(kw_only=True)
class ExampleChange:
    """One example hand scored before and after a change: its total, counted patterns (key ->
    count), whether it is a win (None when it could not be scored), why not scored, and what every
    other player pays it at once, outside its total (classical: all four flowers or seasons)."""

    key: str
    name: str
    example: str
    before: float | None
    after: float | None
    before_patterns: dict
    after_patterns: dict
    before_problem: str = ""
    after_problem: str = ""
    before_winning: bool | None = None
    after_winning: bool | None = None
    before_paid_at_once: float = 0
    after_paid_at_once: float = 0
    # Each pattern's name as the organiser sees it (after the change where it was renamed), by key.
    pattern_names: dict = field(default_factory=dict)

    @property
    def changed(self) -> bool:
        return ((self.before, self.before_patterns, self.before_problem, self.before_winning, self.before_paid_at_once)
                != (self.after, self.after_patterns, self.after_problem, self.after_winning, self.after_paid_at_once))

    @property
    def difference(self) -> float | None:
        if self.before is None or self.after is None:
            return None
        return self.after - self.before

    @property
    def paid_at_once_change(self) -> str:
        """"1000 → 0" when what each other player pays at once changes along with the total (which
        the difference column shows first); empty otherwise."""
        if self.kind == "paid_at_once" or self.before_paid_at_once == self.after_paid_at_once:
            return ""
        return f"{number(self.before_paid_at_once)} → {number(self.after_paid_at_once)}"

    @property
    def stops_winning(self) -> bool:
        return self.before_winning is True and self.after_winning is False

    @property
    def starts_winning(self) -> bool:
        return self.before_winning is False and self.after_winning is True

    @property
    def kind(self) -> str:
        """What changed, the most important first: "stops_winning", "no_longer_valid" (scored
        before, and after not a hand the rules accept, e.g. more chows than British max_chows
        allows), "starts_winning", "now_valid" (the other way round), "score" (the total),
        "paid_at_once" (the same total, and another payment outside it), "patterns" (other
        patterns, the same total) or "problem" (not scored before nor after, for different reasons)."""
        if self.stops_winning:
            return "stops_winning"
        if self.before is not None and self.after is None:
            return "no_longer_valid"
        if self.starts_winning:
            return "starts_winning"
        if self.before is None and self.after is not None:
            return "now_valid"
        if self.before is None:
            return "problem"
        if self.before != self.after:
            return "score"
        if self.before_paid_at_once != self.after_paid_at_once:
            return "paid_at_once"
        return "patterns"

    @property
    def pattern_changes(self) -> list[dict]:
        """The patterns after, and those that no longer count, each with its name and marked
        "added", "removed", "count" (counted a different number of times) or "same"."""
        found = []
        for key, count in self.after_patterns.items():
            old = self.before_patterns.get(key)
            found.append({"key": key, "name": self.pattern_names.get(key, key), "count": count,
                          "change": "added" if old is None else "count" if old != count else "same"})
        found += [{"key": key, "name": self.pattern_names.get(key, key), "count": count, "change": "removed"}
                  for key, count in self.before_patterns.items() if key not in self.after_patterns]
        return found

    @property
    def tiles(self):
        return tiles_html(self.example)


def score_example(line: str, spec: RuleSpec) -> tuple[Result | None, str]:
    """An example hand scored under a rule set as the calculator scores it (its own `rules=` is
    ignored), or None and the problem with it."""
    try:
        data = parse_line(line)
    except NotationError as error:
        return None, str(error)
    data.pop("rules", None)
    result = score_data(data, spec)
    if not result.valid:
        return None, " ".join(p.message for p in result.errors)
    return result, ""


def example_score(line: str, spec: RuleSpec) -> Result | None:
    """What an example scores under the rule set (None when it is not a valid hand there), kept
    on the spec: the page shows the same examples until the rule set changes."""
    if not line:
        return None
    known = cached_on(spec, "_example_scores", dict)
    if line not in known:
        known[line] = score_example(line, spec)[0]
    return known[line]


def _score(line: str, spec: RuleSpec) -> ExampleScore:
    result, problem = score_example(line, spec)
    if result is None:
        return ExampleScore(total=None, patterns={}, problem=problem)
    # A payment outside the total (the system says which of its lines are paid so): a change to its
    # value changes no example's total, and the preview says what it changes instead.
    system = SYSTEMS.get(spec.system)
    at_once = system.deal_paid_at_once(result.lines) if system is not None and system.deal_paid_at_once else 0
    return ExampleScore(total=number(result.total), patterns={line.key: line.count for line in result.lines},
                        winning=result.winning, paid_at_once=number(at_once))


def example_changes(before: RuleSpec, before_rows, after: RuleSpec, after_rows, notes: tuple[str, str] | None = None) -> dict:
    """Every example hand (of the rule set before and after) scored under both versions: the
    ones that change (total, counted patterns, or whether the hand is a win at all), with how
    many changed in each way. `notes`: the rule set's notes before and after (not in a spec)."""
    examples: dict[str, tuple[str, str]] = {}
    pattern_names: dict[str, str] = {}
    for row in list(before_rows) + list(after_rows):
        pattern_names[row.key] = row.name  # the rows after come last: a renamed pattern by its new name
        if row.example:
            examples.setdefault(row.example, (row.key, row.name))
    rows = []
    for line, (key, name) in examples.items():
        old, new = _score(line, before), _score(line, after)
        rows.append(ExampleChange(
            key=key, name=name, example=line,
            before=old.total, before_patterns=old.patterns, before_problem=old.problem, before_winning=old.winning,
            after=new.total, after_patterns=new.patterns, after_problem=new.problem, after_winning=new.winning,
            before_paid_at_once=old.paid_at_once, after_paid_at_once=new.paid_at_once, pattern_names=pattern_names,
        ))
    changed = [r for r in rows if r.changed]
    kinds = {kind: sum(1 for r in changed if r.kind == kind) for kind in CHANGE_KINDS}
    summary = [{"kind": kind, "strong": kind in ("stops_winning", "no_longer_valid", "starts_winning", "now_valid"),
                "text": f"{n} example hand{'' if n == 1 else 's'} {CHANGE_KINDS[kind][n == 1]}"} for kind, n in kinds.items() if n]
    return {"changed": changed, "unchanged": len(rows) - len(changed), "total": len(rows), "kinds": kinds,
            "summary": summary, "before_version": before.version, "after_version": after.version,
            "settings": settings_changes(before, after) + ([notes_change(*notes)] if notes and notes[0] != notes[1] else []),
            "patterns": pattern_changes(before_rows, after_rows, left_out=patterns_left_out(after), family_word=family_word(after))}


def family_word(spec: RuleSpec) -> str:
    """What the rule system calls a group of patterns of which only the highest counts ("series", "family")."""
    system = SYSTEMS.get(spec.system)
    return system.family_word if system else "series"


def patterns_left_out(spec: RuleSpec) -> frozenset[str]:
    """The patterns the rule set's options leave out: a new value of one changes no hand."""
    system = SYSTEMS.get(spec.system)
    if system is None or system.left_out is None:
        return frozenset()
    options, _ = build_options(system.options, spec.options)
    return frozenset(system.left_out(options))


def settings_changes(before: RuleSpec, after: RuleSpec, with_name: bool = True) -> list[str]:
    """The rule set's settings an edit changes (limit, minimum, options), one line each with the
    value before and after: an option no example hand exercises changes no example, and the
    organiser still sees what was changed. (Without the name: house rules beside their base.)"""
    def shown(value, described=None) -> str:
        return "none" if value is None else option_text(value, described)

    lines = [f"{label}: {shown(getattr(before, name))} → {shown(getattr(after, name))}"
             for name, label in (("name", "Name"), ("limit", "Limit"), ("minimum", "Minimum"), ("scheme", "Scheme"))
             if getattr(before, name) != getattr(after, name) and (with_name or name != "name")]
    system = SYSTEMS.get(after.system)
    if before.system != after.system:
        # A file of another rule system replaces every pattern, and its options are another system's.
        old = SYSTEMS.get(before.system)
        lines.insert(0, f"Rule system: {old.name if old else before.system} → {system.name if system else after.system}")
        return lines
    for described in describe_options(system.options) if system else ():
        key, default = described["key"], described["default"]
        old, new = before.options.get(key, default), after.options.get(key, default)
        if old != new:
            lines.append(f"Option {key}: {shown(old, described)} → {shown(new, described)} ({described['help']})")
    return lines


def pattern_changes(before_rows, after_rows, left_out: frozenset[str] = frozenset(), family_word: str = "series") -> list[str]:
    """What a change does to the rule set's pattern rows, one line per pattern added, removed or
    changed (its names, value, whether it counts, its exclusions, its values under options, its
    building blocks, its family (in the system's word for it), its place in the list): an import
    replaces every row at once, and a value no example hand shows would otherwise go unseen."""
    before = {row.key: row for row in before_rows}
    after = {row.key: row for row in after_rows}

    def names(keys) -> str:
        # By name, as the pattern lines are: a player reading house rules does not know the keys.
        # A key the rule set has no pattern for is shown as written.
        known = {**{k: r.name for k, r in before.items()}, **{k: r.name for k, r in after.items()}}
        return ", ".join(f"“{known[key]}”" if key in known else key for key in keys) or "nothing"

    lines = []
    for key, new in after.items():
        old = before.get(key)
        label = f"Pattern “{new.name}”"
        if old is None:
            lines.append(f"{label}: added, {value_text(new.value, new.unit)}{'' if new.enabled else ' (switched off: it does not count)'}")
            continue
        if old.name != new.name:
            lines.append(f"Pattern “{old.name}”: renamed “{new.name}”")
        if old.chinese != new.chinese:
            lines.append(f"{label}: Chinese name {old.chinese or 'none'} → {new.chinese or 'none'}")
        if (old.value, old.unit) != (new.value, new.unit):
            unused = f" (not used: {OPTIONS_LEAVE_IT_OUT})" if key in left_out and new.enabled else ""
            lines.append(f"{label}: value {value_text(old.value, old.unit)} → {value_text(new.value, new.unit)}{unused}")
        if old.enabled != new.enabled:
            lines.append(f"{label}: {'counts again' if new.enabled else 'switched off: it no longer counts'}")
        if sorted(old.excluded_keys) != sorted(new.excluded_keys):
            lines.append(f"{label}: excludes {names(old.excluded_keys)} → {names(new.excluded_keys)}")
        if (old.option_values or {}) != (new.option_values or {}):
            lines.append(f"{label}: value under an option {_setting_values(old.option_values)} → {_setting_values(new.option_values)}")
        if old.definition != new.definition:
            lines.append(f"{label}: building blocks changed")
        if old.family != new.family:
            lines.append(f"{label}: {family_word} {old.family or 'none'} → {new.family or 'none'}")
        if old.order != new.order:
            lines.append(f"{label}: moved in the list (position {old.order} → {new.order})")
    lines += [f"Pattern “{old.name}”: removed (it was {value_text(old.value, old.unit)})" for key, old in before.items() if key not in after]
    return lines


OPTIONS_LEAVE_IT_OUT = "the rule set's options leave this pattern out, so no hand scores it"


def _setting_values(values) -> str:
    return ", ".join(f"{setting}: {number(value)}" for setting, value in (values or {}).items()) or "none"


def value_text(value, unit: str) -> str:
    """A pattern's value with its unit, as the organiser set it: 10 points, 2 doubles, 1 × the limit."""
    shown = number(value) if isinstance(value, int | float) else value
    match unit:
        case Unit.DOUBLES:
            return f"{shown} double{'' if value == 1 else 's'}"
        case Unit.LIMIT:
            return f"{shown} × the limit"
        case Unit.BONUS:
            return f"{shown} bonus point{'' if value == 1 else 's'}"
        case _:
            return f"{shown} point{'' if value == 1 else 's'}"


# Each kind of change to an example hand, as the preview counts it ("3 example hands ..."): (several, one).
CHANGE_KINDS = {
    "stops_winning": ("stop being a win", "stops being a win"),
    "no_longer_valid": ("would no longer be a valid win", "would no longer be a valid win"),
    "starts_winning": ("become a win", "becomes a win"),
    "now_valid": ("would become a valid hand", "would become a valid hand"),
    "score": ("score differently", "scores differently"),
    "paid_at_once": ("keep their totals, as what changes is paid at once by every other player, outside the total",
                     "keeps its total, as what changes is paid at once by every other player, outside the total"),
    "patterns": ("keep their total with other patterns", "keeps its total with other patterns"),
    "problem": ("cannot be scored before or after, for another reason", "cannot be scored before or after, for another reason"),
}
