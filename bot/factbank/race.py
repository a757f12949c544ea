"""Which race a report is about: its name, year, venue and series, from the report's own words.

A report is about one race. Its name comes from the headline and the opening paragraph, where the
result is told; names of other races the report mentions in passing ("since the 2023 Daytona 500",
"last week's race", "his debut in Sunday's Daytona 500") are skipped by the words around them. The
year is taken only where it qualifies this race: next to its name ("the 2017 Indianapolis 500"), in a
dateline date, or "this year's"/"the 2024 season". Nothing here knows any particular race.
"""

from __future__ import annotations

import logging
import re
from collections import Counter

from bot.factbank.divisions import pronoun_division, report_division
from bot.factbank.entity_words import NATIONALITIES
from bot.factbank.ingest import DATELINE, IngestedDocument, headline_text, title_cased
from bot.factbank.race_elsewhere import (
    elsewhere,
)
from bot.factbank.race_id import RaceId
from bot.factbank.race_meets import DISCIPLINE_NAME, at_meet, discipline_of, meet_of, meet_place
from bot.factbank.race_names import W, event_candidates
from bot.factbank.race_venue import DAY, WIN, venue_of
from bot.factbank.race_years import LABELLED, dateline_year, year_of
from bot.factbank.series import SERIES_ANY_CASE, race_series
from bot.factbank.values import ORDINAL_RE, parse_ordinal

log = logging.getLogger(__name__)


# A result just before a name: "X was second in the Kroger 200" places someone in this race
_PLACED_IN = re.compile(
    r"\b(?:second|third|fourth|fifth|runner-up|finished \w+) in (?:the |Saturday's |Sunday's )?$"
)


# A roundup's next item: "INDYCAR: Josef ...", "FORMULA ONE: ..." (a series in capitals and a colon).
_GP_KICKER = re.compile(r"^\W*(?:GRAND PRIX|Grand Prix|GP)\s*:\s*((?:[A-Z][\w'’\-]+ ?){1,3}?)\s*:\s*")
_KICKER = re.compile(r"^([A-Z][A-Z0-9 .&'’\-]{1,30}):\s")
# A newspaper's section label before a kicker's event: "MOTOR RACING", "MOTORCYCLES" (or misspelt)
_SPORT_LABEL = re.compile(
    r"^(?:MOTOR ?CY\w*|MOTOR ?RACING|AUTO ?RACING|MOTOR ?SPORTS?|CYCLING|ATHLETICS|SAILING|YACHTING|"
    r"HORSE ?RACING|RACING) (?=\S)"
)


_EDITION = re.compile(
    rf"\b(?:[Tt]he|[\w]+['’]s) (\d{{1,3}}(?:st|nd|rd|th)|inaugural) (?:running |edition |annual )?(?:of (?:the )?)?((?:{W} |of |the ){{0,5}}{W}(?: \d{{2,4}})?)"
)
# "finished the eighth stage", "Sunday's 33.5-mile eighth stage": a stage's number as a word
_STAGE_WORD = re.compile(
    rf"(?<!\bhis )(?<!\bher )(?<!\btheir )\b({ORDINAL_RE}) stage\b"
    r"(?! (?:in|through|across) the (?:[A-Z]|high|mountains)| (?:win|victory|triumph|success)\b)"
)  # not "the first stage in the Alps" (the first Alpine one), nor "his second stage victory" (a count)
_EDITION_AFTER = re.compile(
    rf"\b(?:this year['’]s |[Tt]he )((?:{W} ){{0,4}}{W}), the (\d{{1,3}}(?:st|nd|rd|th)) (?:edition|running|staging)\b"
)
_STAGE = re.compile(
    r"\b(?:(?:won|wins|took|takes|claimed|claims|captured|snatch(?:ed|es)?|win|take|claim) (?:the )?stage (\d{1,2})|"
    r"(?:Tour|Giro|Vuelta)[\w' ]{0,20}? [Ss]tage (\d{1,2})|\bStage (\d{1,2})[,:]|"
    r"\bstage (\d{1,2}) of (?:the |this year's )?(?:Tour|Giro|Vuelta)\b|"  # "sprint on stage 10 of Tour de France"
    r"(?:won|wins|took|takes|snatch(?:ed|es)?|claim(?:ed|s)?|"
    r"captured|win|take) the (\d{1,2})(?:st|nd|rd|th) stage|\b(?:in|of|on) the (\d{1,2})(?:st|nd|rd|th) stage|"
    r"\b(?:Wins|Takes|Claims|Captures) (\d{1,2})(?:st|nd|rd|th) Stage|"  # a headline's "Pantani Wins 15th Stage Of Tour"
    r"\b(?:to claim|to take|to win|claimed|took) (?:a |an |the |his |her )?(?:[a-z]+ )?stage (\d{1,2}) (?:victory|win|triumph))\b",
    re.I,
)


def _digits(text: str) -> str:
    return re.sub(r"\D", "", text)


# A person's possessive before a nation's Grand Prix: a byline's, never part of the race's name
_BYLINE_OWNER = re.compile(r"^(?:[A-Z][a-z]+ )+[A-Z][a-z]+['’]s? (?=[A-Z][a-z]+ Grand Prix$)")


def identify(doc: IngestedDocument) -> RaceId | None:
    """The race one report is about, or None when it describes no race at all."""
    title = headline_text(doc.title or "")
    sents = [s.text for s in doc.sentences]
    opening = sents[:8]
    names: Counter[str] = Counter()
    titled: set[str] = set()  # names the headline gives
    told: set[str] = set()  # names the opening gives
    hedged = {x.text for x in doc.sentences[:8] if "hedge" in x.flags}
    day = _day(opening)
    for k, (where, weight) in enumerate(
        ((title, 3.0), *((s, 2.0 if i < 2 else 1.0) for i, s in enumerate(opening)))
    ):
        # a headline or opening sentence names this race; later ones may name others
        if k == 0 and (gp := _GP_KICKER.match(where)):  # "GRAND PRIX : San Marino : Schuey Takes Win"
            where = f"{gp.group(1).strip()} Grand Prix: {where[gp.end() :]}"
        if kicker := _KICKER.match(where):  # "RAC RALLY: Scot masters the tracks": the story's kicker
            label = _SPORT_LABEL.sub("", kicker.group(1))  # "MOTOR RACING USA GRAND PRIX": a section's label
            where = _name_cased(label) + where[kicker.end(1) :]
        for cand, start in event_candidates(where):
            if elsewhere(where, start, cand):
                continue
            if (
                (other_day := _DAYS_RACE.search(where, max(0, start - 12), start))
                and day
                and other_day.group(1) != day
            ):
                continue  # "Lemons Forever, the winner of Friday's Kentucky Oaks" in a Saturday's Derby report
            if where in hedged and _TO_COME_BEFORE.search(where, max(0, start - 60), start):
                continue  # "Attention on Sunday will switch to the 37th Daytona 500": a race to come
            bonus = 1.0 if WIN.search(where) or _PLACED_IN.search(where[max(0, start - 30) : start]) else 0.0
            if re.search(r"\$\d[\d,.]*(?: million)? $", where[max(0, start - 20) : start]):
                bonus += 1.5  # "Saturday's $400,000 Californian": a race named with its purse is the report's
            names[cand] += weight + bonus
            (told if k else titled).add(cand)
    for cand in titled - told:
        # "Waltrip Edges Wallace In Crash-marred 600" over "the Coca-Cola 600" the report tells: a headline's
        # adjective before the distance is no name when the report names a race of that distance otherwise
        number = cand.split()[-1]
        said = [c for c in told if c.split()[-1] == number and c != cand] if number.isdigit() else []
        if len(said) == 1:
            names[said[0]] += names.pop(cand)
    for cand in list(names):  # "Shell Grand Prix" of the headline is the "Shell Grand Prix of Denver" told
        longer = [c for c in names if c.startswith(cand + " of ")]
        if len(longer) == 1:
            names[longer[0]] += names.pop(cand)
    for s in opening:  # a fact sheet's "Race: Angie's List Grand Prix of Indianapolis" names it
        if (label := LABELLED.match(s)) and label.group(1) == "Race":
            value = label.group(2)
            for cand, start in event_candidates(value):
                if re.fullmatch(r"[A-Z][\w\-]*['’]s ", value[:start]):
                    cand = value[:start] + cand  # a sponsor's possessive is part of the name here
                names[cand] += 4.0
    for s in sents[8:200]:  # later mentions confirm a name; a few hundred sentences suffice
        for cand, start in event_candidates(s):
            if cand in names and not elsewhere(s, start, cand):
                names[cand] += 0.25
    name = _best(names) or _named_later(sents[8:60], " ".join([title, *opening]))
    name = _BYLINE_OWNER.sub(
        "", name
    )  # "Timothy Collings' Brazilian GP Race Report": the writer's, not the race's
    for text in (title, *opening[:6]):  # "the 101st running of the Indianapolis 500": its edition names it
        if m := _EDITION.search(text):
            called = m.group(2).rstrip(".")
            if called in names and names[called] >= 2.0 and not elsewhere(text, m.start()):
                name = f"{m.group(1)} {called}"
                break
        if name and not re.match(r"\d", name) and (m := _EDITION_AFTER.search(text)) and m.group(1) == name:
            name = f"{m.group(2)} {name}"  # "this year's Boat Race, the 159th edition of an arcane ritual"
            break
    stage = _STAGE.search(" ".join([title, *opening[:2]]))
    if name and re.match(r"(?:Tour|Giro|Vuelta)\b", name):
        if stage:
            n = next(g for g in stage.groups() if g)
            name = f"{name} stage {n}"  # a stage race's stage, not the whole tour
        elif re.search(
            r"\bstage (?:win|victory)\b|\btime[- ]trial\b", " ".join(opening[:2]), re.I
        ) or _STAGE_WORD.search(" ".join(opening[:2])):  # "has won the first stage of the Tour de France"
            # "Cipollini won his third consecutive stage victory", "winning Sunday's individual time trial": a
            # stage, its number told later ("the eighth stage") or not at all
            told = re.search(r"\b[Ss]tage (\d{1,2})\b", " ".join(opening[:4]))
            said = _STAGE_WORD.search(" ".join(opening[:6]))
            number = told.group(1) if told else str(parse_ordinal(said.group(1))) if said else ""
            name = f"{name} stage {number}" if number else ""
    heat = next((h for text in (title, *opening[:2]) if (h := _HEAT.search(text))), None)  # each apart: not
    # "... Busch Series Race" and "Two hundred laps later" run together
    told = next((g for g in heat.groups() if g), "") if heat else ""
    number = _HEAT_NUMBER.get(told.lower(), told) if heat else ""
    if name and number and not re.search(r"\b(?:Race|Heat) \d$", name):
        # "Wehrlein wins Diriyah e-Prix Race 1": one of a weekend's two races, each with its own result
        name = f"{name} Race {number}"
    year = year_of(title, opening, name, tuple(s.text for s in doc.sentences[8:] if "other" not in s.flags))
    if (
        name
        and (dated := dateline_year(opening))
        and re.search(rf"\b(?!{dated})\d{{4}} {re.escape(name)}", " ".join(opening))
    ):
        # "ELKHART LAKE, Wis. (Aug. 18, 1996) -- Andretti lost his bid for victory in the 1989 Texaco/Havoline
        # 200 ...": the name told with another year is another edition; the dateline's is this race's
        if not re.search(rf"\b{dated} {re.escape(name)}", " ".join([title, *opening])):
            name, year = "", dated
    venue, track, said_in = venue_of(title, opening, name, title_cased(doc.title or ""))
    venue = re.sub(r"['’]s$", "", venue)  # "at Abu Dhabi's stunning new circuit": Abu Dhabi
    if re.fullmatch(r"[A-Z][\w]*-[a-z]+", venue):
        venue = ""  # "at the Honda-owned track": an owner's word, no place
    if venue.lower() in NATIONALITIES or venue in {"Olympic", "Olympics"}:
        venue = ""  # "to win an Olympic marathon": a kind of meet, no place
    told = [x for x in doc.sentences[:200] if "quote" not in x.flags]
    series = race_series(title, told[:8])
    if not series and race_series("", told[8:]):  # not from a sidebar's "won the Formula One Grand Prix of
        # Mexico City" in a Coca-Cola 600 report (names looked for only where a later series is told)
        series = race_series("", [x for x in told[8:] if not _of_another_event(x.plain, name)])
    if (
        series == "Cup Series"
        and re.fullmatch(r"(?:[A-Z][\w.'’\-]* ){1,3}Cup", name)
        and not _EDITION.search(" ".join(opening))
    ):
        name = ""  # "Newman holds off Stewart to nail New Hampshire Cup win": the Cup Series' race there
    if not name and number and series and not series.islower():
        name = f"{series} Race {number}"  # "won the first race of the day at Knockhill": the BTCC's Race 1
    kinds = {k.lower() for k in _FEATURE.findall(" ".join([title, *opening[:2]]))}
    if not name and series and not series.islower() and len(kinds) == 1:
        name = f"{series} {kinds.pop()} race"  # "won the GP2 feature race": not the weekend's sprint race
    if not venue and name and DISCIPLINE_NAME.fullmatch(name) and (place := _dateline(" ".join(opening[:2]))):
        venue, said_in = place, True  # "BEIJING -- ... the 100-meter dash": the 100 metres in Beijing
    meet = (
        meet_of(title, opening) if (series.islower() and series != "motorcycle racing") or not series else ""
    )
    discipline = (
        (name or discipline_of(title, opening))
        if meet and (not name or DISCIPLINE_NAME.fullmatch(name))
        else ""
    )
    if discipline and name and (headline := discipline_of(title, [])) and _digits(headline) != _digits(name):
        discipline = headline  # "Men 10000m" over the body's "after the silver he won in the 5000m"
    if series == "triathlon" and "triathlon" not in discipline.lower():
        discipline = ""  # "180km of cycling", "a 3.9km swim": a leg of the race, no event of a meet
    if discipline:
        name = at_meet(discipline, meet)  # "won the 800-meter freestyle at the world swimming championships"
        place = meet_place(title, opening, meet) or next(
            (p for text in opening[:3] if (p := _dateline(text))), ""
        )
        if not venue and place:  # "at the world championships in Berlin", "RIO DE JANEIRO (Reuters) -"
            venue, said_in = place, True
    if not (name or venue):
        place = _dateline(" ".join(opening[:2]))
        won = WIN.search(" ".join([title, *opening]))
        if place and (series or won):  # "BORMIO, Italy -- ... shared victory": a race in Bormio
            venue, said_in = place, True
        elif not (series and won):
            return None
    if name and (division := doc.division or report_division(doc) or pronoun_division(doc, series)):
        if division.lower() not in name.lower() and (
            (meet and " at the " in name) or re.search(r"\b(?:downhill|slalom|super-G|super G)$", name)
        ):
            name = f"{division} {name}"  # "the women's 800-meter freestyle at the world championships", "the men's
            # Stelvio downhill"
        elif division.lower() not in name.lower():  # "the men's downhill" says it already
            name = f"{name} {division} race"  # "the 121st Boston Marathon men's race": not the women's
    return RaceId(name, venue, year, series, day, track and venue != "", said_in and venue != "")


def _named_later(later: list[str], opening: str) -> str:
    """A race the opening tells by its place only ("won in the streets of Long Beach") and a later sentence
    names with that place ("the drivers in the Toyota Grand Prix of Long Beach"), or ""."""
    for s in later:
        for cand, start in event_candidates(s):
            place = re.search(r" of ((?:[A-Z][\w\-]+ ?){1,3})$", cand)
            if (
                place
                and re.search(rf"\b{re.escape(place.group(1))}\b", opening)
                and not elsewhere(s, start, cand)
            ):
                return cand
    return ""


def _of_another_event(text: str, name: str) -> bool:
    """Does a sentence name an event that is not the report's race?"""
    return any(cand != name and cand not in name and name not in cand for cand, _ in event_candidates(text))


def identify_safely(doc: IngestedDocument) -> RaceId | None:
    """`identify`, where a bug in naming one report's race leaves that report without a race."""
    try:
        return identify(doc)
    except Exception:
        log.debug("internal error naming the race of %s", doc.name, exc_info=True)
        return None


def _best(names: Counter[str]) -> str:
    if not names:
        return ""
    # "Indianapolis 500" and "101st running of the Indianapolis 500" are one name; prefer the one said
    # most, then the longer (sponsor names lengthen it: "Honda Indy Toronto").
    merged: Counter[str] = Counter()
    for cand, score in names.items():
        key = next((other for other in names if other != cand and other.endswith(" " + cand)), cand)
        merged[key if names[key] >= score / 2 else cand] += score
    best, score = max(merged.items(), key=lambda kv: (kv[1], len(kv[0])))
    return _unshouted(best) if score >= 2.0 else ""


def _name_cased(caps: str) -> str:
    """A kicker in capitals as a name: "RAC RALLY" -> "RAC Rally" (short words stay: an acronym)."""
    return " ".join(w.capitalize() if len(w) >= 4 and w.isalpha() else w for w in caps.split())


def _unshouted(name: str) -> str:
    """ "FOOD CITY 500" as "Food City 500": a name in capitals, its long words written as a name ("AAA 400"
    and "NAPA" stay); a lone word in capitals of six letters or more too ("TURKISH Grand Prix")."""
    words = name.split()
    long_caps = [w for w in words if w.isupper() and len(w) >= 4 and w.isalpha()]
    if len(long_caps) < 2:  # one long word in capitals beside words that are not: "the TURKISH Grand Prix"
        return " ".join(w.capitalize() if w in long_caps and len(w) >= 6 else w for w in words)
    return " ".join(w.capitalize() if w in long_caps else w for w in words)


_HEAT = re.compile(
    r"(?<![Tt]he )\b[Rr]ace (1|2|3|[Oo]ne|[Tt]wo|[Tt]hree)\b(?! of (?:the|this) (?:season|year|championship))"
    r"(?! times\b)|"  # not "to win the race three times"
    r"\bthe (first|second|third|opening) race of the (?:day|weekend|meeting)\b|"  # BTCC: three a day
    r"\b(?:Saturday|Sunday)['’]s (first|second|opening) race\b|"  # Superbikes: two on a Sunday
    # "won the opening race of the Sucrogen Townsville 400": one of an event's races
    r"\b(first|second|third|opening) race of the (?:[A-Z][\w\-]* ){1,4}(?:\d{2,4}|Grand Prix|GP|E-?Prix|ePrix)\b"
)
_HEAT_NUMBER = {
    "one": "1",
    "two": "2",
    "three": "3",
    "first": "1",
    "opening": "1",
    "second": "2",
    "third": "3",
}


# A series' kind of race, not one event's name: "GP2 feature race", "BTCC Race 2", "Formula 2 sprint race"
SERIES_KIND = re.compile(r"(?:[\w\- ]{1,40} )?(?:feature race|sprint race|race \d)", re.I)


# A race of another day of the meeting: "Friday's Kentucky Oaks" ("Sunday's" in a Sunday's report is its own)
_DAYS_RACE = re.compile(r"\b((?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day)['’]s $")
_TO_COME_BEFORE = re.compile(r"\b(?:will|next)\b[^.;]*$")
_FEATURE = re.compile(
    r"\b(?:won|wins|win|winning|took|takes|claimed|claims|victory in|triumph in) (?:the |a )?(?:[\w\-'’]+ ){0,3}?"
    r"(feature|sprint) race\b(?! (?:win|victory|success)\b)",
    re.I,
)  # "won the GP2 feature race", not "followed up his sprint race win yesterday with ... Grand Prix victory"


def _day(opening: list[str]) -> str:
    for text in opening[:2]:
        if m := DAY.search(text):
            return m.group(1)
    return ""


def story_end(doc: IngestedDocument) -> int:
    """Index of the first sentence of a second story (a roundup's next item opens with its own
    dateline: "LONG BEACH, Calif. (AP) —", or follows a line of "*" alone); the whole report when there is
    none."""
    sents = doc.sentences
    told = 0  # sentences of the main story so far (a summary's bullets do not count)
    for i, sent in enumerate(sents):
        new_para = i > 0 and sent.para != sents[i - 1].para
        if new_para and told >= 2:
            if "break" in sent.flags or (DATELINE.match(sent.text) and _dateline(sent.text)):
                return i  # after a line of "*" alone, or at a new dateline
            kicker = _KICKER.match(sent.text)
            if kicker and any(rx.search(kicker.group(1)) for rx, _name in SERIES_ANY_CASE):
                return i
        if not sent.text.startswith(("•", "*", "-", "–")) and len(sent.text.split()) >= 5:
            told += 1  # not a byline ("By Nick Mulvenney") nor a wire's note ("(Adds detail, quotes)")
    return len(sents)


def _dateline(first: str) -> str:
    m = DATELINE.match(first)
    if not m:
        return ""
    place = m.group(1).strip(" .")
    if not place.isupper() or len(place) < 3 or place in {"AP", "AFP", "UPI", "PA"}:
        return ""
    town = " ".join(w.capitalize() for w in place.split())
    state = _DATELINE_STATE.match(first, m.end(1))
    return f"{town}, {state.group(1)}" if state else town  # "Brooklyn, Mich.": not a borough of New York


_DATELINE_STATE = re.compile(
    r",\s*([A-Z][a-z]{1,5}\.(?: [A-Z][a-z]?\.)?|[A-Z]\.[A-Z]\.)(?=\s*(?:\(|[-–—]|//))"
)
