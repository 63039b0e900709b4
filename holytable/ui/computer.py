"""Playing against the computer at the table (issue 14).

:class:`ComputerSeats` runs the computer's seats of one game screen
(:class:`~holytable.ui.game_screen.GameScreen` makes one when its record has
a computer seat and exactly one person, :func:`table_for`):

- the person's seat is the only one ever drawn (no handoff screens; the
  computer's hidden cards never reach the screen, the log panel or a notice:
  the screen draws ``game.view(person)`` only);
- when the computer decides, its player (``holytable.bot.make_player``)
  chooses in a Textual worker thread, on a ``clone()`` of the game: the
  event loop stays free (keys, Esc, Ctrl+Q, the rules page, scrolling).
  ``should_stop`` ends a search early (a takeback, leaving the game);
- its choices come one at a time: each the pace setting's seconds
  (thinking included) after the last thing on screen changed, so the log
  grows a line at a time; a forced choice (the only option on offer) too,
  and its search is stopped in time for the pace: whether the computer had
  one thing to do or a search to make (an empty Pantheon phase: nothing in
  its hand it could pay for) never shows in how long it takes (issue 16,
  found by break19). Space (shown in the footer meanwhile) skips the pauses
  until the person decides again; at "Quickest" and after Space each choice
  still takes :data:`~holytable.engine.stops.WINDOW_SECONDS`, its search
  stopped in time: less would tell whether it had anything to play (break21);
- every response window of the computer takes the same time whatever it
  holds, Space and the pace (issue 16): at least
  :data:`~holytable.engine.stops.WINDOW_SECONDS` (and the pace, unless
  skipped), its search stopped after
  :data:`~holytable.engine.stops.WINDOW_SEARCH`: a Pass-only window answered
  at once, or a search's length, would tell whether it held an answer;
- a hint (F2) asks the computer, at normal strength, what it would choose
  for the person's decision: "Hint: <option> (about 64% to win after it)",
  the figure being the search's own estimate when it searched.

Threads: only :meth:`_think` and :meth:`_hint` run in a worker; everything
they hand back goes to the event loop with ``call_soon_threadsafe`` in the
app's context (never waiting for it, as ``call_from_thread`` does: a worker
ending as the app stops must not hang) and is
dropped when the position changed meanwhile (a generation counter).
"""
from __future__ import annotations

import asyncio
import contextvars
import random
import threading
import time
from concurrent.futures.process import BrokenProcessPool
from typing import TYPE_CHECKING, Any, Callable

from rich.text import Text

from holytable.engine.stops import WINDOW_SEARCH, WINDOW_SECONDS

from .search_process import Searcher
from .seats import HUMAN, marked

if TYPE_CHECKING:
    from holytable.engine.game import Game
    from holytable.engine.record import GameRecord

    from .game_screen import GameScreen


def _make_player(kind: str, seed: int) -> Any:
    from holytable.bot.players import make_player

    return make_player(kind, seed)


#: ``(kind, seed) -> player`` with ``choose(game, seat, should_stop) -> option id``:
#: the tests put a fast or slow stand-in here.
make_player: Callable[[str, int], Any] = _make_player
#: The real player searches in a process of its own (:mod:`.search_process`):
#: the event loop keeps the interpreter to itself. Off: in a worker thread.
IN_PROCESS = True
#: Keys that pass at once when the person's decision appears after the
#: computer's choices (they choose nothing): the keys panel, a hint, the rules, the log.
FREE_KEYS = frozenset({"f1", "f2", "question_mark", "L", "l"})
#: The strength a hint is asked at.
HINT_STRENGTH = "normal"
#: How many of the computer's choices the engine may refuse at one position
#: (an error in holytable) before it stops trying.
MAX_TRIES = 3
#: The notice while a hint is being worked out.
ASKING = "Asking the computer for a hint…"


def table_for(record: GameRecord) -> tuple[int, dict[int, str]] | None:
    """``(person, {seat: kind})`` for a game with computer seats and exactly
    one person; None for a game of people only (hot-seat). A record with no
    person at all (not offered by the lobby) is played as if every seat were
    a person's."""
    seats = list(record.seats)
    people = [i for i, k in enumerate(seats) if k == HUMAN]
    if not seats or len(people) != 1:
        return None
    return people[0], {i: k for i, k in enumerate(seats) if k != HUMAN}


class ComputerSeats:
    """The computer's seats of ``screen``'s game; ``person``: the one seat a
    person plays; ``kinds``: each computer seat's strength."""

    def __init__(self, screen: GameScreen, person: int, kinds: dict[int, str]) -> None:
        self.screen = screen
        self.person = person
        self.kinds = kinds
        self._gen = 0  # a new one at every start and cancel: older answers are dropped
        self._stop = threading.Event()
        #: The seat thinking now (None: none).
        self.thinking: int | None = None
        self._hurry = False  # Space: no pause until the person decides again
        self._window = False  # the decision under way is a response window: a fixed time
        self._deadline = float("inf")  # when the search under way stops (time.monotonic)
        self._started = 0.0  # when the decision under way began (time.monotonic)
        self._timer: Any = None
        self._due: tuple[int, str] | None = None  # (generation, option id) waiting for its pace
        self._hint_gen = 0
        self.hinting = False
        self._failures: dict[int, int] = {}  # choices made -> the computer's choices the engine refused there
        self._moved = False  # the computer chose since the person's decision last showed
        # The phase the person's end key ended when they last chose, see :meth:`end_key_holds`:
        # (decision kind, the end option's verb, the prompt's head), whether they chose it, and
        # the decision (choices made) where an end key was held once already.
        self._last_end: tuple[str, str, str] | None = None
        self._ended = False
        self._held_at: int | None = None
        self._process: Searcher | None = None  # the worker process (:meth:`_searcher`)
        self._process_failed = False
        self._warming: Any = None  # the worker's start (a Future), see :meth:`warm`
        # Keys that choose nothing pass the fresh-press rule of :meth:`_person_decides`
        # at once (the key gate's FREE_KEYS): F1, F2 (a hint), the rules, the log.
        screen.FREE_KEYS = FREE_KEYS  # type: ignore[misc]

    # -- keys ---------------------------------------------------------------------
    def bind_keys(self, bindings: Any) -> None:
        """The screen's keys against the computer: F2 (hint) and Space, which
        only ever skips the computer's pauses: a game's own Space (Pantheon's
        "choose") is taken away, so that a Space meant for the computer's pace
        never acts on the person's decision that follows."""
        bindings.key_to_bindings.pop("space", None)
        bindings.bind("f2", "hint", "Hint", key_display="F2")
        bindings.bind("space", "hurry", "Skip pause", key_display="Space")
        # right after F1 in the footer: a crowded footer keeps them (the game's own keys give way)
        keys = bindings.key_to_bindings
        order = [k for k in keys if k == "f1"] + ["f2", "space"]
        bindings.key_to_bindings = {k: keys[k] for k in order + [k for k in keys if k not in order]}

    def _person_decides(self) -> None:
        """The person's decision is on screen: when the computer chose since
        their last one, only a fresh press counts from now on (the key gate's
        rule after a reveal, :mod:`.keys`): a key typed or still tapping from
        before the decision appeared is not a choice of it."""
        if not self._moved:
            return
        self._moved = False
        keys = getattr(self.screen.app, "keys", None)
        if keys is not None:
            keys.arm(self.screen)

    def person_chose(self, view: Any, option_id: str) -> None:
        """The person chose ``option_id`` at the decision ``view`` shows (a
        Pass-only window passed for them is no choice of theirs)."""
        end = self._end_option(view)
        self._last_end = (view.decision_kind, end.verb, _phase(view.prompt)) if end is not None else None
        self._ended = end is not None and end.id == option_id

    @staticmethod
    def _end_option(view: Any) -> Any:
        """The option an end key picks: the last one ("End your turn", "End
        Play", "Pass"), when its verb is not "back" (a step of a choice)."""
        opts = view.options
        end = opts[-1] if opts else None
        return end if end is not None and end.verb not in ("back", "cancel") else None

    def end_key_holds(self, view: Any, option: Any, key: str) -> bool:
        """Whether the end key ``key`` (``0``, or Pantheon's ``N``), which
        would now choose ``option``, is held once with a notice: when the
        phase moved on without the person (Pantheon's Play ends by itself once
        nothing is left to play) the same key now ends another phase ("End
        Combat" where it ended Play); the person's second press chooses it.
        Not held when the person ended the last phase themselves."""
        last = self._last_end
        at = len(self.screen.game.choices)
        if (last is None or self._ended or option.verb != last[1] or view.decision_kind == last[0]
                or self._held_at == at):
            return False
        self._held_at = at
        self.screen.seat_notice(f"{last[2]} moved on by itself: {key} now chooses {option.label}. "
                                f"Press {key} again to do so.")
        return True

    # -- what the screen asks -----------------------------------------------
    def decides(self, game: Game) -> int | None:
        """The computer seat that decides now in ``game``, if one does."""
        d = game.pending
        return d.player if d is not None and d.player in self.kinds else None

    def busy(self) -> bool:
        """The computer is choosing (thinking, or its choice waits for the pace)."""
        return self.thinking is not None or self._due is not None

    def can_hurry(self) -> bool:
        """Space would play the computer's choice sooner (a pause is set and
        the computer is choosing)."""
        return self.busy() and not self._hurry and self._pace() > 0

    def title(self, names: tuple[str, ...]) -> str:
        """The prompt's title while the computer decides: whose decision it
        is, never the decision's own words (the engine words them for the
        seat deciding: "Your actions", "Roll your six dice" read as the
        person's own prompt)."""
        d = self.decides(self.screen.game)
        return f"{names[d]} decides" if d is not None else "The computer decides"

    def status(self, names: tuple[str, ...]) -> Text:
        """The prompt's body while the computer decides: who thinks, and
        Space while it skips a pause; no option."""
        d = self.decides(self.screen.game)
        who = marked(names[d], self.kinds[d]) if d is not None else "The computer"
        body = Text(f"{who} is thinking…", style="italic")
        if self.can_hurry():
            body.append("  Space: skip the pauses", style="")
        return body

    def _pace(self) -> float:
        settings = getattr(self.screen.app, "settings", None)
        pace = getattr(settings, "pace_seconds", None)
        return float(pace()) if callable(pace) else 0.0

    # -- the computer's turn ----------------------------------------------------
    def step(self) -> None:
        """After every change of the game (and when the screen opens): when a
        computer seat decides and none is choosing yet, start its search."""
        game = self.screen.game
        seat = self.decides(game)
        if seat is None:
            self._hurry = False  # the person decides: the next pauses are kept again
            if not game.over:
                self._person_decides()
        if seat is None or self.busy() or game.over:
            return
        tries = self._failures.get(len(game.choices), 0)
        if tries >= MAX_TRIES:
            return  # the engine failed on each of its choices here: the person may take back or leave
        self._gen += 1
        self._stop.set()  # a hint still searching is not wanted any more
        self._stop = threading.Event()
        # every decision takes the pace (one option too), a window at least
        # WINDOW_SECONDS: how long it takes never tells what the computer held
        # (a Pass-only window or an empty phase came at once: issue 16)
        self._window = bool(game.pending.window)
        self.thinking = seat
        gen, stop = self._gen, self._stop
        seed = random.Random(f"{game.seed}:{len(game.choices)}:{seat}:{tries or ''}").getrandbits(62)
        copy = game.clone()
        started = self._started = time.monotonic()
        self._loop, self._context = asyncio.get_running_loop(), contextvars.copy_context()
        if not self._search_in_process(gen, seat, seed, copy, started):
            player = make_player(self.kinds[seat], seed)
            self.screen.run_worker(lambda: self._think(gen, player, copy, seat, stop, started), thread=True,
                                   group="computer", exit_on_error=False)
        limit = self._search_limit()
        self._deadline = started + limit if limit is not None else float("inf")
        if limit is not None:
            self.screen.set_timer(limit, lambda: self._end_search(gen, stop))
        self.screen.refresh_bindings()
        self.screen._draw_prompt()  # "Space: skip the pauses" now that it thinks
        # What the last turn made is set aside from the garbage collector, as
        # at a handoff (there is none here): a full collection set off by the
        # search's allocations scanned the whole heap, holding up the event
        # loop 100-160 ms now and then (measured: /tmp/lat2.py in the report).
        from .game_screen import settle_memory

        self.screen.call_after_refresh(settle_memory)

    def _end_search(self, gen: int, stop: threading.Event) -> None:
        """A window's search has had its :data:`WINDOW_SEARCH`: it answers now."""
        if gen != self._gen or self.thinking is None:
            return
        stop.set()
        if self._process is not None:
            self._process.stop(gen)

    def _floor(self) -> float:
        """The seconds the decision under way takes at least: the pace (none
        after Space), and :data:`WINDOW_SECONDS` whatever: at "No pause" and
        after Space a forced choice showed at once and a searched one after
        its search, which told whether the computer held anything it could
        play (break21: a Pantheon Play phase with End alone)."""
        pace = 0.0 if self._hurry else self._pace()
        return max(WINDOW_SECONDS, pace)

    def _search_limit(self) -> float | None:
        """When the search under way is stopped (seconds after it began), so
        that its answer comes within :meth:`_floor`; None: not stopped."""
        floor = self._floor()
        if floor <= 0:
            return None
        return max(0.05, floor - (WINDOW_SECONDS - WINDOW_SEARCH))

    def _wait(self, started: float) -> float:
        """Seconds from now until the decision begun at ``started`` may show."""
        return self._floor() - (time.monotonic() - started)

    # -- the search in its own process (:mod:`.search_process`) -----------------------
    def _searcher(self) -> Searcher | None:
        """The worker process for the real player (None: a thread: a stand-in
        player of the tests, :data:`IN_PROCESS` off, or the process failed)."""
        if not IN_PROCESS or make_player is not _make_player or self._process_failed:
            return None
        if self._process is None:
            try:
                self._process = Searcher()
            except Exception as e:  # no processes here: threads it is
                self._process_off(e)
        return self._process

    def warm(self) -> None:
        """Start the worker process now (when the computer plays here at all):
        its start is paid while the person reads the screen."""
        searcher = self._searcher()
        if searcher is not None and self._warming is None:
            try:
                self._warming = searcher.warm()
            except Exception as e:
                self._process_off(e)

    def _search_in_process(self, gen: int, seat: int, seed: int, game: Game, started: float) -> bool:
        """Start the search in the worker process (True), or say it cannot
        (False: it runs in a thread)."""
        searcher = self._searcher()
        if searcher is None:
            return False
        if self._warming is None:
            self.warm()
        if self._warming is None or not self._warming.done():
            return False  # the worker is still starting (about a second): a thread this time
        try:
            future = searcher.search(self.kinds[seat], seed, game, seat, gen)
        except Exception as e:  # the game does not pickle, the pool is gone
            self._process_off(e)
            return False
        future.add_done_callback(lambda f: self._searched(f, gen, started))
        return True

    def _searched(self, future: Any, gen: int, started: float) -> None:
        """(In the pool's thread.) The worker's answer, handed to :meth:`_chosen`;
        a failure of the process (not of the search) to :meth:`_process_failed_at`."""
        if future.cancelled():
            return
        try:
            oid = future.result()
        except BrokenProcessPool as e:
            self._hand_back(self._process_failed_at, gen, e)
            return
        except Exception as e:  # a bug in the player: the game goes on without it
            self._hand_back(self._chosen, gen, "", started, f"{type(e).__name__}: {' '.join(str(e).split())[:120]}")
            return
        self._hand_back(self._chosen, gen, oid, started, None)

    def _process_failed_at(self, gen: int, error: BaseException) -> None:
        """The worker process died: searches run in threads from now on; the
        decision under way is searched again."""
        self._process_off(error)
        if gen == self._gen and self.thinking is not None:
            self.thinking = None
            self._gen += 1
            self.step()

    def _process_off(self, error: BaseException) -> None:
        self._process_failed = True
        self._warming = None
        if self._process is not None:
            self._process.close()
            self._process = None

    def close(self) -> None:
        """The screen is gone: stop everything, let the worker process go."""
        self.cancel()
        self._warming = None
        if self._process is not None:
            self._process.close()
            self._process = None

    def _think(self, gen: int, player: Any, game: Game, seat: int, stop: threading.Event, started: float) -> None:
        """(In a worker thread.) The computer's choice, handed to :meth:`_chosen`."""
        try:
            # stopped by the event (a takeback, leaving) or at the deadline,
            # read at every iteration: a timer of the event loop comes late
            # on a busy machine, and Space may bring the deadline nearer
            oid, error = player.choose(game, seat, lambda: stop.is_set() or time.monotonic() >= self._deadline), None
        except Exception as e:  # a bug in the player: the game goes on without it
            d = game.pending
            oid = d.options[0].id if d is not None and d.options else ""
            error = f"{type(e).__name__}: {' '.join(str(e).split())[:120]}"
        self._hand_back(self._chosen, gen, oid, started, error)

    def _hand_back(self, callback: Callable[..., None], *args: Any) -> None:
        """(In a worker thread.) Run ``callback(*args)`` in the event loop
        soon; nothing when the app has stopped meanwhile."""
        try:
            self._loop.call_soon_threadsafe(callback, *args, context=self._context)
        except RuntimeError:  # the loop is closed: the app has stopped
            pass

    def _chosen(self, gen: int, oid: str, started: float, error: str | None) -> None:
        """The search ended: play its choice now, or once the pace allows."""
        if gen != self._gen or not self.screen.is_attached:
            return
        if error is not None:
            self.screen.notify(f"The computer failed ({error}); it takes its first option.", severity="error")
            d = self.screen.game.pending
            oid = oid or (d.options[0].id if d is not None and d.options else "")
        self.thinking = None
        wait = self._wait(started)
        if wait <= 0.01:
            self._play(gen, oid)
            return
        self._due = (gen, oid)
        self._timer = self.screen.set_timer(wait, lambda: self._play(gen, oid))

    def _play(self, gen: int, oid: str) -> None:
        if gen != self._gen or not self.screen.is_attached:
            return
        self._due = None
        self._timer = None
        self._moved = True
        self.screen.computer_chose(oid)

    def failed(self) -> None:
        """The engine failed on the computer's choice (the game was rebuilt
        without it): it chooses again with another seed, up to
        :data:`MAX_TRIES` times a position, then stops with a notice."""
        game = self.screen.game
        if self.decides(game) is None:
            return
        k = len(game.choices)
        self._failures[k] = self._failures.get(k, 0) + 1
        if self._failures[k] >= MAX_TRIES:
            self.screen.notify("The computer cannot go on from here (an error in holytable): take back "
                               "your last choice (u) or leave the game (Esc).", severity="error", timeout=30)
        self.step()

    def hurry(self) -> None:
        """Space: the choice under way shows as soon as it is made, and the
        computer's next ones too until the person decides again."""
        self._hurry = True
        if self._due is not None:
            gen, oid = self._due
            if self._timer is not None:
                self._timer.stop()
            wait = self._wait(self._started)  # a window keeps its time
            if wait > 0.01:
                self._timer = self.screen.set_timer(wait, lambda: self._play(gen, oid))
            else:
                self._play(gen, oid)
        else:
            if self.thinking is not None:  # the search ends in time for the floor
                gen, stop = self._gen, self._stop
                self._deadline = self._started + (self._search_limit() or 0.0)
                left = max(0.0, self._deadline - time.monotonic())
                self.screen.set_timer(max(0.01, left), lambda: self._end_search(gen, stop))
            self.screen.refresh_bindings()
            self.screen._draw_prompt()

    def cancel(self) -> None:
        """Stop whatever the computer is doing (a takeback, the screen left):
        its search ends at its next iteration and its answer is dropped."""
        if self._process is not None:
            self._process.stop(self._gen)
        self._gen += 1
        self._hint_gen += 1
        self._stop.set()
        if self._timer is not None:
            self._timer.stop()
        self._timer = None
        self._due = None
        self.thinking = None
        self.hinting = False
        self._failures.clear()  # a takeback: positions are new again

    # -- hints ------------------------------------------------------------------
    def hint(self) -> None:
        """F2: ask the computer (at :data:`HINT_STRENGTH`) what it would choose
        for the person's decision; the answer comes as a notice."""
        game = self.screen.game
        d = game.pending
        if d is None or d.player != self.person or self.hinting:
            return
        self._hint_gen += 1
        self.hinting = True
        gen = self._hint_gen
        seed = random.Random(f"hint:{game.seed}:{len(game.choices)}").getrandbits(62)
        player = make_player(HINT_STRENGTH, seed)
        copy = game.clone()
        stop = self._stop
        self._loop, self._context = asyncio.get_running_loop(), contextvars.copy_context()
        self.screen.notify(ASKING, timeout=5)
        self.screen.run_worker(lambda: self._hint(gen, player, copy, stop), thread=True, group="hint",
                               exit_on_error=False)

    def _hint(self, gen: int, player: Any, game: Game, stop: threading.Event) -> None:
        """(In a worker thread.) The hint, handed to :meth:`_hinted`."""
        try:
            oid = player.choose(game, self.person, stop.is_set)
            error = None
        except Exception as e:
            oid, error = "", f"{type(e).__name__}: {' '.join(str(e).split())[:120]}"
        stats = getattr(player, "last", None)
        root = getattr(stats, "root", None) or {}
        chance = root.get(oid, (0, None))[1] if oid else None
        self._hand_back(self._hinted, gen, len(game.choices), oid, chance, error)

    def _hinted(self, gen: int, at: int, oid: str, chance: float | None, error: str | None) -> None:
        if gen != self._hint_gen or not self.screen.is_attached:
            return
        self.hinting = False
        app = self.screen.app
        for n in [n for n in app._notifications if n.message == ASKING]:  # answered: no longer asking
            app._unnotify(n, refresh=False)
        app._refresh_notifications()
        if error is not None:
            self.screen.notify(f"No hint: the computer failed ({error}).", severity="error")
            return
        self.screen.show_hint(at, oid, chance)


def _phase(prompt: str | None) -> str:
    """A prompt's head, naming its phase: "Play" for "Play: 3 CP, 1 MP"."""
    head = (prompt or "").split(":")[0].strip()
    return head or "The phase"


def hint_text(label: str, chance: float | None) -> str:
    """``"Hint: Scout (2) — the computer rates your chances about 64% after it."``"""
    if chance is None:
        return f"Hint: {label}."
    return f"Hint: {label} — the computer rates your chances about {round(chance * 100)}% after it."
