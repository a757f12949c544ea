"""Shared by the tests of the words real reports use (sentences we wrote): a one-report bank and what it reads."""

from __future__ import annotations

from pathlib import Path

from bot.factbank import build_bank
from bot.factbank.ingest import IngestedDocument, ingest_document
from bot.factbank.race import RaceId, identify

HEAD = "Quill wins the Harbor 300\n\nAda Quill won the Harbor 300 at Portside Speedway on Sunday.\n"
RACE = "Harbor 300 at Portside Speedway"  # the race HEAD tells, as facts name it


def bank(tmp_path: Path, text: str):
    (tmp_path / "r.txt").write_text(text + "\n")
    return build_bank(tmp_path)


def facts_of(tmp_path: Path, text: str, relation: str) -> set[tuple[str, str]]:
    """(subject, value) of each fact of one relation in a one-report bank."""
    return {(f.subject, f.value) for f in bank(tmp_path, text).facts if f.relation == relation}


def places(tmp_path: Path, body: str) -> dict[str, set[str]]:
    """Each person's finishing places in a report that opens with `HEAD` and goes on with `body`."""
    out: dict[str, set[str]] = {}
    for f in bank(tmp_path, HEAD + body).facts:
        if f.relation == "position":
            out.setdefault(f.subject, set()).add(f.value)
    return out


def winners(tmp_path: Path, text: str) -> set[str]:
    return {f.value for f in bank(tmp_path, text).facts if f.relation == "winner"}


def facts(tmp_path: Path, text: str) -> set[tuple[str, str, str]]:
    """Every fact of a one-report bank as (relation, subject, value)."""
    return {(f.relation, f.subject, f.value) for f in bank(tmp_path, text).facts}


def race_of(text: str) -> RaceId | None:
    """The race a one-report text is about, as `identify` names it."""
    return identify(ingested(text))


def ingested(text: str) -> IngestedDocument:
    """A text we wrote, read as one report (never skipped)."""
    doc = ingest_document("r.txt", text.encode())
    assert isinstance(doc, IngestedDocument), doc
    return doc


def fact_table(tmp_path: Path, body: str, head: str = HEAD) -> dict[tuple[str, str], set[str]]:
    """Every fact of a one-report bank (`head` then `body`) as (relation, subject) -> values."""
    (tmp_path / "r.txt").write_text(head + body + "\n")
    out: dict[tuple[str, str], set[str]] = {}
    for f in build_bank(tmp_path).facts:
        out.setdefault((f.relation, f.subject), set()).add(f.value)
    return out


def single_places(facts: dict[tuple[str, str], set[str]]) -> dict[str, str]:
    """Each person's finishing place in a `fact_table`, where there is exactly one."""
    return {
        subject: next(iter(v)) for (rel, subject), v in facts.items() if rel == "position" and len(v) == 1
    }


def bank_of_files(tmp_path: Path, files: dict[str, str]):
    """A bank built over several reports we wrote (file name -> text)."""
    for name, text in files.items():
        (tmp_path / name).write_text(text)
    return build_bank(tmp_path)
