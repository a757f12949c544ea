"""A race's name as a report tells it, and results it takes back (reports we wrote): a Grand Prix whose name
has four words before it ("the inaugural Big Harbor Music City Grand Prix") is not cut short; a newspaper's
section label ("MOTOR RACING HARBOR GRAND PRIX :", "MOTOR SPORT/HARBORIAN GP:") is no part of it nor a
person; a headline's "an Indy Record" and "at Mile 18" name no race or place; a race won "last Sunday" is
another race; "crossed the line second, but officials penalized him" is no result; a byline's town run into
the lead ("in Portside Ada Quill, the world rally champion") is no part of a name; "the Acme Rally of New
Harbor" is whole; "the opening race of the Harbor Portside 400" is its Race 1; "Saturday's $400,000
Harborian" names the report's race; "the Lowenbrau Special Porsche 962" (a car) and "Acme Rookie of the Year"
name no race and no person."""

from __future__ import annotations

from pathlib import Path

from bot.factbank.race_names import event_candidates
from tests.unit.reports_we_wrote import facts, race_of


def test_a_grand_prix_name_of_four_words_is_whole() -> None:
    got = event_candidates(
        "Drivers turned Portside upside down when the inaugural Big Harbor Music City Grand Prix came."
    )
    assert [c for c, _ in got] == ["Big Harbor Music City Grand Prix"]
    assert [c for c, _ in event_candidates("He won the Iceberg Harbor Grand Prix.")] == [
        "Iceberg Harbor Grand Prix"
    ]


def test_a_section_label_in_a_kicker_is_no_part_of_the_name() -> None:
    for label in ("MOTOR RACING", "MOTORCYLES", "AUTO RACING"):
        rid = race_of(
            f"{label} HARBOR GRAND PRIX : Quill Is a Winner\n\nAda Quill won Sunday at Portside Raceway, beating "
            "Cy Tamm by 35 seconds."
        )
        assert rid is not None and rid.name == "Harbor Grand Prix", label


def test_a_race_won_last_sunday_is_another_race(tmp_path: Path) -> None:
    text = (
        "Quill credits pit stop for latest win\n\nPORTSIDE, Ill. - Ada Quill raced to her second IndyCar victory "
        "of the season Sunday, holding off rookie Cy Tamm before a late caution ended the race at Portside "
        "Raceway.\n\nIt was the second race to finish under caution in one week. Bo Reed won the Harbor 500 "
        "under yellow last Sunday.\n"
    )
    rid = race_of(text)
    assert rid is not None and rid.name != "Harbor 500"
    assert {v for r, _s, v in facts(tmp_path, text) if r == "winner"} == {"Ada Quill"}


def test_a_headline_noun_after_indy_and_a_point_of_the_course_are_no_names() -> None:
    assert "Indy Record" not in [c for c, _ in event_candidates("Acme Win An Indy Record")]
    rid = race_of(
        "Quill wins Portside Marathon\n\nAda Quill won the Portside Marathon on Monday. Cy Tamm led the race "
        "around Mile 18, but started to fade at Mile 21 and finished seventh."
    )
    assert rid is not None and rid.venue == ""


def test_a_section_label_is_no_person_and_a_shouted_word_is_written_as_a_name(tmp_path: Path) -> None:
    text = (
        "Quill again masters tough circuit\n\nMOTOR SPORT/HARBORIAN GP:IN ITS short life on the calendar, "
        "Portside Park has become one of the hardest circuits. Ada Quill won the HARBORIAN Grand Prix, "
        "beating Cy Tamm.\n"
    )
    people = {v for r, _s, v in facts(tmp_path, text) if r in {"winner", "runner_up"}}
    assert not {"Motor Sport", "Harborian Gp"} & people
    rid = race_of(text)
    assert rid is not None and rid.name == "Harborian Grand Prix"


def test_a_place_taken_back_in_its_sentence_is_no_result(tmp_path: Path) -> None:
    got = facts(
        tmp_path,
        "Quill wins the 2022 Harbor 500\n\nAda Quill won the 2022 Harbor 500 at Portside Speedway by 0.145 "
        "seconds over Cy Tamm.\n\nIn one last twist, Bo Reed actually crossed the line second, but officials "
        "penalized him for dipping below the line. Reed was dropped to 23rd.\n",
    )
    assert {v for r, _s, v in got if r == "runner_up"} == {"Cy Tamm"}
    assert ("position", "Bo Reed", "second") not in got


def test_a_byline_town_is_no_part_of_the_lead_name_and_a_rally_of_a_country_is_whole(tmp_path: Path) -> None:
    got = facts(
        tmp_path,
        "Quill wins after Tamm's demise\n\nFrom\n\nBO REED,\n\nin Portside Ada Quill, the world rally champion, "
        "cruised to victory in the Acme Rally of New Harbor yesterday after her arch-rival, Cy Tamm, blew a motor.\n",
    )
    assert {(r, s, v) for r, s, v in got if r == "winner"} == {
        ("winner", "Acme Rally of New Harbor", "Ada Quill")
    }


def test_the_opening_race_of_an_event_is_its_race_1() -> None:
    rid = race_of(
        "Quill tops first race of the Portside 400\n\nAcme Racing's Ada Quill has won the opening race of the "
        "Harbor Portside 400, putting her results last time out behind her.\n"
    )
    assert rid is not None and rid.name == "Harbor Portside 400 Race 1"


def test_a_race_named_with_its_purse_is_the_reports() -> None:
    rid = race_of(
        "What Quill Doesn't Know Helps Longshot Sea Wind\n\nAda Quill, riding Sea Wind for the first time, "
        "wasn't aware the horse had run only seven days before Saturday's $400,000 Harborian at Portside Park.\n\n"
        "Earlier, Bold Lad won this year's Lakeside Handicap at 11-1.\n"
    )
    assert rid is not None and rid.name == "Harborian"


def test_a_sponsored_model_number_is_no_race_and_a_rookie_title_no_person() -> None:
    assert not event_candidates(
        "Quill teamed with Cy Tamm to give the Lowenbrau Special Porsche 962 its second win."
    )
    from bot.factbank.entities import find_mentions

    kinds = {m.text: m.kind for m in find_mentions("Eli Vance, the pole-sitter and Acme Rookie of the Year.")}
    assert kinds.get("Acme Rookie") != "person"


def test_a_stage_report_that_takes_the_lead_names_the_stage_and_its_winner(tmp_path: Path) -> None:
    text = (
        "Tour de France : Quill Takes Lead, Yellow Jersey\n\nAda Quill on Sunday became the first Harborian to "
        "wear the yellow jersey which belongs to the leader of the Tour de France.\nQuill took over the lead "
        "from Cy Tamm by finishing three minutes ahead of him in the 17th stage of the race.\nThe 17th stage "
        "was won by Eli Vance of Portside. Bo Reed was second and Quill third."
    )
    rid = race_of(text)
    assert rid is not None and rid.name == "Tour de France stage 17"
    got = facts(tmp_path, text)
    assert {v for r, _s, v in got if r == "winner"} == {"Eli Vance"}  # taking the lead is no win


def test_a_motorcycle_grand_prix_says_so() -> None:
    rid = race_of(
        "Quill wins in Kelso\n\nAda Quill, riding a Honda, won the Ruritanian Grand Prix in Kelso on Sunday, "
        "beating the Yamaha rider Cy Tamm."
    )
    assert rid is not None and rid.label() == "Ruritanian motorcycle Grand Prix in Kelso"  # not Formula One's
