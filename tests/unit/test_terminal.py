"""The offline terminal quiz: the real engine, storage (SQLite file) and bank, input piped in."""

import io
import subprocess
import sys
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
    export={"documents": [{"id": "report.txt", "title": "A test report", "sha256": "x", "skipped": None}]},
    fingerprint="x",
    questions=(
        question("q1", "Who won the Test 500 at Testville?", "Ana Driver", ("Driver",)),
        question(
            "q2",
            "By what margin did Ana Driver win the Test 500 at Testville?",
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


def cli(tmp_path, *args, stdin=""):
    """`python -m bot ARGS` as a user runs it: a fresh process, no .env, the default corpus."""
    env = {
        "PATH": "/usr/bin:/bin",
        "PYTHONPATH": str(ROOT),
        "DATABASE_PATH": str(tmp_path / "t.db"),
        "DOCUMENTS_DIR": str(ROOT / "data" / "documents"),
    }
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
    assert proc.stderr.startswith("error: seconds must be between 10 and 120")


def test_run_or_play_without_a_token_plays_the_terminal_quiz(tmp_path):
    """What `scripts/run` does on a fresh machine with no .env: the offline quiz, options passed on."""
    proc = cli(tmp_path, "run", "--or-play", "--questions", "1", "--player", "Ida", stdin="/quit\n")
    assert proc.returncode == 0, proc.stderr
    assert "Question 1/1" in proc.stdout and "Ida:" in proc.stdout
