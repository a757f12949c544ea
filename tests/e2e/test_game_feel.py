"""Game feel in Discord, end to end: the card gives nothing away, the pool a game draws from, a
server's default topics, out of tries, and the paged /sources and question reports."""

from __future__ import annotations

import dataclasses

from bot.bank import FactBank
from bot.factbank.model import Question, Source
from tests.e2e.botkit import embed_text, embed_title, running_bot
from tests.e2e.test_admin import admin
from tests.e2e.test_trivia_commands import ephemeral_text

RACE = "Harbor 300 at Lakeside Raceway"


def question(qid: str, prompt: str, answer: str, *, race: str = RACE, document: str = "harbor.txt", **more):
    return Question(
        id=qid,
        kind=more.pop("kind", "test"),
        prompt=prompt,
        answer=answer,
        accepted=(answer, *more.pop("accepted", ())),
        choices=(),
        difficulty=1,
        score=1.0,
        race=race,
        sources=(Source(document, f"The answer was {answer}."),),
        answer_type=more.pop("answer_type", "text"),
    )


def bank_of(*questions: Question, documents: int = 1) -> FactBank:
    docs = [{"id": "harbor.txt", "title": "Harbor 300 report", "sha256": "x", "skipped": None}]
    docs += [
        {"id": f"doc{n:02}.txt", "title": f"Report number {n}", "sha256": "x", "skipped": None}
        for n in range(1, documents)
    ]
    return FactBank(
        export={"version": 1, "documents": docs, "facts": []}, fingerprint="x", questions=questions
    )


TRACK = question(
    "track", "At which track was the Harbor 300 held?", "Lakeside Raceway", accepted=("Lakeside",)
)
WINNER = question(
    "winner", "Who won the Harbor 300 at Lakeside Raceway?", "Maya Rivera", accepted=("Rivera",)
)
PLANET = question(
    "planet", "Which planet is largest?", "Jupiter", race="Planets", document="planets.yaml", kind="red"
)


async def start_one(fake) -> str:
    """alice starts a one-question game in #trivia; returns the bot's private answer."""
    handle = await fake.slash(
        fake.seed.alice,
        "trivia",
        subcommand="start",
        options={"questions": 1},
        channel_id=fake.seed.trivia.id,
    )
    return await ephemeral_text(handle)


async def test_the_question_card_never_shows_the_answer(fake_discord, tmp_path):
    """The "Race" field of "At which track was the Harbor 300 held?" would read "Harbor 300 at
    Lakeside Raceway": the card leaves it out. Nothing else on the card names the answer."""
    channel = fake_discord.seed.trivia.id
    async with running_bot(fake_discord, tmp_path, bank=bank_of(TRACK)) as run:
        assert "Game started with 1 question." in await start_one(fake_discord)
        card = await run.question_posted(channel, 1)
        shown = embed_text(card) + str(card.get("components") or "")
        assert "Lakeside" not in shown and "Raceway" not in shown
        footer = card["embeds"][0]["footer"]["text"]
        assert (
            "hints come at 10 s and 20 s or with /trivia hint" in footer
            and "takes 3 points off a right answer" in footer
        )
        intro = await run.wait_for_message(
            channel, lambda m: "started a trivia game" in (m.get("content") or "")
        )
        assert "1 question," in intro["content"] and "streak" in intro["content"]


async def test_a_card_whose_race_gives_nothing_away_still_names_it(fake_discord, tmp_path):
    channel = fake_discord.seed.trivia.id
    async with running_bot(fake_discord, tmp_path, bank=bank_of(WINNER)) as run:
        await start_one(fake_discord)
        card = await run.question_posted(channel, 1)
        fields = {f["name"]: f["value"] for f in card["embeds"][0]["fields"]}
        assert fields["Race"] == RACE


async def test_a_card_names_a_same_named_race_without_its_file_name(fake_discord, tmp_path):
    """Two races of one name that nothing tells apart are topics "Harbor 300 at Lakeside Raceway
    (harbor)" and "... (doc01)"; the card reads the race's name, the prompt says which one."""
    keyed = dataclasses.replace(WINNER, race=f"{RACE} (harbor)")
    channel = fake_discord.seed.trivia.id
    async with running_bot(fake_discord, tmp_path, bank=bank_of(keyed)) as run:
        await start_one(fake_discord)
        card = await run.question_posted(channel, 1)
        fields = {f["name"]: f["value"] for f in card["embeds"][0]["fields"]}
        assert fields["Race"] == RACE
        assert "(harbor)" not in embed_text(card)


async def test_imported_topics_only_when_chosen_or_a_server_default(fake_discord, tmp_path):
    seed, channel = fake_discord.seed, fake_discord.seed.trivia.id
    bank = bank_of(
        WINNER, PLANET, dataclasses.replace(PLANET, id="planet2", prompt="Which planet has rings?")
    )
    async with running_bot(fake_discord, tmp_path, bank=bank) as run:
        start = {"questions": 5}
        await ephemeral_text(
            await fake_discord.slash(
                seed.alice, "trivia", subcommand="start", options=start, channel_id=channel
            )
        )
        assert [q.id for q in run.trivia.games[channel].game.questions] == ["winner"]
        await run.trivia.games[channel].end("stopped")

        unknown = await admin(fake_discord, seed.moderator, "settings", add_topic="Astrology")
        assert "There is no topic Astrology" in await ephemeral_text(unknown)
        added = await admin(fake_discord, seed.moderator, "settings", add_topic="planets")
        await added.response()
        shown = embed_text((await added.followup()).json)
        assert "Games without a topic ask" in shown and "Planets" in shown
        assert (await run.storage.get_settings(seed.guild.id)).default_topics == ("Planets",)

        await ephemeral_text(
            await fake_discord.slash(
                seed.alice, "trivia", subcommand="start", options=start, channel_id=channel
            )
        )
        game = run.trivia.games[channel]
        assert {q.race for q in game.game.questions} == {"Planets"}
        card = await run.wait_for_message(channel, lambda m: "Which planet" in embed_text(m))
        assert {f["name"] for f in card["embeds"][0]["fields"]} >= {"Topic"}
        await game.end("stopped")

        removed = await admin(fake_discord, seed.moderator, "settings", remove_topic="Planets")
        await removed.response()
        assert "the race reports" in embed_text((await removed.followup()).json)
        assert (await run.storage.get_settings(seed.guild.id)).default_topics == ()


async def test_out_of_tries_in_discord_leaves_the_question_to_the_others(fake_discord, tmp_path):
    seed, channel = fake_discord.seed, fake_discord.seed.trivia.id
    async with running_bot(fake_discord, tmp_path, bank=bank_of(WINNER)) as run:
        await start_one(fake_discord)
        await run.question_posted(channel, 1)
        for guess in ("Ana Ortiz", "Ben Kowalski", "Dev Patel"):
            await fake_discord.send_message(channel, seed.bob, guess)
        told = await run.wait_for_message(channel, lambda m: "out of tries" in (m.get("content") or ""))
        assert "the others can still answer" in told["content"]
        await fake_discord.send_message(channel, seed.alice, "Maya Rivera")
        won = await run.wait_for_message(channel, lambda m: "got it!" in (m.get("content") or ""))
        assert "alice" in won["content"]


async def test_sources_are_paged_and_filtered(fake_discord, tmp_path):
    seed, channel = fake_discord.seed, fake_discord.seed.trivia.id
    async with running_bot(fake_discord, tmp_path, bank=bank_of(WINNER, documents=25)):
        handle = await fake_discord.slash(seed.alice, "sources", channel_id=channel)
        first = (await handle.response()).json["data"]
        assert first["embeds"][0]["footer"]["text"].startswith("page 1/3 · 25 documents")
        assert first["allowed_mentions"]["parse"] == []
        buttons = first["components"][0]["components"]
        assert [b["label"] for b in buttons] == ["◀ Previous", "Next ▶"] and buttons[0]["disabled"]
        message = handle.original_message

        intruder = await fake_discord.click(seed.bob, message, buttons[1]["custom_id"])
        assert "Only the member who asked for this list" in await ephemeral_text(intruder)
        turned = await fake_discord.click(seed.alice, message, buttons[1]["custom_id"])
        await turned.response()
        page2 = (await turned.edit()).json
        assert page2["embeds"][0]["footer"]["text"].startswith("page 2/3")
        assert "Report number 10" in embed_text(page2) and "Report number 1 " not in embed_text(page2)

        by_race = await fake_discord.slash(
            seed.alice, "sources", options={"race": "lakeside"}, channel_id=channel
        )
        only = (await by_race.response()).json["data"]
        assert embed_title(only).startswith("📚 Reports about lakeside: 1 document")
        assert "Harbor 300 report" in embed_text(only) and "Report number" not in embed_text(only)
        assert not only.get("components")

        choices = await fake_discord.autocomplete(
            seed.alice, "sources", "race", options={"race": "harb"}, channel_id=channel
        )
        await choices.response()
        assert [c["name"] for c in choices.choices] == [RACE]


async def test_question_reports_are_paged(fake_discord, tmp_path):
    seed = fake_discord.seed
    questions = [question(f"q{n:02}", f"Question {n} about the race?", f"Answer {n}") for n in range(20)]
    async with running_bot(fake_discord, tmp_path, bank=bank_of(*questions)) as run:
        for n, q in enumerate(questions):
            await run.storage.report_question(
                seed.guild.id, q.id, seed.bob.id, f"<@{seed.alice.id}> wrong {n}", now=1.0
            )
        handle = await admin(fake_discord, seed.moderator, "reports", group="question")
        await handle.response()
        first = await handle.followup()
        body = first.json
        assert body["embeds"][0]["footer"]["text"].startswith("page 1/3 · 20 reported questions")
        assert len(body["embeds"][0]["fields"]) == 8 and "1 report" in embed_text(body)
        next_id = body["components"][0]["components"][1]["custom_id"]
        turned = await fake_discord.click(seed.moderator, first.response, next_id)
        await turned.response()
        page2 = (await turned.edit()).json
        assert page2["embeds"][0]["footer"]["text"].startswith("page 2/3")
        assert {f["name"].split(":")[0] for f in page2["embeds"][0]["fields"]} == {
            f"q{n:02}" for n in range(8, 16)
        }

        last = await admin(fake_discord, seed.moderator, "reports", group="question", page=3)
        await last.response()
        fields = (await last.followup()).json["embeds"][0]["fields"]
        assert {f["name"].split(":")[0] for f in fields} == {f"q{n:02}" for n in range(16, 20)}
