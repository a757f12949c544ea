"""A sentence with its named entities replaced by placeholders, and the tools every rule table uses.

`tag` (in `names`) turns "Kyle Larson beat Chris Buescher" into "\\ue001P0\\ue002 beat \\ue001P1\\ue002"
with the canonical names beside it, so a rule is a short regular expression over the remaining words:
`compile_rule(r"{P:w} beat {P:r}")` matches a person placeholder named `w`, then one named `r`. <ORD>, <NUM> and
<MARGIN> stand for an ordinal, a number and a margin in seconds. Rules see no quoted text (masked when
a document is read) and run on the factual part of a sentence only (see `context`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from bot.factbank.entity_words import NATIONALITIES
from bot.factbank.values import MARGIN_RE, NUMBER_RE, ORDINAL_RE, format_seconds, parse_margin

OPEN, CLOSE = "\ue001", "\ue002"
KIND_LETTER = {
    "person": "P",
    "team": "T",
    "venue": "V",
    "place": "L",
    "event": "E",
    "make": "M",
    "org": "O",
    "relative": "R",  # "the son of Dave Blaney": named as someone's kin, no subject of the sentence's facts
    "namesake": "R",  # "Nyquist, named for NHL player Gustav Nyquist": likewise
}
PERSON = OPEN + r"P(\d+)" + CLOSE
# Text naming no person: any character but a sentence end or a placeholder of a person ("No. 24" kept).
NO_PERSON = r"(?:No\. ?(?=\d)|[^.;\ue001]|\ue001[TMVLEO]\d+\ue002)"
ADV = r"(?: [a-z]+){0,2}?"
APPOS = r"(?:,[^,]{1,80},)?"
SUBJ = r"{P:w}" + APPOS + r",?" + ADV  # "Ortiz, who drives the No. 8, won ..."


@dataclass(frozen=True, slots=True)
class Tagged:
    text: str  # plain text with placeholders
    values: tuple[str, ...]  # canonical entity per placeholder number
    kinds: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Found:
    relation: str
    subject: str  # "" = the race itself
    value: str
    answer_type: str
    of: str = ""  # a results table's row: the table's winner (its places are the race's if the race's)


# After "beat X": a duel that was no result ("beat Wickens off pit lane", "beat him into Turn 1").
# After a person a win is "for": an owner's or promoter's joy, not a winner ("a doubly sweet win for Michael
# Andretti, who fields cars for X as a team owner")
NOT_AN_OWNER = r"(?!,? (?:who|the|as) [^.;]{0,60}?\b(?:owner|owns|fields|team principal|boss|promoter)\b)"
# The names before the last of a crew: "A, B and", "France's A, Belgian B and Australian" (an epithet each):
# a place or a gap told of the last is the crew's, not one driver's
_EPITHET = r"(?:[A-Z][\w'’\-]*(?:['’]s)? )?"
CREW_BEFORE = re.compile(rf"{_EPITHET}\ue001P\d+\ue002(?:, {_EPITHET}\ue001P\d+\ue002)*,? and {_EPITHET}$")
NOT_A_RESULT = (
    r"(?! (?:off|out of|to|into|in|on|at|onto) (?:the )?(?:pit|pits|pit lane|pit road|turn|corner|first corner|"
    r"line on the restart|restart|qualifying|practice|grid|start)\b)"
    # beaten to a lower place, not to the win: "pipped Y at the line to take third", "held off Y for second"
    r"(?![^.;\ue001]{0,40}? (?:to take|to claim|to grab|to snatch|to finish|to|for|in) (?:the )?"  # "held off Y in third"
    r"(?:(?:second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d{1,2}(?:st|nd|rd|th))"
    r"(?: place| position| spot)?(?![\w\-]| (?:straight|consecutive|successive|win|victory|time|title|career|half|"
    r"laps?|stint|part|corners?|turns?|sector|round|session|stage)\b)"  # not "in the second half of the race"
    r"|(?:the |a )?(?:final |last )?(?:podium|points)(?: place| position| spot| finish)?\b))"  # "the final podium place"
)


# An ordinal before a kind of competitor counts them, it is no place: "the 19th racer to go", "the fifth
# different driver to win"
_NOT_WHO = (
    r"(?!(?: [a-z\-]+)? (?:racer|driver|rider|man|woman|men|women|athlete|skier|runner|starter|competitor|"
    r"entrant|person|player|horse|jockey|boat|crew|team|car|nation|country|manufacturer)s?\b)"
)


def compile_rule(pattern: str) -> re.Pattern[str]:
    """Compile a rule written with {P:name} placeholders and <ORD>/<NUM>/<MARGIN> (case-insensitive)."""

    def repl(m: re.Match[str]) -> str:
        kinds, name = m.group(1), m.group(2)
        cls = kinds if len(kinds) == 1 else f"[{kinds}]"
        num = rf"(?P<{name}>\d+)" if name else r"\d+"
        return f"{OPEN}{cls}{num}{CLOSE}"

    pattern = re.sub(r"\{([A-Z]+)(?::(\w+))?\}", repl, pattern)
    pattern = pattern.replace("<MARGIN>", f"(?:{MARGIN_RE})").replace("<ORD>", f"(?:{ORDINAL_RE}){_NOT_WHO}")
    return re.compile(pattern.replace("<NUM>", f"(?:{NUMBER_RE})"), re.I)


def scan(rx: re.Pattern[str], text: str, low: str, *hints: str) -> Iterator[re.Match[str]]:
    """`rx.finditer(text)`, skipped when the lowercase `low` holds none of `hints` (each a word the rule
    cannot match without): most sentences fail most rules, and a substring test is far cheaper."""
    if not hints:
        return rx.finditer(text)
    for hint in hints:
        if hint in low:
            return rx.finditer(text)
    return iter(())


def entity(t: Tagged, group: str | None) -> str:
    """The canonical name behind a placeholder's number (a match group), or ""."""
    return t.values[int(group)] if group is not None else ""


def persons_in(t: Tagged, before: int | None = None) -> list[tuple[int, str]]:
    """(offset, name) of every person placeholder, or of those before `before`."""
    out = []
    for m in re.finditer(PERSON, t.text):
        if before is None or m.start() < before:
            out.append((m.start(), t.values[int(m.group(1))]))
    return out


def sentence_subject(t: Tagged, before: int) -> str:
    """The person who opens the sentence ("Hamlin, the driver of the No. 11, ... for his 25th win"), whom
    a later "his" means; "" when the sentence opens otherwise ("The Dutchman had to overtake Leclerc ...
    his eighth victory": not Leclerc)."""
    first = persons_in(t, before)
    if first and _OPENING.fullmatch(t.text[: first[0][0]]):
        return first[0][1]
    return ""


def bare_subject(t: Tagged, before: int) -> str:
    """The untagged surname that opens the sentence ("Driving a Citroen, Loeb started ... his 66th victory"),
    when no tagged person does; "" otherwise. A make, team or place would be tagged; a word that starts a
    sentence anyway ("However", "After") is followed by a comma or a capital, not by a verb."""
    if persons_in(t, before):
        return ""
    m = _BARE.match(t.text, 0, before)
    return m.group(1) if m and m.group(1) not in _NOT_NAMES else ""


_NOT_NAMES = frozenset("It This That He She They There Here Then What Which Who One Everyone Nobody".split())


_BARE_WORD = r"([A-Z][a-z]+(?:[\-'’][A-Z]?[a-z]+)?) (?=[a-z]+(?:ed|s)\b)"


# What may come before a sentence's subject: a dateline ("RICHMOND, Va (AP) - "), "It was", "The win is".
_OPENING = re.compile(
    r"(?:[A-Z][A-Z .'’\-]{2,40}(?:,\s*[A-Z][\w.]*(?: [A-Z][\w.]*)?)?\s*(?:\([A-Za-z ]{1,20}\))?\s*[-–—]{1,2}\s*)?"
    r"\W{0,3}(?:[A-Z][a-z]+ing\b(?:[^,;.\ue001]|\ue001[TMVLEO]\d+\ue002){0,60}, )?"  # "Driving a Citroen, X ..."
    r"(?:(?:It|This|That|The (?:win|victory|triumph)) (?:was|is|marks|marked) (?:the )?)?"
    r"(?:[Tt]he (?:(?!of\b|and\b)[a-z0-9][\w\-]* ){1,3})?"  # "The 28-year-old Vergne dominated ... his third win"
)
_BARE = re.compile(_OPENING.pattern + _BARE_WORD)


# "won by 2.7 seconds, later actually confirmed to be 12.7 seconds", "(since amended to ...)"
REVISED = re.compile(
    r"[^.;]{0,12}?[,(] ?(?:later|since|subsequently|afterwards|eventually|then)\b[^.;]{0,20}?"
    r"\b(?:confirmed|revised|corrected|amended|changed|reduced|increased|cut|extended|given)\b"
)


MINUTES = re.compile(r"\b(?:min|mins|minutes?|hours?|hrs?)\b", re.I)  # a time longer than seconds
TITLE_NEXT = re.compile(
    r" (?:winner|champion|victor)\b"
)  # after a name: "Arlington Million winner X", a title
POSSESSIVE_AFTER = re.compile(r"(?:'s|’s|'|’) ")  # right after a placeholder: "X's", the name an owner


def margin_text(text: str | None, whole_limit: int = 10) -> str | None:
    """A margin in seconds as "0.015 seconds", or None when it is no plausible winning margin. A whole
    number of seconds counts below `whole_limit` ("30 seconds" is as often a penalty as a margin), unless
    the caller's words make it a margin ("a 24-second victory")."""
    if not text or MINUTES.search(text):
        return None  # "14 minutes and 51 seconds": not a number of seconds
    value = parse_margin(text)
    if value is None or value >= (60 if "." in text else whole_limit):
        return None
    return format_seconds(value)


def object_at(s: str, at: int) -> bool:
    """Is the placeholder at `at` the object of a preposition or a verb ("behind X", "took out X")?"""
    return bool(
        re.search(
            r"\b(?:of|behind|than|over|against|beat|beating|passed|passing|by|for|to|from|"
            r"(?:took|takes|taking|knocked|spun|wiped) out|replaced|replacing|succeeded|succeeding)\W*$",
            s[max(0, at - 20) : at],
        )
        or _OBJECT_WITH_ROLE.search(s, max(0, at - 60), at)
        or _BEATEN_WITH_PLACE.search(s, max(0, at - 50), at)
        or (
            (m := _BY_NATIONAL.search(s, max(0, at - 40), at)) is not None
            and m.group(1).lower() in NATIONALITIES
        )
    )


# "Ericsson, skippered by Briton Neal McDonald, finished second": the yacht's, not its skipper's place
_BY_NATIONAL = re.compile(r"\b(?:by|of|behind|from) ([A-Z][a-z]+) $")


# "edging out New Zealand's X", "held off Team Penske's X": whom a verb of beating takes, after a possessive
_BEATEN_WITH_PLACE = re.compile(
    r"\b(?:edg(?:ed|ing)(?: out)?|pipp(?:ed|ing)|outsprint(?:ed|ing)|held off|holding off|beat|beating|"
    r"defeat(?:ed|ing))\s+(?:[A-Z][\w\-]*(?: [A-Z][\w\-]*)?|\ue001[TMLO]\d+\ue002)(?:'s|’s)\s+$"
)


# "for NHLR co-owner Paul Newman", "behind his Penske teammate X": a preposition, then a role
_OBJECT_WITH_ROLE = re.compile(
    r"\b(?:of|behind|than|over|against|beat|beating|passed|passing|by|for|to|from) "
    r"(?:(?:the|his|her|their|[A-Z]{2,}|\ue001[TMOVLE]\d+\ue002(?:'s|’s)?) )?"
    r"(?:co-owner|owner|team-?mate|teammate|team owner|car owner|boss|principal|rookie|veteran|compatriot|"
    r"countryman|rival|fellow) $"
)
