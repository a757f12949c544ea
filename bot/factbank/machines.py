"""Who drove which car, for which team and in which make, from one tagged sentence: "the No. 45 Audi
driven by X", "X's substitute Y in the No. 23", "Ferrari's Sebastian Vettel", "his Honda rival X", "the
Techeetah driver", "Itoh was second, also on a Honda". Split from `extract`, which runs these rules with
the others on each factual sentence."""

from __future__ import annotations

import re
from collections.abc import Iterator

from bot.factbank.bracket_teams import bracket_teams
from bot.factbank.entities import ALL_MAKES, NON_PERSON, STOP_WORDS
from bot.factbank.entity_words import (
    make_misspelt,
    names_a_country,
)
from bot.factbank.tagged import (
    CLOSE,
    OPEN,
    POSSESSIVE_AFTER,
    Found,
    Tagged,
    compile_rule,
    entity,
    object_at,
    persons_in,
)

WINNER_CAR = compile_rule(
    r"\bNo\. ?(?P<n>\d{1,3}) (?:car )?(?:was declared the winner|won|took the (?:checkered|chequered) flag)"
)
CAR = compile_rule(
    r"(?<!\bwin )(?<!\bwins )(?<!victory )(?<!triumph )(?<!title )(?<!race )(?<!round )(?<!stage )(?<!pole )"
    r"(?:No\. ?|#)(?P<n>\d{1,3})\b(?! (?:starting|grid|qualifying|pole|position|spot|seed|ranking|pick|overall)\b)"
    r"(?! (?:[\w\-]+ )?(?:position|spot|place|slot)\b)"  # "in the No. 2 front-row position": a grid slot
)  # not "Win No. 6", "victory No. 201": a count
# "his third career win and second for Joe Gibbs Racing": the subject's count, not the nearest name's team
_NOT_A_COUNT = "".join(
    f"(?<!{w} {n} )"
    for w in ("and", "his", "her")
    for n in ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth")
)
TEAM = [
    # "the Vantor driver": the closest person before; as an object ("to pass the X driver") only a person
    # who is not the subject of a verb ("at the leading X ... ahead of the RFK Racing driver")
    (compile_rule(r"\bthe {T:t} (?:driver|rider)\b"), "nearest"),
    # not "with T's X third"; not "delivers the 100th victory for T" (the winner's team, not the nearest name's)
    (
        compile_rule(
            r"(?<!victory )(?<!win )(?<!triumph )(?<!spent )(?<!formerly )(?<!previously )(?<!once )(?<!then )"
            # not "his third career win and second for Joe Gibbs Racing": the subject's count, not the nearest name's
            + _NOT_A_COUNT
            + r"\b(?:for|with) {T:t}(?!(?:'s|'|’s|’) \ue001P)"  # not "whose past two seasons were spent with PPI"
            r"(?!,? (?:and|or) \ue001[TM]\d+\ue002)"  # "only for Red Bull and Ferrari to gamble": two teams, no one's
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
    (  # "X piloted his Williams Renault to victory", "Y guided his Williams-BMW to second", "won in her Arrow
        # McLaren": the car the subject drove, no other person between
        compile_rule(
            r"{P:w}(?:[^.;\ue001]|\ue001[OLVEM]\d+\ue002){0,60}?\b(?:in|drove|piloted|guided|steered|took|put|"
            r"brought|drives|driving|raced|racing) (?:his|her) (?:No\. ?\d+ |#\d+ )?{T:t}"
            r"(?! (?:team-?mates?|teammates?|rivals?|colleagues?)\b)"
        ),
        "w",
    ),
    (  # "X held off his Penske Racing teammate": the team of the last person before "his" (not the
        # sentence's subject in "slowed both Hamilton and his McLaren teammate")
        compile_rule(
            r"{P:w}(?:[^.;\ue001]|\ue001[OLVE]\d+\ue002){0,60}?\b(?:his|her) {T:t} (?:team-?mates?|teammates?)\b"
        ),
        "w",
    ),
]
MAKE = [
    (compile_rule(r"{P:a}(?: and {P:b})? (?:also )?(?:put|placed|got) {M:m} in"), "ab"),
    (
        compile_rule(
            r"(?<!No\. )(?<!No\.)(?<!#)(?<!\d )(?<!\d){P:a}(?:'s)? {M:m}"
            r"(?! (?:engines?|motors?|power|powerplants?|horsepower)\b)"
        ),
        "ab",
    ),  # not "the No. 46 Jack Daniel's Chevy", nor "Jack Roush's Ford engines": an owner's, not a car
    (
        compile_rule(r"(?<![\w\ue002])(?<!former ){M:m}(?:'s|'|’s|’) (?:[A-Za-z][\w\-]* ){0,2}?{P:a}"),
        "ab",
    ),  # "Mercedes' Valtteri Bottas", "McLaren's Spaniard Carlos Sainz", "Mercedes' championship leader X"
    (
        # "Rosberg capped a memorable week by winning his home grand prix for Mercedes", "took second place for"
        compile_rule(
            r"{P:a}(?:,[^,;\ue001]{1,60},)? (?:[a-z\- ]{0,60} )?(?:finished|came home|was|took|claimed|secured|grabbed|won|"
            r"winning|scored|earned|taking|claiming)(?: [\w\-]+| \ue001[EOVL]\d+\ue002){0,6}? for {M:m}(?!['’]s)"
        ),
        "ab",
    ),
    # "Bayliss' Ducati team-mate Michel Fabrizio", "beating his Yamaha team leader Valentino Rossi"
    (compile_rule(r"{P:a}(?:'s|'|’s|’) {M:m} (?:team-?mate|teammate|team leader|stablemate) {P:b}"), "ab"),
    (compile_rule(r"\b(?:his|her) {M:m} (?:team-?mate|teammate|team leader|stablemate) {P:a}"), "ab"),
    # "beat his Honda rival Max Biaggi": the rival's make, not the subject's
    (compile_rule(r"\b(?:his|her) {M:m} (?:rivals?|opponents?|nemesis|counterparts?|foes?) {P:a}"), "ab"),
    (
        compile_rule(
            r"(?<!\band )\b(?:his|her) (?:No\. ?\d+ )?{M:m}(?! (?:rivals?|opponents?|nemesis|counterparts?|foes?)\b)"
            # "slowed both Hamilton and his McLaren teammate": "his" is the one just named, not the subject
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


def cars(t: Tagged) -> Iterator[Found]:
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
        if re.search(OPEN + r"P\d+" + CLOSE + " $", prefix) and _A_SPONSOR_BEFORE.search(
            t.text, max(0, m.start() - 60), t.text.rfind(OPEN, 0, m.start())
        ):
            continue  # "emerged from his bright blue Busch No. 4 Mustang": a sponsor's name, no driver's
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
            # the subject, or the last person whose verb leads to it ("Y, Scott Dixon finished third in his #9"),
            # or whom an apposition describes ("over Keselowski, a runner-up in his No. 2 Dodge")
            last = t.text.index(CLOSE, before[-1][0]) + 1
            own = _OWN_VERB.match(t.text, last, m.start()) or _APPOSITION_HIS.fullmatch(
                t.text, last, m.start()
            )
            owner = before[-1 if own else 0][1]
            if not own and len(before) > 1 and _PARTICIPLE_OPENING.fullmatch(t.text, 0, before[1][0]):
                owner = before[1][
                    1
                ]  # "Starting outside pole sitter X, Truex ... putting his No. 19": Truex's
        elif re.search(CLOSE + r"(?:'s|’s)? $", prefix) and before:
            at = t.text.rfind(OPEN, 0, m.start())
            if not _DROVE_BEFORE.search(t.text, max(0, at - 12), at):
                owner = before[-1][1]  # not "Dixon drove Ganassi's No. 02": the owner's car
        elif re.search(r"\bin the $", prefix) and before:
            # the sentence's subject, or the one a "with" clause names ("He was second, with X third in the
            # No. 27 car")
            last = before[-1][0]
            right_before = t.text.index(CLOSE, last) + 1 == m.start() - len(" in the ") and not object_at(
                t.text, last
            )  # not "substituting for Erik Jones in the No. 43": Heim's
            # "... put Wallace in Busch's car and Busch's substitute Ty Gibbs in the No. 23": Gibbs's
            with_clause = re.search(r"\bwith \W*$", t.text[max(0, last - 8) : last])
            close = t.text.index(CLOSE, last) + 1 == m.start() - len(" in the ")
            if with_clause or right_before:
                owner = before[-1][1]
            elif close and len(before) > 1 and not _STANDS_IN.search(t.text, max(0, last - 40), last):
                pass  # "his lead over teammate Tom Kristensen in the No. 2 Audi": whose car is unclear
            else:
                owner = before[0][1]
        if owner:
            yield Found("car_number", owner, m.group("n"), "car_number")


# A country's code before a name in a results row: "Jason Plato (GBR) Adrian Flux with ..." (a team's column)
_CODE_BEFORE = re.compile(r"\([A-Z]{3}\) $")
# Right after a name, set off by a comma: "Dani Pedrosa, riding a Honda," is Pedrosa's machine
_APPOSITION_RIDING = re.compile(r", (?:also )?(?:riding|aboard|driving|on) an? ")
# A stand-in's words before the driver he replaced: "substituting for Erik Jones in the No. 43" is his
_STANDS_IN = re.compile(r"\b(?:for|replacing|in place of|in relief of)\s+(?:[\w\-]+ ){0,2}$")
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


_DROVE_BEFORE = re.compile(r"\b(?:drove|drives|driving|piloted|raced) $")
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
_WHO_OR_ACTS = re.compile(r"\s+who\b|" + _ACTS.pattern)  # a clause's subject: "X, who kept his nose ..."


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
            not re.search(r"\b(?:for|replacing|than|behind|ahead of|of|from|over|past) $", before)
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


_A_SPONSOR_BEFORE = re.compile(r"\b(?:his|her|their|its|a|an)(?: [a-z][\w\-]*){0,3} $")
# A sentence opened by a participle's phrase up to its subject: "Starting outside pole sitter X, "
_PARTICIPLE_OPENING = re.compile(r"\W*[A-Z][a-z]+ing\b[^,;.]*, ")
_WHO_CLAUSE = re.compile(r", who [^,;.]*,")  # a relative clause closed before the make
# An apposition after a name that goes on to "his" car: "Keselowski, a runner-up in his No. 2 Dodge"
_APPOSITION_HIS = re.compile(
    r",? (?:a|an|the) [^,;.\ue001]{0,50}\b(?:in|of|with|driving|aboard) (?:his|her) "
)
# Between two people, words that leave them in one clause ("X had backup driver Y"), not
# "X had nothing for her, even though Y"
_ONE_CLAUSE = re.compile(r"(?:(?!\b(?:and|while|but|though|although|as|when)\b)[^,;:.\ue001])*")
# After a verb's object, a clause of what it did to someone's car: "of Y, sending his Ford"
_SENDING = re.compile(
    r"(?:['’]s? [a-z ]{0,30})?, (?:sending|spinning|pitching|leaving|forcing|pushing|turning) $"
)


def teams_and_makes(t: Tagged) -> Iterator[Found]:
    for rx, how in TEAM:
        for m in rx.finditer(t.text):
            before = persons_in(t, m.start())
            if how in {"w", "car"}:
                owner = entity(t, m.group("w"))
            elif how == "subject":
                owner = "" if object_at(t.text, m.start("w") - 2) else entity(t, m.group("w"))
            elif how == "nearest":
                owner = _nearest_subject(t, before, m.start())
                if (
                    owner
                    and before
                    and before[-1][1] == owner
                    and _CODE_BEFORE.search(t.text, 0, before[-1][0])
                ):
                    # "9 Jason PLATO (GBR) Adrian Flux with Power Maxed Racing": a results row's team column, its
                    # sponsor read as someone; the team is the driver's before the country's code
                    code = _CODE_BEFORE.search(t.text, 0, before[-1][0])
                    earlier = [who for at, who in before if at < code.start()] if code else []
                    owner = earlier[-1] if earlier else ""
                if before and _REDUCED_RELATIVE.fullmatch(
                    t.text, t.text.index(CLOSE, before[-1][0]) + 1, m.start()
                ):
                    owner = before[-1][1]  # "sub for Kevin Magnussen, now driving for Haas": Magnussen's
                if owner and _CONTRAST.search(t.text, max(p for p, who in before if who == owner), m.start()):
                    owner = ""  # "X was unhappy, but the Dimension Data rider did not care": someone else
                if (
                    owner
                    and re.search(
                        r"\b(?:in front of|ahead of|clear of|behind)\s+$",
                        t.text[max(0, m.start() - 24) : m.start()],
                    )
                    and _WHO_OR_ACTS.match(
                        t.text, t.text.index(CLOSE, max(p for p, who in before if who == owner)) + 1
                    )
                ):
                    owner = ""  # "X, who kept his nose in front of the Commodore driver": another driver (but "at the
                    # leading X in an attempt to get ahead of the RFK Racing driver" is X)
                if owner and _OBJECT_EPITHET.search(t.text[max(0, m.start() - 24) : m.start()]):
                    at = max(p for p, who in before if who == owner)
                    if _ACTS.match(t.text, t.text.index(CLOSE, at) + 1):
                        owner = ""  # "X tried to pass the Techeetah driver": someone else
            else:
                owner = before[0][1] if before else ""
            if owner and not names_a_country(entity(t, m.group("t"))):  # "Northern Ireland's X": his country
                team = entity(t, m.group("t"))
                team = make_misspelt(team) or team  # "in a Ferrarri": the report's typo, the make's name
                yield Found("team", owner, _without_make(team) if how == "car" else team, "team")
    if "(" in t.text:
        yield from bracket_teams(t)
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
                clauses = [(c.start(), c.end()) for c in _WHO_CLAUSE.finditer(t.text, 0, m.start())]
                before = [(at, who) for at, who in before if not any(a < at < b for a, b in clauses)]
                # "Jarrett, who broke a tie with Earnhardt, finished behind in his Ford": Jarrett's
                owners = [before[-1][1]] if before else []
                anyone = persons_in(t, m.start())
                if anyone and _APPOSITION_HIS.fullmatch(
                    t.text, t.text.index(CLOSE, anyone[-1][0]) + 1, m.start() + 4
                ):
                    owners = [anyone[-1][1]]  # "over Keselowski, a runner-up in his No. 2 Dodge": his own
                elif anyone and _APPOSITION_RIDING.fullmatch(
                    t.text, t.text.index(CLOSE, anyone[-1][0]) + 1, m.start("m") - 2
                ):
                    owners = [anyone[-1][1]]  # "came home clear of Dani Pedrosa, riding a Honda,": Pedrosa's
                elif len({who for _, who in before}) > 1 and _ONE_CLAUSE.fullmatch(
                    t.text, t.text.index(CLOSE, before[-2][0]) + 1, before[-1][0]
                ):
                    owners = []  # "X had backup driver Y ready to step into his Pontiac": X's or Y's?
                last = persons_in(t, m.start())[-1:]
                if (
                    before
                    and last[0][0] > before[-1][0]
                    and _SENDING.match(t.text[t.text.index(CLOSE, last[0][0]) + 1 : m.start()])
                ):
                    owners = []  # "X tagged the bumper of Y, sending his Ford spinning": whose is unclear
            for owner in owners:
                yield Found("make", owner, make, "manufacturer")
