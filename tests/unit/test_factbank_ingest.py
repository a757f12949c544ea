"""Ingest: formats, encodings, skip reasons, boilerplate, sentences and quote tracking."""

from __future__ import annotations

import codecs
import json
import unicodedata

import pytest

from bot.factbank import IngestedDocument, SkippedDocument, ingest_document
from bot.factbank.ingest import document_from_dict

BODY = "Renée Dubois won the Lakeshore 300 at Gilford Speedway on Sunday. She led 120 laps in the race."


def _texts(doc) -> list[str]:
    assert isinstance(doc, IngestedDocument), getattr(doc, "reason", doc)
    return [s.text for s in doc.sentences]


@pytest.mark.parametrize(
    "data",
    [
        BODY.encode("utf-8"),
        codecs.BOM_UTF8 + BODY.encode("utf-8"),
        BODY.encode("utf-16"),  # with BOM
        BODY.encode("cp1252"),
        BODY.replace(". ", ".\r\n\r\n").encode("utf-8"),  # CRLF paragraphs
        unicodedata.normalize("NFD", BODY).encode("utf-8"),  # decomposed accents
    ],
    ids=["utf8", "utf8-bom", "utf16-bom", "cp1252", "crlf", "nfd"],
)
def test_every_encoding_decodes_to_the_same_nfc_sentences(data: bytes) -> None:
    texts = _texts(ingest_document("a.txt", data))
    assert texts == [
        "Renée Dubois won the Lakeshore 300 at Gilford Speedway on Sunday.",
        "She led 120 laps in the race.",
    ]
    assert all(unicodedata.is_normalized("NFC", t) for t in texts)


def test_markdown_front_matter_comments_and_markup_are_ignored() -> None:
    md = (
        "---\ntitle: Ignore me\nauthor: Someone\n---\n"
        "# Dubois Wins at Gilford\n\n"
        "<!-- editor note: Max Power won this race -->\n"
        "**Renée Dubois** won the [Lakeshore 300](https://example.com) at Gilford Speedway.\n\n"
        "![a photo](pic.jpg)\n\n"
        "- She led 120 laps in the race.\n"
    )
    doc = ingest_document("a.md", md.encode())
    texts = _texts(doc)
    assert texts == [
        "Renée Dubois won the Lakeshore 300 at Gilford Speedway.",
        "She led 120 laps in the race.",
    ]
    assert doc.title == "Dubois Wins at Gilford"


def test_html_keeps_only_article_text() -> None:
    page = """<html><head><title>Dubois wins</title><style>p {color: red}</style>
    <script>var x = "Max Power won the race.";</script></head><body>
    <nav><a href="/">Home</a> Racing news: Max Power won everything.</nav>
    <article><h1>Dubois wins at Gilford</h1>
    <p>Renée Dubois won the Lakeshore 300 at Gilford Speedway.</p>
    <figure><img src="x.jpg"><figcaption>Max Power celebrates his win.</figcaption></figure>
    <p hidden>Max Power won the hidden race.</p>
    <div style="display: none">Max Power won the invisible race.</div>
    <p>She led 120 laps in the race &amp; never looked back.</p></article>
    <footer>Copyright. Max Power won.</footer></body></html>"""
    texts = _texts(ingest_document("a.html", page.encode()))
    assert texts == [
        "Renée Dubois won the Lakeshore 300 at Gilford Speedway.",
        "She led 120 laps in the race & never looked back.",
    ]


@pytest.mark.parametrize(
    "data, max_bytes, reason",
    [
        (b"", 1000, "empty"),
        (b"  \n\t\r\n  ", 1000, "whitespace only"),
        (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", 1000, "binary"),
        (BODY.encode() * 10, 100, "too large"),
        (b"\xff\xfe\x00\xd8", 1000, "undecodable"),
        (b"Mix the flour with water. Bake it for an hour.", 1000, "no race content"),
    ],
)
def test_bad_files_are_skipped_with_a_one_line_reason(data: bytes, max_bytes: int, reason: str) -> None:
    doc = ingest_document("bad.txt", data, max_bytes=max_bytes)
    assert isinstance(doc, SkippedDocument)
    assert doc.reason.startswith(reason)
    assert "\n" not in doc.reason


def test_boilerplate_is_stripped() -> None:
    text = "\n".join(
        [
            "Dubois Takes Lakeshore Thriller",
            "",
            "Renée Dubois won the Lakeshore 300 at Gilford Speedway.",
            "READ MORE: Star driver's fury over pit lane clash",
            "https://twitter.com/someone/status/123",
            "Related",
            "THE BEST OF THE REST",
            "Photo: Getty Images",
            "Jon Ash finished second, see https://example.com for the replay.",
            "Tom Ruiz finished third after a late charge past",
        ]
    )
    doc = ingest_document("a.txt", text.encode())
    assert _texts(doc) == [
        "Renée Dubois won the Lakeshore 300 at Gilford Speedway.",
        "Jon Ash finished second, see for the replay.",
    ]
    assert doc.title == "Dubois Takes Lakeshore Thriller"


def test_abbreviations_do_not_split_sentences() -> None:
    text = "Tom Ruiz Jr. drove the No. 5 car. St. Clair finished fourth. Ruiz won the race."
    assert _texts(ingest_document("a.txt", text.encode())) == [
        "Tom Ruiz Jr. drove the No. 5 car.",
        "St. Clair finished fourth.",
        "Ruiz won the race.",
    ]


@pytest.mark.parametrize(
    "para",
    [
        '"I thought I had it. Jon Ash won the race, not me," Tom Ruiz said after the race.',
        "“I thought I had it. Jon Ash won the race, not me,” Tom Ruiz said after the race.",
        "«I thought I had it. Jon Ash won the race, not me,» Tom Ruiz said after the race.",
        "Tom Ruiz said, 'I thought I had it. Jon Ash won the race, not me.' He left the track.",
    ],
)
def test_quotes_spanning_sentences_are_masked(para: str) -> None:
    doc = ingest_document("a.txt", para.encode())
    assert isinstance(doc, IngestedDocument)
    second = doc.sentences[1]
    assert "Jon Ash" in second.text
    assert "Jon Ash" not in second.plain


def test_apostrophes_do_not_open_quotes() -> None:
    doc = ingest_document("a.txt", b"You've seen 'em all before. Jon Ash won the race at Gilford Speedway.")
    assert doc.sentences[1].plain == "Jon Ash won the race at Gilford Speedway."


def test_ingested_document_round_trips_through_json() -> None:
    doc = ingest_document("a.txt", BODY.encode())
    again = document_from_dict(json.loads(json.dumps(doc.to_dict())))
    assert again == doc
    skipped = ingest_document("b.txt", b"")
    assert document_from_dict(json.loads(json.dumps(skipped.to_dict()))) == skipped


def test_a_subheading_without_a_period_is_a_unit_of_its_own() -> None:
    text = (
        "Quill leads another procession\n\nMotorcycling RURITANIAN GRAND PRIX Champion breaks her duck at "
        "Kelso\nRetirement has been on Ada Quill's mind of late. She won the race at Kelso on Sunday.\n"
    )
    texts = _texts(ingest_document("r.txt", text.encode()))
    assert texts[0].startswith("Retirement has been"), texts  # the subheading is no part of it


def test_text_wrapped_at_a_fixed_width_joins_its_lines() -> None:
    text = (
        "Quill wins\n\nAda Quill won the Harbor 300 at Portside Speedway on Sunday, beating\n"
        "Cy Tamm by two seconds after leading the final forty laps of the\n"
        "race in front of a big crowd that had come to see Gus Pell\n"
        "Jr finish third in his last race.\n"
    )
    texts = _texts(ingest_document("r.txt", text.encode()))
    assert len(texts) == 1 and "Gus Pell Jr finish third" in texts[0], texts


def test_a_full_name_after_a_dateline_keeps_its_first_name_when_the_headline_has_surname_and_suffix() -> None:
    from bot.factbank.ingest import IngestedDocument, ingest_document

    doc = ingest_document(
        "r.txt",
        "Quill Jr. holds off Cy Tamm to win the Harbor 500\n\nPORTSIDE, S.C. (AP) — Ada Quill Jr. took the lead "
        "with 28 laps to go and held off Cy Tamm to win the Harbor 500.\n".encode(),
    )
    assert isinstance(doc, IngestedDocument)
    assert "Ada Quill Jr." in {m.text for m in doc.sentences[0].mentions}
