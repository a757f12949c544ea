"""Words around a race's name or a place that say a report speaks of another race than its own: "since the
2023 Daytona 500", "Herta, who won the 2021 Long Beach race", "(in the 2004 season opener at Homestead)",
"looks to sweep the weekend", "two weeks ago". Used by `race` (names, venues) and `race_years` (years)."""

from __future__ import annotations

import re

YEAR = r"(?:19[5-9]\d|20[0-4]\d)"
_NEAR_ELSEWHERE = re.compile(
    r"\b(?:since|last (?:week|weekend|year|season|month|time|race|round|won|scored|claimed|took|triumphed|tasted|"
    r"win|victory|triumph|success|podium|(?-i:[A-Z][a-z]+))|(?:way )?back in|previous|next|upcoming|debut|recent|"
    r"former|(?<!new )(?<!new world )(?<!new course )(?<!new track )record|champion|prepares? for|preparing for|heads? into|heading into|looks? ahead to|"
    r"looking ahead to|compared (?:to|with)|same breath as|on the heels of|hard on the heels of|repeat(?:ed|ing|s)? (?:his|her|their)|"
    r"(?:that|than|as) (?:he|she|they|it) (?:did|had|managed)|"  # "the laps that he did during the 2005 Pepsi 400"
    r"(?:a|one|two|three|four|\d+) (?:days?|weeks?|months?|years?) (?:earlier|before|ago))\b(?:\W+[\w'’\-]+){0,4}\W*$",
    # "just like he did a week earlier at Las Vegas Motor Speedway": another race's track
    re.I,
)
# "Herta, who won the 2021 Long Beach race", "Seko, who won the London Marathon this year", "who scored his
# first win a week ago in the Dutch Grand Prix": someone's other win, so another race and another year
WHO_WON = re.compile(
    # not past the comma that closes the clause: "X, who had to use a provisional, won the Goody's 300" is X's win
    r"\bwho\b[^.;,]{0,80}\b(?:won|wins|took|claimed|captured|scored (?:his|her|their) (?:[\w\-]+ ){0,3}?(?:win|victory))\b"
    r"(?:[^.;]{0,40}?\b(?:the|in|at))?\s+(?:(?:\w+['’]s|\d{4})\s+)?$"
)
# A clause told of a race some time from this one, up to its comma: "A week after finishing second at X,"
_AFTER_CLAUSE = re.compile(
    r"\b(?:a|one|two|three|four|five|six|\d+) (?:days?|weeks?|months?|years?) (?:after|before)\b[^,;.]*$",
    re.I,
)
# A clause opened by "since", up to the name: what it names came before this race
_SINCE_CLAUSE = re.compile(
    r"(?<!^)(?<!^[A-Z])\bsince\b(?! (?:then|when)\b)(?:(?!\b(?:by|after|and|to (?:win|claim|take|capture|land|score))\b)"
    r"[^,;.()–—])*$"
)  # not "his first race since last August by capturing the British Grand Prix": that one is this race
_AGO_IN = re.compile(
    r"\b(?:a|one|two|three|four|five|six|\d+) (?:days?|weeks?|months?|years?) ago (?:in|at) (?:the )?$"
)

_CLAUSE_START = re.compile(r".*(?:\bby |\bafter |, |; | and |\bto (?:win|claim|take|capture|land) )", re.S)


def aside_of_another(text: str, at: int) -> bool:
    """Is `at` inside brackets that tell of another race: "since Hornish last visited Victory Lane (in the
    2004 season opener at Homestead)"."""
    opened = text.rfind("(", 0, at)
    if opened < 0 or ")" in text[opened:at]:
        return False
    return bool(_ANOTHER_BEFORE.search(text, max(0, opened - 80), opened))


_ANOTHER_BEFORE = re.compile(r"\b(?:since|last|previous|previously|earlier|ago|before|former)\b[^()]*$", re.I)


def near_elsewhere(before: str) -> bool:
    """Does a marker of another race ("since", "last week's") govern the words just before a name?
    Only the clause the name is in counts: "since last August by capturing the X" is about X."""
    clause = _CLAUSE_START.sub("", before[-60:])
    m = _NEAR_ELSEWHERE.search(clause)
    if m and re.match(r"(?i:champion|former)\b.*\b(?:won|wins|took|takes|claimed|captured)\b", m.group(0)):
        return (
            False  # "Reigning world champion Jorge Lorenzo won the San Marino MotoGP": his epithet, this win
        )
    return bool(m)


# A name said of another year: "came at the Belgian Grand Prix last year".
_THEN_AFTER = re.compile(
    r"[^,.;:()]{0,50}?\b(?:last (?:year|season|month|week|weekend|time|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day)|that (?:year|season)|a year (?:ago|earlier)|(?:\w+ )?weeks? (?:ago|earlier|before)|this (?:spring|summer|autumn|fall|winter)|the (?:previous|year before|"
    r"season before)|the year before)\b"
)


# A sentence that speaks of a race still to come or of another round: "On Sunday, he looks to sweep the
# weekend with a win in the X"
_TO_COME = re.compile(
    r"\b(?:looks to|looking to|hopes to|hoping to|aims to|aiming to|bids to|bidding to|seeks to|seeking to|"
    r"will (?:try|attempt|go for|race|run|start|defend)|goes for|going for|next up|up next|heads? to|heading to)\b",
    re.I,
)
_ANOTHER_ROUND = re.compile(  # "The win comes just two rounds after a heavy crash at the X"
    r"\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|a few|several) (?:rounds?|races?|weeks?|months?) "
    r"(?:after|before)\b",
    re.I,
)


# "on Rally Finland in 2017", "won at Churchill Downs in 2019": a name or a place of another year
IN_A_YEAR_AFTER = re.compile(
    rf"(?:, [A-Z][a-z]{{1,5}}\.)?,? (?:in|back in) {YEAR}\b"
)  # "at Elkhart Lake, Wis., in 1987"
_WON_BEFORE = re.compile(r"\b(?:since|won|wins|winning|took|victory|first|last|previous)\b")


def elsewhere(text: str, start: int, name: str = "") -> bool:
    before = text[max(0, start - 40) : start]
    if near_elsewhere(before) or _THEN_AFTER.match(text, start):
        return True
    if WHO_WON.search(text, max(0, start - 120), start) or _AGO_IN.search(text, max(0, start - 40), start):
        return True  # "Seko, who won the London Marathon this year"; "a week ago in the Dutch Grand Prix"
    if (
        name
        and IN_A_YEAR_AFTER.match(text, start + len(name))
        and _WON_BEFORE.search(text, max(0, start - 80), start)
    ):
        return True  # "since he won for the first time on Rally Finland in 2017": another edition
    if _SINCE_CLAUSE.search(text, max(0, start - 160), start):
        return True  # "the first one-two for a new team since Fangio led home a Mercedes quinella in the 1954
        # French Grand Prix": the race this one is measured against
    if _AFTER_CLAUSE.search(text, max(0, start - 160), start):
        return True  # "A week after finishing second to X at Tour of Flanders, Y won ...": the race before
    sentence = re.split(r"[.!?]\s", text[max(0, start - 160) : start])[-1]
    if _TO_COME.search(_CLAUSE_START.sub("", sentence)) or _ANOTHER_ROUND.search(sentence):
        return True  # a race still to come, or another round, is not the one reported
    if re.match(r"\W*(?:\w+ )?(?:weeks?|days?|months?|years?|seasons?) (?:ago|earlier|before)\b", text):
        return True  # "Two weeks ago, he won the Japanese Grand Prix": another race
    if re.search(
        r"\b(?:loss|losses|defeats?|beaten|lost)\b[^.;]{0,15}\b(?:in|at) (?:the )?(?:(?:[A-Z][\w'’\-]* ){1,4}and (?:the )?)?$",
        text[max(0, start - 80) : start],
    ):
        return True  # "gained revenge for his losses in the Kentucky Derby and Preakness": races he lost
    if re.search(
        r"\b(?:bans?|banned|suspensions?|suspended|scandal|doping|tested positive|positive test)\b[^.;]{0,30}\b"
        r"(?:at|in|during|from) (?:the )?(?:(?:19|20)\d\d )?\S?$",  # (a candidate may start a letter in)
        text[max(0, start - 80) : start],
        re.I,
    ):
        return True  # "a two-year ban for his part in a drug scandal at the 2007 Tour de France": the past
    if re.search(
        r"\b(?:last|previous|only other) (?:[\w\-]+ ){0,3}?(?:race|event|edition|running|finish)s? (?:was|were|came (?:at|in))"
        r" (?:the )?(?:(?:19|20)\d\d )?\S?$",
        text[max(0, start - 80) : start],
        re.I,
    ):
        return True  # "The last rain-shortened race was the 2007 Indianapolis 500": an earlier one
    if re.search(
        r"\b(?:just |shortly |right |days |a week )?(?:before|ahead of|prior to) the \S?$",
        text[max(0, start - 40) : start],
    ):
        return True  # "winner of last week's Busch race just before the Daytona 500": a race it is dated by
    if re.search(r"\b(?:counterpart|equivalent|sister (?:race|event)),? (?:the )?\w{0,2}$", before):
        return True  # "worthy of mention beside its European counterpart, the 24 Hours of Le Mans"
    if re.search(rf"\b{YEAR}\W*$", before) and re.search(
        r"\b(?:since|in|the|last)\s+(?:the\s+)?\S*\W*$", before, re.I
    ):
        return bool(re.search(r"\bsince\b", before, re.I))
    return False
