"""Errors found on a fifteenth set of real reports, fixed in general form and tested on sentences we wrote:
a driver's car number read as a team for the whole bank, a headline's full name over a body that uses
only the surname (and another report's person of that surname), the lead's subject beaten in the
headline, a dateline line over text wrapped at a fixed width, the rest of a top ten listed after the verb."""

from __future__ import annotations

from pathlib import Path

from bot.factbank import build_bank
from tests.unit.reports_we_wrote import facts, places


def test_a_car_number_before_a_full_name_does_not_make_the_driver_a_team(tmp_path: Path) -> None:
    (tmp_path / "a.txt").write_text(
        "Tamm takes Portside\n\nCy Tamm won the Harbor 300 at Portside Speedway on Sunday, a race in which "
        "he, Reed, and No. 10 Ada Quill battled it out for the win late on.\n"
    )
    (tmp_path / "b.txt").write_text(
        "Ada Quill wins the Lakeside 500\n\nAda Quill won the 2025 Lakeside 500 at Lakeside Speedway on "
        "Sunday, beating Bo Reed by 0.3 seconds.\n"
    )
    winners = {f.value for f in build_bank(tmp_path).facts if f.relation == "winner"}
    assert "Ada Quill" in winners


def test_a_headline_full_name_over_a_body_that_says_only_the_surname(tmp_path: Path) -> None:
    (tmp_path / "a.txt").write_text(
        "Ada Quill out-duels Bo Reed for Harbor 500 victory\n\n"
        "Bo Reed, who started from the rear of the field, was closing on Quill for the lead but tagged the "
        "wall twice in the final two laps of the 2019 Harbor 500 at Portside Speedway.\n\n"
        "The win is the second of Quill's career.\n\n"
        "Cy Tamm ended up second as Reed limped home in third.\n"
    )
    (tmp_path / "b.txt").write_text(  # another report's person of the same surname
        "Dee Quill wins the Lakeside Marathon\n\nDee Quill won the 2019 Lakeside Marathon on Monday.\n"
    )
    got = {(f.relation, f.subject, f.value) for f in build_bank(tmp_path).facts}
    harbor_winners = {v for r, s, v in got if r == "winner" and "Harbor" in s}
    assert harbor_winners == {"Ada Quill"}  # not Bo Reed, beaten in the headline; not Dee Quill
    assert ("position", "Bo Reed", "third") in got


def test_a_dateline_line_over_text_wrapped_at_a_fixed_width(tmp_path: Path) -> None:
    text = (
        "Quill Wins Race and Record Purse\n\n"
        "PORTSIDE, Wa. (Apr. 4, 1999) From Harbor Online\n"
        "Ada Quill won the biggest prize in Harbor Truck Series history, along with\n"
        "her 25th career victory, as she captured Saturday's Harbor 200 race at Portside\n"
        "Speedway. Quill, one of four drivers in the field eligible for a bonus in the\n"
        "tour's 100th race, led all but 15 laps around the 0.646-mile speedway. She beat\n"
        "series rival Bo Reed by 2.509 seconds in a race which was stretched by rain.\n"
    )
    got = facts(tmp_path, text)
    assert ("winner", "Harbor 200 at Portside Speedway", "Ada Quill") in {
        (r, s.removeprefix("1999 "), v) for r, s, v in got
    }
    assert any(r == "margin" and v.startswith("2.509") for r, _s, v in got)


def test_the_rest_of_a_top_ten_listed_after_the_verb(tmp_path: Path) -> None:
    got = places(
        tmp_path,
        "Cy Tamm ended up second as Bo Reed came home in third. Al Hart was fourth and Di Ross completed the "
        "top-five. Rounding out the top-10 finishers were Ed Lowe, Fay Moss, Gus Penn, Hal Ives and Ian Cole.",
    )
    assert got.get("Ed Lowe") == {"sixth"}
    assert got.get("Ian Cole") == {"tenth"}
    got = places(
        tmp_path,
        "Cy Tamm ended up second. Rounding out the top five were Ed Lowe, Fay Moss and Gus Penn, but Penn "
        "was later penalised.",
    )
    assert "Ed Lowe" not in got


def test_the_result_was_a_possessive_win(tmp_path: Path) -> None:
    got = facts(
        tmp_path,
        "Side by side at Portside\n\nAda Quill and Bo Reed went side by side at the Harbor 300 at Portside "
        "Speedway on Saturday.\n\nThe result was Quill's second Harbor Series win of 2005, with the "
        "26-year-old taking a .03 second victory over Reed.",
    )
    assert any(r == "winner" and v == "Ada Quill" for r, _s, v in got)


def test_a_headline_count_of_firsts_is_no_race_name(tmp_path: Path) -> None:
    from bot.factbank.race_names import event_candidates

    assert (
        event_candidates("Quill Holds Off Reed in Shootout to Win First Cup Race at Portside Road Course")
        == []
    )
    assert [c for c, _ in event_candidates("Quill won the First Union 400 at Portside")] == [
        "First Union 400"
    ]
    assert [c for c, _ in event_candidates("in the Second Chance Derby")] == ["Second Chance Derby"]
    got = facts(
        tmp_path,
        "Ada Quill Holds Off Bo Reed to Win First Cup Race at Portside Road Course\n\n"
        "On Sunday in the 2020 Cup Series Go Sailing 235 at the Portside Speedway Road Course, Quill scored her "
        "fourth road win.",
    )
    assert {s.removeprefix("2020 ") for _r, s, _v in got} == {"Go Sailing 235 at Portside Speedway"}


def test_a_sponsors_name_with_an_ampersand(tmp_path: Path) -> None:
    from bot.factbank.race_names import event_candidates

    found = [
        c
        for c, _ in event_candidates(
            "Quill won Sunday's season-ending ACME Antifreeze & Motor Oil Harbor 300."
        )
    ]
    assert "ACME Antifreeze & Motor Oil Harbor 300" in found


def test_which_race_is_asked_only_with_a_margin_or_a_year_that_tells_it(tmp_path: Path) -> None:
    def event_prompts(text: str) -> list[str]:
        (tmp_path / "r.txt").write_text(text)
        return [q.prompt for q in build_bank(tmp_path).questions if q.kind == "event"]

    assert (
        event_prompts(
            "Quill wins the Harbor Grand Prix\n\nAda Quill won the Harbor Grand Prix on Sunday, beating Bo Reed by 7 "
            "seconds.\n"
        )
        == []
    )  # she may have won many races by 7 seconds
    assert event_prompts(
        "Quill wins the Harbor 300\n\nAda Quill won the 2006 Harbor 300 at Portside Speedway, beating Bo "
        "Reed by 0.279 seconds.\n"
    ) == ["Which race did Ada Quill win at Portside Speedway in 2006 by 0.279 seconds?"]


def test_a_place_held_by_someone_who_retired_is_no_result(tmp_path: Path) -> None:
    got = places(
        tmp_path,
        "Four entries, including second-placed Bo Reed and fifth-placed Cy Tamm, retired with mechanical problems.",
    )
    assert got == {}


def test_a_marathon_report_that_turns_to_the_womens_race(tmp_path: Path) -> None:
    text = (
        "Quill wins Harbor Marathon\n\n"
        "Ada Quill won the 2024 Harbor Marathon after a solo surge early in the race gave him the platform to "
        "finish first.\n\nHis compatriot Bo Reed took second place, 41 seconds behind Quill.\n\n"
        "In the women's race, Dee Tamm clinched her second consecutive victory in Harbor, edging out Eve Lowe "
        "by eight seconds.\n"
    )
    (tmp_path / "r.txt").write_text(text)
    prompts = {q.prompt: q.answer for q in build_bank(tmp_path).questions if q.kind == "winner"}
    assert prompts.get("Who won the 2024 Harbor Marathon men's race?") == "Ada Quill"
    assert "Dee Tamm" in prompts.values()
    assert all("2024" in p for p in prompts)


def test_a_divided_sport_names_the_winners_division_by_the_pronouns(tmp_path: Path) -> None:
    text = (
        "Quill wins Harbor Marathon\n\nAda Quill won the 2024 Harbor Marathon on Monday, beating Bo Reed by 41 "
        "seconds.\n\nHis victory was his third in Harbor, and he said he would be back.\n"
    )
    (tmp_path / "r.txt").write_text(text)
    assert [q.prompt for q in build_bank(tmp_path).questions if q.kind == "winner"] == [
        "Who won the 2024 Harbor Marathon men's race?"
    ]


def test_a_count_of_wins_at_one_track_is_no_career_count(tmp_path: Path) -> None:
    got = facts(
        tmp_path,
        "Quill wins at Portside\n\nAda Quill won her seventh Harbor Truck Series event of the year and the third of "
        "her career at Portside Speedway in Friday night's Harbor 350, holding off Bo Reed.",
    )
    assert not any(r == "career_win" for r, _s, _v in got)
    got = facts(
        tmp_path,
        "Quill wins at Portside\n\nAda Quill won Friday night's Harbor 350 at Portside Speedway, the third of her "
        "career.",
    )
    assert ("career_win", "Ada Quill", "third") in got


def test_a_sponsors_name_joined_by_and(tmp_path: Path) -> None:
    from bot.factbank.race_names import event_candidates

    found = [
        c for c, _ in event_candidates("in Friday night's WinPort World and Casino Resort 350, holding off")
    ]
    assert found[0] == "WinPort World and Casino Resort 350"


def test_a_hyphenated_classic_named_after_winner_of(tmp_path: Path) -> None:
    text = (
        "Quill stuns the favourites\n\nApr 10, 2016 – Ada Quill stunned the favourites to become the second "
        "Harborian winner of Portside-Lakeside on Sunday. She said she had not dared to dream of it, having "
        "broken her arm five weeks ago during a race in Belgium.\n\nQuill edged out Bo Reed in a sprint finish.\n"
    )
    (tmp_path / "r.txt").write_text(text)
    prompts = [q.prompt for q in build_bank(tmp_path).questions if q.kind == "winner"]
    assert prompts and all("Portside-Lakeside" in p and "Belgium" not in p for p in prompts)


def test_a_sponsor_on_a_numbered_car_is_no_driver(tmp_path: Path) -> None:
    got = facts(
        tmp_path,
        "Quill wins the Harbor 350\n\nAda Quill won the 2006 Harbor 350 at Portside Speedway on Friday.\n\n"
        "Quill put the No. 46 Jack Barrel’s Chevy Silverado up front for 103 of 148 laps.",
    )
    assert not any(s == "Jack Barrel" for _r, s, _v in got)


def test_laps_led_out_of_the_race_distance(tmp_path: Path) -> None:
    text = (
        "Quill wins the Harbor 300\n\nAda Quill won the 1998 17th Harbor 300 at Portside Speedway on Saturday, "
        "ahead of Bo Reed.\n\nQuill led 106 laps (out of 120).\n"
    )
    (tmp_path / "r.txt").write_text(text)
    questions = build_bank(tmp_path).questions
    led = [q for q in questions if q.kind == "laps_led"]
    assert [q.answer for q in led] == ["106 of 120"]
    assert any(q.kind == "distance" and q.answer == "120 laps" for q in questions)
    assert all(
        "1998 Harbor 300" in q.prompt and "17th" not in q.prompt for q in questions if "1998" in q.prompt
    )


def test_a_win_of_the_race_named_in_full_counts_wherever_it_is_said(tmp_path: Path) -> None:
    text = (
        "Change of pace: Harborians Ada Quill, Dee Tamm victorious at Harbor World Championship\n\n"
        "PORTSIDE It was the perfect day for Ada Quill.\n\nPORTSIDE — It was the perfect day for Ada Quill.\n\n"
        "The Harborian triathlete started the Harbor World Championship on Saturday just happy to be there.\n\n"
        "He ended the race with his third win and a new record.\n\n“It was unique,” Quill said.\n\n"
        "“I have waited for this day,” he said.\n\n"
        "Quill won the 2019 Harbor World Championship on Saturday with a record time of 7 hours, 51 minutes.\n"
    )
    (tmp_path / "r.txt").write_text(text)
    assert {q.answer for q in build_bank(tmp_path).questions if q.kind == "winner"} == {"Ada Quill"}


def test_a_points_table_is_no_result() -> None:
    from bot.factbank.tables import result_rows

    text = (
        "Race Results (Top 3)\n\n1. Ada Quill (Honda)\n2. Bo Reed (Yamaha)\n3. Cy Tamm (Yamaha)\n\n"
        "Series Points Standings (Top 3)\n\n1. Bo Reed (Honda); 230 pts.\n2. Ada Quill (Honda); 189 pts.\n"
        "3. Cy Tamm (Suzuki); 179 pts.\n"
    )
    assert [(r.position, r.name) for r in result_rows(text)] == [
        (1, "Ada Quill"),
        (2, "Bo Reed"),
        (3, "Cy Tamm"),
    ]
    assert result_rows("1. Bo Reed; 230 pts.\n2. Ada Quill; 189 pts.\n3. Cy Tamm; 179 pts.\n") == ()


def test_a_first_name_typo_beside_the_spelling_used_more(tmp_path: Path) -> None:
    text = (
        "Quill wins at Portside\n\nAda Quill won the 1999 Harbor 500 at Portside Speedway on Sunday.\n\n"
        "Quill was chased by Tadayuka Reed (Honda) and Cy Tamm.\n\nTadayuki Reed finished second.\n\n"
        "Tadayuki Reed said he was happy.\n\n"
        "Results\n\n1. Ada Quill (Yamaha)\n2. Tadayuki Reed (Honda)\n3. Cy Tamm (Honda)\n"
    )
    people = {s for _r, s, _v in facts(tmp_path, text)} | {v for _r, _s, v in facts(tmp_path, text)}
    assert "Tadayuka Reed" not in people and "Tadayuki Reed" in people


def test_two_names_a_letter_apart_in_two_reports_are_two_people(tmp_path: Path) -> None:
    (tmp_path / "a.txt").write_text(
        "Quill wins the 2014 Harbor 500\n\nAda Quill won the 2014 Harbor 500 at Portside Speedway, beating Cy "
        "Tamm.\n\nMarco Reed finished third and Eli Vance was fourth.\n"
    )
    (tmp_path / "b.txt").write_text(
        "Mario Reed wins the 1987 Lakeside 200\n\nMario Reed won the 1987 Lakeside 200 at Lakeside Park, beating "
        "Bo Lind. Mario Reed led 90 laps. Mario Reed was happy.\n"
    )
    places = {(f.subject, f.value) for f in build_bank(tmp_path).facts if f.relation == "position"}
    assert ("Marco Reed", "third") in places


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
