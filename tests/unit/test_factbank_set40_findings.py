"""What a blind judge found wrong on a fresh set of real reports (set 40), on reports we wrote: a roundup's
next story after a line of "*" or its own headline, a headline's "Indy-car", a team's one-two in a
headline, a place held and then lost, a tie for the win, a place taken when the racing resumed, and the
year of an earlier win."""

from __future__ import annotations

from pathlib import Path

from bot.factbank.race_names import event_candidates
from tests.unit.reports_we_wrote import bank, race_of

ROUNDUP = (
    "MOTOR RACING ROUNDUP : Quill Wins While Vance Sits\n\n"
    "Ada Quill drew closer to the leader Sunday, guiding her Acme-Renault to a 4.9-second victory over Cy "
    "Tamm in the Harbor Grand Prix at Portside.\n\n"
    "The victory, Quill's fourth this season, narrowed her deficit in the standings to 11 points.\n\n"
    "*\n\n"
    "Jon Kerr outfoxed Ivo Lund to win the Bayview 200 at Lakeside, as Rex Ode clinched the title.\n\n"
    "Lund, who started from the pole, finished second in the 50-lap race.\n\n"
    "SAM HALE WINS IN OLD CAR\n\n"
    "Sam Hale won the Acme 300 at Riverside in a car he drove last year, with Bo Lind third.\n"
)


def test_a_roundup_next_stories_are_not_the_race(tmp_path: Path) -> None:
    asked = [(q.kind, q.prompt, q.answer) for q in bank(tmp_path, ROUNDUP).questions]
    said = " ".join(f"{p} {a}" for _k, p, a in asked)
    assert any(k == "winner" and a == "Ada Quill" for k, _p, a in asked), asked
    for other in ("Ivo Lund", "Jon Kerr", "50 laps", "Bo Lind", "Sam Hale", "pole"):
        assert other not in said, (other, said)


def test_a_headline_indy_car_win_is_no_race_name() -> None:
    assert event_candidates("Quill Overcomes Penalty For Another Indy-car Win") == []
    assert [c for c, _ in event_candidates("won the Acme Indy Portside")] == ["Acme Indy Portside"]


def test_a_team_one_two_in_a_headline_is_no_place() -> None:
    rid = race_of(
        "Quill wins Bayland GP in Acme Racing one-two\n\nAda Quill stormed to victory at the Bayland Grand "
        "Prix, leading home an Acme Racing one-two ahead of Eli Vance.\nCy Tamm was third.\n"
    )
    assert rid is not None and "Acme" not in rid.venue, rid


def test_a_place_held_then_lost_and_a_place_taken_when_racing_resumed(tmp_path: Path) -> None:
    text = (
        "Quill wins Harbor Grand Prix\n\nAda Quill won the Harbor Grand Prix at Portside ahead of Eli Vance.\n"
        "Cy Tamm held on to fifth place but was slowed when his rear wing broke, and he finally retired.\n"
        "When the racing resumed, Jon Kerr took third away from Ivo Lund.\n"
    )
    found = {(f.relation, f.subject, f.value) for f in bank(tmp_path, text).facts}
    assert not any(r == "position" and s in {"Cy Tamm", "Jon Kerr"} for r, s, _v in found), found


def test_a_tie_for_the_win_leaves_no_runner_up(tmp_path: Path) -> None:
    text = (
        "Double gold: Ada Quill, Eli Vance share the Portside downhill\n\nPORTSIDE - Ada Quill of Bayland and "
        "Eli Vance of Ruritania were both declared winners of the 2031 Portside downhill when they finished with "
        "identical times. Cy Tamm won the bronze.\nCy Tamm was 0.10 seconds back.\n"
    )
    found = {(f.relation, f.subject, f.value) for f in bank(tmp_path, text).facts}
    assert not any(r == "runner_up" and v == "Cy Tamm" for r, _s, v in found), found


def test_the_year_an_earlier_win_came_in_is_not_the_race_year() -> None:
    rid = race_of(
        "Quill wins again\n\nAda Quill won the Portside Grand Prix, beating Eli Vance by 44 seconds. Quill, whose "
        "first of seven victories came in the 2028 Portside race, averaged a record speed.\n"
    )
    assert rid is not None and rid.year is None, rid


def test_a_racecourse_written_in_two_words_is_its_town() -> None:
    rid = race_of(
        "Sea Lord wins the Bayview Cup\n\nSea Lord prevailed in a thrilling sprint to the line with Blue Harbor "
        "to win the $6.2 million Bayview Cup in a photo-finish at Portside Race course on Tuesday.\n"
    )
    assert rid is not None and rid.venue == "Portside", rid


def test_a_team_with_team_inside_its_name(tmp_path: Path) -> None:
    from bot.factbank.ingest import IngestedDocument, ingest_document

    doc = ingest_document(
        "r.txt",
        b"Quill wins stage\n\nAda Quill (Bay Team Acme-XRG) snatched stage victory from race leader Eli Vance on "
        b"stage 13 of the Tour of Ruritania, in a Team Penske Chevrolet.\n",
    )
    assert isinstance(doc, IngestedDocument)
    kinds = {m.text: m.kind for m in doc.sentences[0].mentions}
    assert kinds["Bay Team Acme-XRG"] == "team" and kinds["Ada Quill"] == "person", kinds
    assert kinds.get("Team Penske Chevrolet") == "team", kinds  # the mention; its team is read apart


def test_emerged_with_the_victory_and_who_finished_second_after_a_country(tmp_path: Path) -> None:
    from tests.unit.reports_we_wrote import facts

    text = (
        "Quill nips Vance at Portside\n\nAda Quill and Eli Vance waged a duel for the final 20 laps Sunday "
        "before Quill emerged with the closest victory in series history in the Harbor 500 at Portside Speedway.\n"
        "The others were Eli Vance of Bayland, who finished second, and Cy Tamm.\n"
    )
    found = facts(tmp_path, text)
    assert any(r == "winner" and v == "Ada Quill" for r, _s, v in found), found
    assert any(r == "runner_up" and v == "Eli Vance" for r, _s, v in found), found


def test_a_championships_cut_short_is_no_place() -> None:
    rid = race_of(
        "Quill finally wins the title race\n\nAda Quill of Bayland, twice runner-up in the road race at the Acme "
        "Road World Championships, has finally won after a thrilling race in Portside-Tirol.\n"
        "Eli Vance finished second.\n"
    )
    assert rid is None or "World" not in rid.venue, rid


def test_worldsbk_is_the_superbike_series() -> None:
    rid = race_of(
        "Quill triumphs in wet WorldSBK Race 1 at Portside\n\nWorldSBK Race 1 at Portside started in wet conditions."
        "\nAda Quill won the race by 4.007 seconds ahead of Eli Vance.\n"
    )
    assert (
        rid is not None
        and rid.series == "World Superbike"
        and rid.label().startswith("World Superbike Race 1")
    )


def test_a_boat_race_named_without_the_and_its_edition_told_after_it() -> None:
    assert [c for c, _ in event_candidates("Bayview beat Portside to win Boat Race by a length")] == [
        "Boat Race"
    ]
    rid = race_of(
        "Bayview beat Portside to win Boat Race by a length\n\nThe signs around the bridge greeted the start of "
        "this year's Boat Race, the 159th edition of an old ritual, won by Bayview at Kew.\n"
    )
    assert rid is not None and rid.name == "159th Boat Race", rid


def test_a_sprint_named_in_the_headline_and_placed_by_its_dateline() -> None:
    assert [c for c, _ in event_candidates("Quill wins 100 meters in 9.69 seconds")] == ["100 meters"]
    assert [c for c, _ in event_candidates("running the 100-meter dash in 9.69")] == ["100-meter dash"]
    assert event_candidates("at the 100-meter mark") == []
    rid = race_of(
        "Quill wins 100 meters in 9.69 seconds\n\nPORTSIDE -- Ada Quill rewrote the record books and captured "
        "her first Olympic medal Saturday, running the 100-meter dash in 9.69 seconds.\nEli Vance finished second "
        "in the race, the final of the meet, 0.2 seconds behind.\n"
    )
    assert rid is not None and rid.venue.lower() == "portside", rid


def test_a_medal_won_outweighs_a_medal_of_other_games(tmp_path: Path) -> None:
    from tests.unit.reports_we_wrote import facts

    text = (
        "Quill wins triathlon gold\n\nPORTSIDE - Ada Quill won the 2031 Olympic triathlon at Portside, passing "
        "Eli Vance with metres left to finish the race first.\nBayview silver-medallist Cy Tamm of Ruritania took "
        "bronze in the race.\nJon Kerr finished fourth.\n"
    )
    found = facts(tmp_path, text)
    assert ("position", "Cy Tamm", "third") in found, found
    assert not any(r == "runner_up" and v == "Cy Tamm" for r, _s, v in found), found
