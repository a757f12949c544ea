"""Places that are not this race's result (reports we wrote): a place won at another round ("finished 13th in
Portugal", "was second at Long Beach"), a class's ("won the RC3 class. X was second"), the start's ("When
the lights went out, X was fifth"), a stage race's standings ("moved up to fourth place overall"), the one
a driver replaced ("X, who replaced Y at Acme, started and finished second"), a stage's in a report of the
whole Tour ("X won the final leg. Y finished second"); a place told at the race's own venue stays. A
number's tail ("2.52-mile", "2,552.2 miles"), a stage's laps ("two 40-lap stages") and the track's length
are no race distance."""

from __future__ import annotations

from pathlib import Path

from bot.factbank.other_results import placed_elsewhere
from tests.unit.reports_we_wrote import places

HOME = frozenset({"harb", "300", "port", "spee"})  # the Harbor 300 at Portside Speedway


def test_a_place_won_at_another_round_is_not_this_races(tmp_path: Path) -> None:
    got = places(
        tmp_path,
        "\nBo Reed, who finished in 13th place in Marsland having crashed twice, qualified on the front row.\n\n"
        "Cy Tamm finished third. Eli Vance was second at Lakeview in May and fifth here.\n",
    )
    assert "Bo Reed" not in got
    assert got.get("Cy Tamm") == {"third"}
    assert "second" not in got.get("Eli Vance", set())


def test_a_place_told_at_home_stays() -> None:
    assert not placed_elsewhere("Cy Tamm was second at Portside.", HOME)
    assert not placed_elsewhere("Cy Tamm finished third in Sunday's race.", HOME)
    assert not placed_elsewhere("Cy Tamm was second in Portsiders' eyes.", HOME)  # shares its first letters
    assert placed_elsewhere("Cy Tamm was second in Marsland.", HOME)
    assert not placed_elsewhere("Cy Tamm was second in Marsland.", frozenset())  # no race known: no judgement


def test_places_after_a_class_win_are_the_classs(tmp_path: Path) -> None:
    got = places(
        tmp_path,
        "\nBo Reed was impressive throughout, finishing second overall for his first podium.\n\nThere were "
        "fine drives by the locals. Cy Tamm held on to his class lead to finish seventh overall and win the "
        "RC3 class. Eli Vance was second and Di Marsh in third.\n",
    )
    assert got.get("Bo Reed") == {"second"}  # a participle after the subject's predicate: his place
    assert "Eli Vance" not in got and "Di Marsh" not in got  # the RC3 class's second and third


def test_a_place_when_the_lights_went_out_is_the_start(tmp_path: Path) -> None:
    got = places(
        tmp_path,
        "\nWhen the lights went out, Bo Reed was left behind in fifth. As the flag dropped, Cy Tamm was third.\n\n"
        "Eli Vance finished fourth.\n",
    )
    assert got == {"Eli Vance": {"fourth"}}


def test_a_gap_after_some_laps_is_no_margin_and_a_rough_gap_names_the_runner_up(tmp_path: Path) -> None:
    from tests.unit.reports_we_wrote import facts

    got = facts(
        tmp_path,
        "Quill wins the 2019 Harbor Grand Prix\n\nAda Quill won the 2019 Harbor Grand Prix on Sunday. She "
        "finished about 17 seconds ahead of Acme's Bo Reed in a race bereft of overtaking.\n\nAfter just 10 of "
        "55 laps, Quill had pulled five seconds clear of Cy Tamm.\n",
    )
    assert {(r, v) for r, _s, v in got if r in {"runner_up", "margin"}} == {("runner_up", "Bo Reed")}


def test_a_stage_races_standing_is_no_stage_place_and_a_la_team_no_person(tmp_path: Path) -> None:
    from tests.unit.reports_we_wrote import facts

    got = facts(
        tmp_path,
        "Quill wins stage 18 of the 2031 Tour de Harbor\n\nAda Quill won stage 18 of the 2031 Tour de Harbor "
        "on Thursday. Cy Tamm came in third at 5:14 behind and fell to third place overall. Bo Reed, a member of "
        "Quill's La Vie Douce team, was sixth on the stage and moved up to fourth place overall.\n",
    )
    places = {(s, v) for r, s, v in got if r == "position"}
    assert ("Cy Tamm", "third") in places  # told both ways
    assert not {v for s, v in places if s in {"Bo Reed", "La Vie Douce"} and v == "fourth"}


def test_the_one_a_driver_replaced_is_not_the_one_who_finished(tmp_path: Path) -> None:
    got = places(
        tmp_path,
        "\nBo Reed of Austria, who replaced Cy Tamm at Acme, started and finished second, just ahead of Eli "
        "Vance.\n",
    )
    assert "Cy Tamm" not in got


def test_a_number_tail_a_stage_or_the_track_is_no_race_distance(tmp_path: Path) -> None:
    from tests.unit.reports_we_wrote import facts

    got = facts(
        tmp_path,
        "Quill wins the 1992 Harbor 300\n\nAda Quill won the 1992 Harbor 300 at Portside Raceway. Passing the "
        "leader at the top of Portside Raceway's 2.52-mile course made the race one of the best of the year. "
        "Strategies varied in the first two 40-lap stages of the race. The Tour ended after the 2,552.2-mile "
        "race.\n",
    )
    assert not {v for r, _s, v in got if r == "distance"}


def test_a_stages_result_in_a_report_of_the_whole_tour_is_not_the_tours(tmp_path: Path) -> None:
    from tests.unit.reports_we_wrote import facts

    got = facts(
        tmp_path,
        "Quill wins the 1985 Tour de Harbor\n\nPARIS - Ada Quill won the 1985 Tour de Harbor on Sunday, his fifth "
        "overall victory in the peloton's great race.\n\nBo Reed won the 22nd and final leg into Paris. Cy Tamm "
        "finished second and Eli Vance was third.\n\nQuill edged teammate Dan Marsh by 1 minute 42 seconds in "
        "the 2,500-mile race.\n",
    )
    podium = {(r, v) for r, _s, v in got if r in {"runner_up", "margin"}}
    assert ("runner_up", "Cy Tamm") not in podium and ("margin", "1 minute") not in podium
    assert ("position", "Cy Tamm", "second") not in got


def test_a_place_held_early_in_the_race_is_no_result(tmp_path: Path) -> None:
    got = places(
        tmp_path,
        "Cy Tamm moved up to third within the first 75 miles. Eli Vance was fifth after the opening 10 laps. "
        "Bo Reed finished fourth.",
    )
    assert "Cy Tamm" not in got and "Eli Vance" not in got
    assert got.get("Bo Reed") == {"fourth"}


def test_a_numbered_stage_is_no_place(tmp_path: Path) -> None:
    got = places(tmp_path, "Cy Tamm took the second 10-lap stage. Bo Reed finished fourth.")
    assert "Cy Tamm" not in got and got.get("Bo Reed") == {"fourth"}


def test_the_places_of_another_event_told_weeks_ago_are_not_this_races(tmp_path: Path) -> None:
    got = places(
        tmp_path,
        "Cy Tamm finished second.\n\nTwo weeks ago, Ada Quill won the 141st Bayview Derby at Lakeview Downs. It "
        "was her trainer's fourth Derby win. Eli Vance was second, with Gus Pell third in the first defeat of his "
        "life.\n\nJon Kerr finished fourth.\n",
    )
    assert got.get("Cy Tamm") == {"second"} and got.get("Jon Kerr") == {"fourth"}
    assert "Eli Vance" not in got and "Gus Pell" not in got


def test_an_earlier_time_inside_a_sentence_leaves_its_paragraph_this_races(tmp_path: Path) -> None:
    got = places(
        tmp_path,
        "Cy Tamm, the leader the last 60 laps, drove the car Quill won with in the Bayview Grand Prix last week. "
        "Eli Vance finished fourth.\n",
    )
    assert got.get("Eli Vance") == {"fourth"}
