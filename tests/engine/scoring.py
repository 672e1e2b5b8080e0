"""Helpers the engine tests share: score a line of hand notation under a rule set, and read
the result as a pattern map or as its payments."""

from collections.abc import Iterable

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


def counts(result: Result) -> dict[str, int]:
    """The counted patterns of a result, key by key."""
    return {line.key: line.count for line in result.lines}


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
