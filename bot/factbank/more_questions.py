"""Templates for the relations of `relations`: who finished where, shared cars, laps, incidents, ...

Every prompt names its race; a fact about another race (an earlier win) names that race's place.
"""

from __future__ import annotations

import re
from collections import defaultdict

from bot.factbank.draft import Draft, ord_display
from bot.factbank.merge import Fact, Race
from bot.factbank.values import parse_ordinal

_ONE_OF_SEVERAL = re.compile(
    r"\b(?:last|final|first|second|third|another|late|early|latest|next)\s+(?:of the )?(?:caution|yellow|safety car|"
    r"full-course yellow|red flag)",
    re.I,
)
_JUST_BEFORE = re.compile(
    r"\b(?:last time out|previous round|previous race|last race|last week|a week ago|last weekend|the week before)\b",
    re.I,
)


def more_drafts(
    race: Race, by: dict[str, list[Fact]], winner: Fact | None, runner: Fact | None
) -> list[Draft]:
    R = race.called
    out: list[Draft] = []
    add = out.append

    def one(rel: str) -> Fact | None:
        hits = by.get(rel, [])
        return hits[0] if len(hits) == 1 else None

    winners = {winner.value} | {f.value for f in by.get("co_winner", [])} if winner else set()
    cars = {f.subject: f.value for f in by.get("car_number", [])}
    teams = {f.subject: f for f in [*by.get("team", []), *by.get("crew_team", [])]}
    out.extend(_who_finished(R, by, runner, cars, winners))
    if winner and by.get("co_winner"):
        if team := teams.get(winner.value):
            add(
                Draft(
                    "winning_team",
                    f"For which team did the winners of {R} drive?",
                    team.value,
                    "team",
                    team,
                    0.9,
                    2,
                )
            )
        car = next((f for f in by.get("car_number", []) if f.subject == winner.value), None)
        if car:
            add(
                Draft(
                    "winning_car",
                    f"Which car number did the winners of {R} drive?",
                    car.value,
                    "car_number",
                    car,
                    0.85,
                    2,
                )
            )
    for f in by.get("neutralised_by", []):
        kind, _, noun = f.subject.partition("|")
        if not any(_ONE_OF_SEVERAL.search(x.sentence) for x in f.sources):  # not "the last caution"
            p = f"Whose {noun} brought out the {kind} in {R}?"
            add(Draft("neutralised", p, f.value, "person", f, 0.8, 2))
    for f in by.get("prev_win", []):
        # only the race just before this one ("last time out", "the previous round"): "won at X before"
        # would fit every earlier race there
        if f.subject.lower() not in race.label.lower() and any(
            _JUST_BEFORE.search(x.sentence) for x in f.sources
        ):
            p = f"Who won the previous race, at {f.subject}, before {R}?"
            add(Draft("prev_win", p, f.value, "person", f, 0.68, 3))
    for f in by.get("stint", []):
        if f.value in winners:
            p = f"Who drove the {f.subject} stint in the winning car of {R}?"
            add(Draft("stint", p, f.value, "person", f, 0.72, 3))
    co_class = defaultdict(list)
    for f in by.get("class_co_winner", []):
        co_class[f.subject].append(f.value)
    for f in by.get("class_winner", []):
        p = f"Who won the {f.subject} class in {R}?"
        add(Draft("class_winner", p, f.value, "person", f, 0.76, 2, tuple(co_class[f.subject])))
    if winner:
        for f in by.get("winning_pass", []):
            how = f" {f.subject}" if f.subject else ""
            p = f"Which driver did {winner.value} pass{how} in {R}?"
            add(Draft("winning_pass", p, f.value, "person", f, 0.82, 2))
    return out


def _who_finished(R: str, by, runner: Fact | None, cars: dict[str, str], winners: set[str]) -> list[Draft]:
    holders: dict[int, list[Fact]] = defaultdict(list)
    for f in by.get("position", []):
        if f.subject not in winners and (n := parse_ordinal(f.value)):
            holders[n].append(f)
    out = []
    for n, facts in sorted(holders.items()):
        if n < 2 or (n == 2 and runner) or len(facts) < 2:
            continue  # one driver's place is asked "In what position did X finish?" (one fact, one question)
        names = sorted(f.subject for f in facts)
        one_sentence = len({f.sources for f in facts}) == 1  # "A and B were fourth": one car's crew
        if len(names) > 1 and not one_sentence and len({cars.get(x) for x in names} - {None}) != 1:
            continue  # two drivers in one place only when they shared a car
        if len(names) > 1 and not one_sentence and any(x not in cars for x in names):
            continue
        p = f"Who finished {ord_display(facts[0].value)} in {R}?"
        out.append(Draft("who_finished", p, names[0], "person", facts[0], 0.8, 2, tuple(names[1:])))
    return out
