"""More errors found on the fifteenth set of real reports, fixed in general form and tested on sentences we wrote: split from test_factbank_set15_readings."""

from __future__ import annotations

from pathlib import Path

from bot.factbank import build_bank
from tests.unit.reports_we_wrote import facts, places


def test_a_report_of_both_divisions_is_the_one_it_tells_first(tmp_path: Path) -> None:
    text = (
        "Quill powers to third Harbor win\n\nRecord holder Dee Quill won the women's race at the 25th Harbor "
        "Marathon today. In the men's division it was Bo Reed who sprung a surprise to win in 2:07:26.\n\n"
        "The 31-year-old Quill blasted to a five-minute victory over Eve Lowe.\n"
    )
    (tmp_path / "r.txt").write_text(text)
    winners = {q.prompt: q.answer for q in build_bank(tmp_path).questions if q.kind == "winner"}
    assert winners.get("Who won the 25th Harbor Marathon women's race?") == "Dee Quill"
    assert "Bo Reed" not in {a for p, a in winners.items() if "women's" in p}


def test_a_surname_before_series_is_the_series(tmp_path: Path) -> None:
    from bot.factbank.entities import find_mentions

    found = find_mentions("Bo Reed was fourth, followed by defending Quill series champion Cy Tamm in fifth.")
    assert ("Quill", "org") in [(m.text, m.kind) for m in found]


def test_a_sentence_about_another_years_season_and_a_grid_slot(tmp_path: Path) -> None:
    text = (
        "Harbor Grand Prix: Quill opens season with easy win\n\n"
        "Ada Quill dominated the opening race of the 1987 Harbor season here Sunday, the Harbor Grand Prix.\n\n"
        "Another two-time champion, Bo Reed of Portside, finished second.\n\n"
        "Reed started Sunday's race in the No. 2 front-row position, next to his teammate Cy Tamm.\n\n"
        "Tamm finished the race in sixth place.\n\n"
        "In the 1986 championship, Tamm finished second behind Quill, and Reed finished third.\n"
    )
    got = facts(tmp_path, text)
    assert ("position", "Bo Reed", "second") in got
    assert ("position", "Cy Tamm", "sixth") in got
    assert ("position", "Cy Tamm", "second") not in got
    assert not any(r == "car_number" for r, _s, _v in got)


def test_a_surname_and_suffix_is_the_full_name_the_report_writes(tmp_path: Path) -> None:
    text = (
        "Quill celebrates as season closes\n\nIn a storybook finale at Portside Speedway, defending champion "
        "Ada Quill Jr retained her title by edging Bo Reed in the Harbor 500 at Portside Speedway.\n\n"
        "It followed last Sunday's race in which Quill Jr prevailed over Cy Tamm.\n\n"
        "Quill beat Reed by 0.0096 seconds.\n"
    )
    winners = {v for r, _s, v in facts(tmp_path, text) if r == "winner"}
    assert winners == {"Ada Quill Jr"}


def test_the_season_title_won_with_the_race_gives_its_year(tmp_path: Path) -> None:
    text = (
        "Quill wins race, scores Harbor Series title at Portside\n\nPORTSIDE – Ada Quill won the 2014 Harbor Series "
        "Championship with a thrilling victory in the season finale Harbor 400 at Portside Speedway, ahead of "
        "Bo Reed.\n"
    )
    assert {s for _r, s, _v in facts(tmp_path, text)} == {"2014 Harbor 400 at Portside Speedway"}
    text = text.replace(
        "won the 2014 Harbor Series Championship", "the 2013 Harbor Series Championship winner, won"
    )
    assert "2013" not in " ".join(s for _r, s, _v in facts(tmp_path, text))


def test_the_track_of_another_win_and_a_mile_track(tmp_path: Path) -> None:
    text = (
        "Quill wins in Lakeside\n\nAda Quill won the Harbor 225 on Sunday afternoon.\n\n"
        "Quill completed the race-winning pass under pole-sitter Bo Reed on Lap 201 down the backstretch of The "
        "Lakeside Mile en route to finishing 2.1257 seconds ahead of Reed.\n\n"
        "Quill, who won the season's first oval race at Portside Speedway on April 26, notched her 18th win.\n"
    )
    races = {s for r, s, _v in facts(tmp_path, text) if r == "winner"}
    assert races == {"Harbor 225 at Lakeside Mile"}


def test_teammates_of_a_rival_and_a_former_team_are_not_the_subjects(tmp_path: Path) -> None:
    got = facts(
        tmp_path,
        "Quill wins the Harbor Grand Prix\n\nAda Quill won the 2021 Harbor Grand Prix at Portside Circuit.\n\n"
        "Bo Reed leads the championship by four points over Acme teammates Quill and Cy Tamm.\n\n"
        "Dee Lowe, whose past two seasons were spent with Zenith Motorsports, finished fourth.\n",
    )
    teams = {(s, v) for r, s, v in got if r == "team"}
    assert ("Bo Reed", "Acme") not in teams
    assert not any(s == "Dee Lowe" for s, _v in teams)


def test_a_stage_wins_margin_is_not_the_races(tmp_path: Path) -> None:
    got = facts(
        tmp_path,
        "Quill beats Reed in dramatic finish\n\nAda Quill defeated Bo Reed in a breathtaking end to the 2019 "
        "Harbor Rally.\n\nA stage win by 2.8s on the penultimate test set Reed up for a final-stage attack "
        "against Quill.\n",
    )
    assert not any(r == "margin" for r, _s, _v in got)


def test_a_500_gp_race_is_a_motorcycle_class_not_a_race_name(tmp_path: Path) -> None:
    text = (
        "Quill Wins 500 GP Race at Portside; Reed Takes 250 GP\n\nPortside's 500 GP race on Sunday, October 3, "
        "1999 was surprising.\n\nAda Quill (Honda) passed Cy Tamm (Yamaha) on the last lap. Quill took the win "
        "with Tamm second.\n\nBo Reed (Aprilia) won a close-fought 250 race over Dee Lowe (Yamaha).\n"
    )
    (tmp_path / "r.txt").write_text(text)
    questions = build_bank(tmp_path).questions
    assert questions and all("500" not in q.prompt and " car " not in q.prompt for q in questions)
    assert not any("Dee Lowe" in q.prompt for q in questions)


def test_the_other_divisions_part_is_named_after_the_report(tmp_path: Path) -> None:
    text = (
        "Quill wins in Harbor\n\nAda Quill won the 2002 Harbor Marathon on Sunday, holding off Bo Reed by 12 "
        "seconds, and his victory was his second.\n\nHe said he was happy.\n\n"
        "Dee Tamm won the women's race in 2:18:56, ahead of Eve Lowe.\n"
    )
    (tmp_path / "r.txt").write_text(text)
    winners = {q.prompt: q.answer for q in build_bank(tmp_path).questions if q.kind == "winner"}
    assert all("Harbor Marathon" in p for p in winners), winners
    assert winners.get("Who won the 2002 Harbor Marathon women's race?") == "Dee Tamm"


def test_a_fact_sheets_label_lines(tmp_path: Path) -> None:
    text = (
        "Harbor Series Race Report - GP of Portside\n\n"
        "Track: Portside Motor Speedway (2.439-mile road course)\nRace: Acme’s List Grand Prix of Portside\n"
        "Date: May 9, 2015\nNo. 1 Zenith Dallara – Ada Quill\nStart: 1st\nFinish: 1st\n\n"
        "Ada Quill won the race from pole, beating Bo Reed by 1.5023 seconds.\n"
    )
    races = {s for r, s, _v in facts(tmp_path, text) if r == "winner"}
    assert len(races) == 1
    (race,) = races
    assert race.startswith("2015 ") and "Acme’s List Grand Prix of Portside" in race and "Date" not in race


def test_a_report_naming_no_event_joins_no_other_race_at_its_track(tmp_path: Path) -> None:
    (tmp_path / "a.txt").write_text(
        "Quill wins the 100th Harbor 500\n\nAda Quill won the 2016 Harbor 500 at Portside Motor Speedway, "
        "beating Bo Reed by 4.6 seconds.\n"
    )
    (tmp_path / "b.txt").write_text(
        "Rain at Portside\n\nPORTSIDE – Cy Tamm and Bo Reed battled in the rain at Portside Motor Speedway on "
        "Saturday. Dee Lowe started on pole and finished third.\n"
    )
    result = build_bank(tmp_path)
    races = {d.id: d.race for d in result.documents}
    assert races["a.txt"] != races["b.txt"]
    assert not any(f.relation == "pole" and "Harbor 500" in f.race for f in result.facts)


def test_a_series_grand_prix_after_its_year_and_a_pass_on_a_rival(tmp_path: Path) -> None:
    got = facts(
        tmp_path,
        "Ada Quill conquers rain for IndyCar Grand Prix win\n\nPORTSIDE – Ada Quill made a dramatic late pass on "
        "Bo Reed and went on to take the checkered flag to win the 2019 IndyCar Grand Prix at Portside Motor "
        "Speedway.\n\nReed finished second.",
    )
    assert ("winner", "2019 IndyCar Grand Prix at Portside Motor Speedway", "Ada Quill") in got


def test_a_role_between_a_preposition_and_a_name_makes_an_object(tmp_path: Path) -> None:
    got = places(
        tmp_path,
        "Bo Reed made a great day for HRT co-owner Cy Tamm even sweeter by taking third place.",
    )
    assert "Cy Tamm" not in got


def test_one_race_of_several_that_day_and_a_race_won_three_times(tmp_path: Path) -> None:
    got = facts(
        tmp_path,
        "Quill takes her first win of 2016\n\nTeam Zenith driver Ada Quill has won the first race of the day at "
        "Portside, winning her 500th race in the British Touring Car Championship, crossing the line half a "
        "second clear of Bo Reed.\n",
    )
    assert {s for r, s, _v in got if r == "winner"} == {
        "2016 British Touring Car Championship Race 1 at Portside"
    }
    got = facts(
        tmp_path,
        "Quill wins the Harbor Cup\n\nQuill won the Harbor Cup at Portside on Sunday as Bo Reed's bid to become "
        "the first horse to win the race three times ended in disappointment.\n",
    )
    assert not any("Race 3" in s for _r, s, _v in got)


def test_a_season_series_and_a_grand_prix_circuit_are_no_race_names(tmp_path: Path) -> None:
    from bot.factbank.race_names import event_candidates

    assert event_candidates("the 2017 ACME FIM Superbike World Championship") == []
    assert event_candidates("Portside Grand Prix Circuit was the backdrop") == []
    got = facts(
        tmp_path,
        "Quill triumphs\n\nPortside Grand Prix Circuit was the backdrop for a stunning first race of the 2017 ACME "
        "FIM Superbike World Championship, as Ada Quill took a superb win. Quill beat Bo Reed by just 0.042s.\n",
    )
    (race,) = {s for r, s, _v in got if r == "winner"}
    assert race.startswith("2017 ") and "Championship" not in race


def test_a_make_before_a_rival_is_the_rivals(tmp_path: Path) -> None:
    got = facts(
        tmp_path,
        "Quill wins at Portside\n\nAda Quill won the 2004 Portside Grand Prix on Sunday.\n\nThe 25-year-old "
        "beat her Honda rival Bo Reed by 0.21sec after 28 laps.\n",
    )
    assert ("make", "Bo Reed", "Honda") in got
    assert not any(r in {"make", "team"} and s == "Ada Quill" for r, s, _v in got)


def test_whose_car_a_number_is(tmp_path: Path) -> None:
    got = facts(
        tmp_path,
        "Quill wins at Portside\n\nAda Quill won the 2022 Harbor 400 at Portside Speedway on Sunday.\n\n"
        "With Bo Reed out of the car, the team put Cy Tamm in Reed's car and Reed's substitute Dee Lowe in the "
        "No. 23.\n\nQuill won under caution when rookie Eve Moss made contact with the wall in her No. 6 Acme "
        "Chevrolet on the final lap.\n\nFay Hill, who won the support race, finished 22nd while substituting for "
        "Gus Penn in the No. 43 car for Zenith.\n",
    )
    numbers = {(s, v) for r, s, v in got if r == "car_number"}
    assert ("Gus Penn", "43") not in numbers
    assert ("Dee Lowe", "23") in numbers and ("Eve Moss", "6") in numbers
    assert not any(s in {"Bo Reed", "Ada Quill"} for s, _v in numbers)


def test_the_season_a_race_is_part_of_gives_its_year(tmp_path: Path) -> None:
    def race_of(text: str) -> str:
        (race,) = {s for r, s, _v in facts(tmp_path, text) if r == "winner"}
        return race

    head = "Quill wins at Portside\n\nAda Quill won the Harbor 250 at Portside Speedway on Friday night"
    assert race_of(head + ", kicking off the 2013 Harbor Truck Series.\n").startswith("2013 ")
    assert race_of(head + ", her first victory of the 2003 Harbor World Championship.\n").startswith("2003 ")
    assert not race_of(head + ", a year after the 2012 Harbor Truck Series champion retired.\n")[:4].isdigit()
    assert not race_of(
        head + ". It had been a year since Quill last won (in the 2004 season opener at Lakeside Speedway).\n"
    )[:4].isdigit()
    assert "Lakeside" not in race_of(
        head + ". It had been a year since Quill last won (in the 2004 season opener at Lakeside Speedway).\n"
    )


def test_a_dateline_after_a_deck_line_gives_the_year(tmp_path: Path) -> None:
    got = facts(
        tmp_path,
        "Quill delivers a Harbor 600 masterclass\n\nQuill capped a dominant weekend with a Harbor 600 victory that "
        "earned her team its record 269th win\n\nPORTSIDE, NC (May 30, 2021) — Ada Quill left no doubt in "
        "Sunday's Harbor 600 at Portside Motor Speedway, beating Bo Reed by 10.1 seconds.\n",
    )
    assert {s for r, s, _v in got if r == "winner"} == {"2021 Harbor 600 at Portside Motor Speedway"}


def test_a_crew_that_drove_to_the_win_and_another_years_crew(tmp_path: Path) -> None:
    text = (
        "Acme wins at Portside\n\nFor the first time since 1988, Acme takes the overall victory in the 12 Hours "
        "of Portside.\n\nThe 2008 season may be special. Ada Quill, Bo Reed and Cy Tamm drove to an historic "
        "overall win at the 56th Twelve Hours of Portside.\n\nReed took the checkered flag by 1:02.084.\n\n"
        "The overall win for Acme was its first since 1988 when Dee Lowe and Eve Moss took victory in an Acme 962.\n"
    )
    (tmp_path / "r.txt").write_text(text)
    crews = [q for q in build_bank(tmp_path).questions if q.kind == "winner"]
    assert [q.answer for q in crews] == ["Ada Quill, Bo Reed and Cy Tamm"]
    assert {"Bo Reed", "Cy Tamm"} <= set(crews[0].accepted)


def test_a_first_name_typo_beside_the_spelling_of_the_results_table(tmp_path: Path) -> None:
    text = (
        "Quill wins at Portside\n\nAda Quill won the 1999 Harbor 500 at Portside Speedway on Sunday.\n\n"
        "Quill was chased home by Tadayuka Reed (Honda) and Cy Tamm.\n\nReed was second and Tamm third.\n\n"
        "Results\n\n1. Ada Quill (Yamaha)\n2. Tadayuki Reed (Honda)\n3. Cy Tamm (Honda)\n\n"
        "The season goes on in two weeks.\n"
    )
    people = {s for _r, s, _v in facts(tmp_path, text)} | {v for _r, _s, v in facts(tmp_path, text)}
    assert "Tadayuka Reed" not in people and "Tadayuki Reed" in people


def test_two_letters_swapped_in_a_surname_are_a_typo(tmp_path: Path) -> None:
    text = (
        "Quill wins at Portside\n\nAda Quill won the 1999 Harbor 500 at Portside Speedway on Sunday, edging "
        "Eli Vancewksi by a second.\n\nVancewski was second and Cy Tamm third.\n\n"
        "Vancewski said he was happy with second place.\n"
    )
    people = {s for _r, s, _v in facts(tmp_path, text)} | {v for _r, _s, v in facts(tmp_path, text)}
    assert "Eli Vancewksi" not in people and "Eli Vancewski" in people, people
