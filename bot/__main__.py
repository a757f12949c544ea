"""Command line: ``python -m bot [run|play|build|sync|import-red|export-red|migrate-db]`` (``run`` by
default).

This is the only module that reads the process environment; it builds Settings and passes them on.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import signal
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from bot.cluster.plan import shard_plan
from bot.config import Settings, configure_logging, load_settings, writable_file
from bot.errors import ConfigError, PhotoFinishError
from bot.quiz.settings import QUESTIONS_RANGE, SECONDS_RANGE
from bot.wording import count

log = logging.getLogger("bot")

TOPIC_NAME_MAX = 100  # what Discord's topic option (and its autocomplete choices) can hold
NO_TOKEN = (
    "No Discord token: put DISCORD_TOKEN=<your bot token> in the .env file in this folder "
    "(see .env.example) or in the environment; to play without Discord, run: python -m bot play"
)


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
                return _play(settings, args, env)  # no token: the offline quiz is the main job
            return _run(settings)
        if command == "play":
            return _play(settings, args, env)
        if command == "build":
            return _build(settings, args.out)
        if command == "import-red":
            return _import_red(settings, args.file, args.topic)
        if command == "export-red":
            return _export_red(settings, args.out)
        if command == "migrate-db":
            from bot.cli_migrate import run_migrate_db

            return run_migrate_db(settings, args.to, args.source)
        if command == "sync":
            if settings.token is None:
                print(NO_TOKEN, file=sys.stderr)
                return 2
            return _sync(settings)
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


def _run(settings: Settings) -> int:
    return asyncio.run(run_bot(settings))


async def run_bot(settings: Settings) -> int:
    """Open storage, load (or build) the bank, run the Discord bot until SIGINT/SIGTERM; exit 0."""
    import aiohttp
    import discord

    from bot.client import TriviaBot
    from bot.cluster.bank_sync import BankSync
    from bot.cluster.identify import identify_gate
    from bot.documents import load_bank
    from bot.storage import Storage

    assert settings.token is not None
    loop = asyncio.get_running_loop()
    signals = (signal.SIGINT, signal.SIGTERM)
    async with Storage.open(settings.database) as storage:
        try:
            closed = await close_interrupted_games(storage, settings)
            if closed:
                log.warning("closed %d games interrupted by the last stop; their points are kept", closed)
            sync = BankSync(storage)
            async with sync.rebuild_claim():  # processes starting together build a changed bank once
                bank = await load_bank(
                    storage, settings.documents_dir, now=time.time(), progress=_progress_bar()
                )
                await sync.adopt(bank)
            log.info("fact bank ready: %d questions", len(bank.questions))
            gate = None if settings.shards is None else identify_gate(storage)
            bot = TriviaBot(settings=settings, storage=storage, bank=bank, identify_gate=gate, bank_sync=sync)
            for sig in signals:
                loop.add_signal_handler(sig, lambda: asyncio.ensure_future(bot.shutdown()))
            try:
                async with bot:
                    await bot.start(settings.token.reveal())
            except discord.LoginFailure:
                raise ConfigError(
                    "Discord refused DISCORD_TOKEN. Reset the token in the Developer Portal (Bot tab) and put the "
                    "new one in .env."
                ) from None
            except discord.PrivilegedIntentsRequired:
                raise ConfigError(
                    "Discord refused the Message Content intent: enable it in the Developer Portal (Bot tab, "
                    "Privileged Gateway Intents), then start again."
                ) from None
            except (aiohttp.ClientConnectionError, TimeoutError, discord.GatewayNotFound) as exc:
                raise ConfigError(cannot_reach(exc)) from None
        finally:
            for sig in signals:
                loop.remove_signal_handler(sig)
    log.info("stopped cleanly")
    return 0


async def close_interrupted_games(storage, settings: Settings) -> int:
    """End the games a crash or a kill left open (reason "interrupted"): with SHARD_IDS, only those of
    the servers this process owns, since other processes run theirs."""
    plan = settings.shards
    if plan is None or plan.all:
        return await storage.close_interrupted_games(now=time.time())
    games = [g for g in await storage.open_games() if plan.owns(g.guild_id)]
    for game in games:
        await storage.end_game(game.id, "interrupted", now=time.time())
    return len(games)


def _sync(settings: Settings) -> int:
    return asyncio.run(sync_commands(settings))


def cannot_reach(exc: BaseException) -> str:
    """One sentence for a network failure on the way to Discord (no DNS, no route, refused, timeout)."""
    detail = " ".join(str(getattr(exc, "os_error", None) or exc).split())[:120]
    why = f" ({detail})" if detail else ""
    return (
        f"Cannot reach Discord{why}. Check this machine's network connection (and any proxy or "
        "firewall), then start again."
    )


async def sync_commands(settings: Settings) -> int:
    """Register the slash commands globally (the only global sync there is)."""
    import dataclasses

    import aiohttp

    from bot.bank import FactBank
    from bot.client import TriviaBot
    from bot.storage import Storage

    assert settings.token is not None
    async with Storage.open(settings.database) as storage:
        bot = TriviaBot(
            settings=dataclasses.replace(settings, dev_guild_id=None),
            storage=storage,
            bank=FactBank(export={}, fingerprint=""),
        )
        try:
            async with bot:
                await bot.login(settings.token.reveal())  # runs setup_hook: the cogs and their commands
                synced = await bot.tree.sync()
        except aiohttp.ClientConnectionError as exc:
            raise ConfigError(cannot_reach(exc)) from None
    print(f"Synced {len(synced)} slash commands globally: {', '.join(sorted(c.name for c in synced))}.")
    print("Discord may take a while to show them in every server.")
    return 0


def _play(settings: Settings, args: argparse.Namespace, env: dict[str, str]) -> int:
    from bot.quiz import GameSettings, SettingsError

    try:
        game_settings = GameSettings(  # 0 is refused like -1: only a missing option takes the default
            questions=settings.defaults.questions if args.questions is None else args.questions,
            seconds=settings.defaults.seconds if args.seconds is None else args.seconds,
            mode="typed",
            pause=1,
            topic=args.topic,
        )
    except SettingsError as exc:
        raise ConfigError(f"--{exc}.") from None
    player = (args.player or env.get("USER") or "player").strip()[:32] or "player"
    return asyncio.run(_play_async(settings, game_settings, player, args.seed))


async def _play_async(settings: Settings, game_settings, player: str, seed: int | None) -> int:
    from bot.documents import load_bank
    from bot.quiz import matches_topic
    from bot.storage import Storage
    from bot.terminal import play

    async with Storage.open(settings.database) as storage:
        bank = await load_bank(storage, settings.documents_dir, now=time.time(), progress=_progress_bar())
        if bank.rebuilt:
            print(f"Fact bank built: {count(len(bank.questions), 'question')}.", file=sys.stderr)
        if game_settings.topic and not any(matches_topic(q, game_settings.topic) for q in bank.questions):
            topics = ", ".join(repr(t) for t in bank.topics()[:8]) or "none yet"
            raise ConfigError(f"There is no topic {game_settings.topic!r}. Topics: {topics}.")
        return await play(storage, bank, game_settings, player=player, seed=seed)


def _progress_bar():
    """Progress on stderr while documents are read, shown only when there are more than a few."""
    from bot.cli_build import progress_bar

    bar = progress_bar(sys.stderr)

    def show(done: int, total: int, name: str) -> None:
        if total > 5:
            bar(done, total, name)

    return show


def _build(settings: Settings, out: Path | None) -> int:
    from bot.cli_build import run_build
    from bot.factbank.build import list_documents

    folder = settings.documents_dir
    if out is not None:
        writable_file(out, "--out")
    found = len(list_documents(folder))
    if not found:
        raise ConfigError(
            f"There are no race reports in {str(folder)!r}: put .txt, .md or .html files there."
        )
    try:
        status = run_build(folder, out)
    except OSError as exc:
        raise ConfigError(f"Cannot write {str(out)!r}: {exc.strerror or exc}.") from None
    if status != 0:
        print(
            f"error: none of the {count(found, 'document')} in {str(folder)!r} could be read as a race report "
            "(the reasons are listed above).",
            file=sys.stderr,
        )
    return status


def _import_red(settings: Settings, path: Path, topic: str | None) -> int:
    from bot.redlists import MAX_LIST_BYTES, RedListError, parse_red_list, to_questions, too_big, topic_key
    from bot.storage.imports import ImportedTopic

    try:
        size = path.stat().st_size
        if size > MAX_LIST_BYTES:  # refused before a byte is read
            raise RedListError(too_big(path.name, size))
        text = path.read_bytes().decode("utf-8-sig")
    except OSError as exc:
        raise RedListError(f"Cannot read {str(path)!r}: {exc.strerror or exc}.") from None
    except UnicodeDecodeError:
        raise RedListError(f"{path.name} is not UTF-8 text; save the trivia list as UTF-8.") from None
    red_list = parse_red_list(text, source=path.name)
    topic = " ".join((topic if topic is not None else path.stem).split())
    if len(topic) > TOPIC_NAME_MAX:  # refused, not shortened: a cut name could clash with another topic
        raise RedListError(
            f"The topic name is {len(topic)} characters; players pick topics in Discord, which shows at "
            f"most {TOPIC_NAME_MAX}. Name it with --topic NAME (up to {TOPIC_NAME_MAX} characters)."
        )
    questions = to_questions(red_list, topic)  # checks the topic before anything is stored
    for warning in red_list.warnings:
        print(f"warning: {warning}", file=sys.stderr)
    record = ImportedTopic(
        topic_key(topic), topic, red_list.source, red_list.author, red_list.description, red_list.config
    )
    replaced = asyncio.run(_save_imported(settings, record, questions))
    author = f" by {red_list.author}" if red_list.author else " (no AUTHOR given)"
    buttons = sum(1 for q in questions if q.choices)
    print(
        f"Imported topic {topic!r}: {count(len(questions), 'question')}{author}, from {path.name}"
        f"{' (replacing the earlier import of this topic)' if replaced else ''}."
    )
    which = "it" if len(questions) == 1 else "them"
    print(
        f"{buttons} of {which} can be asked with buttons. Play it with: /trivia start topic:{topic} "
        f"(or python -m bot play --topic {topic!r}); games without a topic ask the race reports only."
    )
    return 0


async def _save_imported(settings: Settings, record, questions) -> bool:
    from bot.cluster.bank_sync import announce
    from bot.storage import Storage

    async with Storage.open(settings.database) as storage:
        replaced = await storage.save_imported_list(record, questions, now=time.time())
        version = await storage.bump_bank_version(now=time.time())  # running bots load it within seconds
        await announce(storage, version)
        return replaced


def _export_red(settings: Settings, out: Path | None) -> int:
    from bot.quiz.draw import is_imported
    from bot.redlists import describe, export_red, parse_red_list

    if out is not None:
        writable_file(out, "--out")
    bank = asyncio.run(_load_bank(settings))
    # "Race trivia" only when every topic is a race of the reports; an imported topic may be anything.
    races = {q.race for q in bank.questions if not is_imported(q)}
    mixed = any(is_imported(q) and q.race not in races for q in bank.questions)
    head = "Trivia from Photo Finish" if mixed else "Race trivia from Photo Finish"
    text = export_red(bank.questions, description=describe({q.race for q in bank.questions}, head=head))
    if out is None:
        sys.stdout.write(text)
        return 0
    try:
        out.write_text(text, encoding="utf-8")
    except OSError as exc:
        raise ConfigError(f"Cannot write {str(out)!r}: {exc.strerror or exc}.") from None
    written = parse_red_list(text, source=out.name).questions  # also proves the file reads back
    topics = len({q.race for q in bank.questions})
    print(
        f"Exported {count(len(written), 'question')} ({count(topics, 'topic')}) to {out} as a Red trivia list."
    )
    return 0


async def _load_bank(settings: Settings):
    from bot.documents import load_bank
    from bot.storage import Storage

    async with Storage.open(settings.database) as storage:
        return await load_bank(storage, settings.documents_dir, now=time.time(), progress=_progress_bar())


if __name__ == "__main__":
    sys.exit(main())
