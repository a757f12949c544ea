"""Who was second, in a sentence whose winner only the winner votes read (reports we wrote)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.factbank.tagged import Tagged
from bot.factbank.winner import sentence_votes
from tests.unit.reports_we_wrote import facts

HEAD = "Quill wins at Portside\n\nPORTSIDE, Ill. – "


@pytest.mark.parametrize(
    "sentence",
    [
        "Ada Quill raced to her second Harbor Series victory of the season Sunday, holding off rookie Cy Tamm "
        "before a late caution ended the race at Portside Speedway under the yellow flag.",
        "Ada Quill cruised to a dominant win at Portside Speedway on Sunday, beating Cy Tamm by 4.2 seconds.",
    ],
)
def test_the_runner_up_of_a_win_only_the_votes_read(tmp_path: Path, sentence: str) -> None:
    got = facts(tmp_path, HEAD + sentence)
    assert {v for r, _s, v in got if r == "winner"} == {"Ada Quill"}
    assert {v for r, _s, v in got if r == "runner_up"} == {"Cy Tamm"}


def test_two_winners_in_one_sentence_name_no_runner_up(tmp_path: Path) -> None:
    got = facts(
        tmp_path,
        HEAD + "Ada Quill won at Portside Speedway on Sunday. Eli Vance raced to victory in the support race "
        "and Ada Quill cruised to her win, holding off Cy Tamm.",
    )
    assert "Cy Tamm" not in {v for r, _s, v in got if r == "runner_up"}


def test_a_win_told_as_coming_before_the_race_is_no_vote() -> None:
    before = Tagged(
        "Less than 24 hours after a historic \ue001O0\ue002 victory by \ue001P1\ue002, the first woman to win, the "
        "final race was run.",
        ("Harbor Series", "Ada Quill"),
        ("org", "person"),
    )
    assert sentence_votes(before, 1.0) == []
    plain = Tagged("It was a historic victory by \ue001P0\ue002.", ("Ada Quill",), ("person",))
    assert [v.winner for v in sentence_votes(plain, 1.0)] == ["Ada Quill"]


def test_two_winners_of_two_categories_are_no_crew(tmp_path: Path) -> None:
    text = (
        "Quill, Tamm win Harbor Rally\n\nAda Quill and Cy Tamm won the Harbor Rally on Sunday, two weeks after "
        "it began. Quill in the cars category and Tamm in the motorbikes wrapped up the title on Saturday."
    )
    assert {r for r, _s, _v in facts(tmp_path, text)} & {"winner", "co_winner"} == set()


def test_the_leads_subject_is_no_winner_when_the_lead_says_another_won(tmp_path: Path) -> None:
    text = (
        "quill posts easy Kelso win\n\nKelso – Cy Tamm had the fastest car on the day that Ada Quill won the "
        "Kelso Grand Prix. Tamm's car took fewer seconds to run the 70 laps, but a penalty cost him a minute."
    )
    assert "Cy Tamm" not in {v for r, _s, v in facts(tmp_path, text) if r == "winner"}
