"""Yet more readings in the language real reports use (sentences we wrote): names and honorifics, crews,
streaks, and the phrasing of each series. Split from `test_factbank_results`."""

from __future__ import annotations

from pathlib import Path

from bot.factbank import build_bank
from tests.unit.reports_we_wrote import HEAD, RACE
from tests.unit.reports_we_wrote import fact_table as _facts
from tests.unit.reports_we_wrote import single_places as _places


def test_a_title_cased_name_may_start_with_an_honorific() -> None:
    from bot.factbank.entities import find_mentions

    assert [m.text for m in find_mentions("the kick of Prince Of Tides late on")] == ["Prince Of Tides"]
    assert [m.text for m in find_mentions("With The Field in view")] == ["Field"]
    # a small word capitalised inside a sentence starts a name; not after "4." nor an article
    assert [m.text for m in find_mentions("Sent off at 9-2, Always Dreaming made it five")] == [
        "Sent",
        "Always Dreaming",
    ]
    assert "With Alonso" not in [m.text for m in find_mentions("4. With Alonso second, Ferrari led")]
    # two initials are one first name, after an epithet too
    assert [m.text for m in find_mentions("American A.J. Tamm was third, 14.1 seconds back.")] == [
        "A.J. Tamm"
    ]
    assert [m.text for m in find_mentions("C.J. Pell and T.J. Kerr finished.")] == ["C.J. Pell", "T.J. Kerr"]
    assert "The Glen" not in [m.text for m in find_mentions("the rain held off and The Glen heated up")]


def test_one_word_runners_at_the_start_of_a_sentence(tmp_path: Path) -> None:
    head = "Native Comet wins the Glenmoor Derby\n\n"
    body = (
        "Native Comet won the Glenmoor Derby by two lengths, ridden by jockey Ivy Jax, ahead of the fancied "
        "Audacious. Audacious crossed the line in second place, a length behind. Meridian, who beat Native "
        "Comet at Ascot in the spring, was third, with Hal Ives's Silver Bell in fourth. Lantern finished fifth."
    )
    (tmp_path / "r.txt").write_text(head + body + "\n")
    r = build_bank(tmp_path)
    places = {f.subject: f.value for f in r.facts if f.relation == "position"}
    assert places.get("Meridian") == "third"  # "X, who ..." starts a clause about a runner
    assert places.get("Silver Bell") == "fourth" and "Hal Ives" not in places  # the trainer's horse
    assert "Lantern" not in places  # a capital at a sentence's start alone is no name
    assert {f.value for f in r.facts if f.relation == "runner_up"} == {"Audacious"}


def test_a_rowing_race_is_won_by_a_crew_named_in_one_word(tmp_path: Path) -> None:
    head = "Harbour Boat Race: Northton beat Southby\n\n"
    body = (
        "On a grey afternoon, Northton beat Southby in commanding style to win the 40th Harbour Boat Race. "
        "Northton earlier won the women's race, beating their rivals by seven lengths."
    )
    (tmp_path / "r.txt").write_text(head + body + "\n")
    r = build_bank(tmp_path)
    by_kind = {q.kind: q for q in r.questions}
    assert by_kind["winner"].prompt.startswith("Which crew won") and by_kind["winner"].answer == "Northton"
    assert {f.value for f in r.facts if f.relation == "runner_up"} == {"Southby"}
    assert "runner_up" not in by_kind  # two crews: who was second is no question
    assert not [f for f in r.facts if f.relation == "margin"]  # seven lengths was the earlier race's


def test_led_home_names_the_runner_up(tmp_path: Path) -> None:
    facts = _facts(tmp_path, "Quill drove a flawless race to lead home her teammate Cy Tamm.")
    assert _places(facts).get("Cy Tamm") == "second"
    facts = _facts(tmp_path, "Quill led home Cy Tamm and Gus Pell in a Vireo sweep.")
    assert "Cy Tamm" not in _places(facts)  # "led home A and B": the order of the two is not told


def test_a_misspelt_name_is_the_person_spelt_right_elsewhere(tmp_path: Path) -> None:
    body = (
        "Cy Tamm was second. Gus Pellworth started from the back. Gus Pellworth made steady progress. "
        "Gus Pellworth stayed out of trouble. Britain’s Gus Pelworth was fourth with Italy’s Jon Kerr grabbing fifth."
    )
    places = _places(_facts(tmp_path, body))
    assert places.get("Gus Pellworth") == "fourth" and "Gus Pelworth" not in places
    assert places.get("Jon Kerr") == "fifth"


def test_a_team_named_in_an_epithet_after_the_subject(tmp_path: Path) -> None:
    facts = _facts(
        tmp_path,
        "Cy Tamm thrilled the fans at Portside as the Delta Racing rider dominated the day. Gus Pell finished "
        "third for his first podium since 2019.",
    )
    assert facts.get(("team", "Cy Tamm")) == {"Delta Racing"}
    assert _places(facts).get("Gus Pell") == "third"  # "first ... since 2019" is about this race


def test_said_the_team_driver_names_the_last_persons_team(tmp_path: Path) -> None:
    body = 'Cy Tamm was second again. "I can\'t find words," said the Orbitex driver after the flag.'
    assert _facts(tmp_path, body).get(("team", "Cy Tamm")) == {"Orbitex"}
    body = 'Cy Tamm was second again. "I can\'t find words," said the Italian driver after the flag.'
    assert ("team", "Cy Tamm") not in _facts(tmp_path, body)  # a nationality is no team


def test_the_winning_team_of_an_endurance_race(tmp_path: Path) -> None:
    head = "Vireo Racing reigns at the 12 Hours of Redmarsh\n\n"
    body = (
        "After 12 hours and nearly 400 laps of racing, it was Vireo Racing, headed up by Cy Tamm and Gus "
        "Pell, that came out on top as the overall winners of the 12 Hours of Redmarsh."
    )
    (tmp_path / "r.txt").write_text(head + body + "\n")
    assert not [q for q in build_bank(tmp_path).questions if q.kind == "team_winner"]  # which year's?
    (tmp_path / "r.txt").write_text(head + body.replace("of the 12 Hours", "of the 2031 12 Hours") + "\n")
    q = next(q for q in build_bank(tmp_path).questions if q.kind == "team_winner")
    assert q.prompt == "Which team won the 2031 12 Hours of Redmarsh?" and q.answer == "Vireo Racing"


def test_nearly_a_number_is_no_hedge_but_nearly_winning_is(tmp_path: Path) -> None:
    facts = _facts(tmp_path, "After nearly 300 laps, Cy Tamm finished second.")
    assert _places(facts).get("Cy Tamm") == "second"
    facts = _facts(tmp_path, "Cy Tamm nearly finished second before his engine failed.")
    assert "Cy Tamm" not in _places(facts)


def test_the_winner_finishing_ahead_of_two_names_second_and_third(tmp_path: Path) -> None:
    facts = _facts(
        tmp_path, "Quill showed immense pace in the sprint as she finished ahead of Cy Tamm and Gus Pell."
    )
    assert facts.get(("runner_up", RACE)) == {"Cy Tamm"} and _places(facts).get("Gus Pell") == "third"
    facts = _facts(tmp_path, "Jon Kerr finished ahead of Cy Tamm and Gus Pell in the battle for tenth.")
    assert ("runner_up", RACE) not in facts and "Gus Pell" not in _places(facts)  # not the winner's


def test_the_nationality_names_the_one_person_introduced_with_it(tmp_path: Path) -> None:
    body = "German Cy Tamm started from the back. The German, who won the title last year, battled up to seventh."
    assert _places(_facts(tmp_path, body)).get("Cy Tamm") == "seventh"
    two = "German Cy Tamm and German Gus Pell started from the back. The German battled up to seventh."
    assert _places(_facts(tmp_path, two)) == {}  # two Germans: nobody is meant for sure
    never = "Cy Tamm started from the back. The German battled up to seventh."
    assert _places(_facts(tmp_path, never)) == {"Cy Tamm": "seventh"}  # nobody introduced: the last subject
    apart = "Cy Tamm started from the back. The German passed Cy Tamm and battled up to seventh."
    assert _places(_facts(tmp_path, apart)) == {}  # named apart from the German: someone else


def test_streaks_ended_and_extended(tmp_path: Path) -> None:
    body = (
        "Quill ended a 31-race winless streak with the victory. Cy Tamm won Stage 1, extending his streak of "
        "consecutive races with a lap led to 16. Gus Pell hopes to extend his streak of straight top-fives to 9."
    )
    (tmp_path / "r.txt").write_text(HEAD.replace("the Harbor 300", "the 2031 Harbor 300", 1) + body + "\n")
    questions = {q.kind: q for q in build_bank(tmp_path).questions}
    ended = questions["streak_ended"]
    assert ended.answer == "31 races" and "31" in ended.accepted and "Ada Quill" in ended.prompt
    grew = questions["streak"]
    assert grew.answer == "16" and "Cy Tamm's streak of consecutive races with a lap led" in grew.prompt
    assert "Gus Pell" not in grew.prompt  # a hope is no fact


def test_wins_in_a_row(tmp_path: Path) -> None:
    body = '"It was not easy," said Quill after her fourth win in a row and 10th of the season.'
    (tmp_path / "r.txt").write_text(HEAD.replace("Sunday", "Sunday, May 5, 2024") + body + "\n")
    q = next(q for q in build_bank(tmp_path).questions if q.kind == "wins_in_a_row")
    assert q.answer == "4" and "four" in q.accepted and "Ada Quill" in q.prompt
    body = "Cy Tamm, chasing his third straight win at Portside, finished fifth."
    assert ("wins_in_a_row", "Cy Tamm") not in _facts(tmp_path, body)  # a hope, and a run at one track


def test_rally_report_phrasing(tmp_path: Path) -> None:
    body = (
        "Quill beat Ford team-mate Cy Tamm by just 0.6 seconds. Gus Pell finished third, 31.5 seconds further "
        "back, with Jon Kerr fourth in the second Ford. The win lifts her to second in the drivers' "
        "championship. Quill now sits second in the standings."
    )
    facts = _facts(tmp_path, body)
    assert facts.get(("margin", RACE)) == {"0.6 seconds"} and facts.get(("runner_up", RACE)) == {"Cy Tamm"}
    assert _places(facts).get("Jon Kerr") == "fourth"  # "in the second Ford" is no running place
    assert facts.get(("standing", "Ada Quill")) == {"second"}
    facts = _facts(tmp_path, "Jon Kerr was fourth in the second stage before he crashed.")
    assert "Jon Kerr" not in _places(facts)


def test_f1_report_phrasing(tmp_path: Path) -> None:
    head = "Quill dominates at Portside\n\n"
    body = (
        "Ada Quill won the Portside Grand Prix from pole position. She crossed the line 3.7 seconds ahead of "
        "Aston Martin's Cy Tamm. Red Bull's Gus Pell completed the podium."
    )
    (tmp_path / "r.txt").write_text(head + body + "\n")
    facts: dict[tuple[str, str], set[str]] = {}
    for f in build_bank(tmp_path).facts:
        facts.setdefault((f.relation, f.subject), set()).add(f.value)
    race = "Portside Grand Prix"
    assert facts.get(("runner_up", race)) == {"Cy Tamm"}  # never "Aston Martin", a team
    assert facts.get(("margin", race)) == {"3.7 seconds"} and facts.get(("pole", race)) == {"Ada Quill"}
    assert facts.get(("team", "Cy Tamm")) == {"Aston Martin"} and facts.get(("team", "Gus Pell")) == {
        "Red Bull"
    }


def test_a_name_owning_the_next_person_is_a_team(tmp_path: Path) -> None:
    body = (
        "Quill beat Vireo Works' Cy Tamm by 2.1 seconds. Tamm was second, with Orbit Garage's Gus Pell third."
    )
    facts = _facts(tmp_path, body)
    assert facts.get(("runner_up", RACE)) == {"Cy Tamm"} and _places(facts).get("Gus Pell") == "third"
    assert facts.get(("team", "Gus Pell")) == {"Orbit Garage"} and facts.get(("team", "Cy Tamm")) == {
        "Vireo Works"
    }


def test_motogp_report_phrasing(tmp_path: Path) -> None:
    head = "Quill wins at Portside\n\n"
    body = (
        "Ada Quill claimed a third consecutive victory at Portside on Sunday, holding off Ducati team-mate "
        "Cy O'Hara by 0.101s in a last-lap duel. Gus Pell was third on the Gresini Ducati. O'Hara said little."
    )
    (tmp_path / "r.txt").write_text(head + body + "\n")
    facts: dict[tuple[str, str], set[str]] = {}
    for f in build_bank(tmp_path).facts:
        facts.setdefault((f.relation, f.subject), set()).add(f.value)
    race = next(iter({k[1] for k in facts if k[0] == "winner"}))
    assert facts.get(("winner", race)) == {"Ada Quill"}  # "claimed a ... victory" is no reported speech
    assert facts.get(("runner_up", race)) == {"Cy O'Hara"} and facts.get(("margin", race)) == {
        "0.101 seconds"
    }
    assert not any("Gresini Ducati" in v for (rel, _), v in facts.items() if rel in {"position", "runner_up"})


def test_a_derby_written_the_wire_way(tmp_path: Path) -> None:
    text = (
        "Brass Comet wins Glenmoor Derby by a nose\n\n"
        "GLENMOOR, Ky. (AP) — Brass Comet won the Glenmoor Derby by a nose on Saturday, with jockey Ivy Jax "
        "guiding the 18-1 shot along the rail to hold off Silver Bell and Rock Candy.\n\n"
        "Trainer Hal Ives became the first trainer since 1932 to win the Glenmoor Oaks and the Derby in the same "
        "year. Silver Bell, the 9-2 second choice, finished second and Rock Candy was third.\n"
    )
    (tmp_path / "r.txt").write_text(text)
    r = build_bank(tmp_path)
    by_kind = {q.kind: q for q in r.questions}
    assert by_kind["winner"].answer == "Brass Comet"  # not the trainer, whose "first ... to win" is no win
    assert {f.value for f in r.facts if f.relation == "runner_up"} == {"Silver Bell"}
    # a Derby of no year: the winner alone names none of its editions, the winner and the third one
    assert "Rock Candy finished third" in by_kind["runner_up"].prompt
    assert {f.value for f in r.facts if f.relation == "margin"} == {
        "a nose"
    }  # credited to the horse, not "Ky"
    assert not [q for q in r.questions if "since 1932" in q.prompt]  # "the first ... since 1932" is no first
    assert not [q for q in r.questions if "Trainer" in q.answer]


def test_a_stage_of_a_stage_race(tmp_path: Path) -> None:
    text = (
        "Quill sprints to stage 10 win\n\n"
        "Ada Quill won stage 10 of the Tour de Vireo in a bunch sprint in Portside on Tuesday, edging Cy Tamm and "
        "Gus Pell on the line. Jon Kerr won stage 9 on Monday.\n"
    )
    (tmp_path / "r.txt").write_text(text)
    r = build_bank(tmp_path)
    by_kind = {q.kind: q for q in r.questions}
    assert by_kind["winner"].prompt.startswith("Who won the Tour de Vireo stage 10")
    assert by_kind["winner"].answer == "Ada Quill" and by_kind["runner_up"].answer == "Cy Tamm"
    assert {f.subject: f.value for f in r.facts if f.relation == "position"}.get("Gus Pell") == "third"


def test_grand_national_style_report(tmp_path: Path) -> None:
    text = (
        "I Am Comet storms to Grand National glory\n\n"
        "I Am Comet won the Grand National at Brookfield on Saturday, giving trainer Hal Ives his second victory in "
        "the race. Ridden by Ivy Jax, the 7-1 joint-favourite came from well back to win by seven and a half "
        "lengths from Delta Work.\n"
    )
    (tmp_path / "r.txt").write_text(text)
    r = build_bank(tmp_path)
    assert r.races == ["Grand National at Brookfield"]
    by_kind = {q.kind: q for q in r.questions}
    assert by_kind["winner"].answer == "I Am Comet"
    assert {f.value for f in r.facts if f.relation == "runner_up"} == {
        "Delta Work"
    }  # (of a Grand National of
    # no year the winner alone names no edition: "second behind I Am Comet" is not asked)


def test_a_surname_with_a_particle(tmp_path: Path) -> None:
    body = "Cy van Tamm was second. Van Tamm, driving the No. 97 Ford, started from pole and led 104 laps."
    facts = _facts(tmp_path, body, HEAD.replace("won the Harbor 300", "won the 2031 Harbor 300"))
    assert facts.get(("laps_led", "Cy van Tamm")) == {"104"} and facts.get(("car_number", "Cy van Tamm")) == {
        "97"
    }
    q = next(q for q in build_bank(tmp_path).questions if q.kind == "pole")
    assert q.answer == "Cy van Tamm" and "van Tamm" in q.accepted


def test_a_car_before_an_unresolved_name_is_not_the_next_persons(tmp_path: Path) -> None:
    body = (
        "Eli Vance and his cousin Rob Vance were both in the field. "
        "Vance, in the #9 Ford, came off the last corner in front and looked like the winner, but Quill nosed "
        "ahead at the line."
    )
    facts = _facts(tmp_path, body)
    assert ("car_number", "Ada Quill") not in facts
