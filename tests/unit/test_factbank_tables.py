"""Results tables under a report (rows we wrote in the shapes real reports paste)."""

from __future__ import annotations

from pathlib import Path

from bot.factbank import build_bank
from bot.factbank.tables import result_rows


def test_rows_in_several_shapes() -> None:
    text = "\n".join(
        [
            "Race results:",
            "1 Ada QUILL GBR VIREO 42'42.385",
            "2 Cy TAMM AUS DELTA 42'45.459",
            "",
            "3 Gus PELL USA DELTA 42'48.341",
        ]
    )
    assert [(r.position, r.name) for r in result_rows(text)] == [
        (1, "Ada Quill"),
        (2, "Cy Tamm"),
        (3, "Gus Pell"),
    ]
    markdown = "RESULTS - 27 LAPS:\nPos | Rider | Team | Gap |\n---|---|---|---|\n1 | Ada Quill | Vireo | 40m |\n2 | Cy Tamm | Delta | 0.2s |"
    assert [r.name for r in result_rows(markdown)] == ["Ada Quill", "Cy Tamm"]  # two rows under a heading
    podium = "1st: Ada Quill (Vireo Ford), 1h30m\n2nd: Cy Tamm (Delta), 3.1s\n3rd: Gus Pell (Delta), 3.9s"
    assert [r.position for r in result_rows(podium)] == [1, 2, 3]


def test_numbered_prose_and_short_lists_are_not_tables() -> None:
    prose = "\n\n".join(
        f"{i}. Ada Quill said the team had worked for months on the car and that the win was the result of "
        f"a long season of small gains, patient testing and a lot of luck on the day number {i}."
        for i in range(1, 5)
    )
    assert result_rows(prose) == ()
    assert result_rows("1 Ada Quill\n2 Cy Tamm") == ()  # two rows and no heading: not enough
    assert result_rows("2 Ada Quill\n3 Cy Tamm\n4 Gus Pell") == ()  # a table starts at first place


def _build(tmp_path: Path, text: str):
    (tmp_path / "r.txt").write_text(text)
    return build_bank(tmp_path)


TABLE = "\n\nResults:\n1 Ada QUILL GBR VIREO 1:02.1\n2 Cy TAMM AUS DELTA 1:02.5\n3 Gus PELL USA DELTA 1:03.0\n4 Jon KERR NZL ORBIT 1:03.4\n"


def test_a_table_that_agrees_on_the_winner_gives_the_places(tmp_path: Path) -> None:
    r = _build(
        tmp_path, "Quill wins the Harbor 300\n\nAda Quill won the Harbor 300 at Portside Speedway." + TABLE
    )
    places = {f.subject: f.value for f in r.facts if f.relation == "position"}
    assert places == {"Cy Tamm": "second", "Gus Pell": "third", "Jon Kerr": "fourth"}
    assert {f.value for f in r.facts if f.relation == "runner_up"} == {"Cy Tamm"}


def test_a_tables_gap_to_the_winner_is_the_margin(tmp_path: Path) -> None:
    table = "\n\nRESULTS:\nPos | Rider | Gap |\n1 | Ada Quill | Vireo | 40m33.849s |\n2 | Cy Tamm | Delta | 0.249s |\n"
    r = _build(
        tmp_path, "Quill wins the Harbor 300\n\nAda Quill won the Harbor 300 at Portside Speedway." + table
    )
    assert {f.value for f in r.facts if f.relation == "margin"} == {"0.249 seconds"}


def test_a_podium_list_gives_the_gap_written_as_down(tmp_path: Path) -> None:
    podium = "\n\n1st: Ada Quill (Vireo Ford), 1hr 30min 02.1sec\n2nd: Cy Tamm (Delta), 3.195s down\n3rd: Gus Pell (Delta), 3.9s\n"
    r = _build(
        tmp_path, "Quill wins the Harbor 300\n\nAda Quill won the Harbor 300 at Portside Speedway." + podium
    )
    assert {f.value for f in r.facts if f.relation == "margin"} == {"3.195 seconds"}


def test_a_table_of_another_race_gives_nothing(tmp_path: Path) -> None:
    text = "Orr wins the Harbor 300\n\nFay Orr won the Harbor 300 at Portside Speedway on Sunday." + TABLE
    r = _build(tmp_path, text)
    assert not [f for f in r.facts if f.relation == "position"]


def test_places_listed_inline_on_one_line(tmp_path: Path) -> None:
    text = (
        "Quill wins the Harbor 300\n\nAda Quill won the Harbor 300 at Portside Speedway.\n\n"
        "Top 5 finishers: 1. Ada Quill; 2. Cy Tamm; 3. Gus Pell; 4. Jon Kerr; 5. Eli Vance.\n\n"
        "Stage 1 winner: Jon Kerr. Stage 2 winner: Ada Quill.\n"
    )
    r = _build(tmp_path, text)
    places = {f.subject: f.value for f in r.facts if f.relation == "position"}
    assert places == {"Cy Tamm": "second", "Gus Pell": "third", "Jon Kerr": "fourth", "Eli Vance": "fifth"}
    stages = {f.subject: f.value for f in r.facts if f.relation == "stage_winner"}
    assert stages == {"Stage 1": "Jon Kerr", "Stage 2": "Ada Quill"}
    assert result_rows("He listed them: 1. this; 2. that; 3. other") == ()  # no names, no table
