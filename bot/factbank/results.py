"""Finishing places, in the language real reports use, as one table of rules (margins: `margins`).

A place is read only from the result, never from a running position: "was second for most of the
race", "running fourth on the restart", "second in Saturday's sprint", "qualified third" and "at the
halfway point X was fifth" are refused by the words around them (`RUNNING`, which `margins` uses too).
Each way of saying a place is one row of `PLACE_RULES` (in `place_rules`, with the list rules); this
module applies them to a sentence and refuses what the words around a match make no result.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from bot.factbank.ahead import list_people
from bot.factbank.place_rules import (
    AND_NEXT,
    FOLLOWED,
    LIST_RESPECTIVELY,
    LIST_TOP,
    LIST_TOP_AFTER,
    NEXT_AHEAD,
    NOT_THE_RACE,
    PAIR_PODIUM,
    PAIR_TOP,
    PLACE_HINT,
    PLACE_NEEDS,
    PLACE_RULES,
    RESPECTIVELY,
    RESULT_CONTEXT,
    SLIPPED,
    TOP,
    WHAT_IF,
    WIN_CONTEXT,
    WITH_LIST,
)
from bot.factbank.running import POINTS_BACK, RUNNING, RUNNING_BEFORE, running_before
from bot.factbank.tagged import CREW_BEFORE, POSSESSIVE_AFTER, Found, Tagged, object_at, scan
from bot.factbank.values import ORDINAL_RE, ordinal_word, parse_ordinal

# A moment of the race, not its end: "on the fifth lap", "on lap 12", "into turn one"
_AT_A_MOMENT = re.compile(
    r"\b(?:on|by|after|at) (?:the )?(?:\w+ )?lap\b(?! of)|\b(?:on|by) lap \d+|\binto (?:the )?(?:turn|corner)\b",
    re.I,
)
_OWN_PLACE_RULES = frozenset(
    {"place_finish", "possessive_place", "runner_up_finish"}
)  # "X's second-place finish": X's own
_RUNNER_UP_WORDS = frozenset({"runner_up_of", "the_runner_up", "runner_up_was", "runner_up"})
_TABLE = re.compile(r"\b(?:points|standings|championship|title race)\b", re.I)  # a runner-up of the season
_STANDINGS = re.compile(r"\b(?:points?|standings|championship|title|trails?|leads?)\b", re.I)
_POINTS_GAP = re.compile(r"\([-+−]\d")
_DROPPED_OUT = re.compile(r"\b(?:retir\w+|(?:was|were) (?:soon )?out|crashed out|dropped out)\b")
_BROKE = re.compile(r"\b(?:crash\w*|withdr[ae]w\w*|broke down|stopped|failure|DNF|spun off|went off)\b")
_OBJECT_WITH_EPITHET = re.compile(r"\b(?:with|of|by|against|over|from|for)(?: [a-z]+){0,2} $")
_ATTRIBUTIVE = re.compile(r"\b(?:the|a|an) \ue001P$")
_ATTRIBUTIVE_AFTER = re.compile(r" (?!and\b|or\b|but\b|as\b|was\b|is\b|had\b|has\b)[a-z]")
# Right before a name: a participle clause that opened after someone else and is still open.
_IN_A_CLAUSE = re.compile(
    r"\ue002, (?:[a-z]+ing|for)\b[^,;.\ue001]*(?:\ue001[TMVLEO]\d+\ue002[^,;.\ue001]*)*$|"
    # "Mears, nephew of Rick Mears and son of former champion Roger Mears, also finished fourth": Casey did
    r", (?:[\w\-]+ )?(?:son|daughter|nephew|niece|brother|sister|father|mother|cousin|uncle|aunt|grandson|"
    r"granddaughter|husband|wife|stepson|stepfather|stepbrother) of\b[^,;.]*$"
)


_SUPPOSED = re.compile(r"\b(?:if|unless|should|whether)\s+(?:[a-z]+\s+)?$")


# A relative clause giving someone's place at a named event: "X, who was fourth at the Vancouver Games"
_WHO_WAS = re.compile(r", who (?:was|had been|finished|placed|came) (?:[a-z]+ )?$")
_AT_ANOTHER = re.compile(
    r"(?: place)? at (?:the )?(?:(?:19|20)\d\d )?(?:(?:[A-Z][\w\-]* |\ue001[ELVO]\d+\ue002 ){1,2}"
    r"(?:Games|Olympics|Championships?|World Cup)\b|\ue001[EP]\d+\ue002)"
)


def places(t: Tagged, sentence_plain: str = "") -> Iterator[Found]:
    """Finishing places one factual sentence states (subject: the person; value: the ordinal word)."""
    s = t.text
    if not PLACE_HINT.search(s):
        return
    told: dict[str, int] = {}
    lists: list[tuple[int, int]] = []  # where such lists' places are: no other rule reads them
    for m in LIST_RESPECTIVELY.finditer(s) if "respectiv" in s else ():
        # "A, B, C and D finished sixth, eighth, 11th and 19th respectively": in order ("D finished sixth" is not)
        lists.append((m.start("ords"), m.end("ords")))
        people = [t.values[int(k)] for k in re.findall(r"\ue001P(\d+)\ue002", m.group("names"))]
        places = [parse_ordinal(o) for o in re.findall(ORDINAL_RE, m.group("ords"), re.I)]
        if len(people) == len(places):
            for who, n in zip(people, places, strict=True):
                if n and n >= 2:
                    told.setdefault(who, n)
    for m in RESPECTIVELY.finditer(s):
        # "A and B were fifth and sixth", "fifth and sixth for A and B", "A and B finished fifth and sixth"
        ab = "" if m.group("o1") else "b" if m.group("o1b") else "c" if m.group("o1c") else "d"
        if (ab == "c" and RUNNING.match(m.group("tail"))) or (ab == "d" and RUNNING.match(m.group("taild"))):
            continue  # "A and B were second and third on the restart"
        lists.append((m.start("o1" + ab), m.end("o2" + ab)))
        a, b = parse_ordinal(m.group("o1" + ab)), parse_ordinal(m.group("o2" + ab))
        if a and b:
            told.setdefault(t.values[int(m.group("a" + ab))], a)
            told.setdefault(t.values[int(m.group("b" + ab))], b)
    low = s.lower()
    for rule in PLACE_RULES:
        for m in scan(rule.pattern, s, low, *PLACE_NEEDS.get(rule.name, ())):
            groups = m.groupdict()
            if groups.get("tail") is not None and (
                RUNNING.match(groups["tail"]) or _NAMED_NEXT.match(groups["tail"])
            ):
                continue
            if running_before(s, m.start()) or _verb_is_running(m.group(0)) or POINTS_BACK.search(m.group(0)):
                continue
            if (
                SLIPPED.search(m.group(0))
                and (
                    RUNNING_BEFORE.search(m.group(0))
                    or WHAT_IF.search(s[: m.start()])
                    or _CAME_BACK_AFTER.match(s, m.end())
                )
            ):  # "lost places at the start and dropped to tenth", "This meant that X fell back to sixth", "X slipped
                # to fifth after the mistake but he clawed back the difference": a place lost, then won back
                continue
            if groups.get("o") and any(a <= m.start("o") < b for a, b in lists):
                continue
            if (
                groups.get("o")
                and _WHO_WAS.search(s, max(0, m.start("o") - 40), m.start("o"))
                and _AT_ANOTHER.match(s, m.end("o"))
            ):
                continue  # "Boer, who was fourth at the Vancouver Games": her place in another meet
            if groups.get("o") and _MORE_PLACES.match(s, m.end("o")):
                continue  # "the Finns, A and B, took fifth and sixth places": whose is which?
            if (
                groups.get("o")
                and _GAINED.search(m.group(0))
                and _ON_A_LAP.search(s, m.end("o"), m.end("o") + 100)
            ):
                continue  # "took third place from Coulthard ... at the end of lap 1": a place gained, not kept
            n = rule.place or (TOP.get((groups.get("n") or "").lower()) if groups.get("n") else None)
            n = n or parse_ordinal(groups.get("o") or groups.get("o2") or "")
            if not n or n < 2 or n > 60:
                continue  # first is the winner's (see `winner`): "was the first car off pit road" is not
            if groups.get("o") and _is_time_unit(s, m.start("o"), groups["o"]):
                continue  # "crossed the line a second behind": a margin, not second place
            who = t.values[int(m.group("w"))]
            if _SUPPOSED.search(s, max(0, m.start("w") - 22), m.start("w") - 2):
                continue  # "even if Hakkinen then finished second, Irvine could ...": a case supposed, no result
            if rule.name != "one_two" and CREW_BEFORE.search(
                s[max(0, m.start("w") - 202) : m.start("w") - 2]
            ):
                continue  # "Kristensen, McNish and di Grassi placed second": a crew's place, not one man's
            if _ATTRIBUTIVE.search(s, 0, m.start("w") - 1) and _ATTRIBUTIVE_AFTER.match(s, m.end("w") + 1):
                continue  # "for the Weld stable as he finished fourth": he is not Weld
            if rule.name == "and_finished" and _OBJECT_WITH_EPITHET.search(
                s, max(0, m.start("w") - 42), m.start("w") - 2
            ):
                continue  # "a row with distance great Haile Gebrselassie ... as he finished fifth": Farah was
            if rule.name in {"place_epithet", "placed"} and _AT_A_MOMENT.search(s, m.end()):
                continue  # "tried to squeeze between third-place DeFerran and the wall on the fifth lap"
            if rule.name in {"top_n", "placed"} and (_DROPPED_OUT.search(s) or _BROKE.search(s)):
                continue  # "A, B and C completed the top six but the latter was soon out", "fifth-placed X
                # retired with mechanical problems": a running order
            if _IN_A_CLAUSE.search(s, max(0, m.start("w") - 142), m.start("w") - 2):
                continue  # "A, driving for seven-time champion B, finished second": B is no subject
            if (
                POSSESSIVE_AFTER.match(s, m.end("w") + 1)
                and rule.name not in _OWN_PLACE_RULES
                and (not groups.get("o") or m.start("o") > m.end("w"))  # "third-place finisher X's lead": X's
            ):
                continue  # "X fought off Y's challenge and held on for second": Y's challenge is no subject
            if rule.name in _RUNNER_UP_WORDS | {"place_epithet"} and _TABLE.search(
                s, max(0, m.start() - 60), m.end() + 60
            ):
                continue  # "saw runner-up Matt Kenseth slice his margin to 81 points": the points table
            if (
                rule.name
                not in {"the_runner_up", "place_finish_for", *_WENT_TO}  # "ahead of Rahal, the runner-up"
                and object_at(s, m.start("w") - 2)
                and not _RELATIVE.match(s, m.end("w") + 1)
            ):
                continue  # "beat X to third" is not X's place; "from X who faded and finished 14th" is
            told.setdefault(who, n)
    for m in NEXT_AHEAD.finditer(s) if told else ():
        a, b = t.values[int(m.group("a"))], t.values[int(m.group("b"))]
        if (n := parse_ordinal(m.group("o"))) and told.get(a) == n:
            told.setdefault(b, n + 1)  # "Okada finished second on a Honda, ahead of Checa": Checa third
    for m in PAIR_PODIUM.finditer(s):
        if not RUNNING_BEFORE.search(s[: m.start()]):
            told.setdefault(t.values[int(m.group("a"))], 2)
            told.setdefault(t.values[int(m.group("b"))], 3)
    for m in PAIR_TOP.finditer(s) if not _DROPPED_OUT.search(s) else ():
        k = (
            "" if m.group("n") else "2"
        )  # "A and B rounded out the top five" or "rounding out ... were A and B"
        n = TOP.get(m.group("n" + k).lower())
        if n and not RUNNING_BEFORE.search(s[: m.start()]):
            told.setdefault(t.values[int(m.group("a" + k))], n - 1)
            told.setdefault(t.values[int(m.group("b" + k))], n)
    for m in [*LIST_TOP.finditer(s), *LIST_TOP_AFTER.finditer(s)] if not _DROPPED_OUT.search(s) else ():
        n = TOP.get(
            m.group("n").lower()
        )  # not "A, B and C completed the top six but the latter was soon out"
        people = [t.values[int(k)] for k in re.findall(r"\ue001P(\d+)\ue002", m.group("list"))]
        if n and n - len(people) >= 1 and not RUNNING_BEFORE.search(s[: m.start()]):
            for k, who in enumerate(people):
                told.setdefault(who, n - len(people) + 1 + k)
    for m in WITH_LIST.finditer(s):  # "with Pagenaud second, Power third": a list of places is a result
        a, b = parse_ordinal(m.group("o1")), parse_ordinal(m.group("o2"))
        if (
            a
            and b
            and 1 < a < b
            and not RUNNING_BEFORE.search(s[: m.start()])
            and not RUNNING.match(m.group("tail"))
        ):
            told.setdefault(t.values[int(m.group("a"))], a)
            told.setdefault(t.values[int(m.group("b"))], b)
    won = WIN_CONTEXT.search(s) is not None and NOT_THE_RACE.search(s) is None
    if (told or won or RESULT_CONTEXT.search(s)) and ("respectiv" not in s or not lists):
        # "Larson finished second, Elliott was third, Kahne fourth and Busch fifth, respectively": each named
        for m in AND_NEXT.finditer(s):
            if RUNNING.match(m.group("tail") or ""):
                continue
            n = parse_ordinal(m.group("o"))
            if (
                n and n >= 2
            ):  # not "the Lola of Paul Newman and Carl Haas in first place": the win is the winner's
                told.setdefault(t.values[int(m.group("b"))], n)
    for m in FOLLOWED.finditer(s):
        n = parse_ordinal(m.group("o"))
        if not n or RUNNING_BEFORE.search(s[: m.start()]) or RUNNING.match(s, m.end("o")):
            continue
        if _STANDINGS.search(s, m.end("o"), m.start("rest")) or _POINTS_GAP.search(m.group("rest")):
            continue  # "trails in 2nd by 158 points, followed by A (-164) and B": the points table
        for k, who in enumerate(list_people(t, m.group("rest")), start=1):
            told.setdefault(who, n + k)
    for who, n in told.items():
        yield Found("position", who, ordinal_word(n), "ordinal")


def _is_time_unit(s: str, at: int, word: str) -> bool:
    return (
        word.lower() == "second"
        and not re.match(r"\w+[- ](?:place|placed|position)\b", s[at:], re.I)  # "to a second place finish"
        and bool(
            re.search(r"\b(?:a|one|half a|of a|tenths? of a)\s+$", s[max(0, at - 16) : at], re.I)
            or re.match(r"\w+\s+(?:lead|gap|margin|advantage|deficit|cushion|penalty)\b", s[at:], re.I)
        )
    )  # "a second behind"; "an eight second lead"


def _verb_is_running(matched: str) -> bool:
    """A running place ("was running fourth") or a record of many races ("has finished second")."""
    last = re.split(r", | and | but ", matched)[-1]  # "ran out of fuel and finished 14th": its last clause
    return bool(re.search(r"\b(?:running|ran|has|have|had been|briefly|temporarily|momentarily)\b", last))


# After a place dropped to, the way back: "but he clawed back the difference", "before fighting back to third"
_CAME_BACK_AFTER = re.compile(
    r"[^.;]{0,40}?\b(?:but|before|then|and)\b[^.;]{0,60}?\b(?:clawed|recovered|fought|battled|came back|regained|"
    r"rejoined|worked (?:his|her|their) way|moved back|climbed|charged|found a way|passed|overtook|re-?passed|"
    r"ended up|finished|wound up|came home)\b",  # "Daly fell to eighth and ended up sixth": a later place
    re.I,
)
_WENT_TO = frozenset(
    {"place_went_to", "silver_went_to", "bronze_went_to", "podium_was"}
)  # "Second place went to X", "Completing the podium was the Ford of X": X's
# A place the next name holds: "On the podium with X was second place Y" is Y's
_NAMED_NEXT = re.compile(r"^ (?:(?:place|position|spot|placed) )?\ue001P\d")
_RELATIVE = re.compile(r",? who\b")  # after a person: the start of a clause they are the subject of
_GAINED = re.compile(r"\b(?:took|takes|taking|grabbed|snatched|moved|climbed|gained|got)\b")
_ON_A_LAP = re.compile(r"\b(?:at the end of|on|by) (?:lap \d+|the (?:first|opening|second|third) lap)\b")
_MORE_PLACES = re.compile(  # "took fifth and sixth places": a pair of places, not one
    rf"(?:[- ](?:place|position))?(?:,| and| &)+ (?:{ORDINAL_RE})\b(?![- ](?:lap|time|stage|turn|placed))",
    re.I,
)
