"""Wins, race names and editions of the kinds unseen real reports showed the bank missing, each on a
report we wrote: the day's winner as an epithet, a cleft "It was X who ... to claim a stage victory", a
race of another day of the meeting, a French "Rallye de", a classic "won ... for the second time", a win
told after clauses about other races, a letter lost to a page's encoding, and a winner's race named by
the other places its report gives."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.factbank import build_bank
from tests.unit.reports_we_wrote import race_of


def _asked(tmp_path: Path, text: str) -> dict[tuple[str, str], str]:
    (tmp_path / "r.txt").write_text(text)
    return {(q.kind, q.answer): q.prompt for q in build_bank(tmp_path).questions}


@pytest.mark.parametrize(
    "text, winner",
    [
        (  # the day's winner, named as such
            "Quill lights up the night\n\nNo lights, two red flags, no problem. Not for tonight's Truck Series "
            "winner Ada Quill at Portside Speedway. Cy Tamm finished second in the race, 1.2 seconds back.",
            "Ada Quill",
        ),
        (  # a cleft sentence, the win told by its purpose
            "Fireworks on the mountain at the 2024 Tour de Ruritania\n\nIt was Ada Quill (Team Vantor) who ignited "
            "the fireworks from the breakaway on the final ascent to claim a sensational stage 12 victory in "
            "the race. Cy Tamm finished second on the stage.",
            "Ada Quill",
        ),
        (  # clauses about other races before the main clause
            "Quill in a class of her own\n\nIn her third race since joining Vantor in 2029, after already having "
            "become the youngest winner the previous year with Brightwave, Ada Quill delivered an immaculate "
            "performance in the Meridian Grand Prix at Vale Park to lead home her teammate Cy Tamm.",
            "Ada Quill",
        ),
    ],
)
def test_a_win_is_read(tmp_path: Path, text: str, winner: str) -> None:
    (tmp_path / "r.txt").write_text(text)
    found = {(f.relation, f.value) for f in build_bank(tmp_path).facts}  # (a Grand Prix of no year asks its
    # winner only with two details of the race)
    assert ("winner", winner) in found, found


def test_the_runner_up_led_home_after_clauses_about_other_races(tmp_path: Path) -> None:
    asked = _asked(
        tmp_path,
        "Quill in a class of her own\n\nIn her third race since joining Vantor in 2029, after already having "
        "become the youngest winner the previous year with Brightwave, Ada Quill delivered an immaculate "
        "performance in the 2030 Meridian Grand Prix at Vale Park to lead home her teammate Cy Tamm.",
    )  # (with its year: "second behind Ada Quill in the Meridian Grand Prix" could be of any year)
    assert ("runner_up", "Cy Tamm") in asked, asked


@pytest.mark.parametrize(
    "text, name",
    [
        (  # Friday's race of a Saturday's meeting is another race
            "Brass Lantern says bye-bye to the rest\n\nPORTSIDE - Brass Lantern proved it on Saturday at Glenmoor "
            "Downs, recording a runaway victory over 19 rivals to win the Derby. The double, coupling Iron Gate, "
            "the upset winner of Friday's Glenmoor Oaks, with Brass Lantern, returned $890.",
            "Derby",
        ),
        (  # a French "Rallye de"
            "Quill wins in Ruritania\n\nAda Quill celebrated her 100th start in style by winning the Rallye de "
            "Ruritania, after four days on one of the toughest events of the rally season. She finished 20 "
            "seconds ahead of Cy Tamm at the end of the final stage.",
            "Rallye de Ruritania",
        ),
        (  # a classic named with a hyphen, won "for the second time"
            "Quill scores stunning win\n\nAda Quill won Lakeside-Portside for the second time this afternoon, "
            "a week after her solo win in the race's sister event, finishing well clear of Cy Tamm.",
            "Lakeside-Portside",
        ),
    ],
)
def test_the_race_is_named(text: str, name: str) -> None:
    rid = race_of(text)
    assert rid is not None and rid.name == name, rid


def test_a_name_with_a_letter_lost_to_the_encoding_is_not_asked(tmp_path: Path) -> None:
    asked = _asked(
        tmp_path,
        "Quill wins Harbor Rally\n\nAda M?kinen won the Harbor Rally at Portside on Sunday, beating Cy Tamm "
        "by 12 seconds after the final stage of the rally.",
    )
    assert not any("?" in answer for _, answer in asked), asked


def test_a_winner_of_a_race_of_no_year_is_asked_with_the_other_places_its_report_gives(
    tmp_path: Path,
) -> None:
    asked = _asked(
        tmp_path,
        "Quill wins Harbor Indy\n\nAda Quill won the Harbor Indy at Portside Speedway on Sunday from pole "
        "position. Cy Tamm finished fourth and Eli Vance was fifth in the race.",
    )
    assert asked.get(("winner", "Ada Quill")) == (
        "Who won the Harbor Indy at Portside Speedway in which Cy Tamm finished fourth and Eli Vance finished "
        "fifth?"
    ), asked


def test_a_roundup_s_next_item_gives_no_team_and_the_win_is_read(tmp_path: Path) -> None:
    (tmp_path / "r.txt").write_text(
        "Motor Racing Roundup : Quill Leads Series After Cup Win\n\n"
        "Defending champion Ada Quill used speed to her advantage on Sunday at Portside Speedway.\n\n"
        "After pole-sitter Jon Kerr's Ford blew an engine 30 laps from the finish, Ada Quill outran Cy Tamm to "
        "win the Harbor 600 by nearly one second.\n\n"
        "Quill went into the pits three times between laps 222 and 225, all on caution.\n\n"
        "Then she won the battle of attrition in the 400-lap race. Jon Kerr finished third.\n\n"
        "The victory gave Quill the lead in the Cup Series points standings.\n\n"
        "Brazilian Ivo Lund's quick starts in his McLaren propelled him to victory in the Meridian Grand Prix "
        "for Formula One cars.\n\n"
        "Italians Rex Ode in a Williams Renault and Sam Hale in a Tyrrell Ford followed Lund across the line.\n"
    )
    r = build_bank(tmp_path)
    teams = {(f.subject, f.value) for f in r.facts if f.relation == "team"}
    assert not {who for who, _ in teams} & {"Rex Ode", "Sam Hale"}, teams
    assert ("winner", "Ada Quill") in {(q.kind, q.answer) for q in r.questions}


@pytest.mark.parametrize(
    "text, not_named",
    [
        (  # someone's earlier win he hopes to repeat
            "Quill wins as Tamm spins\n\nAda Quill won her first race at Vale Park this afternoon. Poleman Cy "
            "Tamm led early and for a long time it looked as though he would repeat his Dutch TT feat.",
            "Dutch TT",
        ),
        (  # a Cup Series win at a place, not an event called "New Hampshire Cup"
            "Quill holds off Tamm to nail New Hampshire Cup win\n\nLOUDON, N.H. - Ada Quill won at New Hampshire "
            "Motor Speedway on Sunday, holding off Cy Tamm by 0.4 seconds in the Cup Series race.",
            "New Hampshire Cup",
        ),
    ],
)
def test_names_that_are_not_the_race(text: str, not_named: str) -> None:
    rid = race_of(text)
    assert rid is not None and not_named not in rid.name, rid


def test_a_team_of_an_earlier_race_and_a_word_before_driver_are_no_team(tmp_path: Path) -> None:
    (tmp_path / "r.txt").write_text(
        "Quill wins Harbor 301\n\nAda Quill won the Harbor 301 at Portside Speedway on Sunday, with Cy Tamm "
        "second, the first one-two by teammates since Jon Kerr and Ivo Lund did it for Vantor Motorsports in "
        "the 1989 Harbor 500.\n\nLocal driver Rex Ode finished fourth in the race.\n"
    )
    teams = {(f.subject, f.value) for f in build_bank(tmp_path).facts if f.relation == "team"}
    assert not teams & {("Ivo Lund", "Vantor Motorsports"), ("Rex Ode", "Local")}, teams


@pytest.mark.parametrize(
    "text, runner_up",
    [
        (  # a win "over" someone, with a decimal in the margin
            "Quill wins at Portside\n\nEli Vance held the points lead coming into the race, but Ada Quill took "
            "over that with her 4.3-second win over Cy Tamm in the Harbor 300 at Portside Speedway.",
            "Cy Tamm",
        ),
        (  # the runner-up told in a relative clause
            "Quill wins Harbor 400\n\nAda Quill won the Harbor 400 at Portside Speedway on Sunday. While Quill was "
            "enjoying the spoils of victory lane, Cy Tamm, who finished runner-up to Quill by a margin of 2.471 "
            "seconds, was lamenting his chance at winning.",
            "Cy Tamm",
        ),
        (  # second place that "fell to" a team's driver
            "Quill wins at Vale Park\n\nAda Quill won the Formula E race at Vale Park on Saturday. Second place fell "
            "to Vantor Racing's Cy Tamm who didn't face any serious threats once the opening-lap skirmishes had "
            "sorted out the order.",
            "Cy Tamm",
        ),
        (  # won by a margin "over" someone of a nationality
            "Quill wins Harbor 500\n\nPORTSIDE - Ada Quill maintained the family tradition when she won the "
            "Harbor 500 here Sunday by less than a car length over Canadian Cy Tamm in the closest finish in the "
            "race's history.",
            "Cy Tamm",
        ),
    ],
)
def test_a_runner_up_is_read(tmp_path: Path, text: str, runner_up: str) -> None:
    (tmp_path / "r.txt").write_text(text)
    found = {(f.relation, f.value) for f in build_bank(tmp_path).facts}
    assert ("runner_up", runner_up) in found, found


def test_a_cycling_classic_is_named_and_a_third_s_gap_is_no_margin(tmp_path: Path) -> None:
    text = (
        "Quill finishes well ahead\n\nPORTSIDE, Ruritania -- Sprint standout Ada Quill won the Lakeside-San Remo "
        "cycling classic in her debut Saturday, beating Cy Tamm in a photo finish.\n\nQuill covered the 185-mile "
        "course in 6 hours, 42 minutes, 31 seconds. Tamm was second, with the same time, and teammate Eli Vance "
        "finished third, two seconds behind.\n"
    )
    rid = race_of(text)
    assert rid is not None and rid.name == "Lakeside-San Remo", rid
    asked = _asked(tmp_path, text)
    assert not [a for k, a in asked if k == "margin"], asked


def test_a_name_after_a_title_and_a_preposition_is_no_winner(tmp_path: Path) -> None:
    asked = _asked(
        tmp_path,
        "Quill wins while Tamm sits\n\nAda Quill drew closer to leader Cy Tamm in the title race Sunday, guiding "
        "her Vantor to a 4.9-second victory over Eli Vance in the Meridian Grand Prix at Vale Park.\n\nQuill "
        "scored her seventh career victory by taking the lead at the halfway mark of the race.",
    )
    assert ("winner", "Cy Tamm") not in asked and ("winner", "Ada Quill") in asked, asked


def test_a_win_before_a_comparison_with_another_year_is_read(tmp_path: Path) -> None:
    asked = _asked(
        tmp_path,
        "Brightwater says bye-bye to the rest\n\nPORTSIDE - Fresh, trainer Cy Tamm believed all along, was best. "
        "Brightwater proved it on Saturday at Glenmoor Downs, recording a runaway victory over 19 rivals in the "
        "race to become the first horse to win the Harbor Derby off a layoff since Irongate in 1956.\n\n"
        "Brightwater, ridden by jockey Ada Quill, breezed home six lengths clear of Iron Gate.\n\n"
        "The double, coupling Lemon Tree with Brightwater, returned $890.\n",
    )
    assert ("winner", "Brightwater") in asked, asked
    assert not [answer for kind, answer in asked if kind == "team"], asked  # a horse has no team


def test_a_failed_bid_to_be_the_first_since_a_year_is_no_win(tmp_path: Path) -> None:
    (tmp_path / "r.txt").write_text(
        "Quill clinches the title\n\nPORTSIDE, Oct. 31, 2031 -- Ada Quill won the 2031 Meridian Grand Prix at Vale "
        "Park on Sunday.\n\nCy Tamm failed in his bid to become the first Vantor driver to win the championship "
        "since Jon Kerr in 1979, but Tamm's third place, combined with Eli Vance's second place, gave Vantor "
        "the constructors' title.\n"
    )
    r = build_bank(tmp_path)
    found = {(f.relation, f.subject, f.value) for f in r.facts}
    assert ("position", "Cy Tamm", "third") in found and ("position", "Eli Vance", "second") in found, found
    assert not [f for f in r.facts if f.relation == "winner" and f.value != "Ada Quill"], found


@pytest.mark.parametrize(
    "text, name",
    [
        (
            "Iron Gate wins big race\n\nIron Gate won the 2031 Harbor Bank Portside July at Glenmoor on Saturday, "
            "ridden by Ada Quill and trained by Cy Tamm, beating Brightwater by a length in the race.",
            "Harbor Bank Portside July",
        ),
        (
            "Quill wins World Cup downhill\n\nPORTSIDE, Ruritania -- Ada Quill won the grueling Vale downhill "
            "Saturday for her first World Cup victory of the season, 0.45 seconds ahead of Cy Tamm in the race.",
            "Vale downhill",
        ),
    ],
)
def test_an_event_named_after_a_win(text: str, name: str) -> None:
    rid = race_of(text)
    assert rid is not None and name in rid.name, rid
