"""More race names and win phrases of real reports (sentences we wrote): a classic hyphenated three ways
("Liege-Bastogne-Liege"), a name with "And" in it, a name cut after its start, and "X, who easily won"."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.factbank.race_names import event_candidates
from bot.factbank.results import places
from bot.factbank.tagged import Tagged
from tests.unit.reports_we_wrote import facts, race_of, winners


def test_a_classic_named_by_three_towns_is_a_race_name() -> None:
    assert event_candidates("Quill survives fright for solo Portside-Bayview-Portside win") == [
        ("Portside-Bayview-Portside", 31)
    ]
    assert [c for c, _ in event_candidates("Quill won at the Portside-Bayview-Portside on Sunday.")] == [
        "Portside-Bayview-Portside"
    ]


def test_a_name_with_and_inside_is_whole_and_a_name_cut_after_its_start_is_none() -> None:
    text = "the history of the Prince Otto IV And Queen Ada Stakes as the favourite won"
    assert [c for c, _ in event_candidates(text)] == ["Prince Otto IV And Queen Ada Stakes"]
    assert event_candidates("and the And Queen Ada Stakes") == []


@pytest.mark.parametrize(
    "lead",
    [
        "All the hoopla was over a young driver from Bayview, Ada Quill, who easily won her third Harbor 300 at Portside.",
        "All the hoopla was over Ada Quill, who won the Harbor 300 from pole.",
        "All the hoopla was over a young driver from Bayview, Ada Quill, who easily won her third Portside Grand Prix.",
    ],
)
def test_who_won_the_named_race_names_the_winner(tmp_path: Path, lead: str) -> None:
    text = f"Quill at Portside\n\n{lead}\nEli Vance finished second after 300 laps at Portside Speedway.\n"
    assert winners(tmp_path, text) == {"Ada Quill"}


def test_who_won_another_race_or_the_stages_is_no_winner(tmp_path: Path) -> None:
    text = (
        "Quill wins the Harbor 300\n\nAda Quill won the Harbor 300 at Portside Speedway on Sunday.\n"
        "Eli Vance, who won the Acme Series race Saturday night, finished 22nd.\n"
    )
    assert winners(tmp_path, text) == {"Ada Quill"}


def test_who_won_the_stages_is_no_winner_and_keeps_the_laps_led(tmp_path: Path) -> None:
    text = (
        "Quill wins the Harbor 300\n\nAda Quill won the Harbor 300 at Portside Speedway on Sunday.\n"
        "Eli Vance, who won the first and second stages and led a race-high 163 laps, finished third.\n"
    )
    found = facts(tmp_path, text)
    assert any(r == "winner" and v == "Ada Quill" for r, _s, v in found), found
    assert not any(r == "winner" and v == "Eli Vance" for r, _s, v in found)
    assert any(r == "laps_led" and s == "Eli Vance" for r, s, _v in found), found


def test_one_name_however_its_apostrophe_is_typed(tmp_path: Path) -> None:
    text = (
        "Sea's Song powers home to win the Bayview Stakes\n\n"
        "Trainer Ada Quill made history in the Bayview Stakes at Portside as Sea’s Song beat stablemate Blue "
        "Harbor in an epic renewal.\nBlue Harbor finished second and Red Dawn third.\n"
    )
    assert winners(tmp_path, text) == {"Sea’s Song"}


@pytest.mark.parametrize(
    "lead",
    [
        "Unconsidered 150/1 outsider Sea Lord dismissed a host of rivals from the big stables to dramatically "
        "capture the Acme Bayview Grand National.",
        "Sea Lord came from last to snatch the Bayview Derby on the line.",
    ],
)
def test_to_capture_a_named_race_names_the_winner(tmp_path: Path, lead: str) -> None:
    text = f"Outsider at Portside\n\n{lead}\nBlue Harbor finished second and Red Dawn third at Portside.\n"
    assert winners(tmp_path, text) == {"Sea Lord"}


def test_to_capture_a_title_or_a_series_cup_is_no_race_win(tmp_path: Path) -> None:
    text = (
        "Quill at Portside\n\nAda Quill won the Harbor 300 at Portside Speedway on Sunday.\n"
        "Eli Vance finished second, enough to capture the Sprint Cup title.\n"
        "Cy Tamm, who won the Bayview Derby eight years ago, was third.\n"
    )
    assert winners(tmp_path, text) == {"Ada Quill"}


@pytest.mark.parametrize(
    "lead",
    [
        "Ada Quill of Bayland, a two-time champion, was the winner of both the tangle in Turn 3 and the 2031 "
        "Harbor Grand Prix.",
        "Just minutes after winning the 42nd Harbor Grand Prix, the first event of the Acme Series season, Ada "
        "Quill was back at the track.",
        "Ada Quill was the home crowd hero as she won the first Harbor Grand Prix since 1985.",
        "Ada Quill started the second half of the season as she had finished the first - with a comfortable "
        "win over her team-mate Eli Vance.",
        "Ada Quill out-raced and had more luck than teammate Eli Vance on Sunday to win the Harbor Grand Prix.",
    ],
)
def test_more_ways_to_tell_the_win(tmp_path: Path, lead: str) -> None:
    text = f"Harbor Grand Prix report\n\n{lead}\nEli Vance finished second and Cy Tamm third at Portside.\n"
    assert winners(tmp_path, text) == {"Ada Quill"}


def test_a_win_of_another_year_told_first_names_no_winner(tmp_path: Path) -> None:
    text = (
        "Harbor Grand Prix report\n\nAfter winning the Harbor Grand Prix last year, Eli Vance was fifth.\n"
        "Ada Quill won the Harbor Grand Prix ahead of Cy Tamm at Portside.\n"
    )
    assert winners(tmp_path, text) == {"Ada Quill"}


def test_a_shortened_name_with_its_year_gives_the_year() -> None:
    rid = race_of(
        "Quill wins Harbortown 500 thriller\n\nIt was the closest finish in Harbortown 500 history at Portside "
        "Speedway. Ada Quill was the winner of the 2031 Harbor 500 after a tangle with Eli Vance.\n"
    )
    assert rid is not None and rid.name == "Harbortown 500" and rid.year == 2031, rid


def test_a_place_world_cup_and_a_nationals_are_races_a_series_world_cup_is_not() -> None:
    assert [c for c, _ in event_candidates("Sea Lord wins Bayview World Cup 2031")] == ["Bayview World Cup"]
    assert [c for c, _ in event_candidates("winning the Acme Performance U.S. Nationals on Monday")] == [
        "Acme Performance U.S. Nationals"
    ]
    for text in (
        "the FIS World Cup downhill",
        "leads the World Cup standings",
        "won the Alpine World Cup title",
        "Ada Quill World Cup win",
        "the NASCAR Sprint Cup",
    ):
        assert event_candidates(text) == [], text


def test_the_tt_of_a_town_is_a_race_and_no_person(tmp_path: Path) -> None:
    assert [c for c, _ in event_candidates("with his 115th win in the TT Portside, years after")] == [
        "TT Portside"
    ]
    assert event_candidates("at the TT Circuit Portside") == []
    text = (
        "Quill delight at Portside\n\nPortside, Bayland – Ada Quill wrote another chapter of her career with her "
        "115th win in the TT Portside.\nCy Tamm finished third.\n"
    )
    assert winners(tmp_path, text) == {"Ada Quill"}


def test_headed_someone_over_the_line_names_both(tmp_path: Path) -> None:
    text = (
        "Quill at Portside\n\nAda Quill just headed compatriot Eli Vance over the line to win "
        "the Portside Grand Prix.\nCy Tamm finished third.\n"
    )
    found = facts(tmp_path, text)
    assert any(r == "winner" and v == "Ada Quill" for r, _s, v in found), found
    assert any(r == "runner_up" and v == "Eli Vance" for r, _s, v in found), found


def test_classics_known_by_a_short_name() -> None:
    assert [c for c, _ in event_candidates("Quill added the 2031 Dakar title to her two world titles")] == [
        "Dakar"
    ]
    assert [c for c, _ in event_candidates("had led the Dakar since the fifth stage")] == ["Dakar"]
    assert [c for c, _ in event_candidates("won the Dakar stage")] == []
    assert [c for c, _ in event_candidates("Quill pips Vance to Milan-San Remo victory")] == [
        "Milan-San Remo"
    ]
    assert [c for c, _ in event_candidates("a thrilling finish to the Portside-San Bayo race")] == [
        "Portside-San Bayo"
    ]
    assert [c for c, _ in event_candidates("to take a wonderful 1500m gold in Portside")] == ["1500m"]
    assert event_candidates("with 200m to go") == [] and event_candidates("a 400m lead") == []


def test_a_runner_up_of_another_year_or_crown_is_no_place() -> None:
    def told(text: str, values: tuple[str, ...]) -> set[tuple[str, str]]:
        return {(f.subject, f.value) for f in places(Tagged(text, values, ("person",) * len(values)))}

    one = ("Sea Lord", "Brightlore")
    assert told("\ue001P0\ue002, a son of 1978 Triple Crown runner-up \ue001P1\ue002, won.", one) == set()
    assert told("Last year's runner-up \ue001P1\ue002 was fourth.", one) <= {("Brightlore", "fourth")}
    assert told("\ue001P0\ue002 beat runner-up \ue001P1\ue002 by a length.", one) == {
        ("Brightlore", "second")
    }
