"""Names: the forms that name one entity, and whether a first name given agrees with the answer's.

A first name agrees with the answer's when it is the same, a short form or variant of it (a table of
the usual English and European ones: Chris/Christopher, Matt/Matthew, Alex/Alexander, Joe/Josef...),
its initial, or a typo of it that is no other known first name ("Dave" is a name, not a typo of Dale).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from types import MappingProxyType

from rapidfuzz.distance import OSA

from bot.matching._text import COMMON, GENERIC_TAILS, PARTICLES, SUFFIXES

# Each line: one first name and its usual short forms and spellings.
_NICKNAME_GROUPS = """
christopher chris kris kit topher cristopher kristopher
matthew matt matty mathew matthias mat
alexander alex alexandre alessandro alejandro alec sasha alexandr aleksander alexis
alexandra alex lexi sandra sandy
michael mike mikey mick mickey micky mikael michel michele
william will bill billy willie willy liam wil
robert rob bob bobby robbie robby bert roberto
richard rich rick ricky dick richie rico ricardo
frederick fred freddie freddy frederik federico
james jim jimmy jimmie jamie jaime
john johnny jack jon johnnie
jonathan jon jonny jonathon
joseph joe joey josef jo joseph jos
joshua josh
daniel dan danny dani daniele
david dave davey davy
steven stephen steve stevie stefan stephan stefano esteban
thomas tom tommy thom tomas
anthony tony antonio anton
andrew andy drew andre andrea andreas andres
edward ed eddie ted ned eduardo edoardo
benjamin ben benny benji
samuel sam sammy
nicholas nick nicky nico nicolas niklas nicola nikolas
zachary zach zack zac zak
timothy tim timmy timo
kenneth ken kenny
ronald ron ronnie
donald don donnie
douglas doug
gregory greg gregor
jeffrey jeff jeffery geoffrey geoff
charles charlie chuck chas charley
henry harry hank henri enrique
patrick pat paddy patricio pato
peter pete pierre pedro piet
raymond ray ramon
gerald jerry gerry
terrence terry terence
lawrence larry laurence lorenzo laurent
leonard leo len lenny leon
philip phillip phil felipe filipe philippe
theodore ted teddy theo
vincent vince vincenzo
jacob jake jakob
nathan nate nathaniel
sebastian seb sebastien sebastiano
maximilian max maxi maxime maximo
albert al bert alberto
alfred al alf alfie alfredo
alan al allan allen alain
gabriel gabe gabriele
francis frank frankie franco francesco francisco franz
kevin kev
dennis denny den denis
eric erik erick erich
sergio checo
louis lou luis luigi lewis
giuseppe beppe
katherine kathryn catherine kate katie cathy kathy katie
elizabeth liz beth lizzie betty eliza
jennifer jen jenny
rebecca becca becky
susan sue susie
deborah debbie deb
margaret maggie meg peggy
abigail abby
victoria vicky tori
tyler ty
darrell bubba
"""
_GROUPS: dict[str, frozenset[str]] = {}
for _line in _NICKNAME_GROUPS.split("\n"):
    _group = frozenset(_line.split())
    for _name in _group:
        _GROUPS[_name] = _GROUPS.get(_name, frozenset()) | _group
NICKNAMES = MappingProxyType(_GROUPS)

# First names that are not in a group above: a word in either is read as a first name, never as chat.
_MORE_FIRST_NAMES = """
kyle kurt brandon ryan chase dale austin brad ross mark kimi lando oscar george fernando valtteri lance
esteban liam zhou yuki guanyu nyck marcus colton pato scott graham conor callum rinus santino agustin
christian denny martin ricky noah corey justin harrison todd tyler bubba erik shane josh cole carson
aric ryan riley ross ty aj jj kasey jeb kurt terry rusty darrell dale clint jamie greg jimmie kevin
aaron adam adrian aidan ali alice amanda amy angela anna anne arthur ashley barbara barry bernie blake
brendan brendon brian bruce bryan caleb cameron carol carter casey chad chandler cody colin connor craig
curtis cynthia dakota darren dean derek derrick diane dominic donna dustin dylan earl edgar elliott emily
emma erin ethan evan gary gavin gil glen gordon grace grant hailey harold hunter ian isaac jackson jane
janet jared jason jay jeremy jesse joan joel jordan jose juan julia karen keith kelly kerry kim laura
lee linda logan lucas luke marco maria mario mary mason michelle mitch morgan nancy neil nelson nolan
oliver owen parker paul quinn rachel ralph randy rex rodney roger roy russell ruth sara sarah sean seth
shawn sophia spencer stan stanley stuart tanner todd travis trevor troy vince wade walter wayne zane
bill brett brent buddy bobby cale chris daniel danica davey dick hailie helio jacques jody juan kenny
kirk kris mario marco max mike nigel parnelli pedro rubens ricardo sam sebastien simon stirling takuma
tony will hideki jos mick nico felipe jenson damon nigel niki alain ayrton emerson jochen jackie jody
alberto juan nelson rene jean jacques gilles didier patrick riccardo romain daniil pascal
brandon josef conor marcus alexander christian helmut dan ward bruno gilles mika keke ralf robby rusty
brexton jenson ned jody dario wally ernie hershel herschel buck lennie sterling jeb jerry jackie jan
jochen ronnie stoffel valentino yuki zak kimi jorge lorenzo enzo marc dani valtteri guanyu nyck
sage hailie toni katherine simona danica janet lyn lella desire michele sarah jutta ellen susie
kamui rubens tiago teo oliver ollie jack isack kyffin arvid theo frederik mick pietro gabriel
andrea franco kimi liam logan nikita esteban pastor narain karun vitaly heikki jarno jacques
ricardo rico bubba brad clint carl denny erik kasey jimmie
""".split()
FIRST_NAMES = frozenset(NICKNAMES) | frozenset(_MORE_FIRST_NAMES)
# First names that are everyday words too ("larson will win", "max speed"): never read as a name alone.
COMMON_NAMES = frozenset(
    """will mark chase bill pat max rich grant dean guy bob jack frank art gene ray rob sue joy hope faith
    grace rose victor hunter carter mason parker tanner cole wade lance chip buck sterling rusty sky
    dale glen cliff drew earl neil don ben kit sandy jan sam tom tim kim lee""".split()
)

# Short names fans give to makes and places, as first names have short forms: "Chevy" for Chevrolet.
ALIASES = MappingProxyType(
    {"chevrolet": "chevy", "indianapolis": "indy", "mercedes": "merc", "volkswagen": "vw",
     "lamborghini": "lambo", "cadillac": "caddy", "talladega": "dega"}
)  # fmt: skip

# Compound generic words fans split when they abbreviate: Hendrick MotorSports = "HMS".
_COMPOUNDS = MappingProxyType({"motorsports": ("motor", "sports"), "motorsport": ("motor", "sport")})
_WORD_START = re.compile(r"(?<![^\W\d_])(?<!['’])[^\W\d_]")  # the first letter of each word ("O'Ward": one)
_MINOR = frozenset({"of", "the", "and", "de", "la", "le", "du", "da", "di", "del", "von", "van", "der"})


def short_forms(first: str) -> frozenset[str]:
    """A first name's variants and short forms, itself included."""
    return NICKNAMES.get(first, frozenset()) | {first}


def agrees(word: str, firsts: frozenset[str]) -> bool:
    """Does `word`, written before a surname, agree with one of the answer's first names?"""
    for first in firsts:
        forms = short_forms(first)
        if word in forms:
            return True
        if len(word) == 1 and any(f[0] == word for f in forms):
            return True  # an initial
        if len(word) == 2 and word[0] == first[0] and len(first) > 3 and word not in FIRST_NAMES:
            return True  # two initials, "AJ", "JP"
    if word in FIRST_NAMES or len(word) < 4:
        return False
    return any(len(f) >= 4 and OSA.distance(word, f, score_cutoff=1) <= 1 for f in firsts)


def contradicts(word: str, firsts: frozenset[str]) -> bool:
    """Is `word`, right before a surname of an answer with these first names, another first name?

    An agreeing form is fine; a known first name, an initial or any word that is not everyday chat is
    not ("Kurt Busch", "J. Verstappen"); "a" and "i" read as words.
    """
    if not word.isalpha() or agrees(word, firsts):
        return False
    if word in FIRST_NAMES:
        return True
    if word in ("a", "i") or word in COMMON:
        return False
    return True


def is_proper(text: str, words: Sequence[str]) -> bool:
    """Is `text` written as a proper name ("Kyle Larson", "Shane van Gisbergen"), not a description
    ("engine failure")? Its first and last words capitalised, or its first word a known first name."""
    starts = _WORD_START.findall(text)
    if not starts:
        return False
    return (starts[0].isupper() and starts[-1].isupper()) or (bool(words) and words[0] in FIRST_NAMES)


def name_keys(words: list[str], *, proper: bool = True) -> list[tuple[list[str], float]]:
    """The word sequences that name an entity, with a penalty for the shortened ones.

    The full form; without its "Jr."-like suffix or generic tail ("Racing", "Speedway"); and for a
    proper name the surname (last word, with any particle: "van gisbergen") alone, after an initial,
    or with the suffix; the first name with the suffix ("Dale Jr."). A description ("engine failure")
    has no surname: "failure" alone does not name it.
    """
    keys: list[tuple[list[str], float]] = [(words, 0.0)]
    if not proper and len(words) > 1 and words[0] in ("a", "an"):
        keys.append((words[1:], 0.0))  # "flat tire" for "a flat tire"
    core = core_words(words)
    if not core:
        return keys
    suffix = [w for w in words[len(core) :] if w in SUFFIXES]
    if len(core) < len(words) and not (proper and suffix and len(core) >= 2):
        keys.append((core, SUFFIX_PENALTY))  # never "dale earnhardt" for "dale earnhardt jr": his father
    if proper and len(core) >= 2 and core[-1].isalpha() and len(core[-1]) > 1:
        start = len(core) - 1
        keys.append((core[start:], 0.0))
        while start > 1 and core[start - 1] in PARTICLES:  # "van gisbergen" as well as "gisbergen"
            start -= 1
            keys.append((core[start:], 0.0))
        if len(core[0]) > 1 and start > 0:
            keys.append(([core[0][0], *core[start:]], 0.0))  # "K. Busch"
        if suffix:
            keys.append(([core[-1], *suffix], 0.0))  # "Earnhardt Jr."
            keys.append(([core[0], *suffix], 0.0))  # "Dale Jr."
    return keys


SUFFIX_PENALTY = 0.5  # a match that needed an optional suffix dropped loses ties to an exact one


def core_words(words: Sequence[str]) -> list[str]:
    """The name without trailing suffixes and generic tails: "joe gibbs" of "joe gibbs racing"."""
    core = list(words)
    while core and (core[-1] in SUFFIXES or core[-1] in GENERIC_TAILS):
        core.pop()
    return core


def initials(words: Sequence[str]) -> set[str]:
    """The initials fans write for a name (three to five letters): "hms", "jgr", "cota", "svg", "frm"."""
    if len(words) + sum(w in _COMPOUNDS for w in words) < 3 or any(not w.isalpha() for w in words):
        return set()
    split = [p for w in words for p in _COMPOUNDS.get(w, (w,))]  # "HMS" but also "FRM"
    out = {
        "".join(w[0] for w in ws if keep or w not in _MINOR)
        for ws in (words, split)
        for keep in (True, False)
    }
    return {s for s in out if 3 <= len(s) <= 5 and s not in COMMON}
