"""Which race a report is about: name, year, venue and series from its own words (reports we wrote)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.factbank.ingest import IngestedDocument, ingest_document
from bot.factbank.race import identify
from tests.unit.reports_we_wrote import bank_of_files as _build


def _doc(text: str, name: str = "r.txt") -> IngestedDocument:
    doc = ingest_document(name, text.encode())
    assert isinstance(doc, IngestedDocument), doc
    return doc


@pytest.mark.parametrize(
    "text, label, series",
    [
        (
            "Quill takes Harbor 300 thriller\n\nPORTSIDE, Ore. (AP) — Ada Quill won Sunday's Harbor 300 at "
            "Portside Speedway, her first Cup Series win since the 2019 Coastline 500.",
            "Harbor 300 at Portside Speedway",
            "Cup Series",
        ),
        (
            "Tamm wins 2031 Meridian Grand Prix\n\nCy Tamm won the 2031 Meridian Grand Prix at Vale Park "
            "on Sunday, beating Formula One rookie Eli Vance by four seconds.",
            "2031 Meridian Grand Prix at Vale Park",
            "Formula One",
        ),
        (
            "Brass Lantern wins the Glenmoor Derby\n\nBrass Lantern, ridden by jockey Ivy Jax, won the "
            "Glenmoor Derby by two lengths on Saturday. Trainer Hal Ives said little.",
            "Glenmoor Derby",
            "horse racing",
        ),
        (
            "Crew of the No. 8 car wins 12 Hours of Redmarsh\n\nThe No. 8 car of Dee Hoyt, Gus Pell and Jon "
            "Kerr won the 12 Hours of Redmarsh by a lap.",
            "12 Hours of Redmarsh",
            "",
        ),
        (
            "Pell wins in the rain\n\nKESTREL BAY, N.Z. — Gus Pell won a rain-shortened MotoGP race on "
            "Sunday after Jon Kerr crashed out.",
            "MotoGP race in Kestrel Bay, N.Z.",  # a dateline is a town (with its state): the race was in it
            "MotoGP",
        ),
        (
            "Tamm holds off Penske cars\n\nCy Tamm won the Harbor Indy at Vale Park, a street course, on "
            "Sunday, for his third win of the IndyCar Series season. Tamm raced last season in NASCAR's "
            "Sprint Cup series.",
            "Harbor Indy at Vale Park",
            "IndyCar",  # the Cup is where he raced last season; a tie goes to the series named first
        ),
        (
            "Tamm wins the 55th Indianapolis 500\n\nCy Tamm won the 55th running of the Indianapolis 500. "
            "Two-time Formula One champion Eli Vance led 27 laps.",
            "55th Indianapolis 500",
            "IndyCar",
        ),
        (
            "Vireo wins the 12 Hours of Redmarsh\n\nVireo Racing won the 12 Hours of Redmarsh with "
            "four-time Indy 500 champion Eli Vance in its crew.",
            "12 Hours of Redmarsh",
            "",
        ),
        (
            "Hart in historic Glenmoor Cup win\n\nMia Hart became the first apprentice jockey to win the "
            "Glenmoor Cup after Salt Marsh caused a shock at Brookfield.",
            "Glenmoor Cup at Brookfield",  # the track named later in the sentence that tells the win
            "horse racing",
        ),
    ],
)
def test_race_identity(text: str, label: str, series: str) -> None:
    rid = identify(_doc(text))
    assert rid is not None
    assert rid.label() == label
    assert rid.series == series


def test_a_champion_of_another_race_does_not_name_this_one() -> None:
    text = (
        "Vance wins at Orchard Raceway\n\nEli Vance, the two-time Harbor 300 champion, won at Orchard "
        "Raceway on Sunday. He heads next to the Coastline 500."
    )
    rid = identify(_doc(text))
    assert rid is not None and rid.name == "" and rid.venue == "Orchard Raceway"


def test_a_race_said_to_be_of_last_year_does_not_name_this_one() -> None:
    text = (
        "Vance cruises to victory over Tamm\n\nEli Vance won easily at Orchard Raceway, beating Cy Tamm. His "
        "last win came at the Coastline Grand Prix last year, and he added that the car was perfect."
    )
    rid = identify(_doc(text))
    assert rid is not None and rid.name == "" and rid.venue == "Orchard Raceway"


@pytest.mark.parametrize(
    "text, label, series",
    [
        (  # a track named before a lowercase track word; "the recent ... races" are others
            "Tamm wins at Kelso\n\nCy Tamm won the 20-lap race at the Kelso track, with Eli Vance, who won "
            "the recent Orchard Ring races, third.",
            "race at Kelso",
            "",
        ),
        (  # an event called a Race; a skipper sails
            "Vireo beats Kestrel\n\nThe crew of Vireo won the Coastline Fastnet Race, beating Kestrel by 40 "
            "seconds in the closing miles of the Coastline Fastnet Race. Vireo skipper Ada Quill was delighted.",
            "Coastline Fastnet Race",
            "sailing",
        ),
    ],
)
def test_more_race_identities(text: str, label: str, series: str) -> None:
    rid = identify(_doc(text))
    assert rid is not None and rid.label() == label and rid.series == series


def test_a_person_called_park_is_no_track_and_a_series_race_no_event() -> None:
    text = (
        "Tamm wins a hot one in Richmond\n\nCy Tamm led 15 of 400 laps under the lights at Richmond, beating "
        "Eli Vance in the Xfinity Series Race. Next across the line were Gus Pell, Steve Park and Jon Kerr."
    )
    rid = identify(_doc(text))
    assert rid is not None and rid.venue == "Richmond" and rid.name == ""


def test_a_race_named_only_by_its_dateline_is_read() -> None:
    text = (
        "Vance and Tamm share the win\n\nKELSO, Ruritania -- Eli Vance and Cy Tamm shared victory with the same "
        "time on Saturday, with Gus Pell third. The top four finishers were separated by two hundredths of a "
        "second on the hardest course of the season."
    )
    rid = identify(_doc(text))
    assert rid is not None and rid.label() == "race in Kelso"


def test_no_race_at_all_is_none() -> None:
    text = (
        "Workshop news\n\nThe team tested a new car at the factory. The driver said the pit crew was ready."
    )
    assert identify(_doc(text)) is None


def test_same_name_different_years_are_different_races(tmp_path: Path) -> None:
    r = _build(
        tmp_path,
        {
            "a.txt": "Quill wins 2029 Harbor 300\n\nAda Quill won the 2029 Harbor 300 at Portside Speedway, "
            "beating Cy Tamm by 0.2 seconds. Gus Pell finished third and Jon Kerr fourth.",
            "b.txt": "Tamm wins 2031 Harbor 300\n\nCy Tamm won the 2031 Harbor 300 at Portside Speedway, "
            "beating Ada Quill by 1.4 seconds. Jon Kerr finished third and Gus Pell fourth.",
        },
    )
    assert r.races == ["2029 Harbor 300 at Portside Speedway", "2031 Harbor 300 at Portside Speedway"]
    assert not r.conflicts  # two races, not one race with two winners
    winners = sorted(q.prompt for q in r.questions if q.kind == "winner")
    assert winners == [
        "Who won the 2029 Harbor 300 at Portside Speedway?",
        "Who won the 2031 Harbor 300 at Portside Speedway?",
    ]


def test_same_race_without_a_year_joins_only_when_the_winner_agrees(tmp_path: Path) -> None:
    same = "Ada Quill won the Harbor 300 at Portside Speedway on Sunday, beating Cy Tamm."
    other = "Gus Pell won the Harbor 300 at Portside Speedway on Sunday, beating Jon Kerr."
    r = _build(tmp_path, {"a.txt": same, "b.txt": same.replace("on Sunday", "in the end"), "c.txt": other})
    assert len(r.races) == 2
    assert not r.conflicts
    labels = {d.id: d.race for d in r.documents}
    assert labels["a.txt"] == labels["b.txt"] != labels["c.txt"]


def test_one_winner_with_two_teams_or_someone_placed_apart_is_two_races(tmp_path: Path) -> None:
    """No year, one name and one winner, but Quill drove for Acme in one and for Zenith in the other (or Pell
    was third in one and fifth in the other): two editions, never joined into one race."""
    r = _build(
        tmp_path,
        {
            "a.txt": "Quill wins the Harbor Grand Prix\n\nAda Quill of Acme won the Harbor Grand Prix at Portside "
            "on Sunday, beating Cy Tamm. Gus Pell finished third.",
            "b.txt": "Quill wins the Harbor Grand Prix\n\nAda Quill of Zenith won the Harbor Grand Prix at Portside "
            "on Sunday. Gus Pell finished fifth.",
        },
    )
    assert len(r.races) == 2 and not r.conflicts


def test_two_races_of_one_name_and_no_year_are_told_apart_in_every_prompt(tmp_path: Path) -> None:
    a = (
        "Quill wins the Harbor 300\n\nAda Quill won the Harbor 300 at Portside Speedway on Sunday, beating Cy "
        "Tamm. Gus Pell finished third and Jon Kerr fourth. Eli Vance started on pole.\n"
    )
    b = (
        "Pell wins the Harbor 300\n\nGus Pell won the Harbor 300 at Portside Speedway on Sunday, beating Jon "
        "Kerr. Ada Quill finished third and Cy Tamm fourth. Fay Orr started on pole.\n"
    )
    r = _build(tmp_path, {"a.txt": a, "b.txt": b})
    assert len(r.races) == 2 and not r.conflicts
    assert sorted(r.races) == ["Harbor 300 at Portside Speedway (a)", "Harbor 300 at Portside Speedway (b)"]
    for q in r.questions:
        assert "a.txt" not in q.prompt and "(a)" not in q.prompt and "(b)" not in q.prompt
        assert q.race_title == "Harbor 300 at Portside Speedway"  # the card: the file name is a topic key
        if q.kind == "winner":  # no year: a second detail, as the winner may have won it in other years too
            assert q.prompt in {
                "Who won the Harbor 300 at Portside Speedway in which Cy Tamm finished second and Eli Vance "
                "started on pole?",
                "Who won the Harbor 300 at Portside Speedway in which Jon Kerr finished second and Fay Orr "
                "started on pole?",
            }, q.prompt
        elif q.kind == "position":  # "... won by Ada Quill ahead of Cy Tamm": two details
            assert " ahead of " in q.prompt or " in which " in q.prompt, q.prompt
        elif "Portside" in q.prompt:
            told = (
                " won by ",
                "finished second",
                "on pole",
                "behind Ada Quill",
                "behind Gus Pell",
                "did Ada",
                "did Gus",
            )
            assert any(t in q.prompt for t in told), q.prompt  # a detail, or the winner named as the winner


def test_one_winner_of_two_same_named_races_is_no_detail(tmp_path: Path) -> None:
    """Quill won two Harbor 300s (no year given), beating Tamm in one and Pell in the other: two races,
    and no prompt names one of them "the Harbor 300 won by Ada Quill"."""
    a = (
        "Quill wins the Harbor 300\n\nAda Quill won the Harbor 300 at Portside Speedway, beating Cy Tamm. "
        "Jon Kerr finished third and Dee Hoyt fourth.\n"
    )
    b = (
        "Quill wins the Harbor 300 again\n\nAda Quill won the Harbor 300 at Portside Speedway, beating Gus "
        "Pell. Eli Vance finished third and Fay Orr fourth.\n"
    )
    r = _build(tmp_path, {"a.txt": a, "b.txt": b})
    assert len(r.races) == 2 and not r.conflicts
    assert r.questions
    for q in r.questions:
        assert "won by Ada Quill" not in q.prompt, q.prompt
        if q.kind != "runner_up":
            assert "Cy Tamm finished second" in q.prompt or "Gus Pell finished second" in q.prompt, q.prompt
