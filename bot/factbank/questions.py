"""Facts -> quiz questions: templates that name their race, answer variants, distractors, ranking."""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import replace

from bot.factbank.draft import Draft, ord_display
from bot.factbank.entity_words import ALL_MAKES
from bot.factbank.horses import role_near
from bot.factbank.merge import Fact, Race
from bot.factbank.more_questions import more_drafts
from bot.factbank.templates import table_drafts
from bot.factbank.values import ordinal_word, parse_ordinal

# Makes asked as "Which manufacturer's car ...": where cars carry a maker's badge (not an F1 constructor)
BADGE_MAKES = ("Chevrolet", "Ford", "Toyota", "Honda", "Dodge", "Holden", "Pontiac", "Nissan")
# Series whose "makes" are constructors (teams): a McLaren is not a maker's badge on a stock car.
_CONSTRUCTOR_SERIES = frozenset(
    {"Formula One", "MotoGP", "Moto2", "World Superbike", "motorcycle racing", "Formula E", "IndyCar"}
    | {
        "World Rally Championship",
        "British Touring Car Championship",
        "DTM",
    }  # works teams: "Citroen", "Vauxhall"
)
_PING = re.compile(r"@(?:everyone|here)\b|<@[!&#]?\d+>|<#\d+>|@\w", re.I)


def race_details(facts: list[Fact]) -> frozenset[tuple[str, str]]:
    """What can name a race in a prompt: ("winner", X), ("runner_up", Y), ("pole", Z), each when one."""
    out = set()
    for rel in ("winner", "runner_up", "pole"):
        values = {f.value for f in facts if f.relation == rel}
        if len(values) == 1:
            out.add((rel, values.pop()))
    if third := _third(facts):
        out.add(("third", third))
    return frozenset(out)


def _third(facts: list[Fact]) -> str:
    """The one person placed third, or ""."""
    thirds = {f.subject for f in facts if f.relation == "position" and f.value == "third"}
    return thirds.pop() if len(thirds) == 1 else ""


def drafts_for_race(
    race: Race, facts: list[Fact], shared: frozenset[tuple[str, str]] = frozenset()
) -> list[Draft]:
    """Template questions for one race's facts (conflicts were already removed). `shared` holds the
    details (see `race_details`) of other races of the bank that prompts name alike: no prompt names
    this race by one of them ("the British Grand Prix won by Lewis Hamilton" fits two)."""
    R = f"the {race.spoken or race.label}"
    by: dict[str, list[Fact]] = defaultdict(list)
    for f in facts:
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
        won = "took line honours in" if any("line honours" in x.sentence for x in winner.sources) else "won"
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
        add(Draft("venue", f"At which track was the {race.event} held?", venue.value, "place", venue, 0.8, 1))
    at = f" at {race.venue}" if event and race.venue and not _shares_word(event.value, race.venue) else ""
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
    out.extend(_record_drafts(R, by))
    out.extend(more_drafts(race, by, winner, runner))
    out = [_in_series_words(d, race) for d in _constructors_are_teams(out, race) if _fits_series(d, race)]
    if not (race.event or race.venue or race.year):
        return []  # "Who won the race in which X finished second?": which race? Nothing names it
    if race.ambiguous:
        return _told_apart(out, R, by, shared)
    if (not race.event or _DISCIPLINE.fullmatch(race.event)) and (race.year is None or not race.venue):
        # "the 2000 Cup Series race", "the giant slalom at Kranjska Gora": which one?
        # "the IndyCar race in Elkhart Lake" with no year: its winner may have won there in other years, so
        # every prompt names it by who else was there ("... in which Colton Herta finished second")
        return [
            told
            for d in out
            if (
                told := _detailed(
                    d, R, by, shared, third_too=True, by_winner=False, pair_tells=bool(race.venue)
                )
            )
        ]
    if race.year is None and not _EDITION.match(race.event or ""):
        # "Who won the British Grand Prix?" fits many years: say which one, or ask not ("the 64th Kelso Boat
        # Race" is one year's)
        told = []
        for d in out:
            if d.kind in _PINNED or d.kind in _ABOUT_SOMEONE:
                pinned = _detailed(d, R, by, shared, third_too=True, pins=2)
                if pinned is None and d.kind in _PINNED and d.kind != "winner":
                    continue  # "Who started on pole in the Rolex 24 at Daytona?": a different answer each year
                d = pinned or d
            told.append(d)
        return told
    return out


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
    if not (race.venue_is_track or _TRACK_WORD.search(race.venue)):
        return False  # "wins in Hungary", "the Turkish Grand Prix in Istanbul": a town or a country
    return not _DISTANCE_ONLY.match(race.event)


_TRACK_WORD = re.compile(
    r"\b(?:Speedway|Superspeedway|Raceway|Circuit|Circuito|Ring|Park|International|Autodromo|Autódromo|"
    r"Motorplex|Motordrome|Motorsport|Place|Street|Streets|Panorama|Downs|Racecourse)\b"
)
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
    verb = "ride" if race.series in _RIDDEN else _VERBS.get(race.series, "")
    if verb and " drive" in d.prompt:
        prompt = d.prompt.replace(" drive ", f" {verb} ").replace(" drive?", f" {verb}?")
        if verb == "ride":  # "Which manufacturer's motorcycle did X ride", not a car
            prompt = prompt.replace("manufacturer's car", "manufacturer's motorcycle")
        return replace(d, prompt=prompt)
    return d


_NO_TEAMS = frozenset({"marathon", "athletics", "triathlon", "ski"})  # they compete for their countries
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
    if d.kind == "team" and race.series in _NO_TEAMS:
        return False  # "Morroco's Joaurd Gharib": a runner's country, not a team
    if d.kind == "event":  # not when the name follows from the track (the Malaysian Grand Prix at Sepang)
        name = d.answer.split()
        return not ("Grand" in name and ("of" in name or re.search(r"(?:ian|ese|ish|an)$", name[0])))
    return True


def _shares_word(a: str, b: str) -> bool:
    words = {w.lower() for w in re.findall(r"[A-Za-z]{4,}", a)}
    return any(w.lower() in words for w in re.findall(r"[A-Za-z]{4,}", b))


_MEASURED = re.compile(
    r"\d[.,]\d|\b(?:length|neck|head|nose|minute)", re.I
)  # "2.509 seconds", not "7 seconds"
_EDITION = re.compile(r"\d{1,3}(?:st|nd|rd|th) ")  # "101st Indianapolis 500": one edition, one year
# A discipline, not one race's name: "the men's 100 metres", "the giant slalom" are run every season.
_DISCIPLINE = re.compile(
    r"(?:(?:men|women)['’]s )?(?:\d+ ?(?:m|metres|meters|km)\b.*|giant slalom|slalom|downhill|super-G|super G|"
    r"super combined)(?: (?:men|women)['’]s race)?",
    re.I,
)


# Questions about a race with no year in its reports that name it by a detail of its own, as one
# edition of a race held every year ("Who won the British Grand Prix in which X finished second?").
_PINNED = frozenset(
    {"winner", "pole", "margin", "most_laps_led", "team_winner", "who_finished", "neutralised", "penalty"}
)
# Questions about one person's day in it: "In what position did X finish in the Indianapolis 500?" fits
# every year X ran it; "... in the Indianapolis 500 won by Y" far fewer.
_ABOUT_SOMEONE = frozenset({"position", "team", "make", "car_number", "laps_led"})


def _told_apart(
    drafts: list[Draft], R: str, by: dict[str, list[Fact]], shared: frozenset[tuple[str, str]] = frozenset()
) -> list[Draft]:
    """Another race of the bank has this one's name and no year tells them apart: each prompt adds a
    detail of this race that is not its answer ("the Spanish Grand Prix won by Sebastian Vettel"), or the
    question is not asked."""
    return [told for d in drafts if (told := _detailed(d, R, by, shared, third_too=True)) is not None]


def _detailed(
    d: Draft,
    R: str,
    by: dict[str, list[Fact]],
    shared: frozenset[tuple[str, str]] = frozenset(),
    third_too: bool = False,
    by_winner: bool = True,
    pins: int = 1,
    pair_tells: bool = True,
) -> Draft | None:
    """The draft with its race named by a detail that is not its answer nor shared with a race named
    alike; itself when it names the winner as the winner already; None when no detail fits. Who was
    third is a detail only where the race must be told apart (`third_too`)."""
    crew = by.get("co_winner") or by.get("team_winner")  # one name would not be "the" winner
    winner = by["winner"][0].value if len(by.get("winner", [])) == 1 and not crew else ""
    runner = by["runner_up"][0].value if len(by.get("runner_up", [])) == 1 else ""
    pole = by["pole"][0].value if len(by.get("pole", [])) == 1 else ""
    third = _third(by.get("position", [])) if third_too else ""
    if any(who == third for _, who in shared):
        third = ""  # third here, but the winner or the runner-up of the race named alike
    winner, runner, pole, third = (
        "" if (rel, who) in shared else who
        for rel, who in (("winner", winner), ("runner_up", runner), ("pole", pole), ("third", third))
    )
    if winner and winner != d.answer and by_winner:
        if any(
            f"{how} {winner}" in d.prompt or f"did {winner} {how}" in d.prompt
            for how in ("behind", "beat", "win")
        ):
            return d  # "Who finished second behind X in ...?" is told apart already (as the winner)
    if pair_tells and winner and runner and f"did {winner} beat {runner} " in d.prompt:
        return (
            d  # "By what margin did Larson beat Buescher at Kansas Speedway?": the pair at a venue tells it
        )
    answers = {d.answer.lower(), *(a.lower() for a in d.also)}
    details = [(winner if by_winner else "", "won"), (runner, "second"), (pole, "pole"), (third, "third")]
    if (
        not by_winner
    ):  # any other place one person holds names the race too ("... in which X finished fourth")
        details += [(who, place) for place, who in _places_held(by) if place != "third"]
    usable = [
        (who, how) for who, how in details if who and who.lower() not in answers and who not in d.prompt
    ]
    usable = [(who, how) for k, (who, how) in enumerate(usable) if who not in {w for w, _ in usable[:k]}]
    margins = [f.value for f in by.get("margin", [])]
    if (
        not usable
        and d.kind == "winner"
        and len(margins) == 1
        and R in d.prompt
        and d.prompt.startswith("Wh")
    ):
        return replace(
            d, prompt=d.prompt.replace(R, f"{R} by {margins[0]}", 1)
        )  # "... won the X by 4½ lengths?"
    if not usable or R not in d.prompt:
        return None
    return replace(d, prompt=d.prompt.replace(R, _pinned(R, usable[:pins]), 1))


_HOW = {"second": "finished second", "pole": "started on pole"}


def _pinned(R: str, picks: list[tuple[str, str]]) -> str:
    """The race named by one or two details: "the X won by A", "the X won by A ahead of B", "the X in
    which B finished second and C started on pole"."""
    won = [who for who, how in picks if how == "won"]
    rest = [(who, how) for who, how in picks if how != "won"]
    text = f"{R} won by {won[0]}" if won else R
    if won and len(rest) == 1 and rest[0][1] == "second":
        return f"{text} ahead of {rest[0][0]}"
    if rest:
        clauses = [f"{who} {_HOW.get(how, f'finished {how}')}" for who, how in rest]
        text += (", in which " if won else " in which ") + " and ".join(clauses)
    return text


def _places_held(by: dict[str, list[Fact]]) -> list[tuple[str, str]]:
    """(place, person) for each place from third to tenth that exactly one person holds, in order."""
    holders: dict[int, set[str]] = defaultdict(set)
    for f in by.get("position", []):
        if (n := parse_ordinal(f.value)) and 3 <= n <= 10:
            holders[n].add(f.subject)
    return [(ordinal_word(n), next(iter(who))) for n, who in sorted(holders.items()) if len(who) == 1]


def _record_drafts(R: str, by: dict[str, list[Fact]]) -> list[Draft]:
    out: list[Draft] = []
    keys = sorted(
        {f.subject for rel in ("record_margin", "record_winner", "record_pair") for f in by.get(rel, [])}
    )
    years = {k.partition("|")[0] for k in keys if k.partition("|")[0]}
    for key in keys:
        year, _, venue = key.partition("|")
        at = f" at {venue}" if venue else ""
        get = {
            rel: next((f for f in by.get(rel, []) if f.subject == key), None)
            for rel in ("record_margin", "record_winner", "record_runner_up", "record_pair")
        }
        m, w, r, pair = (
            get["record_margin"],
            get["record_winner"],
            get["record_runner_up"],
            get["record_pair"],
        )
        # the earliest year set the record; a later one with the same margin only equalled it
        verb = "equalled" if any(y < year for y in years) else "set"
        intro = f"Before {R}, the record was {verb} in {year}"
        if m and w and r:
            out.append(
                Draft(
                    "record_margin",
                    f"{intro}, when {w.value} beat {r.value} by what margin{at}?",
                    m.value,
                    "number",
                    m,
                    0.9,
                    3,
                )
            )
            out.append(
                Draft(
                    "record_winner",
                    f"{intro}{at}, when who beat {r.value} by {m.value}?",
                    w.value,
                    "person",
                    w,
                    0.85,
                    3,
                )
            )
            out.append(
                Draft(
                    "record_runner_up",
                    f"{intro}{at}, when {w.value} beat which driver by {m.value}?",
                    r.value,
                    "person",
                    r,
                    0.85,
                    3,
                )
            )
        elif m and pair:
            a, _, b = pair.value.partition(" and ")
            p = f"{intro}{at}, in a finish between {a} and {b}. What was the margin?"
            out.append(Draft("record_margin", p, m.value, "number", m, 0.75, 3))
            p = f"{intro}{at}, in a finish between {a} and which other driver?"
            out.append(Draft("record_pair", p, b, "person", pair, 0.65, 3))
            p = f"{intro}{at}, in a finish between which driver and {b}?"
            out.append(Draft("record_pair_first", p, a, "person", pair, 0.62, 3))
        if venue and (w or pair):
            if w and r:
                p = (
                    f"{intro}, when {w.value} beat {r.value}"
                    + (f" by {m.value}" if m else "")
                    + ". At which track?"
                )
            else:
                p = f"{intro}, in a finish between {pair.value if pair else ''}. At which track?"
            out.append(Draft("record_venue", p, venue, "place", w or pair, 0.7, 3))
    return out
