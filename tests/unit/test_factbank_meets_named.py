"""A race run at a meet of many events is named by its event and its meet ("the 100 meters at the world
championships", "the women's triathlon at the Olympics in Portside"), from reports we wrote; a title
("the six-time Olympic champion") names no meet. With it: a rider's country in brackets is no team, a
disqualification in another year's race moves no place, another meet's medal is no place here."""

from __future__ import annotations

from pathlib import Path

from bot.factbank import build_bank
from bot.factbank.race_meets import discipline_of, meet_of
from tests.unit.reports_we_wrote import race_of

WORLDS = (
    "Quill wins 100 meters, world championships\n\n"
    "Ada Quill beat the rain and Eli Vance to take back the world title in the 100 meters on Sunday.\n"
    "Quill, the four-time Olympic champion, won in 9.81 seconds, her slowest winning time in a final.\n"
    "Vance, the 2027 Olympic champion and 2031 Olympic bronze medalist, took silver in 9.88 seconds.\n"
    "Kenyan Gus Pell earned bronze in 9.97 seconds.\n"
    "Also absent was Olympic silver medalist Jon Kerr, out with a hamstring injury.\n"
    "Quill was disqualified from the 2030 worlds final after a false start.\n"
)

OLYMPIC = (
    "Lund takes triathlon gold\n\n"
    "PORTSIDE (Wire) — Ivo Lund produced the perfect race to win the Olympic women's triathlon gold on "
    "Saturday, staying with her rivals on the bike before surging clear of Rex Ode on the run.\n"
    "Ode took the silver medal, 40 seconds behind, and Sam Hale won bronze after a duel with Tia Moss.\n"
    "Lund, 29, had finished 38th at the Games four years ago.\n"
)

ROAD_RACE = (
    "Vance wins Olympic road race\n\n"
    "Eli Vance (Spain) is the Olympic road race champion after a six-up sprint in Portside.\n"
    "Ada Quill (Italy) won the silver medal in the 245-km event, and Gus Pell (Switzerland) took the bronze.\n"
    "A break formed with Jon Kerr and Ivo Lund (both from Great Britain), Rex Ode (Czech Republic) and "
    "Sam Hale (Team Brightwave).\n"
)


def test_the_meet_is_read_and_a_title_is_no_meet() -> None:
    assert meet_of("Quill wins 100 meters, world championships", []) == "world championships"
    assert meet_of("", ["Ada Quill won the 200m at the Portside Olympic Games on Sunday."]) == (
        "Portside Olympic Games"
    )
    assert meet_of("", ["Quill won the bobsled worlds on Sunday."]) == "bobsled world championships"
    assert meet_of("", ["Lund won the Olympic women's triathlon gold on Saturday."]) == "Olympics"
    assert meet_of("", ["Quill, the six-time Olympic champion, won the 100m in Portside."]) == ""
    assert meet_of("", ["Quill won the 100m, a year after her 2030 world championships gold."]) == ""
    assert meet_of("Quill adds world title to Olympic gold", ["Quill won her Olympic gold last year."]) == ""
    assert discipline_of("", ["Quill won the four-man gold medal at the bobsled worlds."]) == "four-man event"
    assert discipline_of("", ["Vance won the men's 800-meter freestyle in Portside."]) == (
        "men's 800-meter freestyle"
    )
    assert discipline_of("", ["Vance led the race on the 18.2km circuit."]) == ""  # a lap, no event


def test_an_event_at_a_meet_is_named_by_both() -> None:
    rid = race_of(WORLDS)
    assert rid is not None and rid.label() == "100 meters at the world championships", rid
    rid = race_of(OLYMPIC)
    assert rid is not None and rid.label() == "women's triathlon at the Olympics in Portside", rid


def test_the_winner_of_a_meet_event_is_asked_with_its_runner_up(tmp_path: Path) -> None:
    (tmp_path / "r.txt").write_text(WORLDS)
    r = build_bank(tmp_path)
    asked = {(q.kind, q.answer): q.prompt for q in r.questions}
    assert asked.get(("winner", "Ada Quill")) == (
        "Who won the 100 meters at the world championships in which Eli Vance finished second and Gus Pell "
        "finished third?"
    ), asked
    assert ("runner_up", "Eli Vance") in asked, asked
    said = " ".join(f"{q.prompt} {q.answer}" for q in r.questions)
    assert "Jon Kerr" not in said, said  # another meet's silver medalist, absent from this race


def test_a_country_in_brackets_is_no_team(tmp_path: Path) -> None:
    (tmp_path / "r.txt").write_text(ROAD_RACE)
    r = build_bank(tmp_path)
    teams = {(f.subject, f.value) for f in r.facts if f.relation == "team"}
    assert teams == {("Sam Hale", "Team Brightwave")}, teams
    assert {(q.kind, q.answer) for q in r.questions} >= {("winner", "Eli Vance"), ("runner_up", "Ada Quill")}
