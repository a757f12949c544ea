"""Where a race was run, from a report's headline and opening: a track named as one ("Texas Motor Speedway",
"the Sepang track"), the place after its name ("the Indianapolis 500 at ..."), or a town or country it was
"at" or "in"; never a place of another day, race or story the report mentions."""

from __future__ import annotations

import re
from collections import Counter

from bot.factbank.entity_words import ALL_MAKES, NATIONALITIES, STATE_IN_NAME, names_a_make
from bot.factbank.ingest import DATELINE
from bot.factbank.race_elsewhere import IN_A_YEAR_AFTER, WHO_WON, aside_of_another, near_elsewhere
from bot.factbank.race_names import NOT_A_RACE, NOT_A_RACE_ANY_CASE, W, clean_words, event_candidates
from bot.factbank.series import SERIES_ANY_CASE

_NOT_A_DISCIPLINE = r"(?! (?:skiing|sports?|world|championships?)\b)"  # not "at the Alpine skiing world ..."

_AGO_BEFORE = re.compile(
    r"\b(?:ago|last (?:week|weekend|year|month|season|time)|earlier (?:this|in the) \w+|"
    r"(?:week|weekend|day|month|year)s? (?:prior|before|earlier)\b)[^.;]{0,60}$"
)  # "took the checkered flag a week prior to that in the All-Star race at": another day

_AT_OR_IN_PLACE = re.compile(
    rf"\b(?P<prep>at|in) ((?:the )?{W}(?: {W}){{0,2}})"
)  # a headline's "wins in Richmond"

_AT_PLACE = re.compile(  # "at the Isle of Man TT Races": a place's "of" inside its name
    rf"\bat ((?>(?:the )?{W}(?: (?:of )?{W}){{0,2}}(?: (?:Port|Park|Circuit|Raceway|Speedway|Stadium|Course|Arena|"
    rf"Centre|Center|Harbour|Harbor|Marina)\b)?)){_NOT_A_DISCIPLINE}"  # "at Wusongkou International Cruise Port"
)

# What happens at a corner, not at a venue: "a big mistake at Becketts", "ran wide at Turn 3"; a jockey's "fall
# at Carlisle on March 9th" (another meeting) or at a fence
_TRACK_SPOT_BEFORE = re.compile(
    r"\b(?:mistake|error|spin|spun|crash|crashed|lock-?up|locked up|moment|incident|tangle|collision|contact|shunt|"
    r"accident|excursion|off|pass|passed|move|lunge|overtook|overtake|ran wide|went wide|braking|puncture|stopped|"
    r"pulled over|retired|slid|slide|fall|fell|injury|injured) $"
)
_EARLIER_RACE_AT = re.compile(
    r"\bhad (?:\w+ ){0,1}\w+(?:ed|en|own|un|on)\b[^.;]{0,60}\b(?:race|event|round) at (?:the )?$|"
    # "his third victory of the year after doing the double at Oulton Park": a meeting before
    r"\bafter (?:doing|completing|sealing|claiming|taking) (?:the |a )?(?:double|treble|hat-trick)\b[^.;]{0,20} at (?:the )?$|"
    # "has won four of the past seven races, and that stretch includes a penalty at Sonoma Raceway"
    r"\b(?:past|previous|last|earlier|preceding) (?:\w+ )?(?:races|rounds|events|weeks|months)\b[^.;]{0,80} at (?:the )?$"
)

_GENERIC_PLACE = frozenset(
    {"Park", "Place", "Circuit", "Ring", "Downs", "International", "Speedway", "Raceway"}
    | {"Principality", "Emirate", "Kingdom", "Island", "Capital", "Track", "Course", "Venue"}
    | {"Mile", "Kilometre", "Kilometer", "Turn", "Lap", "Corner"}  # "led at Mile 18": a point of the course
    | {
        "Autodromo",
        "Autódromo",
        "Autodrome",
        "Circuito",
    }  # "the Autodromo 'Enzo and Dino Ferrari'": its name cut off
)  # "at the Circuit" cut short, "at the Principality": a common noun, no place a quiz can ask

_MONTHS = (
    r"(?:January|February|March|April|May|June|July|August|September|October|November|December|"
    r"(?:Jan|Feb|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)(?=\.|\b))"
)  # "at the Oct. 4 Portuguese GP": a date
_MONTH = re.compile(rf"^{_MONTHS}\b")

# "at the UCI Road World Championships", cut before its last word: an event, no place
_NOT_PLACE_AFTER = re.compile(r"\s+(?:Championships?|Games|Series|Cup|Trophy|Olympics)\b")

# Last words of a place that is no race's venue
_NO_TRACK = frozenset(
    "hospital clinic hotel church cemetery airport museum university college school".split()
)

_PLACE_BEFORE = re.compile(r"\b(?:at|in|to|of|from|the|around|round)\s+$", re.I)

# "the last Grand Prix of the season in Australia": a race said to be in a country or a town
_RACE_IN = re.compile(
    rf"\b(?:race|Grand Prix|GP|round|rally|regatta|event|meeting|MotoGP|Moto2|Moto3|Superbikes?|E-Prix|ePrix|e-Prix|"
    rf"one-two|1-2|(?:win|victory|triumph)(?: over(?: (?:[A-Z][\w'’\-]*,?|home|favou?rite|team-?mate|compatriot)){{1,4}})?)"
    # "the McLaren-Hondas of A and B finished one-two in Detroit", "a narrow victory over X in San Marino"
    rf"(?: of the (?:season|year|championship))? (?P<prep>in) "
    rf"((?:the )?{W}(?: {W}){{0,2}})"
)

# A capitalised word right after a place the pattern cut short: the name goes on, and is no place
_NAME_GOES_ON = re.compile(
    r" (?!(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b|(?:January|February|March|April|May|June|July|August|September|"
    r"October|November|December)\b)[A-Z][a-z]"
)

_RANKED = re.compile(r"(?:First|Second|Third|Fourth|Fifth|Last|Top|Pole) (?:Place|Position|Spot)$")

_SEASON_TALK = re.compile(
    r"\b(?:season|earlier|previous|last|ago|Memorial Day|Labor Day|final|next|finale|going into|heading into)\b"
)

# A series' own name inside a would-be place: "at Australian Champ Car race" names no town
_MONTH_BEFORE = re.compile(rf"\b(?:in|last) {_MONTHS} (?:at|in) (?:the )?$")
_SERIES_NAME = re.compile(
    r"\b(?:Champ Car|IndyCar|Indy[- ]?[Cc]ars?|CART|NASCAR|Formula (?:One|1|E|2|3)|F1|MotoGP|Superbikes?|WSBK|DTM|"
    r"BTCC|WRC|IMSA|GP2|GP3|F2|F3)\b"
)

_SERIES_PLACE = re.compile(
    r"^([A-Z][\w\-]*(?: [A-Z0-9][\w\-]*){0,2}) ([A-Z][a-z]+(?: [A-Z][a-z]+)?)\s*(?::|\s[-–—]\s)"
)

_TEAM_RESULT_AFTER = re.compile(
    r"\s+(?:one-two(?:-three)?|1-2(?:-3)?|double|lockout|sweep|front[- ]row|podium|cars?|drivers?|riders?|team)\b",
    re.I,
)

_TRACK_TAIL = re.compile(r" (?:Speedway|Superspeedway|Raceway|Circuit|International|Park|Motor|Ring)\b")

_TRACK_WORDS = (  # after a town: its track or its race ("Detroit Grand Prix"), not a surname after a first name
    r"(?:Circuit|Speedway|Superspeedway|Raceway|International|Park|Motor|Motorsports?|Ring|Mile|Downs|Grand|GP|"
    r"Indy|Street|Streets|Cup|Rally|Marathon|Hours|Derby|Stakes|City|Harbour|Harbor|Bay|Beach|Race)\b"
)

_VENUE = re.compile(
    rf"\b((?:Autodromo|Autódromo|Autodrome|Circuito)(?: (?:de |do |da |di |del |dos |of |of the )?{W}){{1,3}}|"  # "Autódromo Hermanos Rodríguez"
    rf"(?:{W} ){{0,4}}(?:Speedway|Superspeedway|Raceway|Circuit|Motorplex|Ring|Autodromo|Autódromo|"
    rf"Motordrome|Motorsport Park|Raceway Park|Racecourse|Sports Car Course|Downs|Park|Place|Panorama|(?<=[a-z] )Mile|International(?= (?:on|in|at|Raceway)|[,.]))"
    rf"(?!\w)(?: (?:of|of the|de|de la|du|des|di|del|do|da) {W}(?: {W})?)?)"  # "the Four Rings" are no Ring
)

# "at the Sepang track", "round the Mugello circuit": a place's name before a lowercase track word.
_VENUE_NAMED_TRACK = re.compile(
    rf"\b(?:at|on|round|around) (?:the|a) (?:[a-z][a-z\-]* ){{0,3}}?((?:{W} )?{W}) (?:track|circuit|street circuit|oval)\b"
)

_OWNER_PLACE = re.compile(r"\b([A-Z][a-z]{2,})['’]s $")
_YEAR_BEFORE_AT = re.compile(r"\bin (?:19|20)\d\d (?:at|in) (?:the )?$")

WIN = re.compile(  # a sentence that tells a win
    r"\b(?:won|wins?|winning|winner|victory|victorious|triumph\w*|prevail\w*|beat|beats|beating|held off|"
    r"holds off|holding off|captur\w+|claim\w*|clinch\w*|took the (?:checkered|chequered)|take the (?:checkered|chequered)|"
    r"line honours|outlast\w*|came out on top|first across|rules(?= [A-Z])|land(?:s|ed)? the)\b",
    re.I,
)

DAY = re.compile(r"\b(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)(?:'s| night| afternoon)?\b")


def _another_event_at(before: str, name: str) -> bool:
    """Do the words before a place name another race than `name` held there ("won the Miller 500 at")?"""
    if not (
        m := re.search(
            r"((?:[A-Z][\w'’\-]*|\d{2,4})(?: (?:[A-Z][\w'’\-]*|\d{2,4})){0,4}) (?:at|in) (?:the )?$", before
        )
    ):
        return False
    named = [c for c, _ in event_candidates(m.group(1))]
    return bool(named) and not any(c == name or c in name or name in c for c in named)


_NEXT_BEFORE = re.compile(
    r"\b(?:(?:next|final|last|following|upcoming|season-ending) (?:round|race|stop|event|leg|outing)"
    r"|heads? to|heading to|moves? on to|\bwill \w+(?: \w+)? for\b[^.;,]{0,30}?)[^.;,]{0,12}(?:in|at|to) (?:the )?$"
)
_SOON_AFTER = re.compile(
    r"[^.;]{0,12}?\b(?:in (?:a|one|two|three|four|\d+) weeks?['’]?(?: time)?|next (?:week|weekend|month)|"
    r"on (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{1,2})\b"
)
_ON_THE_WAY = re.compile(
    r"\b(?:intermedia(?:te|ry) sprint|hot spot|feed zone|king of the mountains? (?:climb|prime))\b", re.I
)
_TESTING_AT = re.compile(r"\b(?:testing|tested|tests?|test session)\b[^.;,]{0,20}\b(?:at|in) (?:the )?$")
_TRACK_NOUNS = frozenset(
    {
        "Motor",
        "Speedway",
        "Superspeedway",
        "Raceway",
        "International",
        "Circuit",
        "Park",
        "Dragway",
        "Motorplex",
    }
)


def venue_of(title: str, opening: list[str], name: str, cased: bool) -> tuple[str, bool, bool]:
    """The race's venue, and whether the text names it as a track ("Hungaroring", "Texas Motor Speedway",
    "the Sepang track", "the Hungarian Grand Prix at the Hungaroring") rather than a town or a country
    ("wins in Hungary", "the Turkish Grand Prix in Istanbul"), and whether it is said "in" it."""
    found: Counter[str] = Counter()
    tracks: set[str] = set()
    said_in: set[str] = set()
    for i, text in enumerate([*opening, title]):
        text = STATE_IN_NAME.sub("", text)  # "Talladega (Ala.) Superspeedway"
        for m in (*_VENUE.finditer(text), *_VENUE_NAMED_TRACK.finditer(text)):
            written = m.group(1).split()
            words = clean_words(list(written))
            if m.re is _VENUE_NAMED_TRACK and (
                owner := _OWNER_PLACE.search(text, max(0, m.start(1) - 30), m.start(1))
            ):
                words = [owner.group(1)]  # "at the Motegi's Twin Ring circuit": the place that owns the track
            elif (
                len(written) >= 3
                and _OWNER_PLACE.fullmatch(written[0] + " ")
                and not set(written[1:]) <= _TRACK_NOUNS
            ):
                words = [
                    written[0][:-2]
                ]  # "at Motegi's Twin Ring circuit" (not "Lowe's Motor Speedway": a sponsor's)
            if words and len(written) > len(words) and set(words) <= _TRACK_NOUNS:
                owner = written[-len(words) - 1]
                if owner.endswith(("'s", "’s")) and owner[0].isupper():
                    words = [owner, *words]  # "Lowe's Motor Speedway": a sponsor's name, not an owner's
            while words and NOT_A_RACE.match(words[0]):
                words.pop(0)
            if len(words) < 2 and words and (words[0] in _GENERIC_PLACE or words[0].lower() in NATIONALITIES):
                continue  # "around the Australian circuit": a country's, no track's name
            if words and words[0] in {"FIM", "FIA", "NASCAR", "IMSA", "ARCA", "USAC"}:
                continue  # "the FIM Speedway Grand Prix": a governing body's series, no track
            if re.search(
                r"\b(?:Formula|F1|IndyCar|NASCAR|MotoGP|Cup|Series|World|Championship)\b", m.group(1)
            ) or any(rx.search(m.group(1)) for rx, _ in SERIES_ANY_CASE):
                continue  # "his fourth straight victory on the Formula One circuit", "the Indy-car circuit"
            if re.match(r" (?:Grand Prix|GP|World|Championship|Series)\b", text[m.end() :]):
                continue  # "the Individual Speedway Grand Prix World Championship": a series, no track
            if _ON_THE_WAY.search(text, max(0, m.start() - 160), m.start()):
                continue  # "a bonus in the intermediary sprint, as he led the peloton over the line at X": a point
                # on the route, not where the stage finished
            if _TESTING_AT.search(text, max(0, m.start() - 60), m.start()):
                continue  # "ran its new car for the first time in testing at Donington Park": no race there
            if _NEXT_BEFORE.search(text, max(0, m.start() - 60), m.start()) or _SOON_AFTER.match(
                text, m.end()
            ):
                continue  # "to take the title battle to the final round in Abu Dhabi in two weeks' time", "will shoot
                # for the Triple Crown at Belmont": a race to come
            if name and _another_event_at(text[max(0, m.start() - 60) : m.start()], name):
                continue  # "Yarborough won the Miller 500 at Charlotte Motor Speedway" in a Brands Hatch report
            if re.match(r" [Ss]tages?\b", text[m.end() :]):
                continue  # "a blast around the Oulton Park Stage": a rally's stage, no venue of the rally
            if words and words[-1] in {"Park", "Place"} and not _PLACE_BEFORE.search(text, 0, m.start()):
                continue  # "Steve Park" finished fourth; "at Lime Rock Park" is a track
            if words and IN_A_YEAR_AFTER.match(text, m.end()):
                continue  # "Prat, who won at Churchill Downs in 2019": another day there
            if words and _YEAR_BEFORE_AT.search(text, max(0, m.start() - 20), m.start()):
                continue  # "since Johnny Rutherford in 1963 at Daytona": another year's race there
            if words and _EARLIER_RACE_AT.search(text, max(0, m.start() - 90), m.start()):
                continue  # "Sneva had blown the team away in a 150-mile race at Phoenix": an earlier race
            if words and WHO_WON.search(text, max(0, m.start() - 100), m.start()):
                continue  # "Dixon, who won the season's first oval race at Kansas Speedway": another win
            if words and re.match(
                r"[^.;,]{0,40}?\b(?:ago|last (?:week|weekend|year|month|season|time)|earlier (?:this|in the))\b",
                text[m.end() :],
            ):
                continue  # "as he won at Mid-Ohio Sports Car Course in Lexington two weeks ago": another day
            if words and _MONTH_BEFORE.search(text, max(0, m.start(1) - 30), m.start(1)):
                continue  # "losing to Jeff Ward by .0111 seconds in June at Texas Motor Speedway": another day
            if words and _AGO_BEFORE.search(text, max(0, m.start() - 80), m.start()):
                continue  # "sixth in the Derby two weeks ago on a sloppy track at Churchill Downs": another day
            if (
                words
                and not near_elsewhere(text[max(0, m.start() - 60) : m.start()])
                and not aside_of_another(text, m.start())
            ):
                found[" ".join(words)] += 2 if i < 2 else 1
                tracks.add(" ".join(words))
    if not found and name:
        for text in [title, *opening]:
            for m in re.finditer(
                re.escape(name)
                + rf",? (at|in) ((?>(?:the )?{W}(?: (?!(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b){W}){{0,3}}))"
                + _NOT_A_DISCIPLINE,
                text,  # "the Alsco Uniforms 300 at Las Vegas Motor Speedway": four words
            ):
                place = " ".join(clean_words(m.group(2).split()))
                if place and not (
                    NOT_A_RACE.match(place.split()[0])
                    or DAY.search(place)
                    or _MONTH.match(place)
                    or place.lower() in NATIONALITIES  # "downhill in the Swiss alpine resort of Wengen"
                    or place.lower() in ALL_MAKES  # "Evans wins Rally Japan in Toyota 1-2-3": a make's result
                ):
                    found[place] += 1
                    if m.group(1) == "at":
                        tracks.add(place)
                    else:
                        said_in.add(place)
    if not found:  # "won the Melbourne Cup after X caused a shock at Flemington"
        dateline = DATELINE.match(opening[0]) if opening else None
        town = dateline.group(1).strip().title() if dateline else ""
        for k, text in enumerate([title, *opening[:4]]):
            if k >= 3 and found:
                break  # the headline or the lead named it: the next sentences may tell of other places
            at_places = (
                (*_AT_PLACE.finditer(text), *_RACE_IN.finditer(text))
                if text is not title
                else _AT_OR_IN_PLACE.finditer(text)
            )
            for m in at_places:
                place = " ".join(clean_words(m.groups()[-1].split()))
                place = re.sub(r"(?<=\S) Race$", "", place)  # "at Flemington Race course": Flemington
                place = re.sub(
                    r"\s+(?:DTM|BTCC|WRC|IMSA|WEC|F1|MotoGP|NASCAR|IndyCar|TT)$", "", place
                )  # "Hockenheim DTM"
                if (
                    not place
                    or re.match(
                        r"\.[A-Z]", text[m.end() :]
                    )  # "in the Budweiser-G.I. Joe 200": a name cut short
                    or re.search(r"-[A-Z]\b|\.[A-Z]", m.groups()[-1])
                    or _SERIES_NAME.search(place)
                    or _TRACK_TAIL.match(text, m.end())
                    or (m.groupdict().get("prep") == "in" and _NAME_GOES_ON.match(text, m.end()))
                    # "a victory in the Acme Sports Car Challenge of ...": a longer name, cut short
                    or place.split()[0]
                    in {"Tour", "Giro", "Vuelta"}  # "at Tour of Flanders": a race, no place
                    or event_candidates(place)
                ):
                    # "at Las Vegas Motor Speedway in 2009" cut short to "Las Vegas Motor": the whole was judged
                    continue  # "at Australian Champ Car race": a series, no place
                if " " not in place and any(
                    re.search(rf"\b{re.escape(place)} (?!{_TRACK_WORDS})[A-Z][a-z]+", o) for o in opening
                ):
                    continue  # "in the Troy and Ben show": Troy Bayliss's first name, no town
                if NOT_A_RACE.match(place.split()[0]) or DAY.search(place) or _MONTH.match(place):
                    continue
                if _TEAM_RESULT_AFTER.match(text, m.end()) or _NOT_PLACE_AFTER.match(text, m.end()):
                    continue  # "Vettel wins Malaysian GP in Red Bull one-two": a team's result, no place
                if place in _GENERIC_PLACE or place.lower() in NATIONALITIES:
                    continue  # "at the Circuit de la Sarthe" cut short is no track; "in the Swiss alpine
                    # resort of Wengen": a nationality, no place
                if place.split()[-1].lower() in _NO_TRACK:
                    continue  # "pronounced dead at Georgia Baptist Hospital after crashing during the race"
                if re.search(r"\b(?:GP|Grand Prix|E-Prix|Rally|TT|Derby|Marathon|\d{3,4})$", place):
                    continue  # "at the Brazilian GP on Sunday": the event, no place
                told_at = m.start(
                    len(m.groups())
                )  # the place itself: "last race in Bahrain" says another race
                if (
                    place in name
                    or near_elsewhere(text[max(0, m.start() - 60) : m.start()])
                    or near_elsewhere(text[max(0, told_at - 60) : told_at])
                ):
                    continue
                if text is title and cased and not any(place in o for o in opening):
                    continue  # a title-case headline's "in Downpour" is no place unless the report names it
                if re.match(r"[^.;,]{0,50}?\b(?:last|previous|ago|earlier)\b", text[m.end() :]) or re.search(
                    r"\b(?:ago|earlier)\b[^.;,]{0,30}$", text[max(0, m.start() - 50) : m.start()]
                ):
                    continue  # "having broken his arm five weeks ago during a race in Belgium": another
                if place.lower() in ALL_MAKES or ("-" in place and names_a_make(place)):
                    continue  # "Evans wins Rally Japan in Toyota 1-2-3": a make; "his successor at Williams-Renault":
                    # a chassis and its engine; no venue
                if _MONTH_BEFORE.search(text, max(0, told_at - 30), told_at):
                    continue  # "losing to Jeff Ward by .0111 seconds in June at Texas Motor Speedway": another day
                if _NEXT_BEFORE.search(text, max(0, told_at - 60), told_at) or _SOON_AFTER.match(
                    text, m.end()
                ):
                    continue  # "to the final round in Abu Dhabi in two weeks' time": a race to come
                if _TRACK_SPOT_BEFORE.search(text, max(0, m.start() - 40), m.start()) or _ON_THE_WAY.search(
                    text, max(0, m.start() - 160), m.start()
                ):
                    continue  # "after a big mistake at Becketts": a corner of the track, no venue; "in the
                    # intermediary sprint, as he led the peloton over the line at X": a point on the route
                if IN_A_YEAR_AFTER.match(text, m.end()) or _EARLIER_RACE_AT.search(
                    text, max(0, m.start() - 90), m.start() + 3
                ):
                    continue
                if town and place != town and text not in (opening[0], title) and _SEASON_TALK.search(text):
                    continue  # "DARLINGTON, S.C. -- ..." then "started the season ... to win at Charlotte": another
                if not WIN.search(text) and not re.search(
                    r"\b(?:race|Grand Prix|finish(?:ed|es|ing)?|line|circuit|track|laps)\b", text, re.I
                ):
                    continue
                found[place] += 1
                if m.groupdict().get("prep") == "in":
                    said_in.add(place)
                break
    if not found and (kicker := _SERIES_PLACE.match(title)):
        series, place = kicker.groups()  # "GP2 Bahrain: X passes Y late on to win": the series' race there
        if (
            any(rx.fullmatch(series) for rx, _ in SERIES_ANY_CASE)
            and place.lower() not in NATIONALITIES
            and not NOT_A_RACE_ANY_CASE.match(place.split()[0])  # "IndyCar Series: X wins": no place
        ):
            found[place] += 1
            said_in.add(place)
    for place in [p for p in found if _RANKED.match(p)]:
        del found[place]  # "Andretti Is Left in First Place": a rank, no place
    if not found:
        return "", False, False
    venue = max(found.items(), key=lambda kv: (kv[1], len(kv[0])))[0]
    return venue, venue in tracks, venue in said_in and venue not in tracks
