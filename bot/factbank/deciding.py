"""One winner per report, from every sentence's votes and the headline's (see `winner`), and which
of the report's other facts are this race's once its winner is known: a sentence that names another
winner tells another race, a sidebar's paragraph lends nothing."""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import replace

from bot.factbank.entities import ALL_MAKES
from bot.factbank.entity_words import SUFFIXES
from bot.factbank.ingest import IngestedDocument
from bot.factbank.model import Source
from bot.factbank.name_forms import first_name_of
from bot.factbank.names import NameBook, resolve
from bot.factbank.race_names import event_candidates
from bot.factbank.sidebars import (
    CLASS_WORD,
    class_race_section,
    naming_another_winner,
    told_after_another_event,
)
from bot.factbank.tagged import Found
from bot.factbank.values import parse_ordinal
from bot.factbank.win_lead import lead_winner
from bot.factbank.winner import Vote, choose, headline_beaten, headline_subject


def _crew_votes(
    found: list[tuple[Found, Source]], votes: list[tuple[Vote, Source]]
) -> list[tuple[Vote, Source]]:
    """A vote for any member of a winning crew ("the No. 51 of A, B and C won") is a vote for the crew,
    counted for the member that sentence names first (the others are its co-winners)."""
    crews: dict[Source, set[str]] = defaultdict(set)
    for f, src in found:
        if f.relation == "co_winner":
            crews[src].add(f.value)
    lead_of: dict[str, str] = {}
    for src, members in crews.items():
        lead = next((v.winner for v, s in votes if s == src and v.winner not in members), None)
        for member in (members | {lead}) if lead else ():
            lead_of.setdefault(member, lead)
    if not lead_of:
        return votes
    return [(replace(v, winner=lead_of.get(v.winner, v.winner)), src) for v, src in votes]


def decide_winner(
    doc: IngestedDocument,
    book: NameBook,
    local: set[str],
    found: list[tuple[Found, Source]],
    votes: list[tuple[Vote, Source]],
    race_name: str = "",
    near: frozenset[str] | None = None,
    lead: frozenset[str] = frozenset(),
    riders: frozenset[str] = frozenset(),
) -> list[tuple[Found, Source]]:
    """One winner per report, from every sentence's votes and the headline's; nobody when unclear.
    `riders` (a horse race's jockeys and trainers) get no vote from the headline or the lead."""
    support = {(f.value, src) for f, src in found if f.relation == "support_winner"}
    votes = [
        (v, src) for v, src in votes if (v.winner, src) not in support
    ]  # "won the Xfinity race": another
    votes = _crew_votes(found, votes)
    ballot = [v for v, _ in votes]
    sources: dict[str, list[Source]] = defaultdict(list)
    for v, src in votes:
        sources[v.winner].append(src)
    first = doc.sentences[0].text if doc.sentences else ""
    is_headline = (
        bool(doc.title)
        and not doc.division
        and (  # a division's part: the headline is the other's
            not first.startswith(doc.title.rstrip("…"))
            or (
                first == doc.title and len(first.split()) <= 12 and _alone(doc)
            )  # "BUSCH: Kurt wins on debut."
        )
    )
    head = headline_subject(doc.title) if is_headline else ""
    if head.lower() in ALL_MAKES or head.lower() in book.teams or _names_a_team(doc, head):
        head = (
            ""  # "Porsche Takes First Formula E Victory": a make's win, not a person's; "Zenith steals win"
        )
        # over a body that says "Zenith Racing": a team's
    if head:
        voted = {v.winner for v in ballot}
        who = (
            by_surname(head, voted) or by_surname(head, voted | local) or (" " in head and book.person(head))
        )
        if len(words := head.split()) == 2 and _PRAISE.fullmatch(words[0]):
            named = [p for p in local if len(p.split()) > 1 and p.split()[0] == words[1]]
            who = named[0] if len(named) == 1 else who  # "Marvellous Marcus wins": Marcus Gronholm
        who = (
            who
            or book.surname(head.split()[-1], local, lead, near)
            or (" " not in head and first_name_of(head, local))
        )
        if who and who not in local and " " in head and str(who).split()[0] != head.split()[0]:
            who = None  # "Erik Jones out-duels ..." is not the Kim Jones of another report
        known = any(_name_key(p).endswith(" " + _name_key(head)) for p in local)
        if not who and not known and _named_in_body(doc, head):
            who = _longest_form(doc, head)
        if not who and _full_name_by_surname(doc, head, local):
            who = head  # "Erik Jones out-duels Kyle Busch" over a body that says only "Jones"
        if who and who not in riders:
            beaten = by_surname(headline_beaten(doc.title), local) if headline_beaten(doc.title) else None
            ballot.append(Vote(who, beaten if beaten and beaten != who else "", 2.5, "headline"))
            sources[who].append(Source(doc.file, doc.title))
    winner, chosen = choose(ballot)
    if winner and all(v.rule == "headline" for v in chosen) and _placed_lower(found, winner):
        winner, chosen = (
            "",
            [],
        )  # "Rossi finished second in the race behind Elias" under a headline of Rossi's
    if (
        not winner
        and is_headline
        and doc.sentences
        and {"quote", "hedge", "other"}.isdisjoint(doc.sentences[0].flags)
    ):
        # no rule's words tell the winner clearly: the lead may (its subject, named in the headline too)
        opening = doc.sentences[0]
        people = [(r.mention.start, r.value) for r in resolve(book, opening, local) if r.kind == "person"]
        if (who := lead_winner(doc.title, opening.plain, people, opening.text)) and who not in riders:
            ballot.append(Vote(who, "", 1.0, "lead"))
            sources[who].append(Source(doc.file, opening.text))
            winner, chosen = choose(ballot)
    rest = []
    # A sentence that names another winner tells another race ("a women's 60m won by X, with Y
    # second"): its places and margins are not this race's.
    elsewhere = {src for v, src in votes if winner and v.winner != winner and v.weight < 2.5}
    ours = {src for v, src in votes if v.winner == winner}
    elsewhere -= ours
    aside: set[Source] = set()  # a sidebar's sentences: none of their facts is this race's
    if elsewhere:  # the rest of that paragraph goes on about the other race, and a paragraph that opens
        # with the other race (a sidebar: "X widened his lead with a victory in the Y") goes on until the
        # report's own winner comes back
        other_para, sidebar = None, False
        previous = None
        for sent in doc.sentences:
            src = Source(doc.file, sent.text)
            if src in ours:
                other_para, sidebar = None, False
            elif src in elsewhere:
                other_para = sent.para
                sidebar = sidebar or (
                    previous is not None
                    and previous.para != sent.para
                    and sent.para >= 1
                    and (
                        any(m.kind == "event" and m.text not in race_name for m in sent.mentions)
                        or any(c not in race_name for c, _ in event_candidates(sent.text))
                    )
                )  # "X widened his lead with a victory in the Y Challenge": another event, a new paragraph
                if sidebar:
                    aside.add(src)
            elif sidebar or (other_para is not None and sent.para == other_para):
                elsewhere.add(src)
                if sidebar:
                    aside.add(src)
            previous = sent
    elsewhere |= told_after_another_event(doc, race_name, ours)
    aside |= class_race_section(doc, race_name, ours)
    elsewhere |= naming_another_winner(
        doc,
        winner,
        {v.winner for v, src in votes if src in elsewhere and CLASS_WORD.search(src.sentence)},
        ours,
    )
    heads, crews = defaultdict(set), defaultdict(set)
    for v, src in votes:
        heads[src].add(v.winner)
    for f, src in found:
        if f.relation == "co_winner":
            crews[src].add(f.value)
    for f, s in found:
        if f.relation == "winner":
            continue
        if f.relation == "margin_if_runner" and f.of and f.of != winner:
            continue  # "X was 1 1/4 lengths behind Y": the gap to Y, who did not win
        if f.relation in {"table_position", "table_margin"}:  # this race's only when it agrees on the winner
            if not winner or f.of != winner:
                continue
            f = Found(f.relation.removeprefix("table_"), f.subject, f.value, f.answer_type)
        if f.relation == "co_winner" and s in elsewhere and heads[s] - crews[s]:
            continue  # "The team of A, B and C drove to the overall victory" under another winner's headline: A's
            # crew ("Co-driver B earned his third win" is the winner's co-driver's own)
        if s in elsewhere and f.relation in {
            "position",
            "margin",
            "margin_if_runner",
            "runner_up",
            "pole",
            "laps_led",
        }:
            continue
        if s in aside and not f.relation.startswith("record"):
            continue
        if f.relation.endswith("_if_winner") and parse_ordinal(f.relation.removesuffix("_if_winner")):
            if f.subject != winner or not winner:
                continue
            f = Found("position", f.value, f.relation.removesuffix("_if_winner"), "ordinal")
        if f.relation == "time_if_winner":
            if f.subject not in {"", winner} or not winner:
                continue
            f = Found("winning_time", "", f.value, f.answer_type)
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
    racers = (
        {winner}
        | {f.subject for f, _ in rest if f.relation in _RACER_FACTS}
        | {f.value for f, _ in rest if f.relation == "runner_up"}
    )
    rest = [
        (Found("team", f.subject, f.value, f.answer_type), s) if f.relation == "team_if_racer" else (f, s)
        for f, s in rest
        if f.relation != "team_if_racer" or f.subject in racers
    ]  # "Chip Ganassi's Target team": an owner the report places nowhere in the race is no driver of it
    if dq := _disqualified(
        doc, book, local
    ):  # "X was later disqualified": the places from X's on may have moved
        rest = _without_disqualified(rest, dq)
        if winner in dq:
            winner = ""
    if not winner:
        para = {sent.text: sent.para for sent in doc.sentences}
        told = {(v.winner, para.get(src.sentence, -1)) for v, src in votes}
        if len({w for w, _ in told}) > 1 and len({p for _, p in told}) > 1:
            # a roundup of several races in their own paragraphs, none told as the report's: whose places?
            rest = [(f, s) for f, s in rest if f.relation not in _RESULT_RELATIONS]
        return _runner_margins(rest)
    out = [(Found("winner", "", winner, "person"), s) for s in dict.fromkeys(sources[winner])]
    beaten = {v.beaten for v in chosen if v.beaten}
    # "with Lotterer finishing second" outweighs whom a vote or "beat Mortara in the final" says was beaten
    told_second = {f.subject for f, _ in rest if f.relation == "position" and f.value == "second"} - {winner}
    if len(beaten) == 1 and not told_second and not any(f.relation == "runner_up" for f, _ in rest):
        runner = next(iter(beaten))
        said = [s for v, s in votes if v.beaten == runner] + [Source(doc.file, doc.title)]
        out.append((Found("runner_up", "", runner, "person"), said[0]))
    if len(told_second) == 1:
        rest = [(f, s) for f, s in rest if f.relation != "runner_up" or f.value in told_second]
    return _runner_margins(out + rest)


_RACER_FACTS = frozenset({"position", "car_number", "laps_led", "make", "team", "codriver"})
_RESULT_RELATIONS = frozenset({"position", "margin", "margin_if_runner", "runner_up", "pole", "laps_led"})


def _runner_margins(items: list[tuple[Found, Source]]) -> list[tuple[Found, Source]]:
    """ "X finished 1.3 seconds behind the winner" gives the margin, and X as the runner-up, unless the
    report says someone else was second."""
    placed = {f.subject for f, _ in items if f.relation == "position" and f.value != "second"}
    # "Lara Gut won the bronze ... Gut was 0.10 seconds back" (two tied for gold): third, no runner-up
    items = [(f, s) for f, s in items if not (f.relation == "runner_up" and f.value in placed)]
    runners = {f.value for f, _ in items if f.relation == "runner_up"}
    runners |= {f.subject for f, _ in items if f.relation == "position" and f.value == "second"}
    out = []
    for f, s in items:
        if f.relation == "margin_if_runner" and f.subject in placed:
            continue  # a gap to the winner of someone placed lower: no winning margin
        if f.relation != "margin_if_runner":
            out.append((f, s))
        elif runners <= {f.subject}:
            out.append((Found("margin", "", f.value, f.answer_type), s))
            if not runners and f.subject:
                out.append((Found("runner_up", "", f.subject, "person"), s))
    return out


def by_surname(name: str, people: set[str]) -> str | None:
    """The one person of `people` whose name ends with `name` ("Voss" -> "Bobby Voss")."""
    key = _name_key(name)
    hits = {p for p in people if _name_key(p) == key or _name_key(p).endswith(" " + key)}
    if len(hits) > 1 and (suffix := _suffix(name)):  # "Earnhardt Jr.": the Jr., not his father
        hits = {p for p in hits if _suffix(p) == suffix}
    return next(iter(hits)) if len(hits) == 1 else None


def _suffix(name: str) -> str:
    last = name.split()[-1] if name.split() else ""
    return last.rstrip(".") if last in SUFFIXES else ""


def _placed_lower(found: list[tuple[Found, Source]], who: str) -> bool:
    """Does a sentence of the report place `who` behind someone ("finished second in the race behind Y")?"""
    return any(f.relation == "position" and f.subject == who and f.value != "first" for f, _ in found)


def _alone(doc: IngestedDocument) -> bool:
    """Is the report's first sentence a paragraph of its own (a headline that ends with a period)?"""
    return len(doc.sentences) > 1 and doc.sentences[1].para != doc.sentences[0].para


def _name_key(name: str) -> str:
    return " ".join(w for w in name.replace("’", "'").lower().split() if w.rstrip(".") not in {"jr", "sr"})


def _named_in_body(doc: IngestedDocument, name: str) -> bool:
    """A headline's subject that is no known person (a horse, a yacht, a crew) but the body names."""
    if name.lower() in {"it", "he", "she"} or len(name) < 3:
        return False
    # a name, not a description: "the 33-year-old Scotsman", "the Scotsman's best finish" describe someone
    rx = re.compile(r"(?<![\w'’])" + re.escape(name) + r"(?![\w'’-])")
    described = re.compile(r"\b(?:the|a|an)\s+(?:[\w\-]+\s+){0,2}$", re.I)
    return any(
        not described.search(s.plain[: m.start()]) for s in doc.sentences for m in rx.finditer(s.plain)
    )


def _full_name_by_surname(doc: IngestedDocument, head: str, local: set[str]) -> bool:
    """A headline's full name whose body, cut before its first paragraph or written that way, calls them
    only by the surname, which none of the report's other people has."""
    words = head.split()
    if not 2 <= len(words) <= 3 or not all(w[:1].isupper() for w in words) or _named_in_body(doc, head):
        return False
    surname = words[-1]
    if any(_name_key(p).split()[-1:] == [_name_key(surname)] for p in local):
        return False
    return _named_in_body(doc, surname)


def _names_a_team(doc: IngestedDocument, head: str) -> bool:
    """Does the body name a team that `head` (one word) opens ("Zenith" of "Zenith Racing") and nobody of
    that name ("Rahal" of "Rahal Letterman Racing" is Graham Rahal too)?"""
    if " " in head:
        return False
    mentions = [m for s in doc.sentences[:40] for m in s.mentions]
    return any(m.kind == "team" and m.text.split()[0] == head for m in mentions) and not any(
        m.kind in {"person", "surname"} and head in m.text.split() for m in mentions
    )


def _longest_form(doc: IngestedDocument, name: str) -> str:
    """ "Wild Oats" -> "Wild Oats XI": the longest capitalised run starting with the name in the body."""
    best = name
    rx = re.compile(re.escape(name) + r"(?: (?:[A-Z][\w'’\-]*|of|Of))*")
    for s in doc.sentences:
        for m in rx.finditer(s.plain):
            form = m.group().removesuffix(" Of").removesuffix(" of")
            if (of := form.find(" of ", len(name) - 1)) >= 0 and any(
                x.start == m.start() + of + 4 for x in s.mentions
            ):
                form = form[:of]  # "Vergne of DS Techeetah": a driver and his team, no longer name
            owner = re.compile(r"['’]s\b").search(form, len(name))
            form = (
                form[: form.rfind(" ", 0, owner.start())] if owner else form
            )  # "Zenith Racing's Ada Quill": an
            # owner and its driver, no longer form of the name
            if len(form) > len(best) and len(form.split()) <= 5:
                best = form
    return best


_DISQUALIFIED = re.compile(
    r"\b(?:was|were|has been|had been|got|is)\s+(?:later\s+|subsequently\s+|then\s+|also\s+)?"
    r"(?:disqualified|excluded from the results|stripped of)\b(?! (?:from|in|after|for) (?:the )?(?:qualifying|practice|"
    r"shootout|sprint|heats?|last week|last year|(?:19|20)\d\d)\b)|\bdisqualification of\b",
    re.I,
)


def _disqualified(doc: IngestedDocument, book: NameBook, local: set[str]) -> set[str]:
    """Who the report says was disqualified: the person before "was disqualified" in its sentence, or
    after "the disqualification of". Not from another year's race: "He was disqualified from the 2011
    worlds final"."""
    out: set[str] = set()
    for sent in doc.sentences:
        if (m := _DISQUALIFIED.search(sent.plain)) is None or "quote" in sent.flags:
            continue
        people = [r for r in resolve(book, sent, local) if r.kind == "person"]
        if m.group().lower().startswith("disqualification"):
            out |= {r.value for r in people if r.mention.start >= m.end()}
        elif before := [r for r in people if r.mention.end <= m.start()]:
            out.add(before[-1].value)
        elif people or re.match(r"\W*(?:he|she)\b", sent.plain[: m.start()].split(",")[-1], re.I):
            out.add("")  # someone was: which places moved is unclear
    return out


def _without_disqualified(found: list[tuple[Found, Source]], dq: set[str]) -> list[tuple[Found, Source]]:
    """The facts without the places a disqualification may have changed: the disqualified person's and
    every place behind the first of theirs (all places when their place is not told)."""
    told = [
        n for f, _ in found if f.relation == "position" and f.subject in dq and (n := parse_ordinal(f.value))
    ]
    first = min(told) if told and "" not in dq else 0
    out = []
    for f, s in found:
        if f.relation == "position" and (f.subject in dq or (parse_ordinal(f.value) or 0) >= first):
            continue
        if f.relation in {"runner_up", "margin"} and (f.value in dq or not told or first <= 2):
            continue
        out.append((f, s))
    return out


# A headline's word of praise before a first name ("Marvellous Marcus", "Super Seb"): no name's part
_PRAISE = re.compile(
    r"[A-Z][a-z]+(?:ous|ful|ic|ant|ent)|Super|Mighty|Magic|Flying|Fearless|Brilliant|Magnificent"
)
