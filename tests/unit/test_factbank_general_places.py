"""Places, margins, teams, cars, crews and answers read in ways that hold for any report (sentences we
wrote); `test_factbank_general` holds winners and race names."""

from __future__ import annotations

from pathlib import Path

from tests.unit.reports_we_wrote import bank as _bank
from tests.unit.reports_we_wrote import race_of


def test_a_car_named_in_a_with_clause_is_that_persons(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill wins the Harbor 300\n\nAda Quill won the Harbor 300 at Portside Speedway. Cy Tamm started "
        "from pole. He finished second, with Eli Vance third in the No. 27 car.",
    )
    cars = {(f.subject, f.value) for f in r.facts if f.relation == "car_number"}
    assert ("Eli Vance", "27") in cars
    assert ("Cy Tamm", "27") not in cars


def test_an_ordinal_before_a_kind_of_runner_counts_them_and_is_no_place(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill wins the Harbor 300\n\nAda Quill won the Harbor 300 at Portside Speedway. Cy Tamm, who was "
        "the 19th racer to go, finished with a time of 1:56. Eli Vance was runner up.",
    )
    places = {(f.subject, f.value) for f in r.facts if f.relation == "position"}
    assert ("Cy Tamm", "nineteenth") not in places
    assert {f.value for f in r.facts if f.relation == "runner_up"} == {"Eli Vance"}


def _relation(tmp_path: Path, body: str, relation: str) -> set[tuple[str, str]]:
    r = _bank(
        tmp_path,
        "Quill wins the Harbor Grand Prix\n\nAda Quill won the Harbor Grand Prix at Portside. " + body,
    )
    return {(f.subject, f.value) for f in r.facts if f.relation == relation}


def test_a_name_nobody_has_in_a_car_or_team_slot_is_a_team(tmp_path: Path) -> None:
    body = (
        "Frenchman Cy Tamm, in a Vantor, finished second. Eli Vance of Finland in a Brakk was third. Bo Lind, "
        "driving for the Osprey team, retired. Gus Pell of the Tyrell team crashed. Ray Moss finished sixth "
        "in a Team Kestrel Chevrolet. The order behind had been Corvid drivers Jon Kerr and Al Dunn. The "
        "crashed car of the Austrian driver, Ty Marsh, burned."
    )
    teams = _relation(tmp_path, body, "team")
    assert {
        ("Cy Tamm", "Vantor"),
        ("Eli Vance", "Brakk"),
        ("Bo Lind", "Osprey"),
        ("Gus Pell", "Tyrell"),
        ("Ray Moss", "Team Kestrel"),  # the car's make is no part of the team's name
        ("Jon Kerr", "Corvid"),
        ("Al Dunn", "Corvid"),
    } <= teams
    assert not any(team == "Austrian" for _, team in teams)  # a nationality


def test_a_car_driven_names_its_make(tmp_path: Path) -> None:
    assert ("Cy Tamm", "Ferrari") in _relation(
        tmp_path, "Cy Tamm of Italy, driving a Ferrari, was second.", "make"
    )


def test_a_team_named_short_and_in_full_is_one_team(tmp_path: Path) -> None:
    body = "Cy Tamm of Kestrel Racing was second. Kestrel riders Cy Tamm and Eli Vance started up front."
    teams = _relation(tmp_path, body, "team")
    assert ("Cy Tamm", "Kestrel Racing") in teams and ("Cy Tamm", "Kestrel") not in teams


def test_a_possessor_is_not_the_subject_of_his(tmp_path: Path) -> None:
    body = (
        "Quill won the second round for Cy Tamm's Vantor team and took a big jump in the standings with "
        "her second consecutive victory."
    )
    assert ("Cy Tamm", "2") not in _relation(tmp_path, body, "wins_in_a_row")


def test_places_in_lists_appositions_and_epithets(tmp_path: Path) -> None:
    body = (
        "Cy Tamm was second. Eli Vance, defending winner Bo Lind and polesitter Gus Pell rounded out the top "
        "five. Ray Moss in a Vantor, was sixth. Jon Kerr of Finland in a Brakk was seventh. Al Dunn, Tamm' "
        "Kestrel Racing teammate, was eighth. Eighth-place finisher aside, ninth-place Ty Marsh (1:42:10) "
        "never led."
    )
    places = _relation(tmp_path, body, "position")
    assert {
        ("Eli Vance", "third"),
        ("Bo Lind", "fourth"),
        ("Gus Pell", "fifth"),
        ("Ray Moss", "sixth"),
        ("Jon Kerr", "seventh"),
        ("Al Dunn", "eighth"),
        ("Ty Marsh", "ninth"),
    } <= places


def test_a_place_epithet_in_the_standings_is_no_result(tmp_path: Path) -> None:
    body = "Quill expanded her points lead to 84 on fourth-place Cy Tamm in the standings."
    assert ("Cy Tamm", "fourth") not in _relation(tmp_path, body, "position")


def test_the_winner_and_runner_up_pair_tells_a_yearless_unnamed_race_apart(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill edges Tamm at Portside\n\nAda Quill won at Portside Speedway on Sunday, beating Cy Tamm by "
        "0.012 seconds.",
    )
    prompts = {q.prompt for q in r.questions if q.kind == "margin"}
    assert prompts == {"By what margin did Ada Quill beat Cy Tamm in the race at Portside Speedway?"}


def test_a_name_owning_the_person_after_it_is_their_team_unless_a_place(tmp_path: Path) -> None:
    body = (
        "Behind came Vantor-Mercedes' Cy Tamm and Brakk lead driver Eli Vance. Britain's Bo Lind was fifth. "
        "Gus Pell visited Kelso's Royal Harbor Hospital. Red Bull Racing's Jon Kerr was sixth."
    )
    teams = _relation(tmp_path, body, "team")
    assert {("Cy Tamm", "Vantor-Mercedes"), ("Eli Vance", "Brakk")} <= teams
    assert not any(team in {"Britain", "Kelso", "Racing"} for _, team in teams)


def test_a_track_goes_by_its_datelines_town_and_indy_by_indianapolis(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill holds off Tamm\n\nKELSO, N.C. -- Ada Quill continued her run at Kelso Speedway, holding off Cy "
        "Tamm in the final laps of Saturday's 2031 Harbor 200 for her 10th win at Kelso.",
    )
    venue = next(q for q in r.questions if q.answer == "Kelso Speedway")
    assert "Kelso" in venue.accepted
    r = _bank(
        tmp_path,
        "Quill wins maiden Indy 500\n\nAda Quill overcame Cy Tamm to win the 2031 Indy 500 by just 0.060s.",
    )
    event = next(q for q in r.questions if q.answer == "Indy 500")
    assert "Indianapolis 500" in event.accepted


def test_he_and_a_codriver_claiming_the_race_make_a_crew(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill pays respect with win\n\nAda Quill's tears turned to joy as she and Cy Tamm claimed the "
        "inaugural Harbor 1000 at Portside Speedway. Eli Vance finished second.",
    )
    won = next(
        q for q in r.questions if q.kind in {"winner", "crew_winner", "co_winners"} or "crew" in q.prompt
    )
    assert "Cy Tamm" in won.accepted and "Ada Quill" in won.accepted


def test_the_one_right_behind_a_placed_person_is_next(tmp_path: Path) -> None:
    body = (
        "Cy Tamm finished second on a Vantor, ahead of Spaniard Eli Vance, also on a Vantor. Gus Pell was "
        "fifth, ahead of Bo Lind and Jon Kerr."
    )
    places = _relation(tmp_path, body, "position")
    assert ("Eli Vance", "third") in places
    assert not any(who in {"Bo Lind", "Jon Kerr"} for who, _ in places)  # a list: not one right behind


def test_a_horse_named_with_a_nationality_keeps_its_name(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Verry Good victory in Harbor Cup\n\nVerry Good has won the Harbor Cup at Portside Racecourse, storming "
        "home by 3½ lengths. Favourite Incentive ran second ahead of third-placed Spanish Quest. The horse "
        "was ridden by jockey Ada Quill.",
    )
    places = {(f.subject, f.value) for f in r.facts if f.relation == "position"}
    assert ("Spanish Quest", "third") in places


def test_a_gap_with_an_aside_before_behind_is_the_margin(tmp_path: Path) -> None:
    body = "Cy Tamm finished 0.192-seconds — about two car-lengths — behind the winner."
    assert ("", "0.192 seconds") in {("", v) for _, v in _relation(tmp_path, body, "margin")}


def test_a_sports_car_class_is_nobody() -> None:
    from bot.factbank.entities import find_mentions

    people = [
        m.text
        for m in find_mentions("In GT Le Mans, the No. 3 Vantor of Ada Quill won the GT Daytona class.")
    ]
    assert "GT Le Mans" not in people and "GT Daytona" not in people


def test_a_place_with_points_is_the_standings(tmp_path: Path) -> None:
    body = "Cy Tamm was third with 29 in the title race after a quiet afternoon. Eli Vance, who finished sixth, on 48."
    places = _relation(tmp_path, body, "position")
    assert ("Cy Tamm", "third") not in places and ("Eli Vance", "sixth") in places


def test_a_long_list_of_places_respectively_is_read_in_order(tmp_path: Path) -> None:
    body = (
        "Former champions Cy Tamm, Eli Vance, Bo Lind, Gus Pell, and Jon Kerr finished sixth, eighth, 11th, 19th "
        "and 20th respectively."
    )
    places = _relation(tmp_path, body, "position")
    assert {("Cy Tamm", "sixth"), ("Jon Kerr", "twentieth"), ("Bo Lind", "eleventh")} <= places
    assert ("Jon Kerr", "sixth") not in places


def test_a_place_said_in_the_present_is_the_standings(tmp_path: Path) -> None:
    body = (
        "In the overall standings, Quill has 90 points after four races, with Cy Tamm on 82. Eli Vance is sixth. "
        "Gus Pell was fourth in the race, and Jon Kerr is fifth in the final results."
    )
    places = _relation(tmp_path, body, "position")
    assert ("Eli Vance", "sixth") not in places
    assert {("Gus Pell", "fourth"), ("Jon Kerr", "fifth")} <= places


def test_a_team_in_brackets_after_a_name_is_theirs(tmp_path: Path) -> None:
    body = (
        "Cy Tamm (Zenith-Lotto) was second and Eli Vance (Astana) third. Gus Pell (GBR) was fourth, Jon Kerr "
        "(Italian) fifth, Dee Hoyt (Motorola Reynard Mercedes-Benz) sixth, Bo Lind (Aus) seventh and Al Dunn "
        "(Pro Stock) eighth, said Ty Marsh (Reuters)."
    )
    teams = _relation(tmp_path, body, "team")
    assert {("Cy Tamm", "Zenith-Lotto"), ("Eli Vance", "Astana")} <= teams
    assert not {who for who, _ in teams} & {
        "Gus Pell",
        "Jon Kerr",
        "Dee Hoyt",
        "Bo Lind",
        "Al Dunn",
        "Ty Marsh",
    }


def test_a_make_a_win_or_a_place_was_for_is_the_persons(tmp_path: Path) -> None:
    body = (
        "Ada Quill capped a memorable week by winning her home grand prix for Mercedes. Cy Tamm was second and "
        "Eli Vance in third taking the first double podium for Honda this season."
    )
    makes = _relation(tmp_path, body, "make") | _relation(tmp_path, body, "team")
    assert {("Ada Quill", "Mercedes"), ("Eli Vance", "Honda")} <= makes


def test_places_listed_after_from_are_a_result(tmp_path: Path) -> None:
    places = _relation(
        tmp_path, "Quill eased to victory from Cy Tamm in second and Eli Vance in third.", "position"
    )
    assert {("Cy Tamm", "second"), ("Eli Vance", "third")} <= places


def test_a_gap_ahead_of_a_makes_driver_names_the_runner_up(tmp_path: Path) -> None:
    body = (
        "Quill finished two minutes 33.2 seconds ahead of Subaru's Cy Tamm to win the race for a fourth year."
    )
    assert {who for _, who in _relation(tmp_path, body, "runner_up")} == {"Cy Tamm"}


def test_whom_the_bronze_medallist_edged_out_took_no_bronze(tmp_path: Path) -> None:
    body = "Quill won by a second, with Cy Tamm edging out Zealandia's Eli Vance to take the bronze medal."
    places = _relation(tmp_path, body, "position")
    assert ("Eli Vance", "third") not in places


def test_the_standings_and_a_pair_of_teams_are_no_place_or_team(tmp_path: Path) -> None:
    body = (
        "Cy Tamm dropped to third, 21 points back. Quill expected her rivals Eli Vance and Gus Pell to pit again, "
        "only for Red Bull and Ferrari to gamble on staying out."
    )
    assert ("Cy Tamm", "third") not in _relation(tmp_path, body, "position")
    assert not {who for who, _ in _relation(tmp_path, body, "team")} & {"Eli Vance", "Gus Pell"}


def test_a_chassis_and_engine_after_at_is_no_venue() -> None:
    rid = race_of(
        "Quill wins in Harboria\n\nFor eight seasons the burden had been shouldered by Cy Tamm. How fitting, then, "
        "that Ada Quill, his successor at Williams-Renault, should register her maiden victory here in yesterday's "
        "Harborian Grand Prix, beating Eli Vance."
    )
    assert rid is not None and rid.venue != "Williams-Renault"


def test_a_skipper_named_after_by_and_a_nationality_took_no_place(tmp_path: Path) -> None:
    body = (
        "In Portside, Swedish entry Zephyr, skippered by Briton Cy Tamm, finished 13 hours adrift in second. "
        "Fourth place went to Swede Eli Vance."
    )
    places = _relation(tmp_path, body, "position")
    assert ("Cy Tamm", "second") not in places and ("Eli Vance", "fourth") in places


def test_a_cars_model_letter_is_no_persons_name(tmp_path: Path) -> None:
    body = "Quill outdragged the polesitting Team Zenith-fielded Honda Civic Type R of Cy Tamm away from the line."
    teams = _relation(tmp_path, body, "team")
    assert not [who for who, _ in teams if who.endswith(" R")]


def test_a_lead_into_the_final_stage_lost_to_a_retirement_and_a_moment_are_no_result(tmp_path: Path) -> None:
    body = (
        "Quill entered the final 38km stage just 7.5 seconds ahead of her team-mate Cy Tamm, but the Spaniard's "
        "engine failed and he was forced to retire. Eli Vance was hit by Gus Pell just 85 laps into the race."
    )
    assert not _relation(tmp_path, body, "runner_up") and not _relation(tmp_path, body, "margin")
    assert not _relation(tmp_path, body, "distance")
