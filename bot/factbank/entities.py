"""Finding mentions of people, teams, venues, events and makes in a sentence.

Rules only: a capitalised word sequence is classified by its last word (Speedway -> venue, Racing ->
team, a race length -> event, ...), by word lists of racing vocabulary, and otherwise taken as a
person when it has two to four name-like words. A single capitalised word is kept as a surname or
place candidate; the build resolves it against the name book of all documents.
"""

from __future__ import annotations

import re

from bot.factbank.entity_kinds import (
    CONNECTORS,
    MADE_BY,
    NAMED_FOR,
    SERIES_AFTER,
    WEEKDAYS,
    Mention,
    capital_inside,
    classify,
    epithet,
    honorific_name,
    is_cap,
    person_before_of,
    runner,
    team_before_of,
    team_part,
    title_cased,
)
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
    TWO_WORD_NATIONALITIES,
    TWO_WORD_TEAMS,
    VENUE_WORDS,
)

# A town's two words, not a team's: "Laguna Beach", "New Smyrna", "San Diego", "Palm Springs"
_TOWN = re.compile(
    r"(?:(?:New|Los|Las|San|Santa|St\.?|Saint|Port|Fort|Mount|North|South|East|West|Palm|Costa|Long|Grand|Lake|"
    r"Little|Big|Cedar|Glen|Grosse|Rocky|Salt|Sioux|Virginia|Daytona|Myrtle|Newport|Huntington|Coral|Boca|Fort) "
    r"[A-Z][a-z]+|[A-Z][a-z]+ (?:Beach|City|Springs|Hills|Falls|Valley|Heights|Bay|Island|Point|Harbor|"
    r"Harbour|Creek|Rapids|Grove|Park|Village|Lake|Mesa|Gardens|Junction|Ridge|County))"
)
# What marks a team's name after one word and "of": an acronym or a team's word ("DS Techeetah")
_TEAMISH = re.compile(
    r"\b[A-Z]{2,}\b|\b(?:Racing|Global|Motorsports?|Team|Autosport|Sport|Corse|Engineering)\b"
)
_THE_BEFORE = re.compile(r"\b[Tt]he $")
_NUMBER_WORDS = frozenset({"Six", "Eight", "Ten", "Twelve", "Twenty-Four", "Twenty-four"})
_TOKEN = re.compile(r"[A-Za-zÀ-ÖØ-öø-ÿ0-9][\w'’.\-]*|[^\w\s]", re.U)
_YEAR = re.compile(r"(?:19|20)\d\d")
_NUMBER_UNIT = re.compile(r"[1-9]\d[05]-(?:kilometer|kilometre|mile|km|lap)s?")
_DISTANCE = frozenset({"km", "miles", "mile", "kilometres", "kilometers", "k"})
_SPONSOR_NUMBER = re.compile(r"[1-9]\d[05]")  # a race's distance after its sponsor: "Goody's 500"
_INITIAL = re.compile(r"(?:[A-Z]\.){1,3}")  # "J.", "A.J."


def _strip_possessive(tok: str) -> tuple[str, bool]:
    for tail in ("'s", "’s", "ʻs", "ʼs"):  # "Frodenoʻs": a Hawaiian okina for an apostrophe
        if tok.endswith(tail):
            return tok[: -len(tail)], True
    if tok.endswith(("s'", "s’")) and len(tok) > 3:
        return tok[:-1], True
    if tok.endswith(("'", "’")) and len(tok) > 3 and tok[-2].isalpha():
        return tok[:-1], True  # "Marquez’ teammate": an apostrophe alone after a name is its possessive
    return tok, False


def find_mentions(text: str) -> list[Mention]:
    """All name-like mentions in one sentence, left to right, not overlapping."""
    toks = [(m.start(), m.end(), m.group()) for m in _TOKEN.finditer(text)]
    out: list[Mention] = []
    # Only a capitalised word or a number ("24 Hours of") can start a name: the others are passed over.
    starts = [k for k, (_, _, tok) in enumerate(toks) if tok[0].isupper() or tok[0].isdigit()]
    i = 0
    of_whom = -1  # where the words after a person's "of" start ("Vergne of DS Techeetah"): no person
    of_one = the_car = False
    for k in starts:
        if k < i:
            continue  # inside the name just read
        i = k
        _, _, tok = toks[i]
        hours = (  # "24 Hours of Le Mans", "Twelve Hours of Sebring": an event that starts with a number
            (tok.isdigit() or tok in _NUMBER_WORDS)
            and len(tok) <= 2
            and i + 2 < len(toks)
            and toks[i + 1][2] in {"Hours", "Hour"}
            and toks[i + 2][2] == "of"
        )
        if (not hours and not is_cap(tok)) or (
            _strip_possessive(tok.rstrip("."))[0].lower() in STOP_WORDS
            and not title_cased(toks, i)
            and not (tok == "I" and i + 1 < len(toks) and is_cap(toks[i + 1][2]))  # "I Am Maximus"
            and not capital_inside(toks, i)
            and not honorific_name(toks, i)
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
                is_cap(t2)
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
                if words and core.lower() in WEEKDAYS:
                    break  # "right about Bill Elliott Sunday as he ...": the name ends before the day
                if t2.endswith(".") and t2 not in SUFFIXES and not _INITIAL.fullmatch(t2):
                    core = t2.rstrip(".")
                    words.append((s2, s2 + len(core), core))
                    j += 1
                    break  # a sentence-final period ends the name
                if "-" in core and core.split("-")[-1].islower():
                    if core.split("-")[-1] in MADE_BY:
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
                and t2 in CONNECTORS
                and j + 1 < len(toks)
                and (
                    (is_cap(toks[j + 1][2]) and toks[j + 1][2].lower() not in STOP_WORDS)
                    or (  # "Circuit de la Sarthe": two small words, then the name
                        toks[j + 1][2] in CONNECTORS
                        and j + 2 < len(toks)
                        and is_cap(toks[j + 2][2])
                        and toks[j + 2][2].lower() not in STOP_WORDS
                    )
                )
            ):
                words.append((s2, e2, t2))
                j += 1
                continue
            break
        while words and words[-1][2] in CONNECTORS:
            words.pop()
        if not words:
            i += 1
            continue
        if len(words) > 2 and words[0][2].endswith("ing") and words[1][2] == "the":
            words = words[2:]  # "Driving the No. 39": a verb, not a name
        if (
            len(words) == 3
            and words[1][2] == "of"
            and words[0][2].endswith("s")
            and _THE_BEFORE.search(text, max(0, words[0][0] - 5), words[0][0])
        ):
            i += 2  # "the Saubers of Leclerc and Ericsson": a team's cars, then their drivers
            continue
        if len(words) >= 2 and f"{words[0][2]} {words[1][2]}".lower() in TWO_WORD_TEAMS:
            # "Aston Martin's Fernando Alonso": a team whose name reads like a person's
            k = 3 if len(words) > 2 and words[2][2].lower() in TEAM_WORDS else 2  # "Red Bull Racing's X"
            end = words[k - 1][1]
            out.append(
                Mention(words[0][0], end, text[words[0][0] : end], "team", possessive and len(words) == k)
            )
            i += k
            continue
        cut = 0 if hours else person_before_of(words)
        if cut:  # "Juan Pablo Montoya of Colombia": a person, then where he is from
            words, possessive, j = words[:cut], False, i + cut
            single = " ".join(w[2].lower() for w in words).removesuffix("s")
            cars = single != " ".join(w[2].lower() for w in words) and (
                single in TWO_WORD_TEAMS or single.split()[-1] in ALL_MAKES
            )  # "the Red Bulls of Max Verstappen": a team's cars, then their drivers
            of_whom = -1 if cars else i + cut + 1
            of_one = cut == 1  # "Vergne of DS Techeetah" (a surname), not "Colton Herta of Andretti Global"
            the_car = of_one and _THE_BEFORE.search(text, max(0, words[0][0] - 5), words[0][0]) is not None
        mention = classify(text, words, possessive)
        if mention is not None and mention.kind == "make" and len(words) > 1 and mention.start == words[0][0]:
            j = i + 1  # "Ferrari of German Michael Schumacher": the make, then read on after it
        elif (mention is None or mention.kind != "make") and (at := team_before_of(text, words)):
            mention, j = classify(text, words[:at], False) or team_part(text, words[:at]), i + at + 1
            # "the #5 Arrow McLaren Honda of Mexican Pato O'Ward": the team, then read on after "of"
        mention = mention or runner(text, words, possessive)
        if (
            mention is not None
            and mention.kind == "team"
            and len(words) == 2
            and words[0][2].lower() in NATIONALITIES
            and words[1][2].lower() in ALL_MAKES
        ):
            mention = classify(
                text, words[1:], possessive
            )  # "American Honda rider X": his nationality, a make
        if len(words) >= 4 and f"{words[0][2]} {words[1][2]}".lower() in TWO_WORD_NATIONALITIES:
            words = words[2:]  # "New Zealander Mitch Evans": a nationality of two words, then the name
            mention = classify(text, words, possessive) or runner(text, words, possessive)
        while mention is not None and mention.kind == "person" and epithet(words[0][2]):
            words = words[1:]  # "Italian Jarno Trulli", "Rookie Ty Gibbs": the epithet is not the name
            if len(words) >= 2 and f"{words[0][2]} {words[1][2]}".lower() in TWO_WORD_TEAMS:
                end = words[1][1]  # "The German Red Bull driver": a team after the nationality
                mention = Mention(words[0][0], end, text[words[0][0] : end], "team", False)
                break
            mention = (
                classify(text, words, possessive) or runner(text, words, possessive)
                if words and words[0][2][:1].isupper()
                else None
            )
            # "the 1995 Rookie of the Year": what is left ("of the Year") is no name
        if mention is not None and i == of_whom and mention.kind == "person":
            if _TOWN.fullmatch(mention.text):
                mention = None  # "Jim Busby of Laguna Beach": where he is from, no team
            elif (of_one and not _TEAMISH.search(mention.text)) or the_car:
                pass  # "the Williams of Nicholas Latifi", "the Carlin of RC Enerson": a team's car, then its driver
            else:
                mention = Mention(mention.start, mention.end, mention.text, "team", mention.possessive)
        if mention is not None:
            if mention.kind == "person" and NAMED_FOR.search(text, max(0, mention.start - 60), mention.start):
                mention = Mention(mention.start, mention.end, mention.text, "namesake", mention.possessive)
            elif mention.kind == "surname" and SERIES_AFTER.match(text, mention.end):
                mention = Mention(mention.start, mention.end, mention.text, "org", mention.possessive)
                # "the defending Busch series champion": a sponsor's series, no driver
            out.append(mention)  # "Nyquist, named for NHL player Gustav Nyquist": no one in this race
        i = max(j, i + 1)
    return _joined_by_to(text, out) if " to " in text else out


def _joined_by_to(text: str, out: list[Mention]) -> list[Mention]:
    """ "the All Pro Bumper to Bumper 300": a sponsor's name with "to" in it, read as a name and a race, is
    one race."""
    for k in range(len(out) - 1):
        a, b = out[k], out[k + 1]
        if (
            a.kind in {"person", "surname", "org", "team"}
            and b.kind == "event"
            and text[a.end : b.start] == " to "
            and re.search(r"\d{3}$", b.text)
            and not {w.lower() for w in a.text.split()} & ALL_MAKES
        ):
            joined = Mention(a.start, b.end, text[a.start : b.end], "event", b.possessive)
            return _joined_by_to(text, [*out[:k], joined, *out[k + 2 :]])
    return out


def surname_of(full: str) -> str:
    parts = [p for p in full.split() if p not in SUFFIXES]
    return parts[-1] if parts else full


def short_place(venue: str) -> str:
    """'Kansas Speedway' -> 'Kansas'; 'Talladega Superspeedway' -> 'Talladega'."""
    words = venue.split()
    keep = [w for w in words if w.lower() not in VENUE_WORDS and w.lower() not in {"motor", "international"}]
    while keep and keep[0] in CONNECTORS:
        keep.pop(0)  # "Circuit de la Sarthe" -> "Sarthe"
    return " ".join(keep) or venue
