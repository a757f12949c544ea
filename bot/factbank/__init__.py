"""Documents in, facts and questions out. Pure and deterministic; never imports discord."""

from bot.factbank.build import DocumentCache, build_bank
from bot.factbank.export import export_json, load_export
from bot.factbank.ingest import IngestedDocument, SkippedDocument, ingest_document
from bot.factbank.merge import Conflict, Fact
from bot.factbank.model import Question, Source
from bot.factbank.result import BuildResult, DocumentInfo

__all__ = [
    "BuildResult",
    "Conflict",
    "DocumentCache",
    "DocumentInfo",
    "Fact",
    "IngestedDocument",
    "Question",
    "SkippedDocument",
    "Source",
    "build_bank",
    "export_json",
    "ingest_document",
    "load_export",
]
