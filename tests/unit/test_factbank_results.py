"""Finishing places, margins and winners in the language real reports use (sentences we wrote).

Each row is one sentence of a report and what it must (or must not) yield; extend the tables."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.factbank import build_bank

HEAD = "Quill wins the Harbor 300\n\nAda Quill won the Harbor 300 at Portside Speedway on Sunday.\n"


def _facts(tmp_path: Path, body: str, head: str = HEAD) -> dict[tuple[str, str], set[str]]:
    (tmp_path / "r.txt").write_text(head + body + "\n")
    out: dict[tuple[str, str], set[str]] = {}
    for f in build_bank(tmp_path).facts:
        out.setdefault((f.relation, f.subject), set()).add(f.value)
    return out


def _places(facts: dict[tuple[str, str], set[str]]) -> dict[str, str]:
    return {
        subject: next(iter(v)) for (rel, subject), v in facts.items() if rel == "position" and len(v) == 1
    }


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


RACE = "Harbor 300 at Portside Speedway"


@pytest.mark.parametrize(
    "body, relation, subject, value",
    [
        (
            "Quill, the driver of the No. 24 Ford for Vireo Racing, led a total of 91 laps.",
            "laps_led",
            "Ada Quill",
            "91",
        ),
        ("Quill recovered from an early penalty and led 35 of the 200 laps.", "laps_led", "Ada Quill", "35"),
        ("Cy Tamm, who led three times for 133 laps, crashed on lap 173.", "laps_led", "Cy Tamm", "133"),
        ('"We kept working," said Quill, who led 34 laps on the day.', "laps_led", "Ada Quill", "34"),
        ("Gus Pell was third after leading 120 of the 300 laps.", "laps_led", "Gus Pell", "120"),
        (
            "The pair – Quill (72 laps) and Eli Vance (52) – combined to lead 124 laps.",
            "laps_led",
            "Eli Vance",
            "52",
        ),
        (
            "Quill passed Gus Pell, her Vireo Racing teammate, for the lead.",
            "team",
            "Gus Pell",
            "Vireo Racing",
        ),
        (
            "Quill passed Gus Pell, her Vireo Racing teammate, for the lead.",
            "team",
            "Ada Quill",
            "Vireo Racing",
        ),
        (
            "Driving the No. 39 Chevrolet for Vireo Racing, Quill scored her fifth win.",
            "car_number",
            "Ada Quill",
            "39",
        ),
        ("Quill won from the pole.", "pole", RACE, "Ada Quill"),
        ("Quill was the fifth straight winner from the pole at Portside.", "pole", RACE, "Ada Quill"),
        ("Starting from the pole, Quill was never headed.", "pole", RACE, "Ada Quill"),
        ("Pole man Tamm had no answer in second place.", "pole", RACE, "Cy Tamm"),
        ("Quill beat runner-up Cy Tamm, the pole-winner, by 3.3 seconds.", "pole", RACE, "Cy Tamm"),
        ("Quill shouted over the radio of her 09 Ford to the crew.", "car_number", "Ada Quill", "09"),
    ],
)
def test_pole_laps_teams_and_cars(tmp_path: Path, body: str, relation: str, subject: str, value: str) -> None:
    body = body.replace("Tamm had", "Cy Tamm had") if "Pole man" in body else body
    facts = _facts(tmp_path, body + " Cy Tamm finished second and Gus Pell third.")
    assert facts.get((relation, subject)) == {value}, facts


def test_a_stint_is_not_laps_led(tmp_path: Path) -> None:
    facts = _facts(
        tmp_path,
        "Cy Tamm led the first 25 laps before fading. Gus Pell was fifth after leading the final 9 laps.",
    )
    assert ("laps_led", "Cy Tamm") not in facts and ("laps_led", "Gus Pell") not in facts
    facts = _facts(tmp_path, "Cy Tamm (No. 52) and Gus Pell (24) combined to lead 80 laps.")
    assert ("laps_led", "Cy Tamm") not in facts and ("laps_led", "Gus Pell") not in facts  # car numbers


def test_in_the_races_own_year_is_not_another_event(tmp_path: Path) -> None:
    head = "Quill wins the 2031 Harbor 300\n\nAda Quill won the 2031 Harbor 300 at Portside Speedway on Sunday.\n"
    facts = _facts(
        tmp_path, "Delta's form in 2031 showed with third and fourth for Cy Tamm and Gus Pell.", head
    )
    assert _places(facts) == {"Cy Tamm": "third", "Gus Pell": "fourth"}
    facts = _facts(
        tmp_path, "Delta's form in 2030 showed with third and fourth for Cy Tamm and Gus Pell.", head
    )
    assert _places(facts) == {}


def test_a_support_race_pole_is_not_this_race(tmp_path: Path) -> None:
    facts = _facts(tmp_path, "Earlier in the day, Gus Pell won the support race after starting from pole.")
    assert ("pole", RACE) not in facts


@pytest.mark.parametrize(
    "body, relation, subject, value",
    [
        (
            "Kim Lott finished 22nd while substituting for Eli Vance in the No. 43.",
            "substitute",
            "Eli Vance",
            "Kim Lott",
        ),
        ("Kim Lott drove in place of the injured Eli Vance.", "substitute", "Eli Vance", "Kim Lott"),
        ("The race started after a 3 1/2-hour rain delay.", "delay", "rain delay", "3 1/2 hours"),
        (
            "Quill became the first female driver to win the Harbor 300.",
            "first_to_win",
            "female driver",
            "Ada Quill",
        ),
    ],
)
def test_moments_fans_enjoy(tmp_path: Path, body: str, relation: str, subject: str, value: str) -> None:
    facts = _facts(tmp_path, body + " Cy Tamm finished second and Gus Pell third.")
    assert facts.get((relation, subject)) == {value}, facts


def test_a_first_that_is_a_record_of_many_wins_is_not_asked_as_this_race(tmp_path: Path) -> None:
    facts = _facts(tmp_path, "Quill became the first driver to win the event twice.")
    assert not any(rel == "first_to_win" for rel, _ in facts)


def test_a_record_equalled_later_is_not_said_to_be_set(tmp_path: Path) -> None:
    body = (
        "That beat the previous record of 0.002 seconds, which was the winning margin back in 2003 between Ray "
        "Kemp and Bo Pratt at Elm Raceway, and again in 2011 between Jon Kerr and Eli Vance at Oak Speedway."
    )
    (tmp_path / "r.txt").write_text(HEAD + body + " Cy Tamm finished second and Gus Pell third.\n")
    prompts = [q.prompt for q in build_bank(tmp_path).questions if q.kind.startswith("record")]
    assert prompts and not any("set in 2011" in p for p in prompts)
    assert any("equalled in 2011" in p for p in prompts)


def test_a_count_of_wins_refuses_a_place(tmp_path: Path) -> None:
    from bot.matching import check

    (tmp_path / "r.txt").write_text(
        HEAD.replace("Sunday", "Sunday, May 5, 2024")
        + "It was Quill's second win of the season. Cy Tamm finished second.\n"
    )
    q = next(q for q in build_bank(tmp_path).questions if q.kind == "season_win")
    assert check("2nd", q.accepted, others=q.others) and check("second", q.accepted, others=q.others)
    assert not check("P2", q.accepted, others=q.others)
    assert not check("second place", q.accepted, others=q.others)


def test_a_team_epithet_as_an_object_is_not_the_subjects_team(tmp_path: Path) -> None:
    body = (
        "Cy Tamm and Gus Pell tangled early. Jon Kerr had a similar experience as he tried to pass the Vireo "
        "Racing driver later in the race."
    )
    facts = _facts(tmp_path, body)
    assert ("team", "Jon Kerr") not in facts


def test_places_in_a_sentence_about_another_race_are_not_this_races(tmp_path: Path) -> None:
    body = (
        "Cy Tamm was second. In the support race, the event was won by local favourite Jon Kerr while Eli "
        "Vance was second. Fay Orr finished fifth."
    )
    places = _places(_facts(tmp_path, body))
    assert places.get("Cy Tamm") == "second"
    assert "Eli Vance" not in places and "Fay Orr" not in places


def test_a_horse_is_asked_as_a_horse_and_by_its_whole_name(tmp_path: Path) -> None:
    head = "Native Comet wins the Glenmoor Derby\n\n"
    body = (
        "Native Comet won the Glenmoor Derby by two lengths on Saturday, ridden by jockey Ivy Jax for trainer "
        "Hal Ives. Silver Bell finished second."
    )
    (tmp_path / "r.txt").write_text(head + body + "\n")
    q = next(q for q in build_bank(tmp_path).questions if q.kind == "winner")
    assert q.prompt.startswith("Which horse won the Glenmoor Derby")
    assert "Comet" not in q.accepted and "Native Comet" in q.accepted


def test_a_question_whose_prompt_holds_its_answer_is_not_asked(tmp_path: Path) -> None:
    body = "Cy Tamm finished second for Cy Tamm Motorsports. Gus Pell finished third for Vireo Racing."
    (tmp_path / "r.txt").write_text(HEAD + body + "\n")
    prompts = [q.prompt for q in build_bank(tmp_path).questions if q.kind == "team"]
    assert not any(p.startswith("Which team did Cy Tamm") for p in prompts)  # "Cy Tamm" would be accepted
    assert any("Gus Pell" in p for p in prompts)


def test_a_crews_nickname_after_the_is_not_a_winner(tmp_path: Path) -> None:
    head = "Harbor crews race\n\n"
    body = "The Light Blues took control from the start to win the Harbor Boat Race by three lengths."
    (tmp_path / "r.txt").write_text(head + body + "\n")
    assert not [f for f in build_bank(tmp_path).facts if f.relation == "winner"]


def test_in_a_horse_race_a_one_word_name_is_a_runner(tmp_path: Path) -> None:
    head = "Native Comet wins the Glenmoor Derby\n\n"
    body = (
        "Native Comet won the Glenmoor Derby by two lengths on Saturday, ridden by jockey Ivy Jax. Silver "
        "Bell finished second and Audacious was another head back in third."
    )
    (tmp_path / "r.txt").write_text(head + body + "\n")
    r = build_bank(tmp_path)
    assert {f.subject: f.value for f in r.facts if f.relation == "position"}.get("Audacious") == "third"
    runner = next(q for q in r.questions if q.kind == "runner_up")
    assert runner.prompt.startswith("Which horse finished second behind Native Comet")


def test_a_pair_placed_together_is_one_crew(tmp_path: Path) -> None:
    facts = _facts(
        tmp_path, "Cy Tamm finished second. Gus Pell and Jon Kerr were fourth, one place ahead of Eli Vance."
    )
    assert facts.get(("position", "Gus Pell")) == {"fourth"} and facts.get(("position", "Jon Kerr")) == {
        "fourth"
    }
    (tmp_path / "r.txt").write_text(HEAD + "Cy Tamm finished second. Gus Pell and Jon Kerr were fourth.\n")
    fourth = [q for q in build_bank(tmp_path).questions if "fourth" in q.prompt]
    assert fourth and {"Gus Pell", "Jon Kerr"} <= set(fourth[0].accepted)
    assert fourth[0].answer == "Gus Pell and Jon Kerr"  # the reveal names the crew, in the text's order
    assert not fourth[0].choices  # a crew is no button among single names


@pytest.mark.parametrize(
    "body, margin",
    [
        ("Quill took a 2.3-second victory over Cy Tamm.", "2.3 seconds"),
        ("Quill won by just 0.012 in a photo finish with Cy Tamm.", "0.012 seconds"),
        ("Quill finished 4.5 seconds clear after Cy Tamm faded.", "4.5 seconds"),
    ],
)
def test_more_ways_of_writing_the_margin(tmp_path: Path, body: str, margin: str) -> None:
    assert _facts(tmp_path, body).get(("margin", RACE)) == {margin}


def test_by_a_nose_and_the_measured_margin_are_one_fact(tmp_path: Path) -> None:
    facts = _facts(tmp_path, "Quill beat Cy Tamm by a nose. The margin of victory was .012 seconds.")
    assert facts.get(("margin", RACE)) == {"0.012 seconds"}
    facts = _facts(tmp_path, "Quill beat Cy Tamm by a nose. The margin of victory was 0.9 seconds.")
    assert ("margin", RACE) not in facts  # these two disagree: a conflict, asked of nobody


def test_a_rounded_margin_and_the_precise_one_are_one_fact(tmp_path: Path) -> None:
    table = "\n\nResults:\n1. Ada Quill (Vireo) 1:24:22.798\n2. Cy Tamm (Vireo) +5.142\n3. Gus Pell (Orbit) +8.452\n"
    (tmp_path / "r.txt").write_text(HEAD + "Cy Tamm was second, 5.1 seconds behind." + table)
    margins = {f.value for f in build_bank(tmp_path).facts if f.relation == "margin"}
    assert margins == {"5.142 seconds"}


def test_a_lead_during_the_race_is_not_the_margin(tmp_path: Path) -> None:
    facts = _facts(tmp_path, "Quill began the final day with a 1.5 second lead over Cy Tamm.")
    assert ("margin", RACE) not in facts


def test_a_horse_race_headlined_by_its_jockey_is_won_by_the_horse(tmp_path: Path) -> None:
    head = "Hart in historic Glenmoor Cup win\n\n"
    body = (
        "Mia Hart became the first apprentice jockey to win the Glenmoor Cup after Prince Of Tides stunned the "
        "field at Bayside. A 60/1 outsider, the seven-year-old prevailed by a neck from the Tom Reyes-trained "
        "Salt Marsh. The Ivy Jax-trained Gold Leaf was third."
    )
    (tmp_path / "r.txt").write_text(head + body + "\n")
    r = build_bank(tmp_path)
    by_kind = {q.kind: q for q in r.questions}
    assert by_kind["winner"].prompt.startswith("Which horse won the Glenmoor Cup")
    assert by_kind["winner"].answer == "Prince Of Tides"
    assert by_kind["runner_up"].answer == "Salt Marsh"
    assert {f.value for f in r.facts if f.relation == "margin"} == {"a neck"}
    everyone = {f.subject for f in r.facts} | {f.value for f in r.facts}
    assert not {"Tom", "Tom Reyes", "Ivy", "Ivy Jax"} & everyone  # trainers named in "X-trained" run nothing


def test_a_title_cased_name_may_start_with_an_honorific() -> None:
    from bot.factbank.entities import find_mentions

    assert [m.text for m in find_mentions("the kick of Prince Of Tides late on")] == ["Prince Of Tides"]
    assert [m.text for m in find_mentions("With The Field in view")] == ["Field"]
    # a small word capitalised inside a sentence starts a name; not after "4." nor an article
    assert [m.text for m in find_mentions("Sent off at 9-2, Always Dreaming made it five")] == [
        "Sent",
        "Always Dreaming",
    ]
    assert "With Alonso" not in [m.text for m in find_mentions("4. With Alonso second, Ferrari led")]
    # two initials are one first name, after an epithet too
    assert [m.text for m in find_mentions("American A.J. Tamm was third, 14.1 seconds back.")] == [
        "A.J. Tamm"
    ]
    assert [m.text for m in find_mentions("C.J. Pell and T.J. Kerr finished.")] == ["C.J. Pell", "T.J. Kerr"]
    assert "The Glen" not in [m.text for m in find_mentions("the rain held off and The Glen heated up")]


def test_one_word_runners_at_the_start_of_a_sentence(tmp_path: Path) -> None:
    head = "Native Comet wins the Glenmoor Derby\n\n"
    body = (
        "Native Comet won the Glenmoor Derby by two lengths, ridden by jockey Ivy Jax, ahead of the fancied "
        "Audacious. Audacious crossed the line in second place, a length behind. Meridian, who beat Native "
        "Comet at Ascot in the spring, was third, with Hal Ives's Silver Bell in fourth. Lantern finished fifth."
    )
    (tmp_path / "r.txt").write_text(head + body + "\n")
    r = build_bank(tmp_path)
    places = {f.subject: f.value for f in r.facts if f.relation == "position"}
    assert places.get("Meridian") == "third"  # "X, who ..." starts a clause about a runner
    assert places.get("Silver Bell") == "fourth" and "Hal Ives" not in places  # the trainer's horse
    assert "Lantern" not in places  # a capital at a sentence's start alone is no name
    assert {f.value for f in r.facts if f.relation == "runner_up"} == {"Audacious"}


def test_a_rowing_race_is_won_by_a_crew_named_in_one_word(tmp_path: Path) -> None:
    head = "Harbour Boat Race: Northton beat Southby\n\n"
    body = (
        "On a grey afternoon, Northton beat Southby in commanding style to win the 40th Harbour Boat Race. "
        "Northton earlier won the women's race, beating their rivals by seven lengths."
    )
    (tmp_path / "r.txt").write_text(head + body + "\n")
    r = build_bank(tmp_path)
    by_kind = {q.kind: q for q in r.questions}
    assert by_kind["winner"].prompt.startswith("Which crew won") and by_kind["winner"].answer == "Northton"
    assert {f.value for f in r.facts if f.relation == "runner_up"} == {"Southby"}
    assert "runner_up" not in by_kind  # two crews: who was second is no question
    assert not [f for f in r.facts if f.relation == "margin"]  # seven lengths was the earlier race's


def test_led_home_names_the_runner_up(tmp_path: Path) -> None:
    facts = _facts(tmp_path, "Quill drove a flawless race to lead home her teammate Cy Tamm.")
    assert _places(facts).get("Cy Tamm") == "second"
    facts = _facts(tmp_path, "Quill led home Cy Tamm and Gus Pell in a Vireo sweep.")
    assert "Cy Tamm" not in _places(facts)  # "led home A and B": the order of the two is not told


def test_a_misspelt_name_is_the_person_spelt_right_elsewhere(tmp_path: Path) -> None:
    body = (
        "Cy Tamm was second. Gus Pellworth started from the back. Gus Pellworth made steady progress. "
        "Gus Pellworth stayed out of trouble. Britain’s Gus Pelworth was fourth with Italy’s Jon Kerr grabbing fifth."
    )
    places = _places(_facts(tmp_path, body))
    assert places.get("Gus Pellworth") == "fourth" and "Gus Pelworth" not in places
    assert places.get("Jon Kerr") == "fifth"


def test_a_team_named_in_an_epithet_after_the_subject(tmp_path: Path) -> None:
    facts = _facts(
        tmp_path,
        "Cy Tamm thrilled the fans at Portside as the Delta Racing rider dominated the day. Gus Pell finished "
        "third for his first podium since 2019.",
    )
    assert facts.get(("team", "Cy Tamm")) == {"Delta Racing"}
    assert _places(facts).get("Gus Pell") == "third"  # "first ... since 2019" is about this race


def test_said_the_team_driver_names_the_last_persons_team(tmp_path: Path) -> None:
    body = 'Cy Tamm was second again. "I can\'t find words," said the Orbitex driver after the flag.'
    assert _facts(tmp_path, body).get(("team", "Cy Tamm")) == {"Orbitex"}
    body = 'Cy Tamm was second again. "I can\'t find words," said the Italian driver after the flag.'
    assert ("team", "Cy Tamm") not in _facts(tmp_path, body)  # a nationality is no team


def test_the_winning_team_of_an_endurance_race(tmp_path: Path) -> None:
    head = "Vireo Racing reigns at the 12 Hours of Redmarsh\n\n"
    body = (
        "After 12 hours and nearly 400 laps of racing, it was Vireo Racing, headed up by Cy Tamm and Gus "
        "Pell, that came out on top as the overall winners of the 12 Hours of Redmarsh."
    )
    (tmp_path / "r.txt").write_text(head + body + "\n")
    assert not [q for q in build_bank(tmp_path).questions if q.kind == "team_winner"]  # which year's?
    (tmp_path / "r.txt").write_text(head + body.replace("of the 12 Hours", "of the 2031 12 Hours") + "\n")
    q = next(q for q in build_bank(tmp_path).questions if q.kind == "team_winner")
    assert q.prompt == "Which team won the 2031 12 Hours of Redmarsh?" and q.answer == "Vireo Racing"


def test_nearly_a_number_is_no_hedge_but_nearly_winning_is(tmp_path: Path) -> None:
    facts = _facts(tmp_path, "After nearly 300 laps, Cy Tamm finished second.")
    assert _places(facts).get("Cy Tamm") == "second"
    facts = _facts(tmp_path, "Cy Tamm nearly finished second before his engine failed.")
    assert "Cy Tamm" not in _places(facts)


def test_the_winner_finishing_ahead_of_two_names_second_and_third(tmp_path: Path) -> None:
    facts = _facts(
        tmp_path, "Quill showed immense pace in the sprint as she finished ahead of Cy Tamm and Gus Pell."
    )
    assert facts.get(("runner_up", RACE)) == {"Cy Tamm"} and _places(facts).get("Gus Pell") == "third"
    facts = _facts(tmp_path, "Jon Kerr finished ahead of Cy Tamm and Gus Pell in the battle for tenth.")
    assert ("runner_up", RACE) not in facts and "Gus Pell" not in _places(facts)  # not the winner's


def test_the_nationality_names_the_one_person_introduced_with_it(tmp_path: Path) -> None:
    body = "German Cy Tamm started from the back. The German, who won the title last year, battled up to seventh."
    assert _places(_facts(tmp_path, body)).get("Cy Tamm") == "seventh"
    two = "German Cy Tamm and German Gus Pell started from the back. The German battled up to seventh."
    assert _places(_facts(tmp_path, two)) == {}  # two Germans: nobody is meant for sure
    never = "Cy Tamm started from the back. The German battled up to seventh."
    assert _places(_facts(tmp_path, never)) == {"Cy Tamm": "seventh"}  # nobody introduced: the last subject
    apart = "Cy Tamm started from the back. The German passed Cy Tamm and battled up to seventh."
    assert _places(_facts(tmp_path, apart)) == {}  # named apart from the German: someone else


def test_streaks_ended_and_extended(tmp_path: Path) -> None:
    body = (
        "Quill ended a 31-race winless streak with the victory. Cy Tamm won Stage 1, extending his streak of "
        "consecutive races with a lap led to 16. Gus Pell hopes to extend his streak of straight top-fives to 9."
    )
    (tmp_path / "r.txt").write_text(HEAD.replace("the Harbor 300", "the 2031 Harbor 300", 1) + body + "\n")
    questions = {q.kind: q for q in build_bank(tmp_path).questions}
    ended = questions["streak_ended"]
    assert ended.answer == "31 races" and "31" in ended.accepted and "Ada Quill" in ended.prompt
    grew = questions["streak"]
    assert grew.answer == "16" and "Cy Tamm's streak of consecutive races with a lap led" in grew.prompt
    assert "Gus Pell" not in grew.prompt  # a hope is no fact


def test_wins_in_a_row(tmp_path: Path) -> None:
    body = '"It was not easy," said Quill after her fourth win in a row and 10th of the season.'
    (tmp_path / "r.txt").write_text(HEAD.replace("Sunday", "Sunday, May 5, 2024") + body + "\n")
    q = next(q for q in build_bank(tmp_path).questions if q.kind == "wins_in_a_row")
    assert q.answer == "4" and "four" in q.accepted and "Ada Quill" in q.prompt
    body = "Cy Tamm, chasing his third straight win at Portside, finished fifth."
    assert ("wins_in_a_row", "Cy Tamm") not in _facts(tmp_path, body)  # a hope, and a run at one track


def test_rally_report_phrasing(tmp_path: Path) -> None:
    body = (
        "Quill beat Ford team-mate Cy Tamm by just 0.6 seconds. Gus Pell finished third, 31.5 seconds further "
        "back, with Jon Kerr fourth in the second Ford. The win lifts her to second in the drivers' "
        "championship. Quill now sits second in the standings."
    )
    facts = _facts(tmp_path, body)
    assert facts.get(("margin", RACE)) == {"0.6 seconds"} and facts.get(("runner_up", RACE)) == {"Cy Tamm"}
    assert _places(facts).get("Jon Kerr") == "fourth"  # "in the second Ford" is no running place
    assert facts.get(("standing", "Ada Quill")) == {"second"}
    facts = _facts(tmp_path, "Jon Kerr was fourth in the second stage before he crashed.")
    assert "Jon Kerr" not in _places(facts)


def test_f1_report_phrasing(tmp_path: Path) -> None:
    head = "Quill dominates at Portside\n\n"
    body = (
        "Ada Quill won the Portside Grand Prix from pole position. She crossed the line 3.7 seconds ahead of "
        "Aston Martin's Cy Tamm. Red Bull's Gus Pell completed the podium."
    )
    (tmp_path / "r.txt").write_text(head + body + "\n")
    facts: dict[tuple[str, str], set[str]] = {}
    for f in build_bank(tmp_path).facts:
        facts.setdefault((f.relation, f.subject), set()).add(f.value)
    race = "Portside Grand Prix"
    assert facts.get(("runner_up", race)) == {"Cy Tamm"}  # never "Aston Martin", a team
    assert facts.get(("margin", race)) == {"3.7 seconds"} and facts.get(("pole", race)) == {"Ada Quill"}
    assert facts.get(("team", "Cy Tamm")) == {"Aston Martin"} and facts.get(("team", "Gus Pell")) == {
        "Red Bull"
    }


def test_a_name_owning_the_next_person_is_a_team(tmp_path: Path) -> None:
    body = (
        "Quill beat Vireo Works' Cy Tamm by 2.1 seconds. Tamm was second, with Orbit Garage's Gus Pell third."
    )
    facts = _facts(tmp_path, body)
    assert facts.get(("runner_up", RACE)) == {"Cy Tamm"} and _places(facts).get("Gus Pell") == "third"
    assert facts.get(("team", "Gus Pell")) == {"Orbit Garage"} and facts.get(("team", "Cy Tamm")) == {
        "Vireo Works"
    }


def test_motogp_report_phrasing(tmp_path: Path) -> None:
    head = "Quill wins at Portside\n\n"
    body = (
        "Ada Quill claimed a third consecutive victory at Portside on Sunday, holding off Ducati team-mate "
        "Cy O'Hara by 0.101s in a last-lap duel. Gus Pell was third on the Gresini Ducati. O'Hara said little."
    )
    (tmp_path / "r.txt").write_text(head + body + "\n")
    facts: dict[tuple[str, str], set[str]] = {}
    for f in build_bank(tmp_path).facts:
        facts.setdefault((f.relation, f.subject), set()).add(f.value)
    race = next(iter({k[1] for k in facts if k[0] == "winner"}))
    assert facts.get(("winner", race)) == {"Ada Quill"}  # "claimed a ... victory" is no reported speech
    assert facts.get(("runner_up", race)) == {"Cy O'Hara"} and facts.get(("margin", race)) == {
        "0.101 seconds"
    }
    assert not any("Gresini Ducati" in v for (rel, _), v in facts.items() if rel in {"position", "runner_up"})


def test_a_derby_written_the_wire_way(tmp_path: Path) -> None:
    text = (
        "Brass Comet wins Glenmoor Derby by a nose\n\n"
        "GLENMOOR, Ky. (AP) — Brass Comet won the Glenmoor Derby by a nose on Saturday, with jockey Ivy Jax "
        "guiding the 18-1 shot along the rail to hold off Silver Bell and Old Harbor.\n\n"
        "Trainer Hal Ives became the first trainer since 1932 to win the Glenmoor Oaks and the Derby in the same "
        "year. Silver Bell, the 9-2 second choice, finished second and Old Harbor was third.\n"
    )
    (tmp_path / "r.txt").write_text(text)
    r = build_bank(tmp_path)
    by_kind = {q.kind: q for q in r.questions}
    assert by_kind["winner"].answer == "Brass Comet"  # not the trainer, whose "first ... to win" is no win
    assert by_kind["runner_up"].answer == "Silver Bell"
    assert {f.value for f in r.facts if f.relation == "margin"} == {
        "a nose"
    }  # credited to the horse, not "Ky"
    assert not [q for q in r.questions if "since 1932" in q.prompt]  # "the first ... since 1932" is no first
    assert not [q for q in r.questions if "Trainer" in q.answer]


def test_a_stage_of_a_stage_race(tmp_path: Path) -> None:
    text = (
        "Quill sprints to stage 10 win\n\n"
        "Ada Quill won stage 10 of the Tour de Vireo in a bunch sprint in Portside on Tuesday, edging Cy Tamm and "
        "Gus Pell on the line. Jon Kerr won stage 9 on Monday.\n"
    )
    (tmp_path / "r.txt").write_text(text)
    r = build_bank(tmp_path)
    by_kind = {q.kind: q for q in r.questions}
    assert by_kind["winner"].prompt.startswith("Who won the Tour de Vireo stage 10")
    assert by_kind["winner"].answer == "Ada Quill" and by_kind["runner_up"].answer == "Cy Tamm"
    assert {f.subject: f.value for f in r.facts if f.relation == "position"}.get("Gus Pell") == "third"


def test_grand_national_style_report(tmp_path: Path) -> None:
    text = (
        "I Am Comet storms to Grand National glory\n\n"
        "I Am Comet won the Grand National at Brookfield on Saturday, giving trainer Hal Ives his second victory in "
        "the race. Ridden by Ivy Jax, the 7-1 joint-favourite came from well back to win by seven and a half "
        "lengths from Delta Work.\n"
    )
    (tmp_path / "r.txt").write_text(text)
    r = build_bank(tmp_path)
    assert r.races == ["Grand National at Brookfield"]
    by_kind = {q.kind: q for q in r.questions}
    assert by_kind["winner"].answer == "I Am Comet" and by_kind["runner_up"].answer == "Delta Work"


def test_a_surname_with_a_particle(tmp_path: Path) -> None:
    body = "Cy van Tamm was second. Van Tamm, driving the No. 97 Ford, started from pole and led 104 laps."
    facts = _facts(tmp_path, body, HEAD.replace("won the Harbor 300", "won the 2031 Harbor 300"))
    assert facts.get(("laps_led", "Cy van Tamm")) == {"104"} and facts.get(("car_number", "Cy van Tamm")) == {
        "97"
    }
    q = next(q for q in build_bank(tmp_path).questions if q.kind == "pole")
    assert q.answer == "Cy van Tamm" and "van Tamm" in q.accepted


def test_a_car_before_an_unresolved_name_is_not_the_next_persons(tmp_path: Path) -> None:
    body = (
        "Eli Vance and his cousin Rob Vance were both in the field. "
        "Vance, in the #9 Ford, came off the last corner in front and looked like the winner, but Quill nosed "
        "ahead at the line."
    )
    facts = _facts(tmp_path, body)
    assert ("car_number", "Ada Quill") not in facts
