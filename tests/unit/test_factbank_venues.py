"""Where a race was run, and what is no place: a series' "circuit" ("the youngest driver on the Indy-car
circuit"), a series named like a place in a headline ("at Australian Champ Car race"), a common noun ("his
win at the Principality"), a rank ("Left in First Place"), a rider's first name ("the Tamm and Ben show");
a track with adjectives before it ("a boiling hot Portside circuit"); another week's track ("just like she
did a week earlier at X") is not the race's. A series' kind of race is asked
without its track. Reports we wrote."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.factbank import build_bank
from tests.unit.reports_we_wrote import race_of


@pytest.mark.parametrize(
    "text",
    [
        "Quill wins the Harbor Grand Prix\n\nAda Quill, the youngest driver on the Indy-car circuit, won the "
        "Harbor Grand Prix on Sunday by edging Cy Tamm by .38 seconds.",
        "Quill double winner at Harborland Champ Car race\n\nAda Quill needed only to start the race to win "
        "the Champ Car title. She did better, winning the Harbor Indy 300 on Sunday from Cy Tamm.",
        "Quill starts defence with Harbor win\n\nAda Quill won the Harbor Rally today, to take the maximum "
        "points.\n\nQuill led the event from start to finish, taking his third successive win at the "
        "Principality, following victories in 2004 and 2003.",  # a common noun for the place
    ],
)
def test_a_series_is_no_venue(text: str) -> None:
    rid = race_of(text)
    assert rid is not None
    assert rid.venue == ""


def test_a_riders_first_name_is_no_town_and_a_track_may_have_adjectives() -> None:
    rid = race_of(
        "Tamm wins in the Tamm and Ben show.\n\nCy Tamm scored his fourth victory of the 2031 season with a "
        "last-lap move on long-time leader Ben Vale in Sunday's first race at a boiling hot Portside circuit, "
        "to extend his World Superbike lead."
    )
    assert rid is not None
    assert (rid.venue, rid.year, rid.name) == ("Portside", 2031, "World Superbike Race 1")


def test_a_series_kind_of_race_is_asked_without_its_track(tmp_path: Path) -> None:
    (tmp_path / "r.txt").write_text(
        "Cy Tamm took his third win of the season in the GP2 Feature Race at Portside\n\nCy Tamm converted "
        "pole position on Sunday, May 5, 2024, into his third victory of the season at the Portside circuit, with Ada Quill second.\n"
    )
    r = build_bank(tmp_path)
    assert r.questions
    assert not [q for q in r.questions if q.kind == "venue"]


def test_a_one_two_in_a_town_names_the_town(tmp_path: Path) -> None:
    (tmp_path / "r.txt").write_text(
        "The Winning Formula\n\nThe Red Bulls of Ada Quill and Cy Tamm finished one-two in Portside on Sunday."
        "\n\nAfter six races of the Formula One season, the Acme team looks unbeatable. The Portside Grand Prix "
        "crowd saw it again.\n"
    )
    r = build_bank(tmp_path)
    winners = {(q.prompt, q.answer) for q in r.questions if q.kind == "winner"}
    assert winners == {
        ("Who won the Formula One race in Portside in which Cy Tamm finished second?", "Ada Quill")
    }


def test_a_rank_in_the_headline_is_no_venue() -> None:
    rid = race_of(
        "Quill Is Left in First Place : Auto racing: Attrition takes the leaders in Portside\n\nPORTSIDE -- "
        "After 161 miles of dazzling speed by Cy Tamm, the final 39 miles of the Harbor 200 Indy car race "
        "Sunday turned into a destruction derby.\n"
    )
    assert rid is not None and rid.venue != "First Place"


def test_the_track_of_a_week_earlier_is_not_this_races() -> None:
    rid = race_of(
        "Portside finish has familiar feel as Quill wins again\n\nPORTSIDE, Ariz. -- Ada Quill took advantage "
        "of a late restart to win, just like one week earlier.\n\nHer No. 24 Chevrolet got a great start in "
        "overtime, and just like she did a week earlier at Lakeview Motor Speedway, she overtook Cy Tamm for the "
        "win.\n"
    )
    assert rid is not None and rid.venue != "Lakeview Motor Speedway"
