"""Readings found on reports nobody on the team wrote, tested on sentences we wrote: a win beaten to a
lower place, a year said with an apostrophe, and more of the words real reports use."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.unit.reports_we_wrote import bank as _bank
from tests.unit.reports_we_wrote import winners as _winners

TAIL = " Cy Tamm and Eli Vance were among the runners at Portside Speedway."


@pytest.mark.parametrize(
    "text, winner",
    [
        (  # the one pipped to third is no race winner
            "Quill wins at Portside\n\nPORTSIDE -- Ada Quill won the Harbor 300 at Portside Speedway. Second "
            "was Cy Tamm and his teammate Eli Vance pipped Bo Lind at the line to take third.",
            "Ada Quill",
        ),
        (
            "Quill wins at Portside\n\nAda Quill won the Harbor 300 at Portside Speedway. Eli Vance held off "
            "Bo Lind for fourth place.",
            "Ada Quill",
        ),
        (
            "Quill wins at Portside\n\nAda Quill won the Harbor 300 at Portside Speedway. And Eli Vance held off "
            "Bo Lind to claim the final podium place for Acme.",
            "Ada Quill",
        ),
        (  # surviving a crash is no win; "led ... and edged his son Y to win"
            "Ada and Bea Quill 1-2 in Harbor 300; Tamm Survives Bad Crash\n\nPORTSIDE (Feb. 14) -- Ada Quill "
            "led the final 18 laps and edged her daughter Bea to win the 31st Harbor 300 at Portside Speedway.",
            "Ada Quill",
        ),
        (
            "Harbor 300 report\n\nWhen Ada Quill crossed under the checkered flag at the Harbor 300 with "
            "Cy Tamm on her bumper Saturday night, Portside Speedway roared.",
            "Ada Quill",
        ),
        (
            "Title decided at Portside\n\nThe title went to Cy Tamm. Ada Quill's win on an increasingly wet "
            "afternoon at the Harbor 300 was handed to her.",
            "Ada Quill",
        ),
        (
            "Harbor 300 report\n\nWhen Cy Tamm and Eli Vance were forced to pit a second time for fuel, Ada Quill "
            "cruised back into the lead and held it to the checkered flag at Portside Speedway.",
            "Ada Quill",
        ),
        (
            "Harbor 300 report\n\nAda Quill kept all four tires of her Acme firmly on the asphalt at Portside "
            "Speedway and beat Cy Tamm by a half-second in a grueling Harbor 300.",
            "Ada Quill",
        ),
        (
            "Harbor Marathon report\n\nFew figured on Ada Quill claiming the $26,385 first prize in the Harbor "
            "Marathon through the streets of Portside.",
            "Ada Quill",
        ),
        (
            "Harbor 300 report\n\nCy Tamm finished just behind winner Ada Quill in the Harbor 300 at Portside "
            "Speedway.",
            "Ada Quill",
        ),
        (  # an unexpected win is an upset
            "Harbor 300 report\n\nWith Eli Vance and Bo Lind dueling in front, Ada Quill came charging up the "
            "inside for a stunning 40-1 upset in the Harbor 300 on Sunday.",
            "Ada Quill",
        ),
        (  # the odds before the name are no part of it; "finishes first" is a win
            "40-1 shot Ada Quill finishes first in Harbor 300\n\nAda Quill crossed the line ahead of the "
            "favourites in the Harbor 300 on Sunday.",
            "Ada Quill",
        ),
        (  # the win given to someone at the end of the headline
            "3rd Harbor Victory For Quill\n\nTeam owner Bo Lind first met Ada Quill at Portside ten years ago. "
            "The 36-year-old islander recorded her third victory in the Harbor "
            "300 at Portside Speedway yesterday.",
            "Ada Quill",
        ),
        (  # "to beat" the others, then "to win"
            "Harbor Marathon report\n\nThe 91st Harbor Marathon was run in the rain. Ada Quill, running with the memory of her coach, took over the lead at "
            "the 20-mile mark and went into overdrive to beat former record holder Cy Tamm and Eli Vance to "
            "win her second Harbor Marathon Monday.",
            "Ada Quill",
        ),
        (  # ahead of everyone else; ", and X" opens a clause, X is no object
            "Harbor 300 report\n\nThe race was then known as the Harbor 300, and Quill finished the race a lap "
            "ahead of her fellow competitors in her Acme. Ada Quill led 80 laps.",
            "Ada Quill",
        ),
    ],
)
def test_winners_read_in_more_general_ways(tmp_path: Path, text: str, winner: str) -> None:
    assert _winners(tmp_path, text + TAIL) == {winner}


@pytest.mark.parametrize(
    "sentence, race",
    [
        ("Ada Quill won the Dutch TT at Portside Circuit on Saturday.", "Dutch TT at Portside Circuit"),
        ("Ada Quill won the Isle of Man TT on Saturday.", "Isle of Man TT"),
    ],
)
def test_a_tt_with_any_word_before_it_names_the_race(tmp_path: Path, sentence: str, race: str) -> None:
    r = _bank(
        tmp_path, "Quill wins again\n\n" + sentence + " Cy Tamm was second, a lap down, in his Audi TT."
    )
    assert r.documents[0].race == race


def test_a_count_of_a_teams_cars_leading_laps_is_no_ones_laps_led(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill wins the Harbor 300\n\nAda Quill won the Harbor 300 at Portside Speedway. Three Acme Racing Team "
        "cars led 192 of the 200 laps. Cy Tamm led 8 laps.",
    )
    assert {(f.subject, f.value) for f in r.facts if f.relation == "laps_led"} == {("Cy Tamm", "8")}


def test_a_gap_behind_the_winner_is_the_margin_only_for_the_runner_up(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill holds off Tamm for the win\n\nPORTSIDE - Ada Quill held off Cy Tamm in a two-lap shootout "
        "Saturday to win the Harbor 300 at Portside Speedway. Quill held on to edge Tamm by 0.316 seconds. "
        "Eli Vance finished 1.333 seconds behind the winner.",
    )
    facts = {(f.relation, f.value) for f in r.facts}
    assert ("margin", "0.316 seconds") in facts and ("runner_up", "Cy Tamm") in facts
    assert ("margin", "1.333 seconds") not in facts


def test_a_datelines_state_and_an_opening_word_are_no_part_of_a_name(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Ada Quill zeroes in on the title with Portside victory\n\nPORTSIDE, Ky- Resolute Ada Quill drove to "
        "victory Sunday in the Harbor 300 at Portside Speedway. Cy Tamm finished second. Quill led 48 laps.",
    )
    assert {f.value for f in r.facts if f.relation == "winner"} == {"Ada Quill"}


def test_a_race_someone_can_still_win_gives_no_distance(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill wins the Harbor 200\n\nAda Quill won the Harbor 200 at Portside Speedway on Saturday. Quill "
        "can make it three straight in today's 500-mile Cup race, where she'll start fourth.",
    )
    assert not [f for f in r.facts if f.relation == "distance"]


def test_make_choices_of_a_series_we_cannot_tell_are_only_makes_the_report_names(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill wins the Harbor 300\n\nAda Quill won the Harbor 300 at Portside Speedway in her Ford. Cy Tamm was "
        "second in a Chevrolet and Eli Vance third in a Ford.",
    )
    makes = [q for q in r.questions if q.kind == "make"]
    assert makes and all(set(q.choices) <= {"Ford", "Chevrolet"} for q in makes)


def test_points_for_another_races_win_and_a_series_word_name_nothing(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Harbor Twin race 2 report\n\nEli Vance, who earned 27 points by winning the first race, drew the 28th "
        "starting position for race 2 at Portside Speedway. He finished seventh in the IZOD IndyCar Series "
        "race. Cy Tamm was 0.9 of a second behind Bo Lind.",
    )
    assert "Eli Vance" not in {f.value for f in r.facts if f.relation == "winner"}
    assert "IZOD Indy" not in r.documents[0].race


@pytest.mark.parametrize(
    "text",
    [
        "Ada Quill becomes first woman to win the Harbor National as Sea Lord takes Portside showpiece\n\n"
        "Ada Quill made history as the first woman to win the Harbor National at Portside Racecourse. Having "
        "become the first female rider to be top jockey at the spring festival last month, Quill continued her "
        "season for trainer Cy Tamm. Sea Lord was chased home by Sea Lady, with Bold Bay third.",
        "Sea Lord stuns the Harbor Derby\n\nPORTSIDE -- Ada Quill and Cy Tamm pooled their resources with a colt "
        "named Sea Lord and produced an unforgettable Harbor Derby at Portside Racecourse. The 73-year-old Tamm "
        "has won more major races than any other trainer in history. Sea Lady was second by a length.",
    ],
)
def test_a_horse_races_jockey_or_trainer_is_never_its_winner(tmp_path: Path, text: str) -> None:
    assert not _winners(tmp_path, text) & {"Ada Quill", "Cy Tamm"}


def test_a_pronoun_after_a_sentence_whose_subject_is_a_pronoun_is_not_its_object(tmp_path: Path) -> None:
    text = (
        "Harbor 300 report\n\nThe Harbor 300 at Portside Speedway went to the veteran again. Last year she won "
        "by 63 seconds over Bo Lind. She won by 60 seconds over Cy Tamm on Sunday."
    )
    assert "Bo Lind" not in _winners(tmp_path, text)


def test_won_by_a_margin_over_someone_names_the_runner_up_and_a_state_is_no_team(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill wins at Portside\n\nPORTSIDE, Wis. -- Wisconsin driver Ada Quill won on her home-state track at "
        "Portside Speedway on Saturday. Quill won by 0.368 seconds over Cy Tamm on the 14-turn road course.",
    )
    facts = {(f.relation, f.value) for f in r.facts}
    assert ("runner_up", "Cy Tamm") in facts and ("margin", "0.368 seconds") in facts
    assert not [f for f in r.facts if f.relation == "team"]


@pytest.mark.parametrize(
    "body, place",
    [
        ("Cy Tamm capitalised on Bo Lind's problems to take second place.", ("Cy Tamm", "second")),
        ("Second was Californian Cy Tamm and his teammate Bo Lind was third.", ("Cy Tamm", "second")),
        ("Third went to Texan Cy Tamm.", ("Cy Tamm", "third")),
        ("Jo Park was third. Cy Tamm and Bo Lind round out the top five.", ("Bo Lind", "fifth")),
        (
            "Ada Quill scorched to her third victory of the week, finishing ahead of Eli Vance, Cy Tamm and Bo Lind as "
            "Acme riders packed the podium.",
            ("Bo Lind", "fourth"),
        ),
        (  # the place just before "followed in order by", not the first-lap one
            "Eli Vance, who fell to last after a first-lap spinout, charged through the field to finish third "
            "followed in order by Dutchman Cy Tamm and New Zealand’s Bo Lind.",
            ("Cy Tamm", "fourth"),
        ),
        (
            "Eli Vance was sixth followed by the winner of the opening stage, Cy Tamm, Bo Lind and Jo Park.",
            ("Cy Tamm", "seventh"),
        ),
    ],
)
def test_places_read_in_more_general_ways(tmp_path: Path, body: str, place: tuple[str, str]) -> None:
    r = _bank(
        tmp_path, "Quill wins the Harbor 300\n\nAda Quill won the Harbor 300 at Portside Speedway. " + body
    )
    assert place in {(f.subject, f.value) for f in r.facts if f.relation == "position"}


def test_one_pipped_at_the_line_is_not_the_one_who_took_the_place(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill wins the Harbor 300\n\nAda Quill won the Harbor 300 at Portside Speedway. Cy Tamm pipped Bo Lind "
        "at the line to take third place.",
    )
    assert ("Bo Lind", "third") not in {(f.subject, f.value) for f in r.facts if f.relation == "position"}


def test_the_start_of_a_season_is_no_running_place_but_a_break_off_the_line_is(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill becomes youngest winner\n\nAda Quill won the Harbor 300 at Portside Speedway. Quill had started "
        "from pole and made a clean break off the line as fourth-placed Bo Lind made a slow get-away. Quill, "
        "who began racing at the start of this season, finished ahead of second-placed Finn Cy Tamm and "
        "third-placed Colombian Bo Lind.",
    )
    places = {(f.subject, f.value) for f in r.facts if f.relation == "position"}
    assert {("Cy Tamm", "second"), ("Bo Lind", "third")} <= places and ("Bo Lind", "fourth") not in places


@pytest.mark.parametrize(
    "sentence, margin",
    [
        ("Ada Quill swept away to a 2 1/4-length triumph over Cy Tamm.", "2 1/4 lengths"),
        ("Ada Quill held off runner-up Cy Tamm by a half-second.", "0.5 seconds"),
        ("Ada Quill held off Cy Tamm to take a close 0.122-second win.", "0.122 seconds"),
        ("Ada Quill raced home a 12-length winner from Cy Tamm.", "12 lengths"),
        (
            "Ada Quill went on to beat 4-1 favorite Cy Tamm by three-quarters of a length.",
            "three quarters of a length",
        ),
        ("Ada Quill beat Cy Tamm, and her winning margin was trimmed to 29.6sec.", "29.6 seconds"),
        ("Ada Quill held out by 0.146 seconds over Cy Tamm's Chevrolet.", "0.146 seconds"),
    ],
)
def test_margins_read_in_more_general_ways(tmp_path: Path, sentence: str, margin: str) -> None:
    r = _bank(
        tmp_path, "Harbor 300 report\n\nAda Quill won the Harbor 300 at Portside Racecourse. " + sentence
    )
    assert margin in {f.value for f in r.facts if f.relation == "margin"}


@pytest.mark.parametrize(
    "text, race",
    [
        (  # "His X victory" is this race's; a win "on Y in 2017" is another edition's; "Rally1" is a car
            "Quill looks forward after Portside win\n\nAda Quill is a winner again aboard her Acme N Rally1 "
            "Hybrid. Her Rally Portside victory came six years since she won for the first time on Rally Lakeside "
            "in 2017. Cy Tamm was second.",
            "Rally Portside",
        ),
        (
            "Sea Lord wins consecutive Cups\n\nSea Lord has become the first mare to win back-to-back Harbor Cups, "
            "cruising to victory at Portside Racecourse. Sea Lady was second.",
            "Harbor Cup at Portside Racecourse",
        ),
        (  # a championship lead is no race
            "Quill beats Tamm to take the championship lead\n\nAda Quill mastered the streets of Portside to "
            "win the 2022 Portside E-Prix and take the Formula E Drivers’ World Championship lead. Cy Tamm "
            "was second.",
            "2022 Portside E-Prix",
        ),
        (  # a brand with an apostrophe after the is the race name
            "Quill holds off Tamm for the win\n\nPORTSIDE - Ada Quill held off Cy Tamm in a two-lap shootout "
            "Saturday to win the Sam's Harbor 300 at Portside Speedway.",
            "Sam's Harbor 300 at Portside Speedway",
        ),
        (  # a win won with a named race names it and a festival is no race
            "Ada Quill completes TT Festival hat-trick with Senior TT victory\n\nAda Quill scorched to her "
            "third victory of the week in the Isle of Man TT Festival, finishing ahead of Cy Tamm in the "
            "Senior race.",
            "Senior TT",
        ),
        (  # a stage report names its stage or no tour
            "Tour de France, Grand Tour\n\nAda Quill won her third consecutive stage victory in the Tour de "
            "France on Friday. The jury awarded the Stage 6 sprint to her after Cy Tamm was declassified.",
            "Tour de France stage 6",
        ),
        (
            "Quill nips Tamm to win in record time\n\nThe questions ended Saturday after Ada Quill held off Cy Tamm "
            "down the stretch and set a speed record by averaging 188.354 mph in the Winston 500. Tamm finished "
            "second, a car length back.",
            "Winston 500",
        ),
        (
            "Acme powers to victory\n\nAcme captured the Le Mans 24 Hour race on Sunday after a tense finish. Ada "
            "Quill held off a late challenge from Cy Tamm.",
            "Le Mans 24 Hours",
        ),
        (
            "Quill Wins Closest 300 She Tops Tamm On Cold Track\n\nPORTSIDE -- The coldest, most breathtaking "
            "Harbor 300 in memory came down to a last sprint, and Ada Quill beat Cy Tamm by 0.043 seconds.",
            "Harbor 300",
        ),
    ],
)
def test_race_names_read_in_more_general_ways(tmp_path: Path, text: str, race: str) -> None:
    assert _bank(tmp_path, text).documents[0].race == race


@pytest.mark.parametrize(
    "sentence",
    [
        "Scot Cy Tamm finished fifth for McLaren.",
        "McLaren’s Spaniard Cy Tamm was fifth.",
        "McLaren’s championship leader Cy Tamm was fifth.",
    ],
)
def test_a_make_someone_drives_for_read_in_more_ways(tmp_path: Path, sentence: str) -> None:
    r = _bank(
        tmp_path,
        "Quill wins the French Grand Prix\n\nAda Quill won the French Grand Prix at Portside Circuit on Sunday in a "
        "Renault. " + sentence,
    )
    assert ("Cy Tamm", "McLaren") in {(f.subject, f.value) for f in r.facts if f.relation == "make"}


def test_a_team_epithet_after_a_sentence_with_two_clause_subjects_is_unclear(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill storms to win\n\nAda Quill won the Harbor Grand Prix at Portside Circuit. Quill dived past her team "
        "mate and Cy Tamm followed her through to take second. The Acme driver made contact with Bo Lind's car.",
    )
    assert not [f for f in r.facts if f.relation == "contact_with" and f.value == "Ada Quill"]


def test_readings_from_a_seventh_set_of_reports(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Making Waves At Portside\n\nAda Quill won the Harbor 500 at Portside Motor Speedway, with Cy Tamm second. "
        "The day before, Bo Lind had blown the team away in a 150-mile race at Lakeside International Raceway. "
        "Bo Lind was the second best rookie, finishing 16th in the points. Tamm had nothing for her, even though "
        "Eli Vance led 133 laps in his Chevrolet. The 26-mile, 385-yard parade was long. Audi took the first win "
        "for the Four Rings. Eli Vance made a mistake under pressure from Jo and the Acme driver blasted through.",
    )
    assert r.documents[0].race == "Harbor 500 at Portside Motor Speedway"
    facts = {(f.relation, f.subject, f.value) for f in r.facts}
    assert ("make", "Eli Vance", "Chevrolet") in facts
    assert ("position", "Bo Lind", "second") not in facts
    assert not [f for f in facts if f[0] in {"distance", "team"}]


def test_a_roundup_whose_own_winner_is_unclear_gives_no_places(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Auto Racing Roundup\n\nAda Quill continued her assault on the points Sunday, cruising to victory in the "
        "Harbor 400 at Portside Speedway.\n\nMark Oswald edged Raymond Beadle to win the funny car division at "
        "Lakeside.\n\nBobby Rahal beat Al Unser for his second straight victory, winning the Molson Indy at "
        "Sanair. Emerson Fittipaldi of Brazil was third, two laps behind, followed by Kevin Cogan.",
    )
    winners = {f.value for f in r.facts if f.relation == "winner"}
    places = [f for f in r.facts if f.relation == "position"]
    assert winners == {"Ada Quill"} or not places


def test_a_jockey_rode_the_winner_and_a_runner_up_since_then_is_another_year(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Harbor Derby report\n\nAda Quill rode Sea Lord to an easy victory Wednesday in the Harbor Derby at "
        "Portside Racecourse. Sea Lady's second place was the best by a filly since Bold Bay was runner-up to "
        "Red Rum, also in 1982.",
    )
    assert {f.value for f in r.facts if f.relation == "winner"} == {"Sea Lord"}
    assert ("Bold Bay", "second") not in {(f.subject, f.value) for f in r.facts if f.relation == "position"}


@pytest.mark.parametrize(
    "text, name",
    [
        (  # a race still to come does not name the report
            "Quill wins the support race at Portside\n\nPORTSIDE (AP) -- Ada Quill dominated Saturday, racing "
            "to her sixth win of the season at Portside Speedway. On Sunday, she looks to make it a clean "
            "sweep of the weekend's races with a win in the Harbor 600. Cy Tamm was second, 1.2 seconds back.",
            "Harbor 600",
        ),
        (  # a race some rounds before does not name the report
            "Ada Quill takes dominant win in Portside\n\nAda Quill won at Portside Speedway on Sunday, 1.2 "
            "seconds ahead of Cy Tamm. The win comes just two rounds after a heavy crash at the postponed "
            "Harbor 600 in Lakeside left Quill in hospital.",
            "Harbor 600",
        ),
        (  # a sports word after at the is no venue
            "Quill charges to second title\n\nADA QUILL charged to gold in the men's downhill at the Alpine "
            "skiing world championships in Portside yesterday. Cy Tamm took the silver medal, 0.31 seconds "
            "behind.",
            "at Alpine",  # the race: the downhill at the Alpine skiing world championships in Portside
        ),
    ],
)
def test_names_that_are_not_the_reports_race(tmp_path: Path, text: str, name: str) -> None:
    assert name not in _bank(tmp_path, text).documents[0].race
