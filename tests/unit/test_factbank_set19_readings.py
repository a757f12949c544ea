"""Errors found on a nineteenth set of real reports (blind until measured), fixed in general form and tested
on sentences we wrote: a rival the winner out-hustled read as the winner, a runner-up guessed from "fended
off" over the report's own second place, a headline sentence read as a race's name, a grand tour's plural
read as a person, winners only deep in a report (another race of the card), a fact sheet's lines."""

from __future__ import annotations

from pathlib import Path

from bot.factbank import build_bank
from bot.factbank.race_names import event_candidates
from tests.unit.reports_we_wrote import facts


def test_the_rival_an_out_verb_governs_is_not_the_winner(tmp_path: Path) -> None:
    got = facts(
        tmp_path,
        "Quill increases points lead by winning in Portside\n\nPORTSIDE -- Ada Quill tightened her grip on the "
        "2012 Harbor Series championship Sunday at Portside Speedway, outhustling point-runnerup Bo Reed on a "
        "late restart to win the eighth annual Harbor 500.\n",
    )
    assert {v for r, _s, v in got if r == "winner"} == {"Ada Quill"}


def test_the_reports_own_second_place_over_a_rival_fended_off(tmp_path: Path) -> None:
    got = facts(
        tmp_path,
        "Quill wins at Portside\n\nAda Quill won the 2016 Harbor 225 at Portside Speedway on Friday.\n\nQuill "
        "fended off Bo Reed on the final restart and held off Cy Tamm's late charge on the final lap.\n\nTamm "
        "crossed the line within two tenths of a second of Quill to tally a career-best second-place result.\n\n"
        "Reed missed the playoff with a third-place finish.\n",
    )
    assert ("position", "Cy Tamm", "second") in got and ("position", "Bo Reed", "third") in got
    assert {v for r, _s, v in got if r == "runner_up"} == {"Cy Tamm"}


def test_a_headline_sentence_is_no_race_name() -> None:
    assert event_candidates("Ada Quill Fends Off Chase at Portside") == []
    assert event_candidates("Quill`s Starring Role Is A Classic") == []
    assert [c for c, _ in event_candidates("the $3 million Harbor` Cup Classic at Portside")] == [
        "Harbor` Cup Classic"
    ]
    assert event_candidates("Quill, the 1986 Kentucky Derby hero, raced on") == []


def test_a_grand_tours_plural_and_a_country_are_no_person(tmp_path: Path) -> None:
    (tmp_path / "a.txt").write_text(
        "Quill wins the Harbor Tour\n\nAda Quill won the 1989 Harbor Tour on Sunday. Bo Reed, who won two Tours "
        "de France, lost by eight seconds.\n"
    )
    (tmp_path / "b.txt").write_text(
        "Acme snatch victory at Portside\n\nPORTSIDE, France, June 12, 2011 (AFP) - Acme, with German Cy Tamm at "
        "the wheel, won a gripping Portside 24 Hours race here on Sunday.\n"
    )
    result = build_bank(tmp_path)
    assert not any(
        "France" in f.value or "France" in f.subject for f in result.facts if f.relation == "winner"
    )


def test_a_winner_said_only_deep_in_the_report_is_not_chosen(tmp_path: Path) -> None:
    text = (
        "A starring role at Portside\n\nThis was racing's rendition of an epic, and the final act was pure "
        "Hollywood.\n\nThe set was the richest race, the Harbor Classic at Portside Park.\n\nSporting life "
        "imitated art, and the fight came at the finish line.\n\nThe crowd cheered the finish.\n\n"
        "Trainers saddled 16 horses in the series.\n\nAll you have to do is live a long time, one said.\n\n"
        "The weather was kind to the big crowd all afternoon.\n\nThe track was fast and the stands were full.\n\n"
        "Ridden by Dee Lowe, Moon Rock outdueled Star Fish in the stretch to take the Turf, the afternoon's "
        "second richest race.\n\nMoon Rock won by a length from Star Fish in the Turf.\n"
    )
    assert {v for r, _s, v in facts(tmp_path, text) if r == "winner"} == set()


def test_a_fact_sheets_lines_are_not_the_stories_opening(tmp_path: Path) -> None:
    text = (
        "Harbor Series Race Report - GP of Portside\n\nTrack: Portside Motor Speedway\nRace: Acme Grand Prix of "
        "Portside\nDate: May 9, 2015\nStart: 1st\nFinish: 1st\nStatus: Running\nLaps Led: 65\n\n"
        "Ada Quill won the Acme Grand Prix of Portside on Saturday from the pole position.\n"
    )
    assert {v for r, _s, v in facts(tmp_path, text) if r == "winner"} == {"Ada Quill"}


def test_a_make_or_track_after_a_capitalised_word_is_whole(tmp_path: Path) -> None:
    text = (
        "Quill Tops Reed In Mid-Lake\n\nAda Quill won the 2023 Honda Harbor 200 at Mid-Lake on Sunday, beating "
        "Bo Reed by 5.02 seconds.\n\nCy Tamm was fourth in the No. 45 Hy-Vee Honda.\n\nDee Lowe, who drove a "
        "Honda, was fifth.\n"
    )
    (tmp_path / "r.txt").write_text(text)
    prompts = [q.prompt for q in build_bank(tmp_path).questions]
    assert "Who won the 2023 Honda Harbor 200 at Mid-Lake?" in prompts


def test_headlines_that_name_the_winner_after_a_clause(tmp_path: Path) -> None:
    from bot.factbank.winner import headline_subject

    assert headline_subject("Ada Quill to contend for Harbor title after Acme Boats 300 win") == "Ada Quill"
    assert headline_subject("Ada Quill to contend for Harbor title after Reed's Acme Boats 300 win") == ""
    assert (
        headline_subject(
            "Ada Quill shakes up Harbor playoff with first career victory at Portside, delivers 100th "
            "win for Acme Racing"
        )
        == "Ada Quill"
    )


def test_the_cars_of_a_pair_that_finished_one_two(tmp_path: Path) -> None:
    got = facts(
        tmp_path,
        "The winning formula\n\nThe McLaren-Hondas of Ada Quill and Bo Reed finished one-two in the 1988 Portside "
        "Grand Prix on Sunday.\n",
    )
    assert {v for r, _s, v in got if r == "winner"} == {"Ada Quill"}


def test_a_grand_prixs_results_or_standings_name_it() -> None:
    found = [
        c
        for c, _ in event_candidates("F1 results: Harbor Grand Prix standings after Ada Quill leads Acme 1-2")
    ]
    assert "Harbor Grand Prix" in found
    assert [c for c, _ in event_candidates("Harbor Grand Prix results")] == ["Harbor Grand Prix"]


def test_a_track_of_two_weeks_ago_is_not_this_races(tmp_path: Path) -> None:
    got = facts(
        tmp_path,
        "Quill scores second straight road-course win\n\nAda Quill won the 2018 Harbor 180 on Saturday. Her "
        "latest win was her second in a row, as she won at Lakeside Sports Car Course in Lexington two weeks "
        "ago.\n",
    )
    assert not any("Lakeside" in s for r, s, _v in got if r == "winner")


def test_a_place_taken_with_a_podium_spot(tmp_path: Path) -> None:
    from tests.unit.reports_we_wrote import places

    got = places(
        tmp_path,
        "Bo Reed finished second as Acme take another 1-2 finish with Cy Tamm taking the final podium spot in third "
        "for Zenith.",
    )
    assert got == {"Bo Reed": {"second"}, "Cy Tamm": {"third"}}


def test_a_showdown_won_by_someone_else_than_the_leads_subject(tmp_path: Path) -> None:
    got = facts(
        tmp_path,
        "Harbor GP – Portside 29th October 2006\n\nAda Quill has broken Bo Reed's five-year domination of the "
        "Harbor World Championship by overturning his title lead in a Portside showdown won by 2006 champion "
        "Cy Tamm!\n",
    )
    assert {v for r, _s, v in got if r == "winner"} == {"Cy Tamm"}


def test_a_rival_leapfrogged_to_win_is_no_winner(tmp_path: Path) -> None:
    got = facts(
        tmp_path,
        "Harbor Rally report\n\nThe 2018 Harbor Rally title battle heated up with Ada Quill and Bo Reed going "
        "head-to-head for the victory.\n\nIndeed, there was no stopping the Belgian on Sunday as he continued his "
        "charge to eventually leapfrog Quill in the Power Stage to win the rally by a mere 0.7s.\n",
    )
    assert "Ada Quill" not in {v for r, _s, v in got if r == "winner"}


def test_a_separate_division_named_first_in_its_sentence(tmp_path: Path) -> None:
    got = facts(
        tmp_path,
        "Quill triumphs in fourth straight marathon\n\nDefending champion Ada Quill overcame the heat to capture "
        "his fourth Harbor Marathon in 2:12:11 yesterday afternoon.\n\nCy Tamm of Portside won the women's "
        "bracket in 2:31:00.\n\nIn the wheelchair division, Bo Reed "
        "triumphed with an unofficial record time of 1:55.00.\n",
    )
    assert {v for r, _s, v in got if r == "winner"} == {"Ada Quill"}


def test_a_numbered_car_driven_by_someone(tmp_path: Path) -> None:
    got = facts(
        tmp_path,
        "Acme wins the Harbor 500\n\nAda Quill won the 2014 Harbor 500 at Portside Speedway on Sunday.\n\nThe No. 555 Zenith "
        "driven by Bo Reed was doing wheel-to-wheel battle with the Lizard Motorsports No. 45 Audi R8 LMS driven "
        "by Cy Tamm.\n",
    )
    numbers = {(s, v) for r, s, v in got if r == "car_number"}
    assert ("Cy Tamm", "45") in numbers and ("Bo Reed", "45") not in numbers


def test_a_hyphenated_classic_won_with_its_year_or_a_triumph() -> None:
    assert [c for c, _ in event_candidates("Ada Quill surges to Portside-Lakeside triumph")] == [
        "Portside-Lakeside"
    ]
    assert [c for c, _ in event_candidates("Ada Quill won 2018 Portside-Lakeside after an attack")] == [
        "Portside-Lakeside"
    ]
    assert event_candidates("Bo Reed handed the lead to Jean-Eric Vergne after the stop") == []


def test_a_horse_that_gave_its_trainer_a_success(tmp_path: Path) -> None:
    got = facts(
        tmp_path,
        "Picture perfect at Portside\n\nOver 36,000 racing fans came out to watch the Harbor Derby at Portside.\n\n"
        "Ada Quill became the winning-most trainer in Harbor Derby history after 13/2 shot Sea Lord provided the "
        "master of Lakeside with a seventh success in the Harbor Derby.\n",
    )
    assert "Sea Lord" in {v for r, _s, v in got if r == "winner"}


def test_a_winner_who_led_the_others_across_the_line(tmp_path: Path) -> None:
    got = facts(
        tmp_path,
        "Quill by a hair\n\nThe race for the 2004 Harbor Series title was reduced to a three-man battle at Portside "
        "Speedway in the Harbor 300.\n\nIn other words, Ada Quill led Bo Reed and Cy Tamm across the finish line.\n",
    )
    assert {v for r, _s, v in got if r == "winner"} == {"Ada Quill"}
    assert {v for r, _s, v in got if r == "runner_up"} == {"Bo Reed"}


def test_short_quotes_still_count_toward_the_opening(tmp_path: Path) -> None:
    quotes = "".join(f'"Line {k} of my thanks to the team."\n\n' for k in range(6))
    text = (
        "Harbor 500: Series race report\n\nPORTSIDE (Sunday, May 24, 2009) - An emotional Ada Quill choked back "
        "tears in Victory Lane after becoming the first three-time winner of the Harbor 500.\n\n"
        + quotes
        + "Bo Reed, who started second, won the race's third stage and finished second.\n"
    )
    assert {v for r, _s, v in facts(tmp_path, text) if r == "winner"} == {"Ada Quill"}


def test_a_season_title_won_is_no_race_win(tmp_path: Path) -> None:
    got = facts(
        tmp_path,
        "Tamm thrills in Portside finale\n\nPORTSIDE — The battle for the 2024 Harbor Series title was over before "
        "it began at Portside Speedway.\n\nBo Reed entered the race 33 points behind Ada Quill.\n\nCy Tamm went on "
        "to take the checkered flag, while Quill finished 11th and won her third Harbor Series title.\n",
    )
    assert "Ada Quill" not in {v for r, _s, v in got if r == "winner"}
    got = facts(
        tmp_path,
        "Quill wins at Portside\n\nAda Quill won the Harbor Championship race at Portside Speedway on Sunday, "
        "ahead of Bo Reed.\n",
    )
    assert "Ada Quill" in {v for r, _s, v in got if r == "winner"}


def test_holding_off_a_rival_in_third_is_no_win(tmp_path: Path) -> None:
    got = facts(
        tmp_path,
        "Glory for Quill at the Harbor Rally\n\nAda Quill has scored a dominant win on the second round of this "
        "year's Harbor Championship, the Harbor Rally.\n\nHer team-mates consolidated second. Bo Reed held off "
        "Cy Tamm in third though.\n",
    )
    assert "Bo Reed" not in {v for r, _s, v in got if r == "winner"}
    got = facts(
        tmp_path,
        "Quill wins at Portside\n\nAda Quill won the 2016 Harbor Grand Prix at Portside on Sunday.\n\nThe Italian "
        "held off pressure from teammate Bo Reed as the duo took off in the second half of the race.\n",
    )
    assert {v for r, _s, v in got if r == "winner"} == {"Ada Quill"}
    assert {v for r, _s, v in got if r == "runner_up"} == {"Bo Reed"}


def test_a_headline_title_with_its_year_then_the_race_winner() -> None:
    from bot.factbank.winner import headline_subject

    assert headline_subject("F3: Ada Quill clinches 2021 title as Reed wins opening Portside race") == "Reed"
