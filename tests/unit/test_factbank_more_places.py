"""Places, margins, laps, poles, cars, teams and make choices in more of the words other writers use,
and what they must not be read as (sentences we wrote). `test_factbank_more_words` holds winners and races."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.factbank.answers import accepted_variants
from bot.factbank.entities import find_mentions
from bot.factbank.names import NameBook
from tests.unit.reports_we_wrote import bank as _bank
from tests.unit.reports_we_wrote import places as _places


def test_a_place_said_outright_outweighs_whom_the_winner_beat_elsewhere(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill wins the Harbor 300\n\nAda Quill beat Eli Vance in the final of qualifying after the Acme "
        "Racing driver lost control. Ada Quill comfortably won the Harbor 300 at Portside Speedway, with Cy "
        "Tamm finishing second.",
    )
    seconds = {f.value for f in r.facts if f.relation == "runner_up"}
    seconds |= {f.subject for f in r.facts if f.relation == "position" and f.value == "second"}
    assert seconds == {"Cy Tamm"}
    # "the Acme Racing driver" after a clause opener may be either of the two just named: nobody's team
    assert not [f for f in r.facts if f.relation == "team" and f.subject == "Ada Quill"]


def test_a_margin_later_revised_is_not_asked(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill wins the Harbor 300\n\nAda Quill won the Harbor 300 at Portside Speedway by 2.7 seconds, later "
        "confirmed to be 12.7 seconds when her penalty was rescinded. Cy Tamm was second.",
    )
    assert not [f for f in r.facts if f.relation == "margin"]
    r = _bank(
        tmp_path, "Quill wins the Harbor 300\n\nAda Quill won the Harbor 300 by 2.7 seconds from Cy Tamm."
    )
    assert {f.value for f in r.facts if f.relation == "margin"} == {"2.7 seconds"}


def test_teams_said_with_of_and_teammates(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill wins the Harbor 300\n\nAda Quill won the Harbor 300 at Portside Speedway. Ada Quill held off "
        "her Acme Racing teammate Cy Tamm for the win. Eli Vance of Zenith Motorsports was third, and Bo "
        "Lind of Mercedes finished fifth. The #5 Orbit Racing Honda of Mexican Al Ruiz was sixth.",
    )
    teams = {(f.subject, f.value) for f in r.facts if f.relation in {"team", "make"}}
    assert {
        ("Ada Quill", "Acme Racing"),
        ("Cy Tamm", "Acme Racing"),
        ("Eli Vance", "Zenith Motorsports"),
        ("Bo Lind", "Mercedes"),
        ("Al Ruiz", "Orbit Racing"),
    } <= teams


def test_a_team_whose_name_opens_with_a_team_word_keeps_it() -> None:
    assert "Point" not in accepted_variants("Racing Point", "team", NameBook())
    assert "Penske" in accepted_variants("Penske Racing", "team", NameBook())


@pytest.mark.parametrize(
    "body, who, place",
    [
        (
            "Acme took the top four places, with series leader Cy Tamm second, Eli Vance third and Bo Lind fourth.",
            "Eli Vance",
            "third",
        ),
        (
            "Acme took the top four places, with series leader Cy Tamm second, Eli Vance third and Bo Lind fourth.",
            "Bo Lind",
            "fourth",
        ),
        ("Defending champion Cy Tamm finished 4.2 seconds back in third place.", "Cy Tamm", "third"),
        ("Cy Tamm of BMW Sauber was fourth, ahead of his teammate.", "Cy Tamm", "fourth"),
        ("Cy Tamm ending up P6 ahead of his team mate.", "Cy Tamm", "sixth"),
        ("His teammate Cy Tamm could only manage P12 after a spin.", "Cy Tamm", "twelfth"),
        ("Cy Tamm managed only 12th place on his Honda.", "Cy Tamm", "twelfth"),
        ("In eighth was the best-placed Briton, Cy Tamm.", "Cy Tamm", "eighth"),
        ("Cy Tamm, who raced well but finished 13th, was unhappy.", "Cy Tamm", "thirteenth"),
        (
            "Eli Vance's second place coupled with a fourth-place finish for Cy Tamm pleased the team.",
            "Cy Tamm",
            "fourth",
        ),
        (
            "The two Acme riders, Cy Tamm and Eli Vance, were 10th and 12th respectively.",
            "Eli Vance",
            "twelfth",
        ),
        ("Cy Tamm was the top Honda in fifth.", "Cy Tamm", "fifth"),
    ],
)
def test_places_in_other_writers_words(tmp_path: Path, body: str, who: str, place: str) -> None:
    assert place in _places(tmp_path, body).get(who, set())


def test_a_list_of_running_places_is_no_result(tmp_path: Path) -> None:
    body = "At the halfway point Acme led, with Cy Tamm second and Eli Vance third."
    assert _places(tmp_path, body) == {}


def test_a_gap_said_with_a_later_place_is_no_runner_up(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill wins the Harbor 300\n\nAda Quill won the Harbor 300 at Portside Speedway on Sunday. Cy Tamm "
        "finished 4.2 seconds back in third place.",
    )
    assert not [f for f in r.facts if f.relation in {"runner_up", "margin"}]
    assert {(f.subject, f.value) for f in r.facts if f.relation == "position"} == {("Cy Tamm", "third")}


def test_passing_someone_to_finish_gives_a_place(tmp_path: Path) -> None:
    body = "Cy Tamm passed the fading Eli Vance to finish in second place, and Bo Lind moved ahead of Al Ruiz with one lap remaining to finish third over him."
    got = _places(tmp_path, body)
    assert "second" in got.get("Cy Tamm", set()) and "third" in got.get("Bo Lind", set())
    assert "Eli Vance" not in got and "Al Ruiz" not in got


@pytest.mark.parametrize(
    "body, margin",
    [
        ("Quill pulled away as Cy Tamm finally faded, finishing 1.16 seconds behind.", "1.16 seconds"),
        ("Quill averaged 172.962 mph to edge her teammate by 0.312 seconds.", "0.312 seconds"),
    ],
)
def test_margins_in_other_writers_words(tmp_path: Path, body: str, margin: str) -> None:
    r = _bank(
        tmp_path, "Quill wins the Harbor 300\n\nAda Quill won the Harbor 300 at Portside Speedway. " + body
    )
    assert {f.value for f in r.facts if f.relation == "margin"} == {margin}


def test_makes_of_teammates_and_a_works_team() -> None:
    assert [(m.text, m.kind) for m in find_mentions("It was won by Audi Sport ABT's Lucas di Grassi.")][
        :1
    ] == [("Audi Sport ABT", "team")]
    assert "Audi" in accepted_variants("Audi Sport ABT", "team", NameBook())


def test_a_teammate_shares_the_make(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill wins the Harbor 300\n\nAda Quill won the Harbor 300 at Portside Speedway, beating her Ford "
        "team leader Cy Tamm. Eli Bayliss’ Toyota team-mate Bo Lind stalled on the grid.",
    )
    makes = {(f.subject, f.value) for f in r.facts if f.relation == "make"}
    assert {("Cy Tamm", "Ford"), ("Eli Bayliss", "Toyota"), ("Bo Lind", "Toyota")} <= makes


def _facts(tmp_path: Path, body: str, relation: str) -> set[tuple[str, str]]:
    r = _bank(
        tmp_path, "Quill wins the Harbor 300\n\nAda Quill won the Harbor 300 at Portside Speedway. " + body
    )
    return {
        ("" if f.subject.startswith("Harbor 300") else f.subject, f.value)
        for f in r.facts
        if f.relation == relation
    }


@pytest.mark.parametrize(
    "body, relation, fact",
    [
        ("She led Cy Tamm by 2.55 seconds at the finish.", "margin", ("", "2.55 seconds")),
        ("Officials called the margin of victory 0.0033 seconds.", "margin", ("", "0.0033 seconds")),
        (
            "Quill took the flag with a 26.166 second margin of victory over Tamm.",
            "margin",
            ("", "26.166 seconds"),
        ),
        ("Cy Tamm was second, beaten by three lengths.", "margin", ("", "3 lengths")),
        ("Cy Tamm was out of the lead after leading a race high 61 laps.", "laps_led", ("Cy Tamm", "61")),
        ("Starting from pole position for the 18th time, Ada Quill got the jump.", "pole", ("", "Ada Quill")),
        ("Pole position Cy Tamm (Acme), 1min 37.209sec.", "pole", ("", "Cy Tamm")),
        (
            "Cy Tamm kicked the night off by leading the first four laps from the pole.",
            "pole",
            ("", "Cy Tamm"),
        ),
        ("Cy Tamm drove the No. 22 Ford for Penske.", "car_number", ("Cy Tamm", "22")),
        ("Ada Quill (#88 ZB Commodore) was never headed.", "car_number", ("Ada Quill", "88")),
        (
            "They passed the No. 10 Konica Minolta/Acme Racing Corvette DP of Cy Tamm.",
            "car_number",
            ("Cy Tamm", "10"),
        ),
    ],
)
def test_margins_laps_poles_and_cars_in_more_words(
    tmp_path: Path, body: str, relation: str, fact: tuple
) -> None:
    assert fact in _facts(tmp_path, body, relation)


def test_a_car_driven_in_relief_of_someone_is_not_theirs(tmp_path: Path) -> None:
    body = "Cy Tamm, who retired last season, drove the No. 88 Chevy for Acme Racing in relief of Eli Vance again."
    assert ("Eli Vance", "88") not in _facts(tmp_path, body, "car_number")


def test_medallists_and_a_place_claimed_after_a_pass(tmp_path: Path) -> None:
    body = (
        "The triumph came at the expense of silver medallist Cy Tamm. Bronze medallist Eli Vance was happy. "
        "Bo Lind enjoyed a late surge, passing his teammate on the last lap to claim fourth place."
    )
    got = _places(tmp_path, body)
    assert (
        got.get("Cy Tamm") == {"second"}
        and got.get("Eli Vance") == {"third"}
        and got.get("Bo Lind") == {"fourth"}
    )


def test_a_place_taken_on_the_way_and_lost_is_no_result(tmp_path: Path) -> None:
    body = "Meanwhile, Cy Tamm passed Eli Vance by Lap 4 to claim second but the latter reclaimed the spot later."
    assert "Cy Tamm" not in _places(tmp_path, body)


def test_a_disqualification_voids_the_places_it_may_have_moved(tmp_path: Path) -> None:
    got = _places(
        tmp_path,
        "Cy Tamm was fourth and Eli Vance fifth. Al Ruiz crossed the line third but was later disqualified for a low car.",
    )
    assert got == {}
    got = _places(
        tmp_path, "Cy Tamm was fourth and Eli Vance fifth. Al Ruiz finished ninth but was later disqualified."
    )
    assert got == {"Cy Tamm": {"fourth"}, "Eli Vance": {"fifth"}}


def test_make_choices_are_the_series_makes(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill wins the Harbor 300\n\nAda Quill won the NASCAR Cup Series Harbor 300 at Portside Speedway in her "
        "Ford Mustang. Cy Tamm was second in a Toyota and Eli Vance third in a Chevrolet.",
    )
    makes = [q for q in r.questions if q.kind == "make"]
    assert makes and all(set(q.choices) <= {"Chevrolet", "Ford", "Toyota", "Dodge"} for q in makes)
    r = _bank(
        tmp_path,
        "Quill wins Bathurst 1000\n\nAda Quill won the 50th Bathurst 1000 at Mount Panorama in her Holden. Cy Tamm "
        "was second in a Ford and Eli Vance third in a Holden.",
    )
    makes = [q for q in r.questions if q.kind == "make" and q.choices]
    assert makes and all("Holden" in q.choices and "Honda" not in q.choices for q in makes)


def test_one_team_is_never_offered_twice() -> None:
    from bot.factbank.distractors import pick_distractors

    got = pick_distractors(
        "q", "team", ["Ferrari"], [], "Ferrari", ["Williams", "Williams Renault", "Lotus", "Sauber"]
    )
    assert not ({"Williams", "Williams Renault"} <= set(got))
