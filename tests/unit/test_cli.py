import subprocess
import sys
from pathlib import Path

import pytest

from bot.__main__ import main

ROOT = Path(__file__).resolve().parents[2]


def _env(tmp_path: Path) -> dict[str, str]:
    docs = tmp_path / "docs"
    docs.mkdir(exist_ok=True)
    return {"DATABASE_PATH": str(tmp_path / "t.db"), "DOCUMENTS_DIR": str(docs)}


@pytest.mark.parametrize("command", ["run", "play", "build", "sync"])
def test_each_subcommand_has_help(command, capsys):
    with pytest.raises(SystemExit) as info:
        main([command, "--help"], env={})
    assert info.value.code == 0
    out = capsys.readouterr().out
    assert out.startswith(f"usage: python -m bot {command}")


def test_top_level_help_lists_subcommands(capsys):
    with pytest.raises(SystemExit):
        main(["--help"], env={})
    out = capsys.readouterr().out
    for command in ("run", "play", "build", "sync"):
        assert command in out


def test_run_without_token_in_process(tmp_path, capsys):
    assert main(["run"], env=_env(tmp_path)) == 2
    err = capsys.readouterr().err
    assert ".env" in err and "DISCORD_TOKEN" in err and "python -m bot play" in err


def test_run_without_token_as_a_user_would(tmp_path):
    """`python -m bot` in a folder with no .env: exit 2, one clear sentence, no traceback."""
    env = {"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT), **_env(tmp_path)}
    proc = subprocess.run(
        [sys.executable, "-m", "bot"], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60
    )
    assert proc.returncode == 2
    assert "Traceback" not in proc.stderr
    assert proc.stderr.strip().count("\n") == 0
    assert "DISCORD_TOKEN" in proc.stderr and "python -m bot play" in proc.stderr


def test_bad_setting_is_one_clear_line(tmp_path, capsys):
    assert main(["run"], env={**_env(tmp_path), "DEV_GUILD_ID": "my-server"}) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: DEV_GUILD_ID must be a numeric server id")
