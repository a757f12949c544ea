"""One meeting, several races: a report of the 500cc race that ends with the 250cc and 125cc results
(reports we wrote). Only the report's own class gives the race's places."""

from __future__ import annotations

from pathlib import Path

from bot.factbank import build_bank
from bot.factbank.divisions import main_class, other_class
from bot.factbank.race import identify
from tests.unit.reports_we_wrote import ingested

REPORT = (
    "Tamm blames Vance for crash\n\n"
    "NEWLY-CROWNED 500cc world champion Cy Tamm blamed team mate Eli Vance for denying him victory in the "
    "last Grand Prix of the season in Ruritania after they crashed on the final lap.\n"
    "Both riders fell heavily, leaving Portuguese Ada Quill, riding a Kestrel, to claim her first 500cc "
    "Grand Prix victory.\n"
    "Gus Pell finished second on a Kestrel.\n"
    "Eli Vance began on pole position but quickly lost the lead.\n"
    "In the 250cc category, Jon Kerr clinched his third title with a win on his Vireo.\n"
    "Ivo Lund, who? trailed Kerr by one point, crossed the line in second on his Kestrel.\n"
    "Earlier Rex Ode clinched the 125cc world title by finishing third behind Sam Hale.\n"
)


def test_a_grand_prix_of_the_season_in_a_country_names_the_race() -> None:
    rid = identify(ingested(REPORT))
    assert rid is not None and rid.label() == "motorcycle race in Ruritania"


def test_the_report_class_and_the_other_classes() -> None:
    assert main_class(ingested(REPORT)) == "500cc"
    assert other_class("In the 250cc category, Kerr won.", "500cc") == ("250cc", True)
    assert other_class("Ode clinched the 125cc world title.", "500cc") == ("125cc", False)
    assert other_class("In the MotoGP race, Kerr won.", "MotoGP") == ("", False)
    assert other_class("In the race, Kerr led.", "500cc") == ("", False)  # the report's own race
    assert other_class("Kerr, the former Moto2 champion, won.", "MotoGP") == ("", False)


def test_a_lowercase_piece_after_a_question_mark_goes_on_its_sentence() -> None:
    sentences = [s.text for s in ingested(REPORT).sentences]
    assert any(s.startswith("Ivo Lund, who? trailed Kerr") for s in sentences), sentences


def test_other_classes_give_no_places_and_leaving_to_claim_names_the_winner(tmp_path: Path) -> None:
    (tmp_path / "r.txt").write_text(REPORT)
    r = build_bank(tmp_path)
    answers = {(q.kind, q.answer) for q in r.questions}
    assert ("winner", "Ada Quill") in answers, answers
    assert ("runner_up", "Gus Pell") in answers, answers
    said = {q.answer for q in r.questions} | {q.prompt for q in r.questions}
    for other in ("Jon Kerr", "Ivo Lund", "Rex Ode", "Sam Hale", "Vireo"):
        assert not any(other in x for x in said), (other, said)
