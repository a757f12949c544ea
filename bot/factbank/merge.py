"""Cross-document work: which race each document is about, facts merged by race, conflicts found."""

from __future__ import annotations

import hashlib
import logging
import re
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bot.factbank.context import factual_part, find_epithet
from bot.factbank.entities import find_mentions
from bot.factbank.entries import entries
from bot.factbank.extract import extract
from bot.factbank.ingest import IngestedDocument, Sentence
from bot.factbank.model import Source
from bot.factbank.moments import moments
from bot.factbank.names import NameBook, Resolved, local_people, opening_pronoun, resolve, tag
from bot.factbank.race import RaceId, identify, story_end
from bot.factbank.results import margins, places
from bot.factbank.tagged import Found
from bot.factbank.values import ordinal_word
from bot.factbank.winner import Vote, choose, headline_beaten, headline_subject, sentence_votes

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
    label: str  # "AdventHealth 400 at Kansas Speedway", "2017 Indianapolis 500"; unique in a bank
    event: str
    venue: str
    year: int | None = None
    series: str = ""
    spoken: str = ""  # how prompts name it: the label without a report's file name
    ambiguous: bool = False  # another race of the bank has the same name and year: prompts add a detail


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
    rid = _identify(doc)
    single = rid is not None and rid.series in _SINGLE_NAMED  # horses and yachts go by one name
    votes: list[tuple[Vote, Source]] = []
    for index, sent in enumerate(doc.sentences[: story_end(doc)]):
        resolved = resolve(book, sent, local, single_names=single)
        people = [r.value for r in resolved if r.kind == "person"]
        lead = prev_people[0] if opening_pronoun(sent) and len(set(prev_people)) == 1 else None
        source = Source(doc.name, sent.text)
        _count_race(sent.flags, resolved, events, venues, first, source)
        facts: list[Found] = []
        if {"quote", "reported"} & set(sent.flags) and (said := attribution(sent)) is not None:
            facts += _read(said, resolve(book, said, local), None, prev_people, book, local)
        if "quote" not in sent.flags:
            weight = 2.0 if index < 3 else 1.0 if index < 6 else 0.5
            facts += _read(sent, resolved, lead, prev_people, book, local, votes, weight, source, single)
            votes += [(Vote(f.value, "", weight, "extract"), source) for f in facts if f.relation == "winner"]
            facts = [f for f in facts if f.relation != "winner"]
        for f in facts:
            if f.value and (f.answer_type != "person" or f.value != f.subject):
                found.append((f, source))
        if lead:
            people.insert(0, lead)
        prev_people = people
    found += _table_rows(doc, book, local, votes)
    found = _decide_winner(doc, book, local, found, votes)
    return DocFacts(doc, found, events, venues, first)


_SAID = re.compile(r"^\W*(?:said|says|added|explained|insisted|admitted|recalled)\s+(?P<rest>[A-Z].*)$")


def attribution(sent: Sentence) -> Sentence | None:
    """What follows a quote's speech verb: "…," said Stewart, who led 34 laps -> "Stewart, who led 34 laps."."""
    cut = max(sent.text.rfind("”"), sent.text.rfind('"'))
    if cut < 0:
        return None
    m = _SAID.match(sent.text[cut + 1 :])
    if not m or len(m.group("rest")) < 12:
        return None
    rest = m.group("rest")
    return Sentence(sent.text, rest, sent.para, (), tuple(find_mentions(rest)))


_SINGLE_NAMED = frozenset({"horse racing", "sailing"})


def _table_rows(
    doc: IngestedDocument, book: NameBook, local: set[str], votes: list[tuple[Vote, Source]]
) -> list[tuple[Found, Source]]:
    """A results table's places (second and lower), and its first row as a vote for the winner. The
    places are kept only when the race's winner is the table's (see `_decide_winner`)."""
    out: list[tuple[Found, Source]] = []
    for row in doc.rows:
        surname = row.name.split()[-1]
        who = book.person(row.name) or _by_surname(surname, local) or row.name
        src = Source(doc.name, row.line)
        if row.position == 1:
            votes.append((Vote(who, "", 2.0, "table"), src))
        else:
            out.append((Found("table_position", who, ordinal_word(row.position), "ordinal"), src))
            if row.position == 2 and row.gap:
                out.append((Found("table_margin", "", f"{row.gap} seconds", "number"), src))
    return out


def _decide_winner(
    doc: IngestedDocument,
    book: NameBook,
    local: set[str],
    found: list[tuple[Found, Source]],
    votes: list[tuple[Vote, Source]],
) -> list[tuple[Found, Source]]:
    """One winner per report, from every sentence's votes and the headline's; nobody when unclear."""
    ballot = [v for v, _ in votes]
    sources: dict[str, list[Source]] = defaultdict(list)
    for v, src in votes:
        sources[v.winner].append(src)
    first = doc.sentences[0].text if doc.sentences else ""
    is_headline = bool(doc.title) and not first.startswith(doc.title.rstrip("…"))
    head = headline_subject(doc.title) if is_headline else ""
    if head:
        voted = {v.winner for v in ballot}
        who = (
            _by_surname(head, voted)
            or _by_surname(head, voted | local)
            or (" " in head and book.person(head))
        )
        who = who or book.surname(head.split()[-1], local)
        known = any(_name_key(p).endswith(" " + _name_key(head)) for p in local)
        if not who and not known and _named_in_body(doc, head):
            who = _longest_form(doc, head)
        if who:
            beaten = _by_surname(headline_beaten(doc.title), local) if headline_beaten(doc.title) else None
            ballot.append(Vote(who, beaten if beaten and beaten != who else "", 2.5, "headline"))
            sources[who].append(Source(doc.name, doc.title))
    winner, chosen = choose(ballot)
    rest = []
    # A sentence that names another winner tells another race ("a women's 60m won by X, with Y
    # second"): its places and margins are not this race's.
    elsewhere = {src for v, src in votes if winner and v.winner != winner and v.weight < 2.5}
    ours = {src for v, src in votes if v.winner == winner}
    elsewhere -= ours
    if elsewhere:  # the rest of that paragraph goes on about the other race
        other_para = None
        for sent in doc.sentences:
            src = Source(doc.name, sent.text)
            if src in ours:
                other_para = None
            elif src in elsewhere:
                other_para = sent.para
            elif other_para is not None and sent.para == other_para:
                elsewhere.add(src)
    table_winner = next((v.winner for v in ballot if v.rule == "table"), "")
    for f, s in found:
        if f.relation == "winner":
            continue
        if f.relation in {"table_position", "table_margin"}:  # this race's only when it agrees on the winner
            if not winner or table_winner != winner:
                continue
            f = Found(f.relation.removeprefix("table_"), f.subject, f.value, f.answer_type)
        if s in elsewhere and f.relation in {"position", "margin", "runner_up", "pole", "laps_led"}:
            continue
        if f.relation == "pole_if_winner":
            if f.value != winner or not winner:
                continue
            f = Found("pole", "", f.value, f.answer_type)
        if f.relation in {"margin", "runner_up"}:
            # a margin or a runner-up counts when the sentence credits it to the winner (or to nobody)
            if f.subject not in {"", winner} or f.value == winner or not winner:
                continue
            f = Found(f.relation, "", f.value, f.answer_type)
        rest.append((f, s))
    if not winner:
        return rest
    out = [(Found("winner", "", winner, "person"), s) for s in dict.fromkeys(sources[winner])]
    beaten = {v.beaten for v in chosen if v.beaten}
    if len(beaten) == 1 and not any(f.relation == "runner_up" for f, _ in found):
        runner = next(iter(beaten))
        said = [s for v, s in votes if v.beaten == runner] + [Source(doc.name, doc.title)]
        out.append((Found("runner_up", "", runner, "person"), said[0]))
    return out + rest


def _by_surname(name: str, people: set[str]) -> str | None:
    """The one person of `people` whose name ends with `name` ("Voss" -> "Bobby Voss")."""
    key = _name_key(name)
    hits = {p for p in people if _name_key(p) == key or _name_key(p).endswith(" " + key)}
    return next(iter(hits)) if len(hits) == 1 else None


def _name_key(name: str) -> str:
    return " ".join(w for w in name.replace("’", "'").lower().split() if w.rstrip(".") not in {"jr", "sr"})


def _named_in_body(doc: IngestedDocument, name: str) -> bool:
    """A headline's subject that is no known person (a horse, a yacht, a crew) but the body names."""
    if name.lower() in {"it", "he", "she"} or len(name) < 3:
        return False
    return any(name in s.plain for s in doc.sentences)


def _longest_form(doc: IngestedDocument, name: str) -> str:
    """ "Wild Oats" -> "Wild Oats XI": the longest capitalised run starting with the name in the body."""
    best = name
    rx = re.compile(re.escape(name) + r"(?: (?:[A-Z][\w'’\-]*|of|Of))*")
    for s in doc.sentences:
        for m in rx.finditer(s.plain):
            form = m.group().removesuffix(" Of").removesuffix(" of")
            if len(form) > len(best) and len(form.split()) <= 5:
                best = form
    return best


def _read(
    sent,
    resolved,
    lead,
    prev_people,
    book: NameBook,
    local,
    votes=None,
    weight=1.0,
    source=None,
    single=False,
) -> list[Found]:
    """Facts of one sentence: records from the whole of it, the rest from its factual part."""
    out: list[Found] = []
    if "other" in sent.flags and "hedge" not in sent.flags:
        out += extract(tag(sent, resolved, lead), ("other",))
    part = sent if not {"hedge", "other"} & set(sent.flags) else factual_part(sent)
    if part is None:
        return out
    if part is not sent:
        resolved = [
            r
            for r in resolve(book, part, local, single_names=single)
            if r.kind != "person" or r.mention in part.mentions
        ]
        resolved = [r for r in resolved if part.plain[r.mention.start : r.mention.end].strip()]
    first_person = next((r.mention.start for r in resolved if r.kind == "person"), None)
    ep = None if lead else find_epithet(part.plain, first_person, prev_people)
    span = (ep.start, ep.end, ep.people) if ep else None
    tagged = tag(part, resolved, lead, span)
    out += extract(tagged, part.flags)
    if not {"quote", "hedge"} & set(part.flags):
        out += entries(tagged)
        out += moments(tagged)
        out += places(tagged)
        for margin, runner, by in margins(tagged):  # kept by `_decide_winner` when `by` is the winner
            out.append(Found("margin", by, margin.value, "number"))
            if runner:
                out.append(Found("runner_up", by, runner, "person"))
    if votes is not None and not {"quote", "hedge"} & set(part.flags):
        votes.extend((v, source) for v in sentence_votes(tagged, weight))
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
    """Document name -> its race, from each report's own name, venue, year and series.

    Two reports are one race only when their name (or venue) agrees and so does their year; a report
    without a year joins another only when both also name the same winner. Distinct races that would
    share a label are told apart by year, then series, then the day, then the report itself.
    """
    ids = {d.doc.name: _identify(d.doc) for d in docs}
    winners = {d.doc.name: _podium(d)[0] for d in docs}
    groups: list[list[str]] = []
    for d in docs:
        rid = ids[d.doc.name]
        if rid is None:
            continue
        for group in groups:
            if _same_race(rid, ids[group[0]], winners[d.doc.name], winners[group[0]]):
                group.append(d.doc.name)
                break
        else:
            groups.append([d.doc.name])
    groups = _join_unnamed(groups, ids, winners)
    chosen: dict[str, RaceId] = {}
    for group in groups:
        members = [ids[n] for n in group]
        chosen[group[0]] = _combine([m for m in members if m is not None])
    labels = _distinct_labels([(g[0], chosen[g[0]]) for g in groups])
    races: dict[str, Race | None] = {d.doc.name: None for d in docs}
    for group in groups:
        rid = chosen[group[0]]
        label, ambiguous = labels[group[0]]
        race = Race(label, rid.name, rid.venue, rid.year, rid.series, rid.label(), ambiguous)
        for name in group:
            races[name] = race
    return races


def _podium(d: DocFacts) -> tuple[str, ...]:
    win = Counter(f.value for f, _ in d.found if f.relation == "winner")
    return (_top(win) if win else "",)


def _top(counter: Counter[str]) -> str:
    return sorted(counter.items(), key=lambda kv: (-kv[1], kv[0]))[0][0]


def _identify(doc: IngestedDocument) -> RaceId | None:
    try:
        return identify(doc)
    except Exception:  # a bug in naming one report's race leaves that report without a race
        log.debug("internal error naming the race of %s", doc.name, exc_info=True)
        return None


def _join_unnamed(
    groups: list[list[str]], ids: dict[str, RaceId | None], winners: dict[str, str]
) -> list[list[str]]:
    """A report that names no event joins the one named race it must be about: the one at its venue
    (when no winner contradicts) or, naming no venue either, the one whose winner it reports."""
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
                if other.venue.lower() == rid.venue.lower() and not (win and wins and win not in wins):
                    match.append(g)
            elif win and win in wins:
                match.append(g)
        if len(match) == 1:
            match[0].extend(group)
        else:
            out.append(group)
    return out


def _same_race(a: RaceId, b: RaceId, win_a: str, win_b: str) -> bool:
    same_name = bool(a.name and b.name and a.name.lower() == b.name.lower())
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
    # Prix share a name and a track; a report that names no winner stays a race of its own).
    return bool(win_a and win_b and win_a == win_b)


def _combine(members: list[RaceId]) -> RaceId:
    def most(values: list) -> Any:
        values = [v for v in values if v]
        return Counter(values).most_common(1)[0][0] if values else None

    return RaceId(
        most([m.name for m in members]) or "",
        most([m.venue for m in members]) or "",
        most([m.year for m in members]),
        most([m.series for m in members]) or "",
        most([m.day for m in members]) or "",
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
            if other_key != key and (o := _core_name(other)) and (o.endswith(core) or core.endswith(o)):
                ambiguous.add(key)
                break
    labels = {key: rid.label() for key, rid in races}
    seen = Counter(labels.values())
    return {
        key: (f"{labels[key]} ({Path(key).stem})" if seen[labels[key]] > 1 else labels[key], key in ambiguous)
        for key, _rid in races
    }


_EDITION_AT_START = re.compile(r"\d{1,3}(?:st|nd|rd|th) ")


def _core_name(rid: RaceId) -> str:
    """The name without its edition ordinal, lower case; the venue when the race has no name."""
    return _EDITION_AT_START.sub("", rid.name or rid.venue, count=1).lower()


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


def _first_saying(doc: IngestedDocument, value: str) -> Source | None:
    """The first factual sentence of a report that names `value` (the race's venue or event)."""
    if not value:
        return None
    needle = value.lower()
    for sent in doc.sentences:
        if needle in sent.text.lower() and not {"quote", "other", "hedge"} & set(sent.flags):
            return Source(doc.name, sent.text)
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
