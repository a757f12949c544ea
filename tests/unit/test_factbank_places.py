"""Places, margins, laps led, poles, teams, cars and choices in more of the words real reports use, and
what they must not be read as (sentences we wrote)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.unit.reports_we_wrote import HEAD
from tests.unit.reports_we_wrote import bank as _bank
from tests.unit.reports_we_wrote import places as _places


@pytest.mark.parametrize(
    "body, who, place",
    [
        ("Bathurst winner Cy Tamm took out second place on Sunday.", "Cy Tamm", "second"),
        ("Cy Tamm took out Gus Pell on lap 3 and finished fourth.", "Gus Pell", None),
        ("Cy Tamm ran fourth early on.", "Cy Tamm", None),  # "ran" is a running place
    ],
)
def test_places_in_more_words(tmp_path: Path, body: str, who: str, place: str | None) -> None:
    places = _places(tmp_path, body)
    assert places.get(who) == ({place} if place else None), places


def test_a_headline_that_says_someone_rules_a_meeting_names_its_winner_and_place(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Tamm rules Supercars in Kelso\n\nTwo poles, two wins.\n\nThe numbers could not be better for Cy "
        "Tamm after the opening weekend of the Supercars championship in Kelso.\n\nCy Tamm made it four "
        "wins from as many starts on the streets of Kelso in Sunday's finale. Eli Vance took out second "
        "place.",
    )
    asked = {(q.kind, q.race, q.answer, q.prompt) for q in r.questions}
    prompt = "Who won the Supercars race in Kelso in which Eli Vance finished second?"
    assert ("winner", "Supercars race in Kelso", "Cy Tamm", prompt) in asked, asked


@pytest.mark.parametrize(
    "body, margin",
    [
        ("Ada Quill beat pole-sitter Cy Tamm by a race-record 13.302 seconds.", "13.302 seconds"),
        ("Ada Quill splashed through the slop to win by 2 ¾ lengths.", "2 ¾ lengths"),
        (  # the record of another year is cut off at its "but", not the margin before it
            "Quill's only challenge came from Cy Tamm, who came up short by 2.34 seconds - about 10 car-lengths "
            "- but did give his owner the team's best finish since 1987.",
            "2.34 seconds",
        ),
    ],
)
def test_margins_in_more_words(tmp_path: Path, body: str, margin: str) -> None:
    r = _bank(tmp_path, HEAD + body)
    assert [f.value for f in r.facts if f.relation == "margin"] == [margin]


def test_a_count_of_wins_is_no_place(tmp_path: Path) -> None:
    places = _places(
        tmp_path,
        "This is Gus Pell's twenty-second NNS victory. It was the Tamm Family's second Harbor triumph.",
    )
    assert places == {}, places


def test_a_qualifier_before_a_make_is_no_team(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill wins the Ruritanian Grand Prix\n\nAda Quill won the Formula One Ruritanian Grand Prix. Fellow "
        "Mercedes driver Cy Tamm finished third.",
    )
    assert not [f for f in r.facts if f.relation == "team" and "Fellow" in f.value]


def test_a_place_with_its_country_is_never_a_winner(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Kelso report\n\nThe Portuguese won the first race of the season at Kelso Island, Ruritania, beating "
        "Cy Tamm.",
    )
    assert not [q for q in r.questions if "Kelso Island" in q.answer]


def test_length_choices_are_counted_in_words() -> None:
    from bot.factbank.distractors import generated as _generated

    assert _generated("1 length", "number") == ["2 lengths", "3 lengths", "4 lengths"]


def test_a_team_named_with_its_bike_make_is_a_team() -> None:
    from bot.factbank.entities import find_mentions

    kinds = {m.text: m.kind for m in find_mentions("Aruba Racing Ducati rider Ada Quill made a dream debut.")}
    assert [t for t, k in kinds.items() if k == "person"] == ["Ada Quill"], kinds


def test_a_place_going_into_the_first_corner_is_a_running_place(tmp_path: Path) -> None:
    assert _places(tmp_path, "Cy Tamm was fourth going into the first corner, and led by lap four.") == {}


@pytest.mark.parametrize(
    "body, margin",
    [
        ("Ada Quill edged Cy Tamm by a mere five one-thousandths of a second.", "0.005 seconds"),
        ("Ada Quill held off Cy Tamm and drove on to victory by .563 of a second.", "0.563 seconds"),
        ("The margin of overall victory was slim, a mere 1.334 seconds.", "1.334 seconds"),
        ("Ada Quill managed to finish thirty seconds ahead of her teammate Cy Tamm.", "30 seconds"),
        ("Ada Quill skated in by 25 lengths from the fancied 8 1 grey Cy Tamm.", "25 lengths"),
        ("Ada Quill won by four seconds.", "4 seconds"),
    ],
)
def test_margins_in_yet_more_words(tmp_path: Path, body: str, margin: str) -> None:
    r = _bank(tmp_path, HEAD + body)
    assert [f.value for f in r.facts if f.relation == "margin"] == [margin]


def test_a_whole_number_of_seconds_without_a_gap_is_no_margin(tmp_path: Path) -> None:
    r = _bank(tmp_path, HEAD + "Cy Tamm served a thirty seconds penalty and won nothing.")
    assert not [f for f in r.facts if f.relation == "margin"]


@pytest.mark.parametrize(
    "body, who, place",
    [
        ("Cy Tamm snatched second place from Gus Pell on the final lap.", "Cy Tamm", "second"),
        ("Quill finished 11.2 seconds ahead of Cy Tamm, the runner-up.", "Cy Tamm", "second"),
        (
            "Quill was chased home by the runner-up in the race, Cy Tamm, driving for Vireo.",
            "Cy Tamm",
            "second",
        ),
        ("Keeping her honest was Cy Tamm, who finished a close second.", "Cy Tamm", "second"),
    ],
)
def test_second_places_in_more_words(tmp_path: Path, body: str, who: str, place: str) -> None:
    assert _places(tmp_path, body).get(who) == {place}


@pytest.mark.parametrize(
    "body, pole",
    [
        ("Cy Tamm and pole-man Gus Pell finished sixth and seventh.", "Gus Pell"),
        ("Poleman Gus Pell finished fifth.", "Gus Pell"),
        ("Gus Pell, who started from pole, won the start but faded.", "Gus Pell"),
    ],
)
def test_poles_in_more_words(tmp_path: Path, body: str, pole: str) -> None:
    r = _bank(tmp_path, HEAD + body)
    assert {f.value for f in r.facts if f.relation == "pole"} == {pole}


def test_a_margin_after_the_race_name(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Vireo wins the Glenmoor Derby\n\nVireo splashed through the slop to win the Glenmoor Derby by 2 ¾ "
        "lengths at Kelso on Saturday.",
    )
    assert [f.value for f in r.facts if f.relation == "margin"] == ["2 ¾ lengths"]


def test_event_choices_are_of_the_answers_kind() -> None:
    from bot.factbank.distractors import event_family as _event_family

    assert _event_family("Harbor 400") == _event_family("Coca-Cola 600") == "numbered"
    assert _event_family("Kentucky Derby") == "horse" != _event_family("Harbor 400")
    assert _event_family("Ruritanian Grand Prix") == "grand prix"


@pytest.mark.parametrize(
    "body, who, place",
    [
        ("Finishing fifth was CY TAMM/No.6 Acme Ford.", "Cy Tamm", "fifth"),
        ("Fifth place went to Vireo's Cy Tamm, who started eighth.", "Cy Tamm", "fifth"),
        (
            "Cy Tamm of Ruritania managed only a sixth-place finish but kept his points lead.",
            "Cy Tamm",
            "sixth",
        ),
        ("Privateer Cy Tamm finished a credible fourth.", "Cy Tamm", "fourth"),
        ("The rank outsider Cy Tamm was a most gallant third at 100-1.", "Cy Tamm", "third"),
        ("Cy Tamm limped home to a 21st place finish as his gearbox gave out.", "Cy Tamm", "twenty-first"),
        ("Cy Tamm is scored as having finished 24th.", "Cy Tamm", "twenty-fourth"),
        (
            "Her teammate Cy Tamm continued his impressive run of nine podium places in his ninth race with "
            "third place.",
            "Cy Tamm",
            "third",
        ),
        ("South Africa's Cy Tamm dipped to secure the bronze in 3:36.83.", "Cy Tamm", "third"),
        (
            "Cy Tamm, no relation to Gus Pell, was classified 20th and last. Gus Pell was 19th.",
            "Cy Tamm",
            "20th",
        ),
    ],
)
def test_places_in_yet_more_words(tmp_path: Path, body: str, who: str, place: str) -> None:
    from bot.factbank.values import parse_ordinal

    got = _places(tmp_path, body).get(who, set())
    assert {parse_ordinal(p) for p in got} == {parse_ordinal(place)}, got


def test_a_lead_of_some_seconds_is_no_place(tmp_path: Path) -> None:
    assert _places(tmp_path, "Cy Tamm takes an eight second lead over his rival into the time trial.") == {}


@pytest.mark.parametrize(
    "body, who, laps",
    [
        ("Gus Pell led 143 of the 150-lap race.", "Gus Pell", "143"),
        ("Gus Pell led twice for five laps.", "Gus Pell", "5"),
        ("Gus Pell led a dominating 139 of the 194 laps on the oval.", "Gus Pell", "139"),
        ("Ada Quill took the flag first, leading a race-high 174 laps.", "Ada Quill", "174"),
    ],
)
def test_laps_led_in_more_words(tmp_path: Path, body: str, who: str, laps: str) -> None:
    r = _bank(tmp_path, HEAD + body)
    assert {f.value for f in r.facts if f.relation == "laps_led" and f.subject == who} == {laps}


def test_laps_led_are_told_out_of_the_race_laps(tmp_path: Path) -> None:
    dated = HEAD.replace("won the Harbor 300", "won the 2031 Harbor 300")  # one edition, named
    r = _bank(tmp_path, dated + "Gus Pell led 143 of the 150 laps but faded to fifth.")
    q = next(q for q in r.questions if q.kind == "laps_led")
    assert q.answer == "143 of 150" and "143" in q.accepted
    assert all(int(c.split()[0]) < 150 for c in q.choices), q.choices


def test_team_mates_named_in_an_aside_make_the_winning_crew(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill takes chequered flag as Vireo win the Kelso 24 Hours\n\nVireo fended off Kestrel to win the "
        "Kelso 24 Hours on Sunday. Ada Quill, whose team mates in the number two Vireo were Ruritania's Cy "
        "Tamm and Portugal's Gus Pell, won by 13.854 seconds. The Kestrel of Jon Kerr, Eli Vance and Ivo "
        "Lund finished second.",
    )
    won = next(q for q in r.questions if q.kind == "winner")
    assert won.answer == "Ada Quill, Cy Tamm and Gus Pell", won
    assert not [q for q in r.questions if q.kind == "codriver"]  # two co-drivers: no one-name answer


@pytest.mark.parametrize(
    "body, who, place",
    [
        ("Cy Tamm had the same stage time as Gus Pell and ended the rally in sixth.", "Cy Tamm", "sixth"),
        ("The crowd cheered sixth-place finisher Cy Tamm all the same.", "Cy Tamm", "sixth"),
    ],
)
def test_places_with_an_object_between_or_a_finisher(tmp_path: Path, body: str, who: str, place: str) -> None:
    assert _places(tmp_path, body).get(who) == {place}


def test_a_driver_in_a_make_drove_it(tmp_path: Path) -> None:
    r = _bank(
        tmp_path, HEAD + "Cy Tamm in a Ferrari was second. Gus Pell, at the wheel of his Mercedes, was third."
    )
    makes = {(f.subject, f.value) for f in r.facts if f.relation == "make"}
    assert {("Cy Tamm", "Ferrari"), ("Gus Pell", "Mercedes")} <= makes, makes


def test_a_crew_that_shared_the_winning_car_won(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Vireo, Quill win Kelso\n\nKELSO, June 18, 2023 - Heavy favourites Vireo have secured the overall win at the 24 hours of Kelso. "
        "Ada Quill won her ninth Kelso crown.\n\nCy Tamm, Ada Quill and Gus Pell shared the driving duties in the "
        "winning Vireo at Kelso.",
    )
    won = next(q for q in r.questions if q.kind == "winner")
    assert won.answer == "Ada Quill, Cy Tamm and Gus Pell", won


@pytest.mark.parametrize(
    "body, who, number",
    [
        ("She held off GUS PELL/No.33 Acme Chevrolet in the last laps.", "Gus Pell", "33"),
        ("Starting from the pole in his No. 24 Chevrolet, Gus Pell led 80 of 112 laps.", "Gus Pell", "24"),
    ],
)
def test_car_numbers_in_more_words(tmp_path: Path, body: str, who: str, number: str) -> None:
    r = _bank(tmp_path, HEAD + body)
    assert {f.value for f in r.facts if f.relation == "car_number" and f.subject == who} == {number}


def test_a_win_counted_by_number_is_no_car_number(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        HEAD + "But it was win No. 6 that Quill had circled on her calendar. Cy Tamm drove the No. 9.",
    )
    assert {(f.subject, f.value) for f in r.facts if f.relation == "car_number"} <= {("Cy Tamm", "9")}


def test_choices_are_never_a_piece_of_the_answer_nor_generic_words() -> None:
    from bot.factbank.distractors import pick_distractors

    pool = ["Kragen 350", "Pepsi 400", "Harbor 300", "Motor Speedway", "Coca-Cola 600"]
    picked = pick_distractors("q1", "event", ["Save Mart/Kragen 350"], pool, "Save Mart/Kragen 350")
    assert "Kragen 350" not in picked and "Motor Speedway" not in picked and len(picked) == 3, picked


def test_sailors_sail_for_their_team(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Vireo wins the Kelso Ocean Race\n\nThe crew of Vireo won the Kelso Ocean Race, beating Kestrel by 40 "
        "seconds. Vireo skipper Ada Quill was delighted. Cy Tamm's Team Brunel were third, with Cy Tamm of Team "
        "Brunel at the helm.",
    )
    prompts = [q.prompt for q in r.questions if q.kind == "team"]
    assert prompts and all(" sail for " in p for p in prompts), prompts


@pytest.mark.parametrize(
    "body, who, team",
    [
        ("Holding off Tamm Motorsports hotshoe Gus Pell was not easy.", "Gus Pell", "Tamm Motorsports"),
        ("Vireo Racing Ducati rider Gus Pell made a dream debut.", "Gus Pell", "Vireo Racing"),
        ("Gus Pell's second place for Kestrel Racing was his best.", "Gus Pell", "Kestrel Racing"),
    ],
)
def test_teams_in_more_words(tmp_path: Path, body: str, who: str, team: str) -> None:
    r = _bank(tmp_path, HEAD + body)
    assert {f.value for f in r.facts if f.relation == "team" and f.subject == who} == {team}


def test_a_team_named_before_its_riders_is_theirs_not_the_subjects(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        HEAD
        + "The Vireo Racing rider Gus Pell qualified third with Kestrel Racing riders Jon Kerr and Eli Vance "
        "ahead of him.",
    )
    assert {f.value for f in r.facts if f.relation == "team" and f.subject == "Gus Pell"} == {"Vireo Racing"}


def test_a_results_line_gives_the_make(tmp_path: Path) -> None:
    r = _bank(tmp_path, HEAD + "2. Gus Pell (Honda) at 3.440sec.")
    assert ("Gus Pell", "Honda") in {(f.subject, f.value) for f in r.facts if f.relation == "make"}


def test_plural_nationalities_and_a_past_championship_place(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        HEAD
        + "Quill finished 3.440sec ahead of Spaniards Cy Tamm and Gus Pell. Jon Kerr finished fourth in the "
        "2007 world championship and has stepped onto the podium four times.",
    )
    places = {(f.subject, f.value) for f in r.facts if f.relation == "position"}
    assert not any(who == "Jon Kerr" for who, _ in places), places
    assert "Cy Tamm" in {f.value for f in r.facts if f.relation == "runner_up"}
    margin = next(q for q in r.questions if q.kind == "margin")
    assert margin.answer == "3.44 seconds"


def test_a_whole_number_of_seconds_is_accepted_in_words() -> None:
    from decimal import Decimal

    from bot.factbank.values import margin_variants

    assert "thirty seconds" in margin_variants(Decimal(30))


@pytest.mark.parametrize(
    "body",
    [
        "On the final restart with 10 laps to go, Cy Tamm was the race leader.",
        "Cy Tamm, who finished 24th, had led 153 of 170 laps when his tyre exploded in the race.",
    ],
)
def test_laps_at_a_moment_are_no_race_length(tmp_path: Path, body: str) -> None:
    r = _bank(tmp_path, HEAD + body)
    assert not [f for f in r.facts if f.relation == "distance"]


def test_a_season_and_a_place_are_no_driver(tmp_path: Path) -> None:
    r = _bank(tmp_path, HEAD + "Spring Kelso winner Cy Tamm was second in his No. 39 Acme Chevrolet.")
    assert {f.subject for f in r.facts if f.relation == "car_number"} == {"Cy Tamm"}


def test_a_title_case_headline_word_is_no_place_and_rules_is_no_win() -> None:
    from bot.factbank.ingest import IngestedDocument, ingest_document
    from bot.factbank.race import identify

    text = (
        "Dramatic Kelso Victory: Quill Outpaces Tamm in Downpour\n\nThis was a season scarred by tragedy after "
        "the crash at Portside, and controversy as teams were accused of flouting the rules. Ada Quill beat Cy "
        "Tamm by three seconds in the rain to win the race, and Gus Pell finished third after 53 laps."
    )
    doc = ingest_document("r.txt", text.encode())
    assert isinstance(doc, IngestedDocument)
    rid = identify(doc)
    assert rid is None or rid.venue not in {"Downpour", "Portside"}, rid


def test_about_a_second_is_no_margin_but_still_names_the_runner_up(tmp_path: Path) -> None:
    r = _bank(tmp_path, HEAD + "Cy Tamm finished second, a second behind.")
    assert not [f for f in r.facts if f.relation == "margin"]
    assert {f.value for f in r.facts if f.relation == "runner_up"} == {"Cy Tamm"}


def test_a_team_named_with_its_engine_maker_is_also_accepted_without_it() -> None:
    from bot.factbank.answers import accepted_variants
    from bot.factbank.names import NameBook

    assert "Williams" in accepted_variants("Williams Renault", "team", NameBook.from_documents([]))


def test_a_typo_of_the_answer_is_no_choice() -> None:
    from bot.factbank.distractors import pick_distractors

    picked = pick_distractors(
        "q2", "team", ["Toro Rosso"], ["Toro Ross", "McLaren", "Ferrari", "Williams"], "Toro Rosso"
    )
    assert "Toro Ross" not in picked and len(picked) == 3, picked


def test_riders_of_the_old_grand_prix_classes_ride_and_ride_for_a_team(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill wins the Kelso 500cc Grand Prix\n\nAda Quill won the 500cc Grand Prix of Kelso at Kelso Raceway on "
        "her Honda, beating Cy Tamm on his Yamaha by two seconds.",
    )
    prompts = [q.prompt for q in r.questions if q.kind in {"team", "make"}]
    assert prompts and all("ride" in p and "car" not in p for p in prompts), prompts


def test_a_two_crew_rowing_race_asks_no_runner_up(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Vireo win the Kelso Boat Race\n\nOn Sunday, Vireo beat Kestrel by three lengths to win the 64th Kelso "
        "Boat Race, their crew rowing clear of Kestrel from the start.",
    )
    prompts = {q.prompt: q.answer for q in r.questions}
    assert prompts.get("Which crew won the 64th Kelso Boat Race?") == "Vireo", prompts
    assert not [p for p in prompts if "second" in p], prompts
