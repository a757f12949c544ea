"""Races known by one word ("the Derby", "the 113th running of the Preakness"), a kicker in capitals
that names the event ("HARBOR RALLY: Scot masters the forests"), a win told in the perfect passive, and a
jockey told by the mount he rode. Reports we wrote."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.factbank import build_bank
from tests.unit.reports_we_wrote import race_of


@pytest.mark.parametrize(
    "text, name",
    [
        (
            "Sea Lord springs a surprise\n\nThe owner and the trainer stood in the winners' circle after the "
            "231st Derby yesterday. Sea Lord, a colt unraced at two, beat the favourite by a neck.",
            "231st Derby",
        ),
        (
            "Sea Lord rises above the feud\n\nA star was born on Saturday. Sea Lord asserted himself turning for "
            "home to capture the 140th running of the Preakness after the favourite was hassled. The colt won "
            "by two lengths from Storm Bay, with the jockey easing him down past the finish line.",
            "140th Preakness",
        ),
        (
            "Quill keeps command\n\nHARBOR RALLY: Scot masters the forests to become champion. Ada Quill "
            "held her nerve through the final stages yesterday and cruised into Portside. Her team-mate was "
            "second again. The final tests of the Acme Harbor Rally were passed with the assurance that had "
            "marked her all week.",
            "Acme Harbor Rally",
        ),
    ],
)
def test_a_classic_of_one_word_or_a_kicker_names_the_race(text: str, name: str) -> None:
    rid = race_of(text)
    assert rid is not None
    assert rid.name == name


def test_the_derby_has_been_won_by_the_horse_not_its_jockey(tmp_path: Path) -> None:
    (tmp_path / "r.txt").write_text(
        "Ben Rook wins his third Derby at Portside on Sea Lord\n\nThe Derby has been won by the favourite Sea "
        "Lord, giving Ben Rook a third success in the race. The jockey raised his arm as he passed the line, "
        "two lengths ahead of Storm Bay. Rook settled his mount towards the rear for the first half of the race.\n"
    )
    facts = {(f.relation, f.value) for f in build_bank(tmp_path).facts}
    assert ("winner", "Sea Lord") in facts
    assert ("winner", "Ben Rook") not in facts
    assert ("runner_up", "Storm Bay") in facts


def test_a_race_to_come_and_a_clause_closed_by_a_comma_do_not_hide_the_reports_race() -> None:
    rid = race_of(
        "PORTSIDE: Harbor report\n\nPORTSIDE -- Rookie Ada Quill, who had to use a provisional to get into the "
        "field, won the Acme 300 NASCAR Busch Series race for the Grand National Divisions on Saturday at "
        "Portside Speedway. Attention on Sunday will switch to the 37th Harbor 500 NASCAR Winston Cup Series "
        "event. Cy Tamm will try to win his first Harbor 500."
    )
    assert rid is not None
    assert rid.name == "Acme 300"


def test_the_season_of_an_earlier_win_is_not_this_races_year() -> None:
    rid = race_of(
        "Quill heads an Acme one-two\n\nAda Quill headed an Acme one-two in the Harbor Grand Prix on Sunday, "
        "and the Formula One crowd cheered.\n\nQuill crossed the line 1.3 seconds in front of team-mate Cy Tamm."
        "\n\nThis was Quill's first win since the 2013 season-ending Portside Grand Prix."
    )
    assert rid is not None
    assert rid.year is None


def test_a_headlines_adjective_before_the_distance_is_no_name_and_another_years_track_no_venue() -> None:
    rid = race_of(
        "Quill Edges Tamm In Rain-soaked 600\n\nPORTSIDE, N.C. -- Ada Quill survived a wet, crash-filled race on "
        "Sunday to become the first four-time winner of the Acme 600. Quill edged Cy Tamm at the line. She was "
        "the first rookie winner since Gus Pell in 1963 at Harbor Speedway."
    )
    assert rid is not None
    assert rid.name == "Acme 600"
    assert rid.venue != "Harbor Speedway"


def test_a_route_length_a_rivals_past_race_and_a_track_cut_short_name_nothing() -> None:
    rid = race_of(
        "Acme-Portside: Quill sprints to victory in velodrome finish\n\nPORTSIDE (AFP) - A week after finishing "
        "second at Tour of Harbor, Ada Quill won a dramatic sprint at the end of the 257km race on Sunday."
    )
    assert rid is not None and rid.name != "257km" and rid.venue != "Tour"
    rid = race_of(
        "Sea Lord reclaims the Harbor Gold Cup\n\nSea Lord reclaimed the $10 million Harbor Gold Cup when 2031 "
        "Acme Derby (G1) sensation Storm Bay was beaten by two lengths at Portside Racecourse on Saturday."
    )
    assert rid is not None and rid.name != "Acme Derby"
    rid = race_of(
        "Quill wins Xfinity Series race in Portside for first time\n\nAda Quill won the Xfinity Series race in "
        "Portside on Saturday. Quill scored a Cup victory at Portside Motor Speedway in 2019 as well."
    )
    assert rid is not None and rid.venue != "Portside Motor"
