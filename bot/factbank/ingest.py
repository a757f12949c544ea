"""Per-document work: decode, strip boilerplate, paragraphs, sentences, quotes, hedges, mentions.

The result is JSON-serialisable so the build can cache it by the document's sha256.
"""

from __future__ import annotations

import hashlib
import logging
import re
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, replace

from bot.factbank.entities import Mention, find_mentions
from bot.factbank.entity_words import STATE_IN_NAME, SUFFIXES
from bot.factbank.paragraphs import END_PUNCT, STORY_BREAK, split_paragraphs
from bot.factbank.quotes import quote_mask, unquoted, unreported
from bot.factbank.sentence_split import split_sentences
from bot.factbank.tables import Row, result_rows
from bot.factbank.text import Deadline, DecodeError, TooSlow, to_plain

log = logging.getLogger(__name__)

INGEST_VERSION = 31  # bump when the cached form changes, or what ingesting a document gives (its mentions)
DEFAULT_MAX_BYTES = 1_000_000
DEFAULT_TIME_BUDGET = 30.0  # seconds to read one document; a 1 MB report takes a few
MAX_READ_CHARS = 250_000  # of a document's text; real race reports run to a few thousand

_RACE_WORDS = re.compile(
    r"\b(?:race[sd]?|racing|lap|laps|beat|edged|finish(?:ed)?|driver|won|wins?|victory|stage|pole|caution|podium|grid|"
    r"speedway|circuit|raceway|checkered|chequered|overtime|qualif\w+|pit|championship|grand prix|derby|jockey|"
    r"trainer|lengths?|furlongs?|rally|marathon|regatta|sprint(?:ed|er)?|peloton|yacht|line honours|finishers?|"
    r"downhill|slalom|medal)\b",
    re.I,
)
# "would" of a story told in the past ("The pair would battle side-by-side ... with X edging Y", "Y would go on
# to win") tells what happened; "would" after "said", "if", "that", or before "be" or an "if", what might have
_NARRATED = (
    r"(?:(?:eventually|ultimately|later|soon|then|again|quickly|finally) )?(?:go|battle|finish|hold|take|lead|pass|"
    r"pull|cross|come|end|fly|stop|change|swap|slam|run|climb|move|retire|spin|crash|step|drive|regain|collect|"
    r"score|emerge|storm|charge|surge|power|cruise|hang|edge|beat|outduel|outlast|fend|reclaim|retake)\b"
)
_WOULD = (
    r"(?:that|if|whether|unless|said|says|told|tell|thought|think|feared|fears?|hoped?|hoping|hopes|knew|know|"
    r"believed?|expected|predicted|ensuring|ensured|meant|what|wished|wish|sure|certain|afraid|worried|promised|"
    r"announced|only|how|I|we|you)\b[^,.;:]{0,50}?\b(?-i:would)|(?-i:would)(?! "
    + _NARRATED
    + r"(?![^.;]{0,60}\bif\b))"
)
_PAST = {
    "finish": "finished",
    "go": "went",
    "take": "took",
    "hold": "held",
    "come": "came",
    "end": "ended",
    "cross": "crossed",
    "claim": "claimed",
    "score": "scored",
    "collect": "collected",
    "edge": "edged",
    "beat": "beat",
    "pass": "passed",
    "lead": "led",
    "retake": "retook",
    "regain": "regained",
}
_WOULD_DO = re.compile(
    r"\bwould (?:(eventually|ultimately|later|soon|then|again|quickly|finally) )?(" + "|".join(_PAST) + r")\b"
)


def _did(m: re.Match[str]) -> str:
    return (f"{m.group(1)} " if m.group(1) else "") + _PAST[m.group(2)]


_HEDGE = re.compile(
    r"\b(?:thought|thinks?|believed?|believes|appear(?:ed|s)? to|seem(?:ed|s)?|as if|as though|"
    r"perceived|initially|looked like|looked as|might|could have|would have|may have|hoped?|"
    r"expected to|reportedly|allegedly|supposedly|presumably|apparently|started to|begun to|began to|"
    r"before learning|(?:almost|nearly)(?! (?:\d|(?:an?|half|one|two|three|four|five|six|seven|eight|nine|"
    r"ten|twenty|thirty|forty|fifty|hundred|every|all)\b))|had the race|if the race|no idea|unsure|rumou?red|(?-i:will)|"
    r"going to|plans? to|\w+['’]ll|can (?:make|become|win|take|clinch|complete|join|add)|"
    + _WOULD
    + r")\b",  # still to come
    re.I,
)
_OTHER_EVENT = re.compile(
    r"\b(?:last (?:week|year|season|spring|summer|fall|autumn|winter|month|time|round)\b(?! of)|previous round|a year ago|years? earlier|(?:in|at|won) that year['’]s|previous(?:ly)?(?! (?:dominant|unbeaten|undefeated|"
    r"winless|unknown|untested|struggling|dominating|leading|quick|fast|strong|slow)\b)|earlier this "
    r"(?:season|year|month)|(?:a|one|two|three|four|five|six|seven|eight|nine|ten|a few|several|\d+) (?:weeks?|months?|"
    r"fortnights?) (?:ago|earlier)|(?<!\bin )(?:just |only )?(?:a|one|two|three|four|five|six|seven|eight|nine|ten|a few|several|\d+) "
    r"(?:days?|weeks?|months?) after\b|the day before|the week before|(?:in|back in|since|during) (?:19|20)\d\d|"
    r"record (?:was|of|stood|set)|former record(?! holders?\b)|earlier (?:won|took|claimed|beat)|had already (?:won|taken|claimed)|"
    r"since (?-i:[A-Z])[\w'’\-.]*(?:,? (?:and )?(?-i:[A-Z])[\w'’\-.]*){0,4} (?:\w+ly )?(?:won|took|claimed|captured|triumphed|prevailed|"
    r"last won|did it))\b",  # "the first win for a Ford since Bo Lind won at Dover": another race
    re.I,
)


@dataclass(frozen=True, slots=True)
class Sentence:
    text: str  # verbatim (whitespace normalised)
    plain: str  # quoted passages replaced by QUOTE; reported speech cut off
    para: int
    flags: tuple[str, ...]  # "quote", "hedge", "other", "reported", "break" (a new story starts)
    mentions: tuple[Mention, ...]  # over `plain`

    def to_dict(self) -> dict:
        return {
            "text": self.text,
            "plain": self.plain,
            "para": self.para,
            "flags": list(self.flags),
            "mentions": [m.to_list() for m in self.mentions],
        }

    @classmethod
    def from_dict(cls, d: dict) -> Sentence:
        return cls(
            d["text"],
            d["plain"],
            int(d["para"]),
            tuple(d["flags"]),
            tuple(Mention.from_list(m) for m in d["mentions"]),
        )


@dataclass(frozen=True, slots=True)
class IngestedDocument:
    name: str
    sha256: str
    title: str
    sentences: tuple[Sentence, ...]
    rows: tuple[Row, ...] = ()  # a results table under the report, when there is one
    # A part of a report that tells a second division of its event ("the women's race"): the file it is
    # part of (its sources cite that file) and the division. Parts are made from a read report and
    # never cached.
    part_of: str = ""
    division: str = ""

    @property
    def file(self) -> str:
        """The file the report's sentences come from."""
        return self.part_of or self.name

    def to_dict(self) -> dict:
        return {
            "kind": "ingested",
            "version": INGEST_VERSION,
            "name": self.name,
            "sha256": self.sha256,
            "title": self.title,
            "sentences": [s.to_dict() for s in self.sentences],
            "rows": [[r.position, r.name, r.line, r.gap] for r in self.rows],
        }

    @classmethod
    def from_dict(cls, d: dict) -> IngestedDocument:
        rows = tuple(
            Row(int(r[0]), str(r[1]), str(r[2]), str(r[3]) if len(r) > 3 else "") for r in d.get("rows", [])
        )
        return cls(
            d["name"], d["sha256"], d["title"], tuple(Sentence.from_dict(s) for s in d["sentences"]), rows
        )


@dataclass(frozen=True, slots=True)
class SkippedDocument:
    name: str
    sha256: str
    reason: str
    transient: bool = False  # the reason may not hold next time (it took too long): not to be cached

    def to_dict(self) -> dict:
        return {
            "kind": "skipped",
            "version": INGEST_VERSION,
            "name": self.name,
            "sha256": self.sha256,
            "reason": self.reason,
            **({"transient": True} if self.transient else {}),
        }

    @classmethod
    def from_dict(cls, d: dict) -> SkippedDocument:
        return cls(d["name"], d["sha256"], d["reason"], bool(d.get("transient", False)))


def document_from_dict(d: dict) -> IngestedDocument | SkippedDocument:
    return IngestedDocument.from_dict(d) if d.get("kind") == "ingested" else SkippedDocument.from_dict(d)


def ingest_document(
    name: str,
    data: bytes,
    *,
    max_bytes: int = DEFAULT_MAX_BYTES,
    time_budget: float | None = DEFAULT_TIME_BUDGET,
    clock: Callable[[], float] = time.monotonic,
) -> IngestedDocument | SkippedDocument:
    """Turn one file's bytes into sentences ready for extraction, or a one-line reason to skip it.

    Every step is linear in the document's size; should reading still take longer than
    ``time_budget`` seconds on ``clock`` (None: no limit), the document is skipped with that reason.
    """
    sha = hashlib.sha256(data).hexdigest()
    if len(data) > max_bytes:
        return SkippedDocument(name, sha, f"too large ({len(data):,} bytes; limit {max_bytes:,})")
    if not data.strip():
        return SkippedDocument(name, sha, "empty" if not data else "whitespace only")
    deadline = None if time_budget is None else Deadline.after(time_budget, clock)
    try:
        return _read(name, sha, data, deadline)
    except TooSlow as exc:
        log.warning("skipped %s: %s", name, exc)
        return SkippedDocument(name, sha, str(exc), transient=True)


def _read(name: str, sha: str, data: bytes, deadline: Deadline | None) -> IngestedDocument | SkippedDocument:
    try:
        text, title = to_plain(name, data, deadline)
    except DecodeError as exc:
        return SkippedDocument(name, sha, str(exc))
    except UnicodeDecodeError:
        return SkippedDocument(name, sha, "undecodable text")
    if not text.strip():
        return SkippedDocument(name, sha, "no text after removing markup")
    text = _LOST_COMMA.sub(", ", text)  # "over Kenyan Mark Korir.who was second": a comma lost in typing
    text = _GLUED_DASH.sub(" -- ", text)  # "the same--Al Unser Jr. wins": a dash between words
    text = _WIRE_DASH.sub(" -- ", text)  # "BEIJING _ Jan Frodeno": a wire's dash typed as an underscore
    text = _MOJIBAKE_DASH.sub(
        " -- ", text
    )  # "MEMPHIS, Tenn. ó While X": an em dash read in the wrong code page
    text = text.replace("``", '"').replace("''", '"')  # old wire copy's ``quotes'': real quotes
    if len(text) > MAX_READ_CHARS:  # a race report is a few thousand characters: read its first part
        cut = text.rfind("\n", MAX_READ_CHARS // 2, MAX_READ_CHARS)
        text = text[: cut if cut > 0 else MAX_READ_CHARS]
        log.info(
            "%s: read its first %s characters of text (a race report is far shorter)", name, f"{len(text):,}"
        )
    paragraphs, heading = split_paragraphs(text)
    title = title or heading
    sentences: list[Sentence] = []
    mentions: dict[str, tuple[Mention, ...]] = {}
    broken = False  # a story break came before this paragraph: its first sentence opens another story
    for p_index, para in enumerate(paragraphs):
        if para == STORY_BREAK:
            broken = True
            continue
        told = _sentences(para, p_index, deadline, mentions)
        if broken and told:
            told[0] = replace(told[0], flags=(*told[0].flags, "break"))
            broken = False
        sentences.extend(told)
    if sentences and not END_PUNCT.search(sentences[-1].text):
        sentences.extend(_complete_clauses(sentences.pop()))  # a truncated last sentence
    sentences = _without_openers(sentences, title or "")
    body = " ".join(s.text for s in sentences)
    racing = len(_RACE_WORDS.findall(body))
    tracks = any(m.kind in {"venue", "event"} for s in sentences for m in s.mentions)
    if racing < 2 and not (racing and tracks):
        return SkippedDocument(name, sha, "no race content found")
    return IngestedDocument(
        name,
        sha,
        title or (_short_title(sentences[0].text) if sentences else name),
        tuple(sentences),
        result_rows(text),
    )


_WIRE_DASH = re.compile(r"(?<=\S) _ (?=\S)")
_MOJIBAKE_DASH = re.compile(r"(?<=[.A-Z]) [óÑ] (?=[A-Z])")
_GLUED_DASH = re.compile(r"(?<=[a-z])--(?=[A-Z])")
_LOST_COMMA = re.compile(r"(?<=[a-z]{2})\.(?=(?:who|whose|which|while|whereas)\b)")


def _without_openers(sentences: list[Sentence], title: str) -> list[Sentence]:
    """Each sentence's opening person without what opens the sentence before the name: the dateline's
    state run into it ("SPARTA, Ky- Resolute Buddy Lazier drove ...") and, after a dateline, a capitalised
    word before a name the report gives on its own elsewhere ("Resolute Buddy Lazier", said nowhere else)."""
    said = Counter(m.text for s in sentences for m in s.mentions if m.kind == "person")
    said.update(m.text for m in find_mentions(title) if m.kind == "person")
    out = []
    for sent in sentences:
        m = next((x for x in sent.mentions[:2] if x.kind == "person"), None)
        if m is None:
            out.append(sent)
            continue
        start, text = m.start, m.text
        dateline = DATELINE.match(sent.plain)
        if dateline and start < dateline.end() < start + len(text):
            text = sent.plain[dateline.end() : start + len(text)].strip()
            start = m.start + len(m.text) - len(text)
        words = text.split()
        opens = dateline is not None and start == dateline.end()  # "Soren Kragh Andersen" opens with a name
        suffixed = len(words) == 3 and words[-1] in SUFFIXES
        # not "Martin Truex Jr." because a headline says "Truex Jr.": a surname and its suffix, no full name
        if opens and len(words) >= 3 and not suffixed and said[" ".join(words[1:])] and said[m.text] == 1:
            text, start = " ".join(words[1:]), start + len(words[0]) + 1
        if text == m.text:
            out.append(sent)
            continue
        trimmed = replace(m, start=start, text=text)
        out.append(replace(sent, mentions=tuple(trimmed if x is m else x for x in sent.mentions)))
    return out


def _complete_clauses(last: Sentence) -> list[Sentence]:
    """The clauses of a truncated sentence before its last comma, flagged "truncated" (or nothing)."""
    cut = last.text.rfind(", ")
    if cut <= 0 or len(last.text[:cut].split()) < 5:
        return []
    return [
        replace(s, flags=(*s.flags, "truncated"))
        for s in _sentences(last.text[:cut], last.para)
        if "quote" not in s.flags
    ]


def _sentences(
    para: str,
    p_index: int,
    deadline: Deadline | None = None,
    mentions: dict[str, tuple[Mention, ...]] | None = None,
) -> list[Sentence]:
    """The paragraph's sentences; `mentions` remembers each plain text's mentions (a file that repeats a
    sentence finds them once)."""
    mentions = {} if mentions is None else mentions
    if deadline is not None:
        deadline.check()
    mask = quote_mask(para)
    out: list[Sentence] = []
    for s, e in split_sentences(para):
        if deadline is not None:
            deadline.check()
        raw = para[s:e]
        lead = len(raw) - len(raw.lstrip())
        text = raw.strip()
        m = mask[s + lead : s + lead + len(text)]
        flags: list[str] = []
        if True in m:
            plain, quoted_share = unquoted(text, m)
            if quoted_share > 0.5:
                flags.append("quote")
        else:
            plain = text  # most sentences quote nobody: no walk over their characters
        plain = _caps_names(plain)
        if "(" in plain:
            plain = STATE_IN_NAME.sub("", plain)  # "Darlington (S.C.) Raceway"
        if "`" in plain:
            plain = _BACKTICK_S.sub("'", plain)  # "Saturday`s 200": a possessive typed with a backtick
        plain, reported = unreported(plain)
        if reported:
            flags.append("reported")
        if _HEDGE.search(plain):
            flags.append("hedge")
        elif "would " in plain:
            plain = _WOULD_DO.sub(_did, plain)  # "Y would finish second": Y finished second
        if _OTHER_EVENT.search(plain):
            flags.append("other")
        if (found := mentions.get(plain)) is None:
            found = mentions[plain] = tuple(find_mentions(plain))
        out.append(Sentence(text, plain, p_index, tuple(flags), found))
    return out


HEDGE_RE = _HEDGE  # the context module scopes these to clauses
OTHER_EVENT_RE = _OTHER_EVENT


# A headline's verbs, as a title-case headline capitalises them ("Power Wins Race But Pagenaud Steals the Show").
_TITLE_VERB = re.compile(
    r"\b(?:Wins|Won|Takes|Claims|Captures|Clinches|Prevails|Triumphs|Holds Off|Hangs On|Holds On|Outlasts|"
    r"Outduels|Beats|Edges|Survives|Steals|Storms|Soars|Cruises|Rolls|Powers|Charges|Bursts|Scores|Seals|"
    r"Snatches|Spoils|Pips|Denies|Tops|Downs|Drives|Outpaces|Outruns|Outguns|Conquers|Tames|Victory|Win|Triumph|"
    r"Ends|Snaps|Breaks|Shakes|Halts|Secures|Grabs|Nabs|Bags|Earns|Collects|Notches|Dominates|Romps|Sweeps)\b"
)
_TITLE_WORD = re.compile(r"\b[A-Za-z][a-z]{3,}\b")


# A report's dateline: "FORT WORTH, Texas —", "RICHMOND, Va. (AP) -".
DATELINE = re.compile(
    r"^\W*([A-Z][A-Z .'’\-]{2,40}?)(?:,\s*[A-Z][\w. ]{1,20})?\s*(?:\([^)]{1,40}\))?\s*(?:[-–—]{1,2}|//)\s"
)


# Two to four words in capitals inside a sentence in lowercase: a name a press release shouts
# ("KYLE BUSCH/No. 18 Toyota", "DAMON HILL'S victory").
_CAPS_RUN = re.compile(
    r"(?<![\w’'])(?:Mc|Mac)?[A-Z][A-Z’'\-.]+(?: (?:Mc|Mac)?[A-Z][A-Z’'\-.]+){1,3}(?![\w’'])"
)  # "PHIL McCALLEN" too


_BACKTICK_S = re.compile(r"(?<=\w)`(?=s\b)")


def _caps_names(plain: str) -> str:
    """`plain` with each run of capitalised words written as a name ("Kyle Busch"), at the same offsets;
    not in a sentence mostly in capitals, nor a dateline ("FORT WORTH, Texas —")."""
    if not _CAPS_RUN.search(plain):
        return plain
    letters = [c for c in plain if c.isalpha()]
    if sum(c.isupper() for c in letters) * 2 > len(letters):
        return plain
    dateline = DATELINE.match(plain)

    def fix(m: re.Match[str]) -> str:
        if dateline and m.start() < dateline.end():
            return m.group()
        if all(len(w.strip(".")) <= 3 for w in m.group().split(" ")):
            return m.group()  # "Team RAC BMW", "the AJ USA entry": initials and acronyms, no shouted name
        return " ".join(_name_case(w) for w in m.group().split(" "))

    return _CAPS_RUN.sub(fix, plain)


def _name_case(word: str) -> str:
    """ "KYLE" -> "Kyle", "McCALLEN" -> "McCallen"."""
    head = "Mac" if word.startswith("Mac") and word[3:4].isupper() else "Mc" if word.startswith("Mc") else ""
    rest = word[len(head) :]
    return head + rest[:1] + rest[1:].lower()


def title_cased(title: str) -> bool:
    """Are most of a headline's longer words capitalised ("Hill Outpaces Schumacher in Downpour")?"""
    words = _TITLE_WORD.findall(title)
    return len(words) >= 3 and sum(w[0].isupper() for w in words) * 4 >= len(words) * 3


def headline_text(title: str) -> str:
    """A title-case headline (most of its longer words capitalised) with its winning verbs lowercased, so
    "Power Wins Race" reads as "Power wins Race"; any other headline as it is."""
    if not title_cased(title):
        return title
    return _TITLE_VERB.sub(lambda m: m.group().lower(), title)


def _short_title(text: str, limit: int = 80) -> str:
    """A document with no headline is named by its first sentence, cut at a word with an ellipsis."""
    if len(text) <= limit:
        return text
    cut = text[: limit - 1].rsplit(" ", 1)[0].rstrip(" ,;:–-")
    return cut + "…"
