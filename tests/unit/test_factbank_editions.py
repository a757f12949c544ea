"""A race of no year, named in each prompt by details of its own (reports we wrote)."""

from __future__ import annotations

from pathlib import Path

from tests.unit.reports_we_wrote import bank

REPORT = (
    "Quill wins the Harbor 300\n\nAda Quill won the Harbor 300 at Portside Speedway on Sunday. "
    "Eli Vance finished third. Bo Reed led 120 of the 300 laps."
)


def test_a_clause_naming_the_edition_mid_question_is_closed_by_a_comma(tmp_path: Path) -> None:
    led = [q.prompt for q in bank(tmp_path, REPORT).questions if q.kind == "laps_led"]
    assert led == [
        "How many laps of the Harbor 300 at Portside Speedway won by Ada Quill, in which Eli Vance finished "
        "third, were led by Bo Reed?"
    ]


def test_a_pin_never_says_the_answer(tmp_path: Path) -> None:
    r = bank(tmp_path, REPORT + " It was Quill's third win of the season.")
    season = [q for q in r.questions if q.kind == "season_win"]
    assert season and all("third" not in q.prompt for q in season)
