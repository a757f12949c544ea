"""Faults of the kinds a fresh set of unseen real reports (set 49) showed, each on a report we wrote: a
stage told "on stage 10 of Tour de France" asked as the whole Tour, an owner's word taken for the venue ("at
the Honda-owned track"), and another race's place taken for the report's ("after a disappointing last race in
Bahrain")."""

from __future__ import annotations

from tests.unit.reports_we_wrote import race_of


def test_a_stage_of_a_tour_told_in_the_headline_is_the_stage() -> None:
    rid = race_of(
        "Quill triumphs in sprint on stage 10 of Tour de France as Tamm keeps overall lead\n\nAda Quill edged a "
        "thrilling sprint to win her first stage of this Tour de France on Tuesday, ahead of Cy Tamm."
    )
    assert rid is not None and rid.name == "Tour de France stage 10", rid


def test_an_owners_word_is_no_venue() -> None:
    rid = race_of(
        "Quill wins but title must wait\n\nAda Quill won the Japanese Grand Prix on Sunday. Cy Tamm, who had "
        "started on pole position, finished 7.1 seconds behind on a sunny afternoon at the Honda-owned track."
    )
    assert rid is not None and rid.venue != "Honda-owned", rid


def test_another_races_place_told_as_the_last_race_is_no_venue() -> None:
    rid = race_of(
        "Quill extends lead with Spanish win\n\nAda Quill sealed Ferrari's second successive one-two finish, "
        "with McLaren's Cy Tamm taking third place after a disappointing last race in Bahrain. Eli Vance, "
        "winner in Bahrain, had got past Tamm at the start of the race."
    )
    assert rid is None or rid.venue != "Bahrain", rid
