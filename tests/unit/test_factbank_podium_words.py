"""More ways a report gives the places behind the winner, and a place dropped to in the race that is no result
(reports we wrote, names invented)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.unit.reports_we_wrote import places


@pytest.mark.parametrize(
    "body, expected",
    [
        ("Third was non-Playoff driver Gus Pell of Vireo Racing.", {"Gus Pell": {"third"}}),
        (
            "Vireo drivers Gus Pell and Eli Vance, who came home third and fourth, respectively.",
            {"Gus Pell": {"third"}, "Eli Vance": {"fourth"}},
        ),
        ("Completing the rostrum was the young French rider Gus Pell.", {"Gus Pell": {"third"}}),
        (
            "Claiming the final podium was Vireo's Gus Pell, who finished 16.934 seconds behind Quill.",
            {"Gus Pell": {"third"}},
        ),
        (
            "Completing the podium, again by some margin, for the second race in a row was the Vireo Racing Ford "
            "Mustang of Gus Pell.",
            {"Gus Pell": {"third"}},
        ),
        (
            "Behind Quill and Tamm were Gus Pell in third, Eli Vance in fourth and Jon Kerr in fifth.",
            {"Gus Pell": {"third"}, "Eli Vance": {"fourth"}, "Jon Kerr": {"fifth"}},
        ),
        (
            "Completing the rostrum was Gus Pell with the factory Vireos of Eli Vance and Jon Kerr fourth and fifth.",
            {"Gus Pell": {"third"}, "Eli Vance": {"fourth"}, "Jon Kerr": {"fifth"}},
        ),
        ("Cy Tamm then slipped down to sixth in the closing laps.", {"Cy Tamm": {"sixth"}}),
        ("Cy Tamm slipped to sixth on the last lap, his best finish of the year.", {"Cy Tamm": {"sixth"}}),
        ("Cy Tamm slipped to fifth after the mistake but he clawed back the difference.", {}),
        ("Third was the best result for Gus Pell.", {}),
    ],
)
def test_places_behind_the_winner(tmp_path: Path, body: str, expected: dict[str, set[str]]) -> None:
    assert places(tmp_path, body) == expected


def test_a_place_dropped_to_then_a_place_at_the_end(tmp_path: Path) -> None:
    assert places(tmp_path, "After an 8-second stop, Cy Tamm fell to eighth and ended up sixth.") == {
        "Cy Tamm": {"sixth"}
    }
