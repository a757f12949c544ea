"""What the bench and a blind judge found wrong on a fourth new set of real reports, each fault written again as
a report of our own (names invented; nothing of the real reports is copied)."""

from __future__ import annotations

from pathlib import Path

from bot.factbank.entities import find_mentions
from tests.unit.reports_we_wrote import HEAD, bank, facts_of, places


def _kinds(sentence: str) -> list[tuple[str, str]]:
    return [(m.text, m.kind) for m in find_mentions(sentence)]


def test_a_sponsors_car_is_no_person() -> None:
    got = _kinds("Cy Tamm, who led 167 laps in his Vireo Platinum Select Chevrolet, was second.")
    assert ("Chevrolet", "make") in got and not [t for t, k in got if k == "person" and "Vireo" in t], got
    got = _kinds("Third was rookie Gus Pell in the Harbor Rental Store Chevy.")
    assert ("Chevy", "make") in got, got


def test_a_driver_named_park_is_a_person_and_a_park_a_track() -> None:
    assert ("Ray Park", "person") in _kinds("Ray Park got a break when Cy Tamm spun.")
    assert ("Ray Park", "person") in _kinds("Ray Park, who started 18th, won.")
    assert ("Vireo Park", "venue") in _kinds("The race at Vireo Park was wet.")


def test_a_race_named_memorial_is_an_event() -> None:
    assert ("Harbor Memorial", "event") in _kinds("Gus Pell was second to Cy Tamm in the Harbor Memorial.")


def test_a_count_of_wins_for_a_team_gives_the_nearest_name_no_team(tmp_path: Path) -> None:
    text = (
        HEAD
        + "Quill held off an onslaught led by Vireo Motorsports' Cy Tamm and Gus Pell to score her third "
        "career win in the series and second for Harbor Gibbs Racing.\n"
    )
    assert ("Gus Pell", "Harbor Gibbs Racing") not in facts_of(tmp_path, text, "team")


def test_a_place_a_penalty_will_change_is_no_result(tmp_path: Path) -> None:
    got = places(
        tmp_path,
        "Cy Tamm finished in fourth place on a good day for his team, but the Vireoan will drop down a place "
        "after he was handed a 10-second penalty for his collision with Gus Pell.\n",
    )
    assert "fourth" not in got.get("Cy Tamm", set()), got
    got = places(tmp_path, "Gus Pell was fourth after starting 18th following a penalty in qualifying.\n")
    assert got.get("Gus Pell") == {"fourth"}, got


def test_places_after_the_start_are_no_result(tmp_path: Path) -> None:
    got = places(
        tmp_path,
        "Cy Tamm showed he meant business: an incredible start had taken him from 11th to 4th, with Gus Pell "
        "taking sixth from 13th on the grid, just behind Jon Kerr in fifth.\n",
    )
    assert not got.get("Gus Pell") and not got.get("Jon Kerr"), got


def test_a_nations_race_of_no_year_is_not_placed(tmp_path: Path) -> None:
    """A nation's race moves from track to track (a "Canadian Grand Prix" has had three): with no year, where it
    was held is not asked; a sponsor's race keeps its track, asked of its winner's race (see
    test_factbank_editions_more)."""
    text = (
        "Quill wins\n\nAda Quill won the Canadian Grand Prix at Portside Circuit on Sunday, from Cy Tamm.\n"
    )
    assert not [q.prompt for q in bank(tmp_path, text).questions if q.kind == "venue"]
    text = text.replace("on Sunday", "on Sunday, June 2, 2030")
    assert [q.prompt for q in bank(tmp_path, text).questions if q.kind == "venue"]
    venue = [q.prompt for q in bank(tmp_path, HEAD).questions if q.kind == "venue"]
    assert venue == ["At which track did Ada Quill win the Harbor 300?"], venue


def _key(tmp_path: Path, body: str) -> set[tuple[str, str, str]]:
    """The winner's margin, the runner-up and the pole of a report that opens with `HEAD`."""
    got = {(f.relation, f.subject, f.value) for f in bank(tmp_path, HEAD + body).facts}
    return {(r, s, v) for r, s, v in got if r in {"margin", "runner_up", "pole"}}


def test_the_runner_up_and_margin_in_more_words(tmp_path: Path) -> None:
    race = "Harbor 300 at Portside Speedway"
    cases = {
        "By the flag Quill had 0.6s in hand over Cy Tamm, who was 1.1s ahead of Gus Pell.": {
            ("margin", race, "0.6 seconds"),
            ("runner_up", race, "Cy Tamm"),
        },
        "Cy Tamm, on a Ducati, finished a determined runner-up.": {("runner_up", race, "Cy Tamm")},
        "Quill claimed her 10th victory of the season ahead of team-mate Cy Tamm.": {
            ("runner_up", race, "Cy Tamm")
        },
        "Cy Tamm passed Gus Pell to take second, 5.8 seconds behind Quill.": {
            ("margin", race, "5.8 seconds"),
            ("runner_up", race, "Cy Tamm"),
        },
        "Cy Tamm's second-place run marked his career-best finish in the series.": {
            ("runner_up", race, "Cy Tamm")
        },
        "Quill managed her tyres to keep Cy Tamm back, crossing the line 0.6 seconds clear.": {
            ("margin", race, "0.6 seconds")
        },
        "Quill recovered from a spin to pass Cy Tamm and won by a six-second margin.": {
            ("margin", race, "6 seconds")
        },
        "Cy Tamm just about held on to second place under pressure from Gus Pell.": {
            ("runner_up", race, "Cy Tamm")
        },
    }
    for body, want in cases.items():
        assert _key(tmp_path, body + "\n") == want, body


def test_a_gap_told_of_the_runner_up_is_not_the_winners(tmp_path: Path) -> None:
    """ "over Tamm, who was 1.1s ahead of Pell": Tamm's gap to Pell, neither the margin nor the runner-up."""
    assert not _key(
        tmp_path, "By the flag Quill had 0.6s in hand over Tamm, who was 1.1s ahead of Gus Pell.\n"
    )


def test_the_pole_in_more_words(tmp_path: Path) -> None:
    race = "Harbor 300 at Portside Speedway"
    for body in (
        "Cy Tamm led away from pole position in the other Vireo.",
        "As the lights went out Cy Tamm made a perfect getaway from pole.",
        "The rain caused her archrival and pole- sitter Cy Tamm to abandon the race.",
        "Pole position man and pre-race favorite Cy Tamm had to settle for eighth place.",
        "Behind Cy Tamm, who led 167 laps in his Vireo Chevrolet after starting from the pole position, was Gus Pell.",
    ):
        assert ("pole", race, "Cy Tamm") in _key(tmp_path, body + "\n"), body
    assert ("pole", race, "Gus Pell") in _key(tmp_path, "Cy Tamm pulled away from pole-sitter Gus Pell.\n")
    got = _key(tmp_path, "The 22-year-old Quill shrugged off a poor start from pole position to win.\n")
    assert ("pole", race, "Ada Quill") in got


def test_a_round_of_a_series_won_after_two_adjectives_is_named(tmp_path: Path) -> None:
    text = (
        "Quill wins thriller\n\nAda Quill won a dramatic season-opening Vireo MotoGP on Sunday, beating off Cy Tamm "
        "after the pair swapped the lead several times over the final seven laps.\n"
    )
    assert [d.race for d in bank(tmp_path, text).documents] == ["Vireo MotoGP"]


def test_a_race_told_by_its_place_and_named_later(tmp_path: Path) -> None:
    text = (
        "Quill wins the last one\n\nAda Quill led most of the way Sunday in the streets of Port Vireo, winning the "
        "final race of the Champ Car World Series.\nThe race drew a large crowd.\nIt was warm.\nFans cheered.\nThe "
        "teams packed up.\nThe series ends now.\nIts drivers move on.\nSome have no rides.\nTwelve of the drivers in "
        "the Harbor Grand Prix of Port Vireo do not have rides next year, but Cy Tamm finished second.\n"
    )
    assert [d.race for d in bank(tmp_path, text).documents] == ["Champ Car Harbor Grand Prix of Port Vireo"]


def test_a_previously_dominant_rival_is_no_other_race(tmp_path: Path) -> None:
    text = (
        "Tamm report\n\nHome state favorite Cy Tamm overpowered a previously dominant Gus Pell with 30 laps remaining "
        "in Saturday's Harbor 200 race to become the seventh consecutive different Truck Series winner at Portside "
        "Speedway.\n"
    )
    assert {v for _, v in facts_of(tmp_path, text, "winner")} == {"Cy Tamm"}


def test_a_finish_told_after_a_restart_is_the_result(tmp_path: Path) -> None:
    body = (
        "Though she had to survive a restart on Lap 194 of 200, Quill pulled away over the final seven laps and crossed "
        "the finish line 1.041 seconds ahead of runner-up Cy Tamm.\n"
    )
    race = "Harbor 300 at Portside Speedway"
    assert _key(tmp_path, body) == {("margin", race, "1.041 seconds"), ("runner_up", race, "Cy Tamm")}
    assert not _key(tmp_path, "On the restart on Lap 194, Quill was 1.041 seconds ahead of Cy Tamm.\n")


def test_the_spotlight_grabbed_is_no_win(tmp_path: Path) -> None:
    text = (
        "Race report\n\nAt the start of the Harbor 300 at Portside Speedway on Sunday, Gus Pell pulled clear of Eli "
        "Vance, but it was Cy Tamm who grabbed the spotlight.\n"
    )
    assert not facts_of(tmp_path, text, "winner")
    text = "Race report\n\nIt was Cy Tamm who grabbed the victory in the Harbor 300 at Portside Speedway on Sunday.\n"
    assert {v for _, v in facts_of(tmp_path, text, "winner")} == {"Cy Tamm"}


def test_a_paragraph_opened_on_the_pole_tells_the_grid(tmp_path: Path) -> None:
    text = (
        HEAD
        + "\nCy Tamm's pole position at Portside was one of his greatest achievements, after a battle with Gus "
        "Pell. Eli Vance had to settle for third on this occasion while Jon Kerr was fourth.\n"
    )
    got = places(tmp_path, text.removeprefix(HEAD))
    assert not got.get("Eli Vance") and not got.get("Jon Kerr"), got


def test_a_place_that_did_not_last_is_no_result(tmp_path: Path) -> None:
    got = places(
        tmp_path,
        "Cy Tamm overtook Gus Pell into the first chicane. Tamm was third again. It didn't last long.\n",
    )
    assert not got.get("Cy Tamm"), got


def test_a_count_of_wins_at_the_race_names_it_and_says_it_was_won_before(tmp_path: Path) -> None:
    text = (
        "Quill ends barren run\n\nAda Quill claimed her fourth Vireo Grand Prix victory in five years to end a run "
        "of 26 races without a win. Quill was hounded all the way by pole-sitter Cy Tamm, who finished second.\n"
    )
    questions = bank(tmp_path, text).questions
    assert {q.race for q in questions} <= {
        "Vireo Grand Prix"
    }  # (its pole-sitter and runner-up alone name no year)
    assert not [
        q for q in questions if q.kind == "runner_up" and "Tamm" not in q.prompt and "pole" not in q.prompt
    ]


def test_a_margin_of_victory_over_someone_is_a_win(tmp_path: Path) -> None:
    text = (
        "Race report\n\nThe Harbor 300 at Portside Speedway was run on Sunday, May 5, 2030.\nCy Tamm's 0.032-second "
        "margin of victory over fast-closing Gus Pell was the second closest in series history.\n"
    )
    got = facts_of(tmp_path, text, "winner") | facts_of(tmp_path, text, "runner_up")
    assert {v for _, v in got} == {"Cy Tamm", "Gus Pell"}


def test_who_ran_out_of_fuel_in_a_when_clause_did_not_claim_the_win(tmp_path: Path) -> None:
    text = (
        "Race report\n\nPORTSIDE (May 5, 2030) - Cy Tamm of Vireo Racing shot into the lead when Team Harbor's Gus "
        "Pell ran out of fuel two turns from the checkered flag to claim his first career victory in the Harbor 300 "
        "at Portside Speedway.\n"
    )
    assert {v for _, v in facts_of(tmp_path, text, "winner")} <= {"Cy Tamm"}


def test_the_winner_of_a_race_of_no_year_is_named_by_two_details_or_the_margin(tmp_path: Path) -> None:
    """ "Who won the Vireo Grand Prix in which Cy Tamm finished third?" fits every year Tamm was third there."""
    head = "Quill wins\n\nAda Quill won the Vireo Grand Prix on Sunday."
    winner = [
        q.prompt for q in bank(tmp_path, head + " Cy Tamm was third.\n").questions if q.kind == "winner"
    ]
    assert winner == [], winner
    text = head + " Gus Pell finished second and Cy Tamm was third.\n"
    winner = [q.prompt for q in bank(tmp_path, text).questions if q.kind == "winner"]
    assert winner == [
        "Who won the Vireo Grand Prix in which Gus Pell finished second and Cy Tamm finished third?"
    ]
    text = head + " She beat Gus Pell by 2.4 seconds.\n"
    winner = [q.prompt for q in bank(tmp_path, text).questions if q.kind == "winner"]
    assert winner == ["Who won the Vireo Grand Prix by 2.4 seconds?"], winner


def test_line_break_tags_in_plain_text_end_sentences(tmp_path: Path) -> None:
    text = (
        "Race report\n\nAda Quill won the Harbor 300 at Portside Speedway on Sunday, May 5, 2030.<br /> <br /> Cy Tamm "
        "ran third behind Gus Pell in the closing laps, with four races left in the season.<br />\n<br />\nThe "
        "victory was Quill's first of the season and the eighth of her career.<br />\n"
    )
    assert facts_of(tmp_path, text, "career_win") == {("Ada Quill", "eighth")}


def test_what_a_quote_is_said_after_can_be_of_another_time(tmp_path: Path) -> None:
    body = '"I always liked it here," said Cy Tamm, who made his first trip to the track in 2019 testing with Vireo Racing.\n'
    assert ("Cy Tamm", "Vireo Racing") not in facts_of(tmp_path, HEAD + body, "team")


def test_a_place_out_of_the_pits_is_no_result(tmp_path: Path) -> None:
    got = places(
        tmp_path,
        "When the cars pitted, Cy Tamm took four tires and came out eighth, behind Gus Pell, who also took four and "
        "was seventh out of the pits.\n",
    )
    assert not got.get("Gus Pell"), got


def test_a_nations_race_is_not_placed_in_the_nation_again() -> None:
    from bot.factbank.race_id import RaceId

    assert (
        RaceId("Hungarian Grand Prix", "Hungary", None, "Formula One", said_in=True).label()
        == "Hungarian Grand Prix"
    )


def test_a_sponsors_name_for_a_bike_factory_team_accepts_the_make() -> None:
    from bot.factbank.distractors import team_variants

    assert "Ducati" in team_variants("Marlboro Ducati")
    assert "Renault" not in team_variants("Williams Renault")


def test_a_sponsors_name_with_to_in_it_is_the_races() -> None:
    sentence = "Cy Tamm held off Gus Pell to win the All Pro Bumper to Bumper 300 today at Portside Speedway."
    assert ("All Pro Bumper to Bumper 300", "event") in _kinds(sentence)
    assert not [t for t, k in _kinds(sentence) if k == "person" and "Bumper" in t]
    from bot.factbank.race_names import event_candidates

    assert [c for c, _ in event_candidates(sentence)] == ["All Pro Bumper to Bumper 300"]


def test_a_grand_prix_kicker_names_the_place_s_grand_prix() -> None:
    from tests.unit.reports_we_wrote import race_of

    rid = race_of(
        "GRAND PRIX : Vireo : Quill Takes Win and Title Lead\n\nAda Quill brought her car home to a win at the "
        "team's home circuit for the first time in 16 years, ahead of Cy Tamm."
    )
    assert rid is not None and rid.name == "Vireo Grand Prix", rid


def test_a_count_of_a_series_races_names_no_race() -> None:
    from bot.factbank.race_names import event_candidates

    sentence = "Cy Tamm passed Gus Pell late in the Harbor 300 at Portside Speedway to win his second Vireo National race."
    assert [c for c, _ in event_candidates(sentence)] == ["Harbor 300"]
    assert not event_candidates("Tamm said after his seventh career Vireo National win.")
    assert [c for c, _ in event_candidates("Tamm claimed his fourth Vireo Grand Prix victory.")] == [
        "Vireo Grand Prix"
    ]


def test_a_gap_late_in_the_race_is_no_margin(tmp_path: Path) -> None:
    race = "Harbor 300 at Portside Speedway"
    assert not _key(tmp_path, "Quill was 10 seconds ahead of Cy Tamm late in the race, then pitted.\n")
    body = "Quill was 10 seconds ahead of Cy Tamm late in the race and won under caution when Gus Pell crashed.\n"
    assert _key(tmp_path, body) == {("runner_up", race, "Cy Tamm")}  # the order froze; the gap is no margin


def test_a_datelines_town_keeps_its_state() -> None:
    from bot.factbank.race import _dateline

    assert _dateline("PORTSIDE, Mich. (AP) -- Ada Quill won.") == "Portside, Mich."
    assert _dateline("PORTSIDE, Vireo - Ada Quill won.") == "Portside"


def test_an_apostrophe_alone_after_a_name_is_its_possessive() -> None:
    assert ("Cy Tamm", "person") in _kinds("Ada Quill led Gus Pell and Quill’ teammate Cy Tamm in the chase.")
    assert not [t for t, _k in _kinds("Ada Quill led Gus Pell and Quill’ teammate Cy Tamm.") if "’" in t]


def test_one_detail_names_no_edition_of_a_team_or_a_lower_place(tmp_path: Path) -> None:
    """ "Which team did Eli Vance drive for in the Vireo Grand Prix in which Cy Tamm finished second?" fits every
    year Tamm was second there, and Vance may have changed teams; the winner's question keeps the runner-up."""
    text = (
        "Quill wins again\n\nAda Quill won the Vireo Grand Prix for the third time on Sunday. Cy Tamm finished "
        "second. Eli Vance, of Team Harbor, was fifth.\n"
    )  # the winner won it before: she names no edition
    questions = bank(tmp_path, text).questions
    assert not [q.prompt for q in questions if q.kind in {"team", "position"}]
    assert [q.prompt for q in questions if q.kind == "winner"] == [
        "Who won the Vireo Grand Prix in which Cy Tamm finished second and Eli Vance finished fifth?"
    ]


def test_a_paragraph_opened_on_another_year_tells_that_years_places(tmp_path: Path) -> None:
    got = places(
        tmp_path,
        "\nWhen the series raced here last year, Cy Tamm led late but was penalised for blocking. Tamm did not serve "
        "his penalty and so was credited with a 10th-place finish.\n",
    )
    assert not got.get("Cy Tamm"), got


def test_laps_led_early_are_a_spell_not_a_total(tmp_path: Path) -> None:
    text = HEAD + "Cy Tamm led 16 laps early in the race, but he was as far back as 11th on lap 120.\n"
    assert not facts_of(tmp_path, text, "laps_led")
    assert facts_of(tmp_path, HEAD + "Cy Tamm led 16 laps.\n", "laps_led") == {("Cy Tamm", "16")}


def test_a_name_after_his_and_before_a_car_number_is_a_sponsor(tmp_path: Path) -> None:
    text = HEAD + "Quill emerged from her bright blue Gus Pell No. 4 Mustang after doing burnouts.\n"
    assert ("Gus Pell", "4") not in facts_of(tmp_path, text, "car_number")
    assert ("Cy Tamm", "4") in facts_of(tmp_path, HEAD + "Cy Tamm's No. 4 Ford led 159 laps.\n", "car_number")


def test_a_race_named_in_a_comparison_with_another_year_is_not_the_reports() -> None:
    from tests.unit.reports_we_wrote import race_of

    rid = race_of(
        "Tamm repeats at Portside\n\nCy Tamm won again at Portside Speedway on Saturday night. He may not have led "
        "the number of laps that he did during the 2029 Harbor 400 but Tamm still had the car to beat."
    )
    assert rid is not None and rid.year != 2029 and rid.name != "Harbor 400", rid


def test_the_order_at_the_start_is_no_result(tmp_path: Path) -> None:
    got = places(
        tmp_path,
        "\nThe lights went off and the race started with Gus Pell leading from pole, Cy Tamm gets a slow start, Eli "
        "Vance takes second. Jon Kerr gets third. On lap one Ray Park passes Kerr.\n",
    )
    assert not got.get("Eli Vance") and not got.get("Jon Kerr"), got


def test_a_sponsor_backing_a_car_is_no_person() -> None:
    assert ("Vireo Depot", "org") in _kinds(
        "The orange Vireo Depot backed Chevrolet led more than half of the laps."
    )
    assert ("Cy Tamm", "person") in _kinds("Cy Tamm backed off late.")


def test_a_year_told_after_since_is_another_editions() -> None:
    from tests.unit.reports_we_wrote import race_of

    rid = race_of(
        "Quill takes the title\n\nPORTSIDE, Fla - Ada Quill won Saturday's Harbor 300 at Portside Speedway and also "
        "captured her first series title. Going into the race Cy Tamm had led every lap since lap 62 of the 2029 "
        "edition of the race."
    )
    assert rid is not None and rid.year != 2029, rid


def test_whom_a_stand_in_deputised_for_is_asked_nothing_he_did_not_do(tmp_path: Path) -> None:
    body = "Gus Pell, deputising for injured Vireo-Harbor driver Cy Tamm, ended seventh.\n"
    questions = bank(tmp_path, HEAD.replace("on Sunday", "on Sunday, May 5, 2030") + body).questions
    assert [q.answer for q in questions if q.kind == "substitute"] == ["Gus Pell"]
    assert not [
        q.prompt for q in questions if "Cy Tamm drive" in q.prompt or "did Cy Tamm finish" in q.prompt
    ]


def test_a_place_of_the_race_to_come_is_not_the_venue() -> None:
    from tests.unit.reports_we_wrote import race_of

    rid = race_of(
        "Quill wins thriller\n\nAda Quill won a dramatic Vireo Grand Prix to take the title battle to the final round "
        "in Portside in two weeks' time. Cy Tamm finished second."
    )
    assert rid is not None and rid.venue != "Portside", rid
    rid = race_of(
        "Favorite Quill wins the Harbor Stakes, will shoot for the Crown at Portside\n\nQuill, trained by Cy Tamm, won "
        "the Harbor Stakes on Saturday. Gus Pell finished second."
    )
    assert rid is not None and rid.venue != "Portside", rid


def test_a_medal_another_subject_took_is_not_the_names(tmp_path: Path) -> None:
    """ "Just behind X, who won with the smallest margin in [Olympic] history, Kenya took silver": the medal is
    Kenya's, not that of a name read in the clause before it."""
    from bot.factbank.place_rules import PLACE_RULES

    silver = next(r.pattern for r in PLACE_RULES if r.name == "silver")
    tagged = "Just behind \ue001P0\ue002, who won by the most in \ue001P1\ue002 history, Vireo took silver."
    assert not silver.search(tagged)
    assert silver.search("\ue001P0\ue002 finally took silver.")
    assert places(tmp_path, "Cy Tamm finally took silver.\n").get("Cy Tamm") == {"second"}


def test_the_olympics_are_no_person() -> None:
    assert not _kinds("It became the official length from the 1924 Vireo Olympics onwards.")
    assert not _kinds("She won with the smallest margin in Olympic history.")
    assert ("Cy Tamm", "person") in _kinds("Olympic champion Cy Tamm won.")
