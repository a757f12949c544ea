"""Bytes -> clean text lines: decoding, HTML and Markdown to plain text.

Everything here is per document and pure. Decoding never raises: a file that cannot be turned into
text gets a one-line reason instead (see `decode`).
"""

from __future__ import annotations

import codecs
import html
import logging
import re
import time
import unicodedata
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from html.parser import HTMLParser

log = logging.getLogger(__name__)

TEXT_SUFFIXES = (".txt", ".md", ".markdown", ".html", ".htm")


class DecodeError(ValueError):
    """The bytes are not a text document; the message is the one-line skip reason."""


class TooSlow(Exception):
    """Reading a document went past its deadline."""

    def __init__(self, seconds: float) -> None:
        super().__init__(f"took too long to read (over {seconds:g} s)")
        self.seconds = seconds


@dataclass(frozen=True, slots=True)
class Deadline:
    """When reading one document must stop; checked between stages, paragraphs and sentences."""

    at: float
    seconds: float
    clock: Callable[[], float]

    @classmethod
    def after(cls, seconds: float, clock: Callable[[], float] = time.monotonic) -> Deadline:
        return cls(clock() + seconds, seconds, clock)

    def check(self) -> None:
        if self.clock() > self.at:
            raise TooSlow(self.seconds)


_CONTROL = re.compile(r"[\x00-\x08\x0b\x0e-\x1f\x7f-\x9f]")


def _control_ratio(text: str) -> float:
    if not text:
        return 0.0
    return len(_CONTROL.findall(text)) / len(text)


def decode(data: bytes) -> str:
    """Decode any encoding a user may save: UTF-8 (BOM or not), UTF-16 with BOM, Windows-1252/Latin-1.

    Without a BOM the bytes are read as UTF-8 and only the invalid ones as Windows-1252, so a mostly
    UTF-8 file with one pasted Windows-1252 line is not mangled as a whole.
    """
    if data.startswith(codecs.BOM_UTF8):
        text = data[3:].decode("utf-8", errors="strict") if _utf8_ok(data[3:]) else None
        if text is None:
            raise DecodeError("undecodable: UTF-8 byte-order mark but invalid UTF-8")
    elif data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        try:
            text = data.decode("utf-16")
        except UnicodeDecodeError as exc:
            raise DecodeError("undecodable: UTF-16 byte-order mark but invalid UTF-16") from exc
    else:
        if b"\x00" in data:
            raise DecodeError("binary file (contains NUL bytes)")
        text = _utf8_repaired(data)
    if _control_ratio(text) > 0.02:
        raise DecodeError("binary or undecodable (too many control characters)")
    return normalise(text)


_ESCAPED = re.compile(r"[\udc80-\udcff]+")


def _utf8_repaired(data: bytes) -> str:
    """UTF-8, except that bytes which are not valid UTF-8 are read as Windows-1252 (else Latin-1).

    A wholly Windows-1252 file reads as before; a UTF-8 report with one line pasted from a
    Windows-1252 file keeps its good text ("Suárez", never "SuÃ¡rez") and only the bad bytes are read
    the other way. Linear: one decode, then one pass over the escaped runs.
    """
    text = data.decode("utf-8", errors="surrogateescape")
    return _ESCAPED.sub(lambda m: _legacy(bytes(ord(c) - 0xDC00 for c in m.group())), text)


def _legacy(raw: bytes) -> str:
    try:
        return raw.decode("cp1252")
    except UnicodeDecodeError:
        return raw.decode("latin-1")


def _utf8_ok(data: bytes) -> bool:
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


_SPACES = re.compile(r"[ \t\u00a0\u2000-\u200a\u202f\u205f\u3000]+")
_ZERO_WIDTH = re.compile(r"[\u200b\u200c\u200d\u2060\ufeff]")
_BROKEN_HYPHEN = re.compile(r"(?<=[a-z]{2})- (?=[A-Z][a-z])")  # a page's line break after a name's hyphen


def normalise(text: str) -> str:
    """NFC, LF line ends, no zero-width characters, single spaces inside a line, no hyphen cut from its word."""
    text = unicodedata.normalize("NFC", text).replace("\r\n", "\n").replace("\r", "\n")
    text = _ZERO_WIDTH.sub("", text)
    return "\n".join(_BROKEN_HYPHEN.sub("-", _SPACES.sub(" ", line).strip()) for line in text.split("\n"))


# --- Markdown -------------------------------------------------------------------------------------

# The Markdown syntax below is matched by hand, not by regexes such as `<!--.*?-->`: a regex that looks
# for a closing mark from every opening one reads to the end of the text each time the closing mark is
# missing, which is quadratic on a file of a thousand unclosed comments. Each function here finds the
# same matches as the regex in its docstring, and never looks at a character twice.

_FRONT_MATTER = re.compile(r"\A(?:---|\+\+\+)\n.*?\n(?:---|\+\+\+|\.\.\.)\n", re.S)
_FENCE_OPEN = re.compile(r"^```", re.M)
_FENCE_CLOSE = re.compile(r"```\s*$", re.M)
_EMPH_MARKS = ("**", "__", "*", "`")
_EMPH_START = re.compile(r"[*_`]")


class _NextMark:
    """The first place at or after a position where ``mark`` is (and, optionally, ``ok`` holds).

    Asked for positions that never go back, it searches forward only: linear over the whole text."""

    def __init__(self, text: str, mark: str, ok: Callable[[int], bool] | None = None) -> None:
        self.text, self.mark, self.ok = text, mark, ok
        self.found = -2  # not searched yet; -1: none left

    def at_or_after(self, pos: int) -> int:
        if self.found == -1 or self.found >= pos:
            return self.found
        found = self.text.find(self.mark, pos)
        while found != -1 and self.ok is not None and not self.ok(found):
            found = self.text.find(self.mark, found + 1)
        self.found = found
        return found


def _drop_comments(text: str) -> str:
    """``re.sub(r"<!--.*?-->", "", text, flags=re.S)``."""
    out: list[str] = []
    pos = 0
    while (start := text.find("<!--", pos)) != -1 and (end := text.find("-->", start + 4)) != -1:
        out.append(text[pos:start])
        pos = end + 3
    out.append(text[pos:])
    return "".join(out)


def _drop_fences(text: str) -> str:
    """``re.sub(r"^```.*?^```\\s*$", "", text, flags=re.S | re.M)``."""
    closes = _NextMark(
        text, "```", lambda i: (i == 0 or text[i - 1] == "\n") and bool(_FENCE_CLOSE.match(text, i))
    )
    out: list[str] = []
    pos = 0
    for opening in _FENCE_OPEN.finditer(text):
        start = opening.start()
        if start < pos:
            continue
        close = closes.at_or_after(start + 3)
        if close == -1:
            break
        tail = _FENCE_CLOSE.match(text, close)
        assert tail is not None
        out.append(text[pos:start])
        pos = tail.end()
    out.append(text[pos:])
    return "".join(out)


def _replace_links(text: str, image: bool) -> str:
    """Images ``!\\[[^\\]]*\\]\\([^)]*\\)`` dropped, or links ``\\[([^\\]]+)\\]\\([^)]*\\)`` kept as their text."""
    lead = "![" if image else "["
    brackets, parens = _NextMark(text, "]"), _NextMark(text, ")")
    out: list[str] = []
    pos = search = 0
    while (start := text.find(lead, search)) != -1:
        inner = start + len(lead)
        close = brackets.at_or_after(inner)
        if close == -1:
            break
        search = start + 1
        if (close == inner and not image) or not text.startswith("(", close + 1):
            continue
        end = parens.at_or_after(close + 2)
        if end == -1:
            break
        out.append(text[pos:start])
        if not image:
            out.append(text[inner:close])
        pos = search = end + 1
    out.append(text[pos:])
    return "".join(out)


def _strip_emphasis(line: str) -> str:
    """``re.sub(r"(\\*\\*|__|\\*|`)(?=\\S)(.+?)(?<=\\S)\\1", r"\\2", line)`` on one line."""
    if not any(c in line for c in "*_`"):
        return line
    closes = {m: _NextMark(line, m, lambda i: i > 0 and not line[i - 1].isspace()) for m in _EMPH_MARKS}
    out: list[str] = []
    pos = 0
    for candidate in _EMPH_START.finditer(line):
        start = candidate.start()
        if start < pos:
            continue
        for mark in _EMPH_MARKS:
            inner = start + len(mark)
            if not line.startswith(mark, start) or inner >= len(line) or line[inner].isspace():
                continue
            close = closes[mark].at_or_after(inner + 1)
            if close != -1:
                out.append(line[pos:start])
                out.append(line[inner:close])
                pos = close + len(mark)
                break
    out.append(line[pos:])
    return "".join(out)


def markdown_to_text(text: str) -> str:
    """Drop front matter, comments, images, code; keep link text; headings become their own lines."""
    text = _FRONT_MATTER.sub("", text)
    text = _drop_comments(text)
    text = _drop_fences(text)
    text = _replace_links(text, image=True)
    text = _replace_links(text, image=False)
    out: list[str] = []
    for line in text.split("\n"):
        stripped = line.strip()
        if re.match(r"^#{1,6}\s", stripped):
            out.extend(["", "\x01" + stripped.lstrip("#").strip(), ""])  # \x01 marks a heading
            continue
        if re.fullmatch(r"[-*_=]{3,}", stripped):
            out.append("")
            continue
        stripped = re.sub(r"^(?:>\s?)+", "", stripped)
        stripped = re.sub(r"^(?:[-*+]|\d+[.)])\s+", "", stripped)
        out.append(_strip_emphasis(stripped))
    return "\n".join(out)


# --- HTML -----------------------------------------------------------------------------------------

_SKIP_TAGS = frozenset(
    "script style nav header footer aside figure figcaption noscript template form button "
    "iframe svg select option label menu dialog".split()
)
_BLOCK_TAGS = frozenset(
    "p div section article main br li ul ol blockquote h1 h2 h3 h4 h5 h6 tr table pre hr "
    "body html dd dt".split()
)
_VOID_TAGS = frozenset("br hr img input meta link area base col embed source track wbr".split())
_HIDDEN_STYLE = re.compile(r"display\s*:\s*none|visibility\s*:\s*hidden", re.I)
_HIDDEN_CLASS = re.compile(
    r"(?:^|[\s_-])(?:hidden|sr-only|visually-hidden|caption|credit|share|social|newsletter|related|"
    r"advert|ad|promo|byline|breadcrumb|comments?)(?:$|[\s_-])",
    re.I,
)


class _ArticleParser(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[tuple[str, bool]] = []  # (tag, skipping)
        self.open: Counter[str] = Counter()  # how many of each tag are on the stack
        self.parts: list[str] = []
        self.article_parts: list[str] | None = None
        self.article_depth = 0
        self.title_parts: list[str] = []
        self._in_title = False

    def _skipping(self) -> bool:
        return bool(self.stack) and self.stack[-1][1]

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k.lower(): (v or "") for k, v in attrs}
        if tag == "title":
            self._in_title = True
        hidden = (
            tag in _SKIP_TAGS
            or "hidden" in a
            or a.get("aria-hidden", "").lower() == "true"
            or bool(_HIDDEN_STYLE.search(a.get("style", "")))
            or bool(_HIDDEN_CLASS.search(a.get("class", "") + " " + a.get("id", "")))
            or tag == "head"
        )
        skipping = self._skipping() or hidden
        if tag in _BLOCK_TAGS:
            self._emit("\n")
        if tag in _VOID_TAGS:
            return
        self.stack.append((tag, skipping))
        self.open[tag] += 1
        if tag in {"h1", "h2", "h3", "h4", "h5", "h6"} and not skipping:
            self._emit("\n\x01")
        if tag == "article" and not skipping:
            self.article_depth += 1
            if self.article_parts is None:
                self.article_parts = []

    def handle_endtag(self, tag: str) -> None:
        if tag == "title":
            self._in_title = False
        if tag in _VOID_TAGS:
            return
        if self.open[tag]:  # an end tag with no open element is dropped at once
            while True:  # each element is popped once: linear over the document
                top, skipping = self.stack.pop()
                self.open[top] -= 1
                if top == tag:
                    break
            if tag == "article" and not skipping:
                self.article_depth -= 1
        if tag in _BLOCK_TAGS:
            self._emit("\n")

    def handle_data(self, data: str) -> None:
        if self._in_title:
            self.title_parts.append(data)
            return
        if not self._skipping():
            self._emit(data.replace("\n", " "))

    def _emit(self, text: str) -> None:
        self.parts.append(text)
        if self.article_depth > 0 and self.article_parts is not None:
            self.article_parts.append(text)


_FEED = 65_536  # characters of HTML fed to the parser between two looks at the deadline
_TAG_STOP = re.compile("[<>\"']")


def _escape_unclosed(text: str) -> str:
    """Write ``&lt;`` for each ``<`` that opens a tag, comment or declaration that never closes.

    html.parser rereads the rest of the document from every such ``<`` (a file of ``<a `` repeated
    takes minutes); the escaped ``<`` reads as the text it was. A tag closes at the first ``>`` outside
    its quoted attribute values and before the next ``<`` outside them; a comment at ``-->``; a marked
    section at ``]>``. Each ``<`` is scanned only up to where its construct ends or fails, and a scan
    passes another ``<`` only inside a quoted value, so the whole pass is linear in practice."""
    comment_end, section_end = _NextMark(text, "-->"), _NextMark(text, "]>")
    out: list[str] = []
    pos = 0
    i = text.find("<")
    while i != -1:
        if text.startswith("<!--", i):
            end = comment_end.at_or_after(i + 4)
            close = -1 if end == -1 else end + 3
        elif text.startswith("<![", i):
            end = section_end.at_or_after(i + 3)
            close = -1 if end == -1 else end + 2
        else:
            close = _tag_end(text, i + 1)
        if close == -1:
            out.append(text[pos:i])
            out.append("&lt;")
            pos = i + 1
            i = text.find("<", i + 1)
        else:
            i = text.find("<", close)
    out.append(text[pos:])
    return "".join(out)


def _tag_end(text: str, j: int) -> int:
    """Just past the ``>`` that ends the tag whose ``<`` is before ``j``, or -1 when none does."""
    while (stop := _TAG_STOP.search(text, j)) is not None:
        k = stop.start()
        ch = text[k]
        if ch == ">":
            return k + 1
        if ch == "<":
            return -1
        before = k - 1
        while before >= j and text[before].isspace():
            before -= 1
        if before >= 0 and text[before] == "=":  # a quoted attribute value: skip to its end
            k = text.find(ch, k + 1)
            if k == -1:
                return -1
        j = k + 1
    return -1


def html_to_text(text: str, deadline: Deadline | None = None) -> tuple[str, str]:
    """Return (article text, <title>). Only the article when the page has an <article> element."""
    parser = _ArticleParser()
    text = _escape_unclosed(text)
    try:
        for start in range(0, len(text), _FEED):  # the parser keeps an unfinished tag for the next piece
            if deadline is not None:
                deadline.check()
            parser.feed(text[start : start + _FEED])
        parser.close()
    except TooSlow:
        raise
    except Exception as exc:  # html.parser is lenient; a failure here is a broken page
        raise DecodeError(f"unreadable HTML ({exc.__class__.__name__})") from exc
    parts = parser.article_parts if parser.article_parts else parser.parts
    body = html.unescape("".join(parts))
    lines = [re.sub(r"\s+", " ", ln).strip() for ln in body.split("\n")]
    out: list[str] = []
    for ln in lines:  # one paragraph per block element
        out.extend([ln, ""] if ln else [])
    return "\n".join(out), re.sub(r"\s+", " ", "".join(parser.title_parts)).strip()


def to_plain(name: str, data: bytes, deadline: Deadline | None = None) -> tuple[str, str]:
    """Decode and convert by file type. Returns (text, title hint); headings start with \\x01."""
    text = decode(data)
    if deadline is not None:
        deadline.check()
    lower = name.lower()
    if lower.endswith((".html", ".htm")):
        body, title = html_to_text(text, deadline)
        return normalise(body), title
    text = _BREAK_TAGS.sub("\n", text)  # a page's "<br />" pasted into plain text: a line break
    if lower.endswith((".md", ".markdown")):
        return normalise(markdown_to_text(text)), ""
    return text, ""


_BREAK_TAGS = re.compile(r"<(?:br|BR)\s*/?>|</?(?:p|P)>")
