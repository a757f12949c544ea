"""How a report writes a person beyond a full name: a particle first ("Van Gisbergen"), a surname and a
suffix ("Unser Jr."), a first name that tells brothers apart ("Kurt"), a relative named in a clause ("the
son of Dave Blaney"). Each helper finds the one person of the report it means, or nobody."""

from __future__ import annotations

import re

from bot.factbank.entity_words import SUFFIXES

PARTICLES = frozenset(
    {"van", "von", "de", "da", "di", "le", "la", "du", "del", "der", "den", "dos", "ten", "bin", "ibn"}
)


def suffixed(text: str, local: set[str] | frozenset[str]) -> str | None:
    """ "Unser Jr." is the report's one "Al Unser Jr." (a surname and a suffix, the first name left out)."""
    words = text.split()
    if len(words) != 2 or words[1] not in SUFFIXES:
        return None
    hits = {p for p in local if len(p.split()) > 2 and p.split()[-2:] == words}
    return next(iter(hits)) if len(hits) == 1 else None


def particle_name(text: str, local: set[str] | frozenset[str]) -> str | None:
    """ "Van Gisbergen" at a sentence's start is the report's one "Shane van Gisbergen"."""
    first = text.split(" ", 1)[0].lower()
    if first not in PARTICLES or " " not in text:
        return None
    tail = " " + text.lower()
    hits = {p for p in local if p.lower().endswith(tail)}
    return next(iter(hits)) if len(hits) == 1 else None


_KIN = re.compile(
    r"\b(?:son|daughter|brother|sister|father|mother|nephew|niece|cousin|grandson|granddaughter|uncle|"
    r"husband|wife) of ([^,;.()\u2014]{1,60})"
)
_CAPS = re.compile(r"\b[A-Z][\w'’\-]+(?: [A-Z][\w'’\-]+){1,2}")


def kin_of(plain: str) -> list[str]:
    """The relatives a sentence names as someone's kin ("the son of Dave Blaney" -> ["Dave Blaney"]): every
    name of two or three capitalised words up to the clause's end ("brother of Nextel Cup driver Kurt
    Busch" -> ["Nextel Cup", "Kurt Busch"]; only people are looked up in it)."""
    if " of " not in plain:
        return []
    return [c.group() for m in _KIN.finditer(plain) for c in _CAPS.finditer(m.group(1))]


def kin_named(kin: list[str], surname: str, local: set[str] | frozenset[str]) -> str | None:
    """When the sentence names a relative with this surname ("the son of Dave Blaney"), the bare surname is
    someone else: the one other person of the report with it, or "" (nobody) when that is unclear; None
    when the sentence names no such relative."""
    for relative in kin:
        if relative.split()[-1] == surname:
            others = {p for p in local if p.split()[-1] == surname and p != relative}
            return others.pop() if len(others) == 1 else ""
    return None


def first_name_of(word: str, local: set[str] | frozenset[str]) -> str | None:
    """The one person of the report whose first name is `word`, when two of them share a surname (brothers
    are told apart by first names: "Kurt", "Kyle")."""
    hits = [p for p in local if len(p.split()) > 1 and p.split()[0] == word]
    if len(hits) != 1:
        return None
    surname = hits[0].split()[-1]
    return hits[0] if any(p != hits[0] and p.split()[-1] == surname for p in local) else None


# A first name and the short forms it goes by: "Mick Doohan" is "Michael Doohan".
_SHORT_FORMS = {
    "michael": "mick mike mikey", "robert": "bob bobby rob robbie", "william": "bill billy will",
    "james": "jim jimmy jamie", "thomas": "tom tommy", "richard": "rick ricky dick", "david": "dave",
    "christopher": "chris", "alexander": "alex", "nicholas": "nick nicky", "anthony": "tony",
    "joseph": "joe joey", "daniel": "dan danny", "benjamin": "ben", "samuel": "sam", "stephen": "steve",
    "steven": "steve", "andrew": "andy", "matthew": "matt", "peter": "pete", "edward": "ed eddie",
    "timothy": "tim", "gregory": "greg", "jeffrey": "jeff", "ronald": "ron ronnie", "kenneth": "ken kenny",
    "frederick": "fred freddie", "jonathan": "jon", "nathan": "nate", "zachary": "zach", "gerald": "gerry",
}  # fmt: skip
_FULL_FORM = {short: full for full, shorts in _SHORT_FORMS.items() for short in shorts.split()}


def same_first_name(a: str, b: str) -> bool:
    """Do two full names with one surname name one person by a short form ("Mick Doohan", "Michael
    Doohan")? Names of two words only: "Al Unser" and "Al Unser Jr." are two."""
    wa, wb = a.lower().split(), b.lower().split()
    if len(wa) != 2 or len(wb) != 2 or wa[1] != wb[1]:
        return a == b
    return _FULL_FORM.get(wa[0], wa[0]) == _FULL_FORM.get(wb[0], wb[0])
