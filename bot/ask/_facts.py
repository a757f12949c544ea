"""Choosing the fact that answers a question, and phrasing it as a lead."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING

from bot.factbank.values import parse_ordinal
from bot.matching import normalize

if TYPE_CHECKING:
    from bot.factbank.merge import Fact

from bot.ask._question import ParsedQuestion, _has, _stem, _stems
from bot.ask._rules import _COMPILED, _KEYED, _PHRASES, _SUFFIXES, _TAILS, MIN_LEAD_SCORE


def fact_text(fact: Fact) -> str:
    """What the full-text index matches a fact on: relation words, subject, value and race."""
    parts = (fact.relation.replace("_", " "), fact.subject, fact.value, fact.race)
    return " ".join(p.replace("|", " ") for p in parts if p)


# -- facts -----------------------------------------------------------------------------------------


def _cues(raw: str) -> tuple[dict[str, float], set[str]]:
    """Relation -> weight of its best cue in the question; and the stems of the words cues matched
    (words that say what is asked, which no fact needs to repeat)."""
    weights: dict[str, float] = {}
    intent: set[str] = set()
    for relations, weight, rx, required in _COMPILED:
        spans = [m.group() for m in rx.finditer(raw)]
        if not spans or (required is not None and not required.search(raw)):
            continue
        if required is not None:
            spans += [m.group() for m in required.finditer(raw)]
        intent |= _stems(" ".join(spans))
        for relation in relations:
            weights[relation] = max(weights.get(relation, 0.0), weight)
    return weights, intent


def _key_words(name: str) -> list[str]:
    words = [w for w in normalize(name).split() if w not in _SUFFIXES and w not in ("and", "the")]
    return [w for w in words if w not in _TAILS] or words


def _parts(text: str) -> list[str]:
    return [p.strip() for p in re.split(r"\||\bof\b|\band\b", text) if p.strip()]


def _surname_counts(facts: Sequence[Fact]) -> Counter[str]:
    names = {
        tuple(_key_words(p))
        for f in facts
        for field in (f.subject, f.value)
        for p in _parts(field)
        if any(c.isupper() for c in p)
    }
    return Counter(k[-1] for k in names if k)


def _entity_score(fact: Fact, q: ParsedQuestion, surnames: Counter[str]) -> tuple[float, float]:
    """How well the question names the fact's (subject, value): 3 a full name, 2.5 a unique surname or
    the same number or ordinal, 0 not named."""
    scores = []
    for field in (fact.subject, fact.value):
        best = 0.0
        for part in [] if field == fact.race else _parts(field):
            ordinal = parse_ordinal(part)
            if ordinal is not None:
                best = max(best, 2.5 if ordinal in q.ordinals else 0.0)
            elif part.isdigit():
                best = max(best, 2.5 if int(part) in q.numbers else 0.0)
            elif any(c.isupper() for c in part):
                keys = _key_words(part)
                hits = [_has(k, q.words) for k in keys]
                if keys and all(hits):
                    best = max(best, 3.0)
                elif len(keys) > 1 and hits[-1] and surnames[keys[-1]] <= 1 and not keys[-1].isdigit():
                    best = max(best, 2.5)
        scores.append(best)
    return scores[0], scores[1]


def _score(fact: Fact, weight: float, intent: set[str], q: ParsedQuestion, surnames: Counter[str]) -> float:
    """The fact's score as the answer to `q`, or 0 when it cannot be the answer."""
    subject_hit, value_hit = _entity_score(fact, q, surnames)
    keyed = fact.relation in _KEYED
    if keyed and not (subject_hit or value_hit):
        return 0.0
    if keyed and " of " in fact.subject:  # "spotter of X": the question must ask for a spotter
        role = fact.subject.partition(" of ")[0]
        if not all(_has(_stem(w), {_stem(x) for x in q.words}) for w in normalize(role).split()):
            return 0.0
    ranged = not keyed and fact.subject != fact.race
    scope = {int(n) for n in re.findall(r"\b\d{1,4}\b", fact.subject)} if ranged else set()
    asked = q.numbers | q.ordinals
    if scope and asked and not scope & asked:
        return 0.0  # "Stage 2" when the question asks about the first stage
    own = _stems(fact_text(fact))
    known = own.union(*(_stems(s.sentence) for s in fact.sources))
    if not all(_has(t, known) for t in q.named):
        return 0.0  # the question names something this fact and its sources do not
    plain = [t for t in q.plain if t not in intent]
    if sum(not _has(t, known) for t in plain) * 2 > len(plain):
        return 0.0
    given = (subject_hit and value_hit) if keyed else value_hit
    overlap = sum(_stem(t) in own for t in q.terms) / len(q.terms)
    return (
        weight
        + max(subject_hit, value_hit)
        + (2.0 if scope & asked else 0.0)
        + 1.5 * overlap
        - (2.0 if given else 0.0)
    )


def best_fact(q: ParsedQuestion, facts: Sequence[Fact], ranked: dict[str, float]) -> Fact | None:
    """The fact that answers `q`, or None. `ranked` is the full-text score of facts by id."""
    cues, intent = _cues(q.raw)
    if not cues:
        return None
    surnames = _surname_counts(facts)
    top = max(ranked.values(), default=0.0) or 1.0
    best: tuple[float, int, Fact] | None = None
    for i, fact in enumerate(facts):
        weight = cues.get(fact.relation)
        if weight is None:
            continue
        score = _score(fact, weight, intent, q, surnames)
        if score <= 0:
            continue
        score += 0.5 * max(ranked.get(fact.id, 0.0), 0.0) / top
        if score >= MIN_LEAD_SCORE and (best is None or score > best[0]):
            best = (score, -i, fact)
    return None if best is None else best[2]


def phrase(fact: Fact, facts: Sequence[Fact]) -> str:
    """One line stating `fact`: "Kyle Larson, by 0.001 seconds", "Martin Truex Jr. finished fourth"."""
    relation, subject, value, race = fact.relation, fact.subject, fact.value, fact.race

    def other(name: str) -> str | None:
        return next((f.value for f in facts if f.relation == name and f.race == race), None)

    if relation == "winner" and (margin := other("margin")):
        return f"{value}, by {margin}"
    if relation == "margin":
        winner = other("winner")
        return f"{winner} won by {value}" if winner else f"The winning margin was {value}"
    if relation == "role":
        role, _, owner = subject.partition(" of ")
        return f"{value} was {owner}'s {role}"
    if relation == "neutralised_by":
        kind, _, verb = subject.partition("|")
        return f"{value}'s {verb} brought out the {kind}"
    if relation == "lead_changes":
        return f"There were {value} lead changes" + (f" in {subject}" if subject != race else "")
    text = _PHRASES.get(relation, "{s}: {v}").format(s=subject.replace("|", ", "), v=value, r=race)
    return text[:1].upper() + text[1:]
