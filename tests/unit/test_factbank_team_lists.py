"""Teams told in lists and cars named for their make (reports we wrote): "A, B, Acme teammate C and D
rounded out the top five" makes C of Acme and B of no team told; "Bo Reed's WSC Mazda Kudzu" is a car, no
driver of a team "Bo Reed"."""

from __future__ import annotations

from pathlib import Path

from tests.unit.reports_we_wrote import facts

HEAD = "Quill wins at Kelso\n\nAda Quill won the 2031 Kelso 500 at Kelso Speedway on Sunday.\n"


def test_a_teammate_in_a_list_is_nobody_elses(tmp_path: Path) -> None:
    got = facts(
        tmp_path, HEAD + "Jon Kerr, Bo Reed, Acme teammate Eli Vance and Gus Pell rounded out the top five."
    )
    teams = {(s, v) for r, s, v in got if r == "team"}
    assert ("Eli Vance", "Acme") in teams
    assert not [t for t in teams if t[0] in {"Bo Reed", "Jon Kerr", "Gus Pell"}]


def test_a_car_named_for_its_make_is_no_person(tmp_path: Path) -> None:
    got = facts(tmp_path, HEAD + "Third was decided on the last lap as Bo Reed's WSC Mazda Kudzu moved past.")
    assert not [f for f in got if "Kudzu" in f[1] or "Kudzu" in f[2]]
