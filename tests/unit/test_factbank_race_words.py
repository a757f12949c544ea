"""How a report names its race, its series and its track, and the numbers it gives that belong to another
fight or another race (reports we wrote, names invented)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.factbank.entities import find_mentions
from tests.unit.reports_we_wrote import bank, facts_of, places, race_of


def test_a_series_playoff_is_no_race_name() -> None:
    race = race_of(
        "Quill hangs on for Truck Series win at Portside\n\nPORTSIDE -- Ada Quill got her first NASCAR Camping "
        "World Truck Series victory at Portside Speedway.\nHolding off Cy Tamm to the finish of Friday's Harbor "
        "200, she all but assured herself a berth in the NASCAR Camping World Truck Series Chase.\n"
    )
    assert race is not None and race.name == "Harbor 200"


@pytest.mark.parametrize(
    "text",
    [
        "BUSCH SERIES Quill passes Tamm near end to win\n\nPORTSIDE (AP) -- Ada Quill beat Cy Tamm on Saturday, "
        "winning the NASCAR Busch Series race at Portside Speedway. Several Nextel Cup drivers were in the field, "
        "and Nextel Cup regulars led most laps.\n",
        "Quill Wins Busch Race\n\nNothing could keep Ada Quill from winning the Harbor 300-mile Busch series stock "
        "car race at Portside Speedway. Nextel Cup drivers played most of the prominent roles.\n",
    ],
)
def test_a_busch_series_race_with_cup_drivers_is_the_busch_series(text: str) -> None:
    race = race_of(text)
    assert race is not None and race.series == "Busch Series"


@pytest.mark.parametrize(
    "text, venue",
    [
        (  # a place told with the year of another race there
            "Quill Finally Gets Break, Wins\n\nAda Quill led all 62 laps of Sunday's Vireo Grand Prix. He became "
            "the first driver to lead a race from start to finish since his father, Gus Quill, did it at Elm Lake, "
            "Wis., in 1987.\n",
            "",
        ),
        (  # the place that owns the track
            "Quill wins Ruritanian MotoGP\n\nAda Quill has won the Ruritanian Grand Prix. The race began in overcast "
            "conditions at Portside's Twin Ring circuit, with Cy Tamm overtaken before the first turn.\n",
            "Portside",
        ),
        (  # a race's name cut short at its initials
            "Quill Wins 200 While Running on Empty\n\nAda Quill drove to victory in the Vireo-G.I. Joe 200 Indy car "
            "race Sunday at Portside, Ore.\n",
            "Portside",
        ),
        (  # a meeting before this one
            "Quill masters the tricky conditions for victory at Elm Hatch\n\nAda Quill produced a tremendous "
            "comeback ride in race one, to clinch her third victory of the year after doing the double at Oak Park.\n",
            "Elm Hatch",
        ),
    ],
)
def test_the_venue_is_this_races(text: str, venue: str) -> None:
    race = race_of(text)
    assert race is not None and race.venue == venue


def test_a_bylines_owner_is_no_part_of_the_race_name() -> None:
    race = race_of(
        "Timothy Collings' Ruritanian GP Race Report\n\nAda Quill won the Ruritanian Grand Prix on Sunday.\n"
    )
    assert race is not None and race.name == "Ruritanian Grand Prix"


def test_a_grand_prix_of_another_series_says_its_series_in_the_track_question(tmp_path: Path) -> None:
    text = (
        "Quill wins in Portside\n\nAda Quill won the 2011 Ruritanian Grand Prix at Portside Circuit, the MotoGP "
        "race of the year there, ahead of Cy Tamm. MotoGP riders praised the track.\n"
    )
    prompts = [q.prompt for q in bank(tmp_path, text).questions if q.kind == "venue"]
    assert prompts and all("MotoGP Ruritanian Grand Prix" in p for p in prompts), prompts


@pytest.mark.parametrize(
    "sentence, margin",
    [
        (
            "Cy Tamm finished second, while Gus Pell beat a revitalised Eli Vance to third place by 0.011s.",
            set(),
        ),
        ("Quill won $134,306 for beating Cy Tamm to the finish line by 1 minute 48.53 seconds.", set()),
        ("Quill won $134,306 for beating Cy Tamm to the finish line by 1.53 seconds.", {"1.53 seconds"}),
    ],
)
def test_a_margin_is_the_winners_whole_gap(tmp_path: Path, sentence: str, margin: set[str]) -> None:
    text = f"Quill wins the Harbor 300\n\nAda Quill won the Harbor 300 at Portside Speedway on Sunday. {sentence}\n"
    assert {v for _, v in facts_of(tmp_path, text, "margin")} == margin


def test_a_teams_cars_of_two_drivers_name_the_drivers() -> None:
    kinds = {
        m.text: m.kind for m in find_mentions("and the Vireos of Tamm and Pell rounding out the top ten.")
    }
    assert "Vireos of Tamm" not in kinds and kinds.get("Tamm") == "surname"


def test_the_rows_of_the_grid_are_no_result(tmp_path: Path) -> None:
    body = (
        "Before the start, Cy Tamm sat on pole. Gus Pell and Eli Vance took row two, and the Vireos of Jon Kerr "
        "and Ann Bell rounding out the top ten."
    )
    assert places(tmp_path, body) == {}


def test_an_engine_before_a_sponsor_and_a_car_is_not_the_car() -> None:
    kinds = [
        (m.text, m.kind)
        for m in find_mentions(
            "Ada Quill pushed the nose of his Honda Marlboro McLaren first across the line."
        )
    ]
    assert ("McLaren", "make") in kinds and ("Honda", "make") not in kinds


def test_a_hyphen_cut_from_its_word_by_a_line_break_is_joined(tmp_path: Path) -> None:
    text = (
        "Quill wins the Ruritanian Grand Prix\n\nAda Quill won the 1995 Ruritanian Grand Prix. Quill guided his "
        "Williams- Renault to finish more than two laps clear.\n"
    )
    assert {v for _, v in facts_of(tmp_path, text, "team")} == {"Williams-Renault"}


@pytest.mark.parametrize(
    "opening",
    [
        "PORTSIDE, VIRELAND JULY 29, 2011 In rare instances in racing it just falls into place for Ada Quill, "
        "who won the Harbor 200 at Portside Speedway.",
        "03/28/2021..PORTSIDE RACE COURSE, ELM, CA…. Moon Dancer won the Harbor 200 at Portside Speedway.",
        "PORTSIDE (July 31st, 2011) -- Ada Quill won the Harbor 200 at Portside Speedway.",
    ],
)
def test_a_date_at_the_head_of_a_report_gives_its_year(opening: str) -> None:
    race = race_of(f"Quill wins at Portside\n\n{opening}\n")
    assert race is not None and race.year in {2011, 2021}


def test_a_beaten_rival_named_by_an_epithet_is_no_winner(tmp_path: Path) -> None:
    text = (
        "Moon Dancer takes the Vireo Derby\n\nHomebred colt Moon Dancer fought back from fifth place to outduel "
        "fastest qualifier Sea Fog by a nose at odds of 11-1 to win the $225,200 Vireo Derby on Sunday night.\n"
    )
    assert "Sea Fog" not in {v for _, v in facts_of(tmp_path, text, "winner")}
