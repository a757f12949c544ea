"""One edition of a race held every year, named in a prompt by a detail of its own.

"Who won the British Grand Prix?" fits many years. A race whose reports give no year, or that shares its
name with another race of the bank, is named by who else was there ("the British Grand Prix won by X",
"... in which Y finished second"); a question no such detail can pin is not asked, but for its winner,
runner-up, name and track (which change least from year to year) and the winner's own record.
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import replace

from bot.factbank.draft import Draft, ord_display
from bot.factbank.edition_pins import otherwise_pinned, precise_margin, winner_led, winning_time
from bot.factbank.entity_words import NATIONALITIES, PLACE_NAMES
from bot.factbank.merge import Fact, Race
from bot.factbank.race_meets import DISCIPLINE_NAME, names_a_meet
from bot.factbank.values import ordinal_word, parse_ordinal


def race_details(facts: list[Fact]) -> frozenset[tuple[str, str]]:
    """What can name a race in a prompt: ("winner", X), ("runner_up", Y), ("pole", Z), each when one."""
    out = set()
    for rel in ("winner", "runner_up", "pole"):
        values = {f.value for f in facts if f.relation == rel}
        if len(values) == 1:
            out.add((rel, values.pop()))
    if third := third_place(facts):
        out.add(("third", third))
    return frozenset(out)


def third_place(facts: list[Fact]) -> str:
    """The one person placed third, or ""."""
    thirds = {f.subject for f in facts if f.relation == "position" and f.value == "third"}
    return thirds.pop() if len(thirds) == 1 else ""


def one_edition(
    out: list[Draft], race: Race, R: str, by: dict[str, list[Fact]], shared: frozenset[tuple[str, str]]
) -> list[Draft]:
    """The drafts of a race, each prompt naming one edition of it (see the module's docstring)."""
    if not race.venue and (
        (race.year is None and not race.event)
        or (race.event and DISCIPLINE_NAME.fullmatch(race.event) and not names_a_meet(race.event))
    ):
        return []  # "the women's 100 metres freestyle", "the 2020 400m", "the MotoGP race": no meet or place says
        # which
    if not race.venue and _SERIES_HEAT.fullmatch(race.event or ""):
        return []  # "the World Superbike Race 2": every round of every season has one
    if race.year is None and not race.event and not race.series and not race.venue_is_track:
        return []  # "the race in Sweden": no sport, name or year says which of the races run there
    if not race.event and race.series == "horse racing":
        return []  # "the race at the Curragh": one of a card of races, at every meeting
    if race.ambiguous:  # with no year, two details: "the European Grand Prix won by X" fits X's other wins
        return _told_apart(out, R, by, shared, pins=1 if race.year else 2, lower_first=_long_lived(race))
    if (
        not race.event
        or DISCIPLINE_NAME.fullmatch(race.event)
        or (not race.venue and _SERIES_HEAT.fullmatch(race.event))
    ):
        # "the 2000 Cup Series race", "the giant slalom at Kranjska Gora": which one? "The IndyCar race in
        # Elkhart Lake" with no year: its winner may have won there in other years; "the 2024 Cup Series
        # race at Kansas": a track may hold two a year. Every prompt names it by who else was there ("...
        # in which Colton Herta finished second")
        return [
            told
            for d in out
            if (
                told := _detailed(
                    d,
                    R,
                    by,
                    shared,
                    third_too=True,
                    by_winner=False,
                    pair_tells=bool(race.venue),
                    pins=1
                    if race.year and race.venue
                    else 2,  # "... at Dover in which X finished third" fits
                    # X's other years; "the 2013 IndyCar race in which X finished third" two races of that season
                    need=1 if (race.year and race.venue) or d.kind == "winner" else 2,
                    long_lived=_long_lived(race),
                )
            )
        ]
    if race.year is None and not _EDITION.match(race.event or ""):
        # "Who won the British Grand Prix?" fits many years: say which one, or ask not ("the 64th Kelso Boat
        # Race" is one year's)
        told = []
        winner = by["winner"][0].value if len(by.get("winner", [])) == 1 else ""
        by_count = _by_career_count(out, R, by, winner)
        for d in out:
            pinned = _detailed(
                d,
                R,
                by,
                shared,
                third_too=True,
                pins=2,
                need=2,
                lower_first=_long_lived(race),
                long_lived=_long_lived(race),
            )
            if pinned is None and d.kind == "winner":
                pinned = by_count  # (its "Which career win ...?" pins nothing, so is not asked)
            if d.kind == "venue" and (
                _NATIONAL.search(race.event or "")
                or (pinned := _venue_by_winner(d, race.event or "", winner)) is None
            ):
                continue  # "At which track was the Kroger 200 held?": a sponsor's name may move to another
                # track; the winner names the one race ("At which track did Ricky Craven win the Kroger 200?"). A
                # nation's race moves: "At which track was the Canadian Grand Prix held?" has three answers
            if (
                pinned is None
                and d.kind == "winner"
                and not names_a_meet(race.event or "")  # "the triathlon at the Olympics in Rio": one edition
            ):
                continue  # "Who won the Cox Plate?": which year? Winx won it four times
            if pinned is None and (
                (
                    (d.kind not in {"winner", "runner_up", "event"})
                    and not (winner and winner in d.prompt and d.kind in _WINNERS_RECORD)
                )
                or (d.kind == "runner_up" and (_won_before(_about_winner(by)) or _long_lived(race)))
            ):
                continue  # "Who started on pole in the Rolex 24 at Daytona?", "How many laps was the San Marino
                # Grand Prix?", "Which car number did X drive at Le Mans?": a different answer in other years
                # (a race's name seldom changes); nor "second behind X" when X won it before too
            told.append(pinned or d)
        return told
    return out


def _long_lived(race: Race) -> bool:
    """A race of no year whose name lives for decades, where one team's drivers may share the podium year
    after year: a nation's race, a Grand Prix, a race named only by its place ("the MotoGP race at
    Valencia"). A sponsor's name lasts a few years, and a podium seldom repeats within them."""
    event = race.event or ""
    return race.year is None and (
        not event or bool(_NATIONAL.search(event) or _GRAND_PRIX.search(event) or _CLASSIC.search(event))
    )


_GRAND_PRIX = re.compile(r"\b(?:Grand Prix|GP|MotoGP)\b", re.I)  # "the San Marino MotoGP": its Grand Prix
# A classic's name, run for decades with the same champions coming back: "the New York Marathon", "the Arc"
_CLASSIC = re.compile(
    r"(?i:(?!.*\bstage \d))\b(?:Marathon|Derby|Oaks|Guineas|Grand National|Gold Cup|Arc de Triomphe|Champion Hurdle|Tour de France|Giro|"
    r"Vuelta|Paris-Roubaix|Boat Race)\b"
)


def _venue_by_winner(d: Draft, event: str, winner: str) -> Draft | None:
    """The track question of a race of no year, asked of its winner's race, or None."""
    ask, was, _ = d.prompt.partition(" was the ")
    if not winner or not was or winner in d.prompt:
        return None
    return replace(d, prompt=f"{ask} did {winner} win the {event}?")


def _by_career_count(out: list[Draft], R: str, by: dict[str, list[Fact]], winner: str) -> Draft | None:
    """The winner's question of a race of no year named by the winner's career count, which one race
    holds ("Whose 66th career win was the Rally of Finland?"), or None."""
    counts = {f.value for f in by.get("career_win", []) if f.subject == winner}
    asked = [d for d in out if d.kind == "winner" and d.prompt == f"Who won {R}?"]
    if not winner or len(counts) != 1 or not asked or (parse_ordinal(next(iter(counts))) or 0) < 10:
        # "Whose first career win was the Hungarian Grand Prix?" fits four drivers, "whose 23rd ...?" one
        return None
    return replace(asked[0], prompt=f"Whose {ord_display(counts.pop())} career win was {R}?")


# A race named for a nation, which may move from track to track: "the Canadian Grand Prix", "Rally Australia"
_NATIONAL = re.compile(
    r"\b(?:(?:"
    + "|".join(sorted(NATIONALITIES, key=len, reverse=True))
    + r")|(?:Rally|Grand Prix of|Tour of) (?:"
    + "|".join(sorted(PLACE_NAMES, key=len, reverse=True))
    + r"))\b",
    re.I,
)
# A series' numbered race of a weekend named by nothing else: "the DTM Race 1" is run at every round
_SERIES_HEAT = re.compile(r"(?:[A-Z][\w\-]* ){1,3}Race [123]")
_EDITION = re.compile(
    r"(?:\d{1,3}(?:st|nd|rd|th)|inaugural) "
)  # "101st Indianapolis 500": one edition, one year


# Questions about a race of no year asked without a detail of their own: the winner's own record, which
# the winner named in the prompt pins ("Which win of the season did X score in the Y?")
_WINNERS_RECORD = frozenset({"streak_ended", "first_to_win"})


def _told_apart(
    drafts: list[Draft],
    R: str,
    by: dict[str, list[Fact]],
    shared: frozenset[tuple[str, str]] = frozenset(),
    pins: int = 1,
    lower_first: bool = False,
) -> list[Draft]:
    """Another race of the bank has this one's name and no year tells them apart: each prompt adds a
    detail of this race that is not its answer ("the Spanish Grand Prix won by Sebastian Vettel"), or the
    question is not asked."""
    return [
        told
        for d in drafts
        if (
            told := _detailed(
                d,
                R,
                by,
                shared,
                third_too=True,
                pins=pins,
                need=1 if d.kind == "winner" and not (lower_first and pins >= 2) else pins,
                lower_first=lower_first,
                long_lived=lower_first,
            )
        )
        is not None
    ]  # with no year (`pins` 2), the winner alone names no edition of another fact


def _detailed(
    d: Draft,
    R: str,
    by: dict[str, list[Fact]],
    shared: frozenset[tuple[str, str]] = frozenset(),
    third_too: bool = False,
    by_winner: bool = True,
    pins: int = 1,
    pair_tells: bool = True,
    need: int = 1,
    lower_first: bool = False,
    long_lived: bool = False,
) -> Draft | None:
    """The draft with its race named by a detail that is not its answer nor shared with a race named
    alike; itself when it names the winner as the winner already; None when no detail fits. Who was
    third is a detail only where the race must be told apart (`third_too`). A place the report says was
    the same the year before ("third for the second straight year") tells no edition."""
    by = {rel: [f for f in facts if not _repeated(f)] for rel, facts in by.items()}
    crew = by.get("co_winner") or by.get("team_winner")  # one name would not be "the" winner
    winner = by["winner"][0].value if len(by.get("winner", [])) == 1 and not crew else ""
    runner = by["runner_up"][0].value if len(by.get("runner_up", [])) == 1 else ""
    pole = by["pole"][0].value if len(by.get("pole", [])) == 1 else ""
    third = third_place(by.get("position", [])) if third_too else ""
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
            # "Who finished second behind X in ...?" is told apart already (as the winner); a race of no year
            # (`pins` 2) says one more detail where it has one: X may have won it in other years too
            answers = {d.answer.lower(), *(a.lower() for a in d.also)}
            lower = _lower_places(by) if lower_first else []
            more = [
                (who, how)
                for who, how in (*lower, (runner, "second"), (third, "third"), (pole, "pole"))
                if who and who != winner and who.lower() not in answers and who not in d.prompt
            ]
            pair = pair_tells and runner and f"did {winner} beat {runner} " in d.prompt  # the pair tells it
            if pins >= 2 and more and R in d.prompt and not pair:
                return replace(d, prompt=_name_in(d.prompt, R, _pinned(R, more[:1])))
            if pins >= 2 and not pair and _won_before(_about_winner(by)):
                return None  # "Who finished second behind Kyle Busch in the Alsco 300?" when it was "a repeat
                # victory for Kyle Busch": he won it in another year too, with another runner-up
            if pins >= 2 and long_lived and not pair and winner in d.prompt:
                gap = precise_margin(by)
                if gap and f"behind {winner}" in d.prompt and d.kind != "margin":
                    return replace(
                        d, prompt=d.prompt.replace(f"behind {winner}", f"{gap} behind {winner}", 1)
                    )
                if (time := winning_time(by)) and d.prompt == f"Who finished second behind {winner} in {R}?":
                    return replace(d, prompt=f"Who finished second in {R} won by {winner} in {time}?")
                return (
                    None  # "Who finished second behind Vettel in the Malaysian Grand Prix?": he won it four
                )
                # times; a race that lives for decades needs one more detail ("3.318 seconds behind Vettel": one)
            return d  # "Who finished second behind X in the Y?": the pair names the edition
    if pair_tells and winner and runner and f"did {winner} beat {runner} " in d.prompt:
        return (
            d  # "By what margin did Larson beat Buescher at Kansas Speedway?": the pair at a venue tells it
        )
    answers = {d.answer.lower(), *(a.lower() for a in d.also)}
    won_before = pins >= 2 and _won_before(_about_winner(by))  # "his sixth at the British Grand Prix": the
    # winner names none of the years he won it
    details = [
        (winner if by_winner and not won_before else "", "won"),
        (runner, "second"),
        (pole, "pole"),
        (third, "third"),
    ]
    if lower_first:  # a place further down names one edition where the podium may repeat: "the Spanish
        # Grand Prix won by A ahead of B" fits three years, "... won by A, in which C finished sixth" one
        details[1:1] = _lower_places(by)
    elif not by_winner or need >= 2 or d.kind == "winner":  # any other place one person holds names the
        # race too ("Who won the Honda Indy in which X finished fourth?")
        details += _lower_places(by)
    usable = [
        (who, how)
        for who, how in details
        if who and who.lower() not in answers and who not in d.prompt and how not in answers
    ]  # not "Which win of the season was it, in the race in which Y finished second?" -> "second"
    usable = [(who, how) for k, (who, how) in enumerate(usable) if who not in {w for w, _ in usable[:k]}]
    margins = [f.value for f in by.get("margin", []) if not _COMMON_MARGIN.fullmatch(f.value)]
    timed = d.kind == "winner" and R in d.prompt and d.prompt.startswith("Wh")
    if len(usable[:pins]) < need and timed and len(margins) == 1:
        return replace(
            d, prompt=d.prompt.replace(R, f"{R} by {margins[0]}", 1)
        )  # "... won the X by 4½ lengths?"
    gap = f"by {precise_margin(by)}" if d.kind != "margin" and precise_margin(by) else ""
    if not gap and winning_time(by) and d.kind != "winning_time":
        gap = f"in {winning_time(by)}"
    if (
        long_lived
        and winner
        and by_winner
        and gap
        and len(usable[:pins]) < need
        and usable[:1] == [(winner, "won")]
        and R in d.prompt
    ):
        return replace(d, prompt=_name_in(d.prompt, R, f"{R} won by {winner} {gap}"))  # "the Long Beach
        # Grand Prix won by Franchitti by 3.318 seconds", "the Boston Marathon won by X in 2:24:27": the winner
        # and a timed gap or time name one edition
    if (
        not usable
        or R not in d.prompt
        or (
            len(usable[:pins]) + (bool(winner) and winner in d.prompt) < need
            and not (
                (usable[0][1] == "pole" or (d.kind == "winner" and usable[0][1] in _NAMES_ONE))
                and not long_lived
            )  # a race that lives for decades sees the same runner-up or pole-sitter in several years
        )
    ):  # (the winner asked about, "laps ... were led by X", is a detail too where the winner pins nothing)
        # "the San Marino Grand Prix won by Mansell": he won it in two years; a sponsor's race is named by the laps
        # its winner led (of a race that lives for decades, no player could tell which edition that was)
        places = [(who, how) for who, how in usable if how != "won"]
        if other := otherwise_pinned(d, R, by, winner, _pinned(R, places[:1]) if places else ""):
            return other
        return None if long_lived else winner_led(d, R, by)
    return replace(d, prompt=_name_in(d.prompt, R, _pinned(R, usable[:pins])))


_HOW = {"second": "finished second", "pole": "started on pole"}
# A margin of many races, which names none: "by a length", "by a nose"
_COMMON_MARGIN = re.compile(
    r"(?:(?:a|one|1|half a|a half|a short|short|a long|long) )?(?:length|neck|nose|head|short head|half-length|lap)s?",
    re.I,
)
# A runner-up or a pole-sitter alone names the year of a winner far more often than a lower place does (the pair
# would have to repeat); of anything else asked, only the pole-sitter does: "Which team did Irvine drive for in
# the race in which Coulthard finished second?" fits two years and two teams
_NAMES_ONE = frozenset({"second", "pole"})
# A result the report says someone had in another year too: "was third for the second straight year"
_AGAIN = re.compile(
    r"\b(?:for the (?:second|third|fourth|fifth|\d+(?:st|nd|rd|th)) (?:straight |consecutive |successive )?"
    r"(?:year|edition)|(?:second|third|fourth) (?:straight |consecutive )?year (?:running|in a row)|"
    r"as (?:he|she|it|they) did (?:last year|a year (?:ago|earlier)))\b"
)


# The report says the winner had won this race before: "a repeat victory for X", "won Paris-Roubaix for the
# second time", "back-to-back" (not "giving trainer Y his second victory in the race": the trainer's)
_WON_BEFORE = re.compile(
    r"\b(?:repeat(?:ed|s)? (?:victory|win|winner|as)|back-to-back|retain(?:ed|s|ing)? (?:his|her|their|the) "
    r"(?:[\w\-]+ ){0,3}?(?:title|crown)|defend(?:ed|s|ing)? (?:his|her|their|the) (?:[\w\-]+ ){0,3}?(?:title|crown)|"
    r"for the (?:second|third|fourth|fifth|sixth|"
    r"\d+(?:st|nd|rd|th)) (?:straight |consecutive |successive )?(?:time|year)|defending (?:race )?(?:winner|"
    r"champion)|(?:his|her|their|a record) (?:second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d+(?:st|nd|rd|th)) "
    r"(?:(?:win|victory|triumph) )?(?:at|in) (?:the )?(?-i:[A-Z])|"  # "his sixth at the British Grand Prix"
    # "claimed his fourth Belgian Grand Prix victory" (not "his fourth Grand Prix win", "his second Cup win")
    r"(?:his|her|their) (?:second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d+(?:st|nd|rd|th)) "
    r"(?:straight |consecutive |successive )?"  # "her second straight Chicago Marathon women's title"
    r"(?-i:(?!(?:Grand|GP|Formula|F1|Cup|Sprint|Nextel|Winston|Xfinity|Busch|Truck|NASCAR|IndyCar|Indy|MotoGP|World|"
    r"Champ|CART|Supercars?|Superbike|WRC|Le Mans|Moto\d)\b)(?:[A-Z][\w\-]*|\d{3}) (?:[A-Z][\w\-]* |\d{3} ){0,3})"
    r"(?:(?:wo)?men['’]s )?(?:win|victory|triumph|title|crown)\b)",
    re.I,
)


def _about_winner(by: dict[str, list[Fact]]) -> list[Fact]:
    """The winner's facts and the facts of the winner's own record ("His 80th career victory is his sixth at the
    British Grand Prix")."""
    winners = by.get("winner", [])
    names = {f.value for f in winners}
    return winners + [f for facts in by.values() for f in facts if f.subject in names]


def _won_before(winners: list[Fact]) -> bool:
    return any(_WON_BEFORE.search(src.sentence) for f in winners for src in f.sources)


def _repeated(f: Fact) -> bool:
    return bool(f.sources) and all(_AGAIN.search(src.sentence) for src in f.sources)


def _name_in(prompt: str, R: str, pinned: str) -> str:
    """The prompt with its race named by `pinned`; a clause set off by a comma is closed by one when the
    question goes on ("How many laps of the X won by A, in which B finished third, were led by C?")."""
    at = prompt.index(R)
    rest = prompt[at + len(R) :]
    if ", in which " in pinned and not rest.startswith(("?", ",")):
        pinned += ","
    return prompt[:at] + pinned + rest


def _pinned(R: str, picks: list[tuple[str, str]]) -> str:
    """The race named by one or two details: "the X won by A", "the X won by A ahead of B", "the X in
    which B finished second and C started on pole"."""
    won = [who for who, how in picks if how == "won"]
    rest = sorted(
        ((who, how) for who, how in picks if how != "won"), key=lambda p: parse_ordinal(p[1]) or 99
    )  # in the order of the result: "in which B finished second and C finished fifth"
    text = f"{R} won by {won[0]}" if won else R
    if won and len(rest) == 1 and rest[0][1] == "second":
        return f"{text} ahead of {rest[0][0]}"
    if rest:
        clauses = [f"{who} {_HOW.get(how, f'finished {how}')}" for who, how in rest]
        text += (", in which " if won else " in which ") + " and ".join(clauses)
    return text


def _lower_places(by: dict[str, list[Fact]]) -> list[tuple[str, str]]:
    """(person, place) for each place from fourth to tenth that exactly one person holds, in order."""
    return [(who, place) for place, who in _places_held(by) if place != "third"]


def _places_held(by: dict[str, list[Fact]]) -> list[tuple[str, str]]:
    """(place, person) for each place from third to tenth that exactly one person holds, in order."""
    holders: dict[int, set[str]] = defaultdict(set)
    for f in by.get("position", []):
        if (n := parse_ordinal(f.value)) and 3 <= n <= 10:
            holders[n].add(f.subject)
    return [(ordinal_word(n), next(iter(who))) for n, who in sorted(holders.items()) if len(who) == 1]
