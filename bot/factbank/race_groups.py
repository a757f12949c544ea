"""Which reports tell the same race, and how each race is labelled in the bank.

Two reports are one race only when their name (or venue) agrees and so does their year; without a
year, only when both name the same winner. A report naming no event joins the one named race it must
be about. Races that nothing tells apart are marked ambiguous, and their prompts say more.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from dataclasses import replace
from pathlib import Path
from typing import Any

from bot.factbank.ingest import IngestedDocument, title_cased
from bot.factbank.merge import DocFacts, Race
from bot.factbank.names import NameBook
from bot.factbank.race import SERIES_KIND, RaceId, identify_safely
from bot.factbank.report_people import local_people


def assign_races(
    docs: list[DocFacts], known: dict[str, RaceId | None] | None = None
) -> dict[str, Race | None]:
    """Document name -> its race, from each report's own name, venue, year and series.

    Two reports are one race only when their name (or venue) agrees and so does their year; a report
    without a year joins another only when both also name the same winner. Distinct races that would
    share a label are told apart by year, then series, then the day, then the report itself.
    """
    known = known or {}
    ids = {d.doc.name: known[d.doc.name] if d.doc.name in known else identify_safely(d.doc) for d in docs}
    for d in docs:  # the other division's part of a report: the same event and day as the report's
        part, whole = ids[d.doc.name], ids.get(d.doc.part_of) if d.doc.part_of else None
        if whole is None:
            continue
        event = re.sub(r" (?:men|women)['’]s race$", "", whole.name)
        if event and d.doc.division:
            # "the 2002 London Marathon women's race", at the report's venue on its day; not "the Boston
            # Marathon in April" (another race its winner won) that the part names alone, nor no race at all
            # ("Ryf won the women's title by 13 minutes.")
            ids[d.doc.name] = replace(whole, name=f"{event} {d.doc.division} race")
        elif part is not None:
            ids[d.doc.name] = replace(part, year=part.year or whole.year, venue=part.venue or whole.venue)
    podiums = {d.doc.name: _podium(d) for d in docs}
    said = {d.doc.name: _said(d) for d in docs}
    groups: list[list[str]] = []
    for d in docs:
        rid = ids[d.doc.name]
        if rid is None:
            continue
        for group in groups:
            if _same_race(rid, ids[group[0]], podiums[d.doc.name], podiums[group[0]]) and not (
                not (rid.year and ids[group[0]].year) and _disagree(said[d.doc.name], said[group[0]])
            ):  # with no year, two reports that place someone apart or give him two teams are two races
                group.append(d.doc.name)
                break
        else:
            groups.append([d.doc.name])
    cast = {
        d.doc.name: {f.subject for f, _ in d.found if f.subject}
        | {f.value for f, _ in d.found if f.answer_type == "person"}
        for d in docs
    }
    groups = _join_unnamed(groups, ids, podiums, cast)
    chosen: dict[str, RaceId] = {}
    for group in groups:
        members = [ids[n] for n in group]
        chosen[group[0]] = _combine([m for m in members if m is not None])
    labels = _distinct_labels([(g[0], chosen[g[0]]) for g in groups])
    races: dict[str, Race | None] = {d.doc.name: None for d in docs}
    for group in groups:
        rid = chosen[group[0]]
        label, ambiguous = labels[group[0]]
        race = Race(label, rid.name, rid.venue, rid.year, rid.series, rid.label(), ambiguous, rid.track)
        for name in group:
            races[name] = race
    return races


def same_race_people(
    docs: list[IngestedDocument], book: NameBook, ids: dict[str, RaceId | None]
) -> dict[str, frozenset[str]]:
    """Document name -> the full names written in the reports of its race (`ids`: each report's race as
    it names it): those naming the same event or venue in no other year. A bare surname one report never
    writes in full is looked up among these, not the whole bank ("Elliott" of a 2017 race is not the
    Bill Elliott of a 1989 one). A report naming neither event nor venue may be about any race of its
    series: it looks among those. A surname its headline uses ("Verstappen wins in Hungary") is the one
    person the bank knows by it."""
    people = {d.name: frozenset(local_people(book, d)) for d in docs}
    by_key: dict[str, list[str]] = defaultdict(list)  # "name:...", "venue:...", "series:..." -> reports
    for d in docs:
        if (rid := ids[d.name]) is not None:
            for key in _race_keys(rid):
                by_key[key].append(d.name)
    out: dict[str, frozenset[str]] = {}
    for d in docs:
        rid = ids[d.name]
        near: set[str] = set(people[d.name])
        if rid is not None:
            keys = [k for k in _race_keys(rid) if not k.startswith("series:")] or [f"series:{rid.series}"]
            for key in keys:
                for other in by_key.get(key, []) if key != "series:" else ids:
                    oid = ids[other]
                    if oid is not None and not (rid.year and oid.year and rid.year != oid.year):
                        near |= people[other]
        for m in re.finditer(r"(?<![\w'’\-])[A-Z][\w'’\-]+", d.title):
            # "Verstappen wins in Hungary": the one the bank knows; not Kim Jones for "Erik Jones wins"
            known = book.surnames.get(m.group().lower(), set())
            before = re.search(r"(?<![\w'’\-])([A-Z][\w'’\-]+) $", d.title[: m.start()])
            first = before.group(1) if before and not title_cased(d.title) else None  # "Hamlin Holds Off X"
            if len(known) == 1 and (not first or next(iter(known)).split()[0] == first):
                near |= known
        out[d.name] = frozenset(near)
    return out


def _race_keys(rid: RaceId) -> list[str]:
    keys = [f"name:{rid.name.lower()}"] if rid.name else []
    keys += [f"venue:{rid.venue.lower()}"] if rid.venue else []
    return [*keys, f"series:{rid.series}"] if rid.series else keys


def _podium(d: DocFacts) -> tuple[str, str]:
    """The report's winner and runner-up ("" where it names none)."""
    win = Counter(f.value for f, _ in d.found if f.relation == "winner")
    winner = _top(win) if win else ""
    second = Counter(f.value for f, _ in d.found if f.relation == "runner_up" and f.subject in {"", winner})
    if not second:
        second = Counter(f.subject for f, _ in d.found if f.relation == "position" and f.value == "second")
    return winner, (_top(second) if second else "")


def _said(d: DocFacts) -> dict[tuple[str, str], set[str]]:
    """(relation, person) -> what the report says of them: their places and their teams."""
    out: dict[tuple[str, str], set[str]] = {}
    for f, _ in d.found:
        if f.relation in {"position", "team"} and f.subject:
            out.setdefault((f.relation, f.subject), set()).add(f.value)
    return out


def _disagree(a: dict[tuple[str, str], set[str]], b: dict[tuple[str, str], set[str]]) -> bool:
    """Do two reports give someone two places or two teams (Hamilton's McLaren, then his Mercedes)?"""
    return any(not (a[k] & b[k]) for k in a.keys() & b.keys())


def _top(counter: Counter[str]) -> str:
    return sorted(counter.items(), key=lambda kv: (-kv[1], kv[0]))[0][0]


def _join_unnamed(
    groups: list[list[str]],
    ids: dict[str, RaceId | None],
    podiums: dict[str, tuple[str, str]],
    cast: dict[str, set[str]],
) -> list[list[str]]:
    """A report that names no event joins the one named race it must be about: the one at its venue
    (when no winner contradicts) or, naming no venue either, the one whose winner it reports in the same
    year or with the same runner-up (Rosberg's home race of 2014 is not the Mexican Grand Prix he won in
    2015). `podiums`: each report's winner and runner-up; `cast`: its people."""
    winners = {name: podium[0] for name, podium in podiums.items()}
    named = [g for g in groups if (rid := ids[g[0]]) is not None and rid.name]
    out = list(named)
    for group in groups:
        if group in named:
            continue
        rid, win = ids[group[0]], winners[group[0]]
        if rid is None:
            out.append(group)
            continue
        match = []
        for g in named:
            other = ids[g[0]]
            assert other is not None
            wins = {winners[n] for n in g if winners[n]}
            if rid.series and other.series and rid.series != other.series:
                continue
            if rid.year and other.year and rid.year != other.year:
                continue
            if rid.venue:
                # a track holds many races: the same one by the same winner, or by no other winner when
                # both years agree (a 2019 road-course report whose winner went unread is no part of the
                # 2016 Indianapolis 500)
                # both told and equal; two untold years only when the reports tell of the same people (a
                # 1997 report whose winner went unread is no part of the 1989 Spanish Grand Prix there)
                same_year = rid.year == other.year and (
                    rid.year is not None or len(cast[group[0]] & {p for n in g for p in cast[n]}) >= 2
                )
                same_series = bool(rid.series) and rid.series == other.series
                if other.venue.lower() == rid.venue.lower() and (
                    (win and win in wins)
                    or (same_year and same_series and not (win and wins and win not in wins))
                ):
                    match.append(g)
            elif (
                win
                and win in wins
                and (
                    (rid.year and rid.year == other.year)
                    or (podiums[group[0]][1] and podiums[group[0]][1] in {podiums[n][1] for n in g})
                )
            ):  # no name, no place: the same winner, and the same year or runner-up too
                match.append(g)
        if len(match) == 1:
            match[0].extend(group)
        else:
            out.append(group)
    return out


def _same_race(a: RaceId, b: RaceId, podium_a: tuple[str, str], podium_b: tuple[str, str]) -> bool:
    (win_a, second_a), (win_b, second_b) = podium_a, podium_b
    same_name = bool(a.name and b.name and _core_name(a) == _core_name(b))
    same_venue = bool(a.venue and b.venue and a.venue.lower() == b.venue.lower())
    if not (same_name or same_venue):
        return False
    if a.name and b.name and not same_name:
        return False
    if a.series and b.series and a.series != b.series:
        return False
    if a.year and b.year:
        return a.year == b.year and (not (win_a and win_b) or win_a == win_b)
    # No year: one race only when both reports name the same winner (the 2011 and 2012 Spanish Grands
    # Prix share a name and a track; a report that names no winner stays a race of its own), and no other
    # runner-up (Hamilton won two British Grands Prix, beating Bottas in one and Verstappen in the other).
    if second_a and second_b and second_a != second_b:
        return False
    return bool(win_a and win_b and win_a == win_b)


def _combine(members: list[RaceId]) -> RaceId:
    def most(values: list) -> Any:
        values = [v for v in values if v]
        return Counter(values).most_common(1)[0][0] if values else None

    venue = most([m.venue for m in members]) or ""
    return RaceId(
        most([m.name for m in members]) or "",
        venue,
        most([m.year for m in members]),
        most([m.series for m in members]) or "",
        most([m.day for m in members]) or "",
        any(m.track and m.venue == venue for m in members),
        all(m.said_in for m in members if m.venue == venue),
    )


def _distinct_labels(races: list[tuple[str, RaceId]]) -> dict[str, tuple[str, bool]]:
    """Each race's unique label, and whether its name alone is ambiguous in the bank.

    A race is ambiguous when another race of the bank has the same name, or one ending with it ("Toyota
    Grand Prix of Long Beach" and "Grand Prix of Long Beach"), and neither a year nor an edition ("the
    101st Indianapolis 500") sets it apart. Its prompts then say more (see `questions`). Labels that
    would be equal get the report's file name: a key, and a topic a moderator can recognise."""
    ambiguous: set[str] = set()
    for key, rid in races:
        if rid.year is not None or _EDITION_AT_START.match(rid.name):
            continue
        core = _core_name(rid)
        for other_key, other in races:
            if other_key == key:
                continue
            o = _core_name(other)
            if (o and (o.endswith(core) or core.endswith(o) or _loosely_alike(o, core))) or (
                not rid.name and _same_place(rid.venue, other)
            ):  # "Indy 500" and "Indianapolis 500"; an unnamed "race at Bristol" and another there
                ambiguous.add(key)
                break
    labels = {key: rid.label() for key, rid in races}
    seen = Counter(labels.values())
    return {
        key: (f"{labels[key]} ({Path(key).stem})" if seen[labels[key]] > 1 else labels[key], key in ambiguous)
        for key, _rid in races
    }


_EDITION_AT_START = re.compile(r"\d{1,3}(?:st|nd|rd|th) ")


def _same_place(venue: str, other: RaceId) -> bool:
    """Is `other` run at `venue` too: the same venue, or a name starting like it ("Indy 500" and
    "Indianapolis Motor Speedway")?"""
    if not venue:
        return False
    if venue.lower() == other.venue.lower():
        return True
    first = venue.split()[0].lower()
    return len(first) >= 4 and bool(other.name) and other.name.split()[0].lower()[:3] == first[:3]


def _loosely_alike(a: str, b: str) -> bool:
    """ "indy 500" and "indianapolis 500": one number, and a first word starting alike."""
    wa, wb = a.split(), b.split()
    return len(wa) >= 2 and len(wb) >= 2 and wa[-1] == wb[-1] and wa[-1].isdigit() and wa[0][:3] == wb[0][:3]


def _core_name(rid: RaceId) -> str:
    """The name without its edition ordinal, lower case; the venue when the race has no name, and with
    it when the name is only its series' kind of race ("GP2 feature race" is run at every round)."""
    core = _EDITION_AT_START.sub("", rid.name or rid.venue, count=1).lower()
    return f"{core} at {rid.venue.lower()}" if rid.venue and SERIES_KIND.fullmatch(core) else core
