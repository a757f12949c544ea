"""A race's year from a report's own words: next to the race's name ("the 2017 Indianapolis 500"), in a
dateline or a fact sheet's "Date:", from the season it belongs to ("kicked off the 2013 NASCAR Camping World
Truck Series"), or in the headline; never from another race the report mentions."""

from __future__ import annotations

import re
from collections import Counter

from bot.factbank.race_elsewhere import WHO_WON, YEAR, aside_of_another, near_elsewhere
from bot.factbank.series import SERIES_ANY_CASE

LABELLED = re.compile(r"^(Race|Event|Date): (.+?)\.?$")
_SEASON_OF = re.compile(
    rf"\b(?:the|this|of|an? (?:[a-z]+ )?[a-z]+|(?:start (?:to|of)|opened|opens|kicked off|kicks off|began|begins|signed off|"
    rf"ended|rounded off|capped) (?:his|her|their|an? (?:[a-z]+ )?[a-z]+)) "
    rf"({YEAR})(?:/\d\d)? (?:(?:[A-Z0-9][\w\-.]*\.?|motor|racing|world) ){{0,5}}"
    r"(?:[Ss]eries|[Cc]hampionships?|[Ss]eason|Olympics|Olympic Games|Games|World Cup|[Cc]ampaign|[Tt]itle|calendar|"
    r"(?:world )?championship account)\b"
    r"(?!(?: [A-Z][\w\-]*)* (?:champion|winner|title-?holder|runner-up)s?\b)(?!(?: [A-Z][\w\-]*)*['’]s)"
)
_SEASON_BEFORE_NOT = re.compile(
    r"\b(?:last|previous|former|defending|since|after|before|won|winning|clinched|took|until|from|ago|prior|"
    r"earlier|champion|reigning|gold|silver|bronze|medals?|medall?ists?|includes|including|include|r[eé]sum[eé]|other|victories|"
    r"record|set|surpass(?:ed|es|ing)?|eclips(?:ed|es|ing)|en route to)\b[^,;.]*$",  # "was bronze at the 2016 Rio
    # Olympics", "a resume which includes ... the 2016 Belgian title": results of other races
    re.I,
)  # "surpassing the 13-point margin X held en route to the 1998 title": a record of a season before
_DATE_AFTER = re.compile(
    rf",? (?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day,? )?(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.? "
    rf"\d{{1,2}},? ({YEAR})\b"
)  # "Rally of Portugal, March 11, 2001"
_YEAR_BEFORE = re.compile(rf"\b({YEAR})(?:'s)? $")
_YEAR_AFTER = re.compile(
    rf",? ({YEAR})\b(?!['’]s| (?:and|or|to|-|–)\b| (?:winner|champion|edition|race|event)s?\b)"
)
_DATE = re.compile(
    rf"\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|(?-i:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|SEPT|OCT|NOV|"
    rf"DEC))(?:[a-z]*|(?-i:[A-Z]*))\.? \d{{1,2}}(?:st|nd|rd|th)?,? ({YEAR})\b|"  # "July 31st, 1999", "JULY 29, 2011"
    rf"\b\d{{1,2}} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]* ({YEAR})\b|"
    rf"^\W*\d\d/\d\d/({YEAR})\b"  # a fact sheet's "03/28/2021..LOS ALAMITOS RACE COURSE"
)
_DATELINE_BEFORE = re.compile(r"\W*[A-Z][A-Z .'’\-]{2,40}(?:, [A-Z][\w.]{1,12})?\s*\(\s*")
_PLACE_DASH = re.compile(r"[A-Z][\w .'’\-]{2,60} [-–—]\s*")  # a fan site's line: the track, a dash, the date
_WEEKDAY_BEFORE = re.compile(r"\bon (?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day,? $")
_SEASON_YEAR = re.compile(
    rf"\b(?:[Tt]his|[Tt]he) ({YEAR}) (?:(?:[A-Z][\w\-]*|One)(?: (?:[A-Z][\w\-]*|One)){{0,2}} |racing )?"
    r"(?:season|edition|running|race|event|calendar|campaign|(?<=[Tt]his \d\d\d\d )championship)\b(?!-)|"  # not "the 2003 season-ending X": another
    rf"\b(?:won|wins|clinched|clinches|claimed|claims|sealed|seals|secured|secures) the ({YEAR}) (?:[A-Z][\w\-]* |drivers?['’]? ){{1,3}}"
    r"(?:Championship|Series title|title|crown)\b(?! (?:winner|champion|holder))|"
    rf"\b(?:first|opening|final|last|season-opening|season-ending) (?:race|round) of the ({YEAR})\b"
)  # "the 2011 MotoGP season", "the 2015 racing calendar", "Harvick won the 2014 NASCAR Sprint Cup Championship"
# (with this race, its season's finale)
_WIN_OF_YEAR = re.compile(
    rf"\b(?:first|\w+(?:st|nd|rd|th)) (?:[\w\-]+ ){{0,3}}?(?:win|victory|triumph) of (?:the )?({YEAR})\b(?!/)|"
    # "his 59th series win – third of 2020", "his second career win, his first of 2018"
    rf"\b(?:win|victory|triumph)\b[^.;]{{0,12}}?[,–—-] (?:his |her |their |the )?(?:first|\w+(?:st|nd|rd|th)) of ({YEAR})\b|"
    # "the ninth winner of 2016", "the seventh winner in 2016", "yet another win to his 2013 tally"
    rf"\b(?:first|\w+(?:st|nd|rd|th)) (?:different )?(?:race )?winner (?:of|in) ({YEAR})\b|"
    rf"\b(?:his|her|their) ({YEAR}) (?:win |victory )?tally\b|"
    # "Pedrosa walked away to win the final MotoGP of 2012", "the opening GP of 1991"
    rf"\b(?:won|wins|win|winning|took|take|takes|taking|claimed|claims|claim) the (?:final|last|first|opening|season-ending|"
    rf"season-opening) (?:[A-Z][\w\-]* ){{0,2}}(?:(?:race|round|event) )?of (?:the )?({YEAR})\b|"
    # "after winning his third race of 1989", "his seventh DNF of 2024": this race, counted in its season
    rf"\b(?:winning|won|wins|win) (?:his|her|their) (?:first|\w+(?:st|nd|rd|th)) (?:[A-Z][\w\-]* ){{0,3}}race of ({YEAR})\b|"
    rf"\b(?:his|her|their|[A-Z]\w+['’]s) (?:first|\w+(?:st|nd|rd|th)) DNF of ({YEAR})\b|"
    # "his third 2015 World Rally Championship victory", "to become the 2009 F1 champion": this season's
    rf"\b(?:his|her|their) (?:first|\w+(?:st|nd|rd|th)) ({YEAR}) (?:[\w\-]+ ){{0,4}}?(?:win|victory|triumph)\b|"
    rf"\b(?:become|becomes|becoming|crown(?:s|ed)? (?:him|her)|crowned) (?:the )?({YEAR}) (?:[A-Z0-9][\w\-]* ){{0,3}}"
    r"(?:world )?champion\b"
)
# Before "the 2013 ... season": what makes it the season this race is part of ("his first win in the 2013 season")
# ... and before a season spent or lived through, which is no race's: "struggled throughout the 2001 season"
_SPAN = re.compile(r"\b(?:throughout|during|over|across|for|in|all|(?:all|much|most|part|rest) of)\s+$", re.I)
_PART_OF = re.compile(
    r"\b(?:win|victory|triumph|podium|round|race|event|leg|stage|points?|start|opener|finale|success)s? "
    r"(?:[a-z]+ )?(?:of|in) $|\b(?:kicked|kicks|kick|started|starts|start|opened|opens|open|began|begins|closed|"
    r"closes|ended|ends|wrapped up|wraps up|concluded|concludes)(?: off| up)? $"
)
# "who lost the championship ... on the last lap of the 2007 season": a season that ended before this race
_LOST_BEFORE = re.compile(r"\blost\b[^.;]*$")
_SINCE_BEFORE = re.compile(r"\b(?:since|after|before|until)\s+$")
_CAME_IN = re.compile(
    r"\b(?:victor(?:y|ies)|wins?|titles?|triumphs?|success(?:es)?)\b[^.;,]{0,20}\bcame (?:in|at) $"
)
# "after previously having won the 2021 edition": another edition, won before
_WON_BEFORE_THE = re.compile(
    r"\b(?:having|had|has|have|previously|already|once)\s+(?:\w+ly\s+|also\s+|already\s+)?(?:won|taken|claimed|captured)\s+$"
)
# "who had recorded his only WRC win of the 2004 season": a win before this race, in another season
_HAD_SCORED = re.compile(
    r"\bhad (?:\w+ly )?(?:recorded|won|taken|claimed|captured|scored|earned|secured|clinched|notched)\b[^.;]*$"
)
_IN_YEAR = re.compile(rf"\bin ({YEAR}),? the $")
_HEADLINE_YEAR = re.compile(rf"\b({YEAR})\b")
_TITLE_AFTER = re.compile(
    r" (?:champions?|champs?|winners?|runners?-up|title-?holders?|pole-?sitters?)\b", re.I
)


def year_of(title: str, opening: list[str], name: str, later: tuple[str, ...] = ()) -> int | None:
    """The race's year (see the module's docstring); `later`, the sentences after the opening, tell it only
    by a win counted in its season ("his first win of 2003"), which is this race's season wherever it is said."""
    found: Counter[int] = Counter()
    for text in later:
        for m in _WIN_OF_YEAR.finditer(text):
            if "champion" not in m.group(0) and not _SINCE_BEFORE.search(
                text, max(0, m.start() - 40), m.start()
            ):
                found[int(next(g for g in m.groups() if g))] += 1
    # "the 2005 Champion Hurdle" names the Smurfit Champion Hurdle without its sponsor
    sponsored = len(name.split()) >= 3 and not re.match(
        r"\d+(?:st|nd|rd|th)\b", name
    )  # not "91st Boston Marathon"
    forms = [re.escape(name), re.escape(" ".join(name.split()[1:]))] if sponsored else [re.escape(name)]
    if len(words := name.split()) == 2 and len(words[0]) >= 6 and words[1].isdigit():
        forms.append(
            rf"\b{re.escape(words[0][:3])}[a-z]{{1,3}} {words[1]}\b"
        )  # "the 1989 Indy 500": shortened
    if tour := re.sub(r" (?:stage|leg) \d+$", "", name, flags=re.I):
        forms += [re.escape(tour)] if tour != name else []  # "stage 2 of the 2000 Tour de France"
    for text in (title, *opening):
        for m in (m for form in forms if form for m in re.finditer(form, text)):
            before = text[max(0, m.start() - 14) : m.start()]
            # "the 1997 Grand National", "in 1997 the Grand National will be remembered"
            if _TITLE_AFTER.match(text, m.end()):
                continue  # "2018 Daytona 500 champion Austin Dillon": a title from another year's race
            if (y := _YEAR_BEFORE.search(before[-10:]) or _IN_YEAR.search(before)) and not (
                near_elsewhere(text[max(0, m.start() - 60) : m.start()])
                or WHO_WON.search(text, max(0, m.start() - 100), m.start())
            ):
                found[int(y.group(1))] += 3
            elif (
                after := _YEAR_AFTER.match(text, m.end()) or _DATE_AFTER.match(text, m.end())
            ) and not near_elsewhere(text[max(0, m.start() - 60) : m.start()]):
                found[int(after.group(1))] += 3  # "Paris-Roubaix 2011", "John Smith's Grand National 2009"
        for m in _SEASON_YEAR.finditer(text):
            if m.group(1) is None:  # "won the 2014 ... Championship", "the first race of the 2017 ...": its
                found[int(m.group(2) or m.group(3))] += 1  # season's year
                continue
            named = re.findall(r"\b[A-Z][\w\-]*", m.group(0)[m.end(1) - m.start() :])
            if (
                named
                and name
                and re.search(r"(?:race|event)$", m.group(0))
                and not set(named) <= set(name.split())
                and not any(rx.search(" ".join(named)) for rx, _ in SERIES_ANY_CASE)
            ):
                continue  # "after the 2012 Milan-San Remo race": another race's year ("the 2031 Cup Series race" is one)
            if (
                m.group(0)[:4].lower() == "the "
                and re.search(r"(?:season|calendar|campaign)$", m.group(0))
                and _SPAN.search(text, max(0, m.start() - 50), m.start())
                and not _PART_OF.search(text, max(0, m.start() - 50), m.start())
            ):
                continue  # "struggled throughout the 2001 season": a season, not this race's
            if (
                not WHO_WON.search(text, max(0, m.start() - 100), m.start())
                and not aside_of_another(text, m.start())
                and not _SINCE_BEFORE.search(text, max(0, m.start() - 40), m.start())
                and not _CAME_IN.search(text, max(0, m.start() - 60), m.start())
                and not _WON_BEFORE_THE.search(text, max(0, m.start() - 30), m.start())
                and not _LOST_BEFORE.search(text, max(0, m.start() - 120), m.start())
                and not _HAD_SCORED.search(text, max(0, m.start() - 80), m.start())
                and not near_elsewhere(
                    text[max(0, m.start() - 60) : m.start()]
                )  # "since lap 62 of the 2017 edition"
            ):  # not "his first victory since the 2003 season", "whose first win came in the 1984 Cleveland race"
                found[int(m.group(1))] += 1
        for m in _WIN_OF_YEAR.finditer(text):  # "delivered Toyota its first Cup win of 2023": this one's year
            found[int(next(g for g in m.groups() if g))] += 2
    for text in opening:  # the season the race is part of: "kicked off the 2013 NASCAR Camping World Truck
        # Series", "his first victory of the 2003 Formula 1 World Championship", "an incredible 2009 season"
        for m in _SEASON_OF.finditer(text):
            before = text[max(0, m.start() - 50) : m.start()]
            if "/" in m.group(0)[m.end(1) - m.start() :][:4]:
                continue  # "the 2018/19 season": a race of either year
            if m.group(0).startswith("the ") and _SPAN.search(before) and not _PART_OF.search(before):
                continue  # "struggled throughout the 2001 season": a season, not this race's
            if not (
                _SEASON_BEFORE_NOT.search(text, max(0, m.start() - 160), m.start())  # within its clause
                or WHO_WON.search(text, max(0, m.start() - 100), m.start())
                or aside_of_another(text, m.start())
                or _HAD_SCORED.search(text, max(0, m.start() - 80), m.start())
            ):
                found[int(m.group(1))] += 1
    for text in opening:  # a fact sheet's "Date: May 9, 2015"
        if (label := LABELLED.match(text)) and label.group(1) == "Date" and (d := _DATE.search(text)):
            found[int(d.group(1) or d.group(2) or d.group(3))] += 3
    if opening:
        head = opening[0][:160]
        for m in _DATE.finditer(head):
            found[int(m.group(1) or m.group(2) or m.group(3))] += 2
        for text in opening[1:3]:  # "with a top drive on Sunday 9 August 2020": the race's own day
            for m in _DATE.finditer(text):
                if _PLACE_DASH.fullmatch(text[: m.start()]) and not text[m.end() :].strip(" ."):
                    found[int(m.group(1) or m.group(2) or m.group(3))] += (
                        2  # "Texas Motor Speedway - April 4, 1998"
                    )
                elif _WEEKDAY_BEFORE.search(
                    text, max(0, m.start() - 14), m.start()
                ) or _DATELINE_BEFORE.fullmatch(
                    text[: m.start()]
                ):  # "CONCORD, NC (May 30, 2021) — Kyle Larson ...": a dateline after a deck line
                    found[int(m.group(1) or m.group(2) or m.group(3))] += 2
    for m in _HEADLINE_YEAR.finditer(title):
        if not near_elsewhere(title[: m.start()]):
            found[int(m.group(1))] += 2
    if not found:
        return None
    (year, score), *rest = found.most_common()
    return year if not rest or rest[0][1] < score else None


def dateline_year(opening: list[str]) -> int | None:
    """The year of a date at the head of a report's first sentence ("ELKHART LAKE, Wis. (Aug. 18, 1996) --")."""
    if not opening:
        return None
    years = {int(m.group(1) or m.group(2) or m.group(3)) for m in _DATE.finditer(opening[0][:80])}
    return years.pop() if len(years) == 1 else None
