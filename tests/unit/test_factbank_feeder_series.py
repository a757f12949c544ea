"""Feeder series and their weekends: a Formula 2 or GP2 round has a feature race and a sprint race, each
its own; the series' name and its kind of race name it ("the Formula 2 feature race at Portside"), and
two such races at two tracks are two races. Key points as bullets are sentences. Reports we wrote."""

from __future__ import annotations

from pathlib import Path

from bot.factbank import build_bank
from tests.unit.reports_we_wrote import race_of


def test_a_feature_race_is_named_by_its_series_and_kind() -> None:
    rid = race_of(
        "Quill takes maiden feature race win\n\nFormula 2 driver Ada Quill won her first feature race on "
        "Sunday, from pole position. Her rival Cy Tamm finished second at Portside ahead of Eli Vance."
    )
    assert rid is not None
    assert (rid.series, rid.name, rid.venue) == ("Formula 2", "Formula 2 feature race", "Portside")


def test_a_headline_kicker_names_the_place_and_a_campaign_its_year() -> None:
    rid = race_of(
        "GP2 Harborland: Quill passes Tamm late on to win\n\nAda Quill made the perfect start to her 2031 "
        "GP2 campaign as she converted pole into a win after passing Cy Tamm on the last lap."
    )
    assert rid is not None
    assert (rid.series, rid.venue, rid.year, rid.said_in) == ("GP2", "Harborland", 2031, True)


def test_two_feature_races_at_two_tracks_are_two_races(tmp_path: Path) -> None:
    (tmp_path / "a.txt").write_text(
        "GP2: Quill wins Portside feature\n\nAda Quill won the feature race at Portside from pole, with Cy "
        "Tamm second and Eli Vance third.\n"
    )
    (tmp_path / "b.txt").write_text(
        "GP2: Tamm wins Orchard feature\n\nCy Tamm won the feature race at Orchard, with Ada Quill second "
        "and Gus Pell third.\n"
    )
    r = build_bank(tmp_path)
    assert not r.conflicts
    winners = {(q.prompt, q.answer) for q in r.questions if q.kind == "winner"}
    assert winners == {
        (
            "Who won the GP2 feature race at Portside in which Cy Tamm finished second and Eli Vance finished "
            "third?",
            "Ada Quill",
        ),
        (
            "Who won the GP2 feature race at Orchard in which Ada Quill finished second and Gus Pell finished "
            "third?",
            "Cy Tamm",
        ),
    }


def test_a_key_point_in_a_bullet_is_a_sentence(tmp_path: Path) -> None:
    (tmp_path / "r.txt").write_text(
        "Quill wins the Harbor 300\n\nAda Quill won the Harbor 300 at Portside Speedway on Sunday.\n"
        "- Her team-mate Cy Tamm finished second\n- The safety car came out four times\n"
        "Quill led 120 laps in all.\n"
    )
    facts = {(f.relation, f.value) for f in build_bank(tmp_path).facts}
    assert ("runner_up", "Cy Tamm") in facts
