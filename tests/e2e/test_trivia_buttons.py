"""A buttons-mode game with three players, end to end."""

from __future__ import annotations

from tests.e2e.botkit import embed_text, embed_title, rows, running_bot


def buttons(message: dict) -> list[dict]:
    return [c for row in message.get("components", []) for c in row.get("components", [])]


async def test_buttons_game_with_three_players(fake_discord, tmp_path):
    seed = fake_discord.seed
    channel = seed.trivia.id
    async with running_bot(fake_discord, tmp_path, time_scale=5) as run:
        handle = await fake_discord.slash(
            seed.alice,
            "trivia",
            subcommand="start",
            options={"questions": 1, "mode": "buttons", "seconds": 10},
            channel_id=channel,
        )
        await handle.followup()
        posted = await run.question_posted(channel, 1)
        question = run.current_question(channel)
        choices = buttons(posted)
        assert len(choices) == 4 and all(b["custom_id"].startswith("pf:choice:") for b in choices)
        assert "Choices" in embed_text(posted)
        right = question.choices.index(question.answer)
        wrong = (right + 1) % 4

        first = await fake_discord.click(seed.alice, posted, choices[right]["custom_id"])
        assert "Locked in" in (await first.response()).json["data"]["content"] and first.ephemeral
        again = await fake_discord.click(seed.alice, posted, choices[wrong]["custom_id"])
        assert "already locked in" in (await again.response()).json["data"]["content"]
        bob = await fake_discord.click(seed.bob, posted, choices[wrong]["custom_id"])
        await bob.response()
        carol = await fake_discord.click(seed.carol, posted, choices[right]["custom_id"])
        await carol.response()

        reveal = await run.wait_for_message(
            channel, lambda m: embed_title(m).startswith("Answer:"), timeout=6
        )
        text = embed_text(reveal)
        assert f"Answer: {question.answer}" == embed_title(reveal)
        assert "2 votes ✅" in text and "1 vote" in text  # how the votes split
        assert "alice" in text and "carol" in text and "bob" not in text.split("Got it")[1]
        await run.wait_for_message(channel, lambda m: "Game over" in embed_title(m))

        scored = dict(rows(tmp_path / "trivia.db", "SELECT user_id, points FROM answers"))
        assert scored[seed.bob.id] == 0
        assert scored[seed.alice.id] >= scored[seed.carol.id] > 0  # faster scores more (or the same)
        # The question's buttons were taken away at the reveal.
        edits = fake_discord.find_calls(
            lambda c: c.method == "PATCH" and c.path.endswith(f"/messages/{posted['id']}")
        )
        assert edits and edits[-1].json.get("components") == []
