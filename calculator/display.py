"""What the page shows: the hand as tiles, the rule sets, the result. No scoring here;
the result comes from the engine as it is."""

from __future__ import annotations

import math
from dataclasses import dataclass

from rules.engine.notation import NotationError, parse_line
from rules.engine.options import build_options
from rules.engine.schemes import number
from rules.engine.score import Result, score_data
from rules.engine.settlement import SEATS, balances
from rules.engine.systems import SYSTEMS
from rules.engine.tiles import BONUS_TILES, PLAYING_TILES, tile_codes
from rules.models import RuleSet
from rules.scoring import DEFAULT_RULES, score_hand_data, spec_for

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
    return HandPicture(
        concealed=tile_codes(data.get("concealed")),
        melds=[(tile_codes(m.get("tiles")), bool(m.get("concealed"))) for m in data.get("melds") or []],
        winning=(tile_codes(data.get("winning_tile")) or [None])[0],
        bonus=tile_codes(data.get("bonus")),
        flags=[k for k, v in data.items() if v is True],
        seat_wind=str(data.get("seat_wind") or "E"),
        round_wind=str(data.get("round_wind") or "E"),
        discarder=str(data.get("discarder") or ""),
        winner=data.get("winner") is not False,
    )


def page_context(hand_line: str, rules: str, mode: str = "hand", message: str | None = None, full_page: bool = True,
                 deal_post=None) -> dict:
    """Everything the page shows; a tap (full_page=False) skips the rule-set list, which its
    partials do not draw. `deal_post` is a posted deal for the deal panel to settle."""
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
        "winds": SEAT_NAMES,
        "progress": progress(result),
        **(deal_context(rules, deal_post) if full_page else {"deal_enabled": bool(system and system.settle_deal)}),
    }


def progress(result: Result | None) -> str:
    if result is None or not result.errors or not result.incomplete_only:
        return ""
    return " ".join(p.message for p in result.errors)


SEAT_NAMES = list(zip(SEATS, ("East", "South", "West", "North")))


def read_score(seat: str, value) -> tuple[float, str | None]:
    """One player's score, typed on the page or sent as JSON: a finite number of at least 0,
    or 0 and the problem with it (an empty field is 0)."""
    if isinstance(value, str):
        value = value.strip() or 0
    if isinstance(value, bool) or not isinstance(value, (int, float, str)):
        return 0.0, f"{seat}: the score must be a number of at least 0, not {value!r}."
    try:
        score = float(value)
    except ValueError:
        return 0.0, f"{seat}: “{value}” is not a number."
    except OverflowError:
        return 0.0, f"{seat}: the score is too large to settle."
    if score == math.inf:
        return 0.0, f"{seat}: the score is too large to settle."
    if math.isnan(score) or score < 0:
        return 0.0, f"{seat}: the score must be a number of at least 0, not “{value}”."
    return score, None


def read_winner(value) -> tuple[str | None, str | None]:
    """The winning seat, None for a wash-out, or the problem with it."""
    if value in (None, ""):
        return None, None
    if value in SEATS:
        return value, None
    return None, f"The winner “{value}” is not a seat; use E, S, W, N, or none for a wash-out."


def deal_rules(rules: str):
    """The spec and rule system of a rule set that settles whole deals; the system is None when
    the rule set does not exist (spec None) or pays only the winner."""
    spec = spec_for(rules)
    system = SYSTEMS.get(spec.system) if spec else None
    return spec, (system if system is not None and system.settle_deal is not None else None)


def deal_rule_sets() -> list[str]:
    """The slugs of the rule sets whose system settles a whole deal."""
    return [slug for slug, system in RuleSet.objects.for_picker().values_list("slug", "system")
            if getattr(SYSTEMS.get(system), "settle_deal", None) is not None]


def deal_options(spec, system):
    return build_options(system.options, spec.options)[0]


def east_note(system, options) -> str:
    """What the rule set says about East's share (RuleSystem.east_factor), for the note above the deal."""
    factor = system.east_factor(options) if system.east_factor is not None else None
    if factor is None or factor == 1:
        return "East pays and receives the same as everyone else." if factor == 1 else ""
    return "East pays and receives double." if factor == 2 else f"East pays and receives {number(factor)} times."


def settle(spec, system, scores: dict, winner: str | None) -> tuple[list, dict, str | None]:
    """Payments and net balances of a deal whose scores and winner are already checked, or the
    problem when the amounts grow past what a number can hold."""
    payments = system.settle_deal({seat: scores.get(seat, 0.0) for seat in SEATS}, winner, deal_options(spec, system))
    nets = balances(payments)
    if not all(math.isfinite(p.amount) for p in payments) or not all(math.isfinite(v) for v in nets.values()):
        return [], {}, "These scores are too large to settle."
    return payments, {seat: number(v) for seat, v in nets.items()}, None


def deal_context(rules: str, post=None) -> dict:
    """The deal panel: the four players' scores, who won, and who pays whom."""
    spec, system = deal_rules(rules)
    if system is None:
        return {"deal_enabled": False}
    post = post or {}
    scores, shown, problems = {}, {}, []
    for seat in SEATS:
        raw = str(post.get(f"score_{seat}", "")).strip()
        if post.get("use_seat") == seat and post.get("use_score") not in (None, ""):
            raw = str(post["use_score"])
        scores[seat], problem = read_score(seat, raw)
        shown[seat] = raw if problem else number(scores[seat])  # a bad entry stays as typed
        if problem:
            problems.append(problem)
    winner, problem = read_winner(post["use_seat"] if post.get("use_seat") in SEATS and post.get("use_won") == "1" else post.get("winner"))
    if problem:
        problems.append(problem)
    payments, nets = [], {}
    if not problems and (post.get("action") == "settle" or post.get("use_seat")):
        payments, nets, problem = settle(spec, system, scores, winner)
        if problem:
            problems.append(problem)
    return {
        "deal_enabled": True,
        "deal_note": east_note(system, deal_options(spec, system)),
        "deal_scores": shown,
        "deal_winner": winner or "",
        "deal_payments": payments,
        "deal_balances": nets,
        "deal_problems": problems,
        "seats": SEAT_NAMES,
    }


def settle_deal_data(data) -> dict:
    """The JSON answer for a deal: payments and net balances, or every problem with the input."""

    def problem(code, message):
        return {"code": code, "message": message}

    if not isinstance(data, dict):
        return {"valid": False, "errors": [problem("malformed_deal", "Send one deal as a JSON object.")]}
    rules = str(data.get("rules") or DEFAULT_RULES)
    spec, system = deal_rules(rules)
    errors = []
    if spec is None:
        errors.append(problem("unknown_rules", f"There is no rule set “{rules}”."))
    elif system is None:
        errors.append(problem("no_deal_settlement", f"{spec.name} pays only the winner; settle each winning hand from its result, "
                                                    f"or name a rule set that settles a whole deal: {', '.join(deal_rule_sets())}."))
    raw_scores = data.get("scores")
    scores = {}
    if not isinstance(raw_scores, dict):
        errors.append(problem("malformed_scores", "scores must be an object of seats and scores, like {\"E\": 20, \"S\": 84}."))
    else:
        for seat, value in raw_scores.items():
            if seat not in SEATS:
                errors.append(problem("bad_seat", f"“{seat}” is not a seat; use E, S, W or N."))
                continue
            scores[seat], message = read_score(seat, value)
            if message:
                errors.append(problem("bad_score", message))
    winner, message = read_winner(data.get("winner"))
    if message:
        errors.append(problem("bad_seat", message))
    if not errors:
        payments, nets, message = settle(spec, system, scores, winner)
        if message:
            errors.append(problem("bad_score", message))
    if errors:
        return {"valid": False, "errors": errors}
    return {
        "valid": True,
        "rules": rules,
        "payments": [p.as_dict() for p in payments],
        "balances": nets,
        "errors": [],
    }
