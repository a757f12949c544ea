"""A race's name as a report tells it (reports we wrote): a Grand Prix whose name has four words before it
("the inaugural Big Harbor Music City Grand Prix") is not cut short, a newspaper's section label in a
kicker ("MOTOR RACING HARBOR GRAND PRIX :") is no part of it, and a race won "last Sunday" is another
race, neither the report's name nor its winner."""

from __future__ import annotations

from pathlib import Path

from bot.factbank.race_names import event_candidates
from tests.unit.reports_we_wrote import facts, race_of


def test_a_grand_prix_name_of_four_words_is_whole() -> None:
    got = event_candidates(
        "Drivers turned Portside upside down when the inaugural Big Harbor Music City Grand Prix came."
    )
    assert [c for c, _ in got] == ["Big Harbor Music City Grand Prix"]
    assert [c for c, _ in event_candidates("He won the Iceberg Harbor Grand Prix.")] == [
        "Iceberg Harbor Grand Prix"
    ]


def test_a_section_label_in_a_kicker_is_no_part_of_the_name() -> None:
    for label in ("MOTOR RACING", "MOTORCYLES", "AUTO RACING"):
        rid = race_of(
            f"{label} HARBOR GRAND PRIX : Quill Is a Winner\n\nAda Quill won Sunday at Portside Raceway, beating "
            "Cy Tamm by 35 seconds."
        )
        assert rid is not None and rid.name == "Harbor Grand Prix", label


def test_a_race_won_last_sunday_is_another_race(tmp_path: Path) -> None:
    text = (
        "Quill credits pit stop for latest win\n\nPORTSIDE, Ill. - Ada Quill raced to her second IndyCar victory "
        "of the season Sunday, holding off rookie Cy Tamm before a late caution ended the race at Portside "
        "Raceway.\n\nIt was the second race to finish under caution in one week. Bo Reed won the Harbor 500 "
        "under yellow last Sunday.\n"
    )
    rid = race_of(text)
    assert rid is not None and rid.name != "Harbor 500"
    assert {v for r, _s, v in facts(tmp_path, text) if r == "winner"} == {"Ada Quill"}
