"""The words around a place or a gap that make it a running one, not the result: after it ("second for most
of the race": `RUNNING`), before it ("At the halfway point, X was fifth": `RUNNING_BEFORE`, `running_before`),
a lead lost before the finish (`GAP_NOT_RESULT`) and a place a penalty changes (`DEMOTED`)."""

from __future__ import annotations

import re

# Words after a place that make it a running place or another session's, not the race result.
RUNNING = re.compile(
    r"^\W*(?:(?:best|fastest|quickest|highest|youngest|oldest|most|biggest|largest|wins?|victory|victories|triumph|title)\b|"
    r"overall\b(?=[^.;]{0,30}\bpoints\b)|"  # "moved up to third overall and on 61 points": the standings
    r",? \d{1,3} points? (?:back|behind|adrift|down|off the (?:lead|pace)|ahead|clear)\b|"  # "dropped to third, 21 points back"
    r"(?:place |position |spot )?away from\b|"  # "took third away from Vandoorne": a pass in the race
    r"(?:out of|off|on|in) (?:the )?(?:pits|pit road|pit lane)\b|"  # "was seventh out of the pits": a pit stop's order
    r"in the (?:19|20)\d\d |(?<![,;:] )(?<![,;:])(?:with|on) \d{1,3}(?: points?)?\b(?! (?:seconds?|laps?|lengths?))|"
    r"at \d{1,3}(?=\s*(?:[.;,]|$))|"  # "Frentzen was a distant third at 54.": the standings' points
    r"going (?:into|through|in)|heading into|into the (?:first|opening)|through the (?:first|opening)|"
    r"(?:within|inside|in|after) the (?:first|opening|early) (?:\d+ |[a-z]+ )?(?:miles|laps|kilometres|kilometers|km|hour|hours|minutes)\b|"
    r"off the (?:line|start|grid)|at the (?:first|opening) (?:corner|turn|bend|lap)|of a\b|"
    r"\d+-(?:lap|mile|km|kilometre|kilometer) (?:stage|segment|heat|race|sprint)\b|"  # "took the second 10-lap stage"
    r"(?:[A-Z][\w\-]* |\ue001[OE]\d+\ue002 )?runners?-?up\b|(?:[A-Z][\w\-]* |\ue001[OE]\d+\ue002 )?winners?\b|"  # "was the
    # third Cup runner-up for trainer X": a count
    r"(?:car|cars|driver|man|woman|rider|one|time|choice|pick|row|corner|turn|stage|heat|"
    r"round|leg)\b|in (?:[\w']+'s |the |this |that |a )?(?:sprint|"
    r"qualifying|practice|heat|shootout|feature|warm-?up|standings|championship|points|session)|for (?:most|much|long|a long|the (?:first|early|majority|bulk))|in the (?:standings|championship|"
    r"points|sprint|qualifying|practice|feature|heat|(?:first|second) (?:half|stage|session|part|stint|leg|round|lap|"
    r"heat|race|sprint|practice|qualifying|segment)|early|opening|drivers|riders|constructors|"
    r"overall|series|title|season|race for|running order|order)|in (?:qualifying|practice|stage|points|the early)|for the restart|(?:on|in) (?:the |a |[\w']+['’]s )?(?:[\w\-]+ ){0,2}stage\b|on the (?:grid|restart|"
    r"final restart|last restart|lap|opening lap|first lap|road)|at the (?:restart|halfway|start|time|end of "
    r"(?:the )?(?:first|second|lap|stage))|after (?:the )?(?:first|opening|lap|stage)|when|before|early|with \d+ "
    r"laps|(?:by|on|at|after|around) lap \d+|by the (?:halfway|midway|time)|place in the (?:standings|championship|points)|overall in|in his heat|in her heat|straight|"
    r"consecutive|time|career|this season|of the season|on the day before|on saturday|on friday|until|or (?:better|"
    r"worse|higher|lower)|in (?:\w+ )?of (?:his|her|the|their)|in (?:each|every|all)|last (?:year|season|week|"
    r"time)|a year ago|in (?:19|20)\d\d|of (?:the )?\d+ (?:rounds|races|events|rallies|stages|meetings)\b|"
    r"in (?:the |his |her |their )?(?:[A-Z0-9][\w\-]* )?(?:class|category)\b)",  # "third in class and fourth overall"
    re.I,
)
# Words before the subject that make a place a running one ("At the halfway point, X was fifth").
RUNNING_BEFORE = re.compile(
    r"\b(?:at the (?:halfway|midway|start(?! of (?:the |this |that |his |her |their )?(?:season|year|month|week|"
    r"career|decade))|restart|time|end of lap)|off the (?:line|start|grid)|early on|(?:on|by) lap \d+|with \d+ laps (?:to go|"
    r"left|remaining)|after (?:just |only )?\d+ (?:of (?:the )?\d+ )?laps|at one point|for much of|for most of|was running|were running|"
    r"had been running|in qualifying|qualif\w+|when (?:he|she|they|it) (?:was|were)|while (?:he|she|they) (?:was|were)|"
    r"fighting off|battling with|chasing down|since(?=\s*$)|restarted|restarts|restarting|"
    r"(?:row|line-?up)s? (?:was |were )?(?:comprised|consisting|made up|composed) of|"
    r"\b(?:took|shared|occupied|filled|on) (?:the )?rows? (?:one|two|three|four|five|\d)\b|"  # "X and Y took row two": the grid  # "the second row comprised of
    # A and B, with C in P5 next to D in sixth": the grid
    r"(?:when|as|once|after) (?:the )?rac(?:e|ing) (?:resumed|restarted|got back under way|went green again)|"
    r"(?:when|as|once) the (?:lights|flag|green flag|green) (?:went out|went green|dropped|fell|waved|flew)|"
    r"at lights[- ]out|at the (?:green flag|drop of the flag)|"  # "When the lights went out, X was fifth"
    r"(?:race|rally|event) (?:started|began|got under ?way) with|the lights went (?:out|off)|"  # "the race started
    # with Leclerc leading from pole, ... Bottas takes second": the order at the start
    # "an incredible start had taken him from 11th to 4th, with X sixth": the order after the start
    r"(?:start|getaway|launch|first lap|opening lap) (?:had |has )?(?:taken|took|lifted|promoted|moved|carried|"
    r"catapulted|propelled)|"
    r"(?:by|at) the end of (?:the|that|this) (?:(?!final |last )\w+ )?lap)\b",  # "since Julie Brown was runner-up": another year
    re.I,
)
# The finish told after a running moment: "Though he had to survive a restart on Lap 194, X pulled away and
# crossed the finish line 1.041 seconds ahead of Y" is the result
_AT_THE_FINISH = re.compile(
    r"\b(?:crossed the (?:finish )?line|took the (?:checkered|chequered) flag|at the (?:finish|flag|line)|"
    r"by the (?:finish|flag|chequered flag|checkered flag))\b",
    re.I,
)


# A gap in points inside a place's words: "Stoner is two points further back in fourth" (the standings)
POINTS_BACK = re.compile(
    r"\b(?:\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten) points? (?:further |farther )?"
    r"(?:back|behind|adrift|down)\b(?![^.;]{0,50}\bfinish)",  # not "30 points behind ... with a 15th-place finish"
    re.I,
)


def running_before(s: str, at: int) -> bool:
    """Do words before `at` make what is there a running position, with no finish told after them?"""
    ends = [m.end() for m in RUNNING_BEFORE.finditer(s, 0, at)]
    return bool(ends) and not _AT_THE_FINISH.search(s, ends[-1], at)


# A lead held before the end, or lost to a retirement: "entered the final stage 7.5 seconds ahead of X, but
# the Spaniard's engine failed and he was forced to retire" tells no runner-up
GAP_NOT_RESULT = re.compile(
    r"\b(?:entered|entering|going into|heading into|led into|leading into|before) (?:the )?(?:final|last|closing)\b|"
    r"\b(?:forced to retire|retired|retirement|crashed out)\b|\bengine (?:failed|blew|let go)|"
    # "the women got a head start and left Hopkinton 29 minutes ahead of the men": a start, no result
    r"\bhead start\b|\b(?:left|started|set off|departed)\b[^.;]{0,40}\bahead of\b"
)
# After a place, words that change it: a penalty, a demotion, a disqualification
DEMOTED = re.compile(
    r"\bdemoted\b|"  # (a disqualification: `deciding` voids the places it may have moved)
    r"\b(?:will|would|could|is set to|was set to|is to|was to) (?:be )?(?:drop|fall|slip|lose|moved|demoted)\b|"
    r"\b(?:dropped|relegated|moved) (?:him |her )?(?:down |back )?(?:a|one|two|three|\d) (?:place|position|spot)s?\b|"
    r"\bpenalty (?:that |which )?(?:dropped|demoted|relegated|cost)\b",
    re.I,
)


# A fight for a place behind the winner: "beat a revitalised Hayden to third place by 0.011s"
FOR_A_PLACE = re.compile(
    r"\b(?:to|for|into) (?:the )?(?:second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d{1,2}(?:st|nd|rd|th))\b"
)
