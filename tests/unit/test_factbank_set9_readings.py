"""Errors a blind judge found on a ninth set of real reports, fixed in general form and tested on
sentences we wrote: a headline's "Another GP", a caption's "Winner X", another race named in a relative
clause, laps led by the one who passed, a possessed team, a margin in minutes and seconds, a shouted name
with "Mc", a motorcycle TT's machine and results line."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.unit.reports_we_wrote import bank as _bank
from tests.unit.reports_we_wrote import facts as _facts
from tests.unit.reports_we_wrote import winners as _winners

HEAD = "Quill wins the Harbor 300\n\nAda Quill won the Harbor 300 at Portside Speedway on Sunday. "


@pytest.mark.parametrize(
    "text, race",
    [
        (
            "Quill Wins Another GP\n\nAda Quill won the race at Portside Circuit on Sunday, ahead of Cy Tamm.",
            "race at Portside Circuit",
        ),
        (
            "Quill beats Tamm to win Rally de Harbor\n\nAda Quill won the rally by 7.9 seconds from Cy Tamm after "
            "the final stage on Sunday.",
            "Rally de Harbor",
        ),
        (
            "Quill wins Acme race in Iowa\n\nNEWTON, Iowa (AP) -- Ada Quill buried her post-Harbor 500 slump and won "
            "the Acme race at Portside Speedway on Saturday.",
            "race at Portside Speedway",  # not the "Harbor 500" of her slump
        ),
    ],
)
def test_race_names_of_the_ninth_set(tmp_path: Path, text: str, race: str) -> None:
    assert _bank(tmp_path, text).documents[0].race == race


def test_a_race_someone_won_before_or_a_week_ago_is_not_the_reports(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill runs 2:08:27 to win\n\nAda Quill won the Portside Marathon on Sunday. Quill, who won the Harbor "
        "Marathon this year, beat Cy Tamm. Bo Lind, who scored his first win a week ago in the Dutch Grand Prix, "
        "was third.",
    )
    assert r.documents[0].race == "Portside Marathon"


def test_a_captions_winner_and_runner_up_are_no_part_of_their_names(tmp_path: Path) -> None:
    facts = _facts(
        tmp_path,
        HEAD
        + "Winner Ada Quill of Norway, runner-up Cy Tamm of Sweden and third-place finisher Bo Lind wore hats.",
    )
    assert not {f for f in facts if "Winner" in f[1] + f[2]}


def test_laps_led_are_the_passers_and_a_possessed_team_is_its_owners(tmp_path: Path) -> None:
    facts = _facts(
        tmp_path,
        HEAD
        + "Nobody could stay with Quill, who passed Cy Tamm at the end of the first lap and wound up leading "
        "a race-high 52 of 85 laps. Bo Lind was out of control, squeezed onto the grass by Eli Vance's Acme "
        "Racing team-mate Jo Reed.",
    )
    assert ("laps_led", "Cy Tamm", "52") not in facts
    assert ("team", "Bo Lind", "Acme Racing") not in facts
    assert {("team", "Eli Vance", "Acme Racing"), ("team", "Jo Reed", "Acme Racing")} <= facts


def test_a_margin_in_minutes_and_seconds_is_not_asked_but_names_the_runner_up(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill wins the Harbor Rally\n\nAda Quill won the Harbor Rally on Friday. Quill finished 14 minutes and "
        "51 seconds ahead of Cy Tamm, a three times winner.",
    )
    facts = {(f.relation, f.value) for f in r.facts}
    assert ("runner_up", "Cy Tamm") in facts
    assert not {f for f in facts if f[0] == "margin"}


def test_a_shouted_mc_name_his_machine_and_a_results_lines_initials(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Motorcycling: TT win after the agony\n\nADA McQUILL powered her 750cc Castrol Honda to victory in the "
        "Senior TT on the Isle of Man.\n\nMcQuill won by 45 seconds from her team-mate Cy Tamm, the winner of "
        "last Saturday's opening TT Formula One race.\n\nSENIOR TT: 1 A McQuill (Honda) 1hr 54min; 2 C Tamm "
        "(Honda) 1:55:32.8; 3 B Lind (Yamaha) 1:56:46.4.",
    )
    winners = {f.value for f in r.facts if f.relation == "winner"}
    assert winners == {"Ada McQuill"}
    assert not {
        f for f in r.facts if f.subject in {"A McQuill", "C Tamm"} or f.value in {"A McQuill", "C Tamm"}
    }
    assert all(" drive " not in q.prompt for q in r.questions)  # a rider rides


@pytest.mark.parametrize(
    "text, winner",
    [
        (
            "By Any Name, Quill a Rather Easy Winner\n\nOn Sunday, in the Harbor 300 at Portside Speedway, winning was "
            "easy for Ada Quill.",
            "Ada Quill",
        ),
        (
            "Cy Tamm tops father Bo as Sea Lord rules in Harbor Cup\n\nCy Tamm bettered his father Bo Tamm as Sea Lord "
            "outpointed Tide Runner at the Harbor Cup at Portside Racecourse, trained by Cy Tamm.",
            "",
        ),
        (
            "Quill wins at Portside\n\nIt was the second Portside win for Eli Vance's Acme team, which won last year "
            "with Bo Lind. Ada Quill won the Harbor 300 at Portside Speedway.",
            "Ada Quill",
        ),
    ],
)
def test_winners_of_the_ninth_set(tmp_path: Path, text: str, winner: str) -> None:
    found = _winners(tmp_path, text)
    if winner:
        assert found == {winner}
    else:  # the trainer the headline names beating his father is not the horse that won
        assert "Cy Tamm" not in found


def test_an_owners_team_is_not_asked_as_a_drivers_but_a_racers_is(tmp_path: Path) -> None:
    facts = _facts(
        tmp_path,
        HEAD + "It was the second win for Eli Vance's Acme team. Cy Tamm was second, and Cy Tamm's Kestrel "
        "Motorsports team was delighted.",
    )
    assert ("team", "Eli Vance", "Acme") not in facts
    assert ("team", "Cy Tamm", "Kestrel Motorsports") in facts


def test_a_jumps_race_is_a_horse_race(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Kauto Star regains the Gold Cup\n\nKauto Star, ridden by Ruby Walsh and trained by Paul Nicholls, won the "
        "2023 Harbor Gold Cup at Portside Racecourse by 13 lengths from Denman, the steeplechase's favourite.",
    )
    prompts = [q.prompt for q in r.questions if q.answer == "Kauto Star"]
    assert prompts and prompts[0].startswith("Which horse")
    assert all("Star" not in q.accepted[1:] for q in r.questions if q.answer == "Kauto Star")


@pytest.mark.parametrize(
    "sentence",
    [
        "The experts were right about Ada Quill Sunday as she broke every record while winning the Harbor 300.",
        "Ada Quill passed his slowing car in Turn 2 of the final lap and raced to a 35.36-second victory in the "
        "Harbor 300.",
    ],
)
def test_a_winner_named_before_a_weekday_or_a_clause_before_the_win(tmp_path: Path, sentence: str) -> None:
    text = "Harbor 300 report\n\nPORTSIDE -- " + sentence + " Cy Tamm and Bo Lind were at Portside Speedway."
    assert _winners(tmp_path, text) == {"Ada Quill"}


@pytest.mark.parametrize(
    "sentence, fact",
    [
        ("Quill won by 45 seconds from her team-mate Cy Tamm.", ("margin", "45 seconds")),
        (
            "Ada Quill held off her other Acme teammate, Cy Tamm, to win the Harbor 300.",
            ("runner_up", "Cy Tamm"),
        ),
        ("Ada Quill won the Harbor 300 by 16.8006 seconds over Cy Tamm.", ("runner_up", "Cy Tamm")),
        (
            "Cy Tamm, one lap away from victory, limped across the finish line second.",
            ("runner_up", "Cy Tamm"),
        ),
        (
            "She was pushed hard by team-mate Cy Tamm and fellow Japanese rider Bo Lind, who finished in second and "
            "third places respectively.",
            ("runner_up", "Cy Tamm"),
        ),
    ],
)
def test_runners_up_and_margins_of_the_ninth_set(
    tmp_path: Path, sentence: str, fact: tuple[str, str]
) -> None:
    assert fact in {(f.relation, f.value) for f in _bank(tmp_path, HEAD + sentence).facts}


@pytest.mark.parametrize(
    "sentence",
    [
        "Third place surprisingly went to Frenchman Cy Tamm from the sister team Acme Racing.",
        "Third was Quill's team-mate Cy Tamm.",
    ],
)
def test_a_place_said_first(tmp_path: Path, sentence: str) -> None:
    assert ("position", "Cy Tamm", "third") in _facts(tmp_path, HEAD + sentence)
