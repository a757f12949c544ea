"""The quiz engine is plain Python: it never imports discord, the database or the adapters."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import bot.quiz

PACKAGE = Path(bot.quiz.__file__).parent
FORBIDDEN = ("discord", "aiosqlite", "sqlite3", "cogs", "bot.storage", "bot.client", "bot.config", "dotenv")


def _imports(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def _forbidden(name: str) -> bool:
    return any(name == bad or name.startswith(bad + ".") for bad in FORBIDDEN)


def test_source_never_imports_discord_or_storage() -> None:
    files = sorted(PACKAGE.glob("*.py"))
    assert len(files) >= 6
    for path in files:
        bad = sorted(name for name in _imports(path) if _forbidden(name))
        assert not bad, f"{path.name} imports {bad}"


def test_importing_the_engine_loads_no_discord() -> None:
    code = (
        "import sys, bot.quiz, bot.quiz.game, bot.quiz.draw, bot.quiz.hints;"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('discord', 'aiosqlite')];"
        "print(bad); sys.exit(1 if bad else 0)"
    )
    root = PACKAGE.parent.parent
    done = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stdout + done.stderr
