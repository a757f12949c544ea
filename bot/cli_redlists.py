"""``python -m bot import-red FILE.yaml`` and ``python -m bot export-red``: Red-DiscordBot trivia lists into
the bank as a topic, and the bank out as one list. The front for ``bot.redlists``, which parses and writes
the lists."""

from __future__ import annotations

import asyncio
import sys
import time
from pathlib import Path

from bot.cli_build import progress_on_stderr
from bot.config import Settings, writable_file
from bot.errors import ConfigError
from bot.wording import count

TOPIC_NAME_MAX = 100  # what Discord's topic option (and its autocomplete choices) can hold


def run_import_red(settings: Settings, path: Path, topic: str | None) -> int:
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


def run_export_red(settings: Settings, out: Path | None) -> int:
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
        return await load_bank(
            storage, settings.documents_dir, now=time.time(), progress=progress_on_stderr()
        )
