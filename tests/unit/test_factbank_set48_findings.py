"""Faults of the kinds unseen real reports showed, each on a report we wrote: another year's race in a
horse's past taken for the win ("the Prix de l’Arc de Triomphe" with a curly apostrophe, "in that year's
Derby"), a jockey placed ("under X ... finished eighth"), a hope read as a win ("looked set to take
victory"), a crew that "stole victory", an example taken for the winner ("a racer like X wins the Tour"),
another event's men's title read as a division of the report's own, and a race's grade read as its name."""

from __future__ import annotations

from pathlib import Path

from bot.factbank import build_bank
from tests.unit.reports_we_wrote import race_of


def _bank(tmp_path: Path, text: str):  # type: ignore[no-untyped-def]
    (tmp_path / "r.txt").write_text(text)
    return build_bank(tmp_path)


def _facts(tmp_path: Path, text: str, relation: str) -> set[tuple[str, str]]:
    return {(f.subject, f.value) for f in _bank(tmp_path, text).facts if f.relation == relation}


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
