"""Extraction rules for road-racing, endurance and open-wheel phrasing (inline documents, invented names)."""

from __future__ import annotations

from pathlib import Path

from bot.factbank import build_bank

ROAD = """Bell edges Moreau at Lakeview

Nora Bell won the 2031 Pinecrest Grand Prix at Lakeview Ring on Sunday, beating pole-sitter Jules Moreau by 1.204 seconds.
Bell, driving the No. 12 Ford for Kestrel Racing, led 40 of the 60 laps.
It was the 26-year-old's second win of the season and the fourth of her career.
Jules Moreau finished second, with Ida Parr third. Tom Reyes finished fourth, Ana Cruz fifth and Leo Hart sixth.
Moreau also set the fastest lap of the race.
The race had three full-course cautions.
The first caution came on lap 9, when Leo Hart spun at the hairpin.
Bell now sits 12 points behind Moreau in the championship.
Earlier in the day, Sam Odell won the Formula Junior feature race after starting from pole.
Ida Parr, who won last week's race at Fairmont, said little.
The series resumes at Stonebridge in three weeks after the summer break, where Bell finished on the podium in each of her last two visits and where the team
"""

CIRCUIT = """Ruiz wins at the Marrowdome

Pia Ruiz won the Coastline Grand Prix at the Marrowdome on Sunday, the Falcon driver finishing 3.5 seconds clear of pole-sitter Otto Lenz.
Otto Lenz was second for Granite. Mia Stone completed the podium for Pellet, with Ken Lowe fourth for Granite.
The race was neutralised once, when Ken Lowe crashed at Turn 4 and the safety car was deployed.
The race went 57 laps.
Pia Ruiz made the decisive move on lap 41 of 57.
"""

ENDURANCE = """Trio wins six hours

Ada Quill, Ben Sorel and Cy Tamm won the Redwood 8 Hours at Cedar Park International on Sunday, June 4, 2023, bringing the No. 44 Vireo Racing prototype home 21.5 seconds ahead of the No. 2 of Dee Hoyt and Eli Vance.
Quill drove the final stint of two hours. The winning car completed 250 laps.
Dee Hoyt, who shared the No. 2 with Eli Vance, took pole on Saturday. The pair finished second.
The No. 9 of Fay Orr and Gus Pell was third overall, with the #6 of Hal Ives and Ivy Jax fourth.
In the GT class, Jon Kerr and Kim Lott won in the No. 70 car.
"""

OVAL = """Dunn steals it

Ray Dunn passed Cole Ames off the final corner to win the Harvest 250 at Millbrook Speedway by 0.081 seconds.
Cole Ames had led the last 30 laps in the #3 Chevrolet and appeared to be cruising to the win.
Pete Lyle won Stage 1 and finished third, the best result of his season.
The race's biggest crash came on lap 150, when Sid Marr got loose and collected four cars.
Sid Marr recovered to finish ninth, Ted Orr 22nd.
Lyle, the only rookie in the top 10, also led a race-high 70 laps.
Wade Kirk finished fifth, giving Kirk Racing its best result since 2019, and Al Vane was sixth.
The series moves on to Dover next Sunday, where Cole Ames won a year ago.
"""


def _build(tmp_path: Path, files: dict[str, str]):
    folder = tmp_path / "docs"
    folder.mkdir()
    for name, text in files.items():
        (folder / name).write_text(text, encoding="utf-8")
    return build_bank(folder)


def _facts(result) -> dict[tuple[str, str], set[str]]:
    out: dict[tuple[str, str], set[str]] = {}
    for f in result.facts:
        out.setdefault((f.relation, f.subject), set()).add(f.value)
    return out


def _q(result, kind: str):
    return [q for q in result.questions if q.kind == kind]


def test_road_course_phrasing(tmp_path: Path) -> None:
    r = _build(tmp_path, {"road.txt": ROAD})
    f = _facts(r)
    race = "2031 Pinecrest Grand Prix at Lakeview Ring"
    assert r.races == [race]
    assert f[("runner_up", race)] == {"Jules Moreau"}
    assert f[("pole", race)] == {"Jules Moreau"}  # "pole-sitter X"
    assert f[("distance", race)] == {"60 laps"}
    assert f[("laps_led", "Nora Bell")] == {"40"}
    assert f[("career_win", "Nora Bell")] == {"fourth"}  # epithet subject + "the fourth of her career"
    assert f[("position", "Ida Parr")] == {"third"}  # "with X third"
    assert f[("position", "Ana Cruz")] == {"fifth"}  # a list of finishers
    assert f[("position", "Leo Hart")] == {"sixth"}
    assert f[("fastest_lap", race)] == {"Jules Moreau"}
    assert f[("cautions", race)] == {"3"}
    assert f[("points_behind", "Nora Bell")] == {"12 points"}
    assert f[("support_winner", "Formula Junior feature race")] == {"Sam Odell"}
    assert f[("prev_win", "Fairmont")] == {"Ida Parr"}
    assert f[("next_race", race)] == {"Stonebridge"}  # from the complete clause of a truncated sentence
    prompts = {q.prompt for q in r.questions}
    assert f"Who won the previous race, at Fairmont, before the {race}?" in prompts
    fifth = [q for q in r.questions if q.answer == "fifth" or "fifth" in q.prompt]
    assert len(fifth) == 1  # one fact, one question: not also "Who finished fifth?"
    assert fifth[0].prompt.startswith("In what position did ")


def test_track_without_a_track_word_and_teams_from_context(tmp_path: Path) -> None:
    r = _build(tmp_path, {"circuit.txt": CIRCUIT})
    f = _facts(r)
    race = "Coastline Grand Prix at Marrowdome"
    assert r.races == [race]
    assert f[("venue", race)] == {"Marrowdome"}
    assert f[("margin", race)] == {"3.5 seconds"}
    assert f[("team", "Pia Ruiz")] == {"Falcon"}  # "the Falcon driver" names a team
    assert f[("team", "Ken Lowe")] == {"Granite"}  # nearest subject, not Mia Stone
    assert f[("team", "Mia Stone")] == {"Pellet"}
    assert f[("position", "Mia Stone")] == {"third"}  # completed the podium
    assert f[("neutralised_by", "safety car|crash")] == {"Ken Lowe"}
    assert f[("decisive_lap", "Pia Ruiz")] == {"41"}
    assert f[("distance", race)] == {"57 laps"}


def test_endurance_shared_cars(tmp_path: Path) -> None:
    r = _build(tmp_path, {"endurance.txt": ENDURANCE})
    f = _facts(r)
    race = "2023 Redwood 8 Hours at Cedar Park International"
    assert r.races == [race]
    assert f[("winner", race)] == {"Ada Quill"}
    assert f[("co_winner", race)] == {"Ben Sorel", "Cy Tamm"}
    winner = _q(r, "winner")[0]
    assert {"Ada Quill", "Ben Sorel", "Cy Tamm"} <= set(winner.accepted)
    assert not {"Ben Sorel", "Cy Tamm"} & set(winner.choices)
    assert f[("crew_team", "Cy Tamm")] == {"Vireo Racing"}  # the team of a shared car
    assert _q(r, "winning_car")[0].answer == "44"
    assert f[("margin", race)] == {"21.5 seconds"}
    assert f[("codriver", "Dee Hoyt")] == {"Eli Vance"}
    assert f[("position", "Eli Vance")] == {"second"}  # "the pair"
    assert f[("position", "Dee Hoyt")] == {"second"}
    assert f[("position", "Gus Pell")] == {"third"}
    assert f[("position", "Ivy Jax")] == {"fourth"}
    assert f[("car_number", "Ivy Jax")] == {"6"}
    assert f[("stint", "final")] == {"Ada Quill"}
    assert f[("class_winner", "GT")] == {"Jon Kerr"}
    assert f[("distance", race)] == {"250 laps"}
    fourth = next(q for q in _q(r, "who_finished") if "fourth" in q.prompt)
    assert {"Hal Ives", "Ivy Jax"} <= set(fourth.accepted)


def test_oval_pass_hedge_scope_and_other_event_clause(tmp_path: Path) -> None:
    r = _build(tmp_path, {"oval.txt": OVAL})
    f = _facts(r)
    race = "Harvest 250 at Millbrook Speedway"
    assert f[("winner", race)] == {"Ray Dunn"}  # "passed X ... to win"
    assert f[("winning_pass", "off the final corner")] == {"Cole Ames"}
    assert f[("car_number", "Cole Ames")] == {"3"}  # the clause before the hedge is a fact
    assert ("winner", race) in f and "Cole Ames" not in f[("winner", race)]
    assert f[("position", "Pete Lyle")] == {"third"}  # "won Stage 1 and finished third"
    assert f[("crash_lap", "the biggest crash")] == {"150"}
    assert f[("crash_by", "the biggest crash")] == {"Sid Marr"}
    assert f[("position", "Sid Marr")] == {"ninth"}
    assert f[("position", "Ted Orr")] == {"22nd"} or f[("position", "Ted Orr")] == {"twenty-second"}
    assert f[("most_laps_led", race)] == {"Pete Lyle"}
    assert f[("position", "Wade Kirk")] == {"fifth"}  # the "since 2019" clause is cut, not the sentence
    assert f[("position", "Al Vane")] == {"sixth"}
    assert f[("next_race", race)] == {"Dover"}
    assert not any(q.answer == "Cole Ames" and "won" in q.prompt for q in r.questions)


def test_shared_surname_resolves_within_its_document(tmp_path: Path) -> None:
    other = "Rex Bell won the Dune 200 at Sandy Speedway, beating Max Webb by 0.5 seconds.\n"
    r = _build(tmp_path, {"road.txt": ROAD, "other.txt": other})
    f = _facts(r)
    # "Bell" in ROAD means Nora Bell: Rex Bell is named only in another document
    assert f[("laps_led", "Nora Bell")] == {"40"}
    assert ("points_behind", "Nora Bell") in f


BROTHERS = """{headline}

Cal Brandt won the Quarry 150 at Ridgeback Speedway on Friday night, holding off Lou Ferris on the last restart.
Dale Brandt, his older cousin, was collected in a crash on lap 40 and finished 19th.
Driving the No. 27 Ford for Tarn Motorsports, Brandt led 61 laps.
"""


def test_a_shared_bare_surname_is_the_one_the_headline_names(tmp_path: Path) -> None:
    r = _build(tmp_path, {"brandt.txt": BROTHERS.format(headline="Cal Brandt wins at Ridgeback")})
    f = _facts(r)
    assert f[("laps_led", "Cal Brandt")] == {"61"}
    assert f[("team", "Cal Brandt")] == {"Tarn Motorsports"}
    assert ("laps_led", "Dale Brandt") not in f and ("team", "Dale Brandt") not in f


def test_a_shared_bare_surname_stays_unresolved_when_the_headline_names_both(tmp_path: Path) -> None:
    r = _build(tmp_path, {"brandt.txt": BROTHERS.format(headline="Cal Brandt tops Dale Brandt at Ridgeback")})
    f = _facts(r)
    assert not any(rel in {"laps_led", "team"} for rel, _ in f)


def test_laps_led_are_not_the_race_distance(tmp_path: Path) -> None:
    result = _build(
        tmp_path,
        {
            "a.txt": "Tom Example won the Riverside Classic at Riverside Speedway on Sunday, beating Sam Sample "
            "by 0.25 seconds.\n\nExample led 88 laps of the race, and Sample ran the final 12 laps of the "
            "race on worn tires.\n\nThe 250-lap race was slowed by four cautions.\n"
        },
    )
    assert [q.answer for q in _q(result, "distance")] == ["250 laps"]


def test_a_distance_the_race_name_gives_away_is_not_asked(tmp_path: Path) -> None:
    result = _build(
        tmp_path,
        {
            "a.txt": "Tom Example won the Riverside 250 at Riverside Speedway on Sunday, beating Sam Sample "
            "by 0.25 seconds.\n\nThe 250-lap race was slowed by four cautions.\n"
        },
    )
    assert not _q(result, "distance")  # "How many laps was the Riverside 250?"
