"""Choices and accepted answers that a player cannot game and that do not refuse a right answer."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

from bot.factbank import build_bank
from bot.factbank.answers import accepted_variants
from bot.factbank.distractors import generated
from bot.factbank.names import NameBook
from bot.factbank.values import margin_distractors, parse_margin, parse_ordinal


def test_wrong_margins_are_neither_multiples_nor_all_larger() -> None:
    for written in ("0.186", "33.6", "24.3", "1.2", "0.012"):
        value = Decimal(written)
        wrong = [parse_margin(w) for w in margin_distractors(value)[:3]]
        assert all(w is not None and w > 0 and w != value for w in wrong)
        assert min(wrong) < value < max(wrong), (written, wrong)  # the answer is not the smallest
        assert not all((w / value) == (w / value).to_integral_value() for w in wrong if w is not None)
        decimals = -value.normalize().as_tuple().exponent
        assert all(-w.normalize().as_tuple().exponent <= max(decimals, 0) for w in wrong if w is not None)


def test_a_sponsored_team_name_accepts_the_team() -> None:
    forms = accepted_variants("Hitachi Team Penske", "team", NameBook())
    assert {"Hitachi Team Penske", "Team Penske", "Penske"} <= set(forms)
    assert "Hitachi" not in forms  # the sponsor alone is no team


def test_a_sponsored_team_is_revealed_as_the_team(tmp_path: Path) -> None:
    (tmp_path / "r.txt").write_text(
        "Quill wins at Portside\n\nAda Quill won the Harbor 300 at Portside Speedway, beating Cy Tamm. "
        "Gus Pell brought his No. 2 Acme Team Vance Chevrolet home third.\n"
    )
    team = [q for q in build_bank(tmp_path).questions if q.answer_type == "team"]
    assert [q.answer for q in team] == ["Team Vance"]
    assert {"Acme Team Vance", "Vance"} <= set(team[0].accepted) and team[0].accepted[0] == "Team Vance"


def test_a_jockey_is_asked_without_horses_among_the_choices(tmp_path: Path) -> None:
    head = "Hart in historic Glenmoor Cup win\n\n"
    body = (
        "Mia Hart became the first apprentice jockey to win the Glenmoor Cup after Prince Of Tides stunned the "
        "field at Bayside. The seven-year-old prevailed by a neck from Salt Marsh. Gold Leaf was third, "
        "with Sea Breeze fourth and Red Dune fifth."
    )
    (tmp_path / "r.txt").write_text(head + body + "\n")
    jockey = [q for q in build_bank(tmp_path).questions if q.answer == "Mia Hart"]
    assert jockey and all(q.choices == () for q in jockey)  # typed only: the choices would be horses


def test_a_distance_is_no_event_to_ask_the_track_of(tmp_path: Path) -> None:
    text = (
        "Quill wins the 60m at Portside\n\nAda Quill won the 60m at the Portside Arena in 6.55 seconds, "
        "in the fastest race of the meeting. Cy Tamm was second.\n"
    )
    (tmp_path / "r.txt").write_text(text)
    kinds = {q.kind for q in build_bank(tmp_path).questions}
    assert "winner" in kinds and "venue" not in kinds  # "At which track was the 60m held?" names no race


def test_no_track_question_for_a_race_always_run_at_one_place(tmp_path: Path) -> None:
    derby = (
        "Brass Comet wins the Glenmoor Derby\n\nBrass Comet, ridden by jockey Ivy Jax, won the Glenmoor Derby "
        "at Bayside Downs by two lengths from Silver Bell on Saturday.\n"
    )
    sponsor = "Quill wins the Harbor 300\n\nAda Quill won the 2031 Harbor 300 at Portside Speedway, beating Cy Tamm.\n"
    (tmp_path / "a.txt").write_text(derby)
    (tmp_path / "b.txt").write_text(sponsor)
    venues = {q.race: q.answer for q in build_bank(tmp_path).questions if q.kind == "venue"}
    assert venues == {"2031 Harbor 300 at Portside Speedway": "Portside Speedway"}


def test_a_race_of_no_year_names_its_edition_by_who_was_there(tmp_path: Path) -> None:
    # "How many laps was the Harbor 300?" may have had another answer in another year
    (tmp_path / "a.txt").write_text(
        "Quill wins the Harbor 300\n\nAda Quill won the Harbor 300 at Portside Speedway, beating Cy Tamm. The "
        "race went 250 laps. Eli Vance crashed on lap 20 and brought out the first caution.\n"
    )
    questions = build_bank(tmp_path).questions
    distance = [q.prompt for q in questions if q.kind == "distance"]
    assert distance == [
        "How many laps was the Harbor 300 at Portside Speedway won by Ada Quill ahead of Cy Tamm?"
    ]


def test_where_makers_race_a_drivers_make_is_asked_as_the_team(tmp_path: Path) -> None:
    (tmp_path / "a.txt").write_text(
        "Tamm wins the Ruritanian Grand Prix\n\nCy Tamm won the Formula One Ruritanian Grand Prix at Kelso "
        "Circuit in his Ferrari, beating Gus Pell. Jon Kerr claimed third, with Renault's Eli Vance fourth.\n"
    )
    (tmp_path / "b.txt").write_text(
        "Quill wins the Harbor 300\n\nAda Quill won the NASCAR Cup Series Harbor 300 at Portside Speedway in her "
        "Chevrolet, beating Bo Hart.\n"
    )
    questions = build_bank(tmp_path).questions
    f1 = [q for q in questions if q.kind == "team" and "Ruritanian" in q.prompt]
    assert sorted((q.prompt.split(" in the ")[0], q.answer) for q in f1) == [
        ("Which team did Cy Tamm drive for", "Ferrari"),
        ("Which team did Eli Vance drive for", "Renault"),  # "Renault's Eli Vance"
    ]
    assert not [
        q for q in questions if q.kind == "team" and "Harbor" in q.prompt
    ]  # a stock car's make is no team


def test_team_choices_are_the_races_other_teams_never_the_answer_in_other_words(tmp_path: Path) -> None:
    (tmp_path / "a.txt").write_text(
        "Tamm wins the Harbor 300\n\nCy Tamm won the Harbor 300 at Portside Speedway for Vireo Racing, beating "
        "Gus Pell. Kestrel Motorsports, Ostrand Racing and Delta Motorsports all struggled with the heat. "
        "Vireo Motorsports Group, the team's parent, celebrated.\n"
    )
    team = next(q for q in build_bank(tmp_path).questions if q.kind == "team" and "Cy Tamm" in q.prompt)
    assert team.answer == "Vireo Racing"
    assert sorted(team.choices) == [
        "Delta Motorsports",
        "Kestrel Motorsports",
        "Ostrand Racing",
        "Vireo Racing",
    ]


def test_a_place_the_prompt_gives_to_someone_else_is_no_choice(tmp_path: Path) -> None:
    from bot.factbank.answers import places_told

    assert places_told("... in the Harbor 300 won by Ada Quill ahead of Cy Tamm?") == {1, 2}
    assert places_told(
        "... in the Harbor 300 in which Cy Tamm finished second and Eli Vance finished third?"
    ) == {
        2,
        3,
    }
    (tmp_path / "r.txt").write_text(
        "Quill wins at Portside\n\nAda Quill won the Harbor 300 at Portside Speedway, beating Cy Tamm. Eli Vance "
        "finished third, Gus Pell fourth and Jon Kerr fifth.\n"
    )
    for q in build_bank(tmp_path).questions:
        if q.answer_type == "ordinal":
            told = places_told(q.prompt)
            offered = {c for c in q.choices if c != q.answer}
            assert not {parse_ordinal(c) for c in offered} & told, (q.prompt, q.choices)


def test_car_number_choices_stay_as_long_as_the_answer() -> None:
    for answer in ("98", "99", "1", "24"):
        picks = [int(c) for c in generated(answer, "car_number")]
        assert len(picks) >= 3 and int(answer) not in picks and all(0 < k <= 99 for k in picks)
    assert all(k > 99 for k in map(int, generated("101", "car_number")))


def test_a_venue_that_is_no_motor_track_is_asked_where(tmp_path: Path) -> None:
    (tmp_path / "a.txt").write_text(
        "Quill wins the Harbor Grand Prix\n\nAda Quill won the 2031 Harbor Grand Prix at Bayview International "
        "Cruise Port on Sunday, beating Cy Tamm by two seconds. Eli Vance was third.\n"
    )
    (tmp_path / "b.txt").write_text(
        "Tamm wins the Acme 500\n\nCy Tamm won the 2031 Acme 500 at Portside Motor Speedway on Sunday, beating Ada "
        "Quill by two seconds. Eli Vance was third.\n"
    )
    prompts = {q.prompt for q in build_bank(tmp_path).questions if q.kind == "venue"}
    assert "Where was the 2031 Harbor Grand Prix held?" in prompts  # (a name may move to another place)
    assert "At which track was the 2031 Acme 500 held?" in prompts


def test_a_makers_or_a_series_race_is_not_asked_where(tmp_path: Path) -> None:
    (tmp_path / "a.txt").write_text(
        "Quill wins the Honda Indy\n\nAda Quill won the Honda Indy at Portside Place on Sunday, beating Cy Tamm by "
        "two seconds. Eli Vance was third.\n"
    )
    assert not [q for q in build_bank(tmp_path).questions if q.kind == "venue"]
