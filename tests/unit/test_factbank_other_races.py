"""Reports that tell of other races than their own (a race this one is measured against, another class on
the bill, a career in another series) and the words that name this race's people and cars (reports we wrote,
names invented)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.factbank.entities import find_mentions
from bot.factbank.ingest import ingest_document
from bot.factbank.winner import headline_subject
from tests.unit.reports_we_wrote import HEAD, bank, facts, facts_of, places, race_of, winners


def test_a_race_this_one_is_measured_against_is_not_its_name() -> None:
    race = race_of(
        "Quill leads a one-two\n\nPORTSIDE - Ada Quill clinched the Ruritanian Grand Prix from teammate Cy Tamm "
        "at Portside Park.\nQuill's start-to-finish victory marked the first time a new team had finished one-two "
        "since the great Gus Pell led home a Vireo quinella in the 1954 Elbonian Grand Prix.\n"
    )
    assert race is not None and (race.name, race.year) == ("Ruritanian Grand Prix", None)


def test_a_first_win_since_a_month_by_capturing_a_race_names_that_race() -> None:
    race = race_of(
        "Quill ends the drought\n\nAda Quill won his first race since last August by capturing the Ruritanian "
        "Grand Prix in his Vireo.\n"
    )
    assert race is not None and race.name == "Ruritanian Grand Prix"


def test_clinched_the_race_from_a_teammate_names_the_runner_up(tmp_path: Path) -> None:
    text = (
        "Quill takes the win\n\nAda Quill clinched the Ruritanian Grand Prix from Vireo teammate Cy Tamm at "
        "Portside Park.\n"
    )
    found = facts(tmp_path, text)
    assert ("winner", "Ruritanian Grand Prix at Portside Park", "Ada Quill") in found
    assert ("runner_up", "Ruritanian Grand Prix at Portside Park", "Cy Tamm") in found


def test_the_headline_winner_is_the_clause_that_wins() -> None:
    assert headline_subject("Motorsport: Vireo leads new order as Quill snatches victory") == "Quill"


def test_a_series_said_in_lowercase_and_a_career_in_another_series() -> None:
    race = race_of(
        "Quill wins Nationwide race\n\nELM LAKE - Ada Quill ran away from the field to win the NASCAR Nationwide "
        "series race Saturday at Portside Park. Cy Tamm ran the Sprint Cup race Sunday at Elm Raceway. For a "
        "while, it looked like Tamm, the 1997 Formula One champion, might steal the show. Gus Pell was third. Eli "
        "Vance was fourth. Jon Kerr was fifth. Quill led twice. Tamm led once. Pell never led.\n"
    )
    assert race is not None and race.series == "Nationwide Series"


def test_a_page_that_lost_its_breaks_is_still_read_in_sentences() -> None:
    doc = ingest_document(
        "r.txt",
        b"Quill wins\n\nAda Quill won the race at the end of May.Castrol Vireo's Cy Tamm was second.\n",
    )
    assert [s.text for s in doc.sentences][-1] == "Castrol Vireo's Cy Tamm was second."


def test_a_numbered_race_of_a_round_named_nowhere_asks_nothing(tmp_path: Path) -> None:
    text = (
        "Wet Race Two To Quill!\n\nVireo's Ada Quill won the first World Superbike race of her career today. "
        "Cy Tamm was second. Gus Pell was third, Eli Vance fourth.\n"
    )
    assert bank(tmp_path, text).questions == []


def test_a_track_named_by_its_kind_alone_is_no_venue() -> None:
    race = race_of(
        "Quill wins at Portside\n\nAda Quill reeled off the 61 laps of the splendid Autodromo 'Ada and Cy Quill' "
        "at Portside to win the 1991 Ruritanian Grand Prix.\n"
    )
    assert race is not None and race.venue != "Autodromo"


def test_a_teams_car_of_a_driver_names_the_driver() -> None:
    kinds = {m.text: m.kind for m in find_mentions("Quill was held up by the Vireo of RC Tamm on lap 3.")}
    assert kinds.get("RC Tamm") == "person"


def test_a_place_named_grand_prix_by_its_series_lives_for_decades(tmp_path: Path) -> None:
    text = (
        "Quill wins at Portside\n\nAda Quill won the Ruritanian MotoGP at Portside Park, ahead of Cy Tamm.\n"
    )
    assert [q.prompt for q in bank(tmp_path, text).questions if q.kind == "runner_up"] == []


def test_another_classs_race_of_the_meeting_is_not_this_races(tmp_path: Path) -> None:
    text = (
        "Quill wins the Ruritanian Grand Prix\n\nPORTSIDE - Ada Quill won the Ruritanian Grand Prix on Sunday.\n\n"
        "Cy Tamm was second.\n\nEarlier, a mistake on the final lap of the 250cc race allowed Gus Pell to nip "
        "through and claim his second consecutive victory this season.\n\nEli Vance and Jon Kerr were a distant "
        "third and fourth.\n"
    )
    found = places(tmp_path, text.split("\n\n", 1)[1].split("\n\n", 1)[1])
    assert "Eli Vance" not in found and "Jon Kerr" not in found
    assert facts_of(tmp_path, text, "wins_in_a_row") == set()


@pytest.mark.parametrize(
    "sentence, place",
    [
        ("Cy Tamm is two points further back in fourth.", None),
        ("Cy Tamm slipped 30 points behind the leaders with a 15th-place finish.", "fifteenth"),
    ],
)
def test_a_gap_in_points_is_the_standings_unless_a_finish_is_told(
    tmp_path: Path, sentence: str, place: str | None
) -> None:
    assert places(tmp_path, sentence).get("Cy Tamm") == ({place} if place else None)


def test_places_listed_in_order_with_an_epithet_each(tmp_path: Path) -> None:
    found = places(
        tmp_path,
        "Italian Gus Pell, American Eli Vance and Britain's Jon Kerr came in fourth, fifth "
        "and sixth respectively.",
    )
    assert found == {"Gus Pell": {"fourth"}, "Eli Vance": {"fifth"}, "Jon Kerr": {"sixth"}}


def test_a_makes_cars_are_no_runner_up(tmp_path: Path) -> None:
    text = (
        HEAD
        + "Quill finished more than 17 seconds ahead of the Vireo Fords driven by Cy Tamm and Gus Pell.\n"
    )
    assert "Vireo Fords" not in {v for _, v in facts_of(tmp_path, text, "runner_up")}
    assert winners(tmp_path, text) == {"Ada Quill"}


def test_a_win_told_after_the_one_who_was_run_down_is_not_theirs(tmp_path: Path) -> None:
    text = (
        "Report from Portside\n\nThe Harbor 300 was run at Portside Speedway on Sunday.\nAda Quill ran away from the "
        "field all day, then ran down Cy Tamm after a bad break on pit road late in the race, winning the Harbor 300 "
        "Sunday in Portside.\n"
    )
    assert "Cy Tamm" not in winners(tmp_path, text)


def test_headed_home_a_teammate_for_a_one_two(tmp_path: Path) -> None:
    text = (
        "Report from Portside\n\nThe Harbor 300 was run at Portside Speedway on Sunday.\nAda Quill headed home Cy "
        "Tamm for a Vireo one-two in the Harbor 300.\n"
    )
    found = facts(tmp_path, text)
    assert ("winner", "Harbor 300 at Portside Speedway", "Ada Quill") in found
    assert ("runner_up", "Harbor 300 at Portside Speedway", "Cy Tamm") in found
