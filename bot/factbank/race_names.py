"""The shapes of a race's name in a report: a sponsor's name with a number ("Coca-Cola 600"), a Grand Prix,
an event word ("Derby", "Rally", "Marathon", "24 Hours", "Senior TT", a discipline), and the words that make
a candidate a series, a title or a qualifier instead; `event_candidates` finds them in one text."""

from __future__ import annotations

import re

from bot.factbank.entities import ALL_MAKES
from bot.factbank.entity_words import NATIONALITIES, names_a_make, names_a_nation

W = r"(?:(?:[A-Z]\.){2,3}|[A-Z][\w'’`&\-]*\.?)"  # a capitalised word ("Fr8", "Coca-Cola", "St.", "U.S.")
NUMBERED = re.compile(
    rf"\b((?:{W}(?: of(?: the)?| &| and)?[ /]){{0,4}}{W}) (\d{{2,4}})\b(?![ -]?(?:laps?|miles?|km|kilomet|points|yards|metres|meters|mph|per ?cent|%|cc\b|GPs?\b|class\b))"
)
GRAND_PRIX = re.compile(
    rf"((?:\b(?:[A-Z]\.){{2,3}} )?\b(?:(?:{W}|\d{{2,4}} ?cc) (?:(?:del|de|di|da|do|la) (?={W} ))?){{0,3}}(?:motorcycle )?(?:Grand Prix|GP|E-Prix|ePrix|e-Prix|E-prix|(?<=[A-Za-z\d] )grand prix\b)(?: of (?:the )?{W}(?: {W})?)?)(?! (?:Circuit|Course|Track|Raceway|Speedway|team|teams|outfit|squad)\b)"
)  # not "Phillip Island Grand Prix Circuit": a track
# "the fifty-fourth Monte Carlo rally", "the first London marathon": the name with its last word in lower
# case (not "the Ford rally team")
LOWER_RALLY = re.compile(
    rf"\b(?:the|[a-z\-]+(?:th|st|nd|rd)|year['’]s) ((?:{W} ){{1,2}}(?:rally|marathon))\b(?! (?:team|cars?|drivers?|championship|"
    r"champions?|season|stages?|leaders?|crews?|career|fans|series|programme|program|debut|scene|world)\b)"
)
# Words a title-case headline puts after a race's name: "12 Hours of Sebring Postscript".
_HEADLINE_NOUNS = (
    r"(?:Postscript|Report|Results?|Preview|Recap|Review|Notebook|Analysis|Update|Highlights|Diary)\b"
)
NAMED = re.compile(  # not from "His": "His Rally Sweden victory" names Rally Sweden
    rf"\b(?!(?:His|Her|Their|Its|This|That) )((?:{W} ){{1,3}}And (?:{W} ){{1,3}}(?:Stakes|Cup|Handicap|Trophy|Chase|Hurdle)\b|(?:{W} ){{0,3}}\d-Wide Nationals|(?:{W} ){{1,3}}(?:Derby|Stakes|Cup|Marathon|Nationals|Rally(?: (?:de|del|di|do|da) {W}| of (?:the )?{W}(?: {W})?)?|Classic|Trophy|Handicap|Hurdle|Chase|Regatta|World Championship(?!s| (?:lead|leader|standings|points|table|title|race|battle|fight|chase)\b)|"
    rf"Oaks|Guineas|Plate|Boat Race|National\b(?! (?:Series|Championships?|Road|Time Trial|Champion|Guard|Anthem|Park|[Tt]eam|Divisions?))|"
    rf"(?<!At )(?<!In )(?<!To )Indy(?!\w)(?: (?!Racing\b|Lights\b|Cars?\b|Series\b|League\b|Records?\b|Wins?\b|Victory\b|Pole\b|Crash\b|Debut\b|Double\b|Dream\b|History\b|Glory\b|Rookie\b){W})?)(?![^\Ws]|s\w|[ \-][Cc]ars?\b| [Rr]acing\b| [Ll]ights\b| League\b| Series\b| [Bb]ikes?\b| [Tt]eams?\b)|Rally (?!(?:Cars?|Team|Teams|Championship|Driver|Drivers|Raid|Cross|School)\b)(?:of (?:the )?|de |del |di |do |da )?(?:\d+ )?{W}(?: {W})?|Rallye (?:de |del |di |do |da )(?:la )?{W}|Tour de {W}|Tour of (?!Duty\b|Honou?r\b)(?:the )?{W}(?: {W})?|Giro d'{W}|"
    rf"Vuelta a {W}|(?:\d{{1,2}}|Twenty-[Ff]our|Twelve|Ten|Eight|Six|Four)[- ][Hh]ours [Oo]f {W}(?: (?![A-Z]\w+(?:ed|ing)\b)(?!{_HEADLINE_NOUNS}){W})?|{W}(?: {W}){{0,2}} \d{{1,2}} Hours|{W}(?: {W}){{0,2}} \d{{1,2}}[- ][Hh]ours?(?= race)|"
    rf"{W}(?: {W})? to {W}(?= (?:yacht |ocean )?race)|[A-Z][^\W\d_]+-[A-Z][^\W\d_]+(?:-[A-Z][^\W\d_]+|(?<=-San) [A-Z][^\W\d_]+)?(?= (?:yacht |ocean )?race\b| (?:cycling |one-day |spring )?classic\b| (?:was|is|has been) (?:organi[sz]ed|held|run|raced|contested)\b| for the \d+(?:st|nd|rd|th) time\b| report\b)|(?<=[Ww]inner of )[A-Z][^\W\d_]+-[A-Z][^\W\d_]+(?:-[A-Z][^\W\d_]+)?(?= on | in \d|[.,;:!?]|$)|(?:(?<=won )|(?<=wins )|(?<=won the )|(?<=to ))(?:(?:19|20)\d\d )?[A-Z][^\W\d_]+-[A-Z][^\W\d_]+(?:-[A-Z][^\W\d_]+|(?<=-San) [A-Z][^\W\d_]+)?(?= (?:triumph|win|victory|title)\b| after\b| ahead\b| by\b| for\b| (?:19|20)\d\d\b)|(?:(?<=won the )|(?<=wins the ))[A-Z][^\W\d_]+-[A-Z][^\W\d_]+(?:-[A-Z][^\W\d_]+)?(?= on | in \d|[.,;:!?]|$| (?:a|one|two|three|four|\d+) (?:days?|weeks?|months?)\b| (?:after|ahead|by|for)\b)|(?:(?<=edition of )|(?<=running of ))[A-Z][^\W\d_]+-[A-Z][^\W\d_]+(?:-[A-Z][^\W\d_]+)?(?![\w\-])|(?!(?:No|Car|Number)\b){W} 24(?= [Aa]t | Hours| (?:victory|win|race|triumph|success|report)\b|[.,;:!?…]|$)|(?<![\w\-])[A-Z][^\W\d_]+-[A-Z][^\W\d_]+-[A-Z][^\W\d_]+(?![\w\-])|(?<=the )(?:{W} ){{1,3}}Race\b(?! of)|(?:(?<=the )|(?<=year['’]s )|(?<=win )|(?<=wins )|(?<=won ))(?:\d+(?:st|nd|rd|th) )?Boat Race|(?:(?:[Mm]en['’]s |[Ww]omen['’]s )(?:\d,\d{{3}}|\d{{2,5}}) ?(?:m|metres|meters|km)|(?<=the )(?:\d,\d{{3}}|\d{{2,5}})(?: ?(?:m|metres|meters)|-(?:metre|meter)s?(?: dash)?)(?! (?:mark|to go|left|from|out|lead|gap|point|post)\b)|(?:(?<=wins )|(?<=won ))(?:\d,\d{{3}}|\d{{2,5}}) (?:metres|meters)|(?<=[a-z] )(?:\d,\d{{3}}|\d{{3,5}}) ?(?:m|metres|meters)(?= (?:gold|final|title|crown)\b))\b"
    rf"(?: (?:hurdles|freestyle|backstroke|breaststroke|butterfly|individual medley|steeplechase))?"
    rf"|Prix (?:de l['’]|de la |de |du |des ){W}(?: (?:de |du |des |de la |de l['’])?{W}){{0,3}}"
    rf"|(?:[Mm]en['’]s |[Ww]omen['’]s |(?<=the ))(?:giant slalom|slalom|downhill|super-G|super G|super combined)\b"
    rf"|(?:{W} )?(?!Audi )(?:Isle [Oo]f Man(?: {W})?|{W}) TT\b(?! (?:Festival|[Ff]ortnight|[Rr]aces|[Ww]eek|[Mm]eeting))"
    rf"|(?<=the )TT (?!Circuit\b|Races?\b|Festival\b|[Ff]ortnight\b|[Ww]eek\b){W}\b"  # "his 115th win in the TT Assen"
    # "the Senior TT", "the Dutch TT"; not an "Audi TT" (a car) nor the "Isle of Man TT Festival" (a meeting)
    rf"|{W} (?:giant slalom|slalom|downhill|super-G)\b(?! (?!(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b)[A-Z])"
    # a classic known by one word: "the Derby", "the 214th Derby", "the 113th running of the Preakness"
    rf"|(?:(?<=the )|(?<=The )|(?<=the (?:19|20)\d\d ))Dakar\b(?!['’]s| (?:Rally|Rallye|stage|bike|car|truck)\b)"
    rf"|(?:(?<=the )|(?<=The )|(?<=\d(?:st|nd|rd|th) ))(?:Derby|Preakness|Oaks|St\.? Leger)\b(?!['’]s)"
    rf"(?! (?:winners?|favourite|favorite|trail|day|festival|meeting|hero|heroine)\b))"
)
# A country's round of a series, named by its nationality: "Rossi wins at Dutch MotoGP", "the Spanish F1 race"
NATION_SERIES = re.compile(
    r"(?<![\w-])((?:"
    + "|".join(sorted((n.capitalize() for n in NATIONALITIES), key=len, reverse=True))
    + r") (?:MotoGP|F1|Formula One|WorldSBK|Superbike|IndyCar))(?= (?:at|in|on|for|race|round)\b|[,.;:!?]|\s*$)"
)
# A place's round of a series, won: "Jorge Lorenzo won the San Marino MotoGP yesterday" (a place of two words
# no nationality names)
PLACE_SERIES_WON = re.compile(
    rf"(?:(?<=\bwon the )|(?<=\bwins the )|(?<=\bwinning the )|(?<=\btook the )|(?<=\btakes the )|"
    rf"(?<=\bwon a )|(?<=\bwon an )|(?<=\bwins a )|(?<=\bwins an ))(?:(?:[a-z]+-[a-z]+|[a-z]+) ){{0,2}}"  # "won an incident-packed Valencia MotoGP"
    rf"((?!(?:World|Championship|Series|Title)\b){W}(?: {W})? (?:MotoGP|F1|WorldSBK|IndyCar))"
    r"(?= (?:yesterday|today|on|at|in|race|round)\b|[,.;:!?]|\s*$)"
)
# Words that make a candidate a series, a team or a trophy of a season rather than one race's name.
NOT_A_RACE = re.compile(
    r"^(?:NASCAR|Monster Energy|Sprint|Nextel|Winston|Busch|Xfinity|Nationwide|Camping World|Craftsman|"
    r"Gander|Cup|World|Davis|Stanley|Ryder|America's|Constructors['’]?|Drivers['’]?|Riders['’]?|Manufacturers['’]?|FIA|Formula|Formula One|F1|MotoGP|"
    r"IndyCar|Series|Championship|Gold|Silver|Bronze|The|A|An|His|Her|Their|Its|This|That|Last|Next|Sunday|"
    r"Saturday|Friday|Monday|Tuesday|Wednesday|Thursday|No|Car|Lap|Turn|Stage|Victory|"
    r"Another|Home|Maiden|Latest|Every|Each|Any|Straight|Consecutive|Successive)$"  # "Schumacher Wins Another GP"
)
NOT_A_RACE_ANY_CASE = re.compile(NOT_A_RACE.pattern, re.I)
SERIES_TAIL = re.compile(r"^\s*(?:Series|series|championship|Championship|points|standings|season)\b")
# Words just after a name that make it a qualifier of someone ("4-time Indy 500 champion").
TITLE_AFTER = re.compile(  # "(G1)" is a grade between: "the 2011 Kentucky Derby (G1) sensation X"
    r"^\s*(?:\([^)]{1,12}\)\s*)?(?:champions?|winners?|heroe?s?|heroines?|victory|victories|wins|record|pole|"
    r"debut|crowns?|sensation)\b",
    re.I,
)


# Words a title-case headline puts before a race's name ("Gordon Won The Ac Delco 400"): none is part of it.
_NOT_A_NAME_WORD = frozenset(
    "the a won wins win takes took claims claimed captures captured grabs steals in at on for with by to from "
    "former defending reigning two-time three-time".split()
)  # "Lewis Has Time Of Life: 9.86 In 100": no race is named "In 100"; "Former Daytona 500 champs": a title


def _place_word(word: str) -> bool:
    """A nation's adjective or a place's name ("Spanish", "Malaysia", "Sepang"): a race's "GP", not a team's."""
    return word.lower() in NATIONALITIES or names_a_nation(word)


# What follows a team's name ending in "GP" ("Brawn GP dominate", "Brawn GP's Button"), never a race's
_A_TEAMS_DEED = re.compile(
    r"(?:['’]s\b|\s+(?:[a-z]+ly\s+)?(?:dominat\w*|team(?:-?mates?|s)?|drivers?|one-two|1-2|cars?|duo|pair|boss|"
    r"principal|outfit|squad|locked out|lock out)\b)"
)
_SMALL_WORDS = frozenset("in at on for with by to from".split())

_SUPERLATIVE = re.compile(
    r"(?:Closest|Fastest|Slowest|Wettest|Coldest|Hottest|Longest|Shortest|Greatest|Wildest|Latest|Biggest)"
)
# A series sponsor's word, which may also be a race's own title sponsor ("the Winston 500", "the Gander RV 400")
_SPONSORS = frozenset(
    {
        "Winston",
        "Busch",
        "Nextel",
        "Sprint",
        "Xfinity",
        "Nationwide",
        "Craftsman",
        "Gander",
        "Camping",
        "Monster",
    }
)


_SERIES_WORD = (
    r"(?:FIM|FIA|Speedway|World|Motorcycle|Motorcycling|MotoGP|Moto2|Moto3|Superbike|Formula|One|\d+cc)"
)
_HEADLINE_VERB = re.compile(
    r"(?:Fends|Holds|Wins|Takes|Beats|Edges|Claims|Tops|Leads|Storms|Cruises|Rolls|Powers|Charges|Snatches|"
    r"Seals|Survives|Steals|Outlasts|Outduels|Prevails|Triumphs|Captures|Clinches|Dominates|Rallies|Scores|Keeps|"
    r"Extends|Grabs|Earns|Secures|Denies|Spoils|Presents|Hands|Gives|Awards|Receives|Lifts|Collects|Gets|Is|Was|Are|Were)"
)
_COUNTED = re.compile(
    r"(?:Wins?|Won|First|Second|Third|Fourth|Fifth|Sixth|Seventh|Eighth|Ninth|Tenth|\d+(?:st|nd|rd|th)|Career|"
    r"Straight|Consecutive|Successive|Back-to-Back|Ever|Inaugural)"
)
# A count of runnings before a name in the plural: "back-to-back Grand Nationals", "two Derbys"
_COUNT_BEFORE = re.compile(
    r"\b(?:back-to-back|two|three|four|five|six|consecutive|successive|straight|both|several|many|\d{1,2}) $",
    re.I,
)
_SEASON_SERIES = re.compile(
    r"\b(?:Superbike|Supersport|Rally|Touring Car|Endurance|Formula|Motocross|Sportscar|Sports Car|Karting|"
    r"MotoGP|Drivers|Constructors|Riders|Manufacturers|FIA|FIM)\b"
)
_PREFIXED = re.compile(r"\b(?:post|pre|non|mid|anti)-$", re.I)
_ONE_WORD_CLASSICS = frozenset({"Boat Race", "Derby", "Preakness", "Oaks", "St Leger", "St. Leger", "Dakar"})


# A capitalised word right before a Grand Prix's name of three words: the name goes on before them
_CUT_SHORT = re.compile(r"(?<![.!?:] )(?<!^)\b(?!(?:The|A|An|In|At|On|Of|For|And)\b)([A-Z][a-z]+) $")


# A race named with its year after a win: "won the 2023 Hollywoodbets Durban July at Greyville"
_YEAR_NAMED = re.compile(
    r"\b(?:won|wins|winning|claimed|captured|took) the (?:19|20)\d\d ((?:[A-Z][\w'’\-]* ){1,4}[A-Z][\w'’\-]*)"
    r"(?= (?:at|in|on|for|by)\b|[,.;]|$)"
)
# A town-to-town name opening a headline's kicker or after a year, alone: "Paris-Roubaix: X the giant killer"
_HYPHEN_NAMED = re.compile(
    r"^(?:(?<=^)(?:19|20)\d\d (?P<y>[A-Z][^\W\d_]+-[A-Z][^\W\d_]+)(?=\s*$)|([A-Z][^\W\d_]+-[A-Z][^\W\d_]+)(?=:\s))"
)
# A race of a foreign name, won: "won the Route du Rhum", "to win La Flèche Wallonne", "won Il Lombardia"
_WON_FOREIGN = re.compile(
    r"(?:(?<=\bwon )|(?<=\bwins )|(?<=\bwin )|(?<=\bwinning )|(?<=\bwon the )|(?<=\bwins the )|(?<=\bwin the )|"
    r"(?<=\bwinning the ))((?:La|Les|Il|El) [A-Z][\w'’\-]+(?: [A-Z][\w'’\-]+)?|"
    r"[A-Z][\w'’\-]+ (?:du|de|des|de la|di|del|della) [A-Z][\w'’\-]+)"
    r"(?= (?:on|in|at|for|by|with|yesterday|today|race|classic)\b|[,.;:!?]|\s*$)"
)
# A race named after its purse: "Saturday's $400,000 Californian at Hollywood Park", "the $1 million X"
_PURSE_NAMED = re.compile(
    r"\$\d[\d,.]*(?: million)? ((?!(?:Grade|Group|G\d)\b)[A-Z][a-z][\w'’\-]*(?: [A-Z][\w'’\-]*){0,3})(?= (?:at|in|on)\b|[,.;]|$)"
)


def event_candidates(text: str) -> list[tuple[str, int]]:
    out: list[tuple[str, int]] = []
    for m in NUMBERED.finditer(text):
        raw, number = m.group(1).split(), int(m.group(2))
        if raw[0].endswith(("'s", "’s")) and re.search(
            r"\bthe $", text[max(0, m.start(1) - 4) : m.start(1)], re.I
        ):
            words = [
                raw[0],
                *clean_words(raw[1:]),
            ]  # "the Sam's Town 300": no owner follows "the", a brand does
        else:
            words = clean_words(list(raw))
        if not words and raw and raw[-1].endswith(("'s", "’s")) and raw[-1][0].isupper():
            words = raw[-1:]  # "Goody's 500": a brand's name, not an owner's
        owners = [
            k
            for k, w in enumerate(words[:-1])
            if re.search(r"['’]s?$", w) and NOT_A_RACE.match(re.sub(r"['’]s?$", "", w))
        ]
        words = words[owners[-1] + 1 :] if owners else words  # "the Truck Series' Acme Diesel 200"
        cut = _NOT_A_NAME_WORD - {"the", "a"}
        if re.search(r"\bthe $", text[max(0, m.start(1) - 4) : m.start(1)]):
            cut -= _SMALL_WORDS  # "in the Buckle Up In Your Truck 225": a name of title-cased words, "In" too
        verbs = [k for k, w in enumerate(words) if w.lower() in cut]
        words = words[verbs[-1] + 1 :] if verbs else words  # "Gordon Wins Pepsi 400": the name after the verb
        while words and (
            NOT_A_RACE.match(re.sub(r"(?:['’]s?|\.)$", "", words[0]))
            or words[0].lower() in _NOT_A_NAME_WORD
            or _SUPERLATIVE.fullmatch(words[0])  # a headline's "Unser Wins Closest 500": the closest one
        ):
            if len(words) == 1 and words[0] in _SPONSORS and text[: m.start(1)].endswith(("the ", "The ")):
                break  # "in the Winston 500": a sponsor's race, not its series
            if (
                len(words) == 2
                and words[0] in _SPONSORS
                and not NOT_A_RACE.match(words[1])
                and words[1] not in {"World", "Energy", "Truck", "Trucks", "Series"}
            ):
                break  # "the Gander Outdoors 150": the race's own sponsor, not the series' name before it
            words.pop(0)
        if (
            not words
            or number < 100
            or number > 1100
            or words[-1].rstrip(".") in {"No", "Nos", "Lap", "Turn", "Car"}
        ):
            continue
        if SERIES_TAIL.match(text[m.end() :]) or _qualifier(text, m.start(), m.end()):
            continue
        if any(len(w) == 1 and w != "&" for w in words) or _PREFIXED.search(
            text, max(0, m.start(1) - 6), m.start(1)
        ):
            continue  # a headline's garbled "O 200"; "his post-Indianapolis 500 slump": no race of its own
        before = text[max(0, m.start(1) - 20) : m.start(1)]
        if re.search(r"\b(?:in|driving|drove|drives|of) an? $", before) or (
            len(words) == 1
            and words[0].lower() in ALL_MAKES
            and re.search(r"\b(?:a|an|his|her|their|its) $", before)
        ):
            continue  # "in a Peugeot 205 Turbo", "rallying in a Simca 1000": a car, not a race
        if any(w.lower() in ALL_MAKES for w in words) and re.fullmatch(r"[A-Z]{2,}(?:-[A-Z\d]+)?", words[-1]):
            continue  # "(Alstare Suzuki GSX-R 1000)": a make's model and its engine size, no race
        if any(w.lower() in ALL_MAKES for w in words) and number % 25 and number not in {301, 501}:
            continue  # "the (Lowenbrau Special) Porsche 962": a model number; a maker's race goes a round distance
        out.append((" ".join(words) + f" {number}", m.start(1) + len(m.group(1)) - len(" ".join(words))))
    for m in _YEAR_NAMED.finditer(text):
        words = m.group(1).split()
        if not NOT_A_RACE.match(words[0]) and not _SEASON_SERIES.search(m.group(1)) and len(words) >= 2:
            out.append((m.group(1), m.start(1)))  # "won the 2023 Hollywoodbets Durban July at Greyville"
    for m in _PURSE_NAMED.finditer(text):
        words = m.group(1).split()
        if not NOT_A_RACE.match(words[0]) and words[-1].lower() not in {"purse", "prize", "bonus"}:
            out.append(
                (" ".join(words), m.start(1))
            )  # "Saturday's $400,000 Californian": a race by its purse
    for m in _HYPHEN_NAMED.finditer(text):
        g = "y" if m.group("y") else 2
        if not names_a_make(m.group(g)):
            out.append(
                (m.group(g), m.start(g))
            )  # "Paris-Roubaix: Fabian the giant killer", "2006 Paris-Roubaix"
    for m in _WON_FOREIGN.finditer(text):
        out.append((m.group(1), m.start(1)))  # "won the Route du Rhum on Wednesday"
    for m in NATION_SERIES.finditer(text):
        out.append((m.group(1), m.start(1)))  # "at Dutch MotoGP": the Dutch round of MotoGP
    for m in PLACE_SERIES_WON.finditer(text):
        if not {w.lower() for w in m.group(1).split()} & ALL_MAKES:  # not "won the Yamaha MotoGP" (a team)
            out.append((m.group(1), m.start(1)))  # "won the San Marino MotoGP yesterday": its round there
    for rx in (GRAND_PRIX, NAMED, LOWER_RALLY):
        for m in rx.finditer(text):
            if (
                rx is GRAND_PRIX
                and m.group(1).endswith("GP")
                and _A_TEAMS_DEED.match(text, m.end(1))
                and not _place_word(m.group(1).split()[-2] if len(m.group(1).split()) > 1 else "")
            ):
                continue  # "Button wins as Brawn GP dominate", "which Brawn GP totally dominated": a team
            cand = re.sub(r"^(?:(?:the|The) )?(?:FIA )?Formula (?:One|1|E|Two|2|Three|3) ", "", m.group(1))
            cand = re.sub(
                r"^(?:(?:Gr(?:oup)?|Grade)\.? ?(?:[1-3]|One|Two|Three|I{1,3})|G[1-3]) ", "", cand
            )  # a grade
            if re.search(r"\b(?:Group|Grade|Formula) $", text[max(0, m.start(1) - 8) : m.start(1)]):
                # "Group One QE II Cup", "Formula E Ad Diriyah E-Prix": a grade's or a formula's word, no name's
                cand = re.sub(r"^(?:One|Two|Three|I{1,3}|E|[1-3]) ", "", cand)
            if re.match(r"s\b", text[m.end() :]) and cand.endswith(
                ("Classic", "Rally", "Trophy", "Derby", "Marathon")
            ):
                continue  # "the toughest of all the Spring Classics": a kind of race, no name
            cand = re.sub(r" (rally|marathon)$", lambda m: " " + m.group(1).capitalize(), cand)
            words = clean_words(cand.split())
            if rx is GRAND_PRIX and (cut := _CUT_SHORT.search(text, 0, m.start(1))) and len(words) == 5:
                words = [
                    cut.group(1),
                    *words,
                ]  # "the inaugural Big Machine Music City Grand Prix": four words
            if (
                len(words) == 3
                and words[1:] == ["Grand", "Prix"]
                and re.search(r"\b[Tt]he (?:19|20)\d\d $", text[max(0, m.start(1) - 10) : m.start(1)])
            ):
                out.append((cand, m.start(1)))  # "the 2019 IndyCar Grand Prix": an event of that name
                continue
            while (
                len(words) > 1
                and NOT_A_RACE.match(re.sub(r"(?:['’]s?|\.)$", "", words[0]))
                and words[0] not in {"Tour", "Grand", "Rally"}
            ):
                words.pop(0)
            if "-" in cand and not cand.startswith(("Tour", "Giro", "Vuelta")) and names_a_make(cand):
                continue  # "a McLaren-Honda victory", "the Lotus-Ford": a chassis and its engine, no race
            if re.fullmatch(r"(?:[Tt]he )?Moto ?GP", cand.strip()):
                continue  # "his first Moto GP victory": the series written apart, no race
            if cand.count("-") >= 2 and any(p.endswith(("ing", "ics")) for p in cand.split("-")):
                continue  # "Olympics-Canoeing-Peerless Carrington grabs gold": a wire's slug, no race
            if cand.endswith("s") and _COUNT_BEFORE.search(text, max(0, m.start(1) - 20), m.start(1)):
                continue  # "Tiger Roll wins back-to-back Grand Nationals": two runnings, not a name
            if any(_HEADLINE_VERB.fullmatch(w) for w in words[:-1]):
                continue  # "Kyle Busch Fends Off Chase at Chicagoland": a headline's sentence, no race
            counted = next((k for k, w in enumerate(words) if not _COUNTED.fullmatch(w)), len(words))
            if counted and len(words) - counted < 2:
                continue  # "to Win First Cup Race at Daytona": his first, no race's name
            if {"Ever", "Inaugural"} & set(words[:counted]):
                words = words[counted:]  # "Wins First Ever Indian GP": the Indian Grand Prix
            if words[-2:] == [
                "grand",
                "prix",
            ]:  # "the European 500cc grand prix": a capitalised name before it
                if len(words) < 3 or not words[0][:1].isupper():
                    continue
                words[-2:] = ["Grand", "Prix"]
            cand = " ".join(words)
            if cand in {"Grand Prix", "GP", "E-Prix", "ePrix", "e-Prix", "E-prix"}:
                continue
            if words[0] in {"And", "Or", "Of", "&"}:
                continue  # "the King George VI And Queen Elizabeth Stakes": a name cut after its start
            if re.fullmatch(rf"(?:{_SERIES_WORD} )+(?:Grand Prix|GP)", cand):
                continue  # "the 2022 FIM Speedway Grand Prix": the championship, not one of its rounds
            if cand.endswith("World Championship") and _SEASON_SERIES.search(cand):
                continue  # "the MOTUL FIM Superbike World Championship": a season's series, no race
            if words[-1] == "Race" and any(
                NOT_A_RACE_ANY_CASE.match(w) and w not in {"Gold", "Silver", "Bronze"} for w in words[:-1]
            ):  # (the "Amstel Gold Race" is one)
                continue  # "the Xfinity Series Race" is a series' race, not an event's name
            if (
                len(words) < 2
                and cand not in _ONE_WORD_CLASSICS
                and not re.fullmatch(r"\d+ ?(?:m|km|metres|meters)", cand)
                and not re.fullmatch(
                    r"[A-Z][^\W\d_]+-[A-Z][^\W\d_]+(?:-[A-Z][^\W\d_]+)?", cand
                )  # "the Sydney-Hobart race"
            ) or (NOT_A_RACE.match(words[0]) and words[0] not in {"Tour", "Grand", "Rally"}):
                continue
            tail = SERIES_TAIL.match(text[m.end() :])
            if (
                (
                    tail
                    and not (rx is GRAND_PRIX and re.match(r"\s*(?:standings|results?)\b", text[m.end() :]))
                )
                or _qualifier(text, m.start(), m.end())
                or _is_series_cup(cand)
                or _PREFIXED.search(text, max(0, m.start(1) - 6), m.start(1))
            ):
                continue
            cand = re.sub(r"^(?:19|20)\d\d (?=[A-Z][^\W\d_]+-[A-Z])", "", cand)  # "won 2018 Paris-Roubaix"
            cand = re.sub(r"^(\d{1,2}) [Hh]ours [Oo]f ", r"\1 Hours of ", cand)  # "the 24 hours of Le Mans"
            cand = re.sub(r" (\d{1,2})[- ][Hh]ours?$", r" \1 Hours", cand)  # "the Le Mans 24-hour race"
            cand = re.sub(r"\b(?:e-Prix|E-prix)\b", "E-Prix", cand)  # "the 2023 Diriyah e-Prix"
            end = m.start(1) + len(
                m.group(1).rstrip(".,;:!?\"'’” ")
            )  # "... of Elmwood.": the name ends before its stop
            out.append((cand.replace(" GP", " Grand Prix"), max(m.start(1), end - len(cand))))
    out = [_with_to(text, cand, at) for cand, at in out if not _series_counted(text, cand, at)]
    return [
        (re.sub(r"(?<=\w)['’]s$", "", cand), at)  # "at the start of Rally Turkey's return": Rally Turkey
        for cand, at in out
        if not (
            cand.isupper() and text.startswith(",", at + len(cand))
        )  # not a dateline's "VILLARD-DE-LANS, France"
    ]


# "to win his second Grand National race of 1993", "his seventh career Grand National win": a count of a
# series' races, the series no race's name
_A_SERIES_COUNT = re.compile(
    r"\b(?:his|her|their) (?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d+(?:st|nd|rd|th))"
    r"(?: career)? $"
)


def _series_counted(text: str, cand: str, at: int) -> bool:
    """ "to win his second Grand National race of 1993", "his seventh career Grand National win": a count of a
    series' races (not "his fourth Belgian Grand Prix victory", one of his wins of this race)."""
    after = text[at + len(cand) :]
    before = text[max(0, at - 40) : at]
    if re.match(r" races?\b", after) and _A_SERIES_COUNT.search(before):
        return True
    return bool(re.match(r" (?:races?|wins?|victor(?:y|ies))\b", after) and re.search(r"\bcareer $", before))


_TO_BEFORE = re.compile(r"(?:(?<=\bthe )|(?<=\bThe ))((?:[A-Z][\w\-'’]* ){1,3}to )$")


def _with_to(text: str, cand: str, at: int) -> tuple[str, int]:
    """ "the All Pro Bumper to Bumper 300": a sponsor's name with "to" in it is the race's, not "Bumper 300"."""
    if (
        re.search(r"\d{3}$", cand)
        and (m := _TO_BEFORE.search(text, max(0, at - 40), at))
        and not {w.lower() for w in m.group(1).split()}
        & ALL_MAKES  # "drove the Kestrel Porsche to Portside 24"
    ):
        return m.group(1) + cand, m.start(1)
    return cand, at


_WON_WITH = re.compile(
    r"(?:\b(?:with|to|for|claimed|claims|took|takes|scored|scores|secured|secures|earned|earns|clinched|sealed|"
    r"captured|grabbed|notched|celebrated|completed)(?: (?:a|an|his|her|their|the))?(?: [a-z]+)?|^(?:His|Her|Their)) $"
)  # "claimed his fourth Belgian Grand Prix victory": this win, one of his wins there


def _qualifier(text: str, start: int, end: int) -> bool:
    """Does the name qualify someone ("4-time Indy 500 champion") rather than name a race? A win won with
    it is this race's: "completes hat-trick with Senior TT victory", "for his second Daytona 500 win"."""
    after = TITLE_AFTER.match(text[end:])
    if after is None:
        return False
    won = re.match(r"\s*(?:victory|victories|wins?)\b", text[end:], re.I)
    return not (won and _WON_WITH.search(text[max(0, start - 30) : start]))


def clean_words(words: list[str]) -> list[str]:
    """Drop owners and qualifiers before a name ("Sunday's", "Hamlin's") and a sentence's last period."""
    while words and (words[0].endswith(("'s", "’s")) or words[0].lower() in {"the", "a"}):
        if words[0].lower() in {"men's", "women's"}:
            break
        words.pop(0)
    if (
        words
        and words[-1].endswith(".")
        and len(words[-1]) > 3
        and not re.fullmatch(r"(?:[A-Z]\.){2,3}", words[-1])
    ):
        words[-1] = words[-1].rstrip(".")  # not "U.S."
    return words


def _is_series_cup(cand: str) -> bool:
    """ "NASCAR Sprint Cup", and a sponsor's words run into it ("Autism Speaks NASCAR Sprint Cup"); "the Truck Series
    Chase" (its playoffs)."""
    return bool(
        re.search(
            r"(?:^|\s)(?:NASCAR |Monster Energy )*(?:Sprint|Nextel|Winston|NASCAR|Davis|Stanley) Cup$|\bSeries Chase$|"
            # "the FIS World Cup", "the World Cup", "X Y World Cup": a season's series; "the Dubai World Cup" is a race
            r"(?:^|(?:^|\s)\S+\s\S+\s|(?:^|\s)(?:[A-Z]{2,6}|Alpine|Rugby|Cricket|Ski|Skiing|Snowboard|Hockey|Football|Soccer|Swimming|"
            r"Athletics|Biathlon|Triathlon|Cycling|Track|Diving|Rowing|Sailing|Mountain|Bike|Luge|Bobsleigh|Skeleton|"
            r"Jumping|Climbing|Archery|Fencing|Judo|Chess)\s)World Cup$",
            cand,
        )
    )
