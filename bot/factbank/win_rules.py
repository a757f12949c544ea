"""The ways real reports say "won", one row each (`WIN_RULES`; the words each row cannot match without are
in `win_hints`): the table `winner` reads every factual sentence with. {P:w} is the winner; {P:r} whom they
beat.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bot.factbank.tagged import NOT_A_RESULT, NOT_AN_OWNER, compile_rule

_NP = r"(?:No\. ?(?=\d)|[^.;\ue001]|\ue001[TMVLEO]\d+\ue002)"  # text naming no person ("No. 24" kept)
# Between a subject and its verb: an appositive and a few adverbs or auxiliaries.
_GAP = (
    r"(?: of (?:the )?(?:[A-Z][a-z]+(?: [A-Z][a-z]+)?|\ue001[LT]\d+\ue002))?"  # "X of Kenya won", "of the United States"
    r"(?: \((?:[^()\ue001]|\ue001[TMVLEO]\d+\ue002){1,40}\)| in an? \ue001[MT]\d+\ue002)?"  # "X (Ferrari)", "X in a Toyota"
    r"(?:,(?:[^,\ue001;]|\ue001[TMVLEO]\d+\ue002){1,90},|, (?:ridden|trained|driven|steered|piloted|skippered|partnered) by [^,;]{1,60},"
    r"|, [a-z]+ing\b(?:[^,\ue001;]|\ue001[PTMVLEO]\d+\ue002){1,90},)?(?: (?:has|had|have|then|also|finally|eventually|duly|comfortably|easily|"
    r"narrowly|just|again|once again|still|[a-z]+ly))*"
)
_WIN_NOUN = r"(?:victory|win|triumph|checkered flag|chequered flag|honours|honors|laurels|spoils)"
# Not "in his bid to finally win the Melbourne Cup", "failed in her attempt to win": a hope, no win
_NO_HOPE = "".join(
    rf"(?<!\b{w})"
    for w in "bid bids attempt attempts chance hope hopes hoping quest effort try tried trying failed fails aim aims aimed".split()
)


@dataclass(frozen=True, slots=True)
class WinRule:
    name: str
    pattern: re.Pattern[str]
    beaten: bool = False  # the pattern's group "r" names whom the winner beat
    governed: bool = False  # the winner is the object of the rule's own words ("was won by X")


def _rule(name: str, pattern: str, beaten: bool = False, governed: bool = False) -> WinRule:
    return WinRule(name, compile_rule(pattern), beaten, governed)


# One row per way of saying "won". {P:w} is the winner; {P:r} whom they beat.
WIN_RULES: tuple[WinRule, ...] = (
    _rule("won", r"{P:w}" + _GAP + r" (?:won|wins|has won)\b(?P<obj>[^.;]{0,40})"),
    _rule(  # "... over a young driver from Sao Paulo, X, who easily won his third consecutive Detroit Grand
        # Prix": a named race (not "X, who won the Xfinity race Saturday night": another race of the weekend)
        "who_won_event",
        r"{P:w}, who(?: [a-z]+ly)? (?:won|wins|has won) (?P<obj>(?:the |his |her |their )?(?:[\w\-]+ ){0,3}?"
        r"\ue001E\d+\ue002[^.;]{0,30})",
    ),
    _rule(
        "took_win",
        r"{P:w}"
        + _GAP
        + r"(?:,? who)? (?:claimed|claims|captured|captures|clinched|secured|secures|scored|scores|took|"
        r"takes|grabbed|earned|collected|snatched|stole|steals|sealed|notched|picked up|recorded|emerged with|came away with|"
        r"walked away with)(?: (?:his|her|their|its|a|an|"
        r"the))?(?: (?!points\b|by\b)(?:[\w\-']+|\ue001[OE]\d+\ue002)){0,4}? " + _WIN_NOUN + r"(?! lap)",
        # not "earned 27 points by winning the first race": points for another race's win
    ),
    _rule(
        "prevailed",
        r"{P:w}" + _GAP + r" (?:prevailed|prevails|triumphed|triumphs|came out on top|reigned supreme)\b",
    ),
    # "Juma Ikangaa claiming the $26,385 first prize"
    _rule(
        "first_prize",
        r"{P:w}" + _GAP + r" (?:claimed|claiming|took|taking|won|collected|collecting) the "
        r"(?:[\w$,.\-]+ ){0,2}?(?:first|top|winner['’]s) prize\b",
    ),
    _rule(  # "When Rusty Wallace crossed under the checkered flag at the Goody's 500"
        "under_the_flag",
        r"{P:w}"
        + _GAP
        + r" (?:[^.;,\ue001]{0,60}? and )?(?:(?:crossed|crosses|passed|passes|flashed|flashes|came|"
        r"drove|raced) (?:under|beneath|across|over|through)|(?:led|leads|held (?:it|the lead|on)|holds (?:it|the lead|on)) "
        r"(?:all the way )?to) the (?:checkered|chequered) flag\b",  # "... back into the lead and held it to the flag"
    ),
    _rule(
        "to_victory",
        r"{P:w}"
        + _GAP
        + r" (?:(?!(?:was|were|is|looked|seemed|appeared|hoped|tried|wanted|needed|failed)\b)[^.;,\ue001]{0,80}? and )?"
        # "Unser passed his slowing car in Turn 2 of the final lap and raced to a 35.36-second victory"
        r"(?:\w+ed|ran|drove|rode|sped|stormed|surged|swept|held on|hung on|hangs on|holds on)"
        r" (?:on )?to (?:(?:his|her|their|its|a|an|the) )?(?:[\w\-'.]+ |\ue001[OTME]\d+\ue002 ){0,4}?"
        r"(?:victory|win|triumph|glory|gold(?! medal(?:s|lists?)? (?:in|at) (?:the )?(?:last|previous)\b))\b",
        # "charged to slalom gold": a championship's win
    ),
    _rule(
        "drove_to",
        r"{P:w}"
        + _GAP
        + r" (?:drove|steered|guided|piloted|rode|took|carried|powered) (?:his|her|their|the) "
        + _NP
        + r"{0,40}? to (?:a |an |the |his |her |their )?(?:[\w\-']+ ){0,3}?(?:victory|win|triumph)\b",
    ),
    _rule(
        "and_won",
        r"{P:w}"
        + _GAP
        + r" "
        + _NP
        + r"{0,60}? and (?:then |eventually |finally )?won\b(?P<obj>[^.;]{0,40})",
    ),
    _rule(
        "saw_win",
        r"{P:w}(?:'s|’s) [\w\- ]{0,30}? (?:saw|helped|carried|took) (?:him|her|them) (?:to |earn |take |claim |secure |grab )"
        r"(?:a |an |the |his |her )?(?:[\w\-']+ ){0,3}?(?:win|victory|triumph)\b",
    ),
    _rule(
        "on_the_way",  # "led 400 of 500 laps on the way to an easy victory": not "was on his way to victory"
        r"{P:w}"
        + _GAP
        + r" (?!(?:was|were|is|looked|seemed|appeared)\b)"
        + _NP
        + r"{0,120}? (?:on (?:the|his|her|their|its) way to|en route to) (?:a |an |the |his |her |their |its )?"
        r"(?:[\w\-]+ ){0,3}?(?:victory|win|triumph)\b(?![^.;]{0,40}\b(?:when|until|before|but)\b)"
        r"(?P<obj>[^.;]{0,40})",
    ),
    _rule(  # "X was first across the line", "crossed the line first", "finished first": not a lap's, nor
        # a heat's, nor a result taken away ("... but was later disqualified")
        "first_across",
        r"{P:w}"
        + _GAP
        + r" (?:(?:was|were) (?:the )?first (?:across|over|past|to cross|to reach|to break) (?:the )?(?:finish(?:ing)? )?"
        r"(?:line|post|tape|stripe)|(?:crossed|crosses|reached|reaches|broke|breaks) the (?:finish(?:ing)? )?"
        r"(?:line|tape) first|(?:finished|finishes|came home) first|broke the tape)\b(?! (?:among|of|for)\b)"
        r"(?![^.;]{0,60}\b(?:(?:opening|first|second|\d+(?:st|nd|rd|th)) lap|lap (?:one|\d+)|heat|sprint|stage|"
        r"qualifying|practice|class|group|but|only to|before being|disqualified|penali[sz]ed|excluded|stripped)\b)",
    ),
    _rule(  # "X has done something he hadn't managed for 217 days when he claimed victory on Wales Rally GB"
        "when_he_won",
        r"^(?:[^\ue001]|\ue001[TMVLEO]\d+\ue002)*?{P:w}"  # the sentence's first person: its subject
        + _GAP
        + r" (?:(?!(?:was|were|is|looked|seemed|appeared|hoped|tried|wanted|needed|failed)\b)[^.;\ue001]{0,100}? "
        r"(?:when|as)|(?:was|is) the (?:[\w\-]+ ){0,3}?(?:hero|star|toast|class|king|queen|master) as) (?:he|she) "
        r"(?:won|claimed|took|sealed|secured|clinched|grabbed|snatched|scored) "
        r"(?:the |a |his |her )?(?:[\w\-]+ ){0,2}?(?:(?:victory|win|race)\b|\ue001E\d+\ue002)(?P<obj>[^.;]{0,40})",
    ),
    _rule(  # "It was the sixth career victory and first this season for Hunter-Reay"
        "it_was_win_for",
        # a count of the person's wins, the sentence ending on the name (not "a doubly sweet win for Michael
        # Andretti, who fields cars for X": the owner's joy)
        r"^\W*It was (?:the|his|her) (?:[\w\-]+ ){0,2}?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|"
        r"ninth|tenth|\d+(?:st|nd|rd|th)) (?:[\w\-]+ ){0,2}?(?:victory|win|triumph)\b[^.;\ue001]{0,40}? for {P:w}"
        r"(?=\s*(?:[.;!]|$))",
        governed=True,
    ),
    _rule(  # "Mika Hakkinen of Finland captured the race": the race itself
        "took_the_race",
        r"{P:w}"
        + _GAP
        + r" (?:captured|claimed|clinched|took|won|secured) the race\b(?!['’]s| (?:lead|to)\b)",
    ),
    _rule(  # "X converted pole position into victory": the start turned into the win
        "into_victory",
        r"{P:w}"
        + _GAP
        + r" (?:converted|converts|turned|turns|translated|translates) (?:[^.;,\ue001]|\ue001[VLEO]\d+\ue002){0,40}? into "
        r"(?:a |an |his |her |their |the )?(?:[\w\-]+ ){0,2}?(?:victory|win|triumph)\b",
    ),
    _rule(  # "Victory in the Harbor 300 went to X", "The Harbor 300 went to X": the race itself, its winner
        "event_went_to",
        r"^\W*(?:(?:[Vv]ictory|[Tt]he (?:victory|win)|(?:[Tt]he |[Tt]op )?[Hh]onou?rs|[Ff]irst place) (?:in|at) )?"
        r"(?:[Tt]he |[A-Z]\w+day['’]s )?(?:\d+(?:st|nd|rd|th) )?\ue001E\d+\ue002"
        r"(?: (?:at|in) (?:the )?\ue001[VL]\d+\ue002)? (?:went|goes|fell) to {P:w}",
        governed=True,
    ),
    _rule(  # "X went wire-to-wire", "topped the podium", "stood on the top step of the podium"
        "top_step",
        r"{P:w}"
        + _GAP
        + r" (?:went (?:wire|flag|lights)[- ]to[- ](?:wire|flag)|(?:topped|tops) the (?:podium|rostrum)|"
        r"(?:stood|stands|climbed|climbs) (?:on |onto |to )?(?:the )?top (?:step )?of the (?:podium|rostrum))\b",
    ),
    _rule(  # "A and B completed a one-two": A won
        "one_two",
        r"{P:w} and {P:r} (?:(?:completed|sealed|secured|clinched|made it|took|claimed) an? (?:[\w\-]+ )?one-two\b|"
        r"(?:finished|went|ran home) (?:1-2|one-two)\b)",  # "Penske teammates A and B finished 1-2 Sunday"
        beaten=True,
    ),
    _rule(  # "X headed a Ganassi 1-2 in the Y", "led a team one-two": the one ahead of the pair
        "headed_one_two",
        r"{P:w}"
        + _GAP
        + r" (?:headed|heads|led|leads) (?:a|an|the) (?:[\w\-]+ |\ue001[TM]\d+\ue002 ){0,4}?(?:1-2|one-two)\b",
    ),
    _rule(  # "X led teammate Y in a 1-2 finish for car owner Z": X won, Y second
        "led_in_one_two",
        r"{P:w}"
        + _GAP
        + r" (?:led|leads) (?:(?:his|her|their) )?(?:[\w\-]+ |\ue001[TM]\d+\ue002 ){0,3}?{P:r} (?:home )?(?:in|to) "
        r"(?:a|an|the) (?:[\w\-]+ |\ue001[TM]\d+\ue002 ){0,3}?(?:1-2|one-two)\b",
        beaten=True,
    ),
    _rule(  # "a call that anointed Michael Waltrip the winner"
        "anointed",
        r"\b(?:anointed|made|named|crowned|declared) {P:w} (?:the )?(?:race )?winner\b",
        governed=True,
    ),
    _rule(  # "The McLaren-Hondas of Ayrton Senna and Alain Prost finished one-two in Detroit": the first named
        "cars_of_one_two",
        r"\b[Tt]he (?:[\w\-]+ |\ue001[TMOP]\d+\ue002 ){1,3}of {P:w} and {P:r} (?:finished|went|ran home) "
        r"(?:1-2|one-two)\b",
        beaten=True,
        governed=True,
    ),
    _rule(  # "X made the best possible start to his title defence, snatching a dramatic last-lap win"
        "snatching_win",
        r"^(?:[^\ue001]|\ue001[TMVLEO]\d+\ue002)*?{P:w}"  # the sentence's first person: its subject
        + _GAP
        + r" (?!(?:was|were|is|looked|seemed|appeared|hoped|tried|wanted|needed|failed)\b)"
        + _NP
        + r"{0,100}?, (?:snatching|claiming|taking|grabbing|sealing|securing|scoring|clinching|capturing|earning|"
        r"collecting|notching|recording) (?:his|her|their|a|an|the) (?!(?:[\w\-']+ ){0,3}?(?:stage|pole|class|heat|"
        r"sprint|points|title|championship|qualifying)\b)(?:[\w\-']+ ){0,3}?"
        + _WIN_NOUN
        + r"\b(?P<obj>[^.;]{0,40})",
    ),
    _rule("flag", r"{P:w}" + _GAP + r" (?:took|takes|taking|take) the (?:checkered|chequered) flag"),
    _rule(  # "WAYNE RAINEY led from start to finish in the European 500cc grand prix": led all the way
        "start_to_finish",
        r"{P:w}"
        + _GAP
        + r" (?:led|dominated) (?:the (?:race|rally|event) )?(?:from start to finish|from flag to flag|"
        r"wire to wire|every (?:single )?lap|all the way)\b(?! (?:of|in) (?:the )?(?:heat|sprint|stage|qualifying))",
    ),
    _rule(  # "Yvan Muller gave Seat a historic win": the driver's win for the maker or the team
        "gave_a_win",
        r"{P:w}"
        + _GAP
        + r" (?:gave|handed|delivered) \ue001[TMO]\d+\ue002 (?:a|an|its|their) (?:[\w\-]+ ){0,2}?"
        r"(?:win|victory|triumph)\b(?! (?:in|at) (?:the )?(?:19|20)\d\d)(?P<obj>[^.;]{0,40})",
    ),
    _rule(
        "victory_lane",
        r"{P:w}"
        + _GAP
        + r" (?:went|drove|rolled|headed|(?:took|made) (?:a|the) trip) (?:to|into) [Vv]ictory [Ll]ane",
    ),
    _rule(  # "X took the ceremonial swig of milk in victory lane": not "joined the winner in victory lane"
        "in_victory_lane",
        r"{P:w}"
        + _GAP
        + r" (?!(?:joined|congratulated|visited|met|greeted|hugged)\b)[^.;\ue001]{0,60}? in [Vv]ictory [Ll]ane\b",
    ),
    _rule(
        "declared",
        r"{P:w}" + _GAP + r" (?:was|is) (?:declared|named|confirmed as|crowned) (?:the )?(?:race )?winner",
    ),
    _rule(  # "was won at Aintree yesterday by Lord Gyllene"
        "passive",
        r"\b(?:was|were|(?:has|had|have) been) won (?:(?:at|in|on) (?:[\w\-']+ |\ue001[VLE]\d+\ue002 ){1,3}?)?"
        r"(?:(?:yesterday|today|on [A-Z]\w+day|[A-Z]\w+day) )?by "
        r"(?:[\w\-']+ |\ue001[TM]\d+\ue002'?s? ){0,4}?{P:w}",
        governed=True,
    ),
    _rule(  # "13/2 shot Anthony Van Dyck provided the master of Ballydoyle with a seventh success", "X gave
        # trainer Y his first Derby win": the subject's win, given to its trainer or team
        "gave_win",
        r"{P:w}"
        + _GAP
        + r" (?:provided|gave|handed|delivered) (?:[\w\-'’]+ |\ue001[PTMOVLE]\d+\ue002 ){1,5}?"
        r"(?:with )?(?:a|an|his|her|their|its) (?:[\w\-]+ ){0,2}?(?:success|victory|win|triumph)\b"
        r"(?! (?:in|at) (?:the )?(?:19|20)\d\d\b)",
    ),
    _rule(  # "Sebastien Bourdais led Bruno Junqueira and Patrick Carpentier across the finish line"
        "led_across_line",
        r"{P:w}"
        + _GAP
        + r" (?:led|headed|just headed) (?:home )?(?:(?:[\w\-]+|\ue001[TM]\d+\ue002) ){0,5}?{P:r}(?:,? (?:and )?\ue001P\d+\ue002){0,3} "
        r"(?:across|over|past|to) the "
        r"(?:finish(?:ing)? )?(?:line|stripe|flag)\b",
        beaten=True,
    ),
    _rule(  # "Rubens Barrichello led home team-mate Michael Schumacher", "X led Y home": the British phrase
        "led_home",
        r"{P:w}"
        + _GAP
        + r" (?:led|leads|leading) home (?:(?:his |her |their )?(?:team-?mate|teammate|compatriot|countryman) )?{P:r}",
        beaten=True,
    ),
    _rule(
        "led_home_after",
        r"{P:w}" + _GAP + r" (?:led|leads|leading) {P:r}(?:,? (?:and )?\ue001P\d+\ue002){0,3} home\b"
        r"(?! (?:straight|stretch|race|Grand Prix|GP|round|event|crowd|fans)\b)",
        beaten=True,
    ),
    _rule(  # "Gordon led the final 43 laps, pulling away to a 2.43-second victory"
        "moving_to_victory",
        r"{P:w}"
        + _GAP
        + r" (?!(?:was|were|is|looked|seemed|appeared|hoped|tried|wanted|needed|failed)\b)[^.;\ue001]{0,100}?,? "
        r"(?:pulling away|pulled away|cruising|storming|powering|romping|speeding|surging|streaking|coasting|"
        r"breezing|motoring|sprinting) (?:on )?to (?:(?:his|her|their|its|a|an|the) )?"
        r"(?:[\w\-'.]+ |\ue001[OTME]\d+\ue002 ){0,4}?(?:victory|win|triumph)\b(?! lane)",
    ),
    _rule(  # "in a Valencia showdown won by 2006 WSBK champion Troy Bayliss": the race, then its winner
        "race_won_by",
        r"\b(?:race|showdown|finale|contest|event|round|\ue001[EO]\d+\ue002)(?: (?:was|is)(?: on \w+day)?)? won by "
        r"(?:[\w\-']+ |\ue001[TMO]\d+\ue002'?s? ){0,4}?{P:w}"
        r"(?![^.;]{0,30}\b(?:last|previous|a year ago|in (?:19|20)\d\d)\b)",
        governed=True,
    ),
    _rule(  # "Frankie Dettori rode the 13-8 favourite Golden Horn to land the Derby": the horse won
        "rode_to_win",
        r"\brode (?:the |his |her )?(?:[\w\-']+ ){0,3}?{P:w} to (?:(?:a |an |his |her )?(?:[\w\-']+ )?"
        r"(?:victory|win|triumph|glory)\b|(?:land|take|win|claim|capture|lift) (?:the |a )?)",
        governed=True,  # the horse is the verb's object: "Ada Quill rode Sea Lord to victory"
    ),
    _rule(  # "a strong win by Alain Prost", "victory for the Brazilian world champion, Ayrton Senna"
        "win_for",
        r"(?<!last )(?<!previous )(?<!latest )(?<!only )(?<!prior )\b(?:win|victory|triumph) (?:went )?(?:for|to|by) "
        r"(?:the (?:[a-z][\w\-]* ){0,3}[a-z][\w\-]*,? )?{P:w}" + NOT_AN_OWNER,
        governed=True,
    ),
    _rule(
        "became_winner",
        r"{P:w}"
        + _GAP
        + r" (?:became|becomes|has become|is|was) the (?:[\w\-]+ ){0,4}?winner of(?: both)?\b(?! (?:last|a|the previous|the first) "
        r"(?:year|season|week|race|edition)\b)(?P<obj>[^.;]{0,60})",  # "was the winner of both the tangle in Turn 3 and
        # the 1989 Indy 500"
    ),
    _rule(  # "... to Ayrton Senna, who became the event's first two-time winner"
        "event_winner",
        r"{P:w}(?:,[^;.\ue001]{0,40})?,? who (?:became|becomes|has become) the (?:event|race)['’]s (?:[\w\-]+ ){0,3}?winner\b",
        governed=True,  # whatever governs the name ("the laurels went not to X but to Y"), the clause says it
    ),
    # a relative on the way ("edged his son Davey to win") is no other subject
    _rule(
        "to_win",
        r"{P:w}"
        + _GAP
        + r" (?:[^.;\ue001]|\ue001[RMTVLEO]\d+\ue002){0,80}?"  # "... in their Audi R18 to win by four laps"
        # "took advantage of a crash by the champion Y to win": an object right before "to win" only ("was
        # passed by Y, who went on to win" is Y's)
        + r"(?:\b(?:by|of|from) (?:the )?(?:[a-z][\w\-]* ){0,3}\ue001P\d+\ue002)?"
        + _NO_HOPE
        + r" to (?:[a-z]+ly )?(?:win\b|[a-z]+ (?:[\w\-]+ ){0,5}?and win (?=the (?:\ue001[EO]\d+\ue002|race\b|[A-Z])))"
        r"(?P<obj>[^.;]{0,40})",
    ),  # "... to lead from pillar to post and win the Ascot Gold Cup" (the race named: not "the 100-lap event")
    _rule(  # "forged five lengths clear of Balthazar King to win the Grand National"
        "clear_to_win",
        r"{P:w}"
        + _GAP
        + r" (?:[^.;\ue001]|\ue001[EOVL]\d+\ue002){0,100}?"
        + _NO_HOPE
        + r" (?:clear of|ahead of|to beat|to hold off|to fend off) "
        r"(?:[a-z][\w\-]* ){0,5}?{P:r}"
        r"(?: and (?:[a-z][\w\-]* ){0,3}?\ue001P\d+\ue002)?[^.;\ue001]{0,30}? (?:to|and) win\b(?P<obj>[^.;]{0,40})",
        # "... went into overdrive to beat former record holder Y and Z to win his second Boston Marathon"
        beaten=True,
    ),
    _rule(  # "blitzed the field ... and pulled away to claim his first win this year"
        "to_claim_win",
        r"{P:w}" + _GAP + r" (?!(?:was|were|is|looked|seemed|appeared|hoped|tried|wanted|needed|failed)\b)"
        r"(?:[^.;\ue001]|(?<=from |. of | off |over |past ){P}){0,200}? "  # "soaked up pressure from Y to score"
        r"to (?:[a-z]+ly )?(?:claim|take|secure|seal|clinch|grab|score|record|earn|complete|steal|snatch|capture) (?:(?:his|her|their|its|a|an|the) "
        r"(?:(?:[\w\-]+|\ue001[OEM]\d+\ue002) ){0,3}?(?:win|victory|triumph)\b|the race\b(?!['’]s| lead| to| into| back| over| for)|"
        # "to capture his second straight Indy-car race": a count of the races won, this one the last
        r"(?:his|her|their) (?:first|second|third|fourth|fifth|\w+(?:st|nd|rd|th)) (?:straight |consecutive |successive )"
        r"(?:[\w\-]+ )?race\b(?! (?:start|lead|appearance|entry)))"
        r"(?P<obj>[^.;]{0,40})",
    ),
    _rule(  # "outsider X dismissed a host of rivals to dramatically capture the Boylesports Irish Grand National"
        "to_capture_event",
        r"{P:w}" + _GAP + r" (?!(?:was|were|is|looked|seemed|appeared|hoped|tried|wanted|needed|failed)\b)"
        r"(?:[^.;\ue001]|(?<=from |. of | off |over |past ){P}){0,200}? "
        + _NO_HOPE
        + r"to (?:[a-z]+ly )?(?:capture|claim|take|win|land|lift|scoop|bag|snatch) the (?:\d+(?:st|nd|rd|th) )?"
        r"(?:\ue001E\d+\ue002|(?:[A-Z][\w'’\-]* ){0,5}(?:Grand National|Derby|Stakes|Classic|Grand Prix|Marathon|"
        r"Rally|Hurdle|Chase|Trophy|Gold Cup|(?<!Sprint )(?<!Nextel )(?<!Winston )(?<!World )(?<!Davis )(?<!Stanley )Cup)\b)"
        r"(?!['’]s| (?:pole|lead|title|championship|crown|standings|points|record|stage|series)\b)",
    ),
    _rule(
        "beat",
        r"{P:w}"
        + _GAP
        + r" (?!(?:failed|fails|tried|tries|trying|unable|hoping|hoped|attempted|attempting|wanted) to )"
        r"(?:\w+ (?:and|to|in) |(?:[^.;,\ue001]|\ue001[TMVLEO]\d+\ue002){0,100}? and )?(?:beat|beats|beating|defeated|edged out|edged|edges|edging out|edging|outlasted|"
        r"outlasting|outlasts|outdueled|outduelled|outdueling|outduelling|outduels|outsprinted|outsprints|pipped|pips|"
        r"nipped|held off|holds off|holding off|saw off|fended off|edging ahead of|edged ahead of|finishing ahead of|finished ahead of|"
        r"survived a [\w\- ]{0,30}?challenge from|(?:fought|fended|held|saw) off (?:the |a )?(?:[\w\-]+ )?challenge (?:of|from)) "
        r"(?:the |his |her )?(?:(?:[\w\-'’]+|\ue001[TM]\d+\ue002(?:'s|’s)?),? ){0,3}?{P:r}"  # "Team Penske's X"
        + NOT_A_RESULT  # "his other JGR teammate, X,"
        # not "for 24 of the race's 27 laps", "in a thrilling fight for second place": a spell, a lower place
        + r"(?![^.;]{0,40}?\b(?:for (?:\d+|most|much|the first \d+) (?:of the|laps)\b|(?:fight|battle|duel|scrap) "
        r"for (?:second|third|fourth|fifth|the (?:minor|lower|last|final|other) |the podium|a podium|runner)))",
        beaten=True,
    ),
    _rule(  # "X is two thirds of the way to a hat trick after winning Saturday's Stater Bros. 300"
        "after_winning",
        r"{P:w}" + _GAP + r" (?!(?:was|were|is|looked|seemed|appeared|hoped|tried|wanted|needed|failed)\b)"
        r"(?:(?!\b(?:could|would|can|will|might|may|must|chance|bid|hopes?)\b)[^.;\ue001]){0,100}? "
        r"(?:after|when|while) winning\b(?P<obj>[^.;]{0,40})",  # "... chiselled his niche when winning a second X"
    ),
    _rule(  # "Just minutes after winning the 42nd NAPA Auto Parts 300, the first event of the season, X was back":
        # the win told before its subject (not "After winning the X last year, ...": another year's)
        "after_winning_before",
        r"^\W*(?:(?:Just|Only|Shortly|Moments|Minutes|Hours|Soon) )?(?:(?:minutes|moments|hours|seconds) )?"
        r"(?:[Aa]fter|[Ss]ince) (?:winning|taking|claiming|capturing) (?P<obj>(?:the |his |her )?(?:\d+(?:st|nd|rd|th) )?"
        r"\ue001E\d+\ue002(?![^.;\ue001]{0,60}?\b(?:last|previous|ago|in (?:19|20)\d\d)\b)"
        r"(?:[^.;\ue001]|\ue001[OTMVL]\d+\ue002){0,80}?), {P:w}",
    ),
    _rule(  # "Sebastien Loeb's effortless victory in Rally Spain", "Hill's victory for Williams at Adelaide"
        "possessive_win",
        r"{P:w}(?:'s|’s) (?:[\w\-]+ ){0,2}?(?:victory|win|triumph) (?:in|at|for|on)\b(?P<obj>[^.;]{0,40})",
    ),
    _rule(  # "Villeneuve's victory moves him to within three points of X": the win's effect, this race's
        "win_moves",
        r"{P:w}(?:'s|’s) (?:[\w\-]+ ){0,2}?(?:victory|win|triumph) (?:moves|moved|gives|gave|puts|put|lifts|lifted|"
        r"keeps|kept|leaves|left|sends|sent|extends|extended|closes|closed|cuts|means|meant|hands|handed|earns|earned) "
        r"(?:him|her|them|his|her|their)\b",
    ),
    _rule(  # "compatriot Mary Keitany captured the women's race"
        "division_win",
        r"{P:w}" + _GAP + r" (?:captured|captures|took|takes|claimed|claims|clinched|clinches|took out) the "
        r"(?:men['’]s|women['’]s) (?:race|division|title|event|marathon|crown)\b",
    ),
    _rule(  # "X widened his points lead with a victory in the Concord Pacific Challenge"
        "with_a_win_in",
        r"{P:w}" + _GAP + r" (?!(?:was|were|is|looked|seemed|appeared|hoped|tried|wanted|needed|failed)\b)"
        r"(?:[^.;\ue001]|\ue001[OEVLTM]\d+\ue002){0,80}? (?:with (?:(?:a|an|his|her|their) (?:[\w\-]+ |\ue001[OE]\d+\ue002 ){0,3}?)?"
        r"(?:victory|win|triumph)|(?:with|for) (?:a|an|the) (?:[\w\-]+ ){0,3}?upset(?: win| victory)?)"
        r"(?: (?:on )?(?:Sunday|Saturday|Friday|Monday|yesterday|today))? (?:in|at)\b"  # "with a win Sunday at the X"
        r"(?P<obj>[^.;]{0,40})",  # "... for a stunning 80-1 upset in the Kentucky Derby": an unexpected win
    ),
    _rule(  # "X restored Renault's dominance, winning the Spanish Grand Prix"; "... by taking victory at the Y"
        "winning_clause",
        r"{P:w}(?!['’]s)" + _GAP + r" (?!(?:hoped|tried|wanted|needed|failed|aimed|looked|seemed)\b)"
        r"(?:(?!\b(?:could|would|can|will|might|may|must|chance|bid|hopes?)\b)"
        r"(?:[^.;\ue001]|\ue001[OEVLMT]\d+\ue002|\ue001P\d+\ue002['’]s|\b(?:in|at) \ue001P\d+\ue002)){0,140}?"
        r"(?:, | by )(?:winning|taking (?:the )?(?:victory|win|chequered flag|checkered flag) (?=in|at))"
        r"(?P<obj>[^.;]{0,40})",
    ),
    _rule(  # "teammate X, who won the race for the second straight year"
        "who_won_race",
        r"{P:w}, who (?:won|wins) (?:the race|the event|today|on [A-Z]\w+day)\b"
        r"(?! (?:last|a year|in (?:19|20)\d\d))",
    ),
    _rule(  # "Mansell ... running away with the British Grand Prix": the event itself
        "ran_away_with",
        r"{P:w}"
        + _GAP
        + r" [^.;\ue001]{0,80}?\b(?:ran|runs|running|run|romped|romping|walked|walking) away with "
        r"(?:the |this |Sunday['’]s |Saturday['’]s )?\ue001E\d+\ue002(?!['’]s| (?:pole|lead|title|championship)\b)",
    ),
    _rule(  # "X captured the Indianapolis 500 under a caution flag": the event itself, not its pole or lead
        "took_event",
        r"{P:w}"
        + _GAP
        + r" (?:captured|captures|claimed|claims|clinched|clinches|took|takes|secured|secures|landed|lands|"
        r"lifted|lifts|snatched|snatches|grabbed|grabs|bagged|bags|scooped|scoops|(?:taken|took|takes) out) (?:the )?"
        r"(?:\d+(?:st|nd|rd|th) (?:running |edition )?(?:of the )?)?\ue001E\d+\ue002"
        r"(?!['’]s| (?:pole|lead|title|championship|crown|standings|points|record|stage)\b)",
    ),
    _rule(  # "The victory was Crafton's second at Texas"
        "victory_was",
        r"^\W*(?:The|This|Sunday's|Saturday's|Friday's|Monday's|Sunday’s|Saturday’s|Friday’s|Monday’s) "
        r"(?:victory|win|triumph) (?:was|is|marked|marks|gave|gives) {P:w}(?:'s|’s| (?:his|her|their)) ",
    ),
    _rule(  # "The result was Kahne's second Busch Series win of 2005": the race's result, named
        "result_was",
        r"^\W*(?:The|That|This) (?:end )?(?:result|outcome) (?:was|is) {P:w}(?:'s|’s) "
        r"(?:[\w\-]+ |\ue001[OES]\d+\ue002 ){0,3}?(?:victory|win|triumph)\b",
    ),
    _rule(  # "both riders fell, leaving X, riding a Yamaha, to claim his first victory"
        "leaving_to_win",
        r"\bleaving (?:[\w\-']+ ){0,2}?{P:w}(?:,(?:[^,;\ue001]|\ue001[TMVLEO]\d+\ue002){1,60},)? to (?:(?:claim|take|secure|score|record|"
        r"grab|collect|inherit) (?:(?:his|her|their|its|a|an|the) )?(?:[\w\-']+ |\ue001E\d+\ue002 ){0,4}?"
        r"(?:win|victory|triumph)\b|"
        r"win\b(?P<obj>[^.;]{0,40}))",
    ),
    _rule(
        "it_was_who",
        r"\bit was {P:w} who\b"
        + _NP
        + r"{0,80}? (?:see off|saw off|hold off|held off|beat|outsprint|edge out|edge) "
        r"(?:[\w\-]+ ){0,2}?{P:r}",
        beaten=True,
    ),
    _rule(
        "after_beating",
        r"{P:w}[^.;\ue001]{0,90}? after (?:beating|edging|holding off|outlasting) {P:r}",
        beaten=True,
    ),
    _rule(  # "X led from pole position to win the Malaysian Grand Prix on Sunday ahead of Nico Rosberg"
        "win_ahead_of",
        r"{P:w}"
        + _GAP
        + r" (?!(?:was|were|is|looked|seemed|appeared|hoped|tried|wanted|needed|failed)\b)[^.;\ue001]{0,80}?"
        r"\b(?:to win|won|wins)\b(?:[^.;\ue001]|\ue001[EVLOTM]\d+\ue002){0,60}? ahead of "
        r"(?:[\w\-'’]+ |\ue001[TMO]\d+\ue002(?:'s|’s) ){0,2}?{P:r}"  # "ahead of Ferrari's Sebastian Vettel"
        r"(?! and\b)",
        beaten=True,
    ),
    _rule(  # "Brock finished the race a lap ahead of his fellow competitors": ahead of everyone
        "ahead_of_all",
        r"{P:w}"
        + _GAP
        + r" (?:finished|crossed the (?:finish )?line|came home|took the (?:checkered|chequered) flag)"
        r"(?: the race)? (?:[\w\-.]+ ){0,4}?ahead of (?:the|his|her|their|all (?:of )?(?:his|her|their|the)) "
        r"(?:rest of the |other |fellow |nearest |closest )?(?:field|competitors|rivals|pack|chasers|opposition|others)\b",
    ),
    _rule(
        "ahead_of",
        r"{P:w}" + _GAP + _NP + r"{0,100}? (?:victory|win) (?:ahead of|over) (?:" + _NP + r"{0,30}? )?{P:r}",
        beaten=True,
    ),
)
