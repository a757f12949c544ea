"""Errors found on a twenty-second set of real reports (measured blind first), fixed in general form and
tested on sentences we wrote: a WRC round named "Rally <Country>" read as a person, a title-case headline's
"Secures ... Victory", a headline's "takes second", a fight for the podium read as the win, a stage's
place read as the race's, a margin told in whole seconds beside the table's tenths."""

from __future__ import annotations

from pathlib import Path

from bot.factbank.entities import find_mentions
from bot.factbank.winner import headline_subject
from tests.unit.reports_we_wrote import facts, places, winners


def test_a_rally_named_rally_and_its_country_is_an_event(tmp_path: Path) -> None:
    assert [
        (m.text, m.kind) for m in find_mentions("Ada Quill claimed a dominant Rally Vireland victory.")
    ] == [
        ("Ada Quill", "person"),
        ("Rally Vireland", "event"),
    ]
    text = "2019 Rally Vireland: Quill in control\n\nAda Quill claimed a dominant Rally Vireland victory on Sunday afternoon.\n"
    assert winners(tmp_path, text) == {"Ada Quill"}


def test_a_title_case_headline_that_secures_a_victory() -> None:
    assert headline_subject("2019 Rally Vireland: Quill Secures Maximum Points Victory") == "Quill"
    assert headline_subject("Quill Grabs Second Straight Win") == "Quill"


def test_a_headline_that_takes_second_is_no_win() -> None:
    assert headline_subject("Tamm takes second at Portside, closes gap on Quill") == ""
    assert headline_subject("Tamm takes third") == ""
    assert headline_subject("Tamm takes second win of season") == "Tamm"


def test_a_fight_for_the_podium_behind_the_winner_is_not_the_win(tmp_path: Path) -> None:
    text = (
        "Rally Vireland report\n\nThe 2019 Rally Vireland ended on Sunday.\n\nBehind, the battle for the "
        "remaining places on the podium went down to the wire as Cy Tamm held off Gus Pell by just three "
        "seconds.\n"
    )
    got = facts(tmp_path, text)
    assert not {r for r, _s, _v in got} & {"winner", "runner_up", "margin"}
    text = (
        "Rally Vireland report\n\nAda Quill won the 2019 Rally Vireland on Sunday.\n\nThe fight for second "
        "went to the last stage, where Cy Tamm held off Gus Pell by 2.4 seconds.\n"
    )
    got = facts(tmp_path, text)
    assert {v for r, _s, v in got if r == "winner"} == {"Ada Quill"}
    assert not [f for f in got if f[0] in {"runner_up", "margin"}]


def test_a_place_on_a_stage_is_not_the_races(tmp_path: Path) -> None:
    got = places(tmp_path, "The top six were completed by Cy Tamm, who finished third on the Power Stage.\n")
    assert "third" not in got.get("Cy Tamm", set())


def test_a_margin_in_whole_seconds_beside_the_tables_tenths_is_one_margin(tmp_path: Path) -> None:
    text = (
        "Quill wins the Vireland rally\n\nAda Quill won the Rally of Vireland on Sunday.\n\nIn the rain-soaked "
        "Rally of Vireland, Quill drove to an eight-seconds winning margin over Cy Tamm.\n\nResults\n"
        "1. Ada Quill, Norway, Vireo Zeta, 3 hours\n2. Cy Tamm, Chile, Delta Rho - 8.6 seconds behind\n"
        "3. Gus Pell, Peru, Orbit Alpha - 2 minutes\n"
    )
    assert {v for r, _s, v in facts(tmp_path, text) if r == "margin"} == {"8.6 seconds"}
