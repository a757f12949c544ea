"""A race of no year named by a time: the winner's time ("in 2:24:27") or a timed gap ("3.318 seconds behind X");
and wins of another session or race of the day that are not this race's (reports we wrote, names invented)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.unit.reports_we_wrote import bank, facts_of, race_of, winners

MARATHON = (
    "Quill runs away with the Vireo Marathon\n\n"
    "Ada Quill won the Vireo Marathon on Sunday. Quill finished in 2:24:27, well clear of the field.\n"
)


def _prompts(tmp_path: Path, text: str, kind: str) -> list[str]:
    return [q.prompt for q in bank(tmp_path, text).questions if q.kind == kind]


@pytest.mark.parametrize(
    "sentence, time",
    [
        ("Quill finished in 2:24:27, well clear of the field.", "2:24:27"),
        ("Quill won the women's race in 2 hours 24 minutes 27 seconds.", "2 hours 24 minutes 27 seconds"),
        ("Quill came home in an official time of 2hr 24min 27sec.", "2hr 24min 27sec"),
        ("Quill's winning time was one hour 28 minutes 1.451 seconds.", "one hour 28 minutes 1.451 seconds"),
        ("The winning time was 2:24:27.", "2:24:27"),
    ],
)
def test_the_winners_time_is_read(tmp_path: Path, sentence: str, time: str) -> None:
    text = f"Quill wins the Vireo Marathon\n\nAda Quill won the Vireo Marathon on Sunday. {sentence}\n"
    assert {v for _, v in facts_of(tmp_path, text, "winning_time")} == {time}


@pytest.mark.parametrize(
    "sentence",
    [
        "Cy Tamm finished in 2:25:02, second for the third time.",  # the runner-up's time
        "Quill ran a personal best of 2:21:10 in Berlin in 2019.",  # another race
        "Tamm's world record of 2:15:25 was never threatened.",
    ],
)
def test_another_runners_or_races_time_is_not_the_winners(tmp_path: Path, sentence: str) -> None:
    text = f"Quill wins the Vireo Marathon\n\nAda Quill won the Vireo Marathon on Sunday. {sentence}\n"
    assert facts_of(tmp_path, text, "winning_time") == set()


def test_the_winners_time_names_a_race_of_no_year(tmp_path: Path) -> None:
    assert _prompts(tmp_path, MARATHON, "winner") == ["Who won the Vireo Marathon in 2:24:27?"]


def test_without_a_time_the_winner_of_a_race_of_no_year_is_not_asked(tmp_path: Path) -> None:
    text = MARATHON.replace(" Quill finished in 2:24:27, well clear of the field.", "")
    assert _prompts(tmp_path, text, "winner") == []


LONG_BEACH = (
    "Quill wins in Ruritania\n\n"
    "Ada Quill won the Ruritanian Grand Prix at Portside Circuit on Sunday, beating Cy Tamm by 3.318 seconds. "
    "Tamm had started from pole.\n"
)


def test_a_timed_gap_names_the_edition_of_a_long_lived_race(tmp_path: Path) -> None:
    runner = _prompts(tmp_path, LONG_BEACH, "runner_up")
    assert runner and all("3.318 seconds behind Ada Quill" in p for p in runner), runner


def test_a_rounded_gap_does_not(tmp_path: Path) -> None:
    text = LONG_BEACH.replace("3.318 seconds", "three seconds")
    assert _prompts(tmp_path, text, "runner_up") == []


@pytest.mark.parametrize(
    "second",
    [
        # another race of the day
        "The rain had eased after Cy Tamm won race two earlier in the day.",
        # another session, told in a clause of its own
        "The prologue around the town on Saturday, which was won by Cy Tamm, set the order.",
    ],
)
def test_a_win_of_another_race_of_the_day_is_not_this_races(tmp_path: Path, second: str) -> None:
    text = (
        "Quill shines in the rain\n\n"
        "Ada Quill embarrassed the rest of the field in heavy rain at Portside Park. "
        f"{second} Quill eventually held on to win by 6.3 seconds from Gus Pell.\n"
    )
    assert winners(tmp_path, text) == {"Ada Quill"}


def test_a_first_win_since_a_place_back_in_a_year_is_this_win(tmp_path: Path) -> None:
    text = (
        "Report from Portside\n\nThe Harbor 300 was run at Portside Speedway on Sunday.\n"
        "The race ended with Ada Quill holding off teammate Cy Tamm to score his first Series victory of 2010 and "
        "first since Elm Park back in 2008.\n"
    )
    assert winners(tmp_path, text) == {"Ada Quill"}


def test_a_stage_counted_in_words_is_the_race(tmp_path: Path) -> None:
    race = race_of(
        "Quill wins in the rain\n\nAda Quill has won the first stage of the Tour de France in Portside on "
        "Sunday.\n"
    )
    assert race is not None and race.name == "Tour de France stage 1"


def test_a_sprinters_report_is_no_horse_race() -> None:
    race = race_of(
        "Quill storms to win\n\nAda Quill won the 60m at Sunday's Vireo International meeting. Promising 60m "
        "hurdler Cy Tamm clocked a new record.\n"
    )
    assert race is not None and race.series == "athletics"


def test_a_gap_in_tenths_names_the_edition_of_a_race_named_by_its_track(tmp_path: Path) -> None:
    text = (
        "Quill wins at Portside\n\nAda Quill won the Truck Series race on Wednesday night at Portside Speedway. "
        "Quill crossed the finish line 1.2 seconds ahead of Cy Tamm.\n"
    )
    assert _prompts(tmp_path, text, "runner_up") == [
        "Who finished second 1.2 seconds behind Ada Quill in the Truck Series race at Portside Speedway?"
    ]


def test_the_winners_time_names_the_runner_ups_edition_of_a_classic(tmp_path: Path) -> None:
    text = (
        "Quill wins comeback\n\nAda Quill made a triumphant return with victory in the Vireo Marathon.\nQuill held "
        "off Cy Tamm in a thrilling finish. The pair were locked together for the last few miles before Quill finally "
        "sprinted clear to win in two hours, 23 minutes and 10 seconds.\n"
    )
    assert _prompts(tmp_path, text, "runner_up") == [
        "Who finished second in the Vireo Marathon won by Ada Quill in two hours, 23 minutes and 10 seconds?"
    ]


def test_a_time_that_equals_a_record_names_no_edition(tmp_path: Path) -> None:
    text = (
        "Quill storms to win\n\nAda Quill won the 60m at Sunday's Vireo International meeting. Quill clocked 6.56 "
        "seconds to equal the meeting record.\n"
    )
    assert facts_of(tmp_path, text, "winning_time") == set()


def test_a_classics_winner_is_named_by_its_jockey_and_a_place(tmp_path: Path) -> None:
    text = (
        "Moon Dancer leads all the way to win Vireo Gold Cup\n\nMoon Dancer has become the brave winner of a "
        "Vireo Gold Cup which, despite 15 runners, was a duel from the outset. The race was won from the front.\n"
        "The winning jockey is Tomas Ruiz, now 40. Elm Star stayed on to be third at "
        "33-1.\n"
    )
    assert _prompts(tmp_path, text, "winner") == [
        "Which horse, ridden by Tomas Ruiz, won the Vireo Gold Cup in which Elm Star finished third?"
    ]


@pytest.mark.parametrize(
    "sentence",
    [
        "Canadian Ada Quill Saturday won his third Series race in a row, this one the Harbor 300.",
        "Ada Quill paced 78 of the 81 laps on the day in capturing the win.",
        "Ada Quill (Team Vireo) has has broken through for a historic first win for Vireo.",
        "Today Vireo not only scored their fourth 1-2 of the season, Ada Quill taking his third win, but also "
        "sealed the title.",
        "Vireo drivers Ada Quill, Cy Tamm and Gus Pell climbed atop the podium at the end of the race.",
    ],
)
def test_more_ways_to_tell_a_win(tmp_path: Path, sentence: str) -> None:
    text = f"Report from Portside\n\nThe Harbor 300 was run at Portside Speedway on Sunday.\n{sentence}\n"
    assert winners(tmp_path, text) == {"Ada Quill"}


def test_a_long_lived_races_winner_is_not_named_by_its_runner_up_alone(tmp_path: Path) -> None:
    text = "Quill wins in Portside\n\nAda Quill won the Ruritanian Grand Prix at Portside Circuit, ahead of Cy Tamm.\n"
    assert _prompts(tmp_path, text, "winner") == []


def test_a_sponsor_races_winner_is_named_by_its_runner_up(tmp_path: Path) -> None:
    text = (
        "Quill wins the Harbor 300\n\nAda Quill won the Harbor 300 at Portside Speedway, ahead of Cy Tamm.\n"
    )
    assert _prompts(tmp_path, text, "winner") == [
        "Who won the Harbor 300 at Portside Speedway in which Cy Tamm finished second?"
    ]


def test_only_the_indy_500_is_indianapolis() -> None:
    from bot.factbank.answers import accepted_variants
    from bot.factbank.names import NameBook

    book = NameBook.from_documents([])
    assert "Vireo Indianapolis 200" not in accepted_variants("Vireo Indy 200", "event", book)
    assert "Indianapolis 500" in accepted_variants("Indy 500", "event", book)


def test_a_long_lived_race_named_like_another_is_not_told_apart_by_its_runner_up_alone(
    tmp_path: Path,
) -> None:
    files = {
        "a.txt": "Quill wins in Portside\n\nAda Quill won the Ruritanian Grand Prix at Portside Circuit, ahead of Cy "
        "Tamm.\n",
        "b.txt": "Pell wins in Elm Park\n\nGus Pell won the Ruritanian Grand Prix at Elm Park, ahead of Eli Vance.\n",
    }
    for name, text in files.items():
        (tmp_path / name).write_text(text)
    from bot.factbank import build_bank

    assert not [q for q in build_bank(tmp_path).questions if q.kind == "winner"]
