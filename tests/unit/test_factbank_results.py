"""Finishing places, margins and winners in the language real reports use (sentences we wrote).

Each row is one sentence of a report and what it must (or must not) yield; extend the tables."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.factbank import build_bank
from tests.unit.reports_we_wrote import RACE
from tests.unit.reports_we_wrote import fact_table as _facts
from tests.unit.reports_we_wrote import single_places as _places


@pytest.mark.parametrize(
    "body, expected",
    [
        (
            "Cy Tamm was second, a career best, and Gus Pell third.",
            {"Cy Tamm": "second", "Gus Pell": "third"},
        ),
        (
            "Cy Tamm finished second, followed by teammate Gus Pell, Jon Kerr and Eli Vance.",
            {"Cy Tamm": "second", "Gus Pell": "third", "Jon Kerr": "fourth", "Eli Vance": "fifth"},
        ),
        # an unrecognised name in a list stops it: later places would shift
        ("Cy Tamm finished second, followed by Gus Pell, AJ Moss, and Eli Vance.", {"Gus Pell": "third"}),
        (
            "Jon Kerr and Eli Vance were fifth and sixth respectively.",
            {"Jon Kerr": "fifth", "Eli Vance": "sixth"},
        ),
        (
            "Kim Lott, who won the Truck Series race on Saturday, finished 22nd.",
            {"Kim Lott": "twenty-second"},
        ),
        ("Dee Hoyt had a strong top-10 run in 9th place.", {"Dee Hoyt": "ninth"}),
        ("Gus Pell, Jon Kerr and Eli Vance rounded out the top five.", {"Eli Vance": "fifth"}),
        ("Fay Orr completed the podium for Vireo Racing.", {"Fay Orr": "third"}),
        (
            "Jon Kerr finished fourth, Eli Vance fifth and Fay Orr sixth.",
            {"Eli Vance": "fifth", "Fay Orr": "sixth"},
        ),
        ("Italian Cy Tamm took second place for Toyota.", {"Cy Tamm": "second"}),
        ("Cy Tamm brought his No. 2 Vireo Racing Ford home third.", {"Cy Tamm": "third"}),
        ("Gus Pell beat brother Ian to eighth.", {"Gus Pell": "eighth"}),
        ("Jon Kerr had to settle for fourth after a late stop.", {"Jon Kerr": "fourth"}),
        ("Eli Vance, who was forced to settle for sixth, blamed the tyres.", {"Eli Vance": "sixth"}),
        ("Fay Orr wound up ninth on a day to forget.", {"Fay Orr": "ninth"}),
        (
            "Vireo's Cy Tamm and Quill's Delta teammate Gus Pell filled out the podium.",
            {"Cy Tamm": "second", "Gus Pell": "third"},
        ),
        # three names before "completed the podium": not a pair in second and third
        ("Cy Tamm, Gus Pell and Jon Kerr completed the podium.", {"Gus Pell": None}),
        ("The two-time champion Jon Kerr of Vireo Racing was fourth.", {"Jon Kerr": "fourth"}),
        ("Eli Vance took advantage to finish fifth despite a spin.", {"Eli Vance": "fifth"}),
        ("Jon Kerr had enough in hand to take the last place on the podium.", {"Jon Kerr": "third"}),
        ("Cy Tamm was second ahead of fifth-placed two-time champion Eli Vance.", {"Eli Vance": "fifth"}),
        ("Fay Orr – who started from the front row – finished fifth.", {"Fay Orr": "fifth"}),
        ("Dee Hoyt battled up to seventh place after starting 18th.", {"Dee Hoyt": "seventh"}),
        ("Jon Kerr of Canada (Vireo Racing) was fourth.", {"Jon Kerr": "fourth"}),
        (
            "Gus Pell drove the No. 88 in relief of Eli Vance and finished 14th.",
            {"Gus Pell": "fourteenth", "Eli Vance": None},
        ),
        ("Fay Orr added to her tally with sixth place for Vireo Racing.", {"Fay Orr": "sixth"}),
        ("Dee Hoyt could not match his teammate as he finished in 10th place.", {"Dee Hoyt": "tenth"}),
        ("Eli Vance, whose deal runs out, added to his tally with sixth place.", {}),
        (
            "Gus Pell took the lead on the restart, but he ran out of fuel and finished 14th.",
            {"Gus Pell": "fourteenth"},
        ),
        (
            "Cy Tamm's third-place finish kept him ahead of Eli Vance who faded late and finished just 14th.",
            {"Cy Tamm": "third", "Eli Vance": "fourteenth"},
        ),
        (
            "Eli Vance, who retired last season, drove the No. 8 for Orbit and finished 12th.",
            {"Eli Vance": "twelfth"},
        ),
        (
            "Jon Kerr made a late pass on Gus Pell to complete the podium.",
            {"Jon Kerr": "third", "Gus Pell": None},
        ),
        (
            "Dee Hoyt gave the crowd a show by moving his Ford through the field to finish fifth.",
            {"Dee Hoyt": "fifth"},
        ),
        ("Dee Hoyt needed to finish fifth to keep his title hopes alive.", {"Dee Hoyt": None}),
        ("Fay Orr started from the pole but faded to 19th after a penalty.", {"Fay Orr": "nineteenth"}),
        ("Fay Orr led early but faded to 19th before rallying late.", {"Fay Orr": None}),
        (
            "Dee Hoyt, a key title rival to Jon Kerr, gave his many fans amongst the crowd of 57,939 something "
            "to celebrate by moving his Ford through the field to finish fifth.",
            {"Dee Hoyt": "fifth", "Jon Kerr": None},
        ),
        (
            "Fay Orr slipped to sixth, followed by former champion Jon Kerr in seventh.",
            {"Jon Kerr": "seventh"},
        ),
        (
            "Vireo Racing showed its pace with third and fourth for Gus Pell and Jon Kerr.",
            {"Gus Pell": "third", "Jon Kerr": "fourth"},
        ),
    ],
)
def test_places_from_the_result(tmp_path: Path, body: str, expected: dict[str, str]) -> None:
    places = _places(_facts(tmp_path, body))
    for who, place in expected.items():
        assert places.get(who) == place, (who, places)  # None: no place for them


@pytest.mark.parametrize(
    "body, who",
    [
        ("Cy Tamm was second for most of the race before his engine failed.", "Cy Tamm"),
        ("Gus Pell was running fourth on the restart.", "Gus Pell"),
        ("Jon Kerr was second in Saturday's sprint.", "Jon Kerr"),
        ("At the halfway point, Eli Vance was fifth.", "Eli Vance"),
        ("Fay Orr qualified third.", "Fay Orr"),
        ("Late on, when he was fighting off the fourth-placed Gus Pell, Cy Tamm complained.", "Gus Pell"),
        ("Dee Hoyt has finished second in three of the last four races here.", "Dee Hoyt"),
        ("Kim Lott has finished fifth or better in eight of his past 10 starts.", "Kim Lott"),
        ("Cy Tamm crossed the line a second behind.", "Cy Tamm:not-a-place"),
        ('"I thought I finished third," Jon Kerr said.', "Jon Kerr"),
        ("Gus Pell thought he had finished third.", "Gus Pell"),
        ("Cy Tamm finished sixth, but Gus Pell might have finished third without a late stop.", "Gus Pell"),
    ],
)
def test_running_places_beliefs_and_records_are_not_results(tmp_path: Path, body: str, who: str) -> None:
    places = _places(_facts(tmp_path, body))
    name = who.split(":")[0]
    if who.endswith("not-a-place"):
        assert places.get(name) in {None, "second"}  # "a second behind" is a margin, not a place word
    else:
        assert name not in places, places


@pytest.mark.parametrize(
    "body, margin, runner",
    [
        ("Quill beat Cy Tamm to the line by just 0.186 seconds.", "0.186 seconds", "Cy Tamm"),
        ("Quill finished 4.2 seconds clear of Cy Tamm.", "4.2 seconds", "Cy Tamm"),
        ("Cy Tamm finished second, 1.2 seconds behind.", "1.2 seconds", "Cy Tamm"),
        ("Quill won by two lengths from Cy Tamm.", "2 lengths", ""),
        ("Quill won by half-a-length.", "half a length", ""),
        ("Quill finished six-tenths of a second ahead of the 26-year-old rookie.", "0.6 seconds", ""),
        ("Quill held on for a thrilling win by just 0.31 over Cy Tamm.", "0.31 seconds", "Cy Tamm"),
        ("Quill edged Cy Tamm by .044 seconds at the line.", "0.044 seconds", "Cy Tamm"),
        ("Quill edged Cy Tamm by.044 seconds at the line.", "0.044 seconds", "Cy Tamm"),  # a lost space
        ("Cy Tamm finished second for the Delta team, 0.870 behind.", "0.87 seconds", "Cy Tamm"),
        ("Cy Tamm, who won here in 2019, finished second 33.6 seconds behind.", "33.6 seconds", "Cy Tamm"),
        (
            "Cy Tamm took second place for Delta, his best result since 2019, 24.3 seconds behind Quill.",
            "24.3 seconds",
            "Cy Tamm",
        ),
        ("Quill drove a flawless race for a 24-second victory over Cy Tamm.", "24 seconds", "Cy Tamm"),
        (
            "At the flag it was no contest at all, with Quill beating rookie Cy Tamm by 16.787 seconds.",
            "16.787 seconds",
            "Cy Tamm",
        ),
    ],
)
def test_margins_credited_to_the_winner(tmp_path: Path, body: str, margin: str, runner: str) -> None:
    facts = _facts(tmp_path, body)
    race = "Harbor 300 at Portside Speedway"
    assert facts.get(("margin", race)) == {margin}
    if runner:
        assert facts.get(("runner_up", race)) == {runner}


def test_a_margin_between_two_others_is_not_the_winning_margin(tmp_path: Path) -> None:
    facts = _facts(tmp_path, "Gus Pell finished 3.5 seconds ahead of Jon Kerr in their battle for fifth.")
    assert ("margin", "Harbor 300 at Portside Speedway") not in facts


@pytest.mark.parametrize(
    "head, body, winner",
    [
        ("Tamm soars\n\n", "Cy Tamm soared to victory in the Harbor 300 at Portside Speedway.", "Cy Tamm"),
        (
            "Tamm wins\n\n",
            "Cy Tamm took the checkered flag in the Harbor 300 at Portside Speedway.",
            "Cy Tamm",
        ),
        ("Tamm prevails\n\n", "The Harbor 300 at Portside Speedway was won by Cy Tamm.", "Cy Tamm"),
        (
            "Tamm holds off Pell\n\n",
            "Cy Tamm held off Gus Pell in the Harbor 300 at Portside Speedway.",
            "Cy Tamm",
        ),
        (
            "Red wins\n\n",
            "Cy Tamm drove his Vireo Racing Ford to a narrow victory ahead of Gus Pell in the Harbor 300 at "
            "Portside Speedway.",
            "Cy Tamm",
        ),
        (
            "Harbor 300 report\n\n",
            "Ada Quill, Ben Sorel and Cy Tamm won the Harbor 300 at Portside Speedway.",
            "Ada Quill",
        ),
        # a title-case headline: its verb is capitalised like every other word
        (
            "Tamm Wins Harbor 300 But Pell Steals The Show\n\n",
            "Cy Tamm was quick all day in the Harbor 300 at Portside Speedway, and Gus Pell was quicker at the end.",
            "Cy Tamm",
        ),
        # a hedge governs its clause up to a turn: what follows "but" is told as fact
        (
            "Harbor 300 report\n\n",
            "Had it been two laps longer the result might have been different, but Cy Tamm went on to win the "
            "Harbor 300 at Portside Speedway.",
            "Cy Tamm",
        ),
        # an aside that reports a feeling is dropped, the main clause kept; the story's subject is
        # carried over a sentence about nobody
        (
            "Harbor 300 report\n\n",
            "Cy Tamm has led the points all year. That is easy to say when you are this quick. The "
            "24-year-old, showing no sign that he feels any pressure, led 180 of 300 laps on the way to an "
            "easy victory in the Harbor 300 at Portside Speedway.",
            "Cy Tamm",
        ),
        (
            "Tamm speeds to victory over Pell\n\n",
            "Cy Tamm blitzed the field and pulled away to claim his first win of the year in the Harbor 300 at "
            "Portside Speedway.",
            "Cy Tamm",
        ),
        (
            "Harbor 300 report\n\n",
            "The Harbor 300 at Portside Speedway was won by Vireo Racing's Cy Tamm.",
            "Cy Tamm",
        ),
        (
            "Harbor 300 report\n\n",
            "Cy Tamm forged five seconds clear of Gus Pell to win the Harbor 300 at Portside Speedway.",
            "Cy Tamm",
        ),
        (
            "Harbor 300: Pell crowned champion, Tamm wins\n\n",
            "Gus Pell sealed the title in the Harbor 300 at Portside Speedway, but the day belonged to his "
            "team-mate Cy Tamm, who claimed only his second win of the year.",
            "Cy Tamm",
        ),
    ],
)
def test_the_winner_in_many_words(tmp_path: Path, head: str, body: str, winner: str) -> None:
    facts = _facts(tmp_path, body + " Gus Pell finished third and Jon Kerr fourth.", head=head)
    assert facts.get(("winner", "Harbor 300 at Portside Speedway")) == {winner}


def test_on_his_way_to_victory_until_a_crash_is_no_win(tmp_path: Path) -> None:
    body = "Gus Pell was on his way to victory in the Harbor 300 at Portside Speedway when his engine failed."
    facts = _facts(tmp_path, body, head="Harbor 300 report\n\n")
    assert ("winner", "Harbor 300 at Portside Speedway") not in facts
    body = (
        "Gus Pell led 80 laps of the Harbor 300 at Portside Speedway on the way to victory until a late "
        "caution bunched the field."
    )
    facts = _facts(tmp_path, body, head="Harbor report\n\n")
    assert facts.get(("laps_led", "Gus Pell")) == {"80"}  # the race is read; its winner is not this
    assert ("winner", "Harbor 300 at Portside Speedway") not in facts


def test_a_crew_placed_second_is_asked_as_a_crew(tmp_path: Path) -> None:
    body = (
        "Ada Quill, Cy Tamm and Eli Vance won the 12 Hours of Redmarsh at Marne Circuit, beating Gus Pell by "
        "a lap. The No. 9 driven by Gus Pell, Jon Kerr and Dee Hoyt finished second."
    )
    (tmp_path / "r.txt").write_text("Quill crew wins at Redmarsh\n\n" + body + "\n")
    second = [q for q in build_bank(tmp_path).questions if q.kind == "runner_up"]
    assert [q.answer for q in second] == ["Gus Pell, Jon Kerr and Dee Hoyt"]
    assert {"Gus Pell", "Jon Kerr", "Dee Hoyt", "Kerr"} <= set(second[0].accepted)


def test_an_endurance_runner_up_without_its_crew_is_not_asked(tmp_path: Path) -> None:
    body = "Ada Quill and Cy Tamm won the 12 Hours of Redmarsh at Marne Circuit, beating Gus Pell by a lap."
    (tmp_path / "r.txt").write_text("Quill and Tamm win at Redmarsh\n\n" + body + "\n")
    assert not [q for q in build_bank(tmp_path).questions if q.kind == "runner_up"]  # his co-drivers unknown


@pytest.mark.parametrize(
    "body, places",
    [
        ("Cy Tamm's late charge to second capped the race.", {"Cy Tamm": "second"}),
        ("Cy Tamm's fortunate second place kept his title hopes alive.", {"Cy Tamm": "second"}),
        ("Cy Tamm worked hard and found himself on the podium in second place.", {"Cy Tamm": "second"}),
        ("Ada Quill and Cy Tamm completed a one-two for Vireo Racing.", {"Cy Tamm": "second"}),
        ("Cy Tamm's second place in the standings is safe.", {}),  # the points table, not the race
        (
            "Cy Tamm trails in 2nd by 58 points, followed by Gus Pell (-64) and Jon Kerr (-83).",
            {"Cy Tamm": None},
        ),
    ],
)
def test_more_ways_of_writing_a_place(tmp_path: Path, body: str, places: dict[str, str | None]) -> None:
    facts = _facts(tmp_path, body)
    got = {who: next(iter(v)) for (rel, who), v in facts.items() if rel == "position"}
    assert {k: v for k, v in got.items() if k != "Ada Quill"} == {k: v for k, v in places.items() if v}


def test_followed_across_the_line_by_two_gives_second_and_third(tmp_path: Path) -> None:
    body = (
        "Ada Quill was followed across the finish line Sunday by a pair of longshots: Gus Pell and Jon Kerr."
    )
    facts = _facts(tmp_path, body)
    assert facts.get(("runner_up", RACE)) == {"Gus Pell"}
    assert facts.get(("position", "Jon Kerr")) == {"third"}


@pytest.mark.parametrize(
    "body, owner",
    [
        (
            "The Dutchman had to pass Gus Pell twice, but Ada Quill sealed her eighth victory of the season.",
            None,
        ),
        ("HARBOR CITY, Ore. (AP) - Ada Quill beat Cy Tamm for her third victory of the season.", "Ada Quill"),
        ("It was Ada Quill's second win of the season.", "Ada Quill"),
    ],
)
def test_his_win_of_the_season_is_the_sentence_subjects(tmp_path: Path, body: str, owner: str | None) -> None:
    wins = {who for (rel, who) in _facts(tmp_path, body) if rel == "season_win"}
    assert wins == ({owner} if owner else set())


@pytest.mark.parametrize(
    "body, relation, subject, value",
    [
        ("Cy Tamm of Kestrel Motorsports came in third.", "team", "Cy Tamm", "Kestrel Motorsports"),
        ("Gus Pell (Ford) of Stewart-Haas Racing was fourth.", "team", "Gus Pell", "Stewart-Haas Racing"),
        ("Kestrel Motorsports' Eli Vance worked hard all day.", "team", "Eli Vance", "Kestrel Motorsports"),
        ("Stewart-Haas Racing driver Fay Orr was seventh.", "team", "Fay Orr", "Stewart-Haas Racing"),
        ("Quill's Vireo Racing Toyota ran out of fuel after the flag.", "team", "Ada Quill", "Vireo Racing"),
        (
            "Cy Tamm started from the pole, led five times for 70 laps and finished second.",
            "laps_led",
            "Cy Tamm",
            "70",
        ),
        ("Quill led the most laps with 156.", "laps_led", "Ada Quill", "156"),
        ("Gus Pell led just 15 of 300 laps.", "laps_led", "Gus Pell", "15"),
        ("Rounding out the top five were Gus Pell (Ford) and Jon Kerr.", "position", "Jon Kerr", "fifth"),
        (
            "Gus Pell, a point ahead of Cy Tamm and Jon Kerr entering the race, finished 24th.",
            "position",
            "Gus Pell",
            "twenty-fourth",
        ),
    ],
)
def test_teams_laps_and_places_in_more_words(
    tmp_path: Path, body: str, relation: str, subject: str, value: str
) -> None:
    assert _facts(tmp_path, body).get((relation, subject)) == {value}


def test_a_team_learnt_from_its_driver_or_its_victory_but_never_a_persons_name(tmp_path: Path) -> None:
    body = "Kestrel driver Cy Tamm finished fourth. Gus Pell claimed victory for Vireo in the Harbor 300."
    facts = _facts(tmp_path, body)
    assert facts.get(("team", "Cy Tamm")) == {"Kestrel"}
    facts = _facts(tmp_path, "Jon Kerr finished fourth. It was a fine victory for Quill.")
    assert ("team", "Jon Kerr") not in facts and not [k for k in facts if k[0] == "team"]


def test_the_100th_victory_for_a_team_is_not_the_beaten_drivers(tmp_path: Path) -> None:
    body = (
        "Ada Quill outduels Cy Tamm for final lap victory in the Harbor 300 at Portside Speedway; delivers the "
        "100th victory for Vireo Racing."
    )
    facts = _facts(tmp_path, body, head="Harbor 300 report\n\n")
    assert ("team", "Cy Tamm") not in facts
    assert facts.get(("winner", RACE)) == {"Ada Quill"}


def test_next_across_the_line_continues_the_last_sentences_places(tmp_path: Path) -> None:
    body = "Cy Tamm's charge to second capped the race. Next across the finish line were Gus Pell, Jon Kerr and Eli Vance."
    places = _places(_facts(tmp_path, body))
    assert {k: places.get(k) for k in ("Cy Tamm", "Gus Pell", "Jon Kerr", "Eli Vance")} == {
        "Cy Tamm": "second",
        "Gus Pell": "third",
        "Jon Kerr": "fourth",
        "Eli Vance": "fifth",
    }
    # a name not read as a person in the list ("Lime Rock Park") would shift every place after it: none
    body = "Cy Tamm's charge to second capped the race. Next across the finish line were Gus Pell, Lime Rock Park and Eli Vance."
    assert "Eli Vance" not in _places(_facts(tmp_path, body))


def test_a_former_team_is_not_the_drivers(tmp_path: Path) -> None:
    facts = _facts(tmp_path, "Former Kestrel Motorsports driver Dee Hoyt was ninth.")
    assert ("team", "Dee Hoyt") not in facts


def test_precision_guards_from_unseen_reports(tmp_path: Path) -> None:
    body = (
        "Cy Tamm, the 1995 Rookie of the Year, finished third. Gus Pell briefly moved up to fifth place until "
        "Jon Kerr counter-attacked. Power has won all three from the No. 1 starting position. Eli Vance's "
        "Kestrel Dragon car stopped on track."
    )
    facts = _facts(tmp_path, body)
    assert not [k for k in facts if "of the Year" in k[1] or "of the Year" in str(facts[k])]
    assert facts.get(("position", "Cy Tamm")) == {"third"}
    assert ("position", "Gus Pell") not in facts  # a running place, "until" someone passed him
    assert not [k for k in facts if k[0] == "car_number"]  # a starting position is no car number
    assert ("team", "Kestrel Dragon") not in facts and ("team", "Eli Vance") not in facts


def test_the_x_driver_is_the_last_sentences_subject_only(tmp_path: Path) -> None:
    body = (
        "In the final sprint, Quill sat behind Cy Tamm's back wheel. Tamm was unhappy, but the Vireo Racing "
        "driver did not care."
    )
    assert ("team", "Cy Tamm") not in _facts(tmp_path, body)
    body = "Gus Pell passed Jon Kerr on the last lap. The Vireo Racing driver then held on for third."
    assert _facts(tmp_path, body).get(("team", "Gus Pell")) == {"Vireo Racing"}


def test_beating_someone_off_pit_lane_is_no_result(tmp_path: Path) -> None:
    body = (
        "Quill picked up her 33rd career victory by outdueling Cy Tamm by 2.2443 seconds. Quill barely beat Gus "
        "Pell off pit lane on the final stop."
    )
    facts = _facts(tmp_path, body)
    assert facts.get(("runner_up", RACE)) == {"Cy Tamm"} and facts.get(("margin", RACE)) == {"2.2443 seconds"}


def test_half_a_name_is_never_an_answer(tmp_path: Path) -> None:
    """A horse called "Always Dreaming" reads as "Dreaming" after a stop word: not asked at all."""
    (tmp_path / "r.txt").write_text(
        "Derby report\n\nLOUISVILLE (AP) — Always Dreaming splashed through the slop to win the Glenmoor "
        "Derby by 2 ¾ lengths, giving trainer Tom Pell and jockey Jon Kerr the win.\n"
    )
    assert not [q for q in build_bank(tmp_path).questions if q.answer == "Dreaming"]


def test_two_names_voted_alike_give_no_winner(tmp_path: Path) -> None:
    head = "A close one\n\n"
    body = (
        "Cy Tamm won the Harbor 300 at Portside Speedway. Gus Pell won the Harbor 300 at Portside Speedway."
    )
    facts = _facts(tmp_path, body, head=head)
    assert ("winner", "Harbor 300 at Portside Speedway") not in facts
