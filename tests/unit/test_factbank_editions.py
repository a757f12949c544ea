"""A race of no year, named in each prompt by details of its own (reports we wrote)."""

from __future__ import annotations

from pathlib import Path

from tests.unit.reports_we_wrote import bank, race_of

REPORT = (
    "Quill wins the Harbor 300\n\nAda Quill won the Harbor 300 at Portside Speedway on Sunday. "
    "Eli Vance finished third. Bo Reed led 120 of the 300 laps."
)


def test_a_clause_naming_the_edition_mid_question_is_closed_by_a_comma(tmp_path: Path) -> None:
    led = [q.prompt for q in bank(tmp_path, REPORT).questions if q.kind == "laps_led"]
    assert led == [
        "How many laps of the Harbor 300 at Portside Speedway won by Ada Quill, in which Eli Vance finished "
        "third, were led by Bo Reed?"
    ]


def test_a_pin_never_says_the_answer(tmp_path: Path) -> None:
    r = bank(
        tmp_path,
        REPORT
        + " Cy Tamm finished second. Jon Kerr started from the pole. It was Quill's third win of the season.",
    )
    season = [q for q in r.questions if q.kind == "season_win"]
    assert season and all("third" not in q.prompt for q in season)


def test_an_inaugural_race_is_one_edition_and_keeps_its_whole_name(tmp_path: Path) -> None:
    r = bank(
        tmp_path,
        "Quill wins Vireo Grand Prix\n\nAda Quill started from the pole and led every lap in winning the "
        "inaugural Vireo Grand Prix of Kelso on Sunday, beating Cy Tamm. Eli Vance finished third.",
    )
    assert r.races == ["inaugural Vireo Grand Prix of Kelso"]
    assert "Who won the inaugural Vireo Grand Prix of Kelso?" in {q.prompt for q in r.questions}


def test_a_headlines_short_name_is_the_longer_one_the_report_tells() -> None:
    rid = race_of("Quill wins Vireo Grand Prix\n\nAda Quill won the Vireo Grand Prix of Kelso on Sunday.")
    assert rid is not None and rid.name == "Vireo Grand Prix of Kelso"


def test_the_winner_alone_does_not_name_an_edition_of_a_place(tmp_path: Path) -> None:
    # "In what position did X finish in the San Marino Grand Prix won by Y?": Y may have won it twice
    alone = (
        "Quill wins the Harbor 300\n\nAda Quill won the Harbor 300 at Portside Speedway. Bo Reed was sixth."
    )
    assert not [q for q in bank(tmp_path, alone).questions if q.kind == "position"]
    more = alone + " Eli Vance finished fourth."
    prompts = {q.prompt for q in bank(tmp_path, more).questions if q.kind == "position"}
    assert (
        "In what position did Bo Reed finish in the Harbor 300 at Portside Speedway won by Ada Quill, in which "
        "Eli Vance finished fourth?" in prompts
    )


def test_a_discipline_with_no_meet_place_or_year_is_not_asked(tmp_path: Path) -> None:
    text = (
        "Quill wins 100m freestyle gold\n\nAda Quill won the women's 100 metres freestyle on Thursday, beating "
        "Cy Tamm by 0.13 seconds. Eli Vance finished third."
    )
    assert bank(tmp_path, text).questions == []  # which meet's final? the report never says
    at_kelso = text.replace("freestyle on Thursday", "freestyle in Kelso on Thursday")
    assert bank(tmp_path, at_kelso).questions
