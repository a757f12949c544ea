"""Relations from one tagged sentence.

A sentence's resolved mentions are replaced by placeholders (\\ue001P3\\ue002 for the third entity, a
person) so each rule is a short regular expression over the remaining words. Rules never see quoted
text (masked at ingest) and are not run on hedged sentences; records about earlier races come only
from sentences flagged as about another event.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from bot.factbank.entities import NON_PERSON, STOP_WORDS
from bot.factbank.values import (
    MARGIN_RE,
    NUMBER_RE,
    ORDINAL_RE,
    format_seconds,
    ordinal_word,
    parse_margin,
    parse_number,
    parse_ordinal,
)

OPEN, CLOSE = "\ue001", "\ue002"
KIND_LETTER = {"person": "P", "team": "T", "venue": "V", "place": "L", "event": "E", "make": "M", "org": "O"}


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


def _c(pattern: str) -> re.Pattern[str]:
    def repl(m: re.Match[str]) -> str:
        kinds, name = m.group(1), m.group(2)
        cls = kinds if len(kinds) == 1 else f"[{kinds}]"
        num = rf"(?P<{name}>\d+)" if name else r"\d+"
        return f"{OPEN}{cls}{num}{CLOSE}"

    pattern = re.sub(r"\{([A-Z]+)(?::(\w+))?\}", repl, pattern)
    pattern = pattern.replace("<MARGIN>", f"(?:{MARGIN_RE})").replace("<ORD>", f"(?:{ORDINAL_RE})")
    return re.compile(pattern.replace("<NUM>", f"(?:{NUMBER_RE})"), re.I)


_WIN_WORDS = re.compile(r"\b(?:won|wins?|winner|winning|beat|beating|edged|edging|victory|better of)\b", re.I)
_ADV = r"(?: [a-z]+){0,2}?"
_APPOS = r"(?:,[^,]{1,80},)?"
_SUBJ = r"{P:w}" + _APPOS + r",?" + _ADV  # "Ortiz, who drives the No. 8, won ..."

BEAT = _c(
    r"{P:w}(?:'s)?" + _ADV + r" (?:edged out|edged|edging out|edging|beat|beating|defeated|held off|"
    r"outdueled|outlasted|pipped|nipped|got the better of|getting the better of) {P:r}"
    r"(?:[^.\ue001]{0,40}? by (?:just |only |a minuscule |a mere |mere |an? )?(?P<m><MARGIN>))?"
)
WINNER = [
    _c(r"\bwin for {P:w}"),
    _c(r"\bhanded the (?:win|victory) to {P:w}"),
    _c(
        _SUBJ
        + r" (?:was|is) (?:declared|determined to be|named|confirmed as|ruled|crowned) the (?:race )?winner"
    ),
    _c(r"\bit was {P:w} who (?:came out on top|won|prevailed|took the win)"),
    _c(r"{P:w}'s (?:\w+ )?(?:win|victory) (?:was|marks|came|is)"),
    _c(
        _SUBJ + r" (?:won|wins|took|claimed|scored) (?:the race|the (?:checkered|chequered) flag|{E}|the {E})"
    ),
    _c(r"\brace winner {P:w}"),
]
WINNER_CAR = _c(
    r"\bNo\. ?(?P<n>\d{1,3}) (?:car )?(?:was declared the winner|won|took the (?:checkered|chequered) flag)"
)
WIN_MARGIN = _c(
    r"\b(?:winner|won|win|victory|beat|edged|edging|better of)\b[^.]{0,60}? by (?:just |only |a minuscule |a mere |mere |an? )?(?P<m><MARGIN>)"
)
STAGE = [
    _c(_SUBJ + r" (?:won|wins|took|claimed) (?:the |that )?(?:stage|segment) (?P<n>\d|one|two|three)\b"),
    _c(_SUBJ + r" (?:won|wins|took|claimed) the (?P<o>first|second|third|opening) (?:stage|segment)"),
    _c(r"\b(?:stage|segment) (?P<n>\d) winner {P:w}"),
]
POSITION = _c(
    _SUBJ + r" (?:finished|was|came home|came in|ended up|ended|placed|crossed the line|"
    r"faded(?: back)? to|dropped to|fell to|slipped to|rallied to|recovered to|took|settled for|"
    r"had an? [\w\- ]{0,25}? run in|run in|was classified)(?: in)?(?: an?)? (?P<o><ORD>)(?=(?P<tail>[^.;]{0,40}))"
)
FOLLOWED = _c(r"(?P<o><ORD>)(?: place)?, followed by {P:a}(?:,? and {P:b})?")
_POS_EXCLUDE = re.compile(
    r"^(?:-|\s*(?:straight|consecutive|career|of the season|of his|of her|this season|in (?:the )?points|in the "
    r"standings|last|a year|time|win|victory|title|pole))|\b(?:last week|last year|a year ago)\b|\bat \ue001[LV]",
    re.I,
)
CAR = _c(r"(?:No\. ?|#)(?P<n>\d{1,3})\b")
TEAM = [
    (_c(r"\bthe {T:t} driver"), "nearest"),
    (_c(r"\b(?:for|with) {T:t}"), "nearest"),
    (_c(r"{T:t}(?:'s|'|’s|’) {P:w}"), "w"),
    (_c(r"{P:w} \({T:t}\)"), "w"),
]
MAKE = [
    (_c(r"{P:a}(?: and {P:b})? (?:also )?(?:put|placed|got) {M:m} in"), "ab"),
    (_c(r"{P:a}(?:'s)? {M:m}"), "ab"),
    (_c(r"\b(?:his|her) (?:No\. ?\d+ )?{M:m}"), "first"),
]
DISTANCE = _c(r"\b(?P<n>\d{2,4})[- ]?(?P<u>miles?|mi|kilometres?|kilometers?|km|laps?)\b")
_DISTANCE_COUNTED = re.compile(
    r"\b(?:led|leading|leads|lead|completed|completing|ran|running|covered|after|for|final|last|first|"
    r"only|another)\s+(?:a\s+|the\s+)?(?:race-high\s+|field-high\s+|most\s+)?$",
    re.I,
)
SPIN_CAUTION = [
    _c(
        r"\bcaution (?:for|after|caused by|triggered by|brought out by) {P:w}'s (?P<c>spin|crash|wreck|accident|stall|tire failure)"
    ),
    _c(r"{P:w},? whose (?P<c>spin|crash|wreck|accident) (?:caused|brought out|triggered) (?:the|a)"),
]
CRASH_LAPS = _c(
    r"{P:w}(?: [a-z]+){0,2}? (?:crashed|spun|wrecked|hit the wall|went around) with (?P<n><NUM>) laps? (?:to go|remaining|left)"
)
CRASH_RESTART = _c(
    r"{P:w}(?: [a-z]+){0,1}? (?:crashed|spun|wrecked) on the (?P<r>restart|first lap|opening lap|final lap|last lap)"
)
HIT_BY = _c(r"{P:w} was (?:hit|spun|turned|clipped|wrecked)(?: from behind)? by {P:b}")
CONTACT = _c(r"{P:a}(?: [a-z]+){0,1}? made contact with {P:b}")
PENALTY = _c(
    r"{P:w}[^.\ue001]{0,60}?\bpenalty for (?P<r>[a-z][a-z \-]{3,50}?)(?= during| that| which| in | on | after|,|\.|$)"
)
POLE = [
    _c(
        _SUBJ
        + r" (?:started|starts|starting|began) (?:the race )?(?:on|from|in) (?:the )?(?:pole|front position|front row|first position|first)"
    ),
    _c(_SUBJ + r" (?:won|took|claimed|earned|secured) (?:the )?pole"),
]
ROLE = [
    _c(
        r"(?:{P:o}'s|\b(?:his|her)) (?P<r>spotter|crew chief|car chief|team owner|race engineer|engineer|strategist),? {P:w}"
    ),
    _c(r"{P:w},? (?:(?:his|her)|{P:o}'s) (?P<r>spotter|crew chief|car chief|race engineer)\b"),
]
COMMENTARY = _c(
    r"{P:w} (?:said|remarked|noted|added|commented) (?:\w+ ){0,2}?(?:in|on) (?:the )?(?:commentary|broadcast|TV)"
)
LEAD_CHANGES = _c(r"(?P<n><NUM>) (?:official )?lead changes(?P<tail>[^.]{0,60})")
CAREER = _c(r"{P:w}'s (?P<o><ORD>) career (?:[A-Z][\w ]{0,20}? |{O} )?(?:victory|win)")
SEASON = _c(
    r"(?:{P:w}'s (?:win|victory) (?:was|marks) |\bhis )(?P<o><ORD>)(?: (?:win|victory|race win))? of the (?:\w+ )?season"
)
NEXT = _c(
    r"\b(?:series|tour|field|circus|cup series|championship) (?:heads|moves|goes|travels|returns)(?: next)? to {LV:v}(?: next)?"
)
RECORD_BEAT = _c(
    r"(?P<y>(?:19|20)\d\d),? (?:when |as )?{P:w} (?:beat|edged|edged out|defeated|held off) {P:r} by (?P<m><MARGIN>)(?: at {LV:v})?"
)
RECORD_MARGIN = _c(r"\brecord (?:of|was) (?P<m><MARGIN>)")
RECORD_BETWEEN = _c(
    r"(?:in (?P<y>(?:19|20)\d\d) )?between {P:a} and {P:b} at {LV:v}(?: in (?P<y2>(?:19|20)\d\d))?"
)


def _ent(t: Tagged, group: str | None) -> str:
    return t.values[int(group)] if group is not None else ""


def _persons(t: Tagged, before: int | None = None) -> list[tuple[int, str]]:
    out = []
    for m in re.finditer(OPEN + r"P(\d+)" + CLOSE, t.text):
        if before is None or m.start() < before:
            out.append((m.start(), t.values[int(m.group(1))]))
    return out


def _margin(text: str | None) -> str | None:
    if not text:
        return None
    value = parse_margin(text)
    if value is None or value >= (60 if "." in text else 10):
        return None
    return format_seconds(value)


def extract(t: Tagged, flags: tuple[str, ...]) -> Iterator[Found]:
    """Every fact one sentence supports (race-level subjects are "")."""
    if "quote" in flags or "hedge" in flags:
        return
    from bot.factbank.relations import in_group, more, prev_wins

    if "other" in flags:
        yield from _records(t)
        yield from prev_wins(t)
        return
    s = t.text
    winners: list[str] = []
    for m in BEAT.finditer(s):
        winners.append(_ent(t, m.group("w")))
        yield Found("winner", "", _ent(t, m.group("w")), "person")
        yield Found("runner_up", "", _ent(t, m.group("r")), "person")
        if margin := _margin(m.group("m")):
            yield Found("margin", "", margin, "number")
    for rx in WINNER:
        for m in rx.finditer(s):
            if in_group(t, m.start("w") - 2):
                first = re.search(OPEN + r"P(\d+)" + CLOSE, s)
                winners.append(t.values[int(first.group(1))] if first else "")
            else:
                winners.append(_ent(t, m.group("w")))
            yield Found("winner", "", winners[-1], "person")
    for m in WINNER_CAR.finditer(s):
        yield Found("winner_car", "", m.group("n"), "car_number")
    if not BEAT.search(s):
        for m in WIN_MARGIN.finditer(s):
            if margin := _margin(m.group("m")):
                yield Found("margin", "", margin, "number")
    yield from _stages(t)
    yield from _cars(t)
    yield from _teams_and_makes(t)
    yield from _incidents(t)
    yield from _misc(t)
    yield from more(t, winners[0] if winners else "")


def _stages(t: Tagged) -> Iterator[Found]:
    for rx in STAGE:
        for m in rx.finditer(t.text):
            groups = m.groupdict()
            n = parse_number(groups["n"]) if groups.get("n") else parse_ordinal(groups.get("o") or "")
            if groups.get("o", "") and groups["o"].lower() == "opening":
                n = 1
            if n:
                yield Found("stage_winner", f"Stage {n}", _ent(t, m.group("w")), "person")


def _positions(t: Tagged) -> Iterator[Found]:
    for m in POSITION.finditer(t.text):
        n = parse_ordinal(m.group("o"))
        if n and n >= 2 and not _POS_EXCLUDE.search(m.group("tail")):
            yield Found("position", _ent(t, m.group("w")), ordinal_word(n), "ordinal")
    for m in FOLLOWED.finditer(t.text):
        n = parse_ordinal(m.group("o"))
        if not n:
            continue
        yield Found("position", _ent(t, m.group("a")), ordinal_word(n + 1), "ordinal")
        if m.group("b"):
            yield Found("position", _ent(t, m.group("b")), ordinal_word(n + 2), "ordinal")


def _cars(t: Tagged) -> Iterator[Found]:
    persons = _persons(t)
    for m in CAR.finditer(t.text):
        if WINNER_CAR.match(t.text, m.start()):
            continue
        before = _persons(t, m.start())
        prefix = t.text[max(0, m.start() - 12) : m.start()]
        owner = ""
        if len(persons) == 1 and not _object_after(t, persons[0][0], m.start()):
            owner = persons[0][1]
        elif re.search(r"\b(?:his|her) $", prefix) and before:
            owner = before[0][1]
        elif re.search(CLOSE + r"(?:'s|’s)? $", prefix) and before:
            owner = before[-1][1]
        elif re.search(r"\bin the $", prefix) and before:
            owner = before[0][1]
        if owner:
            yield Found("car_number", owner, m.group("n"), "car_number")


def _object_after(t: Tagged, pos: int, car_at: int) -> bool:
    """Is the person at `pos` after the car number and the object of "than"/"beat"/...?"""
    marker = r"\b(?:than|behind|ahead of|beat|beating|over|past|passed|passing|of) $"
    return pos > car_at and re.search(marker, t.text[max(0, pos - 14) : pos]) is not None


def _nearest_subject(t: Tagged, before: list[tuple[int, str]], end: int) -> str:
    """The closest person before `end` that is not the object of "for"/"with"/... and with no other
    capitalised name in between (an unresolved name may be the one meant)."""
    for pos, who in reversed(before):
        between = re.sub(OPEN + r"\w+" + CLOSE, " ", t.text[t.text.index(CLOSE, pos) + 1 : end])
        for word in re.findall(r"\b[A-Z][\w\-]*(?:'s|’s)?", between):
            if not word.endswith("s") or word[-2] not in "'’":
                if word.lower() not in STOP_WORDS and word.lower() not in NON_PERSON:
                    return ""
        if not re.search(r"\b(?:for|replacing|than|behind|ahead of|of) $", t.text[max(0, pos - 14) : pos]):
            return who
    return ""


def _teams_and_makes(t: Tagged) -> Iterator[Found]:
    for rx, how in TEAM:
        for m in rx.finditer(t.text):
            before = _persons(t, m.start())
            if how == "w":
                owner = _ent(t, m.group("w"))
            elif how == "nearest":
                owner = _nearest_subject(t, before, m.start())
            else:
                owner = before[0][1] if before else ""
            if owner:
                yield Found("team", owner, _ent(t, m.group("t")), "team")
    for rx, how in MAKE:
        for m in rx.finditer(t.text):
            make = _ent(t, m.group("m"))
            if how == "ab":
                b = m.groupdict().get("b")
                owners = [_ent(t, m.group("a"))] + ([_ent(t, b)] if b else [])
            else:
                before = _persons(t, m.start())
                owners = [before[0][1]] if before else []
            for owner in owners:
                yield Found("make", owner, make, "manufacturer")


def _incidents(t: Tagged) -> Iterator[Found]:
    s = t.text
    for rx in SPIN_CAUTION:
        for m in rx.finditer(s):
            yield Found("caution_cause", _ent(t, m.group("w")), m.group("c").lower(), "text")
    for m in CRASH_LAPS.finditer(s):
        n = parse_number(m.group("n"))
        if n is not None:
            yield Found("crash_laps_to_go", _ent(t, m.group("w")), str(n), "number")
    for m in CRASH_RESTART.finditer(s):
        yield Found("crash_on", _ent(t, m.group("w")), m.group("r").lower(), "text")
    for m in HIT_BY.finditer(s):
        yield Found("hit_by", _ent(t, m.group("w")), _ent(t, m.group("b")), "person")
    for m in CONTACT.finditer(s):
        yield Found("contact_with", _ent(t, m.group("b")), _ent(t, m.group("a")), "person")
    for m in PENALTY.finditer(s):
        yield Found("penalty", m.group("r").strip().lower(), _ent(t, m.group("w")), "person")


def _misc(t: Tagged) -> Iterator[Found]:
    s = t.text
    for rx in POLE:
        for m in rx.finditer(s):
            yield Found("pole", "", _ent(t, m.group("w")), "person")
    for rx in ROLE:
        for m in rx.finditer(s):
            owner = _ent(t, m.group("o")) if m.group("o") else ""
            if not owner:
                before = _persons(t, m.start())
                owner = before[0][1] if before else ""
            if owner and owner != _ent(t, m.group("w")):
                yield Found("role", f"{m.group('r').lower()} of {owner}", _ent(t, m.group("w")), "person")
    for m in COMMENTARY.finditer(s):
        yield Found("commentator", "", _ent(t, m.group("w")), "person")
    for m in LEAD_CHANGES.finditer(s):
        n = parse_number(m.group("n"))
        stage = re.search(r"\bin (stage|segment) (\d)", m.group("tail"), re.I)
        scope = f"Stage {stage.group(2)}" if stage else ""
        if n is not None:
            yield Found("lead_changes", scope, str(n), "number")
    for m in CAREER.finditer(s):
        n = parse_ordinal(m.group("o"))
        if n:
            yield Found("career_win", _ent(t, m.group("w")), ordinal_word(n), "ordinal")
    for m in SEASON.finditer(s):
        n = parse_ordinal(m.group("o"))
        owner = _ent(t, m.group("w")) if m.group("w") else ""
        if not owner:
            before = _persons(t, m.start())
            owner = before[0][1] if before else ""
        if n and owner:
            yield Found("season_win", owner, ordinal_word(n), "ordinal")
    for m in NEXT.finditer(s):
        yield Found("next_race", "", _ent(t, m.group("v")), "place")
    for m in DISTANCE.finditer(s):
        # "the 400-mile race", "a 200 lap (320 km) race": the length qualifies the race. Not a count of
        # laps someone led, completed or ran ("led 88 laps of the race").
        if _DISTANCE_COUNTED.search(s[max(0, m.start() - 30) : m.start()]):
            continue
        if re.search(r"\brace\b", s[m.end() : m.end() + 25]):
            unit = m.group("u").lower()
            unit = "miles" if unit.startswith("mi") else "laps" if unit.startswith("lap") else "km"
            if unit != "km":
                yield Found("distance", "", f"{int(m.group('n'))} {unit}", "number")


def _records(t: Tagged) -> Iterator[Found]:
    s = t.text
    for m in RECORD_BEAT.finditer(s):
        venue = _ent(t, m.group("v")) if m.group("v") else ""
        key = f"{m.group('y')}|{venue}"
        yield Found("record_winner", key, _ent(t, m.group("w")), "person")
        yield Found("record_runner_up", key, _ent(t, m.group("r")), "person")
        if margin := _margin(m.group("m")):
            yield Found("record_margin", key, margin, "number")
    rm = RECORD_MARGIN.search(s)
    margin = _margin(rm.group("m")) if rm else None
    for m in RECORD_BETWEEN.finditer(s):
        year = m.group("y") or m.group("y2")
        if not year:
            continue
        key = f"{year}|{_ent(t, m.group('v'))}"
        a, b = _ent(t, m.group("a")), _ent(t, m.group("b"))
        yield Found("record_pair", key, f"{a} and {b}", "text")
        if margin:
            yield Found("record_margin", key, margin, "number")
