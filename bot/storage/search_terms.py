"""The terms a full-text query takes: plain text, cleaned and capped the same way on every engine."""

from __future__ import annotations

import re
from collections.abc import Iterable

MAX_TERMS = 24  # a query ORs at most this many terms, whatever the question's length
MAX_TERM_CHARS = 64
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")


def clean_terms(terms: Iterable[str], *, max_terms: int = MAX_TERMS) -> list[str]:
    """`terms` with control characters and runs of spaces collapsed, each at most MAX_TERM_CHARS,
    empty ones dropped, de-duplicated ignoring case, at most ``max_terms``."""
    out: list[str] = []
    seen: set[str] = set()
    for term in terms:
        text = " ".join(_CONTROL.sub(" ", term).split())[:MAX_TERM_CHARS]
        key = text.casefold()
        if not text or key in seen:
            continue
        seen.add(key)
        out.append(text)
        if len(out) >= max_terms:
            break
    return out
