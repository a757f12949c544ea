"""Who started on pole, who led how many laps, and each driver's team and car: one table of rules.

Rows are short patterns over a tagged sentence (see `extract`): {P:w} is the person, {T:t} a team,
<NUM> a number. A stint is not a total ("led the first 25 laps" is not "led 25 laps"), and a
teammate's team is the team of both.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from bot.factbank.entity_words import ALL_MAKES, EPITHETS, names_a_country
from bot.factbank.tagged import CLOSE, OPEN, Found, Tagged, compile_rule, object_at
from bot.factbank.values import parse_number

_NP = r"(?:No\. ?(?=\d)|[^.;\ue001]|\ue001[TMVLEO]\d+\ue002)"  # text naming no person ("No. 24" kept)
_NP_OR_AT = (
    r"(?:[^.;\ue001]|\ue001[TMVLEO]\d+\ue002|\b(?:at|in) \ue001P\d+\ue002)"  # "at [Misano]" is a place
)
_GAP = r"(?:,[^,;\ue001]{1,90},)?(?: (?:has|had|also|then|eventually|[a-z]+ly))*"


@dataclass(frozen=True, slots=True)
class Rule:
    relation: str  # "pole", "pole_if_winner", "laps_led", "laps_listed", "team", "car_number"
    pattern: re.Pattern[str]
    also_subject: bool = False  # the sentence's first person shares the fact ("his X teammate Y")


# a "the <team> driver" that is a preposition's or a verb's object: someone other than the sentence's subject
_OBJECT_THE = re.compile(
    r"\b(?:of|behind|than|over|against|beat|beating|passed|passing|past|by|for|to|from|ahead of|in front of|"
    r"clear of|with) the $"
)


def _r(relation: str, pattern: str, also_subject: bool = False) -> Rule:
    return Rule(relation, compile_rule(pattern), also_subject)


RULES: tuple[Rule, ...] = (
    # pole
    _r(
        "pole",
        r"{P:w}"
        + _GAP
        + r" (?:won|started|starting|came)(?: the \ue001E\d+\ue002)? from (?:the |his |her )?pole\b",
    ),
    # "X won ... after starting from pole": the winner's pole only (the sentence may be a support race's)
    _r("pole_if_winner", r"{P:w}" + _NP + r"{0,60}? after starting (?:from|on) (?:the )?pole\b"),
    # "X was the 10th straight winner from the pole", "to win from pole": kept when X won this race
    _r(
        "pole_if_winner",
        r"{P:w}"
        + _NP
        + r"{0,60}?\b(?:to win|winner|won|win|victory)\b"
        + _NP
        + r"{0,50}? from (?:the )?pole\b",
    ),
    _r("pole", r"{P:w},? who (?:had )?(?:started|began) (?:from|on) (?:the )?pole\b"),
    _r(
        "pole", r"^\W*(?:After )?[Ss]tarting (?:from|on) (?:the )?pole(?: position)?[^,;.\ue001]{0,50}, {P:w}"
    ),
    _r("pole", r"^\W*Pole(?: position)?:? {P:w}"),  # a results block's "Pole position Schumacher (Benetton)"
    # "Jones kicked the night off by leading the first four laps from the pole"
    _r("pole", r"{P:w}" + _NP + r"{0,60}? (?:leading|led) [^.;\ue001]{0,40}? from (?:the )?pole\b(?![- ])"),
    _r(  # not "the number 2 pole sitter Josef Newgarden": second on the grid
        "pole",
        r"(?<!\d )(?<!\d-)\b(?:pole man|pole-man|pole sitter|pole-sitter|polesitter|pole winner|pole-winner) {P:w}",
    ),
    _r(
        "pole",
        r"{P:w}, (?:the|a) (?:pole man|pole-man|pole sitter|pole-sitter|polesitter|pole winner|pole-winner),",
    ),
    _r("pole", r"{P:w}" + _NP + r"{0,60}? from (?:his|her) pole(?:[- ]position)?(?: slot| spot)?\b"),
    # "X led away from pole position", "made a perfect getaway from pole", "started the second race of the
    # weekend from pole", "shrugged off a poor start from pole position to win"
    _r(
        "pole",
        r"{P:w}"
        + _NP
        + r"{0,40}? (?:led away|got away|pulled away|made an? (?:[\w\-]+ )?(?:getaway|start)|(?:shrugged off|overcame|"
        r"survived) an? (?:[\w\-]+ )?start|started (?:the |his |her )?(?:[\w\-]+ ){1,5}?) from (?:the )?pole\b"
        r"(?:[- ]position)?(?![- ](?:sitter|man|winner))",
    ),
    # "X, who led 167 laps in his Chevrolet after starting from the pole position, was second"
    _r(
        "pole",
        r"{P:w}, who (?:[^,;.\ue001]|\ue001[TMVLEO]\d+\ue002){0,80}? after starting (?:from|on) (?:the )?pole\b",
    ),
    _r(  # "Pole position man and pre-race favorite X", "pole- sitter X"
        "pole",
        r"(?<!\d )(?<!\d-)\b[Pp]ole(?:[- ]position)?(?:- | |-)?(?:man|sitter) (?:and (?:[\w\-]+ ){1,3}?)?{P:w}",
    ),
    # laps led (a total, not a stint)
    _r(  # "three Penske cars led 192 laps" is no one's count
        "laps_led",
        r"(?<!\btwo )(?<!\bthree )(?<!\bfour )(?<!\bfive ){P:w}(?! (?:cars|entries|drivers)\b)"
        + _GAP
        + _NP
        + r"{0,60}? (?:and |, )?(?:led|after leading|leading) (?:(?:\w+ times|twice) (?:for )?)?(?:just |only |)"
        r"(?:a total of |a race-high |a race high |a field-high |a race-best |a season-high |a career-high |the most |"
        r"a dominating |a dominant |)"
        r"(?P<n><NUM>)(?: of (?:the )?(?:\d{2,4}) laps|(?: of (?:the )?\d{2,4})? laps| of the \d{2,4}-lap (?:race|event))"
        r"(?!,? (?:early|late|midway|in the (?:early|middle|first|opening)|before)\b)",  # "led 16 laps early": a spell
    ),
    _r("laps_led", r"{P:w},? who led (?:(?:\w+ times|twice) )?for (?P<n><NUM>) laps"),
    _r("laps_led", r"{P:w}" + _GAP + r" led the most laps(?:,)? (?:with|at) (?P<n><NUM>)\b(?! of)"),
    # "Busch (72 laps) and Eckes (52) combined to lead 124 laps": each count in brackets
    _r("laps_listed", r"{P:w} \((?P<n>\d{1,3})(?: laps)?\)(?=[^.;]* (?:combined to lead|led|leading)\b)"),
    _r("laps_led", r"{P:w}" + _GAP + r" led (?:(?:\w+ times|twice) )?for (?P<n><NUM>) laps"),
    # team
    # not "his former Roush Racing teammate": a team they once shared
    _r("team", r"{P:w}, (?:his|her) {T:t} team[- ]?mate", also_subject=True),
    _r("team", r"\b(?:his|her) {T:t} team[- ]?mate,? {P:w}", also_subject=True),
    # not "over Yamaha teammates A and B": the subject's rivals, both of one team, not his
    _r(
        "team",
        r"(?<!\bover )(?<!\bfrom )(?<!\bof )(?<!\bthan )(?<!\bbeat )(?<!\bbeating )(?<!\bahead of )"
        r"(?<!\bformer )(?<!\bex-)(?<!\bone-time )(?<!\bonetime )(?<!\bold )"
        r"{T:t} team[- ]?mate {P:w}",
        also_subject=True,
    ),
    _r("team", r"(?<!\bformer )(?<!\bex-)(?<!\bold ){T:t} team[- ]?mates {P:w}"),
    _r(
        "team",
        r"^\W*Driving (?:the )?(?:No\. ?\d{1,3} )?" + _NP + r"{0,40}? for {T:t}" + _NP + r"{0,40}?, {P:w}",
    ),
    _r(
        "team",
        r"{P:w},? (?:the |a )?(?:driver|rider) (?:of (?:the )?(?:No\. ?\d{1,3} )?"
        + _NP
        + r"{0,30}? )?for {T:t}",
    ),
    _r(
        "team",
        r"{P:w}"
        + _GAP
        + r" (?:finished|was|came home|took|claimed|earned|secured|grabbed|scored) [\w\- ]{0,30}? for {T:t}",
    ),
    _r("team", r"\bthe {T:t} (?:driver|rider),? {P:w}"),
    # "Power gave Team Penske its first road course victory", "Busch gave Joe Gibbs Racing its 15th win of the year"
    _r(
        "team",
        r"{P:w}"
        + _GAP
        + r" (?:gave|gives|handed|hands|delivered|delivers) (?:the )?{T:t} (?:its|their) (?:[\w\-]+ ){0,4}?(?:win|victory)\b",
    ),
    # "Cy Tamm, driving a Reynard-Mercedes for Vireo Racing, finished second"
    _r("team", r"{P:w}, (?:driving|racing|riding) (?:a|an|the|his|her) " + _NP + r"{0,40}? for {T:t}"),
    # "Cy Tamm of Kestrel Motorsports came in third", "Gus Pell (Ford) of Stewart-Haas Racing"
    _r("team", r"{P:w},? (?:\((?:[^()\ue001]|\ue001M\d+\ue002){1,20}\),? )?of {T:t}"),
    # "Audi Sport ABT's Lucas di Grassi", "Andretti driver Franck Montagny" (not a former team's)
    _r("team", r"(?<!former )(?<!ex-)(?<!\w){T:t}(?:'s|'|’s|’) {P:w}"),
    # "Andretti driver Franck Montagny", "Aruba Racing Ducati rider X", "Kyle Busch Motorsports hotshoe X"
    _r(
        "team",
        r"(?<!former )(?<!ex-)(?<!\w){T:t}(?: [A-Z][\w\-]+)? (?:lead )?(?:driver|rider|hotshoe|ace|racer|pilot) {P:w}",
    ),
    # "Olivier Panis's second place for Ligier", "Hill's victory for Williams"
    _r(
        "team",
        r"{P:w}(?:'s|’s) (?:[\w\-]+ ){0,2}?(?:victory|win|triumph|place|podium|finish) for (?:the )?{T:t}",
    ),
    # "Crafton's ThorSport Racing Toyota ran out of fuel"; "driving drag racer Raymond Beadle's Blue Max Pontiac"
    # names its owner: kept only for someone the report places in the race (see `deciding`)
    _r("team_if_racer", r"{P:w}(?:'s|’s) {T:t}(?! (?:team|squad|outfit|stable|organi[sz]ation|operation)\b)"),
    # "Gordon's Hendrick Motorsports team" is his, "Chip Ganassi's Target team" its owner's: kept only for
    # someone the report places in the race (see `deciding`)
    _r("team_if_racer", r"{P:w}(?:'s|’s) {T:t} (?:team|squad|outfit|stable|organi[sz]ation|operation)\b"),
    # "Vergne claimed victory for Techeetah"
    _r(
        "team",
        r"{P:w}" + _GAP + r" (?:claimed|took|scored|secured|sealed|won|earned) (?:a |an |the |his |her )?"
        r"(?:[\w\-]+ ){0,2}?(?:victory|win|triumph) for {T:t}",
    ),
    # "Raikkonen claimed a dominant victory for McLaren": the make they won for (a team where makes race)
    _r(
        "make",
        r"{P:w}" + _GAP + r" (?:claimed|took|scored|secured|sealed|won|earned|registered|recorded|notched|"
        r"achieved|delivered|collected) (?:a |an |the |his |her )?"
        r"(?:[\w\-]+ ){0,2}?(?:victory|win|triumph) for \ue001M(?P<t>\d+)\ue002",
    ),
    # "Kimi Raikkonen in a Ferrari", "X at the wheel of his Mercedes": the make they drove
    _r(
        "make",
        r"{P:w},? (?:in|at the wheel of|aboard|riding|driving) (?:a|an|his|her|the) \ue001M(?P<t>\d+)\ue002"
        r"(?! (?:engine|power))",
    ),
    _r(
        "make", r"{P:w} \(\ue001M(?P<t>\d+)\ue002\)"
    ),  # a results line: "1. Casey Stoner (Honda) 42min 38.569sec"
    # "just ahead of Spanish Renault driver Fernando Alonso" (not a former one's)
    _r("make", r"(?<!former )(?<!ex-)(?<!\w)\ue001M(?P<t>\d+)\ue002 (?:driver|rider) {P:w}"),
    _r(  # "X sped past him to take the checkered flag for McLaren"
        "make",
        r"{P:w}" + _GAP + r" [^.;\ue001]{0,60}?\b(?:take|took|taking|takes) the (?:checkered|chequered) flag "
        r"for \ue001M(?P<t>\d+)\ue002",
    ),
    # "X finished in third place for Yamaha", "X claimed fifth for McLaren"
    _r(
        "make",
        r"{P:w}"
        + _GAP
        + r" (?:finished|was|came home|took|claimed|earned|secured|grabbed|scored) [\w\- ]{0,30}? "
        r"for \ue001M(?P<t>\d+)\ue002(?! (?:engine|power))",
    ),
    # "X sent the fans crazy at Misano as the Movistar Yamaha rider dominated": the clause's subject
    _r(
        "team",
        r"^\W*(?:\w+ ){0,3}?{P:w}" + _NP_OR_AT + r"{1,150}?\b(?:as|when|while) the {T:t} (?:driver|rider)\b",
    ),
    # a shared car
    _r("codriver", r"{P:w}" + _NP + r"{0,80}? with co-?drivers? {P:r}"),
    # car
    _r("car_number", r"^\W*Driving (?:the )?(?:No\. ?|#)(?P<n>\d{1,3})\b" + _NP + r"{0,60}?, {P:w}"),
    # not "Dixon drove Ganassi's No. 02": the owner's car, the subject's drive
    _r(
        "car_number",
        r"(?<!drove )(?<!drives )(?<!driving )(?<!piloted )(?<!raced ){P:w}(?:'s|’s) (?:No\. ?|#)(?P<n>\d{1,3})\b",
    ),
    # "X shouted over the radio of his 09 Ford": a number right before a make is a car number
    _r(
        "car_number",
        r"{P:w}"
        + _NP
        + r"{0,80}? (?:his|her) (?:No\. ?|#)?(?P<n>\d{1,3}) (?:[A-Z][\w\-]+ )?\ue001M\d+\ue002",
    ),  # "in his #1 Penske Chevy"
    _r(
        "car_number",
        r"{P:w} (?:drove|drives|piloted|pilots|raced|races) (?:the|his|her) (?:No\. ?|#)(?P<n>\d{1,3})\b",
    ),
    _r("car_number", r"{P:w} \((?:No\. ?|#)(?P<n>\d{1,3})\b"),  # "Whincup (#88 ZB Commodore)"
    # "the No. 10 Konica Minolta/Wayne Taylor Racing Corvette DP of Ricky Taylor"
    _r(
        "car_number",
        r"\b[Tt]he (?:No\. ?|#)(?P<n>\d{1,3})(?: (?:(?-i:[A-Z0-9])[\w\-/.]*|\ue001[TM]\d+\ue002|\ue001P\d+\ue002(?=/))"
        r"(?:/(?:(?-i:[A-Z0-9])[\w\-.]*|\ue001[TM]\d+\ue002))*){1,7} of {P:w}",
    ),
    _r("car_number", r"{P:w},? (?:the )?(?:driver|rider) of the (?:No\. ?|#)(?P<n>\d{1,3})\b"),
    _r("car_number", r"(?:No\. ?|#)(?P<n>\d{1,3}) car \({P:w}\)"),  # "the No. 3 car (Castroneves)"
    _r(
        "car_number", r"{P:w} ?/ ?(?:No\. ?|#)(?P<n>\d{1,3})\b"
    ),  # a press release's "KYLE BUSCH/No.18 Toyota"
    # "Starting from the pole in his No. 24 Chevrolet, Gordon led 80 laps": the subject after the comma
    _r(
        "car_number",
        r"^\W*[A-Z]\w+ing [^,;\ue001]{0,40}?\b(?:in|driving) (?:his|her) (?:No\. ?|#)(?P<n>\d{1,3})\b(?:[^,;\ue001]|\ue001[MT]\d+\ue002){0,30}, {P:w}",
    ),
)
_STINT = re.compile(r"\b(?:led|leading) (?:the )?(?:first|final|last|opening|early|closing) ", re.I)
_LAPS_IN_BRACKETS = re.compile(r"\(\d{1,3} laps\)")  # one count in brackets says the others are laps too
_FIRST_P = re.compile(OPEN + r"P(\d+)" + CLOSE)


# Words a sentence must hold (lowercase) for a relation's rules to be tried at all; most hold none.
_HINTS: dict[str, tuple[str, ...]] = {
    "pole": ("pole",),
    "pole_if_winner": ("pole",),
    "laps_led": ("led", "leading"),
    "laps_listed": (" laps)",),
    "codriver": ("driver",),
    "team": ("\ue001t",),  # a team placeholder (lowercased)
    "team_if_racer": ("\ue001t",),
    "make": ("\ue001m",),  # a make placeholder
    "car_number": tuple("0123456789"),
}


# A name in a list of others just before ("A, B, Penske teammate C"): whose teammate is not told
_IN_A_LIST = re.compile(r"\ue001P\d+\ue002, (?:\ue001P\d+\ue002, )*$")
_OWNER = re.compile(r"\ue001P(\d+)\ue002(?:'s|’s|'|’) $")  # the person just before a possessed team


def entries(t: Tagged) -> Iterator[Found]:
    """Pole, laps led, teams and car numbers one factual sentence states."""
    s = t.text
    if OPEN + "P" not in s:
        return  # every rule names a person
    low = s.lower()
    absent = {rel for rel, words in _HINTS.items() if not any(w in low for w in words)}
    for rule in RULES:
        if rule.relation in absent:
            continue
        for m in rule.pattern.finditer(s):
            who = t.values[int(m.group("w"))]
            if rule.relation in {"pole", "pole_if_winner"}:
                yield Found(rule.relation, "", who, "person")
            elif rule.relation == "laps_led" or (
                rule.relation == "laps_listed" and _LAPS_IN_BRACKETS.search(s)
            ):
                if _STINT.search(m.group(0)):
                    continue
                if object_at(s, m.start("w") - 2):
                    continue  # "Palou, who passed Lundgaard ... and wound up leading 52 laps": Palou led them
                n = parse_number(m.group("n"))
                if n is not None and 0 < n < 2000:
                    yield Found("laps_led", who, str(n), "number")
            elif rule.relation in {"team", "team_if_racer"} and names_a_country(t.values[int(m.group("t"))]):
                continue  # "Northern Ireland's X": a country
            elif rule.relation == "team_if_racer":
                yield Found("team_if_racer", who, t.values[int(m.group("t"))], "team")
            elif rule.relation == "team":
                words = t.values[int(m.group("t"))].split()
                while len(words) > 1 and words[0].lower() in EPITHETS:
                    words.pop(0)  # "Veteran Ford driver X": a Ford's driver
                team = " ".join(words)
                if team != t.values[int(m.group("t"))] and team.lower() in ALL_MAKES:
                    yield Found("make", who, team, "manufacturer")
                    continue
                yield Found("team", who, team, "team")
                if _OBJECT_THE.search(s, 0, m.start("t") - 2):
                    continue  # "X kept his nose in front of the Commodore driver": the other's, not X's
                # "squeezed by Collard's Airwaves BMW team-mate Adam": Collard's team, not the subject's;
                # "With X second, Y crashed into his Alfa Romeo team mate Z": Y's, the nearest subject
                owner = _OWNER.search(s, 0, m.start("t") - 2)
                subjects = [p for p in _FIRST_P.finditer(s, 0, m.start()) if not object_at(s, p.start())]
                mate = (
                    t.values[int(owner.group(1))]
                    if owner
                    else t.values[int(subjects[-1].group(1))]
                    if subjects
                    else ""
                )
                in_list = _IN_A_LIST.search(s, 0, m.start())  # "A, B, Penske teammate C and D rounded out"
                if rule.also_subject and mate and mate != who and not (in_list and not owner):
                    yield Found("team", mate, team, "team")
            elif rule.relation == "make":
                if object_at(s, m.start("w") - 2):
                    continue  # "X took third, 30 seconds behind of Y, in his Ford Focus": X's, the subject's
                yield Found("make", who, t.values[int(m.group("t"))], "manufacturer")
            elif rule.relation == "codriver":
                yield Found("codriver", who, t.values[int(m.group("r"))], "person")
            elif rule.relation == "car_number":
                yield Found("car_number", who, m.group("n"), "car_number")
