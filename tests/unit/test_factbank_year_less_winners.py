"""A race of no year: its winner is asked only when a detail of that one edition names it (reports we wrote).

"Who won the Harbor 300?" fits every year it was run; "... in which Cy Tamm finished second" or "Whose 23rd
career win was ...?" fits one.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.unit.reports_we_wrote import bank, facts_of

HARBOR = "Quill wins the Harbor 300\n\nAda Quill won the Harbor 300 at Portside Speedway on Sunday."
RALLY = (
    "Okafor wins Rally of Portugal\n\nDriving a Toyota Yaris WRC, Okafor started first on the road on both days "
    "of the gravel event but battled to his 23rd victory at world championship level alongside co-driver Ben "
    "Lund."
)


def _winner_prompts(tmp_path: Path, text: str) -> list[str]:
    return [q.prompt for q in bank(tmp_path, text).questions if q.kind == "winner"]


def test_a_winner_no_detail_pins_is_not_asked(tmp_path: Path) -> None:
    assert _winner_prompts(tmp_path, HARBOR) == []
    assert _winner_prompts(tmp_path, HARBOR + " Cy Tamm finished second.") == [
        "Who won the Harbor 300 at Portside Speedway in which Cy Tamm finished second?"
    ]
    assert _winner_prompts(tmp_path, HARBOR.replace("on Sunday", "on Sunday, May 5, 2024")) == [
        "Who won the 2024 Harbor 300 at Portside Speedway?"
    ]


def test_the_winners_record_of_a_race_of_no_year_needs_a_pin_too(tmp_path: Path) -> None:
    r = bank(tmp_path, HARBOR + " It was her third win of the season and the 12th of her career.")
    assert not [q for q in r.questions if q.kind in {"season_win", "career_win", "winner"}]


def test_a_winners_career_count_names_the_edition(tmp_path: Path) -> None:
    assert _winner_prompts(tmp_path, RALLY) == ["Whose 23rd career win was the Rally of Portugal?"]
    r = bank(tmp_path, RALLY)
    assert not [q for q in r.questions if q.kind == "career_win"]  # the winner's question says it


def test_an_exact_margin_pins_the_winner_before_a_lone_runner_up_or_a_count(tmp_path: Path) -> None:
    text = RALLY + " Okafor finished 12.4 seconds ahead of team-mate Jonas Berg."
    assert _winner_prompts(tmp_path, text) == ["Who won the Rally of Portugal by 12.4 seconds?"]


@pytest.mark.parametrize(
    "sentence, count",
    [
        ("Cy Tamm held on for his 16th career victory.", {("Cy Tamm", "16th")}),
        ("Cy Tamm cruised to his third Formula One win.", {("Cy Tamm", "third")}),
        ("Cy Tamm cruised to his third Ferrari win.", set()),  # a team's count
        ("Cy Tamm raced to his fourth Cup Series victory of the season.", set()),  # the season's
        ("Cy Tamm captured his fifth career win at the short track.", set()),  # that track's count
        ("Cy Tamm earned his seventh career win on the two-mile oval.", set()),
        ("Cy Tamm came 0.9 seconds away from his first career victory.", set()),  # a near miss
        ("Cy Tamm held off Gus Pell, who was chasing his first career win.", set()),  # another subject's
        ("Cy Tamm, in his bid for his first career win, crashed.", set()),  # a hope
        ("It was his 48th career win.", set()),  # "It" is no one
        ("Cy Tamm scored his first Grand Prix win since 2019.", set()),  # not a count of the career
    ],
)
def test_a_career_count_is_the_count_of_the_one_who_scored_it(
    tmp_path: Path, sentence: str, count: set[tuple[str, str]]
) -> None:
    text = "Tamm wins at Portside\n\nCy Tamm won the 2024 Portside Grand Prix on Sunday. " + sentence
    got = {(who, value) for who, value in facts_of(tmp_path, text, "career_win")}
    normal = {(who, {"16th": "sixteenth"}.get(v, v)) for who, v in count}
    assert got == normal, got


def test_one_place_held_names_no_edition_of_another_place(tmp_path: Path) -> None:
    text = (
        "Pell wins at Kelso\n\nKELSO, Ruritania -- Gus Pell won the men's downhill in Kelso on Saturday. "
        "Cy Tamm finished third. Jon Kerr finished 39th and Eli Vance was 49th."
    )
    r = bank(tmp_path, text)
    assert not [
        q for q in r.questions if q.kind == "position"
    ]  # "... in which Tamm was third" fits other years
    text += " Gus Pell drove the No. 7 Acme car."
    assert not [q for q in bank(tmp_path, text).questions if q.kind == "position"]


def test_a_winner_who_won_the_race_before_names_no_edition(tmp_path: Path) -> None:
    text = (
        "Quill wins again\n\nAda Quill won the Harbor 300 at Portside Speedway on Sunday for a record sixth win at "
        "Portside, beating Cy Tamm. Gus Pell finished third and Jon Kerr was fourth."
    )
    prompts = [q.prompt for q in bank(tmp_path, text).questions if q.kind == "position"]
    assert prompts and not [p for p in prompts if "won by Ada Quill" in p], prompts


def test_a_low_career_count_names_no_edition(tmp_path: Path) -> None:
    """Many drivers scored their first or third win in the same race over the years; few their 23rd."""
    assert _winner_prompts(tmp_path, RALLY.replace("23rd", "third")) == []
