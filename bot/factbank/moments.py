"""What fans enjoy beyond the result: who stood in for whom, how long the race waited, who was first.

One row per relation; each gives the fact's subject and value (see `templates` for how it is asked).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from bot.factbank.tagged import NO_PERSON, Found, Tagged, compile_rule
from bot.factbank.values import ordinal_word, parse_ordinal


@dataclass(frozen=True, slots=True)
class Moment:
    relation: str
    pattern: re.Pattern[str]


MOMENTS: tuple[Moment, ...] = (
    # "X, substituting for Y", "X stood in for the injured Y": subject Y, value X
    Moment(
        "substitute",
        compile_rule(
            r"{P:w}"
            + NO_PERSON
            + r"{0,60}? (?:while |was |)(?:substituting|subbing|deputi[sz]ing|standing in|"
            r"stood in|filling in|filled in) for (?:the )?(?:injured |ill |suspended |absent )?"
            r"(?:(?:\ue001[TM]\d+\ue002|[A-Z][\w\-]*) (?:driver|rider) )?{P:r}"  # "for injured Williams-BMW driver Y"
        ),
    ),
    Moment(
        "substitute",
        compile_rule(
            r"{P:w}" + NO_PERSON + r"{0,40}? in place of (?:the )?(?:injured |ill |suspended )?{P:r}"
        ),
    ),
    # "after a 3 1/2-hour rain delay": subject "rain delay", value "3 1/2 hours"
    Moment(
        "delay",
        re.compile(
            r"\b(?P<n>\d+(?: \d/\d|½|\.\d)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|"
            r"fifty|ninety)[- ](?:and[- ]a[- ]half[- ])?(?P<u>hour|minute)s?[- ](?P<what>(?:rain |weather |lightning |red[- ]flag )?"
            r"(?:delay|stoppage))\b",
            re.I,
        ),
    ),
    # "X became the first female jockey to win the Melbourne Cup": subject "female jockey", value X
    Moment(
        "first_to_win",
        compile_rule(
            r"{P:w}"
            + NO_PERSON
            + r"{0,30}? (?:became|becomes|has become|is|was) the first (?P<what>[a-z][\w\-' ]{2,40}?) "
            r"to win\b(?P<obj>[^.;,]{0,40})"
        ),
    ),
    # "X ended a 31-race winless streak": subject X, value "31 races"
    Moment(
        "streak_ended",
        compile_rule(
            r"{P:w}" + NO_PERSON + r"{0,40}? (?:ended|snapped|broke) (?:a|an|his|her) (?P<n>\d{1,3})-race "
            r"(?:winless|losing) (?:streak|drought|run)\b"
        ),
    ),
    # "X won Stage 1, extending his streak of consecutive races with a lap led to 16": value 16
    Moment(
        "streak",
        compile_rule(
            r"{P:w}"
            + NO_PERSON
            + r"{0,60}? (?:extending|extended|stretching|stretched) (?:his|her) streak of "
            r"(?P<what>(?:consecutive|straight|successive) [a-z][a-z\- ]{3,50}?) to (?P<n>\d{1,3})\b(?! (?:percent|%))"
        ),
    ),
    # "X ... after his fourth win in a row", "his third straight victory": value 4 (races won in a row)
    Moment(
        "wins_in_a_row",
        compile_rule(
            r"{P:w}(?!['’])"
            + NO_PERSON
            + r"{0,60}? (?:his|her) (?P<o><ORD>) (?:(?:straight|consecutive|successive) "
            r"(?:win|victory)|(?:win|victory) in a row)\b(?! (?:at|in|on|here)\b)"  # not "straight win at the track"
        ),
    ),
    # "it lifts him to second in the drivers' championship": the standing after this race
    Moment(
        "standing",
        compile_rule(
            r"{P:w}" + NO_PERSON + r"{0,80}? (?:lifts|lifted|moves|moved|puts|put|takes|took|climbs|climbed|"
            r"jumps|jumped) (?:him|her) (?:up )?to (?P<o><ORD>) (?:place )?in the (?:drivers'? |riders'? |overall )?"
            r"(?:championship|standings|title race|points)\b"
        ),
    ),
    Moment(
        "standing",
        compile_rule(
            r"{P:w},? (?:now |still )?(?:is|sits|stays|remains|moved up to|moves up to) (?P<o><ORD>) in the "
            r"(?:drivers'? |riders'? |overall )?(?:championship|standings|points)\b"
        ),
    ),
    # "it was Meyer Shank Racing, led by X and Y, that came out on top": the winning team (a crew's entrant)
    Moment(
        "team_winner",
        compile_rule(
            r"\b[Ii]t was {T:t}[^.;]{0,160}? (?:that|who) (?:came out on top|won|took (?:the )?(?:overall )?"
            r"(?:win|victory|honou?rs)|claimed (?:the )?(?:overall )?(?:win|victory))\b"
        ),
    ),
    # "Audi won the Le Mans 24-hour race on Sunday": a make or team the sentence opens with (asked only
    # where a crew's car wins: see `questions`)
    Moment(
        "team_winner",
        compile_rule(
            r"^(?:[^.;–—]{0,90}? [-–—] )?\W*{TM:t}"  # a dateline first: "LE MANS, France, ... (AFP) - Audi"
            r"(?:, (?:with|led by|driven by) [^,;.]{1,80},)?"  # "Audi, with German X at the wheel, won"
            r" (?:won|wins|took|takes|claimed|claims) (?:the|a|an) (?:[\w\-']+ |\ue001[VLEO]\d+\ue002 ){0,4}?(?:race|\ue001E\d+\ue002)"
            r"(?! (?:team|title|championship|crown)\b)(?![^.;]{0,40}\b(?:last|previous|in (?:19|20)\d\d|times)\b)"
        ),
    ),
)


def _this_race(obj: str) -> bool:
    """ "to win the Melbourne Cup" is this race; "to win the event twice", "... since 1999" is a record."""
    if re.search(
        r"\b(?:twice|again|back-to-back|times|since|consecutive|straight|successive|both|all|in \d)",
        obj,
        re.I,
    ):
        return False
    if re.search(r"\band\b", obj):
        return False  # "to win the Kentucky Oaks and the Derby": a double, not this race alone
    return not obj.strip() or bool(re.match(r"\s*(?:the|it|this)\b", obj, re.I))


# Words a sentence must hold (lowercase) for a moment's rules to be tried at all; most hold none.
_HINTS: dict[str, tuple[str, ...]] = {
    "substitute": (" for ", "place of"),
    "delay": ("delay", "stoppage"),
    "first_to_win": ("first",),
    "streak_ended": ("streak", "drought", " run"),
    "streak": ("streak",),
    "wins_in_a_row": ("straight", "consecutive", "successive", "in a row"),
    "standing": ("championship", "standings", "points", "title"),
    "team_winner": (
        "it was",
        " won the ",
        " wins the ",
        " took the ",
        " takes the ",
        " claimed the ",
        " claims the ",
    ),
}


def moments(t: Tagged) -> Iterator[Found]:
    low = t.text.lower()
    for m_row in MOMENTS:
        words = _HINTS.get(m_row.relation)
        if words is not None and not any(w in low for w in words):
            continue
        for m in m_row.pattern.finditer(t.text):
            groups = m.groupdict()
            if m_row.relation == "substitute":
                yield Found("substitute", t.values[int(m.group("r"))], t.values[int(m.group("w"))], "person")
            elif m_row.relation == "delay":
                n = m.group("n").lower()
                n = "one" if n in {"a", "an"} else n
                half = " and a half" if re.search(r"and[- ]a[- ]half", m.group(0), re.I) else ""
                unit = m.group("u").lower() + ("s" if n not in {"one", "1"} or half else "")
                what = re.sub(r"[- ]", " ", m.group("what").lower())
                yield Found("delay", what, f"{n}{half} {unit}".replace("½", " 1/2"), "text")
            elif (
                m_row.relation == "first_to_win"
                and groups.get("what")
                and not re.search(r"\bsince\b|\d", groups["what"])  # "the first trainer since 1932": no first
                and _this_race(groups.get("obj") or "")
            ):
                yield Found("first_to_win", groups["what"].strip(), t.values[int(m.group("w"))], "person")
            elif m_row.relation == "streak_ended":
                yield Found(
                    "streak_ended", t.values[int(m.group("w"))], f"{int(m.group('n'))} races", "number"
                )
            elif m_row.relation == "streak":
                who = t.values[int(m.group("w"))]
                yield Found(
                    "streak", f"{who}'s streak of {m.group('what')}", str(int(m.group("n"))), "number"
                )
            elif m_row.relation == "wins_in_a_row" and (n := parse_ordinal(m.group("o"))) and n >= 2:
                yield Found("wins_in_a_row", t.values[int(m.group("w"))], str(n), "number")
            elif m_row.relation == "standing" and (n := parse_ordinal(m.group("o"))):
                yield Found("standing", t.values[int(m.group("w"))], ordinal_word(n), "ordinal")
            elif m_row.relation == "team_winner":
                yield Found("team_winner", "", t.values[int(m.group("t"))], "team")
