"""A meet's report (reports we wrote): the report's own event, its winner and places; the events told after
it ("Y sprinted to victory in the men's 100m") are other races with their own places. And a one-day classic
named "Tour of X"."""

from __future__ import annotations

from pathlib import Path

from bot.factbank import build_bank
from bot.factbank.divisions import main_class, other_class
from bot.factbank.race_names import event_candidates
from tests.unit.reports_we_wrote import ingested, race_of

MEET = (
    "Quill edges Vance at Portside meet\n\n"
    "PORTSIDE (Wire) - Ruritania's Ada Quill won the men's 5,000 metres in a meeting record at the Portside "
    "Games Stadium on Thursday.\n"
    "Quill passed Eli Vance on the last lap to cross in 12 minutes 50.10 seconds.\n"
    "Vance was second in 12:51.02 and Gus Pell third.\n"
    "Jon Kerr of Bayview sprinted to victory in the men's 100m in 9.98 seconds.\n"
    "Ivo Lund was second in 10.01 while Rex Ode ran 10.05 for third.\n"
    "Sam Hale was fourth in 10.08.\n"
)


def test_the_report_event_and_the_meet_other_events() -> None:
    assert main_class(ingested(MEET)) == "5,000 metres"
    assert other_class("Kerr sprinted to victory in the men's 100m in 9.98.", "5,000 metres") == (
        "100m",
        True,
    )
    assert other_class("Kerr won the women's 400m hurdles.", "5,000 metres") == ("400m hurdles", True)
    assert other_class("Quill won the 5000m again.", "5,000 metres") == ("", False)  # the same event
    assert other_class("Quill won the men's 5,000 metres.", "5,000 metres") == ("", False)
    assert other_class("Kerr won the 100m.", "") == ("", False)  # no event of the report's own
    assert other_class("He attacked with 400m to go and won the 400m sprint.", "5,000 metres") == (
        "400m",
        True,
    )


def test_the_race_is_the_report_event_without_another_meet_year() -> None:
    rid = race_of(
        MEET.replace("in a meeting record", "in a meeting record, a year after bronze at the 2030 Games")
    )
    assert rid is not None and "5,000 metres" in rid.name and rid.year is None


def test_places_after_another_event_win_are_not_the_report_race(tmp_path: Path) -> None:
    (tmp_path / "r.txt").write_text(MEET)
    r = build_bank(tmp_path)
    asked = {(q.kind, q.answer) for q in r.questions}
    assert ("winner", "Ada Quill") in asked, asked
    said = " ".join(f"{q.prompt} {q.answer}" for q in r.questions)
    for other in ("Jon Kerr", "Ivo Lund", "Rex Ode", "Sam Hale", "100m"):
        assert other not in said, (other, said)


def test_a_tour_of_a_region_is_a_race_name_and_a_national_title_is_not() -> None:
    assert event_candidates("Quill wins dramatic Tour of Ruritania") == [("Tour of Ruritania", 20)]
    assert [c for c, _ in event_candidates("He won the Tour of Duty and the Tour of Bayview.")] == [
        "Tour of Bayview"
    ]
    assert event_candidates("and the 2030 Ruritanian National Road Race Championship.") == []
