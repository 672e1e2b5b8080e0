"""The preview of an edit names the rule-set settings it changes, with their values before and
after: an option that no example hand exercises (who pays, say) changes no example, and the
organiser was told only "No example hand changes"."""

import pytest

from tests.web.admin_forms import edit

pytestmark = pytest.mark.django_db


def test_an_option_no_example_shows_is_named_in_the_preview(organiser, house):
    preview = edit(organiser, house, lambda data: data.update({"option__payoff_scheme": "uniform"}), confirm=False)
    assert preview.status_code == 200
    assert preview.context["preview"]["changed"] == []
    page = preview.content.decode()
    assert "Settings this edit changes:" in page
    assert ("Option payoff_scheme: Formal payoff, the discarder paying more above the threshold (formal) → "
            "Uniform payoff, every loser paying the value (uniform) (Formal payoff (above") in page
    assert "The settings above change hands that none of the examples holds" in page


def test_a_yes_or_no_option_reads_yes_or_no_as_in_the_history(organiser, house):
    # A box left unticked is off: Nine Gates no longer needs the 9-way wait before the win.
    preview = edit(organiser, house, lambda data: data.pop("option__nine_gates_requires_9_way_wait"), confirm=False)
    assert [line.split(" (")[0] for line in preview.context["preview"]["settings"]] == [
        "Option nine_gates_requires_9_way_wait: yes → no"]


def test_the_limit_and_the_minimum_are_named_with_their_values(organiser, house):
    preview = edit(organiser, house, lambda data: data.update({"limit": "500", "minimum": "8"}), confirm=False)
    assert preview.context["preview"]["settings"] == ["Limit: 320 → 500", "Minimum: 0 → 8"]


def test_an_edit_of_values_alone_names_no_setting(organiser, house):
    def raise_first_value(data):
        prefix = next(name.removesuffix("-value") for name in data if name.startswith("patterns-") and name.endswith("-value"))
        data[f"{prefix}-value"] = str(float(data[f"{prefix}-value"]) + 1)

    preview = edit(organiser, house, raise_first_value, confirm=False)
    assert preview.context["preview"]["settings"] == []
    assert "Settings this edit changes:" not in preview.content.decode()
