"""The matcher's labelled table and the cross-check of a built bank's answers.

Each row of CASES is ``(guess, accepted, others, expected)``: does ``bot.matching.check(guess,
accepted, others=others)`` accept the guess? ``tests/unit/test_matching.py`` checks every row and
``bench/matching.py`` measures accuracy on it; add a row when a guess is judged wrongly.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.factbank.model import Question
from bot.matching import Verdict, compile_answer

# Pools of same-kind entities, as the fact bank passes them in `others`.
NASCAR = (
    "Kyle Larson", "Chris Buescher", "Denny Hamlin", "Kyle Busch", "Kurt Busch", "Martin Truex Jr.",
    "Dale Earnhardt Jr.", "Ricky Stenhouse Jr.", "Chase Elliott", "Chase Briscoe", "William Byron",
    "Joey Logano", "Ryan Blaney", "Christopher Bell", "Ross Chastain", "Austin Dillon", "Ty Dillon",
    "Bubba Wallace", "Tyler Reddick", "Alex Bowman", "Brad Keselowski", "Erik Jones", "AJ Allmendinger",
    "Shane van Gisbergen", "Josh Berry",
)  # fmt: skip
INDYCAR = (
    "Álex Palou", "Josef Newgarden", "Scott Dixon", "Pato O'Ward", "Will Power", "Colton Herta",
    "Alexander Rossi", "Marcus Ericsson", "Scott McLaughlin", "Kyle Kirkwood", "A.J. Foyt",
)  # fmt: skip
F1 = (
    "Max Verstappen", "Sergio Pérez", "Lewis Hamilton", "Charles Leclerc", "Carlos Sainz", "Lando Norris",
    "Oscar Piastri", "George Russell", "Fernando Alonso", "Nico Hülkenberg", "Kevin Magnussen",
    "Valtteri Bottas", "Zhou Guanyu", "Esteban Ocon", "Pierre Gasly", "Liam Lawson", "Kimi Räikkönen",
)  # fmt: skip
TEAMS = (
    "Hendrick Motorsports", "Joe Gibbs Racing", "Team Penske", "Stewart-Haas Racing", "23XI Racing",
    "Trackhouse Racing", "Richard Childress Racing", "Chip Ganassi Racing", "Arrow McLaren", "Red Bull Racing",
)  # fmt: skip
VENUES = (
    "Kansas Speedway", "Talladega Superspeedway", "Las Vegas Motor Speedway", "Daytona International Speedway",
    "Circuit of the Americas", "Watkins Glen",
)  # fmt: skip


F1_2 = (
    "Max Verstappen", "Lewis Hamilton", "Charles Leclerc", "Lando Norris", "Oscar Piastri", "George Russell",
    "Carlos Sainz", "Sergio Perez", "Fernando Alonso", "Lance Stroll",
)  # fmt: skip
CUP_2 = (
    "Kyle Larson", "Denny Hamlin", "William Byron", "Ryan Blaney", "Joey Logano", "Christopher Bell",
    "Tyler Reddick", "Chase Elliott", "Ross Chastain", "Kyle Busch", "Brad Keselowski", "Bubba Wallace",
    "Chris Buescher", "Alex Bowman", "Austin Cindric",
)  # fmt: skip


def others(pool: tuple[str, ...], *answers: str, extra: tuple[str, ...] = ()) -> tuple[str, ...]:
    """The pool without the answer(s): what the bank passes as `others` for that question."""
    return tuple(p for p in pool if p not in answers) + extra


LARSON = (["Kyle Larson"], others(NASCAR, "Kyle Larson"))
BUESCHER = (["Chris Buescher"], others(NASCAR, "Chris Buescher"))
KYLE_BUSCH = (["Kyle Busch"], others(NASCAR, "Kyle Busch"))
KURT_BUSCH = (["Kurt Busch"], others(NASCAR, "Kurt Busch"))
TRUEX = (["Martin Truex Jr."], others(NASCAR, "Martin Truex Jr."))
DALE_JR = (["Dale Earnhardt Jr."], others(NASCAR, "Dale Earnhardt Jr.", extra=("Dale Earnhardt",)))
DALE_SR = (["Dale Earnhardt"], others(NASCAR, extra=("Dale Earnhardt Jr.",)))
A_DILLON = (["Austin Dillon"], others(NASCAR, "Austin Dillon"))
ELLIOTT = (["Chase Elliott"], others(NASCAR, "Chase Elliott"))
JONES = (["Erik Jones"], others(NASCAR, "Erik Jones"))
BELL = (["Christopher Bell"], others(NASCAR, "Christopher Bell"))
SVG = (["Shane van Gisbergen"], others(NASCAR, "Shane van Gisbergen"))
PALOU = (["Álex Palou"], others(INDYCAR, "Álex Palou"))
NEWGARDEN = (["Josef Newgarden"], others(INDYCAR, "Josef Newgarden"))
DIXON = (["Scott Dixon"], others(INDYCAR, "Scott Dixon"))
OWARD = (["Pato O'Ward"], others(INDYCAR, "Pato O'Ward"))
POWER = (["Will Power"], others(INDYCAR, "Will Power"))
FOYT = (["A.J. Foyt"], others(INDYCAR, "A.J. Foyt"))
VERSTAPPEN = (["Max Verstappen"], others(F1, "Max Verstappen"))
PEREZ = (["Sergio Pérez"], others(F1, "Sergio Pérez"))
HULK = (["Nico Hülkenberg"], others(F1, "Nico Hülkenberg"))
HAMILTON = (["Lewis Hamilton"], others(F1, "Lewis Hamilton"))
LECLERC = (["Charles Leclerc"], others(F1, "Charles Leclerc"))
SAINZ = (["Carlos Sainz"], others(F1, "Carlos Sainz"))
OCON = (["Esteban Ocon"], others(F1, "Esteban Ocon"))
RAIKKONEN = (["Kimi Räikkönen"], others(F1, "Kimi Räikkönen"))
ZHOU = (["Zhou Guanyu", "Zhou"], others(F1, "Zhou Guanyu"))  # family name first: the bank adds it
HENDRICK = (["Hendrick Motorsports"], others(TEAMS, "Hendrick Motorsports"))
GIBBS = (["Joe Gibbs Racing"], others(TEAMS, "Joe Gibbs Racing"))
PENSKE = (["Team Penske"], others(TEAMS, "Team Penske"))
SHR = (["Stewart-Haas Racing"], others(TEAMS, "Stewart-Haas Racing"))
XI = (["23XI Racing"], others(TEAMS, "23XI Racing"))
KANSAS = (["Kansas Speedway"], others(VENUES, "Kansas Speedway"))
TALLADEGA = (["Talladega Superspeedway"], others(VENUES, "Talladega Superspeedway"))
MARGIN = (["0.001 seconds"], ())
HALF = (["0.5 seconds"], ())
MARGIN_043 = (["0.043 seconds"], ())
FOURTH = (["fourth"], ())
P21 = (["21st"], ())
SECOND = (["second", "runner-up"], ())
CAR5 = (["No. 5"], ())
CAR24 = (["#24"], ())
LAPS = (["267 laps"], ())
COUNT = (["125"], ())
THOUSAND = (["1,000"], ())
CAUTIONS = (["3"], ())

Case = tuple[str, list[str], tuple[str, ...], bool]


def rows(answer: tuple[list[str], tuple[str, ...]], *pairs: tuple[str, bool]) -> list[Case]:
    """Cases sharing one question: (guess, expected) pairs."""
    accepted, other = answer
    return [(guess, accepted, other, expected) for guess, expected in pairs]


CASES: list[Case] = [
    # --- 1. exact names after normalising: case, spacing, punctuation, accents, smart quotes, "&"
    *rows(LARSON, ("Kyle Larson", True), ("kyle larson", True), ("KYLE LARSON", True),
          ("  kyle   larson  ", True), ("Kyle-Larson", True), ("kyle larson.", True), ("kylelarson", True),
          ("Kyle Larson's", True)),
    *rows(PEREZ, ("Sergio Perez", True), ("sergio pérez", True), ("SERGIO PÉREZ", True), ("perez", True)),
    *rows((["Sergio Perez"], others(F1, "Sergio Pérez")), ("Sergio Pérez", True)),
    *rows(HULK, ("Nico Hulkenberg", True), ("hülkenberg", True), ("HULKENBERG!", True)),
    *rows(PALOU, ("Alex Palou", True), ("álex palou", True), ("palou", True)),
    *rows(OWARD, ("Pato O’Ward", True), ("pato oward", True), ("Pato O Ward", True), ("o'ward", True)),
    *rows(RAIKKONEN, ("Kimi Raikkonen", True), ("raikkonen", True), ("räikkönen", True)),
    *rows(FOYT, ("AJ Foyt", True), ("A. J. Foyt", True), ("foyt", True)),
    *rows(SHR, ("Stewart Haas Racing", True), ("stewart & haas racing", True), ("stewart and haas", True),
          ("StewartHaas Racing", True)),
    *rows((["Meyer & Shank Racing"], others(TEAMS)), ("Meyer Shank Racing", True), ("meyer and shank", True)),
    # --- 2. a son's "Jr." may be dropped with the first name ("Truex Jr.", "Dale Jr.") or with the whole
    # name ("truex"), never from the full name: "Martin Truex" and "Dale Earnhardt" are their fathers
    *rows(TRUEX, ("Martin Truex", False), ("martin truex jr", True), ("Martin Truex Junior", True),
          ("truex", True), ("Truex Jr.", True), ("martin", False)),
    *rows((["Ricky Stenhouse Jr."], others(NASCAR, "Ricky Stenhouse Jr.")), ("Ricky Stenhouse", False),
          ("stenhouse junior", True), ("stenhouse", True)),
    *rows(DALE_JR, ("Dale Earnhardt Jr", True), ("dale earnhardt junior", True), ("Dale Jr.", True),
          ("earnhardt jr", True), ("Dale Earnhardt", False), ("earnhardt", False)),
    *rows(DALE_SR, ("Dale Earnhardt", True), ("Dale Earnhardt Jr.", False), ("dale jr", False)),
    *rows((["Dale Earnhardt Jr."], others(NASCAR, "Dale Earnhardt Jr.")), ("Dale Earnhardt", False),
          ("earnhardt", True)),
    # --- 3. the surname alone: only when nothing else in the bank shares it
    *rows(LARSON, ("larson", True), ("Larson!", True)),
    *rows(BUESCHER, ("buescher", True), ("Buescher?", True)),
    *rows(KYLE_BUSCH, ("busch", False), ("Busch!", False)),
    *rows(KURT_BUSCH, ("busch", False), ("Kurt Busch", True)),
    *rows((["Kyle Busch"], others(NASCAR, "Kyle Busch", "Kurt Busch")), ("busch", True)),
    *rows((["Kyle Busch", "Busch"], others(NASCAR, "Kyle Busch")), ("busch", False)),  # careless variant
    *rows(A_DILLON, ("dillon", False), ("Austin Dillon", True), ("Ty Dillon", False), ("A. Dillon", True),
          ("T. Dillon", False)),
    *rows(KYLE_BUSCH, ("K. Busch", False)),  # Kyle or Kurt: the initial does not tell them apart
    *rows(VERSTAPPEN, ("verstappen", True), ("Verstappen.", True)),
    *rows(SVG, ("van gisbergen", True), ("gisbergen", True), ("Van Gisbergen!", True)),
    *rows(POWER, ("power", True), ("Will Power", True)),
    *rows(BELL, ("bell", True), ("Christopher Bell", True)),
    *rows(HAMILTON, ("hamilton", True), ("Lewis Hamilton", True)),
    *rows(ZHOU, ("zhou", True), ("Zhou Guanyu", True), ("guanyu", True)),
    # --- 4. a first name alone is never enough
    *rows(LARSON, ("kyle", False), ("Kyle!", False)),
    *rows(KYLE_BUSCH, ("kyle", False)),
    *rows(VERSTAPPEN, ("max", False), ("Max!", False)),
    *rows(PEREZ, ("sergio", False), ("checo", False)),
    *rows((["Sergio Pérez", "Checo Pérez", "Checo"], others(F1, "Sergio Pérez")), ("checo", True)),
    *rows(BUESCHER, ("chris", False)),
    *rows(DIXON, ("scott", False), ("dixon", True)),
    *rows(PALOU, ("alex", False)),
    *rows(ELLIOTT, ("chase", False), ("elliott", True)),
    # --- 5. typos allowed by length; the closest entity must be the accepted one
    *rows(LARSON, ("larsen", True), ("Kyle Larsen", True), ("kyle larsn", True), ("lrason", True),
          ("kyle lrason", True), ("larsonn", True), ("larsoooon", False),
          ("lawson", True)),  # one letter off, and this bank has no Lawson: a typo
    *rows((["Kyle Larson"], others(NASCAR, "Kyle Larson", extra=("Liam Lawson",))), ("lawson", False)),
    *rows(KYLE_BUSCH, ("Kyle Bush", True), ("kyle busch", True), ("Kurt Bush", False), ("Kurt Busch", False),
          ("bush", False)),
    *rows(KURT_BUSCH, ("Kyle Busch", False), ("kurt bush", True)),
    *rows(VERSTAPPEN, ("verstapen", True), ("verstappn", True), ("Max Verstapen", True),
          ("max verstapppen", True), ("verztappan", True), ("verztoppan", False)),
    *rows(HULK, ("hulkenburg", True), ("hulkenbreg", True), ("hulk", False)),
    *rows(LECLERC, ("leclarc", True), ("Charles Leclerk", True), ("leclair", False)),
    *rows(SAINZ, ("sains", True), ("sainz", True), ("sans", False)),
    *rows((["Pierre Gasly"], others(F1, "Pierre Gasly")), ("gasley", True), ("Pierre Gasley", True)),
    *rows((["Lando Norris"], others(F1, "Lando Norris")), ("noris", True), ("morris", False)),
    *rows(BUESCHER, ("bueshcer", True), ("buscher", True), ("Chris Beuscher", True), ("Chris Bushcer", True)),
    *rows(BELL, ("bel", False), ("bella", False)),  # four letters or fewer: no typo allowed
    *rows(OCON, ("ocan", False), ("ocon", True)),
    *rows(DIXON, ("nixon", False), ("dixn", True)),
    *rows((["Denny Hamlin"], others(NASCAR, "Denny Hamlin", extra=("Lewis Hamilton",))), ("hamilton", False),
          ("hamlin", True), ("hamlim", True)),
    *rows(HAMILTON, ("hamlin", False)),
    *rows(ELLIOTT, ("Chase Elliot", True), ("elliot", True), ("Chase Briscoe", False), ("briscoe", False)),
    *rows(A_DILLON, ("Austin Dillion", True), ("Ty Dillion", False)),
    *rows(NEWGARDEN, ("Joseph Newgarden", True), ("newgardn", True), ("newgarden", True)),
    *rows((["Scott McLaughlin"], others(INDYCAR, "Scott McLaughlin")), ("mclaughin", True),
          ("Scott Dixon", False), ("scott mclaughlin", True)),
    *rows(PALOU, ("Alex Bowman", False), ("Alexander Rossi", False), ("paolu", True)),
    *rows(JONES, ("jones", True), ("Erik Jones", True), ("jomes", True), ("it was one of the ones", False)),
    # --- 6. teams and venues: generic tails ("Racing", "Speedway") are optional, never a surname
    *rows(HENDRICK, ("Hendrick Motorsports", True), ("hendrick", True), ("hendrik motorsports", True),
          ("motorsports", False)),
    *rows(GIBBS, ("Joe Gibbs Racing", True), ("joe gibbs", True), ("gibbs", True), ("racing", False),
          ("Gibbs Racing", True)),
    *rows(PENSKE, ("penske", True), ("Team Penske", True), ("team", False)),
    *rows(XI, ("23XI Racing", True), ("23xi", True), ("24XI Racing", False)),
    *rows((["Red Bull Racing"], others(TEAMS, "Red Bull Racing")), ("red bull", True), ("Redbull", True),
          ("Red Bull Racing", True), ("racing bulls", False)),
    *rows(KANSAS, ("Kansas", True), ("kansas speedway", True), ("speedway", False), ("Las Vegas", False)),
    *rows(TALLADEGA, ("talladega", True), ("Taladega", True), ("superspeedway", False)),
    *rows((["Daytona 500"], ()), ("Daytona 500", True), ("the daytona 500", True), ("daytona 400", False),
          ("500", False)),
    *rows((["Indianapolis 500", "Indy 500"], ()), ("indy 500", True), ("Indianapolis 500", True),
          ("indy 400", False)),
    # --- 7. the answer inside a sentence counts
    *rows(LARSON, ("it was Larson!", True), ("i think kyle larson won it", True), ("pretty sure it's larson", True),
          ("LARSON by a nose", True), ("my guess: kyle larson", True), ("hmm, maybe larsen", True),
          ("i think it was hamlin", False), ("no idea", False), ("the one in the 5 car", False), ("", False),
          ("???", False)),
    *rows(VERSTAPPEN, ("was it verstappen?", True), ("has to be max verstappen tbh", True),
          ("ferrari won it", False)),
    *rows(POWER, ("will power for sure", True)),
    # --- 8. a list of candidates is not an answer
    *rows(LARSON, ("larson buescher hamlin", False), ("larson or buescher", False),
          ("kyle larson, chris buescher", False), ("Larson / Buescher", False), ("larson and hamlin", False),
          ("buescher? no wait, larson", False), ("larson larson larson", True), ("kyle larson aka larson", True),
          ("larson or busch", False)),
    *rows(VERSTAPPEN, ("verstappen or perez", False), ("max verstappen, lewis hamilton", False)),
    *rows(PALOU, ("Palou, Dixon, Power", False), ("palou/newgarden", False)),
    # --- 9. margins compared by value, never by spelling
    *rows(MARGIN, ("0.001", True), (".001", True), ("0.001s", True), ("0.001 seconds", True),
          ("0.001 sec", True), ("one thousandth of a second", True), ("a thousandth", True), ("1/1000", True),
          ("1 thousandth", True), ("one one-thousandth of a second", True), ("0,001", True),
          ("1 millisecond", True), ("1ms", True), ("0.0010", True), ("by 0.001s!", True),
          ("it was .001", True), ("0.01", False), ("0.0001", False), ("0.002", False), ("1", False),
          ("1000", False), ("0.1", False), ("a hundredth", False), ("one tenth", False),
          ("ten thousandths", False), ("one ten-thousandth", False), ("0.001 or 0.002", False),
          ("kyle larson", False)),
    *rows(HALF, ("half a second", True), ("0.5", True), ("half", True), ("a half second", True),
          ("five tenths", True), ("0.05", False), ("5", False)),
    *rows(MARGIN_043, ("0.043", True), (".043s", True), ("43 thousandths", True), ("43 milliseconds", True),
          ("0.43", False), ("0.034", False), ("43", False)),
    # --- 10. finishing positions: words, ordinals, "P4", "4th place"
    *rows(FOURTH, ("fourth", True), ("4th", True), ("4", True), ("P4", True), ("4th place", True),
          ("p 4", True), ("Fourth!", True), ("finished 4th", True), ("fourth place", True),
          ("4th position", True), ("four", True), ("14", False), ("14th", False), ("40", False),
          ("third", False), ("P3", False), ("fourteenth", False), ("forty", False), ("4 or 5", False),
          ("4th? or 5th", False)),
    *rows(P21, ("twenty-first", True), ("twenty first", True), ("21", True), ("P21", True),
          ("twenty", False), ("first", False), ("1st", False), ("12th", False)),
    *rows(SECOND, ("2nd", True), ("P2", True), ("second place", True), ("2", True), ("runner up", True),
          ("P1", False), ("twelfth", False)),
    # --- 11. car numbers
    *rows(CAR5, ("#5", True), ("No. 5", True), ("No.5", True), ("no5", True), ("number 5", True),
          ("five", True), ("car 5", True), ("the 5 car", True), ("5", True), ("car number five", True),
          ("#5 car", True), ("#15", False), ("50", False), ("55", False), ("No. 24", False), ("4", False),
          ("5 or 6", False), ("#5, #24", False)),
    *rows(CAR24, ("twenty-four", True), ("twenty four", True), ("24", True), ("#24", True), ("no 42", False),
          ("2 4", False), ("2", False), ("4", False)),
    # --- 12. counts written in words, up to the thousands
    *rows(COUNT, ("one hundred and twenty-five", True), ("one hundred twenty five", True),
          ("a hundred and twenty five", True), ("125", True), ("120", False), ("twenty five", False),
          ("1250", False)),
    *rows(LAPS, ("267", True), ("two hundred sixty-seven", True), ("two hundred and sixty seven laps", True),
          ("267 laps", True), ("276", False), ("267 seconds", False)),
    *rows(THOUSAND, ("1000", True), ("one thousand", True), ("a thousand", True), ("1,000", True),
          ("100", False), ("10,000", False)),
    *rows(CAUTIONS, ("three", True), ("3 cautions", True), ("there were 3", True), ("13", False),
          ("thirty", False), ("third", True)),
    # --- 13. numbers inside sentences; several numbers are a list
    *rows(FOURTH, ("i think it was 4th", True), ("P4 surely", True), ("4th, definitely 4th", True),
          ("3, 4, 5", False), ("this one was fourth", True)),
    *rows(MARGIN, ("it was a thousandth of a second, incredible", True), ("0.001 or 0.01", False),
          ("at first i said 0.001", True)),
    *rows(CAR5, ("the 5 car, no question", True), ("5 or 24", False)),
    *rows(MARGIN, ("0.001 after 400 miles", True), ("point zero zero one", True)),  # miles: not a margin
    *rows((["Lap 150"], ()), ("150", True), ("lap 150", True), ("one hundred fifty", True), ("105", False),
          ("lap 15", False)),
    *rows(FOURTH, ("forth", True), ("<@123456789012345678> 4th", True)),  # a mention's id is no number
    *rows(LARSON, ("<@123456789012345678> larson", True), ("larson 🏁", True)),
    # --- 14. the answer's type comes from the accepted strings
    *rows(LARSON, ("5", False), ("fourth", False)),
    *rows(FOURTH, ("kyle larson", False), ("larson was fourth", True)),
    # --- 15. plain wrong answers, near misses and chatter
    *rows(LARSON, ("Chris Buescher", False), ("hamlin", False), ("denny", False), ("bubba wallace", False),
          ("logano", False), ("blaney", False), ("elliott", False), ("gg", False), ("lol", False),
          ("who knows", False), ("larry", False), ("carson", False), ("karlson", False), ("nelson", False)),
    *rows(VERSTAPPEN, ("hamilton", False), ("norris", False), ("piastri", False), ("perez", False),
          ("red bull", False), ("verstappen's teammate perez", False)),
    *rows(PALOU, ("dixon", False), ("newgarden", False), ("o'ward", False), ("herta", False), ("rossi", False)),
    *rows(HULK, ("magnussen", False), ("Kevin", False)),
    *rows(FOURTH, ("fifth", False), ("5th", False), ("P5", False), ("first", False), ("last", False),
          ("44", False), ("4.5", False)),
    *rows(CAR5, ("fifteen", False), ("#6", False), ("five hundred", False), ("car 50", False)),
    *rows(MARGIN, ("0.011", False), ("one hundredth of a second", False), ("2 thousandths", False),
          ("a tenth", False), ("half a second", False)),
    *rows(GIBBS, ("hendrick", False), ("team penske", False), ("23xi", False), ("trackhouse", False)),
    *rows(KANSAS, ("talladega", False), ("daytona", False), ("watkins glen", False), ("COTA", False)),
    # --- 16. a first name, initial or suffix given with the surname must agree with the answer's,
    #         even when the other driver is not in `others` (short forms and nicknames agree)
    *rows((["Kyle Busch"], ()), ("Kurt Busch", False), ("Kyle Busch", True), ("busch", True),
          ("K. Busch", True), ("Kyle Bush", True), ("Busch, Kurt", False), ("Busch, Kyle", True)),
    *rows((["Kyle Busch", "Busch"], ()), ("Kurt Busch", False), ("it was kurt busch", False), ("busch", True)),
    *rows((["Max Verstappen", "Verstappen"], ()), ("Jos Verstappen", False), ("J. Verstappen", False),
          ("M. Verstappen", True), ("verstappen max", True), ("Max V", False)),
    *rows((["Erik Jones"], ()), ("Brandon Jones", False), ("Eric Jones", True), ("E. Jones", True),
          ("jones", True)),
    *rows((["Ryan Blaney"], ()), ("Dave Blaney", False), ("blaney", True), ("Ryan Blainey", True)),
    *rows((["Chase Elliott"], ()), ("Bill Elliott", False), ("Chase Elliot", True), ("elliott", True),
          ("Chase Briscoe", False)),
    *rows((["Damon Hill"], ()), ("Graham Hill", False), ("G. Hill", False), ("D. Hill", True), ("hill", True)),
    *rows((["Keke Rosberg"], ()), ("Nico Rosberg", False), ("rosberg", True)),
    *rows((["Michael Schumacher"], ()), ("Ralf Schumacher", False), ("Mick Schumacher", True),
          ("Mike Schumacher", True), ("M. Schumacher", True)),
    *rows((["Christopher Bell"], ()), ("Chris Bell", True), ("C. Bell", True), ("Christopher Bel", True),
          ("Kris Bell", True), ("Kristen Bell", False)),
    *rows((["Matt Kenseth"], ()), ("Matthew Kenseth", True), ("Matty Kenseth", True), ("Mike Kenseth", False)),
    *rows((["Matthew DiBenedetto"], ()), ("Matt DiBenedetto", True), ("Matt Dibenedeto", True)),
    *rows((["Alexander Rossi"], ()), ("Alex Rossi", True), ("Valentino Rossi", False)),
    *rows(PALOU, ("Alexander Palou", True), ("Alex Palou", True)),
    *rows((["Jeff Gordon"], ()), ("Robby Gordon", False), ("Jeffrey Gordon", True), ("gordon", True)),
    *rows((["Sergio Pérez"], ()), ("Checo Perez", True), ("Checo Pérez", True)),
    *rows((["Juan Pablo Montoya"], ()), ("Montoya", True), ("Juan Montoya", True), ("JPM", True),
          ("Juan Pablo", False)),
    *rows(NEWGARDEN, ("Joe Newgarden", True), ("Josef Newgarden", True), ("Scott Newgarden", False)),
    *rows(LARSON, ("Kurt Larson", False), ("yung money larson", False), ("congrats larson", True),
          ("go larson!!", True), ("Mr. Larson", True), ("Kile Larson", True), ("K Larson", True)),
    *rows((["Al Unser Jr."], ()), ("Al Unser Jr", True), ("Al Unser Junior", True), ("Unser Jr.", True),
          ("Al Unser Sr.", False), ("Al Unser Senior", False), ("Unser Sr", False), ("Al Unser Jr.", True)),
    *rows((["Dale Earnhardt Jr."], ()), ("Dale Earnhardt Sr.", False), ("Dale Jr", True),
          ("Earnhardt Sr.", False)),
    *rows((["Dale Earnhardt"], ()), ("Dale Earnhardt Jr.", False), ("Dale Earnhardt Sr.", True),
          ("Dale Earnhardt Senior", True), ("Dale Earnhardt Junior", False)),
    *rows((["Martin Truex Jr.", "Martin Truex", "Truex"], ()), ("Martin Truex Jr", True), ("Truex Sr.", False),
          ("Sherry Truex", False)),
    # --- 17. a candidate right after a negation is not given
    *rows(LARSON, ("not larson", False), ("Not Kyle Larson", False), ("definitely not larson", False),
          ("it wasn't larson", False), ("it was not the larson car", False), ("never larson", False),
          ("not hamlin, larson", True), ("larson, not hamlin", True), ("not sure, larson?", True),
          ("not busch but larson", True)),
    *rows(LARSON, ("i don't think it was larson", False), ("i didn't say larson", False),
          ("i don't know, larson?", True), ("no idea but larson", True), ("not hamlin or busch, larson", True)),
    *rows(FOURTH, ("not 4th", False), ("not 5th, 4th", True), ("it wasn't fourth", False),
          ("i don't think it was 4th", False)),
    *rows(MARGIN, ("not 0.001", False), ("not 0.002, 0.001", True)),
    # --- 18. an answer naming several things needs all of them (in order when it has one); any
    #         member of a shared win counts when the accepted answers list each one
    *rows((["Jeff Gordon and Mark Martin"], ()), ("Jeff Gordon and Mark Martin", True),
          ("Mark Martin and Jeff Gordon", True), ("Gordon and Martin", True), ("Mark Martin, Jeff Gordon", True),
          ("gordon martin", True), ("Gordon & Martin", True), ("Jeff Gordon", False), ("Martin", False),
          ("gordon", False), ("Jeff Gordon and Mark Webber", False)),
    *rows((["Hendrick Motorsports and Joe Gibbs Racing"], others(TEAMS, "Hendrick Motorsports", "Joe Gibbs Racing")),
          ("Hendrick", False), ("Hendrick Motorsports", False), ("Hendrick and Gibbs", True),
          ("HMS and JGR", True), ("Gibbs, Hendrick", True), ("Hendrick and Penske", False)),
    *rows((["from intermediates to softs"], ()), ("intermediates to softs", True), ("from intermediates to softs", True),
          ("softs to intermediates", False), ("from softs to intermediates", False), ("softs", False),
          ("intermediates", False), ("intermediate to soft", True)),
    *rows((["mediums then hards"], ()), ("medium then hard", True), ("hards then mediums", False), ("hards", False)),
    *rows((["Nick Tandy", "Tandy", "Earl Bamber", "Bamber", "Brendon Hartley", "Hartley"], ("Mark Webber", "Timo Bernhard")),
          ("Tandy", True), ("Earl Bamber", True), ("hartley", True), ("Bamber and Tandy", True),
          ("Tandy, Bamber and Hartley", True), ("Mark Webber", False), ("Tandy or Webber", False),
          ("Bernhard", False)),
    *rows((["Meyer & Shank Racing"], ()), ("Meyer Shank", True), ("MSR", True), ("Meyer Shank Racing", True)),
    *rows((["Nick Tandy, Earl Bamber and Brendon Hartley"], ("Mark Webber", "Timo Bernhard")),
          ("Tandy", True), ("Earl Bamber", True), ("Hartley", True), ("Bamber and Hartley", True),
          ("Webber", False), ("Tandy or Webber", False), ("Brandon Tandy", False)),
    *rows((["Tandy/Bamber"], ("Mark Webber",)), ("Bamber", True), ("tandy", True), ("webber", False)),
    *rows((["Ford, Chevrolet and Toyota"], ()), ("Ford", False), ("Ford, Chevy and Toyota", True),
          ("Toyota, Ford and Chevrolet", True)),
    # --- 19. team and venue short forms: initials derived from the name's words, accepted while no other
    #         entity of the question has the same; a place inside a short sentence
    *rows(HENDRICK, ("HMS", True), ("hms", True), ("H.M.S.", True), ("it's HMS", True), ("JGR", False),
          ("Hendrick Motor Sports", True), ("hendricks", True)),
    *rows(GIBBS, ("JGR", True), ("jgr", True), ("HMS", False), ("Gibbs Racing", True), ("Coach Gibbs", False)),
    *rows((["JTG Daugherty Racing"], others(TEAMS)), ("JTG", True), ("jtg daugherty", True), ("Daugherty", True),
          ("JDR", True)),
    *rows((["Legacy Motor Club"], others(TEAMS)), ("LMC", True), ("Legacy", True), ("legacy motor club", True),
          ("HMS", False)),
    *rows((["Richard Childress Racing"], others(TEAMS, "Richard Childress Racing")), ("RCR", True),
          ("Childress", True), ("CGR", False)),
    *rows((["Chip Ganassi Racing"], others(TEAMS, "Chip Ganassi Racing")), ("CGR", True), ("Ganassi", True),
          ("RCR", False)),
    *rows((["Hendrick Motorsports"], ("Hillman Motorsports", "Joe Gibbs Racing")), ("HMS", False),
          ("Hendrick", True)),  # two teams share the initials: they name neither
    *rows((["RFK Racing"], others(TEAMS)), ("RFK", True), ("rfk racing", True)),
    *rows(KANSAS, ("they raced at Kansas", True), ("we were at kansas", True), ("kansas!!", True),
          ("it was Kansas Speedway", True), ("Kansas or Talladega", False)),
    *rows((["Las Vegas Motor Speedway"], others(VENUES, "Las Vegas Motor Speedway")), ("Las Vegas", True),
          ("Vegas", True), ("LVMS", True), ("Kansas", False)),
    *rows((["Circuit of the Americas"], others(VENUES, "Circuit of the Americas")), ("COTA", True),
          ("circuit of the americas", True), ("Austin", False)),
    *rows((["Watkins Glen International"], others(VENUES, "Watkins Glen")), ("the Glen", True),
          ("Watkins Glen", True), ("WGI", True)),
    *rows((["Indianapolis Motor Speedway"], ()), ("IMS", True), ("Indianapolis", True), ("Indy", True)),
    # --- 20. descriptions have no surname: the last word alone does not name them
    *rows((["engine failure"], ("brake failure", "crash", "fuel")), ("engine failure", True),
          ("an engine failure", True), ("his engine failed", False), ("failure", False),
          ("brake failure", False), ("engine", False), ("Engine Failure!", True)),
    *rows((["a flat tire"], ()), ("flat tire", True), ("a flat tyre", True), ("tire", False)),
    # --- 21. numbers: units given must agree, units left out are fine, a number must be the number
    *rows(MARGIN, ("1/1000th of a second", True), ("1/1000th", True), ("thousandth of a second", True),
          ("one-thousandth of a second", True), ("1 ms", True), ("1/100th of a second", False),
          ("0.001 laps", False), ("0.001 miles", False)),
    *rows((["1.5 seconds"], ()), ("1.5 laps", False), ("1.5", True), ("1.5 s", True), ("one and a half seconds", True),
          ("1.5 miles", False), ("15 seconds", False)),
    *rows((["400 miles"], ()), ("400", True), ("400 miles", True), ("400 mi", True), ("four hundred", True),
          ("400 laps", False), ("500", False), ("400 km", False), ("40", False)),
    *rows((["3 1/2 hours"], ()), ("3.5 hours", True), ("three and a half hours", True), ("3½ hours", True),
          ("3 and a half hours", True), ("3 hours 30 minutes", True), ("3:30", True), ("210 minutes", True),
          ("3.5", True), ("3 hours", False), ("4 hours", False), ("3", False), ("3.5 laps", False)),
    *rows((["1hr 30min 17.345sec"], ()), ("1:30:17.345", True), ("1 hour 30 minutes 17.345 seconds", True),
          ("1h 30m 17.345s", True), ("1 hour, 30 minutes and 17.345 seconds", True),
          ("90 minutes 17.345 seconds", True), ("1:30:17", False), ("1:31:17.345", False), ("17.345", False),
          ("1 hour 30 minutes", False)),
    *rows((["1:42.331"], ()), ("1:42.331", True), ("1 minute 42.331 seconds", True), ("102.331 seconds", True),
          ("1:42.313", False)),
    *rows((["more than 300,000"], ()), ("300000", True), ("300,000", True), ("over 300,000 fans", True),
          ("300k", True), ("300 thousand", True), ("about 300,000", True), ("more than 300000 people", True),
          ("less than 300,000", False), ("under 300,000", False), ("200,000", False), ("3,000,000", False)),
    *rows((["twice"], ()), ("2", True), ("two", True), ("two times", True), ("2x", True), ("twice", True),
          ("three times", False), ("once", False), ("2 laps", False), ("twelve", False)),
    *rows((["57 races"], ()), ("57", True), ("fifty-seven", True), ("fifty seven", True), ("57 starts", True),
          ("fifty-seven races", True), ("57 laps", False), ("58", False), ("75", False)),
    *rows((["Turn 3"], ()), ("turn three", True), ("Turn 3", True), ("T3", True), ("3", True), ("third turn", True),
          ("turn 4", False), ("lap 3", False), ("turn 13", False)),
    *rows((["third closest"], ()), ("3rd closest", True), ("third", True), ("the third-closest finish ever", True),
          ("second closest", False), ("4th closest", False), ("closest", False)),
    *rows(FOURTH, ("top 5", False), ("top five", False), ("top-4", False), ("fith", False)),
    *rows((["fifth"], ()), ("top 5", False), ("top five", False), ("fith", True), ("fifht", True), ("5th", True),
          ("fiftth", True), ("fifty", False)),
    *rows((["third"], ()), ("thrid", True), ("thurd", True), ("there", False), ("three", True)),
    *rows((["eighth"], ()), ("eigth", True), ("eight", True), ("night", False), ("eighty", False)),
    *rows((["second"], ()), ("secnd", True), ("seccond", True), ("2nd", True), ("seconds", False)),
    *rows((["a record eighth crown"], ()), ("8th", True), ("eighth title", True), ("8 titles", True),
          ("eighth championship", True), ("8", True), ("seventh title", False), ("seventh", False),
          ("ninth crown", False), ("8 wins", False)),
    *rows((["40"], ()), ("fourty", True), ("forty", True), ("14", False)),
    *rows((["0.0005 seconds"], ()), ("five ten-thousandths", True), ("0.0005", True), ("0.005", False),
          ("5 ten thousandths of a second", True)),
    *rows((["Kyle Larson and Christopher Bell"], ()), ("larson bell", True), ("Bell and Larson", True),
          ("Kyle Larson", False), ("Larson, Bell, Hamlin", False)),
    *rows((["100th career win"], ()), ("100th", True), ("hundredth", True), ("100", True), ("99th", False)),
    *rows((["65 seconds"], ()), ("1 minute 5 seconds", True), ("1:05", True), ("65", True), ("56", False)),
    *rows((["200 kph"], ()), ("200 km/h", True), ("200kmh", True), ("200 mph", False), ("200", True)),
    *rows(MARGIN, ("1000th of a second", True), ("1/1000 of a second", True), ("0.001 of a second", True),
          ("100th of a second", False)),
    *rows((["3 1/2 hours"], ()), ("3hrs 30mins", True), ("three hours and thirty minutes", True)),
    *rows((["$1.5 million"], ()), ("1.5 million", True), ("$1.5m", True), ("1,500,000", True), ("$2m", False),
          ("1.5", False), ("1.5 minutes", False)),
    *rows((["5 times"], ()), ("five", True), ("5x", True), ("5 laps", False)),
    *rows((["top 5"], ()), ("top five", True), ("5", True), ("fifth", False), ("top 10", False)),
    # --- 22. dates, however written; the year may be left out, never changed
    *rows((["April 17, 2011"], ()), ("17 April 2011", True), ("April 17th, 2011", True), ("4/17/2011", True),
          ("17/04/2011", True), ("2011-04-17", True), ("april 17", True), ("the 17th of April", True),
          ("Apr 17 2011", True), ("17.04.2011", True), ("April 18, 2011", False), ("April 17, 2012", False),
          ("2011", False), ("April 2011", False), ("march 17 2011", False), ("17", False)),
    *rows((["May 26, 2024"], ()), ("26 may 2024", True), ("may 26", True), ("5/26/24", True), ("may 27", False)),
    # --- 23. fans' writing in general
    *rows(LARSON, ("LARSON!!!", True), ("larson 🏁🏆", True), ("Larson's", True), ("larson.", True),
          ("Lar son", True), ("KyleLarson", True), ("@Larson", True), ("larson?", True), ("*larson*", True),
          ("kyle-larson", True), ("\"Kyle Larson\"", True), ("Kyle Larson (the 5 car)", True),
          ("larsonn", True), ("larrson", True), ("lasron", True)),
    *rows(TRUEX, ("Truex Jr", True), ("TRUEX JR.", True), ("martin truex, jr.", True), ("Truex's", True),
          ("Martin Truex Jnr", True), ("Truex Snr", False)),
    *rows(OWARD, ("O'Ward", True), ("OWard", True), ("o ward", True), ("Pato", False)),
    *rows(SHR, ("Stewart-Haas", True), ("stewart haas", True), ("SHR", True), ("Haas", True)),
    *rows(PEREZ, ("Perez", True), ("PÉREZ", True), ("Pérez", True), ("Perez's", True)),
    *rows(RAIKKONEN, ("Raikonen", True), ("Kimi", False), ("Raikkönen", True)),
    *rows(MARGIN, ("0.001!", True), ("by .001", True), ("a thousandth!", True), ("0.001 sec.", True),
          ("0.001 secs", True), ("0,001s", True)),
    *rows(CAR5, ("the #5", True), ("no.5 car", True), ("car #5", True), ("5️⃣", True), ("5️⃣0️⃣", False)),
    # --- 24. a second table, written after the rules above, in other series and other words
    ("Hamilton", ["Lewis Hamilton"], others(F1_2, "Lewis Hamilton"), True),
    ("Lewis", ["Lewis Hamilton"], others(F1_2, "Lewis Hamilton"), False),
    ("L. Hamilton", ["Lewis Hamilton"], others(F1_2, "Lewis Hamilton"), True),
    ("Nicolas Hamilton", ["Lewis Hamilton"], (), False),
    ("hamilton!!!", ["Lewis Hamilton"], (), True),
    ("sir lewis hamilton", ["Lewis Hamilton"], (), True),
    ("Ham", ["Lewis Hamilton"], (), False),
    ("leclerc", ["Charles Leclerc"], others(F1_2, "Charles Leclerc"), True),
    ("Arthur Leclerc", ["Charles Leclerc"], (), False),
    ("Charlie Leclerc", ["Charles Leclerc"], (), True),
    ("Sainz Jr", ["Carlos Sainz"], (), False),  # an answer without "Jr.": a Jr. is someone else
    ("Carlos Sainz Sr.", ["Carlos Sainz Jr."], (), False),
    ("Sainz", ["Carlos Sainz Jr."], (), True),
    ("George Russel", ["George Russell"], others(F1_2, "George Russell"), True),
    ("russel", ["George Russell"], others(F1_2, "George Russell"), True),
    ("Lando", ["Lando Norris"], others(F1_2, "Lando Norris"), False),
    ("norris or piastri", ["Lando Norris"], others(F1_2, "Lando Norris"), False),
    ("Piastri", ["Lando Norris"], others(F1_2, "Lando Norris"), False),
    ("Byron", ["William Byron"], others(CUP_2, "William Byron"), True),
    ("Will Byron", ["William Byron"], others(CUP_2, "William Byron"), True),
    ("Bill Byron", ["William Byron"], (), True),
    ("Blaney", ["Ryan Blaney"], others(CUP_2, "Ryan Blaney"), True),
    ("Dave Blaney", ["Ryan Blaney"], others(CUP_2, "Ryan Blaney"), False),
    ("Ryan Blaney's dad", ["Ryan Blaney"], (), False),
    ("Logano", ["Joey Logano"], others(CUP_2, "Joey Logano"), True),
    ("Joseph Logano", ["Joey Logano"], (), True),
    ("Bell", ["Christopher Bell"], others(CUP_2, "Christopher Bell"), True),
    ("Chris Bell", ["Christopher Bell"], others(CUP_2, "Christopher Bell"), True),
    ("Chris Buescher", ["Christopher Bell"], others(CUP_2, "Christopher Bell"), False),
    ("Kyle", ["Kyle Busch"], others(CUP_2, "Kyle Busch"), False),
    ("Busch", ["Kyle Busch"], others(CUP_2, "Kyle Busch"), True),
    ("Rowdy Busch", ["Kyle Busch"], (), False),
    ("Kurt", ["Kyle Busch"], (), False),
    ("Kurt Busch", ["Kyle Busch"], others(CUP_2, "Kyle Busch"), False),
    ("K. Busch", ["Kyle Busch"], others(CUP_2, "Kyle Busch"), True),
    ("Keselowski", ["Brad Keselowski"], others(CUP_2, "Brad Keselowski"), True),
    ("Kez", ["Brad Keselowski"], (), False),
    ("keselowksi", ["Brad Keselowski"], others(CUP_2, "Brad Keselowski"), True),
    ("Bubba", ["Bubba Wallace"], others(CUP_2, "Bubba Wallace"), False),
    ("Wallace", ["Bubba Wallace"], others(CUP_2, "Bubba Wallace"), True),
    ("Darrell Wallace Jr.", ["Bubba Wallace", "Darrell Wallace Jr."], (), True),
    ("Rusty Wallace", ["Bubba Wallace"], (), False),
    ("Kenny Wallace", ["Bubba Wallace"], (), False),
    ("Austin Dillon", ["Austin Cindric"], others(CUP_2, "Austin Cindric"), False),
    ("Cindric", ["Austin Cindric"], others(CUP_2, "Austin Cindric"), True),
    ("Tim Cindric", ["Austin Cindric"], (), False),
    ("Marco Andretti", ["Mario Andretti"], (), False),
    ("Michael Andretti", ["Mario Andretti"], (), False),
    ("Andretti", ["Mario Andretti"], (), True),
    ("Mario", ["Mario Andretti"], (), False),
    ("Jacques Villeneuve", ["Gilles Villeneuve"], (), False),
    ("Villeneuve", ["Gilles Villeneuve"], (), True),
    ("Nelson Piquet Jr.", ["Nelson Piquet"], (), False),
    ("Nelson Piquet Sr.", ["Nelson Piquet"], (), True),
    ("Piquet Jr", ["Nelson Piquet Jr."], (), True),
    ("Bruno Senna", ["Ayrton Senna"], (), False),
    ("Senna", ["Ayrton Senna"], (), True),
    ("Emerson Fittipaldi", ["Christian Fittipaldi"], (), False),
    ("Bobby Labonte", ["Terry Labonte"], (), False),
    ("T. Labonte", ["Terry Labonte"], (), True),
    ("B. Labonte", ["Terry Labonte"], (), False),
    ("Jeff Burton", ["Ward Burton"], (), False),
    ("Harrison Burton", ["Jeff Burton"], (), False),
    ("Helio Castroneves", ["Hélio Castroneves"], (), True),
    ("castroneves", ["Hélio Castroneves"], (), True),
    ("castroneves or dixon", ["Hélio Castroneves"], ("Scott Dixon",), False),
    ("Pato", ["Pato O'Ward"], (), False),
    ("Patricio O'Ward", ["Pato O'Ward"], (), True),
    # teams
    ("Penske", ["Team Penske"], ("Hendrick Motorsports","Joe Gibbs Racing"), True),
    ("RBR", ["Red Bull Racing"], ("Ferrari","McLaren","Mercedes"), True),
    ("Red Bull", ["Red Bull Racing"], ("Ferrari","McLaren","Mercedes"), True),
    ("Bull", ["Red Bull Racing"], ("Ferrari","McLaren","Mercedes"), True),
    ("Ferrari", ["Red Bull Racing"], ("Ferrari","McLaren","Mercedes"), False),
    ("Scuderia Ferrari", ["Ferrari"], ("Red Bull Racing","McLaren","Mercedes"), True),
    ("Trackhouse", ["Trackhouse Racing"], ("Hendrick Motorsports","Joe Gibbs Racing"), True),
    ("23XI", ["23XI Racing"], ("Hendrick Motorsports","Joe Gibbs Racing"), True),
    ("Front Row", ["Front Row Motorsports"], (), True),
    ("FRM", ["Front Row Motorsports"], (), True),
    ("Spire", ["Spire Motorsports"], ("Front Row Motorsports",), True),
    ("SMS", ["Spire Motorsports"], ("Front Row Motorsports",), True),
    ("Wood Brothers", ["Wood Brothers Racing"], (), True),
    ("WBR", ["Wood Brothers Racing"], (), True),
    ("the Wood Brothers", ["Wood Brothers Racing"], (), True),
    ("Hendrick", ["Rick Hendrick"], (), True),
    # venues
    ("Daytona", ["Daytona International Speedway"], ("Talladega Superspeedway",), True),
    ("Talladega", ["Daytona International Speedway"], ("Talladega Superspeedway",), False),
    ("Monza", ["Autodromo Nazionale Monza"], (), True),
    ("Spa", ["Circuit de Spa-Francorchamps"], (), True),
    ("Spa-Francorchamps", ["Circuit de Spa-Francorchamps"], (), True),
    ("Silverstone", ["Silverstone Circuit"], (), True),
    ("at the Brickyard", ["Indianapolis Motor Speedway"], (), False),  # a nickname not derived
    ("Bristol", ["Bristol Motor Speedway"], ("Martinsville Speedway",), True),
    ("BMS", ["Bristol Motor Speedway"], ("Martinsville Speedway",), True),
    ("Martinsville", ["Bristol Motor Speedway"], ("Martinsville Speedway",), False),
    ("Road America", ["Road America"], (), True),
    # numbers
    ("0.005", ["0.005 seconds"], (), True),
    ("five thousandths", ["0.005 seconds"], (), True),
    ("5/1000", ["0.005 seconds"], (), True),
    ("5ms", ["0.005 seconds"], (), True),
    (".05", ["0.005 seconds"], (), False),
    ("0.5 seconds", ["0.005 seconds"], (), False),
    ("5 laps", ["5 seconds"], (), False),
    ("five seconds", ["5 seconds"], (), True),
    ("5 secs", ["5 seconds"], (), True),
    ("5 mins", ["5 seconds"], (), False),
    ("the 24", ["No. 24"], (), True),
    ("#42", ["No. 24"], (), False),
    ("twenty four", ["No. 24"], (), True),
    ("24th", ["No. 24"], (), False),
    ("P1", ["first"], (), True),
    ("won it", ["first"], (), False),
    ("1st", ["first"], (), True),
    ("the winner", ["first"], (), False),
    ("11th", ["eleventh"], (), True),
    ("elevnth", ["eleventh"], (), True),
    ("seventh", ["eleventh"], (), False),
    ("200 laps", ["200 laps"], (), True),
    ("two hundred", ["200 laps"], (), True),
    ("200 miles", ["200 laps"], (), False),
    ("500 miles", ["500 miles"], (), True),
    ("500 km", ["500 miles"], (), False),
    ("800 km", ["500 miles"], (), False),
    ("3", ["three times"], (), True),
    ("thrice", ["three times"], (), True),
    ("3x", ["three times"], (), True),
    ("third time", ["three times"], (), True),
    ("four times", ["three times"], (), False),
    ("six hours", ["6 hours"], (), True),
    ("6h", ["6 hours"], (), True),
    ("360 minutes", ["6 hours"], (), True),
    ("6 laps", ["6 hours"], (), False),
    ("24 hours", ["24 Hours of Daytona"], (), False),
    ("Rolex 24", ["24 Hours of Daytona"], (), False),
    ("about 100,000", ["100,000"], (), True),
    ("100000 fans", ["100,000"], (), True),
    ("100k", ["100,000"], (), True),
    ("a hundred thousand", ["100,000"], (), True),
    ("10,000", ["100,000"], (), False),
    ("1,000,000", ["100,000"], (), False),
    ("May 28, 2023", ["May 28, 2023"], (), True),
    ("28 May 2023", ["May 28, 2023"], (), True),
    ("28th May", ["May 28, 2023"], (), True),
    ("may 29 2023", ["May 28, 2023"], (), False),
    ("May 2023", ["May 28, 2023"], (), False),
    ("2023", ["2023"], (), True),
    ("'23", ["2023"], (), False),
    ("2022", ["2023"], (), False),
    ("the 7th", ["seventh"], (), True),
    ("seventh win", ["his seventh win"], (), True),
    ("7th victory", ["his seventh win"], (), True),
    ("6th win", ["his seventh win"], (), False),
    ("seventh title", ["his seventh win"], (), False),
    ("7", ["his seventh win"], (), True),
    ("lap 199", ["Lap 200"], (), False),
    ("the last lap, 200", ["Lap 200"], (), True),
    ("two hundred", ["Lap 200"], (), True),
    ("Stage 2", ["Stage 2"], (), True),
    ("second stage", ["Stage 2"], (), True),
    ("stage two", ["Stage 2"], (), True),
    ("stage 3", ["Stage 2"], (), False),
    ("turn 2", ["Stage 2"], (), False),
    ("top 10", ["10th"], (), False),
    ("tenth", ["10th"], (), True),
    ("top ten", ["top 10"], (), True),
    ("10th", ["top 10"], (), False),
    # lists
    ("Larson and Byron", ["Kyle Larson and William Byron"], others(CUP_2, "Kyle Larson"), True),
    ("Byron", ["Kyle Larson and William Byron"], others(CUP_2, "Kyle Larson"), False),
    ("Larson", ["Kyle Larson and William Byron"], others(CUP_2, "Kyle Larson"), False),
    ("Larson, Byron and Elliott", ["Kyle Larson and William Byron"], others(CUP_2, "Kyle Larson"), False),
    ("Larson, Byron and Bowman", ["Kyle Larson, William Byron and Alex Bowman"], (), True),
    ("Larson and Bowman", ["Kyle Larson, William Byron and Alex Bowman"], (), True),  # three full names: a crew
    ("soft to hard", ["from soft to hard"], (), True),
    ("hard to soft", ["from soft to hard"], (), False),
    ("mediums", ["from soft to hard"], (), False),
    # negation
    ("not Hamilton", ["Lewis Hamilton"], others(F1_2, "Lewis Hamilton"), False),
    ("anyone but hamilton", ["Lewis Hamilton"], (), False),
    ("hamilton? no", ["Lewis Hamilton"], (), True),
    ("Not 2nd", ["second"], (), False),
    ("no", ["Kyle Larson"], (), False),
    # --- 25. names we do not know are candidates too: beside a name found, they make a list
    ("larson buescher hamlin", ["Kyle Larson"], (), False),
    ("larson or hamlin", ["Kyle Larson"], (), False),
    ("Larson, Hamlin", ["Kyle Larson"], (), False),
    ("Kyle Larson / Denny Hamlin", ["Kyle Larson"], (), False),
    ("hamlin? no, larson", ["Kyle Larson"], (), True),
    ("kyle larson in the hendrick car", ["Kyle Larson"], (), True),
    ("larson ftw", ["Kyle Larson"], (), True),
    ("larson for the win", ["Kyle Larson"], (), True),
    ("Larson obviously", ["Kyle Larson"], (), True),
    ("gotta be larson tbh", ["Kyle Larson"], (), True),
    ("Verstappen Hamilton", ["Max Verstappen"], (), False),
    ("hamilton then verstappen", ["Max Verstappen"], (), False),
    ("Kansas or Vegas", ["Kansas Speedway"], (), False),
    ("Kyle Larson's teammate William Byron", ["Kyle Larson"], (), False),
    ("larson will win it", ["Kyle Larson"], (), True),
    ("Jeff Gordon, Mark Martin and Jimmie Johnson", ["Jeff Gordon and Mark Martin"], (), False),
    ("larson beat denny hamlin", ["Kyle Larson"], (), False),
    ("polesitter Larson", ["Kyle Larson"], (), True),
    ("larson easily", ["Kyle Larson"], (), True),
    ("larson hands down", ["Kyle Larson"], (), True),
    ("larson got it done", ["Kyle Larson"], (), True),
    ("larson edged him at the line", ["Kyle Larson"], (), True),
    ("defending champion Kyle Larson", ["Kyle Larson"], (), True),
    ("HMS", ["hendrick motorsports"], (), True),  # written in lower case, still a team's initials
    ("Kyle", ["KYLE LARSON"], (), False),  # an answer in capitals has no acronyms
    ("larson", ["KYLE LARSON"], (), True),
    ("Chevy", ["Chevrolet"], ("Ford", "Toyota"), True),
    ("a chevy", ["Chevrolet"], ("Ford", "Toyota"), True),
    ("Chevy", ["Ford"], ("Chevrolet", "Toyota"), False),
    ("Indy 500", ["Indianapolis 500"], ("Daytona 500",), True),
    ("Indy 400", ["Indianapolis 500"], ("Daytona 500",), False),
    ("Indy", ["Indianapolis Motor Speedway"], ("Daytona International Speedway",), True),
    ("Dega", ["Talladega Superspeedway"], ("Daytona International Speedway",), True),
    ("hms", ["hendrick motorsports"], ("haas motorsport",), False),
]  # fmt: skip


def cross_check(questions: Sequence[Question]) -> tuple[dict[str, list[int]], list[str]]:
    """Every accepted variant must be CORRECT; every distractor and every name in `others` must not be;
    "<answer> or <distractor>" must be a LIST. Returns {kind: [right, total]} and the first misses."""
    counts = {"variant": [0, 0], "distractor": [0, 0], "other": [0, 0], "list": [0, 0]}
    failures: list[str] = []

    def tally(kind: str, ok: bool, what: str) -> None:
        counts[kind][0] += ok
        counts[kind][1] += 1
        if not ok and len(failures) < 20:
            failures.append(f"{kind}: {what}")

    for q in questions:
        compiled = compile_answer(q.accepted, q.others)
        wrong = [c for c in q.choices if c not in q.accepted]
        for v in q.accepted:
            tally("variant", compiled.judge(v) is Verdict.CORRECT, f"{v!r} for {q.accepted[0]!r}")
        for c in wrong:
            tally("distractor", compiled.judge(c) is not Verdict.CORRECT, f"{c!r} for {q.accepted[0]!r}")
            guess = f"{q.answer} or {c}"
            tally("list", compiled.judge(guess) is Verdict.LIST, f"{guess!r}")
        for o in q.others:
            tally("other", compiled.judge(o) is not Verdict.CORRECT, f"{o!r} for {q.accepted[0]!r}")
    return counts, failures
