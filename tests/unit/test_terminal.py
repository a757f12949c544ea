"""The offline terminal quiz: the real engine, storage (SQLite file) and bank, input piped in."""

import dataclasses
import io
import random
import subprocess
import sys
import time
from pathlib import Path

from bot.bank import FactBank
from bot.factbank.model import Question, Source
from bot.quiz import GameSettings
from bot.terminal import TERMINAL_GUILD, play, player_id

ROOT = Path(__file__).resolve().parents[2]


def question(qid, prompt, answer, accepted=(), answer_type="person"):
    return Question(
        id=qid,
        kind="test",
        prompt=prompt,
        answer=answer,
        accepted=(answer, *accepted),
        choices=(answer, "A", "B", "C"),
        difficulty=1,
        score=1.0,
        race="Test 500 at Testville",
        sources=(Source("report.txt", f"The answer was {answer}."),),
        answer_type=answer_type,
    )


BANK = FactBank(
    export={
        "version": 1,
        "documents": [{"id": "report.txt", "title": "A test report", "sha256": "x", "skipped": None}],
    },
    fingerprint="x",
    questions=(
        question("q1", "Who won the Test 500 at Testville?", "Ana Driver", ("Driver",)),
        question(
            "q2",
            "By what margin was the Test 500 at Testville won?",
            "0.5 seconds",
            (".5", "half a second"),
            "number",
        ),
    ),
)
SETTINGS = GameSettings(questions=2, seconds=30, pause=0)


async def run(storage, answers, seed=1, player="Ana"):
    out = io.StringIO()
    await play(storage, BANK, SETTINGS, player=player, seed=seed, stdin=io.StringIO(answers), out=out)
    return out.getvalue()


def answers_in_order(output):
    """The right answers for the questions in the order the seeded draw asked them."""
    return [
        "Ana Driver" if "Who won" in line else ".5"
        for line in output.splitlines()
        if line.startswith("  Who won") or line.startswith("  By what margin")
    ]


async def test_right_answers_score_and_cite_their_source(storage):
    probe = await run(storage, "", seed=7, player="Probe")  # input ends at once: learn the order
    first = answers_in_order(probe)[0]
    out = await run(storage, f"wrong guess\n{first}\n", seed=7)
    assert "✗ Not quite (2 tries left)" in out
    assert "✓ Correct! +" in out
    assert "Source: A test report (report.txt)" in out
    assert "“The answer was" in out
    assert "Game over" in out
    stats = await storage.player_stats(TERMINAL_GUILD, player_id("Ana"))
    assert stats.correct == 1 and stats.answers == 2 and stats.points > 0
    assert f"Ana: {stats.points} points all time, 1 correct of 2 answers in 1 game." in out


async def test_scores_add_up_across_games(storage):
    same_answer = FactBank(
        export={},
        fingerprint="y",
        questions=(
            question("p1", "Who won the Test 500 at Testville?", "Ana Driver"),
            question("p2", "Who started on pole for the Test 500 at Testville?", "Ana Driver"),
        ),
    )
    for seed, answers in ((1, "Ana Driver\nana  driver!\n"), (2, "ANA DRIVER\nit was Ana Driver\n")):
        await play(
            storage,
            same_answer,
            SETTINGS,
            player="Ana",
            seed=seed,
            stdin=io.StringIO(answers),
            out=io.StringIO(),
        )
    stats = await storage.player_stats(TERMINAL_GUILD, player_id("Ana"))
    assert (stats.games, stats.correct, stats.answers, stats.best_streak) == (2, 4, 4, 4)


async def test_hint_skip_and_quit_commands(storage):
    out = await run(storage, "/hint\n/skip\n/quit\n")
    assert "Hint 1:" in out
    assert "Skipped. Answer:" in out
    assert "Game over (stopped)" in out


async def test_end_of_input_ends_the_game(storage):
    out = await run(storage, "")
    assert "Game over (stopped)" in out
    assert (await storage.open_games()) == []  # the game was closed in the database


def cli_env(tmp_path):
    """A user's environment: no .env, a database in ``tmp_path``, the default corpus."""
    return {
        "PATH": "/usr/bin:/bin",
        "PYTHONPATH": str(ROOT),
        "DATABASE_PATH": str(tmp_path / "t.db"),
        "DOCUMENTS_DIR": str(ROOT / "data" / "documents"),
    }


def cli(tmp_path, *args, stdin=""):
    """`python -m bot ARGS` as a user runs it: a fresh process, no .env, the default corpus."""
    env = cli_env(tmp_path)
    return subprocess.run(
        [sys.executable, "-m", "bot", *args],
        input=stdin,
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_play_command_as_a_user_would(tmp_path):
    """`python -m bot play` on the default corpus, answers piped in: builds the bank, plays, exits 0."""
    proc = cli(
        tmp_path,
        "play",
        "--questions",
        "2",
        "--seed",
        "1",
        "--player",
        "Zoe",
        stdin="Kyle Larson\n/skip\n/quit\n",
    )
    assert proc.returncode == 0, proc.stderr
    assert "Traceback" not in proc.stderr
    assert "Question 1/2" in proc.stdout and "Game over" in proc.stdout
    assert "Zoe:" in proc.stdout and "points all time" in proc.stdout


def test_play_rejects_bad_options(tmp_path):
    proc = cli(tmp_path, "play", "--seconds", "5")
    assert proc.returncode == 2
    assert proc.stderr.startswith("error: --seconds must be between 10 and 120")


def test_run_or_play_without_a_token_plays_the_terminal_quiz(tmp_path):
    """What `scripts/run` does on a fresh machine with no .env: the offline quiz, options passed on."""
    proc = cli(tmp_path, "run", "--or-play", "--questions", "1", "--player", "Ida", stdin="/quit\n")
    assert proc.returncode == 0, proc.stderr
    assert "Question 1/1" in proc.stdout and "Ida:" in proc.stdout


async def test_out_of_tries_reveals_at_once_and_the_game_goes_on(storage):
    """One player with no tries left: the answer comes at once, not when the timer runs out (the
    input then ends: without the early reveal the first question would end "Stopped.")."""
    out = await run(storage, "wrong one\nwrong two\nwrong three\n", seed=5)
    first = out.split("Question 2/2")[0]
    assert "No tries left on this question." in first
    assert "Answer:" in first and "Stopped." not in first
    assert "Question 2/2" in out


async def test_a_line_that_does_not_count_says_so(storage):
    chatter = "well I honestly have no idea at all what this one could possibly be about"
    out = await run(storage, f"{chatter}\n/quit\n", seed=5)
    assert "(not counted: that reads as chat, not an answer" in out
    # the intro says what hints and streaks do
    assert "Hints also come by themselves at 10 s and 20 s" in out and "lowers the points by 3" in out
    assert "a missed or skipped question ends it" in out


async def test_wording_singulars_and_a_source_named_once(storage):
    one = FactBank(
        export={
            "version": 1,
            "documents": [{"id": "sports.yaml", "title": "sports.yaml", "sha256": "x", "skipped": None}],
        },
        fingerprint="z",
        questions=(
            dataclasses.replace(
                question("s1", "Who won the Test 500 at Testville?", "Ana Driver"),
                sources=(Source("sports.yaml", "Who won the Test 500 at Testville?"),),
            ),
        ),
    )
    out = io.StringIO()
    settings = GameSettings(questions=1, seconds=30, pause=0)
    await play(storage, one, settings, player="Solo", seed=1, stdin=io.StringIO("Ana Driver\n"), out=out)
    text = out.getvalue()
    assert "Photo Finish: 1 question, 30 s each" in text
    assert "Source: sports.yaml\n" in text and "(sports.yaml)" not in text
    assert "Solo: " in text and "1 correct of 1 answer in 1 game." in text


async def test_an_automatic_hint_says_it_came_by_itself(storage):
    from bot.quiz import HintGiven
    from bot.session import GameSession
    from bot.terminal import TerminalQuiz

    session = await GameSession.create(
        storage,
        BANK,
        SETTINGS,
        guild_id=0,
        channel_id=0,
        starter_id=1,
        rng=random.Random(1),
        wall_clock=time.time,
    )
    out = io.StringIO()
    quiz = TerminalQuiz(session, BANK, player="Ana", out=out, clock=time.monotonic)
    quiz.render(HintGiven(number=1, stage=1, text="A__ D_____", cost=3))
    quiz.render(HintGiven(number=1, stage=2, text="A_a D_i_e_", cost=6, requested_by=7))
    lines = out.getvalue().splitlines()
    assert lines[0] == "  Hint 1 (automatic): A__ D_____  (a correct answer now scores 3 points less)"
    assert lines[1] == "  Hint 2: A_a D_i_e_  (a correct answer now scores 6 points less)"


async def test_seed_repeats_the_game_whatever_was_asked_before(storage):
    bigger = FactBank(
        export=BANK.export,
        fingerprint="s",
        questions=tuple(
            question(f"r{n}", f"Who finished P{n} in the Test 500 at Testville?", f"Driver {chr(65 + n)}")
            for n in range(1, 9)
        ),
    )
    settings = GameSettings(questions=3, seconds=30, pause=0)

    async def order(seed):
        out = io.StringIO()
        await play(storage, bigger, settings, player="Ana", seed=seed, stdin=io.StringIO(""), out=out)
        return [line for line in out.getvalue().splitlines() if line.startswith("  Who finished")]

    first = await order(11)
    assert len(first) == 1  # input ended at once: the first question only
    for _ in range(3):
        assert await order(11) == first  # the asked history does not change a seeded game


async def test_play_topic_limits_the_game(storage):
    topics = FactBank(
        export=BANK.export,
        fingerprint="t",
        questions=(
            question("t1", "Who won the Test 500 at Testville?", "Ana Driver"),
            dataclasses.replace(
                question("t2", "Which planet is largest?", "Jupiter"), race="Planets", kind="red"
            ),
        ),
    )
    for topic, expected in ((None, "Who won"), ("planets", "Which planet")):
        settings = GameSettings(questions=2, seconds=30, pause=0, topic=topic)
        out = io.StringIO()
        await play(storage, topics, settings, player="Ana", seed=1, stdin=io.StringIO("/quit\n"), out=out)
        text = out.getvalue()
        assert "1 question," in text and f"  {expected}" in text


def test_play_refuses_zero_questions_and_zero_seconds(tmp_path):
    for option in ("--questions", "--seconds"):
        proc = cli(tmp_path, "play", option, "0")
        assert proc.returncode == 2
        assert proc.stderr.startswith(f"error: {option} must be between"), proc.stderr


def test_play_into_a_closed_pipe_ends_quietly(tmp_path):
    """`python -m bot play | head -3`: the reader goes away; no BrokenPipeError traceback."""
    env = cli_env(tmp_path)
    proc = subprocess.Popen(
        [sys.executable, "-m", "bot", "play", "--questions", "3"],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=tmp_path,
        env=env,
    )
    proc.stdout.close()  # gone before the quiz prints its first line
    _, err = proc.communicate(timeout=120)
    assert b"Traceback" not in err and b"BrokenPipeError" not in err, err.decode()
    assert proc.returncode != 0


async def test_the_terminal_header_leaves_out_a_race_that_holds_the_answer(storage):
    track = question("tr", "At which track was the Test 500 held?", "Testville", answer_type="place")
    one = FactBank(export=BANK.export, fingerprint="h", questions=(track,))
    out = io.StringIO()
    settings = GameSettings(questions=1, seconds=30, pause=0)
    await play(storage, one, settings, player="Ana", seed=1, stdin=io.StringIO("/quit\n"), out=out)
    header = next(line for line in out.getvalue().splitlines() if line.startswith("Question 1/1"))
    assert header == "Question 1/1 · 30 s"


async def test_a_quiz_killed_earlier_does_not_block_the_next(storage):
    # The database allows one open game per channel; a killed quiz never closed its game.
    from bot.terminal import TERMINAL_CHANNEL, TERMINAL_GUILD

    left = await storage.start_game(TERMINAL_GUILD, TERMINAL_CHANNEL, 1, {}, now=1.0)
    out = await run(storage, "")
    assert "Question 1/" in out
    assert (await storage.get_game(left.id)).end_reason == "interrupted"
