"""The sample hands the help texts show are hands the calculator scores (audit of the organiser's
admin, finding 3: the example-hand help and the score command's help said
“123m456p789s11z (555p) +1z”, 15 tiles, which is refused)."""

import re

import pytest

from rules.builtin import load_builtin_rule_sets
from rules.engine.builtin import BUILTIN_RULE_SETS
from rules.management.commands.score import Command as ScoreCommand
from rules.models import PatternRule, example_problem
from tests.factories import score_in
from tests.web.test_score_command import run_score

pytestmark = pytest.mark.django_db


def test_the_example_hand_help_is_a_hand_that_wins_under_every_published_rule_set():
    help_text = str(PatternRule._meta.get_field("example").help_text)
    sample = re.search(r"e\.g\. “(.+)”", help_text).group(1)
    assert example_problem(sample) == ""  # what the admin checks of an example hand
    load_builtin_rule_sets()
    for slug in BUILTIN_RULE_SETS:
        scored = score_in(sample, slug)
        assert scored.total > 0 and scored.version == f"{slug} r1", slug


def test_the_score_commands_sample_line_scores(tmp_path):
    sample = re.search(r"\(e\.g\. `(.+?)`\)", ScoreCommand.help).group(1)
    load_builtin_rule_sets(slugs=["mcr"])
    [result] = run_score(tmp_path, sample.encode())
    # MCR: Mixed Straight 8 + Tile Hog 2 + Single Wait 1 + Self-Drawn 1.
    assert (result["valid"], result["winning"], result["total"]) == (True, True, 12)
