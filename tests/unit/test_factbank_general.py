"""Readings that hold for any report rather than one phrase (sentences we wrote): a long headline with its
deck, a headline's later part, the object of a verb, a bare surname two people share, a win "by" someone."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.factbank import build_bank
from bot.factbank.winner import headline_subject
from tests.unit.reports_we_wrote import bank as _bank
from tests.unit.reports_we_wrote import winners as _winners

TAIL = " Cy Tamm and Eli Vance were among the runners at Portside Speedway."


@pytest.mark.parametrize(
    "title, subject",
    [
        ("Happy Birthday--Ada Quill Beats Tamm in a Photo Finish", "Ada Quill"),
        ("Harbor report: a wet day - Quill takes the Harbor 300", "Quill"),
        ("Rookie Ada Quill wins the Harbor 300", "Ada Quill"),
        ("Quill's Fine Day Ends Well : American Wins Harbor 300", ""),  # a nationality is nobody's name
    ],
)
def test_a_headline_subject_in_a_later_part_and_without_its_epithet(title: str, subject: str) -> None:
    assert headline_subject(title) == subject


def test_a_long_headline_standing_alone_is_the_headline(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill gets first win in stock cars - she is the fourth driver in the history of the series to win in "
        "all three of its divisions\n\nAda Quill drove the last 150 laps on one set of tires and made Acme "
        "the leader in career wins with a victory on Sunday at Portside Speedway. Cy Tamm was second in the "
        "Harbor 300.",
    )
    assert r.documents[0].title.endswith("all three of its divisions")
    assert {f.value for f in r.facts if f.relation == "winner"} == {"Ada Quill"}


@pytest.mark.parametrize(
    "text, winner",
    [
        (  # the one overcome on the way to the win is the verb's object
            "Quill wins the Harbor 300\n\nAda Quill overcame Cy Tamm during a frantic finish to win the Harbor "
            "300 by 0.06 seconds.",
            "Ada Quill",
        ),
        (
            "Harbor 300: Acme Gives Quill the Victory\n\nAcme maintained its hold on the series on Sunday with "
            "a strong win by Ada Quill in the Harbor 300.",
            "Ada Quill",
        ),
        (
            "Rain mars the day\n\nPORTSIDE -- Spray overshadowed Sunday's victory for the Canadian champion, "
            "Ada Quill, in the Harbor 300.",
            "Ada Quill",
        ),
        (  # a later part of the headline, after "--"
            "Happy Birthday--Ada Quill Beats Tamm in a Photo Finish\n\nAda Quill caught Cy Tamm at the line "
            "on Sunday in the Harbor 300.",
            "Ada Quill",
        ),
    ],
)
def test_winners_read_in_general_ways(tmp_path: Path, text: str, winner: str) -> None:
    assert _winners(tmp_path, text + TAIL) == {winner}


@pytest.mark.parametrize(
    "text",
    [
        # an earlier win by someone else
        "Harbor 300 report\n\nThe last win by Cy Tamm at the Harbor 300 came in the rain.",
        "Harbor 300 report\n\nAda Quill thanked Cy Tamm after the race at the Harbor 300.",
    ],
)
def test_no_winner_from_an_earlier_win_or_a_verb_object(tmp_path: Path, text: str) -> None:
    assert _winners(tmp_path, text + TAIL) == set()


def test_a_bare_surname_two_people_share_is_the_one_the_story_names_first(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill heads to Portside a winner again\n\nPORTSIDE -- Ada Quill could not have picked a better way "
        "to prepare. Quill snapped a two-year drought by winning the Harbor 300 on Sunday. Quill dedicated "
        "the win to her sister. Bea Quill, her sister, watched from the stands.",
    )
    assert {f.value for f in r.facts if f.relation == "winner"} == {"Ada Quill"}


def test_a_car_named_in_a_with_clause_is_that_persons(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill wins the Harbor 300\n\nAda Quill won the Harbor 300 at Portside Speedway. Cy Tamm started "
        "from pole. He finished second, with Eli Vance third in the No. 27 car.",
    )
    cars = {(f.subject, f.value) for f in r.facts if f.relation == "car_number"}
    assert ("Eli Vance", "27") in cars
    assert ("Cy Tamm", "27") not in cars


def test_a_headline_subject_the_body_only_describes_someone_by_is_no_runner(tmp_path: Path) -> None:
    text = (
        "The Islander triumphs at the Harbor 300 for a fifth time\n\nAda Quill won her fifth Harbor 300 title "
        "yesterday at Portside Speedway. The 33-year-old Islander led from the start. Cy Tamm was third."
    )
    assert _winners(tmp_path, text + TAIL) == {"Ada Quill"}


@pytest.mark.parametrize(
    "title, subject",
    [
        ("Rookie Ada Quill smashes course record to win the Harbor 300", "Ada Quill"),
        ("Ada Quill bids to win the Harbor 300", ""),  # a hope, not a result
        ("Quill fails to win the Harbor 300", ""),
    ],
)
def test_a_headline_with_any_verb_then_to_win(title: str, subject: str) -> None:
    assert headline_subject(title) == subject


def test_a_nationality_after_the_subjects_sentence_is_that_subject(tmp_path: Path) -> None:
    text = (
        "Quill breaks her own record\n\nPORTSIDE -- Ada Quill broke her own course record on Sunday. The "
        "Ethiopian clocked 2:03:59 to win her third straight Harbor Marathon."
    )
    assert _winners(tmp_path, text + TAIL) == {"Ada Quill"}


def test_a_nationality_someone_else_was_introduced_with_is_theirs(tmp_path: Path) -> None:
    text = (
        "Harbor Marathon report\n\nPORTSIDE -- Ada Quill broke her own course record on Sunday. Ethiopian "
        "Cy Tamm was there too. The Ethiopian clocked 2:03:59 to win her third straight Harbor Marathon."
    )
    assert _winners(tmp_path, text + TAIL) == {"Cy Tamm"}


def test_a_race_nothing_names_gives_no_question(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Rookie Ada Quill storms to win the triathlon\n\nAda Quill won the triathlon on Saturday. Cy Tamm "
        "finished second in the triathlon.",
    )
    assert not r.questions


def test_a_brand_with_an_apostrophe_and_a_race_someone_was_placed_in_name_the_race(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill ends her drought\n\nAda Quill ended a one-year drought by winning Sunday's Goody's 500 "
        "stock car race with a last-lap pass.",
    )
    assert r.races == ["Goody's 500"]
    r = _bank(
        tmp_path,
        "Quill gets first win in trucks\n\nPORTSIDE -- Ada Quill drove the last 145 laps on one set of tires "
        "and won on Saturday at Portside Speedway. Cy Tamm was second in the Harbor 200, giving Acme a 1-2.",
    )
    assert r.races == ["Harbor 200 at Portside Speedway"]


def test_an_ordinal_before_a_kind_of_runner_counts_them_and_is_no_place(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill wins the Harbor 300\n\nAda Quill won the Harbor 300 at Portside Speedway. Cy Tamm, who was "
        "the 19th racer to go, finished with a time of 1:56. Eli Vance was runner up.",
    )
    places = {(f.subject, f.value) for f in r.facts if f.relation == "position"}
    assert ("Cy Tamm", "nineteenth") not in places
    assert {f.value for f in r.facts if f.relation == "runner_up"} == {"Eli Vance"}


def _relation(tmp_path: Path, body: str, relation: str) -> set[tuple[str, str]]:
    r = _bank(
        tmp_path,
        "Quill wins the Harbor Grand Prix\n\nAda Quill won the Harbor Grand Prix at Portside. " + body,
    )
    return {(f.subject, f.value) for f in r.facts if f.relation == relation}


def test_a_name_nobody_has_in_a_car_or_team_slot_is_a_team(tmp_path: Path) -> None:
    body = (
        "Frenchman Cy Tamm, in a Vantor, finished second. Eli Vance of Finland in a Brakk was third. Bo Lind, "
        "driving for the Osprey team, retired. Gus Pell of the Tyrell team crashed. Ray Moss finished sixth "
        "in a Team Kestrel Chevrolet. The order behind had been Corvid drivers Jon Kerr and Al Dunn. The "
        "crashed car of the Austrian driver, Ty Marsh, burned."
    )
    teams = _relation(tmp_path, body, "team")
    assert {
        ("Cy Tamm", "Vantor"),
        ("Eli Vance", "Brakk"),
        ("Bo Lind", "Osprey"),
        ("Gus Pell", "Tyrell"),
        ("Ray Moss", "Team Kestrel"),  # the car's make is no part of the team's name
        ("Jon Kerr", "Corvid"),
        ("Al Dunn", "Corvid"),
    } <= teams
    assert not any(team == "Austrian" for _, team in teams)  # a nationality


def test_a_car_driven_names_its_make(tmp_path: Path) -> None:
    assert ("Cy Tamm", "Ferrari") in _relation(
        tmp_path, "Cy Tamm of Italy, driving a Ferrari, was second.", "make"
    )


def test_a_team_named_short_and_in_full_is_one_team(tmp_path: Path) -> None:
    body = "Cy Tamm of Kestrel Racing was second. Kestrel riders Cy Tamm and Eli Vance started up front."
    teams = _relation(tmp_path, body, "team")
    assert ("Cy Tamm", "Kestrel Racing") in teams and ("Cy Tamm", "Kestrel") not in teams


def test_a_possessor_is_not_the_subject_of_his(tmp_path: Path) -> None:
    body = (
        "Quill won the second round for Cy Tamm's Vantor team and took a big jump in the standings with "
        "her second consecutive victory."
    )
    assert ("Cy Tamm", "2") not in _relation(tmp_path, body, "wins_in_a_row")


def test_a_subjects_car_between_commas_keeps_the_win_hers(tmp_path: Path) -> None:
    text = (
        "Harbor Grand Prix report\n\nBoth leaders fell heavily, leaving Italian Ada Quill, riding a Vantor, to "
        "claim her first Harbor Grand Prix victory at Portside."
    )
    assert _winners(tmp_path, text + TAIL) == {"Ada Quill"}


def test_places_in_lists_appositions_and_epithets(tmp_path: Path) -> None:
    body = (
        "Cy Tamm was second. Eli Vance, defending winner Bo Lind and polesitter Gus Pell rounded out the top "
        "five. Ray Moss in a Vantor, was sixth. Jon Kerr of Finland in a Brakk was seventh. Al Dunn, Tamm' "
        "Kestrel Racing teammate, was eighth. Eighth-place finisher aside, ninth-place Ty Marsh (1:42:10) "
        "never led."
    )
    places = _relation(tmp_path, body, "position")
    assert {
        ("Eli Vance", "third"),
        ("Bo Lind", "fourth"),
        ("Gus Pell", "fifth"),
        ("Ray Moss", "sixth"),
        ("Jon Kerr", "seventh"),
        ("Al Dunn", "eighth"),
        ("Ty Marsh", "ninth"),
    } <= places


def test_a_place_epithet_in_the_standings_is_no_result(tmp_path: Path) -> None:
    body = "Quill expanded her points lead to 84 on fourth-place Cy Tamm in the standings."
    assert ("Cy Tamm", "fourth") not in _relation(tmp_path, body, "position")


def test_a_win_of_a_year_gives_the_race_its_year(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill rules at Portside Speedway\n\nAda Quill held off the field to win at Portside Speedway on "
        "Sunday. In her sixth start for Acme, she delivered Toyota its first Cup win of 2023. Cy Tamm crossed "
        "the finish line 1.411 seconds behind Quill.",
    )
    assert r.races == ["2023 race at Portside Speedway"]
    assert any(q.kind == "margin" and q.answer == "1.411 seconds" for q in r.questions)


def test_the_winner_and_runner_up_pair_tells_a_yearless_unnamed_race_apart(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill edges Tamm at Portside\n\nAda Quill won at Portside Speedway on Sunday, beating Cy Tamm by "
        "0.012 seconds.",
    )
    prompts = {q.prompt for q in r.questions if q.kind == "margin"}
    assert prompts == {"By what margin did Ada Quill beat Cy Tamm in the race at Portside Speedway?"}


def test_a_world_championship_race_is_named_but_a_championships_meet_is_not(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Rookie Ada Quill smashes course record to win 2031 Harbor World Championship\n\nAda Quill won the "
        "2031 Harbor World Championship at Portside on Saturday. Cy Tamm finished second.",
    )
    assert r.races == ["2031 Harbor World Championship at Portside"]
    r = _bank(
        tmp_path,
        "Report: men's 100m final - Harbor World Championships 2031\n\nAda Quill won the men's 100m final at "
        "the 2031 Harbor World Championships in Portside. Cy Tamm finished second.",
    )
    assert not any("Championships" in race for race in r.races)


def test_a_name_owning_the_person_after_it_is_their_team_unless_a_place(tmp_path: Path) -> None:
    body = (
        "Behind came Vantor-Mercedes' Cy Tamm and Brakk lead driver Eli Vance. Britain's Bo Lind was fifth. "
        "Gus Pell visited Kelso's Royal Harbor Hospital. Red Bull Racing's Jon Kerr was sixth."
    )
    teams = _relation(tmp_path, body, "team")
    assert {("Cy Tamm", "Vantor-Mercedes"), ("Eli Vance", "Brakk")} <= teams
    assert not any(team in {"Britain", "Kelso", "Racing"} for _, team in teams)


def test_a_track_goes_by_its_datelines_town_and_indy_by_indianapolis(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill holds off Tamm\n\nKELSO, N.C. -- Ada Quill continued her run at Kelso Speedway, holding off Cy "
        "Tamm in the final laps of Saturday's Harbor 200 for her 10th win at Kelso.",
    )
    venue = next(q for q in r.questions if q.answer == "Kelso Speedway")
    assert "Kelso" in venue.accepted
    r = _bank(
        tmp_path,
        "Quill wins maiden Indy 500\n\nAda Quill overcame Cy Tamm to win the 2031 Indy 500 by just 0.060s.",
    )
    event = next(q for q in r.questions if q.answer == "Indy 500")
    assert "Indianapolis 500" in event.accepted


def test_a_track_someone_won_at_in_another_year_is_not_the_venue(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill dominates the Harbor Classic\n\nQuill won the Harbor Classic in Lexington, Kentucky, by eight "
        "lengths ahead of Tamm.\n\nJockey Cy Tamm, who won at Kelso Downs in 2019, was second on Ada Quill's "
        "rival.",
    )
    assert r.races == ["Harbor Classic in Lexington"]


def test_he_and_a_codriver_claiming_the_race_make_a_crew(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill pays respect with win\n\nAda Quill's tears turned to joy as she and Cy Tamm claimed the "
        "inaugural Harbor 1000 at Portside Speedway. Eli Vance finished second.",
    )
    won = next(
        q for q in r.questions if q.kind in {"winner", "crew_winner", "co_winners"} or "crew" in q.prompt
    )
    assert "Cy Tamm" in won.accepted and "Ada Quill" in won.accepted


def test_a_subheading_naming_the_race_and_its_year_joins_the_headline(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Dramatic Portside Victory: Quill Outpaces Tamm in Downpour\n\nThe title should long since have been "
        "settled, but this was a season scarred by tragedy.\n2031 Harbor GP\nNovember 6, Portside\nIn a "
        "deluge, Cy Tamm led early on, but Ada Quill won the race by three seconds.",
    )
    assert r.documents[0].title.endswith("— 2031 Harbor GP")
    assert r.races == ["2031 Harbor Grand Prix"]


def test_a_new_record_set_in_the_race_leaves_its_name_this_races(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill strikes gold\n\nAda Quill set the history books on fire with a new world record in the men's "
        "100 metres final at Portside. She won the race in 9.69 seconds to claim the gold medal. Cy Tamm "
        "finished second in the race.",
    )
    assert r.documents[0].skipped is None and r.races


def test_the_one_right_behind_a_placed_person_is_next(tmp_path: Path) -> None:
    body = (
        "Cy Tamm finished second on a Vantor, ahead of Spaniard Eli Vance, also on a Vantor. Gus Pell was "
        "fifth, ahead of Bo Lind and Jon Kerr."
    )
    places = _relation(tmp_path, body, "position")
    assert ("Eli Vance", "third") in places
    assert not any(who in {"Bo Lind", "Jon Kerr"} for who, _ in places)  # a list: not one right behind


def test_a_tt_and_a_resort_downhill_are_races_and_third_place_pins_a_yearless_one(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Magnificent Quill triumphs in Senior TT\n\nAda Quill made more history on Friday with her 23rd career "
        "victory in the Portside Senior TT. Cy Tamm was second and Eli Vance took third in the race.",
    )
    assert r.races == ["Portside Senior TT"]
    won = next(q for q in r.questions if q.kind == "winner")
    assert "Eli Vance finished third" in won.prompt  # run every year: two details name this one
    r = _bank(
        tmp_path,
        "Quill wins in Kelso\n\nKELSO -- Ada Quill won Saturday's classic Kelso downhill by 0.2 seconds. Cy "
        "Tamm finished second in the race.",
    )
    assert r.races == ["Kelso downhill"]


def test_a_horse_named_with_a_nationality_keeps_its_name(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Verry Good victory in Harbor Cup\n\nVerry Good has won the Harbor Cup at Portside Racecourse, storming "
        "home by 3½ lengths. Favourite Incentive ran second ahead of third-placed Spanish Quest. The horse "
        "was ridden by jockey Ada Quill.",
    )
    places = {(f.subject, f.value) for f in r.facts if f.relation == "position"}
    assert ("Spanish Quest", "third") in places


def test_a_gap_with_an_aside_before_behind_is_the_margin(tmp_path: Path) -> None:
    body = "Cy Tamm finished 0.192-seconds — about two car-lengths — behind the winner."
    assert ("", "0.192 seconds") in {("", v) for _, v in _relation(tmp_path, body, "margin")}


@pytest.mark.parametrize(
    "text, winner",
    [
        (  # the headline names the lead's subject winning; the lead itself speaks of a pole and a second
            "Harbor 300 glory for Quill in the rain\n\nAda Quill started from the pole and survived a late "
            "caution at Portside Speedway on Sunday.",
            "Ada Quill",
        ),
        (  # a jockey in the headline is no winner: the horse is
            "Comeback king Quill steers Harbor Dancer to Harbor Cup glory\n\nAda Quill was in tears at Portside "
            "Racecourse on Saturday.",
            "",
        ),
    ],
)
def test_a_headline_naming_the_leads_subject_winning(tmp_path: Path, text: str, winner: str) -> None:
    assert _winners(tmp_path, text + TAIL) == ({winner} if winner else set())


def test_a_win_with_a_named_series_before_it(tmp_path: Path) -> None:
    text = (
        "Outsider wins at Kelso\n\nIt is the most feared downhill in the world, but outsider Ada Quill proved "
        "her mettle with a debut World Cup win in the legendary Kelso downhill."
    )
    assert _winners(tmp_path, text + TAIL) == {"Ada Quill"}


def test_a_win_claimed_with_a_named_series_before_it(tmp_path: Path) -> None:
    text = (
        "Harbor report\n\nThe Kelso downhill was run in thick fog. Ada Quill claimed her first World Cup victory "
        "there on Saturday."
    )
    assert _winners(tmp_path, text + TAIL) == {"Ada Quill"}


def test_a_runner_raced_to_glory(tmp_path: Path) -> None:
    text = (
        "Quill finally completes the set\n\nRacing: the jockey was reduced to tears as Harbor Dancer raced to "
        "glory in the Harbor National at Portside Racecourse on Saturday."
    )
    assert _winners(tmp_path, text + TAIL) == {"Harbor Dancer"}


def test_a_bare_surname_is_not_someone_of_another_races_report(tmp_path: Path) -> None:
    (tmp_path / "a.txt").write_text(
        "Tamm wins at Kelso\n\nCy Tamm won the 1989 Kelso 500 at Kelso Speedway, beating Bo Quill by a second.\n"
    )
    (tmp_path / "b.txt").write_text(
        "Vance wins the Harbor 400\n\nEli Vance won the Harbor 400 at Portside Speedway on Sunday. Quill finished "
        "second for Acme.\n"
    )
    r = build_bank(tmp_path)
    harbor = {(f.relation, f.value) for f in r.facts if f.race.startswith("Harbor 400")}
    assert ("runner_up", "Bo Quill") not in harbor  # the 1989 Kelso report's Quill is not this one
    (tmp_path / "b.txt").write_text(
        "Quill wins the Harbor 400\n\nQuill won the Harbor 400 at Portside Speedway on Sunday, ahead of Eli "
        "Vance.\n"
    )
    r = build_bank(tmp_path)
    assert "Bo Quill" in {
        f.value for f in r.facts if f.relation == "winner" and f.race.startswith("Harbor 400")
    }


def test_a_sports_car_class_is_nobody() -> None:
    from bot.factbank.entities import find_mentions

    people = [
        m.text
        for m in find_mentions("In GT Le Mans, the No. 3 Vantor of Ada Quill won the GT Daytona class.")
    ]
    assert "GT Le Mans" not in people and "GT Daytona" not in people


def test_a_place_with_points_is_the_standings(tmp_path: Path) -> None:
    body = "Cy Tamm was third with 29 in the title race after a quiet afternoon. Eli Vance, who finished sixth, on 48."
    places = _relation(tmp_path, body, "position")
    assert ("Cy Tamm", "third") not in places and ("Eli Vance", "sixth") in places


def test_the_one_passed_on_the_way_to_the_win_is_no_winner(tmp_path: Path) -> None:
    text = (
        "Quill over Tamm in a classic\n\nVantor's Ada Quill passed teammate Cy Tamm in the final corner to win "
        "the Harbor Grand Prix at Portside."
    )
    assert _winners(tmp_path, text + TAIL) == {"Ada Quill"}


def test_a_long_list_of_places_respectively_is_read_in_order(tmp_path: Path) -> None:
    body = (
        "Former champions Cy Tamm, Eli Vance, Bo Lind, Gus Pell, and Jon Kerr finished sixth, eighth, 11th, 19th "
        "and 20th respectively."
    )
    places = _relation(tmp_path, body, "position")
    assert {("Cy Tamm", "sixth"), ("Jon Kerr", "twentieth"), ("Bo Lind", "eleventh")} <= places
    assert ("Jon Kerr", "sixth") not in places


def test_a_support_races_winner_is_no_vote_and_a_shared_headline_surname_is_the_storys(
    tmp_path: Path,
) -> None:
    text = (
        "Quill wins race at Portside for 3rd time\n\nPORTSIDE (AP) — Ada Quill mastered Portside Speedway on a "
        "Monday for the third time in her career in the Cup Series.\n\nIt was a sweep for the Quill sisters. "
        "Younger sister Bea Quill won the second-tier Xfinity Series race on Saturday for her first victory."
    )
    assert _winners(tmp_path, text + TAIL) == {"Ada Quill"}
