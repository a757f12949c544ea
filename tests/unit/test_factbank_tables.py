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


def test_rows_with_car_numbers_dashes_and_commas() -> None:
    text = "Results\n1 – 00 Ada Quill\n2 – 22 Cy Tamm Jr.\n3 – 9 Gus Pell\n"
    assert [r.name for r in result_rows(text)] == ["Ada Quill", "Cy Tamm Jr.", "Gus Pell"]
    text = (
        "1 44 Ada Quill Vireo 52 1:21:08.452\n2 77 Cy Tamm Vireo 52 +24.928s\n3 16 Gus Pell Delta 52 +30.1s\n"
    )
    assert [(r.name, r.gap) for r in result_rows(text)][1] == ("Cy Tamm Vireo", "24.928")
    text = "1. #20 Ada Quill QRT (C) 2hrs\n2. #10 Cy Tamm DRT (H) + 1.9s\n3. #9 Gus Pell DRT (H) + 2.6s\n"
    assert [r.name for r in result_rows(text)] == ["Ada Quill", "Cy Tamm", "Gus Pell"]
    text = "1. Ada Quill, Norway, Vireo Zeta, 3 hours\n2. Cy Tamm, Chile, Delta Rho - 8.6 seconds behind\n3. Gus Pell, Peru, Orbit 3\n"
    assert [r.name for r in result_rows(text)] == ["Ada Quill", "Cy Tamm", "Gus Pell"]


def test_a_table_pasted_as_one_line_is_split_at_its_places() -> None:
    line = (
        "Harbor Superbike, Portside - Race Results (1) Pos Rider Nat Team Time 1 Ada Quill NOR Vireo Racing "
        "21 Laps 2 Cy Tamm CHI Delta Team +4.079s 3 Gus Pell PER Orbit Racing +6.751s 4 Jon Kerr NZL Orbit +8.5s"
    )
    rows = result_rows("Quill won.\n\n" + line)
    assert [(r.position, r.name) for r in rows] == [
        (1, "Ada Quill"),
        (2, "Cy Tamm"),
        (3, "Gus Pell"),
        (4, "Jon Kerr"),
    ]
    assert rows[1].gap == "4.079"
    glued = "Results Feature race (40 laps) 1.Ada Quill (Nor) Vireo 47:36.874 2.Cy Tamm (Chi) Delta 47:42.099 3.Gus Pell (Per) Orbit 47:44.852"
    assert [r.name for r in result_rows(glued)] == ["Ada Quill", "Cy Tamm", "Gus Pell"]
    surnames = "The top five from Portside were 1 Quill; 2 Tamm; 3 Pell; 4 Kerr; 5 Vance"
    assert [r.name for r in result_rows(surnames)] == ["Quill", "Tamm", "Pell", "Kerr", "Vance"]
    # one heading, then its first place on the same line, the rest below
    text = "Final Results 1. Ada Quill, Norway, Vireo Zeta, 2 hours, 10 minutes, 5.5 seconds\n2. Cy Tamm, Chile, Delta\n3. Gus Pell, Peru, Orbit\n"
    assert [r.name for r in result_rows(text)] == ["Ada Quill", "Cy Tamm", "Gus Pell"]
    # a sentence with numbers in it is no table
    assert (
        result_rows(
            "On lap 1 Quill led from Tamm, and by lap 2 Pell had passed Kerr for the lead, 3 seconds clear of all."
        )
        == ()
    )


def test_a_bulleted_list_under_a_results_heading_counts_its_places() -> None:
    text = "Official race results below.\n- Ada Quill Vireo/Zeta\n- Cy Tamm Delta\n- Gus Pell Orbit\n\nQuill said it was easy."
    assert [(r.position, r.name) for r in result_rows(text)] == [
        (1, "Ada Quill"),
        (2, "Cy Tamm Delta"),  # where the name ends is told when the report is read (see below)
        (3, "Gus Pell Orbit"),
    ]
    unheaded = "Three things we learnt.\n- Ada Quill is fast\n- Cy Tamm is young\n- Gus Pell is back"
    assert result_rows(unheaded) == ()


def test_tables_of_qualifying_or_points_are_not_the_result_but_a_sentence_about_points_is_no_heading() -> (
    None
):
    assert result_rows("Qualifying\n1 Ada Quill\n2 Cy Tamm\n3 Gus Pell\n") == ()
    assert result_rows("Sprint classification\n1 Ada Quill\n2 Cy Tamm\n3 Gus Pell\n") == ()
    text = (
        "Tamm still leads the championship with 45 points.\n\nResults\n1 Ada Quill\n2 Cy Tamm\n3 Gus Pell\n"
    )
    assert [r.name for r in result_rows(text)] == ["Ada Quill", "Cy Tamm", "Gus Pell"]


def test_only_the_table_of_the_reports_race_gives_places(tmp_path: Path) -> None:
    text = (
        "Quill wins at Portside\n\nAda Quill won the 500cc race of the 1999 Portside Grand Prix.\n\n500cc Results\n1. Ada Quill (Vireo)\n2. Cy Tamm (Delta)\n3. Gus Pell (Delta)\n"
        "250cc Results\n1. Bo Reed (Orbit)\n2. Eli Vance (Orbit)\n3. Jon Kerr (Vireo)\n"
    )
    places = {f.subject: f.value for f in _build(tmp_path, text).facts if f.relation == "position"}
    assert places == {"Cy Tamm": "second", "Gus Pell": "third"}


def test_a_rows_name_is_someone_the_report_writes_or_stops_before_the_teams_column(tmp_path: Path) -> None:
    text = (
        "Quill wins at Portside\n\nAda Quill won the 2012 Harbor 300 at Portside Speedway, ahead of her Orbit "
        "team mate Cy Tamm. Gus Pell and Jon Kerr were next.\n\nResults\n1. #20 Ada Quill QRT (C)\n"
        "2. #10 Cy Tamm Orbit (H) + 1.9s\n3. #9 Pell Orbit (H) + 2.6s\n4. #5 Jon Kerr Ravel (C) + 3.0s\n"
        "5. #3 Eli Vance Orbit (H) + 4.1s\n6. #8 Sam Ott Ravel Blue (H) + 5.1s\n"
    )
    places = {f.subject: f.value for f in _build(tmp_path, text).facts if f.relation == "position"}
    # Jon Kerr as the report writes him; Eli Vance before the team column Orbit shares with others; no
    # "Sam Ott Ravel Blue": where that name ends, nothing tells
    assert places == {"Cy Tamm": "second", "Gus Pell": "third", "Jon Kerr": "fourth", "Eli Vance": "fifth"}


def test_a_table_of_driver_codes_under_a_columns_line_naming_points() -> None:
    text = (
        "RACE RESULTS\n\nPos. Driver Country Team Time Points\n1 QUI Ada Quill GER Acme 1:38:53.891 25\n"
        "2 TAM Cy Tamm GER Zenith +37.776s 18\n3 VAN Eli Vance RUS Orbit +45.936s 15\n"
    )
    assert [(r.position, r.name) for r in result_rows(text)] == [
        (1, "Ada Quill"),
        (2, "Cy Tamm"),
        (3, "Eli Vance"),
    ]
