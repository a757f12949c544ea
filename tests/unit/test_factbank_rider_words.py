"""A motorcycle round as reports tell it (reports we wrote): "won the Harbor MotoGP yesterday" names the
round, the winner's title before his name ("Reigning world champion X won ...") is no other race, and a
machine set off after a name ("clear of Cy Tamm, riding a Honda,") is that rider's."""

from __future__ import annotations

from pathlib import Path

from tests.unit.reports_we_wrote import facts, race_of

TEXT = (
    "Quill clips Tamm's wings\n\nReigning world champion Ada Quill won the Harbor MotoGP yesterday on a Yamaha to "
    "narrow the gap on series leader Cy Tamm. The 24-year-old came home clear of compatriot Eli Vance, riding a "
    "Honda, while Tamm, who started from pole, was third, also on a Honda."
)


def test_a_places_round_of_a_series_won_is_the_races_name() -> None:
    rid = race_of(TEXT)
    assert rid is not None and rid.name == "Harbor MotoGP"


def test_a_machine_set_off_after_a_name_is_that_riders(tmp_path: Path) -> None:
    makes = {(s, v) for r, s, v in facts(tmp_path, TEXT) if r in {"make", "team"}}
    assert ("Eli Vance", "Honda") in makes
    assert ("Ada Quill", "Honda") not in makes
