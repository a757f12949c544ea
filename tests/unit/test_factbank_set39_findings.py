"""What a blind judge found wrong on fresh real reports, on reports we wrote: a restart's running order is no
result, a headline's "Race" runs not into the next line's "Two hundred laps", a nationality is no place, a
track of the past races is not this race's, a series' kicker names no place, a former teammate's team is
not his, and "the race in Ruritania" with no sport, name or year is not asked."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.unit.reports_we_wrote import bank, race_of


def _asked(tmp_path: Path, text: str) -> list[tuple[str, str, str]]:
    return [(q.kind, q.prompt, q.answer) for q in bank(tmp_path, text).questions]


def test_a_restart_running_order_gives_no_places(tmp_path: Path) -> None:
    text = (
        "Quill wins the Harbor 300\n\nAda Quill won the 2031 Harbor 300 at Portside Speedway on Sunday.\n"
        "Eli Vance finished second and Cy Tamm third.\n"
        "Quill restarted in first position, but 19th in the running order, followed by Jon Kerr and Ivo Lund.\n"
    )
    said = " ".join(f"{p} {a}" for _k, p, a in _asked(tmp_path, text))
    assert "20th" not in said and "21st" not in said and "Jon Kerr" not in said, said


def test_a_headline_race_does_not_run_into_the_next_line() -> None:
    rid = race_of(
        "Quill wins final Acme Series Race\n\nTwo hundred laps later, Ada Quill won the race at Portside "
        "Speedway, her fifth win of the year.\nEli Vance finished second.\n"
    )
    assert rid is not None and "Race 2" not in rid.label(), rid


def test_a_nationality_is_no_place() -> None:
    rid = race_of(
        "Austrian skiers fall short\n\nBayland's Ada Quill has won the classic Hahnen downhill in the "
        "Austrian mountain village of Kalt.\nEli Vance finished second.\n"
    )
    assert rid is not None and "Austrian" not in rid.label() and rid.label().startswith("Hahnen downhill")


def test_a_track_of_the_past_races_is_not_the_race_venue() -> None:
    rid = race_of(
        "Acme Series: Quill wins again\n\nPortside, Ada Quill has won again.\n"
        "Ada Quill won Saturday's Grand Prix of Portside ahead of Eli Vance.\n"
        "She has won four of the past seven races, and that stretch includes a penalty at Bayview Raceway "
        "for hitting a tire carrier.\n"
    )
    assert rid is not None and rid.venue != "Bayview Raceway" and "Series" not in rid.venue, rid


def test_a_former_teammate_team_is_not_his(tmp_path: Path) -> None:
    text = (
        "Quill wins the Harbor 300\n\nAda Quill won the 2031 Harbor 300 at Portside Speedway, beating her "
        "former Acme Racing teammate Eli Vance.\nEli Vance finished second.\n"
    )
    assert not any(k == "team" for k, _p, _a in _asked(tmp_path, text))


def test_a_race_in_a_country_with_no_sport_name_or_year_is_not_asked(tmp_path: Path) -> None:
    text = (
        "Quill wins in Ruritania\n\nAda Quill won on Sunday, beating Eli Vance by 27.9 seconds in the final race.\n"
        "Eli Vance finished second and Cy Tamm was third.\n"
    )
    assert _asked(tmp_path, text) == []
    dated = text.replace("on Sunday,", "on Sunday, March 4, 2031,")
    assert any(k == "winner" for k, _p, _a in _asked(tmp_path, dated))


def test_a_nationality_of_two_words_before_a_name(tmp_path: Path) -> None:
    text = (
        "Quill wins at Portside\n\nPORTSIDE - New Zealander Ada Quill won the first Acme race in Ruritania, "
        "ahead of Eli Vance.\nSouth African Cy Tamm was third.\n"
    )
    found = {(q.kind, q.answer) for q in bank(tmp_path, text).questions} | {
        (f.relation, f.value) for f in bank(tmp_path, text).facts
    }
    assert ("winner", "Ada Quill") in found, found


def test_standings_overall_with_points_are_no_place_and_a_final_stage_no_win(tmp_path: Path) -> None:
    text = (
        "Quill wins the Harbor Rally\n\nAda Quill has won her second Harbor Rally title.\n"
        "Bayland's Cy Tamm won the final stage in Portside.\n"
        "Quill finished 43 minutes ahead of second-place Eli Vance.\n"
        "Jon Kerr moved up to fifth overall and on 61 points after the rally.\n"
    )
    found = {(f.relation, f.subject, f.value) for f in bank(tmp_path, text).facts}
    assert any(r == "winner" and v == "Ada Quill" for r, _s, v in found), found
    assert not any(r == "position" and s == "Jon Kerr" for r, s, _v in found), found


def test_places_well_clear_of_a_list_and_back_in_second(tmp_path: Path) -> None:
    text = (
        "Quill wins Harbor Grand Prix\n\nAda Quill won the Harbor Grand Prix in 6 hours, well clear of Bayland's "
        "Eli Vance in second and Cy Tamm in third.\nJon Kerr finished a bike-length back in fourth place.\n"
    )
    found = {(f.relation, f.subject, f.value) for f in bank(tmp_path, text).facts}
    assert {("position", "Cy Tamm", "third"), ("position", "Jon Kerr", "fourth")} <= found, found
    assert any(r == "runner_up" and v == "Eli Vance" for r, _s, v in found), found


def test_a_team_of_no_known_series_is_raced_for_and_a_swimmer_has_none(tmp_path: Path) -> None:
    text = (
        "Quill wins Portside-Bayview-Portside\n\nBayland's Ada Quill of the Acme Racing team won the "
        "Portside-Bayview-Portside classic on Sunday, well clear of Eli Vance in second and Cy Tamm in third.\n"
    )
    teams = [p for k, p, _a in _asked(tmp_path, text) if k == "team"]
    assert teams and all(" race for " in p for p in teams), teams
    swim = (
        "Quill wins the 200 metres freestyle\n\nAda Quill of Bayland won the women's 200 metres freestyle at "
        "Portside in 2031, ahead of Eli Vance of the Acme club, with Cy Tamm third.\n"
    )
    assert not any(k == "team" for k, _p, _a in _asked(tmp_path, swim))


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "Ada Quill piloted her Acme Renault to a comfortable victory over Eli Vance in a Bayview Ford.",
            {("team", "Ada Quill", "Acme Renault"), ("runner_up", "Eli Vance")},
        ),
        (
            "Ada Quill won. Eli Vance guided his Acme-BMW to a second place finish.",
            {("team", "Eli Vance", "Acme-BMW"), ("runner_up", "Eli Vance")},
        ),
        (
            "Ada Quill won in her Acme Racing Honda ahead of Eli Vance.",
            {("team", "Ada Quill", "Acme Racing"), ("runner_up", "Eli Vance")},
        ),
    ],
)
def test_a_car_driven_and_a_place_finish(tmp_path: Path, line: str, expected: set[tuple[str, ...]]) -> None:
    text = (
        "Quill wins Harbor Grand Prix\n\nThe Harbor Grand Prix ran 70 laps at Portside Circuit on Sunday.\n"
        f"{line}\nJon Kerr finished fourth in the race.\n"
    )
    found = {(f.relation, f.subject, f.value) for f in bank(tmp_path, text).facts}
    got = {(r, s, v) for r, s, v in found if r == "team"} | {(r, v) for r, _s, v in found if r == "runner_up"}
    assert expected <= got, found


def test_to_move_into_second_place_is_no_place_finish(tmp_path: Path) -> None:
    text = (
        "Quill wins Harbor Grand Prix\n\nAda Quill won the Harbor Grand Prix at Portside Circuit.\n"
        "Cy Tamm overtook Eli Vance with 12 laps remaining to move into second place behind Quill.\n"
    )
    found = {(f.relation, f.subject, f.value) for f in bank(tmp_path, text).facts}
    assert not any(r == "position" and s == "Eli Vance" for r, s, _v in found), found


def test_a_place_with_of_in_its_name_and_a_race_is_no_place() -> None:
    rid = race_of(
        "Senior TT report\n\nAda Quill scored her second victory of the week at the Isle of Bay TT Races, winning "
        "the Senior TT by 39 seconds over Eli Vance.\nCy Tamm was third.\n"
    )
    assert rid is not None and rid.venue == "Isle of Bay", rid
    rid = race_of(
        "Quill wins Portside-Bayview\n\nAda Quill won the Portside-Bayview a week after her win at Tour of Ruritania, "
        "beating Eli Vance.\nCy Tamm was third.\n"
    )
    assert rid is not None and "Tour" not in rid.venue, rid
