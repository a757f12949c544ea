"""The labelled gold sets are well formed, and the quality bench scores a hand-made export as defined."""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path

import pytest

from devkit.gold import answer_in_prompt, cue_matches, normalise, score

ROOT = Path(__file__).resolve().parents[2]
GOLD_DIR = ROOT / "tests" / "data" / "gold"
SETS = ("default", "own")

# Every trap a report may claim, and (where a machine can tell) how to see it in the raw bytes or text.
TRAPS = frozenset(
    """headline read_more url related caps_head photo_credit truncated quote multi_sentence_quote false_quote
    belief hedge other_event shared_surname jr possessive_team common_first_name pronoun_subject epithet
    margin_forms lap_time car_number_forms ordinal_forms front_matter html_comment html_chrome utf16_bom cp1252
    crlf conflict""".split()
)
CHECKS = {
    "read_more": lambda raw, text: "read more" in text.lower(),
    "url": lambda raw, text: "http" in text,
    "related": lambda raw, text: "related" in text.lower(),
    "photo_credit": lambda raw, text: "photo" in text.lower(),
    "jr": lambda raw, text: "Jr." in text,
    "caps_head": lambda raw, text: re.search(r"(?m)^[A-Z0-9#' ]{6,}[A-Z]\s*$", text) is not None,
    "truncated": lambda raw, text: not re.search(r"[.!?\"”’)]\s*$", text.rstrip().splitlines()[-1]),
    "front_matter": lambda raw, text: text.startswith("---\n"),
    "html_comment": lambda raw, text: "<!--" in text,
    "html_chrome": lambda raw, text: all(
        t in text for t in ("<script", "<style", "<nav", "<figcaption", "hidden")
    ),
    "utf16_bom": lambda raw, text: raw[:2] in (b"\xff\xfe", b"\xfe\xff"),
    "crlf": lambda raw, text: b"\r\n" in raw,
    "lap_time": lambda raw, text: re.search(r"\d:\d\d\.\d{2,4}|\b\d{2,3}\.\d{2,3} seconds", text) is not None,
    "margin_forms": lambda raw, text: re.search(r"\d\.\d+ ?s(econds)?\b|\.\d{3}\b", text) is not None,
}


@cache
def gold(name: str) -> dict:
    return json.loads((GOLD_DIR / f"{name}.json").read_text(encoding="utf-8"))


def raw_bytes(name: str, document: str) -> bytes:
    return (ROOT / gold(name)["documents_dir"] / document).read_bytes()


@cache
def text(name: str, document: str) -> str:
    encoding = gold(name)["encodings"][document]
    return raw_bytes(name, document).decode("utf-16" if encoding == "utf-16" else encoding)


def occurs(phrase: str, haystack: str) -> bool:
    return normalise(phrase) in normalise(haystack)


def cue_in(cue: list[str], haystack: str) -> bool:
    """Every positive cue entry has an alternative in the document (negated entries are not checked)."""
    return all(
        any(occurs(a, haystack) for a in entry.split("|") if a) for entry in cue if not entry.startswith("!")
    )


def documents(name: str) -> list[str]:
    return sorted(gold(name)["encodings"])


@pytest.mark.parametrize("name", SETS)
def test_gold_file_is_well_formed(name: str) -> None:
    g = gold(name)
    assert g["set"] == name
    assert (ROOT / g["documents_dir"]).is_dir()
    on_disk = sorted(p.name for p in (ROOT / g["documents_dir"]).iterdir() if p.is_file())
    assert documents(name) == on_disk, "encodings must list every document of the set"
    ids = [k["id"] for k in g["key_facts"]]
    assert len(ids) == len(set(ids)), "key fact ids are unique"
    for item in g["key_facts"] + g["acceptable"] + g["forbidden"] + g["conflicts"]:
        assert isinstance(item["cue"], list) and all(
            isinstance(c, str) and c.strip("!|") for c in item["cue"]
        )
        assert all(c == c.lower() for c in item["cue"]), item
    for item in g["key_facts"] + g["acceptable"]:
        assert item["answer"] and all(isinstance(a, str) and a for a in item["answer"]), item
    for item in g["forbidden"]:
        assert item["why"], item
    for item in g["key_facts"]:
        assert item["documents"], item
        assert set(item["documents"]) <= set(documents(name)), item
    for conflict in g["conflicts"]:
        assert conflict["relation"] and conflict["values"]
        assert set(conflict.get("documents", ())) <= set(documents(name))
    assert all(b == b.lower() for b in g["boilerplate"])


@pytest.mark.parametrize("name", SETS)
def test_key_facts_are_stated_in_their_documents(name: str) -> None:
    """Guards against labelling typos: answer and cue words are in the cited documents."""
    problems = []
    for item in gold(name)["key_facts"]:
        texts = [text(name, d) for d in item["documents"]]
        inferred = "inferred" in item
        if not any(
            cue_in(item["cue"], t) and (inferred or any(occurs(a, t) for a in item["answer"])) for t in texts
        ):
            problems.append(f"{item['id']}: no document holds the cue and an answer")
        for document, t in zip(item["documents"], texts, strict=True):
            if not inferred and not any(occurs(a, t) for a in item["answer"]):
                problems.append(f"{item['id']}: {document} does not state {item['answer'][0]!r}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("name", SETS)
def test_acceptable_answers_and_boilerplate_occur_in_the_corpus(name: str) -> None:
    corpus = normalise("\n".join(text(name, d) for d in documents(name)))
    missing = [i for i in gold(name)["acceptable"] if not any(normalise(a) in corpus for a in i["answer"])]
    assert not missing
    assert [b for b in gold(name)["boilerplate"] if normalise(b) not in corpus] == []


@pytest.mark.parametrize("name", SETS)
def test_a_canonical_question_for_each_key_fact_is_acceptable(name: str) -> None:
    """A prompt made of each key fact's first cue words and its first answer scores as a hit.

    This catches a forbidden item or boilerplate phrase that would reject the very fact it should protect.
    """
    questions = []
    for item in gold(name)["key_facts"]:
        words = [entry.split("|")[0] for entry in item["cue"] if not entry.startswith("!")]
        questions.append({"prompt": "Question about " + " ".join(words) + "?", "answer": item["answer"][0]})
    scores = score({"questions": questions}, gold(name))
    assert scores.key_unmatched == ()
    bad = [
        (v.prompt, v.answer, v.reasons)
        for v in scores.verdicts
        if not v.ok and "answer in prompt" not in v.reasons
    ]
    assert bad == []


def test_own_reports_decode_in_their_encodings_and_have_traps() -> None:
    g = gold("own")
    assert len(documents("own")) >= 6
    encodings = set(g["encodings"].values())
    assert {"utf-16", "cp1252", "utf-8"} <= encodings
    for document in documents("own"):
        raw, decoded = raw_bytes("own", document), text("own", document)
        if g["encodings"][document] == "utf-16":
            assert raw.startswith(b"\xff\xfe") or raw.startswith(b"\xfe\xff")
        if g["encodings"][document] == "cp1252":
            with pytest.raises(UnicodeDecodeError):
                raw.decode("utf-8")
            assert b"\r\n" in raw and "é" in decoded
        if g["encodings"][document] == "utf-8":
            assert not raw.startswith(b"\xef\xbb\xbf")
        words = len(re.sub(r"(?s)<(script|style|nav)\b.*?</\1>|<[^>]+>", " ", decoded).split())
        assert 400 <= words <= 900, f"{document}: {words} words"
    suffixes = {Path(d).suffix for d in documents("own")}
    assert {".md", ".html", ".txt"} <= suffixes


@pytest.mark.parametrize("name", SETS)
def test_each_report_lists_at_least_three_traps_that_are_really_there(name: str) -> None:
    traps = gold(name)["traps"]
    assert sorted(traps) == documents(name)
    conflict_docs = {d for c in gold(name)["conflicts"] for d in c.get("documents", ())}
    for document, listed in traps.items():
        assert len(set(listed)) >= 3, document
        assert set(listed) <= TRAPS, set(listed) - TRAPS
        raw, decoded = raw_bytes(name, document), text(name, document)
        for trap in listed:
            if trap in CHECKS:
                assert CHECKS[trap](raw, decoded), f"{document}: trap {trap} not found"
        if "conflict" in listed:
            assert document in conflict_docs


def test_own_set_has_a_group_race_with_a_conflict() -> None:
    conflicts = gold("own")["conflicts"]
    assert conflicts and len(conflicts[0]["documents"]) >= 2
    winners = [k for k in gold("own")["key_facts"] if len(k["documents"]) >= 2]
    assert winners, "facts told by several outlets must exist, so merging can be measured"


# ---- the scoring itself, on a tiny hand-made export -------------------------------------------------------

TINY_GOLD = {
    "set": "tiny",
    "key_facts": [
        {"id": "winner", "cue": ["won|win", "kansas"], "answer": ["Kyle Larson", "Larson"], "documents": []},
        {"id": "stage1", "cue": ["stage 1", "kansas"], "answer": ["Denny Hamlin"], "documents": []},
    ],
    "acceptable": [{"cue": ["larson", "finish"], "answer": ["first", "third"]}],
    "forbidden": [
        {"answer": ["third", "3rd"], "cue": ["larson", "!season"], "why": "quote"},
        {"answer": ["Busch"], "cue": [], "why": "ambiguous surname", "exact": True},
    ],
    "conflicts": [{"relation": "margin", "cue": ["road america"], "values": ["2.9 seconds", "1.84 seconds"]}],
    "boilerplate": ["read more"],
}


def q(
    prompt: str, answer: str, score_: float = 0.5, accepted: tuple[str, ...] = (), doc: str = "a.txt"
) -> dict:
    return {
        "prompt": prompt,
        "answer": answer,
        "accepted": list(accepted) or [answer],
        "score": score_,
        "sources": [{"document": doc, "sentence": "..."}],
    }


TINY_EXPORT = {
    "questions": [
        q("Who won the AdventHealth 400 at Kansas Speedway?", "Kyle Larson", 0.9),
        q("In what position did Larson finish at Kansas?", "third", 0.8, doc="b.txt"),
        q("READ MORE: Ferrari ace's fury over 'frustrating' _____ clash", "Piastri", 0.7),
        q("By what margin did Garrity win at Road America?", "2.9 seconds", 0.6),
        q("Did Kyle Larson win at Kansas?", "Kyle Larson", 0.1),
        q("Whose spin caused the caution at Kansas?", "Busch", 0.2, accepted=("Busch", "Kyle Busch")),
    ],
    "conflicts": [
        {
            "relation": "margin",
            "subject": "Kettle Moraine Grand Prix at Road America",
            "values": [{"value": "1.8427 seconds", "sources": []}, {"value": "2.9 seconds", "sources": []}],
        }
    ],
    "documents": ["a.txt", "b.txt", "c.txt"],
}


def test_score_on_a_tiny_export() -> None:
    s = score(TINY_EXPORT, TINY_GOLD, k=3)
    assert s.questions == 6
    assert s.key_matched == ("winner",) and s.key_unmatched == ("stage1",)
    assert s.key_recall == 0.5
    assert s.acceptable == 1  # only the winner question; the rest are each wrong in one way
    reasons = [v.reasons for v in s.verdicts]
    assert reasons[0] == ()
    assert reasons[1] == ("forbidden: quote",)  # acceptable item matched, but the forbidden one wins
    assert "boilerplate: 'read more'" in reasons[2] and "not in gold" in reasons[2]
    assert "from a conflict" in reasons[3]
    assert "answer in prompt" in reasons[4]
    assert reasons[5] == ("not in gold", "forbidden: ambiguous surname")
    assert (s.boilerplate_questions, s.conflict_questions, s.forbidden_questions) == (1, 1, 2)
    assert (s.conflicts_total, s.conflicts_found) == (1, 1)
    assert (s.top_k, s.top_k_acceptable) == (3, 1)
    assert s.per_document == {"a.txt": 5, "b.txt": 1, "c.txt": 0}


def test_score_of_an_empty_export() -> None:
    s = score({"questions": []}, TINY_GOLD)
    assert (s.questions, s.key_recall, s.acceptable_share, s.precision_at_k) == (0, 0, 0, 0)
    assert s.conflicts_found == 0


@pytest.mark.parametrize(
    "cue, prompt, ok",
    [
        (["won|win", "kansas"], "Who won at Kansas Speedway?", True),
        (["won|win", "kansas"], "Who was the winner at Kansas?", True),  # word prefix
        (["won|win"], "Who was the twin?", False),  # not inside a word
        (["truex", "finish"], "Where did Martin Truex Jr. finish?", True),
        (["larson", "!dover"], "Where did Larson finish at Dover last week?", False),
        (["ruben perez"], "Which car did Rubén Pérez drive?", True),  # accents folded
        (["no. 5|#5"], "Who drove the #5 car?", True),
        ([], "anything", True),
    ],
)
def test_cue_syntax(cue: list[str], prompt: str, ok: bool) -> None:
    assert cue_matches(cue, prompt) is ok


@pytest.mark.parametrize(
    "prompt, answer, inside",
    [
        ("Who won Stage 1 at Kansas?", "Denny Hamlin", False),
        ("Did Kyle Larson win at Kansas?", "Kyle Larson", True),
        ("Which car number, 17, did Buescher drive?", "17", True),
        ("Which car did the driver of No. 17 beat?", "7", False),
    ],
)
def test_answer_in_prompt(prompt: str, answer: str, inside: bool) -> None:
    assert answer_in_prompt({"prompt": prompt, "answer": answer}) is inside
