"""Drafts -> Questions: accepted answer variants, same-type distractors, ranking, entity pools."""

from __future__ import annotations

import hashlib
import re
from collections import defaultdict
from collections.abc import Iterable
from decimal import Decimal

from bot.factbank.distractors import (
    SERIES_MAKES,
    event_family,
    generated,
    pick_distractors,
    rank,
    same_team,
    team_core,
    team_variants,
)
from bot.factbank.draft import ord_display
from bot.factbank.entities import (
    SUFFIXES,
    short_place,
    surname_of,
)
from bot.factbank.entity_words import CLAUSE_WORDS, GARBLED, TITLE_JOINS
from bot.factbank.ingest import DATELINE
from bot.factbank.merge import Fact
from bot.factbank.model import Question
from bot.factbank.name_forms import PARTICLES, same_first_name
from bot.factbank.names import NameBook
from bot.factbank.questions import Draft
from bot.factbank.values import (
    car_variants,
    margin_variants,
    number_variants,
    number_word,
    ordinal_suffix,
    ordinal_variants,
    ordinal_word,
    parse_margin,
    parse_ordinal,
)

MAX_CLASHES = 25  # a word shared by more entities than this is not a name clash
_PING = re.compile(r"@(?:everyone|here)\b|<@[!&#]?\d+>|<#\d+>|@\w", re.I)


def places_told(prompt: str) -> set[int]:
    """The places a prompt gives to others ("won by X ahead of Y": 1 and 2; "in which Z finished third": 3)."""
    out = {n for w in _PLACE_TOLD.findall(prompt) if (n := parse_ordinal(w))}
    if " won by " in prompt:
        out.add(1)
    if re.search(r" won by [^,?]+ ahead of ", prompt):
        out.add(2)
    return out


_PLACE_TOLD = re.compile(r"\bfinished (\w+)\b")
# Kinds whose ordinal answer counts wins ("his second win of the season"): a place ("P2", "second
# place") is not an answer to them.
COUNT_KINDS = frozenset({"season_win", "career_win"})


def _gives_itself_away(prompt: str, accepted: list[str]) -> bool:
    """Does the prompt hold one of the accepted answers (a name of three letters or more, as words)?"""
    low = prompt.lower()
    return any(
        len(a) >= 3 and not a.isdigit() and re.search(rf"(?<!\w){re.escape(a.lower())}(?!\w)", low)
        for a in accepted
    )


def _place_forms(answer: str) -> list[str]:
    n = parse_ordinal(answer)
    if not n:
        return []
    return [f"P{n}", f"{ordinal_word(n)} place", f"{ordinal_suffix(n)} place", f"{ordinal_word(n)}-placed"]


def accepted_variants(answer: str, answer_type: str, book: NameBook, kind: str = "") -> list[str]:
    out = [answer]
    if kind in COUNT_KINDS and (n := parse_ordinal(answer)):
        return list(dict.fromkeys([answer, ordinal_word(n), ordinal_suffix(n)]))
    if answer_type == "person":
        parts = answer.split()  # never the name without its "Jr.": "Dale Earnhardt" is his father
        titled = any(
            w.lower() in TITLE_JOINS for w in parts[1:-1]
        )  # "Vow And Declare": a horse, not "Declare"
        if book.surname_unique(answer) and not titled:
            sur = surname_of(answer)
            out.append(sur)
            if parts[-1] in SUFFIXES:
                out.append(f"{sur} {parts[-1]}")
        first = len(parts) - 1
        while first > 1 and parts[first - 1].lower() in PARTICLES:
            first -= 1  # "Mathieu van der Poel" -> "van der Poel", never "der Poel"
        if first < len(parts) - 1:
            out.append(" ".join(parts[first:]))  # "Shane van Gisbergen" -> "van Gisbergen"
    elif answer_type == "number" and "length" in answer:
        out += length_variants(answer)
    elif answer_type == "number":
        if (m := parse_margin(answer)) is not None and "second" in answer:
            out += margin_variants(m)
        elif answer.split()[0].isdigit():
            n = int(answer.split()[0])
            out += number_variants(n) + [f"{n} {w}" for w in answer.split()[1:2] if w != "of"]
    elif answer_type == "ordinal":
        out += ordinal_variants(parse_ordinal(answer) or 0)
    elif answer_type == "car_number":
        out += car_variants(answer)
    elif answer_type == "place":
        out.append(short_place(answer))
    elif answer_type == "event" and (m := re.fullmatch(r"[^/]+/(.+ \d{2,4})", answer)):
        out.append(m.group(1))  # "Save Mart/Kragen 350": the race goes by either sponsor's name
    elif answer_type == "event":
        for short, full in _EVENT_SHORT:  # "Indy 500" is the Indianapolis 500; "Spanish GP", "Grand Prix"
            plain = short.split("(")[0]
            out += [
                re.sub(rf"\b{short}\b", full, answer),
                re.sub(rf"\b{full}\b{short[len(plain) :]}", plain, answer),
            ]
    elif answer_type == "team":
        out += team_variants(answer)
    seen: list[str] = []
    for v in out:
        if v and v.lower() not in {s.lower() for s in seen}:
            seen.append(v)
    return seen


_EVENT_SHORT = (
    (r"(?<![\w'’] )Indy(?= \d)", "Indianapolis"),
    ("GP", "Grand Prix"),
)  # not "Molson Indy Vancouver",
# nor "Honda Indy 200" (at Mid-Ohio): only "Indy 500" is Indianapolis


def _dateline_towns(fact: Fact) -> list[str]:
    """The town of a source's dateline ("ROCKINGHAM, N.C. -- ... his 10th win at Rockingham"), when the
    sentence also names the race there: a track goes by its town too."""
    out = []
    for src in fact.sources:
        if (m := DATELINE.match(src.sentence)) and (town := m.group(1).strip().title()) and len(town) > 2:
            if re.search(rf"\b(?:at|in) {re.escape(town)}\b", src.sentence[m.end() :]):
                out.append(town)
    return list(dict.fromkeys(out))


def _laps_at_most(answer: str, race: str) -> int:
    """The most laps anyone can have led: the race's ("168 of 250"), or the number its name gives ("Synk
    275", "Daytona 500": laps, miles or kilometres, never fewer than its laps); 0 when unknown."""
    if m := re.fullmatch(r"\d+ of (\d+)", answer):
        return int(m.group(1))
    numbers = [
        int(n) for n in re.findall(r"(?<![\d.,])\b(\d{2,4})\b(?![.,]\d)", race) if not 1900 <= int(n) <= 2100
    ]
    return numbers[0] if len(numbers) == 1 else 0


def length_variants(answer: str) -> list[str]:
    """ "2½ lengths" -> "2.5 lengths", "2 1/2 lengths", "two and a half lengths", "two lengths and a half"."""
    if f := re.fullmatch(r"(\d+) ([13])/([24]) lengths?", answer):  # "1 3/4 lengths", "2 1/4 lengths"
        value = int(f.group(1)) + int(f.group(2)) / int(f.group(3))
        return [f"{value:g} lengths", f"{value:g}", f"{f.group(1)} {f.group(2)}/{f.group(3)}"]
    m = re.match(r"(\d+)(½)? lengths?$", answer)
    if not m:
        return ["half length", "0.5 lengths", "1/2 length"] if answer == "half a length" else []
    whole, half = int(m.group(1)), bool(m.group(2))
    word = number_word(whole)
    if not half:
        return [f"{word} lengths" if whole != 1 else "a length", str(whole)]
    spoken = (
        ["a length and a half", "one length and a half"] if whole == 1 else [f"{word} lengths and a half"]
    )
    return [f"{whole}.5 lengths", f"{whole} 1/2 lengths", f"{word} and a half lengths", *spoken, f"{whole}.5"]


def _word_index(pools: dict[str, list[str]]) -> dict[str, dict[str, set[str]]]:
    """Per answer type: each lowercase word -> the entities containing it (to find surname clashes)."""
    index: dict[str, dict[str, set[str]]] = defaultdict(lambda: defaultdict(set))
    for kind, pool in pools.items():
        for entity in pool:
            for word in re.findall(r"\w+", entity.lower()):
                index[kind][word].add(entity)
    return index


def _race_pools(drafts: list[Draft]) -> dict[tuple[str, str], list[str]]:
    """(race, answer type) -> the entities of that type the race's facts name."""
    by_race: dict[str, dict[str, Fact]] = defaultdict(dict)
    for d in drafts:
        by_race[d.fact.race][d.fact.id] = d.fact
    out: dict[tuple[str, str], list[str]] = {}
    for race, facts in by_race.items():
        for kind, pool in entity_pools(list(facts.values())).items():
            out[(race, kind)] = pool
    return out


def cut_names(drafts: list[Draft]) -> dict[str, set[str]]:
    """Per race, the one-word names its sources write right after another capitalised word ("Always
    Dreaming splashed through the slop"): the name may be both words, and half a name is a wrong answer
    and a wrong clue."""
    names: dict[str, set[str]] = defaultdict(set)
    sentences: dict[str, set[str]] = defaultdict(set)
    for d in drafts:
        race = d.fact.race
        # people and horses only: a make ("Hy-Vee Honda") or a track ("at Mid-Ohio") one word long is whole,
        # and dropping it dropped every question of a race named after it ("the Honda Indy 200 at Mid-Ohio")
        for n in (d.answer if d.answer_type in {"person", "text"} else "", d.fact.subject):
            if n and " " not in n and n[:1].isupper() and not n[:1].isdigit() and n not in race:
                names[race].add(n)
        sentences[race].update(src.sentence for src in d.fact.sources)
    out: dict[str, set[str]] = defaultdict(set)
    for race, found in names.items():
        for n in found:
            before = re.compile(rf"(?<![\w'’])([A-Z][a-z]+) {re.escape(n)}\b")
            if any(
                m.group(1).lower()
                not in CLAUSE_WORDS  # "But Waldgeist stayed on": a conjunction, no name's start
                for sentence in sentences[race]
                for m in before.finditer(sentence)
            ):
                out[race].add(n)
    return out


# Kinds asked by typed answers only: "the first Japanese-born driver to win" among three others who are not.
_TYPED = frozenset({"first_to_win"})


def crew_text(first: str, others: Iterable[str], fact: Fact) -> str:
    """ "James Courtney and Cameron McConville": a crew in the order its sources name it."""
    text = " ".join(src.sentence for src in fact.sources)
    names = list(dict.fromkeys([first, *others]))

    def at(name: str) -> int:
        where = [i for part in (name, surname_of(name)) if part and (i := text.find(part)) >= 0]
        return min(where) if where else len(text)

    names.sort(key=at)
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def question_id(d: Draft) -> str:
    f = d.fact
    key = "\x1f".join((d.kind, f.relation, f.subject, f.value, f.race))
    return hashlib.sha256(key.encode()).hexdigest()[:12]


# Answer types whose distractors may come from any race of the bank (a track, an event, a make); people
# and teams come only from the same race or, failing that, races of the same series.
_ANY_RACE_TYPES = frozenset({"place", "event", "manufacturer"})


def finish(
    drafts: list[Draft],
    pools: dict[str, list[str]],
    book: NameBook,
    series: dict[str, str] | None = None,
    mentioned: dict[str, set[str]] | None = None,
) -> list[Question]:
    """Turn drafts into ranked Questions; drop any that could ping. A question whose answer type has
    too few plausible wrong answers of its race or series is kept for typed answers only (no choices).
    `series` maps a race label to its series ("" when unknown); `mentioned` a race label to the names its
    reports mention. Wrong answers are of the same race: people and teams its facts name; tracks, events
    and makes its reports mention, or that races of its series name. Never a name the prompt says."""
    out: dict[str, Question] = {}
    prompts: set[str] = set()
    race_pools = _race_pools(drafts)
    series = series or {}
    series_pools: dict[tuple[str, str], set[str]] = defaultdict(set)
    for (race, kind), pool in race_pools.items():
        if series.get(race):
            series_pools[(series[race], kind)].update(pool)
    words = _word_index(pools)
    cut = cut_names(drafts)
    for d in drafts:
        qid = question_id(d)
        accepted = accepted_variants(d.answer, d.answer_type, book, d.kind)
        for other in d.also:
            accepted += [v for v in accepted_variants(other, d.answer_type, book) if v not in accepted]
        if d.answer_type == "place":
            accepted += [t for t in _dateline_towns(d.fact) if t.lower() not in {a.lower() for a in accepted}]
        if d.prompt.startswith(("Which horse", "Which yacht", "Which boat")):
            accepted = [a for a in accepted if a == d.answer or a in d.also]  # "Mon Mome" is not "Mome"
        every = list(accepted)  # what would give the answer away, even forms not accepted
        if d.answer_type == "team":  # not "Kyle Busch" for Kyle Busch Motorsports when he drove in the race
            racers = set(race_pools.get((d.fact.race, "person"), []))
            accepted = [a for a in accepted if a == d.answer or a not in racers]
        race_series = series.get(d.fact.race, "")
        pool: list[str] = []
        if d.answer_type in _ANY_RACE_TYPES:
            said = (mentioned or {}).get(d.fact.race, set())
            pool = sorted(
                {p for p in pools.get(d.answer_type, []) if p in said}
                | (series_pools.get((race_series, d.answer_type), set()) if race_series else set())
            )
        elif d.answer_type == "team":  # the other teams the race's own reports name: same race, same era
            said = (mentioned or {}).get(d.fact.race, set())
            pool = sorted(p for p in pools.get("team", []) if p in said and not same_team(p, accepted))
        near = race_pools.get((d.fact.race, d.answer_type), [])
        if d.answer_type == "event":  # a NASCAR race's name among NASCAR names, not "the Kentucky Derby"
            pool = [p for p in pool if event_family(p) == event_family(d.answer)]
            near = [n for n in near if event_family(n) == event_family(d.answer)]
        if d.answer_type == "team":
            near = [n for n in near if not same_team(n, accepted)]
        if d.kind == "venue":  # "the Magic Mile" its report names is the track's other name, no wrong answer:
            # a place the report names is a choice only as some race's venue
            said, venues = (mentioned or {}).get(d.fact.race, set()), set(pools.get("venue", []))
            pool = [p for p in pool if p not in said or p in venues]
            near = [n for n in near if n in venues]
        in_prompt = [a for a in accepted] + [e for e in (*near, *pool) if e in d.prompt]
        if (
            d.answer_type == "ordinal"
        ):  # "... won by X ahead of Y": neither first nor second can be the answer
            in_prompt += [ord_display(ordinal_word(n)) for n in places_told(d.prompt)]
        distractors = pick_distractors(qid, d.answer_type, in_prompt, pool, d.answer, near)
        if d.kind == "laps_led" and (most := _laps_at_most(d.answer, d.fact.race)):
            distractors = [
                c for c in distractors if int(c.split()[0]) <= most
            ]  # not 324 laps of the Synk 275
            if len(distractors) < 3 and d.answer.isdigit():  # fewer laps than that, never more
                distractors = [c.split()[0] for c in generated(f"{d.answer} of {most}", "number")]
        if d.answer_type == "manufacturer" and (makes := SERIES_MAKES.get(race_series)):
            # the makes that race in the series: no Honda in a Cup race, Holden at Bathurst
            distractors = [m for m in distractors if m in makes]
            distractors += [m for m in rank(qid, makes) if m != d.answer and m not in distractors][
                : 3 - len(distractors)
            ]
        elif d.answer_type == "manufacturer":
            # a series we cannot tell: only makes its own reports name (no Toyota among 1988's stock cars)
            distractors = [m for m in distractors if m in near]
        if (
            len(distractors) < 3
            or (race_series == "horse racing" and d.answer_type == "person")
            or d.kind in _TYPED
        ):
            distractors = []  # typed answers only: no made-up or out-of-place choices (horses for a jockey)
        answer = d.answer
        if d.answer_type == "team" and (core := team_core(answer)) != answer:
            answer = core  # "Hitachi Team Penske" is Team Penske with its sponsor: the reveal says the team
            accepted = [answer, *(a for a in accepted if a != answer)]
        if d.also:  # a crew: the reveal names all of it, any member is right; typed answers only
            answer = crew_text(d.answer, d.also, d.fact)
            accepted = [answer, *(a for a in accepted if a != answer)]
            distractors = []
        if cut.get(d.fact.race, set()) & ({d.answer} | set(re.findall(r"[A-Z][\w'’\-]*", d.prompt))):
            continue  # "Always Dreaming" read as "Dreaming": where a one-word name starts is unclear
        if _gives_itself_away(d.prompt, every):
            continue  # "Which team did Kyle Busch drive for?" -> "Kyle Busch Motorsports"
        if any(_PING.search(t) for t in (d.prompt, d.answer, *distractors)):
            continue
        if any(GARBLED.search(t) for t in (d.prompt, d.answer)):
            continue  # "Intermarché-Wanty-Gobert Mat\ufffd", "Tommi M?kinen": a letter lost in the page's encoding
        n_sources = len(d.fact.sources)
        score = round(d.base + 0.03 * min(n_sources - 1, 4), 4)
        # What a wrong guess is likely to name: the race's entities of this type, the distractors (for
        # makes or numbers they may be all there is) and anyone sharing a word with an accepted answer
        # (Kurt for Kyle Busch). Bounded, so a bank of 1,000 reports does not give each question all names.
        taken = {a.lower() for a in accepted}
        clashes = {
            e
            for a in accepted
            for w in re.findall(r"\w+", a.lower())
            if len(found := words[d.answer_type].get(w, ())) <= MAX_CLASHES  # not "racing" or "jr"
            for e in found
        }
        if d.answer_type == "person":  # "Mick Doohan" in another report is "Michael Doohan"
            same = sorted(e for e in clashes if e != d.answer and same_first_name(e, d.answer))
            accepted += [e for e in same if e.lower() not in taken]
            clashes -= set(same)
        places = _place_forms(d.answer) if d.kind in COUNT_KINDS else []  # a count is not a place
        others = tuple(
            sorted({p for p in (*near, *distractors, *clashes, *places) if p.lower() not in taken})
        )
        q = Question(
            id=qid,
            kind=d.kind,
            prompt=d.prompt,
            answer=answer,
            accepted=tuple(accepted),
            choices=tuple(sorted([d.answer, *distractors])) if distractors else (),
            difficulty=d.difficulty,
            score=score,
            race=d.fact.race,
            sources=d.fact.sources,
            answer_type=d.answer_type,
            others=others,
        )
        if d.prompt.lower() not in prompts:
            prompts.add(d.prompt.lower())
            out[qid] = q
    return sorted(out.values(), key=lambda q: (-q.score, q.race, q.kind, q.id))


# People these relations name are not competitors of the race (a spotter, a commentator, the winner of
# an earlier race): never a distractor among its finishers.
NOT_IN_THE_RACE = frozenset(
    "role commentator record_winner record_runner_up record_pair record_margin prev_win next_race".split()
)


def entity_pools(facts: list[Fact]) -> dict[str, list[str]]:
    """Entities of each answer type that the bank knows, for distractors and `others`."""
    pools: dict[str, set[str]] = defaultdict(set)
    person_rel = {
        "position",
        "car_number",
        "team",
        "make",
        "caution_cause",
        "crash_laps_to_go",
        "hit_by",
        "crash_on",
        "laps_led",
        "points_behind",
        "decisive_lap",
        "codriver",
    }
    for f in facts:
        if f.relation in NOT_IN_THE_RACE and f.answer_type in {"person", "team", "car_number"}:
            continue
        if f.answer_type in {"person", "team", "manufacturer", "place", "event", "car_number"}:
            if f.answer_type == "place" or f.relation != "record_pair":
                pools[f.answer_type].add(f.value)
        if f.relation in person_rel or f.relation.startswith("contact"):
            pools["person"].add(f.subject)
        if f.relation == "record_pair":
            pools["person"].update(f.value.split(" and "))
        if f.relation == "venue":
            pools["place"].add(f.value)
            pools["venue"].add(f.value)
    return {k: sorted(v) for k, v in pools.items()}


def margin_value(text: str) -> Decimal | None:
    return parse_margin(text)
