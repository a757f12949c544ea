"""Which reports tell one race: a report that names no event and no year, whose winner went unread,
joins the named race at its venue only when it tells of the same people; and the series of a race is the
one its lead says was won ("won a Craftsman Truck Series event"), not a Cup star's other series. Reports
we wrote."""

from __future__ import annotations

from pathlib import Path

from bot.factbank import build_bank
from bot.factbank.ingest import IngestedDocument, ingest_document
from bot.factbank.race import identify

NAMED = (
    "Quill wins the Harbor Grand Prix\n\nAda Quill won the Formula One Harbor Grand Prix at Portside on "
    "Sunday, beating Cy Tamm by four seconds. Gus Pell finished third for Acme.\n"
)
# the winner goes unread: the race is named by nothing but its track
UNNAMED_OTHER_YEAR = (
    "Vance fouled, but takes the title\n\nDespite being rammed by his rival Jon Kerr, Eli Vance captured the "
    "Formula One drivers' title on Sunday in the season-ending race in Portside. The collision happened halfway "
    "through the race in Portside, when Kerr tried to cut Vance off. Kerr's car bounced into a gravel pit. "
    "Vance finished third in the race, and Dee Hoyt of Acme was fourth.\n"
)
UNNAMED_SAME_DAY = (
    "A fight at Portside\n\nThe Formula One race in Portside on Sunday was a fight from start to finish. Cy "
    "Tamm, driving for Bolt, chased hard but could not pass. The race in Portside drew a big crowd, and Gus "
    "Pell, driving for Acme, said the track was slippery.\n"
)


def _labels(tmp_path: Path, files: dict[str, str]) -> dict[str, str | None]:
    for name, text in files.items():
        (tmp_path / name).write_text(text)
    return {d.id: d.race for d in build_bank(tmp_path).documents}


def test_an_unnamed_report_of_other_people_is_a_race_of_its_own(tmp_path: Path) -> None:
    labels = _labels(tmp_path, {"a.txt": NAMED, "b.txt": UNNAMED_OTHER_YEAR})
    assert labels["a.txt"] != labels["b.txt"]


def test_an_unnamed_report_of_the_same_people_joins_the_named_race(tmp_path: Path) -> None:
    labels = _labels(tmp_path, {"a.txt": NAMED, "b.txt": UNNAMED_SAME_DAY})
    assert labels["a.txt"] == labels["b.txt"]


def test_the_series_the_lead_says_was_won_is_the_races() -> None:
    doc = ingest_document(
        "r.txt",
        b"Quill Excels Again in Truck Race\n\nAda Quill is used to being called a Cup regular who wins Busch "
        b"Series races too. For the second week in a row, Quill won a Craftsman Truck Series event, taking "
        b"the Harbor 200 on the oval at Portside Speedway. Quill, in her final Nextel Cup season, held off "
        b"Cy Tamm.\n",
    )
    assert isinstance(doc, IngestedDocument)
    rid = identify(doc)
    assert rid is not None and rid.series == "Truck Series"


def test_a_cup_victory_names_the_series_but_cup_regulars_do_not() -> None:
    doc = ingest_document(
        "r.txt",
        b"Quill earns first win of 2031\n\nAda Quill earned her first Cup victory of the 2031 season, holding "
        b"off Cy Tamm over the final seven laps at Portside Speedway.\n",
    )
    assert isinstance(doc, IngestedDocument)
    rid = identify(doc)
    assert rid is not None and rid.series == "Cup Series"
    doc = ingest_document(
        "r.txt",
        b"Quill claims victory at Portside\n\nAda Quill cruised to the checkered flag at Portside Speedway in "
        b"the NASCAR Busch Series race. She was followed across the line by Cup regulars Cy Tamm and Eli "
        b"Vance.\n",
    )
    assert isinstance(doc, IngestedDocument)
    rid = identify(doc)
    assert rid is not None and rid.series == "Busch Series"


def test_a_race_named_only_by_track_and_year_is_told_by_who_else_was_there(tmp_path: Path) -> None:
    # a track may hold two races a year: "the 2031 Cup Series race at Portside Speedway" is not one
    (tmp_path / "r.txt").write_text(
        "Quill wins at Portside\n\nAda Quill won the 2031 NASCAR Cup Series race at Portside Speedway on "
        "Sunday, beating Cy Tamm by 0.4 seconds. Eli Vance finished third.\n"
    )
    winners = [q.prompt for q in build_bank(tmp_path).questions if q.kind == "winner"]
    assert winners
    assert all("Cy Tamm finished second" in p or "Eli Vance finished third" in p for p in winners), winners


def test_a_year_less_runner_up_question_names_one_more_detail(tmp_path: Path) -> None:
    # the winner may have won the Harbor 300 in other years: who was third tells this one
    (tmp_path / "r.txt").write_text(
        "Quill wins the Harbor 300\n\nAda Quill won the Harbor 300 at Portside Speedway on Sunday, beating Cy "
        "Tamm by 0.4 seconds. Eli Vance finished third.\n"
    )
    second = [q.prompt for q in build_bank(tmp_path).questions if q.kind == "runner_up"]
    assert second == [
        "Who finished second behind Ada Quill in the Harbor 300 at Portside Speedway in which Eli Vance "
        "finished third?"
    ]


# No event, no place, no year: only its winner and its runner-up tell which race it is
NAMELESS = (
    "Quill keeps the party going\n\nADA QUILL capped a memorable week by winning her home grand prix for Acme "
    "yesterday and stretching her lead in the Formula One championship. She finished {gap} ahead of {second}, "
    "with Gus Pell third.\n"
)


def test_a_nameless_report_joins_the_race_its_winner_won_only_with_the_same_runner_up(tmp_path: Path) -> None:
    other = tmp_path / "other"
    other.mkdir()
    same = _labels(tmp_path, {"a.txt": NAMED, "b.txt": NAMELESS.format(gap="four seconds", second="Cy Tamm")})
    assert same["a.txt"] == same["b.txt"]
    apart = _labels(other, {"a.txt": NAMED, "b.txt": NAMELESS.format(gap="20 seconds", second="Eli Vance")})
    assert apart["a.txt"] != apart["b.txt"]  # another year's race she won, beating someone else
