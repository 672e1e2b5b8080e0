"""The fast reading of the compact spelling (tiles._parse_compact) beside the tokenizer: where it
reads a text at all, it reads the same tiles; anything it does not read is left to the tokenizer."""

import random

import pytest

from rules.engine.tiles import _parse_compact, _parse_tokens, normalize_text


@pytest.mark.parametrize("text", ["123m", "123m456p789s11z", "1m 2m 3m", "1m, 2p,3s", " 19m19p19s1234567z ", "1f5f", "5p"])
def test_the_compact_spelling_is_read_without_the_tokenizer(text):
    assert _parse_compact(text) == _parse_tokens(text)


@pytest.mark.parametrize("text", ["", " , ", "1 2m", "1,2m", "12", "m", "1mm", "0m", "8z", "9f", "1M", "E", "123m E", "１２３ｍ", "1m\t2m"])
def test_anything_else_is_left_to_the_tokenizer(text):
    assert _parse_compact(text) is None


def test_where_it_reads_it_reads_as_the_tokenizer_does():
    rng = random.Random(7)
    pieces = ["1", "5", "9", "0", "8", "12", "789", "m", "p", "s", "z", "f", " ", ",", "M", "E", "x"]
    read = 0
    for _ in range(20000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(1, 8)))
        compact = _parse_compact(text)
        if compact is None:
            continue
        read += 1
        assert compact == _parse_tokens(normalize_text(text)), text
    assert read > 300  # the comparison is not empty
