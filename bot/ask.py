"""/ask: answer a question from the documents: a fact when one answers it, then the sentences that say so.

Plain Python over storage (no discord). :func:`ensure_search_index` keeps the full-text index in step
with the bank; :func:`ask` reads it. The rules are general English about race reports: the question's
intent (who won, margin, position of X, team, spotter, pole, next race, ...) picks the relations that
could answer it, names and numbers in the question pick the fact, and every specific word of the
question (a proper noun, a number) must be found in that fact or its sources, or the fact is not the
answer. Document text is only ever quoted, never interpreted.
"""

from __future__ import annotations

import logging
import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import TYPE_CHECKING

from rapidfuzz.distance import OSA

from bot.factbank.ingest import IngestedDocument, document_from_dict
from bot.factbank.values import ORDINAL_RE, parse_ordinal
from bot.matching import normalize
from bot.storage.search import IndexedFact, IndexedSentence, SentenceHit

if TYPE_CHECKING:
    from bot.bank import FactBank
    from bot.storage import Storage

log = logging.getLogger(__name__)

INDEX_VERSION = 1  # bump when what is indexed changes, to re-index every bank once
MAX_QUESTION_CHARS = 2000  # only the start of a longer question is read
MAX_TERMS = 16
MIN_LEAD_SCORE = 3.0

_STOP = frozenset(
    "a an the and or but if of at by for with about against between into through during before after "
    "above below to from up down in out on off over under again further then once here there when where "
    "why how all any both each few more most other some such no nor not only own same so than too very "
    "can will just should now is are was were be been being have has had having do does did doing i me my "
    "we our you your he him his she her it its they them their what which who whom whose this that these "
    "those am would could shall may might must tell name give list show say please much many s also ever "
    "get got".split()
)
# Words of any race report that a fact need not repeat to answer a question that uses them.
_GENERIC = frozenset(
    "race races racing raced driver drivers drive drives drove driving car cars finish finished win wins "
    "won winner place team lap laps series season event final last first start started end ended go went "
    "come came take took make made day weekend today yesterday year time week night afternoon monday "
    "tuesday wednesday thursday friday saturday sunday january february march april may june july august "
    "september october november december happen happened".split()
)
_SUFFIXES = frozenset({"jr", "sr", "ii", "iii", "iv"})
_TAILS = frozenset(
    "racing motorsports motorsport team speedway superspeedway raceway circuit international autodrome "
    "autodromo grand prix gp motor motors autosport inc ltd llc".split()
)
_WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)*|\d+(?:\.\d+)?")
_ORDINAL = re.compile(rf"\b(?:{ORDINAL_RE})", re.I)
_NUMBER_WORDS = MappingProxyType({"one": 1, "two": 2, "three": 3, "four": 4, "five": 5})

_WIN = r"\b(?:won|wins?|winner|winning|victor(?:y|ious)?|triumph\w*)\b"
_RECORD = r"\b(?:record|previous(?:ly)?|before (?:this|that|then)|until then|old(?:er)? best)\b"
# (relations, weight, pattern, required pattern or ""): a relation's cue is the best weight that fires.
_CUES: tuple[tuple[str, float, str, str], ...] = (
    ("winner co_winner", 2, _WIN + r"|\bcheckered|\bchequered|\bfirst place\b|\bfinish(?:ed)? first\b", ""),
    ("winner", 3, r"\bwho (?:won|wins|took the (?:win|victory|checkered|chequered flag))\b", ""),
    ("runner_up", 3, r"\brunner[- ]?up\b|\bsecond(?: place| position)\b|\b(?:finish(?:ed|ing)?|came(?: home)?|placed?|ended(?: up)?|was|wound up|crossed the line) (?:in )?(?:second|2nd|p2)\b|\b(?:beat|beaten|edged?|edged out|defeated?|pipped|lost to|outdueled)\b|\bclosest (?:rival|challenger)\b", ""),
    ("margin", 5, r"\bmargin\b|\bby how much\b|\bhow (?:close|narrow|tight)\b|\bby what\b|\bgap\b", ""),
    ("position", 2, r"\bfinish|\bplace[ds]?\b|\bposition\b|\bwhere did\b|\bc[ao]me home\b|\bend(?:ed)? up\b", ""),
    ("car_number winner_car", 3, r"\bnumber\b|\bno\.|#|\bnumbered\b", ""),
    ("car_number", 1, r"\bcar\b", ""),
    ("winner_car", 1, _WIN, ""),
    ("team crew_team", 3, r"\bteams?\b|\b(?:drives?|drove|driving|races?|raced|racing|compete[sd]?) for\b|\borgani[sz]ation\b|\boutfit\b|\bsquad\b", ""),
    ("make", 3, r"\bmanufacturer|\bmake\b|\bbrand\b|\bmarque\b|\bwhat (?:kind of |type of )?car\b", ""),
    ("role", 4, r"\bspotter\b|\bcrew chief\b|\bcar chief\b|\bengineer\b|\bstrategist\b|\bteam owner\b", ""),
    ("pole", 4, r"\bpole|\bqualif|\bfront row\b|\bstarting position\b|\bstart(?:ed|s)? (?:the race )?(?:first|(?:at |in |from |on )?(?:the )?front|up front)\b", ""),
    ("stage_winner", 3, r"\bstage\b", ""),
    ("lead_changes", 5, r"\blead changes?\b|\bchanges? (?:of|in) (?:the )?lead\b|\blead changed\b", ""),
    ("next_race", 4, r"\bnext\b|\bupcoming\b|\bfollowing (?:race|round|event|week)\b|\bheads? to\b", ""),
    ("venue", 3, r"\b(?:track|venue|circuit)\b|\bhost(?:ed|s|ing)?\b|\bwhere (?:was|is|were) (?:the |this |that )?(?:race|event|it)\b|\bwhere\b.{0,60}\b(?:held|run|staged|contested|take place|took place|happen\w*)\b", ""),
    ("event", 3, r"\b(?:what|which) (?:race|event)\b|\bname of the (?:race|event)\b|\b(?:race|event) called\b", ""),
    ("distance", 3, r"\bhow (?:long|far)\b|\bdistance\b|\bhow many (?:miles|laps|kilomet\w*|km)\b|\bmiles?\b", ""),
    ("caution_cause neutralised_by", 3, r"\bcaution|\byellow|\bsafety car\b|\bbrought out\b|\bneutrali", ""),
    ("cautions", 5, r"\b(?:how many|number of) (?:cautions|yellows|caution periods|safety cars?)\b", ""),
    ("record_margin", 5, _RECORD, r"\bmargin|\bclose|\bseconds?\b|\bnarrow|\bhow much\b|\bby how\b"),
    ("record_pair", 4, _RECORD, r"\bwho\b|\bdrivers?\b|\bbetween\b|\bwhich two\b"),
    ("record_winner", 4.5, _RECORD, _WIN),
    ("record_runner_up", 4.5, _RECORD, r"\bsecond\b|\brunner|\bbeat\b|\blost\b"),
    ("career_win", 4, r"\bcareer\b|\ball[- ]time\b|\bin total\b", ""),
    ("career_win", 2, r"\bhow many\b.{0,60}\b(?:wins|victories)\b|\bwhich (?:win|victory)\b", ""),
    ("season_win", 4, r"\bseason\b|\bthis year\b", _WIN),
    ("crash_laps_to_go crash_on crash_lap crash_by", 3, r"\bcrash|\bwreck|\baccident|\bpile-?up|\bspun\b", ""),
    ("contact_with hit_by", 4, r"\bcontact\b|\bhit\b|\bcollid|\btangled?\b|\btouched\b|\bbump", ""),
    ("penalty", 4, r"\bpenal|\binfraction|\bpunish|\bsanction", ""),
    ("commentator", 4, r"\bcommentat|\bbroadcast|\bbooth\b|\bannouncer|\banalyst|\bon (?:tv|television)\b", ""),
    ("laps_led", 4, r"\blaps? led\b|\b(?:led|lead)\b.{0,60}\blaps?\b", ""),
    ("most_laps_led", 5, r"\bmost laps\b|\bled the most\b", ""),
    ("fastest_lap", 5, r"\b(?:fastest|quickest) lap\b", ""),
    ("decisive_lap", 3, r"\b(?:which|what) lap\b", r"\bpass|\bmove|\bovertak"),
    ("points_behind", 3, r"\bpoints?\b", r"\bbehind\b|\btrail|\bstandings\b|\bchampionship\b"),
    ("support_winner class_winner", 1, _WIN, ""),
    ("class_winner class_co_winner", 3, r"\bclass\b", ""),
    ("codriver", 4, r"\bco-?driver|\bshared?\b|\bpartner", ""),
    ("stint", 4, r"\bstint\b", ""),
    ("prev_win", 3, r"\bpreviously\b|\blast (?:week|race|time|year)\b|\bearlier\b", _WIN),
    ("winning_pass", 3, r"\bpass(?:ed)?\b|\bovertak\w*\b", _WIN),
)  # fmt: skip
_COMPILED = tuple(
    (tuple(r.split()), w, re.compile(p, re.I), re.compile(req, re.I) if req else None)
    for r, w, p, req in _CUES
)
# Relations about one named driver: the question must name the subject or the value.
_KEYED = frozenset(
    "position car_number team crew_team make role career_win season_win crash_laps_to_go crash_on hit_by "
    "contact_with laps_led points_behind decisive_lap codriver prev_win".split()
)
_PHRASES = MappingProxyType(
    {
        "winner": "{v} won the {r}",
        "co_winner": "{v} shared the win in the {r}",
        "runner_up": "{v} finished second in the {r}",
        "position": "{s} finished {v}",
        "car_number": "{s} drove the No. {v}",
        "winner_car": "The winner drove the No. {v}",
        "team": "{s} drives for {v}",
        "crew_team": "{s} drove for {v}",
        "make": "{s} drove a {v}",
        "pole": "{v} started on pole",
        "stage_winner": "{v} won {s}",
        "next_race": "The series heads to {v} next",
        "venue": "The race was held at {v}",
        "event": "The race was the {v}",
        "distance": "The race was {v} long",
        "caution_cause": "{s}'s {v} brought out the caution",
        "cautions": "There were {v} cautions",
        "commentator": "{v} was commentating",
        "career_win": "It was {s}'s {v} career win",
        "season_win": "It was {s}'s {v} win of the season",
        "crash_laps_to_go": "{s} crashed with {v} laps to go",
        "crash_on": "{s} crashed on the {v}",
        "crash_lap": "{s} came on lap {v}",
        "crash_by": "{v} caused {s}",
        "hit_by": "{s} was hit by {v}",
        "contact_with": "{v} made contact with {s}",
        "penalty": "{v} was penalised for {s}",
        "laps_led": "{s} led {v} laps",
        "most_laps_led": "{v} led the most laps",
        "fastest_lap": "{v} set the fastest lap",
        "decisive_lap": "{s} made the decisive move on lap {v}",
        "points_behind": "{s} is {v} behind in the standings",
        "support_winner": "{v} won the {s}",
        "class_winner": "{v} won the {s} class",
        "class_co_winner": "{v} shared the {s} class win",
        "codriver": "{s} shared the car with {v}",
        "stint": "{v} drove the {s} stint",
        "prev_win": "{v} had won at {s}",
        "winning_pass": "{v} was passed for the win {s}",
        "record_margin": "The previous record was {v} ({s})",
        "record_pair": "{v} ({s}) held the previous record",
        "record_winner": "{v} won the previous record finish ({s})",
        "record_runner_up": "{v} lost the previous record finish ({s})",
    }
)


@dataclass(frozen=True, slots=True)
class Quote:
    sentence: str  # verbatim from the document
    document: str  # the document's file name
    title: str


@dataclass(frozen=True, slots=True)
class AskAnswer:
    lead: str | None  # the fact that answers the question, phrased; None when no fact does
    quotes: list[Quote]
    found: bool  # False: the documents do not say


# -- the index -------------------------------------------------------------------------------------


def fact_text(fact: dict) -> str:
    """What the full-text index matches a fact on: relation words, subject, value and race."""
    parts = (fact["relation"].replace("_", " "), fact["subject"], fact["value"], fact.get("race", ""))
    return " ".join(p.replace("|", " ") for p in parts if p)


def index_rows(export: dict, cache: dict[str, dict]) -> tuple[list[IndexedSentence], list[IndexedFact]]:
    """Every sentence of every read document (from the parse cache, else the bank's cited sentences)
    and every fact, as rows for the search index."""
    cited: dict[str, list[str]] = {}
    for item in (*export.get("facts", []), *export.get("questions", [])):
        for src in item.get("sources", []):
            cited.setdefault(src["document"], []).append(src["sentence"])
    sentences: list[IndexedSentence] = []
    for doc in export.get("documents", []):
        if doc.get("skipped"):
            continue
        texts = _cached_sentences(cache.get(doc.get("sha256", "")), doc["id"])
        if texts is None:
            texts = list(dict.fromkeys(cited.get(doc["id"], [])))
        title = doc.get("title") or doc["id"]
        sentences += [IndexedSentence(doc["id"], title, i, t) for i, t in enumerate(texts)]
    facts = [
        IndexedFact(f["id"], f["relation"], f["subject"], f["value"], f.get("race", ""), fact_text(f))
        for f in export.get("facts", [])
    ]
    return sentences, facts


def _cached_sentences(parsed: dict | None, name: str) -> list[str] | None:
    if not parsed:
        return None
    try:
        doc = document_from_dict(parsed)
    except (KeyError, TypeError, ValueError, IndexError):
        return None
    if not isinstance(doc, IngestedDocument) or doc.name != name:
        return None
    return [s.text for s in doc.sentences]


async def ensure_search_index(storage: Storage, bank: FactBank, *, now: float) -> bool:
    """Index `bank` for /ask unless the index was already built from it; True when it (re)indexed."""
    wanted = f"{INDEX_VERSION}:{bank.fingerprint}"
    info = await storage.search_index_info()
    if info is not None and info.fingerprint == wanted:
        return False
    sentences, facts = index_rows(bank.export, await storage.document_cache())
    await storage.replace_search_index(wanted, sentences, facts, now=now)
    log.info("search index built: %d sentences, %d facts", len(sentences), len(facts))
    return True


# -- the question ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ParsedQuestion:
    raw: str  # the question's start, spacing collapsed: what the intent rules read
    words: frozenset[str]  # normalised words (at most a few dozen), for names
    terms: tuple[str, ...]  # content words, in order, capped: the full-text terms
    named: tuple[str, ...]  # proper nouns and numbers among them: a fact must account for every one
    plain: tuple[str, ...]  # stems of the other content words, except generic race words
    numbers: frozenset[int]
    ordinals: frozenset[int]


def parse_question(question: str) -> ParsedQuestion:
    if len(question) > MAX_QUESTION_CHARS:  # cut at a space, not inside a word
        question = (question[:MAX_QUESTION_CHARS].rsplit(None, 1) or [""])[0]
    raw = " ".join(question.split())
    letters = [c for c in raw if c.isalpha()]
    shouting = sum(c.isupper() for c in letters) * 2 > len(letters)
    terms: dict[str, bool] = {}  # word -> specific
    words: list[str] = []
    for i, match in enumerate(_WORD.finditer(raw)):
        token = match.group()
        for word in normalize(token).split():
            if len(words) < 64:
                words.append(word)
            if word in _STOP or (len(word) == 1 and not word.isdigit()) or len(terms) >= MAX_TERMS:
                continue
            capital = not shouting and token[0].isupper() and (i > 0 or word not in _GENERIC)
            terms[word] = terms.get(word, False) or capital or any(c.isdigit() for c in word)
    numbers = {int(w) for w in words if w.isdigit() and len(w) < 6}
    numbers |= {_NUMBER_WORDS[w] for w in words if w in _NUMBER_WORDS}
    ordinals = {n for m in _ORDINAL.finditer(raw) if (n := parse_ordinal(m.group())) is not None}
    return ParsedQuestion(
        raw=raw,
        words=frozenset(words),
        terms=tuple(terms),
        named=tuple(w for w, s in terms.items() if s),
        plain=tuple(_stem(w) for w, s in terms.items() if not s and w not in _GENERIC),
        numbers=frozenset(numbers),
        ordinals=frozenset(ordinals),
    )


def _stem(word: str) -> str:
    """A crude English stem, the same on both sides of a comparison ("crashed", "crashes" -> "crash")."""
    for suffix in ("ing", "est", "ed", "es", "s"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3 and not word.endswith("ss"):
            word = word[: -len(suffix)]
            break
    return word[:-1] if word.endswith("e") and len(word) > 3 else word


def _stems(text: str) -> set[str]:
    """The words of `text` and their stems."""
    words = normalize(text).split()
    return {*words, *(_stem(w) for w in words)}


def _has(stem: str, stems: Iterable[str]) -> bool:
    """`stem` is among `stems`, allowing a typo in a long word."""
    stems = stems if isinstance(stems, (set, frozenset)) else set(stems)
    if stem in stems:
        return True
    if len(stem) < 5 or any(c.isdigit() for c in stem):
        return False  # short words and numbers must match exactly
    edits = 1 if len(stem) <= 8 else 2
    return any(
        abs(len(s) - len(stem)) <= edits and OSA.distance(s, stem, score_cutoff=edits) <= edits for s in stems
    )


# -- facts -----------------------------------------------------------------------------------------


def _cues(raw: str) -> tuple[dict[str, float], set[str]]:
    """Relation -> weight of its best cue in the question; and the stems of the words cues matched
    (words that say what is asked, which no fact needs to repeat)."""
    weights: dict[str, float] = {}
    intent: set[str] = set()
    for relations, weight, rx, required in _COMPILED:
        spans = [m.group() for m in rx.finditer(raw)]
        if not spans or (required is not None and not required.search(raw)):
            continue
        if required is not None:
            spans += [m.group() for m in required.finditer(raw)]
        intent |= _stems(" ".join(spans))
        for relation in relations:
            weights[relation] = max(weights.get(relation, 0.0), weight)
    return weights, intent


def _key_words(name: str) -> list[str]:
    words = [w for w in normalize(name).split() if w not in _SUFFIXES and w not in ("and", "the")]
    return [w for w in words if w not in _TAILS] or words


def _parts(text: str) -> list[str]:
    return [p.strip() for p in re.split(r"\||\bof\b|\band\b", text) if p.strip()]


def _surname_counts(facts: Sequence[dict]) -> Counter[str]:
    names = {
        tuple(_key_words(p))
        for f in facts
        for field in (f["subject"], f["value"])
        for p in _parts(field)
        if any(c.isupper() for c in p)
    }
    return Counter(k[-1] for k in names if k)


def _entity_score(fact: dict, q: ParsedQuestion, surnames: Counter[str]) -> tuple[float, float]:
    """How well the question names the fact's (subject, value): 3 a full name, 2.5 a unique surname or
    the same number or ordinal, 0 not named."""
    scores = []
    for field in (fact["subject"], fact["value"]):
        best = 0.0
        for part in [] if field == fact.get("race") else _parts(field):
            ordinal = parse_ordinal(part)
            if ordinal is not None:
                best = max(best, 2.5 if ordinal in q.ordinals else 0.0)
            elif part.isdigit():
                best = max(best, 2.5 if int(part) in q.numbers else 0.0)
            elif any(c.isupper() for c in part):
                keys = _key_words(part)
                hits = [_has(k, q.words) for k in keys]
                if keys and all(hits):
                    best = max(best, 3.0)
                elif len(keys) > 1 and hits[-1] and surnames[keys[-1]] <= 1 and not keys[-1].isdigit():
                    best = max(best, 2.5)
        scores.append(best)
    return scores[0], scores[1]


def _score(fact: dict, weight: float, intent: set[str], q: ParsedQuestion, surnames: Counter[str]) -> float:
    """The fact's score as the answer to `q`, or 0 when it cannot be the answer."""
    subject_hit, value_hit = _entity_score(fact, q, surnames)
    keyed = fact["relation"] in _KEYED
    if keyed and not (subject_hit or value_hit):
        return 0.0
    if keyed and " of " in fact["subject"]:  # "spotter of X": the question must ask for a spotter
        role = fact["subject"].partition(" of ")[0]
        if not all(_has(_stem(w), {_stem(x) for x in q.words}) for w in normalize(role).split()):
            return 0.0
    ranged = not keyed and fact["subject"] != fact.get("race")
    scope = {int(n) for n in re.findall(r"\b\d{1,4}\b", fact["subject"])} if ranged else set()
    asked = q.numbers | q.ordinals
    if scope and asked and not scope & asked:
        return 0.0  # "Stage 2" when the question asks about the first stage
    own = _stems(fact_text(fact))
    known = own.union(*(_stems(s["sentence"]) for s in fact.get("sources", [])))
    if not all(_has(t, known) for t in q.named):
        return 0.0  # the question names something this fact and its sources do not
    plain = [t for t in q.plain if t not in intent]
    if sum(not _has(t, known) for t in plain) * 2 > len(plain):
        return 0.0
    given = (subject_hit and value_hit) if keyed else value_hit
    overlap = sum(_stem(t) in own for t in q.terms) / len(q.terms)
    return (
        weight
        + max(subject_hit, value_hit)
        + (2.0 if scope & asked else 0.0)
        + 1.5 * overlap
        - (2.0 if given else 0.0)
    )


def best_fact(q: ParsedQuestion, facts: Sequence[dict], ranked: dict[str, float]) -> dict | None:
    """The fact that answers `q`, or None. `ranked` is the full-text score of facts by id."""
    cues, intent = _cues(q.raw)
    if not cues:
        return None
    surnames = _surname_counts(facts)
    top = max(ranked.values(), default=0.0) or 1.0
    best: tuple[float, int, dict] | None = None
    for i, fact in enumerate(facts):
        weight = cues.get(fact["relation"])
        if weight is None:
            continue
        score = _score(fact, weight, intent, q, surnames)
        if score <= 0:
            continue
        score += 0.5 * max(ranked.get(fact["id"], 0.0), 0.0) / top
        if score >= MIN_LEAD_SCORE and (best is None or score > best[0]):
            best = (score, -i, fact)
    return None if best is None else best[2]


def phrase(fact: dict, facts: Sequence[dict]) -> str:
    """One line stating `fact`: "Kyle Larson, by 0.001 seconds", "Martin Truex Jr. finished fourth"."""
    relation, subject, value, race = fact["relation"], fact["subject"], fact["value"], fact.get("race", "")

    def other(name: str) -> str | None:
        return next((f["value"] for f in facts if f["relation"] == name and f.get("race") == race), None)

    if relation == "winner" and (margin := other("margin")):
        return f"{value}, by {margin}"
    if relation == "margin":
        winner = other("winner")
        return f"{winner} won by {value}" if winner else f"The winning margin was {value}"
    if relation == "role":
        role, _, owner = subject.partition(" of ")
        return f"{value} was {owner}'s {role}"
    if relation == "neutralised_by":
        kind, _, verb = subject.partition("|")
        return f"{value}'s {verb} brought out the {kind}"
    if relation == "lead_changes":
        return f"There were {value} lead changes" + (f" in {subject}" if subject != race else "")
    text = _PHRASES.get(relation, "{s}: {v}").format(s=subject.replace("|", ", "), v=value, r=race)
    return text[:1].upper() + text[1:]


# -- answering -------------------------------------------------------------------------------------


def _covered(text: str, q: ParsedQuestion) -> int:
    stems = _stems(text)
    return sum(_has(_stem(t), stems) for t in q.terms)


def _relevant(text: str, q: ParsedQuestion) -> bool:
    """The sentence shares at least half of the question's content words."""
    covered = _covered(text, q)
    return covered > 0 and covered * 2 >= len(q.terms)


async def ask(storage: Storage, bank: FactBank, question: str, *, limit: int = 3) -> AskAnswer:
    """Answer `question` from the documents: the fact that answers it (if any) phrased as the lead, then
    up to `limit` quoted sentences with their documents; found=False when the documents do not say."""
    q = parse_question(question)
    if not q.terms or limit < 0:
        return AskAnswer(None, [], False)
    facts = bank.facts()
    hits = await storage.search_sentences(q.terms, limit=max(12, 4 * limit))
    ranked = {h.id: h.score for h in await storage.search_facts(q.terms, limit=30)}
    fact = best_fact(q, facts, ranked)
    quotes: dict[str, Quote] = {}
    if fact is not None:
        for sentence, document in _source_order(fact, q, hits):
            quotes.setdefault(sentence, Quote(sentence, document, bank.title_of(document)))
    elif q.named and await storage.absent_terms(q.named):
        hits = []  # the question names something no document mentions
    for hit in hits:
        if len(quotes) >= limit:
            break
        if hit.text not in quotes and _relevant(hit.text, q):
            quotes[hit.text] = Quote(hit.text, hit.document, hit.title)
    lead = phrase(fact, facts) if fact is not None else None
    kept = list(quotes.values())[:limit]
    return AskAnswer(lead, kept, lead is not None or bool(kept))


def _source_order(fact: dict, q: ParsedQuestion, hits: Sequence[SentenceHit]) -> list[tuple[str, str]]:
    """The fact's source sentences, those sharing most words with the question (then bm25) first."""
    rank = {h.text: i for i, h in enumerate(hits)}
    sources = list(dict.fromkeys((s["sentence"], s["document"]) for s in fact.get("sources", [])))
    order = sorted(
        range(len(sources)),
        key=lambda i: (-_covered(sources[i][0], q), rank.get(sources[i][0], len(rank)), i),
    )
    return [sources[i] for i in order]
