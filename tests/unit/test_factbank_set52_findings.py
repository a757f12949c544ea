"""What a blind judge found wrong on a second new set of real reports, each fault written again as a report
of our own (names invented; nothing of the real reports is copied)."""

from __future__ import annotations

from pathlib import Path

from tests.unit.reports_we_wrote import facts_of, race_of


def test_the_last_race_like_this_one_is_another_race() -> None:
    rid = race_of(
        "Quill wins rain-shortened Portside race\n\nAda Quill tied a series record with her third straight win at "
        "Portside Speedway as the race was stopped after 171 laps. The last rain-shortened race was the 2027 "
        "Harbor 500, won by Cy Tamm."
    )
    assert rid is not None and "Harbor 500" not in rid.name and rid.year != 2027, rid


def test_a_sprint_race_won_the_day_before_is_not_the_grand_prix() -> None:
    rid = race_of(
        "Quill claims maiden victory in Ruritania\n\nAda Quill followed up her sprint race win yesterday with her "
        "maiden Grand Prix victory at Portside Park on Sunday, leading her team mate Cy Tamm across the line."
    )
    assert rid is not None and "sprint" not in rid.name, rid


def test_a_race_won_in_the_sprint_race_is_named_so() -> None:
    rid = race_of("Quill on top\n\nAda Quill won the Formula Two sprint race at Portside Park on Saturday.")
    assert rid is not None and "sprint race" in rid.name, rid


def test_a_title_sponsor_that_also_sponsors_a_series_stays_in_the_races_name() -> None:
    rid = race_of(
        "Quill prevails at Portside\n\nAda Quill led 43 of the 60 laps in the Gander Outdoors 150 at Portside "
        "Raceway on Saturday to win."
    )
    assert rid is not None and rid.name == "Gander Outdoors 150", rid


def test_a_races_name_in_the_possessive_is_the_name() -> None:
    rid = race_of(
        "Quill wins in Ruritania\n\nAda Quill struggled at the start of Rally Ruritania's return to the world "
        "championship before winning it in style, with Cy Tamm second."
    )
    assert rid is not None and rid.name == "Rally Ruritania", rid


def test_the_grids_line_up_is_no_result(tmp_path: Path) -> None:
    text = (
        "Quill wins at Portside\n\nPORTSIDE, May 5, 2024 - Ada Quill won the Portside Grand Prix on Sunday. It was "
        "an all-Vireo line-up on the second row comprised of Gus Pell and Jon Kerr, with Cy Tamm in P5 next to Eli "
        "Vance in sixth."
    )
    assert not facts_of(tmp_path, text, "position")


def test_a_bare_surname_is_not_the_late_father_of_the_same_name(tmp_path: Path) -> None:
    text = (
        "Quill wins at Portside\n\nPORTSIDE, May 5, 2024 - Ada Quill won the Harbor 500 at Portside Speedway on "
        "Sunday. It gives her a shot at a title that would tie her with the late Rod Tamm.\n\nRod Tamm Jr. finished "
        "fifth. Quill fended off Vireo Racing teammate Tamm on the backstretch."
    )
    facts = {(s, v) for s, v in facts_of(tmp_path, text, "team")} | facts_of(tmp_path, text, "position")
    assert not {p for p in facts if p[0] == "Rod Tamm"}, facts


def test_an_acronym_in_capitals_keeps_its_capitals(tmp_path: Path) -> None:
    text = (
        "Quill wins at Portside\n\nPORTSIDE, May 5, 2024 - Ada Quill won the Harbor 300 at Portside Speedway. "
        "Cy Tamm of Team RAC BMW finished second."
    )
    teams = {v for _, v in facts_of(tmp_path, text, "team")}
    assert "Team Rac Bmw" not in teams and teams <= {"Team RAC BMW"}, teams


def test_a_months_short_name_is_no_venue() -> None:
    rid = race_of(
        "Quill wins Ruritanian GP\n\nAda Quill won the Ruritanian Motorcycle Grand Prix on Sunday. Cy Tamm was "
        "third. He finished second on his comeback at the Oct. 4 Vireo GP."
    )
    assert rid is not None and rid.venue != "Oct", rid


def test_a_venue_the_races_name_says_is_no_question(tmp_path: Path) -> None:
    from tests.unit.reports_we_wrote import bank

    text = (
        "Quill wins at Portside\n\nAda Quill won the 2024 Vireo Grand Prix at Motorland Vireo on Sunday, with "
        "Cy Tamm second."
    )
    assert not [q for q in bank(tmp_path, text).questions if q.kind == "venue"]


def test_a_chassis_and_engine_team_goes_by_its_chassis() -> None:
    from bot.factbank.answers import accepted_variants
    from bot.factbank.names import NameBook

    assert "McLaren" in accepted_variants("West McLaren-Mercedes", "team", NameBook())
    assert "Williams" in accepted_variants("Williams-Renault", "team", NameBook())
    assert "Bull" not in accepted_variants("Red Bull-Honda", "team", NameBook())
