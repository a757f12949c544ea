"""Is this typed answer right?

The public entry point is :func:`check`; the quiz engine compiles each question once with
:func:`compile_answer` and calls :meth:`CompiledAnswer.judge` on every chat message, which also tells a
list of several candidates (``Verdict.LIST``) from a wrong answer.

Rules, all generic (no name of any corpus appears here):

* Text is compared after :func:`normalize`: case, accents, punctuation, smart quotes, ``&``/``and``
  and spacing do not matter; a "Jr."/"junior" (or "Sr.", "II", ...) suffix is optional.
* The type of an answer comes from the accepted strings: one that *is* a number ("0.001 seconds",
  "fourth", "No. 5") is compared by value (see ``bot.numbers``), never by spelling.
* A name matches by its full form, or by its surname alone when no other entity shares that surname;
  a first name alone never does. Typos are allowed by length (none up to 4 letters, one up to 8, two
  beyond), and the closest entity among ``accepted`` and ``others`` must be the accepted one.
* The answer may sit inside a sentence; a message naming two or more distinct candidates is a list.
"""

from __future__ import annotations

import enum
import logging
import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, field
from types import MappingProxyType

from rapidfuzz.distance import OSA

from bot import numbers
from bot.numbers import Quantity

log = logging.getLogger(__name__)

MAX_CHARS = 300  # a message is judged on its first MAX_CHARS characters...
MAX_WORDS = 40  # ...and of those on its first MAX_WORDS words

_SUFFIXES = frozenset({"jr", "sr", "ii", "iii", "iv"})
_SUFFIX_SPELLINGS = MappingProxyType({"junior": "jr", "senior": "sr"})
_DROPPED = frozenset({"and", "the"})  # "&"/"and" and articles never decide a name
_PARTICLES = frozenset(
    {"van", "von", "de", "da", "di", "del", "della", "der", "den", "la", "le", "du", "dos", "das", "st",
     "ten"}
)  # fmt: skip
# Trailing words that describe an organisation or a place rather than name it; they are optional
# ("Joe Gibbs Racing" = "Joe Gibbs", "Kansas Speedway" = "Kansas") and never a surname.
# Generic vocabulary, not names.
_GENERIC_TAILS = frozenset(
    {"racing", "motorsports", "motorsport", "team", "speedway", "superspeedway", "raceway", "circuit",
     "international", "autodrome", "autodromo", "grand", "prix", "gp", "enterprises", "engineering",
     "global", "motor", "motors", "autosport", "inc", "ltd", "llc"}
)  # fmt: skip
_AMBIGUOUS = -1  # entity id of a key two entities share equally ("busch" for two Busches)
_SUFFIX_PENALTY = 0.5  # a match that needed an optional suffix dropped loses ties to an exact one

# Letters NFKD does not decompose.
_LETTERS = str.maketrans(
    {"ø": "o", "æ": "ae", "œ": "oe", "ł": "l", "đ": "d", "ð": "d", "þ": "th", "ı": "i", "ß": "ss"}
)
_QUOTES = str.maketrans({"’": "'", "‘": "'", "‛": "'", "ʼ": "'", "`": "'", "´": "'", "′": "'"})
_THOUSANDS = re.compile(r"(?<=\d),(?=\d{3}(?!\d))")
_DECIMAL_COMMA = re.compile(r"(?<![\d.])0,(?=\d)")
_POSSESSIVE = re.compile(r"'s\b")
# Keep "." only as a decimal point (".001", "0.5", not "No.5") and "/" only between digits.
_DOT_SLASH = re.compile(r"\.(?!\d)|(?<=[^\W\d_])\.|/(?!\d)|(?<!\d)/")
_CHAT_MARKUP = re.compile(r"<a?:\w+:\d+>|<[@#][!&]?\d+>")  # mentions and custom emoji in a chat message
_OTHER_PUNCT = re.compile(r"[^\w\s./]|_")
# ASCII fast path in one C call: upper to lower case, punctuation to spaces, except the characters
# normalize() handles one by one ("&", ",", "'", ".", "/").
_ASCII_TABLE = bytes(
    c + 32 if 65 <= c <= 90 else c if chr(c).isalnum() or chr(c) in "&,'./" else 32 for c in range(256)
)


class Verdict(enum.Enum):
    CORRECT = "correct"
    WRONG = "wrong"
    LIST = "list"  # several candidates in one message: not an answer


def normalize(text: str) -> str:
    """Lower-case, accent-free, punctuation-free words separated by single spaces.

    >>> normalize("  Sergio Pérez’s  car!")
    'sergio perez car'
    >>> normalize("Martin Truex Jr. & Co")
    'martin truex jr and co'
    >>> normalize("No.5, by .001s (1,000 laps)")
    'no 5 by .001s 1000 laps'
    """
    if "<" in text:
        text = _CHAT_MARKUP.sub(" ", text)
    ascii_only = text.isascii()
    if ascii_only:
        text = text.encode().translate(_ASCII_TABLE).decode()
    else:
        text = unicodedata.normalize("NFKD", text.translate(_QUOTES))
        text = "".join(c for c in text if not unicodedata.combining(c)).casefold().translate(_LETTERS)
    if "&" in text:
        text = text.replace("&", " and ")
    if "," in text:
        text = _THOUSANDS.sub("", _DECIMAL_COMMA.sub("0.", text)).replace(",", " ")
    if "'" in text:
        text = _POSSESSIVE.sub("", text).replace("'", "")
    if "." in text or "/" in text:
        text = _DOT_SLASH.sub(" ", text)
    if not ascii_only:
        text = _OTHER_PUNCT.sub(" ", text)
    return " ".join(text.split())


def _name_words(words: Sequence[str]) -> list[str]:
    return [_SUFFIX_SPELLINGS.get(w, w) for w in words if w not in _DROPPED]


def _max_edits(key: str) -> int:
    """Typos allowed against a key (spaces removed): none up to 4 letters, 1 up to 8, then 2."""
    n = len(key)
    return 0 if n <= 4 else 1 if n <= 8 else 2


def _digits(s: str) -> str:
    return "".join(c for c in s if c.isdigit())


@dataclass(frozen=True, slots=True)
class _Key:
    text: str  # spaceless normalised form
    entity: int  # 0 = the accepted answer, 1.. = others, _AMBIGUOUS
    penalty: float
    max_edits: int
    digits: str  # digits must match exactly: "Daytona 500" is not "Daytona 400"


def _name_keys(words: list[str]) -> list[tuple[list[str], float]]:
    """The word sequences that name an entity, with a penalty for the shortened ones.

    The full form; without its "Jr."-like suffix or generic tail ("Racing", "Speedway"); the surname
    (last word, with any particle: "van gisbergen") alone, after an initial, or with the suffix; the
    first name with the suffix ("Dale Jr.").
    """
    keys: list[tuple[list[str], float]] = [(words, 0.0)]
    core = list(words)
    while core and (core[-1] in _SUFFIXES or core[-1] in _GENERIC_TAILS):
        core.pop()
    if not core:
        return keys
    suffix = [w for w in words[len(core) :] if w in _SUFFIXES]
    if len(core) < len(words):
        keys.append((core, _SUFFIX_PENALTY))
    if len(core) >= 2 and core[-1].isalpha() and len(core[-1]) > 1:
        start = len(core) - 1
        keys.append((core[start:], 0.0))
        while start > 1 and core[start - 1] in _PARTICLES:  # "van gisbergen" as well as "gisbergen"
            start -= 1
            keys.append((core[start:], 0.0))
        if len(core[0]) > 1 and start > 0:
            keys.append(([core[0][0], *core[start:]], 0.0))  # "K. Busch"
        if suffix:
            keys.append(([core[-1], *suffix], 0.0))  # "Earnhardt Jr."
            keys.append(([core[0], *suffix], 0.0))  # "Dale Jr."
    return keys


@dataclass(frozen=True, slots=True)
class CompiledAnswer:
    """One question's accepted answers with every normalised form precomputed; see :func:`compile_answer`."""

    accepted: tuple[str, ...]
    others: tuple[str, ...] = ()
    values: tuple[Quantity, ...] = ()  # the answer's value(s) when it is a number
    number_forms: frozenset[str] = frozenset()  # those answers normalised: a guess equal to one is right
    other_forms: frozenset[str] = frozenset()  # `others` normalised: a guess equal to one is wrong
    exact: dict[str, tuple[int, float]] = field(default_factory=dict)  # spaceless key -> (entity, penalty)
    # Keys that allow typos, by (number of words, first letter of the key's first or last word).
    fuzzy: dict[tuple[int, str], tuple[_Key, ...]] = field(default_factory=dict)
    max_words: int = 0  # the longest key, in words
    prefixes: frozenset[str] = frozenset()  # every prefix of every exact key: ends a span early
    vocab: frozenset[str] = frozenset()  # every word of every name

    def judge(self, guess: str) -> Verdict:
        """CORRECT, WRONG, or LIST when the message names several candidates."""
        words = normalize(guess[:MAX_CHARS]).split()[:MAX_WORDS]
        if not words:
            return Verdict.WRONG
        if not self.values:
            return self._judge_name(_name_words(words)) if self.exact else Verdict.WRONG
        if " ".join(words) in self.number_forms:
            return Verdict.CORRECT
        if " ".join(words) in self.other_forms:
            return Verdict.WRONG  # literally another answer of the question's kind
        verdict = self._judge_number(words)
        if not self.exact or verdict is Verdict.LIST:
            return verdict
        other = self._judge_name(_name_words(words))  # an answer with number and name forms
        if other is Verdict.LIST:
            return other
        return Verdict.CORRECT if Verdict.CORRECT in (verdict, other) else Verdict.WRONG

    def _judge_number(self, words: list[str]) -> Verdict:
        found = [  # "0.001 after 400 miles": a distance is no candidate for a margin in seconds
            q
            for q in numbers.distinct_values(numbers.find_quantities(words))
            if any(numbers.same_dimension(q, v) for v in self.values)
        ]
        if len(found) > 1:
            return Verdict.LIST
        if found and any(numbers.same_quantity(found[0], v) for v in self.values):
            return Verdict.CORRECT
        return Verdict.WRONG

    def _judge_name(self, words: list[str]) -> Verdict:
        n = len(words)
        if not n:
            return Verdict.WRONG
        exact = self.exact
        hit = exact.get("".join(words))
        if hit is not None:  # the whole message is one name: the common case
            return Verdict.CORRECT if hit[0] == 0 else Verdict.WRONG
        prefixes = self.prefixes
        hits: list[tuple[float, int, int, int]] = []  # (distance, -words, start, entity)
        covered = 0  # bit k set: word k is part of an exact hit
        for i in range(n):
            s = ""
            for k in range(i, n):
                s += words[k]  # spaceless, so "kylelarson" and "aj foyt" hit too
                if s not in prefixes:
                    break
                hit = exact.get(s)
                if hit is not None:
                    hits.append((hit[1], i - k - 1, i, hit[0]))
                    covered |= ((1 << (k + 1)) - 1) ^ ((1 << i) - 1)
        if self.fuzzy and covered != (1 << n) - 1:
            self._fuzzy_hits(words, covered, hits)
        if not hits:
            return Verdict.WRONG
        hits.sort()
        taken = 0
        entities: set[int] = set()
        for _dist, neg_size, start, entity in hits:
            mask = ((1 << (start - neg_size)) - 1) ^ ((1 << start) - 1)
            if not taken & mask:
                taken |= mask
                entities.add(entity)
        if len(entities) > 1:
            return Verdict.LIST
        return Verdict.CORRECT if entities == {0} else Verdict.WRONG

    def _fuzzy_hits(self, words: list[str], covered: int, hits: list[tuple[float, int, int, int]]) -> None:
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
                        hits.append((best[1], -1, i, best[0]))
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
                        hits.append((best[1], -size, i, best[0]))


def _closest(s: str, keys: Sequence[_Key]) -> tuple[int, float] | None:
    """The entity nearest to span `s` within each key's typo allowance; a tie is ambiguous."""
    best: dict[int, float] = {}
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
        if dist < best.get(key.entity, 99.0):
            best[key.entity] = dist
    if not best:
        return None
    low = min(best.values())
    winners = [e for e, d in best.items() if d == low]
    return (winners[0] if len(winners) == 1 else _AMBIGUOUS), low


def compile_answer(accepted: Sequence[str], others: Sequence[str] = ()) -> CompiledAnswer:
    """Precompute a question's answer forms once, so that ``judge`` costs microseconds.

    `accepted` are the variants of the right answer; `others` the other entities of the same kind in
    the bank (other drivers, teams, numbers...), used to refuse ambiguous surnames and near misses.
    """
    values: list[Quantity] = []
    number_forms: set[str] = set()
    names: list[tuple[int, list[str]]] = []
    for text in accepted:
        words = normalize(text).split()
        q = numbers.as_number(words)
        if q is not None:
            values.append(q)
            number_forms.add(" ".join(words))
        elif _name_words(words):
            names.append((0, _name_words(words)))
    if not values and not names:
        log.warning("no usable form in accepted answers %r: nothing will match", list(accepted))
    accepted_forms = {" ".join(w) for _, w in names}
    other_forms = {" ".join(normalize(text).split()) for text in others} - number_forms - accepted_forms
    for k, text in enumerate(others, start=1):
        words = _name_words(normalize(text).split())
        if words and " ".join(words) not in accepted_forms and numbers.as_number(words) is None:
            names.append((k, words))

    table: dict[str, tuple[int, float, list[str]]] = {}  # spaceless key -> (entity, penalty, words)
    for entity, words in names:
        for key_words, penalty in _name_keys(words):
            text = "".join(key_words)
            old = table.get(text)
            if old is None or penalty < old[1]:
                table[text] = (entity, penalty, key_words)
            elif penalty == old[1] and old[0] != entity:
                table[text] = (_AMBIGUOUS, penalty, old[2])

    groups: dict[tuple[int, str], list[_Key]] = {}
    for text, (entity, penalty, key_words) in table.items():
        edits = _max_edits(text)
        if edits:
            key = _Key(text, entity, penalty, edits, _digits(text))
            for first in dict.fromkeys((key_words[0][0], key_words[-1][0])):
                groups.setdefault((len(key_words), first), []).append(key)
    return CompiledAnswer(
        accepted=tuple(accepted),
        others=tuple(others),
        values=tuple(values),
        number_forms=frozenset(number_forms),
        other_forms=frozenset(other_forms),
        exact={text: (entity, penalty) for text, (entity, penalty, _) in table.items()},
        fuzzy={k: tuple(v) for k, v in groups.items()},
        max_words=max((len(w) for _, _, w in table.values()), default=0),
        prefixes=frozenset(text[:k] for text in table for k in range(1, len(text) + 1)),
        vocab=frozenset(w for _, _, key_words in table.values() for w in key_words),
    )


def check(guess: str, accepted: Sequence[str], *, others: Sequence[str] = ()) -> bool:
    """True when `guess` gives the answer `accepted` describes (a list of candidates never does).

    `others` are the other entities of the same kind (other drivers, ...); they make a shared surname
    or a near miss of someone else wrong.

    >>> check("it was Larson!", ["Kyle Larson"], others=["Chris Buescher"])
    True
    >>> check("busch", ["Kyle Busch"], others=["Kurt Busch"])
    False
    >>> check("Kyle Bush", ["Kyle Busch"], others=["Kurt Busch"])
    True
    >>> check("one thousandth of a second", ["0.001 seconds"])
    True
    >>> check("0.01", ["0.001 seconds"])
    False
    >>> check("P4", ["fourth"])
    True
    >>> check("larson or buescher", ["Kyle Larson"], others=["Chris Buescher"])
    False
    """
    return compile_answer(accepted, others).judge(guess) is Verdict.CORRECT
