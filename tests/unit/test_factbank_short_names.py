"""A person a report calls by a short first name ("Mick") and another report by the full one ("Michael") is
one person: the surname alone is accepted for either."""

from __future__ import annotations

from pathlib import Path

from bot.factbank import build_bank
from bot.factbank.name_forms import same_first_name
from bot.matching import check


def test_short_forms_of_one_first_name_are_one_person() -> None:
    assert same_first_name("Mick Quill", "Michael Quill")
    assert same_first_name("Bill Tamm", "William Tamm")
    assert not same_first_name("Kurt Quill", "Kyle Quill")
    assert not same_first_name("Ada Quill", "Ada Quill Jr.")


def test_the_surname_is_accepted_when_the_other_report_uses_a_short_form(tmp_path: Path) -> None:
    (tmp_path / "a.txt").write_text(
        "Quill wins at Kelso\n\nMichael Quill won the 2031 Kelso Grand Prix on Sunday, beating Cy Tamm.\n"
    )
    (tmp_path / "b.txt").write_text(
        "Tamm wins at Portside\n\nCy Tamm won the 2032 Portside Grand Prix, the first win there since Mick "
        "Quill's in 2030. Eli Vance was second.\n"
    )
    won = next(
        q for q in build_bank(tmp_path).questions if q.kind == "winner" and q.answer == "Michael Quill"
    )
    assert "Quill" in won.accepted
    assert check("Mick Quill", won.accepted, others=won.others)
    assert not check("Cy Tamm", won.accepted, others=won.others)


def test_two_people_of_one_surname_still_need_their_first_names(tmp_path: Path) -> None:
    (tmp_path / "a.txt").write_text(
        "Quill wins at Kelso\n\nKurt Quill won the 2031 Kelso Grand Prix on Sunday, beating Kyle Quill.\n"
    )
    won = next(q for q in build_bank(tmp_path).questions if q.kind == "winner")
    assert "Quill" not in won.accepted and not check("Quill", won.accepted, others=won.others)
