"""Where a name no person has is a team: in a car's or a team's slot ("Jean Alesi, in a Benetton", "driving
for the Brabham team") or owning the person named right after it ("McLaren-Mercedes' Fernando Alonso"); never
a country, a region, a nationality or a place said with "in" or "at"."""

from __future__ import annotations

import re

from bot.factbank.entities import ALL_MAKES, EPITHETS, PLACE_NAMES, TEAM_WORDS, Mention
from bot.factbank.ingest import Sentence

# Where a name no person has is a car or a team: "in a Benetton", "driving for the Brabham team"
_TEAM_BEFORE = re.compile(
    r"(?:\b(?:in|driving|drove|aboard|riding) (?:an?|the|his|her)|\bdriving for(?: the)?|\bof the) $"
)
_TEAM_AFTER = re.compile(r"(?:'s|’s)? (?:team|teammates?|team-?mates?|drivers|riders|squad|outfit)\b")


TEAM_WORD_SET = TEAM_WORDS | {"team", "sport"}  # words of team names, no team alone
_PLACE_LIKE = re.compile(r"(?:ia|land|stan)$")  # a country's name most likely: "Ruritania", "Finland"
_AT_A_PLACE = re.compile(r"\b(?:in|at|from|near|to|of) $")
_OWNING = re.compile(r"(?:['’]s?|(?: lead| number one| works)? (?:driver|rider)) ")


def owns_next(sent: Sentence, m: Mention) -> bool:
    """ "McLaren-Mercedes' Fernando Alonso", "Abt lead driver Lucas di Grassi": a name no person has, owning
    the person named right after it, is their team."""
    low = m.text.lower()
    if (
        low in EPITHETS
        or low in PLACE_NAMES
        or low in TEAM_WORD_SET
        or (_PLACE_LIKE.search(low) and low not in ALL_MAKES)
    ):
        return (
            False  # "Britain's Cal Crutchlow", "Ruritania's"; "Racing" of "Red Bull Racing's Max Verstappen"
        )
    if _AT_A_PLACE.search(sent.plain, max(0, m.start - 8), m.start):
        return False  # "died in Sydney's Royal Prince Alfred Hospital": a place
    gap = _OWNING.match(sent.plain, m.end)
    return bool(gap) and any(n.start == gap.end() and n.kind == "person" for n in sent.mentions)


def in_a_team_slot(plain: str, m: Mention) -> bool:
    """ "Jean Alesi, in a Benetton", "of the Brabham team": a name in a car's or a team's place."""
    if m.text.lower() in EPITHETS or m.text.lower() in PLACE_NAMES:  # "of the Austrian driver"
        return False
    return bool(_TEAM_BEFORE.search(plain, max(0, m.start - 30), m.start) or _TEAM_AFTER.match(plain, m.end))
