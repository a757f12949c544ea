"""The pieces every row of the win tables (`win_rules`, `win_phrases`) is made of: a subject's gap before its
verb, text naming no person, the nouns of a win, a hope that is no win, and the row itself."""

from __future__ import annotations

import re
from dataclasses import dataclass

from bot.factbank.tagged import compile_rule

NP = r"(?:No\. ?(?=\d)|(?<=\d)\.(?=\d)|[^.;\ue001]|\ue001[TMVLEO]\d+\ue002)"  # text naming no person ("No. 24",
# "his 4.3-second win" kept)
# Between a subject and its verb: an appositive and a few adverbs or auxiliaries.
GAP = (
    r"(?: (?:of|from) (?:the )?(?:[A-Z][a-z]+(?: [A-Z][a-z]+)?|\ue001[LT]\d+\ue002))?"  # "X of Kenya won", "of the
    # United States", "Rusty Wyatt from Sharjah Team won the race"
    r"(?: \((?:[^()\ue001]|\ue001[TMVLEO]\d+\ue002){1,40}\)| in an? \ue001[MT]\d+\ue002)?"  # "X (Ferrari)", "X in a Toyota"
    r"(?:,(?:[^,\ue001;]|\ue001[TMVLEO]\d+\ue002){1,90},|, (?:ridden|trained|driven|steered|piloted|skippered|partnered) by [^,;]{1,60},"
    r"|, [a-z]+(?:-[a-z]+)?ing\b(?:[^,\ue001;]|\ue001[PTMVLEO]\d+\ue002){1,90},"
    r"|, who (?:is|was|has|had|had been|has been) (?:[^,\ue001;]|\ue001[PTMVLEO]\d+\ue002){1,90},)?"
    # "Canadian Paul Tracy Saturday won": the day between the name and the verb
    r"(?: (?:on )?(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day(?: night| afternoon| evening)?| today| yesterday| tonight)?"
    r"(?: (?:has|had|have|then|also|finally|eventually|duly|comfortably|easily|"
    r"narrowly|just|again|once again|still|[a-z]+ly))*"
)
WIN_NOUN = r"(?:victory|win|triumph|checkered flag|chequered flag|honours|honors|laurels|spoils)"
# Not "in his bid to finally win the Melbourne Cup", "failed in her attempt to win": a hope, no win
NO_HOPE = "".join(
    rf"(?<!\b{w})"
    for w in (
        "bid bids attempt attempts chance hope hopes hoping quest effort try tried trying failed fails aim aims aimed "
        "needed needs wanted wants set poised destined likely expected ready about"
    ).split()
)


@dataclass(frozen=True, slots=True)
class WinRule:
    name: str
    pattern: re.Pattern[str]
    beaten: bool = False  # the pattern's group "r" names whom the winner beat
    governed: bool = False  # the winner is the object of the rule's own words ("was won by X")


def rule(name: str, pattern: str, beaten: bool = False, governed: bool = False) -> WinRule:
    return WinRule(name, compile_rule(pattern), beaten, governed)


# Rules whose "to claim ..."/"to win" belongs to the sentence's main subject, and the words that open a clause
# of its own before a name
MAIN_SUBJECT_RULES = frozenset({"to_claim_win", "to_win", "to_capture_event"})
IN_A_SUBCLAUSE = re.compile(
    r"\b(?:when|while|as|after|because|since|until|before|once|whereas)\s+(?:(?:\ue001[TM]\d+\ue002|[A-Z][\w\-]*)"
    r"(?:['’]s)?\s+|the\s+|[a-z]+\s+){0,2}$"
)
# A person named as a preposition's object ("a crash with Y", "a battle against his teammate Y"): no subject
_AN_OBJECT = re.compile(
    r"\b(?:with|against|alongside|past|over|behind)\s+(?:(?:the|his|her|their|[a-z]+mate)\s+){0,2}$"
)


# Inside a relative clause on someone else: "X, who is chasing Y for the title, ... won the Z": not Y's win
IN_A_RELATIVE = re.compile(r",\s*(?:who|whose)\s[^,;.()\ue001]{0,50}$")


def not_the_subject(text: str, at: int) -> bool:
    """Is the person at `at` no subject of the sentence's main clause: in a clause of its own ("when Y ran out of
    fuel"), or a preposition's object ("overcame a crash with Y ... to win": X's win)?"""
    return bool(
        IN_A_SUBCLAUSE.search(text, max(0, at - 40), at) or _AN_OBJECT.search(text, max(0, at - 40), at)
    )
