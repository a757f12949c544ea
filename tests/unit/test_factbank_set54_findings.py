"""What the bench and a blind judge found wrong on a fourth new set of real reports, each fault written again as
a report of our own (names invented; nothing of the real reports is copied)."""

from __future__ import annotations

from pathlib import Path

from bot.factbank.entities import find_mentions
from tests.unit.reports_we_wrote import HEAD, bank, facts_of, places


def _kinds(sentence: str) -> list[tuple[str, str]]:
    return [(m.text, m.kind) for m in find_mentions(sentence)]


def test_a_sponsors_car_is_no_person() -> None:
    got = _kinds("Cy Tamm, who led 167 laps in his Vireo Platinum Select Chevrolet, was second.")
    assert ("Chevrolet", "make") in got and not [t for t, k in got if k == "person" and "Vireo" in t], got
    got = _kinds("Third was rookie Gus Pell in the Harbor Rental Store Chevy.")
    assert ("Chevy", "make") in got, got


def test_a_driver_named_park_is_a_person_and_a_park_a_track() -> None:
    assert ("Ray Park", "person") in _kinds("Ray Park got a break when Cy Tamm spun.")
    assert ("Ray Park", "person") in _kinds("Ray Park, who started 18th, won.")
    assert ("Vireo Park", "venue") in _kinds("The race at Vireo Park was wet.")


def test_a_race_named_memorial_is_an_event() -> None:
    assert ("Harbor Memorial", "event") in _kinds("Gus Pell was second to Cy Tamm in the Harbor Memorial.")


def test_a_count_of_wins_for_a_team_gives_the_nearest_name_no_team(tmp_path: Path) -> None:
    text = (
        HEAD
        + "Quill held off an onslaught led by Vireo Motorsports' Cy Tamm and Gus Pell to score her third "
        "career win in the series and second for Harbor Gibbs Racing.\n"
    )
    assert ("Gus Pell", "Harbor Gibbs Racing") not in facts_of(tmp_path, text, "team")


def test_a_place_a_penalty_will_change_is_no_result(tmp_path: Path) -> None:
    got = places(
        tmp_path,
        "Cy Tamm finished in fourth place on a good day for his team, but the Vireoan will drop down a place "
        "after he was handed a 10-second penalty for his collision with Gus Pell.\n",
    )
    assert "fourth" not in got.get("Cy Tamm", set()), got
    got = places(tmp_path, "Gus Pell was fourth after starting 18th following a penalty in qualifying.\n")
    assert got.get("Gus Pell") == {"fourth"}, got


def test_places_after_the_start_are_no_result(tmp_path: Path) -> None:
    got = places(
        tmp_path,
        "Cy Tamm showed he meant business: an incredible start had taken him from 11th to 4th, with Gus Pell "
        "taking sixth from 13th on the grid, just behind Jon Kerr in fifth.\n",
    )
    assert not got.get("Gus Pell") and not got.get("Jon Kerr"), got


def test_a_nations_race_of_no_year_is_not_placed(tmp_path: Path) -> None:
    """A nation's race moves from track to track (a "Canadian Grand Prix" has had three): with no year, where it
    was held is not asked; a sponsor's race keeps its track."""
    text = (
        "Quill wins\n\nAda Quill won the Canadian Grand Prix at Portside Circuit on Sunday, from Cy Tamm.\n"
    )
    assert not [q.prompt for q in bank(tmp_path, text).questions if q.kind == "venue"]
    text = text.replace("on Sunday", "on Sunday, June 2, 2030")
    assert [q.prompt for q in bank(tmp_path, text).questions if q.kind == "venue"]
    venue = [q.prompt for q in bank(tmp_path, HEAD).questions if q.kind == "venue"]
    assert venue == ["At which track was the Harbor 300 held?"], venue
