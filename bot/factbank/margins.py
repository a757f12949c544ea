"""Winning margins, in the language real reports use, as one table of rules (`MARGIN_RULES`).

A margin is read only where the sentence is about the win ("won by", "clear of", "finished second, 1.2
seconds behind"), never in a running gap or a record of another race; each is credited to the person
the sentence makes its subject, and the reader keeps those credited to the race's winner.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from bot.factbank.running import FOR_A_PLACE, GAP_NOT_RESULT, running_before
from bot.factbank.tagged import (
    CLOSE,
    CREW_BEFORE,
    MINUTES,
    OPEN,
    REVISED,
    TITLE_NEXT,
    Found,
    Tagged,
    compile_rule,
    margin_text,
    object_at,
)
from bot.numbers import MARGIN_NOT_AFTER

_P = OPEN + r"P(\d+)" + CLOSE
_MARGIN_ANY = MARGIN_NOT_AFTER + (
    r"(?:\d+ \d/\d[- ]lengths?|(?:three[- ]quarters|a quarter|one[- ]quarter) of a length|a half[- ]second\b|"
    r"(?:\d*\.\d+|\d+)(?:[- ]?(?:seconds?|secs?\b|s\b))|\d*\.\d+ of a second|(?:(?:a|an|one|two|three|four|"
    r"five|six|seven|eight|nine)[- ])?(?:one[- ])?(?:thousandths?|hundredths?|tenths?) of a second|"
    r"(?:a|half a|one) second\b|(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|"
    r"forty|fifty)[- ]seconds\b|"
    r"(?:\d+(?:\.\d+)?|\d* ?[½¼¾]|(?:a|one|two|three|four|five|six|seven|eight|nine|ten)(?: and (?:a|one)[- ]"
    r"(?:half|quarter))?(?:[- ]and[- ]a[- ]half)?)[- ](?:car[- ]|bike[- ]|boat[- ])?lengths?(?: and (?:a|one)[- ](?:half|quarter))?|"
    r"half[- ]a[- ]length|"
    r"a (?:short[- ])?(?:head|neck|nose)|\d+ (?:minutes?|mins?)(?:,? (?:and )?\d+(?:\.\d+)? seconds?)?(?!,? \d))"
)


# How big a margin was, said before it: "won by a majestic seven lengths", "by a massive 32.6 seconds"
_SIZE = (
    r"(?:(?:massive|majestic|comfortable|commanding|healthy|whopping|huge|crushing|convincing|dominant|impressive|"
    r"staggering|emphatic|tidy|slender|decisive|clear|record) )?"
)
_BEHIND_WHOM = re.compile(r" \ue001P(\d+)\ue002")


@dataclass(frozen=True, slots=True)
class MarginRule:
    name: str
    pattern: re.Pattern[str]
    runner: bool = False  # group "r" names the runner-up


def _mrule(name: str, pattern: str, runner: bool = False) -> MarginRule:
    # A rule that starts with the margin looks for it only where one can start (a digit or a word).
    pattern = pattern.replace("<ANY>", rf"(?P<m>(?<![\w./]){_MARGIN_ANY})")
    return MarginRule(name, compile_rule(pattern), runner)


# Words before a name: "Toyota team-mate", "Aston Martin's", "the Smith-trained".
_BEFORE_NAME = r"(?:(?:[\w\-'’]+|\ue001[TM]\d+\ue002(?:'s|’s|'|’)?) )"
_WIN_WORD = r"(?:won|wins|win|winner|winning|victory|triumph\w*|prevail\w*|beat|beating|edged|edging|held off|holding off|held out|took the (?:checkered|chequered) flag)"
# A rough gap at the finish: who was second, but no margin a quiz can ask
_ROUGHLY_AHEAD = compile_rule(
    r"\b(?:finished|crossed the (?:finish )?line|came home) (?:about|around|roughly|nearly|almost|some|more than|"
    r"just over|approximately) (?:\d+(?:\.\d+)?|a|an|one|two|three|four|five|six|seven|eight|nine|ten) "
    r"(?:seconds?|secs?|lengths?|minutes?) (?:clear of|ahead of|in front of) (?:the )?"
    + _BEFORE_NAME
    + r"{0,3}?{P:r}"
)
MARGIN_RULES: tuple[MarginRule, ...] = (
    _mrule(
        "by_from",  # "prevailed by half a length from the Smith-trained X"
        r"\b(?:"
        + _WIN_WORD
        + r"|skated in|strolled home|cruised home|came home|home) by (?:just |only |a mere )?<ANY> "
        r"from (?:the )?(?:[\w\-'’]+ |\ue001P\d+\ue002(?:'s|’s) ){0,4}?{P:r}(?!['’]s\b)",  # not "from X's team-mate"
        True,
    ),
    _mrule(
        "won_by",
        r"\b"
        + _WIN_WORD
        + r"\b(?:[^.;\ue001]|\ue001[EVLO]\d+\ue002){0,60}? by (?:just |only |a mere |mere |a scant |a slim |a narrow |an? )?"
        + _SIZE
        + r"<ANY>",
    ),
    _mrule(
        "beat_by",
        r"\b(?:beat|beating|edge|edged|edging|held off|holding off|outsprinted|outdueling|outduelling|outdueled|"
        r"outduelled|pipped|from) "
        + _BEFORE_NAME
        + r"{0,3}?{P:r}[^.;\ue001]{0,40}? by (?:just |only |a mere |mere |an? )?"
        r"(?:(?:race|track|series|event|course)[- ]record )?<ANY>",
        True,
    ),
    _mrule(
        "clear_of", r"<ANY> (?:clear of|ahead of|in front of) (?:the )?" + _BEFORE_NAME + r"{0,3}?{P:r}", True
    ),
    _mrule(  # "won by a six-second margin"
        "by_a_margin",
        r"\b" + _WIN_WORD + r"\b(?:[^.;\ue001]|\ue001[EVLO]\d+\ue002){0,60}? by an? "
        r"(?P<m>(?:\d*\.\d+|\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty)"
        r"[- ]second) (?:margin|gap)\b",
    ),
    _mrule(  # "By the flag X had 0.6s in hand over Y": the gap at the finish
        "in_hand",
        r"\b(?:[Bb]y|[Aa]t) the (?:chequered |checkered )?(?:flag|finish|line)\b(?:[^.;\ue001]|\ue001P\d+\ue002){0,40}?"
        r"\b(?:had|with) (?:just |only )?<ANY> in hand over (?:the )?" + _BEFORE_NAME + r"{0,3}?{P:r}",
        True,
    ),
    _mrule(  # "a 0.541-second margin of victory over Bobby Rahal"
        "margin_over",
        r"<ANY>[- ]?(?:margin of victory|winning margin) over (?:the )?" + _BEFORE_NAME + r"{0,3}?{P:r}",
        True,
    ),
    _mrule(  # "to edge his teammate by 0.312 seconds": the runner-up unnamed, the margin told
        "edge_teammate",
        r"\b(?:beat|beating|edge|edged|edging|held off|holding off|pipped|outsprinted) (?:his|her|their) "
        r"(?:team-?mate|teammate|compatriot|rival|stablemate) by (?:just |only |a mere |an? )?<ANY>",
    ),
    _mrule("ahead_of_them", r"<ANY> (?:clear of|ahead of|in front of) (?:the|his|her|their) (?!\ue001)"),
    _mrule(  # "reaching the finish in Cardiff with an advantage of 27.8s", "a winning margin of 2.3 seconds"
        "advantage_of",
        r"\b(?:(?:finish|flag|line)\b(?:[^.;\ue001]|\ue001[VLEO]\d+\ue002){0,40}? with an? (?:advantage|margin|gap) of|"
        r"winning margin of) <ANY>",
    ),
    _mrule(
        "behind",
        r"{P:r}(?:,[^,;\ue001]{1,140},|,|(?: [a-z]+){1,3},)? (?:finished|finishing|(?:[a-z]+ (?:away|back|off) )?to finish|was|came home|crossed the line|crossed the finish line|came in)(?: in)?(?: second| 2nd| runner-up)?(?: place)?(?:,| and)? (?:just |only )?<ANY>(?:\s*[,—–-]+\s*(?:about|roughly|nearly|some|around) [^,;—–.\ue001]{1,40}?\s*[,—–-]+)? (?:behind|adrift|back)\b(?! of (?:the |his |her )?(?:leader|leaders|pace-?setter)\b)"
        r"(?!,? in (?:third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\w+teenth|\w+tieth|\d+(?:rd|th))\b)",
        True,  # not "finished 4.2 seconds back in third place": the gap to the winner of someone else
    ),
    _mrule(  # "Finishing 2.1 seconds behind Harvick was Alex Bowman, with X rounding out the top five"
        "finishing_behind_was",
        r"^\W*(?:Finishing|Crossing the line|Coming home|Home) (?:just |only )?<ANY> (?:behind|adrift of|back of) "
        r"(?:the winner,? )?\ue001P\d+\ue002,? (?:was|came) (?:[\w\-]+ ){0,2}?{P:r}",
        True,
    ),
    _mrule(
        "second_gap",  # "X finished second for Y, 0.870 behind": the runner-up's gap is the margin (not "X was
        # second, with the same time, and Z finished third, two seconds behind": Z's gap)
        r"{P:r}(?:,[^,;\ue001]{1,140},|,)? (?:finished|was|came home|crossed the line|took|came|placed|ended up|wound up|"
        r"(?:passed|overtook) \ue001P\d+\ue002 to take) (?:in )?(?:second|2nd|runner-up)(?: place)?\b(?:[^.;\ue001]|\ue001[TMVLEO]\d+\ue002){0,80}?, (?:just |only )?"
        r"(?P<m>(?<![\w.])(?:" + _MARGIN_ANY + r"|\d{1,2}\.\d{3}(?= behind))) (?:behind|adrift|back)\b",
        True,
    ),
    _mrule(
        "by_over",
        r"\b(?:win|victory|won|triumph)\b(?:[^.;\ue001]|\ue001[EVLO]\d+\ue002){0,40}? by (?:just |only |a mere )?(?P<m>\d*\.\d{1,4})"
        r" (?:seconds? |secs? )?over " + _BEFORE_NAME + r"{0,2}?{P:r}",
        True,
    ),
    _mrule(
        "adjective_over",  # "a 24-second victory over Alonso"
        r"\b(?:a|an|his|her|their) <ANY>[- ](?:win|victory|triumph) over (?:the )?"
        + _BEFORE_NAME
        + r"{0,3}?{P:r}",
        True,
    ),
    _mrule(
        "adjective",
        r"\b(?:a|an|his|her|their) (?:close |narrow |comfortable |dominant |convincing |slender )?<ANY>[- ]"
        r"(?:win|victory|triumph|winner|winning margin|margin of victory)\b",
    ),
    _mrule(  # "He led Kevin Harvick by 2.55 seconds at the finish"
        "led_at_finish",
        r"\bled (?:the )?" + _BEFORE_NAME + r"{0,2}?{P:r} by (?:just |only |a mere )?<ANY> at the "
        r"(?:finish|line|checkered flag|chequered flag|flag)",
        True,
    ),
    _mrule(  # "Nest ... was second, beaten by three lengths"
        "beaten_by",
        r"{P:r}[^.;\ue001]{0,60}?\b(?:second|runner-up),? beaten by (?:just |only |a mere )?<ANY>",
        True,
    ),
    _mrule(
        "bare_seconds",
        r"\b(?:won|wins|win|victory|beat \S+|edged \S+) by (?:just |only |a mere )?(?P<m>0?\.\d{2,3})(?![\d.]| ?(?:laps?|points?|%|mph|miles?|km))",
        # under a second only: "won by 1.39" in a cycling report is 1 minute 39 seconds
    ),
    _mrule(
        "finished_clear",
        r"\b(?:finished|crossed the line|crossing the line|crossed the finish line|crossing the finish line|came home|"
        r"won) (?:just |only )?<ANY> (?:clear|ahead)\b(?! of)",
    ),
    _mrule(  # "the margin of overall victory was slim, a mere 1.334 seconds"
        "margin_of",
        r"\b(?:winning )?margin(?: of (?:overall )?victory)?(?: (?:of|was|stood at|was (?:trimmed|cut|reduced|"
        r"extended|stretched) to)(?: slim,| tiny,| narrow,)?|"
        r"(?<=victory)(?= \d| \.\d))"  # "called the margin of victory 0.0033 seconds"
        r" (?:just |only |a mere |a scant )?<ANY>",
    ),
)


# Rules whose words make a whole number of seconds a gap ("a 24-second victory", "30 seconds clear of
# X"); elsewhere "30 seconds" is as often a penalty.
_GAP_WORDS = frozenset(
    {
        "adjective",
        "by_a_margin",
        "adjective_over",
        "clear_of",
        "ahead_of_them",
        "behind",
        "second_gap",
        "by_from",
        "beat_by",
        "by_over",
    }
)  # "won by 45 seconds from X": a margin, not a penalty


# A cheap test that a sentence may hold a margin at all, before the rules run.
_MARGIN_HINT = re.compile(
    r"\d|\b(?:second|length|head|neck|nose|minute|tenths?|hundredths?|thousandths?)", re.I
)


_NEEDS = {
    "won_by": " by ",
    "beat_by": " by ",
    "bare_seconds": " by ",
    "by_over": " over ",
    "margin_of": "margin",
    "led_at_finish": " by ",
    "beaten_by": "beaten by",
    "edge_teammate": " by ",
    "behind": " ",
    "clear_of": " of ",
    "ahead_of_them": " of ",
    "advantage_of": " of ",
    "margin_over": " over ",
    "in_hand": " in hand ",
    "by_a_margin": " by ",
}


# Every margin rule holds one of these (lowercase).
_MARGIN_WORDS = (
    "by ",
    "ahead",
    "clear",
    "behind",
    "adrift",
    "back",
    "margin",
    "advantage",
    "front of",
    "victory",
    "win",
    "triumph",
    "in hand",
)


_LATE_AFTER = re.compile(
    r"\s*,?\s*(?:late|early|midway|halfway|mid-race|deep|well into)\b|\s+(?:with|at|by|on|after) (?:\d+ laps|lap \d+|the "
    r"(?:halfway|midway)|the (?:first|second|last|final) (?:stop|round of|pit))"
)
_UNDER_CAUTION = re.compile(
    r"\b(?:won|finished|ended|crossed the line) under (?:the )?(?:caution|yellow|safety car|full[- ]course yellow)\b"
)
_PART_WIN = re.compile(
    r"\b(?:stage|heat|segment|sprint|split|leg|special) (?:win|victory|time|success)\b", re.I
)


def margins(t: Tagged) -> Iterator[tuple[Found, str, str]]:
    """Winning margins one factual sentence states, each with the runner-up it names and the person
    the sentence credits with it ("" when none): the caller keeps those credited to the race's winner."""
    s = t.text
    low = s.lower()
    if not _MARGIN_HINT.search(s) or not any(w in low for w in _MARGIN_WORDS):
        return
    if GAP_NOT_RESULT.search(s):
        return  # "entered the final stage 7.5 seconds ahead of X, but ... he was forced to retire": no result
    seen: set[tuple[str, str]] = set()
    for rule in MARGIN_RULES:
        if rule.name in _NEEDS and _NEEDS[rule.name] not in low:
            continue  # the rule's own words are not in the sentence
        for m in rule.pattern.finditer(s):
            if running_before(s, m.start()) or re.search(r"\brecord\b", s[: m.start()], re.I):
                continue
            if _LATE_AFTER.match(s, m.end()) and not _UNDER_CAUTION.search(s):
                continue  # "X was 10 seconds ahead of Y late in the race": a gap before the finish (but "... and
                # won under caution": the order froze, the gap is no margin)
            if FOR_A_PLACE.search(s, m.start(), m.start("m")):
                continue  # "Dovizioso beat a revitalised Hayden to third place by 0.011s": a fight for third
            if _PART_WIN.search(s, max(0, m.start("m") - 40), m.start("m")):
                continue  # "A stage win by 2.8s on the penultimate test": one stage's margin, not the race's
            value = margin_value(m.group("m"), 60 if rule.name in _GAP_WORDS else 10)
            if REVISED.match(s, m.end("m")):
                value = (
                    ""  # "by 2.7 seconds, later confirmed to be 12.7 seconds": which one stands is unclear
                )
            runner = t.values[int(m.group("r"))] if rule.runner else ""
            if runner and _UNDER_CAUTION.search(s) and ("", runner) not in seen:
                # "... and won under caution": the order froze, the gap before the yellow is no winning margin
                seen.add(("", runner))
                yield Found("margin", "", "", "number"), runner, _subject_before(t, m.start())
                continue
            if _UNDER_CAUTION.search(s):
                continue
            if runner and CREW_BEFORE.search(s[max(0, m.start("r") - 202) : m.start("r") - 2]):
                runner = ""  # "shared by A, B and C finished second and 14.084 seconds behind": a crew
            if runner and TITLE_NEXT.match(s, m.end("r") + 1):
                continue  # "a one-length victory over Arlington Million winner Gio Ponti": a race's name first
            if not value and runner and MINUTES.search(m.group("m")) and ("", runner) not in seen:
                seen.add(("", runner))  # "finished 14 minutes and 51 seconds ahead of X": X was second
                yield Found("margin", "", "", "number"), runner, _subject_before(t, m.start())
                continue
            if not value or (value, runner) in seen or ((value, "") in seen and not runner):
                continue  # a later rule may name the runner-up an earlier one did not ("won by X over Y")
            seen.add((value, runner))
            if re.fullmatch(r"(?:a|one|half a) second", m.group("m").strip().lower()):
                value = (
                    ""  # "crossed the line a second behind": about a second, no margin to ask; who was second
                )
            if rule.name == "behind" and not re.search(r"\b(?:second|runner-up)\b", m.group(0)):
                # "Harvick finished 1.333 seconds behind the winner": the margin only if Harvick was second
                whom = _BEHIND_WHOM.match(
                    s, m.end()
                )  # "1 1/4 lengths behind Bet Twice": the gap to Bet Twice
                of = t.values[int(whom.group(1))] if whom else ""
                yield Found("margin_if_runner", runner, value, "number", of), "", ""
                continue
            # credited to the subject before the rule's words ("X beating rookie Y by 16.787 seconds": X), or
            # to the one a relative clause is about ("over Y, who was 1.1s ahead of Z": Y's gap to Z)
            at = m.start() if rule.runner else m.start("m")
            by = "" if rule.name in {"behind", "second_gap"} else _subject_before(t, at)
            if who := _WHO_WAS_BEFORE.search(s, max(0, at - 60), at):
                # (an untagged name is someone unknown, never "nobody", whose margin would count as the winner's)
                by = t.values[int(who.group(1))] if who.group(1) else who.group(0).split(",")[0]
            yield Found("margin", "", value, "number"), runner, by
    for m in _ROUGHLY_AHEAD.finditer(s):  # "finished about 17 seconds ahead of X": X second, no margin to ask
        runner = t.values[int(m.group("r"))]
        if ("", runner) not in seen and not running_before(s, m.start()):
            seen.add(("", runner))
            yield Found("margin", "", "", "number"), runner, _subject_before(t, m.start())


_WHO_WAS_BEFORE = re.compile(
    r"(?:\ue001P(\d+)\ue002|\b[A-Z][\w\-]+),? who (?:was|were|finished|came home|crossed the line|ended up) $"
)


def _subject_before(t: Tagged, at: int) -> str:
    """The person the sentence credits with what is at `at`: its subject (the first person, not governed by
    "of", "behind", ...), else the nearest such person before it ("X, who started with co-driver Y, won
    by 0.31" credits X)."""
    found = [m for m in re.finditer(_P, t.text[:at]) if not object_at(t.text, m.start())]
    if found and found[0].start() <= 40:
        return t.values[int(found[0].group(1))]
    return t.values[int(found[-1].group(1))] if found else ""


def margin_value(text: str, whole_limit: int = 10) -> str:
    """One written form per margin: seconds as "0.186 seconds"; lengths, heads and minutes as written."""
    text = text.strip().lower()
    if MINUTES.search(text) and re.search(r"\bsec", text):
        return ""  # "14 minutes and 51 seconds": not asked (answers and choices are a single unit's forms)
    if MINUTES.search(text):
        return re.sub(r"\s+", " ", text)  # "50 minutes", as written
    if re.search(r"second|secs?\b|\d\s*s$", text) or re.fullmatch(r"\d*\.\d+", text):
        if re.fullmatch(r"(?:a|one) second", text):
            return "1 second"
        if text in {"half a second", "a half second", "a half-second"}:
            return "0.5 seconds"
        return margin_text(text, whole_limit) or ""
    text = re.sub(r"\s+", " ", text.replace("-", " "))
    if m := re.fullmatch(r"(\d+ \d/\d) lengths?", text):
        return f"{m.group(1)} lengths"  # "a 2 1/4-length triumph"
    if "length" in text:
        n = _lengths(text)
        if n is not None:
            whole = int(n)
            number = str(whole) if n == whole else f"{whole}½" if n - whole == 0.5 and whole else None
            if number is None:
                return "half a length" if n == 0.5 else text
            return f"{number} length" + ("" if n == 1 else "s")
    return text


_WORDS = {
    "a": 1,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
}


def _lengths(text: str) -> float | None:
    """ "2½ lengths", "two and a half lengths", "a length and a half", "half a length" -> 2.5, 2.5, 1.5, 0.5."""
    t = text.replace("½", " and a half").strip()
    if t.startswith("half a length"):
        return 0.5
    m = re.match(r"(\d+(?:\.\d+)?|[a-z]+)(?: and a half)? lengths?(?: and a half)?$", t)
    if not m:
        return None
    head = m.group(1)
    base = float(head) if head[0].isdigit() else _WORDS.get(head)
    if base is None:
        return None
    return base + (0.5 if "and a half" in t else 0.0)
