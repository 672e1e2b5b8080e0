"""Reading the rules: a public page per rule set (the reference a table opens when a score is
disputed), and the example hands the admin compares before a change is saved."""

from __future__ import annotations

from dataclasses import dataclass

from django.shortcuts import get_object_or_404, render
from django.template.loader import render_to_string
from django.views.decorators.http import require_GET

from .engine.notation import NotationError, parse_line
from .engine.options import build_options
from .engine.schemes import number
from .engine.score import Result, score_data
from .engine.spec import RuleSpec, cached_on, setting_in_force
from .engine.systems import SYSTEMS
from .engine.tiles import tile_codes
from .models import RuleSet
from .scoring import spec_for


@require_GET
def index(request):
    rule_sets = RuleSet.objects.for_picker().select_related("based_on")
    return render(request, "rules/index.html", {"rule_sets": rule_sets})


@require_GET
def detail(request, slug: str):
    rule_set = get_object_or_404(RuleSet.objects.select_related("based_on"), slug=slug)
    patterns = list(rule_set.patterns.all())
    names = {p.key: p.name for p in patterns}
    system = SYSTEMS.get(rule_set.system)
    options = [{**s.described, "value": s.value, "changed": s.changed} for s in rule_set.option_settings()]
    spec = spec_for(rule_set.slug)  # the calculator's own (kept until the rule set changes)
    chosen = build_options(system.options, spec.options)[0] if system else None
    in_force = {p.key: setting_in_force(p, chosen) for p in spec.patterns}
    rows = [
        {"pattern": p, "tiles": hand_tiles(p.example), "excludes": [names.get(k, k) for k in p.excluded_keys],
         "other_values": [{"setting": setting, "value": value, "in_force": setting == in_force.get(p.key)}
                          for setting, value in (p.option_values or {}).items()],
         "scored": example_score(p.example, spec)}
        for p in patterns
    ]
    context = {"rule_set": rule_set, "system": system, "rows": rows, "options": options,
               "invented": [r for r in rows if r["pattern"].invented], "own": [r for r in rows if not r["pattern"].invented]}
    return render(request, "rules/detail.html", context)


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


@dataclass
class ExampleChange:
    key: str
    name: str
    example: str
    before: float | None
    after: float | None
    before_patterns: dict
    after_patterns: dict
    before_problem: str = ""
    after_problem: str = ""

    @property
    def changed(self) -> bool:
        return (self.before, self.before_patterns, self.before_problem) != (self.after, self.after_patterns, self.after_problem)

    @property
    def difference(self) -> float | None:
        if self.before is None or self.after is None:
            return None
        return self.after - self.before

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


def _score(line: str, spec: RuleSpec) -> tuple[float | None, dict, str]:
    result, problem = score_example(line, spec)
    if result is None:
        return None, {}, problem
    return number(result.total), {line.key: line.count for line in result.lines}, ""


def example_changes(before: RuleSpec, before_rows, after: RuleSpec, after_rows) -> dict:
    """Every example hand (of the rule set before and after) scored under both versions."""
    examples: dict[str, tuple[str, str]] = {}
    for row in list(before_rows) + list(after_rows):
        if row.example:
            examples.setdefault(row.example, (row.key, row.name))
    rows = []
    for line, (key, name) in examples.items():
        old, new = _score(line, before), _score(line, after)
        rows.append(ExampleChange(key, name, line, old[0], new[0], old[1], new[1], old[2], new[2]))
    changed = [r for r in rows if r.changed]
    return {"changed": changed, "unchanged": len(rows) - len(changed), "total": len(rows),
            "before_version": before.version, "after_version": after.version}
