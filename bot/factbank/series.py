"""Which series a report's race belongs to: the series it names most ("Cup Series", "Formula One",
"horse racing"), from one table of patterns (`SERIES`)."""

from __future__ import annotations

import re
from collections import Counter

from bot.factbank.ingest import Sentence

SERIES: tuple[tuple[str, str], ...] = (
    (
        r"\b(?:Craftsman|Camping World|Gander(?: RV)?(?: & Outdoors)?) Trucks?(?: Series)?\b|\bTrucks? Series\b|"
        r"\b[Tt]ruck (?:[Rr]ace|[Ee]vent)s?\b",
        "Truck Series",
    ),
    (r"\bXfinity\b", "Xfinity Series"),
    (r"\bNationwide (?:[Ss]eries|race|event|victory|win)\b", "Nationwide Series"),
    (
        r"\bBusch (?:[Ss]eries|SERIES|Grand National|[Rr]ace)\b|\bBUSCH SERIES\b",
        "Busch Series",
    ),  # "Martin Wins Busch Race"
    (
        r"\b(?:Sprint|Nextel|Winston|NASCAR) Cup\b|\bCup Series\b|"
        # "his first Cup victory", "Cup results": NASCAR's Cup after a small word (not "Melbourne Cup win")
        r"(?:^|(?<=\b[a-z]{2} )|(?<=\b[a-z]{3} )|(?<=\b[a-z]{4} )|(?<=\b[a-z]{5} ))Cup (?:victory|victories|wins?|"
        r"results|points|playoffs?)\b",
        "Cup Series",
    ),
    (
        r"\bTT (?:race|races|Races|fortnight|week|course|circuit)\b|\bIsle of Man TT\b|\b(?:Senior|Junior|Superbike|Supersport|Lightweight) TT\b",
        "motorcycle racing",
    ),
    (r"(?<!TT )\bFormula (?:One|1)\b|\bF1\b", "Formula One"),  # not the TT's own "TT Formula One race"
    (r"\bFormula E\b", "Formula E"),
    (r"\bFormula (?:2|Two)\b(?! (?:title|champion))|\bF2\b", "Formula 2"),  # the feeder series of today
    (r"\bGP2\b", "GP2"),
    (r"\bFormula (?:3|Three)\b|\bF3\b|\bGP3\b", "Formula 3"),
    (
        r"\bIndyCar\b|\bIndy[- ]cars?\b|\bIndy Racing League\b|\b(?:Indy|Indianapolis) 500\b(?! (?:champion|winner|debut|rookie|starts?|appearances?|pole|qualifying|practice|tests?)\b)",
        "IndyCar",
    ),
    (r"\bChamp Car\b", "Champ Car"),
    (r"\bCART\b", "CART"),
    (r"\bMotoGP\b", "MotoGP"),
    (r"\bMoto2\b", "Moto2"),
    (r"\bWorld Superbikes?\b|\bWSBK\b|\bWorldSBK\b", "World Superbike"),
    (
        r"\b(?:500|350|250|125|80|50) ?cc\b|\b(?:500|250|125) GPs?\b",
        "motorcycle racing",
    ),  # the Grand Prix classes before MotoGP
    (r"\bWorld Rally Championship\b|\bWRC\b", "World Rally Championship"),
    (r"\b(?:V8 )?Supercars\b|\bBathurst 1000\b", "Supercars"),
    (r"\bIMSA\b|\bWeatherTech\b", "IMSA"),
    (r"\bDTM\b|\bDeutsche Tourenwagen\b", "DTM"),
    (r"\bBTCC\b|\bBritish Touring Car\b", "British Touring Car Championship"),
    (r"\bWorld Endurance Championship\b|\bWEC\b", "World Endurance Championship"),
    (r"\bAmerican Le Mans Series\b|\bALMS\b", "American Le Mans Series"),
    (
        r"\bjockey\b|\btrainer\b|\bfurlongs?\b|\blengths?\b.*\bhorse\b|\bcolt\b|\bfilly\b|\bmare\b|\bgelding\b|"
        r"\bridden by\b|\btrained by\b|\bsteeplechase\b|(?<!\dm )\bhurdlers?\b|\bthe horse\b|\bracehorses?\b|"
        r"[a-z]-trained\b|\bjumped (?:the )?(?:\w+ ){0,3}(?:fences|hurdles)\b",  # "the Paul Nicholls-trained favourite"
        "horse racing",
    ),
    (
        r"\bSpeedway (?:Grand Prix|GP|World)\b|\bspeedway (?:riders?|racing|meeting|world|season|Grand Prix|GP)\b",
        "speedway",
    ),
    (  # "the 60m", "the triple jump at an indoor meeting": track and field
        r"\b(?:athletics|track and field|indoor meeting|(?:triple|long|high) jump|pole vault|shot put|discus|javelin|"
        r"heptathl\w*|decathl\w*|\d{2,5}m|\d{2,5} ?(?:metres|meters) (?:hurdles?|final|race|title|dash|sprint|heats?|relay))\b",
        "athletics",
    ),
    (r"\bIronman\b|\btriathl(?:on|ete)s?\b", "triathlon"),  # before "marathon": an Ironman ends with one
    (r"\bmarathon\b", "marathon"),
    (r"\bTour de France\b|\bGiro\b|\bVuelta\b|\bpeloton\b", "cycling"),
    (r"\byacht\b|\bsupermaxi\b|\bline honours\b|\bskipper\b|\bOcean Race\b", "sailing"),
    (
        r"\b(?:downhill|giant slalom|slalom|super-G|super combined)\b(?! (?:section|stretch|run to|straight))",
        "ski",
    ),
    (r"\bBoat Race\b|\browing\b|\bregatta\b|\bcoxswain\b|\boarsm[ae]n\b|\bsculls?\b", "rowing"),
)
SERIES_RX = tuple((re.compile(p, re.I if p.islower() or "jockey" in p else 0), name) for p, name in SERIES)
SERIES_ANY_CASE = tuple((re.compile(p, re.I), name) for p, name in SERIES)


def race_series(title: str, sentences: list[Sentence]) -> str:
    """The series named most: in the headline it counts twice, in a sentence about another event
    ("racing last season in NASCAR's Cup series") half; a tie goes to the one named first."""
    counts: Counter[str] = Counter()
    first: dict[str, int] = {}
    texts = [(title, 2.0), *((x.text, 0.5 if "other" in x.flags else 1.0) for x in sentences)]
    at = 0
    for k, (text, weight) in enumerate(texts):
        for rx, name in SERIES_RX:
            for m in rx.finditer(text):
                if _CAREER_BEFORE.search(text, max(0, m.start() - 10), m.start()) or _OTHER_OUTING.search(
                    text, max(0, m.start() - 50), m.start()
                ):
                    continue  # "Former Formula 1 driver Mark Webber": a career, not this race's series
                if _FIELD_AFTER.match(text, m.end()):
                    continue  # "Nextel Cup drivers played most of the prominent roles": who raced, not which race
                if _CHAMPION_AFTER.match(text, m.end()) and _A_YEAR_BEFORE.search(
                    text, max(0, m.start() - 6), m.start()
                ):
                    continue  # "Villeneuve, the 1997 Formula One champion": a career in another series
                won = k < 4 and _WON_A.search(text, max(0, m.start() - 40), m.start())  # the lead's own
                counts[name] += weight * 2 if won else weight  # "Martin won a Craftsman Truck Series event"
                first.setdefault(name, at + m.start())
        at += len(text) + 1
    if not counts:  # "The Yamaha rider got off to a dreadful start": a motorcycle race, series unnamed
        return "motorcycle racing" if any(_BIKE_RIDER.search(text) for text, _ in texts) else ""
    ranked = sorted(counts, key=lambda name: (-counts[name], first[name]))
    if (
        len(ranked) > 1
        and counts[ranked[1]] * 2 >= counts[ranked[0]]
        and _NASCAR & set(ranked[:2]) == set(ranked[:2])
    ):
        return ""  # a Cup star's Busch Series race: either could be the race's, so neither labels it
    return ranked[0]


_WON_A = re.compile(
    r"\b(?:won|took|captured|claimed|clinched) (?:a|an|the|his|her|its|their|[A-Z]\w+day['’]s)(?: [a-z]+)? $"
)
_BIKES = r"(?:Yamaha|Honda|Ducati|Suzuki|Aprilia|KTM|Kawasaki|Cagiva)"
_BIKE_RIDER = re.compile(  # "the Yamaha rider", "riding a Honda", "a world championship motorcycle road race"
    rf"\b{_BIKES} riders?\b|\briding an? {_BIKES}\b|\bmotorcycle (?:road )?(?:race|racing|Grand Prix)\b"
)
_FIELD_AFTER = re.compile(r" (?:drivers|regulars|stars|interlopers|veterans|invaders)\b")
_CHAMPION_AFTER = re.compile(r" (?:world )?champion\b")
_A_YEAR_BEFORE = re.compile(r"\b(?:19|20)\d\d $")
_CAREER_BEFORE = re.compile(r"\b(?:[Ff]ormer|ex-|[Ee]x) $")
# "Two months after competing in the Indianapolis 500, Larson returned to NASCAR": another outing
_OTHER_OUTING = re.compile(
    r"\b(?:after|before|since) (?:competing|racing|running|driving|riding) in (?:the |his |her )?$"
)
_NASCAR = frozenset({"Cup Series", "Xfinity Series", "Busch Series", "Nationwide Series", "Truck Series"})
