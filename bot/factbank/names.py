"""The name book across all documents, mention resolution and sentence tagging.

- A full name ("Kyle Larson") is a person; "Martin Truex" and "Martin Truex Jr." are one person.
- A surname alone resolves only when exactly one known person has it.
- A pronoun that opens a sentence resolves only when the previous sentence names exactly one person.
- Epithets ("the 31-year-old") are never resolved, so they never become answers.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field

from bot.factbank.entities import (
    EPITHETS,
    MAKES,
    NATIONALITIES,
    ORG_WORDS,
    PLACE_NAMES,
    STOP_WORDS,
    SUFFIXES,
    TEAM_WORDS,
    VENUE_WORDS,
    Mention,
    short_place,
    surname_of,
)
from bot.factbank.entity_words import US_STATE_ABBREVIATIONS
from bot.factbank.gazetteer import Gazetteer
from bot.factbank.ingest import IngestedDocument, Sentence
from bot.factbank.mention_places import after_place_word, at_a_place
from bot.factbank.name_forms import first_name_of, kin_named, kin_of, particle_name, same_first_name, suffixed
from bot.factbank.quotes import QUOTE
from bot.factbank.race import DATELINE
from bot.factbank.tagged import CLOSE, KIND_LETTER, OPEN, Tagged
from bot.factbank.team_slots import TEAM_WORD_SET, in_a_team_slot, owns_next
from bot.factbank.typos import mend_surname_typos, mend_typos

_MAKE_NAMES = {"chevy": "Chevrolet"}
_PRONOUN = re.compile(r"^\W*(He|She|His|Her)\b")
_NAME = r"[A-Z][\w'’\-]+(?: [A-Z][\w'’\-]+){0,2}"
# Contexts that say a capitalised name is a team even without a team word ("the Vantor driver").
_TEAM_CONTEXT = [
    re.compile(rf"\bthe ({_NAME}) (?:driver|rider|team|car|squad|outfit|entry)\b"),
    re.compile(
        rf"(?<![\w.])({_NAME}) (?:drivers|riders) (?=[A-Z])"
    ),  # "Triple Eight drivers Feeney and Whincup"
    re.compile(rf"\b({_NAME}) team principal\b"),
    re.compile(
        r"\b(?:No\. ?|#)\d{1,3} ([A-Z][\w'’\-]+)\b(?! [A-Z])(?! (?:drives|drove|races|raced|runs|ran|is|was|has|had)\b)"
    ),  # "the No. 12 Penske", not "the No. 33 Hornaday drives": its driver
    re.compile(rf"\b(?:joining|joined|joins) ({_NAME})\b"),
    re.compile(rf"\b(?:his|her|their) ({_NAME}) (?:at|on|into|in|to|with)\b"),
    re.compile(
        rf"\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|podium) for ({_NAME})\b"
    ),
    re.compile(
        rf"\b(?:No\. ?|#)\d{{1,3}} ({_NAME})\b(?! (?:drives|drove|races|raced|runs|ran|is|was|has|had)\b)"
    ),  # "No. 10 Alex Palou" is a driver; "No. 2 Team Penske"
    # "Andretti driver Franck Montagny", "claimed victory for Techeetah": a team only when no person of the
    # bank is called so (not "victory for Hamilton"), see `_learn_names`
    re.compile(rf"(?<![\w.])({_NAME}) (?:driver|rider) (?=[A-Z])"),
    re.compile(rf"\b(?:victory|win|triumph) for ({_NAME})\b"),
]
_NO_PERSON_CONTEXTS = 8  # from this context on, a name any person of the bank bears is no team
_STRONG_CONTEXTS = 4  # the first contexts name a team for sure; the others could name a person
# "the Hungarian Grand Prix at the Hungaroring": the words after an event name are its track.
# matched at the mention's end; not "at the Alpine skiing world championships" (a discipline's word)
_EVENT_AT = re.compile(rf" at (?:the )?((?>{_NAME}))(?! (?:skiing|sports?|world|championships?)\b)")


def _mend_openers(people: dict[str, str], doc: IngestedDocument) -> None:
    """ "Superior Fernando Alonso, taking the lead ...": a capitalised word run into a name the report
    writes on its own elsewhere ("Fernando Alonso") is no part of it."""
    written = {m.text for s in doc.sentences for m in s.mentions if m.kind == "person"}
    for text in written:
        words = text.split()
        tail = " ".join(words[1:])
        if (
            len(words) >= 3
            and tail in written
            and name_key(tail) in people
            and words[-1] not in SUFFIXES  # "Sam Hornish Jr" is not "Hornish Jr"
        ):
            people[name_key(text)] = people[name_key(tail)]


def name_key(name: str) -> str:
    return " ".join(p for p in name.replace("’", "'").split() if p not in SUFFIXES).lower()


@dataclass
class NameBook:
    people: dict[str, str] = field(default_factory=dict)  # key -> canonical full name
    surnames: dict[str, set[str]] = field(default_factory=lambda: defaultdict(set))
    venues: dict[str, str] = field(default_factory=dict)  # lower full or short place -> full venue
    ambiguous_places: set[str] = field(default_factory=set)
    teams: dict[str, str] = field(default_factory=dict)  # lower -> team named without a team word
    gazetteer: Gazetteer | None = None  # venues learnt from context, found in any sentence

    @classmethod
    def from_documents(cls, docs: Iterable[IngestedDocument]) -> NameBook:
        book = cls()
        short: dict[str, set[str]] = defaultdict(set)
        docs = list(docs)
        learnt, originals = _learn_names(docs)
        seen: Counter[str] = Counter()
        where: dict[str, set[int]] = defaultdict(set)  # the reports (by index) that write each name
        for k, doc in enumerate(docs):
            for sent in doc.sentences:
                for m in sent.mentions:
                    if m.text.lower() in learnt:
                        continue
                    if m.kind == "person":
                        key = name_key(m.text)
                        seen[key] += 1
                        where[key].add(k)
                        if len(m.text) > len(book.people.get(key, "")):
                            book.people[key] = m.text
                    elif m.kind == "venue":
                        book.venues[m.text.lower()] = m.text
                        short[short_place(m.text).lower()].add(m.text)
            for row in doc.rows:  # a results table spells the names it lists with care: its spelling
                if " " in row.name and (key := name_key(row.name)) not in learnt:  # outweighs one in the text
                    seen[key] += 1.5  # type: ignore[assignment]
                    where[key].add(k)
                    book.people.setdefault(key, row.name)
        for text, kind in sorted(learnt.items()):
            if kind == "team":
                book.teams[text] = originals[text]
            else:
                venue = originals[text]
                book.venues[text] = venue
                short[short_place(venue).lower()].add(venue)
        multi = sorted((v for k, v in book.venues.items() if k in learnt and " " in v), key=len, reverse=True)
        if multi:
            book.gazetteer = Gazetteer(multi)
        mend_typos(book.people, seen, where)
        for doc in docs:
            _mend_openers(book.people, doc)
        for doc in docs:
            mend_surname_typos(book.people, doc, name_key)
        for full in book.people.values():
            book.surnames[surname_of(full).lower()].add(full)
        for place, fulls in short.items():
            if len(fulls) == 1:
                book.venues.setdefault(place, next(iter(fulls)))
            else:
                book.ambiguous_places.add(place)
        return book

    def person(self, text: str) -> str | None:
        return self.people.get(name_key(text))

    def surname(
        self,
        word: str,
        local: set[str] | frozenset[str] = frozenset(),
        lead: frozenset[str] = frozenset(),
        near: frozenset[str] | None = None,
    ) -> str | None:
        """The one person with this surname: first among the document's full names, then those of the
        reports of the same race (`near`; the whole book when not given): "Elliott" in a 2017 report is
        not the Bill Elliott of a 1989 one. When two of the document's people share it, the bare surname
        is the one its story is about (the one its headline names in full, `lead`)."""
        found = self.surnames.get(word.lower(), set())
        keys = {name_key(f) for f in found}
        here = {p for p in local if name_key(p) in keys}  # "Dale Earnhardt" as written, not the bank's "Jr."
        if here:
            if len(here) == 1:
                return next(iter(here))
            top = here & lead
            return next(iter(top)) if len(top) == 1 else None
        if near is not None:
            found = found & near
        return next(iter(found)) if len(found) == 1 else None

    def venue(self, text: str) -> str | None:
        return self.venues.get(text.lower())

    def surname_unique(self, full: str) -> bool:
        """Does one person of the bank go by this surname ("Mick" and "Michael Doohan" are one)?"""
        names = self.surnames.get(surname_of(full).lower(), ())
        return len(names) == 1 or (full in names and all(same_first_name(full, n) for n in names))


@dataclass(frozen=True, slots=True)
class Resolved:
    kind: str  # person | place | venue | team | event | make | org
    value: str
    mention: Mention


def resolve(
    book: NameBook,
    sent: Sentence,
    local: set[str] | frozenset[str] = frozenset(),
    *,
    single_names: bool = False,
    known_singles: frozenset[str] = frozenset(),
    lead: frozenset[str] = frozenset(),
    near: frozenset[str] | None = None,
) -> list[Resolved]:
    """Mentions -> entities; `local` holds the full names of the sentence's document. With
    `single_names` (a horse race, a regatta) a one-word name nobody else has is a competitor: "Audible",
    "Comanche"; at the start of a sentence only when the report also names it mid-sentence
    (`known_singles`) or it starts a clause about it ("Criterion, who ran ...")."""
    out: list[Resolved] = []
    dateline = DATELINE.match(sent.plain) if single_names else None
    kin = kin_of(sent.plain)  # relatives the sentence names ("the son of Dave Blaney"), found once
    firsts = {p.split(" ", 1)[0] for p in local} if any(m.kind == "surname" for m in sent.mentions) else set()
    mentions = _possessive_names(book, sent, local) if single_names else sent.mentions
    for m in mentions:
        if m.kind in {"person", "surname"} and (team := book.teams.get(m.text.lower())):
            out.append(Resolved("team", team, m))
        elif m.kind == "person" and m.text in kin:
            out.append(Resolved("relative", book.person(m.text) or m.text, m))
        elif m.kind == "person" and at_a_place(sent.plain, m):  # "at Phillip Island, Australia"
            out.append(Resolved("place", book.venue(m.text) or m.text, m))
        elif m.kind == "person" and (venue := book.venues.get(m.text.lower())):
            out.append(Resolved("venue", venue, m))  # "BTCC Brands Hatch R2": a track the report names so
        elif m.kind == "person" and any(w.lower() in MAKES for w in m.text.split()[:-1]):
            continue  # "Butch Hamlet's WSC Mazda Kudzu": a car named for its make, no person
        elif m.kind == "person":
            who = particle_name(m.text, local) or suffixed(m.text, local) or book.person(m.text) or m.text
            if m.text in local and (who not in local or name_key(who) == name_key(m.text)):
                who = m.text  # "Dale Earnhardt", not the "Dale Earnhardt Jr." of the same or another report
            out.append(Resolved("person", who, m))
        elif m.kind == "surname" and kin and (other := kin_named(kin, m.text, local)) is not None:
            if other:  # "Blaney, the son of NASCAR veteran Dave Blaney, led": the other Blaney
                out.append(Resolved("person", other, m))
        elif m.kind == "surname":
            # "LE MANS, France": a country, not the surname of a person another report names
            country = m.text.lower() in PLACE_NAMES and not any(p.split()[-1] == m.text for p in local)
            if not country and (who := book.surname(m.text, local, lead, near)):
                out.append(Resolved("person", who, m))
            elif m.start > 0 and m.text in firsts and (who := first_name_of(m.text, local)):  # "brother Kurt"
                out.append(Resolved("person", who, m))
            elif not single_names and (in_a_team_slot(sent.plain, m) or owns_next(sent, m)):
                out.append(Resolved("team", m.text, m))  # "Jean Alesi, in a Benetton", "of the Brabham team"
            elif venue := book.venue(m.text):
                kind = "venue" if venue.lower() == m.text.lower() else "place"
                out.append(Resolved(kind, venue, m))
            elif after_place_word(sent.plain, m.start) and m.text.lower() not in VENUE_WORDS:
                out.append(Resolved("place", m.text, m))
            elif (
                single_names
                and m.text.lower() not in EPITHETS  # "Australian super maxi Skandia": a nationality
                and not book.surnames.get(m.text.lower())
                and (m.start > 0 or m.text in known_singles or _WHO_AFTER.match(sent.plain, m.end))
                and (dateline is None or m.start >= dateline.end())  # not "Ky." of "LOUISVILLE, Ky. (AP) —"
            ):
                nat = _WORD_BEFORE.search(sent.plain, max(0, m.start - 16), m.start)
                if nat and nat.group(1).lower() in NATIONALITIES:
                    out.append(
                        Resolved("person", f"{nat.group(1)} {m.text}", m)
                    )  # the horse "Spanish Mission"
                else:
                    out.append(Resolved("person", m.text, m))
        elif m.kind == "make":
            out.append(Resolved("make", _MAKE_NAMES.get(m.text.lower(), m.text), m))
        elif m.kind == "team" and m.text.lower() in TEAM_WORD_SET:
            continue  # "Racing" cut from "Red Bull Racing": a word, no team
        else:
            out.append(Resolved(m.kind, m.text, m))
    if not single_names:
        out = _owners_are_teams(out, sent.plain)
    if book.gazetteer is not None:
        found: list[Resolved] = []
        k = 0  # mentions are in order and do not overlap, nor do the gazetteer's matches: one sweep
        for start, end, name in book.gazetteer.finditer(sent.plain):
            while k < len(out) and out[k].mention.end <= start:
                k += 1
            if k == len(out) or end <= out[k].mention.start:
                found.append(Resolved("venue", name, Mention(start, end, name, "venue")))
        out = sorted([*out, *found], key=lambda r: r.mention.start)
    return out


def _possessive_names(book: NameBook, sent: Sentence, local: set[str] | frozenset[str]) -> list[Mention]:
    """A horse or a boat named with an owner's word ("Sadler's Joy", "Hell's Gate") is one name, when that
    word is nobody's name in the report: "Baffert's Justify" is the trainer's horse Justify."""
    out: list[Mention] = []
    words = {w for p in local for w in p.split()}
    for m in sent.mentions:
        prev = out[-1] if out else None
        if (
            prev is not None
            and prev.possessive
            and prev.kind == "surname"
            and m.kind == "surname"
            and sent.plain[prev.end : m.start] in {"'s ", "’s "}
            and prev.text not in words
            and not book.surnames.get(prev.text.lower())
            and not book.person(prev.text)
        ):
            out[-1] = Mention(prev.start, m.end, sent.plain[prev.start : m.end], "surname", m.possessive)
        else:
            out.append(m)
    return out


# After a one-word name opening a sentence, words that make it one: "Criterion, who ran ...", "Drosselmeyer,
# a 14-1 long shot, ..."
_WHO_AFTER = re.compile(
    r",? who\b|, an? (?:\d[\d\-/]*(?: |-)|[a-z]+-year-old\b|(?:[a-z]+ )?(?:long ?shot|outsider|favou?rite|colt|filly|mare|gelding|stallion)\b)"
)
_WORD_BEFORE = re.compile(r"\b([A-Z][a-z]+) $")
_A_THING = re.compile(r"\s+(?:car|cars|team|entry|machine|bike|boat|yacht|truck|crew|squad|outfit)\b")


def _owners_are_teams(out: list[Resolved], plain: str) -> list[Resolved]:
    """ "Tricon Garage's Corey Heim": a name owning the person named right after it is a team (in a horse
    race or a regatta it is an owner or a trainer, and stays a person)."""
    for k in range(len(out) - 1):
        r, nxt = out[k], out[k + 1]
        if (
            r.kind == "person"
            and nxt.kind == "person"
            and r.mention.possessive
            and " " in r.mention.text
            and plain[r.mention.end : nxt.mention.start] in {"'s ", "’s ", "' ", "’ "}
            and not _A_THING.match(plain, nxt.mention.end)  # "Felipe Nasr's Penske Dragon car": his car
        ):
            out[k] = Resolved("team", r.mention.text, r.mention)
    return out


def _learn_names(docs: list[IngestedDocument]) -> tuple[dict[str, str], dict[str, str]]:
    """Lowercased names that context shows to be teams or tracks: {"vantor": "team", ...}."""
    teams: set[str] = set()
    venues: set[str] = set()
    weak: set[str] = set()  # from a context that fits a person too ("podium for X", "joined X")
    strict: set[str] = set()  # from a context a person fits as well as a team ("victory for X")
    people: set[str] = set()  # names read as a person somewhere
    for doc in docs:
        for sent in doc.sentences:
            for m in sent.mentions:
                if m.kind == "person":
                    if at_a_place(sent.plain, m):
                        venues.add(m.text)  # "in race two at Brands Hatch.": a track, in the headline too
                    else:
                        people.add(m.text.lower())
                if m.kind == "event":
                    if at := _EVENT_AT.match(sent.plain, m.end):
                        venues.add(at.group(1))
            for k, rx in enumerate(_TEAM_CONTEXT):
                found = (x.group(1) for x in rx.finditer(sent.plain))
                (teams if k < _STRONG_CONTEXTS else strict if k >= _NO_PERSON_CONTEXTS else weak).update(
                    found
                )
    named = {w for p in people for w in p.split()}  # every word of a person's name: "andretti", "hamilton"
    weak |= {n for n in strict if not ({w.lower() for w in n.split()} & named)}
    out: dict[str, str] = {}
    originals = {n.lower(): n for n in sorted(teams | weak | venues, reverse=True)}
    for name in teams | weak:
        words = name.lower().split()
        if words[0] in STOP_WORDS or words[0] in MAKES or any(w in ORG_WORDS or w in EPITHETS for w in words):
            continue
        if name.lower() in PLACE_NAMES:
            continue  # "Wisconsin driver Sam Mayer": where he is from
        if (
            name in weak - teams
            and (name.lower() in people if len(words) > 1 else words[0] in named)
            and not any(w in TEAM_WORDS for w in words)
        ):
            continue  # "joined Kimi Raikkonen" does not make a person a team, nor "the first for Labonte" Terry
            # Labonte's surname
        out[name.lower()] = "team"
    for name in venues:
        words = name.lower().split()
        if words[0] not in STOP_WORDS and not any(w in ORG_WORDS for w in words):
            out[name.lower()] = "venue"
    return out, originals


def opening_pronoun(sent: Sentence) -> bool:
    return bool(_PRONOUN.match(sent.plain))


_SPACES = re.compile(r" {2,}")
_SPACE_DOT = re.compile(r" \.(?!\d)")
# An abbreviation's dot mid-sentence ("Long Beach, Calif., winning the race", "on Aug. 18", "the U.S. team"):
# no clause ends there, so the rules that read up to a clause's "." read on through it.
_ABBREVIATION_DOT = re.compile(
    rf"\b(?:{US_STATE_ABBREVIATIONS}|Jan|Feb|Aug|Sept|Sep|Oct|Nov|Dec|Mt|Ft|Inc|Corp|Ltd|approx|vs)"
    r"\.(?=,? (?:[a-z0-9]|\ue001))|\b(?:[A-Z]\.){2,3}(?=,? (?:[a-z0-9]|\ue001|[A-Z]))"
)


def tag(
    sent: Sentence,
    resolved: list[Resolved],
    lead: str | None,
    epithet: tuple[int, int, tuple[str, ...]] | None = None,
) -> Tagged:
    """Replace resolved mentions with placeholders.

    `lead` is the person an opening pronoun means; `epithet` is (start, end, people) for an epithet
    such as "the 24-year-old" or "the pair" (several people become "P1 and P2").
    """
    text = sent.plain.replace(QUOTE, '"…"').replace("’", "'")  # one apostrophe for the rules
    # offsets shift when QUOTE expands; recompute by walking the original plain text (most sentences
    # quote nobody: no walk)
    shift: list[int] | None = None
    if QUOTE in sent.plain:
        shift = [0] * (len(sent.plain) + 1)
        extra = 0
        for i, ch in enumerate(sent.plain):
            shift[i] = extra
            if ch == QUOTE:
                extra += 2
        shift[len(sent.plain)] = extra
    values: list[str] = []
    kinds: list[str] = []
    pieces: list[str] = []
    pos = 0
    items: list[tuple[int, int, str, tuple[str, ...]]] = [
        (r.mention.start, r.mention.end, r.kind, (r.value,)) for r in resolved
    ]
    if lead and (pm := _PRONOUN.match(sent.plain)):
        kind = "person's" if pm.group(1) in {"His", "Her"} else "person"
        items.append((pm.start(1), pm.end(1), kind, (lead,)))
    if epithet is not None:
        items.append((epithet[0], epithet[1], "person", epithet[2]))
    for start, end, kind, names in sorted(items, key=lambda it: (it[0], -it[1])):
        s, e = (start + shift[start], end + shift[end]) if shift else (start, end)
        if s < pos:
            continue
        pieces.append(text[pos:s])
        letter = KIND_LETTER[kind.removesuffix("'s")]
        marks = []
        for value in names:
            marks.append(f"{OPEN}{letter}{len(values)}{CLOSE}")
            values.append(value)
            kinds.append(kind.removesuffix("'s"))
        pieces.append(" and ".join(marks) + ("'s" if kind.endswith("'s") else ""))
        pos = e
    pieces.append(text[pos:])
    tagged = _SPACES.sub(" ", "".join(pieces)).replace(" ,", ",")
    tagged = _SPACE_DOT.sub(".", tagged)  # " ." closes a blanked clause; " .012" is a number
    tagged = _ABBREVIATION_DOT.sub(lambda m: m.group().replace(".", ""), tagged)
    return Tagged(tagged, tuple(values), tuple(kinds))
