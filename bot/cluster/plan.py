"""Which shards this process owns: SHARD_COUNT and SHARD_IDS (``0-3``, ``0,2,5``, ``0-3,6``)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from bot.errors import ConfigError

MAX_SHARDS = 65_536  # far beyond any bot; a typo like 80000 is caught
_PART = re.compile(r"(\d+)(?:-(\d+))?")


@dataclass(frozen=True, slots=True)
class ShardPlan:
    """``count`` shards in all, of which this process runs ``ids`` (ascending, none twice)."""

    count: int
    ids: tuple[int, ...]

    @property
    def all(self) -> bool:
        return len(self.ids) == self.count

    def owns(self, guild_id: int) -> bool:
        """True when this process receives the server's events (Discord's rule for which shard)."""
        return shard_of(guild_id, self.count) in self.ids

    def describe(self) -> str:
        return f"shards {format_ids(self.ids)} of {self.count}"


def shard_of(guild_id: int, count: int) -> int:
    """The shard that receives a server's events: ``(guild_id >> 22) % count``."""
    return (guild_id >> 22) % count


def shard_plan(
    count: str, ids: str, *, count_name: str = "SHARD_COUNT", ids_name: str = "SHARD_IDS"
) -> ShardPlan | None:
    """The plan from the two raw values (blank: not given), or None when neither is; ConfigError, one
    sentence naming the setting (or option), for anything else."""
    count, ids = count.strip(), ids.strip()
    if not count and not ids:
        return None
    if not count:
        raise ConfigError(
            f"{ids_name} needs {count_name}: say how many shards there are in all (e.g. {count_name}=8 "
            f"with {ids_name}=0-3)."
        )
    if not count.isdigit() or not 1 <= int(count) <= MAX_SHARDS:
        raise ConfigError(f"{count_name} must be a whole number from 1 to {MAX_SHARDS}, not {count[:20]!r}.")
    total = int(count)
    if not ids:
        return ShardPlan(total, tuple(range(total)))
    return ShardPlan(total, _parse_ids(ids, total, ids_name, count_name))


def _parse_ids(raw: str, total: int, name: str, count_name: str) -> tuple[int, ...]:
    found: set[int] = set()
    for part in raw.split(","):
        match = _PART.fullmatch(part.strip())
        if match is None:
            raise ConfigError(
                f"{name} must list shard ids and ranges like 0-3 or 0,2,5, not {raw[:40]!r} "
                f"({part.strip()[:20]!r} is neither)."
            )
        low = int(match.group(1))
        high = int(match.group(2)) if match.group(2) is not None else low
        if high < low:
            raise ConfigError(f"{name}: the range {part.strip()!r} runs backwards; write {high}-{low}.")
        if high >= total:
            raise ConfigError(
                f"{name}: shard {high} does not exist with {count_name}={total}; "
                f"shard ids run from 0 to {total - 1}."
            )
        overlap = found.intersection(range(low, high + 1))
        if overlap:
            raise ConfigError(f"{name} names shard {min(overlap)} twice.")
        found.update(range(low, high + 1))
    return tuple(sorted(found))


def format_ids(ids: tuple[int, ...]) -> str:
    """``(0, 1, 2, 3, 6)`` as ``0-3,6``."""
    parts: list[str] = []
    start = prev = None
    for shard in (*ids, None):
        if shard is not None and prev is not None and shard == prev + 1:
            prev = shard
            continue
        if start is not None:
            parts.append(str(start) if start == prev else f"{start}-{prev}")
        start = prev = shard
    return ",".join(parts)
