"""More relations from one tagged sentence: phrasing of road racing, endurance and open-wheel reports.

Companion to `extract` (same placeholders and helpers): runner-up and margin as a clause of the win
("..., beating X by", "4.2 seconds clear of X"), "pole-sitter X", a pass that won the race, lists of
finishers ("Ames fourth, Okafor fifth"), shared cars ("the No. 60 of A and B"; a crew's win is in `crews`),
race distance and laps led, caution counts, what brought out a caution or safety car, the biggest crash, the
fastest lap, championship gaps, class and support-race winners, the next round and an earlier race's winner.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from bot.factbank.crews import crew_facts, groups
from bot.factbank.running import GAP_NOT_RESULT, RUNNING
from bot.factbank.tagged import (
    APPOS,
    CLOSE,
    OPEN,
    SUBJ,
    Found,
    Tagged,
    bare_subject,
    compile_rule,
    entity,
    margin_text,
    object_at,
    persons_in,
    scan,
    sentence_subject,
)
from bot.factbank.values import ORDINAL_RE, ordinal_word, parse_number, parse_ordinal
from bot.factbank.winning_times import winning_times

_POS_EXCLUDE = re.compile(
    r"^(?:-|\s*(?:straight|consecutive|career|of the season|of his|of her|this season|in (?:the )?points|in the "
    r"standings|last|a year|time|win|victory|title|pole))|\b(?:last week|last year|a year ago)\b|\bat \ue001[LV]",
    re.I,
)
_EPI = r"(?:(?:pole-sitter|polesitter|pole-winner|leader|teammate|rookie|champion|defending champion) )?"
_P = OPEN + r"P(\d+)" + CLOSE
RUNNER = [
    compile_rule(
        r"(?:, |\bby )(?:beating|edging|edging out|pipping|holding off|defeating|outsprinting|outpacing|outlasting|"
        r"outduell?ing|fending off|seeing off) "
        r"(?:(?:his|her|their) (?:[a-z][\w\-]* ){0,2}[a-z][\w\-]*,? )?"  # "by edging his lifelong friend, X,"
        + _EPI
        # "holding off championship leader Team Vodafone's X", "outsprinting Ethiopia's X"
        + r"(?:(?:[a-z][\w\-]*|(?:\ue001[TMLO]\d+\ue002|[A-Z][a-z]+)(?:'s|’s)) ){0,3}?"
        + r"{P:r}"
        r"(?:[^.\ue001]{0,40}? by (?:just |only |a mere )?(?P<m><MARGIN>))?"
    ),
    compile_rule(
        r"(?P<m><MARGIN>) (?:clear of|ahead of) (?:the )?"
        + _EPI
        + r"(?:(?:\ue001[TML]\d+\ue002|[A-Z][a-z]+)(?:'s|’s) )?{P:r}"
    ),  # "two minutes 33.2 seconds ahead of Subaru's Chris Atkinson"
    # "to win by three minutes from Armand de las Cuevas, his team-mate": the British "from"
    compile_rule(
        r"\b(?:won|win|wins|winning|home|victory)(?: (?:[^.;,\ue001]|\ue001[EVL]\d+\ue002){1,60}?)? by (?P<m><MARGIN>) from "
        r"(?:the )?(?:(?:his|her|their) (?:[a-z][\w\-]* ){0,2}?|\ue001[PTML]\d+\ue002(?:'s|’s) (?:[a-z][\w\-]* ){0,2}?)?"
        + _EPI
        + r"{P:r}(?!['’]s\b)"  # not "from Gus Pell's team-mate X"
    ),
]
MARGIN_AHEAD = compile_rule(
    r"\b(?:home|finish(?:ing|ed)?|crossing the line) (?P<m><MARGIN>) (?:clear of|ahead of)"
)
POLE_EPITHET = compile_rule(  # not "the number 2 pole sitter Josef Newgarden": second on the grid
    r"(?<!\d )(?<!\d-)\b(?:[Pp]ole-?sitter|[Pp]ole sitter|[Pp]ole-?man|[Pp]ole-winning|[Pp]ole winner) {P:w}"
)
PASS_WIN = [
    compile_rule(r"{P:w} passed {P:r}(?P<how>[^.\ue001]{0,50}?) to win\b"),
    compile_rule(r", passing " + _EPI + r"{P:r}(?P<how>[^.,\ue001]{0,40}?)(?: and [a-z ]{0,20}?)? to win\b"),
]
POS_AND = compile_rule(
    SUBJ + r"[^.;\ue001]{0,40}? and (?:finished|was|came home|ended up|"
    r"(?:recovered|rallied|charged|climbed) to (?:finish|take)) (?P<o><ORD>)(?=(?P<tail>[^.;]{0,40}))"
)
POS_TO = compile_rule(
    SUBJ + r" (?:recovered|rallied|charged|climbed|battled|fought) to (?:finish|take) (?P<o><ORD>)"
    r"(?=(?P<tail>[^.;]{0,40}))"
)
PODIUM = compile_rule(SUBJ + r" completed the podium")
CREW = compile_rule(
    r"(?:No\. ?|#)(?P<n>\d{1,3}) of {P:a}(?: and {P:b})?(?:,? (?:was|finished|came home|took) | )(?P<o><ORD>)?"
)
CAR_TEAM = compile_rule(r"\b(?:the|their|his|her) (?:No\. ?|#)(?P<n>\d{1,3}) {T:t}")
LAPS_LED = compile_rule(  # "three Penske cars led 192 laps" is no one's count
    r"(?<!\btwo )(?<!\bthree )(?<!\bfour )(?<!\bfive )"
    + SUBJ.replace("{P:w}", r"{P:w}(?! (?:cars|entries|drivers)\b)", 1)
    + r" (?:also )?led (?P<hi>a race-high |the most |a field-high |a race-best )?(?P<n><NUM>)"
    r" (?:of (?:the )?(?P<t>\d{2,4}) )?laps(?(t)|(?: \((?:out )?of (?:the )?(?P<t2>\d{2,4})\))?)"  # "106 laps (out of 120)"
    r"(?!,? (?:early|late|midway|in the (?:early|middle|first|opening)|before)\b)"  # "led 16 laps early": a spell
)
DIST = [
    compile_rule(r"\bon lap \d{1,4} of (?P<t>\d{2,4})\b"),
    compile_rule(r"\b(?:winning car|winner|winners) completed (?P<t>\d{2,4}) laps"),
    compile_rule(r"\brace (?:went|ran|lasted|covered) (?P<t>\d{2,4}) laps"),
    compile_rule(r"\bextended by (?:<NUM>) laps? to (?P<t>\d{2,4})"),
]
CAUTIONS = compile_rule(
    r"\b(?:had|were|was slowed by|saw|featured|produced) (?P<n><NUM>) (?:[a-z\-]+ )?"
    r"(?:cautions|yellows|caution periods|caution flags)"
)
NEUTRALISED = compile_rule(
    r"\b(?P<k>safety car|caution|yellow|red flag|neutralised|neutralized)\b[^.\ue001]{0,60}?\bwhen {P:w}"
    r"(?:[^.,\ue001]{0,30}?)? (?P<v>crashed|spun|stopped|stalled|hit the wall|went off|wrecked)"
)
BIG_CRASH = compile_rule(
    r"\b(?:the )?(?:race's |day's )?(?P<adj>biggest|largest|big|only|first) (?:crash|wreck|pileup|accident) "
    r"(?:came|happened|occurred|was) on lap (?P<n>\d{1,4})[^,\ue001]{0,40}, when {P:w}"
)
FASTEST = [
    compile_rule(SUBJ + r"(?: [a-z]+){0,2}? set the fastest lap"),
    compile_rule(r"\b(?:he|she) (?:also )?set the fastest lap"),
]
DECISIVE = compile_rule(
    r"{P:w} made the (?:decisive|winning|race-winning) (?:move|pass|overtake) on lap (?P<n>\d{1,4})"
)
POINTS = [
    compile_rule(r"{P:w}(?: now)? (?:sits|is|lies) (?P<n><NUM>) points behind"),
    compile_rule(r"{P:w}" + APPOS + r"(?: now)? trails [^.\ue001]{0,20}?by (?P<n><NUM>) points"),
    compile_rule(
        r"\bleads? the (?:standings|championship|points)[^.\ue001]{0,20}?, (?P<n><NUM>) points clear of {P:w}"
    ),
]
CAREER_OF = compile_rule(
    r"\b(?:the )?(?P<o><ORD>) of (?:his|her) (?:{O} |[A-Z][\w\-]* )?career\b"
    r"(?! (?:at|on|in) (?:the )?(?:\ue001[A-Z]\d+\ue002|[A-Z]))"  # "the third of his career at Texas": that track's
)
SERIES_WIN = compile_rule(r"{P:w}'s (?P<o><ORD>) (?:win |victory )?in the series")
# "battled to his 66th victory at world championship level", "his third Formula One win": a count of the
# career in a series (not "his first Grand Prix win since 2012", not "his second Indianapolis 500 win")
CAREER_IN = compile_rule(
    r"\b(?:his|her) (?P<o><ORD>) (?:(?:career|world championship|WRC|F1|Formula (?:One|1)|Grand Prix|GP|IndyCar|"
    r"MotoGP|premier[- ]class|World Cup|World Superbike|(?:NASCAR |Sprint |Nextel |Winston |NASCAR Cup )?Cup Series|"
    r"\ue001O(?P<so>\d+)\ue002) "
    r"(?:victory|win|triumph)|(?:victory|win) (?:at world championship level|in (?:Formula (?:One|1)|F1|MotoGP|"
    r"IndyCar|the World Cup|the world championship)))\b(?! (?:since|at|on|in|of|this)\b)"
)
_SERIES_SCOPE = re.compile(
    r"Formula (?:One|1)|F1|IndyCar|MotoGP|WRC|World Superbike|(?:NASCAR )?Cup Series", re.I
)  # ("his seventh career win on the two-mile track" is that track's count)
# Before "his": the verb of a win scored ("cruised to", "for", "captured"), not of a hope ("came 0.9 seconds
# away from his first career victory", "in his bid for his first")
_SCORED = re.compile(
    r"(?<!\bbid )(?<!\bchance )(?<!\bsearch )(?<!\bquest )(?<!\bhunt )(?<!\bshot )(?<!\bpush )(?<!\bcharge )"
    r"(?<!\bchallenge )(?<!\bfight )(?<!\bbattle )(?<!\bpursuit )\b(?:to|for|was|is|marked|marks|captured?|claim(?:ed)?|"
    r"earn(?:ed)?|grab(?:bed)?|t(?:ook|ake)|scored?|recorded?|notched|collected|secured?|sealed|clinched|registered|"
    r"landed|bagged) $"
)
CLASS_WIN = compile_rule(r"\b[Ii]n the (?P<c>[A-Z][\w\-]*) class, {P:a}(?: and {P:b})? won")
SUPPORT = compile_rule(
    r"{P:w} won the (?P<s>(?:{O}|[A-Z][\w\-]*)(?: (?:{O}|[A-Z0-9][\w\-]*)){0,3}) "
    r"(?P<k>(?:feature |sprint |support )?race)\b"
)
STINT = compile_rule(r"{P:w} drove the (?P<s>final|last|opening|first) stint")
NEXT2 = compile_rule(
    r"(?:\b(?:series|tour|field|circus|championship)|{O})(?: next)? (?:heads|moves|goes|travels|returns|resumes|"
    r"continues|races)(?: on| next)? (?:to|at|in) {LV:v}"
)
PREV_WIN = compile_rule(r"{P:w},? who won (?P<what>[^,.\ue001]{0,30}?)(?:at|in) {LV:v}")

_VERB_NOUN = {
    "crashed": "crash",
    "spun": "spin",
    "stopped": "stoppage",
    "stalled": "stall",
    "wrecked": "wreck",
}


def untag(t: Tagged, text: str) -> str:
    return re.sub(OPEN + r"[A-Z](\d+)" + CLOSE, lambda m: t.values[int(m.group(1))], text)


def more(t: Tagged, winner: str) -> Iterator[Found]:
    """Facts beyond `extract`'s; `winner` is the race winner this sentence names, if any."""
    s, low = t.text, t.text.lower()
    yield from _wins(t, winner)
    yield from _positions(t)
    for m in scan(LAPS_LED, s, low, "led "):
        who, n = entity(t, m.group("w")), parse_number(m.group("n"))
        if n is not None:
            yield Found("laps_led", who, str(n), "number")
            if m.group("hi"):
                yield Found("most_laps_led", "", who, "person")
        total = m.group("t") or m.group("t2")
        if (
            total
            and not re.search(
                r"\bhad\s+(?:also\s+)?led\s+(?:[a-z\-]+\s+)?$", s[max(0, m.start("n") - 30) : m.start("n")]
            )
            and not re.match(r"[^.;]{0,20}?\b(?:when|before|until)\b", s[m.end() :])
        ):  # not "had led 153 of 170 laps when his tyre exploded": the laps run so far
            yield Found("distance", "", f"{int(total)} laps", "number")
    for rx in DIST:
        for m in scan(rx, s, low, "lap"):
            if "scheduled" not in s[max(0, m.start() - 5) : m.end()]:
                yield Found("distance", "", f"{int(m.group('t'))} laps", "number")
    for m in scan(CAUTIONS, s, low, "caution", "yellow"):
        if (n := parse_number(m.group("n"))) is not None:
            yield Found("cautions", "", str(n), "number")
    for m in scan(NEUTRALISED, s, low, "when "):
        kind = (
            "safety car"
            if m.group("k").lower() in {"safety car", "neutralised", "neutralized"}
            else "caution"
        )
        verb = _VERB_NOUN.get(m.group("v"), "incident")
        yield Found("neutralised_by", f"{kind}|{verb}", entity(t, m.group("w")), "person")
    for m in scan(BIG_CRASH, s, low, "when "):
        key = f"the {m.group('adj').lower()} crash"
        yield Found("crash_lap", key, m.group("n"), "number")
        yield Found("crash_by", key, entity(t, m.group("w")), "person")
    yield from _misc(t)
    yield from winning_times(t)


def _wins(t: Tagged, winner: str) -> Iterator[Found]:
    s, low = t.text, t.text.lower()
    if winner and not GAP_NOT_RESULT.search(s):
        for rx in RUNNER:
            for m in scan(
                rx,
                s,
                low,
                "beating",
                "edging",
                "pipping",
                "holding off",
                "defeating",
                "outsprinting",
                "outpacing",
                "outlasting",
                "outduel",
                "fending off",
                "seeing off",
                "clear of",
                "ahead of",
                " from ",
            ):
                yield Found("runner_up", "", entity(t, m.group("r")), "person")
                if margin := margin_text(m.group("m")):
                    yield Found("margin", "", margin, "number")
        for m in scan(MARGIN_AHEAD, s, low, "clear of", "ahead of"):
            if margin := margin_text(m.group("m")):
                yield Found("margin", "", margin, "number")
    for m in scan(POLE_EPITHET, s, low, "pole"):
        yield Found("pole", "", entity(t, m.group("w")), "person")
    for rx in PASS_WIN:
        for m in scan(rx, s, low, "to win"):
            who = entity(t, m.group("w")) if "w" in m.groupdict() else winner
            if not who:
                continue
            if "w" in m.groupdict():
                yield Found("winner", "", who, "person")
            how = " ".join(m.group("how").split())
            if re.fullmatch(r"[a-z0-9 \-]*", how):
                yield Found("winning_pass", how, entity(t, m.group("r")), "person")
    yield from crew_facts(t, winner)
    for m in scan(CAR_TEAM, s, low, "no.", "#"):
        # the nearest person before who is no object: "X, who finished second to Y, finished fourth in the
        # No. 37 Team PBIR car" is X's car
        before = [(at, who) for at, who in persons_in(t, m.start()) if not object_at(s, at)]
        grp = next((names for gs, _ge, names in groups(t) if gs < m.start() and gs < 80), None)
        owners = grp or ([before[-1][1]] if before else [])
        for who in owners:
            yield Found("crew_team" if grp else "team", who, entity(t, m.group("t")), "team")
            if grp:
                yield Found("car_number", who, m.group("n"), "car_number")
    for m in scan(CLASS_WIN, s, low, "class"):
        yield Found("class_winner", m.group("c"), entity(t, m.group("a")), "person")
        if m.group("b"):
            yield Found("class_co_winner", m.group("c"), entity(t, m.group("b")), "person")


def _positions(t: Tagged) -> Iterator[Found]:
    s, low = t.text, t.text.lower()
    for rx in (POS_AND, POS_TO):
        for m in rx.finditer(s):
            n = parse_ordinal(m.group("o"))
            object_of = object_at(s, m.start()) or re.search(r"\bwith\s*$", s[: m.start()])
            if (
                n
                and n >= 2
                and not object_of
                and not _POS_EXCLUDE.search(m.group("tail"))
                and not RUNNING.match(m.group("tail"))  # "and was seventh out of the pits"
            ):
                yield Found("position", entity(t, m.group("w")), ordinal_word(n), "ordinal")
    for _gs, g_end, names in groups(t) if "respectiv" not in s else ():  # "respectivley" too
        if m := re.match(
            r" (?:finished|were|was|came home) ("
            + ORDINAL_RE
            + r")\b(?!,? (?:and )?(?:"
            + ORDINAL_RE
            + r"))",
            s[g_end:],
            re.I,
        ):  # a crew's one place; "A and B finished second and third" is each's own (see `places`)
            n = parse_ordinal(m.group(1))
            for who in names if n and n >= 2 else []:
                yield Found("position", who, ordinal_word(n), "ordinal")
    for m in scan(PODIUM, s, low, "podium"):
        yield Found("position", entity(t, m.group("w")), "third", "ordinal")
    for m in scan(CREW, s, low, "no.", "#"):
        names = [entity(t, m.group("a"))] + ([entity(t, m.group("b"))] if m.group("b") else [])
        n = parse_ordinal(m.group("o")) if m.group("o") else None
        for who in names:
            yield Found("car_number", who, m.group("n"), "car_number")
            if n and n >= 2:
                yield Found("position", who, ordinal_word(n), "ordinal")


def _misc(t: Tagged) -> Iterator[Found]:
    s, low = t.text, t.text.lower()
    persons = persons_in(t)
    for rx in FASTEST:
        for m in scan(rx, s, low, "fastest"):
            who = entity(t, m.group("w")) if "w" in m.groupdict() else ""
            if not who and len({p for _, p in persons}) == 1:
                who = persons[0][1]
            if who:
                yield Found("fastest_lap", "", who, "person")
    for m in scan(DECISIVE, s, low, " made the "):
        yield Found("decisive_lap", entity(t, m.group("w")), m.group("n"), "number")
    for rx in POINTS:
        for m in scan(rx, s, low, "points"):
            if (n := parse_number(m.group("n"))) is not None:
                yield Found("points_behind", entity(t, m.group("w")), f"{n} points", "number")
    for m in scan(CAREER_OF, s, low, "career"):
        n = parse_ordinal(m.group("o"))
        if n and (owner := sentence_subject(t, m.start())):
            yield Found("career_win", owner, ordinal_word(n), "ordinal")
    for m in scan(CAREER_IN, s, low, "win", "victory", "triumph"):
        n = parse_ordinal(m.group("o"))
        if not _SCORED.search(s, max(0, m.start() - 30), m.start()) or re.search(
            r"\bwho(?:se)?\b", s[: m.start()]
        ):
            continue  # a hope, or "Y, who ... his": another subject's
        if m.group("so") and not _SERIES_SCOPE.fullmatch(t.values[int(m.group("so"))]):
            continue  # "his third Ferrari win": a team's count
        if n and (owner := sentence_subject(t, m.start()) or bare_subject(t, m.start())):
            yield Found("career_win", owner, ordinal_word(n), "ordinal")
    for m in scan(SERIES_WIN, s, low, "series"):
        if n := parse_ordinal(m.group("o")):
            yield Found("career_win", entity(t, m.group("w")), ordinal_word(n), "ordinal")
    for m in scan(SUPPORT, s, low, " won the "):
        yield Found(
            "support_winner", f"{untag(t, m.group('s'))} {m.group('k')}", entity(t, m.group("w")), "person"
        )
    for m in scan(STINT, s, low, "stint"):
        yield Found("stint", m.group("s").lower(), entity(t, m.group("w")), "person")
    for m in scan(
        NEXT2, s, low, "heads", "moves", "goes", "travels", "returns", "resumes", "continues", "races"
    ):
        yield Found("next_race", "", entity(t, m.group("v")), "place")
    yield from prev_wins(t)


def prev_wins(t: Tagged) -> Iterator[Found]:
    """ "Brandt, who won last week's race at Mid-Ohio": another race's winner, keyed by its place."""
    for m in scan(PREV_WIN, t.text, t.text.lower(), "who won"):
        what = " ".join(m.group("what").split())
        if re.fullmatch(r"[a-z'’ ]*", what):
            yield Found("prev_win", entity(t, m.group("v")), entity(t, m.group("w")), "person")
