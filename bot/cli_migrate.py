"""``python -m bot migrate-db --to postgresql://...``: copy the SQLite database into PostgreSQL."""

from __future__ import annotations

import asyncio
from pathlib import Path

from bot.config import Settings
from bot.errors import ConfigError
from bot.storage.base import is_database_url
from bot.storage.postgres import describe
from bot.wording import count


def run_migrate_db(settings: Settings, target: str, source: Path | None) -> int:
    from bot.storage.transfer import copy_to_postgres

    source = settings.database_path if source is None else source
    if not is_database_url(target):
        raise ConfigError(
            "--to must be a PostgreSQL URL such as postgresql://user:password@host:5432/photo_finish."
        )
    if not source.is_file():
        raise ConfigError(
            f"There is no SQLite database at {str(source)!r} to copy (DATABASE_PATH, or --from FILE)."
        )
    copied = asyncio.run(copy_to_postgres(source, target))
    width = max(len(c.table) for c in copied)
    for c in copied:
        print(f"  {c.table:<{width}}  {c.rows:>9}")
    total = sum(c.rows for c in copied)
    print(
        f"Copied {count(total, 'row')} in {count(len(copied), 'table')} from {source} to {describe(target)}; "
        "every table's row count matches."
    )
    print("To use it, set DATABASE_URL to that URL (in .env or the environment) and start the bot.")
    return 0
