"""Faults of the kinds a blind judge found on unseen real reports, each shown on a report we wrote: another
race's track or name taken for the report's, a name in the plural, a supposed or a standings place, a
sponsor or a nationality read as a team, a place repeated from another year used to name an edition, and a
wire's byline taken for the end of its story."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.factbank import build_bank
from tests.unit.reports_we_wrote import race_of


def _bank(tmp_path: Path, text: str):  # type: ignore[no-untyped-def]
    (tmp_path / "r.txt").write_text(text)
    return build_bank(tmp_path)


@pytest.mark.parametrize(
    "text, label",
    [
        (  # the track of last week's win is not this race's
            "Quill nips Tamm to win in record time\n\nAda Quill held off Cy Tamm down the stretch to win the "
            "Harbor 500 on Saturday. The victory came on the heels of a win at Lakeside, Calif., that snapped "
            "her 30-race winless streak.",
            "Harbor 500",
        ),
        (  # the race of a week before, in a clause of its own, names nothing
            "Quill sprints to victory in velodrome finish\n\nPORTSIDE (Wire) - A week after finishing second to "
            "Cy Tamm at Tour of Ruritania, Ada Quill won a sprint at the 99th edition of Lakeside-Portside on "
            "Sunday. Eli Vance finished second.",
            "99th Lakeside-Portside",
        ),
        (  # two runnings in the headline, one name in the report
            "Brass Lantern wins back-to-back Harbor Nationals\n\nBrass Lantern has won this year's Harbor "
            "National at Portside, the first horse in 40 years to win two in a row. Brass Lantern won by three "
            "lengths from Iron Gate.",
            "Harbor National at Portside",
        ),
        (  # a nationality is no venue: "the European round ... at Brands Hatch"
            "Quill wins race one\n\nAda Quill took victory in race one at the European round of the "
            "World Superbike Championship at Brands Hatch on Sunday, beating Cy Tamm by 0.4 seconds.",
            "World Superbike Race 1 at Brands Hatch",
        ),
        (  # an event at the world championships, three words of its sport between
            "Quill smashes record\n\nAda Quill shattered her own world record in the men's 100 metres at the "
            "world track and field championships in Portside on Sunday, winning the race by .11 seconds from Cy "
            "Tamm, who finished second. Quill led from the start and crossed the finish line well clear.",
            "men's 100 metres at the world track and field championships in Portside",
        ),
    ],
)
def test_the_report_race_is_named_not_another(text: str, label: str) -> None:
    rid = race_of(text)
    assert rid is not None and rid.label() == label, rid


def test_a_supposed_place_and_a_standings_place_are_no_result(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill clinches title in Meridian Grand Prix\n\nPORTSIDE, Oct. 31, 2031 -- Ada Quill won the 2031 "
        "Meridian Grand Prix at Vale Park on Sunday, beating Cy Tamm by four seconds.\n\n"
        "Quill led the final drivers' standings with 76 points. Tamm was second with 74. Eli Vance was a "
        "distant third at 54.\n\n"
        "The tactics were to get Tamm out in front because, even if Quill then finished second, Tamm could "
        "still take the title.",
    )
    places = {(f.subject, f.value) for f in r.facts if f.relation == "position"}
    assert ("Eli Vance", "third") not in places and ("Ada Quill", "second") not in places, places
    assert {(q.kind, q.answer) for q in r.questions} >= {("winner", "Ada Quill"), ("runner_up", "Cy Tamm")}


def test_a_sponsor_in_a_results_row_and_a_nationality_are_no_team(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill wins Race 1 at Vale Park\n\nBTC Racing ace Ada Quill won the opening BTCC race at Vale Park on "
        "Sunday, ahead of Cy Tamm. American Honda rider Eli Vance was third.\n\n"
        "1 Ada QUILL (GBR) BTC Racing 16 laps\n"
        "9 Jon KERR (GBR) Harbor Flux with Power Maxed Racing +14.511s\n"
        "11 Ivo LUND (GBR) Harbor Flux with Power Maxed Racing +16.635s\n"
        "12 Rex ODE (GBR) (Ya-maha) +17.100s\n",
    )
    teams = {(f.subject, f.value) for f in r.facts if f.relation == "team"}
    assert not {who for who, _ in teams} & {"Harbor Flux"}, teams
    assert not {team for _, team in teams} & {"American Honda", "Ya-maha"}, teams


def test_a_place_the_report_says_was_the_same_a_year_before_names_no_edition(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill wins Harbor Indy 300\n\nAda Quill won the Harbor Indy 300 at Portside Speedway on Sunday, "
        "beating Cy Tamm by 1.2 seconds. Eli Vance was third for the second straight year.",
    )
    prompts = [q.prompt for q in r.questions]
    assert prompts and not any("Eli Vance finished third" in p for p in prompts), prompts


def test_a_byline_and_a_wire_note_do_not_end_the_story(tmp_path: Path) -> None:  # lines wrapped as a wire's
    r = _bank(
        tmp_path,
        "UPDATE 1-Quill smashes world record\n\n(Adds detail, quotes)\n\nBy Ned Ward\n\n"
        "PORTSIDE, Aug 9 (Wire) - Ruritania's Ada Quill stormed to\n800 metres gold at the Portside Olympics on Thursday "
        "in a world\nrecord time to cap four years of dominance.\n\nQuill led the race from the start "
        "and crossed the finish line\nfirst. Cy Tamm of Borduria won silver in 1.41.73 and finished second.\n",
    )
    asked = {(q.kind, q.answer) for q in r.questions}
    assert ("winner", "Ada Quill") in asked, asked


@pytest.mark.parametrize(
    "text, winner",
    [
        (  # the opening clause tells another race; the main clause this one's win
            "Back to business for Vale\n\nAfter the brief interruption that was Cy Tamm's win in Lakeside two "
            "weeks ago, Ada Quill brought the title fight back into focus yesterday with her sixth victory of "
            "the season at the Meridian Grand Prix in Portside. Eli Vance finished second in the race.",
            "Ada Quill",
        ),
        (  # a win told by how it was taken
            "Quill takes Harbor Rally win\n\nEstonian Ada Quill gave Vantor its first Harbor Rally win since "
            "1996 by storming to victory at the gruelling event, a 10 second win over rival Cy Tamm in the "
            "final stage of the rally.",
            "Ada Quill",
        ),
    ],
)
def test_a_win_told_after_another_race_or_by_its_manner_is_read(
    tmp_path: Path, text: str, winner: str
) -> None:
    found = {(f.relation, f.value) for f in _bank(tmp_path, text).facts}  # (a Grand Prix of no year asks its
    # winner only with two details of the race)
    assert ("winner", winner) in found, found


def test_a_horse_that_prevails_or_denies_a_rival_wins_and_but_starts_no_name(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Iron Gate foiled by Brightwater in the Harbor Stakes\n\n"
        "Brightwater denied Irongate in her bid for a third Harbor Stakes, pouncing late to defeat the mare of "
        "trainer Cy Tamm.\n\nIrongate, ridden by jockey Ada Quill, appeared set for a third success in the "
        "race.\n\nBut Brightwater stayed on past all three to prevail for trainer Eli Vance, with Irongate an "
        "honourable runner-up.\n",
    )
    asked = {(q.kind, q.answer) for q in r.questions}
    assert ("winner", "Brightwater") in asked, asked


def test_a_rally_stage_named_for_a_place_is_no_venue_and_a_motorcycle_grand_prix_is_named_once() -> None:
    rid = race_of(
        "Quill wins Harbor Rally\n\nAda Quill won the Harbor Rally on Sunday, ahead of Cy Tamm, after a blast "
        "around the Vale Park Stage on the opening night of the rally."
    )
    assert rid is not None and rid.venue != "Vale Park", rid
    rid = race_of(
        "Quill celebrates victory in Portside\n\nAda Quill celebrated her first race for Yamaha by winning the "
        "Ruritanian motorcycle Grand Prix in Portside on Sunday, ahead of Cy Tamm at the finish line."
    )
    assert rid is not None and rid.label() == "Ruritanian motorcycle Grand Prix in Portside", rid


def test_a_win_told_as_whom_the_subject_beat_in_a_when_clause(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill first by smallest possible margin\n\nRuritania's Ada Quill became only the third woman to claim a "
        "speed double at the alpine ski world championships in Portside on Sunday when she pipped German Cy "
        "Tamm by the smallest possible margin for downhill gold.\n\nQuill was first out and no one in the race "
        "managed to better her time at the finish line. Eli Vance of Borduria took bronze.\n",
    )
    asked = {(q.kind, q.answer) for q in r.questions}
    assert {("winner", "Ada Quill"), ("runner_up", "Cy Tamm")} <= asked, asked
    r = _bank(
        tmp_path,
        "Quill on pole at Vale Park\n\nAda Quill was delighted on Saturday when she pipped Cy Tamm to pole "
        "position for the Meridian Grand Prix at Vale Park. Eli Vance won the race on Sunday.\n",
    )
    assert ("winner", "Ada Quill") not in {(q.kind, q.answer) for q in r.questions}
