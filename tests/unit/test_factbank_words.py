"""More of the words real reports use for a result, and what they must not be read as (sentences we
wrote). `test_factbank_results` holds the first tables; this file holds later ones."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.factbank import build_bank

HEAD = "Quill wins the Harbor 300\n\nAda Quill won the Harbor 300 at Portside Speedway on Sunday.\n"


def _bank(tmp_path: Path, text: str):
    (tmp_path / "r.txt").write_text(text + "\n")
    return build_bank(tmp_path)


def _places(tmp_path: Path, body: str) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for f in _bank(tmp_path, HEAD + body).facts:
        if f.relation == "position":
            out.setdefault(f.subject, set()).add(f.value)
    return out


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


def test_a_headline_that_rules_someone_out_names_no_winner(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Tamm rules out a return at Kelso\n\nCy Tamm will not race at the Kelso Speedway this year, the "
        "team said on Monday. Eli Vance and Gus Pell will race there.",
    )
    assert not [q for q in r.questions if q.kind == "winner"]


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


def _winners(tmp_path: Path, text: str) -> set[str]:
    return {f.value for f in _bank(tmp_path, text).facts if f.relation == "winner"}


@pytest.mark.parametrize(
    "text, winner",
    [
        (  # the one held off is no winner, a team and a role before him or not
            "Quill wins at Portside\n\nAda Quill proved her strength on Friday night, leading 77 laps and holding "
            "off Tamm Motorsports hotshoe Cy Tamm on a two-lap dash to the checkered flag to win the Harbor 300.",
            "Ada Quill",
        ),
        (  # "The victory was X's second here", its aside about another year cut off alone
            "Texas two-step\n\nIt was a fine night at Portside Speedway for the Harbor 300. The victory was Ada "
            "Quill's second at Portside (after winning the June race a year ago) and the eighth of her career.",
            "Ada Quill",
        ),
        (  # a name a press release writes in capitals; a car number is no person
            "QUILL THE DOMINATOR\n\nADA QUILL/No.18 Acme Widgets Toyota is two thirds of the way to a hat trick "
            "after winning Saturday evening's Harbor 300 at Portside Speedway. She held off CY TAMM/No.33 Chevrolet.",
            "Ada Quill",
        ),
        (  # a headline ending in a period, naming the winner by a first name only one of two Quills has
            "QUILL: Ada wins on series debut.\n\nAda Quill had never driven in the series until this weekend at "
            "Portside Speedway. Quill survived a late restart to take the race from Cy Tamm and her younger "
            "brother Max Quill.",
            "Ada Quill",
        ),
    ],
)
def test_winners_in_more_words(tmp_path: Path, text: str, winner: str) -> None:
    assert _winners(tmp_path, text) == {winner}


def test_a_count_of_wins_is_no_place(tmp_path: Path) -> None:
    places = _places(
        tmp_path,
        "This is Gus Pell's twenty-second NNS victory. It was the Tamm Family's second Harbor triumph.",
    )
    assert places == {}, places


def test_a_race_someone_prepares_for_does_not_name_this_one() -> None:
    from bot.factbank.ingest import IngestedDocument, ingest_document
    from bot.factbank.race import identify

    doc = ingest_document(
        "r.txt",
        b"Quill wins\n\nAda Quill won on Saturday at Portside Speedway. Now, as she prepares for Sunday's "
        b"Harbor 500, Quill can say she has won in the Busch Series. The Busch Series race was her first. "
        b"She races in the Nextel Cup and won the Nextel Cup title.",
    )
    assert isinstance(doc, IngestedDocument)
    rid = identify(doc)
    assert rid is not None and rid.name == "" and rid.venue == "Portside Speedway"
    assert rid.series == ""  # two NASCAR series named about as often: neither labels the race


@pytest.mark.parametrize(
    "text, winner",
    [
        (
            "Rally report\n\nAda Quill's effortless victory in Rally Ruritania blew the title race wide open.",
            "Ada Quill",
        ),
        (
            "Harbor report\n\nADA QUILL'S victory for Vireo Racing at Portside Speedway was remarkable.",
            "Ada Quill",
        ),
    ],
)
def test_a_possessive_victory_in_a_race_names_its_winner(tmp_path: Path, text: str, winner: str) -> None:
    assert _winners(tmp_path, text) == {winner}


def test_a_victory_hoped_for_names_nobody(tmp_path: Path) -> None:
    text = (
        "Harbor report\n\nAda Quill's victory hopes ended at Portside Speedway when Cy Tamm crashed into her."
    )
    assert _winners(tmp_path, text) == set()


@pytest.mark.parametrize(
    "text, name",
    [
        ("the Punta del Este ePrix", "Punta del Este ePrix"),
        ("the 2031 Formula One Ruritanian Grand Prix", "Ruritanian Grand Prix"),
    ],
)
def test_event_names_with_a_particle_or_a_series_before_them(text: str, name: str) -> None:
    from bot.factbank.race import _event_candidates

    assert [c for c, _ in _event_candidates(f"Ada Quill won {text} on Sunday.")] == [name]


def test_a_qualifier_before_a_make_is_no_team(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill wins the Ruritanian Grand Prix\n\nAda Quill won the Formula One Ruritanian Grand Prix. Fellow "
        "Mercedes driver Cy Tamm finished third.",
    )
    assert not [f for f in r.facts if f.relation == "team" and "Fellow" in f.value]


@pytest.mark.parametrize(
    "text, winner",
    [
        (  # a horse with an honorific, and its jockey's aside
            "Glenmoor Stakes crowns its winner\n\nKELSO, N.Y. — Sir Lancelot, ridden by Cy Tamm, won the "
            "Glenmoor Stakes. Race favorite Vireo was second.",
            "Sir Lancelot",
        ),
        (
            "Rowdy cruises\n\nAda Quill steamrolled to her 201st NASCAR national series victory in the "
            "Harbor 250 at Portside Speedway, leading 174 laps.",
            "Ada Quill",
        ),
        (
            "Harbor report\n\nAda Quill took the ceremonial swig of milk in victory lane at the Harbor 500 at "
            "Portside Speedway after 200 laps of racing.",
            "Ada Quill",
        ),
    ],
)
def test_more_winners(tmp_path: Path, text: str, winner: str) -> None:
    assert _winners(tmp_path, text) == {winner}


def test_a_place_with_its_country_is_never_a_winner(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Kelso report\n\nThe Portuguese won the first race of the season at Kelso Island, Ruritania, beating "
        "Cy Tamm.",
    )
    assert not [q for q in r.questions if "Kelso Island" in q.answer]


def test_someone_who_joins_the_winner_in_victory_lane_did_not_win(tmp_path: Path) -> None:
    text = (
        "Harbor report\n\nCy Tamm joined his team in victory lane at the Harbor 500 after Ada Quill won it."
    )
    assert _winners(tmp_path, text) == {"Ada Quill"}


def test_length_choices_are_counted_in_words() -> None:
    from bot.factbank.answers import _generated

    assert _generated("1 length", "number") == ["2 lengths", "3 lengths", "4 lengths"]


def test_a_team_named_with_its_bike_make_is_a_team() -> None:
    from bot.factbank.entities import find_mentions

    kinds = {m.text: m.kind for m in find_mentions("Aruba Racing Ducati rider Ada Quill made a dream debut.")}
    assert [t for t, k in kinds.items() if k == "person"] == ["Ada Quill"], kinds


@pytest.mark.parametrize(
    "text, winner",
    [
        (
            "Harbor report\n\nThe Harbor 300 at Portside Speedway was won by Ada Quill on Sunday after 200 laps.",
            "Ada Quill",
        ),
        (
            "A historic Glenmoor National\n\nA postponed Glenmoor National was won at Kelso yesterday by Lord "
            "Lancelot, who led from first to last. Vireo was second, 25 lengths behind.",
            "Lord Lancelot",
        ),
        (
            "Tamm delights in Derby success\n\nCy Tamm rode the 13-8 favourite Gilded Vireo to land the "
            "Glenmoor Derby at Kelso today. This was the jockey's second win in the Kelso Classic.",
            "Gilded Vireo",
        ),
    ],
)
def test_winners_as_objects(tmp_path: Path, text: str, winner: str) -> None:
    assert _winners(tmp_path, text) == {winner}


def test_a_race_landed_is_named_over_a_descriptor(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Tamm delights in Derby success\n\nCy Tamm rode the 13-8 favourite Gilded Vireo to land the Glenmoor "
        "Derby at Kelso today. This was the jockey's second win in the Kelso Classic.",
    )
    assert {q.race for q in r.questions} == {"Glenmoor Derby at Kelso"}


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


def test_event_names_by_their_last_word() -> None:
    from bot.factbank.entities import find_mentions

    kinds = {
        m.text: m.kind
        for m in find_mentions(
            "Bryan Kerr widened his lead in the Acme Indy Lights points race with a victory in the Kelso "
            "Pacific Challenge, a day after Cy Tamm won the Molson Indy Portside and the Glenmoor Stakes."
        )
    }
    assert kinds["Kelso Pacific Challenge"] == "event" and kinds["Molson Indy Portside"] == "event"
    assert kinds["Glenmoor Stakes"] == "event" and kinds["Acme Indy Lights"] == "org"


def test_a_sidebar_about_another_race_gives_none_of_its_facts(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Tamm wins in Portside\n\nCY TAMM won the Molson Indy Portside on Sunday, taking the lead from Gus "
        "Pell late on. Tamm finished 11.2 seconds ahead of Pell, the runner-up.\n\nBRYAN KERR widened his lead "
        "in the Acme Indy Lights points race with a victory in the Kelso Pacific Challenge in Portside.\n\n"
        "Jon Hale, who started on the pole, spun out. Eli Vance was third. Kerr's fourth victory of the "
        "year gave him a big lead.\n",
    )
    said = " ".join(f"{q.prompt} {q.answer}" for q in r.questions)
    assert "Cy Tamm" in said and "Gus Pell" in said
    for other in ("Kerr", "Jon Hale", "Eli Vance"):
        assert other not in said, (other, said)


def test_a_margin_after_the_race_name(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Vireo wins the Glenmoor Derby\n\nVireo splashed through the slop to win the Glenmoor Derby by 2 ¾ "
        "lengths at Kelso on Saturday.",
    )
    assert [f.value for f in r.facts if f.relation == "margin"] == ["2 ¾ lengths"]


def test_event_choices_are_of_the_answers_kind() -> None:
    from bot.factbank.answers import _event_family

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


def test_a_first_name_tells_two_brothers_apart(tmp_path: Path) -> None:
    places = _places(
        tmp_path,
        "Kyle Tamm was second. Tamm's older brother Cy Tamm led early. Busch's older brother Cy came in third.",
    )
    assert places.get("Cy Tamm") == {"third"}, places


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
    r = _bank(tmp_path, HEAD + "Gus Pell led 143 of the 150 laps but faded to fifth.")
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


def test_a_report_of_two_divisions_asks_only_its_own(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Kenyans sweep titles in the Kelso Marathon\n\nAda Quill of Ruritania won the 121st Kelso Marathon on "
        "Monday, leading a sweep for her nation of the men's and women's divisions. Quill pulled away from "
        "U.S. Olympian Cy Tamm, who finished second, 21 seconds back.\n\nIvy Lund won the women's race in 2 "
        "hours, 21 minutes. Eva Hale of Bahrain was runner-up, 59 seconds back.\n\nLund's fellow Kenyan Mia "
        "Orr, competing here for the first time, finished third.\n\nGus Pell placed third in the men's race.",
    )
    asked = {q.prompt: q.answer for q in r.questions}
    assert (
        asked.get("Who won the 121st Kelso Marathon men's race in which Cy Tamm finished second?")
        == "Ada Quill"
    )
    mens = " ".join(f"{p} {a}" for p, a in asked.items() if "men's race" in p and "women's" not in p)
    for rival in ("Ivy Lund", "Eva Hale", "Mia Orr"):
        assert rival not in mens, (rival, mens)
    assert "U.S." not in mens and "Olympian" not in mens
    # the women's race is a race of its own, read from its part of the report (never from the headline)
    womens = {q.answer: q for q in r.questions if "women's race" in q.prompt}
    assert womens["Ivy Lund"].kind == "winner" and womens["Eva Hale"].kind == "runner_up", womens
    assert "Mia Orr" not in womens  # her paragraph names no division: left out
    assert all(s.document == "r.txt" for q in womens.values() for s in q.sources)


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
        "Vireo, Quill win Kelso\n\nHeavy favourites Vireo have secured the overall win at the 24 hours of Kelso. "
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
    from bot.factbank.answers import pick_distractors

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


def test_an_epithet_before_a_name_is_that_name_and_the_sentence_subject(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Tamm wins in Kelso\n\nCy Tamm won the Kelso ePrix at Kelso Park on Saturday. The 28-year-old Tamm "
        "dominated the race from pole position for his third victory of the season.",
    )
    assert ("Cy Tamm", "third") in {(f.subject, f.value) for f in r.facts if f.relation == "season_win"}


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


def test_a_relative_named_in_an_aside_is_no_subject(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill claims first win at Kelso\n\nAda Quill became a first-time winner after holding off Cy Tamm in "
        "the Harbor 300 at Kelso Speedway. Quill, the 19-year-old daughter of veteran Eve Quill, led a "
        "race-high 96 laps.",
    )
    led = {(f.subject, f.value) for f in r.facts if f.relation == "laps_led"}
    assert led == {("Ada Quill", "96")}, led


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


@pytest.mark.parametrize(
    "text, name",
    [
        (
            "Quill dominates\n\nAda Quill dominated the Acme 400 Benefiting Autism Speaks NASCAR Sprint Cup race at "
            "Kelso Speedway, winning there for the seventh time.",
            "Acme 400",
        ),
        (
            "Quill wins at home\n\nAda Quill won the U.S. Grand Prix at Kelso Raceway on Sunday.",
            "U.S. Grand Prix",
        ),
        (
            "Quill does it again\n\nAda Quill won again at Kelso Raceway on Sunday. Two weeks ago, she won the "
            "Ruritanian Grand Prix as well.",
            "",
        ),
    ],
)
def test_race_names_not_taken_from_a_series_or_another_week(text: str, name: str) -> None:
    from bot.factbank.ingest import IngestedDocument, ingest_document
    from bot.factbank.race import identify

    doc = ingest_document("r.txt", text.encode())
    assert isinstance(doc, IngestedDocument)
    rid = identify(doc)
    assert rid is not None and rid.name == name, rid


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


def test_a_word_of_the_race_name_is_no_horse(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Glenmoor Stakes crowns its winner\n\nKELSO, N.Y. — Vireo, ridden by Cy Tamm, won the 154th Glenmoor "
        "Stakes. Kestrel, the Derby winner, raced last for most of the Glenmoor and finished sixth.",
    )
    places = {(f.subject, f.value) for f in r.facts if f.relation == "position"}
    assert ("Glenmoor", "sixth") not in places, places


def test_about_a_second_is_no_margin_but_still_names_the_runner_up(tmp_path: Path) -> None:
    r = _bank(tmp_path, HEAD + "Cy Tamm finished second, a second behind.")
    assert not [f for f in r.facts if f.relation == "margin"]
    assert {f.value for f in r.facts if f.relation == "runner_up"} == {"Cy Tamm"}


def test_a_team_named_with_its_engine_maker_is_also_accepted_without_it() -> None:
    from bot.factbank.answers import accepted_variants
    from bot.factbank.names import NameBook

    assert "Williams" in accepted_variants("Williams Renault", "team", NameBook.from_documents([]))


def test_a_typo_of_the_answer_is_no_choice() -> None:
    from bot.factbank.answers import pick_distractors

    picked = pick_distractors(
        "q2", "team", ["Toro Rosso"], ["Toro Ross", "McLaren", "Ferrari", "Williams"], "Toro Rosso"
    )
    assert "Toro Ross" not in picked and len(picked) == 3, picked


def test_a_race_with_neither_name_nor_venue_is_named_by_a_detail(tmp_path: Path) -> None:
    r = _bank(
        tmp_path,
        "Quill wins\n\nAda Quill won the 2031 Cup Series race on Sunday after leading 80 of 267 laps, beating Cy "
        "Tamm by two seconds. Gus Pell finished fourth.",
    )
    assert r.questions
    for q in r.questions:
        assert "finished second" in q.prompt or "finished fourth" in q.prompt, q.prompt


def test_a_father_is_not_his_son_of_the_same_name(tmp_path: Path) -> None:
    (tmp_path / "a.txt").write_text(
        "At last Quill wins the Harbor 500\n\nIn an emotional finish at Portside Speedway, Ada Quill won the Harbor "
        "500 for the first time, beating Cy Tamm by 0.1 seconds.\n"
    )
    (tmp_path / "b.txt").write_text(
        "Quill Jr. wins the Kelso 400\n\nAda Quill Jr. won the Kelso 400 at Kelso Speedway, beating Gus Pell by 0.2 "
        "seconds, 30 years after her mother's first start.\n"
    )
    winners = {q.race: q.answer for q in build_bank(tmp_path).questions if q.kind == "winner"}
    assert winners.get("Harbor 500 at Portside Speedway") == "Ada Quill", winners


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
