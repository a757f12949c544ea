"""A report's race as it is told: name, venue, year, series and day, and how a prompt names it ("the
2024 STP 500 at Martinsville Speedway", "the MotoGP Japanese Grand Prix", "the motorcycle race at Mugello")."""

from __future__ import annotations

import re
from dataclasses import dataclass

from bot.factbank.entity_words import PLACE_NAMES
from bot.factbank.race_meets import names_a_meet


@dataclass(frozen=True, slots=True)
class RaceId:
    name: str  # "STP 500", "Malaysian Grand Prix", or "" when the report names no event
    venue: str  # "Martinsville Speedway", "Sepang", or ""
    year: int | None
    series: str  # "Cup Series", "Formula One", "horse racing", or ""
    day: str = ""  # "Sunday": tells apart two races of one venue when no year is given
    track: bool = False  # the venue is named as a track, not only as a town or a country
    said_in: bool = False  # a town or a country the race was "in" ("the Formula One race in Hungary")

    def base_label(self) -> str:
        """The race as a noun phrase without its year: "STP 500 at Martinsville Speedway"."""
        if self.name:
            name = self.name
            edition = re.match(r"\d{1,3}(?:st|nd|rd|th) ", name)
            if not edition and series_named(name, self.series) != name:
                name = series_named(name, self.series)  # "the MotoGP Japanese Grand Prix"
            elif (
                self.series == "motorcycle racing"
                and "Grand Prix" in name
                and not re.search(r"\d+cc|Moto|motorcycle", name)
            ):
                name = name.replace("Grand Prix", "motorcycle Grand Prix", 1)  # not Formula One's Spanish GP
            if self.venue and not _overlaps(self.name, self.venue):
                return f"{name} {self._at} {self.venue}"
            return name
        what = f"{self.series} race" if self.series and not self.series.islower() else "race"
        if self.series.islower() and self.series in {"marathon"}:
            what = "marathon"
        elif self.series == "motorcycle racing":
            what = "motorcycle race"  # "the motorcycle race at Mugello"
        elif self.series in {"speedway", "triathlon", "cycling", "sailing", "rowing", "ski"}:
            what = f"{self.series} race"  # "the speedway race in Cardiff": which sport's
        return f"{what} {self._at} {self.venue}" if self.venue else what

    @property
    def _at(self) -> str:
        return "in" if self.said_in else "at"

    def label(self, with_year: bool = True) -> str:
        base = self.base_label()
        if with_year and self.year and (at := base.find(" at the ")) > 0 and names_a_meet(self.name):
            return f"{base[:at]} at the {self.year} {base[at + 8 :]}"  # "the 100m at the 2031 world championships"
        if with_year and self.year:  # "the 1998 NAPA 300", not "the 1998 17th NAPA 300": the year tells it
            return f"{self.year} {_ORDINAL_EDITION.sub('', base)}"
        return base


_ORDINAL_EDITION = re.compile(r"^(?:\d{1,3}(?:st|nd|rd|th)|inaugural) (?:running of (?:the )?)?")
# Series whose Grand Prix names also belong to Formula One: the label says which.
_PREFIXED = frozenset({"MotoGP", "Moto2", "World Superbike", "Formula E", "IndyCar", "Champ Car"})


def series_named(name: str, series: str) -> str:
    """A Grand Prix's name with its series when Formula One has a race of that name too: "MotoGP Japanese Grand
    Prix"."""
    return f"{series} {name}" if series in _PREFIXED and "Grand Prix" in name and series not in name else name


def _overlaps(name: str, venue: str) -> bool:
    words = {w.lower() for w in re.findall(r"[A-Za-z]+", name) if len(w) > 3}
    if {w.lower() for w in re.findall(r"[A-Za-z]+", venue)} <= {
        w.lower() for w in re.findall(r"[A-Za-z]+", name)
    }:
        return True  # "the 100m at the Rio Olympics", not "... at Rio" again
    if venue.lower() in PLACE_NAMES and any(_shared_start(venue.lower(), w) >= 4 for w in words):
        return True  # "the Hungarian Grand Prix", not "... in Hungary" again
    return any(w.lower() in words for w in re.findall(r"[A-Za-z]+", venue) if len(w) > 3)


def _shared_start(a: str, b: str) -> int:
    n = 0
    while n < min(len(a), len(b)) and a[n] == b[n]:
        n += 1
    return n
