"""Relations from one tagged sentence.

A sentence's resolved mentions are replaced by placeholders (\\ue001P3\\ue002 for the third entity, a
person) so each rule is a short regular expression over the remaining words. Rules never see quoted
text (masked at ingest) and are not run on hedged sentences; records about earlier races come only
from sentences flagged as about another event.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from bot.factbank.crews import in_group
from bot.factbank.machines import WINNER_CAR, cars, teams_and_makes
from bot.factbank.relations import more, prev_wins
from bot.factbank.running import FOR_A_PLACE, GAP_NOT_RESULT
from bot.factbank.tagged import (
    ADV,
    CLOSE,
    NOT_A_RESULT,
    NOT_AN_OWNER,
    OPEN,
    POSSESSIVE_AFTER,
    REVISED,
    SUBJ,
    Found,
    Tagged,
    compile_rule,
    entity,
    margin_text,
    persons_in,
    scan,
    sentence_subject,
)
from bot.factbank.values import (
    ordinal_word,
    parse_number,
    parse_ordinal,
)
from bot.factbank.winner import sentence_votes

_WIN_WORDS = re.compile(r"\b(?:won|wins?|winner|winning|beat|beating|edged|edging|victory|better of)\b", re.I)

BEAT = compile_rule(
    r"{P:w}(?:'s)?(?! (?:failed|fails|tried|tries|trying|unable|hoping|hoped|attempted|wanted) to\b)"
    + ADV
    + r" (?:edged out|edged|edging out|edging|beat|beating|defeated|held off|"
    r"outdueled|outlasted|pipped|nipped|got the better of|getting the better of) {P:r}"
    + NOT_A_RESULT
    + r"(?:[^.\ue001]{0,40}? by (?:just |only |a minuscule |a mere |mere |an? )?(?P<m><MARGIN>))?"
)
WINNER = [
    compile_rule(r"\bwin for {P:w}" + NOT_AN_OWNER),
    # "X won his first CART race in three seasons by edging his lifelong friend, Y": X won, Y was beaten
    compile_rule(
        r"{P:w} (?:won|took|claimed|captured) [^.;\ue001]{0,60}? by (?:beating|edging|edging out|pipping|defeating|"
        r"holding off|outlasting) "
    ),
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
    # not "Wednesday's feature race winner X", "last week's race winner X": another race's
    compile_rule(
        r"(?<!'s )(?<!’s )(?<!'s feature )(?<!’s feature )(?<!last )(?<!previous )(?<!former )(?<![Dd]efending )(?<![Rr]eigning )(?<!-time )(?<!-times )\brace winner {P:w}"
    ),
    compile_rule(
        r"\b(?:just |narrowly )?behind (?:the )?(?:race )?winner {P:w}"
    ),  # "finished just behind winner X"
]
WIN_MARGIN = compile_rule(
    r"\b(?<!stage )(?<!heat )(?<!segment )(?<!sprint )(?:winner|won|win|victory|beat|edged|edging|better of|"
    # "captured his second career Southern 500 by a mere 0.24-second over Y" (not "captured pole by 0.05s")
    r"(?:captured|clinched|sealed)(?![^.]{0,60}?\b(?:pole|lead|title|championship|crown|points|fastest|qualif\w*)\b))\b"
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
FOLLOWED = compile_rule(r"(?P<o><ORD>)(?: place)?, followed by {P:a}(?:,? and {P:b})?")
# not "the 2.52-mile course" or "2,552.2 miles": a number's tail is no distance
DISTANCE = compile_rule(
    r"(?<![\d.,])\b(?P<n>\d{2,4})[- ]?(?P<u>miles?|mi|kilometres?|kilometers?|km|laps?)\b"
)
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
        + r" (?:started|starts|starting|began) (?:the race )?(?:on|from|in) (?:the )?(?:pole|front position|first position|first)\b(?! row)"
    ),  # not "the front row": two or three cars start there
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
    r"(?! (?:at|on|in) (?:the )?(?:\ue001[A-Z]\d+\ue002|[A-Z]))"  # "X's fifth career win at Martinsville"
)
SEASON = compile_rule(
    r"(?:{P:w}(?:'s|’s) (?:(?:win|victory) (?:was|marks) )?|\b(?:his|her) )(?P<o><ORD>)(?: (?:win|victory|race win|triumph))?"
    r" of the (?:\w+ )?(?:season|year)"
)
# The last thing counted before "his second of the season", when it is no win
_NOT_A_WIN_BEFORE = re.compile(
    r"\b(?:runner-up|podium|top[- ](?:three|five|ten|3|5|10)|pole|(?:finished|placed|came|ended) (?:in )?\w+|place|finish)\b"
    r"(?:(?!\b(?:win|victory|triumph)\b)"
    r"[^.;])*,\s*(?:\ue001P\d+\ue002(?:'s|’s) |(?:his|her) )?$"
)
# A clause with a subject of its own before "his": "as the 2021 MotoGP vice champion took the flag".
_ANOTHER_SUBJECT = re.compile(
    r"\b(?:as|while|when|after|before|but|and) the (?:[\w\-]+ ){0,4}?(?:champion|winner|leader|driver|rider|man|woman|veteran|rookie|youngster|Italian|Spaniard|Briton|German|Frenchman|American)\b"
)
_CLAUSE_SUBJECT = re.compile(
    r"\b(?:as|while|when|whereas) (?:[A-Z][\w\-]*(?:'s|’s) )?\ue001P(\d+)\ue002[^.;,\ue001]{0,60}$"
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
    "flag", "victor", "triumph", "captured", "clinched", "sealed",
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
    for m in BEAT.finditer(s) if won and not GAP_NOT_RESULT.search(s) else ():
        if _PAIRED.search(s, 0, m.start("w") - 2) or _PAIRED_AFTER.match(s, m.end("r")):
            continue  # "X and Y held off A and B": a pair's push, neither told first nor second
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
            if FOR_A_PLACE.search(s, m.start(), m.start("m")):
                continue  # "Dovizioso beat a revitalised Hayden to third place by 0.011s": a fight for third
            if (margin := margin_text(m.group("m"))) and not REVISED.match(s, m.end("m")):
                yield Found("margin", "", margin, "number")
    if "stage" in low or "segment" in low:
        yield from _stages(t)
    if "No." in s or "#" in s:
        yield from cars(t)
    if OPEN + "T" in s or OPEN + "M" in s or "(" in s:  # "Philippe Gilbert (Omega Pharma-Lotto)"
        yield from teams_and_makes(t)
    yield from _incidents(t)
    yield from _misc(t)
    if not winners and won and (votes := sentence_votes(t, 1.0)) and len({v.winner for v in votes}) == 1:
        winners.append(votes[0].winner)  # "X raced to his second victory, holding off Y": Y was second
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


_POLE_LOST = re.compile(
    r"[^.;]{0,30}?\bbut (?:was|were|had to|then) (?:\w+ ){0,2}?(?:dropped|sent|moved|relegated|demoted|stripped|"
    r"disqualified|bumped|forced|excluded|penali[sz]ed)\b"
)
_WIN_BEFORE_THIS = re.compile(
    r"\b(?:(?:came|coming|heading|went|going) into (?:the|this) (?:weekend|race|event|round)|buoyed by|fresh (?:off|from)|"
    r"on the back of)\b[^.;]*$"
)
_PAIRED = re.compile(r"\ue001P\d+\ue002 and $")
_PAIRED_AFTER = re.compile(r"\ue002 and \ue001P")
_WHO_CLAUSE = re.compile(r"\ue001P(\d+)\ue002,? who [^,;.\ue001]{0,40}$")


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
            if _POLE_LOST.match(s, m.end()):
                continue  # "won the pole but was dropped to the last spot after failing inspection": no pole start
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
        if re.match(
            r"\s+(?:early|late|in the (?:first|opening|early|last|closing|final))\b", m.group("tail")
        ):
            continue  # "two lead changes early in the race": some of them, not the race's count
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
        if _WIN_BEFORE_THIS.search(s, max(0, m.start() - 60), m.start()):
            continue  # "came into the weekend buoyed by his fourth win of the season in Germany": an earlier win
        if _NOT_A_WIN_BEFORE.search(s, max(0, m.start() - 60), m.start()) and not re.match(
            r"\S+ (?:win|victory|race win|triumph)\b", s[m.start("o") :]
        ):
            continue  # "took his third-career runner-up finish, his second of the season": a count of seconds
        owner = entity(t, m.group("w")) if m.group("w") else ""
        if not owner and (who := _WHO_CLAUSE.search(s, 0, m.start())):
            owner = t.values[int(who.group(1))]  # "couldn't catch Busch, who collected his second win"
        if not owner and (other := _CLAUSE_SUBJECT.search(s, max(0, m.start() - 120), m.start())):
            owner = t.values[
                int(other.group(1))
            ]  # "Stoner crashed out as Spain's Dani Pedrosa rode to his third
            # victory of the season": the clause's own subject
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
        if re.match(
            r"\s*(?:of (?:the )?(?:race|event) (?=to go|left|remaining))?(?:to go|left|remaining|from the end|into|in|"
            r"before|after|later|earlier)\b",  # "with 17 laps of the race remaining"
            s[m.end() :],
        ):
            continue  # "with 10 laps to go", "hit just 85 laps into the race": a moment of the race, not its length
        if re.match(r",? \d+[- ]yards?\b", s[m.end() :]):
            continue  # "the 26-mile, 385-yard race": more than its miles
        if re.match(
            r"\s*(?:bike|cycle|cycling|swim|run|ride|legs?|stages?|segments?|sections?|loop|heats?|qualifying|"
            r"course|track|circuit|oval|layout)\b",
            s[m.end() :],
        ):
            continue  # "the 112-mile bike race" of a triathlon, "two 40-lap stages": a part; "2-mile oval": the track
        # "Saturday night's 500-mile Sprint Cup Series race at Texas Motor Speedway": the race of that track
        told = re.match(
            r"\s*(?:(?:[A-Z][\w\-]*|\ue001[OE]\d+\ue002) )+race (?:at|in) \ue001[LV](\d+)", s[m.end() :]
        )
        at = t.values[int(told.group(1))] if told else ""
        if re.search(r"\brace\b", s[m.end() : m.end() + 25]):
            unit = m.group("u").lower()
            unit = "miles" if unit.startswith("mi") else "laps" if unit.startswith("lap") else "km"
            if unit != "km":
                yield Found("distance", "", f"{int(m.group('n'))} {unit}", "number", of=at)


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
