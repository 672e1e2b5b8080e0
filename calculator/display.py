"""What the page shows: the hand as tiles, the rule sets, the result. No scoring here;
the result comes from the engine as it is."""

from __future__ import annotations

from dataclasses import dataclass

from rules.engine.notation import NotationError, parse_line
from rules.engine.score import Result
from rules.engine.systems import SYSTEMS
from rules.engine.tiles import BONUS_TILES, PLAYING_TILES, TileSyntaxError, parse_tiles
from rules.models import RuleSet
from rules.engine.score import score_data
from rules.scoring import score_hand_data, spec_for

from .editing import MODES

SUIT_ROWS = [("Characters", "m"), ("Circles", "p"), ("Bamboo", "s"), ("Winds & dragons", "z")]


@dataclass
class HandPicture:
    """The hand as the page draws it; indices let a tap name what it removes."""

    concealed: list[str]
    melds: list[tuple[list[str], bool]]
    winning: str | None
    bonus: list[str]
    flags: list[str]
    seat_wind: str
    round_wind: str
    discarder: str
    winner: bool


def picture(data: dict) -> HandPicture:
    def codes(text) -> list[str]:
        try:
            return [str(t) for t in parse_tiles(text or "")]
        except (TileSyntaxError, TypeError):
            return []

    return HandPicture(
        concealed=codes(data.get("concealed")),
        melds=[(codes(m.get("tiles")), bool(m.get("concealed"))) for m in data.get("melds") or []],
        winning=(codes(data.get("winning_tile")) or [None])[0],
        bonus=codes(data.get("bonus")),
        flags=[k for k, v in data.items() if v is True],
        seat_wind=str(data.get("seat_wind") or "E"),
        round_wind=str(data.get("round_wind") or "E"),
        discarder=str(data.get("discarder") or ""),
        winner=data.get("winner") is not False,
    )


def page_context(hand_line: str, rules: str, mode: str = "hand", message: str | None = None, full_page: bool = True) -> dict:
    """Everything the page shows; a tap (full_page=False) skips the rule-set list, which its
    partials do not draw."""
    rule_sets = list(RuleSet.objects.for_picker().only("slug", "name", "system", "builtin")) if full_page else []
    spec = spec_for(rules)
    chosen = next((r for r in rule_sets if r.slug == rules), None) if full_page else spec
    result = None
    try:
        data = parse_line(hand_line)
    except NotationError as error:
        data, message = {}, message or str(error)
    else:
        if hand_line.strip() or chosen is None:
            result = score_data({**data, "rules": rules}, spec) if spec else score_hand_data({**data, "rules": rules})
    system = SYSTEMS.get(chosen.system) if chosen else None
    return {
        "hand_line": hand_line,
        "rules": rules,
        "rule_sets": rule_sets,
        "rule_set": chosen,
        "system": system,
        "flag_choices": [(flag, system.label(flag)) for flag in system.flags] if system else [],
        "scores_losers": bool(system and system.score_non_winner),
        "mode": mode if mode in MODES else "hand",
        "modes": MODES,
        "picture": picture(data),
        "result": result,
        "message": message,
        "suit_rows": [(label, [t for t in PLAYING_TILES if t.suit == suit]) for label, suit in SUIT_ROWS],
        "bonus_tiles": BONUS_TILES,
        "winds": [("E", "East"), ("S", "South"), ("W", "West"), ("N", "North")],
        "progress": progress(result),
        **(deal_context(rules) if full_page else {"deal_enabled": bool(system and system.settle_deal)}),
    }


def progress(result: Result | None) -> str:
    if result is None or not result.errors or not result.incomplete_only:
        return ""
    return " ".join(p.message for p in result.errors)


SEATS = ("E", "S", "W", "N")


def deal_context(rules: str, post=None) -> dict:
    """The deal panel: the four players' scores, who won, and who pays whom."""
    from rules.engine.options import build_options
    from rules.engine.settlement import balances
    from rules.scoring import spec_for

    spec = spec_for(rules)
    system = SYSTEMS.get(spec.system) if spec else None
    if system is None or system.settle_deal is None:
        return {"deal_enabled": False}
    post = post or {}
    scores, problems = {}, []
    for seat in SEATS:
        raw = str(post.get(f"score_{seat}", "")).strip()
        if post.get("use_seat") == seat and post.get("use_score") not in (None, ""):
            raw = str(post["use_score"])
        try:
            scores[seat] = float(raw) if raw else 0.0
        except ValueError:
            problems.append(f"{seat}: “{raw}” is not a number.")
            scores[seat] = 0.0
    winner = post.get("winner") or None
    if post.get("use_seat") in SEATS and post.get("use_won") == "1":
        winner = post["use_seat"]
    if winner not in SEATS:
        winner = None
    payments = []
    if post.get("action") == "settle" or post.get("use_seat"):
        options, _ = build_options(system.options, spec.options)
        payments = [] if problems else system.settle_deal(scores, winner, options)
    return {
        "deal_enabled": True,
        "deal_scores": {seat: int(v) if float(v).is_integer() else v for seat, v in scores.items()},
        "deal_winner": winner or "",
        "deal_payments": payments,
        "deal_balances": {seat: int(v) if float(v).is_integer() else v for seat, v in balances(payments).items()} if payments else {},
        "deal_problems": problems,
        "seats": [("E", "East"), ("S", "South"), ("W", "West"), ("N", "North")],
    }


def settle_deal_data(data) -> dict:
    """The JSON answer for a deal: payments and net balances, or every problem with the input."""
    from rules.engine.options import build_options
    from rules.engine.settlement import balances

    def problem(code, message):
        return {"code": code, "message": message}

    if not isinstance(data, dict):
        return {"valid": False, "errors": [problem("malformed_deal", "Send one deal as a JSON object.")]}
    rules = str(data.get("rules") or "british")
    spec = spec_for(rules)
    errors = []
    system = SYSTEMS.get(spec.system) if spec else None
    if spec is None:
        errors.append(problem("unknown_rules", f"There is no rule set “{rules}”."))
    elif system.settle_deal is None:
        errors.append(problem("no_deal_settlement", f"{spec.name} pays only the winner; settle each winning hand from its result."))
    raw_scores = data.get("scores")
    scores = {}
    if not isinstance(raw_scores, dict):
        errors.append(problem("malformed_scores", "scores must be an object of seats and scores, like {\"E\": 20, \"S\": 84}."))
    else:
        for seat, value in raw_scores.items():
            if seat not in SEATS:
                errors.append(problem("bad_seat", f"“{seat}” is not a seat; use E, S, W or N."))
            elif isinstance(value, bool) or not isinstance(value, (int, float)) or value < 0:
                errors.append(problem("bad_score", f"The score of {seat} must be a number of at least 0, not {value!r}."))
            else:
                scores[seat] = float(value)
    winner = data.get("winner")
    if winner not in (None, "", *SEATS):
        errors.append(problem("bad_seat", f"The winner “{winner}” is not a seat; use E, S, W, N, or null for a wash-out."))
    if errors:
        return {"valid": False, "errors": errors}
    options, _ = build_options(system.options, spec.options)
    payments = system.settle_deal({seat: scores.get(seat, 0.0) for seat in SEATS}, winner or None, options)
    number = lambda v: int(v) if float(v).is_integer() else v  # noqa: E731
    return {
        "valid": True,
        "rules": rules,
        "payments": [p.as_dict() for p in payments],
        "balances": {seat: number(v) for seat, v in balances(payments).items()},
        "errors": [],
    }
