"""One question's answer, compiled once so that judging a chat message costs microseconds."""

from __future__ import annotations

import enum
import logging
import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from rapidfuzz.distance import OSA

from bot import numbers
from bot.matching._dates import Date, find_dates, same_date
from bot.matching._names import SUFFIX_PENALTY, contradicts, core_words, initials, name_keys
from bot.matching._text import (
    GENERIC_TAILS,
    NEGATORS,
    SUFFIXES,
    acronyms,
    lowercase_words,
    name_words,
    normalize,
)
from bot.numbers import Quantity

log = logging.getLogger(__name__)

MAX_CHARS = 300  # a message is judged on its first MAX_CHARS characters...
MAX_WORDS = 40  # ...and of those on its first MAX_WORDS words

_AMBIGUOUS = -1  # entity id of a key two entities share equally ("busch" for two Busches)
_CONTRADICTED = -2  # a name said with another first name or suffix: someone else
_PART = 1000  # entity ids of the parts of a list answer start here
_DATE_FILLER = frozenset({"on", "the", "of", "in"})
_NEGATED_AFTER = frozenset({"the", "a", "an", "it", "its", "was", "is", "be", "that", "him", "her"})
_LIST_SPLIT = re.compile(r"\s*(?:[,;/&]|\band\b)\s*", re.I)
_ORDERED = re.compile(r"^\s*(?:from\s+)?(.+?)\s+(?:to|into|then)\s+(.+?)\s*$", re.I)


class Verdict(enum.Enum):
    CORRECT = "correct"
    WRONG = "wrong"
    LIST = "list"  # several candidates in one message: not an answer


def _max_edits(key: str) -> int:
    """Typos allowed against a key (spaces removed): none up to 4 letters, 1 up to 8, then 2."""
    n = len(key)
    return 0 if n <= 4 else 1 if n <= 8 else 2


def _digits(s: str) -> str:
    return "".join(c for c in s if c.isdigit())


@dataclass(frozen=True, slots=True)
class _Key:
    text: str  # spaceless normalised form
    entity: int  # 0 = the accepted answer, 1.. = others, _PART.. = parts of a list answer, _AMBIGUOUS
    penalty: float
    max_edits: int
    digits: str  # digits must match exactly: "Daytona 500" is not "Daytona 400"
    check_first: bool = False  # the key leaves the first name out: a first name before it must agree
    words: int = 1  # its length in words


@dataclass(frozen=True, slots=True)
class _Entity:
    firsts: frozenset[str]  # its first names ("kyle"): a word before its surname must agree with one
    suffix: str  # "jr", "sr", ... or "": a different suffix after its name is someone else
    words: frozenset[str]  # every word of its names


@dataclass(frozen=True, slots=True)
class CompiledAnswer:
    """One question's accepted answers with every normalised form precomputed; see :func:`compile_answer`."""

    accepted: tuple[str, ...]
    others: tuple[str, ...] = ()
    values: tuple[Quantity, ...] = ()  # the answer's value(s) when it is a number
    dates: tuple[Date, ...] = ()  # the answer's date(s) when it is a date
    number_forms: frozenset[str] = frozenset()  # those answers normalised: a guess equal to one is right
    other_forms: frozenset[str] = frozenset()  # `others` normalised: a guess equal to one is wrong
    exact: dict[str, _Key] = field(default_factory=dict)  # spaceless key -> key
    # Keys that allow typos, by (number of words, first letter of the key's first or last word).
    fuzzy: dict[tuple[int, str], tuple[_Key, ...]] = field(default_factory=dict)
    max_words: int = 0  # the longest key, in words
    prefixes: frozenset[str] = frozenset()  # every prefix of every exact key: ends a span early
    vocab: frozenset[str] = frozenset()  # every word of every name
    entities: dict[int, _Entity] = field(default_factory=dict)
    lists: tuple[tuple[tuple[int, ...], bool], ...] = ()  # list answers: (part entities, ordered)

    def judge(self, guess: str) -> Verdict:
        """CORRECT, WRONG, or LIST when the message names several candidates."""
        words = normalize(guess[:MAX_CHARS]).split()[:MAX_WORDS]
        if not words:
            return Verdict.WRONG
        text = " ".join(words)
        if text in self.number_forms:
            return Verdict.CORRECT
        if text in self.other_forms:
            return Verdict.WRONG  # literally another answer of the question's kind
        verdicts = []
        if self.values:
            verdicts.append(self._judge_number(words))
        if self.dates:
            verdicts.append(self._judge_date(words))
        if self.exact:
            verdicts.append(self._judge_name(name_words(words)))
        if Verdict.LIST in verdicts:
            return Verdict.LIST
        return Verdict.CORRECT if Verdict.CORRECT in verdicts else Verdict.WRONG

    def _judge_number(self, words: list[str]) -> Verdict:
        found = self._candidates(words)
        if not found and (fixed := numbers.fix_typos(words)) is not None:
            found = self._candidates(fixed)  # "fith": only when no number is written right
        if len(found) > 1:
            return Verdict.LIST
        if found and any(numbers.same_quantity(found[0], v) for v in self.values):
            return Verdict.CORRECT
        return Verdict.WRONG

    def _candidates(self, words: list[str]) -> list[Quantity]:
        """The distinct numbers of the guess that could measure what the answer measures: "0.001 after
        400 miles" has one candidate for a margin in seconds."""
        return [
            q
            for q in numbers.distinct_values(numbers.find_quantities(words, NEGATORS))
            if any(numbers.same_dimension(q, v) for v in self.values)
        ]

    def _judge_date(self, words: list[str]) -> Verdict:
        found = find_dates(words)
        if not found:
            return Verdict.WRONG
        if any(same_date(g, a) for g in found for a in self.dates):
            spans = {(d.start, d.end) for d in found}
            return Verdict.CORRECT if len(spans) == 1 else Verdict.LIST
        return Verdict.LIST if len({(d.start, d.end) for d in found}) > 1 else Verdict.WRONG

    def _judge_name(self, words: list[str]) -> Verdict:
        n = len(words)
        if not n:
            return Verdict.WRONG
        exact = self.exact
        hit = exact.get("".join(words))
        if hit is not None and hit.entity < _PART:  # the whole message is one name: the common case
            return Verdict.CORRECT if hit.entity == 0 else Verdict.WRONG
        prefixes = self.prefixes
        hits: list[tuple[float, int, int, int, bool]] = []  # (distance, -words, start, entity, check)
        covered = 0  # bit k set: word k is part of an exact hit
        for i in range(n):
            s = ""
            for k in range(i, n):
                s += words[k]  # spaceless, so "kylelarson" and "aj foyt" hit too
                if s not in prefixes:
                    break
                hit = exact.get(s)
                if hit is not None:
                    hits.append((hit.penalty, i - k - 1, i, hit.entity, hit.check_first))
                    covered |= ((1 << (k + 1)) - 1) ^ ((1 << i) - 1)
        if self.fuzzy and covered != (1 << n) - 1:
            self._fuzzy_hits(words, covered, hits)
        if not hits:
            return Verdict.WRONG
        hits.sort()
        taken = 0
        chosen: list[tuple[int, int, int, bool]] = []
        for _dist, neg_size, start, entity, check in hits:
            mask = ((1 << (start - neg_size)) - 1) ^ ((1 << start) - 1)
            if not taken & mask:
                taken |= mask
                chosen.append((start, start - neg_size, entity, check))
        return self._decide(self._read(words, taken, chosen))

    def _read(self, words: list[str], taken: int, chosen: list[tuple[int, int, int, bool]]) -> list[int]:
        """The entities the message names, in order: denied ones ("not larson") left out, one said with
        another first name or suffix ("Kurt Busch", "Al Unser Sr.") read as someone else."""
        n = len(words)
        out: list[tuple[int, int]] = []
        for start, end, entity, check in chosen:
            before = words[start - 1] if start and not taken >> (start - 1) & 1 else None
            if before in NEGATORS or (
                before in _NEGATED_AFTER and start >= 2 and words[start - 2] in NEGATORS
            ):
                continue
            info = self.entities.get(entity) if entity >= 0 else None
            if info is not None:
                if (
                    check
                    and before is not None
                    and before not in info.words
                    and contradicts(before, info.firsts)
                ):
                    entity = _CONTRADICTED
                after = words[end] if end < n and not taken >> end & 1 else None
                if after in SUFFIXES and after != info.suffix and not (after == "sr" and not info.suffix):
                    entity = _CONTRADICTED
            out.append((start, entity))
        out.sort()
        return list(dict.fromkeys(e for _, e in out))

    def _decide(self, named: list[int]) -> Verdict:
        if not named:
            return Verdict.WRONG
        if named == [0]:
            return Verdict.CORRECT
        given = set(named)
        for parts, ordered in self.lists:
            wanted = set(parts)
            if given == wanted or given == wanted | {0}:
                if not ordered or [e for e in named if e in wanted] == list(dict.fromkeys(parts)):
                    return Verdict.CORRECT
                return Verdict.WRONG  # the right names in the wrong order
            if given < wanted:
                return Verdict.WRONG  # part of the list is not the answer
        return Verdict.LIST if len(named) > 1 else Verdict.WRONG

    def _fuzzy_hits(
        self, words: list[str], covered: int, hits: list[tuple[float, int, int, int, bool]]
    ) -> None:
        """Typo'd names among the words no exact hit covers.

        One word is compared with one-word keys of its first letter; a span of several words only when
        one of its words is spelt exactly as in some name ("kyle bush"), and only with keys whose first
        or last word starts with the span's first or last letter.
        """
        fuzzy, vocab, n = self.fuzzy, self.vocab, len(words)
        for i in range(n):
            if covered >> i & 1:
                continue
            w = words[i]
            if len(w) >= 4 and w not in vocab:
                keys = fuzzy.get((1, w[0]))
                if keys:
                    best = _closest(w, keys)
                    if best is not None:
                        hits.append((best[1], -1, i, best[0], best[2]))
            s, known = w, w in vocab
            for k in range(i + 1, min(n, i + self.max_words)):
                if covered >> k & 1:
                    break
                last = words[k]
                s += last
                known = known or last in vocab
                if not known:
                    continue
                size = k - i + 1
                keys = fuzzy.get((size, w[0]), ())
                if last[0] != w[0]:
                    keys += fuzzy.get((size, last[0]), ())
                if keys:
                    best = _closest(s, keys)
                    if best is not None:
                        hits.append((best[1], -size, i, best[0], best[2]))


def _closest(s: str, keys: Sequence[_Key]) -> tuple[int, float, bool] | None:
    """The entity nearest to span `s` within each key's typo allowance; a tie is ambiguous."""
    best: dict[int, tuple[float, bool]] = {}
    size = len(s)
    digits = None
    for key in keys:
        edits = key.max_edits
        if abs(len(key.text) - size) > edits:
            continue
        d = OSA.distance(s, key.text, score_cutoff=edits)
        if d > edits:
            continue
        if key.digits:
            digits = _digits(s) if digits is None else digits
            if digits != key.digits:
                continue
        dist = d + key.penalty
        if dist < best.get(key.entity, (99.0, False))[0]:
            best[key.entity] = (dist, key.check_first)
    if not best:
        return None
    low = min(d for d, _ in best.values())
    winners = [e for e, (d, _) in best.items() if d == low]
    if len(winners) > 1:
        return _AMBIGUOUS, low, False
    return winners[0], low, best[winners[0]][1]


def _split_list(text: str) -> tuple[list[str], bool] | None:
    """The parts of an answer that names several things: ("a and b", unordered), ("from a to b", ordered).

    A name with "&" in it ("Meyer & Shank Racing") is one name: a single-word part before a part ending
    in "Racing"-like words does not split.
    """
    m = _ORDERED.match(text)
    if m and (text.lstrip().lower().startswith("from ") or not any(c.isupper() for c in text)):
        parts, ordered = [m.group(1), m.group(2)], True
    else:
        parts, ordered = [p for p in _LIST_SPLIT.split(text) if p.strip()], False
    if len(parts) < 2:
        return None
    split = [normalize(p).split() for p in parts]
    if any(not w or all(x in SUFFIXES for x in w) or numbers.find_quantities(w) for w in split):
        return None
    if split[-1][-1] in GENERIC_TAILS and any(len(w) == 1 for w in split[:-1]):
        return None
    return parts, ordered


def _entity_info(names: list[tuple[int, list[str]]]) -> dict[int, _Entity]:
    firsts: dict[int, set[str]] = {}
    suffix: dict[int, str] = {}
    words: dict[int, set[str]] = {}
    for entity, w in names:
        core = core_words(w)
        firsts.setdefault(entity, set())
        if len(core) >= 2:
            firsts[entity].add(core[0])
        if entity not in suffix or not suffix[entity]:
            suffix[entity] = next((x for x in w if x in SUFFIXES), "")
        words.setdefault(entity, set()).update(w)
    return {e: _Entity(frozenset(firsts[e]), suffix[e], frozenset(words[e])) for e in firsts}


def compile_answer(accepted: Sequence[str], others: Sequence[str] = ()) -> CompiledAnswer:
    """Precompute a question's answer forms once, so that ``judge`` costs microseconds.

    `accepted` are the variants of the right answer; `others` the other entities of the same kind in
    the bank (other drivers, teams, numbers...), used to refuse ambiguous surnames and near misses.
    """
    values: list[Quantity] = []
    dates: list[Date] = []
    number_forms: set[str] = set()
    names: list[tuple[int, list[str]]] = []
    shorts: list[tuple[int, str]] = []  # (entity, acronym written in capitals)
    pending: list[tuple[list[str], bool]] = []
    for text in accepted:
        words = normalize(text).split()
        if not words:
            continue
        found = find_dates(words)
        if len(found) == 1 and all(
            w in _DATE_FILLER for k, w in enumerate(words) if not found[0].start <= k < found[0].end
        ):
            dates.append(found[0])
            number_forms.add(" ".join(words))
            continue
        q = numbers.as_number(words, lowercase_words(text))
        if q is not None:
            values.append(q)
            number_forms.add(" ".join(words))
            continue
        if (split := _split_list(text)) is not None:
            pending.append(split)
            continue
        if words := name_words(words):
            names.append((0, words))
            shorts += [(0, a) for a in acronyms(text)]
    single = {" ".join(w) for _, w in names}
    part_ids: dict[str, int] = {}
    lists: list[tuple[tuple[int, ...], bool]] = []
    for parts, ordered in pending:
        ids = []
        for part in parts:
            words = name_words(normalize(part).split())
            form = " ".join(words)
            if form in single:
                ids.append(0)
                continue
            if form not in part_ids:
                part_ids[form] = _PART + len(part_ids)
                names.append((part_ids[form], words))
                shorts += [(part_ids[form], a) for a in acronyms(part)]
            ids.append(part_ids[form])
        lists.append((tuple(ids), ordered))
    if not values and not dates and not names:
        log.warning("no usable form in accepted answers %r: nothing will match", list(accepted))
    accepted_forms = single | set(part_ids)
    other_forms = {" ".join(normalize(text).split()) for text in others} - number_forms - accepted_forms
    for k, text in enumerate(others, start=1):
        words = name_words(normalize(text).split())
        if words and " ".join(words) not in accepted_forms and numbers.as_number(words) is None:
            names.append((k, words))
            shorts += [(k, a) for a in acronyms(text)]
    entities = _entity_info(names)
    table = _key_table(names, shorts, entities)
    groups: dict[tuple[int, str], list[_Key]] = {}
    for key, first, last in table.values():
        if key.max_edits:
            for letter in dict.fromkeys((first, last)):
                groups.setdefault((key.words, letter), []).append(key)
    return CompiledAnswer(
        accepted=tuple(accepted),
        others=tuple(others),
        values=tuple(values),
        dates=tuple(dates),
        number_forms=frozenset(number_forms),
        other_forms=frozenset(other_forms),
        exact={text: key for text, (key, _, _) in table.items()},
        fuzzy={k: tuple(v) for k, v in groups.items()},
        max_words=max((key.words for key, _, _ in table.values()), default=0),
        prefixes=frozenset(text[:k] for text in table for k in range(1, len(text) + 1)),
        vocab=frozenset(w for _, words in names for w in words),
        entities=entities,
        lists=tuple(lists),
    )


def _key_table(
    names: list[tuple[int, list[str]]], shorts: list[tuple[int, str]], entities: dict[int, _Entity]
) -> dict[str, tuple[_Key, str, str]]:
    """Spaceless key -> (key, first letter of its first word, of its last word)."""
    table: dict[str, tuple[_Key, str, str]] = {}
    for entity, words in names:
        firsts = entities[entity].firsts
        for key_words, penalty in name_keys(words):
            text = "".join(key_words)
            old = table.get(text)
            if old is None or penalty < old[0].penalty:
                check = bool(firsts) and key_words[0] not in firsts and len(key_words[0]) > 1
                key = _Key(text, entity, penalty, _max_edits(text), _digits(text), check, len(key_words))
                table[text] = (key, key_words[0][0], key_words[-1][0])
            elif penalty == old[0].penalty and old[0].entity != entity:
                table[text] = (_Key(text, _AMBIGUOUS, penalty, old[0].max_edits, old[0].digits, False, old[0].words),
                               old[1], old[2])  # fmt: skip
    # Initials ("HMS", "JGR") and acronyms written in capitals ("JTG"): exact only, and only while no
    # other entity has the same.
    short: dict[str, int] = {}
    for entity, words in names:
        for text in initials(words):
            short[text] = entity if short.get(text, entity) == entity else _AMBIGUOUS
    for entity, text in shorts:
        short[text] = entity if short.get(text, entity) == entity else _AMBIGUOUS
    for text, entity in short.items():
        if text not in table:  # a name's own key wins over initials
            table[text] = (_Key(text, entity, SUFFIX_PENALTY, 0, ""), text[0], text[0])
    return table
