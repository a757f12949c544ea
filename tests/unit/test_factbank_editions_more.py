"""Races of no year named in a prompt by details that fit one edition only (reports we wrote)."""

from __future__ import annotations

from pathlib import Path

from tests.unit.reports_we_wrote import HEAD, bank

# A Grand Prix of no year: its name lives for decades, and one team's drivers may share its podium year after year
GP = (
    "Quill wins in Vireo\n\nAda Quill won the Vireo Grand Prix at Portside Circuit on Sunday, 4.2 seconds ahead of "
    "Cy Tamm. Eli Vance was third, Gus Pell fourth and Jon Kerr fifth. Tamm had started from pole.\n"
)
# The same race under a sponsor's name, which lasts a few years
SPONSORED = GP.replace("Vireo Grand Prix at Portside Circuit", "Harbor 300 at Portside Speedway").replace(
    "in Vireo", "the Harbor 300"
)


def _prompts(tmp_path: Path, text: str) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for q in bank(tmp_path, text).questions:
        out.setdefault(q.kind, []).append(q.prompt)
    return out


def test_a_grand_prix_of_no_year_is_named_by_a_place_further_down(tmp_path: Path) -> None:
    """ "The Spanish Grand Prix won by A ahead of B" fitted three years; a fourth or fifth place seldom repeats
    with the same winner."""
    asked = _prompts(tmp_path, GP)
    assert asked["winner"] == [
        "Who won the Vireo Grand Prix at Portside Circuit in which Gus Pell finished fourth and Jon Kerr "
        "finished fifth?"
    ]
    assert asked["runner_up"] == [
        "Who finished second behind Ada Quill in the Vireo Grand Prix at Portside Circuit in which Gus Pell "
        "finished fourth?"
    ]
    assert asked["pole"] == [
        "Who started on pole in the Vireo Grand Prix at Portside Circuit won by Ada Quill, in which Gus Pell "
        "finished fourth?"
    ]
    for prompts in asked.values():
        for p in prompts:
            assert "ahead of Cy Tamm" not in p and "Tamm finished second" not in p, p


def test_a_sponsors_race_of_no_year_keeps_its_podium(tmp_path: Path) -> None:
    asked = _prompts(tmp_path, SPONSORED)
    assert asked["winner"] == [
        "Who won the Harbor 300 at Portside Speedway in which Cy Tamm finished second and Eli Vance finished third?"
    ]
    kerr = "In what position did Jon Kerr finish in the Harbor 300 at Portside Speedway won by Ada Quill ahead of Cy Tamm?"
    assert kerr in asked["position"], asked["position"]


def test_details_are_told_in_the_order_of_the_result(tmp_path: Path) -> None:
    text = GP.replace(" Tamm had started from pole.", "")
    winner = _prompts(tmp_path, text.replace("Gus Pell fourth and ", ""))["winner"]
    assert winner == [
        "Who won the Vireo Grand Prix at Portside Circuit in which Cy Tamm finished second and Jon Kerr finished "
        "fifth?"
    ], winner


def test_the_track_of_a_race_of_no_year_is_asked_of_its_winners_race(tmp_path: Path) -> None:
    """A sponsor's race name may move to another track ("the Kroger 200" was run at two): the winner names the
    one race. With a year the plain question is asked."""
    assert _prompts(tmp_path, HEAD)["venue"] == ["At which track did Ada Quill win the Harbor 300?"]
    assert _prompts(tmp_path, GP)["venue"] == ["At which track did Ada Quill win the Vireo Grand Prix?"]
    dated = _prompts(tmp_path, HEAD.replace("on Sunday", "on Sunday, June 2, 2030"))["venue"]
    assert dated and all(" was the " in p and "Quill" not in p for p in dated), dated


def test_a_seasons_race_named_by_no_track_needs_two_details(tmp_path: Path) -> None:
    """ "The 2030 IndyCar race in which X finished second" fits two races of that season: with no track, a year
    alone names no one race, so a prompt says two details."""
    text = (
        "Quill wins\n\nAda Quill won the 2030 IndyCar race on Sunday, ahead of Cy Tamm. Eli Vance was third and "
        "Gus Pell fourth.\n"
    )
    asked = _prompts(tmp_path, text)
    assert asked["position"] and all(p.count(" finished ") == 2 for p in asked["position"]), asked["position"]
    assert asked["winner"] == [
        "Who won the 2030 IndyCar race in which Cy Tamm finished second and Eli Vance finished third?"
    ], asked["winner"]
    at_a_track = _prompts(tmp_path, text.replace("race on Sunday", "race at Portside Speedway on Sunday"))
    assert any(p.count(" finished ") == 1 for p in at_a_track["position"]), at_a_track["position"]


def test_a_race_of_no_year_and_no_places_is_named_by_the_laps_its_winner_led(tmp_path: Path) -> None:
    """A report that places no one but the winner still names its edition by how many laps the winner led;
    a place that names it comes first."""
    text = (
        "Quill wins at Portside\n\nAda Quill held off the field to win the Harbor 300 at Portside Speedway on "
        "Sunday. Quill, who led 31 laps, took her second win of the year.\n"
    )
    assert _prompts(tmp_path, text)["winner"] == [
        "Who won the Harbor 300 at Portside Speedway after leading 31 laps?"
    ]
    placed = _prompts(tmp_path, text.replace(" on Sunday.", " on Sunday, ahead of Cy Tamm."))["winner"]
    assert placed == ["Who won the Harbor 300 at Portside Speedway in which Cy Tamm finished second?"], placed
    assert "winner" not in _prompts(tmp_path, text.replace("Quill, who led 31 laps, took", "Quill took"))


def test_a_long_lived_races_runner_up_needs_more_than_its_winner(tmp_path: Path) -> None:
    """ "Who finished second behind Vettel in the Malaysian Grand Prix?" fits 2010 and 2013; a sponsor's race
    ("the Harbor 300") seldom sees its winner again under that name."""
    text = "Quill wins in Vireo\n\nAda Quill won the Vireo Grand Prix at Portside Circuit on Sunday, ahead of Cy Tamm.\n"
    assert "runner_up" not in _prompts(tmp_path, text)
    placed = _prompts(tmp_path, text.replace("Cy Tamm.", "Cy Tamm. Gus Pell was fourth."))["runner_up"]
    assert placed == [
        "Who finished second behind Ada Quill in the Vireo Grand Prix at Portside Circuit in which Gus Pell "
        "finished fourth?"
    ], placed
    sponsored = text.replace("Vireo Grand Prix at Portside Circuit", "Harbor 300 at Portside Speedway")
    assert _prompts(tmp_path, sponsored)["runner_up"] == [
        "Who finished second behind Ada Quill in the Harbor 300 at Portside Speedway?"
    ]


def test_the_laps_its_winner_led_name_no_edition_of_a_race_named_by_its_track(tmp_path: Path) -> None:
    text = (
        "Quill wins at Portside\n\nAda Quill held off the field to win the Vireo Series race at Portside Speedway "
        "on Sunday. Quill, who led 31 laps, took her second win of the year.\n"
    )
    assert "winner" not in _prompts(tmp_path, text)
