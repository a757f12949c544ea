"""The fact bank's modules import each other in one direction only (no cycles, not even inside a function)."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "bot" / "factbank"


def _imports() -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for path in PACKAGE.glob("*.py"):
        deps: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("bot.factbank."):
                deps.add(node.module.rsplit(".", 1)[-1])
        out[path.stem] = deps
    return out


def test_no_import_cycles_in_the_fact_bank() -> None:
    graph = _imports()
    cycles = []
    for start in graph:
        stack = [(start, [start])]
        while stack:
            node, path = stack.pop()
            for dep in graph.get(node, ()):
                if dep == start:
                    cycles.append(" -> ".join([*path, dep]))
                elif dep not in path:
                    stack.append((dep, [*path, dep]))
    assert cycles == []


def test_rule_modules_share_the_tagged_toolkit_not_each_others_private_names() -> None:
    for path in PACKAGE.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("bot.factbank."):
                private = [a.name for a in node.names if a.name.startswith("_")]
                assert not private, (path.name, node.module, private)


def test_no_control_characters_in_the_source() -> None:
    """A rule's "\\b" typed into a plain string is a backspace, and the rule then never matches."""
    root = PACKAGE.parents[1]
    bad = [
        str(path.relative_to(root))
        for folder in ("bot", "cogs", "bench", "tests")
        for path in (root / folder).rglob("*.py")
        if any(ord(c) < 32 and c not in "\n\t\r" for c in path.read_text(encoding="utf-8"))
    ]
    assert bad == []
