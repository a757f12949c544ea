"""Wrong answers for the multiple-choice buttons: the same race's entities of the answer's type first,
then the bank's, then values made near the answer ("fourth" for "fifth", 0.5 s for 0.4 s); never a
form of the answer, a piece of it, the same team under another name, nor a make from another series."""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterable

from bot.factbank.draft import ord_display
from bot.factbank.entities import ALL_MAKES, MAKES, TEAM_WORDS, VENUE_WORDS
from bot.factbank.entity_words import BIKE_MAKES
from bot.factbank.values import (
    margin_distractors,
    number_distractors,
    ordinal_word,
    parse_margin,
    parse_ordinal,
)

GENERIC_MAKES = ("Chevrolet", "Ford", "Toyota", "Honda", "Dodge")
_NASCAR_MAKES = ("Chevrolet", "Ford", "Toyota", "Dodge")
SERIES_MAKES = {
    **dict.fromkeys(
        ("Cup Series", "Xfinity Series", "Nationwide Series", "Busch Series", "Truck Series"), _NASCAR_MAKES
    ),
    "Supercars": ("Ford", "Holden", "Nissan", "Chevrolet", "Mercedes"),
}


def generated(answer: str, answer_type: str) -> list[str]:
    if answer_type == "number":
        if (m := parse_margin(answer)) is not None and "second" in answer:
            return margin_distractors(m)
        parts = answer.split()
        if parts and parts[0].isdigit():
            n, unit = int(parts[0]), " ".join(parts[1:])
            if 1900 < n < 2100:
                return [str(n - 1), str(n + 2), str(n - 3), str(n + 1)]
            if m := re.fullmatch(r"of (\d+)", unit):  # "80 of 112": fewer laps than the race had, never more
                total, step = int(m.group(1)), max(1, round(n * 0.2))
                near = [n - step, n + step, n - 2 * step, n + 2 * step, n - 3 * step, n + 3 * step]
                return [f"{d} {unit}" for d in near if 0 < d < total and d != n][:3]
            return [f"{d} {_counted(unit, d)}".strip() for d in number_distractors(n)]
    if answer_type == "ordinal":
        return [ord_display(ordinal_word(k)) for k in _ord_near(parse_ordinal(answer) or 0)]
    if answer_type == "car_number" and answer.isdigit():
        n = int(answer)
        low, top = (1, 99) if n <= 99 else (100, 999)  # never "No. 101" beside "No. 98": as many digits
        near = (n + 1, n + 3, n - 3, n + 7, n - 7, n + 11, n - 11, n + 13)
        return [str(k) for k in near if low <= k <= top and k != n][:4]
    if answer_type == "manufacturer":
        return list(GENERIC_MAKES)
    return []


def event_family(name: str) -> str:
    """What kind of event a name is: "numbered" (Coca-Cola 600), "grand prix", "horse" (Kentucky Derby), ""."""
    low = name.lower()
    if re.search(r"\b\d{2,4}$", low):
        return "numbered"
    if "grand prix" in low or "prix" in low:
        return "grand prix"
    if low.split()[-1:] and low.split()[-1] in {
        "derby",
        "stakes",
        "oaks",
        "guineas",
        "handicap",
        "chase",
        "hurdle",
    }:
        return "horse"
    return ""


def _counted(unit: str, n: int) -> str:
    """ "length" or "lengths" as `n` needs: "1 length", "2 lengths"."""
    base = unit.removesuffix("s")
    if base not in {"length", "lap", "mile", "second", "minute"}:
        return unit
    return base if n == 1 else base + "s"


def _ord_near(n: int) -> list[int]:
    return [k for k in (n - 1, n + 1, n + 2, n - 2, n + 3) if k >= 2 or (k >= 1 and n > 3)][:4]


def rank(qid: str, candidates: Iterable[str]) -> list[str]:
    """A stable, per-question shuffle of a (small) candidate list."""
    return sorted(set(candidates), key=lambda c: hashlib.sha256(f"{qid}|{c}".encode()).hexdigest())


def _around(qid: str, pool: list[str], limit: int) -> list[str]:
    """Up to ``limit`` entries of a sorted pool, starting at a per-question place: O(limit), not O(pool)."""
    if not pool:
        return []
    start = int(hashlib.sha256(qid.encode()).hexdigest()[:8], 16) % len(pool)
    return [pool[(start + i) % len(pool)] for i in range(min(limit, len(pool)))]


def pick_distractors(
    qid: str, answer_type: str, accepted: list[str], pool: list[str], answer: str, near: Iterable[str] = ()
) -> list[str]:
    """Three wrong answers of the answer's type: the same race's entities first (the plausible ones),
    then others of the bank, then generated values; never an accepted answer, never repeated."""
    bad = {a.lower() for a in accepted}
    ranked = rank(qid, (c for c in near if c.lower() not in bad)) + _around(qid, pool, 3 + len(bad) + 8)
    gen = [g for g in generated(answer, answer_type) if g.lower() not in bad]
    if answer_type in {"number", "ordinal"}:
        ranked = gen  # nearby values read better than other facts' numbers
    elif answer_type == "car_number":
        ranked = ranked + gen
    elif answer_type == "manufacturer":
        ranked = ranked + [g for g in gen if g not in ranked]
    out: list[str] = []
    for c in ranked:
        if c.lower() in {o.lower() for o in out} or c.lower() in bad or _part_of(c, answer) or _generic(c):
            continue
        if answer_type not in {"number", "ordinal", "car_number"} and _near_spelling(c, answer):
            continue  # "Toro Ross", the report's typo, beside "Toro Rosso": both would read as right
        if answer_type == "team" and same_team(c, out):
            continue  # "Williams" beside "Williams Renault": one team offered twice
        out.append(c)
        if len(out) == 3:
            break
    return out


def _near_spelling(a: str, b: str) -> bool:
    """Two names one or two letters apart (a typo of one another), when long enough to tell."""
    a, b = a.lower(), b.lower()
    if a == b or min(len(a), len(b)) < 6 or abs(len(a) - len(b)) > 2:
        return False
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1] <= 2


def _part_of(candidate: str, answer: str) -> bool:
    """ "Kragen 350" of "Save Mart/Kragen 350": a piece of the answer would be right too."""
    words = set(re.findall(r"\w+", answer.lower()))
    mine = set(re.findall(r"\w+", candidate.lower()))
    return len(mine) > 1 and mine < words


def _generic(candidate: str) -> bool:
    """ "Motor Speedway": words every track has, no name; "Racing": a word every team name has."""
    words = candidate.lower().split()
    if words and all(w in TEAM_WORDS for w in words):
        return True  # "Racing": a word of team names, no team
    return len(words) > 1 and all(w in VENUE_WORDS or w in {"motor", "international"} for w in words)


def same_team(candidate: str, accepted: list[str]) -> bool:
    """Could ``candidate`` be the answer's team under another name: a word in common ("Red Bull" and "Red
    Bull Racing"), or its initials ("JGR" for Joe Gibbs Racing)?"""
    words = {w.lower() for w in re.findall(r"[\w']+", candidate)} - TEAM_WORDS
    for a in accepted:
        theirs = {w.lower() for w in re.findall(r"[\w']+", a)}
        initials = "".join(w[0] for w in a.split() if w[:1].isalpha()).lower()
        if words & (theirs - TEAM_WORDS) or candidate.lower().replace(".", "") in {initials, initials[:-1]}:
            return True
    return False


def team_core(team: str) -> str:
    """ "Hitachi Team Penske" -> "Team Penske": an entry's sponsor words before "Team <name>"."""
    parts = team.split()
    if "Team" in parts[1:-1]:
        return " ".join(parts[parts.index("Team") :])
    return team


def team_variants(answer: str) -> list[str]:
    """The other names a team goes by ("Penske Racing" -> "Penske", "Hitachi Team Penske" -> "Team Penske")."""
    out: list[str] = []
    words = [w for w in answer.split() if w.lower() not in TEAM_WORDS]
    if words and len(" ".join(words)) >= 3 and answer.split()[0].lower() not in TEAM_WORDS:
        # "Penske Racing" goes by "Penske"; "Racing Point" never by "Point"
        out.append(" ".join(words))
    parts = answer.split()
    if len(parts) > 1 and parts[-1].lower() in MAKES and len(" ".join(parts[:-1])) >= 3:
        out.append(" ".join(parts[:-1]))  # "Williams Renault": the team, then its engine's maker
    if len(parts) == 2 and parts[-1].lower() in BIKE_MAKES and parts[0].lower() not in ALL_MAKES:
        out.append(parts[-1])  # "Marlboro Ducati", "Fiat Yamaha": a sponsor's name for the factory's team
    if len(parts) > 2 and parts[0].lower() in ALL_MAKES and parts[1].lower() in {"sport", "racing"}:
        out.append(parts[0])  # "Audi Sport ABT" goes by "Audi"
    chassis, _, engine = parts[-1].rpartition("-")
    if engine.lower() in MAKES and len(chassis) >= 3 and (len(parts) == 1 or chassis.lower() in ALL_MAKES):
        out += [chassis, parts[-1]]  # "Williams-Renault" goes by "Williams"; "West McLaren-Mercedes" by
        # "McLaren" (a maker's name; not "Bull" of "Red Bull-Honda")
    if "Team" in parts[:-1]:  # "Hitachi Team Penske": a sponsor, then the team ("Team Penske", "Penske")
        after = parts[parts.index("Team") :]
        out += [" ".join(after), " ".join(after[1:])]
    return out
