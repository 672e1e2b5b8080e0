"""What users read about Zung Jung (pattern descriptions, the rule sets' notes, option help) states
the sources' facts in the project's own words (shared/rule-sources/README.md)."""

import re
from dataclasses import fields
from pathlib import Path

import pytest

from rules.engine.builtin.zung_jung import RULE_SETS
from rules.engine.patterns.zung_jung import ZungJungOptions
from rules.engine.patterns.zung_jung_extended import ZungJungExtendedOptions

SOURCES = Path(__file__).resolve().parents[3] / "shared" / "rule-sources"
ZUNG_JUNG_SOURCES = ("zung-jung-scoring-tables.md", "zung-jung-mj-score-eval.md")
SAME_WORDS_IN_A_ROW = 5


def _word_runs(text: str) -> set[tuple[str, ...]]:
    words = re.findall(r"[a-z0-9]+", text.lower().replace("’", "").replace("'", ""))
    runs = {tuple(words[i:i + SAME_WORDS_IN_A_ROW]) for i in range(len(words) - SAME_WORDS_IN_A_ROW + 1)}
    # A run that is mostly numbers is a list of tiles ("2 3 4 6 8 bamboo"): a fact, not wording.
    return {run for run in runs if sum(not word.isdigit() for word in run) >= 3}


@pytest.mark.skipif(not all((SOURCES / name).exists() for name in ZUNG_JUNG_SOURCES), reason="the rule sources are not beside the repository")
def test_descriptions_notes_and_option_help_share_no_five_words_in_a_row_with_the_sources():
    source_runs = _word_runs("\n".join((SOURCES / name).read_text(encoding="utf-8") for name in ZUNG_JUNG_SOURCES))
    shown = {f"{rule_set.slug} {p.key}": p.description for rule_set in RULE_SETS for p in rule_set.patterns}
    shown |= {rule_set.slug: rule_set.notes for rule_set in RULE_SETS}
    shown |= {f"option {f.name}": f.metadata["help"] for options in (ZungJungOptions, ZungJungExtendedOptions) for f in fields(options)}
    copied = {key: sorted(" ".join(run) for run in _word_runs(text) & source_runs) for key, text in shown.items()}
    assert {key: runs for key, runs in copied.items() if runs} == {}
