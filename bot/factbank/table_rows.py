"""The places a report's results tables give ("2 Cy Tamm Acme 1.204"), and whom each row names."""

from __future__ import annotations

import re
from collections import Counter

from bot.factbank.deciding import by_surname
from bot.factbank.entities import ALL_MAKES, SUFFIXES
from bot.factbank.entity_words import TITLE_JOINS
from bot.factbank.ingest import IngestedDocument
from bot.factbank.model import Source
from bot.factbank.name_forms import PARTICLES
from bot.factbank.names import NameBook
from bot.factbank.tables import Row
from bot.factbank.tagged import Found
from bot.factbank.values import ordinal_word
from bot.factbank.winner import Vote


def table_rows(
    doc: IngestedDocument, book: NameBook, local: set[str], votes: list[tuple[Vote, Source]]
) -> list[tuple[Found, Source]]:
    """Each results table's places (second and lower), and its first row as a vote for the winner. A
    table's places are kept only when the race's winner is the table's (see `decide_winner`): the
    500cc table is the 500cc race's, not the 250cc one under it."""
    out: list[tuple[Found, Source]] = []
    # a name only the rows write may run into their team's column ("Dario Franchitti Ganassi", "Pell Orbit")
    text = " ".join(s.text for s in doc.sentences)
    written = local - {
        r.name for r in doc.rows if text.count(r.name) <= sum(x.line.count(r.name) for x in doc.rows)
    }
    tables: list[list[Row]] = []
    for row in doc.rows:
        if row.position == 1 or not tables:
            tables.append([])
        tables[-1].append(row)
    for rows in tables:
        tail = Counter(w for r in rows for w in set(r.name.split()[2:]))
        column = {w for w, n in tail.items() if n > 1}  # "Ganassi" after three drivers: their team's column
        winner = ""
        for row in rows:
            who = _row_person(row.name, book, written, column)
            src = Source(doc.file, row.line)
            if row.position == 1:
                winner = who or ""
                if who:
                    votes.append((Vote(who, "", 2.0, "table"), src))
            elif who and winner:
                out.append((Found("table_position", who, ordinal_word(row.position), "ordinal", winner), src))
                if row.position == 2 and row.gap:
                    out.append((Found("table_margin", "", f"{row.gap} seconds", "number", winner), src))
    return out


def _row_person(name: str, book: NameBook, written: set[str], column: set[str]) -> str | None:
    """Whom a results row names: someone the report writes out ("5 Verstappen Red Bull" is its Max
    Verstappen, "Tadayuki Okada" its "Tadayuka Okada"), or a first name and a surname before the team's
    column. None where nothing tells where the name ends ("Pierre Gasly Red Bull" and no Gasly written)."""
    words = name.split()
    if re.match(r"[A-Z]\.? ", name):  # "N. Jefferies": the report's Nick Jefferies
        return by_surname(words[-1], written - {name})
    for n in range(len(words), 1, -1):  # "Lewis Hamilton Mercedes": the longest name the report writes
        head = " ".join(words[:n])
        if (hit := head if head in written else book.person(head)) in written:
            return hit
    first = by_surname(words[0], written)
    if first and first.split()[0] != words[0]:
        return first  # "Verstappen Red Bull", "Hamilton"
    if len(words) > 1 and (hit := by_surname(words[1], written)) and hit[:2] == words[0][:2]:
        return hit  # "Juan Montoya": the report's Juan Pablo Montoya
    if len(words) > 2 and words[2] in SUFFIXES:
        return " ".join(words[:3])
    if any(w.lower() in TITLE_JOINS | PARTICLES for w in words[1:-1]):
        return name  # "Comply Or Die", "State Of Play", "Greg Van Avermaet": one name
    rest = words[2:]
    if len(words) > 1 and all(w in column or w.lower() in ALL_MAKES or w.lower() in book.teams for w in rest):
        if words[1].lower() not in ALL_MAKES and words[1].lower() not in book.teams:
            return " ".join(words[:2])  # someone only the table names
    return None
