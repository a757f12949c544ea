"""Reading one report: every factual sentence's facts and winner votes, its results table, and one
winner decided from the votes (see `winner`), with the facts that depend on who won."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field, replace

from bot.factbank.ahead import ahead_of_pair
from bot.factbank.context import (
    factual_part,
    find_epithet,
    nationalities,
    of_another_day,
    of_another_year,
    of_this_year,
)
from bot.factbank.deciding import decide_winner
from bot.factbank.divisions import (
    before_clause,
    class_talk,
    main_class,
    other_class,
    other_division,
    other_of,
    overall,
    pronoun_division,
    report_division,
    turned_sentences,
)
from bot.factbank.entities import EPITHETS, MAKES, NON_PERSON, STOP_WORDS, find_mentions
from bot.factbank.entity_words import names_a_country
from bot.factbank.entries import entries
from bot.factbank.extract import extract
from bot.factbank.grid_places import without_grid_places
from bot.factbank.horses import RIDE_RELATIONS, horsemen, ridden_and_trained, rides
from bot.factbank.ingest import HEDGE_RE, OTHER_EVENT_RE, IngestedDocument, Sentence
from bot.factbank.margins import margins
from bot.factbank.merge import DocFacts
from bot.factbank.model import Source
from bot.factbank.moments import moments
from bot.factbank.names import (
    NameBook,
    Resolved,
    opening_pronoun,
    resolve,
    tag,
)
from bot.factbank.other_results import this_races_results
from bot.factbank.race import identify_safely, story_end
from bot.factbank.report_people import lead_people, local_people
from bot.factbank.results import places
from bot.factbank.running import DEMOTED
from bot.factbank.story_subject import HE, HE_ANYWHERE, SOMEONE, opens_with_person, speaks_only_of_his
from bot.factbank.table_rows import table_rows
from bot.factbank.tagged import Found, Tagged
from bot.factbank.values import ordinal_word, parse_ordinal
from bot.factbank.winner import Vote, behind_the_winner, sentence_votes

NEXT = re.compile(
    r"\b(?:heads|moves|goes|travels|returns)(?: next)? to\b[^.]*\bnext\b|\bnext (?:race|stop|event|round)\b|"
    r"\b(?:series|championship|tour|field)(?: next)? (?:heads|moves|goes|travels|returns|resumes|continues|races)"
    r"(?: on| next)? (?:to|at|in)\b",
    re.I,
)


@dataclass(frozen=True, slots=True)
class _Report:
    """What reading one sentence needs to know about its report."""

    book: NameBook
    local: set[str]  # the full names it writes out
    single: bool  # horses, yachts and crews go by one name
    singles: frozenset[str]  # one-word names it writes mid-sentence
    nations: dict[str, str]  # "german" -> the one person it introduced as German
    stage: str  # "stage 10" when it reports one stage of a stage race
    lead: frozenset[str]  # the people its headline names in full: a shared bare surname is theirs
    race_words: frozenset[str] = frozenset()  # the words of its race's name: "Belmont" is no horse
    near: frozenset[str] | None = None  # full names in reports of the same race (None: the whole book)
    race_name: str = ""  # its race's own name, without a division: "Ironman World Championship"
    home: frozenset[str] = frozenset()  # the first four letters of the words of its race's name and venue
    memo: dict = field(default_factory=dict)  # a tagged sentence -> its facts (a repeated one is read once)
    votes_memo: dict = field(default_factory=dict)

    def resolve(self, sent: Sentence) -> list[Resolved]:
        out = resolve(
            self.book,
            sent,
            self.local,
            single_names=self.single,
            known_singles=self.singles,
            lead=self.lead,
            near=self.near,
        )
        if self.single and self.race_words:  # "raced last for most of the Belmont": the race, no runner
            out = [r for r in out if not (r.kind == "person" and r.value in self.race_words)]
        # "the deserts of Saudi Arabia in a Toyota": a country, no one who drove; "to win La Flèche Wallonne":
        # the report's own race, whatever the book took it for
        return [
            replace(r, kind="place")
            if r.kind == "person" and names_a_country(r.value)
            else replace(r, kind="event")
            if r.kind == "org" and self.race_name and r.value == self.race_name
            else r
            for r in out
        ]


_NEXT_HOME = re.compile(
    r"^\W*(?:Next|Then) (?:across the (?:finish )?line|home|to the line|over the line|to finish)? ?(?:were|was|came)\b"
)


_LIST_GLUE = re.compile(r"\s*(?:,|and|, and)?\s*\.?\s*")


# A fact sheet's line ("Finish: 1st", "Laps Led: 65"): not part of the story's opening
_FACT_SHEET_LINE = re.compile(r"^[A-Z][A-Za-z]+(?: [A-Za-z]+){0,2}: \S[^.]{0,60}$")


def read_document(doc: IngestedDocument, book: NameBook, near: frozenset[str] | None = None) -> DocFacts:
    """What one report states; a bare surname it never writes in full is looked up among `near`, the full
    names of the reports of the same race (the whole book when None)."""
    found: list[tuple[Found, Source]] = []
    events: Counter[str] = Counter()
    venues: Counter[str] = Counter()
    first: dict[str, Source] = {}
    prev_people: list[str] = []
    carried = False  # prev_people already kept over one sentence naming nobody
    prev_opens = False  # the last sentence opened with its first person, its subject
    last_place = 0  # the lowest finishing place the last sentence told ("Earnhardt's charge to second")
    local = local_people(book, doc)
    rid = identify_safely(doc)
    single = rid is not None and rid.series in _SINGLE_NAMED
    report = _Report(
        book,
        local,
        single,
        _mid_sentence_words(doc) if single else frozenset(),
        nationalities(list(doc.sentences), lambda text: book.person(text) or text),
        m.group() if rid is not None and (m := _STAGE_NAME.search(rid.name)) else "",
        lead_people(book, doc),
        frozenset(rid.name.split()) if rid is not None else frozenset(),
        near,
        re.sub(r" (?:men|women)['’]s race$", "", rid.name) if rid is not None else "",
        frozenset(w[:4].lower() for w in f"{rid.name} {rid.venue}".split())
        if rid is not None
        else frozenset(),
    )
    votes: list[tuple[Vote, Source]] = []
    riders = horsemen(doc, local) if rid is not None and rid.series == "horse racing" else set()
    klass = main_class(doc)
    switched = False  # "In the 250cc category, ...": the sentences from here on tell another class's race
    division = (
        (doc.division or report_division(doc) or pronoun_division(doc, rid.series))
        if rid is not None and rid.name
        else ""
    )  # "Kiptum ... his record. Hassan ... the best ever women's field": she ran another race
    aside_para = -1  # a paragraph that went on to the other division ("Kiplagat won the women's race")
    turned = turned_sentences(doc, division)  # ... and those that go on telling it
    rivals: set[str] = set()  # the people the report places in the other division
    class_para, class_rivals = -1, set[str]()  # a paragraph on another class's race, and its people
    talk_para = -1  # a paragraph telling a class's own result: its places are that class's
    told = 0  # the story's sentences so far: a fact sheet's label lines ("Finish: 1st") are not its opening
    for index, sent in enumerate(doc.sentences[: story_end(doc)]):
        story_index = told
        told += not _FACT_SHEET_LINE.match(sent.plain)
        other, opens = other_class(sent.plain, klass) if index >= 2 else ("", False)
        if opens or (switched and not other and klass and klass.lower() in sent.plain.lower()):
            switched = opens
        if other and not opens and other not in _SHARED_FIELDS:
            # "Lorenzo dominated the 250cc race": his paragraph, and who he raced, are that class's
            class_para = sent.para
            class_rivals |= {r.value for r in report.resolve(sent) if r.kind == "person"}
        elif (
            class_rivals
            and not (klass and klass.lower() in sent.plain.lower())
            and ({r.value for r in report.resolve(sent) if r.kind == "person"} & class_rivals)
        ):
            class_para = sent.para  # "Lorenzo's compatriot Bautista took second place": the 250cc race's
        if (at := other_division(sent.plain, division)) >= 0:
            own = before_clause(
                sent, at, other_of(division)
            )  # "X won the marathon, and Y captured the women's race": X's part
            cut = own.plain.rstrip().__len__() if own is not None else 0
            rivals |= {r.value for r in report.resolve(sent) if r.kind == "person" and r.mention.start >= cut}
            if own is None:
                aside_para = sent.para
            else:
                sent = own
        elif rivals and {r.value for r in report.resolve(sent) if r.kind == "person"} & rivals:
            aside_para = sent.para  # "Keitany's fellow Kenyan Kiplagat finished third": the other division
        if other or switched or sent.para in {aside_para, class_para} or (index in turned and at < 0):
            prev_people, carried, last_place = [], False, 0
            continue
        sent = of_another_year(of_this_year(sent, rid.year if rid else None), rid.year if rid else None)
        sent = of_another_day(sent, rid.day if rid else "")
        resolved = report.resolve(sent)
        people = [r.value for r in resolved if r.kind == "person"]
        lead = prev_people[0] if opening_pronoun(sent) and len(set(prev_people)) == 1 else None
        runners = [p for p in prev_people if p not in riders]  # "the six-year-old" is a horse
        source = Source(doc.file, sent.text)
        _count_race(sent.flags, resolved, events, venues, first, source)
        facts: list[Found] = []
        if {"quote", "reported"} & set(sent.flags) and (said := attribution(sent)) is not None:
            facts += _read(
                said, resolve(book, said, local, lead=report.lead, near=near), None, runners, report
            )
        if "quote" not in sent.flags:
            weight = 2.0 if story_index < 3 else 1.0 if story_index < 6 else 0.5
            then = (
                index > 0 and _WENT_ON.match(sent.plain) and _LAST_YEAR.search(doc.sentences[index - 1].plain)
            )
            # "X crossed over last year with A and B. A went on to win the race.": last year's race
            facts += _read(
                sent, resolved, lead, runners, report, None if then else votes, weight, source, prev_opens
            )
            if behind_the_winner(sent.plain):  # "Behind, the battle for the podium ... as X held off Y by 3s"
                facts = [
                    f
                    for f in facts
                    if f.relation not in {"winner", "runner_up", "margin", "margin_if_runner"}
                ]
            votes += [(Vote(f.value, "", weight, "extract"), source) for f in facts if f.relation == "winner"]
            facts = [f for f in facts if f.relation != "winner"]
        if last_place and "quote" not in sent.flags and (nxt := _NEXT_HOME.match(sent.plain)):
            # "Next across the finish line were A, B and C": the places after the last one told
            listed = [r for r in resolved if r.kind == "person" and r.mention.start >= nxt.end()]
            rest, at = [], nxt.end()
            for r in listed:
                rest.append(sent.plain[at : r.mention.start])
                at = r.mention.end
            rest.append(sent.plain[at:])
            if listed and all(_LIST_GLUE.fullmatch(part) for part in rest):  # names only: no one skipped
                for k, who in enumerate(dict.fromkeys(r.value for r in listed), start=last_place + 1):
                    facts.append(Found("position", who, ordinal_word(k), "ordinal"))
        if class_talk(sent.plain) or (
            rid is not None and rid.series == "cycling" and not report.stage and _A_STAGE.search(sent.plain)
        ):  # "Matthijs won the 22nd and final leg. Kelly finished second": a stage's, not the Tour's
            talk_para = sent.para
        if sent.para == talk_para and not overall(sent.plain):  # "X won the WRC3 class. Y was second.": its
            facts = [f for f in facts if f.relation not in {"position", "runner_up", "margin"}]  # class's
        places_told = [n for f in facts if f.relation == "position" and (n := parse_ordinal(f.value))]
        last_place = max(places_told) if places_told else 0
        for f in facts:
            if f.value and (f.answer_type != "person" or f.value != f.subject):
                found.append((f, source))
        if lead:
            people.insert(0, lead)
        elif people and HE.match(sent.plain, 0, min(r.mention.start for r in resolved if r.kind == "person")):
            people = []  # "Last year he won by 63 seconds over X": X is no subject a next "he" can mean
        elif (
            people
            and all(r.mention.possessive for r in resolved if r.kind == "person")
            and HE_ANYWHERE.search(sent.plain)
        ):
            people = []  # "... by Coulthard's blown engine, he poured out his feelings": "he" is the story's
        if not people and not carried and len(set(prev_people)) == 1 and speaks_only_of_his(sent.plain):
            carried = True  # "... to cherish for the rest of his life.": the one subject goes on, his own
        elif people or carried or SOMEONE.search(sent.plain):
            prev_opens = bool(lead) or opens_with_person(sent, resolved)
            prev_people, carried = people, False
        else:  # a sentence about nobody ("That's easy to say.") leaves the story's subject as it was
            carried = True
    found = without_grid_places(doc, found)
    found += table_rows(doc, book, local, votes)
    if riders:  # the horse won; its jockey rode the winner, and its trainer trained it
        votes = [(v, src) for v, src in votes if v.winner not in riders]
    found = decide_winner(
        doc, book, local, found, votes, rid.name if rid else "", near, report.lead, frozenset(riders)
    )
    if any(f.relation == "co_winner" for f, _ in found) and _SEPARATE_WINS.search(
        " ".join([doc.title, *(x.plain for x in doc.sentences[:12])])
    ):
        # "A in the cars category and B in the motorbikes": two winners of two races, no crew; neither is asked
        found = [(f, s) for f, s in found if f.relation not in {"winner", "co_winner"}]
    ridden = [(f, s) for f, s in found if f.relation in RIDE_RELATIONS]
    found = [(f, s) for f, s in found if f.relation not in RIDE_RELATIONS]
    if rid is not None and rid.series == "horse racing":  # "Harbor Lights, ridden by Tomas Ruiz": its jockey
        winner = next((f.value for f, _ in found if f.relation == "winner"), "")
        placed = {winner} | {f.value for f, _ in found if f.relation == "runner_up"}
        placed |= {f.subject for f, _ in found if f.relation == "position"}
        found += ridden_and_trained(ridden, winner, placed - riders - {""})
    # "the 500-mile Cup race at Texas" in a report of a race elsewhere: that track's race's length
    venue = rid.venue if rid is not None else ""
    found = [
        (replace(f, of="") if f.relation == "distance" else f, s)
        for f, s in found
        if f.relation != "distance" or not f.of or f.of == venue
    ]
    if riders:  # nor did the headline's or the lead's jockey ("X becomes first woman to win the National")
        found = [(f, s) for f, s in found if f.relation != "winner" or f.value not in riders]
        # "champion jockey AP McCoy ended up in seventh on Butler's Cabin": the horse's place, not his
        found = [
            (f, s)
            for f, s in found
            if not (f.relation == "position" and (f.subject in riders or _horseman_in(f.subject, s.sentence)))
            and not (f.relation == "runner_up" and (f.value in riders or _horseman_in(f.value, s.sentence)))
        ]
    return DocFacts(doc, found, events, venues, first)


_A_STAGE = re.compile(r"\b(?:won|wins|winner of|finished) the (?:[\w\-.]+ ){0,4}?(?:leg|stage)\b")
_WENT_ON = re.compile(r"^\W*[A-Z][\w'’\-]+(?: [A-Z][\w'’\-]+){0,2} went on to win\b")
_LAST_YEAR = re.compile(
    r"\b(?:last (?:year|season)|a year (?:ago|earlier)|the (?:previous|year before|year earlier))\b"
)
_SAID = re.compile(
    r"^\W*(?:said|says|added|explained|insisted|admitted|recalled)\s+(?P<rest>(?:[A-Z]|the (?=[A-Z])).*)$"
)  # "…," said Stewart, who led 34 laps; "…," said the Techeetah driver after taking the flag


def attribution(sent: Sentence) -> Sentence | None:
    """What follows a quote's speech verb: "…," said Stewart, who led 34 laps -> "Stewart, who led 34 laps."."""
    cut = max(sent.text.rfind("”"), sent.text.rfind('"'))
    if cut < 0:
        return None
    m = _SAID.match(sent.text[cut + 1 :])
    if not m or len(m.group("rest")) < 12:
        return None
    rest = m.group("rest")
    # "said Busch, who made his first trip to the track in 2004 testing with Hendrick": another time's, told so
    flags = tuple(flag for flag, rx in (("other", OTHER_EVENT_RE), ("hedge", HEDGE_RE)) if rx.search(rest))
    return Sentence(sent.text, rest, sent.para, flags, tuple(find_mentions(rest)))


# Series whose drivers also race the report's own ("the Xfinity race" in a Truck report names Cup stars)
_SHARED_FIELDS = frozenset({"Xfinity", "Nationwide", "Truck"})
_STAGE_NAME = re.compile(r"\bstage \d{1,2}$")
_SINGLE_NAMED = frozenset({"horse racing", "sailing", "rowing"})  # horses, yachts, crews


# A report of two winners of two categories told as one: "A in the cars category and B in the motorbikes"
_SEPARATE_WINS = re.compile(
    r"\bin the [a-z]+ (?:category|class|section)\b[^.;]{0,60}\band [A-Z][\w\-]+ in the [a-z]+\b"
)


def _mid_sentence_words(doc: IngestedDocument) -> frozenset[str]:
    """One-word names the report writes inside a sentence, where a capital marks a name."""
    return frozenset(m.text for s in doc.sentences for m in s.mentions if m.kind == "surname" and m.start > 0)


def _horseman_in(who: str, sentence: str) -> bool:
    """Does the sentence call `who` a jockey or a trainer ("champion jockey AP McCoy")?"""
    surname = re.escape(who.split()[-1]) if who else ""
    return (
        bool(surname)
        and re.search(rf"\b(?:jockey|rider|trainer)s?,? (?:[A-Z][\w.'’]*\.? ){{0,2}}{surname}\b", sentence)
        is not None
    )


def _read(
    sent: Sentence,
    resolved: list[Resolved],
    lead: str | None,
    prev_people: list[str],
    report: _Report,
    votes: list[tuple[Vote, Source]] | None = None,
    weight: float = 1.0,
    source: Source | None = None,
    prev_opens: bool = True,
) -> list[Found]:
    """Facts of one sentence: records from the whole of it, the rest from its factual part."""
    out: list[Found] = []
    if "other" in sent.flags and "hedge" not in sent.flags:
        out += extract(tag(sent, resolved, lead), ("other",))
    part = sent if not {"hedge", "other"} & set(sent.flags) else factual_part(sent)
    if part is None:
        return out
    if part is not sent:
        resolved = [r for r in report.resolve(part) if r.kind != "person" or r.mention in part.mentions]
        resolved = [r for r in resolved if part.plain[r.mention.start : r.mention.end].strip()]
    first_person = next((r.mention.start for r in resolved if r.kind == "person"), None)
    ep = None if lead else find_epithet(part.plain, first_person, prev_people, report.nations, prev_opens)
    span = (ep.start, ep.end, ep.people) if ep else None
    tagged = tag(part, resolved, lead, span)
    key = (tagged.text, tagged.values, tagged.kinds, part.flags)
    if (read := report.memo.get(key)) is None:  # a report repeating a sentence reads it once
        read = report.memo[key] = _facts_of(tagged, part.flags)
    read, taken_back = this_races_results(read, part.plain, report.home, bool(report.stage))
    if DEMOTED.search(sent.plain):  # "X finished fourth, but will drop down a place after a penalty"
        read = [f for f in read if f.relation != "position"]
    out += read
    if (
        votes is not None
        and source is not None
        and not {"quote", "hedge"} & set(part.flags)
        and not taken_back
    ):
        vkey = (*key, weight)
        if (cast := report.votes_memo.get(vkey)) is None:
            cast = report.votes_memo[vkey] = sentence_votes(tagged, weight, report.stage, report.race_name)
        votes.extend((v, source) for v in cast)
    if ep and ep.team:
        inside = [r for r in resolved if ep.start <= r.mention.start < ep.end]
        team = next((r.value for r in inside if r.kind == "team"), "")
        if not inside and _NAMES_A_TEAM.fullmatch(ep.team) and not _NOT_A_TEAM & set(ep.team.lower().split()):
            team = ep.team  # "the Techeetah driver": a name nothing else claims
        out += [Found("team", who, team, "team") for who in ep.people if team]
    return out


def _facts_of(tagged: Tagged, flags: tuple[str, ...]) -> list[Found]:
    """What one tagged factual sentence states: a function of its words and flags alone."""
    out = list(extract(tagged, flags))
    if not {"quote", "hedge"} & set(flags):
        out += entries(tagged)
        out += moments(tagged)
        out += rides(tagged)
        out += places(tagged)
        out += ahead_of_pair(tagged)
        for margin, runner, by in margins(tagged):  # kept by `decide_winner` when `by` is the winner
            if margin.relation == "margin_if_runner":
                out.append(margin)  # kept by `decide_winner` when its subject is the runner-up
                continue
            if margin.value:  # none for "14 minutes and 51 seconds ahead of X": only X's place
                out.append(Found("margin", by, margin.value, "number"))
            if runner:
                out.append(Found("runner_up", by, runner, "person"))
    return out


_NAMES_A_TEAM = re.compile(r"[A-Z][a-z]{3,}(?: [A-Z][a-z]{2,})?")
_NOT_A_TEAM = (
    EPITHETS | STOP_WORDS | NON_PERSON | MAKES | {"championship", "title", "series", "rookie", "veteran"}
)


def _count_race(flags, resolved: list[Resolved], events, venues, first, source: Source) -> None:
    """Events and tracks named in sentences about this race (not records, quotes or the next race)."""
    if "other" in flags or "quote" in flags or NEXT.search(source.sentence):
        return
    for r in resolved:
        if r.kind == "event" and "hedge" not in flags:
            events[r.value] += 1
            first.setdefault("event:" + r.value, source)
        elif r.kind == "venue" or (r.kind == "place" and r.value in venues):
            venues[r.value] += 1
            first.setdefault("venue:" + r.value, source)
