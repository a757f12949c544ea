"""The rest of the ways real reports say "won" (`win_rules.WIN_RULES` ends with these rows): a win told in a
clause or a phrase of its own ("after winning the Stater Bros. 300", "Sebastien Loeb's victory in Rally
Spain", "won ... ahead of Nico Rosberg"). {P:w} is the winner; {P:r} whom they beat.
"""

from __future__ import annotations

from bot.factbank.win_rule_parts import GAP, NP, WinRule, rule

WIN_PHRASES: tuple[WinRule, ...] = (
    rule(  # "X is two thirds of the way to a hat trick after winning Saturday's Stater Bros. 300"
        "after_winning",
        r"{P:w}" + GAP + r" (?!(?:was|were|is|looked|seemed|appeared|hoped|tried|wanted|needed|failed)\b)"
        r"(?:(?!\b(?:could|would|can|will|might|may|must|chance|bid|hopes?)\b)[^.;\ue001]){0,100}? "
        r"(?:after|when|while) (?:winning\b|(?:claiming|taking|scoring|capturing|securing|clinching|sealing|notching|"
        r"recording|earning) (?:his|her|their|a|an|the) (?:[\w\-]+ |\ue001[OE]\d+\ue002 ){0,3}?(?:victory|win|triumph)"
        r"(?: of the (?:year|season))?(?= (?:in|at|on)\b| by\b|\s*[,.;]|$))(?P<obj>[^.;]{0,40})",
        # "... chiselled his niche when winning a second X", "ended the season on a winning note after claiming his
        # eighth victory of the year at Y"
    ),
    rule(  # "Just minutes after winning the 42nd NAPA Auto Parts 300, the first event of the season, X was back":
        # the win told before its subject (not "After winning the X last year, ...": another year's)
        "after_winning_before",
        r"^\W*(?:(?:Just|Only|Shortly|Moments|Minutes|Hours|Soon) )?(?:(?:minutes|moments|hours|seconds) )?"
        r"(?:[Aa]fter|[Ss]ince) (?:winning|taking|claiming|capturing) (?P<obj>(?:the |his |her )?(?:\d+(?:st|nd|rd|th) )?"
        r"\ue001E\d+\ue002(?![^.;\ue001]{0,60}?\b(?:last|previous|ago|in (?:19|20)\d\d)\b)"
        r"(?:[^.;\ue001]|\ue001[OTMVL]\d+\ue002){0,80}?), {P:w}",
    ),
    rule(  # "Sebastien Loeb's effortless victory in Rally Spain", "Hill's victory for Williams at Adelaide"
        "possessive_win",
        r"{P:w}(?:'s|’s) (?:[\w\-]+ ){0,2}?(?:victory|win|triumph) (?:in|at|for|on)\b(?P<obj>[^.;]{0,40})",
    ),
    rule(  # "Villeneuve's victory moves him to within three points of X": the win's effect, this race's
        "win_moves",
        r"{P:w}(?:'s|’s) (?:[\w\-]+ ){0,2}?(?:victory|win|triumph) (?:moves|moved|gives|gave|puts|put|lifts|lifted|"
        r"keeps|kept|leaves|left|sends|sent|extends|extended|closes|closed|cuts|means|meant|hands|handed|earns|earned) "
        r"(?:him|her|them|his|her|their)\b",
    ),
    rule(  # "compatriot Mary Keitany captured the women's race"
        "division_win",
        r"{P:w}" + GAP + r" (?:captured|captures|took|takes|claimed|claims|clinched|clinches|took out) the "
        r"(?:men['’]s|women['’]s) (?:race|division|title|event|marathon|crown)\b",
    ),
    rule(  # "X widened his points lead with a victory in the Concord Pacific Challenge"
        "with_a_win_in",
        r"{P:w}" + GAP + r" (?!(?:was|were|is|looked|seemed|appeared|hoped|tried|wanted|needed|failed)\b)"
        r"(?:[^.;\ue001]|\ue001[OEVLTM]\d+\ue002){0,80}? (?:with (?:(?:a|an|his|her|their) (?:[\w\-]+ |\ue001[OE]\d+\ue002 ){0,3}?)?"
        r"(?:victory|win|triumph)|(?:with|for) (?:a|an|the) (?:[\w\-]+ ){0,3}?upset(?: win| victory)?)"
        r"(?: of the (?:season|year))?(?: (?:on )?(?:Sunday|Saturday|Friday|Monday|yesterday|today))? (?:in|at)\b"
        # "with a win Sunday at the X", "with his sixth victory of the season at the Canadian Grand Prix"
        r"(?P<obj>[^.;]{0,40})",  # "... for a stunning 80-1 upset in the Kentucky Derby": an unexpected win
    ),
    rule(  # "X restored Renault's dominance, winning the Spanish Grand Prix"; "... by taking victory at the Y"
        "winning_clause",
        r"{P:w}(?!['’]s)" + GAP + r" (?!(?:hoped|tried|wanted|needed|failed|aimed|looked|seemed)\b)"
        r"(?:(?!\b(?:could|would|can|will|might|may|must|chance|bid|hopes?)\b)"
        r"(?:[^.;\ue001]|\ue001[OEVLMT]\d+\ue002|\ue001P\d+\ue002['’]s|\b(?:in|at) \ue001P\d+\ue002)){0,140}?"
        r"(?:, | by )(?:winning|taking (?:the )?(?:victory|win|chequered flag|checkered flag) (?=in|at)|"
        r"(?:scoring|claiming|recording|earning|notching) (?:his|her|their|a|an|the) (?:[\w\-]+ |\ue001[OE]\d+\ue002 ){0,3}?"
        r"(?:victory|win) (?=in|at|with a))"  # "delighted his home fans by scoring his first Formula One victory at
        # the X", "by claiming his first Formula One win with a superb display in the Y"
        r"(?P<obj>[^.;]{0,40})",
    ),
    rule(  # "X gave Toyota its first Wales Rally GB win since 1996 by storming to victory at the event"
        "by_storming_to",
        r"{P:w}" + GAP + r" (?!(?:was|were|is|looked|seemed|appeared|hoped|tried|wanted|needed|failed)\b)"
        r"(?:(?!\b(?:could|would|can|will|might|may|must|chance|bid|hopes?)\b)(?:[^.;\ue001]|\ue001[OEVLTM]\d+\ue002)){0,100}? "
        r"by (?:storming|racing|charging|cruising|powering|sprinting|speeding|surging|romping|streaking|sweeping) to "
        r"(?:a |an |the |his |her |their )?(?:[\w\-]+ ){0,3}?(?:victory|win|triumph|gold)\b",
    ),
    rule(  # "But Waldgeist stayed on past all three to prevail for trainer X"
        "to_prevail",
        r"{P:w}" + GAP + r" (?!(?:was|were|is|looked|seemed|appeared|hoped|tried|wanted|needed|failed)\b)"
        r"(?:(?!\b(?:could|would|can|will|might|may|must|chance|bid|hopes?|trying|tried|failed)\b)"
        r"(?:[^.;\ue001]|\ue001[OEVLTM]\d+\ue002)){0,80}? to (?:prevail|triumph)\b",
    ),
    rule(  # "Waldgeist denied Enable in her bid for a third Arc": the winner stopped the rival's win
        "denied_bid",
        r"{P:w}"
        + GAP
        + r" denied {P:r} (?:in (?:his|her|their|its) bid|(?:a |an |the )?(?:[\w\-]+ )?(?:victory|win|"
        r"hat-trick|treble|double)\b)",
        beaten=True,
    ),
    rule(  # "X maintained the family tradition when he won the Indianapolis 500 by less than a car length over Y"
        "won_by_over",
        r"{P:w}" + GAP + NP + r"{0,100}? (?:won|wins) " + NP + r"{0,80}? by " + NP + r"{1,40}? over "
        r"(?:[A-Z][a-z]+ )?{P:r}",
        beaten=True,
    ),
    rule(  # "teammate X, who won the race for the second straight year"
        "who_won_race",
        r"{P:w}, who (?:won|wins) (?:the race|the event|today|on [A-Z]\w+day)\b"
        r"(?! (?:last|a year|in (?:19|20)\d\d))",
    ),
    rule(  # "Pedrosa, who started from pole on his Honda, was followed across the line by Yamaha's X": X second
        "followed_home_by",
        r"{P:w}"
        + GAP
        + r" (?:was|were) (?:closely |then )?followed (?:across the (?:finish )?line|home|over the line|to the "
        r"(?:chequered |checkered )?flag) by (?:(?:[\w\-'’]+|\ue001[TM]\d+\ue002(?:'s|’s)?) ){0,3}?{P:r}",
        beaten=True,
    ),
    rule(  # "X led Red Bull to a one-two finish", "the Englishman led home a one-two for Brawn": first of the two
        "led_one_two",
        r"{P:w}"
        + GAP
        + r" (?:led|leads|leading) (?:home )?(?:(?:\ue001[TM]\d+\ue002|his team|her team) (?:home )?to )?"
        r"(?:a|an|the) (?:[\w\-]+ )?(?:one-two|1-2)\b",
    ),
    rule(  # "Mansell ... running away with the British Grand Prix": the event itself
        "ran_away_with",
        r"{P:w}"
        + GAP
        + r" [^.;\ue001]{0,80}?\b(?:ran|runs|running|run|romped|romping|walked|walking) away with "
        r"(?:the |this |Sunday['’]s |Saturday['’]s )?\ue001E\d+\ue002(?!['’]s| (?:pole|lead|title|championship)\b)",
    ),
    rule(  # "X captured the Indianapolis 500 under a caution flag": the event itself, not its pole or lead
        "took_event",
        r"{P:w}"
        + GAP
        + r" (?:captured|captures|claimed|claims|clinched|clinches|took|takes|secured|secures|landed|lands|"
        r"lifted|lifts|snatched|snatches|grabbed|grabs|bagged|bags|scooped|scoops|(?:taken|took|takes) out) (?:the )?"
        r"(?:\d+(?:st|nd|rd|th) (?:running |edition )?(?:of the )?)?\ue001E\d+\ue002"
        r"(?!['’]s| (?:pole|lead|title|championship|crown|standings|points|record|stage)\b)",
    ),
    rule(  # "X clinched the Australian Grand Prix from teammate Y": the British "from", whom the winner beat
        "took_event_from",
        r"{P:w}"
        + GAP
        + r" (?:captured|claimed|clinched|took|secured|snatched|won) (?:the )?\ue001E\d+\ue002 from "
        r"(?:(?:[\w\-]+|\ue001[TO]\d+\ue002) ){0,3}?{P:r}(?! (?:on|at|in) (?:the )?(?:lap|turn|corner|restart)\b)",
        beaten=True,
    ),
    rule(  # "The victory was Crafton's second at Texas"
        "victory_was",
        r"^\W*(?:The|This|Sunday's|Saturday's|Friday's|Monday's|Sunday’s|Saturday’s|Friday’s|Monday’s) "
        r"(?:victory|win|triumph) (?:was|is|marked|marks|gave|gives) {P:w}(?:'s|’s| (?:his|her|their)) ",
    ),
    rule(  # "The result was Kahne's second Busch Series win of 2005": the race's result, named
        "result_was",
        r"^\W*(?:The|That|This) (?:end )?(?:result|outcome) (?:was|is) {P:w}(?:'s|’s) "
        r"(?:[\w\-]+ |\ue001[OES]\d+\ue002 ){0,3}?(?:victory|win|triumph)\b",
    ),
    rule(  # "both riders fell, leaving X, riding a Yamaha, to claim his first victory"
        "leaving_to_win",
        r"\bleaving (?:[\w\-']+ ){0,2}?{P:w}(?:,(?:[^,;\ue001]|\ue001[TMVLEO]\d+\ue002){1,60},)? to (?:(?:claim|take|secure|score|record|"
        r"grab|collect|inherit) (?:(?:his|her|their|its|a|an|the) )?(?:[\w\-']+ |\ue001E\d+\ue002 ){0,4}?"
        r"(?:win|victory|triumph)\b|"
        r"win\b(?P<obj>[^.;]{0,40}))",
    ),
    rule(
        "it_was_who",
        r"\bit was {P:w} who\b"
        + NP
        + r"{0,80}? (?:see off|saw off|hold off|held off|beat|outsprint|edge out|edge) "
        r"(?:[\w\-]+ ){0,2}?{P:r}",
        beaten=True,
    ),
    rule(
        "after_beating",
        r"{P:w}[^.;\ue001]{0,90}? after (?:beating|edging|holding off|outlasting) {P:r}",
        beaten=True,
    ),
    rule(  # "X led from pole position to win the Malaysian Grand Prix on Sunday ahead of Nico Rosberg"
        "win_ahead_of",
        r"{P:w}"
        + GAP
        + r" (?!(?:was|were|is|looked|seemed|appeared|hoped|tried|wanted|needed|failed)\b)[^.;\ue001]{0,80}?"
        r"\b(?:to win|won|wins)\b(?:[^.;\ue001]|\ue001[EVLOTM]\d+\ue002){0,60}? ahead of "
        r"(?:[\w\-'’]+ |\ue001[TMO]\d+\ue002(?:'s|’s) ){0,2}?{P:r}"  # "ahead of Ferrari's Sebastian Vettel"
        r"(?! and\b)",
        beaten=True,
    ),
    rule(  # "Brock finished the race a lap ahead of his fellow competitors": ahead of everyone
        "ahead_of_all",
        r"{P:w}"
        + GAP
        + r" (?:finished|crossed the (?:finish )?line|came home|took the (?:checkered|chequered) flag)"
        r"(?: the race)? (?:[\w\-.]+ ){0,4}?ahead of (?:the|his|her|their|all (?:of )?(?:his|her|their|the)) "
        r"(?:rest of the |other |fellow |nearest |closest )?(?:field|competitors|rivals|pack|chasers|opposition|others)\b",
    ),
    rule(  # "Lotterer shared the victory with fellow co-drivers A and B": a crew's win, not another year's
        "shared_win",
        r"{P:w}"
        + GAP
        + r" (?:shared|shares) (?:the|his|her|their|a|an) (?:[\w\-]+ ){0,2}?(?:victory|win|triumph)\b"
        r"(?! (?:in|at) (?:the )?(?:19|20)\d\d\b)(?![^.;]{0,60}\b(?:last|previous) (?:year|season)\b)",
    ),
    rule(  # "only seconds separated the winning Audi of Andre Lotterer and second-placed X": the car's driver
        "winning_car_of",
        r"\b[Tt]he winning (?:[\w\-#.]+ |\ue001[MTO]\d+\ue002 ){0,4}?of {P:w}",
        governed=True,
    ),
    rule(
        "ahead_of",
        r"{P:w}"
        + GAP
        + NP
        + r"{0,100}? (?:victory|win)(?: of the (?:season|year))? (?:ahead of|over) (?:"
        + NP
        + r"{0,30}? )?{P:r}",  # "claimed his 10th victory of the season ahead of team-mate Y"
        beaten=True,
    ),
)
