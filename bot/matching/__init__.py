"""Is this typed answer right?

The public entry point is :func:`check`; the quiz engine compiles each question once with
:func:`compile_answer` and calls :meth:`CompiledAnswer.judge` on every chat message, which also tells a
list of several candidates (``Verdict.LIST``) from a wrong answer. ``check`` keeps the last compiled
answers in a small LRU cache, so calling it per message costs what ``judge`` costs.

Rules, all generic (no name of any corpus appears here). Precision first: a wrong answer accepted is
worse than a right one refused.

* Text is compared after :func:`normalize`: case, accents, punctuation, smart quotes, possessives,
  hyphens, ``&``/``and`` and spacing do not matter.
* The type of an answer comes from the accepted strings. One that *is* a number ("0.001 seconds",
  "fourth", "No. 5", "twice", "57 races", "a record eighth crown", "more than 300,000") is compared by
  value (see ``bot.numbers``), never by spelling: a unit given must agree, a unit left out is fine, a
  label ("Turn 3" vs "lap 3"), a bound ("over" vs "under") or a rank ("top 5" vs "fifth") given must
  agree too. A date is compared by day, month and year, however written.
* A name matches by its full form, its surname alone when no other entity shares that surname, its
  initials ("HMS") when no other entity has the same; a first name alone never does. A first name,
  initial or "Jr."/"Sr." written with the surname must agree with the answer's (short forms such as
  Chris/Christopher agree; "Kurt Busch" is not Kyle Busch). A son's full name needs its "Jr.":
  "Dale Earnhardt" is his father ("Earnhardt" and "Dale Jr." are fine). Typos are allowed by length (none up to
  4 letters, one up to 8, two beyond), and the closest entity among ``accepted`` and ``others`` must be
  the accepted one.
* An answer naming several things ("Jeff Gordon and Mark Martin", "from intermediates to softs") needs
  all of them, in order when the answer has one; part of it is wrong.
* The answer may sit inside a sentence; a message naming two or more distinct candidates is a list; a
  candidate right after a negation ("not larson") is not given.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Sequence

from bot.matching import _compile
from bot.matching._compile import compile_answer
from bot.matching._compiled import MAX_CHARS, MAX_WORDS, CompiledAnswer, Verdict
from bot.matching._text import normalize

__all__ = [
    "MAX_CHARS",
    "MAX_WORDS",
    "CompiledAnswer",
    "Verdict",
    "cached",
    "check",
    "clear_caches",
    "compile_answer",
    "compiled",
    "normalize",
]

CACHE_SIZE = 256  # compiled answers kept for check(): a few questions per running game
_cache: OrderedDict[tuple[tuple[str, ...], tuple[str, ...]], CompiledAnswer] = OrderedDict()


def compiled(accepted: Sequence[str], others: Sequence[str] = ()) -> CompiledAnswer:
    """:func:`compile_answer`, kept in a least-recently-used cache keyed on both lists."""
    key = (tuple(accepted), tuple(others))
    hit = _cache.get(key)
    if hit is not None:
        _cache.move_to_end(key)
        return hit
    answer = _cache[key] = compile_answer(*key)
    if len(_cache) > CACHE_SIZE:
        _cache.popitem(last=False)
    return answer


def cached() -> int:
    """How many compiled answers check() keeps now (at most CACHE_SIZE)."""
    return len(_cache)


def clear_caches() -> None:
    """Forget every compiled answer and every string read (for benchmarks of a cold start)."""
    _cache.clear()
    _compile.clear_caches()


def check(guess: str, accepted: Sequence[str], *, others: Sequence[str] = ()) -> bool:
    """True when `guess` gives the answer `accepted` describes (a list of candidates never does).

    `others` are the other entities of the same kind (other drivers, ...); they make a shared surname
    or a near miss of someone else wrong.

    >>> check("it was Larson!", ["Kyle Larson"], others=["Chris Buescher"])
    True
    >>> check("busch", ["Kyle Busch"], others=["Kurt Busch"])
    False
    >>> check("Kyle Bush", ["Kyle Busch"], others=["Kurt Busch"])
    True
    >>> check("Kurt Busch", ["Kyle Busch"])
    False
    >>> check("one thousandth of a second", ["0.001 seconds"])
    True
    >>> check("0.01", ["0.001 seconds"])
    False
    >>> check("P4", ["fourth"])
    True
    >>> check("larson or buescher", ["Kyle Larson"], others=["Chris Buescher"])
    False
    >>> check("not larson", ["Kyle Larson"])
    False
    """
    return compiled(accepted, others).judge(guess) is Verdict.CORRECT
