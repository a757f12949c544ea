"""What the tests and the benchmarks share, so that neither imports the other: the fake Discord
(`devkit.fakediscord`), the load driver, the labelled matching table, the gold-set scoring and the
settings a bot runs with against the fake Discord. Not installed with the bot; never imported by it.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

CORPUS = Path(__file__).resolve().parents[1] / "data" / "documents"
TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4.GaBcDe.abcdefghijklmnopqrstuvwxyz0123456789AB"  # the shape of one, no more


def scaled_clock(scale: float) -> Callable[[], float]:
    """A monotonic clock running ``scale`` times faster than real time (games in tests and benches)."""
    start = time.monotonic()
    return lambda: (time.monotonic() - start) * scale
