"""Results tables pasted under a report: "1 Valentino ROSSI ITA YAMAHA 42'42.385", "2 | Jorge Lorenzo | ...".

A table is a run of at least three short lines, each a position and then a name (after a car number,
if any: "1 44 Lewis Hamilton", "1 – 00 Cole Custer"), the positions going up by one from 1. Prose that
happens to be numbered ("1. Williams has won a Grand Prix ...") is not a table: its lines are long
sentences. A table pasted as one line ("Pos Rider Nat 1 Alvaro Bautista SPA ... 2 Scott Redding GBR ...")
is split where its positions go up by one, and a bulleted list under a results heading ("The full race
results are as follows: - Lando Norris McLaren ...") counts its places. Tables of qualifying, practice, a
sprint or the season's points are not the race's result. Reading is linear in the text.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

MIN_ROWS = 3
MAX_LINE = 140  # characters: a results row, not a paragraph
_CAR = r"(?:(?:#|No\.\s?)?\d{1,3}\s*[|–—-]?\s+(?=[A-ZÀ-Þ]))?"  # "1 44 Lewis Hamilton", "1. #20 Ed Carpenter"
_ROW = re.compile(
    r"^\s*(?:P|Pos\.? ?)?(?P<pos>\d{1,2})(?:st|nd|rd|th)?\s*[.)|:–—-]?\s*\|?\s*" + _CAR + r"(?P<rest>.+)$"
)
_HEADING = re.compile(
    r"\b(?:results?|classification|finishing order|top (?:finishers|ten|10))\b|^pos\b", re.I
)
# A table of the season's points, or of a session that is not the race: "Series Points Standings",
# "1. X; 230 pts.", "Qualifying results", "Sprint race classification"
_STANDINGS = re.compile(
    r"\b(?:standings?|points|championship table|table|qualifying|qualification|practice|grid|starting "
    r"(?:order|line-?up)|warm-?up|shoot-?out|sprint|heats?)\b",
    re.I,
)
_BULLET = re.compile(r"^\s*[-•*·–]\s+(?P<rest>[A-ZÀ-Þ].*)$")
# Where a table pasted as one line puts a row: its position, after a space or the start, before a name
_MARK = re.compile(r"(?<![\w:.,+/'’-])(\d{1,2})(?:\.\s*|\s+|\s+[–—-]\s+)(?=" + _CAR + r"[A-ZÀ-Þ])")
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
    bullets = False  # the run under way is a bulleted list, its places told by their order
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
        if row is None and (bullets or (not run and since_heading <= 3)):
            row = _bulleted(stripped, len(run) + 1 if bullets else 1)
            if row is not None and not run:
                bullets = True
        elif row is not None and bullets:
            row = None  # a numbered line ends a bulleted list
        follows = row is not None and (
            (not run and row.position == 1) or (run and row.position == run[-1].position + 1)
        )
        if follows and row is not None:
            if not run:
                headed, standings = since_heading <= 3, since_standings <= 3
            run.append(row)
            continue
        if len(run) >= MIN_ROWS or (headed and len(run) >= 2 and not bullets):
            keep(run)
        bullets = False
        run = [row] if row is not None and row.position == 1 and _BULLET.match(stripped) is None else []
        headed = since_heading <= 3 if run else False
        standings = since_standings <= 3 if run else False
        short = len(stripped) <= MAX_LINE and row is None
        since_heading = 0 if short and _HEADING.search(stripped) else since_heading + 1
        # a heading of standings or of another session, not a sentence that mentions points or qualifying
        titled = (
            short
            and _STANDINGS.search(stripped)
            and not stripped.endswith((".", "!", "?", '"', "”"))
            and not re.match(r"pos\b", stripped, re.I)  # "Pos. Driver Team Time Points": a table's columns
        )
        since_standings = 0 if titled else since_standings + 1
    if len(run) >= MIN_ROWS or (headed and len(run) >= 2 and not bullets):
        keep(run)
    return tuple(out)


_INLINE_ITEM = re.compile(r"^\s*(?:[^;:]{0,40}:\s*)?(\d{1,2})(?:[.)]|st|nd|rd|th)\s+[A-Z][^;]{2,60}$")


def _lines(text: str) -> Iterator[str]:
    """The text's lines; a line listing places inline ("Top 10: 1. Kyle Larson; 2. Denny Hamlin; ...",
    "1st Pierre Gasly (AlphaTauri), 2nd Carlos Sainz (McLaren), 3rd ...") gives one line per place, and
    so does a table pasted as one line."""
    for line in text.split("\n"):
        yield from _inline_places(line) or _fused_rows(line) or [line]


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


def _fused_rows(line: str) -> list[str]:
    """A results table pasted as one line: the words before its first place (a heading, if any), then
    one line per place. The places are marks 1, 2, 3, ... in order, at least three of them; or a lone
    first place right after a results heading ("Rally Results 1. Tommi Makinen, Finland, ...")."""
    if len(line) <= MAX_LINE // 2 or len(line) > MAX_LINE * 40:
        return []
    cuts: list[int] = []
    for m in _MARK.finditer(line):
        if int(m.group(1)) == len(cuts) + 1:
            cuts.append(m.start())
    head = line[: cuts[0]] if cuts else ""
    if len(cuts) < MIN_ROWS and not (cuts and len(head) <= MAX_LINE // 2 and _HEADING.search(head)):
        return []
    ends = [*cuts[1:], len(line)]
    rows = [line[a:b].strip().rstrip(";,") for a, b in zip(cuts, ends, strict=True)]
    return [head.strip(), *rows] if head.strip() else rows


def _bulleted(line: str, position: int) -> Row | None:
    """A bulleted line of a list whose order gives the places: "- Lando Norris McLaren/Mercedes"."""
    m = _BULLET.match(line)
    if not m or len(line) > MAX_LINE:
        return None
    name = _name(m.group("rest"))
    return Row(position, name, line) if " " in name else None


def _row(line: str) -> Row | None:
    if len(line) > MAX_LINE:
        return None
    m = _ROW.match(line)
    if not m:
        return None
    cells = [c.strip() for c in m.group("rest").split("|")] if "|" in m.group("rest") else [m.group("rest")]
    names = [name for cell in cells if (name := _name(cell))]
    name = next((n for n in names if " " in n), names[0] if names else "")  # "GBR | Lewis Hamilton"
    if not name:
        return None
    gap = _GAP.search(line)
    return Row(int(m.group("pos")), name, line, (gap.group(1) or gap.group(2)) if gap else "")


def _name(cell: str) -> str:
    """The person at the start of a cell: one to four capitalised words, before a country code, a
    team in capitals or a time (one word is a surname the report must name in full elsewhere)."""
    words: list[str] = []
    tokens = cell.split()
    if len(tokens) > 2 and re.fullmatch(r"[A-Z]{3}", tokens[0]) and re.fullmatch(r"[A-Z][a-z]\S*", tokens[1]):
        tokens = tokens[1:]  # "ROS Nico Rosberg GER Mercedes": the driver's code before his name
    for token in tokens:
        ends = token[-1] in ",;"  # "Carlos Sainz, Spain, Ford Focus": the name ends at its comma
        token = token.rstrip(",;")
        if not _WORD.fullmatch(token) or any(c.isdigit() for c in token):
            break
        if words and len(words) >= 2 and token.isupper() and len(token) <= 4 and token.isalpha():
            break  # "ITA", "AUS": a country code after the name
        words.append(token)
        if len(words) == 4 or ends:
            break
    if not words or (len(words) == 1 and len(words[0]) <= 2):
        return ""
    if len(words[0]) == 1:
        words[0] += "."  # "P McCallen": an initial, written as one ("P. McCallen")
    # "Valentino ROSSI" -> "Valentino Rossi"; keep short capitals like "JR" as written
    return " ".join(w.capitalize() if w.isupper() and len(w) > 3 else w for w in words)
