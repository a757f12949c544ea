"""What a blind judge and the bench found wrong or missing on a set of real reports, each fault written
again as a report of our own (names invented; nothing of the real reports is copied)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.unit.reports_we_wrote import bank, facts_of, race_of

DATED = (
    "Quill wins at Portside\n\nPORTSIDE, May 5, 2024 - Ada Quill won the Harbor 300 at Portside Speedway. "
)


def _asked(tmp_path: Path, text: str) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for q in bank(tmp_path, text).questions:
        out.setdefault(q.kind, set()).add(q.answer)
    return out


def test_a_season_title_won_is_no_race_win(tmp_path: Path) -> None:
    text = (
        "Racing: Tamm wins rain-delayed Harbor 500, Quill wins CART title\n\nPORTSIDE, May 5, 2024 - Cy Tamm "
        "of Vireo Racing took the checkered flag in the Harbor 500 at Portside Speedway on Monday."
    )
    assert facts_of(tmp_path, text, "winner") == {("2024 Harbor 500 at Portside Speedway", "Cy Tamm")}


def test_the_nationality_of_someone_introduced_only_later_names_no_one_earlier(tmp_path: Path) -> None:
    text = DATED + (
        "Quill held off a strong run from Cy Tamm's car. The American finished second, 1.5 seconds behind.\n\n"
        "Gus Pell was third. France's Eli Vance and American Jon Kerr rounded out the top five."
    )
    assert ("", "Jon Kerr") not in facts_of(tmp_path, text, "runner_up")
    places = facts_of(tmp_path, text, "position")
    assert ("Jon Kerr", "second") not in places and ("Gus Pell", "third") in places


def test_a_race_of_a_ban_is_another_event() -> None:
    rid = race_of(
        "Quill road race hero\n\nAda Quill of Ruritania claimed an unexpected win in the men's road race at the "
        "Harbor Games on Saturday. Quill's win crowned a turbulent career for the 38-year-old, who returned to "
        "cycling after serving a two-year ban for his part in a doping scandal at the 2007 Tour de France."
    )
    assert rid is None or "Tour de France" not in rid.name


def test_a_nation_in_a_headline_is_no_winner(tmp_path: Path) -> None:
    text = (
        "Kenya wins first gold in men's marathon\n\nNAIROBI, Aug. 24, 2008 - The 21-year-old Ada Quill pulled "
        "away over the final kilometres to win the Harbor Marathon. Cy Tamm finished second."
    )
    winners = {v for _, v in facts_of(tmp_path, text, "winner")}
    assert "Kenya" not in winners


def test_a_sponsors_possessive_is_part_of_a_tracks_name() -> None:
    rid = race_of(
        "Quill survives to win again at Vireo's Motor Speedway\n\nAda Quill won the Acme 500 on Sunday."
    )
    assert rid is not None and rid.venue == "Vireo's Motor Speedway"
    rid = race_of(
        "Quill wins at Abu Dhabi's stunning new circuit\n\nAda Quill won the Acme Grand Prix on Sunday."
    )
    assert rid is not None and "'s" not in rid.venue


def test_an_olympic_kind_of_meet_is_no_venue() -> None:
    rid = race_of(
        "Quill makes history\n\nAda Quill pulled away over the final kilometres on Sunday to become the first "
        "Ruritanian to win an Olympic marathon."
    )
    assert rid is None or rid.venue != "Olympic"


@pytest.mark.parametrize(
    "body, who, place",
    [
        ("Second place went to Cy Tamm.", "Cy Tamm", "second"),
        ("The silver went to Ruritania's Cy Tamm, whose time matched his last medal.", "Cy Tamm", "second"),
        ("The bronze went to Cy Tamm.", "Cy Tamm", "third"),
        ("Cy Tamm, driving for seven-time champion Gus Pell, finished second.", "Cy Tamm", "second"),
        ("Cy Tamm, trained by Gus Pell and ridden by Jon Kerr, was second.", "Cy Tamm", "second"),
        ("Cy Tamm — who is not part of the Chase — finished second.", "Cy Tamm", "second"),
    ],
)
def test_a_place_told_past_an_aside(tmp_path: Path, body: str, who: str, place: str) -> None:
    places = facts_of(tmp_path, DATED + body, "position")
    assert (who, place) in places, places
    assert not {p for p in places if p[0] in {"Gus Pell", "Jon Kerr"}}


@pytest.mark.parametrize(
    "body",
    ["Second place went to Cy Tamm in the sprint race.", "Quill won the pole by 0.1 seconds from Cy Tamm."],
)
def test_another_sessions_place_is_no_result(tmp_path: Path, body: str) -> None:
    assert ("Cy Tamm", "second") not in facts_of(tmp_path, DATED + body, "position")
    assert not facts_of(tmp_path, DATED + body, "runner_up")


@pytest.mark.parametrize(
    "body",
    [
        "Quill won the Harbor 300 at Portside Speedway by 1.2 seconds from Cy Tamm.",
        "Quill cruised home by 1.2 seconds from her team-mate Cy Tamm.",
        "The Vireo driver cruised home by 1.2 seconds from Gus Pell's team-mate Cy Tamm.",
    ],
)
def test_a_win_by_a_margin_from_a_rival(tmp_path: Path, body: str) -> None:
    asked = _asked(tmp_path, DATED + body)
    assert asked.get("runner_up") == {"Cy Tamm"} and asked.get("margin") == {"1.2 seconds"}, asked


def test_the_headlines_distance_over_another_event_the_body_mentions() -> None:
    rid = race_of(
        "Winter Games 2030 - Men 10000m\n\nPortside / Ruritania\n\nIn the 10,000m, Cy Tamm (RUR) took the gold "
        "medal (his second this Olympics after the silver he won in the 5000m). Gus Pell (VIR) won silver."
    )
    assert rid is not None and rid.name.startswith("10000m"), rid


def test_a_datelines_town_in_capitals_is_no_race() -> None:
    rid = race_of(
        "Quill outsprints rivals to claim the yellow jersey\n\nVILLARD-DE-PORT, Ruritania -- Ada Quill retook the "
        "overall lead in the Tour de Ruritania today, outsprinting her top two challengers to win the first stage "
        "in the Alps. Quill moved past Cy Tamm to claim her second stage victory in the race."
    )
    assert rid is None or (
        "VILLARD" not in rid.name and "stage 1" not in rid.name and "stage 2" not in rid.name
    )


def test_a_stage_told_by_its_number_word() -> None:
    rid = race_of(
        "Quill wins in Portside\n\nAda Quill won the sixth stage of the Tour de Ruritania on Thursday, taking "
        "her first stage win."
    )
    assert rid is not None and rid.name == "Tour de Ruritania stage 6", rid


@pytest.mark.parametrize(
    "body, runner",
    [
        ("Quill, a veteran who raced at two Games, finished ahead of Ruritania's Cy Tamm.", None),
        ("Quill finished ahead of her compatriot Cy Tamm, with Gus Pell a close third.", "Cy Tamm"),
        ("Quill finished 1.2 seconds ahead of Cy Tamm.", "Cy Tamm"),
    ],
)
def test_finishing_ahead_of_someone_makes_them_second_only_when_the_next_places_say_so(
    tmp_path: Path, body: str, runner: str | None
) -> None:
    got = {v for _, v in facts_of(tmp_path, DATED + body, "runner_up")}
    assert got == ({runner} if runner else set()), got


def test_a_relative_named_in_an_aside_is_not_the_one_placed(tmp_path: Path) -> None:
    text = DATED + (
        "The first rookie home was Cy Tamm. Tamm, nephew of four-time champion Rik Tamm and son of former "
        "off-road champion Rog Tamm, finished fourth."
    )
    places = facts_of(tmp_path, text, "position")
    assert not {p for p in places if p[0] in {"Rik Tamm", "Rog Tamm"}}, places


def test_first_place_named_with_an_owner_is_nobodys_place(tmp_path: Path) -> None:
    text = (
        DATED
        + "Quill won a bonus by bringing home the Acme-powered Lola of Gus Pell and Jon Kerr in first place."
    )
    assert not {p for p in facts_of(tmp_path, text, "position") if p[1] == "first"}
