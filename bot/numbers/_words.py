"""The tables of number words: cardinals, tens, scales and ordinals, and the words that go with a number
(units, labels, bounds) when it is read from text."""

from __future__ import annotations

from types import MappingProxyType

CARDINALS = MappingProxyType(
    {
        "zero": 0, "nil": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
        "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
        "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
    }
)  # fmt: skip
TENS = MappingProxyType(
    {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80,
     "ninety": 90}
)  # fmt: skip
SCALES = MappingProxyType({"hundred": 100, "thousand": 1000, "million": 1_000_000})
ORDINALS = MappingProxyType(
    {
        "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
        "eighth": 8, "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13,
        "fourteenth": 14, "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18,
        "nineteenth": 19, "twentieth": 20, "thirtieth": 30, "fortieth": 40, "fiftieth": 50,
        "sixtieth": 60, "seventieth": 70, "eightieth": 80, "ninetieth": 90, "hundredth": 100,
        "thousandth": 1000, "millionth": 1_000_000,
    }
)  # fmt: skip
# Misspellings common enough to read as the word; other typos are corrected by `fix_typos`.
MISSPELLINGS = MappingProxyType(
    {"fourty": "forty", "forth": "fourth", "nineth": "ninth", "twelth": "twelfth"}
)
# "once", "twice": a count of times.
MULTIPLES = MappingProxyType({"once": 1, "twice": 2, "thrice": 3})

# Tens and ordinals as the reader takes them: with the misspellings above, and "tenthousandth" (the
# reader makes one word of "ten thousandth" when it is a fraction).
TENS_SPELLINGS = MappingProxyType(TENS | {w: TENS[t] for w, t in MISSPELLINGS.items() if t in TENS})
ORDINAL_SPELLINGS = MappingProxyType(
    ORDINALS | {"tenthousandth": 10_000} | {w: ORDINALS[t] for w, t in MISSPELLINGS.items() if t in ORDINALS}
)
# Singular ordinals that read as a fraction after a quantity: "a thousandth", "one tenth".
DENOMINATORS = frozenset({"tenth", "hundredth", "thousandth", "millionth", "tenthousandth"})
# Plural ordinals are always fractions: "two tenths", "three thousandths", "two thirds".
PLURAL_DENOMINATORS = MappingProxyType(
    {w + "s": v for w, v in ORDINAL_SPELLINGS.items() if v >= 3} | {"halves": 2, "quarters": 4}
)
# unit word -> (dimension, factor to the dimension's base unit). Count nouns ("races", "titles") are
# units too: "57 races" is not "57 laps", but "57" alone is 57 races.
UNITS = MappingProxyType(
    {
        "s": ("time", 1.0), "sec": ("time", 1.0), "secs": ("time", 1.0), "second": ("time", 1.0),
        "seconds": ("time", 1.0), "ms": ("time", 0.001), "msec": ("time", 0.001),
        "millisecond": ("time", 0.001), "milliseconds": ("time", 0.001), "min": ("time", 60.0),
        "mins": ("time", 60.0), "minute": ("time", 60.0), "minutes": ("time", 60.0), "h": ("time", 3600.0),
        "hr": ("time", 3600.0), "hrs": ("time", 3600.0), "hour": ("time", 3600.0),
        "hours": ("time", 3600.0), "x": ("times", 1.0), "lap": ("laps", 1.0), "laps": ("laps", 1.0),
        "mile": ("distance", 1609.344), "miles": ("distance", 1609.344), "mi": ("distance", 1609.344),
        "km": ("distance", 1000.0), "kilometre": ("distance", 1000.0), "kilometres": ("distance", 1000.0),
        "kilometer": ("distance", 1000.0), "kilometers": ("distance", 1000.0), "mph": ("mph", 1.0),
        "kph": ("kph", 1.0), "kmh": ("kph", 1.0), "kmph": ("kph", 1.0), "point": ("points", 1.0), "points": ("points", 1.0), "pts": ("points", 1.0),
        "time": ("times", 1.0), "times": ("times", 1.0),
        "race": ("races", 1.0), "races": ("races", 1.0), "start": ("races", 1.0), "starts": ("races", 1.0),
        "win": ("wins", 1.0), "wins": ("wins", 1.0), "victory": ("wins", 1.0), "victories": ("wins", 1.0),
        "title": ("titles", 1.0), "titles": ("titles", 1.0), "crown": ("titles", 1.0),
        "crowns": ("titles", 1.0), "championship": ("titles", 1.0), "championships": ("titles", 1.0),
        "fan": ("people", 1.0), "fans": ("people", 1.0), "spectators": ("people", 1.0),
        "people": ("people", 1.0), "attendees": ("people", 1.0),
        "caution": ("cautions", 1.0), "cautions": ("cautions", 1.0), "yellows": ("cautions", 1.0),
        "pole": ("poles", 1.0), "poles": ("poles", 1.0), "year": ("years", 1.0), "years": ("years", 1.0),
        "cars": ("cars", 1.0), "drivers": ("drivers", 1.0), "entries": ("cars", 1.0),
    }
)  # fmt: skip
# Words before a number that say what it counts ("Turn 3", "Lap 150", "No. 5"), by meaning: two
# different labels contradict each other ("lap 3" is not "Turn 3").
LABELS = MappingProxyType(
    {"turn": "turn", "corner": "turn", "lap": "lap", "stage": "stage", "segment": "stage", "row": "row",
     "round": "round", "race": "race", "heat": "heat", "car": "car", "no": "car", "nr": "car",
     "number": "car", "num": "car", "p": "pos", "pos": "pos", "position": "pos", "gear": "gear",
     "t": "turn"}
)  # fmt: skip
# Words before a number that bound it: "more than 300,000" agrees with "over 300,000", not "under".
COMPARATORS = MappingProxyType(
    {("more", "than"): "gt", ("over",): "gt", ("above",): "gt", ("greater", "than"): "gt",
     ("in", "excess", "of"): "gt", ("upwards", "of"): "gt", ("north", "of"): "gt", ("at", "least"): "gt",
     ("beyond",): "gt", ("less", "than"): "lt", ("fewer", "than"): "lt", ("under",): "lt",
     ("below",): "lt", ("at", "most"): "lt", ("nearly",): "lt", ("almost",): "lt", ("shy", "of"): "lt",
     ("south", "of"): "lt", ("about",): "about", ("around",): "about", ("approximately",): "about",
     ("roughly",): "about", ("approx",): "about", ("some",): "about", ("circa",): "about"}
)  # fmt: skip
ORDINAL_SUFFIXES = frozenset({"st", "nd", "rd", "th"})
POSITION_WORDS = frozenset({"place", "position", "pos"})
# "this one", "no one", "one of them": the pronoun, not the number.
ONE_PRONOUN_BEFORE = frozenset(
    {"this", "that", "the", "no", "any", "each", "every", "which", "another", "last", "next", "someone"}
)
# Words that may stand around a number in an *answer* without making it text: "No. 5", "Lap 150".
NUMERIC_FILLER = frozenset(
    {"no", "nr", "num", "number", "car", "p", "pos", "position", "place", "the", "a", "an", "of", "about",
     "around", "approximately", "roughly", "exactly", "just", "only", "by", "in", "at", "margin", "finish",
     "finished", "and", "top", "record", "than", "more", "over", "above", "greater", "excess", "upwards",
     "north", "least", "beyond", "less", "fewer", "under", "below", "most", "nearly", "almost", "shy",
     "south", "approx", "some", "circa", *LABELS}
)  # fmt: skip

STARTERS = frozenset(
    {"a", "an", "half", "point", *CARDINALS, *TENS_SPELLINGS, *ORDINAL_SPELLINGS, *SCALES, *MULTIPLES}
)
DIGIT_WORDS = frozenset(w for w, v in CARDINALS.items() if v < 10)
