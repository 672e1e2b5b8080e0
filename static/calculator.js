// The calculator page's behaviour on top of htmx: keeping what the player typed or ticked while a
// slow answer is on its way, queued taps, the deal panel, focus and what a screen reader is told.
// Loaded by templates/calculator/page.html; its elements and ids are that template's.
(function () {
  // What the page sets up once it is drawn: on load, and again after Back or Forward, which fetch
  // the page from its URL and swap it in whole (base.html) without a new DOMContentLoaded.
  function onPageDrawn(setUp) {
    document.addEventListener("DOMContentLoaded", setUp);
    document.addEventListener("htmx:historyRestore", setUp);
  }
  // Back and Forward each fetch their page, and htmx swaps in each answer as it lands: a quick Back
  // then Forward whose answers came in the other order left the earlier hand on the screen under the
  // later URL. Only the last move's page is wanted; the fetch of a move made since is dropped.
  // A tap still on its way (or queued) was made on the hand being left: its answer landed on the
  // page drawn for the other hand, and pushed its own URL over it. It is dropped too, unless the
  // page moved to never comes (no connection), so that the hand shown still answers taps. (The
  // deal panel is kept across pages, and so are its posts.)
  // A fetch that fails or gets no answer in htmx's time (the same as a tap's) says so, as a tap does.
  let historyFetch = null;
  document.addEventListener("htmx:historyCacheMiss", function (event) {
    if (historyFetch && historyFetch.readyState !== XMLHttpRequest.DONE) {
      historyFetch.dropped = true;
      historyFetch.abort();
    }
    const asked = historyFetch = event.detail.xhr;
    asked.timeout = htmx.config.timeout;
    const left = document.getElementById("calculator");
    if (!left) return;
    left.dataset.left = "1";
    asked.addEventListener("loadend", function () {
      if (asked.status >= 200 && asked.status < 400) return;
      delete left.dataset.left;
      if (asked.dropped) return;
      tellNotReached((asked.status ? "The calculator answered with an error (" + asked.status + ")" : "No connection") +
        ": the page for this address could not be loaded, so the hand shown is the one from before. Try again.");
    });
  });
  function fromPageLeft(elt) { return elt && elt.closest && elt.closest("#calculator[data-left]"); }
  document.addEventListener("htmx:confirm", function (event) {
    if (fromPageLeft(event.detail.elt)) event.preventDefault();
  });
  document.addEventListener("htmx:beforeSwap", function (event) {
    const request = event.detail.requestConfig;
    if (request && fromPageLeft(request.elt)) event.detail.shouldSwap = false;
  });
  // A page the browser kept in memory comes back as it was left: the rule-set menu on the rule
  // set just picked, and still marked as waiting for the answer that loaded that rule set. Show
  // again the rule set this page scores under, so the next tap uses it.
  window.addEventListener("pageshow", function (event) {
    const menu = document.querySelector('#calculator select[name="rules"]');
    if (!event.persisted || !menu) return;
    for (const option of menu.options) option.selected = option.defaultSelected;
    menu.classList.remove("htmx-request");
    showChosen(menu);
  });
  // The rule-set menu's chosen name, drawn in full under it, follows the menu.
  function showChosen(menu) {
    const chosen = menu.parentElement.querySelector(".rules-chosen");
    if (chosen && menu.selectedOptions.length) chosen.textContent = menu.selectedOptions[0].text;
  }
  document.addEventListener("change", function (event) {
    if (event.target.matches('#calculator select[name="rules"]')) showChosen(event.target);
  });
  // Arrow keys on the closed menu choose the next rule set at once (Chrome on Windows and Linux), and
  // another rule set loads a new page: stepping through the menu loaded each rule set in turn (WCAG
  // 3.2.2). A choice made with the keyboard is shown under the menu and posted on Enter, or once the
  // focus leaves the menu; one made with a tap or a click is posted at once, as before.
  const RULES_MENU = '#calculator select[name="rules"]';
  function postKeyedChoice(menu) {
    const keyed = menu.dataset.keyed;
    delete menu.dataset.keyed;
    const drawn = [...menu.options].find(option => option.defaultSelected);
    if (keyed && (!drawn || menu.value !== drawn.value)) htmx.trigger(menu, "rules-chosen");
  }
  document.addEventListener("keydown", function (event) {
    if (!event.target.matches(RULES_MENU)) return;
    if (event.key === "Enter") postKeyedChoice(event.target);
    else if (event.key !== "Tab" && !event.altKey && !event.ctrlKey && !event.metaKey) event.target.dataset.keyed = "1";
  });
  document.addEventListener("pointerdown", function (event) {
    if (event.target.matches(RULES_MENU)) delete event.target.dataset.keyed;
  });
  document.addEventListener("focusout", function (event) {
    if (event.target.matches(RULES_MENU)) postKeyedChoice(event.target);
  });
  // Another rule set is answered with a new page (a redirect: calculator/views.py tap), which opened
  // with the focus on the page itself, at its top, and the status line empty: a keyboard player
  // started again from the top, and a screen reader was told neither the rule set nor the score.
  // Where the focus is as the answer comes (the menu after Enter, the control Tab went on to) is kept
  // in the tab's storage for that page, which puts the focus back there and says what changed.
  const LOADED_BY_A_TAP = "loaded-by-a-tap";
  document.addEventListener("htmx:beforeOnLoad", function (event) {
    const to = event.detail.xhr.getResponseHeader("HX-Redirect");
    if (!to) return;
    const focused = document.activeElement;
    const from = event.detail.elt;
    const place = placeOf(focused) || (from.matches(RULES_MENU) ? placeOf(from) : null);
    const loaded = {url: new URL(to, location.href).href, place, ringed: !!focused && focused.matches(":focus-visible"), at: Date.now()};
    try { sessionStorage.setItem(LOADED_BY_A_TAP, JSON.stringify(loaded)); } catch (e) { /* no storage: the page opens at its top */ }
  });
  onPageDrawn(function () {
    let loaded = null;
    try {
      loaded = JSON.parse(sessionStorage.getItem(LOADED_BY_A_TAP));
      sessionStorage.removeItem(LOADED_BY_A_TAP);
    } catch (e) { /* nothing kept */ }
    // Only the page the answer sent this tab to, and soon: not one reached later by other means.
    if (!loaded || loaded.url !== location.href || Date.now() - loaded.at > 20000) return;
    const back = findPlace(loaded.place);
    if (back) back.focus({focusVisible: loaded.ringed});
    const menu = document.querySelector(RULES_MENU);
    const name = menu && menu.selectedOptions.length ? menu.selectedOptions[0].text : "";
    // Said once the page is in the accessibility tree, after the control focused is read: a status
    // line filled as the page is drawn is taken as part of the page, and not said.
    setTimeout(function () { announce(squeeze("Rules: " + name + ". " + saidByTheHand())); }, 400);
  });
  // A pattern's name under the score opens its rule on the rules page; Back loads this page afresh
  // from its address, with the focus at its top, dozens of Tabs from the patterns. The pattern followed
  // is written into this page's own history entry (htmx's state kept), which Back brings back with
  // it, and the page drawn puts the focus on its name again. A link opened in another tab leaves
  // this page where it is: nothing is written.
  document.addEventListener("click", function (event) {
    const link = event.target.closest && event.target.closest("#score a.pattern-rule");
    const row = link && link.closest("tr[data-key]");
    if (!row || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    history.replaceState({...history.state, patternFollowed: row.dataset.key}, "");
  });
  function focusPatternFollowed() {
    const key = history.state && history.state.patternFollowed;
    if (!key) return;
    const {patternFollowed, ...kept} = history.state;
    history.replaceState(Object.keys(kept).length ? kept : null, "");  // a reload starts at the top again
    const row = [...document.querySelectorAll("#score tr[data-key]")].find(tr => tr.dataset.key === key);
    const link = row && row.querySelector("a.pattern-rule");
    if (link) link.focus();
  }
  onPageDrawn(focusPatternFollowed);
  window.addEventListener("pageshow", function (event) {
    if (event.persisted) focusPatternFollowed();  // kept in memory: still focused, but the mark must go
  });
  // A control found again on a page drawn afresh: by its id, else by its name and value (a tile, a
  // box), else by its tag and classes (the total's link), counting those alike before it.
  function placeOf(element) {
    if (!element || element === document.body || !element.matches) return null;
    if (element.id) return {selector: "#" + CSS.escape(element.id), index: 0};
    const named = element.getAttribute("name");
    const value = element.getAttribute("value");
    const selector = named
      ? element.localName + '[name="' + CSS.escape(named) + '"]' + (value !== null ? '[value="' + CSS.escape(value) + '"]' : "")
      : element.localName + [...element.classList].map(c => "." + CSS.escape(c)).join("");
    return {selector, index: [...document.querySelectorAll(selector)].indexOf(element)};
  }
  function findPlace(place) {
    if (!place) return null;
    const all = document.querySelectorAll(place.selector);
    return all[place.index] || all[0] || null;
  }
  // A tap queued behind another (hx-sync on the form) is sent with the form as it is when it
  // leaves, and htmx adds the button tapped last, not this tap's (or none, once the answer before
  // has replaced that button, as a deal answer replaces Settle): send this tap's own button, which
  // its submit event keeps.
  document.addEventListener("htmx:configRequest", function (event) {
    // The deal panel's wrapper posts the deal as typed, to be kept (the comment at the deal panel).
    if (event.detail.elt.id === "deal-panel") event.detail.parameters.action = "keep";
    const tapped = event.detail.triggeringEvent && event.detail.triggeringEvent.submitter;
    if (!tapped || !tapped.name || !["calculator", "deal"].includes(event.detail.elt.id)) return;
    for (const button of event.detail.elt.querySelectorAll("button[name]")) delete event.detail.parameters[button.name];
    event.detail.parameters[tapped.name] = tapped.value;
  });

  // The CSRF token the page was drawn with goes out of date when this browser signs in or out (an
  // organiser in the admin, in another tab): Django then gives the browser a new one, and every tap
  // was refused (403) with nothing said. Each post carries the browser's current token, from Django's
  // cookie (CSRF_COOKIE_NAME, left at its default), where there is one.
  function currentCsrfToken() {
    const cookie = document.cookie.split("; ").find(part => part.startsWith("csrftoken="));
    return cookie ? decodeURIComponent(cookie.slice("csrftoken=".length)) : null;
  }
  document.addEventListener("htmx:configRequest", function (event) {
    const token = currentCsrfToken();
    if (!token) return;
    event.detail.headers["X-CSRFToken"] = token;
    event.detail.parameters.csrfmiddlewaretoken = token;  // Django reads the form's before the header
  });

  // A post whose answer never came (no connection, the server down or too slow: htmx-config's
  // timeout) or came as an error left the page as it was, and said nothing: a tile that did not
  // reach the calculator looked tapped. The page says so, at the foot of the screen, until a post
  // the player set off after the notice is answered. A tap queued behind the lost one was made before
  // it: its answer shows the hand without the lost tile, and the notice is what says why. A post is
  // dated by the click or key that set it off (its triggering event), not by when it left the queue,
  // and a click on no button dates nothing.
  let noticeShownAt = 0;
  function tellNotReached(text) {
    const notice = document.getElementById("not-reached");
    if (!notice) return;
    notice.textContent = text;
    notice.hidden = false;
    noticeShownAt = performance.now();
  }
  document.addEventListener("htmx:configRequest", function (event) {
    const cause = event.detail.triggeringEvent;
    event.detail.setOffAt = cause ? cause.timeStamp : performance.now();  // htmx.ajax (a put) has no event
  });
  document.addEventListener("htmx:sendError", function () {
    tellNotReached("No connection: that did not reach the calculator, so the page is as it was. Try again once the connection is back.");
  });
  document.addEventListener("htmx:timeout", function () {
    tellNotReached("The calculator did not answer in time, so the page is as it was. Try again.");
  });
  document.addEventListener("htmx:responseError", function (event) {
    const status = event.detail.xhr.status;
    tellNotReached(status === 403
      ? "This page is out of date (cookies cleared, or signed out in another tab): reload it, then try again. The hand is kept in the address."
      : "The calculator answered with an error (" + status + "), so the page is as it was. Try again; if it goes on, reload the page.");
  });
  document.addEventListener("htmx:afterRequest", function (event) {
    const notice = document.getElementById("not-reached");
    if (notice && event.detail.successful && event.detail.requestConfig.setOffAt > noticeShownAt) notice.hidden = true;
  });

  // "Put N in the deal for S" sits under the score, which each tap's answer replaces: it posts from
  // the deal form, which stays, so that a put queued behind a deal post on its way is still sent
  // (the comment at the notation field, below). Its seat and score are the hand's as it was tapped.
  document.addEventListener("click", function (event) {
    const put = event.target.closest && event.target.closest(".use-in-deal");
    const deal = document.getElementById("deal");
    if (!put || !deal) return;
    const hand = document.querySelector('#hand input[name="hand"]');
    // Named, so that a deal button tapped before (Settle) is not sent with it as the form's.
    const values = {...JSON.parse(put.dataset.put), action: "put", hand: hand ? hand.value : ""};
    htmx.ajax("POST", deal.getAttribute("action"), {source: deal, values: values, target: deal, swap: "innerHTML"});
  });

  // New deal posts as the deal form does, queued behind the deal's posts already on their way (the
  // comment at the deal panel); its question is asked as it is tapped, not once it leaves the queue.
  // The post asked for is sent with the tap it came from marked, as htmx asks again once it leaves.
  document.addEventListener("htmx:confirm", function (event) {
    const tap = event.detail.triggeringEvent;
    const question = tap && tap.submitter && event.detail.elt.id === "deal" && tap.submitter.getAttribute("hx-confirm");
    if (!question || tap.confirmed) return;
    event.preventDefault();
    if (!window.confirm(question)) return;
    tap.confirmed = true;
    event.detail.issueRequest(true);
  });

  const NOTATION = '#notation input[name="hand_text"]';

  // A post queued on a form (hx-sync) must come from an element no answer replaces: htmx 2 drops a
  // queued post whose element has left the page, and then sends nothing more from that queue until
  // some later post ends (the taps behind it hang, then go out of order). The notation field is
  // redrawn by a paste's answer, so a change of it (Enter, or leaving it) pastes through the form,
  // as the form's own "Score this text" button does.
  //
  // Enter in the field is a change of it and then a submit of the form through the hidden "Score
  // this text" button; a tap on the visible button after typing is the same (the change as the
  // field loses focus, then the tap). Each would post the same paste twice: a paste of the text the
  // field's own change has already sent is dropped. Each paste is judged once, as it is asked for
  // (htmx asks again as a queued post leaves).
  const pastedByChange = new WeakMap();
  let pastingChange = false;
  document.addEventListener("change", function (event) {
    // A field being typed in that an answer takes off the page says "change" as it goes (during the
    // swap): the player has not asked for that text yet, and it is put back in the field drawn in its
    // place. Nor when Back or Forward take the whole form away: htmx has let go of that form by then,
    // so the browser itself would post it and load the answer as a new page.
    const form = event.target.form;
    if (!event.target.matches(NOTATION) || landing || !form || form !== document.getElementById("calculator")) return;
    const paste = form.querySelector('button[name="action"][value="paste"]');
    if (!paste) return;
    pastingChange = true;
    try { form.requestSubmit(paste); } finally { pastingChange = false; }
  });
  document.addEventListener("htmx:confirm", function (event) {
    const tap = event.detail.triggeringEvent;
    const field = document.querySelector(NOTATION);
    if (!field || !tap || !tap.submitter || tap.submitter.value !== "paste" || tap.pasteJudged) return;
    tap.pasteJudged = true;
    if (pastingChange) pastedByChange.set(field, field.value);
    else if (pastedByChange.get(field) === field.value) event.preventDefault();
  });

  // On a slow connection the player goes on typing while an answer is on its way, and the answer
  // redraws the fields they type into (a deal answer the whole deal form, a tap's answer the
  // notation field). A field changed since its request left keeps what was typed, and the focus
  // (on a phone, the keyboard). "Since it left" means since what the answer is drawn from: a deal
  // answer reads every field of the deal, a tap's answer reads the notation field only for a paste
  // (else the hand), so for a tap the field is compared with the line the page last drew in it.
  //
  // A paste's answer redraws the situation controls (flags, winds, discarder) from the pasted text,
  // the whole hand as the player wrote it. A control the player changed after asking for the paste
  // (with Enter, though the paste may still wait behind other taps) keeps the player's choice, even
  // over a flag the text names: it is the later word, and the only way to take a flag back (the
  // notation names a flag, not its absence). The controls left alone show what the text says. The
  // change the player made is posted (queued behind the paste) once the paste's answer is in.
  const SITUATION = '#situation .controls input, #situation .controls select';
  const TYPED = '#deal input[name^="score_"], #deal input[name="winner"], #deal select[name="discarder"], ' + NOTATION + ', ' + SITUATION;
  const situationChangedAt = new Map();
  document.addEventListener("change", function (event) {
    if (event.target.matches(SITUATION)) situationChangedAt.set(keyOf(event.target), event.timeStamp);
  });
  // A radio button or a checkbox is a field of its own here (checked or not), named with its value.
  function isBox(field) { return field.type === "radio" || field.type === "checkbox"; }
  function keyOf(field) { return isBox(field) ? field.name + "=" + field.value : field.name; }
  function valueOf(field) { return isBox(field) ? field.checked : field.value; }
  function drawnValueOf(field) { return isBox(field) ? field.defaultChecked : field.defaultValue; }
  function typedFields() {
    const fields = new Map();
    for (const field of document.querySelectorAll(TYPED)) fields.set(keyOf(field), field);
    return fields;
  }
  let landing = null;  // what the player typed while the answer being swapped in was on its way

  document.addEventListener("htmx:beforeRequest", function (event) {
    const request = event.detail.requestConfig;
    const pasting = request.parameters.action === "paste";
    request.typedFieldsLeft = new Map();
    for (const [key, field] of typedFields()) {
      request.typedFieldsLeft.set(key, field.name === "hand_text" && !pasting ? drawnValueOf(field) : valueOf(field));
    }
  });
  document.addEventListener("htmx:beforeSwap", function (event) {
    const request = event.detail.requestConfig;
    landing = null;
    if (!request || !request.typedFieldsLeft) return;
    // "Put N in the deal for S" brings S's score, and for a hand that won the winner and its thrower: its own.
    const sent = request.parameters;
    const answered = sent.use_seat ? ["score_" + sent.use_seat] : [];
    if (sent.use_seat && sent.use_won === "1") answered.push("winner", "discarder");
    const askedAt = sent.action === "paste" && request.triggeringEvent ? request.triggeringEvent.timeStamp : Infinity;
    const typed = new Map();
    for (const [key, field] of typedFields()) {
      if (answered.includes(field.name) || !request.typedFieldsLeft.has(key)) continue;
      const changed = valueOf(field) !== request.typedFieldsLeft.get(key) || situationChangedAt.get(key) > askedAt;
      if (changed) typed.set(key, valueOf(field));
    }
    // The field being typed in keeps the focus; another answer (a paste sent with Enter) lets it go
    // as before, so that the phone's keyboard closes on the score.
    const focused = document.activeElement;
    const typing = focused && focused.matches(TYPED) && typed.has(keyOf(focused)) ? focused : null;
    landing = {typed, focused: typing && keyOf(typing),
               caret: typing && typing.selectionStart != null ? [typing.selectionStart, typing.selectionEnd] : null};
  });
  // A tap's answer does not replace a notation field typed in meanwhile at all: the field keeps
  // the caret, and a paste of it already queued (Enter, or leaving the field) is still sent (htmx
  // sends no post from a field that has left the page). The field takes the answer's line as the
  // one the page last drew, for the next answer's comparison.
  document.addEventListener("htmx:oobBeforeSwap", function (event) {
    if (!landing || !landing.typed.has("hand_text") || event.detail.target.id !== "notation") return;
    const field = document.querySelector(NOTATION);
    const line = event.detail.fragment.querySelector('input[name="hand_text"]');
    if (line) field.defaultValue = line.defaultValue;  // a field typed in keeps its value
    event.detail.shouldSwap = false;
  });
  // The fields replaced take back what was typed. htmx:afterSwap comes once for each part of the
  // answer swapped in, all after every part is in.
  document.addEventListener("htmx:afterSwap", function () {
    const kept = landing;
    landing = null;
    if (!kept) return;
    const fields = typedFields();
    for (const [key, value] of kept.typed) {
      const field = fields.get(key);
      if (field && isBox(field)) field.checked = value;
      else if (field) field.value = value;
      if (field && field.closest("#deal")) markSettlementOutdated();
    }
    const focused = fields.get(kept.focused);
    if (focused && focused !== document.activeElement) {
      focused.focus({preventScroll: true});
      if (kept.caret) focused.setSelectionRange(kept.caret[0], kept.caret[1]);
    }
  });
  // "Put N in the deal for S" is far above the deal panel on a phone: once its answer is in, what it
  // did (the refusal, else the scores with the one put in) is scrolled just into view, below the hand
  // panel stuck on top of the screen. Nothing moves when it is already in view (a wide screen), and
  // the page moves no further than needed, so the button stays near for a second put. htmx's show:
  // would not do: it aligns the panel with the top of the screen, under the hand panel, or with
  // its bottom, which takes the refusal printed under Settle off the screen below a tall deal.
  // Back and Forward swap the whole page in from its URL (base.html) and say so with an afterSwap
  // that names no target: only a put's answer is looked at here.
  document.addEventListener("htmx:afterSwap", function (event) {
    const request = event.detail.requestConfig;
    if (!event.detail.target || event.detail.target.id !== "deal" || !request || !request.parameters.use_seat) return;
    const deal = event.detail.target;
    const shown = deal.querySelector('.message[role="alert"], .message.put-replaced') || deal.querySelector(".deal-scores");
    if (shown) bringIntoView(shown);
  });
  function bringIntoView(element) {
    const hand = document.getElementById("hand");
    // The hand panel covers the screen's top once scrolled, where it is pinned (not on a short screen).
    const covered = hand && getComputedStyle(hand).position === "sticky" ? hand.getBoundingClientRect().height : 0;
    const box = element.getBoundingClientRect();
    const room = window.innerHeight - covered;
    if (box.top >= covered && box.bottom <= window.innerHeight) return;
    // Below the screen: its bottom to the screen's bottom, or (taller than the room) its top under the hand.
    const by = box.top > covered && box.height <= room ? box.bottom - window.innerHeight + 12 : box.top - covered - 12;
    window.scrollBy({top: by, behavior: "smooth"});
  }
  // What an answer did, in a few words for a screen reader (the status line below <main>), read
  // from what it drew: the hand panel's summary (the total and its verdict, how many tiles, what is
  // wrong), or who pays whom once settled. The deal's refusals are alerts of their own.
  function squeeze(text) { return text.replace(/\s+/g, " ").trim(); }
  function saidByTheHand() {
    const parts = document.querySelectorAll("#hand .summary :is(.total, .verdict, .note, .progress, .problem, .problems li)");
    return squeeze([...parts].map(part => part.textContent).join(" "));
  }
  function saidByTheDeal(action, seatPut) {
    const rows = document.querySelectorAll("#deal .settled .settlement tr");
    const put = seatPut && document.querySelector('#deal input[name="score_' + seatPut + '"]');
    const replaced = document.querySelector("#deal .put-replaced");
    const washout = document.querySelector("#deal .washout");
    if (action === "settle" && rows.length) return "Settled: " + [...rows].map(row => [...row.cells].map(cell => squeeze(cell.textContent)).join(" ")).join("; ");
    if (action === "settle" && washout) return squeeze(washout.textContent);
    if (action === "new") return "New deal: the scores and the winner are cleared.";
    if (put && !document.querySelector('#deal .message[role="alert"]')) return put.getAttribute("aria-label") + ": " + put.value + (replaced ? ". " + squeeze(replaced.textContent) : "");
    return "";
  }
  function announce(text) {
    const status = document.getElementById("announcer");
    if (!status || !text) return;
    // The same words again (a tile taken out and put back) are changed a little, or not said again.
    status.textContent = status.textContent === text ? text + "\u00a0" : text;
  }

  // A button taken out by its own answer (a tile or meld removed with Enter, "Win on" a tile, Settle,
  // New deal) leaves the focus on the page itself, at its top for a keyboard or a screen reader: the
  // focus goes to the nearest part of the hand of the same kind, else the one before it (else the hand
  // panel), to the tile won on (now in the hand), to who pays whom once settled,
  // else to the same button drawn again; from a paste, to the notation field when the line could not
  // be read, else to "Score this text" (the phone's keyboard then closes on the score). Only a focus
  // the answer took away is moved.
  let swapping = null;  // the answer being swapped in: its main target, and where the focus was
  document.addEventListener("htmx:beforeSwap", function (event) {
    const focused = document.activeElement;
    swapping = {target: event.detail.target.id, lost: null};
    if (!focused || focused === document.body) return;
    if (focused.closest("#hand")) {
      const tiles = [...document.querySelectorAll('#hand button[name="tap"]')];
      // The panel itself has no value: it holds the focus once its last tile was taken out (below).
      const kind = (focused.value || "").charAt(0);  // c a tile in hand, w the winning tile, m a meld, b a bonus tile
      swapping.lost = {place: "hand", index: tiles.indexOf(focused), kind: kind,
                       indexInKind: tiles.filter(tile => tile.value.charAt(0) === kind).indexOf(focused)};
    } else if (focused.closest("#deal")) {
      swapping.lost = {place: "deal", name: focused.name, value: focused.value};
    } else if (focused.closest("#notation")) {
      swapping.lost = {place: "notation"};
    } else if (focused.closest("#waits")) {
      swapping.lost = {place: "waits", value: focused.value};
    }
  });
  // Once for the whole answer (htmx:afterSwap comes for each of its parts, all after every part is in).
  document.addEventListener("htmx:afterSwap", function (event) {
    const answer = swapping;
    swapping = null;
    if (!answer) return;
    const sent = (event.detail.requestConfig && event.detail.requestConfig.parameters) || {};
    const action = sent.action;
    announce(answer.target === "deal" ? saidByTheDeal(action, sent.use_seat) : saidByTheHand());
    const lost = answer.lost;
    if (!lost || (document.activeElement && document.activeElement !== document.body)) return;
    if (lost.place === "hand") {
      const tiles = [...document.querySelectorAll('#hand button[name="tap"]')];
      const sameKind = tiles.filter(tile => tile.value.charAt(0) === lost.kind);
      // The next of the same kind, so that a second Enter does what the first did (a meld after the
      // winning tile would be removed by it); else the part before the one removed.
      const nearest = lost.index < 0 || !tiles.length ? document.getElementById("hand")
        : sameKind.length ? sameKind[Math.min(lost.indexInKind, sameKind.length - 1)]
        : tiles[Math.max(0, Math.min(lost.index - 1, tiles.length - 1))];
      if (nearest) nearest.focus({preventScroll: true});
    } else if (lost.place === "notation") {
      // A line that could not be read stays in the field (it differs from the hand's): back to it, to
      // correct it. Else the focus waits on "Score this text", next to the field, where it was.
      const field = document.querySelector(NOTATION);
      const hand = document.querySelector('#hand input[name="hand"]');
      if (field && hand && field.value !== hand.value) {
        field.focus({preventScroll: true});
        field.setSelectionRange(field.value.length, field.value.length);
      } else {
        const button = document.querySelector('#notation button[value="paste"]');
        if (button) button.focus({preventScroll: true});
      }
    } else if (lost.place === "waits") {
      // Won on a tile the hand waited on: the focus goes to that tile, now the winning tile in the
      // hand, as a tile removed hands it to its neighbour (Enter on it again takes the win back).
      // A win refused (the hand changed meanwhile) draws the waits again: back to the same tile.
      const won = document.querySelector('#hand button[name="tap"][value="w"]');
      const same = [...document.querySelectorAll('#waits button[name="win_on"]')].find(b => b.value === lost.value);
      const next = won || same;
      if (next) next.focus({preventScroll: true});
    } else {
      const deal = document.getElementById("deal");
      const settled = action === "settle" && deal && deal.querySelector(".settled .settlement");
      const same = deal && [...deal.querySelectorAll("button, input")].find(e => e.name === lost.name && e.value === lost.value);
      const next = settled || same;
      if (next) next.focus();
    }
  });
  // An answer that swaps nothing in (a refusal) leaves nothing to take back.
  document.addEventListener("htmx:afterRequest", function () { landing = null; });

  // A deal as typed is kept in the session (the comment at the deal panel) once the player pauses in
  // typing a score, leaves its field or marks the winner: a player who types a score and reloads, or
  // whose phone reloads the tab, must find it there. Not a post a key: a pause of KEEP_AFTER_MS first.
  // Every deal post sends every field as it stands when it leaves (queued on the deal form), so a
  // pause waited on is dropped once another post has taken its typing; else a keep left behind a
  // Settle would post the same deal again, as not settled.
  const DEAL_TYPED = '#deal input[name^="score_"], #deal input[name^="at_once_"], #deal input[name="winner"], #deal select[name="discarder"]';
  const KEEP_AFTER_MS = 400;
  let typedVersion = 0;   // one more at each key or tick in the deal
  let postedVersion = 0;  // the typing a deal post carries, or will when it leaves
  let pause = null;
  function keepTyped() {
    clearTimeout(pause);
    pause = null;
    const panel = document.getElementById("deal-panel");
    if (!panel || postedVersion === typedVersion) return;
    postedVersion = typedVersion;
    htmx.trigger(panel, "deal-typed");
  }
  function isDealPost(elt) { return elt.closest("#deal-panel"); }
  document.addEventListener("input", function (event) {
    if (!event.target.matches(DEAL_TYPED)) return;
    typedVersion += 1;
    storeTyped();
    clearTimeout(pause);
    pause = setTimeout(keepTyped, KEEP_AFTER_MS);
  });
  document.addEventListener("change", function (event) {
    if (event.target.matches(DEAL_TYPED)) keepTyped();
  });
  document.addEventListener("htmx:beforeRequest", function (event) {
    if (!isDealPost(event.detail.elt)) return;
    clearTimeout(pause);
    pause = null;
    postedVersion = typedVersion;
    event.detail.requestConfig.typedVersion = typedVersion;
    if (event.detail.requestConfig.parameters.action === "new") forgetTyped();  // asked for, and confirmed
  });
  document.addEventListener("htmx:afterRequest", function (event) {
    const request = event.detail.requestConfig;
    if (event.detail.successful && request && request.typedVersion === typedVersion) forgetTyped();
  });
  // A phone put away (another app, the screen locked) may reload the tab when it comes back.
  document.addEventListener("visibilitychange", function () {
    if (document.visibilityState === "hidden") keepTyped();
  });
  // A tab closed within the pause takes its own storage with it, and a post sent as it goes may not
  // outlive it (Chromium's does; a browser need not send it). A beacon is made to: it leaves after the
  // page has gone. (A reload is covered by the storage below; a beacon racing it carries the same
  // deal.) The form's action attribute: form.action is its buttons named "action".
  window.addEventListener("pagehide", function () {
    const form = document.getElementById("deal");
    if (!form || postedVersion === typedVersion || !navigator.sendBeacon) return;
    const typed = new FormData(form);
    typed.set("action", "keep");
    const token = currentCsrfToken();
    if (token) typed.set("csrfmiddlewaretoken", token);
    if (navigator.sendBeacon(form.getAttribute("action"), typed)) postedVersion = typedVersion;
  });
  // A reload straight after typing is faster than any post: the page is asked for before a keep
  // sent as it goes (pagehide) leaves, and one sent at beforeunload races it. So what is typed is
  // also written into the tab's own storage at each key, until a post carrying it is answered (or New
  // deal is asked for); the page loaded again puts it back in the panel and keeps it.
  function typedKey() {
    const rules = document.querySelector('#deal input[name="rules"]');
    return rules && "deal-typed:" + rules.value;
  }
  function storeTyped() {
    const typed = {};
    for (const field of document.querySelectorAll(DEAL_TYPED)) {
      if (field.type === "checkbox") typed[field.name] = field.checked;
      else if (field.type !== "radio") typed[field.name] = field.value;
      else if (field.checked) typed.winner = field.value;
    }
    try { sessionStorage.setItem(typedKey(), JSON.stringify(typed)); } catch (e) { /* no storage: kept by the posts alone */ }
  }
  function forgetTyped() {
    try { sessionStorage.removeItem(typedKey()); } catch (e) { /* nothing stored */ }
  }
  onPageDrawn(function () {
    const key = typedKey();
    let typed = null;
    try { typed = key && JSON.parse(sessionStorage.getItem(key)); } catch (e) { /* nothing to put back */ }
    if (!typed) return;
    let changed = false;
    for (const field of document.querySelectorAll(DEAL_TYPED)) {
      if (field.type === "radio" && "winner" in typed && field.checked !== (field.value === typed.winner)) {
        field.checked = field.value === typed.winner;
        changed = true;
      } else if (field.type === "checkbox" && field.name in typed && field.checked !== typed[field.name]) {
        field.checked = typed[field.name];
        changed = true;
      } else if (field.type !== "radio" && field.type !== "checkbox" && field.name in typed && field.value !== typed[field.name]) {
        field.value = typed[field.name];
        changed = true;
      }
    }
    if (!changed) return forgetTyped();
    markSettlementOutdated();
    typedVersion += 1;
    keepTyped();
  });

  // The tile picker is one stop of the Tab key, not 42 (a hand from the keyboard took about 300
  // key presses): Tab reaches the tile last used, the arrow keys move between tiles (up and down to
  // the row above or below), Home and End to a row's ends, and Enter or Space adds the tile.
  const PICKER_ROWS = ".picker .row:not(.actions)";
  function pickerRows() {
    return [...document.querySelectorAll(PICKER_ROWS)].map(row => [...row.querySelectorAll('button[name="add"]')]);
  }
  function makeTabStop(tile) {
    for (const row of pickerRows()) for (const other of row) other.tabIndex = other === tile ? 0 : -1;
  }
  onPageDrawn(function () {
    const first = pickerRows().flat()[0];
    if (first) makeTabStop(first);
  });
  document.addEventListener("focusin", function (event) {
    if (event.target.matches(".picker button[name=add]") && event.target.tabIndex !== 0) makeTabStop(event.target);
  });
  const PICKER_KEYS = ["ArrowRight", "ArrowLeft", "ArrowDown", "ArrowUp", "Home", "End"];
  document.addEventListener("keydown", function (event) {
    if (!event.target.matches(".picker button[name=add]") || !PICKER_KEYS.includes(event.key)
        || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();  // the page does not scroll; at an edge the focus stays where it is
    const rows = pickerRows();
    const flat = rows.flat();
    const r = rows.findIndex(row => row.includes(event.target));
    const c = rows[r].indexOf(event.target);
    const sameColumn = row => row && row[Math.min(c, row.length - 1)];
    const to = {
      ArrowRight: flat[flat.indexOf(event.target) + 1], ArrowLeft: flat[flat.indexOf(event.target) - 1],
      ArrowDown: sameColumn(rows[r + 1]), ArrowUp: sameColumn(rows[r - 1]),
      Home: rows[r][0], End: rows[r][rows[r].length - 1],
    }[event.key];
    if (!to) return;
    makeTabStop(to);
    to.focus();
  });

  // In Winning mode a tile in hand is not removed when tapped: it becomes the winning tile. Its
  // name says so (for a screen reader, and as its tooltip) as soon as the mode is chosen, and
  // again on each hand drawn while the mode holds. The server draws both names, the Hand mode's
  // as the label and the Winning mode's as data-winning-label and data-winning-title.
  function nameHandTiles() {
    const winning = document.querySelector('.modes input[name="mode"][value="winning"]:checked');
    for (const button of document.querySelectorAll('#hand button[name="tap"][data-winning-label]')) {
      const names = button.dataset;
      if (!names.removeLabel) [names.removeLabel, names.removeTitle] = [button.getAttribute("aria-label"), button.title];
      button.setAttribute("aria-label", winning ? names.winningLabel : names.removeLabel);
      button.title = winning ? names.winningTitle : names.removeTitle;
    }
  }
  document.addEventListener("change", function (event) {
    if (event.target.matches('.modes input[name="mode"]')) nameHandTiles();
  });
  document.addEventListener("htmx:afterSettle", nameHandTiles);
  onPageDrawn(nameHandTiles);

  // The list of patterns reached from the total, and a control reached with Tab, land just below the
  // hand panel stuck on top of the screen: the stylesheet's scroll padding is the panel's tallest
  // (40svh), which left a gap of a third of a phone's screen under a panel of two rows of tiles.
  // The panel is replaced by each answer, and grows with the hand and with its folded problems.
  const handHeight = new ResizeObserver(function (entries) {
    for (const entry of entries) document.documentElement.style.setProperty("--hand-height", entry.target.offsetHeight + "px");
  });
  function followHandHeight() {
    const hand = document.getElementById("hand");
    handHeight.disconnect();
    if (hand) handHeight.observe(hand);
  }
  document.addEventListener("htmx:afterSettle", followHandHeight);
  onPageDrawn(followHandHeight);

  // Who pays whom is worked out from the scores as they were settled: once a score or the winner
  // changes (typed, or typed during an answer and put back above), it is marked as out of date
  // until Settle is tapped again, so that nobody pays out on the old figures.
  function markSettlementOutdated() {
    const settled = document.querySelector("#deal .settled");
    if (!settled || settled.classList.contains("outdated")) return;
    settled.classList.add("outdated");
    settled.querySelector(".settle-again").hidden = false;
  }
  document.addEventListener("input", function (event) {
    if (event.target.closest && event.target.closest("#deal")) markSettlementOutdated();
  });

  // A scorer pasting a block of hands, one a line, into the one-line notation field: the browser
  // drops the line breaks and runs the hands together ("Two winning tiles"). The first line is
  // pasted, and a note under the field says the rest were not. A hand spread over lines as JSON
  // ({ or [ first) reads as one, and is pasted whole, as before.
  document.addEventListener("paste", function (event) {
    const field = event.target;
    if (!field.matches || !field.matches(NOTATION) || !event.clipboardData) return;
    const text = event.clipboardData.getData("text/plain");
    const lines = text.split(/\r\n|\r|\n/).filter(line => line.trim());
    if (lines.length < 2 || /^\s*[[{]/.test(text)) return;
    event.preventDefault();
    field.setRangeText(lines[0].trim(), field.selectionStart, field.selectionEnd, "end");
    let note = document.querySelector("#notation .paste-note");
    if (!note) {
      note = document.createElement("p");
      note.className = "note paste-note";
      note.setAttribute("role", "status");
      field.closest("#notation").appendChild(note);
    }
    note.textContent = "Only the first of the " + lines.length + " lines pasted is in the field: the calculator scores one " +
      "hand at a time (manage.py score and the JSON API take many).";
  });
})();
