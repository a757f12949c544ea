"""Horse-race reports (written by us): margins in lengths as racing writers give them."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.factbank.answers import length_variants
from bot.factbank.margins import margin_value
from bot.matching import check
from tests.unit.reports_we_wrote import bank

DERBY = (
    "Harbor Lights wins the 2016 Portside Stakes\n\nPORTSIDE (AP) — Harbor Lights won the Portside Stakes on "
    "Saturday, holding off Gray Wolf by {margin} in the 1 1/2-mile race. Lucky Strike, the 5-2 favorite, "
    "finished third. Harbor Lights, ridden by jockey Tomas Ruiz, ran the distance in 2:28.40."
)


@pytest.mark.parametrize(
    ("written", "value"),
    [
        ("a length and a half", "1½ lengths"),
        ("two lengths and a half", "2½ lengths"),
        ("one and a half lengths", "1½ lengths"),
        ("three lengths", "3 lengths"),
        ("half a length", "half a length"),
        ("a length and a quarter", "a length and a quarter"),
    ],
)
def test_a_margin_in_lengths_is_read_whole(tmp_path: Path, written: str, value: str) -> None:
    r = bank(tmp_path, DERBY.format(margin=written))
    margins = [q for q in r.questions if q.kind == "margin"]
    assert [q.answer for q in margins] == [value]
    assert check(written, margins[0].accepted)


def test_length_answers_accept_the_spoken_forms() -> None:
    assert margin_value("a length and a half") == "1½ lengths"
    assert "a length and a half" in length_variants("1½ lengths")
    assert "two lengths and a half" in length_variants("2½ lengths")
    assert not check("a length", ("1½ lengths", *length_variants("1½ lengths")))


def test_the_matcher_reads_a_half_after_the_lengths() -> None:
    answer = ("2½ lengths", *length_variants("2½ lengths"))
    assert check("two lengths and a half", answer)
    assert check("2 lengths and a half", answer)
    assert not check("two lengths", answer)
    assert not check("three lengths and a half", answer)


def test_a_horse_named_with_an_owners_word_keeps_its_whole_name(tmp_path: Path) -> None:
    r = bank(tmp_path, DERBY.format(margin="a neck").replace("Gray Wolf", "Sadler's Dream"))
    runner_up = [q.answer for q in r.questions if q.kind == "runner_up"]
    assert runner_up == ["Sadler's Dream"]
    assert not [q for q in r.questions if q.answer == "Dream" or "Dream" in q.choices]


def test_a_trainers_horse_is_the_horse(tmp_path: Path) -> None:
    text = DERBY.format(margin="a neck").replace("holding off Gray Wolf", "holding off Ada Quill's Gray Wolf")
    text += " Gray Wolf was trained by Ada Quill, who won the race in 2009."
    r = bank(tmp_path, text)
    assert r.questions
    assert not [q for q in r.questions if "Quill's" in q.answer or any("Quill's" in c for c in q.choices)]


def _asked(r, kind: str) -> list[tuple[str, str]]:
    return [(q.prompt, q.answer) for q in r.questions if q.kind == kind]


def test_the_jockey_and_trainer_tied_to_a_placed_horse_are_asked(tmp_path: Path) -> None:
    text = DERBY.format(margin="a neck") + " Gray Wolf, trained by Ada Quill, led into the far turn."
    r = bank(tmp_path, text)
    assert _asked(r, "jockey") == [
        ("Which jockey rode Harbor Lights in the 2016 Portside Stakes?", "Tomas Ruiz")
    ]
    assert _asked(r, "trainer") == [
        ("Who trained Gray Wolf, a runner in the 2016 Portside Stakes?", "Ada Quill")
    ]
    jockey = next(q for q in r.questions if q.kind == "jockey")
    assert check("Ruiz", jockey.accepted) and not check("Harbor Lights", jockey.accepted)


def test_the_winning_jockey_named_without_the_horse_rode_the_winner(tmp_path: Path) -> None:
    text = DERBY.format(margin="a neck").replace(", ridden by jockey Tomas Ruiz,", "")
    r = bank(tmp_path, text + " The winning jockey is Tomas Ruiz, who is 40.")
    assert [a for _, a in _asked(r, "jockey")] == ["Tomas Ruiz"]
    assert "Harbor Lights" in _asked(r, "jockey")[0][0]


def test_a_horse_of_another_race_on_the_card_or_with_two_jockeys_is_not_asked(tmp_path: Path) -> None:
    other = " Earlier, Blue Comet, ridden by Eli Vance, won the Harbor Mile."
    r = bank(tmp_path, DERBY.format(margin="a neck") + other)
    assert [a for _, a in _asked(r, "jockey")] == ["Tomas Ruiz"]  # Blue Comet ran in another race
    two = " Harbor Lights was ridden by Eli Vance in the spring."
    r = bank(tmp_path, DERBY.format(margin="a neck") + two)
    assert _asked(r, "jockey") == []


def test_a_motor_race_has_no_jockey(tmp_path: Path) -> None:
    text = (
        "Quill wins the 2019 Harbor Grand Prix\n\nAda Quill won the 2019 Harbor Grand Prix at Portside on "
        "Sunday on his Yamaha. Cy Tamm was second. Eli Vance guided Cy Tamm through the first corner."
    )
    r = bank(tmp_path, text)
    assert r.questions and not _asked(r, "jockey")


def test_a_win_of_another_race_on_the_card_is_not_the_report_winner(tmp_path: Path) -> None:
    text = (
        "Zephyrine caps Portside Cup with one last upset\n\nPortside - AFP\nZephyrine, a 14-1 long shot, "
        "screamed through the stretch to win the Sailors' Cup Classic in the closing strides. Gray Wolf, a 64-1 "
        "shot, engineered the biggest upset of the day with a victory in the Mile that denied Blue Comet's bid "
        "for a fourth win. Blue Comet, ridden by Eli Vance, was third."
    )
    r = bank(tmp_path, text)
    assert {f.value for f in r.facts if f.relation == "winner"} <= {"Zephyrine"}
    assert not [q for q in r.questions if q.kind == "winner" and q.answer != "Zephyrine"]


def test_a_quarter_length_margin_accepts_its_decimal(tmp_path: Path) -> None:
    assert "1.75 lengths" in length_variants("1 3/4 lengths")
    assert check("1.75", ("1 3/4 lengths", *length_variants("1 3/4 lengths")))
    assert not check("1 length", ("1 3/4 lengths", *length_variants("1 3/4 lengths")))


def test_a_track_of_an_earlier_race_is_not_the_races(tmp_path: Path) -> None:
    text = (
        "Harbor Lights wins the 2016 Portside Stakes\n\nHarbor Lights, ridden by jockey Tomas Ruiz, won the "
        "Portside Stakes on Saturday at Bayview Race Course, beating Gray Wolf. Harbor Lights finished sixth "
        "in the Derby two weeks ago on a sloppy track at Kelso Downs."
    )
    r = bank(tmp_path, text)
    assert r.races == ["2016 Portside Stakes at Bayview Race Course"]
