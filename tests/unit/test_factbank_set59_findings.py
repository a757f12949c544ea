"""What reading further real reports taught (sentences we wrote, names invented)."""

from __future__ import annotations

from pathlib import Path

from bot.factbank.race_names import event_candidates
from bot.factbank.winner import headline_subject
from tests.unit.reports_we_wrote import HEAD, RACE, bank, facts, facts_of, places, race_of, winners


def test_a_person_met_on_the_way_to_the_win_is_no_winner(tmp_path: Path) -> None:
    """ "X, the reigning champion, overcame a crash with Y and a brush with a teammate to win the Z": X won, and
    Y was only met on the way (as "collided with Y, who went on to win" is Y's)."""
    text = (
        "Quill wins at Portside\n\nPORTSIDE — Ada Quill, the reigning series champion, overcame a controversial "
        "crash with Cy Tamm and a brush with a teammate to win the Harbor 300 late Saturday at Portside Speedway.\n"
    )
    assert winners(tmp_path, text) == {"Ada Quill"}
    battle = text.replace("a controversial crash with Cy Tamm", "a long battle against his teammate Cy Tamm")
    assert winners(tmp_path, battle) == {"Ada Quill"}


def test_a_count_of_seconds_is_no_win_of_the_season(tmp_path: Path) -> None:
    """ "took his third-career runner-up finish, his second of the season" counts second places; "her third in a
    row here, her fifth of the season" still counts wins."""
    text = HEAD + (
        "Quill took the checkered flag, her third in a row here, her fifth of the season. Cy Tamm finished second, "
        "his fourth of the season. Gus Pell took his third-career runner-up finish, his second of the season.\n"
    )
    assert facts_of(tmp_path, text, "season_win") == {("Ada Quill", "fifth")}


def test_a_track_of_a_race_a_week_before_is_not_this_ones(tmp_path: Path) -> None:
    """ "He won the Y two weeks ago and also took the checkered flag a week prior to that in the All-Star race at
    T": T is not where this race was run."""
    text = (
        "Quill wins Harbor 300\n\nADA, Ore. — Ada Quill won the Harbor 300 on Sunday, ahead of Cy Tamm.\n\n"
        "She won the Vireo 600 two weeks ago and also took the checkered flag a week prior to that in the "
        "Sprint Showdown at Elm Motor Speedway.\n"
    )
    assert race_of(text).venue != "Elm Motor Speedway"
    assert not [q.prompt for q in bank(tmp_path, text).questions if "Elm" in q.prompt]


def test_a_race_name_of_title_cased_small_words(tmp_path: Path) -> None:
    """ "the Buckle Up In Your Truck 225": after "the", "In" is a word of the name, not a cut before it."""
    assert event_candidates(
        "took the checkered flag in the Keep Calm In Your Cab 225 at Portside Speedway"
    ) == [("Keep Calm In Your Cab 225", 31)]
    assert event_candidates("Quill Wins In Vireo 300") != [("Wins In Vireo 300", 5)]
    assert not event_candidates("Lewis Has Time Of Life: 9.86 In 100")


def test_a_womens_title_told_by_its_count_is_a_division_of_its_own(tmp_path: Path) -> None:
    """ "Y won her second straight Portside Marathon women's title" under a headline of both winners: the men's
    race and the women's are each asked, and the women's winner, who won it before, not by her runner-up alone."""
    text = (
        "Quill, Tamm win Portside Marathon\n\nAda Quill of Kenya pulled ahead of defending champion Gus Pell in the "
        "final mile to win the Portside Marathon on Sunday. Jon Kerr was third.\n\nCy Tamm of Kenya won her second "
        "straight Portside Marathon women's title. Fay Orr was second.\n"
    )
    asked = {q.prompt: q.answer for q in bank(tmp_path, text).questions if q.kind == "winner"}
    assert set(asked.values()) == {"Ada Quill"}, asked  # (her runner-up alone names no year of a classic)
    assert any("men's race" in p and a == "Ada Quill" for p, a in asked.items()), asked
    assert not [
        q for q in bank(tmp_path, text).questions if q.kind == "runner_up" and "behind Cy Tamm" in q.prompt
    ]


def test_headlines_that_crown_a_winner_in_other_words(tmp_path: Path) -> None:
    """ "X is Aintree hero", "X masters Y at the Curragh", "X lands the Harbor Cup"; not "X lands in Vireo" (an
    arrival) nor "X lands pole"."""
    for title in (
        "Ada Quill is Portside hero",
        "Ada Quill masters Cy Tamm at Portside",
        "Ada Quill lands the Harbor 300",
    ):
        assert headline_subject(title) == "Ada Quill", title
    for title in ("Ada Quill lands in Vireo", "Ada Quill lands pole at Portside"):
        assert not headline_subject(title), title


def test_a_horse_race_of_no_name_nor_year_is_not_asked(tmp_path: Path) -> None:
    """ "the race at Glenmoor" is one of a card of races run at every meeting; and "by a length" names no one
    running of a named race either."""
    unnamed = "Iron Gate strikes\n\nIron Gate won at Glenmoor by two lengths from Brightwater, with Sea Lord third.\n"
    assert not bank(tmp_path, unnamed).questions
    named = "Iron Gate lands the Harbor Cup\n\nIron Gate won the Harbor Cup at Glenmoor by a length.\n"
    assert not [q.prompt for q in bank(tmp_path, named).questions if q.kind == "winner"]
    clear = named.replace("by a length", "by four and a half lengths")
    assert [q.prompt for q in bank(tmp_path, clear).questions if q.kind == "winner"]


def test_the_winner_is_not_the_one_a_relative_clause_names(tmp_path: Path) -> None:
    """ "X, who is chasing Y for the championship, overcame a penalty ... and won the Z by three car-lengths over
    W": X won, W was second, and Y only named in the clause."""
    text = (
        "Quill wins at Portside\n\nAda Quill, who is chasing Eli Vance for the championship, overcame a "
        'stop-and-go penalty for "jumping a restart," drove on anger for 305 laps and won the Harbor 300 by three '
        "car-lengths over Cy Tamm. Vance finished third.\n"
    )
    got = facts(tmp_path, text)
    assert {r: v for r, _, v in got if r in {"winner", "runner_up", "margin"}} == {
        "winner": "Ada Quill",
        "runner_up": "Cy Tamm",
        "margin": "three car lengths",
    }, got


def test_places_told_after_what_stood_in_the_way(tmp_path: Path) -> None:
    """ "X overcame an earlier trip into the barrier to finish in fourth"; "A and B, both rookies, finished fifth
    and sixth"."""
    text = (
        "Cy Tamm overcame an earlier trip into the barrier to finish in fourth. Gus Pell and Jon Kerr, both rookies, "
        "finished fifth and sixth.\n"
    )
    got = places(tmp_path, text)
    assert got["Cy Tamm"] == {"fourth"} and got["Gus Pell"] == {"fifth"} and got["Jon Kerr"] == {"sixth"}, got


def test_a_pair_that_held_off_a_pair_tells_no_runner_up(tmp_path: Path) -> None:
    """ "X and Y held off A and B as they neared the line": Y pushed X; A was not second."""
    text = HEAD + "Quill and Gus Pell held off Cy Tamm and Jon Kerr as they neared the finish line.\n"
    assert not facts_of(tmp_path, text, "runner_up")
    text = HEAD + "Gus Pell and Quill held off Cy Tamm as they neared the finish line.\n"
    assert not facts_of(tmp_path, text, "runner_up")
    assert facts_of(tmp_path, HEAD + "Quill held off Cy Tamm by 0.2 seconds.\n", "runner_up") == {
        (RACE, "Cy Tamm")
    }


def test_a_win_the_driver_came_into_the_weekend_with_is_not_this_one(tmp_path: Path) -> None:
    text = HEAD + (
        "Cy Tamm came into the weekend 26 points behind but buoyed by his fourth win of the season in Vireo. "
        "Quill scored her third win of the season.\n"
    )
    assert facts_of(tmp_path, text, "season_win") == {("Ada Quill", "third")}


def test_a_headline_of_the_standings_names_no_winner(tmp_path: Path) -> None:
    """ "X edges ahead in title race" over "X finished second in the race behind Y": X did not win it, and the
    headline alone is no winner when the report places its subject behind someone."""
    assert not headline_subject("Ada Quill edges ahead in title race")
    assert headline_subject("Ada Quill edges Cy Tamm at Portside") == "Ada Quill"
    text = (
        "Quill pips Tamm at Portside\n\nAda Quill finished second in the Harbor 300 at Portside Speedway behind "
        "Cy Tamm, but leads the championship.\n"
    )
    assert "Ada Quill" not in winners(tmp_path, text)


def test_a_roundups_next_race_is_not_this_ones(tmp_path: Path) -> None:
    """A column of several races: "Local favorite X overcame teammate Y ... to win the Vireo 500 race" opens another
    race's item, and its laps and places ("the 81-lap race", "Z finished third") are not this race's; "the first
    for Quill since March" leaves Quill a person, not a team."""
    text = (
        "Quill wins\n\nAda Quill won the Harbor 300 at Portside Speedway on Sunday.\n\nThe victory was the first "
        "for Quill since March at Elm Park.\n\nLocal favorite Gus Pell overcame teammate Jon Kerr with 11 laps "
        "remaining to win the 300-kilometer Vireo 500 race for GTP cars at Vireo, Ohio.\n\nPell pulled past Kerr "
        "on the 70th lap of the 81-lap race.\n\nFay Orr finished third with co-driver Lee Park.\n"
    )
    built = bank(tmp_path, text)
    assert {f.value for f in built.facts if f.relation == "winner"} == {"Ada Quill"}
    assert not [f for f in built.facts if f.relation in {"distance", "position", "codriver"}], built.facts


def test_margins_in_more_words(tmp_path: Path) -> None:
    """ "Y ended up second, 6.238 seconds behind X"; "X captured her second career Harbor 300 by a mere
    0.24-second over Y"; not "captured pole by 0.05 seconds"."""
    ended = HEAD + "Cy Tamm ended up second, 6.238 seconds behind Quill.\n"
    assert facts_of(tmp_path, ended, "margin") == {(RACE, "6.238 seconds")}
    captured = HEAD + "Quill captured her second career Harbor 300 by a mere 0.24-second over Tamm.\n"
    assert facts_of(tmp_path, captured, "margin") == {(RACE, "0.24 seconds")}
    assert not facts_of(tmp_path, HEAD + "Quill captured pole by 0.05 seconds.\n", "margin")


def test_a_team_named_gp_is_no_race(tmp_path: Path) -> None:
    """ "Quill wins as Vireo GP dominate ... at a tactical Harbor Grand Prix which Vireo GP totally dominated":
    the race is the Harbor Grand Prix; "the Spanish GP's first corner" is still a race's."""
    text = (
        "Quill wins as Vireo GP dominate\n\nAda Quill grabbed her fourth win out of five at a tactical Spanish Grand "
        "Prix which Vireo GP totally dominated.\n"
    )
    assert race_of(text).name == "Spanish Grand Prix"
    assert event_candidates("the Spanish GP's first corner") == [("Spanish Grand Prix", 4)]
    assert not event_candidates("Vireo GP's Ada Quill won")


def test_a_tour_stage_takes_the_tours_year_and_is_not_asked_as_its_own_stage(tmp_path: Path) -> None:
    text = (
        "Pell wins stage\n\nIn a pulsating sprint for the line Gus Pell won stage 2 of the 2030 Tour de France in a "
        "photo finish with Cy Tamm.\n"
    )
    prompts = [q.prompt for q in bank(tmp_path, text).questions]
    assert "Who won the 2030 Tour de France stage 2?" in prompts, prompts
    assert not [p for p in prompts if "Stage 2 of" in p], prompts


def test_a_point_on_the_route_is_no_stages_venue(tmp_path: Path) -> None:
    text = (
        "Pell wins stage\n\nGus Pell won stage 2 of the 2030 Tour de France ahead of Cy Tamm.\n\nEli Vance kept his "
        "yellow jersey and picked up a bonus in the intermediary sprint, as he led the peloton over the line in "
        "third place at Vireo behind the breakaway.\n"
    )
    assert race_of(text).venue != "Vireo"


def test_the_driver_of_a_numbered_car_is_no_team(tmp_path: Path) -> None:
    """ "X, who owns his No. 2 Chevrolet and the No. 33 Tamm drives, led 187 laps": Tamm drives the No. 33, no team."""
    text = HEAD + "Quill, who owns her No. 2 Chevrolet and the No. 33 Tamm drives, led 187 of 250 laps.\n"
    assert not [v for s, v in facts_of(tmp_path, text, "team") if "Tamm" in v]


def test_a_pole_lost_before_the_start_is_no_pole(tmp_path: Path) -> None:
    text = HEAD + (
        "Cy Tamm, who won the pole but was dropped to the last spot in the field after failing inspection, "
        "finished fifth.\n"
    )
    assert not facts_of(tmp_path, text, "pole")
    assert facts_of(tmp_path, HEAD + "Cy Tamm, who won the pole, finished fifth.\n", "pole") == {
        (RACE, "Cy Tamm")
    }
