"""Who won the race a report is about: votes from the headline and the report's factual sentences.

Real reports say it in dozens of ways ("held off", "soared to victory", "took the checkered flag",
"was declared the winner", a headline verb alone: "Stenhouse survives"). Each way is one row of the
`WIN_RULES` table; each sentence that says it casts a vote, the headline and the opening count more,
and the winner is the one clear leader of the votes. When two names tie, nobody is the winner: a
question not asked costs little, a wrong winner costs the bot its players' trust.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, replace

from bot.factbank.entities import EPITHETS
from bot.factbank.entity_words import names_a_nation
from bot.factbank.ingest import headline_text
from bot.factbank.tagged import CLOSE, OPEN, POSSESSIVE_AFTER, TITLE_NEXT, Tagged, scan
from bot.factbank.win_context import (
    AFTER_SUBJECT_VERB,
    CREW_END,
    GOVERNED,
    GROUP_END,
    OBJ_NOT_THIS,
    TO_TITLED,
    ahead_not_next,
)
from bot.factbank.win_hints import RULE_NEEDS, WIN_HINTS
from bot.factbank.win_rule_parts import IN_A_RELATIVE, MAIN_SUBJECT_RULES, not_the_subject
from bot.factbank.win_rules import WIN_RULES

# A headline's first words and a winning verb: "Hamlin holds off Keselowski", "Justify wins the Derby".
_HEADLINE = (
    r"^(?:[\w', ]{0,40}: )?(?:\d+[-/]\d+ (?:shot|outsider|long ?shot) )?(?P<who>(?:[A-Z][\w'’\-\.]*|of|de|van|von|der|da|di|la|le)(?: (?:[A-Z][\w'’\-\.]*|of|de|"
    r"van|von|der|da|di|la|le)){0,4}) (?:[a-z]+s, )?(?:wins|won|takes|claims|captures|clinches|prevails|triumphs|holds off|"
    r"hangs on|holds on|out-?lasts|out-?duels|beats|edges|survives(?!(?i: (?:an? |the |his |her )?(?:[\w\-]+ )?(?:crash|wreck|accident|scare|spin|collision|fire|injur\w*)\b))|steals|storms|soars|cruises|rolls|powers|rules(?= [A-Z])|"
    r"charges|bursts|leads all the way|goes wire-to-wire|scores|seals|snatches|spoils|orders up|out-?paces|out-?runs|"
    r"out-?guns|conquers|tames|masters(?= [A-Z])|lands(?= (?:the |an? )?[A-Z])|bags|romps|finishes first|comes home first|"
    r"is (?:the )?(?:[A-Z][\w'’\-]* ){1,2}hero|repeats(?= (?:at|in|as)\b)|breaks through(?= (?:for|at|in|to|with)\b)|"
    r"upsets(?= [A-Z])|leads [A-Z][\w\-]* to (?:a )?(?:sweep|one-two|1-2)\b|"  # "Stewart repeats at Daytona",
    # "Oxbow upsets Orb in Preakness", "Coulthard leads McLaren to sweep"
    r"dominates(?! (?:the )?(?:practice|qualifying|time ?sheets?|session|warm-?up|test\w*|[A-Z]\w*day|FP\d|Q\d)\b)|"
    r"tops(?! (?:the )?(?:practice|qualifying|time ?sheets?|standings|charts?|points|table|session|warm-?up|test\w*|"
    r"[A-Z]\w*day|FP\d|Q\d|father|mother|brother|sister|son|daughter|dad|mum)\b)(?![^:;]* as )|"
    # "Palou tops Dixon", not "tops practice" nor "X tops father Aidan as Rekindling rules"
    # "Truex shakes winless skid", "Bourdais ends Long Beach drought": a long wait for a win is over
    r"(?:ends|snaps|breaks|shakes|halts) (?:(?!title|championship|crown|pole|podium|points)[\w\-'’]+ ){0,4}?"
    r"(?:(?:winless|losing|victory|win) (?:streak|skid|drought|run)|drought))\b"
    # "Hamilton takes pole": a pole, not the race
    r"(?i:(?! (?:ahead|closer|nearer)\b))"  # "Rossi edges ahead in title race": the standings, not the race
    r"(?i:(?! (?:the |his |her |their |a |an )?(?:pole|points|standings|(?:overall |race |points |championship |series |"
    r"early |world cup )?lead|(?:yellow |leader['’]s |pink |red |green )?jersey|maillot)\b))"  # "LeMond takes lead": mid-Tour
    r"(?i:(?! (?:another |a |an |its |his |her )?(?:[\w\-]+ )?(?:victims?|lives|life)\b))"  # "Heartbreak Hill Claims
    # Another Victim": a place's toll, no win
    # "Rossi takes second at World GP": a place behind the winner ("takes second win" is a win)
    r"(?! (?:the )?(?:second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d{1,2}(?:st|nd|rd|th)|P\d{1,2}|"
    r"runner-up|podium)(?: place| spot| position)?(?: (?:at|in|on|behind|as|after|for|to|with|from)\b|[,.;:!?]|$))"
)
HEADLINE_ANY_TITLE = re.compile(
    _HEADLINE + r"(?<!clinches)(?<!seals)(?<!captures)"
)  # "Tomba charges to second title": at a world championship, the race; "Crump clinches world title": the
# season's (clinched or sealed, a title is won over a season)
# "McLaughlin clinches title", "Kilde seals World Cup downhill title": a season's title, not the race
HEADLINE = re.compile(
    _HEADLINE
    + r"(?i:(?! (?:the |his |her |their |a |an )?(?:(?:[\w\-]+ ){0,3}(?:world|championship|series|season|cup|overall|(?:19|20)\d\d|"
    r"drivers['’]?|riders['’]?|constructors['’]?|\d+(?:st|nd|rd|th)|second|third|fourth|fifth|sixth|seventh|maiden|"
    r"first) (?:[\w\-]+ ){0,2})?(?:title|championship|crown|globe)\b))"  # "wins IndyCar Mid-Ohio title" is the race
)
# "By Any Name, Zanardi a Rather Easy Winner": a name, then what he was
HEADLINE_WINNER = re.compile(
    r"(?:^|, )(?P<who>[A-Z][\w'’\-\.]*(?: [A-Z][\w'’\-\.]*){0,2}),? (?:[Ii]s |[Ww]as |[Aa]n? |[Tt]he )"
    r"(?:[\w\-]+ ){0,3}?[Ww]inner$"
)
# "Monte Carlo rally to Toivonen", "Derby to Shergar": an event given to its winner
HEADLINE_EVENT_TO = re.compile(
    r"^(?:[\w' ]{0,40}: )?[A-Z][\w'’\-]*(?: [\w'’\-]+){0,4}? (?:[Rr]ally|[Gg]rand [Pp]rix|GP|[Dd]erby|[Mm]arathon|TT|"
    r"\d00|[Cc]lassic|[Nn]ational|[Ss]takes|[Rr]ace|[Tt]rophy|[Cc]up) to "
    r"(?P<who>[A-Z][\w'’\-\.]*(?: [A-Z][\w'’\-\.]*){0,2})$"
)
# "Franchitti drives off with Long Beach win": a name, a verb, and the win at the end of the headline.
HEADLINE_WIN = re.compile(
    r"^(?:[\w' ]{0,40}: )?(?P<who>[A-Z][\w'’\-\.]*(?: [A-Z][\w'’\-\.]*){0,3}) [a-z]+s\b(?:(?! (?:as|while|but) )[^:;]){0,50}? "
    r"(?:win|victory|triumph|by winning)(?: (?:over|ahead of|at|in) [^:;,]{1,40})?(?:$|, [a-z]+s )"
)  # "Johnson increases points lead by winning in Texas", "X shakes up ... with first career victory at
# Daytona, delivers 100th win for ..." (not "Brawn leads new order as Button snatches victory": Button's)
# "First Formula E race in Bern won by reigning champion Vergne": the race first, its winner last
HEADLINE_WON_BY = re.compile(
    r"^(?:[\w' ]{0,40}: )?[A-Z][^:;]{0,60}? (?:[Rr]ace|[Gg]rand [Pp]rix|GP|[Rr]ally|[Dd]erby|[Mm]arathon|\d00|[Cc]lassic|[Ss]takes) "
    r"(?:(?:at|in|of) [A-Z][\w\-]*(?: [A-Z][\w\-]*){0,2} )?won by (?:[a-z][\w\-]* ){0,3}(?P<who>[A-Z][\w'’\-\.]*(?: [A-Z][\w'’\-\.]*){0,2})$"
)
# "Noah Gragson to contend for Xfinity title after Contender Boats 300 win": a named race's win
HEADLINE_AFTER_WIN = re.compile(
    r"^(?P<who>[A-Z][\w'’\-\.]*(?: [A-Z][\w'’\-\.]*){0,2}) [a-z][^:;'’]{0,60}? after "
    r"(?:[A-Z][\w\-]*|\d{2,4})(?: (?:[A-Z][\w\-]*|\d{2,4})){1,5} (?:win|victory|triumph)$"
)
# "Rookie Iden smashes course record to win Ironman World Championship": any verb, then "to win"
HEADLINE_TO_WIN = re.compile(
    r"^(?:[\w' ]{0,40}: )?(?P<who>[A-Z][\w'’\-\.]*(?: [A-Z][\w'’\-\.]*){0,3}) "
    r"(?!(?:fails|bids|aims|hopes|vows|plans|wants|looks|tries|seeks|eyes|targets|needs|is|set|has|will)\b)[a-z]+s\b"
    r"[^:;]{0,60}? to (?:win|victory|claim|take|capture|clinch|land)\b"
)
# "3rd Indy Victory For Mears": the win given to someone at the end of the headline
HEADLINE_FOR = re.compile(
    r"^(?!(?:No|Not|Chance|Bid|Hopes?)\b)[^:;]{0,40}?\b(?:[Ww]in|[Vv]ictory|[Tt]riumph) [Ff]or "
    r"(?P<who>[A-Z][\w'’\-\.]*(?: [A-Z][\w'’\-\.]*){0,2})$"
)
_NOT_SUBJECT = frozenset(
    "the a an it he she they his her their this that who what why how when where after before as at in on "
    "new old late".split()
)

# A wire headline's sport or series before its subject: "NASCAR Earnhardt Jr. ends slump with Bristol win"
_SERIES_SLUG = frozenset(
    "nascar f1 indycar motogp wsbk sbk wrc nhra imsa cart irl dtm btcc supercars motorsport motorsports racing "
    "cycling athletics rally rallying".split()
)


@dataclass(frozen=True, slots=True)
class Vote:
    winner: str
    beaten: str  # "" when the sentence names nobody beaten
    weight: float
    rule: str


def _is_stage(obj: str, stage: str) -> bool:
    """ "won stage 10 of the Tour", "won the 10th stage": the report's own stage."""
    n = stage.split()[-1]
    return bool(re.match(rf"\W*(?:the )?(?:stage {n}\b|{n}(?:st|nd|rd|th) stage\b)", obj, re.I))


def sentence_votes(t: Tagged, weight: float, stage: str = "", race: str = "") -> list[Vote]:
    """The winner votes of one tagged factual sentence (race-level, not records of other races): one
    vote per person, naming whom they beat when any of the sentence's rules says so. `stage` is the
    stage a report of a stage race is about ("stage 10"): winning it is winning this race. A win of
    `race`, the report's own race named in full ("Frodeno won the 2019 Ironman World Championship"),
    counts more than the opening's, wherever the report says it."""
    votes: dict[str, Vote] = {}
    low = t.text.lower()
    if OPEN + "P" not in t.text or not any(w in low for w in WIN_HINTS):
        return []  # every rule names a person and one of these words
    for rule in WIN_RULES:
        for m in scan(rule.pattern, t.text, low, *RULE_NEEDS.get(rule.name, ())):
            obj = m.groupdict().get("obj")
            if obj is not None and OBJ_NOT_THIS.match(obj) and not (stage and _is_stage(obj, stage)):
                continue
            at = m.start("w") - 2  # the placeholder's opening mark
            who = t.values[int(m.group("w"))]
            group = GROUP_END.search(t.text[max(0, at - 200) : at]) or CREW_END.search(
                t.text[max(0, at - 200) : at]
            )
            if group:  # "A, B and C won": the crew's first-named member stands for it
                who = t.values[int(group.group(1))]
            elif not rule.governed and is_object(t.text, at):
                continue
            if re.search(r"\bthe\s*$", t.text[max(0, at - 5) : at], re.I):
                continue  # "the Light Blues won": a crew's nickname, not a person
            if re.search(r"\b(?:like|such as)\s*$", t.text[max(0, at - 9) : at]):
                continue  # "When a bike racer like X wins the Tour": an example, no one's win of this race
            if (
                det := re.search(
                    r"\b(its|his|her|their|a|an|this|that)(?: (?:first|\w+(?:st|nd|rd|th)|\d+))? $",
                    t.text[max(0, at - 30) : at],
                )
            ) and not (det.group(1) == "that" and _VERB_NEXT.match(t.text, t.text.index(CLOSE, at) + 1)):
                continue  # "its first Long Beach race win": no person (but "the day that X won": a subject)
            if t.kinds[int(m.group("w"))] != "person":
                continue
            if (rule.name in MAIN_SUBJECT_RULES and not_the_subject(t.text, at)) or IN_A_RELATIVE.search(
                t.text, max(0, at - 60), at
            ):
                continue  # "X led when Y ran out of fuel ... to claim his first victory": X's
            if _BEHIND.search(t.text[:at]):
                continue  # "Behind, the battle for the podium went to the wire as X held off Y": not the win
            if RODE_ON_TAGGED.search(t.text, m.start(), m.end() + 60):
                continue  # "a thrilling victory on favourite Golden Horn": the jockey's ride, the horse won
            if rule.name == "passive" and _OTHER_SESSION_WON.search(
                t.text, max(0, m.start() - 100), m.start()
            ):
                continue  # "the time trial prologue on Saturday, which was won by X": another session's winner
            if rule.name == "win_for" and _AFTER_A_WIN.search(t.text, max(0, m.start() - 60), m.start()):
                continue  # "less than 24 hours after a historic IRL victory by X": a win before this race
            if rule.name == "took_event" and _A_SEASONS.search(
                " ".join(t.values[int(k)] for k in re.findall(r"\ue001E(\d+)\ue002", m.group(0)))
            ):
                continue  # "Crump clinched the Individual Speedway Grand Prix World Championship": a season's
            if rule.name not in _OWN_WIN_RULES and POSSESSIVE_AFTER.match(t.text, m.end("w") + 1):
                continue  # "a win for Chip Ganassi's Target team": the team's owner, not a winner
            beaten = t.values[int(m.group("r"))] if rule.beaten else ""
            if (
                rule.name not in _IN_ORDER
                and beaten
                and _AND_ANOTHER.match(t.text, t.text.index(CLOSE, m.start("r")) + 1)
            ):
                beaten = ""  # "fended off late challenges from A and B", "X and Y held off A and B": neither is told
                # second ("led A and B across the line" is in order)
            if beaten and TITLE_NEXT.match(t.text, t.text.index(CLOSE, m.start("r")) + 1):
                beaten = (
                    ""  # "victory over Arlington Million winner Gio Ponti": a race's name, then the horse
                )
            if rule.name == "beat" and ahead_not_next(t.text, m):
                beaten = ""  # "Linden finished ahead of Kenya's Gladys Chesir": ahead, not said to be next
            if beaten == who:
                beaten = ""
            named = (
                obj is not None
                and race
                and any(
                    _names_race(t.values[int(k)], race) for k in re.findall(r"\ue001[EO](\d+)\ue002", obj)
                )
            )
            if (
                obj is not None
                and _BY_MARGIN.match(t.text, m.start("obj"))
                and not _ANOTHER_EVENT_AFTER.search(t.text, m.start("obj"))
            ):
                weight = max(
                    weight, 1.0
                )  # "went on to win by 1.9 seconds with X second": the race's result, told late
            if who not in votes:
                # a win of the race named in full outweighs a win the opening tells of another race on the card
                votes[who] = Vote(who, beaten, max(weight, 2.0) + 0.5 if named else weight, rule.name)
            elif beaten and not votes[who].beaten:
                votes[who] = Vote(who, beaten, weight, votes[who].rule)
    return list(votes.values())


_OTHER_SESSION_WON = re.compile(
    r"\b(?:prologue|time trial|heats?|qualifying|practice|sprint|support race|warm-?up|shoot-?out|"
    r"race (?:one|two|three|[123]))\b[^.;\ue001]{0,60},? (?:which|that) $",
    re.I,
)
# "Moon Rock won by a length from Star Fish in the Turf": another race of the card, named after the margin
_ANOTHER_EVENT_AFTER = re.compile(r"\b(?:in|at) the (?:[A-Z]|\ue001)|\ue001[EO]\d")
_BY_MARGIN = re.compile(
    r"\s*by (?:just |only )?(?:\d[\d.,]*|a|one|two|three|four|five|half a) (?:seconds?|lengths?|minutes?)\b"
)


def _names_race(name: str, race: str) -> bool:
    """Is an event's tagged name the report's race ("Cup Classic" of "Breeders' Cup Classic", whose owner's
    word was read apart)?"""
    return name == race or (len(name.split()) >= 2 and race.endswith(" " + name))


# Words before "a victory by X" that make it another race's: "after a historic IRL victory by X"
_AFTER_A_WIN = re.compile(
    r"\b(?:after|since|before|following|preceding)\s+(?:a|an|the|his|her|their|last|that)\s+(?:(?:[\w\-'’]+|\ue001[A-Z]\d+\ue002)\s+){0,4}$",
    re.I,
)
# Words before a rule's winner that put the sentence behind the race's winner: a fight for a lower place.
_IN_ORDER = frozenset(
    "one_two led_in_one_two cars_of_one_two led_across_line led_home led_home_after followed_home_by".split()
)
_AND_ANOTHER = re.compile(r",? and " + OPEN + "P")
_BEHIND = re.compile(
    r"^\W*(?:Behind|Further back|Farther back)\b|\b(?:battle|fight|scrap|duel|contest|tussle|race) for (?:the )?"
    r"(?:(?:remaining|other|last|final|lower|minor) )?(?:podium|places?|positions?|spots?|steps?|second|third|fourth|"
    r"fifth|sixth|runner-up|minor placings)\b",
    re.I,
)


def behind_the_winner(plain: str) -> bool:
    """Does a sentence tell a fight for a place behind the winner ("Behind, ...", "the battle for the
    podium")?"""
    return _BEHIND.search(plain) is not None


SEASON_TITLE = re.compile(
    r"\b(?:clinch|seal)\w* (?:the |his |her |a )?(?:[\w\-]+ ){0,4}?(?:title|championship|crown)\b", re.I
)
_A_SEASONS = re.compile(r"\b(?:World Championship|Championship|Series|Standings)$")


_VERB_NEXT = re.compile(
    r" (?:had |has )?(?:won|wins|took|takes|claimed|claims|captured|captures|scored|beat|edged)\b"
)


def is_object(text: str, start: int) -> bool:
    """Is the placeholder at `start` the object of a preposition or verb ("ahead of X", "behind X")?"""
    before = text[max(0, start - 80) : start]
    return (
        bool(
            re.search(
                r"(?:\b(?:of|off|behind|than|over|from|beat|beating|passed|passing|by|for|to|past|leapfrog\w*|made|"
                r"overtook|overtake|overtaking|overhaul\w*|caught|catch|out(?!standing|side|fit)[a-z]{3,}|"
                r"(?:pass|move|lunge|dive|attack|charge)(?:es|ed|ing|s)? on|"
                r"(?:ran|runs|running|run|chased|chasing|hunted|hunting|reeled|reeling) (?:down|in))|(?<![,;]) and)"
                r"(?: (?:the )?(?:favou?rite|defending champion|champion|leader|rival|fastest qualifier|top qualifier|"
                r"pole-?sitter|(?:long|odds-on|\d+-\d+) shot))?\W*$",  # "a pass on Dixon", "to outpace favourite X",
                # "to outduel fastest qualifier Constituent"
                before,  # ", and X finished": a new clause's subject; "ran down X": X was caught
            )
        )
        or bool(GOVERNED.search(before))
        or bool(AFTER_SUBJECT_VERB.search(before))
        or bool(TO_TITLED.search(before))
    )


_HE_WINS = re.compile(
    r"(?:[Aa]nd )?(?:[Hh]e|[Ss]he) (?:wins|won|takes|took) (?:[Tt]he )?(?:[Rr]ace|[Ee]vent)\b"
)
_OPENING_NAME = re.compile(r"([A-Z][\w'’\-]+(?: [A-Z][\w'’\-]+){0,2}) [a-z]+s\b")
_OWN_WIN_RULES = frozenset(
    {"possessive_win", "win_moves", "saw_win", "victory_was", "result_was", "ahead_of", "it_was_their_win"}
)  # "X's victory in Y"
_HEADLINE_PARTS = re.compile(r"\s*(?:\s--\s|\s[-–—|]\s|[:;]\s)\s*")
_LAST_CLAUSE = re.compile(r"(?:, |; | as | while )([^,;]+)$")


def headline_subject(title: str) -> str:
    """The words before a winning verb at the start of a headline ("Rossi" in "Rossi wins home GP")."""
    title = headline_text(title.strip()).replace("--", " -- ")
    title = re.sub(r"^(?:AUTO|MOTOR|Auto|Motor) (?:RACING|Racing) (?=[A-Z])", "", title)  # a wire's slug
    if title.isupper():  # "ROSSI WINS MISANO": read as "Rossi wins Misano"
        words = title.lower().split()
        title = " ".join([words[0].capitalize(), *words[1:]]) if words else title
    m = (
        HEADLINE.match(title)
        or HEADLINE_WIN.match(title)
        or HEADLINE_TO_WIN.match(title)
        or HEADLINE_FOR.match(title)
        or HEADLINE_EVENT_TO.match(title)
        or HEADLINE_WINNER.search(title)
        or HEADLINE_AFTER_WIN.match(title)
        or HEADLINE_WON_BY.match(title)
    )
    if not m and (last := _LAST_CLAUSE.search(title)):
        m = HEADLINE.match(last.group(1))  # "Lorenzo crowned champion, Rossi wins": the clause that wins
    parts = _HEADLINE_PARTS.split(title)
    for part in parts[1:] if not m else ():
        if _HE_WINS.match(part):  # "Gordon Captures Title - And He Wins The Race, Too"
            return first.group(1) if (first := _OPENING_NAME.match(parts[0])) else ""
        # "Happy Father's Day--Andretti Beats Son", "Le Mans: Porsche's day": a later part's subject
        if m := HEADLINE.match(part) or HEADLINE_WIN.match(part) or HEADLINE_TO_WIN.match(part):
            break
    if not m and len(parts) == 1 and "," not in title:
        m = HEADLINE_ANY_TITLE.match(title)  # one clause: "Tomba charges to second title" at a championship
    if not m or RODE_ON.search(title, m.end()):
        return ""  # "Frankie Dettori wins Epsom Derby on favourite Golden Horn": the jockey, not the winner
    who = m.group("who").strip()
    words = who.split()
    while words and (
        words[0].lower() in _NOT_SUBJECT
        or words[0].lower() in EPITHETS
        or (words[0].lower() in _SERIES_SLUG and len(words) > 1)  # "NASCAR Earnhardt Jr. ends slump"
    ):
        words.pop(0)
    who = " ".join(words)
    return "" if names_a_nation(who) else who  # "Kenya wins first gold in Olympic marathon": a nation's medal


RODE_ON = re.compile(
    r"\b(?:on (?:the )?(?:hot |joint |clear |\d+[-/]\d+ )?(?:favourite|favorite|outsider|shot)|aboard) [A-Z][a-z]"
)
RODE_ON_TAGGED = re.compile(RODE_ON.pattern.replace("[A-Z][a-z]", "(?:\ue001P|[A-Z][a-z])"))
_HEADLINE_BEATEN = re.compile(
    r"\b(?:holds off|beats|edges|out-?lasts|out-?duels|out-?paces|out-?runs|pips|denies|tops|downs) (?P<who>[A-Z][\w'’\-]*(?: [A-Z][\w'’\-]*){0,2})"
)


def headline_beaten(title: str) -> str:
    """Whom a headline says the winner beat ("Herta" in "Dixon holds off Herta to win ...")."""
    m = _HEADLINE_BEATEN.search(headline_text(title.strip()))
    return m.group("who") if m else ""


def choose(votes: list[Vote]) -> tuple[str, list[Vote]]:
    """The one clear leader of the votes and the votes for them, or ("", []) when it is not clear."""
    if not votes:
        return "", []
    # one name however its apostrophe is typed: the headline's "Poet's Word" is the body's "Poet’s Word"
    spelt: dict[str, str] = {}
    votes = [replace(v, winner=spelt.setdefault(v.winner.replace("’", "'"), v.winner)) for v in votes]
    score: Counter[str] = Counter()
    for v in votes:
        score[v.winner] += v.weight
    ranked = score.most_common()
    best, top = ranked[0]
    if len(ranked) > 1 and ranked[1][1] * 2 > top:
        return "", []
    if top < 1.0 or max(v.weight for v in votes if v.winner == best) < 1.0:
        return "", []  # only sentences deep in the report say it ("Theatrical outdueled Trempolino to take
        # the Turf"): another race of the card, as likely as this one
    return best, [v for v in votes if v.winner == best]
