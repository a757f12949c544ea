"""Cross-document work: which race each document is about, facts merged by race, conflicts found."""

from __future__ import annotations

import hashlib
import logging
import re
from collections import Counter, defaultdict
from dataclasses import dataclass

from bot.factbank.context import factual_part, find_epithet
from bot.factbank.extract import Found, extract
from bot.factbank.ingest import IngestedDocument
from bot.factbank.model import Source
from bot.factbank.names import NameBook, Resolved, local_people, opening_pronoun, resolve, tag

log = logging.getLogger(__name__)

NEXT = re.compile(
    r"\b(?:heads|moves|goes|travels|returns)(?: next)? to\b[^.]*\bnext\b|\bnext (?:race|stop|event|round)\b|"
    r"\b(?:series|championship|tour|field)(?: next)? (?:heads|moves|goes|travels|returns|resumes|continues|races)"
    r"(?: on| next)? (?:to|at|in)\b",
    re.I,
)

# Relations that have one value per (race, subject); two values are a conflict.
FUNCTIONAL = frozenset(
    "winner runner_up margin winner_car stage_winner position car_number team make caution_cause "
    "crash_laps_to_go hit_by contact_with penalty pole role commentator lead_changes career_win season_win "
    "next_race distance record_winner record_runner_up record_margin record_pair venue event laps_led "
    "most_laps_led cautions neutralised_by crash_lap crash_by fastest_lap decisive_lap points_behind "
    "support_winner stint prev_win crew_team codriver class_winner winning_pass".split()
)


@dataclass(frozen=True, slots=True)
class Fact:
    id: str
    relation: str
    subject: str
    value: str
    race: str
    answer_type: str
    sources: tuple[Source, ...]


@dataclass(frozen=True, slots=True)
class Conflict:
    relation: str
    subject: str
    race: str
    values: tuple[tuple[str, tuple[Source, ...]], ...]


@dataclass(frozen=True, slots=True)
class Race:
    label: str  # "AdventHealth 400 at Kansas Speedway"
    event: str
    venue: str


@dataclass
class DocFacts:
    doc: IngestedDocument
    found: list[tuple[Found, Source]]
    events: Counter[str]
    venues: Counter[str]
    first_sentence: dict[str, Source]


def fact_id(relation: str, subject: str, value: str, race: str) -> str:
    key = "\x1f".join((relation, subject, value, race))
    return hashlib.sha256(key.encode()).hexdigest()[:12]


def read_document(doc: IngestedDocument, book: NameBook) -> DocFacts:
    found: list[tuple[Found, Source]] = []
    events: Counter[str] = Counter()
    venues: Counter[str] = Counter()
    first: dict[str, Source] = {}
    prev_people: list[str] = []
    local = local_people(book, doc)
    for sent in doc.sentences:
        resolved = resolve(book, sent, local)
        people = [r.value for r in resolved if r.kind == "person"]
        lead = prev_people[0] if opening_pronoun(sent) and len(set(prev_people)) == 1 else None
        source = Source(doc.name, sent.text)
        _count_race(sent.flags, resolved, events, venues, first, source)
        facts: list[Found] = []
        if "quote" not in sent.flags:
            facts += _read(sent, resolved, lead, prev_people, book, local)
        for f in facts:
            if f.value and (f.answer_type != "person" or f.value != f.subject):
                found.append((f, source))
        if lead:
            people.insert(0, lead)
        prev_people = people
    return DocFacts(doc, found, events, venues, first)


def _read(sent, resolved, lead, prev_people, book: NameBook, local) -> list[Found]:
    """Facts of one sentence: records from the whole of it, the rest from its factual part."""
    out: list[Found] = []
    if "other" in sent.flags and "hedge" not in sent.flags:
        out += extract(tag(sent, resolved, lead), ("other",))
    part = sent if not {"hedge", "other"} & set(sent.flags) else factual_part(sent)
    if part is None:
        return out
    if part is not sent:
        resolved = [r for r in resolve(book, part, local) if r.kind != "person" or r.mention in part.mentions]
        resolved = [r for r in resolved if part.plain[r.mention.start : r.mention.end].strip()]
    first_person = next((r.mention.start for r in resolved if r.kind == "person"), None)
    ep = None if lead else find_epithet(part.plain, first_person, prev_people)
    span = (ep.start, ep.end, ep.people) if ep else None
    out += extract(tag(part, resolved, lead, span), part.flags)
    if ep and ep.team:
        team = next(
            (r.value for r in resolved if r.kind == "team" and ep.start <= r.mention.start < ep.end), ""
        )
        out += [Found("team", who, team, "team") for who in ep.people if team]
    return out


def _count_race(flags, resolved: list[Resolved], events, venues, first, source: Source) -> None:
    """Events and tracks named in sentences about this race (not records, quotes or the next race)."""
    if "other" in flags or "quote" in flags or NEXT.search(source.sentence):
        return
    for r in resolved:
        if r.kind == "event" and "hedge" not in flags:
            events[r.value] += 1
            first.setdefault("event:" + r.value, source)
        elif r.kind == "venue" or (r.kind == "place" and r.value in venues):
            venues[r.value] += 1
            first.setdefault("venue:" + r.value, source)


def assign_races(docs: list[DocFacts]) -> dict[str, Race | None]:
    """Document name -> its race, from the event and venue its text names (never hard-coded)."""
    by_event_venues: dict[str, Counter[str]] = defaultdict(Counter)
    for d in docs:
        if d.events:
            event = _top(d.events)
            by_event_venues[event.lower()].update(d.venues)
    event_names: dict[str, str] = {}
    for d in docs:
        for e in d.events:
            event_names.setdefault(e.lower(), e)
    venue_events: dict[str, set[str]] = defaultdict(set)
    for ev, vc in by_event_venues.items():
        if vc:
            venue_events[_top(vc)].add(ev)
    races: dict[str, Race | None] = {}
    for d in docs:
        event = _top(d.events).lower() if d.events else ""
        venue = _top(d.venues) if d.venues else ""
        if event:
            vc = by_event_venues[event]
            venue = _top(vc) if vc else venue
        elif venue and len(venue_events.get(venue, ())) == 1:
            event = next(iter(venue_events[venue]))
        races[d.doc.name] = _race(event_names.get(event, ""), venue) if (event or venue) else None
    # A document naming neither joins the race whose winner (and runner-up) it reports.
    winners: dict[tuple[str, ...], set[Race]] = defaultdict(set)
    for d in docs:
        race = races[d.doc.name]
        if race is not None:
            winners[_podium(d)].add(race)
    for d in docs:
        if races[d.doc.name] is None:
            podium = _podium(d)
            match = winners.get(podium, set()) if podium[0] else set()
            races[d.doc.name] = next(iter(match)) if len(match) == 1 else None
    return races


def _podium(d: DocFacts) -> tuple[str, ...]:
    win = Counter(f.value for f, _ in d.found if f.relation == "winner")
    return (_top(win) if win else "",)


def _top(counter: Counter[str]) -> str:
    return sorted(counter.items(), key=lambda kv: (-kv[1], kv[0]))[0][0]


def _race(event: str, venue: str) -> Race:
    if event and venue:
        return Race(f"{event} at {venue}", event, venue)
    return Race(event or f"race at {venue}", event, venue)


def merge(
    docs: list[DocFacts], races: dict[str, Race | None], book: NameBook
) -> tuple[list[Fact], list[Conflict]]:
    table: dict[tuple[str, str, str], dict[str, list[Source]]] = defaultdict(lambda: defaultdict(list))
    types: dict[tuple[str, str, str], str] = {}
    for d in docs:
        race = races.get(d.doc.name)
        if race is None:
            continue
        for key_name, value in (("venue", race.venue), ("event", race.event)):
            src = d.first_sentence.get(f"{key_name}:{value}")
            if value and src:
                table[(race.label, key_name, race.label)][value].append(src)
                types[(race.label, key_name, race.label)] = "place" if key_name == "venue" else "event"
        for f, src in d.found:
            subject = f.subject or race.label
            if f.relation.startswith("record_"):
                subject = _record_key(subject, book)
            key = (race.label, f.relation, subject)
            if src not in table[key][f.value]:
                table[key][f.value].append(src)
            types[key] = f.answer_type
    _derive(table, types)
    facts: list[Fact] = []
    conflicts: list[Conflict] = []
    for (race, relation, subject), values in sorted(table.items()):
        items = sorted(values.items())
        if relation in FUNCTIONAL and len(items) > 1:
            conflicts.append(Conflict(relation, subject, race, tuple((v, tuple(s)) for v, s in items)))
            continue
        for value, sources in items:
            fid = fact_id(relation, subject, value, race)
            facts.append(
                Fact(fid, relation, subject, value, race, types[(race, relation, subject)], tuple(sources))
            )
    return facts, conflicts


def _record_key(key: str, book: NameBook) -> str:
    year, _, venue = key.partition("|")
    full = book.venue(venue) if venue else None
    return f"{year}|{full or venue}"


def _derive(table, types) -> None:
    """Facts implied by others: the winning car's number; the winner's and runner-up's positions."""
    for (race, relation, _subject), values in list(table.items()):
        if relation != "winner" or len(values) != 1:
            continue
        winner, win_sources = next(iter(values.items()))
        cars = table.get((race, "winner_car", race), {})
        if len(cars) == 1:
            number, sources = next(iter(cars.items()))
            key = (race, "car_number", winner)
            for s in sources:
                if s not in table[key][number]:
                    table[key][number].append(s)
            types[key] = "car_number"
        pos = table.get((race, "position", winner))
        if pos:  # a position other than first for the winner contradicts the win
            pos.setdefault("first", list(win_sources))
        runner = table.get((race, "runner_up", race), {})
        if len(runner) == 1:
            name, r_sources = next(iter(runner.items()))
            pos = table.get((race, "position", name))
            if pos and "second" not in pos:
                pos["second"] = list(r_sources)
    for key in [k for k in table if k[1] == "winner_car"]:
        del table[key]
