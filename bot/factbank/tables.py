"""Results tables pasted under a report: "1 Valentino ROSSI ITA YAMAHA 42'42.385", "2 | Jorge Lorenzo | ...".

A table is a run of at least three short lines, each a position and then a name, the positions going
up by one from 1. Prose that happens to be numbered ("1. Williams has won a Grand Prix ...") is not a
table: its lines are long sentences. Reading is linear in the text.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

MIN_ROWS = 3
MAX_LINE = 140  # characters: a results row, not a paragraph
_ROW = re.compile(r"^\s*(?:P|Pos\.? ?)?(?P<pos>\d{1,2})(?:st|nd|rd|th)?\s*[.)|:-]?\s*\|?\s*(?P<rest>.+)$")
_HEADING = re.compile(r"\b(?:results?|classification|finishing order)\b|^pos\b", re.I)
# A table of the season's points, not this race's result: "Series Points Standings", "1. X; 230 pts."
_STANDINGS = re.compile(r"\b(?:standings?|points|championship table|table)\b", re.I)
_POINTS_ROW = re.compile(r"\b\d+\s?(?:pts|points)\b\.?", re.I)
_GAP = re.compile(
    r"(?:^|[\s|])(?:\+\s?)?(\d{1,2}\.\d{1,3})\s?(?:s|sec|secs|seconds)\b(?: (?:down|behind|back))?\s*\|?\s*$|(?:^|[\s|])\+(\d{1,2}\.\d{1,3})\s*\|?\s*$"
)
_WORD = re.compile(r"[A-ZÀ-Þ][\w'’\-\.]*")


@dataclass(frozen=True, slots=True)
class Row:
    position: int
    name: str  # "Dani Pedrosa" (an all-capitals surname written as a name)
    line: str  # the row as written, cited as the source
    gap: str = ""  # "0.249" when the row gives its gap to the winner in seconds ("| 0.249s |", "+0.249")


def result_rows(text: str) -> tuple[Row, ...]:
    """The rows of every results table in `text`, in order. Under a heading that says it is the race's
    result ("RESULTS - 27 LAPS", "Pos | Rider | ..."), two rows are a table (a report cut short)."""
    out: list[Row] = []
    run: list[Row] = []
    headed = False
    since_heading = 99
    since_standings = 99
    standings = False  # the run under way follows a heading of the season's points

    def keep(rows: list[Row]) -> None:
        if not standings and sum(bool(_POINTS_ROW.search(r.line)) for r in rows) * 2 <= len(rows):
            out.extend(rows)

    for line in _lines(text):
        stripped = line.strip()
        if not stripped:
            continue  # tables may have blank lines between rows
        row = _row(stripped)
        follows = row is not None and (
            (not run and row.position == 1) or (run and row.position == run[-1].position + 1)
        )
        if follows and row is not None:
            if not run:
                headed, standings = since_heading <= 3, since_standings <= 3
            run.append(row)
            continue
        if len(run) >= MIN_ROWS or (headed and len(run) >= 2):
            keep(run)
        run = [row] if row is not None and row.position == 1 else []
        headed = since_heading <= 3 if run else False
        standings = since_standings <= 3 if run else False
        short = len(stripped) <= MAX_LINE and row is None
        since_heading = 0 if short and _HEADING.search(stripped) else since_heading + 1
        since_standings = 0 if short and _STANDINGS.search(stripped) else since_standings + 1
    if len(run) >= MIN_ROWS or (headed and len(run) >= 2):
        keep(run)
    return tuple(out)


_INLINE_ITEM = re.compile(r"^\s*(?:[^;:]{0,40}:\s*)?(\d{1,2})(?:[.)]|st|nd|rd|th)\s+[A-Z][^;]{2,60}$")


def _lines(text: str) -> Iterator[str]:
    """The text's lines; a line listing places inline ("Top 10: 1. Kyle Larson; 2. Denny Hamlin; ...",
    "1st Pierre Gasly (AlphaTauri), 2nd Carlos Sainz (McLaren), 3rd ...") gives one line per place."""
    for line in text.split("\n"):
        yield from _inline_places(line) or [line]


def _inline_places(line: str) -> list[str]:
    if len(line) > MAX_LINE * 8:
        return []
    for sep in (";", ","):
        items = line.split(sep)
        if len(items) < 3:
            continue
        found = [_INLINE_ITEM.match(item) for item in items]
        if all(found) and [int(m.group(1)) for m in found if m] == list(range(1, len(items) + 1)):
            return [m.group()[m.start(1) :].strip().rstrip(".") for m in found if m]
    return []


def _row(line: str) -> Row | None:
    if len(line) > MAX_LINE:
        return None
    m = _ROW.match(line)
    if not m:
        return None
    cells = [c.strip() for c in m.group("rest").split("|")] if "|" in m.group("rest") else [m.group("rest")]
    for cell in cells:
        name = _name(cell)
        if name:
            gap = _GAP.search(line)
            return Row(int(m.group("pos")), name, line, (gap.group(1) or gap.group(2)) if gap else "")
    return None


def _name(cell: str) -> str:
    """The person at the start of a cell: two to four capitalised words, before a country code, a
    team in capitals or a time."""
    words: list[str] = []
    for token in cell.split():
        if not _WORD.fullmatch(token) or any(c.isdigit() for c in token):
            break
        if words and len(words) >= 2 and token.isupper() and len(token) <= 4 and token.isalpha():
            break  # "ITA", "AUS": a country code after the name
        words.append(token)
        if len(words) == 4:
            break
    if len(words) < 2:
        return ""
    if len(words[0]) == 1:
        words[0] += "."  # "P McCallen": an initial, written as one ("P. McCallen")
    # "Valentino ROSSI" -> "Valentino Rossi"; keep short capitals like "JR" as written
    return " ".join(w.capitalize() if w.isupper() and len(w) > 3 else w for w in words)
