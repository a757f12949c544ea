"""Singular and plural, and a source named once."""

import pytest

from bot.wording import count, source_label


@pytest.mark.parametrize(
    "n, noun, plural, text",
    [
        (1, "question", None, "1 question"),
        (0, "question", None, "0 questions"),
        (2, "topic", None, "2 topics"),
        (1, "try", "tries", "1 try"),
        (3, "try", "tries", "3 tries"),
    ],
)
def test_count(n, noun, plural, text):
    assert count(n, noun, plural) == text


def test_a_source_whose_title_is_its_file_is_named_once():
    assert source_label("sports.yaml", "sports.yaml") == "sports.yaml"
    assert source_label("", "a.txt") == "a.txt"
    assert source_label("Larson wins", "003.txt") == "Larson wins (003.txt)"
