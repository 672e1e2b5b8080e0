"""What users read about a built-in rule set (pattern descriptions, the rule set's notes, option
help and the labels of its choices) states its sources' facts in the project's own words
(shared/rule-sources/README.md): it repeats no sentence (or table cell) of five words or more of
its rule system's sources, and no eight words in a row of them. Shorter runs are the game's
vocabulary ("four pungs or kongs and a pair") and may be shared; names are facts and carry over,
and so do lists of tiles. The sources sit beside the repository; the test is skipped where they
do not."""

import re
from dataclasses import fields
from pathlib import Path

import pytest

from rules.engine.builtin import BUILTIN_RULE_SETS
from rules.engine.systems import SYSTEMS

SOURCES = Path(__file__).resolve().parents[3] / "shared" / "rule-sources"
SOURCES_BY_SYSTEM = {
    "mcr": ("chinese-official-mcr-fans.txt",),
    "zung-jung": ("zung-jung-scoring-tables.md", "zung-jung-mj-score-eval.md"),
    "zung-jung-extended": ("zung-jung-scoring-tables.md", "zung-jung-mj-score-eval.md"),
    "classical": ("chinese-classical-shanghai-second-dynasty.txt", "chinese-classical-scoring-tables.md"),
    "british": ("british-bmja-special-hands.md", "british-special-hands-commentary.txt", "british-scoring-tables.md"),
}
# Facts the sources state in the only words there are for them: a condition that is its own name,
# a list of names. Shared with the sources like a name is.
FACTS = {
    "all four flowers or all four seasons",
    "pure hand one suit no honours",
    "all pungs concealed hand last tile loose tile robbing",  # the extra classical doubles, by name
}
SHORTEST_SENTENCE = 5
SAME_WORDS_IN_A_ROW = 8


def words(text: str) -> str:
    return " ".join(re.findall(r"[a-z0-9]+", text.lower().replace("’", "").replace("'", "")))


def sentences(text: str, names: set[str]) -> set[str]:
    """The sentences and table cells of a text, as words, that are long enough and not a name."""
    found = {words(part) for part in re.split(r"(?<=[.!?:;])\s+|\n+|\|", text)}
    return {s for s in found if len(s.split()) >= SHORTEST_SENTENCE and s not in names}


def word_runs(text: str) -> set[tuple[str, ...]]:
    said = words(text).split()
    runs = {tuple(said[i:i + SAME_WORDS_IN_A_ROW]) for i in range(len(said) - SAME_WORDS_IN_A_ROW + 1)}
    # A run that is mostly numbers is a list of tiles ("2 3 4 6 8 bamboo"): a fact, not wording.
    return {run for run in runs if sum(not word.isdigit() for word in run) > SAME_WORDS_IN_A_ROW // 2}


def test_every_rule_system_names_its_sources():
    assert set(SOURCES_BY_SYSTEM) == set(SYSTEMS)


@pytest.mark.parametrize("system", sorted(SOURCES_BY_SYSTEM))
def test_what_users_read_repeats_no_sentence_of_the_sources(system):
    paths = [SOURCES / name for name in SOURCES_BY_SYSTEM[system]]
    if not all(path.exists() for path in paths):
        pytest.skip("the rule sources are not beside the repository")
    source = "\n".join(path.read_text(encoding="utf-8") for path in paths)
    rule_sets = [rule_set for rule_set in BUILTIN_RULE_SETS.values() if rule_set.system == system]
    names = {words(p.name) for rule_set in rule_sets for p in rule_set.patterns}
    names |= {words(f.name.replace("_", " ")) for f in fields(SYSTEMS[system].options)}
    source_sentences, source_runs = sentences(source, names), word_runs(source)
    shown = {f"{rule_set.slug} {p.key}": p.description for rule_set in rule_sets for p in rule_set.patterns}
    shown |= {rule_set.slug: rule_set.notes for rule_set in rule_sets}
    shown |= {f"option {f.name}": f.metadata["help"] for f in fields(SYSTEMS[system].options)}
    shown |= {f"option {f.name}={value}": label for f in fields(SYSTEMS[system].options)
              for value, label in (f.metadata["choices"] or {}).items()}
    copied = {}
    for key, text in shown.items():
        said = f" {words(text)} "
        found = [s for s in source_sentences if f" {s} " in said] + [" ".join(run) for run in word_runs(text) & source_runs]
        found = [run for run in found if not any(run in fact for fact in FACTS)]
        if found:
            copied[key] = sorted(found)
    assert copied == {}
