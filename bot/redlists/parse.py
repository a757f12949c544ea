"""Reading a Red trivia list: YAML text in, a `RedList` out, within the limits of `bot.redlists.model`.

Every scalar is kept as the text its author wrote: the YAML is read as events with no implicit typing
and composed here, so ``yes`` stays "yes" (Red's loader would read a boolean), ``1.50`` stays "1.50",
and every error names its line and key. Composing it ourselves also keeps the work bounded on a
hostile file: more questions than MAX_QUESTIONS, more answers than MAX_ANSWERS, aliases repeating more
than MAX_ALIAS_NODES values or nesting deeper than MAX_DEPTH stop the read at once, with one line.

Pure: no discord, no database, no file access.
"""

from __future__ import annotations

import logging
from types import MappingProxyType
from typing import TYPE_CHECKING

import yaml
from yaml.events import (
    AliasEvent,
    MappingEndEvent,
    MappingStartEvent,
    ScalarEvent,
    SequenceEndEvent,
    SequenceStartEvent,
    StreamEndEvent,
)
from yaml.nodes import ScalarNode

from bot.redlists.model import (
    AUTHOR,
    CONFIG,
    CONFIG_KEYS,
    DESCRIPTION,
    MAX_ALIAS_NODES,
    MAX_ANSWERS,
    MAX_DEPTH,
    MAX_LIST_BYTES,
    MAX_QUESTIONS,
    SCHEMA,
    SPECIAL_KEYS,
    RedList,
    RedListError,
    RedQuestion,
)

log = logging.getLogger(__name__)

_CORE = "tag:yaml.org,2002:"
_STR_TAG, _SEQ_TAG, _MAP_TAG = f"{_CORE}str", f"{_CORE}seq", f"{_CORE}map"
# Tags that only say how Red's loader would type a scalar; the text is kept as written. Any other tag
# (``!!python/...``, ``!!binary``, an application tag) makes the value something else than text.
_TEXT_TAGS = frozenset(f"{_CORE}{name}" for name in ("str", "int", "float", "bool", "null", "timestamp"))
_NULLS = frozenset({"", "~", "null", "Null", "NULL"})


class _Node:
    __slots__ = ("line", "size", "tag")

    def __init__(self, tag: str, line: int, size: int) -> None:
        self.tag = tag
        self.line = line  # 1-based
        self.size = size  # values in it, aliases expanded


class _Scalar(_Node):
    __slots__ = ("plain", "value")

    def __init__(self, tag: str, line: int, value: str, plain: bool) -> None:
        super().__init__(tag, line, 1)
        self.value = value
        self.plain = plain  # unquoted


class _Seq(_Node):
    __slots__ = ("items",)

    def __init__(self, tag: str, line: int, items: list[_Node]) -> None:
        super().__init__(tag, line, 1 + sum(item.size for item in items))
        self.items = items


class _Map(_Node):
    __slots__ = ("pairs",)

    def __init__(self, tag: str, line: int, pairs: list[tuple[_Node, _Node]]) -> None:
        super().__init__(tag, line, 1 + sum(k.size + v.size for k, v in pairs))
        self.pairs = pairs


_KIND_WORDS = MappingProxyType({_Map: "a mapping", _Seq: "a list", _Scalar: "text"})

# libyaml's parser when PyYAML was built with it (several times faster), else the pure Python one.
if TYPE_CHECKING:  # the same interface either way
    _BaseLoader = yaml.SafeLoader
else:
    _BaseLoader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class _TextLoader(_BaseLoader):
    """Parses YAML with no implicit typing: every plain scalar is text."""

    yaml_implicit_resolvers: dict = {}  # noqa: RUF012 (PyYAML's own class-level table, left empty)


def parse_red_list(text: str, *, source: str) -> RedList:
    """Read a Red trivia list. Raises RedListError naming the line and key of the first problem, or the
    limit a list exceeds.

    Skipped with a warning (kept in ``RedList.warnings``): a question with no answers, an empty answer,
    unknown CONFIG keys, a repeated question or special key (the later one wins, as in Red), an answer
    or answer list carrying a YAML tag that is not plain text (``!!python/...``). A question whose value
    is a single answer instead of a list is read as that one answer, with a warning.
    """
    if len(text) > MAX_LIST_BYTES:
        raise RedListError(too_big(source, len(text)))
    root = _Composer(text, source).document()
    if root is None:
        raise RedListError(f"{source}: the file is empty; a trivia list is a mapping of question: [answers].")
    if not isinstance(root, _Map):
        raise RedListError(
            f"{source}, line {root.line}: the top level is {_kind(root)}, not a mapping of question: [answers]."
        )
    standard = yaml.resolver.Resolver()  # what Red's safe_load would make of a plain scalar
    warnings: list[str] = []
    if root.tag != _MAP_TAG:
        warnings.append(f"{source}, line {root.line}: the tag {root.tag} on the list is ignored.")
    meta: dict[str, str] = {}
    config: dict[str, str] = {}
    seen_special: set[str] = set()
    found: dict[str, RedQuestion] = {}
    for key_node, value_node in root.pairs:
        key = _key_text(key_node, source, standard, parent=None)
        where = f"{source}, line {key_node.line}, key {key!r}"
        if key in SPECIAL_KEYS:
            if key in seen_special:
                warnings.append(f"{where}: repeated {key}; the later one is used.")
            seen_special.add(key)
        if key in (AUTHOR, DESCRIPTION, SCHEMA):
            if not isinstance(value_node, _Scalar):
                raise RedListError(f"{where}: expected text, found {_kind(value_node)}.")
            if value_node.tag not in _TEXT_TAGS:
                warnings.append(f"{where}: the tag {value_node.tag} is not text; {key} ignored.")
                meta[key] = ""
                continue
            empty = value_node.plain and value_node.value in _NULLS
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


def too_big(source: str, size: int) -> str:
    """The refusal of a list of ``size`` bytes (or characters) over MAX_LIST_BYTES."""
    return (
        f"{source}: the list is {size / 1e6:.1f} MB; at most {MAX_LIST_BYTES / 1e6:.0f} MB is accepted. "
        "Split it into several lists."
    )


class _Composer:
    """Builds the node tree from the parser's events, refusing at once what exceeds a limit."""

    def __init__(self, text: str, source: str) -> None:
        self.text = text
        self.source = source
        self.anchors: dict[str, _Node] = {}
        self.aliased = 0  # values repeated by aliases so far
        self.questions = 0

    def document(self) -> _Node | None:
        loader = _TextLoader(self.text)
        try:
            loader.get_event()  # stream start
            if loader.check_event(StreamEndEvent):
                return None
            loader.get_event()  # document start
            root = self._node(loader, 0, None)
            loader.get_event()  # document end
            if not loader.check_event(StreamEndEvent):
                line = loader.peek_event().start_mark.line + 1
                raise RedListError(
                    f"{self.source}, line {line}: a second YAML document; a list is one document."
                )
            return root
        except yaml.MarkedYAMLError as exc:
            mark = exc.problem_mark or exc.context_mark
            line = f", line {mark.line + 1}" if mark is not None else ""
            problem = " ".join(str(exc.problem or exc.context or "invalid YAML").split())
            raise RedListError(f"{self.source}{line}: not valid YAML ({problem}).") from None
        except yaml.YAMLError as exc:
            raise RedListError(f"{self.source}: not valid YAML ({' '.join(str(exc).split())}).") from None
        finally:
            loader.dispose()

    def _node(self, loader: _TextLoader, depth: int, key: str | None) -> _Node:
        event = loader.get_event()
        line = event.start_mark.line + 1
        where = f"{self.source}, line {line}" + (f", key {key!r}" if key is not None else "")
        if isinstance(event, AliasEvent):
            node = self.anchors.get(event.anchor) if event.anchor is not None else None
            if node is None:
                raise RedListError(f"{where}: the alias *{event.anchor} names no anchor before it.")
            self.aliased += node.size
            if self.aliased > MAX_ALIAS_NODES:
                raise RedListError(
                    f"{where}: YAML aliases repeat more than {MAX_ALIAS_NODES:,} values; the list is refused "
                    "(write the answers out instead of aliasing them)."
                )
            return node
        if isinstance(event, ScalarEvent):
            node = _Scalar(_tag(event.tag, _STR_TAG), line, event.value, not event.style)
        elif isinstance(event, SequenceStartEvent | MappingStartEvent):
            if depth >= MAX_DEPTH:
                raise RedListError(f"{where}: nested more than {MAX_DEPTH} levels deep; a list needs 3.")
            if isinstance(event, SequenceStartEvent):
                node = self._sequence(loader, event, depth, line, where, key)
            else:
                node = self._mapping(loader, event, depth, line, where)
        else:  # pragma: no cover (the parser yields nothing else inside a document)
            raise RedListError(f"{where}: unexpected YAML.")
        if event.anchor:
            self.anchors[event.anchor] = node  # registered complete: an alias inside it names nothing
        return node

    def _sequence(self, loader, event, depth: int, line: int, where: str, key: str | None) -> _Seq:
        items: list[_Node] = []
        while not loader.check_event(SequenceEndEvent):
            if len(items) == MAX_ANSWERS:
                raise RedListError(
                    f"{where}: more than {MAX_ANSWERS} answers; at most {MAX_ANSWERS} are accepted per question."
                )
            items.append(self._node(loader, depth + 1, key))
        loader.get_event()
        return _Seq(_tag(event.tag, _SEQ_TAG), line, items)

    def _mapping(self, loader, event, depth: int, line: int, where: str) -> _Map:
        pairs: list[tuple[_Node, _Node]] = []
        while not loader.check_event(MappingEndEvent):
            key_node = self._node(loader, depth + 1, None)
            key = key_node.value if isinstance(key_node, _Scalar) else None
            if depth == 0 and key not in SPECIAL_KEYS:
                self.questions += 1
                if self.questions > MAX_QUESTIONS:
                    raise RedListError(
                        f"{self.source}, line {key_node.line}: more than {MAX_QUESTIONS:,} questions; at most "
                        f"{MAX_QUESTIONS:,} are accepted in one list. Split it into several lists."
                    )
            elif depth > 0 and len(pairs) == MAX_ANSWERS:
                raise RedListError(f"{where}: more than {MAX_ANSWERS} entries in one mapping.")
            pairs.append((key_node, self._node(loader, depth + 1, key if depth == 0 else None)))
        loader.get_event()
        return _Map(_tag(event.tag, _MAP_TAG), line, pairs)


def _tag(tag: str | None, default: str) -> str:
    return default if tag in (None, "!") else tag


def clean_prompt(text: str) -> str:
    """A question's text with runs of spaces collapsed; line breaks an author put in are kept."""
    return "\n".join(" ".join(line.split()) for line in text.strip().splitlines())


def _kind(node: _Node) -> str:
    return _KIND_WORDS.get(type(node), "something else")


def _key_text(node: _Node, source: str, standard: yaml.resolver.Resolver, *, parent: str | None) -> str:
    """A mapping key as text, or RedListError when Red's loader would not read it as text."""
    inside = f" in {parent}" if parent else ""
    if not isinstance(node, _Scalar):
        raise RedListError(f"{source}, line {node.line}: a key{inside} is {_kind(node)}, not text.")
    plain_type = standard.resolve(ScalarNode, node.value, (True, False)) if node.plain else _STR_TAG
    if node.tag != _STR_TAG or plain_type != _STR_TAG:
        kind = (node.tag if node.tag != _STR_TAG else plain_type).rsplit(":", 1)[-1]
        raise RedListError(
            f"{source}, line {node.line}, key {node.value!r}{inside}: YAML reads this key as {kind}, "
            "not text; put it in quotes."
        )
    return clean_prompt(node.value)


def _config(
    node: _Node, where: str, source: str, standard: yaml.resolver.Resolver, warnings: list[str]
) -> dict[str, str]:
    if isinstance(node, _Scalar) and node.plain and node.value in _NULLS:
        return {}
    if not isinstance(node, _Map):
        raise RedListError(f"{where}: CONFIG must be a mapping of setting: value, found {_kind(node)}.")
    config: dict[str, str] = {}
    for key_node, value_node in node.pairs:
        key = _key_text(key_node, source, standard, parent=CONFIG)
        here = f"{source}, line {key_node.line}, key {key!r} in CONFIG"
        if not isinstance(value_node, _Scalar):
            raise RedListError(f"{here}: expected a single value, found {_kind(value_node)}.")
        if key not in CONFIG_KEYS:
            warnings.append(f"{here}: unknown setting, ignored.")
            continue
        if value_node.tag not in _TEXT_TAGS:
            warnings.append(f"{here}: the tag {value_node.tag} is not a plain value; setting ignored.")
            continue
        if key in config:
            warnings.append(f"{here}: repeated setting; the later one is used.")
        config[key] = value_node.value
    return config


def _question(key: str, key_node: _Node, node: _Node, source: str, warnings: list[str]) -> RedQuestion | None:
    where = f"{source}, line {key_node.line}, key {key!r}"
    if not key:
        warnings.append(f"{where}: empty question skipped.")
        return None
    if isinstance(node, _Scalar):
        if node.plain and node.value in _NULLS and node.tag in _TEXT_TAGS:
            warnings.append(f"{where}: no answers; question skipped.")
            return None
        if node.tag in _TEXT_TAGS:
            warnings.append(f"{where}: the answers should be a list (- answer); read as one answer.")
        items: list[_Node] = [node]
    elif isinstance(node, _Seq):
        if node.tag != _SEQ_TAG:
            warnings.append(
                f"{where}: the answers carry the YAML tag {node.tag}, not a list of text; skipped."
            )
            return None
        items = node.items
    else:
        raise RedListError(f"{where}: the answers are {_kind(node)}; expected a list of answers (- answer).")
    answers: list[str] = []
    for number, item in enumerate(items, start=1):
        if not isinstance(item, _Scalar):
            hint = " (quote an answer that contains ': ')" if isinstance(item, _Map) else ""
            raise RedListError(
                f"{source}, line {item.line}, key {key!r}: answer {number} is {_kind(item)}, not text{hint}."
            )
        if item.tag not in _TEXT_TAGS:
            warnings.append(
                f"{source}, line {item.line}, key {key!r}: answer {number} carries the YAML tag {item.tag}, "
                "not text; skipped."
            )
            continue
        value = " ".join(item.value.split())
        if not value or (item.plain and item.value in _NULLS):
            warnings.append(f"{source}, line {item.line}, key {key!r}: answer {number} is empty; skipped.")
            continue
        answers.append(value)
    answers = list(dict.fromkeys(answers))
    if not answers:
        warnings.append(f"{where}: no answers; question skipped.")
        return None
    return RedQuestion(text=key, answers=tuple(answers), line=key_node.line)
