"""More errors found on the twenty-second set of real reports, tested on sentences we wrote: split from test_factbank_set22_readings."""

from __future__ import annotations

from pathlib import Path

from bot.factbank.entities import find_mentions
from bot.factbank.race_names import event_candidates
from tests.unit.reports_we_wrote import bank, facts, places


def test_a_crew_that_won_a_race_named_with_its_year(tmp_path: Path) -> None:
    r = bank(
        tmp_path,
        "Vireo wins again\n\nThe Vireo Speed 8 of Ada Quill, Cy Tamm and Gus Pell won the 2003 Harbor 24 Hours "
        "with a dominant display.\n",
    )
    asked = {q.answer for q in r.questions if q.kind == "winner"}
    assert asked == {"Ada Quill, Cy Tamm and Gus Pell"}


def test_two_names_then_two_places_are_each_ones_in_order(tmp_path: Path) -> None:
    got = places(tmp_path, "Vireo teammates Cy Tamm and Gus Pell finished second and third on Sunday.\n")
    assert got["Cy Tamm"] == {"second"} and got["Gus Pell"] == {"third"}
    got = places(tmp_path, "Cy Tamm and Gus Pell were second and third on the restart.\n")
    assert "third" not in got.get("Gus Pell", set())


def test_a_list_of_places_that_ends_with_respectively(tmp_path: Path) -> None:
    got = places(
        tmp_path,
        "Cy Tamm finished second, Gus Pell was third, Bo Reed fourth and Eli Vance fifth, respectively.\n",
    )
    assert got == {
        "Cy Tamm": {"second"},
        "Gus Pell": {"third"},
        "Bo Reed": {"fourth"},
        "Eli Vance": {"fifth"},
    }


def test_more_ways_a_place_is_told(tmp_path: Path) -> None:
    cases = {
        "Cy Tamm got fourth.": "fourth",
        "Completing the podium was rookie Cy Tamm.": "third",
        "Cy Tamm was over two minutes adrift in fourth.": "fourth",
        "Cy Tamm salvaged third place.": "third",
        "Cy Tamm toiled home in twelfth.": "twelfth",
    }
    for sentence, place in cases.items():
        assert places(tmp_path, sentence + "\n") == {"Cy Tamm": {place}}, sentence
    assert places(tmp_path, "Cy Tamm got past Gus Pell for fourth on lap 3.\n") == {}


def test_a_name_then_of_and_a_team_is_the_person_and_the_team() -> None:
    def kinds(text: str) -> list[tuple[str, str]]:
        return [(m.text, m.kind) for m in find_mentions(text)]

    assert kinds("Reigning champion Quill of DS Vireo managed to win.")[-2:] == [
        ("Quill", "surname"),
        ("DS Vireo", "team"),
    ]
    assert kinds("Ada Quill of Harbor Global went on to win.") == [
        ("Ada Quill", "person"),
        ("Harbor Global", "team"),
    ]
    assert kinds("Rock of Portside won the race.") == [("Rock of Portside", "person")]  # a horse's name
    assert kinds("the No. 1 Audi of Ada Quill, Cy Tamm and Gus Pell") == [
        ("Audi", "make"),
        ("Ada Quill", "person"),
        ("Cy Tamm", "person"),
        ("Gus Pell", "person"),
    ]
    assert ("Cy Tamm", "person") in kinds("the Red Bulls of Cy Tamm and Gus Pell")
    assert ("Twelve Hours", "person") not in kinds("the 63rd Twelve Hours of Portside Fueled by Fresh Fruit")


def test_a_runner_up_behind_a_team_possessive_a_picked_up_place_and_a_top_five_list(tmp_path: Path) -> None:
    got = facts(
        tmp_path,
        "Quill wins\n\nAda Quill fought hard to win the 2017 Vireland Grand Prix ahead of Ferrari's Cy Tamm.\n",
    )
    assert {v for r, _s, v in got if r == "runner_up"} == {"Cy Tamm"}
    assert places(tmp_path, "Her team mate Cy Tamm picked up second place.\n") == {"Cy Tamm": {"second"}}
    got = places(
        tmp_path,
        "Rounding out the top five were Cy Tamm in second, Gus Pell in third, Bo Reed in fourth and Eli Vance in fifth.\n",
    )
    assert got == {
        "Cy Tamm": {"second"},
        "Gus Pell": {"third"},
        "Bo Reed": {"fourth"},
        "Eli Vance": {"fifth"},
    }


def test_a_grand_prix_no_series_names_asks_its_constructors_as_teams(tmp_path: Path) -> None:
    r = bank(
        tmp_path,
        "Quill wins\n\nAda Quill fought hard to win the 2017 Vireland Grand Prix ahead of Ferrari's Cy Tamm.\n",
    )
    asked = {(q.kind, q.answer) for q in r.questions}
    assert ("team", "Ferrari") in asked and ("make", "Ferrari") not in asked


def test_a_riders_machine_on_a_make(tmp_path: Path) -> None:
    r = bank(
        tmp_path,
        "Quill wins\n\nAda Quill's victory on a Honda in the Vireland Grand Prix put her well clear in the "
        "points.\n\nCy Tamm was second, also on a Honda, and Gus Pell was third.\n",
    )
    makes = {(f.subject, f.value) for f in r.facts if f.relation == "make"}
    assert makes >= {("Ada Quill", "Honda"), ("Cy Tamm", "Honda")}


def test_what_the_set_23_judge_found_wrong(tmp_path: Path) -> None:
    # a place in a consequence or after the start's running order
    assert places(tmp_path, "If nothing changed, this meant Cy Tamm fell back to sixth.\n") == {}
    assert places(tmp_path, "Gus Pell was slow away at the start and dropped to tenth.\n") == {}
    assert places(tmp_path, "Cy Tamm crashed out and Gus Pell fell back to third.\n") == {
        "Gus Pell": {"third"}
    }
    # the second on the grid is no pole sitter; a pair who challenged are no runner-up
    got = facts(
        tmp_path,
        "Quill wins\n\nAda Quill won the 2012 Harbor 300 at Portside Speedway.\n\nAt the first corner Bo Reed "
        "clipped the number 2 pole sitter Cy Tamm. Quill held off late challenges from Gus Pell and Eli Vance "
        "for her first victory.\n",
    )
    assert not [f for f in got if f[0] in {"pole", "runner_up"}]
    # "sub for X, now driving for Haas": X's team, not the sub's
    got = facts(
        tmp_path,
        "Quill crew wins\n\nAda Quill, Cy Tamm and Gus Pell won the 2022 Harbor 12 Hours.\n\nPell stood in "
        "for Bo Reed now driving for Vireo in F1.\n",
    )
    assert ("team", "Gus Pell", "Vireo") not in got and ("team", "Bo Reed", "Vireo") in got


def test_a_one_day_classic_named_in_a_report_headline_and_a_bare_margin_over_a_second(tmp_path: Path) -> None:
    r = bank(
        tmp_path,
        "Portside-Roubaix report: Quill rides alone to the velodrome\n\nAda Quill capped a fine 2012 season with "
        "a long solo attack and victory.\n\nQuill won by 1.39 from a small group of chasers.\n",
    )
    assert r.documents[0].race == "2012 Portside-Roubaix"
    assert not [f for f in r.facts if f.relation == "margin"]  # 1:39 written "1.39": no seconds to ask
    assert [c for c, _ in event_candidates("a fine Vireo-Honda victory")] == []
    got = facts(
        tmp_path, "Quill wins\n\nAda Quill won the 2012 Harbor 300 at Portside by .003 over Cy Tamm.\n"
    )
    assert ("margin", "2012 Harbor 300 at Portside", "0.003 seconds") in got


def test_a_hedge_inside_a_who_clause_hedges_only_the_clause(tmp_path: Path) -> None:
    assert places(
        tmp_path, "Cy Tamm, who had announced this would be his last season, finished third.\n"
    ) == {"Cy Tamm": {"third"}}
    assert places(tmp_path, "Cy Tamm would have finished third.\n") == {}


def test_a_subject_with_two_asides(tmp_path: Path) -> None:
    assert places(tmp_path, "Cy Tamm, of Italy, starting from pole, was third on a Yamaha.\n") == {
        "Cy Tamm": {"third"}
    }


def test_more_places_and_an_owners_car(tmp_path: Path) -> None:
    assert places(tmp_path, "Cy Tamm followed close behind in a career-best fourth.\n") == {
        "Cy Tamm": {"fourth"}
    }
    assert places(tmp_path, "Cy Tamm was the next best BMW in sixth place.\n") == {"Cy Tamm": {"sixth"}}
    assert places(tmp_path, "Cy Tamm, winding up fifth, was pleased.\n") == {"Cy Tamm": {"fifth"}}
    got = facts(
        tmp_path,
        "Quill crew wins\n\nAda Quill and Cy Tamm gave Vireo Racing the victory in the 2015 Harbor 24.\n\nQuill drove "
        "Reed's No. 02 with Tamm. Bo Reed was delighted.\n",
    )
    assert ("car_number", "Bo Reed", "02") not in got


def test_a_paragraph_that_opens_on_qualifying_tells_the_grid(tmp_path: Path) -> None:
    got = facts(
        tmp_path,
        "Quill wins\n\nAda Quill won the 1983 Vireland Grand Prix at Portside.\n\nQualifying produced a surprise "
        "with Bo Reed on pole. Cy Tamm was fourth ahead of Gus Pell.\n\nIn the race Quill led all the way.\n",
    )
    assert not [f for f in got if f[0] == "position"]


def test_a_gap_behind_someone_who_did_not_win_makes_no_runner_up(tmp_path: Path) -> None:
    got = facts(
        tmp_path,
        "Vireo wins the Harbor Derby\n\nVireo won the 1987 Harbor Derby at Portside Downs, defeating Sea Spray by "
        "half a length.\n\nRiver Song was 2 1/2 lengths behind Sea Spray and a head ahead of Lucky Star.\n",
    )
    assert ("runner_up", "1987 Harbor Derby at Portside Downs", "River Song") not in got
    got = facts(
        tmp_path,
        "Quill wins\n\nAda Quill won the 2012 Harbor 300 at Portside.\n\nCy Tamm finished 1.3 seconds behind Quill.\n",
    )
    assert {v for r, _s, v in got if r == "runner_up"} == {"Cy Tamm"}


def test_a_track_called_the_autodrome_of_and_hours_written_with_a_hyphen(tmp_path: Path) -> None:
    assert [c for c, _ in event_candidates("the 67th edition of the 24-Hours of Portside")] == [
        "24-Hours of Portside"
    ]
    r = bank(
        tmp_path,
        "In sight of the hills\n\nThe Autodrome of Vireland lies a few miles north of the town. Ada Quill won the "
        "Formula One race there on Sunday.\n",
    )
    assert r.documents[0].race == "Formula One race at Autodrome of Vireland"


def test_a_division_the_races_name_says_already_is_not_added_again(tmp_path: Path) -> None:
    r = bank(
        tmp_path,
        "Quill wins downhill\n\nAda Quill won the men's downhill at Portside on Sunday. He was 0.2 seconds faster "
        "than Cy Tamm, and he said his skis were perfect.\n",
    )
    assert "men's" not in r.documents[0].race.replace("men's", "", 1)


def test_a_jockeys_place_is_his_horses_not_his(tmp_path: Path) -> None:
    r = bank(
        tmp_path,
        "Vireo wins the Harbor National\n\nVireo, ridden by jockey Cy Tamm, won the 2009 Harbor National at "
        "Portside Racecourse by a length from Sea Spray.\n\nLucky Star was sixth, while champion jockey AP "
        "Quillson came home seventh on River Song.\n",
    )
    assert not [f for f in r.facts if f.relation == "position" and "Quillson" in f.subject]


def test_a_race_name_in_capitals_and_a_rally_car_that_is_no_rally(tmp_path: Path) -> None:
    r = bank(
        tmp_path,
        "Quill wins at Portside\n\nAda Quill won the FOOD CITY 500 at Portside Speedway on Sunday.\n",
    )
    assert r.documents[0].race == "Food City 500 at Portside Speedway"
    assert event_candidates("He drove a World Rally Car for the team.") == []
