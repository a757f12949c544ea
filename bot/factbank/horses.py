"""Horse racing: which people of a report ride or train the runners. A horse race is won by a horse;
its jockey and trainer are asked about as such, never as the winner when the horse is known."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from typing import TypeVar

from bot.factbank.entities import surname_of
from bot.factbank.ingest import IngestedDocument
from bot.factbank.tagged import Found, Tagged, compile_rule

S = TypeVar("S")  # a fact's source


def role_near(text: str, name: str) -> str:
    """ "jockey" or "trainer" when `text` gives `name` (a full name or a surname) that role, else ""."""
    who = re.escape(name)
    rider = (
        rf"\b(?i:jockey),? {who}\b|\bridden by {who}\b|\bunder (?!trainer\b)(?:[a-z]+ ){{0,2}}(?:jockey )?{who}\b|\b{who}[-–]ridden\b|\b{who},? (?:who |was |is )?(?:rode|aboard|in the saddle)\b|"
        rf"\b{who},? (?:(?:became|is|was) )?(?:the |a )?(?:(?!under\b|with\b)[\w\-.]+ ){{0,4}}jockey\b|"  # "the first
        # U. S. jockey" (not "Green Moon prevails under new jockey": the horse)
        rf"\b{who}(?:['’]s|,? (?:[a-z]+ ){{1,2}}(?:his|her)) mount\b|"  # "Dettori settled his mount"
        rf"\bmount of {who}\b"  # "the winning mount of Seamie Heffernan"
    )
    # "Whittingham has won more major races than any other trainer"; "Having become the first female
    # rider to be top jockey at Cheltenham, Blackmore ...": a role the sentence gives its subject
    said = (
        rf"\b{who}\b[^.;A-Z]{{0,100}}?\b(?:any other|other|first|only|top|champion|leading) "
        rf"(?:female |woman |male )?(?P<a>jockey|rider|trainer)s?\b|"
        rf"\b(?:first|only|top|champion|leading) (?:female |woman |male )?(?P<b>jockey|rider|trainer)\b"
        rf"[^.;]{{0,80}}?, {who}\b"
    )
    if m := re.search(said, text):
        return "trainer" if "trainer" in (m.group("a") or m.group("b")) else "jockey"
    if m := re.search(
        rf"\b{who}\b[^.;]{{0,100}}?\b(?:like no other|than any other) (trainer|jockey|rider)\b", text
    ):
        return (
            "trainer" if m.group(1) == "trainer" else "jockey"
        )  # "X has dominated the Dubai World Cup like no
        # other trainer"
    if re.search(rider, text):
        return "jockey"
    trainer = rf"\b(?:trained by|(?i:trainer)) {who}\b|\b{who}-trained\b|\b{who},? (?:the |a )?(?:[\w\-]+ )?trainer\b"
    if re.search(trainer, text):
        return "trainer"
    return ""


def horsemen(doc: IngestedDocument, people: set[str]) -> set[str]:
    """The people of `people` whom the report calls a jockey or a trainer (by full name or surname)."""
    text = " ".join(s.text for s in doc.sentences)
    out = set()
    for name in people:
        if role_near(text, name) or (" " in name and role_near(text, surname_of(name))):
            out.add(name)
    return out


# Who rode or trained a horse, where the sentence ties the two together (h: the horse, j: the person).
# Nothing is read from a person the report only calls a jockey somewhere else: the tie is in the words.
_J = r"(?:(?:jockey|rider) )?"
_RIDE_RULES = (
    ("jockey", compile_rule(r"{PO:h},? (?:who )?(?:was |is )?ridden by " + _J + r"{P:j}")),
    ("jockey", compile_rule(r"\b[Rr]idden by " + _J + r"{P:j}(?: and trained by {P:t})?, {PO:h}")),
    (
        "jockey",
        compile_rule(r"{P:j}(?:,[^,;.\ue001]{1,40},)? (?:rode|steered|guided|partnered) {PO:h}(?!['’])"),
    ),
    ("jockey", compile_rule(r"{P:j}(?:-|–)ridden {PO:h}")),
    ("jockey", compile_rule(r"{PO:h}(?:['’]s) (?:jockey|rider),? {P:j}")),
    ("jockey", compile_rule(r"\b(?:jockey|rider) {P:j},? (?:who was )?(?:aboard|riding|on board) {PO:h}")),
    (
        "jockey",
        compile_rule(
            r"^\W*{PO:h}(?:[^.;:\ue001]|\ue001[EVLO]\d+\ue002){1,80}?\b(?:won|win|wins|victory|triumph|prevailed)\b"
            r"(?:[^.;:\ue001]|\ue001[EVLO]\d+\ue002){0,60}? under (?:jockey )?{P:j}"
        ),
    ),
    ("winning_jockey", compile_rule(r"\b[Tt]he winning (?:jockey|rider),? (?:was |is )?{P:j}")),
    ("winning_jockey", compile_rule(r"{P:j},? the winning (?:jockey|rider)\b")),
    ("trainer", compile_rule(r"{PO:h},? (?:who )?(?:was |is )?trained by {P:j}")),
    ("trainer", compile_rule(r"\b[Tt]rained by {P:j}(?: and ridden by " + _J + r"{P:r})?, {PO:h}")),
    ("trainer", compile_rule(r"{P:j}(?:-|–)trained {PO:h}")),
    ("trainer", compile_rule(r"{PO:h}(?:['’]s) trainer,? {P:j}")),
    ("trainer", compile_rule(r"\btrainer {P:j}(?:['’]s) {PO:h}")),
    ("winning_trainer", compile_rule(r"\b[Tt]he winning trainer,? (?:was |is )?{P:j}")),
)


def rides(t: Tagged) -> Iterator[Found]:
    """ "Harbor Lights, ridden by Tomas Ruiz": (jockey, horse, person); (trainer, horse, person); with no
    horse named ("the winning jockey, Tomas Ruiz"), (winning_jockey or winning_trainer, "", person)."""
    low = t.text.lower()
    if not any(
        w in low for w in ("rid", "rode", "jockey", "train", "steered", "guided", "partnered", "under ")
    ):
        return
    for relation, rule in _RIDE_RULES:
        for m in rule.finditer(t.text):
            horse = t.values[int(m.group("h"))] if "h" in rule.groupindex else ""
            person = t.values[int(m.group("j"))]
            if horse != person:
                yield Found(relation, horse, person, "person")


RIDE_RELATIONS = frozenset({"jockey", "trainer", "winning_jockey", "winning_trainer"})


def ridden_and_trained(found: list[tuple[Found, S]], winner: str, placed: set[str]) -> list[tuple[Found, S]]:
    """The jockeys and trainers a horse race's report ties to its placed horses (`placed`: the winner and
    the horses it gives a finishing place), the winner's ("the winning jockey") included, with their
    sources. A horse of another race on the card is placed in none; a horse given two jockeys (or two
    trainers) gets neither."""
    out: list[tuple[Found, S]] = []
    for f, src in found:
        relation, horse = f.relation, f.subject
        if relation.startswith("winning_"):
            relation, horse = relation.removeprefix("winning_"), winner
        if horse and horse in placed and f.value not in placed:
            out.append((Found(relation, horse, f.value, "person"), src))
    told = {(f.relation, f.subject, f.value) for f, _ in out}
    count = Counter((relation, horse) for relation, horse, _ in told)
    return [(f, src) for f, src in out if count[(f.relation, f.subject)] == 1]
