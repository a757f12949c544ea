"""Crews that share a win: co-drivers named in a list ("A, B and C won the 24 Hours"), beside the winner
("X, co-driving with A and B, ... to claim victory", "X shared the victory with A and B", "Co-driver A earned
his third win"), and the lists of people (`groups`) a sentence names.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

from bot.factbank.tagged import CLOSE, OPEN, Found, Tagged, compile_rule, entity, scan
from bot.factbank.win_context import BEFORE_MEMBER, CREW_WON, FROM_PLACE

_P = OPEN + r"P(\d+)" + CLOSE
_HE_AND = re.compile(
    r"\b(?:he|she) and "
    + OPEN
    + r"P(\d+)"
    + CLOSE
    + r" (?:won|took|claimed|captured) (?:the )?(?:[a-z]+ )?"
    + OPEN
    + "E"
)
# "A, B and C drove to an historic overall win", "A and B have sealed back-to-back Bathurst 1000 victories"
_WON_DRIVING_WITH = compile_rule(
    r"{P:w}(?:[^.;\ue001]|\ue001[VLEOTM]\d+\ue002){0,100}?\b(?:victory|win|triumph)\b(?:[^.;\ue001]|\ue001[VLEO]\d+\ue002){0,60}, (?:driving|sharing) "
    r"(?:the |a |an |his |her )?"
    r"(?:[\w\-]+ |\ue001[MT]\d+\ue002 ){0,4}?with {P:a}(?:,? and {P:b})?(?=\s*[.;]|$)"
)
_CREW_DROVE_TO_WIN = re.compile(
    r" (?:(?:have|has|had) )?(?:(?:drove|raced|cruised|powered|stormed|sped|combined|went on) to|sealed|secured|"
    r"scored|clinched|claimed|took|shared|stole|stolen|snatched) (?:an? |the |their )?(?:[\w\-]+ |\ue001[EO]\d+\ue002 ){0,3}?"
    r"(?:win|victory|victories|triumph)\b(?! (?:in|at) (?:the )?(?:19|20)\d\d\b)|"
    # "A, B and C completed 301 laps in their Audi R18 to win by four laps", "... drove their Audi to victory"
    r" (?!(?:tried|hoped|failed|wanted|needed|were|was|had|have|could|would)\b)(?:completed|drove|steered|guided|survived|"
    r"took|brought|raced|ran)\b(?:[^.;\ue001]|\ue001[MTO]\d+\ue002){0,60}? to (?:the (?:overall |outright )?)?(?:win|victory)\b"
    r"(?! (?:in|at) (?:the )?(?:19|20)\d\d\b)|"
    # "A, B and C took the chequered flag in the #50 Ferrari"
    r" (?:took|take|takes|taking) the (?:chequered|checkered) flag\b|"
    # "... finished three laps ahead of their nearest rivals": ahead of everyone
    r" (?:finished|came home|crossed the line) (?:[\w\-.]+ ){0,4}?ahead of (?:their|the) (?:nearest |closest )?"
    r"(?:rivals|field|competitors|opposition|chasers)\b"
)
# "Jack Aitken, co-driving with A and B, survived the chaos to claim victory": the winner's crew, told aside
CO_DRIVING = compile_rule(
    r"{P:w}, (?:co-?driving|sharing (?:the (?:car|wheel|driving)|driving duties)|partnered|teamed up) with "
    r"{P:a}(?:(?:,? and|,) {P:b})?(?:,? and {P:c})?,"
)
# "Lotterer shared the victory with fellow Joest co-drivers A and B": they share the winner's win
SHARED_WIN = compile_rule(
    r"{P:w} (?:shared|shares) (?:the|his|her|their|a|an) (?:[\w\-]+ ){0,2}?(?:victory|win|triumph) with "
    r"(?:[\w\-]+ |\ue001[TM]\d+\ue002 ){0,4}?{P:a}(?:(?:,? and|,) {P:b})?(?:,? and {P:c})?"
    r"(?! (?:in|at) (?:the )?(?:19|20)\d\d\b)"
)
# "Co-driver Pipo Derani earned his third 12-Hour win": the winner's co-driver shares it
CO_DRIVER_WON = compile_rule(
    r"^\W*(?:[Hh]is |[Hh]er |[Tt]heir )?[Cc]o-?drivers? {P:a}(?:,? and {P:b})? (?:earned|claimed|took|scored|collected|"
    r"notched|celebrated|won) (?:his|her|their) (?:[\w\-]+ |\ue001[VLEO]\d+\ue002 ){0,3}?(?:victory|win|triumph)\b"
)
SHARED = compile_rule(r"{P:a},? who shared (?:the )?(?:No\. ?(?P<n>\d{1,3})|#(?P<n2>\d{1,3})|car) with {P:b}")
# "Lotterer, whose team mates in the number two Audi were Benoit Treluyer and Marcel Faessler, won"
CREWMATES = compile_rule(
    r"{P:a},? whose (?:team ?-?mates|co-?drivers|crew ?-?mates) (?:in (?:the )?(?:[^,;\ue001]|\ue001[MTO]\d+\ue002){1,40} )?(?:were|are) "
    r"(?:[\w'’]+ )?{P:b}(?:,? and (?:[\w'’]+ )?{P:c})?"
)
# possessive: a list is read once, not once per name; its names may say where each is from ("A of Britain")
_CHAIN = re.compile(rf"{_P}{FROM_PLACE}(?:, {_P}{FROM_PLACE})*+")
_AND_LAST = re.compile(rf",? and {_P}{FROM_PLACE}")
# a crew that won may also say what each is ("Swiss B and local hero C"): its places stay the strict list's
_WIDE_CHAIN = re.compile(rf"{_P}{FROM_PLACE}(?:, {BEFORE_MEMBER}{_P}{FROM_PLACE})*+")
_WIDE_AND_LAST = re.compile(rf",? and {BEFORE_MEMBER}{_P}{FROM_PLACE}")


@lru_cache(maxsize=8)
def groups(t: Tagged, wide: bool = False) -> list[tuple[int, int, list[str]]]:
    """ "A, B and C" lists of people: (start, end, names), what `P(?:, P)*,? and P` finds left to right,
    in time linear in the sentence (that regex retries a list once per name in it). `wide`: names may be
    told with what each is ("Swiss B and local hero C")."""
    out = []
    pos = 0
    chain_rx, last_rx = (_WIDE_CHAIN, _WIDE_AND_LAST) if wide else (_CHAIN, _AND_LAST)
    while chain := chain_rx.search(t.text, pos):
        last = last_rx.match(t.text, chain.end())
        if last is None:
            pos = chain.end()  # a list with no "and": any shorter list in it ends the same way
            continue
        pos = last.end()
        names = [t.values[int(n)] for n in re.findall(OPEN + r"P(\d+)" + CLOSE, t.text[chain.start() : pos])]
        out.append((chain.start(), pos, names))
    return out


def in_group(t: Tagged, pos: int) -> bool:
    """Is the placeholder at `pos` the last member of "A, B and C"?"""
    return re.search(CLOSE + r",? and $", t.text[:pos]) is not None


def crew_facts(t: Tagged, winner: str) -> Iterator[Found]:
    """Who shares the win (co_winner) and who shared a car (codriver), from one sentence; `winner` is the
    race winner the sentence names, if any."""
    s, low = t.text, t.text.lower()
    for g_start, _g_end, names in groups(t, wide=True):
        rest = s[_g_end:]
        driven = bool(
            re.search(r"\b(?:driven|shared|crewed|piloted) by $", s[max(0, g_start - 12) : g_start])
        )
        if rest.startswith(", ") and driven:
            rest = rest[1:]  # "That car, the No. 19 driven by A, B, and C, took the checkered flag"
        if (
            (
                re.match(
                    r" (?:(?:have|has|had) )?(?:won|took|claimed) (?:the )?(?:(?:19|20)\d\d |\d+(?:st|nd|rd|th) )?(?:[a-z]+ )?"
                    r"(?:(?:[A-Z0-9][\w\-]* ){0,3}"
                    + OPEN
                    + "E|(?!(?:Drivers|Riders|Constructors|Teams|World|"
                    r"Championship|Series|Cup Series|Title)\b)[A-Z][\w\-]* (?:[A-Z0-9][\w\-]* ){0,2}(?:Hours|Rally|Race|"
                    r"Grand Prix|GP|Classic|Cup|Trophy|\d{2,4})\b)",  # "won the 61st Mobil 1 Twelve Hours of Sebring"
                    rest,
                )  # "The Bentley Speed 8 of A, B and C won the 2003 Le Mans 24 Hours"
                or _CREW_DROVE_TO_WIN.match(rest)
            )
            and g_start < 80
        ):
            for other in names if driven else names[1:]:  # "driven by A, B and C": all three, no vote for A
                yield Found("co_winner", "", other, "person")
        elif re.match(  # "A, B and C shared the driving duties in the winning Audi": all of them won
            r" (?:shared (?:the )?(?:driving(?: duties)?|the car|the wheel|driving stints) (?:in|of|aboard) the "
            r"winning|drove the winning)\b",
            rest,
        ):
            for who in names:
                yield Found("co_winner", "", who, "person")
    for m in scan(_WON_DRIVING_WITH, s, low, " with "):
        # "Bell notched up his fourth victory, driving the Porsche 962C with Stuck and Holbert": they share it
        for g in ("a", "b"):
            if m.group(g):
                yield Found("co_winner", "", entity(t, m.group(g)), "person")
    for m in scan(CO_DRIVING, s, low, " with "):
        if winner and entity(t, m.group("w")) == winner:
            for g in ("a", "b", "c"):
                if m.group(g):
                    yield Found("co_winner", "", entity(t, m.group(g)), "person")
    for m in scan(SHARED_WIN, s, low, "shared", "shares"):
        if winner and entity(t, m.group("w")) == winner:
            for g in ("a", "b", "c"):
                if m.group(g):
                    yield Found("co_winner", "", entity(t, m.group(g)), "person")
    for m in scan(CO_DRIVER_WON, s, low, "driver"):
        for g in ("a", "b"):
            if m.group(g):
                yield Found("co_winner", "", entity(t, m.group(g)), "person")
    for m in scan(CREW_WON, s, low, " and "):  # "A and his navigator B won the X": B shares the win
        yield Found("co_winner", "", t.values[int(m.group(2))], "person")
    for m in _HE_AND.finditer(s):  # "Lowndes' tears turned to joy as he and Jamie Whincup claimed the X"
        yield Found("co_winner", "", t.values[int(m.group(1))], "person")
    for m in scan(SHARED, s, low, "shared"):
        a, b = entity(t, m.group("a")), entity(t, m.group("b"))
        yield Found("codriver", a, b, "person")
        if n := m.group("n") or m.group("n2"):
            yield Found("car_number", a, n, "car_number")
            yield Found("car_number", b, n, "car_number")
    for m in scan(CREWMATES, s, low, "whose"):
        a = entity(t, m.group("a"))
        for g in ("b", "c"):
            if m.group(g):
                yield Found("codriver", a, entity(t, m.group(g)), "person")
