"""Merging facts across documents: same race, relation and subject with one value is one fact citing
all its sources; two values are a conflict, kept out of questions and listed."""

from __future__ import annotations

import hashlib
import logging
import re
from collections import Counter, defaultdict
from dataclasses import dataclass
from decimal import Decimal

from bot.factbank.ingest import IngestedDocument
from bot.factbank.model import Source
from bot.factbank.names import NameBook
from bot.factbank.tagged import Found

log = logging.getLogger(__name__)

# Relations that have one value per (race, subject); two values are a conflict.
FUNCTIONAL = frozenset(
    "winner runner_up margin winner_car stage_winner position car_number team make caution_cause "
    "crash_laps_to_go hit_by contact_with penalty pole role commentator lead_changes career_win season_win "
    "next_race distance record_winner record_runner_up record_margin record_pair venue event laps_led "
    "most_laps_led cautions neutralised_by crash_lap crash_by fastest_lap decisive_lap points_behind "
    "support_winner stint prev_win crew_team class_winner winning_pass team_winner streak streak_ended wins_in_a_row standing winning_time".split()
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
    label: str  # "AdventHealth 400 at Kansas Speedway", "2017 Indianapolis 500"; unique in a bank
    event: str
    venue: str
    year: int | None = None
    series: str = ""
    spoken: str = ""  # how prompts name it: the label without a report's file name
    ambiguous: bool = False  # another race of the bank has the same name and year: prompts add a detail
    venue_is_track: bool = False  # the reports name the venue as a track, not only a town or a country

    @property
    def called(self) -> str:
        """The race as a prompt says it: "the Derby", but "La Flèche Wallonne" (its own article)."""
        name = self.spoken or self.label
        return name if re.match(r"(?:La|Les|Il|El) [A-Z]", name) else f"the {name}"


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


def merge(
    docs: list[DocFacts], races: dict[str, Race | None], book: NameBook
) -> tuple[list[Fact], list[Conflict]]:
    table: dict[tuple[str, str, str], dict[str, list[Source]]] = defaultdict(lambda: defaultdict(list))
    types: dict[tuple[str, str, str], str] = {}
    seen: set[tuple[tuple[str, str, str], str, Source]] = set()
    for d in docs:
        race = races.get(d.doc.name)
        if race is None:
            continue
        for key_name, value in (("venue", race.venue), ("event", race.event)):
            src = _first_saying(d.doc, value)
            if value and src:
                table[(race.label, key_name, race.label)][value].append(src)
                types[(race.label, key_name, race.label)] = "place" if key_name == "venue" else "event"
        for f, src in d.found:
            subject = f.subject or race.label
            if f.relation.startswith("record_"):
                subject = _record_key(subject, book)
            key = (race.label, f.relation, subject)
            if (key, f.value, src) not in seen:  # a set beside the lists: linear in repeated facts
                seen.add((key, f.value, src))
                table[key][f.value].append(src)
            types[key] = f.answer_type
    _derive(table, types)
    facts: list[Fact] = []
    conflicts: list[Conflict] = []
    for (race, relation, subject), values in sorted(table.items()):
        items = sorted(values.items())
        if relation == "margin":
            items = _measured_margin(items)
        if relation == "team":
            items = _one_team(items)
        units = {v.split()[-1] for v, _ in items} if relation == "distance" else set()
        if relation in FUNCTIONAL and len(items) > 1 and len(units) != len(items):  # 150 laps = 75 miles
            conflicts.append(Conflict(relation, subject, race, tuple((v, tuple(s)) for v, s in items)))
            continue
        for value, sources in items:
            fid = fact_id(relation, subject, value, race)
            facts.append(
                Fact(fid, relation, subject, value, race, types[(race, relation, subject)], tuple(sources))
            )
    return facts, conflicts


_FIGURATIVE = frozenset({"a nose", "a short head", "a head", "a neck", "a whisker"})


def _measured_margin(items: list[tuple[str, list[Source]]]) -> list[tuple[str, list[Source]]]:
    """One margin told two ways is one fact: "by a nose" beside "0.012 seconds" (the measured one), and
    "5.1 seconds" beside "5.142 seconds" (the precise one, cited by both), "eight seconds" beside "8.6 seconds"."""
    tiny = [(v, s) for v, s in items if v.endswith(" seconds") and float(v.split()[0]) < 0.1]
    if len(tiny) == 1 and all(v in _FIGURATIVE for v, _ in items if v != tiny[0][0]):
        return tiny
    timed = [(Decimal(v.split()[0]), v, s) for v, s in items if re.fullmatch(r"\d*\.?\d+ seconds?", v)]
    if len(timed) == len(items) > 1:
        best = max(timed, key=lambda t: -t[0].as_tuple().exponent)
        coarse_ok = all(
            len(d.normalize().as_tuple().digits) >= 2 for d, _, _ in timed
        )  # not "0.02" for 0.015
        if all(
            d == best[0]
            or (coarse_ok and best[0].quantize(d) == d)
            or (d == d.to_integral_value() and 2 <= d <= best[0] < d + 1)
            for d, _, _ in timed
        ):  # "an eight-second margin" for 8.6: whole seconds, cut short
            return [(best[1], [src for _, _, sources in timed for src in sources])]
    return items


def _one_team(items: list[tuple[str, list[Source]]]) -> list[tuple[str, list[Source]]]:
    """One team named short and in full is one fact: "Kawasaki" beside "Kawasaki Racing" is the latter."""
    if len(items) < 2:
        return items
    full, _ = max(items, key=lambda item: len(item[0]))
    words = set(full.lower().split())
    if all(set(v.lower().split()) <= words for v, _ in items):
        return [(full, [src for _, sources in items for src in sources])]
    return items


def _first_saying(doc: IngestedDocument, value: str) -> Source | None:
    """The first factual sentence of a report that names `value` (the race's venue or event)."""
    if not value:
        return None
    needle = value.lower()
    for sent in doc.sentences:
        if needle in sent.text.lower() and not {"quote", "other", "hedge"} & set(sent.flags):
            return Source(doc.file, sent.text)
    return None


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
            have = set(table[key][number])
            table[key][number].extend(s for s in sources if s not in have)
            types[key] = "car_number"
        pos = table.get((race, "position", winner))
        if pos:  # a position other than first for the winner contradicts the win
            pos.setdefault("first", list(win_sources))
        runner = table.get((race, "runner_up", race), {})
        seconds = [
            (subject, values["second"])
            for (r, rel, subject), values in list(table.items())
            if r == race and rel == "position" and list(values) == ["second"] and subject != winner
        ]
        if not runner and len(seconds) == 1:  # "Ambrose was second": the runner-up
            table[(race, "runner_up", race)][seconds[0][0]] = list(seconds[0][1])
            types[(race, "runner_up", race)] = "person"
            runner = table[(race, "runner_up", race)]
        if len(runner) == 1:
            name, r_sources = next(iter(runner.items()))
            pos = table.get((race, "position", name))
            if pos and "second" not in pos:
                pos["second"] = list(r_sources)
    for key in [k for k in table if k[1] == "winner_car"]:
        del table[key]
