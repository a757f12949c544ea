"""What the bench found wrong on a third new set of real reports, each fault written again as a report of our
own (names invented; nothing of the real reports is copied)."""

from __future__ import annotations

from pathlib import Path

from tests.unit.reports_we_wrote import facts_of, race_of


def test_a_season_of_an_earlier_win_is_not_the_races_year() -> None:
    rid = race_of(
        "Quill wins home rally\n\nAda Quill won her fifth Rally Ruritania in six years on Sunday. Quill, who had "
        "recorded her only win of the 2027 season on the fast gravel stages here, won 11 of the 21 stages of this "
        "year's event to beat Cy Tamm."
    )
    assert rid is not None and rid.year != 2027, rid


def test_a_word_of_praise_before_a_first_name_in_a_headline(tmp_path: Path) -> None:
    text = (
        "Marvellous Ada wins home rally\n\nPORTSIDE, Aug. 7, 2028 - Vireo's double world champion, Ada Quill, won "
        "her fifth Rally Ruritania in six years on Sunday, ending Cy Tamm's six-rally winning streak."
    )
    assert {v for _, v in facts_of(tmp_path, text, "winner")} == {"Ada Quill"}


def test_a_wheelchair_division_is_another_race(tmp_path: Path) -> None:
    text = (
        "Quill wins in Portside\n\nPORTSIDE, Nov. 1, 2030 - Ada Quill won the Portside Marathon on Sunday in 2 hours "
        "10 minutes. Ruritania's Gus Pell, 42, won the men's wheelchair division, beating Jon Kerr by 1 second. "
        "Eli Vance finished first in the women's wheelchair division."
    )
    winners = {v for _, v in facts_of(tmp_path, text, "winner")}
    assert not {"Gus Pell", "Eli Vance"} & winners, winners
    assert ("", "Jon Kerr") not in facts_of(tmp_path, text, "runner_up")


def test_a_race_named_before_its_winner_is_no_runner_up(tmp_path: Path) -> None:
    text = (
        "Vireo wins the Harbor Classic\n\nPORTSIDE, Nov. 1, 2030 - Vireo, trained by Cy Tamm, recorded a one-length "
        "victory over Bayview Million winner Sea Lord in the Harbor Classic at Portside Park."
    )
    assert "Bayview Million" not in {v for _, v in facts_of(tmp_path, text, "runner_up")}


def test_a_track_tested_at_is_not_the_venue() -> None:
    rid = race_of(
        "Ruritanian GP, 2031\n\nIn the fortnight after the 1-2 at Kelso, Vireo ran its new car for the first time in "
        "testing at Donmoor Park. Ada Quill won the Ruritanian Grand Prix, with Cy Tamm second."
    )
    assert rid is not None and rid.venue != "Donmoor Park", rid


def test_a_race_another_is_dated_by_is_not_the_report() -> None:
    rid = race_of(
        "Quill wins at Portside\n\nAda Quill won on Saturday at Portside Speedway. Pole sitter Cy Tamm, winner of "
        "last week's race just before the Harbor 500, ran second for most of the race."
    )
    assert rid is None or "Harbor 500" not in rid.name, rid
