"""Relations from one tagged sentence.

A sentence's resolved mentions are replaced by placeholders (\\ue001P3\\ue002 for the third entity, a
person) so each rule is a short regular expression over the remaining words. Rules never see quoted
text (masked at ingest) and are not run on hedged sentences; records about earlier races come only
from sentences flagged as about another event.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from bot.factbank.entities import ALL_MAKES, NON_PERSON, STOP_WORDS
from bot.factbank.relations import in_group, more, prev_wins
from bot.factbank.tagged import (
    ADV,
    CLOSE,
    NOT_A_RESULT,
    OPEN,
    POSSESSIVE_AFTER,
    REVISED,
    SUBJ,
    Found,
    Tagged,
    compile_rule,
    entity,
    margin_text,
    object_at,
    persons_in,
    scan,
    sentence_subject,
)
from bot.factbank.values import (
    ordinal_word,
    parse_number,
    parse_ordinal,
)

_WIN_WORDS = re.compile(r"\b(?:won|wins?|winner|winning|beat|beating|edged|edging|victory|better of)\b", re.I)

BEAT = compile_rule(
    r"{P:w}(?:'s)?" + ADV + r" (?:edged out|edged|edging out|edging|beat|beating|defeated|held off|"
    r"outdueled|outlasted|pipped|nipped|got the better of|getting the better of) {P:r}"
    + NOT_A_RESULT
    + r"(?:[^.\ue001]{0,40}? by (?:just |only |a minuscule |a mere |mere |an? )?(?P<m><MARGIN>))?"
)
WINNER = [
    compile_rule(r"\bwin for {P:w}"),
    compile_rule(r"\bhanded the (?:win|victory) to {P:w}"),
    compile_rule(
        SUBJ
        + r" (?:was|is) (?:declared|determined to be|named|confirmed as|ruled|crowned) the (?:race )?winner"
    ),
    compile_rule(r"\bit was {P:w} who (?:came out on top|won|prevailed|took the win)"),
    compile_rule(r"{P:w}'s (?:\w+ )?(?:win|victory) (?:was|marks|came|is)"),
    compile_rule(
        SUBJ + r" (?:won|wins|took|claimed|scored) (?:the race|the (?:checkered|chequered) flag|{E}|the {E})"
    ),
    compile_rule(r"\brace winner {P:w}"),
    compile_rule(
        r"\b(?:just |narrowly )?behind (?:the )?(?:race )?winner {P:w}"
    ),  # "finished just behind winner X"
]
WINNER_CAR = compile_rule(
    r"\bNo\. ?(?P<n>\d{1,3}) (?:car )?(?:was declared the winner|won|took the (?:checkered|chequered) flag)"
)
WIN_MARGIN = compile_rule(
    r"\b(?<!stage )(?<!heat )(?<!segment )(?<!sprint )(?:winner|won|win|victory|beat|edged|edging|better of)\b"
    r"(?! (?:the |a )?(?:stage|heat|segment|sprint)\b)[^.]{0,60}? by (?:just |only |a minuscule |a mere |mere |an? )?(?P<m><MARGIN>)"
)
STAGE = [
    compile_rule(
        SUBJ + r" (?:won|wins|took|claimed) (?:the |that )?(?:stage|segment) (?P<n>\d|one|two|three)\b"
    ),
    compile_rule(
        SUBJ + r" (?:won|wins|took|claimed) the (?P<o>first|second|third|opening) (?:stage|segment)"
    ),
    compile_rule(r"^\W*(?:Stage|Segment) (?P<n>\d|one|two|three) winner: {P:w}"),  # a box score's line
    compile_rule(r"\b(?:stage|segment) (?P<n>\d) winner {P:w}"),
]
POSITION = compile_rule(
    SUBJ + r" (?:finished|was|came home|came in|ended up|ended|placed|crossed the line|"
    r"faded(?: back)? to|dropped to|fell to|slipped to|rallied to|recovered to|took|settled for|"
    r"had an? [\w\- ]{0,25}? run in|run in|was classified)(?: in)?(?: an?)? (?P<o><ORD>)(?=(?P<tail>[^.;]{0,40}))"
)
FOLLOWED = compile_rule(r"(?P<o><ORD>)(?: place)?, followed by {P:a}(?:,? and {P:b})?")
CAR = compile_rule(
    r"(?<!\bwin )(?<!\bwins )(?<!victory )(?<!triumph )(?<!title )(?<!race )(?<!round )(?<!stage )(?<!pole )"
    r"(?:No\. ?|#)(?P<n>\d{1,3})\b(?! (?:starting|grid|qualifying|pole|position|spot|seed|ranking|pick|overall)\b)"
    r"(?! (?:[\w\-]+ )?(?:position|spot|place|slot)\b)"  # "in the No. 2 front-row position": a grid slot
)  # not "Win No. 6", "victory No. 201": a count
TEAM = [
    # "the Vantor driver": the closest person before; as an object ("to pass the X driver") only a person
    # who is not the subject of a verb ("at the leading X ... ahead of the RFK Racing driver")
    (compile_rule(r"\bthe {T:t} (?:driver|rider)\b"), "nearest"),
    # not "with T's X third"; not "delivers the 100th victory for T" (the winner's team, not the nearest name's)
    (
        compile_rule(
            r"(?<!victory )(?<!win )(?<!triumph )(?<!spent )(?<!formerly )(?<!previously )(?<!once )(?<!then )"
            r"\b(?:for|with) {T:t}(?!(?:'s|'|’s|’) \ue001P)"  # not "whose past two seasons were spent with PPI"
            r"(?! (?:riders?|drivers?|team-?mates?|teammates?|pair|duo) )"  # "with Kawasaki riders Rea and Lowes"
        ),
        "nearest",
    ),
    (compile_rule(r"{T:t}(?:'s|'|’s|’) {P:w}"), "w"),
    # "Alesi, in a Benetton", "Piquet, driving for the Brabham team", "Mansell of the Williams team"
    (
        compile_rule(
            r"{P:w}(?: of [A-Z][a-z]+)?(?:,| (?:finished|was|came home|placed|took) [a-z0-9]+)? "
            r"(?:in an?|driving (?:an?|the|for(?: the)?)|aboard an?|of the) {T:t}"
            r"(?! (?:teammates?|team-?mates?)\b)"
        ),
        "car",  # the person's car: its make after the team's name is the car's ("a Team Penske Chevrolet")
    ),
    (compile_rule(r"{T:t} (?:drivers|riders) (?:{P}(?:,| and) )?{P:w}"), "w"),  # "Mercedes drivers A and B"
    (compile_rule(r"{T:t} (?:drivers|riders) {P:w}"), "w"),
    (compile_rule(r"{P:w} \({T:t}\)"), "w"),
    (
        compile_rule(
            r"\b[Tt]he (?:(?:#|No\. ?)\d+ )?{T:t}(?: \ue001M\d+\ue002| [A-Z]\w+)? of (?:[A-Z]\w+ )?{P:w}"
        ),
        "w",
    ),  # "the #5 Arrow McLaren Honda of X"
    (compile_rule(r"\b(?:his|her) {T:t} (?:team-?mates?|teammates?) {P:w}"), "w"),
    (  # "X held off his Penske Racing teammate": the subject's team
        compile_rule(
            r"{P:w}(?:[^.;\ue001]|\ue001[OLVE]\d+\ue002){0,60}?\b(?:his|her) {T:t} (?:team-?mates?|teammates?)\b"
        ),
        "subject",
    ),
]
MAKE = [
    (compile_rule(r"{P:a}(?: and {P:b})? (?:also )?(?:put|placed|got) {M:m} in"), "ab"),
    (
        compile_rule(r"(?<!No\. )(?<!No\.)(?<!#)(?<!\d )(?<!\d){P:a}(?:'s)? {M:m}"),
        "ab",
    ),  # not "the No. 46 Jack Daniel's Chevy"
    (
        compile_rule(r"(?<![\w\ue002])(?<!former ){M:m}(?:'s|'|’s|’) (?:[A-Za-z][\w\-]* ){0,2}?{P:a}"),
        "ab",
    ),  # "Mercedes' Valtteri Bottas", "McLaren's Spaniard Carlos Sainz", "Mercedes' championship leader X"
    (
        compile_rule(r"{P:a}(?:,[^,;\ue001]{1,60},)? (?:finished|came home|was) [\w\- ]{0,30}? for {M:m}"),
        "ab",
    ),
    # "Bayliss' Ducati team-mate Michel Fabrizio", "beating his Yamaha team leader Valentino Rossi"
    (compile_rule(r"{P:a}(?:'s|'|’s|’) {M:m} (?:team-?mate|teammate|team leader|stablemate) {P:b}"), "ab"),
    (compile_rule(r"\b(?:his|her) {M:m} (?:team-?mate|teammate|team leader|stablemate) {P:a}"), "ab"),
    # "beat his Honda rival Max Biaggi": the rival's make, not the subject's
    (compile_rule(r"\b(?:his|her) {M:m} (?:rivals?|opponents?|nemesis|counterparts?|foes?) {P:a}"), "ab"),
    (
        compile_rule(
            r"\b(?:his|her) (?:No\. ?\d+ )?{M:m}(?! (?:rivals?|opponents?|nemesis|counterparts?|foes?)\b)"
        ),
        "first",
    ),
    (compile_rule(r"{P:a} of {M:m}(?!['’]s)"), "ab"),  # "Lewis Hamilton of McLaren"
    (
        compile_rule(
            r"{P:a}(?: of [A-Z][a-z]+)?,? (?:in an?|driving (?:an?|the|for(?: the)?)|aboard an?) {M:m}"
        ),
        "ab",
    ),  # "Michele Alboreto of Italy, driving a Ferrari"
    (compile_rule(r"{P:a} and (?:his|her) {M:m} (?:team-?mate|teammate) {P:b}"), "ab"),
    # a rider's machine: "Doohan's victory on a Honda", "Itoh was second, also on a Honda"
    (
        compile_rule(r"\b(?:also )?(?:on|aboard|riding) an? {M:m}(?! (?:rider|driver|team|machine)s?\b)"),
        "first",
    ),
]
DISTANCE = compile_rule(r"\b(?P<n>\d{2,4})[- ]?(?P<u>miles?|mi|kilometres?|kilometers?|km|laps?)\b")
_DISTANCE_COUNTED = re.compile(
    r"\b(?:led|leading|leads|lead|completed|completing|ran|running|covered|after|for|final|last|first|"
    r"only|another)\s+(?:a\s+|the\s+)?(?:race-high\s+|field-high\s+|most\s+)?$",
    re.I,
)
SPIN_CAUTION = [
    compile_rule(
        r"\bcaution (?:for|after|caused by|triggered by|brought out by) {P:w}'s (?P<c>spin|crash|wreck|accident|stall|tire failure)"
    ),
    compile_rule(
        r"{P:w},? whose (?P<c>spin|crash|wreck|accident) (?:caused|brought out|triggered) (?:the|a)"
    ),
]
CRASH_LAPS = compile_rule(
    r"{P:w}(?: [a-z]+){0,2}? (?:crashed|spun|wrecked|hit the wall|went around) with (?P<n><NUM>) laps? (?:to go|remaining|left)"
)
CRASH_RESTART = compile_rule(
    r"{P:w}(?: [a-z]+){0,1}? (?:crashed|spun|wrecked) on the (?P<r>restart|first lap|opening lap|final lap|last lap)"
)
HIT_BY = compile_rule(r"{P:w} was (?:hit|spun|turned|clipped|wrecked)(?: from behind)? by {P:b}")
CONTACT = compile_rule(r"{P:a}(?: [a-z]+){0,1}? made contact with {P:b}")
PENALTY = compile_rule(
    r"{P:w}[^.\ue001]{0,60}?\bpenalty for (?P<r>[a-z][a-z \-]{3,50}?)(?= during| that| which| in | on | after|,|\.|$)"
)
POLE = [
    compile_rule(
        SUBJ
        + r" (?:started|starts|starting|began) (?:the race )?(?:on|from|in) (?:the )?(?:pole|front position|front row|first position|first)"
    ),
    compile_rule(SUBJ + r" (?:won|took|claimed|earned|secured) (?:the )?pole"),
    compile_rule(r"{P:w},? who (?:had )?(?:started|start) (?:from|on) (?:the )?pole\b"),
]
ROLE = [
    compile_rule(
        r"(?:{P:o}'s|\b(?:his|her)) (?P<r>spotter|crew chief|car chief|team owner|race engineer|engineer|strategist),? {P:w}"
    ),
    compile_rule(r"{P:w},? (?:(?:his|her)|{P:o}'s) (?P<r>spotter|crew chief|car chief|race engineer)\b"),
]
COMMENTARY = compile_rule(
    r"{P:w} (?:said|remarked|noted|added|commented) (?:\w+ ){0,2}?(?:in|on) (?:the )?(?:commentary|broadcast|TV)"
)
LEAD_CHANGES = compile_rule(r"(?P<n><NUM>) (?:official )?lead changes(?P<tail>[^.]{0,60})")
CAREER = compile_rule(
    r"{P:w}'s (?P<o><ORD>) career (?:[A-Z][\w ]{0,20}? |{O} )?(?:victory|win)"
    r"(?! (?:at|on|in) (?:the )?(?:\ue001[VL]\d+\ue002|[A-Z]))"  # "X's fifth career win at Martinsville"
)
SEASON = compile_rule(
    r"(?:{P:w}(?:'s|’s) (?:(?:win|victory) (?:was|marks) )?|\b(?:his|her) )(?P<o><ORD>)(?: (?:win|victory|race win|triumph))?"
    r" of the (?:\w+ )?(?:season|year)"
)
# A clause with a subject of its own before "his": "as the 2021 MotoGP vice champion took the flag".
_ANOTHER_SUBJECT = re.compile(
    r"\b(?:as|while|when|after|before|but|and) the (?:[\w\-]+ ){0,4}?(?:champion|winner|leader|driver|rider|man|woman|veteran|rookie|youngster|Italian|Spaniard|Briton|German|Frenchman|American)\b"
)
NEXT = compile_rule(
    r"\b(?:series|tour|field|circus|cup series|championship) (?:heads|moves|goes|travels|returns)(?: next)? to {LV:v}(?: next)?"
)
RECORD_BEAT = compile_rule(
    r"(?P<y>(?:19|20)\d\d),? (?:when |as )?{P:w} (?:beat|edged|edged out|defeated|held off) {P:r} by (?P<m><MARGIN>)(?: at {LV:v})?"
)
RECORD_MARGIN = compile_rule(r"\brecord (?:of|was) (?P<m><MARGIN>)")
RECORD_BETWEEN = compile_rule(
    r"(?:in (?P<y>(?:19|20)\d\d) )?between {P:a} and {P:b} at {LV:v}(?: in (?P<y2>(?:19|20)\d\d))?"
)


_WON_WORDS = (
    "win", "won", "edg", "beat", "defeat", "held off", "outd", "outl", "pipp", "nipp", "better of", "prevail", "top",
    "flag",
)  # fmt: skip


_WIN_NOUN_NEXT = re.compile(r"(?:\w+ )?(?:win|victory)\b")  # "X's second win": X's own


def extract(t: Tagged, flags: tuple[str, ...]) -> Iterator[Found]:
    """Every fact one sentence supports (race-level subjects are "")."""
    if "quote" in flags or "hedge" in flags:
        return
    if "other" in flags:
        yield from _records(t)
        yield from prev_wins(t)
        return
    s = t.text
    low = s.lower()
    winners: list[str] = []
    won = any(w in low for w in _WON_WORDS)  # every winner and margin rule below holds one
    for m in BEAT.finditer(s) if won else ():
        winners.append(entity(t, m.group("w")))
        yield Found("winner", "", entity(t, m.group("w")), "person")
        yield Found("runner_up", "", entity(t, m.group("r")), "person")
        if (margin := margin_text(m.group("m"))) and not REVISED.match(s, m.end("m")):
            yield Found("margin", "", margin, "number")
    for rx in WINNER if won else ():
        for m in rx.finditer(s):
            if (p := POSSESSIVE_AFTER.match(s, m.end("w") + 1)) and not _WIN_NOUN_NEXT.match(s, p.end()):
                continue  # "the second win for Chip Ganassi's Target team": its owner, no winner
            if in_group(t, m.start("w") - 2):
                first = re.search(OPEN + r"P(\d+)" + CLOSE, s)
                winners.append(t.values[int(first.group(1))] if first else "")
            else:
                winners.append(entity(t, m.group("w")))
            yield Found("winner", "", winners[-1], "person")
    for m in WINNER_CAR.finditer(s) if "No." in s else ():
        yield Found("winner_car", "", m.group("n"), "car_number")
    if won and not BEAT.search(s):
        for m in WIN_MARGIN.finditer(s):
            if (margin := margin_text(m.group("m"))) and not REVISED.match(s, m.end("m")):
                yield Found("margin", "", margin, "number")
    if "stage" in low or "segment" in low:
        yield from _stages(t)
    if "No." in s or "#" in s:
        yield from _cars(t)
    if OPEN + "T" in s or OPEN + "M" in s:
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
                yield Found("stage_winner", f"Stage {n}", entity(t, m.group("w")), "person")


def _cars(t: Tagged) -> Iterator[Found]:
    persons = persons_in(t)
    others = {
        m.group("n")
        for m in CAR.finditer(t.text)
        if _ANOTHERS_CAR.search(t.text, max(0, m.start() - 40), m.start())
    }
    for m in CAR.finditer(t.text):
        if WINNER_CAR.match(t.text, m.start()):
            continue
        before = persons_in(t, m.start())
        prefix = t.text[max(0, m.start() - 12) : m.start()]
        owner = ""
        if driven := _DRIVEN_BY.match(
            t.text, m.end()
        ):  # "the No. 45 Audi R8 LMS driven by Markus Winkelhock"
            owner = t.values[int(driven.group(1))]
        elif m.group("n") in others:
            pass  # "tried to get to the bumper of the #18", "passed the No. 9", and that car again: another's
        elif persons and persons[0][0] > m.start() and _EPITHET_CAR.match(t.text, m.end()):
            pass  # "The #18 Joe Gibbs Racing driver held off ... Erik Jones": the epithet's, not Jones's
        elif len(persons) == 1 and not _object_after(t, persons[0][0], m.start()):
            # the one person named after the car owns it unless a name the book could not resolve comes
            # first ("Pérez, in the #9 Ford, ..., but Whitfield ...": the car is Pérez's)
            if persons[0][0] < m.start() or not _unresolved_name(t.text[: m.start()]):
                owner = persons[0][1]
        elif re.search(r"\b(?:his|her) $", prefix) and before:
            # the subject, or the last person whose verb leads to it ("Y, Scott Dixon finished third in his #9")
            last = t.text.index(CLOSE, before[-1][0]) + 1
            owner = before[-1 if _OWN_VERB.match(t.text, last, m.start()) else 0][1]
        elif re.search(CLOSE + r"(?:'s|’s)? $", prefix) and before:
            owner = before[-1][1]
        elif re.search(r"\bin the $", prefix) and before:
            # the sentence's subject, or the one a "with" clause names ("He was second, with X third in the
            # No. 27 car")
            last = before[-1][0]
            right_before = t.text.index(CLOSE, last) + 1 == m.start() - len(" in the ") and not object_at(
                t.text, last
            )  # not "substituting for Erik Jones in the No. 43": Heim's
            # "... put Wallace in Busch's car and Busch's substitute Ty Gibbs in the No. 23": Gibbs's
            with_clause = re.search(r"\bwith \W*$", t.text[max(0, last - 8) : last])
            owner = before[-1 if with_clause or right_before else 0][1]
        if owner:
            yield Found("car_number", owner, m.group("n"), "car_number")


# After a car number: the rest of an epithet that stands for its driver ("the #18 Joe Gibbs Racing driver")
_EPITHET_CAR = re.compile(
    r"(?:\s+(?:[A-Z][\w'’.&-]*|\ue001[TOM]\d+\ue002)){0,5}\s+(?:driver|rider|pilot|racer)\b"
)


_REDUCED_RELATIVE = re.compile(
    r",? (?:who (?:is|was) )?(?:now |currently |then |still )?(?:driving|riding|racing) "
)
_OWN_THING = re.compile(r"(?:'s|’s) (?:[\w\-]+ ){0,2}?(?:victory|win|triumph|ride|machine|bike|car)\b")


def _owns(text: str, after: int) -> bool:
    """Can the person whose name ends at `after` own a machine named later: not a possessor of something
    else ("Ogier's closest rival"), but "Doohan's victory on a Honda"."""
    return not POSSESSIVE_AFTER.match(text, after) or _OWN_THING.match(text, after) is not None


_ANOTHERS_CAR = re.compile(
    r"\b(?:(?:bumper|rear|tail|back|gearbox|wing|door|side|quarter panel|wheel) of|behind|past|passed|passing|caught|"
    r"catch|chasing|chased|overtook|overtake|overtaking|pass|hit|tagged|clipped|into) (?:the )?$"
)


def _object_after(t: Tagged, pos: int, car_at: int) -> bool:
    """Is the person at `pos` after the car number and the object of "than"/"beat"/...?"""
    marker = r"\b(?:than|behind|ahead of|beat|beating|over|past|passed|passing|of) $"
    return pos > car_at and re.search(marker, t.text[max(0, pos - 14) : pos]) is not None


_OBJECT_EPITHET = re.compile(
    r"\b(?:pass|passed|passing|overtake|overtook|overtaking|beat|beating|behind|past|ahead of|catch|caught)\s+$"
)
_ACTS = re.compile(r"\s+(?:[a-z]+(?:ed|s)|had|has|was|is|tried|went|ran|got|made|took)\b")  # a subject's verb


def _unresolved_name(text: str) -> bool:
    """Does `text` (tagged) hold a capitalised name outside its placeholders that is no common word?"""
    bare = re.sub(OPEN + r"\w+" + CLOSE, " ", text)
    for word in re.findall(r"\b[A-Z][\w\-]*(?:'s|’s)?", bare):
        if not word.endswith("s") or word[-2] not in "'’":
            if word.lower() not in STOP_WORDS and word.lower() not in NON_PERSON:
                return True
    return False


def _nearest_subject(t: Tagged, before: list[tuple[int, str]], end: int) -> str:
    """The closest person before `end` that is not the object of "for"/"with"/... and with no other
    capitalised name in between (an unresolved name may be the one meant). When a person passed over
    stands closer, an epithet opening a clause of its own may mean either ("X beat Y in the final after
    the Venturi driver lost control"): nobody."""
    opens_clause = bool(_CLAUSE_OPENER.search(t.text, max(0, end - 14), end))
    for k, (pos, who) in enumerate(reversed(before)):
        if _unresolved_name(t.text[t.text.index(CLOSE, pos) + 1 : end]):
            return ""
        before = t.text[max(0, pos - 14) : pos]
        if (
            not re.search(r"\b(?:for|replacing|than|behind|ahead of|of) $", before)
            and not _OBJECT_EPITHET.search(before)
            and not re.search(r"\b(?:outduels|outdueled|beats|edges|pips|tops|downs) $", before)
        ):
            return (
                "" if k and opens_clause else who
            )  # "Busch outduels Heim for ... victory": Heim is no subject
    return ""


_CLAUSE_OPENER = re.compile(r"\b(?:after|when|as|before|while|because|until|since|but|and)\s+$")


_CONTRAST = re.compile(r"\b(?:but|whereas|although|though|yet)\b")


def _without_make(team: str) -> str:
    """ "Team Penske Chevrolet" (a team's car) -> "Team Penske"."""
    head, _, last = team.rpartition(" ")
    return head if head and last.lower() in ALL_MAKES and len(head) > 3 else team


_DRIVEN_BY = re.compile(
    r"(?:[^.;,\ue001]|\ue001[TMO]\d+\ue002){0,40}?\b(?:driven|piloted|raced) by \ue001P(\d+)\ue002"
)
_OWN_VERB = re.compile(
    r" (?:finished|drove|raced|was|came home|crossed the line|took|ran|led|made|hit|crashed|spun|stopped|"
    r"brought|drove|steered|put|parked|nursed|limped|slid|lost)\b[^,;.\ue001]{0,60}$"
)  # "when Nolan Siegel made contact with the Turn 2 wall in his No. 6": Siegel's
_WHO_CLAUSE = re.compile(r"\ue001P(\d+)\ue002,? who [^,;.\ue001]{0,40}$")


def _teams_and_makes(t: Tagged) -> Iterator[Found]:
    for rx, how in TEAM:
        for m in rx.finditer(t.text):
            before = persons_in(t, m.start())
            if how in {"w", "car"}:
                owner = entity(t, m.group("w"))
            elif how == "subject":
                owner = "" if object_at(t.text, m.start("w") - 2) else entity(t, m.group("w"))
            elif how == "nearest":
                owner = _nearest_subject(t, before, m.start())
                if before and _REDUCED_RELATIVE.fullmatch(
                    t.text, t.text.index(CLOSE, before[-1][0]) + 1, m.start()
                ):
                    owner = before[-1][1]  # "sub for Kevin Magnussen, now driving for Haas": Magnussen's
                if owner and _CONTRAST.search(t.text, max(p for p, who in before if who == owner), m.start()):
                    owner = ""  # "X was unhappy, but the Dimension Data rider did not care": someone else
                if owner and _OBJECT_EPITHET.search(t.text[max(0, m.start() - 24) : m.start()]):
                    at = max(p for p, who in before if who == owner)
                    if _ACTS.match(t.text, t.text.index(CLOSE, at) + 1):
                        owner = ""  # "X tried to pass the Techeetah driver": someone else
            else:
                owner = before[0][1] if before else ""
            if owner:
                team = entity(t, m.group("t"))
                yield Found("team", owner, _without_make(team) if how == "car" else team, "team")
    for rx, how in MAKE:
        for m in rx.finditer(t.text):
            make = entity(t, m.group("m"))
            if how == "ab":
                b = m.groupdict().get("b")
                owners = [entity(t, m.group("a"))] + ([entity(t, b)] if b else [])
            else:  # "his Chevrolet": the nearest person before it who is no verb's object nor a possessor
                before = [
                    (at, who)
                    for at, who in persons_in(t, m.start())
                    if not object_at(t.text, at) and _owns(t.text, t.text.index(CLOSE, at) + 1)
                ]  # "Neuville, who has become Ogier's closest rival, rolled his Hyundai": Neuville's
                owners = [before[-1][1]] if before else []
            for owner in owners:
                yield Found("make", owner, make, "manufacturer")


def _incidents(t: Tagged) -> Iterator[Found]:
    s, low = t.text, t.text.lower()
    if OPEN + "P" not in s:
        return  # every rule here names a person
    for rx in SPIN_CAUTION:
        for m in scan(rx, s, low, "caution", "whose"):
            yield Found("caution_cause", entity(t, m.group("w")), m.group("c").lower(), "text")
    for m in scan(CRASH_LAPS, s, low, " with "):
        n = parse_number(m.group("n"))
        if n is not None:
            yield Found("crash_laps_to_go", entity(t, m.group("w")), str(n), "number")
    for m in scan(CRASH_RESTART, s, low, " on the "):
        yield Found("crash_on", entity(t, m.group("w")), m.group("r").lower(), "text")
    for m in scan(HIT_BY, s, low, " by "):
        yield Found("hit_by", entity(t, m.group("w")), entity(t, m.group("b")), "person")
    for m in scan(CONTACT, s, low, "contact"):
        yield Found("contact_with", entity(t, m.group("b")), entity(t, m.group("a")), "person")
    for m in scan(PENALTY, s, low, "penalty"):
        yield Found("penalty", m.group("r").strip().lower(), entity(t, m.group("w")), "person")


def _misc(t: Tagged) -> Iterator[Found]:
    s, low = t.text, t.text.lower()
    for rx in POLE:
        for m in scan(rx, s, low, "pole", "front", "first"):
            yield Found("pole", "", entity(t, m.group("w")), "person")
    for rx in ROLE:
        for m in scan(rx, s, low, "spotter", "chief", "owner", "engineer", "strategist"):
            owner = entity(t, m.group("o")) if m.group("o") else ""
            if not owner:
                before = persons_in(t, m.start())
                owner = before[0][1] if before else ""
            if owner and owner != entity(t, m.group("w")):
                yield Found("role", f"{m.group('r').lower()} of {owner}", entity(t, m.group("w")), "person")
    for m in scan(COMMENTARY, s, low, "commentary", "broadcast", "tv"):
        yield Found("commentator", "", entity(t, m.group("w")), "person")
    for m in scan(LEAD_CHANGES, s, low, "lead change"):
        n = parse_number(m.group("n"))
        stage = re.search(r"\bin (stage|segment) (\d)", m.group("tail"), re.I)
        scope = f"Stage {stage.group(2)}" if stage else ""
        if n is not None:
            yield Found("lead_changes", scope, str(n), "number")
    for m in scan(CAREER, s, low, "career"):
        n = parse_ordinal(m.group("o"))
        if n:
            yield Found("career_win", entity(t, m.group("w")), ordinal_word(n), "ordinal")
    for m in scan(SEASON, s, low, "season", "year"):
        n = parse_ordinal(m.group("o"))
        owner = entity(t, m.group("w")) if m.group("w") else ""
        if not owner and (who := _WHO_CLAUSE.search(s, 0, m.start())):
            owner = t.values[int(who.group(1))]  # "couldn't catch Busch, who collected his second win"
        if not owner and not _ANOTHER_SUBJECT.search(s, 0, m.start()):
            owner = sentence_subject(
                t, m.start()
            )  # not "X settled for second as the 2021 vice champion ... his first win"
        if n and owner:
            yield Found("season_win", owner, ordinal_word(n), "ordinal")
    for m in scan(NEXT, s, low, "heads", "moves", "goes", "travels", "returns"):
        yield Found("next_race", "", entity(t, m.group("v")), "place")
    for m in scan(DISTANCE, s, low, "race"):
        # "the 400-mile race", "a 200 lap (320 km) race": the length qualifies the race. Not a count of
        # laps someone led, completed or ran ("led 88 laps of the race").
        if _DISTANCE_COUNTED.search(s[max(0, m.start() - 30) : m.start()]):
            continue
        if re.match(r"\s*(?:to go|left|remaining|from the end)\b", s[m.end() :]):
            continue  # "with 10 laps to go": a moment of the race, not its length
        if re.match(r",? \d+[- ]yards?\b", s[m.end() :]):
            continue  # "the 26-mile, 385-yard race": more than its miles
        if re.match(
            r"\s*(?:bike|cycle|cycling|swim|run|ride|leg|stage|section|loop|heat|qualifying)\b", s[m.end() :]
        ):
            continue  # "the 112-mile bike race" of a triathlon: one leg of it
        if re.search(r"\brace\b", s[m.end() : m.end() + 25]):
            unit = m.group("u").lower()
            unit = "miles" if unit.startswith("mi") else "laps" if unit.startswith("lap") else "km"
            if unit != "km":
                yield Found("distance", "", f"{int(m.group('n'))} {unit}", "number")


def _records(t: Tagged) -> Iterator[Found]:
    s = t.text
    for m in RECORD_BEAT.finditer(s):
        venue = entity(t, m.group("v")) if m.group("v") else ""
        key = f"{m.group('y')}|{venue}"
        yield Found("record_winner", key, entity(t, m.group("w")), "person")
        yield Found("record_runner_up", key, entity(t, m.group("r")), "person")
        if margin := margin_text(m.group("m")):
            yield Found("record_margin", key, margin, "number")
    rm = RECORD_MARGIN.search(s)
    margin = margin_text(rm.group("m")) if rm else None
    for m in RECORD_BETWEEN.finditer(s):
        year = m.group("y") or m.group("y2")
        if not year:
            continue
        key = f"{year}|{entity(t, m.group('v'))}"
        a, b = entity(t, m.group("a")), entity(t, m.group("b"))
        yield Found("record_pair", key, f"{a} and {b}", "text")
        if margin:
            yield Found("record_margin", key, margin, "number")
