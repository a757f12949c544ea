"""What a blind judge found wrong on a fresh set of real reports (set 41), on reports we wrote: a headline's
stage of a tour, "he" after someone else's possessive, "both X and his teammate", and a chassis and its
engine in one hyphenated name."""

from __future__ import annotations

from pathlib import Path

from tests.unit.reports_we_wrote import bank, facts, ingested, race_of


def test_a_headline_stage_of_a_tour() -> None:
    rid = race_of(
        "Quill Wins 15th Stage Of Tour\n\nAda Quill of Bayland took the lead in the Tour de France Monday by "
        "blowing past Eli Vance on the final climb of the stage.\nVance finished the race fourth overall.\n"
    )
    assert rid is not None and rid.name == "Tour de France stage 15", rid


def test_he_after_another_person_possessive_is_still_the_story_subject(tmp_path: Path) -> None:
    text = (
        "Quill wins the Harbor Grand Prix\n\nAda Quill won the Harbor Grand Prix at Portside, 11 seconds clear of "
        "Cy Tamm.\nQuill has often said she is unemotional.\nHere, in the afterglow of a win made easy by Eli "
        "Vance's blown engine, she poured out her feelings.\nHer fourth win of the season became a test of "
        "concentration once Vance had gone.\n"
    )
    assert not any(r == "season_win" and s == "Eli Vance" for r, s, _v in facts(tmp_path, text))


def test_both_x_and_his_teammate_gives_the_subject_no_team(tmp_path: Path) -> None:
    text = (
        "Quill wins the Harbor Grand Prix\n\nAda Quill won the Harbor Grand Prix at Portside ahead of Eli Vance.\n"
        "The Finn took advantage of Ferrari's strategy and tyre problems that slowed both Tamm and his McLaren "
        "Mercedes-Benz teammate and defending champion Eli Vance who came home second.\n"
    )
    found = facts(tmp_path, text)
    assert not any(r in {"team", "make"} and s == "Ada Quill" and v == "McLaren" for r, s, v in found), found


def test_a_chassis_and_its_engine_is_no_person(tmp_path: Path) -> None:
    doc = ingested(
        "Quill wins\n\nAda Quill won the race. Eli Vance in the Acme Bull-Renault was seventh in the race.\n"
    )
    kinds = {m.text: m.kind for s in doc.sentences for m in s.mentions}
    assert kinds.get("Acme Bull-Renault") == "team", kinds
    assert not any("Bull-Renault" in q.prompt for q in bank(tmp_path, doc_text()).questions)


def doc_text() -> str:
    return (
        "Quill wins the Harbor Grand Prix\n\nAda Quill won the Harbor Grand Prix at Portside ahead of Eli Vance.\n"
        "Cy Tamm in the Acme Bull-Renault was seventh, followed by Jon Kerr.\n"
    )


def test_a_sidebar_series_is_not_the_race_series() -> None:
    text = (
        "Quill wins the Harbor 600\n\nAda Quill won the Harbor 600 at Portside Motor Speedway on Sunday, beating "
        "Eli Vance.\n"
        + "".join(f"Lap {n} went by without trouble for the leaders.\n" for n in range(10, 90, 10))
        + "France's Cy Tamm, leading throughout, won the Formula One Grand Prix of Bayview in 1 hour 30 minutes.\n"
    )
    rid = race_of(text)
    assert rid is not None and rid.name == "Harbor 600" and rid.series != "Formula One", rid


def test_gold_race_a_rally_bike_and_a_distance_mark() -> None:
    from bot.factbank.race_names import event_candidates

    assert [c for c, _ in event_candidates("won the Bayview Gold Race in the hills")] == ["Bayview Gold Race"]
    assert event_candidates("aboard his Red Bull Acme Factory Rally bike, took") == []
    assert event_candidates("after being outsprinted at the 400m mark by") == []
    assert [c for c, _ in event_candidates("the Acme Series Race")] == []


def test_a_place_before_the_next_name_is_that_name() -> None:
    from bot.factbank.results import places
    from bot.factbank.tagged import Tagged

    names = ("Ada Quill", "Eli Vance", "Cy Tamm")
    podium = (
        "On the podium with \ue001P0\ue002 was second place \ue001P1\ue002 and third place \ue001P2\ue002."
    )
    assert not any(f.subject == "Ada Quill" for f in places(Tagged(podium, names, ("person",) * 3)))
    listed = "\ue001P0\ue002 finished 3rd, \ue001P1\ue002 4th and \ue001P2\ue002 finished 5th."
    assert ("Ada Quill", "third") in {
        (f.subject, f.value) for f in places(Tagged(listed, names, ("person",) * 3))
    }


def test_a_win_with_an_aside_in_brackets(tmp_path: Path) -> None:
    text = (
        "Quill wins the Harbor Rally\n\nFrenchwoman Ada Quill, aboard her Acme bike, took her second straight "
        "(and fifth overall) victory in the 2031 Harbor Rally, which wrapped up this weekend.\n"
        "Eli Vance finished second in the rally.\n"
    )
    assert any(r == "winner" and v == "Ada Quill" for r, _s, v in facts(tmp_path, text))
