"""The shapes of a race's name in a report: a sponsor's name with a number ("Coca-Cola 600"), a Grand Prix,
an event word ("Derby", "Rally", "Marathon", "24 Hours", "Senior TT", a discipline), and the words that make
a candidate a series, a title or a qualifier instead."""

from __future__ import annotations

import re

W = r"[A-Z][\w'’&\-]*\.?"  # a capitalised word ("Fr8", "Coca-Cola", "St.")
NUMBERED = re.compile(
    rf"\b((?:{W}[ /]){{0,3}}{W}) (\d{{2,4}})\b(?! ?(?:laps?|miles?|km|kilomet|points|yards|metres|meters|mph|per ?cent|%))"
)
GRAND_PRIX = re.compile(
    rf"((?:\b(?:[A-Z]\.){{2,3}} )?\b(?:{W} (?:(?:del|de|di|da|do|la) (?={W} ))?){{0,3}}(?:Grand Prix|GP|E-Prix|ePrix)(?: of (?:the )?{W}(?: {W})?)?)"
)
NAMED = re.compile(  # not from "His": "His Rally Sweden victory" names Rally Sweden
    rf"\b(?!(?:His|Her|Their|Its|This|That) )((?:{W} ){{1,3}}(?:Derby|Stakes|Cup|Marathon|Rally|Classic|Trophy|Handicap|Hurdle|Chase|Regatta|World Championship(?!s| (?:lead|leader|standings|points|table|title|race|battle|fight|chase)\b)|"
    rf"Oaks|Guineas|Plate|Boat Race|National\b(?! (?:Series|Championship|Guard|Anthem|Park|[Tt]eam))|"
    rf"Indy(?!\w)(?: {W})?)(?![^\Ws]|s\w)|Rally (?:of )?{W}(?: {W})?|Tour de {W}|Giro d'{W}|"
    rf"Vuelta a {W}|(?:\d{{1,2}}|Twenty-Four) [Hh]ours of {W}(?: {W})?|{W}(?: {W}){{0,2}} \d{{1,2}} Hours|{W}(?: {W}){{0,2}} \d{{1,2}}[- ][Hh]ours?(?= race)|"
    rf"{W}(?: {W})? to {W}(?= (?:yacht |ocean )?race)|[A-Z][a-z]+-[A-Z][a-z]+(?= (?:yacht |ocean )?race\b)|{W} 24(?= [Aa]t | Hours)|(?<=the )(?:{W} ){{1,3}}Race\b(?! of)|(?<=the )(?:\d+(?:st|nd|rd|th) )?Boat Race|(?:[Mm]en['’]s |[Ww]omen['’]s |(?<=the ))\d{{2,5}} ?(?:m|metres|meters|km)\b"
    rf"(?: (?:hurdles|freestyle|backstroke|breaststroke|butterfly|individual medley|steeplechase))?"
    rf"|Prix (?:de l'|de la |de |du |des ){W}(?: (?:de |du |des |de la |de l')?{W}){{0,3}}"
    rf"|(?:[Mm]en['’]s |[Ww]omen['’]s |(?<=the ))(?:giant slalom|slalom|downhill|super-G|super G|super combined)\b"
    rf"|(?:{W} )?(?!Audi )(?:Isle of Man|{W}) TT\b(?! (?:Festival|[Ff]ortnight|[Rr]aces|[Ww]eek|[Mm]eeting))"
    # "the Senior TT", "the Dutch TT"; not an "Audi TT" (a car) nor the "Isle of Man TT Festival" (a meeting)
    rf"|{W} (?:giant slalom|slalom|downhill|super-G)\b(?! [A-Z]))"
)
# Words that make a candidate a series, a team or a trophy of a season rather than one race's name.
NOT_A_RACE = re.compile(
    r"^(?:NASCAR|Monster Energy|Sprint|Nextel|Winston|Busch|Xfinity|Nationwide|Camping World|Craftsman|"
    r"Gander|Cup|World|Davis|Stanley|Ryder|America's|Constructors['’]?|Drivers['’]?|Riders['’]?|Manufacturers['’]?|FIA|Formula|Formula One|F1|MotoGP|"
    r"IndyCar|Series|Championship|Gold|Silver|Bronze|The|A|An|His|Her|Their|Its|This|That|Last|Next|Sunday|"
    r"Saturday|Friday|Monday|Tuesday|Wednesday|Thursday|No|Car|Lap|Turn|Stage|Victory)$"
)
NOT_A_RACE_ANY_CASE = re.compile(NOT_A_RACE.pattern, re.I)
SERIES_TAIL = re.compile(r"^\s*(?:Series|series|championship|Championship|points|standings|season)\b")
# Words just after a name that make it a qualifier of someone ("4-time Indy 500 champion").
TITLE_AFTER = re.compile(
    r"^\s*(?:champions?|winners?|victory|victories|wins|record|pole|debut|crowns?)\b", re.I
)
