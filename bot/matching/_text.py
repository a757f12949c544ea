"""Text as the matcher sees it: normalised words, and the small vocabularies that rules read."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from types import MappingProxyType

SUFFIXES = frozenset({"jr", "sr", "ii", "iii", "iv"})
_SUFFIX_SPELLINGS = MappingProxyType({"junior": "jr", "jnr": "jr", "senior": "sr", "snr": "sr"})
_DROPPED = frozenset({"and", "the"})  # "&"/"and" and articles never decide a name
PARTICLES = frozenset(
    {"van", "von", "de", "da", "di", "del", "della", "der", "den", "la", "le", "du", "dos", "das", "st",
     "ten"}
)  # fmt: skip
# Trailing words that describe an organisation or a place rather than name it; they are optional
# ("Joe Gibbs Racing" = "Joe Gibbs", "Kansas Speedway" = "Kansas") and never a surname.
GENERIC_TAILS = frozenset(
    {"racing", "motorsports", "motorsport", "team", "speedway", "superspeedway", "raceway", "circuit",
     "international", "autodrome", "autodromo", "grand", "prix", "gp", "enterprises", "engineering",
     "global", "motor", "motors", "autosport", "inc", "ltd", "llc", "club", "scuderia", "equipe", "squadra"}
)  # fmt: skip
# A word right before a name or number that denies it: "not larson", "it wasn't 4th".
NEGATORS = frozenset(
    {"not", "isnt", "wasnt", "never", "aint", "nor", "neither", "arent", "werent", "didnt", "doesnt", "dont",
     "except", "excluding", "besides"}
)  # fmt: skip
_ANYONE = frozenset({"anyone", "anybody", "anything", "everyone", "everybody", "all", "any"})  # "...but X"
# Words that may stand between a negation and what it denies: "i don't think it was larson".
_NEGATION_BRIDGE = frozenset(
    """think thought believe reckon guess say said it its was is be been being the a an that him her
    gonna going to would could have has had ever even really quite exactly just actually""".split()
)


def negated(words: Sequence[str], start: int, stop: int = 0) -> bool:
    """Is the thing at words[start] denied by a negation before it, alone or over bridging words
    ("not larson", "it wasn't larson", "i don't think it was larson"; not "not sure, larson")?
    Words before index `stop` are not looked at."""
    for k in range(start - 1, max(stop, start - 5) - 1, -1):
        w = words[k]
        if w in NEGATORS or (w == "but" and k and words[k - 1] in _ANYONE):
            return True
        if w not in _NEGATION_BRIDGE:
            return False
    return False


# Words of chat that may stand right before a surname without being a first name ("it was larson",
# "def larson", "congrats larson"). A word before a surname that is neither one of these nor the
# first name is read as another first name ("Kurt Busch" is not Kyle Busch).
COMMON = frozenset(
    """a an the it its is was be been being am are were i im id ill ive me my we our you your u ur he his
    him she her they their them this that thats these those there here what whats who whos which whoever
    think thinks thought guess guessing maybe perhaps probably prob probs prolly possibly definitely def
    defo deffo surely sure certainly obviously obv clearly totally absolutely literally honestly actually
    really very so too also just only still even then now again already has have had having do did does
    to of for with by at on in into from off out up down and or but if as than like about around over
    under after before behind ahead yes yeah yea yep yup ya yah yess ok okay okey k kk lol lmao lmfao rofl
    haha hah heh hmm hm hmmm um umm uh uhh er erm oh ohh ah ahh aha wow whoa oops omg idk tbh imo imho ngl
    fr bro bruh dude mate man guys folks go goes went come came congrats congratulations gg ggs nice well
    driver drivers teammate teammates champion champ rookie veteran young old legend winner won win wins
    winning beat beats beaten passed pass says say said saying call called named answer final pick choice
    vote easy ez simple must gotta gonna wanna could would should can cant will wont shall might may
    mr mrs ms dr sir mister no nope nah wait hold sorry meant mean means like liked love lets let think
    big little lil good great best better new thatd whod wouldve please pls plz thanks thx ty ofc
    course of surely yeah its sure bet betting reckon feel feels hope hoping goes
    team car number driven drove driving raced racing race races at took take taking aka vs versus
    either both one guy person clearly everyone everybody someone somebody know knows knew idea clue
    remember forgot forget tbf hmmm reckoned figured figure surely course ofc yknow mean hes shes its
    whoever winner answer answers final guessing going gone only ftw lfg duh yolo baby goat king boss
    fam yall obvi obvs totes lowkey highkey btw afaik fyi np wp gj sick fire lit clutch man dude
    told called predicted knew calling polesitter poleman leader frontrunner hometown local favourite
    favorite underdog youngster teenager teen kid ace star superstar icon hero racer defending reigning
    former current late great ol all day every hands doubt question percent period stop got get gets getting
    had made make makes take takes held led drove crossed finished edged grabbed snagged nabbed clinched
    claimed scored secured pulled came comes did does done pulls edges holds
    easily comfortably narrowly barely finally again always once more less much many most least
    time times day days year years season seasons title titles victory victories pole lap laps mile
    miles crowd track flag line photo nose bumper inch inches hair whisker margin end start restart
    caution overtime tires tyres fuel pit strategy close tight amazing insane crazy wild epic huge
    small narrow fast quick slow worst same other right wrong correct certain obvious hard sweet
    whats where when why how because since until while though although yet also anyway anyways
    guys everyone yall people think thinking pretty quite rather somewhat kinda sorta maybe prob
    hey hi hello yo sup ok alright alrighty right nope yesss yup yeh ye indeed true false""".split()
)
ACRONYM_STOP = frozenset({"the", "and", "its", "was", "are", "not", "dis", "lol", "omg", "idk", "tbh"})

# Letters NFKD does not decompose.
_LETTERS = str.maketrans(
    {"ø": "o", "æ": "ae", "œ": "oe", "ł": "l", "đ": "d", "ð": "d", "þ": "th", "ı": "i", "ß": "ss"}
)
_QUOTES = str.maketrans(
    {"’": "'", "‘": "'", "‛": "'", "ʼ": "'", "`": "'", "´": "'", "′": "'", "½": " 1/2", "¼": " 1/4",
     "¾": " 3/4", "⅓": " 1/3", "⅔": " 2/3", "⁄": "/"}
)  # fmt: skip
_THOUSANDS = re.compile(r"(?<=\d),(?=\d{3}(?!\d))")
_DECIMAL_COMMA = re.compile(r"(?<![\d.])0,(?=\d)")
_POSSESSIVE = re.compile(r"'s\b")
# Keep "." only as a decimal point (".001", "0.5", not "No.5"), "/" and ":" only between digits.
_DOT_SLASH = re.compile(r"\.(?!\d)|(?<=[^\W\d_])\.|/(?!\d)|(?<!\d)/|:(?!\d)|(?<!\d):")
_CHAT_MARKUP = re.compile(r"<a?:\w+:\d+>|<[@#][!&]?\d+>")  # mentions and custom emoji in a chat message
_OTHER_PUNCT = re.compile(r"[^\w\s./:]|_")
# ASCII fast path in one C call: upper to lower case, punctuation to spaces, except the characters
# normalize() handles one by one ("&", ",", "'", ".", "/", ":").
_ASCII_TABLE = bytes(
    c + 32 if 65 <= c <= 90 else c if chr(c).isalnum() or chr(c) in "&,'./:" else 32 for c in range(256)
)


def normalize(text: str) -> str:
    """Lower-case, accent-free, punctuation-free words separated by single spaces.

    >>> normalize("  Sergio Pérez’s  car!")
    'sergio perez car'
    >>> normalize("Martin Truex Jr. & Co")
    'martin truex jr and co'
    >>> normalize("No.5, by .001s (1,000 laps) in 1:30.5")
    'no 5 by .001s 1000 laps in 1:30.5'
    """
    if "<" in text:
        text = _CHAT_MARKUP.sub(" ", text)
    ascii_only = text.isascii()
    if ascii_only:
        text = text.encode().translate(_ASCII_TABLE).decode()
    else:
        text = unicodedata.normalize("NFKD", text.translate(_QUOTES))
        text = "".join(c for c in text if not unicodedata.combining(c)).casefold().translate(_LETTERS)
    if "&" in text:
        text = text.replace("&", " and ")
    if "," in text:
        text = _THOUSANDS.sub("", _DECIMAL_COMMA.sub("0.", text)).replace(",", " ")
    if "'" in text:
        text = _POSSESSIVE.sub("", text).replace("'", "")
    if "." in text or "/" in text or ":" in text:
        text = _DOT_SLASH.sub(" ", text)
    if not ascii_only:
        text = _OTHER_PUNCT.sub(" ", text)
    return " ".join(text.split())


def name_words(words: Sequence[str]) -> list[str]:
    """The words that can name something: suffixes spelt one way, "and"/"the" left out."""
    return [_SUFFIX_SPELLINGS.get(w, w) for w in words if w not in _DROPPED]


def lowercase_words(text: str) -> frozenset[str]:
    """The normalised words of `text` written in lower case there: they describe, they do not name."""
    return frozenset(
        w for token in text.split() if not any(c.isupper() for c in token) for w in normalize(token).split()
    )


def acronyms(text: str) -> frozenset[str]:
    """Words written as capitals in `text` ("JTG", "RFK"): a name fans may give alone. A text all in
    capitals ("KYLE LARSON") has none."""
    if not any(c.islower() for c in text):
        return frozenset()
    return frozenset(
        t.lower()
        for t in re.findall(r"\b[A-Z]{2,5}\b", text)
        if t.lower() not in ACRONYM_STOP and len(t) >= 3
    )
