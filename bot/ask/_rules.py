"""The cue tables of /ask: stop words, intents by relation, and how each relation is phrased."""

from __future__ import annotations

import re
from types import MappingProxyType

from bot.numbers import CARDINALS, ORDINAL_RE

INDEX_VERSION = 1  # bump when what is indexed changes, to re-index every bank once
MAX_QUESTION_CHARS = 2000  # only the start of a longer question is read
MAX_TERMS = 16
MIN_LEAD_SCORE = 3.0

_STOP = frozenset(
    "a an the and or but if of at by for with about against between into through during before after "
    "above below to from up down in out on off over under again further then once here there when where "
    "why how all any both each few more most other some such no nor not only own same so than too very "
    "can will just should now is are was were be been being have has had having do does did doing i me my "
    "we our you your he him his she her it its they them their what which who whom whose this that these "
    "those am would could shall may might must tell name give list show say please much many s also ever "
    "get got".split()
)
# Words of any race report that a fact need not repeat to answer a question that uses them.
_GENERIC = frozenset(
    "race races racing raced driver drivers drive drives drove driving car cars finish finished win wins "
    "won winner place team lap laps series season event final last first start started end ended go went "
    "come came take took make made day weekend today yesterday year time week night afternoon monday "
    "tuesday wednesday thursday friday saturday sunday january february march april may june july august "
    "september october november december happen happened".split()
)
_SUFFIXES = frozenset({"jr", "sr", "ii", "iii", "iv"})
_TAILS = frozenset(
    "racing motorsports motorsport team speedway superspeedway raceway circuit international autodrome "
    "autodromo grand prix gp motor motors autosport inc ltd llc".split()
)
_WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)*|\d+(?:\.\d+)?")
_ORDINAL = re.compile(rf"\b(?:{ORDINAL_RE})", re.I)
_NUMBER_WORDS = MappingProxyType({w: n for w, n in CARDINALS.items() if 1 <= n <= 5})

_WIN = r"\b(?:won|wins?|winner|winning|victor(?:y|ious)?|triumph\w*)\b"
_RECORD = r"\b(?:record|previous(?:ly)?|before (?:this|that|then)|until then|old(?:er)? best)\b"
# (relations, weight, pattern, required pattern or ""): a relation's cue is the best weight that fires.
_CUES: tuple[tuple[str, float, str, str], ...] = (
    ("winner co_winner", 2, _WIN + r"|\bcheckered|\bchequered|\bfirst place\b|\bfinish(?:ed)? first\b", ""),
    ("winner", 3, r"\bwho (?:won|wins|took the (?:win|victory|checkered|chequered flag))\b", ""),
    ("runner_up", 3, r"\brunner[- ]?up\b|\bsecond(?: place| position)\b|\b(?:finish(?:ed|ing)?|came(?: home)?|placed?|ended(?: up)?|was|wound up|crossed the line) (?:in )?(?:second|2nd|p2)\b|\b(?:beat|beaten|edged?|edged out|defeated?|pipped|lost to|outdueled)\b|\bclosest (?:rival|challenger)\b", ""),
    ("margin", 5, r"\bmargin\b|\bby how much\b|\bhow (?:close|narrow|tight)\b|\bby what\b|\bgap\b", ""),
    ("position", 2, r"\bfinish|\bplace[ds]?\b|\bposition\b|\bwhere did\b|\bc[ao]me home\b|\bend(?:ed)? up\b", ""),
    ("car_number winner_car", 3, r"\bnumber\b|\bno\.|#|\bnumbered\b", ""),
    ("car_number", 1, r"\bcar\b", ""),
    ("winner_car", 1, _WIN, ""),
    ("team crew_team", 3, r"\bteams?\b|\b(?:drives?|drove|driving|races?|raced|racing|compete[sd]?) for\b|\borgani[sz]ation\b|\boutfit\b|\bsquad\b", ""),
    ("make", 3, r"\bmanufacturer|\bmake\b|\bbrand\b|\bmarque\b|\bwhat (?:kind of |type of )?car\b", ""),
    ("role", 4, r"\bspotter\b|\bcrew chief\b|\bcar chief\b|\bengineer\b|\bstrategist\b|\bteam owner\b", ""),
    ("pole", 4, r"\bpole|\bqualif|\bfront row\b|\bstarting position\b|\bstart(?:ed|s)? (?:the race )?(?:first|(?:at |in |from |on )?(?:the )?front|up front)\b", ""),
    ("stage_winner", 3, r"\bstage\b", ""),
    ("lead_changes", 5, r"\blead changes?\b|\bchanges? (?:of|in) (?:the )?lead\b|\blead changed\b", ""),
    ("next_race", 4, r"\bnext\b|\bupcoming\b|\bfollowing (?:race|round|event|week)\b|\bheads? to\b", ""),
    ("venue", 3, r"\b(?:track|venue|circuit)\b|\bhost(?:ed|s|ing)?\b|\bwhere (?:was|is|were) (?:the |this |that )?(?:race|event|it)\b|\bwhere\b.{0,60}\b(?:held|run|staged|contested|take place|took place|happen\w*)\b", ""),
    ("event", 3, r"\b(?:what|which) (?:race|event)\b|\bname of the (?:race|event)\b|\b(?:race|event) called\b", ""),
    ("distance", 3, r"\bhow (?:long|far)\b|\bdistance\b|\bhow many (?:miles|laps|kilomet\w*|km)\b|\bmiles?\b", ""),
    ("caution_cause neutralised_by", 3, r"\bcaution|\byellow|\bsafety car\b|\bbrought out\b|\bneutrali", ""),
    ("cautions", 5, r"\b(?:how many|number of) (?:cautions|yellows|caution periods|safety cars?)\b", ""),
    ("record_margin", 5, _RECORD, r"\bmargin|\bclose|\bseconds?\b|\bnarrow|\bhow much\b|\bby how\b"),
    ("record_pair", 4, _RECORD, r"\bwho\b|\bdrivers?\b|\bbetween\b|\bwhich two\b"),
    ("record_winner", 4.5, _RECORD, _WIN),
    ("record_runner_up", 4.5, _RECORD, r"\bsecond\b|\brunner|\bbeat\b|\blost\b"),
    ("career_win", 4, r"\bcareer\b|\ball[- ]time\b|\bin total\b", ""),
    ("career_win", 2, r"\bhow many\b.{0,60}\b(?:wins|victories)\b|\bwhich (?:win|victory)\b", ""),
    ("season_win", 4, r"\bseason\b|\bthis year\b", _WIN),
    ("crash_laps_to_go crash_on crash_lap crash_by", 3, r"\bcrash|\bwreck|\baccident|\bpile-?up|\bspun\b", ""),
    ("contact_with hit_by", 4, r"\bcontact\b|\bhit\b|\bcollid|\btangled?\b|\btouched\b|\bbump", ""),
    ("penalty", 4, r"\bpenal|\binfraction|\bpunish|\bsanction", ""),
    ("commentator", 4, r"\bcommentat|\bbroadcast|\bbooth\b|\bannouncer|\banalyst|\bon (?:tv|television)\b", ""),
    ("laps_led", 4, r"\blaps? led\b|\b(?:led|lead)\b.{0,60}\blaps?\b", ""),
    ("most_laps_led", 5, r"\bmost laps\b|\bled the most\b", ""),
    ("fastest_lap", 5, r"\b(?:fastest|quickest) lap\b", ""),
    ("decisive_lap", 3, r"\b(?:which|what) lap\b", r"\bpass|\bmove|\bovertak"),
    ("points_behind", 3, r"\bpoints?\b", r"\bbehind\b|\btrail|\bstandings\b|\bchampionship\b"),
    ("support_winner class_winner", 1, _WIN, ""),
    ("class_winner class_co_winner", 3, r"\bclass\b", ""),
    ("codriver", 4, r"\bco-?driver|\bshared?\b|\bpartner", ""),
    ("stint", 4, r"\bstint\b", ""),
    ("jockey", 4, r"\bjockey|\brode\b|\bridden\b|\brider\b|\bin the saddle\b", ""),
    ("trainer", 4, r"\btrain(?:er|ed)\b|\bsaddled\b", ""),
    ("prev_win", 3, r"\bpreviously\b|\blast (?:week|race|time|year)\b|\bearlier\b", _WIN),
    ("winning_pass", 3, r"\bpass(?:ed)?\b|\bovertak\w*\b", _WIN),
)  # fmt: skip
_COMPILED = tuple(
    (tuple(r.split()), w, re.compile(p, re.I), re.compile(req, re.I) if req else None)
    for r, w, p, req in _CUES
)
# Relations about one named driver: the question must name the subject or the value.
_KEYED = frozenset(
    "position car_number team crew_team make role career_win season_win crash_laps_to_go crash_on hit_by "
    "contact_with laps_led points_behind decisive_lap codriver prev_win jockey trainer".split()
)
_PHRASES = MappingProxyType(
    {
        "winner": "{v} won the {r}",
        "co_winner": "{v} shared the win in the {r}",
        "runner_up": "{v} finished second in the {r}",
        "position": "{s} finished {v}",
        "car_number": "{s} drove the No. {v}",
        "winner_car": "The winner drove the No. {v}",
        "team": "{s} drives for {v}",
        "crew_team": "{s} drove for {v}",
        "make": "{s} drove a {v}",
        "pole": "{v} started on pole",
        "stage_winner": "{v} won {s}",
        "next_race": "The series heads to {v} next",
        "venue": "The race was held at {v}",
        "event": "The race was the {v}",
        "distance": "The race was {v} long",
        "caution_cause": "{s}'s {v} brought out the caution",
        "cautions": "There were {v} cautions",
        "commentator": "{v} was commentating",
        "career_win": "It was {s}'s {v} career win",
        "season_win": "It was {s}'s {v} win of the season",
        "crash_laps_to_go": "{s} crashed with {v} laps to go",
        "crash_on": "{s} crashed on the {v}",
        "crash_lap": "{s} came on lap {v}",
        "crash_by": "{v} caused {s}",
        "hit_by": "{s} was hit by {v}",
        "contact_with": "{v} made contact with {s}",
        "penalty": "{v} was penalised for {s}",
        "laps_led": "{s} led {v} laps",
        "most_laps_led": "{v} led the most laps",
        "fastest_lap": "{v} set the fastest lap",
        "decisive_lap": "{s} made the decisive move on lap {v}",
        "points_behind": "{s} is {v} behind in the standings",
        "support_winner": "{v} won the {s}",
        "class_winner": "{v} won the {s} class",
        "class_co_winner": "{v} shared the {s} class win",
        "codriver": "{s} shared the car with {v}",
        "stint": "{v} drove the {s} stint",
        "jockey": "{v} rode {s}",
        "trainer": "{s} was trained by {v}",
        "prev_win": "{v} had won at {s}",
        "winning_pass": "{v} was passed for the win {s}",
        "record_margin": "The previous record was {v} ({s})",
        "record_pair": "{v} ({s}) held the previous record",
        "record_winner": "{v} won the previous record finish ({s})",
        "record_runner_up": "{v} lost the previous record finish ({s})",
    }
)
