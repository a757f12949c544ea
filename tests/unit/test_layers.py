"""Lower layers do not know higher ones, and modules do not borrow each other's private names.

Read from the source with ast (nothing is imported), so a reach that comes back fails here with the
file and the import named. The layers, lowest first: bot.storage; the core (bot.quiz, bot.factbank,
bot.matching, bot.numbers, bot.ask, bot.bank, ...); bot.client; cogs; bot.__main__ and the bot.cli_*
modules it runs. Beside them: tests/ and bench/, which share devkit/ and do not import each other.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _modules(folder: str) -> list[Path]:
    files = sorted((ROOT / folder).rglob("*.py"))
    assert files, folder
    return files


def _imports(path: Path) -> Iterator[str]:
    """Every module ``path`` imports, relative imports made absolute (``from x import y`` gives x and
    x.y, since y may be a module)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    package = ".".join(path.relative_to(ROOT).with_suffix("").parts[:-1])
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                module = ".".join([*base, node.module] if node.module else base)
            else:
                module = node.module or ""
            yield module
            yield from (f"{module}.{alias.name}" for alias in node.names)


def _under(name: str, *prefixes: str) -> bool:
    return any(name == p or name.startswith(p + ".") for p in prefixes)


def _reaches(folder: str, *forbidden: str, skip: tuple[str, ...] = ()) -> list[str]:
    found = []
    for path in _modules(folder):
        where = path.relative_to(ROOT).as_posix()
        if where in skip:
            continue
        found += [f"{where} imports {name}" for name in _imports(path) if _under(name, *forbidden)]
    return sorted(set(found))


def test_the_bot_package_does_not_import_the_cogs() -> None:
    # bot/client.py names its extensions as strings; only __main__ may import a cog.
    assert _reaches("bot", "cogs", skip=("bot/__main__.py",)) == []


def test_storage_imports_nothing_above_it() -> None:
    above = [
        "bot.ask",
        "bot.bank",
        "bot.client",
        "bot.config",
        "bot.documents",
        "bot.factbank",
        "bot.matching",
        "bot.numbers",
        "bot.quiz",
        "bot.redlists",
        "bot.session",
        "bot.terminal",
        "bot.wording",
        "cogs",
        "discord",
    ]
    # bot.factbank.model is plain data that every layer may import (it pulls in no builder).
    found = [
        r
        for r in _reaches("bot/storage", *above)
        if not r.split(" imports ")[1].startswith("bot.factbank.model")
    ]
    assert found == []


def test_the_bank_does_not_know_its_readers() -> None:
    assert [
        name for name in _imports(ROOT / "bot" / "bank.py") if _under(name, "bot.ask", "bot.documents")
    ] == []


def test_no_cog_imports_another_cogs_private_module() -> None:
    found = []
    for path in _modules("cogs"):
        parts = path.relative_to(ROOT).with_suffix("").parts
        own = ".".join(parts[:2]) if len(parts) > 2 else None  # cogs.trivia for cogs/trivia/_cog.py
        for name in _imports(path):
            bits = name.split(".")
            private = len(bits) >= 3 and bits[0] == "cogs" and bits[2].startswith("_")
            if private and ".".join(bits[:2]) != own:
                found.append(f"{path.relative_to(ROOT)} imports {name}")
    assert found == []


@pytest.mark.parametrize(
    ("folder", "forbidden"),
    [("tests", ("bench",)), ("bench", ("tests",)), ("devkit", ("tests", "bench"))],
)
def test_tests_and_benches_share_devkit_and_do_not_import_each_other(folder: str, forbidden: tuple) -> None:
    assert _reaches(folder, *forbidden) == []


def test_only_storage_calls_its_private_transaction() -> None:
    found = []
    for folder in ("bot", "cogs", "tests", "bench", "devkit"):
        for path in _modules(folder):
            if path.is_relative_to(ROOT / "bot" / "storage"):
                continue
            tree = ast.parse(path.read_text(encoding="utf-8"))
            if any(isinstance(n, ast.Attribute) and n.attr == "_transaction" for n in ast.walk(tree)):
                found.append(path.relative_to(ROOT).as_posix())
    assert found == []
