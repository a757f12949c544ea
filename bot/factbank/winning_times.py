"""The time a race was won in: "won the men's race in 2 hours 10 minutes 37 seconds", "finished in 2:24:27",
"clocked 6.56 seconds", "completed the race in a time of two days, nine hours, 58 minutes and 30 seconds",
"Her winning time of 2:23:07".

A time is read for the person a sentence says ran it, and kept (see `decide_winner`) only when that person
won this race: a runner-up's or a record's time is no winning time. It names one edition of a race that is
run every year ("Who won the Boston Marathon women's race in 2:24:27?").
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from bot.factbank.tagged import Found, Tagged, compile_rule

_N = r"(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)"
_CLOCK = r"\d{1,2}:\d\d:\d\d(?:\.\d{1,3})?|\d{1,2}:\d\d\.\d{1,3}"  # "2:24:27", "1:45.32"
_HOURS = (  # "2 hours 10 minutes 37 seconds", "2hr 05min 49sec", "one day, 18 hours, 40 minutes and 10 seconds"
    rf"(?:{_N} days?,? )?{_N} ?(?:hours?|hrs?|h),? {_N} ?(?:minutes?|mins?|m)"
    r"(?:,? (?:and )?\d{1,2}(?:\.\d{1,3})? ?(?:seconds?|secs?|s))?"
)
_SECONDS = r"\d{1,2}\.\d{2,3} ?(?:seconds|secs?|s)"  # "6.56 seconds": a sprint's time, to hundredths
TIME = rf"(?P<time>{_CLOCK}|{_HOURS}|{_SECONDS})(?![\w:]|\.\d)"

_A_TIME_OF = r"(?:(?:an?|the|his|her|their|its) (?:[a-z]+ ){0,2}?time of )?"  # "in an official time of"
_GAP = r"(?:,[^,;\ue001]{1,60},)?(?: (?:then|eventually|[a-z]+ly))*"

RULES: tuple[re.Pattern[str], ...] = (
    # "X won the men's race in 2 hours 10 minutes 37 seconds", "X won in 2:07:41"
    compile_rule(
        r"{P:w}"
        + _GAP
        + r" (?:won|wins|took|claimed|captured)(?: (?:[^.;,\ue001]|\ue001[EVL]\d+\ue002){1,60}?)? in "
        + _A_TIME_OF
        + TIME
    ),
    # "X finally sprinted clear to win in two hours, 23 minutes and 10 seconds"
    compile_rule(r"{P:w}[^.;\ue001]{0,60}? to win(?: [^.;,\ue001]{1,40}?)? in " + _A_TIME_OF + TIME),
    # "X finished in 2:24:27", "came home in an official time of ...", "clocked 6.56 seconds", "ran a solid 2hr 11min
    # 21s to beat ...", "completed the race in a time of ...", "stopped the clock at ..."
    compile_rule(
        r"{P:w}"
        + _GAP
        + r" (?:finished|finishes|came home|crossed the line|crosses the line|completed the (?:race|course|distance)|"
        r"stopped the clock|clocked|clocks|ran|runs|recorded|posted)(?: (?:in|at))? "
        + _A_TIME_OF
        + r"(?:(?:a|an) (?:[a-z]+ ){0,2})?"
        + TIME
    ),
    # "X's winning time of 2:23:07", "X's winning time was one hour 28 minutes 1.451 seconds"
    compile_rule(r"{P:w}(?:'s|’s) winning time (?:of|was) " + TIME),
)
# A winning time with no one named for it: the race's ("The winning time was 2:23:07"; not "Her winning time": whose?)
_THE_WINNING_TIME = re.compile(r"^\W*The winning time (?:of|was) " + TIME, re.I)
# A time the sentence says was run elsewhere, or is a record to beat: not this race's
_NOT_THIS_RACE = re.compile(
    r"\b(?:record|best|fastest|previous|last year|personal|season's|world|national)\b[^.;]{0,12}$", re.I
)
_EQUALLED = re.compile(
    r"\b(?:equal\w*|match\w*|tie[ds]?|tying) (?:the |a |his |her )?(?:[\w\-]+ ){0,2}?record\b", re.I
)
_HINTS = ("time", ":", "hour", "hr", "second", "sec")


def winning_times(t: Tagged) -> Iterator[Found]:
    """("time_if_winner", who, time) for each time a sentence says someone ran this race in; who is "" for
    the race's winning time named alone."""
    s, low = t.text, t.text.lower()
    if not any(h in low for h in _HINTS) or _EQUALLED.search(s):
        return  # "clocked 6.56 seconds to equal the meeting record": another year's winner ran it too
    for rx in RULES:
        for m in rx.finditer(s):
            if _NOT_THIS_RACE.search(s, max(0, m.start("time") - 40), m.start("time")):
                continue  # "ran a personal best of 2:08:30": not this race's time
            yield Found("time_if_winner", t.values[int(m.group("w"))], m.group("time"), "time")
    if m := _THE_WINNING_TIME.match(s):
        yield Found("time_if_winner", "", m.group("time"), "time")
