"""Drafts -> Questions: accepted answer variants, same-type distractors, ranking, entity pools."""

from __future__ import annotations

import hashlib
import re
from collections import defaultdict
from collections.abc import Iterable
from decimal import Decimal

from bot.factbank.entities import SUFFIXES, TEAM_WORDS, short_place, surname_of
from bot.factbank.merge import Fact
from bot.factbank.model import Question
from bot.factbank.names import NameBook
from bot.factbank.questions import Draft, ord_display
from bot.factbank.values import (
    car_variants,
    margin_distractors,
    margin_variants,
    number_distractors,
    number_variants,
    ordinal_variants,
    ordinal_word,
    parse_margin,
    parse_ordinal,
)

GENERIC_MAKES = ("Chevrolet", "Ford", "Toyota", "Honda", "Dodge")
_PING = re.compile(r"@(?:everyone|here)\b|<@[!&#]?\d+>|<#\d+>|@\w", re.I)


def accepted_variants(answer: str, answer_type: str, book: NameBook) -> list[str]:
    out = [answer]
    if answer_type == "person":
        parts = answer.split()
        no_suffix = " ".join(p for p in parts if p not in SUFFIXES)
        out.append(no_suffix)
        if book.surname_unique(answer):
            sur = surname_of(answer)
            out.append(sur)
            if parts[-1] in SUFFIXES:
                out.append(f"{sur} {parts[-1]}")
    elif answer_type == "number":
        if (m := parse_margin(answer)) is not None and "second" in answer:
            out += margin_variants(m)
        elif answer.split()[0].isdigit():
            n = int(answer.split()[0])
            out += number_variants(n) + [f"{n} {w}" for w in answer.split()[1:2]]
    elif answer_type == "ordinal":
        out += ordinal_variants(parse_ordinal(answer) or 0)
    elif answer_type == "car_number":
        out += car_variants(answer)
    elif answer_type == "place":
        out.append(short_place(answer))
    elif answer_type == "team":
        words = [w for w in answer.split() if w.lower() not in TEAM_WORDS]
        if words and len(" ".join(words)) >= 3:
            out.append(" ".join(words))
    seen: list[str] = []
    for v in out:
        if v and v.lower() not in {s.lower() for s in seen}:
            seen.append(v)
    return seen


def _generated(answer: str, answer_type: str) -> list[str]:
    if answer_type == "number":
        if (m := parse_margin(answer)) is not None and "second" in answer:
            return margin_distractors(m)
        parts = answer.split()
        if parts and parts[0].isdigit():
            n, unit = int(parts[0]), " ".join(parts[1:])
            if 1900 < n < 2100:
                return [str(n - 1), str(n + 2), str(n - 3), str(n + 1)]
            return [f"{d} {unit}".strip() for d in number_distractors(n)]
    if answer_type == "ordinal":
        return [ord_display(ordinal_word(k)) for k in _ord_near(parse_ordinal(answer) or 0)]
    if answer_type == "car_number" and answer.isdigit():
        n = int(answer)
        return [str(k) for k in (n + 1, n + 3, n + 7, n + 11) if k != n]
    if answer_type == "manufacturer":
        return list(GENERIC_MAKES)
    return []


def _ord_near(n: int) -> list[int]:
    return [k for k in (n - 1, n + 1, n + 2, n - 2, n + 3) if k >= 2 or (k >= 1 and n > 3)][:4]


def pick_distractors(
    qid: str, answer_type: str, accepted: list[str], pool: Iterable[str], answer: str
) -> list[str]:
    bad = {a.lower() for a in accepted}
    cands = [p for p in pool if p.lower() not in bad]
    ranked = sorted(set(cands), key=lambda c: hashlib.sha256(f"{qid}|{c}".encode()).hexdigest())
    gen = [g for g in _generated(answer, answer_type) if g.lower() not in bad]
    if answer_type in {"number", "ordinal"}:
        ranked = gen  # nearby values read better than other facts' numbers
    elif answer_type == "car_number":
        ranked = ranked + gen
    elif answer_type == "manufacturer":
        ranked = ranked + [g for g in gen if g not in ranked]
    out: list[str] = []
    for c in ranked:
        if c.lower() not in {o.lower() for o in out} and c.lower() not in bad:
            out.append(c)
        if len(out) == 3:
            break
    return out


def question_id(d: Draft) -> str:
    f = d.fact
    key = "\x1f".join((d.kind, f.relation, f.subject, f.value, f.race))
    return hashlib.sha256(key.encode()).hexdigest()[:12]


def finish(drafts: list[Draft], pools: dict[str, list[str]], book: NameBook) -> list[Question]:
    """Turn drafts into ranked Questions; drop any that cannot get 3 distractors or could ping."""
    out: dict[str, Question] = {}
    prompts: set[str] = set()
    for d in drafts:
        qid = question_id(d)
        accepted = accepted_variants(d.answer, d.answer_type, book)
        for other in d.also:
            accepted += [v for v in accepted_variants(other, d.answer_type, book) if v not in accepted]
        pool = pools.get(d.answer_type, [])
        distractors = pick_distractors(qid, d.answer_type, accepted, pool, d.answer)
        if len(distractors) < 3:
            continue
        if any(_PING.search(t) for t in (d.prompt, d.answer, *distractors)):
            continue
        n_sources = len(d.fact.sources)
        score = round(d.base + 0.03 * min(n_sources - 1, 4), 4)
        others = tuple(sorted(p for p in pool if p.lower() not in {a.lower() for a in accepted}))
        q = Question(
            id=qid,
            kind=d.kind,
            prompt=d.prompt,
            answer=d.answer,
            accepted=tuple(accepted),
            choices=tuple(sorted([d.answer, *distractors])),
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
        if f.answer_type in {"person", "team", "manufacturer", "place", "event", "car_number"}:
            if f.answer_type == "place" or f.relation != "record_pair":
                pools[f.answer_type].add(f.value)
        if f.relation in person_rel or f.relation.startswith("contact"):
            pools["person"].add(f.subject)
        if f.relation == "record_pair":
            pools["person"].update(f.value.split(" and "))
        if f.relation == "venue":
            pools["place"].add(f.value)
    return {k: sorted(v) for k, v in pools.items()}


def margin_value(text: str) -> Decimal | None:
    return parse_margin(text)
