from __future__ import annotations

import functools

from django.conf import settings
from django.contrib import messages
from django.core.exceptions import RequestDataTooBig
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect, JsonResponse
from django.shortcuts import render
from django.urls import reverse
from django.views.decorators.csrf import csrf_exempt, csrf_protect
from django.views.decorators.http import require_http_methods, require_POST, require_safe
from django_htmx.http import HttpResponseClientRedirect, push_url

from rules.scoring import (
    DEFAULT_RULES,
    KeyGivenTwice,
    TooDeeplyNested,
    hand_answer,
    read_json,
)

from . import batch
from .deal import deal_context, keep_deal, kept_deal, settle_deal_data
from .display import last_rules, page_context, remember_rules
from .forms import BatchForm, TapForm
from .links import batch_url, page_url, shows


# How much of a paste that could not be read a redirect carries back to the page (a pasted file is cut short).
UNREAD_PASTE_KEPT = 2000


@require_safe
def page(request: HttpRequest):
    hand = request.GET.get("hand", "")[:400]
    named = request.GET.get("rules")
    if named:
        remember_rules(request.session, named)
    rules = named or last_rules(request.session)
    context = page_context(hand, rules, request.GET.get("mode", "hand"), deal_post=kept_deal(request.session, rules))
    context["unread_paste"] = request.GET.get("unread_paste", "")[:UNREAD_PASTE_KEPT]
    return render(request, "calculator/page.html", context)


@require_safe
def web_manifest(request: HttpRequest):
    """What a phone reads when the page is added to its home screen: the name, colours and icons."""
    return render(request, "calculator/manifest.webmanifest", content_type="application/manifest+json")


@require_POST
def tap(request: HttpRequest):
    form = TapForm(request.POST)
    valid = form.is_valid()
    # A bad field elsewhere in the tap must not switch the page to another rule set or mode.
    current = form.cleaned_data.get("rules") or DEFAULT_RULES
    mode = form.cleaned_data.get("mode") or "hand"
    if valid:
        hand, rules, message, unread_paste = form.new_hand(current)
    else:
        told = form.errors.get("hand_text", ["That tap could not be read; the hand is unchanged."])[0]
        hand, rules, message = request.POST.get("hand", "")[:400], current, told
        unread_paste = request.POST.get("hand_text", "") if request.POST.get("action") == "paste" else ""
    # A new rule set (the picker, or a pasted rules=) changes the whole page: the flags offered,
    # the deal panel, the picker itself. The page is loaded afresh rather than patched.
    rule_set_changed = rules != current or request.POST.get("action") == "rules"
    remember_rules(request.session, rules)
    if not request.htmx or rule_set_changed:
        if message:
            messages.error(request, message)
        if request.htmx:
            return HttpResponseClientRedirect(page_url(hand, rules, mode))
        # The page is drawn again from its address: a paste that could not be read goes along, to be corrected.
        response = HttpResponseRedirect(page_url(hand, rules, mode, unread_paste=unread_paste[:UNREAD_PASTE_KEPT]))
        response.status_code = 303  # See Other: reloading the page then does not re-post the tap
        return response
    context = page_context(hand, rules, mode, message, full_page=False)
    # The situation controls change only when a pasted hand changes them, or Clear drops the flags and
    # the discarder (editing.clear): left ticked on the page, the next tap would send them again.
    context["redraw_situation"] = request.POST.get("action") in ("paste", "clear")
    context["unread_paste"] = unread_paste
    response = render(request, "calculator/tap.html", context)
    # A tap that changed nothing (refused: a fifth tile, a line that cannot be read) leaves no step for Back to undo.
    unchanged = shows(request.htmx.current_url, hand, rules, mode)
    return push_url(response, False if unchanged else page_url(hand, rules, mode))


@require_POST
def deal(request: HttpRequest):
    """Settle a deal from the four players' scores; htmx swaps the panel, a plain post is sent back
    to the page, which draws the deal the session keeps (so a reload of it shows the deal again)."""
    rules = request.POST.get("rules") or DEFAULT_RULES
    hand = request.POST.get("hand", "")[:400]
    deal = keep_deal(request.session, rules, request.POST)
    if request.POST.get("action") == "keep":
        # Kept as typed: the panel already shows it. Only the script posts a keep (htmx, or a beacon
        # as the tab closes, which cannot say it is htmx's and has no page to send back to).
        return HttpResponse(status=204)
    if request.htmx:
        context = {"rules": rules, "hand_line": hand, **deal_context(rules, deal)}
        return render(request, "calculator/page.html#deal", context)
    response = HttpResponseRedirect(page_url(hand, rules) + "#deal")
    response.status_code = 303  # See Other: reloading the page then does not post the deal again
    return response


@csrf_exempt  # checked by batch_scored, once the paste is known to be readable (see batch_page_too_big)
@require_http_methods(["GET", "HEAD", "POST"])
def batch_page(request: HttpRequest):
    """Many hands pasted at once: scored in a table, or downloaded as CSV (the form's second button)."""
    if request.method == "POST":
        try:
            request.POST
        except RequestDataTooBig:
            return batch_page_too_big(request)
    return batch_scored(request)


@csrf_protect
def batch_scored(request: HttpRequest):
    form = BatchForm(request.POST if request.method == "POST" else None, initial={"rules": last_rules(request.session)})
    if not form.is_valid():
        return render_batch_page(request, form)
    rules = form.cleaned_data["rules"]
    remember_rules(request.session, rules)
    rows = batch.scored_rows(form.cleaned_data["written"], rules, {slug for slug, _ in form.fields["rules"].choices})
    if request.POST.get("action") == "csv":
        response = HttpResponse(content_type="text/csv; charset=utf-8",
                                headers={"Content-Disposition": 'attachment; filename="scored-hands.csv"'})
        batch.write_csv(rows, response)
        return response
    return render_batch_page(request, form, rows=rows, summary=batch.summary(rows))


def batch_page_too_big(request: HttpRequest):
    """A paste larger than Django reads in one request. Said on the page: CSRF's middleware, reading the
    post before the view (batch_page is exempt from it for this), answered a bare "Bad Request (400)"."""
    limit = settings.DATA_UPLOAD_MAX_MEMORY_SIZE
    told = (f"That paste is larger than {limit:,} bytes ({limit / 2**20:.1f} MB), the most this page reads at once, "
            f"and none of it was read: paste the hands in parts. {batch.ANY_SIZE}")
    form = BatchForm(initial={"rules": last_rules(request.session)})
    return render_batch_page(request, form, status=413, too_big=told)


def batch_page_out_of_date(request: HttpRequest):
    """A paste the CSRF check refused (csrf_failure): the page again, with the hands and the menu as posted
    and a token drawn afresh, so that a scorer who pasted a round's hands scores them with one press."""
    form = BatchForm(initial={"hands": request.POST.get("hands", ""),
                              "rules": request.POST.get("rules") or last_rules(request.session)})
    return render_batch_page(request, form, status=403, out_of_date=True)


def render_batch_page(request: HttpRequest, form: BatchForm, status: int = 200, **context) -> HttpResponse:
    """The page with the way back to the hand the scorer came from, which the calculator's footer link
    carries (without it, the calculator as last used); the form posts to the page's own address, so
    that the way back stays through every paste scored."""
    hand, rules = request.GET.get("hand", "")[:400], request.GET.get("rules", "")[:100]
    return render(request, "calculator/batch.html", {
        "form": form, "back": page_url(hand, rules), "action": batch_url(rules, hand), **context}, status=status)


def json_answer(answer: dict, status: int | None = None) -> JsonResponse:
    status = status or (200 if answer["valid"] else 400)
    return JsonResponse(answer, status=status, json_dumps_params={"ensure_ascii": False, "allow_nan": False})


def refusal(code: str, message: str, status: int = 400) -> JsonResponse:
    return json_answer({"valid": False, "errors": [{"code": code, "message": message}]}, status)


def read_json_object(request: HttpRequest, what: str) -> tuple[dict | None, JsonResponse | None]:
    """The request body as a JSON object, or the 400 (413 when too big) answer saying what is wrong with it."""
    try:
        body = request.body
    except RequestDataTooBig:
        # 413 Content Too Large, the status a proxy's own size limit answers with, so a client
        # tells "too big" from "not a hand" the same way whichever of the two refused it.
        limit = settings.DATA_UPLOAD_MAX_MEMORY_SIZE
        return None, refusal("body_too_large", f"The request body is larger than {limit:,} bytes; "
                                               "send one hand or one deal at a time.", status=413)
    if not body.strip():
        # Before, read as {}: an empty hand ("0 of 14 tiles") or a deal with no scores, for a
        # request that most likely lost its body on the way.
        return None, refusal("empty_body", f"The request body is empty: send one {what} as a JSON object.")
    try:
        data = read_json(body)
    except TooDeeplyNested as error:
        return None, refusal("too_deeply_nested", str(error))
    except KeyGivenTwice as error:
        return None, refusal("key_given_twice", str(error))
    except ValueError as error:  # also a bad encoding, or a number of more digits than Python reads
        said = f"The request body is not valid JSON: {error}."
        if what == "hand" and body.lstrip()[:1] not in (b"{", b"["):
            # A scorer's line of notation sent as it is: say where such a line is read.
            said += (" Send the hand as a JSON object (shared/hand-format.md); a line of notation such as "
                     "“123m456p789s1z (555p) +1z rules=mcr” is read by the page's notation field and by manage.py score.")
        return None, refusal("malformed_json", said)
    if not isinstance(data, dict):
        return None, refusal(f"malformed_{what}", f"Send one {what} as a JSON object.")
    return data, None


def posted_json_only(what: str, example: str):
    """A JSON endpoint that answers any method but POST (a browser opening its address, say) with a
    405 that says how to use it, rather than an empty page."""
    def decorate(view):
        @functools.wraps(view)
        def checked(request: HttpRequest, *args, **kwargs):
            if request.method != "POST":
                response = refusal("method_not_allowed", f"This address answers POST only, not {request.method}: POST {what} "
                                                         f"to it as JSON, for example {example}.", status=405)
                response["Allow"] = "POST"
                return response
            return view(request, *args, **kwargs)
        return checked
    return decorate


@csrf_exempt
@posted_json_only("a hand", '{"rules": "mcr", "concealed": "123m456p789s1z", "melds": [{"kind": "pung", "tiles": "555p"}], "winning_tile": "1z"}')
def api_score(request: HttpRequest):
    """JSON in, JSON out (shared/hand-format.md); 400 with `errors` when the input is not a hand."""
    data, refused = read_json_object(request, "hand")
    return refused or json_answer(hand_answer(data, "json"))


@csrf_exempt
@posted_json_only("a deal", '{"rules": "british", "scores": {"E": 20, "S": 84, "W": 8, "N": 0}, "winner": "S"}')
def api_settle(request: HttpRequest):
    """Settle a whole deal: {"rules", "scores": {"E": 20, ...}, "winner": "S"} in, payments out."""
    data, refused = read_json_object(request, "deal")
    return refused or json_answer(settle_deal_data(data))


def csrf_failure(request: HttpRequest, reason: str = ""):
    """A post Django's CSRF check refused (settings.CSRF_FAILURE_VIEW): the page it came from was drawn
    before this browser signed in or out, or its cookies were cleared. Said in words, with the way
    back to the hand as it was (a pasted hand as typed), in place of Django's page for developers. Many
    hands pasted are kept on their own page, ready to post again: a way back would have lost them."""
    if request.path == reverse("calculator:batch"):
        return batch_page_out_of_date(request)
    back, back_to = request.path, "the page"
    if request.path in (reverse("calculator:tap"), reverse("calculator:deal")):
        pasted = request.POST.get("action") == "paste"
        hand = request.POST.get("hand_text" if pasted else "hand", "")[:400]
        back, back_to = page_url(hand, request.POST.get("rules", "")[:100] or DEFAULT_RULES), "the hand"
    return render(request, "403_csrf.html", {"back": back, "back_to": back_to}, status=403)
