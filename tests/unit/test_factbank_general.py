"""Readings that hold for any report rather than one phrase (sentences we wrote): a long headline with its
deck, a headline's later part, the object of a verb, a bare surname two people share, a win "by" someone.
`test_factbank_general_places` holds places, margins, teams and answers."""

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


def test_a_subjects_car_between_commas_keeps_the_win_hers(tmp_path: Path) -> None:
    text = (
        "Harbor Grand Prix report\n\nBoth leaders fell heavily, leaving Italian Ada Quill, riding a Vantor, to "
        "claim her first Harbor Grand Prix victory at Portside."
    )
    assert _winners(tmp_path, text + TAIL) == {"Ada Quill"}


def test_a_win_of_a_year_gives_the_race_its_year(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill rules at Portside Speedway\n\nAda Quill held off the field to win at Portside Speedway on "
        "Sunday. In her sixth start for Acme, she delivered Toyota its first Cup win of 2023. Cy Tamm crossed "
        "the finish line 1.411 seconds behind Quill.",
    )
    assert r.races == ["2023 Cup Series race at Portside Speedway"]  # "its first Cup win"
    assert any(q.kind == "margin" and q.answer == "1.411 seconds" for q in r.questions)


def test_a_world_championship_race_is_named_and_so_is_an_event_at_a_championships_meet(
    tmp_path: Path,
) -> None:
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
    assert r.races == [
        "men's 100m at the 2031 Harbor World Championships in Portside"
    ]  # an event at the meet


def test_a_track_someone_won_at_in_another_year_is_not_the_venue(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill dominates the Harbor Classic\n\nQuill won the Harbor Classic in Lexington, Kentucky, by eight "
        "lengths ahead of Tamm.\n\nJockey Cy Tamm, who won at Kelso Downs in 2019, was second on Ada Quill's "
        "rival.",
    )
    assert r.races == ["Harbor Classic in Lexington"]


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


def test_the_one_passed_on_the_way_to_the_win_is_no_winner(tmp_path: Path) -> None:
    text = (
        "Quill over Tamm in a classic\n\nVantor's Ada Quill passed teammate Cy Tamm in the final corner to win "
        "the Harbor Grand Prix at Portside."
    )
    assert _winners(tmp_path, text + TAIL) == {"Ada Quill"}


def test_a_support_races_winner_is_no_vote_and_a_shared_headline_surname_is_the_storys(
    tmp_path: Path,
) -> None:
    text = (
        "Quill wins race at Portside for 3rd time\n\nPORTSIDE (AP) — Ada Quill mastered Portside Speedway on a "
        "Monday for the third time in her career in the Cup Series.\n\nIt was a sweep for the Quill sisters. "
        "Younger sister Bea Quill won the second-tier Xfinity Series race on Saturday for her first victory."
    )
    assert _winners(tmp_path, text + TAIL) == {"Ada Quill"}
