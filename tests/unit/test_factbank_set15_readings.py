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
