"""The Storage class: every SQL statement of the bot, on SQLite (a file) or PostgreSQL (a server).

It is assembled from one mixin per subject (games, scores, guilds, fact bank) over StorageBase, which
owns the engine. Open with ``await Storage.open(path_or_url)``; close with ``await storage.close()``.
``record_answer`` batches the answers that arrive together into one transaction (group commit) and
returns only once its answer is committed.
"""

from __future__ import annotations

from bot.storage.built_bank import BankMixin
from bot.storage.cluster import ClusterMixin
from bot.storage.games import GamesMixin
from bot.storage.guilds import GuildsMixin
from bot.storage.imports import ImportsMixin
from bot.storage.scores import ScoresMixin, period_key
from bot.storage.search import SearchMixin


class Storage(GamesMixin, ScoresMixin, GuildsMixin, BankMixin, SearchMixin, ImportsMixin, ClusterMixin):
    """All of the bot's SQL, behind typed async methods that return dataclasses."""


__all__ = ["Storage", "period_key"]
