"""More of the ways real reports name a race's winner, its crew, its places and its name, tested on
sentences we wrote: a headline's idioms, a navigator beside the driver, a jockey in the headline, a car
model that looks like a sponsor's race, a place pair with no "respectively"."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.factbank.winner import headline_subject
from tests.unit.reports_we_wrote import bank as _bank
from tests.unit.reports_we_wrote import winners as _winners

BODY = " Ada Quill led 80 laps at Portside Speedway in the Harbor 300. Cy Tamm and Eli Vance ran there too."


@pytest.mark.parametrize(
    "headline",
    [
        "Quill Tops Tamm At Portside, Wins Third Straight Race",
        "Harbor rally to Quill",
        "Ada Quill shakes winless skid",
        "Quill reigns, ends Acme Portside drought",
        "Auto Racing Quill Wins 6th Race",
    ],
)
def test_a_headlines_idioms_for_a_win_name_the_winner(tmp_path: Path, headline: str) -> None:
    assert _winners(tmp_path, headline + "\n\n" + BODY) == {"Ada Quill"}


@pytest.mark.parametrize(
    "headline",
    [
        "Quill tops practice at Portside",
        "Quill ends title drought",
        "Pole to Quill",
        "Quill Tops Friday Practice",
    ],
)
def test_words_a_headline_uses_for_anything_but_the_win_name_no_winner(tmp_path: Path, headline: str) -> None:
    assert _winners(tmp_path, headline + "\n\n" + BODY) == set()


def test_the_agent_of_a_by_phrase_with_a_title_before_the_name_is_no_winner(tmp_path: Path) -> None:
    text = (
        "Quill wins the Harbor 300\n\nAda Quill took advantage of a late spin by 2019 Harbor Cup winner Cy Tamm "
        "and passed him on the final lap to win the Harbor 300 at Portside Speedway."
    )
    assert _winners(tmp_path, text) == {"Ada Quill"}


def test_a_driver_and_his_navigator_won_as_a_crew(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill wins the Harbor Rally again\n\nPORTSIDE - Acme driver Ada Quill of Norway and her Danish navigator "
        "Bo Lind won the Harbor Rally on Sunday. It was the second year in a row that Quill had won the rally.",
    )
    facts = {(f.relation, f.value) for f in r.facts}
    assert ("winner", "Ada Quill") in facts
    assert ("co_winner", "Bo Lind") in facts


def test_a_place_before_a_noun_after_a_determiner_is_no_winner(tmp_path: Path) -> None:
    text = (
        "Tamm ends the wait\n\nCy Tamm brought a long wait to an end by giving Acme Racing its first Port Ellen "
        "race win in 18 years with a measured victory over Bo Lind. Cy Tamm triumphed by four seconds over Bo Lind "
        "in the Harbor 300 at Portside Speedway."
    )
    assert _winners(tmp_path, text) == {"Cy Tamm"}


def test_a_jockey_named_by_the_headline_is_not_the_winner(tmp_path: Path) -> None:
    text = (
        "Bo Lind Wins 90th Harbor Derby\n\nBo Lind became the first U. S. "
        "jockey in 60 years to win the Harbor Derby when he rode Sea Lord to an easy victory on Wednesday."
    )
    assert _winners(tmp_path, text) == {"Sea Lord"}


def test_a_count_of_wins_is_no_vote_and_the_next_places_stay(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill wins the Harbor 300\n\nAda Quill won the Harbor 300 at Portside Speedway on Sunday. Cy Tamm had "
        "won five of the first six races this season, and he led 70 laps. Bo Lind was third in the other Acme car.",
    )
    assert {f.value for f in r.facts if f.relation == "winner"} == {"Ada Quill"}
    assert ("Bo Lind", "third") in {(f.subject, f.value) for f in r.facts if f.relation == "position"}


def test_a_car_model_is_no_race_but_a_rally_in_lower_case_is(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Harbor rally to Quill\n\nAda Quill of Norway, in an Acme Delta, won the fifty-fourth Harbor rally here "
        "yesterday, 4min 4s clear of Cy Tamm, in a Peugeot 205 Turbo. Quill began rallying in a Simca 1000 "
        "ten years ago.",
    )
    assert r.documents[0].race == "Harbor Rally"
    assert not [f for f in r.facts if f.relation == "margin"]  # four minutes, not four seconds


def test_a_pair_of_places_is_read_only_with_respectively(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill wins the Harbor 300\n\nAda Quill won the Harbor 300 at Portside Speedway on Sunday. Acme's other "
        "crews, Cy Tamm and Eli Vance, and the Finns, Bo Lind and Jo Park, took fifth and sixth places. "
        "Ty Moss and Al Reed finished third and fourth respectivley.",
    )
    places = {(f.subject, f.value) for f in r.facts if f.relation == "position"}
    assert not {p for p in places if p[1] in {"fifth", "sixth"}}
    assert {("Ty Moss", "third"), ("Al Reed", "fourth")} <= places


def test_a_chassis_and_engine_name_a_team_and_a_makes_driver_drives_one(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill wins the Harbor Grand Prix\n\nAda Quill won the Harbor Grand Prix at Portside Circuit on Sunday. "
        "Cy Tamm claimed sixth place for Kestrel-Honda, just ahead of Spanish Renault driver Bo Lind.",
    )
    facts = {(f.relation, f.subject, f.value) for f in r.facts}
    assert ("team", "Cy Tamm", "Kestrel-Honda") in facts
    assert {("make", "Bo Lind", "Renault"), ("team", "Bo Lind", "Renault")} & facts


def test_a_two_word_team_with_its_team_word_and_a_numbered_cars_sponsor(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill wins the Harbor 300\n\nRed Bull Racing's Ada Quill won the Harbor 300 at Portside Speedway on "
        "Sunday. Acme Motorsports' Cy Tamm was third in the No. 12 Verizon Chevrolet. Bo Lind was fourth in "
        "the No. 45 Hy-Vee Honda.",
    )
    teams = {(f.subject, f.value) for f in r.facts if f.relation == "team"}
    assert ("Ada Quill", "Red Bull Racing") in teams
    assert not {t for t in teams if t[1] in {"Verizon Chevrolet", "Hy-Vee Honda"}}


@pytest.mark.parametrize(
    "sentence, fact",
    [
        (
            "He was followed home by his Kestrel-Renault team mate Cy Tamm.",
            ("team", "Cy Tamm", "Kestrel-Renault"),
        ),
        ("Cy Tamm, riding a Honda, was second.", ("make", "Cy Tamm", "Honda")),
        ("Cy Tamm finished in third place for Ferrari.", ("make", "Cy Tamm", "Ferrari")),
        ("Ada Quill registered a record-equalling victory for Ferrari.", ("make", "Ada Quill", "Ferrari")),
        ("Ada Quill sped past him to take the checkered flag for McLaren.", ("make", "Ada Quill", "McLaren")),
    ],
)
def test_a_team_or_make_read_in_more_ways(tmp_path: Path, sentence: str, fact: tuple[str, str, str]) -> None:
    r = _bank(
        tmp_path,
        "Quill wins the Harbor 300\n\nAda Quill won the Harbor 300 at Portside Speedway. " + sentence,
    )
    assert fact in {(f.relation, f.subject, f.value) for f in r.facts}


@pytest.mark.parametrize(
    "sentence",
    [
        "Ada Quill survived the chaos and one final restart to claim victory in the Harbor 300.",
        "Ada Quill stretched her advantage in the final minutes and scored her first Harbor 300 win by 1.4 "
        "seconds.",
    ],
)
def test_a_bare_victory_and_a_win_after_another_clause_name_the_winner(tmp_path: Path, sentence: str) -> None:
    assert _winners(tmp_path, "Harbor 300 report\n\n" + sentence + BODY) == {"Ada Quill"}


@pytest.mark.parametrize(
    "sentence",
    [
        "Ada Quill needed to claim victory in the Harbor 300 but crashed.",
        "Ada Quill was on course to claim victory in the Harbor 300 until her engine failed.",
        "Ada Quill looked fast and tried to claim victory in the Harbor 300.",
    ],
)
def test_a_victory_hoped_for_names_no_winner(tmp_path: Path, sentence: str) -> None:
    assert _winners(tmp_path, "Harbor 300 report\n\n" + sentence + BODY) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        "Gus Pell had the fastest car on the day that Ada Quill won the Harbor 300.",
        "Gus Pell appeared headed to the victory, but it was another Acme racer, Ada Quill, who won the Harbor 300.",
        "The Harbor 300 was on Sunday won by four-time champion Ada Quill in an Acme.",
        "Ada Quill took the lead with ten laps left. It was Ada Quill's sixth win of the season.",
    ],
)
def test_a_win_told_in_a_clause_a_cleft_or_a_count_names_the_winner(tmp_path: Path, sentence: str) -> None:
    assert _winners(tmp_path, "Harbor 300 report\n\n" + sentence + BODY) == {"Ada Quill"}


def test_a_place_after_that_is_no_winner(tmp_path: Path) -> None:
    text = "Harbor 300 report\n\nGus Pell led early. That Portside win was long ago, said Tamm." + BODY
    assert "Portside" not in " ".join(_winners(tmp_path, text))


@pytest.mark.parametrize(
    ("headline", "subject"),
    [
        ("NASCAR Quill Jr. ends slump with Portside win", "Quill Jr."),
        ("F1 Quill wins at Portside", "Quill"),
        ("Racing wins at Portside", "Racing"),  # a name's only word stays
    ],
)
def test_a_wire_headlines_series_before_the_name_is_no_part_of_it(headline: str, subject: str) -> None:
    assert headline_subject(headline) == subject


def test_a_drag_racing_class_is_nobody(tmp_path: Path) -> None:
    text = (
        "Harbor Nationals report\n\nDefending Top Fuel world champion Ada Quill vaulted into the points lead on "
        "Sunday at Portside Raceway, powering past Cy Tamm in the final round to win the Harbor Nationals. Funny "
        "Car and Pro Stock were won by others."
    )
    assert _winners(tmp_path, text) == {"Ada Quill"}


def test_a_winner_from_a_team_is_the_subject(tmp_path: Path) -> None:
    assert _winners(tmp_path, "Harbor 300 report\n\nAda Quill from Zenith Team won the race." + BODY) == {
        "Ada Quill"
    }


def test_a_place_claiming_another_victim_is_no_winner() -> None:
    assert headline_subject("Heartbreak Hill Claims Another Victim") == ""


def test_an_epithet_after_a_sentence_that_speaks_only_of_his_is_the_subject(tmp_path: Path) -> None:
    text = (
        "A day to savour\n\nADA QUILL picked her way slowly through the streets.\n\nBut this was no "
        "moment for haste, it was a moment to savour for the rest of her life.\n\nThe Finn had won her first "
        "Harbor Grand Prix and opened a lead over her team-mate, Cy Tamm."
    )
    assert _winners(tmp_path, text) == {"Ada Quill"}


def test_a_win_by_a_margin_told_late_in_the_report_names_the_winner(tmp_path: Path) -> None:
    filler = " ".join(
        f"Lap {k} was quiet and the field ran in line behind the pace car." for k in range(1, 8)
    )
    text = (
        "Red flag sets up a shootout\n\nThe Harbor 300 at Portside Speedway was slowed by rain. "
        + filler
        + " Ada "
        "Quill had a great restart and went on to win by 1.9 seconds with Cy Tamm finishing second and Eli Vance "
        "third."
    )
    assert _winners(tmp_path, text) == {"Ada Quill"}


@pytest.mark.parametrize(
    "sentence",
    [
        "Harboria's Ada Quill wrapped up a remarkable season when she won Bayview-Harbor-Bayview on Sunday.",
        "The world record holder, Ada Quill earned her first marathon victory when she upset Cy Tamm to win in 2 "
        "hours, 9 minutes.",
    ],
)
def test_a_win_told_after_when_names_the_winner(tmp_path: Path, sentence: str) -> None:
    text = (
        "Day of days\n\nThe crowd was huge at Portside Speedway on Sunday and the sun shone. "
        + sentence
        + BODY
    )
    assert _winners(tmp_path, text) == {"Ada Quill"}
