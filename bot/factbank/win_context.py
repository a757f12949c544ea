"""What around a win says whose it is and which race it is: a crew's list before the verb ("A, B and C won":
the first named stands for the crew) and a win's object that is not this race ("won the pole", "won 11
times", "won the Indianapolis 500 last Sunday"), and the words before a name that make it a verb's object
("held off Spain's X", "X overcame Y"). Used by `winner` and `relations`."""

from __future__ import annotations

import re

from bot.factbank.entity_words import NATIONALITIES
from bot.factbank.tagged import CLOSE, OPEN

_P = OPEN + r"P(\d+)" + CLOSE
OBJ_NOT_THIS = re.compile(
    r"^\W*(?:the |that |a |an |his |her |their )?(?:pole|stage|segment|heat|sprint|qualifying|practice|shootout|title|championship|crown|"
    r"(?:first|second|third|opening|final|last|closing|penultimate|\d+(?:st|nd|rd|th))(?: and (?:first|second|third|final|last))?(?: [a-z\-]+)? (?:stage|segment|heat|leg)s?|last|previous|next|start|restart|drag race|battle|fight|duel|toss|race to|"
    r"sprint to|jump|sight|reach|view|grasp|silver|bronze|(?:second|third) (?:place|spot)|runner)\b"
    r"|^\W*(?:[\w\-]+ ){0,2}(?:titles|championships|crowns)\b"  # "won back-to-back titles from 1978-80": seasons
    # "won his third IndyCar Series title", "won the 2024 drivers' crown": a season's, not this race
    r"|^\W*(?:the |his |her |their |a |an )?(?:[\w\-'’]+ |\ue001[OETM]\d+\ue002 ){0,3}?"
    r"(?:[Ss]eries|[Ww]orld|[Dd]rivers['’]?|[Dd]river['’]s|[Rr]iders['’]?|[Rr]ider['’]s|(?:19|20)\d\d|\ue001O\d+\ue002|"
    r"(?-i:[A-Z]{2,}[A-Za-z\-]*)) (?:title|championship|crown)s?\b"  # "won the 1985 world driver's title", "wins CART title"
    r"(?! (?:race|event|round|final|opener|finale|grand prix|rally|meeting)\b)"
    # "won the men's wheelchair division", "won the junior race": another race of the day
    r"|^\W*(?:the )?(?:men['’]s |women['’]s )?(?:wheelchair|hand-?cycle|push-?rim|junior|masters|amateur|"
    r"age[- ]group|under-\d+)\b"
    # "had won five of the first six races", "won 11 times": a count of wins, not this race
    r"|^\W*(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|all|both|most|many|several|each|"
    r"every)\b(?! (?:\d+ )?(?:[a-z]+ )?(?:seconds?|lengths?|points?|laps?|minutes?)\b)"
    r"(?<!\bone(?= of the (?:most|greatest|best|closest|wildest|finest|craziest|strangest|great)\b))"
    # "won the Indianapolis 500 under yellow last Sunday": another day's race
    r"|^[^.;]{0,30}?\b(?:last (?:week|weekend|(?:mon|tues|wednes|thurs|fri|satur|sun)day)|earlier (?:in the day|that day|today|on)\b|(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+) (?:weeks?|months?|years?|seasons?) ago)\b",
    re.I,
)


# Where a listed name says its person is from: "A of West Germany, B from Britain and C (USA)"
FROM_PLACE = r"(?: (?:of|from) (?:the )?(?:[A-Z][a-z]+(?: [A-Z][a-z]+)?|\ue001[LV]\d+\ue002)| \([A-Z]{3}\))?"
# What a listed name may say before it: "Swiss B and local hero C", "Britain's B" (a country's, no person's)
BEFORE_MEMBER = (
    r"(?:(?:"
    + "|".join(sorted((n.capitalize() for n in NATIONALITIES), key=len, reverse=True))
    + r"|[A-Z][a-z]+['’]s|(?:local|home) (?:hero|favou?rite|boy|girl)|fellow|compatriot|countryman|rookie|veteran) )?"
)
GROUP_END = re.compile(rf"{_P}{FROM_PLACE}(?:, {BEFORE_MEMBER}{_P}{FROM_PLACE})*,? and {BEFORE_MEMBER}$")
# "A of Japan and his German navigator B won": a crew of two, the first named stands for it
_CREW_ROLE = r"(?:co-?drivers?|navigators?|co-?pilots?|partners?|team-?mates?|crew-?mates?)"
CREW_END = re.compile(
    rf"{_P}(?: of [A-Z][a-z]+(?: [A-Z][a-z]+)?| \([A-Z]{{3}}\))?,? and (?:his |her |their )?"
    rf"(?:[A-Za-z\-]+ ){{0,2}}?{_CREW_ROLE} (?:and [a-z]+ )?$"
)
CREW_WON = re.compile(CREW_END.pattern.removesuffix("$") + rf"{_P} (?:won|took|claimed|captured|clinched)\b")


# Words before a name that make it an object, not a winner (used by `winner`):
# "X drew closer to leader Y ... guiding his Williams to a victory over Z": a title between a preposition
# and a name leaves the name its object
TO_TITLED = re.compile(
    r"\b(?:of|to|over|from|behind|past|than) (?:the |his |her |their )?(?:championship |points |series |title )?"
    r"(?:leader|champion|rival|team-?mate|teammate|compatriot|countryman)\W*$"
)


# "X overcame Y to win": a person right after another and a verb is that verb's object
AFTER_SUBJECT_VERB = re.compile(
    r"\ue001P\d+\ue002 (?!and\b|or\b|nor\b|was\b|is\b)[a-z]+ (?:(?:the|his|her|their|[a-z][\w\-]*) ){0,2}$"
)  # "Rossi passed teammate Lorenzo in the final corner to win": Lorenzo was passed


# "holding off Kyle Busch Motorsports hotshoe X": a verb's object, a few words (a team, a role) before it
GOVERNED = re.compile(
    r"\b(?:off|past|headed|overtook|overtaking|overtake|leapfrog\w*|overhaul\w*|caught|catch|out(?!standing)[a-z]{3,}(?:ed|ing)|pipped|edged|edging|beat|"
    r"beating|behind|ahead of|over|from|than) (?:(?:the|his|her|their|[a-z][\w\-’']*|[A-Z][\w\-]*(?:'s|’s)|"
    r"\ue001[TMV]\d+\ue002(?:'s|’s)?) )"  # "held off Spain's X"
    r"{1,3}$"
    # "a slide by 2010 Harbor Cup winner X": an agent after "by", titles and all ("driven by X" is its crew)
    r"|(?<!driven )(?<!piloted )(?<!steered )\bby (?:[\w\-’']+ |\ue001[TMVEOL]\d+\ue002 ){1,5}$"
)


def ahead_not_next(text: str, m: re.Match[str]) -> bool:
    """ "X finished ahead of Y" (the match): Y is second only when the sentence goes on with the next places
    ("finished ahead of Y, with Z a close third")."""
    return bool(_FINISHED_AHEAD.search(m.group(0))) and not _NEXT_PLACES.search(text, m.end())


_FINISHED_AHEAD = re.compile(r"\bfinish(?:ed|ing) ahead of\b")
_NEXT_PLACES = re.compile(r"\b(?:second|third|runner-up)\b")
