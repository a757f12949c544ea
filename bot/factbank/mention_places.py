"""Whether a capitalised name stands where a place does: "at Phillip Island, Australia", a dateline's town,
"at", "to" or "in" right before it. `names.resolve` reads a mention there as a place, not a person."""

from __future__ import annotations

import re

from bot.factbank.entities import Mention
from bot.factbank.entity_words import US_STATE_ABBREVIATIONS

_WORD_CHAR = re.compile(r"\w")

_DATELINE_PLACE = re.compile(r",\s*[A-Z][\w.]*(?:\s[A-Z][\w.]*)?\s*(?:\([^)]{1,40}\)\s*)?[-–—]{1,2}\s")


# A US state as American papers abbreviate it after a town: "in the streets of Long Beach, Calif., ..."
_STATE_AFTER = re.compile(rf",\s*(?:{US_STATE_ABBREVIATIONS}|N\.[CDHJMY]|S\.[CD]|R\.I|W\.Va)\.(?=[\s,;)]|$)")


def at_a_place(plain: str, m: Mention) -> bool:
    """A name "at" a place and then its country or state ("at Phillip Island, Australia") is no person;
    nor is a dateline's place ("Daytona Beach, Florida (February 15, 1998) — ...") nor a town with its
    state abbreviated ("Long Beach, Calif.")."""
    if not plain[: m.start].strip(" \"'“(") and _DATELINE_PLACE.match(plain, m.end):
        return True
    if _STATE_AFTER.match(plain, m.end):
        return True
    if not re.search(r"(?<!\w)at $", plain[max(0, m.start - 4) : m.start]):
        return False  # (not "The fact that Michael Schumacher, Martin Brundle and ...": "that" is no "at")
    if re.search(
        r"\b(?:on|last) (?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day at $",
        plain[max(0, m.start - 20) : m.start],
    ):
        return True  # "Barbaro proved it on Saturday at Churchill Downs": where the day's race was
    if re.match(
        r",\s*[A-Z][a-z]+(?:\s[A-Z][a-z]+)?\b(?!\s+(?:and|was|who|finished|took|won)\b)", plain[m.end :]
    ):
        return True
    # "his second win of the season in race two at Brands Hatch.": a race's place ends the sentence or
    # comes before its day (not "took a shot at Jimmie Johnson")
    return bool(
        re.match(
            r"\s*(?:[.!?]?[\"'”’]?\s*$|on (?:Sunday|Saturday|Friday|Monday)\b|this (?:weekend|season)\b)",
            plain[m.end :],
        )
        and re.search(
            r"\b(?:race|win|victory|round|event|pole|lap|title|triumph|two|one|three)\s+at $",
            plain[: m.start],
        )
    )


def after_place_word(plain: str, start: int) -> bool:
    """Whether "at", "to" or "in" and a space come right before ``start`` (looks back only that far)."""
    end = start
    while end > 0 and plain[end - 1].isspace():  # each run of spaces precedes one mention at most
        end -= 1
    if end == start or end < 2 or plain[end - 2 : end] not in ("at", "to", "in"):
        return False
    return end == 2 or not _WORD_CHAR.match(plain[end - 3])
