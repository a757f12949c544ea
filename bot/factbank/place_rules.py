"""The words of finishing places: one row of `PLACE_RULES` per way of saying a place, the list rules
("A and B finished second and third", "Rounding out the top five were ..."), and the words around a place
that make it a running position (in `running`). `results.places` applies them."""

from __future__ import annotations

import re
from dataclasses import dataclass

from bot.factbank.tagged import CLOSE, OPEN, compile_rule
from bot.factbank.values import ORDINAL_RE

_P = OPEN + r"P(\d+)" + CLOSE
_NP = r"(?:No\. ?(?=\d)|[^.;\ue001]|\ue001[TMVLEO]\d+\ue002)"  # text naming no person
# ... or naming one only as an object ("in relief of X", "for X"): the clause's subject stays the first
_NP_OR_OBJECT = r"(?:\b(?:of|off|for|with|to|from|over|against|behind|on|past|as|than) \ue001P\d+\ue002(?:['’]s)?(?!,? who\b)|\b(?:the|a|an) \ue001P\d+\ue002(?= [a-z])|No\. ?(?=\d)|[^.;\ue001]|\ue001[TMVLEO]\d+\ue002)"
# ... "the Weld stable": a name before a noun names no one the sentence is about
_ADJ = r"(?:(?:just|only) )?(?:(?:a|an|the) )?(?:(?:career|season|personal|race|team)-(?:best|high) |strong |solid |fine |lonely |distant |impressive |creditable |respectable |best-ever |close |comfortable |(?:(?<=\ba )|(?<=\ban ))(?:most |very )?(?!(?:lap|laps|second|seconds|minute|tenth|length|place|position|spot|race|stage|heat|row|time|career|season|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|half|few|couple)\b)[a-z]+ |)"
_FINISH_VERB = (
    r"(?:finished|finishes|finishing|was|is(?! (?:now |currently |still |down in |up to )?(?:\d+(?:st|nd|rd|th)|first|second|"
    r"third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\w+(?:th|st|nd|rd))\b(?! (?:place|position|spot)\b)(?! (?:in|at|on) "
    r"the (?:\w+ )?(?:finish|race|final|result)))|came home|came in|came|comes home|(?:limped|coasted|hobbled|staggered) home|ended up|ended|placed|crossed the "
    r"line|crossed the finish line|(?:limped|coasted|staggered|rolled|crawled|came) (?:across|over) the (?:finish )?line|took(?: out)?|takes|taking|snatched|clinched|sealed|claimed|claiming|grabbed|secured|securing|settled for|"
    r"got|gets|salvaged|salvages|rescued|bagged|nabbed|picked up|picks up|(?:toiled|trundled|struggled|cruised|brought it|nursed it|made it) home|"
    r"settling for|(?:had|has|was forced|were forced|was left|were left) to settle for|wound up|winds up|winding up|followed (?:close |closely |just )?(?:behind|home) in|"
    r"completed the race|was classified|(?:ended|finished) the (?:race|rally|event|day|stage) in|(?:recovered|rallied|climbed|charged|battled|fought|came back|bounced "
    r"back|stormed|drove|raced|went on|took advantage|managed|did enough|hung on|limped(?: home)?)(?: back| up)? to(?: finish| take| claim)?|stayed on to (?:be|finish)|"
    # "overcame an earlier trip into the barrier to finish in fourth": whatever stood in the way, a finish
    r"(?:overcame|shrugged off|recovered from|bounced back from) (?:[^.;,\ue001]|\ue001[TMVLEO]\d+\ue002|(?<=with |from |. of )\ue001P\d+\ue002){1,80}? to finish|"
    r"(?:is|was) scored as having finished|finished [\d.]+ seconds? (?:back|behind|adrift) in|ending up|"
    r"came (?:[\w\-.]+ ){1,3}(?:back|behind|adrift)(?: \ue001P\d+\ue002)? in|"  # "came 24.5 seconds behind McRae in second"
    r"(?:could only|only) manage|managed only|was the (?:next |second |third )?(?:top|best|leading|highest)[\w\-]* (?:[\w\-]+|\ue001[MT]\d+\ue002)(?: [\w\-]+)? in|"
    r"moved up to|(?:held|holds|holding|hung|hangs|hanging) on (?:to|for)(?: finish)?|"
    # "was just edged out into fourth place", "drove his Prost Mugen-Honda to fourth place"
    r"was (?:just |narrowly )?(?:edged|pushed|shuffled|bumped) (?:out |back |down )?(?:in)?to|"
    r"(?:drove|rode|steered|guided|piloted|wheeled) (?:his|her|their) (?:[^.;,\ue001]|\ue001[TM]\d+\ue002){1,40}? to|was (?:another |a )?[\w\-]+ (?:back|behind|adrift) in|was (?:over |more than |nearly |almost |just )?(?:[\w\-.]+ ){1,3}(?:back|behind|adrift|down) in|had an? [\w\- ]{0,25}? (?:run|result|finish|day|drive) in|(?:faded|dropped|fell|slipped|slid)(?: back| down)? to|brought (?:his|her|the) "
    r"(?:No\. ?(?=\d)|[^.;\ue001]|\ue001[TMVLEO]\d+\ue002){0,50}? home)"
)
_SUBJECT = r"{P:w}(?: of (?:[A-Z][\w\-]+(?: [A-Z][\w\-]+)?|\ue001[TMVL]\d+\ue002(?: [A-Z][\w\-]+)?))?(?: (?:in|on|aboard) an? (?:\ue001[TM]\d+\ue002|[A-Z][\w\-]+))?(?: \((?:[^()\ue001]|\ue001[TMVLEO]\d+\ue002){1,40}\))?(?:,(?:[^,;\ue001]|\ue001[TMVLEO]\d+\ue002|\ue001P\d+\ue002(?:'s|’s|'|’)|(?:(?<=to )|(?<=of )|(?<=with )|(?<=than )|(?<=for )|(?<=by )|(?<=from ))\ue001P\d+\ue002){1,140},(?: (?:[^,;\ue001]|\ue001[TMVLEO]\d+\ue002){1,60},)?|, who [^,;]{1,140},|, (?:a|an|the) [^,;]{1,140},|, (?:driving|riding|racing|trained|ridden|owned|partnered|skippered|steered|coached) (?:for|by|with) (?:[^,;\ue001]|\ue001[PTMVLEO]\d+\ue002){1,100},|,| [–—] (?:[^–—;.\ue001]|\ue001[TMVLEO]\d+\ue002){1,90} [–—]| - [^;.\ue001]{1,120}? -)?(?: (?:then|also|eventually|finally|ultimately|instead|still|just about|only just|[a-z]+ly))*"
SLIPPED = re.compile(r"\b(?:faded|dropped|fell|slipped|slid)(?: back| down)? to\b")
WHAT_IF = re.compile(r"\b(?:would|meant|means|meaning|if)\b", re.I)
# A sentence telling the result: "crossed the line a second behind, with X third".
RESULT_CONTEXT = re.compile(
    r"\b(?:crossed the (?:finish )?line|came home|took the (?:checkered|chequered) flag|(?:rounding|rounded|rounds) out the "
    r"top|(?:completing|completed|completes) the top|the (?:top|final) (?:three|five|six|ten|10|5|6) (?:were|was|read))\b|"
    r"^\W*Behind [^.;]{1,60}? (?:was|were) ",  # "Behind Wimmer and Bowyer were A in third, B in fourth and C in fifth"
    re.I,
)  # "Rounding out the top five were A in second, B in third, ...": a result's list
# A sentence telling the win, then who came next: "Quill took the win with Tamm second" (not a stage's,
# the pole's or another race's win)
WIN_CONTEXT = re.compile(r"\b(?:won|wins|took (?:the )?(?:win|victory)|claimed (?:the )?(?:win|victory))\b")
NOT_THE_RACE = re.compile(
    r"\b(?:stage|segment|pole|qualif\w*|heat|practice|sprint|shootout|last (?:year|season|week)|earlier|previous)\b",
    re.I,
)
TOP = {"three": 3, "3": 3, "five": 5, "5": 5, "six": 6, "6": 6, "10": 10, "ten": 10, "top-ten": 10}


@dataclass(frozen=True, slots=True)
class PlaceRule:
    name: str
    pattern: re.Pattern[str]
    place: int | None = None  # a fixed place ("completed the podium" = third); else group "o" or "n"


def _ord(pattern: str) -> re.Pattern[str]:
    """Compile a rule; an ordinal never starts inside a placeholder (whose "P3" reads like "P3", third)."""
    return compile_rule(pattern.replace("<ORD>", "(?<!\ue001)<ORD>"))


def _rule(name: str, pattern: str, place: int | None = None) -> PlaceRule:
    return PlaceRule(name, _ord(pattern), place)


PLACE_RULES: tuple[PlaceRule, ...] = (
    _rule(
        "finished",
        _SUBJECT + r" " + _FINISH_VERB + r"(?: in)? " + _ADJ + r"(?P<o><ORD>)(?:[- ](?:place|position|spot))?"
        r"(?=(?P<tail>[^.;]{0,50}))",
    ),
    _rule(  # "X finished a bike-length back in second place", "came home 1.2 seconds adrift in third"
        "finished_back_in",
        _SUBJECT + r" " + _FINISH_VERB + r" (?:[\w\-.,]+ ){1,4}?(?:back|behind|adrift|down) in (?P<o><ORD>)"
        r"(?:[- ](?:place|position|spot))?(?=(?P<tail>[^.;]{0,50}))",
    ),
    _rule(
        "and_finished",
        r"{P:w}"
        + _NP_OR_OBJECT
        + r"{0,160}? (?:and|but|as (?:he|she)) (?:then |eventually |finally |still )?"
        + _FINISH_VERB
        + r"(?: in)? "
        + _ADJ
        + r"(?P<o><ORD>)(?:[- ](?:place|position|spot))?(?=(?P<tail>[^.;]{0,50}))",
    ),
    _rule(
        "with_place",
        _SUBJECT
        + r" "
        + _NP
        + r"{0,90}? (?:with (?:a |an )?(?:[a-z\-]+ (?:and )?){0,3}?|to (?:a|an) (?=(?:[a-z\-]+ ){0,2}?[a-z]+[- ]place finish\b)"
        r"(?:[a-z\-]+ ){0,2}?)(?P<o><ORD>)[- ]place(?: finish)?\b"  # "guided his Williams to a second place finish"
        r"(?=(?P<tail>[^.;]{0,50}))",
    ),
    _rule(
        "who_finished",
        r"{P:w}(?: of (?:the )?(?:[A-Z][a-z]+(?: [A-Z][a-z]+)?|\ue001[LT]\d+\ue002))?,? who (?:[^,;.\ue001]{1,40}? (?:but|and) )?"
        + _FINISH_VERB
        + r"(?: in)? "
        + _ADJ
        + r"(?P<o><ORD>)(?:[- ](?:place|position|spot))?"
        r"(?=(?P<tail>[^.;]{0,50}))",
    ),
    _rule(  # "X was impressive throughout, finishing second overall": the subject's place
        "was_then_finishing",
        r"{P:w} (?:was|looked|drove|rode|ran|raced) [^,;.\ue001]{1,40}, (?:finishing|taking|claiming|securing|"
        r"coming home|crossing the line) (?:in )?" + _ADJ + r"(?P<o><ORD>)(?:[- ](?:place|position|spot))?"
        r"(?=(?P<tail>[^.;]{0,50}))",
    ),
    _rule(
        "runner_up",
        _SUBJECT
        + r" (?:(?:was|finished|ended|came home|ended up)(?: as)? (?:the |an? (?!(?:former|two-time|three-time|"
        r"perennial|\d+-time|\w+-time)\b)[a-z]+ )?runner[- ]up|(?:took|takes) home "
        r"the runner[- ]up (?:spot|place|position|trophy))\b(?=(?P<tail>[^.;]{0,50}))",
        2,
    ),
    _rule("placed", r"(?P<o><ORD>)-placed (?:[\w\-']+ ){0,4}?{P:w}(?=(?P<tail>[^.;]{0,50}))"),
    _rule("place_finisher", r"\b(?P<o><ORD>)[- ]place finisher {P:w}(?=(?P<tail>[^.;]{0,50}))"),
    _rule(
        "place_epithet", r"\b(?P<o><ORD>)-place {P:w}(?=(?P<tail>[^.;]{0,50}))"
    ),  # "third-place X (7:43:23)"
    _rule(
        "beat_to",
        r"{P:w} (?:beat|pipped|edged|edged out|held off) (?:\ue001P\d+\ue002)?"
        + _NP
        + r"{0,40}? (?:to|for) (?P<o><ORD>)\b(?! (?:straight|consecutive|time|win|victory)\b)(?=(?P<tail>[^.;]{0,50}))",
    ),
    # not "a son of 1978 Triple Crown runner-up Alydar", "last year's runner-up X": another race's
    _rule(
        "runner_up_of",
        r"(?<!\b(?:19|20)\d\d )(?<!\b(?:19|20)\d\d['’]s )(?<!Crown )(?<!year['’]s )(?<!season['’]s )(?<!time )"
        r"(?<!championship )(?<!series )(?<!title )(?<!former )(?<!two-time )(?<!three-time )(?<!\ue002 )"
        r"\brunner[- ]up {P:w}(?=(?P<tail>[^.;]{0,50}))",  # "Triple Crown runner-up X": of that title
        2,
    ),
    _rule("bronze_medallist", r"\bbronze[- ]medall?ist {P:w}(?=(?P<tail>[^.;]{0,50}))", 3),
    # "Finishing fifth was X", "Fifth place went to X": the place first
    _rule(
        "place_first",
        r"^\W*(?:(?:Finishing|Coming home|Crossing the line|Home|In) (?P<o><ORD>)(?: place)?,? (?:was|were|came) |"
        r"(?P<o2><ORD>)(?: place)? (?:[a-z]+ly )?went to )(?:[\w\-'’]+,? |\ue001[TMLO]\d+\ue002(?:'s|’s)? |"
        r"\ue001P\d+\ue002(?:'s|’s) ){0,3}?{P:w}(?!['’]s)"  # "In second place was Rossi's teammate, Vinales"
        r"(?=(?P<tail>[^.;]{0,50}))",
    ),
    # "X managed only a sixth-place finish", "X took a fine fourth-place finish"
    _rule(
        "a_place_finish",
        _SUBJECT
        + r" (?:managed|took|earned|secured|scored|claimed|recorded|collected|salvaged|grabbed|notched|posted)"
        r"(?: only| just)? (?:a|an) (?:[a-z]+ )?(?P<o><ORD>)[- ]place (?:finish|result)\b(?=(?P<tail>[^.;]{0,50}))",
    ),
    _rule(  # "Hemric crossed the line ... to tally a career-best second-place result", "X missed the playoff
        # with a third-place finish"
        "to_tally_place",
        r"^\W*{P:w}(?:[^.;\ue001]|\ue001[TMVLEOP]\d+\ue002){0,120}? (?:to (?:tally|record|post|score|notch|earn|"
        r"collect|secure|grab|take|claim)|with) (?:a|an|his|her|their) (?:[\w\-]+ )?(?P<o><ORD>)[- ]place "
        r"(?:finish|result|showing)\b(?! for\b)(?=(?P<tail>[^.;]{0,50}))",
    ),
    # "Rahal, the runner-up"; "the runner-up in the race, Jack Hobbs"
    _rule("the_runner_up", r"{P:w}, the runner[- ]up\b(?=(?P<tail>[^.;]{0,50}))", 2),
    _rule("runner_up_was", r"\b[Tt]he runner[- ]up(?: in the race)?,? {P:w}(?=(?P<tail>[^.;]{0,50}))", 2),
    # "to lead home his teammate X": X finished right behind the winner
    _rule(
        "led_home",
        r"\b(?:led|leads|leading|lead) home (?:(?:his|her|their) )?(?:team-?mate |compatriot |countryman |rival )?"
        r"{P:w}(?! and)(?=(?P<tail>[^.;]{0,50}))",
        2,
    ),
    _rule(
        "place_finish",
        r"{P:w}(?:'s|’s) (?P<o><ORD>)[- ]place (?:finish|run|result|showing)(?=(?P<tail>[^.;]{0,50}))",
    ),  # "X's second-place run marked his career-best finish"
    _rule(  # "X's runner-up finish was his best of the year"
        "runner_up_finish",
        r"{P:w}(?:'s|’s) runner[- ]up (?:finish|run|result|showing|spot)\b(?=(?P<tail>[^.;]{0,50}))",
        2,
    ),
    _rule(  # "X survived a dust-up with Y to post a much-needed runner-up finish", "X earned a runner-up finish"
        "a_runner_up_finish",
        r"^\W*{P:w}(?:[^.;\ue001]|\ue001[TMVLEOP]\d+\ue002){0,120}? (?:to )?(?:tally|tallied|record|recorded|post|posted|"
        r"score|scored|notch|notched|earn|earned|collect|collected|secure|secured|grab|grabbed|take|took|claim|claimed) "
        r"(?:a|an|his|her|their) (?:[\w\-]+ )?runner[- ]up (?:finish|result|showing|spot)\b(?! for\b)"
        r"(?=(?P<tail>[^.;]{0,50}))",
        2,
    ),
    _rule(  # "coupled with a fourth-place finish for Hornish"
        "place_finish_for",
        r"\b(?:a|an) (?P<o><ORD>)[- ]place (?:finish|result|run) for {P:w}(?=(?P<tail>[^.;]{0,50}))",
    ),
    _rule(  # "X showed he is fit again by taking third place for Honda"
        "by_taking",
        r"{P:w}"
        + _NP
        + r"{0,100}? by (?:taking|claiming|grabbing|securing|finishing(?: in)?) "
        + _ADJ
        + r"(?P<o><ORD>)(?:[- ]place)?\b(?=(?P<tail>[^.;]{0,50}))",
    ),
    _rule(  # "X capitalised on Y's problems to take second place", "used cunning tactics to ensure a second place finish"
        "to_take",
        r"(?:^\W*|(?<=, )|(?<= and )|(?<= as )|(?<= while )|(?<= when )){P:w}(?:[^.;\ue001]|\ue001[TMVLEO]\d+\ue002|\ue001P\d+\ue002(?:'s|’s)){0,100}? to (?:take|claim|grab|secure|"
        r"snatch|ensure|clinch|seal|earn|salvage|finish(?: in)?) "
        + _ADJ
        + r"(?P<o><ORD>)(?:[- ]place(?: finish)?\b|(?=[,;]|\.\s|\.$| (?:followed|ahead of|behind|for (?:his|her|the)|in (?:a|an|the|his|"
        r"her)|on (?:his|her) debut)\b))(?=(?P<tail>[^.;]{0,50}))",
        # "benefited from the last lap chaos to take fourth, followed by X" (not "to take fourth on the restart")
    ),
    _rule(  # "Itsmyluckyday, second at 8-1, and Mylute, third at 10-1": a place told with its odds or time
        "place_at_odds",
        r"{P:w}, (?P<o><ORD>)(?: place)? (?:at \d{1,3}-\d{1,2}|in \d{1,2}:\d\d(?::\d\d)?(?:\.\d+)?)(?=[,;)]| and\b)"
        r"(?=(?P<tail>[^.;]{0,50}))",
    ),
    _rule(  # "X won his seventh title with a controlled ride to third place"
        "ride_to",
        r"(?:^\W*|(?<=, )|(?<= and )){P:w}(?:[^.;\ue001]|\ue001[TMVLEO]\d+\ue002){0,100}? with an? (?:[\w\-]+ ){0,2}"
        r"(?:ride|drive|run|performance) to (?P<o><ORD>)(?:[- ]place)?\b(?=(?P<tail>[^.;]{0,50}))",
    ),
    _rule(  # "Second was Californian Randy Mamola", "Third went to X"
        "ordinal_was",
        r"^\W*(?P<o><ORD>)(?: place)? (?:was|went to|fell to) (?:\ue001[PT]\d+\ue002(?:'s|’s) (?:[\w\-]+ ){0,2}|"
        r"(?:(?!(?:for|of|in|to|by|with|and|behind|ahead|after|than|the|a|an)\b)[\w\-'’]+ ){0,3})"
        r"{P:w}(?=(?P<tail>[^.;]{0,50}))",  # "Third was Plato's team-mate Mat Jackson", "Third was non-Playoff driver X"
    ),
    _rule(  # "X, who finished runner-up to Y by a margin of 2.471 seconds, was lamenting ..."
        "who_runner_up",
        r"{P:w}, who (?:finished|was|came home|ended up|placed) (?:as )?(?:the )?runner-up\b(?=(?P<tail>[^.;]{0,50}))",
        2,
    ),
    _rule(  # a medal is a place: "had to settle for bronze", "took silver"
        "bronze",
        _SUBJECT
        + r" "
        + _NP
        + r"{0,40}?(?:settle for|settled for|took|takes|won|claimed|grabbed|took home|picked up|secure|secured|"
        r"snatch|snatched|take|earned|collected|captured) (?:the |a )?bronze\b(?: medal)?(?=(?P<tail>[^.;]{0,50}))",
        3,
    ),
    _rule(  # "Second place went to Tottenham's X", "The silver went to South Korea's Y"
        "place_went_to",
        r"\b(?P<o><ORD>)[- ](?:place|position|spot) went to (?:(?:[\w\-'’]+|\ue001[TMVLO]\d+\ue002(?:'s|’s)) ){0,3}?{P:w}(?=(?P<tail>[^.;]{0,50}))",
    ),
    _rule(
        "silver_went_to",
        r"\b(?:[Tt]he )?silver(?: medal)? went to (?:(?:[\w\-'’]+|\ue001[TMVLO]\d+\ue002(?:'s|’s)) ){0,3}?{P:w}(?=(?P<tail>[^.;]{0,50}))",
        2,
    ),
    _rule(
        "bronze_went_to",
        r"\b(?:[Tt]he )?bronze(?: medal)? went to (?:(?:[\w\-'’]+|\ue001[TMVLO]\d+\ue002(?:'s|’s)) ){0,3}?{P:w}(?=(?P<tail>[^.;]{0,50}))",
        3,
    ),
    _rule(
        "silver",
        _SUBJECT
        + r" (?:(?-i:(?! ?[A-Z]))"  # not "Just behind X, who won, Kenya took silver": another subject
        + _NP
        + r"){0,40}?(?:settle for|settled for|took|takes|won|claimed|grabbed|took home|picked up|earned|collected|"
        r"captured) (?:the |a )?silver\b(?: medal)?(?=(?P<tail>[^.;]{0,50}))",
        2,
    ),
    # after the medals won: "Athens silver-medallist X took bronze" is third (the epithet is another Games')
    _rule(
        "silver_medallist",
        r"(?<!\b(?:19|20)\d\d )(?<!\b(?:19|20)\d\d['’]s )(?<!Olympic )(?<!Olympics )(?<![Ww]orld )(?<!Games )"
        r"(?<!European )(?<!Commonwealth )(?<!former )(?<!defending )(?<!reigning )"  # another meet's medal
        r"\bsilver[- ]medall?ist {P:w}(?=(?P<tail>[^.;]{0,50}))",
        2,
    ),
    # "X's fortunate second place enabled him", "X's late charge to second capped the race"
    _rule(
        "possessive_place",
        r"{P:w}(?:'s|’s) (?:[\w\-]+ ){0,2}?(?P<to>(?:charge|drive|run|fightback|recovery|climb|surge|march)"
        r"(?: up| back)? to )?(?P<o><ORD>)(?:[- ]place)?\b(?![- ](?:row|corner|turn|lap|stage|heat|win|title|"
        r"time|straight|consecutive|career|pole))"
        # without "charge to", the place ends its phrase: not "Busch's twenty-second NNS victory"
        r"(?(to)|(?=[,.;:)]|$| (?:in|at|behind|ahead|on|for|was|with|and|after|place|position|spot|finish)\b))"
        r"(?=(?P<tail>[^.;]{0,50}))",
    ),
    _rule(  # "found himself on the podium in second place"
        "on_the_podium_in",
        r"{P:w}" + _NP + r"{0,60}? on the podium in (?P<o><ORD>)(?: place)?\b(?=(?P<tail>[^.;]{0,50}))",
    ),
    _rule(  # "A and B completed a one-two for the United States": B was second
        "one_two",
        OPEN + r"P\d+" + CLOSE + r" and {P:w} (?:completed|sealed|secured|clinched|made it|took|claimed) an? "
        r"(?:[\w\-]+ )?one-two\b(?=(?P<tail>[^.;]{0,50}))",
        2,
    ),
    _rule(
        "podium",
        _SUBJECT + r" (?:completed|rounded out|took the last place on|took the final place on|took the "
        r"last step of|completing|rounding out|(?:took|picked up|claimed|grabbed|secured|earned|filled) the (?:last|final|third) "
        r"(?:place|step|spot) (?:on|of)|" + _NP + r"{0,40}? to (?:take|claim|complete) (?:the )?"
        r"(?:last|final|third) (?:place|step|spot) on) the podium(?=(?P<tail>[^.;]{0,50}))",
        3,
    ),
    _rule(  # "Completing the podium was rookie Zane Maloney": the place first, then its holder
        "podium_was",
        r"(?:^|[,;] )\W*(?:Completing|Rounding out|Filling|Claiming|Taking|Securing) the (?:final |last |third )?"
        r"(?:podium|rostrum|top three|top 3)(?: places?| spots?| positions?| step)?(?:, [^,;.\ue001]{1,60},)?"
        r"(?: [^,;.\ue001]{1,40}?)? (?:was|were) "  # "Completing the podium, again by some margin, ... was"
        r"(?:[\w\-'’]+ |\ue001[TMLO]\d+\ue002(?:'s|’s)? ){0,6}?{P:w}(?=(?P<tail>[^.;]{0,50}))",
        3,
    ),
    _rule(
        "to_complete_podium",
        r"{P:w}" + _NP_OR_OBJECT + r"{0,80}? to (?:complete|round out) the podium(?=(?P<tail>[^.;]{0,50}))",
        3,
    ),
    _rule(
        "to_finish",  # "X moved his Holden through the field to finish third" (not "needed to finish")
        r"{P:w}"
        + _NP_OR_OBJECT
        + r"{0,160}? (?:through the (?:field|pack|order)|up the order|(?:his|her|their) way (?:up|through|"
        r"forward|back)\b(?:[^.;\ue001]{0,30}?)|from (?:the back|last|\w+ (?:on the grid|place))|"
        r"(?:passed|passing|overtook|overtaking|moved ahead of|moved past|got past|got by|slipped past|swept past) "
        r"(?:[^.;\ue001]|\ue001[TMVLEO]\d+\ue002|\ue001P\d+\ue002){0,80}?) to (?:finish|claim)"
        r"(?: in)? (?:a |an )?(?P<o><ORD>)\b(?=(?P<tail>[^.;]{0,50}))(?![^.;]{0,60}\b(?:but|before|until|however)\b)",
    ),
    _rule(
        "followed_by_in", r"\bfollowed by (?:[\w\-']+ ){0,3}?{P:w} in (?P<o><ORD>)\b(?=(?P<tail>[^.;]{0,50}))"
    ),
    _rule(
        "top_n",
        _SUBJECT
        + r" (?:rounded out|completed|rounding out|completing) the top[- ](?P<n>three|five|six|ten|3|5|6|10)\b(?=(?P<tail>[^.;]{0,50}))",
    ),
)
# After a place, "followed by A, B and C" gives the next places in order.
FOLLOWED = _ord(
    r"(?<!\ba )(?<!\ban )(?P<o><ORD>)(?! (?:gears?|corners?|laps?|turns?|rows?|times?|stages?|rounds?|races?|tyres?|tires?|"
    r"stops?|attempts?|wins?|titles?|poles?)\b)(?! of the\b)"  # "losing fifth and sixth gears", "led a third of the race"
    r"(?:[- ](?:place|position))?(?:(?!\b(?:" + ORDINAL_RE + r")\b)[^.;\ue001]){0,60}? "
    r"followed (?:in order |closely |home )?by (?P<rest>[^.;]*)"
    # the place just before "followed by", not "a first-lap spinout" earlier in the sentence
)
LIST_RESPECTIVELY = re.compile(
    # "Italian A, American B and Britain's C came in fourth, fifth and sixth respectively": each with an epithet
    r"(?P<names>\ue001P\d+\ue002(?:,? (?:and )?(?:(?:[A-Z][\w\-]*|\ue001[LO]\d+\ue002)(?:['’]s)? )?\ue001P\d+\ue002){1,9}),? "
    r"(?:finished|were|came(?: in| home)?|placed|took) "
    rf"(?P<ords>(?:{ORDINAL_RE})(?:,? (?:and )?(?:{ORDINAL_RE})){{1,9}}),? respectiv\w*",
    re.I,
)
# "A and B were fifth and sixth respectively"; "A and B completing the top five".
RESPECTIVELY = _ord(
    r"{P:a} and (?:[\w\-'’]+ ){0,3}?{P:b},? (?:who )?(?:were |finished |finishing |came home |coming home |came |coming |took "
    r"|taking |placed |in )?"
    r"(?:in )?(?P<o1><ORD>) and (?P<o2><ORD>)(?: places?)?,? respectiv\w*|"
    r"\b(?P<o1b><ORD>) and (?P<o2b><ORD>)(?: places?)? (?:for|went to) {P:ab} and {P:bb}(?![^.;]{0,30} in (?:qualifying|practice|the sprint))|"
    # "Matt Tifft and Daniel Hemric finished second and third": in the order named, "respectively" or not
    r"{P:ac} and (?:[\w\-'’]+ ){0,3}?{P:bc}(?:, (?:both|each) [^,;.\ue001]{1,40},)?,? (?:finished|were|came home|came|placed|took|"
    r"crossed the line|(?:recovered|rallied|came back|battled|fought back|went on) to finish) "  # "A and B, both rookies,
    # finished fourth and fifth", "The McLarens of A and B recovered to finish fourth and fifth"
    r"(?:in )?(?P<o1c><ORD>) and (?P<o2c><ORD>)(?: places?| positions?)?\b(?=(?P<tail>[^.;]{0,50}))|"
    # "with the factory Yamahas of A and B fourth and fifth": a pair, then their places in order
    r"\bwith (?:(?:[\w\-'’]+|\ue001[TMLO]\d+\ue002(?:'s|’s)?) ){0,4}?{P:ad} and {P:bd} (?P<o1d><ORD>) and (?P<o2d><ORD>)\b"
    r"(?=(?P<taild>[^.;]{0,50}))"
)
# "Ferrari's Alonso and his teammate Vettel filled out the podium": second and third, in the order named.
PAIR_PODIUM = compile_rule(
    r"(?<!\ue002, )(?<!\ue002,){P:a} and (?:(?:[\w\-'’]+|\ue001[TMVLEO]\d+\ue002(?:'s|’s)?|\ue001P\d+\ue002(?:'s|’s)) ){0,3}?"
    r"{P:b} (?:completed|rounded out|filled out|completing|rounding out|filling out) the podium\b"
)
PAIR_TOP = compile_rule(
    r"{P:a} and {P:b} (?:completing|rounding out|completed|rounded out|round out|rounds out|complete|completes) "
    r"the top[- ](?P<n>three|five|six|ten|3|5|6|10)\b|"
    r"\b(?:rounding|rounded|completing|completed) out the top[- ](?P<n2>three|five|six|ten|3|5|6|10) (?:were|was) "
    r"{P:a2}(?: \((?:[^()\ue001]|\ue001[TM]\d+\ue002){1,20}\))?(?: of \ue001T\d+\ue002)? and {P:b2}"
)
# "A finished second on a Honda, ahead of Spaniard B": B right behind A (one person named, not a list)
NEXT_AHEAD = _ord(
    r"{P:a}[^.;\ue001]{0,60}? (?P<o><ORD>)(?: place)?\b[^.;,\ue001]{0,40}?,? (?:just |narrowly |comfortably )?"
    r"ahead of (?:(?:[a-z][\w\-]*|[A-Z][a-z]+|\ue001[TMLO]\d+\ue002(?:'s|’s)?) ){0,3}?{P:b}(?![^.;]{0,3}\band\b|,? with)"
)
# "A, defending winner B and polesitter C rounded out the top five": the last places of the top N, in order
LIST_TOP = compile_rule(
    r"(?P<list>\ue001P\d+\ue002(?:(?:,|,? and) (?:[a-z][\w\-'’]* ){0,3}\ue001P\d+\ue002){2,8}) "
    r"(?:completing|rounding out|completed|rounded out|filled out|round out|complete|fill out) "
    r"the top[- ](?P<n>three|five|six|ten|3|5|6|10)\b"
)
# "Rounding out the top 10 were A, B, C, D and E": the same, with the list after the verb
_LISTED = r"\ue001P\d+\ue002(?: \((?:[^()\ue001]|\ue001[TM]\d+\ue002){1,20}\))?"
LIST_TOP_AFTER = re.compile(
    r"\b(?:rounding|rounded|completing|completed|filling|filled) out the top[- ](?P<n>three|five|six|ten|3|5|6|10)"
    r"(?: finishers| spots| places| positions)? (?:were|was) "
    rf"(?P<list>{_LISTED}(?:(?:,|,? and) {_LISTED}){{2,8}})(?![^.;]*\b(?:but|before)\b)",
    re.I,
)
# After a place in the same sentence: ", and Carl Edwards third", "with Ralf Schumacher fifth".
AND_NEXT = _ord(
    r"(?:(?:,|;) (?:and |with |while |ahead of )?|,? (?:and|with|while|ahead of) |\b(?:were|are) )(?:(?:[\w\-'’]+|\ue001[TMVLEO]\d+\ue002(?:'s|’s)?|\ue001P\d+\ue002(?:'s|’s)) ){0,3}?{P:b}(?:,[^,;\ue001]{1,40},)? (?:was |in |finishing |taking (?:the (?:final |last )?(?:podium )?(?:spot|place|position|step) in )?|took |seizing |claiming |grabbing |securing |snatching |)(?P<o><ORD>)\b(?! and (?:<ORD>))(?=(?P<tail>[^.;]{0,50}))"
)

WITH_LIST = _ord(
    r"\b(?:with|from|ahead of|(?:well |comfortably )?clear of) (?:[\w\-'’]+ ){0,3}?{P:a} (?:in )?(?P<o1><ORD>),? (?:and )?(?:[\w\-'’]+ ){0,3}?{P:b} (?:in )?"
    r"(?P<o2><ORD>)\b(?=(?P<tail>[^.;]{0,50}))"
)
# A cheap test that a sentence may hold a place at all, before the rules run.
PLACE_HINT = re.compile(
    r"\d(?:st|nd|rd|th)\b|(?<!\ue001)\bP\d|\b(?:first|second|third|\w+th|runner[- ]up|podium|rostrum|top|home|one-two|bronze|silver)\b",
    re.I,
)
# Words a place rule cannot match without (lowercase): most sentences hold none of them.
PLACE_NEEDS: dict[str, tuple[str, ...]] = {
    "with_place": ("place",),
    "runner_up": ("runner",),
    "placed": ("-placed",),
    "place_finisher": ("finisher",),
    "place_epithet": ("-place",),
    "beat_to": (" to ", " for "),
    "runner_up_of": ("runner",),
    "the_runner_up": ("runner",),
    "a_place_finish": ("place ",),
    "to_tally_place": ("place ",),
    "runner_up_was": ("runner",),
    "led_home": (" home ",),
    "place_finish": ("place finish", "place run", "place result", "place showing"),
    "place_finish_for": ("place ",),
    "runner_up_finish": ("runner",),
    "a_runner_up_finish": ("runner",),
    "possessive_place": ("'s ", "’s "),
    "on_the_podium_in": ("podium",),
    "one_two": ("one-two",),
    "by_taking": (" by ",),
    "bronze": ("bronze",),
    "silver_medallist": ("medal",),
    "bronze_medallist": ("medal",),
    "silver": ("silver",),
    "place_went_to": ("went to",),
    "silver_went_to": ("went to",),
    "bronze_went_to": ("went to",),
    "podium": ("podium",),
    "to_complete_podium": ("podium",),
    "followed_by_in": ("followed by",),
    "top_n": ("top",),
    "to_finish": ("to finish", "to claim"),
    "ride_to": (" to ",),
    "place_at_odds": (", ",),
}
