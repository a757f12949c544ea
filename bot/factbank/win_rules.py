"""The ways real reports say "won", one row each (`WIN_RULES`; the words each row cannot match without are
in `win_hints`): the table `winner` reads every factual sentence with. {P:w} is the winner; {P:r} whom they
beat.
"""

from __future__ import annotations

from bot.factbank.tagged import NOT_A_RESULT, NOT_AN_OWNER
from bot.factbank.win_phrases import WIN_PHRASES
from bot.factbank.win_rule_parts import GAP, NO_HOPE, NP, WIN_NOUN, WinRule, rule

# One row per way of saying "won". {P:w} is the winner; {P:r} whom they beat. The rows of wins told in a
# clause or a phrase of their own ("after winning X", "X's victory in Y", "won ... ahead of Y") follow, in
# `win_phrases`.
WIN_RULES: tuple[WinRule, ...] = (
    rule("won", r"{P:w}" + GAP + r" (?:won|wins|has won)\b(?P<obj>[^.;]{0,40})"),
    rule(  # "... over a young driver from Sao Paulo, X, who easily won his third consecutive Detroit Grand
        # Prix": a named race (not "X, who won the Xfinity race Saturday night": another race of the weekend)
        "who_won_event",
        r"{P:w}, who(?: [a-z]+ly)? (?:won|wins|has won) (?P<obj>(?:the |his |her |their )?(?:[\w\-]+ ){0,3}?"
        r"\ue001E\d+\ue002[^.;]{0,30})",
    ),
    rule(
        "took_win",
        r"{P:w}"
        + GAP
        # "X stretched his advantage in the final minutes and scored his first Y win"
        + r"(?:,? who| (?!(?:was|were|is|looked|seemed|appeared|hoped|tried|wanted|needed|failed)\b)"
        r"(?:[^.;,\ue001]|\ue001[TMVLEO]\d+\ue002){1,100}? and)? "
        r"(?:claimed|claims|captured|captures|clinched|secured|secures|scored|scores|took|"
        r"takes|grabbed|earned|collected|got|snatched|stole|stolen|steals|sealed|notched|picked up|recorded|emerged with|came away with|"
        r"walked away with|netted|nets|bagged|bags|banked|banks|pocketed|pockets)(?: (?:his|her|their|its|a|an|"
        r"the))?(?: (?!points\b|by\b)(?:[\w\-']+|\ue001[OE]\d+\ue002|\([\w ]{1,30}\))){0,4}? "
        + WIN_NOUN
        + r"(?! lap)",
        # "took his second straight (and fifth overall) victory": an aside in brackets
        # not "earned 27 points by winning the first race": points for another race's win
    ),
    rule(
        "prevailed",
        r"{P:w}" + GAP + r" (?:prevailed|prevails|triumphed|triumphs|came out on top|reigned supreme)\b"
        # not "came out on top in the curtailed closing stage": a stage's, a heat's
        r"(?![^.;]{0,40}\b(?:stage|heat|leg|sprint|qualifying|practice|class|shootout|segment)\b)"
        r"(?! (?:in|of) (?:his|her|their) )",  # "came out on top in her 'Rumble at the Speedway'": her own duel
    ),
    # "Juma Ikangaa claiming the $26,385 first prize"
    rule(
        "first_prize",
        r"{P:w}" + GAP + r" (?:claimed|claiming|took|taking|won|collected|collecting) the "
        r"(?:[\w$,.\-]+ ){0,2}?(?:first|top|winner['’]s) prize\b",
    ),
    rule(  # "When Rusty Wallace crossed under the checkered flag at the Goody's 500"
        "under_the_flag",
        r"{P:w}"
        + GAP
        + r" (?:[^.;,\ue001]{0,60}? and )?(?:(?:crossed|crosses|passed|passes|flashed|flashes|came|"
        r"drove|raced) (?:under|beneath|across|over|through)|(?:led|leads|held (?:it|the lead|on)|holds (?:it|the lead|on)) "
        r"(?:all the way )?to) the (?:checkered|chequered) flag\b",  # "... back into the lead and held it to the flag"
    ),
    rule(
        "to_victory",
        r"{P:w}"
        + GAP
        + r" (?:(?!(?:was|were|is|looked|seemed|appeared|hoped|tried|wanted|needed|failed)\b)[^.;,\ue001]{0,80}? and )?"
        # "Unser passed his slowing car in Turn 2 of the final lap and raced to a 35.36-second victory"
        r"(?:(?!(?:needed|wanted|tried|failed|hoped|aimed|attempted|planned|intended|expected)\b)\w+ed|ran|drove|rode|sped|"
        r"stormed|surged|swept|held on|hung on|hangs on|holds on)"
        r" (?:on )?to (?:(?:his|her|their|its|a|an|the) )?(?:[\w\-'.]+ |\ue001[OTME]\d+\ue002 ){0,4}?"
        r"(?:victory|win|triumph|glory|gold(?! medal(?:s|lists?)? (?:in|at) (?:the )?(?:last|previous)\b))\b",
        # "charged to slalom gold": a championship's win
    ),
    rule(
        "drove_to",
        r"{P:w}"
        + GAP
        # "drove their Audi to victory", "drove Cadillac to the overall victory"
        + r" (?:drove|steered|guided|piloted|rode|took|carried|powered) (?:(?:his|her|their|the) |(?=\ue001M))"
        + NP
        + r"{0,40}? to (?:a |an |the |his |her |their )?(?:[\w\-']+ ){0,3}?(?:victory|win|triumph)\b",
    ),
    rule(
        "and_won",
        r"{P:w}" + GAP + r" " + NP + r"{0,60}? and (?:then |eventually |finally )?won\b(?P<obj>[^.;]{0,40})",
    ),
    rule(
        "saw_win",
        r"{P:w}(?:'s|’s) (?:[\w\- ]|\ue001[MTO]\d+\ue002){0,40}? (?:saw|helped|carried|took|propelled|powered|lifted|drove|guided) (?:him|her|them) "
        r"(?:to |earn |take |claim |secure |grab )"  # "Senna's quick starts in his McLaren propelled him to victory"
        r"(?:a |an |the |his |her )?(?:[\w\-']+ ){0,3}?(?:win|victory|triumph)\b",
    ),
    rule(
        "on_the_way",  # "led 400 of 500 laps on the way to an easy victory": not "was on his way to victory"
        r"{P:w}"
        + GAP
        + r" (?!(?:was|were|is|looked|seemed|appeared)\b)"
        + NP
        + r"{0,120}? (?:on (?:the|his|her|their|its) way to|en route to|in (?:capturing|claiming|taking|securing|scoring|"
        r"earning|notching|recording)) (?:a |an |the |his |her |their |its )?"  # "paced 78 of the 81 laps in capturing the win"
        r"(?:[\w\-]+ ){0,3}?(?:victory|win|triumph)\b(?![^.;]{0,40}\b(?:when|until|before|but)\b)"
        r"(?P<obj>[^.;]{0,40})",
    ),
    rule(  # "X was first across the line", "crossed the line first", "finished first": not a lap's, nor
        # a heat's, nor a result taken away ("... but was later disqualified")
        "first_across",
        r"{P:w}"
        + GAP
        + r" (?:(?:was|were) (?:the )?first (?:across|over|past|to cross|to reach|to break) (?:the )?(?:finish(?:ing)? )?"
        r"(?:line|post|tape|stripe)|(?:crossed|crosses|reached|reaches|broke|breaks) the (?:finish(?:ing)? )?"
        r"(?:line|tape) first|(?:finished|finishes|came home) first|broke the tape)\b(?! (?:among|of|for)\b)"
        r"(?![^.;]{0,60}\b(?:(?:opening|first|second|\d+(?:st|nd|rd|th)) lap|lap (?:one|\d+)|heat|sprint|stage|"
        r"qualifying|practice|class|group|but|only to|before being|disqualified|penali[sz]ed|excluded|stripped)\b)",
    ),
    rule(  # "X has done something he hadn't managed for 217 days when he claimed victory on Wales Rally GB"
        "when_he_won",
        r"^(?:[^\ue001]|\ue001[TMVLEO]\d+\ue002)*?{P:w}"  # the sentence's first person: its subject
        + GAP
        + r" (?:(?!(?:was|were|is|looked|seemed|appeared|hoped|tried|wanted|needed|failed)\b)[^.;\ue001]{0,100}? "
        r"(?:when|as)|(?:was|is) the (?:[\w\-]+ ){0,3}?(?:hero|star|toast|class|king|queen|master) as) (?:he|she) "
        r"(?:won|claimed|took|sealed|secured|clinched|grabbed|snatched|scored) "
        r"(?:the |a |his |her )?(?:[\w\-]+ ){0,2}?(?:(?:victory|win|race)\b|\ue001E\d+\ue002|"
        r"(?<=won )[A-Z][^\W\d_]+-[A-Z][^\W\d_]+(?:-[A-Z][^\W\d_]+)?\b)(?P<obj>[^.;]{0,40})",  # "when he won Liege-Bastogne-Liege"
    ),
    rule(  # "X became the third man to claim a double on Sunday when he pipped Y by a hundredth for downhill gold"
        "when_he_beat",
        r"^(?:[^\ue001]|\ue001[TMVLEO]\d+\ue002)*?{P:w}"  # the sentence's first person: its subject
        + GAP
        + r" (?!(?:was|were|is|looked|seemed|appeared|hoped|tried|wanted|needed|failed)\b)"
        r"(?:[^.;\ue001]|\ue001[OEVLTM]\d+\ue002){0,140}? (?:when|as) (?:he|she) (?:pipped|beat|edged|edged out|defeated|outsprinted|outpaced) "
        r"(?:(?:[A-Z][a-z]+|compatriot|rival|team-?mate|teammate|countryman) ){0,2}{P:r}"  # "pipped German X"
        r"(?![^.;]{0,60}\b(?:pole|qualifying|practice|sprint|heat|stage|semi-?final|points)\b)",
        beaten=True,
    ),
    rule(  # "It was the sixth career victory and first this season for Hunter-Reay"
        "it_was_win_for",
        # a count of the person's wins, the sentence ending on the name (not "a doubly sweet win for Michael
        # Andretti, who fields cars for X": the owner's joy)
        r"^\W*It was (?:the|his|her) (?:[\w\-]+ ){0,2}?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|"
        r"ninth|tenth|\d+(?:st|nd|rd|th)) (?:[\w\-]+ ){0,2}?(?:victory|win|triumph)\b[^.;\ue001]{0,40}? for {P:w}"
        r"(?=\s*(?:[.;!]|$))",
        governed=True,
    ),
    rule(  # "It was William Byron's sixth win of the season": a count of the subject's wins, this one the last
        "it_was_their_win",
        r"^\W*It was {P:w}(?:'s|’s) (?:[\w\-]+ ){0,2}?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|"
        r"ninth|tenth|\d+(?:st|nd|rd|th)) (?:[\w\-]+ |\ue001[OEVL]\d+\ue002 ){0,3}?(?:victory|win|triumph)\b",
        governed=True,
    ),
    rule(  # "it was another Hendrick racer, William Byron, who won the race to the checkered flag"
        "it_was_who_won",
        r"\b[Ii]t was (?:[^,.;\ue001]{1,40}, )?{P:w},? who (?:won\b|(?:took|claimed|captured|grabbed|snatched) "
        r"(?:the |a |an |his |her |their )?(?:[\w\-]+ ){0,3}?(?:win|victory|triumph|honou?rs|spoils|(?:checkered|chequered) "
        r"flag)\b)"  # not "it was Alesi who grabbed the spotlight"
        r"(?P<obj>[^.;]{0,40})",
        governed=True,
    ),
    rule(  # "It was Tom Pidcock (Ineos) who ignited the fireworks from the breakaway to claim a stage 12 victory"
        "it_was_who_to_win",
        r"\b[Ii]t was {P:w}(?: \([^()]{1,40}\))?,? who (?!(?:hoped|tried|wanted|needed|failed|looked)\b)"
        r"(?:[^.;\ue001]|\ue001[OEVLTM]\d+\ue002){0,100}? to (?:claim|take|win|seal|grab|snatch|secure|clinch) "
        r"(?:a |an |the |his |her |their )?(?:[\w\-]+ ){0,4}?(?:victory|win|triumph)\b",
        governed=True,
    ),
    rule(  # "Not for tonight's NASCAR Camping World Truck Series winner Erik Jones": the day's winner
        "days_winner",
        r"\b(?:[Tt]onight|[Tt]oday|[Tt]his afternoon|[Yy]esterday|Sunday|Saturday|Friday|Monday)['’]s "
        r"(?:[\w\-]+ |\ue001[OE]\d+\ue002 ){0,6}?(?:race )?winner,? {P:w}",
        governed=True,
    ),
    rule(  # "Mika Hakkinen of Finland captured the race": the race itself
        "took_the_race",
        r"{P:w}"
        + GAP
        + r" (?:captured|claimed|clinched|took|won|secured) the race\b(?!['’]s| (?:lead|to)\b)",
    ),
    rule(  # "X converted pole position into victory": the start turned into the win
        "into_victory",
        r"{P:w}"
        + GAP
        + r" (?:converted|converts|turned|turns|translated|translates) (?:[^.;,\ue001]|\ue001[VLEO]\d+\ue002){0,40}? into "
        r"(?:a |an |his |her |their |the )?(?:[\w\-]+ ){0,2}?(?:victory|win|triumph)\b",
    ),
    rule(  # "Victory in the Harbor 300 went to X", "The Harbor 300 went to X": the race itself, its winner
        "event_went_to",
        r"^\W*(?:(?:[Vv]ictory|[Tt]he (?:victory|win)|(?:[Tt]he |[Tt]op )?[Hh]onou?rs|[Ff]irst place) (?:in|at) )?"
        r"(?:[Tt]he |[A-Z]\w+day['’]s )?(?:\d+(?:st|nd|rd|th) )?\ue001E\d+\ue002"
        r"(?: (?:at|in) (?:the )?\ue001[VL]\d+\ue002)? (?:went|goes|fell) to {P:w}",
        governed=True,
    ),
    rule(  # "X went wire-to-wire", "topped the podium", "stood on the top step of the podium"
        "top_step",
        r"{P:w}"
        + GAP
        + r" (?:went (?:wire|flag|lights)[- ]to[- ](?:wire|flag)|(?:topped|tops) the (?:podium|rostrum)|"
        r"(?:stood|stands|climbed|climbs) (?:on |onto |to )?(?:the )?top (?:step )?of the (?:podium|rostrum)|"
        r"(?:stood|stands|climbed|climbs) atop the (?:podium|rostrum))\b",  # "A, B and C climbed atop the podium"
    ),
    rule(  # "X has broken through for a historic first win", "X broke through for his first victory"
        "broke_through",
        r"{P:w}"
        + GAP
        + r" (?:broke|breaks|has broken|had broken|broken) through (?:for|to (?:claim|take|score)) "
        r"(?:a |an |the |his |her |their )?(?:[\w\-]+ ){0,3}?" + WIN_NOUN + r"\b",
    ),
    rule(  # "Williams scored their fourth 1-2 of the season, Villeneuve taking his third win": a clause of its own
        "absolute_taking",
        r"(?:^|, )(?:[A-Z][\w\-]+ )?{P:w} (?:taking|claiming|scoring|securing|recording|notching|earning) (?:his|her|their) "
        r"(?:[\w\-]+ ){0,3}?(?:win|victory|triumph)\b(?! (?:in|at) (?:the )?(?:19|20)\d\d)(?P<obj>[^.;]{0,40})",
    ),
    rule(  # "A and B completed a one-two": A won
        "one_two",
        r"{P:w} and {P:r} (?:(?:completed|sealed|secured|clinched|made it|took|claimed) an? (?:[\w\-]+ )?one-two\b|"
        r"(?:finished|went|ran home) (?:1-2|one-two)\b)",  # "Penske teammates A and B finished 1-2 Sunday"
        beaten=True,
    ),
    rule(  # "X headed a Ganassi 1-2 in the Y", "led a team one-two": the one ahead of the pair
        "headed_one_two",
        r"{P:w}"
        + GAP
        + r" (?:headed|heads|led|leads) (?:a|an|the) (?:[\w\-]+ |\ue001[TM]\d+\ue002 ){0,4}?(?:1-2|one-two)\b",
    ),
    rule(  # "X led teammate Y in a 1-2 finish for car owner Z": X won, Y second
        "led_in_one_two",
        r"{P:w}"
        + GAP
        + r" (?:led|leads) (?:(?:his|her|their) )?(?:[\w\-]+ |\ue001[TM]\d+\ue002 ){0,3}?{P:r} (?:home )?(?:in|to) "
        r"(?:a|an|the) (?:[\w\-]+ |\ue001[TM]\d+\ue002 ){0,3}?(?:1-2|one-two)\b",
        beaten=True,
    ),
    rule(  # "a call that anointed Michael Waltrip the winner"
        "anointed",
        r"\b(?:anointed|made|named|crowned|declared) {P:w} (?:the )?(?:race )?winner\b",
        governed=True,
    ),
    rule(  # "The McLaren-Hondas of Ayrton Senna and Alain Prost finished one-two in Detroit": the first named
        "cars_of_one_two",
        r"\b[Tt]he (?:[\w\-]+ |\ue001[TMOP]\d+\ue002 ){1,3}of {P:w} and {P:r} (?:finished|went|ran home) "
        r"(?:1-2|one-two)\b",
        beaten=True,
        governed=True,
    ),
    rule(  # "X made the best possible start to his title defence, snatching a dramatic last-lap win"
        "snatching_win",
        r"^(?:[^\ue001]|\ue001[TMVLEO]\d+\ue002)*?{P:w}"  # the sentence's first person: its subject
        + GAP
        + r" (?!(?:was|were|is|looked|seemed|appeared|hoped|tried|wanted|needed|failed)\b)"
        + NP
        + r"{0,100}?, (?:snatching|claiming|taking|grabbing|sealing|securing|scoring|clinching|capturing|earning|"
        r"collecting|notching|recording) (?:his|her|their|a|an|the) (?!(?:[\w\-']+ ){0,3}?(?:stage|pole|class|heat|"
        r"sprint|points|title|championship|qualifying)\b)(?:[\w\-']+ ){0,3}?"
        + WIN_NOUN
        + r"\b(?P<obj>[^.;]{0,40})",
    ),
    rule("flag", r"{P:w}" + GAP + r" (?:took|takes|taking|take) the (?:checkered|chequered) flag"),
    rule(  # "WAYNE RAINEY led from start to finish in the European 500cc grand prix": led all the way
        "start_to_finish",
        r"{P:w}"
        + GAP
        + r" (?:led|dominated) (?:the (?:race|rally|event) )?(?:from start to finish|from flag to flag|"
        r"wire to wire|every (?:single )?lap|all the way)\b(?! (?:of|in) (?:the )?(?:heat|sprint|stage|qualifying))",
    ),
    rule(  # "Yvan Muller gave Seat a historic win": the driver's win for the maker or the team
        "gave_a_win",
        r"{P:w}"
        + GAP
        + r" (?:gave|handed|delivered) \ue001[TMO]\d+\ue002 (?:a|an|its|their) (?:[\w\-]+ ){0,2}?"
        r"(?:win|victory|triumph)\b(?! (?:in|at) (?:the )?(?:19|20)\d\d)(?P<obj>[^.;]{0,40})",
    ),
    rule(
        "victory_lane",
        r"{P:w}"
        + GAP
        + r" (?:went|drove|rolled|headed|(?:took|made) (?:a|the) trip) (?:to|into) [Vv]ictory [Ll]ane",
    ),
    rule(  # "X took the ceremonial swig of milk in victory lane": not "joined the winner in victory lane"
        "in_victory_lane",
        r"{P:w}"
        + GAP
        + r" (?!(?:joined|congratulated|visited|met|greeted|hugged)\b)[^.;\ue001]{0,60}? in [Vv]ictory [Ll]ane\b",
    ),
    rule(
        "declared",
        r"{P:w}" + GAP + r" (?:was|is) (?:declared|named|confirmed as|crowned) (?:the )?(?:race )?winner",
    ),
    rule(  # "was won at Aintree yesterday by Lord Gyllene"
        "passive",
        r"\b(?:was|were|(?:has|had|have) been) (?:(?:on [A-Z]\w+day|yesterday|today) )?won (?:(?:at|in|on) (?:[\w\-']+ |\ue001[VLE]\d+\ue002 ){1,3}?)?"
        r"(?:(?:yesterday|today|on [A-Z]\w+day|[A-Z]\w+day) )?by "
        r"(?:[\w\-']+ |\ue001[TM]\d+\ue002'?s? ){0,4}?{P:w}",
        governed=True,
    ),
    rule(  # "13/2 shot Anthony Van Dyck provided the master of Ballydoyle with a seventh success", "X gave
        # trainer Y his first Derby win": the subject's win, given to its trainer or team
        "gave_win",
        r"{P:w}" + GAP + r" (?:provided|gave|handed|delivered) (?:[\w\-'’]+ |\ue001[PTMOVLE]\d+\ue002 ){1,5}?"
        r"(?:with )?(?:a|an|his|her|their|its) (?:[\w\-]+ ){0,2}?(?:success|victory|win|triumph)\b"
        r"(?! (?:in|at) (?:the )?(?:19|20)\d\d\b)",
    ),
    rule(  # "Sebastien Bourdais led Bruno Junqueira and Patrick Carpentier across the finish line"
        "led_across_line",
        r"{P:w}"
        + GAP
        + r" (?:led|headed|just headed) (?:home )?(?:(?:[\w\-]+|\ue001[TM]\d+\ue002) ){0,5}?{P:r}(?:,? (?:and )?\ue001P\d+\ue002){0,3} "
        r"(?:across|over|past|to) the "
        r"(?:finish(?:ing)? )?(?:line|stripe|flag)\b",
        beaten=True,
    ),
    rule(  # "Rubens Barrichello led home team-mate Michael Schumacher", "X led Y home": the British phrase
        "led_home",
        r"{P:w}"
        + GAP
        + r" (?:(?:led|leads|leading|headed|heads)|(?!(?:was|were|is|hoped|tried|wanted|needed|failed)\b)(?:[^.;\ue001]|\ue001[OEVLTM]\d+\ue002)"
        r"{0,100}? to lead) home (?:(?:his |her |their )?(?:team-?mate|teammate|compatriot|countryman) )?{P:r}",
        # "delivered an immaculate performance ... to lead home his teammate Mark Webber"
        beaten=True,
    ),
    rule(
        "led_home_after",
        r"{P:w}" + GAP + r" (?:led|leads|leading) {P:r}(?:,? (?:and )?\ue001P\d+\ue002){0,3} home\b"
        r"(?! (?:straight|stretch|race|Grand Prix|GP|round|event|crowd|fans)\b)",
        beaten=True,
    ),
    rule(  # "Gordon led the final 43 laps, pulling away to a 2.43-second victory"
        "moving_to_victory",
        r"{P:w}"
        + GAP
        + r" (?!(?:was|were|is|looked|seemed|appeared|hoped|tried|wanted|needed|failed)\b)[^.;\ue001]{0,100}?,? "
        r"(?:pulling away|pulled away|cruising|storming|powering|romping|speeding|surging|streaking|coasting|"
        r"breezing|motoring|sprinting) (?:on )?to (?:(?:his|her|their|its|a|an|the) )?"
        r"(?:[\w\-'.]+ |\ue001[OTME]\d+\ue002 ){0,4}?(?:victory|win|triumph)\b(?! lane)",
    ),
    rule(  # "in a Valencia showdown won by 2006 WSBK champion Troy Bayliss": the race, then its winner
        "race_won_by",
        r"\b(?:race|showdown|finale|contest|event|round|\ue001[EO]\d+\ue002)(?: (?:was|is)(?: on \w+day)?)? won by "
        r"(?:[\w\-']+ |\ue001[TMO]\d+\ue002'?s? ){0,4}?{P:w}"
        r"(?![^.;]{0,30}\b(?:last|previous|a year ago|in (?:19|20)\d\d)\b)",
        governed=True,
    ),
    rule(  # "Frankie Dettori rode the 13-8 favourite Golden Horn to land the Derby": the horse won
        "rode_to_win",
        r"\brode (?:the |his |her )?(?:[\w\-']+ ){0,3}?{P:w} to (?:(?:a |an |his |her )?(?:[\w\-']+ )?"
        r"(?:victory|win|triumph|glory)\b|(?:land|take|win|claim|capture|lift) (?:the |a )?)",
        governed=True,  # the horse is the verb's object: "Ada Quill rode Sea Lord to victory"
    ),
    rule(  # "a strong win by Alain Prost", "victory for the Brazilian world champion, Ayrton Senna"
        "win_for",
        r"(?<!last )(?<!previous )(?<!latest )(?<!only )(?<!prior )\b(?:win|victory|triumph) (?:went )?(?:for|to|by) "
        r"(?:the (?:[a-z][\w\-]* ){0,3}[a-z][\w\-]*,? )?{P:w}" + NOT_AN_OWNER,
        governed=True,
    ),
    rule(
        "became_winner",
        r"{P:w}"
        + GAP
        + r" (?:became|becomes|has become|is|was|(?<!\bhopes )(?<!\bbid )to become) (?:the|an?) (?:[\w\-]+ ){0,4}?winner of(?: both)?\b"
        r"(?! (?:last|a|the previous|the first) "  # "used speed ... to become a five-time winner of the Coca-Cola 600"
        r"(?:year|season|week|race|edition)\b)(?P<obj>[^.;]{0,60})",  # "was the winner of both the tangle in Turn 3 and
        # the 1989 Indy 500"
    ),
    rule(  # "X overpowered a dominant Y in the Z 200 to become the seventh different Truck Series winner at the track"
        "to_become_winner_at",
        r"{P:w}" + GAP + r" (?!(?:was|were|is|looked|seemed|appeared|hoped|tried|wanted|needed|failed)\b)"
        r"(?:[^.;\ue001]|\ue001[EVLOTM]\d+\ue002|(?<=[a-z] )\ue001P\d+\ue002(?!,? who\b)){0,180}?"
        + NO_HOPE
        + r" to become the (?:(?:[\w\-]+|\ue001[OE]\d+\ue002) ){0,8}?winner (?:at|in) (?:the )?(?:\ue001[VL]\d+\ue002|[A-Z])",
    ),
    rule(  # "... to Ayrton Senna, who became the event's first two-time winner"
        "event_winner",
        r"{P:w}(?:,[^;.\ue001]{0,40})?,? who (?:became|becomes|has become) the (?:event|race)['’]s (?:[\w\-]+ ){0,3}?winner\b",
        governed=True,  # whatever governs the name ("the laurels went not to X but to Y"), the clause says it
    ),
    # a relative on the way ("edged his son Davey to win") is no other subject
    rule(
        "to_win",
        r"{P:w}"
        + GAP
        + r" (?:(?!\b(?:failed|fails|bid|bids|attempt|attempts|hopes?|hoping|tried|trying|quest)\b)"
        r"(?:[^.;\ue001]|\ue001[RMTVLEO]\d+\ue002|(?<=with |from |. of | off |over |past )\ue001P\d+\ue002(?!,? who\b))){0,80}?"
        # "overcame a crash with Y and a brush with a teammate to win": whom the subject met on the way
        # "... in their Audi R18 to win by four laps" (not "X
        # failed in his bid to become the first Ferrari driver to win the World Championship")
        # "took advantage of a crash by the champion Y to win": an object right before "to win" only ("was
        # passed by Y, who went on to win" is Y's)
         + r"(?:\b(?:by|of|from) (?:the )?(?:[a-z][\w\-]* ){0,3}\ue001P\d+\ue002|"
        # "outsprinting Ethiopia's Y in the last mile to win by 16 seconds": whom the subject beat on the way
        r"\b(?:outsprinting|beating|edging(?: out)?|pipping|holding off|outpacing|overtaking|passing|upset|upsetting|overcame|"
        r"outran|outraced|outdueled|outduelled|outsprinted|outpaced) (?:the )?"  # "X outran Y to win by nearly one second"
        r"(?:(?:[a-z][\w\-]*|\ue001[TMLO]\d+\ue002(?:'s|’s)) ){0,3}\ue001P\d+\ue002[^.;,\ue001]{0,40}?)?"
        + NO_HOPE
        + r" to (?:[a-z]+ly )?(?:win\b|[a-z]+ (?:[\w\-]+ ){0,5}?and win (?=the (?:\ue001[EO]\d+\ue002|race\b|[A-Z])))"
        r"(?P<obj>[^.;]{0,40})",
    ),  # "... to lead from pillar to post and win the Ascot Gold Cup" (the race named: not "the 100-lap event")
    rule(  # "forged five lengths clear of Balthazar King to win the Grand National"
        "clear_to_win",
        r"{P:w}"
        + GAP
        + r" (?:[^.;\ue001]|(?<=\d)\.(?=\d)|\ue001[EOVL]\d+\ue002){0,100}?"  # "two minutes 33.2 seconds ahead of"
        + NO_HOPE
        + r" (?:clear of|ahead of|to beat|to hold off|to fend off) "
        r"(?:[a-z][\w\-]* ){0,5}?(?:\ue001[TMLO]\d+\ue002(?:'s|’s) )?{P:r}"  # "ahead of Subaru's Chris Atkinson"
        r"(?: and (?:[a-z][\w\-]* ){0,3}?\ue001P\d+\ue002)?[^.;\ue001]{0,30}? (?:to|and) win\b(?P<obj>[^.;]{0,40})",
        # "... went into overdrive to beat former record holder Y and Z to win his second Boston Marathon"
        beaten=True,
    ),
    rule(  # "blitzed the field ... and pulled away to claim his first win this year"
        "to_claim_win",
        r"{P:w}" + GAP + r" (?!(?:was|were|is|looked|seemed|appeared|hoped|tried|wanted|needed|failed)\b)"
        r"(?:[^.;\ue001]|(?<=from |. of | off |over |past ){P}){0,200}?"  # "soaked up pressure from Y to score"
        + NO_HOPE
        + r" to (?:[a-z]+ly )?(?:claim|take|secure|seal|clinch|grab|score|record|earn|complete|steal|snatch|capture|win) (?:(?:his|her|their|its|a|an|the) "
        # "to win the Olympic women's 1500m gold", "to claim his second World Cup giant slalom"
        r"(?:(?:[\w\-'’]+|\ue001[OEM]\d+\ue002) ){0,3}?(?:win|victory|triumph|gold(?! medal)|(?:giant )?slalom|downhill|super-G)\b|victory\b|the race\b(?!['’]s| lead| to| into| back| over| for)|"
        # "to capture his second straight Indy-car race": a count of the races won, this one the last
        r"(?:his|her|their) (?:first|second|third|fourth|fifth|\w+(?:st|nd|rd|th)) (?:straight |consecutive |successive )"
        r"(?:[\w\-]+ )?race\b(?! (?:start|lead|appearance|entry)))"
        r"(?P<obj>[^.;]{0,40})",
    ),
    rule(  # "outsider X dismissed a host of rivals to dramatically capture the Boylesports Irish Grand National"
        "to_capture_event",
        r"{P:w}" + GAP + r" (?!(?:was|were|is|looked|seemed|appeared|hoped|tried|wanted|needed|failed)\b)"
        r"(?:[^.;\ue001]|(?<=from |. of | off |over |past ){P}){0,200}?"
        + NO_HOPE  # before the space: "in his bid to finally win the Melbourne Cup" is a hope
        + r" to (?:[a-z]+ly )?(?:capture|claim|take|win|land|lift|scoop|bag|snatch) (?:the |(?=\ue001E))(?:\d+(?:st|nd|rd|th) )?"
        r"(?:\ue001E\d+\ue002|(?:[A-Z][\w'’\-]* ){0,5}(?:Grand National|Derby|Stakes|Classic|Grand Prix|Marathon|"
        r"Rally|Hurdle|Chase|Trophy|Gold Cup|(?<!Sprint )(?<!Nextel )(?<!Winston )(?<!World )(?<!Davis )(?<!Stanley )Cup)\b)"
        r"(?!['’]s| (?:pole|lead|title|championship|crown|standings|points|record|stage|series)\b)",
    ),
    rule(
        "beat",
        r"{P:w}"
        + GAP
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
    *WIN_PHRASES,
)
