"""A motorcycle round and a stage race as reports tell them (reports we wrote): "won the Harbor MotoGP yesterday" names the
round, the winner's title before his name ("Reigning world champion X won ...") is no other race, and a
machine set off after a name ("clear of Cy Tamm, riding a Honda,") is that rider's; a Tour report of a
time trial day is that stage's, a stage's winner ("came out on top in the closing stage") no rally's, and a yacht
first home in a report of line honours "took line honours"."""

from __future__ import annotations

from pathlib import Path

from bot.factbank import build_bank
from tests.unit.reports_we_wrote import facts, race_of

TEXT = (
    "Quill clips Tamm's wings\n\nReigning world champion Ada Quill won the Harbor MotoGP yesterday on a Yamaha to "
    "narrow the gap on series leader Cy Tamm. The 24-year-old came home clear of compatriot Eli Vance, riding a "
    "Honda, while Tamm, who started from pole, was third, also on a Honda."
)


def test_a_places_round_of_a_series_won_is_the_races_name() -> None:
    rid = race_of(TEXT)
    assert rid is not None and rid.name == "Harbor MotoGP"


def test_a_machine_set_off_after_a_name_is_that_riders(tmp_path: Path) -> None:
    makes = {(s, v) for r, s, v in facts(tmp_path, TEXT) if r in {"make", "team"}}
    assert ("Eli Vance", "Honda") in makes
    assert ("Ada Quill", "Honda") not in makes


def test_a_tour_report_of_a_time_trial_day_is_that_stages() -> None:
    rid = race_of(
        "TOUR OF HARBORIA : Victory Puts Quill in Control\n\nAfter one week of racing, the Tour of Harboria is all but "
        "over. Ada Quill seized the yellow jersey in winning Sunday's 33.5-mile individual time trial from Bayview "
        "to Portside. She had to rally to edge Cy Tamm by 12 seconds. Quill finished the eighth stage in 1 hour 4 "
        "minutes."
    )
    assert rid is not None and rid.name == "Tour of Harboria stage 8"


def test_a_stages_winner_is_not_the_rallys_and_whether_is_no_name(tmp_path: Path) -> None:
    told = facts(
        tmp_path,
        "Quill wins the Harbor Rally\n\nAda Quill has clinched her second Harbor Rally title. Cy Tamm came out on "
        "top in the curtailed closing stage. Whether Eli Vance, who is in second place, can challenge is "
        "questionable.",
    )
    assert "Cy Tamm" not in {v for r, _, v in told if r == "winner"}
    assert not [f for f in told if "Whether" in f[1] or "Whether" in f[2]]


def test_a_count_of_wins_at_one_place_and_some_lead_changes_are_no_career_or_race_count(
    tmp_path: Path,
) -> None:
    told = facts(
        tmp_path,
        "Quill wins at Lake Harbor\n\nAda Quill won the Harbor Cup downhill at Lake Harbor on Sunday, beating Cy "
        "Tamm. It was Quill's 10th career victory at Lake Harbor. There were two lead changes early in the race.",
    )
    assert not [f for f in told if f[0] in {"career_win", "lead_changes"}]


def test_a_wires_slug_of_three_hyphened_words_is_no_race() -> None:
    rid = race_of(
        "Olympics-Canoeing-Peerless Quill grabs more gold\n\nPARIS (Reuters) - Ada Quill won the women's kayak "
        "single 500 metres race at the Harbor Nautical Stadium on Saturday, beating Cy Tamm to the finish line. "
        "Eli Vance finished third in the final after a fast start."
    )
    assert (
        rid is not None and "Canoeing" not in rid.name and "Peerless" not in rid.name
    )  # the meet may be named


def test_a_season_win_told_in_an_as_clause_is_that_clauses_subject(tmp_path: Path) -> None:
    told = facts(
        tmp_path,
        "Quill wins at Harbor\n\nCy Tamm's long wait for a victory will continue after he crashed out at Portside "
        "Speedway on Sunday. Tamm crashed out early as Harboria's Ada Quill rode to her third victory of the season.",
    )
    assert {(s, v) for r, s, v in told if r == "season_win"} == {("Ada Quill", "third")}


def test_the_series_written_apart_is_no_race() -> None:
    rid = race_of(
        "Quill wins Harbor MotoGP\n\nCy Tamm's long wait for a Moto GP victory will have to continue after he "
        "crashed out at Portside Motor Speedway on Sunday, as Ada Quill rode to her third victory of the season."
    )
    assert rid is not None and "Moto Grand Prix" not in rid.name and "Moto GP" not in rid.name


def test_a_yacht_first_home_in_a_report_of_line_honours_took_line_honours(tmp_path: Path) -> None:
    (tmp_path / "r.txt").write_text(
        "Zephyr prevails after being becalmed\n\nThe line honours outcome of the 2023 Kelso-Portside race was decided "
        "yesterday in favour of Zephyr, after a duel with Gale up the river. Zephyr prevailed by four minutes over "
        "Gale in the yacht race.\n"
    )
    prompts = [q.prompt for q in build_bank(tmp_path).questions if q.kind == "winner"]
    assert prompts and all("took line honours in" in p for p in prompts)
