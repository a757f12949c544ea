"""A document's text in paragraphs: boilerplate lines dropped, its first heading kept as its title, and
lines joined up where text was wrapped at a fixed width (a subheading without a period stays apart)."""

from __future__ import annotations

import re

_BOILER_START = re.compile(
    r"^(?:read more|read also|also read|related(?: articles| stories| content)?\b|see also|watch|"
    r"advertisement|sponsored|sign up|subscribe|click here|follow us|share this|photo\b|photos\b|"
    r"image\b|picture\b|credit\b|video\b|getty images|©|copyright|listen\b|more from|recommended)",
    re.I,
)
_URL = re.compile(r"(?:https?://|www\.)\S+", re.I)
END_PUNCT = re.compile(r"[.!?…][\"'”’»)\]]*$")
_PHOTO_CREDIT = re.compile(
    r"\((?:photo|image|picture)s?\b[^)]{0,300}\)|\b(?:photo|image) (?:by|credit|courtesy)\b.*$", re.I
)  # {0,300}: a credit is short; an unclosed "(photo" must not send each one to the end of the line
_GLUED_DECIMAL = re.compile(r"(?<=[a-z]{2})(?=\.\d)")  # a word, then ".012": lost space
_MONTH = r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?"
_DATED = re.compile(rf"\b(?:{_MONTH} \d{{1,2}},? (?:19|20)\d\d|\d{{1,2}} {_MONTH} (?:19|20)\d\d)\b")
_LETTER = re.compile(r"[^\W\d_]")
_BULLET = re.compile(r"^[-•*–—]\s+(?=[A-Z])")
_UPPER = re.compile(r"[A-ZÀ-ÖØ-Þ]")


def _is_heading(line: str) -> bool:
    letters = len(_LETTER.findall(line))
    if letters > 2 and len(_UPPER.findall(line)) / letters > 0.8:
        return True
    return not END_PUNCT.search(line) and len(line.split()) <= 14


# A subheading that names the race and its year: "1994 Japanese GP", "The 2019 Daytona 500"
_EVENT_LINE = re.compile(
    r"(?:The )?(?:19|20)\d\d (?:[A-Z][\w'’.\-]* ){1,4}?(?:Grand Prix|GP|\d{3,4}|Cup|Derby|Rally|Marathon|Classic|"
    r"Stakes|Hours|ePrix|E-Prix)(?: (?:[Ss]ummary|[Rr]eport|[Rr]esults?|[Rr]eview|[Rr]ecap|[Hh]ighlights|[Rr]ound-?up))?"
)  # "2014 British Grand Prix summary"


def _first_line_alone(line: str, n: int, lines: list[str], first: int) -> bool:
    """A document's first line (`first`: the index of its first line with text), on its own above a blank
    line and without a sentence's end: a long headline with its deck ("X gets first win - he is the 15th
    driver to win in all three series")."""
    return (
        n == first
        and n + 1 < len(lines)
        and not lines[n + 1].strip()
        and not END_PUNCT.search(line)
        and len(line.split()) <= 30
    )


# A line of symbols alone between two stories of a roundup ("*", "* * *", "---", "###"), kept as this mark
STORY_BREAK = "\x02"
_STORY_BREAK = re.compile(r"(?:[*#~•_=]|-{2,}|[–—])(?:\s*(?:[*#~•_=\-–—]))*")


_ANOTHER_STORY = re.compile(
    r"\b(?:WINS?|WON|TAKES|CAPTURES|CLINCHES|TRIUMPHS|VICTORY|Wins|Takes|Captures|Triumphs)\b"
)


def split_paragraphs(text: str) -> tuple[list[str], str]:
    """Split into paragraphs, dropping boilerplate lines; also return the first heading (the title)."""
    paragraphs: list[str] = []
    heading = ""
    current: list[str] = []

    def flush() -> None:
        if current:
            paragraphs.append(" ".join(current))
            current.clear()

    dateline = ""
    lines = text.split("\n")
    wrapped = _hard_wrapped(lines)
    first = next((n for n, x in enumerate(lines) if x.strip()), -1)
    subtitled = False  # a later line naming the race with its year was added to the heading
    for n, raw in enumerate(lines):
        line = raw.strip()
        if not line:
            flush()
            continue
        if _STORY_BREAK.fullmatch(line) and (paragraphs or current):
            flush()  # "*", "* * *", "---": a roundup's next story starts here
            paragraphs.append(STORY_BREAK)
            continue
        marked = line.startswith("\x01")
        line = _URL.sub("", line.lstrip("\x01")).strip()
        line = re.sub(r"\s{2,}", " ", _PHOTO_CREDIT.sub("", line)).strip()
        line = _GLUED_DECIMAL.sub(" ", line)  # "won by.012 seconds" -> "won by .012 seconds"
        if not line or _BOILER_START.match(line):
            flush()
            continue
        if (
            _BULLET.match(line)
            and not END_PUNCT.search(line)
            and len(line.split()) >= 5
            and (paragraphs or current or heading)
        ):
            # "- His rival X finished second at Monza": a key point of the story, a sentence of its own
            flush()
            paragraphs.append(_BULLET.sub("", line))
            continue
        if marked or (
            (_is_heading(line) or _first_line_alone(line, n, lines, first))
            and not (wrapped and (current or paragraphs or heading))
        ):
            flush()
            if paragraphs and not marked and _ANOTHER_STORY.search(line):
                paragraphs.append(
                    STORY_BREAK
                )  # "WALTRIP WINS IN 'OLD' CAR": a roundup's next story's headline
            if not heading and not paragraphs:
                heading = line
            elif not paragraphs and not marked and _DATED.search(line):
                dateline = line  # "Daytona Beach, Florida (February 15, 1998)": the race's day, kept
            elif not marked and not subtitled and _EVENT_LINE.fullmatch(line):
                heading, subtitled = f"{heading} — {line}" if heading else line, True  # "1994 Japanese GP"
            continue
        if wrapped and heading and not paragraphs and not current and len(line) < 60 and _DATED.search(line):
            dateline = line  # "MONROE, Wa. (Apr. 4, 1999) From NASCAR Online" over text wrapped at 80
            continue
        if dateline and not paragraphs and not current:
            line, dateline = f"{dateline.rstrip(' .,-–—')} — {line}", ""
        labelled = bool(_LABEL_LINE.match(line))
        if labelled:
            flush()  # "Race: Angie's List Grand Prix of Indianapolis" / "Date: May 9, 2015": a unit each
        current.append(line)
        if (
            labelled
            or END_PUNCT.search(line)
            or (not wrapped and _line_ends_unit(line, lines[n + 1 : n + 2]))
        ):
            flush()
    flush()
    return paragraphs, heading


# A fact sheet's line: a short label, a colon, its value ("Track: Indianapolis Motor Speedway", "Finish: 1st")
_LABEL_LINE = re.compile(r"^[A-Z][A-Za-z]+(?: [A-Za-z]+){0,2}: \S.{0,80}$")
_GOES_ON = re.compile(
    r"(?:[,;:\-–—(]|\b(?:the|a|an|of|and|or|to|by|in|at|with|for|from|on|his|her|their))$", re.I
)


def _hard_wrapped(lines: list[str]) -> bool:
    """Is the text wrapped at a fixed width (most long lines end without a sentence's end)?"""
    long = [x.strip() for x in lines if len(x.split()) >= 6]
    return bool(long) and sum(not END_PUNCT.search(x) for x in long) * 2 > len(long)


def _line_ends_unit(line: str, following: list[str]) -> bool:
    """In text that is not wrapped at a fixed width, a line that stops without a period before a line
    starting with a capital is a unit of its own (a subheading), unless its last word calls for more."""
    nxt = following[0].strip() if following else ""
    return bool(nxt) and nxt[:1].isupper() and not _GOES_ON.search(line)
