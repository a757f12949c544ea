"""The word lists `entities` classifies names with: venue, team and event words, makes, words that are
never a person, stop words, nationalities, place names, epithets and name suffixes."""

from __future__ import annotations

import re

VENUE_WORDS = frozenset(
    "speedway raceway superspeedway circuit motorplex speedbowl autodromo autódromo ring oval "
    "motordrome international course mile".split()
)
TEAM_WORDS = frozenset(
    "racing motorsports motorsport autosport racingteam engineering competition garage".split()
)
EVENT_TAIL = frozenset("hours hour".split())  # "Finger Lakes 6 Hours", "12 Hours of Sebring"
# After "Name 27": a count of something, so the number is no part of the name ("It took Kyle Busch 27 laps").
COUNTED = frozenset(
    "lap laps point points second seconds time times year years race races win wins victories mile miles "
    "mph km kph minutes metres meters feet yards lengths cars places positions spots".split()
)
MAKES = frozenset(
    "ford chevrolet chevy toyota honda dodge ferrari mercedes mclaren porsche bmw audi hyundai nissan "
    "mazda lexus cadillac acura lamborghini alpine renault peugeot mustang camaro camry corvette holden pontiac "
    "oldsmobile buick plymouth bentley jaguar lancia matra citroen subaru mitsubishi skoda volvo vauxhall opel".split()
)
# Motorcycle makes: alone they name the factory team ("rode for Ducati"); after a sponsor, a team.
BIKE_MAKES = frozenset("ducati yamaha ktm aprilia suzuki kawasaki cagiva".split())
ALL_MAKES = MAKES | BIKE_MAKES


def make_misspelt(word: str) -> str:
    """The make a one-word name misspells by one letter doubled or dropped ("Ferrarri" -> "Ferrari"), or ""."""
    low = word.lower()
    if len(low) < 6 or low in ALL_MAKES or not low.isalpha():
        return ""
    for make in ALL_MAKES:
        if abs(len(make) - len(low)) == 1 and len(make) >= 5:
            longer, shorter = (low, make) if len(low) > len(make) else (make, low)
            if any(longer[:k] + longer[k + 1 :] == shorter for k in range(len(longer))):
                return make.capitalize()
    return ""


def names_a_make(text: str) -> bool:
    """Does a word of `text`, split at spaces and hyphens, name a make ("Williams-Renault", "Motorola Reynard
    Mercedes-Benz")? A chassis and its engine, a car, a make's result: no venue, no team of its own."""
    return any(w in ALL_MAKES for w in re.split(r"[\s\-]+", text.lower()))


# Teams and makes of two words that would read as a first name and a surname.
TWO_WORD_TEAMS = frozenset(
    {"aston martin", "alfa romeo", "red bull", "toro rosso", "force india", "racing point", "rolls royce"}
)
ORG_WORDS = frozenset(
    "nascar cup series truck trucks xfinity indycar formula f1 f2 f3 fia arca imsa wec motogp fox sports "
    "nbc espn cbs abc tv network news press associated league championship association club "
    "university college school company inc corp ltd hospital clinic hotel church cemetery airport museum".split()
)
NON_PERSON = frozenset(
    "spring summer autumn winter "
    "monday tuesday wednesday thursday friday saturday sunday january february march april may june "
    "july august september october november december lap laps turn turns stage stages segment race "
    "races city county state derby day weekend night morning afternoon park street road avenue "
    "international national american grand prix cup trophy award hall fame victory lane pit road "
    "north south east west new old great little big world group heat hospital university college school "
    "stadium airport church cathedral museum gt gte gtd gtlm gtp gt3 lmp lmp1 lmp2 lmp3 dpi lmh lmdh tcr "
    "touring car cars constructors manufacturers standings motor motorsport motorsports gp eprix united "
    "emirates rookie olympic olympics olympiad games".split()
)
# Capitalised words that start sentences or headlines but never start a name.
STOP_WORDS = frozenset(
    """a an the in at on of to by for from with without into onto over under after before during until
    when while as and but or nor so yet if then than that this these those there here it its he she they
    his her their we i you our my your me him them us however meanwhile instead ultimately obviously
    also even just only still both each every all some many most more other another such no not yes
    what which who whom whose where why how although though because since once twice last next first
    whether unless whilst whereas
    second third final late early former apart making electronic according despite following
    unlike like about around along among behind beyond near off out up down again ever never always
    often perhaps maybe indeed anyway besides finally eventually later earlier today tonight
    yesterday tomorrow now soon see look watch read related photo image video credit getty reuters ap
    mr mrs ms dr sir king queen prince saint st""".split()
)
NATIONALITIES = frozenset(
    """american argentine argentinian australian austrian belgian brazilian brit british briton canadian chilean
    chinese colombian croatian czech dane danish dutch dutchman ecuadorian english englishman estonian
    ethiopian finn finnish french frenchman german hungarian indian irish irishman italian japanese kenyan
    kiwi scotsman mexican monegasque norwegian polish portuguese russian scot scottish spaniard spanish swede swedish
    swiss thai ugandan venezuelan welsh welshman aussie uruguayan peruvian slovenian slovak latvian
    lithuanian moroccan algerian nigerian jamaican trinidadian bahamian manxman ulsterman yorkshireman
    cornishman european asian african scandinavian""".split()
)
# Countries, states and regions: "Britain's Cal Crutchlow", "Maine's Ricky Craven" own nobody's team.
PLACE_NAMES = frozenset(
    """afghanistan albania algeria andorra angola argentina armenia australia austria azerbaijan bahamas
    bahrain bangladesh barbados belarus belgium bolivia bosnia botswana brazil britain bulgaria burundi
    cambodia cameroon canada chile china colombia croatia cuba cyprus czechia denmark ecuador egypt england
    eritrea estonia ethiopia fiji finland france georgia germany ghana greece guatemala holland hungary
    iceland india indonesia iran iraq ireland israel italy jamaica japan jordan kazakhstan kenya korea kosovo
    kuwait latvia lebanon liechtenstein lithuania luxembourg macau madagascar malaysia malta mexico moldova
    monaco mongolia montenegro morocco namibia nepal netherlands nigeria norway oman pakistan panama paraguay
    peru philippines poland portugal qatar romania russia rwanda scotland senegal serbia singapore slovakia
    slovenia somalia spain sweden switzerland syria taiwan tanzania thailand tunisia turkey uganda ukraine
    ulster uruguay usa venezuela vietnam wales zambia zimbabwe america europe asia africa catalonia bavaria
    brittany flanders sardinia sicily tasmania queensland victoria ontario quebec alberta manitoba
    alabama alaska arizona arkansas california colorado connecticut delaware florida hawaii idaho illinois
    indiana iowa kansas kentucky louisiana maine maryland massachusetts michigan minnesota mississippi
    missouri montana nebraska nevada ohio oklahoma oregon pennsylvania tennessee texas utah vermont virginia
    washington wisconsin wyoming""".split()
)
# Words of a country's name besides the places themselves: "Great Britain", "Saudi Arabia", "Czech Republic"
COUNTRY_WORDS = frozenset(
    "great republic new zealand south north northern southern united states kingdom west east arab emirates saudi "
    "arabia czech".split()
)


def names_a_nation(name: str) -> bool:
    """A country's name of one word or more ("Kenya", "Great Britain"); not a word that is a first name too."""
    return names_a_country(name) or (name.lower() in PLACE_NAMES and name.lower() not in _ALSO_FIRST_NAMES)


_ALSO_FIRST_NAMES = frozenset({"jordan", "georgia", "victoria", "israel", "indiana", "america"})


def names_a_country(name: str) -> bool:
    """Is a name of two words or more all a country's words ("Saudi Arabia", "South Africa")?"""
    words = name.lower().split()
    return len(words) > 1 and all(w in PLACE_NAMES or w in COUNTRY_WORDS for w in words)


# "Californian", "Texan", "Floridian", "Ohioan": a demonym of a place is a nationality's kind of word
NATIONALITIES = (
    NATIONALITIES
    | frozenset(
        d
        for p in PLACE_NAMES
        for d in (
            (p + "n", p[:-1] + "ian")
            if p.endswith("a")
            else (p + "an",)
            if p.endswith("o")
            else (p[:-1] + "n",)
            if p.endswith("s")
            else (p + "ian",)
        )
        if len(d) > 4 and d not in PLACE_NAMES
    )
    | frozenset(  # a region's people, whose demonym no rule above makes: "the Catalan rider", "a Flemish sprinter"
        "catalan basque galician andalusian asturian valencian flemish walloon sicilian sardinian tuscan lombard venetian "
        "neapolitan corsican breton alsatian bavarian swabian tyrolean cornish manx geordie brummie scouser quebecois "
        "québécois tasmanian queenslander".split()
    )
)
# Words that qualify a name without being part of it: nationalities, roles, ages of a career.
EPITHETS = NATIONALITIES | frozenset(
    """rookie veteran teenager youngster polesitter pole-sitter poleman pole-man privateer olympian olympic u.s. u.k. u.s u.k reigning defending champion legend ace star
    countryman compatriot teammate team-mate newcomer debutant leader frontrunner front-runner trainer jockey
    owner driver rider skipper coach favourite favorite longshot outsider winner runner-up local fellow""".split()
)
# US states as American papers abbreviate them after a town ("Long Beach, Calif."), without their dot
US_STATE_ABBREVIATIONS = (
    r"(?:Ala|Ariz|Ark|Calif|Colo|Conn|Del|Fla|Ga|Ill|Ind|Kan|Kans|Ky|La|Md|Mass|Mich|Minn|Miss|Mo|Mont|Neb|Nev|"
    r"Okla|Ore|Pa|Tenn|Tex|Va|Vt|Wash|Wis|Wyo)"
)
# Drag racing's classes, written like names: "Top Fuel", "Funny Car", "Pro Stock Motorcycle"
RACING_CLASSES = frozenset(
    {("top", "fuel"), ("funny", "car"), ("pro", "stock"), ("pro", "stock", "motorcycle"), ("top", "alcohol", "dragster"),
     ("top", "alcohol", "funny", "car"), ("pro", "mod"), ("pro", "modified")}
)  # fmt: skip
# "Darlington (S.C.) Raceway", "Talladega (Ala.) Superspeedway": a state told inside a name, which goes on
# without it
STATE_IN_NAME = re.compile(
    r"(?<=[a-z]) \((?:(?:[A-Z]\.){2}|[A-Z][a-z]{1,4}\.|(?!AP)[A-Z]{2})\)(?= [A-Z])"
)  # not "(AP)"
# Nationalities of two words, before a name: "New Zealander Mitch Evans", "South African Jody Scheckter"
TWO_WORD_NATIONALITIES = frozenset(
    w.replace("-", " ")
    for w in """new-zealander south-african north-american south-american costa-rican puerto-rican northern-irish
    northern-irishman south-korean north-korean saudi-arabian sri-lankan new-zealand""".split()
)
SUFFIXES = frozenset({"Jr.", "Sr.", "II", "III", "IV", "Jr", "Sr"})
# Small words inside a name that make it a title, not a first name and surname: "Vow And Declare", "State Of Play"
TITLE_JOINS = frozenset("and or of the for in on my a to at with".split())

# A character lost to a page's encoding: the replacement mark, or a question mark inside a word
GARBLED = re.compile(r"\ufffd|[^\W\d_]\?[^\W\d_]")
# Words that open a clause, never a name: "But Waldgeist stayed on" (but "Always Dreaming" is a horse)
CLAUSE_WORDS = frozenset(
    "but and then so yet or when as after before while although though because if meanwhile however".split()
)
