"""The entity pools the table's questions are drawn from, the answers the table's parts share, and the
helpers that write rows: ``others`` (a pool without the answer) and ``rows`` (several guesses at one
answer).

An answer is ``(accepted, others)``: the accepted strings and the names it must be told from (the rest of
its pool; none for a number), as the fact bank passes them to ``bot.matching``.
"""

from __future__ import annotations

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
