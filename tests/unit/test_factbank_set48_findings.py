"""Faults of the kinds unseen real reports showed, each on a report we wrote: another year's race in a
horse's past taken for the win ("the Prix de l’Arc de Triomphe" with a curly apostrophe, "in that year's
Derby"), a jockey placed ("under X ... finished eighth"), a hope read as a win ("looked set to take
victory"), a crew that "stole victory", an example taken for the winner ("a racer like X wins the Tour"),
another event's men's title read as a division of the report's own, and a race's grade read as its name."""

from __future__ import annotations

from pathlib import Path

from bot.factbank import build_bank
from tests.unit.reports_we_wrote import facts_of as _facts
from tests.unit.reports_we_wrote import race_of


def _bank(tmp_path: Path, text: str):  # type: ignore[no-untyped-def]
    (tmp_path / "r.txt").write_text(text)
    return build_bank(tmp_path)


HORSE = (
    "Harbor Cup thriller\n\nIron Gate justified strong favouritism in the 44th running of the £5m Gr1 Harbor Cup "
    "at Glenmoor. Ada Quill's five-year-old flopped in the 2028 Prix de l’Arc de Triomphe after edging out "
    "Brightwater in that year's Portside Derby. Sea Lord looked in a decent position under Cy Tamm but just "
    "couldn't pick up in the straight as he finished eighth. The four-year-old winner, trained by Eli Vance, "
    "beat the field by two lengths over a mile and a half.\n"
)


def test_a_horses_past_race_names_neither_its_winner_nor_its_second(tmp_path: Path) -> None:
    r = _bank(tmp_path, HORSE)
    named = {f.value for f in r.facts if f.relation in {"winner", "runner_up"}}
    assert not named & {"Triomphe", "Brightwater"}, named


def test_a_jockey_a_horse_ran_under_is_never_placed(tmp_path: Path) -> None:
    assert "Cy Tamm" not in {s for s, _ in _facts(tmp_path, HORSE, "position")}


def test_a_grade_before_a_races_name_is_no_part_of_it() -> None:
    rid = race_of(HORSE)
    assert rid is not None and rid.name == "Harbor Cup", rid


def test_a_driver_who_looked_set_to_win_did_not_and_a_crew_that_stole_victory_did(tmp_path: Path) -> None:
    text = (
        "Zenith steals Portside 500 win\n\nZenith Racing's Ada Quill and Cy Tamm have stolen victory with a "
        "last-lap change of lead in the Portside 500 at Harbor Park. Quill had earlier taken the lead on lap 87, "
        "before Eli Vance retook the lead 11 laps later and looked set to take victory. But a tyre deflated on "
        "the last lap and Quill caught him.\n"
    )
    assert {v for _, v in _facts(tmp_path, text, "winner")} == {"Ada Quill"}
    assert {v for _, v in _facts(tmp_path, text, "co_winner")} == {"Cy Tamm"}


def test_a_racer_given_as_an_example_of_a_winner_is_no_winner(tmp_path: Path) -> None:
    text = (
        "For Quill, just another Sunday ride\n\nWhen a bike racer like Ada Quill wins the sport's biggest "
        "challenge, the Tour de France, even once, the expectations become huge. Yesterday, at the Portside "
        "Cycling Championship, Quill ended up 28th of the 33 who finished the 50-lap race.\n"
    )
    assert "Ada Quill" not in {v for _, v in _facts(tmp_path, text, "winner")}


def test_another_events_mens_title_is_no_division_of_the_reports_race(tmp_path: Path) -> None:
    text = (
        "Quill takes 10000m gold\n\nAda Quill of Scotland won gold in the 10,000m at Portside 2030, defeating "
        "Kenya's Cy Tamm in a race-long duel. Eli Vance came home in third.\n\nDespite five Olympic gold "
        "medals, the Jamaican sprinter Dee Hoyt had never won a Games title before. She won the 100m final in "
        "10.95 seconds, with Jon Kerr the 200m champion watching. Gus Pell of Kenya won the men's title, beating "
        "out defending champion Ray Oduya.\n"
    )
    r = _bank(tmp_path, text)
    assert "Gus Pell" not in {f.value for f in r.facts if f.relation == "winner"}
    assert not [q.prompt for q in r.questions if "men's" in q.prompt and "women's" not in q.prompt]


def test_a_car_told_after_a_rival_beaten_is_the_subjects(tmp_path: Path) -> None:
    text = (
        "Quill wins the Harbor Rally\n\nAda Quill won the Harbor Rally on Sunday, finishing more than a minute ahead "
        "of title rival Cy Tamm. Eli Vance took third, 30 seconds behind of Tamm, in his Ford Focus.\n"
    )
    owners = {s for s, _ in _facts(tmp_path, text, "make") | _facts(tmp_path, text, "team")}
    assert "Cy Tamm" not in owners, owners


def test_an_epithet_before_a_make_is_no_team_and_the_driver_ahead_of_another_is_not_him(
    tmp_path: Path,
) -> None:
    text = (
        "Quill wins the Harbor 1000\n\nAda Quill won the Harbor 1000 at Portside Park on Sunday by half a second "
        "over Cy Tamm in the Zenith Team Commodore. Veteran Ford driver Eli Vance finished third. The field closed "
        "up, and it was an edgy Quill who kept her nose in front of the Commodore driver over the last seven laps.\n"
    )
    teams = _facts(tmp_path, text, "team")
    assert not {v for _, v in teams} & {"Veteran Ford", "Veteran"}, teams
    assert ("Ada Quill", "Commodore") not in teams
    assert ("Eli Vance", "Ford") in _facts(tmp_path, text, "make")


def test_a_moment_and_another_tracks_race_give_no_length_but_the_reports_own_does(tmp_path: Path) -> None:
    other = (
        "Quill wins at Portside\n\nAda Quill won the Harbor 200 at Portside Speedway on Friday. Quill passed Cy "
        "Tamm 44 laps before the race was stopped. Tamm, who finished fifth in Saturday night's 500-mile Sprint "
        "Cup Series race at Texas Motor Speedway, battled back.\n"
    )
    assert not _facts(tmp_path, other, "distance")
    own = (
        "Quill wins at Portside\n\nAda Quill won the Harbor 500 in a bruising 500-lap NASCAR Cup Series race at "
        "Portside Speedway on Friday, beating Cy Tamm.\n"
    )
    assert "500 laps" in {v for _, v in _facts(tmp_path, own, "distance")}


def test_a_grade_a_formula_a_model_and_a_team_of_grand_prix_are_no_races_name() -> None:
    from bot.factbank.race_names import event_candidates

    assert [c for c, _ in event_candidates("Quill wins the Formula E Harbor E-Prix in Portside")] == [
        "Harbor E-Prix"
    ]
    assert [c for c, _ in event_candidates("following up his Group One Harbor Cup win in April")] == [
        "Harbor Cup"
    ]
    assert not event_candidates("before leading Tamm (Alstare Suzuki GSX-R 1000) to the flag in race two.")
    assert not event_candidates("for his championship-winning Zenith GP team, rounded off his season")


def test_winners_of_earlier_races_of_the_card_are_not_the_winner(tmp_path: Path) -> None:
    text = (
        "Harbor International Races\n\nAfter fellow Japanese horses Iron Gate and Sea Lord had already won the "
        "Harbor Vase and Harbor Mile respectively, Ada Quill's Brightwater held on from the fast finishing Gold "
        "Dust to land the Harbor Cup at Glenmoor.\n\nIron Gate, ridden by Jon Kerr, is trained by Cy Tamm. Sea Lord "
        "is trained by Gus Pell.\n"
    )
    winners = {v for _, v in _facts(tmp_path, text, "winner")}
    assert not winners & {"Iron Gate", "Sea Lord"}, winners


def test_a_venue_told_with_a_possessive_is_the_place() -> None:
    rid = race_of(
        "Quill wins Abu Dhabi season-ender\n\nABU DHABI, (Reuters) – Germany's Ada Quill led Zenith to a one-two finish "
        "at Abu Dhabi’s stunning new circuit yesterday to bring down the chequered flag on a Formula One season."
    )
    assert rid is not None and rid.venue == "Abu Dhabi", rid


def test_a_foreign_name_won_names_the_race_and_keeps_its_own_article(tmp_path: Path) -> None:
    rid = race_of(
        "Quill blows away record\n\nPortside (AFP) - Ada Quill won the Route du Phare on Wednesday, smashing the "
        "record in the transatlantic race ahead of Cy Tamm."
    )
    assert rid is not None and rid.name == "Route du Phare", rid
    r = _bank(
        tmp_path,
        "Quill wins Fleche Harbor\n\nPORTSIDE, Belgium (AFP) - Spaniard Ada Quill timed her attack to perfection "
        "to win La Flèche Harbor for the second time on Wednesday, ahead of Cy Tamm (Zenith) and Eli Vance "
        "(Acme-Sharp) in the cycling classic. Gus Pell (Zenith) finished tenth.\n",
    )
    prompts = [q.prompt for q in r.questions]
    assert prompts and all("the La " not in p for p in prompts), prompts
    assert any(" La Flèche Harbor" in p for p in prompts), prompts


def test_got_a_victory_wins_and_coming_out_on_top_in_her_own_feud_does_not(tmp_path: Path) -> None:
    text = (
        "Quill gets first win of season\n\nPORTSIDE (AP) - Ada Quill finally got his first victory of the season "
        'and feisty Cy Tamm came out on top in her "Rumble at the Speedway" with a career-best finish in the '
        "Harbor 300 at Portside Speedway.\n"
    )
    assert {v for _, v in _facts(tmp_path, text, "winner")} == {"Ada Quill"}


def test_a_rival_outpaced_is_no_winner_and_gold_or_a_slalom_claimed_is_a_win(tmp_path: Path) -> None:
    gold = (
        "Gold rush in Portside\n\nKenya's Ada Quill produced a startling last-lap sprint to outpace favourite Cy "
        "Tamm of Ethiopia to win the Olympic women's 1500m gold on Tuesday in Portside.\n"
    )
    assert {v for _, v in _facts(tmp_path, gold, "winner")} == {"Ada Quill"}
    slalom = (
        "Another giant slalom at Portside\n\nFrance's Ada Quill brushed aside her rivals to claim her second World Cup "
        "giant slalom in the space of 24 hours at Portside on Saturday. Cy Tamm was second in the race, 1.26sec "
        "behind, and Eli Vance finished third.\n"
    )
    assert {v for _, v in _facts(tmp_path, slalom, "winner")} == {"Ada Quill"}


def test_a_bid_to_finally_win_the_reports_own_race_is_a_hope(tmp_path: Path) -> None:
    text = (
        "A shock at Glenmoor\n\nThe Harbor Cup at Glenmoor on Tuesday went to a horse trained by Cy Tamm. "
        "A 100/1 outsider for the race, the six-year-old prevailed by half-a-length from Brightwater, while Sea "
        "Lord suffered a career-ending injury in his bid to finally win the Harbor Cup.\n"
    )
    assert "Sea Lord" not in {v for _, v in _facts(tmp_path, text, "winner")}


def test_leading_a_team_to_a_one_two_is_a_win(tmp_path: Path) -> None:
    text = (
        "Season ends under the lights\n\nPORTSIDE (Reuters) - Germany's Ada Quill led Red Bull to a one-two finish "
        "in the Portside Grand Prix yesterday, with Cy Tamm second and Eli Vance third in the race.\n"
    )
    assert {v for _, v in _facts(tmp_path, text, "winner")} == {"Ada Quill"}


def test_a_winner_followed_across_the_line_and_the_laps_left_when_a_rival_crashed(tmp_path: Path) -> None:
    text = (
        "Quill wins Portside MotoGP\n\nAda Quill won an incident-packed Portside MotoGP on Sunday, the final race of "
        "the season. Quill, who started from pole on her Honda, was followed across the line by Yamaha's Cy Tamm. "
        "Eli Vance crashed out with 17 laps of the race remaining.\n"
    )
    rid = race_of(text)
    assert rid is not None and rid.name == "Portside MotoGP", rid
    assert {v for _, v in _facts(tmp_path, text, "runner_up")} == {"Cy Tamm"}
    assert not _facts(tmp_path, text, "distance")


def test_back_to_back_titles_won_are_seasons_not_this_race(tmp_path: Path) -> None:
    text = (
        "Motorcycling: Vance retains world crown\n\nCy Tamm was the first rider since Gus Pell to win three "
        "consecutive titles. Pell won back-to-back titles from 1978-80. The American Ada Quill rounded off a "
        "fruitful day for Yamaha by winning the race at Portside, the last of the season.\n"
    )
    assert {v for _, v in _facts(tmp_path, text, "winner")} == {"Ada Quill"}


def test_the_defending_race_winner_is_placed_not_voted_for(tmp_path: Path) -> None:
    text = (
        "Quill wins rain-shortened race\n\nPORTSIDE - Ada Quill got her second victory of the season Sunday when "
        "rain shortened the Harbor 400 at Portside Speedway by 71 laps.\n\nCy Tamm finished second.\n\nDefending "
        "race winner Eli Vance was fourth, and two-time race winner Gus Pell was fifth.\n"
    )
    places = {(s, v) for s, v in _facts(tmp_path, text, "position")}
    assert {("Eli Vance", "fourth"), ("Gus Pell", "fifth")} <= places, places


def test_places_next_to_another_class_winner_and_a_country_and_a_mount_are_not_this_races(
    tmp_path: Path,
) -> None:
    text = (
        "Tragedy mars the Portside Rally\n\nAda Quill won the 44th Portside Rally, his fourth overall win.\n\nIn the "
        "short last stage, the driver confidently managed his lead across the deserts of Saudi Arabia in a "
        "Toyota.\n\nJon Kerr finished the rally in second place, 27 minutes behind. Ray Oduya won the final leg. "
        "The German manufacturer ended with four stage wins. Dee Hoyt was at the start in a new car. The rally "
        "was hosted in the desert for the third time.\n\nTamm wins motorcycle standings\n\nBriton Cy Tamm "
        "triumphed in the motorcycle classification, securing his second overall victory.\n\nIt was extremely "
        "close: Chilean Eli Vance was second, 3:27 minutes behind, Gus Pell from Austria was third - he was 6:47 "
        "minutes longer than Tamm.\n"
    )
    assert not {"Eli Vance", "Gus Pell"} & {s for s, _ in _facts(tmp_path, text, "position")}
    assert "Saudi Arabia" not in {
        s for s, _ in _facts(tmp_path, text, "team") | _facts(tmp_path, text, "make")
    }
    horse = (
        "Trainer claims seventh Derby at Glenmoor\n\nIron Gate stormed to success in the Group One Glenmoor "
        "Derby today. Very little divided the top five at the finishing line, with the winning mount of Ada Quill "
        "holding off the Cy Tamm-trained Brightwater by just half a length.\n"
    )
    assert "Ada Quill" not in {v for _, v in _facts(tmp_path, horse, "winner")}


def test_the_driver_ahead_of_whom_someone_tried_to_get_is_the_one_just_named(tmp_path: Path) -> None:
    text = (
        "Quill wins the Harbor 400\n\nIn the Harbor 400 at Portside Speedway, Ada Quill had a great exit off the "
        "final turn and launched herself at the leading Cy Tamm in a desperate attempt to get ahead of the Zenith "
        "Racing driver. Quill won the race by 0.001 seconds.\n"
    )
    assert ("Cy Tamm", "Zenith Racing") in _facts(tmp_path, text, "team")
