"""Reports that tell more races of one meeting than their own: another class ("In the 250cc category,
...") whose sentences are left out, and the other division of one event ("Kirui won the Boston Marathon
... Kiplagat won the women's race"), whose part of the report is read as a race of its own."""

from __future__ import annotations

import re
from dataclasses import replace

from bot.factbank.ingest import IngestedDocument, Sentence

_KINDS = r"(?= (?:race|division|title|event|marathon|crown|field|competition|contest)\b)"  # "the women race": no "'s"
_OTHER_CLASS = (
    r"(?! (?:wheelchair|hand-?cycle|push-?rim|junior|masters|amateur)\b)"  # not the race of a class
)
_MENS = rf"(?<![Ww]o)\b[Mm]en(?:['’]s|{_KINDS}){_OTHER_CLASS}"
_WOMENS = rf"\b[Ww]omen(?:['’]s|{_KINDS}){_OTHER_CLASS}"
_DIVISION_WON = (
    r"(?:won|wins|took|captured|claimed|clinched) the {d} (?:race|division|title|event|marathon|crown|bracket|contest)|"
    # "won her second straight Chicago Marathon women's title"
    r"(?:won|wins|took|captured|claimed|clinched) (?:his|her|their) (?:[\w\-]+ ){{1,5}}?{d} (?:title|crown)|"
    r"{d} (?:race|division|title|event|contest) (?:was won by|went to)|"
    r"(?:^|[.!?] )(?:In|For) the {d} (?:race|division|event|competition|marathon|contest)\b|"  # "In the women's race, X"
    r"\bas (?:the )?{d} (?:champion|winner)\b"  # "she repeated as women's champion"
)
# Series whose races are held for men and women apart: a report that names no division is the winner's
_DIVIDED = frozenset({"marathon", "triathlon", "ski"})
_HE = re.compile(r"\b(?:he|his|him|himself)\b", re.I)
_SHE = re.compile(r"\b(?:she|her|hers|herself)\b", re.I)


def other_of(division: str) -> str:
    """The other division than `division` ("men's" for "women's")."""
    return "women's" if division == "men's" else "men's"


def pronoun_division(doc: IngestedDocument, series: str) -> str:
    """ "men's" or "women's" for a report of a divided sport that names no division ("Brownlee won the
    triathlon ... His victory"): the pronouns its opening uses, all of one kind, at least twice, before it
    turns to someone of the other kind."""
    if series not in _DIVIDED:
        return ""
    he = she = 0
    for sent in [s for s in doc.sentences[:6] if "quote" not in s.flags]:
        h, sh = len(_HE.findall(sent.plain)), len(_SHE.findall(sent.plain))
        if (he >= 2 and not she and sh and not h) or (she >= 2 and not he and h and not sh):
            break  # "Earlier, Tamm scored an upset to win her debut marathon": the other division from here
        he, she = he + h, she + sh
    if he >= 2 and not she:
        return "men's"
    if she >= 2 and not he:
        return "women's"
    return ""


def report_division(doc: IngestedDocument) -> str:
    """ "men's" or "women's" when a report tells both divisions of one event and marks only the other one
    as such ("Kirui won the Boston Marathon ... Kiplagat won the women's race"): the report's own race is
    the division it leaves unmarked. "" otherwise."""
    if doc.division:
        return doc.division  # a part made by `division_part`
    text = " ".join(s.plain for s in doc.sentences[:200])
    women_won = re.search(_DIVISION_WON.format(d=_WOMENS), text)
    men_won = re.search(_DIVISION_WON.format(d=_MENS), text)
    if women_won and not men_won:
        return "men's"
    if men_won and not women_won:
        return "women's"
    if men_won and women_won:  # "Radcliffe won the women's race ... In the men's division it was Lel":
        return "women's" if women_won.start() < men_won.start() else "men's"  # the one it tells first
    return ""


def other_division(plain: str, division: str) -> int:
    """Where a sentence starts to speak of the other division than the report's own ("the women's race"),
    or -1; a sentence naming both divisions ("a sweep of the men's and women's divisions") does not."""
    if not division:
        return -1
    other = re.search(_WOMENS if division == "men's" else _MENS, plain)
    if other is None or re.search(_MENS if division == "men's" else _WOMENS, plain):
        return -1
    return other.start()


def _of_gender(plain: str, division: str, not_of: str) -> bool:
    """Does a sentence speak of someone of `division` by pronoun ("to win her debut marathon"), of no one of
    the other, and name no division?"""
    if re.search(f"{_MENS}|{_WOMENS}", plain):
        return False  # "a sweep for her nation of the men's and women's divisions": it says whose
    he, she = _HE.search(plain), _SHE.search(plain)
    return bool(she and not he) if division == "women's" and not_of == "men's" else bool(he and not she)


def turned_sentences(doc: IngestedDocument, own: str) -> set[int]:
    """The sentences (by index) that tell the other division's race: the one that turns to it ("Carfrae won
    the women's race") and those after it that name no one of the report's own race ("Ryf was second in
    9:02:57."), until one names its own division or one of its people again. A later sentence naming only
    the other division's people turns again ("Ryf was timed in 8:57")."""
    if not own:
        return set()
    other = other_of(own)
    turned: set[int] = set()
    ours: set[str] = set()  # the last words of the names the report's own part gives
    theirs: set[str] = set()  # ... and those of the people a turn names
    active = False
    for index, sent in enumerate(doc.sentences):
        names = {m.text.split()[-1] for m in sent.mentions if m.kind in {"person", "surname"}}
        if (at := other_division(sent.plain, own)) >= 0 or (index and _of_gender(sent.plain, other, own)):
            cut = turn_cut(sent, at, other) if at >= 0 else 0  # "Hassan scored an upset to win her debut"
            theirs |= {
                m.text.split()[-1]
                for m in sent.mentions
                if m.kind in {"person", "surname"} and m.start >= cut
            }
            turned.add(index)
            active = True
        elif (active or names & theirs) and not names & ours and other_division(sent.plain, other) < 0:
            turned.add(index)
            active = True
        else:
            active = False
            ours |= names - theirs
    return turned


_CLAUSE_BREAK = re.compile(r",? and |; |, while |, with |, as ")


def turn_cut(sent: Sentence, at: int, other: str) -> int:
    """Where the clause that turns to the other division at `at` starts: its last clause break before `at`,
    or 0 when the whole sentence turns: no break, or the clause after it names no one and goes on about the
    other division's person by pronoun ("Jeptoo raised her arms and sank ... after she repeated as women's
    champion")."""
    cuts = [m.start() for m in _CLAUSE_BREAK.finditer(sent.plain, 0, at)]
    if not cuts:
        return 0
    cut = cuts[-1]
    pronoun = _SHE if other == "women's" else _HE
    if not any(m.start >= cut and m.kind in {"person", "surname"} for m in sent.mentions) and pronoun.search(
        sent.plain, cut
    ):
        return 0
    return cut


def before_clause(sent: Sentence, at: int, other: str = "") -> Sentence | None:
    """The sentence up to the clause that turns to the other division at `at` (blanked after it), or None
    when the whole sentence turns (see `turn_cut`)."""
    cut = turn_cut(sent, at, other)
    if not cut:
        return None
    plain = sent.plain[:cut] + " " * (len(sent.plain) - cut)
    return replace(sent, plain=plain, mentions=tuple(m for m in sent.mentions if m.end <= cut))


def _after_clause(sent: Sentence, at: int, other: str) -> Sentence:
    """The sentence from the clause that turns to the other division on (blanked before it)."""
    cut = turn_cut(sent, at, other)
    cuts = [m.end() for m in _CLAUSE_BREAK.finditer(sent.plain, cut, at)] if cut else []
    cut = cuts[0] if cuts else 0
    plain = " " * cut + sent.plain[cut:]
    return replace(sent, plain=plain, mentions=tuple(m for m in sent.mentions if m.start >= cut))


def division_part(doc: IngestedDocument, series: str = "") -> IngestedDocument | None:
    """The other division's part of a report of two divisions: the clauses and paragraphs that turn to
    it, as a document of its own (named apart, citing the report's file), or None."""
    own = report_division(doc) or pronoun_division(doc, series)
    if not own or _events_of_a_meet(doc):
        return None
    other = other_of(own)
    kept: list[Sentence] = []
    turned = turned_sentences(doc, own)
    for index, sent in enumerate(doc.sentences):
        at = other_division(sent.plain, own)
        if at >= 0:
            kept.append(_after_clause(sent, at, other))
        elif index in turned and other_division(sent.plain, other) < 0:
            kept.append(sent)
    if not kept:
        return None
    return IngestedDocument(
        f"{doc.name} ({other} race)", doc.sha256, doc.title, tuple(kept), (), part_of=doc.name, division=other
    )


# A track or pool event named by its distance: "the 10,000m", "100m champion", "bronze in the 200m"
_EVENT_DISTANCE = re.compile(
    r"\b(\d{1,2},\d{3}|\d{2,5}) ?(?:m|metres|meters)\b(?= (?:champion|title|final|gold|silver|bronze|race|event|heats?|"
    r"dash|hurdles|freestyle|butterfly|backstroke|breaststroke|medley)\b)|"
    r"\b(?:in|won|the|men['’]s|women['’]s) (?:the )?(\d{1,2},\d{3}|\d{2,5}) ?(?:m|metres|meters)\b(?! (?:to go|left|mark)\b)"
)


def _events_of_a_meet(doc: IngestedDocument) -> bool:
    """Does a report tell events of several distances ("the 10,000m", "100m champion")? Then a bare "won the
    men's title" may be another event's, not a division of the report's own."""
    told = {
        (m.group(1) or m.group(2)).replace(",", "")
        for s in doc.sentences[:200]
        for m in _EVENT_DISTANCE.finditer(s.plain)
    }
    return len(told) > 1


# A class of racing that one meeting runs several races of: "500cc", "Moto2", "Formula 2", "Xfinity".
_CLASS = r"\d{2,4} ?cc|(?:500|350|250|125|80|50)(?= (?:GPs?|race|class|category)\b)|Moto[23E]|MotoGP|Formula [234]|F[234]|GP[23]|Supersport|Superbike|Xfinity|Nationwide|Truck"
_CLASS_NAMED = re.compile(rf"\b(?P<c>{_CLASS})\b")
_CLASS_RACE = re.compile(
    rf"\b(?P<c>{_CLASS})(?: Series)?(?: world)? (?:race|category|class|title|crown|support race|event|winner)\b"
)
_SECTION = re.compile(
    rf"^\W*(?:In|At) the (?:[\w\-'’]+ ){{0,3}}?(?:(?P<c>{_CLASS})(?: Series)? )?"
    r"(?P<noun>category|class|division|support race|race|event)s?,"
)


_SEPARATE_DIVISION = re.compile(
    r"\b(?:wheelchair|handcycle|push-?rim|junior|juniors|masters|amateur|youth|veterans?|para|under-\d+|U\d+)\b",
    re.I,
)


# A track or pool event of a meet that runs several ("the men's 5,000 metres", "the women's 100m freestyle"):
# each its own race, so the places a report tells after another event's win are that event's.
_DISTANCE = (
    r"(?:\d,\d{3}|\d{2,5}) ?(?:m|metres|meters)\b(?: (?:hurdles|steeplechase|freestyle|backstroke|breaststroke|"
    r"butterfly|individual medley|medley))?"
)
_EVENT_WON = re.compile(
    r"\b(?:won|wins|winning|took|takes|claimed|claims|captured|captures|(?:victory|win|gold|title|triumph) in) the "
    rf"(?:(?:[Mm]en|[Ww]omen)['’]s )?(?P<c>{_DISTANCE})(?! (?:to go|left|mark|from|out)\b)"
)


def _class_key(name: str) -> str:
    if re.match(r"\d", name) and re.search(r"\d ?(?:m|metres|meters)\b", name):  # "5,000 metres" is "5000m"
        name = re.sub(r" ?(?:metres|meters|m)\b", "m", name.replace(",", ""))
    return name.replace(" ", "").lower().removesuffix("cc")  # "500cc" and "500 GP" are one class


def main_class(doc: IngestedDocument) -> str:
    """The class of racing a report's headline or opening names ("500cc" in "the 500cc world champion"),
    or "" when it names none."""
    for text in (doc.title, *(s.plain for s in doc.sentences[:2])):
        if m := _CLASS_NAMED.search(text):
            return m.group("c")
    for text in (doc.title, *(s.plain for s in doc.sentences[:2])):
        if m := _EVENT_WON.search(text):  # "X won the men's 5,000 metres": one event of the meet
            return m.group("c")
    return ""


def other_class(plain: str, main: str) -> tuple[str, bool]:
    """The other class of racing a sentence tells the race of ("clinched the 125cc world title" in a
    500cc report), and whether it opens a section about it ("In the 250cc category, ...")."""
    if (m := _SECTION.match(plain)) and (
        _class_key(m.group("c")) != _class_key(main)
        if m.group("c")
        else (main and m.group("noun") in {"category", "class", "division", "support race"})
        or bool(_SEPARATE_DIVISION.search(m.group(0)))  # "In the wheelchair division, X triumphed"
    ):
        return m.group("c") or "other", True
    for m in _CLASS_RACE.finditer(plain):
        if main and _class_key(m.group("c")) != _class_key(main):
            return m.group("c"), False
    if main and re.match(r"\d", main):  # "Y sprinted to victory in the men's 100m": the meet's next event
        for m in _EVENT_WON.finditer(plain):
            if _class_key(m.group("c")) != _class_key(main):
                return m.group("c"), True
    return "", False


# A sentence about a class's own result: "win the WRC3 class", "his class lead", "second in class". Places
# it and the rest of its paragraph give without "overall" are that class's ("Patel was second").
_CLASS_TALK = re.compile(
    r"\b[A-Z0-9][\w\-]* class\b(?! of\b)|\bclass (?:lead|leader|win|wins|winner|victory|honou?rs|podium|title)\b|"
    r"\bin (?:his |her |their |the )?class\b"
)
_OVERALL = re.compile(r"\boverall\b", re.I)


def class_talk(plain: str) -> bool:
    """Does a sentence tell a class's own result ("Rai won the WRC3 class")?"""
    return bool(_CLASS_TALK.search(plain))


def overall(plain: str) -> bool:
    """Does a sentence say its places are overall ("finished seventh overall")?"""
    return bool(_OVERALL.search(plain))
