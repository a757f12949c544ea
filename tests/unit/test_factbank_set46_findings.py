"""Wins, race names and editions of the kinds unseen real reports showed the bank missing, each on a
report we wrote: the day's winner as an epithet, a cleft "It was X who ... to claim a stage victory", a
race of another day of the meeting, a French "Rallye de", a classic "won ... for the second time", a win
told after clauses about other races, a letter lost to a page's encoding, and a winner's race named by
the other places its report gives."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.factbank import build_bank
from tests.unit.reports_we_wrote import race_of


def _asked(tmp_path: Path, text: str) -> dict[tuple[str, str], str]:
    (tmp_path / "r.txt").write_text(text)
    return {(q.kind, q.answer): q.prompt for q in build_bank(tmp_path).questions}


@pytest.mark.parametrize(
    "text, winner",
    [
        (  # the day's winner, named as such
            "Quill lights up the night\n\nNo lights, two red flags, no problem. Not for tonight's Truck Series "
            "winner Ada Quill at Portside Speedway. Cy Tamm finished second in the race, 1.2 seconds back.",
            "Ada Quill",
        ),
        (  # a cleft sentence, the win told by its purpose
            "Fireworks on the mountain at the Tour de Ruritania\n\nIt was Ada Quill (Team Vantor) who ignited "
            "the fireworks from the breakaway on the final ascent to claim a sensational stage 12 victory in "
            "the race. Cy Tamm finished second on the stage.",
            "Ada Quill",
        ),
        (  # clauses about other races before the main clause
            "Quill in a class of her own\n\nIn her third race since joining Vantor in 2029, after already having "
            "become the youngest winner the previous year with Brightwave, Ada Quill delivered an immaculate "
            "performance in the Meridian Grand Prix at Vale Park to lead home her teammate Cy Tamm.",
            "Ada Quill",
        ),
    ],
)
def test_a_win_is_read(tmp_path: Path, text: str, winner: str) -> None:
    asked = _asked(tmp_path, text)
    assert ("winner", winner) in asked, asked


def test_the_runner_up_led_home_after_clauses_about_other_races(tmp_path: Path) -> None:
    asked = _asked(
        tmp_path,
        "Quill in a class of her own\n\nIn her third race since joining Vantor in 2029, after already having "
        "become the youngest winner the previous year with Brightwave, Ada Quill delivered an immaculate "
        "performance in the Meridian Grand Prix at Vale Park to lead home her teammate Cy Tamm.",
    )
    assert ("runner_up", "Cy Tamm") in asked, asked


@pytest.mark.parametrize(
    "text, name",
    [
        (  # Friday's race of a Saturday's meeting is another race
            "Brass Lantern says bye-bye to the rest\n\nPORTSIDE - Brass Lantern proved it on Saturday at Glenmoor "
            "Downs, recording a runaway victory over 19 rivals to win the Derby. The double, coupling Iron Gate, "
            "the upset winner of Friday's Glenmoor Oaks, with Brass Lantern, returned $890.",
            "Derby",
        ),
        (  # a French "Rallye de"
            "Quill wins in Ruritania\n\nAda Quill celebrated her 100th start in style by winning the Rallye de "
            "Ruritania, after four days on one of the toughest events of the rally season. She finished 20 "
            "seconds ahead of Cy Tamm at the end of the final stage.",
            "Rallye de Ruritania",
        ),
        (  # a classic named with a hyphen, won "for the second time"
            "Quill scores stunning win\n\nAda Quill won Lakeside-Portside for the second time this afternoon, "
            "a week after her solo win in the race's sister event, finishing well clear of Cy Tamm.",
            "Lakeside-Portside",
        ),
    ],
)
def test_the_race_is_named(text: str, name: str) -> None:
    rid = race_of(text)
    assert rid is not None and rid.name == name, rid


def test_a_name_with_a_letter_lost_to_the_encoding_is_not_asked(tmp_path: Path) -> None:
    asked = _asked(
        tmp_path,
        "Quill wins Harbor Rally\n\nAda M?kinen won the Harbor Rally at Portside on Sunday, beating Cy Tamm "
        "by 12 seconds after the final stage of the rally.",
    )
    assert not any("?" in answer for _, answer in asked), asked


def test_a_winner_of_a_race_of_no_year_is_asked_with_the_other_places_its_report_gives(
    tmp_path: Path,
) -> None:
    asked = _asked(
        tmp_path,
        "Quill wins Harbor Indy\n\nAda Quill won the Harbor Indy at Portside Speedway on Sunday from pole "
        "position. Cy Tamm finished fourth and Eli Vance was fifth in the race.",
    )
    assert asked.get(("winner", "Ada Quill")) == (
        "Who won the Harbor Indy at Portside Speedway in which Cy Tamm finished fourth and Eli Vance finished "
        "fifth?"
    ), asked
