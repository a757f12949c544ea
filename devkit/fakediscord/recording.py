"""Every REST call the bot makes, recorded, with a way to wait for one."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any


@dataclass
class Call:
    """One REST request to the fake and the answer it got (`index`: its place in the log of answers;
    `time`: when it arrived, in event-loop time).

    `route` is the method and the route template under /api/v10, e.g.
    ``"POST /channels/{channel_id}/messages"``; `params` holds the template's values; `json` is the parsed
    JSON body or a multipart request's `payload_json`; `files` the uploaded (field, filename, bytes)."""

    index: int
    method: str
    path: str
    route: str
    params: dict[str, str]
    query: dict[str, str]
    json: Any
    files: list[tuple[str, str, bytes]]
    time: float
    status: int = 0
    response: Any = None

    def __repr__(self) -> str:
        return f"<Call #{self.index} {self.method} {self.path} -> {self.status}>"


CallMatch = Callable[[Call], bool] | str


def matcher(match: CallMatch) -> Callable[[Call], bool]:
    """A predicate from a predicate or a route string (``"POST /channels/{channel_id}/messages"``)."""
    if isinstance(match, str):
        return lambda call: call.route == match
    return match


@dataclass
class _Waiter:
    pred: Callable[[Call], bool]
    since: int
    future: asyncio.Future[Call]


@dataclass
class CallLog:
    calls: list[Call] = field(default_factory=list)
    _waiters: list[_Waiter] = field(default_factory=list)

    def __len__(self) -> int:
        return len(self.calls)

    def add(self, call: Call) -> None:
        call.index = len(self.calls)
        self.calls.append(call)
        for waiter in list(self._waiters):
            if waiter.future.done():
                self._waiters.remove(waiter)
            elif call.index >= waiter.since and waiter.pred(call):
                waiter.future.set_result(call)
                self._waiters.remove(waiter)

    def find(self, match: CallMatch, *, since: int = 0) -> list[Call]:
        pred = matcher(match)
        return [c for c in self.calls[since:] if pred(c)]

    async def wait_for(self, match: CallMatch, *, timeout: float = 5.0, since: int = 0) -> Call:
        """The first answered call at index >= `since` matching `match`, waiting up to `timeout` s."""
        pred = matcher(match)
        for call in self.calls[since:]:
            if pred(call):
                return call
        future: asyncio.Future[Call] = asyncio.get_running_loop().create_future()
        self._waiters.append(_Waiter(pred, since, future))
        try:
            return await asyncio.wait_for(future, timeout)
        except TimeoutError:
            recent = "\n  ".join(repr(c) for c in self.calls[max(since, len(self.calls) - 15) :])
            raise TimeoutError(
                f"no matching REST call within {timeout}s; recent calls:\n  {recent}"
            ) from None
