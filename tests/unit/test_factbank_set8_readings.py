"""Errors a blind judge found on an eighth set of real reports, fixed in general form and tested on
sentences we wrote: a year from someone else's win, places from gears and laps, a triathlon's leg, a
margin that is only "more than", a series from another outing, a car model in a team's name, a state in a
track's name, a series' possessive before a sponsor's race."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.unit.reports_we_wrote import bank as _bank
from tests.unit.reports_we_wrote import facts as _facts
from tests.unit.reports_we_wrote import winners as _winners

HEAD = "Quill wins the Harbor 300\n\nAda Quill won the Harbor 300 at Portside Speedway on Sunday. "


def test_the_year_of_someone_elses_win_is_not_the_races(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Rookie gets first win in Harbor Grand Prix\n\nAda Quill won the Harbor Grand Prix on Sunday. Cy Tamm, "
        "who was raised in Portside and won the 2021 Harbor race, was third.",
    )
    assert "2021" not in r.documents[0].race


def test_gears_and_the_end_of_a_lap_give_no_places(tmp_path: Path) -> None:
    facts = _facts(
        tmp_path,
        HEAD + "Bo Lind was third, despite losing fifth and sixth gears, followed by Cy Tamm and Eli Vance. "
        "By the end of that lap Jo Park was in second place ahead of Al Reed and Ty Moss.",
    )
    places = {(s, v) for r, s, v in facts if r == "position"}
    assert ("Bo Lind", "third") in places
    assert not {p for p in places if p[0] in {"Cy Tamm", "Eli Vance", "Jo Park", "Al Reed", "Ty Moss"}}


def test_a_legs_length_and_a_margin_of_more_than_are_not_asked(tmp_path: Path) -> None:
    facts = _facts(
        tmp_path,
        "Quill wins Harbor Ironman\n\nAda Quill won the Harbor Ironman on Saturday, more than five seconds clear "
        "of Cy Tamm. Quill stayed in the hunt in the 2.4-mile swim and the 112-mile bike race.",
    )
    assert not {f for f in facts if f[0] in {"margin", "distance"}}


def test_a_series_named_for_another_outing_is_not_the_races(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill wins the Harbor 400\n\nOnly two months after competing in the Indianapolis 500, Ada Quill won the "
        "2031 Harbor 400 in the NASCAR Cup Series at Portside Speedway. Cy Tamm's Ford spun on the last lap.",
    )
    prompts = [q.prompt for q in r.questions if q.answer == "Ford"]
    assert prompts and all("manufacturer" in p for p in prompts)


def test_a_teams_name_stops_before_its_car_and_its_drivers_name(tmp_path: Path) -> None:
    facts = _facts(
        tmp_path,
        HEAD + "Cy Tamm drove the #25 Audi Sport Team Kestrel Audi R8 LMS to second place. The Team Acme "
        "Chevrolet of Bo Lind was third.",
    )
    teams = {(s, v) for r, s, v in facts if r == "team"}
    assert not {t for t in teams if "R8" in t[1] or "Bo Lind" in t[1]}
    assert ("team", "Bo Lind", "Team Acme Chevrolet") in facts  # the make is its car's, the person read on


def test_a_state_inside_a_tracks_name_and_a_series_possessive_before_a_race(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill wins at Portside\n\nAda Quill took the win in the Acme Diesel 200 at Portside (Ala.) Speedway on "
        "Saturday night in the Harbor Truck Series' Acme Diesel 200.",
    )
    assert r.documents[0].race == "Acme Diesel 200 at Portside Speedway"


def test_a_lead_that_says_the_win_was_lost_gives_the_other_driver_the_win(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill deprived of famous victory\n\nAda Quill was deprived of victory on the last lap of a thrilling "
        "Harbor Grand Prix at Portside Circuit yesterday. The Canadian surged past on the grass to take the "
        "lead on the final lap and steal a precious win. Cy Tamm's victory moves him to within three points "
        "of Bo Lind in the championship.",
    )
    assert {f.value for f in r.facts if f.relation == "winner"} == {"Cy Tamm"}


def test_a_cars_model_number_is_no_race_and_a_title_case_of_is(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Kestrel Porsche Wins 24 Hours Of Portside\n\nPORTSIDE - Ada Quill climbed into the winning Porsche 962 "
        "with an hour to go, and she, Cy Tamm and Eli Vance won the race by two laps at Portside Speedway. "
        "Bo Lind's Porsche 962 had broken down on lap 600.",
    )
    assert r.documents[0].race == "24 Hours of Portside"


@pytest.mark.parametrize(
    "text, winner",
    [
        ("Tamm seals Harbor Cup downhill title; Quill wins final race", "Ada Quill"),
        ("Quill charges to second title", "Ada Quill"),  # one clause: at a championship, the race's title
        ("Quill Captures Title - And She Wins The Race, Too", "Ada Quill"),
        ("Quill and Lind win after Vance heartbreak, Tamm clinches title", ""),
    ],
)
def test_a_headlines_title_is_the_seasons_unless_nothing_else_is_said(
    tmp_path: Path, text: str, winner: str
) -> None:
    body = "\n\nAda Quill, Cy Tamm, Bo Lind and Eli Vance were all at Portside Speedway for the Harbor 300."
    assert _winners(tmp_path, text + body) == ({winner} if winner else set())


@pytest.mark.parametrize(
    "sentence, winner",
    [
        ("Ada Quill held off Spain's Cy Tamm over the final laps to win the Harbor 300.", "Ada Quill"),
        ("Ada Quill chiselled her niche yesterday when winning a second Harbor 300.", "Ada Quill"),
        ("In a thrilling sprint Ada Quill succeeded in beating Cy Tamm in the Harbor 300.", "Ada Quill"),
        (
            "The laurels went not to Cy Tamm but to Ada Quill, 27, of Norway, who became the event's first "
            "two-time winner.",
            "Ada Quill",
        ),
        ("Ada Quill, jeered at the start, charged to slalom gold at the Harbor 300.", "Ada Quill"),
    ],
)
def test_winners_read_in_the_words_of_the_eighth_set(tmp_path: Path, sentence: str, winner: str) -> None:
    text = "Harbor 300 report\n\n" + sentence + " Bo Lind and Eli Vance were at Portside Speedway."
    assert _winners(tmp_path, text) == {winner}


def test_two_drivers_who_have_won_share_the_win(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Harbor 500 report\n\nAda Quill and Cy Tamm have won the Harbor 500 at Portside Speedway after "
        "heartbreak for their team-mates Bo Lind and Eli Vance.",
    )
    facts = {(f.relation, f.value) for f in r.facts}
    assert {("winner", "Ada Quill"), ("co_winner", "Cy Tamm")} <= facts


@pytest.mark.parametrize(
    "sentence, places",
    [
        ("Cy Tamm fought off Bo Lind's challenge and held on for second place.", {("Cy Tamm", "second")}),
        (
            "She was followed by Cy Tamm, Bo Lind, Eli Vance and Ty Reed.",
            {("Cy Tamm", "second"), ("Bo Lind", "third"), ("Eli Vance", "fourth"), ("Ty Reed", "fifth")},
        ),
        ("It trimmed third-place finisher Bo Lind's lead in the standings.", {("Bo Lind", "third")}),
    ],
)
def test_places_of_a_list_after_the_winner_and_never_of_a_possessive(
    tmp_path: Path, sentence: str, places: set[tuple[str, str]]
) -> None:
    facts = _facts(tmp_path, HEAD + sentence)
    assert {(s, v) for r, s, v in facts if r == "position"} | {
        (v, "second") for r, s, v in facts if r == "runner_up"
    } == places


def test_one_followed_by_someone_else_gives_no_places(tmp_path: Path) -> None:
    facts = _facts(tmp_path, HEAD + "Cy Tamm was followed by Bo Lind and Eli Vance.")
    assert not {f for f in facts if f[0] in {"position", "runner_up"}}


@pytest.mark.parametrize(
    "text, race",
    [
        (
            "Harbor report\n\nAda Quill won the first Harbor marathon in 2 hours 11 minutes yesterday.",
            "Harbor Marathon",
        ),
        (
            "Report HS 2017\n\nToday, Harbor-Sanport was organized for the 108th time. Ada Quill won the sprint "
            "ahead of Cy Tamm.",
            "2017 Harbor-Sanport",
        ),
        (
            "The mark of a champion\n\nNobody thought anyone could win the Rally of the 1000 Harbors. Ada Quill "
            "won it by 40 seconds from Cy Tamm.",
            "Rally of the 1000 Harbors",
        ),
        (
            "Hardy annual blooms\n\nAda Quill won a second Acme Champion Hurdle yesterday. Certainly the 2005 "
            "Champion Hurdle will be remembered for Quill.",
            "2005 Acme Champion Hurdle",
        ),
        (
            "Kestrel Porsche Wins Wet, Wild Portside 24\n\nAda Quill and Cy Tamm take the Kestrel Porsche to "
            "Portside 24 victory. They took the No. 912 Porsche 911 GT3 R to a narrow 26.413-second win.",
            "Portside 24",
        ),
        (
            "Quill first at Harbor\n\nAda Quill won the 91st Harbor Marathon yesterday. She had also won the "
            "1981 Harbor Marathon.",
            "91st Harbor Marathon",
        ),
    ],
)
def test_race_names_and_years_of_the_eighth_set(tmp_path: Path, text: str, race: str) -> None:
    assert _bank(tmp_path, text).documents[0].race == race


def test_a_preposition_before_a_number_names_no_race(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill Has Time Of Life: 9.86 In 100\n\nPORTSIDE -- Ada Quill won the 100m final at Portside "
        "Stadium on Sunday night, beating Cy Tamm by a foot.",
    )
    assert "In 100" not in r.documents[0].race


def test_a_one_word_team_of_its_driver_is_no_persons_name(tmp_path: Path) -> None:
    facts = _facts(tmp_path, HEAD + "Cy Tamm was fourth, ahead of the Lotus-Ford of Bo Lind.")
    assert ("team", "Bo Lind", "Lotus-Ford") in facts
    assert not {f for f in facts if "Lotus" in f[1]}
