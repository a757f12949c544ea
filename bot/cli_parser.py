"""The argument parser of ``python -m bot``: its subcommands and their options (``bot.__main__``
parses with it and runs the command asked for)."""

from __future__ import annotations

import argparse
from pathlib import Path

from bot.quiz.settings import QUESTIONS_RANGE, SECONDS_RANGE


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m bot",
        description="Photo Finish: race-trivia Discord bot built from race reports.",
    )
    sub = parser.add_subparsers(
        dest="command", metavar="{run,play,build,sync,import-red,export-red,migrate-db}"
    )

    run = sub.add_parser("run", help="run the Discord bot (the default)", description="Run the Discord bot.")
    run.add_argument(
        "--or-play",
        action="store_true",
        help="without a token, start the offline terminal quiz instead of exiting",
    )
    run.add_argument(
        "--shard-count",
        metavar="N",
        help="shards in all, across every process (default: SHARD_COUNT, else what Discord recommends, "
        "all in this process)",
    )
    run.add_argument(
        "--shard-ids",
        metavar="IDS",
        help="the shards this process runs, e.g. 0-3 or 0,2,5 (default: SHARD_IDS, else all); needs a "
        "shard count; processes sharing one database take turns to connect",
    )
    _add_play_options(run, "with --or-play and no token: ")

    play = sub.add_parser(
        "play",
        help="play the quiz in this terminal (no Discord needed)",
        description="Play the trivia quiz in the terminal; answers may also be piped on stdin. "
        "A right answer scores by difficulty, speed and streak (right answers in a row; a missed or "
        "skipped question ends it). Hints come by themselves at 1/3 and 2/3 of the time or with /hint; "
        "every hint shown lowers the points by 3. Out of tries, the answer is shown at once.",
    )
    _add_play_options(play)

    build = sub.add_parser(
        "build",
        help="build the fact bank from a folder of race reports",
        description="Build the fact bank from race reports (.txt, .md, .html) and print a report.",
    )
    build.add_argument(
        "documents", nargs="?", type=Path, metavar="DOCUMENTS_DIR", help="default: DOCUMENTS_DIR"
    )
    build.add_argument("--out", type=Path, metavar="FILE.json", help="write the fact bank export here")

    sub.add_parser(
        "sync",
        help="register the slash commands globally with Discord",
        description="Register (sync) the slash commands globally. Run it after an upgrade that changes them.",
    )

    import_red = sub.add_parser(
        "import-red",
        help="add a Red-DiscordBot trivia list (YAML) as a topic",
        description="Add a Red-DiscordBot trivia list (question: [answers], optional AUTHOR, DESCRIPTION, "
        "CONFIG) to the bank as a topic players can pick. Importing the same topic again replaces it.",
    )
    import_red.add_argument("file", type=Path, metavar="FILE.yaml", help="the trivia list")
    import_red.add_argument("--topic", metavar="NAME", help="the topic's name (default: the file's name)")

    export_red = sub.add_parser(
        "export-red",
        help="write the bank as a Red-DiscordBot trivia list (YAML)",
        description="Write every question of the bank (the race reports' and the imported topics') as one "
        "Red-DiscordBot trivia list: each prompt with its accepted answers.",
    )
    export_red.add_argument("--out", type=Path, metavar="FILE.yaml", help="write here (default: stdout)")

    migrate_db = sub.add_parser(
        "migrate-db",
        help="copy the SQLite database into an empty PostgreSQL database",
        description="Copy every table of the SQLite database (answers, totals, games, settings, reports, "
        "the built bank and its cache, imported topics, the /ask index) into an empty PostgreSQL database, "
        "checking each table's row count. A target that already holds data is refused.",
    )
    migrate_db.add_argument("--to", required=True, metavar="URL", help="postgresql://user:password@host/db")
    migrate_db.add_argument(
        "--from", dest="source", type=Path, metavar="FILE", help="the SQLite file (default: DATABASE_PATH)"
    )
    return parser


def _add_play_options(parser: argparse.ArgumentParser, prefix: str = "") -> None:
    parser.add_argument(
        "--questions",
        type=int,
        default=None,
        metavar="N",
        help=f"{prefix}questions ({QUESTIONS_RANGE[0]}-{QUESTIONS_RANGE[1]})",
    )
    parser.add_argument(
        "--seconds",
        type=int,
        default=None,
        metavar="S",
        help=f"{prefix}seconds per question ({SECONDS_RANGE[0]}-{SECONDS_RANGE[1]})",
    )
    parser.add_argument(
        "--seed",
        type=int,
        default=None,
        metavar="N",
        help=f"{prefix}repeat a game: the same seed and bank give the same questions in the same order "
        "(questions asked before are not avoided, as they are without a seed)",
    )
    parser.add_argument("--player", default=None, metavar="NAME", help=f"{prefix}your name on the scoreboard")
    parser.add_argument(
        "--topic",
        default=None,
        metavar="NAME",
        help=f"{prefix}only questions about this race, report or imported topic "
        "(default: the race reports; imported topics only when named)",
    )
