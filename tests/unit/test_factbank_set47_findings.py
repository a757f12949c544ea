"""Faults of the kinds unseen real reports showed, each on a report we wrote: a trainer read as the winner,
a meet read from a headline's verb and a race's leg, an event of no meet or place, a team read as a person,
another year's race and another race's track taken for the report's, and a drag race's name with a digit."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.factbank import build_bank
from bot.factbank.race_meets import meet_of
from tests.unit.reports_we_wrote import race_of


def _bank(tmp_path: Path, text: str):  # type: ignore[no-untyped-def]
    (tmp_path / "r.txt").write_text(text)
    return build_bank(tmp_path)


def test_a_trainer_who_won_the_race_with_a_horse_is_no_winner(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Results: winner of the Harbor World Cup\n\nSaeed bin Tamm has dominated the Harbor World Cup like no other "
        "trainer and won the $10 million feature for a stunning eighth time with the Ada Quill-ridden Iron Gate at "
        "Glenmoor on Saturday, a length clear of Brightwater in the race.\n",
    )
    winners = {f.value for f in r.facts if f.relation == "winner"}
    assert not winners & {"Saeed bin Tamm", "Tamm"}, winners


def test_a_meet_is_not_read_from_a_headline_verb_and_a_leg_is_no_event() -> None:
    assert "wins" not in meet_of("Quill wins Ironman World Championships with new course record", [])
    rid = race_of(
        "Quill wins Ironman World Championships with new course record\n\nAda Quill retained the Ironman World "
        "Championship title in Portside. She set a new course record of 8:46:46 with a 3.9km swim in 52:50, 180km "
        "of cycling in 4:52:26 and a marathon in 2:56:51 to finish the race ahead of Cy Tamm."
    )
    assert rid is None or "180km" not in rid.name, rid


def test_an_event_with_neither_meet_nor_place_is_not_asked_even_with_a_year(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Portside 2030: Immaculate finish sees Ada Quill to gold in men's 400m\n\nAda Quill won the 400m final on "
        "Thursday in 43.85, too good for Cy Tamm and Eli Vance, in that order, at the finish line of the race.\n",
    )
    assert not r.questions, [q.prompt for q in r.questions]


def test_a_team_named_before_its_drivers_is_no_winner(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Supercars Portside: Quill and Tamm score tense 500 win\n\nVantor Eight drivers Ada Quill and Cy Tamm made "
        "a perfect start to the endurance season, surviving a late restart to win the Portside 500.\n\nTamm "
        "executed two moves on Eli Vance in the early stages of the race to set up yet another Portside victory "
        "for Vantor Eight.\n",
    )
    winners = {f.value for f in r.facts if f.relation == "winner"}
    assert "Vantor Eight" not in winners and winners, winners


@pytest.mark.parametrize(
    "text, check",
    [
        (  # another year's race, told with "that year"
            "Quill triumphant at Portside\n\nPORTSIDE - Ada Quill won for the first time in 14 years by prevailing "
            "in Sunday's 500-mile IndyCar Series race at Portside Raceway, 2.34 seconds ahead of Cy Tamm. Quill's "
            "last victory came in a race at Lakeside in 2020. She also won the Harbor 500 that year.",
            lambda rid: "Harbor 500" not in rid.name,
        ),
        (  # a roundup's other race and its track
            "Auto Racing Roundup : Quill Wins Race\n\nAda Quill scored her first Formula One victory at the "
            "Meridian Grand Prix at Vale Park, Ruritania, on Sunday, 21 seconds ahead of Cy Tamm.\n\nEli Vance came "
            "from one lap down to take the lead with 46 laps left and won the Harbor 500 at Portside Motor Speedway.",
            lambda rid: rid.venue != "Portside Motor Speedway",
        ),
        (  # a name with a digit in it
            "Quill reigns at Circle K NHRA 4-Wide Nationals\n\nPORTSIDE - Neither a rain delay nor stiff "
            "competition could stop Ada Quill at Sunday's Circle K NHRA 4-Wide Nationals, where she beat Cy Tamm "
            "in the final round of the race.",
            lambda rid: rid.name == "Circle K NHRA 4-Wide Nationals",
        ),
    ],
)
def test_the_report_race_is_named(text: str, check) -> None:  # type: ignore[no-untyped-def]
    rid = race_of(text)
    assert rid is not None and check(rid), rid


def test_a_season_title_won_the_same_day_is_no_race_win(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Auto Racing Roundup : Fourth Place Gives Tamm Title; Quill Wins Race\n\nRuritania's Cy Tamm won the 2031 "
        "world driver's title Sunday and Ada Quill delighted her home fans by scoring her first Formula One "
        "victory at the Meridian Grand Prix at Vale Park.\n\nTamm finished fourth in the race and gained three "
        "points.\n",
    )
    winners = {f.value for f in r.facts if f.relation == "winner"}
    assert winners == {"Ada Quill"}, winners


def test_a_horse_race_told_by_its_trainer_s_horse_and_a_track_of_four_words() -> None:
    rid = race_of(
        "Iron Gate the star once again\n\nIron Gate wrote his name into racing legend by reclaiming the Harbor "
        "Gold Cup in emphatic style. Ada Quill always looked confident on the Cy Tamm-trained favourite and "
        "jumped the final two fences brilliantly to win by 13 lengths."
    )
    assert rid is not None and rid.series == "horse racing", rid
    rid = race_of(
        "Quill wins in Portside\n\nAda Quill held off the field on a final restart to earn her fourth win of the "
        "season, winning the Harbor Uniforms 300 at Portside Lake Motor Speedway, ahead of Cy Tamm."
    )
    assert rid is not None and rid.venue == "Portside Lake Motor Speedway", rid


def test_a_runner_up_behind_a_repeat_winner_of_no_year_is_not_asked(tmp_path: Path) -> None:
    text = (
        "Quill repeats Harbor 300 winner\n\nA call to stay out paid off with a repeat victory for Ada Quill in the "
        "Harbor 300 at Portside Speedway on Saturday. Quill held off Cy Tamm to win by 0.4 seconds.\n"
    )
    r = _bank(tmp_path, text)
    assert ("runner_up", "Cy Tamm") in {(f.relation, f.value) for f in r.facts}
    assert not [q for q in r.questions if q.kind == "runner_up"], [q.prompt for q in r.questions]
    r = _bank(tmp_path, text.replace("a repeat victory", "a first victory"))
    assert [q for q in r.questions if q.kind == "runner_up"], [q.prompt for q in r.questions]


def test_a_make_misspelt_by_one_letter_is_asked_as_the_make(tmp_path: Path) -> None:
    from bot.factbank.entity_words import make_misspelt

    assert (make_misspelt("Ferrarri"), make_misspelt("Porshe"), make_misspelt("Williams")) == (
        "Ferrari",
        "Porsche",
        "",
    )
    r = _bank(
        tmp_path,
        "Quill wins Meridian Grand Prix\n\nAda Quill won the 2031 Meridian Grand Prix at Vale Park on Sunday, ahead "
        "of Cy Tamm. Eli Vance finished third in a Ferrarri.\n",
    )
    teams = {(f.subject, f.value) for f in r.facts if f.relation == "team"}
    assert ("Eli Vance", "Ferrari") in teams, teams
