"""The deal panel and /api/settle: the four players' scores as typed, who won, who threw the
winning tile, what is paid at once, and who pays whom. The payments come from the rule system's
settle_deal; this module reads and keeps what the table entered."""

from __future__ import annotations

import math
import time
from datetime import UTC, datetime, timedelta

from rules.engine.hand import wind_letter
from rules.engine.options import LARGEST_NUMBER, build_options
from rules.engine.schemes import number
from rules.engine.settlement import SEATS, balances
from rules.engine.systems import SYSTEMS
from rules.models import RuleSet
from rules.scoring import DEFAULT_RULES, default_rules_warning, rule_system

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
        return 0.0, TOO_LARGE.format(seat=seat)
    if math.isnan(score) or score < 0:
        return 0.0, f"{seat}: the score must be a number of at least 0, not “{value}”."
    if score > LARGEST_NUMBER:
        # Past 2**53 a float no longer holds every whole number: 1e40 was paid as 20000000000000000607572056854007333781504.
        return 0.0, TOO_LARGE.format(seat=seat)
    return score, None


TOO_LARGE = f"{{seat}}: the score is too large to settle; the most is {LARGEST_NUMBER:,}."


def read_at_once(seat: str, value) -> tuple[float, str | None]:
    """What every other player pays a seat's hand at once, read as a score is (none is 0)."""
    amount, problem = read_score(seat, value)
    return amount, problem and f"{problem} (paid at once by every other player)"


def read_winner(value) -> tuple[str | None, str | None]:
    """The winning seat (written as /api/score reads a wind: S, south, 2z, 南), None for a
    wash-out, or the problem with it."""
    if value in (None, ""):
        return None, None
    if seat := wind_letter(value):
        return seat, None
    return None, f"The winner “{value}” is not a seat; use E, S, W, N, or none for a wash-out."



def deal_rules(rules: str):
    """The spec and rule system of a rule set that settles whole deals; the system is None when
    the rule set does not exist (spec None) or pays only the winner."""
    spec, system = rule_system(rules)
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


def losers_settle(spec, system) -> bool:
    """Whether the losers settle their differences in this rule set's deal settlement."""
    return system.losers_settle is None or system.losers_settle(deal_options(spec, system))


def uses_thrower(spec, system) -> bool:
    """Whether this rule set's deal settlement depends on who threw the winning tile (classical
    "thrower pays for all")."""
    return system.deal_thrower is not None and system.deal_thrower(deal_options(spec, system))


def read_discarder(value, winner: str | None) -> tuple[str | None, str | None]:
    """Who threw the winning tile: a seat, None for a self-drawn win (or none sent), or the problem with it."""
    if value in (None, ""):
        return None, None
    if not (seat := wind_letter(value)):
        return None, f"The discarder “{value}” is not a seat; use E, S, W, N, or none for a self-drawn win."
    value = seat
    if value == winner:
        return None, f"{value} won, so {value} did not throw the winning tile; choose who did, or self-drawn."
    return value, None


def settle(spec, system, scores: dict, winner: str | None, discarder: str | None = None,
           paid_at_once: dict | None = None) -> tuple[list, dict]:
    """Payments and net balances of a deal whose scores and winner are already checked. Scores
    (read_score) and East's factor (an option) are at most LARGEST_NUMBER, so no payment or
    balance grows past 1e19: far from what a float holds. The discarder and the payments at once
    (each seat's amount, read as a score is) are passed only to a rule set whose settlement uses them."""
    options = deal_options(spec, system)
    extra = {"discarder": discarder} if uses_thrower(spec, system) else {}
    if system.deal_paid_at_once is not None:
        extra["paid_at_once"] = {seat: amount for seat, amount in (paid_at_once or {}).items() if amount}
    payments = system.settle_deal({seat: scores.get(seat, 0.0) for seat in SEATS}, winner, options, **extra)
    return payments, {seat: number(v) for seat, v in balances(payments).items()}


# No score is this long; a longer entry (a paste gone wrong) is cut here, so that what the session
# keeps of it stays small, and the panel shows the same entry before and after a reload.
LONGEST_DEAL_ENTRY = 1_000


def posted_deal(post) -> dict[str, str]:
    """The deal a post to the panel leaves: each seat's score as typed, the winner, and whether it
    was settled, and what each seat's hand is paid at once outside its score (at_once_E ...). A "Put N
    in the deal" click is folded in (its score and payment at once in its seat, its seat the winner
    and its discarder the deal's when that hand won) and its own fields dropped, so drawing this deal again repeats no click.
    Only Settle or a put settles it: the panel's own posts as a score or the winner changes
    (action "keep") leave it as typed, not settled."""
    post = post or {}
    deal = {f"{field}_{seat}": str(post.get(f"{field}_{seat}", "")).strip()[:LONGEST_DEAL_ENTRY]
            for field in ("score", "at_once") for seat in SEATS}
    winner, discarder, use_seat = post.get("winner"), post.get("discarder"), post.get("use_seat")
    if use_seat in SEATS:
        if post.get("use_score") not in (None, ""):
            deal[f"score_{use_seat}"] = str(post["use_score"]).strip()[:LONGEST_DEAL_ENTRY]
            # The hand put in replaces the seat's payment at once as it does its score, with nothing when it has none.
            deal[f"at_once_{use_seat}"] = str(post.get("use_at_once") or "").strip()[:LONGEST_DEAL_ENTRY]
        if post.get("use_won") == "1":
            winner, discarder = use_seat, post.get("use_discarder")
    deal["winner"] = str(winner or "")[:LONGEST_DEAL_ENTRY]
    deal["discarder"] = str(discarder or "")[:LONGEST_DEAL_ENTRY]
    deal["action"] = "settle" if post.get("action") == "settle" or use_seat else ""
    # Settled by a put rather than by Settle (kept, so that a reload draws the same): see deal_washout.
    deal["put_in"] = "1" if use_seat in SEATS or post.get("put_in") == "1" else ""
    return deal


PUT_FIELDS = ("use_seat", "use_score", "use_won", "use_discarder", "use_at_once")


def put_refusal(post) -> str | None:
    """Why a "Put N in the deal" click may not go into the deal as the panel posted it, or None.
    A put never overrules the seat marked as the deal's winner: a hand that did not win put for
    that seat (its player forgot to change the seat wind) would replace the winner's score and
    be paid as the winner's, and a winning hand put for another seat would make a second winner
    (its player forgot "did not win", or this is the next deal). Which of the two is wrong only
    the table knows, so the put is refused and the message says what to change."""
    post = post or {}
    seat, winner = post.get("use_seat"), post.get("winner")
    if seat not in SEATS or winner not in SEATS:
        return None
    won = post.get("use_won") == "1"
    if won == (seat == winner):  # the winner's hand again (a correction), or a loser's for a losing seat
        return None
    entry = str(post.get(f"score_{winner}") or "").strip()
    score, problem = read_score(winner, entry)
    marked = (f"{winner} is this deal's winner with {number(score)}" if entry and not problem
              else f"{winner} is marked as this deal's winner")
    if not won:
        return (f"{marked}, and this hand did not win, so it was not put in. Set the seat wind to the player "
                "whose hand it is, then put it in again (or, for the next deal, tap New deal first).")
    # Marked another winner, this seat's winning score would stay, settled as a loser's.
    correct = f" and correct {winner}'s score (else its {number(score)} is settled as a loser's)" if entry and not problem else ""
    return (f"{marked}, and this hand won too, so it was not put in for {seat}. If it did not win, tick "
            f"“This player did not win”; if {winner} did not win, mark who did{correct}; for the next deal, tap New deal first.")


def deal_session_key(rules: str) -> str:
    return f"deal:{rules}"


def keep_deal(session, rules: str, post) -> dict[str, str]:
    """The posted deal, kept in the session under its rule set so that a reload of the page (which
    is drawn from its URL, and the URL holds only the hand) draws the panel as the table left it.
    Only a rule set that settles deals keeps one; "New deal" forgets it."""
    post = post or {}
    if post.get("action") == "new":
        session.pop(deal_session_key(rules), None)
        return posted_deal({})
    refusal = put_refusal(post)
    if refusal:
        # Nothing in the deal changes: the session keeps it as it was, and the panel draws it as
        # its form stands, settled if it was, with why the hand was not put in (not kept: a
        # reload does not repeat it).
        settled = (kept_deal(session, rules) or {}).get("action") == "settle"
        unchanged = {**{key: post.get(key) for key in post if key not in PUT_FIELDS}, "action": "settle" if settled else ""}
        return {**posted_deal(unchanged), "put_refused": refusal}
    deal = posted_deal(post)
    if deal_rules(rules)[1] is not None:
        session[deal_session_key(rules)] = {**deal, "kept_at": time.time()}
    replaced = put_replaced(post)  # said once, not kept: a reload does not repeat it
    return {**deal, "put_replaced": replaced} if replaced else deal


def put_replaced(post) -> str | None:
    """What a "Put N in the deal" click overwrote: another score already in its seat, which the
    player may have meant for another seat (the seat wind left as it was for the player before).
    Said once, with the old score, so that it can be typed back; a put of the same score says nothing."""
    seat, entry = post.get("use_seat"), str(post.get("use_score") or "").strip()
    before = str(post.get(f"score_{seat}") or "").strip()
    if seat not in SEATS or not entry or not before:
        return None
    (old, problem), (new, _) = read_score(seat, before), read_score(seat, entry)
    if problem or old == new:
        return None
    name = dict(SEAT_NAMES)[seat]
    return (f"{name} had {number(old)}; this hand put {number(new)} in its place. If the hand is another player's, "
            f"type {number(old)} back for {name}, set the seat wind to that player's, and put it in again.")


def kept_deal(session, rules: str) -> dict | None:
    """The deal the session keeps for this rule set, if any (drawn through deal_context, which
    reads every entry again, so a bad one kept is shown with its problem, as when it was posted)."""
    deal = session.get(deal_session_key(rules))
    return deal if isinstance(deal, dict) else None


# A deal kept longer than an evening at the table is likely the last session's: the page says when
# it was entered, so that nobody settles last week's scores by mistake (it is still kept, never dropped).
OLD_DEAL_AFTER = timedelta(hours=6)


def kept_since(post) -> datetime | None:
    """When a deal the session kept was entered, if that was more than OLD_DEAL_AFTER ago."""
    kept_at = (post or {}).get("kept_at")
    if not isinstance(kept_at, (int, float)) or time.time() - kept_at < OLD_DEAL_AFTER.total_seconds():
        return None
    return datetime.fromtimestamp(kept_at, tz=UTC)


def deal_context(rules: str, post=None) -> dict:
    """The deal panel: the four players' scores, who won, and who pays whom."""
    spec, system = deal_rules(rules)
    if system is None:
        return {"deal_enabled": False}
    deal = posted_deal(post)
    scores, shown, problems = {}, {}, []
    for seat in SEATS:
        raw = deal[f"score_{seat}"]
        scores[seat], problem = read_score(seat, raw)
        # A bad entry stays as typed; an empty one stays empty (the box shows a grey 0), so that a
        # player types a score into it rather than after a 0.
        shown[seat] = raw if problem or not raw else number(scores[seat])
        if problem:
            problems.append(problem)
    winner, problem = read_winner(deal["winner"])
    if problem:
        problems.append(problem)
    thrower = uses_thrower(spec, system)
    discarder, problem = read_discarder(deal["discarder"], winner) if thrower else (None, None)
    if problem:
        problems.append(problem)
    at_once, at_once_shown = {}, {}
    for seat in SEATS if system.deal_paid_at_once is not None else ():  # elsewhere no hand has such a payment
        at_once[seat], problem = read_at_once(seat, deal[f"at_once_{seat}"])
        at_once_shown[seat] = deal[f"at_once_{seat}"] if problem or not at_once[seat] else number(at_once[seat])
        if problem:
            problems.append(problem)
    payments, nets = [], {}
    if not problems and deal["action"] == "settle":
        payments, nets = settle(spec, system, scores, winner, discarder, at_once)
    if (post or {}).get("put_refused"):
        problems.insert(0, post["put_refused"])  # shown with the deal's problems, but the deal stays settled
    return {
        "deal_replaced": (post or {}).get("put_replaced"),
        "washout_note": system.washout_note if system else "",
        # Settled with nobody marked as the winner (the panel's default): nobody pays, which showed nothing at all.
        # Not after a put, which settles too: a loser's hand put in first is no verdict on the deal.
        "deal_washout": not problems and deal["action"] == "settle" and winner is None and not payments and not deal["put_in"],
        "deal_enabled": True,
        "deal_kept_since": kept_since(post),
        "deal_note": east_note(system, deal_options(spec, system)),
        "losers_settle": losers_settle(spec, system),
        "deal_scores": shown,
        "deal_winner": winner or "",
        "deal_thrower": thrower,
        # Each seat's payment at once as put in (a hidden field beside its score, said in words).
        "deal_at_once": at_once_shown,
        # A bad entry (a seat's discarder who won) stays as chosen, with its problem.
        "deal_discarder": deal["discarder"] if thrower else "",
        "deal_payments": payments,
        "deal_balances": nets,
        "deal_problems": problems,
        "seats": SEAT_NAMES,
    }


def missing_scores_warning(spec, system, scores: dict, winner: str | None) -> list[str]:
    """The warning naming the seats a deal sent no score for and settled as 0: the winner's, and
    the losers' where they settle their differences (else their scores are not read). A wash-out
    reads no score: no rule set settles one, and what it may pay (classical all four flowers or
    seasons, at once) is not a hand's score."""
    if winner is None:
        return []
    everyone = losers_settle(spec, system)
    read = [seat for seat in SEATS if everyone or seat == winner]
    missing = [seat for seat in read if seat not in scores]
    if not missing:
        return []
    if len(missing) == 1:
        return [f"No score was sent for {missing[0]}; it was counted as 0."]
    return [f"No scores were sent for {', '.join(missing[:-1])} and {missing[-1]}; each was counted as 0."]


def ignored_discarder_warning(spec, system, discarder: str | None) -> list[str]:
    """A discarder sent to a rule set whose deal settlement does not depend on who threw the winning tile."""
    if discarder is None or uses_thrower(spec, system):
        return []
    return [(f"The discarder {discarder} changes nothing under {spec.name}: every player who did not win pays "
             "(only classical rules with the option thrower_pays_for_all have the thrower pay for all).")]


def problem(code: str, message: str) -> dict:
    """One problem with a deal sent to /api/settle, as its answer lists them."""
    return {"code": code, "message": message}


def settle_deal_data(data) -> dict:
    """The JSON answer for a deal: payments and net balances, or every problem with the input."""
    if not isinstance(data, dict):
        return {"valid": False, "errors": [problem("malformed_deal", "Send one deal as a JSON object.")], "warnings": []}
    rules = str(data.get("rules") or DEFAULT_RULES)
    # As /api/score does: an answer under a rule set the caller did not choose says so.
    warnings = [] if data.get("rules") else [default_rules_warning(rules)]
    spec, system = deal_rules(rules)
    errors = []
    if spec is None:
        errors.append(problem("unknown_rules", f"There is no rule set “{rules}”."))
    elif system is None:
        errors.append(problem("no_deal_settlement", f"{spec.name} pays only the winner; settle each winning hand from its result, "
                                                    f"or name a rule set that settles a whole deal: {', '.join(deal_rule_sets())}."))
    raw_scores = data.get("scores")
    if not isinstance(raw_scores, dict):
        errors.append(problem("malformed_scores", "scores must be an object of seats and scores, like {\"E\": 20, \"S\": 84}."))
    scores = by_seat(raw_scores, read_score, errors)
    winner, message = read_winner(data.get("winner"))
    if message:
        errors.append(problem("bad_seat", message))
    discarder, message = read_discarder(data.get("discarder"), winner)
    if message:
        errors.append(problem("bad_seat", message))
    raw_at_once = data.get("paid_at_once")
    if raw_at_once is not None and not isinstance(raw_at_once, dict):
        errors.append(problem("malformed_paid_at_once", "paid_at_once must be an object of seats and amounts, like {\"S\": 1000}."))
    at_once = by_seat(raw_at_once, read_at_once, errors)
    if errors:
        return {"valid": False, "rules": rules, "errors": errors, "warnings": warnings}
    payments, nets = settle(spec, system, scores, winner, discarder, at_once)
    warnings += missing_scores_warning(spec, system, scores, winner)
    warnings += ignored_discarder_warning(spec, system, discarder)
    if "winner" not in data and any(scores.values()):
        # "winner": null is a wash-out said on purpose; no "winner" at all with scores is more
        # likely a field left out, and the answer of no payments would pass for a settlement.
        warnings.append("No winner was named, so the deal was settled as a wash-out (no one went out). If someone did, "
                        "name them, like \"winner\": \"S\"; for a wash-out, \"winner\": null says so.")
    if system.deal_paid_at_once is None and any(at_once.values()):
        warnings.append(f"paid_at_once changes nothing under {spec.name}: its hands have no payment at once outside their score.")
    return {
        "valid": True,
        "rules": rules,
        "payments": [p.as_dict() for p in payments],
        "balances": nets,
        "errors": [],
        "warnings": warnings,
    }


def by_seat(raw, read, errors: list) -> dict:
    """An object of seats and numbers as /api/settle reads them: each value read by `read(seat,
    value) -> (number, message)`; a key that is no seat, or a value `read` refuses, is an error."""
    found = {}
    for written, value in (raw if isinstance(raw, dict) else {}).items():
        seat = wind_letter(written)
        if seat is None:
            errors.append(problem("bad_seat", f"“{written}” is not a seat; use E, S, W or N."))
            continue
        if seat in found:
            errors.append(problem("bad_seat", f"“{written}” is {seat} again; give each seat once."))
            continue
        found[seat], message = read(seat, value)
        if message:
            errors.append(problem("bad_score", message))
    return found

