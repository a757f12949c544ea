"""Command line: ``python -m bot [run|play|build|sync|import-red|export-red|migrate-db]`` (``run`` by
default).

This is the only module that reads the process environment; it builds Settings and passes them on. The
parser is ``bot.cli_parser``; each command runs in a ``bot.cli_*`` module: ``cli_discord`` (run, sync),
``cli_play``, ``cli_build``, ``cli_redlists`` (import-red, export-red) and ``cli_migrate`` (migrate-db).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from bot.cli_build import run_build_command
from bot.cli_discord import close_interrupted_games, run_bot, sync_commands
from bot.cli_parser import build_parser
from bot.cli_play import run_play
from bot.cli_redlists import run_export_red, run_import_red
from bot.cluster.plan import shard_plan
from bot.config import configure_logging, load_settings
from bot.errors import PhotoFinishError

# main is the console script; run_bot and close_interrupted_games are imported from here too (tests).
__all__ = ["close_interrupted_games", "main", "run_bot"]

NO_TOKEN = (
    "No Discord token: put DISCORD_TOKEN=<your bot token> in the .env file in this folder "
    "(see .env.example) or in the environment; to play without Discord, run: python -m bot play"
)


def main(
    argv: Sequence[str] | None = None,
    env: dict[str, str] | None = None,
    *,
    dotenv: Path | None = Path(".env"),
) -> int:
    args = build_parser().parse_args(argv)
    command = args.command or "run"
    env = dict(os.environ) if env is None else env
    if command == "build" and args.documents is not None:
        env["DOCUMENTS_DIR"] = str(args.documents)
    try:
        if command == "run":
            _shard_options(args, env)
        settings = load_settings(env, dotenv_path=dotenv)
        quiet = command == "play" or (command == "run" and settings.token is None)
        # In the terminal quiz the log would interleave with the game: only warnings, unless debugging.
        configure_logging("WARNING" if quiet and settings.log_level in ("INFO",) else settings.log_level)
        if command == "run":
            if settings.token is None:
                if not getattr(args, "or_play", False):
                    print(NO_TOKEN, file=sys.stderr)
                    return 2
                return run_play(settings, args, env)  # no token: the offline quiz is the main job
            return asyncio.run(run_bot(settings))
        if command == "play":
            return run_play(settings, args, env)
        if command == "build":
            return run_build_command(settings, args.out)
        if command == "import-red":
            return run_import_red(settings, args.file, args.topic)
        if command == "export-red":
            return run_export_red(settings, args.out)
        if command == "migrate-db":
            from bot.cli_migrate import run_migrate_db

            return run_migrate_db(settings, args.to, args.source)
        if command == "sync":
            if settings.token is None:
                print(NO_TOKEN, file=sys.stderr)
                return 2
            return asyncio.run(sync_commands(settings))
    except PhotoFinishError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # The reader went away (`python -m bot play | head -3`): stop quietly, as other tools do.
        # Point stdout at /dev/null so the interpreter's final flush does not complain either.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 141
    return 2


def _shard_options(args: argparse.Namespace, env: dict[str, str]) -> None:
    """--shard-count and --shard-ids replace SHARD_COUNT and SHARD_IDS; checked here first so that an
    error names the option that was given."""
    count, ids = getattr(args, "shard_count", None), getattr(args, "shard_ids", None)
    if count is None and ids is None:
        return
    shard_plan(
        env.get("SHARD_COUNT", "") if count is None else count,
        env.get("SHARD_IDS", "") if ids is None else ids,
        count_name="SHARD_COUNT" if count is None else "--shard-count",
        ids_name="SHARD_IDS" if ids is None else "--shard-ids",
    )
    if count is not None:
        env["SHARD_COUNT"] = count
    if ids is not None:
        env["SHARD_IDS"] = ids


if __name__ == "__main__":
    sys.exit(main())
