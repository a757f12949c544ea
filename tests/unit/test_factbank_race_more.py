"""More of a report's race identity (name, year, venue, series), on reports we wrote: split from test_factbank_race."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.factbank import build_bank
from bot.factbank.ingest import IngestedDocument, ingest_document
from bot.factbank.race import identify
from tests.unit.reports_we_wrote import bank_of_files as _build


def _doc(text: str, name: str = "r.txt") -> IngestedDocument:
    doc = ingest_document(name, text.encode())
    assert isinstance(doc, IngestedDocument), doc
    return doc


def test_races_named_alike_or_at_one_track_are_told_apart(tmp_path: Path) -> None:
    """ "Indy 500" and "Indianapolis 500" are one name; an unnamed race at a track where another race of
    the bank ran says which one it is."""
    a = "Quill wins Glenmoor 500\n\nAda Quill won the Glenmoor 500, beating Cy Tamm. Gus Pell finished third.\n"
    b = "Pell wins Glen 500\n\nGus Pell won the Glenmoorland 500, beating Jon Kerr. Eli Vance finished third.\n"
    c = "Kerr wins at Portside\n\nJon Kerr won at Portside Speedway, beating Fay Orr. Dee Hoyt finished third.\n"
    d = (
        "Hoyt wins the Harbor 300\n\nDee Hoyt won the Harbor 300 at Portside Speedway, beating Ada Quill. "
        "Cy Tamm finished third.\n"
    )
    r = _build(tmp_path, {"a.txt": a, "b.txt": b, "c.txt": c, "d.txt": d})
    for q in r.questions:
        if q.race.startswith(("Glenmoor", "race at Portside")) and q.kind not in {"runner_up"}:
            assert "finished second" in q.prompt or "won by" in q.prompt or "behind" in q.prompt, q.prompt


def test_a_race_in_a_country_is_said_in_it(tmp_path: Path) -> None:
    text = "Vance wins in Ruritania\n\nEli Vance won the Formula One race, beating Cy Tamm by 2.1 seconds."
    rid = identify(_doc(text))
    assert rid is not None and rid.label() == "Formula One race in Ruritania"


def test_the_first_to_win_is_asked_of_the_race_not_its_edition(tmp_path: Path) -> None:
    r = _build(
        tmp_path,
        {
            "a.txt": "Tamm wins the 55th Glenmoor 500\n\nCy Tamm became the first Ruritanian driver to win the "
            "55th Glenmoor 500, beating Eli Vance, Gus Pell and Jon Kerr.\n"
        },
    )
    first = [q for q in r.questions if q.kind == "first_to_win"]
    assert [q.prompt for q in first] == ["Who became the first Ruritanian driver to win the Glenmoor 500?"]
    assert first[0].choices == ()  # the nationality would single out the answer among the buttons


def test_an_unnamed_race_is_not_named_by_a_detail_another_race_at_its_track_shares(tmp_path: Path) -> None:
    a = (
        "Quill wins at Portside\n\nAda Quill won at Portside Speedway, beating Cy Tamm by 2.2 seconds. "
        "Gus Pell finished third.\n"
    )
    b = "Kerr wins the Portside 500\n\nJon Kerr won the Portside 500, beating Cy Tamm. Eli Vance finished third.\n"
    r = _build(tmp_path, {"a.txt": a, "b.txt": b})
    unnamed = [q for q in r.questions if q.race.startswith("race at Portside")]
    assert unnamed
    assert not [q for q in unnamed if "Cy Tamm finished second" in q.prompt]


def test_a_town_is_no_track_to_ask(tmp_path: Path) -> None:
    r = _build(
        tmp_path,
        {"a.txt": "Quill wins in Kelso\n\nAda Quill won the Kelso Grand Prix in Kelso, beating Cy Tamm.\n"},
    )
    assert not [q for q in r.questions if q.kind == "venue"]
    r = _build(
        tmp_path,
        {
            "a.txt": "Quill wins\n\nAda Quill won the 2031 Kelso Grand Prix at the Marnering, beating Cy Tamm.\n"
        },
    )
    assert [q.answer for q in r.questions if q.kind == "venue"] == ["Marnering"]


def test_a_winner_named_as_someone_else_does_not_tell_two_races_apart(tmp_path: Path) -> None:
    a = "Ada Quill won the Harbor 300 at Portside Speedway on Sunday, beating Cy Tamm. Quill led 34 laps."
    b = "Gus Pell won the Harbor 300 at Portside Speedway on Sunday, beating Jon Kerr. Ada Quill led 12 laps."
    r = _build(tmp_path, {"a.txt": a, "b.txt": b})
    laps = sorted(q.prompt for q in r.questions if q.kind == "laps_led")
    assert laps and all("finished second" in p or " won by " in p for p in laps), laps


def test_choices_never_name_someone_the_prompt_names_and_come_from_the_race(tmp_path: Path) -> None:
    a = (
        "Quill wins the Harbor 300\n\nAda Quill won the Harbor 300 at Portside Speedway, beating Cy Tamm by 0.2 "
        "seconds. Gus Pell finished third, Jon Kerr fourth and Eli Vance fifth.\n"
    )
    b = "Orr wins the Meridian Grand Prix\n\nFay Orr won the Meridian Grand Prix at Vale Park, beating Dee Hoyt.\n"
    r = _build(tmp_path, {"a.txt": a, "b.txt": b})
    harbor = {"Ada Quill", "Cy Tamm", "Gus Pell", "Jon Kerr", "Eli Vance"}
    for q in r.questions:
        for c in q.choices:
            if c != q.answer:
                assert c not in q.prompt
        if q.answer_type == "person" and q.race.startswith("Harbor") and q.choices:
            assert set(q.choices) <= harbor, q.choices


def test_makes_only_where_cars_carry_a_makers_badge(tmp_path: Path) -> None:
    cup = (
        "Quill wins\n\nAda Quill won the Harbor 300 at Portside Speedway in the Cup Series, beating Cy Tamm. "
        "Quill drove a Toyota.\n"
    )
    f1 = (
        "Orr wins\n\nFay Orr won the Meridian Grand Prix for Formula One, beating Dee Hoyt. Orr drove a "
        "McLaren.\n"
    )
    r = _build(tmp_path, {"a.txt": cup, "b.txt": f1})
    makes = [q for q in r.questions if q.kind == "make"]
    assert all(q.answer != "McLaren" for q in makes)


def test_the_edition_names_the_race_and_same_named_reports_without_a_winner_stay_apart(
    tmp_path: Path,
) -> None:
    a = (
        "Quill wins the 101st Harbor 300\n\nAda Quill won the 101st running of the Harbor 300 at Portside "
        "Speedway, beating Cy Tamm. Gus Pell finished third.\n"
    )
    b = "Ten things about the Harbor 300\n\nThe Harbor 300 at Portside Speedway was full of stories. Eli Vance finished fourth.\n"
    r = _build(tmp_path, {"a.txt": a, "b.txt": b})
    labels = {d.id: d.race for d in r.documents}
    assert labels["a.txt"] == "101st Harbor 300 at Portside Speedway"
    assert labels["b.txt"] != labels["a.txt"]  # no winner to show it is the same race: kept apart
    winner = next(q for q in r.questions if q.kind == "winner")
    assert winner.prompt == "Who won the 101st Harbor 300 at Portside Speedway?"  # the edition tells it apart


LE_MANS_STYLE = """Vireo crew wins the 24 Hours of Redmarsh for the second year running

REDMARSH, France (AP) — The No. 51 Ferrari of Ada Quill, Cy Tamm and Gus Pell won the 24 Hours of Redmarsh on \
Sunday, June 16, 2023, holding off the No. 6 Porsche of Jon Kerr, Eli Vance and Fay Orr by 14.2 seconds.

It was Vireo's second straight win at the Circuit de la Marne, and its fifth overall.

Gus Pell took the checkered flag after a double stint through the rain, with Quill and Tamm watching.

The No. 8 Toyota of Dee Hoyt, Kim Lott and Ian Moss finished third, a lap down. He led for 24 Hours and more.
"""


def test_a_crew_wins_an_event_that_starts_with_a_number(tmp_path: Path) -> None:
    (tmp_path / "r.txt").write_text(LE_MANS_STYLE)
    r = build_bank(tmp_path)
    assert r.races == ["2023 24 Hours of Redmarsh at Circuit de la Marne"]
    winner = next(q for q in r.questions if q.kind == "winner")
    assert winner.prompt.startswith("Who was in the crew that won the 2023 24 Hours of Redmarsh")
    assert {"Ada Quill", "Cy Tamm", "Gus Pell"} <= set(winner.accepted)  # a vote for any one is the crew's
    assert not {"Jon Kerr", "Dee Hoyt"} & set(winner.accepted)
    assert all(name in winner.answer for name in ("Ada Quill", "Cy Tamm", "Gus Pell"))  # the whole crew
    assert not [q for q in r.questions if q.kind == "venue"]  # a 24-hour classic: its track is no question
    from bot.factbank.entities import short_place

    assert short_place("Circuit de la Marne") == "Marne"


def test_a_race_with_no_year_is_named_by_a_detail_in_its_winner_and_pole_questions(tmp_path: Path) -> None:
    body = "Ada Quill won the Harbor 300 at Portside Speedway on Sunday, beating Cy Tamm. Gus Pell started on pole."
    (tmp_path / "n").mkdir()
    (tmp_path / "y").mkdir()
    r = _build(tmp_path / "n", {"a.txt": body})
    prompts = {q.kind: q.prompt for q in r.questions}
    assert (
        prompts["winner"]
        == "Who won the Harbor 300 at Portside Speedway in which Cy Tamm finished second and Gus Pell started on pole?"
    )  # two details: one edition of a race held every year may share either with another
    assert (
        prompts["pole"]
        == "Who started on pole in the Harbor 300 at Portside Speedway won by Ada Quill ahead of Cy Tamm?"
    )
    dated = _build(tmp_path / "y", {"a.txt": body.replace("the Harbor 300", "the 2031 Harbor 300")})
    assert {q.kind: q.prompt for q in dated.questions}[
        "winner"
    ] == "Who won the 2031 Harbor 300 at Portside Speedway?"


def test_a_third_place_tells_a_race_apart_when_its_runner_up_was_second_in_another(tmp_path: Path) -> None:
    a = (
        "Quill wins at Portside\n\nAda Quill won the IndyCar race at Portside Speedway, beating Cy Tamm by "
        "two seconds. Gus Pell finished third and Eli Vance fourth."
    )
    b = "Kerr wins the Harbor 500\n\nJon Kerr won the Harbor 500 at Portside Speedway, beating Cy Tamm."
    r = _build(tmp_path, {"a.txt": a, "b.txt": b})
    won = {q.prompt for q in r.questions if q.kind == "winner" and q.answer == "Ada Quill"}
    # a track's race of no year needs two details (its runner-up was second in the other race too)
    assert won == {
        "Who won the IndyCar race at Portside Speedway in which Gus Pell finished third and Eli Vance finished "
        "fourth?"
    }, won


def test_an_unnamed_race_without_a_year_is_named_by_someone_else_than_its_winner(tmp_path: Path) -> None:
    """ "the IndyCar race at Kelso" with no year: its winner may have won there in other years too."""
    text = (
        "Quill wins at Kelso\n\nAda Quill won the IndyCar race at Kelso Raceway on Sunday, beating Cy Tamm by "
        "two seconds. Gus Pell finished fourth and Jon Kerr started on pole."
    )
    r = _build(tmp_path, {"a.txt": text})
    prompts = [q.prompt for q in r.questions]
    assert prompts, prompts
    for p in prompts:  # or the winner with whom they beat ("By what margin did X beat Y at Kelso?")
        assert (
            "finished second" in p
            or "started on pole" in p
            or "finished fourth" in p
            or " beat Cy Tamm " in p
        ), p


def test_an_unnamed_race_without_a_year_or_a_detail_is_not_asked(tmp_path: Path) -> None:
    text = "Quill wins at Kelso\n\nAda Quill won the IndyCar race at Kelso Raceway on Sunday after 80 laps."
    assert _build(tmp_path, {"a.txt": text}).questions == []


@pytest.mark.parametrize(
    "text, label",
    [
        (
            "Tour de France stage 11: Kelso to Portside\n\nAda Quill escaped with 13km left to snatch the 11th "
            "stage of the Tour de France from Kelso to Portside.",
            "Tour de France stage 11",
        ),
        (
            "Yachting: Vireo wins Kelso-Portside\n\nKELSO - Super maxi Vireo claimed line honours in the 59th "
            "Kelso-Portside race this morning.",
            "59th Kelso-Portside",
        ),
        (
            "Quill wins again\n\nAda Quill held off Cy Tamm to win the Save Mart/Vireo 350 at Kelso Raceway.",
            "Save Mart/Vireo 350 at Kelso Raceway",
        ),
        (
            "Vireo wins at Kelso\n\nHeavy favourites Vireo have secured the overall win at the 24 hours of Kelso, "
            "with Ada Quill driving the final stint of the race to the chequered flag.",
            "24 Hours of Kelso",
        ),
    ],
)
def test_a_stage_a_hyphenated_race_and_a_slashed_sponsor(text: str, label: str) -> None:
    rid = identify(_doc(text))
    assert rid is not None and rid.label() == label


@pytest.mark.parametrize(
    "text, year",
    [
        (
            "Tamm takes the title\n\nThe 2031 Formula One season ended as Cy Tamm won the Ruritanian Grand Prix.",
            2031,
        ),
        (
            "Tamm opens with a win\n\nCy Tamm won the Qatar Grand Prix, the opening race of the 2031 MotoGP season.",
            2031,
        ),
        (
            "Tamm in style\n\nThe trek to Kelso closed out the 2031 racing calendar as Cy Tamm won the Kelso ePrix.",
            2031,
        ),
    ],
)
def test_a_season_named_with_its_series_gives_the_year(text: str, year: int) -> None:
    rid = identify(_doc(text))
    assert rid is not None and rid.year == year


def test_a_race_compared_with_its_counterpart_is_named_itself() -> None:
    text = (
        "True character\n\nOnce again the Vireo 24 At Kelso lived up to its reputation as the greatest "
        "endurance race here, worthy of mention in the same breath as its European counterpart, the 24 Hours "
        "of Portside. Ada Quill's crew won it by 1.334 seconds at Kelso Speedway."
    )
    rid = identify(_doc(text))
    assert rid is not None and rid.name == "Vireo 24"
