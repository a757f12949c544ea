"""Red-DiscordBot trivia lists: read one as a topic of ours, and write our bank as one.

A Red list is a YAML mapping of ``question: [answers...]`` with three optional special keys: ``AUTHOR``
(text), ``DESCRIPTION`` (text) and ``CONFIG`` (a mapping of game settings such as ``delay``, ``timeout``,
``max_score``, ``bot_plays``, ``reveal_answer``, ``payout_multiplier``, ``use_spoilers``).

Reading keeps every scalar as the text its author wrote: the YAML is composed with a loader that
resolves no implicit types and the node tree is walked by hand, so ``yes`` stays "yes" (Red's loader
would read a boolean), ``1.50`` stays "1.50", and every error can name its line and key. Writing uses
``yaml.safe_dump``, which quotes any string YAML would read as a boolean, number or null, so Red's own
``yaml.safe_load`` gives every answer back as the same text.

Pure: no discord, no database, no file access.
"""

from __future__ import annotations

import hashlib
import logging
import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType

import yaml
from rapidfuzz.distance import Levenshtein
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from bot import numbers
from bot.errors import PhotoFinishError
from bot.factbank.model import Question, Source
from bot.matching import normalize

log = logging.getLogger(__name__)

AUTHOR, DESCRIPTION, CONFIG, SCHEMA = "AUTHOR", "DESCRIPTION", "CONFIG", "$schema"
SPECIAL_KEYS = frozenset({AUTHOR, DESCRIPTION, CONFIG, SCHEMA})
# The CONFIG keys Red knows (allow_override was accepted by older versions of Red).
CONFIG_KEYS = frozenset(
    {"bot_plays", "delay", "timeout", "max_score", "reveal_answer", "payout_multiplier", "use_spoilers",
     "allow_override"}
)  # fmt: skip
EXPORT_AUTHOR = "Photo Finish"
MAX_AUTHOR = 1000  # Red refuses a longer AUTHOR...
MAX_DESCRIPTION = 200  # ...or DESCRIPTION
MAX_OTHERS = 32  # the most near-miss answers one imported question carries for the matcher
_STR_TAG = "tag:yaml.org,2002:str"
_NULLS = frozenset({"", "~", "null", "Null", "NULL"})
_YES_NO = frozenset({"yes", "no", "true", "false"})
_KIND_WORDS = MappingProxyType({MappingNode: "a mapping", SequenceNode: "a list", ScalarNode: "text"})


class RedListError(PhotoFinishError):
    """A trivia list that cannot be read; the message names the file, the line and the key."""


@dataclass(frozen=True, slots=True)
class RedQuestion:
    text: str
    answers: tuple[str, ...]  # as written, first one canonical, no duplicates, never empty
    line: int = 0  # 1-based line of the question in its file (0 when unknown)


@dataclass(frozen=True, slots=True)
class RedList:
    source: str  # the file name, e.g. "f1legends.yaml"
    questions: tuple[RedQuestion, ...]
    author: str = ""
    description: str = ""
    config: Mapping[str, str] = field(default_factory=dict)  # values as written
    warnings: tuple[str, ...] = ()  # what was skipped or looked wrong, one sentence each


# libyaml's parser when PyYAML was built with it (several times faster), else the pure Python one.
_BaseLoader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class _TextLoader(_BaseLoader):
    """Composes YAML with no implicit typing: every plain scalar is text."""

    yaml_implicit_resolvers: dict = {}  # noqa: RUF012 (PyYAML's own class-level table, left empty)


class _ListDumper(yaml.SafeDumper):
    """safe_dump's rules, but a long one-line question stays a plain ``key:`` line: PyYAML writes
    keys of 128+ characters as ``? key`` (valid, yet unlike any hand-written list); YAML allows 1024."""

    def check_simple_key(self) -> bool:
        if isinstance(self.event, yaml.ScalarEvent):
            if self.analysis is None:
                self.analysis = self.analyze_scalar(self.event.value)
            if not self.analysis.multiline and len(self.analysis.scalar) < 1024:
                return True
        return super().check_simple_key()


# -- reading ----------------------------------------------------------------------------------------


def parse_red_list(text: str, *, source: str) -> RedList:
    """Read a Red trivia list. Raises RedListError naming the line and key of the first problem.

    Skipped with a warning (kept in ``RedList.warnings``): a question with no answers, an empty answer,
    unknown CONFIG keys, a repeated question (the later one wins, as in Red). A question whose value is
    a single answer instead of a list is read as that one answer, with a warning.
    """
    root = _compose(text, source)
    if root is None:
        raise RedListError(f"{source}: the file is empty; a trivia list is a mapping of question: [answers].")
    if not isinstance(root, MappingNode):
        raise RedListError(
            f"{source}, line {_line(root)}: the top level is {_kind(root)}, not a mapping of "
            "question: [answers]."
        )
    standard = yaml.resolver.Resolver()  # what Red's safe_load would make of a plain scalar
    warnings: list[str] = []
    meta: dict[str, str] = {}
    config: dict[str, str] = {}
    found: dict[str, RedQuestion] = {}
    for key_node, value_node in root.value:
        key = _key_text(key_node, source, standard, parent=None)
        where = f"{source}, line {_line(key_node)}, key {key!r}"
        if key in (AUTHOR, DESCRIPTION, SCHEMA):
            if not isinstance(value_node, ScalarNode):
                raise RedListError(f"{where}: expected text, found {_kind(value_node)}.")
            empty = _plain(value_node) and value_node.value in _NULLS
            meta[key] = "" if empty else " ".join(value_node.value.split())
        elif key == CONFIG:
            config = _config(value_node, where, source, standard, warnings)
        else:
            question = _question(key, key_node, value_node, source, warnings)
            if question is None:
                continue
            if question.text in found:
                warnings.append(f"{where}: repeated question; the later one is used.")
            found[question.text] = question
    if not found:
        raise RedListError(f"{source}: the list has no questions with answers.")
    for message in warnings:
        log.debug("%s", message)
    return RedList(
        source=source,
        questions=tuple(found.values()),
        author=meta.get(AUTHOR, ""),
        description=meta.get(DESCRIPTION, ""),
        config=config,
        warnings=tuple(warnings),
    )


def _compose(text: str, source: str) -> Node | None:
    loader = _TextLoader(text)
    try:
        return loader.get_single_node()
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = f", line {mark.line + 1}" if mark is not None else ""
        problem = " ".join(str(exc.problem or exc.context or "invalid YAML").split())
        raise RedListError(f"{source}{line}: not valid YAML ({problem}).") from None
    except yaml.YAMLError as exc:
        raise RedListError(f"{source}: not valid YAML ({' '.join(str(exc).split())}).") from None
    finally:
        loader.dispose()


def clean_prompt(text: str) -> str:
    """A question's text with runs of spaces collapsed; line breaks an author put in are kept."""
    return "\n".join(" ".join(line.split()) for line in text.strip().splitlines())


def _plain(node: Node) -> bool:
    """An unquoted scalar (the pure Python composer says style None, libyaml's says '')."""
    return not getattr(node, "style", None)


def _line(node: Node) -> int:
    return node.start_mark.line + 1


def _kind(node: Node) -> str:
    return _KIND_WORDS.get(type(node), "something else")


def _key_text(node: Node, source: str, standard: yaml.resolver.Resolver, *, parent: str | None) -> str:
    """A mapping key as text, or RedListError when Red's loader would not read it as text."""
    inside = f" in {parent}" if parent else ""
    if not isinstance(node, ScalarNode):
        raise RedListError(f"{source}, line {_line(node)}: a key{inside} is {_kind(node)}, not text.")
    plain_type = standard.resolve(ScalarNode, node.value, (True, False)) if _plain(node) else _STR_TAG
    if node.tag != _STR_TAG or plain_type != _STR_TAG:
        kind = (node.tag if node.tag != _STR_TAG else plain_type).rsplit(":", 1)[-1]
        raise RedListError(
            f"{source}, line {_line(node)}, key {node.value!r}{inside}: YAML reads this key as {kind}, "
            "not text; put it in quotes."
        )
    return clean_prompt(node.value)


def _config(
    node: Node, where: str, source: str, standard: yaml.resolver.Resolver, warnings: list[str]
) -> dict[str, str]:
    if isinstance(node, ScalarNode) and _plain(node) and node.value in _NULLS:
        return {}
    if not isinstance(node, MappingNode):
        raise RedListError(f"{where}: CONFIG must be a mapping of setting: value, found {_kind(node)}.")
    config: dict[str, str] = {}
    for key_node, value_node in node.value:
        key = _key_text(key_node, source, standard, parent=CONFIG)
        if not isinstance(value_node, ScalarNode):
            raise RedListError(
                f"{source}, line {_line(key_node)}, key {key!r} in CONFIG: expected a single value, "
                f"found {_kind(value_node)}."
            )
        if key not in CONFIG_KEYS:
            warnings.append(
                f"{source}, line {_line(key_node)}, key {key!r} in CONFIG: unknown setting, ignored."
            )
            continue
        config[key] = value_node.value
    return config


def _question(key: str, key_node: Node, node: Node, source: str, warnings: list[str]) -> RedQuestion | None:
    where = f"{source}, line {_line(key_node)}, key {key!r}"
    if not key:
        warnings.append(f"{where}: empty question skipped.")
        return None
    if isinstance(node, ScalarNode):
        if _plain(node) and node.value in _NULLS:
            warnings.append(f"{where}: no answers; question skipped.")
            return None
        warnings.append(f"{where}: the answers should be a list (- answer); read as one answer.")
        items: list[Node] = [node]
    elif isinstance(node, SequenceNode):
        items = node.value
    else:
        raise RedListError(f"{where}: the answers are {_kind(node)}; expected a list of answers (- answer).")
    answers: list[str] = []
    for number, item in enumerate(items, start=1):
        if not isinstance(item, ScalarNode):
            hint = " (quote an answer that contains ': ')" if isinstance(item, MappingNode) else ""
            raise RedListError(
                f"{source}, line {_line(item)}, key {key!r}: answer {number} is {_kind(item)}, not text{hint}."
            )
        value = " ".join(item.value.split())
        if not value or (_plain(item) and item.value in _NULLS):
            warnings.append(f"{source}, line {_line(item)}, key {key!r}: answer {number} is empty; skipped.")
            continue
        answers.append(value)
    answers = list(dict.fromkeys(answers))
    if not answers:
        warnings.append(f"{where}: no answers; question skipped.")
        return None
    return RedQuestion(text=key, answers=tuple(answers), line=_line(key_node))


# -- converting -------------------------------------------------------------------------------------


def topic_key(topic: str) -> str:
    """The form topics are compared in: whitespace collapsed, case folded (as the quiz draw does)."""
    return " ".join(topic.split()).casefold()


def question_id(topic: str, text: str) -> str:
    """Stable id of an imported question: the same topic and question text give the same id."""
    digest = hashlib.sha256(f"{topic_key(topic)}\n{text}".encode()).hexdigest()
    return f"red-{digest[:12]}"


def _is_number(text: str) -> bool:
    return numbers.as_number(normalize(text).split()) is not None


def _is_yes_no(answers: Sequence[str]) -> bool:
    return normalize(answers[0]) in _YES_NO


def to_questions(red_list: RedList, topic: str) -> list[Question]:
    """The list's questions as ours, in file order, all with ``race`` = the topic.

    ``answer_type`` is "number" when every answer reads as a number, else "text". ``choices`` are the
    answer and 3 distractors drawn, seeded by the question's id, from the other questions' canonical
    answers of the same type; empty (typed mode only) when there are fewer than 3, and for yes/no
    questions. ``others`` are the other answers of the same type a guess could confuse with this one
    (sharing a word, or a word a typo or two away; see `_Pool.related`) plus the distractors, at most
    MAX_OTHERS: the matcher refuses a guess that is closer to one of them, and the whole list is not
    taken so that a question with a 2,000-answer list still compiles in microseconds.
    """
    topic = " ".join(topic.split())
    if not topic:
        raise RedListError("The topic name is empty.")
    types = ["number" if all(_is_number(a) for a in q.answers) else "text" for q in red_list.questions]
    pools: dict[str, _Pool] = {}
    for q, kind in sorted(zip(red_list.questions, types, strict=True), key=lambda p: p[0].answers[0]):
        if not _is_yes_no(q.answers):
            pools.setdefault(kind, _Pool()).add(q.answers[0])
    out = []
    for q, kind in zip(red_list.questions, types, strict=True):
        qid = question_id(topic, q.text)
        pool = pools.get(kind, _Pool())
        own = {normalize(a) for a in q.answers}
        choices = () if _is_yes_no(q.answers) else _choices(qid, q.answers[0], own, pool)
        distractors = [c for c in choices if normalize(c) not in own]
        others = list(dict.fromkeys([*distractors, *pool.related(own)]))[:MAX_OTHERS]
        out.append(
            Question(
                id=qid,
                kind="red",
                prompt=q.text,
                answer=q.answers[0],
                accepted=q.answers,
                choices=choices,
                difficulty=2,
                score=0.5,
                race=topic,
                sources=(Source(document=red_list.source, sentence=q.text),),
                answer_type=kind,
                others=tuple(sorted(others)),
            )
        )
    return out


class _Pool:
    """The distinct canonical answers of one type, indexed by word for `related`."""

    def __init__(self) -> None:
        self.answers: list[str] = []
        self.forms: list[str] = []  # normalised, parallel to answers
        self._seen: set[str] = set()
        self._by_word: dict[str, set[int]] = {}
        self._by_shape: dict[tuple[str, int], set[tuple[str, int]]] = {}  # (first letter, length)

    def add(self, answer: str) -> None:
        form = normalize(answer)
        if not form or form in self._seen:
            return
        self._seen.add(form)
        index = len(self.answers)
        self.answers.append(answer)
        self.forms.append(form)
        for word in form.split():
            if len(word) >= 3:
                self._by_word.setdefault(word, set()).add(index)
                self._by_shape.setdefault((word[0], len(word)), set()).add((word, index))

    def related(self, own: set[str]) -> list[str]:
        """Answers sharing a word of 3+ letters with ``own``, then those with a word at most two typos
        from one of its words of 4+ letters (same first letter), never one of ``own`` itself."""
        shared: set[int] = set()
        near: set[int] = set()
        for word in {w for form in own for w in form.split() if len(w) >= 3}:
            shared |= self._by_word.get(word, set())
            if len(word) < 4:
                continue
            for size in range(len(word) - 2, len(word) + 3):
                for other, index in self._by_shape.get((word[0], size), ()):
                    if other != word and Levenshtein.distance(word, other, score_cutoff=2) <= 2:
                        near.add(index)
        found = sorted(shared) + sorted(near - shared)
        return [self.answers[i] for i in found if self.forms[i] not in own]


def _choices(qid: str, answer: str, own: set[str], pool: _Pool) -> tuple[str, ...]:
    """The answer and 3 distinct distractors from ``pool``, picked by an rng seeded with the id."""
    forms = pool.forms
    rng = random.Random(int(hashlib.sha256(qid.encode()).hexdigest()[:16], 16))
    picked: list[int] = []
    for _ in range(64 if forms else 0):  # a few probes find 3 in a big pool without scanning it
        i = rng.randrange(len(forms))
        if i not in picked and forms[i] not in own:
            picked.append(i)
            if len(picked) == 3:
                break
    if len(picked) < 3:
        usable = [i for i, f in enumerate(forms) if f not in own and i not in picked]
        if len(usable) < 3 - len(picked):
            return ()
        picked += rng.sample(usable, 3 - len(picked))
    return tuple(sorted([answer, *(pool.answers[i] for i in picked)]))


# -- writing ----------------------------------------------------------------------------------------


def describe(races: Iterable[str], *, head: str = "Race trivia from Photo Finish") -> str:
    """A DESCRIPTION naming the races (or topics), within Red's length limit."""
    names = sorted({" ".join(r.split()) for r in races if r.strip()}, key=lambda r: (r.casefold(), r))
    if not names:
        return f"{head}."
    text = f"{head}: {'; '.join(names)}."
    if len(text) <= MAX_DESCRIPTION:
        return text
    for shown in range(len(names) - 1, -1, -1):
        more = f"{len(names) - shown} more"
        text = f"{head}: {'; '.join([*names[:shown], more])}." if shown else f"{head}: {len(names)} races."
        if len(text) <= MAX_DESCRIPTION:
            return text
    return text[: MAX_DESCRIPTION - 1] + "."


def export_red(
    questions: Iterable[Question], *, author: str = EXPORT_AUTHOR, description: str | None = None
) -> str:
    """Every question as one Red trivia list (YAML text): prompt -> accepted answers, canonical first.

    Deterministic: questions sorted by prompt, AUTHOR and DESCRIPTION first, UTF-8 as is. A prompt that
    is one of Red's special keys or repeats an earlier prompt is left out (logged). Raises RedListError
    when there is no question to write (Red refuses an empty list).
    """
    entries: dict[str, list[str]] = {}
    races: set[str] = set()
    for q in sorted(questions, key=lambda q: (q.prompt.casefold(), q.prompt, q.id)):
        prompt = clean_prompt(q.prompt)
        answers = list(dict.fromkeys(" ".join(a.split()) for a in (q.answer, *q.accepted)))
        answers = [a for a in answers if a]
        if not prompt or prompt in SPECIAL_KEYS or not answers:
            log.warning("question %s not exported: its prompt %r cannot be a Red question", q.id, prompt)
            continue
        if prompt in entries:  # one Red key per prompt: the same question imported twice, or a clash
            level = logging.DEBUG if entries[prompt] == answers else logging.WARNING
            log.log(level, "question %s not exported: another question has the prompt %r", q.id, prompt)
            continue
        entries[prompt] = answers
        races.add(q.race)
    if not entries:
        raise RedListError("There are no questions to export.")
    author = " ".join(author.split())[:MAX_AUTHOR] or EXPORT_AUTHOR
    description = " ".join((description or describe(races)).split())[:MAX_DESCRIPTION]
    document: dict[str, object] = {AUTHOR: author, DESCRIPTION: description, **entries}
    return yaml.dump(
        document,
        Dumper=_ListDumper,
        allow_unicode=True,
        sort_keys=False,
        default_flow_style=False,
        width=4096,
        indent=2,
    )
