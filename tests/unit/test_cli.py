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


# -- clear errors, one sentence each ------------------------------------------------------------------

TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4OQ.GaBcDe.abcdefghijklmnopqrstuvwxyz0123"


@pytest.mark.parametrize(
    "token, says",
    [
        ("abc.def.ghi", "its three parts are 3, 3 and 3 characters long"),
        ("abcdef", "1 dot-separated part; a bot token has three"),
        ("a.b.c.d", "4 dot-separated parts"),
        ("abc def.ghi jkl.mno", "characters a bot token never has"),
    ],
)
def test_a_malformed_token_is_described_truly(tmp_path, capsys, token, says):
    assert main(["run"], env={**_env(tmp_path), "DISCORD_TOKEN": token}) == 2
    err = capsys.readouterr().err
    assert says in err and "expected three" not in err and token not in err


def test_no_network_is_one_line_and_a_failure_status(tmp_path, capsys, monkeypatch):
    """A well-formed token and no way to reach Discord (here: a closed port): one sentence, no traceback."""
    import socket

    import discord

    with socket.socket() as probe:  # a port nobody listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    monkeypatch.setattr(discord.http.Route, "BASE", f"http://127.0.0.1:{port}/api/v10")
    status = main(["run"], env={**_env(tmp_path), "DISCORD_TOKEN": TOKEN, "LOG_LEVEL": "WARNING"})
    err = capsys.readouterr().err
    assert status == 2
    lines = [line for line in err.splitlines() if line.startswith("error:")]
    assert len(lines) == 1 and lines[0].startswith("error: Cannot reach Discord"), err
    assert "Traceback" not in err and TOKEN not in err


def _corpus_env(tmp_path: Path) -> dict[str, str]:
    return {"DATABASE_PATH": str(tmp_path / "t.db"), "DOCUMENTS_DIR": str(ROOT / "data" / "documents")}


def test_build_out_to_a_folder_is_one_sentence(tmp_path, capsys):
    folder = tmp_path / "out"
    folder.mkdir()
    assert main(["build", "--out", str(folder)], env=_corpus_env(tmp_path)) == 2
    out, err = capsys.readouterr()
    assert err.startswith("error: --out") and "is a folder" in err and err.count("\n") == 1
    assert out == ""


def test_build_out_where_nothing_can_be_written_is_one_sentence(tmp_path, capsys):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    assert main(["build", "--out", str(blocker / "bank.json")], env=_corpus_env(tmp_path)) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: --out folder") and "cannot be created" in err and err.count("\n") == 1


def test_build_on_an_empty_folder_says_so(tmp_path, capsys):
    env = _env(tmp_path)
    assert main(["build"], env=env) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: There are no race reports in") and err.count("\n") == 1


def test_build_on_a_binary_only_folder_says_so(tmp_path, capsys):
    env = _env(tmp_path)
    (Path(env["DOCUMENTS_DIR"]) / "photo.txt").write_bytes(bytes(range(256)) * 4)
    assert main(["build"], env=env) == 1
    err = capsys.readouterr().err
    assert err.startswith("error: none of the 1 document in") and err.count("\n") == 1


def test_import_red_refuses_a_topic_name_discord_cannot_show(tmp_path, capsys):
    red = tmp_path / "quiz.yaml"
    red.write_text("Who won in 1976?: [James Hunt]\n", encoding="utf-8")
    assert main(["import-red", str(red), "--topic", "x" * 101], env=_env(tmp_path)) == 2
    err = capsys.readouterr().err
    assert "101 characters" in err and "at most 100" in err and err.count("\n") == 1
    assert main(["import-red", str(red), "--topic", "y" * 100], env=_env(tmp_path)) == 0
    out = capsys.readouterr().out
    assert "1 question by" not in out and ": 1 question (no AUTHOR given)" in out
    assert "1 questions" not in out


def test_export_of_an_imported_topic_is_not_called_race_trivia(tmp_path, capsys):
    red = tmp_path / "sports.yaml"
    red.write_text("Which sport uses a shuttlecock?: [badminton]\n", encoding="utf-8")
    env = _env(tmp_path)
    assert main(["import-red", str(red)], env=dict(env)) == 0
    out = tmp_path / "all.yaml"
    assert main(["export-red", "--out", str(out)], env=dict(env)) == 0
    printed = capsys.readouterr().out
    assert "Exported 1 question (1 topic)" in printed
    text = out.read_text(encoding="utf-8")
    assert "DESCRIPTION: 'Trivia from Photo Finish: sports.'" in text or (
        "DESCRIPTION: Trivia from Photo Finish: sports." in text
    )
    assert "Race trivia" not in text
