"""A race run at a meet of many events: "the 100 meters at the world championships", "the women's triathlon
at the Olympics". The meet is read from the headline and the opening, where the result is told; a title
("the six-time Olympic champion", "2012 Olympic bronze medalist") or another year's meet ("at the Athens
Games four years ago") is not this race's. The event run there is a discipline: a distance ("800-meter
freestyle"), or a sport's race ("triathlon", "road race", "four-man")."""

from __future__ import annotations

import re

from bot.factbank.race_elsewhere import elsewhere

_CITY = r"[A-Z][a-z]+(?: [A-Z][a-z]+)?"
# The words a meet's name may start with: its sport or its body ("the bobsled world championships", "the UCI Road
# World Championships"), not a verb of a headline ("Ryf wins Ironman World Championships")
_MEET_WORD = (
    r"(?:[A-Z][a-z]+(?<!Wins)(?<!Takes)(?<!Retains)(?<!Claims)(?<!Defends)(?<!Captures)(?<!Ironman)|bobsled|bobsleigh|luge|"
    r"skeleton|swimming|diving|aquatics|athletics|track|field|and|alpine|ski|skiing|rowing|cycling|road|figure|"
    r"skating|speed|canoe|sprint|indoor|junior|masters)"
)
MEET = re.compile(
    rf"\b(?:(?P<games>(?:(?:{_CITY}|Commonwealth|Asian|Pan American|Winter|Summer|Youth) )?Olympic Games|"
    rf"(?:(?!The\b){_CITY} )?Olympics|(?!The\b)(?:{_CITY}) Games)|"
    rf"(?P<champs>(?:[A-Z]{{2,5}} )?(?:{_MEET_WORD} ){{0,2}}(?:[Ww]orld|European|Commonwealth|Pan American|"
    r"Asian) (?:[A-Za-z]+ ){0,3}?[Cc]hampionships)|"
    r"(?P<worlds>(?:(?!the\b|at\b|in\b)[a-z]+ )?worlds)|"
    r"(?<=\bthe )(?P<olympic>Olympic)(?= (?!(?:champion|record|medal|team|trials|Committee|Stadium|Park|Village|movement|"
    r"history|debut|year|cycle)\w*)\S))\b"
)
# Words after a meet that make it a title or another year's: "the 2004 Olympics champion"
_TITLE_AFTER = re.compile(
    r"\s*(?:champions?|medall?ists?|record|gold medal(?:l)?ists?|titles? holder|finalists?|gold|silver|bronze|titles?)\b"
)
# An event of a meet: a distance, a sport's race, a crew's size
DISCIPLINE = re.compile(
    r"(?:\b(?:[Mm]en|[Ww]omen)['’]s )?(?:\b\d[\d,.]*[ \-]?(?:m|metres|meters|metre|meter|km|kilometres|kilometers|kilometre|kilometer)\b"
    r"(?: (?:freestyle|backstroke|breaststroke|butterfly|individual medley|hurdles|steeplechase|dash|walk|"
    r"relay|time trial|road race|sprint))?(?! (?:circuit|course|loop|laps?|climb|run|ride|swim|bike|leg|mark|to go|from|"
    r"out|left|stage|section|ascent|descent|breakaway|lead|gap|of)\b)|\btriathlon\b|\broad race\b|\btime trial\b|\bmarathon\b|"
    r"\b(?:two|four)-(?:man|woman)(?= (?:event|race|bobsled|bob|gold|title)\b)(?: (?:event|race|bobsled|bob)\b)?|\b(?:giant slalom|slalom|downhill|"
    r"super-G|super combined)\b)"
)


def meet_of(title: str, opening: list[str]) -> str:
    """The meet the report's race was run at, as prompts say it ("world championships", "Beijing Olympic
    Games", "Olympics"), or ""."""
    found = []
    for text in (title, *_told(opening)):
        for m in MEET.finditer(text):
            if _TITLE_AFTER.match(text, m.end()) or elsewhere(text, m.start(), m.group(0)):
                continue
            if re.search(
                r"\b(?:(?:19|20)\d\d[ \-]|set (?:at|in) (?:the )?)$", text[max(0, m.start() - 12) : m.start()]
            ):
                continue  # "bronze at the 2016 Rio Olympics", "the record set at the London Games": another meet
            if re.search(
                r"\bwho (?:was|had been|finished|placed|came) [\w\-]+ (?:place )?at (?:the )?$",
                text[max(0, m.start() - 50) : m.start()],
            ):
                continue  # "Boer, who was fourth at the Vancouver Games": her result at another meet
            if m.group("olympic"):
                found.append("Olympics")  # "the Olympic women's triathlon"
            elif m.group("worlds"):
                sport = m.group("worlds").removesuffix("worlds").strip()
                found.append(f"{sport} world championships".strip())
            else:
                found.append(m.group(0))
    # the meet said in full where it is: "Olympic 10,000m title" in a headline, "at the Beijing Olympic Games"
    return max(found, key=lambda meet: (len(meet.split()), -found.index(meet)), default="")


def discipline_of(title: str, opening: list[str]) -> str:
    """The event of a meet the report's winner won, as the opening names it ("men's 10,000 meters",
    "triathlon", "four-man"), or ""."""
    for text in (*_told(opening), title):
        if m := DISCIPLINE.search(text):
            return m.group(0) + (
                " event" if m.group(0).endswith(("-man", "-woman")) else ""
            )  # "four-man event"
    return ""


def at_meet(discipline: str, meet: str) -> str:
    """ "100 meters at the world championships"."""
    return f"{discipline} at the {meet}"


# A race's name that is only a discipline, run at every meet: "the men's 100 metres", "the giant slalom"
DISCIPLINE_NAME = re.compile(
    r"(?:(?:men|women)['’]s )?(?:\d[\d,]*[ \-]?(?:m|metres|meters|metre|meter|km)\b.*|giant slalom|slalom|downhill|"
    r"super-G|super G|super combined)(?: (?:men|women)['’]s race)?",
    re.I,
)


def names_a_meet(name: str) -> bool:
    """Does a race's name say the meet it was run at ("100 meters at the world championships")?"""
    return MEET.search(name) is not None


def meet_place(title: str, opening: list[str], meet: str) -> str:
    """The town a meet is said to be in: "at the Alpine skiing world championships in Portside" -> Portside."""
    for text in (*_told(opening), title):
        if m := re.search(re.escape(meet) + r",? in ([A-Z][a-z]+(?:[ \-][A-Z][a-z]+)?)\b", text):
            return m.group(1)
    return ""


def _told(opening: list[str]) -> list[str]:
    """The first sentences that tell something: not a byline ("By Nick Mulvenney") nor a note ("(Adds quotes)")."""
    return [text for text in opening if len(text.split()) >= 6][:3]
