"""Quoted and reported speech in a paragraph: which characters are inside quotation marks, the
sentence's plain text with each quoted passage replaced by one QUOTE mark, and the words somebody says,
feels or knows taken out. A fact comes from what the report states, not from what someone said."""

from __future__ import annotations

import re

QUOTE = "\ue010"  # stands for a quoted passage in a sentence's plain text

_REPORTED = re.compile(
    r"\b(?:said|says|told|added|explained|admitted|insisted|claimed(?= (?:that|it|he|she|they|to)\b)|felt|"
    r"feels|knew|knows|hopes|"
    r"recalled|joked|noted|revealed|confirmed)\b(?!\s*(?:after|before|in commentary|on the|at|to|,|\.|as|while|"
    r"with|during|$))",  # lowercase only: "Boris Said won" names a driver
)


def _ascii_letter(ch: str) -> bool:
    return ch.isascii() and ch.isalpha()


def _closing_apostrophes(para: str) -> list[bool]:
    """closes[i]: an apostrophe at i or after it can close a single quote (a non-space before it, no
    letter after it). One right-to-left pass, so each opening apostrophe is judged in O(1)."""
    n = len(para)
    closes = [False] * (n + 1)
    for p in range(n - 1, -1, -1):
        closes[p] = closes[p + 1] or (
            para[p] == "'"
            and p > 0
            and not para[p - 1].isspace()
            and not (p + 1 < n and _ascii_letter(para[p + 1]))
        )
    return closes


_QUOTE_MARK = re.compile("[\"“„«”»‘'’]")


def quote_mask(para: str) -> list[bool]:
    """Which characters are inside quotes. The state changes only at quote marks, so only those are
    visited; the stretches between them are filled at once."""
    n = len(para)
    mask = [False] * n
    double = single = False
    closes: list[bool] | None = None  # built on the first apostrophe that may open a quote
    filled = 0  # mask[filled:i] takes the state the last quote mark left
    for mark in _QUOTE_MARK.finditer(para):
        i = mark.start()
        was = double or single
        if was:
            mask[filled:i] = [True] * (i - filled)
        ch = para[i]
        prev = para[i - 1] if i else " "
        nxt = para[i + 1] if i + 1 < n else " "
        if ch in "“„«":
            double = True
        elif ch in "”»":
            double = False
        elif ch == '"':
            double = not double
        elif ch == "‘" and not prev.isalnum():
            single = True
        elif ch in "'’" and single and not nxt.isalpha() and not prev.isspace():
            single = False
        elif ch == "'" and not single and not prev.isalnum() and nxt.isalpha():
            if closes is None:
                closes = _closing_apostrophes(para)
            single = closes[min(i + 2, n)]  # a closing apostrophe after the word's first letter
        mask[i] = was or double or single
        filled = i + 1
    if double or single:
        mask[filled:] = [True] * (n - filled)
    return mask


# A parenthetical aside between commas: "The 24-year-old, showing no sign that he feels any pressure, led
# 400 laps"; "Tamm, who said he had no grip, was third". Its reported words stay inside it.
_ASIDE_OPENS = re.compile(r"\s*(?:\w+ing|who|whose|which|despite|though|although|after|as)\b", re.I)


def unreported(plain: str) -> tuple[str, bool]:
    """The sentence without what somebody says, feels or knows: an aside that reports is dropped, and
    a reporting verb in the main clause ends the factual part. True when anything was taken out."""
    found = False
    while cut := _REPORTED.search(plain):
        found = True
        opens = plain.rfind(",", 0, cut.start())
        closes = plain.find(",", cut.end())
        if opens > 0 and closes > 0 and _ASIDE_OPENS.match(plain, opens + 1) and plain[closes + 1 :].strip():
            plain = plain[:opens] + plain[closes:]  # the aside goes, the main clause stays
            plain = plain[:opens] + plain[opens + 1 :]  # and its closing comma with it
            continue
        return plain[: cut.start()].rstrip(), True
    return plain, found


def unquoted(text: str, mask: list[bool]) -> tuple[str, float]:
    """The text with each quoted passage replaced by QUOTE, and the share of its letters quoted."""
    plain_chars: list[str] = []
    for ch, q in zip(text, mask, strict=True):
        if q:
            if not plain_chars or plain_chars[-1] != QUOTE:
                plain_chars.append(QUOTE)
        else:
            plain_chars.append(ch)
    letters = sum(c.isalpha() for c in text) or 1
    quoted = sum(1 for c, q in zip(text, mask, strict=True) if q and c.isalpha())
    return "".join(plain_chars), quoted / letters
