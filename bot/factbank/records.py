"""Questions about the record a race's finish is measured against ("the record was set in 2003, when ...")."""

from __future__ import annotations

from bot.factbank.draft import Draft
from bot.factbank.merge import Fact


def record_drafts(R: str, by: dict[str, list[Fact]]) -> list[Draft]:
    out: list[Draft] = []
    keys = sorted(
        {f.subject for rel in ("record_margin", "record_winner", "record_pair") for f in by.get(rel, [])}
    )
    years = {k.partition("|")[0] for k in keys if k.partition("|")[0]}
    for key in keys:
        year, _, venue = key.partition("|")
        at = f" at {venue}" if venue else ""
        get = {
            rel: next((f for f in by.get(rel, []) if f.subject == key), None)
            for rel in ("record_margin", "record_winner", "record_runner_up", "record_pair")
        }
        m, w, r, pair = (
            get["record_margin"],
            get["record_winner"],
            get["record_runner_up"],
            get["record_pair"],
        )
        # the earliest year set the record; a later one with the same margin only equalled it
        verb = "equalled" if any(y < year for y in years) else "set"
        intro = f"Before {R}, the record was {verb} in {year}"
        if m and w and r:
            out.append(
                Draft(
                    "record_margin",
                    f"{intro}, when {w.value} beat {r.value} by what margin{at}?",
                    m.value,
                    "number",
                    m,
                    0.9,
                    3,
                )
            )
            out.append(
                Draft(
                    "record_winner",
                    f"{intro}{at}, when who beat {r.value} by {m.value}?",
                    w.value,
                    "person",
                    w,
                    0.85,
                    3,
                )
            )
            out.append(
                Draft(
                    "record_runner_up",
                    f"{intro}{at}, when {w.value} beat which driver by {m.value}?",
                    r.value,
                    "person",
                    r,
                    0.85,
                    3,
                )
            )
        elif m and pair:
            a, _, b = pair.value.partition(" and ")
            p = f"{intro}{at}, in a finish between {a} and {b}. What was the margin?"
            out.append(Draft("record_margin", p, m.value, "number", m, 0.75, 3))
            p = f"{intro}{at}, in a finish between {a} and which other driver?"
            out.append(Draft("record_pair", p, b, "person", pair, 0.65, 3))
            p = f"{intro}{at}, in a finish between which driver and {b}?"
            out.append(Draft("record_pair_first", p, a, "person", pair, 0.62, 3))
        if venue and (w or pair):
            if w and r:
                p = (
                    f"{intro}, when {w.value} beat {r.value}"
                    + (f" by {m.value}" if m else "")
                    + ". At which track?"
                )
            else:
                p = f"{intro}, in a finish between {pair.value if pair else ''}. At which track?"
            out.append(Draft("record_venue", p, venue, "place", w or pair, 0.7, 3))
    return out
