"""A race's year from the season a report names (reports we wrote): a season the race is part of gives its
year; a season someone lived through, or one that spans two years, does not."""

from __future__ import annotations

import pytest

from tests.unit.reports_we_wrote import race_of

HEAD = "Quill back on top\n\nAda Quill won the Harbor 600 at Portside Motor Speedway on Sunday night"


@pytest.mark.parametrize(
    "tail",
    [
        ". Quill, 43, struggled throughout the 2030 season and seemed near the end of her career.",
        ". Quill had a poor time during the 2030 season.",
        ". Quill sat out most of the 2030 season with a broken wrist.",
        ", her first win of the 2030/31 season.",
        ", her first win of the 2030/31 Harbor Series season.",
        ". Quill, whose last medal was bronze at the 2030 Ruritania Olympics, led every lap.",
        ". Her resume includes wins at Bayview, victories in two other classics and the 2030 Ruritanian "
        "National Road Race Championship.",
    ],
)
def test_a_season_lived_through_or_spanning_two_years_gives_no_year(tail: str) -> None:
    rid = race_of(HEAD + tail)
    assert rid is not None and rid.name == "Harbor 600" and rid.year is None


@pytest.mark.parametrize(
    "tail",
    [
        ", her first win in the 2031 season.",
        ", her second victory of the 2031 Harbor Series season.",
        ", kicking off the 2031 season.",
        ". The 2031 season ended as Quill crossed the line.",
        '. "It has been a long time," Quill said after winning her third race of 2031.',
        ". It was Eli Vance's seventh DNF of 2031.",
    ],
)
def test_a_season_the_race_is_part_of_gives_its_year(tail: str) -> None:
    rid = race_of(HEAD + tail)
    assert rid is not None and rid.year == 2031


@pytest.mark.parametrize(
    "tail",
    [
        ". Quill held off Cy Tamm and 2030 Harbor 600 champion Eli Vance to claim the trophy.",
        ". Former Harbor 600 champs Gus Pell and Jon Kerr ran 1-2 down the stretch, and 2029 Harbor 600 winner Dee "
        "Hoyt was third.",
    ],
)
def test_a_title_won_in_another_years_race_gives_no_year(tail: str) -> None:
    rid = race_of(HEAD + tail)
    assert rid is not None and rid.name == "Harbor 600" and rid.year is None


def test_the_races_edition_said_a_few_sentences_in_names_it() -> None:
    rid = race_of(
        "Quill wins Harbor 600\n\nThe big names dominated the Harbor 600. Gus Pell claimed both stages. Jon Kerr "
        "and Dee Hoyt ran 1-2 down the stretch. But after a crash on the final lap of the 63rd Harbor 600, only a "
        "handful of cars were left. Ada Quill won the Harbor 600 at Portside Motor Speedway."
    )
    assert rid is not None and rid.name == "63rd Harbor 600"


@pytest.mark.parametrize(
    "tail",
    [
        ", her second Harbor 600 win after previously having won the 2029 edition.",
        ". Quill was under four seconds off the world record she set at the 2029 Ruritania Olympics.",
    ],
)
def test_another_editions_win_or_record_gives_no_year(tail: str) -> None:
    rid = race_of(HEAD + tail)
    assert rid is not None and rid.year is None


def test_a_race_raced_this_spring_is_not_the_one_reported() -> None:
    rid = race_of(
        "Quill wins the rainbow jersey\n\nAda Quill won the men's road race in Portside on Sunday, beating Cy Tamm. "
        "She finished third at Bayview-Harbor-Bayview this spring and won a stage of a tour."
    )
    assert rid is not None and "Bayview" not in rid.name
