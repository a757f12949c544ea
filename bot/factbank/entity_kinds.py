"""What a run of capitalised words is: a person, a surname, a team, a make, a venue, an event, an org.

Rules only: a run is classified by its last word (Speedway -> venue, Racing -> team, a race length ->
event, ...), by word lists of racing vocabulary, and otherwise taken as a person when it has two to four
name-like words. `entities.find_mentions` cuts a sentence into runs and asks `classify` of each.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from bot.factbank.entity_words import (
    ALL_MAKES,
    EPITHETS,
    EVENT_TAIL,
    MAKES,
    NON_PERSON,
    ORG_WORDS,
    RACING_CLASSES,
    STOP_WORDS,
    SUFFIXES,
    TEAM_WORDS,
    VENUE_WORDS,
)

CONNECTORS = frozenset(
    {"of", "the", "de", "van", "von", "der", "da", "di", "la", "le", "du", "del", "bin", "ibn"}
)


@dataclass(frozen=True, slots=True)
class Mention:
    start: int  # offsets in the sentence's plain text
    end: int
    text: str  # the name as written, possessive removed
    kind: str  # "person" | "surname" | "team" | "venue" | "event" | "make" | "org"
    possessive: bool = False

    def to_list(self) -> list:
        return [self.start, self.end, self.text, self.kind, int(self.possessive)]

    @classmethod
    def from_list(cls, row: list) -> Mention:
        return cls(int(row[0]), int(row[1]), str(row[2]), str(row[3]), bool(row[4]))


def is_cap(tok: str) -> bool:
    first = tok[:1]
    return first.isupper() and (first.isalpha() or any(c.isalpha() for c in tok))


SERIES_AFTER = re.compile(r" series\b")
_GRAND_TOURS = frozenset({"tour", "tours", "giro", "giri", "vuelta", "vueltas"})
NAMED_FOR = re.compile(r"\bnamed (?:for|after) (?:[\w.\-]+ ){0,3}$")


def _team_to_make(text: str, words: list[tuple[int, int, str]], possessive: bool) -> Mention:
    """A team's name up to a make and model after its first two words: "Audi Sport Team Saintéloc Audi R8
    LMS" names the team, then its car ("Team Ecstar Suzuki" is a team's whole name)."""
    cut = next((k for k in range(2, len(words) - 1) if words[k][2].lower() in ALL_MAKES), len(words))
    start, end = words[0][0], words[cut - 1][1]
    return Mention(start, end, text[start:end], "team", possessive and cut == len(words))


def team_before_of(text: str, words: list[tuple[int, int, str]]) -> int:
    """Where "of" follows a team's name ("Arrow McLaren Honda of ..."), else 0."""
    names = [w[2] for w in words]
    if "of" not in names[1:-1]:
        return 0
    at = names.index("of", 1)  # "the Lotus-Ford of Mika Hakkinen": a one-word team too
    head = classify(text, words[:at], False)
    if head is not None and head.kind == "team":
        return at
    if at == 1 and any(part.lower() in ALL_MAKES for part in names[0].split("-")[:2] if "-" in names[0]):
        return at  # "the Honda-Reynard of Dario Franchitti": an engine and a chassis, his car
    return (
        at if any(n.lower() in TEAM_WORDS for n in names[:at]) else 0
    )  # "Wayne Taylor Racing Corvette DP of"


def team_part(text: str, words: list[tuple[int, int, str]]) -> Mention | None:
    """The team named first in "Wayne Taylor Racing Corvette DP": up to its team word."""
    names = [w[2].lower() for w in words]
    cut = max(k for k, n in enumerate(names) if n in TEAM_WORDS) + 1
    return classify(text, words[:cut], False)


def runner(text: str, words: list[tuple[int, int, str]], possessive: bool) -> Mention | None:
    """ "City of Troy, ridden by Ryan Moore": a runner, whatever words its name holds."""
    if len(words) < 2 or not _RIDDEN_BY.match(text, words[-1][1]):
        return None
    return Mention(words[0][0], words[-1][1], text[words[0][0] : words[-1][1]], "person", possessive)


# The last word of an event's name: "the Concord Pacific Challenge", "the Belmont Stakes".
_EVENT_LAST = frozenset(
    "challenge stakes derby classic trophy handicap hurdle regatta oaks guineas invitational marathon rally memorial "
    "futurity".split()
)
# A Formula One entry named by its chassis and its engine's maker: "Williams-BMW", "BAR-Honda", "McLaren-TAG"
_CHASSIS_ENGINE = re.compile(
    r"[A-Z][\w]+-(?:Honda|BMW|Renault|Mercedes|TAG|Ford|Ferrari|Cosworth|Hart|Judd|Mugen|Toyota|Peugeot|Porsche|"
    r"Yamaha|Lamborghini|Ilmor|Supertec|Petronas|Mecachrome|Megatron|Matra|Alfa)"
)
WEEKDAYS = frozenset("monday tuesday wednesday thursday friday saturday sunday".split())
_SURNAME_MAKES = frozenset({"ford", "honda", "dodge", "nissan"})  # also people's surnames: "Jack Ford"
_A_MACHINE_BEFORE = re.compile(r"\b(?:his|her|their|its|a|an|the)\s+(?:\d+\s?cc\s+)?$", re.I)
_CREW_AFTER = re.compile(r"\s+(?:riders?|drivers?|team|teammates?|team-mates?|squad|machines?|bikes?)\b")
_CAR_NUMBER_BEFORE = re.compile(r"(?:\bNo\. ?|#)\d{1,3} $")
_TEAM_MAKES = ALL_MAKES - _SURNAME_MAKES  # "Pramac Ducati", "Repsol Honda": a sponsor, then the make
# After a name, what only a person does: "Steve Park got a break", "Steve Park, who started 18th" (not the
# "Oulton Park" track)
_A_PERSON_ACTS = re.compile(
    r"(?:,? who\b| (?:said|says|won|wins|drove|drives|finished|finishes|got|gets|held (?:off|on)|led|leads|"
    r"started|took|passed|crashed|spun|beat|edged|climbed|celebrated|admitted|added|explained)\b)"
)
_HOURS_NUMBERS = frozenset({"six", "eight", "ten", "twelve", "twenty-four"})  # "Twelve Hours of Sebring"
_WORKS = frozenset({"sport", "racing", "team", "motorsport", "motorsports", "works", "factory"})
_TRACK_FIRST = frozenset({"circuit", "circuito", "autodromo", "autódromo", "autodrome"})
_RIDDEN_BY = re.compile(r",? \(?(?:ridden|partnered|steered) by [A-Z]")
MADE_BY = frozenset({"trained", "ridden", "owned", "bred", "built", "backed", "prepared"})
_TITLE_CASED_SMALL = frozenset({"Of", "The", "To", "In", "On", "For", "And", "At"})
_HONORIFICS = frozenset(
    {"mr", "mrs", "ms", "dr", "sir", "king", "queen", "prince", "princess", "lord", "lady"}
)


def epithet(word: str) -> bool:
    """ "Italian", "Rookie", and plurals ("Spaniards Jorge Lorenzo and Dani Pedrosa")."""
    low = word.lower()
    return (
        low in EPITHETS
        or (low.endswith("s") and low[:-1] in EPITHETS)
        or low.replace("men", "man") in EPITHETS
        or low.replace("woman", "man") in EPITHETS  # "Frenchwoman", "Englishwomen"
        or _ADJECTIVE.fullmatch(low) is not None
    )


# A praising adjective before a name: "Superior Fernando Alonso", "Victorious Ada Quill" (no first name ends so)
_ADJECTIVE = re.compile(r"[a-z]{3,}(?:ous|ful|ible|able|ior|ical)|[a-z]{5,}ive")


def capital_inside(toks: list[tuple[int, int, str]], i: int) -> bool:
    """ "Sent off at 9-2, Always Dreaming made it five": a small word capitalised inside a sentence, right
    before a capitalised word, starts a name (a horse's, a boat's)."""
    tok = toks[i][2]
    if i == 0 or tok in {"I", "The", "A", "An"} or tok.lower() in _HONORIFICS or tok.isupper():
        return False  # "The Glen", "Circuit of The Americas": a place's article, no horse
    prev = toks[i - 1][2]
    if not ((prev[:1].isalpha() and prev[-1:].isalpha()) or prev == ","):
        return False  # after a quote, a colon, a dash or "4." a sentence may start again
    return (
        i + 1 < len(toks)
        and toks[i + 1][0] == toks[i][1] + 1
        and is_cap(toks[i + 1][2])
        and toks[i + 1][2].lower() not in STOP_WORDS
    )


def honorific_name(toks: list[tuple[int, int, str]], i: int) -> bool:
    """ "Sir Winston, ridden by ...", "Lord Gyllene won": an honorific and one name after it is a name of
    its own (a horse's); a person so titled has two ("Sir Jackie Stewart")."""
    return (
        toks[i][2].lower() in {"sir", "lord", "lady", "king", "queen", "prince", "princess"}
        and i + 1 < len(toks)
        and toks[i + 1][0] == toks[i][1] + 1
        and is_cap(toks[i + 1][2])
        and toks[i + 1][2].lower() not in STOP_WORDS
        and (i + 2 == len(toks) or not is_cap(toks[i + 2][2]))
    )


def title_cased(toks: list[tuple[int, int, str]], i: int) -> bool:
    """ "Prince Of Penzance": a title-cased name (a horse, a boat) starting with an honorific, which
    otherwise starts no name; its small words are capitalised too."""
    return (
        i + 2 < len(toks)
        and toks[i][2].lower() in _HONORIFICS
        and toks[i + 1][2] in _TITLE_CASED_SMALL
        and is_cap(toks[i + 2][2])
        and toks[i + 2][2] not in _TITLE_CASED_SMALL
        and toks[i + 1][0] == toks[i][1] + 1  # one space apart, nothing between
        and toks[i + 2][0] == toks[i + 1][1] + 1
    )


_EVENT_FIRST = frozenset(
    {"tour", "giro", "vuelta", "rally", "prix", "grand", "hours", "race", "cup", "trophy"}
)


def person_before_of(words: list[tuple[int, int, str]]) -> int:
    """Where a name followed by "of <place or team>" ends (0 when it is not one)."""
    names = [w[2] for w in words]
    head = names[0].lower()
    if (
        len(names) >= 4
        and names[1] == "of"
        and names[2].lower() not in CONNECTORS
        and not epithet(names[2])
        and "-" not in head
        and not {head}
        & (ALL_MAKES | NON_PERSON | VENUE_WORDS | TEAM_WORDS | ORG_WORDS | EVENT_TAIL | _EVENT_FIRST)
    ):
        return 1  # "Vergne of DS Techeetah": a surname and its team ("Rock of Gibraltar" is one name; "the
        # Ferrari of Michael Schumacher", "the Audi of Allan McNish, ...": a car and its driver)
    if "of" not in names[2:5]:
        return 0
    at = names.index("of")
    head = [n.lower() for n in names[:at]]
    if any(
        h in NON_PERSON
        or h in VENUE_WORDS
        or h in TEAM_WORDS
        or h in ORG_WORDS
        or h in MAKES
        or h in EVENT_TAIL
        for h in head
    ):  # "Twelve Hours of Sebring Fueled by ...": an event's name, no person
        return 0
    return at


_BYLINE_PLACE = re.compile(r"\W*(?:in|at|from) $")  # a sentence opening with "in " in lower case
_COMPANY_AFTER = re.compile(r",? (?:Inc|Ltd|LLC|Corp|Co|GmbH|plc|S\.?p\.?A|AG)\b\.?")
_CAR_AFTER = re.compile(r" (?:car|entry|machine|truck)\b")


def classify(text: str, words: list[tuple[int, int, str]], possessive: bool) -> Mention | None:
    if _BACKED_AFTER.match(text, words[-1][1]):
        start, end = (
            words[0][0],
            words[-1][1],
        )  # "the orange Home Depot backed Chevrolet": a sponsor, no person
        return Mention(start, end, text[start:end], "org", possessive)
    if len(words) == 1:  # most mentions: their kind is the word's alone, worked out once per word
        start, end, word = words[0]
        if not (kind := _one_word_kind(word)):
            return None
        return Mention(start, end, word if kind in {"surname", "make"} else text[start:end], kind, possessive)
    return _classify_words(text, words, possessive)


_BACKED_AFTER = re.compile(
    r"(?:-|\s)(?:backed|sponsored|liveried)\b(?! (?:off|away|up|down|out|into|onto|on|by|in|the|his|her|a)\b)"
)  # not "X backed off late", "X sponsored the trophy"


@lru_cache(maxsize=65536)
def _one_word_kind(word: str) -> str:
    """The kind of a one-word mention ("" when it is none): `_classify_words` for one word."""
    found = _classify_words(word, [(0, len(word), word)], False)
    return found.kind if found is not None else ""


def _classify_words(text: str, words: list[tuple[int, int, str]], possessive: bool) -> Mention | None:
    start, end = words[0][0], words[-1][1]
    names = [w[2] for w in words]
    lower = [n.lower() for n in names]
    span = text[start:end]
    if lower[-1].isdigit():
        if len(names) >= 2 and lower[-2] not in NON_PERSON and int(lower[-1]) >= 100:
            return Mention(start, end, span, "event", possessive)
        return None
    if lower[-1] in EVENT_TAIL and len(names) >= 2 and lower[-2].isdigit():
        return Mention(start, end, span, "event", possessive)
    if len(names) >= 2 and (lower[0] in {"tour", "giro", "vuelta", "rally"} or names[0] == "TT"):
        return Mention(
            start, end, span, "event", possessive
        )  # "Tour de France", "Giro d'Italia", "Rally Sweden", "the TT Assen"
    if (
        len(names) >= 3
        and (lower[0].isdigit() or lower[0] in _HOURS_NUMBERS)
        and lower[1] in {"hours", "hour"}
    ):
        return Mention(start, end, span, "event", possessive)  # "24 Hours of Le Mans"
    if len(names) == 2 and lower[-1] == "park":  # "Steve Park got a break"; "the race at Oulton Park"
        return Mention(start, end, span, "person" if _A_PERSON_ACTS.match(text, end) else "venue", possessive)
    if (
        lower[-1] in VENUE_WORDS
        or (lower[-1] == "park" and len(names) >= 3)
        or (len(names) >= 2 and lower[0] in _TRACK_FIRST and (len(names) > 2 or lower[1] in CONNECTORS))
    ):  # "Circuit de la Sarthe", "Autodromo do Algarve"
        return Mention(start, end, span, "venue", possessive)
    if tuple(lower) in RACING_CLASSES:
        return None  # "Defending Top Fuel world champion X": a class of drag racing, no one's name
    if len(names) == 2 and lower[0] in {"le", "la", "les"}:
        return Mention(start, end, span, "venue", possessive)  # "Le Mans", "La Source": a place, not a person
    if len(names) == 3 and lower[0] in {"le", "la", "les"} and lower[1] not in CONNECTORS:
        return Mention(start, end, span, "org", possessive)  # "La Vie Claire": a team's name, not a person
    if ("grand" in lower and "prix" in lower) or lower[-1] == "e-prix":
        return Mention(start, end, span, "event", possessive)
    if len(names) >= 2 and (lower[-1] in _EVENT_LAST or "indy" in lower[1:]) and lower[-1] != "lights":
        return Mention(
            start, end, span, "event", possessive
        )  # "Concord Pacific Challenge", "Molson Indy Vancouver"
    if len(names) >= 2 and lower[-1] == "lights":
        return Mention(start, end, span, "org", possessive)  # "Firestone Indy Lights": a series
    if (
        lower[-1] in TEAM_WORDS
        or "team" in {lower[0], lower[-1]}
        or (
            "team" in lower and lower[-1] not in ALL_MAKES
        )  # "UAE Team Emirates" (not "Team Penske Chevrolet")
        or lower[-2:] == ["motor", "club"]
    ):
        if set(lower) <= TEAM_WORDS | {"motor", "team", "the"}:
            return None  # "Motor Racing": a section's label, no team's name
        return _team_to_make(text, words, possessive)
    if len(names) >= 2 and lower[-1].endswith("s") and lower[-1][:-1] in ALL_MAKES:
        return Mention(start, end, span, "team", possessive)  # "the Benetton Fords driven by A and B": cars
    if len(names) > 2 and lower[-1] in ALL_MAKES and ("team" in lower or lower[-2] in TEAM_WORDS):
        # "Joe Gibbs Racing Toyota", "Hitachi Team Penske Chevrolet": the team, then its make
        return Mention(start, words[-2][1], text[start : words[-2][1]], "team", False)
    if len(names) >= 2 and lower[0] in ALL_MAKES and lower[1] in _WORKS:
        return _team_to_make(text, words, possessive)  # "Audi Sport ABT", "Honda Racing Corporation"
    if len(names) == 1 and _CHASSIS_ENGINE.fullmatch(names[0]):
        return Mention(
            start, end, span, "team", possessive
        )  # "Williams-BMW", "McLaren-TAG": a chassis and engine
    if lower[0] in MAKES and len(names) >= 3 and lower[-1] in ALL_MAKES and lower[-1] != lower[0]:
        # "his Honda Marlboro McLaren": the engine, the sponsor, then the car's maker
        return Mention(words[-1][0], words[-1][1], names[-1], "make", possessive)
    if lower[0] in MAKES:
        return Mention(words[0][0], words[0][1], names[0], "make", possessive and len(names) == 1)
    if (
        len(names) in {2, 3}
        and lower[-1] in ALL_MAKES
        and re.search(r"['’]s $", text[max(0, start - 3) : start])
    ):
        return Mention(start, end, span, "team", possessive)  # "Raymond Beadle's Blue Max Pontiac": his car
    if 2 <= len(names) <= 5 and lower[-1] in ALL_MAKES and _CAR_NUMBER_BEFORE.search(text, 0, start):
        # "in the No. 12 Verizon Chevrolet", "the No. 3 Bass Pro Shops Chevrolet": a car's sponsor and make
        return Mention(words[-1][0], end, names[-1], "make", possessive)
    if (
        len(names) >= 3
        and lower[-1] in ALL_MAKES
        and _A_MACHINE_BEFORE.search(text, max(0, start - 20), start)
    ):
        # "in his NetZero Platinum Chevrolet", "the CAT Rental Store Chevy": a car's sponsor and make
        return Mention(words[-1][0], end, names[-1], "make", possessive)
    if (
        len(names) == 2
        and lower[-1] in _SURNAME_MAKES
        and (_A_MACHINE_BEFORE.search(text, max(0, start - 20), start) or _CREW_AFTER.match(text, end))
    ):
        return Mention(
            start, end, span, "team", possessive
        )  # "his 750cc Castrol Honda", "Repsol Honda riders": a machine or a team, no person
    if len(names) == 2 and lower[-1] in _TEAM_MAKES:
        if lower[0] in EPITHETS or lower[0] in {
            "fellow",
            "rival",
            "former",
            "sister",
        }:  # "Fellow Mercedes driver"
            return Mention(words[-1][0], end, names[-1], "make", possessive)
        return Mention(start, end, span, "team", possessive)  # "Pramac Ducati", "Repsol Honda": a team
    if any(w in ORG_WORDS for w in lower) or (len(names) <= 3 and _COMPANY_AFTER.match(text, end)):
        return Mention(start, end, span, "org", possessive)  # "Automatic Fire Sprinklers, Inc.": a company
    if len(names) >= 2 and _CAR_NUMBER_BEFORE.search(text, 0, start) and _CAR_AFTER.match(text, end):
        return Mention(start, end, span, "org", possessive)  # "the No. 27 Automatic Fire Sprinklers car"
    if len(names) >= 3 and lower[0] in _GRAND_TOURS and lower[1] in {"de", "d'", "del", "di", "a"}:
        return Mention(start, end, span, "event", possessive)  # "two Tours de France": races, not a person
    if len(names) == 1:
        word = names[0]
        if (word.isupper() and len(word) > 1) or not re.sub(r"[-'’]", "", word[1:]).isalpha():  # "O'Ward"
            return None
        if lower[0] in NON_PERSON:
            return None
        return Mention(start, end, word, "surname", possessive)
    if lower[-1] in {"drivers", "riders", "teams"}:
        return None  # "the Independent Drivers' title", "the Manufacturers' and Teams' titles": no person
    if len(names[-1]) == 1 and names[-1].isupper():
        return None  # "Honda Civic Type R", "Audi R": a model's letter, no one's surname
    if "-" in lower[-1] and lower[-1].split("-")[-1] in ALL_MAKES:
        return Mention(start, end, span, "team", possessive)  # "the Red Bull-Renault": a chassis and engine
    if any(w in NON_PERSON for w in (lower[1:] if lower[0] in EPITHETS else lower)) or len(names) > 4:
        return None  # an epithet first ("American A.J. Allmendinger") is stripped by the caller
    if any(n.isupper() and len(n) > 1 and n not in SUFFIXES and "." not in n for n in names[1:]):
        return None
    if names[0].isupper() and len(names[0]) > 3:  # "JR Hildebrand", "AJ Allmendinger" are names
        return None
    if names[0] in SUFFIXES or any(c.isdigit() for c in span):
        return None  # "No.18 Z-Line Designs Toyota" is a car, not a person
    if len(names) == 3 and _BYLINE_PLACE.match(text, 0, start):
        # a byline's town run into the lead: "in Auckland Walter Rohrl, the world rally champion, cruised"
        return Mention(words[1][0], end, text[words[1][0] : end], "person", possessive)
    if len(names) == 2 and len(names[0]) == 1:
        # a results line's "1 P McCallen (Honda)": the surname, which the report may give in full elsewhere
        return Mention(words[1][0], end, names[1], "surname", possessive)
    return Mention(start, end, span, "person", possessive)
