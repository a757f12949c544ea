"""A report's typos in names: a spelling one letter off the one used more often is that one."""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Callable

from bot.factbank.entities import SUFFIXES
from bot.factbank.ingest import IngestedDocument


def mend_typos(people: dict[str, str], seen: Counter[str], where: dict[str, set[int]]) -> None:
    """ "Cal Cruchlow" once beside "Cal Crutchlow" five times in one report: the same first name and a long
    surname one letter apart is a typo; the rarer spelling becomes the common one. Only within a report
    (`where`: the reports that write each name): "Marco Andretti" in one and "Mario Andretti" in another
    are two people."""
    by_first: dict[str, list[str]] = defaultdict(list)
    for key in people:
        first, _, rest = key.partition(" ")
        if len(rest) >= 6:
            by_first[first].append(key)
    by_rest: dict[str, list[str]] = defaultdict(list)  # "Tadayuka Okada" once beside "Tadayuki Okada"
    for key in people:
        first, _, rest = key.partition(" ")
        if len(first) >= 5 and len(rest) >= 4:
            by_rest[rest].append(key)
    for groups, part in ((by_first, 2), (by_rest, 0)):
        for keys in groups.values():
            for i, a in enumerate(keys):
                for b in keys[i + 1 :]:
                    if (
                        seen[a] != seen[b]
                        and where.get(a, set()) & where.get(b, set())
                        and _one_edit(a.partition(" ")[part], b.partition(" ")[part])
                    ):
                        rare, common = (a, b) if seen[a] < seen[b] else (b, a)
                        people[rare] = people[common]


def mend_surname_typos(people: dict[str, str], doc: IngestedDocument, key: Callable[[str], str]) -> None:
    """ "Ed Cartpenter" once in a report that then says "Carpenter" twice: the full name's long surname,
    never written alone, is one letter off the surname the report uses; the report's spelling wins."""
    bare: Counter[str] = Counter()
    written: dict[str, str] = {}
    fulls: set[str] = set()
    for sent in doc.sentences:
        for m in sent.mentions:
            if m.kind == "surname":
                bare[m.text.lower()] += 1
                written[m.text.lower()] = m.text
            elif m.kind == "person":
                fulls.add(key(m.text))
    surnames = {people[k].split()[-1].lower() for k in fulls if k in people}
    for key in fulls:
        parts = people.get(key, "").split()
        if len(parts) < 2 or parts[-1] in SUFFIXES or len(parts[-1]) < 6 or bare[parts[-1].lower()]:
            continue
        near = [
            b for b, n in bare.items() if n >= 2 and b not in surnames and _one_edit(b, parts[-1].lower())
        ]
        if len(near) == 1:
            people[key] = " ".join([*parts[:-1], written[near[0]]])


def _one_edit(a: str, b: str) -> bool:
    """One letter added, dropped or changed, or two letters next to each other swapped ("Keselowksi"),
    turns `a` into `b`."""
    if abs(len(a) - len(b)) > 1 or a == b:
        return False
    if len(a) == len(b):
        off = [k for k, (x, y) in enumerate(zip(a, b, strict=True)) if x != y]
        return len(off) == 1 or (
            len(off) == 2 and off[1] == off[0] + 1 and a[off[0]] == b[off[1]] and a[off[1]] == b[off[0]]
        )
    short, long = (a, b) if len(a) < len(b) else (b, a)
    i = next((k for k, (x, y) in enumerate(zip(short, long, strict=False)) if x != y), len(short))
    return short[i:] == long[i + 1 :]
