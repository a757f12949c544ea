"""More of the words real reports use for a result, and what they must not be read as (sentences we
wrote). `test_factbank_results` holds the first tables; this file holds later ones."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.factbank import build_bank

HEAD = "Quill wins the Harbor 300\n\nAda Quill won the Harbor 300 at Portside Speedway on Sunday.\n"


def _bank(tmp_path: Path, text: str):
    (tmp_path / "r.txt").write_text(text + "\n")
    return build_bank(tmp_path)


def _places(tmp_path: Path, body: str) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for f in _bank(tmp_path, HEAD + body).facts:
        if f.relation == "position":
            out.setdefault(f.subject, set()).add(f.value)
    return out


@pytest.mark.parametrize(
    "body, who, place",
    [
        ("Bathurst winner Cy Tamm took out second place on Sunday.", "Cy Tamm", "second"),
        ("Cy Tamm took out Gus Pell on lap 3 and finished fourth.", "Gus Pell", None),
        ("Cy Tamm ran fourth early on.", "Cy Tamm", None),  # "ran" is a running place
    ],
)
def test_places_in_more_words(tmp_path: Path, body: str, who: str, place: str | None) -> None:
    places = _places(tmp_path, body)
    assert places.get(who) == ({place} if place else None), places


def test_a_headline_that_says_someone_rules_a_meeting_names_its_winner_and_place(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Tamm rules Supercars in Kelso\n\nTwo poles, two wins.\n\nThe numbers could not be better for Cy "
        "Tamm after the opening weekend of the Supercars championship in Kelso.\n\nCy Tamm made it four "
        "wins from as many starts on the streets of Kelso in Sunday's finale. Eli Vance took out second "
        "place.",
    )
    asked = {(q.kind, q.race, q.answer) for q in r.questions}
    assert ("winner", "Supercars race in Kelso", "Cy Tamm") in asked, asked
    assert ("runner_up", "Supercars race in Kelso", "Eli Vance") in asked, asked


def test_a_headline_that_rules_someone_out_names_no_winner(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Tamm rules out a return at Kelso\n\nCy Tamm will not race at the Kelso Speedway this year, the "
        "team said on Monday. Eli Vance and Gus Pell will race there.",
    )
    assert not [q for q in r.questions if q.kind == "winner"]


@pytest.mark.parametrize(
    "body, margin",
    [
        ("Ada Quill beat pole-sitter Cy Tamm by a race-record 13.302 seconds.", "13.302 seconds"),
        ("Ada Quill splashed through the slop to win by 2 ¾ lengths.", "2 ¾ lengths"),
        (  # the record of another year is cut off at its "but", not the margin before it
            "Quill's only challenge came from Cy Tamm, who came up short by 2.34 seconds - about 10 car-lengths "
            "- but did give his owner the team's best finish since 1987.",
            "2.34 seconds",
        ),
    ],
)
def test_margins_in_more_words(tmp_path: Path, body: str, margin: str) -> None:
    r = _bank(tmp_path, HEAD + body)
    assert [f.value for f in r.facts if f.relation == "margin"] == [margin]
