"""How a report writes a person beyond a full name: a particle first ("Van Gisbergen"), a surname and a
suffix ("Unser Jr."), a first name that tells brothers apart ("Kurt"), a relative named in a clause ("the
son of Dave Blaney"). Each helper finds the one person of the report it means, or nobody."""

from __future__ import annotations

import re

from bot.factbank.entity_words import SUFFIXES

PARTICLES = frozenset({"van", "von", "de", "da", "di", "le", "la", "du", "del", "der", "den", "dos", "ten"})


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
