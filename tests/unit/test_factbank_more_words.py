"""Winners, race names, years and labels in more of the words other writers use, and what they must not be
read as (sentences we wrote). `test_factbank_more_places` holds places, margins, cars and teams."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.factbank.entities import find_mentions
from bot.factbank.sentence_split import split_sentences
from tests.unit.reports_we_wrote import bank as _bank
from tests.unit.reports_we_wrote import places as _places
from tests.unit.reports_we_wrote import winners as _winners

TAIL = " Cy Tamm and Eli Vance were among the runners at Portside Speedway."


@pytest.mark.parametrize(
    "text, winner",
    [
        (  # a participle clause after the subject
            "Season report\n\nAda Quill restored Acme's dominance of the season, winning the Harbor 300 in "
            "fine style.",
            "Ada Quill",
        ),
        (  # "by winning": the one whose misfortune it was is no winner
            "Season report\n\nAda Quill took full advantage of Cy Tamm's misfortune and threw the title race "
            "wide open by winning the Harbor 300 at Portside Speedway.",
            "Ada Quill",
        ),
        (
            "Season report\n\nAcme Racing's Ada Quill made up for her crash in Dover by taking victory at the "
            "Harbor 300.",
            "Ada Quill",
        ),
        ("Season report\n\nAda Quill took the laurels at the Harbor 300 this weekend.", "Ada Quill"),
        (
            "Season report\n\nAda Quill captured her fifth title of the year with victory in the Harbor 300.",
            "Ada Quill",
        ),
        (  # a title-case headline with a comma before its colon, and a verb of its own
            "Dramatic Portside Victory, Again: Quill Outpaces Tamm in Downpour\n\nAda Quill and Cy Tamm raced "
            "the Harbor 300 at Portside Speedway in the rain.",
            "Ada Quill",
        ),
        (  # a make's win in the headline is no person's vote
            "Toyota Takes First Harbor Victory With 1-2 Finish\n\nAda Quill beat Eli Vance in the qualifying "
            "duel. Later, Ada Quill comfortably won the Harbor 300 at Portside Speedway, with Cy Tamm "
            "finishing second.",
            "Ada Quill",
        ),
        (  # a runner named in a clause of its own
            "Season report\n\nThe Harbor 300 at Portside Speedway went Acme's way. Eli Vance took a lap of "
            "honour with teammate Ada Quill, who won the race for the second straight year.",
            "Ada Quill",
        ),
    ],
)
def test_winners_in_other_writers_words(tmp_path: Path, text: str, winner: str) -> None:
    assert _winners(tmp_path, text + TAIL) == {winner}


@pytest.mark.parametrize(
    "text",
    [
        "Season report\n\nAda Quill could clinch the title by winning the Harbor 300 at Portside Speedway.",
        "Season report\n\nAda Quill pushed hard with victory in sight at the Harbor 300 at Portside Speedway.",
        "Season report\n\nAda Quill, winning the pole for the Harbor 300, was the fastest at Portside Speedway.",
    ],
)
def test_a_win_hoped_for_or_another_prize_names_no_winner(tmp_path: Path, text: str) -> None:
    assert _winners(tmp_path, text + TAIL) == set()


def test_a_race_day_with_its_weekday_gives_the_year(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill F1 win\n\nAda Quill became the first driver to win a race in 2020 when she took the chequered "
        "flag at the Harbor 300 at Portside Speedway.\n\nThe American pipped Cy Tamm with a top drive on "
        "Sunday 9 August 2020.",
    )
    assert [d.race for d in r.documents] == ["2020 Harbor 300 at Portside Speedway"]
    assert {f.value for f in r.facts if f.relation == "winner"} == {"Ada Quill"}


def test_a_group_letter_ends_its_sentence() -> None:
    para = "Ada Quill was fastest in Group A, and Cy Tamm was fastest in Group B. Tamm was unhappy. George W. Bush came."
    assert [para[a:b].strip() for a, b in split_sentences(para)] == [
        "Ada Quill was fastest in Group A, and Cy Tamm was fastest in Group B.",
        "Tamm was unhappy.",
        "George W. Bush came.",
    ]
    assert [m.kind for m in find_mentions("Ada Quill was fastest in Group A.")] == ["person"]


def test_a_track_named_by_its_first_word_and_a_runner_by_its_rider() -> None:
    assert [(m.text, m.kind) for m in find_mentions("It returns to the Autódromo Hermanos Rodríguez.")] == [
        ("Autódromo Hermanos Rodríguez", "venue")
    ]
    found = find_mentions("Favourite City of Troy, ridden by Ryan Moore, won the Derby.")
    assert [(m.text, m.kind) for m in found][:2] == [("City of Troy", "person"), ("Ryan Moore", "person")]


@pytest.mark.parametrize(
    "sentence, winner",
    [
        ("Ada Quill captured the Harbor 300 under a caution flag on Sunday.", "Ada Quill"),
        (
            "Ada Quill fought off the challenge of Cy Tamm to record her second victory of the season.",
            "Ada Quill",
        ),
    ],
)
def test_capturing_the_event_or_fighting_off_a_challenge_wins_it(
    tmp_path: Path, sentence: str, winner: str
) -> None:
    assert _winners(tmp_path, "Season report\n\n" + sentence + TAIL) == {winner}


def test_capturing_the_event_pole_is_no_win(tmp_path: Path) -> None:
    text = "Season report\n\nAda Quill captured the Harbor 300 pole on Friday at Portside Speedway."
    assert _winners(tmp_path, text + TAIL) == set()


def test_winning_silver_is_no_win(tmp_path: Path) -> None:
    text = (
        "Quill strikes gold\n\nAda Quill won the 100m final at the Harbor Games in 9.69 seconds. Cy Tamm, of "
        "Portside, won the silver in a personal best, and Eli Vance won the bronze."
    )
    assert _winners(tmp_path, text) == {"Ada Quill"}


def test_a_24_hour_race_is_named_and_a_former_career_is_not_its_series(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Victory for Acme at Portside\n\nAda Quill, Cy Tamm and Eli Vance won the Portside 24-hour race on "
        "Sunday for Acme. Former Formula 1 driver Bo Lind retired an hour from the end.",
    )
    assert [d.race for d in r.documents] == ["Portside 24 Hours"]


@pytest.mark.parametrize(
    "text, winner",
    [  # no rule's words for the win: the lead's subject, named by the headline, with a word of winning
        (
            "Quill romps home at Portside\n\nAda Quill romped through the Harbor 300 at Portside Speedway on "
            "Sunday, never troubled by Cy Tamm.",
            "Ada Quill",
        ),
        (  # the lead names someone who lost, or a race to come, or a jockey: nobody
            "Quill crashes out at Portside\n\nAda Quill crashed out of the Harbor 300 at Portside Speedway on "
            "Sunday, a dominant day spoiled.",
            "",
        ),
        (
            "Quill eyes glory at Portside\n\nAda Quill will chase glory in the Harbor 300 at Portside Speedway "
            "on Sunday.",
            "",
        ),
        (
            "Quill in historic Harbor Cup win\n\nAda Quill, the first female jockey at Portside, steered Sea Spray "
            "home in the Harbor Cup.",
            "",
        ),
    ],
)
def test_the_lead_names_the_winner_when_no_rule_does(tmp_path: Path, text: str, winner: str) -> None:
    assert _winners(tmp_path, text + TAIL) == ({winner} if winner else set())


def test_french_races_strokes_and_ski_disciplines_are_named() -> None:
    from bot.factbank.race_names import event_candidates as _event_candidates

    assert _event_candidates("Sea Spray has won the Prix de l'Arc de Triomphe at Portside.")[0][0] == (
        "Prix de l'Arc de Triomphe"
    )
    assert _event_candidates("She won the women's 200m freestyle.")[0][0] == "women's 200m freestyle"
    assert _event_candidates("Quill won the giant slalom at Portside.")[0][0] == "giant slalom"


def test_a_discipline_without_a_year_is_asked_with_a_detail(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill wins giant slalom at Portside\n\nAda Quill won the giant slalom at Portside on Saturday. Cy Tamm "
        "was second and Eli Vance finished seventh.",
    )
    winners = [q.prompt for q in r.questions if q.kind == "winner"]
    assert winners and all("in which" in p for p in winners)
    assert all("giant slalom" in p for p in winners)


def test_a_dateline_line_gives_the_year_and_its_place_is_no_person(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "At last Quill wins Harbor 300\n\nPortside Beach, Florida (February 15, 1998)\nBy A. Writer\n\nIn one of "
        "the great finishes at Portside Speedway, Ada Quill did something she had not done for 20 years.\n\n"
        "She won the Harbor 300 -- finally. Cy Tamm was second.",
    )
    assert [d.race for d in r.documents] == ["1998 Harbor 300 at Portside Speedway"]
    assert {f.value for f in r.facts if f.relation == "winner"} == {"Ada Quill"}
    assert "Portside Beach" not in {q.answer for q in r.questions}


def test_winning_ahead_of_someone_names_the_runner_up(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill wins at Portside\n\nAda Quill led from pole position to win the Harbor 300 on Sunday ahead of "
        "Cy Tamm in a show of strength at Portside Speedway.",
    )
    assert {f.value for f in r.facts if f.relation == "runner_up"} == {"Cy Tamm"}


def test_someone_s_day_in_a_race_without_a_year_names_its_winner(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill wins the Harbor 300\n\nAda Quill won the Harbor 300 at Portside Speedway on Sunday. Cy Tamm was "
        "second and Eli Vance finished fifth for Acme Racing.",
    )
    about_vance = [q.prompt for q in r.questions if "Eli Vance" in q.prompt and q.kind != "winner"]
    assert about_vance and all("won by Ada Quill" in p for p in about_vance)


@pytest.mark.parametrize(
    "text, winners",
    [
        (  # "since X won at Dover" tells another race
            "Quill happy at Portside\n\nIt was the first win for a Ford since Bo Lind won at Dover in June. Ada Quill was "
            "delighted at Portside Speedway.",
            set(),
        ),
        (  # a win "since 2009" is this one
            "Quill ends drought\n\nAda Quill won the Harbor 300 at Portside Speedway, her first win since 2009.",
            {"Ada Quill"},
        ),
    ],
)
def test_a_win_since_someone_else_s_is_not_this_race_s(tmp_path: Path, text: str, winners: set) -> None:
    assert _winners(tmp_path, text) == winners


def test_an_ironman_is_no_marathon_and_a_round_count_is_no_place(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill wins Portside Ironman\n\nAda Quill won the Portside Ironman on Saturday, ahead of Cy Tamm, after a "
        "strong marathon. The Portside Rally, seventh of 14 rounds, is next month.",
    )
    assert "marathon" not in " ".join(q.prompt for q in r.questions).lower()
    assert not [q for q in r.questions if "Portside Rally finish" in q.prompt]


def test_a_headline_verb_is_no_part_of_the_race_name() -> None:
    from bot.factbank.race_names import event_candidates as _event_candidates

    assert _event_candidates("Gordon Won The Ac Delco 400")[0][0] == "Ac Delco 400"
    assert _event_candidates("Gordon Wins Pepsi 400")[0][0] == "Pepsi 400"


@pytest.mark.parametrize(
    "text, label",
    [
        (
            "Quill wins at Portside\n\nAda Quill stormed to victory at Portside Park on Sunday. The Yamaha rider "
            "beat Cy Tamm, and the Honda rider Eli Vance was third.",
            "motorcycle race at Portside Park",
        ),
        (
            "Quill wins at Portside\n\nAda Quill won the world championship motorcycle road race at Portside "
            "Park on Sunday. Cy Tamm, riding a Honda, finished second.",
            "motorcycle race at Portside Park",
        ),
        (
            "Quill wins Nationwide race at Portside\n\nAda Quill won the Nationwide race at Portside Speedway on "
            "Sunday, edging Cy Tamm.",
            "Nationwide Series race at Portside Speedway",
        ),
    ],
)
def test_a_series_said_in_passing_labels_the_race(tmp_path: Path, text: str, label: str) -> None:
    assert [d.race for d in _bank(tmp_path, text).documents] == [label]


def test_without_a_year_a_pole_with_no_detail_is_not_asked_and_an_edition_needs_none(tmp_path: Path) -> None:
    text = "Quill wins at Portside\n\nAda Quill won the Harbor 300 at Portside Speedway from pole position."
    r = _bank(tmp_path, text)
    assert not [
        q for q in r.questions if q.kind == "pole"
    ]  # "Who started on pole in the Harbor 300?": which year's?
    r = _bank(tmp_path, text.replace("the Harbor 300", "the 12th Harbor 300") + " Cy Tamm was second.")
    assert "Who won the 12th Harbor 300 at Portside Speedway?" in {q.prompt for q in r.questions}


def test_without_a_year_or_a_detail_a_place_a_count_or_a_team_is_not_asked(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Ten laps of glory at Portside\n\nThe Harbor 300 at Portside Speedway was a thriller on Sunday. Cy Tamm "
        "of Acme Racing led 92 of the 100 laps but finished third.",
    )
    kinds = {q.kind for q in r.questions}
    assert "position" not in kinds and "laps_led" not in kinds  # which year's Harbor 300?
    assert "team" not in kinds  # a driver changes teams, and cars their numbers, from year to year


def test_a_horse_has_no_car_number(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Harbor Star wins the 2015 Portside Derby\n\nHarbor Star won the 2015 Portside Derby by four lengths "
        "under jockey Ada Quill, with Cy Tamm's colt Sea Wind second. Harbor Star bobbled slightly coming out of "
        "the starting gate in the No. 1 post but quickly went to the lead.",
    )
    assert r.questions and "car_number" not in {q.kind for q in r.questions}


def test_four_more_misreadings_are_gone(tmp_path: Path) -> None:
    # "his second straight win at the track" counts wins here, not races in a row
    r = _bank(
        tmp_path,
        'Quill wins the Harbor 300\n\nAda Quill won the Harbor 300 at Portside Speedway. "It was fast," Quill '
        "said after her second straight win at the track. Cy Tamm was second.",
    )
    assert not [f for f in r.facts if f.relation == "wins_in_a_row"]
    # a season's runner-up is no runner-up of the race
    got = _places(
        tmp_path, "Eli Vance, the points leader, saw runner-up Cy Tamm slice his margin to 81 points."
    )
    assert "Cy Tamm" not in got
    # "his first win of the year" after another clause's subject is not the first subject's
    r = _bank(
        tmp_path,
        "Quill wins the Harbor 300\n\nAda Quill won the Harbor 300 at Portside Speedway. Cy Tamm was forced to "
        "settle for second as the 2021 vice champion took the flag to score her first win of the year.",
    )
    assert not [f for f in r.facts if f.relation == "season_win" and f.subject == "Cy Tamm"]


def test_an_okina_possessive_is_a_possessive() -> None:
    found = find_mentions("He smashed three-time champion Jan Frodenoʻs old course record and won.")
    assert [(m.text, m.possessive) for m in found] == [("Jan Frodeno", True)]


def test_a_first_win_of_the_season_is_no_question(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill wins the Harbor 300\n\nAda Quill won the Harbor 300 at Portside Speedway, her first win of the "
        "season. Cy Tamm was second.",
    )
    assert not [q for q in r.questions if q.kind == "season_win"]
    r = _bank(
        tmp_path,
        "Quill wins the Harbor 300\n\nAda Quill won the 2024 Harbor 300, her third win of the season.",
    )
    assert [q.answer for q in r.questions if q.kind == "season_win"] == ["third"]


def test_a_typo_in_a_full_name_takes_the_spelling_the_report_uses(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill wins the Harbor 300\n\nAda Quill won the Harbor 300 at Portside Speedway. Ed Cartpenter started on "
        "pole. Carpenter led early, and Carpenter finished fourth.",
    )
    people = {f.value for f in r.facts if f.relation == "pole"} | {
        f.subject for f in r.facts if f.relation == "position"
    }
    assert people == {"Ed Carpenter"}


@pytest.mark.parametrize(
    "text, winner",
    [
        (  # the headline names nobody: the lead alone says it
            "Milk Made\n\nAda Quill romped home in the 92nd Harbor 500 at Portside Speedway on Sunday for a "
            "famous win.",
            "Ada Quill",
        ),
        (  # the lead turns to someone else: the one who took the spoils, not its subject
            "Milk Made\n\nAda Quill dominated early, but Cy Tamm took the spoils of the Harbor 500 at Portside "
            "Speedway in the end, a victory nobody saw coming.",
            "Cy Tamm",
        ),
        (  # the lead's subject looks on: nobody
            "Milk Made\n\nTeam owner Roger Penske watched as his drivers fought for victory in the Harbor 500 at "
            "Portside Speedway.",
            "",
        ),
    ],
)
def test_the_lead_alone_names_the_winner_only_when_it_says_so_plainly(
    tmp_path: Path, text: str, winner: str
) -> None:
    assert _winners(tmp_path, text) == ({winner} if winner else set())


def test_a_series_race_1_with_no_venue_or_year_is_named_by_who_else_was_there(tmp_path: Path) -> None:
    text = (
        "Race one: Quill's back!\n\nAda Quill of Acme won the first race of the day in the DTM on Saturday. Cy "
        "Tamm of Zenith was also quick."
    )
    r = _bank(tmp_path, text)
    assert r.documents[0].race == "DTM Race 1"
    for q in r.questions:
        assert q.prompt.count("DTM Race 1") == 0 or " won by " in q.prompt or " in which " in q.prompt, (
            q.prompt
        )
