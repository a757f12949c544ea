"""Errors found on a twenty-second set of real reports (measured blind first), fixed in general form and
tested on sentences we wrote: a WRC round named "Rally <Country>" read as a person, a title-case headline's
"Secures ... Victory", a headline's "takes second", a fight for the podium read as the win, a stage's
place read as the race's, a margin told in whole seconds beside the table's tenths."""

from __future__ import annotations

from pathlib import Path

from bot.factbank.entities import find_mentions
from bot.factbank.race_names import event_candidates
from bot.factbank.winner import headline_subject
from tests.unit.reports_we_wrote import bank, facts, places, winners


def test_a_rally_named_rally_and_its_country_is_an_event(tmp_path: Path) -> None:
    assert [
        (m.text, m.kind)
        for m in find_mentions("Ada Quill claimed a commanding Rally Vireland victory in the snow.")
    ] == [
        ("Ada Quill", "person"),
        ("Rally Vireland", "event"),
    ]
    text = "2019 Rally Vireland: Quill in control\n\nAda Quill claimed a commanding Rally Vireland victory in the snow.\n"
    assert winners(tmp_path, text) == {"Ada Quill"}


def test_a_title_case_headline_that_secures_a_victory() -> None:
    assert headline_subject("Vireland Rally: Quill Secures Dominant Victory") == "Quill"
    assert headline_subject("Quill Grabs Second Straight Win") == "Quill"


def test_a_headline_that_takes_second_is_no_win() -> None:
    assert headline_subject("Tamm takes second at Portside") == ""
    assert headline_subject("Tamm takes third") == ""
    assert headline_subject("Tamm takes second win of season") == "Tamm"


def test_a_fight_for_the_podium_behind_the_winner_is_not_the_win(tmp_path: Path) -> None:
    text = (
        "Rally Vireland report\n\nThe 2019 Rally Vireland ended on Sunday.\n\nBehind, the fight for the last "
        "podium places went to the final stage, where Cy Tamm held off Gus Pell by three seconds.\n"
    )
    got = facts(tmp_path, text)
    assert not {r for r, _s, _v in got} & {"winner", "runner_up", "margin"}
    text = (
        "Rally Vireland report\n\nAda Quill won the 2019 Rally Vireland on Sunday.\n\nThe fight for second "
        "went to the last stage, where Cy Tamm held off Gus Pell by 2.4 seconds.\n"
    )
    got = facts(tmp_path, text)
    assert {v for r, _s, v in got if r == "winner"} == {"Ada Quill"}
    assert not [f for f in got if f[0] in {"runner_up", "margin"}]


def test_a_place_on_a_stage_is_not_the_races(tmp_path: Path) -> None:
    got = places(tmp_path, "Sixth overall went to Cy Tamm, who finished third on the Power Stage.\n")
    assert "third" not in got.get("Cy Tamm", set())


def test_a_margin_in_whole_seconds_beside_the_tables_tenths_is_one_margin(tmp_path: Path) -> None:
    text = (
        "Quill wins the Vireland rally\n\nAda Quill won the Rally of Vireland on Sunday.\n\nOn a wet "
        "Rally of Vireland, Quill drove to an eight-seconds winning margin over Cy Tamm.\n\nResults\n"
        "1. Ada Quill, Norway, Vireo Zeta, 2 hours\n2. Cy Tamm, Chile, Delta Rho - 8.6 seconds behind\n"
        "3. Gus Pell, Peru, Orbit Alpha - 2 minutes\n"
    )
    assert {v for r, _s, v in facts(tmp_path, text) if r == "margin"} == {"8.6 seconds"}


def test_a_comma_typed_as_a_period_before_who_ends_the_name(tmp_path: Path) -> None:
    text = (
        "Quill wins in Portside\n\nAda Quill won the 2022 Portside Marathon on Sunday.\n\nShe beat Chile's "
        "Cy Tamm.who was second by four minutes.\n"
    )
    got = facts(tmp_path, text)
    assert {v for r, _s, v in got if r == "runner_up"} == {"Cy Tamm"}


def test_his_teammate_is_the_team_of_the_nearest_subject_before_his(tmp_path: Path) -> None:
    got = facts(
        tmp_path,
        "Quill wins the Vireland Grand Prix\n\nAda Quill won the 2021 Vireland Grand Prix on Sunday.\n\nWith "
        "Quill second, a caution came out early when Cy Tamm ran into his Orbit team mate Gus Pell at the "
        "hairpin.\n",
    )
    teams = {(s, v) for r, s, v in got if r == "team"}
    assert ("Cy Tamm", "Orbit") in teams and ("Gus Pell", "Orbit") in teams
    assert ("Ada Quill", "Orbit") not in teams


def test_a_car_number_in_an_epithet_or_chased_by_someone_is_not_theirs(tmp_path: Path) -> None:
    got = facts(
        tmp_path,
        "Quill holds off Tamm at Portside\n\nAda Quill won the 2017 Night Race at Portside Speedway. The #18 "
        "Vireo Racing driver kept rookie Cy Tamm behind over the last laps.\n\nTamm closed on the bumper of "
        "the #18 late on but never caught the #18.\n",
    )
    assert ("car_number", "Cy Tamm", "18") not in got


def test_no_hospital_is_a_races_venue(tmp_path: Path) -> None:
    r = bank(
        tmp_path,
        "Quill wins finale\n\nPORTSIDE -- Ada Quill won the season-ending Harbor 500 on Sunday.\n\nLater, "
        "officials said Bo Reed was treated at Vireo General Hospital after a crash during the race.\n",
    )
    assert "Hospital" not in r.documents[0].race


def test_a_title_a_team_or_a_nationality_is_no_person_or_track(tmp_path: Path) -> None:
    assert find_mentions("He also claimed the Independent Drivers’ title.") == []
    kinds = {
        m.text: m.kind
        for m in find_mentions("Cy Tamm was second ahead of Repsol Honda riders Gus Pell and Bo Reed.")
    }
    assert kinds["Repsol Honda"] == "team"
    assert {m.text: m.kind for m in find_mentions("Jack Honda won.")} == {"Jack Honda": "person"}
    r = bank(
        tmp_path,
        "Quill makes a flying start\n\nAda Quill won the first race of the 2011 World Superbike Championship at "
        "Phillip Island.\n\nShe led every lap around the Australian circuit.\n",
    )
    assert r.documents[0].race.endswith("at Phillip Island")


def test_a_countrys_round_named_by_its_nationality_and_a_headline_verb_before_trophy() -> None:
    assert event_candidates("Ada Quill beats Cy Tamm at Dutch MotoGP") == [("Dutch MotoGP", 27)]
    assert event_candidates("the Spanish MotoGP rider Cy Tamm") == []
    names = [c for c, _ in event_candidates("Quill Wins First Ever Vireland GP, Governor Presents Trophy")]
    assert names == ["Vireland Grand Prix"]
    assert event_candidates("Quill took her first Pep Boys Indy Racing League win on Sunday.") == []


def test_a_horse_named_like_a_phrase_is_never_its_last_word(tmp_path: Path) -> None:
    r = bank(
        tmp_path,
        "Harbor Cup 2019: Pride And Glory gives Cy Tamm a first win\n\nThe stayer Pride And Glory came late on "
        "the outside in the 3200-metre race.\n\nTamm said Pride And Glory got home just ahead of Sea Spray in "
        "the race.\n",
    )
    asked = {q.answer: q.accepted for q in r.questions}
    assert asked["Pride And Glory"] == ("Pride And Glory",)


def test_more_ways_real_reports_say_who_won(tmp_path: Path) -> None:
    head = "Report from Portside\n\nThe 2004 Vireland Grand Prix was run at Portside on Sunday.\n\n"
    led_home = "Ada Quill led home team-mate Cy Tamm to record her first Grand Prix triumph of the season.\n"
    assert winners(tmp_path, head + led_home) == {"Ada Quill"}
    pulling = "Ada Quill led the final 43 laps, pulling away to a 2.43-second victory.\n"
    assert winners(tmp_path, head + pulling) == {"Ada Quill"}
    claim = "Ada Quill fights off seven passes from Cy Tamm to claim her first MotoGP win.\n"
    assert winners(tmp_path, head + claim) == {"Ada Quill"}
    assert headline_subject("Ada Quill Dominates for a Vireo Double at Home") == "Ada Quill"
    assert headline_subject("Quill dominates practice at Portside") == ""
    # an earlier race's win, told in the pluperfect, is no vote
    earlier = "Cy Tamm had taken victory in the first three races of 2016, but Ada Quill won on Sunday.\n"
    assert winners(tmp_path, head + earlier) == {"Ada Quill"}


def test_old_wire_copys_quotes_leave_a_surname_to_its_one_person(tmp_path: Path) -> None:
    text = (
        "Vireo on a roll\n\nAt the prize-giving, the small champion, Ada Quill, lifted the cup.\n\n``The "
        "Hammer'' Quill had made no mistakes.\n\nOver the two hours, Quill won the 1988 Vireland Grand Prix by "
        "seven seconds.\n"
    )
    assert winners(tmp_path, text) == {"Ada Quill"}


def test_a_wire_underscore_dash_and_a_praising_adjective_before_a_name(tmp_path: Path) -> None:
    text = (
        "Quill wins triathlon at the wire\n\nPORTSIDE _ Ada Quill of Norway has won the men's triathlon at the "
        "2008 Harbor Games, edging Cy Tamm of Chile in a sprint finish.\n"
    )
    assert winners(tmp_path, text) == {"Ada Quill"}
    assert [m.text for m in find_mentions("Superior Ada Quill, leading from the start, has won.")] == [
        "Ada Quill"
    ]
    text = (
        "Report from Portside\n\nBrilliant Ada Quill, taking the lead at the start, has won the 2005 Vireland "
        "Grand Prix.\n\nAda Quill said it was her best day.\n"
    )
    assert winners(tmp_path, text) == {"Ada Quill"}


def test_a_year_after_the_races_name_or_on_a_summary_line_under_the_headline(tmp_path: Path) -> None:
    r = bank(
        tmp_path,
        "Quill takes Vireland victory\n\n2014 Vireland Grand Prix summary\n\nAda Quill won the Vireland Grand "
        "Prix from pole.\n",
    )
    assert r.documents[0].race.startswith("2014 Vireland Grand Prix")
    r = bank(
        tmp_path,
        "Quill takes the cobbles\n\nAda Quill won Portside-Roubaix 2011 on Sunday, beating Cy Tamm in the "
        "velodrome sprint.\n",
    )
    assert r.documents[0].race.startswith("2011 Portside-Roubaix")


def test_a_years_from_the_season_the_race_belongs_to(tmp_path: Path) -> None:
    cases = {
        "Ada Quill savoured her first victory of the 2003 Formula 1 World Championship season at the "
        "Vireland Grand Prix.": "2003",
        "Ada Quill closed the 1995 Formula One motor racing season by winning the Vireland Grand Prix.": "1995",
        "Ada Quill scored her third 2015 World Rally Championship victory at the Vireland Grand Prix.": "2015",
        "Fifth place in the Vireland Grand Prix was enough for Ada Quill to become the 2009 F1 champion.": "2009",
        "Ada Quill won the Vireland Grand Prix, her fifth world championship win of 1997.": "1997",
    }
    for sentence, year in cases.items():
        r = bank(tmp_path, "Report from Portside\n\n" + sentence + "\n")
        assert r.documents[0].race == f"{year} Vireland Grand Prix", sentence
    r = bank(tmp_path, "Report\n\nAda Quill won the Vireland Rally, March 11, 2001, by eight seconds.\n")
    assert r.documents[0].race.startswith("2001 Vireland Rally")


def test_a_name_told_with_another_year_than_the_datelines_is_another_edition(tmp_path: Path) -> None:
    r = bank(
        tmp_path,
        "Road course report\n\nPORTSIDE, Wis. (Aug. 18, 1996) -- Ada Quill finally won at Portside on "
        "Sunday.\n\nQuill had run out of fuel while leading the 1989 Harbor 200 here, and made up for it "
        "with victory this time.\n",
    )
    assert "1989" not in r.documents[0].race


def test_a_rallys_makes_are_its_works_teams_and_his_make_is_not_a_possessors(tmp_path: Path) -> None:
    r = bank(
        tmp_path,
        "Quill takes Vireland win\n\nSubaru's Ada Quill won the 2015 Rally Vireland on Sunday.\n\nCy Tamm "
        "finished second for Citroen. Gus Pell, who has become Quill's closest rival, rolled his Jaguar.\n",
    )
    teams = {
        (q.prompt.split(" drive for")[0].removeprefix("Which team did "), q.answer)
        for q in r.questions
        if q.kind == "team"
    }
    assert ("Cy Tamm", "Citroen") in teams and ("Ada Quill", "Subaru") in teams
    assert ("Ada Quill", "Jaguar") not in teams
    assert {(f.subject, f.value) for f in r.facts if f.relation == "make"} >= {("Gus Pell", "Jaguar")}
