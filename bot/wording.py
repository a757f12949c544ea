"""Small wording helpers every front end shares (terminal, command line, Discord)."""

from __future__ import annotations


def count(n: int, noun: str, plural: str | None = None) -> str:
    """``1 question``, ``2 questions``, ``0 questions``; ``plural`` for irregular nouns (try/tries)."""
    return f"{n} {noun if n == 1 else (plural or noun + 's')}"


def source_label(title: str, document: str) -> str:
    """How a source is named: its title and file, or the file alone when the title is the file name."""
    if not title or title.strip() == document.strip():
        return document
    return f"{title} ({document})"
