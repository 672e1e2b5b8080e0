from __future__ import annotations

import functools
from typing import NamedTuple

from django import forms

from rules.engine.systems import SYSTEMS
from rules.engine.tiles import TileSyntaxError
from rules.models import RuleSet
from rules.scoring import rule_system, spec_for

from . import batch, editing
from .display import offered_controls
from .deal import SEAT_NAMES


@functools.cache
def flag_choices() -> list[tuple[str, str]]:
    """Every situation flag any rule system offers (the systems are fixed while running)."""
    return [(flag, flag) for flag in sorted({f for system in SYSTEMS.values() for f in system.flags})]


def offered_flags(rules: str) -> frozenset[str] | None:
    """The situation boxes taken as on a page that did not post them (drawn before they were
    posted): the rule set's flags, and "did not win", whose setting such a page always applied.
    None when there is no such rule set."""
    system = rule_system(rules)[1]
    return offered_controls(system, lost_box=True) if system else None


class Tapped(NamedTuple):
    """What a tap leaves: the hand line, the rule set, what to tell the player, and a pasted line
    that could not be read (the hand is then the one before it; the line stays in the notation field
    to be corrected)."""
    hand: str
    rules: str
    message: str | None = None
    unread_paste: str = ""


CORRECT_THE_PASTE = "Correct the line under “Hand in notation”; the hand is as it was."
CORRECT_THE_LINE = "Correct the line under “Hand in notation”, or tap Clear hand to start again."


class TapForm(forms.Form):
    """One tap on the page: the hand as it was, the controls, and what was tapped.

    `hand` is the line of notation the page holds. Exactly one of `add` (a tile from the
    picker), `win_on` (a tile of the list of waits), `tap` (a part of the hand: c3, m0, w, b1, with what it showed: c3:5p), `clear` or `action=paste` says what happened;
    the seat, round and situation controls are applied unless the hand was pasted.
    """

    hand = forms.CharField(required=False, max_length=400, strip=True)
    hand_text = forms.CharField(required=False, max_length=400, strip=True, error_messages={
        # Several hands, or a file, pasted at once: say so, rather than that the tap could not be read.
        "max_length": "That paste is %(show_value)d characters long, and one hand is at most %(limit_value)d: "
                      "paste one hand at a time (the score command and the JSON API take many). The hand is unchanged."})
    rules = forms.SlugField(required=False)
    mode = forms.ChoiceField(choices=list(editing.MODES.items()), required=False)
    add = forms.CharField(required=False, max_length=3)
    win_on = forms.CharField(required=False, max_length=3)  # a tile of the list of waits: the hand won on it
    tap = forms.CharField(required=False, max_length=20)
    action = forms.CharField(required=False, max_length=20)
    seat_wind = forms.ChoiceField(choices=SEAT_NAMES, required=False)
    round_wind = forms.ChoiceField(choices=SEAT_NAMES, required=False)
    discarder = forms.ChoiceField(choices=[("", "—")] + SEAT_NAMES, required=False)
    flags = forms.MultipleChoiceField(required=False, choices=())
    lost = forms.BooleanField(required=False)
    controls = forms.BooleanField(required=False)  # present when the situation controls were on the page
    # The boxes that page drew, by name: a new rule set chosen in the menu is posted from the page of
    # the one before, whose boxes are the ones ticked or not.
    offered = forms.CharField(required=False, max_length=500)

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["flags"].choices = flag_choices()

    def boxes_on_the_page(self, rules: str) -> frozenset[str] | None:
        """The situation boxes on the page this came from. Those another rule set offers keep their
        setting in the hand for when the player goes back to it: MCR's Last Tile ticked, Zung Jung
        chosen, then MCR again, lost it, as the Zung Jung page had no such box to post. A page drawn
        before the boxes were posted had the rule set's own."""
        if "offered" in self.data:
            return frozenset(self.cleaned_data["offered"].split())
        return offered_flags(rules)

    def new_hand(self, rules: str) -> Tapped:
        """The hand line and rule set after this tap, and a message when the tap could not be
        applied (the old hand is then kept as it was). A pasted line may choose the rule set
        with `rules=`; a rule set that does not exist is reported and `rules` kept."""
        data = self.cleaned_data
        pasted = data["action"] == "paste"
        line = data["hand_text"] if pasted else data["hand"]

        def unread(error: Exception) -> Tapped:
            if pasted:
                return Tapped(data["hand"], rules, f"{error} {CORRECT_THE_PASTE}", unread_paste=line)
            return Tapped(line, rules, f"{error} {CORRECT_THE_LINE}")

        try:
            hand = editing.read(line)
        except editing.EditError as error:
            if data["action"] != "clear":
                return unread(error)
            hand = {}  # Clear always clears: it is the way out of a line the page cannot read
        message = None
        named = hand.get("rules") if pasted else None
        if named and named != rules:
            if (named_spec := spec_for(named)) is not None:  # the notation lowers rules=: "Club-ZJ" is found too
                rules = named_spec.slug
            else:
                message = f"There is no rule set “{named}”; the hand is scored under the current rule set."
        try:
            if not pasted and data["controls"]:
                hand = editing.with_situation(hand, flags=data["flags"], seat_wind=data["seat_wind"],
                                              round_wind=data["round_wind"], discarder=data["discarder"], lost=data["lost"],
                                              offered=self.boxes_on_the_page(rules))
            mode = data["mode"] or "hand"
            if data["action"] == "clear":
                hand = editing.clear(hand)
            elif data["add"]:
                hand = editing.add_tile(hand, data["add"], mode)
            elif data["win_on"]:
                if hand.get("winning_tile"):  # a second tap on a wait, queued before the first was answered
                    return Tapped(line, rules, "The hand already has its winning tile: tap it to take it out first.")
                hand = editing.add_tile(hand, data["win_on"], "winning")
            elif data["tap"]:
                tapped = data["tap"]
                if mode == "winning" and tapped.startswith("c"):
                    hand = editing.make_winning(hand, tapped)
                else:
                    hand = editing.remove(hand, tapped)
            # Written inside the try: a line may carry a winning tile that is no tile ("1m +x", read as
            # it stands), and Winning mode moves it among the tiles in hand, which are read to be sorted.
            written = editing.write(hand)
        except TileSyntaxError as error:
            return unread(error)
        except (editing.EditError, ValueError) as error:
            return Tapped(line, rules, str(error))
        return Tapped(written, rules, message)


class BatchForm(forms.Form):
    """Many hands pasted at once (/batch), and the rule set of those that name none."""

    # Not stripped: the text is shown again exactly as pasted, and its line numbers are the scorer's.
    hands = forms.CharField(strip=False, widget=forms.Textarea, error_messages={
        "required": "Paste some hands first: one a line, in the notation or as JSON."})
    rules = forms.ChoiceField(error_messages={
        "invalid_choice": "There is no rule set “%(value)s”: choose one from the menu.",
        "required": "Choose the rule set for the hands that name none."})

    max_hands = f"{batch.MAX_HANDS:,}"  # said on the page

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["rules"].choices = [(r.slug, r.name) for r in RuleSet.objects.for_picker().only("slug", "name")]

    def clean(self):
        data = super().clean()
        if "hands" in data:
            try:
                data["written"] = batch.written_hands(data["hands"])
            except batch.TooManyHands as error:
                self.add_error("hands", str(error))
            else:
                if not data["written"]:  # only blank lines or comments
                    self.add_error("hands", self.fields["hands"].error_messages["required"])
        return data
