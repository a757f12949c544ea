"""A paragraph in sentences: nupunkt's spans in blocks it reads fast, split again where it missed a break
before a capitalised word, joined where it broke a name's initials, and none longer than MAX_SENTENCE."""

from __future__ import annotations

import re

import nupunkt

MAX_SENTENCE = 1000  # characters; the longest sentence of our reports has about 260
NUPUNKT_BLOCK = 2000  # characters of a paragraph given to the sentence splitter at once
_LABELS = frozenset("group class heat pool division category section round sector".split())
_ABBREV = frozenset("no nos vs etc jr sr st mr mrs ms dr approx est inc ltd co corp mt ft lt gen sgt".split())
_SPLIT = re.compile(
    r"(?:(?<=[a-z0-9][.!?])|(?<=\b[A-Z]\.))\s+(?=[\"“‘«]?[A-Z])"
    r"|(?<=[a-z]{2}[.!?])(?=[A-Z][a-z]+\b(?!\.))"  # a page that lost its breaks: "on track.Sykes, in his"
)


def _blocks(para: str) -> list[tuple[int, int]]:
    """A paragraph longer than NUPUNKT_BLOCK in pieces the sentence splitter reads one at a time, cut
    where a sentence plainly ends (else at a space, else anywhere): the splitter is quadratic on some
    inputs (a long run without spaces), so it never sees more than a block. Our paragraphs are < 500."""
    blocks: list[tuple[int, int]] = []
    start = 0
    while len(para) - start > NUPUNKT_BLOCK:
        limit = start + NUPUNKT_BLOCK
        cut = -1
        for m in _SPLIT.finditer(para, start + 1, limit):
            if _ends_sentence(para, start, m.start()):
                cut = m.end()
        if cut <= start:
            cut = para.rfind(" ", start + 1, limit) + 1
        if cut <= start + 1:
            cut = limit
        blocks.append((start, cut))
        start = cut
    blocks.append((start, len(para)))
    return blocks


def _ends_sentence(para: str, floor: int, stop: int) -> bool:
    """Whether the full stop just before ``stop`` ends a sentence: its word is no abbreviation."""
    word = re.findall(r"[A-Za-z]+", para[max(floor, stop - 16) : stop])
    if len(word) > 1 and len(word[-1]) == 1 and word[-2].lower() in _LABELS:
        return True  # "fastest in Group B. Wehrlein was": a label, not a middle initial
    return bool(word) and word[-1].lower() not in _ABBREV and len(word[-1]) > 1


def split_sentences(para: str) -> list[tuple[int, int]]:
    """A paragraph's sentences as (start, end) spans: nupunkt's, split again where it missed a break, none
    longer than MAX_SENTENCE."""
    spans: list[tuple[int, int]] = []
    for b0, b1 in _blocks(para):
        spans.extend((b0 + s, b0 + e) for s, e in nupunkt.sent_spans(para[b0:b1]))
    return [
        piece
        for s, e in _resplit(para, spans)
        for piece in _capped(para, s, e)
        if para[piece[0] : piece[1]].strip()
    ]


def _resplit(para: str, sentences: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """nupunkt's sentences, split again where it missed a break before a capitalised word."""
    spans: list[tuple[int, int]] = []
    for s, e in sentences:
        start = s
        for m in _SPLIT.finditer(para, s, e):
            if _ends_sentence(para, s, m.start()):
                spans.append((start, m.start()))
                start = m.end()
        spans.append((start, e))
    merged: list[tuple[int, int]] = []
    for s, e in spans:  # "Waldmann, who? trailed Biaggi": a piece opening in lowercase goes on the last one
        last = para[merged[-1][0] : merged[-1][1]].rstrip() if merged else ""
        if (merged and re.match(r"\s*[a-z]", para[s:e]) and last[-1:] in "?!") or (
            _INITIALS_END.search(last) and _SURNAME_START.match(para, s)
        ):  # "a great week for A.J." + "Allmendinger.": a name's initials, then the name
            merged[-1] = (merged[-1][0], e)
        else:
            merged.append((s, e))
    return merged


# A person's initials ending a piece ("for A.J."; not "the U.S."), and a surname opening the next one
_INITIALS_END = re.compile(r"(?<![\w.])(?!U\.S\.|U\.K\.|E\.U\.|U\.N\.)(?:[A-Z]\.){2,3}$")
_SURNAME_START = re.compile(
    r"\s*(?!(?:The|He|She|It|They|We|I|But|And|In|On|At|After|Before|When|While|A|An|His|Her|This|That)\b)"
    r"[A-Z][a-z]+(?:-[A-Z][a-z]+)?(?:[.,;!?]|\s+[a-z])"
)


def _capped(para: str, start: int, end: int) -> list[tuple[int, int]]:
    """A run-on "sentence" longer than MAX_SENTENCE is cut at its last clause break (or space) before
    the limit, again and again: every later step then works on pieces of a bounded length."""
    pieces: list[tuple[int, int]] = []
    while end - start > MAX_SENTENCE:
        limit = start + MAX_SENTENCE
        cut = max(para.rfind(", ", start, limit), para.rfind("; ", start, limit))
        if cut > start:
            cut += 1  # keep the comma with the clause it ends
        else:
            cut = para.rfind(" ", start + 1, limit)
            if cut <= start:
                cut = limit
        pieces.append((start, cut))
        start = cut
        while start < end and para[start].isspace():
            start += 1
    pieces.append((start, end))
    return pieces
