"""A race's venue and name as real reports write them (reports we wrote): a state told inside a track's name
("Portside (S.C.) Raceway") is no part of it, and a corner where something happened ("a big mistake at
Becketts") is no venue, and races the winner lost before ("his losses in the Kentucky Derby") are not the
one reported."""

from __future__ import annotations

from pathlib import Path

from tests.unit.reports_we_wrote import bank, race_of


def test_a_state_inside_a_tracks_name_is_no_part_of_it(tmp_path: Path) -> None:
    text = (
        "Quill scores ninth Portside victory\n\nAda Quill overpowered the field Sunday while winning the Harbor "
        "400 at Portside (S.C.) Raceway. Cy Tamm was second at Bayview (Ind.) Motor Speedway last week."
    )
    rid = race_of(text)
    assert rid is not None and rid.venue == "Portside Raceway"
    people = {f.value for f in bank(tmp_path, text).facts if f.answer_type == "person"}
    assert "Raceway" not in people


def test_a_corner_where_something_happened_is_no_venue() -> None:
    rid = race_of(
        "Quill wins the Harbor Grand Prix\n\nAda Quill won the Harbor Grand Prix on Sunday. Her chances of a first "
        "win appeared to have gone after a big mistake at Becketts, but she beat Cy Tamm by two seconds."
    )
    assert rid is not None and rid.venue != "Becketts"


def test_races_lost_before_are_not_the_one_won() -> None:
    rid = race_of(
        "Quill gains revenge\n\nQuill gained revenge for her losses in the Bayview Derby and Portside Oaks by "
        "denying Cy Tamm the crown by a nose Saturday in the Harbor Stakes. Eli Vance finished third."
    )
    assert rid is not None and rid.name == "Harbor Stakes"


def test_a_makes_result_after_in_is_no_venue() -> None:
    rid = race_of(
        "Quill wins Harbor Rally in Toyota 1-2-3\n\nAda Quill led home an historic Toyota 1-2-3 on the final round "
        "of the 2031 World Rally Championship season, Harbor Rally, ahead of Cy Tamm."
    )
    assert rid is not None and rid.venue != "Toyota"


def test_a_four_word_place_ending_in_port_and_a_jockeys_fall_elsewhere() -> None:
    rid = race_of(
        "Harbor Grand Prix at the port\n\nThe 2031 Harbor Grand Prix wrapped up on Sunday. Ada Quill from Zenith "
        "Team won the race. The race lasted 30 minutes at Bayview International Cruise Port, beside the river."
    )
    assert rid is not None and rid.venue == "Bayview International Cruise Port"
    rid = race_of(
        "Quill wins the Harbor National\n\nAda Quill won the Harbor National on Saturday. Winning jockey Cy Tamm had "
        "only just returned after breaking his wrist in a fall at Bayview on March 9th, and won by two lengths."
    )
    assert rid is not None and rid.venue != "Bayview"


def test_a_days_race_of_some_miles_is_no_name() -> None:
    rid = race_of(
        "Quill remembered\n\nPORTSIDE - Ada Quill took the lead after a late pit stop and went on to win Saturday`s "
        "200-mile race at Portside Park by 16.80 seconds over runner-up Cy Tamm."
    )
    assert rid is not None and "Saturday" not in rid.name and "200" not in rid.name
