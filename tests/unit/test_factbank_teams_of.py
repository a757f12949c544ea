"""What "of" and a make tell about a driver: a hometown ("Ada Quill of Laguna Beach") is no team, a car
and its driver ("the Acme of Cy Tamm") names no team "Cy Tamm", and in IndyCar a maker supplies the engine
("Quill's Honda"), so it is asked as the engine, never as the team. "His" car after a rival the subject hit
("of Y, sending his Ford spinning") or after two people ("X had backup driver Y ready to step into his
Pontiac") is no one's; "the No. 37 Team Acme car" after an object ("second to Quill") is the subject's; a
car's sponsor ("the No. 27 Acme Fire Sprinklers car", "..., Inc.") is no person; the front row is no pole;
"his No. 2 Dodge" in an apposition ("over Reed, a runner-up in his No. 2 Dodge") is Reed's; "his Ford" after a
relative clause ("Reed, who broke a tie with Tamm, finished behind in his Ford") is the subject's. Reports we
wrote."""

from __future__ import annotations

from pathlib import Path

from bot.factbank import build_bank
from bot.factbank.entities import find_mentions
from tests.unit.reports_we_wrote import facts


def test_a_hometown_after_of_is_no_team() -> None:
    for town in ("Laguna Beach", "Palm Springs", "San Remo"):
        kinds = {
            m.text: m.kind for m in find_mentions(f"Ada Quill of {town} has tried to win here for years.")
        }
        assert kinds.get(town) != "team", town


def test_a_car_of_a_driver_names_no_team_after_of() -> None:
    kinds = {m.text: m.kind for m in find_mentions("Eli Vance spun while avoiding the Williams of Cy Tamm.")}
    assert kinds.get("Cy Tamm") == "person"
    kinds = {m.text: m.kind for m in find_mentions("Vergne of DS Techeetah won again.")}
    assert kinds.get("DS Techeetah") == "team"


def test_an_indycar_make_is_its_engine_not_its_team(tmp_path: Path) -> None:
    (tmp_path / "r.txt").write_text(
        "Quill wins the 2031 IndyCar Harbor Grand Prix\n\nAda Quill won the 2031 IndyCar Harbor Grand Prix "
        "at Portside Raceway, beating Cy Tamm by 2.1 seconds. Eli Vance was third, followed by Gus Pell's "
        "Honda.\n"
    )
    questions = build_bank(tmp_path).questions
    assert not [q for q in questions if q.kind == "team" and q.answer == "Honda"]
    engines = [q for q in questions if q.kind == "make"]
    assert engines and all(q.prompt.startswith("Whose engines powered ") for q in engines)


def test_an_owners_engines_are_no_car_he_drove(tmp_path: Path) -> None:
    from tests.unit.reports_we_wrote import facts

    told = facts(
        tmp_path,
        "Quill wins the Harbor 300\n\nAda Quill won the Harbor 300 at Portside Speedway. She "
        "loves the horsepower in Cy Tamm's Ford engines.",
    )
    assert not [f for f in told if f[0] == "make" and f[1] == "Cy Tamm"]


def test_the_team_driver_after_a_rival_taken_from_is_not_the_rival(tmp_path: Path) -> None:
    from tests.unit.reports_we_wrote import facts

    told = facts(
        tmp_path,
        "Vance wins the Harbor Grand Prix\n\nEli Vance snatched the points lead from Cy Tamm on Sunday as the "
        "Acme Racing driver produced a fine drive to win the Harbor Grand Prix.",
    )
    assert not [f for f in told if f[0] == "team" and f[1] == "Cy Tamm"]


def test_his_car_after_a_rival_the_subject_hit_is_not_the_subjects(tmp_path: Path) -> None:
    got = facts(
        tmp_path,
        "Quill wins at Portside\n\nAda Quill won the Harbor 400 at Portside Speedway on Sunday.\n\nOn lap 65, "
        "Bo Reed tagged the rear bumper of Cy Tamm, sending his Ford Taurus spinning off turn 4.\n\nLater, "
        "Eli Vance ran out of fuel and parked his Dodge in the garage.\n",
    )
    makes = {(s, v) for r, s, v in got if r == "make"}
    assert ("Bo Reed", "Ford") not in makes  # the Ford is the car Reed hit: Tamm's, but "his" does not say so
    assert ("Eli Vance", "Dodge") in makes  # no one between: his own


def test_his_car_after_two_people_is_no_ones(tmp_path: Path) -> None:
    got = facts(
        tmp_path,
        "Quill wins at Portside\n\nAda Quill won the Harbor 400 at Portside Speedway on Sunday, ahead of Bo "
        "Reed.\n\nQuill had backup driver Bo Reed ready to step into his Pontiac if the spells struck again.\n\n"
        "Cy Tamm was third. Tamm seized the lead from pole-sitter Eli Vance on the seventh lap, going on to win "
        "on his Honda.\n",
    )
    assert not {(s, v) for r, s, v in got if r == "make"} & {("Bo Reed", "Pontiac"), ("Eli Vance", "Honda")}


def test_a_sponsor_is_no_person_and_a_car_after_an_object_is_the_subjects(tmp_path: Path) -> None:
    kinds = {m.text: m.kind for m in find_mentions("Bo Reed started in the No. 27 Acme Fire Sprinklers car.")}
    assert kinds.get("Acme Fire Sprinklers") != "person"
    kinds = {m.text: m.kind for m in find_mentions("He drove for Acme Fire Sprinklers, Inc. last year.")}
    assert kinds.get("Acme Fire Sprinklers") != "person"
    got = facts(
        tmp_path,
        "Quill wins the 2009 Harbor 100\n\nAda Quill won the 2009 Harbor 100 at Portside Speedway.\n\nBo Reed, "
        "the 2006 series champion who finished second to Quill at Portside that year, finished fourth in the "
        "No. 37 Team Acme car. Cy Tamm, who started on the front row, faded to fifth.\n",
    )
    assert {(s, v) for r, s, v in got if r == "team"} == {("Bo Reed", "Team Acme")}
    assert not {v for r, _s, v in got if r == "pole"}  # the front row holds two or three cars


def test_his_car_in_an_apposition_is_the_named_ones(tmp_path: Path) -> None:
    got = facts(
        tmp_path,
        "Quill wins at Portside\n\nAda Quill won the 2012 Harbor 500 at Portside Speedway.\n\nQuill increased "
        "the No. 48 Chevrolet's lead by five points to seven over Bo Reed, a runner-up in his No. 2 Dodge at "
        "Portside by leading 75 laps.\n",
    )
    assert {(r, s, v) for r, s, v in got if r in {"make", "car_number"}} == {
        ("make", "Bo Reed", "Dodge"),
        ("car_number", "Bo Reed", "2"),
    }


def test_his_car_after_a_relative_clause_is_the_subjects(tmp_path: Path) -> None:
    got = facts(
        tmp_path,
        "Quill wins at Portside\n\nAda Quill won the 1996 Harbor 400 at Portside Speedway.\n\nBo Reed, who broke "
        "a tie with Cy Tamm and took the lead in the points, finished a half-second behind in his Ford.\n",
    )
    assert {(s, v) for r, s, v in got if r == "make"} == {("Bo Reed", "Ford")}
