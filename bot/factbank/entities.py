"""Finding mentions of people, teams, venues, events and makes in a sentence.

Rules only: a capitalised word sequence is classified by its last word (Speedway -> venue, Racing ->
team, a race length -> event, ...), by word lists of racing vocabulary, and otherwise taken as a
person when it has two to four name-like words. A single capitalised word is kept as a surname or
place candidate; the build resolves it against the name book of all documents.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from bot.factbank.entity_words import (  # noqa: F401  (re-exported: `entities` is where callers look)
    ALL_MAKES,
    BIKE_MAKES,
    COUNTED,
    EPITHETS,
    EVENT_TAIL,
    MAKES,
    NATIONALITIES,
    NON_PERSON,
    ORG_WORDS,
    PLACE_NAMES,
    STOP_WORDS,
    SUFFIXES,
    TEAM_WORDS,
    TWO_WORD_TEAMS,
    VENUE_WORDS,
)

_CONNECTORS = frozenset({"of", "the", "de", "van", "von", "der", "da", "di", "la", "le", "du", "del"})

_TOKEN = re.compile(r"[A-Za-zÀ-ÖØ-öø-ÿ0-9][\w'’.\-]*|[^\w\s]", re.U)
_YEAR = re.compile(r"(?:19|20)\d\d")
_NUMBER_UNIT = re.compile(r"[1-9]\d[05]-(?:kilometer|kilometre|mile|km|lap)s?")
_DISTANCE = frozenset({"km", "miles", "mile", "kilometres", "kilometers", "k"})
_SPONSOR_NUMBER = re.compile(r"[1-9]\d[05]")  # a race's distance after its sponsor: "Goody's 500"
_INITIAL = re.compile(r"(?:[A-Z]\.){1,3}")  # "J.", "A.J."


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


def _is_cap(tok: str) -> bool:
    first = tok[:1]
    return first.isupper() and (first.isalpha() or any(c.isalpha() for c in tok))


def _strip_possessive(tok: str) -> tuple[str, bool]:
    for tail in ("'s", "’s", "ʻs", "ʼs"):  # "Frodenoʻs": a Hawaiian okina for an apostrophe
        if tok.endswith(tail):
            return tok[: -len(tail)], True
    if tok.endswith(("s'", "s’")) and len(tok) > 3:
        return tok[:-1], True
    return tok, False


def find_mentions(text: str) -> list[Mention]:
    """All name-like mentions in one sentence, left to right, not overlapping."""
    toks = [(m.start(), m.end(), m.group()) for m in _TOKEN.finditer(text)]
    out: list[Mention] = []
    # Only a capitalised word or a number ("24 Hours of") can start a name: the others are passed over.
    starts = [k for k, (_, _, tok) in enumerate(toks) if tok[0].isupper() or tok[0].isdigit()]
    i = 0
    of_whom = -1  # where the words after a person's "of" start ("Vergne of DS Techeetah"): no person
    for k in starts:
        if k < i:
            continue  # inside the name just read
        i = k
        _, _, tok = toks[i]
        hours = (  # "24 Hours of Le Mans", "12 Hours of Sebring": an event that starts with a number
            tok.isdigit()
            and len(tok) <= 2
            and i + 2 < len(toks)
            and toks[i + 1][2] in {"Hours", "Hour"}
            and toks[i + 2][2] == "of"
        )
        if (not hours and not _is_cap(tok)) or (
            _strip_possessive(tok.rstrip("."))[0].lower() in STOP_WORDS
            and not _title_cased(toks, i)
            and not (tok == "I" and i + 1 < len(toks) and _is_cap(toks[i + 1][2]))  # "I Am Maximus"
            and not _capital_inside(toks, i)
            and not _honorific_name(toks, i)
        ):
            i += 1
            continue
        words: list[tuple[int, int, str]] = []
        possessive = False
        j = i
        while j < len(toks):
            s2, e2, t2 = toks[j]
            digits = t2.isdigit()
            nxt = (
                toks[j + 1][2].lower().rstrip(".") if digits and j + 1 < len(toks) else ""
            )  # only numbers need it
            if words and _NUMBER_UNIT.fullmatch(t2):  # "Sunday's Banquet Frozen Foods 300-kilometer race"
                number = t2.split("-", 1)[0]
                words.append((s2, s2 + len(number), number))
                j += 1
                break
            if (
                _is_cap(t2)
                or (hours and j == i)
                or (
                    words
                    and digits
                    and (
                        (
                            2 <= len(t2) <= 4
                            and not _YEAR.fullmatch(t2)
                            and (nxt not in COUNTED or (_SPONSOR_NUMBER.fullmatch(t2) and nxt in _DISTANCE))
                        )  # "the Banquet Frozen Foods 300 km" is a race; "Kyle Busch 27 laps" a count
                        or nxt in EVENT_TAIL
                    )
                )
            ):
                core, poss = _strip_possessive(t2.rstrip(".") if t2 not in SUFFIXES else t2)
                if t2 in {"No.", "Nos."} and words:
                    break  # "his Tricon Garage No. 11": the name ends before the car number
                if words and core.lower() in _WEEKDAYS:
                    break  # "right about Bill Elliott Sunday as he ...": the name ends before the day
                if t2.endswith(".") and t2 not in SUFFIXES and not _INITIAL.fullmatch(t2):
                    core = t2.rstrip(".")
                    words.append((s2, s2 + len(core), core))
                    j += 1
                    break  # a sentence-final period ends the name
                if "-" in core and core.split("-")[-1].islower():
                    if core.split("-")[-1] in _MADE_BY:
                        words.clear()  # "the Willie Mullins-trained Max Dynamite": the trainer is no runner
                        j += 1
                    break  # "McQueen-style" is an adjective
                words.append((s2, s2 + len(core), core))
                j += 1
                if poss:
                    if _SPONSOR_NUMBER.fullmatch(nxt := toks[j][2] if j < len(toks) else "") and (
                        j + 1 == len(toks) or toks[j + 1][2].lower().rstrip(".") not in COUNTED
                    ):  # "the Cabela's 250": a sponsor's race, not Cabela's
                        words.append((*toks[j][:2], nxt))
                        j += 1
                        break
                    possessive = True
                    break
                if digits and nxt not in EVENT_TAIL:
                    break
                continue
            if (
                words
                and t2 in _CONNECTORS
                and j + 1 < len(toks)
                and (
                    (_is_cap(toks[j + 1][2]) and toks[j + 1][2].lower() not in STOP_WORDS)
                    or (  # "Circuit de la Sarthe": two small words, then the name
                        toks[j + 1][2] in _CONNECTORS
                        and j + 2 < len(toks)
                        and _is_cap(toks[j + 2][2])
                        and toks[j + 2][2].lower() not in STOP_WORDS
                    )
                )
            ):
                words.append((s2, e2, t2))
                j += 1
                continue
            break
        while words and words[-1][2] in _CONNECTORS:
            words.pop()
        if not words:
            i += 1
            continue
        if len(words) > 2 and words[0][2].endswith("ing") and words[1][2] == "the":
            words = words[2:]  # "Driving the No. 39": a verb, not a name
        if len(words) >= 2 and f"{words[0][2]} {words[1][2]}".lower() in TWO_WORD_TEAMS:
            # "Aston Martin's Fernando Alonso": a team whose name reads like a person's
            k = 3 if len(words) > 2 and words[2][2].lower() in TEAM_WORDS else 2  # "Red Bull Racing's X"
            end = words[k - 1][1]
            out.append(
                Mention(words[0][0], end, text[words[0][0] : end], "team", possessive and len(words) == k)
            )
            i += k
            continue
        cut = 0 if hours else _person_before_of(words)
        if cut:  # "Juan Pablo Montoya of Colombia": a person, then where he is from
            words, possessive, j = words[:cut], False, i + cut
            single = " ".join(w[2].lower() for w in words).removesuffix("s")
            cars = single != " ".join(w[2].lower() for w in words) and (
                single in TWO_WORD_TEAMS or single.split()[-1] in ALL_MAKES
            )  # "the Red Bulls of Max Verstappen": a team's cars, then their drivers
            of_whom = -1 if cars else i + cut + 1
        mention = _classify(text, words, possessive)
        if mention is not None and mention.kind == "make" and len(words) > 1 and mention.start == words[0][0]:
            j = i + 1  # "Ferrari of German Michael Schumacher": the make, then read on after it
        elif (mention is None or mention.kind != "make") and (at := _team_before_of(text, words)):
            mention, j = _classify(text, words[:at], False) or _team_part(text, words[:at]), i + at + 1
            # "the #5 Arrow McLaren Honda of Mexican Pato O'Ward": the team, then read on after "of"
        mention = mention or _runner(text, words, possessive)
        while mention is not None and mention.kind == "person" and _epithet(words[0][2]):
            words = words[1:]  # "Italian Jarno Trulli", "Rookie Ty Gibbs": the epithet is not the name
            if len(words) >= 2 and f"{words[0][2]} {words[1][2]}".lower() in TWO_WORD_TEAMS:
                end = words[1][1]  # "The German Red Bull driver": a team after the nationality
                mention = Mention(words[0][0], end, text[words[0][0] : end], "team", False)
                break
            mention = (
                _classify(text, words, possessive) or _runner(text, words, possessive)
                if words and words[0][2][:1].isupper()
                else None
            )
            # "the 1995 Rookie of the Year": what is left ("of the Year") is no name
        if mention is not None and i == of_whom and mention.kind == "person":
            mention = Mention(mention.start, mention.end, mention.text, "team", mention.possessive)
        if mention is not None:
            if mention.kind == "person" and _NAMED_FOR.search(
                text, max(0, mention.start - 60), mention.start
            ):
                mention = Mention(mention.start, mention.end, mention.text, "namesake", mention.possessive)
            elif mention.kind == "surname" and _SERIES_AFTER.match(text, mention.end):
                mention = Mention(mention.start, mention.end, mention.text, "org", mention.possessive)
                # "the defending Busch series champion": a sponsor's series, no driver
            out.append(mention)  # "Nyquist, named for NHL player Gustav Nyquist": no one in this race
        i = max(j, i + 1)
    return out


_SERIES_AFTER = re.compile(r" series\b")
_GRAND_TOURS = frozenset({"tour", "tours", "giro", "giri", "vuelta", "vueltas"})
_NAMED_FOR = re.compile(r"\bnamed (?:for|after) (?:[\w.\-]+ ){0,3}$")


def _team_to_make(text: str, words: list[tuple[int, int, str]], possessive: bool) -> Mention:
    """A team's name up to a make and model after its first two words: "Audi Sport Team Saintéloc Audi R8
    LMS" names the team, then its car ("Team Ecstar Suzuki" is a team's whole name)."""
    cut = next((k for k in range(2, len(words) - 1) if words[k][2].lower() in ALL_MAKES), len(words))
    start, end = words[0][0], words[cut - 1][1]
    return Mention(start, end, text[start:end], "team", possessive and cut == len(words))


def _team_before_of(text: str, words: list[tuple[int, int, str]]) -> int:
    """Where "of" follows a team's name ("Arrow McLaren Honda of ..."), else 0."""
    names = [w[2] for w in words]
    if "of" not in names[1:-1]:
        return 0
    at = names.index("of", 1)  # "the Lotus-Ford of Mika Hakkinen": a one-word team too
    head = _classify(text, words[:at], False)
    if head is not None and head.kind == "team":
        return at
    if at == 1 and any(part.lower() in ALL_MAKES for part in names[0].split("-")[:2] if "-" in names[0]):
        return at  # "the Honda-Reynard of Dario Franchitti": an engine and a chassis, his car
    return (
        at if any(n.lower() in TEAM_WORDS for n in names[:at]) else 0
    )  # "Wayne Taylor Racing Corvette DP of"


def _team_part(text: str, words: list[tuple[int, int, str]]) -> Mention | None:
    """The team named first in "Wayne Taylor Racing Corvette DP": up to its team word."""
    names = [w[2].lower() for w in words]
    cut = max(k for k, n in enumerate(names) if n in TEAM_WORDS) + 1
    return _classify(text, words[:cut], False)


def _runner(text: str, words: list[tuple[int, int, str]], possessive: bool) -> Mention | None:
    """ "City of Troy, ridden by Ryan Moore": a runner, whatever words its name holds."""
    if len(words) < 2 or not _RIDDEN_BY.match(text, words[-1][1]):
        return None
    return Mention(words[0][0], words[-1][1], text[words[0][0] : words[-1][1]], "person", possessive)


# The last word of an event's name: "the Concord Pacific Challenge", "the Belmont Stakes".
_EVENT_LAST = frozenset(
    "challenge stakes derby classic trophy handicap hurdle regatta oaks guineas invitational marathon rally".split()
)
# A Formula One entry named by its chassis and its engine's maker: "Williams-BMW", "BAR-Honda", "McLaren-TAG"
_CHASSIS_ENGINE = re.compile(
    r"[A-Z][\w]+-(?:Honda|BMW|Renault|Mercedes|TAG|Ford|Ferrari|Cosworth|Hart|Judd|Mugen|Toyota|Peugeot|Porsche|"
    r"Yamaha|Lamborghini|Ilmor|Supertec|Petronas|Mecachrome|Megatron|Matra|Alfa)"
)
_WEEKDAYS = frozenset("monday tuesday wednesday thursday friday saturday sunday".split())
_SURNAME_MAKES = frozenset({"ford", "honda", "dodge", "nissan"})  # also people's surnames: "Jack Ford"
_A_MACHINE_BEFORE = re.compile(r"\b(?:his|her|their|its|a|an|the)\s+(?:\d+\s?cc\s+)?$", re.I)
_CREW_AFTER = re.compile(r"\s+(?:riders?|drivers?|team|teammates?|team-mates?|squad|machines?|bikes?)\b")
_CAR_NUMBER_BEFORE = re.compile(r"(?:\bNo\. ?|#)\d{1,3} $")
_TEAM_MAKES = ALL_MAKES - _SURNAME_MAKES  # "Pramac Ducati", "Repsol Honda": a sponsor, then the make
_WORKS = frozenset({"sport", "racing", "team", "motorsport", "motorsports", "works", "factory"})
_TRACK_FIRST = frozenset({"circuit", "circuito", "autodromo", "autódromo", "autodrome"})
_RIDDEN_BY = re.compile(r",? \(?(?:ridden|partnered|steered) by [A-Z]")
_MADE_BY = frozenset({"trained", "ridden", "owned", "bred", "built", "backed", "prepared"})
_TITLE_CASED_SMALL = frozenset({"Of", "The", "To", "In", "On", "For", "And", "At"})
_HONORIFICS = frozenset(
    {"mr", "mrs", "ms", "dr", "sir", "king", "queen", "prince", "princess", "lord", "lady"}
)


def _epithet(word: str) -> bool:
    """ "Italian", "Rookie", and plurals ("Spaniards Jorge Lorenzo and Dani Pedrosa")."""
    low = word.lower()
    return (
        low in EPITHETS
        or (low.endswith("s") and low[:-1] in EPITHETS)
        or low.replace("men", "man") in EPITHETS
        or _ADJECTIVE.fullmatch(low) is not None
    )


# A praising adjective before a name: "Superior Fernando Alonso", "Victorious Ada Quill" (no first name ends so)
_ADJECTIVE = re.compile(r"[a-z]{3,}(?:ous|ful|ible|able|ior|ical)|[a-z]{5,}ive")


def _capital_inside(toks: list[tuple[int, int, str]], i: int) -> bool:
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
        and _is_cap(toks[i + 1][2])
        and toks[i + 1][2].lower() not in STOP_WORDS
    )


def _honorific_name(toks: list[tuple[int, int, str]], i: int) -> bool:
    """ "Sir Winston, ridden by ...", "Lord Gyllene won": an honorific and one name after it is a name of
    its own (a horse's); a person so titled has two ("Sir Jackie Stewart")."""
    return (
        toks[i][2].lower() in {"sir", "lord", "lady", "king", "queen", "prince", "princess"}
        and i + 1 < len(toks)
        and toks[i + 1][0] == toks[i][1] + 1
        and _is_cap(toks[i + 1][2])
        and toks[i + 1][2].lower() not in STOP_WORDS
        and (i + 2 == len(toks) or not _is_cap(toks[i + 2][2]))
    )


def _title_cased(toks: list[tuple[int, int, str]], i: int) -> bool:
    """ "Prince Of Penzance": a title-cased name (a horse, a boat) starting with an honorific, which
    otherwise starts no name; its small words are capitalised too."""
    return (
        i + 2 < len(toks)
        and toks[i][2].lower() in _HONORIFICS
        and toks[i + 1][2] in _TITLE_CASED_SMALL
        and _is_cap(toks[i + 2][2])
        and toks[i + 2][2] not in _TITLE_CASED_SMALL
        and toks[i + 1][0] == toks[i][1] + 1  # one space apart, nothing between
        and toks[i + 2][0] == toks[i + 1][1] + 1
    )


_EVENT_FIRST = frozenset(
    {"tour", "giro", "vuelta", "rally", "prix", "grand", "hours", "race", "cup", "trophy"}
)


def _person_before_of(words: list[tuple[int, int, str]]) -> int:
    """Where a name followed by "of <place or team>" ends (0 when it is not one)."""
    names = [w[2] for w in words]
    head = names[0].lower()
    if (
        len(names) >= 4
        and names[1] == "of"
        and names[2].lower() not in _CONNECTORS
        and not _epithet(names[2])
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


def _classify(text: str, words: list[tuple[int, int, str]], possessive: bool) -> Mention | None:
    if len(words) == 1:  # most mentions: their kind is the word's alone, worked out once per word
        start, end, word = words[0]
        if not (kind := _one_word_kind(word)):
            return None
        return Mention(start, end, word if kind in {"surname", "make"} else text[start:end], kind, possessive)
    return _classify_words(text, words, possessive)


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
    if len(names) >= 2 and lower[0] in {"tour", "giro", "vuelta", "rally"}:
        return Mention(
            start, end, span, "event", possessive
        )  # "Tour de France", "Giro d'Italia", "Rally Sweden"
    if len(names) >= 3 and lower[0].isdigit() and lower[1] in {"hours", "hour"}:
        return Mention(start, end, span, "event", possessive)  # "24 Hours of Le Mans"
    if (
        lower[-1] in VENUE_WORDS
        or (lower[-1] == "park" and len(names) >= 2)
        or (len(names) >= 2 and lower[0] in _TRACK_FIRST and (len(names) > 2 or lower[1] in _CONNECTORS))
    ):  # "Circuit de la Sarthe", "Autodromo do Algarve"
        return Mention(start, end, span, "venue", possessive)
    if len(names) == 2 and lower[0] in {"le", "la", "les"}:
        return Mention(start, end, span, "venue", possessive)  # "Le Mans", "La Source": a place, not a person
    if ("grand" in lower and "prix" in lower) or lower[-1] == "e-prix":
        return Mention(start, end, span, "event", possessive)
    if len(names) >= 2 and (lower[-1] in _EVENT_LAST or "indy" in lower[1:]) and lower[-1] != "lights":
        return Mention(
            start, end, span, "event", possessive
        )  # "Concord Pacific Challenge", "Molson Indy Vancouver"
    if len(names) >= 2 and lower[-1] == "lights":
        return Mention(start, end, span, "org", possessive)  # "Firestone Indy Lights": a series
    if lower[-1] in TEAM_WORDS or "team" in {lower[0], lower[-1]} or lower[-2:] == ["motor", "club"]:
        if set(lower) <= TEAM_WORDS | {"motor", "team", "the"}:
            return None  # "Motor Racing": a section's label, no team's name
        return _team_to_make(text, words, possessive)
    if len(names) > 2 and lower[-1] in ALL_MAKES and ("team" in lower or lower[-2] in TEAM_WORDS):
        # "Joe Gibbs Racing Toyota", "Hitachi Team Penske Chevrolet": the team, then its make
        return Mention(start, words[-2][1], text[start : words[-2][1]], "team", False)
    if len(names) >= 2 and lower[0] in ALL_MAKES and lower[1] in _WORKS:
        return _team_to_make(text, words, possessive)  # "Audi Sport ABT", "Honda Racing Corporation"
    if len(names) == 1 and _CHASSIS_ENGINE.fullmatch(names[0]):
        return Mention(
            start, end, span, "team", possessive
        )  # "Williams-BMW", "McLaren-TAG": a chassis and engine
    if lower[0] in MAKES:
        return Mention(words[0][0], words[0][1], names[0], "make", possessive and len(names) == 1)
    if (
        len(names) in {2, 3}
        and lower[-1] in ALL_MAKES
        and re.search(r"['’]s $", text[max(0, start - 3) : start])
    ):
        return Mention(start, end, span, "team", possessive)  # "Raymond Beadle's Blue Max Pontiac": his car
    if len(names) in {2, 3} and lower[-1] in ALL_MAKES and _CAR_NUMBER_BEFORE.search(text, 0, start):
        # "in the No. 12 Verizon Chevrolet": a car's sponsor and make, not a team
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
    if any(w in ORG_WORDS for w in lower):
        return Mention(start, end, span, "org", possessive)
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
    if any(w in NON_PERSON for w in (lower[1:] if lower[0] in EPITHETS else lower)) or len(names) > 4:
        return None  # an epithet first ("American A.J. Allmendinger") is stripped by the caller
    if any(n.isupper() and len(n) > 1 and n not in SUFFIXES and "." not in n for n in names[1:]):
        return None
    if names[0].isupper() and len(names[0]) > 3:  # "JR Hildebrand", "AJ Allmendinger" are names
        return None
    if names[0] in SUFFIXES or any(c.isdigit() for c in span):
        return None  # "No.18 Z-Line Designs Toyota" is a car, not a person
    if len(names) == 2 and len(names[0]) == 1:
        # a results line's "1 P McCallen (Honda)": the surname, which the report may give in full elsewhere
        return Mention(words[1][0], end, names[1], "surname", possessive)
    return Mention(start, end, span, "person", possessive)


def surname_of(full: str) -> str:
    parts = [p for p in full.split() if p not in SUFFIXES]
    return parts[-1] if parts else full


def short_place(venue: str) -> str:
    """'Kansas Speedway' -> 'Kansas'; 'Talladega Superspeedway' -> 'Talladega'."""
    words = venue.split()
    keep = [w for w in words if w.lower() not in VENUE_WORDS and w.lower() not in {"motor", "international"}]
    while keep and keep[0] in _CONNECTORS:
        keep.pop(0)  # "Circuit de la Sarthe" -> "Sarthe"
    return " ".join(keep) or venue
