"""Facts -> quiz questions: templates that name their race, answer variants, distractors, ranking."""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import replace

from bot.factbank.draft import Draft, ord_display
from bot.factbank.editions import one_edition
from bot.factbank.entity_words import ALL_MAKES
from bot.factbank.horses import role_near
from bot.factbank.merge import Fact, Race
from bot.factbank.more_questions import more_drafts
from bot.factbank.race import SERIES_KIND
from bot.factbank.race_id import series_named
from bot.factbank.records import record_drafts
from bot.factbank.series import SERIES_ANY_CASE
from bot.factbank.templates import table_drafts
from bot.factbank.values import parse_ordinal

# Makes asked as "Which manufacturer's car ...": where cars carry a maker's badge (not an F1 constructor)
BADGE_MAKES = ("Chevrolet", "Ford", "Toyota", "Honda", "Dodge", "Holden", "Pontiac", "Nissan")
# Series whose "makes" are constructors (teams): a McLaren is not a maker's badge on a stock car.
_CONSTRUCTOR_SERIES = frozenset(
    {"Formula One", "MotoGP", "Moto2", "World Superbike", "motorcycle racing", "Formula E"}
    | {
        "World Rally Championship",
        "British Touring Car Championship",
        "DTM",
    }  # works teams: "Citroen", "Vauxhall"
)
_PING = re.compile(r"@(?:everyone|here)\b|<@[!&#]?\d+>|<#\d+>|@\w", re.I)


_A_RACERS = frozenset({"team", "car_number", "make", "position", "laps_led"})


def drafts_for_race(
    race: Race, facts: list[Fact], shared: frozenset[tuple[str, str]] = frozenset()
) -> list[Draft]:
    """Template questions for one race's facts (conflicts were already removed). `shared` holds the
    details (see `race_details`) of other races of the bank that prompts name alike: no prompt names
    this race by one of them ("the British Grand Prix won by Lewis Hamilton" fits two)."""
    R = race.called
    absent = {f.subject for f in facts if f.relation == "substitute"}  # "X, deputising for the injured Y": Y
    # did not race, so no question asks what Y drove or where Y finished
    by: dict[str, list[Fact]] = defaultdict(list)
    for f in facts:
        if not (f.subject in absent and f.relation in _A_RACERS):
            by[f.relation].append(f)

    def one(rel: str, subject: str | None = None) -> Fact | None:
        hits = [f for f in by.get(rel, []) if subject is None or f.subject == subject]
        return hits[0] if len(hits) == 1 else None

    out: list[Draft] = []
    add = out.append
    winner, runner, margin = one("winner"), one("runner_up"), one("margin")
    co = tuple(f.value for f in by.get("co_winner", []) if not winner or f.value != winner.value)
    if winner and not co:
        co = tuple(f.value for f in by.get("codriver", []) if f.subject == winner.value)
    if winner and not co and _endurance(race):
        winner = None  # a crew shares the win: one name alone would refuse the others
    if winner:
        who = _who_won(race, winner)
        kind = "person" if who == "Who" else "text"  # "Native River", "Cambridge": no surname to accept
        # a yacht "took line honours" when the sources say so, or a sailing report speaks of line honours at all
        # (its handicap winner may be another yacht)
        told = winner.sources if race.series != "sailing" else [x for f in facts for x in f.sources]
        won = "took line honours in" if any("line honours" in x.sentence for x in told) else "won"
        prompt = f"{who} {won} {R}?" if not co or who != "Who" else f"Who was in the crew that won {R}?"
        add(Draft("winner", prompt, winner.value, kind, winner, 1.0, 1, co))
    runner_crew = _placed_with(by, runner.value, "second") if runner else None
    if runner and runner_crew is None:
        runner = None  # someone else is said to be second too, not in its car: unclear, not asked
    if runner and not runner_crew and _endurance(race):
        runner = None  # a crew shared second place: one name alone would refuse the others
    duel = race.series == "rowing" and not by.get("position")  # two crews: the other one was second
    if runner and duel:
        by["runner_up"] = []  # no "in which Oxford finished second" either: it names the winner
        runner = None
    if runner:
        who = f" behind {winner.value}" if winner else ""
        asked = _WHICH.get(race.series, "Who")
        kind = "person" if asked == "Who" else "text"
        p = f"{asked} finished second{who} in {R}?"
        add(Draft("runner_up", p, runner.value, kind, runner, 0.95, 2, runner_crew or ()))
    if margin and winner and runner:
        p = f"By what margin did {winner.value} beat {runner.value} in {R}?"
        add(Draft("margin", p, margin.value, "number", margin, 0.97, 2))
    elif margin:
        add(Draft("margin", f"What was the winning margin in {R}?", margin.value, "number", margin, 0.9, 2))
    venue, event = one("venue"), one("event")
    if venue and race.event and _venue_worth_asking(race):
        ask = (
            "At which track" if _MOTOR_TRACK.search(venue.value) else "Where"
        )  # a port, a park, a stadium: no track
        year = f"{race.year} " if race.year and not race.event.startswith(str(race.year)) else ""
        called = series_named(race.event, race.series)  # "the 2011 MotoGP Japanese GP": not Formula One's
        add(Draft("venue", f"{ask} was the {year}{called} held?", venue.value, "place", venue, 0.8, 1))
        # (a sponsor's name may move to another track in another year: "the 1993 Champion 300")
    at = (
        f" {'at' if race.venue_is_track else 'in'} {race.venue}"  # "at Portside Speedway", "in Britain"
        if event and race.venue and not _shares_word(event.value, race.venue)
        else ""
    )
    when = f" in {race.year}" if race.year else ""
    if event and winner and margin and (_MEASURED.search(margin.value) or (at and when)):
        # a detail of this one win: the driver may have won at this track before, and won other races
        # that year ("Which race did X win in 2006?" has many answers; "... win by 7 seconds?" too)
        add(
            Draft(
                "event",
                f"Which race did {winner.value} win{at}{when} by {margin.value}?",
                event.value,
                "event",
                event,
                0.75,
                2,
            )
        )
    for f in by.get("distance", []):
        unit = f.value.split()[-1]
        if f.value.split()[0] not in re.findall(r"\d+", R):  # "the MBNA 500" gives its 500 laps away
            add(Draft("distance", f"How many {unit} was {R}?", f.value, "number", f, 0.6, 3))
    for f in by.get("position", []):
        if f.value in {"first", "second"} and f.subject in {
            getattr(winner, "value", ""),
            getattr(runner, "value", ""),
        }:
            continue
        n = parse_ordinal(f.value) or 0
        if sum(g.value == f.value for g in by["position"]) > 1:
            continue  # a shared car's place: asked as "Who finished fourth?", accepting the crew
        add(
            Draft(
                "position",
                f"In what position did {f.subject} finish in {R}?",
                ord_display(f.value),
                "ordinal",
                f,
                0.86,
                2 if n <= 10 else 3,
            )
        )
    causes = defaultdict(list)
    for f in by.get("caution_cause", []):
        causes[f.value].append(f)
    for cause, fs in causes.items():
        if len(fs) == 1:
            p = f"Whose {cause} brought out a caution in {R}?"
            add(Draft("caution", p, fs[0].subject, "person", fs[0], 0.8, 2))
    for f in by.get("crash_laps_to_go", []):
        if sum(g.value == f.value for g in by["crash_laps_to_go"]) == 1:
            laps = "one lap" if f.value == "1" else f"{f.value} laps"
            p = f"Which driver crashed with {laps} to go in {R}?"
            add(Draft("crash_who", p, f.subject, "person", f, 0.8, 2))
    for f in by.get("role", []):
        role, _, owner = f.subject.partition(" of ")
        add(Draft("role", f"Who was {owner}'s {role} in {R}?", f.value, "person", f, 0.85, 2))
    for f in by.get("lead_changes", []):
        scope = f" in {f.subject} of" if f.subject.startswith("Stage") else " in"
        add(
            Draft(
                "lead_changes", f"How many lead changes were there{scope} {R}?", f.value, "number", f, 0.7, 3
            )
        )
    out.extend(table_drafts(R, by))
    out.extend(record_drafts(R, by))
    out.extend(more_drafts(race, by, winner, runner))
    out = [_in_series_words(d, race) for d in _constructors_are_teams(out, race) if _fits_series(d, race)]
    if not (race.event or race.venue or race.year):
        return []  # "Who won the race in which X finished second?": which race? Nothing names it
    return one_edition(out, race, R, by, shared)


def _placed_with(by: dict[str, list[Fact]], who: str, place: str) -> tuple[str, ...] | None:
    """Who else the race's facts put in `place` beside `who`: their car's crew, named with them in one
    sentence ("The No. 9 driven by A, B and C finished second"). None when someone else is said to be
    there apart from them: two accounts of one place, so neither is asked."""
    holders = [f for f in by.get("position", []) if f.value == place]
    others = {f.subject for f in holders} - {who}
    if not others:
        return ()
    theirs = {src.sentence for f in holders if f.subject == who for src in f.sources}
    crew = {f.subject for f in holders if f.subject != who and theirs & {src.sentence for src in f.sources}}
    if crew != others:
        return None
    told = " ".join(sorted(theirs))
    return tuple(
        sorted(crew, key=lambda name: (told.find(name) % (len(told) + 1), name))
    )  # as the text names them


def _endurance(race: Race) -> bool:
    """A race won by a crew of co-drivers (24 hours, a 1000 km or 1000-mile race, sports cars)."""
    return race.series in {"IMSA", "World Endurance Championship"} or bool(
        re.search(r"\b(?:24|\d+ Hours|Hours of|1000)\b", race.event or "")
    )


_WHICH = {"horse racing": "Which horse", "sailing": "Which yacht", "rowing": "Which crew"}


def _venue_worth_asking(race: Race) -> bool:
    """A track is worth asking for a race named by a sponsor or a country ("the STP 500", "the Chinese
    Grand Prix"), not for a classic always run at one place (a horse race, a 24-hour race, "the 24 Hours of
    Le Mans", a 1000), nor for a bare distance ("the 60m")."""
    if race.series.islower() or re.search(r"\b(?:24|1000)\b|\bHours of\b", race.event):
        return False  # a horse race, a marathon, a cycling stage, a regatta: no "track" to ask
    if SERIES_KIND.fullmatch(race.event):
        return False  # "At which track was the GP2 Feature Race held?": one at every round
    if (m := _MAKER_AND_KIND.fullmatch(race.event)) and (
        m.group(1).lower() in ALL_MAKES or any(rx.fullmatch(m.group(1)) for rx, _ in SERIES_ANY_CASE)
    ):
        return False  # "the Honda Indy", "the Champ Car Grand Prix": a maker's or a series' race, run in many places
    if not (race.venue_is_track or _TRACK_WORD.search(race.venue)):
        return False  # "wins in Hungary", "the Turkish Grand Prix in Istanbul": a town or a country
    if _shares_word(race.event, race.venue):
        return False  # "Where was the Aragon Grand Prix held?" -> "Motorland Aragon": the name says it
    return not _DISTANCE_ONLY.match(race.event)


# A motor-racing track's words ("Kansas Speedway", "the Hungaroring"), and the words of any place raced at
_MOTOR_TRACK_WORDS = (
    r"Speedway|Superspeedway|Raceway|Circuit|Circuito|Ring|Autodromo|Autódromo|Motorplex|Motordrome|Motorsport|"
    r"Street|Streets|Panorama"
)
_MOTOR_TRACK = re.compile(rf"\b(?:{_MOTOR_TRACK_WORDS})\b|ring\b")
_TRACK_WORD = re.compile(rf"\b(?:{_MOTOR_TRACK_WORDS}|Park|International|Place|Downs|Racecourse)\b")
_MAKER_AND_KIND = re.compile(r"((?:[A-Z][\w\-]* ){0,1}[A-Z][\w\-]*) (?:Indy|Grand Prix|GP|Classic|Challenge)")
_DISTANCE_ONLY = re.compile(r"\d[\d.,]*\s?(?:m|km|k|mi|miles?|metres?|meters?|yards?)\b", re.I)


def _who_won(race: Race, winner: Fact) -> str:
    """ "Who" for a driver; in horse racing "Which horse", or "Which jockey" when the sources say so."""
    if race.series != "horse racing":
        return _WHICH.get(race.series, "Who")  # a yacht "took line honours" when the sources say so
    roles = {role_near(s.sentence, winner.value) for s in winner.sources}
    if "jockey" in roles:
        return "Which jockey"
    if "trainer" in roles:
        return "Which trainer"
    return "Which horse"


_RIDDEN = frozenset({"MotoGP", "Moto2", "World Superbike", "motorcycle racing", "horse racing", "cycling"})


def _in_series_words(d: Draft, race: Race) -> Draft:
    """Riders ride: "Which team did X ride for?" in motorcycle, horse and bicycle races; sailors sail and
    rowers row."""
    if race.series in _ENGINES and d.kind == "make":  # "Scott Dixon's Honda": its engine, on a Dallara
        prompt = re.sub(
            r"^Which manufacturer's car did (.+?) drive in ", r"Whose engines powered \1 in ", d.prompt
        )
        return replace(d, prompt=prompt)
    verb = "ride" if race.series in _RIDDEN else _VERBS.get(race.series, "")
    if not race.series and d.kind == "team" and not _MOTOR_RACE.search(f"{race.event} {race.venue}"):
        verb = "race"  # no series nor motor race told: a cyclist's or a rider's team as well as a driver's
    if verb and " drive" in d.prompt:
        prompt = d.prompt.replace(" drive ", f" {verb} ").replace(" drive?", f" {verb}?")
        if verb == "ride":  # "Which manufacturer's motorcycle did X ride", not a car
            prompt = prompt.replace("manufacturer's car", "manufacturer's motorcycle")
        return replace(d, prompt=prompt)
    return d


_MOTOR_RACE = re.compile(
    r"\b(?:Grand Prix|GP|E-Prix|Rally|Rallye|Indy|TT|Speedway|Superspeedway|Raceway|Circuit|Motor|\d{3,4}(?! ?(?:m|metres|meters|km)\b)|"
    r"\d{1,2} Hours|Rolex 24)\b"
)
_DISTANCE_EVENT = re.compile(
    r"(?:(?:men|women)['’]s )?\d[\d,]* ?(?:m|metres|meters|km)\b"
)  # "200 metres freestyle"
_ENGINES = frozenset({"IndyCar", "CART", "Champ Car"})  # a maker there supplies the engine, not the car
_NO_TEAMS = frozenset({"marathon", "athletics", "triathlon", "ski", "horse racing"})  # they compete for their
# countries; a horse has an owner, a trainer and a jockey, no team
_VERBS = {"sailing": "sail", "rowing": "row", "marathon": "run", "athletics": "run"}


def _constructors_are_teams(drafts: list[Draft], race: Race) -> list[Draft]:
    """In Formula One or MotoGP the maker is the team ("Raikkonen's McLaren", "a victory for McLaren"): a
    driver's make is asked as their team, unless a team of theirs is asked already."""
    if race.series not in _CONSTRUCTOR_SERIES and not (
        re.search(r"\bRall(?:y|ye)\b", race.event or "")
        or (not race.series and re.search(r"\b(?:Grand Prix|GP)\b", race.event or ""))
    ):
        return drafts  # a rally's makes are its works teams, and a grand prix's where no series is named
    teamed = {d.fact.subject for d in drafts if d.kind == "team"}
    out = []
    for d in drafts:
        if d.kind == "make" and d.fact.subject not in teamed:
            prompt = f"Which team did {d.fact.subject} drive for in {d.prompt.split(' drive in ', 1)[1]}"
            d = replace(d, kind="team", prompt=prompt, answer_type="team")
            teamed.add(d.fact.subject)
        out.append(d)
    return out


def _fits_series(d: Draft, race: Race) -> bool:
    """A make is asked where cars carry a maker's badge (not an F1 or MotoGP constructor)."""
    if d.kind == "make":
        return d.answer in BADGE_MAKES and race.series not in _CONSTRUCTOR_SERIES
    if d.kind == "event" and race.series in {"sailing", "horse racing", "marathon", "cycling"}:
        return False  # "Which race did Wild Oats XI win?": a motor race's name, not a regatta's
    if d.kind == "team_winner" and d.answer.lower() in ALL_MAKES and not _endurance(race):
        return False  # "Chevrolet won the race": a make, the winning team only of a sports-car crew
    if d.kind == "team" and (race.series in _NO_TEAMS or _DISTANCE_EVENT.match(race.event or "")):
        return False  # "Morroco's Joaurd Gharib": a runner's country, not a team; a swimmer's "Hong Kong"
    if d.kind == "car_number" and race.series in {"horse racing", *_NO_TEAMS}:
        return False  # "Which car number did Dortmund ride?": a horse's saddle cloth is no car
    if d.kind == "event":  # not when the name follows from the track (the Malaysian Grand Prix at Sepang)
        name = d.answer.split()
        return not ("Grand" in name and ("of" in name or re.search(r"(?:ian|ese|ish|an)$", name[0])))
    return True


_MEASURED = re.compile(
    r"\d[.,]\d|\b(?:length|neck|head|nose|minute)", re.I
)  # "2.509 seconds", not "7 seconds"


def _shares_word(a: str, b: str) -> bool:
    words = {w.lower() for w in re.findall(r"[A-Za-z]{4,}", a)}
    return any(w.lower() in words for w in re.findall(r"[A-Za-z]{4,}", b))
