"""More ways real reports tell a win, a second place and the race's year, and the questions they make (reports we
wrote, names invented)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.factbank.entities import find_mentions
from bot.factbank.ingest import Mention
from bot.factbank.mention_places import at_a_place
from bot.factbank.race_names import event_candidates
from bot.factbank.tagged import Tagged
from bot.factbank.winner import headline_subject, sentence_votes
from tests.unit.reports_we_wrote import bank, places, race_of


def _votes(text: str) -> list[tuple[str, str]]:
    """(winner, rule) of each win vote of a sentence naming Ada Quill (P0) and the Vireo Rally (E1)."""
    t = Tagged(text, ("Ada Quill", "Vireo Rally"), ("person", "event"))
    return [(v.winner, v.rule) for v in sentence_votes(t, 1.0)]


@pytest.mark.parametrize(
    "text, rule",
    [
        # a win told in a clause after the verb, counted in its season
        (
            "World champion \ue001P0\ue002 ended the season on a winning note after claiming her eighth victory "
            "of the year at \ue001E1\ue002 on Sunday.",
            "after_winning",
        ),
        ("\ue001P0\ue002 nets eighth win at \ue001E1\ue002", "took_win"),
        ("\ue001P0\ue002 bagged her first victory of the year.", "took_win"),
    ],
)
def test_a_win_told_in_other_words_is_read(text: str, rule: str) -> None:
    assert ("Ada Quill", rule) in _votes(text)


def test_a_win_of_another_race_in_the_same_words_is_not() -> None:
    text = (
        "\ue001P0\ue002 crashed out on Sunday, after claiming her first victory of the year at Elm Raceway two "
        "weeks ago."
    )
    assert _votes(text) == []


def test_a_race_in_a_country_is_asked_in_it_not_at_it(tmp_path: Path) -> None:
    text = (
        "Quill wins in Ruritania\n\nAda Quill won the Vireo Rally in Ruritania on Sunday, by 37.6 seconds from "
        "Cy Tamm.\n"
    )
    prompts = [q.prompt for q in bank(tmp_path, text).questions if q.kind == "event"]
    assert prompts and all(" in Ruritania " in p and " at Ruritania" not in p for p in prompts), prompts


@pytest.mark.parametrize(
    "sentence",
    [
        "Cy Tamm hung on for second.",
        '"It was tough," said Cy Tamm, who hung on for second place.',
        "Cy Tamm's runner-up finish was his best of the year.",
        "Cy Tamm survived a late-race dust-up with Gus Pell to post a much-needed runner-up finish.",
        "Cy Tamm earned his first runner-up finish of the year.",
    ],
)
def test_a_second_place_told_in_other_words_is_read(tmp_path: Path, sentence: str) -> None:
    assert places(tmp_path, sentence + "\n").get("Cy Tamm") == {"second"}


@pytest.mark.parametrize(
    "sentence",
    [
        "Cy Tamm's runner-up finish at Elm Speedway last week was his best of the year.",
        "Cy Tamm, who took a runner-up finish last week, crashed.",
    ],
)
def test_a_second_place_in_another_race_is_not_this_ones(tmp_path: Path, sentence: str) -> None:
    assert "Cy Tamm" not in places(tmp_path, sentence + "\n")


def test_a_season_a_record_was_set_in_is_not_this_races_year() -> None:
    text = (
        "Quill wins at Portside\n\nADA, Ore. — Ada Quill raced to her first Vireo Series victory in five years "
        "Friday night at Portside Speedway. It is the closest title fight with one race left, surpassing the "
        "13-point margin Cy Tamm held over Gus Pell en route to the 2019 title.\n"
    )
    race = race_of(text)
    assert race is not None and race.venue == "Portside Speedway" and race.year is None, race


@pytest.mark.parametrize(
    "sentence",
    [
        "It was her fourth 2030 race win out of five.",
        "Quill signed off a hugely successful 2030 campaign with her ninth win of the year.",
        "She became the eighth different race winner of this 2030 championship.",
        "Quill went on to win her second Vireo Series race of 2030.",
        "It was her 59th series win – third of 2030.",
        "Quill became the ninth winner of 2030.",
        "Quill added yet another win to her 2030 tally.",
        "Quill collected her third victory of the 2030 Vireo season.",
        "Cy Tamm was fifth, but that was enough as he secured the 2030 drivers' title.",
    ],
)
def test_a_win_counted_in_its_season_tells_the_races_year(sentence: str) -> None:
    race = race_of(
        f"Quill wins at Portside\n\nAda Quill won the Harbor 300 at Portside Speedway. {sentence}\n"
    )
    assert race is not None and race.year == 2030, race


def test_a_win_counted_in_its_season_late_in_the_report_tells_it_too() -> None:
    later = " ".join(f"Cy Tamm led lap {n}." for n in range(10, 20))
    text = f"Quill wins at Portside\n\nAda Quill won the Harbor 300 at Portside Speedway. {later} It was her first win of 2030.\n"
    race = race_of(text)
    assert race is not None and race.year == 2030, race
    other = text.replace("It was her first win of 2030.", "Gus Pell won the 2029 title.")
    assert race_of(other) is not None and race_of(other).year is None  # type: ignore[union-attr]


def test_a_track_is_asked_of_the_years_race(tmp_path: Path) -> None:
    text = "Quill wins the Harbor 300\n\nAda Quill won the 2030 Harbor 300 at Portside Speedway on Sunday.\n"
    prompts = [q.prompt for q in bank(tmp_path, text).questions if q.kind == "venue"]
    assert prompts == ["At which track was the 2030 Harbor 300 held?"], prompts


@pytest.mark.parametrize(
    "sentence, place",
    [
        ("Cy Tamm was just edged out into fourth place on a Vireo.", "fourth"),
        ("Cy Tamm drove his car to fourth place for his best career finish.", "fourth"),
        ("Cy Tamm clinched the crown with a controlled ride to third place.", "third"),
        ("Cy Tamm benefited from the last lap chaos to take fourth, followed by Gus Pell.", "fourth"),
        ("Cy Tamm picked up the final spot on the podium.", "third"),
    ],
)
def test_a_lower_place_told_in_other_words_is_read(tmp_path: Path, sentence: str, place: str) -> None:
    assert places(tmp_path, sentence + "\n").get("Cy Tamm") == {place}


@pytest.mark.parametrize(
    "sentence",
    [
        "Cy Tamm passed Gus Pell to take fourth on the restart.",
        "Cy Tamm was pushed back to fourth on the restart.",
    ],
)
def test_a_place_held_for_a_while_is_no_result(tmp_path: Path, sentence: str) -> None:
    assert "Cy Tamm" not in places(tmp_path, sentence + "\n")


@pytest.mark.parametrize(
    "sentence, margin, second",
    [
        ("Ada Quill won by a massive 32.6 seconds over Cy Tamm.", "32.6 seconds", ""),
        ("Ada Quill secured the win by a bike length.", "a bike length", ""),
        (
            "Finishing 2.1 seconds behind Ada Quill was Cy Tamm, with Gus Pell third.",
            "2.1 seconds",
            "Cy Tamm",
        ),
        (
            "Cy Tamm fell away to finish 3.222 seconds adrift of race winner Quill.",
            "3.222 seconds",
            "Cy Tamm",
        ),
    ],
)
def test_a_margin_told_in_other_words_is_read(
    tmp_path: Path, sentence: str, margin: str, second: str
) -> None:
    got = bank(
        tmp_path, f"Portside report\n\nAda Quill won the Harbor 300 at Portside Speedway. {sentence}\n"
    ).facts
    assert {f.value for f in got if f.relation == "margin"} == {margin}
    if second:
        assert {f.value for f in got if f.relation == "runner_up"} == {second}


def test_a_gap_told_with_a_lower_place_is_no_runner_ups(tmp_path: Path) -> None:
    text = "Portside report\n\nAda Quill won the Harbor 300 at Portside Speedway. Cy Tamm finished 3.2 seconds behind, in tenth.\n"
    got = bank(tmp_path, text).facts
    assert not [f for f in got if f.relation in {"runner_up", "margin"}], got


def test_a_name_after_that_is_no_place() -> None:
    """ "The fact that Ada Quill, Cy Tamm and ..." had made Ada Quill a track ("at Quill"), and her namesake the
    winner of another report."""
    plain = "The fact that Ada Quill, Cy Tamm and Gus Pell set faster laps was telling."
    at = plain.index("Ada Quill")
    assert not at_a_place(plain, Mention(at, at + 9, "Ada Quill", "person", False))
    track = "The race at Vireo Park, Ruritania, was wet."
    at = track.index("Vireo Park")
    assert at_a_place(track, Mention(at, at + 10, "Vireo Park", "person", False))


@pytest.mark.parametrize(
    "sentence, team",
    [
        ("Ada Quill gave Vireo Racing its 15th win of the year.", {("Ada Quill", "Vireo Racing")}),
        (
            "Ada Quill gave Team Vireo its first road course victory at the circuit.",
            {("Ada Quill", "Team Vireo")},
        ),
        ("Ada Quill gave Vireo Racing a scare.", set()),
    ],
)
def test_a_win_given_to_a_team_names_the_winners_team(
    tmp_path: Path, sentence: str, team: set[tuple[str, str]]
) -> None:
    text = f"Portside report\n\nAda Quill won the Harbor 300 at Portside Speedway. {sentence}\n"
    assert {(f.subject, f.value) for f in bank(tmp_path, text).facts if f.relation == "team"} == team


@pytest.mark.parametrize(
    "headline",
    [
        "Quill repeats at Portside",
        "Quill breaks through for Vireo at Portside",
        "Quill upsets Tamm in Harbor Stakes",
        "Quill leads Vireo to sweep at Portside",
        "First race at Portside won by reigning champion Quill",
    ],
)
def test_a_headline_tells_the_win_in_other_words(headline: str) -> None:
    assert headline_subject(headline).split()[-1] == "Quill"


@pytest.mark.parametrize("headline", ["Quill repeats mistake at Portside", "Tamm's hopes upset at Portside"])
def test_a_headline_without_a_win_names_no_winner(headline: str) -> None:
    assert headline_subject(headline) == ""


def test_a_headline_winner_is_not_named_with_the_team_after_of(tmp_path: Path) -> None:
    text = (
        "First race at Portside won by reigning champion Quill\n\nReigning champion Quill of Vireo Racing managed "
        "to make it three at Portside Speedway on Sunday. Cy Tamm was second.\n"
    )
    assert {f.value for f in bank(tmp_path, text).facts if f.relation == "winner"} == {"Quill"}


def test_a_win_over_someone_in_a_place_names_the_races_place() -> None:
    text = (
        "Quill turns the tables\n\nAda Quill finally won her first grand prix of the 2030 season, taking a narrow "
        "victory over home favourite Cy Tamm in Ruritania.\n"
    )
    race = race_of(text)
    assert race is not None and (race.venue, race.year) == ("Ruritania", 2030), race


def test_a_numbered_cars_sponsor_and_make_is_no_driver() -> None:
    text = "The driver of the No. 3 Vireo Pro Shops Chevrolet took the lead for the final time on lap 154."
    kinds = {m.text: m.kind for m in find_mentions(text)}
    assert kinds == {"Chevrolet": "make"}, kinds


@pytest.mark.parametrize("region", ["Catalan", "Basque", "Flemish", "Sicilian", "Geordie"])
def test_a_regions_people_is_no_team(tmp_path: Path, region: str) -> None:
    text = f"Portside report\n\nAda Quill won the Harbor 300 at Portside Speedway. Cy Tamm was second, and the {region} rider now lies seventh in the standings.\n"
    assert not [f for f in bank(tmp_path, text).facts if f.relation == "team"]


@pytest.mark.parametrize(
    "sentence, place",
    [
        ("Cy Tamm was second in Saturday's race.", None),
        ("In Saturday's race, Cy Tamm was second.", None),
        ("Cy Tamm, who was second in Saturday's opener, finished fourth.", None),  # unclear: not asked
        ("Cy Tamm was second in Sunday's race.", "second"),
    ],
)
def test_a_place_in_a_doubleheaders_other_race_is_not_this_ones(
    tmp_path: Path, sentence: str, place: str | None
) -> None:
    text = f"Portside report\n\nAda Quill won Sunday's race at Portside Speedway. {sentence}\n"
    got = {f.value for f in bank(tmp_path, text).facts if f.relation == "position" and f.subject == "Cy Tamm"}
    assert got == ({place} if place else set()), got


def test_a_place_told_with_its_odds_or_time_is_read(tmp_path: Path) -> None:
    got = places(tmp_path, "Cy Tamm, second at 8-1, and Gus Pell, third in 2:07:47, never threatened.\n")
    assert got == {"Cy Tamm": {"second"}, "Gus Pell": {"third"}}
    assert "Cy Tamm" not in places(tmp_path, "Cy Tamm, third in the standings, crashed.\n")


def test_a_place_in_class_is_no_place_overall(tmp_path: Path) -> None:
    got = places(
        tmp_path,
        "Cy Tamm finished third in class and fourth overall. Eli Vance was second in the GT class.\n",
    )
    assert "third" not in got.get("Cy Tamm", set()) and "Eli Vance" not in got, got


def test_an_earlier_race_named_before_a_full_stop_is_still_another_race() -> None:
    """ "... for the first time since the 2029 Mobil 1 Twelve Hours of Elmwood." had named the report's race:
    the name's place in the sentence was read one character late, past the words that say "since"."""
    text = "Quill won overall for the first time since the 2029 Mobil 1 Twelve Hours of Elmwood."
    (name, at), *_ = event_candidates(text)
    assert text[at:].startswith(name), (name, text[at : at + 20])


def test_a_place_cut_short_from_a_longer_name_is_no_venue() -> None:
    text = (
        "Vireo again\n\nAda Quill passed Cy Tamm late on Saturday to give Vireo a victory in the Acme Sports Car "
        "Challenge of Portside, ahead of Gus Pell, after 100 laps.\n"
    )
    race = race_of(text)
    assert race is None or race.venue != "Acme Sports Car", race


def test_places_after_the_battle_for_pole_are_the_grids(tmp_path: Path) -> None:
    text = (
        "Quill wins in Vireo\n\nAda Quill won the 2030 Vireo Grand Prix at Portside Circuit on Sunday.\n\n"
        "The Vireo team was back in action and the field was up to 28 cars. The battle for pole position was "
        "between Ada Quill and Cy Tamm. The two Elms of Gus Pell and Eli Vance were third and fourth with Jon Kerr "
        "fifth.\n\nGus Pell finished fourth.\n"
    )
    got = {(f.subject, f.value) for f in bank(tmp_path, text).facts if f.relation == "position"}
    assert got == {("Gus Pell", "fourth")}, got
