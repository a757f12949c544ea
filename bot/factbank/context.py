"""Sentence context: the factual part of a hedged or mixed sentence, and epithets that name a person.

- A hedge ("appeared to", "thought") governs its own clause and what follows it up to a "but": the
  clauses before it are read ("Marsh led in the #11 Toyota and appeared to be cruising" -> the car is
  a fact), and those after a turn ("the outcome might have been different, but X won" -> X won).
- A marker of another event ("since 2019", "a year ago") governs its own clause: the clauses before
  it, and an independent clause after it (", and ..."), are still about this race.
- An epithet ("the 24-year-old", "the Solenne Racing driver", "the pair") that is the sentence's first
  reference to a person names the previous sentence's only person, or else its first-named person;
  "the pair"/"the trio" name the previous sentence's two or three people.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Callable
from dataclasses import dataclass, replace

from bot.factbank.entities import NATIONALITIES
from bot.factbank.ingest import HEDGE_RE, OTHER_EVENT_RE, Sentence

_BOUNDARY = re.compile(r", |; | and | but | – | — | -- ")
_CLAUSE = re.compile(r", |; | [-–—] | but ")
_BUT = re.compile(r",? but (?!(?:also|even|only|not)\b)")
_INDEPENDENT = re.compile(r", and |; ")
# A sentence opened by a clause of its own ("After ..., X won"), then its main clause's subject
_INTRO = re.compile(
    r"\W*(?:After|Following|Before|Like|Unlike|Although|Though|While|Despite|Just as|In (?:his|her|their|only his|only her) "
    r"(?:\w+ )?(?:race|start|outing|appearance|season))\b",  # "In his third race since debuting for X in 2009, Y ..."
    re.I,
)
_MAIN_NEXT = re.compile(
    r", (?:[A-Z][\w'’\-]+ ){1,5}(?:[a-z]+ed|brought|took|won|came|drove|rode|ran|led|held|beat|was|had)\b"
)
# What follows an aside and goes with the clause before it: a verb (", finished") or a gap
# (", 24.3 seconds behind").
_ASIDE = re.compile(
    r", (?:(?:[a-z]+ly )?(?:[a-z]+(?:ed|s)|drove|took|came|won|ran|led|fell|held|beat|rode|went|had|was)\b|(?:just |only )?\d[\d.]* ?(?:seconds?|secs?|s) (?:behind|adrift|back)\b)"
)
_EPITHET = re.compile(
    r"\b(?P<the>[Tt]he) (?:(?P<age>(?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)-year-old)|(?:(?:No\. ?|#)\d{1,3} )?(?P<team>(?:[A-Z][\w'’\-]* ){1,3})(?:driver|rider)|"
    r"(?P<group>pair|duo|trio))(?:'s|’s)?\b"
)
# "first ... since 2009", "closest finish since 1998": this race measured against the past.
# "the first win for a Ford since Bo Lind won at Dover": the clause after "since" tells another race
_SINCE_SOMEONE_WON = re.compile(
    r"since (?:(?:and )?[A-Z][\w'’\-.]*,? ){1,5}(?:\w+ly )?(?:won|took|claimed|captured|triumphed|prevailed|did it|last won)\b|"
    r"since (?:19|20)\d\d,? (?:when|as)\b"  # "its first since 1988 when Stuck and Ludwig took victory": that race
)
_SINCE_COMPARED = re.compile(r"\b(?:first|1st|only|\w{3,}est)\b(?:(?!, | and | but )[^;])*$")
_GROUP_SIZE = {"pair": 2, "duo": 2, "trio": 3}


_RELATIVE_OPEN = re.compile(r", (?:who|which|whose)\b")


def _relative_aside(plain: str, start: int, end: int) -> tuple[int, int] | None:
    """The span of ", who ... ," around `start`-`end` when a clause of the sentence goes on after it
    (its verb right after the closing comma), else None."""
    opened = max((m.start() for m in _RELATIVE_OPEN.finditer(plain, 0, start)), default=-1)
    if opened < 0 or "," in plain[opened + 2 : start] or start - opened > 140:
        return None
    closed = plain.find(",", end)
    if closed < 0 or closed - opened > 160 or not _ASIDE.match(plain, closed):
        return None
    return opened, closed + 1


def factual_part(sent: Sentence) -> Sentence | None:
    """The sentence with hedged and other-event clauses blanked out, or None when nothing is left."""
    plain = sent.plain
    keep = [True] * len(plain)
    pos = 0
    while "hedge" in sent.flags and (h := HEDGE_RE.search(plain, pos)):
        if aside := _relative_aside(plain, h.start(), h.end()):
            # "X, who had said this would be his last season, finished third": the aside alone is hedged
            for i in range(*aside):
                keep[i] = False
            pos = aside[1]
            continue
        cuts = [m.start() for m in _BOUNDARY.finditer(plain, pos, h.start())]
        turn = _BUT.search(plain, h.end())  # "it might have been different, but X won": X won
        end = turn.start() if turn else len(plain)
        for i in range(cuts[-1] if cuts else pos, end):
            keep[i] = False
        if turn is None:
            break
        pos = turn.end()
    if "other" in sent.flags:
        plain = "".join(c if k else " " for c, k in zip(plain, keep, strict=True))
        clauses = [m.start() for m in _CLAUSE.finditer(plain)]  # found once, then bisected
        cut_to = [-1] * (len(plain) + 1)  # blanked spans, applied in one pass at the end
        for o in OTHER_EVENT_RE.finditer(plain):
            if (
                _SINCE_COMPARED.search(plain, max(0, o.start() - 60), o.start())
                and o.group().lower().startswith("since")
                and not _SINCE_SOMEONE_WON.match(plain, o.start())
            ):
                continue  # "his first win on home soil since 2009" is about this win
            if (
                re.match(r"(?:in|back in|during) ", o.group(), re.I)
                and re.search(r"\bsince\b[^,;.]{0,40}$", plain[max(0, o.start() - 60) : o.start()])
                and (first := _SINCE_COMPARED.search(plain, max(0, o.start() - 160), o.start()))
            ):
                cut_to[first.start()] = max(
                    cut_to[first.start()], o.end()
                )  # "recording a runaway victory ... to
                continue  # become the first horse to win the Derby off a layoff since Needles in 1956": the
                # comparison alone goes (with whom it names), the win stays
            opened, closed = plain.rfind("(", 0, o.start()), plain.find(")", o.end())
            if opened >= 0 and closed > 0 and ")" not in plain[opened : o.start()]:
                cut_to[opened] = max(cut_to[opened], closed + 1)  # "(after winning here a year ago)" alone
                continue
            before = bisect_left(clauses, o.start()) - 1
            start = clauses[before] if before >= 0 else 0
            after = bisect_left(clauses, o.end())
            end = clauses[after] if after < len(clauses) else len(plain)
            aside = before >= 0 and after < len(clauses) and _ASIDE.match(plain, end)
            intro = (
                after < len(clauses)
                and _INTRO.match(plain, start + (2 if before >= 0 else 0))
                and (_MAIN_NEXT.match(plain, end) or _INTRO.match(plain, end + 2))
            )
            # "After the breakdown that was X's win in Monaco two weeks ago, Y brought ...", "In his third race
            # since debuting in 2009, after winning ... the previous year, Vettel delivered ...": a clause set
            # before the main one alone tells the other race
            if not aside and not intro and not _INDEPENDENT.match(plain, end):
                end = len(plain)  # an aside between commas ("X, looking to equal a record, finished
                # second") is blanked alone; otherwise the rest of the sentence goes with it
            cut_to[start] = max(cut_to[start], end)
        reach = -1
        for i in range(len(plain)):
            reach = max(reach, cut_to[i])
            if i < reach:
                keep[i] = False
    text = "".join(c if k else " " for c, k in zip(plain, keep, strict=True))
    if len(text.split()) < 3:
        return None
    mentions = tuple(m for m in sent.mentions if all(keep[m.start : m.end]))
    flags = tuple(f for f in sent.flags if f not in {"hedge", "other"})
    return replace(sent, plain=text, flags=flags, mentions=mentions)


_THIS_YEAR = re.compile(r"(?:in|during) ((?:19|20)\d\d)$", re.I)


def of_this_year(sent: Sentence, year: int | None) -> Sentence:
    """ "in 2012" in a report of the 2012 race is this season, not another event: the flag goes when
    every marker of another event in the sentence is that year."""
    if year is None or "other" not in sent.flags:
        return sent
    for m in OTHER_EVENT_RE.finditer(sent.plain):
        y = _THIS_YEAR.fullmatch(m.group())
        if y is None or int(y.group(1)) != year:
            return sent
    return replace(sent, flags=tuple(f for f in sent.flags if f != "other"))


_IN_THE_YEAR = re.compile(r"^\W*(?:In|During|At|For) the ((?:19|20)\d\d)(?![\d\-–/])")


def of_another_year(sent: Sentence, year: int | None) -> Sentence:
    """ "In the 1986 world championship, X finished second" in a report of a 1987 race: a sentence about
    another year's event, from its first words; nothing of it is this race's."""
    if year is not None and (m := _IN_THE_YEAR.match(sent.plain)) and int(m.group(1)) != year:
        return replace(sent, mentions=(), flags=(*sent.flags, "other"))
    return sent


def of_another_day(sent: Sentence, day: str) -> Sentence:
    """ "X was second in Saturday's race" in a report of Sunday's: a doubleheader's other race; nothing of
    the sentence is this race's."""
    for m in _DAYS_RACE.finditer(sent.plain):
        if day and m.group(1).lower() != day.split()[0].lower():
            return replace(sent, mentions=(), flags=(*sent.flags, "other"))
    return sent


_DAYS_RACE = re.compile(
    r"\b(?:[Ii]n|[Ff]rom|[Dd]uring|of|at) (?:the )?((?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day)['’]s (?:[\w\-]+ )?"
    r"(?:race|opener|event|heat|feature|round|contest|encounter|leg|sprint|finale|main event|race one|race two)\b"
)


@dataclass(frozen=True, slots=True)
class Epithet:
    start: int
    end: int
    people: tuple[str, ...]  # one person, or the group "the pair" stands for
    team: str  # the team named inside "the X driver", as written


_NATIONAL = re.compile(
    r"^\W*The (?P<nat>[A-Z][a-z]+)(?:'s|’s)?(?=[ ,])(?! (?:[A-Z]|team|driver|rider|outfit|squad)\b)"
)
_INTRODUCED = re.compile(r"\b(?P<nat>[A-Z][a-z]+) $")


def nationalities(sentences: list[Sentence], name_of: Callable[[str], str]) -> dict[str, str]:
    """ "German Michael Schumacher" -> {"german": "Michael Schumacher"}: each nationality the report
    introduces exactly one person with (`name_of` gives a mention's full name); "" for one it introduces
    several with, or says "The German" of before introducing anyone so."""
    seen: dict[str, set[str]] = {}
    said_first: set[str] = set()  # "The American finished second" before any "American X": someone else
    for sent in sentences:
        if (n := _NATIONAL.match(sent.plain)) and n.group("nat").lower() not in seen:
            said_first.add(n.group("nat").lower())
        for m in sent.mentions:
            before = _INTRODUCED.search(sent.plain, max(0, m.start - 20), m.start)
            if m.kind == "person" and before and before.group("nat").lower() in NATIONALITIES:
                seen.setdefault(before.group("nat").lower(), set()).add(name_of(m.text))
    return {
        nat: next(iter(who)) if len(who) == 1 and nat not in said_first else "" for nat, who in seen.items()
    }  # "": several, or one introduced only after "The American" had meant someone


def find_epithet(
    plain: str,
    first_person_at: int | None,
    prev_people: list[str],
    nations: dict[str, str] | None = None,
    prev_opens: bool = True,
) -> Epithet | None:
    """An epithet that comes before any named person and can be resolved: from the previous sentence
    (one person: its subject, when `prev_opens` says it opened with them), or "The German" from the one
    German the report introduced ("German Michael Schumacher")."""
    n = _NATIONAL.match(plain) if nations is not None else None
    if n and nations and (who := nations.get(n.group("nat").lower())):
        if first_person_at is None or first_person_at > n.end():
            return Epithet(n.start("nat") - 4, n.start("nat") + len(n.group("nat")), (who,), "")
    elif (
        n and n.group("nat").lower() in NATIONALITIES.difference(nations or {}) and prev_opens and prev_people
    ):
        # "Haile Gebrselassie broke his own record. The Ethiopian clocked ...": nobody else introduced
        # as Ethiopian, the last sentence's subject (unless the sentence names them apart from it)
        if (first_person_at is None or first_person_at > n.end()) and prev_people[0].split()[-1] not in plain:
            return Epithet(n.start("nat") - 4, n.start("nat") + len(n.group("nat")), (prev_people[0],), "")
    m = _EPITHET.search(plain)
    if m is None or not prev_people or (first_person_at is not None and first_person_at < m.start()):
        return None
    if m.group("team") and re.search(r"\b[A-Z][a-z]+(?:['’]s)? and $", plain[: m.start()]):
        return None  # "... under pressure from Michael and the Benetton driver blasted through": someone else
    if m.group("group"):
        size = _GROUP_SIZE[m.group("group")]
        if len(set(prev_people)) != size:
            return None
        people = tuple(dict.fromkeys(prev_people))
    elif prev_opens:
        people = (prev_people[0],)
    else:
        return None  # the last sentence did not open with its subject: whom "the X rider" means is unclear
    end = m.end() - (2 if m.group().endswith(("'s", "’s")) else 0)
    if first_person_at is not None and re.fullmatch(r",?\s*", plain[end:first_person_at]):
        return None  # "The Vireo Racing rider Gus Pell qualified": the name that follows is who it is
    return Epithet(m.start(), end, people, (m.group("team") or "").strip())
