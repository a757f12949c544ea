"""Sports-car crews: three drivers who won together ("won the 61st Acme 1 Twelve Hours of Portside",
"completed 301 laps in their Acme R18 to win by four laps", "driven by A of Britain, B of ... and C of the
United States won", "her fourth victory, driving the Acme with B and C") are one crew; a crew's place is no
one driver's; a car number after a rival's name ("his lead over teammate X in the No. 2") is not the
subject's. Reports we wrote."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.unit.reports_we_wrote import facts

HEAD = "Acme sweeps at Portside\n\nPORTSIDE - Acme extended its run at Portside Raceway on Saturday. "


@pytest.mark.parametrize(
    "sentence",
    [
        "Ada Quill, Cy Tamm and Eli Vance won the 61st Zenith 1 Twelve Hours of Portside in their No. 1 Acme.",
        "Ada Quill, Cy Tamm and Eli Vance completed 301 laps in their Acme R18 to win the Twelve Hours of "
        "Portside by four laps.",
        "A Zenith 962 driven by defending champions Ada Quill of West Harbor, Cy Tamm of Britain and Eli Vance "
        "of the United States won the 55th Twelve Hours of Portside on Sunday.",
        "Ada Quill took her fourth victory in the Twelve Hours of Portside on June 1, driving the Zenith-Acme "
        "962C with Cy Tamm and Eli Vance.",
        "Ada Quill, co-driving with Cy Tamm and Eli Vance, survived the chaos and one final restart to claim "
        "victory for the No. 31 Acme.",
        "Ada Quill shared the victory with fellow Zenith Racing co-drivers Cy Tamm and Eli Vance in the #2 Acme.",
        "Ada Quill stretched her lead in the final minutes and scored her first Twelve Hours of Portside win by "
        "1.4 seconds. Co-drivers Cy Tamm and Eli Vance earned their third Portside win.",
        # each name told with where it is from, before or after
        "Ada Quill from Germany, Swiss Cy Tamm and local hero Eli Vance of France finished three laps ahead of "
        "their nearest rivals in the Twelve Hours of Portside.",
        "Ada Quill (GBR), Britain's Cy Tamm and compatriot Eli Vance won the Twelve Hours of Portside.",
        "Ada Quill, Cy Tamm and Eli Vance took the chequered flag in the #50 Acme 499P with a 14s margin in the "
        "Twelve Hours of Portside.",
        "The Zenith team of Ada Quill, Cy Tamm and Eli Vance drove Audi to the overall victory in the Twelve "
        "Hours of Portside on Sunday.",
    ],
)
def test_three_drivers_who_won_together_are_one_crew(tmp_path: Path, sentence: str) -> None:
    told = facts(tmp_path, HEAD + sentence)
    assert {v for r, _, v in told if r == "winner"} == {"Ada Quill"}
    assert {v for r, _, v in told if r == "co_winner"} == {"Cy Tamm", "Eli Vance"}


def test_a_crew_named_after_driven_by_is_all_of_them(tmp_path: Path) -> None:
    told = facts(
        tmp_path,
        HEAD + "That car, the number 19 driven by Ada Quill, Cy Tamm, and Eli Vance, took the "
        "checkered flag in the Twelve Hours of Portside.",
    )
    crew = {v for r, _, v in told if r in {"winner", "co_winner"}}
    assert crew == {"Ada Quill", "Cy Tamm", "Eli Vance"}, crew


def test_the_crew_of_a_sentence_that_tells_another_winner_is_not_the_winners(tmp_path: Path) -> None:
    told = facts(
        tmp_path,
        "Gus Pell earns 200th victory with Portside class win\n\nPORTSIDE - Zenith Racing won its third Twelve "
        "Hours of Portside on Saturday. The Zenith team of Ada Quill, Cy Tamm and Eli Vance drove Audi to the "
        "overall victory. Gus Pell celebrated with a win in the GT class.",
    )
    assert not {v for r, _, v in told if r == "co_winner"} & {"Cy Tamm", "Eli Vance"}


def test_a_crews_place_and_a_rivals_car_are_no_ones_alone(tmp_path: Path) -> None:
    told = facts(
        tmp_path,
        HEAD + "Ada Quill, Cy Tamm and Eli Vance won the Twelve Hours of Portside. Quill held her lead over "
        "teammate Gus Pell in the No. 2 Acme. Gus Pell, Jon Kerr and Dee Hoyt placed second.",
    )
    assert not [f for f in told if f[0] == "car_number" and f[1] == "Ada Quill"]
    assert not [f for f in told if f[0] in {"position", "runner_up"}]


def test_another_class_paragraph_and_its_people_are_not_this_race(tmp_path: Path) -> None:
    told = facts(
        tmp_path,
        "Quill wins the Harbor MotoGP\n\nAda Quill won the MotoGP Harbor Grand Prix at Portside on Sunday, "
        "beating Cy Tamm by 6.7 seconds. It was her third win of the year.\n\nSpain's Eli Vance dominated the 250cc race on his Aprilia, finishing "
        "19 seconds ahead of the field.\n\nVance's compatriot Gus Pell took second place, narrowly edging out "
        "Jon Kerr, while Dee Hoyt finished in 16th spot.\n",
    )
    assert [v for r, _, v in told if r == "runner_up"] == ["Cy Tamm"]
    assert not [f for f in told if f[0] == "position" and f[1] in {"Gus Pell", "Dee Hoyt", "Jon Kerr"}]


def test_the_winning_car_of_a_driver_names_the_winner_not_the_one_placed_next(tmp_path: Path) -> None:
    told = facts(
        tmp_path,
        HEAD + "In a compelling final hour, only seconds separated the winning Acme of Ada Quill and "
        "second-placed Cy Tamm in the Zenith car at the chequered flag.",
    )
    assert {v for r, _, v in told if r == "winner"} == {"Ada Quill"}
    assert not [f for f in told if f[0] == "co_winner"]


@pytest.mark.parametrize(
    "sentence",
    [
        "Ada Quill shared the victory in 2009 with Cy Tamm.",  # another year's
        "Ada Quill, co-driving with Cy Tamm and Eli Vance, hoped to claim victory but crashed.",  # a hope
        "Ada Quill was hoping to claim victory for the No. 31 Acme.",
    ],
)
def test_another_years_shared_win_and_a_hope_are_no_win(tmp_path: Path, sentence: str) -> None:
    told = facts(tmp_path, HEAD + sentence + " Gus Pell won the Twelve Hours of Portside.")
    assert {v for r, _, v in told if r == "winner"} <= {"Gus Pell"}
    assert not [f for f in told if f[0] == "co_winner"]
