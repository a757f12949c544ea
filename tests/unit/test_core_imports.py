"""The core is plain Python: no module of bot.factbank, bot.storage, bot.numbers, bot.ask, bot.quiz or
bot.matching imports discord, the cogs or the discord client, and importing all of them loads no
discord. (tests/unit/test_quiz_imports.py holds the quiz engine to more: no database either.)"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CORE = ("bot.factbank", "bot.storage", "bot.numbers", "bot.ask", "bot.quiz", "bot.matching")
# bot.cli_discord is the part of bot.__main__ that starts the discord client (run, sync).
FORBIDDEN = ("discord", "cogs", "bot.client", "bot.__main__", "bot.cli_discord")


def _files(module: str) -> list[Path]:
    path = ROOT.joinpath(*module.split("."))
    return sorted(path.rglob("*.py")) if path.is_dir() else [path.with_suffix(".py")]


def _imports(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names.add(node.module)
    return names


@pytest.mark.parametrize("module", CORE)
def test_core_source_never_imports_discord(module: str) -> None:
    files = _files(module)
    assert files and all(f.is_file() for f in files), module
    for path in files:
        bad = sorted(n for n in _imports(path) if any(n == f or n.startswith(f + ".") for f in FORBIDDEN))
        assert not bad, f"{path.relative_to(ROOT)} imports {bad}"


def test_importing_the_whole_core_loads_no_discord() -> None:
    modules = sorted(
        ".".join(p.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
        for module in CORE
        for p in _files(module)
    )
    code = (
        f"import importlib, sys\nfor m in {modules!r}: importlib.import_module(m)\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('discord', 'cogs'))\n"
        "print(bad); sys.exit(1 if bad else 0)"
    )
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
