"""More readings in the language real reports use (sentences we wrote): poles, laps, teams and cars, the
moments fans enjoy, horses and crews, margins and each series' phrasing. Split from `test_factbank_results`."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.factbank import build_bank
from tests.unit.reports_we_wrote import HEAD, RACE
from tests.unit.reports_we_wrote import fact_table as _facts
from tests.unit.reports_we_wrote import single_places as _places


@pytest.mark.parametrize(
    "body, relation, subject, value",
    [
        (
            "Quill, the driver of the No. 24 Ford for Vireo Racing, led a total of 91 laps.",
            "laps_led",
            "Ada Quill",
            "91",
        ),
        ("Quill recovered from an early penalty and led 35 of the 200 laps.", "laps_led", "Ada Quill", "35"),
        ("Cy Tamm, who led three times for 133 laps, crashed on lap 173.", "laps_led", "Cy Tamm", "133"),
        ('"We kept working," said Quill, who led 34 laps on the day.', "laps_led", "Ada Quill", "34"),
        ("Gus Pell was third after leading 120 of the 300 laps.", "laps_led", "Gus Pell", "120"),
        (
            "The pair – Quill (72 laps) and Eli Vance (52) – combined to lead 124 laps.",
            "laps_led",
            "Eli Vance",
            "52",
        ),
        (
            "Quill passed Gus Pell, her Vireo Racing teammate, for the lead.",
            "team",
            "Gus Pell",
            "Vireo Racing",
        ),
        (
            "Quill passed Gus Pell, her Vireo Racing teammate, for the lead.",
            "team",
            "Ada Quill",
            "Vireo Racing",
        ),
        (
            "Driving the No. 39 Chevrolet for Vireo Racing, Quill scored her fifth win.",
            "car_number",
            "Ada Quill",
            "39",
        ),
        ("Quill won from the pole.", "pole", RACE, "Ada Quill"),
        ("Quill was the fifth straight winner from the pole at Portside.", "pole", RACE, "Ada Quill"),
        ("Starting from the pole, Quill was never headed.", "pole", RACE, "Ada Quill"),
        ("Pole man Tamm had no answer in second place.", "pole", RACE, "Cy Tamm"),
        ("Quill beat runner-up Cy Tamm, the pole-winner, by 3.3 seconds.", "pole", RACE, "Cy Tamm"),
        ("Quill shouted over the radio of her 09 Ford to the crew.", "car_number", "Ada Quill", "09"),
    ],
)
def test_pole_laps_teams_and_cars(tmp_path: Path, body: str, relation: str, subject: str, value: str) -> None:
    body = body.replace("Tamm had", "Cy Tamm had") if "Pole man" in body else body
    facts = _facts(tmp_path, body + " Cy Tamm finished second and Gus Pell third.")
    assert facts.get((relation, subject)) == {value}, facts


def test_a_stint_is_not_laps_led(tmp_path: Path) -> None:
    facts = _facts(
        tmp_path,
        "Cy Tamm led the first 25 laps before fading. Gus Pell was fifth after leading the final 9 laps.",
    )
    assert ("laps_led", "Cy Tamm") not in facts and ("laps_led", "Gus Pell") not in facts
    facts = _facts(tmp_path, "Cy Tamm (No. 52) and Gus Pell (24) combined to lead 80 laps.")
    assert ("laps_led", "Cy Tamm") not in facts and ("laps_led", "Gus Pell") not in facts  # car numbers


def test_in_the_races_own_year_is_not_another_event(tmp_path: Path) -> None:
    head = "Quill wins the 2031 Harbor 300\n\nAda Quill won the 2031 Harbor 300 at Portside Speedway on Sunday.\n"
    facts = _facts(
        tmp_path, "Delta's form in 2031 showed with third and fourth for Cy Tamm and Gus Pell.", head
    )
    assert _places(facts) == {"Cy Tamm": "third", "Gus Pell": "fourth"}
    facts = _facts(
        tmp_path, "Delta's form in 2030 showed with third and fourth for Cy Tamm and Gus Pell.", head
    )
    assert _places(facts) == {}


def test_a_support_race_pole_is_not_this_race(tmp_path: Path) -> None:
    facts = _facts(tmp_path, "Earlier in the day, Gus Pell won the support race after starting from pole.")
    assert ("pole", RACE) not in facts


@pytest.mark.parametrize(
    "body, relation, subject, value",
    [
        (
            "Kim Lott finished 22nd while substituting for Eli Vance in the No. 43.",
            "substitute",
            "Eli Vance",
            "Kim Lott",
        ),
        ("Kim Lott drove in place of the injured Eli Vance.", "substitute", "Eli Vance", "Kim Lott"),
        ("The race started after a 3 1/2-hour rain delay.", "delay", "rain delay", "3 1/2 hours"),
        (
            "Quill became the first female driver to win the Harbor 300.",
            "first_to_win",
            "female driver",
            "Ada Quill",
        ),
    ],
)
def test_moments_fans_enjoy(tmp_path: Path, body: str, relation: str, subject: str, value: str) -> None:
    facts = _facts(tmp_path, body + " Cy Tamm finished second and Gus Pell third.")
    assert facts.get((relation, subject)) == {value}, facts


def test_a_first_that_is_a_record_of_many_wins_is_not_asked_as_this_race(tmp_path: Path) -> None:
    facts = _facts(tmp_path, "Quill became the first driver to win the event twice.")
    assert not any(rel == "first_to_win" for rel, _ in facts)


def test_a_record_equalled_later_is_not_said_to_be_set(tmp_path: Path) -> None:
    body = (
        "That beat the previous record of 0.002 seconds, which was the winning margin back in 2003 between Ray "
        "Kemp and Bo Pratt at Elm Raceway, and again in 2011 between Jon Kerr and Eli Vance at Oak Speedway."
    )
    (tmp_path / "r.txt").write_text(HEAD + body + " Cy Tamm finished second and Gus Pell third.\n")
    prompts = [q.prompt for q in build_bank(tmp_path).questions if q.kind.startswith("record")]
    assert prompts and not any("set in 2011" in p for p in prompts)
    assert any("equalled in 2011" in p for p in prompts)


def test_a_count_of_wins_refuses_a_place(tmp_path: Path) -> None:
    from bot.matching import check

    (tmp_path / "r.txt").write_text(
        HEAD.replace("Sunday", "Sunday, May 5, 2024")
        + "It was Quill's second win of the season. Cy Tamm finished second.\n"
    )
    q = next(q for q in build_bank(tmp_path).questions if q.kind == "season_win")
    assert check("2nd", q.accepted, others=q.others) and check("second", q.accepted, others=q.others)
    assert not check("P2", q.accepted, others=q.others)
    assert not check("second place", q.accepted, others=q.others)


def test_a_team_epithet_as_an_object_is_not_the_subjects_team(tmp_path: Path) -> None:
    body = (
        "Cy Tamm and Gus Pell tangled early. Jon Kerr had a similar experience as he tried to pass the Vireo "
        "Racing driver later in the race."
    )
    facts = _facts(tmp_path, body)
    assert ("team", "Jon Kerr") not in facts


def test_places_in_a_sentence_about_another_race_are_not_this_races(tmp_path: Path) -> None:
    body = (
        "Cy Tamm was second. In the support race, the event was won by local favourite Jon Kerr while Eli "
        "Vance was second. Fay Orr finished fifth."
    )
    places = _places(_facts(tmp_path, body))
    assert places.get("Cy Tamm") == "second"
    assert "Eli Vance" not in places and "Fay Orr" not in places


def test_a_horse_is_asked_as_a_horse_and_by_its_whole_name(tmp_path: Path) -> None:
    head = "Native Comet wins the Glenmoor Derby\n\n"
    body = (
        "Native Comet won the Glenmoor Derby by two lengths on Saturday, ridden by jockey Ivy Jax for trainer "
        "Hal Ives. Silver Bell finished second."
    )
    (tmp_path / "r.txt").write_text(head + body + "\n")
    q = next(q for q in build_bank(tmp_path).questions if q.kind == "winner")
    assert q.prompt.startswith("Which horse won the Glenmoor Derby")
    assert "Comet" not in q.accepted and "Native Comet" in q.accepted


def test_a_question_whose_prompt_holds_its_answer_is_not_asked(tmp_path: Path) -> None:
    body = "Cy Tamm finished second for Cy Tamm Motorsports. Gus Pell finished third for Vireo Racing."
    (tmp_path / "r.txt").write_text(HEAD + body + "\n")
    prompts = [q.prompt for q in build_bank(tmp_path).questions if q.kind == "team"]
    assert not any(p.startswith("Which team did Cy Tamm") for p in prompts)  # "Cy Tamm" would be accepted
    assert any("Gus Pell" in p for p in prompts)


def test_a_crews_nickname_after_the_is_not_a_winner(tmp_path: Path) -> None:
    head = "Harbor crews race\n\n"
    body = "The Light Blues took control from the start to win the Harbor Boat Race by three lengths."
    (tmp_path / "r.txt").write_text(head + body + "\n")
    assert not [f for f in build_bank(tmp_path).facts if f.relation == "winner"]


def test_in_a_horse_race_a_one_word_name_is_a_runner(tmp_path: Path) -> None:
    head = "Native Comet wins the Glenmoor Derby\n\n"
    body = (
        "Native Comet won the Glenmoor Derby by two lengths on Saturday, ridden by jockey Ivy Jax. Silver "
        "Bell finished second and Audacious was another head back in third."
    )
    (tmp_path / "r.txt").write_text(head + body + "\n")
    r = build_bank(tmp_path)
    assert {f.subject: f.value for f in r.facts if f.relation == "position"}.get("Audacious") == "third"
    runner = next(q for q in r.questions if q.kind == "runner_up")
    assert runner.prompt.startswith("Which horse finished second behind Native Comet")


def test_a_pair_placed_together_is_one_crew(tmp_path: Path) -> None:
    facts = _facts(
        tmp_path, "Cy Tamm finished second. Gus Pell and Jon Kerr were fourth, one place ahead of Eli Vance."
    )
    assert facts.get(("position", "Gus Pell")) == {"fourth"} and facts.get(("position", "Jon Kerr")) == {
        "fourth"
    }
    (tmp_path / "r.txt").write_text(HEAD + "Cy Tamm finished second. Gus Pell and Jon Kerr were fourth.\n")
    fourth = [q for q in build_bank(tmp_path).questions if "fourth" in q.prompt]
    assert fourth and {"Gus Pell", "Jon Kerr"} <= set(fourth[0].accepted)
    assert fourth[0].answer == "Gus Pell and Jon Kerr"  # the reveal names the crew, in the text's order
    assert not fourth[0].choices  # a crew is no button among single names


@pytest.mark.parametrize(
    "body, margin",
    [
        ("Quill took a 2.3-second victory over Cy Tamm.", "2.3 seconds"),
        ("Quill won by just 0.012 in a photo finish with Cy Tamm.", "0.012 seconds"),
        ("Quill finished 4.5 seconds clear after Cy Tamm faded.", "4.5 seconds"),
    ],
)
def test_more_ways_of_writing_the_margin(tmp_path: Path, body: str, margin: str) -> None:
    assert _facts(tmp_path, body).get(("margin", RACE)) == {margin}


def test_by_a_nose_and_the_measured_margin_are_one_fact(tmp_path: Path) -> None:
    facts = _facts(tmp_path, "Quill beat Cy Tamm by a nose. The margin of victory was .012 seconds.")
    assert facts.get(("margin", RACE)) == {"0.012 seconds"}
    facts = _facts(tmp_path, "Quill beat Cy Tamm by a nose. The margin of victory was 0.9 seconds.")
    assert ("margin", RACE) not in facts  # these two disagree: a conflict, asked of nobody


def test_a_rounded_margin_and_the_precise_one_are_one_fact(tmp_path: Path) -> None:
    table = "\n\nResults:\n1. Ada Quill (Vireo) 1:24:22.798\n2. Cy Tamm (Vireo) +5.142\n3. Gus Pell (Orbit) +8.452\n"
    (tmp_path / "r.txt").write_text(HEAD + "Cy Tamm was second, 5.1 seconds behind." + table)
    margins = {f.value for f in build_bank(tmp_path).facts if f.relation == "margin"}
    assert margins == {"5.142 seconds"}


def test_a_lead_during_the_race_is_not_the_margin(tmp_path: Path) -> None:
    facts = _facts(tmp_path, "Quill began the final day with a 1.5 second lead over Cy Tamm.")
    assert ("margin", RACE) not in facts


def test_a_horse_race_headlined_by_its_jockey_is_won_by_the_horse(tmp_path: Path) -> None:
    head = "Hart in historic Glenmoor Cup win\n\n"
    body = (
        "Mia Hart became the first apprentice jockey to win the Glenmoor Cup after Prince Of Tides stunned the "
        "field at Bayside. A 60/1 outsider, the seven-year-old prevailed by a neck from the Tom Reyes-trained "
        "Salt Marsh. The Ivy Jax-trained Gold Leaf was third."
    )
    (tmp_path / "r.txt").write_text(head + body + "\n")
    r = build_bank(tmp_path)
    by_kind = {q.kind: q for q in r.questions}
    assert by_kind["winner"].prompt.startswith("Which horse won the Glenmoor Cup")
    assert by_kind["winner"].answer == "Prince Of Tides"
    assert by_kind["runner_up"].answer == "Salt Marsh"
    assert {f.value for f in r.facts if f.relation == "margin"} == {"a neck"}
    everyone = {f.subject for f in r.facts} | {f.value for f in r.facts}
    assert not {"Tom", "Tom Reyes", "Ivy", "Ivy Jax"} & everyone  # trainers named in "X-trained" run nothing
