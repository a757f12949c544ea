"""Two shard processes of the real bot (real ``python -m bot run`` subprocesses) against the fake
Discord, sharing one database, with a server on each shard: both start together without an
INVALID_SESSION, every command works whichever process serves the server, games run in both, and the
points announced are the points stored. One pair of processes serves the whole module."""

from __future__ import annotations

import asyncio
import re
from collections import Counter
from collections.abc import AsyncIterator

import pytest
import pytest_asyncio

from devkit.fakediscord import Seed
from tests.e2e.botkit import SEND, assert_payloads_ok, embed_text, embed_title
from tests.e2e.clusterkit import SHARDS, Cluster, start_cluster, stop_cluster
from tests.e2e.playkit import ephemeral_text, start_game
from tests.pgserver import fresh_database, server_url

pytestmark = pytest.mark.asyncio(loop_scope="module")
GOT_IT = re.compile(r"\*\*(.+?)\*\* got it! \*\*\+(\d+) points?\*\*")
APOLOGY = "Sorry, something went wrong"


@pytest_asyncio.fixture(
    scope="module",
    loop_scope="module",
    params=["sqlite", "postgresql"],
)
async def cluster(request, tmp_path_factory) -> AsyncIterator[Cluster]:
    if request.param == "sqlite":
        running = await start_cluster(tmp_path_factory.mktemp("cluster"), None)
        yield running
        codes = await stop_cluster(running)
    else:
        async with fresh_database(server_url()) as url:
            running = await start_cluster(tmp_path_factory.mktemp("cluster"), url)
            yield running
            codes = await stop_cluster(running)
    assert codes == [0] * SHARDS, running.logs()
    assert " ERROR " not in running.logs() and "Traceback" not in running.logs(), running.logs()
    assert_payloads_ok(running.fake)
    assert not running.fake.unhandled


async def test_processes_started_together_take_turns_to_identify(cluster: Cluster) -> None:
    identifies = [p["d"]["shard"] for p in cluster.fake.gateway.received if p["op"] == 2]
    assert sorted(identifies) == [[0, 2], [1, 2]]
    assert cluster.fake.gateway.invalid_sessions == []  # one bucket, Discord's 5 s: they waited
    assert "IDENTIFY turn in bucket 0 after waiting" in cluster.logs()  # the second, for the first
    for shard in range(SHARDS):
        assert f"running shards {shard} of 2 (IDENTIFY buckets: 1)" in cluster.log(shard)


@pytest.mark.parametrize("shard", range(SHARDS))
async def test_every_command_works_whichever_process_serves_the_server(cluster: Cluster, shard: int) -> None:
    seed = cluster.seeds[shard]
    fake, where = cluster.fake, {"channel_id": seed.general.id}
    commands = [
        (seed.alice, "leaderboard", None, {}),
        (seed.alice, "stats", None, {}),
        (seed.alice, "fact", None, {}),
        (seed.alice, "ask", None, {"question": "Who won at Kansas?"}),
        (seed.alice, "sources", None, {}),
        (seed.alice, "trivia", "hint", {}),  # no game: refused politely
        (seed.moderator, "triviaadmin", "settings", {}),
        (seed.carol, "forgetme", None, {}),  # asks for confirmation with a button
    ]
    for user, name, subcommand, options in commands:
        handle = await fake.slash(user, name, subcommand=subcommand, options=options, **where)
        first = await handle.response(timeout=10)
        assert first.status in (200, 204), (name, first)
        texts = [first.json.get("data", {}).get("content") or ""]
        if first.json["type"] == 5:
            texts.append((await handle.followup(timeout=10)).json.get("content") or "")
        assert not any(APOLOGY in t for t in texts), (name, texts)
    listed = await fake.slash(seed.moderator, "triviaadmin", group="document", subcommand="list", **where)
    assert APOLOGY not in await ephemeral_text(listed, timeout=10)


@pytest.mark.parametrize("shard", range(SHARDS))
async def test_buttons_reach_the_process_that_runs_the_game(cluster: Cluster, shard: int) -> None:
    seed = cluster.seeds[shard]
    fake, channel = cluster.fake, seed.trivia.id
    since = fake.mark()
    await start_game(fake, seed.bob, channel, questions=1, mode="buttons", seconds=60)
    posted = await fake.wait_for_call(
        lambda c: (
            c.route == SEND
            and int(c.params["channel_id"]) == channel
            and embed_title(c.response or {}).startswith("Question 1/")
        ),
        timeout=20,
        since=since,
    )
    choices = posted.response["components"][0]["components"]
    click = await fake.click(seed.carol, posted.response, choices[0]["custom_id"])
    assert "Locked in" in (await click.response(timeout=10)).json["data"]["content"]
    stop = await fake.slash(seed.bob, "trivia", subcommand="stop", channel_id=channel)
    assert "Game stopped" in await ephemeral_text(stop, timeout=10)


async def play_a_game(cluster: Cluster, seed: Seed) -> list[tuple[int, int]]:
    """A 2-question typed game in the server's trivia channel; alice answers each question right.
    Returns (user id, points) of each announcement."""
    fake, channel = cluster.fake, seed.trivia.id
    since = fake.mark()
    await start_game(fake, seed.alice, channel, questions=2, seconds=30)
    announced: list[tuple[int, int]] = []
    for number in (1, 2):
        posted = await fake.wait_for_call(
            lambda c, n=number: (
                c.route == SEND
                and int(c.params["channel_id"]) == channel
                and embed_title(c.response or {}).startswith(f"Question {n}/")
            ),
            timeout=20,
            since=since,
        )
        await fake.send_message(channel, seed.alice, await cluster.answer_of(posted.response))
        got = await fake.wait_for_call(
            lambda c: (
                c.route == SEND
                and int(c.params["channel_id"]) == channel
                and GOT_IT.search((c.json or {}).get("content") or "") is not None
            ),
            timeout=20,
            since=posted.index + 1,
        )
        announced.append((seed.alice.id, int(GOT_IT.search(got.json["content"]).group(2))))
    await fake.wait_for_call(
        lambda c: (
            c.route == SEND
            and int(c.params["channel_id"]) == channel
            and "Game over" in embed_title(c.json or {})
        ),
        timeout=20,
        since=since,
    )
    return announced


async def test_games_in_both_servers_and_the_points_announced_are_the_points_stored(cluster: Cluster) -> None:
    results = await asyncio.gather(*(play_a_game(cluster, seed) for seed in cluster.seeds))
    async with cluster.storage() as storage:
        for seed, announced in zip(cluster.seeds, results, strict=True):
            stats = await storage.player_stats(seed.guild.id, seed.alice.id)
            assert (stats.points, stats.correct) == (sum(p for _, p in announced), len(announced))
            board = await storage.leaderboard(seed.guild.id)
            assert [(r.user_id, r.points) for r in board.rows] == [(seed.alice.id, stats.points)]
        games = Counter(g.guild_id for g in await storage.open_games())
        assert games == Counter()  # both over, none left open


REPORT = """Rivera wins the Lakeside 300 at Harbor Speedway

Maya Rivera won the Lakeside 300 at Harbor Speedway on Sunday, beating Jonah Park by 0.412 seconds.
Park finished second after leading 80 laps, and Leo Brandt was third.
Rivera drove the No. 14 car for Summit Racing.
"""


async def sources_listing(cluster: Cluster, seed: Seed) -> str:
    handle = await cluster.fake.slash(seed.bob, "sources", channel_id=seed.general.id)
    return embed_text((await handle.response(timeout=10)).json["data"])


async def test_a_document_added_in_one_process_is_served_by_both_and_built_once(cluster: Cluster) -> None:
    fake, here, there = cluster.fake, cluster.seeds[0], cluster.seeds[1]
    built_at_start = cluster.logs().count("fact bank built from")
    assert built_at_start == 1  # started together on an empty database: one built, the other loaded it

    document = fake.add_attachment("Harbor report.txt", REPORT.encode())
    added = await fake.slash(
        here.moderator,
        "triviaadmin",
        group="document",
        subcommand="add",
        options={"file": document},
        channel_id=here.general.id,
    )
    await added.response(timeout=10)
    assert (await added.followup(timeout=30)).json["content"].startswith("Harbor-report.txt added.")

    # The other process checks before each game: a game about the new race starts there at once.
    await start_game(fake, there.alice, there.trivia.id, questions=1, topic="Harbor-report.txt")
    listing = await sources_listing(cluster, there)
    assert "Harbor-report.txt" in listing and "6 documents" in listing
    assert cluster.logs().count("fact bank built from") == built_at_start + 1  # built once, in one process
    assert "fact bank reloaded from the database" in cluster.log(1)
    stop = await fake.slash(there.alice, "trivia", subcommand="stop", channel_id=there.trivia.id)
    assert "Game stopped" in await ephemeral_text(stop, timeout=10)


async def test_every_process_serves_a_removed_document_gone_within_seconds(cluster: Cluster) -> None:
    fake, here, there = cluster.fake, cluster.seeds[1], cluster.seeds[0]  # removed in the other one
    removed = await fake.slash(
        here.moderator,
        "triviaadmin",
        group="document",
        subcommand="remove",
        options={"name": "Harbor-report.txt"},
        channel_id=here.general.id,
    )
    await removed.response(timeout=10)
    assert "removed" in (await removed.followup(timeout=30)).json["content"]
    for _ in range(100):  # the other process looks every 5 s
        if "Harbor-report.txt" not in await sources_listing(cluster, there):
            break
        await asyncio.sleep(0.2)
    assert "5 documents" in await sources_listing(cluster, there)
