"""Winners, race names, crews and divisions in more of the words real reports use, and what they must
not be read as (sentences we wrote). `test_factbank_results` holds the first tables."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.factbank import build_bank
from tests.unit.reports_we_wrote import bank as _bank
from tests.unit.reports_we_wrote import places as _places
from tests.unit.reports_we_wrote import winners as _winners


def test_a_headline_that_rules_someone_out_names_no_winner(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Tamm rules out a return at Kelso\n\nCy Tamm will not race at the Kelso Speedway this year, the "
        "team said on Monday. Eli Vance and Gus Pell will race there.",
    )
    assert not [q for q in r.questions if q.kind == "winner"]


@pytest.mark.parametrize(
    "text, winner",
    [
        (  # the one held off is no winner, a team and a role before him or not
            "Quill wins at Portside\n\nAda Quill proved her strength on Friday night, leading 77 laps and holding "
            "off Tamm Motorsports hotshoe Cy Tamm on a two-lap dash to the checkered flag to win the Harbor 300.",
            "Ada Quill",
        ),
        (  # "The victory was X's second here", its aside about another year cut off alone
            "Texas two-step\n\nIt was a fine night at Portside Speedway for the Harbor 300. The victory was Ada "
            "Quill's second at Portside (after winning the June race a year ago) and the eighth of her career.",
            "Ada Quill",
        ),
        (  # a name a press release writes in capitals; a car number is no person
            "QUILL THE DOMINATOR\n\nADA QUILL/No.18 Acme Widgets Toyota is two thirds of the way to a hat trick "
            "after winning Saturday evening's Harbor 300 at Portside Speedway. She held off CY TAMM/No.33 Chevrolet.",
            "Ada Quill",
        ),
        (  # a headline ending in a period, naming the winner by a first name only one of two Quills has
            "QUILL: Ada wins on series debut.\n\nAda Quill had never driven in the series until this weekend at "
            "Portside Speedway. Quill survived a late restart to take the race from Cy Tamm and her younger "
            "brother Max Quill.",
            "Ada Quill",
        ),
    ],
)
def test_winners_in_more_words(tmp_path: Path, text: str, winner: str) -> None:
    assert _winners(tmp_path, text) == {winner}


def test_a_race_someone_prepares_for_does_not_name_this_one() -> None:
    from bot.factbank.ingest import IngestedDocument, ingest_document
    from bot.factbank.race import identify

    doc = ingest_document(
        "r.txt",
        b"Quill wins\n\nAda Quill won on Saturday at Portside Speedway. Now, as she prepares for Sunday's "
        b"Harbor 500, Quill can say she has won in the Busch Series. The Busch Series race was her first. "
        b"She races in the Nextel Cup and won the Nextel Cup title.",
    )
    assert isinstance(doc, IngestedDocument)
    rid = identify(doc)
    assert rid is not None and rid.name == "" and rid.venue == "Portside Speedway"
    assert rid.series == ""  # two NASCAR series named about as often: neither labels the race


@pytest.mark.parametrize(
    "text, winner",
    [
        (
            "Rally report\n\nAda Quill's effortless victory in Rally Ruritania blew the title race wide open.",
            "Ada Quill",
        ),
        (
            "Harbor report\n\nADA QUILL'S victory for Vireo Racing at Portside Speedway was remarkable.",
            "Ada Quill",
        ),
    ],
)
def test_a_possessive_victory_in_a_race_names_its_winner(tmp_path: Path, text: str, winner: str) -> None:
    assert _winners(tmp_path, text) == {winner}


def test_a_victory_hoped_for_names_nobody(tmp_path: Path) -> None:
    text = (
        "Harbor report\n\nAda Quill's victory hopes ended at Portside Speedway when Cy Tamm crashed into her."
    )
    assert _winners(tmp_path, text) == set()


@pytest.mark.parametrize(
    "text, name",
    [
        ("the Punta del Este ePrix", "Punta del Este ePrix"),
        ("the 2031 Formula One Ruritanian Grand Prix", "Ruritanian Grand Prix"),
    ],
)
def test_event_names_with_a_particle_or_a_series_before_them(text: str, name: str) -> None:
    from bot.factbank.race_names import event_candidates as _event_candidates

    assert [c for c, _ in _event_candidates(f"Ada Quill won {text} on Sunday.")] == [name]


@pytest.mark.parametrize(
    "text, winner",
    [
        (  # a horse with an honorific, and its jockey's aside
            "Glenmoor Stakes crowns its winner\n\nKELSO, N.Y. — Sir Lancelot, ridden by Cy Tamm, won the "
            "Glenmoor Stakes. Race favorite Vireo was second.",
            "Sir Lancelot",
        ),
        (
            "Rowdy cruises\n\nAda Quill steamrolled to her 201st NASCAR national series victory in the "
            "Harbor 250 at Portside Speedway, leading 174 laps.",
            "Ada Quill",
        ),
        (
            "Harbor report\n\nAda Quill took the ceremonial swig of milk in victory lane at the Harbor 500 at "
            "Portside Speedway after 200 laps of racing.",
            "Ada Quill",
        ),
    ],
)
def test_more_winners(tmp_path: Path, text: str, winner: str) -> None:
    assert _winners(tmp_path, text) == {winner}


def test_someone_who_joins_the_winner_in_victory_lane_did_not_win(tmp_path: Path) -> None:
    text = (
        "Harbor report\n\nCy Tamm joined his team in victory lane at the Harbor 500 after Ada Quill won it."
    )
    assert _winners(tmp_path, text) == {"Ada Quill"}


@pytest.mark.parametrize(
    "text, winner",
    [
        (
            "Harbor report\n\nThe Harbor 300 at Portside Speedway was won by Ada Quill on Sunday after 200 laps.",
            "Ada Quill",
        ),
        (
            "A historic Glenmoor National\n\nA postponed Glenmoor National was won at Kelso yesterday by Lord "
            "Lancelot, who led from first to last. Vireo was second, 25 lengths behind.",
            "Lord Lancelot",
        ),
        (
            "Tamm delights in Derby success\n\nCy Tamm rode the 13-8 favourite Gilded Vireo to land the "
            "Glenmoor Derby at Kelso today. This was the jockey's second win in the Kelso Classic.",
            "Gilded Vireo",
        ),
    ],
)
def test_winners_as_objects(tmp_path: Path, text: str, winner: str) -> None:
    assert _winners(tmp_path, text) == {winner}


def test_a_race_landed_is_named_over_a_descriptor(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Tamm delights in Derby success\n\nCy Tamm rode the 13-8 favourite Gilded Vireo to land the Glenmoor "
        "Derby at Kelso today, June 3, 2023. This was the jockey's second win in the Kelso Classic.",
    )
    assert {q.race for q in r.questions} == {"2023 Glenmoor Derby at Kelso"}


def test_event_names_by_their_last_word() -> None:
    from bot.factbank.entities import find_mentions

    kinds = {
        m.text: m.kind
        for m in find_mentions(
            "Bryan Kerr widened his lead in the Acme Indy Lights points race with a victory in the Kelso "
            "Pacific Challenge, a day after Cy Tamm won the Molson Indy Portside and the Glenmoor Stakes."
        )
    }
    assert kinds["Kelso Pacific Challenge"] == "event" and kinds["Molson Indy Portside"] == "event"
    assert kinds["Glenmoor Stakes"] == "event" and kinds["Acme Indy Lights"] == "org"


def test_a_sidebar_about_another_race_gives_none_of_its_facts(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Tamm wins in Portside\n\nCY TAMM won the Molson Indy Portside on Sunday, taking the lead from Gus "
        "Pell late on. Tamm finished 11.2 seconds ahead of Pell, the runner-up.\n\nBRYAN KERR widened his lead "
        "in the Acme Indy Lights points race with a victory in the Kelso Pacific Challenge in Portside.\n\n"
        "Jon Hale, who started on the pole, spun out. Eli Vance was third. Kerr's fourth victory of the "
        "year gave him a big lead.\n",
    )
    said = " ".join(f"{q.prompt} {q.answer}" for q in r.questions)
    assert "Cy Tamm" in said and "Gus Pell" in said
    for other in ("Kerr", "Jon Hale", "Eli Vance"):
        assert other not in said, (other, said)


def test_a_first_name_tells_two_brothers_apart(tmp_path: Path) -> None:
    places = _places(
        tmp_path,
        "Kyle Tamm was second. Tamm's older brother Cy Tamm led early. Busch's older brother Cy came in third.",
    )
    assert places.get("Cy Tamm") == {"third"}, places


def test_a_report_of_two_divisions_asks_only_its_own(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Kenyans sweep titles in the Kelso Marathon\n\nAda Quill of Ruritania won the 121st Kelso Marathon on "
        "Monday, leading a sweep for her nation of the men's and women's divisions. Quill pulled away from "
        "U.S. Olympian Cy Tamm, who finished second, 21 seconds back.\n\nIvy Lund won the women's race in 2 "
        "hours, 21 minutes. Eva Hale of Bahrain was runner-up, 59 seconds back.\n\nLund's fellow Kenyan Mia "
        "Orr, competing here for the first time, finished third.\n\nGus Pell placed third in the men's race.",
    )
    asked = {q.prompt: q.answer for q in r.questions}
    assert (
        asked.get("Who won the 121st Kelso Marathon men's race?") == "Ada Quill"
    )  # the 121st: one year's, no detail needed
    mens = " ".join(f"{p} {a}" for p, a in asked.items() if "men's race" in p and "women's" not in p)
    for rival in ("Ivy Lund", "Eva Hale", "Mia Orr"):
        assert rival not in mens, (rival, mens)
    assert "U.S." not in mens and "Olympian" not in mens
    # the women's race is a race of its own, read from its part of the report (never from the headline)
    womens = {q.answer: q for q in r.questions if "women's race" in q.prompt}
    assert womens["Ivy Lund"].kind == "winner" and womens["Eva Hale"].kind == "runner_up", womens
    assert "Mia Orr" not in womens  # her paragraph names no division: left out
    assert all(s.document == "r.txt" for q in womens.values() for s in q.sources)


def test_an_epithet_before_a_name_is_that_name_and_the_sentence_subject(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Tamm wins in Kelso\n\nCy Tamm won the Kelso ePrix at Kelso Park on Saturday. The 28-year-old Tamm "
        "dominated the race from pole position for his third victory of the season.",
    )
    assert ("Cy Tamm", "third") in {(f.subject, f.value) for f in r.facts if f.relation == "season_win"}


def test_a_relative_named_in_an_aside_is_no_subject(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill claims first win at Kelso\n\nAda Quill became a first-time winner after holding off Cy Tamm in "
        "the Harbor 300 at Kelso Speedway. Quill, the 19-year-old daughter of veteran Eve Quill, led a "
        "race-high 96 laps.",
    )
    led = {(f.subject, f.value) for f in r.facts if f.relation == "laps_led"}
    assert led == {("Ada Quill", "96")}, led


@pytest.mark.parametrize(
    "text, name",
    [
        (
            "Quill dominates\n\nAda Quill dominated the Acme 400 Benefiting Autism Speaks NASCAR Sprint Cup race at "
            "Kelso Speedway, winning there for the seventh time.",
            "Acme 400",
        ),
        (
            "Quill wins at home\n\nAda Quill won the U.S. Grand Prix at Kelso Raceway on Sunday.",
            "U.S. Grand Prix",
        ),
        (
            "Quill does it again\n\nAda Quill won again at Kelso Raceway on Sunday. Two weeks ago, she won the "
            "Ruritanian Grand Prix as well.",
            "",
        ),
    ],
)
def test_race_names_not_taken_from_a_series_or_another_week(text: str, name: str) -> None:
    from bot.factbank.ingest import IngestedDocument, ingest_document
    from bot.factbank.race import identify

    doc = ingest_document("r.txt", text.encode())
    assert isinstance(doc, IngestedDocument)
    rid = identify(doc)
    assert rid is not None and rid.name == name, rid


def test_a_word_of_the_race_name_is_no_horse(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Glenmoor Stakes crowns its winner\n\nKELSO, N.Y. — Vireo, ridden by Cy Tamm, won the 154th Glenmoor "
        "Stakes. Kestrel, the Derby winner, raced last for most of the Glenmoor and finished sixth.",
    )
    places = {(f.subject, f.value) for f in r.facts if f.relation == "position"}
    assert ("Glenmoor", "sixth") not in places, places


def test_a_race_with_neither_name_nor_venue_is_named_by_a_detail(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill wins\n\nAda Quill won the 2031 Cup Series race on Sunday after leading 80 of 267 laps, beating Cy "
        "Tamm by two seconds. Gus Pell finished fourth.",
    )
    assert r.questions
    for q in r.questions:
        assert "finished second" in q.prompt or "finished fourth" in q.prompt, q.prompt


def test_a_father_is_not_his_son_of_the_same_name(tmp_path: Path) -> None:
    (tmp_path / "a.txt").write_text(
        "At last Quill wins the Harbor 500\n\nIn an emotional finish at Portside Speedway, Ada Quill won the Harbor "
        "500 for the first time, beating Cy Tamm by 0.1 seconds.\n"
    )
    (tmp_path / "b.txt").write_text(
        "Quill Jr. wins the Kelso 400\n\nAda Quill Jr. won the Kelso 400 at Kelso Speedway, beating Gus Pell by 0.2 "
        "seconds, 30 years after her mother's first start.\n"
    )
    winners = {q.race: q.answer for q in build_bank(tmp_path).questions if q.kind == "winner"}
    assert winners.get("Harbor 500 at Portside Speedway") == "Ada Quill", winners
