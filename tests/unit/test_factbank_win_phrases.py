"""Ways of saying "won" that name the winner only by where they finished or stood: first across the
line, the top step of the podium, pole turned into victory (even "her Portside pole"), the race that "went
to" someone, leading a teammate "in a 1-2 finish". Sentences we wrote; the headline names no winner, so each
sentence alone must name one, or none."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.unit.reports_we_wrote import facts
from tests.unit.reports_we_wrote import winners as _winners

HEAD = "Harbor 300 report\n\nThe Harbor 300 at Portside Raceway was run on Sunday in great heat.\n"


@pytest.mark.parametrize(
    "sentence",
    [
        "Ada Quill was first across the line, 2.3 seconds clear of Ben Rook.",
        "Ada Quill crossed the finish line first after 300 laps.",
        "Ada Quill finished first, with Ben Rook second.",
        "Ada Quill was the first to cross the line as the sun set.",
        "Ada Quill turned pole position into a commanding win.",
        "Victory in the Harbor 300 went to Ada Quill after Ben Rook ran out of fuel.",
        "The Harbor 300 went to Ada Quill after a late caution.",
        "Ada Quill went wire-to-wire in her Ford.",
        "Ada Quill topped the podium for the first time this season.",
        "Ada Quill stood on the top step of the podium after a tense finish.",
        "Ada Quill took the spoils after Ben Rook's engine failed.",
        "Ada Quill reigned supreme at Portside Raceway.",
        "Ada Quill turned her Portside Raceway pole into a lights-to-flag victory.",
        "Rookie Ada Quill led teammate Ben Rook in a 1-2 finish for car owner Cy Tamm.",
        "Ada Quill took advantage of a high-speed crash by the world champion Ben Rook to win the Harbor 300.",
        "Ada Quill produced a stunning drive to lead from pillar to post and win the Harbor 300.",
        "The eighth round was on Sunday won by four-time champion Ada Quill in a Mitsubishi.",
        "Ada Quill gave Acme a historic win at only the second outing for the car.",
        "Ada Quill dominated from start to finish as she wrecked local dreams.",
        "Ada Quill drove a masterly final 75 laps of the Harbor 300 to hold off Ben Rook and win her second race "
        "of the year.",
    ],
)
def test_finishing_first_or_topping_the_podium_names_the_winner(tmp_path: Path, sentence: str) -> None:
    assert _winners(tmp_path, HEAD + sentence) == {"Ada Quill"}


@pytest.mark.parametrize(
    "sentence",
    [
        "Ben Rook was first across the line at the end of the opening lap.",
        "Ben Rook crossed the line first but was later disqualified for a fuel irregularity.",
        "Ben Rook finished first in Saturday's sprint race.",
        "Ben Rook finished first among the rookies.",
        "Ben Rook finished first of the Fords in fourth place.",
        "Ben Rook came home first for Ford.",
        "Ben Rook, who topped the podium at Portside last year, finished fifth.",
        "Ben Rook stood on the top step of the podium at Portside in 2019.",
        "Ben Rook converted pole into victory at Portside a year ago.",
        "The Harbor 300 went to Ben Rook last year.",
        "The pole for the Harbor 300 went to Ben Rook.",
    ],
)
def test_first_in_a_lap_a_class_or_another_year_names_no_winner(tmp_path: Path, sentence: str) -> None:
    assert _winners(tmp_path, HEAD + sentence) == set()


def test_who_came_next_after_a_win_is_a_place(tmp_path: Path) -> None:
    from tests.unit.reports_we_wrote import places

    told = places(tmp_path, "Ada Quill took the win with Cy Tamm second.")
    assert told.get("Cy Tamm") == {"second"}
    for other in (
        "Ben Rook won Stage 1 with Cal Moss second.",
        "Ben Rook won last year with Cal Moss second.",
        "Ben Rook won the pole with Cal Moss second.",
    ):
        assert "Cal Moss" not in places(tmp_path, other), other


def test_a_place_held_at_a_moment_of_the_race_is_no_result(tmp_path: Path) -> None:
    from tests.unit.reports_we_wrote import places

    told = places(
        tmp_path,
        "The first clash came when Quill, in fourth, tried to squeeze between third-place "
        "Cy Tamm and the wall on the fifth lap.",
    )
    assert "Cy Tamm" not in told


@pytest.mark.parametrize(
    "sentence",
    [
        "Ada Quill passed Ben Rook on the last lap to win one of the most exciting Harbor 300s ever.",
        "Ada Quill has done something she had not managed for 217 days when she claimed victory on Sunday.",
        "It was the sixth career victory and first this season for Ada Quill.",
        "Ada Quill of Harborland captured the race, with Ben Rook taking second.",
    ],
)
def test_more_ways_a_lead_names_the_winner(tmp_path: Path, sentence: str) -> None:
    assert _winners(tmp_path, HEAD + sentence) == {"Ada Quill"}


@pytest.mark.parametrize(
    "sentence",
    [
        "Ben Rook had held off a strong challenge from Cal Moss for 24 of the race's 27 laps.",
        "Ben Rook beat Cal Moss in a thrilling fight for second place.",
        "It was a doubly sweet win for Ben Rook, who fields cars for Ada Quill as a team owner.",
        "It was the first victory for Ben Rook in 2019.",
    ],
)
def test_a_spell_a_lower_fight_or_an_owners_joy_names_no_winner(tmp_path: Path, sentence: str) -> None:
    assert _winners(tmp_path, HEAD + sentence) == set()


def test_initials_before_a_surname_do_not_end_a_sentence() -> None:
    from bot.factbank.ingest import ingest_document

    doc = ingest_document(
        "r.txt",
        b"Vance wins\n\nIt has been a great week for A.J. Vance. Last Saturday, he won at Portside. He moved to "
        b"the U.S. Then he won again.\n",
    )
    texts = [s.text for s in doc.sentences]  # type: ignore[union-attr]
    assert "It has been a great week for A.J. Vance." in texts
    assert "He moved to the U.S." in texts


@pytest.mark.parametrize(
    "sentence",
    [
        "Ada Quill defeated Team Acme's Cy Tamm by 4.5 seconds.",
        "Ada Quill won her first race by edging her lifelong friend, Cy Tamm, by .38 seconds.",
        "Ada Quill won by 12 seconds from Cy Tamm.",
        "Cy Tamm came 24.5 seconds behind Quill in second place.",
        "In second place was Ada Quill's teammate, Cy Tamm, who now leads the championship.",
    ],
)
def test_more_ways_of_naming_the_runner_up(tmp_path: Path, sentence: str) -> None:
    from tests.unit.reports_we_wrote import HEAD as WON
    from tests.unit.reports_we_wrote import facts

    told = facts(tmp_path, WON + sentence)
    assert [v for r, _, v in told if r == "runner_up"] == ["Cy Tamm"]
    assert not [f for f in told if f[0] == "position" and f[1] == "Ada Quill"]


@pytest.mark.parametrize(
    "sentence, margin",
    [
        ("Her teammate Cy Tamm was 2nd, 3.2 seconds behind the Canadian.", "3.2 seconds"),
        ("Cy Tamm finished second and 14.084 seconds behind.", "14.084 seconds"),
        ("Quill reached the finish in Portside with an advantage of 27.8s.", "27.8 seconds"),
    ],
)
def test_more_ways_of_telling_the_margin(tmp_path: Path, sentence: str, margin: str) -> None:
    from tests.unit.reports_we_wrote import HEAD as WON
    from tests.unit.reports_we_wrote import facts

    assert [v for r, _, v in facts(tmp_path, WON + sentence) if r == "margin"] == [margin]


def test_a_crews_gap_is_no_one_drivers_second_place(tmp_path: Path) -> None:
    from tests.unit.reports_we_wrote import HEAD as WON
    from tests.unit.reports_we_wrote import facts

    told = facts(
        tmp_path,
        WON
        + "The No. 6 Acme shared by France's Eli Vance, Belgian Gus Pell and Australian Jon Kerr finished "
        "second and 14.084 seconds behind.",
    )
    assert not [f for f in told if f[0] in {"runner_up", "position"}]


def test_breaking_the_tape_wins_and_the_womens_contest_is_the_other_division(tmp_path: Path) -> None:
    text = (
        "A sunny marathon\n\nThe weather was perfect at the 13th Harbor Marathon on Sunday. Norwegian Ada "
        "Quill, 21, broke the tape at 2 hours 11 minutes 21 seconds, moments after bursting ahead of Cy Tamm.\n\n"
        "For the second year in a row, Dee Hoyt of Kenya won the women's contest."
    )
    r = facts(tmp_path, text)
    assert {(s, v) for rel, s, v in r if rel == "winner"} == {
        ("13th Harbor Marathon men's race", "Ada Quill"),
        ("13th Harbor Marathon women's race", "Dee Hoyt"),
    }


def test_the_junior_of_a_headline_is_not_his_father() -> None:
    from bot.factbank.deciding import by_surname

    assert by_surname("Vance Jr.", {"Eli Vance", "Eli Vance Jr."}) == "Eli Vance Jr."
    assert by_surname("Vance", {"Eli Vance", "Eli Vance Jr."}) is None  # which one: not told


def test_an_em_dash_read_in_the_wrong_code_page_is_a_dateline_dash(tmp_path: Path) -> None:
    text = (
        "Vance wins truck race\n\nPORTSIDE, Tenn. \u00f3 While Eli Vance was delighted with his Harbor 200 "
        "victory, he was not thrilled about the points lead."
    )
    assert _winners(tmp_path, text) == {"Eli Vance"}


@pytest.mark.parametrize(
    "sentence",
    [
        "Ada Quill headed an Acme Racing 1-2 in the Harbor 300, with Cy Tamm second.",
        "Ada Quill led a big day for Acme Racing, leading a sweep with a win Sunday at the Harbor 300.",
        "After two red flags the race was declared complete, a call that anointed Ada Quill the winner.",
        "Ada Quill took a trip to victory lane at Portside Raceway on Saturday.",
        "Ada Quill has surprisingly taken out the Harbor 300, denying the favourite.",
    ],
)
def test_yet_more_ways_of_saying_won(tmp_path: Path, sentence: str) -> None:
    assert _winners(tmp_path, HEAD + sentence) == {"Ada Quill"}


def test_a_victory_made_for_an_owner_is_the_drivers(tmp_path: Path) -> None:
    text = (
        HEAD
        + "Ada Quill drove the last 145 laps on one tank and made Cy Tamm the leader in career wins among "
        "owners with a victory Saturday at Portside Raceway."
    )
    assert "Cy Tamm" not in _winners(tmp_path, text)


def test_a_winner_followed_by_team_mates_in_a_race_places_them(tmp_path: Path) -> None:
    from tests.unit.reports_we_wrote import HEAD as WON

    told = facts(
        tmp_path,
        WON
        + "Quill was followed by Acme teammates Cy Tamm and Eli Vance in the series' first race at Portside "
        "since 1989.",
    )
    assert ("runner_up", "Harbor 300 at Portside Speedway", "Cy Tamm") in told
    assert ("position", "Eli Vance", "third") in told


@pytest.mark.parametrize(
    "sentence",
    [
        "Ada Quill registered a 0.541-second margin of victory over Cy Tamm.",
        "Cy Tamm took home the runner-up spot.",
    ],
)
def test_a_margin_of_victory_over_someone_or_the_runner_up_spot(tmp_path: Path, sentence: str) -> None:
    from tests.unit.reports_we_wrote import HEAD as WON

    assert [v for r, _, v in facts(tmp_path, WON + sentence) if r == "runner_up"] == ["Cy Tamm"]


def test_the_one_passed_by_who_went_on_to_win_is_not_the_winner(tmp_path: Path) -> None:
    for sentence in (
        "Cal Moss was passed by Ben Rook, who went on to win the Harbor 300.",
        "Cal Moss was overtaken on lap 90 by Ben Rook, who held on to win.",
    ):
        assert "Cal Moss" not in _winners(tmp_path, HEAD + sentence), sentence


def test_another_days_race_winner_is_not_this_races(tmp_path: Path) -> None:
    text = (
        "Sea Wind lands Harbor Gold Cup\n\nSea Wind produced a stunning performance to lead from pillar to post "
        "and win the Harbor Gold Cup on Thursday.\n\nJockey Cy Tamm, who had ridden Wednesday's feature race "
        "winner Bold Lad, stood up in the saddle.\n"
    )
    assert _winners(tmp_path, text) == {"Sea Wind"}


def test_edging_someone_for_second_is_second_over_a_rival_held_off(tmp_path: Path) -> None:
    got = facts(
        tmp_path,
        "Quill wins at Portside\n\nAda Quill won the 2011 Harbor 400 at Portside Speedway, holding off Cy Tamm on "
        "a restart with two laps to go.\n\nWhen Bo Reed edged Tamm at the line for second, it was a surprise.\n",
    )
    assert {v for r, _s, v in got if r == "runner_up"} == {"Bo Reed"}


def test_one_who_failed_or_tried_to_beat_a_rival_is_not_the_winner(tmp_path: Path) -> None:
    for sentence in (
        "Ben Rook failed to beat Cal Moss and win.",
        "Ben Rook tried to hold off Cal Moss and win the race.",
    ):
        assert "Ben Rook" not in _winners(tmp_path, HEAD + sentence), sentence
