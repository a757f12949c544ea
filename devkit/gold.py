"""Scoring the fact bank's questions against the labelled gold sets in tests/data/gold.

Pure: `score(export, gold) -> Scores`, so that the tests run it on a hand-made export and
``bench/factbank_quality.py`` on the built bank.
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GOLD_DIR = ROOT / "tests" / "data" / "gold"
PRECISION_K = 20

DEFINITIONS = """\
Definitions
  cue          lowercase words a question's prompt must contain; "a|b" = either, "!a|b" = neither;
               each word must start at a word boundary ("finish" also matches "finished")
  match        every cue holds in the lowercased, accent-folded prompt, and the question's answer (or one of
               its accepted forms) matches one of the item's answers by bot.matching.check, falling back to a
               normalised string compare; an item with no answers matches any answer; "exact" items compare
               only the canonical answer
  recall       key facts matched by at least one question / key facts
  acceptable   matches a key fact or an acceptable item, matches no forbidden item, contains no boilerplate
               phrase, does not contain its own answer, and is not from a conflict; share = acceptable / questions
  precision@20 the acceptable share among the 20 highest-score questions
  conflicts    gold conflicts matched by an export conflict (relation equal and cue or value seen in its
               subject/values, or both cue and value seen)
  from conflict questions whose prompt matches a gold conflict's cue and whose answer is one of its values"""

# set -> (minimum key-fact recall, minimum acceptable share, minimum number of questions)
TARGETS = {"default": (0.90, 0.90, 40), "own": (0.85, 0.85, 0)}

_QUOTES = str.maketrans({"’": "'", "‘": "'", "“": '"', "”": '"', "«": '"', "»": '"', "–": "-", "—": "-"})


def normalise(text: str) -> str:
    """Lowercase, fold accents and typographic quotes/dashes, collapse whitespace."""
    folded = unicodedata.normalize("NFKD", text.translate(_QUOTES))
    folded = "".join(c for c in folded if not unicodedata.combining(c))
    return " ".join(folded.lower().split())


def _word_at_start(alternative: str, text: str) -> bool:
    return re.search(r"(?<![a-z0-9])" + re.escape(normalise(alternative)), text) is not None


def cue_matches(cue: Sequence[str], prompt: str) -> bool:
    """True when every cue entry holds in the prompt (see DEFINITIONS for the syntax)."""
    text = normalise(prompt)
    for entry in cue:
        negated = entry.startswith("!")
        alternatives = [a for a in entry.lstrip("!").split("|") if a]
        found = any(_word_at_start(a, text) for a in alternatives)
        if found == negated:
            return False
    return True


def normalise_answer(text: str) -> str:
    text = normalise(text)
    text = re.sub(r"[\"'`,;!?()\[\]]", " ", text)
    text = re.sub(r"^the ", "", " ".join(text.split()))
    return text.rstrip(".").strip()


def answer_pool(gold: dict) -> tuple[str, ...]:
    """Every answer string of a gold set: the matcher's `others`, so a shared surname is not a match."""
    items = [*gold.get("key_facts", ()), *gold.get("acceptable", ()), *gold.get("forbidden", ())]
    pool = {a for item in items for a in item.get("answer", ())}
    pool.update(v for c in gold.get("conflicts", ()) for v in c.get("values", ()))
    return tuple(sorted(pool))


class AnswerMatcher:
    """Does a question's answer match a gold item's answers?  bot.matching first, then a plain compare.

    The matcher is compiled once per (answers, others) pair; `others` are the gold set's other answers
    plus the question's own `others`, so "Kyle Busch" does not pass for "Kurt Busch".
    """

    def __init__(self, pool: Sequence[str] = ()) -> None:
        try:
            from bot.matching import Verdict as MatchVerdict
            from bot.matching import compile_answer
        except ImportError:  # pragma: no cover - the matcher ships with the bot
            compile_answer, MatchVerdict = None, None
        self._compile = compile_answer
        self._correct = MatchVerdict.CORRECT if MatchVerdict else None
        self._pool = [(o, normalise_answer(o)) for o in pool]
        self._compiled: dict[tuple[tuple[str, ...], tuple[str, ...]], object] = {}

    def __call__(self, question: dict, answers: Sequence[str], *, exact: bool = False) -> bool:
        if not answers:
            return True
        canonical = str(question.get("answer", ""))
        forms = [canonical] if exact else [canonical, *(str(a) for a in question.get("accepted") or ())]
        forms = [f for f in forms if f]
        wanted = {normalise_answer(a) for a in answers}
        if any(normalise_answer(form) in wanted for form in forms):
            return True
        if exact or self._compile is None:
            return False
        own = [(str(o), normalise_answer(str(o))) for o in question.get("others") or ()]
        others = tuple(sorted({o for o, n in [*self._pool, *own] if n not in wanted}))
        key = (tuple(answers), others)
        compiled = self._compiled.get(key)
        if compiled is None:
            compiled = self._compiled[key] = self._compile(list(answers), others)
        return any(compiled.judge(form) is self._correct for form in forms)


def item_matches(question: dict, item: dict, matcher: AnswerMatcher | None = None) -> bool:
    if not cue_matches(item.get("cue", ()), question.get("prompt", "")):
        return False
    return (matcher or AnswerMatcher())(question, item.get("answer", ()), exact=bool(item.get("exact")))


def answer_in_prompt(question: dict) -> bool:
    answer = normalise_answer(str(question.get("answer", "")))
    if not answer:
        return False
    pattern = r"(?<![a-z0-9.])" + re.escape(answer) + r"(?![a-z0-9])"
    return re.search(pattern, normalise_answer(question.get("prompt", ""))) is not None


@dataclass(frozen=True, slots=True)
class Verdict:
    """What the gold set says about one question."""

    prompt: str
    answer: str
    score: float
    key_ids: tuple[str, ...]
    acceptable_item: bool
    forbidden: str | None  # the forbidden item's "why"
    boilerplate: str | None  # the phrase found in the prompt
    answer_in_prompt: bool
    from_conflict: bool

    @property
    def ok(self) -> bool:
        return self.reasons == ()

    @property
    def reasons(self) -> tuple[str, ...]:
        out = []
        if not self.key_ids and not self.acceptable_item:
            out.append("not in gold")
        if self.forbidden:
            out.append(f"forbidden: {self.forbidden}")
        if self.boilerplate:
            out.append(f"boilerplate: {self.boilerplate!r}")
        if self.answer_in_prompt:
            out.append("answer in prompt")
        if self.from_conflict:
            out.append("from a conflict")
        return tuple(out)


@dataclass(frozen=True, slots=True)
class Scores:
    set_name: str
    questions: int
    key_total: int
    key_matched: tuple[str, ...]
    key_unmatched: tuple[str, ...]
    acceptable: int
    top_k: int
    top_k_acceptable: int
    conflicts_total: int
    conflicts_found: int
    conflict_questions: int
    boilerplate_questions: int
    forbidden_questions: int
    per_document: dict[str, int] = field(default_factory=dict)
    verdicts: tuple[Verdict, ...] = ()

    @property
    def key_recall(self) -> float:
        return len(self.key_matched) / self.key_total if self.key_total else 1.0

    @property
    def acceptable_share(self) -> float:
        return self.acceptable / self.questions if self.questions else 0.0

    @property
    def precision_at_k(self) -> float:
        return self.top_k_acceptable / self.top_k if self.top_k else 0.0


def judge(question: dict, gold: dict, matcher: AnswerMatcher | None = None) -> Verdict:
    matcher = matcher or AnswerMatcher(answer_pool(gold))
    prompt = str(question.get("prompt", ""))
    keys = tuple(k["id"] for k in gold.get("key_facts", ()) if item_matches(question, k, matcher))
    acceptable_item = any(item_matches(question, a, matcher) for a in gold.get("acceptable", ()))
    forbidden = next(
        (f.get("why", "forbidden") for f in gold.get("forbidden", ()) if item_matches(question, f, matcher)),
        None,
    )
    text = normalise(prompt)
    boiler = next((b for b in gold.get("boilerplate", ()) if normalise(b) in text), None)
    conflict = any(
        cue_matches(c.get("cue", ()), prompt) and matcher(question, c.get("values", ()))
        for c in gold.get("conflicts", ())
    )
    return Verdict(
        prompt=prompt,
        answer=str(question.get("answer", "")),
        score=float(question.get("score") or 0.0),
        key_ids=keys,
        acceptable_item=acceptable_item,
        forbidden=forbidden,
        boilerplate=boiler,
        answer_in_prompt=answer_in_prompt(question),
        from_conflict=conflict,
    )


def _conflict_found(gold_conflict: dict, export_conflicts: Iterable[dict]) -> bool:
    relation = normalise(str(gold_conflict.get("relation", "")))
    values = {normalise_answer(v) for v in gold_conflict.get("values", ())}
    for conflict in export_conflicts:
        seen = [normalise_answer(str(v.get("value", ""))) for v in conflict.get("values", ())]
        text = " ".join([str(conflict.get("subject", "")), *seen])
        cue_ok = cue_matches(gold_conflict.get("cue", ()), text)
        value_ok = bool(values.intersection(seen))
        rel_ok = bool(relation) and relation in normalise(str(conflict.get("relation", "")))
        if (rel_ok and (cue_ok or value_ok)) or (cue_ok and value_ok):
            return True
    return False


def score(export: dict, gold: dict, *, k: int = PRECISION_K) -> Scores:
    """Score an export (bot.factbank.export.to_export) against a gold set. Pure: no I/O."""
    questions = list(export.get("questions", ()))
    matcher = AnswerMatcher(answer_pool(gold))
    verdicts = tuple(judge(q, gold, matcher) for q in questions)
    matched = {key_id for v in verdicts for key_id in v.key_ids}
    key_ids = [k_["id"] for k_ in gold.get("key_facts", ())]
    top = sorted(verdicts, key=lambda v: v.score, reverse=True)[:k]
    per_doc: dict[str, int] = {str(d): 0 for d in _document_names(export)}
    for q in questions:
        for doc in sorted({Path(str(s.get("document", ""))).name for s in q.get("sources", ())}):
            per_doc[doc] = per_doc.get(doc, 0) + 1
    conflicts = gold.get("conflicts", ())
    return Scores(
        set_name=str(gold.get("set", "")),
        questions=len(questions),
        key_total=len(key_ids),
        key_matched=tuple(i for i in key_ids if i in matched),
        key_unmatched=tuple(i for i in key_ids if i not in matched),
        acceptable=sum(v.ok for v in verdicts),
        top_k=len(top),
        top_k_acceptable=sum(v.ok for v in top),
        conflicts_total=len(conflicts),
        conflicts_found=sum(_conflict_found(c, export.get("conflicts", ())) for c in conflicts),
        conflict_questions=sum(v.from_conflict for v in verdicts),
        boilerplate_questions=sum(v.boilerplate is not None for v in verdicts),
        forbidden_questions=sum(v.forbidden is not None for v in verdicts),
        per_document=per_doc,
        verdicts=verdicts,
    )


def _document_names(export: dict) -> list[str]:
    names = []
    for doc in export.get("documents", ()):
        if isinstance(doc, dict):
            doc = doc.get("id") or doc.get("document") or doc.get("name") or doc.get("file") or ""
        if doc:
            names.append(Path(str(doc)).name)
    return names


@dataclass(frozen=True, slots=True)
class Target:
    name: str
    value: str
    goal: str
    passed: bool


def targets(scores: Scores) -> list[Target]:
    recall, share, minimum = TARGETS.get(scores.set_name, (0.85, 0.85, 0))
    out = [
        Target(
            "key-fact recall", f"{scores.key_recall:.1%}", f">= {recall:.0%}", scores.key_recall >= recall
        ),
        Target(
            "acceptable share",
            f"{scores.acceptable_share:.1%}",
            f">= {share:.0%}",
            scores.acceptable_share >= share,
        ),
        Target(
            "questions from boilerplate",
            str(scores.boilerplate_questions),
            "0",
            scores.boilerplate_questions == 0,
        ),
        Target(
            "questions from a conflict", str(scores.conflict_questions), "0", scores.conflict_questions == 0
        ),
    ]
    if minimum:
        out.insert(
            2, Target("questions", str(scores.questions), f">= {minimum}", scores.questions >= minimum)
        )
    return out


def format_report(scores: Scores, *, verbose: bool = False, gold: dict | None = None) -> str:
    lines = [f"== set {scores.set_name}: {scores.questions} questions"]
    lines.append(f"  key facts matched      {len(scores.key_matched)}/{scores.key_total}")
    lines.append(f"  acceptable questions   {scores.acceptable}/{scores.questions}")
    lines.append(
        f"  precision@{PRECISION_K:<13} {scores.precision_at_k:.1%} ({scores.top_k_acceptable}/{scores.top_k})"
    )
    lines.append(f"  forbidden questions    {scores.forbidden_questions}")
    lines.append(f"  conflicts found        {scores.conflicts_found}/{scores.conflicts_total}")
    for t in targets(scores):
        lines.append(f"  {t.name:<28} {t.value:>7}  target {t.goal:<6} {'PASS' if t.passed else 'MISS'}")
    lines.append("  questions per document:")
    lines.extend(f"    {n:4d}  {doc}" for doc, n in sorted(scores.per_document.items()))
    if verbose:
        by_id = {k["id"]: k for k in (gold or {}).get("key_facts", ())}
        lines.append("  unmatched key facts:")
        for key_id in scores.key_unmatched:
            item = by_id.get(key_id, {})
            lines.append(f"    {key_id}: cue {item.get('cue')} answer {item.get('answer', [])[:2]}")
        lines.append("  non-acceptable questions:")
        for v in scores.verdicts:
            if not v.ok:
                lines.append(f"    {v.prompt} -> {v.answer}   [{'; '.join(v.reasons)}]")
    return "\n".join(lines)


def load_gold(name: str, gold_dir: Path = GOLD_DIR) -> dict:
    return json.loads((gold_dir / f"{name}.json").read_text(encoding="utf-8"))
