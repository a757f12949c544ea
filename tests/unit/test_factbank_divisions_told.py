"""A report of one division that also tells the other's race (reports we wrote): the other division's
champion told by pronoun ("after she repeated as women's champion"), her podium in a later paragraph, and
a one-paragraph wire story that turns to the women's race in a clause and back to the men's."""

from __future__ import annotations

from pathlib import Path

from tests.unit.reports_we_wrote import facts

MARATHON = (
    "Quill wins in Portside\n\n"
    "PORTSIDE -- Ada Quill had a wide grin as he ran away with the Portside Marathon. Minutes later, Bea Tamm "
    "raised her arms and sank to her knees after she repeated as women's champion.\n\n"
    "Quill pulled away over the last two miles, finishing in 2 hours, 5 minutes, 2 seconds. He was followed "
    "by Cy Reed in 2:05:40.\n\n"
    "Tamm was timed in 2:23:10 in winning her third straight major marathon. She also won the Harbor "
    "Marathon in April.\n\n"
    "Di Marsh of Norway (2:24:01) was second and Eva Lund of Spain (2:24:30) was third.\n"
)


def test_the_other_divisions_podium_is_not_the_mens(tmp_path: Path) -> None:
    got = facts(tmp_path, MARATHON)
    mens = {(r, v) for r, s, v in got if "women" not in s and r in {"winner", "runner_up"}}
    assert ("winner", "Ada Quill") in mens
    assert not {v for _r, v in mens} & {"Di Marsh", "Eva Lund", "Bea Tamm"}


def test_the_other_divisions_race_is_the_reports_event(tmp_path: Path) -> None:
    got = facts(tmp_path, MARATHON)
    women = {s for r, s, v in got if r == "winner" and v == "Bea Tamm"}
    assert women == {"Portside Marathon women's race"}  # not "the Harbor Marathon in April" she also won


def test_a_clause_on_the_women_does_not_end_the_mens_story(tmp_path: Path) -> None:
    got = facts(
        tmp_path,
        "Quill wins Harbor Ironman World Championship\n\n"
        "(Wire) - Ada Quill clinched his first Harbor Ironman World Championship in Portside on Saturday. He was never challenged on "
        "the run and took the crown, while Bea Tamm won the women's title by more than 13 minutes. Quill "
        "finished in eight hours and 14 minutes. He beat Cy Reed by three minutes. Dan Marsh finished third "
        "at 8:18.50.\n",
    )
    event = "Harbor Ironman World Championship"
    podium = {"winner", "runner_up"}
    assert {(r, v) for r, s, v in got if r in podium and s.startswith(f"{event} men's race")} == {
        ("winner", "Ada Quill"),
        ("runner_up", "Cy Reed"),
    }
    assert ("position", "Dan Marsh", "third") in got
    assert {(r, v) for r, s, v in got if r in podium and s.startswith(f"{event} women's race")} == {
        ("winner", "Bea Tamm")
    }


def test_the_other_division_told_only_by_her_pronoun(tmp_path: Path) -> None:
    got = facts(
        tmp_path,
        "Quill breaks record at Portside Marathon\n\nAda Quill set a Portside Marathon course record on Sunday, "
        "finishing nearly three minutes ahead of second-placed Cy Reed. Quill broke the record set by his "
        "compatriot by 16 seconds. He ran the second half in 59 minutes. The president hailed his win.\n\n"
        "Earlier, Bea Tamm scored a stunning upset to win her debut "
        "marathon. Tamm made a dramatic comeback to prevail over Di Marsh in what organisers said was the best "
        "ever elite women's field. Tamm finished in 2:18:34, shaking off second-placed Eva Lund and "
        "third-placed Di Marsh in the final 100 metres.\n",
    )
    mens = {(r, s, v) for r, s, v in got if "women" not in s}
    assert not {v for _r, _s, v in mens} & {"Bea Tamm", "Eva Lund", "Di Marsh"}
    assert ("position", "Di Marsh", "third") in got  # in the women's race, which names her
    assert {v for r, s, v in got if r == "winner" and "women" in s} == {"Bea Tamm"}
