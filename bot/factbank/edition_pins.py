"""Details beyond who was placed that name one edition of a race held every year: the laps its winner led, a
gap timed to tenths, the winner's time, the winner's jockey (see `editions`)."""

from __future__ import annotations

import re
from dataclasses import replace

from bot.factbank.draft import Draft
from bot.factbank.merge import Fact


def winner_led(d: Draft, R: str, by: dict[str, list[Fact]]) -> Draft | None:
    """The winner's question of a race named by how many laps its winner led, which one edition holds
    ("Who won the Cup Series race at Pocono Raceway after leading 31 laps?"), or None."""
    led = {f.value for f in by.get("laps_led", []) if f.subject == d.answer and f.value.isdigit()}
    if d.kind != "winner" or len(led) != 1 or not d.prompt.startswith(f"Who won {R}"):
        return None
    n = led.pop()
    return replace(d, prompt=d.prompt.replace(R, f"{R} after leading {n} lap{'s' * (n != '1')}", 1))


def precise_margin(by: dict[str, list[Fact]]) -> str:
    """The winning margin when it is timed to tenths or finer ("3.318 seconds", "1.2 seconds", "1:02.45"), which no other year's
    race will have had with the same winner; else ""."""
    margins = {f.value for f in by.get("margin", [])}
    return margins.pop() if len(margins) == 1 and _TIMED.search(next(iter(margins))) else ""


_TIMED = re.compile(r"\d\.\d|\d:\d\d")


def winning_time(by: dict[str, list[Fact]]) -> str:
    """The race's one winning time ("2:24:27"), or "" when the reports give none or two."""
    times = {f.value for f in by.get("winning_time", [])}
    return times.pop() if len(times) == 1 else ""


def otherwise_pinned(d: Draft, R: str, by: dict[str, list[Fact]], winner: str, placed: str) -> Draft | None:
    """The draft with its race named by a detail beyond who was placed, when the places alone name no edition;
    `placed` is the race named by one place ("the X in which Y finished third"), or "". None when none fits."""
    time = winning_time(by)
    if d.kind == "winner" and d.prompt.startswith("Wh") and R in d.prompt:
        if time:  # "... won the Boston Marathon women's race in 2:24:27?": no other year's winner ran that
            return replace(d, prompt=d.prompt.replace(R, f"{R} in {time}", 1))
        jockeys = {f.value for f in by.get("jockey", []) if f.subject == d.answer}
        if len(jockeys) == 1 and placed and d.prompt == f"Which horse won {R}?":
            # "Which horse, ridden by X, won the Gold Cup in which Y finished third?": a jockey may win a classic
            # twice, but not with the same horse behind
            return replace(d, prompt=f"Which horse, ridden by {jockeys.pop()}, won {placed}?")
    margin = precise_margin(by)
    if winner and margin and d.kind != "margin" and f"behind {winner} in {R}" in d.prompt:
        # "Who finished second 1.2 seconds behind Dillon in the Truck Series race at Eldora?": the winner of a race
        # named by its track, and a timed gap, name one edition
        return replace(d, prompt=d.prompt.replace(f"behind {winner}", f"{margin} behind {winner}", 1))
    return None
