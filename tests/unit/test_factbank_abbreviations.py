"""Abbreviations inside a sentence (reports we wrote): a town with its state abbreviated is a place, not a
person ("Long Beach, Calif."), and an abbreviation's dot ends no clause ("Calif., winning the race",
"on Aug. 18", "the U.S. team")."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.unit.reports_we_wrote import winners


@pytest.mark.parametrize(
    "lead",
    [
        "Ada Quill led most of the way Sunday in the streets of Bayview Beach, Calif., winning the Harbor 300.",
        "Ada Quill, who grew up near Port Hale, N.C., led every lap, winning the Harbor 300.",
        "Ada Quill held off Eli Vance on Aug. 18 at Portside, winning the Harbor 300.",
        "Ada Quill beat the U.S. champion Eli Vance, winning the Harbor 300 by a second.",
    ],
)
def test_a_winning_clause_reads_on_through_an_abbreviation(tmp_path: Path, lead: str) -> None:
    assert winners(
        tmp_path, "Harbor 300 report\n\n" + lead + "\nThe race ran 300 laps and Eli Vance finished second.\n"
    ) == {"Ada Quill"}


def test_a_town_and_its_state_is_no_winner(tmp_path: Path) -> None:
    text = (
        "Harbor 300 report\n\nThe Harbor 300 was run in Bayview Beach, Calif., on Sunday.\n"
        "Ada Quill won the Harbor 300 by a second.\n"
    )
    assert winners(tmp_path, text) == {"Ada Quill"}
