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
