"""Faults of the kinds a fresh set of unseen real reports (set 50) showed, each on a report we wrote: a
kind of race taken for the race's name ("the toughest of all the Spring Classics") while its name stood in a
headline's kicker and a results line ("Paris-Roubaix: ...", "2006 Paris-Roubaix"); a stage's places in a
NASCAR report's "STAGE 2:" paragraph; another meet and its place told in a clause ("who was fourth at the
Vancouver Games"); another race's track told with its month ("in June at Texas Motor Speedway")."""

from __future__ import annotations

from pathlib import Path

from tests.unit.reports_we_wrote import bank, race_of
from tests.unit.reports_we_wrote import facts_of as _facts


def test_a_kicker_or_a_results_line_names_a_town_to_town_race_and_a_plural_kind_does_not() -> None:
    rid = race_of(
        "Portside-Harbor: Ada the giant killer\n\nCy Tamm has been riding like a freight train all year, and it may "
        "have been another train that denied him a win in the toughest of all the Spring Classics. Ada Quill "
        "bolted away from Tamm with 16km to go and won alone.\n\n2031 Portside-Harbor\n\n1. Ada Quill\n"
    )
    assert rid is not None and rid.name.endswith("Portside-Harbor"), rid


def test_a_stage_paragraph_gives_no_finishing_places(tmp_path: Path) -> None:
    text = (
        "Quill wins the Harbor 400\n\nAda Quill won the Harbor 400 at Portside Speedway on Sunday. Cy Tamm finished "
        "second and Eli Vance third.\n\nSTAGE 2: Jon Kerr won his second segment of the day. Tamm finished second "
        "and Gus Pell third. Ray Oduya and Dee Hoyt rounded out the top five.\n"
    )
    places = _facts(tmp_path, text, "position")
    assert not {s for s, _ in places} & {"Gus Pell", "Ray Oduya", "Dee Hoyt"}, places
    assert ("Eli Vance", "third") in places


def test_a_place_at_another_meet_told_in_a_clause_is_neither_the_meet_nor_a_place(tmp_path: Path) -> None:
    text = (
        "Quill smashes Olympic record in 500\n\nAda Quill of Korea won the gold medal in the women's 500-meter speed "
        "skating event Tuesday at Harbor Arena. In second place was Cy Tamm of Russia, and the bronze medal went to "
        "the Netherlands' Eli Vance, who was fourth at the Vancouver Games.\n"
    )
    rid = race_of(text)
    assert rid is None or "Vancouver" not in rid.name, rid
    assert ("Eli Vance", "fourth") not in _facts(tmp_path, text, "position")


def test_a_track_told_with_another_month_is_not_the_venue() -> None:
    rid = race_of(
        "Quill wins closest race ever\n\nPORTSIDE (UPI) -- Ada Quill won Sunday's Acme Indy 300 by 0.0024 seconds "
        "over Cy Tamm in the closest finish in Indy car history. Tamm also finished second in the previous closest "
        "race, losing to Eli Vance by .0111 seconds in June at Texas Motor Speedway."
    )
    assert rid is not None and rid.venue != "Texas Motor Speedway", rid


def test_a_winner_who_won_the_race_before_is_not_asked_with_no_year_nor_detail(tmp_path: Path) -> None:
    text = (
        "Quill retains her Harbor Marathon title\n\nAda Quill retained her title in the Harbor Marathon on Sunday, "
        "winning the women's race in 2 hours 20 minutes through the streets of Portside.\n"
    )
    assert not [q.prompt for q in bank(tmp_path, text).questions if q.kind == "winner"]
    pinned = text.replace("Portside.\n", "Portside. Cy Tamm finished second and Gus Pell was third.\n")
    prompts = [q.prompt for q in bank(tmp_path, pinned).questions if q.kind == "winner"]
    assert prompts and all("Cy Tamm finished second" in p for p in prompts), prompts


def test_a_win_weeks_before_is_anothers_and_claiming_a_first_win_with_a_display_is_a_win(
    tmp_path: Path,
) -> None:
    text = (
        "Quill wins Harbor Grand Prix\n\nAda Quill followed Cy Tamm's example by claiming her first Formula One win "
        "with a superb display in the Harbor Grand Prix. Just three weeks after Tamm took his first victory, Quill "
        "led from pole position in Portside to break her duck in her 66th race. Eli Vance finished seventh.\n"
    )
    assert {v for _, v in _facts(tmp_path, text, "winner")} == {"Ada Quill"}


def test_a_head_start_is_no_winning_margin(tmp_path: Path) -> None:
    text = (
        "Quill and Tamm win in Portside\n\nAda Quill won the men's race of the Portside Marathon in 2 hours 10 "
        "minutes, beating Jon Kerr.\n\nBut this time the attention was on the women, who got a head start and left "
        "Hopkinton 29 minutes ahead of the men and the recreational field.\n"
    )
    assert "29 minutes" not in {v for _, v in _facts(tmp_path, text, "margin")}


def test_a_riders_country_before_his_name_is_no_team(tmp_path: Path) -> None:
    text = (
        "Quill wins race one at Portside\n\nAda Quill won race one of the World Superbike round at Portside on "
        "Saturday, ahead of Cy Tamm. Northern Ireland's Eli Vance was eighth on the Milwaukee Aprilia.\n"
    )
    assert ("Eli Vance", "Northern Ireland") not in _facts(tmp_path, text, "team")
