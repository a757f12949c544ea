"""One quiz game in one channel: a state machine driven by explicit time, returning events.

Life of a question:  ASKING -> HINT_1 -> HINT_2 -> revealed (answered, timeout or skipped)
-> REVEALED (a pause of ``settings.pause`` seconds) -> the next question ... -> FINISHED.

The adapter owns the clock (monotonic seconds, passed as ``now``) and calls:
- `Game.start` once, then `Game.tick` whenever `Game.next_deadline` comes (hints at 1/3 and 2/3 of the
  time, the reveal at the deadline, the next question after the pause);
- `Game.answer` for each chat message (typed mode), `Game.choose` for each button press (buttons mode),
  `Game.hint`, `Game.skip`, `Game.stop` for the commands.
Every call returns the events it caused, in order (see `bot.quiz.events`). The game never reads a
clock and never raises for a late or misplaced call: it returns no events instead.

Rules the adapter relies on:
- Bots never play: ``is_bot=True`` is ignored.
- Typed mode: the first correct answer wins the question and reveals it at once. Each player has
  ``settings.max_tries`` wrong answers per question; the last one also returns `OutOfTries` and later
  answers are ignored. With ``settings.reveal_when_out_of_tries`` (the terminal) the question is
  revealed at once (reason "out_of_tries") when every player who answered it is out of tries; in
  Discord it stays open for the others. A LIST verdict (several candidates in one message) returns
  `NotAnAnswer` and costs no try. A wrong message that is plainly chat (no letter or digit, or longer than the longest
  accepted answer by more than `CHATTER_EXTRA_WORDS` words) is ignored: no try, no record.
- Buttons mode: one choice per player (a second press returns `AlreadyChosen`). At the reveal every
  player who chose right scores, faster (and before hints) scores more; the `Correct`/`Wrong` records
  come just before `Revealed`. `close_voting` reveals early (for instance when everyone voted).
- Hints are public, so each stage shown lowers the question's value for every later answer, whether
  it came on schedule (at 1/3 and 2/3 of the time) or a player asked for it (see `bot.quiz.scoring`).
  Buttons-mode hints rule out wrong choices. A typed hint that would show the answer itself (a
  yes/no answer, a one-letter answer; see `bot.quiz.giveaway`) is never given.
- Idle: a question revealed on timeout with no human activity (no answer, choice, list or hint request)
  counts as idle; ``settings.idle_limit`` idle questions in a row end the game with reason "idle".
- Streaks: a streak is consecutive questions won by that player. Every revealed question (answered,
  timed out, skipped, out of tries) breaks the streak of everyone who did not win it.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence

from bot.factbank.model import Question
from bot.matching import Verdict, compile_answer
from bot.quiz import hints as hint_rules
from bot.quiz.draw import has_choices
from bot.quiz.events import (
    AlreadyChosen,
    Event,
    GameOver,
    HintGiven,
    HintUnavailable,
    LockedIn,
    NotAnAnswer,
    OutOfTries,
    QuestionAsked,
    Revealed,
)
from bot.quiz.giveaway import hint_reveals
from bot.quiz.rounds import Choice, PlayerState, Round, is_chatter, score_answer, wrong_answer
from bot.quiz.scoring import StandingRow, rank
from bot.quiz.settings import GameSettings
from bot.quiz.state import HINT_STAGES, Compiler, Current, GameState

log = logging.getLogger(__name__)


class Game:
    """A game of ``len(questions)`` questions in one channel (see the module docstring for the rules)."""

    def __init__(
        self,
        settings: GameSettings,
        questions: Sequence[Question],
        *,
        guild_id: int | None,
        channel_id: int,
        starter_id: int,
        compiler: Compiler = compile_answer,
    ) -> None:
        """``compiler(accepted, others)`` builds each question's judge once, when it is asked (the
        matcher by default). Raises ValueError when ``questions`` is empty or, in buttons mode, a
        question has no usable choices (2+ distinct ones including the answer)."""
        if not questions:
            raise ValueError("a game needs at least one question")
        if settings.mode == "buttons":
            bad = [q.id for q in questions if not has_choices(q)]
            if bad:
                raise ValueError(f"questions without usable choices for buttons mode: {', '.join(bad)}")
        self.settings = settings
        self.questions: tuple[Question, ...] = tuple(questions)
        self.guild_id = guild_id
        self.channel_id = channel_id
        self.starter_id = starter_id
        self._compiler = compiler
        self._state = GameState.READY
        self._round: Round | None = None
        self._next_at: float | None = None
        self._idle = 0
        self._players: dict[int, PlayerState] = {}
        self._end_reason: str | None = None

    # --- read-only views ---------------------------------------------------------------------------

    @property
    def total(self) -> int:
        return len(self.questions)

    @property
    def state(self) -> GameState:
        if self._state is GameState.ASKING and self._round is not None:
            return (GameState.ASKING, GameState.HINT_1, GameState.HINT_2)[self._round.hint_stage]
        return self._state

    @property
    def is_open(self) -> bool:
        """True while a question takes answers."""
        return self._state is GameState.ASKING

    @property
    def finished(self) -> bool:
        return self._state is GameState.FINISHED

    @property
    def end_reason(self) -> str | None:
        return self._end_reason

    @property
    def current(self) -> Current | None:
        """The open question, or the one just revealed during the pause; None before start and after."""
        if self._round is None or self._state is GameState.FINISHED:
            return None
        return Current(self._round.question, self._round.number, self.total)

    def standings(self) -> list[StandingRow]:
        """Everyone who played (answered, chose), best first; ties broken as in `bot.quiz.scoring`."""
        return rank(p.totals() for p in self._players.values())

    def next_deadline(self) -> float | None:
        """When the adapter should call `tick` next (clock time); None when nothing is scheduled."""
        if self._state is GameState.ASKING and self._round is not None:
            r = self._round
            if r.scheduled < HINT_STAGES:
                return min(r.hint_at(r.scheduled + 1), r.ends_at)
            return r.ends_at
        if self._state is GameState.REVEALED:
            return self._next_at
        return None

    # --- driving the game --------------------------------------------------------------------------

    def start(self, now: float) -> list[Event]:
        """Ask question 1. Raises RuntimeError if the game was already started."""
        if self._state is not GameState.READY:
            raise RuntimeError("the game has already started")
        log.debug("game in channel %s starts: %d questions", self.channel_id, self.total)
        return [self._ask(now)]

    def tick(self, now: float) -> list[Event]:
        """Do what is due at ``now``: a hint, the reveal at the deadline, or the next question.

        One step per call: after a late call the reveal comes without the hints it skipped, and the
        next question is never asked in the same call as the reveal.
        """
        r = self._round
        if self._state is GameState.ASKING and r is not None:
            if now >= r.ends_at:
                return self._close(now, "timeout")
            due = sum(1 for stage in range(1, HINT_STAGES + 1) if now >= r.hint_at(stage))
            if due > r.scheduled:
                r.scheduled = due
                if due > r.hint_stage and self._can_hint(r, due):
                    return [self._give_hint(r, due, requested_by=None)]
            return []
        if self._state is GameState.REVEALED and self._next_at is not None and now >= self._next_at:
            return [self._ask(now)]
        return []

    def answer(
        self, user_id: int, display_name: str, text: str, now: float, *, is_bot: bool = False
    ) -> list[Event]:
        """A chat message in typed mode. Returns [Correct, Revealed(, GameOver)], [Wrong(, OutOfTries)],
        [NotAnAnswer], or [] when it is ignored (bot, wrong mode, no open question, too late, out of
        tries, chatter)."""
        r = self._round
        if is_bot or self.settings.mode != "typed" or self._state is not GameState.ASKING or r is None:
            return []
        if now >= r.ends_at:
            return []  # too late: the reveal comes with the next tick
        text = text.strip()
        used = r.tries.get(user_id, 0)
        if not text or used >= self.settings.max_tries:
            return []
        verdict = r.judge.judge(text)
        if verdict is Verdict.LIST:
            r.active = True
            return [NotAnAnswer(number=r.number, user_id=user_id, display_name=display_name)]
        if verdict is Verdict.WRONG and is_chatter(text, r.question):
            return []
        player = self._player(user_id, display_name)
        r.active = True
        player.answered += 1
        if verdict is Verdict.CORRECT:
            correct = score_answer(player, r, at=now, hint_stage=r.hint_stage, settings=self.settings)
            return [correct, *self._close(now, "answered")]
        r.tries[user_id] = used + 1
        left = self.settings.max_tries - used - 1
        events: list[Event] = [wrong_answer(player, r, at=now, hint_stage=r.hint_stage, tries_left=left)]
        if left == 0:
            events.append(OutOfTries(number=r.number, user_id=user_id, display_name=player.display_name))
            if self.settings.reveal_when_out_of_tries and all(
                n >= self.settings.max_tries for n in r.tries.values()
            ):
                events.extend(self._close(now, "out_of_tries"))
        return events

    def choose(
        self, user_id: int, display_name: str, choice_index: int, now: float, *, is_bot: bool = False
    ) -> list[Event]:
        """A button press in buttons mode. Returns [LockedIn], [AlreadyChosen], or [] when ignored.
        Raises ValueError for an index outside the question's choices."""
        r = self._round
        if is_bot or self.settings.mode != "buttons" or self._state is not GameState.ASKING or r is None:
            return []
        if now >= r.ends_at:
            return []
        if not 0 <= choice_index < len(r.question.choices):
            raise ValueError(f"choice {choice_index} is not one of the {len(r.question.choices)} choices")
        if user_id in r.choices:
            return [AlreadyChosen(number=r.number, user_id=user_id, choice=r.choices[user_id].index)]
        player = self._player(user_id, display_name)
        r.choices[user_id] = Choice(index=choice_index, at=now, hint_stage=r.hint_stage)
        r.active = True
        return [
            LockedIn(
                number=r.number,
                user_id=user_id,
                display_name=player.display_name,
                choice=choice_index,
                votes=len(r.choices),
            )
        ]

    def hint(self, user_id: int, now: float) -> list[Event]:
        """A player asks for the next hint now: [HintGiven] or [HintUnavailable]."""
        r = self._round
        if self._state is not GameState.ASKING or r is None or now >= r.ends_at:
            number = r.number if r is not None else 0
            return [HintUnavailable(number=number, user_id=user_id, reason="No question is open.")]
        stage = r.hint_stage + 1
        if stage > HINT_STAGES or not self._can_hint(r, stage):
            return [HintUnavailable(number=r.number, user_id=user_id, reason="No more hints for this one.")]
        r.active = True
        return [self._give_hint(r, stage, requested_by=user_id)]

    def close_voting(self, now: float) -> list[Event]:
        """Buttons mode: reveal now (reason "answered"), e.g. when everyone voted. [] if nobody voted."""
        r = self._round
        if self.settings.mode != "buttons" or self._state is not GameState.ASKING or r is None:
            return []
        if not r.choices:
            return []
        return self._close(now, "answered")

    def skip(self, now: float) -> list[Event]:
        """Reveal the open question (reason "skipped"; buttons choices made so far still score) or,
        during the pause, ask the next question at once."""
        if self._state is GameState.ASKING:
            return self._close(now, "skipped")
        if self._state is GameState.REVEALED:
            return [self._ask(now)]
        return []

    def stop(self, now: float, reason: str = "stopped") -> list[Event]:
        """End the game: [Revealed(reason "stopped"), GameOver] if a question was open (its pending
        button choices do not score), else [GameOver]; [] if the game was already over."""
        if self._state is GameState.FINISHED:
            return []
        events: list[Event] = []
        if self._state is GameState.ASKING:
            events.extend(self._close(now, "stopped"))
        events.append(self._finish(reason))
        return events

    # --- internals ---------------------------------------------------------------------------------

    def _player(self, user_id: int, display_name: str) -> PlayerState:
        player = self._players.get(user_id)
        if player is None:
            player = self._players[user_id] = PlayerState(user_id, display_name)
        elif display_name:
            player.display_name = display_name
        return player

    def _can_hint(self, r: Round, stage: int) -> bool:
        q = r.question
        if self.settings.mode != "buttons":
            return not hint_reveals(hint_rules.hint_text(q.answer, stage, q.answer_type), q)
        return len(hint_rules.eliminate(q.choices, q.answer, stage, key=q.id)) > len(r.removed)

    def _ask(self, now: float) -> QuestionAsked:
        number = 1 if self._round is None else self._round.number + 1
        question = self.questions[number - 1]
        buttons = self.settings.mode == "buttons"
        self._round = Round(
            question=question,
            number=number,
            judge=self._compiler(question.accepted, question.others),
            asked_at=now,
            ends_at=now + self.settings.seconds,
            correct_index=question.choices.index(question.answer) if buttons else None,
        )
        self._state = GameState.ASKING
        self._next_at = None
        log.debug("channel %s: question %d/%d (%s)", self.channel_id, number, self.total, question.id)
        return QuestionAsked(
            number=number,
            question=question,
            total=self.total,
            ends_at=self._round.ends_at,
            mode=self.settings.mode,
            choices=question.choices if buttons else (),
        )

    def _give_hint(self, r: Round, stage: int, *, requested_by: int | None) -> HintGiven:
        q = r.question
        r.hint_stage = stage
        if self.settings.mode == "buttons":
            r.removed = hint_rules.eliminate(q.choices, q.answer, stage, key=q.id)
            text = hint_rules.elimination_text(q.choices, r.removed)
        else:
            text = hint_rules.hint_text(q.answer, stage, q.answer_type)
        return HintGiven(
            number=r.number,
            stage=stage,
            text=text,
            cost=self.settings.points.hint_cost * stage,
            removed=r.removed,
            requested_by=requested_by,
        )

    def _score_choices(self, r: Round) -> list[Event]:
        events: list[Event] = []
        for user_id, choice in sorted(r.choices.items(), key=lambda item: (item[1].at, item[0])):
            player = self._players[user_id]
            player.answered += 1
            if choice.index == r.correct_index:
                events.append(
                    score_answer(
                        player, r, at=choice.at, hint_stage=choice.hint_stage, settings=self.settings
                    )
                )
            else:
                events.append(
                    wrong_answer(player, r, at=choice.at, hint_stage=choice.hint_stage, tries_left=0)
                )
        return events

    def _close(self, now: float, reason: str) -> list[Event]:
        """Reveal the open question, then finish the game or start the pause (unless stopping)."""
        r = self._round
        assert r is not None
        events: list[Event] = []
        if self.settings.mode == "buttons" and reason != "stopped":
            events.extend(self._score_choices(r))
        if reason != "stopped":
            winners = {w.user_id for w in r.winners}
            for player in self._players.values():
                if player.user_id not in winners:
                    player.streak = 0
        votes = r.votes() if self.settings.mode == "buttons" else ()
        events.append(
            Revealed(
                number=r.number,
                question=r.question,
                answer=r.question.answer,
                reason=reason,
                winners=tuple(r.winners),
                votes=votes,
                correct_index=r.correct_index,
            )
        )
        log.debug("channel %s: question %d revealed (%s)", self.channel_id, r.number, reason)
        if reason == "stopped":
            return events
        self._idle = self._idle + 1 if reason == "timeout" and not r.active else 0
        if r.number >= self.total:
            events.append(self._finish("finished"))
        elif self._idle >= self.settings.idle_limit:
            events.append(self._finish("idle"))
        else:
            self._state = GameState.REVEALED
            self._next_at = now + self.settings.pause
        return events

    def _finish(self, reason: str) -> GameOver:
        self._state = GameState.FINISHED
        self._next_at = None
        self._end_reason = reason
        number = self._round.number if self._round is not None else 0
        log.debug("channel %s: game over after %d questions (%s)", self.channel_id, number, reason)
        return GameOver(number=number, standings=tuple(self.standings()), reason=reason)
