"""Shared by the Red trivia list tests: a list as a Red user writes it, and the checks Red's own loader makes."""

from pathlib import Path

import yaml

from bot.redlists import MAX_DESCRIPTION

CORPUS = Path(__file__).resolve().parents[2] / "data" / "documents"

# A list as a Red user would write it: AUTHOR, DESCRIPTION, CONFIG, plain `yes` and numbers, unicode,
# quoted keys, a question with no answers and an unknown CONFIG key (both skipped with a warning).
LEGENDS = """\
AUTHOR: Pit Wall Quizmasters
DESCRIPTION: Motorsport legends, circuits and records.
CONFIG:
  bot_plays: no
  delay: 30
  max_score: 10
  reveal_answer: yes
  sparkles: 3
Who won the 1976 Formula One World Championship?:
- James Hunt
- Hunt
Which circuit hosts the Italian Grand Prix?:
- Monza
- Autodromo Nazionale Monza
Is the Monaco Grand Prix run on a street circuit?:
- yes
How many laps is the Monaco Grand Prix?:
- 78
- seventy-eight
In which year was the first Indianapolis 500 held?:
- 1911
Which driver was nicknamed "The Iceman"?:
- Kimi Räikkönen
- Räikkönen
- Raikkonen
"What was the margin, in seconds, of the 1971 Italian Grand Prix?":
- 0.010
- .01
Which team did Ayrton Senna win his first title with?:
- McLaren
Who is known as the "Regenmeister" of the Nürburgring?:
- Michael Schumacher
- Schumacher
Which manufacturer builds the 919 Hybrid?:
- Porsche
Which team won the 24 Hours of Le Mans in 2023?:
- Ferrari
Which Brazilian won the Indianapolis 500 four times?:
- Hélio Castroneves
- Castroneves
What is the lap record speed at Indianapolis, in mph?:
- 237.498
Which circuit is called the Green Hell?:
- Nürburgring Nordschleife
- Nordschleife
- Nürburgring
Which question has no answers?:
"""


def legends_file(tmp_path: Path, text: str = LEGENDS, name: str = "legends.yaml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def env_of(tmp_path: Path, docs: Path | None = None) -> dict[str, str]:
    if docs is None:
        docs = tmp_path / "docs"
        docs.mkdir(exist_ok=True)
    return {"DATABASE_PATH": str(tmp_path / "t.db"), "DOCUMENTS_DIR": str(docs)}


def assert_red_accepts(text: str) -> dict:
    """The rules Red's trivia loader checks, applied to what Red's own yaml.safe_load reads."""
    data = yaml.safe_load(text)
    assert isinstance(data, dict)
    assert isinstance(data.get("AUTHOR"), str) and 1 <= len(data["AUTHOR"]) <= 1000
    assert isinstance(data.get("DESCRIPTION"), str) and 1 <= len(data["DESCRIPTION"]) <= MAX_DESCRIPTION
    questions = {k: v for k, v in data.items() if k not in ("AUTHOR", "DESCRIPTION", "CONFIG", "$schema")}
    assert questions, "Red refuses a list without questions"
    for key, answers in questions.items():
        assert isinstance(key, str) and key
        assert isinstance(answers, list) and answers, key
        assert all(isinstance(a, str) for a in answers), (key, answers)  # never a bool or a number
    return questions
