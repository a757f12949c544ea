"""A large upload is read in a worker process: the bot keeps answering while it reads (issue 15)."""

from __future__ import annotations

import hashlib
import time

import pytest

from bot.factbank import IngestedDocument, ingest_document
from devkit.fakediscord.interactions import FOLLOWUP
from tests.e2e.botkit import embed_text, running_bot
from tests.e2e.test_admin import admin
from tests.e2e.test_ask import ask


def season_report(size: int) -> bytes:
    """Many short race reports in one file: slow to read, nothing hostile about it."""
    parts: list[str] = []
    n = 0
    while sum(map(len, parts)) < size:
        n += 1
        parts.append(
            f"Dara Quillen won the Harbor {100 + n} at Millbrook Speedway on Sunday, beating Tomas Verrick "
            f"by 0.{n % 1000:03d} seconds after {n % 300 + 50} laps.\n\n"
            f"Verrick led {n % 90 + 1} laps in the No. {n % 99 + 1} Ford for Ostrand Racing.\n\n"
        )
    return "".join(parts).encode()


async def test_ask_is_answered_while_a_large_upload_is_read(fake_discord, tmp_path):
    data = season_report(250_000)
    start = time.process_time()
    assert isinstance(ingest_document("season.txt", data), IngestedDocument)
    one_read = time.process_time() - start  # the upload is read twice: checked, then rebuilt
    attachment = fake_discord.add_attachment("season.txt", data)
    async with running_bot(fake_discord, tmp_path) as run:
        before = time.process_time()
        upload = await admin(
            fake_discord, fake_discord.seed.moderator, "add", group="document", file=attachment
        )
        assert (await upload.response()).json["type"] == 5  # deferred at once
        answer = await ask(fake_discord, "Who won at Kansas?")  # served while the worker reads
        assert embed_text(answer)
        assert not [c for c in upload.calls if c.route == FOLLOWUP], "the upload was done before /ask"
        report = (await upload.followup(timeout=120)).json["content"]
        spent = time.process_time() - before
        assert report.startswith("season.txt added."), report
        assert any(d.get("id") == "season.txt" for d in run.bot.bank.export["documents"])
        assert hashlib.sha256(data).hexdigest() in await run.storage.document_cache()  # the worker's parse
        pool = run.bot.get_cog("AdminCog").rebuilder.pool
    with pytest.raises(RuntimeError):  # the bot shut its worker pool down when it closed
        pool.submit(int)
    # This process (event loop, storage thread and all) spent less than the two reads of the document
    # cost (the check and the rebuild): they ran in the worker. Reading here would cost at least that.
    # (CPU time of this process, not wall time; the margin absorbs loading the new bank on a busy machine.)
    assert spent < 2 * one_read, (spent, one_read)
