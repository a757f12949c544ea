"""The winner's beaten pair or trio, read as places when the subject turns out to be the winner: "X finished
ahead of A and B", "finishing ahead of A, B and C", "X was followed across the line by A and B"."""

from __future__ import annotations

from collections.abc import Iterator

from bot.factbank.tagged import NO_PERSON, Found, Tagged, compile_rule

# "X finished ahead of A and B", "X won, edging A and B on the line": when X is the winner, A was
# second and B third (see `reading`).
AHEAD_PAIR = compile_rule(
    r"{P:w}"
    + NO_PERSON
    + r"{0,120}? (?:(?:finished|finishing|crossed the line|came home|won|wins) (?:just |comfortably |narrowly |"
    r"well )?ahead of|edging(?: out)?|edged(?: out)?) {P:a}(?:, {P:c})?,? and {P:b}(?! (?:in|for|who)\b)"
)  # "finishing ahead of A, B and C": A second, B third, C fourth


# "X was followed across the finish line by A and B": A second and B third, when X won.
FOLLOWED_PAIR = compile_rule(
    r"{P:w} (?:was|were) followed (?:across|over) the (?:finish )?line (?:[\w\-]+ ){0,2}?by "
    r"(?:[^.;:\ue001]{0,40}?: )?(?:[\w\-]+ ){0,2}?{P:a},? and (?:[\w\-]+ ){0,2}?{P:b}"
)


def ahead_of_pair(t: Tagged) -> Iterator[Found]:
    """ "X finished ahead of A and B": A second and B third, kept only if X won (subject: X)."""
    if "followed" in t.text:
        for m in FOLLOWED_PAIR.finditer(t.text):
            who = t.values[int(m.group("w"))]
            yield Found("runner_up", who, t.values[int(m.group("a"))], "person")
            yield Found("third_if_winner", who, t.values[int(m.group("b"))], "person")
    if "ahead of" not in t.text and "edg" not in t.text:
        return
    for m in AHEAD_PAIR.finditer(t.text):
        who = t.values[int(m.group("w"))]
        yield Found("runner_up", who, t.values[int(m.group("a"))], "person")
        if m.group("c"):
            yield Found("third_if_winner", who, t.values[int(m.group("c"))], "person")
            yield Found("fourth_if_winner", who, t.values[int(m.group("b"))], "person")
        else:
            yield Found("third_if_winner", who, t.values[int(m.group("b"))], "person")
