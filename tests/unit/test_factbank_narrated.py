"""A story told with "would" ("The pair would battle ... with X edging Y to score the victory") tells what
happened; "would" after "said", "if" or "that", or before "be", tells what might have (reports we wrote)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.unit.reports_we_wrote import facts_of, places, winners

OPEN = "Portside report\n\nAda Quill and Cy Tamm met at Portside Speedway on Sunday. "


def test_a_win_told_with_would_is_a_win(tmp_path: Path) -> None:
    text = OPEN + (
        "The pair would battle side by side over the last two laps, with Quill edging Tamm by 0.005 seconds at "
        "the line to score the victory.\n"
    )
    assert winners(tmp_path, text) == {"Ada Quill"}
    assert {value for _, value in facts_of(tmp_path, text, "margin")} == {"0.005 seconds"}
    assert {value for _, value in facts_of(tmp_path, text, "runner_up")} == {"Cy Tamm"}


def test_a_place_told_with_would_is_a_place(tmp_path: Path) -> None:
    body = "Ada Quill won the Harbor 300. Cy Tamm would finish second on the day, followed by Gus Pell in third.\n"
    assert places(tmp_path, body) == {"Cy Tamm": {"second"}, "Gus Pell": {"third"}}


@pytest.mark.parametrize(
    "sentence",
    [
        "Tamm said he would win the race with ease.",
        "If the rain had held off, Tamm would win the race with ease.",
        "Tamm would win the race if the rain held off.",
        "Everyone thought that Tamm would take the victory.",
        "Tamm would be the winner of the race, the stewards decided.",
    ],
)
def test_a_win_that_might_have_been_is_none(tmp_path: Path, sentence: str) -> None:
    assert winners(tmp_path, OPEN + sentence + "\n") == set()
