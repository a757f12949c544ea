"""A team in brackets after a name, as cycling and Formula E results write it: "Philippe Gilbert (Omega
Pharma-Lotto)", "Michael Valgren (Astana)"; not a country's code, a nationality, a make or an agency.
Split from `machines`, whose `teams_and_makes` reads these with the other teams of a sentence."""

from __future__ import annotations

import re
from collections.abc import Iterator

from bot.factbank.entities import ALL_MAKES
from bot.factbank.entity_words import COUNTRY_WORDS, NATIONALITIES, PLACE_NAMES, RACING_CLASSES, names_a_make
from bot.factbank.tagged import Found, Tagged, compile_rule, entity

# A team in brackets after a name, as cycling and Formula E results write it: "Philippe Gilbert (Omega
# Pharma-Lotto)", "Michael Valgren (Astana)"
BRACKET_TEAM = compile_rule(
    r"{P:w} \((?:\ue001(?P<k>[PT])(?P<t>\d+)\ue002|(?P<raw>[A-Z][\w\-.&'’]*(?: [A-Z][\w\-.&'’]*){0,4}))\)"
)


_NO_TEAM = frozenset(
    [
        *"ret dnf dns dsq rookie pole reuters afp upi ansa dpa efe xinhua bloomberg".split(),
        "press association",
    ]
)


_COUNTRY_WORDS = COUNTRY_WORDS | frozenset("both from the of and".split())  # "(both from Czech Republic)"


def _bracket_team(t: Tagged, m: re.Match[str]) -> Iterator[Found]:
    """The team a bracket after a name gives, if it is one: not a country's code ("GBR"), a nationality, a
    car ("Motorola Reynard Mercedes-Benz") or a person (a hyphen makes a tagged "person" a team's name)."""
    who = entity(t, m.group("w"))
    if m.group("t"):
        team = entity(t, m.group("t"))
        if m.group("k") == "P" and "-" not in team:
            return  # "(Omega Pharma-Lotto)" read as someone: a sponsor's double name; a plain name stays a person
    else:
        team = m.group("raw")
        if (
            len(team) <= 3
            or team.lower() in NATIONALITIES
            or team.lower().replace("-", "") in ALL_MAKES  # "(Ya-maha)": a make, broken by a line's hyphen
            or team.lower() in _NO_TEAM
            or tuple(team.lower().split()) in RACING_CLASSES
            or all(w in PLACE_NAMES or w in _COUNTRY_WORDS for w in team.lower().split())
        ):
            return  # "(GBR)", "(Aus)", "(Italian)", "(Honda)" (a make is read as one elsewhere), "(DNF)",
            # "(Reuters)" (a dateline's agency), "(Pro Stock)" (a class), "(Spain)", "(both from Czech Republic)"
            # (a rider's country, as Olympic and world-championship results give it)
    if len(team.split()) > 1 and names_a_make(team):
        return  # "(Motorola Reynard Mercedes-Benz)": a car, its make read elsewhere
    if team != who:
        yield Found("team", who, team, "team")


def bracket_teams(t: Tagged) -> Iterator[Found]:
    """Each bracketed team of a sentence, credited to the name before it."""
    for m in BRACKET_TEAM.finditer(t.text):
        yield from _bracket_team(t, m)
