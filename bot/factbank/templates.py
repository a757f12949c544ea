"""How each simple relation is asked: one row per relation (prompt, answer type, score, difficulty).

A new relation is a rule row in one of the rule tables (`results`, `entries`, `winner`, `extract`,
`relations`) and, when it can be asked fact by fact, a row here. Relations whose question depends on
other facts of the race (the winner, the runner-up "behind" the winner, the margin between them, a
crew's shared place, records of earlier races) are written out in `questions`.

In a prompt, {race} is the race ("the STP 500 at Martinsville Speedway"), {subject} the fact's subject
and {value} its value; the answer is the value, or the subject when `answer` says so.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bot.factbank.draft import Draft, ord_display
from bot.factbank.merge import Fact


@dataclass(frozen=True, slots=True)
class Template:
    relation: str
    kind: str
    prompt: str
    answer_type: str
    base: float  # ranking score before the bonus for several sources
    difficulty: int  # 1 (easy) .. 3 (hard)
    answer: str = "value"  # "value", "subject" or "ordinal" (the value written as a place)
    only_one: bool = False  # asked only when the race has exactly one such fact (a conflict-free single)
    one_each: bool = False  # asked of a subject only when it has one such fact (two co-drivers: neither)


TEMPLATES: tuple[Template, ...] = (
    Template("stage_winner", "stage_winner", "Who won {subject} of {race}?", "person", 0.9, 2),
    Template(
        "car_number", "car_number", "Which car number did {subject} drive in {race}?", "car_number", 0.82, 2
    ),
    Template("team", "team", "Which team did {subject} drive for in {race}?", "team", 0.78, 2),
    Template(
        "make", "make", "Which manufacturer's car did {subject} drive in {race}?", "manufacturer", 0.7, 2
    ),
    Template(
        "crash_laps_to_go",
        "crash_laps",
        "How many laps were left when {subject} crashed in {race}?",
        "number",
        0.72,
        3,
    ),
    Template("hit_by", "hit_by", "Which driver hit {subject} in {race}?", "person", 0.7, 3),
    Template(
        "contact_with", "contact", "Which driver made contact with {subject} in {race}?", "person", 0.72, 3
    ),
    Template("penalty", "penalty", "Which driver was penalised for {subject} in {race}?", "person", 0.82, 2),
    Template("pole", "pole", "Who started on pole in {race}?", "person", 0.8, 2, only_one=True),
    Template("team_winner", "team_winner", "Which team won {race}?", "team", 0.9, 1, only_one=True),
    Template(
        "commentator",
        "commentator",
        "Who commented on {race} for the broadcast?",
        "person",
        0.6,
        3,
        only_one=True,
    ),
    Template(
        "career_win",
        "career_win",
        "Which career win did {subject} score in {race}?",
        "ordinal",
        0.7,
        3,
        "ordinal",
    ),
    Template(
        "season_win",
        "season_win",
        "Which win of the season did {subject} score in {race}?",
        "ordinal",
        0.68,
        2,
        "ordinal",
    ),
    Template(
        "next_race",
        "next_race",
        "Where did the series head next after {race}?",
        "place",
        0.7,
        2,
        only_one=True,
    ),
    Template("laps_led", "laps_led", "How many laps of {race} were led by {subject}?", "number", 0.74, 3),
    Template(
        "most_laps_led", "most_laps_led", "Who led the most laps in {race}?", "person", 0.8, 2, only_one=True
    ),
    Template(
        "cautions", "cautions", "How many cautions were there in {race}?", "number", 0.72, 2, only_one=True
    ),
    Template("crash_lap", "crash_lap", "On which lap did {subject} of {race} happen?", "number", 0.72, 3),
    Template("crash_by", "crash_by", "Which driver triggered {subject} of {race}?", "person", 0.8, 2),
    Template(
        "fastest_lap", "fastest_lap", "Who set the fastest lap of {race}?", "person", 0.84, 2, only_one=True
    ),
    Template(
        "decisive_lap",
        "decisive_lap",
        "On which lap did {subject} make the decisive move in {race}?",
        "number",
        0.74,
        3,
    ),
    Template(
        "points_behind",
        "points_behind",
        "By how many points did {subject} trail in the championship after {race}?",
        "number",
        0.66,
        3,
    ),
    Template(
        "codriver", "codriver", "Who shared a car with {subject} in {race}?", "person", 0.76, 2, one_each=True
    ),
    Template("substitute", "substitute", "Who stood in for {subject} in {race}?", "person", 0.86, 2),
    Template("delay", "delay", "How long was the {subject} in {race}?", "text", 0.8, 2, only_one=True),
    Template(
        "streak_ended",
        "streak_ended",
        "How many races long was the winless streak that {subject} ended in {race}?",
        "number",
        0.8,
        3,
    ),
    Template(
        "wins_in_a_row",
        "wins_in_a_row",
        "How many races in a row had {subject} won after {race}?",
        "number",
        0.8,
        2,
    ),
    Template(
        "standing",
        "standing",
        "In what position in the championship was {subject} after {race}?",
        "ordinal",
        0.78,
        2,
        answer="ordinal",
    ),
    Template("streak", "streak", "To what number did {subject} grow in {race}?", "number", 0.74, 3),
    Template(
        "first_to_win", "first_to_win", "Who became the first {subject} to win {race}?", "person", 0.9, 2
    ),
    Template("jockey", "jockey", "Which jockey rode {subject} in {race}?", "person", 0.84, 2),
    Template("trainer", "trainer", "Who trained {subject}, a runner in {race}?", "person", 0.8, 3),
)


# "the first Japanese-born driver to win the Indianapolis 500", not "... to win the 101st Indianapolis 500"
_EDITION = re.compile(r"^the \d{1,3}(?:st|nd|rd|th) ")


def table_drafts(race_phrase: str, by: dict[str, list[Fact]]) -> list[Draft]:
    """The drafts of every relation that has a row in `TEMPLATES`."""
    out: list[Draft] = []
    laps = {f.value.split()[0] for f in by.get("distance", []) if f.value.endswith(" laps")}
    total = laps.pop() if len(laps) == 1 else ""  # "80 of 112": laps led out of the race's laps
    for t in TEMPLATES:
        facts = by.get(t.relation, [])
        if t.only_one and len(facts) != 1:
            continue
        for f in facts:
            if t.relation == "season_win" and f.value == "first":
                continue  # "Which win of the season ...?" "First": the obvious guess, no quiz
            if t.relation == "stage_winner" and race_phrase.lower().split(" at ")[0].endswith(
                f.subject.lower()
            ):
                continue  # "Who won Stage 2 of the Tour de France stage 2?": the race is that stage
            if t.one_each and sum(g.subject == f.subject for g in facts) > 1:
                continue  # "Who shared a car with X?" has two right answers: a crew is asked as a crew
            answer = (
                f.subject
                if t.answer == "subject"
                else ord_display(f.value)
                if t.answer == "ordinal"
                else f.value
            )
            if t.relation == "laps_led" and total and answer.isdigit() and int(answer) <= int(total):
                answer = f"{answer} of {total}"
            race = _EDITION.sub("the ", race_phrase) if t.relation == "first_to_win" else race_phrase
            prompt = t.prompt.format(race=race, subject=f.subject, value=f.value)
            out.append(Draft(t.kind, prompt, answer, t.answer_type, f, t.base, t.difficulty))
    return out
