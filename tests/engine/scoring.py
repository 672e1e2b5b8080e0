"""Helpers the engine tests share: score a line of hand notation under a rule set, and read
the result as a pattern map or as its payments."""

from collections.abc import Iterable
from dataclasses import replace

from rules.engine.builtin import builtin_spec
from rules.engine.notation import parse_line
from rules.engine.score import Payment, Result, score_data
from rules.engine.spec import RuleSpec


def score_line(line: str, rules: str | RuleSpec, **options) -> Result:
    """The result of a line of notation under a built-in rule set (by slug) or a spec;
    keyword options override the rule set's for this hand only."""
    data = parse_line(line)
    if options:
        data["options"] = {**data.get("options", {}), **options}
    return score_data(data, builtin_spec(rules) if isinstance(rules, str) else rules)


def scored(line: str, rules: str | RuleSpec, **options) -> Result:
    """As score_line, for a hand the test expects to be valid."""
    result = score_line(line, rules, **options)
    assert result.valid, [p.message for p in result.errors]
    return result


def without(spec: RuleSpec, *keys: str) -> RuleSpec:
    """The rule set with these patterns switched off, as a club might."""
    return replace(spec, patterns=tuple(replace(p, enabled=False) if p.key in keys else p for p in spec.patterns))


def counts(result: Result) -> dict[str, int]:
    """The counted patterns of a result, key by key."""
    return {line.key: line.count for line in result.lines}


# MCR's wait fans. A wait on one tile that is two wait shapes at once (1-2-3-3, 4-5-5-6,
# 1-2-2-3-4) scores one of them: the source lists each combination under a different fan and
# states no rule for the name, so a test asks for ONE_WAIT_FAN, whichever name it has.
WAIT_FANS = ("edge_wait", "closed_wait", "single_wait")
ONE_WAIT_FAN = "one wait fan"


def any_wait_name(found: dict[str, int]) -> dict[str, int]:
    """A pattern map with its one wait fan (there must be exactly one) named ONE_WAIT_FAN."""
    named = [key for key in WAIT_FANS if found.get(key) == 1]
    assert len(named) == 1, found
    return {ONE_WAIT_FAN if key == named[0] else key: count for key, count in found.items()}


def payments(settled: Result | Iterable[Payment]) -> list[tuple[str, str, float]]:
    """A result's settlement, or a list of payments, as (payer, payee, amount) in order."""
    items = settled.settlement if isinstance(settled, Result) else settled
    return [(p.payer, p.payee, p.amount) for p in items]


def scorers(default_rules: str | RuleSpec):
    """score(line), scored(line) and breakdown(line) -> (pattern map, total) for one rule set's
    tests; each still takes another rule set as its second argument."""

    def score(line: str, rules=default_rules, **options) -> Result:
        return score_line(line, rules, **options)

    def scored_here(line: str, rules=default_rules, **options) -> Result:
        return scored(line, rules, **options)

    def breakdown(line: str, rules=default_rules, **options) -> tuple[dict[str, int], float]:
        result = scored(line, rules, **options)
        return counts(result), result.total

    return score, scored_here, breakdown
