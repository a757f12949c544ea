"""Faults of the kinds a fresh set of unseen real reports (set 49) showed, each on a report we wrote: a
stage told "on stage 10 of Tour de France" asked as the whole Tour, an owner's word taken for the venue ("at
the Honda-owned track"), another race's place taken for the report's ("after a disappointing last race in
Bahrain"), a count taken for a place ("the third Cup runner-up for trainer X"), a car given to the rival an
opening participle names, and a track's other name offered as a wrong choice."""

from __future__ import annotations

from pathlib import Path

from bot.factbank import build_bank
from tests.unit.reports_we_wrote import bank, race_of
from tests.unit.reports_we_wrote import facts_of as facts


def test_a_stage_of_a_tour_told_in_the_headline_is_the_stage() -> None:
    rid = race_of(
        "Quill triumphs in sprint on stage 10 of Tour de France as Tamm keeps overall lead\n\nAda Quill edged a "
        "thrilling sprint to win her first stage of this Tour de France on Tuesday, ahead of Cy Tamm."
    )
    assert rid is not None and rid.name == "Tour de France stage 10", rid


def test_an_owners_word_is_no_venue() -> None:
    rid = race_of(
        "Quill wins but title must wait\n\nAda Quill won the Japanese Grand Prix on Sunday. Cy Tamm, who had "
        "started on pole position, finished 7.1 seconds behind on a sunny afternoon at the Honda-owned track."
    )
    assert rid is not None and rid.venue != "Honda-owned", rid


def test_another_races_place_told_as_the_last_race_is_no_venue() -> None:
    rid = race_of(
        "Quill extends lead with Spanish win\n\nAda Quill sealed Ferrari's second successive one-two finish, "
        "with McLaren's Cy Tamm taking third place after a disappointing last race in Bahrain. Eli Vance, "
        "winner in Bahrain, had got past Tamm at the start of the race."
    )
    assert rid is None or rid.venue != "Bahrain", rid


def test_a_count_of_runners_up_is_no_place_and_an_opening_participles_rival_owns_no_car(
    tmp_path: Path,
) -> None:
    horse = (
        "Iron Gate prevails in the Harbor Cup\n\nIron Gate, ridden by Jon Kerr, held off Brightwater and Sea Lord "
        "in the Harbor Cup at Glenmoor on Tuesday. Brightwater was the third Cup runner-up for leading trainer "
        "Cy Tamm, who is still yet to win the race.\n"
    )
    assert ("Brightwater", "third") not in facts(tmp_path, horse, "position")
    car = (
        "Quill wins the Harbor 301\n\nAda Quill won the Harbor 301 at Portside Speedway on Monday. Starting "
        "outside pole sitter Cy Tamm, Quill was the class of the field, putting her No. 19 Zenith Racing Toyota "
        "at the point.\n"
    )
    assert facts(tmp_path, car, "car_number") == {("Ada Quill", "19")}


def test_another_name_of_the_track_its_report_gives_is_no_wrong_choice(tmp_path: Path) -> None:
    for name, text in {
        "a.txt": "Quill wins the Harbor 301\n\nAda Quill won the NASCAR Cup Series Harbor 301 at Portside Speedway on "
        "Monday, beating Cy Tamm. The 301-lapper at the Magic Mile was postponed for rain.\n",
        "b.txt": "Tamm wins the Bay 400\n\nCy Tamm won the NASCAR Cup Series Bay 400 at Rivermouth Raceway on Sunday, "
        "beating Ada Quill.\n",
        "c.txt": "Vance wins the Coast 500\n\nEli Vance won the NASCAR Cup Series Coast 500 at Dunmore Motor Speedway, "
        "beating Cy Tamm.\n",
        "d.txt": "Pell wins the Hill 250\n\nGus Pell won the NASCAR Cup Series Hill 250 at Larkfield Park Speedway, beating "
        "Eli Vance.\n",
    }.items():
        (tmp_path / name).write_text(text)
    venues = [
        q for q in build_bank(tmp_path).questions if q.kind == "venue" and q.answer == "Portside Speedway"
    ]
    assert venues and all(q.choices and "Magic Mile" not in q.choices for q in venues), [
        q.choices for q in venues
    ]


def test_the_year_of_a_season_someone_lost_is_not_the_races() -> None:
    rid = race_of(
        "Quill wins opener\n\nAda Quill took the lead late in Saturday night's race at Portside Speedway and went "
        "on to win. Quill, the driver who lost the IndyCar Series championship to Cy Tamm when she ran out of fuel "
        "on the last lap of the 2027 season, got off to a great start with a victory in the Acme Indy 300."
    )
    assert rid is not None and rid.year != 2027, rid


def test_a_horse_that_prevails_under_a_new_jockey_is_asked_as_a_horse(tmp_path: Path) -> None:
    text = (
        "Iron Gate prevails under new jockey\n\nIron Gate won the Harbor Cup at Glenmoor by three lengths from "
        "Brightwater, with Sea Lord third. The horse was ridden by Australian jockey Cy Tamm and trained by Eli "
        "Vance.\n"
    )
    prompts = [q.prompt for q in bank(tmp_path, text).questions if q.kind == "winner"]
    assert prompts and all(p.startswith("Which horse") for p in prompts), prompts
