"""A compiled answer and how it judges a chat message (see ``_compile`` for how it is built)."""

from __future__ import annotations

import enum
import logging
from collections.abc import Sequence
from dataclasses import dataclass, field

from rapidfuzz.distance import OSA

from bot import numbers
from bot.matching._dates import Date, find_dates, same_date
from bot.matching._names import (
    COMMON_NAMES,
    FIRST_NAMES,
    agrees,
    contradicts,
)
from bot.matching._text import (
    COMMON,
    GENERIC_TAILS,
    NEGATORS,
    SUFFIXES,
    name_words,
    negated,
    normalize,
)
from bot.numbers import Quantity

log = logging.getLogger(__name__)

MAX_CHARS = 300  # a message is judged on its first MAX_CHARS characters...
MAX_WORDS = 40  # ...and of those on its first MAX_WORDS words

AMBIGUOUS = -1  # entity id of a key two entities share equally ("busch" for two Busches)
_CONTRADICTED = -2  # a name said with another first name or suffix: someone else
FIRST_PART = 1000  # entity ids of the parts of a list answer start here


_JOINERS = frozenset({"or", "nor", "and"})
_LIST_WORDS = frozenset({"or", "nor", "and", "vs", "versus", "then", "maybe", "either", "plus"})


class Verdict(enum.Enum):
    CORRECT = "correct"
    WRONG = "wrong"
    LIST = "list"  # several candidates in one message: not an answer


def _digits(s: str) -> str:
    return "".join(c for c in s if c.isdigit())


@dataclass(frozen=True, slots=True)
class Key:
    text: str  # spaceless normalised form
    entity: int  # 0 = the accepted answer, 1.. = others, FIRST_PART.. = parts of a list answer, AMBIGUOUS
    penalty: float
    max_edits: int
    digits: str  # digits must match exactly: "Daytona 500" is not "Daytona 400"
    check_first: bool = False  # the key leaves the first name out: a first name before it must agree
    words: int = 1  # its length in words


@dataclass(frozen=True, slots=True)
class Entity:
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
    exact: dict[str, Key] = field(default_factory=dict)  # spaceless key -> key
    # Keys that allow typos, by (number of words, first letter of the key's first or last word).
    fuzzy: dict[tuple[int, str], tuple[Key, ...]] = field(default_factory=dict)
    max_words: int = 0  # the longest key, in words
    prefixes: frozenset[str] = frozenset()  # every prefix of every exact key: ends a span early
    vocab: frozenset[str] = frozenset()  # every word of every name
    entities: dict[int, Entity] = field(default_factory=dict)
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
            for q in numbers.distinct_values(numbers.find_quantities(words, negated))
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
        if hit is not None and hit.entity < FIRST_PART:  # the whole message is one name: the common case
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
        named, taken = self._read(words, taken, chosen)
        verdict = self._decide(named)
        if verdict is Verdict.CORRECT and self._unknown_beside(words, taken):
            return Verdict.LIST  # "larson buescher hamlin": names we do not know are candidates too
        return verdict

    def _unknown_beside(self, words: list[str], taken: int) -> bool:
        """Does a word that may be a name we do not know ("buescher", not "lol" nor "speedway") stand
        next to a name found, alone or over list words ("larson, buescher", "larson or buescher")?
        Chat between them ("larson in the hendrick car") makes it a sentence, not a list. A first name
        and an unknown word anywhere ("william byron") name someone else too."""
        n = len(words)
        vocab = self.vocab
        for i, w in enumerate(words):
            if taken >> i & 1 or not _unknown(w, vocab):
                continue
            if w in FIRST_NAMES and w not in COMMON_NAMES and i + 1 < n and not taken >> (i + 1) & 1:
                if _unknown(words[i + 1], vocab) and words[i + 1] not in FIRST_NAMES:
                    return True  # "..., teammate William Byron": someone else named in full
            for step in (-1, 1):
                k = i + step
                while (
                    0 <= k < n
                    and not taken >> k & 1
                    and (words[k] in _LIST_WORDS or _unknown(words[k], vocab))
                ):
                    k += step
                if 0 <= k < n and taken >> k & 1:
                    return True
        return False

    def _read(
        self, words: list[str], taken: int, chosen: list[tuple[int, int, int, bool]]
    ) -> tuple[list[int], int]:
        """The entities the message names, in order: denied ones ("not larson") left out, one said with
        another first name or suffix ("Kurt Busch", "Al Unser Sr.") read as someone else. Also `taken`
        with the first names that agree ("Chris Bell") added."""
        n = len(words)
        out: list[tuple[int, int]] = []
        denied_until = -1  # end of the last name denied: "not hamlin or busch" denies both
        for start, end, entity, check in sorted(chosen):
            before = words[start - 1] if start and not taken >> (start - 1) & 1 else None
            stop = start
            while stop and not taken >> (stop - 1) & 1:
                stop -= 1  # look back no further than the previous name
            if negated(words, start, stop) or (
                denied_until >= 0 < start - denied_until
                and all(w in _JOINERS for w in words[denied_until:start])
            ):
                denied_until = end
                continue
            info = self.entities.get(entity) if entity >= 0 else None
            if info is not None:
                if check and before is not None and before not in info.words:
                    if contradicts(before, info.firsts):
                        entity = _CONTRADICTED
                    elif agrees(before, info.firsts):
                        taken |= 1 << (start - 1)
                elif not info.firsts and before in FIRST_NAMES:
                    taken |= 1 << (start - 1)  # "Roger Penske" for "Team Penske": nothing to disagree with
                after = words[end] if end < n and not taken >> end & 1 else None
                if after in SUFFIXES and after != info.suffix and not (after == "sr" and not info.suffix):
                    entity = _CONTRADICTED
                elif (
                    info.suffix not in {"", "sr"}
                    and after not in SUFFIXES
                    and start
                    and words[start - 1] in info.firsts
                ):
                    entity = _CONTRADICTED  # "Dale Earnhardt" for "Dale Earnhardt Jr.": that is his father
                elif check and end == n - 1 and after in FIRST_NAMES and not agrees(after, info.firsts):
                    entity = _CONTRADICTED  # "Busch, Kurt"
            out.append((start, entity))
        out.sort()
        return list(dict.fromkeys(e for _, e in out)), taken

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


def _unknown(word: str, vocab: frozenset[str]) -> bool:
    """Could `word` be a name that none of the question's entities has?"""
    return (
        len(word) > 2
        and word.isalpha()
        and word not in COMMON
        and not (len(word) >= 6 and word.endswith("ly"))  # an adverb: "larson easily"
        and word not in vocab
        and word not in NEGATORS
        and word not in GENERIC_TAILS
        and not numbers.is_number_word(word)
    )


def _closest(s: str, keys: Sequence[Key]) -> tuple[int, float, bool] | None:
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
        return AMBIGUOUS, low, False
    return winners[0], low, best[winners[0]][1]
