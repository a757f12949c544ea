"""Errors found on a twelfth set of real reports, fixed in general form and tested on sentences we wrote:
a name followed by a count, a sponsor's race written with a possessive, brothers told apart by a
relative's clause, a father the bank also knows with a "Jr." son."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.factbank import build_bank
from bot.factbank.entities import find_mentions
from tests.unit.reports_we_wrote import bank, facts


def test_a_name_followed_by_a_count_is_still_a_name() -> None:
    found = find_mentions("It took Ada Quill 27 laps to work her way to the lead.")
    assert [(m.text, m.kind) for m in found] == [("Ada Quill", "person")]


def test_a_sponsors_race_with_a_possessive_is_an_event() -> None:
    found = find_mentions("She was the fastest driver in the Grogan’s 250 Harbor Series race.")
    assert ("Grogan’s 250", "event") in [(m.text, m.kind) for m in found]
    found = find_mentions("It was Quill's 200 laps of pain.")
    assert ("Quill", "surname") in [(m.text, m.kind) for m in found]  # a count, not a race


def test_brothers_a_relatives_clause_tells_which_one(tmp_path: Path) -> None:
    text = (
        "Quill claims victory at Portside\n\n"
        "It took Ada Quill 27 laps to work her way to the lead Saturday in the Harbor 250.\n\n"
        "The 19-year-old Quill, younger sister of Harbor Cup driver Bea Quill, led 87 of the 125 laps.\n\n"
        "She beat runner-up Cy Tamm to the finish by 3.861 seconds."
    )
    got = facts(tmp_path, text)
    assert ("laps_led", "Ada Quill", "87") in got
    assert not any(f[1] == "Bea Quill" for f in got)
    assert ("winner", "Bea Quill") not in {(f[0], f[2]) for f in got}


def test_a_father_is_not_the_son_another_report_names(tmp_path: Path) -> None:
    (tmp_path / "a.txt").write_text(
        "Quill wins the Harbor 400\n\nAlthough it was not the Harbor 500, Ada Quill will take it.\n\n"
        "Quill took the checkered flag ahead of Cy Tamm for the 69th victory of her career in the Harbor 400 "
        "at Portside Speedway.\n"
    )
    (tmp_path / "b.txt").write_text(
        "Tamm wins the Lakeside 300\n\nCy Tamm won the Lakeside 300 at Lakeside Speedway on Sunday, ahead of "
        "Ada Quill Jr. and Bo Reed.\n"
    )
    winners = {f.value for f in build_bank(tmp_path).facts if f.relation == "winner"}
    assert "Ada Quill" in winners


def test_a_father_and_his_jr_son_in_one_report_are_two_people(tmp_path: Path) -> None:
    text = (
        "Quill wins the Harbor 500\n\nAda Quill won the Harbor 500 at Portside Speedway on Sunday.\n\n"
        "Quill, who led seven times for 34 of the 188 laps, beat her son Ada Quill Jr. to the line.\n\n"
        "Quill slipped back to 18th by lap 183 before her charge."
    )
    got = facts(tmp_path, text)
    assert ("winner", "Ada Quill") in {(f[0], f[2]) for f in got}
    assert ("laps_led", "Ada Quill", "34") in got
    assert not any(f[1] == "Ada Quill Jr." and f[0] in {"laps_led", "winner"} for f in got)
    assert not any(f[0] == "position" and f[1] == "Ada Quill" for f in got)  # a running place


def test_a_dateline_with_slashes_is_no_winner(tmp_path: Path) -> None:
    text = (
        "Quill scripts history\n\nPORTSIDE // Ada Quill became the youngest ever champion Sunday, clinching the "
        "title with a win at the season-ending Harbor Grand Prix.\n\n"
        "The German Red Bull driver started the race from pole position."
    )
    got = facts(tmp_path, text)
    assert ("winner", "Ada Quill") in {(f[0], f[2]) for f in got}
    assert not any(f[2] in {"Portside", "Red Bull"} and f[0] in {"winner", "pole"} for f in got)


def test_places_listed_inline_with_commas(tmp_path: Path) -> None:
    text = (
        "Who won the Harbor Grand Prix? Result in full as Ada Quill takes maiden victory\n\n"
        "1st Ada Quill (Lakeside), 2nd Cy Tamm (Hillcrest), 3rd Bo Reed (Racing Point).\n\n"
        "Ada Quill took her first ever victory after a drama-strewn Harbor Grand Prix."
    )
    got = facts(tmp_path, text)
    assert ("winner", "Ada Quill") in {(f[0], f[2]) for f in got}
    assert {("position", "Cy Tamm", "second"), ("position", "Bo Reed", "third")} <= got


def test_a_participle_clause_naming_someone_between_winner_and_verb(tmp_path: Path) -> None:
    text = (
        "Quill follows her mother's example\n\n"
        "Ada Quill, outdueling Cy Tamm Jr. in a battle of second-generation drivers, earned her first Indy-car "
        "victory Sunday in the Harbor Grand Prix of Portside.\n\n"
        "Tamm, the daughter of defending series champion Cy Tamm, took the lead on lap 56.\n\n"
        "Quill crossed the finish line just .38 of a second ahead of Tamm."
    )
    got = facts(tmp_path, text)
    assert ("winner", "Ada Quill") in {(f[0], f[2]) for f in got}
    assert ("runner_up", "Cy Tamm Jr.") in {(f[0], f[2]) for f in got}  # the one named in full first
    assert ("runner_up", "Cy Tamm") not in {(f[0], f[2]) for f in got}


def test_indy_car_names_the_series(tmp_path: Path) -> None:
    text = (
        "Quill wins at Portside\n\nAda Quill earned her first Indy-car victory Sunday in the Harbor Grand Prix, "
        "ahead of Cy Tamm.\n\nHer mother, who also won a Formula One race on the Portside circuit in 1977, was "
        "fifth."
    )
    assert bank(tmp_path, text).documents[0].race.startswith("IndyCar Harbor Grand Prix")


def test_the_owner_a_runner_drives_for_is_not_second(tmp_path: Path) -> None:
    text = (
        "Quill wins the Harbor 500\n\nAda Quill won the Harbor 500 at Portside Speedway on Sunday.\n\n"
        "Cy Tamm Jr., driving for seven-time series champion and seven-time Harbor 500 winner Bo Reed, finished "
        "second."
    )
    assert not any(f[1] == "Bo Reed" or f[2] == "Bo Reed" for f in facts(tmp_path, text))


def test_which_race_a_winner_won_that_year_is_not_asked(tmp_path: Path) -> None:
    text = (
        "Quill wins in Portside\n\nAda Quill won the 2006 Harbor Grand Prix at Portside on Sunday, ahead of Cy "
        "Tamm."
    )
    prompts = [q.prompt for q in bank(tmp_path, text).questions]
    assert prompts and not any(p.startswith("Which race did") for p in prompts)  # she won others in 2006


def test_an_engine_and_chassis_of_a_driver_is_his_car(tmp_path: Path) -> None:
    found = find_mentions("Quill beat the Honda-Reynard of Cy Tamm by a half-second.")
    assert ("Cy Tamm", "person") in [(m.text, m.kind) for m in found]
    assert not any(" of " in m.text for m in found)


def test_a_count_of_wins_is_no_place(tmp_path: Path) -> None:
    text = (
        "Quill wins the Harbor 400\n\nAda Quill won the Harbor 400 on Sunday, ahead of Cy Tamm.\n\n"
        "Bo Reed made his poor results a distant memory as he took a sixth win of the season."
    )
    assert not any(f[0] == "position" and f[2] == "sixth" for f in facts(tmp_path, text))


def test_the_isle_of_man_senior_tt_and_a_manxman(tmp_path: Path) -> None:
    text = (
        "TT 2014: Quill takes debut Senior win\n\nAda Quill took her first-ever victory in the Isle of Man Senior "
        "TT this afternoon, 14 seconds ahead of Cy Tamm. Manxman Bo Reed finished eighth."
    )
    r = bank(tmp_path, text)
    assert r.documents[0].race == "2014 Isle of Man Senior TT"
    assert ("position", "Bo Reed", "eighth") in {(f.relation, f.subject, f.value) for f in r.facts}


def test_a_rally_named_in_lower_case_before_win(tmp_path: Path) -> None:
    text = (
        "WRC Harbor: Quill beats Tamm to take eighth Harbor win\n\nAda Quill held off Cy Tamm in a final stage "
        "showdown to take an eighth Harbor rally win by 10.5s.\n\nIt was her first win since Rally Lakeside "
        "in 2018, the same season her team last won at Rally Hillcrest."
    )
    assert bank(tmp_path, text).documents[0].race == "Harbor Rally"


def test_a_horse_named_for_someone_is_not_that_person(tmp_path: Path) -> None:
    text = (
        "Harbor wins Portside Derby\n\nPORTSIDE, Ky. — Harbor stormed into the lead on the turn for home and won the "
        "142nd Portside Derby, ahead of Tideway.\n\nHarbor, named for hockey player Ada Harbor, gives trainer Cy "
        "Tamm his second Derby winner."
    )
    winners = {f[2] for f in facts(tmp_path, text) if f[0] == "winner"}
    assert winners == {"Harbor"}


def test_a_stable_named_by_its_trainer_is_no_runner(tmp_path: Path) -> None:
    text = (
        "Tideway wins Portside Cup for Tamm\n\nTideway landed an emotional triumph for trainer Cy Tamm in the "
        "Portside Cup at Flemington, ahead of Sea Lane.\n\n"
        "Quiet Dawn made it a memorable day for the Tamm stable as he finished a brave fourth."
    )
    got = facts(tmp_path, text)
    assert ("position", "Quiet Dawn", "fourth") in got
    assert not any(f[1] == "Cy Tamm" and f[0] == "position" for f in got)


def test_the_other_divisions_paragraphs_go_on_until_the_report_returns(tmp_path: Path) -> None:
    text = (
        "Quill wins Harbor Ironman\n\nPORTSIDE, Hawaii (AP) Ada Quill won the Harbor World Championship for the first time "
        "Saturday, beating Cy Tamm by more than five minutes.\n\nTamm finished in 8:19:23. Bo Reed was third in "
        "8:20:32.\n\nEve Lund won the women race for the third time, finishing in 9:00.55.\n\n"
        "She swam 1:00.14 and ran 2:50.26.\n\nMia Berg was second in 9:02:57. Ida Holm was third in 9:04:23."
    )
    questions = bank(tmp_path, text).questions
    assert any("Bo Reed" in q.prompt and q.answer == "third" and "men's" in q.prompt for q in questions)
    about_berg = [q for q in questions if "Mia Berg" in (q.prompt + q.answer)]
    assert all("women's" in q.prompt for q in about_berg)  # never a second place in the men's race


def test_a_marathon_runners_country_is_no_team(tmp_path: Path) -> None:
    text = (
        "Quill wins Harbor Marathon\n\nAda Quill won the Harbor Marathon on Sunday, ahead of Cy Tamm.\n\n"
        "Morroco's Bo Reed came third as Britain's Eve Lund finished eighth."
    )
    assert not any(q.prompt.startswith("Which team") for q in bank(tmp_path, text).questions)


def test_the_next_races_venue_is_not_this_ones_and_a_downhill_is_a_ski_race(tmp_path: Path) -> None:
    text = (
        "Quill wins, sets up close fight for downhill title\n\nPORTSIDE, Norway — Ada Quill won the next-to-last "
        "downhill of the World Cup season Saturday, 0.2 seconds ahead of Cy Tamm.\n\n"
        "Quill trails teammate Bo Reed by four points going into the final race at Lakeside, Switzerland, on "
        "Wednesday."
    )
    assert bank(tmp_path, text).documents[0].race == "ski race in Portside"


def test_a_win_told_by_a_participle_after_the_clause(tmp_path: Path) -> None:
    text = (
        "Quill starts title defence in style\n\nReigning champion Ada Quill made the best possible start to her "
        "title defence, snatching a dramatic last-lap win in the opening race of the Harbor 500.\n\n"
        "Staying out on circuit, Quill moved up to third before taking the lead from Cy Tamm on lap 52."
    )
    got = facts(tmp_path, text)
    assert ("winner", "Ada Quill") in {(f[0], f[2]) for f in got}
    assert not any(f[0] == "position" and f[1] == "Ada Quill" for f in got)
    text = (
        "Quill wins the Harbor 500\n\nAda Quill led 50 laps, taking the stage win, and Cy Tamm won the race."
    )
    assert ("winner", "Ada Quill") not in {(f[0], f[2]) for f in facts(tmp_path, text)}


def test_a_name_ending_in_team_is_a_team(tmp_path: Path) -> None:
    found = find_mentions("when Cy Tamm (The Bottle-O Racing Team) hit the wall")
    assert ("Bottle-O Racing Team", "team") in [(m.text, m.kind) for m in found]


def test_a_motogp_race_in_a_town(tmp_path: Path) -> None:
    text = (
        "Quill over the moon as title beckons\n\nSpain's Ada Quill won yesterday's Harbor MotoGP in Portside, her "
        "first victory in the premier category, ahead of Cy Tamm."
    )
    assert bank(tmp_path, text).documents[0].race == "MotoGP race in Portside"


def test_le_mans_is_a_place_and_a_make_wins_a_24_hour_race(tmp_path: Path) -> None:
    assert [(m.text, m.kind) for m in find_mentions("He won at Le Mans.")] == [("Le Mans", "venue")]
    text = (
        "Victory for Audi at Le Mans\n\nAudi won the 2014 24 Hours of Le Mans on Sunday for the fifth year in a "
        "row, three laps ahead of Toyota."
    )
    got = {(q.prompt, q.answer) for q in bank(tmp_path, text).questions}
    assert any(p.startswith("Which team won") and a == "Audi" for p, a in got)
    text = "Chevrolet wins at Portside\n\nChevrolet won the 2014 Harbor 500 at Portside Speedway on Sunday."
    assert not any(q.prompt.startswith("Which team won") for q in bank(tmp_path, text).questions)


def test_a_track_ending_a_race_sentence_is_a_place_in_the_headline_too(tmp_path: Path) -> None:
    text = (
        "HTCC Cedar Bluff R2: Quill\n\nFour-time Harbor Touring Car champion Ada Quill soaked up race-long "
        "pressure from Cy Tamm to score her second win of the season in race two at Cedar Bluff.\n\n"
        "Bo Reed finished fourth."
    )
    got = facts(tmp_path, text)
    assert ("winner", "Ada Quill") in {(f[0], f[2]) for f in got}
    assert not any("Cedar Bluff" in (f[1], f[2]) and f[0] != "venue" for f in got)
    assert not any("Touring Car" in (f[1], f[2]) for f in got)


def test_a_sponsors_race_with_its_distance_in_kilometres(tmp_path: Path) -> None:
    found = find_mentions(
        "beat Cy Tamm in Sunday's Harbor Frozen Foods 300-kilometer race, earning her fifth win."
    )
    assert ("Harbor Frozen Foods 300", "event") in [(m.text, m.kind) for m in found]
    found = find_mentions("He won the Harbor Frozen Foods 300 km at Portside.")
    assert ("Harbor Frozen Foods 300", "event") in [(m.text, m.kind) for m in found]
    text = (
        "Quill wins again\n\nAda Quill says she does nothing right on a road course except win.\n\n"
        "The defending champion beat Cy Tamm and Bo Reed in Sunday's Harbor Frozen Foods 300-kilometer race, "
        "earning her fifth victory in the last seven road races."
    )
    assert ("winner", "Harbor Frozen Foods") not in {(f[0], f[2]) for f in facts(tmp_path, text)}


@pytest.mark.parametrize(
    "text, race",
    [
        (
            "F1: Quill delays Tamm's title charge, wins Harbor Grand Prix\n\nAda Quill won Sunday's Formula 1 Grand "
            "Prix at Portside Speedway. It's been five long years since Quill's last win came way back in the 2013 "
            "Lakeside Grand Prix. The Finn made a great start.\n\nQuill claimed her 21st victory, the first one "
            "since 2013, when she won the Lakeside Grand Prix.",
            "Harbor Grand Prix at Portside Speedway",
        ),
        (
            "Quill pulls out all stops\n\nAda Quill's daring pass of Cy Tamm on the final lap to win the Bank of "
            "Harbor 300 Sunday capped an incredible year for Bo Reed's Target Indy car team.",
            "Bank of Harbor 300",
        ),
        (
            "Quill holds off Tamm\n\nAda Quill held off a charging Cy Tamm at Portside Motor Speedway in a Trucks "
            "Series race.",
            "Truck Series race at Portside Motor Speedway",
        ),
        (
            "Quill wins at Harbor\n\nAda Quill won the Harbor Lite 200 at the Lakeside Sports Car Course on Sunday.",
            "Harbor Lite 200 at Lakeside Sports Car Course",
        ),
    ],
)
def test_race_names_of_set_13(tmp_path: Path, text: str, race: str) -> None:
    assert bank(tmp_path, text).documents[0].race == race


def test_headline_words_after_a_race_and_a_title_cased_isle_of_man() -> None:
    from bot.factbank.race_names import event_candidates

    assert [c for c, _ in event_candidates("12 Hours of Portside Postscript")] == ["12 Hours of Portside"]
    assert [c for c, _ in event_candidates("Results From The Isle Of Man TT (Updated)")] == ["Isle Of Man TT"]


@pytest.mark.parametrize(
    "sentence, winner",
    [
        (
            "Ada Quill of Britain fought her way through the rain Sunday to easily win the Harbor Grand Prix.",
            "Ada Quill",
        ),
        (
            "Team-mates Ada Quill and Cy Tamm finished 1-2 Sunday in the Harbor 200 at Portside Speedway.",
            "Ada Quill",
        ),
        ("ADA QUILL led from start to finish in the European 500cc grand prix yesterday.", "Ada Quill"),
        ("Finland's Ada Quill in a Toyota won the Harbor Rally on Sunday, ahead of Cy Tamm.", "Ada Quill"),
        ("Ada Quill (Ferrari) won Sunday's Harbor Grand Prix, ahead of Cy Tamm.", "Ada Quill"),
    ],
)
def test_more_ways_to_say_won(tmp_path: Path, sentence: str, winner: str) -> None:
    assert ("winner", winner) in {(f[0], f[2]) for f in facts(tmp_path, f"Report\n\n{sentence}\n")}


def test_a_bid_to_win_is_no_win(tmp_path: Path) -> None:
    text = (
        "Tideway wins Harbor Cup\n\nA 100/1 outsider, the six-year-old Tideway prevailed by half-a-length from Sea "
        "Lane, while Red Sail suffered a career-ending injury in his bid to finally win the Harbor Cup."
    )
    assert "Red Sail" not in {f[2] for f in facts(tmp_path, text) if f[0] == "winner"}


def test_clinching_the_world_title_at_a_round_is_not_winning_it(tmp_path: Path) -> None:
    text = (
        "Harbor Grand Prix: Quill clinches world title.\n\nAustralia's Ada Quill clinched the Individual Speedway "
        "Grand Prix World Championship at the Viking Ship Stadium, Portside, last night.\n\nCy Tamm, Sweden's five "
        "time world champion, and Quill's only rival for the title going into the final round, was the winner of "
        "the Harbor Speedway Grand Prix. Bo Reed finished second in the GP."
    )
    r = bank(tmp_path, text)
    assert "Ada Quill" not in {f.value for f in r.facts if f.relation == "winner"}
    assert r.documents[0].race == "Harbor Grand Prix at Viking Ship Stadium"
    text = (
        "Quill scripts history\n\nPORTSIDE // Ada Quill became the youngest ever champion Sunday, to clinch the "
        "title with a win at the season-ending Harbor Grand Prix, ahead of Cy Tamm."
    )
    assert "Ada Quill" in {f.value for f in bank(tmp_path, text).facts if f.relation == "winner"}


def test_a_series_circuit_an_owners_car_and_whose_season_win(tmp_path: Path) -> None:
    text = (
        "Quill wins fourth straight Grand Prix race\n\nPORTSIDE -- Ada Quill of Britain fought her way through the "
        "rain Sunday to easily win the Harbor Grand Prix, her fourth straight victory on the Formula One circuit."
    )
    assert bank(tmp_path, text).documents[0].race == "Harbor Grand Prix"
    text = (
        "Quill holds off Tamm for victory\n\nAda Quill, driving drag racer Bo Reed's Blue Max Pontiac, won the "
        "Harbor 400 at Portside Speedway on Sunday.\n\nCy Tamm moved into second, but couldn't catch Quill, who "
        "collected her second win of the season."
    )
    got = facts(tmp_path, text)
    assert not any(f[1] in {"Bo Reed", "Blue Max Pontiac"} for f in got)
    assert ("season_win", "Cy Tamm", "second") not in got


def test_father_and_son_by_suffix_and_whose_car_his_is(tmp_path: Path) -> None:
    text = (
        "Quill edges Bo Tamm Jr. at Portside\n\nAda Quill outran Bo Tamm Jr. on Sunday to win the Harbor 500 at "
        "Portside Speedway.\n\nTamm Jr. finished in second place, 2.18 seconds behind Quill.\n\n"
        "Bo Tamm Sr., one of Quill's teammates, was a close third."
    )
    got = facts(tmp_path, text)
    assert {("position", "Bo Tamm Jr.", "second"), ("position", "Bo Tamm Sr.", "third")} <= got
    text = (
        "Quill wins at Portside\n\nAda Quill won the Harbor 500 at Portside Speedway on Sunday.\n\nIn a race that "
        "saw many drivers choke, including Cy Tamm out of the lead after leading 61 laps, and polesitter Eli "
        "Vance, Bo Reed finished third in his #9 Ganassi Honda."
    )
    got = facts(tmp_path, text)
    assert ("car_number", "Cy Tamm", "9") not in got


def test_a_fraction_of_the_race_and_an_object_with_an_epithet_give_no_places(tmp_path: Path) -> None:
    text = (
        "Quill wins Harbor 400\n\nAda Quill won the Harbor 400 at Portside Speedway on Sunday, beating Cy Tamm by "
        "1.62 seconds.\n\nTamm, who led more than a third of the race, was followed by defending champion Bo Reed, "
        "Eli Vance and Tom Scott in the top five."
    )
    assert not any(f[0] == "position" and f[2] in {"fourth", "sixth"} for f in facts(tmp_path, text))
    text = (
        "Quill wins Harbor Marathon\n\nAda Quill won the Harbor Marathon on Sunday, ahead of Cy Tamm.\n\n"
        "Britain's Bo Reed, whose build-up was overshadowed by a row with distance great Eli Vance over a robbery "
        "in the hotel he owns, could not cope with the pace as he finished in fifth place."
    )
    assert not any(f[1] == "Eli Vance" for f in facts(tmp_path, text))


def test_a_top_six_one_of_which_retired_is_no_result(tmp_path: Path) -> None:
    text = (
        "Quill wins Harbor TT\n\nAda Quill won the Harbor TT on Sunday, ahead of Cy Tamm.\n\nQuill took the lead on "
        "the opening lap from Tamm. Bo Reed, Eli Vance and Tom Scott completed the top six but the latter was soon "
        "out, retiring at the pits."
    )
    assert not any(
        f[0] == "position" and f[1] in {"Bo Reed", "Eli Vance", "Tom Scott"} for f in facts(tmp_path, text)
    )


def test_a_jockey_on_the_favourite_and_last_years_winner_are_not_the_winner(tmp_path: Path) -> None:
    text = (
        "Bo Reed wins Harbor Derby on favourite Tideway\n\nBo Reed capped his renaissance with a thrilling victory "
        "on favourite Tideway to win the 236th running of the Derby at Portside."
    )
    assert "Bo Reed" not in {f[2] for f in facts(tmp_path, text) if f[0] == "winner"}
    text = (
        "Lakeside teams dominate at Harbor\n\nThe Lakeside teams were back at the Harbor 500 on Sunday, sweeping the "
        "top six positions.\n\nBo Reed crossed over last year with Lakeside champions Cy Tamm and Eli Vance. Tamm "
        "went on to win the race."
    )
    assert "Cy Tamm" not in {f[2] for f in facts(tmp_path, text) if f[0] == "winner"}
