"""What an answer accepts and offers (reports we wrote): a surname of several particles whole, and laps led
never more than the race had."""

from __future__ import annotations

from pathlib import Path

from bot.matching import check
from tests.unit.reports_we_wrote import bank


def test_a_surname_of_two_particles_is_accepted_whole(tmp_path: Path) -> None:
    r = bank(
        tmp_path,
        "Van der Quill wins in Kelso\n\nAda van der Quill won the 2031 Kelso Classic on Sunday, beating Cy Tamm.",
    )
    won = next(q for q in r.questions if q.kind == "winner")
    assert "van der Quill" in won.accepted and "der Quill" not in won.accepted
    assert check("van der Quill", won.accepted, others=won.others)


def test_laps_led_choices_are_never_more_than_the_race_has(tmp_path: Path) -> None:
    r = bank(
        tmp_path,
        "Quill wins the Harbor 275\n\nAda Quill won the 2031 Harbor 275 at Portside Speedway on Sunday, beating "
        "Cy Tamm. Eli Vance led 232 laps.",
    )
    led = next(q for q in r.questions if q.kind == "laps_led")
    assert led.answer == "232" and len(led.choices) == 4
    assert all(int(c) <= 275 for c in led.choices)
