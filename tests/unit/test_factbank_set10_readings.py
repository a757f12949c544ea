"""Errors a blind judge found on a tenth set of real reports, fixed in general form and tested on
sentences we wrote: another race's town as the venue, a series named only by its initials, an "U.S."
name, an event taken for a place, a place gained on the first lap, one race of a weekend's two."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.unit.reports_we_wrote import bank as _bank


@pytest.mark.parametrize(
    "text, race",
    [
        (
            "Quill holds off Tamm to win Harbor 500\n\nPORTSIDE, S.C. (AP) -- Ada Quill took the lead with 28 laps "
            "to go and held off Cy Tamm to win the Harbor 500 on Sunday night.\n\nQuill started the summer season by "
            "leading 588 of 600 miles to win at Lakeside on Memorial Day weekend.",
            "Harbor 500",
        ),
        (
            "Quill wins at Hockenheim\n\nAda Quill won the DTM race at Hockenheim on Sunday, ahead of Cy Tamm.",
            "DTM race at Hockenheim",
        ),
        (
            "Quill wins U.S. 500\n\nAda Quill won the U.S. 500 at Portside Speedway on Sunday, ahead of Cy Tamm.",
            "U.S. 500 at Portside Speedway",
        ),
        (
            "Quill wins in Brazil\n\nAda Quill's hopes took another big leap forward at the Brazilian GP on Sunday "
            "when she drove her Ferrari to victory ahead of Cy Tamm. Quill won the Brazilian Grand Prix by 4 seconds.",
            "Brazilian Grand Prix",
        ),
        (
            "Formula E 2023: Ada Quill wins Harbor e-Prix Race 1\n\nAda Quill won the first race of the Harbor "
            "e-Prix weekend ahead of Cy Tamm.",
            "Harbor E-Prix Race 1",
        ),
        (
            "Quill wins in Portside\n\nAda Quill has become the sixth different winner in the FIM Speedway Grand "
            "Prix and she did it in front of a home crowd in Portside on Friday, ahead of Cy Tamm.",
            "speedway race in Portside",
        ),
        (
            "Quill wins Harbor 500cc Grand Prix\n\nPORTSIDE -- Ada Quill snatched the chequered flag from Cy Tamm "
            "in the Harbor 500 cc Motorcycling Grand Prix on Sunday.",
            "Harbor 500cc Grand Prix",
        ),
        (
            "Quill wins Harbor-Bastogne-Harbor classic\n\nPORTSIDE (AP) -- Ada Quill beat Cy Tamm to clinch the 100th "
            "edition of the Harbor-Bastogne-Harbor classic. It was her second big win after the 2012 Acme-Sanport "
            "race.",
            "100th Harbor-Bastogne-Harbor",
        ),
        (
            "Quill wins at Portside\n\nAda Quill won the Twelve Hours of Portside Fueled by Acme race on Saturday, ahead "
            "of Cy Tamm.",
            "Twelve Hours of Portside",
        ),
    ],
)
def test_race_names_of_the_tenth_set(tmp_path: Path, text: str, race: str) -> None:
    assert _bank(tmp_path, text).documents[0].race.removeprefix("2023 ") == race


def test_a_place_taken_at_the_end_of_the_first_lap_is_no_result(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill wins the Harbor Grand Prix\n\nAda Quill won the Harbor Grand Prix at Portside Circuit on Sunday. "
        "Local hero Cy Tamm took third place from Bo Lind in similar fashion at the end of lap 1.",
    )
    assert ("Cy Tamm", "third") not in {(f.subject, f.value) for f in r.facts if f.relation == "position"}
