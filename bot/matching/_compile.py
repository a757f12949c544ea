"""Compiling a question's answers: every string read once (and cached, since the bank passes the same
`others` to many questions), then merged into one :class:`CompiledAnswer`."""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from bot import numbers
from bot.matching._compiled import AMBIGUOUS, FIRST_PART, CompiledAnswer, Entity, Key
from bot.matching._dates import Date, find_dates
from bot.matching._names import ALIASES, SUFFIX_PENALTY, core_words, initials, is_proper, name_keys
from bot.matching._text import GENERIC_TAILS, SUFFIXES, acronyms, lowercase_words, name_words, normalize
from bot.numbers import Quantity

log = logging.getLogger(__name__)

_DATE_FILLER = frozenset({"on", "the", "of", "in"})
_LIST_SPLIT = re.compile(r"\s*(?:[,;/&]|\band\b)\s*", re.I)
_ORDERED = re.compile(r"^\s*(?:from\s+)?(.+?)\s+(?:to|into|then)\s+(.+?)\s*$", re.I)
_CACHE = 4096  # strings analysed and kept: every answer and entity of a large bank


# One key of a name: (spaceless text, penalty, its first word, first letter of its last word, number of
# words, typos allowed, its digits).
_KeyForm = tuple[str, float, str, str, int, int, str]


def _key_form(words: list[str], penalty: float) -> _KeyForm:
    text = "".join(words)
    return (
        text,
        penalty,
        words[0],
        words[-1][0],
        len(words),
        _max_edits(text),
        "".join(filter(str.isdigit, text)) if not text.isalpha() else "",
    )


@dataclass(frozen=True, slots=True)
class _NameForm:
    """One string read as a name: its words and every key that names it."""

    words: tuple[str, ...]
    form: str  # the words joined by spaces
    normal: str  # the whole string normalised
    number: bool  # it is a number, not a name ("No. 5" in `others`)
    first: str | None  # its first name, when it is a proper name of two words or more
    suffix: str  # "jr", "sr", ... or ""
    keys: tuple[_KeyForm, ...]
    shorts: frozenset[str]  # initials and acronyms: exact keys while no other entity has them
    prefixes: frozenset[str]  # every prefix of every key


@dataclass(frozen=True, slots=True)
class _Answer:
    """One accepted string: a date, a number, a list of names, or a name."""

    form: str  # normalised
    date: Date | None = None
    value: Quantity | None = None
    parts: tuple[tuple[str, ...], str] | None = None  # (part texts, "all", "ordered" or "any")
    name: _NameForm | None = None


@lru_cache(maxsize=_CACHE)
def _name_form(text: str) -> _NameForm:
    normal = normalize(text).split()
    words = name_words(normal)
    proper = is_proper(text, words)
    core = core_words(words)
    keys = tuple(_key_form(k, penalty) for k, penalty in (name_keys(words, proper=proper) if words else ()))
    if any(w in ALIASES for w in words):  # "Chevy" for "Chevrolet", "Indy 500" for "Indianapolis 500"
        short = [ALIASES.get(w, w) for w in words]
        keys += tuple(_key_form(k, penalty) for k, penalty in name_keys(short, proper=proper))
    if proper and len(core) >= 2 and any(normalize(t).split() == core[-2:] for t in text.split() if "-" in t):
        keys += (_key_form(core[-2:-1], 0.0),)  # "Spa" of "Spa-Francorchamps", "Stewart" of "Stewart-Haas"
    shorts = initials(normal) | acronyms(text)
    return _NameForm(
        words=tuple(words),
        form=" ".join(words),
        normal=" ".join(normal),
        number=numbers.as_number(words) is not None,
        first=core[0] if proper and len(core) >= 2 and core[0] not in GENERIC_TAILS else None,
        suffix=next((w for w in words if w in SUFFIXES), ""),
        keys=keys,
        shorts=frozenset(shorts),
        prefixes=frozenset({k[:i] for k in [*(k[0] for k in keys), *shorts] for i in range(1, len(k) + 1)}),
    )


@lru_cache(maxsize=_CACHE)
def _answer(text: str) -> _Answer:
    words = normalize(text).split()
    form = " ".join(words)
    if not words:
        return _Answer(form)
    found = find_dates(words)
    if len(found) == 1 and all(
        w in _DATE_FILLER for k, w in enumerate(words) if not found[0].start <= k < found[0].end
    ):
        return _Answer(form, date=found[0])
    if len(words) == 3 and words[1] == "of" and words[2].isdigit():
        words = words[:1]  # "34 of 119" laps led: the count is the answer, the total only tells its scale
    q = numbers.as_number(words, lowercase_words(text))
    if q is not None:
        return _Answer(form, value=q)
    parts = _split_list(text)
    if parts is not None:
        return _Answer(form, parts=parts)
    name = _name_form(text)
    return _Answer(form, name=name if name.words else None)


def clear_caches() -> None:
    _name_form.cache_clear()
    _answer.cache_clear()
    _others.cache_clear()


def _split_list(text: str) -> tuple[tuple[str, ...], str] | None:
    """The parts of an answer that names several things, and how many of them a guess must give:

    * "all": "Jeff Gordon and Mark Martin", "Hendrick and Gibbs" (any order);
    * "ordered": "from intermediates to softs" (all, in that order);
    * "any": a crew that shared a win, "Nick Tandy, Earl Bamber and Brendon Hartley" or "Tandy/Bamber":
      three full names or more, or names split by "/", where each one is a right answer.

    A name with "&" in it ("Meyer & Shank Racing") is one name: a single-word part before a part ending
    in "Racing"-like words does not split.
    """
    m = _ORDERED.match(text)
    if m and (text.lstrip().lower().startswith("from ") or not any(c.isupper() for c in text)):
        parts, kind = [m.group(1), m.group(2)], "ordered"
    else:
        parts, kind = [p for p in _LIST_SPLIT.split(text) if p.strip()], "all"
    if len(parts) < 2:
        return None
    split = [normalize(p).split() for p in parts]
    if any(not w or all(x in SUFFIXES for x in w) or numbers.find_quantities(w) for w in split):
        return None
    if split[-1][-1] in GENERIC_TAILS and any(len(w) == 1 for w in split[:-1]):
        return None
    slashed = "/" in text and "&" not in text and " and " not in text.lower()
    people = all(is_proper(p, w) and (slashed or len(w) >= 2) for p, w in zip(parts, split, strict=True))
    if kind == "all" and people and (slashed or len(parts) >= 3):
        kind = "any"
    return tuple(parts), kind


def _max_edits(key: str) -> int:
    """Typos allowed against a key (spaces removed): none up to 4 letters, 1 up to 8, then 2."""
    n = len(key)
    return 0 if n <= 4 else 1 if n <= 8 else 2


def compile_answer(accepted: Sequence[str], others: Sequence[str] = ()) -> CompiledAnswer:
    """Precompute a question's answer forms once, so that ``judge`` costs microseconds.

    `accepted` are the variants of the right answer; `others` the other entities of the same kind in
    the bank (other drivers, teams, numbers...), used to refuse ambiguous surnames and near misses.
    """
    values: list[Quantity] = []
    dates: list[Date] = []
    number_forms: set[str] = set()
    names: list[tuple[int, _NameForm]] = []
    pending: list[tuple[tuple[str, ...], str]] = []
    for text in accepted:
        a = _answer(text)
        if a.date is not None:
            dates.append(a.date)
            number_forms.add(a.form)
        elif a.value is not None:
            values.append(a.value)
            number_forms.add(a.form)
        elif a.parts is not None and a.parts[1] == "any":
            names += [(0, _name_form(part)) for part in a.parts[0]]  # each member of a crew is right
        elif a.parts is not None:
            pending.append(a.parts)
        elif a.name is not None:
            names.append((0, a.name))
    single = {n.form for _, n in names}
    part_ids: dict[str, int] = {}
    lists: list[tuple[tuple[int, ...], bool]] = []
    for parts, kind in pending:
        ids = []
        for part in parts:
            name = _name_form(part)
            if name.form in single:
                ids.append(0)
                continue
            if name.form not in part_ids:
                part_ids[name.form] = FIRST_PART + len(part_ids)
                names.append((part_ids[name.form], name))
            ids.append(part_ids[name.form])
        lists.append((tuple(ids), kind == "ordered"))
    if not values and not dates and not names:
        log.warning("no usable form in accepted answers %r: nothing will match", list(accepted))
    accepted_forms = single | set(part_ids)
    side = _others(tuple(others))
    if any(name.form in accepted_forms for _, name in side.names):  # an answer also among the others
        side = _others(tuple(o for o in others if _name_form(o).form not in accepted_forms))
    entities = {**side.entities, **_entities(names)}
    table = dict(side.table)
    _add_keys(table, names, entities)
    short = dict(side.short)
    _add_shorts(short, names)
    for text, entity in short.items():  # a name's own key wins over initials
        if text not in table:
            table[text] = (Key(text, entity, SUFFIX_PENALTY, 0, ""), text[0], text[0])
    groups: dict[tuple[int, str], list[Key]] = {}
    for key, first, last in table.values():
        if key.max_edits:
            groups.setdefault((key.words, first), []).append(key)
            if last != first:
                groups.setdefault((key.words, last), []).append(key)
    return CompiledAnswer(
        accepted=tuple(accepted),
        others=tuple(others),
        values=tuple(values),
        dates=tuple(dates),
        number_forms=frozenset(number_forms),
        other_forms=side.forms - number_forms - accepted_forms,
        exact={text: key for text, (key, _, _) in table.items()},
        fuzzy={k: tuple(v) for k, v in groups.items()},
        max_words=max((key.words for key, _, _ in table.values()), default=0),
        prefixes=side.prefixes.union(*(n.prefixes for _, n in names)),
        vocab=side.vocab.union(*(n.words for _, n in names)),
        entities=entities,
        lists=tuple(lists),
    )


@dataclass(frozen=True, slots=True)
class _Others:
    """The `others` of a question, compiled on their own: the bank passes the same list to many questions."""

    names: tuple[tuple[int, _NameForm], ...]
    forms: frozenset[str]  # each normalised: a guess equal to one is wrong
    entities: dict[int, Entity]
    table: dict[str, tuple[Key, str, str]]
    short: dict[str, int]
    prefixes: frozenset[str]
    vocab: frozenset[str]


@lru_cache(maxsize=256)
def _others(others: tuple[str, ...]) -> _Others:
    names = []
    for k, text in enumerate(others, start=1):
        name = _name_form(text)
        if name.words and not name.number:
            names.append((k, name))
    entities = _entities(names)
    table: dict[str, tuple[Key, str, str]] = {}
    _add_keys(table, names, entities)
    short: dict[str, int] = {}
    _add_shorts(short, names)
    return _Others(
        names=tuple(names),
        forms=frozenset(_name_form(text).normal for text in others),
        entities=entities,
        table=table,
        short=short,
        prefixes=frozenset().union(*(n.prefixes for _, n in names)),
        vocab=frozenset().union(*(n.words for _, n in names)),
    )


def _entities(names: list[tuple[int, _NameForm]]) -> dict[int, Entity]:
    firsts: dict[int, set[str]] = {}
    suffix: dict[int, str] = {}
    words: dict[int, set[str]] = {}
    for entity, name in names:
        firsts.setdefault(entity, set())
        if name.first:
            firsts[entity].add(name.first)
        if not suffix.get(entity):
            suffix[entity] = name.suffix
        words.setdefault(entity, set()).update(name.words)
    return {e: Entity(frozenset(firsts[e]), suffix[e], frozenset(words[e])) for e in firsts}


def _add_keys(
    table: dict[str, tuple[Key, str, str]], names: list[tuple[int, _NameForm]], entities: dict[int, Entity]
) -> None:
    """Add the names' keys to a table of spaceless key -> (key, first letter of its first word, of its
    last word); a key two entities share equally is ambiguous."""
    for entity, name in names:
        firsts = entities[entity].firsts
        for text, penalty, first, last, size, edits, digits in name.keys:
            old = table.get(text)
            if old is None or penalty < old[0].penalty:
                check = bool(firsts) and first not in firsts and len(first) > 1
                table[text] = (Key(text, entity, penalty, edits, digits, check, size), first[0], last)
            elif penalty == old[0].penalty and old[0].entity != entity:
                ambiguous = Key(
                    text, AMBIGUOUS, penalty, old[0].max_edits, old[0].digits, False, old[0].words
                )
                table[text] = (ambiguous, old[1], old[2])


def _add_shorts(short: dict[str, int], names: list[tuple[int, _NameForm]]) -> None:
    """Initials ("HMS", "JGR") and acronyms written in capitals ("JTG"): exact keys, only while no other
    entity has the same."""
    for entity, name in names:
        for text in name.shorts:
            short[text] = entity if short.get(text, entity) == entity else AMBIGUOUS
